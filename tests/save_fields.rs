//! A save's wrong or missing field is named, with the values it may take, in English and
//! Italian (issue 25, fault 7); a byte-order mark before a save or a PDN is skipped
//! (fault 8); a save's clock holds only what the command line accepts (fault 11).

mod game_support;

use std::fs;

use dama::draughts::italian::Position;
use dama::game::save::{self, SaveError};
use dama::lang::{Lang, render_save_error};
use game_support::{Scratch, good_save};

/// The error of loading `text`, in both languages.
fn both(dir: &Scratch, text: &str) -> (String, String) {
    let path = dir.join("bad.json");
    fs::write(&path, text).expect("write a test file");
    match save::load_as::<Position>(&path) {
        Ok(_) => panic!("loaded: {text}"),
        Err(e) => {
            let en = render_save_error(Lang::En, &e);
            assert_eq!(en, e.to_string());
            (en, render_save_error(Lang::It, &e))
        }
    }
}

fn computer(good: &str, level: &str) -> String {
    good.replacen(
        "\"player\": \"human\"",
        &format!("\"player\": \"computer\", \"level\": {level}"),
        1,
    )
}

#[test]
fn a_save_error_names_the_field_and_its_values_in_both_languages() {
    let dir = Scratch::new("fields");
    let good = good_save(&dir);

    // The issue's examples: a level of 256, "result": 1, "cursor": 1.5, a player "x".
    let (en, it) = both(&dir, &computer(&good, "256"));
    assert!(
        en.ends_with("\"players.black.level\" cannot be 256: it must be a whole number from 1 to 10 (the computer's level)"),
        "{en}"
    );
    assert!(
        it.ends_with("\"players.black.level\" non può valere 256: deve essere un numero intero da 1 a 10 (il livello del computer)"),
        "{it}"
    );
    let (en, it) = both(&dir, &good.replace("\"result\": null", "\"result\": 1"));
    assert!(
        en.ends_with("\"result\" (how the game ended) cannot be 1: it must be null (the game goes on) or {\"winner\": ..., \"reason\": ...}"),
        "{en}"
    );
    assert!(
        it.contains("\"result\" (come è finita la partita) non può valere 1"),
        "{it}"
    );
    let (en, it) = both(&dir, &good.replace("\"cursor\": 4", "\"cursor\": 1.5"));
    assert!(
        en.ends_with("\"cursor\" (how many of the moves are on the board) cannot be 1.5: it must be a whole number from 0 up to the number of moves"),
        "{en}"
    );
    assert!(
        it.contains("deve essere un numero intero da 0 al numero delle mosse"),
        "{it}"
    );
    let (en, it) = both(
        &dir,
        &good.replacen("\"player\": \"human\"", "\"player\": \"x\"", 1),
    );
    assert!(
        en.ends_with(
            "\"players.black.player\" cannot be \"x\": it must be \"human\" or \"computer\""
        ),
        "{en}"
    );
    assert!(
        it.ends_with("deve essere \"human\" oppure \"computer\""),
        "{it}"
    );

    // A level of 11, which was already named, still is; and the reason of a result.
    let (en, _) = both(&dir, &computer(&good, "11"));
    assert!(en.contains("\"players.black.level\" cannot be 11"), "{en}");
    let stored = r#""result": {"winner": "white", "reason": "boredom"}"#;
    let (en, _) = both(&dir, &good.replace("\"result\": null", stored));
    assert!(
        en.contains("\"result.reason\" cannot be \"boredom\": it must be one of \"no_pieces\""),
        "{en}"
    );
    let stored = r#""result": {"winner": "green", "reason": "resignation"}"#;
    let (en, _) = both(&dir, &good.replace("\"result\": null", stored));
    assert!(
        en.contains("\"result.winner\" cannot be \"green\": it must be null (a draw) or one of \"white\", \"black\""),
        "{en}"
    );
}

#[test]
fn a_missing_created_field_is_said_in_words_a_player_understands() {
    let dir = Scratch::new("created");
    let good = good_save(&dir);
    let without: String = good
        .lines()
        .filter(|l| !l.trim_start().starts_with("\"created\""))
        .collect::<Vec<_>>()
        .join("\n");
    let (en, it) = both(&dir, &without);
    assert!(
        en.ends_with("\"created\" (when the game began) is missing: it must be a date and time such as \"2026-01-31T18:05:00Z\""),
        "{en}"
    );
    assert!(
        it.ends_with("manca \"created\" (quando è iniziata la partita): deve essere una data e un'ora come \"2026-01-31T18:05:00Z\""),
        "{it}"
    );
    // Version 1 names its fields the same way.
    let v1 = fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/opening.json"),
    )
    .expect("an example save");
    let (en, _) = both(&dir, &v1.replace("\"cursor\"", "\"kursor\""));
    assert!(
        en.contains("\"cursor\" (how many of the moves are on the board) is missing"),
        "{en}"
    );
    let (en, _) = both(&dir, &computer(&v1, "0"));
    assert!(en.contains("\"white.level\" cannot be 0"), "{en}");
}

#[test]
fn a_save_clock_holds_only_what_the_command_line_accepts() {
    let dir = Scratch::new("clock");
    let good = good_save(&dir);
    let with_clock = |control: &str| {
        good.replacen(
            "\"result\": null",
            &format!(
                "\"result\": null, \"clock\": {{\"control\": {control}, \"left_ms\": {{\"white\": 1000, \"black\": 1000}}}}"
            ),
            1,
        )
    };
    let ok = with_clock(r#"{"kind": "increment", "base_ms": 60000, "inc_ms": 0}"#);
    let path = dir.join("ok.json");
    fs::write(&path, ok).expect("write");
    assert!(save::load_as::<Position>(&path).is_ok());
    let (en, _) = both(
        &dir,
        &with_clock(r#"{"kind": "increment", "base_ms": 0, "inc_ms": 0}"#),
    );
    assert!(
        en.ends_with("\"clock.control.base_ms\" cannot be 0: it must be a whole number of milliseconds from 1 to 999999999999"),
        "{en}"
    );
    let (en, _) = both(
        &dir,
        &with_clock(r#"{"kind": "period", "moves": 0, "period_ms": 60000}"#),
    );
    assert!(
        en.ends_with(
            "\"clock.control.moves\" cannot be 0: it must be a whole number of moves, 1 or more"
        ),
        "{en}"
    );
    let (en, _) = both(&dir, &with_clock(r#"{"kind": "per_move", "limit_ms": -5}"#));
    assert!(
        en.contains("\"clock.control.limit_ms\" cannot be -5"),
        "{en}"
    );
    let (en, _) = both(&dir, &with_clock(r#"{"kind": "sandglass"}"#));
    assert!(
        en.contains("\"clock.control.kind\" cannot be \"sandglass\""),
        "{en}"
    );
}

#[test]
fn a_byte_order_mark_before_a_save_or_a_pdn_is_skipped() {
    let dir = Scratch::new("bom");
    let good = good_save(&dir);
    let path = dir.join("bom.json");
    fs::write(&path, format!("\u{feff}{good}")).expect("write");
    let game = save::load_as::<Position>(&path).expect("a save with a BOM loads");
    assert_eq!(game.moves().len(), 4);
    let pdn = dir.join("bom.pdn");
    fs::write(&pdn, "\u{feff}[Event \"x\"]\n1. 22-18 10-14 *\n").expect("write");
    let game = save::load_as::<Position>(&pdn).expect("a PDN with a BOM loads");
    assert_eq!(game.moves().len(), 2);
    // Without a name that says PDN, the mark does not hide what the file is.
    let plain = dir.join("bom-game");
    fs::write(&plain, "\u{feff}1. 22-18 10-14 *\n").expect("write");
    assert!(dama::games::load(&plain).is_ok());
    let err: Option<SaveError> = save::load_as::<Position>(&dir.join("none.json")).err();
    assert!(err.is_some());
}
