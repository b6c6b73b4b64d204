//! The referee of engine matches (`dama match`): two engines speaking the Hub protocol
//! ([`crate::protocol::client`]) play games from a set of openings ([`openings`]), one
//! game at a time per pair of processes ([`game`]); [`stats`] turns the results into a
//! score, an Elo difference and an SPRT verdict. A seat may also hold a DXP engine
//! ([`seat`]).

pub mod game;
pub mod openings;
pub mod seat;
pub mod stats;
