//! Opening books as the core sees them: a [`Book`] answers, for a position, the moves it
//! knows with their scores ([`BookMove`]). A game that ships a book returns it from
//! [`crate::core::Rules::opening_book`]; the engine's playing levels ask it before they
//! search. The core knows no book's format: each game's book lives beside its rules
//! (Italian: `draughts::italian::book`).

use super::game::Rules;

/// One move of a book position, scored by the search that built the book.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookMove<M> {
    /// The move, a legal move of the book position.
    pub mv: M,
    /// Hundredths of a man from the view of the side to move in the book position (the
    /// engine's score unit), or a win or loss as `MATE - plies`.
    pub score: i32,
    /// How many plies deep the score looks from the book position.
    pub depth: u32,
}

/// An opening book of game `G`.
///
/// Italian draughts ships one: every move it answers in the start position is legal.
///
/// ```
/// use dama_core::core::Rules;
/// use dama_draughts::draughts::italian::Position;
///
/// let start = Position::start();
/// if let Some(book) = Position::opening_book() {
///     for known in book.moves(&start) {
///         assert!(start.legal_moves().contains(&known.mv));
///     }
/// }
/// ```
pub trait Book<G: Rules>: Send + Sync {
    /// The moves the book knows in `pos`, best first; empty when `pos` is not in the book.
    /// Every move returned is a legal move of `pos`.
    fn moves(&self, pos: &G) -> Vec<BookMove<G::Move>>;
}
