//! The game tree in review, for any game: `>` follows the next of the moves the tree
//! has at the position shown (a variation, or the main line again), `<` goes back to
//! where the variation shown branched off, `promote` makes it the main line, `delete`
//! removes it, `comment TEXT` keeps a comment on the move shown (an empty one removes
//! it). A move played from an earlier position that the game does not have next starts
//! a variation (`Record::play`); nothing is dropped.

use crate::lang::variations as words;

use crate::tui::shell::game::ShellGame;
use crate::tui::shell::table::Shared;
use crate::tui::shell::table::session::{Dialog, Purpose, Session};

impl<G: ShellGame> Session<G> {
    /// `>`: into the next move the tree has here.
    pub(in crate::tui) fn variation_next(&mut self, sh: &mut Shared) {
        let count = self.record.next_moves().len();
        if (count < 2 && self.record.cursor() < self.record.moves().len()) || count == 0 {
            self.complain(words::no_other_move(sh.lang()));
            return;
        }
        self.before_tree_walk();
        self.record.enter_variation();
        let ply = self.record.cursor() - 1;
        let before = self.record.positions()[ply];
        let shown = before.move_text(&self.record.moves()[ply]);
        let here = self.record.line()[ply];
        let parent = self.record.tree().node(here).parent;
        let k = self
            .record
            .tree()
            .children(parent)
            .iter()
            .position(|&c| c == here)
            .map_or(1, |k| k + 1);
        self.after_tree_walk(sh);
        self.say(words::entered(sh.lang(), &shown, k, count));
    }

    /// `<`: back to where the variation shown branched off.
    pub(in crate::tui) fn variation_leave(&mut self, sh: &mut Shared) {
        if !self.record.in_variation() {
            self.complain(words::on_main_line(sh.lang()));
            return;
        }
        self.before_tree_walk();
        self.record.leave_variation();
        self.after_tree_walk(sh);
        self.say(words::left(sh.lang()));
    }

    /// `promote`: the variation shown becomes the main line.
    pub(in crate::tui) fn variation_promote(&mut self, sh: &mut Shared) {
        if !self.record.promote_variation() {
            self.complain(words::on_main_line(sh.lang()));
            return;
        }
        self.file.dirty = true;
        let _ = self.autosave(sh);
        self.say(words::promoted(sh.lang()));
    }

    /// `delete`: the variation shown goes, and the position where it branched off shows.
    pub(in crate::tui) fn variation_delete(&mut self, sh: &mut Shared) {
        if !self.record.in_variation() {
            self.complain(words::on_main_line(sh.lang()));
            return;
        }
        self.before_tree_walk();
        self.record.delete_variation();
        self.after_tree_walk(sh);
        self.say(words::deleted(sh.lang()));
    }

    /// `comment TEXT`: the comment of the move shown (none: removed).
    pub(in crate::tui) fn set_comment(&mut self, text: Option<String>, sh: &mut Shared) {
        let text = text.unwrap_or_default();
        if !self.record.set_comment(&text) {
            self.complain(words::no_move_to_comment(sh.lang()));
            return;
        }
        self.file.dirty = true;
        let _ = self.autosave(sh);
        self.say(if text.trim().is_empty() {
            words::comment_removed(sh.lang())
        } else {
            words::comment_set(sh.lang())
        });
    }

    /// Before the position shown changes: no pondering, no search of the position left.
    fn before_tree_walk(&mut self) {
        self.drop_ponder();
        if let Some(th) = &self.engine.thinking
            && matches!(th.purpose, Purpose::Move | Purpose::Hint | Purpose::Draw)
        {
            self.stop_thinking();
        }
        self.charge_clock();
    }

    /// After it changed: the view reset, the tree autosaved, the computer on when the
    /// line's last position is shown.
    fn after_tree_walk(&mut self, sh: &mut Shared) {
        self.input.pick = None;
        self.engine.hint = None;
        self.view.scroll_back = 0;
        self.input.dialog = None;
        self.file.dirty = true;
        self.sync_clock();
        let _ = self.autosave(sh);
        if !self.is_in_past() {
            if self.record.result().is_some() {
                self.input.dialog = Some(Dialog::GameOver);
            }
            self.maybe_start_engine(sh);
        }
    }
}
