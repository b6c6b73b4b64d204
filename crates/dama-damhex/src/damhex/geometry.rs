//! The DamHex^3 board (a reconstruction that fits every number of the authors' rules,
//! "Hexadamiera e pedine"): hexagons coloured in three colours so that no two neighbours
//! share one; the 61 dark cells form a triangular lattice, a hexagon with 5 cells a side,
//! and the 96 light cells are the centres of its 96 unit triangles: 157 cells.
//!
//! Dark cells use axial coordinates `(q, r)` with `s = -q - r`, all three in `-4..=4`.
//! Seen on screen (flat-topped hexagons), `r` grows downwards and the six lattice
//! directions point across the hexagons' corners: E, NE, NW, W, SW, SE (0°, 60°, ...).
//!
//! Cell names, seen from White (whose base is the bottom side): a row letter `a` (White's
//! base, 5 cells) to `i` (White's front, 5 cells), and a number counted from the left,
//! `1` to the row's length (5, 6, 7, 8, 9, 8, 7, 6, 5): `a1`..`a5`, `e1`..`e9`, `i1`..`i5`.
//!
//! The players sit at alternate sides, clockwise White (bottom), Black (upper left), Red
//! (upper right). Each player's directions are White's turned by 120°: forward is the
//! two directions away from its base, sideways the two along it, backward the other two.

/// Dark cells.
pub const CELLS: usize = 61;
#[doc(hidden)]
/// Light cells: one in each unit triangle of the dark lattice.
pub const LIGHT_CELLS: usize = 96;
#[doc(hidden)]
/// The side of the hexagon, in cells.
pub const SIDE: i8 = 5;
const R: i8 = SIDE - 1;

#[doc(hidden)]
/// The six lattice directions, counter-clockwise from east, as `(dq, dr)`.
pub const DIRS: [(i8, i8); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

/// A dark cell's index, 0..61, in reading order (top row first, left to right).
pub type Cell = u8;

/// A set of dark cells, one bit each.
pub type Cells = u64;

/// All 61 dark cells.
pub const ALL: Cells = (1u64 << CELLS) - 1;

// The board's coordinates and directions, for the rules, the evaluation and the shell's drawing (dama-tui): internals.
#[doc(hidden)]
/// The length of row `r` (-4..=4).
pub const fn row_len(r: i8) -> i8 {
    2 * SIDE - 1 - r.abs()
}

#[doc(hidden)]
/// The smallest `q` of row `r`.
pub const fn row_start(r: i8) -> i8 {
    if r < 0 { -R - r } else { -R }
}

#[doc(hidden)]
/// Whether `(q, r)` is on the board.
pub const fn on_board(q: i8, r: i8) -> bool {
    let s = -q - r;
    q >= -R && q <= R && r >= -R && r <= R && s >= -R && s <= R
}

#[doc(hidden)]
/// The index of `(q, r)`, which must be on the board.
pub const fn index(q: i8, r: i8) -> Cell {
    let mut i: i32 = 0;
    let mut row = -R;
    while row < r {
        i += row_len(row) as i32;
        row += 1;
    }
    (i + (q - row_start(r)) as i32) as Cell
}

#[doc(hidden)]
/// The `(q, r)` of every cell, by index.
pub const COORDS: [(i8, i8); CELLS] = {
    let mut out = [(0i8, 0i8); CELLS];
    let mut r = -R;
    let mut i = 0;
    while r <= R {
        let mut q = row_start(r);
        while q < row_start(r) + row_len(r) {
            out[i] = (q, r);
            i += 1;
            q += 1;
        }
        r += 1;
    }
    out
};

#[doc(hidden)]
/// Off the board, in [`NEXT`].
pub const NONE: u8 = u8::MAX;
#[doc(hidden)]
/// `NEXT[cell][dir]`: the neighbour in direction `dir`, or `NONE` off the board.
pub const NEXT: [[u8; 6]; CELLS] = {
    let mut out = [[NONE; 6]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let (q, r) = COORDS[i];
        let mut d = 0;
        while d < 6 {
            let (nq, nr) = (q + DIRS[d].0, r + DIRS[d].1);
            if on_board(nq, nr) {
                out[i][d] = index(nq, nr);
            }
            d += 1;
        }
        i += 1;
    }
    out
};

#[doc(hidden)]
/// The cell two steps away in direction `dir` (the landing of a jump), or `NONE`.
pub fn jump(cell: Cell, dir: usize) -> (u8, u8) {
    let over = NEXT[cell as usize][dir];
    if over == NONE {
        return (NONE, NONE);
    }
    (over, NEXT[over as usize][dir])
}

/// A player's seat, 0 White, 1 Black, 2 Red.
pub type Seat = usize;

/// How far a seat's directions are turned from White's, in steps of 60°.
const fn turn(seat: Seat) -> usize {
    (4 * seat) % 6
}

#[doc(hidden)]
/// The two forward directions of `seat` (White: NE, NW).
pub const fn forward(seat: Seat) -> [usize; 2] {
    [(1 + turn(seat)) % 6, (2 + turn(seat)) % 6]
}

#[doc(hidden)]
/// The two sideways directions of `seat` (White: E, W): no piece moves along them.
pub const fn sideways(seat: Seat) -> [usize; 2] {
    [turn(seat) % 6, (3 + turn(seat)) % 6]
}

#[doc(hidden)]
/// The two backward directions of `seat` (White: SW, SE).
pub const fn backward(seat: Seat) -> [usize; 2] {
    [(4 + turn(seat)) % 6, (5 + turn(seat)) % 6]
}

#[doc(hidden)]
/// The four directions a king of `seat` moves and captures in.
pub const fn king_dirs(seat: Seat) -> [usize; 4] {
    let f = forward(seat);
    let b = backward(seat);
    [f[0], f[1], b[0], b[1]]
}

#[doc(hidden)]
/// The cell's coordinates as seen by `seat`: White's `(q, r)` turned so that every seat
/// has its base at `r = 4` and its front at `r = -4`.
pub const fn local(seat: Seat, cell: Cell) -> (i8, i8) {
    let (q, r) = COORDS[cell as usize];
    let s = -q - r;
    // Turning White's frame onto Black's maps (q, r, s) to (s, q, r); undo it per seat.
    match seat {
        0 => (q, r),
        1 => (r, s),
        _ => (s, q),
    }
}

#[doc(hidden)]
/// How many rows `cell` lies in front of `seat`'s base: 0 on the base, 8 on the front.
pub const fn advance(seat: Seat, cell: Cell) -> u8 {
    (R - local(seat, cell).1) as u8
}

#[doc(hidden)]
/// Whether `cell` is on `seat`'s base (the side in front of the player).
pub const fn is_base(seat: Seat, cell: Cell) -> bool {
    advance(seat, cell) == 0
}

#[doc(hidden)]
/// The cells of `seat`'s front (the side opposite its base), where its men are crowned.
pub const fn front(seat: Seat) -> Cells {
    let mut out = 0;
    let mut i = 0;
    while i < CELLS {
        if advance(seat, i as Cell) == 8 {
            out |= 1 << i;
        }
        i += 1;
    }
    out
}

#[doc(hidden)]
/// The fronts of the three seats.
pub const FRONTS: [Cells; 3] = [front(0), front(1), front(2)];

#[doc(hidden)]
/// The 12 start cells of `seat`: the 5 cells of its base, the middle 4 of the next row,
/// the middle 3 of the third.
pub const fn start_cells(seat: Seat) -> Cells {
    let mut out = 0;
    let mut i = 0;
    while i < CELLS {
        let (q, r) = local(seat, i as Cell);
        // White's frame: base row r = 4 has q in -4..=0; r = 3 q in -4..=1; r = 2 in -4..=2.
        let keep = (r == 4) || (r == 3 && q >= -3 && q <= 0) || (r == 2 && q >= -2 && q <= 0);
        if keep {
            out |= 1 << i;
        }
        i += 1;
    }
    out
}

/// A cell's name: `a1` (White's base, left) to `i5`.
///
/// ```
/// use dama_damhex::damhex::geometry::{CELLS, name, parse_cell};
///
/// assert_eq!(CELLS, 61);
/// for cell in 0..CELLS as u8 {
///     assert_eq!(parse_cell(&name(cell)), Some(cell));
/// }
/// ```
pub fn name(cell: Cell) -> String {
    let (q, r) = COORDS[cell as usize];
    let row = (b'a' + (R - r) as u8) as char;
    format!("{row}{}", q - row_start(r) + 1)
}

/// The cell a name names, if any.
///
/// ```
/// use dama_damhex::damhex::geometry::{name, parse_cell};
///
/// let cell = parse_cell("e9").ok_or("no cell e9")?;
/// assert_eq!(name(cell), "e9");
/// assert_eq!(parse_cell("a6"), None); // row a has 5 cells
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_cell(text: &str) -> Option<Cell> {
    let mut chars = text.chars();
    let row = chars.next()?.to_ascii_lowercase();
    if !('a'..='i').contains(&row) {
        return None;
    }
    let r = R - (row as u8 - b'a') as i8;
    let n: i8 = chars.as_str().parse().ok()?;
    if n < 1 || n > row_len(r) {
        return None;
    }
    Some(index(row_start(r) + n - 1, r))
}

#[doc(hidden)]
/// The direction from `a` to its neighbour `b`, if they are neighbours.
pub fn direction(a: Cell, b: Cell) -> Option<usize> {
    (0..6).find(|&d| NEXT[a as usize][d] == b)
}

#[doc(hidden)]
/// The direction of a jump from `a` to `b` (two cells away in a line), if it is one.
pub fn jump_direction(a: Cell, b: Cell) -> Option<usize> {
    (0..6).find(|&d| jump(a, d).1 == b)
}

#[doc(hidden)]
/// The light cells: the unit triangles of the dark lattice, each as its three corners.
pub fn light_cells() -> Vec<[Cell; 3]> {
    let mut out = Vec::new();
    for (i, &(q, r)) in COORDS.iter().enumerate() {
        // The triangle pointing up (i, E, NE) and the one pointing down (i, E, SE).
        for (a, b) in [((1, 0), (1, -1)), ((1, 0), (0, 1))] {
            let (aq, ar) = (q + a.0, r + a.1);
            let (bq, br) = (q + b.0, r + b.1);
            if on_board(aq, ar) && on_board(bq, br) {
                out.push([i as Cell, index(aq, ar), index(bq, br)]);
            }
        }
    }
    out
}
