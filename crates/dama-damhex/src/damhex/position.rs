//! A DamHex^3 position: the pieces of the three players, whose turn it is, who moved last
//! (for the ratto's "right of defence"), who acts now (the player whose turn it is, or the
//! one stealing it), and who is out and in which order (for the scores).
//!
//! Rules followed (the authors' "Il movimento dei pezzi", "Il ratto", "L'eliminazione"):
//! - a man on its front is crowned when its owner's next turn begins (until then it is a
//!   man, captured as one); the turn begins even if a ratto interrupts it;
//! - when a player's turn begins, the next player in the order may steal it (the ratto):
//!   the ratto is compulsory, as every capture is ("la presa ha precedenza sulla mossa"),
//!   so the position's actor is the stealer and its only moves are the ratto captures;
//! - a player with no pieces is out at once; one with no legal move when it must act is
//!   out then, and its pieces leave the board; a player may withdraw on its turn.

use super::geometry::{self as geo, Cell, Cells, FRONTS, NEXT, NONE};
use super::mv::{Kind, MAX_PATH, Move, MoveList, priority};

/// No player (before the first move, "who moved last").
pub const NOBODY: u8 = 3;

/// Why a player left the game.
///
/// ```
/// use dama_damhex::core::Rules;
/// use dama_damhex::damhex::{Cause, Move, Position};
///
/// let mut pos = Position::start();
/// pos.play(&Move::withdraw(0))?; // White withdraws: its pieces leave the board
/// assert_eq!(pos.cause(0), Cause::Withdrew);
/// assert_eq!(pos.cause(1), Cause::Playing);
/// assert!(!pos.is_alive(0));
/// assert_eq!((pos.alive_count(), pos.next_alive(2)), (2, 1));
/// assert_eq!(pos.pieces(0), 0);
/// assert_eq!(pos.scores(false), None); // two players still play
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Cause {
    /// Still playing.
    Playing,
    /// All its pieces were captured.
    NoPieces,
    /// It had no legal move when it had to act.
    Blocked,
    /// It withdrew.
    Withdrew,
}

/// A DamHex^3 position. Built by [`Position::start`], position text, or legal moves.
///
/// Three players take turns, White (seat 0), Black (1) and Red (2); a player may steal
/// the next player's turn with a capture (the ratto), so who acts ([`Position::actor`])
/// may differ from whose turn it is ([`Position::turn`]).
///
/// ```
/// use dama_damhex::core::Rules;
/// use dama_damhex::core::perft::perft;
/// use dama_damhex::damhex::Position;
///
/// let start = Position::start();
/// assert_eq!((start.turn(), start.actor(), start.alive_count()), (0, 0, 3));
/// assert_eq!([1, 2, 3].map(|d| perft(&start, d)), [10, 82, 651]);
/// let text = start.position_text();
/// assert!(text.starts_with("W:-:Wc3,c4,c5,b2,"), "{text}");
///
/// let mut pos = start;
/// let mv = pos.legal_moves()[0];
/// pos.play(&mv)?;
/// assert_eq!((pos.turn(), pos.last_mover()), (1, Some(0)));
/// assert!(!pos.is_ratto());
/// assert_eq!(Position::parse_position(&pos.position_text())?, pos);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    pub(crate) men: [Cells; 3],
    pub(crate) kings: [Cells; 3],
    /// Whose turn it is in the order.
    pub(crate) turn: u8,
    /// Who moved last (`NOBODY` at the start).
    pub(crate) last: u8,
    /// Who acts now: `turn`, or the player stealing its turn.
    pub(crate) actor: u8,
    /// Whether `actor` is stealing `turn`'s turn.
    pub(crate) ratto: bool,
    /// 0 while playing, else the number of the elimination event that put the player out.
    pub(crate) out: [u8; 3],
    pub(crate) cause: [Cause; 3],
    pub(crate) events: u8,
}

impl Position {
    /// The start position: 12 men each, White to move.
    ///
    /// ```
    /// use dama_damhex::damhex::Position;
    ///
    /// let start = Position::start();
    /// assert!((0..3).all(|seat| start.pieces(seat).count_ones() == 12));
    /// ```
    pub fn start() -> Position {
        let mut pos = Position::empty();
        for s in 0..3 {
            pos.men[s] = geo::start_cells(s);
        }
        pos.begin(0);
        pos
    }

    pub(crate) fn empty() -> Position {
        Position {
            men: [0; 3],
            kings: [0; 3],
            turn: 0,
            last: NOBODY,
            actor: 0,
            ratto: false,
            out: [0; 3],
            cause: [Cause::Playing; 3],
            events: 0,
        }
    }

    // ---- moves ----

    /// Every capture of `seat`'s pieces, without the priority filter, appended to `out`.
    pub(crate) fn all_captures(&self, seat: usize, out: &mut MoveList) {
        let occupied = self.occupied();
        let enemies = self.occupied() & !self.pieces(seat);
        let enemy_kings = (0..3)
            .filter(|&s| s != seat)
            .fold(0, |acc, s| acc | self.kings[s]);
        for king in [false, true] {
            let mut pieces = if king {
                self.kings[seat]
            } else {
                self.men[seat]
            };
            // A man takes men only.
            let targets = if king {
                enemies
            } else {
                enemies & !enemy_kings
            };
            while pieces != 0 {
                let from = pieces.trailing_zeros() as Cell;
                pieces &= pieces - 1;
                let mut walk = Walk {
                    seat,
                    king,
                    from,
                    occupied: occupied & !(1u64 << from),
                    targets,
                    enemy_kings,
                    path: [0; MAX_PATH],
                };
                walk.go(from, 0, 0, out);
            }
        }
    }

    /// The steps of `seat`: men forward, kings forward or backward, onto empty cells.
    pub(crate) fn steps(&self, seat: usize, out: &mut MoveList) {
        let empty = !self.occupied() & geo::ALL;
        for king in [false, true] {
            let mut pieces = if king {
                self.kings[seat]
            } else {
                self.men[seat]
            };
            let dirs: &[usize] = if king {
                &geo::king_dirs(seat)
            } else {
                &geo::forward(seat)
            };
            while pieces != 0 {
                let from = pieces.trailing_zeros() as Cell;
                pieces &= pieces - 1;
                for &d in dirs {
                    let to = NEXT[from as usize][d];
                    if to != NONE && empty & (1u64 << to) != 0 && out.len() < out.capacity() {
                        out.push(Move::step(seat, from, to));
                    }
                }
            }
        }
    }

    /// The moves `seat` would have in its own turn: its best captures, else its steps.
    pub(crate) fn own_moves(&self, seat: usize, out: &mut MoveList) {
        out.clear();
        self.all_captures(seat, out);
        if out.is_empty() {
            self.steps(seat, out);
        } else {
            keep_best(out);
        }
    }

    /// The ratto captures of `thief` against `victim`: captures taking at least one piece
    /// that is not the victim's, the best of them by priority.
    pub(crate) fn ratto_moves(&self, thief: usize, victim: usize, out: &mut MoveList) {
        out.clear();
        self.all_captures(thief, out);
        let victim_pieces = self.pieces(victim);
        out.retain(|m| m.captured & !victim_pieces != 0);
        keep_best(out);
        for m in out.iter_mut() {
            m.kind = Kind::Ratto;
        }
    }

    /// Whether `thief` may steal `victim`'s turn here: it has a ratto capture, and the
    /// victim has no capture or only weaker ones.
    fn ratto_possible(&self, thief: usize, victim: usize) -> bool {
        let mut list = MoveList::new();
        self.ratto_moves(thief, victim, &mut list);
        let Some(best) = list.first().map(|m| m.key) else {
            return false;
        };
        list.clear();
        self.all_captures(victim, &mut list);
        list.iter().all(|m| m.key < best)
    }

    /// The legal moves of the actor (none once the game is over).
    pub(crate) fn generate(&self, out: &mut MoveList) {
        out.clear();
        if self.is_finished() {
            return;
        }
        if self.ratto {
            self.ratto_moves(self.actor(), self.turn(), out);
        } else {
            self.own_moves(self.actor(), out);
        }
    }

    // ---- playing ----

    /// Plays a move of the actor (from [`Position::generate`], or a withdrawal).
    pub(crate) fn apply(&mut self, mv: &Move) {
        let s = mv.seat as usize;
        if mv.kind == Kind::Withdraw {
            self.events += 1;
            self.eliminate(s, Cause::Withdrew);
        } else {
            let from = 1u64 << mv.from;
            let to = 1u64 << mv.to();
            if self.kings[s] & from != 0 {
                self.kings[s] = (self.kings[s] & !from) | to;
            } else {
                self.men[s] = (self.men[s] & !from) | to;
            }
            let mut emptied = false;
            for p in 0..3 {
                if p != s && mv.captured != 0 {
                    self.men[p] &= !mv.captured;
                    self.kings[p] &= !mv.captured;
                    if self.is_alive(p) && self.pieces(p) == 0 {
                        if !emptied {
                            self.events += 1;
                            emptied = true;
                        }
                        self.eliminate(p, Cause::NoPieces);
                    }
                }
            }
        }
        self.last = s as u8;
        let next = if mv.kind == Kind::Ratto || (self.ratto && mv.kind == Kind::Withdraw) {
            self.turn()
        } else {
            self.next_alive(s)
        };
        self.begin(next);
    }

    fn eliminate(&mut self, seat: usize, cause: Cause) {
        self.men[seat] = 0;
        self.kings[seat] = 0;
        self.out[seat] = self.events;
        self.cause[seat] = cause;
    }

    /// Starts the turn of `seat` (or of the next player still playing): crowns its men on
    /// its front, gives the turn to a thief if a ratto is on, and puts out a player that
    /// has to act and cannot.
    pub(crate) fn begin(&mut self, seat: usize) {
        let mut p = seat;
        for _ in 0..6 {
            if self.is_finished() {
                let winner = (0..3).find(|&s| self.is_alive(s)).unwrap_or(p);
                self.turn = winner as u8;
                self.actor = winner as u8;
                self.ratto = false;
                return;
            }
            if !self.is_alive(p) {
                p = (p + 1) % 3;
                continue;
            }
            self.turn = p as u8;
            let crowned = self.men[p] & FRONTS[p];
            self.men[p] &= !crowned;
            self.kings[p] |= crowned;
            let thief = self.next_alive(p);
            if self.alive_count() == 3 && thief as u8 != self.last && self.ratto_possible(thief, p)
            {
                self.actor = thief as u8;
                self.ratto = true;
                return;
            }
            self.actor = p as u8;
            self.ratto = false;
            if self.can_move(p) {
                return;
            }
            self.events += 1;
            self.eliminate(p, Cause::Blocked);
            p = self.next_alive(p);
        }
    }

    fn can_move(&self, seat: usize) -> bool {
        let mut list = MoveList::new();
        self.steps(seat, &mut list);
        if !list.is_empty() {
            return true;
        }
        self.all_captures(seat, &mut list);
        !list.is_empty()
    }

    /// A hash of everything that decides the future of the game.
    ///
    /// ```
    /// use dama_damhex::core::Rules;
    /// use dama_damhex::damhex::Position;
    ///
    /// let start = Position::start();
    /// assert_eq!(start.hash(), Position::start().hash());
    /// assert_ne!(start.hash(), start.after(&start.legal_moves()[0]).hash());
    /// ```
    pub fn hash(&self) -> u64 {
        let mut h: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut mix = |v: u64| {
            h = (h ^ v).wrapping_mul(0xBF58_476D_1CE4_E5B9).rotate_left(29);
        };
        for s in 0..3 {
            mix(self.men[s]);
            mix(self.kings[s]);
        }
        mix(u64::from(self.turn) | u64::from(self.last) << 8 | u64::from(self.ratto) << 16);
        mix(u64::from(self.out[0]) | u64::from(self.out[1]) << 8 | u64::from(self.out[2]) << 16);
        h ^ (h >> 31)
    }
}

/// Keeps only the captures of the highest priority key.
fn keep_best(list: &mut MoveList) {
    let best = list.iter().map(|m| m.key).max().unwrap_or(0);
    list.retain(|m| m.key == best);
}

/// The depth-first walk of one piece's capture paths.
struct Walk {
    seat: usize,
    king: bool,
    from: Cell,
    /// Occupied cells without the moving piece; taken pieces stay until the end.
    occupied: Cells,
    targets: Cells,
    enemy_kings: Cells,
    path: [Cell; MAX_PATH],
}

impl Walk {
    fn go(&mut self, at: Cell, len: usize, captured: Cells, out: &mut MoveList) {
        let mut extended = false;
        if len < MAX_PATH {
            let dirs = geo::king_dirs(self.seat);
            let fwd = geo::forward(self.seat);
            let dirs: &[usize] = if self.king { &dirs } else { &fwd };
            for &d in dirs {
                let (over, land) = geo::jump(at, d);
                if land == NONE {
                    continue;
                }
                let over_bit = 1u64 << over;
                let land_bit = 1u64 << land;
                if self.targets & over_bit == 0
                    || captured & over_bit != 0
                    || self.occupied & land_bit != 0
                {
                    continue;
                }
                extended = true;
                self.path[len] = land;
                self.go(land, len + 1, captured | over_bit, out);
            }
        }
        if !extended && len > 0 && out.len() < out.capacity() {
            out.push(self.emit(len, captured));
        }
    }

    fn emit(&self, len: usize, captured: Cells) -> Move {
        // The order pieces were taken in: walk the path again.
        let mut at = self.from;
        let mut order = 0u32;
        let mut kings = 0;
        for (i, &land) in self.path[..len].iter().enumerate() {
            if let Some(d) = geo::jump_direction(at, land) {
                let over = NEXT[at as usize][d];
                if self.enemy_kings & (1u64 << over) != 0 {
                    kings += 1;
                    if i < 16 {
                        order |= 1 << (15 - i);
                    }
                }
            }
            at = land;
        }
        let mut path = [0; MAX_PATH];
        path[..len].copy_from_slice(&self.path[..len]);
        Move {
            seat: self.seat as u8,
            kind: Kind::Capture,
            from: self.from,
            len: len as u8,
            path,
            captured,
            key: priority(captured.count_ones(), self.king, kings, order),
        }
    }
}
