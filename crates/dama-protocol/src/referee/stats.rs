//! The statistics of an engine match: the score, the Elo difference with its 95% error
//! margin, and the sequential probability ratio test (SPRT) that can stop a match early.
//!
//! Elo follows the logistic model: a score `s` is worth `-400 log10(1/s - 1)` Elo. The
//! margin comes from the variance of the per-game score (wins 1, draws ½, losses 0), with
//! the normal approximation at 95% (1.96 standard errors), turned into Elo at both ends.
//! The SPRT is the usual approximation of the generalised SPRT for logistic Elo: with the
//! scores `s0`, `s1` that the hypotheses `elo0`, `elo1` predict, after `n` games of mean
//! score `s` and per-game variance `v`, the log-likelihood ratio is
//! `n (s1 - s0) (2s - s0 - s1) / (2v)`, accepted against the bounds
//! `ln(β/(1-α))` (H0) and `ln((1-β)/α)` (H1).

/// Wins, draws and losses of the first engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// 1.96: the two-sided 95% quantile of the normal distribution.
const Z95: f64 = 1.959_963_984_540_054;

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The mean score per game, 0 to 1 (0.5 before any game).
    pub fn score(&self) -> f64 {
        let n = self.games();
        if n == 0 {
            return 0.5;
        }
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(n)
    }

    /// The variance of one game's score around the mean.
    fn variance(&self) -> f64 {
        let n = f64::from(self.games());
        if n == 0.0 {
            return 0.0;
        }
        let s = self.score();
        (f64::from(self.wins) * (1.0 - s).powi(2)
            + f64::from(self.draws) * (0.5 - s).powi(2)
            + f64::from(self.losses) * s.powi(2))
            / n
    }

    /// The Elo difference the score is worth (infinite at 0% or 100%).
    pub fn elo(&self) -> f64 {
        elo_of_score(self.score())
    }

    /// Half the width of the 95% interval of the mean score (1.96 standard errors of the
    /// per-game score; infinite before any game).
    pub fn score_margin(&self) -> f64 {
        let n = f64::from(self.games());
        if n == 0.0 {
            return f64::INFINITY;
        }
        Z95 * (self.variance() / n).sqrt()
    }

    /// Half the width of the 95% interval of the Elo difference (infinite when a bound
    /// reaches 0% or 100%).
    pub fn elo_margin(&self) -> f64 {
        if self.games() == 0 {
            return f64::INFINITY;
        }
        let half = self.score_margin();
        let s = self.score();
        let margin = (elo_of_score(s + half) - elo_of_score(s - half)) / 2.0;
        if margin.is_nan() {
            f64::INFINITY
        } else {
            margin
        }
    }
}

/// The mean of per-game values (say the points of one player of a three-player game) and
/// half the width of its 95% interval: 1.96 standard errors, the standard deviation taken
/// with `n - 1` (infinite for fewer than two values; `(0, inf)` for none).
pub fn mean_with_margin(values: &[f64]) -> (f64, f64) {
    let n = values.len() as f64;
    if values.is_empty() {
        return (0.0, f64::INFINITY);
    }
    let mean = values.iter().sum::<f64>() / n;
    if values.len() < 2 {
        return (mean, f64::INFINITY);
    }
    let var = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, Z95 * (var / n).sqrt())
}

/// The Elo difference of a mean score.
pub fn elo_of_score(s: f64) -> f64 {
    if s <= 0.0 {
        return f64::NEG_INFINITY;
    }
    if s >= 1.0 {
        return f64::INFINITY;
    }
    // `+ 0.0` turns the -0.0 of an even score into 0.0.
    -400.0 * (1.0 / s - 1.0).log10() + 0.0
}

/// The mean score an Elo difference predicts.
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// A sequential probability ratio test of H0 "the difference is `elo0`" against H1 "it is
/// `elo1`", with error rates `alpha` (accept H1 when H0 is true) and `beta`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

/// What the SPRT says so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// H1 accepted: the first engine is better by `elo1` (or more).
    H1,
    /// H0 accepted: it is not better by `elo1`.
    H0,
    Continue,
}

impl Sprt {
    /// The lower (accept H0) and upper (accept H1) bounds of the log-likelihood ratio.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of the games so far. While every game had the same
    /// result (no variance to measure), half a win and half a loss are added to estimate
    /// the score and its variance, so that an engine losing every game is still found out.
    pub fn llr(&self, t: &Tally) -> f64 {
        let n = f64::from(t.games());
        if n == 0.0 {
            return 0.0;
        }
        let (mut s, mut v) = (t.score(), t.variance());
        if v <= 0.0 {
            let w = f64::from(t.wins) + 0.5 + 0.5 * f64::from(t.draws);
            s = w / (n + 1.0);
            v = (f64::from(t.wins) + 0.5) * (1.0 - s).powi(2) / (n + 1.0)
                + f64::from(t.draws) * (0.5 - s).powi(2) / (n + 1.0)
                + (f64::from(t.losses) + 0.5) * s.powi(2) / (n + 1.0);
        }
        let (s0, s1) = (score_of_elo(self.elo0), score_of_elo(self.elo1));
        n * (s1 - s0) * (2.0 * s - s0 - s1) / (2.0 * v)
    }

    pub fn verdict(&self, t: &Tally) -> Verdict {
        let llr = self.llr(t);
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Verdict::H1
        } else if llr <= lower {
            Verdict::H0
        } else {
            Verdict::Continue
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, eps: f64) -> bool {
        (a - b).abs() < eps
    }

    fn tally(wins: u32, draws: u32, losses: u32) -> Tally {
        Tally {
            wins,
            draws,
            losses,
        }
    }

    #[test]
    fn elo_of_known_scores() {
        assert_eq!(elo_of_score(0.5), 0.0);
        // 75%: 400 log10(3) = 190.85 Elo; 64%: 400 log10(0.64/0.36) = 99.95.
        assert!(close(elo_of_score(0.75), 190.848_501_887, 1e-6));
        assert!(close(elo_of_score(0.64), 99.950_989_3, 1e-6));
        assert!(close(elo_of_score(0.25), -190.848_501_887, 1e-6));
        assert!(close(score_of_elo(190.848_501_887), 0.75, 1e-9));
        assert_eq!(elo_of_score(1.0), f64::INFINITY);
        assert_eq!(tally(3, 0, 0).elo(), f64::INFINITY);
    }

    #[test]
    fn the_margin_of_a_known_tally() {
        // 30 wins, 40 draws, 30 losses: score 0.5, per-game variance
        // (30·0.25 + 40·0 + 30·0.25)/100 = 0.15, standard error sqrt(0.0015) = 0.03873,
        // so the 95% interval of the score is 0.5 ± 0.07591 and of Elo ±53.16.
        let t = tally(30, 40, 30);
        assert_eq!(t.score(), 0.5);
        assert_eq!(t.elo(), 0.0);
        let half = Z95 * 0.0015f64.sqrt();
        let expected = (elo_of_score(0.5 + half) - elo_of_score(0.5 - half)) / 2.0;
        assert!(close(t.elo_margin(), expected, 1e-9));
        assert!(close(t.elo_margin(), 53.16, 0.01), "{}", t.elo_margin());
        // More games, same proportions: a margin √10 times narrower, about.
        let wide = tally(30, 40, 30).elo_margin();
        let narrow = tally(300, 400, 300).elo_margin();
        assert!(
            close(wide / narrow, 10f64.sqrt(), 0.03),
            "{}",
            wide / narrow
        );
        assert!(close(t.score_margin(), 0.07591, 1e-5));
        assert_eq!(Tally::default().score_margin(), f64::INFINITY);
        assert_eq!(Tally::default().elo_margin(), f64::INFINITY);
        assert_eq!(tally(0, 0, 4).elo_margin(), f64::INFINITY);
        assert_eq!(format!("{:+.1}", tally(2, 0, 2).elo()), "+0.0");
    }

    #[test]
    fn the_mean_and_margin_of_known_values() {
        // Points 3, 1, 0, 0: mean 1, sample variance (4 + 0 + 1 + 1)/3 = 2, standard error
        // sqrt(2/4) = 0.7071, margin 1.96 of them = 1.3859.
        let (mean, margin) = mean_with_margin(&[3.0, 1.0, 0.0, 0.0]);
        assert_eq!(mean, 1.0);
        assert!(close(margin, Z95 * 0.5f64.sqrt(), 1e-12));
        assert!(close(margin, 1.3859, 1e-4));
        // Every game the same: no spread.
        assert_eq!(mean_with_margin(&[3.0; 5]), (3.0, 0.0));
        assert_eq!(mean_with_margin(&[2.0]), (2.0, f64::INFINITY));
        assert_eq!(mean_with_margin(&[]).1, f64::INFINITY);
    }

    #[test]
    fn sprt_bounds_and_llr_of_known_values() {
        let sprt = Sprt {
            elo0: 0.0,
            elo1: 10.0,
            alpha: 0.05,
            beta: 0.05,
        };
        // ln(0.05/0.95) = -2.944439, and its negation.
        let (lower, upper) = sprt.bounds();
        assert!(close(lower, -2.944_438_979, 1e-6));
        assert!(close(upper, 2.944_438_979, 1e-6));
        // 60 wins, 20 draws, 20 losses: s = 0.7, variance
        // (60·0.09 + 20·0.04 + 20·0.49)/100 = 0.16; s0 = 0.5, s1 = 0.514387;
        // LLR = 100 · 0.014387 · (1.4 - 1.014387) / 0.32 = 1.73371.
        let t = tally(60, 20, 20);
        assert!(close(t.variance(), 0.16, 1e-12));
        assert!(close(score_of_elo(10.0), 0.514_387_18, 1e-8));
        assert!(close(sprt.llr(&t), 1.733_71, 1e-4), "{}", sprt.llr(&t));
        assert_eq!(sprt.verdict(&t), Verdict::Continue);
        // Twice as many games of the same mix doubles the LLR, past the upper bound.
        assert!(close(
            sprt.llr(&tally(120, 40, 40)),
            2.0 * sprt.llr(&t),
            1e-9
        ));
        assert_eq!(sprt.verdict(&tally(120, 40, 40)), Verdict::H1);
        // Losing steadily accepts H0.
        // (40, 40, 120): s = 0.3, variance 0.16, LLR = 200 · 0.014387 · (0.6 - 1.014387)
        // / 0.32 = -3.726, past the lower bound.
        assert!(close(sprt.llr(&tally(40, 40, 120)), -3.7261, 1e-3));
        assert_eq!(sprt.verdict(&tally(40, 40, 120)), Verdict::H0);
        // Nothing to test yet.
        assert_eq!(sprt.llr(&Tally::default()), 0.0);
        // Every game won: with half a win and half a loss more, 15 wins give s = 15.5/16,
        // variance s(1 - s) = 0.030273, LLR = 15 · 0.014387 · (1.9375 - 1.014387)
        // / 0.060547 = 3.2902: H1, while 14 wins are not enough yet.
        assert!(
            close(sprt.llr(&tally(15, 0, 0)), 3.2902, 1e-3),
            "{}",
            sprt.llr(&tally(15, 0, 0))
        );
        assert_eq!(sprt.verdict(&tally(14, 0, 0)), Verdict::Continue);
        assert_eq!(sprt.verdict(&tally(15, 0, 0)), Verdict::H1);
        // Only draws: no better than elo0 + a little, but no proof of it for a while.
        assert!(sprt.llr(&tally(0, 10, 0)) < 0.0);
    }
}
