//! What each subcommand does: reads its arguments, calls the library, prints.

pub mod analyze_lines;
pub mod annotate;
pub mod bench_file;
pub mod book;
pub mod damhex;
pub mod dxp;
pub mod egdb;
pub mod egdb_bench;
pub mod egdb_variants;
pub mod egdb_variants_build;
pub mod engine;
pub mod explorer;
pub mod games;
pub mod interrupt;
pub mod library;
pub mod manual;
pub mod match_play;
mod match_text;
pub mod play;
pub mod play_engines;
pub mod play_net;
pub mod puzzles;
pub mod selfplay;
pub mod tools;
pub mod tune;
pub mod tune_dameta;
pub mod tune_fit;
pub mod tune_games;
pub mod tune_hand;
pub mod tune_marks;

/// Runs `$body` with `$G` bound to the position type of the draughts game `$game` names
/// (Italian and the variants); `$other` for a game without what only draughts has (PDN,
/// the tuners): Dameta and DamHex^3.
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
            $crate::cli::GameArg::Dameta | $crate::cli::GameArg::Damhex => $other,
        }
    };
}
pub(crate) use with_draughts;

/// [`with_draughts!`] for every two-player game: Dameta too. For DamHex^3, which is no
/// draughts variant, returns [`damhex::DraughtsOnly`] (callers that serve DamHex^3 check
/// for it first).
macro_rules! with_game {
    ($game:expr, $G:ident => $body:expr) => {{
        let game: $crate::cli::GameArg = $game;
        $crate::commands::with_draughts!(game, $G => $body, {
            if game != $crate::cli::GameArg::Dameta {
                return Err($crate::commands::damhex::DraughtsOnly.into());
            }
            type $G = dama::dameta::Position;
            $body
        })
    }};
}
pub(crate) use with_game;

/// "1 thread", "2 threads": a count of threads in a command's progress line.
pub fn threads_text(n: usize) -> String {
    if n == 1 {
        "1 thread".to_string()
    } else {
        format!("{n} threads")
    }
}
