//! The parsers the harness runs: each with its name, the valid examples its inputs are
//! mutated from, its own tokens, and the function that feeds it one input (text parsers
//! get the bytes read leniently as UTF-8, byte parsers the raw bytes). Every function
//! only asks for a value or a typed error; a panic or a hang is the finding.

use std::io::Cursor;
use std::path::{Path, PathBuf};

use dama::core::{Level, Rules};
use dama::draughts::Draughts;
use dama::game::clock::TimeControl;
use dama::game::{Formats, Player, Record, pdn, save};
use dama::games::AnyGame;
use dama::protocol::{hub, hub_input, hub_level, hub_text};

use crate::hostile::{self, echo, hub_stop, library};

use dama::dameta::Position as Dameta;
use dama::damhex::Position as Damhex;
use dama::draughts::brazilian::Position as Brazilian;
use dama::draughts::english::Position as English;
use dama::draughts::international::Position as International;
use dama::draughts::italian::Position as Italian;

/// One parser under test.
pub struct Target {
    pub name: &'static str,
    pub seeds: fn() -> Vec<Vec<u8>>,
    pub tokens: &'static [&'static str],
    pub run: fn(&[u8]),
    /// Inputs of this parser cost more (a whole Hub session, a PDN read five ways): it
    /// gets one in `share` of the iterations (1 = all of them).
    pub share: usize,
}

const FEN_TOKENS: &[&str] = &[
    "W", "B", ":", ",", "K", "-", ".", "\"", "x", "a1", "e5", "33",
];
const MOVE_TOKENS: &[&str] = &["-", "x", "X", ":", " ", "22", "18", "e3", "d4", "*", "!"];
const JSON_TOKENS: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "\"",
    "null",
    "true",
    "1.5",
    "-1",
    "\"computer\"",
    "\"level\"",
    "\"clock\"",
    "\"result\"",
    "\"winner\"",
    "\"reason\"",
    "\"version\"",
    // The shapes of issue 42's save refusals: a variant no enum has, a number too large
    // for its field, a float for an integer, a missing or renamed field.
    "256",
    "\"alien\"",
    "\"player\"",
    "\"rules\"",
    "\"type\"",
];
const PDN_TOKENS: &[&str] = &[
    "[",
    "]",
    "\"",
    "{",
    "}",
    "(",
    ")",
    "1.",
    "...",
    "1-0",
    "*",
    "[FEN \"",
    "[GameType \"",
    "\n",
    "%",
    ";",
    "$1",
];
const HUB_TOKENS: &[&str] = &[
    "go",
    "stop",
    "ping",
    "ponder",
    "pos",
    "moves=\"",
    "=",
    "\"",
    " ",
    "\n",
    "level",
    "depth=",
    "move-time=",
    "time=",
    "inc=",
    "set-param",
    "name=",
    "value=",
    "variant",
];
const SETTINGS_TOKENS: &[&str] = &[
    "{",
    "}",
    "\"",
    ":",
    ",",
    "\"language\"",
    "\"level\"",
    "null",
];

/// A game of `G` a few plies in (the first legal move each time).
fn record<G: Rules>(plies: usize) -> Record<G> {
    let level = Level::DEFAULT;
    let mut r = Record::new(G::start(), Player::Human, Player::Computer { level });
    for _ in 0..plies {
        let pos = *r.position();
        match pos.legal_moves().first().copied() {
            Some(mv) if r.play(&mv).is_ok() => {}
            _ => break,
        }
    }
    r
}

fn text(input: &[u8]) -> std::borrow::Cow<'_, str> {
    String::from_utf8_lossy(input)
}

fn fen<G: Rules>(input: &[u8]) {
    let _ = G::parse_position(&text(input));
}

fn moves<G: Rules>(input: &[u8]) {
    let t = text(input);
    let _ = G::start().parse_move(&t);
    let _ = record::<G>(7).position().parse_move(&t);
}

fn saves(input: &[u8]) {
    let t = text(input);
    let path = Path::new("fuzz.json");
    if let Err(e) = AnyGame::summary(&t, path) {
        for lang in [dama::lang::Lang::En, dama::lang::Lang::It] {
            let said = dama::lang::render_save_error(lang, &e);
            assert!(
                !hostile::SERDE_WORDS.iter().any(|w| said.contains(w)),
                "a save refused in the JSON library's words: {said}"
            );
        }
    }
    if let Ok(header) = save::header(&t, path) {
        let _ = AnyGame::from_json(&header, &t, path);
    }
    let _ = save::from_json::<Italian>(&t, path);
    let _ = save::from_json::<Dameta>(&t, path);
    let _ = save::from_json::<Damhex>(&t, path);
}

fn pdn_text(input: &[u8]) {
    let t = text(input);
    let _ = pdn::parse(&t);
    let _ = AnyGame::from_pdn(&t, 1, Path::new("fuzz.pdn"));
    let _ = pdn::import::<English>(&t, 1);
    let _ = pdn::import::<International>(&t, 2);
}

fn hub_lines(input: &[u8]) {
    let mut bytes = input;
    while let Ok(Some(_)) = hub_input::read_line(&mut bytes, 4096) {}
    let t = text(input);
    for line in t.lines() {
        let (_, args) = hub_text::parse_line(line);
        for (_, value) in &args {
            let _ = hub_text::parse_position::<Italian>(value);
            let _ = hub_text::parse_position::<International>(value);
            let _ = hub_text::parse_move(&Italian::start(), value);
            let _ = hub_text::parse_move(&International::start(), value);
            let _ = hub_level::parse_param(Some(value));
        }
    }
}

/// The longest Hub session fed: every command costs its own bounded time (a `go` is
/// searched, a change of variant clears the 64 MiB table), so a session of 10,000
/// commands takes seconds by right, not by a fault; the cap keeps the time limit about
/// one command's worth.
const MAX_SESSION: usize = 8 << 10;

fn hub_session(input: &[u8]) {
    let input = input[..input.len().min(MAX_SESSION)].to_vec();
    let _ = hub::run(Cursor::new(input), std::io::sink());
}

fn openings(input: &[u8]) {
    let _ = dama::referee::openings::parse_bytes::<Italian>(input.to_vec());
    let _ = dama::referee::openings::parse_bytes::<Brazilian>(input.to_vec());
}

fn settings(input: &[u8]) {
    let _ = dama::config::Config::from_bytes(input.to_vec(), Path::new("fuzz.json"));
}

fn book(input: &[u8]) {
    use dama::draughts::italian::book::{Book, format};
    let _ = Book::from_bytes(input);
    // Past the checksum: the same bytes read as a book's moves, written back with a
    // good checksum, so the checks behind it are reached too.
    if let Ok(mut c) = format::decode::<Italian>(&seed_book()) {
        for (m, chunk) in c.moves.iter_mut().zip(input.chunks(4)) {
            if let [code, a, b, depth] = *chunk {
                m.code = code;
                m.score = i16::from_le_bytes([a, b]);
                m.depth = depth;
            }
        }
        let _ = Book::from_bytes(&format::encode::<Italian>(&c));
    }
}

fn egdb(input: &[u8]) {
    use dama::draughts::italian::egdb::file::SliceFile;
    let path = egdb_dir().join(format!("case-{:?}.egdb", std::thread::current().id()));
    if std::fs::write(&path, input).is_ok()
        && let Ok(f) = SliceFile::open(&path)
    {
        let _ = f.read_all();
    }
}

fn tune_data(input: &[u8]) {
    let _ = dama::draughts::italian::tune::data::parse(input, Path::new("fuzz.bin"));
    let _ = dama::draughts::italian::eval_file::EvalWeights::from_bytes(input);
}

fn clock(input: &[u8]) {
    let _ = TimeControl::parse(&text(input));
}

fn seed_book() -> Vec<u8> {
    dama::draughts::italian::book::built_in()
        .map(|b| b.to_bytes())
        .unwrap_or_default()
}

/// A folder of the harness's own, with the 3-piece databases built into it once.
pub fn egdb_dir() -> PathBuf {
    std::env::temp_dir().join(format!("dama-fuzz-egdb-{}", std::process::id()))
}

fn fen_seeds<G: Rules>() -> Vec<Vec<u8>> {
    (0..12)
        .map(|n| record::<G>(n * 3).position().position_text().into_bytes())
        .collect()
}

fn move_seeds<G: Rules>() -> Vec<Vec<u8>> {
    let pos = *record::<G>(7).position();
    let mut out: Vec<Vec<u8>> = G::start()
        .legal_moves()
        .iter()
        .map(|m| G::start().move_text(m).into_bytes())
        .collect();
    out.extend(
        pos.legal_moves()
            .iter()
            .map(|m| pos.move_text(m).into_bytes()),
    );
    out
}

fn save_seeds() -> Vec<Vec<u8>> {
    fn of<G: Rules>(out: &mut Vec<Vec<u8>>) {
        out.push(save::to_json(&record::<G>(10), save::now()).into_bytes());
    }
    let mut out = Vec::new();
    of::<Italian>(&mut out);
    of::<English>(&mut out);
    of::<Brazilian>(&mut out);
    of::<International>(&mut out);
    of::<Dameta>(&mut out);
    of::<Damhex>(&mut out);
    out
}

/// A good save bent into each shape issue 42 found refused in the JSON library's
/// words: an unknown player, a player that is a number, a missing `player` or `rules`,
/// a level of 256, a cursor of 1.5.
fn bent_saves(good: &str) -> Vec<Vec<u8>> {
    let bends: [(&str, &str); 6] = [
        ("\"human\"", "\"alien\""),
        ("{\n    \"player\": \"human\"\n  }", "1"),
        ("\"player\": \"human\"", "\"x\": 1"),
        ("\"rules\": \"italian\",", ""),
        ("\"level\": 3", "\"level\": 256"),
        ("\"cursor\": 8", "\"cursor\": 1.5"),
    ];
    bends
        .iter()
        .filter(|(from, _)| good.contains(from))
        .map(|(from, to)| good.replacen(from, to, 1).into_bytes())
        .collect()
}

fn save_v1_seeds() -> Vec<Vec<u8>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../saves");
    let good: Vec<Vec<u8>> = ["opening.json", "middlegame.json", "finished.json"]
        .iter()
        .filter_map(|n| std::fs::read(dir.join(n)).ok())
        .collect();
    let bent = good
        .first()
        .map(|g| bent_saves(&String::from_utf8_lossy(g)))
        .unwrap_or_default();
    good.into_iter().chain(bent).collect()
}

fn pdn_seeds() -> Vec<Vec<u8>> {
    fn of<G: Draughts + Formats>(out: &mut Vec<Vec<u8>>) {
        out.extend(G::pdn_export(&record::<G>(12)).map(String::into_bytes));
    }
    let mut out = Vec::new();
    of::<Italian>(&mut out);
    of::<English>(&mut out);
    of::<Brazilian>(&mut out);
    of::<International>(&mut out);
    out
}

fn hub_seeds() -> Vec<Vec<u8>> {
    // Italian's start in the Hub's text: the side, then each square (b, w, e).
    let pos = "Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww";
    vec![
        b"hub\ninit\nping\n".to_vec(),
        format!("pos pos={pos} moves=\"22-18 10-14\"\nlevel depth=2\ngo\n").into_bytes(),
        b"level move-time=0.01\ngo ponder\nstop\ngo\nstop\nping\n".to_vec(),
        b"set-param name=variant value=international\nlevel depth=1\ngo think\nquit\n".to_vec(),
        b"level time=10 inc=0.5 moves=40\nset-param name=level value=3\ngo\n".to_vec(),
    ]
}

fn library_seeds() -> Vec<Vec<u8>> {
    let mut out = pdn_seeds();
    out.push("*\n".repeat(20_000).into_bytes());
    out.push("[White \"a\"]\n1. 22-18 *\n".repeat(5_000).into_bytes());
    out.push("1-0 0-1 * ".repeat(10_000).into_bytes());
    out
}

fn echo_seeds() -> Vec<Vec<u8>> {
    let every: String = (0u32..0x20)
        .chain(0x7f..0xa0)
        .filter_map(char::from_u32)
        .collect();
    vec![
        every.into_bytes(),
        b"W:W21-32:B1-12\x1b]0;x\x07".to_vec(),
        "\u{1b}[2J\u{9b}31m\u{202e}name".as_bytes().to_vec(),
    ]
}

fn openings_seeds() -> Vec<Vec<u8>> {
    vec![
        b"22-18 10-14\n# comment\n1. 21-17 9-13 2. 17x10 5x14\nW:W21-32:B1-12\n".to_vec(),
        b"c3-d4 f6-e5\n".to_vec(),
    ]
}

fn settings_seeds() -> Vec<Vec<u8>> {
    let c = dama::config::Config::default();
    let dir = std::env::temp_dir().join(format!("dama-fuzz-config-{}", std::process::id()));
    let path = dir.join("config.json");
    let mut out = vec![b"{}".to_vec()];
    if std::fs::create_dir_all(&dir).is_ok() && c.save(&path).is_ok() {
        out.extend(std::fs::read(&path).ok());
    }
    let _ = std::fs::remove_dir_all(&dir);
    out
}

fn egdb_seeds() -> Vec<Vec<u8>> {
    let dir = egdb_dir();
    let _ = dama::draughts::italian::egdb::build(&dir, 3, 1, &mut |_| {});
    let mut out: Vec<Vec<u8>> = std::fs::read_dir(&dir)
        .map(|d| {
            d.flatten()
                .filter_map(|e| std::fs::read(e.path()).ok())
                .collect()
        })
        .unwrap_or_default();
    out.truncate(8);
    out
}

fn clock_seeds() -> Vec<Vec<u8>> {
    [
        "5m/move",
        "20/60m",
        "15m+30s",
        "300s/move",
        "1h+0",
        "90/1.5h",
    ]
    .iter()
    .map(|s| s.as_bytes().to_vec())
    .collect()
}

fn tune_seeds() -> Vec<Vec<u8>> {
    vec![b"DAMATUNE".to_vec(), b"DAMAEVAL".to_vec()]
}

/// DamHex^3's moves are generated for three players on 81 cells: half the inputs.
fn move_share<G: Rules>() -> usize {
    if G::VARIANT == Damhex::VARIANT { 2 } else { 1 }
}

macro_rules! per_game {
    ($($game:ident: $fen:literal $mv:literal;)*) => {
        vec![$(
            Target { name: $fen, seeds: fen_seeds::<$game>, tokens: FEN_TOKENS, run: fen::<$game>, share: 1 },
            Target { name: $mv, seeds: move_seeds::<$game>, tokens: MOVE_TOKENS, run: moves::<$game>, share: move_share::<$game>() },
        )*]
    };
}

/// Every parser, in the order the harness runs them.
pub fn all() -> Vec<Target> {
    let mut list = per_game! {
        Italian: "fen-italian" "move-italian";
        English: "fen-english" "move-english";
        Brazilian: "fen-brazilian" "move-brazilian";
        International: "fen-international" "move-international";
        Dameta: "fen-dameta" "move-dameta";
        Damhex: "fen-damhex" "move-damhex";
    };
    let t = |name, seeds, tokens, run, share| Target {
        name,
        seeds,
        tokens,
        run,
        share,
    };
    list.extend([
        t(
            "save-v2",
            save_seeds as fn() -> _,
            JSON_TOKENS,
            saves as fn(&[u8]),
            1,
        ),
        t("save-v1", save_v1_seeds, JSON_TOKENS, saves, 1),
        t("pdn", pdn_seeds, PDN_TOKENS, pdn_text, 20),
        t("hub-line", hub_seeds, HUB_TOKENS, hub_lines, 5),
        t("hub-session", hub_seeds, HUB_TOKENS, hub_session, 200),
        t("hub-stop", hub_seeds, HUB_TOKENS, hub_stop, 200),
        t("library", library_seeds, PDN_TOKENS, library, 20),
        t(
            "echo",
            echo_seeds,
            &["\u{1b}", "\u{7}", "\u{9b}", "]0;", "[2J"],
            echo,
            1,
        ),
        t(
            "dxp",
            crate::dxp::seeds,
            crate::dxp::TOKENS,
            crate::dxp::dxp,
            1,
        ),
        t(
            "peer",
            crate::peer::seeds,
            crate::peer::TOKENS,
            crate::peer::peer,
            1,
        ),
        t("openings", openings_seeds, MOVE_TOKENS, openings, 4),
        t("settings", settings_seeds, SETTINGS_TOKENS, settings, 1),
        t("book", || vec![seed_book()], &[], book, 10),
        t("egdb", egdb_seeds, &[], egdb, 10),
        t("tune-data", tune_seeds, &[], tune_data, 1),
        t(
            "clock",
            clock_seeds,
            &["m", "s", "h", "ms", "/", "+", "move"],
            clock,
            1,
        ),
    ]);
    list
}
