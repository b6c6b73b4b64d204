//! The game tree in the terminal game (issue 40): a different move in review starts a
//! variation shown in parentheses under its move, `<` `>` leave and enter it, `promote`
//! and `delete`, a comment typed on a move shows under the move list, NAG glyphs beside
//! the moves, the players' names from a PDN in the panel; the autosave keeps the tree.
//! Snapshots at 60x18, 80x24 and 100x32.

mod tui_support;

use ratatui::crossterm::event::KeyCode;

use dama::draughts::italian::Position;
use dama::game::{Game, Player, save};
use tui_support::*;

/// A game between two people, five moves played, loaded from a save in `dir`.
fn five_moves(dir: &TempDir) -> dama::tui::App {
    let mut game = Game::new(Position::start(), Player::Human, Player::Human);
    for m in ["24-20", "9-13", "20-16", "13-17", "22-19"] {
        game.play_text(m).expect("legal");
    }
    game.set_tag("White", "Anna Rossi");
    game.set_tag("Black", "Carlo Bianchi");
    let path = dir.0.join("five.json");
    save::save(&game, &path, true).expect("save");
    let mut o = options(dir);
    o.load = Some(path);
    start(o).0
}

#[test]
fn review_and_a_different_move_keeps_the_old_line_as_a_variation() {
    let dir = TempDir::new("tree-review");
    let mut app = five_moves(&dir);
    press(&mut app, KeyCode::Home);
    enter_line(&mut app, "24-20");
    assert_eq!(
        session(&app).record().moves().len(),
        5,
        "a step forward only"
    );
    enter_line(&mut app, "12-16");
    let record = session(&app).record();
    assert_eq!((record.cursor(), record.moves().len()), (2, 2));
    assert_eq!(record.tree().preorder().len(), 6, "nothing lost");
    let s = screen(&app);
    assert!(s.contains("(1... 9-13 …)"), "{s}");
    assert!(
        s.contains("Anna Rossi") && s.contains("Carlo Bianchi"),
        "{s}"
    );
    // The autosave holds the tree.
    let saved: Game = save::load_as(&dir.0.join("autosave.json")).expect("autosave");
    assert_eq!(saved.tree().preorder().len(), 6);
    // `<` back to the branch on the old line, `>` into the variation again.
    press(&mut app, KeyCode::Char('<'));
    assert_eq!(session(&app).record().cursor(), 1);
    assert_eq!(session(&app).record().moves().len(), 5);
    press(&mut app, KeyCode::Char('>'));
    assert_eq!(session(&app).record().cursor(), 2);
    assert!(session(&app).record().in_variation());
    // Undo walks back along the variation, redo forward.
    press(&mut app, KeyCode::Char(','));
    press(&mut app, KeyCode::Char('.'));
    assert_eq!(session(&app).record().cursor(), 2);
}

#[test]
fn comments_promote_and_delete_by_typed_commands() {
    let dir = TempDir::new("tree-commands");
    let mut app = five_moves(&dir);
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Char('.'));
    enter_line(&mut app, "12-16");
    enter_line(&mut app, "c a sharper try");
    let s = text(&render(&app, 100, 32));
    assert!(s.contains("“a sharper try”"), "{s}");
    assert!(s.contains("in a variation"), "{s}");
    insta::assert_snapshot!("tree_100x32", s);
    insta::assert_snapshot!("tree_80x24", screen(&app));
    insta::assert_snapshot!("tree_60x18", text(&render(&app, 60, 18)));
    enter_line(&mut app, "promote");
    assert!(!session(&app).record().in_variation());
    let saved: Game = save::load_as(&dir.0.join("autosave.json")).expect("autosave");
    assert_eq!(
        saved.current_note().and_then(|n| n.readable()).as_deref(),
        Some("a sharper try")
    );
    press(&mut app, KeyCode::Char(','));
    press(&mut app, KeyCode::Char('>'));
    assert!(session(&app).record().in_variation(), "the old main line");
    enter_line(&mut app, "delete");
    let record = session(&app).record();
    assert_eq!(record.tree().preorder().len(), 2, "only 24-20 12-16 left");
    assert!(!record.in_variation());
}

#[test]
fn nag_glyphs_show_beside_the_moves() {
    let dir = TempDir::new("tree-nags");
    let text =
        "[White \"Anna\"]\n[Black \"Bruno\"]\n1. 22-19! 12-15?! {too slow} 2. 19x12 7x16 *\n";
    let path = dir.0.join("nags.pdn");
    std::fs::write(&path, text).expect("write");
    let mut o = options(&dir);
    o.load = Some(path);
    let (mut app, _rx) = start(o);
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Char('.'));
    press(&mut app, KeyCode::Char('.'));
    let s = screen(&app);
    assert!(s.contains("22-19!") && s.contains("12-15?!"), "{s}");
    assert!(s.contains("“too slow”"), "{s}");
    assert!(s.contains("Anna") && s.contains("Bruno"), "{s}");
}
