//! The annotated game as text: the game's PDN tags (a game without PDN, Dameta, gets the
//! same layout with a `Game` tag), an `Annotator` tag naming the search, a comment with
//! each player's accuracy and average loss (`{Accuracy: White 91.2% (average loss 0.12),
//! Black 78.5% (average loss 0.48)}`, [`super::accuracy`]), then the moves, each followed
//! by its evaluation as a comment in the online sites' convention and readable
//! (`{[%eval 0.35] +0.35}`: hundredths of a man shown as men, from White's view; `{[%eval
//! #7] White wins in 7}` for a win found, `#-7` for Black's; a database win with no
//! distance is `[%eval 100.00]`). A marked move carries its NAG (`$6` `?!`, `$2` `?`,
//! `$4` `??`) and, in its comment, the engine's better move with its evaluation and line:
//! `{[%eval -1.20] -1.20; better 11-15 (+0.10): 11-15 23-19 8-11}`. The game's own
//! comments (`[%clock …]` times among them) come first, kept verbatim but for an old
//! `[%eval …]` (the new one replaces it); its own NAGs are kept but for the marks'
//! (replaced by the new ones); a game read from PDN keeps its one `Annotator` tag
//! replaced and its result convention (`2-0` stays `2-0`).

use crate::core::{Rules, Seat};
use crate::engine::{MATE, MATE_BOUND};
use crate::game::{Formats, Record};
use crate::games::capitalised;

use super::accuracy::figures;
use super::analysis::{Analysis, MoveNote, for_first};
use super::judge::DECISIVE;

/// The start of the accuracy comment (an old one is dropped when a game is annotated
/// again).
pub const ACCURACY_PREFIX: &str = "Accuracy:";

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

/// A score from White's view as the `[%eval …]` command writes it: `0.35`, `-1.20`,
/// `#7` (White wins in 7 moves), `#-7`, `100.00` for a database win with no distance.
pub fn eval_command(score: i32) -> String {
    if score.abs() >= DECISIVE {
        if score.abs() > MATE_BOUND {
            let moves = (MATE - score.abs() + 1) / 2;
            let sign = if score > 0 { "" } else { "-" };
            return format!("[%eval #{sign}{moves}]");
        }
        return format!("[%eval {}]", if score > 0 { "100.00" } else { "-100.00" });
    }
    format!("[%eval {:.2}]", f64::from(score) / 100.0)
}

/// A comment of the game as it is kept: without an `[%eval …]` command (the analysis
/// writes its own); `None` when nothing else is left.
fn kept_comment(text: &str) -> Option<String> {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("[%eval") {
        out.push_str(&rest[..at]);
        rest = rest[at..].find(']').map_or("", |end| &rest[at + end + 1..]);
    }
    out.push_str(rest);
    let out = out.split_whitespace().collect::<Vec<_>>().join(" ");
    (!out.is_empty()).then_some(out)
}

/// Each player's accuracy and average loss, as the comment at the top says them.
pub fn accuracy_text<G: Rules>(analysis: &Analysis<G::Move>) -> String {
    let players: Vec<String> = [Seat::FIRST, Seat::SECOND]
        .into_iter()
        .filter_map(|seat| {
            let f = figures(analysis, seat)?;
            Some(format!(
                "{} {:.1}% (average loss {:.2})",
                capitalised(G::seat_name(seat)),
                f.accuracy,
                f.average_loss / 100.0
            ))
        })
        .collect();
    format!("{ACCURACY_PREFIX} {}", players.join(", "))
}

/// The comment after a move: its evaluation (the `[%eval …]` command, then readable),
/// and for a marked move the better one.
pub fn comment<G: Rules>(before: &G, note: &MoveNote<G::Move>) -> String {
    let white = for_first(note.mover, note.played_score);
    let eval = format!("{} {}", eval_command(white), white_view_text::<G>(white));
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
    let mut words = vec![format!("{{{}}}", accuracy_text::<G>(analysis))];
    let opening = record.note(0).map_or(&[][..], |n| &n.before[..]);
    for said in opening.iter().filter(|c| !c.starts_with(ACCURACY_PREFIX)) {
        words.extend(kept_comment(said).map(|c| format!("{{{c}}}")));
    }
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
        let own = record.note(ply);
        let marks = [2, 4, 6];
        for nag in own.map_or(&[][..], |n| &n.nags[..]) {
            if !marks.contains(nag) {
                word.push_str(&format!(" ${nag}"));
            }
        }
        if let Some(mark) = note.mark {
            word.push_str(&format!(" ${}", mark.nag()));
        }
        words.push(word);
        for said in own.map_or(&[][..], |n| &n.after[..]) {
            words.extend(kept_comment(said).map(|c| format!("{{{c}}}")));
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

/// `text` split at spaces, but not inside a comment's command (`[%eval 0.35]`, `[%clock
/// w0:01:00 B0:01:00]` stay whole, as the programs that read them want).
fn words_of(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut from, mut inside) = (0, false);
    for (i, c) in text.char_indices() {
        match c {
            '[' if text[i..].starts_with("[%") => inside = true,
            ']' => inside = false,
            ' ' if !inside => {
                out.push(&text[from..i]);
                from = i + 1;
            }
            _ => {}
        }
    }
    out.push(&text[from..]);
    out
}

/// `text` broken at spaces into lines of at most `width` characters (a longer word
/// keeps its own line; a comment's command is one word).
fn wrap(text: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for word in words_of(text) {
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
    fn eval_commands() {
        assert_eq!(eval_command(35), "[%eval 0.35]");
        assert_eq!(eval_command(-120), "[%eval -1.20]");
        assert_eq!(eval_command(MATE - 13), "[%eval #7]");
        assert_eq!(eval_command(-(MATE - 13)), "[%eval #-7]");
        assert_eq!(eval_command(15_200), "[%eval 100.00]");
        assert_eq!(
            kept_comment("[%eval 0.35] [%clock w0:01:00]").as_deref(),
            Some("[%clock w0:01:00]")
        );
        assert_eq!(kept_comment(" [%eval #3] "), None);
    }

    #[test]
    fn wrapping_keeps_words_whole() {
        assert_eq!(wrap("aa bb cc", 5), "aa bb\ncc");
        assert_eq!(wrap("a {[%eval 0.35] b}", 8), "a\n{[%eval 0.35]\nb}");
    }
}
