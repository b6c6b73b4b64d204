//! Helpers for the game, save and PDN tests: scratch directories that clean up after
//! themselves, and reproducible games played through the library.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use dama::draughts::italian::{Move, Position};
use dama::game::save;
use dama::game::{Game, Player};

/// A fresh directory under the system temp dir (`tempfile`), removed when dropped. Never
/// the repository's `saves/` or the user's home; unique even among the tests of one
/// binary.
pub struct Scratch(tempfile::TempDir);

impl Scratch {
    pub fn new(label: &str) -> Scratch {
        let dir = tempfile::Builder::new()
            .prefix(&format!("dama-test-{label}-"))
            .tempdir()
            .expect("a scratch directory");
        Scratch(dir)
    }

    pub fn path(&self) -> &Path {
        self.0.path()
    }

    pub fn join(&self, name: &str) -> PathBuf {
        self.0.path().join(name)
    }
}

/// A game from `start` where each number picks a legal move (modulo the move count),
/// stopping early when the game ends.
pub fn game_from_choices(start: Position, choices: &[usize], white: Player, black: Player) -> Game {
    let mut game = Game::new(start, white, black);
    for &c in choices {
        if game.result().is_some() {
            break;
        }
        let moves = game.position().legal_moves();
        let mv: Move = moves[c % moves.len()];
        game.play(&mv).expect("a legal move");
    }
    game
}

/// A small deterministic generator (xorshift), so tests need no seeds from outside.
pub fn choices(seed: u64, n: usize) -> Vec<usize> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 11) as usize
        })
        .collect()
}

/// Plays the moves given as text, panicking with the move if one is refused.
pub fn play_all(game: &mut Game, moves: &[&str]) {
    for m in moves {
        if let Err(e) = game.play_text(m) {
            panic!("{m}: {e}");
        }
    }
}

/// A valid save of a short game, to break in one place at a time.
pub fn good_save(dir: &Scratch) -> String {
    let mut g = Game::new(Position::start(), Player::Human, Player::Human);
    play_all(&mut g, &["23-19", "10-14", "19x10", "5x14"]);
    let path = dir.join("good.json");
    save::save(&g, &path, false).expect("save");
    std::fs::read_to_string(path).expect("read back")
}

/// Runs the `dama` binary with `args`, its save directory set to `dir` for the child only.
pub fn dama_in(dir: &Path, args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(args)
        .env("DAMA_SAVE_DIR", dir)
        .output()
        .expect("the dama binary runs")
}

/// Output bytes as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}
