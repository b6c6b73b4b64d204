//! The one channel everything arrives on: keys, mouse clicks, resizes, ticks, and the
//! engine's progress and results. The app's update function takes these one at a time,
//! so input is never blocked by a search.

use std::sync::mpsc::Sender;
use std::thread::{self, JoinHandle};
use std::time::Duration;

use ratatui::crossterm::event::{self as ct, KeyEvent, KeyEventKind, MouseEvent};

use crate::core::{Rules, Seat};

use crate::tui::shell::table::computer::hub_link::OutsideNews;

/// Anything the app reacts to.
#[derive(Debug)]
pub enum Event {
    Key(KeyEvent),
    Mouse(MouseEvent),
    Resize(u16, u16),
    /// Time passes: progress bars move, demo games go on.
    Tick,
    Engine(EngineEvent),
    /// The endgame databases: loaded, or a background build's progress and end.
    Databases(DatabaseNews),
}

/// What a database thread reports, opaque to the shell: the databases' own type reads it
/// (`DatabaseService::on_news`).
pub struct DatabaseNews(pub Box<dyn std::any::Any + Send>);

impl std::fmt::Debug for DatabaseNews {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DatabaseNews")
    }
}

/// Where a search's verdict came from: the panel and the hint say so ("win in 7
/// (database)"). A new source (the opening book) is a variant here and its word in
/// `lang/engine_ui.rs` ([`Source::word`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Source {
    /// The engine's own search.
    #[default]
    Search,
    /// The endgame databases: perfect play.
    Database,
    /// The opening book.
    Book,
}

impl Source {
    /// The word the panel and the hint add to a verdict from this source (none for the
    /// search).
    pub fn word(self, lang: crate::lang::Lang) -> Option<&'static str> {
        use crate::lang::engine_ui as words;
        match self {
            Source::Search => None,
            Source::Database => Some(words::database_word(lang)),
            Source::Book => Some(words::book_word(lang)),
        }
    }

    /// Whether a score of 0 from this source is a draw for sure.
    pub fn is_exact(self) -> bool {
        self == Source::Database
    }
}

/// A search's progress, in any game: the move texts of its line are written out on the
/// search thread, so the event stays the same type whatever the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    pub depth: u32,
    /// Hundredths of a man from the side to move's view (see `engine::format_score`).
    pub score: i32,
    pub nodes: u64,
    /// The principal variation in the game's notation.
    pub pv: Vec<String>,
    /// Where the verdict came from (the search unless said otherwise).
    pub source: Source,
}

impl Progress {
    /// The progress of a search from `pos`, its line given as moves.
    pub fn new<G: Rules>(pos: &G, depth: u32, score: i32, nodes: u64, pv: &[G::Move]) -> Progress {
        let mut at = *pos;
        let pv = pv
            .iter()
            .map(|mv| {
                let text = at.move_text(mv);
                at.play_unchecked(mv);
                text
            })
            .collect();
        Progress {
            depth,
            score,
            nodes,
            pv,
            source: Source::Search,
        }
    }

    /// The same progress from another source.
    pub fn from_source(self, source: Source) -> Progress {
        Progress { source, ..self }
    }
}

/// Messages from a search thread, tagged with the search's id so that results of a
/// search the app no longer waits for (after undo, new game, …) are ignored.
#[derive(Debug)]
pub enum EngineEvent {
    Info {
        id: u64,
        info: Progress,
    },
    /// The search's move, as its index among the legal moves of the searched position
    /// (`None`: no move).
    Done {
        id: u64,
        best: Option<usize>,
    },
    /// The analysis mode's search completed a depth: its best lines, best first.
    Lines {
        id: u64,
        lines: Vec<Progress>,
    },
    /// The search thread panicked; the message says why.
    Failed {
        id: u64,
        message: String,
    },
    /// The outside engine playing `seat` started, moved or failed (`outside.rs`);
    /// `key` tells that engine from an earlier game's.
    Outside {
        seat: Seat,
        key: u64,
        news: OutsideNews,
    },
    /// The game analysis (`shell/study/mod.rs`), tagged with its own id.
    Study {
        id: u64,
        news: StudyNews,
    },
}

/// What the game analysis thread reports: the outside engine's name when one analyses,
/// how far it is, then its end with the game's `crate::study::Analysis` (opaque here:
/// the session of that game reads it), or `None` when it was stopped, or why an outside
/// engine failed.
pub enum StudyNews {
    Engine(String),
    Progress { done: usize, total: usize },
    Done(Option<Box<dyn std::any::Any + Send>>),
    Failed(String),
}

impl std::fmt::Debug for StudyNews {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StudyNews::Progress { done, total } => write!(f, "Progress({done}/{total})"),
            StudyNews::Engine(name) => write!(f, "Engine({name})"),
            StudyNews::Done(r) => write!(f, "Done({})", r.is_some()),
            StudyNews::Failed(why) => write!(f, "Failed({why})"),
        }
    }
}

/// Turns a terminal event into an app event. Only key presses count: releases and
/// repeats reported by some terminals would otherwise type twice.
pub fn from_terminal(ev: ct::Event) -> Option<Event> {
    match ev {
        ct::Event::Key(k) if k.kind == KeyEventKind::Press => Some(Event::Key(k)),
        ct::Event::Mouse(m) => Some(Event::Mouse(m)),
        ct::Event::Resize(w, h) => Some(Event::Resize(w, h)),
        _ => None,
    }
}

/// Reads the terminal on its own thread and sends a `Tick` whenever `tick` passes
/// without input. Ends when the receiving side is gone.
pub fn spawn_input(tx: Sender<Event>, tick: Duration) -> JoinHandle<()> {
    thread::spawn(move || {
        loop {
            let sent = match ct::poll(tick) {
                Ok(true) => match ct::read() {
                    Ok(ev) => match from_terminal(ev) {
                        Some(e) => tx.send(e),
                        None => Ok(()),
                    },
                    Err(_) => return,
                },
                Ok(false) => tx.send(Event::Tick),
                Err(_) => return,
            };
            if sent.is_err() {
                return;
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::crossterm::event::{KeyCode, KeyModifiers};

    #[test]
    fn only_presses_count() {
        let press = KeyEvent::new(KeyCode::Char('a'), KeyModifiers::NONE);
        let release = KeyEvent::new_with_kind(
            KeyCode::Char('a'),
            KeyModifiers::NONE,
            KeyEventKind::Release,
        );
        assert!(matches!(
            from_terminal(ct::Event::Key(press)),
            Some(Event::Key(_))
        ));
        assert!(from_terminal(ct::Event::Key(release)).is_none());
        assert!(matches!(
            from_terminal(ct::Event::Resize(80, 24)),
            Some(Event::Resize(80, 24))
        ));
    }
}
