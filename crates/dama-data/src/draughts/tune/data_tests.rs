//! The tuning data files of both layouts: round trips, appends, and each refusal.

use super::*;
use crate::core::Rules;
use crate::draughts::english::English;
use crate::draughts::international::International;
use crate::draughts::italian::Position;

type Italian = Sample<Position>;

fn samples() -> Vec<Italian> {
    let mut pos = <Position as Rules>::start();
    let mut out = Vec::new();
    for (i, text) in ["24-20", "9-13", "28-24", "5-9"].iter().enumerate() {
        out.push(Sample {
            position: pos,
            result: (i % 3) as u8,
            ply: i as u8,
            score: -150 + 100 * i as i16,
        });
        let mv = pos.parse_move(text).expect("legal");
        pos.play_unchecked(&mv);
    }
    out
}

fn file_bytes(samples: &[Italian]) -> Vec<u8> {
    let mut bytes = header::<Position>();
    for s in samples {
        bytes.extend(encode(s));
    }
    bytes
}

#[test]
fn samples_round_trip_through_a_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("data.bin");
    let all = samples();
    let (first, second) = all.split_at(2);
    // Two runs of the generator append to one file.
    Writer::<Position>::append(&path)
        .expect("new")
        .write(first)
        .expect("write");
    Writer::<Position>::append(&path)
        .expect("again")
        .write(second)
        .expect("write");
    assert_eq!(read::<Position>(&path).expect("read"), all);
    // The Italian layout is the one it always had: 16 bytes a record.
    let bytes = fs::read(&path).expect("bytes");
    assert_eq!(&bytes[..8], b"DAMATUNE");
    assert_eq!(bytes.len(), 16 + 16 * all.len());
}

#[test]
fn a_damaged_data_file_is_refused_with_the_reason() {
    let path = Path::new("games.bin");
    let good = file_bytes(&samples());
    let (head, record) = (Position::HEADER, Position::RECORD);
    assert!(matches!(
        parse::<Position>(b"DAMAEVAL....", path),
        Err(DataError::NotData { .. })
    ));
    let mut version = good.clone();
    version[8] = 7;
    assert!(matches!(
        parse::<Position>(&version, path),
        Err(DataError::Version { found: 7, .. })
    ));
    assert!(matches!(
        parse::<Position>(&good[..good.len() - 5], path),
        Err(DataError::Truncated { .. })
    ));
    // White and Black on the same square in the third record.
    let mut overlap = good.clone();
    let at = head + 2 * record;
    overlap[at..at + 4].copy_from_slice(&1u32.to_le_bytes());
    overlap[at + 4..at + 8].copy_from_slice(&1u32.to_le_bytes());
    let err = parse::<Position>(&overlap, path).expect_err("overlap");
    assert!(matches!(err, DataError::BadRecord { record: 3, .. }));
    assert!(err.to_string().contains("record 3"));
    // A result that is none of loss, draw, win.
    let mut result = good;
    result[head + 12] = 3 << 1;
    assert!(matches!(
        parse::<Position>(&result, path),
        Err(DataError::BadRecord { record: 1, .. })
    ));
}

#[test]
fn appending_to_a_file_that_is_not_data_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("notes.txt");
    fs::write(&path, "my notes, not positions").expect("write");
    assert!(matches!(
        Writer::<Position>::append(&path),
        Err(DataError::NotData { .. })
    ));
    assert_eq!(fs::read(&path).expect("read"), b"my notes, not positions");
    // Nor to a truncated one, which would shift every record after it.
    let path = dir.path().join("cut.bin");
    let mut bytes = file_bytes(&samples());
    bytes.pop();
    fs::write(&path, &bytes).expect("write");
    assert!(matches!(
        Writer::<Position>::append(&path),
        Err(DataError::Truncated { .. })
    ));
}

#[test]
fn the_result_is_seen_from_the_side_to_move() {
    let s = samples();
    // White to move, White lost: 0. Black to move, draw: 0.5. White to move, won: 1.
    assert_eq!(s[0].result_for_mover(), 0.0);
    assert_eq!(s[1].result_for_mover(), 0.5);
    assert_eq!(s[2].result_for_mover(), 1.0);
}

#[test]
fn records_round_trip_and_variants_are_told_apart() {
    let position = Board::<International>::start();
    let s = Sample {
        position,
        result: 2,
        ply: 7,
        score: -35,
    };
    let mut bytes = header::<Board<International>>();
    bytes.extend_from_slice(&encode(&s));
    assert_eq!(bytes.len(), 64);
    let path = Path::new("x.bin");
    assert_eq!(
        parse::<Board<International>>(&bytes, path).expect("parse"),
        vec![s]
    );
    let err = parse::<Board<English>>(&bytes, path)
        .expect_err("another variant")
        .to_string();
    assert!(
        err.contains("international") && err.contains("--game"),
        "{err}"
    );
    bytes.pop();
    assert!(matches!(
        parse::<Board<International>>(&bytes, path),
        Err(DataError::Truncated { .. })
    ));
}
