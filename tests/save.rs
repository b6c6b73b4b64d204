//! Save files: save, load and compare (property test), undo/redo across a save, every
//! error a bad file can give with its message, careful writing (an interrupted save
//! leaves the old file), where saves go, the autosave, the list, and the example saves.
//! Every test writes in its own scratch directory, never in `saves/` or the home.

mod game_support;

use std::ffi::OsStr;
use std::fs;
use std::path::{Path, PathBuf};

use dama::draughts::italian::{Color, Position};
use dama::game::save::{self, SaveError};
use dama::game::{EndReason, Game, Player};
use game_support::{Scratch, choices, game_from_choices, good_save, play_all};
use proptest::prelude::*;

fn player(n: u8) -> Player {
    if n == 0 {
        Player::Human
    } else {
        Player::Computer {
            level: dama::core::Level::of(n),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn save_then_load_gives_the_same_game(
        picks in prop::collection::vec(0usize..1000, 0..160),
        back in 0usize..20,
        w in 0u8..=10, b in 0u8..=10,
        ending in 0u8..4,
    ) {
        let dir = Scratch::new("prop");
        let mut g = game_from_choices(Position::start(), &picks, player(w), player(b));
        match ending {
            1 => g.resign(g.position().side_to_move()),
            2 => g.agree_draw(),
            _ => {}
        }
        for _ in 0..back {
            g.undo();
        }
        let path = save::save(&g, &dir.join("g.json"), false).expect("save");
        let back = save::load_as::<Position>(&path).expect("load");
        prop_assert_eq!(&back, &g);
        prop_assert_eq!(back.result(), g.result());
        prop_assert_eq!(back.final_result(), g.final_result());
    }
}

#[test]
fn undo_and_redo_survive_a_save() {
    let dir = Scratch::new("undo");
    let mut g = game_from_choices(
        Position::start(),
        &choices(7, 30),
        Player::Human,
        Player::Human,
    );
    let end = *g.position();
    for _ in 0..5 {
        g.undo();
    }
    let path = save::save(&g, &dir.join("u"), false).expect("save");
    assert_eq!(path, dir.join("u"), "save writes the path it is given");
    let mut back = save::load_as::<Position>(&path).expect("load");
    assert_eq!(back.cursor(), g.cursor());
    assert_eq!(back.moves().len(), 30);
    while back.redo() {}
    assert_eq!(back.position(), &end);
    back.undo();
    let again = save::save(&back, &path, false).expect("the same game saves over itself");
    assert_eq!(
        save::load_as::<Position>(&again).expect("load").cursor(),
        29
    );
}

#[test]
fn the_file_is_the_documented_format() {
    let dir = Scratch::new("format");
    let text = good_save(&dir);
    let v: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(v["format"], "dama-save");
    assert_eq!(v["version"], 3);
    assert_eq!(v["game"], "draughts");
    assert_eq!(v["variant"], "italian");
    assert_eq!(v["start"], Position::start().to_fen());
    assert_eq!(
        v["moves"],
        serde_json::json!(["23-19", "10-14", "19x10", "5x14"])
    );
    assert_eq!(v["cursor"], 4);
    assert_eq!(
        v["players"]["white"],
        serde_json::json!({"player": "human"})
    );
    assert!(v["result"].is_null());
    for field in ["created", "updated"] {
        let t = v[field].as_str().expect("a timestamp");
        assert!(t.ends_with('Z') && t.contains('T'), "{t}");
    }
    let mut g = Game::new(
        Position::start(),
        Player::Human,
        Player::Computer {
            level: dama::core::Level::of(5),
        },
    );
    g.resign(Color::White);
    let path = save::save(&g, &dir.join("r.json"), false).expect("save");
    let v: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(path).expect("read")).expect("JSON");
    assert_eq!(
        v["players"]["black"],
        serde_json::json!({"player": "computer", "level": 5})
    );
    assert_eq!(
        v["result"],
        serde_json::json!({"winner": "black", "reason": "resignation"})
    );
}

#[test]
fn another_game_is_never_overwritten_silently() {
    let dir = Scratch::new("exists");
    let first = Game::new(Position::start(), Player::Human, Player::Human);
    let path = save::save(&first, &dir.join("mine.json"), false).expect("save");
    let second = Game::new(
        Position::start(),
        Player::Human,
        Player::Computer {
            level: dama::core::Level::of(2),
        },
    );
    let e = save::save(&second, &path, false).unwrap_err();
    assert_eq!(
        e.to_string(),
        format!(
            "{} already holds another game: choose another name, or overwrite it on purpose",
            path.display()
        )
    );
    assert_eq!(save::load_as::<Position>(&path).expect("intact"), first);
    // Any other file too, even one that is not a save.
    fs::write(dir.join("notes.json"), "my notes").expect("write");
    assert!(matches!(
        save::save(&first, &dir.join("notes.json"), false),
        Err(SaveError::Exists { .. })
    ));
    save::save(&second, &path, true).expect("overwrite on purpose");
    assert_eq!(save::load_as::<Position>(&path).expect("load"), second);
}

#[test]
fn an_interrupted_save_leaves_the_old_file() {
    let dir = Scratch::new("crash");
    let mut g = Game::new(Position::start(), Player::Human, Player::Human);
    play_all(&mut g, &["23-19"]);
    let path = save::save(&g, &dir.join("game.json"), false).expect("save");
    let old = fs::read(&path).expect("read");
    play_all(&mut g, &["10-14", "19x10"]);

    // The temporary file is written and synced, then the process dies before the rename.
    let pending = save::prepare(&g, &path, false).expect("prepare");
    let temp = pending.temp_path().to_path_buf();
    assert_eq!(
        temp.parent(),
        path.parent(),
        "the temporary file is in the same directory"
    );
    std::mem::forget(pending);
    assert!(temp.exists());
    assert_eq!(
        fs::read(&path).expect("read"),
        old,
        "the old save is untouched"
    );
    assert_eq!(save::load_as::<Position>(&path).expect("load").cursor(), 1);
    assert_eq!(
        dama::games::list(dir.path()).len(),
        1,
        "the temporary file is not listed"
    );

    // A save given up (an error between the steps) removes its temporary file.
    let pending = save::prepare(&g, &path, false).expect("prepare");
    let temp2 = pending.temp_path().to_path_buf();
    drop(pending);
    assert!(!temp2.exists());

    // The next save completes normally.
    save::save(&g, &path, false).expect("save");
    assert_eq!(save::load_as::<Position>(&path).expect("load").cursor(), 3);
}

#[test]
fn names_and_directories() {
    let dir = Path::new("/games");
    assert_eq!(
        save::resolve_in(dir, "final"),
        PathBuf::from("/games/final.json")
    );
    assert_eq!(
        save::resolve_in(dir, "final.json"),
        PathBuf::from("/games/final.json")
    );
    assert_eq!(
        save::resolve_in(dir, "old.pdn"),
        PathBuf::from("/games/old.pdn")
    );
    assert_eq!(
        save::resolve_in(dir, "b/final"),
        PathBuf::from("b/final.json")
    );
    assert_eq!(
        save::resolve_in(dir, "/tmp/x.json"),
        PathBuf::from("/tmp/x.json")
    );
    assert_eq!(save::resolve_in(dir, "./x"), PathBuf::from("./x.json"));
}

#[test]
fn where_saves_go() {
    let root = Scratch::new("dirs");
    let data = root.join("data");
    let env = Some(OsStr::new("/from/env"));
    assert_eq!(
        save::save_dir_with(env, root.path(), Some(&data)),
        PathBuf::from("/from/env")
    );
    let empty = Some(OsStr::new(""));
    assert_eq!(
        save::save_dir_with(empty, root.path(), Some(&data)),
        data.join("dama").join("saves"),
        "an empty $DAMA_SAVE_DIR counts as unset"
    );
    assert_eq!(
        save::save_dir_with(None, root.path(), None),
        root.join("saves")
    );
    fs::create_dir(root.join("saves")).expect("mkdir");
    assert_eq!(
        save::save_dir_with(None, root.path(), Some(&data)),
        root.join("saves")
    );
    assert_eq!(
        save::save_dir_with(env, root.path(), Some(&data)),
        PathBuf::from("/from/env")
    );
}

#[test]
fn the_save_directory_is_created_on_first_save() {
    let root = Scratch::new("first");
    let dir = root.join("data").join("dama").join("saves");
    let g = Game::new(Position::start(), Player::Human, Player::Human);
    let path = save::save(&g, &save::resolve_in(&dir, "one"), false).expect("save");
    assert_eq!(path, dir.join("one.json"));
    assert!(path.is_file());
}

#[test]
fn autosave_replaces_itself() {
    let dir = Scratch::new("auto");
    let mut g = Game::new(Position::start(), Player::Human, Player::Human);
    play_all(&mut g, &["23-19"]);
    let path = save::autosave_in(dir.path(), &g).expect("autosave");
    assert_eq!(path, dir.join("autosave.json"));
    let other = Game::new(Position::start(), Player::Human, Player::Human);
    save::autosave_in(dir.path(), &other).expect("a new game's autosave replaces the old");
    assert_eq!(save::load_as::<Position>(&path).expect("load").cursor(), 0);
    assert!(save::autosave_path::<Position>().ends_with("autosave.json"));
}

#[test]
fn the_list_shows_each_game_and_skips_bad_files() {
    let dir = Scratch::new("list");
    let mut a = Game::new(
        Position::start(),
        Player::Human,
        Player::Computer {
            level: dama::core::Level::of(4),
        },
    );
    play_all(&mut a, &["23-19", "10-14"]);
    save::save(&a, &dir.join("alpha.json"), false).expect("save");
    let mut b = Game::new(Position::start(), Player::Human, Player::Human);
    b.resign(Color::White);
    save::save(&b, &dir.join("beta.json"), false).expect("save");
    fs::write(dir.join("broken.json"), "{").expect("write");
    fs::write(dir.join("readme.txt"), "not a save").expect("write");

    let (games, problems) = dama::games::scan(dir.path());
    assert_eq!(problems.len(), 1);
    assert!(problems[0].to_string().contains("broken.json is not JSON"));
    let list = dama::games::list(dir.path());
    assert_eq!(list, games);
    assert_eq!(list.len(), 2);
    assert_eq!(list[0].name, "beta", "most recent first");
    assert_eq!(list[0].status(), "Black wins: White resigned");
    assert_eq!(
        list[0].result.map(|r| r.reason),
        Some(EndReason::Resignation)
    );
    let alpha = &list[1];
    assert_eq!(alpha.path, dir.join("alpha.json"));
    assert_eq!((alpha.plies, alpha.recorded), (2, 2));
    assert_eq!(
        alpha.players[1],
        Player::Computer {
            level: dama::core::Level::of(4)
        }
    );
    assert_eq!(alpha.status(), "White to move");
    assert_eq!(alpha.created, a.created());
    assert!(dama::games::list(&dir.join("missing")).is_empty());
}

#[test]
fn the_example_saves_load() {
    let saves = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    let load = |name: &str| save::load_as::<Position>(&saves.join(name)).expect(name);
    let opening = load("opening.json");
    assert!(opening.result().is_none() && opening.cursor() >= 6);
    let middle = load("middlegame.json");
    assert!(middle.result().is_none() && middle.cursor() >= 20);
    assert!(
        middle.moves().len() > middle.cursor(),
        "the middlegame has moves to redo"
    );
    let finished = load("finished.json");
    assert!(finished.result().is_some_and(|r| r.winner.is_some()));
}

#[test]
fn a_version_1_save_loads_and_plays_on_as_before() {
    let dir = Scratch::new("v1");
    let v1 = r#"{
  "format": "dama-save",
  "version": 1,
  "rules": "italian",
  "start": "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
  "moves": ["23-19", "10-14", "19x10", "5x14"],
  "cursor": 3,
  "white": {"player": "human"},
  "black": {"player": "computer", "level": 6},
  "created": "2026-11-20T10:00:00Z",
  "updated": "2026-11-20T10:05:00Z",
  "result": null
}"#;
    let path = dir.join("old.json");
    fs::write(&path, v1).expect("write");
    let mut g = save::load_as::<Position>(&path).expect("a version 1 save loads");
    assert_eq!(g.cursor(), 3);
    assert_eq!(g.moves().len(), 4);
    assert_eq!(
        g.player(Color::Black),
        Player::Computer {
            level: dama::core::Level::of(6)
        }
    );
    assert!(g.redo());
    g.play_text("22-19").expect("plays on");
    // Through the any-game loader too: the header says draughts, Italian.
    let any = dama::games::load(&path).expect("loads by its header");
    assert_eq!(any.variant(), "italian");
    // Saved again, it is a version 2 file with the same game.
    let again = save::save(&g, &dir.join("new.json"), false).expect("save");
    let back = save::load_as::<Position>(&again).expect("load");
    assert_eq!(back.moves(), g.moves());
    assert_eq!(back.created(), g.created());
}

#[test]
fn temporary_files_left_by_a_crash_are_cleaned_by_the_next_save() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let path = dir.path().join("game.json");
    let mut g = Game::new(Position::start(), Player::Human, Player::Human);
    play_all(&mut g, &["23-19"]);
    // Two writers that died between writing and renaming: one long ago, one just now
    // (which may still be a live writer, so it stays).
    let stale = dir.path().join(".game.json.4242-0.tmp");
    let fresh = dir.path().join(".game.json.4243-0.tmp");
    let other = dir.path().join(".other.json.4242-0.tmp");
    for p in [&stale, &fresh, &other] {
        fs::write(p, "{").expect("write");
    }
    let long_ago = std::time::SystemTime::now() - save::STALE_TEMP * 2;
    for p in [&stale, &other] {
        fs::File::options()
            .write(true)
            .open(p)
            .and_then(|f| f.set_modified(long_ago))
            .expect("age the file");
    }
    save::save(&g, &path, false).expect("save");
    assert!(!stale.exists(), "the abandoned temporary file is removed");
    assert!(fresh.exists(), "a recent one may belong to a live writer");
    assert!(other.exists(), "another save's files are not touched");
}
