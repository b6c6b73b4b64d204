//! Reviewing a game, for any game: stepping through the record move by move (`,` `.`,
//! Home, End, the arrows in review mode, clicks on the move list). The later moves stay
//! in the record, greyed in the move list; a different move played from an earlier
//! position starts a variation beside them (`variations.rs`). The computer plays on only from the game's last position, so stepping
//! back never makes it move; the clocks stop while an earlier position is shown.

use crate::game::Record;
use crate::lang::play as words;

use crate::tui::shell::game::ShellGame;
use crate::tui::shell::table::Shared;
use crate::tui::shell::table::session::{Purpose, Session};

impl<G: ShellGame> Session<G> {
    /// Shows the position after `ply` plies (clamped to the record, never inside a
    /// ballot opening).
    pub(in crate::tui) fn review_to(&mut self, ply: usize, sh: &mut Shared) {
        let ply = ply.clamp(self.ballot_plies(), self.record.moves().len());
        if ply == self.record.cursor() {
            self.say_review(sh);
            return;
        }
        // No pondering while reviewing.
        self.drop_ponder();
        // A search of the position being left is abandoned (the computer's move starts
        // again once the last position is back on the board).
        if let Some(th) = &self.engine.thinking
            && matches!(th.purpose, Purpose::Move | Purpose::Hint | Purpose::Draw)
        {
            self.stop_thinking();
        }
        self.charge_clock();
        while self.record.cursor() > ply && self.record.undo() {}
        while self.record.cursor() < ply && self.record.redo() {}
        self.input.pick = None;
        self.engine.hint = None;
        self.view.scroll_back = 0;
        self.input.dialog = None;
        self.sync_clock();
        self.say_review(sh);
        if !self.is_in_past() {
            if self.record.result().is_some() {
                self.input.dialog = Some(crate::tui::shell::table::session::Dialog::GameOver);
            }
            self.maybe_start_engine(sh);
        }
    }

    /// One ply back (`-1`) or forward (`1`).
    pub(in crate::tui) fn review_step(&mut self, delta: isize, sh: &mut Shared) {
        let ply = self.record.cursor().saturating_add_signed(delta);
        self.review_to(ply, sh);
    }

    /// Says where the review stands, with the moves numbered as the move list numbers
    /// them (a move is both sides' plies in a two-player game).
    fn say_review(&mut self, sh: &Shared) {
        let lang = sh.lang();
        let (ply, total) = (self.record.cursor(), self.record.moves().len());
        let last = list_number(&self.record, total.saturating_sub(1));
        let text = if ply == total {
            words::review_end(lang)
        } else if ply == 0 {
            words::review_start(lang, last)
        } else {
            let before = &self.record.positions()[ply - 1];
            let shown = before.move_text(&self.record.moves()[ply - 1]);
            let at = words::review_at(lang, list_number(&self.record, ply - 1), &shown, last);
            if !self.human_to_move() && self.record.result().is_none() {
                format!("{at} · {}", words::computer_here(lang))
            } else {
                at
            }
        };
        self.say(text);
    }

    /// Tab: the arrows step through the game, or move the cursor again.
    pub(in crate::tui) fn toggle_review(&mut self, sh: &Shared) {
        self.view.review = !self.view.review;
        if self.view.review {
            self.drop_ponder();
        }
        self.say(if self.view.review {
            words::review_on(sh.lang())
        } else {
            words::review_off(sh.lang())
        });
    }

    /// Enter on an earlier position where the computer is to move: the line ends here
    /// (the later moves stay in the tree) and the computer plays on from here.
    pub(in crate::tui) fn play_on_from_here(&mut self, sh: &mut Shared) -> bool {
        let computer_turn = self.record.result().is_none() && !self.is_human(self.to_move());
        if !self.is_in_past() || !computer_turn {
            return false;
        }
        self.record.truncate();
        self.file.dirty = true;
        self.input.message = None;
        self.after_take_back(sh);
        true
    }
}

/// The number the move list gives ply `k` (0-based) of the record: in a two-player
/// game a row holds the first seat's move and the answer (a game starting with the
/// second seat to move opens with "1. …"); with more players each ply is a row.
pub fn list_number<G: ShellGame>(record: &Record<G>, k: usize) -> usize {
    if G::PLAYERS != 2 {
        return k + 1;
    }
    let first = G::first_seat();
    let mut pos = *record.start();
    let mut n = 1;
    let mut open = pos.to_move() != first;
    for (ply, mv) in record.moves().iter().enumerate() {
        let number = if pos.to_move() == first {
            if open {
                n += 1;
            }
            open = true;
            n
        } else {
            let here = n;
            open = false;
            n += 1;
            here
        };
        if ply == k {
            return number;
        }
        pos.play_unchecked(mv);
    }
    n
}
