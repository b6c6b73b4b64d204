//! Dameta in the shell: its side of the shell's trait and its board widget.

pub mod board;
pub(crate) mod game;
pub mod geom;
pub mod help;
pub mod marks;
pub mod pick;
pub mod words;
