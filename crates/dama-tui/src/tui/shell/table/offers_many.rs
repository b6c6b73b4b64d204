//! A draw offered in a game of more than two players: every other player still in the
//! game must agree. The computers answer first, each by its own evaluation (the game
//! says how, [`ShellGame::draw_answer`]); then each other person at the keyboard is
//! asked in turn (Y/N). One refusal ends the offer; when all agree, the game is drawn
//! (the game's result lines say what a draw scores).

use crate::core::Seat;
use crate::lang::draw_many as words;
use crate::lang::play;

use crate::tui::shell::game::ShellGame;
use crate::tui::shell::table::Shared;
use crate::tui::shell::table::session::{Dialog, Session, seats};

impl<G: ShellGame> Session<G> {
    /// The other players still in the game, besides `from`.
    fn draw_partners(&self, from: Seat) -> Vec<Seat> {
        let pos = self.record.position();
        seats::<G>()
            .filter(|&s| s != from && G::is_playing(pos, s))
            .collect()
    }

    /// The next person to ask after `after` (or the first when `None`).
    fn next_asked(&self, from: Seat, after: Option<Seat>) -> Option<Seat> {
        self.draw_partners(from)
            .into_iter()
            .filter(|&s| self.is_human(s))
            .find(|&s| after.is_none_or(|a| s.0 > a.0))
    }

    /// `from` offers a draw to every other player still in the game.
    pub(in crate::tui) fn offer_draw_to_all(&mut self, from: Seat, sh: &mut Shared) {
        let lang = sh.lang();
        self.stop_thinking();
        let pos = *self.record.position();
        let history = self.record.history();
        let mut said = Vec::new();
        for seat in self.draw_partners(from) {
            if self.is_human(seat) {
                continue;
            }
            let Some((accepts, why)) = G::draw_answer(&pos, &history, seat, lang) else {
                self.say(play::draw_unjudged(lang));
                self.maybe_start_engine(sh);
                return;
            };
            said.push(why);
            if !accepts {
                self.say(words::no_draw(lang, &said.join("; ")));
                self.maybe_start_engine(sh);
                return;
            }
        }
        match self.next_asked(from, None) {
            Some(to) => {
                if !said.is_empty() {
                    self.say(capitalised(&said.join("; ")));
                }
                self.input.dialog = Some(Dialog::DrawOffer { from, to });
            }
            None => {
                self.agree_draw(sh);
                self.say(words::draw_agreed_by_all(lang, &said.join("; ")));
            }
        }
    }

    /// The person at `to` accepted `from`'s draw offer: the next person is asked, or the
    /// game is drawn.
    pub(in crate::tui) fn draw_accepted_by(&mut self, from: Seat, to: Seat, sh: &mut Shared) {
        if G::PLAYERS > 2
            && let Some(next) = self.next_asked(from, Some(to))
        {
            self.input.dialog = Some(Dialog::DrawOffer { from, to: next });
            return;
        }
        self.agree_draw(sh);
        self.say(play::draw_agreed(sh.lang()));
    }
}

/// `text` with its first letter a capital (a game's answer shown alone).
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
