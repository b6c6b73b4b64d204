//! A PDN library: a file of many games, read once and indexed in one pass
//! ([`crate::game::pdn_index`]); which game each PDN game is, from its `GameType` tag
//! through the one list of games (`crate::for_each_game!`); the list's cells, filter and
//! sort; opening one game (its moves are read and checked only then) as an [`AnyGame`],
//! set up for review or to play on from a move as a new game. A broken game stays in
//! the list with its problem; it never stops the others.

use std::borrow::Cow;
use std::io::Read;
use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::core::Rules;
use crate::game::pdn::{self, PdnError};
use crate::game::pdn_index::{IndexProblem, PdnIndex, Tag};
use crate::game::save::{IoAction, SaveError};
use crate::game::{Formats, Player, Record};
use crate::games::AnyGame;

/// Files larger than this are refused before they are read.
pub const MAX_LIBRARY_SIZE: u64 = crate::game::save::MAX_PDN_SIZE;

/// The most games a library holds: a file with more is refused as soon as its index
/// reaches this many, so the index of the largest file accepted stays under about
/// 100 MB (about 50 bytes a game, with the list's row numbers).
pub const MAX_GAMES: usize = 2_000_000;

/// A library that cannot be opened at all.
#[derive(Debug, Error)]
pub enum LibraryError {
    /// Missing, unreadable, not a regular file (the error names the file).
    #[error("{0}")]
    Read(SaveError),
    #[error("{} is {size} bytes; a library is at most 256 MiB", path.display())]
    TooLarge { path: PathBuf, size: u64 },
    #[error("{} is not a PDN file: it holds no tag like [White \"…\"] and no move like 22-18", path.display())]
    NotPdn { path: PathBuf },
    #[error("{} holds more than {max} games, the most a library holds: split it into smaller files", path.display())]
    TooManyGames { path: PathBuf, max: usize },
    #[error("{} is not a PDN file: byte {offset} is a NUL, and a PDN file is text", path.display())]
    Binary { path: PathBuf, offset: usize },
}

/// What is wrong with one game of a library.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GameProblem {
    #[error(transparent)]
    Index(IndexProblem),
    /// A `GameType` no game of this program has.
    #[error("GameType \"{found}\" is a game dama does not play")]
    UnknownGameType { found: String },
    /// Found when the game was opened: its moves or its FEN.
    #[error(transparent)]
    Pdn(PdnError),
}

/// The columns of the list.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Column {
    Number,
    White,
    Black,
    Event,
    Date,
    Result,
    Moves,
}

impl Column {
    /// Every column, in the list's order.
    pub const ALL: [Column; 7] = [
        Column::Number,
        Column::White,
        Column::Black,
        Column::Event,
        Column::Date,
        Column::Result,
        Column::Moves,
    ];
}

/// An opened library.
pub struct Library {
    pub path: PathBuf,
    text: String,
    index: PdnIndex,
    /// Each game's game (a `Rules::VARIANT`), or why it has none it can be opened as
    /// (boxed: 16 bytes a game).
    kinds: Vec<Result<&'static str, Box<GameProblem>>>,
}

impl Library {
    /// Reads and indexes `path`; games without a `GameType` tag are of `default` (a
    /// `Rules::VARIANT`, such as `"italian"`).
    pub fn open(path: &Path, default: &'static str) -> Result<Library, LibraryError> {
        let text = read(path)?;
        let library = Library::from_text_at_most(path, text, default, MAX_GAMES).ok_or(
            LibraryError::TooManyGames {
                path: path.into(),
                max: MAX_GAMES,
            },
        )?;
        if !library.index.looks_like_pdn {
            return Err(LibraryError::NotPdn { path: path.into() });
        }
        Ok(library)
    }

    /// Indexes a text read already (`path` names it in messages).
    pub fn from_text(path: &Path, text: String, default: &'static str) -> Library {
        Library::from_text_at_most(path, text, default, usize::MAX)
            .unwrap_or_else(|| unreachable!("no text holds more than usize::MAX games"))
    }

    /// Indexes a text read already, or `None` when it holds more than `max` games
    /// (found before their index is built).
    pub fn from_text_at_most(
        path: &Path,
        text: String,
        default: &'static str,
        max: usize,
    ) -> Option<Library> {
        let text = match text.strip_prefix('\u{feff}') {
            Some(rest) => rest.to_string(),
            None => text,
        };
        let index = PdnIndex::scan_at_most(&text, max)?;
        let kinds = (0..index.entries.len())
            .map(|i| {
                if let Some(p) = &index.entries[i].problem {
                    return Err(Box::new(GameProblem::Index((**p).clone())));
                }
                match index.tag(&text, i, Tag::GameType) {
                    None => Ok(default),
                    Some(found) => pdn::game_type_number(&found)
                        .and_then(variant_of)
                        .ok_or_else(|| {
                            Box::new(GameProblem::UnknownGameType {
                                found: found.into_owned(),
                            })
                        }),
                }
            })
            .collect();
        Some(Library {
            path: path.into(),
            text,
            index,
            kinds,
        })
    }

    /// How many games.
    pub fn len(&self) -> usize {
        self.kinds.len()
    }

    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    /// The game (a `Rules::VARIANT`) of game `i` (from 0), if it can be opened.
    pub fn variant(&self, i: usize) -> Option<&'static str> {
        self.kinds.get(i)?.as_ref().ok().copied()
    }

    /// What is wrong with game `i`, as far as is known.
    pub fn problem(&self, i: usize) -> Option<&GameProblem> {
        self.kinds.get(i)?.as_ref().err().map(|p| &**p)
    }

    /// The line of the file game `i` starts on.
    pub fn line(&self, i: usize) -> usize {
        self.index.entries.get(i).map_or(0, |e| e.line as usize)
    }

    /// Whether the games are of more than one game.
    pub fn is_mixed(&self) -> bool {
        let mut ok = self.kinds.iter().filter_map(|k| k.as_ref().ok());
        ok.next()
            .is_some_and(|first| ok.any(|other| other != first))
    }

    /// The text of column `c` of game `i` (from 0; the number counts from 1).
    pub fn cell(&self, i: usize, c: Column) -> Cow<'_, str> {
        let tag = |t| self.index.tag(&self.text, i, t).unwrap_or_default();
        match c {
            Column::Number => Cow::Owned((i + 1).to_string()),
            Column::White => tag(Tag::White),
            Column::Black => tag(Tag::Black),
            Column::Event => tag(Tag::Event),
            Column::Date => tag(Tag::Date),
            Column::Result => self.index.result(&self.text, i).unwrap_or_default(),
            Column::Moves => Cow::Owned(self.moves(i).to_string()),
        }
    }

    /// Moves of game `i`'s main line (a move is White's and Black's ply).
    pub fn moves(&self, i: usize) -> u32 {
        self.index.entries.get(i).map_or(0, |e| e.plies.div_ceil(2))
    }

    /// Plies of game `i`'s main line, as the index counted them.
    pub fn plies(&self, i: usize) -> u32 {
        self.index.entries.get(i).map_or(0, |e| e.plies)
    }

    /// The PDN text of game `i`.
    pub fn game_text(&self, i: usize) -> &str {
        self.index
            .entries
            .get(i)
            .and_then(|e| self.text.get(e.range()))
            .unwrap_or("")
    }

    /// Reads game `i` (from 0), checking every move; a problem is remembered, so that
    /// the list shows it from then on.
    pub fn load(&mut self, i: usize) -> Result<AnyGame, GameProblem> {
        let variant = match self.kinds.get(i) {
            Some(Ok(v)) => *v,
            Some(Err(p)) => return Err((**p).clone()),
            None => {
                let count = self.len();
                return Err(GameProblem::Pdn(PdnError::NoSuchGame {
                    wanted: i + 1,
                    count,
                }));
            }
        };
        let result = match import(variant, self.game_text(i), &self.path) {
            Some(Ok(game)) => Ok(game),
            Some(Err(SaveError::Pdn { error, .. })) => Err(GameProblem::Pdn(error)),
            _ => Err(GameProblem::Pdn(PdnError::NoGames)),
        };
        if let Err(p) = &result {
            self.kinds[i] = Err(Box::new(p.clone()));
        }
        result
    }

    /// Reads every game, so that every broken one is known.
    pub fn check_all(&mut self) {
        for i in 0..self.len() {
            let _ = self.load(i);
        }
    }

    /// The games whose cells contain `filter` (any case, any column), sorted by `by`
    /// (`reverse`: the other way), in file order among equals.
    pub fn rows(&self, filter: &str, by: Column, reverse: bool) -> Vec<usize> {
        let needle = filter.trim().to_lowercase();
        let mut rows: Vec<usize> = (0..self.len())
            .filter(|&i| {
                needle.is_empty()
                    || Column::ALL
                        .iter()
                        .any(|&c| self.cell(i, c).to_lowercase().contains(&needle))
            })
            .collect();
        match by {
            Column::Number => {}
            Column::Moves => rows.sort_by_key(|&i| self.moves(i)),
            c => rows.sort_by_cached_key(|&i| self.cell(i, c).to_lowercase()),
        }
        if reverse {
            rows.reverse();
        }
        rows
    }
}

/// Reads a whole library, refusing one over [`MAX_LIBRARY_SIZE`]. Text that is not
/// UTF-8 is read as Latin-1 (older Windows programs write it).
fn read(path: &Path) -> Result<String, LibraryError> {
    let io = |action, e| LibraryError::Read(SaveError::io(action, path, e));
    let meta = std::fs::metadata(path).map_err(|e| io(IoAction::Open, e))?;
    if !meta.is_file() {
        return Err(LibraryError::Read(SaveError::NotAFile {
            path: path.into(),
        }));
    }
    if meta.len() > MAX_LIBRARY_SIZE {
        return Err(LibraryError::TooLarge {
            path: path.into(),
            size: meta.len(),
        });
    }
    let file = std::fs::File::open(path).map_err(|e| io(IoAction::Open, e))?;
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(MAX_LIBRARY_SIZE + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| io(IoAction::Read, e))?;
    if bytes.len() as u64 > MAX_LIBRARY_SIZE {
        return Err(LibraryError::TooLarge {
            path: path.into(),
            size: bytes.len() as u64,
        });
    }
    if let Some(offset) = bytes.iter().position(|&b| b == 0) {
        return Err(LibraryError::Binary {
            path: path.into(),
            offset,
        });
    }
    Ok(String::from_utf8(bytes)
        .unwrap_or_else(|e| e.into_bytes().iter().map(|&b| char::from(b)).collect()))
}

/// The first ply of move `n` (the end when the game is shorter).
fn first_ply<G: Rules>(g: &Record<G>, n: usize) -> usize {
    let len = g.moves().len();
    (0..len).find(|&p| g.move_number(p).0 >= n).unwrap_or(len)
}

/// The record at `ply`: for review (every seat a person, the later moves kept), or with
/// `players` a new game from that position (the later moves and the result dropped).
fn set_up_record<G: Rules>(g: &mut Record<G>, ply: usize, players: Option<&[Player]>) {
    let ply = ply.min(g.moves().len());
    match players {
        None => {
            for seat in 0..g.players().len() {
                g.set_player(crate::core::Seat(seat as u8), Player::Human);
            }
            while g.cursor() > ply && g.undo() {}
            while g.cursor() < ply && g.redo() {}
        }
        Some(players) => {
            let mut fresh = Record::with_players(*g.start(), players.to_vec());
            for mv in &g.moves()[..ply] {
                if fresh.play(mv).is_err() {
                    break;
                }
            }
            *g = fresh;
        }
    }
}

macro_rules! define_library_games {
    ($($name:ident => $ty:ty,)*) => {
        /// The game (`Rules::VARIANT`) whose PDN `GameType` is `number`.
        fn variant_of(number: u8) -> Option<&'static str> {
            $(
                if <$ty as Formats>::PDN_GAME_TYPE == Some(number) {
                    return Some(<$ty as Rules>::VARIANT);
                }
            )*
            None
        }

        /// `preferred` (a `Rules::VARIANT`) when it has PDN, else the first game that has.
        pub fn pdn_variant(preferred: &str) -> &'static str {
            let mut first = None;
            $(
                if <$ty as Formats>::PDN_GAME_TYPE.is_some() {
                    if <$ty as Rules>::VARIANT == preferred {
                        return <$ty as Rules>::VARIANT;
                    }
                    first = first.or(Some(<$ty as Rules>::VARIANT));
                }
            )*
            first.unwrap_or("")
        }

        /// The one game of `text` as a game of `variant` (None: no such game with PDN).
        fn import(variant: &str, text: &str, path: &Path) -> Option<Result<AnyGame, SaveError>> {
            $(
                if <$ty as Rules>::VARIANT == variant {
                    return <$ty as Formats>::pdn_import(text, 1, path)
                        .map(|r| r.map(AnyGame::$name));
                }
            )*
            None
        }

        /// Plies in the whole record.
        pub fn plies(game: &AnyGame) -> usize {
            match game {
                $(AnyGame::$name(g) => g.moves().len(),)*
            }
        }

        /// The first ply of move `n` (numbered as the game numbers its moves).
        pub fn ply_of_move(game: &AnyGame, n: usize) -> usize {
            match game {
                $(AnyGame::$name(g) => first_ply(g, n),)*
            }
        }

        /// The number of the move played at `ply`.
        pub fn move_at(game: &AnyGame, ply: usize) -> usize {
            match game {
                $(AnyGame::$name(g) => g.move_number(ply).0,)*
            }
        }

        /// The game shown at `ply` for review, every seat a person.
        pub fn for_review(mut game: AnyGame, ply: usize) -> AnyGame {
            match &mut game {
                $(AnyGame::$name(g) => set_up_record(g, ply, None),)*
            }
            game
        }

        /// A new game from the position at `ply`, with `players`.
        pub fn play_on(mut game: AnyGame, ply: usize, players: &[Player]) -> AnyGame {
            match &mut game {
                $(AnyGame::$name(g) => set_up_record(g, ply, Some(players)),)*
            }
            game
        }
    };
}

crate::for_each_game!(define_library_games);

#[cfg(test)]
#[path = "library_tests.rs"]
mod tests;
