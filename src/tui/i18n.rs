//! Every piece of UI text, in English and Italian. Templates use `{}` for their values,
//! filled in order by [`fill`]. The rule messages of typed moves come from the rules
//! module in English; [`move_error`] gives them in Italian too.

use crate::rules::{Color, MoveError};

/// The language of the whole UI.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Lang {
    En,
    It,
}

impl Lang {
    /// From a locale value such as `it_IT.UTF-8` (anything starting with `it` is Italian).
    pub fn from_locale(value: Option<&str>) -> Lang {
        match value {
            Some(v) if v.to_ascii_lowercase().starts_with("it") => Lang::It,
            _ => Lang::En,
        }
    }

    /// From `LC_ALL`, `LC_MESSAGES` or `LANG`, the first one set.
    pub fn from_env() -> Lang {
        let value = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|k| std::env::var(k).ok())
            .find(|v| !v.is_empty());
        Lang::from_locale(value.as_deref())
    }

    pub fn text(self) -> &'static Text {
        match self {
            Lang::En => &EN,
            Lang::It => &IT,
        }
    }

    /// The help screen: keys and rules.
    pub fn help(self) -> &'static str {
        match self {
            Lang::En => include_str!("../../assets/help-en.txt"),
            Lang::It => include_str!("../../assets/help-it.txt"),
        }
    }

    pub fn color(self, c: Color) -> &'static str {
        let t = self.text();
        match c {
            Color::White => t.white,
            Color::Black => t.black,
        }
    }
}

/// Replaces each `{}` of `template` with the next value.
pub fn fill(template: &str, values: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    let mut values = values.iter();
    while let Some(at) = rest.find("{}") {
        out.push_str(&rest[..at]);
        out.push_str(values.next().copied().unwrap_or(""));
        rest = &rest[at + 2..];
    }
    out.push_str(rest);
    out
}

/// The UI strings of one language.
pub struct Text {
    pub title: &'static str,
    pub new_game: &'static str,
    pub resume: &'static str,
    pub rules_keys: &'static str,
    pub quit: &'static str,
    pub your_colour: &'static str,
    pub white: &'static str,
    pub black: &'static str,
    pub random: &'static str,
    pub level: &'static str,
    pub depth: &'static str,
    pub start: &'static str,
    pub back: &'static str,
    pub autosaved: &'static str,
    pub type_name: &'static str,
    pub no_saves: &'static str,
    pub file_name: &'static str,
    pub menu_keys: &'static str,
    pub you: &'static str,
    pub human: &'static str,
    pub computer: &'static str,
    pub to_move: &'static str,
    pub moves: &'static str,
    pub pieces: &'static str,
    pub thinking: &'static str,
    pub score: &'static str,
    pub nodes: &'static str,
    pub move_now: &'static str,
    pub wins: &'static str,
    pub draw: &'static str,
    pub reason_no_pieces: &'static str,
    pub reason_blocked: &'static str,
    pub reason_repetition: &'static str,
    pub reason_forty: &'static str,
    pub reason_endgame: &'static str,
    pub reason_goals: &'static str,
    pub reason_agreement: &'static str,
    pub reason_resignation: &'static str,
    pub game_over_choices: &'static str,
    pub prompt: &'static str,
    pub line_hint: &'static str,
    pub not_your_turn: &'static str,
    pub unknown_command: &'static str,
    pub saved_to: &'static str,
    pub save_failed: &'static str,
    pub overwrite: &'static str,
    pub save_as: &'static str,
    pub save_title: &'static str,
    pub title_keys: &'static str,
    pub keys_legend: &'static str,
    pub exit_confirm: &'static str,
    pub unsaved_moves: &'static str,
    pub level_set: &'static str,
    pub level_range: &'static str,
    pub hint: &'static str,
    pub hint_wait: &'static str,
    pub nothing_to_undo: &'static str,
    pub nothing_to_redo: &'static str,
    pub cannot_move: &'static str,
    pub must_capture: &'static str,
    pub pick_own: &'static str,
    pub not_a_destination: &'static str,
    pub game_over: &'static str,
    pub autosave_failed: &'static str,
    pub loaded: &'static str,
    pub load_failed: &'static str,
    pub too_small: &'static str,
    pub help_title: &'static str,
    pub help_keys: &'static str,
    pub computer_moved: &'static str,
    pub numbers_toggled: &'static str,
    pub flipped: &'static str,
    pub yes_no: &'static str,
    /// The key that answers yes (besides Y), and the one that saves before exiting.
    pub yes_key: char,
    pub save_key: char,
}

pub static EN: Text = Text {
    title: "DAMA · Italian draughts",
    new_game: "New game",
    resume: "Resume",
    rules_keys: "Rules and keys",
    quit: "Quit",
    your_colour: "Your colour",
    white: "White",
    black: "Black",
    random: "Random",
    level: "Level",
    depth: "depth",
    start: "Start",
    back: "Back",
    autosaved: "Last game (autosave)",
    type_name: "Type a file name…",
    no_saves: "No saved games yet",
    file_name: "File name: ",
    menu_keys: "↑↓ choose  ←→ change  Enter select  Esc back",
    you: "you",
    human: "human",
    computer: "computer",
    to_move: "to move",
    moves: "Moves",
    pieces: "Pieces",
    thinking: "Thinking",
    score: "score",
    nodes: "nodes",
    move_now: "Esc: move now",
    wins: "{} wins",
    draw: "Draw",
    reason_no_pieces: "no pieces left",
    reason_blocked: "no move left (blocked)",
    reason_repetition: "threefold repetition",
    reason_forty: "40 moves without capture or man move",
    reason_endgame: "the endgame was not won in the moves allowed",
    reason_goals: "goals scored",
    reason_agreement: "by agreement",
    reason_resignation: "by resignation",
    game_over_choices: "N new game · S save · E quit · Esc look",
    prompt: "Move: ",
    line_hint: "type a move (22-18) or a command (? for help)",
    not_your_turn: "The computer is thinking (Esc: move now)",
    unknown_command: "Unknown command \"{}\": type ? for help",
    saved_to: "Saved to {}",
    save_failed: "Could not save: {}",
    overwrite: "{} exists. Overwrite it? (Y/N)",
    save_as: "Save as (name or path): ",
    save_title: "Save the game",
    title_keys: "F1 or ? for help",
    keys_legend: "arrows+Enter or mouse: pick · U undo · R redo · H hint · S save · E exit · F flip · ? help",
    exit_confirm: "EXIT ? (Y/N)",
    unsaved_moves: "The game has moves not saved by name. S: save first",
    level_set: "Level {}",
    level_range: "Levels go from 1 to 10: type L 1 … L 10",
    hint: "Hint: {}",
    hint_wait: "Looking for a hint…",
    nothing_to_undo: "Nothing to undo",
    nothing_to_redo: "Nothing to redo",
    cannot_move: "The piece on {} has no legal move",
    must_capture: "A capture is compulsory: move {}",
    pick_own: "Pick one of your pieces",
    not_a_destination: "Not a legal destination for this piece",
    game_over: "The game is over",
    autosave_failed: "Autosave failed: {}",
    loaded: "Loaded {}",
    load_failed: "Could not load {}: {}",
    too_small: "The terminal is {}×{}: dama needs at least {}×{}. Please enlarge it.",
    help_title: "Help: keys and rules",
    help_keys: "↑↓ PgUp PgDn scroll · Esc close",
    computer_moved: "Computer: {}",
    numbers_toggled: "Square numbers {}",
    flipped: "Board flipped",
    yes_no: "(Y/N)",
    yes_key: 'y',
    save_key: 's',
};

pub static IT: Text = Text {
    title: "DAMA · Dama italiana",
    new_game: "Nuova partita",
    resume: "Riprendi",
    rules_keys: "Regole e tasti",
    quit: "Esci",
    your_colour: "Il tuo colore",
    white: "Bianco",
    black: "Nero",
    random: "A caso",
    level: "Livello",
    depth: "profondità",
    start: "Inizia",
    back: "Indietro",
    autosaved: "Ultima partita (salvataggio automatico)",
    type_name: "Scrivi il nome di un file…",
    no_saves: "Nessuna partita salvata",
    file_name: "Nome del file: ",
    menu_keys: "↑↓ scegli  ←→ cambia  Invio conferma  Esc indietro",
    you: "tu",
    human: "umano",
    computer: "computer",
    to_move: "muove",
    moves: "Mosse",
    pieces: "Pezzi",
    thinking: "Sto pensando",
    score: "valutazione",
    nodes: "nodi",
    move_now: "Esc: muovi subito",
    wins: "Vince il {}",
    draw: "Patta",
    reason_no_pieces: "nessun pezzo rimasto",
    reason_blocked: "nessuna mossa possibile (bloccato)",
    reason_repetition: "triplice ripetizione",
    reason_forty: "40 mosse senza prese né mosse di pedina",
    reason_endgame: "il finale non è stato vinto nelle mosse concesse",
    reason_goals: "gol segnati",
    reason_agreement: "per accordo",
    reason_resignation: "per abbandono",
    game_over_choices: "N nuova · S salva · E esci · Esc guarda",
    prompt: "Mossa: ",
    line_hint: "scrivi una mossa (22-18) o un comando (? per l'aiuto)",
    not_your_turn: "Il computer sta pensando (Esc: muovi subito)",
    unknown_command: "Comando \"{}\" sconosciuto: scrivi ? per l'aiuto",
    saved_to: "Salvata in {}",
    save_failed: "Salvataggio non riuscito: {}",
    overwrite: "{} esiste già. Sovrascrivere? (S/N)",
    save_as: "Salva come (nome o percorso): ",
    save_title: "Salva la partita",
    title_keys: "F1 o ? per l'aiuto",
    keys_legend: "frecce+Invio o mouse: scegli · U annulla · R ripeti · H suggerisci · S salva · E esci · F gira · ? aiuto",
    exit_confirm: "USCIRE ? (S/N)",
    unsaved_moves: "La partita ha mosse non salvate con un nome. V: salva prima",
    level_set: "Livello {}",
    level_range: "I livelli vanno da 1 a 10: scrivi L 1 … L 10",
    hint: "Suggerimento: {}",
    hint_wait: "Cerco un suggerimento…",
    nothing_to_undo: "Niente da annullare",
    nothing_to_redo: "Niente da ripetere",
    cannot_move: "Il pezzo in {} non ha mosse legali",
    must_capture: "La presa è obbligatoria: muovi {}",
    pick_own: "Scegli uno dei tuoi pezzi",
    not_a_destination: "Casella non raggiungibile da questo pezzo",
    game_over: "La partita è finita",
    autosave_failed: "Salvataggio automatico non riuscito: {}",
    loaded: "Caricata {}",
    load_failed: "Impossibile caricare {}: {}",
    too_small: "Il terminale è {}×{}: dama ne richiede almeno {}×{}. Allargalo, per favore.",
    help_title: "Aiuto: tasti e regole",
    help_keys: "↑↓ PagSu PagGiù scorri · Esc chiudi",
    computer_moved: "Computer: {}",
    numbers_toggled: "Numeri delle caselle {}",
    flipped: "Scacchiera girata",
    yes_no: "(S/N)",
    yes_key: 's',
    save_key: 'v',
};

/// A refused move's message in the UI language; it names the rule that was broken.
pub fn move_error(lang: Lang, err: &MoveError) -> String {
    if lang == Lang::En {
        return err.to_string();
    }
    match err {
        MoveError::Empty => "nessuna mossa: scrivi per esempio 22-18, 31x22x13 o 31 27 22".into(),
        MoveError::Syntax(t) => {
            format!("\"{t}\" non è una mossa: scrivi 22-18, 31x22x13 o 31 27 22")
        }
        MoveError::NotASquare(t) => format!("{t}: non è una casella da 1 a 32"),
        MoveError::NoLegalMoves => "la partita è finita: non ci sono mosse legali".into(),
        MoveError::NoPieceOfYours(s) => format!("nessun tuo pezzo in {s}"),
        MoveError::Illegal { text, hint } => {
            let hint = hint
                .replace(
                    "men move only forward; ",
                    "le pedine muovono solo in avanti; ",
                )
                .replace("from ", "da ");
            format!("{text} non è una mossa legale{hint}")
        }
        MoveError::CaptureCompulsory { options } => {
            format!(
                "la presa è obbligatoria ({})",
                options.replace(" or ", " o ")
            )
        }
        MoveError::MostPieces { best, count } => {
            format!("si devono prendere più pezzi ({best} ne prende {count})")
        }
        MoveError::WithKing { best } => format!("si deve prendere con la dama ({best})"),
        MoveError::MostKings { best, kings } => {
            format!("si deve prendere la dama ({best} prende {kings} dame)")
        }
        MoveError::KingFirst { best } => format!("si deve prendere prima la dama ({best})"),
        MoveError::ManTakesKing => "la pedina non può prendere la dama".into(),
        MoveError::MustContinue { best } => format!("la presa deve continuare: {best}"),
        MoveError::PromotionEnds { best } => {
            format!("la promozione a dama chiude la presa: {best}")
        }
        MoveError::Ambiguous { text, count, paths } => {
            let paths = paths.replace(" or ", " o ");
            format!("{text} è ambigua ({count} percorsi: {paths}): scrivi tutto il percorso")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_replaces_in_order() {
        assert_eq!(fill("{} wins in {}", &["White", "7"]), "White wins in 7");
        assert_eq!(fill("no values {}", &[]), "no values ");
    }

    #[test]
    fn locale_picks_italian() {
        assert_eq!(Lang::from_locale(Some("it_IT.UTF-8")), Lang::It);
        assert_eq!(Lang::from_locale(Some("en_GB.UTF-8")), Lang::En);
        assert_eq!(Lang::from_locale(None), Lang::En);
    }

    #[test]
    fn italian_rule_messages_name_the_rule() {
        let err = MoveError::ManTakesKing;
        assert_eq!(move_error(Lang::En, &err), "a man cannot take a king");
        assert!(move_error(Lang::It, &err).contains("pedina"));
    }
}
