//! DamHex^3 on the game screen, in English and Italian: the sides of the board, the
//! panel's lines (pieces, who is out, a ratto under way), what a move did (a stolen turn,
//! a withdrawal, a player put out), the turn a human steals, the refusals of a pick, and
//! the result with the places and points. The rules are the authors'
//! (docs/rules/damhex.md); the seats' names are in `src/damhex/words.rs`.

use crate::core::Rules;
use crate::damhex::draw::DrawAnswer;
use crate::damhex::words::damhex_seat;
use crate::damhex::{Cause, Kind, Move, Position};
use crate::game::{EndReason, GameResult};
use crate::lang::{Lang, tr};

/// The rules part of the help screen: the rules, our decisions, and how to play them on
/// the screen.
pub fn damhex_rules(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!("../../../assets/rules-damhex-en.txt"),
        Lang::It => include_str!("../../../assets/rules-damhex-it.txt"),
    }
}

/// A seat as the subject of a sentence: "Red", "il Rosso".
fn the(lang: Lang, seat: usize) -> String {
    let name = damhex_seat(lang, seat);
    tr!(lang, "{name}", "il {name}")
}

/// A seat after "to": "Black", "al Nero".
fn to_the(lang: Lang, seat: usize) -> String {
    let name = damhex_seat(lang, seat);
    tr!(lang, "{name}", "al {name}")
}

/// The first letter in capitals ("il Rosso ..." opening a sentence).
fn capital(text: String) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}

/// The label of one side of the board: `seat`'s base (in capitals, its men start there)
/// or its front (where its men are crowned).
pub fn damhex_side(lang: Lang, seat: usize, base: bool) -> String {
    let name = damhex_seat(lang, seat);
    match (base, lang) {
        (true, Lang::En) => format!("{} base", name.to_uppercase()),
        (true, Lang::It) => format!("base {}", name.to_uppercase()),
        (false, Lang::En) => format!("{name} front"),
        (false, Lang::It) => format!("fronte {name}"),
    }
}

/// Why a player is out, briefly.
pub fn damhex_cause(lang: Lang, cause: Cause) -> String {
    match cause {
        Cause::Playing => tr!(lang, "playing", "in gioco"),
        Cause::NoPieces => tr!(lang, "no pieces", "senza pezzi"),
        Cause::Blocked => tr!(lang, "no move", "senza mosse"),
        Cause::Withdrew => tr!(lang, "withdrew", "ritirato"),
    }
}

/// A seat's pieces ("12 men, 1 king"), or why it is out ("out: withdrew").
pub fn damhex_pieces(lang: Lang, pos: &Position, seat: usize) -> String {
    if !pos.is_alive(seat) {
        let why = damhex_cause(lang, pos.cause(seat));
        return tr!(lang, "out: {why}", "eliminato: {why}");
    }
    let men = pos.men(seat).count_ones();
    let kings = pos.kings(seat).count_ones();
    let men = match (lang, men) {
        (Lang::En, 1) => "1 man".to_string(),
        (Lang::En, n) => format!("{n} men"),
        (Lang::It, 1) => "1 pedina".to_string(),
        (Lang::It, n) => format!("{n} pedine"),
    };
    let kings = match (lang, kings) {
        (Lang::En, 1) => "1 king".to_string(),
        (Lang::En, n) => format!("{n} kings"),
        (Lang::It, 1) => "1 dama".to_string(),
        (Lang::It, n) => format!("{n} dame"),
    };
    format!("{men}, {kings}")
}

/// A ratto under way: "Ratto: Red steals Black's turn".
pub fn damhex_ratto_now(lang: Lang, thief: usize, victim: usize) -> String {
    let (t, v) = (the(lang, thief), to_the(lang, victim));
    tr!(
        lang,
        "Ratto: {t} steals {v}'s turn",
        "Ratto: {t} ruba il turno {v}"
    )
}

/// What `mv`, played from `before`, did: "Black: e3-d3", "Red stole Black's turn:
/// e7xc5", "White withdrew", with any player it put out.
pub fn damhex_move_note(lang: Lang, before: &Position, mv: &Move) -> String {
    let who = usize::from(mv.seat);
    let text = crate::damhex::text::move_text(mv);
    let mut note = match mv.kind {
        Kind::Ratto => {
            let (t, v) = (the(lang, who), to_the(lang, before.turn()));
            capital(tr!(
                lang,
                "{t} stole {v}'s turn: {text}",
                "{t} ha rubato il turno {v}: {text}"
            ))
        }
        Kind::Withdraw => capital(tr!(lang, "{} withdrew", "{} si è ritirato", the(lang, who))),
        Kind::Step | Kind::Capture => format!("{}: {text}", damhex_seat(lang, who)),
    };
    let after = before.after(mv);
    for seat in (0..3).filter(|&s| s != who && before.is_alive(s) && !after.is_alive(s)) {
        let why = damhex_cause(lang, after.cause(seat));
        let out = tr!(
            lang,
            " — {} is out: {why}",
            " — {} è eliminato: {why}",
            the(lang, seat)
        );
        note.push_str(&out);
    }
    note
}

/// What a human stealing a turn is told: "Ratto: Red, you steal Black's turn — capture
/// e7xc5 (compulsory, as every capture)". `moves` are the ratto captures.
pub fn damhex_ratto_offer(lang: Lang, thief: usize, victim: usize, moves: &[String]) -> String {
    let t = damhex_seat(lang, thief);
    let v = to_the(lang, victim);
    let list = moves.join(tr!(lang, " or ", " o ").as_str());
    tr!(
        lang,
        "Ratto: {t}, you steal {v}'s turn — capture {list} (compulsory, as every capture)",
        "Ratto: {t}, rubi il turno {v} — prendi {list} (obbligatorio, come ogni presa)"
    )
}

/// The withdrawal as the move list shows it.
pub fn damhex_withdraw_word(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "withdraw",
        Lang::It => "ritiro",
    }
}

/// A piece picked that has no legal move.
pub fn damhex_cannot_move(lang: Lang, cell: &str) -> String {
    tr!(
        lang,
        "The piece on {cell} has no legal move",
        "Il pezzo in {cell} non ha mosse legali"
    )
}

/// A piece picked that cannot move because a capture is compulsory: `list` the
/// captures.
pub fn damhex_capture_first(lang: Lang, list: &str) -> String {
    tr!(
        lang,
        "A capture is compulsory: {list}",
        "La presa è obbligatoria: {list}"
    )
}

/// A computer's answer to a draw offer: "Red accepts (it stands -0.40 against the
/// others)".
pub fn damhex_draw_answer(lang: Lang, seat: usize, a: DrawAnswer) -> String {
    let who = damhex_seat(lang, seat);
    let s = crate::lang::render_score(lang, a.standing);
    match (a.accepts, lang) {
        (true, Lang::En) => format!("{who} accepts (it stands {s} against the others)"),
        (false, Lang::En) => format!("{who} declines (it stands {s} against the others)"),
        (true, Lang::It) => format!("il {who} accetta (si valuta {s} rispetto agli altri)"),
        (false, Lang::It) => format!("il {who} rifiuta (si valuta {s} rispetto agli altri)"),
    }
}

/// The result's headline and reason.
pub fn damhex_result(lang: Lang, r: &GameResult) -> (String, String) {
    let head = match r.winner {
        Some(w) => tr!(lang, "{} wins", "Vince il {}", damhex_seat(lang, w.index())),
        None => tr!(lang, "Draw", "Patta"),
    };
    let reason = match r.reason {
        EndReason::NoPieces | EndReason::Blocked | EndReason::Goals => tr!(
            lang,
            "the last player left in the game",
            "l'ultimo giocatore rimasto in gioco"
        ),
        EndReason::NoProgress | EndReason::EndgameLimit | EndReason::Repetition => tr!(
            lang,
            "40 moves each without progress",
            "40 mosse a testa senza progressi"
        ),
        EndReason::Agreement => tr!(lang, "agreed by the players", "d'accordo fra i giocatori"),
        EndReason::Resignation => tr!(lang, "a player resigned", "un giocatore ha abbandonato"),
        EndReason::Time => tr!(
            lang,
            "a player ran out of time",
            "un giocatore ha finito il tempo"
        ),
    };
    (head, reason)
}

/// The places and points at the end: "1st  Red    3 points", with why each player out
/// is out. `drawn` when the game ended without a winner (the scores of a draw).
pub fn damhex_places(lang: Lang, pos: &Position, drawn: bool) -> Vec<String> {
    let Some(points) = pos.scores(drawn).or_else(|| pos.scores(true)) else {
        return Vec::new();
    };
    let mut order: Vec<usize> = (0..3).collect();
    order.sort_by_key(|&s| std::cmp::Reverse(points[s]));
    order
        .iter()
        .map(|&s| {
            let place = 1 + points.iter().filter(|&&p| p > points[s]).count();
            let place = match (lang, place) {
                (Lang::En, 1) => "1st".to_string(),
                (Lang::En, 2) => "2nd".to_string(),
                (Lang::En, _) => "3rd".to_string(),
                (Lang::It, n) => format!("{n}°"),
            };
            let pts = match (lang, points[s]) {
                (Lang::En, 1) => "1 point".to_string(),
                (Lang::En, n) => format!("{n} points"),
                (Lang::It, 1) => "1 punto".to_string(),
                (Lang::It, n) => format!("{n} punti"),
            };
            let name = damhex_seat(lang, s);
            let mut line = format!("{place:<3} {name:<6} {pts}");
            if !pos.is_alive(s) {
                let why = damhex_cause(lang, pos.cause(s));
                line.push_str(&tr!(lang, " (out: {why})", " (eliminato: {why})"));
            }
            line
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ratto_is_told_in_both_languages() {
        let mut pos = Position::start();
        let mv = pos.parse_move("c5-d6").expect("legal");
        pos.play_unchecked(&mv);
        assert!(pos.is_ratto());
        assert_eq!(
            damhex_ratto_now(Lang::En, pos.actor(), pos.turn()),
            "Ratto: Red steals Black's turn"
        );
        assert_eq!(
            damhex_ratto_now(Lang::It, pos.actor(), pos.turn()),
            "Ratto: il Rosso ruba il turno al Nero"
        );
        let steal = pos.parse_move("e7xc5").expect("the ratto");
        assert_eq!(
            damhex_move_note(Lang::En, &pos, &steal),
            "Red stole Black's turn: e7xc5"
        );
        assert_eq!(
            damhex_move_note(Lang::It, &pos, &steal),
            "Il Rosso ha rubato il turno al Nero: e7xc5"
        );
    }

    #[test]
    fn places_and_points_at_the_end() {
        let pos = Position::parse_position("W:B:Wc3:B:R:OR=B").expect("position");
        assert!(pos.is_finished());
        let lines = damhex_places(Lang::En, &pos, false);
        assert_eq!(lines[0], "1st White  3 points");
        assert!(lines[1].starts_with("2nd") && lines[1].contains("1 point (out: no pieces)"));
        assert!(lines[2].starts_with("2nd"), "{lines:?}");
        let it = damhex_places(Lang::It, &pos, false);
        assert_eq!(it[0], "1°  Bianco 3 punti");
    }
}
