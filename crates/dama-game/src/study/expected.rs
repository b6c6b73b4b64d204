//! Winning chances: the engine's score of a position turned into the **expected score**
//! of the side it is for (1 a win, ½ a draw, 0 a loss), through a logistic curve
//! `E = 1 / (1 + e^(−score / K))` whose scale `K` is fitted, for each game, to the
//! program's own games ([`fit`](mod@super::fit): `dama tune marks --game G`). A win or a
//! loss found by search or proven by an endgame database is 1 or 0. The marks
//! ([`super::judge`](mod@super::judge)) and the accuracy ([`super::accuracy`]) read a move
//! by how much of its side's expected score it gives away.

/// Any score at or beyond this (in absolute value) is a win or a loss, not an advantage:
/// mate scores and the endgame databases' values (distances and win/draw/loss) are all
/// above it; the evaluation of a position never reaches it.
pub const DECISIVE: i32 = 10_000;

/// The fitted scales, hundredths of a man, by game (`Rules::VARIANT`). Made by
/// `dama tune marks --game G --games 1000 --depth 6` on 2026-11-28 (International: 200
/// games; the command prints the line to paste here; docs/analysis.md has the runs).
pub const SCALES: &[(&str, f64)] = &[
    ("italian", 131.9),
    ("english", 113.6),
    ("brazilian", 245.7),
    ("international", 395.3),
    // Not fitted: the first player wins nearly every self-play game, so the results say
    // nothing about the scores (docs/analysis.md, "The fitted curves").
    ("dameta", 260.0),
];

/// The scale of a game without a fitted one.
pub const DEFAULT_SCALE: f64 = 260.0;

/// The fitted scale of the game `variant` (`Rules::VARIANT`).
pub fn scale(variant: &str) -> f64 {
    SCALES
        .iter()
        .find(|(v, _)| *v == variant)
        .map_or(DEFAULT_SCALE, |(_, k)| *k)
}

/// The expected score of the side a `score` is for, with the curve's scale `k`: 1 for a
/// win, 0 for a loss ([`DECISIVE`] scores), else the logistic curve.
pub fn expected(score: i32, k: f64) -> f64 {
    if score >= DECISIVE {
        1.0
    } else if score <= -DECISIVE {
        0.0
    } else {
        logistic(f64::from(score) / k)
    }
}

/// `1 / (1 + e^(−x))`.
pub fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_curve() {
        let k = scale("italian");
        assert!((expected(0, k) - 0.5).abs() < 1e-12);
        assert!(expected(100, k) > 0.5 && expected(100, k) < 1.0);
        assert!((expected(100, k) + expected(-100, k) - 1.0).abs() < 1e-12);
        assert_eq!(expected(DECISIVE, k), 1.0);
        assert_eq!(expected(-DECISIVE - 5, k), 0.0);
        assert_eq!(scale("no such game"), DEFAULT_SCALE);
    }
}
