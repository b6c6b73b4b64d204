//! A small blocking connection for the DamExchange SOCKET layer 1
//! protocol: messages over a TCP stream, each ended by a NUL, on port
//! 27531 by default. Either side may connect; the specification's
//! initiator/follower roles are about who sends GAMEREQ, not about TCP.

use std::io::{self, Read};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream, ToSocketAddrs};
use std::time::{Duration, Instant};

use crate::error::{FrameError, RecvError};
use crate::frame::{FrameReader, write_message};
use crate::message::Message;

/// The TCP port of the DamExchange SOCKET protocol.
pub const DEFAULT_PORT: u16 = 27531;

/// The shortest wait [`Connection::recv`] uses; shorter ones are raised to
/// it, because a zero read timeout means "none" to the operating system.
const MIN_WAIT: Duration = Duration::from_millis(1);

/// The read half: a stream whose reads give up at a deadline.
struct DeadlineStream {
    stream: TcpStream,
    deadline: Option<Instant>,
}

impl Read for DeadlineStream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let timeout = match self.deadline {
            Some(deadline) => {
                let left = deadline.saturating_duration_since(Instant::now());
                if left.is_zero() {
                    return Err(io::ErrorKind::TimedOut.into());
                }
                Some(left.max(MIN_WAIT))
            }
            None => None,
        };
        self.stream.set_read_timeout(timeout)?;
        self.stream.read(buf)
    }
}

/// A DXP connection over TCP: send messages, receive them with a time
/// limit.
///
/// ```no_run
/// use std::time::Duration;
/// use dama_dxp::{Colour, Connection, GameRequest, Message, Setup, DEFAULT_PORT};
///
/// let mut conn = Connection::connect(("127.0.0.1", DEFAULT_PORT), Duration::from_secs(5))?;
/// let req = GameRequest::new("dama", Colour::Black, 10, 0, Setup::Standard)?;
/// conn.send(&Message::GameRequest(req))?;
/// let answer = conn.recv(Some(Duration::from_secs(10)))?;
/// println!("{answer:?}");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Connection {
    reader: FrameReader<DeadlineStream>,
    writer: TcpStream,
    peer: SocketAddr,
}

impl Connection {
    /// Connects to `addr`, trying each address it resolves to, each for at
    /// most `timeout`. Returns the last error if none answers.
    pub fn connect<A: ToSocketAddrs>(addr: A, timeout: Duration) -> io::Result<Connection> {
        let timeout = timeout.max(MIN_WAIT);
        let mut last_err = None;
        for candidate in addr.to_socket_addrs()? {
            match TcpStream::connect_timeout(&candidate, timeout) {
                Ok(stream) => return Connection::from_stream(stream),
                Err(err) => last_err = Some(err),
            }
        }
        Err(last_err.unwrap_or_else(|| {
            io::Error::new(
                io::ErrorKind::InvalidInput,
                "the address resolved to nothing",
            )
        }))
    }

    /// Waits for one peer on `listener` and returns the connection to it.
    pub fn accept(listener: &TcpListener) -> io::Result<Connection> {
        let (stream, _) = listener.accept()?;
        Connection::from_stream(stream)
    }

    /// Wraps a connected stream. Nagle's algorithm is turned off: DXP
    /// messages are small and each one waits for an answer.
    pub fn from_stream(stream: TcpStream) -> io::Result<Connection> {
        stream.set_nodelay(true)?;
        let peer = stream.peer_addr()?;
        let writer = stream.try_clone()?;
        let reader = FrameReader::new(DeadlineStream {
            stream,
            deadline: None,
        });
        Ok(Connection {
            reader,
            writer,
            peer,
        })
    }

    /// The address of the other side.
    pub fn peer_addr(&self) -> SocketAddr {
        self.peer
    }

    /// Sends one message (with its NUL).
    pub fn send(&mut self, message: &Message) -> io::Result<()> {
        write_message(&mut self.writer, message)
    }

    /// Receives one message, waiting at most `timeout` for all of it
    /// (`None`: as long as it takes; a zero timeout is raised to 1 ms).
    ///
    /// After [`RecvError::Timeout`] or [`RecvError::Parse`] the connection
    /// can be used again; after a [`FrameError::TooLong`] too (the rest of
    /// the long frame is skipped). [`RecvError::Closed`] means the peer
    /// closed between messages; closing inside one gives
    /// [`FrameError::UnexpectedEof`].
    pub fn recv(&mut self, timeout: Option<Duration>) -> Result<Message, RecvError> {
        // A deadline too far to represent is no deadline.
        self.reader.get_mut().deadline =
            timeout.and_then(|t| Instant::now().checked_add(t.max(MIN_WAIT)));
        let result = self.reader.read_frame();
        self.reader.get_mut().deadline = None;
        match result {
            Ok(Some(frame)) => Message::parse(&frame).map_err(RecvError::Parse),
            Ok(None) => Err(RecvError::Closed),
            Err(FrameError::Io(err)) => Err(match err.kind() {
                io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut => RecvError::Timeout,
                io::ErrorKind::ConnectionReset | io::ErrorKind::ConnectionAborted => {
                    RecvError::Closed
                }
                _ => RecvError::Io(err),
            }),
            Err(err) => Err(RecvError::Frame(err)),
        }
    }

    /// Closes both directions; the peer's next read sees the end.
    pub fn shutdown(&self) -> io::Result<()> {
        self.writer.shutdown(Shutdown::Both)
    }
}

impl std::fmt::Debug for Connection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Connection")
            .field("peer", &self.peer)
            .finish_non_exhaustive()
    }
}
