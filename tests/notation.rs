//! Typed moves in both notations, and every input error: the data it carries, and the
//! message a player sees (rendered by `dama::lang`, in English here and Italian once).

use dama::draughts::italian::{MoveError, Position, Square};
use dama::lang::{Lang, render_move_error};

/// The English message a player sees for `e`.
fn shown(e: &MoveError) -> String {
    render_move_error(Lang::En, e)
}

fn sq(n: u8) -> Square {
    Square::from_number(n).expect("square")
}

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn error(fen: &str, text: &str) -> MoveError {
    match pos(fen).parse_move(text) {
        Ok(mv) => panic!("{text} was accepted as {mv} in {fen}"),
        Err(e) => e,
    }
}

fn resolves(fen: &str, text: &str) -> String {
    pos(fen)
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text} in {fen}: {e}"))
        .fid()
}

const START: &str = "W:W21-32:B1-12";

#[test]
fn fid_and_dama_forms_name_the_same_moves() {
    assert_eq!(resolves(START, "22-18"), "22-18");
    assert_eq!(resolves(START, " 22 18 "), "22-18");
    let three = "W:WK21,31:B10,18,27";
    assert_eq!(resolves(three, "31x22x13x6"), "31x22x13x6");
    assert_eq!(resolves(three, "31x6"), "31x22x13x6", "short form");
    assert_eq!(resolves(three, "31X22X13X6"), "31x22x13x6");
    assert_eq!(
        resolves(three, "31 27 22 18 13 10 6"),
        "31x22x13x6",
        "DAMA.COM"
    );
    assert_eq!(resolves(three, "31:22:13:6"), "31x22x13x6");
    let mv = pos(three).parse_move("31x6").expect("legal");
    assert_eq!(mv.dama(), "31 27 22 18 13 10 6");
}

#[test]
fn no_piece_of_yours() {
    assert_eq!(error(START, "15-19"), MoveError::NoPieceOfYours(sq(15)));
    assert_eq!(error(START, "9-13"), MoveError::NoPieceOfYours(sq(9)));
    assert_eq!(shown(&error(START, "9-13")), "no piece of yours on 9");
}

#[test]
fn not_a_legal_move_names_the_piece_moves() {
    let e = error(START, "22-17");
    assert_eq!(
        shown(&e),
        "22-17 is not a legal move (from 22: 22-18 or 22-19)"
    );
    let e = error(START, "31-27");
    assert_eq!(
        shown(&e),
        "31-27 is not a legal move (the piece on 31 cannot move)"
    );
    match &e {
        MoveError::Illegal {
            from, alternatives, ..
        } => assert_eq!((*from, alternatives.len()), (sq(31), 0)),
        other => panic!("expected Illegal, got {other:?}"),
    }
    let e = error("W:W22:B1", "22-26");
    assert!(
        matches!(e, MoveError::Illegal { backward: true, .. }),
        "{e:?}"
    );
    assert!(shown(&e).contains("men move only forward"), "{e}");
    assert!(
        render_move_error(Lang::It, &e).contains("le pedine muovono solo in avanti; da 22:"),
        "{e}"
    );
}

#[test]
fn capture_is_compulsory() {
    let e = error("W:W23,24,29:B19,20", "29-25");
    match &e {
        MoveError::CaptureCompulsory { options } => {
            assert!(options.iter().all(|m| m.is_capture()), "{e:?}")
        }
        other => panic!("expected CaptureCompulsory, got {other:?}"),
    }
    assert!(shown(&e).starts_with("a capture is compulsory (23x"), "{e}");
    assert!(shown(&e).contains(" or "), "{e}");
}

#[test]
fn must_take_the_most_pieces() {
    let e = error("W:WK21,31:B10,18,27", "21x14x5");
    assert!(matches!(e, MoveError::MostPieces { count: 3, .. }), "{e:?}");
    assert_eq!(
        shown(&e),
        "you must take the most pieces (31x22x13x6 takes 3)"
    );
}

#[test]
fn must_take_with_the_king() {
    let e = error("W:WK23,31:B19,26,27", "31x22x15");
    assert_eq!(shown(&e), "you must take with the king (23x30x21)");
}

#[test]
fn must_take_the_king() {
    let e = error("W:WK23:B19,K28", "23x14");
    assert_eq!(shown(&e), "you must take the king (23x32 takes 1)");
}

#[test]
fn must_take_the_king_first() {
    let e = error("W:WK30:B10,12,18,K20,K26,27", "30x23x16x7");
    assert_eq!(shown(&e), "you must take the king first (30x21x14x5)");
}

#[test]
fn a_man_cannot_take_a_king() {
    let e = error("W:W30:BK26", "30x21");
    assert_eq!(e, MoveError::ManTakesKing);
    assert_eq!(shown(&e), "a man cannot take a king");
}

#[test]
fn the_capture_must_go_on() {
    let e = error("W:W31:B12,20,28", "31x24");
    assert_eq!(shown(&e), "the capture must go on: 31x24x15x8");
}

#[test]
fn promotion_ends_the_capture() {
    let e = error("W:W10:B6,7", "10x3x12");
    assert_eq!(shown(&e), "promotion ends the capture: 10x3");
}

#[test]
fn ambiguous_short_capture() {
    // The king can go round the four men either way and end on its own square.
    let e = error("W:WK18:B14,15,22,23", "18x18");
    match &e {
        MoveError::Ambiguous { paths, .. } => assert!(paths.len() >= 2, "{e}"),
        other => panic!("expected ambiguity, got {other:?}"),
    }
    assert!(shown(&e).starts_with("ambiguous 18x18 ("), "{e}");
    assert!(shown(&e).ends_with("type the full path"), "{e}");
}

#[test]
fn not_a_square() {
    assert_eq!(error(START, "33-29"), MoveError::NotASquare("33".into()));
    assert_eq!(shown(&error(START, "0-5")), "0: not a square 1–32");
    assert_eq!(error(START, "300 2"), MoveError::NotASquare("300".into()));
}

#[test]
fn unreadable_text() {
    assert_eq!(error(START, ""), MoveError::Empty);
    assert!(matches!(error(START, "hello"), MoveError::Syntax(_)));
    assert!(matches!(error(START, "22"), MoveError::Syntax(_)));
    assert!(matches!(error(START, "31 27 22 18"), MoveError::Syntax(_)));
}

#[test]
fn game_over_has_no_moves() {
    assert_eq!(error("B:W30,31:B27", "27-30"), MoveError::NoLegalMoves);
}
