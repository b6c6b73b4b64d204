//! Tests of the PDN index: game boundaries as `pdn::parse` draws them, tags as ranges,
//! move counts, and broken games kept with their problem.

use super::*;
use crate::game::pdn;

const TWO: &str = "[Event \"Club\"]\n[White \"Rossi\"]\n[Black \"Bianchi\"]\n[Result \"1-0\"]\n\n\
1. 22-18 11-15 {a comment} 2. 18x11 8x15 (2... 7x14 (3. 21-17)) $1 3. 21-17! 1-0\n\n\
[White \"A \\\"quoted\\\" name\"]\n[Black \"B\"]\n1. 23-19 10-14 *\n";

#[test]
fn two_games_with_their_tags_and_moves() {
    let index = PdnIndex::scan(TWO);
    assert_eq!(index.entries.len(), 2);
    assert!(index.looks_like_pdn);
    let first = &index.entries[0];
    assert_eq!(first.plies, 5);
    assert_eq!(first.line, 1);
    assert_eq!(first.problem.as_deref().cloned(), None);
    assert_eq!(index.tag(TWO, 0, Tag::White).as_deref(), Some("Rossi"));
    assert_eq!(index.tag(TWO, 0, Tag::Event).as_deref(), Some("Club"));
    assert_eq!(index.tag(TWO, 0, Tag::Date), None);
    assert_eq!(index.result(TWO, 0).as_deref(), Some("1-0"));
    assert_eq!(
        index.tag(TWO, 1, Tag::White).as_deref(),
        Some("A \"quoted\" name")
    );
    assert_eq!(index.result(TWO, 1).as_deref(), Some("*"));
    assert_eq!(index.entries[1].plies, 2);
    assert_eq!(index.entries[1].line, 8);
}

#[test]
fn each_range_read_alone_is_the_same_game() {
    let index = PdnIndex::scan(TWO);
    let whole = pdn::parse(TWO).expect("parses");
    for (entry, game) in index.entries.iter().zip(&whole) {
        let alone = pdn::parse(&TWO[entry.range()]).expect("parses");
        assert_eq!(alone.len(), 1);
        assert_eq!(&alone[0], game);
        assert_eq!(entry.plies as usize, game.moves.len());
    }
}

#[test]
fn an_unclosed_comment_spoils_only_its_game() {
    let text = "[White \"a\"]\n1. 22-18 {never closed 11-15\n\n[White \"b\"]\n1. 21-17 *\n";
    let index = PdnIndex::scan(text);
    assert_eq!(index.entries.len(), 2);
    assert_eq!(
        index.entries[0].problem.as_deref().cloned(),
        Some(IndexProblem::Unclosed {
            what: Bracket::Comment,
            line: 2
        })
    );
    assert_eq!(index.entries[1].problem.as_deref().cloned(), None);
    assert_eq!(index.tag(text, 1, Tag::White).as_deref(), Some("b"));
    assert_eq!(index.entries[1].line, 4);
}

#[test]
fn an_unclosed_variation_and_a_bad_tag_are_named() {
    let text = "[White \"a\"]\n1. 22-18 (1. 21-17 \n[White b]\n1. 21-17 *\n";
    let index = PdnIndex::scan(text);
    assert_eq!(index.entries.len(), 2);
    assert!(matches!(
        index.entries[0].problem.as_deref().cloned(),
        Some(IndexProblem::Unclosed {
            what: Bracket::Variation,
            line: 2
        })
    ));
    assert_eq!(
        index.entries[1].problem.as_deref().cloned(),
        Some(IndexProblem::BadTag { line: 3 })
    );
}

#[test]
fn text_that_is_not_pdn_has_no_tag_and_no_move() {
    let index = PdnIndex::scan("hello world, this is a letter\n");
    assert!(!index.looks_like_pdn);
    assert!(matches!(
        &index.entries[0].problem.as_deref().cloned(),
        Some(IndexProblem::NotAMove { line: 1, word }) if word == "hello"
    ));
    assert!(PdnIndex::scan("").entries.is_empty());
}

#[test]
fn a_game_without_tags_and_algebraic_moves_count() {
    let text = "1. c3-d4 f6-e5 2. d4xf6 g7xe5 *\n1. 32-28 19-23 1-1";
    let index = PdnIndex::scan(text);
    assert_eq!(index.entries.len(), 2);
    assert_eq!(index.entries[0].plies, 4);
    assert_eq!(index.result(text, 1).as_deref(), Some("1-1"));
}

#[test]
fn the_index_of_tiny_games_is_tens_of_bytes_a_game_and_stops_at_its_cap() {
    // Issue 42, class 2: `*` on each line built about 350 bytes of index a game before
    // the file was refused.
    assert!(
        std::mem::size_of::<Entry>() <= 40,
        "{}",
        std::mem::size_of::<Entry>()
    );
    let text = "*\n".repeat(1000);
    assert_eq!(PdnIndex::scan(&text).entries.len(), 1000);
    assert!(PdnIndex::scan_at_most(&text, 1000).is_some());
    assert!(PdnIndex::scan_at_most(&text, 999).is_none());
    let tagged = "[White \"a\"]\n[Black \"b\"]\n1. 22-18 *\n".repeat(3);
    let index = PdnIndex::scan_at_most(&tagged, 3).expect("three games");
    assert_eq!(index.tag(&tagged, 2, Tag::Black).as_deref(), Some("b"));
    assert_eq!(index.result(&tagged, 1).as_deref(), Some("*"));
}

#[test]
fn find_keeps_one_game_and_counts_the_rest() {
    let text = "*\n*\n[White \"w\"]\n1. 22-18 *\n*\n";
    let (found, count) = PdnIndex::find(text, 2);
    assert_eq!(count, 4);
    let entry = found.expect("game 3");
    assert_eq!(text[entry.range()].trim_end(), "[White \"w\"]\n1. 22-18 *");
    assert_eq!(entry.line, 3);
    assert_eq!(PdnIndex::find(text, 4), (None, 4));
    let game = pdn::nth(text, 3).expect("game 3");
    assert_eq!(game.tag("White"), Some("w"));
    let fourth = pdn::nth(text, 4);
    assert_eq!(fourth.map(|g| g.terminator), Ok(Some("*".to_string())));
    assert_eq!(
        pdn::nth(text, 5),
        Err(pdn::PdnError::NoSuchGame {
            wanted: 5,
            count: 4
        })
    );
}

#[test]
fn a_game_starting_with_a_move_keeps_it_in_its_range() {
    // Its range started after its first word: a library game `22-18 10-14 *` opened
    // without its first move, and `dama import -n 2` of `*` lines found no game.
    let text = "22-18 10-14 *\n23-19 *\n";
    let index = PdnIndex::scan(text);
    let ranges: Vec<&str> = index
        .entries
        .iter()
        .map(|e| text[e.range()].trim_end())
        .collect();
    assert_eq!(ranges, ["22-18 10-14 *", "23-19 *"]);
}
