//! The shell's side of every draughts game ([`ShellGame`] for all of them at once): the
//! n x n board laid out by `geom::game`, drawn by `widgets::board`, cells as (row,
//! column) of the diagram (White at the bottom), moves picked square by square
//! (`pick.rs`), the panel's piece counts, and the engine of `src/engine/`.

use crate::lang::LangText;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::core::{Evaluate, History, Level, Seat};
use crate::draughts::{Color, Kind, Piece, Variant};
use crate::engine::Tt;
use crate::game::GameResult;
use crate::lang::{Lang, Localize, fill, render_variant_result};

use crate::tui::draughts::board::{BoardView, look};
use crate::tui::draughts::geom;
use crate::tui::draughts::marks::marks;
use crate::tui::draughts::pick::{self, Pick};
use crate::tui::shell::event::Progress;
use crate::tui::shell::game::{BoardState, Selection, ShellGame, Strength, ThinkSetup, Thought};
use crate::tui::shell::layout::{self, ShellLayout};
use crate::tui::shell::theme::Theme;

/// The colour of a draughts seat.
fn color(seat: Seat) -> Color {
    if seat == Color::White.into() {
        Color::White
    } else {
        Color::Black
    }
}

/// The draughts games, as the shell knows them: a trait of this crate, so that the
/// blanket impls over them (the screen, the editor) do not overlap the other games' own
/// impls (coherence across crates).
pub trait ShellDraughts: crate::game::formats::DraughtsGame {}

impl ShellDraughts for crate::draughts::italian::Position {}
impl<R: crate::draughts::RuleSet> ShellDraughts for crate::draughts::Board<R> {}

impl<G> ShellGame for G
where
    G: ShellDraughts + Evaluate,
    G::MoveError: Localize,
{
    type Memory = Tt;
    type Cell = (u8, u8);
    type Pick = Pick;

    /// The game's own level table's time cap (the progress bar's budget).
    fn level_time(level: Level) -> Option<Duration> {
        Some(Duration::from_millis(
            crate::engine::level_spec::<G>(level).movetime_ms,
        ))
    }

    fn hint_level() -> Level {
        crate::engine::hint_level::<G>()
    }

    fn name(lang: Lang) -> &'static str {
        let t = lang.text();
        match G::KIND {
            Variant::Italian => t.italian,
            Variant::English => t.english,
            Variant::Brazilian => t.brazilian,
            Variant::International => t.international,
        }
    }

    fn help(lang: Lang) -> String {
        crate::tui::draughts::help::help(lang, G::KIND)
    }

    /// A move by numbers (`22-18`) or by algebraic squares (`c3-d4`, `c3xe5`, as
    /// Brazilian players and PDN's GameType 26 write them): a letter and a digit, then
    /// the rest of the move: the files of the boards are a to j (`l5`, the level glued
    /// to its letter, stays a command).
    fn is_move_line(line: &str) -> bool {
        match line.trim_start().as_bytes() {
            [d, ..] if d.is_ascii_digit() => true,
            [l, d, ..] => matches!(l.to_ascii_lowercase(), b'a'..=b'j') && d.is_ascii_digit(),
            _ => false,
        }
    }

    fn render_move_error(lang: Lang, e: &G::MoveError) -> String {
        e.localize(lang)
    }

    fn seat_label(seat: Seat, lang: Lang) -> &'static str {
        lang.color(color(seat))
    }

    fn seat_glyph(seat: Seat, theme: &Theme) -> &'static str {
        theme.glyphs.piece(look(Piece::new(color(seat), Kind::Man)))
    }

    fn first_seat() -> Seat {
        G::FIRST.into()
    }

    fn result_text(lang: Lang, result: &GameResult) -> (String, String) {
        render_variant_result(lang, result, G::KIND)
    }

    fn render_position_error(lang: Lang, e: &G::PositionError) -> String {
        // Italian FEN errors have their words in both languages.
        let any: &dyn std::any::Any = e;
        match any.downcast_ref::<crate::draughts::italian::FenError>() {
            Some(fen) => crate::lang::render_fen_error(lang, fen),
            None => e.to_string(),
        }
    }

    fn pdn_text(record: &crate::game::Record<G>) -> Option<String> {
        Some(crate::game::pdn::export(record))
    }

    fn ballots() -> &'static [&'static str] {
        match G::KIND {
            Variant::Italian => crate::draughts::italian::ballots::BALLOTS,
            _ => &[],
        }
    }

    fn uses_databases() -> bool {
        G::KIND == Variant::Italian
    }

    fn has_puzzles() -> bool {
        true
    }

    fn hub() -> Option<crate::tui::shell::table::computer::hub_link::HubSpeech<G>> {
        use crate::protocol::hub_text;
        Some(crate::tui::shell::table::computer::hub_link::HubSpeech {
            variant: G::VARIANT,
            position: hub_text::position_text::<G>,
            move_text: hub_text::move_text::<G>,
            parse_move: |pos, text| hub_text::parse_move(pos, text).ok(),
        })
    }

    fn new_memory(mib: usize) -> Tt {
        Tt::new(mib)
    }

    fn has_analysis() -> bool {
        true
    }

    fn analyse_game(
        start: &G,
        moves: &[G::Move],
        depth: u32,
        databases: Option<&crate::tui::shell::databases::DatabaseHandle>,
        database_dir: Option<&std::path::Path>,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<crate::study::Analysis<G::Move>> {
        use crate::tui::draughts::study;
        study::analyse(start, moves, depth, databases, database_dir, stop, progress)
    }

    fn think(
        pos: &G,
        history: &History<G>,
        strength: Strength,
        seed: u64,
        tt: &mut Tt,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(Progress),
    ) -> Thought<G::Move> {
        // One thread, no databases, the level's time: the shared search of the engine's
        // games with the default setup.
        let setup = crate::tui::shell::game::ThinkSetup::default();
        crate::tui::shell::table::computer::engine_think::search(
            pos, history, strength, seed, &setup, None, None, tt, stop, on_info,
        )
    }

    /// Threads, and for Italian draughts the endgame databases (`think.rs`).
    fn think_with(
        pos: &G,
        history: &History<G>,
        strength: Strength,
        seed: u64,
        setup: &ThinkSetup,
        tt: &mut Tt,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(Progress),
    ) -> Thought<G::Move> {
        crate::tui::draughts::think::draughts(
            pos, history, strength, seed, setup, tt, stop, on_info,
        )
    }

    fn analyse(
        pos: &G,
        history: &History<G>,
        count: usize,
        setup: &ThinkSetup,
        tt: &mut Tt,
        stop: &AtomicBool,
        on_lines: &mut dyn FnMut(Vec<Progress>),
    ) -> bool {
        crate::tui::draughts::think::lines(pos, history, count, setup, tt, stop, on_lines)
    }

    fn min_size() -> (u16, u16) {
        layout::min_size(G::SIZE)
    }

    fn layout(area: Rect) -> Option<ShellLayout> {
        geom::game(area, G::SIZE).map(|l| l.shell())
    }

    fn draw_board(state: &BoardState<'_, G>, area: Rect, buf: &mut Buffer) {
        let Some(l) = geom::game(area, G::SIZE) else {
            return;
        };
        BoardView {
            pos: state.pos,
            geom: l.board,
            flipped: state.flipped,
            numbers: state.numbers,
            marks: marks(state),
            theme: state.theme,
        }
        .render(l.board.area, buf);
    }

    fn cell_at(area: Rect, flipped: bool, col: u16, row: u16) -> Option<(u8, u8)> {
        let l = geom::game(area, G::SIZE)?;
        let (r, c) = l.board.hit(col, row)?;
        Some(geom::board_of(r, c, flipped, G::SIZE))
    }

    /// On a dark square near the middle of one's own men (22 for White in Italian).
    fn first_cursor(_pos: &G, flipped: bool) -> (u8, u8) {
        let n = G::SIZE;
        let row = if flipped { 2 } else { n - 3 };
        let col = [3, 2, 4]
            .into_iter()
            .map(|c| if flipped { n - 1 - c } else { c })
            .find(|&c| G::square_number(row, c).is_some())
            .unwrap_or(3);
        (row, col)
    }

    fn step_cursor((r, c): (u8, u8), dr: i8, dc: i8, flipped: bool) -> (u8, u8) {
        let (dr, dc) = if flipped { (-dr, -dc) } else { (dr, dc) };
        let last = G::SIZE as i8 - 1;
        (
            (r as i8 + dr).clamp(0, last) as u8,
            (c as i8 + dc).clamp(0, last) as u8,
        )
    }

    fn select(
        pos: &G,
        pick: &mut Option<Pick>,
        (row, col): (u8, u8),
        lang: Lang,
    ) -> Selection<G::Move> {
        let t = lang.text();
        let Some(n) = G::square_number(row, col) else {
            return Selection::Quiet;
        };
        match pick::select(pos, pick, n) {
            pick::Selection::Quiet => Selection::Quiet,
            pick::Selection::Play(mv) => Selection::Play(mv),
            pick::Selection::CannotMove { square, must } => Selection::Refuse(match must {
                Some(set) => {
                    let list: Vec<String> = set.iter().map(|q| q.to_string()).collect();
                    fill(t.must_capture, &[&list.join(", ")])
                }
                None => fill(t.cannot_move, &[&square.to_string()]),
            }),
            pick::Selection::NotOwn => Selection::Refuse(t.pick_own.to_string()),
            pick::Selection::NotDestination => Selection::Refuse(t.not_a_destination.to_string()),
        }
    }

    /// One of the piece under the cursor (22-18 at the Italian start), else any.
    fn example_move(pos: &G, (row, col): (u8, u8)) -> Option<G::Move> {
        let cursor = G::square_number(row, col);
        let moves = pos.legal_moves();
        moves
            .iter()
            .find(|m| Some(G::move_squares(m).from) == cursor)
            .or(moves.first())
            .copied()
    }

    fn panel_lines(pos: &G, lang: Lang, theme: &Theme) -> Vec<Line<'static>> {
        let t = lang.text();
        let g = &theme.glyphs;
        let squares = u16::from(G::SIZE) * u16::from(G::SIZE) / 2;
        let mut counts = [[0u32; 2]; 2];
        for n in 1..=squares as u8 {
            if let Some(p) = pos.piece_on(n) {
                counts[p.color as usize][usize::from(p.kind == Kind::King)] += 1;
            }
        }
        let count = |c: Color| {
            let [men, kings] = counts[c as usize];
            format!(
                "{} {men}  {} {kings}",
                g.piece(look(Piece::new(c, Kind::Man))),
                g.piece(look(Piece::new(c, Kind::King)))
            )
        };
        vec![Line::from(format!(
            "{}: {}   {}",
            t.pieces,
            count(Color::White),
            count(Color::Black)
        ))]
    }
}

impl<G> crate::tui::Session<G>
where
    G: ShellDraughts + Evaluate,
    G::MoveError: Localize,
{
    /// The square number under the cursor, if it is on a dark square.
    pub fn cursor_square(&self) -> Option<u8> {
        let (row, col) = self.cursor();
        G::square_number(row, col)
    }
}
