//! `/lines` beside the interface's shape: the real service's `fair_probability`,
//! `ev_pct`, `picks[]`, `fair_rules`, `include_started` and the markets the simulator's
//! books do not list, served by the simulator (seed 42, pinned clock) and passed through
//! by `esx lines --json`.

use serde_json::Value;

use crate::common::sim::{get, ok, run_key, sim};

const LINES: &str = "/v6/esports/cs2/lines";

/// The median of multiplicatively de-vigged probabilities of the books whose overround
/// sits in [-0.05, 0.20], recomputed from the payload's own numbers.
fn fair_from(outcomes: &[Value], side: usize) -> Option<f64> {
    let first = outcomes[0]["sources"].as_array().unwrap();
    let second = outcomes[1]["sources"].as_array().unwrap();
    let mut devig: Vec<f64> = first
        .iter()
        .zip(second)
        .filter_map(|(x, y)| {
            let (pa, pb) = (x["probability"].as_f64()?, y["probability"].as_f64()?);
            let sum = pa + pb;
            (-0.05..=0.20)
                .contains(&(sum - 1.0))
                .then(|| if side == 0 { pa / sum } else { pb / sum })
        })
        .collect();
    if devig.len() < 2 {
        return None;
    }
    devig.sort_by(f64::total_cmp);
    let mid = devig.len() / 2;
    Some(if devig.len() % 2 == 1 {
        devig[mid]
    } else {
        f64::midpoint(devig[mid - 1], devig[mid])
    })
}

#[test]
fn fair_probability_ev_and_picks_sit_beside_the_interface_fields() {
    let s = sim();
    let board = ok(&s, &format!("{LINES}?market=match_winner"));
    assert_eq!(board["include_started"], false);
    assert_eq!(board["fair_rules"]["method"], "median_devig");
    assert_eq!(board["fair_rules"]["min_books"], 2);
    assert_eq!(board["fair_rules"]["dfs_in_fair"], false);
    // Known answer (seed 42): Obsidian Lynx v Azure Sharks, the first upcoming match.
    // Books: thunderpick 0.8314 / 0.2033 (0.803518), kalshi 0.82 / 0.21 (0.796117),
    // polymarket 0.82 / 0.21 (0.796117): the median is 0.796117.
    let event = &board["events"][0];
    assert_eq!(event["event_id"], "kr_ev_cs2_000063");
    let o = &event["markets"][0]["outcomes"][0];
    assert_eq!(o["name"], "Obsidian Lynx");
    assert_eq!(o["fair_probability"], 0.796_117);
    // ev_pct = (fair × decimal − 1) × 100: 0.796117 × 1.2028 − 1 = −4.2430 %.
    assert_eq!(o["sources"][0]["source"], "thunderpick");
    assert_eq!(o["sources"][0]["ev_pct"], -4.243);
    // The DFS team picks: a payout multiplier (never in the fair price), with EV as a
    // target: 0.796117 × 1.73 − 1 = +37.7282 %.
    assert_eq!(o["picks"][0]["source"], "prizepicks");
    assert_eq!(o["picks"][0]["payout_multiplier"], 1.73);
    assert_eq!(o["picks"][0]["ev_pct"], 37.7282);
    // The interface's fields are all still there, first and unchanged in name.
    let keys: Vec<&String> = o.as_object().unwrap().keys().collect();
    assert_eq!(
        &keys[..4],
        ["name", "consensus_probability", "sources", "best_price"]
    );
    // Every outcome of the board: fair and EV recomputed from the payload agree.
    let all = ok(&s, LINES);
    let mut checked = 0;
    for ev in all["events"].as_array().unwrap() {
        for m in ev["markets"].as_array().unwrap() {
            let outcomes = m["outcomes"].as_array().unwrap();
            for (i, o) in outcomes.iter().enumerate() {
                let want = fair_from(outcomes, i).map(|f| (f * 1e6).round() / 1e6);
                assert_eq!(o["fair_probability"].as_f64(), want, "{o}");
                let Some(f) = want else { continue };
                for q in o["sources"].as_array().unwrap() {
                    let ev = (f * q["decimal"].as_f64().unwrap() - 1.0) * 100.0;
                    assert!((q["ev_pct"].as_f64().unwrap() - ev).abs() < 1e-4, "{q}");
                }
                // Picks only on the match winner.
                assert_eq!(
                    o.get("picks").is_some(),
                    m["market"] == "match_winner",
                    "{m}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 50, "{checked} outcomes");
}

#[test]
fn include_started_adds_the_matches_underway_and_extra_markets_answer_unavailable() {
    let s = sim();
    let upcoming = ok(&s, LINES);
    let started = ok(&s, &format!("{LINES}?include_started=true"));
    assert_eq!(started["include_started"], true);
    // Seed 42 has two cs2 series underway at the pinned clock (10:55 and 11:20).
    assert_eq!(
        started["total_events"].as_u64().unwrap(),
        upcoming["total_events"].as_u64().unwrap() + 2
    );
    let times: Vec<&str> = started["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["event_time"].as_str().unwrap())
        .filter(|t| *t < "2026-11-21T12:00:00")
        .collect();
    assert_eq!(
        times,
        ["2026-11-21T10:55:00.000Z", "2026-11-21T11:20:00.000Z"]
    );
    // A market the real service has and the simulator's books do not list: an empty
    // board, `available: false` and a reason, as the service answers an empty result.
    let v = ok(&s, &format!("{LINES}?market=total_rounds"));
    assert_eq!(v["events"].as_array().unwrap().len(), 0);
    assert_eq!(v["available"], false);
    assert_eq!(v["reason"], "no_book_lists_total_rounds");
    assert_eq!(
        get(&s, &format!("{LINES}?market=nope"), Some("demo-builder")).status,
        400
    );
    assert_eq!(
        get(
            &s,
            &format!("{LINES}?include_started=maybe"),
            Some("demo-builder")
        )
        .status,
        422
    );
}

#[test]
fn esx_lines_json_passes_the_extras_through() {
    let s = sim();
    let (code, out, err) = run_key(&s, "demo-hobby", &["lines", "cs2", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let raw = ok(&s, LINES);
    assert_eq!(v["fair_rules"], raw["fair_rules"]);
    let o = &v["events"][0]["markets"][0]["outcomes"][0];
    assert_eq!(
        o["fair_probability"],
        raw["events"][0]["markets"][0]["outcomes"][0]["fair_probability"]
    );
    assert_eq!(
        o["picks"],
        raw["events"][0]["markets"][0]["outcomes"][0]["picks"]
    );
}
