//! The panel's words for a seat the computer plays: dama at its level (or fixed depth),
//! or the outside engine seated there, by the name it gave (its command until then).

use crate::core::{Level, Seat};
use crate::lang::Lang;
use crate::lang::LangText;
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::table::session::Session;

/// "Computer (level 3)", "Computer (depth 8)" or "Engine Scan 3.1".
pub fn computer_who<G: ShellGame>(s: &Session<G>, seat: Seat, level: Level, lang: Lang) -> String {
    let t = lang.text();
    if let Some(name) = s.outside_name(seat) {
        return crate::protocol::words::seat_player(lang, name);
    }
    match s.depth() {
        Some(d) => format!("{} ({} {d})", t.computer, t.depth),
        None => format!("{} ({} {level})", t.computer, t.level.to_lowercase()),
    }
}
