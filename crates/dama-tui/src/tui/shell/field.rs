//! A one-line text field with a caret and a selection, as the save dialog and the
//! new-game page's position use it: an offered text starts selected, so typing replaces
//! it; the arrows, Home and End drop the selection and move the caret; Backspace and
//! Delete remove the selection or one character.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The field's text, the caret (in characters) and whether the whole text is selected.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Field {
    pub text: String,
    pub caret: usize,
    pub selected: bool,
}

impl Field {
    /// A field offering `text`, selected.
    pub fn offering(text: &str) -> Field {
        Field {
            text: text.to_string(),
            caret: text.chars().count(),
            selected: !text.is_empty(),
        }
    }

    /// The byte index of character `n`.
    fn at(&self, n: usize) -> usize {
        self.text
            .char_indices()
            .nth(n)
            .map_or(self.text.len(), |(i, _)| i)
    }

    fn len(&self) -> usize {
        self.text.chars().count()
    }

    /// Edits the field by one key; the text never grows past `max` characters. Returns
    /// whether the key was an editing key.
    pub fn key(&mut self, key: KeyEvent, max: usize) -> bool {
        self.caret = self.caret.min(self.len());
        match key.code {
            KeyCode::Char(_)
                if key
                    .modifiers
                    .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT) =>
            {
                return false;
            }
            KeyCode::Char(c) => {
                if self.selected {
                    self.text.clear();
                    self.caret = 0;
                    self.selected = false;
                }
                if self.len() < max {
                    let at = self.at(self.caret);
                    self.text.insert(at, c);
                    self.caret += 1;
                }
            }
            KeyCode::Backspace | KeyCode::Delete if self.selected => {
                self.text.clear();
                self.caret = 0;
                self.selected = false;
            }
            KeyCode::Backspace if self.caret > 0 => {
                let at = self.at(self.caret - 1);
                self.text.remove(at);
                self.caret -= 1;
            }
            KeyCode::Delete if self.caret < self.len() => {
                let at = self.at(self.caret);
                self.text.remove(at);
            }
            KeyCode::Left => {
                self.caret = if self.selected {
                    0
                } else {
                    self.caret.saturating_sub(1)
                };
                self.selected = false;
            }
            KeyCode::Right => {
                self.caret = (self.caret + 1).min(self.len());
                self.selected = false;
            }
            KeyCode::Home => {
                self.caret = 0;
                self.selected = false;
            }
            KeyCode::End => {
                self.caret = self.len();
                self.selected = false;
            }
            KeyCode::Backspace | KeyCode::Delete => {}
            _ => return false,
        }
        true
    }

    /// The text before the caret, the character under it (a space at the end) and the
    /// rest: how the field is drawn.
    pub fn parts(&self) -> (String, String, String) {
        let chars: Vec<char> = self.text.chars().collect();
        let caret = self.caret.min(chars.len());
        let before: String = chars[..caret].iter().collect();
        let under = chars.get(caret).map_or(" ".to_string(), |c| c.to_string());
        let after: String = chars
            .get(caret + 1..)
            .map_or(String::new(), |r| r.iter().collect());
        (before, under, after)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn typing_replaces_a_selected_offer() {
        let mut f = Field::offering("game1");
        f.key(key(KeyCode::Char('x')), 200);
        assert_eq!(f.text, "x");
        assert!(!f.selected);
    }

    #[test]
    fn arrows_keep_the_offer_and_edit_it() {
        let mut f = Field::offering("game");
        f.key(key(KeyCode::End), 200);
        f.key(key(KeyCode::Char('2')), 200);
        assert_eq!(f.text, "game2");
        f.key(key(KeyCode::Home), 200);
        f.key(key(KeyCode::Char('a')), 200);
        assert_eq!(f.text, "agame2");
        f.key(key(KeyCode::Right), 200);
        f.key(key(KeyCode::Backspace), 200);
        assert_eq!(f.text, "aame2");
        f.key(key(KeyCode::Delete), 200);
        assert_eq!(f.text, "ame2");
    }
}
