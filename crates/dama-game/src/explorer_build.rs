//! The build of a library's position index (`explorer.rs`): each game's main line read
//! from its own text (`pdn::parse`, each move resolved against the legal moves as `dama
//! import` resolves it, no record built) and replayed, its positions hashed; the games
//! shared among the machine's cores, the positions then sorted by hash.

use crate::draughts::Draughts;
use crate::game::pdn;
use crate::library::{Column, Library};

use super::{MAX_PLY, NO_MOVE, PositionIndex, Reached, Score};

/// Reads and replays the games `games` (indices of the library), on as many threads as
/// the machine has cores, then sorts the positions by hash.
pub(super) fn build<G: Draughts>(
    library: &Library,
    variant: &'static str,
    games: &[usize],
    positions: usize,
) -> PositionIndex {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, 8);
    let chunk = games.len().div_ceil(threads).max(1);
    let parts: Vec<Part> = std::thread::scope(|s| {
        let handles: Vec<_> = games
            .chunks(chunk)
            .map(|mine| s.spawn(move || replay_all::<G>(library, mine)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_default())
            .collect()
    });
    let mut reached = Vec::with_capacity(positions);
    let mut scores = vec![Score::Unknown; library.len()];
    let (mut indexed, mut broken) = (0, 0);
    for part in parts {
        reached.extend_from_slice(&part.reached);
        for (i, score) in part.scores {
            scores[i] = score;
        }
        indexed += part.indexed;
        broken += part.broken;
    }
    reached.sort_unstable_by_key(|r| (r.hash, r.game, r.ply));
    reached.shrink_to_fit();
    PositionIndex {
        variant,
        reached,
        scores,
        games: indexed,
        broken,
    }
}

/// What one thread of the build found.
#[derive(Default)]
struct Part {
    reached: Vec<Reached>,
    scores: Vec<(usize, Score)>,
    indexed: usize,
    broken: usize,
}

fn replay_all<G: Draughts>(library: &Library, games: &[usize]) -> Part {
    let mut part = Part::default();
    for &i in games {
        let before = part.reached.len();
        if replay::<G>(library.game_text(i), i, &mut part.reached) {
            part.indexed += 1;
            part.scores
                .push((i, Score::of_result(&library.cell(i, Column::Result))));
        } else {
            part.reached.truncate(before);
            part.broken += 1;
        }
    }
    part
}

/// Adds the positions of one game's main line (its text alone) to `out`; false when
/// its start or one of its moves cannot be read. The moves are read as `dama import`
/// reads them (each resolved against the legal moves), without building a record.
fn replay<G: Draughts>(text: &str, i: usize, out: &mut Vec<Reached>) -> bool {
    let Ok(parsed) = pdn::parse(text) else {
        return false;
    };
    let Some(game_pdn) = parsed.first() else {
        return false;
    };
    let mut pos = match game_pdn.tag("FEN") {
        Some(fen) => match G::parse_position(fen) {
            Ok(p) => p,
            Err(_) => return false,
        },
        None => G::start(),
    };
    let game = u32::try_from(i).unwrap_or(u32::MAX);
    let moves = &game_pdn.moves;
    for (ply, text) in moves.iter().enumerate().take(MAX_PLY) {
        let Ok(mv) = pos.parse_move(text) else {
            return false;
        };
        let legal = pos.legal_moves();
        let Some(next) = legal
            .iter()
            .position(|m| *m == mv)
            .and_then(|k| u16::try_from(k).ok())
        else {
            return false;
        };
        out.push(Reached {
            hash: pos.zobrist(),
            game,
            ply: ply as u16,
            next,
        });
        pos.play_unchecked(&mv);
    }
    out.push(Reached {
        hash: pos.zobrist(),
        game,
        ply: moves.len().min(MAX_PLY) as u16,
        next: NO_MOVE,
    });
    true
}
