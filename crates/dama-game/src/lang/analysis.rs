//! Words of the analysis mode (F4 in a game, `dama play --analyse`), in English and
//! Italian: the messages on entering and leaving it, and the heading of the lines.

use super::Lang;

pub fn analysis_on(lang: Lang) -> String {
    tr!(
        lang,
        "Analysis: you play both sides, the engine shows its best lines (F4: back to the game)",
        "Analisi: giochi entrambi i lati, il motore mostra le linee migliori (F4: torna alla partita)"
    )
}

pub fn analysis_off(lang: Lang) -> String {
    tr!(
        lang,
        "Analysis off: the game goes on with its players",
        "Analisi chiusa: la partita riprende con i suoi giocatori"
    )
}

/// The heading over the lines: "Analysis · depth 12" (no depth while the first one is
/// searched).
pub fn heading(lang: Lang, depth: Option<u32>) -> String {
    match depth {
        Some(d) => tr!(lang, "Analysis · depth {d}", "Analisi · profondità {d}"),
        None => tr!(lang, "Analysis", "Analisi"),
    }
}

/// Under the heading while no depth is complete yet.
pub fn thinking(lang: Lang) -> String {
    tr!(lang, "thinking…", "sto pensando…")
}

/// When the shown position has no move.
pub fn game_over(lang: Lang) -> String {
    tr!(
        lang,
        "no move: the game is over here",
        "nessuna mossa: qui la partita è finita"
    )
}

/// For a game whose engine gives no ranked lines (DamHex^3: three players).
pub fn unavailable(lang: Lang) -> String {
    tr!(
        lang,
        "no lines in a game of three players: every side is yours to play",
        "nessuna linea in un gioco a tre: si giocano liberamente tutti i lati"
    )
}

/// After the last depth: the search has ended (a won or lost position, or the deepest
/// depth).
pub fn finished(lang: Lang) -> String {
    tr!(lang, "search complete", "ricerca completa")
}

/// Over the lines: whose side the scores are from ("scores for White").
pub fn scores_for(lang: Lang, seat: &str) -> String {
    tr!(lang, "scores for {seat}", "punteggi per il {seat}")
}

/// Under the heading when an outside engine searches: it gives one line.
pub fn one_line(lang: Lang, engine: &str) -> String {
    tr!(
        lang,
        "{engine}: 1 line (the engine gives one)",
        "{engine}: 1 linea (il motore ne dà una)"
    )
}
