//! A position's moves and end (Italian draughts): the legal moves (Art. 6.6–6.10 priority
//! when a capture exists), their count, whether a capture is compulsory, and whether the
//! game is over here (no piece, or no move). The methods of [`Position`] that ask the move
//! generator, kept beside it so that the position's own file never imports the generator
//! (which works on positions).

use super::bulk;
use super::movegen;
use super::mv::MoveList;
use super::position::{Outcome, Position};

impl Position {
    /// Every legal move, captures by Art. 6.6–6.10 priority when any capture exists.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Position;
    ///
    /// let texts: Vec<String> = Position::start().legal_moves().iter().map(|m| m.fid()).collect();
    /// assert_eq!(texts.len(), 7);
    /// assert!(texts.contains(&"21-17".to_string()));
    /// ```
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        movegen::generate(self, &mut list);
        list
    }

    /// Fills `list` with the legal moves (reuses the caller's buffer: search and perft).
    ///
    /// ```
    /// use dama_draughts::draughts::italian::{MoveList, Position};
    ///
    /// let mut list = MoveList::new();
    /// Position::start().generate_moves(&mut list);
    /// assert_eq!(list.len(), 7);
    /// ```
    #[inline]
    pub fn generate_moves(&self, list: &mut MoveList) {
        movegen::generate(self, list);
    }

    /// Number of legal moves (fast: plain moves are counted, not built).
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Position;
    ///
    /// let start = Position::start();
    /// assert_eq!(start.count_legal_moves() as usize, start.legal_moves().len());
    /// ```
    #[inline]
    pub fn count_legal_moves(&self) -> u32 {
        bulk::count_legal(self)
    }

    /// Whether the side to move must capture.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Position;
    ///
    /// assert!(!Position::start().has_capture());
    /// assert!(Position::from_fen("W:W18:B14")?.has_capture());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn has_capture(&self) -> bool {
        movegen::capture_origins(self) != 0
    }

    /// Whether the game is over here, and who has won.
    ///
    /// ```
    /// use dama_draughts::draughts::{Color, italian::{Outcome, Position}};
    ///
    /// assert_eq!(Position::start().outcome(), None);
    /// let lost = Position::from_fen("B:W18:B")?;
    /// assert_eq!(lost.outcome(), Some(Outcome::NoPieces { winner: Color::White }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        let winner = self.side_to_move().opposite();
        if self.pieces(self.side_to_move()).is_empty() {
            Some(Outcome::NoPieces { winner })
        } else if movegen::capture_origins(self) == 0 && movegen::count_plain(self) == 0 {
            Some(Outcome::Blocked { winner })
        } else {
            None
        }
    }
}
