//! Bad input never panics: property tests that feed arbitrary Unicode text and arbitrary
//! bytes — and valid inputs with arbitrary text spliced in — to every parser of outside
//! input (each game's position and move text, saves of versions 1 and 2, PDN, Hub lines,
//! the openings, settings, book and endgame database files, time controls) and only ask
//! for a typed error or a value. A panic fails the test; the case counts are kept small
//! so the whole file runs in about a second. The fuzz harness (`fuzz/`, see
//! docs/fuzzing.md) runs the same parsers for millions of inputs.

use std::path::Path;

use dama::core::Rules;
use dama::draughts::Draughts;
use dama::game::clock::TimeControl;
use dama::game::save;
use dama::game::{Formats, Player, Record, pdn};
use dama::games::AnyGame;
use dama::protocol::{hub_input, hub_level, hub_text};
use proptest::prelude::*;

/// Text that reaches deep into the parsers: their own letters, digits and signs mixed
/// with multi-byte characters (accented letters, a byte-order mark, emoji, a NUL).
fn near_text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "[WBwbKkxX0-9,:\\-. \"éàü€😀\u{feff}\u{0}a-i\\[\\]{}=]{0,40}",
    ]
}

/// `seed` with `insert` put at byte `at` (moved back to a character boundary), and the
/// rest cut after `keep` bytes when `keep` is shorter.
fn splice(seed: &str, at: usize, insert: &str, keep: usize) -> String {
    let mut at = at % (seed.len() + 1);
    while !seed.is_char_boundary(at) {
        at -= 1;
    }
    let mut out = String::with_capacity(seed.len() + insert.len());
    out.push_str(&seed[..at]);
    out.push_str(insert);
    out.push_str(&seed[at..]);
    let mut keep = keep.min(out.len());
    while !out.is_char_boundary(keep) {
        keep -= 1;
    }
    out.truncate(keep);
    out
}

/// A game of `G` a few plies in (the first legal move each time).
fn record<G: Rules>(plies: usize) -> Record<G> {
    let mut r = Record::new(
        G::start(),
        Player::Human,
        Player::Computer {
            level: dama::core::Level::DEFAULT,
        },
    );
    for _ in 0..plies {
        let pos = *r.position();
        let Some(mv) = pos.legal_moves().first().copied() else {
            break;
        };
        if r.play(&mv).is_err() {
            break;
        }
    }
    r
}

/// Position text, move text and a save of game `G`, none of which may panic.
fn every_text_of<G: Rules>(text: &str) {
    let _ = G::parse_position(text);
    let _ = G::start().parse_move(text);
    let mid = *record::<G>(6).position();
    let _ = mid.parse_move(text);
    let _ = save::from_json::<G>(text, Path::new("x.json"));
}

/// The same for a draughts game, plus its Hub text, PDN and openings.
fn every_draughts_text_of<G: Draughts + Formats>(text: &str) {
    every_text_of::<G>(text);
    let _ = hub_text::parse_position::<G>(text);
    let _ = hub_text::parse_move(&G::start(), text);
    let _ = pdn::import::<G>(text, 1);
    let _ = dama::referee::openings::parse::<G>(text);
    let _ = dama::referee::openings::parse_bytes::<G>(text.as_bytes().to_vec());
}

fn every_parser(text: &str) {
    every_draughts_text_of::<dama::draughts::italian::Position>(text);
    every_draughts_text_of::<dama::draughts::english::Position>(text);
    every_draughts_text_of::<dama::draughts::brazilian::Position>(text);
    every_draughts_text_of::<dama::draughts::international::Position>(text);
    every_text_of::<dama::dameta::Position>(text);
    every_text_of::<dama::damhex::Position>(text);
    let path = Path::new("x");
    let _ = pdn::parse(text);
    let _ = AnyGame::from_pdn(text, 1, path);
    let _ = AnyGame::summary(text, path);
    if let Ok(header) = save::header(text, path) {
        let _ = AnyGame::from_json(&header, text, path);
    }
    let _ = hub_text::parse_line(text);
    let _ = hub_level::parse_param(Some(text));
    let _ = TimeControl::parse(text);
    let _ = dama::config::Config::from_bytes(text.as_bytes().to_vec(), path);
}

/// Every byte parser, and the text parsers on the bytes read leniently.
fn every_byte_parser(bytes: &[u8]) {
    let _ = dama::draughts::italian::book::Book::from_bytes(bytes);
    let _ = dama::draughts::italian::eval_file::EvalWeights::from_bytes(bytes);
    let _ = dama::draughts::italian::tune::data::parse(bytes, Path::new("x"));
    let _ = dama::config::Config::from_bytes(bytes.to_vec(), Path::new("x"));
    let _ =
        dama::referee::openings::parse_bytes::<dama::draughts::italian::Position>(bytes.to_vec());
    let mut input = bytes;
    while let Ok(Some(_)) = hub_input::read_line(&mut input, 64) {}
    every_parser(&String::from_utf8_lossy(bytes));
}

/// Valid inputs to start from: saves (version 2 of every game, and the version 1 files
/// of `saves/`), PDN as the program writes it, FENs and Hub lines.
fn seeds() -> Vec<String> {
    fn of<G: Rules + Formats>(out: &mut Vec<String>) {
        let r = record::<G>(8);
        out.push(save::to_json(&r, save::now()));
        out.extend(G::pdn_export(&r));
        out.push(r.position().position_text());
    }
    let mut out = Vec::new();
    of::<dama::draughts::italian::Position>(&mut out);
    of::<dama::draughts::english::Position>(&mut out);
    of::<dama::draughts::brazilian::Position>(&mut out);
    of::<dama::draughts::international::Position>(&mut out);
    of::<dama::dameta::Position>(&mut out);
    of::<dama::damhex::Position>(&mut out);
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    for name in ["opening.json", "middlegame.json", "finished.json"] {
        out.push(std::fs::read_to_string(dir.join(name)).expect("an example save"));
    }
    out.push("pos pos=Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww moves=\"22-18 10-14\"".into());
    out.push("level time=60 inc=1 moves=40".into());
    out.push("22-18 10-14 # an opening\nW:W21-32:B1-12\n".into());
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics_a_parser(text in near_text()) {
        every_parser(&text);
    }

    #[test]
    fn arbitrary_bytes_never_panic_a_parser(bytes in proptest::collection::vec(any::<u8>(), 0..120)) {
        every_byte_parser(&bytes);
    }

    #[test]
    fn valid_inputs_with_text_spliced_in_never_panic(
        which in any::<usize>(),
        at in any::<usize>(),
        insert in near_text(),
        keep in any::<usize>(),
    ) {
        let seeds = seeds();
        let seed = &seeds[which % seeds.len()];
        every_parser(&splice(seed, at, &insert, keep));
    }

    #[test]
    fn fen_fields_starting_with_any_character_are_errors(c in any::<char>(), game in 0usize..4) {
        // The class of fault 1: a field that starts with a multi-byte character.
        let text = format!("B:{c}W21:B1");
        match game {
            0 => { let _ = dama::draughts::italian::Position::parse_position(&text); }
            1 => { let _ = dama::draughts::english::Position::parse_position(&text); }
            2 => { let _ = dama::draughts::brazilian::Position::parse_position(&text); }
            _ => { let _ = dama::draughts::international::Position::parse_position(&text); }
        }
    }
}

/// Fault 1: `dama moves --game english --fen 'B:éW21:B1'` panicked on `split_at(1)`.
#[test]
fn a_multibyte_character_at_the_start_of_a_fen_field_is_an_error() {
    for text in ["B:éW21:B1", "W:W21:😀B1", "B:\u{feff}W21:B1", "W:€"] {
        assert!(dama::draughts::english::Position::parse_position(text).is_err());
        assert!(dama::draughts::brazilian::Position::parse_position(text).is_err());
        assert!(dama::draughts::international::Position::parse_position(text).is_err());
        assert!(dama::draughts::italian::Position::parse_position(text).is_err());
    }
}

/// Every C0 and C1 control and DEL in one text, and a few whole ANSI/OSC sequences (the
/// window title, clearing the screen, a colour, a hyperlink, a bidi override).
pub(crate) fn hostile_texts() -> Vec<String> {
    let every: String = (0u32..0x20)
        .chain(0x7f..0xa0)
        .filter(|&c| c != 0 && c != u32::from(b'\n'))
        .filter_map(char::from_u32)
        .collect();
    vec![
        every,
        "\u{1b}]0;x\u{7}".to_string(),
        "\u{1b}[2J\u{1b}[31mred\u{1b}[0m".to_string(),
        "\u{1b}]8;;http://x\u{1b}\\link\u{1b}]8;;\u{1b}\\".to_string(),
        "\u{9b}1m\u{202e}evil".to_string(),
    ]
}

/// Fails when `bytes` (what `dama` wrote) hold a control character other than a line
/// break, or a bidi override outside an exported file's data (a PDN written by `export`
/// keeps the letters of its tags: it is a file, not an echo).
pub(crate) fn assert_escaped(what: &str, bytes: &[u8]) {
    let text = String::from_utf8_lossy(bytes);
    let data = what.contains("dama export tagged");
    let raw = text.chars().find(|&c| {
        (c.is_control() && c != '\n') || (!data && ('\u{202a}'..='\u{202e}').contains(&c))
    });
    assert!(raw.is_none(), "{what} echoed {raw:?} raw: {text:?}");
}

#[test]
fn control_characters_are_echoed_escaped_on_every_path() {
    // Issue 42, class 3: `dama moves --fen $'W:W21-32:B1-12\e]0;x\a'` set the window
    // title; `moves --stdin`, save names, PDN tags and the rest echoed them too.
    use std::io::Write;
    use std::process::{Command, Stdio};
    let dama = env!("CARGO_BIN_EXE_dama");
    let dir = std::env::temp_dir().join(format!("dama-echo-{}", std::process::id()));
    for (n, h) in hostile_texts().iter().enumerate() {
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        let run = |args: &[&str], stdin: &str| {
            let mut child = Command::new(dama)
                .args(args)
                .env("DAMA_SAVE_DIR", &dir)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("run dama");
            let mut input = child.stdin.take().expect("stdin");
            input.write_all(stdin.as_bytes()).expect("write");
            drop(input);
            let out = child.wait_with_output().expect("output");
            let what = format!("text {n}: dama {}", args.join(" "));
            assert_escaped(&what, &out.stdout);
            assert_escaped(&what, &out.stderr);
        };
        run(&["moves", "--fen", &format!("W:W21-32:B1-12{h}")], "");
        run(&["moves", "--stdin"], &format!("W:W21{h}\nB:W21:B{h}1\n"));
        let dameta = format!("2bbbb2/8/8/8/8/8/8/2wwww2 w 0-0 3 w{h}");
        run(&["play", "--game", "dameta", "--fen", &dameta], "");
        run(&["play", "--game", "damhex", "--fen", h], "");
        let pdn = dir.join("tags.pdn");
        let tags = format!("[Event \"{h}\"]\n[White \"{h}\"]\n[Black \"b\"]\n1. 22-18 {{{h}}} *\n");
        std::fs::write(&pdn, tags).expect("write");
        let pdn = pdn.to_string_lossy().into_owned();
        run(&["games", &pdn], "");
        run(&["import", &pdn, "-o", "tagged"], "");
        run(&["export", "tagged"], "");
        // Save names are file names: every control but `/` and NUL can be in one.
        let name = h.replace('/', "");
        let good = save::to_json(&record::<dama::draughts::italian::Position>(4), save::now());
        std::fs::write(dir.join(format!("{name}.json")), good).expect("write a save");
        run(&["games", &format!("{pdn}{name}")], "");
        std::fs::write(
            dir.join(format!("bad{name}.json")),
            format!("{{\"x\": \"{h}"),
        )
        .expect("w");
        run(&["saves", "--dir", &dir.to_string_lossy()], "");
        run(&["export", &format!("missing{name}")], "");
        run(
            &[
                "export",
                &dir.join(format!("bad{name}.json")).to_string_lossy(),
            ],
            "",
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_dameta_or_damhex_fen_is_read_by_its_own_game() {
    // Issue 42, class 5: `--game dameta --fen` was read as a draughts FEN ("side to move
    // … is not W or B"). Without a terminal the position is read, then the terminal is
    // missed: the error is the terminal's, not the FEN's.
    let dama = env!("CARGO_BIN_EXE_dama");
    let damhex = dama::damhex::Position::start().position_text();
    let cases = [
        ("dameta", "2bbbb2/8/8/8/8/8/8/2wwww2 w 0-0 3 w"),
        ("damhex", damhex.as_str()),
    ];
    for (game, fen) in cases {
        let out = std::process::Command::new(dama)
            .args(["play", "--game", game, "--fen", fen])
            .stdin(std::process::Stdio::null())
            .output()
            .expect("run dama");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("needs a terminal"), "{game}: {err}");
    }
}

#[test]
fn a_pdn_of_many_tiny_games_is_imported_one_game_at_a_time() {
    // Issue 42, class 2, second round: `dama import` parsed every game of the file to
    // pick one (117 MB for 1 MiB of `*` lines) and refused any PDN over 1 MiB. Now the
    // other games are counted, not kept: a file as large as a library is read, the
    // limit named past it.
    let dama = env!("CARGO_BIN_EXE_dama");
    let dir = tempfile::tempdir().expect("temp dir");
    let run = |args: &[&str]| {
        std::process::Command::new(dama)
            .args(args)
            .env("DAMA_SAVE_DIR", dir.path())
            .output()
            .expect("run dama")
    };
    let pdn = dir.path().join("tiny.pdn");
    let text = "*\n".repeat(600_000) + "[White \"last\"]\n1. 22-18 *\n";
    std::fs::write(&pdn, text).expect("write");
    let pdn = pdn.to_string_lossy().into_owned();
    let out = run(&["import", &pdn, "-n", "600001", "-o", "last"]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("Saved game 600001"), "{said}{out:?}");
    let out = run(&["export", "last"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("[White \"last\"]"));
    let out = run(&["import", &pdn, "-n", "700000"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("there is no game 700000: the file holds 600001 game(s)"),
        "{err}"
    );
    // Past the limit, refused before a byte is read (the file is sparse).
    let huge = dir.path().join("huge.pdn");
    let file = std::fs::File::create(&huge).expect("create");
    file.set_len(257 * 1024 * 1024).expect("set_len");
    let out = run(&["import", &huge.to_string_lossy()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("a PDN file is at most 256 MiB: split it into smaller files"),
        "{err}"
    );
}

/// A move text or a chat as the peer protocol carries it: printable, no newline.
fn peer_text() -> impl Strategy<Value = String> {
    "[ -~àèéìòù€]{0,40}"
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, failure_persistence: None, ..ProptestConfig::default() })]

    /// Issue 41: the peer protocol's parser takes any line without panicking, and what
    /// it reads it writes back as the same message.
    #[test]
    fn any_line_is_a_peer_message_or_an_error(line in prop_oneof![
        near_text(),
        "(HELLO|WELCOME|REFUSED|SYNC|PAST|CLOCK|READY|MOVE|CHAT|DRAW|PING|BYE)( [0-9A-Za-z+/:x\\-]{0,12}){0,6}",
    ]) {
        if let Ok(msg) = dama::peer::message::parse(&line) {
            prop_assert_eq!(dama::peer::message::parse(&msg.to_string()), Ok(msg));
        }
    }

    #[test]
    fn peer_messages_read_back(ply in 0u32..5000, ms in 0u64..360_000_000, text in peer_text(), kind in 0usize..4) {
        use dama::peer::message::{Message, parse};
        let mv = text.trim().replace("  ", " ");
        let msg = match kind {
            0 => Message::Chat(text.clone()),
            1 => Message::Sync { plies: ply },
            2 if !mv.is_empty() => Message::Move { ply, ms, text: mv },
            _ => Message::Clock(vec![ms, ms / 2]),
        };
        prop_assert_eq!(parse(&msg.to_string()), Ok(msg));
    }
}
