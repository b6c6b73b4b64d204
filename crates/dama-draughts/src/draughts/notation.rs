//! Move text of the 8x8/10x10 variants, in PDN form: `32-28` for a step, `28x19x10` for
//! a capture with every landing square (what this program writes), and the short
//! `28x10` when it names exactly one legal move (PDN 3.0 allows it). Algebraic square
//! names (`c3-d4`, `c3xe5`, as PDN writes Brazilian games) are read too. The typed text is
//! resolved against the legal moves; when it names none, the error says why, as data.

use super::board::Board;
use super::explain::Typed;
use super::geometry::Geometry;
use super::movegen;
use super::mv::{Move, MoveList};
use super::ruleset::RuleSet;

/// Why typed text names no single legal move: the rule it breaks, with the squares and
/// moves that explain it (`text` is the move as typed). The UI renders it in the player's
/// language (`draughts::words`); `Display` is a short English form.
///
/// ```
/// use dama_draughts::core::Rules;
/// use dama_draughts::draughts::MoveError;
/// use dama_draughts::draughts::english::Position;
///
/// let start = Position::start();
/// assert_eq!(start.parse_move(""), Err(MoveError::Empty));
/// assert_eq!(start.parse_move("40-36"), Err(MoveError::OffBoard { square: 40, max: 32 }));
/// assert!(start.parse_move("11-15").is_ok()); // Black opens
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// Nothing was typed.
    #[error("no move typed")]
    Empty,
    /// The text is not squares joined by `-` or `x`.
    #[error("move text is not squares joined by - or x")]
    Syntax,
    /// A square number beyond the board.
    #[error("square {square} is not on this board (1-{max})")]
    OffBoard {
        /// The number typed.
        square: u32,
        /// The board's last square (32 or 50).
        max: u8,
    },
    /// The game is over: no legal move at all.
    #[error("no legal moves: the game is over")]
    NoLegalMoves,
    /// The start square (a PDN number) holds no piece of the side to move.
    #[error("no piece of the side to move on {0}")]
    NoPieceOfYours(u8),
    /// A plain move while a capture is compulsory; `options` are the legal captures.
    #[error("a capture is compulsory: {}", list(options))]
    CaptureCompulsory {
        /// The legal captures.
        options: Vec<Move>,
    },
    /// A capture that does not exist while captures are compulsory.
    #[error("{text} is not a legal move; capture: {}", list(options))]
    NoSuchCapture {
        /// The move as typed.
        text: String,
        /// The legal captures.
        options: Vec<Move>,
    },
    /// The majority rule: `best` takes `count` pieces, the typed capture fewer.
    #[error("{text}: must take the most pieces: {best} takes {count}")]
    MostPieces {
        /// The move as typed.
        text: String,
        /// A legal capture.
        best: Move,
        /// How many pieces it takes.
        count: u32,
    },
    /// The capture stops early; `best` goes on.
    #[error("{text}: the capture must go on: {best}")]
    MustContinue {
        /// The move as typed.
        text: String,
        /// A legal capture.
        best: Move,
    },
    /// The text names a square of a piece `best` takes (`king` if it is a king) where
    /// its landing square was meant.
    #[error("{taken} is the piece taken; the capture lands on {}", best.to_number())]
    TakenNotLanding {
        /// The square typed (a PDN number), which holds a piece taken.
        taken: u8,
        /// Whether that piece is a king.
        king: bool,
        /// The legal capture meant.
        best: Move,
    },
    /// No capture is on and the piece on `from` cannot go there; `alternatives` are its
    /// legal moves (none: it cannot move); `backward` when a man was sent backwards.
    #[error("{text} is not a legal move")]
    Illegal {
        /// The move as typed.
        text: String,
        /// Its start square, a PDN number.
        from: u8,
        /// The piece's legal moves.
        alternatives: Vec<Move>,
        /// Whether a man was sent backwards.
        backward: bool,
    },
    /// The text fits more than one legal capture (`paths`, two or more).
    #[error("{text} matches {} captures: give the full path", paths.len())]
    Ambiguous {
        /// The move as typed.
        text: String,
        /// The legal captures it fits.
        paths: Vec<Move>,
    },
}

/// Moves as "a, b" for the short English forms.
fn list(moves: &[Move]) -> String {
    let names: Vec<String> = moves.iter().map(Move::to_string).collect();
    names.join(", ")
}

/// Reads `a-b`, `axbxc`, `a x b` into square numbers and whether `x` was used.
fn tokens<G: Geometry>(text: &str) -> Result<(Vec<u8>, bool), MoveError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(MoveError::Empty);
    }
    if !text
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c.is_whitespace() || matches!(c, '-' | ':'))
    {
        return Err(MoveError::Syntax);
    }
    let capture = text.contains(['x', 'X', ':']);
    let mut squares = Vec::new();
    for t in text
        .split(|c: char| c.is_whitespace() || matches!(c, '-' | 'x' | 'X' | ':'))
        .filter(|t| !t.is_empty())
    {
        if t.starts_with(|c: char| c.is_ascii_alphabetic()) {
            squares.push(G::algebraic(t).ok_or(MoveError::Syntax)?);
            continue;
        }
        let n: u32 = t.parse().map_err(|_| MoveError::Syntax)?;
        if n == 0 || n > u32::from(G::SQUARES) {
            return Err(MoveError::OffBoard {
                square: n,
                max: G::SQUARES,
            });
        }
        squares.push(n as u8);
    }
    if squares.len() < 2 {
        return Err(MoveError::Syntax);
    }
    Ok((squares, capture))
}

impl<R: RuleSet> Board<R> {
    /// Every legal move (a new list).
    ///
    /// ```
    /// use dama_draughts::draughts::international::Position;
    ///
    /// assert_eq!(Position::start().legal_moves().len(), 9);
    /// ```
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        movegen::generate(self, &mut list);
        list
    }

    /// Resolves typed move text against the legal moves; when it names none, says why
    /// (`explain`).
    ///
    /// ```
    /// use dama_draughts::draughts::international::Position;
    ///
    /// let start = Position::start();
    /// assert_eq!(start.parse_move("32-28")?.to_string(), "32-28");
    /// assert!(start.parse_move("32-27").is_ok());
    /// assert!(start.parse_move("32-23").is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let (squares, capture_sign) = tokens::<R::Geo>(text)?;
        let legal = self.legal_moves();
        if legal.is_empty() {
            return Err(MoveError::NoLegalMoves);
        }
        let from = squares[0];
        let to = *squares.last().unwrap_or(&from);
        let ours = self.pieces_of(self.side_to_move());
        if ours & (1u64 << <R::Geo as Geometry>::bit_of(from)) == 0 {
            return Err(MoveError::NoPieceOfYours(from));
        }
        let ends: Vec<&Move> = legal
            .iter()
            .filter(|m| m.from_number() == from && m.to_number() == to)
            .collect();
        let via = &squares[1..];
        let exact: Vec<&Move> = ends
            .iter()
            .copied()
            .filter(|m| m.path_numbers() == via)
            .collect();
        let typed = Typed {
            text: text.trim(),
            squares: &squares,
            capture_sign,
        };
        match (exact.as_slice(), ends.as_slice()) {
            ([one], _) => return Ok(**one),
            (_, [one]) if squares.len() == 2 || self.path_is_valid(one, via) => return Ok(**one),
            (_, []) => {}
            (_, many) if squares.len() == 2 => {
                return Err(MoveError::Ambiguous {
                    text: typed.text.to_string(),
                    paths: many.iter().map(|m| **m).collect(),
                });
            }
            // A full path that is another route to one of these moves: match by the
            // landing squares it names.
            (_, many) => {
                let fit: Vec<&&Move> = many.iter().filter(|m| self.path_is_valid(m, via)).collect();
                if let [one] = fit.as_slice() {
                    return Ok(***one);
                }
            }
        }
        Err(self.explain(&typed, &legal))
    }

    /// Whether the landing squares `via` (ending on the move's end) are one route of the
    /// capture `mv`: each step goes along a diagonal and jumps exactly one of the pieces
    /// `mv` captures, each piece once.
    pub(super) fn path_is_valid(&self, mv: &Move, via: &[u8]) -> bool {
        if !mv.is_capture() || via.len() != mv.path_numbers().len() {
            return false;
        }
        let mut at = mv.from_number();
        let mut taken = 0u64;
        let occupied = (self.white | self.black) & !(1u64 << mv.from_bit());
        for &next in via {
            let Some(jumped) = between::<R::Geo>(at, next, occupied) else {
                return false;
            };
            let landing = 1u64 << <R::Geo as Geometry>::bit_of(next);
            if jumped & mv.captured_bb() == 0 || jumped & taken != 0 || landing & occupied != 0 {
                return false;
            }
            taken |= jumped;
            at = next;
        }
        taken == mv.captured_bb()
    }
}

/// The single occupied square strictly between `a` and `b` on one diagonal, if exactly
/// one is occupied.
fn between<G: Geometry>(a: u8, b: u8, occupied: u64) -> Option<u64> {
    let target = 1u64 << G::bit_of(b);
    for d in 0..4 {
        let mut x = super::geometry::step_dir::<G>(1u64 << G::bit_of(a), d);
        let mut seen = 0u64;
        while x != 0 && x != target {
            seen |= x & occupied;
            x = super::geometry::step_dir::<G>(x, d);
        }
        if x == target {
            return (seen.count_ones() == 1).then_some(seen);
        }
    }
    None
}
