//! `esx arbs --middles [--max-hold PCT]` against the demo at the pinned clock (DESIGN.md
//! settled point 8): `middles[]` with windows strictly inside their lines, p_middle a
//! probability, `low_hold[]` with holds in `0..=max` that are the cover's own figures;
//! `--max-hold` alone is exit 2; filters apply to every list.

use crate::common::{esx, stdout_json};

const NOW: &str = "2026-11-21T12:00:00Z";

fn demo(args: &[&str]) -> std::process::Output {
    let d = tempfile::tempdir().unwrap();
    esx(d.path())
        .args(["--demo", "-q", "--now", NOW])
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn middles_and_low_holds_beside_arbs_in_json() {
    let out = demo(&["arbs", "cs2", "--middles", "--max-hold", "3", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v = stdout_json(&out);
    assert!(v["arbs"].is_array());
    assert_eq!(v["max_hold"], 3);
    let middles = v["middles"].as_array().unwrap();
    assert!(!middles.is_empty(), "the demo has team-line middles");
    for m in middles {
        let market = m["market"].as_str().unwrap();
        assert!(["total_maps", "map_handicap"].contains(&market), "{m}");
        let (lo, hi) = (
            m["window"][0].as_i64().unwrap(),
            m["window"][1].as_i64().unwrap(),
        );
        assert!(lo <= hi, "{m}");
        assert_ne!(m["low"]["venue"], m["high"]["venue"], "two venues: {m}");
        if market == "total_maps" {
            // Over at a, under at b: every k in the window has a < k < b.
            let (a, b) = (
                m["low"]["line"].as_f64().unwrap(),
                m["high"]["line"].as_f64().unwrap(),
            );
            assert!(a < lo as f64 && (hi as f64) < b, "{m}");
            assert!(
                m["low"]["side"].as_str().unwrap().starts_with("Over"),
                "{m}"
            );
        }
        let p = m["p_middle"].as_f64().unwrap();
        assert!(p > 0.0 && p < 1.0, "{m}");
        assert!(m["ev_pct"].as_f64().unwrap().is_finite(), "{m}");
        // Equal-payout stakes: each side pays about the same (stakes rounded to cents).
        let pay = |s: &serde_json::Value| {
            s["stake"].as_f64().unwrap() * s["net_decimal"].as_f64().unwrap()
        };
        assert!((pay(&m["low"]) - pay(&m["high"])).abs() < 0.05, "{m}");
        let total = m["low"]["stake"].as_f64().unwrap() + m["high"]["stake"].as_f64().unwrap();
        assert!((total - 100.0).abs() < 0.011, "{m}");
    }
    let holds = v["low_hold"].as_array().unwrap();
    assert!(!holds.is_empty(), "the demo has low-hold pairs at 3%");
    let mut last = f64::MIN;
    for h in holds {
        let hold = h["hold_pct"].as_f64().unwrap();
        assert!((0.0..=3.0).contains(&hold), "{h}");
        assert!(hold >= last, "lowest hold first");
        last = hold;
        let legs = h["legs"].as_array().unwrap();
        assert_eq!(legs.len(), 2);
        assert_ne!(legs[0]["source"], legs[1]["source"], "two venues: {h}");
        let implied: f64 = legs
            .iter()
            .map(|l| 1.0 / l["net_decimal"].as_f64().unwrap())
            .sum();
        assert!((100.0 * (implied - 1.0) - hold).abs() < 1e-9, "{h}");
    }
    // The default bound is 2 %: a subset of the 3 % list.
    let v2 = stdout_json(&demo(&["arbs", "cs2", "--middles", "--json"]));
    assert_eq!(v2["max_hold"], 2);
    let n2 = v2["low_hold"].as_array().unwrap().len();
    let under2 = holds
        .iter()
        .filter(|h| h["hold_pct"].as_f64().unwrap() <= 2.0)
        .count();
    assert_eq!(n2, under2);
    // Without --middles the document is as before.
    let plain = stdout_json(&demo(&["arbs", "cs2", "--json"]));
    assert!(plain.get("middles").is_none() && plain.get("low_hold").is_none());
    assert_eq!(plain["arbs"], v["arbs"]);
}

#[test]
fn max_hold_needs_middles() {
    let out = demo(&["arbs", "cs2", "--max-hold", "3"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("--max-hold needs --middles"), "{err}");
    let bad = demo(&["arbs", "cs2", "--middles", "--max-hold", "-1"]);
    assert_eq!(bad.status.code(), Some(2));
}

/// `--market` and `--starts-within` choose for every list; the footer counts each.
#[test]
fn filters_apply_to_every_list_and_the_table_keeps_act_on_columns_at_80() {
    let all = stdout_json(&demo(&[
        "arbs",
        "cs2",
        "--middles",
        "--max-hold",
        "5",
        "--json",
    ]));
    let only = stdout_json(&demo(&[
        "arbs",
        "cs2",
        "--middles",
        "--max-hold",
        "5",
        "--market",
        "total_maps",
        "--json",
    ]));
    let totals = |v: &serde_json::Value, key: &str| {
        v[key]
            .as_array()
            .unwrap()
            .iter()
            .filter(|m| m["market"] == "total_maps")
            .count()
    };
    assert_eq!(
        only["middles"].as_array().unwrap().len(),
        totals(&all, "middles")
    );
    assert_eq!(
        only["low_hold"].as_array().unwrap().len(),
        totals(&all, "low_hold")
    );
    assert!(totals(&all, "middles") > 0);
    let soon = stdout_json(&demo(&[
        "arbs",
        "cs2",
        "--middles",
        "--max-hold",
        "5",
        "--starts-within",
        "24h",
        "--json",
    ]));
    let end: jiff::Timestamp = "2026-11-22T12:00:00Z".parse().unwrap();
    for key in ["middles", "low_hold"] {
        let within = |m: &&serde_json::Value| {
            m["event_time"]
                .as_str()
                .unwrap()
                .parse::<jiff::Timestamp>()
                .unwrap()
                <= end
        };
        let kept = all[key].as_array().unwrap().iter().filter(within).count();
        assert_eq!(soon[key].as_array().unwrap().len(), kept, "{key}");
    }
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .env("COLUMNS", "80")
        .args(["--demo", "-q", "--now", NOW, "arbs", "cs2", "--middles"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let n = all["middles"].as_array().unwrap().len();
    let first = text.lines().next().unwrap_or("");
    assert!(
        first.contains(&format!("{n} middles")) || first.contains("1 middle,"),
        "{text}"
    );
    assert!(
        text.contains("middle · ") && text.contains("low hold · "),
        "{text}"
    );
    for col in ["OUTCOME", "SOURCE", "PRICE", "STAKE"] {
        assert!(text.contains(col), "{col}: {text}");
    }
}
