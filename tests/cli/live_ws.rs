//! `esx live --watch`: the real binary against the simulator's live feed on loopback (and
//! a scripted WebSocket server for faults): NDJSON lines, refusals, reconnects, Ctrl-C,
//! following a finished game to its successor. Every wait is bounded.

use std::net::TcpListener;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

use esx_sim::{LiveHub, WsAuth};
use serde_json::Value;
use tungstenite::Message;
use tungstenite::protocol::CloseFrame;

use crate::common::KEY;
use crate::common::live::{auth, seeds, serve, spawn};

const WAIT: Duration = Duration::from_secs(10);

fn hub(tick_ms: u64) -> Arc<LiveHub> {
    LiveHub::new(7, seeds(&["cs2", "cod"], 2), Duration::from_millis(tick_ms))
}

#[test]
fn live_watch_prints_snapshot_then_ticks_as_ndjson_and_stops_on_ctrl_c() {
    let server = serve(hub(50), auth());
    let dir = tempfile::tempdir().unwrap();
    let mut esx = spawn(dir.path(), &server.base, KEY, &["live", "cs2", "--watch"]);
    let snap = esx.json(WAIT);
    assert_eq!(snap["type"], "snapshot", "{snap}");
    assert_eq!(snap["game_id"], "*");
    assert_eq!(snap["seq"], 1);
    assert_eq!(snap["total"], 2);
    let mut seq = 1;
    let mut kinds = Vec::new();
    for _ in 0..12 {
        let msg = esx.json(WAIT);
        seq += 1;
        assert_eq!(msg["seq"], seq, "no gaps, in order: {msg}");
        assert_eq!(msg["sport"], "cs2");
        kinds.push(msg["type"].as_str().unwrap_or_default().to_string());
    }
    assert!(kinds.iter().any(|k| k == "update"), "{kinds:?}");
    let (status, took) = esx.interrupt();
    assert_eq!(status.code(), Some(0), "stderr: {}", esx.stderr());
    assert!(took < Duration::from_secs(1), "Ctrl-C took {took:?}");
    assert!(!esx.stderr().contains(KEY));
}

#[test]
fn live_watch_lines_are_the_server_text_unchanged() {
    let server = serve(hub(50), auth());
    let dir = tempfile::tempdir().unwrap();
    let esx = spawn(
        dir.path(),
        &server.base,
        KEY,
        &["live", "cs2", "--watch", "cs2_g1"],
    );
    let line = esx.line(WAIT).expect("a line");
    let v: Value = serde_json::from_str(&line).unwrap();
    // The server sends compact JSON in its own key order; esx passes it through as is.
    assert_eq!(line, serde_json::to_string(&v).unwrap());
    assert!(
        line.starts_with(r#"{"type":"snapshot","sport":"cs2","game_id":"cs2_g1","seq":1,"#),
        "{line}"
    );
    assert_eq!(v["games"][0]["game_id"], "cs2_g1");
    let next = esx.json(WAIT);
    assert_eq!(next["game_id"], "cs2_g1", "only the watched game: {next}");
}

#[test]
fn live_watch_jq_filters_each_message() {
    let server = serve(hub(50), auth());
    let dir = tempfile::tempdir().unwrap();
    let esx = spawn(
        dir.path(),
        &server.base,
        KEY,
        &["live", "cs2", "--watch", "--jq", ".type"],
    );
    assert_eq!(esx.line(WAIT).as_deref(), Some("snapshot"));
    let next = esx.line(WAIT).expect("a second line");
    assert!(
        ["update", "event", "games_list"].contains(&next.as_str()),
        "{next}"
    );
}

#[test]
fn live_watch_refused_key_exits_3_and_low_plan_exits_4() {
    let server = serve(hub(50), auth());
    let dir = tempfile::tempdir().unwrap();
    let mut esx = spawn(
        dir.path(),
        &server.base,
        "wrong-key",
        &["live", "cs2", "--watch"],
    );
    let status = esx.wait(WAIT);
    assert_eq!(status.code(), Some(3), "stderr: {}", esx.stderr());
    let err = esx.stderr();
    assert!(
        err.contains("401") && err.contains("invalid API key"),
        "{err}"
    );
    assert!(!err.contains("wrong-key"), "the key never shows: {err}");
    assert_eq!(err.trim().lines().count(), 1, "one clear line: {err}");

    let mut esx = spawn(
        dir.path(),
        &server.base,
        "hobby-key",
        &["live", "cs2", "--watch"],
    );
    let status = esx.wait(WAIT);
    assert_eq!(status.code(), Some(4), "stderr: {}", esx.stderr());
    assert!(esx.stderr().contains("Builder plan"), "{}", esx.stderr());
}

#[test]
fn live_watch_key_revoked_mid_session_exits_3() {
    let revoked = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&revoked);
    let check: esx_sim::AuthFn = Arc::new(move |key: &str| {
        if key == KEY && !flag.load(Ordering::SeqCst) {
            WsAuth::Ok
        } else {
            WsAuth::Unauthorized("the key was revoked".into())
        }
    });
    let server = serve(hub(50), check);
    let dir = tempfile::tempdir().unwrap();
    let mut esx = spawn(dir.path(), &server.base, KEY, &["live", "cs2", "--watch"]);
    assert_eq!(esx.json(WAIT)["type"], "snapshot");
    revoked.store(true, Ordering::SeqCst);
    let status = esx.wait(WAIT);
    assert_eq!(status.code(), Some(3), "stderr: {}", esx.stderr());
    assert!(esx.stderr().contains("4001"), "{}", esx.stderr());
}

#[test]
fn live_watch_unknown_game_exits_5() {
    let server = serve(hub(50), auth());
    let dir = tempfile::tempdir().unwrap();
    let mut esx = spawn(
        dir.path(),
        &server.base,
        KEY,
        &["live", "cs2", "--watch", "nope"],
    );
    let status = esx.wait(WAIT);
    assert_eq!(status.code(), Some(5), "stderr: {}", esx.stderr());
    assert!(esx.stderr().contains("esx live cs2"), "{}", esx.stderr());
}

#[test]
fn live_watch_follows_a_finished_game_to_its_successor() {
    // Call of Duty maps end at 6 rounds; 2 ms ticks end one in well under a second.
    let server = serve(hub(2), auth());
    let dir = tempfile::tempdir().unwrap();
    let esx = spawn(
        dir.path(),
        &server.base,
        KEY,
        &["live", "cod", "--watch", "cod_g0"],
    );
    let mut saw_end = false;
    let mut followed = false;
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    while std::time::Instant::now() < deadline {
        let msg = esx.json(WAIT);
        if msg["type"] == "event"
            && msg["event"]["kind"] == "game_end"
            && msg["game_id"] == "cod_g0"
        {
            saw_end = true;
        }
        if msg["game_id"] == "cod_g0-2" {
            followed = true;
            break;
        }
    }
    assert!(saw_end && followed, "stderr: {}", esx.stderr());
    assert!(
        esx.stderr().contains("following cod_g0-2"),
        "{}",
        esx.stderr()
    );
}

/// What a scripted connection does after sending one snapshot.
#[derive(Clone, Copy)]
enum Fault {
    Close(u16),
    Drop,
    Hold,
}

/// A WebSocket server on loopback: connection `n` gets a snapshot tagged `conn: n`, then
/// `script[n]` (the last entry repeats). Returns the base URL and the first frame each
/// connection received.
fn fault_server(script: Vec<Fault>) -> (String, Arc<Mutex<Vec<String>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    let base = format!("http://{}", listener.local_addr().expect("addr"));
    let seen = Arc::new(Mutex::new(Vec::new()));
    let seen2 = Arc::clone(&seen);
    thread::spawn(move || {
        for (n, stream) in listener.incoming().enumerate().take(8) {
            let Ok(stream) = stream else { continue };
            let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
            let Ok(mut ws) = tungstenite::accept(stream) else {
                continue;
            };
            let first = loop {
                match ws.read() {
                    Ok(Message::Text(t)) => break Some(t.as_str().to_string()),
                    Ok(_) => {}
                    Err(_) => break None,
                }
            };
            seen2.lock().expect("lock").extend(first);
            let snap =
                format!(r#"{{"type":"snapshot","sport":"cs2","game_id":"*","seq":1,"conn":{n}}}"#);
            let _ = ws.send(Message::text(snap));
            match script
                .get(n)
                .or(script.last())
                .copied()
                .unwrap_or(Fault::Drop)
            {
                Fault::Close(code) => {
                    let _ = ws.close(Some(CloseFrame {
                        code: code.into(),
                        reason: "scripted".into(),
                    }));
                    // Let the close handshake finish (bounded by the read timeout).
                    while ws.read().is_ok() {}
                }
                Fault::Drop => drop(ws),
                Fault::Hold => while ws.read().is_ok() {},
            }
        }
    });
    (base, seen)
}

#[test]
fn live_watch_reconnects_after_1011_and_a_dropped_connection() {
    let (base, seen) = fault_server(vec![Fault::Close(1011), Fault::Drop, Fault::Hold]);
    let dir = tempfile::tempdir().unwrap();
    let mut esx = spawn(dir.path(), &base, KEY, &["live", "cs2", "--watch"]);
    for n in 0..3 {
        let msg = esx.json(WAIT);
        assert_eq!(msg["conn"], n, "{msg}");
    }
    let subs = seen.lock().expect("lock").clone();
    assert_eq!(subs.len(), 3, "{subs:?}");
    for s in &subs {
        let v: Value = serde_json::from_str(s).unwrap();
        assert_eq!(
            v,
            serde_json::json!({"op": "subscribe", "sport": "cs2", "game_id": "*"})
        );
    }
    assert!(esx.stderr().contains("reconnecting"), "{}", esx.stderr());
    let (status, took) = esx.interrupt();
    assert_eq!(status.code(), Some(0));
    assert!(took < Duration::from_secs(1), "{took:?}");
}

#[test]
fn live_watch_close_codes_map_to_exit_codes() {
    for (code, exit) in [(1008, 3), (4003, 4), (1002, 1)] {
        let (base, _) = fault_server(vec![Fault::Close(code)]);
        let dir = tempfile::tempdir().unwrap();
        let mut esx = spawn(dir.path(), &base, KEY, &["live", "cs2", "--watch"]);
        assert_eq!(esx.json(WAIT)["conn"], 0);
        let status = esx.wait(WAIT);
        assert_eq!(status.code(), Some(exit), "close {code}: {}", esx.stderr());
        assert!(
            esx.stderr().contains(&format!("code {code}")),
            "{}",
            esx.stderr()
        );
    }
}

#[test]
fn live_watch_gives_up_when_never_connected() {
    // A port with nothing listening: refused at once; --retries 1 bounds the attempts.
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let dir = tempfile::tempdir().unwrap();
    let base = format!("http://127.0.0.1:{port}");
    let mut esx = spawn(
        dir.path(),
        &base,
        KEY,
        &["live", "cs2", "--watch", "--retries", "1"],
    );
    let status = esx.wait(WAIT);
    assert_eq!(status.code(), Some(6), "{}", esx.stderr());
    assert!(
        esx.stderr().contains("gave up after 2 attempts"),
        "{}",
        esx.stderr()
    );
}

#[test]
fn live_watch_trace_redacts_the_key() {
    let server = serve(hub(50), auth());
    let dir = tempfile::tempdir().unwrap();
    let mut esx = spawn(
        dir.path(),
        &server.base,
        KEY,
        &["-v", "live", "cs2", "--watch"],
    );
    assert_eq!(esx.json(WAIT)["type"], "snapshot");
    let (status, _) = esx.interrupt();
    assert_eq!(status.code(), Some(0));
    let err = esx.stderr();
    assert!(
        err.contains("api_key=***") && err.contains(r#""op":"subscribe""#),
        "{err}"
    );
    assert!(!err.contains(KEY), "{err}");
}

#[test]
fn live_watch_refuses_plain_ws_key_and_csv_before_connecting() {
    let dir = tempfile::tempdir().unwrap();
    crate::common::esx_at(dir.path(), "http://live.example.invalid")
        .args(["live", "cs2", "--watch"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("plain ws://"));
    crate::common::esx_at(dir.path(), "http://127.0.0.1:9")
        .args(["live", "cs2", "--watch", "--format", "csv"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("csv"));
    crate::common::esx_at(dir.path(), "http://127.0.0.1:9")
        .args(["live", "fifa", "--watch"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("valid: cs2"));
}

#[test]
fn live_watch_to_a_file_is_written_when_the_watch_ends() {
    let server = serve(hub(50), auth());
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("feed.ndjson");
    let file_arg = file.to_str().unwrap();
    let mut esx = spawn(
        dir.path(),
        &server.base,
        KEY,
        &["live", "cs2", "--watch", "-o", file_arg],
    );
    thread::sleep(Duration::from_millis(800));
    assert!(!file.exists(), "atomic: nothing before the watch ends");
    assert_eq!(
        esx.line(Duration::from_millis(50)),
        None,
        "stdout stays empty"
    );
    let (status, _) = esx.interrupt();
    assert_eq!(status.code(), Some(0), "{}", esx.stderr());
    let text = std::fs::read_to_string(&file).unwrap();
    let first: Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
    assert_eq!(first["type"], "snapshot");
    assert!(text.lines().count() > 1, "{text}");
}

#[test]
fn live_watch_over_tls_fails_clearly_when_the_server_is_not_tls() {
    // An https:// base URL means wss:// with rustls; a server answering in plain text
    // is a TLS failure (exit 1, said once), not a hang and not endless retries.
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("https://{}", listener.local_addr().unwrap());
    thread::spawn(move || {
        for stream in listener.incoming().take(4) {
            let Ok(mut stream) = stream else { continue };
            let _ = std::io::Write::write_all(&mut stream, b"HTTP/1.1 400 Bad Request\r\n\r\n");
            thread::sleep(Duration::from_millis(200));
        }
    });
    let dir = tempfile::tempdir().unwrap();
    let mut esx = spawn(dir.path(), &base, KEY, &["live", "cs2", "--watch"]);
    let status = esx.wait(WAIT);
    assert_eq!(status.code(), Some(1), "{}", esx.stderr());
    assert!(esx.stderr().contains("TLS"), "{}", esx.stderr());
}

#[test]
fn live_watch_handshake_429_with_a_long_retry_after_exits_6_at_once() {
    let srv = crate::common::Server::start(vec![crate::common::with_header(
        crate::common::json(429, r#"{"detail":"rate limited"}"#),
        "Retry-After",
        "3600",
    )]);
    let dir = tempfile::tempdir().unwrap();
    let mut esx = spawn(dir.path(), &srv.base, KEY, &["live", "cs2", "--watch"]);
    let status = esx.wait(WAIT);
    assert_eq!(status.code(), Some(6), "{}", esx.stderr());
    let err = esx.stderr();
    assert!(
        err.contains("rate limited") && err.contains("3600 s"),
        "{err}"
    );
    let seen = srv.seen();
    assert_eq!(seen.len(), 1);
    assert!(seen[0].target.starts_with("/v6/esports/live/ws?api_key="));
    assert_eq!(seen[0].header("upgrade").as_deref(), Some("websocket"));
}

/// Every line of a captured screen fits `width` columns (the terminal wrapped none).
fn assert_fits(screen: &str, width: usize) {
    use unicode_width::UnicodeWidthStr as _;
    for line in screen.lines() {
        assert!(
            line.trim_end().width() <= width,
            "a line wraps at {width} columns ({}):\n{line}\n\nscreen:\n{screen}",
            line.trim_end().width()
        );
    }
}

/// `esx --demo live cs2 --watch` (every game) and `live cs2 GAME --watch` (one game) in
/// an 80-column terminal: no line of the redrawn screen wraps, the game ids and the
/// ticker's events are whole, and Ctrl-C ends the watch with exit 0.
#[test]
fn the_live_watch_screen_fits_80_columns() {
    let d = tempfile::tempdir().unwrap();
    let games = crate::common::stdout_json(
        &crate::common::esx(d.path())
            .args(["--demo", "-q", "live", "cs2", "--json"])
            .output()
            .unwrap(),
    );
    let ids: Vec<String> = games["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["game_id"].as_str().unwrap().to_string())
        .collect();
    assert!(ids.len() >= 2, "the demo has live cs2 games: {games}");
    // The ids are longer than half the width: with the round and an event beside them
    // the ticker's lines would pass 80 columns.
    assert!(ids.iter().any(|id| id.len() > 45), "{ids:?}");
    let events = ["killed", "wins the round", "starts", "the bomb"];
    for script in [
        "esx --demo live cs2 --watch '*'".to_string(),
        format!("esx --demo live cs2 {} --watch", ids[0]),
    ] {
        let tty = crate::common::tty::Tty::start(&script, &[], 80, 50);
        tty.wait_for(&["live cs2 "], Duration::from_secs(60));
        // Several ticker lines, so the widest forms are on screen.
        let start = std::time::Instant::now();
        let screen = loop {
            let s = tty.screen_joined();
            let n = s
                .lines()
                .filter(|l| events.iter().any(|e| l.contains(e)))
                .count();
            if n >= 4 {
                break s;
            }
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "{script}: no events on screen:\n{s}"
            );
            std::thread::sleep(Duration::from_millis(200));
        };
        assert_fits(&screen, 80);
        assert!(!screen.contains('…'), "nothing cut:\n{screen}");
        assert!(
            screen.contains(&ids[0]),
            "{script}: the game id whole:\n{screen}"
        );
        tty.keys(&["C-c"]);
        let (code, _) = tty
            .finished(Duration::from_secs(20))
            .expect("the watch ends on Ctrl-C");
        assert_eq!(code, 0, "{script}");
    }
}
