//! The opening books of English, Brazilian and International draughts through the
//! library: a tiny book of each built here (one ply, a few thousand nodes a search),
//! read back, probed for legal moves, resumed after an interruption, refused when it is
//! another game's or damaged, and played from by the levels from 6 up; and the books
//! the program ships.

use std::path::Path;
use std::sync::atomic::AtomicBool;

use rand::SeedableRng;
use rand::rngs::StdRng;

use dama::core::{History, Rules};
use dama::draughts::book::build::{self, Budget, Event, Options};
use dama::draughts::book::{self, BadBook, Book, BookError, BookGame};
use dama::draughts::{brazilian, english, international, italian};
use dama::engine::{Level, LevelOptions, Source, Tt, choose_move_with};

fn tiny_options() -> Options {
    Options {
        plies: 1,
        budget: Budget::Nodes(1_000),
        expansions: 2,
        ply_cost: 10,
        batch: 2,
        threads: 2,
        engine: "test".to_string(),
    }
}

fn tiny_book<G: BookGame>(dir: &Path) -> Book<G> {
    let partial = dir.join(format!("{}.partial", G::VARIANT));
    build::build::<G>(&tiny_options(), &partial, &mut |_| {})
        .expect("built")
        .book
}

fn level_source<G: BookGame>(book: &Book<G>, pos: &G, level: u8) -> (Source, G::Move) {
    let mut tt = Tt::new(1);
    let stop = AtomicBool::new(false);
    let mut rng = StdRng::seed_from_u64(5);
    let options = LevelOptions {
        book: Some(book as &dyn dama::core::Book<G>),
        ..LevelOptions::default()
    };
    let level = Level::new(level).expect("a level");
    let r = choose_move_with(
        pos,
        &History::new(),
        level,
        &options,
        &mut tt,
        &stop,
        &mut rng,
        &mut |_| {},
    );
    (r.source, r.best.expect("a move"))
}

/// Builds, reads back, probes and plays from a tiny book of `G`.
fn round_trip<G: BookGame>() {
    let dir = tempfile::tempdir().expect("temp dir");
    let book = tiny_book::<G>(dir.path());
    assert_eq!(
        book.len(),
        1 + 2,
        "{}: the start and two expansions",
        G::VARIANT
    );
    let start = G::start();
    let legal = start.legal_moves();
    let moves = book.probe(&start);
    assert_eq!(moves.len(), legal.len(), "{}", G::VARIANT);
    assert!(moves.iter().all(|m| legal.contains(&m.mv)));
    assert!(moves.windows(2).all(|w| w[0].score >= w[1].score));
    let file = dir.path().join("tiny.bin");
    std::fs::write(&file, book.to_bytes()).expect("written");
    let again = Book::<G>::read(&file).expect("its own file");
    assert_eq!(again, book);
    let walk = again.walk();
    assert_eq!((walk.reached, walk.illegal, walk.depth), (3, 0, 1));
    assert!(
        book.params().contains(&format!(
            "command: dama book build --game {} --plies 1",
            G::VARIANT
        )),
        "{}",
        book.params()
    );
    for level in [5, 6, 10] {
        let (source, mv) = level_source(&book, &start, level);
        assert!(legal.contains(&mv));
        let want = if level >= 6 {
            Source::Book
        } else {
            Source::Search
        };
        assert_eq!(source, want, "{} level {level}", G::VARIANT);
    }
}

#[test]
fn a_tiny_english_book_round_trips_and_plays() {
    round_trip::<english::Position>();
}

#[test]
fn a_tiny_brazilian_book_round_trips_and_plays() {
    round_trip::<brazilian::Position>();
}

#[test]
fn a_tiny_international_book_round_trips_and_plays() {
    round_trip::<international::Position>();
}

#[test]
fn an_interrupted_build_resumes_to_the_same_book() {
    type G = brazilian::Position;
    let dir = tempfile::tempdir().expect("temp dir");
    let partial = dir.path().join("b.partial");
    let one = build::build::<G>(&tiny_options(), &partial, &mut |_| {}).expect("built");
    // Cut in the middle of a record, as a kill would.
    let bytes = std::fs::read(&partial).expect("partial results kept");
    std::fs::write(&partial, &bytes[..bytes.len() * 2 / 3]).expect("cut");
    let mut resumed = 0;
    let opts = Options {
        threads: 1,
        ..tiny_options()
    };
    let two = build::build::<G>(&opts, &partial, &mut |e| {
        if let Event::Resumed { searches } = e {
            resumed = searches;
        }
    })
    .expect("resumed");
    assert!(resumed > 0 && resumed < one.searches, "{resumed}");
    assert_eq!(one.book.to_bytes(), two.book.to_bytes());
    // Another game's build refuses the partial file rather than mix results.
    let other = build::build::<english::Position>(&tiny_options(), &partial, &mut |_| {});
    assert!(matches!(other, Err(BookError::OtherPartial { .. })));
}

fn refusal<G: BookGame>(path: &Path) -> BadBook {
    match Book::<G>::read(path) {
        Err(BookError::Bad { bad, origin, game }) => {
            assert_eq!(game, G::VARIANT);
            assert_eq!(origin.to_string(), path.display().to_string());
            bad
        }
        other => panic!("{}: {other:?}", path.display()),
    }
}

#[test]
fn another_games_book_and_damaged_books_are_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let english = tiny_book::<english::Position>(dir.path()).to_bytes();
    let path = dir.path().join("english.bin");
    std::fs::write(&path, &english).expect("written");
    let other = |wanted| BadBook::OtherGame {
        found: "english",
        wanted,
    };
    assert_eq!(refusal::<brazilian::Position>(&path), other("brazilian"));
    assert_eq!(
        refusal::<international::Position>(&path),
        other("international")
    );
    assert_eq!(refusal::<italian::Position>(&path), other("italian"));
    let shipped = dir.path().join("italian.bin");
    let italian = italian::book::built_in().expect("the Italian book");
    std::fs::write(&shipped, italian.to_bytes()).expect("written");
    let found_italian = BadBook::OtherGame {
        found: "italian",
        wanted: "english",
    };
    assert_eq!(refusal::<english::Position>(&shipped), found_italian);

    let short = dir.path().join("short.bin");
    std::fs::write(&short, &english[..english.len() - 5]).expect("written");
    assert_eq!(refusal::<english::Position>(&short), BadBook::Truncated);
    let mut flipped = english.clone();
    let at = flipped.len() - 3;
    flipped[at] ^= 0x40;
    let corrupt = dir.path().join("corrupt.bin");
    std::fs::write(&corrupt, &flipped).expect("written");
    assert_eq!(refusal::<english::Position>(&corrupt), BadBook::Corrupt);
    // The message names the file and what to do, in both languages.
    use dama::lang::{Lang, Localize};
    let e = Book::<english::Position>::read(&corrupt).expect_err("refused");
    let en = e.localize(Lang::En);
    assert!(
        en.contains("corrupt.bin") && en.contains("--game english"),
        "{en}"
    );
    let e = Book::<brazilian::Position>::read(&path).expect_err("refused");
    let it = e.localize(Lang::It);
    assert!(
        it.contains("english.bin") && it.contains("brazilian"),
        "{it}"
    );
}

#[test]
fn the_shipped_books_are_legal_and_played_from() {
    fn check<R: dama::draughts::RuleSet>() {
        type G<R> = dama::draughts::Board<R>;
        let book = book::built_in::<R>()
            .expect("the built-in book reads")
            .expect("a book is shipped");
        let walk = book.walk();
        assert_eq!(walk.reached, book.len(), "{}", R::NAME);
        assert_eq!(walk.illegal, 0);
        assert!(book.params().contains("command: dama book build --game"));
        let start = G::<R>::start();
        let shipped = G::<R>::opening_book().expect("the game has a book");
        assert_eq!(shipped.moves(&start).len(), start.legal_moves().len());
    }
    check::<english::English>();
    check::<brazilian::Brazilian>();
    check::<international::International>();
}
