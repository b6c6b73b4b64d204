//! Bad save files: each error a file can give, with its exact message (not JSON, not a
//! dama save, a newer version, a bad start, an illegal move, a bad cursor, another
//! game's rules, a result the moves contradict, a file over 1 MiB), and what is
//! tolerated (unknown fields, short captures).

mod game_support;

use std::fs;

use dama::draughts::italian::Position;
use dama::game::save::{self, SaveError};
use dama::game::{Game, Player};
use game_support::{Scratch, good_save, play_all};

fn load_err(dir: &Scratch, name: &str, text: &str) -> String {
    let path = dir.join(name);
    fs::write(&path, text).expect("write a test file");
    match save::load_as::<Position>(&path) {
        Ok(_) => panic!("{name} loaded"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn unknown_fields_are_ignored_and_short_captures_accepted() {
    let dir = Scratch::new("extra");
    let text = good_save(&dir).replacen('{', "{\"comment\": \"from a future dama\",", 1);
    let text = text.replace("\"19x10\"", "\"19 14 10\"");
    fs::write(dir.join("x.json"), text).expect("write");
    let g = save::load_as::<Position>(&dir.join("x.json")).expect("still loads");
    assert_eq!(g.moves().len(), 4);
}

#[test]
fn every_bad_file_says_what_is_wrong() {
    let dir = Scratch::new("errors");
    let good = good_save(&dir);
    let p = |name: &str| dir.join(name).display().to_string();

    let e = load_err(&dir, "a.json", "{\n  \"format\": \"dama-save\",\n  oops\n}");
    assert_eq!(
        e,
        format!(
            "{} is not JSON (line 3, column 3): key must be a string",
            p("a.json")
        )
    );

    let e = load_err(
        &dir,
        "b.json",
        "{\"format\": \"chess-save\", \"version\": 1}",
    );
    assert_eq!(
        e,
        format!(
            "{} is not a dama save: it has no \"format\": \"dama-save\"",
            p("b.json")
        )
    );
    let e = load_err(&dir, "b2.json", "[1, 2, 3]");
    assert!(e.contains("is not a dama save"), "{e}");

    let e = load_err(
        &dir,
        "c.json",
        &good.replace("\"version\": 3", "\"version\": 4"),
    );
    assert_eq!(
        e,
        format!(
            "{} is a version 4 save, newer than this dama (it reads versions 1 to 3): update dama to open it",
            p("c.json")
        )
    );

    let fen = Position::start().to_fen();
    let e = load_err(&dir, "d.json", &good.replace(&fen, "W:W21-32:B1-12,33"));
    assert_eq!(
        e,
        format!(
            "{}: the start position \"W:W21-32:B1-12,33\" cannot be read: \"33\" is not a square 1–32",
            p("d.json")
        )
    );

    let e = load_err(&dir, "e.json", &good.replace("\"5x14\"", "\"22x13\""));
    assert!(
        e.starts_with(&format!(
            "{}: move 4 (22x13) is illegal in that position: ",
            p("e.json")
        )),
        "{e}"
    );
    let e = load_err(&dir, "e2.json", &good.replace("\"10-14\"", "\"10-15\""));
    assert_eq!(
        e,
        format!(
            "{}: move 2 (10-15) is illegal in that position: 10-15 is not a legal move (from 10: 10-13 or 10-14)",
            p("e2.json")
        )
    );

    let e = load_err(
        &dir,
        "f.json",
        &good.replace("\"cursor\": 4", "\"cursor\": 9"),
    );
    assert_eq!(
        e,
        format!(
            "{}: the cursor is at ply 9 but the game has only 4 moves",
            p("f.json")
        )
    );

    let e = load_err(
        &dir,
        "g.json",
        &good.replace("\"italian\"", "\"international\""),
    );
    assert_eq!(
        e,
        format!(
            "{}: the save is a game of international (draughts), not of italian",
            p("g.json")
        )
    );

    let e = load_err(&dir, "h.json", &good.replace("\"moves\"", "\"mosse\""));
    assert_eq!(
        e,
        format!(
            "{}: \"moves\" (the moves played) is missing: it must be a list of moves, each in double quotes, such as [\"22-18\", \"10-14\"]",
            p("h.json")
        )
    );

    let stored = r#""result": {"winner": "white", "reason": "no_pieces"}"#;
    let e = load_err(&dir, "i.json", &good.replace("\"result\": null", stored));
    assert_eq!(
        e,
        format!(
            "{}: the result says \"White wins: Black has no pieces left\" but the moves give \"the game goes on\"",
            p("i.json")
        )
    );

    let e = load_err(
        &dir,
        "j.json",
        &good.replace("\"created\": \"", "\"created\": \"yesterday "),
    );
    assert!(
        e.contains("\"created\" (when the game began) cannot be \"yesterday")
            && e.contains("it must be a date and time such as \"2026-01-31T18:05:00Z\""),
        "{e}"
    );

    let e = load_err(
        &dir,
        "l.json",
        &good.replace(
            "\"white\": {\n      \"player\": \"human\"",
            "\"white\": {\n      \"player\": \"computer\", \"level\": 42",
        ),
    );
    assert_eq!(
        e,
        format!(
            "{}: \"players.white.level\" cannot be 42: it must be a whole number from 1 to 10 (the computer's level)",
            p("l.json")
        )
    );

    let e = load_err(&dir, "k.json", "");
    assert!(e.contains("is not JSON (line 1, column 0)"), "{e}");

    let missing = dir.join("nothing.json");
    let e = save::load_as::<Position>(&missing).unwrap_err().to_string();
    assert!(
        e.starts_with(&format!("cannot open {}: ", missing.display())),
        "{e}"
    );
}

#[test]
fn a_move_after_the_end_is_refused() {
    let dir = Scratch::new("over");
    let mut g = Game::new(
        Position::from_fen("W:W31:B27").expect("fen"),
        Player::Human,
        Player::Human,
    );
    play_all(&mut g, &["31x22"]);
    let path = save::save(&g, &dir.join("w.json"), false).expect("save");
    let text = fs::read_to_string(&path)
        .expect("read")
        .replace("\"31x22\"", "\"31x22\", \"22-18\"");
    let e = load_err(&dir, "w2.json", &text);
    assert!(
        e.ends_with("move 2 (22-18) is illegal in that position: the game was already over (White wins: Black has no pieces left)"),
        "{e}"
    );
}

#[test]
fn a_file_over_one_mib_is_refused_before_parsing() {
    let dir = Scratch::new("big");
    let path = dir.join("big.json");
    fs::write(&path, vec![b' '; 1024 * 1024 + 1]).expect("write");
    let e = save::load_as::<Position>(&path).unwrap_err();
    assert!(
        matches!(
            e,
            SaveError::TooLarge {
                size: 1_048_577,
                ..
            }
        ),
        "{e:?}"
    );
    assert_eq!(
        e.to_string(),
        format!(
            "{} is 1048577 bytes; a save is at most 1 MiB, so this is not one",
            path.display()
        )
    );
    fs::write(&path, vec![b' '; 1024 * 1024]).expect("write");
    assert!(
        save::load_as::<Position>(&path)
            .unwrap_err()
            .to_string()
            .contains("is not JSON")
    );
}

/// The JSON library's own words, which a refusal must never show.
const SERDE_WORDS: [&str; 6] = [
    "invalid type",
    "unknown variant",
    "missing field",
    "invalid value",
    "invalid length",
    "expected u",
];

#[test]
fn serde_words_never_reach_a_save_refusal() {
    // Issue 42, class 4: mutated saves were refused with ``unknown variant `alien` ``,
    // `invalid type: integer 1, expected internally tagged enum Player`, ``missing field
    // `player` ``, `expected u8`, `expected u64`, ``missing field `rules` ``, also under
    // `dama saves` ("skipped"). Every field of a version 1 and a version 2 save is set to
    // each shape and removed; each refusal, in English and Italian, names a field.
    use dama::lang::{Lang, render_save_error};
    use serde_json::Value;
    let dir = Scratch::new("serde-words");
    let v2: Value = serde_json::from_str(&good_save(&dir)).expect("json");
    let mut v1 = v2.clone();
    let top = v1.as_object_mut().expect("object");
    top.insert("version".into(), 1.into());
    top.insert("rules".into(), "italian".into());
    let players = top.remove("players").expect("players");
    top.insert("white".into(), players["white"].clone());
    top.insert("black".into(), players["black"].clone());
    let shapes: Vec<Value> = serde_json::from_str(
        r#"[1, 1.5, -1, 256, "alien", null, [], {}, true, 18446744073709551616,
            {"player": "alien"}, {"player": "computer", "level": 256}, {"player": 1}]"#,
    )
    .expect("shapes");
    fn paths(v: &Value, at: Vec<String>, out: &mut Vec<Vec<String>>) {
        out.push(at.clone());
        if let Value::Object(map) = v {
            for (k, child) in map {
                let mut next = at.clone();
                next.push(k.clone());
                paths(child, next, out);
            }
        }
    }
    let mut tried = 0;
    for base in [&v1, &v2] {
        let mut all = Vec::new();
        paths(base, Vec::new(), &mut all);
        for at in all.iter().filter(|p| !p.is_empty()) {
            let (last, parents) = at.split_last().expect("a path");
            for shape in shapes.iter().map(Some).chain([None]) {
                let mut file = base.clone();
                let mut node = &mut file;
                for key in parents {
                    node = node.get_mut(key.as_str()).expect("a parent");
                }
                let map = node.as_object_mut().expect("an object");
                match shape {
                    Some(v) => map.insert(last.clone(), v.clone()),
                    None => map.remove(last.as_str()),
                };
                let path = dir.join("shape.json");
                fs::write(&path, file.to_string()).expect("write");
                tried += 1;
                let Err(e) = save::load_as::<Position>(&path) else {
                    continue;
                };
                for lang in [Lang::En, Lang::It] {
                    let said = render_save_error(lang, &e);
                    assert!(
                        !SERDE_WORDS.iter().any(|w| said.contains(w)),
                        "{at:?} = {shape:?}: {said}"
                    );
                }
                let (_, skipped) = dama::games::scan(dir.path());
                for e in skipped {
                    let said = e.to_string();
                    assert!(!SERDE_WORDS.iter().any(|w| said.contains(w)), "{said}");
                }
            }
        }
    }
    assert!(tried > 300, "{tried}");
}
