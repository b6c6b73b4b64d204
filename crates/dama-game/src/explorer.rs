//! The position search and opening tree of a library: every position of every game of
//! one draughts game in the file, indexed once by its Zobrist hash, so that "which games
//! reached this position" and "which moves were played from it, how often, with what
//! results" are a binary search. The index is one sorted `Vec` of 16-byte entries (hash,
//! game, ply, the move played next as its index among the legal moves), a byte a game
//! for the results, and nothing else: memory proportional to the positions stored, with
//! a ceiling ([`MAX_POSITIONS`]) checked from the library's own move counts before
//! anything is built; the games are read and replayed on every core. [`explore`] answers for a position given as a start (a FEN or
//! the game's start) and a line of moves from it, for the CLI and the library screen.

use std::path::PathBuf;

use thiserror::Error;

use crate::core::Rules;
use crate::draughts::{Color, Draughts, Kind, brazilian, english, international, italian};
use crate::game::Record;
use crate::games::AnyGame;
use crate::library::Library;

/// The most positions an index holds (16 bytes each: 256 MiB at most).
pub const MAX_POSITIONS: usize = 16_000_000;

/// Plies of a game indexed (a longer game's later plies are left out).
const MAX_PLY: usize = u16::MAX as usize - 1;

/// No move was played from the position (the game ended there).
const NO_MOVE: u16 = u16::MAX;

/// Why a library has no position search.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum ExplorerError {
    #[error("{} holds about {positions} positions of {variant} games; the position search indexes at most {max}: split the file", path.display())]
    TooManyPositions {
        path: PathBuf,
        variant: &'static str,
        positions: usize,
        max: usize,
    },
    /// A game this program has no position search for (no PDN).
    #[error("{0} games have no position search")]
    NotDraughts(String),
    /// The position asked for cannot be read, or a move of the line is not legal.
    #[error("{0}")]
    BadPosition(String),
}

/// A game's result as the library's tag or terminator says, seen from White.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Score {
    WhiteWins,
    Draw,
    BlackWins,
    Unknown,
}

impl Score {
    /// `1-0` and `2-0`, `1/2-1/2` and `1-1`, `0-1` and `0-2`; anything else unknown.
    pub fn of_result(text: &str) -> Score {
        match text.trim() {
            "1-0" | "2-0" => Score::WhiteWins,
            "1/2-1/2" | "1-1" => Score::Draw,
            "0-1" | "0-2" => Score::BlackWins,
            _ => Score::Unknown,
        }
    }
}

/// One position reached in one game: 16 bytes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Reached {
    hash: u64,
    game: u32,
    ply: u16,
    /// The index of the move played next among the position's legal moves.
    next: u16,
}

/// Counts of games by result.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Tally {
    pub games: u32,
    pub white: u32,
    pub draws: u32,
    pub black: u32,
}

impl Tally {
    fn add(&mut self, score: Score) {
        self.games += 1;
        match score {
            Score::WhiteWins => self.white += 1,
            Score::Draw => self.draws += 1,
            Score::BlackWins => self.black += 1,
            Score::Unknown => {}
        }
    }

    /// White's score in per cent over the games with a known result (wins count 1,
    /// draws ½), or `None` when no result is known.
    pub fn white_score(&self) -> Option<f64> {
        let known = self.white + self.draws + self.black;
        (known > 0).then(|| {
            100.0 * (f64::from(self.white) + f64::from(self.draws) / 2.0) / f64::from(known)
        })
    }

    /// White's wins, the draws and Black's wins in per cent of the games with a known
    /// result, as printed ("40%"), or "–" each when no result is known.
    pub fn shares(&self) -> [String; 3] {
        if self.white + self.draws + self.black == 0 {
            return ["–".to_string(), "–".to_string(), "–".to_string()];
        }
        [self.white, self.draws, self.black].map(|n| format!("{}%", self.percent(n)))
    }

    /// `n` as a per cent of the games with a known result.
    pub fn percent(&self, n: u32) -> u32 {
        let known = self.white + self.draws + self.black;
        if known == 0 {
            0
        } else {
            ((f64::from(n) * 100.0) / f64::from(known)).round() as u32
        }
    }
}

/// The positions of a library's games of one draughts game.
pub struct PositionIndex {
    variant: &'static str,
    reached: Vec<Reached>,
    scores: Vec<Score>,
    /// Games indexed (of the variant, their moves legal).
    games: usize,
    /// Games of the variant left out: their moves could not be read.
    broken: usize,
}

/// Calls `$body` with `$G` the draughts game whose `Rules::VARIANT` is `$variant`,
/// else evaluates `$else`.
macro_rules! with_draughts_variant {
    ($variant:expr, $G:ident => $body:expr, $else:expr) => {{
        let v: &str = $variant;
        if v == <italian::Position as Rules>::VARIANT {
            type $G = italian::Position;
            $body
        } else if v == <english::Position as Rules>::VARIANT {
            type $G = english::Position;
            $body
        } else if v == <brazilian::Position as Rules>::VARIANT {
            type $G = brazilian::Position;
            $body
        } else if v == <international::Position as Rules>::VARIANT {
            type $G = international::Position;
            $body
        } else {
            $else
        }
    }};
}

/// Whether games of `variant` (a `Rules::VARIANT`) have a position search: the draughts
/// games with PDN.
pub fn has_search(variant: &str) -> bool {
    with_draughts_variant!(variant, G => { let _ = G::start; true }, false)
}

impl PositionIndex {
    /// Indexes every game of `variant` (a `Rules::VARIANT`) in `library`, reading each
    /// game's moves; a game whose moves cannot be read is counted and left out.
    pub fn build(library: &Library, variant: &'static str) -> Result<PositionIndex, ExplorerError> {
        let games: Vec<usize> = (0..library.len())
            .filter(|&i| library.variant(i) == Some(variant))
            .collect();
        let positions: usize = games.iter().map(|&i| library.plies(i) as usize + 1).sum();
        if positions > MAX_POSITIONS {
            return Err(ExplorerError::TooManyPositions {
                path: library.path.clone(),
                variant,
                positions,
                max: MAX_POSITIONS,
            });
        }
        with_draughts_variant!(variant, G => Ok(build::build::<G>(library, variant, &games, positions)),
            Err(ExplorerError::NotDraughts(variant.to_string())))
    }

    /// The game (a `Rules::VARIANT`) indexed.
    pub fn variant(&self) -> &'static str {
        self.variant
    }

    /// Games indexed.
    pub fn games(&self) -> usize {
        self.games
    }

    /// Games of the variant left out because their moves could not be read.
    pub fn broken(&self) -> usize {
        self.broken
    }

    /// Positions stored (one per ply of each game, and its start).
    pub fn positions(&self) -> usize {
        self.reached.len()
    }

    /// Bytes the index holds.
    pub fn bytes(&self) -> usize {
        self.reached.capacity() * std::mem::size_of::<Reached>() + self.scores.capacity()
    }

    fn at(&self, hash: u64) -> &[Reached] {
        let from = self.reached.partition_point(|r| r.hash < hash);
        let to = self.reached.partition_point(|r| r.hash <= hash);
        &self.reached[from..to]
    }

    /// The result of game `game` (from 0) of the library, as indexed.
    pub fn score(&self, game: usize) -> Score {
        self.scores.get(game).copied().unwrap_or(Score::Unknown)
    }
}

/// A square of the diagram, as a screen draws it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cell {
    Light,
    Empty,
    Piece { white: bool, king: bool },
}

/// A move played from the position: its text, and the games that played it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NextMove {
    pub text: String,
    pub tally: Tally,
}

/// A game that reached the position: its index in the library and the plies played
/// to get there (the first time it did).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameAt {
    pub game: usize,
    pub ply: usize,
}

/// What the index knows of one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explored {
    /// The position as a PDN FEN.
    pub fen: String,
    pub white_to_move: bool,
    /// The board with White at the bottom, row by row.
    pub diagram: Vec<Vec<Cell>>,
    /// The line walked, its moves' texts numbered as a move list writes them.
    pub line: Vec<String>,
    /// The moves played from here, the most played first.
    pub moves: Vec<NextMove>,
    /// The games that reached it, in file order.
    pub games: Vec<GameAt>,
    /// Their results.
    pub tally: Tally,
}

/// The position reached from `start` (a FEN, or the game's start when `None`) by the
/// moves `line` (as typed or as [`Explored::moves`] writes them), and what the index
/// knows of it.
pub fn explore(
    index: &PositionIndex,
    start: Option<&str>,
    line: &[String],
) -> Result<Explored, ExplorerError> {
    with_draughts_variant!(index.variant, G => explore_in::<G>(index, start, line),
        Err(ExplorerError::NotDraughts(index.variant.to_string())))
}

fn explore_in<G: Draughts>(
    index: &PositionIndex,
    start: Option<&str>,
    line: &[String],
) -> Result<Explored, ExplorerError> {
    let bad = |e: String| ExplorerError::BadPosition(e);
    let mut pos = match start {
        Some(fen) => G::parse_position(fen.trim()).map_err(|e| bad(format!("{fen}: {e}")))?,
        None => G::start(),
    };
    let mut walked = Vec::new();
    for text in line {
        let mv = pos
            .parse_move(text)
            .map_err(|e| bad(format!("{text}: {e}")))?;
        walked.push(pos.move_text(&mv));
        pos.play_unchecked(&mv);
    }
    let found = index.at(pos.zobrist());
    let legal = pos.legal_moves();
    let mut moves: Vec<(u16, Tally)> = Vec::new();
    let mut games: Vec<GameAt> = Vec::new();
    let mut tally = Tally::default();
    for r in found {
        let score = index.score(r.game as usize);
        if games.last().is_none_or(|g| g.game != r.game as usize) {
            games.push(GameAt {
                game: r.game as usize,
                ply: usize::from(r.ply),
            });
            tally.add(score);
        }
        if r.next == NO_MOVE {
            continue;
        }
        match moves.iter_mut().find(|(k, _)| *k == r.next) {
            Some((_, t)) => t.add(score),
            None => {
                let mut t = Tally::default();
                t.add(score);
                moves.push((r.next, t));
            }
        }
    }
    moves.sort_by(|a, b| b.1.games.cmp(&a.1.games).then(a.0.cmp(&b.0)));
    let moves = moves
        .into_iter()
        .filter_map(|(k, tally)| {
            let mv = legal.get(usize::from(k))?;
            Some(NextMove {
                text: pos.move_text(mv),
                tally,
            })
        })
        .collect();
    Ok(Explored {
        fen: pos.position_text(),
        white_to_move: pos.side() == Color::White,
        diagram: diagram(&pos),
        line: walked,
        moves,
        games,
        tally,
    })
}

fn diagram<G: Draughts>(pos: &G) -> Vec<Vec<Cell>> {
    (0..G::SIZE)
        .map(|row| {
            (0..G::SIZE)
                .map(|col| match G::square_number(row, col) {
                    None => Cell::Light,
                    Some(n) => match pos.piece_on(n) {
                        None => Cell::Empty,
                        Some(p) => Cell::Piece {
                            white: p.color == Color::White,
                            king: p.kind == Kind::King,
                        },
                    },
                })
                .collect()
        })
        .collect()
}

/// The start of `game` (a FEN, `None` for the game's own start) and its first `ply`
/// moves as text: the position a tree opened from a game's dialog shows. Empty for a
/// game without a position search.
pub fn line_of(game: &AnyGame, ply: usize) -> (Option<String>, Vec<String>) {
    fn of<G: Draughts>(r: &Record<G>, ply: usize) -> (Option<String>, Vec<String>) {
        let start = *r.start();
        let fen = (start != G::start()).then(|| start.position_text());
        let mut pos = start;
        let mut line = Vec::new();
        for mv in r.moves().iter().take(ply) {
            line.push(pos.move_text(mv));
            pos.play_unchecked(mv);
        }
        (fen, line)
    }
    match game {
        AnyGame::Italian(r) => of(r, ply),
        AnyGame::English(r) => of(r, ply),
        AnyGame::Brazilian(r) => of(r, ply),
        AnyGame::International(r) => of(r, ply),
        AnyGame::Dameta(_) | AnyGame::Damhex(_) => (None, Vec::new()),
    }
}

#[path = "explorer_build.rs"]
mod build;

#[cfg(test)]
#[path = "explorer_tests.rs"]
mod tests;
