//! Words of the game tree in the terminal game (variations and comments in review,
//! `tui/shell/table/variations.rs` and the move list), in English and Italian.

use super::Lang;

/// Above the comment when the move shown is off the main line.
pub fn in_variation(lang: Lang) -> String {
    tr!(lang, "in a variation", "in una variante")
}

/// `>` found no other move here.
pub fn no_other_move(lang: Lang) -> String {
    tr!(
        lang,
        "No variation here: play another move to start one",
        "Nessuna variante qui: gioca un'altra mossa per aprirne una",
    )
}

/// `>` entered a variation (or the main line again); `count` moves are known here.
pub fn entered(lang: Lang, shown: &str, k: usize, count: usize) -> String {
    tr!(
        lang,
        "Move {k} of {count} here: {shown} (> the next, < back to the line it left)",
        "Mossa {k} di {count} qui: {shown} (> la prossima, < torna alla linea lasciata)",
    )
}

/// `<`, `promote` or `delete` on the main line.
pub fn on_main_line(lang: Lang) -> String {
    tr!(
        lang,
        "This is the main line: there is no variation to leave, promote or delete",
        "Questa è la linea principale: nessuna variante da lasciare, promuovere o eliminare",
    )
}

/// `<` went back to where the variation branched off.
pub fn left(lang: Lang) -> String {
    tr!(
        lang,
        "Back where the variation branched off",
        "Tornato dove la variante si dirama",
    )
}

pub fn promoted(lang: Lang) -> String {
    tr!(
        lang,
        "The variation is now the main line (the old main line is kept as a variation)",
        "La variante è ora la linea principale (la vecchia resta come variante)",
    )
}

pub fn deleted(lang: Lang) -> String {
    tr!(
        lang,
        "Variation deleted; back where it branched off",
        "Variante eliminata; tornato dove si diramava",
    )
}

/// A new move played in review started a variation.
pub fn started(lang: Lang) -> String {
    tr!(
        lang,
        "A variation: the old line is kept (< goes back to it, `promote` makes this one the main line)",
        "Una variante: la vecchia linea resta (< ci torna, `promuovi` rende questa la principale)",
    )
}

pub fn comment_set(lang: Lang) -> String {
    tr!(
        lang,
        "Comment kept on the move shown",
        "Commento aggiunto alla mossa mostrata"
    )
}

pub fn comment_removed(lang: Lang) -> String {
    tr!(lang, "Comment removed", "Commento tolto")
}

/// `comment` before any move.
pub fn no_move_to_comment(lang: Lang) -> String {
    tr!(
        lang,
        "No move to comment yet: step to a move first (, .)",
        "Ancora nessuna mossa da commentare: vai prima a una mossa (, .)",
    )
}
