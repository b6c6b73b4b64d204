//! FEN in its PDN form: `W:W21,22,…:B1,2,…`, side to move first, `K` before a king.
//! Reading accepts ranges (`W21-32`, `K1-3`), either colour order, spaces and a final
//! dot; writing is canonical (squares ascending, no ranges).

use std::str::FromStr;

use super::bitboard::Bitboard;
use super::error::FenError;
use super::position::Position;
use super::square::Square;
use crate::draughts::piece::Color;

impl Position {
    /// Reads a FEN, checking that it describes a legal position.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Position;
    ///
    /// let pos = Position::from_fen("B:W21-23:BK12,1")?;
    /// assert_eq!(pos.to_fen(), "B:W21,22,23:B1,K12");
    /// assert!(Position::from_fen("W:W21:B21").is_err()); // a square twice
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_fen(text: &str) -> Result<Position, FenError> {
        let cleaned: String = text
            .trim()
            .trim_end_matches('.')
            .trim_matches('"')
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        if cleaned.is_empty() {
            return Err(FenError::Empty);
        }
        let mut fields = cleaned.split(':');
        let side = match fields.next().unwrap_or_default() {
            "W" | "w" => Color::White,
            "B" | "b" => Color::Black,
            "" => return Err(FenError::MissingSide),
            other if other.len() > 1 && other.starts_with(['W', 'B', 'w', 'b']) => {
                // `W21,22:B1` without a side: the first field is a piece list.
                return Err(FenError::MissingSide);
            }
            other => return Err(FenError::BadSide(other.to_string())),
        };
        let mut sets: [Option<(Bitboard, Bitboard)>; 2] = [None, None];
        let mut seen = Bitboard::EMPTY;
        for field in fields {
            if field.is_empty() {
                continue;
            }
            let mut chars = field.chars();
            let color = match chars.next() {
                Some('W' | 'w') => Color::White,
                Some('B' | 'b') => Color::Black,
                _ => return Err(FenError::BadField(field.to_string())),
            };
            if sets[color as usize].is_some() {
                return Err(FenError::DuplicateColor(color));
            }
            let (pieces, kings) = parse_squares(chars.as_str(), &mut seen)?;
            sets[color as usize] = Some((pieces, kings));
        }
        let (white, white_kings) = sets[0].unwrap_or_default();
        let (black, black_kings) = sets[1].unwrap_or_default();
        if white.is_empty() && black.is_empty() {
            return Err(FenError::NoPieces);
        }
        Ok(Position::from_parts(
            white,
            black,
            white_kings | black_kings,
            side,
        )?)
    }

    /// The canonical FEN: `W:W21,22,23:B1,K12`.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Position;
    ///
    /// assert!(Position::start().to_fen().starts_with("W:W21,22,"));
    /// ```
    pub fn to_fen(&self) -> String {
        let list = |color: Color| {
            self.pieces(color)
                .iter()
                .map(|sq| {
                    if self.kings().contains(sq) {
                        format!("K{sq}")
                    } else {
                        sq.to_string()
                    }
                })
                .collect::<Vec<_>>()
                .join(",")
        };
        format!(
            "{}:W{}:B{}",
            self.side_to_move().letter(),
            list(Color::White),
            list(Color::Black)
        )
    }
}

impl FromStr for Position {
    type Err = FenError;
    fn from_str(s: &str) -> Result<Position, FenError> {
        Position::from_fen(s)
    }
}

fn parse_square(text: &str) -> Result<Square, FenError> {
    text.parse::<u8>()
        .ok()
        .and_then(Square::from_number)
        .ok_or_else(|| FenError::NotASquare(text.to_string()))
}

/// Reads `21,22,K30,25-28,K1-3` into (pieces, kings), refusing repeats.
fn parse_squares(list: &str, seen: &mut Bitboard) -> Result<(Bitboard, Bitboard), FenError> {
    let mut pieces = Bitboard::EMPTY;
    let mut kings = Bitboard::EMPTY;
    for item in list.split(',').filter(|s| !s.is_empty()) {
        let (is_king, body) = match item.strip_prefix(['K', 'k']) {
            Some(rest) => (true, rest),
            None => (false, item),
        };
        let (lo, hi) = match body.split_once('-') {
            Some((a, b)) => {
                let b = b.strip_prefix(['K', 'k']).unwrap_or(b);
                (parse_square(a)?, parse_square(b)?)
            }
            None => {
                let s = parse_square(body)?;
                (s, s)
            }
        };
        if hi < lo {
            return Err(FenError::NotASquare(item.to_string()));
        }
        for n in lo.number()..=hi.number() {
            let sq = Square::from_number(n).ok_or_else(|| FenError::NotASquare(n.to_string()))?;
            if seen.contains(sq) {
                return Err(FenError::Duplicate(n));
            }
            seen.insert(sq);
            pieces.insert(sq);
            if is_king {
                kings.insert(sq);
            }
        }
    }
    Ok((pieces, kings))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::italian::error::InvalidPosition;

    #[test]
    fn start_position_round_trips() {
        let start = Position::start();
        let fen = start.to_fen();
        assert_eq!(
            fen,
            "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
        );
        assert_eq!(Position::from_fen(&fen), Ok(start));
        assert_eq!(Position::from_fen("W:W21-32:B1-12"), Ok(start));
        assert_eq!(Position::from_fen(" w : B1-12 : W21-32 ."), Ok(start));
    }

    #[test]
    fn kings_are_marked() {
        let p = Position::from_fen("W:WK30:B10,K12").expect("valid");
        assert_eq!(p.to_fen(), "W:WK30:B10,K12");
        let p = Position::from_fen("B:WK1-3:B20").expect("valid");
        assert_eq!(p.to_fen(), "B:WK1,K2,K3:B20");
    }

    #[test]
    fn errors_name_the_problem() {
        assert_eq!(Position::from_fen(""), Err(FenError::Empty));
        assert_eq!(Position::from_fen("W21,22:B1"), Err(FenError::MissingSide));
        assert_eq!(
            Position::from_fen("X:W21:B1"),
            Err(FenError::BadSide("X".into()))
        );
        assert_eq!(
            Position::from_fen("W:W33:B1"),
            Err(FenError::NotASquare("33".into()))
        );
        assert_eq!(
            Position::from_fen("W:W0:B1"),
            Err(FenError::NotASquare("0".into()))
        );
        assert_eq!(
            Position::from_fen("W:W21,21:B1"),
            Err(FenError::Duplicate(21))
        );
        assert_eq!(
            Position::from_fen("W:W21:B21"),
            Err(FenError::Duplicate(21))
        );
        assert!(matches!(
            Position::from_fen("W:W1-13:B20"),
            Err(FenError::Invalid(InvalidPosition::TooManyPieces { .. }))
                | Err(FenError::Invalid(InvalidPosition::ManOnPromotionRow { .. }))
        ));
        assert_eq!(
            Position::from_fen("W:W9-21:B1"),
            Err(FenError::Invalid(InvalidPosition::TooManyPieces {
                color: Color::White,
                count: 13
            }))
        );
        assert_eq!(
            Position::from_fen("W:W2:B20"),
            Err(FenError::Invalid(InvalidPosition::ManOnPromotionRow {
                color: Color::White,
                square: 2
            }))
        );
        assert_eq!(
            Position::from_fen("B:W20:B30"),
            Err(FenError::Invalid(InvalidPosition::ManOnPromotionRow {
                color: Color::Black,
                square: 30
            }))
        );
        assert_eq!(
            Position::from_fen("W:Wx:B1"),
            Err(FenError::NotASquare("x".into()))
        );
        assert_eq!(
            Position::from_fen("W:Q1:B2"),
            Err(FenError::BadField("Q1".into()))
        );
    }
}
