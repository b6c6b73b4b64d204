//! Every draughts game in the shell (Italian, English, Brazilian, International): their
//! side of the shell's trait, the board widget, picking a move, and the Italian endgame
//! databases.

pub mod board;
pub mod databases;
pub(crate) mod game;
pub mod geom;
pub mod help;
pub mod marks;
pub mod pick;
pub(crate) mod think;
