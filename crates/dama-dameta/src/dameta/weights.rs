//! The weights of Dameta's evaluation (`super::eval`), in the engine's hundredths of a
//! man (a goal is 1000), each named by [`FIELDS`]. Their values are
//! `assets/dameta-eval.txt`, written by `dama tune hand --game dameta` (docs/engine.md,
//! "Dameta") and read when the program is built, so the engine sees them as constants. A
//! change of them changes the engine's play and the `dama bench --game dameta` node total.
//!
//! Every term is counted from the side of the ball's holder (at a kick-off, the kicker);
//! the evaluation turns it to the side to move. The file's format is that of the draughts
//! weights files (`crate::draughts::italian::weights`): `#` comments, then a name and its
//! values a line, in the order of [`FIELDS`].

use crate::core::weights::{count_values, values_text};

/// Having the ball.
pub const POSSESSION: usize = 0;
/// By ranks the ball still has to go to the goal (0 to 7; 0 is never seen, a goal).
pub const BALL_PROGRESS: usize = 1;
/// By ranks the front of the ball's chain (where a pass can take it) still has to go.
pub const FRONT_PROGRESS: usize = 9;
/// Per friend the holder can pass to (the chain's size less one).
pub const LANE: usize = 17;
/// Per rank each of the holder's pieces has come forward.
pub const ADVANCE: usize = 18;
/// Per friend of the holder within two steps of the ball.
pub const SUPPORT: usize = 19;
/// Per opponent within two steps of the ball.
pub const PRESSURE: usize = 20;
/// Per opponent between the ball and the goal (by rank).
pub const DEFENDER: usize = 21;
/// Per opponent on the goal rank or the rank before it.
pub const KEEPER: usize = 22;
/// The holder is to move and can score this turn.
pub const CAN_SCORE: usize = 23;
/// The opponent is to move and can jump the holder (take the ball).
pub const INTERCEPT: usize = 24;
/// The opponent is to move, cannot jump the holder, and the holder can score next turn.
pub const THREAT: usize = 25;
/// The holder is to move.
pub const HOLDER_TO_MOVE: usize = 26;
/// Per opponent on the goal rank itself.
pub const GOAL_LINE: usize = 27;
/// Per rank each opponent stands from the goal it defends (summed).
pub const DEFENDER_DEPTH: usize = 28;
/// Per piece of the holder one rank from the goal.
pub const STRIKER: usize = 29;
/// Per empty square of the goal rank no opponent stands next to.
pub const OPEN_GOAL: usize = 30;
/// A kick-off, for the kicker.
pub const KICK_OFF: usize = 31;
/// How many weights.
pub const VALUES: usize = 32;

/// Each line of the file: a name and how many values it holds.
pub const FIELDS: [(&str, usize); 18] = [
    ("possession", 1),
    ("ball_progress", 8),
    ("front_progress", 8),
    ("lane", 1),
    ("advance", 1),
    ("support", 1),
    ("pressure", 1),
    ("defender", 1),
    ("keeper", 1),
    ("can_score", 1),
    ("intercept", 1),
    ("threat", 1),
    ("holder_to_move", 1),
    ("goal_line", 1),
    ("defender_depth", 1),
    ("striker", 1),
    ("open_goal", 1),
    ("kick_off", 1),
];

const _: () = assert!(
    count_values(&FIELDS) == VALUES,
    "FIELDS must name every weight"
);

/// The weights of Dameta's evaluation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights(pub [i32; VALUES]);

impl Weights {
    /// The weights as a file, each line a name and its values, after a `#` comment.
    pub fn to_text(&self, comment: &str) -> String {
        values_text(&FIELDS, &self.0, comment)
    }

    /// Reads a weights file: the numbers in order, exactly [`VALUES`] of them.
    pub fn from_text(text: &str) -> Result<Weights, String> {
        let mut values = Vec::new();
        for (n, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("");
            for word in line.split_whitespace().skip(1) {
                values.push(
                    word.parse::<i32>()
                        .map_err(|_| format!("line {}: `{word}` is not a whole number", n + 1))?,
                );
            }
        }
        let got = values.len();
        let values: [i32; VALUES] = values
            .try_into()
            .map_err(|_| format!("{got} numbers where a Dameta weights file has {VALUES}"))?;
        Ok(Weights(values))
    }
}

/// The shipped weights, from `assets/dameta-eval.txt`.
pub const WEIGHTS: Weights = Weights(crate::core::weights::parse_values(include_bytes!(
    "../../assets/dameta-eval.txt"
)));

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_weights_file_names_its_lines_in_order_and_reads_back() {
        let file = include_str!("../../assets/dameta-eval.txt");
        let names: Vec<&str> = file
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .filter_map(|l| l.split_whitespace().next())
            .collect();
        let wanted: Vec<&str> = FIELDS.iter().map(|f| f.0).collect();
        assert_eq!(names, wanted);
        let text = WEIGHTS.to_text("a test");
        assert_eq!(Weights::from_text(&text), Ok(WEIGHTS));
    }

    #[test]
    fn a_broken_weights_file_says_what_is_wrong() {
        assert!(Weights::from_text("lane x").unwrap_err().contains("`x`"));
        assert!(
            Weights::from_text("lane 3")
                .unwrap_err()
                .contains("1 numbers")
        );
    }
}
