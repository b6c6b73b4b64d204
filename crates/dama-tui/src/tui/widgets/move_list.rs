//! The panel's move list: the current line as numbered rows ("n. first second"), each
//! move with its NAG glyphs (`23-18!?`), and under a row whose move the tree has other
//! moves for, the variations there in parentheses ("(7. 26-21 …)"); the comment of the
//! move shown, for under the list.

use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

use crate::game::Record;
use crate::lang::{Lang, variations as words};
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::table::session::Session;
use crate::tui::shell::theme::Theme;

/// One move of the move list: its text and its ply (index in the current line).
pub struct Item {
    pub text: String,
    pub ply: usize,
}

/// A row of the move list: its number (or a one-move row's label) and its moves; a
/// row of variations has its text in `head` and no moves.
pub struct Row {
    pub head: String,
    pub items: Vec<Item>,
}

/// The text of ply `ply` of the current line: the move, the study's mark or else the
/// move's own NAG glyphs.
fn move_text<G: ShellGame>(session: &Session<G>, pos: &G, mv: &G::Move, ply: usize) -> String {
    let mut text = session.listed_move(pos, mv, ply);
    if !text.ends_with(['!', '?'])
        && let Some(note) = session.record().note(ply)
    {
        text.push_str(&note.glyphs());
    }
    text
}

/// The other moves the tree has where ply `ply` of the current line was played, as a
/// row in parentheses: each with its number, "…" when its line goes on.
fn variations_row<G: ShellGame>(record: &Record<G>, ply: usize) -> Option<Row> {
    let tree = record.tree();
    let id = *record.line().get(ply)?;
    let parent = tree.node(id).parent;
    let before = tree.before(id, record.start());
    let (number, second) = record.move_number(ply);
    let others: Vec<String> = tree
        .children(parent)
        .iter()
        .filter(|&&o| o != id)
        .map(|&o| {
            let node = tree.node(o);
            let dots = if second { "..." } else { "." };
            let more = if node.children.is_empty() { "" } else { " …" };
            format!(
                "{number}{dots} {}{}{more}",
                before.move_text(&node.mv),
                node.note.glyphs()
            )
        })
        .collect();
    (!others.is_empty()).then(|| Row {
        head: format!("     ({})", others.join("; ")),
        items: Vec::new(),
    })
}

/// The move list as rows "n. first second", numbered from the start position; the
/// first column is the colour that opens the game (Black in English draughts). Every
/// move of the current line is listed, the ones after the cursor too, and after a row
/// the variations the tree has there.
pub fn rows<G: ShellGame>(session: &Session<G>, lang: Lang) -> Vec<Row> {
    let record = session.record();
    let mut rows = Vec::new();
    let mut pos = *record.start();
    let first = G::first_seat();
    if G::PLAYERS != 2 {
        // Three players (and stolen turns): one move a row, with its player.
        for (k, mv) in record.moves().iter().enumerate() {
            let who = G::seat_label(pos.to_move(), lang);
            let initial: String = who.chars().take(1).collect();
            rows.push(Row {
                head: format!("{:>3}. {initial} ", k + 1),
                items: vec![Item {
                    text: G::move_list_text(&pos, mv, lang),
                    ply: k,
                }],
            });
            rows.extend(variations_row(record, k));
            pos.play_unchecked(mv);
        }
        return rows;
    }
    let mut n = 1;
    let mut current: Option<Row> = None;
    // Variations waiting for the row of their move to be written.
    let mut pending: Vec<Row> = Vec::new();
    let ellipsis = || Item {
        text: "…".to_string(),
        ply: usize::MAX,
    };
    if pos.to_move() != first {
        current = Some(Row {
            head: format!("{n:>3}. "),
            items: vec![ellipsis()],
        });
    }
    for (ply, mv) in record.moves().iter().enumerate() {
        let item = Item {
            text: move_text(session, &pos, mv, ply),
            ply,
        };
        if pos.to_move() == first {
            // The same side moving twice running (in Dameta the scorer may kick
            // off next): the unfinished row stands as it is.
            if let Some(row) = current.take() {
                rows.push(row);
                rows.append(&mut pending);
                n += 1;
            }
            current = Some(Row {
                head: format!("{n:>3}. "),
                items: vec![item],
            });
        } else {
            let row = current.get_or_insert_with(|| Row {
                head: format!("{n:>3}. "),
                items: vec![ellipsis()],
            });
            row.items.push(item);
            rows.extend(current.take());
            n += 1;
        }
        pending.extend(variations_row(record, ply));
        if current.is_none() {
            rows.append(&mut pending);
        }
        pos.play_unchecked(mv);
    }
    rows.extend(current);
    rows.append(&mut pending);
    rows
}

/// A row drawn: the move shown highlighted, the moves after it greyed, variations in
/// the label colour.
pub fn row_line<G: ShellGame>(
    session: &Session<G>,
    theme: &Theme,
    row: &Row,
    col: usize,
) -> Line<'static> {
    if row.items.is_empty() {
        return Line::styled(row.head.clone(), theme.label);
    }
    let cursor = session.record().cursor();
    let mut spans = vec![Span::raw(row.head.clone())];
    for (i, item) in row.items.iter().enumerate() {
        let style = if item.ply == usize::MAX {
            Style::new()
        } else if item.ply + 1 == cursor {
            theme.selected
        } else if item.ply >= cursor {
            // Dim as well as grey: still told apart without colour (NO_COLOR).
            theme.label.add_modifier(Modifier::DIM)
        } else {
            Style::new()
        };
        spans.push(Span::styled(item.text.clone(), style));
        if i + 1 < row.items.len() {
            let pad = col.saturating_sub(item.text.chars().count()) + 1;
            spans.push(Span::raw(" ".repeat(pad)));
        }
    }
    Line::from(spans)
}

/// The index of the row holding the move shown (the one before the cursor).
pub fn cursor_row(rows: &[Row], cursor: usize) -> Option<usize> {
    let ply = cursor.checked_sub(1)?;
    rows.iter()
        .position(|r| r.items.iter().any(|i| i.ply == ply))
}

/// The width of a move column in a panel `width` wide.
pub fn col_width(width: usize) -> usize {
    ((width.saturating_sub(6)) / 2).clamp(5, 12)
}

/// The comment of the move shown (its `[%…]` commands left out), wrapped to `width`,
/// at most three lines; "in a variation" first when the move shown is off the main line.
pub fn comment_lines<G: ShellGame>(
    session: &Session<G>,
    width: usize,
    theme: &Theme,
    lang: Lang,
) -> Vec<Line<'static>> {
    let record = session.record();
    let mut lines = Vec::new();
    if record.in_variation() {
        lines.push(Line::styled(
            words::in_variation(lang).to_string(),
            theme.info,
        ));
    }
    if let Some(text) = record.current_note().and_then(|n| n.readable()) {
        let wrapped = super::wrap(&format!("“{text}”"), width, theme.label);
        lines.extend(wrapped.into_iter().take(3));
    }
    lines
}
