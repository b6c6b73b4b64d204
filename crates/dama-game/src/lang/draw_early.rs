//! The computer's answer to a draw offered before any move has been played.

use super::Lang;

/// Why the computer declines a draw offered before the first move.
pub fn too_early(lang: Lang) -> String {
    tr!(
        lang,
        "The computer declines: too early for a draw, no move has been played yet: play on",
        "Il computer rifiuta: è troppo presto per una patta, non si è ancora giocata nessuna mossa: si continua"
    )
}
