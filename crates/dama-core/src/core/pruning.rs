//! The settings of the forward prunings and reductions a game may turn on for the
//! engine's search (`Evaluate::STATIC_CUT`, `Evaluate::PROBCUT`, `Evaluate::REDUCTIONS`,
//! `Evaluate::LATE_REDUCTIONS`, `Evaluate::THREATS`, `Evaluate::FUTILITY`,
//! `Evaluate::OFFERS`): here, beside the trait, so that each game names its own numbers
//! where matches were played for them. The search that reads them is `dama-engine`'s
//! (`engine::alphabeta`, `engine::reductions`).

/// The static cut ("reverse futility pruning"): at a node that is not on the principal
/// variation, within `max_depth` plies of the leaves, with no capture pending and no mate
/// score in the window, a static evaluation that beats beta by `margin` (hundredths of a
/// man) a ply of depth left is taken as the node's score without searching its moves. A
/// quiet position whose side to move is that far ahead rarely loses it within a few
/// plies; the nodes saved go into depth elsewhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StaticCut {
    /// The most plies left at which a node may be cut.
    pub max_depth: i32,
    /// How far (hundredths of a man) the evaluation must beat beta, a ply of depth left.
    pub margin: i32,
}

impl StaticCut {
    /// Half a man a ply, to 3 plies: Italian at 0.1 s a move, +38 ± 35 Elo against the
    /// same build without it (200 games), +31 ± 24 against the `main` before it (400
    /// games; docs/engine.md, "Italian at a twentieth of the time"). English and
    /// International set it too, each with its own match (english.rs, international.rs).
    pub const HALF_A_MAN: StaticCut = StaticCut {
        max_depth: 3,
        margin: 50,
    };
}

/// ProbCut: at a node off the principal variation with at least `min_depth` plies left and
/// no mate score in the window, a search of the node to `percent` % of its depth, in a
/// null window at beta plus `margin + margin_per_ply × depth` (hundredths of a man), that
/// reaches that raised beta is taken as the node's fail-high: a position that clears beta
/// by that much at a fraction of the depth rarely falls below it at the full depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProbCut {
    /// The fewest plies left at which a node is tried.
    pub min_depth: i32,
    /// The verification's depth, in percent of the node's (rounded down).
    pub percent: i32,
    /// How far above beta the verification must reach (hundredths of a man)...
    pub margin: i32,
    /// ...plus this much a ply of the node's depth.
    pub margin_per_ply: i32,
}

impl ProbCut {
    /// From 4 plies, 40 % of the depth, 0.10 of a man + 0.05 a ply: Italian +81 ± 33 Elo
    /// (SPRT passed), English +52 ± 33, at 0.1 s a move against the build without it
    /// (docs/engine.md, "Pruning by games: ProbCut").
    pub const NARROW: ProbCut = ProbCut {
        min_depth: 4,
        percent: 40,
        margin: 10,
        margin_per_ply: 5,
    };

    /// From 4 plies, 40 % of the depth, 0.20 of a man + 0.10 a ply: Brazilian (docs/engine.md,
    /// "Per-game prunings"), whose `dama bench` the narrow margins cut to a twelfth
    /// changing 2 of its 3 best moves; these cut it to a quarter (2,214,286 → 542,486).
    pub const WIDE: ProbCut = ProbCut {
        min_depth: 4,
        percent: 40,
        margin: 20,
        margin_per_ply: 10,
    };
}

/// Late move reductions by a fixed schedule: a quiet move (no capture, not a killer,
/// leaving no capture pending) late in a node's ordering is searched shallower, and again
/// at full depth if it beats alpha. The schedule says from which move (counted from 0 in
/// the order searched) and at which plies left a move loses one, two or three plies.
/// Written `min_depth,min_moves,deep_moves,deep_depth,deeper_moves,deeper_depth` in
/// docs/engine.md, `-` for never.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reductions {
    /// The fewest plies left at which a move is reduced (one ply).
    pub min_depth: i32,
    /// The first move (from 0) that is reduced.
    pub min_moves: usize,
    /// The first move that loses two plies (from `deep_depth` plies left).
    pub deep_moves: usize,
    /// The fewest plies left at which a move loses two.
    pub deep_depth: i32,
    /// The first move that loses three plies (from `deeper_depth` plies left).
    pub deeper_moves: usize,
    /// The fewest plies left at which a move loses three.
    pub deeper_depth: i32,
}

impl Reductions {
    /// The schedule of every game that sets no other (`3,3,6,6,-,-`): one ply from the
    /// fourth move at 3 plies left, two from the seventh at 6.
    pub const PLAIN: Reductions = Reductions {
        min_depth: 3,
        min_moves: 3,
        deep_moves: 6,
        deep_depth: 6,
        deeper_moves: usize::MAX,
        deeper_depth: i32::MAX,
    };

    /// The deeper schedule (`3,2,4,4,8,6`): one ply from the third move at 3 plies left,
    /// two from the fifth at 4, three from the ninth at 6. Against `PLAIN` at 0.1 s a
    /// move, 200 games each (2026-11-24): Italian +40 Elo ± 32 (Italian's schedule);
    /// English −17 ± 49 and International −35 ± 42. International again on 2026-11-28
    /// against `main`: 75 games, +4.6 ± 61.5 (docs/engine.md, "Per-game settings, second
    /// round").
    pub const DEEP: Reductions = Reductions {
        min_depth: 3,
        min_moves: 2,
        deep_moves: 4,
        deep_depth: 4,
        deeper_moves: 8,
        deeper_depth: 6,
    };

    /// Between the two (`3,2,4,5,-,-`): one ply from the third move at 3 plies left, two
    /// from the fifth at 5, never three. English at 1 s from the start reaches depth 17
    /// instead of 16; against `main` at 0.1 s a move, 91 games, Elo −73.6 ± 54.2; set by
    /// no game.
    pub const EARLY: Reductions = Reductions {
        min_depth: 3,
        min_moves: 2,
        deep_moves: 4,
        deep_depth: 5,
        deeper_moves: usize::MAX,
        deeper_depth: i32::MAX,
    };

    /// Scan's (`2,1,4,2,-,-`): one ply from the second move at 2 plies left, two from
    /// the fifth. International with the quiescence's exchange offers
    /// ([`Offers::WITHIN_150`]) completes depths 15 and 16 in a third of `main`'s nodes;
    /// against `main` at 0.1 s a move, 400 games, −6.9 ± 24.1 (docs/engine.md, "Exchange
    /// offers in quiescence"); at 0.3 s a move, 200 games, +0.0 ± 32.8 ("Each game's
    /// reduction schedule"); set by no game.
    pub const SCAN: Reductions = Reductions {
        min_depth: 2,
        min_moves: 1,
        deep_moves: 4,
        deep_depth: 2,
        deeper_moves: usize::MAX,
        deeper_depth: i32::MAX,
    };

    /// How many plies the `i`-th move (from 0, in the order searched) of a node at
    /// `depth` plies left loses, when it qualifies (see above).
    ///
    /// ```
    /// use dama_core::core::Reductions;
    ///
    /// let r = Reductions::DEEP;
    /// assert_eq!(r.plies(2, 9), 0); // too near the leaves
    /// assert_eq!(r.plies(5, 1), 0); // the first two moves are never reduced
    /// assert_eq!(r.plies(5, 2), 1);
    /// assert_eq!(r.plies(5, 4), 2);
    /// assert_eq!(r.plies(5, 8), 2); // three plies from 6 plies left only
    /// assert_eq!(r.plies(6, 8), 3);
    /// ```
    pub const fn plies(&self, depth: i32, i: usize) -> i32 {
        if depth < self.min_depth || i < self.min_moves {
            0
        } else if i >= self.deeper_moves && depth >= self.deeper_depth {
            3
        } else if i >= self.deep_moves && depth >= self.deep_depth {
            2
        } else {
            1
        }
    }
}

/// Late move reductions by depth, move number and history: a quiet move (no capture, not
/// a killer, leaving no capture pending) after the first, at a node with at least
/// `min_depth` plies left, is searched `base / 100 + ln(depth) × ln(i) / (divisor / 100)`
/// plies shallower (rounded down; `i` its place in the node's order, from 0), plus
/// `no_history` plies when the history table has never seen it cause a cutoff in this
/// search; never so much that less than one ply is left. A reduced move that beats alpha
/// is searched again at full depth. Moves come in history order, so a late move is a
/// move with a poor history; the ones with none at all are cut deepest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LateReductions {
    /// The fewest plies left at which a move is reduced.
    pub min_depth: i32,
    /// The constant part of the reduction, in hundredths of a ply.
    pub base: i32,
    /// The divisor of ln(depth) × ln(move number), in hundredths.
    pub divisor: i32,
    /// Plies more for a move with no history.
    pub no_history: i32,
}

impl LateReductions {
    /// 1 + ln(depth) ln(i) / 2, one ply more without history (from 3 plies left).
    /// English at 0.1 s a move against the schedule: 122 games, +26 =58 −38, Elo
    /// −34 ± 45 (docs/engine.md, "Reductions by history"); set by no game.
    pub const LOG_100_200: LateReductions = LateReductions {
        min_depth: 3,
        base: 100,
        divisor: 200,
        no_history: 1,
    };

    /// 1.25 + ln(depth) ln(i) / 2, one ply more without history (from 3 plies left).
    /// Italian: bench 692,824 → 453,714 nodes, 6 of 6 best moves as a deeper search;
    /// 266 games at 0.1 s a move, +64 =134 −68, Elo −5 ± 30; set by no game.
    pub const LOG_125_200: LateReductions = LateReductions {
        min_depth: 3,
        base: 125,
        divisor: 200,
        no_history: 1,
    };

    /// 1 + ln(depth) ln(i) / 1.75, one ply more without history (from 3 plies left).
    /// International: bench 2,689,074 → 1,147,565 nodes, 3 of 3 best moves as a deeper
    /// search; 201 games at 0.1 s a move, +49 =87 −65, Elo −28 ± 36; set by no game.
    pub const LOG_100_175: LateReductions = LateReductions {
        min_depth: 3,
        base: 100,
        divisor: 175,
        no_history: 1,
    };

    /// The plies the `i`-th move (from 0) at `depth` plies left loses by depth and move
    /// number alone, before the history's share and the one-ply floor.
    ///
    /// ```
    /// use dama_core::core::LateReductions;
    ///
    /// let r = LateReductions::LOG_100_200;
    /// assert_eq!(r.base_plies(3, 1), 1); // ln 1 = 0: the constant alone
    /// assert_eq!(r.base_plies(13, 4), 2); // 1 + 2.56 × 1.39 / 2 = 2.78
    /// assert_eq!(r.base_plies(20, 30), 6); // 1 + 3.00 × 3.40 / 2 = 6.09
    /// ```
    pub fn base_plies(&self, depth: i32, i: usize) -> i32 {
        let (d, i) = (f64::from(depth.max(1)), i.max(1) as f64);
        let r = f64::from(self.base) / 100.0 + d.ln() * i.ln() / (f64::from(self.divisor) / 100.0);
        r.max(0.0) as i32
    }
}

/// What the search does with capture threats (`Rules::is_threatened`: the side not to
/// move could capture if it were its turn); each switch is off unless a game sets it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Threats {
    /// No late-move reduction for a quiet move after which the mover threatens a capture
    /// (a move that leaves a capture against the mover is never reduced anyway).
    pub keep_threatening_moves: bool,
    /// At a quiet position of the first quiescence ply whose side to move faces a threat,
    /// search its moves one ply (then the captures) instead of standing pat.
    pub resolve_in_quiescence: bool,
    /// One ply more reduction for a reduced late move that is safe: no capture pending
    /// and no threat either way after it.
    pub reduce_safe_moves: bool,
}

impl Threats {
    /// All off: the search as it was before threats were looked at.
    pub const OFF: Threats = Threats {
        keep_threatening_moves: false,
        resolve_in_quiescence: false,
        reduce_safe_moves: false,
    };

    /// The settings from three bits (1: keep, 2: resolve, 4: reduce safe moves).
    pub const fn from_bits(bits: u32) -> Threats {
        Threats {
            keep_threatening_moves: bits & 1 != 0,
            resolve_in_quiescence: bits & 2 != 0,
            reduce_safe_moves: bits & 4 != 0,
        }
    }
}

/// Futility and move-count pruning of quiet moves near the leaves. At a node off the
/// principal variation with at most `max_depth` plies left, no capture pending and no
/// mate score in the window, a late quiet move (not the first searched, not a capture,
/// not a killer, leaving no capture pending and threatening none) is not searched when
/// the node's static evaluation plus `margin` (hundredths of a man) a ply of depth left
/// does not reach alpha, nor once `late_moves + late_moves_per_ply × depth` moves have
/// been tried before it. A quiet move rarely lifts a position that far behind within a
/// ply or two, and the last moves of a well-ordered list rarely cut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Futility {
    /// The most plies left at which a move may be pruned.
    pub max_depth: i32,
    /// The futility margin a ply of depth left; `None` prunes by move count alone.
    pub margin: Option<i32>,
    /// Moves tried before the count prunes the rest: this many...
    pub late_moves: usize,
    /// ...plus this many a ply of depth left (`usize::MAX` in `late_moves`: never).
    pub late_moves_per_ply: usize,
}

impl Futility {
    /// The settings from four numbers: the depth, the margin (0: none), and the move
    /// count's base (0: never) and its share a ply.
    pub const fn from_numbers(
        max_depth: i32,
        margin: i32,
        late: usize,
        per_ply: usize,
    ) -> Futility {
        Futility {
            max_depth,
            margin: if margin > 0 { Some(margin) } else { None },
            late_moves: if late > 0 { late } else { usize::MAX },
            late_moves_per_ply: per_ply,
        }
    }

    /// Whether the `i`-th move (from 0, in the order searched) of a node at `depth` plies
    /// left whose static evaluation is `eval` is pruned when it qualifies.
    ///
    /// ```
    /// use dama_core::core::Futility;
    ///
    /// let f = Futility::from_numbers(2, 60, 3, 2);
    /// assert!(f.prunes(1, 1, -100, 0)); // -100 + 60 stays below alpha 0
    /// assert!(!f.prunes(1, 1, -50, 0)); // -50 + 60 reaches it
    /// assert!(f.prunes(1, 5, 0, 0)); // the sixth move, past 3 + 2
    /// assert!(!f.prunes(3, 9, -500, 0)); // deeper than 2 plies: never
    /// ```
    #[inline]
    pub fn prunes(&self, depth: i32, i: usize, eval: i32, alpha: i32) -> bool {
        if depth > self.max_depth || i == 0 {
            return false;
        }
        let count = self.late_moves.saturating_add(
            self.late_moves_per_ply
                .saturating_mul(depth.max(0) as usize),
        );
        i >= count || self.margin.is_some_and(|m| eval + m * depth <= alpha)
    }
}

/// Exchange offers in quiescence. At a quiet quiescence position with men only
/// (`Rules::men_only`), whose side to move faces no capture threat and whose static
/// evaluation stays below beta but within `margin` (hundredths of a man) of alpha, the
/// evaluation stands as the score unless one of the moves that offer the opponent a
/// capture (an exchange, or a sacrifice that sets up a shot) does better: those moves are
/// searched on in quiescence, their captures and recaptures played out. Once a line (the
/// positions after an offer look at no other), so that chains of exchanges cannot
/// explode. A shot that the reductions would hide a ply above the leaves is then still
/// seen there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offers {
    /// How far below alpha (hundredths of a man) the evaluation may stand for the offers
    /// to be looked at.
    pub margin: i32,
}

impl Offers {
    /// Offers looked at within one and a half men of alpha.
    pub const WITHIN_150: Offers = Offers { margin: 150 };
}
