//! What the shell needs to seat an outside engine (a program speaking the Hub protocol)
//! in a game: how the game speaks the protocol ([`HubSpeech`], given by the games the
//! protocol covers), and what an outside engine's thread reports ([`OutsideNews`]). No
//! game is named here; the engine's thread is `outside.rs`.

use crate::protocol::client::ClientError;

/// How game `G` is spoken in the Hub protocol: its variant name, its positions and its
/// moves as the protocol writes them.
pub struct HubSpeech<G: crate::core::Rules> {
    /// The protocol's variant name (`set-param name=variant value=…`).
    pub variant: &'static str,
    /// A position as the protocol's `pos=` text.
    pub position: fn(&G) -> String,
    /// A move as the protocol writes it.
    pub move_text: fn(&G::Move) -> String,
    /// A move the engine wrote, if it is legal in the position.
    pub parse_move: fn(&G, &str) -> Option<G::Move>,
}

impl<G: crate::core::Rules> Clone for HubSpeech<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: crate::core::Rules> Copy for HubSpeech<G> {}

/// Why an outside engine was dropped from the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OutsideFault {
    /// It did not start, or broke the protocol (the client's words for it).
    Client(ClientError),
    /// It answered a move that is not legal in the position.
    Illegal(String),
}

/// What an outside engine's thread reports on the app's channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OutsideNews {
    /// It started and gave its name (or none).
    Started { name: Option<String> },
    /// Its move for the request `id`, as it wrote it.
    Moved { id: u64, text: String },
    /// It failed; the game cannot go on with it.
    Fault(OutsideFault),
}
