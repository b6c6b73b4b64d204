//! Every draughts game in the shell (Italian, English, Brazilian, International), one
//! blanket implementation for all four: their side of the shell's trait (`game.rs`), the
//! board widget (`board.rs`), where the squares are on screen (`geom.rs`), picking a move
//! (`pick.rs`), the board's marks (`marks.rs`), the help (`help.rs`); and for Italian
//! draughts the endgame databases (`databases.rs`) and the search that uses them
//! (`think.rs`). Their words are shared (`src/lang/`) and the rules' own in
//! `src/draughts/words.rs`.

pub mod board;
pub mod databases;
pub mod edit;
pub(crate) mod game;
pub mod geom;
pub mod help;
pub mod marks;
pub mod pick;
pub mod puzzle;
pub mod puzzle_view;
mod study;
pub(crate) mod think;
mod variant_egdb;
