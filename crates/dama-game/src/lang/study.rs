//! Words of the game analysis in the terminal game (`tui/shell/study.rs`), in English
//! and Italian.

use super::Lang;

/// The analysis has started.
pub fn started(lang: Lang, moves: usize) -> String {
    tr!(
        lang,
        "Analysing the game ({moves} moves) in the background; F5 stops it.",
        "Analisi della partita ({moves} mosse) in corso; F5 la ferma.",
    )
}

/// The graph's title while the analysis runs.
pub fn running(lang: Lang, done: usize, total: usize) -> String {
    tr!(lang, "analysis {done}/{total}", "analisi {done}/{total}")
}

/// The graph's title once it is done.
pub fn title(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "evaluation",
        Lang::It => "valutazione",
    }
}

/// The analysis has ended: how many of each mark, each player's accuracy.
pub fn done(
    lang: Lang,
    blunders: usize,
    mistakes: usize,
    inaccuracies: usize,
    accuracy: &str,
) -> String {
    tr!(
        lang,
        "Analysis done: {blunders} ??, {mistakes} ?, {inaccuracies} ?!; accuracy {accuracy}; [ and ] jump to the previous and next mistake.",
        "Analisi finita: {blunders} ??, {mistakes} ?, {inaccuracies} ?!; precisione {accuracy}; [ e ] portano all'errore precedente e al seguente.",
    )
}

/// One player's accuracy: "White 91%".
pub fn player_accuracy(lang: Lang, seat: &str, accuracy: f64) -> String {
    let _ = lang;
    format!("{seat} {accuracy:.0}%")
}

/// Whose side the graph's scores are from, said once: "for White".
pub fn for_seat(lang: Lang, seat: &str) -> String {
    tr!(lang, "for {seat}", "per il {seat}")
}

/// The graph's row of accuracies: "accuracy: White 91%, Black 78%".
pub fn accuracy_row(lang: Lang, players: &str) -> String {
    tr!(lang, "accuracy: {players}", "precisione: {players}")
}

/// The player stopped the analysis.
pub fn stopped(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Analysis stopped.",
        Lang::It => "Analisi interrotta.",
    }
}

/// A game without analysis (DamHex^3).
pub fn unavailable(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "This game has no analysis: with three players no single score judges a move.",
        Lang::It => {
            "Questo gioco non ha l'analisi: con tre giocatori nessun punteggio unico giudica una mossa."
        }
    }
}

/// Nothing to analyse yet.
pub fn no_moves(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "No moves to analyse yet.",
        Lang::It => "Ancora nessuna mossa da analizzare.",
    }
}

/// `[` or `]` without an analysis.
pub fn no_analysis(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "No analysis yet: F5 analyses the game.",
        Lang::It => "Nessuna analisi: F5 analizza la partita.",
    }
}

/// No mistake in that direction.
pub fn no_more(lang: Lang, forward: bool) -> &'static str {
    match (lang, forward) {
        (Lang::En, true) => "No mistake further on.",
        (Lang::En, false) => "No mistake before this one.",
        (Lang::It, true) => "Nessun errore più avanti.",
        (Lang::It, false) => "Nessun errore prima di questo.",
    }
}

/// A mistake shown: `12... 11-15?? (-1.20); better 22-18 (+0.35): 22-18 15x22 …`.
pub fn mistake(
    lang: Lang,
    played: &str,
    eval: &str,
    better: &str,
    better_eval: &str,
    line: &str,
) -> String {
    tr!(
        lang,
        "{played} ({eval}); better {better} ({better_eval}): {line}",
        "{played} ({eval}); meglio {better} ({better_eval}): {line}",
    )
}
