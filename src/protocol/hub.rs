//! The Hub protocol, version 2 (placeholder).

use std::io::{self, BufRead, Write};

pub fn run<R: BufRead, W: Write + Send>(_input: R, _output: W) -> io::Result<()> {
    Ok(())
}
