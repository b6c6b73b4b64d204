//! The position editor's words (`tui/shell/editor.rs`), in English and Italian: its
//! title and panel, the keys, what to do with a checked position, and why a position is
//! refused when the player leaves the editor. The refusals take the game's own names
//! (a seat's name, a square) as values, so one sentence serves every game.

use crate::lang::Lang;

/// The main menu's row.
pub fn menu_item(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Position editor",
        Lang::It => "Editor di posizione",
    }
}

/// The title: "Position editor — Italian draughts".
pub fn title(lang: Lang, game: &str) -> String {
    tr!(
        lang,
        "Position editor — {}",
        "Editor di posizione — {}",
        game
    )
}

/// The panel's line naming the side to move.
pub fn to_move(lang: Lang, seat: &str) -> String {
    tr!(lang, "To move: {}  (t)", "Tocca a: {}  (t)", seat)
}

/// The heading of the pieces that can be put on the board.
pub fn pieces(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Put (key; Tab, Space, click):",
        Lang::It => "Metti (tasto; Tab, Spazio):",
    }
}

/// The key legend, one line each (short: the narrowest panel is 28 columns).
pub fn keys(lang: Lang) -> [&'static str; 5] {
    match lang {
        Lang::En => [
            "x remove  c clear  s start",
            "f type a FEN  t side",
            "F2 flip  F3 numbers",
            "Enter done  Esc cancel",
            "right click removes",
        ],
        Lang::It => [
            "x togli  c svuota  s inizio",
            "f scrivi la FEN  t chi muove",
            "F2 gira  F3 numeri",
            "Invio fatto  Esc annulla",
            "il clic destro toglie",
        ],
    }
}

/// The prompt of the FEN field.
pub fn fen_prompt(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Position (Enter reads it, Esc cancels): ",
        Lang::It => "Posizione (Invio la legge, Esc annulla): ",
    }
}

/// The prompt of the save field.
pub fn save_prompt(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Save as (Enter saves, Esc cancels): ",
        Lang::It => "Salva come (Invio salva, Esc annulla): ",
    }
}

/// Said once a typed position is on the board.
pub fn fen_read(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Position read.",
        Lang::It => "Posizione letta.",
    }
}

/// A typed position that cannot be read: the reason given by the game.
pub fn fen_refused(lang: Lang, why: &str) -> String {
    tr!(
        lang,
        "That position cannot be read: {}",
        "Questa posizione non si legge: {}",
        why
    )
}

/// The heading of the choices once the position is checked.
pub fn checked(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "The position is correct. Now:",
        Lang::It => "La posizione è corretta. Ora:",
    }
}

/// A choice: play `seat` against the computer.
pub fn play_as(lang: Lang, seat: &str) -> String {
    tr!(
        lang,
        "Play {} against the computer",
        "Gioca col {} contro il computer",
        seat
    )
}

/// The other choices: every side human, analyse, save, back to editing.
pub fn all_human(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Play every side yourself",
        Lang::It => "Gioca tu per tutti",
    }
}

pub fn analyse(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Analyse it",
        Lang::It => "Analizzala",
    }
}

pub fn save(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Save it",
        Lang::It => "Salvala",
    }
}

pub fn back(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Back to the editor",
        Lang::It => "Torna all'editor",
    }
}

/// Said when the position is saved.
pub fn saved(lang: Lang, path: &str) -> String {
    tr!(lang, "Saved as {}.", "Salvata come {}.", path)
}

/// Said when it cannot be saved.
pub fn not_saved(lang: Lang, why: &str) -> String {
    tr!(lang, "Not saved: {}", "Non salvata: {}", why)
}

/// Why a position is refused on leaving the editor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A man of `seat` stands on its own promotion row, at `cell`.
    ManOnPromotionRow { seat: String, cell: String },
    /// `seat` has more pieces than the game allows.
    TooMany { seat: String, count: u32, max: u32 },
    /// `seat` has fewer pieces than the game needs (Dameta: exactly four).
    TooFew { seat: String, count: u32, min: u32 },
    /// `seat` has no piece at all.
    NoPieces { seat: String },
    /// There is no ball on the board.
    NoBall,
    /// The ball is on an empty cell.
    BallOnEmpty { cell: String },
    /// The ball is on a back rank (a goal, not a position).
    BallOnBackRank { cell: String },
    /// A piece stands on a cell that takes none.
    BadCell { cell: String },
    /// What the rules themselves refuse, already in the player's language.
    Rules(String),
}

/// A refusal in the player's language.
pub fn refusal(lang: Lang, r: &Refusal) -> String {
    let text = match r {
        Refusal::ManOnPromotionRow { seat, cell } => tr!(
            lang,
            "{}: a man on {}, its promotion row (make it a king or move it)",
            "{}: una pedina su {}, la sua riga di promozione (falla dama o spostala)",
            seat,
            cell
        ),
        Refusal::TooMany { seat, count, max } => tr!(
            lang,
            "{}: {} pieces, more than the {} the game allows",
            "{}: {} pezzi, più dei {} ammessi dal gioco",
            seat,
            count,
            max
        ),
        Refusal::TooFew { seat, count, min } => tr!(
            lang,
            "{}: {} pieces, the game needs {}",
            "{}: {} pezzi, il gioco ne vuole {}",
            seat,
            count,
            min
        ),
        Refusal::NoPieces { seat } => tr!(
            lang,
            "{} has no pieces (the game would be over)",
            "{} non ha pezzi (la partita sarebbe finita)",
            seat
        ),
        Refusal::NoBall => tr!(
            lang,
            "there is no ball: put it on a piece (o)",
            "non c'è la palla: mettila su un pezzo (o)"
        ),
        Refusal::BallOnEmpty { cell } => tr!(
            lang,
            "the ball is on {}, where there is no piece: it must be on a piece",
            "la palla è su {}, dove non c'è un pezzo: deve stare su un pezzo",
            cell
        ),
        Refusal::BallOnBackRank { cell } => tr!(
            lang,
            "the ball is on {}, a back rank: that would be a goal",
            "la palla è su {}, una riga di fondo: sarebbe un gol",
            cell
        ),
        Refusal::BadCell { cell } => tr!(lang, "{} takes no piece", "{} non prende pezzi", cell),
        Refusal::Rules(text) => text.clone(),
    };
    tr!(
        lang,
        "Not a position to play: {}.",
        "Non è una posizione da giocare: {}.",
        text.trim_end_matches('.')
    )
}

/// A man's or a king's name by its army (0 White, 1 Black, 2 Red): "White man",
/// "Dama nera".
pub fn piece_name(lang: Lang, army: usize, king: bool) -> String {
    let (en, it) = match army {
        0 => ("White", "bianca"),
        1 => ("Black", "nera"),
        _ => ("Red", "rossa"),
    };
    match (lang, king) {
        (Lang::En, false) => format!("{en} man"),
        (Lang::En, true) => format!("{en} king"),
        (Lang::It, false) => format!("Pedina {it}"),
        (Lang::It, true) => format!("Dama {it}"),
    }
}

/// Dameta's things to put: a white piece, a black piece, the ball.
pub fn dameta_piece(lang: Lang, which: usize) -> &'static str {
    match (lang, which) {
        (Lang::En, 0) => "White piece",
        (Lang::En, 1) => "Black piece",
        (Lang::En, _) => "The ball (on a piece)",
        (Lang::It, 0) => "Pedina bianca",
        (Lang::It, 1) => "Pedina nera",
        (Lang::It, _) => "La palla (su una pedina)",
    }
}
