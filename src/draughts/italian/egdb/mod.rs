//! Endgame databases for Italian draughts: every position with few pieces solved by
//! retrograde analysis with this program's own move generator (FID rules: captures
//! compulsory with the Art. 6.6–6.10 priority, men crowned on the far row and stopping
//! there, kings one step, a man never takes a king; the 40-move rule of the rules file §5).
//!
//! - [`index`]: the perfect index of a material slice (men and kings per side);
//! - [`solve`]: the retrograde solver of one slice;
//! - [`file`]: the compressed file of a slice (header with magic, version, slice and
//!   checksum);
//! - [`build`]: building every slice up to N pieces, resumable;
//! - [`probe`]: reading them back with bounded memory ([`Egdb`]).
//!
//! # What a probe answers
//!
//! [`Egdb::probe`]`(&Position) -> Option<`[`Probe`]`>` gives, for the side to move:
//! - `wdl`: win, draw or loss with perfect play, the 40-move rule not counted;
//! - `distance`: plies to the end of the game (the winner hurrying, the loser delaying),
//!   so "win in N moves" is `(distance + 1) / 2` of the winner's moves;
//! - `conversion`: plies to the next capture or man move (what resets the 40-move count)
//!   or to the end, the winner keeping the win. A win is safe from the 40-move rule while
//!   `counter + conversion < 80`.
//!
//! `None` means the slice is not loaded. A probe costs an index computation and, when
//! the block is not cached, one read of a block of at most 32 KiB.
//!
//! # For the engine, the TUI and `dama match`
//!
//! - root: [`Egdb::best_move`]`(pos, counter)` plays perfectly: the shortest win that
//!   converts before the 40-move rule, else a draw, else the longest loss;
//! - inside the search: `dama::engine::search_with_oracle` takes an optional oracle
//!   (`&dyn Fn(&Position, counter) -> Option<i32>`); [`Egdb::oracle_score`] is that
//!   oracle (a win or loss as a mate score at its distance, a draw as 0, a win the
//!   40-move rule would draw as 0), answering only positions with few enough pieces and
//!   no capture pending. With no database the hook is `None` and the search is
//!   unchanged (`dama bench` counts the same nodes);
//! - hint/thinking panel and adjudication: [`Egdb::probe`] of the current position and
//!   [`Probe`]'s `wdl`, `distance` ("win in N").
//!
//! Files live in [`default_dir`] (`$DAMA_EGDB_DIR`, else the platform data folder's
//! `egdb`), one per slice, named like `w0k2b0k1.egdb`.

pub mod build;
pub mod file;
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

/// Why a database file or folder cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum EgdbError {
    #[error("{path}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path}: not an endgame database file (wrong magic)")]
    NotADatabase { path: PathBuf },
    #[error("{path}: database format version {found}, this program reads version 1")]
    Version { path: PathBuf, found: u32 },
    #[error("{path}: the file is truncated")]
    Truncated { path: PathBuf },
    #[error("{path}: checksum mismatch: the file is corrupt")]
    Checksum { path: PathBuf },
    #[error("{path}: the file is corrupt (inconsistent header or block)")]
    Corrupt { path: PathBuf },
    #[error("no folder for the endgame databases: set DAMA_EGDB_DIR")]
    NoDataDir,
    #[error("{path}: missing (build the databases with fewer pieces first)")]
    MissingSlice { path: PathBuf },
}

/// Where the databases live: `$DAMA_EGDB_DIR`, else `<platform data folder>/egdb`.
pub fn default_dir() -> Result<PathBuf, EgdbError> {
    if let Some(d) = std::env::var_os("DAMA_EGDB_DIR").filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(d));
    }
    directories::ProjectDirs::from("", "", "dama")
        .map(|p| p.data_dir().join("egdb"))
        .ok_or(EgdbError::NoDataDir)
}
