//! Italian's tuning data file: the family's ([`crate::draughts::tune::data`]) with
//! Italian positions, in the layout Italian's files always had (`DAMATUNE`, 16-byte
//! records).

use std::path::Path;

use crate::draughts::italian::Position;
use crate::draughts::tune::data;

pub use crate::draughts::tune::data::DataError;

/// One position of an Italian self-play game.
pub type Sample = data::Sample<Position>;

/// Appends Italian samples to a data file.
pub type Writer = data::Writer<Position>;

/// Reads every sample of an Italian data file.
pub fn read(path: &Path) -> Result<Vec<Sample>, DataError> {
    data::read::<Position>(path)
}

/// Reads every sample of an Italian data file held in `bytes`.
pub fn parse(bytes: &[u8], path: &Path) -> Result<Vec<Sample>, DataError> {
    data::parse::<Position>(bytes, path)
}
