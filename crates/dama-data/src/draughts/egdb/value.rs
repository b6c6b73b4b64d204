//! What a database says of a position, for every draughts game's databases (Italian's
//! and the variants'): [`Wdl`], the moves that keep it ([`keeping`]), and the search score
//! of a win known with no distance ([`wdl_score`]).

/// Win, draw or loss for the side to move (ordered: a loss is the least).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum Wdl {
    Loss,
    Draw,
    Win,
}

impl Wdl {
    /// The value for the other side.
    pub fn flip(self) -> Wdl {
        match self {
            Wdl::Win => Wdl::Loss,
            Wdl::Loss => Wdl::Win,
            Wdl::Draw => Wdl::Draw,
        }
    }
}

/// The best value among `moves` (each with its result for the mover) and the moves that
/// keep it; `None` when there is no move.
pub fn keeping<M>(moves: Vec<(M, Wdl)>) -> Option<(Wdl, Vec<M>)> {
    let best = moves.iter().map(|(_, w)| *w).max()?;
    Some((
        best,
        moves
            .into_iter()
            .filter(|(_, w)| *w == best)
            .map(|(m, _)| m)
            .collect(),
    ))
}

/// A win known only as win/draw/loss scores this share of the mate score, plus the
/// evaluation (at most [`PROGRESS_SPAN`] either way) and minus [`COUNTER_PENALTY`] for
/// every ply without progress: under every win with a known distance, above every
/// evaluation.
const WDL_WIN_SHARE: i32 = 2;
const PROGRESS_SPAN: i32 = 2000;
const COUNTER_PENALTY: i32 = 10;

/// The search score of `w` known with no distance, for the side to move whose
/// evaluation is `eval`, `counter` plies without progress (counted up to `limit`, the
/// game's no-progress rule), out of `mate`: 0 for a draw; a win `mate / 2` plus the
/// evaluation (within ±2,000) minus 10 a ply of `counter`, a loss its negation.
pub fn wdl_score(w: Wdl, eval: i32, counter: usize, limit: usize, mate: i32) -> i32 {
    let penalty = COUNTER_PENALTY * counter.min(limit) as i32;
    let win = |eval: i32| mate / WDL_WIN_SHARE + eval.clamp(-PROGRESS_SPAN, PROGRESS_SPAN);
    match w {
        Wdl::Win => win(eval) - penalty,
        Wdl::Loss => -win(-eval) + penalty,
        Wdl::Draw => 0,
    }
}
