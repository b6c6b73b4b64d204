//! The keys of a game over the network, before the table's own: `say TEXT` (or `chat`,
//! `scrivi`) sends a chat line; a draw offer and a resignation go across; the answer
//! to the peer's draw offer goes back; take-backs, hints, the analysis and the editor
//! wait until the game ends (they would part the two games).

use crate::lang::LangText;
use ratatui::crossterm::event::{KeyCode, KeyEvent};

use crate::peer::message::{self, Message};

use super::words;
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::table::command::{self, Command};
use crate::tui::shell::table::session::{Dialog, Session};
use crate::tui::shell::table::{Request, Shared};

/// A chat line typed in the move line: its text, if the line is one.
pub fn chat_text(line: &str) -> Option<&str> {
    let line = line.trim();
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    matches!(word.to_lowercase().as_str(), "say" | "chat" | "scrivi").then(|| rest.trim())
}

impl<G: ShellGame> Session<G> {
    /// Handles `key` when the network game has its own say on it; `None` leaves it to
    /// the table.
    pub(in crate::tui) fn net_key(&mut self, key: &KeyEvent, sh: &mut Shared) -> Option<Request> {
        let lang = sh.lang();
        let net = self.net.as_ref()?;
        let live = self.record.result().is_none();
        if let Some(Dialog::DrawOffer { from, .. }) = &self.input.dialog
            && net.remote(*from)
        {
            let ch = match key.code {
                KeyCode::Char(c) => Some(c.to_ascii_lowercase()),
                _ => None,
            };
            let yes = ch == Some('y') || ch == Some(lang.text().yes_key);
            let no = ch == Some('n') || key.code == KeyCode::Esc;
            if yes {
                net.peer.send(&Message::Accept);
            } else if no {
                net.peer.send(&Message::Decline);
            }
            return None;
        }
        if self.input.dialog.is_some() {
            return None;
        }
        match key.code {
            KeyCode::F(4) | KeyCode::F(5) | KeyCode::F(6) if live => {
                self.complain(words::not_over_network(lang));
                return Some(Request::None);
            }
            KeyCode::Enter if !self.input.line.trim().is_empty() => {}
            _ => return None,
        }
        let line = self.input.line.clone();
        if let Some(text) = chat_text(&line) {
            self.input.line.clear();
            let text = message::clean_chat(text);
            if text.is_empty() {
                self.say(words::chat_help(lang));
            } else if net.peer.send(&Message::Chat(text.clone())) {
                self.say(words::chat_in(words::you(lang), &text));
            } else {
                self.complain(words::not_connected(lang));
            }
            return Some(Request::None);
        }
        if G::is_move_line(&line) {
            return None;
        }
        match command::parse(&line) {
            Command::Undo
            | Command::Redo
            | Command::Hint
            | Command::Analyse
            | Command::Promote
            | Command::DeleteVariation
            | Command::New
                if live =>
            {
                self.input.line.clear();
                self.complain(words::not_over_network(lang));
                Some(Request::None)
            }
            Command::Draw | Command::Resign if live && G::PLAYERS > 2 => {
                self.input.line.clear();
                self.complain(words::two_only(lang));
                Some(Request::None)
            }
            Command::Draw if live => {
                self.input.line.clear();
                let peer = self.peer_name(lang);
                let Some(net) = self.net.as_mut() else {
                    return Some(Request::None);
                };
                if net.peer.send(&Message::Draw) {
                    net.offered = true;
                    self.say(words::draw_offered(lang, &peer));
                } else {
                    self.complain(words::not_connected(lang));
                }
                Some(Request::None)
            }
            Command::Resign if live => {
                self.input.line.clear();
                let mine = net.mine;
                // The peer away hears it on its return (`resend_resignation`).
                net.peer.send(&Message::Resign);
                while self.record.redo() {}
                self.stop_thinking();
                self.charge_clock();
                self.record.resign(mine);
                self.game_declared(sh);
                let label = G::seat_label(mine, lang);
                self.say(crate::lang::play::resigned(lang, label));
                Some(Request::None)
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn chat_lines_are_told_from_commands() {
        assert_eq!(super::chat_text("say ciao a tutti"), Some("ciao a tutti"));
        assert_eq!(super::chat_text("  Chat  hi "), Some("hi"));
        assert_eq!(super::chat_text("scrivi"), Some(""));
        assert_eq!(super::chat_text("save game"), None);
        assert_eq!(super::chat_text("22-18"), None);
    }
}
