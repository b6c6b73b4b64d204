//! `dama-draughts`: the rules of draughts as a library — Italian draughts by the FID
//! rules, and the English, Brazilian and International games — with their notation,
//! FEN, evaluation and built-in opening books. It depends only on `dama-core` (the
//! [`Rules`](dama_core::core::Rules) trait, history, perft): no engine, no terminal.
//!
//! The games live under [`draughts`]: [`draughts::italian::Position`] for Italian,
//! [`draughts::Board`] over a [`draughts::RuleSet`] for the others.
//!
//! # Example
//!
//! ```
//! use dama_draughts::core::Rules;
//! use dama_draughts::core::perft::perft;
//! use dama_draughts::draughts::italian::Position;
//!
//! let pos = Position::parse_position("W:W21-32:B1-12").unwrap();
//! assert_eq!(pos.legal_moves().len(), 7);
//! assert_eq!(perft(&pos, 2), 49);
//! let mv = pos.parse_move("22-18").unwrap();
//! let after = pos.after(&mv);
//! assert_eq!(after.position_text(), "B:W18,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
//! ```

#![warn(missing_docs)]

pub use dama_core::{core, lang};

pub mod draughts;
