//! The harness's targets for the hostile inputs of issue 42: a Hub session that must
//! hear its `stop` whatever is queued, a PDN library of many tiny games under its cap,
//! and text echoed to the terminal with no control character raw. (The save shapes are
//! checked in `targets.rs`: no refusal in the JSON library's words; a DXP peer's messages
//! in `dxp.rs`.)

use std::io::Cursor;
use std::path::Path;

use dama::protocol::{hub, hub_text};

fn text(input: &[u8]) -> std::borrow::Cow<'_, str> {
    String::from_utf8_lossy(input)
}

/// The JSON library's words, which a save's refusal must never show (issue 42).
pub const SERDE_WORDS: [&str; 6] = [
    "invalid type",
    "unknown variant",
    "missing field",
    "invalid value",
    "invalid length",
    "expected u",
];

/// A Hub session that must hear its `stop`: the input's lines, then two searches of a
/// million seconds each behind whatever the input left running, `stop` and `ping`. The
/// input stays open (as a GUI's does) until every `go` has its `done` and every `ping`
/// its `pong`; a `stop` not heard is a hang.
pub fn hub_stop(input: &[u8]) {
    let mut script = text(&input[..input.len().min(2 << 10)]).into_owned();
    let quits = script.lines().any(|l| hub_text::parse_line(l).0 == "quit");
    script.push_str("\nlevel move-time=1000000\ngo think\ngo think\nstop\nping\n");
    let count = |word: &str| {
        script
            .lines()
            .filter(|l| hub_text::parse_line(l).0 == word)
            .count()
    };
    let wanted = (count("go"), count("ping"));
    let gate = std::sync::Arc::new((std::sync::Mutex::new(false), std::sync::Condvar::new()));
    let reader = std::io::BufReader::new(OpenInput {
        bytes: Cursor::new(script.into_bytes()),
        gate: gate.clone(),
        open: !quits,
    });
    let writer = Answers {
        line: Vec::new(),
        seen: (0, 0),
        wanted,
        gate,
    };
    let _ = hub::run(reader, writer);
}

type Gate = std::sync::Arc<(std::sync::Mutex<bool>, std::sync::Condvar)>;

/// The GUI's side of [`hub_stop`]: the script, then an input kept open until the gate opens.
struct OpenInput {
    bytes: Cursor<Vec<u8>>,
    gate: Gate,
    open: bool,
}

impl std::io::Read for OpenInput {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.bytes.read(buf)?;
        if n == 0 && self.open {
            let (lock, opened) = &*self.gate;
            let mut done = lock.lock().unwrap_or_else(|p| p.into_inner());
            while !*done {
                done = opened.wait(done).unwrap_or_else(|p| p.into_inner());
            }
        }
        Ok(n)
    }
}

/// The engine's answers, counted: `done` lines and `pong` lines.
struct Answers {
    line: Vec<u8>,
    seen: (usize, usize),
    wanted: (usize, usize),
    gate: Gate,
}

impl std::io::Write for Answers {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        for &b in buf {
            if b != b'\n' {
                self.line.push(b);
                continue;
            }
            match self.line.split(|&c| c == b' ').next() {
                Some(b"done") => self.seen.0 += 1,
                Some(b"pong") => self.seen.1 += 1,
                _ => {}
            }
            self.line.clear();
            assert!(
                self.seen.0 <= self.wanted.0,
                "more done lines than go commands"
            );
            if self.seen.0 >= self.wanted.0 && self.seen.1 >= self.wanted.1 {
                let (lock, opened) = &*self.gate;
                *lock.lock().unwrap_or_else(|p| p.into_inner()) = true;
                opened.notify_all();
            }
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A PDN library (`dama games`, the TUI's library): huge files of tiny games among
/// them, indexed under the cap on games; every cell of the first games, shown escaped.
pub fn library(input: &[u8]) {
    use dama::library::{Column, Library, MAX_GAMES};
    let t = text(input).into_owned();
    // One game picked out of the file, as `dama import -n N` does, and the count it gives.
    let count = dama::game::pdn::count_games(&t);
    let _ = dama::game::pdn::nth(&t, 1 + input.len() % 7);
    let Some(lib) = Library::from_text_at_most(Path::new("fuzz.pdn"), t, "italian", MAX_GAMES)
    else {
        return;
    };
    assert_eq!(
        count,
        Ok(lib.len()),
        "import and the library count the games apart"
    );
    for i in 0..lib.len().min(20) {
        for c in Column::ALL {
            let cell = lib.cell(i, c);
            let shown = dama::core::text::escape_controls(&cell);
            assert!(
                !shown.chars().any(char::is_control),
                "a control character shown raw: {shown:?}"
            );
        }
    }
    let _ = lib.rows("a", Column::White, false);
}

/// Text echoed to the terminal: never a control character raw.
pub fn echo(input: &[u8]) {
    let t = text(input);
    let shown = dama::core::text::escape_controls(&t);
    assert!(!shown.chars().any(char::is_control), "{shown:?}");
    let lines = dama::core::text::escape_controls_keep_lines(&t);
    assert!(
        !lines.chars().any(|c| c.is_control() && c != '\n'),
        "{lines:?}"
    );
}
