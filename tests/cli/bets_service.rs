//! `esx bets list|report --close service`: a bet's close from its match's line history
//! where the store recorded none, against the simulator at the pinned clock (seed 42).
//!
//! The match is the simulator's live game (Obsidian Lynx v Azure Sharks, started 10:55,
//! before the 12:00 clock), whose line history the simulator serves today; the store saw
//! the event only after its start (11:30), so it holds no close of its own.

use std::path::Path;

use serde_json::Value;

use crate::common::sim::{run_key, sim};
use crate::record::{Book, board, record_once};

/// Records the event, as the board named it, once after its start.
fn recorded_after_the_start(db: &Path) {
    let body = board(
        "2026-11-21T10:55:00Z",
        Book(1.30, -333),
        Book(3.60, 260),
        0.76,
        0.76,
    )
    .replace("Alpha", "Obsidian Lynx")
    .replace("Bravo", "Azure Sharks");
    let (code, _, err) = record_once(db, &body, &["--at", "2026-11-21T11:30:00Z"]);
    assert_eq!(code, 0, "{err}");
}

fn add_args(db: &Path) -> Vec<String> {
    [
        "bets",
        "add",
        "--event",
        "ev1",
        "--market",
        "match_winner",
        "--outcome",
        "Obsidian Lynx",
        "--source",
        "sharpbook",
        "--decimal",
        "1.25",
        "--stake",
        "10",
        "--at",
        "2026-11-21T09:00:00Z",
        "--db",
        db.to_str().unwrap(),
    ]
    .map(String::from)
    .to_vec()
}

fn strs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

/// The line history's closes (10:00, the last hourly price before the 10:55 start):
/// thunderpick 1.2024 / 4.9, kalshi 0.81 / 0.22, polymarket 0.81 / 0.21 (as the
/// simulator's seed-42 price walk serves them at 10:00), each
/// de-vigged multiplicatively, spec weights (book 1, prediction markets 1.5).
fn history_close() -> f64 {
    let book = (1.0 / 1.2024) / (1.0 / 1.2024 + 1.0 / 4.9);
    let kalshi = 0.81 / (0.81 + 0.22);
    let poly = 0.81 / (0.81 + 0.21);
    (book + 1.5 * kalshi + 1.5 * poly) / 4.0
}

#[test]
fn a_bet_without_a_recorded_close_takes_the_line_history_close() {
    let s = sim();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    recorded_after_the_start(&db);
    let (code, _, err) = run_key(&s, "demo-builder", &strs(&add_args(&db)));
    assert_eq!(code, 0, "{err}");
    let dbs = db.to_str().unwrap();
    // By default the store's close: none was recorded before the start.
    let (code, out, err) = run_key(&s, "demo-builder", &["bets", "list", "--db", dbs, "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["bets"][0]["close_status"], "none");
    assert_eq!(v["bets"][0]["p_close"], Value::Null);

    let (code, out, err) = run_key(
        &s,
        "demo-builder",
        &["bets", "list", "--close", "service", "--db", dbs, "--json"],
    );
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let row = &v["bets"][0];
    let p = history_close();
    assert!((row["p_close"].as_f64().unwrap() - p).abs() < 1e-9, "{row}");
    assert!((row["clv_pct"].as_f64().unwrap() - 100.0 * (1.25 * p - 1.0)).abs() < 1e-9);
    assert_eq!(row["close_source"], "service-history");
    assert_eq!(
        row["close_status"], "final",
        "the close is before the start"
    );
    assert_eq!(row["close_age_s"], 3300.0, "10:00 for 10:55");
    assert_eq!(row["close_observed_at"], "2026-11-21T10:00:00.000Z");

    let (code, out, err) = run_key(
        &s,
        "demo-builder",
        &[
            "bets", "report", "--close", "service", "--db", dbs, "--json",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let r: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(r["close_method"]["source"], "service-history");
    assert_eq!(r["close_method"]["from_history"], 1);
    assert_eq!(r["close_method"]["final"], 1);
    assert_eq!(r["overall"]["clv_count"], 1);
}

#[test]
fn without_builder_or_offline_the_bet_keeps_no_close_with_a_reason() {
    let s = sim();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    recorded_after_the_start(&db);
    assert_eq!(run_key(&s, "demo-builder", &strs(&add_args(&db))).0, 0);
    let dbs = db.to_str().unwrap();
    let (code, out, err) = run_key(
        &s,
        "demo-hobby",
        &["bets", "list", "--close", "service", "--db", dbs, "--json"],
    );
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["bets"][0]["close_status"], "none");
    let reason = v["bets"][0]["close_reason"].as_str().unwrap();
    assert!(reason.contains("needs a Builder key"), "{reason}");

    // Nothing listens on the address: the service is unreachable, said as the reason.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", closed.local_addr().unwrap());
    drop(closed);
    let cfg = tempfile::tempdir().unwrap();
    let out = crate::common::esx(cfg.path())
        .env("ESX_BASE_URL", &base)
        .env("ESX_API_KEY", "demo-builder")
        .args([
            "--retries",
            "0",
            "bets",
            "list",
            "--close",
            "service",
            "--db",
            dbs,
            "--json",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["bets"][0]["close_status"], "none");
    let reason = v["bets"][0]["close_reason"].as_str().unwrap();
    assert!(reason.contains("unreachable"), "{reason}");

    // An event the service has no match for (no such teams): none, said so.
    let other = dir.path().join("o.sqlite");
    let (code, _, err) = record_once(
        &other,
        &board(
            "2026-11-21T10:55:00Z",
            Book(1.3, -333),
            Book(3.6, 260),
            0.76,
            0.76,
        ),
        &["--at", "2026-11-21T11:30:00Z"],
    );
    assert_eq!(code, 0, "{err}");
    let mut add = add_args(&other);
    add[7] = "Alpha".into();
    assert_eq!(run_key(&s, "demo-builder", &strs(&add)).0, 0);
    let (code, out, err) = run_key(
        &s,
        "demo-builder",
        &[
            "bets",
            "list",
            "--close",
            "service",
            "--db",
            other.to_str().unwrap(),
            "--json",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["bets"][0]["close_status"], "none");
    let reason = v["bets"][0]["close_reason"].as_str().unwrap();
    assert!(
        reason.contains("no cs2 match of Alpha and Bravo"),
        "{reason}"
    );
}
