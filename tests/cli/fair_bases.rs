//! `--fair sharp|blend|worst|learned` (DESIGN.md settled point 14): `blend` and `worst`
//! on a hand-made served board with answers worked by hand; `sharp` and `learned` from a
//! simulated season's store (their venues and weights checked against `venues rank` of
//! the same store); the config fallback; the refusals (exit 2 and 5).

use std::path::Path;
use std::time::Duration;

use serde_json::Value;

use crate::common::{Server, esx, esx_at, json, stdout_json};

const LINES: &str = include_str!("../fixtures/lines_cs2.json");

/// `esx lines cs2 --local --fees none --json ARGS` on the fixture: the first market's
/// (Alpha v Bravo match_winner) `esx` object. The fixture's quotes: sharpbook 1.62 / 2.30,
/// kalshi 0.58 / 0.42, polymarket 0.60 / 0.40; pm_weight 1.5.
fn first_market(args: &[&str]) -> Value {
    let s = Server::start(vec![json(200, LINES)]);
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .args(["lines", "cs2", "--local", "--fees", "none", "--json"])
        .args(args)
        .output()
        .unwrap();
    stdout_json(&out)["events"][0]["markets"][0]["esx"].clone()
}

fn close(a: &Value, b: f64) {
    let a = a.as_f64().unwrap_or(f64::NAN);
    assert!((a - b).abs() < 1e-9, "{a} vs {b}");
}

#[test]
fn worst_takes_each_outcomes_lowest_no_vig_and_renormalises() {
    let esx = first_market(&["--fair", "worst"]);
    assert_eq!(esx["fair_basis"], "worst");
    // sharpbook de-vigged: (1/1.62) / (1/1.62 + 1/2.3) = 0.586735, Bravo 0.413265.
    // Lowest: Alpha 0.58 (kalshi), Bravo 0.40 (polymarket); sum 0.98.
    let (alpha, bravo) = (0.58 / 0.98, 0.40 / 0.98);
    let a = &esx["outcomes"][0]["best_price"];
    let b = &esx["outcomes"][1]["best_price"];
    close(&a["fair_probability"], alpha);
    close(&b["fair_probability"], bravo);
    // Alpha's best price is kalshi's 1/0.58, Bravo's polymarket's 2.5: both edges are
    // 100 × (1/0.98 − 1) = +2.0408 %.
    assert_eq!(a["source"], "kalshi");
    assert_eq!(b["source"], "polymarket");
    close(&a["edge_pct"], 100.0 * (alpha / 0.58 - 1.0));
    close(&b["edge_pct"], 100.0 * (bravo * 2.5 - 1.0));
    // `worst` has no weights to show.
    assert!(esx.get("fair_weights").is_none(), "{esx}");
}

#[test]
fn blend_weighs_at_the_spec_weights_and_shows_them() {
    let esx = first_market(&["--fair", "blend"]);
    assert_eq!(esx["fair_basis"], "blend");
    let sharp = (1.0 / 1.62) / (1.0 / 1.62 + 1.0 / 2.3);
    // Sportsbook 1, each prediction market pm_weight 1.5: 1/4, 3/8, 3/8.
    let alpha = (sharp + 1.5 * 0.58 + 1.5 * 0.60) / 4.0;
    let a = &esx["outcomes"][0]["best_price"];
    close(&a["fair_probability"], alpha);
    close(&a["edge_pct"], 100.0 * (alpha / 0.58 - 1.0));
    let w: Vec<(String, f64)> = esx["fair_weights"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| {
            (
                w["source"].as_str().unwrap().to_string(),
                w["weight"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        w,
        [
            ("sharpbook".to_string(), 0.25),
            ("kalshi".to_string(), 0.375),
            ("polymarket".to_string(), 0.375)
        ]
    );
    // The table names the basis and its weights under it.
    let s = Server::start(vec![json(200, LINES)]);
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .env("COLUMNS", "200")
        .args(["lines", "cs2", "--local", "--fair", "blend"])
        .output()
        .unwrap();
    let table = String::from_utf8_lossy(&out.stdout);
    assert!(
        table.contains("fair basis blend: every source at the spec's weights"),
        "{table}"
    );
}

#[test]
fn weights_with_a_basis_that_fixes_its_own_is_exit_2() {
    for basis in ["blend", "worst", "sharp", "learned"] {
        let s = Server::start(vec![json(200, LINES)]);
        let d = tempfile::tempdir().unwrap();
        let out = esx_at(d.path(), &s.base)
            .args([
                "lines",
                "cs2",
                "--local",
                "--fair",
                basis,
                "--weights",
                "spec",
            ])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{basis}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("--weights spec does not apply"), "{err}");
        // Refused before any request.
        assert!(s.seen().is_empty(), "{basis}");
    }
    // `others` still takes them.
    let esx = first_market(&["--fair", "others", "--weights", "spec"]);
    assert_eq!(esx["fair_basis"], "others");
}

#[test]
fn sharp_without_a_rank_or_config_is_exit_2_naming_both_and_a_missing_store_exit_5() {
    let d = tempfile::tempdir().unwrap();
    let empty = d.path().join("missing.sqlite");
    let s = Server::start(vec![json(200, LINES)]);
    let out = esx_at(d.path(), &s.base)
        .args(["lines", "cs2", "--local", "--fair", "sharp", "--db"])
        .arg(&empty)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(5));
    assert!(!empty.exists(), "a missing store is never created");
    // A store with quotes but nothing graded: no rank, and no config.
    let db = d.path().join("quotes.sqlite");
    let out = esx(d.path())
        .args(["-q", "--demo", "record", "cs2", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    assert!(db.exists());
    for basis in ["sharp", "learned"] {
        let out = esx_at(d.path(), &s.base)
            .args(["lines", "cs2", "--local", "--fair", basis, "--db"])
            .arg(&db)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{basis}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("no venue in the store's rank"), "{err}");
        if basis == "sharp" {
            assert!(err.contains("fair.sharp.cs2"), "{err}");
        }
    }
    // The config fallback: the named venue alone is the fair.
    esx(d.path())
        .args(["config", "set", "fair.sharp.cs2", "Polymarket"])
        .assert()
        .success();
    let out = esx_at(d.path(), &s.base)
        .args([
            "lines", "cs2", "--local", "--fees", "none", "--json", "--fair", "sharp", "--db",
        ])
        .arg(&db)
        .output()
        .unwrap();
    let j = stdout_json(&out);
    let m = &j["events"][0]["markets"][0]["esx"];
    assert_eq!(
        m["fair_weights"],
        serde_json::json!([{"source": "polymarket", "weight": 1.0}])
    );
    close(&m["outcomes"][0]["best_price"]["fair_probability"], 0.60);
    esx(d.path())
        .args(["config", "set", "fair.sharp.cs2", "not a venue"])
        .assert()
        .code(2);
}

/// A 20-day season of seed 42 with kalshi made sharper (about 10 s in a debug build).
pub(crate) fn season(cfg: &Path, db: &Path) {
    let out = esx(cfg)
        .timeout(Duration::from_secs(600))
        .args(["-q", "sim", "history", "--days", "20", "--seed", "42"])
        .args(["--sharp-venue", "kalshi", "--sharpness", "0.5", "--db"])
        .arg(db)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
}

/// `esx --demo lines cs2 --local --json --fair BASIS --db DB`: each market type's first
/// `fair_weights` on the demo board.
fn demo_weights(cfg: &Path, db: &Path, basis: &str) -> Vec<(String, Value)> {
    let out = esx(cfg)
        .args([
            "--demo", "lines", "cs2", "--local", "--json", "--fair", basis, "--db",
        ])
        .arg(db)
        .output()
        .unwrap();
    let j = stdout_json(&out);
    let mut seen = Vec::new();
    for ev in j["events"].as_array().unwrap() {
        for m in ev["markets"].as_array().unwrap() {
            let kind = m["market"].as_str().unwrap().to_string();
            if !seen.iter().any(|(k, _)| *k == kind) {
                seen.push((kind, m["esx"]["fair_weights"].clone()));
            }
        }
    }
    seen
}

#[test]
fn sharp_and_learned_read_the_stores_rank_at_60m() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = dir.path();
    let db = cfg.join("season.sqlite");
    season(cfg, &db);
    let rank = stdout_json(
        &esx(cfg)
            .args(["venues", "rank", "cs2", "--at", "60m", "--json", "--db"])
            .arg(&db)
            .output()
            .unwrap(),
    );
    let rows = rank["rows"].as_array().unwrap();
    // sharp: per market type, the lowest log loss among venues with n >= 100 (the rank
    // sorts by log loss, so the first such row).
    let sharp = demo_weights(cfg, &db, "sharp");
    let mut checked = 0;
    for (kind, weights) in &sharp {
        let lead = rows
            .iter()
            .filter(|r| r["market_type"] == kind.as_str() && r["n"].as_u64().unwrap() >= 100)
            .min_by(|a, b| {
                a["log_loss"]
                    .as_f64()
                    .unwrap()
                    .total_cmp(&b["log_loss"].as_f64().unwrap())
            });
        match lead {
            Some(r) => {
                assert_eq!(
                    weights,
                    &serde_json::json!([{"source": r["venue"], "weight": 1.0}]),
                    "{kind}"
                );
                checked += 1;
            }
            // No venue qualifies and no config: no fair, no weights.
            None => assert!(weights.is_null(), "{kind}: {weights}"),
        }
    }
    assert!(
        checked > 0,
        "no market type had a venue with n >= 100: {rank}"
    );
    // learned: ∝ 1 / Brier of each venue at 60 m, normalised.
    let learned = demo_weights(cfg, &db, "learned");
    for (kind, weights) in &learned {
        let of_kind: Vec<&Value> = rows
            .iter()
            .filter(|r| r["market_type"] == kind.as_str())
            .collect();
        let Some(weights) = weights.as_array() else {
            assert!(of_kind.is_empty(), "{kind}");
            continue;
        };
        // Only the venues quoting the market are in its fair; renormalised over them.
        let inv = |v: &str| {
            of_kind
                .iter()
                .find(|r| r["venue"] == v)
                .map_or(0.0, |r| 1.0 / r["brier"].as_f64().unwrap())
        };
        let total: f64 = weights
            .iter()
            .map(|w| inv(w["source"].as_str().unwrap()))
            .sum();
        for w in weights {
            let want = inv(w["source"].as_str().unwrap()) / total;
            // The rank's JSON rounds Brier to 4 places.
            assert!(
                (w["weight"].as_f64().unwrap() - want).abs() < 1e-3,
                "{kind}: {w} vs {want}"
            );
        }
    }
}

/// `esx --demo parlays cs2 --local --book thunderpick` with `extra`.
fn parlays(d: &tempfile::TempDir, extra: &[&str]) -> std::process::Output {
    esx(d.path())
        .args([
            "--demo",
            "parlays",
            "cs2",
            "--local",
            "--book",
            "thunderpick",
        ])
        .args(extra)
        .output()
        .unwrap()
}

#[test]
fn parlays_and_picks_take_the_bases_and_refuse_as_lines_does() {
    let d = tempfile::tempdir().unwrap();
    let out = parlays(&d, &["--fair", "blend", "--json"]);
    assert_eq!(stdout_json(&out)["esx"]["fair_basis"], "blend");
    let out = parlays(&d, &["--fair", "worst"]);
    let table = String::from_utf8_lossy(&out.stdout);
    assert!(
        table.contains("fair basis worst: per outcome the lowest"),
        "{table}"
    );
    // Under --demo without --db there is no rank: sharp needs the config, learned refuses.
    for cmd in [
        &["parlays", "cs2", "--local", "--book", "thunderpick"][..],
        &["picks", "cs2"],
    ] {
        let out = esx(d.path())
            .arg("--demo")
            .args(cmd)
            .args(["--fair", "learned"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{cmd:?}");
    }
    let out = parlays(&d, &["--fair", "worst", "--weights", "quality"]);
    assert_eq!(out.status.code(), Some(2));
}
