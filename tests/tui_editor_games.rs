//! The position editor of Dameta and DamHex^3 through the app: their pieces (the ball,
//! the three armies), the side to move, the text as it changes, and their refusals.

#[path = "tui_support/mod.rs"]
mod tui_support;

use ratatui::crossterm::event::KeyCode;

use dama::core::Rules;
use dama::tui::App;
use dama::tui::dameta::board::DametaSquares;
use dama::tui::shell::editor::edit::EditableGame;
use dama::tui::shell::editor::{Editor, Mode};
use tui_support::{TempDir, options, press, screen, start};

/// A Dameta position after the kick-off: White's ball on e3.
const DAMETA: &str = "3b4/2b5/8/3bW3/2ww4/1b6/4w3/8 w 1-0 3 b";

fn editor<G: EditableGame>(app: &App) -> &Editor<G> {
    app.table()
        .and_then(|t| t.as_any().downcast_ref::<Editor<G>>())
        .expect("the editor is shown")
}

fn message<G: EditableGame>(app: &App) -> String {
    editor::<G>(app).message().unwrap_or_default().to_string()
}

fn open(dir: &TempDir, game: &str, fen: Option<&str>) -> App {
    let mut o = options(dir);
    o.edit = true;
    o.game = game.to_string();
    o.fen = fen.map(str::to_string);
    start(o).0
}

mod dameta {
    use super::*;
    use dama::dameta::Position;

    fn text(app: &App) -> String {
        editor::<Position>(app).text()
    }

    /// Moves the cursor right until it is on an empty square off the back ranks.
    fn to_empty_square(app: &mut App) {
        for i in 1..=64 {
            let e = editor::<Position>(app);
            let sq = e.cursor();
            if e.setup().piece_at(sq).is_none() && (8..56).contains(&sq) {
                return;
            }
            // Along the rank (it wraps round), then the next rank up.
            press(
                app,
                if i % 8 == 0 {
                    KeyCode::Up
                } else {
                    KeyCode::Right
                },
            );
        }
        panic!("no empty square found");
    }

    #[test]
    fn the_ball_goes_on_a_piece_or_the_position_is_refused() {
        let dir = TempDir::new("edit-dameta");
        let mut app = open(&dir, "dameta", Some(DAMETA));
        assert_eq!(text(&app), DAMETA);
        press(&mut app, KeyCode::Enter);
        assert!(matches!(
            editor::<Position>(&app).mode(),
            Mode::Leave { .. }
        ));
        press(&mut app, KeyCode::Esc);
        to_empty_square(&mut app);
        press(&mut app, KeyCode::Char('o'));
        assert!(text(&app).contains('o'), "{}", text(&app));
        assert!(!text(&app).contains('W'), "the ball moved: {}", text(&app));
        press(&mut app, KeyCode::Enter);
        let m = message::<Position>(&app);
        assert!(m.contains("where there is no piece"), "{m}");
        // A piece put under the ball makes it a position again.
        press(&mut app, KeyCode::Char('b'));
        press(&mut app, KeyCode::Enter);
        let m = message::<Position>(&app);
        assert!(m.contains("Black: 5 pieces"), "{m}");
        assert!(screen(&app).contains("Position editor"));
    }

    #[test]
    fn four_pieces_a_side_and_the_kick_off() {
        let dir = TempDir::new("edit-dameta-count");
        let mut app = open(&dir, "dameta", None);
        assert_eq!(text(&app), Position::start().position_text());
        // The start (no ball yet: a kick-off) is a position.
        press(&mut app, KeyCode::Enter);
        assert!(matches!(
            editor::<Position>(&app).mode(),
            Mode::Leave { .. }
        ));
        press(&mut app, KeyCode::Esc);
        press(&mut app, KeyCode::Char('c'));
        press(&mut app, KeyCode::Enter);
        let m = message::<Position>(&app);
        assert!(m.contains("0 pieces, the game needs 4"), "{m}");
        press(&mut app, KeyCode::Char('t'));
        assert!(text(&app).contains(" b "), "{}", text(&app));
    }
}

mod damhex {
    use super::*;
    use dama::damhex::Position;

    fn text(app: &App) -> String {
        editor::<Position>(app).text()
    }

    #[test]
    fn three_armies_and_whose_turn() {
        let dir = TempDir::new("edit-damhex");
        let mut app = open(&dir, "damhex", None);
        assert!(text(&app).starts_with("W:-:W"), "{}", text(&app));
        press(&mut app, KeyCode::Char('t'));
        assert!(text(&app).starts_with("B:"));
        press(&mut app, KeyCode::Char('t'));
        assert!(text(&app).starts_with("R:"));
        press(&mut app, KeyCode::Char('t'));
        assert!(text(&app).starts_with("W:"));
        press(&mut app, KeyCode::Enter);
        assert!(matches!(
            editor::<Position>(&app).mode(),
            Mode::Leave { .. }
        ));
        // Three "play as" lines, then every side human.
        assert!(
            screen(&app).contains("Play Red against the computer"),
            "{}",
            screen(&app)
        );
        press(&mut app, KeyCode::Esc);
        press(&mut app, KeyCode::Char('c'));
        press(&mut app, KeyCode::Char('r'));
        assert!(!text(&app).ends_with(":R"), "a red man: {}", text(&app));
        press(&mut app, KeyCode::Enter);
        let m = message::<Position>(&app);
        assert!(m.contains("White has no pieces"), "{m}");
    }

    #[test]
    fn a_checked_position_plays_with_every_army_human() {
        let dir = TempDir::new("edit-damhex-play");
        let mut app = open(&dir, "damhex", None);
        press(&mut app, KeyCode::Enter);
        press(&mut app, KeyCode::Char('4'));
        let game = app.session::<Position>().expect("a DamHex^3 game");
        assert_eq!(
            game.position().position_text(),
            Position::start().position_text()
        );
    }
}
