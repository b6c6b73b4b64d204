//! The position editor, for any game that is an [`EditableGame`]: a table
//! ([`Table`]) of its own, shown where a game is. The cursor (the game's), the keys and
//! the mouse put and take off the game's pieces on a setup; `c` clears the board, `s`
//! sets the start, `t` gives the move to the next seat, `f` reads a typed position; the
//! setup's text shows as it changes. Enter checks the setup: a refusal names what is
//! wrong, else the player chooses what to do with the position (`editor_leave.rs`): play
//! it, analyse it, or save it. Esc goes back where the editor was opened from.

pub mod edit;
pub(crate) mod leave;
pub(crate) mod open;

use std::any::Any;
use std::path::PathBuf;

use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

use crate::core::{Level, Seat};
use crate::lang::Lang;
use crate::lang::editor as words;
use crate::tui::shell::editor::edit::{EditableGame, clean_text};
use crate::tui::shell::event::EngineEvent;
use crate::tui::shell::field::Field;
use crate::tui::shell::table::session::Session;
use crate::tui::shell::table::{Request, Shared, Table};

/// The longest position text the FEN field takes.
const TEXT_MAX: usize = 400;

/// What the editor is doing.
#[derive(Clone, Debug)]
pub enum Mode<G: EditableGame> {
    /// Putting and taking off pieces.
    Edit,
    /// Typing (or pasting) a position.
    Text(Field),
    /// The position is checked: choosing what to do with it (a row of `choices`).
    Leave { pos: G, sel: usize },
    /// Typing the name to save it under.
    SaveName { pos: G, field: Field },
}

/// Where the editor starts, as the shell opens it (see [`open`]).
pub struct EditFrom {
    /// The table it was opened from (a game in progress), shown again on Esc; its
    /// position is the one edited when no text is given.
    pub back: Option<Box<dyn Table>>,
    /// A position text to start from (`--fen`), read by the game.
    pub text: Option<String>,
    /// The computer's level when the position is played against it.
    pub level: Level,
}

/// The position editor of game `G`.
pub struct Editor<G: EditableGame> {
    pub(in crate::tui) setup: G::Setup,
    pub(in crate::tui) cursor: G::Cell,
    /// The thing Space and a click put (an index in `G::edit_pieces`).
    pub(in crate::tui) piece: usize,
    pub(in crate::tui) flipped: bool,
    pub(in crate::tui) numbers: bool,
    pub(in crate::tui) mode: Mode<G>,
    /// The last thing said, and whether it is a refusal.
    pub(in crate::tui) message: Option<(String, bool)>,
    pub(in crate::tui) level: Level,
    back: Option<Box<dyn Table>>,
    /// The table the shell shows next ([`Request::Swap`]).
    pub(in crate::tui) next: Option<Box<dyn Table>>,
}

/// Opens the editor of game `G` as `from` says; a position text that cannot be read is
/// refused with the reason, in the player's language.
pub fn open<G: EditableGame>(from: EditFrom, sh: &mut Shared) -> Result<Box<dyn Table>, String> {
    let lang = sh.lang();
    let shown = from
        .back
        .as_ref()
        .and_then(|t| t.as_any().downcast_ref::<Session<G>>())
        .map(|s| (*s.position(), s.flipped()));
    let (pos, flipped) = match (&from.text, shown) {
        (Some(text), _) => (read::<G>(text, lang)?, false),
        (None, Some(shown)) => shown,
        (None, None) => (G::start(), false),
    };
    let mut editor = Editor::<G>::new(&pos, from.level, sh);
    editor.flipped = flipped;
    editor.cursor = G::first_cursor(&pos, flipped);
    editor.back = from.back;
    Ok(Box::new(editor))
}

/// A typed position, cleaned of quotes and spaces, read by the game.
fn read<G: EditableGame>(text: &str, lang: Lang) -> Result<G, String> {
    G::parse_position(clean_text(text))
        .map_err(|e| words::fen_refused(lang, &G::render_position_error(lang, &e)))
}

impl<G: EditableGame> Editor<G> {
    /// An editor on `pos`.
    pub fn new(pos: &G, level: Level, sh: &Shared) -> Editor<G> {
        Editor {
            setup: G::setup_of(pos),
            cursor: G::first_cursor(pos, false),
            piece: 0,
            flipped: false,
            numbers: sh.opts.numbers,
            mode: Mode::Edit,
            message: None,
            level,
            back: None,
            next: None,
        }
    }

    /// The setup being edited.
    pub fn setup(&self) -> &G::Setup {
        &self.setup
    }

    /// The setup's text, as the panel shows it.
    pub fn text(&self) -> String {
        G::setup_text(&self.setup)
    }

    /// The last thing said (a refusal, a note).
    pub fn message(&self) -> Option<&str> {
        self.message.as_ref().map(|(m, _)| m.as_str())
    }

    pub fn mode(&self) -> &Mode<G> {
        &self.mode
    }

    pub fn cursor(&self) -> G::Cell {
        self.cursor
    }

    /// The thing Space and a click put (an index in the game's list).
    pub fn piece(&self) -> usize {
        self.piece
    }

    /// Leaves the editor: back to the table it was opened from, or the menu.
    pub(in crate::tui) fn cancel(&mut self) -> Request {
        self.next = self.back.take();
        Request::Swap
    }

    fn on_key(&mut self, key: KeyEvent, sh: &mut Shared) -> Request {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        if ctrl && key.code == KeyCode::Char('c') {
            return self.cancel();
        }
        match &self.mode {
            Mode::Edit => self.edit_key(key, sh),
            Mode::Text(_) => {
                self.text_key(key, sh.lang());
                Request::None
            }
            Mode::Leave { .. } => self.leave_key(key, sh),
            Mode::SaveName { .. } => {
                self.save_key(key, sh);
                Request::None
            }
        }
    }

    fn edit_key(&mut self, key: KeyEvent, sh: &mut Shared) -> Request {
        let lang = sh.lang();
        let n = G::edit_pieces(lang).len().max(1);
        match key.code {
            KeyCode::Esc => return self.cancel(),
            KeyCode::F(1) => return Request::Help,
            KeyCode::F(2) => self.flipped = !self.flipped,
            KeyCode::F(3) => self.numbers = !self.numbers,
            KeyCode::F(8) => return Request::Search,
            KeyCode::Enter => self.finish(lang),
            KeyCode::Up => self.step(-1, 0),
            KeyCode::Down => self.step(1, 0),
            KeyCode::Left => self.step(0, -1),
            KeyCode::Right => self.step(0, 1),
            KeyCode::Tab => self.piece = (self.piece + 1) % n,
            KeyCode::BackTab => self.piece = (self.piece + n - 1) % n,
            KeyCode::Char(' ') => self.toggle(self.cursor, self.piece),
            KeyCode::Char('x') | KeyCode::Delete | KeyCode::Backspace => self.remove(self.cursor),
            KeyCode::Char('c') => self.changed(|s| G::clear(s)),
            KeyCode::Char('s') => {
                let start = G::setup_of(&G::start());
                self.changed(|s| *s = start);
            }
            KeyCode::Char('t') => {
                let next = Seat(((G::turn(&self.setup).index() + 1) % G::PLAYERS.max(1)) as u8);
                self.changed(|s| G::set_turn(s, next));
            }
            KeyCode::Char('f') => self.mode = Mode::Text(Field::offering(&self.text())),
            KeyCode::Char(c) => {
                let pieces = G::edit_pieces(lang);
                if let Some(i) = pieces.iter().position(|p| p.key == c) {
                    self.piece = i;
                    self.toggle(self.cursor, i);
                }
            }
            _ => {}
        }
        Request::None
    }

    fn step(&mut self, dr: i8, dc: i8) {
        self.cursor = G::step_cursor(self.cursor, dr, dc, self.flipped);
    }

    /// A change to the setup: what was said before no longer holds.
    fn changed(&mut self, change: impl FnOnce(&mut G::Setup)) {
        change(&mut self.setup);
        self.message = None;
    }

    /// Puts thing `piece` on `cell`, or takes it off when it is there already.
    fn toggle(&mut self, cell: G::Cell, piece: usize) {
        let put = (!G::has(&self.setup, cell, piece)).then_some(piece);
        self.changed(|s| {
            G::put(s, cell, put);
        });
    }

    fn remove(&mut self, cell: G::Cell) {
        self.changed(|s| {
            G::put(s, cell, None);
        });
    }

    /// Enter: the setup checked, then the choices; or what is wrong.
    fn finish(&mut self, lang: Lang) {
        match G::check(&self.setup, lang) {
            Ok(pos) => {
                self.message = None;
                self.mode = Mode::Leave { pos, sel: 0 };
            }
            Err(r) => self.message = Some((words::refusal(lang, &r), true)),
        }
    }

    /// The position field: Enter reads it onto the board, Esc leaves it.
    fn text_key(&mut self, key: KeyEvent, lang: Lang) {
        let Mode::Text(field) = &mut self.mode else {
            return;
        };
        match key.code {
            KeyCode::Esc => self.mode = Mode::Edit,
            KeyCode::Enter => match read::<G>(&field.text, lang) {
                Ok(pos) => {
                    self.setup = G::setup_of(&pos);
                    self.mode = Mode::Edit;
                    self.message = Some((words::fen_read(lang).to_string(), false));
                }
                Err(why) => self.message = Some((why, true)),
            },
            _ => {
                field.key(key, TEXT_MAX);
            }
        }
    }

    fn on_mouse(&mut self, m: MouseEvent, size: Rect) -> Request {
        if !matches!(self.mode, Mode::Edit) {
            return Request::None;
        }
        let Some(cell) = G::cell_at(size, self.flipped, m.column, m.row) else {
            return Request::None;
        };
        match m.kind {
            MouseEventKind::Down(MouseButton::Left) => {
                self.cursor = cell;
                self.toggle(cell, self.piece);
            }
            MouseEventKind::Down(MouseButton::Right) => {
                self.cursor = cell;
                self.remove(cell);
            }
            _ => {}
        }
        Request::None
    }
}

impl<G: EditableGame> Table for Editor<G> {
    fn game_id(&self) -> &'static str {
        G::VARIANT
    }

    fn name(&self, lang: Lang) -> &'static str {
        G::name(lang)
    }

    fn key(&mut self, key: KeyEvent, sh: &mut Shared) -> Request {
        self.on_key(key, sh)
    }

    fn mouse(
        &mut self,
        m: MouseEvent,
        size: Rect,
        _ply: Option<usize>,
        _sh: &mut Shared,
    ) -> Request {
        self.on_mouse(m, size)
    }

    fn tick(&mut self, _sh: &mut Shared) {}

    fn engine(&mut self, _ev: EngineEvent, _sh: &mut Shared) {}

    fn resume(&mut self, _sh: &mut Shared) {}

    fn stop(&mut self) {
        if let Some(back) = self.back.as_mut() {
            back.stop();
        }
    }

    fn say(&mut self, text: String) {
        self.message = Some((text, false));
    }

    fn keep_aside(&mut self, name: &str, sh: &Shared) -> Option<Result<PathBuf, String>> {
        self.back.as_mut()?.keep_aside(name, sh)
    }

    fn search_position(&self, lang: Lang) -> Result<String, String> {
        G::check(&self.setup, lang)
            .map(|pos| pos.position_text())
            .map_err(|r| words::refusal(lang, &r))
    }

    fn is_busy(&self) -> bool {
        false
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn take_next(&mut self) -> Option<Box<dyn Table>> {
        self.next.take()
    }
}
