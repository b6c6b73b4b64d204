//! An outside Hub engine as the analyst of a game (`dama annotate --engine CMD`, F5 and
//! F4 with an analysis engine): the same analysis as with `dama`'s own search
//! ([`crate::study::analyse_with`]), each position asked of the engine with the game's
//! start and moves (so it knows the repetitions). A move other than the engine's choice
//! is scored by asking the engine about the position after it (its score turned to the
//! mover's view). An engine that exits, hangs past its time or answers nonsense ends
//! the analysis with a message naming it, as it ends a game it plays.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::core::{History, Rules};
use crate::draughts::Draughts;
use crate::engine::{MATE, MATE_BOUND};
use crate::lang::Lang;
use crate::study::{Analyst, At, Limit, Searched};

use super::client::{ClientError, Engine, InfoLine, Think};
use super::{hub_text, words};

/// How long an engine may take on one position searched to a depth before it counts as
/// hung.
pub const DEPTH_TIMEOUT: Duration = Duration::from_secs(120);
/// Time beyond its move time an engine may take before it counts as hung.
pub const MARGIN: Duration = Duration::from_secs(2);

/// How game `G` is spoken in the Hub protocol (the terminal game's `HubSpeech` gives
/// the same).
pub struct Speech<G: Rules> {
    /// The protocol's variant name.
    pub variant: &'static str,
    /// A position as the protocol's `pos=` text.
    pub position: fn(&G) -> String,
    /// A move as the protocol writes it.
    pub move_text: fn(&G::Move) -> String,
    /// A move the engine wrote, if it reads as one of the position.
    pub parse_move: fn(&G, &str) -> Option<G::Move>,
}

impl<G: Rules> Clone for Speech<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Rules> Copy for Speech<G> {}

/// How the draughts games are spoken.
pub fn draughts_speech<G: Draughts>() -> Speech<G> {
    Speech {
        variant: G::VARIANT,
        position: hub_text::position_text::<G>,
        move_text: hub_text::move_text::<G>,
        parse_move: |pos, text| hub_text::parse_move(pos, text).ok(),
    }
}

/// A running Hub engine analysing positions of game `G`.
pub struct HubAnalyst<G: Rules> {
    engine: Engine,
    name: String,
    speech: Speech<G>,
    think: Think,
    timeout: Duration,
    lang: Lang,
}

impl<G: Draughts> HubAnalyst<G> {
    /// Starts `command` for draughts game `G` (see [`HubAnalyst::start_with`]).
    pub fn start(command: &str, limit: Limit, lang: Lang) -> Result<Self, String> {
        HubAnalyst::start_with(command, draughts_speech::<G>(), limit, lang)
    }
}

impl<G: Rules> HubAnalyst<G> {
    /// Starts `command`, speaking game `G` as `speech` says, and completes the
    /// handshake; an error is the message to show.
    pub fn start_with(
        command: &str,
        speech: Speech<G>,
        limit: Limit,
        lang: Lang,
    ) -> Result<Self, String> {
        let engine = Engine::start(command, speech.variant)
            .map_err(|e| failed(lang, command, &words::client_error(lang, &e)))?;
        let name = engine
            .id_name
            .clone()
            .filter(|n| !n.trim().is_empty())
            .unwrap_or_else(|| command.to_string());
        let (think, timeout) = match limit {
            Limit::Depth(d) => (Think::Depth(d.max(1)), DEPTH_TIMEOUT),
            Limit::MoveTime(t) => (Think::MoveTime(t), t + MARGIN),
        };
        Ok(HubAnalyst {
            engine,
            name,
            speech,
            think,
            timeout,
            lang,
        })
    }

    /// The engine's name (its own, else its command).
    pub fn name(&self) -> &str {
        &self.name
    }

    fn client(&self, e: &ClientError) -> String {
        failed(self.lang, &self.name, &words::client_error(self.lang, e))
    }
}

fn failed(lang: Lang, name: &str, what: &str) -> String {
    words::analysis_failed(lang, name, what)
}

/// A score of the position after a move, turned to the view of the side that played it
/// (a win's distance counts that move too).
fn from_mover(after: i32) -> i32 {
    if after.abs() > MATE_BOUND {
        -after + after.signum()
    } else {
        -after
    }
}

impl<G: Rules> Analyst<G> for HubAnalyst<G> {
    fn search(
        &mut self,
        at: &At<'_, G>,
        only: Option<G::Move>,
        _stop: &AtomicBool,
    ) -> Result<Searched<G::Move>, String> {
        let mut moves: Vec<G::Move> = at.moves.to_vec();
        let mut root = *at.root;
        if let Some(mv) = only {
            let mut history: History<G> = at.history.clone();
            history.push(&root, &mv);
            root.play_unchecked(&mv);
            moves.push(mv);
            // The game over after the move: the rules score it, not the engine.
            let ruled = if let Some(o) = root.outcome() {
                Some(if o.winner == root.to_move() {
                    MATE
                } else {
                    -MATE
                })
            } else if history.draw(&root).is_some() {
                Some(0)
            } else if history.legal_moves(&root).is_empty() {
                Some(-MATE)
            } else {
                None
            };
            if let Some(score) = ruled {
                return Ok(Searched {
                    best: Some(mv),
                    score: from_mover(score),
                    pv: vec![mv],
                    depth: 0,
                });
            }
        }
        let speech = self.speech;
        let start = (speech.position)(at.start);
        let texts: Vec<String> = moves.iter().map(|m| (speech.move_text)(m)).collect();
        let mut last_pv: Vec<String> = Vec::new();
        let mut on_info = |line: &InfoLine| {
            if !line.pv.is_empty() {
                last_pv = line.pv.clone();
            }
        };
        let answer = self
            .engine
            .think_reporting(&start, &texts, self.think, self.timeout, &mut on_info)
            .map_err(|e| self.client(&e))?;
        let legal = |pos: &G, text: &str| {
            (speech.parse_move)(pos, text).filter(|mv| pos.legal_moves().contains(mv))
        };
        let Some(best) = legal(&root, &answer.mv) else {
            return Err(failed(
                self.lang,
                &self.name,
                &words::illegal_move(self.lang, &answer.mv),
            ));
        };
        let score = answer.score.filter(|s| s.is_finite()).map_or(0, |s| {
            (s * 100.0).round().clamp(-f64::from(MATE), f64::from(MATE)) as i32
        });
        let mut pv = Vec::new();
        let mut walk = root;
        for text in &last_pv {
            let Some(mv) = legal(&walk, text) else { break };
            pv.push(mv);
            walk.play_unchecked(&mv);
        }
        if pv.first() != Some(&best) {
            pv = vec![best];
        }
        let depth = answer.depth.unwrap_or(0);
        Ok(match only {
            Some(mv) => Searched {
                best: Some(mv),
                score: from_mover(score),
                pv: std::iter::once(mv).chain(pv).collect(),
                depth,
            },
            None => Searched {
                best: Some(best),
                score,
                pv,
                depth,
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_turn_to_the_mover() {
        assert_eq!(from_mover(35), -35);
        // Lost on the spot after the move: the move wins in one ply.
        assert_eq!(from_mover(-MATE), MATE - 1);
        assert_eq!(from_mover(MATE - 4), -(MATE - 5));
    }
}
