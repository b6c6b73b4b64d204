//! The analysis mode in the terminal game (F4, `--analyse`): the engine's best lines
//! shown in the panel at 80x24 and 100x32, following the position when a move is played
//! or taken back, every side played by the person, and the game as it was set once the
//! mode is left. Each test leaves the mode at its end, which stops the untimed search.

mod tui_support;

use std::sync::mpsc::Receiver;
use std::time::Duration;

use ratatui::crossterm::event::KeyCode;

use dama::core::Rules;
use dama::draughts::italian::Position;
use dama::game::Player;
use dama::tui::{App, Event};

use tui_support::*;

/// Feeds events to the app until the analysis shows lines of at least `depth` whose
/// first moves are legal in the position on the board (bounded).
fn wait_lines(app: &mut App, rx: &Receiver<Event>, depth: u32) {
    for _ in 0..2_000 {
        let s = session(app);
        let pos = *s.position();
        let ready = s.analysis().is_some_and(|a| {
            a.depth().is_some_and(|d| d >= depth)
                && a.lines()
                    .iter()
                    .all(|l| l.pv.first().is_some_and(|m| pos.parse_move(m).is_ok()))
        });
        if ready {
            return;
        }
        match rx.recv_timeout(Duration::from_millis(50)) {
            Ok(ev) => app.update(ev),
            Err(_) => app.update(Event::Tick),
        }
    }
    panic!("the analysis never showed its lines");
}

/// The first move of each line shown.
fn firsts(app: &App) -> Vec<String> {
    let a = session(app).analysis().expect("analysis on");
    a.lines()
        .iter()
        .filter_map(|l| l.pv.first().cloned())
        .collect()
}

fn analysing(dir: &TempDir, fen: Option<&str>) -> (App, Receiver<Event>) {
    let mut o = options(dir);
    o.analyse = true;
    o.fen = fen.map(str::to_string);
    start(o)
}

#[test]
fn analyse_flag_shows_three_ranked_lines_at_both_sizes() {
    let dir = TempDir::new("analysis-lines");
    let (mut app, rx) = analysing(&dir, None);
    wait_lines(&mut app, &rx, 3);
    let moves = firsts(&app);
    assert_eq!(moves.len(), 3);
    assert!(moves[0] != moves[1] && moves[1] != moves[2] && moves[0] != moves[2]);
    for (w, h) in [(80, 24), (100, 32)] {
        let shown = text(&render(&app, w, h));
        assert!(shown.contains("Analysis · depth"), "{w}x{h}:\n{shown}");
        assert!(shown.contains("scores for White"), "{w}x{h}:\n{shown}");
        for (rank, mv) in moves.iter().enumerate() {
            let row = shown
                .lines()
                .find(|r| r.contains(&format!("{} ", rank + 1)) && r.contains(mv.as_str()));
            assert!(
                row.is_some(),
                "line {} ({mv}) at {w}x{h}:\n{shown}",
                rank + 1
            );
        }
    }
    press(&mut app, KeyCode::F(4));
    assert!(session(&app).analysis().is_none());
}

#[test]
fn a_move_and_a_take_back_are_followed() {
    let dir = TempDir::new("analysis-follow");
    let (mut app, rx) = analysing(&dir, None);
    wait_lines(&mut app, &rx, 2);
    let start = position(&app);
    // White's move, then Black's: the person plays both sides.
    enter_line(&mut app, "22-18");
    assert_ne!(position(&app), start);
    wait_lines(&mut app, &rx, 2);
    let after_white = position(&app);
    let reply = firsts(&app)[0].clone();
    enter_line(&mut app, &reply);
    assert_ne!(
        position(&app),
        after_white,
        "Black's move was played by hand"
    );
    wait_lines(&mut app, &rx, 2);
    // Undo takes back one move: the analysis is of that position again.
    enter_line(&mut app, "u");
    assert_eq!(position(&app), after_white);
    wait_lines(&mut app, &rx, 2);
    let black_moves: Vec<String> = after_white
        .legal_moves()
        .iter()
        .map(|m| after_white.move_text(m))
        .collect();
    assert!(firsts(&app).iter().all(|m| black_moves.contains(m)));
    enter_line(&mut app, "r");
    assert_ne!(position(&app), after_white, "redo");
    wait_lines(&mut app, &rx, 2);
    press(&mut app, KeyCode::F(4));
}

#[test]
fn leaving_gives_the_seats_back() {
    let dir = TempDir::new("analysis-seats");
    let mut o = options(&dir);
    o.white = Some(dama::tui::Mover::Human);
    o.black = Some(dama::tui::Mover::Computer);
    let (mut app, rx) = start(o);
    assert!(!session(&app).is_human(dama::core::Seat(1)));
    press(&mut app, KeyCode::F(4));
    assert!(session(&app).analysis().is_some());
    enter_line(&mut app, "22-18");
    // Black is the computer's, but in the analysis the person plays it.
    assert!(session(&app).human_to_move());
    assert!(!session(&app).is_busy(), "no computer move in the analysis");
    wait_lines(&mut app, &rx, 1);
    press(&mut app, KeyCode::F(4));
    assert!(session(&app).analysis().is_none());
    assert_eq!(
        session(&app).record().player(dama::core::Seat(1)),
        Player::Computer {
            level: dama::core::Level::of(1)
        }
    );
    // Black to move and the computer's: it thinks again.
    assert!(session(&app).is_busy());
    wait_engine(&mut app, &rx);
    assert_eq!(session(&app).record().moves().len(), 2);
}

#[test]
fn analyse_from_a_fen_and_in_italian() {
    let dir = TempDir::new("analysis-fen");
    let mut o = options(&dir);
    o.analyse = true;
    o.fen = Some("W:W11,12,28,31:B5,18,20,24".into());
    o.lang = dama::tui::Lang::It;
    let (mut app, rx) = start(o);
    assert_eq!(
        position(&app),
        Position::from_fen("W:W11,12,28,31:B5,18,20,24").expect("fen")
    );
    wait_lines(&mut app, &rx, 2);
    let shown = screen(&app);
    assert!(shown.contains("Analisi · profondità"), "{shown}");
    press(&mut app, KeyCode::F(4));
}

#[test]
fn every_games_help_names_the_key() {
    for entry in dama::tui::registry::GAMES {
        for (lang, word) in [
            (dama::tui::Lang::En, "analyse"),
            (dama::tui::Lang::It, "analisi"),
        ] {
            let help = (entry.help)(lang);
            assert!(help.contains("F4") && help.contains(word), "{}", entry.id);
        }
    }
}

#[test]
fn damhex_is_played_freely_without_lines() {
    let dir = TempDir::new("analysis-damhex");
    let mut o = options(&dir);
    o.game = "damhex".into();
    o.analyse = true;
    let (mut app, rx) = start(o);
    let hex = |app: &App| {
        app.session::<dama::damhex::Position>()
            .expect("a DamHex game")
            .analysis()
            .is_some_and(|a| !a.is_supported())
    };
    for _ in 0..400 {
        if hex(&app) {
            break;
        }
        match rx.recv_timeout(Duration::from_millis(50)) {
            Ok(ev) => app.update(ev),
            Err(_) => app.update(Event::Tick),
        }
    }
    assert!(hex(&app), "DamHex^3 says it has no lines");
    let s = app.session::<dama::damhex::Position>().expect("game");
    assert!(s.human_to_move() && !s.is_busy());
    let shown = text(&render(&app, 100, 32));
    assert!(shown.contains("no lines"), "{shown}");
    press(&mut app, KeyCode::F(4));
}

#[test]
fn an_outside_engine_gives_the_line_and_a_bad_one_gives_way() {
    let dir = TempDir::new("analysis-outside");
    let mut o = options(&dir);
    o.analyse = true;
    // `dama hub` itself as the outside engine: one line (the Hub protocol gives one),
    // the engine named over it.
    o.analysis_engine = Some(format!("\"{}\" hub", env!("CARGO_BIN_EXE_dama")));
    let (mut app, rx) = start(o);
    wait_lines(&mut app, &rx, 3);
    let a = session(&app).analysis().expect("analysis on");
    assert_eq!(a.engine_name().as_deref(), Some("dama"));
    assert_eq!(a.lines().len(), 1);
    let shown = text(&render(&app, 100, 32));
    assert!(shown.contains("· dama ──"), "{shown}");
    assert!(shown.contains("scores for White"), "{shown}");
    // The one line is said to be all the engine gives, not an empty-looking panel.
    assert!(
        shown.contains("dama: 1 line") && shown.contains("gives one)"),
        "{shown}"
    );
    press(&mut app, KeyCode::F(4));
    // An engine that exits: the message names it, dama's own three lines take over.
    let mut o = options(&dir);
    o.analyse = true;
    o.analysis_engine = Some("sh -c 'exit 0'".to_string());
    let (mut app, rx) = start(o);
    wait_lines(&mut app, &rx, 2);
    let said = session(&app).message().expect("a message").text.clone();
    assert!(
        said.contains("sh -c 'exit 0'") && said.contains("stopped the analysis"),
        "{said}"
    );
    let a = session(&app).analysis().expect("analysis on");
    assert_eq!(a.engine_name(), None);
    assert_eq!(a.lines().len(), 3);
    press(&mut app, KeyCode::F(4));
}
