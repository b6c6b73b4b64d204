//! A property-style check of the parser against untrusted input, with a
//! small deterministic xorshift generator (no external crates): random
//! valid messages round-trip; mutated valid frames and random bytes never
//! make `Message::parse` panic, and whatever parses re-encodes to a frame
//! that parses to the same message. The DamExchange layer 2 layouts are
//! what the valid frames follow.

use dama_dxp::{
    AcceptCode, BackAccept, BackAcceptCode, BackRequest, Colour, DxpMove, EndReason, GameAccept,
    GameEnd, GameRequest, Message, Setup, Square, SquareContent, StopCode,
};

/// xorshift64* (Vigna): plenty for test inputs, and the same every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number in `0..n` (`n > 0`).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

const ITERATIONS: usize = 200_000;

fn random_square(rng: &mut Rng) -> Square {
    Square::new(rng.below(50) as u8 + 1).expect("1-50")
}

fn random_name(rng: &mut Rng) -> String {
    let len = rng.below(45);
    (0..len).map(|_| char::from(rng.below(128) as u8)).collect()
}

fn random_message(rng: &mut Rng) -> Message {
    let colour = |rng: &mut Rng| rng.pick(&[Colour::White, Colour::Black]);
    match rng.below(7) {
        0 => Message::Chat(
            (0..rng.below(140))
                .map(|_| char::from(rng.below(256) as u8))
                .collect(),
        ),
        1 => {
            let setup = if rng.below(2) == 0 {
                Setup::Standard
            } else {
                let contents = [
                    SquareContent::Empty,
                    SquareContent::WhiteMan,
                    SquareContent::BlackMan,
                    SquareContent::WhiteKing,
                    SquareContent::BlackKing,
                ];
                let mut squares = [SquareContent::Empty; 50];
                for s in &mut squares {
                    *s = rng.pick(&contents);
                }
                Setup::Position {
                    to_move: colour(rng),
                    squares,
                }
            };
            let (minutes, moves) = (rng.below(1000) as u16, rng.below(1000) as u16);
            let req = GameRequest::new(&random_name(rng), colour(rng), minutes, moves, setup);
            Message::GameRequest(req.expect("in range"))
        }
        2 => {
            let code = rng.pick(&[
                AcceptCode::Accepted,
                AcceptCode::VersionRefused,
                AcceptCode::GameRefused,
                AcceptCode::AllRefused,
            ]);
            Message::GameAccept(GameAccept::new(&random_name(rng), code))
        }
        3 => {
            let captured: Vec<Square> = (0..rng.below(21)).map(|_| random_square(rng)).collect();
            let time = rng.below(20_000) as u32;
            let mv = DxpMove::new(time, random_square(rng), random_square(rng), &captured);
            Message::Move(mv.expect("at most 20 captures"))
        }
        4 => Message::GameEnd(GameEnd {
            reason: rng.pick(&[
                EndReason::Unknown,
                EndReason::SenderLoses,
                EndReason::Draw,
                EndReason::SenderWins,
            ]),
            stop: rng.pick(&[StopCode::NextGame, StopCode::EndSession]),
        }),
        5 => Message::BackRequest(
            BackRequest::new(rng.below(999) as u16 + 1, colour(rng)).expect("1-999"),
        ),
        _ => Message::BackAccept(BackAccept {
            code: rng.pick(&[
                BackAcceptCode::Accepted,
                BackAcceptCode::NotSupported,
                BackAcceptCode::Refused,
            ]),
        }),
    }
}

/// The frame `encode` produced, checked for shape, without its NUL.
fn frame_of(message: &Message) -> Vec<u8> {
    let mut wire = message.encode();
    assert_eq!(wire.pop(), Some(0), "{message:?} must end with NUL");
    assert!(
        !wire.is_empty() && wire.len() <= 127,
        "{message:?} encodes to {} bytes",
        wire.len()
    );
    assert!(
        wire.iter().all(|&b| (1..=127).contains(&b)),
        "{message:?} encodes to non-ASCII"
    );
    wire
}

/// Parses `frame`; if it is a message, encoding it must give a frame that
/// parses to the same message.
fn check_untrusted(frame: &[u8]) -> bool {
    match Message::parse(frame) {
        Ok(message) => {
            let again = frame_of(&message);
            assert_eq!(Message::parse(&again), Ok(message), "re-encoding {frame:?}");
            true
        }
        Err(err) => {
            assert!(!err.to_string().is_empty());
            false
        }
    }
}

const INTERESTING: &[u8] = b"0123456789AZWBezwCRMEK \x00\x7f\x80\xff";

fn mutate(rng: &mut Rng, frame: &mut Vec<u8>) {
    for _ in 0..=rng.below(3) {
        let len = frame.len();
        match rng.below(6) {
            0 if len > 0 => {
                let i = rng.below(len);
                frame[i] = rng.pick(INTERESTING);
            }
            1 if len > 0 => {
                let i = rng.below(len);
                frame[i] = rng.below(256) as u8;
            }
            2 => {
                let i = rng.below(len + 1);
                frame.insert(i, rng.pick(INTERESTING));
            }
            3 if len > 0 => {
                frame.remove(rng.below(len));
            }
            4 => frame.truncate(rng.below(len + 1)),
            _ => {
                let i = rng.below(len + 1);
                let tail: Vec<u8> = frame[i..].to_vec();
                frame.extend_from_slice(&tail);
            }
        }
    }
}

#[test]
fn valid_messages_round_trip() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..ITERATIONS / 4 {
        let message = random_message(&mut rng);
        let frame = frame_of(&message);
        let parsed = Message::parse(&frame).expect("an encoded message parses");
        // Chat text and names are normalised on the way out; after that
        // the value is stable.
        assert_eq!(frame_of(&parsed), frame);
        if !matches!(message, Message::Chat(_)) {
            assert_eq!(parsed, message);
        }
    }
}

#[test]
fn mutated_frames_never_panic_and_reparse_consistently() {
    let mut rng = Rng(0x0123_4567_89ab_cdef);
    let mut parsed = 0;
    for _ in 0..ITERATIONS / 2 {
        let mut frame = frame_of(&random_message(&mut rng));
        mutate(&mut rng, &mut frame);
        parsed += usize::from(check_untrusted(&frame));
    }
    // Some mutations keep the message valid (a digit for a digit): the
    // loop exercises the accepting path too.
    assert!(
        parsed > ITERATIONS / 100,
        "only {parsed} mutated frames parsed"
    );
}

#[test]
fn random_bytes_never_panic() {
    let mut rng = Rng(0xdead_beef_cafe_f00d);
    for i in 0..ITERATIONS / 4 {
        let len = rng.below(200);
        let mut frame: Vec<u8> = (0..len).map(|_| rng.below(256) as u8).collect();
        // Give the parser a fair chance to get past the first checks.
        if i % 2 == 0 && !frame.is_empty() {
            frame[0] = rng.pick(b"CRAMEBK");
            for b in &mut frame[1..] {
                *b = rng.pick(INTERESTING).max(1) & 0x7f;
            }
        }
        check_untrusted(&frame);
    }
}
