//! The analysis mode's lines in the side panel (`shell/study/analysis.rs`): a heading with
//! the depth (and the outside engine's name when one searches), whose side the scores
//! are from (always White's, as on the evaluation graph), then each line ranked, its score and its
//! moves (on at most two rows, cut with "…"); or why there are none yet, or none at all.

use ratatui::style::Style;
use ratatui::text::{Line, Span};

use crate::lang::{Lang, analysis as words, render_score};
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::table::session::Session;
use crate::tui::shell::theme::Theme;

/// Rows of moves a line may take.
const ROWS_PER_LINE: usize = 2;

/// The panel's rows for the analysis of `session`, `width` columns wide; none when the
/// mode is off.
pub fn lines<G: ShellGame>(
    session: &Session<G>,
    width: usize,
    theme: &Theme,
    lang: Lang,
) -> Vec<Line<'static>> {
    let Some(a) = session.analysis() else {
        return Vec::new();
    };
    let heading = match a.engine_name() {
        Some(name) => format!("── {} · {name} ──", words::heading(lang, a.depth())),
        None => format!("── {} ──", words::heading(lang, a.depth())),
    };
    let mut out = vec![Line::styled(heading, theme.accent)];
    let note = |text: String| Line::styled(text, theme.label);
    if !a.is_supported() {
        out.extend(cut_rows(&words::unavailable(lang), width, 3, theme.label));
        return out;
    }
    if session.position().legal_moves().is_empty() {
        out.push(note(words::game_over(lang)));
        return out;
    }
    // An outside engine gives one line (the Hub protocol has no multi-PV): said, so
    // the panel does not look empty.
    if let Some(name) = a.engine_name() {
        out.extend(cut_rows(
            &words::one_line(lang, &name),
            width,
            2,
            theme.label,
        ));
    }
    if a.lines().is_empty() {
        out.push(note(words::thinking(lang)));
        return out;
    }
    // White's view, as the evaluation graph's: one viewpoint for every position.
    let first = crate::core::Seat::FIRST;
    out.push(note(words::scores_for(lang, G::seat_label(first, lang))));
    let sign = if session.to_move() == first { 1 } else { -1 };
    for (i, line) in a.lines().iter().enumerate() {
        let head = format!("{} {:>6} ", i + 1, render_score(lang, sign * line.score));
        let indent = head.chars().count();
        let rows = pack(&line.pv, width.saturating_sub(indent).max(6), ROWS_PER_LINE);
        for (k, row) in rows.into_iter().enumerate() {
            let lead = if k == 0 {
                Span::styled(head.clone(), theme.accent)
            } else {
                Span::raw(" ".repeat(indent))
            };
            out.push(Line::from(vec![lead, Span::raw(row)]));
        }
    }
    if a.is_finished() {
        out.push(note(words::finished(lang)));
    }
    out
}

/// Moves packed into at most `rows` rows of `width` columns, the last row ending in
/// "…" when moves are left over.
fn pack(moves: &[String], width: usize, rows: usize) -> Vec<String> {
    let mut out: Vec<String> = vec![String::new()];
    for mv in moves {
        let row = out.last_mut().expect("one row at least");
        let need = row.chars().count() + usize::from(!row.is_empty()) + mv.chars().count();
        if need <= width {
            if !row.is_empty() {
                row.push(' ');
            }
            row.push_str(mv);
            continue;
        }
        if out.len() == rows {
            let row = out.last_mut().expect("one row at least");
            if row.chars().count() + 2 > width
                && let Some(space) = row.rfind(' ')
            {
                row.truncate(space);
            }
            row.push_str(" …");
            break;
        }
        out.push(mv.chars().take(width).collect());
    }
    out
}

/// `text` in rows of `width` columns broken at spaces, at most `rows` of them.
fn cut_rows(text: &str, width: usize, rows: usize, style: Style) -> Vec<Line<'static>> {
    let words: Vec<String> = text.split_whitespace().map(str::to_string).collect();
    pack(&words, width.max(6), rows)
        .into_iter()
        .map(|r| Line::styled(r, style))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::pack;

    fn moves(text: &str) -> Vec<String> {
        text.split(' ').map(str::to_string).collect()
    }

    #[test]
    fn moves_fill_two_rows_then_stop() {
        let pv = moves("22-18 10-14 18x11 7x14 24-19 14x23 27x18 12-16");
        assert_eq!(pack(&pv, 12, 2), vec!["22-18 10-14", "18x11 7x14 …"]);
        assert_eq!(pack(&pv[..2], 40, 2), vec!["22-18 10-14"]);
        assert_eq!(pack(&[], 10, 2), vec![String::new()]);
    }
}
