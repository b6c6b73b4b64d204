//! What the position editor does with a checked position ([`Choice`]): play it against
//! the computer (as any seat) or every side oneself, analyse it, or save it where the
//! resume page lists it. A game opens as any other (`Session::start`), handed to the
//! shell by [`Request::Swap`].

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use crate::core::Seat;
use crate::game::save;
use crate::game::{Player, Record};
use crate::lang::editor as words;
use crate::lang::{Lang, render_save_error};
use crate::tui::shell::editor::edit::EditableGame;
use crate::tui::shell::editor::{Editor, Mode};
use crate::tui::shell::field::Field;
use crate::tui::shell::table::session::Session;
use crate::tui::shell::table::{Request, Shared};

/// The longest save name typed.
const NAME_MAX: usize = 100;

/// One thing to do with a checked position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Choice {
    /// Play this seat, the computer the others.
    PlayAs(Seat),
    /// Play every seat oneself.
    AllHuman,
    /// Study the position (for now: every seat human, see [`Editor::analyse`]).
    Analyse,
    Save,
    Back,
}

/// The choices for game `G`, in the order shown.
pub fn choices<G: EditableGame>() -> Vec<Choice> {
    let mut list: Vec<Choice> = (0..G::PLAYERS.max(1))
        .map(|i| Choice::PlayAs(Seat(i as u8)))
        .collect();
    list.extend([
        Choice::AllHuman,
        Choice::Analyse,
        Choice::Save,
        Choice::Back,
    ]);
    list
}

/// A choice's words.
pub fn choice_text<G: EditableGame>(c: Choice, lang: Lang) -> String {
    match c {
        Choice::PlayAs(seat) => words::play_as(lang, G::seat_label(seat, lang)),
        Choice::AllHuman => words::all_human(lang).to_string(),
        Choice::Analyse => words::analyse(lang).to_string(),
        Choice::Save => words::save(lang).to_string(),
        Choice::Back => words::back(lang).to_string(),
    }
}

impl<G: EditableGame> Editor<G> {
    /// The choices page: Up and Down, a digit or Enter chooses, Esc goes back.
    pub(in crate::tui) fn leave_key(&mut self, key: KeyEvent, sh: &mut Shared) -> Request {
        let Mode::Leave { pos, sel } = &mut self.mode else {
            return Request::None;
        };
        let list = choices::<G>();
        let n = list.len();
        let chosen = match key.code {
            KeyCode::Esc => Some(Choice::Back),
            KeyCode::Up => {
                *sel = (*sel + n - 1) % n;
                None
            }
            KeyCode::Down | KeyCode::Tab => {
                *sel = (*sel + 1) % n;
                None
            }
            KeyCode::Enter => list.get(*sel).copied(),
            KeyCode::Char(c) => c
                .to_digit(10)
                .and_then(|d| list.get((d as usize).checked_sub(1)?))
                .copied(),
            _ => None,
        };
        let pos = *pos;
        match chosen {
            None => Request::None,
            Some(c) => self.choose(c, pos, sh),
        }
    }

    fn choose(&mut self, c: Choice, pos: G, sh: &mut Shared) -> Request {
        let computer = Player::Computer { level: self.level };
        let seats = G::PLAYERS.max(1);
        match c {
            Choice::PlayAs(me) => {
                let players = (0..seats)
                    .map(|i| {
                        if i == me.index() {
                            Player::Human
                        } else {
                            computer
                        }
                    })
                    .collect();
                self.play(pos, players, sh)
            }
            Choice::AllHuman => self.play(pos, vec![Player::Human; seats], sh),
            Choice::Analyse => self.analyse(pos, sh),
            Choice::Save => {
                let name = format!("position-{}", G::VARIANT);
                self.mode = Mode::SaveName {
                    pos,
                    field: Field::offering(&name),
                };
                Request::None
            }
            Choice::Back => {
                self.mode = Mode::Edit;
                Request::None
            }
        }
    }

    /// A game from `pos` with these players, shown in place of the editor.
    fn play(&mut self, pos: G, players: Vec<Player>, sh: &mut Shared) -> Request {
        let record = Record::with_players(pos, players);
        self.next = Some(Box::new(Session::<G>::start(record, None, sh)));
        Request::Swap
    }

    /// "Analyse it": the position opens with every seat human, in the analysis mode
    /// (`shell/study/analysis.rs`): the engine's best lines as the person plays both sides.
    fn analyse(&mut self, pos: G, sh: &mut Shared) -> Request {
        let seats = G::PLAYERS.max(1);
        let req = self.play(pos, vec![Player::Human; seats], sh);
        if let Some(t) = self.next.as_mut() {
            t.analyse(true, sh);
        }
        req
    }

    /// The save name: Enter saves (never over another file), Esc goes back to the
    /// choices.
    pub(in crate::tui) fn save_key(&mut self, key: KeyEvent, sh: &mut Shared) {
        let lang = sh.lang();
        let Mode::SaveName { pos, field } = &mut self.mode else {
            return;
        };
        let pos = *pos;
        let back = Mode::Leave {
            pos,
            sel: choices::<G>()
                .iter()
                .position(|c| *c == Choice::Save)
                .unwrap_or(0),
        };
        match key.code {
            KeyCode::Esc => self.mode = back,
            KeyCode::Enter if !field.text.trim().is_empty() => {
                let name = field.text.trim().to_string();
                let record = Record::with_players(pos, vec![Player::Human; G::PLAYERS.max(1)]);
                let path = save::resolve_in(&sh.opts.save_dir, &name);
                self.message = Some(match save::save(&record, &path, false) {
                    Ok(p) => (words::saved(lang, &p.display().to_string()), false),
                    Err(e) => (words::not_saved(lang, &render_save_error(lang, &e)), true),
                });
                if self.message.as_ref().is_some_and(|(_, bad)| !bad) {
                    self.mode = back;
                }
            }
            _ => {
                field.key(key, NAME_MAX);
            }
        }
    }
}
