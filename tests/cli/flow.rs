//! `esx flow` against a scripted server: steam and whale rows, unavailable flow, bounds,
//! and `--watch` (NDJSON change records keyed by the play, alerts that re-arm).

use std::time::Duration;

use serde_json::Value;

use crate::common::fixtures::FLOW;
use crate::common::live::spawn;
use crate::common::{KEY, Server, json, run};

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

#[test]
fn flow_watch_prints_change_records_and_alerts_that_rearm() {
    // Poll 0: the steam play (delta -25) and the whale. Poll 1: the steam play's price
    // and play id moved (same play: `moved`, still matching: quiet). Poll 2: its delta
    // eases to -10 (stops matching). Poll 3 on: -25 again (fires again).
    let steam_key = "steam|x_cs2_navi-faze|match_winner|NAVI";
    let api = Server::start_routed(|_, n| match n {
        1 => json(
            200,
            &FLOW
                .replace(r#""best_decimal":1.741"#, r#""best_decimal":1.8"#)
                .replace("x_flow_1", "x_flow_9"),
        ),
        2 => json(
            200,
            &FLOW.replace(
                r#""steam_american_delta":-25"#,
                r#""steam_american_delta":-10"#,
            ),
        ),
        _ => json(200, FLOW),
    });
    let d = tempfile::tempdir().unwrap();
    let mut esx = spawn(
        d.path(),
        &api.base,
        KEY,
        &[
            "flow",
            "cs2",
            "--kind",
            "all",
            "--watch",
            "1",
            "--alert",
            // `matchup` is a key of the NDJSON record, not of the service's play.
            r#".kind == "steam" and .steam_american_delta <= -25 and .matchup == "NAVI vs FaZe""#,
        ],
    );
    // Read up to the 7th record (poll 3's alert) whatever the machine's load, then stop.
    let records: Vec<Value> = (0..7).map(|_| esx.json(Duration::from_secs(20))).collect();
    let (status, _) = esx.interrupt();
    assert_eq!(status.code(), Some(0));
    let stdout = records
        .iter()
        .map(Value::to_string)
        .collect::<Vec<_>>()
        .join("\n");
    let seen: Vec<(&str, &str)> = records
        .iter()
        .map(|r| (r["type"].as_str().unwrap(), r["key"].as_str().unwrap()))
        .collect();
    let whale_key = "whale|x_cs2_navi-faze|map_winner|2|FaZe";
    assert_eq!(
        seen,
        [
            ("new", steam_key),
            ("new", whale_key),
            ("alert", steam_key),
            ("moved", steam_key),
            ("moved", steam_key),
            ("moved", steam_key),
            ("alert", steam_key),
        ],
        "{stdout}"
    );
    // The rows are the plays as served, with esx's labels under `esx`.
    assert_eq!(records[0]["row"]["play_id"], "x_flow_1");
    assert_eq!(records[0]["row"]["esx"]["market_label"], "match_winner");
    assert_eq!(records[1]["row"]["esx"]["market_label"], "map_winner m2");
    assert!(records[0]["row"].get("market_label").is_none());
    assert_eq!(
        records[3]["previous"]["best_decimal"],
        serde_json::json!(1.741)
    );
    assert_eq!(records[3]["row"]["best_decimal"], serde_json::json!(1.8));
    // An alert carries the play as NDJSON prints it (the columns' keys).
    assert_eq!(records[2]["row"]["play_id"], "x_flow_1");
    assert_eq!(records[2]["row"]["market"], "match_winner");
    assert!(records[2]["row"].get("esx").is_none());
    assert!(api.seen()[0].target.contains("kind=all"));
}

#[test]
fn flow_watch_follows_one_sport_and_prints_to_stdout_only() {
    let s = Server::start(vec![json(200, FLOW)]);
    let (code, _, err) = run(&s, &["flow", "cs2,lol", "--watch", "5"]);
    assert_eq!(code, 2);
    assert!(err.contains("one sport"), "{err}");
    let (code, _, err) = run(&s, &["flow", "cs2", "--watch", "5", "--json"]);
    assert_eq!(code, 2);
    assert!(err.contains("--watch"), "{err}");
    let (code, _, err) = run(&s, &["flow", "cs2", "--watch", "0.5"]);
    assert_eq!(code, 2);
    assert!(err.contains("between 1 and 86400"), "{err}");
    assert!(s.seen().is_empty());
}

/// Whale sizes (`128.0k @ 0.80`) are explained by the legend under the table: `k` is
/// thousands and `@` the trade's price as a probability.
#[test]
fn the_flow_legend_explains_whale_sizes() {
    let d = tempfile::tempdir().unwrap();
    let out = crate::common::esx(d.path())
        .env("COLUMNS", "120")
        .args(["--demo", "-q", "flow", "cs2", "--kind", "whale"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let table = String::from_utf8(out.stdout).unwrap();
    let whale = table
        .lines()
        .find(|l| l.starts_with("whale "))
        .unwrap_or_else(|| panic!("a whale row:\n{table}"));
    let size = whale.split("  ").map(str::trim).last().unwrap();
    let (amount, price) = size.split_once(" @ ").expect("size @ price");
    assert!(amount.ends_with('k'), "{size}");
    assert!(
        price.parse::<f64>().is_ok_and(|p| p > 0.0 && p < 1.0),
        "{size}"
    );
    let legend = table
        .lines()
        .find(|l| l.starts_with("whale size:"))
        .unwrap_or_else(|| panic!("a whale legend:\n{table}"));
    assert!(
        legend.contains("in thousands (62.5k = 62,500")
            && legend.contains("@ its price as a probability"),
        "{legend}"
    );
}
