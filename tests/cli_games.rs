//! The saved-game commands run as a user would: `dama import`, `dama saves`,
//! `dama export`. Each run gets its own save directory through `DAMA_SAVE_DIR` set on
//! the child process only.

mod game_support;

use std::path::PathBuf;

use game_support::{Scratch, dama_in as dama, text};

fn fixture() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/commented.pdn")
}

#[test]
fn import_list_export() {
    let dir = Scratch::new("cli");
    let pdn = fixture();
    let pdn = pdn.to_str().expect("a UTF-8 path");

    let out = dama(dir.path(), &["saves"]);
    assert!(out.status.success());
    assert!(text(&out.stdout).starts_with("No saved games in "));

    let out = dama(dir.path(), &["import", pdn]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.contains("commented.json (23 moves, White wins: Black has no pieces left)"),
        "{said}"
    );

    let out = dama(dir.path(), &["import", pdn, "--number", "2", "-o", "study"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(dir.join("study.json").is_file());

    // The same game again updates its save; another game under its name is refused
    // (bad input, status 2).
    let out = dama(dir.path(), &["import", pdn]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = dama(
        dir.path(),
        &["import", pdn, "--number", "2", "-o", "commented"],
    );
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("already holds another game") && err.contains("-o NAME, or --force"),
        "{err}"
    );

    let out = dama(dir.path(), &["saves"]);
    let listing = text(&out.stdout);
    let lines: Vec<&str> = listing.lines().collect();
    assert_eq!(lines.len(), 4, "{listing}");
    assert!(
        lines[1].starts_with("NAME") && lines[1].ends_with("STATUS"),
        "{listing}"
    );
    // Most recent first: the game imported again comes before the study.
    assert!(
        lines[3].starts_with("study") && lines[3].ends_with("Black wins: White resigned"),
        "{listing}"
    );
    // 45 plies are 23 moves, as the move list numbers them (issue 23, item 13).
    assert!(
        lines[2].contains("computer level 4") && lines[2].contains(" 23 "),
        "{listing}"
    );

    let out = dama(dir.path(), &["export", "commented"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let exported = text(&out.stdout);
    assert!(
        exported.starts_with("[Event \"Club night\"]\n"),
        "{exported}"
    );
    assert!(
        exported.ends_with("{White wins: Black has no pieces left} 1-0\n"),
        "{exported}"
    );
    let same = dama(dir.path(), &["export", "commented", "--pdn"]);
    assert_eq!(text(&same.stdout), exported);

    let out = dama(dir.path(), &["export", "study", "--json"]);
    let json = text(&out.stdout);
    assert!(json.contains("\"format\": \"dama-save\""), "{json}");

    let out = dama(dir.path(), &["export", "nothing"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("no saved game \"nothing\""));
}

#[test]
fn bad_files_are_reported() {
    let dir = Scratch::new("cli-bad");
    let bad = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/bad_move.pdn");
    let out = dama(dir.path(), &["import", bad.to_str().expect("UTF-8")]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("move 3... (16-21) is illegal in that position"),
        "{err}"
    );
    std::fs::write(dir.join("broken.json"), "{").expect("write");
    let out = dama(dir.path(), &["saves"]);
    assert!(out.status.success());
    assert!(
        text(&out.stderr).contains("skipped"),
        "{}",
        text(&out.stderr)
    );
}

/// Dameta and DamHex^3 games are dama saves like any other: listed by `dama saves`,
/// printed by `dama export --json`; asked for PDN, `export` says they have none.
#[test]
fn games_without_pdn_are_listed_and_exported_as_saves() {
    use dama::core::Rules;
    use dama::game::{Player, Record, save};
    let dir = Scratch::new("cli-nopdn");
    let mut dameta = Record::new(
        dama::dameta::Position::start(),
        Player::Human,
        Player::Human,
    );
    dameta.play_text("d1-d2").expect("a kick-off");
    save::save(&dameta, &dir.join("kick.json"), false).expect("saved");
    let hex = Record::with_players(dama::damhex::Position::start(), vec![Player::Human; 3]);
    save::save(&hex, &dir.join("three.json"), false).expect("saved");

    let out = dama(dir.path(), &["saves"]);
    let listing = text(&out.stdout);
    assert!(
        listing.contains("kick") && listing.contains("three"),
        "{listing}"
    );

    for name in ["kick", "three"] {
        let out = dama(dir.path(), &["export", name]);
        assert!(!out.status.success());
        let err = text(&out.stderr);
        assert!(
            err.contains("has no PDN") && err.contains("--json"),
            "{err}"
        );
        let out = dama(dir.path(), &["export", name, "--json"]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert!(text(&out.stdout).contains("\"format\": \"dama-save\""));
    }
}
