//! The help screen: keys, commands and the rules of the game, in the UI language.

use crate::lang::LangText;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Paragraph, Widget};

use crate::lang::Lang;
use crate::tui::shell::theme::Theme;

pub struct HelpView<'a> {
    pub lang: Lang,
    /// The keys, then the game's rules.
    pub text: &'a str,
    pub scroll: u16,
    pub theme: &'a Theme,
}

impl Widget for HelpView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.lang.text();
        let block = Block::default()
            .borders(Borders::ALL)
            .border_set(crate::tui::shell::ascii::border_set(
                self.theme.glyphs.ascii,
            ))
            .border_style(self.theme.label)
            .title(format!(" {} ", t.help_title))
            .title_style(self.theme.accent)
            .title_bottom(Line::from(format!(" {} ", t.help_keys)).right_aligned());
        // After a resize the stored scroll may be past the end: never show blank space.
        let max = crate::tui::shell::app::help_max_scroll(self.text, area.height);
        Paragraph::new(self.text)
            .block(block)
            .scroll((self.scroll.min(max), 0))
            .render(area, buf);
    }
}
