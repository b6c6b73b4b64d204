//! Dameta in the terminal game: started from the registry like any game, turns typed and
//! clicked (passes before and after the move), refusals naming the rule in English and
//! Italian, a goal and the board set up again, the game-over banner with the score, save
//! and resume (by name and from the autosave), the computer at level 1 and in a demo,
//! the smallest screen, and snapshots of the start at 100x32 and 80x24.

use ratatui::crossterm::event::KeyCode;

use dama::core::{Rules, Seat};
use dama::dameta::Position;
use dama::dameta::geometry::parse_square;
use dama::game::{Player, Record};
use dama::tui::dameta::geom::screen as dameta_screen;
use dama::tui::{App, Lang, Mover, Options, Screen, Session};

mod tui_support;
use tui_support::*;

/// The authors' example: Black to move scores with `e3>e2 e2-e1`.
const EXAMPLE: &str = "8/5b2/2b5/8/2w5/4B3/3wb3/w6w b 0-0 3 w";
/// White to move can jump the ball holder on e3 and pass after: `d2xf4 f4>g5`.
const PASS_AFTER: &str = "8/5b2/2b5/6w1/8/4B3/3wb3/w6w w 0-0 3 w";

fn game(app: &App) -> &Session<Position> {
    app.session::<Position>().expect("a Dameta game")
}

fn dameta_options(dir: &TempDir) -> Options {
    let mut o = options(dir);
    o.game = "dameta".to_string();
    o
}

/// A hotseat game from position text.
fn open_at(app: &mut App, text: &str) {
    let pos = Position::parse_position(text).expect("position text");
    app.open(Record::new(pos, Player::Human, Player::Human), None);
}

/// Clicks the middle of the square named `name` on the board proper.
fn click_at(app: &mut App, name: &str) {
    let (_, geom) = dameta_screen(app.size()).expect("the board fits");
    let sq = parse_square(name).expect("square");
    let cell = geom.cell_of(sq, game(app).flipped());
    click(app, cell.x + cell.width / 2, cell.y + cell.height / 2);
}

/// The turns played, as the notation writes them.
fn played(app: &App) -> Vec<String> {
    let record = game(app).record();
    let mut pos = *record.start();
    record
        .played()
        .iter()
        .map(|t| {
            let text = pos.move_text(t);
            pos.play_unchecked(t);
            text
        })
        .collect()
}

fn message(app: &App) -> String {
    game(app)
        .message()
        .map(|m| m.text.clone())
        .unwrap_or_default()
}

#[test]
fn a_dameta_game_starts_from_the_registry() {
    let dir = TempDir::new("dameta-registry");
    let mut o = dameta_options(&dir);
    o.white = Some(Mover::Human);
    o.black = Some(Mover::Human);
    let (app, _rx) = start(o);
    assert_eq!(game(&app).position(), &Position::start());
    let s = screen(&app);
    for text in [
        "DAMA · Dameta",
        "Score: White 0 – 0 Black",
        "First to 3 goals",
        "White to kick off",
        "White: human",
    ] {
        assert!(s.contains(text), "{text} missing:\n{s}");
    }
    // The menu offers it with the other games.
    let mut o = options(&dir);
    o.start_menu = true;
    let (app, _rx) = start(o);
    assert!(screen(&app).contains("  Dameta"), "{}", screen(&app));
}

#[test]
fn dameta_turns_typed_with_a_pass_before_and_a_pass_after() {
    let dir = TempDir::new("dameta-typed");
    let (mut app, _rx) = start(dameta_options(&dir));
    open_at(&mut app, PASS_AFTER);
    enter_line(&mut app, "d2xf4 f4>g5");
    assert_eq!(played(&app), ["d2xf4 f4>g5"]);
    assert_eq!(game(&app).position().ball(), parse_square("g5"));
    assert!(screen(&app).contains("1. d2xf4 f4>g5"), "{}", screen(&app));
    // Black passes first, then the piece that passed, free of the ball, runs two squares.
    open_at(&mut app, EXAMPLE);
    enter_line(&mut app, "e3>e2 e3-e5");
    assert_eq!(played(&app), ["e3>e2 e3-e5"]);
    assert_eq!(game(&app).position().ball(), parse_square("e2"));
}

#[test]
fn dameta_turns_clicked_with_a_pass_before_and_a_pass_after() {
    let dir = TempDir::new("dameta-clicked");
    let (mut app, _rx) = start(dameta_options(&dir));
    open_at(&mut app, PASS_AFTER);
    // The jump, then the pass after it: the receiver ends the turn.
    click_at(&mut app, "d2");
    click_at(&mut app, "f4");
    assert!(game(&app).is_picking(), "a pass after may follow");
    assert!(
        screen(&app).contains("pass to a friend (>)"),
        "{}",
        screen(&app)
    );
    click_at(&mut app, "g5");
    assert_eq!(played(&app), ["d2xf4 f4>g5"]);
    // Black: the holder, the friend it passes to, then that piece and its step.
    open_at(&mut app, EXAMPLE);
    click_at(&mut app, "e3");
    click_at(&mut app, "e2");
    assert!(screen(&app).contains("passed: now pick the piece to move"));
    click_at(&mut app, "e3");
    click_at(&mut app, "e5");
    assert_eq!(played(&app), ["e3>e2 e3-e5"]);
    // The authors' goal, clicked: the pass, then the receiver steps onto rank 1.
    open_at(&mut app, EXAMPLE);
    for square in ["e3", "e2", "e2", "e1"] {
        click_at(&mut app, square);
    }
    assert_eq!(played(&app), ["e3>e2 e2-e1"]);
    assert_eq!(game(&app).position().score(), [0, 1]);
    // A move that could be followed by a pass ends with a click on the ball.
    open_at(&mut app, EXAMPLE);
    click_at(&mut app, "e2");
    click_at(&mut app, "f3");
    assert!(game(&app).is_picking());
    click_at(&mut app, "e3");
    assert_eq!(played(&app), ["e2-f3"]);
    // The echo column at the left edge is file h again: h1 steps across the wrap to a2.
    open_at(&mut app, PASS_AFTER);
    let (_, geom) = dameta_screen(app.size()).expect("the board fits");
    let rank1 = geom.cell_of(parse_square("h1").expect("square"), false);
    click(&mut app, geom.x + geom.echo_w / 2, rank1.y);
    click_at(&mut app, "a2");
    assert_eq!(played(&app), ["h1-a2"]);
}

#[test]
fn a_refused_turn_names_its_rule_in_english_and_italian() {
    for (lang, both, one_square, jump, kickoff) in [
        (
            Lang::En,
            "passes go before or after the move, not both",
            "the ball holder moves only one square",
            "you can only jump the piece holding the ball",
            "the first move must take the ball off your back rank",
        ),
        (
            Lang::It,
            "i passaggi vanno prima o dopo la mossa, non entrambi",
            "la pedina con il pallone si muove di una sola casella",
            "puoi saltare solo la pedina che ha il pallone",
            "la prima mossa deve togliere il pallone dalla tua linea di porta",
        ),
    ] {
        let dir = TempDir::new("dameta-refused");
        let mut o = dameta_options(&dir);
        o.lang = lang;
        let (mut app, _rx) = start(o);
        open_at(&mut app, EXAMPLE);
        enter_line(&mut app, "e3>e2 e2-e1 e1>d1");
        assert_eq!(message(&app), both);
        assert!(game(&app).message().is_some_and(|m| m.error));
        click_at(&mut app, "e3");
        click_at(&mut app, "e5");
        assert_eq!(message(&app), one_square);
        open_at(&mut app, PASS_AFTER);
        click_at(&mut app, "d2");
        click_at(&mut app, "f2");
        assert_eq!(message(&app), jump);
        open_at(&mut app, &Position::start().position_text());
        enter_line(&mut app, "c1-b1");
        assert_eq!(message(&app), kickoff);
        click_at(&mut app, "c1");
        click_at(&mut app, "b1");
        assert_eq!(message(&app), kickoff);
        assert!(game(&app).record().played().is_empty());
    }
}

#[test]
fn the_loop_rule_refuses_a_third_time() {
    let dir = TempDir::new("dameta-loop");
    let (mut app, _rx) = start(dameta_options(&dir));
    open_at(&mut app, "2b1b1b1/8/8/8/8/Wb6/8/w1w1w3 b 0-0 3 w");
    // Two pieces on rank 3 take the ball from each other across the wrap.
    for _ in 0..15 {
        let pos = *game(&app).position();
        let jump = pos.legal_moves().into_iter().find(|t| t.capture);
        enter_line(&mut app, &pos.move_text(&jump.expect("a jump back")));
    }
    assert_eq!(game(&app).record().cursor(), 15);
    let pos = *game(&app).position();
    let jump = pos.legal_moves().into_iter().find(|t| t.capture);
    enter_line(&mut app, &pos.move_text(&jump.expect("a jump back")));
    assert_eq!(game(&app).record().cursor(), 15);
    assert!(
        message(&app).starts_with("the loop rule"),
        "{}",
        message(&app)
    );
}

#[test]
fn a_goal_sets_the_board_up_again_and_says_so() {
    let dir = TempDir::new("dameta-goal");
    let (mut app, _rx) = start(dameta_options(&dir));
    open_at(&mut app, EXAMPLE);
    enter_line(&mut app, "e3>e2 e2-e1");
    let pos = *game(&app).position();
    assert_eq!(pos.score(), [0, 1]);
    assert!(pos.is_kickoff());
    assert_eq!(
        pos.to_move(),
        Seat::SECOND,
        "the other side kicks off this time"
    );
    assert_eq!(message(&app), "Goal! Black leads 1–0");
    let s = screen(&app);
    for text in [
        "Score: White 0 – 1 Black",
        "Black to kick off",
        "Goal! Black leads 1–0",
        "1. …",
        "e3>e2 e2-e1",
    ] {
        assert!(s.contains(text), "{text} missing:\n{s}");
    }
    // The scorer kicks off too: its second turn running opens a row of its own.
    enter_line(&mut app, "e8-e7");
    let s = screen(&app);
    assert!(s.contains("2. …") && s.contains("e8-e7"), "{s}");
    assert!(
        s.contains("Goal! Black leads 1–0"),
        "still in the panel:\n{s}"
    );
    enter_line(&mut app, "u");
    // Undo brings the board before the goal back, redo the goal.
    enter_line(&mut app, "u");
    assert_eq!(game(&app).position().score(), [0, 0]);
    enter_line(&mut app, "r");
    assert_eq!(game(&app).position().score(), [0, 1]);
    // In Italian.
    let mut o = dameta_options(&dir);
    o.lang = Lang::It;
    let (mut app, _rx) = start(o);
    open_at(&mut app, EXAMPLE);
    enter_line(&mut app, "e3>e2 e2-e1");
    assert_eq!(message(&app), "Gol! Conduce il Nero 1–0");
    assert!(screen(&app).contains("Punteggio: Bianco 0 – 1 Nero"));
}

#[test]
fn the_game_over_banner_gives_the_score() {
    let dir = TempDir::new("dameta-over");
    let (mut app, _rx) = start(dameta_options(&dir));
    open_at(&mut app, "8/5b2/2b5/8/2w5/4B3/3wb3/w6w b 1-2 3 w");
    enter_line(&mut app, "e3>e2 e2-e1");
    let s = screen(&app);
    assert!(s.contains("Black wins 3–1 on goals"), "{s}");
    assert!(s.contains("First to 3 goals"), "{s}");
    assert!(game(&app).record().result().is_some());
    // Looking at the board, a click says the game is over.
    press(&mut app, KeyCode::Esc);
    click_at(&mut app, "c1");
    assert_eq!(message(&app), "The game is over");
}

#[test]
fn a_dameta_game_saves_and_resumes_from_the_save_and_the_autosave() {
    let dir = TempDir::new("dameta-resume");
    let mut o = dameta_options(&dir);
    o.white = Some(Mover::Human);
    o.black = Some(Mover::Human);
    let (mut app, _rx) = start(o);
    enter_line(&mut app, "d1-d2");
    enter_line(&mut app, "e8-e7");
    let before = *game(&app).position();
    enter_line(&mut app, "save kick");
    let text = std::fs::read_to_string(dir.0.join("kick.json")).expect("saved");
    assert!(text.contains("\"game\": \"dameta\""), "{text}");
    assert!(dir.0.join("autosave-dameta.json").is_file());
    drop(app);

    // From the save, by the command line.
    let mut o = options(&dir);
    o.load = Some(dir.0.join("kick.json"));
    let (app, _rx) = start(o);
    assert_eq!(*game(&app).position(), before);
    assert_eq!(played(&app), ["d1-d2", "e8-e7"]);

    // From the autosave, by the menu: the game, Resume, the last game.
    let mut o = options(&dir);
    o.start_menu = true;
    o.game = "dameta".to_string();
    let (mut app, _rx) = start(o);
    press(&mut app, KeyCode::Enter); // the game: Dameta
    // Under the logo the title says the game's name alone.
    assert!(screen(&app).contains("Dameta"), "{}", screen(&app));
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter); // Resume
    let s = screen(&app);
    assert!(
        s.contains("Last game (autosave)") && s.contains("kick"),
        "{s}"
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Game);
    assert_eq!(*game(&app).position(), before);
}

#[test]
fn the_computer_answers_at_level_one() {
    let dir = TempDir::new("dameta-level1");
    let (mut app, rx) = start(dameta_options(&dir));
    assert!(game(&app).is_human(Seat::FIRST), "White is the player");
    enter_line(&mut app, "d1-d2");
    wait_engine(&mut app, &rx);
    assert_eq!(game(&app).record().cursor(), 2);
    assert!(message(&app).starts_with("Computer: "), "{}", message(&app));
    assert!(game(&app).human_to_move());
}

#[test]
fn a_dameta_demo_plays_itself() {
    let dir = TempDir::new("dameta-demo");
    let mut o = dameta_options(&dir);
    o.white = Some(Mover::Computer);
    o.black = Some(Mover::Computer);
    let (mut app, rx) = start(o);
    for _ in 0..4 {
        wait_engine(&mut app, &rx);
    }
    assert!(game(&app).record().cursor() >= 4);
}

#[test]
fn the_smallest_dameta_screen() {
    let dir = TempDir::new("dameta-small");
    let (app, _rx) = start(dameta_options(&dir));
    let tiny = text(&render(&app, 59, 18));
    assert!(tiny.contains("60×18"), "{tiny}");
    let small = text(&render(&app, 60, 18));
    assert!(small.contains("Score: White 0 – 0 Black"), "{small}");
    // The file letters stand on the goal lines, White's piece at the one it attacks.
    assert!(small.contains("○ h ━a━━b━━c━━d━━e━━f━━g━━h━ a"), "{small}");
    assert!(small.contains("● h ━a━━b━━c━━d━━e━━f━━g━━h━ a"), "{small}");
}

#[test]
fn dameta_start_snapshots() {
    let dir = TempDir::new("dameta-snap");
    let (app, _rx) = start(dameta_options(&dir));
    let big = text(&render(&app, 100, 32));
    assert!(big.contains("DAMA · Dameta"), "{big}");
    insta::assert_snapshot!("dameta_start_100x32", big);
    let small = screen(&app);
    assert!(small.contains("White to kick off"), "{small}");
    insta::assert_snapshot!("dameta_start_80x24", small);
}

#[test]
fn the_help_says_how_to_play_dameta_then_its_rules() {
    let dir = TempDir::new("dameta-help");
    let (mut app, _rx) = start(dameta_options(&dir));
    press(&mut app, KeyCode::F(1));
    assert_eq!(app.screen(), Screen::Help);
    let s = text(&render(&app, 80, 60));
    assert!(
        s.contains("PLAYING DAMETA") && s.contains("e3>e2 e2-e1"),
        "{s}"
    );
    assert!(!s.contains("31x22x13x6"), "no draughts notation:\n{s}");
    assert!(s.contains("COMMANDS"), "{s}");
    let all = text(&render(&app, 80, 200));
    assert!(all.contains("THE RULES OF DAMETA"), "{all}");
}
