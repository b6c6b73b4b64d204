//! Reading typed moves: FID (`22-18`, `31x22x13x6`, short `31x6`) and DAMA.COM's
//! "NSR NMG NDS" (`22 18`, `31 27 22 18 13`), resolved against the legal moves. When the
//! text names no legal move, the error says which rule it breaks.

use super::bitboard::Bitboard;
use super::capture::PriorityRule;
use super::error::MoveError;
use super::movegen::{self, Keep};
use super::mv::Move;
use super::position::Position;
use super::square::Square;
use crate::draughts::piece::{Color, Kind};

/// What a player typed, before it is matched against the legal moves: FID (`22-18`,
/// `31x22x13`, short `31x13`) or DAMA.COM (`22 18`, `31 27 22 18 13`).
///
/// ```
/// use dama_draughts::draughts::italian::MoveText;
///
/// let typed = MoveText::parse("31x22x13")?;
/// assert_eq!(typed.from.number(), 31);
/// assert_eq!(typed.landings.iter().map(|s| s.number()).collect::<Vec<_>>(), [22, 13]);
/// assert!(typed.capture_sign);
/// assert!(MoveText::parse("31x").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveText {
    /// The start square.
    pub from: Square,
    /// Landing squares given, in order; the last is the destination.
    pub landings: Vec<Square>,
    /// Captured squares, when the DAMA.COM form named them.
    pub captured: Option<Vec<Square>>,
    /// Written with `x` (or as DAMA.COM jumps).
    pub capture_sign: bool,
}

impl MoveText {
    /// Parses either notation; does not look at any position.
    pub fn parse(text: &str) -> Result<MoveText, MoveError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(MoveError::Empty);
        }
        let syntax = || MoveError::Syntax(trimmed.to_string());
        if !trimmed
            .chars()
            .all(|c| c.is_ascii_digit() || c.is_whitespace() || matches!(c, '-' | 'x' | 'X' | ':'))
        {
            return Err(syntax());
        }
        let has_sep = trimmed.contains(['-', 'x', 'X', ':']);
        let capture_sign = trimmed.contains(['x', 'X', ':']);
        let tokens: Vec<&str> = trimmed
            .split(|c: char| c.is_whitespace() || matches!(c, '-' | 'x' | 'X' | ':'))
            .filter(|t| !t.is_empty())
            .collect();
        if tokens.len() < 2 {
            return Err(syntax());
        }
        let mut squares = Vec::with_capacity(tokens.len());
        for t in &tokens {
            let sq = t
                .parse::<u8>()
                .ok()
                .and_then(Square::from_number)
                .ok_or_else(|| MoveError::NotASquare((*t).to_string()))?;
            squares.push(sq);
        }
        let from = squares[0];
        if has_sep || squares.len() == 2 {
            return Ok(MoveText {
                from,
                landings: squares[1..].to_vec(),
                captured: None,
                capture_sign,
            });
        }
        // DAMA.COM: source, then (captured, landing) pairs.
        if squares.len() % 2 == 0 {
            return Err(syntax());
        }
        let captured = squares[1..].iter().step_by(2).copied().collect();
        let landings = squares[2..].iter().step_by(2).copied().collect();
        Ok(MoveText {
            from,
            landings,
            captured: Some(captured),
            capture_sign: true,
        })
    }

    /// The destination square.
    fn to(&self) -> Square {
        *self.landings.last().unwrap_or(&self.from)
    }

    /// Whether `mv` is what this text describes: same start and end, the given landings
    /// appear in order along its path, and the named captures (if any) are its captures.
    pub fn matches(&self, mv: &Move) -> bool {
        if mv.from() != self.from || mv.to() != self.to() {
            return false;
        }
        if let Some(caps) = &self.captured {
            return mv.path() == self.landings.as_slice()
                && mv.captured_in_order().eq(caps.iter().copied());
        }
        let mut path = mv.path().iter();
        self.landings.iter().all(|l| path.any(|p| p == l))
    }

    /// Whether this text is a prefix of `mv` that stops too early.
    fn stops_early_on(&self, mv: &Move) -> bool {
        if mv.from() != self.from || self.landings.len() >= mv.path().len() {
            return false;
        }
        let mut path = mv.path().iter();
        let Some(stop) = self.landings.last() else {
            return false;
        };
        // The typed landings appear in order, and the last one is a landing of the move
        // before its end.
        self.landings.iter().all(|l| path.any(|p| p == l)) && mv.to() != *stop
    }
}

impl Position {
    /// Resolves typed text (either notation) to the one legal move it names, or says
    /// which rule the text breaks.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::{MoveError, Position};
    ///
    /// let start = Position::start();
    /// assert_eq!(start.parse_move("22 18")?, start.parse_move("22-18")?);
    /// assert!(matches!(start.parse_move("99-1"), Err(MoveError::NotASquare(_))));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let typed = MoveText::parse(text)?;
        let legal = self.legal_moves();
        if legal.is_empty() {
            return Err(MoveError::NoLegalMoves);
        }
        let shown = text.trim().to_string();
        let Some(piece) = self.piece_at(typed.from) else {
            return Err(MoveError::NoPieceOfYours(typed.from));
        };
        if piece.color != self.side_to_move() {
            return Err(MoveError::NoPieceOfYours(typed.from));
        }
        let matching: Vec<Move> = legal.iter().filter(|m| typed.matches(m)).copied().collect();
        match matching.len() {
            1 => return Ok(matching[0]),
            0 => {}
            _ => {
                if let Some(exact) = matching.iter().find(|m| m.path() == typed.landings) {
                    return Ok(*exact);
                }
                return Err(MoveError::Ambiguous {
                    text: shown,
                    paths: matching,
                });
            }
        }
        Err(self.explain(&typed, &shown, &legal))
    }

    /// Why no legal move matches `typed`.
    fn explain(&self, typed: &MoveText, shown: &str, legal: &[Move]) -> MoveError {
        let is_man = self.piece_at(typed.from).map(|p| p.kind) == Some(Kind::Man);
        let their_kings = self.pieces(self.side_to_move().opposite()) & self.kings();
        let first_jumped = typed.landings.first().and_then(|l| typed.from.between(*l));
        if is_man && first_jumped.is_some_and(|mid| their_kings.contains(mid)) {
            return MoveError::ManTakesKing;
        }
        if legal[0].is_capture() {
            self.explain_capture(typed, shown, legal)
        } else {
            self.explain_plain(typed, shown, legal, is_man)
        }
    }

    /// A capture is compulsory and `typed` is none of the legal ones: find the capture
    /// it names among all sequences and the priority rule that discards it.
    fn explain_capture(&self, typed: &MoveText, shown: &str, legal: &[Move]) -> MoveError {
        let mut all = Vec::new();
        movegen::captures(
            self,
            movegen::capture_origins(self),
            &mut Keep::All(&mut all),
        );
        let best_key = all.iter().map(|(_, k)| *k).max().unwrap_or_default();
        // Every legal move has the best key, so the first one is the example to give.
        let best = legal[0];
        if let Some(e) = self.taken_not_landing(typed, legal) {
            return e;
        }
        if let Some((_, key)) = all.iter().find(|(m, _)| typed.matches(m)) {
            return match key.losing_rule(best_key) {
                Some(PriorityRule::Quantity) => MoveError::MostPieces {
                    best,
                    count: best_key.count(),
                },
                Some(PriorityRule::WithKing) => MoveError::WithKing { best },
                Some(PriorityRule::Quality) => MoveError::MostKings {
                    best,
                    kings: best_key.kings(),
                },
                Some(PriorityRule::Precedence) | None => MoveError::KingFirst { best },
            };
        }
        if let Some((m, _)) = all.iter().find(|(m, _)| typed.stops_early_on(m)) {
            return MoveError::MustContinue { best: *m };
        }
        let went_past_promotion = all.iter().find(|(m, _)| {
            m.from() == typed.from
                && !self.kings().contains(m.from())
                && typed.landings.len() > m.path().len()
                && typed.landings.starts_with(m.path())
        });
        if let Some((m, _)) = went_past_promotion {
            return MoveError::PromotionEnds { best: *m };
        }
        let options = legal.to_vec();
        if typed.capture_sign && typed.from.between(typed.to()).is_some() {
            MoveError::NoSuchCapture {
                text: shown.to_string(),
                options,
            }
        } else {
            MoveError::CaptureCompulsory { options }
        }
    }

    /// The last square typed is a piece a legal capture from the same start takes
    /// (`19x14` for `19x10`): the landing square was meant.
    fn taken_not_landing(&self, typed: &MoveText, legal: &[Move]) -> Option<MoveError> {
        // Only a capture typed as one (`19x14`): `19-14` is a step, refused as such.
        if typed.captured.is_some() || !typed.capture_sign {
            return None;
        }
        let taken = typed.to();
        let before_last = &typed.landings[..typed.landings.len().saturating_sub(1)];
        let best = legal.iter().find(|m| {
            m.from() == typed.from
                && m.captured().contains(taken)
                && m.path().starts_with(before_last)
        })?;
        Some(MoveError::TakenNotLanding {
            taken,
            king: self.kings().contains(taken),
            best: *best,
        })
    }

    /// No capture is possible and `typed` is not a legal step: list what the piece can do.
    fn explain_plain(
        &self,
        typed: &MoveText,
        shown: &str,
        legal: &[Move],
        is_man: bool,
    ) -> MoveError {
        let alternatives: Vec<Move> = legal
            .iter()
            .filter(|m| m.from() == typed.from)
            .copied()
            .collect();
        let forward = match self.side_to_move() {
            Color::White => typed.to().row() < typed.from.row(),
            Color::Black => typed.to().row() > typed.from.row(),
        };
        MoveError::Illegal {
            text: shown.to_string(),
            from: typed.from,
            to: typed.to(),
            backward: is_man && !forward && !alternatives.is_empty(),
            alternatives,
        }
    }

    // For picking a move by clicks in the shell (dama-tui).
    #[doc(hidden)]
    /// The moves whose path starts with the squares given, for cursor and mouse input:
    /// `from` and the landings chosen so far.
    pub fn moves_along(&self, from: Square, landings: &[Square]) -> Vec<Move> {
        self.legal_moves()
            .into_iter()
            .filter(|m| m.from() == from && m.path().starts_with(landings))
            .collect()
    }

    #[doc(hidden)]
    /// The squares holding pieces that have a legal move.
    pub fn movable_pieces(&self) -> Bitboard {
        self.legal_moves().iter().map(Move::from).collect()
    }
}
