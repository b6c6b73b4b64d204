//! Malformed DXP messages, field by field: each gives the `ParseError`
//! that names the message, the field, what was found and what the
//! DamExchange layer 2 layout allows there.

use dama_dxp::{Field, Message, MessageKind, ParseError};

const REQ: &str = "R01Tornado voor Windows 4.0        W060065A";
const ACC: &str = "ATornado voor Windows 4.0        0";

/// `base` with the bytes from `at` on replaced by `with`.
fn patch(base: &str, at: usize, with: &str) -> Vec<u8> {
    let mut bytes = base.as_bytes().to_vec();
    bytes[at..at + with.len()].copy_from_slice(with.as_bytes());
    bytes
}

fn position_request(position: &str) -> Vec<u8> {
    format!("{}B{position}", &REQ[..REQ.len() - 1]).into_bytes()
}

fn invalid(kind: MessageKind, field: Field, found: &str, expected: &'static str) -> ParseError {
    ParseError::InvalidField {
        kind,
        field,
        found: found.to_string(),
        expected,
    }
}

fn wrong_length(kind: MessageKind, expected: usize, found: usize) -> ParseError {
    ParseError::WrongLength {
        kind,
        expected,
        found,
    }
}

#[test]
fn every_malformed_field_gives_its_error() {
    use Field::*;
    use MessageKind::*;
    let digits2 = "2 decimal digits";
    let digits3 = "3 decimal digits";
    let colour = "W (white) or Z (black)";
    let square = "a square number from 01 to 50";
    let count = "a number of captured pieces from 00 to 20";
    let standard_squares = format!("W{}{}{}", "z".repeat(20), "e".repeat(10), "w".repeat(20));
    let mut bad_square = standard_squares.clone();
    bad_square.replace_range(17..18, "x"); // square 17 (index 0 is the colour)

    let cases: Vec<(Vec<u8>, ParseError)> = vec![
        // Whole frame.
        (b"".to_vec(), ParseError::Empty),
        (vec![b'C'; 128], ParseError::TooLong { len: 128, max: 127 }),
        (
            b"M00\xff".to_vec(),
            ParseError::InvalidByte {
                index: 3,
                byte: 0xff,
            },
        ),
        (
            b"E0\x000".to_vec(),
            ParseError::InvalidByte { index: 2, byte: 0 },
        ),
        (
            "Cdammé".as_bytes().to_vec(),
            ParseError::InvalidByte {
                index: 5,
                byte: 0xc3,
            },
        ),
        (b"X00".to_vec(), ParseError::UnknownType { found: b'X' }),
        (b"e00".to_vec(), ParseError::UnknownType { found: b'e' }),
        (b" E00".to_vec(), ParseError::UnknownType { found: b' ' }),
        // GAMEREQ.
        (b"R01".to_vec(), wrong_length(GameRequest, 43, 3)),
        (
            REQ.as_bytes()[..42].to_vec(),
            wrong_length(GameRequest, 43, 42),
        ),
        (
            patch(REQ, 1, "0x"),
            invalid(GameRequest, Version, "0x", digits2),
        ),
        (
            patch(REQ, 1, "+1"),
            invalid(GameRequest, Version, "+1", digits2),
        ),
        (
            patch(REQ, 35, "w"),
            invalid(GameRequest, FollowerColour, "w", colour),
        ),
        (
            patch(REQ, 35, "B"),
            invalid(GameRequest, FollowerColour, "B", colour),
        ),
        (
            patch(REQ, 36, "06a"),
            invalid(GameRequest, ThinkingTime, "06a", digits3),
        ),
        (
            patch(REQ, 36, " 60"),
            invalid(GameRequest, ThinkingTime, " 60", digits3),
        ),
        (
            patch(REQ, 39, "-65"),
            invalid(GameRequest, MoveLimit, "-65", digits3),
        ),
        (
            patch(REQ, 42, "C"),
            invalid(
                GameRequest,
                StartingPosition,
                "C",
                "A (standard start) or B (position follows)",
            ),
        ),
        (
            format!("{REQ} ").into_bytes(),
            wrong_length(GameRequest, 43, 44),
        ),
        (patch(REQ, 42, "B"), wrong_length(GameRequest, 94, 43)),
        (
            position_request(&standard_squares[..50]),
            wrong_length(GameRequest, 94, 93),
        ),
        (
            position_request(&format!("{standard_squares}e")),
            wrong_length(GameRequest, 94, 95),
        ),
        (
            position_request(&format!("X{}", &standard_squares[1..])),
            invalid(GameRequest, ColourToMove, "X", colour),
        ),
        (
            position_request(&bad_square),
            invalid(GameRequest, PositionSquare(17), "x", "one of e, w, z, W, Z"),
        ),
        // GAMEACC.
        (
            ACC.as_bytes()[..33].to_vec(),
            wrong_length(GameAccept, 34, 33),
        ),
        (
            format!("{ACC}0").into_bytes(),
            wrong_length(GameAccept, 34, 35),
        ),
        (
            patch(ACC, 33, "4"),
            invalid(GameAccept, AcceptanceCode, "4", "0, 1, 2 or 3"),
        ),
        (
            patch(ACC, 33, "x"),
            invalid(GameAccept, AcceptanceCode, "x", "0, 1, 2 or 3"),
        ),
        // MOVE.
        (b"M".to_vec(), wrong_length(Move, 11, 1)),
        (b"M001206".to_vec(), wrong_length(Move, 11, 7)),
        (
            b"M00a2061100".to_vec(),
            invalid(Move, Time, "00a2", "4 decimal digits"),
        ),
        (b"M0012001100".to_vec(), invalid(Move, From, "00", square)),
        (b"M0012511100".to_vec(), invalid(Move, From, "51", square)),
        (b"M0012069900".to_vec(), invalid(Move, To, "99", square)),
        (
            b"M00120611 0".to_vec(),
            invalid(Move, CaptureCount, " 0", count),
        ),
        (
            b"M0012061121".to_vec(),
            invalid(Move, CaptureCount, "21", count),
        ),
        (
            format!("M00120611{}", "99".repeat(50)).into_bytes(),
            invalid(Move, CaptureCount, "99", count),
        ),
        (b"M001206110212".to_vec(), wrong_length(Move, 15, 13)),
        (b"M001206110012".to_vec(), wrong_length(Move, 11, 13)),
        (b"M00120611011".to_vec(), wrong_length(Move, 13, 12)),
        (b"M0012061101001".to_vec(), wrong_length(Move, 13, 14)),
        (
            b"M001206110100".to_vec(),
            invalid(Move, Captured(1), "00", square),
        ),
        (
            b"M00120611021251".to_vec(),
            invalid(Move, Captured(2), "51", square),
        ),
        (
            b"M0012061102x712".to_vec(),
            invalid(Move, Captured(1), "x7", square),
        ),
        // GAMEEND.
        (b"E0".to_vec(), wrong_length(GameEnd, 3, 1 + 1)),
        (b"E000".to_vec(), wrong_length(GameEnd, 3, 4)),
        (
            b"E40".to_vec(),
            invalid(GameEnd, Reason, "4", "0, 1, 2 or 3"),
        ),
        (b"E02".to_vec(), invalid(GameEnd, StopCode, "2", "0 or 1")),
        (b"E0-".to_vec(), invalid(GameEnd, StopCode, "-", "0 or 1")),
        // BACKREQ.
        (b"B05Z".to_vec(), wrong_length(BackRequest, 5, 4)),
        (b"B0005Z".to_vec(), wrong_length(BackRequest, 5, 6)),
        (
            b"B000W".to_vec(),
            invalid(
                BackRequest,
                MoveNumber,
                "000",
                "a move number from 001 to 999",
            ),
        ),
        (
            b"B0a5W".to_vec(),
            invalid(
                BackRequest,
                MoveNumber,
                "0a5",
                "a move number from 001 to 999",
            ),
        ),
        (
            b"B005w".to_vec(),
            invalid(BackRequest, ColourToMove, "w", colour),
        ),
        // BACKACC.
        (b"K".to_vec(), wrong_length(BackAccept, 2, 1)),
        (b"K00".to_vec(), wrong_length(BackAccept, 2, 3)),
        (
            b"K3".to_vec(),
            invalid(BackAccept, AcceptanceCode, "3", "0, 1 or 2"),
        ),
    ];

    for (frame, expected) in cases {
        let got = Message::parse(&frame);
        assert_eq!(
            got,
            Err(expected),
            "parsing {:?}",
            String::from_utf8_lossy(&frame)
        );
        let sentence = got.unwrap_err().to_string();
        assert!(
            sentence.starts_with("the ") || sentence.starts_with("byte "),
            "{sentence}"
        );
    }
}

#[test]
fn error_sentences_are_plain_english() {
    let cases: [(&[u8], &str); 5] = [
        (b"", "the DXP message is empty"),
        (
            b"M001206110212",
            "the MOVE (M) message is 13 bytes long, but it must be 15 bytes",
        ),
        (
            b"B005w",
            "the colour to move of the BACKREQ (B) message is \"w\", \
             but it must be W (white) or Z (black)",
        ),
        (
            b"Q",
            "the DXP message starts with 'Q', which is not a message type \
             (expected one of C, R, A, M, E, B, K)",
        ),
        (
            b"E0\x80",
            "byte 2 of the DXP message is 0x80, but only ASCII characters 1-127 are allowed",
        ),
    ];
    for (frame, sentence) in cases {
        assert_eq!(Message::parse(frame).unwrap_err().to_string(), sentence);
    }
}

#[test]
fn the_longest_chat_is_accepted_and_one_more_is_not() {
    let longest = format!("C{}", "x".repeat(126));
    assert_eq!(
        Message::parse(longest.as_bytes()),
        Ok(Message::Chat("x".repeat(126)))
    );
    let too_long = format!("C{}", "x".repeat(127));
    assert_eq!(
        Message::parse(too_long.as_bytes()),
        Err(ParseError::TooLong { len: 128, max: 127 })
    );
}

#[test]
fn control_characters_and_del_are_ascii_and_pass() {
    let chat = Message::parse(b"C\x01\x7f\n").unwrap();
    assert_eq!(chat, Message::Chat("\u{1}\u{7f}\n".into()));
    assert_eq!(chat.encode(), b"C\x01\x7f\n\0");
}
