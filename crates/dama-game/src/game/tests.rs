//! Unit tests of the game record and its save file; the integration tests in `tests/`
//! go through the public API in more depth.

use std::path::PathBuf;

use super::save::{self, SaveError};
use super::{EndReason, Game, GameError, Player};
use crate::draughts::italian::{Color, Position};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dama-unit-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).ok();
    dir
}

fn new_game() -> Game {
    Game::new(
        Position::start(),
        Player::Human,
        Player::Computer {
            level: crate::core::Level::of(5),
        },
    )
}

#[test]
fn play_undo_redo() {
    let mut g = new_game();
    g.play_text("22-18").ok();
    g.play_text("11-15").ok();
    assert_eq!(g.cursor(), 2);
    assert!(g.undo());
    assert_eq!(g.played().len(), 1);
    assert_eq!(g.moves().len(), 2);
    assert!(g.redo());
    assert!(!g.redo());
    assert!(g.undo() && g.undo() && !g.undo());
    assert_eq!(g.position(), &Position::start());
    g.play_text("21-17").ok();
    assert_eq!(g.moves().len(), 1, "a new move starts a variation");
    assert_eq!(g.tree().preorder().len(), 3, "the old line is kept");
}

#[test]
fn illegal_text_keeps_rule_message() {
    let mut g = new_game();
    let err = g.play_text("22-26").unwrap_err();
    assert!(matches!(err, GameError::Move(_)), "{err:?}");
}

#[test]
fn resignation_is_stored_and_ends_play() {
    let mut g = new_game();
    g.play_text("22-18").ok();
    g.resign(Color::Black);
    let r = g.result().map(|r| (r.winner_color(), r.reason));
    assert_eq!(r, Some((Some(Color::White), EndReason::Resignation)));
    assert!(matches!(g.play_text("11-15"), Err(GameError::Over(_))));
    assert!(g.undo());
    assert_eq!(g.result(), None);
    assert!(g.redo());
    assert!(g.result().is_some());
}

#[test]
fn save_and_load_round_trip() {
    let dir = scratch("round");
    let mut g = new_game();
    for m in ["23-19", "10-14", "19x10", "5x14"] {
        g.play_text(m).ok();
    }
    g.undo();
    let path = save::resolve_in(&dir, "first");
    assert_eq!(path, dir.join("first.json"));
    save::save(&g, &path, false).ok();
    let back = save::load_as::<Position>(&path).ok();
    assert_eq!(back.as_ref(), Some(&g));
    // The game's own file may be updated; another game's may not.
    assert!(save::save(&g, &path, false).is_ok());
    let other = new_game();
    assert!(matches!(
        save::save(&other, &path, false),
        Err(SaveError::Exists { .. })
    ));
    let listed = crate::games::list(&dir);
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].plies, 3);
    assert_eq!(listed[0].status(), "Black to move");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn save_dir_rule() {
    use std::ffi::OsStr;
    let dir = scratch("dirs");
    let data = dir.join("data");
    let env = Some(OsStr::new("/somewhere"));
    assert_eq!(
        save::save_dir_with(env, &dir, Some(&data)),
        PathBuf::from("/somewhere")
    );
    assert_eq!(
        save::save_dir_with(None, &dir, Some(&data)),
        data.join("dama").join("saves")
    );
    std::fs::create_dir_all(dir.join("saves")).ok();
    assert_eq!(
        save::save_dir_with(None, &dir, Some(&data)),
        dir.join("saves")
    );
    let _ = std::fs::remove_dir_all(&dir);
}
