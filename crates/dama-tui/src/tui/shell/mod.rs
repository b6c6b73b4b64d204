//! The shell every game shares: the application state and its update, the menu and the
//! new-game page, the table of a game in progress (session, turns, clocks, offers,
//! review, pondering), the engine thread, the terminal and its events, the layout and the
//! theme. Written once against [`game::ShellGame`]; it names no game.

pub(crate) mod app;
pub(crate) mod ascii;
pub mod catalog;
pub mod databases;
pub mod editor;
pub mod event;
pub(crate) mod field;
pub mod game;
pub mod layout;
pub mod library;
pub mod lines;
pub mod menu;
pub mod options;
pub(crate) mod search;
pub mod settings;
pub(crate) mod start_error;
pub mod study;
pub mod table;
pub(crate) mod terminal;
pub mod theme;
