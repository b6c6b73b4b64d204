//! Tests of the library: games of several kinds by their GameType, broken games kept
//! with their problem, the filter and the sort, review and play-on set-ups.

use super::*;

const MIXED: &str = "[Event \"Coppa\"]\n[White \"Rossi\"]\n[Black \"Bianchi\"]\n\
[Date \"2024.05.01\"]\n[Result \"1-0\"]\n[GameType \"22,W,8,8,N2,1\"]\n\n\
1. 22-18 11-14 2. 18x11 1-0\n\n\
[Event \"Open\"]\n[White \"van Dijk\"]\n[Black \"Ba\"]\n[Date \"2023.01.09\"]\n\
[Result \"1-1\"]\n[GameType \"20\"]\n\n1. 32-28 19-23 2. 28x19 14x23 1-1\n\n\
[Event \"Frisian\"]\n[White \"Zwart\"]\n[GameType \"40\"]\n\n1. 32-28 *\n\n\
[Event \"Coppa\"]\n[White \"Verdi\"]\n[Black \"Neri\"]\n[Result \"0-1\"]\n\n\
1. 22-18 11-14 2. 21-17 0-1\n";

fn library() -> Library {
    Library::from_text(Path::new("lib.pdn"), MIXED.to_string(), "italian")
}

#[test]
fn games_are_known_by_their_game_type() {
    let lib = library();
    assert_eq!(lib.len(), 4);
    assert_eq!(lib.variant(0), Some("italian"));
    assert_eq!(lib.variant(1), Some("international"));
    assert_eq!(lib.variant(2), None);
    assert_eq!(
        lib.problem(2),
        Some(&GameProblem::UnknownGameType {
            found: "40".to_string()
        })
    );
    assert_eq!(lib.variant(3), Some("italian"), "no GameType: the default");
    assert!(lib.is_mixed());
    assert_eq!(lib.cell(1, Column::White), "van Dijk");
    assert_eq!(lib.cell(1, Column::Moves), "2");
    assert_eq!(lib.cell(0, Column::Moves), "2");
    assert_eq!(lib.cell(0, Column::Number), "1");
}

#[test]
fn a_game_opens_and_a_broken_one_says_why_and_stays_broken() {
    let mut lib = library();
    let game = lib.load(1).expect("the International game opens");
    assert_eq!(game.variant(), "international");
    assert_eq!(plies(&game), 4);
    assert!(lib.load(0).is_ok());
    let err = lib.load(3).expect_err("a capture is compulsory");
    assert!(
        matches!(err, GameProblem::Pdn(PdnError::BadMove { .. })),
        "{err:?}"
    );
    assert_eq!(lib.problem(3), Some(&err));
    assert!(lib.load(2).is_err());
    assert!(lib.load(99).is_err());
}

#[test]
fn check_all_finds_every_broken_game() {
    let mut lib = library();
    lib.check_all();
    let broken: Vec<usize> = (0..lib.len())
        .filter(|&i| lib.problem(i).is_some())
        .collect();
    assert_eq!(broken, vec![2, 3]);
}

#[test]
fn the_filter_matches_any_column_in_any_case_and_the_sort_any_column() {
    let lib = library();
    assert_eq!(lib.rows("", Column::Number, false), vec![0, 1, 2, 3]);
    assert_eq!(lib.rows("coppa", Column::Number, false), vec![0, 3]);
    assert_eq!(lib.rows("DIJK", Column::Number, false), vec![1]);
    assert_eq!(lib.rows("2023", Column::Number, false), vec![1]);
    assert_eq!(lib.rows("", Column::White, false), vec![0, 1, 3, 2]);
    assert_eq!(lib.rows("", Column::White, true), vec![2, 3, 1, 0]);
    assert_eq!(lib.rows("", Column::Number, true), vec![3, 2, 1, 0]);
    assert_eq!(lib.rows("coppa", Column::Date, false), vec![3, 0]);
    assert_eq!(lib.rows("", Column::Moves, false), vec![2, 0, 1, 3]);
}

#[test]
fn review_and_play_on_set_the_game_up() {
    let mut lib = library();
    let game = lib.load(1).expect("opens");
    assert_eq!(ply_of_move(&game, 2), 2);
    assert_eq!(ply_of_move(&game, 9), 4);
    assert_eq!(move_at(&game, 3), 2);
    let review = for_review(game.clone(), 1);
    assert_eq!(review.cursor(), 1);
    assert_eq!(plies(&review), 4, "the later moves stay for review");
    let level = crate::core::Level::DEFAULT;
    let new = play_on(game, 2, &[Player::Human, Player::Computer { level }]);
    assert_eq!(plies(&new), 2);
    assert_eq!(new.cursor(), 2);
    match new {
        AnyGame::International(g) => {
            assert_eq!(g.player(crate::core::Seat(1)), Player::Computer { level });
            assert!(g.result().is_none());
        }
        other => panic!("not International: {}", other.variant()),
    }
}

#[test]
fn missing_and_odd_files_are_named() {
    let missing = Library::open(Path::new("/no/such/library.pdn"), "italian");
    assert!(matches!(missing, Err(LibraryError::Read(_))));
    let dir = std::env::temp_dir().join(format!("dama-lib-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let letter = dir.join("letter.pdn");
    std::fs::write(&letter, "Dear friend,\nthis is no game.\n").expect("write");
    assert!(matches!(
        Library::open(&letter, "italian"),
        Err(LibraryError::NotPdn { .. })
    ));
    let latin = dir.join("latin1.pdn");
    std::fs::write(&latin, b"[White \"Jos\xe9\"]\n1. 22-18 *\n").expect("write");
    let lib = Library::open(&latin, "italian").expect("Latin-1 is read");
    assert_eq!(lib.cell(0, Column::White), "Jos\u{e9}");
    assert!(matches!(
        Library::open(&dir, "italian"),
        Err(LibraryError::Read(SaveError::NotAFile { .. }))
    ));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_library_of_too_many_games_or_with_a_nul_is_refused_by_name() {
    // Issue 42, classes 2 and 5: a file with a tag and a NUL byte was "not a PDN file: it
    // holds no tag"; a huge file of tiny games was indexed before it was refused.
    let dir = std::env::temp_dir().join(format!("dama-lib-cap-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let nul = dir.join("nul.pdn");
    std::fs::write(&nul, b"[White \"a\"]\n1. 22-18 \0 *\n").expect("write");
    match Library::open(&nul, "italian") {
        Err(e @ LibraryError::Binary { offset: 21, .. }) => {
            assert!(e.to_string().contains("byte 21 is a NUL"), "{e}");
        }
        other => panic!("{:?}", other.err()),
    }
    let text = "*\n".repeat(50);
    let lib = Library::from_text_at_most(Path::new("tiny.pdn"), text.clone(), "italian", 50);
    assert_eq!(lib.map(|l| l.len()), Some(50));
    let none = Library::from_text_at_most(Path::new("tiny.pdn"), text, "italian", 49);
    assert!(none.is_none());
    let _ = std::fs::remove_dir_all(&dir);
}
