//! The settings of the two forward prunings a game may turn on for the engine's search
//! (`Evaluate::STATIC_CUT`, `Evaluate::PROBCUT`): here, beside the trait, so that each
//! game names its own numbers where matches were played for them. The search that reads
//! them is `dama-engine`'s (`engine::alphabeta`).

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
    /// games; docs/engine.md, "Italian at a twentieth of the time").
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
