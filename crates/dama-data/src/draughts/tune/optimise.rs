//! The two ways the draughts tuners move their weights, one implementation each: Adam
//! ([`Adam`]), the gradient steps of Italian's learned model, the variants' pattern
//! tables and the variants' linearised hand-weight rounds; and coordinate descent on
//! integer weights ([`coordinate_descent`]), Italian's hand weights and the variants'
//! non-linear ones, each candidate judged by the exact loss.

/// Adam's first-moment decay.
const BETA1: f64 = 0.9;
/// Adam's second-moment decay.
const BETA2: f64 = 0.999;

/// Adam's state over `n` weights: the moving means of the gradient and of its square,
/// and the steps taken.
#[derive(Clone, Debug)]
pub struct Adam {
    m: Vec<f64>,
    v: Vec<f64>,
    t: i32,
    eps: f64,
}

impl Adam {
    /// Adam over `n` weights; `eps` keeps the step finite where the gradient was zero.
    pub fn new(n: usize, eps: f64) -> Adam {
        Adam {
            m: vec![0.0; n],
            v: vec![0.0; n],
            t: 0,
            eps,
        }
    }

    /// One step of size `lr` against `grad`. A weight whose gradient has been zero on
    /// every step so far stays where it is (and costs nothing).
    pub fn step(&mut self, theta: &mut [f64], grad: &[f64], lr: f64) {
        self.t += 1;
        let (c1, c2) = (1.0 - BETA1.powi(self.t), 1.0 - BETA2.powi(self.t));
        for (i, (th, &g)) in theta.iter_mut().zip(grad).enumerate() {
            let (m, v) = (&mut self.m[i], &mut self.v[i]);
            if g == 0.0 && *m == 0.0 {
                continue;
            }
            *m = BETA1 * *m + (1.0 - BETA1) * g;
            *v = BETA2 * *v + (1.0 - BETA2) * g * g;
            *th -= lr * (*m / c1) / ((*v / c2).sqrt() + self.eps);
        }
    }
}

/// One finished pass of [`coordinate_descent`], for the caller to print.
#[derive(Clone, Copy, Debug)]
pub struct Pass {
    pub step: i32,
    pub pass: u32,
    /// The loss after the pass.
    pub loss: f64,
    /// How many weights moved in this pass.
    pub moved: u32,
}

/// Coordinate descent of the integer weights `v` on `loss`, whose value at `v` is `best`:
/// for each step of `steps`, passes over the weights of `movable` (at most `max_passes`
/// a step) until none moves; a weight keeps moving by the step in one direction, within
/// its `range`, while the loss falls. Each pass is reported through `on_pass`. Returns
/// the loss at the final weights.
#[allow(clippy::too_many_arguments)]
pub fn coordinate_descent<const N: usize>(
    v: &mut [i32; N],
    mut best: f64,
    steps: &[i32],
    max_passes: u32,
    movable: &[usize],
    range: &dyn Fn(usize) -> (i32, i32),
    loss: &dyn Fn(&[i32; N]) -> f64,
    on_pass: &mut dyn FnMut(Pass, &[i32; N]),
) -> f64 {
    for &step in steps {
        for pass in 1..=max_passes {
            let mut moved = 0;
            for &i in movable {
                let (lo, hi) = range(i);
                for dir in [1, -1] {
                    let mut went = false;
                    loop {
                        let x = v[i] + dir * step;
                        if x < lo || x > hi {
                            break;
                        }
                        let was = v[i];
                        v[i] = x;
                        let l = loss(v);
                        if l < best {
                            best = l;
                            went = true;
                        } else {
                            v[i] = was;
                            break;
                        }
                    }
                    if went {
                        moved += 1;
                        break;
                    }
                }
            }
            on_pass(
                Pass {
                    step,
                    pass,
                    loss: best,
                    moved,
                },
                v,
            );
            if moved == 0 {
                break;
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adam_walks_down_a_bowl_and_leaves_idle_weights_alone() {
        // The loss (x - 3)² + (y + 1)²; the third weight never has a gradient.
        let mut theta = [0.0, 0.0, 5.0];
        let mut adam = Adam::new(3, 1e-8);
        for _ in 0..2000 {
            let grad = [2.0 * (theta[0] - 3.0), 2.0 * (theta[1] + 1.0), 0.0];
            adam.step(&mut theta, &grad, 0.05);
        }
        assert!((theta[0] - 3.0).abs() < 0.01, "{theta:?}");
        assert!((theta[1] + 1.0).abs() < 0.01, "{theta:?}");
        assert_eq!(theta[2], 5.0);
    }

    #[test]
    fn coordinate_descent_finds_the_integer_minimum_within_the_ranges() {
        // The loss |a - 37| + |b - 5| + |c - 20|, b kept within 0..=3, c fixed.
        let loss =
            |v: &[i32; 3]| f64::from((v[0] - 37).abs() + (v[1] - 5).abs() + (v[2] - 20).abs());
        let range = |i: usize| if i == 1 { (0, 3) } else { (-100, 100) };
        let mut v = [0, 0, 0];
        let mut passes = Vec::new();
        let best = coordinate_descent(
            &mut v,
            loss(&[0, 0, 0]),
            &[16, 8, 4, 2, 1],
            10,
            &[0, 1],
            &range,
            &loss,
            &mut |p, _| passes.push(p),
        );
        assert_eq!(v, [37, 3, 0]);
        assert_eq!(best, loss(&v));
        // Every step ends with a pass in which nothing moved.
        assert!(passes.iter().any(|p| p.step == 1 && p.moved == 0));
        assert!(passes.windows(2).all(|w| w[1].loss <= w[0].loss));
    }
}
