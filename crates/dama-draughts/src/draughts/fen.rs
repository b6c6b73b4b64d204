//! FEN of the 8x8/10x10 variants, in the PDN 3.0 form: `W:W31-50:B1-20` — the side to
//! move, then each colour's squares, `K` before a king, ranges `a-b` accepted (a `K` on a
//! range makes every square of it a king). Square numbers are the PDN numbers of the
//! variant's board (1–32 or 1–50, see `geometry`); algebraic names (`c3`, as PDN writes
//! Brazilian games) are read too. Errors are data: the square, the count
//! or the field that is wrong.

use super::board::{Board, InvalidBoard};
use super::geometry::Geometry;
use super::ruleset::RuleSet;
use crate::draughts::Color;

/// Why a FEN of English, Brazilian or International draughts cannot be read.
///
/// ```
/// use dama_draughts::core::Rules;
/// use dama_draughts::draughts::FenError;
/// use dama_draughts::draughts::international::Position;
///
/// let err = Position::parse_position("W:W51:B1").unwrap_err();
/// assert_eq!(err, FenError::OffBoard { square: 51, max: 50 });
/// assert_eq!(Position::parse_position("  "), Err(FenError::Empty));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// Nothing to read.
    #[error("empty FEN")]
    Empty,
    /// The text does not start with the side to move.
    #[error("FEN does not start with the side to move (W or B)")]
    MissingSide,
    /// A field is not a colour followed by squares.
    #[error("FEN field {field} is not a colour (W or B) and squares")]
    BadField {
        /// The field's place, 1 for the first after the side to move.
        field: u8,
    },
    /// The colour's pieces are listed in two fields.
    #[error("FEN lists the {0} pieces twice")]
    DuplicateColor(Color),
    /// An item of a field is not a square number or name.
    #[error("FEN item {field}.{item} is not a square number")]
    NotASquare {
        /// The field's place, from 1.
        field: u8,
        /// The item's place in the field, from 1.
        item: u8,
    },
    /// A square number beyond the board.
    #[error("square {square} is not on this board (1-{max})")]
    OffBoard {
        /// The number read.
        square: u32,
        /// The board's last square (32 or 50).
        max: u8,
    },
    /// The square is listed twice.
    #[error("square {0} is listed twice")]
    Duplicate(u8),
    /// The text places no piece at all.
    #[error("the FEN has no pieces at all")]
    NoPieces,
    /// The pieces read break a rule of the game.
    #[error("{0}")]
    Invalid(#[from] InvalidBoard),
}

impl<R: RuleSet> Board<R> {
    /// Reads a PDN FEN (see the module comment); the position is checked.
    ///
    /// ```
    /// use dama_draughts::draughts::international::Position;
    /// use dama_draughts::draughts::{Color, Kind, Piece};
    ///
    /// // Ranges, kings (`K`) and PDN's double quotes are read.
    /// let pos = Position::from_fen("\"B:W31-35,K46:B1,2\"")?;
    /// assert_eq!(pos.side_to_move(), Color::Black);
    /// assert_eq!(pos.piece_at(46), Some(Piece::new(Color::White, Kind::King)));
    /// assert_eq!(pos.to_fen(), "B:W31,32,33,34,35,K46:B1,2");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_fen(text: &str) -> Result<Self, FenError> {
        let text = text.trim().trim_end_matches('.');
        if text.is_empty() {
            return Err(FenError::Empty);
        }
        // PDN puts the FEN in double quotes inside a tag; accept them.
        let text = text.trim_matches('"');
        let mut fields = text.split(':');
        let side = match fields.next().map(str::trim) {
            Some("W" | "w") => Color::White,
            Some("B" | "b") => Color::Black,
            _ => return Err(FenError::MissingSide),
        };
        let (mut pieces, mut kings) = ([0u64; 2], 0u64);
        let mut seen_colour = [false; 2];
        let mut all = 0u64;
        for (i, field) in fields.enumerate() {
            let field_no = (i + 1) as u8;
            let field = field.trim();
            if field.is_empty() {
                continue;
            }
            // The first character, not the first byte: the field is outside text and may
            // begin with a multi-byte character.
            let mut chars = field.chars();
            let color = match chars.next() {
                Some('W' | 'w') => Color::White,
                Some('B' | 'b') => Color::Black,
                _ => return Err(FenError::BadField { field: field_no }),
            };
            let list = chars.as_str();
            let c = color as usize;
            if seen_colour[c] {
                return Err(FenError::DuplicateColor(color));
            }
            seen_colour[c] = true;
            let (set, k) = parse_squares::<R::Geo>(list, field_no, &mut all)?;
            pieces[c] = set;
            kings |= k;
        }
        if pieces == [0, 0] {
            return Err(FenError::NoPieces);
        }
        Ok(Board::from_parts(pieces[0], pieces[1], kings, side)?)
    }

    /// The FEN of this position (squares ascending, kings marked `K`), which
    /// [`Board::from_fen`] reads back.
    ///
    /// ```
    /// use dama_draughts::draughts::english::Position;
    ///
    /// assert_eq!(Position::from_fen("B:W21-23:BK1")?.to_fen(), "B:W21,22,23:BK1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_fen(&self) -> String {
        let list = |set: u64| {
            let mut items = Vec::new();
            for n in 1..=<R::Geo as Geometry>::SQUARES {
                let b = 1u64 << <R::Geo as Geometry>::bit_of(n);
                if set & b != 0 {
                    let k = if self.kings & b != 0 { "K" } else { "" };
                    items.push(format!("{k}{n}"));
                }
            }
            items.join(",")
        };
        format!(
            "{}:W{}:B{}",
            self.side_to_move().letter(),
            list(self.white),
            list(self.black)
        )
    }
}

fn parse_number<G: Geometry>(text: &str, field: u8, item: u8) -> Result<u8, FenError> {
    if text.trim().starts_with(|c: char| c.is_ascii_alphabetic()) {
        return G::algebraic(text.trim()).ok_or(FenError::NotASquare { field, item });
    }
    let n: u32 = text
        .trim()
        .parse()
        .map_err(|_| FenError::NotASquare { field, item })?;
    if n == 0 || n > u32::from(G::SQUARES) {
        return Err(FenError::OffBoard {
            square: n,
            max: G::SQUARES,
        });
    }
    Ok(n as u8)
}

/// Reads `31,32,K45,33-40` into (pieces, kings), refusing squares already in `seen`.
fn parse_squares<G: Geometry>(
    list: &str,
    field: u8,
    seen: &mut u64,
) -> Result<(u64, u64), FenError> {
    let (mut pieces, mut kings) = (0u64, 0u64);
    for (i, item) in list
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .enumerate()
    {
        let item_no = (i + 1).min(255) as u8;
        let (is_king, body) = match item.strip_prefix(['K', 'k']) {
            Some(rest) => (true, rest),
            None => (false, item),
        };
        let (lo, hi) = match body.split_once('-') {
            Some((a, b)) => {
                let b = b.trim().strip_prefix(['K', 'k']).unwrap_or(b);
                (
                    parse_number::<G>(a, field, item_no)?,
                    parse_number::<G>(b, field, item_no)?,
                )
            }
            None => {
                let n = parse_number::<G>(body, field, item_no)?;
                (n, n)
            }
        };
        if hi < lo {
            return Err(FenError::NotASquare {
                field,
                item: item_no,
            });
        }
        for n in lo..=hi {
            let b = 1u64 << G::bit_of(n);
            if *seen & b != 0 {
                return Err(FenError::Duplicate(n));
            }
            *seen |= b;
            pieces |= b;
            if is_king {
                kings |= b;
            }
        }
    }
    Ok((pieces, kings))
}
