//! Every error the library returns, rendered for a player in English or Italian. The
//! errors are data (squares, moves, rule variants); the sentences are written here and
//! only here, one `match` per error type, both languages side by side.
//!
//! Save and PDN errors are in `files.rs`.

use crate::core::Rules;
use crate::draughts::Variant;
use crate::draughts::italian::{Color, FenError, InvalidPosition, Move, MoveError};
use crate::game::{GameError, GameResult};

use super::Lang;

/// At most four moves, "a or b or c", then how many there are in all.
fn alternatives(lang: Lang, moves: &[Move]) -> String {
    const SHOWN: usize = 4;
    let mut names: Vec<String> = moves.iter().take(SHOWN).map(Move::fid).collect();
    if moves.len() > SHOWN {
        names.push(tr!(lang, "… {} in all", "… {} in tutto", moves.len()));
    }
    names.join(tr!(lang, " or ", " o ").as_str())
}

/// The notation examples the reading errors give.
const EXAMPLES: &str = "22-18, 31x22x13";

/// An error a player may see, in their language.
pub trait Localize {
    fn localize(&self, lang: Lang) -> String;
}

impl Localize for MoveError {
    fn localize(&self, lang: Lang) -> String {
        render_move_error(lang, self)
    }
}

impl Localize for FenError {
    fn localize(&self, lang: Lang) -> String {
        render_fen_error(lang, self)
    }
}

impl<G: Rules> Localize for GameError<G>
where
    G::MoveError: Localize,
{
    fn localize(&self, lang: Lang) -> String {
        render_game_error(lang, self, |e| e.localize(lang))
    }
}

/// A typed move that names no legal move: the rule it breaks, with the squares and the
/// moves that explain it.
pub fn render_move_error(lang: Lang, e: &MoveError) -> String {
    match e {
        MoveError::Empty => tr!(
            lang,
            "no move typed: write a move such as {EXAMPLES} or 31 27 22",
            "nessuna mossa: scrivi per esempio {EXAMPLES} o 31 27 22"
        ),
        MoveError::Syntax(t) => tr!(
            lang,
            "cannot read \"{t}\" as a move: write {EXAMPLES} or 31 27 22",
            "\"{t}\" non è una mossa: scrivi {EXAMPLES} o 31 27 22"
        ),
        MoveError::NotASquare(t) => tr!(
            lang,
            "{t}: not a square 1–32",
            "{t}: non è una casella da 1 a 32"
        ),
        MoveError::NoLegalMoves => tr!(
            lang,
            "the game is over: there is no legal move",
            "la partita è finita: non ci sono mosse legali"
        ),
        MoveError::NoPieceOfYours(s) => {
            tr!(lang, "no piece of yours on {s}", "nessun tuo pezzo in {s}")
        }
        MoveError::Illegal {
            text,
            from,
            alternatives: own,
            backward,
            ..
        } => {
            if own.is_empty() {
                return tr!(
                    lang,
                    "{text} is not a legal move (the piece on {from} cannot move)",
                    "{text} non è una mossa legale (il pezzo in {from} non può muovere)"
                );
            }
            let note = match (backward, lang) {
                (false, _) => "",
                (true, Lang::En) => "men move only forward; ",
                (true, Lang::It) => "le pedine muovono solo in avanti; ",
            };
            let list = alternatives(lang, own);
            tr!(
                lang,
                "{text} is not a legal move ({note}from {from}: {list})",
                "{text} non è una mossa legale ({note}da {from}: {list})"
            )
        }
        MoveError::NoSuchCapture { text, options } => {
            let list = alternatives(lang, options);
            tr!(
                lang,
                "{text} is not a legal move; a capture is compulsory ({list})",
                "{text} non è una mossa legale; la presa è obbligatoria ({list})"
            )
        }
        MoveError::CaptureCompulsory { options } => {
            let list = alternatives(lang, options);
            tr!(
                lang,
                "a capture is compulsory ({list})",
                "la presa è obbligatoria ({list})"
            )
        }
        MoveError::MostPieces { best, count } => tr!(
            lang,
            "you must take the most pieces ({best} takes {count})",
            "si devono prendere più pezzi ({best} ne prende {count})"
        ),
        MoveError::WithKing { best } => tr!(
            lang,
            "you must take with the king ({best})",
            "si deve prendere con la dama ({best})"
        ),
        MoveError::MostKings { best, kings } => tr!(
            lang,
            "you must take the king ({best} takes {kings})",
            "si deve prendere la dama ({best} prende {kings} dame)"
        ),
        MoveError::KingFirst { best } => tr!(
            lang,
            "you must take the king first ({best})",
            "si deve prendere prima la dama ({best})"
        ),
        MoveError::ManTakesKing => tr!(
            lang,
            "a man cannot take a king",
            "la pedina non può prendere la dama"
        ),
        MoveError::MustContinue { best } => tr!(
            lang,
            "the capture must go on: {best}",
            "la presa deve continuare: {best}"
        ),
        MoveError::PromotionEnds { best } => tr!(
            lang,
            "promotion ends the capture: {best}",
            "la promozione a dama chiude la presa: {best}"
        ),
        MoveError::TakenNotLanding { taken, king, best } => {
            let to = best.to();
            let short = best.fid();
            match (king, lang) {
                (false, Lang::En) => {
                    format!("{taken} is the man taken; the capture lands on {to} ({short})")
                }
                (true, Lang::En) => {
                    format!("{taken} is the king taken; the capture lands on {to} ({short})")
                }
                (false, Lang::It) => {
                    format!("{taken} è la pedina presa; la presa arriva in {to} ({short})")
                }
                (true, Lang::It) => {
                    format!("{taken} è la dama presa; la presa arriva in {to} ({short})")
                }
            }
        }
        MoveError::Ambiguous { text, paths } => {
            let count = paths.len();
            let list: Vec<String> = paths.iter().map(Move::fid).collect();
            let list = list.join(", ");
            tr!(
                lang,
                "ambiguous {text} ({count} paths: {list}): type the full path",
                "{text} è ambigua ({count} percorsi: {list}): scrivi tutto il percorso"
            )
        }
    }
}

/// A position that breaks a rule of the game.
pub fn render_position_error(lang: Lang, e: &InvalidPosition) -> String {
    match e {
        InvalidPosition::Overlap(sq) => tr!(
            lang,
            "square {sq} holds both a white and a black piece",
            "la casella {sq} ha sia un pezzo bianco sia uno nero"
        ),
        InvalidPosition::KingWithoutPiece => tr!(
            lang,
            "a king is marked on an empty square",
            "una dama è segnata su una casella vuota"
        ),
        InvalidPosition::TooManyPieces { color, count } => {
            let c = lang.color(*color);
            tr!(
                lang,
                "{c} has {count} pieces; at most 12 are allowed",
                "il {c} ha {count} pezzi; al massimo 12"
            )
        }
        InvalidPosition::ManOnPromotionRow { color, square } => {
            let (en, it) = match color {
                Color::White => ("white", "bianca"),
                Color::Black => ("black", "nera"),
            };
            tr!(
                lang,
                "a {en} man stands on {square}, its own promotion row: make it a king (K{square})",
                "una pedina {it} è in {square}, la sua riga di promozione: fanne una dama (K{square})"
            )
        }
        InvalidPosition::StaleHash => tr!(
            lang,
            "internal: the position's hash is out of date",
            "errore interno: l'hash della posizione non è aggiornato"
        ),
    }
}

/// A FEN that cannot be read.
pub fn render_fen_error(lang: Lang, e: &FenError) -> String {
    const FEN: &str = "W:W21-32:B1-12";
    match e {
        FenError::Empty => tr!(
            lang,
            "empty FEN: expected something like {FEN}",
            "FEN vuota: ci si aspetta qualcosa come {FEN}"
        ),
        FenError::MissingSide => tr!(
            lang,
            "the FEN does not start with the side to move (W or B), as in {FEN}",
            "la FEN non inizia con chi muove (W o B), come in {FEN}"
        ),
        FenError::BadSide(s) => tr!(
            lang,
            "side to move \"{s}\" is not W or B",
            "chi muove, \"{s}\", non è W né B"
        ),
        FenError::BadField(f) => tr!(
            lang,
            "FEN field \"{f}\" must start with W or B followed by squares, as in W21,22 or B1-12",
            "il campo FEN \"{f}\" deve iniziare con W o B seguito dalle caselle, come W21,22 o B1-12"
        ),
        FenError::DuplicateColor(c) => {
            let c = lang.color(*c);
            tr!(
                lang,
                "the FEN lists {c} pieces twice",
                "la FEN elenca due volte i pezzi del {c}"
            )
        }
        FenError::NotASquare(t) => tr!(
            lang,
            "\"{t}\" is not a square 1–32",
            "\"{t}\" non è una casella da 1 a 32"
        ),
        FenError::Duplicate(sq) => tr!(
            lang,
            "square {sq} is listed twice",
            "la casella {sq} è elencata due volte"
        ),
        FenError::NoPieces => tr!(
            lang,
            "the FEN has no pieces at all, as in {FEN}",
            "la FEN non ha alcun pezzo, come invece in {FEN}"
        ),
        FenError::Invalid(e) => render_position_error(lang, e),
    }
}

/// A move the game record refuses; the game's own move errors are rendered by
/// `move_error`.
pub fn render_game_error<G: Rules>(
    lang: Lang,
    e: &GameError<G>,
    move_error: impl Fn(&G::MoveError) -> String,
) -> String {
    match e {
        GameError::Over(r) => {
            let (head, reason) = render_result(lang, r);
            tr!(
                lang,
                "the game is over ({head}: {reason}); undo to play on from an earlier move",
                "la partita è finita ({head}: {reason}); annulla per riprendere da una mossa precedente"
            )
        }
        GameError::Move(e) => move_error(e),
        GameError::Illegal(_) => tr!(
            lang,
            "that move is not legal in this position",
            "quella mossa non è legale in questa posizione"
        ),
        GameError::Repeats => tr!(
            lang,
            "the loop rule: the ball is in your half, so you may not bring this position back a third time",
            "regola del loop: la palla è nella tua metà campo, non puoi ripetere questa posizione una terza volta"
        ),
    }
}

/// [`render_result`] in a draughts variant: the no-progress rule says its own count
/// (25 moves each with kings only in International and Brazilian draughts).
pub fn render_variant_result(lang: Lang, r: &GameResult, variant: Variant) -> (String, String) {
    let (head, reason) = render_result(lang, r);
    let kings_only = matches!(variant, Variant::International | Variant::Brazilian);
    if kings_only && r.reason == crate::game::EndReason::NoProgress {
        return (head, lang.text().reason_kings_only.to_string());
    }
    if variant == Variant::Italian && r.reason == crate::game::EndReason::Repetition {
        return (head, lang.text().reason_repetition_four.to_string());
    }
    (head, reason)
}

/// A search score as a person reads it, in the player's language: `+0.35` (men), or the
/// moves to a won or lost end (see `engine::format_score`, its English form), or "win"
/// and "loss" for an endgame database's verdict without a distance.
pub fn render_score(lang: Lang, score: i32) -> String {
    use crate::engine::{MATE, MATE_BOUND, format_score};
    if score > MATE_BOUND {
        let n = (MATE - score + 1) / 2;
        tr!(lang, "win in {n}", "vittoria in {n}")
    } else if score < -MATE_BOUND {
        let n = (MATE + score + 1) / 2;
        tr!(lang, "loss in {n}", "sconfitta in {n}")
    } else if score > DATABASE_BAND {
        tr!(lang, "win", "vittoria")
    } else if score < -DATABASE_BAND {
        tr!(lang, "loss", "sconfitta")
    } else {
        format_score(score)
    }
}

/// Scores beyond this and short of a mate score are endgame-database wins known without
/// their distance (half the mate score plus a bounded evaluation: the databases'
/// `oracle_score`): no evaluation comes near.
const DATABASE_BAND: i32 = crate::engine::MATE / 4;

/// "White wins" or "Draw", and why, in the player's language.
pub fn render_result(lang: Lang, r: &GameResult) -> (String, String) {
    use crate::game::EndReason;
    let t = lang.text();
    let head = match r.winner_color() {
        Some(c) => super::fill(t.wins, &[lang.color(c)]),
        None => t.draw.to_string(),
    };
    // Whose pieces ran out, or who cannot move: the loser of a two-player game.
    if let (Some(winner), EndReason::NoPieces | EndReason::Blocked) = (r.winner_color(), r.reason) {
        let loser = winner.opposite();
        let name = lang.color(loser);
        let reason = match (r.reason, lang) {
            (EndReason::NoPieces, Lang::En) => format!("{name} has no pieces left"),
            (EndReason::NoPieces, Lang::It) => format!("il {name} non ha più pezzi"),
            (_, Lang::En) => format!("{name} cannot move"),
            (_, Lang::It) => format!("il {name} non può muovere"),
        };
        return (head, reason);
    }
    let reason = match r.reason {
        EndReason::NoPieces => t.reason_no_pieces,
        EndReason::Blocked => t.reason_blocked,
        EndReason::Goals => t.reason_goals,
        EndReason::Repetition => t.reason_repetition,
        EndReason::NoProgress => t.reason_forty,
        EndReason::EndgameLimit => t.reason_endgame,
        EndReason::Agreement => t.reason_agreement,
        EndReason::Resignation => t.reason_resignation,
        EndReason::Time => return (head, super::play::reason_time(lang)),
    };
    (head, reason.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rule_reads_in_both_languages() {
        let err = MoveError::ManTakesKing;
        assert_eq!(
            render_move_error(Lang::En, &err),
            "a man cannot take a king"
        );
        assert!(render_move_error(Lang::It, &err).contains("pedina"));
    }

    #[test]
    fn long_lists_say_how_many() {
        let pos = crate::draughts::italian::Position::start();
        let moves: Vec<Move> = pos.legal_moves().to_vec();
        let en = alternatives(Lang::En, &moves);
        assert!(en.ends_with("… 7 in all"), "{en}");
        assert_eq!(en.matches(" or ").count(), 4);
        let it = alternatives(Lang::It, &moves);
        assert!(it.ends_with("… 7 in tutto") && it.contains(" o "), "{it}");
    }
}
