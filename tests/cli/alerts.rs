//! `--alert` on `--watch`: fires when a row starts matching, re-arms after it stopped,
//! reaches an exec notifier and a webhook, and never sends the key to the webhook; on
//! `live --watch`, per game and message type, across reconnects, without stalling the
//! feed. (`flow --watch` alerts are in flow.rs.)

use std::net::TcpListener;
use std::time::{Duration, Instant};

use predicates::prelude::*;
use serde_json::Value;
use tungstenite::Message;

use crate::common::fixtures::gaps_page;
use crate::common::live::spawn;
use crate::common::{KEY, Server, esx_at, json};

#[test]
fn alerts_fire_once_and_rearm_after_the_row_stops_matching() {
    // Polls: gap 2.0, 2.0 (still matching: quiet), 0.5 (stops), 2.0 (fires again), ...
    let api = Server::start_routed(|_, n| {
        let page = gaps_page(0, 1, 1);
        if n == 2 {
            json(200, &page.replace(r#""line_gap":2.0"#, r#""line_gap":0.5"#))
        } else {
            json(200, &page)
        }
    });
    let hook = Server::start(vec![json(204, "")]);
    let d = tempfile::tempdir().unwrap();
    let log = d.path().join("alerts.log");
    let child = std::process::Command::new(assert_cmd::cargo::cargo_bin("esx"))
        .env("ESX_NOW", crate::common::sim::NOW)
        .args([
            "gaps",
            "cs2",
            "--watch",
            "1",
            "--alert",
            ".line_gap > 1",
            "--notify",
            &format!("exec:tee -a {}", log.display()),
            "--notify",
            &format!("webhook:{}/hook/abc", hook.base),
        ])
        .env("ESX_CONFIG_DIR", d.path())
        .env("ESX_BASE_URL", &api.base)
        .env("ESX_API_KEY", KEY)
        .env_remove("ESX_PROFILE")
        .env_remove("ESX_DEMO")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawn esx");
    let started = Instant::now();
    while api.seen().len() < 5 && started.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(50));
    }
    std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill");
    let out = child.wait_with_output().expect("wait");
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let alerts: Vec<serde_json::Value> = stdout
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|v| v["type"] == "alert")
        .collect();
    assert_eq!(alerts.len(), 2, "poll 1 and poll 4 fire: {stdout}");
    assert_eq!(alerts[0]["key"], "gap_000000000000");
    assert_eq!(alerts[0]["row"]["line_gap"], serde_json::json!(2.0));
    // The row as `--format ndjson` prints it: the books as one text, not the array.
    assert_eq!(
        alerts[0]["row"]["books"], "dfs_one:32.5;dfs_two:34.5",
        "{stdout}"
    );
    let logged = std::fs::read_to_string(&log).unwrap();
    assert_eq!(logged.lines().count(), 2, "{logged}");
    let row: serde_json::Value = serde_json::from_str(logged.lines().next().unwrap()).unwrap();
    assert_eq!(row["gap_id"], "gap_000000000000");
    let posts = hook.seen();
    assert_eq!(posts.len(), 2);
    for p in &posts {
        assert_eq!(p.target, "/hook/abc");
        assert!(p.head.starts_with("POST "), "{}", p.head);
        assert!(p.header("x-api-key").is_none());
        assert!(!p.head.contains(KEY), "the key reached the webhook");
    }
    assert!(!stdout.contains(KEY));
}

/// Start `gaps --watch 1 --alert` on a gap that always matches, notifying `notify`;
/// returns esx once the first alert is printed.
fn gaps_alerting(
    dir: &std::path::Path,
    api: &Server,
    notify: &str,
) -> crate::common::live::Running {
    let esx = spawn(
        dir,
        &api.base,
        KEY,
        &[
            "gaps",
            "cs2",
            "--watch",
            "1",
            "--alert",
            ".line_gap > 1",
            "--notify",
            notify,
        ],
    );
    loop {
        if esx.json(Duration::from_secs(20))["type"] == "alert" {
            return esx;
        }
    }
}

/// Wait up to 10 s for `path` to hold a whole line.
fn read_when_written(path: &std::path::Path) -> String {
    let start = Instant::now();
    loop {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        if text.ends_with('\n') || start.elapsed() > Duration::from_secs(10) {
            return text;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[cfg(unix)]
#[test]
fn an_exec_notifier_never_sees_the_api_key() {
    let api = Server::start_routed(|_, _| json(200, &gaps_page(0, 1, 1)));
    let d = tempfile::tempdir().unwrap();
    let dump = d.path().join("env.txt");
    let mut esx = gaps_alerting(
        d.path(),
        &api,
        &format!("exec:sh -c 'env > {}.tmp; mv {0}.tmp {0}'", dump.display()),
    );
    let env = read_when_written(&dump);
    let (status, _) = esx.interrupt();
    assert_eq!(status.code(), Some(0));
    assert!(
        env.contains("PATH="),
        "the rest of the environment is kept: {env}"
    );
    assert!(env.contains("ESX_CONFIG_DIR="), "{env}");
    assert!(!env.contains(KEY), "the key reached the notifier");
    assert!(!env.contains("ESX_API_KEY"), "{env}");
}

#[cfg(unix)]
#[test]
fn ctrl_c_ends_a_running_notifier_with_esx() {
    let api = Server::start_routed(|_, _| json(200, &gaps_page(0, 1, 1)));
    let d = tempfile::tempdir().unwrap();
    let pidfile = d.path().join("pid");
    let mut esx = gaps_alerting(
        d.path(),
        &api,
        &format!(
            "exec:sh -c 'echo $$ > {}; exec sleep 30'",
            pidfile.display()
        ),
    );
    let pid = read_when_written(&pidfile).trim().to_string();
    assert!(!pid.is_empty(), "the notifier never started");
    let (status, took) = esx.interrupt();
    assert_eq!(status.code(), Some(0));
    assert!(took < Duration::from_secs(2), "Ctrl-C took {took:?}");
    let alive = || {
        std::process::Command::new("kill")
            .args(["-0", &pid])
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    };
    let start = Instant::now();
    while alive() && start.elapsed() < Duration::from_secs(3) {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(!alive(), "the notifier {pid} outlived esx");
}

#[test]
fn alert_needs_watch_and_notify_needs_alert() {
    let d = tempfile::tempdir().unwrap();
    for cmd in ["gaps", "props", "lines", "flow", "live"] {
        esx_at(d.path(), "http://127.0.0.1:9")
            .args([cmd, "cs2", "--alert", ".x"])
            .assert()
            .code(2)
            .stderr(predicate::str::contains("--alert needs --watch"));
    }
    // An expression that does not compile: exit 2 before any request or connection.
    let s = Server::start(vec![json(200, "{}")]);
    for args in [
        &["live", "cs2", "obsidian", "--watch", "--alert", ".x >"][..],
        &["flow", "cs2", "--watch", "5", "--alert", ".x >"],
    ] {
        esx_at(d.path(), &s.base)
            .args(args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains("--alert"));
    }
    assert!(s.seen().is_empty());
    esx_at(d.path(), "http://127.0.0.1:9")
        .args(["flow", "cs2", "--watch", "5", "--notify", "exec:true"])
        .assert()
        .code(2);
    esx_at(d.path(), "http://127.0.0.1:9")
        .args(["gaps", "cs2", "--watch", "5", "--notify", "exec:true"])
        .assert()
        .code(2);
    esx_at(d.path(), "http://127.0.0.1:9")
        .args([
            "gaps", "cs2", "--watch", "5", "--alert", ".x", "--notify", "mail:me",
        ])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("exec:CMD or webhook:URL"));
}

/// A scripted live feed on loopback: connection `n` reads the subscribe, gets
/// `conns[n]` (one text frame each), then is dropped (the last one is held open).
fn feed(conns: Vec<Vec<String>>) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    let base = format!("http://{}", listener.local_addr().expect("addr"));
    std::thread::spawn(move || {
        for (n, stream) in listener.incoming().enumerate().take(conns.len()) {
            let Ok(stream) = stream else { continue };
            let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
            let Ok(mut ws) = tungstenite::accept(stream) else {
                continue;
            };
            while !matches!(ws.read(), Ok(Message::Text(_)) | Err(_)) {}
            for m in &conns[n] {
                let _ = ws.send(Message::text(m.clone()));
            }
            if n + 1 == conns.len() {
                while ws.read().is_ok() {}
            }
        }
    });
    base
}

fn update(seq: u32, game: &str, score: u32) -> String {
    format!(r#"{{"type":"update","sport":"cs2","game_id":"{game}","seq":{seq},"score":{score}}}"#)
}

/// Read stdout lines until `n` alert records arrived (bounded); every line read.
fn lines_until_alerts(esx: &crate::common::live::Running, n: usize) -> Vec<Value> {
    let mut lines = Vec::new();
    let start = Instant::now();
    while lines
        .iter()
        .filter(|v: &&Value| v["type"] == "alert")
        .count()
        < n
        && start.elapsed() < Duration::from_secs(10)
    {
        if let Some(l) = esx.line(Duration::from_millis(200)) {
            lines.push(serde_json::from_str(&l).expect("a JSON line"));
        }
    }
    lines
}

/// The exec notifier logged, and the webhook received, the three live alerts (g1, g2,
/// g1): never with the key.
fn assert_both_notifiers_got_the_three_alerts(log: &std::path::Path, hook: &Server) {
    // The notifiers run off the reader: wait (bounded) for them to catch up.
    let start = Instant::now();
    while (std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .count()
        < 3
        || hook.seen().len() < 3)
        && start.elapsed() < Duration::from_secs(5)
    {
        std::thread::sleep(Duration::from_millis(50));
    }
    let logged = std::fs::read_to_string(log).unwrap();
    let rows: Vec<Value> = logged
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(rows.len(), 3, "{logged}");
    assert_eq!(rows[1]["game_id"], "cs2_g2");
    let posts = hook.seen();
    assert_eq!(posts.len(), 3);
    for p in &posts {
        assert_eq!(p.target, "/hook/t0ken");
        assert!(p.head.starts_with("POST "), "{}", p.head);
        assert!(p.header("x-api-key").is_none());
        assert!(!p.head.contains(KEY), "the key reached the webhook");
    }
}

#[test]
fn live_alerts_fire_per_game_and_type_across_a_reconnect() {
    // Connection 0: g1 matches (fires), still matches (quiet), an event of g1 (another
    // key, no match), g2 matches (fires); dropped. Connection 1: g1 still matches after
    // the reconnect (quiet), stops, matches again (fires).
    let base = feed(vec![
        vec![
            update(1, "cs2_g1", 11),
            update(2, "cs2_g1", 12),
            r#"{"type":"event","sport":"cs2","game_id":"cs2_g1","seq":3}"#.into(),
            update(4, "cs2_g2", 20),
        ],
        vec![
            update(1, "cs2_g1", 13),
            update(2, "cs2_g1", 3),
            update(3, "cs2_g1", 14),
        ],
    ]);
    let hook = Server::start(vec![json(204, "")]);
    let d = tempfile::tempdir().unwrap();
    let log = d.path().join("alerts.log");
    let script = d.path().join("notify.sh");
    std::fs::write(&script, format!("#!/bin/sh\ncat >> '{}'\n", log.display())).unwrap();
    let sh = format!("exec:sh {}", script.display());
    let webhook = format!("webhook:{}/hook/t0ken", hook.base);
    let mut esx = spawn(
        d.path(),
        &base,
        KEY,
        &[
            "live",
            "cs2",
            "--watch",
            "--alert",
            r#".type == "update" and .score > 10"#,
            "--notify",
            &sh,
            "--notify",
            &webhook,
        ],
    );
    let lines = lines_until_alerts(&esx, 3);
    let alerts: Vec<&Value> = lines.iter().filter(|v| v["type"] == "alert").collect();
    let keys: Vec<&str> = alerts.iter().map(|a| a["key"].as_str().unwrap()).collect();
    assert_eq!(
        keys,
        ["cs2_g1|update", "cs2_g2|update", "cs2_g1|update"],
        "{lines:?}"
    );
    // Each alert follows the message that fired it, carrying it whole.
    assert_eq!(alerts[0]["row"]["score"], 11);
    assert_eq!(alerts[2]["row"]["score"], 14);
    assert_eq!(alerts[0]["alert"], r#".type == "update" and .score > 10"#);
    let pos = |seq: u32, score: u32| {
        lines
            .iter()
            .position(|v| v["type"] == "update" && v["seq"] == seq && v["score"] == score)
            .expect("the message was printed")
    };
    assert_eq!(lines[pos(1, 11) + 1]["type"], "alert");
    assert_ne!(lines[pos(2, 12) + 1]["type"], "alert");
    assert_both_notifiers_got_the_three_alerts(&log, &hook);
    let (status, _) = esx.interrupt();
    assert_eq!(status.code(), Some(0), "{}", esx.stderr());
    // Silent but for the reconnect notes.
    let stderr = esx.stderr();
    assert!(stderr.lines().all(|l| l.starts_with("esx: ")), "{stderr}");
}

#[test]
fn a_slow_notifier_does_not_stall_the_live_feed() {
    // Three alerts in a row, each to a notifier that takes 5 s: run in line with the
    // reader they would hold the feed for 15 s (and its pings with it).
    let base = feed(vec![vec![
        update(1, "cs2_g1", 11),
        update(2, "cs2_g2", 11),
        update(3, "cs2_g3", 11),
        update(4, "cs2_g4", 0),
    ]]);
    let d = tempfile::tempdir().unwrap();
    let mut esx = spawn(
        d.path(),
        &base,
        KEY,
        &[
            "live",
            "cs2",
            "--watch",
            "--alert",
            ".score > 10",
            "--notify",
            "exec:sleep 5",
        ],
    );
    let start = Instant::now();
    let mut seqs = Vec::new();
    while seqs.last() != Some(&4) && start.elapsed() < Duration::from_secs(10) {
        if let Some(l) = esx.line(Duration::from_millis(200)) {
            let v: Value = serde_json::from_str(&l).unwrap();
            if v["type"] == "update" {
                seqs.push(v["seq"].as_u64().unwrap());
            }
        }
    }
    assert_eq!(seqs, [1, 2, 3, 4]);
    assert!(
        start.elapsed() < Duration::from_secs(4),
        "the feed waited for the notifier: {:?}",
        start.elapsed()
    );
    let (status, took) = esx.interrupt();
    assert_eq!(status.code(), Some(0), "{}", esx.stderr());
    assert!(took < Duration::from_secs(2), "Ctrl-C took {took:?}");
}
