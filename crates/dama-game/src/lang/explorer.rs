//! The position search's words (`dama games FILE --position FEN`, the library screen's
//! opening tree), in English and Italian: its errors, headings, results and keys.

use crate::explorer::{ExplorerError, Tally};

use super::{Lang, Localize};

impl Localize for ExplorerError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            ExplorerError::TooManyPositions {
                path,
                variant,
                positions,
                max,
            } => tr!(
                lang,
                "{} holds about {} positions of {} games; the position search indexes at most {}: split the file",
                "{} contiene circa {} posizioni di partite di {}; la ricerca di posizioni ne indicizza al massimo {}: dividi il file",
                path.display(),
                positions,
                variant,
                max
            ),
            ExplorerError::NotDraughts(v) => tr!(
                lang,
                "{v} games have no position search",
                "le partite di {v} non hanno la ricerca di posizioni"
            ),
            ExplorerError::BadPosition(e) => tr!(lang, "{e}", "{e}"),
        }
    }
}

/// "White 40% · draws 35% · Black 25%" (of the games with a known result).
pub fn results(lang: Lang, t: &Tally) -> String {
    if t.white + t.draws + t.black == 0 {
        return tr!(lang, "No result known", "Nessun risultato noto");
    }
    let (w, d, b) = (t.percent(t.white), t.percent(t.draws), t.percent(t.black));
    tr!(
        lang,
        "White wins {w}% · draws {d}% · Black wins {b}%",
        "vince il Bianco {w}% · patte {d}% · vince il Nero {b}%"
    )
}

/// The line heading the CLI's answer.
pub fn position_line(lang: Lang, fen: &str, white: bool, games: usize) -> String {
    let side = match (lang, white) {
        (Lang::En, true) => "White to move",
        (Lang::En, false) => "Black to move",
        (Lang::It, true) => "muove il Bianco",
        (Lang::It, false) => "muove il Nero",
    };
    match (lang, games) {
        (Lang::En, 1) => format!("Position {fen} ({side}): reached in 1 game"),
        (Lang::It, 1) => format!("Posizione {fen} ({side}): raggiunta in 1 partita"),
        _ => tr!(
            lang,
            "Position {fen} ({side}): reached in {games} games",
            "Posizione {fen} ({side}): raggiunta in {games} partite"
        ),
    }
}

/// The heading of the next moves' table: move, games, White, draws, Black.
pub fn moves_heading(lang: Lang) -> [&'static str; 5] {
    match lang {
        Lang::En => ["Move", "Games", "White", "Draw", "Black"],
        Lang::It => ["Mossa", "Partite", "Bianco", "Patta", "Nero"],
    }
}

/// When no game played on from the position.
pub fn no_moves(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "No game of the library played on from this position.",
        Lang::It => "Nessuna partita della raccolta è proseguita da questa posizione.",
    }
}

/// Before the list of games that reached the position.
pub fn games_heading(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Games that reached it:",
        Lang::It => "Partite che l'hanno raggiunta:",
    }
}

/// The time the search took, on standard error.
pub fn searched(lang: Lang, games: usize, positions: usize, seconds: f64) -> String {
    tr!(
        lang,
        "searched {games} games ({positions} positions) in {seconds:.2} s",
        "cercate {games} partite ({positions} posizioni) in {seconds:.2} s"
    )
}

/// The opening tree's title on the library screen.
pub fn title(lang: Lang, file: &str, games: usize) -> String {
    tr!(
        lang,
        "Opening tree of {file} ({games} games)",
        "Albero delle aperture di {file} ({games} partite)"
    )
}

/// The line walked from the start, or the start.
pub fn line(lang: Lang, moves: &str) -> String {
    if moves.is_empty() {
        tr!(lang, "The start position", "La posizione iniziale")
    } else {
        tr!(lang, "Line: {moves}", "Linea: {moves}")
    }
}

/// The side to move under the board.
pub fn to_move(lang: Lang, white: bool) -> &'static str {
    match (lang, white) {
        (Lang::En, true) => "White to move",
        (Lang::En, false) => "Black to move",
        (Lang::It, true) => "Muove il Bianco",
        (Lang::It, false) => "Muove il Nero",
    }
}

/// A game in the panel's list: number, players, result, the move it reached the
/// position at.
pub fn game_row(
    lang: Lang,
    number: usize,
    white: &str,
    black: &str,
    result: &str,
    at: usize,
) -> String {
    tr!(
        lang,
        "#{number} {white} – {black} {result} (move {at})",
        "#{number} {white} – {black} {result} (mossa {at})"
    )
}

/// The keys of the opening tree, the most needed first: as many as fit are shown.
pub fn keys(lang: Lang) -> [&'static str; 5] {
    match lang {
        Lang::En => [
            "Enter/→ play the move",
            "←/Bksp back",
            "Tab games",
            "Esc list",
            "Enter on a game: open it there",
        ],
        Lang::It => [
            "Invio/→ gioca la mossa",
            "←/Canc indietro",
            "Tab partite",
            "Esc elenco",
            "Invio su una partita: aprila lì",
        ],
    }
}

/// When the library has no game the tree can show.
pub fn no_tree(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "No game of this library can be read: there is no opening tree",
        Lang::It => {
            "Nessuna partita di questa raccolta si può leggere: non c'è albero delle aperture"
        }
    }
}
