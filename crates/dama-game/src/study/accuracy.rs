//! Each player's figures for an analysed game: the **accuracy** (a percentage: each move
//! scores `100 · e^(−given / 0.22)`, where `given` is the expected score it gave away
//! against the engine's choice, [`super::judge::given_away`]; the player's accuracy is
//! the mean over their moves: a perfect game is 100, an inaccuracy's 0.05 scores 80, a
//! mistake's 0.10 scores 64, a blunder's 0.15 scores 51) and the **average loss** (the
//! men given away a move, in hundredths of a man, each score capped at ten men so that
//! one thrown win does not drown the rest). Forced moves count for neither.

use crate::core::Seat;

use super::analysis::Analysis;
use super::judge::given_away;

/// The expected score given away that brings a move's accuracy down by a factor `e`.
pub const ACCURACY_SCALE: f64 = 0.22;
/// Scores are capped at this (ten men) for the average loss.
pub const LOSS_CAP: i32 = 1000;

/// One player's figures.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Figures {
    /// The moves counted (not forced).
    pub moves: usize,
    /// 0 to 100.
    pub accuracy: f64,
    /// Hundredths of a man a move.
    pub average_loss: f64,
}

/// The accuracy of one move that gives away `given` expected score.
pub fn move_accuracy(given: f64) -> f64 {
    100.0 * (-given.max(0.0) / ACCURACY_SCALE).exp()
}

/// The figures of the player in `seat`; `None` when they made no move that was not
/// forced.
pub fn figures<M>(analysis: &Analysis<M>, seat: Seat) -> Option<Figures> {
    let k = analysis.scale;
    let (mut moves, mut acc, mut loss) = (0usize, 0.0, 0.0);
    for n in analysis
        .notes
        .iter()
        .filter(|n| n.mover == seat && !n.forced)
    {
        moves += 1;
        acc += move_accuracy(given_away(n.best_score, n.played_score, k));
        let cap = |s: i32| s.clamp(-LOSS_CAP, LOSS_CAP);
        loss += f64::from((cap(n.best_score) - cap(n.played_score)).max(0));
    }
    (moves > 0).then(|| Figures {
        moves,
        accuracy: acc / moves as f64,
        average_loss: loss / moves as f64,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_s_accuracy() {
        assert_eq!(move_accuracy(0.0), 100.0);
        assert!((move_accuracy(0.05) - 79.7).abs() < 0.1);
        assert!((move_accuracy(0.10) - 63.5).abs() < 0.1);
        assert!(move_accuracy(1.0) < 1.1);
    }
}
