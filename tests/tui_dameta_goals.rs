//! Dameta in the terminal game, issue 23: an own goal or a goal said in the message line
//! with who leads, no kick-off line once the game is won, where the ball goes while a
//! pass is pending, the goal lines and the pieces drawn to the size of the squares.

use ratatui::crossterm::event::KeyCode;

use dama::core::Rules;
use dama::dameta::Position;
use dama::dameta::geometry::parse_square;
use dama::game::{Player, Record};
use dama::tui::dameta::geom::screen as dameta_screen;
use dama::tui::{App, Lang, Session};

mod tui_support;
use tui_support::*;

/// White's e3 can jump the holder on e2 onto its own back rank: an own goal.
const OWN_GOAL: &str = "2bb4/8/b7/8/8/4w3/4Bw2/6ww w 0-0 3 b";
/// White to move can jump the ball holder on e3 and pass after: `d2xf4 f4>g5`.
const PASS_AFTER: &str = "8/5b2/2b5/6w1/8/4B3/3wb3/w6w w 0-0 3 w";

fn game(app: &App) -> &Session<Position> {
    app.session::<Position>().expect("a Dameta game")
}

fn dameta(dir: &TempDir, lang: Lang) -> App {
    let mut o = options(dir);
    o.game = "dameta".to_string();
    o.lang = lang;
    start(o).0
}

fn open_at(app: &mut App, text: &str) {
    let pos = Position::parse_position(text).expect("position text");
    app.open(Record::new(pos, Player::Human, Player::Human), None);
}

fn click_at(app: &mut App, name: &str) {
    let (_, geom) = dameta_screen(app.size()).expect("the board fits");
    let sq = parse_square(name).expect("square");
    let cell = geom.cell_of(sq, game(app).flipped());
    click(app, cell.x + cell.width / 2, cell.y + cell.height / 2);
}

fn message(app: &App) -> String {
    game(app)
        .message()
        .map(|m| m.text.clone())
        .unwrap_or_default()
}

#[test]
fn an_own_goal_is_said_in_the_message_line_with_who_leads() {
    let dir = TempDir::new("dameta-own-goal");
    for (lang, said) in [
        (Lang::En, "Own goal! Black leads 1–0"),
        (Lang::It, "Autogol! Conduce il Nero 1–0"),
    ] {
        let mut app = dameta(&dir, lang);
        open_at(&mut app, OWN_GOAL);
        enter_line(&mut app, "e3xe1");
        assert_eq!(game(&app).position().score(), [0, 1]);
        assert_eq!(message(&app), said);
        let s = screen(&app);
        assert!(s.contains(said), "in the message line and the panel:\n{s}");
    }
    // A level score, and the goal that wins.
    let mut app = dameta(&dir, Lang::En);
    open_at(&mut app, "8/5b2/2b5/8/2w5/4B3/3wb3/w6w b 1-0 3 w");
    enter_line(&mut app, "e3>e2 e2-e1");
    assert_eq!(message(&app), "Goal! 1–1, level");
    open_at(&mut app, "8/5b2/2b5/8/2w5/4B3/3wb3/w6w b 1-2 3 w");
    enter_line(&mut app, "e3>e2 e2-e1");
    assert_eq!(message(&app), "Goal! Black wins 3–1");
}

#[test]
fn a_won_game_has_no_kick_off_line() {
    let dir = TempDir::new("dameta-won");
    let mut app = dameta(&dir, Lang::En);
    open_at(&mut app, "8/5b2/2b5/8/2w5/4B3/3wb3/w6w b 1-2 3 w");
    enter_line(&mut app, "e3>e2 e2-e1");
    press(&mut app, KeyCode::Esc);
    let s = screen(&app);
    assert!(s.contains("Black wins 3–1 on goals"), "{s}");
    assert!(!s.contains("to kick off"), "{s}");
}

#[test]
fn while_a_pass_is_pending_the_panel_says_where_the_ball_goes() {
    let dir = TempDir::new("dameta-pending");
    for (lang, said) in [
        (Lang::En, "The ball goes to f4"),
        (Lang::It, "Il pallone va in f4"),
    ] {
        let mut app = dameta(&dir, lang);
        open_at(&mut app, PASS_AFTER);
        assert!(!screen(&app).contains(said));
        click_at(&mut app, "d2");
        click_at(&mut app, "f4");
        assert!(game(&app).is_picking(), "a pass after may follow");
        let s = screen(&app);
        assert!(s.contains(said), "{s}");
    }
}

#[test]
fn a_pass_onto_the_goal_line_is_clicked_as_the_whole_turn() {
    let dir = TempDir::new("dameta-pass-goal");
    let mut app = dameta(&dir, Lang::En);
    open_at(&mut app, "2w1b1bb/3Ww3/8/8/8/8/b7/3w4 w 0-0 3 w");
    click_at(&mut app, "d7");
    click_at(&mut app, "c8");
    assert!(!game(&app).is_picking());
    assert_eq!(game(&app).position().score(), [1, 0]);
    assert_eq!(message(&app), "Goal! White leads 1–0");
}

#[test]
fn the_goal_lines_and_pieces_that_grow_with_the_squares() {
    let dir = TempDir::new("dameta-board");
    let mut app = dameta(&dir, Lang::En);
    open_at(&mut app, PASS_AFTER);
    let big = text(&render(&app, 100, 32));
    let lines: Vec<&str> = big.lines().collect();
    let (_, geom) = dameta_screen(ratatui::layout::Rect::new(0, 0, 100, 32)).expect("fits");
    // The goal lines: rank 8's, which White (○) attacks, and rank 1's, Black's (●).
    let top = lines[usize::from(geom.y - 1)];
    let bottom = lines[usize::from(geom.y + 8 * geom.cell_h)];
    assert!(
        top.trim_start().starts_with('○') && top.contains("━━━"),
        "{big}"
    );
    assert!(
        bottom.trim_start().starts_with('●') && bottom.contains("━━━"),
        "{big}"
    );
    // At 100x32 a piece is a disc of quadrant blocks over several rows, not one glyph.
    let a1 = geom.cell_of(parse_square("a1").expect("square"), false);
    let rows: Vec<String> = (a1.y..a1.bottom())
        .map(|y| {
            lines[usize::from(y)]
                .chars()
                .skip(usize::from(a1.x))
                .take(usize::from(a1.width))
                .collect()
        })
        .collect();
    let inked = rows.iter().filter(|r| r.trim().chars().count() > 1).count();
    assert!(inked >= 2, "a disc over rows: {rows:?}");
    // The ball stays a badge round its holder.
    assert!(big.contains("(●)"), "{big}");
    // Seen from Black the goals change ends.
    press(&mut app, KeyCode::F(2));
    let flipped = text(&render(&app, 100, 32));
    let top = flipped.lines().nth(usize::from(geom.y - 1)).unwrap_or("");
    assert!(top.trim_start().starts_with('●'), "{flipped}");
}

#[test]
fn after_esc_on_the_game_over_screen_e_and_y_still_leave() {
    let dir = TempDir::new("dameta-over-keys");
    let mut app = dameta(&dir, Lang::En);
    open_at(&mut app, "8/5b2/2b5/8/2w5/4B3/3wb3/w6w b 1-2 3 w");
    enter_line(&mut app, "e3>e2 e2-e1");
    assert!(game(&app).dialog().is_some(), "the game-over screen");
    press(&mut app, KeyCode::Esc);
    assert!(game(&app).dialog().is_none(), "looking at the board");
    enter_line(&mut app, "e");
    assert!(
        game(&app).dialog().is_some(),
        "E asks to leave: {}",
        screen(&app)
    );
    press(&mut app, KeyCode::Char('y'));
    assert!(app.has_quit(), "{}", screen(&app));
}
