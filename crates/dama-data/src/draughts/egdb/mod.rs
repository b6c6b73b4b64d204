//! Endgame databases of English, Brazilian and International draughts: every position
//! with few pieces, won, drawn or lost for the side to move with perfect play (and for
//! English up to 5 pieces, [`RuleSet::EGDB_DISTANCE_PIECES`], the distance to the end in
//! plies: the winner hurrying, the loser delaying, through captures and crownings; the
//! 40-move rule not counted, as in the Italian distance slices), solved by
//! retrograde analysis with the shared move generator of [`Board<R>`](crate::draughts::Board)
//! (so every rule, from compulsory captures and the FMJD majority rule to crowning, is the
//! game's own: nothing of it is written again here), generic over the variant's
//! [`RuleSet`]. Italian has its own index and header (`crate::draughts::italian::egdb`:
//! distances and conversion, its own file names) and its own 6-piece win/draw/loss solver,
//! on the same [`container`] of blocks, the same [`Material`], the same waves of the
//! retrograde solve (`waves`, both passes of its distance solver) and the same
//! [`EgdbError`] with its words ([`words`]).
//!
//! - [`index`]: the perfect index of a slice (men and kings of each side; side to move);
//! - [`solve`]: the retrograde solver of one slice ([`known`]: what it reads of the
//!   slices solved before; [`solve_par`]: the same on several threads; `waves`: the
//!   waves every solver of the family takes, through the `Waves` trait of its state); [`build()`]:
//!   every slice up to N pieces, resumable ([`plan`]); [`file`](mod@file): the slice
//!   files, win/draw/loss or distances ([`kind`]; header naming the game and the slice),
//!   in the [`container`] every draughts database file shares (checksum, block table,
//!   deflate blocks, atomic writing);
//! - [`probe`]: reading them back ([`Egdb`]), the search oracle, adjudication, through
//!   the block [`cache`] Italian's databases share;
//!   [`probe_dist`]: the distances and the perfect moves;
//! - [`verify`]: an independent forward solver for the cross-check; [`consistency`]:
//!   the one-ply check of slices too large for it.
//!
//! # What the values mean (and which draw rules count)
//!
//! The value is for the side to move, under the game's rules, **with no draw counter
//! running**: the English 40-move rule and the FMJD 25-move rule (plies without a capture
//! or a man move) are not counted, as in the Italian databases; the search and the game
//! apply them on their own.
//!
//! The FMJD endgame limits (International, and Brazilian as the program plays it: the
//! game is drawn after 16 moves each of three kings, two kings and a man, or a king and
//! two men against a lone king, after 5 moves each of two kings, a king and a man, or one
//! king against a lone king) **are** counted, with the count starting at the probed
//! position: a position of those classes is a win only when the win comes within the
//! limit from there. So three kings against one king in International is a draw (except
//! where the lone king is caught at once), and the database says so. A position entered
//! by a capture starts its count there, as the rules have it, so the values of the larger
//! slices, whose captures lead into these, are exact. A crowning inside a class does not
//! restart the count (`Rules::next_counters`); the solver follows that. In a game whose
//! count has already run, a stored win of those classes may be a draw: the engine and
//! adjudication take only the draws of those classes from the database (a draw stays a
//! draw as the count runs) and play the rest out.
//!
//! Files live in [`default_dir`]: the Italian databases' folder with one subfolder per
//! game (`english/`, `brazilian/`, `international/`), one file per slice
//! (`w1k2b0k1.vdb`, a distance slice `w1k2b0k1.vdd`); only one of each colour-mirror
//! pair is stored.

pub mod build;
pub mod cache;
pub mod consistency;
pub mod container;
pub mod file;
pub mod games;
pub mod index;
pub mod kind;
pub mod known;
mod pass1;
pub mod probe;
pub mod probe_dist;
pub mod solve;
pub mod solve_par;
pub mod tally;
pub mod value;
pub mod verify;
pub(crate) mod waves;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_dist;
#[cfg(test)]
mod tests_par;
pub mod words;

use std::path::{Path, PathBuf};

pub use build::{BuildEvent, build, plan};
pub use games::GameDatabases;
pub use index::{Material, SliceIndex};
pub use probe::Egdb;

use crate::draughts::ruleset::RuleSet;

/// Why a database file or folder cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum EgdbError {
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path}: {kind}, not a database file")]
    NotAFile {
        path: PathBuf,
        kind: crate::core::file_kind::FileKind,
    },
    #[error("{path}: not an endgame database file of this program: remove it")]
    NotADatabase { path: PathBuf },
    #[error(
        "{path}: database format version {found}, this program reads version 1: build it again"
    )]
    Version { path: PathBuf, found: u32 },
    #[error(
        "{path}: a database of {found} draughts, not {want}: move it to the {found} folder, or build the {want} ones with `dama egdb build --game {want}`"
    )]
    WrongGame {
        path: PathBuf,
        found: String,
        want: String,
    },
    #[error(
        "{path}: the file is truncated: delete it and build again (`dama egdb build` keeps the sound slices)"
    )]
    Truncated { path: PathBuf },
    #[error(
        "{path}: checksum mismatch, the file is corrupt: delete it and build again (`dama egdb build` keeps the sound slices)"
    )]
    Checksum { path: PathBuf },
    #[error(
        "{path}: the file is corrupt (inconsistent header or block): delete it and build again"
    )]
    Corrupt { path: PathBuf },
    #[error("no folder for the endgame databases: set DAMA_EGDB_DIR")]
    NoDataDir,
    #[error("{path}: missing (build the databases with fewer pieces first)")]
    MissingSlice { path: PathBuf },
}

impl EgdbError {
    /// The file the error is about, if any.
    pub fn path(&self) -> Option<&Path> {
        match self {
            EgdbError::Io { path, .. }
            | EgdbError::NotAFile { path, .. }
            | EgdbError::NotADatabase { path }
            | EgdbError::Version { path, .. }
            | EgdbError::WrongGame { path, .. }
            | EgdbError::Truncated { path }
            | EgdbError::Checksum { path }
            | EgdbError::Corrupt { path }
            | EgdbError::MissingSlice { path } => Some(path),
            EgdbError::NoDataDir => None,
        }
    }
}

/// Where game `R`'s databases live: the subfolder named for the game in the Italian
/// databases' folder (`$DAMA_EGDB_DIR`, else the platform data folder's `egdb`).
pub fn default_dir<R: RuleSet>() -> Result<PathBuf, EgdbError> {
    crate::draughts::italian::egdb::default_dir()
        .map(|d| d.join(R::NAME))
        .map_err(|_| EgdbError::NoDataDir)
}
