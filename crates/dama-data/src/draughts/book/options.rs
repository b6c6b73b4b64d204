//! The options of `dama book build` ([`Options`]): what they mean, the command that
//! builds a book with them, and what a partial build must share to be resumed.

use std::time::Duration;

use crate::engine::Limits;

use super::BookGame;

/// How long each position is searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// This many nodes: the same result on every machine and every run.
    Nodes(u64),
    /// This many milliseconds: quicker to reason about, but not repeatable.
    Millis(u64),
}

/// What to build.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Plies from the start searched in full (3: the 302 openings of three plies).
    pub plies: u32,
    pub budget: Budget,
    /// Leaves to expand after the base.
    pub expansions: u32,
    /// Priority added per ply, in hundredths of a man: larger keeps the book shallower
    /// and wider.
    pub ply_cost: i32,
    /// Leaves expanded together (results do not depend on `threads`).
    pub batch: usize,
    /// Searches run at once.
    pub threads: usize,
    /// Which engine searches (e.g. its `dama bench` node total): part of the settings a
    /// partial build must share to be resumed, and recorded in the book.
    pub engine: String,
}

impl Options {
    /// The command that builds this book (the options that change it).
    pub fn command(&self) -> String {
        let budget = match self.budget {
            Budget::Nodes(n) => format!("--nodes {n}"),
            Budget::Millis(ms) => format!("--movetime {ms}"),
        };
        format!(
            "dama book build --plies {} {budget} --expansions {} --ply-cost {} --batch {}",
            self.plies, self.expansions, self.ply_cost, self.batch
        )
    }

    pub(super) fn limits(&self) -> Limits {
        match self.budget {
            Budget::Nodes(n) => Limits::nodes(n),
            Budget::Millis(ms) => Limits::movetime(Duration::from_millis(ms)),
        }
    }

    /// A table big enough for one search: about 64 KiB per thousand nodes (1 to 64 MiB).
    pub(super) fn table_mib(&self) -> usize {
        let nodes = match self.budget {
            Budget::Nodes(n) => n,
            Budget::Millis(ms) => ms.saturating_mul(4000),
        };
        (nodes / 16_000).clamp(1, 64) as usize
    }
}

impl Options {
    /// The command that builds this book of game `G` (the options that change it;
    /// Italian, the default game, without `--game`).
    pub fn command_for<G: BookGame>(&self) -> String {
        let plain = self.command();
        if G::BOOK_GAME == 0 {
            return plain;
        }
        let rest = plain.trim_start_matches("dama book build");
        format!("dama book build --game {}{rest}", G::VARIANT)
    }

    /// What every search depends on: a partial build resumes only with the same
    /// (the game named but for Italian's, whose partial files came first).
    pub(super) fn settings<G: BookGame>(&self) -> String {
        let budget = match self.budget {
            Budget::Nodes(n) => format!("nodes {n}"),
            Budget::Millis(ms) => format!("movetime {ms} ms"),
        };
        let plain = format!("{budget}, engine {}", self.engine);
        if G::BOOK_GAME == 0 {
            plain
        } else {
            format!("game {}, {plain}", G::VARIANT)
        }
    }
}
