//! The shell's side of DamHex^3 ([`ShellGame`] for `damhex::Position`): the hexagonal
//! board laid out in the biggest look the terminal takes (`widgets::damhex`), turned so
//! that the seat seen from has its base at the bottom; cells under the cursor and the
//! mouse; moves picked piece first, then landing by landing, refused with the rule they
//! break; the three-player engine of `damhex::search`; the panel's lines (pieces, who is
//! out, a ratto under way), what each move did (a stolen turn, a withdrawal, a player put
//! out) and the places and points at the end.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use rand::SeedableRng;
use rand::rngs::StdRng;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::core::{History, Level, Rules, Seat};
use crate::damhex::geometry::Cell;
use crate::damhex::search::{self, Limits, WIN};
use crate::damhex::words::{damhex_seat, render_damhex_move_error};
use crate::damhex::{Kind, Move, MoveError, Position};
use crate::game::GameResult;
use crate::lang::Lang;
use crate::tui::damhex::words::{
    damhex_draw_answer, damhex_move_note, damhex_pieces, damhex_places, damhex_ratto_now,
    damhex_ratto_offer, damhex_result, damhex_withdraw_word,
};

use crate::tui::damhex::board::{HexBoard, glyph};
use crate::tui::damhex::geom::{Look, cell_seen, screen, view_place};
use crate::tui::damhex::marks::marks;
use crate::tui::damhex::pick::{HexPick, move_list};
use crate::tui::shell::event::Progress;
use crate::tui::shell::game::{BoardState, Selection, ShellGame, Strength, Thought};
use crate::tui::shell::layout::{PANEL_MIN, ShellLayout};
use crate::tui::shell::theme::Theme;

/// A search score in the shell's terms: the engine's win and loss scores (`MATE` less
/// the plies) for the damhex search's (`WIN` less the plies), hundredths of a man else.
fn shell_score(score: i32) -> i32 {
    use crate::engine::{MATE, MATE_BOUND};
    if score >= WIN - 1000 {
        MATE - (WIN - score).min(60)
    } else if score <= -WIN + 3000 {
        -(MATE - ((score + WIN) % 1000).min(60))
    } else {
        score.clamp(1 - MATE_BOUND, MATE_BOUND - 1)
    }
}

impl ShellGame for Position {
    /// The search clears its own table for every move (its scores are the root
    /// player's), so nothing is kept between searches.
    type Memory = ();
    type Cell = Cell;
    type Pick = HexPick;

    fn name(_lang: Lang) -> &'static str {
        "DamHex^3"
    }

    fn help(lang: Lang) -> String {
        crate::tui::damhex::help::help(lang)
    }

    fn render_move_error(lang: Lang, e: &MoveError) -> String {
        render_damhex_move_error(lang, e)
    }

    fn seat_label(seat: Seat, lang: Lang) -> &'static str {
        damhex_seat(lang, seat.index())
    }

    fn seat_glyph(seat: Seat, _theme: &Theme) -> &'static str {
        glyph(seat.index(), false)
    }

    fn result_text(lang: Lang, result: &GameResult) -> (String, String) {
        damhex_result(lang, result)
    }

    fn new_memory(_mib: usize) {}

    fn think(
        pos: &Position,
        history: &History<Position>,
        strength: Strength,
        seed: u64,
        _memory: &mut (),
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(Progress),
    ) -> Thought<Move> {
        let (limits, noise) = match strength {
            Strength::Level(level) => crate::damhex::levels::level_limits(level),
            Strength::Depth(depth) => (Limits { depth, time: None }, 0),
        };
        let mut rng = StdRng::seed_from_u64(seed);
        let counter = history.counters();
        let found = search::search(pos, counter, limits, noise, &mut rng, stop, |i| {
            let score = shell_score(i.score);
            on_info(Progress::new(pos, i.depth, score, i.nodes, &[i.best]));
        });
        Thought {
            best: found.map(|i| i.best),
        }
    }

    fn min_size() -> (u16, u16) {
        let (w, h) = Look::Lattice.size();
        (w + 1 + PANEL_MIN, h + 2)
    }

    fn layout(area: Rect) -> Option<ShellLayout> {
        screen(area).map(|(l, _)| l)
    }

    fn draw_board(state: &BoardState<'_, Position>, area: Rect, buf: &mut Buffer) {
        let Some((_, geom)) = screen(area) else {
            return;
        };
        HexBoard {
            pos: state.pos,
            geom,
            seat: state.seat.index(),
            marks: marks(state),
            names: state.numbers,
            mode: state.theme.mode,
            ascii: state.theme.glyphs.white_man.is_ascii(),
            lang: state.lang,
        }
        .render(geom.area, buf);
    }

    fn cell_at(area: Rect, flipped: bool, col: u16, row: u16) -> Option<Cell> {
        Self::cell_at_from(area, Seat(u8::from(flipped)), col, row)
    }

    fn cell_at_from(area: Rect, seat: Seat, col: u16, row: u16) -> Option<Cell> {
        let (_, geom) = screen(area)?;
        geom.cell_at(seat.index(), col, row)
    }

    fn first_cursor(pos: &Position, flipped: bool) -> Cell {
        Self::first_cursor_from(pos, Seat(u8::from(flipped)))
    }

    /// In front of the middle of the seat's men (c4 for White).
    fn first_cursor_from(_pos: &Position, seat: Seat) -> Cell {
        cell_seen(seat.index(), (0, 6)).unwrap_or(0)
    }

    fn step_cursor(cell: Cell, dr: i8, dc: i8, flipped: bool) -> Cell {
        Self::step_cursor_from(cell, dr, dc, Seat(u8::from(flipped)))
    }

    /// Left and right go along the row; up and down to the row above or below, to one
    /// of the two neighbours there, alternately left and right by the row, so that up
    /// then down comes back and up, up goes straight up the board.
    fn step_cursor_from(cell: Cell, dr: i8, dc: i8, seat: Seat) -> Cell {
        let seat = seat.index();
        let (c, l) = view_place(seat, cell);
        let r = l / 3;
        let targets = if dc != 0 {
            vec![(c + 2 * i16::from(dc.signum()), l)]
        } else if dr != 0 {
            let row = 3 * (r + i16::from(dr.signum()));
            let prefer = if r.rem_euclid(2) == 0 { -1 } else { 1 };
            vec![(c + prefer, row), (c - prefer, row)]
        } else {
            Vec::new()
        };
        targets
            .into_iter()
            .find_map(|place| cell_seen(seat, place))
            .unwrap_or(cell)
    }

    fn select(
        pos: &Position,
        pick: &mut Option<HexPick>,
        cell: Cell,
        lang: Lang,
    ) -> Selection<Move> {
        crate::tui::damhex::pick::select(pos, pick, cell, lang)
    }

    /// One of the piece under the cursor, else any.
    fn example_move(pos: &Position, cursor: Cell) -> Option<Move> {
        let moves = pos.legal_moves();
        moves
            .iter()
            .find(|m| m.from == cursor)
            .or(moves.first())
            .copied()
    }

    fn panel_lines(pos: &Position, lang: Lang, theme: &Theme) -> Vec<Line<'static>> {
        let mut lines: Vec<Line<'static>> = (0..3)
            .map(|s| {
                let text = format!(
                    "{} {:<6} {}",
                    glyph(s, false),
                    damhex_seat(lang, s),
                    damhex_pieces(lang, pos, s)
                );
                let style = if pos.is_alive(s) {
                    Style::new()
                } else {
                    theme.label
                };
                Line::styled(text, style)
            })
            .collect();
        if pos.is_ratto() && !pos.is_finished() {
            let text = damhex_ratto_now(lang, pos.actor(), pos.turn());
            lines.push(Line::styled(text, theme.accent));
        }
        lines
    }

    /// Cells (`c3-d4`, `a1xc3xe5`) and the withdrawal are moves; so is a letter and a
    /// digit joined to more by `-` or `x` (`z9-a1`, to be told that z9 is no cell);
    /// anything else is a command (`l5` is the level).
    fn is_move_line(line: &str) -> bool {
        let text = line.trim().to_lowercase();
        if text == "withdraw" || text == "ritiro" {
            return true;
        }
        let mut chars = text.chars();
        let first = chars.next();
        let cell_like = first.is_some_and(|c| c.is_ascii_lowercase())
            && chars.next().is_some_and(|c| c.is_ascii_digit());
        cell_like && (matches!(first, Some('a'..='i')) || text.contains(['-', 'x', ':']))
    }

    fn move_description(before: &Position, mv: &Move, lang: Lang) -> Option<String> {
        Some(damhex_move_note(lang, before, mv))
    }

    /// A ratto, a withdrawal or a player put out, described; nothing for a plain move.
    fn move_note(before: &Position, mv: &Move, lang: Lang) -> Option<String> {
        let after = before.after(mv);
        let put_out = (0..3).any(|s| before.is_alive(s) && !after.is_alive(s));
        (matches!(mv.kind, Kind::Ratto | Kind::Withdraw) || put_out)
            .then(|| damhex_move_note(lang, before, mv))
    }

    /// The turn a human steals, with the captures that do it.
    fn turn_note(pos: &Position, lang: Lang) -> Option<String> {
        if !pos.is_ratto() || pos.is_finished() {
            return None;
        }
        let moves = move_list(&pos.legal_moves());
        Some(damhex_ratto_offer(lang, pos.actor(), pos.turn(), &moves))
    }

    fn move_list_text(before: &Position, mv: &Move, lang: Lang) -> String {
        match mv.kind {
            Kind::Withdraw => damhex_withdraw_word(lang).to_string(),
            Kind::Ratto => format!("{} ratto", before.move_text(mv)),
            Kind::Step | Kind::Capture => before.move_text(mv),
        }
    }

    fn result_lines(pos: &Position, result: &GameResult, lang: Lang) -> Vec<String> {
        damhex_places(lang, pos, result.winner.is_none())
    }

    /// By the rule of `damhex::draw`: a short search for the seat, against the draw's
    /// value for it.
    fn draw_answer(
        pos: &Position,
        history: &History<Position>,
        seat: Seat,
        lang: Lang,
    ) -> Option<(bool, String)> {
        let a = crate::damhex::draw::answer(pos, history.counters(), seat.index());
        Some((a.accepts, damhex_draw_answer(lang, seat.index(), a)))
    }

    fn is_playing(pos: &Position, seat: Seat) -> bool {
        pos.is_alive(seat.index())
    }

    fn level_time(level: Level) -> Option<Duration> {
        crate::damhex::levels::level_limits(level).0.time
    }
}
