//! The narrow adapter between the shell and one game: what the shared screens need of a
//! game's record and engine, as two small traits. The shell (session, panel, dialogs,
//! engine thread) is written once against [`ShellGame`]; each game plugs in by
//! implementing it (today Italian, through `game::Game` and the Italian engine).
//!
//! Once the record and the engine are generic over `core::Rules`, [`RecordOps`] is the
//! record's own methods and `ShellGame` a blanket implementation; the shell does not
//! change.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::core::Rules;
use crate::draughts::Draughts;
use crate::engine::{self, Level, Limits, Tt};
use crate::game::save::{self, SaveError};
use crate::game::{Game, GameError, GameResult, Player};
use crate::lang::{self, Lang};
use crate::rules::{Color, Position};

use super::event::Progress;

/// A game record as the shell uses it: moves with a cursor, players, the result, saving.
pub trait RecordOps<G: Rules>: Send + 'static {
    /// Why a move was refused (data, rendered by [`ShellGame::render_error`]).
    type Error;

    fn new(start: G, white: Player, black: Player) -> Self;
    fn start(&self) -> &G;
    /// The position at the cursor.
    fn position(&self) -> &G;
    /// Every recorded move, including undone ones after the cursor.
    fn moves(&self) -> &[G::Move];
    /// The moves up to the cursor.
    fn played(&self) -> &[G::Move];
    fn cursor(&self) -> usize;
    fn play(&mut self, mv: &G::Move) -> Result<(), Self::Error>;
    fn play_text(&mut self, text: &str) -> Result<G::Move, Self::Error>;
    fn undo(&mut self) -> bool;
    fn redo(&mut self) -> bool;
    fn result(&self) -> Option<GameResult>;
    fn player(&self, c: Color) -> Player;
    fn set_player(&mut self, c: Color, p: Player);
    /// Hashes of the positions before the cursor, for the engine's repetition checks.
    fn engine_history(&self) -> Vec<u64>;
    /// Writes the record to `path`; an existing other file only with `overwrite`.
    fn save(&self, path: &Path, overwrite: bool) -> Result<PathBuf, SaveError>;

    fn last_move(&self) -> Option<&G::Move> {
        self.played().last()
    }
}

/// One search request's result, in the shell's terms.
pub struct Thought<M> {
    pub best: Option<M>,
}

/// A game the shell can play: a draughts board, a record, an engine, and the words
/// that are the game's own (its name, its rules, its error messages).
pub trait ShellGame: Draughts {
    type Record: RecordOps<Self>;
    /// The engine's transposition table for this game.
    type Memory: Send + 'static;

    /// The game's name in the menu and the title.
    fn name(lang: Lang) -> &'static str;
    /// The rules part of the help screen.
    fn rules_help(lang: Lang) -> &'static str;
    /// A refused move, in the player's language.
    fn render_error(lang: Lang, e: &<Self::Record as RecordOps<Self>>::Error) -> String;

    fn new_memory() -> Self::Memory;
    /// Searches `pos` and returns the move to play; `on_info` hears each iteration.
    fn think(
        pos: &Self,
        history: &[u64],
        strength: Strength,
        seed: u64,
        memory: &mut Self::Memory,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(Progress),
    ) -> Thought<Self::Move>;
}

/// How strong the search is: a level (with its randomness) or a fixed depth.
#[derive(Clone, Copy, Debug)]
pub enum Strength {
    Level(Level),
    Depth(u32),
}

/// Transposition table size for a game, in MiB.
const TT_MIB: usize = 32;

impl RecordOps<Position> for Game {
    type Error = GameError;

    fn new(start: Position, white: Player, black: Player) -> Self {
        Game::new(start, white, black)
    }
    fn start(&self) -> &Position {
        Game::start(self)
    }
    fn position(&self) -> &Position {
        Game::position(self)
    }
    fn moves(&self) -> &[crate::rules::Move] {
        Game::moves(self)
    }
    fn played(&self) -> &[crate::rules::Move] {
        Game::played(self)
    }
    fn cursor(&self) -> usize {
        Game::cursor(self)
    }
    fn play(&mut self, mv: &crate::rules::Move) -> Result<(), GameError> {
        Game::play(self, mv)
    }
    fn play_text(&mut self, text: &str) -> Result<crate::rules::Move, GameError> {
        Game::play_text(self, text)
    }
    fn undo(&mut self) -> bool {
        Game::undo(self)
    }
    fn redo(&mut self) -> bool {
        Game::redo(self)
    }
    fn result(&self) -> Option<GameResult> {
        Game::result(self)
    }
    fn player(&self, c: Color) -> Player {
        Game::player(self, c)
    }
    fn set_player(&mut self, c: Color, p: Player) {
        Game::set_player(self, c, p)
    }
    fn engine_history(&self) -> Vec<u64> {
        Game::engine_history(self)
    }
    fn save(&self, path: &Path, overwrite: bool) -> Result<PathBuf, SaveError> {
        save::save(self, path, overwrite)
    }
}

impl ShellGame for Position {
    type Record = Game;
    type Memory = Tt;

    fn name(lang: Lang) -> &'static str {
        lang.text().italian
    }

    fn rules_help(lang: Lang) -> &'static str {
        lang.rules_italian()
    }

    fn render_error(lang: Lang, e: &GameError) -> String {
        lang::render_game_error(lang, e)
    }

    fn new_memory() -> Tt {
        Tt::new(TT_MIB)
    }

    fn think(
        pos: &Position,
        history: &[u64],
        strength: Strength,
        seed: u64,
        tt: &mut Tt,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(Progress),
    ) -> Thought<crate::rules::Move> {
        let on_info = &mut |i: &engine::Info| {
            on_info(Progress::new(pos, i.depth, i.score, i.nodes, &i.pv));
        };
        let report = match strength {
            Strength::Level(level) => {
                let mut rng = StdRng::seed_from_u64(seed);
                engine::choose_move(pos, history, level, tt, stop, &mut rng, on_info)
            }
            Strength::Depth(depth) => {
                let limits = Limits {
                    depth: Some(depth),
                    ..Limits::default()
                };
                engine::search(pos, history, &limits, tt, stop, on_info)
            }
        };
        Thought { best: report.best }
    }
}
