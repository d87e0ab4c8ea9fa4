//! `backtest --compare fair` (DESIGN.md settled points 11, 14, 15) on a simulated season
//! where kalshi is sharper by construction (seed 42, 20 days, `--sharpness 0.5`): the
//! block's shape, the walk-forward fallbacks, and what the season says of `learned`
//! against `blend`; the refusals. The computation's known answers are the unit tests'
//! (`commands::backtest::fair`, a hand-made tape) and the store's (`fair_tape_tests`).
//! `picks --fair` rows name their basis.

use std::time::Duration;

use serde_json::Value;

use crate::common::{esx, stdout_json};
use crate::fair_bases::season;

fn basis<'a>(c: &'a Value, name: &str) -> &'a Value {
    c["bases"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["basis"] == name)
        .unwrap_or_else(|| panic!("{name}: {c}"))
}

#[test]
fn the_bases_on_a_season_with_a_sharp_venue() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = dir.path();
    let db = cfg.join("season.sqlite");
    season(cfg, &db);
    let out = esx(cfg)
        .timeout(Duration::from_secs(300))
        .args(["backtest", "--compare", "fair", "--json", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    let doc = stdout_json(&out);
    // `--compare fair` implies `--what edges`.
    assert_eq!(doc["what"], "edges");
    let c = &doc["compare"];
    assert_eq!(c["what"], "fair");
    assert_eq!(c["reference"], "blend");
    assert_eq!(c["lead_minutes"], 60);
    let names: Vec<&str> = c["bases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["basis"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["all", "others", "blend", "worst", "sharp", "learned"]
    );
    let n = c["n_predictions"].as_u64().unwrap();
    // 20 days of about three series, five-odd graded markets each.
    assert!(n >= 250 && c["n_events"].as_u64().unwrap() >= 50, "{c}");
    assert_eq!(c["small_sample"], n < 300);
    assert!(basis(c, "blend")["diff_vs_reference"].is_null());
    // Walk-forward: the first day's series has no earlier rank, so `learned` falls back
    // on its markets, and only there (every later day has one); `sharp` needs n >= 100
    // per market type, which no market type reaches before most of the season is over.
    let learned = basis(c, "learned");
    let fell = learned["fell_back"].as_u64().unwrap();
    assert!(fell > 0 && fell < 15, "{learned}");
    let sharp_fell = basis(c, "sharp")["fell_back"].as_u64().unwrap();
    assert!(sharp_fell > n / 2 && sharp_fell <= n, "{c}");
    for b in c["bases"].as_array().unwrap() {
        for k in ["brier", "log_loss"] {
            let v = b[k].as_f64().unwrap();
            let se = b[&format!("{k}_se")].as_f64().unwrap();
            assert!(v > 0.0 && se > 0.0, "{b}");
        }
        let bets = b["n_bets"].as_u64().unwrap();
        assert!(bets > 0 && bets < n, "{b}");
    }
    // DESIGN.md asks that `learned` beat `blend` here. On seed 42 it does not: its log
    // loss is above blend's by +0.00017 ± 0.00014 (paired, clustered by event), an
    // interval holding 0 (docs/fair.md "The backtest that chose the default" has the
    // table and four more seeds, scripts/fair-backtest.sh makes them). Pinned so a change
    // that moves it is seen.
    let d = &learned["diff_vs_reference"]["log_loss"];
    assert_eq!(d["distinguishable"], false, "{d}");
    let [lo, hi] = [0, 1].map(|i| d["ci95"][i].as_f64().unwrap());
    assert!(lo < 0.0 && hi > 0.0, "{d}");
    let gap = (learned["log_loss"].as_f64().unwrap()
        - basis(c, "blend")["log_loss"].as_f64().unwrap())
    .abs();
    assert!(gap < 0.001, "{c}");
    assert!(
        (d["a"].as_f64().unwrap() - learned["log_loss"].as_f64().unwrap()).abs() < 1e-12,
        "{d}"
    );

    the_table_has_a_row_per_basis(cfg, &db);
}

/// The table: one row per basis under the header, and the small-sample line (56
/// match_winner markets).
fn the_table_has_a_row_per_basis(cfg: &std::path::Path, db: &std::path::Path) {
    let out = esx(cfg)
        .args([
            "backtest",
            "--compare",
            "fair",
            "--market",
            "match_winner",
            "--db",
        ])
        .arg(db)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let header = text
        .lines()
        .position(|l| l.starts_with("BASIS"))
        .unwrap_or_else(|| panic!("{text}"));
    let rows: Vec<&str> = text
        .lines()
        .skip(header + 1)
        .filter(|l| !l.starts_with('─'))
        .take(7)
        .collect();
    assert!(
        rows[0].starts_with("all ") && rows[5].starts_with("learned "),
        "{text}"
    );
    // The comparison's own small-sample line, right under it (the edges table above has
    // its own).
    assert!(
        rows[6].starts_with("small sample: 56 distinct outcomes"),
        "{text}"
    );
}

#[test]
fn compare_fair_needs_edges_and_model_needs_picks() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = dir.path();
    let missing = cfg.join("none.sqlite");
    for (args, says) in [
        (
            &["--compare", "fair", "--what", "picks"][..],
            "--what edges",
        ),
        (&["--compare", "model", "--what", "edges"], "--what picks"),
    ] {
        let out = esx(cfg)
            .arg("backtest")
            .args(args)
            .arg("--db")
            .arg(&missing)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(
            stderr.contains(says) && stderr.lines().count() == 1,
            "{stderr}"
        );
    }
    // A store that is not there: exit 5.
    esx(cfg)
        .args(["backtest", "--compare", "fair", "--db"])
        .arg(&missing)
        .assert()
        .code(5);
}

/// `picks --fair` rows name the basis their book pair was made on (and the books' shares
/// under blend, sharp and learned), as `lines --local` markets do; without `--fair` the
/// rows are as before. The demo board prices each line at one sportsbook, whose share
/// is then 1.
#[test]
fn picks_rows_name_their_basis() {
    let dir = tempfile::tempdir().unwrap();
    let picks = |args: &[&str]| -> Vec<Value> {
        let out = esx(dir.path())
            .args(["--demo", "picks", "cs2", "--json"])
            .args(args)
            .output()
            .unwrap();
        stdout_json(&out)["picks"].as_array().unwrap().clone()
    };
    let blend = picks(&["--fair", "blend"]);
    assert!(!blend.is_empty());
    for p in &blend {
        assert_eq!(
            p["esx"],
            serde_json::json!({"fair_basis": "blend", "fair_weights": [{"source": p["book"], "weight": 1.0}]}),
            "{p}"
        );
    }
    let worst = picks(&["--fair", "worst"]);
    assert!(
        worst
            .iter()
            .all(|p| p["esx"] == serde_json::json!({"fair_basis": "worst"}))
    );
    assert!(picks(&[]).iter().all(|p| p.get("esx").is_none()));
}
