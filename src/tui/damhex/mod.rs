//! DamHex^3 in the shell: its side of the shell's trait, its board widget and where the
//! hexagon's cells are on screen.

pub mod board;
pub(crate) mod game;
pub mod geom;
pub mod help;
pub mod marks;
pub mod pick;
pub mod words;
