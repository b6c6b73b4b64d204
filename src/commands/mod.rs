//! What each subcommand does: reads its arguments, calls the library, prints.

pub mod egdb;
pub mod engine;
pub mod games;
pub mod match_play;
pub mod play;
pub mod selfplay;
pub mod tools;

/// Runs `$body` with `$G` bound to the position type of the game `$game` names.
macro_rules! with_game {
    ($game:expr, $G:ident => $body:expr) => {
        match $game {
            $crate::cli::GameArg::Italian => {
                type $G = dama::draughts::italian::Position;
                $body
            }
            $crate::cli::GameArg::English => {
                type $G = dama::draughts::english::Position;
                $body
            }
            $crate::cli::GameArg::Brazilian => {
                type $G = dama::draughts::brazilian::Position;
                $body
            }
            $crate::cli::GameArg::International => {
                type $G = dama::draughts::international::Position;
                $body
            }
            $crate::cli::GameArg::Dameta => {
                type $G = dama::dameta::Position;
                $body
            }
        }
    };
}
pub(crate) use with_game;

/// [`with_game!`] for what only draughts has (PDN): `$other` for a game without it.
macro_rules! with_draughts {
    ($game:expr, $G:ident => $body:expr, $other:expr) => {
        match $game {
            $crate::cli::GameArg::Italian => {
                type $G = dama::draughts::italian::Position;
                $body
            }
            $crate::cli::GameArg::English => {
                type $G = dama::draughts::english::Position;
                $body
            }
            $crate::cli::GameArg::Brazilian => {
                type $G = dama::draughts::brazilian::Position;
                $body
            }
            $crate::cli::GameArg::International => {
                type $G = dama::draughts::international::Position;
                $body
            }
            $crate::cli::GameArg::Dameta => $other,
        }
    };
}
pub(crate) use with_draughts;
