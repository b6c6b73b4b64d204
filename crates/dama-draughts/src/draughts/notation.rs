//! Move text of the 8x8/10x10 variants, in PDN form: `32-28` for a step, `28x19x10` for
//! a capture with every landing square (what this program writes), and the short
//! `28x10` when it names exactly one legal move (PDN 3.0 allows it). Algebraic square
//! names (`c3-d4`, `c3xe5`, as PDN writes Brazilian games) are read too. The typed text is
//! resolved against the legal moves; when it names none, the error says why, as data.

use super::board::Board;
use super::explain::Typed;
use super::geometry::Geometry;
pub use super::move_error::MoveError;
use super::movegen;
use super::mv::{Move, MoveList};
use super::ruleset::RuleSet;

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
