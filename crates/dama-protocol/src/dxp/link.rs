//! One DXP connection as a game uses it: every message sent and received goes through
//! here, so that each can be written to a transcript (`0.123 > M0003322800`: seconds
//! since the connection opened, the direction, the message as on the wire) and so that
//! what a peer says (chat, names) reaches the player with its control characters
//! escaped.

use std::io::Write;
use std::time::{Duration, Instant};

use dama_dxp::{Connection, Message, RecvError};

/// Where notes for the player go (chat, refusals, what ended a game).
pub type Notes = Box<dyn FnMut(&str) + Send>;

/// A connection with its transcript.
pub struct Link {
    conn: Connection,
    opened: Instant,
    transcript: Option<Box<dyn Write + Send>>,
    notes: Notes,
}

/// `text` from a peer, fit to be shown: control characters (and anything else that is
/// not printable) escaped as `\n`, `\u{1b}`.
pub fn escaped(text: &str) -> String {
    text.chars()
        .flat_map(|c| {
            let keep = !c.is_control();
            let chars: Vec<char> = if keep {
                vec![c]
            } else {
                c.escape_default().collect()
            };
            chars
        })
        .collect()
}

impl Link {
    /// A link over `conn`; notes go to `notes`, the transcript (if any) to `transcript`.
    pub fn new(conn: Connection, transcript: Option<Box<dyn Write + Send>>, notes: Notes) -> Link {
        Link {
            conn,
            opened: Instant::now(),
            transcript,
            notes,
        }
    }

    /// A link whose notes go to standard error and that keeps no transcript.
    pub fn plain(conn: Connection) -> Link {
        Link::new(conn, None, Box::new(|s| eprintln!("{s}")))
    }

    fn log(&mut self, arrow: &str, text: &str) {
        let at = self.opened.elapsed().as_secs_f64();
        if let Some(out) = self.transcript.as_mut() {
            // A transcript that cannot be written is not a reason to stop a game.
            let _ = writeln!(out, "{at:.3} {arrow} {text}");
            let _ = out.flush();
        }
    }

    /// Sends one message; an error means the connection is gone.
    pub fn send(&mut self, message: &Message) -> std::io::Result<()> {
        let wire = message.encode();
        let text = String::from_utf8_lossy(&wire[..wire.len().saturating_sub(1)]).into_owned();
        self.log(">", &text);
        self.conn.send(message)
    }

    /// Receives one message, waiting at most `timeout`.
    pub fn recv(&mut self, timeout: Duration) -> Result<Message, RecvError> {
        let got = self.conn.recv(Some(timeout));
        match &got {
            Ok(m) => {
                let wire = m.encode();
                let text = String::from_utf8_lossy(&wire[..wire.len().saturating_sub(1)]);
                let text = escaped(&text);
                self.log("<", &text);
            }
            Err(RecvError::Timeout) => {}
            Err(e) => {
                let text = escaped(&e.to_string());
                self.log("!", &text);
            }
        }
        got
    }

    /// Tells the player something.
    pub fn note(&mut self, text: &str) {
        (self.notes)(text);
        self.log("#", text);
    }

    /// Closes the connection both ways.
    pub fn close(&self) {
        let _ = self.conn.shutdown();
    }

    /// The address of the other side, as text.
    pub fn peer(&self) -> String {
        self.conn.peer_addr().to_string()
    }
}

/// Each side's clock as DXP sets it: `minutes` for `moves` moves (0: for the whole
/// game), then the same again for each next `moves` moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DxpClock {
    period: Duration,
    moves: u16,
    left: Duration,
    made: u32,
}

impl DxpClock {
    pub fn new(minutes: u16, moves: u16) -> DxpClock {
        let period = Duration::from_secs(60 * u64::from(minutes));
        DxpClock {
            period,
            moves,
            left: period,
            made: 0,
        }
    }

    /// Time left in this period.
    pub fn left(&self) -> Duration {
        self.left
    }

    /// Moves to make before the next period, when the control has periods.
    pub fn moves_to_go(&self) -> Option<u32> {
        (self.moves > 0).then(|| u32::from(self.moves) - self.made % u32::from(self.moves))
    }

    /// One move made in `used`; false when it took more than was left.
    pub fn spend(&mut self, used: Duration) -> bool {
        let in_time = used <= self.left;
        self.left = self.left.saturating_sub(used);
        self.made += 1;
        if self.moves > 0 && self.made.is_multiple_of(u32::from(self.moves)) {
            self.left += self.period;
        }
        in_time
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_peers_text_is_shown_escaped() {
        assert_eq!(escaped("hi\x1b[2J\n"), "hi\\u{1b}[2J\\n");
        assert_eq!(escaped("ciao è"), "ciao è");
    }

    #[test]
    fn the_clock_has_periods_of_moves() {
        let mut clock = DxpClock::new(1, 2);
        assert_eq!(clock.moves_to_go(), Some(2));
        assert!(clock.spend(Duration::from_secs(20)));
        assert_eq!(clock.moves_to_go(), Some(1));
        assert!(clock.spend(Duration::from_secs(20)));
        assert_eq!(clock.left(), Duration::from_secs(80));
        assert!(!clock.spend(Duration::from_secs(81)));
        let mut whole = DxpClock::new(1, 0);
        assert_eq!(whole.moves_to_go(), None);
        assert!(whole.spend(Duration::from_secs(60)));
        assert_eq!(whole.left(), Duration::ZERO);
    }
}
