//! The move line: what a line of text asks for. A line starting with a digit is a move;
//! anything else is a command, one letter or one word, case-insensitive, as in DAMA.COM.

use crate::core::Level;

/// What the player typed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Command {
    /// A move in FID or DAMA.COM notation, to be read by the rules.
    Move(String),
    /// Save, with the file name when one was typed (its case kept).
    Save(Option<String>),
    Exit,
    Undo,
    Redo,
    Hint,
    /// Set the level; `None` when what was typed is not a level 1 to 10 (checked here,
    /// where the text comes in).
    Level(Option<Level>),
    Flip,
    Numbers,
    New,
    Help,
    /// The player at the keyboard resigns.
    Resign,
    /// The player at the keyboard offers a draw.
    Draw,
    /// Write the game as PDN (or as a save, for a game without PDN), to the file named.
    Export(Option<String>),
    /// Turn thinking on the opponent's time on or off.
    Ponder,
    /// Open the settings page.
    Settings,
    /// Turn the analysis mode on or off (F4).
    Analyse,
    /// Search a library for the position shown (F8).
    Search,
    /// Make the variation shown the main line.
    Promote,
    /// Delete the variation shown.
    DeleteVariation,
    /// Keep a comment on the move shown (none: remove it).
    Comment(Option<String>),
    Unknown(String),
}

/// Reads one line of the move line.
pub fn parse(line: &str) -> Command {
    let line = line.trim();
    if line.starts_with(|c: char| c.is_ascii_digit()) {
        return Command::Move(line.to_string());
    }
    let (word, rest) = match line.split_once(char::is_whitespace) {
        Some((w, r)) => (w, r.trim()),
        None => (line, ""),
    };
    let lower = word.to_lowercase();
    let arg = (!rest.is_empty()).then(|| rest.to_string());
    match lower.as_str() {
        "s" | "save" | "salva" => Command::Save(arg),
        "e" | "exit" | "q" | "quit" | "esci" => Command::Exit,
        "u" | "undo" | "annulla" => Command::Undo,
        "r" | "redo" | "ripeti" => Command::Redo,
        "h" | "hint" | "suggerisci" | "consiglio" => Command::Hint,
        "l" | "level" | "livello" => Command::Level(level(rest)),
        "f" | "flip" | "gira" => Command::Flip,
        "#" | "numbers" | "numeri" => Command::Numbers,
        "n" | "new" | "nuova" => Command::New,
        // "aiuto" is Italian for help (it once asked for a hint).
        "?" | "help" | "aiuto" => Command::Help,
        "resign" | "abbandono" | "abbandona" => Command::Resign,
        "draw" | "patta" => Command::Draw,
        "export" | "esporta" => Command::Export(arg),
        "ponder" | "rifletti" => Command::Ponder,
        "settings" | "impostazioni" | "opzioni" | "options" => Command::Settings,
        "analyse" | "analyze" | "analisi" => Command::Analyse,
        "search" | "cerca" => Command::Search,
        "promote" | "promuovi" => Command::Promote,
        "delete" | "elimina" => Command::DeleteVariation,
        "c" | "comment" | "commento" => Command::Comment(arg),
        // "l5": the level glued to the letter.
        w if w.starts_with('l') && w.len() > 1 && w[1..].bytes().all(|b| b.is_ascii_digit()) => {
            Command::Level(level(&w[1..]))
        }
        _ => Command::Unknown(line.to_string()),
    }
}

/// A typed level, if it is one (1 to 10).
fn level(text: &str) -> Option<Level> {
    text.trim().parse::<u8>().ok().and_then(Level::new)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_are_moves() {
        assert_eq!(parse("22-18"), Command::Move("22-18".into()));
        assert_eq!(parse(" 31 27 22 "), Command::Move("31 27 22".into()));
    }

    #[test]
    fn commands_are_case_insensitive_letters_or_words() {
        assert_eq!(parse("S"), Command::Save(None));
        assert_eq!(parse("save My Game"), Command::Save(Some("My Game".into())));
        assert_eq!(parse("EXIT"), Command::Exit);
        assert_eq!(parse("u"), Command::Undo);
        assert_eq!(parse("Redo"), Command::Redo);
        assert_eq!(parse("h"), Command::Hint);
        assert_eq!(parse("L 7"), Command::Level(Level::new(7)));
        assert_eq!(parse("l7"), Command::Level(Level::new(7)));
        assert_eq!(parse("L 11"), Command::Level(None));
        assert_eq!(parse("l0"), Command::Level(None));
        assert_eq!(parse("level x"), Command::Level(None));
        assert_eq!(parse("f"), Command::Flip);
        assert_eq!(parse("N"), Command::New);
        assert_eq!(parse("?"), Command::Help);
        assert_eq!(parse("zz"), Command::Unknown("zz".into()));
        assert_eq!(parse("Abbandono"), Command::Resign);
        assert_eq!(parse("resign"), Command::Resign);
        assert_eq!(parse("patta"), Command::Draw);
        assert_eq!(parse("draw"), Command::Draw);
        assert_eq!(parse("export"), Command::Export(None));
        assert_eq!(parse("Ponder"), Command::Ponder);
        assert_eq!(parse("analisi"), Command::Analyse);
        assert_eq!(parse("rifletti"), Command::Ponder);
        assert_eq!(parse("promuovi"), Command::Promote);
        assert_eq!(parse("Delete"), Command::DeleteVariation);
        assert_eq!(
            parse("c a fine shot"),
            Command::Comment(Some("a fine shot".into()))
        );
        assert_eq!(parse("commento"), Command::Comment(None));
        assert_eq!(
            parse("esporta my game.pdn"),
            Command::Export(Some("my game.pdn".into()))
        );
    }
}
