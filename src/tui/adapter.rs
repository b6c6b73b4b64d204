//! The narrow adapter between the shell and one game: [`ShellGame`], what the shared
//! screens need of a game beyond its rules and its record — its name, its rules help, its
//! move errors in the player's language, and its engine. The shell (session, panel,
//! dialogs, engine thread) is written once against it.
//!
//! Until the engine is generic over `core::Rules`, each game implements it by hand (today
//! Italian, with the Italian engine); afterwards it becomes one blanket implementation.

use std::sync::atomic::AtomicBool;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::core::Level;
use crate::draughts::{Draughts, Variant};
use crate::engine::{self, Limits, Tt};
use crate::lang::{Lang, Localize};
use crate::rules::Position;

use super::event::Progress;

/// One search request's result, in the shell's terms.
pub struct Thought<M> {
    pub best: Option<M>,
}

/// How strong the search is: a level (with its randomness) or a fixed depth.
#[derive(Clone, Copy, Debug)]
pub enum Strength {
    Level(Level),
    Depth(u32),
}

/// A game the shell can play: a draughts board, an engine, and the words that are the
/// game's own (its name, its rules, its error messages).
pub trait ShellGame: Draughts {
    /// The engine's transposition table for this game.
    type Memory: Send + 'static;

    /// The game's name in the menu and the title.
    fn name(lang: Lang) -> &'static str {
        let t = lang.text();
        match Self::KIND {
            Variant::Italian => t.italian,
            Variant::English => t.english,
            Variant::Brazilian => t.brazilian,
            Variant::International => t.international,
        }
    }

    /// The rules part of the help screen.
    fn rules_help(lang: Lang) -> &'static str {
        lang.rules(Self::KIND)
    }

    /// A refused move, in the player's language.
    fn render_move_error(lang: Lang, e: &Self::MoveError) -> String;

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

impl ShellGame for Position {
    type Memory = Tt;

    fn render_move_error(lang: Lang, e: &Self::MoveError) -> String {
        e.localize(lang)
    }

    fn new_memory() -> Tt {
        Tt::new(engine::params::search::DEFAULT_TT_MIB)
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
                let level = engine::Level::new(level.get())
                    .unwrap_or_else(|| unreachable!("core levels are engine levels"));
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
