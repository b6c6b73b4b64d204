//! `dama selfplay`: placeholder until the match runner lands.

use anyhow::Result;

pub fn selfplay(
    _white: u8,
    _black: u8,
    _games: u32,
    _seed: Option<u64>,
    _verbose: bool,
) -> Result<()> {
    anyhow::bail!("selfplay is not built yet")
}
