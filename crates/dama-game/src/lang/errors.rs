//! Every error the library returns, rendered for a player in English or Italian. The
//! errors are data (squares, moves, rule variants); the sentences are written here and
//! only here, one `match` per error type, both languages side by side.
//!
//! Save and PDN errors are in `files.rs`.

use crate::core::Rules;
use crate::draughts::Variant;
pub use crate::draughts::italian::words::{
    render_fen_error, render_move_error, render_position_error,
};
use crate::game::{GameError, GameResult};

use super::{Lang, LangText, Localize};

impl<G: Rules> Localize for GameError<G>
where
    G::MoveError: Localize,
{
    fn localize(&self, lang: Lang) -> String {
        render_game_error(lang, self, |e| e.localize(lang))
    }
}

/// A move the game record refuses; the game's own move errors are rendered by
/// `move_error`.
pub fn render_game_error<G: Rules>(
    lang: Lang,
    e: &GameError<G>,
    move_error: impl Fn(&G::MoveError) -> String,
) -> String {
    match e {
        GameError::Over(r) => {
            let (head, reason) = render_result(lang, r);
            tr!(
                lang,
                "the game is over ({head}: {reason}); undo to play on from an earlier move",
                "la partita è finita ({head}: {reason}); annulla per riprendere da una mossa precedente"
            )
        }
        GameError::Move(e) => move_error(e),
        GameError::Illegal(_) => tr!(
            lang,
            "that move is not legal in this position",
            "quella mossa non è legale in questa posizione"
        ),
        GameError::Repeats => tr!(
            lang,
            "the loop rule: the ball is in your half, so you may not bring this position back a third time",
            "regola del loop: la palla è nella tua metà campo, non puoi ripetere questa posizione una terza volta"
        ),
    }
}

/// [`render_result`] in a draughts variant: the no-progress rule says its own count
/// (25 moves each with kings only in International and Brazilian draughts).
pub fn render_variant_result(lang: Lang, r: &GameResult, variant: Variant) -> (String, String) {
    let (head, reason) = render_result(lang, r);
    let kings_only = matches!(variant, Variant::International | Variant::Brazilian);
    if kings_only && r.reason == crate::game::EndReason::NoProgress {
        return (head, lang.text().reason_kings_only.to_string());
    }
    if variant == Variant::Italian && r.reason == crate::game::EndReason::Repetition {
        return (head, lang.text().reason_repetition_four.to_string());
    }
    (head, reason)
}

/// A search score as a person reads it, in the player's language: `+0.35` (men), or the
/// moves to a won or lost end (see `engine::format_score`, its English form), or "win"
/// and "loss" for an endgame database's verdict without a distance.
pub fn render_score(lang: Lang, score: i32) -> String {
    use crate::engine::{MATE, MATE_BOUND, format_score};
    if score > MATE_BOUND {
        let n = (MATE - score + 1) / 2;
        tr!(lang, "win in {n}", "vittoria in {n}")
    } else if score < -MATE_BOUND {
        let n = (MATE + score + 1) / 2;
        tr!(lang, "loss in {n}", "sconfitta in {n}")
    } else if score > DATABASE_BAND {
        tr!(lang, "win", "vittoria")
    } else if score < -DATABASE_BAND {
        tr!(lang, "loss", "sconfitta")
    } else {
        format_score(score)
    }
}

/// Scores beyond this and short of a mate score are endgame-database wins known without
/// their distance (half the mate score plus a bounded evaluation: the databases'
/// `oracle_score`): no evaluation comes near.
const DATABASE_BAND: i32 = crate::engine::MATE / 4;

/// "White wins" or "Draw", and why, in the player's language.
pub fn render_result(lang: Lang, r: &GameResult) -> (String, String) {
    use crate::game::EndReason;
    let t = lang.text();
    let head = match r.winner_color() {
        Some(c) => super::fill(t.wins, &[lang.color(c)]),
        None => t.draw.to_string(),
    };
    // Whose pieces ran out, or who cannot move: the loser of a two-player game.
    if let (Some(winner), EndReason::NoPieces | EndReason::Blocked) = (r.winner_color(), r.reason) {
        let loser = winner.opposite();
        let name = lang.color(loser);
        let reason = match (r.reason, lang) {
            (EndReason::NoPieces, Lang::En) => format!("{name} has no pieces left"),
            (EndReason::NoPieces, Lang::It) => format!("il {name} non ha più pezzi"),
            (_, Lang::En) => format!("{name} cannot move"),
            (_, Lang::It) => format!("il {name} non può muovere"),
        };
        return (head, reason);
    }
    let reason = match r.reason {
        EndReason::NoPieces => t.reason_no_pieces,
        EndReason::Blocked => t.reason_blocked,
        EndReason::Goals => t.reason_goals,
        EndReason::Repetition => t.reason_repetition,
        EndReason::NoProgress => t.reason_forty,
        EndReason::EndgameLimit => t.reason_endgame,
        EndReason::Agreement => t.reason_agreement,
        EndReason::Resignation => t.reason_resignation,
        EndReason::Time => return (head, super::play::reason_time(lang)),
    };
    (head, reason.to_string())
}
