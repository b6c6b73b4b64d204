//! Dameta's words: its turn and position-text errors and its rules text, in English and
//! Italian (the errors are this module's data; the sentences are here, beside the game).

use crate::dameta::{PositionTextError, TurnError};

use crate::lang::{Lang, Localize, tr};

/// The rules part of the help screen: the authors' rules as the program implements them.
///
/// ```
/// use dama_dameta::dameta::words::dameta_rules;
/// use dama_dameta::lang::Lang;
///
/// assert!(!dameta_rules(Lang::En).is_empty());
/// assert_ne!(dameta_rules(Lang::It), dameta_rules(Lang::En));
/// ```
pub fn dameta_rules(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!("../../assets/rules-dameta-en.txt"),
        Lang::It => include_str!("../../assets/rules-dameta-it.txt"),
    }
}

impl Localize for TurnError {
    fn localize(&self, lang: Lang) -> String {
        use TurnError as E;
        match self {
            E::Syntax(t) => tr!(
                lang,
                "\"{}\" is not a turn: write moves as d2-d4, jumps as c3xe5, passes as e3>e2",
                "\"{}\" non è un turno: scrivi le mosse come d2-d4, le prese come c3xe5, i passaggi come e3>e2",
                t
            ),
            E::GameOver => tr!(lang, "the game is over", "la partita è finita"),
            E::NoMove => tr!(lang, "a turn moves one piece", "un turno muove una pedina"),
            E::TwoMoves => tr!(
                lang,
                "a turn moves only one piece",
                "un turno muove una sola pedina"
            ),
            E::PassBothSides => tr!(
                lang,
                "passes go before or after the move, not both",
                "i passaggi vanno prima o dopo la mossa, non entrambi"
            ),
            E::TwoPasses => tr!(
                lang,
                "a turn has at most one pass (write a chain as one pass: e3>e2>d1)",
                "un turno ha al più un passaggio (una catena si scrive come un solo passaggio: e3>e2>d1)"
            ),
            E::NotYourPiece(s) => tr!(
                lang,
                "there is no piece of yours on {}",
                "non hai una pedina in {}",
                s
            ),
            E::Occupied(s) => tr!(lang, "{} is not empty", "{} non è libera", s),
            E::NotStraight => tr!(
                lang,
                "a piece moves one or two squares in a straight line",
                "una pedina si muove di una o due caselle in linea retta"
            ),
            E::HolderOneSquare => tr!(
                lang,
                "the ball holder moves only one square",
                "la pedina con il pallone si muove di una sola casella"
            ),
            E::BadJump => tr!(
                lang,
                "a piece jumps over the next square onto the one right behind it",
                "una pedina salta la casella vicina e atterra su quella subito dietro"
            ),
            E::JumpNotHolder => tr!(
                lang,
                "you can only jump the piece holding the ball",
                "puoi saltare solo la pedina che ha il pallone"
            ),
            E::PassNotFromHolder => tr!(
                lang,
                "only the piece holding the ball passes it",
                "passa il pallone solo la pedina che lo ha"
            ),
            E::PassNotConnected => tr!(
                lang,
                "the ball passes only along a chain of your own neighbouring pieces",
                "il pallone passa solo lungo una catena di tue pedine vicine"
            ),
            E::NoBall => tr!(
                lang,
                "you do not have the ball to pass",
                "non hai il pallone da passare"
            ),
            E::Kickoff => tr!(
                lang,
                "the first move must take the ball off your back rank",
                "la prima mossa deve togliere il pallone dalla tua linea di porta"
            ),
            E::GoalEndsTurn => tr!(
                lang,
                "the ball reached a back rank: that is a goal, and the turn ends there",
                "il pallone è arrivato sulla linea di fondo: è gol, e il turno finisce lì"
            ),
            E::NotLegal => tr!(
                lang,
                "that turn is not legal here",
                "quel turno non è legale qui"
            ),
            E::Loop => tr!(
                lang,
                "the loop rule: the ball is in your half, so you must not repeat this position a third time",
                "regola del loop: la palla è nella tua metà campo, non puoi ripetere questa posizione una terza volta"
            ),
        }
    }
}

impl Localize for PositionTextError {
    fn localize(&self, lang: Lang) -> String {
        use PositionTextError as E;
        match self {
            E::Fields(n) => tr!(
                lang,
                "position text needs 5 fields (board, side to move, score, goals, kicker), found {}",
                "il testo della posizione vuole 5 campi (scacchiera, tratto, punteggio, gol, chi batte), trovati {}",
                n
            ),
            E::Ranks(n) => tr!(
                lang,
                "the board needs 8 ranks separated by '/', found {}",
                "la scacchiera vuole 8 traverse separate da '/', trovate {}",
                n
            ),
            E::RankLength(r) => tr!(
                lang,
                "rank {} does not have 8 squares",
                "la traversa {} non ha 8 caselle",
                r
            ),
            E::Symbol(c) => tr!(
                lang,
                "'{}' is not a piece (w, b, W or B for the one with the ball) or a count of empty squares",
                "'{}' non è una pedina (w, b, W o B per quella con il pallone) né un numero di caselle vuote",
                c
            ),
            E::PieceCount { side, count } => tr!(
                lang,
                "each side has 4 pieces; {} has {}",
                "ogni giocatore ha 4 pedine; il {} ne ha {}",
                if lang == Lang::It && *side == "White" {
                    "Bianco"
                } else if lang == Lang::It {
                    "Nero"
                } else {
                    side
                },
                count
            ),
            E::TwoBalls => tr!(
                lang,
                "only one piece holds the ball",
                "una sola pedina ha il pallone"
            ),
            E::BallOnBackRank => tr!(
                lang,
                "the ball cannot stand on a back rank after the kick-off (that is a goal)",
                "il pallone non può stare su una linea di fondo dopo il calcio d'inizio (sarebbe gol)"
            ),
            E::Kickoff => tr!(
                lang,
                "without a ball on the board it is a kick-off: the pieces must stand at the start and the kicker move",
                "senza pallone in campo è un calcio d'inizio: le pedine devono stare al via e deve muovere chi batte"
            ),
            E::Side(t) => tr!(
                lang,
                "'{}' is not a side (w or b)",
                "'{}' non è un giocatore (w o b)",
                t
            ),
            E::Score(t) => tr!(
                lang,
                "'{}' is not a score such as 1-0",
                "'{}' non è un punteggio come 1-0",
                t
            ),
            E::Goals(t) => tr!(
                lang,
                "'{}' is not a number of goals to win (1 to 99)",
                "'{}' non è un numero di gol per vincere (da 1 a 99)",
                t
            ),
            E::ScoreTooHigh => tr!(
                lang,
                "a score cannot pass the goals to win, and only one side can have won",
                "un punteggio non può superare i gol per vincere, e può aver vinto uno solo"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_turn_error_has_both_languages() {
        let errors = [
            TurnError::PassBothSides,
            TurnError::TwoPasses,
            TurnError::HolderOneSquare,
            TurnError::JumpNotHolder,
            TurnError::Kickoff,
            TurnError::Loop,
        ];
        for e in errors {
            let (en, it) = (e.localize(Lang::En), e.localize(Lang::It));
            assert_eq!(en, e.to_string());
            assert_ne!(en, it);
        }
        assert!(dameta_rules(Lang::It).contains("REGOLA DEL LOOP"));
    }
}
