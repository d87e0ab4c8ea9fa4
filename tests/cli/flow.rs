//! `esx flow` against a scripted server: steam and whale rows, unavailable flow, bounds.

use crate::common::fixtures::FLOW;
use crate::common::{Server, json, run};

#[test]
fn steam_rows_show_delta_and_movement() {
    let s = Server::start(vec![json(200, FLOW)]);
    let (code, out, err) = run(
        &s,
        &[
            "flow",
            "cs2",
            "--kind",
            "steam",
            "--market",
            "match_winner",
            "--limit",
            "10",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let target = &s.seen()[0].target;
    assert!(target.starts_with("/v7/cs2/flow?"), "{target}");
    for q in ["kind=steam", "market=match_winner", "limit=10"] {
        assert!(target.contains(q), "{target}");
    }
    insta::assert_snapshot!("board_flow_table", out);
}

#[test]
fn flow_json_csv_and_ndjson() {
    let s = Server::start(vec![json(200, FLOW)]);
    let (_, out, _) = run(&s, &["flow", "cs2", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["plays"][0]["thresholds"]["min_sources"], 3);
    let (_, out, _) = run(&s, &["flow", "cs2", "--format", "ndjson"]);
    assert_eq!(out.lines().count(), 2);
    let (_, out, _) = run(&s, &["flow", "cs2", "--format", "csv"]);
    let header = out.lines().next().unwrap_or_default();
    assert!(
        header.starts_with("kind,matchup,market,selection,best_decimal,best_source,move_size,start_time,best_american,steam_american_delta,steam_movement"),
        "{header}"
    );
    assert!(out.contains(",-25,shortening,"), "{out}");
}

#[test]
fn unavailable_flow_is_printed_plainly() {
    let s = Server::start(vec![json(
        200,
        r#"{"available":false,"sport":"cs2","kind":"all","total":0,"plays":[],"reason":"no_line_books"}"#,
    )]);
    let (code, out, _) = run(&s, &["flow", "cs2"]);
    assert_eq!(code, 0);
    assert!(out.contains("flow not available: no_line_books"), "{out}");
}

#[test]
fn flow_validates_sport_and_limit_before_sending() {
    let s = Server::start(vec![json(200, FLOW)]);
    let (code, _, err) = run(&s, &["flow", "cod"]);
    assert_eq!(code, 2);
    assert!(err.contains("valid: cs2, valorant, lol, dota2"), "{err}");
    let (code, _, err) = run(&s, &["flow", "cs2", "--limit", "101"]);
    assert_eq!(code, 2);
    assert!(err.contains("1..=100"), "{err}");
    assert!(s.seen().is_empty());
}

#[test]
fn flow_plan_refusal_exits_4() {
    let s = Server::start(vec![json(
        403,
        r#"{"error":{"code":"plan","message":"flow requires the Hobby plan or above"}}"#,
    )]);
    let (code, _, err) = run(&s, &["flow", "cs2"]);
    assert_eq!(code, 4, "{err}");
    assert!(err.contains("Hobby"), "{err}");
}
