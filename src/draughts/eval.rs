//! The engine's view of the 8x8/10x10 variants: [`Evaluate`] for every [`Board<R>`], a
//! fast static evaluation from bitboard population counts, weighted by the variant's
//! [`super::ruleset::Weights`] (named, with their meaning, in one place per variant).
//! Terms: material, men's advancement, back-rank guard, centre, men's mobility, and a
//! tempo term that grows as the board empties.

use crate::core::{Evaluate, Rules};
use crate::draughts::Color;

use super::board::Board;
use super::geometry::Geometry;
use super::mv::Move;
use super::ruleset::RuleSet;

/// Per-side sums of the evaluation terms, before weighting.
#[derive(Default)]
struct Terms {
    men: i32,
    kings: i32,
    advance: i32,
    back_rank: i32,
    centre: i32,
    mobility: i32,
}

impl<R: RuleSet> Board<R> {
    fn terms(&self, color: Color) -> Terms {
        let size = <R::Geo as Geometry>::SIZE;
        let ours = self.pieces_of(color);
        let empty = !(self.white | self.black) & <R::Geo as Geometry>::BOARD;
        let men = ours & !self.kings;
        let mut advance = 0;
        for row in 0..size {
            let on_row = (men & <R::Geo as Geometry>::row_mask(row)).count_ones() as i32;
            let rows_forward = match color {
                Color::White => size - 1 - row,
                Color::Black => row,
            };
            advance += on_row * i32::from(rows_forward);
        }
        let back_row = match color {
            Color::White => size - 1,
            Color::Black => 0,
        };
        let dirs = match color {
            Color::White => [super::geometry::UP_LEFT, super::geometry::UP_RIGHT],
            Color::Black => [super::geometry::DOWN_LEFT, super::geometry::DOWN_RIGHT],
        };
        let mobility = dirs
            .iter()
            .map(|&d| (super::geometry::step_dir::<R::Geo>(men, d) & empty).count_ones() as i32)
            .sum();
        Terms {
            men: men.count_ones() as i32,
            kings: (ours & self.kings).count_ones() as i32,
            advance,
            back_rank: (men & <R::Geo as Geometry>::row_mask(back_row)).count_ones() as i32,
            centre: (ours & <R::Geo as Geometry>::CENTRE).count_ones() as i32,
            mobility,
        }
    }

    /// The static score for White, in hundredths of a man.
    pub fn score_for_white(&self) -> i32 {
        let w = R::WEIGHTS;
        let (a, b) = (self.terms(Color::White), self.terms(Color::Black));
        let material = w.man * (a.men - b.men) + w.king * (a.kings - b.kings);
        let positional = w.advance * (a.advance - b.advance)
            + w.back_rank * (a.back_rank - b.back_rank)
            + w.centre * (a.centre - b.centre)
            + w.mobility * (a.mobility - b.mobility);
        // Tempo: advancement counts more as pieces come off (scaled by empty squares).
        let pieces = (self.white | self.black).count_ones() as i32;
        let empties = i32::from(<R::Geo as Geometry>::SQUARES) - pieces;
        let tempo =
            w.tempo * (a.advance - b.advance) * empties / i32::from(<R::Geo as Geometry>::SQUARES);
        material + positional + tempo
    }
}

impl<R: RuleSet> Evaluate for Board<R> {
    #[inline(always)]
    fn history_squares(mv: &Move) -> (usize, usize) {
        (mv.from_bit() as usize, mv.to_bit() as usize)
    }

    #[inline(always)]
    fn capture_weight(&self, mv: &Move) -> i32 {
        (mv.captured_bb() & self.kings).count_ones() as i32 * 2 + mv.capture_count() as i32
    }

    fn evaluate(&self) -> i32 {
        let s = self.score_for_white();
        if self.to_move().0 == 0 { s } else { -s }
    }
}
