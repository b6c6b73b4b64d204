//! Framing: the DamExchange SOCKET layer 1 protocol sends each message as
//! its characters followed by one NUL byte over a TCP stream. This module
//! cuts a byte stream into such frames, with a hard bound on how much one
//! frame may hold, and writes messages with their NUL.

use std::io::{self, Read, Write};

use crate::error::FrameError;
use crate::message::Message;

/// The most bytes a frame may hold before its NUL. A DXP message has at
/// most 127 characters ([`MAX_MESSAGE_LEN`](crate::MAX_MESSAGE_LEN)); the
/// reader allows much more, so that a long frame reaches
/// [`Message::parse`] and gets a precise error, but no more than this, so
/// that a peer which never sends a NUL cannot make it grow.
pub const MAX_FRAME_LEN: usize = 4096;

/// Size of the reader's fixed read buffer.
const CHUNK: usize = 512;

/// Reads NUL-terminated frames from a byte stream.
///
/// Memory is bounded: the reader holds at most [`MAX_FRAME_LEN`] bytes of
/// an unfinished frame plus a fixed 512-byte buffer, whatever the peer
/// sends.
///
/// ```
/// use dama_dxp::{FrameReader, Message};
/// let wire: &[u8] = b"E00\0K1\0";
/// let mut reader = FrameReader::new(wire);
/// assert_eq!(reader.read_frame().unwrap(), Some(b"E00".to_vec()));
/// assert_eq!(reader.read_frame().unwrap(), Some(b"K1".to_vec()));
/// assert_eq!(reader.read_frame().unwrap(), None); // the stream ended cleanly
/// ```
pub struct FrameReader<R: Read> {
    inner: R,
    buf: [u8; CHUNK],
    /// `buf[start..end]` holds bytes read but not yet looked at.
    start: usize,
    end: usize,
    /// The unfinished frame (empty while discarding).
    frame: Vec<u8>,
    /// Bytes of the unfinished frame seen so far, kept or discarded.
    received: usize,
    /// Set after [`FrameError::TooLong`]: the rest of that frame, up to
    /// its NUL, is dropped.
    discarding: bool,
}

impl<R: Read> FrameReader<R> {
    /// A reader over `inner`.
    pub fn new(inner: R) -> FrameReader<R> {
        FrameReader {
            inner,
            buf: [0; CHUNK],
            start: 0,
            end: 0,
            frame: Vec::new(),
            received: 0,
            discarding: false,
        }
    }

    /// The next frame, without its NUL; `Ok(None)` when the stream ends
    /// between two frames.
    ///
    /// Errors: [`FrameError::TooLong`] once a frame passes
    /// [`MAX_FRAME_LEN`] (the next call skips the rest of it and goes on
    /// with the frame after it); [`FrameError::UnexpectedEof`] if the
    /// stream ends inside a frame; [`FrameError::Io`] if a read fails. On
    /// an I/O error (a read timeout, say) the bytes of the unfinished frame
    /// are kept and the next call goes on from them.
    pub fn read_frame(&mut self) -> Result<Option<Vec<u8>>, FrameError> {
        loop {
            if self.start < self.end {
                let available = &self.buf[self.start..self.end];
                let nul = available.iter().position(|&b| b == 0);
                let piece_len = nul.unwrap_or(available.len());
                let piece = &available[..piece_len];
                // The NUL, if any, is consumed with the piece.
                self.start += piece_len + usize::from(nul.is_some());
                self.received += piece_len;
                if !self.discarding {
                    if self.frame.len() + piece.len() > MAX_FRAME_LEN {
                        self.frame = Vec::new();
                        self.discarding = nul.is_none();
                        if nul.is_some() {
                            self.received = 0;
                        }
                        return Err(FrameError::TooLong { max: MAX_FRAME_LEN });
                    }
                    let needed = self.frame.len() + piece.len();
                    if needed > self.frame.capacity() {
                        // Grow by doubling, but never past the bound.
                        let target = (2 * self.frame.capacity()).max(needed).min(MAX_FRAME_LEN);
                        self.frame.reserve_exact(target - self.frame.len());
                    }
                    self.frame.extend_from_slice(piece);
                }
                if nul.is_some() {
                    self.received = 0;
                    if self.discarding {
                        self.discarding = false;
                        continue;
                    }
                    return Ok(Some(std::mem::take(&mut self.frame)));
                }
                continue;
            }
            match self.inner.read(&mut self.buf) {
                Ok(0) => {
                    if self.received == 0 {
                        return Ok(None);
                    }
                    let received = self.received;
                    self.received = 0;
                    self.frame = Vec::new();
                    self.discarding = false;
                    return Err(FrameError::UnexpectedEof { received });
                }
                Ok(n) => {
                    self.start = 0;
                    self.end = n.min(CHUNK);
                }
                Err(err) if err.kind() == io::ErrorKind::Interrupted => {}
                Err(err) => return Err(FrameError::Io(err)),
            }
        }
    }

    /// The reader underneath.
    pub fn get_ref(&self) -> &R {
        &self.inner
    }

    /// The reader underneath, mutably (reading from it directly loses the
    /// frame boundaries).
    pub fn get_mut(&mut self) -> &mut R {
        &mut self.inner
    }

    /// Bytes held for the unfinished frame: at most [`MAX_FRAME_LEN`].
    pub fn pending_len(&self) -> usize {
        self.frame.len()
    }
}

impl<R: Read> Iterator for FrameReader<R> {
    type Item = Result<Vec<u8>, FrameError>;

    /// The next frame; `None` at a clean end of the stream. After an error
    /// the iterator may still yield frames (see [`FrameReader::read_frame`]).
    fn next(&mut self) -> Option<Self::Item> {
        self.read_frame().transpose()
    }
}

/// Writes `message` with its NUL to `w` and flushes it.
///
/// ```
/// use dama_dxp::{write_message, Message};
/// let mut wire = Vec::new();
/// write_message(&mut wire, &Message::Chat("hello".into())).unwrap();
/// assert_eq!(wire, b"Chello\0");
/// ```
pub fn write_message<W: Write>(w: &mut W, message: &Message) -> io::Result<()> {
    w.write_all(&message.encode())?;
    w.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader that hands out its bytes a few at a time.
    struct Trickle<'a> {
        data: &'a [u8],
        step: usize,
    }

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.step.min(self.data.len()).min(buf.len());
            buf[..n].copy_from_slice(&self.data[..n]);
            self.data = &self.data[n..];
            Ok(n)
        }
    }

    #[test]
    fn frames_split_across_reads_are_joined() {
        for step in 1..9 {
            let mut r = FrameReader::new(Trickle {
                data: b"M0012061100\0\0E00\0",
                step,
            });
            assert_eq!(r.read_frame().unwrap(), Some(b"M0012061100".to_vec()));
            assert_eq!(r.read_frame().unwrap(), Some(Vec::new()));
            assert_eq!(r.read_frame().unwrap(), Some(b"E00".to_vec()));
            assert_eq!(r.read_frame().unwrap(), None);
        }
    }

    #[test]
    fn a_frame_of_exactly_the_maximum_is_accepted() {
        let mut data = vec![b'C'; MAX_FRAME_LEN];
        data.push(0);
        let mut r = FrameReader::new(&data[..]);
        assert_eq!(
            r.read_frame().unwrap().map(|f| f.len()),
            Some(MAX_FRAME_LEN)
        );
    }

    #[test]
    fn an_endless_frame_is_refused_without_growing_then_skipped() {
        let mut data = vec![b'x'; 10_000];
        data.extend_from_slice(b"\0K0\0");
        let mut r = FrameReader::new(Trickle {
            data: &data,
            step: 700,
        });
        assert!(matches!(
            r.read_frame(),
            Err(FrameError::TooLong { max: MAX_FRAME_LEN })
        ));
        assert!(r.frame.capacity() <= MAX_FRAME_LEN);
        assert_eq!(r.pending_len(), 0);
        // The rest of the long frame is skipped; the next one comes through.
        assert_eq!(r.read_frame().unwrap(), Some(b"K0".to_vec()));
        assert!(r.frame.capacity() <= MAX_FRAME_LEN);
        assert_eq!(r.read_frame().unwrap(), None);
    }

    #[test]
    fn too_long_with_the_nul_in_the_same_chunk_resumes_at_once() {
        let mut data = vec![b'x'; MAX_FRAME_LEN + 1];
        data.extend_from_slice(b"\0E00\0");
        let mut r = FrameReader::new(&data[..]);
        assert!(matches!(r.read_frame(), Err(FrameError::TooLong { .. })));
        assert_eq!(r.read_frame().unwrap(), Some(b"E00".to_vec()));
    }

    #[test]
    fn the_end_of_the_stream_inside_a_frame_is_an_error() {
        let mut r = FrameReader::new(&b"E00\0M00"[..]);
        assert_eq!(r.read_frame().unwrap(), Some(b"E00".to_vec()));
        let err = r.read_frame().unwrap_err();
        assert!(matches!(err, FrameError::UnexpectedEof { received: 3 }));
        assert!(
            err.to_string()
                .contains("closed in the middle of a DXP message")
        );
        assert_eq!(r.read_frame().unwrap(), None);
    }

    #[test]
    fn the_end_while_skipping_a_long_frame_is_an_error_too() {
        let data = vec![b'x'; MAX_FRAME_LEN + 10];
        let mut r = FrameReader::new(&data[..]);
        assert!(matches!(r.read_frame(), Err(FrameError::TooLong { .. })));
        assert!(matches!(
            r.read_frame(),
            Err(FrameError::UnexpectedEof { .. })
        ));
    }
}
