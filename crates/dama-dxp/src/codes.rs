//! The one-digit codes of DXP messages, each a closed set in the
//! DamExchange specification: the GAMEACC acceptance code (0-3), the
//! GAMEEND reason (0-3) and stop code (0-1), and the BACKACC acceptance
//! code (0-2). A digit outside its set is refused when parsing.

/// The follower's answer to a GAMEREQ, as the GAMEACC acceptance code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AcceptCode {
    /// `0`: the game starts.
    Accepted,
    /// `1`: refused, the protocol version of the request is not the
    /// expected one.
    VersionRefused,
    /// `2`: refused, not this game (thinking time, position...), but the
    /// follower will play another.
    GameRefused,
    /// `3`: refused, the follower does not want to play any game.
    AllRefused,
}

impl AcceptCode {
    /// The digit on the wire.
    pub const fn digit(self) -> u8 {
        match self {
            AcceptCode::Accepted => 0,
            AcceptCode::VersionRefused => 1,
            AcceptCode::GameRefused => 2,
            AcceptCode::AllRefused => 3,
        }
    }

    /// The code for a digit, if the specification defines it.
    pub const fn from_digit(d: u8) -> Option<AcceptCode> {
        match d {
            0 => Some(AcceptCode::Accepted),
            1 => Some(AcceptCode::VersionRefused),
            2 => Some(AcceptCode::GameRefused),
            3 => Some(AcceptCode::AllRefused),
            _ => None,
        }
    }
}

/// The GAMEEND reason. Only informational; `Unknown` is always allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// `0`: no reason given (also the reason of an acknowledgement).
    Unknown,
    /// `1`: the sender gives up.
    SenderLoses,
    /// `2`: draw.
    Draw,
    /// `3`: the sender wins.
    SenderWins,
}

impl EndReason {
    /// The digit on the wire.
    pub const fn digit(self) -> u8 {
        match self {
            EndReason::Unknown => 0,
            EndReason::SenderLoses => 1,
            EndReason::Draw => 2,
            EndReason::SenderWins => 3,
        }
    }

    /// The reason for a digit, if the specification defines it.
    pub const fn from_digit(d: u8) -> Option<EndReason> {
        match d {
            0 => Some(EndReason::Unknown),
            1 => Some(EndReason::SenderLoses),
            2 => Some(EndReason::Draw),
            3 => Some(EndReason::SenderWins),
            _ => None,
        }
    }
}

/// The GAMEEND stop code: what happens after this game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StopCode {
    /// `0`: end this game; the sender is willing to play another.
    NextGame,
    /// `1`: the sender wants to stop entirely.
    EndSession,
}

impl StopCode {
    /// The digit on the wire.
    pub const fn digit(self) -> u8 {
        match self {
            StopCode::NextGame => 0,
            StopCode::EndSession => 1,
        }
    }

    /// The stop code for a digit, if the specification defines it.
    pub const fn from_digit(d: u8) -> Option<StopCode> {
        match d {
            0 => Some(StopCode::NextGame),
            1 => Some(StopCode::EndSession),
            _ => None,
        }
    }
}

/// The BACKACC acceptance code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BackAcceptCode {
    /// `0`: going back.
    Accepted,
    /// `1`: going back is not supported.
    NotSupported,
    /// `2`: going back is refused.
    Refused,
}

impl BackAcceptCode {
    /// The digit on the wire.
    pub const fn digit(self) -> u8 {
        match self {
            BackAcceptCode::Accepted => 0,
            BackAcceptCode::NotSupported => 1,
            BackAcceptCode::Refused => 2,
        }
    }

    /// The code for a digit, if the specification defines it.
    pub const fn from_digit(d: u8) -> Option<BackAcceptCode> {
        match d {
            0 => Some(BackAcceptCode::Accepted),
            1 => Some(BackAcceptCode::NotSupported),
            2 => Some(BackAcceptCode::Refused),
            _ => None,
        }
    }
}
