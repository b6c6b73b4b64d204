//! English, Brazilian and International draughts through the public API: perft from
//! `tests/data/perft_variants.txt`, the capture-rule positions of
//! `tests/data/captures_variants.txt` (one named test per rule), a walk that checks every
//! position's invariants after every move, and the disagreements found by
//! `scripts/compare_pydraughts.py` (none so far: see the script's summary).

mod common;

use dama::core::perft::perft;
use dama::core::{Rules, Seat, WinReason};
use dama::draughts::{Board, Draughts, RuleSet, brazilian, english, international};

/// Runs `$body` with `$P` bound to the position type of the variant named `$name`.
macro_rules! with_variant {
    ($name:expr, $P:ident => $body:expr) => {
        match $name {
            "english" => {
                type $P = english::Position;
                $body
            }
            "brazilian" => {
                type $P = brazilian::Position;
                $body
            }
            "international" => {
                type $P = international::Position;
                $body
            }
            other => panic!("unknown variant {other}"),
        }
    };
}

fn sorted_moves<R: RuleSet>(pos: &Board<R>) -> Vec<String> {
    let mut list: Vec<String> = pos.legal_moves().iter().map(|m| pos.move_text(m)).collect();
    list.sort();
    list
}

fn fen<R: RuleSet>(text: &str) -> Board<R> {
    Board::<R>::from_fen(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn perft_matches_every_vector() {
    for row in common::data_rows("perft_variants.txt") {
        let depth: u32 = row[2].parse().expect("depth");
        let nodes: Vec<u64> = row[3]
            .split_whitespace()
            .map(|n| n.parse().expect("count"))
            .collect();
        with_variant!(row[0].as_str(), P => {
            let pos: P = fen(&row[1]);
            for d in 1..=depth {
                assert_eq!(perft(&pos, d), nodes[d as usize - 1], "{} {} depth {d}", row[0], row[1]);
            }
        });
    }
}

/// Walks every move to `depth`, checking the position's invariants, the FEN round trip,
/// the bulk count against the list, and that each move's text reads back as that move.
fn checked_walk<R: RuleSet>(pos: &Board<R>, depth: u32) -> u64 {
    pos.check_invariants().expect("invariants hold");
    assert_eq!(
        Board::<R>::from_fen(&pos.to_fen()).as_ref(),
        Ok(pos),
        "FEN round trip"
    );
    let list = pos.legal_moves();
    assert_eq!(list.len() as u64, pos.count_moves(), "{}", pos.to_fen());
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    for mv in list.iter() {
        let text = pos.move_text(mv);
        assert_eq!(pos.parse_move(&text), Ok(*mv), "{} {text}", pos.to_fen());
        let next = pos.after(mv);
        let taken = mv.capture_count();
        let (before, after) = (pos.pieces_of(pos.side()), next.pieces_of(pos.side()));
        assert_eq!(
            before.count_ones(),
            after.count_ones(),
            "the mover keeps its pieces"
        );
        let them_before = pos.pieces_of(pos.side().opposite()).count_ones();
        assert_eq!(
            next.pieces_of(pos.side().opposite()).count_ones() + taken,
            them_before
        );
        total += checked_walk(&next, depth - 1);
    }
    total
}

#[test]
fn invariants_hold_after_every_move() {
    for row in common::data_rows("perft_variants.txt") {
        let nodes: Vec<u64> = row[3]
            .split_whitespace()
            .map(|n| n.parse().expect("count"))
            .collect();
        with_variant!(row[0].as_str(), P => {
            let pos: P = fen(&row[1]);
            let depth = if row[0] == "international" { 4 } else { 5 };
            assert_eq!(checked_walk(&pos, depth), nodes[depth as usize - 1], "{}", row[1]);
        });
    }
}

fn check_capture_rule(name: &str) {
    let rows = common::data_rows("captures_variants.txt");
    let row = rows
        .iter()
        .find(|r| format!("{}_{}", r[0], r[3].split(':').next().unwrap_or("")) == name)
        .unwrap_or_else(|| panic!("no capture rule {name}"));
    let mut expected: Vec<String> = row[2].split_whitespace().map(String::from).collect();
    expected.sort();
    with_variant!(row[0].as_str(), P => {
        let pos: P = fen(&row[1]);
        assert_eq!(sorted_moves(&pos), expected, "{} {} ({})", row[0], row[1], row[3]);
    });
}

macro_rules! capture_rules {
    ($($name:ident),* $(,)?) => {
        $(#[test]
        fn $name() {
            check_capture_rule(stringify!($name));
        })*
    };
}

capture_rules!(
    international_men_capture_backward,
    international_king_lands_anywhere_beyond,
    international_majority_capture,
    international_kings_count_as_men,
    international_free_choice_among_equals,
    international_passing_man_not_crowned,
    international_ending_man_crowned,
    international_turkish_strike,
    international_king_takes_along_one_line,
    international_king_longest_route,
    international_king_loop_one_move,
    international_man_loop_one_move,
    brazilian_men_capture_backward,
    brazilian_king_flies,
    brazilian_passing_man_not_crowned,
    brazilian_ending_man_crowned,
    brazilian_men_take_kings,
    english_men_capture_forward_only,
    english_free_choice_no_majority,
    english_every_capture_listed,
    english_king_captures_backward,
    english_crowning_ends_the_move,
    english_king_jumps_adjacent_only,
    english_kings_do_not_fly,
    english_men_move_forward_only,
);

#[test]
fn every_capture_rule_row_has_a_named_test() {
    let source = include_str!("variants.rs");
    for row in common::data_rows("captures_variants.txt") {
        let name = format!("{}_{}", row[0], row[3].split(':').next().unwrap_or(""));
        assert!(
            source.contains(&format!("    {name},")),
            "no test for {name}"
        );
    }
}

#[test]
fn promotion_after_the_capture_depends_on_where_it_ends() {
    let pos: international::Position = fen("W:W13:B8,7");
    let next = pos.after(&pos.parse_move("13x2x11").expect("legal"));
    assert_eq!(next.to_fen(), "B:W11:B", "the man passed 2 and stays a man");
    let pos: international::Position = fen("W:W13:B8");
    let next = pos.after(&pos.parse_move("13x2").expect("legal"));
    assert_eq!(next.to_fen(), "B:WK2:B");
    let pos: english::Position = fen("B:W26,27:B18,22");
    let next = pos.after(&pos.parse_move("22x31").expect("legal"));
    assert_eq!(next.to_fen(), "W:W27:B18,K31");
}

#[test]
fn a_capture_may_end_on_its_start_square() {
    // The man goes round and comes home; it is still there after the move.
    let pos: international::Position = fen("W:W27:B22,32,33,23,1");
    let next = pos.after(&pos.parse_move("27x18x29x38x27").expect("legal"));
    assert_eq!(next.to_fen(), "B:W27:B1");
    let pos: international::Position = fen("W:WK28:B23,13,12,22,1");
    let next = pos.after(&pos.parse_move("28x17x8x19x28").expect("legal"));
    assert_eq!(next.to_fen(), "B:WK28:B1");
}

#[test]
fn start_positions_and_who_moves_first() {
    assert_eq!(international::Position::start().to_fen().len(), "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20".len());
    assert_eq!(international::Position::start(), fen("W:W31-50:B1-20"));
    assert_eq!(english::Position::start(), fen("B:W21-32:B1-12"));
    assert_eq!(brazilian::Position::start(), fen("W:W21-32:B1-12"));
    assert_eq!(
        english::Position::start().to_move(),
        Seat(1),
        "Black moves first"
    );
    assert_eq!(brazilian::Position::start().to_move(), Seat(0));
    assert_eq!(international::Position::PDN_GAME_TYPE, 20);
    assert_eq!(english::Position::PDN_GAME_TYPE, 21);
    assert_eq!(brazilian::Position::PDN_GAME_TYPE, 26);
    assert_eq!(international::Position::SIZE, 10);
    assert_eq!(<english::Position as Rules>::VARIANT, "english");
}

#[test]
fn game_ends_without_pieces_or_moves() {
    let pos: international::Position = fen("W:W28:B");
    assert_eq!(pos.outcome(), None);
    let pos: international::Position = fen("B:W28:B");
    let out = pos.outcome().expect("over");
    assert_eq!((out.winner, out.reason), (Seat(0), WinReason::NoPieces));
    // A black man on 41 blocked by the white men on 46 and 47.
    let pos: international::Position = fen("B:W46,47,K40:B41");
    let out = pos.outcome().expect("over");
    assert_eq!((out.winner, out.reason), (Seat(0), WinReason::Blocked));
}

#[test]
fn move_squares_name_the_captured_pieces_in_order() {
    let pos: international::Position = fen("W:WK46:B37,22,21,42");
    let mv = pos.parse_move("46x26").expect("legal");
    let squares = international::Position::move_squares(&mv);
    assert_eq!(squares.from, 46);
    assert_eq!(squares.path, [28, 17, 26]);
    assert_eq!(squares.captured, [37, 22, 21]);
}

/// A small deterministic generator (xorshift), so the random placements are the same on
/// every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// A random legal placement with many kings, as FEN (men never on their promotion row).
fn random_fen(rng: &mut Rng, size: u64, max: u64) -> String {
    let squares = size * size / 2;
    let half = size / 2;
    let mut free: Vec<u64> = (1..=squares).collect();
    let mut fields = Vec::new();
    for (color, far_row) in [('W', 0), ('B', size - 1)] {
        let mut items = Vec::new();
        for _ in 0..=rng.below(max) {
            let n = free.swap_remove(rng.below(free.len() as u64) as usize);
            let king = rng.below(2) == 0 || (n - 1) / half == far_row;
            items.push(format!("{}{n}", if king { "K" } else { "" }));
        }
        fields.push(format!("{color}{}", items.join(",")));
    }
    let side = if rng.below(2) == 0 { 'W' } else { 'B' };
    format!("{side}:{}:{}", fields[0], fields[1])
}

#[test]
fn random_placements_keep_every_invariant() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..300 {
        let text = random_fen(&mut rng, 10, 12);
        let pos: international::Position = fen(&text);
        checked_walk(&pos, 2);
        let text = random_fen(&mut rng, 8, 8);
        let pos: brazilian::Position = fen(&text);
        checked_walk(&pos, 2);
        let pos: english::Position = fen(&text);
        checked_walk(&pos, 3);
    }
}
