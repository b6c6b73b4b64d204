//! The game record as a tree (issue 40): never losing a move (a different move in review
//! starts a variation, undo and redo walk it, saves and the autosave keep it), PDN
//! variations, comments and NAGs read and written back (a round trip of a real annotated
//! International game changes nothing but whitespace), the result conventions of each
//! game, the players' names, old saves still read.

use std::path::Path;

use dama::core::Seat;
use dama::draughts::italian::Position;
use dama::draughts::{brazilian, international};
use dama::game::save;
use dama::game::{Game, Player, Record, pdn};

fn italian(moves: &[&str]) -> Game {
    let mut g = Game::new(Position::start(), Player::Human, Player::Human);
    for m in moves {
        g.play_text(m).expect("legal");
    }
    g
}

fn annotated() -> (String, Record<international::Position>) {
    let text = std::fs::read_to_string("tests/data/international_annotated.pdn").expect("fixture");
    let game = pdn::import(&text, 1).expect("the annotated game reads");
    (text, game)
}

/// The PDN text without its `%` lines and without any whitespace.
fn squeezed(text: &str) -> String {
    text.lines()
        .filter(|l| !l.starts_with('%'))
        .flat_map(|l| l.chars())
        .filter(|c| !c.is_whitespace())
        .collect()
}

#[test]
fn a_different_move_in_review_starts_a_variation_and_keeps_the_old_line() {
    let mut g = italian(&["24-20", "9-13", "20-16", "13-17", "22-19"]);
    while g.undo() {}
    g.play_text("24-20").expect("the recorded move");
    assert_eq!((g.cursor(), g.moves().len()), (1, 5), "only a step forward");
    g.play_text("12-15").expect("another answer");
    assert_eq!(
        (g.cursor(), g.moves().len()),
        (2, 2),
        "the line follows the new move"
    );
    assert_eq!(g.tree().preorder().len(), 6, "the old line is kept");
    assert!(g.in_variation());
    // Undo and redo walk the line shown; back at the branch the old line is one key away.
    assert!(g.undo());
    assert!(g.redo());
    assert!(!g.redo());
    assert!(g.leave_variation());
    assert_eq!((g.cursor(), g.moves().len()), (1, 5), "the main line again");
    assert_eq!(g.next_moves().len(), 2);
    assert!(g.enter_variation());
    assert_eq!(g.played().len(), 2);
    assert!(g.in_variation());
    // Playing the old move again follows the old line instead of copying it.
    assert!(g.undo());
    g.play_text("9-13").expect("the old move");
    assert_eq!((g.cursor(), g.moves().len()), (2, 5));
    assert_eq!(g.tree().preorder().len(), 6);
}

#[test]
fn promote_and_delete_a_variation() {
    let mut g = italian(&["24-20", "9-13", "20-16"]);
    g.undo();
    g.undo();
    g.play_text("12-15").expect("a variation");
    assert!(g.promote_variation());
    assert!(!g.in_variation(), "it is the main line now");
    g.undo();
    assert_eq!(g.next_moves()[0], g.moves()[1]);
    assert!(g.enter_variation(), "the old main line is a variation");
    assert!(g.in_variation());
    assert!(g.delete_variation());
    assert_eq!(g.tree().preorder().len(), 2, "24-20 and 12-15 left");
    assert!(!g.delete_variation(), "the main line is never deleted");
}

#[test]
fn the_save_and_the_autosave_keep_the_tree() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut g = italian(&["24-20", "9-13", "20-16", "13-17"]);
    g.undo();
    g.undo();
    g.play_text("28-24").expect("a variation");
    assert!(g.set_comment("[%clock w0:01:00 B0:02:00] worth a look"));
    let path = save::autosave_in(dir.path(), &g).expect("autosave");
    let text = std::fs::read_to_string(&path).expect("read");
    assert!(text.contains("\"version\": 3"), "{text}");
    assert!(text.contains("\"tree\""), "{text}");
    let back: Game = save::load_as(&path).expect("load");
    assert_eq!(back, g);
    assert_eq!(back.tree().preorder().len(), 5);
    let note = back.current_note().expect("a note");
    assert_eq!(note.after, ["[%clock w0:01:00 B0:02:00] worth a look"]);
    assert_eq!(note.readable().as_deref(), Some("worth a look"));
    // A game of one line writes no tree: the moves say it all.
    let plain = save::to_json(&italian(&["22-18"]), save::now());
    assert!(!plain.contains("\"tree\""), "{plain}");
}

#[test]
fn old_saves_still_read() {
    for name in ["opening", "middlegame", "finished"] {
        let g: Game = save::load_as(Path::new(&format!("saves/{name}.json"))).expect(name);
        assert!(g.tree().is_plain(), "{name}");
        assert_eq!(g.tree().preorder().len(), g.moves().len(), "{name}");
    }
    let v2 = r#"{"format": "dama-save", "version": 2, "game": "draughts", "variant": "italian",
        "start": "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
        "moves": ["22-18", "11-15"], "cursor": 1,
        "players": {"white": {"player": "human"}, "black": {"player": "human"}},
        "created": "2026-01-31T18:05:00Z", "updated": "2026-01-31T18:05:00Z", "result": null}"#;
    let (g, _) = save::from_json::<Position>(v2, Path::new("v2.json")).expect("version 2");
    assert_eq!((g.cursor(), g.moves().len()), (1, 2));
}

#[test]
fn a_bad_tree_in_a_save_is_named() {
    let g = {
        let mut g = italian(&["22-18", "11-15"]);
        g.undo();
        g.play_text("10-14").expect("variation");
        g
    };
    let text = save::to_json(&g, save::now());
    let broken = text.replace("\"parent\": 0", "\"parent\": 7");
    let Err(e) = save::from_json::<Position>(&broken, Path::new("x.json")) else {
        panic!("a parent after its move is refused");
    };
    assert!(e.to_string().contains("tree.1.parent"), "{e}");
    let broken = text.replace("\"move\": \"10-14\"", "\"move\": \"10-15\"");
    assert!(save::from_json::<Position>(&broken, Path::new("x.json")).is_err());
}

#[test]
fn a_real_annotated_game_round_trips_changing_only_whitespace() {
    let (text, game) = annotated();
    let out = pdn::export(&game);
    assert_eq!(squeezed(&out), squeezed(&text), "{out}");
    // Written again from its save, still the same.
    let json = save::to_json(&game, save::now());
    let (back, _) = save::from_json::<international::Position>(&json, Path::new("a.json"))
        .expect("its save reads");
    assert_eq!(back, game);
    assert_eq!(squeezed(&pdn::export(&back)), squeezed(&text));
}

#[test]
fn what_the_file_said_is_kept() {
    let (_, game) = annotated();
    assert_eq!(
        save::moves_of_plies(game.start(), game.cursor()),
        149,
        "moves, not plies"
    );
    assert_eq!(
        game.tags().get("White").map(String::as_str),
        Some("Hendrik Vos")
    );
    assert_eq!(
        game.tags().get("Black").map(String::as_str),
        Some("Marta Kowalska")
    );
    assert_eq!(
        game.tags().get("Event").map(String::as_str),
        Some("Online blitz")
    );
    assert_eq!(
        game.tags().get("Date").map(String::as_str),
        Some("2026.10.03")
    );
    let first = game.note(0).expect("a note");
    assert!(first.after[0].starts_with("[%clock w0:04:59"), "{first:?}");
    let nags: usize = (0..game.moves().len())
        .filter_map(|k| game.note(k))
        .map(|n| n.nags.len())
        .sum();
    assert!(nags >= 10, "{nags} NAGs");
    let out = pdn::export(&game);
    assert_eq!(out.matches("[Annotator ").count(), 1);
    assert!(out.contains("[Result \"2-0\"]") && out.trim_end().ends_with("2-0"));
    let order: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix('[')?.split(' ').next())
        .collect();
    assert_eq!(
        order[8..],
        ["WhiteRating", "BlackRating", "TimeControl", "Annotator"],
        "unknown tags in their order"
    );
}

#[test]
fn results_in_each_games_convention_and_both_read_everywhere() {
    let mut intl = Record::new(
        international::Position::start(),
        Player::Human,
        Player::Human,
    );
    intl.play_text("32-28").expect("legal");
    intl.resign(Seat::SECOND);
    assert!(pdn::export(&intl).contains("[Result \"2-0\"]"));
    let mut draw = Record::new(brazilian::Position::start(), Player::Human, Player::Human);
    draw.agree_draw();
    assert!(pdn::export(&draw).contains("[Result \"1-1\"]"));
    let mut it = italian(&["22-18"]);
    it.resign(Seat::FIRST);
    assert!(pdn::export(&it).contains("[Result \"0-1\"]"));

    // Both conventions read in every game; a file's own kept when written back.
    let eight = "[GameType \"20\"]\n1. 32-28 19-23 1-0\n";
    let g: Record<international::Position> = pdn::import(eight, 1).expect("1-0 reads");
    assert_eq!(g.result().and_then(|r| r.winner), Some(Seat::FIRST));
    assert!(pdn::export(&g).contains("[Result \"1-0\"]"));
    let fmjd = "1. 22-18 11-15 0-2\n";
    let g: Game = pdn::import(fmjd, 1).expect("0-2 reads");
    assert_eq!(g.result().and_then(|r| r.winner), Some(Seat::SECOND));
    assert!(pdn::export(&g).trim_end().ends_with("0-2"));
}

#[test]
fn variations_comments_and_nags_read_from_pdn() {
    let text = "[Event \"x\"]\n{Before it all} 1. 22-19 $1 {a start} (1. 21-17?! {or this} 1... 10-14) \
        1... 12-15!? (1... 10-14 (1... 9-13) 2. 19x10) 2. 19x12 7x16 *\n";
    let g: Game = pdn::import(text, 1).expect("reads");
    assert_eq!(g.moves().len(), 4, "the main line");
    assert_eq!(g.tree().preorder().len(), 9);
    let first = g.note(0).expect("note");
    assert_eq!(first.before, ["Before it all"]);
    assert_eq!(first.after, ["a start"]);
    assert_eq!(first.nags, [1]);
    assert_eq!(g.note(1).expect("note").glyphs(), "!?");
    let out = pdn::export(&g);
    assert!(out.contains("(1. 21-17?! {or this} 1... 10-14)"), "{out}");
    // A variation on a variation's first move is one more answer to the same move: the
    // tree holds it beside the others.
    assert!(out.contains("(1... 10-14 2. 19x10) (1... 9-13)"), "{out}");
    let again: Game = pdn::import(&out, 1).expect("reads back");
    assert_eq!(again.tree().canonical(), g.tree().canonical());
}

#[test]
fn a_bad_move_in_a_variation_is_reported() {
    let text = "1. 22-18 (1. 22-17) 11-15 *\n";
    let e = pdn::import::<Position>(text, 1).unwrap_err();
    assert!(e.to_string().contains("22-17"), "{e}");
    let unclosed = "1. 22-18 (1. 21-17 11-15 *\n";
    assert!(matches!(
        pdn::import::<Position>(unclosed, 1),
        Err(pdn::PdnError::Unclosed { .. })
    ));
}
