//! One HTTP connection for a whole session: every call of an `esx mcp` session goes
//! through the session's one client, so the second call reuses the first call's open
//! connection (no TCP or TLS handshake per call, no I/O thread started per call).

use std::io::{BufRead as _, BufReader, Write as _};
use std::net::TcpListener;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::json;

use super::Session;
use crate::common::{BOOKS, KEY};

/// A loopback server that keeps each connection open (HTTP/1.1 keep-alive) and answers
/// every request with the books envelope: (base URL, connections accepted, requests).
fn keep_alive_server() -> (String, Arc<AtomicUsize>, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind loopback");
    let base = format!("http://{}", listener.local_addr().expect("addr"));
    let (conns, reqs) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
    let (c, r) = (Arc::clone(&conns), Arc::clone(&reqs));
    std::thread::spawn(move || {
        // Bounded: the test makes three requests.
        for stream in listener.incoming().take(10) {
            let Ok(mut stream) = stream else { continue };
            c.fetch_add(1, Ordering::SeqCst);
            let r = Arc::clone(&r);
            std::thread::spawn(move || {
                let mut reader = BufReader::new(stream.try_clone().expect("clone"));
                loop {
                    // One request's head, up to its blank line (GETs carry no body).
                    let mut line = String::new();
                    loop {
                        line.clear();
                        match reader.read_line(&mut line) {
                            Ok(0) | Err(_) => return,
                            Ok(_) if line == "\r\n" => break,
                            Ok(_) => {}
                        }
                    }
                    r.fetch_add(1, Ordering::SeqCst);
                    let head = format!(
                        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
                        BOOKS.len()
                    );
                    if stream
                        .write_all(format!("{head}{BOOKS}").as_bytes())
                        .is_err()
                    {
                        return;
                    }
                }
            });
        }
    });
    (base, conns, reqs)
}

#[test]
fn a_sessions_calls_share_one_connection() {
    let dir = tempfile::tempdir().unwrap();
    let (base, conns, reqs) = keep_alive_server();
    let s = Session::start(dir.path(), &["--base-url", &base], &[("ESX_API_KEY", KEY)]);
    for _ in 0..3 {
        let answer = s.ok("books", &json!({}));
        assert_eq!(answer["books"][1]["key"], "sharp", "{answer}");
    }
    let _ = s.close();
    assert_eq!(
        reqs.load(Ordering::SeqCst),
        3,
        "three calls, three requests"
    );
    assert_eq!(
        conns.load(Ordering::SeqCst),
        1,
        "the three calls of one session went over one connection"
    );
}
