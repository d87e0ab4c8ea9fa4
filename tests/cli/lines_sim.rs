//! lines and parlays against the in-process simulator (pinned clock, fixed seed): every
//! view and format, and table snapshots at 120 columns.

use esx_sim::{SimHandle, SimOptions};
use serde_json::Value;

use crate::common::esx;

fn sim() -> SimHandle {
    let now: jiff::Timestamp = "2026-11-21T12:00:00Z".parse().expect("timestamp");
    esx_sim::start(SimOptions {
        now: Some(now),
        ..Default::default()
    })
    .expect("simulator starts")
}

fn run(s: &SimHandle, args: &[&str]) -> String {
    let d = tempfile::tempdir().expect("tempdir");
    let out = esx(d.path())
        .env("ESX_BASE_URL", s.base_url())
        .env("ESX_API_KEY", "demo-hobby")
        .env("COLUMNS", "120")
        .args(args)
        .output()
        .expect("run esx");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

#[test]
fn lines_views_and_formats() {
    let s = sim();
    insta::assert_snapshot!(
        "lines_sim_markets_table",
        run(&s, &["lines", "cs2", "--market", "match_winner"])
    );
    insta::assert_snapshot!(
        "lines_sim_top_local_table",
        run(
            &s,
            &["lines", "cs2", "--top", "--local", "--devig", "power"]
        )
    );
    let json: Value = serde_json::from_str(&run(&s, &["lines", "cs2", "--json"])).unwrap();
    let events = json["events"].as_array().unwrap();
    assert!(!events.is_empty());
    let ndjson = run(&s, &["lines", "cs2", "--format", "ndjson"]);
    let csv = run(&s, &["lines", "cs2", "--format", "csv"]);
    assert_eq!(
        ndjson.lines().count(),
        csv.lines().count() - 1,
        "one table row per line"
    );
    let markets: usize = events
        .iter()
        .map(|e| e["markets"].as_array().unwrap().len())
        .sum();
    assert_eq!(
        csv.lines().count(),
        markets + 1,
        "a header and one row per market"
    );
    assert!(csv.starts_with(
        "event,time,market,outcome,consensus,source,decimal,net_decimal,edge_pct,adjusted_edge_pct,confidence,source_count,max_disagreement,flags,event_id\n"
    ));
    let explain = run(
        &s,
        &[
            "lines",
            "cs2",
            "--explain",
            events[0]["event_id"].as_str().unwrap(),
        ],
    );
    assert!(explain.contains("devig") && explain.contains("confidence"));
}

#[test]
fn parlays_views_and_formats() {
    let s = sim();
    insta::assert_snapshot!(
        "parlays_sim_discover_table",
        run(
            &s,
            &["parlays", "cs2", "--book", "thunderpick", "--limit", "5"]
        )
    );
    let json: Value = serde_json::from_str(&run(
        &s,
        &["parlays", "cs2", "--book", "thunderpick", "--json"],
    ))
    .unwrap();
    assert_eq!(json["mode"], "discover");
    let local: Value = serde_json::from_str(&run(
        &s,
        &[
            "parlays",
            "cs2",
            "--book",
            "thunderpick",
            "--local",
            "--include",
            "all",
            "--json",
        ],
    ))
    .unwrap();
    assert_eq!(local["source"], "esx");
    assert!(!local["parlays"].as_array().unwrap().is_empty());
    let csv = run(
        &s,
        &[
            "parlays",
            "cs2",
            "--book",
            "thunderpick",
            "--format",
            "csv",
            "--limit",
            "3",
        ],
    );
    assert!(
        csv.starts_with("decimal,american,fair_probability,ev_pct,price_source,selections,leg_decimals,match_ids,leg1_selection,leg1_name,leg1_market,leg1_match_id,leg1_decimal,leg2_selection,"),
        "{csv}"
    );
}
