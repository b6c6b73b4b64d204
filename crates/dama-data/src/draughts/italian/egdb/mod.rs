//! Endgame databases for Italian draughts: every position with few pieces solved by
//! retrograde analysis with this program's own move generator (FID rules: captures
//! compulsory with the Art. 6.6–6.10 priority, men crowned on the far row and stopping
//! there, kings one step, a man never takes a king; the 40-move rule of the rules file §5).
//! Two kinds of slice: **distance** slices up to 5 pieces (win/draw/loss, plies to the
//! end and to conversion) and **win/draw/loss** slices for 6 pieces (two bits a
//! position; mirror slices and captures pending not stored).
//!
//! - [`index`]: the perfect index of a material slice (men and kings per side);
//! - [`solve`]: the retrograde solver with distances (its two passes on the family's
//!   waves, `crate::draughts::egdb::waves`); [`wdl_solve`]: the faster win/draw/loss
//!   solver (all threads on one slice, rounds marked in bitmaps); [`wdl`]: the two-bit tables, the
//!   colour mirror, captures pending;
//! - [`file`](mod@file): the compressed file of a slice, either kind (header with magic, version,
//!   slice and checksum);
//! - [`build`](mod@build): every distance slice up to N pieces, resumable; [`wdl_build`]: the
//!   win/draw/loss slices of one size, resumable;
//! - [`probe`]: reading them back with bounded memory ([`Egdb`]).
//!
//! # What a probe answers
//!
//! [`Egdb::probe`]`(&Position) -> Option<`[`Probe`]`>` (distance slices) gives, for the
//! side to move:
//! - `wdl`: win, draw or loss with perfect play, the 40-move rule not counted;
//! - `distance`: plies to the end of the game (the winner hurrying, the loser delaying),
//!   so "win in N moves" is `(distance + 1) / 2` of the winner's moves;
//! - `conversion`: plies to the next capture or man move (what resets the 40-move count)
//!   or to the end, the winner keeping the win. A win is safe from the 40-move rule while
//!   `counter + conversion < 80`.
//!
//! [`Egdb::probe_wdl`]`(&Position) -> Option<`[`Wdl`]`>` answers every position the
//! databases cover, 6 pieces included (no distance there: "distance unknown beyond
//! [`Egdb::max_pieces`] pieces"). [`Egdb::max_pieces`] is the size every distance slice
//! covers, [`Egdb::wdl_pieces`] the size win/draw/loss is known for.
//!
//! `None` means the slice is not loaded. A probe costs an index computation and, when
//! the block is not cached, one read of a block (at most 32 KiB decoded); a 6-piece
//! position with a capture pending costs one probe per capture. The cache is shared by
//! every thread (default 8 MiB, [`Egdb::with_cache_blocks`]); `Egdb` is `Sync`.
//!
//! # For the engine, the TUI and `dama match`
//!
//! - root, ≤ 5 pieces: [`Egdb::best_move`]`(pos, counter)` plays perfectly: the shortest
//!   win that converts before the 40-move rule, else a draw, else the longest loss;
//! - root, 6 pieces: [`Egdb::keeping_moves`]`(pos)` gives the value and the moves that
//!   keep it; search among them with `dama_data::engine::search_among(…, only: Some(&moves),
//!   …)` so the engine makes progress ([`Egdb::wdl_moves`] lists every move's value);
//! - inside the search: `dama_data::engine::search_with_oracle` / `search_among` take an
//!   optional oracle (`&dyn Fn(&Position, counter) -> Option<i32>`); use
//!   [`Egdb::oracle`]`(&root, MATE)`, which picks the right one for the root: from a
//!   root above 6 pieces every covered position with no capture pending is an exact
//!   value ([`Egdb::oracle_score`]: a distance win as a mate score, a 6-piece win as
//!   `MATE / 2` plus the evaluation minus 10 a ply without progress, a draw as 0, a win
//!   the 40-move rule would draw as 0); from a root of 6 pieces only the distance
//!   slices and the draws are cut, and the search plays through the won positions.
//!   With no database the hook is `None` and the search is unchanged (`dama bench`
//!   counts the same nodes);
//! - hint/thinking panel: [`Egdb::probe`] of the current position ("win in N"), else
//!   [`Egdb::probe_wdl`] (win/draw/loss);
//! - adjudication: [`Egdb::adjudicate`]`(pos, counter)` (`dama match --egdb`).
//! - building in the background: [`build()`] (distances, `BuildEvent`s) then
//!   [`build_wdl`] with [`wdl_plan`]`(6)` (`WdlEvent`s); both resumable, both report
//!   progress as `done`/`total` positions; the 6-piece step needs about 1 GiB of memory
//!   at its peak (one byte a position of the largest slice plus bitmaps and tables).
//!
//! # The 40-move rule and the 6-piece win/draw/loss values
//!
//! The 6-piece values are those of the game without the 40-move rule, as the distance
//! slices' `wdl` are. For the distance slices the engine keeps to the rule by their
//! conversion distance. For 6 pieces nothing per position is stored, so the engine
//! cannot prove that a win will not slip. What it does: the builder reports, per slice,
//! the most plies any win needs to force a capture or a promotion (which reset the
//! count); the engine keeps the win at every move (root moves kept to those that keep
//! it), the search scores the 40-move draw as 0 on its path, prefers lines that reset
//! the count (10 a ply) and is drawn by its evaluation's hunt and by the exact mate
//! scores of the 5-piece slices toward conversion. A strict guarantee would need the
//! solver's round number (plies to a capture or promotion) stored per position, about a
//! byte before compression instead of two bits; not done.
//!
//! Files live in [`default_dir`] (`$DAMA_EGDB_DIR`, else the platform data folder's
//! `egdb`), one per slice, named like `w0k2b0k1.egdb` and `w2k1b1k2.wdl`.

pub mod build;
pub mod file;
#[cfg(test)]
mod file_tests;
pub mod index;
pub mod probe;
mod probe_wdl;
pub mod solve;
mod walk;
pub mod wdl;
pub mod wdl_build;
pub mod wdl_solve;

use std::path::PathBuf;

pub use build::{BuildEvent, build, plan, total_positions};
pub use index::{Material, SliceIndex};
pub use probe::{Egdb, Probe, Wdl};
pub use wdl_build::{WdlEvent, build_wdl, wdl_plan};

/// Why a database file or folder cannot be used: the family's errors
/// (`crate::draughts::egdb::EgdbError`), shared with the variants' databases, with their
/// messages in both languages (`crate::draughts::egdb::words`).
pub use crate::draughts::egdb::EgdbError;

/// Where the databases live: `$DAMA_EGDB_DIR`, else `<platform data folder>/egdb`.
pub fn default_dir() -> Result<PathBuf, EgdbError> {
    if let Some(d) = std::env::var_os("DAMA_EGDB_DIR").filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(d));
    }
    directories::ProjectDirs::from("", "", "dama")
        .map(|p| p.data_dir().join("egdb"))
        .ok_or(EgdbError::NoDataDir)
}
