//! Dameta's words in the terminal game, in English and Italian: the panel (score, goals
//! to win, kick-off, ball), the goal message, the result, the new-game choice, what to
//! click next while a turn is being picked, and the game's own "playing" help.

use crate::lang::{Lang, tr};

/// The score line: "Score: White 1 – 0 Black".
pub fn dameta_score(lang: Lang, white: u8, black: u8) -> String {
    tr!(
        lang,
        "Score: White {} – {} Black",
        "Punteggio: Bianco {} – {} Nero",
        white,
        black
    )
}

/// "First to 3 goals".
pub fn dameta_goals_to_win(lang: Lang, goals: u8) -> String {
    match (lang, goals) {
        (Lang::En, 1) => "First goal wins".to_string(),
        (Lang::It, 1) => "Vince il primo gol".to_string(),
        _ => tr!(
            lang,
            "First to {} goals",
            "Vince chi arriva a {} gol",
            goals
        ),
    }
}

/// Who kicks off the round: "White to kick off" before the kick-off, "Kick-off: White"
/// after.
pub fn dameta_kickoff(lang: Lang, side: &str, pending: bool) -> String {
    if pending {
        tr!(lang, "{} to kick off", "Batte il {}", side)
    } else {
        tr!(lang, "Kick-off: {}", "Calcio d'inizio: {}", side)
    }
}

/// Where the ball is: "Ball: ○ d4, Black's half" (the holder's glyph, the square, whose
/// half of the board it is in, for the loop rule).
pub fn dameta_ball(lang: Lang, holder: &str, square: &str, half: &str) -> String {
    tr!(
        lang,
        "Ball: {} {}, {}'s half",
        "Pallone: {} {}, metà del {}",
        holder,
        square,
        half
    )
}

/// The score after a goal: level, or who leads with the leader's goals first.
pub enum Standing<'a> {
    Level(u8),
    Ahead(&'a str, u8, u8),
}

/// The message after a goal: "Goal! White leads 1–0", "Own goal! Black leads 1–0",
/// "Goal! 1–1", "Goal! White wins 3–1" (the goal that wins the game).
pub fn dameta_goal(lang: Lang, own: bool, standing: Standing<'_>, won: bool) -> String {
    let head = match (own, lang) {
        (false, Lang::En) => "Goal!",
        (false, Lang::It) => "Gol!",
        (true, Lang::En) => "Own goal!",
        (true, Lang::It) => "Autogol!",
    };
    let rest = match standing {
        Standing::Level(n) => tr!(lang, "{}–{}, level", "{}–{}, parità", n, n),
        Standing::Ahead(side, a, b) if won => {
            tr!(lang, "{} wins {}–{}", "Vince il {} {}–{}", side, a, b)
        }
        Standing::Ahead(side, a, b) => {
            tr!(lang, "{} leads {}–{}", "Conduce il {} {}–{}", side, a, b)
        }
    };
    format!("{head} {rest}")
}

/// The panel while a turn is picked: "The ball goes to f4".
pub fn dameta_ball_going(lang: Lang, square: &str) -> String {
    tr!(lang, "The ball goes to {}", "Il pallone va in {}", square)
}

/// The result's headline and reason: "White wins 3–1 on goals" (the winner's goals
/// first), "First to 3 goals".
pub fn dameta_result(lang: Lang, winner: &str, won: u8, lost: u8, goals: u8) -> (String, String) {
    (
        tr!(
            lang,
            "{} wins {}–{} on goals",
            "Vince il {} {}–{} ai gol",
            winner,
            won,
            lost
        ),
        dameta_goals_to_win(lang, goals),
    )
}

/// A drawn game's headline and reason (a position standing for the fifth time).
pub fn dameta_draw(lang: Lang, white: u8, black: u8) -> (String, String) {
    (
        tr!(lang, "Draw {}–{}", "Patta {}–{}", white, black),
        tr!(
            lang,
            "the same position for the fifth time",
            "la stessa posizione per la quinta volta"
        ),
    )
}

/// The new-game page's choice of the goals that win.
pub fn dameta_goals_option(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Goals to win",
        Lang::It => "Gol per vincere",
    }
}

/// The new-game page's choice of who kicks off first.
pub fn dameta_first_kick_option(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "First kick-off",
        Lang::It => "Primo calcio d'inizio",
    }
}

/// The choice drawn when the game starts.
pub fn dameta_by_lot(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "by lot",
        Lang::It => "a sorte",
    }
}

/// What to click next while a turn is picked square by square.
pub enum PickStep {
    /// The ball holder is picked: where it steps, or a friend to pass to first.
    Holder,
    /// Another piece is picked: where it goes.
    Piece,
    /// The ball was passed first: the piece to move.
    Passed,
    /// The move is made: a friend to pass to, or the holder to end the turn.
    Moved,
}

pub fn dameta_pick_hint(lang: Lang, step: PickStep) -> &'static str {
    use PickStep as P;
    match (step, lang) {
        (P::Holder, Lang::En) => "pick where it steps, or a friend (>) to pass to first",
        (P::Holder, Lang::It) => "scegli dove va, o un compagno (>) a cui passare prima",
        (P::Piece, Lang::En) => "pick where it goes",
        (P::Piece, Lang::It) => "scegli dove va",
        (P::Passed, Lang::En) => "passed: now pick the piece to move",
        (P::Passed, Lang::It) => "passaggio fatto: ora scegli la pedina da muovere",
        (P::Moved, Lang::En) => "pass to a friend (>), or pick the ball to end the turn",
        (P::Moved, Lang::It) => "passa a un compagno (>), o scegli il pallone per finire il turno",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shell_words_are_in_both_languages() {
        let ahead = |side| Standing::Ahead(side, 1, 0);
        assert_eq!(
            dameta_goal(Lang::En, false, ahead("White"), false),
            "Goal! White leads 1–0"
        );
        assert_eq!(
            dameta_goal(Lang::En, true, ahead("Black"), false),
            "Own goal! Black leads 1–0"
        );
        assert_eq!(
            dameta_goal(Lang::It, true, ahead("Nero"), false),
            "Autogol! Conduce il Nero 1–0"
        );
        assert_eq!(
            dameta_goal(Lang::En, false, Standing::Level(1), false),
            "Goal! 1–1, level"
        );
        assert_eq!(
            dameta_goal(Lang::It, false, Standing::Ahead("Bianco", 3, 1), true),
            "Gol! Vince il Bianco 3–1"
        );
        let (head, why) = dameta_result(Lang::En, "White", 3, 1, 3);
        assert_eq!(head, "White wins 3–1 on goals");
        assert_eq!(why, "First to 3 goals");
        assert_eq!(dameta_goals_to_win(Lang::It, 1), "Vince il primo gol");
    }
}
