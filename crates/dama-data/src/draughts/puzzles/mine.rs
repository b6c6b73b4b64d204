//! Finding and proving puzzles. A position is a candidate when its side to move has a
//! choice (two legal moves or more: a forced move or a lone capture is no puzzle), is
//! not already far ahead, and a multi-PV search to depth D gives the best move a score
//! of at least [`Criteria::gain`] with every other move at least [`Criteria::margin`]
//! worse (or the best wins the game and no other does), and the best line wins material:
//! the solver's pieces against the opponent's ([`material`]) go up by `gain` at a
//! solver's move after which the opponent has no capture. The line is the principal
//! variation up to there ([`solution`]). [`verify`] repeats the test at a given depth
//! for a puzzle already made, checking its stored line, and tells the depth from which
//! the search kept finding the first move (the puzzle's difficulty).

use std::sync::atomic::AtomicBool;

use crate::core::{Evaluate, History};
use crate::draughts::{Color, Draughts};
use crate::engine::{Limits, Lines, MATE_BOUND, Tt, search, search_lines};

/// A piece's worth in [`material`], in hundredths of a man: men and kings alike, so a
/// line that only crowns a man wins nothing; a puzzle wins pieces.
pub const MAN: i32 = 100;

/// What makes a puzzle.
#[derive(Clone, Copy, Debug)]
pub struct Criteria {
    /// The depth of the search that proves the move.
    pub depth: u32,
    /// The least score of the best move and the least material its line wins.
    pub gain: i32,
    /// How much worse every other move must be.
    pub margin: i32,
    /// Positions whose side to move is already this far ahead in material are skipped.
    pub max_ahead: i32,
}

impl Criteria {
    pub fn at(depth: u32) -> Criteria {
        Criteria {
            depth,
            gain: MAN,
            margin: MAN,
            max_ahead: 3 * MAN,
        }
    }
}

/// The outcome of a check: the depth from which the search found the first move for
/// good, or why the position is no puzzle.
pub type Verdict = Result<u8, String>;

/// The pieces of `side` minus the other's, [`MAN`] each.
pub fn material<G: Draughts>(pos: &G, side: Color) -> i32 {
    let squares = (G::SIZE as u32 * G::SIZE as u32 / 2) as u8;
    (1..=squares)
        .filter_map(|n| pos.piece_on(n))
        .map(|p| if p.color == side { MAN } else { -MAN })
        .sum()
}

fn wins(score: i32) -> bool {
    score >= MATE_BOUND
}

/// The start of `pv` the solver must play: up to the first solver's move that has won
/// `gain` material with no capture left for the opponent (or that ends the game won),
/// at most [`super::format::MAX_LINE_PLIES`] plies. `None` when the line wins nothing,
/// or wins it at once (a line of one move: taking the right capture is no puzzle).
pub fn solution<G: Draughts>(pos: &G, pv: &[G::Move], gain: i32) -> Option<Vec<G::Move>> {
    let side = pos.side();
    let start = material(pos, side);
    let mut p = *pos;
    for (i, mv) in pv.iter().enumerate().take(super::format::MAX_LINE_PLIES) {
        if !p.legal_moves().contains(mv) {
            return None;
        }
        p.play_unchecked(mv);
        if i % 2 == 1 {
            continue;
        }
        if let Some(outcome) = p.outcome() {
            return (outcome.winner == side.into() && i > 0).then(|| pv[..=i].to_vec());
        }
        if material(&p, side) - start >= gain && !p.is_tactical() {
            return (i > 0).then(|| pv[..=i].to_vec());
        }
    }
    None
}

/// Whether the two best lines show one clearly best move: `Ok(best score)`.
fn clear_best<M>(lines: &Lines<M>, c: &Criteria) -> Result<i32, String> {
    let [best, second, ..] = &lines.lines[..] else {
        return Err("fewer than two moves searched".into());
    };
    if wins(best.score) && !wins(second.score) {
        return Ok(best.score);
    }
    if best.score < c.gain {
        return Err(format!("the best move scores {} only", best.score));
    }
    if best.score - second.score < c.margin {
        return Err(format!(
            "another move is within {} ({} against {})",
            best.score - second.score,
            best.score,
            second.score
        ));
    }
    Ok(best.score)
}

/// Whether the position may hold a puzzle at all: a choice of moves, not far ahead.
fn puzzle_shaped<G: Draughts>(pos: &G, c: &Criteria) -> Result<(), String> {
    if pos.outcome().is_some() {
        return Err("the game is over".into());
    }
    if pos.legal_moves().len() < 2 {
        return Err("a forced move".into());
    }
    if material(pos, pos.side()) >= c.max_ahead {
        return Err("already far ahead".into());
    }
    Ok(())
}

/// A two-line search of `pos` to `depth`; also the depth from which the best first
/// move stayed what it is at the end.
fn two_lines<G: Evaluate>(pos: &G, depth: u32, tt: &mut Tt) -> (Lines<G::Move>, u8) {
    let stop = AtomicBool::new(false);
    let mut firsts: Vec<(u32, Option<G::Move>)> = Vec::new();
    let lines = search_lines(
        pos,
        &History::new(),
        &Limits::depth(depth),
        tt,
        1,
        &stop,
        None,
        None,
        2,
        &mut |l| firsts.push((l.depth, l.lines.first().and_then(|b| b.pv.first().copied()))),
    );
    let last = lines.lines.first().and_then(|b| b.pv.first().copied());
    let mut found = lines.depth;
    for (d, mv) in firsts.iter().rev() {
        if *mv != last {
            break;
        }
        found = *d;
    }
    (lines, found.clamp(1, 60) as u8)
}

/// Whether `pos` is a puzzle at `c.depth`: its solution line and the depth it was found
/// at. A quick single-line search screens first, the two-line search only follows when
/// the best move wins something.
pub fn find<G: Evaluate + Draughts>(
    pos: &G,
    c: &Criteria,
    tt: &mut Tt,
) -> Result<(Vec<G::Move>, u8), String> {
    puzzle_shaped(pos, c)?;
    let stop = AtomicBool::new(false);
    let report = search(
        pos,
        &History::new(),
        &Limits::depth(c.depth),
        tt,
        &stop,
        &mut |_| {},
    );
    if report.score < c.gain {
        return Err(format!("the best move scores {} only", report.score));
    }
    let (lines, found) = two_lines(pos, c.depth, tt);
    clear_best(&lines, c)?;
    let pv = &lines.lines[0].pv;
    let line = solution(pos, pv, c.gain).ok_or("the best line wins no material")?;
    Ok((line, found))
}

/// Checks a puzzle at `c.depth`: its line legal and winning `c.gain` material (or the
/// game), its first move the search's clearly best. The depth the move was found at.
pub fn verify<G: Evaluate + Draughts>(
    pos: &G,
    line: &[G::Move],
    c: &Criteria,
    tt: &mut Tt,
) -> Verdict {
    puzzle_shaped(pos, c)?;
    let Some(first) = line.first() else {
        return Err("no solution line".into());
    };
    if solution(pos, line, c.gain).is_none_or(|s| s.len() != line.len()) {
        return Err("the line does not win material at its end".into());
    }
    let (lines, found) = two_lines(pos, c.depth, tt);
    clear_best(&lines, c)?;
    if lines.lines[0].pv.first() != Some(first) {
        return Err(format!(
            "the search prefers {}",
            lines.lines[0]
                .pv
                .first()
                .map_or("nothing".into(), |m| pos.move_text(m))
        ));
    }
    Ok(found)
}

/// Cuts `line` before the first later solver's move that is not the only good one (a
/// choice the puzzle could not judge), checking each at `c.depth` less the plies played.
pub fn unique_prefix<G: Evaluate + Draughts>(
    pos: &G,
    line: &[G::Move],
    c: &Criteria,
    tt: &mut Tt,
) -> Vec<G::Move> {
    let mut p = *pos;
    for (i, mv) in line.iter().enumerate() {
        if i > 0 && i % 2 == 0 && p.legal_moves().len() > 1 {
            let depth = c.depth.saturating_sub(i as u32).max(4);
            let (lines, _) = two_lines(&p, depth, tt);
            let best = lines.lines.first().and_then(|l| l.pv.first());
            if best != Some(mv) || clear_best(&lines, c).is_err() {
                return line[..i - 1].to_vec();
            }
        }
        p.play_unchecked(mv);
    }
    line.to_vec()
}

/// The starting rating of a puzzle found at `depth` with `moves` solver's moves.
pub fn rating_for(depth: u8, moves: usize) -> u16 {
    let r = 700 + 80 * depth as i32 + 60 * (moves as i32 - 1);
    r.clamp(600, 2600) as u16
}
