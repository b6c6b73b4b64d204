//! What can be wrong with an opening book: its bytes ([`BadBook`]), reading or
//! building it ([`BookError`]), and where it came from ([`Origin`]), for the messages.

use std::path::PathBuf;

use super::format;

/// What is wrong with a book's bytes.
///
/// ```
/// use dama_draughts::draughts::book::BadBook;
/// use dama_draughts::draughts::italian::book::Book;
///
/// assert_eq!(Book::from_bytes(b"not a book"), Err(BadBook::NotABook));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadBook {
    /// The bytes do not start with a book's magic number.
    #[error("not an opening book file")]
    NotABook,
    /// A format version this program does not read.
    #[error(
        "opening book format version {found}, this program reads version {}",
        format::VERSION
    )]
    Version {
        /// The file's version.
        found: u32,
    },
    /// The positions are keyed by another hashing scheme.
    #[error("opening book key scheme {found}, this program reads scheme {wanted}")]
    KeyScheme {
        /// The file's scheme.
        found: u32,
        /// This program's.
        wanted: u32,
    },
    /// A book of another game (names as `--game` spells them).
    #[error("an opening book of {found} draughts, not of {wanted}")]
    OtherGame {
        /// The game of the file.
        found: &'static str,
        /// The game it was read for.
        wanted: &'static str,
    },
    /// The bytes end before the book does.
    #[error("the opening book is truncated")]
    Truncated,
    /// The bytes are inconsistent (a bad checksum, a count that does not add up).
    #[error("the opening book is corrupt")]
    Corrupt,
}

/// Where a book came from.
///
/// ```
/// use dama_draughts::draughts::book::Origin;
///
/// assert_eq!(Origin::BuiltIn.to_string(), "built-in book");
/// assert_eq!(Origin::File("my.book".into()).to_string(), "my.book");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The book built into the program.
    BuiltIn,
    /// A book file at this path.
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
///
/// ```
/// use dama_draughts::draughts::book::BookError;
/// use dama_draughts::draughts::italian::book::Book;
///
/// let err = Book::read("/no/such/book.bin".as_ref()).unwrap_err();
/// assert!(matches!(err, BookError::Io { .. }));
/// ```
#[derive(Debug, thiserror::Error)]
pub enum BookError {
    /// Reading or writing the file failed.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// A book that cannot be used; `game` is the game it was wanted for.
    #[error("{origin}: {bad}")]
    Bad {
        /// Where the book came from.
        origin: Origin,
        /// What is wrong with it.
        bad: BadBook,
        /// The game it was wanted for.
        game: &'static str,
    },
    /// The book's path names a folder, a pipe, a socket or a device (checked before
    /// opening: a pipe would wait forever).
    #[error("{path}: {kind}, not a book file")]
    NotAFile {
        /// The path.
        path: PathBuf,
        /// What it is instead.
        kind: crate::core::file_kind::FileKind,
    },
    /// A partial build made with other search settings than this one's.
    #[error("{path}: a partial build with other settings ({found}; now {wanted})")]
    OtherPartial {
        /// The partial build's journal.
        path: PathBuf,
        /// Its settings.
        found: String,
        /// This build's settings.
        wanted: String,
    },
    /// The partial build's journal cannot be read.
    #[error("{path}: the partial build file is damaged")]
    BadPartial {
        /// The journal.
        path: PathBuf,
    },
}
