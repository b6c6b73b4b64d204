//! The opening book of Italian draughts, made by this program's own engine.
//!
//! - [`format`](mod@format): the file (magic, format version, key scheme, checksum, build
//!   parameters, then 9 bytes a position and 4 bytes a move);
//! - [`build`]: `dama book build`: deep searches of every position a few plies from the
//!   start, then dropout expansion where the play goes, in parallel and resumable;
//! - here: [`Book`], reading a file and answering a position ([`Book::probe`]), and the
//!   book the program ships ([`shipped`]).
//!
//! # What the book holds
//!
//! Positions, each with every legal move scored (hundredths of a man from the side to
//! move's view, the engine's unit) and the depth behind the score. The game's
//! `Rules::opening_book` is [`shipped`]; the engine's levels 6–10 play from it, the
//! Hub server when its `book` parameter is on, `dama analyze --book` shows it.
//!
//! # Which book
//!
//! `assets/book-italian.bin`, built into the program; `$DAMA_BOOK` names another file
//! to use instead (one of `dama book build --out FILE`), and `DAMA_BOOK=off` plays
//! without a book. A book that cannot be used (another format version, truncated,
//! corrupt, missing) is reported by [`status`] and the program plays on without one.

pub mod build;
pub mod format;
mod journal;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::core::BookMove;
use crate::draughts::italian::{Move, Position};

use format::{Contents, Packed};

/// The environment variable naming a book file to use instead of the built-in one
/// (`off`: no book).
pub const ENV: &str = "DAMA_BOOK";

/// The book built into the program.
static BUILT_IN: &[u8] = include_bytes!("../../../../assets/book-italian.bin");

/// What is wrong with a book's bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadBook {
    #[error("not an opening book file")]
    NotABook,
    #[error(
        "opening book format version {found}, this program reads version {}",
        format::VERSION
    )]
    Version { found: u32 },
    #[error(
        "opening book key scheme {found}, this program reads scheme {}",
        format::KEY_SCHEME
    )]
    KeyScheme { found: u32 },
    #[error("the opening book is truncated")]
    Truncated,
    #[error("the opening book is corrupt")]
    Corrupt,
}

/// Where a book came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The book built into the program.
    BuiltIn,
    File(PathBuf),
}

impl std::fmt::Display for Origin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Origin::BuiltIn => write!(f, "built-in book"),
            Origin::File(p) => write!(f, "{}", p.display()),
        }
    }
}

/// Why a book cannot be read, or built.
#[derive(Debug, thiserror::Error)]
pub enum BookError {
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{origin}: {bad}")]
    Bad { origin: Origin, bad: BadBook },
    /// The book's path names a folder, a pipe, a socket or a device (checked before
    /// opening: a pipe would wait forever).
    #[error("{path}: {kind}, not a book file")]
    NotAFile {
        path: PathBuf,
        kind: crate::core::file_kind::FileKind,
    },
    /// A partial build made with other search settings than this one's.
    #[error("{path}: a partial build with other settings ({found}; now {wanted})")]
    OtherPartial {
        path: PathBuf,
        found: String,
        wanted: String,
    },
    #[error("{path}: the partial build file is damaged")]
    BadPartial { path: PathBuf },
}

/// An opening book in memory: the keys in order, and each one's moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Book {
    contents: Contents,
    /// Where each position's moves start in `contents.moves` (one more entry: the end).
    starts: Vec<usize>,
}

/// What [`Book::walk`] found by playing every book move from the start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Walk {
    /// Book positions reached.
    pub reached: usize,
    /// The deepest ply at which a book position is first reached.
    pub depth: u32,
    /// Moves whose code is not a legal move of their position.
    pub illegal: usize,
    /// Book positions first reached at each ply (index 0: the start).
    pub per_ply: Vec<usize>,
}

impl Book {
    /// A book of `entries` (a position and its scored moves), recording `params`. Moves
    /// that are not legal in their position, and positions left with none, are dropped;
    /// scores are clamped to the file's range.
    pub fn from_entries(entries: &[(Position, Vec<BookMove<Move>>)], params: &str) -> Book {
        let mut rows: Vec<(u64, Vec<Packed>)> = entries
            .iter()
            .map(|(pos, moves)| {
                let coded = format::coded_moves(pos);
                let mut packed: Vec<(i32, Packed)> = moves
                    .iter()
                    .filter_map(|m| {
                        let code = coded.iter().position(|c| *c == m.mv)?;
                        let score = m.score.clamp(i16::MIN.into(), i16::MAX.into());
                        Some((
                            m.score,
                            Packed {
                                code: code as u8,
                                score: score as i16,
                                depth: m.depth.min(255) as u8,
                            },
                        ))
                    })
                    .collect();
                // Best first; equal scores by code, so the file does not depend on order.
                packed.sort_by_key(|&(s, p)| (std::cmp::Reverse(s), p.code));
                packed.dedup_by_key(|(_, p)| p.code);
                (
                    format::key(pos),
                    packed.into_iter().map(|(_, p)| p).collect(),
                )
            })
            .filter(|(_, moves): &(u64, Vec<Packed>)| !moves.is_empty())
            .collect();
        rows.sort_by_key(|r| r.0);
        rows.dedup_by_key(|r| r.0);
        let contents = Contents {
            params: params.to_string(),
            positions: rows.iter().map(|(k, m)| (*k, m.len() as u8)).collect(),
            moves: rows.into_iter().flat_map(|(_, m)| m).collect(),
        };
        Book::from_contents(contents)
    }

    fn from_contents(contents: Contents) -> Book {
        let mut starts = Vec::with_capacity(contents.positions.len() + 1);
        let mut at = 0;
        for &(_, n) in &contents.positions {
            starts.push(at);
            at += usize::from(n);
        }
        starts.push(at);
        Book { contents, starts }
    }

    /// Reads a book from a file's bytes.
    pub fn from_bytes(bytes: &[u8]) -> Result<Book, BadBook> {
        format::decode(bytes).map(Book::from_contents)
    }

    /// Reads a book file.
    pub fn read(path: &Path) -> Result<Book, BookError> {
        let io = |source| BookError::Io {
            path: path.to_path_buf(),
            source,
        };
        if let Err(kind) = crate::core::file_kind::regular_file(path).map_err(io)? {
            return Err(BookError::NotAFile {
                path: path.to_path_buf(),
                kind,
            });
        }
        let bytes = std::fs::read(path).map_err(io)?;
        Book::from_bytes(&bytes).map_err(|bad| BookError::Bad {
            origin: Origin::File(path.to_path_buf()),
            bad,
        })
    }

    /// The file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        format::encode(&self.contents)
    }

    /// Positions in the book.
    pub fn len(&self) -> usize {
        self.contents.positions.len()
    }

    pub fn is_empty(&self) -> bool {
        self.contents.positions.is_empty()
    }

    /// Scored moves in the book, over every position.
    pub fn move_count(&self) -> usize {
        self.contents.moves.len()
    }

    /// The build parameters the book records (text, one `name: value` a line).
    pub fn params(&self) -> &str {
        &self.contents.params
    }

    /// The book moves of `pos`, best first (empty when it is not in the book).
    pub fn probe(&self, pos: &Position) -> Vec<BookMove<Move>> {
        let key = format::key(pos);
        let Ok(i) = self.contents.positions.binary_search_by_key(&key, |p| p.0) else {
            return Vec::new();
        };
        let coded = format::coded_moves(pos);
        self.contents.moves[self.starts[i]..self.starts[i + 1]]
            .iter()
            .filter_map(|p| {
                Some(BookMove {
                    mv: *coded.get(usize::from(p.code))?,
                    score: i32::from(p.score),
                    depth: u32::from(p.depth),
                })
            })
            .collect()
    }

    /// Plays every book move from the start, breadth first, and counts the book
    /// positions reached (every position of a built book is), the deepest ply of one,
    /// and the stored moves that are not legal moves.
    pub fn walk(&self) -> Walk {
        let mut seen = std::collections::HashSet::new();
        let mut level = vec![Position::start()];
        let mut walk = Walk {
            reached: 0,
            depth: 0,
            illegal: 0,
            per_ply: Vec::new(),
        };
        let mut ply = 0;
        while !level.is_empty() {
            let mut next = Vec::new();
            for pos in level {
                let key = format::key(&pos);
                let Ok(i) = self.contents.positions.binary_search_by_key(&key, |p| p.0) else {
                    continue;
                };
                if !seen.insert(key) {
                    continue;
                }
                walk.reached += 1;
                walk.depth = ply;
                walk.per_ply.resize(ply as usize + 1, 0);
                walk.per_ply[ply as usize] += 1;
                let coded = format::coded_moves(&pos);
                for p in &self.contents.moves[self.starts[i]..self.starts[i + 1]] {
                    match coded.get(usize::from(p.code)) {
                        Some(mv) => next.push(pos.after(mv)),
                        None => walk.illegal += 1,
                    }
                }
            }
            level = next;
            ply += 1;
        }
        walk
    }
}

impl crate::core::Book<Position> for Book {
    fn moves(&self, pos: &Position) -> Vec<BookMove<Move>> {
        self.probe(pos)
    }
}

/// The book the program plays with: the file `$DAMA_BOOK` names, else the built-in one;
/// `Ok(None)` when `DAMA_BOOK=off`. Read once, on first use.
pub fn status() -> &'static Result<Option<Book>, BookError> {
    static LOADED: OnceLock<Result<Option<Book>, BookError>> = OnceLock::new();
    LOADED.get_or_init(|| load(std::env::var_os(ENV).as_deref()))
}

/// The book to play with, if there is one that can be used (see [`status`]).
pub fn shipped() -> Option<&'static Book> {
    status().as_ref().ok().and_then(Option::as_ref)
}

/// The book chosen by the value of [`ENV`]: none when `off`, that file when set, else
/// the built-in one.
pub fn load(env: Option<&std::ffi::OsStr>) -> Result<Option<Book>, BookError> {
    match env {
        Some(v) if v == "off" => Ok(None),
        Some(v) if !v.is_empty() => Book::read(Path::new(v)).map(Some),
        _ => built_in().map(Some),
    }
}

/// The book built into the program.
pub fn built_in() -> Result<Book, BookError> {
    Book::from_bytes(BUILT_IN).map_err(|bad| BookError::Bad {
        origin: Origin::BuiltIn,
        bad,
    })
}
