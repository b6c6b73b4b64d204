//! The hand-written evaluation of English, Brazilian and International draughts: what a
//! player of these games looks at in a quiet position, each term weighted by the variant's
//! [`HandWeights`] (`super::hand_weights`, fitted by `dama tune hand --game G`). From the
//! side to move's view, in hundredths of a man.
//!
//! Terms: material (kings growing as the board empties), men's advancement by row, the
//! back-row guard, centre and edges, runaway men, the shape of the men (support, isolated
//! men, outposts and men alone in the far half, the balance of the wings), king mobility,
//! blocked men, pieces left hanging, the tempo, and the endgame's conversion (trading when
//! ahead, kings hunting, kings against men, flying-king endings that are hard to win).
//!
//! Both sides are scored by the same code in White's frame: Black's sets are turned 180
//! degrees ([`turn`]: square n becomes SQUARES + 1 − n), so every man moves up, toward row
//! 0, and a position and its colour-mirror score exactly opposite.

use super::board::Board;
use super::eval_tables::{EvalTables, cell_of_bit};
use super::geometry::{DOWN_LEFT, DOWN_RIGHT, Geometry, UP_LEFT, UP_RIGHT, step, step_dir};
use super::hand_weights::*;
use super::ruleset::RuleSet;

/// One side's pieces in White's frame.
#[derive(Clone, Copy)]
struct Army {
    men: u64,
    kings: u64,
}

impl Army {
    #[inline(always)]
    fn all(self) -> u64 {
        self.men | self.kings
    }
}

/// `x` turned 180 degrees on board `G`: square n becomes SQUARES + 1 − n (the padded
/// layout is symmetric, so this is a bit reversal and a shift).
#[inline(always)]
pub fn turn<G: Geometry>(x: u64) -> u64 {
    let squares = u32::from(G::SQUARES);
    let last = (squares - 1) + (squares - 1) / u32::from(G::SIZE);
    x.reverse_bits() >> (63 - last)
}

#[inline(always)]
fn bits(mut x: u64) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (x != 0).then(|| {
            let b = x.trailing_zeros();
            x &= x - 1;
            b
        })
    })
}

#[inline(always)]
fn count(x: u64) -> i32 {
    x.count_ones() as i32
}

/// Squares a king on `from` can move to: every free square along its diagonals (flying),
/// or the free neighbours (short kings).
#[inline(always)]
fn king_moves<G: Geometry>(from: u64, empty: u64, flying: bool) -> i32 {
    let mut n = 0;
    for d in 0..4 {
        let mut x = step_dir::<G>(from, d) & empty;
        while x != 0 {
            n += 1;
            if !flying {
                break;
            }
            x = step_dir::<G>(x, d) & empty;
        }
    }
    n
}

/// The positional terms of `own` (moving up) against `opp`, both in White's frame.
#[inline(always)]
fn side_terms<R: RuleSet>(w: &HandWeights, own: Army, opp: Army, gone: i32, full: i32) -> i32 {
    type G<R> = <R as RuleSet>::Geo;
    let size = <G<R>>::SIZE;
    let empty = !(own.all() | opp.all()) & <G<R>>::BOARD;
    let mut score = 0;

    // Material, kings and men each adjusted as the board empties.
    let (men, kings) = (count(own.men), count(own.kings));
    score += men * (w.at(MAN) + w.at(MAN_LATE) * gone / full);
    score += kings * (w.at(KING) + w.at(KING_LATE) * gone / full);

    // Advancement by row, more important as the board empties.
    let open = w.at(ADVANCE_OPENING_PERCENT);
    let percent = open + (100 - open) * gone / full;
    let mut advance = 0;
    for row in 0..size {
        let on_row = count(own.men & <G<R>>::row_mask(row));
        if on_row != 0 {
            advance += on_row * w.at(ADVANCE + usize::from(size - 1 - row));
        }
    }
    score += advance * percent / 100;

    // The back-row guard, while the opponent has men to crown.
    let opp_men = count(opp.men);
    if opp_men > 0 {
        let back = <G<R>>::row_mask(size - 1);
        let mut guard = 0;
        for b in bits(own.men & back) {
            let place = usize::from(<G<R>>::number_of(b) - 1) % <G<R>>::HALF as usize;
            guard += w.at(BACK_ROW + place);
        }
        score += guard * opp_men.min(w.at(BACK_ROW_FULL_AT)) / w.at(BACK_ROW_FULL_AT);
    }

    score += w.at(CENTRE_MAN) * count(own.men & <G<R>>::CENTRE);
    score += w.at(CENTRE_KING) * count(own.kings & <G<R>>::CENTRE);
    score += w.at(FLANK_MAN) * count(own.men & <G<R>>::EDGES & !<G<R>>::row_mask(size - 1));

    // Runaway men: nothing of the opponent in front of them.
    for b in bits(own.men & <G<R>>::FAR_HALF) {
        if <G<R>>::CONE[b as usize] & opp.all() == 0 {
            let rows_to_go = usize::from(<G<R>>::row_of(b));
            score += w.at(RUNAWAY + rows_to_go);
        }
    }

    // The shape of the men.
    let up = step::<G<R>, UP_LEFT>(own.all()) | step::<G<R>, UP_RIGHT>(own.all());
    let back_row = <G<R>>::row_mask(size - 1);
    score += w.at(SUPPORTED_MAN) * count(own.men & (up | back_row));
    let near = up | step::<G<R>, DOWN_LEFT>(own.all()) | step::<G<R>, DOWN_RIGHT>(own.all());
    score += w.at(ISOLATED_MAN) * count(own.men & !near);
    let far = own.men & <G<R>>::FAR_HALF;
    let both_behind = step::<G<R>, UP_LEFT>(own.all()) & step::<G<R>, UP_RIGHT>(own.all());
    score += w.at(OUTPOST) * count(far & both_behind);
    score += w.at(ADVANCED_ALONE) * count(far & !up);
    let left = count(own.men & <G<R>>::LEFT);
    score += w.at(BALANCE) * (2 * left - men).abs();

    // Men that cannot step forward.
    let free = step::<G<R>, DOWN_LEFT>(empty) | step::<G<R>, DOWN_RIGHT>(empty);
    score += w.at(BLOCKED_MAN) * count(own.men & !free & !back_row);

    // Kings: their freedom.
    for b in bits(own.kings) {
        let moves = king_moves::<G<R>>(1 << b, empty, R::FLYING_KINGS);
        score += if moves == 0 {
            w.at(KING_TRAPPED)
        } else {
            w.at(KING_MOBILITY) * moves
        };
    }
    score
}

/// The pieces of `own` (to move, White's frame) that `opp` could take at once if it were
/// its turn: men adjacent with a free square behind, kings along free diagonals.
#[inline(always)]
fn hanging<R: RuleSet>(own: Army, opp: Army) -> u64 {
    type G<R> = <R as RuleSet>::Geo;
    let empty = !(own.all() | opp.all()) & <G<R>>::BOARD;
    let mut hit = 0;
    for d in 0..4 {
        // The opponent's men move down (toward the high rows) in White's frame.
        let men_may = R::MEN_CAPTURE_BACKWARD || d == DOWN_LEFT || d == DOWN_RIGHT;
        let mut attackers = opp.kings | if men_may { opp.men } else { 0 };
        if R::FLYING_KINGS {
            let mut slide = opp.kings;
            loop {
                slide = step_dir::<G<R>>(slide, d) & empty;
                if slide == 0 {
                    break;
                }
                attackers |= slide;
            }
        }
        let target = step_dir::<G<R>>(attackers, d) & own.all();
        hit |= target & step_dir::<G<R>>(empty, 3 - d);
    }
    hit
}

/// Per king of `own`, the king-step distance to the nearest piece of `opp`.
fn hunt<G: Geometry>(own_kings: u64, opp: u64) -> i32 {
    let mut total = 0;
    for k in bits(own_kings) {
        let (kr, kc) = cell_of_bit::<G>(k);
        let nearest = bits(opp)
            .map(|o| {
                let (r, c) = cell_of_bit::<G>(o);
                (r - kr).abs().max((c - kc).abs())
            })
            .min()
            .unwrap_or(0);
        total += nearest;
    }
    total
}

/// The score of a quiet position for the side to move, with the variant's own weights
/// ([`RuleSet::HAND`]): the engine's evaluation. The weights are constants here, so the
/// compiler folds them in (terms weighted 0 vanish, divisions by a weight become
/// multiplications), which the tuner's [`evaluate_with`] cannot.
pub fn evaluate<R: RuleSet>(pos: &Board<R>) -> i32 {
    score(pos, &R::HAND)
}

/// The score of a quiet position for the side to move, with weights `w` (the tuner's).
pub fn evaluate_with<R: RuleSet>(pos: &Board<R>, w: &HandWeights) -> i32 {
    score(pos, w)
}

/// [`evaluate_with`], inlined into [`evaluate`] and [`evaluate_with`].
#[inline(always)]
fn score<R: RuleSet>(pos: &Board<R>, w: &HandWeights) -> i32 {
    type G<R> = <R as RuleSet>::Geo;
    let white = Army {
        men: pos.white & !pos.kings,
        kings: pos.white & pos.kings,
    };
    let black = Army {
        men: turn::<G<R>>(pos.black & !pos.kings),
        kings: turn::<G<R>>(pos.black & pos.kings),
    };
    let black_seen_by_white = Army {
        men: turn::<G<R>>(white.men),
        kings: turn::<G<R>>(white.kings),
    };
    let full = 2 * R::MAX_PIECES as i32;
    let total = count(pos.white | pos.black);
    let gone = (full - total).max(0);
    let white_terms = side_terms::<R>(
        w,
        white,
        Army {
            men: pos.black & !pos.kings,
            kings: pos.black & pos.kings,
        },
        gone,
        full,
    );
    let black_terms = side_terms::<R>(w, black, black_seen_by_white, gone, full);
    let mut score = white_terms - black_terms;

    // The endgame: trade when ahead, kings hunt, kings against men.
    let material = |a: u64| count(a & !pos.kings) * 100 + count(a & pos.kings) * w.at(KING);
    let lead = material(pos.white) - material(pos.black);
    if lead.abs() >= 100 {
        let sign = lead.signum();
        score += sign * w.at(TRADE_WHEN_AHEAD) * gone * lead.abs() / 100;
        let (strong, weak) = if lead > 0 {
            (pos.white, pos.black)
        } else {
            (pos.black, pos.white)
        };
        score += sign * w.at(HUNT_DISTANCE) * hunt::<G<R>>(strong & pos.kings, weak);
    }
    let (wk, bk) = (count(white.kings), count(black.kings));
    if wk > 0 && bk == 0 {
        score += w.at(KING_UNOPPOSED) * wk;
    } else if bk > 0 && wk == 0 {
        score -= w.at(KING_UNOPPOSED) * bk;
    }
    if wk > 0 && bk > 0 {
        score /= w.at(KINGS_DIVISOR);
    }

    // The side to move: tempo, and its pieces left hanging.
    let (mover, other) = if pos.black_to_move {
        (black, black_seen_by_white)
    } else {
        (
            white,
            Army {
                men: pos.black & !pos.kings,
                kings: pos.black & pos.kings,
            },
        )
    };
    let hanging = count(hanging::<R>(mover, other));
    let mut stm = w.at(TEMPO);
    if hanging > 0 {
        stm += w.at(HANGING_ONE) + w.at(HANGING_EACH_MORE) * (hanging - 1);
    }
    let for_white = if pos.black_to_move { -score } else { score };
    for_white + stm
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rules;
    use crate::draughts::Color;
    use crate::draughts::brazilian::Brazilian;
    use crate::draughts::english::English;
    use crate::draughts::international::International;
    use rand::rngs::StdRng;
    use rand::{RngExt, SeedableRng};

    /// The position with the colours swapped and the board turned: the same position for
    /// the other side.
    fn mirror<R: RuleSet>(p: &Board<R>) -> Board<R> {
        let t = turn::<R::Geo>;
        let side = if p.black_to_move {
            Color::White
        } else {
            Color::Black
        };
        Board::from_parts(t(p.black), t(p.white), t(p.kings), side).expect("a mirror is legal")
    }

    /// Positions of random games, kings included once men crown.
    fn positions<R: RuleSet>(seed: u64) -> Vec<Board<R>> {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut out = Vec::new();
        for _ in 0..40 {
            let mut p = Board::<R>::start();
            for _ in 0..200 {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p.play_unchecked(&moves[rng.random_range(0..moves.len())]);
                out.push(p);
            }
        }
        out
    }

    fn mirrors_score_the_same<R: RuleSet>() {
        let list = positions::<R>(7);
        assert!(list.iter().any(|p| p.kings != 0), "some kings seen");
        for p in &list {
            assert_eq!(
                evaluate_with(p, &R::HAND),
                evaluate_with(&mirror(p), &R::HAND),
                "{}",
                p.position_text()
            );
        }
    }

    #[test]
    fn a_position_and_its_colour_mirror_score_the_same_for_the_side_to_move() {
        mirrors_score_the_same::<English>();
        mirrors_score_the_same::<Brazilian>();
        mirrors_score_the_same::<International>();
    }

    #[test]
    fn turning_maps_square_n_to_its_opposite() {
        use crate::draughts::geometry::{Board8, Board10};
        for n in 1..=50u8 {
            let turned = turn::<Board10>(1 << Board10::bit_of(n));
            assert_eq!(turned, 1 << Board10::bit_of(51 - n));
        }
        for n in 1..=32u8 {
            assert_eq!(
                turn::<Board8>(1 << Board8::bit_of(n)),
                1 << Board8::bit_of(33 - n)
            );
        }
    }

    #[test]
    fn a_piece_en_prise_costs_the_hanging_weight() {
        // English: the black man on 14 takes 18 by jumping to 23; on 26 nothing can be taken.
        let w = English::HAND;
        let mut without = w;
        without.0[HANGING_ONE] = 0;
        without.0[HANGING_EACH_MORE] = 0;
        let hanging = Board::<English>::from_fen("W:W18:B14,3").expect("fen");
        let safe = Board::<English>::from_fen("W:W26:B14,3").expect("fen");
        assert_eq!(
            evaluate_with(&hanging, &w) - evaluate_with(&hanging, &without),
            w.at(HANGING_ONE)
        );
        assert_eq!(evaluate_with(&safe, &w), evaluate_with(&safe, &without));
        // International: a flying king far away on the diagonal 6-11-17-22-28-33 takes 28.
        let far = Board::<International>::from_fen("W:W28,48:BK6,K50").expect("fen");
        let mut without = International::HAND;
        without.0[HANGING_ONE] = 0;
        without.0[HANGING_EACH_MORE] = 0;
        assert_ne!(
            evaluate_with(&far, &International::HAND),
            evaluate_with(&far, &without)
        );
    }
}
