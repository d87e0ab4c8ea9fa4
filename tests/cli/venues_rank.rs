//! `esx venues rank` on simulated seasons (DESIGN.md settled point 15): a venue made
//! sharper by construction (`sim history --sharp-venue kalshi --sharpness 0.5`, seed 42,
//! 20 days) leads match_winner on log loss, and it is the flag that puts it there; the
//! refusals and the empty answer. The known answers of the computation itself are the
//! store crate's (`esx-store` `rank_tests`: a hand-made store).

use std::path::Path;
use std::time::Duration;

use serde_json::Value;

use crate::common::{esx, stdout_json};

/// A 20-day season of seed 42 into `db` (with `extra` flags): about 20 s in a debug
/// build, so the run gets longer than the suite's 60 s default under a loaded machine.
fn season(cfg: &Path, db: &Path, extra: &[&str]) {
    let out = esx(cfg)
        .timeout(Duration::from_secs(600))
        .args([
            "-q", "sim", "history", "--days", "20", "--seed", "42", "--db",
        ])
        .arg(db)
        .args(extra)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
}

fn rank(cfg: &Path, db: &Path, args: &[&str]) -> Value {
    let out = esx(cfg)
        .args(["venues", "rank"])
        .args(args)
        .arg("--db")
        .arg(db)
        .arg("--json")
        .output()
        .unwrap();
    stdout_json(&out)
}

/// The match_winner rows at 60 m, in the order printed.
fn match_winner(doc: &Value) -> Vec<(String, f64, u64)> {
    doc["rows"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["market_type"] == "match_winner" && r["lead"] == "60m")
        .map(|r| {
            (
                r["venue"].as_str().unwrap().to_string(),
                r["log_loss"].as_f64().unwrap(),
                r["n"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn a_venue_sharper_by_construction_leads_match_winner() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = dir.path();
    let sharp = cfg.join("sharp.sqlite");
    let plain = cfg.join("plain.sqlite");
    season(
        cfg,
        &sharp,
        &["--sharp-venue", "kalshi", "--sharpness", "0.5"],
    );
    season(cfg, &plain, &[]);
    let with = rank(cfg, &sharp, &["cs2"]);
    assert_eq!(with["leads"], serde_json::json!(["60m", "10m"]));
    let rows = match_winner(&with);
    assert_eq!(rows.len(), 3, "{rows:?}");
    assert_eq!(rows[0].0, "kalshi", "{rows:?}");
    assert!(rows.iter().all(|r| r.2 >= 50), "{rows:?}");
    // Sorted by log loss, lower first.
    assert!(rows.windows(2).all(|w| w[0].1 <= w[1].1), "{rows:?}");
    // The same season without the flag: kalshi's own log loss is higher and it is not
    // first, so the flag is what ranks it first (the other venues' quotes are the same
    // draws, their scores within a thousandth).
    let without = match_winner(&rank(cfg, &plain, &["cs2"]));
    let kalshi = |rows: &[(String, f64, u64)]| rows.iter().find(|r| r.0 == "kalshi").unwrap().1;
    assert!(kalshi(&rows) < kalshi(&without), "{rows:?} {without:?}");
    assert_ne!(without[0].0, "kalshi", "{without:?}");

    // `all`: one table with a SPORT column; each JSON row names its sport.
    let all = rank(cfg, &sharp, &["all", "--at", "60m"]);
    assert_eq!(all["sport"], "all");
    assert!(
        all["rows"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["sport"] == "cs2" && r["lead"] == "60m")
    );
    let out = esx(cfg)
        .args(["venues", "rank", "all", "--db"])
        .arg(&sharp)
        .output()
        .unwrap();
    let table = String::from_utf8(out.stdout).unwrap();
    assert!(
        table
            .lines()
            .any(|l| l.starts_with("SPORT") && l.contains("LOG LOSS")),
        "{table}"
    );
    // CSV: a header and one line per row.
    let out = esx(cfg)
        .args(["venues", "rank", "cs2", "--format", "csv", "--db"])
        .arg(&sharp)
        .output()
        .unwrap();
    let csv = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        csv.lines().count(),
        1 + with["rows"].as_array().unwrap().len(),
        "{csv}"
    );

    // A sport nothing was recorded for: exit 0, no rows, one line on stderr saying why.
    let out = esx(cfg)
        .args(["venues", "rank", "lol", "--json", "--db"])
        .arg(&sharp)
        .output()
        .unwrap();
    let v = stdout_json(&out);
    assert_eq!(v["rows"], serde_json::json!([]));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("esx record lol") && stderr.contains("esx grade lol"),
        "{stderr}"
    );
}

#[test]
fn a_missing_store_is_exit_5_and_a_bad_lead_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = dir.path();
    let missing = cfg.join("none.sqlite");
    esx(cfg)
        .args(["venues", "rank", "cs2", "--db"])
        .arg(&missing)
        .assert()
        .code(5);
    assert!(!missing.exists());
    for bad in ["soon", "-5m", "60m,", "9d"] {
        let out = esx(cfg)
            .args(["venues", "rank", "cs2", &format!("--at={bad}"), "--db"])
            .arg(&missing)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{bad}: {out:?}");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(stderr.contains("--at"), "{bad}: {stderr}");
    }
    esx(cfg)
        .args(["venues", "rank", "chess", "--db"])
        .arg(&missing)
        .assert()
        .code(2);
    // --sharpness without a venue, and a venue that is not a line venue: usage errors.
    esx(cfg)
        .args([
            "sim",
            "history",
            "--days",
            "1",
            "--sharpness",
            "0.5",
            "--db",
        ])
        .arg(&missing)
        .assert()
        .code(2);
    esx(cfg)
        .args([
            "sim",
            "history",
            "--days",
            "1",
            "--sharp-venue",
            "prizepicks",
            "--db",
        ])
        .arg(&missing)
        .assert()
        .code(2);
}
