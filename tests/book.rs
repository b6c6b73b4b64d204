//! The Italian opening book through the library: a tiny book built here (a few
//! positions, low budgets), its bytes, damaged books, the levels that play from it and
//! the variety among equal moves, and every entry of the shipped book.

use std::collections::HashSet;
use std::path::Path;
use std::sync::atomic::AtomicBool;

use rand::SeedableRng;
use rand::rngs::StdRng;

use dama::core::{BookMove, History, Rules};
use dama::draughts::italian::Position;
use dama::draughts::italian::book::{self, BadBook, Book, BookError};
use dama::draughts::italian::book_build::{self as build, Budget, Event, Options};
use dama::engine::params::book::MARGIN;
use dama::engine::{Level, LevelOptions, Source, Tt, choose_move_with};

fn tiny_options(threads: usize) -> Options {
    Options {
        plies: 1,
        budget: Budget::Nodes(2_000),
        expansions: 3,
        ply_cost: 10,
        batch: 2,
        threads,
        engine: "test".to_string(),
    }
}

/// A book of the start, its seven replies and three positions expanded after them.
fn tiny_book(dir: &Path, threads: usize) -> Book {
    let partial = dir.join("tiny.partial");
    build::build(&tiny_options(threads), &partial, &mut |_| {})
        .expect("built")
        .book
}

fn play(
    pos: &Position,
    level: u8,
    book: Option<&Book>,
    seed: u64,
) -> dama::engine::Report<dama::draughts::italian::Move> {
    let mut tt = Tt::new(1);
    let stop = AtomicBool::new(false);
    let mut rng = StdRng::seed_from_u64(seed);
    let book = book.map(|b| b as &dyn dama::core::Book<Position>);
    let level = Level::new(level).expect("a level");
    let options = LevelOptions {
        book,
        ..LevelOptions::default()
    };
    choose_move_with(
        pos,
        &History::new(),
        level,
        &options,
        &mut tt,
        &stop,
        &mut rng,
        &mut |_| {},
    )
}

#[test]
fn a_tiny_book_round_trips_and_holds_legal_moves() {
    let dir = tempfile::tempdir().expect("temp dir");
    let book = tiny_book(dir.path(), 2);
    // The start, its seven replies (plies 1), and three expansions.
    assert_eq!(book.len(), 1 + 3);
    let start = Position::start();
    let moves = book.probe(&start);
    assert_eq!(moves.len(), 7);
    assert!(
        moves.windows(2).all(|w| w[0].score >= w[1].score),
        "best first"
    );
    for m in &moves {
        assert!(start.legal_moves().contains(&m.mv));
        assert!(m.depth >= 2, "a searched reply and the move itself");
    }
    let again = Book::from_bytes(&book.to_bytes()).expect("its own bytes");
    assert_eq!(again, book);
    assert!(
        book.params()
            .contains("command: dama book build --plies 1 --nodes 2000")
    );
    let walk = book.walk();
    assert_eq!((walk.reached, walk.illegal, walk.depth), (book.len(), 0, 1));
}

#[test]
fn the_build_does_not_depend_on_threads_or_interruptions() {
    let dir = tempfile::tempdir().expect("temp dir");
    let partial = dir.path().join("a.partial");
    let one = build::build(&tiny_options(1), &partial, &mut |_| {}).expect("built");
    // Cut the partial results in the middle of a record, as a kill would, and resume
    // on two threads.
    let bytes = std::fs::read(&partial).expect("partial results kept");
    std::fs::write(&partial, &bytes[..bytes.len() / 2]).expect("cut");
    let mut resumed = 0;
    let two = build::build(&tiny_options(2), &partial, &mut |e| {
        if let Event::Resumed { searches } = e {
            resumed = searches;
        }
    })
    .expect("resumed");
    assert!(resumed > 0 && resumed < one.searches, "{resumed}");
    assert_eq!(one.book.to_bytes(), two.book.to_bytes());
    // Other search settings refuse the partial file rather than mix results.
    let other = Options {
        budget: Budget::Nodes(3_000),
        ..tiny_options(1)
    };
    assert!(matches!(
        build::build(&other, &partial, &mut |_| {}),
        Err(BookError::OtherPartial { .. })
    ));
}

#[test]
fn damaged_books_are_refused_and_play_goes_on_without_them() {
    let dir = tempfile::tempdir().expect("temp dir");
    let good = tiny_book(dir.path(), 1).to_bytes();
    let mut other_version = good.clone();
    other_version[8] = 2;
    let mut corrupt = good.clone();
    let last = corrupt.len() - 1;
    corrupt[last] ^= 0x10;
    let cases: [(&str, &[u8], BadBook); 4] = [
        ("other.bin", &other_version, BadBook::Version { found: 2 }),
        ("corrupt.bin", &corrupt, BadBook::Corrupt),
        ("short.bin", &good[..good.len() - 3], BadBook::Truncated),
        ("text.bin", b"W:W21-32:B1-12", BadBook::NotABook),
    ];
    for (name, bytes, want) in cases {
        let path = dir.path().join(name);
        std::fs::write(&path, bytes).expect("written");
        match book::load(Some(path.as_os_str())) {
            Err(BookError::Bad { bad, .. }) => assert_eq!(bad, want, "{name}"),
            other => panic!("{name}: {other:?}"),
        }
        // The program plays on without a book: the level searches.
        let loaded = book::load(Some(path.as_os_str())).ok().flatten();
        let report = play(&Position::start(), 6, loaded.as_ref(), 1);
        assert_eq!(report.source, Source::Search);
        assert!(report.best.is_some());
    }
    let missing = dir.path().join("missing.bin");
    assert!(matches!(
        book::load(Some(missing.as_os_str())),
        Err(BookError::Io { .. })
    ));
    assert!(matches!(
        book::load(Some(std::ffi::OsStr::new("off"))),
        Ok(None)
    ));
}

#[test]
fn levels_6_to_10_play_from_the_book_and_1_to_5_search() {
    let dir = tempfile::tempdir().expect("temp dir");
    let book = tiny_book(dir.path(), 2);
    let start = Position::start();
    let best = book.probe(&start)[0].score;
    for level in 1..=10 {
        let report = play(&start, level, Some(&book), 7);
        let mv = report.best.expect("a move");
        if level >= 6 {
            assert_eq!(report.source, Source::Book, "level {level}");
            assert_eq!((report.nodes, report.pv.as_slice()), (0, &[mv][..]));
            let m = book.probe(&start).into_iter().find(|m| m.mv == mv);
            assert!(m.is_some_and(|m| m.score >= best - MARGIN), "level {level}");
        } else {
            assert_eq!(report.source, Source::Search, "level {level}");
            assert!(report.nodes > 0);
        }
    }
    // Out of the book every level searches.
    let out = start.after(&start.legal_moves()[0]);
    let out = out.after(&out.legal_moves()[0]);
    assert!(book.probe(&out).is_empty());
    assert_eq!(play(&out, 8, Some(&book), 7).source, Source::Search);
}

#[test]
fn seeds_vary_among_equal_moves_and_never_leave_the_margin() {
    let start = Position::start();
    let legal = start.legal_moves();
    let scored = |i: usize, score: i32| BookMove {
        mv: legal[i],
        score,
        depth: 12,
    };
    // Three moves within the margin of the best, one just outside it.
    let moves = vec![
        scored(0, 20),
        scored(1, 20),
        scored(2, 20 - MARGIN),
        scored(3, 19 - MARGIN),
    ];
    let book = Book::from_entries(&[(start, moves)], "test");
    let picks: HashSet<_> = (0..40)
        .map(|seed| play(&start, 9, Some(&book), seed).best.expect("a move"))
        .collect();
    assert!(picks.len() >= 2, "different seeds, different moves");
    assert!(
        picks
            .iter()
            .all(|m| [legal[0], legal[1], legal[2]].contains(m))
    );
    // One seed, one move.
    assert_eq!(
        play(&start, 9, Some(&book), 3).best,
        play(&start, 9, Some(&book), 3).best
    );
}

#[test]
fn every_entry_of_the_shipped_book_is_reachable_and_legal() {
    let book = book::built_in().expect("the built-in book reads");
    assert!(book.len() >= 100, "{} positions", book.len());
    assert!(book.to_bytes().len() <= 4 << 20, "a few MiB at most");
    let walk = book.walk();
    assert_eq!(
        walk.reached,
        book.len(),
        "every position is reached from the start"
    );
    assert_eq!(walk.illegal, 0);
    assert!(book.params().contains("command: dama book build"));
    // The game ships it: the start is in the book, with every legal move scored.
    let shipped = Position::opening_book().expect("Italian has a book");
    let start = Position::start();
    assert_eq!(shipped.moves(&start).len(), start.legal_moves().len());
}
