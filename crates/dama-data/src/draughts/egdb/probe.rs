//! Reading a variant's databases back ([`Egdb`]): win/draw/loss of a position, the moves
//! that keep it, the search's oracle, and adjudication — with bounded memory (blocks are
//! read on demand and cached). Values as [`super`] says: for the side to move, with no
//! no-progress counter (English 40-move rule, FMJD 25-move rule), with the FMJD endgame
//! limits counted from the probed position. The distance slices (English up to 5
//! pieces) answer their distances too (`probe_dist.rs`: [`Egdb::probe`],
//! [`Egdb::best_move`]), and there the oracle scores are exact mate distances.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::EgdbError;
use super::cache::BlockCache;
use super::file::{self, BLOCK_POSITIONS, Kind, SliceFile, code_at, code_value};
use super::index::{Material, flip};
use super::solve::{LOSS, WIN, get2};
use crate::core::{Evaluate, Rules};
use crate::draughts::board::Board;
use crate::draughts::ruleset::RuleSet;
use crate::draughts::{Endgame, Move};

pub use super::value::Wdl;
use super::value::{keeping, wdl_score};

/// Decoded blocks kept in memory (16 KiB each): 32 MiB.
const CACHE_BLOCKS: usize = 2048;

/// Where a position is stored (see [`Egdb::locate`]): its slice file, the decoded block,
/// the block's number and the position's place in it.
pub(super) type Located<'a, R> = (&'a SliceFile<R>, Arc<Vec<u8>>, usize, u64);

/// The open databases of game `R` in one folder.
pub struct Egdb<R: RuleSet> {
    dir: PathBuf,
    pub(super) slices: HashMap<Material, SliceFile<R>>,
    refused: Vec<EgdbError>,
    max_pieces: u32,
    distance_pieces: u32,
    /// Decoded blocks by slice and block number.
    cache: BlockCache<(Material, usize), Arc<Vec<u8>>>,
}

impl<R: RuleSet> Egdb<R> {
    /// Opens every slice file of `dir`, each checked whole (see [`SliceFile::open`]); a
    /// file that fails is left out and listed by [`Egdb::refused`] with the reason, and
    /// an Italian file (`*.egdb`, `*.wdl`) put here is refused as another game's. A
    /// slice with both a distance file (`.vdd`) and a win/draw/loss one (`.vdb`, of a
    /// build before the distances) is read from the distance file.
    pub fn open(dir: &Path) -> Result<Egdb<R>, EgdbError> {
        let entries = std::fs::read_dir(dir).map_err(|source| EgdbError::Io {
            path: dir.to_path_buf(),
            source,
        })?;
        let mut names: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        names.sort();
        let mut slices = HashMap::new();
        let mut refused = Vec::new();
        for path in names {
            match path.extension().and_then(|x| x.to_str()) {
                Some(file::EXTENSION | file::EXTENSION_DISTANCES) => {
                    match SliceFile::<R>::open(&path) {
                        Ok(f) => {
                            let m = f.index.material;
                            if f.kind != Kind::Wdl || !slices.contains_key(&m) {
                                slices.insert(m, f);
                            }
                        }
                        Err(e) => refused.push(e),
                    }
                }
                Some("egdb" | "wdl") => refused.push(EgdbError::WrongGame {
                    path,
                    found: "italian".into(),
                    want: R::NAME.into(),
                }),
                _ => {}
            }
        }
        let complete = |n: u32, distances: bool| {
            super::plan(n).iter().all(|m| {
                slices
                    .get(m)
                    .is_some_and(|f| !distances || f.kind != Kind::Wdl)
            })
        };
        let max_pieces = (2..=8).take_while(|&n| complete(n, false)).last();
        let distance_pieces = (2..=8).take_while(|&n| complete(n, true)).last();
        Ok(Egdb {
            dir: dir.to_path_buf(),
            slices,
            refused,
            max_pieces: max_pieces.unwrap_or(0),
            distance_pieces: distance_pieces.unwrap_or(0),
            cache: BlockCache::new(CACHE_BLOCKS),
        })
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Every position with up to this many pieces is covered (0: none).
    pub fn max_pieces(&self) -> u32 {
        self.max_pieces
    }

    /// Every position with up to this many pieces has its distance (0: none).
    pub fn distance_pieces(&self) -> u32 {
        self.distance_pieces
    }

    /// Files that were refused, with the reason.
    pub fn refused(&self) -> &[EgdbError] {
        &self.refused
    }

    /// The slices loaded, in build order.
    pub fn slices(&self) -> Vec<&SliceFile<R>> {
        let mut v: Vec<&SliceFile<R>> = self.slices.values().collect();
        v.sort_by_key(|f| {
            let m = f.index.material;
            (m.pieces(), m.men(), m)
        });
        v
    }

    pub(super) fn block(&self, m: Material, f: &SliceFile<R>, b: usize) -> Option<Arc<Vec<u8>>> {
        self.cache
            .get_or_load((m, b), || Some(Arc::new(f.read_block(b).ok()?)))
    }

    /// Where `pos` is stored: its slice file (the colour mirror's, the position flipped,
    /// when only that one is stored), the decoded block, its number and the position's
    /// place in it; `None` when the slice is not loaded.
    pub(super) fn locate(&self, pos: &Board<R>) -> Option<Located<'_, R>> {
        let m = Material::of(pos);
        let (f, p) = match self.slices.get(&m) {
            Some(f) => (f, *pos),
            None => (self.slices.get(&m.mirror())?, flip(pos)),
        };
        let i = f.index.index(&p);
        let per = u64::from(BLOCK_POSITIONS);
        let b = (i / per) as usize;
        let bytes = self.block(f.index.material, f, b)?;
        Some((f, bytes, b, i % per))
    }

    /// Win, draw or loss for the side to move in `pos` (see the module comment for the
    /// draw rules); `None` when its slice is not loaded.
    pub fn probe_wdl(&self, pos: &Board<R>) -> Option<Wdl> {
        let (us, them) = pos.us_them();
        if us == 0 {
            return Some(Wdl::Loss);
        }
        if them == 0 {
            return None;
        }
        let (f, bytes, b, at) = self.locate(pos)?;
        let code = match f.kind {
            Kind::Wdl => get2(&bytes, at),
            Kind::Distances(w) => code_value(code_at(&bytes, f.block_len(b), w, at as usize)),
        };
        Some(match code {
            WIN => Wdl::Win,
            LOSS => Wdl::Loss,
            _ => Wdl::Draw,
        })
    }

    /// Every legal move of `pos` with its result for the mover, or `None` when a
    /// successor is not covered.
    pub fn wdl_moves(&self, pos: &Board<R>) -> Option<Vec<(Move, Wdl)>> {
        if self.limited(pos) {
            // A move inside a class runs its count: the children's stored values (count
            // from 0) would not be theirs. Only the position's own value is known.
            return None;
        }
        pos.legal_moves()
            .iter()
            .map(|mv| Some((*mv, self.probe_wdl(&pos.after(mv))?.flip())))
            .collect()
    }

    /// The moves of `pos` that keep its value (every winning move when it is won, every
    /// drawing one when drawn, all when lost); `None` when not covered. In the distance
    /// slices, only the perfect ones ([`Egdb::perfect_moves`]: the shortest wins, every
    /// draw, the longest losses), so every caller that searches among them plays
    /// perfectly there.
    pub fn keeping_moves(&self, pos: &Board<R>) -> Option<(Wdl, Vec<Move>)> {
        if let Some((p, moves)) = self.perfect_moves(pos) {
            return Some((p.wdl, moves));
        }
        keeping(self.wdl_moves(pos)?)
    }

    /// Whether `pos` is in one of the FMJD endgame classes with a move limit (for the
    /// variants that have them): its stored value holds with the count at 0 only.
    pub fn limited(&self, pos: &Board<R>) -> bool {
        R::ENDGAME_LIMITS && pos.endgame() != Endgame::None
    }

    /// The database's value of `pos` as a search score from the side to move's view,
    /// `counter` plies after the last capture or man move, or `None` to search it (not
    /// covered, a capture pending, or a win or loss of a limited class, whose count the
    /// oracle does not see). In the distance slices the score is exact: `mate -
    /// distance` for a win, its negation for a loss, 0 for a draw (a capture pending
    /// too: the distance counts through it; the 40-move rule is not counted, as the
    /// distances do not). Elsewhere a draw is 0; a win scores `mate / 2` plus the
    /// evaluation for the winner (within ±2,000) minus 10 a ply of `counter`, a loss its
    /// negation: above every evaluation and below every distance win, so the search
    /// keeps wins, makes progress in them and converts into a known distance.
    pub fn oracle_score(&self, pos: &Board<R>, counter: usize, mate: i32) -> Option<i32> {
        let pieces = (pos.white | pos.black).count_ones();
        if pieces <= self.distance_pieces {
            let p = self.probe(pos)?;
            let d = i32::from(p.distance);
            return Some(match p.wdl {
                Wdl::Win => mate - d,
                Wdl::Loss => -(mate - d),
                Wdl::Draw => 0,
            });
        }
        if pieces > self.max_pieces || pos.is_tactical() {
            return None;
        }
        let w = self.probe_wdl(pos)?;
        if w != Wdl::Draw && self.limited(pos) {
            return None;
        }
        let limit = usize::from(R::NO_PROGRESS_PLIES);
        Some(wdl_score(w, pos.evaluate(), counter, limit, mate))
    }

    /// The oracle for a search from `root` (`engine::search_with_oracle`). From a root
    /// with more pieces than the databases cover, every covered position is a value. From
    /// a root inside them, the search must make progress itself: the oracle answers the
    /// draws and the positions just after progress (`counter` 0: a capture or a man
    /// move), and the search goes on through the other won and lost positions (with the
    /// root moves kept to [`Egdb::keeping_moves`] by the caller). The distance slices
    /// answer always: their scores are exact.
    pub fn oracle(
        &self,
        root: &Board<R>,
        mate: i32,
    ) -> impl Fn(&Board<R>, usize) -> Option<i32> + Sync + '_ {
        let inside = (root.white | root.black).count_ones() <= self.max_pieces;
        move |pos: &Board<R>, counter: usize| {
            let v = self.oracle_score(pos, counter, mate)?;
            let exact = (pos.white | pos.black).count_ones() <= self.distance_pieces;
            (!inside || exact || v == 0 || counter == 0).then_some(v)
        }
    }

    /// The result an agreed adjudication takes for `pos` (`dama match --egdb`), for the
    /// side to move: `None` when a capture is pending, the databases do not cover it, or
    /// it is a win or loss of a limited class (the game's own limit decides those).
    pub fn adjudicate(&self, pos: &Board<R>) -> Option<Wdl> {
        if pos.is_tactical() {
            return None;
        }
        let w = self.probe_wdl(pos)?;
        (w == Wdl::Draw || !self.limited(pos)).then_some(w)
    }
}
