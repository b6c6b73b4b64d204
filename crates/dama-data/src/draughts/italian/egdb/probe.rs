//! Reading the databases: [`Egdb`] opens every slice file of a folder (refusing bad ones
//! with a reason, and going on without them), answers [`Egdb::probe`] through a bounded
//! block cache, and chooses perfect moves ([`Egdb::best_move`]). The win/draw/loss
//! slices are read in `probe_wdl.rs`.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use super::EgdbError;
use super::file::{BLOCK_POSITIONS, Kind, SliceFile};
use super::index::Material;
use super::solve::{code_is_loss, code_is_win};
use crate::draughts::egdb::cache::BlockCache;
use crate::draughts::italian::{FORTY_MOVE_PLIES, Move, Position};

pub use super::wdl::Wdl;

/// What the database knows of a position (the side to move's view).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Probe {
    pub wdl: Wdl,
    /// Plies to the end of the game with perfect play (the winner hurrying, the loser
    /// delaying), the 40-move rule ignored; 0 for a draw.
    pub distance: u16,
    /// Plies to the next capture or man move (which reset the 40-move count) or to the
    /// end, the winner keeping the win; 0 for a draw.
    pub conversion: u16,
}

impl Probe {
    pub(crate) fn from_codes(dtm: u16, dtz: u16) -> Probe {
        let wdl = if code_is_win(dtm) {
            Wdl::Win
        } else if code_is_loss(dtm) {
            Wdl::Loss
        } else {
            Wdl::Draw
        };
        Probe {
            wdl,
            distance: dtm.saturating_sub(1),
            conversion: dtz,
        }
    }
}

/// A decoded block: `dtm` codes and conversion distances, or two-bit codes.
#[derive(Clone)]
pub(super) enum Block {
    Dtm(std::sync::Arc<(Vec<u16>, Vec<u16>)>),
    Wdl(std::sync::Arc<Vec<u8>>),
}

/// Blocks the cache keeps by default: at most 256 × 32 KiB = 8 MiB.
pub const DEFAULT_CACHE_BLOCKS: usize = 256;

/// The endgame databases of one folder.
pub struct Egdb {
    dir: PathBuf,
    slices: HashMap<Material, SliceFile>,
    /// Win/draw/loss slices, the canonical side of each mirror pair only.
    pub(super) wdl_slices: HashMap<Material, SliceFile>,
    refused: Vec<EgdbError>,
    max_pieces: u32,
    pub(super) wdl_pieces: u32,
    /// Decoded blocks by slice, kind and number (the family's cache).
    cache: BlockCache<(Material, Kind, usize), Block>,
}

impl std::fmt::Debug for Egdb {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Egdb")
            .field("dir", &self.dir)
            .field("slices", &self.slices.len())
            .finish()
    }
}

impl Egdb {
    /// Opens every `*.egdb` (distances) and `*.wdl` (win/draw/loss) file of `dir`. A
    /// missing folder is an error; a bad file is left out and listed by
    /// [`Egdb::refused`].
    pub fn open(dir: &Path) -> Result<Egdb, EgdbError> {
        let entries = std::fs::read_dir(dir).map_err(|source| EgdbError::Io {
            path: dir.to_path_buf(),
            source,
        })?;
        let mut slices = HashMap::new();
        let mut wdl_slices = HashMap::new();
        let mut refused = Vec::new();
        let kind_of = |p: &Path| match p.extension().and_then(|x| x.to_str()) {
            Some("egdb") => Some(Kind::Dtm),
            Some("wdl") => Some(Kind::Wdl),
            _ => None,
        };
        let mut names: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| kind_of(p).is_some())
            .collect();
        names.sort();
        for path in names {
            match SliceFile::open(&path) {
                Ok(f) if Some(f.kind) != kind_of(&path) => {
                    refused.push(EgdbError::NotADatabase { path });
                }
                Ok(f) if f.kind == Kind::Wdl => {
                    wdl_slices.insert(f.index.material, f);
                }
                Ok(f) => {
                    slices.insert(f.index.material, f);
                }
                Err(e) => refused.push(e),
            }
        }
        // Pieces up to which every slice is present: what probes may rely on.
        let mut max_pieces = 0;
        for n in 2..=12 {
            if Material::all_with(n).iter().all(|m| slices.contains_key(m)) {
                max_pieces = n;
            } else {
                break;
            }
        }
        // Win/draw/loss slices answer a size when all of it is there and every capture
        // leads into complete distance slices.
        let next = max_pieces + 1;
        let wdl_pieces = if max_pieces >= 2
            && super::wdl_build::wdl_plan(next)
                .iter()
                .all(|m| wdl_slices.contains_key(m))
        {
            next
        } else {
            max_pieces
        };
        Ok(Egdb {
            dir: dir.to_path_buf(),
            slices,
            wdl_slices,
            refused,
            max_pieces,
            wdl_pieces,
            cache: BlockCache::new(DEFAULT_CACHE_BLOCKS),
        })
    }

    /// Sets how many decoded blocks (32 KiB each) stay in memory.
    pub fn with_cache_blocks(self, blocks: usize) -> Egdb {
        Egdb {
            cache: BlockCache::new(blocks),
            ..self
        }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The distance slices cover every position with up to this many pieces.
    pub fn max_pieces(&self) -> u32 {
        self.max_pieces
    }

    /// Win, draw or loss is known for every position with up to this many pieces
    /// ([`Egdb::max_pieces`], or one more with the win/draw/loss slices).
    pub fn wdl_pieces(&self) -> u32 {
        self.wdl_pieces
    }

    /// Files that were refused, with the reason.
    pub fn refused(&self) -> &[EgdbError] {
        &self.refused
    }

    /// The slice files, distances and win/draw/loss, sorted by pieces then name.
    pub fn slices(&self) -> Vec<&SliceFile> {
        let mut v: Vec<&SliceFile> = self
            .slices
            .values()
            .chain(self.wdl_slices.values())
            .collect();
        v.sort_by_key(|f| {
            (
                f.index.material.pieces(),
                f.index.material.men(),
                f.index.material,
                f.kind == Kind::Wdl,
            )
        });
        v
    }

    /// The value of `pos` if its slice is loaded. Cheap when the block is cached.
    pub fn probe(&self, pos: &Position) -> Option<Probe> {
        let material = Material::of(pos);
        if !material.is_game() {
            return None;
        }
        let file = self.slices.get(&material)?;
        let i = file.index.index(pos);
        let b = (i / u64::from(BLOCK_POSITIONS)) as usize;
        let at = (i % u64::from(BLOCK_POSITIONS)) as usize;
        let Block::Dtm(block) = self.block(file, b)? else {
            return None;
        };
        Some(Probe::from_codes(*block.0.get(at)?, *block.1.get(at)?))
    }

    /// Block `b` of `file`, decoded, from the cache or the disk.
    pub(super) fn block(&self, file: &SliceFile, b: usize) -> Option<Block> {
        let key = (file.index.material, file.kind, b);
        self.cache.get_or_load(key, || {
            Some(match file.kind {
                Kind::Dtm => Block::Dtm(std::sync::Arc::new(file.read_block(b).ok()?)),
                Kind::Wdl => Block::Wdl(std::sync::Arc::new(file.read_raw(b).ok()?)),
            })
        })
    }

    /// The perfect move in `pos` with `counter` plies already played without a capture or
    /// man move: a winning move whose conversion comes before the 40-move rule draws
    /// (shortest win among those), else a drawing move, else the longest loss. `None`
    /// when a successor is not in the database or there is no move.
    pub fn best_move(&self, pos: &Position, counter: u16) -> Option<(Move, Probe)> {
        let mut best: Option<(Move, i64)> = None;
        for mv in pos.legal_moves() {
            let child = pos.after(&mv);
            let resets = mv.is_capture() || !pos.kings().contains(mv.from());
            let (wdl, dist, conv) = if child.pieces(child.side_to_move()).is_empty() {
                (Wdl::Loss, 0, 0)
            } else {
                let p = self.probe(&child)?;
                (p.wdl, p.distance, p.conversion)
            };
            // Plies left before the 40-move rule after this move.
            let left = if resets {
                i64::from(FORTY_MOVE_PLIES)
            } else {
                i64::from(FORTY_MOVE_PLIES) - i64::from(counter) - 1
            };
            let score = match wdl {
                // The opponent is lost: a win we keep only if we convert in time.
                Wdl::Loss if resets || i64::from(conv) <= left => 100_000 - i64::from(dist),
                Wdl::Loss | Wdl::Draw => 0,
                Wdl::Win => -100_000 + i64::from(dist),
            };
            if best.as_ref().is_none_or(|(_, s)| score > *s) {
                best = Some((mv, score));
            }
        }
        let (mv, _) = best?;
        Some((mv, self.probe(pos)?))
    }
}
