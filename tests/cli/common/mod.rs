//! Test support: run the real binary in a clean environment, and a scripted HTTP server
//! on 127.0.0.1 that answers with canned responses and records what it was sent.

pub(crate) mod fixtures;
pub(crate) mod live;
pub(crate) mod sim;
pub(crate) mod tty;

use std::fmt::Write as _;
use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

/// The key every test uses; no output may ever contain it.
pub(crate) const KEY: &str = "sk-test-5ecret-key-0123456789";

/// The `esx` binary with no inherited configuration: a private config dir, no ESX_*
/// variables, no colour, a fixed width.
pub(crate) fn esx(config_dir: &std::path::Path) -> assert_cmd::Command {
    let mut cmd = assert_cmd::Command::cargo_bin("esx").expect("binary built");
    for var in [
        "ESX_API_KEY",
        "ESX_BASE_URL",
        "ESX_PROFILE",
        "ESX_DEMO",
        "ESX_DB",
        "NO_COLOR",
        "COLUMNS",
    ] {
        cmd.env_remove(var);
    }
    cmd.env("ESX_CONFIG_DIR", config_dir);
    // esx's clock is pinned like the simulators' (`sim::NOW`), so the suite passes on
    // any date (it runs under faketime at several).
    cmd.env("ESX_NOW", sim::NOW);
    cmd.timeout(Duration::from_secs(60));
    cmd
}

/// A successful run's stdout as JSON; a failure fails the test with its stderr.
pub(crate) fn stdout_json(out: &std::process::Output) -> serde_json::Value {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// `esx` pointed at `base` with the test key.
pub(crate) fn esx_at(config_dir: &std::path::Path, base: &str) -> assert_cmd::Command {
    let mut cmd = esx(config_dir);
    cmd.env("ESX_BASE_URL", base).env("ESX_API_KEY", KEY);
    cmd
}

/// One scripted answer.
#[derive(Clone)]
pub(crate) enum Reply {
    /// Status, extra headers, body.
    Full(u16, Vec<(String, String)>, Vec<u8>),
    /// Wait this long, then answer.
    Slow(Duration, Box<Reply>),
    /// Announce more bytes than are sent, then close.
    Truncated(u16, Vec<u8>),
    /// Close the connection without answering.
    Drop,
}

pub(crate) fn json(status: u16, body: &str) -> Reply {
    Reply::Full(
        status,
        vec![("Content-Type".into(), "application/json".into())],
        body.as_bytes().to_vec(),
    )
}

pub(crate) fn with_header(reply: Reply, name: &str, value: &str) -> Reply {
    match reply {
        Reply::Full(s, mut h, b) => {
            h.push((name.into(), value.into()));
            Reply::Full(s, h, b)
        }
        other => other,
    }
}

/// A request as the server saw it.
#[derive(Debug, Clone)]
pub(crate) struct Seen {
    pub target: String,
    pub head: String,
}

impl Seen {
    pub(crate) fn header(&self, name: &str) -> Option<String> {
        self.head.lines().find_map(|l| {
            let (k, v) = l.split_once(':')?;
            k.trim()
                .eq_ignore_ascii_case(name)
                .then(|| v.trim().to_string())
        })
    }
}

/// A loopback server answering each request with the next reply (the last repeats).
pub(crate) struct Server {
    pub base: String,
    seen: Arc<Mutex<Vec<Seen>>>,
}

impl Server {
    pub(crate) fn start(replies: Vec<Reply>) -> Self {
        Self::start_routed(move |_target, n| {
            replies
                .get(n)
                .or(replies.last())
                .cloned()
                .unwrap_or(Reply::Drop)
        })
    }

    /// A server whose reply depends on the request target and the request's index.
    pub(crate) fn start_routed(
        route: impl Fn(&str, usize) -> Reply + Send + Sync + 'static,
    ) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind loopback");
        let base = format!("http://{}", listener.local_addr().expect("addr"));
        let seen = Arc::new(Mutex::new(Vec::new()));
        let seen2 = Arc::clone(&seen);
        let route = Arc::new(route);
        thread::spawn(move || {
            for (n, stream) in listener.incoming().enumerate() {
                let Ok(stream) = stream else { continue };
                let seen = Arc::clone(&seen2);
                let route = Arc::clone(&route);
                // Bounded: tests make few requests; each connection is handled once.
                thread::spawn(move || serve_one(stream, n, &seen, route.as_ref()));
                if n > 200 {
                    break;
                }
            }
        });
        Self { base, seen }
    }

    pub(crate) fn seen(&self) -> Vec<Seen> {
        self.seen.lock().expect("lock").clone()
    }
}

fn serve_one(
    stream: TcpStream,
    n: usize,
    seen: &Mutex<Vec<Seen>>,
    route: &dyn Fn(&str, usize) -> Reply,
) {
    let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
    let mut reader = BufReader::new(match stream.try_clone() {
        Ok(s) => s,
        Err(_) => return,
    });
    let mut head = String::new();
    loop {
        let mut line = String::new();
        match reader.read_line(&mut line) {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
        if line == "\r\n" || line == "\n" {
            break;
        }
        head.push_str(&line);
    }
    let target = head.split_whitespace().nth(1).unwrap_or("").to_string();
    let index = {
        let mut s = seen.lock().expect("lock");
        s.push(Seen {
            target: target.clone(),
            head: head.clone(),
        });
        s.len() - 1
    };
    let _ = n;
    let reply = route(&target, index);
    let mut stream = stream;
    write_reply(&mut stream, reply);
}

fn write_reply(stream: &mut TcpStream, reply: Reply) {
    match reply {
        Reply::Full(status, headers, body) => {
            let mut out = format!(
                "HTTP/1.1 {status} {}\r\nContent-Length: {}\r\nConnection: close\r\n",
                reason(status),
                body.len()
            );
            for (k, v) in headers {
                let _ = write!(out, "{k}: {v}\r\n");
            }
            out.push_str("\r\n");
            // One write, as servers send small answers: a client that reads only what has
            // arrived (tungstenite's handshake) then sees the body with the head.
            let mut bytes = out.into_bytes();
            bytes.extend_from_slice(&body);
            let _ = stream.write_all(&bytes);
        }
        Reply::Slow(d, inner) => {
            thread::sleep(d);
            write_reply(stream, *inner);
            return;
        }
        Reply::Truncated(status, body) => {
            let out = format!(
                "HTTP/1.1 {status} {}\r\nContent-Length: {}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n",
                reason(status),
                body.len() + 500
            );
            let _ = stream.write_all(out.as_bytes());
            let _ = stream.write_all(&body);
        }
        Reply::Drop => {}
    }
    let _ = stream.flush();
    // Drain a little so the client sees a clean close rather than a reset.
    let mut sink = [0u8; 64];
    let _ = stream.set_read_timeout(Some(Duration::from_millis(50)));
    let _ = stream.read(&mut sink);
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        302 => "Found",
        308 => "Permanent Redirect",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        422 => "Unprocessable Entity",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        _ => "Status",
    }
}

/// A books envelope like the service's.
pub(crate) const BOOKS: &str = r#"{"source":"svc","total_books":2,"books":[{"book_id":1,"key":"dfs_one","display_name":"DFS One","extra":{"x":1}},{"book_id":2,"key":"sharp","display_name":"Sharp, Book"}]}"#;

/// A finished run as text: (exit code, -1 when a signal ended it; stdout; stderr).
pub(crate) fn outcome(out: &std::process::Output) -> (i32, String, String) {
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Run esx against a scripted server at a fixed width: (exit code, stdout, stderr).
pub(crate) fn run(s: &Server, args: &[&str]) -> (i32, String, String) {
    let d = tempfile::tempdir().expect("tempdir");
    let out = esx_at(d.path(), &s.base)
        .env("COLUMNS", "120")
        .args(args)
        .output()
        .expect("run esx");
    outcome(&out)
}

/// A loopback server that keeps connections alive (the scripted [`Server`] closes each
/// one), answering every request with `body` (JSON); it counts connections and requests:
/// (base URL, connections, requests).
pub(crate) fn keep_alive_server(body: String) -> (String, Arc<AtomicUsize>, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind loopback");
    let base = format!("http://{}", listener.local_addr().expect("addr"));
    let connections = Arc::new(AtomicUsize::new(0));
    let requests = Arc::new(AtomicUsize::new(0));
    let (c, r) = (Arc::clone(&connections), Arc::clone(&requests));
    std::thread::spawn(move || {
        // Bounded: a client that reconnects every poll stops here after 20 connections.
        for stream in listener.incoming().take(20) {
            let Ok(stream) = stream else { continue };
            c.fetch_add(1, Ordering::SeqCst);
            let r = Arc::clone(&r);
            let body = body.clone();
            std::thread::spawn(move || {
                let _ = stream.set_read_timeout(Some(Duration::from_secs(30)));
                let Ok(mut out) = stream.try_clone() else {
                    return;
                };
                let mut reader = BufReader::new(stream);
                let body = body.clone();
                loop {
                    let mut line = String::new();
                    // The head ends at a blank line; EOF or an error ends the connection.
                    loop {
                        line.clear();
                        match reader.read_line(&mut line) {
                            Ok(0) | Err(_) => return,
                            Ok(_) if line == "\r\n" => break,
                            Ok(_) => {}
                        }
                    }
                    r.fetch_add(1, Ordering::SeqCst);
                    let reply = format!(
                        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
                        body.len()
                    );
                    if out.write_all(reply.as_bytes()).is_err() {
                        return;
                    }
                }
            });
        }
    });
    (base, connections, requests)
}
