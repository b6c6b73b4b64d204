//! The opening book of Italian draughts: the shared book of `crate::draughts::book` for
//! Italian's [`Position`] (its key scheme 1 and partial-build record), and the book the
//! program ships ([`shipped`]).
//!
//! # Which book
//!
//! `assets/book-italian.bin`, built into the program; `$DAMA_BOOK` names another file
//! to use instead (one of `dama book build --out FILE`), and `DAMA_BOOK=off` plays
//! without a book. A book that cannot be used (another format version, another game,
//! truncated, corrupt, missing) is reported by [`status`] and the program plays on
//! without one.
//!
//! **Key scheme 1** ([`BookGame::book_key`]): a position's key is mixed from its three
//! 32-bit sets and the side to move; the header's game field is 0 (the first books were
//! all Italian, and read unchanged).

use std::sync::OnceLock;

use crate::draughts::book::format::mix;
use crate::draughts::italian::{Bitboard, Color, Position};

pub use crate::draughts::book::{BadBook, BookError, BookGame, Origin, Walk};
// The file format, for the book builder (dama-data).
#[doc(hidden)]
pub use crate::draughts::book::format;

/// An Italian opening book.
///
/// ```
/// use dama_draughts::core::Rules;
/// use dama_draughts::draughts::italian::Position;
/// use dama_draughts::draughts::italian::book;
///
/// let built_in = book::built_in()?;
/// assert!(!built_in.is_empty());
/// let start = Position::start();
/// let moves = built_in.probe(&start); // best first
/// assert!(moves.iter().all(|m| start.legal_moves().contains(&m.mv)));
///
/// // A book survives its file's bytes.
/// let again = book::Book::from_bytes(&built_in.to_bytes())?;
/// assert_eq!(again.len(), built_in.len());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub type Book = crate::draughts::book::Book<Position>;

/// The environment variable naming a book file to use instead of the built-in one
/// (`off`: no book, for every game).
pub const ENV: &str = crate::draughts::book::ENV_ALL;

/// The book built into the program.
static BUILT_IN: &[u8] = include_bytes!("../../../assets/book-italian.bin");

impl BookGame for Position {
    const BOOK_GAME: u32 = 0;
    const KEY_SCHEME: u32 = 1;
    const RECORD_LEN: usize = 13;

    fn book_key(&self) -> u64 {
        let colours = u64::from(self.white().0) | u64::from(self.black().0) << 32;
        let side = u64::from(self.side_to_move() == Color::Black);
        let rest = u64::from(self.kings().0) | side << 32;
        mix(mix(colours ^ 0x6B6F_6F62_616D_6164) ^ rest.wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }

    fn write_record(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.white().0.to_le_bytes());
        out.extend_from_slice(&self.black().0.to_le_bytes());
        out.extend_from_slice(&self.kings().0.to_le_bytes());
        out.push(u8::from(self.side_to_move() == Color::Black));
    }

    fn read_record(r: &[u8]) -> Option<Self> {
        let set = |i: usize| {
            let b = r.get(i..i + 4)?;
            Some(Bitboard(u32::from_le_bytes([b[0], b[1], b[2], b[3]])))
        };
        let side = match r.get(12)? {
            0 => Color::White,
            1 => Color::Black,
            _ => return None,
        };
        Position::from_parts(set(0)?, set(4)?, set(8)?, side).ok()
    }
}

/// The book the program plays with: the file `$DAMA_BOOK` names, else the built-in one;
/// `Ok(None)` when `DAMA_BOOK=off`. Read once, on first use.
///
/// ```
/// use dama_draughts::draughts::italian::book::status;
///
/// match status() {
///     Ok(Some(book)) => println!("a book of {} positions", book.len()),
///     Ok(None) => println!("DAMA_BOOK=off: no book"),
///     Err(e) => println!("playing without a book: {e}"),
/// }
/// ```
pub fn status() -> &'static Result<Option<Book>, BookError> {
    static LOADED: OnceLock<Result<Option<Book>, BookError>> = OnceLock::new();
    LOADED.get_or_init(|| load(std::env::var_os(ENV).as_deref()))
}

/// The book to play with, if there is one that can be used (see [`status`]).
///
/// ```
/// use dama_draughts::draughts::italian::book::{shipped, status};
///
/// // Without `$DAMA_BOOK`, the built-in book.
/// if std::env::var_os("DAMA_BOOK").is_none() {
///     assert!(status().is_ok());
///     assert!(shipped().is_some_and(|book| !book.is_empty()));
/// }
/// ```
pub fn shipped() -> Option<&'static Book> {
    status().as_ref().ok().and_then(Option::as_ref)
}

/// The book chosen by the value of [`ENV`]: none when `off`, that file when set, else
/// the built-in one.
///
/// ```
/// use dama_draughts::draughts::italian::book::load;
///
/// assert!(load(Some("off".as_ref()))?.is_none());
/// assert!(load(None)?.is_some()); // the built-in book
/// assert!(load(Some("/no/such/book.bin".as_ref())).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn load(env: Option<&std::ffi::OsStr>) -> Result<Option<Book>, BookError> {
    crate::draughts::book::load(env, BUILT_IN)
}

/// The book built into the program (see [`Book`] for an example).
///
/// ```
/// use dama_draughts::draughts::italian::book::built_in;
///
/// assert!(!built_in()?.is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn built_in() -> Result<Book, BookError> {
    Book::from_bytes(BUILT_IN).map_err(|bad| BookError::Bad {
        origin: Origin::BuiltIn,
        bad,
        game: "italian",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_scheme_is_frozen() {
        // A change here changes what every book means: raise KEY_SCHEME with it.
        assert_eq!(Position::start().book_key(), 0x3f5e_bece_d87e_02a0);
    }

    #[test]
    fn move_codes_follow_the_squares() {
        let moves = crate::draughts::book::coded_moves(&Position::start());
        let texts: Vec<String> = moves.iter().map(|m| m.fid()).collect();
        let want = [
            "21-17", "21-18", "22-18", "22-19", "23-19", "23-20", "24-20",
        ];
        assert_eq!(texts, want);
    }

    #[test]
    fn records_round_trip() {
        let pos = Position::start();
        let pos = pos.after(&pos.legal_moves()[2]);
        let mut bytes = Vec::new();
        pos.write_record(&mut bytes);
        assert_eq!(bytes.len(), Position::RECORD_LEN);
        assert_eq!(Position::read_record(&bytes), Some(pos));
    }
}
