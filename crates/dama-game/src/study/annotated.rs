//! The annotated game as text: the game's PDN tags (a game without PDN, Dameta, gets the
//! same layout with a `Game` tag), an `Annotator` tag naming the search, then the moves,
//! each followed by its evaluation as a comment (`{+0.35}`: hundredths of a man shown as
//! men, from White's view; `{White wins in 7}` for a win found). A marked move carries its
//! NAG (`$6` `?!`, `$2` `?`, `$4` `??`) and, in its comment, the engine's better move with
//! its evaluation and line: `{-1.20; better 11-15 (+0.10): 11-15 23-19 8-11}`.
//! The game's own comments (`[%clock …]` times among them) come first, kept verbatim; a
//! game read from PDN keeps its one `Annotator` tag replaced and its result convention
//! (`2-0` stays `2-0`).

use crate::core::{Rules, Seat};
use crate::engine::{MATE, MATE_BOUND};
use crate::game::{Formats, Record};
use crate::games::capitalised;

use super::analysis::{Analysis, MoveNote, for_first};
use super::judge::DECISIVE;

/// Moves of the engine's line shown in a comment, at most.
pub const LINE_MOVES: usize = 8;

/// A score from White's (the first player's) view as the comments write it: `+0.35`,
/// `0.00`, `White wins in 7` (moves of the winner), `Black wins` (a database win with no
/// distance).
pub fn white_view_text<G: Rules>(score: i32) -> String {
    if score.abs() >= DECISIVE {
        let winner = if score > 0 { Seat::FIRST } else { Seat::SECOND };
        let name = capitalised(G::seat_name(winner));
        if score.abs() > MATE_BOUND {
            let plies = MATE - score.abs();
            return format!("{name} wins in {}", (plies + 1) / 2);
        }
        return format!("{name} wins");
    }
    if score == 0 {
        "0.00".to_string()
    } else {
        format!("{:+.2}", f64::from(score) / 100.0)
    }
}

/// The engine's line from `pos` in the game's notation, at most [`LINE_MOVES`] moves.
pub fn line_text<G: Rules>(pos: &G, line: &[G::Move]) -> String {
    let mut at = *pos;
    let mut words = Vec::new();
    for mv in line.iter().take(LINE_MOVES) {
        words.push(at.move_text(mv));
        at.play_unchecked(mv);
    }
    words.join(" ")
}

/// The comment after a move: its evaluation, and for a marked move the better one.
pub fn comment<G: Rules>(before: &G, note: &MoveNote<G::Move>) -> String {
    let eval = white_view_text::<G>(for_first(note.mover, note.played_score));
    if note.mark.is_none() || !note.differs() {
        return eval;
    }
    format!(
        "{eval}; better {} ({}): {}",
        before.move_text(&note.best),
        white_view_text::<G>(for_first(note.mover, note.best_score)),
        line_text(before, &note.line)
    )
}

/// The annotated game: tags, then the moves with their comments and marks, the result
/// last. `annotator` goes into the `Annotator` tag (say `dama depth 12`).
pub fn write<G: Rules + Formats>(
    record: &Record<G>,
    analysis: &Analysis<G::Move>,
    annotator: &str,
) -> String {
    let head = tags(record);
    // The result as the tags write it (each game's convention), else 1-0 / 0-1 / 1/2-1/2.
    let result = record.result();
    let result_text = head
        .lines()
        .find_map(|l| l.strip_prefix("[Result \"")?.strip_suffix("\"]"))
        .map(str::to_string)
        .unwrap_or_else(|| result.map_or("*", |r| r.pdn()).to_string());
    let mut out: String = head
        .lines()
        .filter(|l| !l.starts_with("[Annotator "))
        .map(|l| format!("{l}\n"))
        .collect();
    out.push_str(&format!(
        "[Annotator \"{}\"]\n\n",
        annotator.replace('"', "'")
    ));
    let mut words = Vec::new();
    for (ply, (pos, note)) in record.positions().iter().zip(&analysis.notes).enumerate() {
        let (number, second) = record.move_number(ply);
        let text = pos.move_text(&note.played);
        let mut word = if !second {
            format!("{number}. {text}")
        } else if ply == 0 {
            format!("{number}... {text}")
        } else {
            text
        };
        if let Some(mark) = note.mark {
            word.push_str(&format!(" ${}", mark.nag()));
        }
        words.push(word);
        for said in record.note(ply).map_or(&[][..], |n| &n.after[..]) {
            words.push(format!("{{{said}}}"));
        }
        words.push(format!("{{{}}}", comment(pos, note)));
    }
    if let Some(r) = result {
        words.push(format!("{{{r}}}"));
    }
    words.push(result_text);
    out.push_str(&wrap(&words.join(" "), 79));
    out.push('\n');
    out
}

/// The tags: the game's own PDN tags, or for a game without PDN the players, the
/// result and the start.
fn tags<G: Rules + Formats>(record: &Record<G>) -> String {
    if let Some(pdn) = G::pdn_export(record) {
        let head = pdn.split("\n\n").next().unwrap_or_default();
        return format!("{head}\n");
    }
    let mut out = format!("[Game \"{}\"]\n", capitalised(G::VARIANT));
    for (seat, name) in [(Seat::FIRST, "White"), (Seat::SECOND, "Black")] {
        out.push_str(&format!("[{name} \"{}\"]\n", record.player(seat)));
    }
    let result = record.result().map_or("*", |r| r.pdn());
    out.push_str(&format!("[Result \"{result}\"]\n"));
    if *record.start() != G::start() {
        out.push_str(&format!("[FEN \"{}\"]\n", record.start().position_text()));
    }
    out
}

/// `text` broken at spaces into lines of at most `width` characters (a longer word
/// keeps its own line).
fn wrap(text: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for word in text.split(' ') {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    out.push_str(&line);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::italian::Position;

    #[test]
    fn scores_from_whites_view() {
        assert_eq!(white_view_text::<Position>(35), "+0.35");
        assert_eq!(white_view_text::<Position>(0), "0.00");
        assert_eq!(white_view_text::<Position>(MATE - 13), "White wins in 7");
        assert_eq!(white_view_text::<Position>(-15_200), "Black wins");
    }

    #[test]
    fn wrapping_keeps_words_whole() {
        assert_eq!(wrap("aa bb cc", 5), "aa bb\ncc");
    }
}
