//! The DXP codes in words, for the game lines, the PDN's `Termination` tag and the
//! notes of `dama dxp`: a GAMEEND's reason and a GAMEACC's refusal code. English, as
//! every line `dama match` and `dama dxp` print.

use dama_dxp::{AcceptCode, EndReason};

/// A GAMEEND reason, said of the peer that sent it.
pub fn end_text(reason: EndReason) -> &'static str {
    match reason {
        EndReason::Unknown => "no reason given",
        EndReason::SenderLoses => "it gives up",
        EndReason::Draw => "a draw",
        EndReason::SenderWins => "it claims the win",
    }
}

/// What an acceptance code means.
pub fn refusal_text(code: AcceptCode) -> &'static str {
    match code {
        AcceptCode::Accepted => "accepted",
        AcceptCode::VersionRefused => "code 1, it does not speak this protocol version",
        AcceptCode::GameRefused => "code 2, not this game (it would play another)",
        AcceptCode::AllRefused => "code 3, it plays no more games",
    }
}
