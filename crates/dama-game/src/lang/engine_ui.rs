//! Words of the engine in the terminal game, in English and Italian: where a verdict
//! came from (the endgame databases, the opening book), building the databases from the
//! menu, and thinking on the opponent's time (pondering).

use super::Lang;

/// The source word of a verdict from the endgame databases.
pub fn database_word(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "database",
        Lang::It => "database",
    }
}

/// The source word of a move from the opening book.
pub fn book_word(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "book",
        Lang::It => "libro",
    }
}

/// A verdict with its source's word: "win in 7 for White (database)", "draw
/// (database)" (`exact_draw`: a draw known for sure); `score` is the score from a side
/// ("+0.35 for White"), shown as it is when there is no word (the search).
pub fn verdict(lang: Lang, score: &str, exact_draw: bool, word: Option<&str>) -> String {
    match word {
        None => score.to_string(),
        Some(word) if exact_draw => tr!(lang, "draw ({word})", "patta ({word})"),
        Some(word) => format!("{score} ({word})"),
    }
}

/// The hint from a source other than the search: its move, verdict and line.
pub fn hint_from(lang: Lang, mv: &str, verdict: &str, line: &str) -> String {
    tr!(
        lang,
        "Hint: {mv} · {verdict} · line {line} · Esc clears it",
        "Consiglio: {mv} · {verdict} · linea {line} · Esc lo toglie"
    )
}

/// The new-game page's offer when the databases are missing.
pub fn build_offer(lang: Lang, pieces: u32) -> String {
    tr!(
        lang,
        "Build the endgame database (≤ {pieces} pieces, a few minutes)",
        "Crea il database dei finali (≤ {pieces} pezzi, qualche minuto)"
    )
}

/// The same row while the build runs.
pub fn building(lang: Lang, pct: u32, left: Option<&str>) -> String {
    match left {
        Some(left) => tr!(
            lang,
            "Endgame database: {pct}%, {left} left · Enter: stop",
            "Database dei finali: {pct}%, mancano {left} · Invio: ferma"
        ),
        None => tr!(
            lang,
            "Endgame database: {pct}% · Enter: stop",
            "Database dei finali: {pct}% · Invio: ferma"
        ),
    }
}

/// The panel's line while the build runs.
pub fn building_short(lang: Lang, pct: u32, left: Option<&str>) -> String {
    match left {
        Some(left) => tr!(
            lang,
            "Database {pct}% · {left} left",
            "Database {pct}% · mancano {left}"
        ),
        None => tr!(lang, "Database {pct}%", "Database {pct}%"),
    }
}

pub fn build_stopping(lang: Lang) -> String {
    tr!(
        lang,
        "Endgame database: stopping…",
        "Database dei finali: si ferma…"
    )
}

pub fn build_stopping_short(lang: Lang) -> String {
    tr!(lang, "Database: stopping…", "Database: si ferma…")
}

pub fn build_failed(lang: Lang, why: &str) -> String {
    tr!(
        lang,
        "The endgame database could not be built: {why}. The game goes on without it.",
        "Impossibile costruire il database dei finali: {why}. Si gioca senza."
    )
}

pub fn database_ready(lang: Lang, pieces: u32) -> String {
    tr!(
        lang,
        "The endgame database is ready (≤ {pieces} pieces): the computer and the hints use it",
        "Il database dei finali è pronto (≤ {pieces} pezzi): il computer e i consigli lo usano"
    )
}

pub fn ponder_on(lang: Lang) -> String {
    tr!(
        lang,
        "Pondering on: the computer thinks on your time about the move it expects",
        "Riflessione attiva: il computer pensa nel tuo tempo alla mossa che si aspetta"
    )
}

pub fn ponder_off(lang: Lang) -> String {
    tr!(
        lang,
        "Pondering off: the computer thinks only on its own time",
        "Riflessione spenta: il computer pensa solo nel suo tempo"
    )
}

/// The panel's heading while the computer ponders.
pub fn pondering(lang: Lang, expected: &str) -> String {
    tr!(
        lang,
        "pondering · expects {expected}",
        "riflette · attende {expected}"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_database_verdict_names_its_source_in_both_languages() {
        let db = Some(database_word(Lang::En));
        assert_eq!(
            verdict(Lang::En, "win in 7 for White", false, db),
            "win in 7 for White (database)"
        );
        assert_eq!(
            verdict(
                Lang::It,
                "+0.00 per il Bianco",
                true,
                Some(database_word(Lang::It))
            ),
            "patta (database)"
        );
        assert_eq!(
            verdict(Lang::En, "+0.35 for White", false, None),
            "+0.35 for White"
        );
        assert_eq!(
            verdict(
                Lang::It,
                "+0.10 per il Bianco",
                false,
                Some(book_word(Lang::It))
            ),
            "+0.10 per il Bianco (libro)"
        );
    }
}
