//! What each subcommand does: reads its arguments, calls the library, prints.

pub mod damhex;
pub mod engine;
pub mod games;
pub mod play;
pub mod selfplay;
pub mod tools;

/// Runs `$body` with `$G` bound to the position type of the draughts game `$game` names;
/// for DamHex^3, which is no draughts variant, returns [`damhex::DraughtsOnly`] (callers
/// that serve DamHex^3 check for it first).
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
            $crate::cli::GameArg::Damhex => {
                return Err($crate::commands::damhex::DraughtsOnly.into());
            }
        }
    };
}
pub(crate) use with_game;
