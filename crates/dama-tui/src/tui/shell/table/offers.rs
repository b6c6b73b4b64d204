//! What a player says besides moves: resigning (a game of two), offering a draw (the
//! computer answers by its evaluation, a person by Y/N; a game of more players in
//! `offers_many.rs`), and exporting the game (PDN, or a dama save for a game without
//! PDN). Also the hint's words.

use crate::lang::LangText;
use std::path::{Path, PathBuf};

use crate::core::Seat;
use crate::game::save;
use crate::lang::{play as words, render_save_error};

use crate::tui::shell::field::Field;
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::table::Shared;
use crate::tui::shell::table::session::{Dialog, Purpose, Session, seats};

/// The computer accepts a draw when its own score is at most this (hundredths of a man):
/// a quarter of a man is within what a level's evaluation cannot tell from equal.
pub const DRAW_MARGIN: i32 = 25;

/// The longest hint under the board: one message line of an 80-column terminal.
const HINT_WIDTH: usize = 80;

impl<G: ShellGame> Session<G> {
    /// The other seat of a two-player game.
    pub(in crate::tui) fn to_move_other(&self, seat: Seat) -> Seat {
        Seat(1 - seat.0.min(1))
    }

    /// The seat of the person at the keyboard who speaks now: the human to move, else
    /// the only human in the game.
    fn speaker(&self) -> Option<Seat> {
        if self.is_human(self.to_move()) {
            return Some(self.to_move());
        }
        seats::<G>().find(|&s| self.is_human(s))
    }

    /// Checks that a resignation or a draw offer can be made now, going back to the
    /// game's last position first; the seat that speaks.
    fn may_declare(&mut self, draw: bool, sh: &mut Shared) -> Option<Seat> {
        let lang = sh.lang();
        if self.record.final_result().is_some() || self.record.result().is_some() {
            self.complain(lang.text().game_over);
            return None;
        }
        if G::PLAYERS != 2 && !draw {
            self.complain(words::two_players_only(lang));
            return None;
        }
        let Some(seat) = self.speaker() else {
            self.complain(words::nobody_at_keyboard(lang));
            return None;
        };
        while self.record.redo() {}
        self.sync_clock();
        Some(seat)
    }

    pub(in crate::tui) fn resign(&mut self, sh: &mut Shared) {
        let Some(seat) = self.may_declare(false, sh) else {
            return;
        };
        self.stop_thinking();
        self.charge_clock();
        self.record.resign(seat);
        self.game_declared(sh);
        self.say(words::resigned(sh.lang(), G::seat_label(seat, sh.lang())));
    }

    pub(in crate::tui) fn offer_draw(&mut self, sh: &mut Shared) {
        let Some(from) = self.may_declare(true, sh) else {
            return;
        };
        if G::PLAYERS > 2 {
            self.offer_draw_to_all(from, sh);
            return;
        }
        let other = self.to_move_other(from);
        if self.is_human(other) {
            self.input.dialog = Some(Dialog::DrawOffer { from, to: other });
            return;
        }
        // Before any move (the ballot's do not count) the evaluation is level by
        // construction and says nothing: a draw is not given away at move 0.
        if self.record.moves().len() <= self.ballot_plies() {
            self.say(crate::lang::draw_early::too_early(sh.lang()));
            return;
        }
        // The computer weighs it with a search of the position as it stands.
        self.stop_thinking();
        self.say(words::draw_weighing(sh.lang()));
        self.start_search(Purpose::Draw, sh);
    }

    /// The computer's answer to a draw offer, from its last search.
    pub(in crate::tui) fn answer_draw(&mut self, sh: &mut Shared) {
        let lang = sh.lang();
        let computer = seats::<G>().find(|&s| !self.is_human(s));
        let judged = self
            .engine
            .last
            .as_ref()
            .filter(|l| l.purpose == Purpose::Draw);
        let (Some(computer), Some(last)) = (computer, judged) else {
            self.say(words::draw_unjudged(lang));
            self.maybe_start_engine(sh);
            return;
        };
        let own = if last.seat == computer {
            last.info.score
        } else {
            -last.info.score
        };
        let score = words::score_for(lang, own, G::seat_label(computer, lang));
        if own <= DRAW_MARGIN {
            self.charge_clock();
            self.record.agree_draw();
            self.game_declared(sh);
            self.say(words::draw_accepted(lang, &score));
        } else {
            self.say(words::draw_declined(lang, &score));
            self.maybe_start_engine(sh);
        }
    }

    /// Every player agreed a draw.
    pub(in crate::tui) fn agree_draw(&mut self, sh: &mut Shared) {
        self.charge_clock();
        self.record.agree_draw();
        self.game_declared(sh);
        self.say(words::draw_agreed(sh.lang()));
    }

    /// After a resignation or an agreed draw: kept at once, and the result shown.
    pub(in crate::tui) fn game_declared(&mut self, sh: &mut Shared) {
        self.file.dirty = true;
        self.input.pick = None;
        self.engine.hint = None;
        self.sync_clock();
        let _ = self.autosave(sh);
        self.input.dialog = Some(Dialog::GameOver);
    }

    /// The hint's message: the move, its score from the side to move and its line.
    pub(in crate::tui) fn hint_text(&self, mv: &str, lang: crate::lang::Lang) -> String {
        let last = self
            .engine
            .last
            .as_ref()
            .filter(|l| l.purpose == Purpose::Hint);
        let score = last.map(|l| words::score_for(lang, l.info.score, G::seat_label(l.seat, lang)));
        let pv: &[String] = last.map_or(&[], |l| &l.info.pv);
        let said = |line: &str| {
            // From the databases (or the book): "win in 7 for White (database)".
            if let (Some(l), Some(score)) = (last, &score)
                && let Some(word) = l.info.source.word(lang)
            {
                let exact_draw = l.info.score == 0 && l.info.source.is_exact();
                let verdict = crate::lang::engine_ui::verdict(lang, score, exact_draw, Some(word));
                return crate::lang::engine_ui::hint_from(lang, mv, &verdict, line);
            }
            words::hint_line(lang, mv, score.as_deref(), line)
        };
        // The line is cut to what fits on one message line of an 80-column terminal
        // (the panel shows all of it).
        let mut shown = pv.len();
        let mut text = said(&pv.join(G::MOVE_SEPARATOR));
        while text.chars().count() > HINT_WIDTH && shown > 1 {
            shown -= 1;
            text = said(&format!("{} …", pv[..shown].join(G::MOVE_SEPARATOR)));
        }
        text
    }

    /// The name `export` offers: the game's file name, else one with today's date.
    fn export_name(&self) -> String {
        let ext = if G::pdn_text(&self.record).is_some() {
            "pdn"
        } else {
            "json"
        };
        let stem = self
            .file
            .saved_as
            .as_deref()
            .and_then(Path::file_stem)
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| {
                let d = self.record.created();
                format!(
                    "{}-{:04}{:02}{:02}-{:02}{:02}",
                    G::VARIANT,
                    d.year(),
                    u8::from(d.month()),
                    d.day(),
                    d.hour(),
                    d.minute()
                )
            });
        format!("{stem}.{ext}")
    }

    /// `export`: with a name, writes at once; without, asks with a name offered.
    pub(in crate::tui) fn export(&mut self, name: Option<String>, sh: &mut Shared) {
        match name {
            Some(name) => self.export_to(&name, sh),
            None => {
                let f = Field::offering(&self.export_name());
                self.input.dialog = Some(Dialog::ExportName {
                    input: f.text,
                    selected: f.selected,
                    caret: f.caret,
                });
            }
        }
    }

    /// Writes the game to `name` (a bare name goes to the save folder; no extension
    /// gets `.pdn`, or `.json` for a game without PDN).
    pub(in crate::tui) fn export_to(&mut self, name: &str, sh: &mut Shared) {
        let lang = sh.lang();
        let pdn = G::pdn_text(&self.record);
        let mut path: PathBuf = save::resolve_in(&sh.opts.save_dir, name);
        if Path::new(name).extension().is_none() {
            path.set_extension(if pdn.is_some() { "pdn" } else { "json" });
        }
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        let shown = path.display().to_string();
        let written = match pdn {
            Some(text) => std::fs::write(&path, text)
                .map(|_| words::exported(lang, &shown))
                .map_err(|e| e.to_string()),
            None => save::save(&self.record, &path, true)
                .map(|_| words::exported_json(lang, G::name(lang), &shown))
                .map_err(|e| render_save_error(lang, &e)),
        };
        self.input.dialog = None;
        match written {
            Ok(text) => self.say(text),
            Err(why) => self.complain(words::export_failed(lang, &shown, &why)),
        }
    }
}
