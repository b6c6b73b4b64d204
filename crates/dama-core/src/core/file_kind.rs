//! What a path names, asked before a file is opened: opening a named pipe (FIFO) waits
//! for a writer forever, and a folder, a socket or a device is no data file either. The
//! file type comes from the metadata (symbolic links followed), so a link loop or a file
//! that cannot be read is an I/O error that says why.

use std::fmt;
use std::io;
use std::path::Path;

/// What a path is when it is not a regular file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Folder,
    Fifo,
    Socket,
    Device,
    Other,
}

impl fmt::Display for FileKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FileKind::Folder => "a folder",
            FileKind::Fifo => "a named pipe (FIFO)",
            FileKind::Socket => "a socket",
            FileKind::Device => "a device",
            FileKind::Other => "not a regular file",
        })
    }
}

/// The size of the regular file at `path`, or what else the path is; an I/O error (a
/// missing file, a link loop, no permission) as it is.
pub fn regular_file(path: &Path) -> io::Result<Result<u64, FileKind>> {
    let meta = std::fs::metadata(path)?;
    let t = meta.file_type();
    if t.is_file() {
        return Ok(Ok(meta.len()));
    }
    Ok(Err(if t.is_dir() {
        FileKind::Folder
    } else {
        kind_of_special(&t)
    }))
}

#[cfg(unix)]
fn kind_of_special(t: &std::fs::FileType) -> FileKind {
    use std::os::unix::fs::FileTypeExt;
    if t.is_fifo() {
        FileKind::Fifo
    } else if t.is_socket() {
        FileKind::Socket
    } else if t.is_block_device() || t.is_char_device() {
        FileKind::Device
    } else {
        FileKind::Other
    }
}

#[cfg(not(unix))]
fn kind_of_special(_: &std::fs::FileType) -> FileKind {
    FileKind::Other
}

/// What a path is when it is not a regular file, in Italian.
pub fn file_kind_it(kind: FileKind) -> &'static str {
    use FileKind as K;
    match kind {
        K::Folder => "è una cartella",
        K::Fifo => "è una pipe con nome (FIFO)",
        K::Socket => "è un socket",
        K::Device => "è un dispositivo",
        K::Other => "non è un file normale",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folders_and_devices_are_named() {
        let dir = std::env::temp_dir();
        assert_eq!(regular_file(&dir).ok(), Some(Err(FileKind::Folder)));
        #[cfg(unix)]
        assert_eq!(
            regular_file(Path::new("/dev/null")).ok(),
            Some(Err(FileKind::Device))
        );
        assert!(regular_file(&dir.join("no such file of dama")).is_err());
    }
}
