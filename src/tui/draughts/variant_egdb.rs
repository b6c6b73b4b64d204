//! The computer's search in English, Brazilian and International draughts with their
//! endgame databases (`crate::draughts::egdb`): when the default folder of the game
//! holds them (`egdb::default_dir`, built with `dama egdb build --game …`), a covered
//! position is searched among the moves that keep its win/draw/loss value, and the
//! databases answer inside the search (`Egdb::oracle`), as `dama analyze` does. They are
//! opened once, at the first search of the game in the process; none is quietly none.

use std::any::Any;
use std::sync::OnceLock;
use std::sync::atomic::AtomicBool;

use crate::core::{Evaluate, History};
use crate::draughts::egdb::{Egdb, default_dir};
use crate::draughts::{Board, RuleSet, Variant};
use crate::engine::{MATE, Oracle, Tt};
use crate::tui::shell::engine_think::search;
use crate::tui::shell::event::Progress;
use crate::tui::shell::game::{Strength, ThinkSetup, Thought};

type Opened = Option<Box<dyn Any + Send + Sync>>;

/// The databases of game `R`, opened once (`None`: no complete set in its folder).
fn databases<R: RuleSet>() -> Option<&'static Egdb<R>> {
    static OPENED: [OnceLock<Opened>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let slot = match R::KIND {
        Variant::English => 0,
        Variant::Brazilian => 1,
        Variant::International => 2,
        Variant::Italian => return None,
    };
    OPENED[slot]
        .get_or_init(|| {
            let dir = default_dir::<R>().ok().filter(|d| d.is_dir())?;
            let db = Egdb::<R>::open(&dir).ok()?;
            (db.max_pieces() >= 2).then(|| Box::new(db) as Box<dyn Any + Send + Sync>)
        })
        .as_ref()?
        .downcast_ref::<Egdb<R>>()
}

/// The search of `pos` with game `R`'s databases, or `None` when `G` is not `Board<R>`
/// or the game has no databases.
#[allow(clippy::too_many_arguments)]
pub(in crate::tui) fn search_with<R: RuleSet, G: Evaluate>(
    pos: &G,
    history: &History<G>,
    strength: Strength,
    seed: u64,
    setup: &ThinkSetup,
    tt: &mut Tt,
    stop: &AtomicBool,
    on_info: &mut dyn FnMut(Progress),
) -> Option<Thought<G::Move>> {
    let root = (pos as &dyn Any).downcast_ref::<Board<R>>()?;
    let db = databases::<R>()?;
    let keep: Option<Vec<G::Move>> = db.keeping_moves(root).map(|(_, moves)| {
        moves
            .iter()
            .filter_map(|m| (m as &dyn Any).downcast_ref::<G::Move>().copied())
            .collect()
    });
    let exact = db.oracle(root, MATE);
    let oracle = move |p: &G, counter: usize| {
        (p as &dyn Any)
            .downcast_ref::<Board<R>>()
            .and_then(|p| exact(p, counter))
    };
    let oracle: Oracle<'_, G> = &oracle;
    Some(search(
        pos,
        history,
        strength,
        seed,
        setup,
        Some(oracle),
        keep.as_deref(),
        tt,
        stop,
        on_info,
    ))
}
