//! English, Brazilian and International draughts at the edges: FEN and move text read
//! with errors as data (squares, counts, moves), the draw counters (English 40-move rule,
//! FMJD 25-move, 16-move and 5-move rules), the evaluation's sanity, and `dama moves` /
//! `dama perft` with `--game`.

mod common;

use dama::core::{DrawRule, Evaluate, Rules};
use dama::draughts::italian::Color;
use dama::draughts::{
    Board, FenError, InvalidBoard, MoveError, RuleSet, brazilian, english, international,
};

fn fen<R: RuleSet>(text: &str) -> Board<R> {
    Board::<R>::from_fen(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn fen_errors_carry_squares_and_counts() {
    type B = brazilian::Position;
    type I = international::Position;
    assert_eq!(
        B::from_fen("W:W45:B1"),
        Err(FenError::OffBoard {
            square: 45,
            max: 32
        })
    );
    assert_eq!(
        I::from_fen("W:W51:B1"),
        Err(FenError::OffBoard {
            square: 51,
            max: 50
        })
    );
    assert_eq!(I::from_fen("W:W31,31:B1"), Err(FenError::Duplicate(31)));
    assert_eq!(I::from_fen("W:W31:B31"), Err(FenError::Duplicate(31)));
    assert_eq!(
        I::from_fen("W:W21-45:B1-20"),
        Err(FenError::Invalid(InvalidBoard::TooManyPieces {
            color: Color::White,
            count: 25,
            max: 20
        }))
    );
    assert_eq!(
        I::from_fen("W:W3:B40"),
        Err(FenError::Invalid(InvalidBoard::ManOnPromotionRow {
            color: Color::White,
            square: 3
        }))
    );
    assert_eq!(
        english::Position::from_fen("B:W21:B30"),
        Err(FenError::Invalid(InvalidBoard::ManOnPromotionRow {
            color: Color::Black,
            square: 30
        }))
    );
    assert_eq!(I::from_fen("W31:B1"), Err(FenError::MissingSide));
    assert_eq!(I::from_fen(""), Err(FenError::Empty));
    assert_eq!(
        I::from_fen("W:X31:B1"),
        Err(FenError::BadField { field: 1 })
    );
    assert_eq!(
        I::from_fen("W:W31:Bx"),
        Err(FenError::NotASquare { field: 2, item: 1 })
    );
    assert_eq!(
        I::from_fen("W:W31:W32"),
        Err(FenError::DuplicateColor(Color::White))
    );
}

#[test]
fn fen_reads_ranges_kings_and_round_trips() {
    let pos: international::Position = fen("B:WK31-33,40:B1-3,K10.");
    assert_eq!(pos.to_fen(), "B:WK31,K32,K33,40:B1,2,3,K10");
    assert_eq!(international::Position::from_fen(&pos.to_fen()), Ok(pos));
}

#[test]
fn move_text_full_short_and_errors() {
    let start = international::Position::start();
    assert_eq!(
        start.parse_move("32-28").map(|m| m.to_string()),
        Ok("32-28".into())
    );
    match start.parse_move("33-27") {
        Err(MoveError::Illegal {
            text,
            from: 33,
            alternatives,
            backward: false,
        }) => {
            assert_eq!(text, "33-27");
            let names: Vec<String> = alternatives.iter().map(|m| m.to_string()).collect();
            assert_eq!(names, ["33-28", "33-29"]);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(start.parse_move("1-6"), Err(MoveError::NoPieceOfYours(1)));
    assert_eq!(
        start.parse_move("32-60"),
        Err(MoveError::OffBoard {
            square: 60,
            max: 50
        })
    );
    assert_eq!(start.parse_move("abc"), Err(MoveError::Syntax));
    assert_eq!(start.parse_move(" "), Err(MoveError::Empty));
    // Short form of a capture naming one move; the full path.
    let pos: international::Position = fen("W:WK46:B37,22,21,42");
    assert_eq!(
        pos.parse_move("46x26").map(|m| m.to_string()),
        Ok("46x28x17x26".into())
    );
    assert!(pos.parse_move("46x28x17x26").is_ok());
    // Two routes, different pieces, same ends: the short form is ambiguous.
    let pos: english::Position = fen("B:W6,7,14,15:B2");
    assert!(
        matches!(pos.parse_move("2x18"), Err(MoveError::Ambiguous { ref text, ref paths }) if text == "2x18" && paths.len() == 2)
    );
    assert_eq!(pos.parse_move("2x9x18").map(|m| m.capture_count()), Ok(2));
    assert_eq!(
        pos.parse_move("2x11x18").map(|m| m.to_string()),
        Ok("2x11x18".into())
    );
    // The majority rule and compulsory capture, as data.
    let pos: international::Position = fen("W:W28:B23,22,11");
    assert!(matches!(
        pos.parse_move("28x19"),
        Err(MoveError::MostPieces { count: 2, ref best, .. }) if best.to_string() == "28x17x6"
    ));
    let pos: international::Position = fen("W:W28,45:B23");
    assert!(matches!(
        pos.parse_move("45-40"),
        Err(MoveError::CaptureCompulsory { ref options }) if options.len() == 1
    ));
    let pos: brazilian::Position = brazilian::Position::start();
    assert_eq!(
        pos.parse_move("45-40"),
        Err(MoveError::OffBoard {
            square: 45,
            max: 32
        })
    );
}

#[test]
fn algebraic_squares_are_read_as_pdn_writes_brazilian() {
    // a1 is 29 and b8 is 1 on 8x8; h2 is 28.
    let pos: brazilian::Position =
        fen("W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8");
    assert_eq!(pos, brazilian::Position::start());
    assert_eq!(
        pos.parse_move("c3-d4").map(|m| m.to_string()),
        Ok("22-18".into())
    );
    assert_eq!(
        pos.parse_move("a2-b3"),
        Err(MoveError::Syntax),
        "a2 is a light square"
    );
    assert_eq!(
        brazilian::Position::from_fen("W:Wa2:Bb8"),
        Err(FenError::NotASquare { field: 1, item: 1 })
    );
}

#[test]
fn another_route_to_the_same_move_is_accepted() {
    // The man's round trip can be written both ways; both name the one move.
    let pos: international::Position = fen("W:W27:B22,32,33,23");
    let a = pos.parse_move("27x18x29x38x27").expect("one way");
    let b = pos.parse_move("27x32x38x29x18x27");
    assert!(
        b.is_err(),
        "a path through a non-landing square is not a route"
    );
    let c = pos.parse_move("27x38x29x18x27").expect("the other way");
    assert_eq!(a, c);
}

/// Plays king moves from `fen` back and forth for `plies` plies, returning the counters
/// and the final position.
fn shuffle<R: RuleSet>(
    text: &str,
    cycle: &[&str],
    plies: usize,
) -> (Board<R>, <Board<R> as Rules>::Counters) {
    let mut pos: Board<R> = fen(text);
    let mut counters = Default::default();
    for i in 0..plies {
        let mv = pos.parse_move(cycle[i % cycle.len()]).expect("legal");
        counters = pos.next_counters(&mv, counters);
        pos.play_unchecked(&mv);
    }
    (pos, counters)
}

#[test]
fn international_25_move_rule() {
    let cycle = ["45-50", "5-10", "50-45", "10-5"];
    let fen = "W:WK45,48,49:BK5,2,3";
    let (pos, c) = shuffle::<international::International>(fen, &cycle, 49);
    assert_eq!(pos.counter_draw(c), None);
    let (pos, c) = shuffle::<international::International>(fen, &cycle, 50);
    assert_eq!(pos.counter_draw(c), Some(DrawRule::NoProgress));
    assert_eq!(international::Position::reversible_plies(c), 50);
}

#[test]
fn english_40_move_rule() {
    let cycle = ["29-25", "4-8", "25-29", "8-4"];
    let fen = "W:WK29,K30:BK4,K3";
    let (pos, c) = shuffle::<english::English>(fen, &cycle, 79);
    assert_eq!(pos.counter_draw(c), None);
    let (pos, c) = shuffle::<english::English>(fen, &cycle, 80);
    assert_eq!(pos.counter_draw(c), Some(DrawRule::NoProgress));
}

#[test]
fn fmjd_16_and_5_move_endgames() {
    let cycle = ["45-50", "5-10", "50-45", "10-5"];
    // Three kings against one: 16 moves each.
    let (pos, c) = shuffle::<international::International>("W:WK45,K48,K49:BK5", &cycle, 31);
    assert_eq!(pos.counter_draw(c), None);
    let (pos, c) = shuffle::<international::International>("W:WK45,K48,K49:BK5", &cycle, 32);
    assert_eq!(pos.counter_draw(c), Some(DrawRule::EndgameLimit));
    // Two kings against one: 5 moves each.
    let (pos, c) = shuffle::<international::International>("W:WK45,K48:BK5", &cycle, 9);
    assert_eq!(pos.counter_draw(c), None);
    let (pos, c) = shuffle::<international::International>("W:WK45,K48:BK5", &cycle, 10);
    assert_eq!(pos.counter_draw(c), Some(DrawRule::EndgameLimit));
    // English has no such limits.
    let (pos, c) =
        shuffle::<english::English>("W:WK29,K30:BK4", &["29-25", "4-8", "25-29", "8-4"], 20);
    assert_eq!(pos.counter_draw(c), None);
}

#[test]
fn evaluation_is_symmetric_and_values_kings() {
    // The start is symmetric: only the side to move's tempo is left.
    use dama::draughts::RuleSet;
    use dama::draughts::hand_weights::TEMPO;
    let tempo = |w: dama::draughts::hand_weights::HandWeights| w.at(TEMPO);
    assert_eq!(
        international::Position::start().evaluate(),
        tempo(international::International::HAND)
    );
    assert_eq!(
        english::Position::start().evaluate(),
        tempo(english::English::HAND)
    );
    assert_eq!(
        brazilian::Position::start().evaluate(),
        tempo(brazilian::Brazilian::HAND)
    );
    let king: international::Position = fen("W:WK28:B19,20");
    assert!(king.evaluate() > 50, "a flying king outweighs two men");
    let king: english::Position = fen("W:WK18:B5,6");
    assert!(
        king.evaluate() < 0,
        "a short king is worth less than two men"
    );
}

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn cli_moves_and_perft_take_game() {
    let out = common::dama(&["moves", "--game", "international"]);
    assert!(out.status.success());
    assert_eq!(common::stdout(&out).lines().count(), 9);
    let out = common::dama(&["moves", "--game", "english", "--fen", "B:W26,27:BK22"]);
    assert_eq!(common::stdout(&out), "22x31x24\n");
    let out = common::dama(&["perft", "4", "--game", "brazilian"]);
    let text = common::stdout(&out);
    assert!(
        text.lines()
            .last()
            .is_some_and(|l| l.starts_with("perft 4 1469 ")),
        "{text}"
    );
    let out = common::dama(&["perft", "2", "--game", "english", "--divide"]);
    assert!(common::stdout(&out).contains("perft 2 49 "));
}

#[test]
fn cli_wrong_game_or_size_is_one_line_and_exit_2() {
    for args in [
        &["moves", "--game", "brazilian", "--fen", "W:W45:B1"][..],
        &["perft", "2", "--game", "english", "--fen", "W:W21-40:B1"],
        &["moves", "--game", "international", "--fen", "W:W3:B40"],
        &["moves", "--fen", "W:W31-50:B1-20"],
    ] {
        let out = common::dama(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("dama: "), "{err}");
        assert!(out.stdout.is_empty());
    }
}
