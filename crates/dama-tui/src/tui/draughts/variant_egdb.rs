//! English, Brazilian and International draughts with their endgame databases in the
//! terminal game (`crate::draughts::egdb`): when the game's subfolder of the databases'
//! folder holds them (`english/` in the folder the Italian ones live in, built with
//! `dama egdb build --game …`), the computer's move from level 6 up
//! move, the hint and the thinking panel search a covered position among the moves that
//! keep its win/draw/loss value with the databases answering inside the search
//! (`GameDatabases::oracle`), as `dama analyze` does, and end with the databases'
//! verdict ("win for White (database)"; with the English distances up to 5 pieces a
//! mate score, "win in N") when no count can change it; the analysis
//! mode's lines and the game analysis take them as their oracle. They are opened once,
//! at the first use of the game and folder in the process; none is quietly none.

use std::any::TypeId;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::AtomicBool;

use crate::core::{Evaluate, History, Rules};
use crate::draughts::brazilian::Brazilian;
use crate::draughts::egdb::{GameDatabases, probe::Wdl};
use crate::draughts::english::English;
use crate::draughts::international::International;
use crate::draughts::{Board, RuleSet, Variant};
use crate::engine::{MATE, Oracle, Tt};
use crate::tui::shell::event::{Progress, Source};
use crate::tui::shell::game::{Strength, ThinkSetup, Thought};
use crate::tui::shell::table::computer::engine_think::search;

/// The score the verdict of a won covered position shows when the search found no
/// shorter win: half the mate score, as the oracle's wins (read "win").
const DATABASE_WIN: i32 = MATE / 2;

/// Folders opened, with what they held (each kept for the life of the process: a
/// game's databases in one folder are opened once).
type Opened = Vec<(PathBuf, Option<&'static GameDatabases>)>;

/// The databases of the variant whose positions are `G`s in its subfolder of `dir`,
/// opened once (`None`: not a variant, no folder, or no complete set in it).
pub(in crate::tui) fn databases<G: Rules>(dir: Option<&Path>) -> Option<&'static GameDatabases> {
    static OPENED: Mutex<Opened> = Mutex::new(Vec::new());
    let t = TypeId::of::<G>();
    let (kind, name) = if t == TypeId::of::<Board<English>>() {
        (Variant::English, English::NAME)
    } else if t == TypeId::of::<Board<Brazilian>>() {
        (Variant::Brazilian, Brazilian::NAME)
    } else if t == TypeId::of::<Board<International>>() {
        (Variant::International, International::NAME)
    } else {
        return None;
    };
    let folder = dir?.join(name);
    let mut opened = OPENED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, db)) = opened.iter().find(|(f, _)| *f == folder) {
        return *db;
    }
    let db = GameDatabases::open(kind, &folder).map(|db| &*Box::leak(Box::new(db)));
    opened.push((folder, db));
    db
}

/// The search of `pos` with its variant's databases, or `None` when `G` is not a
/// variant or the game has no databases. A covered root ends with the databases'
/// verdict, heard by `on_info` with the search's line.
#[allow(clippy::too_many_arguments)]
pub(in crate::tui) fn search_with<G: Evaluate>(
    pos: &G,
    history: &History<G>,
    strength: Strength,
    seed: u64,
    setup: &ThinkSetup,
    tt: &mut Tt,
    stop: &AtomicBool,
    on_info: &mut dyn FnMut(Progress),
) -> Option<Thought<G::Move>> {
    let db = databases::<G>(setup.database_dir.as_deref())?;
    let keep = db.keeping_moves(pos);
    let exact = db.oracle(pos, MATE)?;
    let oracle: Oracle<'_, G> = &*exact;
    let verdict = db.variant_value(pos);
    let distance = db.variant_distance(pos);
    let mut last: Option<Progress> = None;
    let mut hear = |p: Progress| {
        last = Some(p.clone());
        on_info(p);
    };
    let thought = search(
        pos,
        history,
        strength,
        seed,
        setup,
        Some(oracle),
        keep.as_deref(),
        tt,
        stop,
        &mut hear,
    );
    if let Some(w) = verdict {
        let line: Vec<G::Move> = thought.best.into_iter().collect();
        let searched = last.unwrap_or_else(|| Progress::new(pos, 0, 0, 0, &line));
        on_info(verdict_progress(w, distance, searched));
    }
    Some(thought)
}

/// The databases' verdict `w` with the search's line: a stored distance (English up to
/// 5 pieces) is the score ("win in N"); else a win the search proved shorter keeps its
/// distance; else a win reads "win", a draw "draw".
fn verdict_progress(w: Wdl, distance: Option<u16>, searched: Progress) -> Progress {
    let proved = crate::engine::is_mate_score(searched.score);
    let score = match (w, distance) {
        (Wdl::Win, Some(d)) => MATE - i32::from(d),
        (Wdl::Loss, Some(d)) => -(MATE - i32::from(d)),
        _ => verdict_score(w, proved, searched.score),
    };
    Progress { score, ..searched }.from_source(Source::Database)
}

/// The score of a verdict without a stored distance.
fn verdict_score(w: Wdl, proved: bool, searched: i32) -> i32 {
    match w {
        Wdl::Win if proved && searched > 0 => searched,
        Wdl::Loss if proved && searched < 0 => searched,
        Wdl::Win => DATABASE_WIN,
        Wdl::Loss => -DATABASE_WIN,
        Wdl::Draw => 0,
    }
}

/// The variant's databases in `dir` as the oracle of a search from `root` (the
/// analysis mode's lines), or `None`.
pub(in crate::tui) fn oracle<G: Rules>(
    root: &G,
    dir: Option<&Path>,
) -> Option<crate::draughts::egdb::games::BoxedOracle<'static, G>> {
    databases::<G>(dir)?.oracle(root, MATE)
}
