//! Each game's help is its own (issue 24): `?`/F1 in a game shows the keys and commands
//! that work in that game, then its rules, and none of another game's words — no FID or
//! DAMA.COM notation, ballots or endgame databases outside Italian draughts, no draw
//! margin "of a man" or PDN export in Dameta and DamHex^3, no clock in DamHex^3. Checked
//! on the text every game gives the help screen, and on the screen itself.

use ratatui::crossterm::event::KeyCode;

use dama::lang::Lang;
use dama::tui::registry::GAMES;

mod tui_support;
use tui_support::*;

fn help(id: &str, lang: Lang) -> String {
    let entry = GAMES
        .iter()
        .find(|g| g.id == id)
        .unwrap_or_else(|| panic!("no game {id}"));
    (entry.help)(lang)
}

/// (game, words its help must have, words it must not have), in English and Italian.
const EXPECTED: [(&str, Lang, &[&str], &[&str]); 12] = [
    (
        "italian",
        Lang::En,
        &[
            "22-18",
            "DAMA.COM",
            "ballot",
            "database",
            "THE RULES OF ITALIAN",
            "S, save",
        ],
        &[
            "ratto",
            "Goal",
            "kick-off",
            "hexag",
            "Black moves first",
            "1 to 50",
        ],
    ),
    (
        "italian",
        Lang::It,
        &["22-18", "DAMA.COM", "sorteggi", "database", "S, save"],
        &[
            "RATTO",
            "Gol!",
            "calcio d'inizio",
            "Il Nero muove per primo",
            "da 1 a 50",
        ],
    ),
    (
        "english",
        Lang::En,
        &[
            "Black moves first",
            "11-15",
            "THE RULES OF ENGLISH",
            "loses on time",
        ],
        &[
            "DAMA.COM", "ballot", "database", "FID", "ratto", "Goal", "1 to 50",
        ],
    ),
    (
        "english",
        Lang::It,
        &["Il Nero muove per primo", "11-15", "perde per tempo"],
        &[
            "DAMA.COM",
            "sorteggi",
            "database",
            "FID",
            "RATTO",
            "Gol!",
            "da 1 a 50",
        ],
    ),
    (
        "brazilian",
        Lang::En,
        &["White moves first", "algebraic", "THE RULES OF BRAZILIAN"],
        &[
            "DAMA.COM", "ballot", "database", "FID", "ratto", "Goal", "1 to 50",
        ],
    ),
    (
        "brazilian",
        Lang::It,
        &["Il Bianco muove per primo", "algebrici"],
        &[
            "DAMA.COM",
            "sorteggi",
            "database",
            "FID",
            "RATTO",
            "Gol!",
            "da 1 a 50",
        ],
    ),
    (
        "international",
        Lang::En,
        &["1 to 50", "32-28", "THE RULES OF INTERNATIONAL"],
        &[
            "DAMA.COM", "ballot", "database", "FID", "ratto", "Goal", "1 to 32",
        ],
    ),
    (
        "international",
        Lang::It,
        &["da 1 a 50", "32-28"],
        &[
            "DAMA.COM",
            "sorteggi",
            "database",
            "FID",
            "RATTO",
            "Gol!",
            "da 1 a 32",
        ],
    ),
    (
        "dameta",
        Lang::En,
        &[
            "PLAYING DAMETA",
            "e3>e2 e2-e1",
            "THE RULES OF DAMETA",
            "goals to win",
        ],
        &[
            "DAMA.COM", "ballot", "database", "of a man", "as PDN", "FID", "ratto", "22-18",
        ],
    ),
    (
        "dameta",
        Lang::It,
        &["COME SI GIOCA A DAMETA", "e3>e2 e2-e1", "gol per"],
        &[
            "DAMA.COM", "sorteggi", "database", "+0.25", "in PDN", "FID", "RATTO", "22-18",
        ],
    ),
    (
        "damhex",
        Lang::En,
        &[
            "PLAYING DAMHEX^3",
            "c3xe3xg5",
            "withdraw",
            "RATTO",
            "THE RULES OF DAMHEX^3",
            // Draw by agreement between two or three ("di comune accordo"); resigning
            // is named only to say it is for games of two.
            "offer a draw",
            "DRAW BY AGREEMENT",
            "resign is for games of two",
        ],
        &[
            "DAMA.COM",
            "ballot",
            "database",
            "of a man",
            "as PDN",
            "FID",
            "Goal",
            "22-18",
            "loses on time",
        ],
    ),
    (
        "damhex",
        Lang::It,
        &[
            "COME SI GIOCA A DAMHEX^3",
            "c3xe3xg5",
            "ritiro",
            "RATTO",
            "proponi patta",
            "PATTA DI COMUNE ACCORDO",
            "l'abbandono vale",
        ],
        &[
            "DAMA.COM",
            "sorteggi",
            "database",
            "+0.25",
            "in PDN",
            "FID",
            "Gol!",
            "22-18",
            "perde per tempo",
        ],
    ),
];

#[test]
fn each_games_help_has_its_own_words_and_no_other_games() {
    assert_eq!(
        GAMES.len() * 2,
        EXPECTED.len(),
        "a game without a help check"
    );
    let mut faults = Vec::new();
    for (id, lang, must, must_not) in EXPECTED {
        let text = help(id, lang);
        for w in must {
            if !text.contains(w) {
                faults.push(format!("{id} ({lang:?}) lacks {w:?}"));
            }
        }
        for w in must_not {
            if text.contains(w) {
                faults.push(format!("{id} ({lang:?}) has another game's {w:?}"));
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn every_help_lists_the_commands_and_keys_that_work_everywhere() {
    for g in GAMES {
        for (lang, words) in [
            (
                Lang::En,
                [
                    "S, save",
                    "E, exit",
                    "U, undo",
                    "H, hint",
                    "REVIEWING",
                    "F1",
                ],
            ),
            (
                Lang::It,
                ["S, save", "E, exit", "U, undo", "H, hint", "RIVEDERE", "F1"],
            ),
        ] {
            let text = (g.help)(lang);
            for w in words {
                assert!(text.contains(w), "{} ({lang:?}) lacks {w:?}", g.id);
            }
            // Sections are separated by one blank line, never two.
            assert!(!text.contains("\n\n\n"), "{} ({lang:?})", g.id);
        }
    }
}

#[test]
fn f1_in_a_damhex_game_shows_damhex_help_not_italian() {
    let dir = TempDir::new("help-damhex");
    let mut o = options(&dir);
    o.game = "damhex".to_string();
    let (mut app, _rx) = start(o);
    press(&mut app, KeyCode::F(1));
    let s = screen(&app);
    assert!(s.contains("PLAYING DAMHEX^3"), "{s}");
    assert!(!s.contains("DAMA.COM") && !s.contains("22-18"), "{s}");
}
