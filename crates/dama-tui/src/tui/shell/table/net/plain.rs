//! The table as plain lines, for the line mode (`dama play --host/--join --lines`): the
//! message under the board, the moves played, the question asked, the result and the
//! position — what a terminal without a full screen, or a script, reads of a game.

use crate::lang::{Lang, render_result};

use crate::tui::shell::game::ShellGame;
use crate::tui::shell::table::session::{Dialog, Session};

/// What the line mode prints of a table.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Plain {
    /// The message under the board.
    pub message: Option<String>,
    /// Each move played, with the seat that made it (`White 22-18`).
    pub moves: Vec<String>,
    /// A question waiting for the player (a draw offered: `y` or `n`).
    pub question: Option<String>,
    pub result: Option<String>,
    /// The position, in the game's notation.
    pub position: String,
    /// Each seat's clock (`White 4:58`), when the game has one.
    pub clocks: Vec<String>,
    /// The game-over box is up (a line typed closes it first).
    pub game_over: bool,
}

impl<G: ShellGame> Session<G> {
    /// The table as the line mode prints it.
    pub(in crate::tui) fn plain(&self, lang: Lang) -> Plain {
        let mut at = *self.record.start();
        let moves = self
            .record
            .moves()
            .iter()
            .map(|mv| {
                let seat = G::seat_label(at.to_move(), lang);
                let text = format!("{seat} {}", at.move_text(mv));
                at.play_unchecked(mv);
                text
            })
            .collect();
        let question = match &self.input.dialog {
            Some(Dialog::DrawOffer { from, .. }) => Some(match lang {
                Lang::En => format!(
                    "{} offers a draw: y accepts, n declines",
                    G::seat_label(*from, lang)
                ),
                Lang::It => format!(
                    "{} offre la patta: y accetta, n rifiuta",
                    G::seat_label(*from, lang)
                ),
            }),
            _ => None,
        };
        let clocks = crate::tui::shell::table::clocks::seat_times(self)
            .into_iter()
            .map(|(seat, left)| {
                let label = G::seat_label(seat, lang);
                format!(
                    "{label} {}",
                    crate::tui::shell::table::clocks::clock_text(left)
                )
            })
            .collect();
        Plain {
            message: self.input.message.as_ref().map(|m| m.text.clone()),
            moves,
            question,
            result: self.record.result().map(|r| {
                let (head, why) = render_result(lang, &r);
                format!("{head} ({why})")
            }),
            position: self.record.position().position_text(),
            clocks,
            game_over: self.input.dialog == Some(Dialog::GameOver),
        }
    }
}
