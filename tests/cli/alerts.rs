//! `--alert` on `--watch`: fires when a row starts matching, re-arms after it stopped,
//! reaches an exec notifier and a webhook, and never sends the key to the webhook.

use std::time::{Duration, Instant};

use predicates::prelude::*;

use crate::common::fixtures::gaps_page;
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

#[test]
fn alert_needs_watch_and_notify_needs_alert() {
    let d = tempfile::tempdir().unwrap();
    esx_at(d.path(), "http://127.0.0.1:9")
        .args(["gaps", "cs2", "--alert", ".x"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--watch"));
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
