//! The game analysis of a draughts game in the terminal (`crate::study`): for Italian
//! draughts with the endgame databases loaded, and for English, Brazilian and
//! International with theirs in their folder (`variant_egdb.rs`), their values answer
//! the positions they hold inside every search, as in `dama annotate`.

use std::any::Any;
use std::sync::atomic::AtomicBool;

use crate::core::{Evaluate, Rules};
use crate::draughts::italian::{self, egdb::Egdb};
use crate::engine::MATE;
use crate::study::{self, Analysis, Exact, Limit, Settings};
use crate::tui::shell::databases::DatabaseHandle;

/// The transposition table of the analysis in the game, in MiB: `dama annotate`'s
/// default, so that the two give the same marks at the same depth.
const HASH_MIB: usize = crate::engine::params::table::ANALYSIS_MIB;

/// The databases as the analysis's exact values: Italian positions only.
struct Databases<'a>(&'a Egdb);

impl<G: Rules> Exact<G> for Databases<'_> {
    fn value(&self, root: &G, pos: &G, counter: usize) -> Option<i32> {
        let root = (root as &dyn Any).downcast_ref::<italian::Position>()?;
        let pos = (pos as &dyn Any).downcast_ref::<italian::Position>()?;
        self.0.oracle(root, MATE)(pos, counter)
    }
}

/// The analysis of a draughts game (see `ShellGame::analyse_game`).
pub(in crate::tui) fn analyse<G: Evaluate>(
    start: &G,
    moves: &[G::Move],
    depth: u32,
    databases: Option<&DatabaseHandle>,
    database_dir: Option<&std::path::Path>,
    stop: &AtomicBool,
    progress: &mut dyn FnMut(usize, usize),
) -> Option<Analysis<G::Move>> {
    let italian = (start as &dyn Any).is::<italian::Position>();
    let db = databases
        .filter(|_| italian)
        .and_then(|d| d.downcast_ref::<Egdb>())
        .map(Databases);
    let settings = Settings {
        limit: Limit::Depth(depth),
        hash_mib: HASH_MIB,
    };
    let variant = crate::tui::draughts::variant_egdb::databases::<G>(database_dir);
    let exact = match db.as_ref() {
        Some(d) => Some(d as &dyn Exact<G>),
        None => variant.map(|d| d as &dyn Exact<G>),
    };
    study::analyse(start, moves, &settings, exact, stop, progress)
}
