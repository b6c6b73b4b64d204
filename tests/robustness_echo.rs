//! Issue 42, class 3 over the network and the Hub: what a DXP peer sends (a chat, the
//! name in its game request or acceptance, a message that does not parse) and what an
//! outside Hub engine says (its `id` name, its `info` lines, a bad move) reaches the
//! terminal with every control character escaped. The texts are those of the escape
//! test in `robustness.rs` (every C0 and C1 control, ANSI and OSC sequences, a bidi
//! override); a DXP message holds ASCII only, so the others reach `dama` as a message
//! that does not parse, echoed in its error.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use super::robustness::{assert_escaped, hostile_texts};

const DAMA: &str = env!("CARGO_BIN_EXE_dama");

/// `text` as a DXP name field: its ASCII bytes 1-127, 32 of them, padded with blanks.
fn name_field(text: &str) -> Vec<u8> {
    let mut out: Vec<u8> = text
        .bytes()
        .filter(|b| (1..128).contains(b))
        .take(32)
        .collect();
    out.resize(32, b' ');
    out
}

/// Waits (at most a minute) for `child`; its stdout and stderr.
fn finish(mut child: Child) -> (Vec<u8>, Vec<u8>) {
    let started = Instant::now();
    while child.try_wait().expect("wait").is_none() {
        if started.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("dama did not finish within a minute");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let (mut out, mut err) = (Vec::new(), Vec::new());
    if let Some(mut s) = child.stdout.take() {
        s.read_to_end(&mut out).expect("stdout");
    }
    if let Some(mut s) = child.stderr.take() {
        s.read_to_end(&mut err).expect("stderr");
    }
    (out, err)
}

fn spawn(args: &[&str]) -> Child {
    Command::new(DAMA)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run dama")
}

/// The hostile text as a peer sends it: a chat, then a message of its bytes as they
/// are (C1 controls and UTF-8 included), which does not parse.
fn chat_then_garbage(peer: &mut TcpStream, h: &str) {
    let mut chat = b"C".to_vec();
    chat.extend(h.bytes().filter(|b| (1..128).contains(b)).take(126));
    chat.push(0);
    // The peer may already be gone when dama refused an earlier message.
    let _ = peer.write_all(&chat);
    let _ = peer.write_all(format!("X{h}\0").as_bytes());
    let _ = peer.flush();
}

#[test]
fn a_dxp_followers_peer_is_echoed_escaped() {
    for (n, h) in hostile_texts().iter().enumerate() {
        let mut child = spawn(&[
            "dxp",
            "--listen",
            "0",
            "--follower",
            "--depth",
            "1",
            "--silence",
            "10",
        ]);
        let mut line = String::new();
        let stdout = child.stdout.as_mut().expect("stdout");
        BufReader::new(stdout).read_line(&mut line).expect("a line");
        assert_escaped(&format!("text {n}: dxp listening"), line.as_bytes());
        let port: u16 = line
            .trim()
            .rsplit(':')
            .next()
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("no port in {line:?}"));
        let mut peer = TcpStream::connect(("127.0.0.1", port)).expect("connect");
        // A chat before the game, then a game request named with the text.
        let _ = peer.write_all(&[b"C".as_slice(), &name_field(h), b"\0"].concat());
        let mut request = b"R01".to_vec();
        request.extend(name_field(h));
        request.extend(b"Z010050A\0");
        peer.write_all(&request).expect("request");
        chat_then_garbage(&mut peer, h);
        let (out, err) = finish(child);
        let what = format!("text {n}: dama dxp --follower");
        assert_escaped(&what, &out);
        assert_escaped(&what, &err);
        assert!(
            String::from_utf8_lossy(&err).contains("does not parse"),
            "{what}: {}",
            String::from_utf8_lossy(&err)
        );
    }
}

#[test]
fn a_dxp_initiators_peer_is_echoed_escaped() {
    for (n, h) in hostile_texts().iter().enumerate() {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
        let addr = listener.local_addr().expect("addr").to_string();
        let child = spawn(&[
            "dxp",
            "--connect",
            &addr,
            "--initiator",
            "--games",
            "1",
            "--depth",
            "1",
        ]);
        let (mut peer, _) = listener.accept().expect("accept");
        peer.set_read_timeout(Some(Duration::from_secs(20)))
            .expect("timeout");
        let mut frames = dama_dxp::FrameReader::new(peer.try_clone().expect("clone"));
        let request = frames.read_frame().expect("a frame").expect("a request");
        assert_eq!(request[0], b'R', "{request:?}");
        let mut accept = b"A".to_vec();
        accept.extend(name_field(h));
        accept.extend(b"0\0");
        peer.write_all(&accept).expect("accept");
        chat_then_garbage(&mut peer, h);
        let (out, err) = finish(child);
        let what = format!("text {n}: dama dxp --initiator");
        assert_escaped(&what, &out);
        assert_escaped(&what, &err);
    }
}

/// A Hub engine in a few lines of shell whose name, `info` lines and move are the
/// hostile text of the file `text`.
#[cfg(unix)]
fn hostile_engine(dir: &std::path::Path, text: &str) -> String {
    let file = dir.join("text");
    std::fs::write(&file, text).expect("write the text");
    let script = dir.join("hostile.sh");
    std::fs::write(
        &script,
        r#"h=$(cat "$1")
while read -r line; do
  case "$line" in
    hub*) printf 'id name="%s"\nid author=%s\nwait\n' "$h" "$h" ;;
    init*) echo "ready" ;;
    go*) printf 'info depth=1 score=3 pv="22-18 %s"\n' "$h"
         printf 'info %s\n' "$h"
         printf 'done move="22-18%s"\n' "$h" ;;
    quit*) exit 0 ;;
  esac
done
"#,
    )
    .expect("write the engine");
    format!("sh \"{}\" \"{}\"", script.display(), file.display())
}

#[cfg(unix)]
#[test]
fn an_outside_hub_engine_is_echoed_escaped() {
    for (n, h) in hostile_texts().iter().enumerate() {
        let dir = tempfile::tempdir().expect("temp dir");
        let engine = hostile_engine(dir.path(), h);
        let hub = format!("\"{DAMA}\" hub");
        let out = Command::new(DAMA)
            .args([
                "match",
                "--engine1",
                &hub,
                "--engine2",
                &engine,
                "--name2",
                h,
                "--movetime",
                "0.05",
                "--games",
                "2",
            ])
            .output()
            .expect("run dama match");
        let what = format!("text {n}: dama match with an outside engine");
        assert_escaped(&what, &out.stdout);
        assert_escaped(&what, &out.stderr);
        assert!(out.status.success(), "{what}: {out:?}");
    }
}
