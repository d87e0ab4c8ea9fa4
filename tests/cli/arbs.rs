//! `esx arbs` against a scripted `/lines` payload with known answers: an arb, a near-arb
//! that the Kalshi fee turns into a loss, a `map_handicap` "arb" that needs the first
//! prediction market (left out), and an arb on an event that has started.

use serde_json::Value;

use crate::common::{Server, esx, esx_at, json, stdout_json};

fn src(source: &str, kind: &str, p: &str, d: &str) -> String {
    format!(
        r#"{{"source":"{source}","type":"{kind}","probability":{p},"decimal":{d},"american":null,"volume":1000,"open_interest":null,"liquidity":null}}"#
    )
}

fn market(name: &str, line: &str, outcomes: &[(&str, Vec<String>)]) -> String {
    let outs: Vec<String> = outcomes
        .iter()
        .map(|(n, s)| {
            format!(
                r#"{{"name":"{n}","consensus_probability":0.5,"sources":[{}],"best_price":null}}"#,
                s.join(",")
            )
        })
        .collect();
    format!(
        r#"{{"market":"{name}","map":null,"line":{line},"consensus_confidence":0.5,"sources_used":[],"outcomes":[{}],"best_edge":null,"quality":{{"source_count":2,"max_disagreement":0.05,"unreliable":false,"low_confidence":false,"suspect_edge":false,"surfaced":false}},"entity_match":"ok"}}"#,
        outs.join(",")
    )
}

fn event(id: &str, time: &str, markets: &[String]) -> String {
    format!(
        r#"{{"event_id":"{id}","home_team":"Alpha","away_team":"Bravo","event_time":"{time}","matchup_key":"alpha__bravo","markets":[{}],"best_edge":null}}"#,
        markets.join(",")
    )
}

/// The payload:
/// - ev_arb (future) match_winner: sharpbook 2.20 on Alpha, polymarket 0.50 on Bravo:
///   S = 1/2.2 + 0.5 = 0.954_545, profit 4.7619 %, stakes 47.62 / 52.38, payout 104.76.
///   Its map_handicap: without kalshi 1/1.8 + 1/2.2 = 1.0101 (no arb); kalshi 0.30 would
///   make one, but the first prediction market has no map handicap.
/// - ev_near (future): sharpbook 2.02 on Alpha, kalshi 0.50 on Bravo: gross S = 0.99505
///   (0.4975 %), net of Kalshi's 0.07 S = 1.01255: not an arb.
/// - ev_old (2020, started): 2.50 / 2.50, profit 25 %.
fn payload() -> String {
    let sb = |d: &str| src("sharpbook", "sportsbook", "null", d);
    let pm = |k: &str, p: &str| src(k, "prediction_market", p, "null");
    let arb = market(
        "match_winner",
        "null",
        &[
            ("Alpha", vec![sb("2.20"), pm("kalshi", "0.60")]),
            ("Bravo", vec![sb("1.70"), pm("polymarket", "0.50")]),
        ],
    );
    let handicap = market(
        "map_handicap",
        "-1.5",
        &[
            ("Alpha -1.5", vec![sb("1.80"), pm("kalshi", "0.30")]),
            ("Bravo +1.5", vec![sb("2.20")]),
        ],
    );
    let near = market(
        "match_winner",
        "null",
        &[
            ("Alpha", vec![sb("2.02")]),
            ("Bravo", vec![sb("1.60"), pm("kalshi", "0.50")]),
        ],
    );
    let old = market(
        "match_winner",
        "null",
        &[("Alpha", vec![sb("2.50")]), ("Bravo", vec![sb("2.50")])],
    );
    format!(
        r#"{{"source":"svc","sport":"cs2","market":null,"pm_weight":1.5,"books":["sharpbook","kalshi","polymarket"],"total_events":3,"total_top_edges":0,"events":[{},{},{}],"top_edges":[]}}"#,
        event("ev_arb", "2099-01-01T18:00:00.000Z", &[arb, handicap]),
        event("ev_near", "2099-01-02T18:00:00.000Z", &[near]),
        event("ev_old", "2020-01-01T18:00:00.000Z", &[old]),
    )
}

fn run(args: &[&str]) -> (std::process::Output, Server) {
    let s = Server::start(vec![json(200, &payload())]);
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .env("COLUMNS", "160")
        .args(args)
        .output()
        .unwrap();
    (out, s)
}

#[test]
fn finds_the_arb_and_not_the_fee_killed_near_arb() {
    let (out, s) = run(&["arbs", "cs2", "--json"]);
    let v = stdout_json(&out);
    assert_eq!(v["source"], "esx");
    assert_eq!(v["sport"], "cs2");
    assert_eq!(v["market"], Value::Null);
    assert_eq!(v["fees"], serde_json::json!({"kalshi": 0.07}));
    assert_eq!(v["stake"], 100);
    assert_eq!(v["min_profit"], 0);
    assert_eq!(v["total"], 1, "{v}");
    let arb = &v["arbs"][0];
    assert_eq!(arb["event_id"], "ev_arb");
    assert_eq!(arb["market"], "match_winner");
    assert_eq!(arb["event_time"], "2099-01-01T18:00:00.000Z");
    assert_eq!(arb["implied_sum"], 0.954_545);
    assert_eq!(arb["profit_pct"], 4.7619);
    let legs = arb["legs"].as_array().unwrap();
    assert_eq!(legs.len(), 2);
    assert_eq!(legs[0]["outcome"], "Alpha");
    assert_eq!(legs[0]["source"], "sharpbook");
    assert_eq!(legs[0]["type"], "sportsbook");
    // The served decimal passes through with its exact text.
    assert_eq!(legs[0]["decimal"].to_string(), "2.20");
    assert_eq!(legs[0]["net_decimal"], 2.2);
    assert_eq!(legs[0]["stake"], 47.62);
    assert_eq!(legs[1]["source"], "polymarket");
    assert_eq!(legs[1]["decimal"], 2.0);
    assert_eq!(legs[1]["stake"], 52.38);
    for leg in legs {
        assert_eq!(leg["payout"], 104.76);
    }
    assert_eq!(s.seen()[0].target, "/v6/esports/cs2/lines");
}

#[test]
fn fees_none_turns_the_near_arb_back_into_an_arb() {
    let (out, _) = run(&["arbs", "cs2", "--fees", "none", "--json"]);
    let v = stdout_json(&out);
    assert_eq!(v["fees"], "none");
    assert_eq!(v["total"], 2);
    // Sorted by profit: the 4.76 % arb, then the 0.4975 % near-arb.
    assert_eq!(v["arbs"][0]["event_id"], "ev_arb");
    assert_eq!(v["arbs"][1]["event_id"], "ev_near");
    assert_eq!(v["arbs"][1]["profit_pct"], 0.4975);
    assert_eq!(v["arbs"][1]["legs"][1]["source"], "kalshi");
    // --min-profit drops it again.
    let (out, _) = run(&[
        "arbs",
        "cs2",
        "--fees",
        "none",
        "--min-profit",
        "1",
        "--json",
    ]);
    assert_eq!(stdout_json(&out)["total"], 1);
}

#[test]
fn started_events_only_with_include_started() {
    let (out, _) = run(&[
        "arbs",
        "cs2",
        "--include-started",
        "--stake",
        "250",
        "--json",
    ]);
    let v = stdout_json(&out);
    assert_eq!(v["total"], 2);
    assert_eq!(v["stake"], 250);
    let old = &v["arbs"][0];
    assert_eq!(old["event_id"], "ev_old");
    assert_eq!(old["profit_pct"], 25.0);
    assert_eq!(old["legs"][0]["stake"], 125.0);
    assert_eq!(old["legs"][0]["payout"], 312.5);
}

#[test]
fn market_filter_is_sent_and_applied() {
    let (out, s) = run(&["arbs", "cs2", "--market", "map_handicap", "--json"]);
    let v = stdout_json(&out);
    assert_eq!(v["market"], "map_handicap");
    assert_eq!(v["total"], 0, "kalshi is left out of map_handicap: {v}");
    assert_eq!(
        s.seen()[0].target,
        "/v6/esports/cs2/lines?market=map_handicap"
    );
}

#[test]
fn table_csv_and_ndjson() {
    let (out, _) = run(&["arbs", "cs2"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("1 arb (stake 100, net of fees: kalshi 0.07"),
        "{text}"
    );
    assert!(
        text.contains("Alpha vs Bravo") && text.contains("+4.76%") && text.contains("104.76"),
        "{text}"
    );
    let (out, _) = run(&["arbs", "cs2", "--format", "csv"]);
    let csv = String::from_utf8(out.stdout).unwrap();
    let mut lines = csv.lines();
    let header = lines.next().unwrap();
    assert_eq!(
        header,
        "event_id,home_team,away_team,event_time,market,map,line,implied_sum,profit_pct,outcome,source,type,decimal,net_decimal,stake,payout"
    );
    assert_eq!(lines.count(), 2, "one row per leg: {csv}");
    let (out, _) = run(&["arbs", "cs2", "--format", "ndjson"]);
    let rows: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(rows.len(), 2);
    let keys: Vec<&str> = rows[0]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys.join(","), header, "NDJSON keys equal the CSV header");
    assert_eq!(rows[1]["source"], "polymarket");
}

#[test]
fn bad_flags_and_sports_are_usage_errors_before_any_request() {
    for args in [
        &["arbs", "cod"][..],
        &["arbs", "cs2", "--stake", "0"],
        &["arbs", "cs2", "--stake", "nan"],
        &["arbs", "cs2", "--min-profit", "-1"],
        &["arbs", "cs2", "--fees", "some"],
        &["arbs", "cs2", "--market", "moneyline"],
    ] {
        let (out, s) = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(s.seen().is_empty(), "{args:?}");
    }
}

#[test]
fn a_wrong_shape_is_exit_7_naming_the_route() {
    let s = Server::start(vec![json(200, r#"{"source":"svc","events":"nope"}"#)]);
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .args(["arbs", "cs2"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(7));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("/v6/esports/cs2/lines"), "{err}");
}

#[test]
fn demo_smoke() {
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .args(["--demo", "arbs", "cs2", "--json"])
        .output()
        .unwrap();
    let v = stdout_json(&out);
    assert_eq!(v["source"], "esx");
    assert_eq!(
        v["total"].as_u64().unwrap() as usize,
        v["arbs"].as_array().unwrap().len()
    );
}

#[test]
fn the_table_fits_80_columns_with_the_market_whole() {
    let s = Server::start(vec![json(200, &payload())]);
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .env("COLUMNS", "80")
        .args(["arbs", "cs2"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for line in text.lines() {
        assert!(line.chars().count() <= 80, "{line}");
    }
    assert!(
        text.contains("match_winner") && text.contains("+4.76%"),
        "{text}"
    );
}
