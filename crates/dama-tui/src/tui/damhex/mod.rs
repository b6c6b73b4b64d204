//! DamHex^3 in the shell: its side of the shell's trait and its three-player search glue
//! (`game.rs`), the board widget (`board.rs`), where the hexagon's cells are on screen
//! (`geom.rs`), picking a move (`pick.rs`), the board's marks (`marks.rs`), the help
//! (`help.rs`) and its words on the screen (`words.rs`).

pub mod board;
pub mod edit;
pub(crate) mod game;
pub mod geom;
pub mod help;
pub mod marks;
pub mod pick;
pub mod words;
