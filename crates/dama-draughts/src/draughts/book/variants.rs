//! The books of the [`Board<R>`] variants (English, Brazilian, International): their
//! keys and partial-build records ([`BookGame`] for every `Board<R>`), and the book each
//! plays with ([`status`], [`shipped`]): `assets/book-<variant>.bin`, built into the
//! program (an empty file: no book), unless `$DAMA_BOOK_<VARIANT>` names another file
//! (`off`: none); `DAMA_BOOK=off` turns every game's book off.
//!
//! **Key scheme 2**: a position's key is mixed from its three 64-bit sets (White,
//! Black, kings, in the padded layout of `geometry`), the side to move and the game,
//! by [`super::format::mix`], not by the engine's own hash.

use std::any::Any;
use std::sync::OnceLock;

use crate::draughts::brazilian::Brazilian;
use crate::draughts::english::English;
use crate::draughts::international::International;
use crate::draughts::{Board, Color, RuleSet, Variant};

use super::format::mix;
use super::{Book, BookError, BookGame};

/// The variable that turns every game's book off (`off`); for Italian it also names a
/// book file to use instead of the built-in one.
pub const ENV_ALL: &str = "DAMA_BOOK";

static ENGLISH_BOOK: &[u8] = include_bytes!("../../../assets/book-english.bin");
static BRAZILIAN_BOOK: &[u8] = include_bytes!("../../../assets/book-brazilian.bin");
static INTERNATIONAL_BOOK: &[u8] = include_bytes!("../../../assets/book-international.bin");

impl<R: RuleSet> BookGame for Board<R> {
    const BOOK_GAME: u32 = R::PDN_GAME_TYPE as u32;
    const KEY_SCHEME: u32 = 2;
    const RECORD_LEN: usize = 25;

    fn book_key(&self) -> u64 {
        let side = u64::from(self.black_to_move) | u64::from(R::PDN_GAME_TYPE) << 8;
        let h = mix(self.white ^ 0x6B6F_6F62_616D_6164);
        let h = mix(h ^ self.black.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        mix(h ^ self.kings.rotate_left(23) ^ side.wrapping_mul(0xD6E8_FEB8_6659_FD93))
    }

    fn write_record(&self, out: &mut Vec<u8>) {
        for set in [self.white, self.black, self.kings] {
            out.extend_from_slice(&set.to_le_bytes());
        }
        out.push(u8::from(self.black_to_move));
    }

    fn read_record(bytes: &[u8]) -> Option<Self> {
        let set = |i: usize| {
            let mut b = [0; 8];
            b.copy_from_slice(bytes.get(i * 8..i * 8 + 8)?);
            Some(u64::from_le_bytes(b))
        };
        let side = match bytes.get(24)? {
            0 => Color::White,
            1 => Color::Black,
            _ => return None,
        };
        Board::from_parts(set(0)?, set(1)?, set(2)?, side).ok()
    }
}

/// The variable naming the book of variant `R` (`DAMA_BOOK_ENGLISH`, …).
///
/// ```
/// use dama_draughts::draughts::book::env_name;
/// use dama_draughts::draughts::international::International;
///
/// assert_eq!(env_name::<International>(), "DAMA_BOOK_INTERNATIONAL");
/// ```
pub fn env_name<R: RuleSet>() -> String {
    format!("DAMA_BOOK_{}", R::NAME.to_uppercase())
}

type Loaded<G> = Result<Option<Book<G>>, BookError>;

/// The book of `R` chosen by the variables' values: none when `all` (`$DAMA_BOOK`) is
/// `off`, else as [`super::load`] with `own` (`$DAMA_BOOK_<VARIANT>`) and `bytes`.
pub fn choose<R: RuleSet>(
    all: Option<&std::ffi::OsStr>,
    own: Option<&std::ffi::OsStr>,
    bytes: &[u8],
) -> Loaded<Board<R>> {
    if all.is_some_and(|v| v == "off") {
        return Ok(None);
    }
    super::load(own, bytes)
}

fn load_env<R: RuleSet>(bytes: &[u8]) -> Loaded<Board<R>> {
    let all = std::env::var_os(ENV_ALL);
    let own = std::env::var_os(env_name::<R>());
    choose::<R>(all.as_deref(), own.as_deref(), bytes)
}

/// The book variant `R` plays with, read once on first use (see the module's text);
/// `None` for Italian, whose book is `draughts::italian::book`'s.
pub fn status<R: RuleSet>() -> Option<&'static Loaded<Board<R>>> {
    static ENGLISH: OnceLock<Loaded<Board<English>>> = OnceLock::new();
    static BRAZILIAN: OnceLock<Loaded<Board<Brazilian>>> = OnceLock::new();
    static INTERNATIONAL: OnceLock<Loaded<Board<International>>> = OnceLock::new();
    let loaded: &'static dyn Any = match R::KIND {
        Variant::English => ENGLISH.get_or_init(|| load_env::<English>(ENGLISH_BOOK)),
        Variant::Brazilian => BRAZILIAN.get_or_init(|| load_env::<Brazilian>(BRAZILIAN_BOOK)),
        Variant::International => {
            INTERNATIONAL.get_or_init(|| load_env::<International>(INTERNATIONAL_BOOK))
        }
        Variant::Italian => return None,
    };
    loaded.downcast_ref()
}

/// The book variant `R` plays with, if there is one that can be used.
pub fn shipped<R: RuleSet>() -> Option<&'static Book<Board<R>>> {
    status::<R>()?.as_ref().ok()?.as_ref()
}

/// The book built into the program for variant `R` (`Ok(None)`: none shipped).
///
/// ```
/// use dama_draughts::core::Rules;
/// use dama_draughts::draughts::book::built_in;
/// use dama_draughts::draughts::english::{English, Position};
///
/// if let Some(book) = built_in::<English>()? {
///     let start = Position::start();
///     assert!(book.probe(&start).iter().all(|m| start.legal_moves().contains(&m.mv)));
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn built_in<R: RuleSet>() -> Loaded<Board<R>> {
    let bytes = match R::KIND {
        Variant::English => ENGLISH_BOOK,
        Variant::Brazilian => BRAZILIAN_BOOK,
        Variant::International => INTERNATIONAL_BOOK,
        Variant::Italian => &[],
    };
    Book::built_in(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rules;
    use crate::draughts::{brazilian, english, international};

    #[test]
    fn the_key_scheme_is_frozen_and_names_the_game() {
        // A change here changes what every book means: raise KEY_SCHEME with it.
        let e = english::Position::start().book_key();
        let b = brazilian::Position::start().book_key();
        let i = international::Position::start().book_key();
        assert_eq!(e, 0xe119_6e9d_e78f_3e0d, "{e:#x}");
        assert_ne!(e, b, "the same pieces, another game");
        assert_ne!(i, b);
    }

    #[test]
    fn records_round_trip() {
        let pos = international::Position::start();
        let pos = pos.after(&pos.legal_moves()[0]);
        let mut bytes = Vec::new();
        pos.write_record(&mut bytes);
        assert_eq!(bytes.len(), international::Position::RECORD_LEN);
        assert_eq!(international::Position::read_record(&bytes), Some(pos));
        bytes[24] = 2;
        assert_eq!(international::Position::read_record(&bytes), None);
    }

    #[test]
    fn off_turns_every_book_off() {
        let off = Some(std::ffi::OsStr::new("off"));
        let none = choose::<English>(off, None, ENGLISH_BOOK);
        assert!(matches!(none, Ok(None)));
        let own_off = choose::<English>(None, off, ENGLISH_BOOK);
        assert!(matches!(own_off, Ok(None)));
        assert!(matches!(choose::<English>(None, None, &[]), Ok(None)));
        assert_eq!(env_name::<International>(), "DAMA_BOOK_INTERNATIONAL");
    }
}
