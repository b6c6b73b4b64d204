//! The text forms of the Hub protocol: `command arg=value arg="quoted value" flag` lines,
//! the position string (`W` or `B` then one of `w b W B e` per square in PDN order: 32 on
//! 8x8, 50 on 10x10), and moves (`22-18`; a capture as from, to, then every captured
//! square: `31x6x10x18x27`), for every draughts variant; the `level` line's limits; the
//! `info` and `done` lines.

use std::time::Duration;

use thiserror::Error;

use crate::draughts::Draughts;
use crate::draughts::italian::{Color, Kind, Piece};
use crate::engine::time::Clock;
use crate::engine::{Info, Limits, Report};

/// What the GUI sent that this engine cannot use.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum HubError {
    #[error("bad position \"{0}\": want W or B then one of w b W B e per square (32 or 50)")]
    BadPosition(String),
    #[error("impossible position \"{text}\": {reason}")]
    InvalidPosition { text: String, reason: String },
    #[error("move \"{mv}\" is not legal in the position")]
    IllegalMove { mv: String },
    #[error(
        "variant \"{0}\" is not one this engine plays (italian, english, brazilian, international)"
    )]
    UnknownVariant(String),
    #[error("\"{0}\" wants a number")]
    BadNumber(String),
    #[error("\"{0}\" wants true or false")]
    BadBool(String),
    #[error("level \"{0}\" is not a playing level: want 1 to 10, or none for the plain search")]
    BadLevel(String),
    #[error("{given} is more than this engine searches: {used} is used instead")]
    Clamped { given: String, used: String },
    #[error("line longer than {0} bytes: ignored")]
    LineTooLong(usize),
    #[error("line not in UTF-8: ignored")]
    NotUtf8,
}

/// A command line split into its command and `(name, value)` arguments (a flag has an
/// empty value). Quotes around values are removed.
pub fn parse_line(line: &str) -> (String, Vec<(String, String)>) {
    let mut tokens = Vec::new();
    let mut current = String::new();
    let mut in_quotes = false;
    for c in line.trim().chars() {
        match c {
            '"' => in_quotes = !in_quotes,
            c if c.is_whitespace() && !in_quotes => {
                if !current.is_empty() {
                    tokens.push(std::mem::take(&mut current));
                }
            }
            c => current.push(c),
        }
    }
    if !current.is_empty() {
        tokens.push(current);
    }
    let mut iter = tokens.into_iter();
    let command = iter.next().unwrap_or_default();
    let args = iter
        .map(|t| match t.split_once('=') {
            Some((k, v)) => (k.to_string(), v.to_string()),
            None => (t, String::new()),
        })
        .collect();
    (command, args)
}

/// The value of argument `name`, if present.
pub fn arg<'a>(args: &'a [(String, String)], name: &str) -> Option<&'a str> {
    args.iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// Whether the flag (or argument) `name` is present.
pub fn has(args: &[(String, String)], name: &str) -> bool {
    args.iter().any(|(k, _)| k == name)
}

/// Reads a Hub position string: the side to move (`W` or `B`), then one letter per
/// square in PDN order (`w`, `b` men, `W`, `B` kings, `e` empty): 32 on 8x8, 50 on 10x10.
/// The position is checked by the game's own FEN reader.
pub fn parse_position<G: Draughts>(text: &str) -> Result<G, HubError> {
    let bad = || HubError::BadPosition(text.to_string());
    let mut chars = text.chars();
    let side = match chars.next() {
        Some(c @ ('W' | 'B')) => c,
        _ => return Err(bad()),
    };
    let squares: Vec<char> = chars.collect();
    if squares.len() != square_count::<G>() {
        return Err(bad());
    }
    let (mut white, mut black) = (Vec::new(), Vec::new());
    for (i, c) in squares.into_iter().enumerate() {
        let n = i + 1;
        match c {
            'w' => white.push(n.to_string()),
            'b' => black.push(n.to_string()),
            'W' => white.push(format!("K{n}")),
            'B' => black.push(format!("K{n}")),
            'e' => {}
            _ => return Err(bad()),
        }
    }
    let fen = format!("{side}:W{}:B{}", white.join(","), black.join(","));
    G::parse_position(&fen).map_err(|e| HubError::InvalidPosition {
        text: text.to_string(),
        reason: e.to_string(),
    })
}

fn square_count<G: Draughts>() -> usize {
    usize::from(G::SIZE) * usize::from(G::SIZE) / 2
}

/// Writes a position as a Hub position string.
pub fn position_text<G: Draughts>(pos: &G) -> String {
    let count = square_count::<G>();
    let mut s = String::with_capacity(count + 1);
    s.push(pos.side().letter());
    for n in 1..=count as u8 {
        let c = match pos.piece_on(n) {
            Some(Piece { color, kind }) => match (color, kind) {
                (Color::White, Kind::Man) => 'w',
                (Color::White, Kind::King) => 'W',
                (Color::Black, Kind::Man) => 'b',
                (Color::Black, Kind::King) => 'B',
            },
            None => 'e',
        };
        s.push(c);
    }
    s
}

/// A move in Hub form: `22-18`, or from x to x each captured square in jump order.
pub fn move_text<G: Draughts>(mv: &G::Move) -> String {
    let sq = G::move_squares(mv);
    let to = sq.path.last().copied().unwrap_or(sq.from);
    if sq.captured.is_empty() {
        return format!("{}-{to}", sq.from);
    }
    let mut s = format!("{}x{to}", sq.from);
    for c in &sq.captured {
        s.push_str(&format!("x{c}"));
    }
    s
}

/// Finds the legal move meant by a Hub move (captured squares in any order); the game's
/// own notation (`31x22x13`) is accepted as well.
pub fn parse_move<G: Draughts>(pos: &G, text: &str) -> Result<G::Move, HubError> {
    let illegal = || HubError::IllegalMove {
        mv: text.to_string(),
    };
    let numbers: Option<Vec<u8>> = text
        .split(['-', 'x'])
        .map(|n| n.trim().parse::<u8>().ok())
        .collect();
    let numbers = numbers.ok_or_else(illegal)?;
    if numbers.len() >= 2 {
        let (from, to) = (numbers[0], numbers[1]);
        let mut captured: Vec<u8> = numbers[2..].to_vec();
        captured.sort_unstable();
        let is_capture = text.contains('x');
        let found = pos.legal_moves().iter().copied().find(|m| {
            let sq = G::move_squares(m);
            let mut taken = sq.captured.clone();
            taken.sort_unstable();
            sq.from == from
                && sq.path.last() == Some(&to)
                && taken.is_empty() != is_capture
                && (captured.is_empty() || taken == captured)
        });
        if let Some(mv) = found {
            return Ok(mv);
        }
    }
    pos.parse_move(text).map_err(|_| illegal())
}

fn pv_text<G: Draughts>(pv: &[G::Move]) -> String {
    pv.iter().map(move_text::<G>).collect::<Vec<_>>().join(" ")
}

/// `info depth=.. score=.. nodes=.. time=.. nps=.. pv=".."` (score in men, speed in
/// millions of nodes per second, as Scan does).
pub fn info_line<G: Draughts>(info: &Info<G::Move>) -> String {
    format!(
        "info depth={} score={:.2} nodes={} time={:.3} nps={:.2} pv=\"{}\"",
        info.depth,
        info.score as f64 / 100.0,
        info.nodes,
        info.elapsed.as_secs_f64(),
        info.nps as f64 / 1e6,
        pv_text::<G>(&info.pv)
    )
}

/// `done move=.. [ponder=..]`.
pub fn done_line<G: Draughts>(report: &Report<G::Move>) -> String {
    match (report.best, report.pv.get(1)) {
        (Some(mv), Some(reply)) if report.pv.first() == Some(&mv) => {
            format!(
                "done move={} ponder={}",
                move_text::<G>(&mv),
                move_text::<G>(reply)
            )
        }
        (Some(mv), _) => format!("done move={}", move_text::<G>(&mv)),
        (None, _) => "done".to_string(),
    }
}

/// The deepest search a `level depth=N` asks for (plies); more is clamped to it.
pub const MAX_DEPTH: u32 = 100;

/// The most nodes a `level nodes=N` asks for; more is clamped to it.
pub const MAX_NODES: u64 = 1_000_000_000_000_000;

/// `level depth=N | nodes=N | move-time=S | [moves=M] time=S [inc=S] | infinite`, and
/// the note to send when a number was past what this engine searches (a depth over
/// [`MAX_DEPTH`], nodes over [`MAX_NODES`], a time over [`super::hub::MAX_SECONDS`]):
/// the limit is clamped to that most, and said.
pub(crate) fn parse_level(
    args: &[(String, String)],
) -> Result<(Limits, Option<HubError>), HubError> {
    let number = |name: &str| -> Result<Option<f64>, HubError> {
        match arg(args, name) {
            None => Ok(None),
            Some(v) => v
                .parse::<f64>()
                .ok()
                .filter(|x| x.is_finite() && *x >= 0.0)
                .map(Some)
                .ok_or_else(|| HubError::BadNumber(format!("{name}={v}"))),
        }
    };
    let mut note = None;
    let mut most = |name: &str, x: f64, max: f64| -> f64 {
        if x > max {
            note = Some(HubError::Clamped {
                given: format!("{name}={}", arg(args, name).unwrap_or_default()),
                used: format!("{name}={max}"),
            });
        }
        x.min(max)
    };
    let max_secs = super::hub::MAX_SECONDS;
    if has(args, "infinite") {
        return Ok((Limits::default(), None));
    }
    let limits = if let Some(d) = number("depth")? {
        Limits::depth((most("depth", d, f64::from(MAX_DEPTH)) as u32).max(1))
    } else if let Some(n) = number("nodes")? {
        Limits {
            nodes: Some((most("nodes", n, MAX_NODES as f64) as u64).max(1)),
            ..Limits::default()
        }
    } else if let Some(t) = number("move-time")? {
        let t = most("move-time", t, max_secs);
        Limits::movetime(Duration::from_secs_f64(t.max(0.001)))
    } else if let Some(time) = number("time")? {
        let moves_to_go = number("moves")?
            .filter(|&m| m >= 1.0)
            .map(|m| m.min(1e6) as u32);
        let time = most("time", time, max_secs);
        let inc = most("inc", number("inc")?.unwrap_or(0.0), max_secs);
        Limits::clock(Clock {
            left: Duration::from_secs_f64(time),
            inc: Duration::from_secs_f64(inc),
            moves_to_go,
        })
    } else {
        Limits::default()
    };
    Ok((limits, note))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::italian::Position;

    fn level(line: &str) -> Result<Limits, HubError> {
        parse_level(&parse_line(line).1).map(|(limits, _)| limits)
    }

    #[test]
    fn absurd_level_limits_are_clamped_and_said() {
        let (limits, note) = parse_level(&parse_line("level depth=2147483648").1).expect("ok");
        assert_eq!(limits, Limits::depth(MAX_DEPTH));
        assert_eq!(
            note.map(|n| n.to_string()).as_deref(),
            Some("depth=2147483648 is more than this engine searches: depth=100 is used instead")
        );
        let (limits, note) = parse_level(&parse_line("level nodes=1e30").1).expect("ok");
        assert_eq!(limits.nodes, Some(MAX_NODES));
        assert!(note.is_some());
        let (limits, note) = parse_level(&parse_line("level move-time=1e20").1).expect("ok");
        assert_eq!(
            limits.movetime,
            Some(Duration::from_secs_f64(super::super::hub::MAX_SECONDS))
        );
        assert!(note.is_some());
        assert_eq!(
            parse_level(&parse_line("level nodes=5000").1)
                .expect("ok")
                .1,
            None
        );
        assert!(level("level nodes=-1").is_err());
    }

    #[test]
    fn level_forms_become_limits() {
        assert_eq!(level("level depth=7"), Ok(Limits::depth(7)));
        assert_eq!(level("level infinite"), Ok(Limits::default()));
        assert_eq!(
            level("level move-time=1.5"),
            Ok(Limits::movetime(Duration::from_millis(1500)))
        );
        // A clock is handed to the search's time management.
        assert_eq!(
            level("level moves=30 time=60 inc=1"),
            Ok(Limits::clock(Clock {
                left: Duration::from_secs(60),
                inc: Duration::from_secs(1),
                moves_to_go: Some(30),
            }))
        );
        assert_eq!(
            level("level time=2"),
            Ok(Limits::clock(Clock {
                left: Duration::from_secs(2),
                inc: Duration::ZERO,
                moves_to_go: None,
            }))
        );
        assert!(level("level time=-3").is_err());
    }

    #[test]
    fn lines_split_into_arguments() {
        let (cmd, args) = parse_line(r#"pos pos=Wbbb moves="22-18 10-14" analyze"#);
        assert_eq!(cmd, "pos");
        assert_eq!(arg(&args, "moves"), Some("22-18 10-14"));
        assert!(has(&args, "analyze"));
        assert_eq!(parse_line("   ").0, "");
    }

    #[test]
    fn positions_round_trip() {
        let start = Position::start();
        let text = position_text(&start);
        assert_eq!(text, "Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww");
        assert_eq!(parse_position::<Position>(&text), Ok(start));
        assert!(parse_position::<Position>("Xbbb").is_err());
        assert!(parse_position::<Position>("Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwwz").is_err());
        let fen = "B:WK29,21:B1,K12";
        let pos = Position::from_fen(fen).expect("fen");
        assert_eq!(parse_position::<Position>(&position_text(&pos)), Ok(pos));
    }

    #[test]
    fn captures_list_the_taken_squares() {
        let pos = Position::from_fen("W:WK27:B5,6,13,15,21,23").expect("fen");
        let mv = pos.legal_moves()[0];
        assert_eq!(move_text::<Position>(&mv), "27x25x23x15x6x5x13x21");
        assert_eq!(parse_move(&pos, "27x25x21x13x5x6x15x23"), Ok(mv));
        assert_eq!(parse_move(&pos, "27x20x11x2x9x18x25"), Ok(mv));
        assert!(parse_move(&pos, "27-23").is_err());
    }
}
