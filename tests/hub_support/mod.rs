//! Helpers shared by the Hub protocol tests: a session replayed from a script, and the
//! move of its `done` line.

#![allow(dead_code)]

use std::io::{BufRead, Read, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use dama::protocol::hub::{Session, run_session};

/// The replies, line by line, to `script` in a session started with `session`. As a GUI
/// does, the input stays open until every `go` of the script has its `done` (or a
/// minute has passed): the end of the input stops the searches.
pub fn replies(session: Session, script: &str) -> Vec<String> {
    let gos = script
        .lines()
        .filter(|l| l.split_whitespace().next() == Some("go"))
        .count();
    let out = Output::default();
    let input = Script {
        text: std::io::Cursor::new(script.as_bytes().to_vec()),
        gos,
        out: out.clone(),
    };
    run_session(input, out.clone(), session).expect("session");
    let bytes = out.0.lock().map(|b| b.clone()).unwrap_or_default();
    String::from_utf8(bytes)
        .expect("utf-8")
        .lines()
        .map(str::to_string)
        .collect()
}

/// The session's output, shared with the input that waits for its `done` lines.
#[derive(Clone, Default)]
struct Output(Arc<Mutex<Vec<u8>>>);

impl Output {
    fn dones(&self) -> usize {
        let bytes = self.0.lock().map(|b| b.clone()).unwrap_or_default();
        String::from_utf8_lossy(&bytes)
            .lines()
            .filter(|l| l.starts_with("done"))
            .count()
    }
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if let Ok(mut b) = self.0.lock() {
            b.extend_from_slice(buf);
        }
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A script whose end comes once its searches are answered.
struct Script {
    text: std::io::Cursor<Vec<u8>>,
    gos: usize,
    out: Output,
}

impl Script {
    fn wait_for_answers(&self) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while self.out.dones() < self.gos && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}

impl Read for Script {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.text.read(buf)?;
        if n == 0 {
            self.wait_for_answers();
        }
        Ok(n)
    }
}

impl BufRead for Script {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.text.position() as usize >= self.text.get_ref().len() {
            self.wait_for_answers();
        }
        self.text.fill_buf()
    }
    fn consume(&mut self, amount: usize) {
        self.text.consume(amount);
    }
}

/// The move of the first `done` line.
pub fn done_move(lines: &[String]) -> &str {
    lines
        .iter()
        .find_map(|l| l.strip_prefix("done move="))
        .map(|rest| rest.split_whitespace().next().unwrap_or(""))
        .expect("a done line")
}
