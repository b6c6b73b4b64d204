//! The Hub session's input side: one thread reads the GUI's lines and hands them to the
//! session as [`Input`]s over a channel, so the session is never blocked on reading and a
//! `stop` is seen whatever else is queued. Each line is capped at [`MAX_LINE`] bytes (the
//! rest of a longer line is skipped, never kept in memory) and must be UTF-8; a line that
//! breaks either rule is handed on as an error, to be answered with an `error` line.

use std::io::{self, BufRead};

use super::hub_text::HubError;

/// The longest line read, in bytes: far more than a position with a whole game of moves.
pub const MAX_LINE: usize = 1 << 20;

/// One thing the GUI sent.
#[derive(Debug, PartialEq, Eq)]
pub enum Input {
    /// A line of text, without its end of line.
    Line(String),
    /// A line that could not be read as a command.
    Bad(HubError),
    /// The end of the input (or a read error): the session ends.
    End,
}

/// Reads one line of at most `max` bytes. `Ok(None)` at the end of the input.
pub fn read_line<R: BufRead>(input: &mut R, max: usize) -> io::Result<Option<Input>> {
    let mut buf = Vec::new();
    let mut too_long = false;
    let mut seen_any = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(chunk) => chunk,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            if !seen_any {
                return Ok(None);
            }
            break;
        }
        seen_any = true;
        let (used, ends) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (chunk.len(), false),
        };
        if !too_long {
            if buf.len() + used > max + 2 {
                // Over the cap (the 2 leaves room for "\r\n"): forget what was kept.
                too_long = true;
                buf = Vec::new();
            } else {
                buf.extend_from_slice(&chunk[..used]);
            }
        }
        input.consume(used);
        if ends {
            break;
        }
    }
    if too_long {
        return Ok(Some(Input::Bad(HubError::LineTooLong(max))));
    }
    while matches!(buf.last(), Some(b'\n' | b'\r')) {
        buf.pop();
    }
    if buf.len() > max {
        return Ok(Some(Input::Bad(HubError::LineTooLong(max))));
    }
    Ok(Some(match String::from_utf8(buf) {
        Ok(line) => Input::Line(line),
        Err(_) => Input::Bad(HubError::NotUtf8),
    }))
}

/// The reading thread: hands every line to `send`, then [`Input::End`]; stops after `quit`
/// (so a session that ends by `quit` does not wait for more input) or when `send` says the
/// session is gone.
pub fn read_all<R: BufRead>(mut input: R, mut send: impl FnMut(Input) -> bool) {
    loop {
        let next = match read_line(&mut input, MAX_LINE) {
            Ok(Some(next)) => next,
            Ok(None) | Err(_) => Input::End,
        };
        let last = match &next {
            Input::End => true,
            Input::Line(line) => line.split_whitespace().next() == Some("quit"),
            Input::Bad(_) => false,
        };
        if !send(next) || last {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(bytes: &[u8], max: usize) -> Vec<Input> {
        let mut input = bytes;
        let mut out = Vec::new();
        while let Some(next) = read_line(&mut input, max).expect("read") {
            out.push(next);
        }
        out
    }

    #[test]
    fn lines_lose_their_ends_and_the_last_needs_none() {
        assert_eq!(
            lines(b"ping\r\n\nstop", 100),
            vec![
                Input::Line("ping".into()),
                Input::Line(String::new()),
                Input::Line("stop".into())
            ]
        );
    }

    #[test]
    fn a_too_long_line_is_an_error_and_the_next_line_reads() {
        let mut text = vec![b'x'; 50];
        text.extend_from_slice(b"\nping\n");
        assert_eq!(
            lines(&text, 10),
            vec![
                Input::Bad(HubError::LineTooLong(10)),
                Input::Line("ping".into())
            ]
        );
    }

    #[test]
    fn a_non_utf8_line_is_an_error_and_the_next_line_reads() {
        assert_eq!(
            lines(b"go \xff\xfe\nping\n", 100),
            vec![Input::Bad(HubError::NotUtf8), Input::Line("ping".into())]
        );
    }
}
