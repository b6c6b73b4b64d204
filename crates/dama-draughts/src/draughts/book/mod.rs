//! The opening books of the draughts games, made by this program's own engine: one
//! implementation for Italian and for every [`Board<R>`](crate::draughts::Board) variant
//! (English, Brazilian, International), generic over [`BookGame`] — what a book needs of
//! a game: the position's key, a record of it for the partial build, the move order of
//! the move codes, and the engine's search.
//!
//! - [`format`](mod@format): the file (magic, format version, key scheme, the game,
//!   checksum, build parameters, then 9 bytes a position and 4 bytes a move);
//! - `build` (in `dama-data`): `dama book build`: deep searches of every position a few plies from the
//!   start, then dropout expansion where the play goes, in parallel and resumable;
//! - here: [`Book`], reading a file and answering a position ([`Book::probe`]), and
//!   choosing the book to play with ([`load`]);
//! - `variants`: the keys of the [`Board<R>`](crate::draughts::Board) variants and
//!   their built-in books ([`shipped`]); Italian's are in `draughts::italian::book`.
//!
//! # What a book holds
//!
//! Positions, each with every legal move scored (hundredths of a man from the side to
//! move's view, the engine's unit) and the depth behind the score. A game's
//! `Rules::opening_book` is its built-in book; the engine's levels from 6 up play from
//! it, choosing among the moves within a margin of the best (`engine::book_move`).

// The books' file format and the partial build's journal, for the book builder
// (dama-data) and the save files (dama-game).
mod error;
#[doc(hidden)]
pub mod format;
#[doc(hidden)]
pub mod journal;
mod variants;
pub mod words;

use std::path::Path;

use crate::core::{BookMove, Evaluate};
use crate::draughts::Draughts;

use format::{Contents, Packed};

pub use error::{BadBook, BookError, Origin};
pub use variants::{ENV_ALL, built_in, env_name, shipped, status};

/// What an opening book needs of a game; implemented by Italian's
/// [`Position`](crate::draughts::italian::Position) and every
/// [`Board`](crate::draughts::Board) variant.
///
/// ```
/// use dama_draughts::draughts::book::BookGame;
/// use dama_draughts::draughts::{english, italian};
///
/// assert_eq!(<italian::Position as BookGame>::BOOK_GAME, 0);
/// assert_eq!(<english::Position as BookGame>::BOOK_GAME, 21); // the PDN GameType
/// ```
pub trait BookGame: Draughts + Evaluate {
    /// The header's game field ([`format`](mod@format)): 0 Italian, else the PDN `GameType`.
    const BOOK_GAME: u32;
    /// How [`BookGame::book_key`] is computed: a change of it changes what a book means.
    const KEY_SCHEME: u32;
    /// The bytes of a position in the partial build's records.
    const RECORD_LEN: usize;
    // What the book builder (dama-data) and the partial build's journal need.
    #[doc(hidden)]
    /// The position's key in a book file.
    fn book_key(&self) -> u64;
    #[doc(hidden)]
    /// Appends the position's [`BookGame::RECORD_LEN`] bytes to `out`.
    fn write_record(&self, out: &mut Vec<u8>);
    #[doc(hidden)]
    /// The position of a record, if the bytes are one.
    fn read_record(bytes: &[u8]) -> Option<Self>;
}

// For the book builder (dama-data): the order of the move codes.
#[doc(hidden)]
/// The legal moves of `pos` in the order move codes count them: by their squares
/// (starting square, every landing square, then the captured ones, by PDN number).
pub fn coded_moves<G: BookGame>(pos: &G) -> Vec<G::Move> {
    let mut moves: Vec<(Vec<u8>, G::Move)> = pos
        .legal_moves()
        .iter()
        .map(|m| {
            let s = G::move_squares(m);
            let mut key = vec![s.from];
            key.extend(&s.path);
            key.push(0);
            key.extend(&s.captured);
            (key, *m)
        })
        .collect();
    moves.sort_by(|a, b| a.0.cmp(&b.0));
    moves.into_iter().map(|(_, m)| m).collect()
}

/// An opening book of game `G` in memory: the keys in order, and each one's moves.
///
/// A book of one position, written to bytes and read back:
///
/// ```
/// use dama_draughts::core::{BookMove, Rules};
/// use dama_draughts::draughts::book::Book;
/// use dama_draughts::draughts::english::Position;
///
/// let start = Position::start();
/// let mv = start.parse_move("11-15")?;
/// let book = Book::from_entries(&[(start, vec![BookMove { mv, score: 5, depth: 12 }])], "example");
/// assert_eq!((book.len(), book.move_count(), book.params()), (1, 1, "example"));
/// let read: Book<Position> = Book::from_bytes(&book.to_bytes())?;
/// assert_eq!(read.probe(&start), [BookMove { mv, score: 5, depth: 12 }]);
/// assert!(read.probe(&start.after(&mv)).is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Book<G> {
    contents: Contents,
    /// Where each position's moves start in `contents.moves` (one more entry: the end).
    starts: Vec<usize>,
    game: std::marker::PhantomData<fn() -> G>,
}

// For `dama book check` (the program) and the book builder's tests.
#[doc(hidden)]
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

impl<G: BookGame> Book<G> {
    /// A book of `entries` (a position and its scored moves), recording `params`. Moves
    /// that are not legal in their position, and positions left with none, are dropped;
    /// scores are clamped to the file's range.
    ///
    /// ```
    /// use dama_draughts::core::{BookMove, Rules};
    /// use dama_draughts::draughts::{book::Book, english::Position};
    ///
    /// let start = Position::start();
    /// let mv = start.parse_move("11-15")?;
    /// let twice = vec![BookMove { mv, score: 3, depth: 9 }, BookMove { mv, score: 1, depth: 9 }];
    /// let book = Book::from_entries(&[(start, twice)], "");
    /// assert_eq!(book.move_count(), 1); // one entry a move
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_entries(entries: &[(G, Vec<BookMove<G::Move>>)], params: &str) -> Self {
        let mut rows: Vec<(u64, Vec<Packed>)> = entries
            .iter()
            .map(|(pos, moves)| {
                let coded = coded_moves(pos);
                let mut packed: Vec<(i32, Packed)> = moves
                    .iter()
                    .filter_map(|m| {
                        let code = coded.iter().position(|c| *c == m.mv)?;
                        let score = m.score.clamp(i16::MIN.into(), i16::MAX.into());
                        let depth = m.depth.min(255) as u8;
                        let p = Packed {
                            code: code as u8,
                            score: score as i16,
                            depth,
                        };
                        Some((m.score, p))
                    })
                    .collect();
                // Best first; equal scores by code, so the file does not depend on order.
                packed.sort_by_key(|&(s, p)| (std::cmp::Reverse(s), p.code));
                packed.dedup_by_key(|(_, p)| p.code);
                (pos.book_key(), packed.into_iter().map(|(_, p)| p).collect())
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

    fn from_contents(contents: Contents) -> Self {
        let mut starts = Vec::with_capacity(contents.positions.len() + 1);
        let mut at = 0;
        for &(_, n) in &contents.positions {
            starts.push(at);
            at += usize::from(n);
        }
        starts.push(at);
        Book {
            contents,
            starts,
            game: std::marker::PhantomData,
        }
    }

    /// Reads a book from a file's bytes.
    ///
    /// ```
    /// use dama_draughts::draughts::book::{BadBook, Book};
    /// use dama_draughts::draughts::english::Position;
    ///
    /// assert_eq!(Book::<Position>::from_bytes(b""), Err(BadBook::NotABook));
    /// ```
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, BadBook> {
        format::decode::<G>(bytes).map(Book::from_contents)
    }

    /// Reads a book file.
    ///
    /// ```
    /// use dama_draughts::draughts::book::Book;
    /// use dama_draughts::draughts::english::Position;
    ///
    /// let dir = tempfile::tempdir()?;
    /// let path = dir.path().join("empty.book");
    /// std::fs::write(&path, Book::<Position>::from_entries(&[], "").to_bytes())?;
    /// assert!(Book::<Position>::read(&path)?.is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn read(path: &Path) -> Result<Self, BookError> {
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
            game: G::VARIANT,
        })
    }

    /// The book of built-in bytes (`Ok(None)` when there are none: no book shipped).
    ///
    /// ```
    /// use dama_draughts::draughts::book::Book;
    /// use dama_draughts::draughts::english::Position;
    ///
    /// assert!(Book::<Position>::built_in(&[])?.is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn built_in(bytes: &[u8]) -> Result<Option<Self>, BookError> {
        if bytes.is_empty() {
            return Ok(None);
        }
        Book::from_bytes(bytes)
            .map(Some)
            .map_err(|bad| BookError::Bad {
                origin: Origin::BuiltIn,
                bad,
                game: G::VARIANT,
            })
    }

    /// The file's bytes.
    ///
    /// ```
    /// use dama_draughts::draughts::book::Book;
    /// use dama_draughts::draughts::english::Position;
    ///
    /// let empty = Book::<Position>::from_entries(&[], "none");
    /// assert_eq!(Book::<Position>::from_bytes(&empty.to_bytes())?, empty);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_bytes(&self) -> Vec<u8> {
        format::encode::<G>(&self.contents)
    }

    /// Positions in the book.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::book;
    ///
    /// assert!(book::built_in()?.len() > 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn len(&self) -> usize {
        self.contents.positions.len()
    }

    /// Whether the book holds no position.
    ///
    /// ```
    /// use dama_draughts::draughts::book::Book;
    /// use dama_draughts::draughts::english::Position;
    ///
    /// assert!(Book::<Position>::from_entries(&[], "").is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.contents.positions.is_empty()
    }

    /// Scored moves in the book, over every position.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::book;
    ///
    /// let built_in = book::built_in()?;
    /// assert!(built_in.move_count() >= built_in.len());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn move_count(&self) -> usize {
        self.contents.moves.len()
    }

    /// The build parameters the book records (text, one `name: value` a line).
    ///
    /// ```
    /// use dama_draughts::draughts::book::Book;
    /// use dama_draughts::draughts::english::Position;
    ///
    /// assert_eq!(Book::<Position>::from_entries(&[], "depth: 12").params(), "depth: 12");
    /// ```
    pub fn params(&self) -> &str {
        &self.contents.params
    }

    /// The stored moves of the position of `key`, if it is in the book.
    fn stored(&self, key: u64) -> Option<&[Packed]> {
        let positions = &self.contents.positions;
        let i = positions.binary_search_by_key(&key, |p| p.0).ok()?;
        Some(&self.contents.moves[self.starts[i]..self.starts[i + 1]])
    }

    /// The book moves of `pos`, best first (empty when it is not in the book).
    ///
    /// ```
    /// use dama_draughts::core::Rules;
    /// use dama_draughts::draughts::italian::{Position, book};
    ///
    /// let built_in = book::built_in()?;
    /// let start = Position::start();
    /// let moves = built_in.probe(&start);
    /// assert!(moves.windows(2).all(|w| w[0].score >= w[1].score)); // best first
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn probe(&self, pos: &G) -> Vec<BookMove<G::Move>> {
        let Some(stored) = self.stored(pos.book_key()) else {
            return Vec::new();
        };
        let coded = coded_moves(pos);
        stored
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

    #[doc(hidden)]
    /// Plays every book move from the start, breadth first, and counts the book
    /// positions reached (every position of a built book is), the deepest ply of one,
    /// and the stored moves that are not legal moves.
    pub fn walk(&self) -> Walk {
        let mut seen = std::collections::HashSet::new();
        let mut level = vec![G::start()];
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
                let key = pos.book_key();
                let Some(stored) = self.stored(key) else {
                    continue;
                };
                if !seen.insert(key) {
                    continue;
                }
                walk.reached += 1;
                walk.depth = ply;
                walk.per_ply.resize(ply as usize + 1, 0);
                walk.per_ply[ply as usize] += 1;
                let coded = coded_moves(&pos);
                for p in stored {
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

impl<G: BookGame> crate::core::Book<G> for Book<G> {
    fn moves(&self, pos: &G) -> Vec<BookMove<G::Move>> {
        self.probe(pos)
    }
}

/// The book chosen by the value of a book variable: none when `off`, that file when
/// set, else the built-in `bytes` (none when empty).
///
/// ```
/// use dama_draughts::draughts::book::load;
/// use dama_draughts::draughts::english::Position;
///
/// assert!(load::<Position>(Some("off".as_ref()), b"")?.is_none());
/// assert!(load::<Position>(None, b"")?.is_none()); // no built-in bytes given
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn load<G: BookGame>(
    env: Option<&std::ffi::OsStr>,
    bytes: &[u8],
) -> Result<Option<Book<G>>, BookError> {
    match env {
        Some(v) if v == "off" => Ok(None),
        Some(v) if !v.is_empty() => Book::read(Path::new(v)).map(Some),
        _ => Book::built_in(bytes),
    }
}
