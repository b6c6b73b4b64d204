//! DamHex^3 as text: the move notation and the position text, and the errors that say
//! which rule a refused move breaks (the authors' "Il movimento dei pezzi", "La presa",
//! "Regole di presa", "Il ratto").
//!
//! Moves: cells named as in [`super::geometry`]; a step `c2-d2`, a capture with every
//! landing `c2xe2xg2` (a capture may also be typed `c2xg2`, from and to, when only one
//! legal capture matches), a withdrawal `withdraw`.
//!
//! Position text: `TURN:LAST:W<cells>:B<cells>:R<cells>[:O<order>]` — TURN the seat whose
//! turn it is (`W`, `B`, `R`), LAST the seat that moved last or `-` (a player cannot steal
//! a turn right after its own move), then each seat's pieces as comma-separated cells, a
//! king with a `K` before it. The optional `O` field lists the players out, first out
//! first, `=` joining two put out by the same move (for the scores). Who acts (a thief
//! stealing the turn or the player whose turn it is) follows from the rules and is not
//! written. Start: `W:-:Wc3,c4,c5,b2,b3,b4,b5,a1,a2,a3,a4,a5:B...:R...`.

use super::geometry::{self as geo, Cell};
use super::mv::{Kind, Move, MoveList};
use super::position::{Cause, NOBODY, Position};
use super::refusal::{RattoBar, ratto_bar};

/// Seat letters in position text.
pub const LETTERS: [char; 3] = ['W', 'B', 'R'];
/// Seat names in English, for error messages (the UI renders its own).
const NAMES: [&str; 3] = ["White", "Black", "Red"];

/// Why typed move text names no legal move: the rule it breaks (the authors' "Il
/// movimento dei pezzi", "La presa", "Regole di presa", "Il ratto").
///
/// ```
/// use dama_damhex::core::Rules;
/// use dama_damhex::damhex::{MoveError, Position};
///
/// let start = Position::start();
/// assert!(matches!(start.parse_move("z9-z8"), Err(MoveError::NoCell(_))));
/// assert!(matches!(start.parse_move("hello"), Err(MoveError::Syntax(_))));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text (as typed) is not a move in the notation.
    #[error("'{0}' is not a move: write c2-d2 for a step, c2xe2xg2 for a capture")]
    Syntax(String),
    /// A cell name (as typed) that is not a dark cell of the board.
    #[error("{0} is not a cell: rows a to i, each numbered from 1 (a1-a5 ... e1-e9 ... i1-i5)")]
    NoCell(String),
    /// A capture out of turn that the ratto rules do not allow.
    #[error("{thief} cannot steal {victim}'s turn: {why:?}")]
    NoRatto {
        /// The player who tried to steal the turn (`White`, `Black`, `Red`).
        thief: &'static str,
        /// The player whose turn it is.
        victim: &'static str,
        /// Which ratto rule bars it.
        why: RattoBar,
    },
    /// A move two cells away that jumps over no other player's piece.
    #[error("{from}-{to} is too far: a capture jumps over another player's piece ({over})")]
    NothingToTake {
        /// The start cell's name.
        from: String,
        /// The landing cell's name.
        to: String,
        /// The cell jumped over.
        over: String,
        /// Whether that cell is empty (else it holds the mover's own piece).
        empty: bool,
    },
    /// The game is over: no move can be played.
    #[error("the game is over")]
    GameOver,
    /// The cell holds no piece of the player named.
    #[error("{who} has no piece on {cell}")]
    NotYours {
        /// The player to act.
        who: &'static str,
        /// The cell's name.
        cell: String,
    },
    /// Another player is stealing this turn and must capture first (the ratto).
    #[error("{thief} steals {victim}'s turn: first {thief} captures (the ratto)")]
    RattoPending {
        /// The player stealing the turn.
        thief: &'static str,
        /// The player whose turn it was.
        victim: &'static str,
    },
    /// A man sent backwards or sideways.
    #[error("men move forward only")]
    ManForward,
    /// A king sent sideways.
    #[error("kings never move sideways")]
    KingSideways,
    /// A step of more than one cell.
    #[error("a piece moves one cell at a time")]
    TooFar,
    /// The landing cell is taken.
    #[error("that cell is not empty")]
    Occupied,
    /// A plain move while a capture is compulsory.
    #[error("a capture is compulsory")]
    CaptureCompulsory,
    /// A man tried to take a king.
    #[error("a man cannot take a king")]
    ManTakesKing,
    /// A capture that the priority rules ("Regole di presa") rank below another.
    #[error(
        "another capture comes first: the most pieces, then by a king, then the most kings, \
         then the kings met first"
    )]
    Priority,
    /// A ratto that would take only the robbed player's pieces ("diritto di difesa").
    #[error("you cannot steal a turn to capture only that player's pieces")]
    RattoOnlyVictim,
    /// The capture stops while it could go on.
    #[error("a capture goes on while it can")]
    Unfinished,
    /// The text (as typed) fits more than one legal capture.
    #[error("'{0}' fits more than one capture: write every landing")]
    Ambiguous(String),
    /// The move breaks a rule not named above.
    #[error("that move is not legal here")]
    Illegal,
}

/// Why position text cannot be read.
///
/// ```
/// use dama_damhex::core::Rules;
/// use dama_damhex::damhex::{Position, PositionError};
///
/// assert_eq!(Position::parse_position("W:-"), Err(PositionError::Fields(2)));
/// assert!(matches!(Position::parse_position("X:-:W:B:R"), Err(PositionError::Seat(_))));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// The text has not 5 or 6 fields; the count found.
    #[error("expected TURN:LAST:W...:B...:R... (5 or 6 fields separated by ':'), got {0}")]
    Fields(usize),
    /// A player letter (as written) that is not `W`, `B` or `R`.
    #[error("'{0}' is not a player: W, B or R")]
    Seat(String),
    /// A pieces field (as written) that does not start with its player's letter.
    #[error("field '{0}' should start with {1} and list that player's cells")]
    Side(String, char),
    /// A cell name (as written) that is not a dark cell.
    #[error("there is no dark cell '{0}'")]
    Cell(String),
    /// The cell (its name) is listed twice.
    #[error("cell {0} holds two pieces")]
    Twice(String),
    /// A player with more than 12 pieces, and how many.
    #[error("{0} has {1} pieces; a player has 12 at most")]
    TooMany(&'static str, usize),
    /// The order of players out (as written) cannot be read.
    #[error("'{0}' is not an order of players out (like OB or OB=R)")]
    Order(String),
    /// A player listed as out still has pieces.
    #[error("{0} is listed as out but has pieces")]
    OutWithPieces(&'static str),
}

fn seat_letter(text: &str) -> Result<usize, PositionError> {
    match text {
        "W" | "w" => Ok(0),
        "B" | "b" => Ok(1),
        "R" | "r" => Ok(2),
        _ => Err(PositionError::Seat(text.into())),
    }
}

/// Reads position text (the module's form), checking each player's pieces; the same as
/// [`Rules::parse_position`](crate::core::Rules::parse_position).
///
/// ```
/// use dama_damhex::damhex::text::{parse_position, position_text};
///
/// let pos = parse_position("B:W:WKe5,c3:Bd3,f2:Rg5")?;
/// assert_eq!((pos.turn(), pos.last_mover()), (1, Some(0)));
/// assert_eq!(pos.piece_at(dama_damhex::damhex::geometry::parse_cell("e5").ok_or("e5")?), Some((0, true)));
/// assert_eq!(parse_position(&position_text(&pos))?, pos);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_position(text: &str) -> Result<Position, PositionError> {
    let fields: Vec<&str> = text.trim().split(':').map(str::trim).collect();
    if fields.len() != 5 && fields.len() != 6 {
        return Err(PositionError::Fields(fields.len()));
    }
    let mut pos = Position::empty();
    let turn = seat_letter(fields[0])?;
    pos.last = match fields[1] {
        "-" => NOBODY,
        other => seat_letter(other)? as u8,
    };
    let mut taken = 0u64;
    for seat in 0..3 {
        let field = fields[2 + seat];
        let Some(list) = field
            .strip_prefix(LETTERS[seat])
            .or_else(|| field.strip_prefix(LETTERS[seat].to_ascii_lowercase()))
        else {
            return Err(PositionError::Side(field.into(), LETTERS[seat]));
        };
        for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (king, name) = match item.strip_prefix(['K', 'k']) {
                Some(rest) => (true, rest),
                None => (false, item),
            };
            let cell = geo::parse_cell(name).ok_or_else(|| PositionError::Cell(name.into()))?;
            let bit = 1u64 << cell;
            if taken & bit != 0 {
                return Err(PositionError::Twice(name.into()));
            }
            taken |= bit;
            if king {
                pos.kings[seat] |= bit;
            } else {
                pos.men[seat] |= bit;
            }
        }
        let count = pos.pieces(seat).count_ones() as usize;
        if count > 12 {
            return Err(PositionError::TooMany(NAMES[seat], count));
        }
    }
    // Players out: those with no pieces not in the order first, then the order.
    let order = fields.get(5).copied().unwrap_or("O");
    let Some(order) = order.strip_prefix(['O', 'o']) else {
        return Err(PositionError::Order(order.into()));
    };
    let mut listed = [0u8; 3];
    let mut event = 1u8;
    let mut expect_seat = true;
    for c in order.chars() {
        match (c, expect_seat) {
            ('=', false) => expect_seat = true,
            (_, _) if c != '=' => {
                if !expect_seat {
                    event += 1;
                }
                let s =
                    seat_letter(&c.to_string()).map_err(|_| PositionError::Order(order.into()))?;
                if listed[s] != 0 {
                    return Err(PositionError::Order(order.into()));
                }
                listed[s] = event;
                expect_seat = false;
            }
            _ => return Err(PositionError::Order(order.into())),
        }
    }
    let unlisted_out = (0..3).any(|s| pos.pieces(s) == 0 && listed[s] == 0);
    for s in 0..3 {
        if listed[s] != 0 && pos.pieces(s) != 0 {
            return Err(PositionError::OutWithPieces(NAMES[s]));
        }
        if pos.pieces(s) == 0 {
            pos.out[s] = if listed[s] != 0 {
                listed[s] + u8::from(unlisted_out)
            } else {
                1
            };
            pos.cause[s] = Cause::NoPieces;
        }
    }
    pos.events = pos.out.iter().copied().max().unwrap_or(0);
    pos.begin(turn);
    Ok(pos)
}

/// The position as text that [`parse_position`] reads back (see there for an example).
///
/// ```
/// use dama_damhex::damhex::{Position, text::position_text};
///
/// assert!(position_text(&Position::start()).starts_with("W:-:W"));
/// ```
pub fn position_text(pos: &Position) -> String {
    let mut out = String::new();
    out.push(LETTERS[pos.turn()]);
    out.push(':');
    match pos.last_mover() {
        Some(s) => out.push(LETTERS[s]),
        None => out.push('-'),
    }
    for (seat, letter) in LETTERS.iter().enumerate() {
        out.push(':');
        out.push(*letter);
        let cells: Vec<String> = (0..geo::CELLS as Cell)
            .filter_map(|c| match pos.piece_at(c) {
                Some((s, king)) if s == seat => {
                    Some(format!("{}{}", if king { "K" } else { "" }, geo::name(c)))
                }
                _ => None,
            })
            .collect();
        out.push_str(&cells.join(","));
    }
    if pos.events > 0 {
        out.push_str(":O");
        for event in 1..=pos.events {
            let seats: Vec<String> = (0..3)
                .filter(|&s| pos.out[s] == event)
                .map(|s| LETTERS[s].to_string())
                .collect();
            if seats.is_empty() {
                continue;
            }
            out.push_str(&seats.join("="));
        }
    }
    out
}

/// A move in the standard notation: `c2-d2`, `c2xe2xg2`, `withdraw`.
///
/// ```
/// use dama_damhex::damhex::{Move, Position};
/// use dama_damhex::damhex::text::{move_text, parse_move};
///
/// assert_eq!(move_text(&Move::withdraw(0)), "withdraw");
/// let start = Position::start();
/// for mv in dama_damhex::core::Rules::legal_moves(&start) {
///     assert_eq!(parse_move(&start, &move_text(&mv))?, mv);
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn move_text(mv: &Move) -> String {
    if mv.kind == Kind::Withdraw {
        return "withdraw".into();
    }
    let sep = if mv.is_capture() { "x" } else { "-" };
    let mut out = geo::name(mv.from);
    for &cell in mv.landings() {
        out.push_str(sep);
        out.push_str(&geo::name(cell));
    }
    out
}

/// Reads typed move text against the legal moves of `pos`; the error names the rule
/// (see [`move_text`] for an example).
///
/// ```
/// use dama_damhex::damhex::{Kind, Position, text::parse_move};
///
/// let start = Position::start();
/// assert_eq!(parse_move(&start, "withdraw")?.kind, Kind::Withdraw);
/// assert!(parse_move(&start, "a1-a9").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, MoveError> {
    let text = text.trim();
    if pos.is_finished() {
        return Err(MoveError::GameOver);
    }
    if text.eq_ignore_ascii_case("withdraw") || text.eq_ignore_ascii_case("ritiro") {
        return Ok(Move::withdraw(pos.actor()));
    }
    let capture_text = text.contains(['x', 'X', ':']);
    let names: Vec<&str> = text.split(['-', 'x', 'X', ':']).map(str::trim).collect();
    if names.len() < 2 || names.iter().any(|n| n.is_empty()) {
        return Err(MoveError::Syntax(text.into()));
    }
    let mut cells = Vec::with_capacity(names.len());
    for n in &names {
        cells.push(geo::parse_cell(n).ok_or_else(|| MoveError::NoCell((*n).into()))?);
    }
    let mut legal = MoveList::new();
    pos.generate(&mut legal);
    if let Some(m) = legal
        .iter()
        .find(|m| m.from == cells[0] && m.landings() == &cells[1..])
    {
        return Ok(*m);
    }
    if cells.len() == 2 {
        let fits: Vec<&Move> = legal
            .iter()
            .filter(|m| m.is_capture() && m.from == cells[0] && m.to() == cells[1])
            .collect();
        match fits.len() {
            1 => return Ok(*fits[0]),
            0 => {}
            _ => return Err(MoveError::Ambiguous(text.into())),
        }
    }
    Err(diagnose(pos, &cells, capture_text))
}

/// Which rule a path that is not a legal move breaks.
fn diagnose(pos: &Position, cells: &[Cell], _capture_text: bool) -> MoveError {
    let actor = pos.actor();
    let Some((owner, king)) = pos.piece_at(cells[0]) else {
        return MoveError::NotYours {
            who: NAMES[actor],
            cell: geo::name(cells[0]),
        };
    };
    if pos.is_ratto() && owner != actor {
        return MoveError::RattoPending {
            thief: NAMES[actor],
            victim: NAMES[pos.turn()],
        };
    }
    if owner != actor && pos.is_alive(owner) {
        return MoveError::NoRatto {
            thief: NAMES[owner],
            victim: NAMES[actor],
            why: ratto_bar(pos, owner, cells),
        };
    }
    if owner != actor {
        return MoveError::NotYours {
            who: NAMES[actor],
            cell: geo::name(cells[0]),
        };
    }
    let sideways = geo::sideways(actor);
    let backward = geo::backward(actor);
    let mut at = cells[0];
    let mut jumped = false;
    for &next in &cells[1..] {
        let (dir, over) = if let Some(d) = geo::direction(at, next) {
            (d, None)
        } else if let Some(d) = geo::jump_direction(at, next) {
            jumped = true;
            (d, Some(geo::NEXT[at as usize][d]))
        } else {
            return MoveError::TooFar;
        };
        if sideways.contains(&dir) {
            return if king {
                MoveError::KingSideways
            } else {
                MoveError::ManForward
            };
        }
        if !king && backward.contains(&dir) {
            return MoveError::ManForward;
        }
        if over.is_none() && cells.len() > 2 {
            return MoveError::TooFar;
        }
        if let Some(over) = over {
            match pos.piece_at(over) {
                Some((s, true)) if s != actor && !king => return MoveError::ManTakesKing,
                Some((s, _)) if s != actor => {}
                taken => {
                    return MoveError::NothingToTake {
                        from: geo::name(at),
                        to: geo::name(next),
                        over: geo::name(over),
                        empty: taken.is_none(),
                    };
                }
            }
        }
        at = next;
    }
    let mut all = MoveList::new();
    pos.all_captures(actor, &mut all);
    if !jumped {
        if pos.occupied() & (1u64 << cells[1]) != 0 {
            return MoveError::Occupied;
        }
        if !all.is_empty() {
            return MoveError::CaptureCompulsory;
        }
        return MoveError::Illegal;
    }
    let path = &cells[1..];
    if let Some(m) = all
        .iter()
        .find(|m| m.from == cells[0] && m.landings() == path)
    {
        if pos.is_ratto() && m.captured & !pos.pieces(pos.turn()) == 0 {
            return MoveError::RattoOnlyVictim;
        }
        return MoveError::Priority;
    }
    if all
        .iter()
        .any(|m| m.from == cells[0] && m.landings().starts_with(path))
    {
        return MoveError::Unfinished;
    }
    MoveError::Illegal
}
