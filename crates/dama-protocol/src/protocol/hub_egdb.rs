//! The Hub engine's endgame databases: with `set-param name=egdb value=true` (or
//! `dama hub --egdb`) the search of every `go` takes the game's databases as its oracle
//! and chooses among the root moves that keep a covered position's value, as
//! `dama analyze` does (`GameDatabases::oracle`, `GameDatabases::keeping_moves`). Off by
//! default, so that `dama match` between two hubs measures the search. Each game's
//! databases are opened from their default folder once, at the first `go` of that game
//! with the parameter on; a game without them is searched without them, said once on
//! standard error.

use std::sync::OnceLock;

use crate::draughts::egdb::GameDatabases;
use crate::draughts::{Draughts, Variant};

/// The databases of each game, opened at their first use.
pub(super) struct HubDatabases {
    opened: [OnceLock<Option<GameDatabases>>; 4],
}

impl HubDatabases {
    pub(super) fn new() -> HubDatabases {
        HubDatabases {
            opened: std::array::from_fn(|_| OnceLock::new()),
        }
    }

    /// The databases of `G`'s game (opened now if this is the first time), or `None`
    /// when its default folder holds no complete set.
    pub(super) fn of<G: Draughts>(&self, _pos: &G) -> Option<&GameDatabases> {
        let slot = match G::KIND {
            Variant::Italian => 0,
            Variant::English => 1,
            Variant::Brazilian => 2,
            Variant::International => 3,
        };
        self.opened[slot]
            .get_or_init(|| {
                let db = GameDatabases::open_default(G::KIND);
                if db.is_none() {
                    eprintln!(
                        "dama hub: no endgame databases of {} draughts in the default folder: \
                         searching without them (build them with `dama egdb build --game {}`)",
                        G::VARIANT,
                        G::VARIANT
                    );
                }
                db
            })
            .as_ref()
    }
}
