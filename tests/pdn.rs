//! PDN: the exact text written, export-then-import round trips (with multi-captures and
//! promotions, from the start and from a set-up position), the hand-written file in
//! `tests/data/commented.pdn` (comments, NAGs, short captures, two games), and every
//! import error with its message.

mod game_support;

use std::path::PathBuf;

use dama::draughts::italian::{Color, Position};
use dama::game::pdn::{self, PdnError};
use dama::game::save;
use dama::game::{EndReason, Game, Player};
use game_support::{Scratch, choices, game_from_choices, play_all};

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

fn read(name: &str) -> String {
    std::fs::read_to_string(data(name)).expect("a test data file")
}

fn round_trip(g: &Game) -> Game {
    let text = pdn::export(g);
    pdn::import::<Position>(&text, 1).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn assert_same_game(a: &Game, b: &Game) {
    assert_eq!(a.start(), b.start());
    assert_eq!(a.played(), b.played());
    assert_eq!(a.result(), b.result());
    assert_eq!(a.player(Color::White), b.player(Color::White));
    assert_eq!(a.player(Color::Black), b.player(Color::Black));
}

#[test]
fn export_writes_the_standard_form() {
    let mut g = Game::new(
        Position::start(),
        Player::Human,
        Player::Computer {
            level: dama::core::Level::of(5),
        },
    );
    g.set_tag("Event", "Test");
    g.set_tag("Date", "2026.11.20");
    play_all(&mut g, &["23-19", "10-14", "19x10", "5x14"]);
    g.resign(Color::White);
    let expected = "[Event \"Test\"]\n[Site \"?\"]\n[Date \"2026.11.20\"]\n[Round \"-\"]\n\
        [White \"Human\"]\n[Black \"dama level 5\"]\n[Result \"0-1\"]\n\
        [GameType \"22,W,8,8,N2,1\"]\n\n\
        1. 23-19 10-14 2. 19x10 5x14 {Black wins: White resigned} 0-1\n";
    assert_eq!(pdn::export(&g), expected);
}

#[test]
fn a_set_up_start_gets_setup_and_fen() {
    let start = Position::from_fen("B:W21,22,K30:B10,11,K3").expect("fen");
    let mut g = Game::new(start, Player::Human, Player::Human);
    play_all(&mut g, &["11-15"]);
    let text = pdn::export(&g);
    assert!(
        text.contains("[SetUp \"1\"]\n[FEN \"B:W21,22,K30:BK3,10,11\"]\n"),
        "{text}"
    );
    assert!(text.ends_with("\n1... 11-15 *\n"), "{text}");
    assert_same_game(&round_trip(&g), &g);
    let plain = pdn::export(&Game::new(Position::start(), Player::Human, Player::Human));
    assert!(!plain.contains("SetUp") && !plain.contains("FEN"));
}

#[test]
fn round_trip_random_games_with_multi_captures_and_promotions() {
    let (mut multi, mut promotions) = (0, 0);
    for seed in 0..80 {
        let g = game_from_choices(
            Position::start(),
            &choices(seed, 300),
            Player::Computer {
                level: dama::core::Level::of((seed % 10 + 1) as u8),
            },
            Player::Human,
        );
        let mut pos = *g.start();
        for mv in g.played() {
            multi += usize::from(mv.path().len() > 1);
            let was_man = !pos.kings().contains(mv.from());
            pos.play(mv).expect("legal");
            promotions += usize::from(was_man && pos.kings().contains(mv.to()));
        }
        assert_same_game(&round_trip(&g), &g);
    }
    assert!(
        multi > 0 && promotions > 0,
        "{multi} multi-captures, {promotions} promotions"
    );
}

#[test]
fn round_trip_from_a_middlegame_with_black_to_move() {
    for seed in 100..120 {
        let opening = game_from_choices(
            Position::start(),
            &choices(seed, 11),
            Player::Human,
            Player::Human,
        );
        let start = *opening.position();
        let g = game_from_choices(
            start,
            &choices(seed + 1000, 200),
            Player::Human,
            Player::Human,
        );
        assert_same_game(&round_trip(&g), &g);
    }
}

#[test]
fn round_trip_keeps_draws_and_resignations() {
    let mut g = Game::new(Position::start(), Player::Human, Player::Human);
    play_all(&mut g, &["23-19"]);
    g.agree_draw();
    let back = round_trip(&g);
    assert_eq!(back.result().map(|r| r.reason), Some(EndReason::Agreement));
    let mut g = Game::new(
        Position::from_fen("W:WK29:BK4").expect("fen"),
        Player::Human,
        Player::Human,
    );
    let cycle = ["29-25", "4-8", "25-29", "8-4"];
    for _ in 0..3 {
        play_all(&mut g, &cycle);
    }
    let back = round_trip(&g);
    assert_eq!(back.result().map(|r| r.reason), Some(EndReason::Repetition));
}

#[test]
fn a_hand_written_file_with_comments_and_short_captures() {
    let text = read("commented.pdn");
    assert_eq!(pdn::count_games(&text), Ok(2));
    let g = pdn::import::<Position>(&text, 1).expect("game 1");
    assert_eq!(g.cursor(), 45);
    let fid: Vec<String> = g.played().iter().map(|m| m.fid()).collect();
    assert_eq!(fid[18], "17x10x3", "the short 17x3 is the full path");
    assert_eq!(fid[34], "27x18x9");
    let r = g.result().expect("over");
    assert_eq!(
        (r.winner_color(), r.reason),
        (Some(Color::White), EndReason::NoPieces)
    );
    assert_eq!(g.player(Color::White), Player::Human);
    assert_eq!(
        g.player(Color::Black),
        Player::Computer {
            level: dama::core::Level::of(4)
        }
    );
    assert_eq!(g.tags().get("White").map(String::as_str), Some("Anna"));
    assert_eq!(g.tags().get("Site").map(String::as_str), Some("Bologna"));
    let out = pdn::export(&g);
    assert!(
        out.contains("[White \"Anna\"]") && out.contains("[Round \"3\"]"),
        "{out}"
    );
    assert!(out.contains("10. 17x10x3 16-20"), "{out}");

    let study = pdn::import::<Position>(&text, 2).expect("game 2");
    assert_eq!(study.start().side_to_move(), Color::Black);
    assert_eq!(study.cursor(), 2);
    let r = study.result().expect("White resigned");
    assert_eq!(
        (r.winner_color(), r.reason),
        (Some(Color::Black), EndReason::Resignation)
    );
}

#[test]
fn load_reads_pdn_files_too() {
    let g = save::load_as::<Position>(&data("commented.pdn")).expect("load");
    assert_eq!(g.cursor(), 45);
    let second = dama::games::load_pdn(&data("commented.pdn"), 2).expect("game 2");
    assert_eq!(second.cursor(), 2);
    let e = dama::games::load_pdn(&data("commented.pdn"), 3).unwrap_err();
    assert_eq!(
        e.to_string(),
        format!(
            "{}: there is no game 3: the file holds 2 game(s)",
            data("commented.pdn").display()
        )
    );
}

#[test]
fn load_recognises_pdn_without_its_extension() {
    let dir = Scratch::new("sniff");
    let path = dir.join("game.txt");
    std::fs::write(&path, read("commented.pdn")).expect("write");
    assert_eq!(save::load_as::<Position>(&path).expect("load").cursor(), 45);
    let named_json = dir.join("game.json");
    std::fs::write(&named_json, read("commented.pdn")).expect("write");
    assert!(
        save::load_as::<Position>(&named_json)
            .unwrap_err()
            .to_string()
            .contains("is not JSON")
    );
}

#[test]
fn an_imported_game_saves_and_loads() {
    let dir = Scratch::new("import");
    let g = pdn::import::<Position>(&read("commented.pdn"), 1).expect("game 1");
    let path = save::save(&g, &save::resolve_in(dir.path(), "club"), false).expect("save");
    let back = save::load_as::<Position>(&path).expect("load");
    assert_eq!(back, g);
    assert_eq!(pdn::export(&back), pdn::export(&g));
}

#[test]
fn the_first_bad_move_is_reported_with_its_number() {
    let e = pdn::import::<Position>(&read("bad_move.pdn"), 1).unwrap_err();
    assert_eq!(
        e.to_string(),
        "move 3... (16-21) is illegal in that position: 16-21 is not a legal move (from 16: 16-20)"
    );
    assert!(matches!(e, PdnError::BadMove { .. }));
    let e = pdn::import::<Position>("1. 22-19 12-15 2. 19-15 *", 1).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("move 2. (19-15) is illegal in that position: a capture is compulsory"),
        "{e}"
    );
    let e = pdn::import::<Position>("1. 22-19 nonsense *", 1).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("move 1... (nonsense) is illegal in that position: cannot read"),
        "{e}"
    );
}

#[test]
fn import_errors_say_what_is_wrong() {
    let cases: [(&str, &str); 6] = [
        (
            "",
            "no game found: a PDN game is tags like [White \"…\"] followed by moves like 1. 22-18 11-15",
        ),
        (
            "[GameType \"20\"]\n1. 32-28 *",
            "GameType \"20\" is International draughts, not Italian draughts (GameType 22)",
        ),
        (
            "[FEN \"W:W33\"]\n*",
            "bad FEN tag \"W:W33\": \"33\" is not a square 1–32",
        ),
        (
            "[Event \"x\"]\n1. 22-19 {never closed",
            "line 2: a {comment} is opened but never closed",
        ),
        (
            "[Event \"x\"]\n\n1. 22-19 (1. 21-17",
            "line 3: a (variation) is opened but never closed",
        ),
        (
            "[Event x]\n1. 22-19 *",
            "line 1: cannot read the tag: write it as [Name \"value\"]",
        ),
    ];
    for (text, message) in cases {
        let e = pdn::import::<Position>(text, 1).unwrap_err();
        assert_eq!(e.to_string(), message, "for {text:?}");
    }
    assert_eq!(
        pdn::import::<Position>("1. 22-19 *", 0)
            .unwrap_err()
            .to_string(),
        "there is no game 0: the file holds 1 game(s)"
    );
}

#[test]
fn games_without_tags_and_numbers_are_still_read() {
    let games = pdn::parse("22-19 12-15 1-0 23-18 10-14 *").expect("parse");
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].moves, ["22-19", "12-15"]);
    assert_eq!(games[0].terminator.as_deref(), Some("1-0"));
    let tagged = pdn::parse("[Event \"a ] \\\"b\\\"\"]\n*").expect("parse");
    assert_eq!(tagged[0].tag("Event"), Some("a ] \"b\""));
    let e = pdn::parse("[Event \"open\n1. 22-19 *").unwrap_err();
    assert_eq!(e.to_string(), "line 1: a [tag] is opened but never closed");
    let g = pdn::import::<Position>("1.22-19 12-15!! 2.19x12 $4 7x16 *", 1).expect("import");
    assert_eq!(g.cursor(), 4);
    assert_eq!(g.result(), None);
}

#[test]
fn tag_values_with_quotes_and_brackets_round_trip() {
    let mut g = Game::new(Position::start(), Player::Human, Player::Human);
    let odd = r#"the "big" game ] in C:\dama"#;
    g.set_tag("Event", odd);
    g.set_tag("Annotator", "Lia");
    let back = round_trip(&g);
    assert_eq!(back.tags().get("Event").map(String::as_str), Some(odd));
    assert_eq!(
        back.tags().get("Annotator").map(String::as_str),
        Some("Lia")
    );
}

#[test]
fn pdn_export_of_tags_with_newlines_spaces_and_quotes_reads_back() {
    let mut g = Game::new(Position::start(), Player::Human, Player::Human);
    play_all(&mut g, &["22-18"]);
    g.set_tag("Event", "Club\nnight");
    g.set_tag("My Tag", "two\r\nlines \"quoted\" back\\slash");
    g.set_tag("Q\"x]", "v");
    g.set_tag(" ", "nothing to name it");
    let text = pdn::export(&g);
    assert!(text.starts_with("[Event \"Club night\"]\n"), "{text}");
    assert!(
        text.contains("[My_Tag \"two  lines \\\"quoted\\\" back\\\\slash\"]\n"),
        "{text}"
    );
    assert!(text.contains("[Q_x_ \"v\"]\n"), "{text}");
    assert!(!text.contains("nothing to name it"), "{text}");
    let back = round_trip(&g);
    assert_same_game(&g, &back);
    assert_eq!(
        back.tags().get("My_Tag").map(String::as_str),
        Some("two  lines \"quoted\" back\\slash")
    );
    assert_eq!(
        back.tags().get("Event").map(String::as_str),
        Some("Club night")
    );
}
