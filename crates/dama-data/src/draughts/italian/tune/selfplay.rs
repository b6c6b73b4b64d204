//! Italian's data generator: the family's ([`crate::draughts::tune::selfplay`]) playing
//! Italian games.

use rand::rngs::StdRng;

use crate::draughts::italian::Position;
use crate::draughts::tune::selfplay;
use crate::engine::Tt;

pub use crate::draughts::tune::selfplay::{GenOptions, MAX_PLIES, OPENING_DEPTH, OPENING_MARGIN};

/// One finished Italian game.
pub type GameRecord = selfplay::GameRecord<Position>;

/// Plays one Italian game from the start position.
pub fn play_game(opts: &GenOptions, tt: &mut Tt, rng: &mut StdRng) -> GameRecord {
    selfplay::play_game::<Position>(opts, tt, rng)
}

/// Plays `opts.games` Italian games on `opts.threads` threads (see
/// [`selfplay::generate`]).
pub fn generate<E>(
    opts: &GenOptions,
    on_game: &mut dyn FnMut(GameRecord) -> Result<(), E>,
) -> Result<(), E> {
    selfplay::generate::<Position, E>(opts, on_game)
}
