//! The game library's words (`dama games FILE.pdn`, `dama play --library`), in English
//! and Italian: its errors, the list's column names, the keys, the open dialog.

use crate::game::pdn::PdnError;
use crate::game::pdn_index::IndexProblem;
use crate::library::{Column, GameProblem, LibraryError};

use super::{Lang, Localize, render_pdn_error, render_save_error};

impl Localize for LibraryError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            LibraryError::Read(e) => render_save_error(lang, e),
            LibraryError::TooLarge { path, size } => tr!(
                lang,
                "{} is {} bytes; a library is at most 256 MiB",
                "{} è di {} byte; una raccolta è al massimo 256 MiB",
                path.display(),
                size
            ),
            LibraryError::NotPdn { path } => tr!(
                lang,
                "{} is not a PDN file: it holds no tag like [White \"…\"] and no move like 22-18",
                "{} non è un file PDN: non contiene etichette come [White \"…\"] né mosse come 22-18",
                path.display()
            ),
            LibraryError::TooManyGames { path, max } => tr!(
                lang,
                "{} holds more than {} games, the most a library holds: split it into smaller files",
                "{} contiene più di {} partite, il massimo di una raccolta: dividilo in file più piccoli",
                path.display(),
                max
            ),
            LibraryError::Binary { path, offset } => tr!(
                lang,
                "{} is not a PDN file: byte {} is a NUL, and a PDN file is text",
                "{} non è un file PDN: il byte {} è un NUL, e un file PDN è testo",
                path.display(),
                offset
            ),
        }
    }
}

/// What is wrong with one game of a library.
pub fn render_problem(lang: Lang, p: &GameProblem) -> String {
    match p {
        GameProblem::Index(IndexProblem::Unclosed { what, line }) => render_pdn_error(
            lang,
            &PdnError::Unclosed {
                what: *what,
                line: *line,
            },
        ),
        GameProblem::Index(IndexProblem::BadTag { line }) => {
            render_pdn_error(lang, &PdnError::BadTag { line: *line })
        }
        GameProblem::Index(IndexProblem::NotAMove { line, word }) => tr!(
            lang,
            "line {line}: \"{word}\" is not a move, a move number or a result",
            "riga {line}: \"{word}\" non è una mossa, un numero di mossa o un risultato"
        ),
        GameProblem::UnknownGameType { found } => tr!(
            lang,
            "GameType \"{found}\" is a game dama does not play",
            "GameType \"{found}\" è un gioco che dama non conosce"
        ),
        GameProblem::Pdn(e) => render_pdn_error(lang, e),
    }
}

/// "lib.pdn, game 12 (line 340): `<problem>`".
pub fn game_problem(lang: Lang, file: &str, number: usize, line: usize, p: &GameProblem) -> String {
    let what = render_problem(lang, p);
    tr!(
        lang,
        "{file}, game {number} (line {line}): {what}",
        "{file}, partita {number} (riga {line}): {what}"
    )
}

/// A column's heading.
pub fn column(lang: Lang, c: Column) -> &'static str {
    match (c, lang) {
        (Column::Number, _) => "#",
        (Column::White, Lang::En) => "White",
        (Column::White, Lang::It) => "Bianco",
        (Column::Black, Lang::En) => "Black",
        (Column::Black, Lang::It) => "Nero",
        (Column::Event, Lang::En) => "Event",
        (Column::Event, Lang::It) => "Evento",
        (Column::Date, Lang::En) => "Date",
        (Column::Date, Lang::It) => "Data",
        (Column::Result, Lang::En) => "Result",
        (Column::Result, Lang::It) => "Risultato",
        (Column::Moves, Lang::En) => "Moves",
        (Column::Moves, Lang::It) => "Mosse",
    }
}

/// The heading of the game column, in a library of more than one game.
pub fn game_column(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Game",
        Lang::It => "Gioco",
    }
}

/// The note for a broken game in the list.
pub fn broken(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "error",
        Lang::It => "errore",
    }
}

/// `dama games`'s closing note on standard error.
pub fn broken_count(lang: Lang, broken: usize, total: usize, file: &str) -> String {
    tr!(
        lang,
        "{broken} of {total} games in {file} cannot be opened",
        "{broken} partite su {total} di {file} non si possono aprire"
    )
}

/// The screen's title line.
pub fn title(lang: Lang, file: &str, total: usize, shown: usize) -> String {
    tr!(
        lang,
        "Library {file}: {total} games, {shown} shown",
        "Raccolta {file}: {total} partite, {shown} mostrate"
    )
}

/// The filter line.
pub fn filter(lang: Lang, text: &str) -> String {
    if text.is_empty() {
        tr!(
            lang,
            "Type to filter (any column)",
            "Scrivi per filtrare (qualsiasi colonna)"
        )
    } else {
        tr!(lang, "Filter: {text}", "Filtro: {text}")
    }
}

/// The keys, under the list, the most needed first: [`fit_keys`] keeps as many as fit.
pub fn keys(lang: Lang) -> [&'static str; 8] {
    match lang {
        Lang::En => [
            "Enter open",
            "F3 opening tree",
            "←→ column",
            "F2 sort",
            "Esc clear filter / back",
            "F2 again: reverse",
            "Alt+0..6 sort by column",
            "PgUp PgDn Home End",
        ],
        Lang::It => [
            "Invio apri",
            "F3 albero aperture",
            "←→ colonna",
            "F2 ordina",
            "Esc filtro / indietro",
            "F2 di nuovo: al contrario",
            "Alt+0..6 ordina per colonna",
            "PagSu PagGiù Inizio Fine",
        ],
    }
}

/// As many of `keys` as fit in `width` columns, in order, joined by ` · `.
pub fn fit_keys(keys: &[&str], width: usize) -> String {
    let mut line = String::new();
    for k in keys {
        let more = if line.is_empty() {
            k.chars().count()
        } else {
            k.chars().count() + 3
        };
        if line.chars().count() + more > width {
            continue;
        }
        if !line.is_empty() {
            line.push_str(" · ");
        }
        line.push_str(k);
    }
    line
}

/// The open dialog's title: the game's number and players.
pub fn open_title(lang: Lang, number: usize, white: &str, black: &str) -> String {
    tr!(
        lang,
        "Game {number}: {white} – {black}",
        "Partita {number}: {white} – {black}"
    )
}

/// The open dialog's choices, in order: review from the start, from the end, analyse,
/// play on from move `n` as a new game with both seats people, or with the new-game
/// page's seats, the opening tree at move `n`.
pub fn open_choices(lang: Lang, n: usize) -> [String; 6] {
    match lang {
        Lang::En => [
            "Review from the start".to_string(),
            "Review from the end".to_string(),
            format!("Analyse from move {n}: the engine's best lines"),
            format!("Play on from move {n}: both human"),
            format!("Play on from move {n}: seats of the new-game page"),
            format!("Opening tree at move {n}: the games that reached it"),
        ],
        Lang::It => [
            "Rivedi dall'inizio".to_string(),
            "Rivedi dalla fine".to_string(),
            format!("Analizza dalla mossa {n}: le linee migliori del motore"),
            format!("Continua dalla mossa {n}: due giocatori umani"),
            format!("Continua dalla mossa {n}: posti della pagina nuova partita"),
            format!("Albero delle aperture alla mossa {n}: le partite che l'hanno raggiunta"),
        ],
    }
}

/// The open dialog's keys.
pub fn open_keys(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "↑↓ choose · ←→ or digits: the move · Enter · Esc back",
        Lang::It => "↑↓ scegli · ←→ o cifre: la mossa · Invio · Esc indietro",
    }
}

/// Said on the game's table once it is opened.
pub fn opened(lang: Lang, number: usize, file: &str) -> String {
    tr!(
        lang,
        "Game {number} of {file} · Tab: review with the arrows · Esc: the menu (Resume: back to the library)",
        "Partita {number} di {file} · Tab: rivedi con le frecce · Esc: il menu (Riprendi: torna alla raccolta)"
    )
}

/// The resume page's rows for libraries.
pub fn menu_open(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Open a library of games (PDN)...",
        Lang::It => "Apri una raccolta di partite (PDN)...",
    }
}

/// The resume page's row back to the library open.
pub fn menu_back(lang: Lang, file: &str) -> String {
    tr!(
        lang,
        "Back to the library {file}",
        "Torna alla raccolta {file}"
    )
}

/// The prompt for a library's file name.
pub fn prompt(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "PDN library file: ",
        Lang::It => "File PDN della raccolta: ",
    }
}
