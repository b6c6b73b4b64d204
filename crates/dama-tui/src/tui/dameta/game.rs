//! The shell's side of Dameta ([`ShellGame`] for `dameta::Position`): the board with its
//! echo columns laid out beside the panel (`widgets::dameta`), cells as squares (a1 = 0),
//! the cursor going round the wrap, turns picked square by square through
//! `dameta::pick` (a pass before, the move, a pass after) with refusals naming the rule,
//! the panel's score, goals to win, kick-off and ball, the goal message, the result with
//! the score, the goals to win on the new-game page, and the engine of `src/engine/` with
//! the game's own time cap.

use crate::lang::LangText;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::core::{History, Level, Rules, Seat};
use crate::dameta::geometry::square_name;
use crate::dameta::pick::{Picker, Stage};
use crate::dameta::{DEFAULT_GOALS, Position, Turn, TurnError};
use crate::engine::{Limits, Tt, bounded_limits};
use crate::game::{EndReason, GameResult};
use crate::lang::{Lang, Localize, render_result};
use crate::tui::dameta::words::{self as lang, PickStep};

use crate::tui::dameta::board::DametaBoard;
use crate::tui::dameta::geom::screen;
use crate::tui::dameta::marks::marks;
use crate::tui::shell::event::Progress;
use crate::tui::shell::game::{BoardState, Selection, SetupOption, ShellGame, Strength, Thought};
use crate::tui::shell::layout::{MIN_HEIGHT, MIN_WIDTH, ShellLayout};
use crate::tui::shell::theme::{ASCII, Theme};

/// The goals to win the new-game page offers.
const GOAL_CHOICES: [u8; 10] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

fn seat_name(seat: Seat, lang: Lang) -> &'static str {
    let t = lang.text();
    if seat == Seat::FIRST {
        t.white
    } else {
        t.black
    }
}

impl ShellGame for Position {
    type Memory = Tt;
    type Cell = u8;
    type Pick = Picker;

    fn name(_lang: Lang) -> &'static str {
        "Dameta"
    }

    fn help(lang: Lang) -> String {
        crate::tui::dameta::help::help(lang)
    }

    fn render_move_error(lang: Lang, e: &TurnError) -> String {
        e.localize(lang)
    }

    fn seat_label(seat: Seat, lang: Lang) -> &'static str {
        seat_name(seat, lang)
    }

    fn seat_glyph(seat: Seat, theme: &Theme) -> &'static str {
        if seat == Seat::FIRST {
            theme.glyphs.white_man
        } else {
            theme.glyphs.black_man
        }
    }

    fn result_text_in(pos: &Position, lang: Lang, result: &GameResult) -> (String, String) {
        let [white, black] = pos.score();
        match (result.reason, result.winner) {
            (EndReason::Goals, Some(w)) => {
                let (won, lost) = if w == Seat::FIRST {
                    (white, black)
                } else {
                    (black, white)
                };
                let name = seat_name(w, lang);
                lang::dameta_result(lang, name, won, lost, pos.goals_to_win())
            }
            (EndReason::Repetition, None) => lang::dameta_draw(lang, white, black),
            _ => render_result(lang, result),
        }
    }

    /// "Goal! White leads 1–0", "Own goal! Black leads 1–0", "Goal! 1–1", "Goal! White
    /// wins 3–1": in the message line after the turn, and in the panel.
    fn move_note(before: &Position, turn: &Turn, lang: Lang) -> Option<String> {
        let scorer = before.scores(turn)?;
        let after = before.after(turn);
        let own = scorer != before.to_move();
        let [white, black] = after.score();
        let standing = match white.cmp(&black) {
            std::cmp::Ordering::Equal => lang::Standing::Level(white),
            std::cmp::Ordering::Greater => {
                lang::Standing::Ahead(seat_name(Seat::FIRST, lang), white, black)
            }
            std::cmp::Ordering::Less => {
                lang::Standing::Ahead(seat_name(Seat(1), lang), black, white)
            }
        };
        Some(lang::dameta_goal(
            lang,
            own,
            standing,
            after.winner().is_some(),
        ))
    }

    /// A square name first (`e3>e2 e2-e1`), or digits (refused as a turn, with the way
    /// to write one): the commands are words and letters that are not square names.
    fn is_move_line(line: &str) -> bool {
        let b = line.trim_start().as_bytes();
        let square = b.len() >= 2
            && (b'a'..=b'h').contains(&b[0].to_ascii_lowercase())
            && (b'1'..=b'8').contains(&b[1]);
        square || b.first().is_some_and(u8::is_ascii_digit)
    }

    /// Dameta's own level table, capped at the game's time a turn.
    fn level_time(level: Level) -> Option<Duration> {
        bounded_limits::<Position>(level, &Limits::default()).movetime
    }

    /// Dameta's table climbs by depth, so the hint's level is its own (9: depth 8).
    fn hint_level() -> Level {
        crate::engine::hint_level::<Position>()
    }

    fn new_memory(mib: usize) -> Tt {
        Tt::new(mib)
    }

    fn has_analysis() -> bool {
        true
    }

    fn analyse_game(
        start: &Position,
        moves: &[Turn],
        depth: u32,
        _databases: Option<&crate::tui::shell::databases::DatabaseHandle>,
        _database_dir: Option<&std::path::Path>,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<crate::study::Analysis<Turn>> {
        let settings = crate::study::Settings {
            limit: crate::study::Limit::Depth(depth),
            hash_mib: 32,
        };
        crate::study::analyse(start, moves, &settings, None, stop, progress)
    }

    fn think(
        pos: &Position,
        history: &History<Position>,
        strength: Strength,
        seed: u64,
        tt: &mut Tt,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(Progress),
    ) -> Thought<Turn> {
        // One thread, no databases, the level's time: the shared search of the engine's
        // games with the default setup.
        let setup = crate::tui::shell::game::ThinkSetup::default();
        crate::tui::shell::table::computer::engine_think::search(
            pos, history, strength, seed, &setup, None, None, tt, stop, on_info,
        )
    }

    /// The generic engine on the setup's threads (Lazy SMP).
    fn think_with(
        pos: &Position,
        history: &History<Position>,
        strength: Strength,
        seed: u64,
        setup: &crate::tui::shell::game::ThinkSetup,
        tt: &mut Tt,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(Progress),
    ) -> Thought<Turn> {
        crate::tui::shell::table::computer::engine_think::search(
            pos, history, strength, seed, setup, None, None, tt, stop, on_info,
        )
    }

    fn analyse(
        pos: &Position,
        history: &History<Position>,
        count: usize,
        setup: &crate::tui::shell::game::ThinkSetup,
        tt: &mut Tt,
        stop: &AtomicBool,
        on_lines: &mut dyn FnMut(Vec<Progress>),
    ) -> bool {
        crate::tui::shell::table::computer::engine_think::lines(
            pos, history, count, setup, None, tt, stop, on_lines,
        )
    }

    fn min_size() -> (u16, u16) {
        (MIN_WIDTH, MIN_HEIGHT)
    }

    fn layout(area: Rect) -> Option<ShellLayout> {
        screen(area).map(|(l, _)| l)
    }

    fn draw_board(state: &BoardState<'_, Position>, area: Rect, buf: &mut Buffer) {
        let Some((l, geom)) = screen(area) else {
            return;
        };
        let (marks, shown) = marks(state);
        DametaBoard {
            pos: &shown,
            geom,
            flipped: state.flipped,
            ascii: state.theme.glyphs.white_man == ASCII.white_man,
            names: state.numbers,
            marks,
            theme: state.theme,
        }
        .render(l.board, buf);
    }

    fn cell_at(area: Rect, flipped: bool, col: u16, row: u16) -> Option<u8> {
        screen(area)?.1.square_at(col, row, flipped)
    }

    /// On d1 (White's side), or e8 seen from Black.
    fn first_cursor(_pos: &Position, flipped: bool) -> u8 {
        if flipped { 60 } else { 3 }
    }

    /// Ranks stop at the back ranks; files go round the wrap.
    fn step_cursor(sq: u8, dr: i8, dc: i8, flipped: bool) -> u8 {
        let (dr, dc) = if flipped { (-dr, -dc) } else { (dr, dc) };
        let rank = (sq / 8) as i8 - dr;
        let file = ((sq % 8) as i8 + dc).rem_euclid(8);
        (rank.clamp(0, 7) * 8 + file) as u8
    }

    fn select(pos: &Position, pick: &mut Option<Picker>, sq: u8, lang: Lang) -> Selection<Turn> {
        crate::tui::dameta::pick::select(pos, pick, sq, lang)
    }

    fn pick_hint(pos: &Position, pick: &Picker, lang: Lang) -> Option<&'static str> {
        let step = match pick.stage(pos) {
            Stage::Start => return None,
            // A holder with no friend in reach can only step.
            Stage::Holder if pick.targets(pos, &pos.legal_moves()).1 == 0 => PickStep::Piece,
            Stage::Holder => PickStep::Holder,
            Stage::Piece => PickStep::Piece,
            Stage::Passed => PickStep::Passed,
            Stage::Moved => PickStep::Moved,
        };
        Some(lang::dameta_pick_hint(lang, step))
    }

    /// One of the piece under the cursor (`d1-d2` at the start), else any.
    fn example_move(pos: &Position, cursor: u8) -> Option<Turn> {
        let legal = pos.legal_moves();
        legal
            .iter()
            .find(|t| t.from == cursor)
            .or(legal.first())
            .copied()
    }

    fn panel_lines(pos: &Position, lang: Lang, theme: &Theme) -> Vec<Line<'static>> {
        let [white, black] = pos.score();
        let kicker = seat_name(pos.kicker(), lang);
        let mut lines = vec![
            Line::styled(lang::dameta_score(lang, white, black), theme.accent),
            Line::from(lang::dameta_goals_to_win(lang, pos.goals_to_win())),
        ];
        // Once the game is won nobody kicks off.
        if pos.winner().is_none() {
            lines.push(Line::from(lang::dameta_kickoff(
                lang,
                kicker,
                pos.is_kickoff(),
            )));
        }
        if let (Some(ball), Some(holder), Some(half)) =
            (pos.ball(), pos.ball_side(), pos.ball_half())
        {
            lines.push(Line::from(lang::dameta_ball(
                lang,
                Self::seat_glyph(holder, theme),
                &square_name(ball),
                seat_name(half, lang),
            )));
        }
        lines
    }

    /// The goals to win, and who kicks off first (White, Black or by lot, the default:
    /// the authors' text does not say, and the first kicker has the edge).
    /// While a turn is picked, where the ball is going ("The ball goes to f4").
    fn pick_panel_line(
        pos: &Position,
        pick: &Option<Picker>,
        lang: Lang,
        theme: &Theme,
    ) -> Option<Line<'static>> {
        let pick = pick.as_ref()?;
        let ball = pick.preview(pos).ball()?;
        let going = lang::dameta_ball_going(lang, &square_name(ball));
        (pick.chosen() != 0 && Some(ball) != pos.ball()).then(|| Line::styled(going, theme.info))
    }

    fn setup_options(lang: Lang) -> Vec<SetupOption> {
        vec![
            SetupOption {
                label: lang::dameta_goals_option(lang).to_string(),
                choices: GOAL_CHOICES.iter().map(u8::to_string).collect(),
                default: GOAL_CHOICES
                    .iter()
                    .position(|&g| g == DEFAULT_GOALS)
                    .unwrap_or(0),
                lot: false,
            },
            SetupOption {
                label: lang::dameta_first_kick_option(lang).to_string(),
                choices: vec![
                    seat_name(Seat::FIRST, lang).to_string(),
                    seat_name(Seat(1), lang).to_string(),
                    lang::dameta_by_lot(lang).to_string(),
                ],
                default: 2,
                lot: true,
            },
        ]
    }

    /// The shell draws "by lot" before this; were it left, White kicks off.
    fn start_with(choices: &[usize]) -> Position {
        let goals = choices
            .first()
            .and_then(|&i| GOAL_CHOICES.get(i))
            .copied()
            .unwrap_or(DEFAULT_GOALS);
        let kicker = match choices.get(1) {
            Some(1) => Seat(1),
            _ => Seat::FIRST,
        };
        Position::new_game(goals, kicker)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::dameta::marks::turn_squares;

    #[test]
    fn a_turn_marks_its_piece_and_where_the_ball_went() {
        let pos = Position::parse_position("8/5b2/2b5/8/2w5/4B3/3wb3/w6w b 0-0 3 w").unwrap();
        let set = |text: &str| turn_squares(&pos, &pos.parse_move(text).expect("a turn"));
        let names = |set: u64| {
            (0..64u8)
                .filter(|&s| set >> s & 1 == 1)
                .map(square_name)
                .collect::<Vec<_>>()
        };
        // The holder passes, then runs: its squares and the receiver's.
        assert_eq!(names(set("e3>e2 e3-e5")), ["e2", "e3", "e5"]);
        // The holder steps with the ball: only its squares.
        assert_eq!(names(set("e3-f4")), ["e3", "f4"]);
        // Another piece moves, the ball stays put.
        assert_eq!(names(set("c6-c7")), ["c6", "c7"]);
    }

    #[test]
    fn the_levels_think_at_most_the_games_cap() {
        let ten = Position::level_time(Level::MAX).expect("a time");
        assert_eq!(ten, Duration::from_millis(2500));
        let one = Position::level_time(Level::MIN).expect("a time");
        let own = crate::engine::level_spec::<Position>(Level::MIN).movetime_ms;
        assert_eq!(one, Duration::from_millis(own));
    }

    #[test]
    fn the_cursor_goes_round_the_wrap_but_not_past_the_back_ranks() {
        let h1 = Position::step_cursor(0, 0, -1, false);
        assert_eq!(square_name(h1), "h1");
        assert_eq!(square_name(Position::step_cursor(h1, 0, 1, false)), "a1");
        assert_eq!(Position::step_cursor(0, 1, 0, false), 0);
        // Seen from Black, down the screen is up the board.
        assert_eq!(square_name(Position::step_cursor(0, 1, 0, true)), "a2");
    }

    #[test]
    fn square_names_start_turns_and_letters_stay_commands() {
        for turn in ["d1-d2", "e3>e2 e2-e1", "H2-h3", "22-18"] {
            assert!(Position::is_move_line(turn), "{turn}");
        }
        for command in ["e", "h", "f", "l5", "save x", "exit"] {
            assert!(!Position::is_move_line(command), "{command}");
        }
    }
}
