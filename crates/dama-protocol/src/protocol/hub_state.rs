//! The Hub session's state between commands: the variant being played and its position,
//! history and limits ([`State`], one [`GameState`] a variant, reached through
//! `dispatch!`), the session's parameters ([`Session`]) and what a command asks of the
//! session loop ([`Flow`]).

use crate::core::{Evaluate, History, Level, Rules};
use crate::draughts::italian::Position;
use crate::draughts::{brazilian, english, international};
use crate::engine::Limits;

use super::hub_level;

/// What the next search will start from, in one game.
pub(super) struct GameState<G: Rules> {
    pub(super) pos: G,
    pub(super) history: History<G>,
    pub(super) limits: Limits,
}

impl<G: Rules> GameState<G> {
    pub(super) fn new(limits: Limits) -> Self {
        GameState {
            pos: G::start(),
            history: History::new(),
            limits,
        }
    }
}

impl<G: Evaluate> GameState<G> {
    /// The limits of a normal move, tightened by `level`'s when one is set.
    pub(super) fn allowed(&self, level: Option<Level>) -> Limits {
        hub_level::after_ponder_hit::<G>(level, self.limits)
    }
}

/// The session's variant and its state.
pub(super) enum State {
    Italian(GameState<Position>),
    English(GameState<english::Position>),
    Brazilian(GameState<brazilian::Position>),
    International(GameState<international::Position>),
}

/// Runs `$body` with `$s` bound to the state of the session's variant.
macro_rules! dispatch {
    ($state:expr, $s:ident => $body:expr) => {
        match $state {
            State::Italian($s) => $body,
            State::English($s) => $body,
            State::Brazilian($s) => $body,
            State::International($s) => $body,
        }
    };
}
pub(super) use dispatch;

impl State {
    /// The state for a variant name, if the name is one this engine plays.
    pub(super) fn for_variant(name: &str, limits: Limits) -> Option<State> {
        Some(match name.to_ascii_lowercase().as_str() {
            "italian" => State::Italian(GameState::new(limits)),
            "english" | "american" | "checkers" => State::English(GameState::new(limits)),
            "brazilian" => State::Brazilian(GameState::new(limits)),
            "international" | "normal" | "standard" => State::International(GameState::new(limits)),
            _ => return None,
        })
    }

    pub(super) fn limits(&self) -> Limits {
        dispatch!(self, s => s.limits)
    }

    pub(super) fn can_move(&self) -> bool {
        dispatch!(self, s => !s.pos.legal_moves().is_empty())
    }
}

/// What one command asks of the session loop.
pub(super) enum Flow {
    Continue,
    /// `go`, and whether it is `go ponder`.
    Go(bool),
    Quit,
}

/// The engine's parameters a session starts with (`set-param` changes them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Session {
    /// Search threads (`set-param name=threads`).
    pub threads: usize,
    /// Play from the game's opening book when the position is in it
    /// (`set-param name=book value=true|false`; off by default, so that `dama match`
    /// measures the search).
    pub book: bool,
    /// Answer as the terminal game's computer at this level
    /// (`set-param name=level value=N|none`; see [`hub_level`](super::hub_level)). `None` is the plain
    /// search.
    pub level: Option<Level>,
    /// Search with the game's endgame databases as the oracle
    /// (`set-param name=egdb value=true|false`; off by default, as the book).
    pub egdb: bool,
}

/// The variant names this engine offers in its `param name=variant` line.
pub const VARIANTS: &str = "italian english brazilian international";

/// The most search threads `set-param name=threads` accepts.
pub const MAX_THREADS: usize = 256;
