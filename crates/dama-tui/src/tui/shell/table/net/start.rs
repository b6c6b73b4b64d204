//! Starting the table of a game over the network, from the connection `dama play
//! --host` or `--join` made: the game the options describe (the host's choice, or what
//! the host's welcome said), every seat a person's — the guest's and ours — but a
//! further seat the host gives the computer (`--red computer` in DamHex^3).

use crate::core::{Level, Seat};
use crate::game::Player;

use crate::tui::shell::app::{App, StartError};
use crate::tui::shell::catalog::GameSpec;
use crate::tui::shell::options::Mover;
use crate::tui::shell::table::net::NetPlan;

impl App {
    /// Shows the network game `plan` holds.
    pub(in crate::tui) fn start_net(&mut self, plan: &NetPlan) -> Result<(), StartError> {
        let Some((peer, mine, guest)) = plan.take(self.shared.tx.clone()) else {
            return Err(StartError::Game("network".into()));
        };
        // A ballot opening (`--ballot`) is drawn by the host; its moves go across as
        // the game's first plies.
        let host = peer.role == crate::peer::Role::Host;
        let ballot = if host && self.shared.opts.ballot {
            self.draw_ballot()
        } else {
            None
        };
        let opts = &self.shared.opts;
        let computer = Player::Computer {
            level: opts.level.unwrap_or(Level::DEFAULT),
        };
        let players: Vec<Player> = (0..self.entry().players.max(2))
            .map(|i| {
                let seat = Seat(i as u8);
                let given = match i {
                    0 => opts.white,
                    1 => opts.black,
                    _ => opts.red,
                };
                // The host's own seats other than its person's may be the computer's.
                let local_computer = host && seat != mine && seat != guest;
                if local_computer && given != Some(Mover::Human) {
                    computer
                } else {
                    Player::Human
                }
            })
            .collect();
        let spec = GameSpec {
            players,
            clock: opts.clock,
            position: opts.fen.clone(),
            ballot,
            ..GameSpec::default()
        };
        let mut table = self.entry().start_game(spec, &mut self.shared);
        table.attach_net(peer, mine, guest, &mut self.shared);
        self.show(table);
        Ok(())
    }
}
