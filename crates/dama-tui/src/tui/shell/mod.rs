//! The shell every game shares: the application state and its update, the menu and the
//! new-game page, the table of a game in progress (session, turns, clocks, offers,
//! review, pondering), the engine thread, the terminal and its events, the layout and the
//! theme. Written once against [`game::ShellGame`]; it names no game.

pub mod analysing;
pub mod analysis;
pub(crate) mod app;
pub(crate) mod app_editor;
pub(crate) mod app_library;
pub(crate) mod app_menu;
pub(crate) mod app_settings;
pub(crate) mod ascii;
pub mod catalog;
pub mod clocks;
pub(crate) mod command;
pub mod databases;
pub(crate) mod dialogs;
pub mod edit;
pub mod editor;
pub(crate) mod editor_leave;
pub(crate) mod engine_think;
pub mod event;
pub(crate) mod field;
pub mod game;
pub mod help;
pub mod hub_link;
pub mod layout;
pub mod library;
pub(crate) mod menu;
pub(crate) mod newgame;
pub(crate) mod offers;
pub(crate) mod offers_many;
pub mod options;
pub(crate) mod outside;
pub(crate) mod outside_play;
pub(crate) mod play;
pub(crate) mod ponder;
pub mod pondering;
pub(crate) mod review;
pub mod session;
pub mod settings;
pub mod study;
pub(crate) mod study_state;
pub(crate) mod table;
pub(crate) mod terminal;
pub mod theme;
pub(crate) mod thinker;
pub mod time;
pub(crate) mod turns;
