//! The narrow adapter between the shell and one game: [`ShellGame`], what the shared
//! screens need of a game beyond its rules and its record. Two parts:
//!
//! - the game's words and engine: its name, its rules help, its move errors in the
//!   player's language, its seats, its result, and `think`;
//! - its board: the screen layout for a terminal size, drawing the board, the cell under
//!   the mouse, the cursor, picking a move by cells (`Cell`, `Pick`), and the lines the
//!   panel shows about the position (pieces, score…).
//!
//! The shell (session, panel, dialogs, move list, engine thread) is written once against
//! it and knows no game. Every draughts game gets it from one blanket implementation
//! (`tui/draughts/game.rs`); Dameta and DamHex^3 implement it by hand, with their own board
//! widget in their folder (`tui/dameta/`, `tui/damhex/`).

use std::fmt::Debug;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use crate::core::{History, Level, Rules, Seat};
use crate::engine::LevelSearch;
use crate::game::{GameResult, Record};
use crate::lang::{Lang, render_result};

use crate::tui::shell::databases::DatabaseHandle;
use crate::tui::shell::event::Progress;
use crate::tui::shell::layout::ShellLayout;
use crate::tui::shell::theme::Theme;

/// One search request's result, in the shell's terms.
pub struct Thought<M> {
    pub best: Option<M>,
}

/// What a search may use beyond the position and its strength: threads, the endgame
/// databases, no time cap. The default is one thread, no databases, the level's time.
#[derive(Clone, Default)]
pub struct ThinkSetup {
    /// Search threads (Lazy SMP); 0 and 1 both mean one.
    pub threads: usize,
    /// The endgame databases when they are loaded: the game whose databases they are
    /// reads them (Italian draughts); others ignore them.
    pub databases: Option<DatabaseHandle>,
    /// The databases' folder, for the games that open theirs themselves (English,
    /// Brazilian and International read its subfolder named for the game); `None`:
    /// none for this search.
    pub database_dir: Option<std::path::PathBuf>,
    /// No time cap (pondering): the search runs to its depth or until stopped.
    pub untimed: bool,
}

/// How strong the search is: a level (with its randomness) or a fixed depth.
#[derive(Clone, Copy, Debug)]
pub enum Strength {
    Level(Level),
    Depth(u32),
}

/// What a click or Enter on a cell leads to ([`ShellGame::select`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Selection<M> {
    /// Nothing to say (picked, unpicked, or one more step of a move chosen).
    Quiet,
    /// The move is complete.
    Play(M),
    /// Refused, with the reason in the player's language.
    Refuse(String),
}

/// What the board widget is given to draw: the position and the state around it. The
/// game decides what to highlight and how.
pub struct BoardState<'a, G: ShellGame> {
    pub pos: &'a G,
    pub cursor: G::Cell,
    pub pick: Option<&'a G::Pick>,
    /// The last move played and the position it was played in.
    pub last: Option<(&'a G, &'a G::Move)>,
    /// In a game of more than two, the computer moves played before the last one since
    /// a human last acted (oldest first), each with the position it was played in.
    pub earlier: Vec<(&'a G, &'a G::Move)>,
    pub hint: Option<&'a G::Move>,
    /// Whether a human is to move in a game still going (show what must be played).
    pub human_to_move: bool,
    pub flipped: bool,
    /// The seat whose side of the board is at the bottom (`flipped` is "not seat 0's").
    pub seat: Seat,
    /// Cell numbers or names on the board (F3).
    pub numbers: bool,
    pub theme: &'a Theme,
    pub lang: Lang,
}

/// A game the shell can play: its words, its engine and its board.
pub trait ShellGame: Rules {
    /// The engine's memory (transposition table) for this game.
    type Memory: Send + 'static;
    /// A place on the board the cursor and the mouse point at.
    type Cell: Copy + Eq + Debug + Send + 'static;
    /// A move being chosen cell by cell (the piece picked, the steps chosen so far).
    type Pick: Clone + Eq + Debug + Send + 'static;

    /// The game's name in the menu and the title.
    fn name(lang: Lang) -> &'static str;

    /// The whole help screen of this game: the keys and commands that work in it, then
    /// its rules (chosen in the game's `help.rs`, composed by `shell/menu/help.rs`).
    fn help(lang: Lang) -> String;

    /// A refused move, in the player's language.
    fn render_move_error(lang: Lang, e: &Self::MoveError) -> String;

    /// A seat's name in the player's language ("White", "Bianco", "Red").
    fn seat_label(seat: Seat, lang: Lang) -> &'static str;

    /// The glyph that stands for a seat in the panel (its man).
    fn seat_glyph(seat: Seat, theme: &Theme) -> &'static str;

    /// The seat whose move opens a row of the move list (Black in English draughts).
    fn first_seat() -> Seat {
        Seat::FIRST
    }

    /// The result's headline and reason, in the player's language.
    fn result_text(lang: Lang, result: &GameResult) -> (String, String) {
        render_result(lang, result)
    }

    /// The result's headline and reason for a game that ended in `pos` (Dameta names the
    /// score); by default [`ShellGame::result_text`].
    fn result_text_in(pos: &Self, lang: Lang, result: &GameResult) -> (String, String) {
        let _ = pos;
        Self::result_text(lang, result)
    }

    /// What is worth saying about a move once played from `before` ("Goal! White 1–0",
    /// "Red stole Black's turn"): shown under the board after the move, and in the panel
    /// for a round of turns. None by default.
    fn move_note(before: &Self, mv: &Self::Move, lang: Lang) -> Option<String> {
        let _ = (before, mv, lang);
        None
    }

    /// The engine's memory for a game, of about `mib` MiB where the game has a table.
    fn new_memory(mib: usize) -> Self::Memory;

    /// Whether the game has a game analysis ([`ShellGame::analyse_game`]).
    fn has_analysis() -> bool {
        false
    }

    /// The game analysis of `moves` from `start`, each position searched `depth` plies
    /// (`crate::study`), with the endgame databases when the game reads them; `None`
    /// for a game without one (DamHex^3: with three players no single score judges a
    /// move) or when `stop` ends it.
    fn analyse_game(
        start: &Self,
        moves: &[Self::Move],
        depth: u32,
        databases: Option<&DatabaseHandle>,
        database_dir: Option<&std::path::Path>,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<crate::study::Analysis<Self::Move>> {
        let _ = (start, moves, depth, databases, database_dir, stop, progress);
        None
    }

    /// Searches `pos` and returns the move to play; `on_info` hears each iteration.
    fn think(
        pos: &Self,
        history: &History<Self>,
        strength: Strength,
        seed: u64,
        memory: &mut Self::Memory,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(Progress),
    ) -> Thought<Self::Move>;

    /// [`ShellGame::think`] with what `setup` allows: by default `setup` is left unused
    /// (one thread, no databases, the level's time); the games of the generic engine
    /// use it.
    #[allow(clippy::too_many_arguments)]
    fn think_with(
        pos: &Self,
        history: &History<Self>,
        strength: Strength,
        seed: u64,
        setup: &ThinkSetup,
        memory: &mut Self::Memory,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(Progress),
    ) -> Thought<Self::Move> {
        let _ = setup;
        Self::think(pos, history, strength, seed, memory, stop, on_info)
    }

    /// The analysis mode's search: `pos` untimed on `setup`'s threads until `stop`, its
    /// best `count` lines heard by `on_lines` at each completed depth (best first).
    /// Returns false, searching nothing, for a game whose engine gives no ranked lines:
    /// the default (DamHex^3's search of three players finds one move).
    #[allow(clippy::too_many_arguments)]
    fn analyse(
        pos: &Self,
        history: &History<Self>,
        count: usize,
        setup: &ThinkSetup,
        memory: &mut Self::Memory,
        stop: &AtomicBool,
        on_lines: &mut dyn FnMut(Vec<Progress>),
    ) -> bool {
        let _ = (pos, history, count, setup, memory, stop, on_lines);
        false
    }

    /// The smallest terminal (width, height) the game is played on.
    fn min_size() -> (u16, u16);

    /// The game screen's regions for a terminal of this size; `None` when too small.
    fn layout(area: Rect) -> Option<ShellLayout>;

    /// Draws the board; `area` is the whole terminal (the game lays out its board
    /// inside `layout(area).board` by the same pure functions `cell_at` uses).
    fn draw_board(state: &BoardState<'_, Self>, area: Rect, buf: &mut Buffer);

    /// The cell drawn at terminal position (`col`, `row`), for the mouse.
    fn cell_at(area: Rect, flipped: bool, col: u16, row: u16) -> Option<Self::Cell>;

    /// Where the cursor starts in a new session (near the player's own pieces).
    fn first_cursor(pos: &Self, flipped: bool) -> Self::Cell;

    /// The cursor one step in a screen direction (`dr` rows down, `dc` columns right).
    fn step_cursor(cell: Self::Cell, dr: i8, dc: i8, flipped: bool) -> Self::Cell;

    /// Enter or a click on `cell`: picks a piece or the next step of a move, given what
    /// was picked before; a complete move is returned to be played.
    fn select(
        pos: &Self,
        pick: &mut Option<Self::Pick>,
        cell: Self::Cell,
        lang: Lang,
    ) -> Selection<Self::Move>;

    /// A legal move to show as an example on the move line, preferably one starting at
    /// the cursor.
    fn example_move(pos: &Self, cursor: Self::Cell) -> Option<Self::Move> {
        let _ = cursor;
        pos.legal_moves().first().copied()
    }

    /// What to pick next while a move is being picked (`pick`), for the move line. None
    /// by default.
    fn pick_hint(pos: &Self, pick: &Self::Pick, lang: Lang) -> Option<&'static str> {
        let _ = (pos, pick, lang);
        None
    }

    /// The panel's lines about the position, under the players (pieces left, score…).
    fn panel_lines(pos: &Self, lang: Lang, theme: &Theme) -> Vec<Line<'static>>;

    /// A panel line about the move being picked, if one is (where the ball will go),
    /// under [`ShellGame::panel_lines`]. None by default.
    fn pick_panel_line(
        pos: &Self,
        pick: &Option<Self::Pick>,
        lang: Lang,
        theme: &Theme,
    ) -> Option<Line<'static>> {
        let _ = (pos, pick, lang, theme);
        None
    }

    // ---- Hooks for games of more than two players, or with their own move line. Each
    // has a default that is what the draughts games do. ----

    /// Whether a line typed on the move line is a move of this game rather than a
    /// command (draughts: it starts with a digit).
    fn is_move_line(line: &str) -> bool {
        line.trim_start().starts_with(|c: char| c.is_ascii_digit())
    }

    /// [`ShellGame::cell_at`] for a board seen from `seat`'s side (its side at the
    /// bottom). By default seat 0's side is the board unflipped and any other flipped;
    /// a game of three players turns its board to each seat.
    fn cell_at_from(area: Rect, seat: Seat, col: u16, row: u16) -> Option<Self::Cell> {
        Self::cell_at(area, seat != Seat::FIRST, col, row)
    }

    /// [`ShellGame::first_cursor`] for a board seen from `seat`'s side.
    fn first_cursor_from(pos: &Self, seat: Seat) -> Self::Cell {
        Self::first_cursor(pos, seat != Seat::FIRST)
    }

    /// [`ShellGame::step_cursor`] for a board seen from `seat`'s side.
    fn step_cursor_from(cell: Self::Cell, dr: i8, dc: i8, seat: Seat) -> Self::Cell {
        Self::step_cursor(cell, dr, dc, seat != Seat::FIRST)
    }

    /// A computer's move in words, for the message after it ("Black: e7-d6", "Red
    /// stole Black's turn: e7xc5"), with what is worth saying about it; with more than
    /// two players the message lists every computer move since a human last acted. None
    /// by default (the message says "Computer: 22-18", then [`ShellGame::move_note`]).
    fn move_description(before: &Self, mv: &Self::Move, lang: Lang) -> Option<String> {
        let _ = (before, mv, lang);
        None
    }

    /// What the player who acts in `pos` must know before acting (a turn it steals),
    /// said when that player is a human. None by default.
    fn turn_note(pos: &Self, lang: Lang) -> Option<String> {
        let _ = (pos, lang);
        None
    }

    /// A move as the move list shows it.
    fn move_list_text(before: &Self, mv: &Self::Move, lang: Lang) -> String {
        let _ = lang;
        before.move_text(mv)
    }

    /// Lines under the result, in the banner and the panel (places and points). None by
    /// default.
    fn result_lines(pos: &Self, result: &GameResult, lang: Lang) -> Vec<String> {
        let _ = (pos, result, lang);
        Vec::new()
    }

    /// Whether `seat` still plays in `pos` (a player out of a three-player game does
    /// not; the others then play on as a demo, with its pause).
    fn is_playing(pos: &Self, seat: Seat) -> bool {
        let _ = (pos, seat);
        true
    }

    /// A computer's answer to a draw offered in `pos`, in a game of more than two
    /// players: whether `seat` accepts, and why, in the player's language. None by
    /// default (a game of two weighs a draw offer by a search of the position).
    fn draw_answer(
        pos: &Self,
        history: &History<Self>,
        seat: Seat,
        lang: Lang,
    ) -> Option<(bool, String)> {
        let _ = (pos, history, seat, lang);
        None
    }

    /// The time a search at `level` may take (the progress bar's budget).
    fn level_time(level: Level) -> Option<Duration> {
        level.limits().movetime
    }

    /// The least level a hint searches at (a stronger computer lends its own): the first
    /// level without randomness of the common table by default.
    fn hint_level() -> Level {
        Level::HINT
    }

    /// Choices of the new-game page that only this game has (Dameta: the goals to win),
    /// in the player's language. None by default.
    fn setup_options(lang: Lang) -> Vec<SetupOption> {
        let _ = lang;
        Vec::new()
    }

    /// The start position for the new-game page's choices: `choices[i]` indexes the
    /// choices of `setup_options()[i]` (missing or out-of-range entries take the
    /// option's default).
    fn start_with(choices: &[usize]) -> Self {
        let _ = choices;
        Self::start()
    }

    /// A typed start position the rules refused, in the player's language (the rules'
    /// own English text unless the game says better).
    fn render_position_error(lang: Lang, e: &Self::PositionError) -> String {
        let _ = lang;
        e.to_string()
    }

    /// The game as PDN (up to the cursor), for `export`; `None` for a game without PDN,
    /// which is then written as a dama save.
    fn pdn_text(record: &Record<Self>) -> Option<String> {
        let _ = record;
        None
    }

    /// The ballot openings a new game may be drawn from (Italian draughts: the first move
    /// of each side, "22-18 10-14"); none by default.
    fn ballots() -> &'static [&'static str] {
        &[]
    }

    /// How the game is spoken in the Hub protocol, for an outside engine in a seat;
    /// `None` (the default) for a game the protocol does not cover.
    fn hub() -> Option<crate::tui::shell::table::computer::hub_link::HubSpeech<Self>> {
        None
    }

    /// Whether the game has the puzzle mode (the draughts games). False by default.
    fn has_puzzles() -> bool {
        false
    }

    /// Whether the game's think reads the program's endgame databases (then the new-game
    /// page offers to build them). False by default.
    fn uses_databases() -> bool {
        false
    }
}

/// A game's own choice on the new-game page, such as the goals to win in Dameta.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupOption {
    /// What is chosen ("Goals to win").
    pub label: String,
    /// The values offered, as shown ("1", "2", "3", …).
    pub choices: Vec<String>,
    /// The index of the default choice.
    pub default: usize,
    /// The last choice is "by lot": when the game starts, one of the other choices is
    /// drawn in its place (so `start_with` never sees it).
    pub lot: bool,
}
