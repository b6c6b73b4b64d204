//! Property tests over random games: FEN and move text round-trip, and checked `play`
//! keeps every invariant.

use dama::draughts::italian::Position;
use proptest::prelude::*;

/// Plays up to `choices.len()` plies, each choice picking among the legal moves, and
/// calls `visit` before every move with the position and the move.
fn random_game(choices: &[u16], mut visit: impl FnMut(&Position, &dama::draughts::italian::Move)) {
    let mut pos = Position::start();
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            assert!(pos.outcome().is_some(), "no moves means the game is over");
            return;
        }
        let mv = moves[c as usize % moves.len()];
        visit(&pos, &mv);
        pos.play(&mv).expect("a generated move is legal");
        pos.check_invariants().expect("invariants hold after play");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn fen_round_trips(choices in proptest::collection::vec(any::<u16>(), 0..120)) {
        random_game(&choices, |pos, _| {
            let fen = pos.to_fen();
            assert_eq!(Position::from_fen(&fen).as_ref(), Ok(pos), "{fen}");
        });
    }

    #[test]
    fn move_text_round_trips(choices in proptest::collection::vec(any::<u16>(), 0..120)) {
        random_game(&choices, |pos, mv| {
            assert_eq!(pos.parse_move(&mv.fid()).as_ref(), Ok(mv), "FID {mv}");
            assert_eq!(pos.parse_move(&mv.dama()).as_ref(), Ok(mv), "DAMA.COM {}", mv.dama());
        });
    }

    #[test]
    fn illegal_moves_are_refused(choices in proptest::collection::vec(any::<u16>(), 0..80),
                                 from in 1u8..=32, to in 1u8..=32) {
        random_game(&choices, |pos, _| {
            let text = format!("{from}-{to}");
            if let Ok(mv) = pos.parse_move(&text) {
                assert!(pos.legal_moves().contains(&mv), "{text} resolved to a legal move");
            }
        });
    }
}
