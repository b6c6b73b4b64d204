//! Italian draughts' errors rendered for a player in English or Italian: a typed move
//! that names no legal move, a position that breaks a rule, a FEN that cannot be read.
//! The errors are data (squares, moves, rule ids); the sentences are written here and
//! only here, both languages side by side.

use crate::draughts::italian::eval_file::EvalFileError;
use crate::draughts::italian::{Color, FenError, InvalidPosition, Move, MoveError};
use crate::draughts::refusal;
use crate::lang::{Lang, Localize, tr};

/// At most four moves, "a or b or c", then how many there are in all.
fn alternatives(lang: Lang, moves: &[Move]) -> String {
    refusal::alternatives(lang, moves, Move::fid)
}

/// The notation examples the reading errors give.
const EXAMPLES: &str = "22-18, 31x22x13";

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

/// A typed move that names no legal move: the rule it breaks, with the squares and the
/// moves that explain it.
///
/// ```
/// use dama_draughts::core::Rules;
/// use dama_draughts::draughts::italian::{Position, words::render_move_error};
/// use dama_draughts::lang::Lang;
///
/// let err = Position::start().parse_move("").unwrap_err();
/// assert!(!render_move_error(Lang::En, &err).is_empty());
/// assert_ne!(render_move_error(Lang::It, &err), render_move_error(Lang::En, &err));
/// ```
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
        MoveError::NotASquare(t) => refusal::not_a_square(lang, t, 32),
        MoveError::NoLegalMoves => refusal::no_legal_moves(lang),
        MoveError::NoPieceOfYours(s) => refusal::no_piece_of_yours(lang, s),
        MoveError::Illegal {
            text,
            from,
            alternatives: own,
            backward,
            ..
        } => refusal::illegal(lang, text, from, &alternatives(lang, own), *backward),
        MoveError::NoSuchCapture { text, options } => {
            refusal::no_such_capture(lang, text, &alternatives(lang, options))
        }
        MoveError::CaptureCompulsory { options } => {
            refusal::capture_compulsory(lang, &alternatives(lang, options))
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
            refusal::taken_not_landing(lang, taken, *king, best.to(), &best.fid())
        }
        MoveError::Ambiguous { text, paths } => {
            let paths: Vec<String> = paths.iter().map(Move::fid).collect();
            refusal::ambiguous(lang, text, &paths)
        }
    }
}

/// A position that breaks a rule of the game.
///
/// ```
/// use dama_draughts::draughts::italian::{InvalidPosition, words::render_position_error};
/// use dama_draughts::lang::Lang;
///
/// assert!(render_position_error(Lang::En, &InvalidPosition::Overlap(5)).contains('5'));
/// ```
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
            let c = color_name(lang, *color);
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
///
/// ```
/// use dama_draughts::core::Rules;
/// use dama_draughts::draughts::italian::{Position, words::render_fen_error};
/// use dama_draughts::lang::Lang;
///
/// let err = Position::parse_position("").unwrap_err();
/// assert!(!render_fen_error(Lang::It, &err).is_empty());
/// ```
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
            let c = color_name(lang, *c);
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

/// A side's name, as the UI names it.
fn color_name(lang: Lang, c: Color) -> &'static str {
    match (lang, c) {
        (Lang::En, Color::White) => "White",
        (Lang::En, Color::Black) => "Black",
        (Lang::It, Color::White) => "Bianco",
        (Lang::It, Color::Black) => "Nero",
    }
}

impl Localize for EvalFileError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            EvalFileError::NotWeights => tr!(
                lang,
                "not an evaluation weights file",
                "non è un file di pesi della valutazione"
            ),
            EvalFileError::Version(found) => tr!(
                lang,
                "evaluation weights format version {}, this program reads version 1",
                "pesi della valutazione in formato versione {}, questo programma legge la versione 1",
                found
            ),
            EvalFileError::Shape => tr!(
                lang,
                "the weights are for another evaluation model",
                "i pesi sono di un altro modello di valutazione"
            ),
            EvalFileError::Corrupt => tr!(
                lang,
                "the weights file is truncated or corrupt",
                "il file dei pesi è troncato o danneggiato"
            ),
        }
    }
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
        let pos = <crate::draughts::italian::Position as crate::core::Rules>::start();
        let moves: Vec<Move> = pos.legal_moves().to_vec();
        let en = alternatives(Lang::En, &moves);
        assert!(en.ends_with("… 7 in all"), "{en}");
        assert_eq!(en.matches(" or ").count(), 4);
        let it = alternatives(Lang::It, &moves);
        assert!(it.ends_with("… 7 in tutto") && it.contains(" o "), "{it}");
    }
}
