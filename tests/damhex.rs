//! DamHex^3 through the public API and the binary: perft from `tests/data/perft_damhex.txt`,
//! the commands (`moves`, `perft`, `analyze`, `selfplay`, bad input), and property tests
//! over random three-player games (invariants, at most 36 pieces, an eliminated player
//! never acts again, every game ends).

mod common;

use dama::core::perft::perft;
use dama::core::{Rules, Seat};
use dama::damhex::Position;
use dama::damhex::geometry::ALL;
use proptest::prelude::*;

#[test]
fn perft_matches_the_published_counts() {
    for row in common::data_rows("perft_damhex.txt") {
        let pos = Position::parse_position(&row[0]).expect("position text");
        let depth: u32 = row[1].parse().expect("depth");
        let nodes: Vec<u64> = row[2]
            .split_whitespace()
            .map(|n| n.parse().expect("count"))
            .collect();
        for d in 1..=depth {
            assert_eq!(
                perft(&pos, d),
                nodes[d as usize - 1],
                "{} depth {d}",
                row[0]
            );
        }
    }
}

#[test]
fn the_start_text_is_the_published_one() {
    let rows = common::data_rows("perft_damhex.txt");
    assert_eq!(Position::start().position_text(), rows[0][0]);
}

#[test]
fn moves_lists_the_ratto_for_the_thief() {
    let fen = "B:W:Wc3,c4,d6,b2,b3,b4,b5,a1,a2,a3,a4,a5:Bi1,h1,h2,g1,g2,g3,f1,f2,f3,e1,e2,e3:\
               Ri5,h5,h6,g5,g6,g7,f6,f7,f8,e7,e8,e9";
    let out = common::dama(&["moves", "--game", "damhex", "--fen", fen]);
    assert!(out.status.success());
    assert_eq!(common::stdout(&out), "e7xc5\n");
}

#[test]
fn perft_command_counts_the_start() {
    let out = common::dama(&["perft", "--game", "damhex", "3"]);
    assert!(out.status.success());
    let text = common::stdout(&out);
    assert!(text.contains("perft 3 651 "), "{text}");
}

#[test]
fn bad_position_text_and_draughts_only_features_exit_2() {
    let out = common::dama(&["moves", "--game", "damhex", "--fen", "W:-:Wz1:B:R"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no dark cell 'z1'"));
    let out = common::dama(&["bench", "--game", "damhex"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("DamHex^3 has no PDN"));
}

#[test]
fn analyze_and_selfplay_run() {
    let out = common::dama(&["analyze", "--game", "damhex", "--depth", "2"]);
    assert!(out.status.success());
    assert!(common::stdout(&out).contains("bestmove "));
    let out = common::dama(&[
        "selfplay", "--game", "damhex", "--white", "1", "--black", "1", "--red", "1", "--games",
        "1", "--seed", "7",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(common::stdout(&out).contains("points: L1"));
    assert!(common::stdout(&out).contains("time per move: L1 "));
}

#[test]
fn selfplay_sums_up_places_points_and_ends_at_a_scaled_time() {
    let out = common::dama(&[
        "selfplay",
        "--game",
        "damhex",
        "--white",
        "2",
        "--black",
        "1",
        "--red",
        "1",
        "--games",
        "3",
        "--seed",
        "3",
        "--time-percent",
        "10",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = common::stdout(&out);
    // The seats turn: the first player sits at White, Black, Red in turn.
    assert!(
        text.contains("game 1: White L2, Black L1, Red L1"),
        "{text}"
    );
    assert!(
        text.contains("game 2: White L1, Black L2, Red L1"),
        "{text}"
    );
    assert!(
        text.contains("game 3: White L1, Black L1, Red L2"),
        "{text}"
    );
    assert!(text.contains("player 1 (L2): "), "{text}");
    assert!(
        text.contains("a game (95%; fair share 1.33); 1st "),
        "{text}"
    );
    assert!(text.contains("player 1 (L2) against L1 and L1: "), "{text}");
    assert!(text.contains("(95% "), "{text}");
    assert!(text.contains("drawn by the 40-move count"), "{text}");
    assert!(text.contains("(time 10% of each level's)"), "{text}");
    // The two-player games refuse it.
    let out = common::dama(&[
        "selfplay",
        "--white",
        "1",
        "--black",
        "1",
        "--time-percent",
        "50",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("for DamHex^3 only"));
}

/// Checks what must hold in every position.
fn check(pos: &Position) {
    let mut all = 0u64;
    for s in 0..3 {
        assert_eq!(pos.men(s) & pos.kings(s), 0);
        assert_eq!(all & pos.pieces(s), 0, "two pieces on a cell");
        assert!(pos.pieces(s).count_ones() <= 12);
        all |= pos.pieces(s);
        if !pos.is_alive(s) {
            assert_eq!(pos.pieces(s), 0, "a player out keeps no pieces");
        }
    }
    assert_eq!(all & !ALL, 0);
    assert!(all.count_ones() <= 36);
    if !pos.is_finished() {
        assert!(pos.is_alive(pos.actor()), "the actor plays");
        assert!(!pos.legal_moves().is_empty(), "the actor can move");
    }
    let text = pos.position_text();
    let back = Position::parse_position(&text).expect("text reads back");
    assert_eq!(back.position_text(), text);
    assert_eq!(back.legal_moves(), pos.legal_moves());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_games_keep_the_invariants_and_end(seed in any::<u64>()) {
        let mut pos = Position::start();
        let mut counter = 0u32;
        let mut state = seed | 1;
        let mut plies = 0usize;
        let mut gone = [false; 3];
        loop {
            check(&pos);
            for (s, g) in gone.iter_mut().enumerate() {
                if *g {
                    prop_assert!(!pos.is_alive(s), "a player out came back");
                }
                *g = !pos.is_alive(s);
            }
            if pos.is_finished() || pos.counter_draw(counter).is_some() {
                break;
            }
            let list = pos.legal_moves();
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let mv = list[(state % list.len() as u64) as usize];
            prop_assert!(!gone[mv.seat as usize], "an eliminated player moved");
            prop_assert_eq!(Seat(mv.seat), pos.to_move());
            prop_assert_eq!(pos.parse_move(&pos.move_text(&mv)), Ok(mv));
            counter = pos.next_counters(&mv, counter);
            pos.play_unchecked(&mv);
            plies += 1;
            prop_assert!(plies < 50_000, "the game does not end");
        }
    }
}

#[test]
fn a_saved_game_names_damhex_and_reads_back_with_its_ratto() {
    use dama::game::{Player, Record, save};
    let computer = Player::Computer {
        level: dama::core::Level::of(4),
    };
    let mut record =
        Record::with_players(Position::start(), vec![Player::Human, computer, computer]);
    for text in ["c5-d6", "e7xc5", "e3-d3"] {
        record.play_text(text).expect("legal");
    }
    let quitter = record.position().actor();
    record.play_text("withdraw").expect("a player may withdraw");
    assert!(!record.position().is_alive(quitter));
    let json = save::to_json(&record, save::now());
    assert!(json.contains("\"game\": \"damhex\""), "{json}");
    assert!(json.contains("\"red\""), "{json}");
    assert!(json.contains("\"e7xc5\""), "{json}");
    let (back, _) =
        save::from_json::<Position>(&json, std::path::Path::new("x.json")).expect("reads back");
    assert_eq!(back.moves(), record.moves());
    assert_eq!(back.position(), record.position());
    assert_eq!(back.players().len(), 3);
}

#[test]
fn the_computer_does_not_hand_out_a_piece_or_a_ratto() {
    use dama::damhex::search::{Limits, search};
    use std::sync::atomic::AtomicBool;
    let start = Position::start();
    let stop = AtomicBool::new(false);
    let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(1);
    let limits = Limits {
        depth: 3,
        time: None,
    };
    let info = search(&start, 0, limits, 0, &mut rng, &stop, |_| {}).expect("a move");
    let text = start.move_text(&info.best);
    // c5-d6 gives Red the ratto e7xc5; c3-d3 gives Black e3xc3.
    assert!(!["c5-d6", "c3-d3"].contains(&text.as_str()), "{text}");
    // A raised stop flag still yields a legal move at once.
    let stopped = AtomicBool::new(true);
    let limits = Limits {
        depth: 30,
        time: None,
    };
    let info = search(&start, 0, limits, 0, &mut rng, &stopped, |_| {}).expect("a move");
    assert!(start.legal_moves().contains(&info.best));
}

#[test]
fn levels_grow_in_depth_or_certainty_and_level_10_stays_under_3_seconds() {
    use dama::core::Level;
    use dama::damhex::levels::level_limits;
    let limits: Vec<_> = Level::all().map(level_limits).collect();
    use dama::damhex::levels::SAME_AS_BELOW;
    for (i, pair) in limits.windows(2).enumerate() {
        // Deeper, or as deep and less random; only the documented level repeats.
        let (low, high) = (pair[0], pair[1]);
        assert!(low.0.depth <= high.0.depth);
        assert!(low.0.time <= high.0.time);
        if usize::from(SAME_AS_BELOW.get()) == i + 2 {
            assert_eq!(
                (low.0.depth, low.0.time, low.1),
                (high.0.depth, high.0.time, high.1)
            );
        } else {
            assert!(
                low.0.depth < high.0.depth || low.1 > high.1,
                "level {}",
                i + 2
            );
        }
    }
    assert_eq!(limits[9].1, 0, "level 10 plays its best move");
    let top = limits[9].0.time.expect("level 10 has a time limit");
    assert!(top <= std::time::Duration::from_secs(3));
}
