//! The narrow adapter between the shell and one game: [`ShellGame`], what the shared
//! screens need of a game beyond its rules and its record — its name, its rules help, its
//! move errors in the player's language, and its engine. The shell (session, panel,
//! dialogs, engine thread) is written once against it.
//!
//! One blanket implementation covers every draughts game with an evaluation whose move
//! errors are rendered by `lang` ([`Localize`]): registering a game needs nothing here.

use std::sync::atomic::AtomicBool;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::core::{Evaluate, History, Level};
use crate::draughts::{Draughts, Variant};
use crate::engine::{self, Limits, Tt};
use crate::lang::{Lang, Localize};

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
        history: &History<Self>,
        strength: Strength,
        seed: u64,
        memory: &mut Self::Memory,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(Progress),
    ) -> Thought<Self::Move>;
}

/// Every draughts game with an evaluation, and move errors the player can read, is
/// playable in the shell.
impl<G> ShellGame for G
where
    G: Draughts + Evaluate,
    G::MoveError: Localize,
{
    type Memory = Tt;

    fn render_move_error(lang: Lang, e: &G::MoveError) -> String {
        e.localize(lang)
    }

    fn new_memory() -> Tt {
        Tt::new(engine::params::table::GAME_MIB)
    }

    fn think(
        pos: &G,
        history: &History<G>,
        strength: Strength,
        seed: u64,
        tt: &mut Tt,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(Progress),
    ) -> Thought<G::Move> {
        let on_info = &mut |i: &engine::Info<G::Move>| {
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
