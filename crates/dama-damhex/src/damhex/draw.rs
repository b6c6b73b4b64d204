//! A computer's answer to a draw offered in DamHex^3 ("La vittoria": a draw "di comune
//! accordo" between two or three players). Each computer still playing weighs the draw
//! by its evaluation: a short paranoid search of the position for each player still
//! playing ([`search::value_for`], one round of turns and the captures after it), and
//! its **standing**, its own value less the mean of the others' values (each player's
//! value counted from its own side, so what every value shares, the pessimism of the
//! paranoid search and the bonus for an opponent already out, cancels).
//!
//! The rule, from the authors' points (a win 3, second 1, third 0; a draw of two 2 each,
//! a draw of three 1 each): with two players left, even chances are worth 2 points on
//! average, the draw's 2, so a computer accepts unless it stands better than even by more
//! than [`MARGIN`]; with three, even chances are worth 4/3 of a point on average, more
//! than the draw's 1, so it accepts only when it stands worse than even by more than
//! [`MARGIN`]. A computer that is winning always declines.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::position::Position;
use super::search::{self, Limits};

// The computer's answer to a draw offer, for the shell (dama-tui) and the game record (dama-game).
#[doc(hidden)]
/// Hundredths of a man a short search cannot tell from even.
pub const MARGIN: i32 = 25;

/// How deep and long each value is searched: one round of turns, at most 0.2 s.
const WEIGH: Limits = Limits {
    depth: 3,
    time: Some(Duration::from_millis(200)),
};

#[doc(hidden)]
/// A computer's answer to a draw offer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DrawAnswer {
    /// Whether it accepts.
    pub accepts: bool,
    /// Its standing: its value less the mean of the other players' values, in
    /// hundredths of a man (above 0: better than the others).
    pub standing: i32,
}

#[doc(hidden)]
/// `seat`'s standing in `pos`, `counter` plies after the last progress.
pub fn standing(pos: &Position, counter: u32, seat: usize) -> i32 {
    let stop = AtomicBool::new(false);
    let value = |s| search::value_for(pos, counter, s, WEIGH, &stop);
    let others: Vec<i32> = (0..3)
        .filter(|&s| s != seat && pos.is_alive(s))
        .map(value)
        .collect();
    let mean = others.iter().sum::<i32>() / (others.len().max(1) as i32);
    value(seat) - mean
}

#[doc(hidden)]
/// `seat`'s answer to a draw offered in `pos`, `counter` plies after the last progress.
pub fn answer(pos: &Position, counter: u32, seat: usize) -> DrawAnswer {
    let standing = standing(pos, counter, seat);
    let accepts = if pos.alive_count() >= 3 {
        standing < -MARGIN
    } else {
        standing <= MARGIN
    };
    DrawAnswer { accepts, standing }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rules;

    fn pos(text: &str) -> Position {
        Position::parse_position(text).expect("position text")
    }

    /// White and Black in their start places, Red out: even, by the board's symmetry.
    fn two_even() -> Position {
        let text = Position::start().position_text();
        let f: Vec<&str> = text.split(':').collect();
        pos(&format!("{}:{}:{}:{}:R:OR", f[0], f[1], f[2], f[3]))
    }

    #[test]
    fn two_players_even_accept_and_three_at_the_start_decline() {
        let even = two_even();
        for seat in [0, 1] {
            let a = answer(&even, 0, seat);
            assert!(a.accepts, "seat {seat}: {a:?}");
        }
        // Three players at the start: Black, not behind by more than the margin, finds even
        // chances worth more than the draw's point. (Red, last to move in the short
        // search, sees itself a little behind.)
        let a = answer(&Position::start(), 0, 1);
        assert!(!a.accepts, "{a:?}");
    }

    #[test]
    fn the_one_behind_accepts_and_the_one_ahead_declines() {
        // Black has four kings, White and Red a man each.
        let p = pos("W:R:Wa1:BKe1,Ke2,Ke3,Kf1:Ri1");
        let black = answer(&p, 0, 1);
        assert!(!black.accepts && black.standing > MARGIN, "{black:?}");
        let red = answer(&p, 0, 2);
        assert!(red.accepts && red.standing < -MARGIN, "{red:?}");
        // Two players left, Black far ahead: Black declines, White accepts.
        let p = pos("W:B:Wa1:BKe1,Ke2,Ke3,Kf1:R:OR");
        assert!(!answer(&p, 0, 1).accepts);
        assert!(answer(&p, 0, 0).accepts);
    }
}
