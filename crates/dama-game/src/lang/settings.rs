//! Words of the settings page, in English and Italian: each row's name and help, the
//! values that are words, and what the page says after a change.

use super::Lang;

/// The page's fixed words in one language.
pub struct SettingsWords {
    pub title: &'static str,
    /// The rows' names, in the order of `shell::settings::Setting::ALL`.
    pub rows: [&'static str; 12],
    /// One line under the page about the selected row, in the same order.
    pub about: [&'static str; 12],
    pub keys: &'static str,
    pub typing: &'static str,
    pub on: &'static str,
    pub off: &'static str,
    pub auto: &'static str,
    pub dark: &'static str,
    pub light: &'static str,
    pub wood: &'static str,
    pub slate: &'static str,
    pub none: &'static str,
    pub truecolor: &'static str,
    pub colours256: &'static str,
    pub colours16: &'static str,
    pub no_colour: &'static str,
}

const EN: SettingsWords = SettingsWords {
    title: "Settings",
    rows: [
        "Language",
        "Colours",
        "Terminal background",
        "Board",
        "ASCII pieces",
        "Square numbers",
        "Level of new games",
        "Computer's threads",
        "Computer's hash",
        "Think on your time",
        "Outside engine",
        "Analysis engine",
    ],
    about: [
        "The language of every screen and message.",
        "How many colours the terminal shows; auto reads COLORTERM, TERM and NO_COLOR.",
        "The text around the board is coloured to read on it; auto reads COLORFGBG.",
        "The colours of the squares (truecolour and 256 colours; 16 colours keep green).",
        "Letters instead of Unicode pieces and lines, for terminals without the symbols.",
        "Square numbers (or cell names) on the board; F3 in a game does the same.",
        "The computer's level the new-game page offers (L in a game changes that game).",
        "Search threads for the computer's moves, from its next search.",
        "The computer's memory of searched positions, from the next game.",
        "The computer thinks about its reply while you think (the ponder command).",
        "The Hub engine command a new game offers for a seat (Enter to type it, Left to clear).",
        "The Hub engine of F4, F5 and dama annotate; none: dama's own search (Enter to type it, Left to clear).",
    ],
    keys: "↑↓ choose   ←→ change   Esc back",
    typing: "type the command, Enter to keep it, Esc to cancel",
    on: "on",
    off: "off",
    auto: "auto",
    dark: "dark",
    light: "light",
    wood: "wood (cream and walnut)",
    slate: "slate (pale grey and slate)",
    none: "none",
    truecolor: "truecolour",
    colours256: "256 colours",
    colours16: "16 colours",
    no_colour: "no colour",
};

const IT: SettingsWords = SettingsWords {
    title: "Impostazioni",
    rows: [
        "Lingua",
        "Colori",
        "Sfondo del terminale",
        "Scacchiera",
        "Pezzi ASCII",
        "Numeri delle case",
        "Livello delle nuove partite",
        "Thread del computer",
        "Memoria (hash) del computer",
        "Riflette nel tuo tempo",
        "Motore esterno",
        "Motore di analisi",
    ],
    about: [
        "La lingua di ogni schermata e messaggio.",
        "Quanti colori mostra il terminale; auto legge COLORTERM, TERM e NO_COLOR.",
        "Il testo attorno alla scacchiera è colorato per leggersi su di esso; auto legge COLORFGBG.",
        "I colori delle case (truecolor e 256 colori; a 16 colori resta verde).",
        "Lettere al posto di pezzi e linee Unicode, per terminali senza quei simboli.",
        "I numeri delle case (o i nomi) sulla scacchiera; in partita F3 fa lo stesso.",
        "Il livello che la pagina della nuova partita propone (L in partita cambia quella).",
        "Thread di ricerca per le mosse del computer, dalla prossima ricerca.",
        "La memoria delle posizioni cercate, dalla prossima partita.",
        "Il computer pensa alla sua risposta mentre tu pensi (il comando rifletti).",
        "Il comando del motore Hub che la nuova partita propone per un posto (Invio per scriverlo, ← per toglierlo).",
        "Il motore Hub di F4, F5 e dama annotate; nessuno: la ricerca di dama (Invio per scriverlo, ← per toglierlo).",
    ],
    keys: "↑↓ scegli   ←→ cambia   Esc indietro",
    typing: "scrivi il comando, Invio per tenerlo, Esc per annullare",
    on: "sì",
    off: "no",
    auto: "auto",
    dark: "scuro",
    light: "chiaro",
    wood: "legno (crema e noce)",
    slate: "ardesia (grigio chiaro e ardesia)",
    none: "nessuno",
    truecolor: "truecolor",
    colours256: "256 colori",
    colours16: "16 colori",
    no_colour: "senza colori",
};

pub fn words(lang: Lang) -> &'static SettingsWords {
    match lang {
        Lang::En => &EN,
        Lang::It => &IT,
    }
}

/// After a change: where it was kept.
pub fn kept_in(lang: Lang, path: &str) -> String {
    tr!(lang, "Kept in {path}", "Salvato in {path}")
}

/// After a change that could not be kept (the settings file is broken or newer, or
/// cannot be written): it lasts for this run.
pub fn not_kept(lang: Lang, why: &str) -> String {
    tr!(
        lang,
        "For this run only: {why}",
        "Solo per questa volta: {why}"
    )
}

/// No settings file (tests, a system without a config folder).
pub fn no_file(lang: Lang) -> String {
    tr!(
        lang,
        "For this run only: there is no settings file (set DAMA_CONFIG to keep settings)",
        "Solo per questa volta: non c'è un file delle impostazioni (imposta DAMA_CONFIG per tenerle)"
    )
}

/// The settings file could not be read when the program started.
pub fn started_on_defaults(lang: Lang, why: &str) -> String {
    tr!(
        lang,
        "{why} — started on the defaults; the file is left as it is",
        "{why} — avviato con le impostazioni predefinite; il file resta com'è"
    )
}

/// While the analysis engine typed is tried (started, asked `hub`).
pub fn engine_checked(lang: Lang, name: &str) -> String {
    tr!(
        lang,
        "The engine answers as {name}",
        "Il motore risponde come {name}"
    )
}

/// The analysis engine typed does not start or does not answer `hub`: kept for
/// correction, not saved.
pub fn engine_refused(lang: Lang, why: &str) -> String {
    tr!(
        lang,
        "Not kept: {why}. Correct the command (Esc keeps the old one)",
        "Non salvato: {why}. Correggi il comando (Esc tiene il vecchio)"
    )
}
