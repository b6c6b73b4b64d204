//! The game analysis in the terminal game, for any two-player game: F5 analyses the game
//! on its own thread (`crate::study`, the same analysis as `dama annotate`, by `dama`'s
//! own search or, with `--analysis-engine CMD`, by that outside Hub engine, named on
//! the graph; one that fails ends the analysis with a message saying why), which
//! reports its progress on the app's event channel, so the game stays usable; F5 again
//! stops it, and so does leaving the game. Once done, the move list marks the mistakes,
//! `[` and `]` jump to the previous and next one (the board then shows the position
//! before it with the better move as the hint, the message line the move, its
//! evaluation and the engine's line), and the evaluation graph is drawn under the move
//! list (`widgets/eval_graph.rs`).

pub mod analysing;
pub mod analysis;
pub mod outside_lines;
pub(crate) mod state;

use std::panic::{self, AssertUnwindSafe};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::thread;

use crate::core::Seat;
use crate::lang::study as words;
use crate::protocol::analyst::{HubAnalyst, Speech};
use crate::study::annotated::{line_text, white_view_text};
use crate::study::{Analysis, Halt, Limit, Mark, analyse_with, analysis::for_first};
use crate::study::{expected, figures};

use crate::tui::shell::event::{EngineEvent, Event, StudyNews};
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::study::state::Study;
use crate::tui::shell::table::Shared;
use crate::tui::shell::table::session::Session;

/// How deep the game analysis searches each position (`--depth` changes it).
pub const DEPTH: u32 = 12;

/// What the screen needs of an analysis: White's evaluation of each position, the mark
/// of each move, how far it has come, the curve's scale, the outside engine's name, and
/// each player's accuracy once it is done.
pub struct StudyView<'a> {
    pub evals: &'a [i32],
    pub marks: Vec<Option<Mark>>,
    pub done: usize,
    pub total: usize,
    /// The game's winning-chances scale (`crate::study::expected`).
    pub scale: f64,
    pub engine: Option<&'a str>,
    /// White's and Black's accuracy, percent.
    pub accuracy: [Option<f64>; 2],
}

impl<G: ShellGame> Session<G> {
    /// F5: analyses the game in the background, or stops the analysis running.
    pub(in crate::tui) fn toggle_study(&mut self, sh: &mut Shared) {
        let lang = sh.lang();
        if self.study.as_ref().is_some_and(|s| s.is_running()) {
            self.study = None;
            self.say(words::stopped(lang));
            return;
        }
        if !G::has_analysis() {
            self.complain(words::unavailable(lang));
            return;
        }
        let moves = self.record.moves().to_vec();
        if moves.is_empty() {
            self.complain(words::no_moves(lang));
            return;
        }
        let (id, _) = sh.next_search();
        let stop = Arc::new(AtomicBool::new(false));
        let start = *self.record.start();
        let databases = sh.databases.current();
        let folder = sh.opts.databases.folder().map(|d| d.to_path_buf());
        // `--depth` (the computer's fixed depth) sets the analysis's too.
        let depth = self.engine.depth.unwrap_or(DEPTH);
        let tx = sh.tx.clone();
        let (flag, job_moves) = (Arc::clone(&stop), moves.clone());
        let outside = sh
            .opts
            .analysis_engine
            .clone()
            .filter(|c| !c.trim().is_empty())
            .zip(G::hub());
        thread::spawn(move || {
            let send = |news| {
                let _ = tx.send(Event::Engine(EngineEvent::Study { id, news }));
            };
            let outcome = panic::catch_unwind(AssertUnwindSafe(|| {
                let mut progress = |done, total| send(StudyNews::Progress { done, total });
                if let Some((command, hub)) = &outside {
                    let speech = Speech {
                        variant: hub.variant,
                        position: hub.position,
                        move_text: hub.move_text,
                        parse_move: hub.parse_move,
                    };
                    let limit = Limit::Depth(depth);
                    let mut analyst = HubAnalyst::start_with(command, speech, limit, lang)?;
                    send(StudyNews::Engine(analyst.name().to_string()));
                    return match analyse_with(
                        &start,
                        &job_moves,
                        &mut analyst,
                        &flag,
                        &mut progress,
                    ) {
                        Ok(a) => Ok(Some(a)),
                        Err(Halt::Stopped) => Ok(None),
                        Err(Halt::Failed(why)) => Err(why),
                    };
                }
                Ok(G::analyse_game(
                    &start,
                    &job_moves,
                    depth,
                    databases.as_ref(),
                    folder.as_deref(),
                    &flag,
                    &mut progress,
                ))
            }));
            match outcome {
                Ok(Err(why)) => send(StudyNews::Failed(why)),
                Ok(Ok(result)) => send(StudyNews::Done(
                    result.map(|a| Box::new(a) as Box<dyn std::any::Any + Send>),
                )),
                Err(_) => send(StudyNews::Done(None)),
            }
        });
        self.say(words::started(lang, moves.len()));
        self.study = Some(Study {
            id,
            stop,
            done: 0,
            total: moves.len() + 1,
            moves,
            analysis: None,
            engine: None,
        });
    }

    /// An event of the analysis thread.
    pub(in crate::tui) fn on_study(&mut self, id: u64, news: StudyNews, sh: &mut Shared) {
        let Some(study) = self.study.as_mut().filter(|s| s.id == id) else {
            return;
        };
        match news {
            StudyNews::Engine(name) => study.engine = Some(name),
            StudyNews::Failed(why) => {
                self.study = None;
                self.complain(why);
            }
            StudyNews::Progress { done, total } => {
                study.done = done;
                study.total = total;
            }
            StudyNews::Done(result) => {
                let analysis = result.and_then(|r| r.downcast::<Analysis<G::Move>>().ok());
                let Some(analysis) = analysis else {
                    self.study = None;
                    self.say(words::stopped(sh.lang()));
                    return;
                };
                let count = |m| analysis.notes.iter().filter(|n| n.mark == Some(m)).count();
                let lang = sh.lang();
                let accuracy = [Seat::FIRST, Seat::SECOND].map(|seat| {
                    figures(&analysis, seat).map(|f| {
                        words::player_accuracy(lang, G::seat_label(seat, lang), f.accuracy)
                    })
                });
                let accuracy: Vec<String> = accuracy.into_iter().flatten().collect();
                let text = words::done(
                    lang,
                    count(Mark::Blunder),
                    count(Mark::Mistake),
                    count(Mark::Inaccuracy),
                    &accuracy.join(", "),
                );
                study.done = study.total;
                study.analysis = Some(*analysis);
                self.say(text);
            }
        }
    }

    /// `[` (back) or `]` (forward): the position before the previous or next marked
    /// move, its better move shown as the hint.
    pub(in crate::tui) fn jump_mistake(&mut self, forward: bool, sh: &mut Shared) {
        let lang = sh.lang();
        let Some(study) = self.study.as_ref().filter(|s| !s.is_running()) else {
            self.complain(words::no_analysis(lang));
            return;
        };
        let valid = study.valid_plies(self.record.moves());
        let here = self.record.cursor();
        let marked: Vec<usize> = study
            .analysis
            .as_ref()
            .map(|a| a.marked().filter(|&p| p < valid).collect())
            .unwrap_or_default();
        let target = if forward {
            marked.iter().copied().find(|&p| p > here)
        } else {
            marked.iter().rev().copied().find(|&p| p < here)
        };
        // From the end of the game, `]` starts again at the first mistake.
        let at_end = here == self.record.moves().len();
        let target = target.or_else(|| marked.first().copied().filter(|_| forward && at_end));
        let Some(ply) = target else {
            self.complain(words::no_more(lang, forward));
            return;
        };
        self.review_to(ply, sh);
        self.show_mistake(ply, sh);
    }

    /// The hint and the message of the marked move at `ply` (the cursor is there).
    fn show_mistake(&mut self, ply: usize, sh: &Shared) {
        let Some(note) = self
            .study
            .as_ref()
            .and_then(|s| s.analysis.as_ref())
            .and_then(|a| a.notes.get(ply))
            .cloned()
        else {
            return;
        };
        let before = *self.record.position();
        let (number, second) = self.record.move_number(ply);
        let dots = if second { "..." } else { "." };
        let mark = note.mark.map_or("", |m| m.symbol());
        let played = format!("{number}{dots} {}{mark}", before.move_text(&note.played));
        let eval = white_view_text::<G>(for_first(note.mover, note.played_score));
        let better_eval = white_view_text::<G>(for_first(note.mover, note.best_score));
        let text = words::mistake(
            sh.lang(),
            &played,
            &eval,
            &before.move_text(&note.best),
            &better_eval,
            &line_text(&before, &note.line),
        );
        self.engine.hint = Some(note.best);
        self.say(text);
    }

    /// The analysis as the screen draws it, if there is one.
    pub fn study_view(&self) -> Option<StudyView<'_>> {
        let study = self.study.as_ref()?;
        let moves = self.record.moves();
        let valid = study.valid_plies(moves);
        let evals: &[i32] = study
            .analysis
            .as_ref()
            .map_or(&[][..], |a| &a.evals[..(valid + 1).min(a.evals.len())]);
        let accuracy = [Seat::FIRST, Seat::SECOND].map(|seat| {
            let a = study.analysis.as_ref()?;
            figures(a, seat).map(|f| f.accuracy)
        });
        Some(StudyView {
            evals,
            marks: (0..valid).map(|p| study.mark(p, moves)).collect(),
            done: study.done,
            total: study.total,
            scale: study
                .analysis
                .as_ref()
                .map_or_else(|| expected::scale(G::VARIANT), |a| a.scale),
            engine: study.engine.as_deref(),
            accuracy,
        })
    }

    /// A move of the move list with its mark (`11-15??`) when the analysis has one.
    pub fn listed_move(&self, before: &G, mv: &G::Move, ply: usize) -> String {
        let mark = self
            .study
            .as_ref()
            .and_then(|s| s.mark(ply, self.record.moves()))
            .map_or("", |m| m.symbol());
        format!("{}{mark}", before.move_text(mv))
    }
}
