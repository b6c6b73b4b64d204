//! The game record: undo and redo, results derived from the moves (no pieces, blocked,
//! threefold repetition and the 40-move rule, each exactly at the ply it happens),
//! agreement and resignation, and the history handed to the engine.

mod game_support;

use dama::draughts::italian::FORTY_MOVE_PLIES;
use dama::draughts::italian::{Color, Move, Position};
use dama::game::{EndReason, Game, GameError, GameResult, Player};
use game_support::{choices, game_from_choices, play_all};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).expect("a test FEN")
}

fn human_game(start: Position) -> Game {
    Game::new(start, Player::Human, Player::Human)
}

#[test]
fn new_game_is_empty() {
    let g = Game::new(
        Position::start(),
        Player::Human,
        Player::Computer {
            level: dama::core::Level::of(5),
        },
    );
    assert_eq!(g.cursor(), 0);
    assert!(g.moves().is_empty() && g.played().is_empty());
    assert_eq!(g.last_move(), None);
    assert_eq!(g.result(), None);
    assert_eq!(g.position(), &Position::start());
    assert_eq!(
        g.player(Color::Black),
        Player::Computer {
            level: dama::core::Level::of(5)
        }
    );
    assert_eq!(g.player(Color::White), Player::Human);
}

#[test]
fn undo_redo_and_the_redo_tail() {
    let mut g = human_game(Position::start());
    play_all(&mut g, &["23-19", "10-14", "19x10", "5x14"]);
    let end = *g.position();
    assert!(g.undo() && g.undo());
    assert_eq!(g.cursor(), 2);
    assert_eq!(g.moves().len(), 4, "undone moves stay recorded");
    assert_eq!(g.played().len(), 2);
    assert_eq!(g.last_move().map(Move::fid), Some("10-14".to_string()));
    assert!(g.redo() && g.redo() && !g.redo());
    assert_eq!(g.position(), &end);
    while g.undo() {}
    assert_eq!(g.cursor(), 0);
    assert_eq!(g.position(), &Position::start());
    play_all(&mut g, &["21-17"]);
    assert_eq!(g.moves().len(), 1, "a new move drops the undone ones");
    assert!(!g.redo());
}

#[test]
fn refused_moves_keep_the_rule() {
    let mut g = human_game(Position::start());
    let err = g.play_text("15-19").unwrap_err();
    assert_eq!(err.to_string(), "no piece of yours on 15");
    assert!(matches!(err, GameError::Move(_)));
    play_all(&mut g, &["23-19", "10-14"]);
    let err = g.play_text("22-18").unwrap_err();
    assert!(
        err.to_string().starts_with("a capture is compulsory"),
        "{err}"
    );
    // A move of another position is refused by the checked play.
    let other = Position::start().legal_moves()[0];
    let err = g.play(&other).unwrap_err();
    assert!(matches!(err, GameError::Illegal(_)), "{err:?}");
    assert_eq!(g.cursor(), 2);
}

#[test]
fn a_side_without_pieces_loses() {
    let mut g = human_game(pos("W:W31:B27"));
    play_all(&mut g, &["31x22"]);
    let r = g.result().expect("over");
    assert_eq!(r.winner_color(), Some(Color::White));
    assert_eq!(r.reason, EndReason::NoPieces);
    assert_eq!(r.pdn(), "1-0");
    assert_eq!(r.to_string(), "White wins: Black has no pieces left");
    let err = g.play_text("22-18").unwrap_err();
    assert_eq!(
        err.to_string(),
        "the game is over (White wins: Black has no pieces left); undo to play on from an earlier move"
    );
    assert!(g.undo());
    assert_eq!(g.result(), None);
}

#[test]
fn a_blocked_side_loses() {
    // Black's only man, on 28, steps to 31 or 32; White's king closes 31 (the man on 23
    // keeps 32 from capturing), and Black cannot move.
    let mut g = human_game(pos("W:W23,K27,32:B28"));
    play_all(&mut g, &["27-31"]);
    let r = g.result().expect("over");
    assert_eq!(
        (r.winner_color(), r.reason),
        (Some(Color::White), EndReason::Blocked)
    );
    assert_eq!(r.to_string(), "White wins: Black cannot move");
}

/// Kings walking 29-25-29 and 4-8-4: the start position comes back every 4 plies. The
/// FID's Art. 9.3 b1 draws at its fourth occurrence, so the third is still play.
#[test]
fn italian_repetition_draws_exactly_at_the_fourth_time() {
    let mut g = human_game(pos("W:WK29:BK4"));
    let cycle = ["29-25", "4-8", "25-29", "8-4"];
    play_all(&mut g, &cycle);
    assert_eq!(g.repetitions(), 2);
    assert_eq!(g.result(), None);
    play_all(&mut g, &cycle);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(
        g.result(),
        None,
        "the third time is not a draw in Italian draughts"
    );
    play_all(&mut g, &cycle[..3]);
    assert_eq!(g.result(), None, "ply 11 is not a repetition yet");
    play_all(&mut g, &cycle[3..]);
    assert_eq!(g.cursor(), 12);
    assert_eq!(g.repetitions(), 4);
    let r = g.result().expect("a draw");
    assert_eq!(r.winner, None);
    assert_eq!(r.reason, EndReason::Repetition);
    assert_eq!(r.pdn(), "1/2-1/2");
    assert_eq!(r.to_string(), "draw by repetition of the position");
    assert!(matches!(g.play_text("29-25"), Err(GameError::Over(_))));
    // Undo takes the draw back.
    assert!(g.undo());
    assert_eq!(g.result(), None);
}

/// A quiet king move (no capture) after which the opponent has no capture, leading to
/// the position seen least often so far; first such move on ties.
fn quiet_move(g: &Game) -> Move {
    let here = *g.position();
    here.legal_moves()
        .into_iter()
        .filter(|m| !m.is_capture() && here.kings().contains(m.from()))
        .filter(|m| !here.after(m).has_capture())
        .min_by_key(|m| {
            let next = here.after(m);
            g.positions().iter().filter(|p| **p == next).count()
        })
        .expect("a quiet king move")
}

#[test]
fn forty_move_rule_exactly_at_ply_80() {
    // Kings only: the counter starts at the start position. Neither side ever lets the
    // other capture, and each picks the least repeated position.
    let mut g = human_game(pos("W:WK30,K32:BK1,K3"));
    assert_eq!(g.quiet_plies(), 0);
    for ply in 1..=usize::from(FORTY_MOVE_PLIES) {
        assert_eq!(
            g.result(),
            None,
            "over early, after {} quiet plies",
            ply - 1
        );
        let mv = quiet_move(&g);
        g.play(&mv).expect("legal");
        assert_eq!(g.quiet_plies(), ply);
        assert_eq!(g.history().hashes().len(), ply);
        assert_eq!(usize::from(g.history().counters()), ply);
    }
    let r = g.result().expect("a draw");
    assert_eq!(
        r,
        GameResult {
            winner: None,
            reason: EndReason::NoProgress
        }
    );
    assert!(r.to_string().starts_with("draw by the no-progress rule"));
    assert!(g.undo());
    assert_eq!(g.result(), None);
}

#[test]
fn a_man_move_or_capture_resets_the_counter() {
    let mut g = human_game(pos("W:W21,K30:B12,K1"));
    play_all(&mut g, &["30-26", "1-5", "26-30"]);
    assert_eq!(g.quiet_plies(), 3);
    assert_eq!(g.history().hashes().len(), 3);
    play_all(&mut g, &["12-16"]);
    assert_eq!(g.quiet_plies(), 0);
    assert!(g.history().hashes().is_empty());
}

#[test]
fn engine_history_is_the_positions_before_the_current_one() {
    let mut g = human_game(pos("W:W21,K30:B12,K1"));
    play_all(&mut g, &["21-17", "1-5", "30-26", "5-1"]);
    // The position right after the man move is the oldest that can come back.
    let hashes: Vec<u64> = g.positions()[1..4].iter().map(Position::hash).collect();
    assert_eq!(g.history().hashes(), hashes);
    assert!(!g.history().hashes().contains(&g.position().hash()));
}

#[test]
fn resignation_and_agreement_are_stored_at_their_ply() {
    let mut g = human_game(Position::start());
    play_all(&mut g, &["23-19", "10-14", "19x10"]);
    g.undo();
    g.resign(Color::White);
    assert_eq!(g.moves().len(), 2, "resigning drops the undone moves");
    let r = g.result().expect("over");
    assert_eq!(
        (r.winner_color(), r.reason),
        (Some(Color::Black), EndReason::Resignation)
    );
    assert_eq!(r.to_string(), "Black wins: White resigned");
    assert_eq!(r.pdn(), "0-1");
    g.agree_draw();
    assert_eq!(g.result(), Some(r), "a finished game cannot end twice");
    assert!(g.undo());
    assert_eq!(g.result(), None);
    assert!(g.redo());
    assert_eq!(g.result(), Some(r), "redo brings the resignation back");
    g.undo();
    play_all(&mut g, &["11-15"]);
    assert_eq!(
        g.result(),
        None,
        "a new move after undo replaces the resignation"
    );
    g.agree_draw();
    assert_eq!(
        g.result().map(|r| r.to_string()).as_deref(),
        Some("draw by agreement")
    );
}

#[test]
fn players_can_change() {
    let mut g = human_game(Position::start());
    g.set_player(
        Color::Black,
        Player::Computer {
            level: dama::core::Level::of(9),
        },
    );
    assert_eq!(
        g.player(Color::Black),
        Player::Computer {
            level: dama::core::Level::of(9)
        }
    );
    assert_eq!(
        Player::Computer {
            level: dama::core::Level::of(9)
        }
        .to_string(),
        "computer level 9"
    );
    assert_eq!(Player::Human.to_string(), "human");
}

#[test]
fn move_numbers_follow_the_side_that_starts() {
    let g = human_game(Position::start());
    assert_eq!(g.move_number(0), (1, false));
    assert_eq!(g.move_number(1), (1, true));
    assert_eq!(g.move_number(2), (2, false));
    let b = human_game(pos("B:W21-32:B1-12"));
    assert_eq!(b.move_number(0), (1, true));
    assert_eq!(b.move_number(1), (2, false));
}

#[test]
fn random_games_end_only_by_the_rules() {
    for seed in 0..40 {
        let g = game_from_choices(
            Position::start(),
            &choices(seed, 400),
            Player::Human,
            Player::Human,
        );
        let mut replay = Position::start();
        for m in g.played() {
            replay.play(m).expect("every recorded move is legal");
        }
        assert_eq!(&replay, g.position());
        if let Some(r) = g.result() {
            assert!(r.reason.is_on_board());
            match r.reason {
                EndReason::NoPieces | EndReason::Blocked => {
                    assert_eq!(
                        r.winner_color(),
                        Some(g.position().side_to_move().opposite())
                    );
                }
                EndReason::Repetition => {
                    assert_eq!(g.repetitions(), dama::draughts::italian::REPETITION_DRAW);
                }
                EndReason::NoProgress => assert_eq!(g.quiet_plies(), usize::from(FORTY_MOVE_PLIES)),
                _ => unreachable!(),
            }
        }
    }
}
