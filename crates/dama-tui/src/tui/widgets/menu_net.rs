//! The menu's "Play over the network" page as lines: Host or Join, the host's choices
//! (the game, the colour, the new-game page's clock row, the address), the guest's
//! (the host's address and the code), and the waiting page with the join code big.

use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

use crate::lang::{Lang, LangText, tr};
use crate::tui::shell::field::Field;
use crate::tui::shell::menu::MenuState;
use crate::tui::shell::menu::net::{NetMode, NetRow};
use crate::tui::shell::options::ColorChoice;
use crate::tui::shell::theme::Theme;

/// The main page's label of the network page.
pub fn menu_item(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Play over the network",
        Lang::It => "Gioca in rete",
    }
}

/// The page's head lines and its rows (the selected one marked); `clock_row` is the
/// new-game page's clock row, as that page draws it.
pub fn lines(
    lang: Lang,
    m: &MenuState,
    games: &[&'static str],
    th: &Theme,
    clock_row: String,
) -> (Vec<Line<'static>>, Vec<Line<'static>>) {
    let t = lang.text();
    let mut head = vec![Line::styled(format!("  {}", menu_item(lang)), th.accent)];
    if m.net.mode == NetMode::Waiting {
        waiting(lang, m, games, th, &mut head);
        return (head, Vec::new());
    }
    let value = |label: &str, v: &str| format!("{label:<15} ◀ {v} ▶");
    let mut items = Vec::new();
    for (i, row) in m.net_rows().into_iter().enumerate() {
        let selected = i == m.sel;
        let marker = if selected { "▶ " } else { "  " };
        let style = if selected { th.selected } else { Style::new() };
        if let Some(field) = m.net.field(row) {
            let label = match row {
                NetRow::Code => tr!(lang, "Code", "Codice"),
                _ if m.net.mode == NetMode::Join => tr!(lang, "Host:port", "Host:porta"),
                _ => tr!(lang, "Listen on", "Ascolta su"),
            };
            items.push(field_line(marker, &label, field, selected, th));
            continue;
        }
        let text = match row {
            NetRow::Host => tr!(
                lang,
                "Host a game (the other player joins it)",
                "Ospita una partita (l'altro giocatore si collega)"
            ),
            NetRow::Join => tr!(
                lang,
                "Join a game (the host's address and code)",
                "Collegati a una partita (indirizzo e codice dell'ospitante)"
            ),
            NetRow::Game => value(
                &tr!(lang, "Game", "Gioco"),
                games.get(m.game).copied().unwrap_or_default(),
            ),
            NetRow::Colour => {
                let c = match m.color {
                    ColorChoice::White => t.white.to_string(),
                    ColorChoice::Black => t.black.to_string(),
                    ColorChoice::Random => tr!(lang, "random", "a sorte"),
                };
                value(&tr!(lang, "Your colour", "Il tuo colore"), &c)
            }
            NetRow::Clock => clock_row.clone(),
            NetRow::Go if m.net.mode == NetMode::Host => {
                tr!(lang, "Host the game", "Ospita la partita")
            }
            NetRow::Go => tr!(lang, "Join", "Collegati"),
            _ => t.back.to_string(),
        };
        items.push(Line::from(vec![
            Span::raw(marker),
            Span::styled(text, style),
        ]));
    }
    if m.net.mode == NetMode::Host {
        head.push(Line::styled(
            tr!(
                lang,
                "  127.0.0.1 lets only this machine in; 0.0.0.0:27532 the network",
                "  127.0.0.1 solo questa macchina; 0.0.0.0:27532 la rete"
            ),
            th.label,
        ));
    }
    (head, items)
}

/// A typed row: its label, then the text with the caret when selected.
fn field_line(
    marker: &'static str,
    label: &str,
    field: &Field,
    selected: bool,
    th: &Theme,
) -> Line<'static> {
    let mut spans = vec![Span::raw(marker), Span::raw(format!("{label:<15}   "))];
    if selected {
        let (before, under, after) = field.parts();
        let style = if field.selected {
            th.selected
        } else {
            Style::new()
        };
        spans.extend([
            Span::styled(before, style),
            Span::styled(under, th.selected),
            Span::styled(after, style),
        ]);
    } else {
        spans.push(Span::raw(field.text.clone()));
    }
    Line::from(spans)
}

/// The waiting page: where the game is hosted, the code big, how to join, Esc.
fn waiting(
    lang: Lang,
    m: &MenuState,
    games: &[&'static str],
    th: &Theme,
    head: &mut Vec<Line<'static>>,
) {
    let Some(w) = m.net.waiting.as_ref() else {
        return;
    };
    let game = games.get(m.game).copied().unwrap_or_default();
    let addr = &w.addr;
    head.push(Line::from(""));
    head.push(Line::from(tr!(
        lang,
        "  Hosting {game} on {addr}",
        "  Partita di {game} ospitata su {addr}"
    )));
    head.push(Line::from(""));
    head.push(Line::styled(tr!(lang, "Join code", "Codice per collegarsi"), th.label).centered());
    let spaced: String = w.code.chars().flat_map(|c| [' ', c, ' ']).collect();
    let big = th.accent.add_modifier(Modifier::BOLD | Modifier::REVERSED);
    let pad = " ".repeat(spaced.chars().count());
    head.push(Line::styled(pad.clone(), big).centered());
    head.push(Line::styled(spaced, big).centered());
    head.push(Line::styled(pad, big).centered());
    head.push(Line::from(""));
    head.push(Line::from(tr!(
        lang,
        "  The other player: {} → Join, {addr}, code {}",
        "  L'altro giocatore: {} → Collegati, {addr}, codice {}",
        menu_item(lang),
        w.code
    )));
    head.push(Line::from(tr!(
        lang,
        "  or: dama play --join {addr} --code {}",
        "  oppure: dama play --join {addr} --code {}",
        w.code
    )));
    head.push(Line::from(""));
    head.push(Line::styled(
        tr!(
            lang,
            "  Waiting for the guest… Esc gives the game up",
            "  In attesa dell'ospite… Esc rinuncia"
        ),
        th.accent,
    ));
}
