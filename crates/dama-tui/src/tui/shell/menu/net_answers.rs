//! The app's answers to the network page: hosting the game chosen (then waiting for
//! the guest on each tick, the game starting when it arrives), giving it up, joining.
//! The connection is `table::net::connect`'s, as for `dama play --host/--join`; the
//! table then starts as from those flags (`table::net::start`).

use crate::tui::shell::app::{App, Screen};
use crate::tui::shell::menu::Page;
use crate::tui::shell::menu::net::{NetAction, NetMode, NetRow, Waiting};
use crate::tui::shell::table::net::{NetPlan, connect};

impl App {
    pub(in crate::tui) fn net_action(&mut self, action: NetAction) {
        match action {
            NetAction::Host => {
                let entry = self.entry();
                let opts = &mut self.shared.opts;
                opts.game = entry.id.to_string();
                opts.color = self.menu.color;
                // The new-game page's clock (none in a game of three).
                opts.clock = (entry.players == 2)
                    .then(|| self.menu.new_game.clock())
                    .flatten();
                opts.fen = None;
                let at = self.menu.net.listen.text.clone();
                match connect::host(self.catalog.games, &self.shared.opts, &at, None) {
                    Ok(h) => {
                        self.menu.net.waiting = Some(Waiting {
                            addr: h.addr.to_string(),
                            code: h.code,
                            plan: h.plan,
                        });
                        self.menu.net_mode(NetMode::Waiting);
                    }
                    Err(why) => self.menu.error = Some(why),
                }
            }
            NetAction::Cancel => {
                if let Some(w) = self.menu.net.waiting.take() {
                    w.plan.cancel();
                }
                self.menu.net_mode(NetMode::Host);
                let rows = self.menu.net_rows();
                self.menu.sel = rows.iter().position(|r| *r == NetRow::Go).unwrap_or(0);
            }
            NetAction::Join => {
                let (at, code) = (
                    self.menu.net.join.text.clone(),
                    self.menu.net.code.text.clone(),
                );
                let games = self.catalog.games;
                match connect::join(games, &mut self.shared.opts, &at, &code, None) {
                    Ok(plan) => {
                        if let Some(i) = self.catalog.index_of(&self.shared.opts.game) {
                            self.menu.game = i;
                        }
                        self.begin_net(&plan);
                    }
                    Err(why) => self.menu.error = Some(why),
                }
            }
        }
    }

    /// On each tick of the waiting page: the guest arrived, the game starts.
    pub(in crate::tui) fn net_wait_tick(&mut self) {
        if self.screen != Screen::Menu || self.menu.page != Page::Net {
            return;
        }
        let arrived = self
            .menu
            .net
            .waiting
            .as_ref()
            .is_some_and(|w| w.plan.guest_arrived());
        if !arrived {
            return;
        }
        if let Some(w) = self.menu.net.waiting.take() {
            self.menu.net_mode(NetMode::Choose);
            self.begin_net(&w.plan);
        }
    }

    fn begin_net(&mut self, plan: &NetPlan) {
        if let Err(e) = self.start_net(plan) {
            self.menu.error = Some(e.to_string());
        }
    }
}
