//! The endgame databases of every draughts game behind one face, for the tools that are
//! generic over the game (the Hub engine, the terminal game's hint, panel and analysis,
//! `dama annotate`): [`GameDatabases`] holds Italian's (`crate::draughts::italian::egdb`)
//! or one variant's ([`Egdb<R>`]) and answers for a position of any type `G`, which it
//! recognises by downcasting (a position of another game gets no answer). Nothing here
//! is a new rule: each call is the game's own `Egdb` method.

use std::any::Any;
use std::path::Path;

use super::probe::{Egdb, Wdl};
use crate::core::Rules;
use crate::draughts::brazilian::Brazilian;
use crate::draughts::english::English;
use crate::draughts::international::International;
use crate::draughts::italian::{self, egdb::Egdb as ItalianEgdb};
use crate::draughts::{Board, RuleSet, Variant};

/// The exact values a search may take from the databases: `(position, plies without
/// progress) -> score` (see `engine::Oracle`).
pub type BoxedOracle<'a, G> = Box<dyn Fn(&G, usize) -> Option<i32> + Sync + 'a>;

/// One game's databases, opened.
pub enum GameDatabases {
    Italian(ItalianEgdb),
    English(Egdb<English>),
    Brazilian(Egdb<Brazilian>),
    International(Egdb<International>),
}

impl GameDatabases {
    /// Opens game `kind`'s databases in `dir`; `None` when the folder cannot be read or
    /// holds no complete set (files refused are left out, as `Egdb::open` does).
    pub fn open(kind: Variant, dir: &Path) -> Option<GameDatabases> {
        let db = match kind {
            Variant::Italian => GameDatabases::Italian(ItalianEgdb::open(dir).ok()?),
            Variant::English => GameDatabases::English(Egdb::open(dir).ok()?),
            Variant::Brazilian => GameDatabases::Brazilian(Egdb::open(dir).ok()?),
            Variant::International => GameDatabases::International(Egdb::open(dir).ok()?),
        };
        (db.max_pieces() >= 2).then_some(db)
    }

    /// Opens game `kind`'s databases in their default folder (`$DAMA_EGDB_DIR`, else the
    /// platform's data folder; a subfolder per variant): `None` when there are none.
    pub fn open_default(kind: Variant) -> Option<GameDatabases> {
        let dir = match kind {
            Variant::Italian => italian::egdb::default_dir().ok()?,
            Variant::English => super::default_dir::<English>().ok()?,
            Variant::Brazilian => super::default_dir::<Brazilian>().ok()?,
            Variant::International => super::default_dir::<International>().ok()?,
        };
        if !dir.is_dir() {
            return None;
        }
        GameDatabases::open(kind, &dir)
    }

    /// The game these databases are of.
    pub fn kind(&self) -> Variant {
        match self {
            GameDatabases::Italian(_) => Variant::Italian,
            GameDatabases::English(_) => Variant::English,
            GameDatabases::Brazilian(_) => Variant::Brazilian,
            GameDatabases::International(_) => Variant::International,
        }
    }

    /// Every position with up to this many pieces is covered.
    pub fn max_pieces(&self) -> u32 {
        match self {
            GameDatabases::Italian(db) => db.wdl_pieces().max(db.max_pieces()),
            GameDatabases::English(db) => db.max_pieces(),
            GameDatabases::Brazilian(db) => db.max_pieces(),
            GameDatabases::International(db) => db.max_pieces(),
        }
    }

    /// The root moves a search of `root` should choose among: those that keep its
    /// win/draw/loss value (`Egdb::keeping_moves`; in the English distance slices, the
    /// perfect ones: shortest win, every draw, longest loss); `None` when `root` is not
    /// covered (or is another game's position).
    pub fn keeping_moves<G: Rules>(&self, root: &G) -> Option<Vec<G::Move>> {
        fn cast<M: 'static, N: Copy + 'static>(moves: Vec<M>) -> Vec<N> {
            let moves = moves.iter();
            moves
                .filter_map(|m| (m as &dyn Any).downcast_ref::<N>().copied())
                .collect()
        }
        match self {
            GameDatabases::Italian(db) => Some(cast(db.keeping_moves(downcast(root)?)?.1)),
            GameDatabases::English(db) => Some(cast(db.keeping_moves(downcast(root)?)?.1)),
            GameDatabases::Brazilian(db) => Some(cast(db.keeping_moves(downcast(root)?)?.1)),
            GameDatabases::International(db) => Some(cast(db.keeping_moves(downcast(root)?)?.1)),
        }
    }

    /// The databases as the oracle of a search from `root`, scores out of `mate` (each
    /// game's `Egdb::oracle`: made for that root); `None` for another game's position.
    pub fn oracle<'a, G: Rules>(&'a self, root: &G, mate: i32) -> Option<BoxedOracle<'a, G>> {
        fn boxed<'a, P: 'static, G: 'static>(
            exact: impl Fn(&P, usize) -> Option<i32> + Sync + 'a,
        ) -> BoxedOracle<'a, G> {
            Box::new(move |pos: &G, counter| exact(downcast::<G, P>(pos)?, counter))
        }
        Some(match self {
            GameDatabases::Italian(db) => boxed(db.oracle(downcast(root)?, mate)),
            GameDatabases::English(db) => boxed(db.oracle(downcast(root)?, mate)),
            GameDatabases::Brazilian(db) => boxed(db.oracle(downcast(root)?, mate)),
            GameDatabases::International(db) => boxed(db.oracle(downcast(root)?, mate)),
        })
    }

    /// The value of `pos` for the side to move that holds whatever the no-progress count
    /// of the game (the verdict a hint or a panel may show): for the variants, the stored
    /// value, except a win or loss of an FMJD class with a move limit (its count decides,
    /// see [`super`]) or a position with a capture pending; `None` when not covered.
    /// Italian positions are answered by their own `Egdb::best_move` (with distances
    /// and the 40-move count), so `None` here.
    pub fn variant_value<G: Rules>(&self, pos: &G) -> Option<Wdl> {
        match self {
            GameDatabases::Italian(_) => None,
            GameDatabases::English(db) => settled(db, downcast(pos)?),
            GameDatabases::Brazilian(db) => settled(db, downcast(pos)?),
            GameDatabases::International(db) => settled(db, downcast(pos)?),
        }
    }
}

impl GameDatabases {
    /// The distance to the end of `pos` (plies with perfect play) where the databases
    /// store it (English up to 5 pieces, `Egdb::probe`); `None` elsewhere. Italian
    /// positions are answered by their own `Egdb::best_move`, so `None` here too.
    pub fn variant_distance<G: Rules>(&self, pos: &G) -> Option<u16> {
        let probe = match self {
            GameDatabases::Italian(_) => None,
            GameDatabases::English(db) => db.probe(downcast(pos)?),
            GameDatabases::Brazilian(db) => db.probe(downcast(pos)?),
            GameDatabases::International(db) => db.probe(downcast(pos)?),
        };
        probe.map(|p| p.distance)
    }
}

/// The databases as the exact values of a game analysis (`dama annotate`, the terminal
/// game's analysis): each game's `Egdb::oracle` for the searched position, out of the
/// engine's mate score.
impl<G: Rules> crate::engine::Exact<G> for GameDatabases {
    fn value(&self, root: &G, pos: &G, counter: usize) -> Option<i32> {
        let mate = crate::engine::MATE;
        match self {
            GameDatabases::Italian(db) => db.oracle(downcast(root)?, mate)(downcast(pos)?, counter),
            GameDatabases::English(db) => db.oracle(downcast(root)?, mate)(downcast(pos)?, counter),
            GameDatabases::Brazilian(db) => {
                db.oracle(downcast(root)?, mate)(downcast(pos)?, counter)
            }
            GameDatabases::International(db) => {
                db.oracle(downcast(root)?, mate)(downcast(pos)?, counter)
            }
        }
    }
}

/// A variant's value of `pos` when the databases cover it and no count can change it.
fn settled<R: RuleSet>(db: &Egdb<R>, pos: &Board<R>) -> Option<Wdl> {
    if (pos.white | pos.black).count_ones() > db.max_pieces() {
        return None;
    }
    db.adjudicate(pos)
}

/// `pos` as the concrete position type `P`, when it is one.
fn downcast<G: 'static, P: 'static>(pos: &G) -> Option<&P> {
    (pos as &dyn Any).downcast_ref::<P>()
}
