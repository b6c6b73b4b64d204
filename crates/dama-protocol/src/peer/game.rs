//! What a game makes of the peer's messages, for any game of the program: a peer's
//! move checked as the next ply against the rules, and the game so far the host sends
//! on a (re)join compared with our own — the moves the host has more are played, the
//! ones we have more are sent again, and two games that differ are refused.

use crate::core::Rules;

/// The game so far as the host sent it, against ours.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Catch<M> {
    /// The same moves.
    Same,
    /// The host has these moves more (checked legal, in order): play them.
    Behind(Vec<M>),
    /// We have this many moves more (made while the connection was down): send them.
    Ahead(usize),
}

/// Each move's text, in the notation of the position it was played from.
pub fn move_texts<G: Rules>(start: &G, moves: &[G::Move]) -> Vec<String> {
    let mut at = *start;
    moves
        .iter()
        .map(|mv| {
            let text = at.move_text(mv);
            at.play_unchecked(mv);
            text
        })
        .collect()
}

/// The peer's move `text`, said to be ply `ply`, on `pos` after `plies` plies; else
/// why not (the local game is left as it was).
pub fn read_move<G: Rules>(pos: &G, plies: usize, ply: u32, text: &str) -> Result<G::Move, String> {
    if ply as usize != plies {
        return Err(format!(
            "a move for ply {} when the game is at ply {}",
            ply + 1,
            plies + 1
        ));
    }
    match pos.parse_move(text) {
        Ok(mv) if pos.legal_moves().contains(&mv) => Ok(mv),
        _ => Err(format!(
            "a move that is not legal here: {}",
            super::message::shown(text)
        )),
    }
}

/// Compares our game (`start`, `ours`) with the host's moves `theirs`.
pub fn compare<G: Rules>(
    start: &G,
    ours: &[G::Move],
    theirs: &[String],
) -> Result<Catch<G::Move>, String> {
    let texts = move_texts(start, ours);
    if let Some(k) = texts.iter().zip(theirs).position(|(a, b)| a != b) {
        return Err(format!(
            "the two games differ at ply {}: {} here, {} there",
            k + 1,
            texts[k],
            super::message::shown(&theirs[k])
        ));
    }
    if theirs.len() == texts.len() {
        return Ok(Catch::Same);
    }
    if texts.len() > theirs.len() {
        return Ok(Catch::Ahead(texts.len() - theirs.len()));
    }
    let mut at = *start;
    for mv in ours {
        at.play_unchecked(mv);
    }
    let mut more = Vec::new();
    for (k, text) in theirs.iter().enumerate().skip(texts.len()) {
        let mv = read_move(&at, k, k as u32, text)?;
        at.play_unchecked(&mv);
        more.push(mv);
    }
    Ok(Catch::Behind(more))
}
