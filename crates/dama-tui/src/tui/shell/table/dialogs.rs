//! The dialogs on top of the board, for any game: their keys (a file name, a draw offer,
//! overwrite, exit, game over), and saving under a name.

use crate::lang::LangText;
use ratatui::crossterm::event::{KeyCode, KeyEvent};

use crate::game::save::{self, SaveError};
use crate::lang::{fill, render_save_error};
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::table::command::Command;
use crate::tui::shell::table::session::{Dialog, Session};
use crate::tui::shell::table::{Request, Shared};

impl<G: ShellGame> Session<G> {
    /// Saves under `name` (a bare name goes to the save folder). An existing file
    /// other than this game's own is only replaced with `overwrite`.
    pub(in crate::tui) fn save_as(
        &mut self,
        name: &str,
        overwrite: bool,
        then_exit: bool,
        sh: &mut Shared,
    ) -> Request {
        let lang = sh.lang();
        let t = lang.text();
        // The time used so far is in the file.
        self.charge_clock();
        // The offered name of a game loaded from (or saved to) a file is that file,
        // wherever it is; another name goes to the save folder.
        let own_name = self.file.saved_as.as_ref().filter(|p| {
            p.file_stem().is_some_and(|s| s.to_string_lossy() == name)
                || p.as_os_str().to_string_lossy() == name
        });
        let path = match own_name {
            Some(p) => p.clone(),
            None => save::resolve_in(&sh.opts.save_dir, name),
        };
        let own = self.file.saved_as.as_ref() == Some(&path);
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        match save::save(&self.record, &path, overwrite || own) {
            Ok(written) => {
                self.say(fill(t.saved_to, &[&written.display().to_string()]));
                self.file.saved_as = Some(written);
                self.file.dirty = false;
                self.input.dialog = None;
                if then_exit {
                    self.stop_thinking();
                    return Request::Quit;
                }
            }
            Err(SaveError::Exists { .. }) => {
                self.input.dialog = Some(Dialog::Overwrite { path, then_exit });
            }
            Err(e) => {
                self.input.dialog = None;
                self.complain(fill(t.save_failed, &[&render_save_error(lang, &e)]));
            }
        }
        Request::None
    }

    pub(in crate::tui) fn dialog_key(&mut self, key: KeyEvent, sh: &mut Shared) -> Request {
        let t = sh.lang().text();
        let Some(dialog) = self.input.dialog.clone() else {
            return Request::None;
        };
        let ch = match key.code {
            KeyCode::Char(c) => Some(c.to_ascii_lowercase()),
            _ => None,
        };
        let yes = ch == Some('y') || ch == Some(t.yes_key);
        let no = ch == Some('n') || key.code == KeyCode::Esc;
        match dialog {
            Dialog::SaveName {
                input,
                then_exit,
                selected,
                caret,
            } => {
                if key.code == KeyCode::Esc {
                    self.input.dialog = None;
                    return Request::None;
                }
                if key.code == KeyCode::Enter {
                    if !input.trim().is_empty() {
                        let name = input.trim().to_string();
                        return self.save_as(&name, false, then_exit, sh);
                    }
                    return Request::None;
                }
                let mut field = crate::tui::shell::field::Field {
                    text: input,
                    caret,
                    selected,
                };
                field.key(key, 200);
                self.input.dialog = Some(Dialog::SaveName {
                    input: field.text,
                    then_exit,
                    selected: field.selected,
                    caret: field.caret,
                });
            }
            Dialog::ExportName {
                input,
                selected,
                caret,
            } => match key.code {
                KeyCode::Esc => self.input.dialog = None,
                KeyCode::Enter if !input.trim().is_empty() => {
                    self.export_to(input.trim(), sh);
                }
                _ => {
                    let mut field = crate::tui::shell::field::Field {
                        text: input,
                        caret,
                        selected,
                    };
                    field.key(key, 200);
                    self.input.dialog = Some(Dialog::ExportName {
                        input: field.text,
                        selected: field.selected,
                        caret: field.caret,
                    });
                }
            },
            Dialog::DrawOffer { from, to } => {
                if yes {
                    self.input.dialog = None;
                    self.draw_accepted_by(from, to, sh);
                } else if no {
                    self.input.dialog = None;
                    let other = G::seat_label(to, sh.lang());
                    self.say(crate::lang::play::draw_declined_by(sh.lang(), other));
                    self.maybe_start_engine(sh);
                }
            }
            Dialog::Overwrite { path, then_exit } => {
                if yes {
                    return self.save_as(&path.display().to_string(), true, then_exit, sh);
                } else if no {
                    let input = path
                        .file_stem()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    self.input.dialog = Some(Dialog::SaveName {
                        caret: input.chars().count(),
                        selected: true,
                        input,
                        then_exit,
                    });
                }
            }
            Dialog::Exit { unsaved } => {
                if yes {
                    self.stop_thinking();
                    return Request::Quit;
                } else if unsaved && ch == Some(t.save_key) {
                    self.input.dialog = Some(self.save_name_dialog(true));
                } else if no {
                    self.input.dialog = None;
                }
            }
            Dialog::NewGame { unsaved } => {
                if yes {
                    self.input.dialog = None;
                    self.stop_thinking();
                    self.pause_clock(true);
                    return Request::NewGame;
                } else if unsaved && ch == Some(t.save_key) {
                    self.input.dialog = Some(self.save_name_dialog(false));
                } else if no {
                    self.input.dialog = None;
                }
            }
            Dialog::GameOver => {
                let cmd = match (key.code, ch) {
                    (KeyCode::Esc, _) => None,
                    (_, Some('n')) => Some(Command::New),
                    (_, Some('s')) => Some(Command::Save(None)),
                    (_, Some('e')) | (_, Some('q')) => Some(Command::Exit),
                    (_, Some('u')) => Some(Command::Undo),
                    // The keys that walk the game (`,` `.` Home End, the arrows, Tab…)
                    // close the box and do what they do: it never swallows them.
                    (KeyCode::Char(',' | '.' | '<' | '>' | '[' | ']'), _)
                    | (
                        KeyCode::Home
                        | KeyCode::End
                        | KeyCode::Left
                        | KeyCode::Right
                        | KeyCode::Up
                        | KeyCode::Down
                        | KeyCode::Tab
                        | KeyCode::PageUp
                        | KeyCode::PageDown
                        | KeyCode::F(_),
                        _,
                    ) => {
                        self.input.dialog = None;
                        return self.on_key(key, sh);
                    }
                    _ => return Request::None,
                };
                self.input.dialog = None;
                if let Some(cmd) = cmd {
                    return self.run(cmd, sh);
                }
            }
        }
        Request::None
    }
}
