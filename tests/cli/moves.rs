//! `esx moves` over a scripted tape whose prices change between snapshots: known opens,
//! closes, changes and sparklines.

use std::path::Path;

use serde_json::Value;

use crate::record::{Book, board, opening, record_once};

fn hours_ago(h: i64) -> String {
    (jiff::Timestamp::now() - jiff::SignedDuration::from_hours(h)).to_string()
}

/// Three snapshots, 3 h, 2 h and 1 h ago: sharpbook's Alpha drifts −161 → −135 → −110,
/// Bravo shortens +130 → +110 → −105; kalshi and the consensus follow.
fn scripted_tape(db: &Path) {
    let start = "2030-01-01T00:00:00Z";
    for (at, body) in [
        (hours_ago(3), opening(start)),
        (
            hours_ago(2),
            board(start, Book(1.74, -135), Book(2.10, 110), 0.55, 0.57),
        ),
        (
            hours_ago(1),
            board(start, Book(1.91, -110), Book(1.95, -105), 0.51, 0.52),
        ),
    ] {
        let (code, _, err) = record_once(db, &body, &["--at", &at]);
        assert_eq!(code, 0, "{err}");
    }
}

fn moves(db: &Path, extra: &[&str]) -> (i32, String, String) {
    let d = tempfile::tempdir().unwrap();
    let out = crate::common::esx(d.path())
        .env("COLUMNS", "200")
        .args(["moves", "--db", db.to_str().unwrap()])
        .args(extra)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn moves_json(db: &Path, extra: &[&str]) -> Value {
    let mut args = vec!["--json"];
    args.extend_from_slice(extra);
    let (code, out, err) = moves(db, &args);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).unwrap()
}

fn find<'a>(v: &'a Value, source: &str, outcome: &str) -> &'a Value {
    v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["source"] == source && m["outcome"] == outcome)
        .unwrap_or_else(|| panic!("no {source} {outcome} in {v}"))
}

fn novig(mine: f64, other: f64) -> f64 {
    (1.0 / mine) / (1.0 / mine + 1.0 / other)
}

#[test]
fn moves_show_open_to_now_per_quote_key() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    scripted_tape(&db);
    let v = moves_json(&db, &["cs2", "--since", "6h"]);
    assert_eq!(v["source"], "esx");
    // 2 outcomes × (sharpbook, kalshi, consensus), every one moved.
    assert_eq!(v["total"], 6);

    let alpha = find(&v, "sharpbook", "Alpha");
    assert_eq!(alpha["open"]["american"], -161);
    assert_eq!(alpha["now"]["american"], -110);
    assert_eq!(alpha["change"]["american_cents"], 51);
    let (open, now) = (novig(1.62, 2.30), novig(1.91, 1.95));
    assert!((alpha["open"]["novig"].as_f64().unwrap() - open).abs() < 1e-12);
    assert!((alpha["now"]["novig"].as_f64().unwrap() - now).abs() < 1e-12);
    assert!((alpha["change"]["novig_pts"].as_f64().unwrap() - 100.0 * (now - open)).abs() < 1e-9);
    assert_eq!(alpha["points"].as_array().unwrap().len(), 3);
    // Alpha drifts: its implied probability falls.
    assert_eq!(alpha["sparkline"], "█▅▁");
    assert_eq!(alpha["home_team"], "Alpha");

    // Across evens: +130 → −105 is 35 cents, not 235.
    let bravo = find(&v, "sharpbook", "Bravo");
    assert_eq!(bravo["change"]["american_cents"], -35);
    assert_eq!(bravo["sparkline"], "▁▅█");

    let cons = find(&v, "consensus", "Alpha");
    assert!((cons["open"]["novig"].as_f64().unwrap() - 0.60).abs() < 1e-12);
    assert!((cons["now"]["novig"].as_f64().unwrap() - 0.52).abs() < 1e-12);
    assert!((cons["change"]["novig_pts"].as_f64().unwrap() + 8.0).abs() < 1e-9);
    // Biggest no-vig move first.
    let pts: Vec<f64> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["change"]["novig_pts"].as_f64().unwrap().abs())
        .collect();
    assert!(pts.windows(2).all(|w| w[0] >= w[1]), "{pts:?}");
}

#[test]
fn the_window_opens_with_the_price_in_force_at_its_start() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    scripted_tape(&db);
    // 90 minutes: the 2 h snapshot is the price in force at the start.
    let v = moves_json(&db, &["--since", "90m", "--source", "sharpbook"]);
    assert_eq!(v["total"], 2);
    let alpha = find(&v, "sharpbook", "Alpha");
    assert_eq!(alpha["open"]["american"], -135);
    assert_eq!(alpha["now"]["american"], -110);
    assert_eq!(alpha["change"]["american_cents"], 25);
    // Nothing changed in the last 30 minutes.
    let v = moves_json(&db, &["--since", "30m"]);
    assert_eq!(v["total"], 0);
}

#[test]
fn moves_filter_by_event_and_market_and_show_a_table() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    scripted_tape(&db);
    assert_eq!(moves_json(&db, &["--event", "ev1"])["total"], 6);
    assert_eq!(moves_json(&db, &["--event", "nope"])["total"], 0);
    assert_eq!(moves_json(&db, &["--market", "map_winner"])["total"], 0);
    let (code, out, err) = moves(&db, &["cs2", "--market", "match_winner"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("6 quotes moved since"), "{out}");
    assert!(out.contains("█▅▁"), "{out}");
    assert!(
        out.contains("1.62") && out.contains("1.91") && out.contains("+51"),
        "{out}"
    );
    let (code, out, _) = moves(&db, &["--since", "30m"]);
    assert_eq!(code, 0);
    assert!(out.contains("no recorded moves"), "{out}");
}

#[test]
fn bad_windows_and_sports_are_usage_errors() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let (code, _, err) = moves(&db, &["--since", "yesterday-ish"]);
    assert_eq!(code, 2);
    assert!(err.contains("--since"), "{err}");
    let (code, _, err) = moves(&db, &["fifa"]);
    assert_eq!(code, 2);
    assert!(err.contains("valid:"), "{err}");
}
