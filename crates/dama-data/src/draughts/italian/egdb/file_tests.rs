//! Italian slice files written in the layout of the program before the container was
//! shared with the variants' files (`crate::draughts::egdb::container`) are read by the
//! code of now, value for value, and written again byte for byte: a distance file built
//! by that program (`testdata/w0k1b0k1.egdb`, from `dama egdb build --pieces 2`), and a
//! win/draw/loss file put together here by hand from the layout its module comment
//! documents.

use super::file::{self, Kind, SliceFile};
use super::index::{Material, SliceIndex};
use super::wdl::{self, Packed, WdlTable};

/// The 2-piece king-against-king distance slice as the program before wrote it.
const OLD_DISTANCES: &[u8] = include_bytes!("testdata/w0k1b0k1.egdb");

fn fnv(mut h: u64, bytes: &[u8]) -> u64 {
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// A win/draw/loss file in the old layout, one block a `per` positions, each block
/// stored as deflate; written here with no code of the module under test.
fn old_wdl_file(m: Material, values: &[u8], positions: u64) -> Vec<u8> {
    let per = 65536u64;
    let blocks = positions.div_ceil(per);
    let mut body = Vec::new();
    let mut offsets = vec![0u64];
    for b in 0..blocks {
        let from = (b * per / 4) as usize;
        let to = (((b + 1) * per).min(positions)).div_ceil(4) as usize;
        body.extend(miniz_oxide::deflate::compress_to_vec(&values[from..to], 6));
        offsets.push(body.len() as u64);
    }
    let mut out = b"DAMA-WDL".to_vec();
    out.extend(1u32.to_le_bytes());
    out.extend([m.white_men, m.white_kings, m.black_men, m.black_kings]);
    out.extend(positions.to_le_bytes());
    out.extend((per as u32).to_le_bytes());
    out.extend((blocks as u32).to_le_bytes());
    out.extend([0u8; 8]);
    for o in offsets {
        out.extend(o.to_le_bytes());
    }
    out.extend(&body);
    let sum = fnv(fnv(0xcbf2_9ce4_8422_2325, &out[..32]), &out[40..]);
    out[32..40].copy_from_slice(&sum.to_le_bytes());
    out
}

#[test]
fn a_distance_file_of_the_old_layout_reads_and_writes_again_the_same() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("w0k1b0k1.egdb");
    std::fs::write(&path, OLD_DISTANCES).expect("write");
    let f = SliceFile::open(&path).expect("the old file opens");
    assert_eq!(f.kind, Kind::Dtm);
    assert_eq!(f.index.material, Material::new(0, 1, 0, 1));
    let table = f.read_all().expect("every block reads");
    // A king alone against a king: nobody can force a win on the open board, but a king
    // standing next to the other with the square behind free takes it.
    assert!(table.dtm.contains(&0));
    assert!(table.dtm.iter().any(|&c| super::solve::code_is_win(c)));
    assert_eq!(file::encode(&table), OLD_DISTANCES);
    // And the slice solved again is the same table.
    let solved = super::solve::solve(table.index.material, &|_| 0, &mut |_| {});
    assert_eq!((solved.dtm, solved.dtz), (table.dtm, table.dtz));
}

#[test]
fn a_wdl_file_of_the_old_layout_reads_and_writes_again_the_same() {
    let m = Material::new(1, 1, 0, 1);
    let index = SliceIndex::new(m);
    let n = index.len();
    let mut values = Packed::new(n);
    for i in 0..n {
        values.set(i, [wdl::DRAW, wdl::WIN, wdl::LOSS][(i * 7 % 3) as usize]);
    }
    let bytes = old_wdl_file(m, &values.0, n);
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(file::kind_file_name(Kind::Wdl, &m));
    std::fs::write(&path, &bytes).expect("write");
    let f = SliceFile::open(&path).expect("the old file opens");
    assert_eq!((f.kind, f.index.len()), (Kind::Wdl, n));
    let read = f.read_wdl().expect("every block reads");
    assert_eq!(read.values.0, values.0);
    // Written again by the code of now: the same file but for the compression level.
    let again = file::encode_wdl(&WdlTable {
        index,
        values: read.values,
        sparse: true,
    });
    assert_eq!(again[..32], bytes[..32]);
}
