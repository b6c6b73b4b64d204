//! DXP games: dama's International draughts over the DamExchange Protocol (the message
//! layer is the `dama-dxp` crate). [`squares`] maps DXP moves and positions to dama's
//! and back; [`brain`] is what thinks on our side (dama's search, or a Hub engine);
//! [`link`] a connection with its transcript and the clocks; [`session`] the game
//! requests and their answers; [`game`] one game; [`seat`] a DXP engine seated in
//! `dama match`; [`words`] the codes of the protocol in words. `dama dxp` (the root package's `commands/dxp.rs`) puts them together.

pub mod brain;
pub mod game;
pub mod link;
pub mod seat;
pub mod session;
pub mod squares;
pub mod words;

#[cfg(test)]
mod tests;
