//! The rules of one game as the core sees them: the [`Rules`] trait, implemented by a
//! game's position type (the type *is* the game), plus the few plain types it speaks in.
//!
//! Three ways to touch a move (architecture principle 3): `play` checks it against the
//! legal moves (people, files), `play_unchecked` trusts it (search, perft), and
//! `generate_moves` fills a fixed-capacity buffer the caller owns (no heap per node).
//!
//! The draw rules that depend on history are split so that they live in one place: a
//! game says which moves are irreversible and how its counters advance ([`Rules::
//! next_counters`]); the record and the search both ask those functions and nothing else.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::Deref;

use arrayvec::ArrayVec;

use super::{
    Futility, LateReductions, LevelTable, Offers, ProbCut, Reductions, StaticCut, Threats,
};

/// A player's place in the game: 0 is the first colour the game names (White in
/// draughts), 1 the second, 2 the third (DamHex^3's Red). Which seat moves first is the
/// game's business (English draughts: Black, seat 1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
///
/// ```
/// use dama_core::core::Seat;
///
/// assert_eq!(Seat::FIRST, Seat(0));
/// assert_eq!(Seat::SECOND.index(), 1);
/// ```
pub struct Seat(pub u8);

impl Seat {
    /// Seat 0: White in draughts and Dameta, the first player of DamHex^3.
    pub const FIRST: Seat = Seat(0);
    /// Seat 1: Black in draughts (the side that moves first in English draughts).
    pub const SECOND: Seat = Seat(1);

    /// The seat as an index into per-player arrays (0, 1 or 2).
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// Why the board alone decides a game: the player to move has lost (draughts) or a
/// player has reached the goal count (Dameta).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WinReason {
    /// The player to move has no pieces left.
    NoPieces,
    /// The player to move has pieces but no legal move.
    Blocked,
    /// The winner scored the agreed number of goals.
    Goals,
}

/// A game over on the board: who won and why.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
///
/// In Italian draughts a player to move with no pieces left has lost:
///
/// ```
/// use dama_core::core::{Outcome, Rules, Seat, WinReason};
/// use dama_draughts::draughts::italian::Position;
///
/// let pos = Position::parse_position("B:W18:B")?;
/// assert_eq!(
///     Rules::outcome(&pos),
///     Some(Outcome { winner: Seat::FIRST, reason: WinReason::NoPieces })
/// );
/// assert_eq!(Rules::outcome(&Position::start()), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Outcome {
    /// The player who won.
    pub winner: Seat,
    /// Why the game ended.
    pub reason: WinReason,
}

/// A draw rule that a game's counters can trigger (repetition is the core's own).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DrawRule {
    /// Too many moves without progress: Italian and English 40 moves each without a capture
    /// or a man move; International 25 moves each of kings only, no capture.
    NoProgress,
    /// An endgame that must be won within a fixed number of moves (FMJD 16 and 5 moves).
    EndgameLimit,
}

/// `Rules::play` was given a move that is not among the legal moves of the position.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("that move is not legal in this position")]
pub struct NotLegal;

/// The most legal moves a position of any game may have. A game's `MoveList` holds at
/// most this many, so the engine sizes its per-node scratch arrays by it (no heap).
pub const MAX_MOVES: usize = 256;

/// A fixed-capacity list of moves that search and perft fill in place.
///
/// Implemented for [`arrayvec::ArrayVec`]; a game's `MoveList` is one.
///
/// ```
/// use dama_core::core::{MoveBuffer, Rules};
/// use dama_draughts::draughts::italian::Position;
///
/// let start = Position::start();
/// let mut list = <Position as Rules>::MoveList::default();
/// start.generate_moves(&mut list);
/// assert_eq!(list.len(), 7);
/// list.clear();
/// assert!(list.is_empty());
/// ```
pub trait MoveBuffer<M>: Default + Clone + Deref<Target = [M]> + Send + Sync {
    /// Empties the list.
    fn clear(&mut self);
    /// Appends a move (the list's capacity is at least [`MAX_MOVES`]).
    fn push(&mut self, mv: M);
}

impl<M: Copy + Send + Sync, const N: usize> MoveBuffer<M> for ArrayVec<M, N> {
    #[inline(always)]
    fn clear(&mut self) {
        ArrayVec::clear(self)
    }

    #[inline(always)]
    fn push(&mut self, mv: M) {
        ArrayVec::push(self, mv)
    }
}

/// The rules of one game, implemented by its position type. A position is small, `Copy`,
/// and always legal once built (from [`Rules::start`], [`Rules::parse_position`], or by
/// playing legal moves).
///
/// Italian draughts from the start: its moves, one played, the position as text and back.
///
/// ```
/// use dama_core::core::{Rules, Seat};
/// use dama_draughts::draughts::italian::Position;
///
/// let start = <Position as Rules>::start();
/// assert_eq!(start.to_move(), Seat::FIRST); // White
/// assert_eq!(start.legal_moves().len(), 7);
///
/// let mv = start.parse_move("22-18")?;
/// assert_eq!(start.move_text(&mv), "22-18");
/// assert!(start.parse_move("22-17").is_err()); // 17 is not next to 22
///
/// let mut pos = start;
/// pos.play(&mv)?;
/// assert_eq!(pos, start.after(&mv));
/// assert_eq!(pos.to_move(), Seat::SECOND);
/// let fen = pos.position_text();
/// assert!(fen.starts_with("B:W18,21,23,"), "{fen}");
/// assert_eq!(Position::parse_position(&fen)?, pos);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Rules: Copy + Eq + Hash + Debug + Send + Sync + 'static {
    /// A move, with everything needed to play and to print it.
    type Move: Copy + Eq + Hash + Debug + Send + Sync + 'static;
    /// The buffer `generate_moves` fills, holding at most [`MAX_MOVES`] moves.
    type MoveList: MoveBuffer<Self::Move>;
    /// What the draw rules count move by move (for Italian, plies since the last capture
    /// or man move). `Default` is the value at a game's start position.
    type Counters: Copy + Eq + Default + Debug + Send + Sync + 'static;
    /// Why typed move text names no legal move (data, rendered by the UI).
    type MoveError: std::error::Error + Clone + PartialEq + Send + Sync + 'static;
    /// Why position text (FEN) cannot be read (data, rendered by the UI).
    type PositionError: std::error::Error + Clone + PartialEq + Send + Sync + 'static;

    /// The family, as a save file names it: `"draughts"`, `"dameta"`, `"damhex"`.
    const GAME: &'static str;
    /// The variant within the family: `"italian"`, `"english"`, ... (the game name again
    /// for a game with no variants).
    const VARIANT: &'static str;
    /// How many players take turns.
    const PLAYERS: usize;
    /// What stands between two moves written one after another (a line of play, a list
    /// of moves): a space, unless a move's own text may hold one (Dameta's turns).
    const MOVE_SEPARATOR: &'static str = " ";

    /// Moves' texts written one after another, [`Rules::MOVE_SEPARATOR`] between them.
    fn join_moves(texts: &[String]) -> String {
        texts.join(Self::MOVE_SEPARATOR)
    }
    /// Occurrences of one position (same player to move) that draw the game.
    const REPETITION_DRAW: usize = 3;

    /// A seat's name in files and on screen, lower case: `"white"`, `"black"`, `"red"`.
    fn seat_name(seat: Seat) -> &'static str {
        ["white", "black", "red"]
            .get(seat.index())
            .copied()
            .unwrap_or("player")
    }

    /// The start position.
    fn start() -> Self;

    /// Whose turn it is.
    fn to_move(&self) -> Seat;

    /// A Zobrist-style hash of everything that decides the legal moves and the future.
    fn zobrist(&self) -> u64;

    /// Replaces the contents of `list` with every legal move.
    fn generate_moves(&self, list: &mut Self::MoveList);

    /// Every legal move, in a new buffer.
    fn legal_moves(&self) -> Self::MoveList {
        let mut list = Self::MoveList::default();
        self.generate_moves(&mut list);
        list
    }

    /// How many legal moves there are (perft's last ply: a game may count without
    /// building moves).
    fn count_moves(&self) -> u64 {
        self.legal_moves().len() as u64
    }

    /// Whether the side to move has a legal move (the quiescence asks it of every quiet
    /// position it scores). The default counts them; a game may answer faster.
    fn has_moves(&self) -> bool {
        self.count_moves() > 0
    }

    /// The leaves `depth` plies below, when the game counts its last plies in bulk
    /// (without building moves); `None`, the default, leaves the walk to the generic
    /// perft ([`crate::core::perft::perft`]).
    fn perft_bulk(&self, depth: u32) -> Option<u64> {
        let _ = depth;
        None
    }

    /// Plays a move taken from `generate_moves` of this position, without checking it.
    fn play_unchecked(&mut self, mv: &Self::Move);

    /// The position after a legal move, leaving `self` as it is.
    #[inline(always)]
    fn after(&self, mv: &Self::Move) -> Self {
        let mut next = *self;
        next.play_unchecked(mv);
        next
    }

    /// Plays `mv` if it is one of the legal moves here; otherwise changes nothing.
    fn play(&mut self, mv: &Self::Move) -> Result<(), NotLegal> {
        if self.legal_moves().contains(mv) {
            self.play_unchecked(mv);
            Ok(())
        } else {
            Err(NotLegal)
        }
    }

    /// Whether the game is over on the board here (no history needed), and who won.
    fn outcome(&self) -> Option<Outcome>;

    /// Whether the position is not quiet: a capture is pending, so a static evaluation
    /// would be wrong and the search plays on (quiescence).
    fn is_tactical(&self) -> bool;

    /// Whether the side NOT to move could capture if it were its turn (a threat against
    /// the side to move). The default, `false`, keeps the search of the games that do not
    /// answer it (Dameta, DamHex) unchanged.
    fn is_threatened(&self) -> bool {
        false
    }

    /// Whether no king stands on the board (draughts): the quiescence may then look at
    /// the moves that offer a capture. The default, `false`, keeps the search of the
    /// games that do not answer it unchanged.
    fn men_only(&self) -> bool {
        false
    }

    /// Whether `mv` is a capture (or the game's other kind of forcing move): ordered
    /// first, never reduced.
    fn is_capture(mv: &Self::Move) -> bool;

    /// The counters after `mv` is played here (from the counters before it).
    fn next_counters(&self, mv: &Self::Move, counters: Self::Counters) -> Self::Counters;

    /// Plies since the last irreversible move: no earlier position can repeat.
    fn reversible_plies(counters: Self::Counters) -> usize;

    /// The draw the counters reach in this position (the position the counters belong to).
    fn counter_draw(&self, counters: Self::Counters) -> Option<DrawRule>;

    /// A rule that makes some moves illegal by the game's history (Dameta's loop rule):
    /// `Some(n)` when the player to move here may not play a move after which the new
    /// position would stand for the `n`th time. [`crate::core::History`] applies it (the
    /// one home of repetition); when it would bar every move, none is barred. `None`,
    /// the default, bars nothing: draughts is unchanged.
    fn repetition_limit(&self) -> Option<usize> {
        None
    }

    /// The opening book this game ships, if any (the default: none). The engine's
    /// playing levels that use a book ask it before they search; see
    /// `engine::choose_move`.
    fn opening_book() -> Option<&'static dyn super::book::Book<Self>> {
        None
    }

    /// Reads typed move text in any notation the game accepts and resolves it against
    /// the legal moves; the error names the broken rule.
    fn parse_move(&self, text: &str) -> Result<Self::Move, Self::MoveError>;

    /// A move in the game's standard notation (the one saves and PDN use).
    fn move_text(&self, mv: &Self::Move) -> String;

    /// Reads position text (FEN for draughts).
    fn parse_position(text: &str) -> Result<Self, Self::PositionError>;

    /// The position as text that [`Rules::parse_position`] reads back.
    fn position_text(&self) -> String;
}

/// Scores at or beyond this are wins or losses found by search (mate distances); an
/// evaluation stays well inside it.
pub const MATE: i32 = 30_000;

/// What the engine needs of a game beyond its rules: a static evaluation and the
/// game's hints for move ordering. Implemented beside each game's rules.
pub trait Evaluate: Rules {
    /// Squares (or cells) a move's endpoints are numbered in, for the history table:
    /// `history_squares(mv)` returns indices below 64.
    fn history_squares(mv: &Self::Move) -> (usize, usize);

    /// Extra ordering weight of a capture (for Italian: kings taken), 0 for others.
    fn capture_weight(&self, mv: &Self::Move) -> i32;

    /// The score of a quiet position in hundredths of a man, from the view of the player
    /// to move.
    fn evaluate(&self) -> i32;

    /// The most time a playing level may think about one move in this game, in
    /// milliseconds: it caps the level table's time (default: no cap beyond the table).
    const LEVEL_MOVETIME_CAP_MS: u64 = u64::MAX;

    /// This game's own level table, where its levels were measured apart by games; `None`
    /// (the default) plays the engine's common table (`engine::LEVELS`).
    const LEVEL_TABLE: Option<&'static LevelTable> = None;

    /// The schedule by which the search reduces late quiet moves in this game
    /// ([`Reductions`]): set where matches showed another pays ([`Reductions::DEEP`] in
    /// Italian draughts); the default is [`Reductions::PLAIN`].
    const REDUCTIONS: Reductions = Reductions::PLAIN;

    /// Whether a search with a fixed move time runs until the time is up, an unfinished
    /// iteration playing the move that beat the last one's best before the stop; the
    /// default starts no iteration past `engine::params::search::SOFT_TIME_PERCENT` of
    /// the time. Set where matches showed it pays (Italian, English, Brazilian and
    /// International draughts).
    const MOVETIME_TO_THE_END: bool = false;

    /// The search's evaluation cache, 2^n slots of 8 bytes a search thread (0: none):
    /// set where the evaluation is dear enough that looking it up pays (Italian
    /// draughts). The cache returns exactly what [`Evaluate::evaluate`] would, so it
    /// changes speed only, never the nodes searched.
    const EVAL_CACHE_BITS: u32 = 0;

    /// The static cut of a quiet node near the leaves whose static evaluation beats beta
    /// by a margin a ply ([`StaticCut`]), with this game's numbers: set where matches
    /// showed it pays (Italian draughts); `None` searches without it.
    const STATIC_CUT: Option<StaticCut> = None;

    /// ProbCut, the cut of a node whose shallow verification search clears beta by a
    /// margin growing with depth ([`ProbCut`]), with this game's numbers: set where
    /// matches showed it pays; `None` searches without it.
    const PROBCUT: Option<ProbCut> = None;

    /// Late move reductions by depth, move number and history ([`LateReductions`]),
    /// with this game's numbers: set where matches showed they pay; `None` reduces by
    /// the fixed schedule (`REDUCTIONS` above).
    const LATE_REDUCTIONS: Option<LateReductions> = None;

    /// What the search does with capture threats ([`Threats`]): set where matches showed
    /// it pays; the default turns every switch off.
    const THREATS: Threats = Threats::OFF;

    /// Futility and move-count pruning of late quiet moves near the leaves
    /// ([`Futility`]): set where matches showed it pays; `None` searches without it.
    const FUTILITY: Option<Futility> = None;

    /// Exchange offers looked at in quiescence ([`Offers`]): set where matches showed
    /// it pays; `None` scores every quiet quiescence position by its evaluation.
    const OFFERS: Option<Offers> = None;
}
