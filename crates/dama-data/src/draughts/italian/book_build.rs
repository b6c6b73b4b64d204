//! `dama book build` for Italian: the shared build ([`crate::draughts::book::build`])
//! of Italian positions.

use std::path::Path;

pub use crate::draughts::book::build::{Budget, Built, Event, Options};

use crate::draughts::italian::Position;
use crate::draughts::italian::book::BookError;

/// Builds the Italian book (see [`crate::draughts::book::build::build`]).
pub fn build(
    opts: &Options,
    partial: &Path,
    on_event: &mut dyn FnMut(Event),
) -> Result<Built<Position>, BookError> {
    crate::draughts::book::build::build::<Position>(opts, partial, on_event)
}
