//! The demo's showcase at dates far from the epoch (DESIGN.md "Round four", settled
//! point 1), judged by the binary itself: `--demo --now DATE` finds ≥ 3 gated top edges
//! (the service's and `--local`'s), a thunderpick parlay, a pick with an edge, a gated
//! cs2 map-winner arb of 0.2–1.5 % and a live game. The simulator's in-process proxy at
//! every hour is `esx-sim`'s `routes::showcase_tests`.

use serde_json::Value;

use crate::common::{esx, stdout_json};

/// The three dates: a year on, Christmas Eve evening, and a night in March (not
/// a slate boundary).
const DATES: [&str; 3] = [
    "2027-06-01T12:00:00Z",
    "2026-12-24T19:00:00Z",
    "2027-03-14T04:00:00Z",
];

fn demo_at(date: &str, args: &[&str]) -> Value {
    let dir = tempfile::tempdir().unwrap();
    let out = esx(dir.path())
        .env("ESX_NOW", date)
        .arg("--demo")
        .args(args)
        .arg("--json")
        .output()
        .unwrap();
    stdout_json(&out)
}

fn len(v: &Value) -> usize {
    v.as_array().map_or(0, Vec::len)
}

#[test]
fn lines_top_finds_three_gated_edges_served_and_local_at_any_date() {
    for date in DATES {
        let served = demo_at(date, &["lines", "cs2", "--top"]);
        assert!(len(&served["top_edges"]) >= 3, "{date}: {served}");
        let local = demo_at(date, &["lines", "cs2", "--local", "--top"]);
        let top = &local["esx"]["top_edges"];
        assert!(len(top) >= 3, "{date}: {}", local["esx"]);
        // Every row cleared the gates: a positive edge under the 8 % max-edge gate.
        for row in top.as_array().unwrap() {
            let edge = row["edge_pct"].as_f64().unwrap();
            assert!(edge > 0.0 && edge <= 8.0, "{date}: {row}");
        }
    }
}

#[test]
fn arbs_finds_a_gated_map_winner_arb_at_any_date() {
    for date in DATES {
        let v = demo_at(date, &["arbs", "cs2"]);
        let arbs = v["arbs"].as_array().unwrap();
        let shown: Vec<String> = arbs
            .iter()
            .map(|a| format!("{} {}", a["market"], a["profit_pct"]))
            .collect();
        assert!(
            arbs.iter().any(|a| a["market"] == "map_winner"
                && (0.2..=1.5).contains(&a["profit_pct"].as_f64().unwrap())),
            "{date}: {shown:?}"
        );
        // The default run hides legs failing a gate: none shown carries a flag.
        assert_eq!(v["include_flagged"], false);
    }
}

#[test]
fn parlays_picks_and_live_find_rows_at_any_date() {
    for date in DATES {
        let v = demo_at(date, &["parlays", "cs2", "--book", "thunderpick"]);
        assert!(len(&v["parlays"]) >= 1, "{date}: {v}");
        let v = demo_at(date, &["picks", "cs2"]);
        assert!(
            v["picks"]
                .as_array()
                .unwrap()
                .iter()
                .any(|p| p["edge_pts"].as_f64().is_some_and(|e| e > 0.0)),
            "{date}: no pick with an edge"
        );
        let v = demo_at(date, &["live", "cs2"]);
        assert!(len(&v["games"]) >= 1, "{date}: {v}");
    }
}
