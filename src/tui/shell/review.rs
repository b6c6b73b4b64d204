//! Reviewing a game, for any game: stepping through the record move by move (`,` `.`,
//! Home, End, the arrows in review mode, clicks on the move list). The later moves stay
//! in the record, greyed in the move list, until a move played from an earlier position
//! replaces them. The computer plays on only from the game's last position, so stepping
//! back never makes it move; the clocks stop while an earlier position is shown.

use crate::lang::play as words;

use crate::tui::shell::game::ShellGame;
use crate::tui::shell::session::{Purpose, Session};
use crate::tui::shell::table::Shared;

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
                self.input.dialog = Some(crate::tui::shell::session::Dialog::GameOver);
            }
            self.maybe_start_engine(sh);
        }
    }

    /// One ply back (`-1`) or forward (`1`).
    pub(in crate::tui) fn review_step(&mut self, delta: isize, sh: &mut Shared) {
        let ply = self.record.cursor().saturating_add_signed(delta);
        self.review_to(ply, sh);
    }

    /// Says where the review stands.
    fn say_review(&mut self, sh: &Shared) {
        let lang = sh.lang();
        let (ply, total) = (self.record.cursor(), self.record.moves().len());
        let text = if ply == total {
            words::review_end(lang)
        } else if ply == 0 {
            words::review_start(lang, total)
        } else if !self.human_to_move() && self.record.result().is_none() {
            format!(
                "{} · {}",
                words::review_at(lang, ply, total),
                words::computer_here(lang)
            )
        } else {
            words::review_at(lang, ply, total)
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

    /// Enter on an earlier position where the computer is to move: the later moves are
    /// dropped and the computer plays on from here.
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
