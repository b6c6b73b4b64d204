//! Every DXP message kind: encoded to the exact bytes of the layouts in the
//! DamExchange layer 2 description (expected strings written by hand), and
//! parsed back to the same value.

use dama_dxp::{
    AcceptCode, BackAccept, BackAcceptCode, BackRequest, Colour, DxpMove, EndReason, GameAccept,
    GameEnd, GameRequest, Message, MessageKind, Setup, Square, SquareContent, StopCode,
};

fn sq(n: u8) -> Square {
    Square::new(n).expect("test squares are 1-50")
}

/// Encodes, compares with `wire` (NUL excluded), parses back.
fn check(message: Message, wire: &str) {
    let mut expected = wire.as_bytes().to_vec();
    expected.push(0);
    assert_eq!(
        String::from_utf8_lossy(&message.encode()),
        String::from_utf8_lossy(&expected),
        "encoding of {message:?}"
    );
    assert_eq!(
        Message::parse(wire.as_bytes()),
        Ok(message),
        "parsing {wire:?}"
    );
}

#[test]
fn chat() {
    check(
        Message::Chat("What do you think about move 35?".into()),
        "CWhat do you think about move 35?",
    );
    check(Message::Chat(String::new()), "C");
    check(Message::Chat("tab\there ~".into()), "Ctab\there ~");
}

#[test]
fn game_request_standard_start() {
    let req = GameRequest::new(
        "Tornado voor Windows 4.0",
        Colour::White,
        60,
        65,
        Setup::Standard,
    )
    .unwrap();
    check(
        Message::GameRequest(req),
        "R01Tornado voor Windows 4.0        W060065A",
    );

    let req = GameRequest::new("dama 0.1.0", Colour::Black, 5, 0, Setup::Standard).unwrap();
    assert_eq!(req.move_limit(), 0);
    check(
        Message::GameRequest(req),
        "R01dama 0.1.0                      Z005000A",
    );
}

#[test]
fn game_request_with_a_position() {
    let mut squares = [SquareContent::Empty; 50];
    squares[5 - 1] = SquareContent::WhiteKing;
    squares[23 - 1] = SquareContent::WhiteMan;
    squares[28 - 1] = SquareContent::BlackMan;
    squares[46 - 1] = SquareContent::BlackKing;
    let setup = Setup::Position {
        to_move: Colour::Black,
        squares,
    };
    let req = GameRequest::new("dama", Colour::White, 5, 0, setup).unwrap();
    check(
        Message::GameRequest(req),
        concat!(
            "R01dama                            W005000BZ",
            "eeeeWeeeee",
            "eeeeeeeeee",
            "eeweeeezee",
            "eeeeeeeeee",
            "eeeeeZeeee",
        ),
    );
}

#[test]
fn game_request_with_the_standard_squares_as_a_position() {
    let setup = Setup::Position {
        to_move: Colour::White,
        squares: Setup::standard_squares(),
    };
    let req = GameRequest::new("Scan", Colour::Black, 120, 100, setup).unwrap();
    check(
        Message::GameRequest(req),
        concat!(
            "R01Scan                            Z120100BW",
            "zzzzzzzzzzzzzzzzzzzz",
            "eeeeeeeeee",
            "wwwwwwwwwwwwwwwwwwww",
        ),
    );
}

#[test]
fn game_request_with_another_version_round_trips() {
    let req = GameRequest::new("future", Colour::White, 1, 1, Setup::Standard)
        .unwrap()
        .with_version(2)
        .unwrap();
    check(
        Message::GameRequest(req),
        "R02future                          W001001A",
    );
    let msg = Message::parse(b"R99future                          W001001A").unwrap();
    let Message::GameRequest(req) = msg else {
        panic!("a GAMEREQ")
    };
    assert_eq!(req.version(), 99);
}

#[test]
fn long_names_are_cut_at_32_characters() {
    let req = GameRequest::new(
        "  Kingsrow International 1.62 (64-bit, 8 threads)",
        Colour::White,
        1,
        0,
        Setup::Standard,
    )
    .unwrap();
    assert_eq!(req.initiator_name(), "Kingsrow International 1.62 (64-");
    check(
        Message::GameRequest(req),
        "R01Kingsrow International 1.62 (64-W001000A",
    );
}

#[test]
fn game_accept_every_code() {
    for (code, digit) in [
        (AcceptCode::Accepted, '0'),
        (AcceptCode::VersionRefused, '1'),
        (AcceptCode::GameRefused, '2'),
        (AcceptCode::AllRefused, '3'),
    ] {
        let acc = GameAccept::new("Tornado voor Windows 4.0", code);
        check(
            Message::GameAccept(acc),
            &format!("ATornado voor Windows 4.0        {digit}"),
        );
    }
    let acc = GameAccept::new("", AcceptCode::Accepted);
    check(Message::GameAccept(acc), &format!("A{}0", " ".repeat(32)));
}

#[test]
fn moves() {
    check(
        Message::Move(DxpMove::new(12, sq(6), sq(11), &[]).unwrap()),
        "M0012061100",
    );
    let capture = DxpMove::new(12, sq(5), sq(25), &[sq(22), sq(12), sq(23), sq(20)]).unwrap();
    check(Message::Move(capture), "M001205250422122320");
    check(
        Message::Move(DxpMove::new(0, sq(1), sq(50), &[]).unwrap()),
        "M0000015000",
    );
    // A king's capture may end on its starting square.
    let circle = DxpMove::new(7, sq(28), sq(28), &[sq(17), sq(19), sq(39), sq(37)]).unwrap();
    check(Message::Move(circle), "M000728280417193937");
}

#[test]
fn a_move_time_over_9999_seconds_is_sent_as_9999() {
    let slow = DxpMove::new(10_000, sq(32), sq(28), &[]).unwrap();
    assert_eq!(slow.time(), 9999);
    check(Message::Move(slow), "M9999322800");
}

#[test]
fn a_move_with_twenty_captures() {
    let captured: Vec<Square> = (1..=20).map(sq).collect();
    let mv = DxpMove::new(1, sq(46), sq(46), &captured).unwrap();
    check(
        Message::Move(mv),
        "M00014646200102030405060708091011121314151617181920",
    );
}

#[test]
fn game_end_every_reason_and_stop_code() {
    let reasons = [
        (EndReason::Unknown, '0'),
        (EndReason::SenderLoses, '1'),
        (EndReason::Draw, '2'),
        (EndReason::SenderWins, '3'),
    ];
    for (reason, r) in reasons {
        for (stop, s) in [(StopCode::NextGame, '0'), (StopCode::EndSession, '1')] {
            check(
                Message::GameEnd(GameEnd { reason, stop }),
                &format!("E{r}{s}"),
            );
        }
    }
}

#[test]
fn back_request() {
    check(
        Message::BackRequest(BackRequest::new(5, Colour::Black).unwrap()),
        "B005Z",
    );
    check(
        Message::BackRequest(BackRequest::new(1, Colour::White).unwrap()),
        "B001W",
    );
    check(
        Message::BackRequest(BackRequest::new(999, Colour::White).unwrap()),
        "B999W",
    );
}

#[test]
fn back_accept_every_code() {
    for (code, wire) in [
        (BackAcceptCode::Accepted, "K0"),
        (BackAcceptCode::NotSupported, "K1"),
        (BackAcceptCode::Refused, "K2"),
    ] {
        check(Message::BackAccept(BackAccept { code }), wire);
    }
}

#[test]
fn kinds_and_type_bytes_agree() {
    for byte in 0..=255u8 {
        if let Some(kind) = MessageKind::from_type_byte(byte) {
            assert_eq!(kind.type_byte(), byte);
        }
    }
    let end = Message::GameEnd(GameEnd {
        reason: EndReason::Draw,
        stop: StopCode::NextGame,
    });
    assert_eq!(end.kind(), MessageKind::GameEnd);
    assert_eq!(end.kind().to_string(), "GAMEEND (E)");
}
