//! The one home of the history-dependent draw rules: repetition and the game's counters
//! (Italian: 40 moves each without a capture or a man move). How many occurrences of a
//! position draw is each game's `Rules::REPETITION_DRAW`: three in the FMJD and English
//! rules, four in Italian draughts (FID Regolamento tecnico, Capo I, Art. 9.3 b1). The game record keeps one
//! [`History`] per ply; the search starts from the record's and advances it with the same
//! [`Rules`] functions; the Hub server and self-play build theirs by [`History::push`].

use super::game::{DrawRule, MoveBuffer, Rules};

/// Why a game is drawn by its history.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum HistoryDraw {
    /// The same position, same player to move, for the game's repetition count.
    Repetition,
    /// One of the game's counter rules.
    Counter(DrawRule),
}

/// What the draw rules need to know of the moves before a position: the hashes of the
/// positions since the last irreversible move (oldest first) and the game's counters.
///
/// Two Italian kings going back and forth: the position's fourth occurrence draws.
///
/// ```
/// use dama_core::core::{History, HistoryDraw, Rules};
/// use dama_draughts::draughts::italian::Position;
///
/// let mut pos = Position::parse_position("W:WK29:BK4")?;
/// let mut history = History::new();
/// for (ply, text) in ["29-25", "4-8", "25-29", "8-4"].repeat(3).iter().enumerate() {
///     assert_eq!(history.draw(&pos), None, "before ply {ply}");
///     let mv = pos.parse_move(text)?;
///     history.push(&pos, &mv);
///     pos.play(&mv)?;
/// }
/// assert_eq!(Position::REPETITION_DRAW, 4);
/// assert_eq!(history.occurrences(&pos), 4);
/// assert_eq!(history.draw(&pos), Some(HistoryDraw::Repetition));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct History<G: Rules> {
    hashes: Vec<u64>,
    counters: G::Counters,
}

impl<G: Rules> Default for History<G> {
    fn default() -> Self {
        History {
            hashes: Vec::new(),
            counters: G::Counters::default(),
        }
    }
}

impl<G: Rules> History<G> {
    /// The history of a position with nothing before it (a game's start or a FEN).
    pub fn new() -> Self {
        Self::default()
    }

    /// Records that `mv` was played from `before`.
    pub fn push(&mut self, before: &G, mv: &G::Move) {
        self.counters = before.next_counters(mv, self.counters);
        if G::reversible_plies(self.counters) == 0 {
            self.hashes.clear();
        } else {
            self.hashes.push(before.zobrist());
        }
    }

    /// The hashes of the positions before the current one that it could repeat.
    pub fn hashes(&self) -> &[u64] {
        &self.hashes
    }

    /// The game's draw counters in the current position ([`Rules::Counters`]).
    pub fn counters(&self) -> G::Counters {
        self.counters
    }

    /// How many times `current` has stood on the board, this time included.
    pub fn occurrences(&self, current: &G) -> usize {
        let h = current.zobrist();
        1 + self.hashes.iter().filter(|&&x| x == h).count()
    }

    /// Whether the history allows `mv` from `current`, the position this history leads
    /// to: false only when the game's [`Rules::repetition_limit`] bars it (the position
    /// after it would stand for the limit's time) and some other move is not barred.
    pub fn allows(&self, current: &G, mv: &G::Move) -> bool {
        if current.repetition_limit().is_none() {
            return true;
        }
        let legal = current.legal_moves();
        !self.barred(current, mv) || legal.iter().all(|m| self.barred(current, m))
    }

    /// The legal moves of `current` with the history's rule applied: every move
    /// [`History::allows`], in the order of `Rules::generate_moves`.
    pub fn legal_moves(&self, current: &G) -> G::MoveList {
        let all = current.legal_moves();
        if current.repetition_limit().is_none() || all.iter().all(|m| self.barred(current, m)) {
            return all;
        }
        let mut list = G::MoveList::default();
        for mv in all.iter().filter(|m| !self.barred(current, m)) {
            list.push(*mv);
        }
        list
    }

    /// Whether `mv` from `current` brings a position back for the rule's time.
    fn barred(&self, current: &G, mv: &G::Move) -> bool {
        let Some(limit) = current.repetition_limit() else {
            return false;
        };
        let next = current.after(mv).zobrist();
        let before = self.hashes.iter().filter(|&&h| h == next).count();
        1 + before + usize::from(current.zobrist() == next) >= limit
    }

    /// The draw the history gives `current`, if any.
    pub fn draw(&self, current: &G) -> Option<HistoryDraw> {
        if self.occurrences(current) >= G::REPETITION_DRAW {
            return Some(HistoryDraw::Repetition);
        }
        current
            .counter_draw(self.counters)
            .map(HistoryDraw::Counter)
    }
}
