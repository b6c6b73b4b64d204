//! The core's draw history and perft, tested on real games (they live in `dama-core`,
//! which names no game).

mod history {
    use crate::core::{DrawRule, History, HistoryDraw, Rules};
    use crate::draughts::italian::Position;

    fn play(history: &mut History<Position>, pos: &mut Position, text: &str) {
        let mv = pos.parse_move(text).expect("legal");
        history.push(pos, &mv);
        pos.play_unchecked(&mv);
    }

    #[test]
    fn italian_repetition_draws_at_the_fourth_occurrence_art_9_3_b1() {
        let mut pos = Position::from_fen("W:WK29:BK4").expect("fen");
        let mut h = History::new();
        for _ in 0..3 {
            for m in ["29-25", "4-8", "25-29", "8-4"] {
                assert_eq!(h.draw(&pos), None, "{} times", h.occurrences(&pos));
                play(&mut h, &mut pos, m);
            }
        }
        assert_eq!(h.occurrences(&pos), 4);
        assert_eq!(h.draw(&pos), Some(HistoryDraw::Repetition));
    }

    #[test]
    fn english_repetition_still_draws_at_the_third_occurrence() {
        use crate::draughts::english::Position as English;
        let mut pos = English::parse_position("B:WK29:BK4").expect("fen");
        let mut h = History::new();
        for _ in 0..2 {
            for m in ["4-8", "29-25", "8-4", "25-29"] {
                assert_eq!(h.draw(&pos), None);
                let mv = pos.parse_move(m).expect("legal");
                h.push(&pos, &mv);
                pos.play_unchecked(&mv);
            }
        }
        assert_eq!(h.occurrences(&pos), 3);
        assert_eq!(h.draw(&pos), Some(HistoryDraw::Repetition));
    }

    #[test]
    fn a_man_move_clears_the_history() {
        let mut pos = Position::from_fen("W:WK29,21:BK4").expect("fen");
        let mut h = History::new();
        play(&mut h, &mut pos, "29-25");
        assert_eq!(h.hashes().len(), 1);
        play(&mut h, &mut pos, "4-8");
        play(&mut h, &mut pos, "21-17");
        assert!(h.hashes().is_empty());
        assert_eq!(h.counters(), 0);
    }

    #[test]
    fn forty_king_moves_each_draw() {
        let mut pos = Position::from_fen("W:WK29:BK4").expect("fen");
        let mut h = History::new();
        // Walk the kings around without repeating too often: count only the counter.
        let cycle = [
            "29-25", "4-8", "25-21", "8-12", "21-25", "12-8", "25-29", "8-4",
        ];
        for i in 0..80 {
            let mv = pos.parse_move(cycle[i % cycle.len()]).expect("legal");
            h.push(&pos, &mv);
            pos.play_unchecked(&mv);
        }
        assert_eq!(h.counters(), 80);
        assert_eq!(pos.counter_draw(h.counters()), Some(DrawRule::NoProgress));
    }
}

mod perft {
    use crate::core::Rules;
    use crate::core::perft::{perft, perft_divide};
    use crate::draughts::italian::Position;

    #[test]
    fn generic_perft_counts_the_italian_start() {
        let start = <Position as Rules>::start();
        let counts: Vec<u64> = (1..=6).map(|d| perft(&start, d)).collect();
        assert_eq!(counts, [7, 49, 302, 1469, 7361, 36473]);
        let divided: u64 = perft_divide(&start, 5).iter().map(|(_, n)| n).sum();
        assert_eq!(divided, 7361);
    }
}
