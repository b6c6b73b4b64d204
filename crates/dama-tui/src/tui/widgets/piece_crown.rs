//! The crown a king wears in the disc art: cut into the piece's mask.

use super::{Mask, Tone};

/// A crown across the middle of a disc: points at both ends and in the middle (and at
/// the quarters when wide), over a band; one row tall, two on large discs.
pub(super) fn crown(m: &mut Mask, dy: f32) {
    let rows = if m.h >= 5 { 2 } else { 1 };
    // Centred on the disc's middle, a little high rather than low.
    let centre = (f32::from(m.h) + dy) / 2.0;
    let top = ((centre - f32::from(rows) / 2.0).floor().max(0.0) as u16).min(m.h - rows);
    // The cells that are all body on every crown row, less a margin when wide.
    let full: Vec<u16> = (0..m.w)
        .filter(|&c| (top..top + rows).all(|r| m.cell_is(c, r, Tone::Body)))
        .collect();
    let (Some(&a), Some(&b)) = (full.first(), full.last()) else {
        return;
    };
    let (a, b) = if b - a >= 4 { (a + 1, b - 1) } else { (a, b) };
    let k = b - a + 1;
    let n = 2 * k;
    let mut points = vec![0, n - 1];
    if k >= 3 {
        points.extend([k - 1, k]);
    }
    if k >= 5 {
        let q = (n - 1 + 2) / 4;
        points.extend([q, n - 1 - q]);
    }
    let tips = [0, n - 1, k - 1, k];
    let tips = if k >= 3 { &tips[..] } else { &tips[..2] };
    let x0 = a * 2;
    for i in 0..n {
        let x = x0 + i;
        if rows == 1 {
            if points.contains(&i) {
                m.set(x, top * 2, Tone::Crown);
            }
            m.set(x, top * 2 + 1, Tone::Crown);
        } else {
            if tips.contains(&i) {
                m.set(x, top * 2, Tone::Crown);
            }
            if points.contains(&i) {
                m.set(x, top * 2 + 1, Tone::Crown);
            }
            m.set(x, top * 2 + 2, Tone::Crown);
            m.set(x, top * 2 + 3, Tone::Crown);
        }
    }
}
