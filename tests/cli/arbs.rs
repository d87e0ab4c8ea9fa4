//! `esx arbs` against a scripted `/lines` payload with known answers: an arb, a near-arb
//! that the Kalshi fee turns into a loss, a `map_handicap` "arb" that needs the first
//! prediction market (left out), and an arb on an event that has started.

use serde_json::Value;

use crate::common::{Server, esx, esx_at, json, stdout_json};

fn src(source: &str, kind: &str, p: &str, d: &str) -> String {
    src_depth(source, kind, p, d, "100000")
}

/// A source whose volume, open interest and liquidity are all `depth`.
fn src_depth(source: &str, kind: &str, p: &str, d: &str, depth: &str) -> String {
    format!(
        r#"{{"source":"{source}","type":"{kind}","probability":{p},"decimal":{d},"american":null,"volume":{depth},"open_interest":{depth},"liquidity":{depth}}}"#
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

/// The payload (every price's raw edge against its market's consensus under 8 % unless
/// said; prediction markets deep unless said):
/// - ev_arb (future) match_winner: sharpbook 2.10 / 1.80, polymarket 0.52 / 0.47, kalshi
///   0.53 / 0.50. Best Alpha sharpbook 2.10, best Bravo polymarket 1/0.47:
///   S = 1/2.1 + 0.47 = 0.946190…, profit 5.687 % before rounding.
///   Its map_handicap: without kalshi 1/1.8 + 1/2.2 = 1.0101 (no arb); kalshi 0.30 would
///   make one, but the first prediction market has no map handicap.
/// - ev_near (future): sharpbook 2.02 / 1.60, kalshi 0.52 / 0.50: gross S = 1/2.02 + 0.5
///   = 0.99505 (0.4975 %), net of Kalshi's 0.07 S = 1.01255: not an arb.
/// - ev_thin (future): sharpbook 2.02 / 1.90, polymarket 0.46 / 0.56 with zero volume and
///   liquidity: only the zero-volume side makes an arb (S = 0.46 + 1/1.9 = 0.98632).
/// - ev_sus (future): sharpbook 1.50 / 2.60, kalshi 0.66 / 0.36, longshot 1.05 / 9.24:
///   only the 9.24 (raw edge far above 8 %) makes an arb (S = 1/1.5 + 1/9.24 = 0.77489).
/// - ev_old (2020, started): bookA 2.10 / 1.80, bookB 1.80 / 2.10: profit 5 %.
fn payload() -> String {
    let sb = |d: &str| src("sharpbook", "sportsbook", "null", d);
    let pm = |k: &str, p: &str| src(k, "prediction_market", p, "null");
    let arb = market(
        "match_winner",
        "null",
        &[
            (
                "Alpha",
                vec![sb("2.10"), pm("polymarket", "0.52"), pm("kalshi", "0.53")],
            ),
            (
                "Bravo",
                vec![sb("1.80"), pm("polymarket", "0.47"), pm("kalshi", "0.50")],
            ),
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
            ("Alpha", vec![sb("2.02"), pm("kalshi", "0.52")]),
            ("Bravo", vec![sb("1.60"), pm("kalshi", "0.50")]),
        ],
    );
    let thin_pm = |p: &str| src_depth("polymarket", "prediction_market", p, "null", "0");
    let thin = market(
        "match_winner",
        "null",
        &[
            ("Alpha", vec![sb("2.02"), thin_pm("0.46")]),
            ("Bravo", vec![sb("1.90"), thin_pm("0.56")]),
        ],
    );
    let long = |d: &str| src("longshot", "sportsbook", "null", d);
    let sus = market(
        "match_winner",
        "null",
        &[
            (
                "Alpha",
                vec![sb("1.50"), pm("kalshi", "0.66"), long("1.05")],
            ),
            (
                "Bravo",
                vec![sb("2.60"), pm("kalshi", "0.36"), long("9.24")],
            ),
        ],
    );
    let book = |k: &str, d: &str| src(k, "sportsbook", "null", d);
    let old = market(
        "match_winner",
        "null",
        &[
            ("Alpha", vec![book("bookA", "2.10"), book("bookB", "1.80")]),
            ("Bravo", vec![book("bookA", "1.80"), book("bookB", "2.10")]),
        ],
    );
    format!(
        r#"{{"source":"svc","sport":"cs2","market":null,"pm_weight":1.5,"books":["sharpbook","kalshi","polymarket"],"total_events":5,"total_top_edges":0,"events":[{},{},{},{},{}],"top_edges":[]}}"#,
        event("ev_arb", "2099-01-01T18:00:00.000Z", &[arb, handicap]),
        event("ev_near", "2099-01-02T18:00:00.000Z", &[near]),
        event("ev_thin", "2099-01-03T18:00:00.000Z", &[thin]),
        event("ev_sus", "2099-01-04T18:00:00.000Z", &[sus]),
        event("ev_old", "2020-01-01T18:00:00.000Z", &[old]),
    )
}

/// Stakes rounded to the cent for total `t` over net prices `d`, and what they lock in:
/// `(stakes, payouts, profit_pct)` — the rule computed here, independently of esx.
fn rounded_arb(t: f64, d: &[f64]) -> (Vec<f64>, Vec<f64>, f64) {
    let s: f64 = d.iter().map(|d| 1.0 / d).sum();
    let stakes: Vec<f64> = d
        .iter()
        .map(|d| (t * (1.0 / d) / s * 100.0).round() / 100.0)
        .collect();
    let payouts: Vec<f64> = stakes.iter().zip(d).map(|(s, d)| s * d).collect();
    let total: f64 = stakes.iter().sum();
    let min = payouts.iter().copied().fold(f64::INFINITY, f64::min);
    (stakes, payouts, 100.0 * (min / total - 1.0))
}

fn close(a: &Value, b: f64) -> bool {
    a.as_f64().is_some_and(|a| (a - b).abs() < 1e-9)
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
    assert!(close(&arb["implied_sum"], 1.0 / 2.1 + 0.47), "{arb}");
    let (stakes, payouts, profit) = rounded_arb(100.0, &[2.1, 1.0 / 0.47]);
    assert_eq!(stakes, [50.33, 49.67]);
    assert!(close(&arb["profit_pct"], profit), "{arb}");
    assert!(arb.get("flags").is_none());
    let legs = arb["legs"].as_array().unwrap();
    assert_eq!(legs.len(), 2);
    assert_eq!(legs[0]["outcome"], "Alpha");
    assert_eq!(legs[0]["source"], "sharpbook");
    assert_eq!(legs[0]["type"], "sportsbook");
    // The served decimal passes through with its exact text.
    assert_eq!(legs[0]["decimal"].to_string(), "2.10");
    assert_eq!(legs[0]["net_decimal"], 2.1);
    assert_eq!(legs[1]["source"], "polymarket");
    assert!(close(&legs[1]["decimal"], 1.0 / 0.47));
    for (i, leg) in legs.iter().enumerate() {
        // A stake is an amount to place; its payout is stake × net price, unrounded.
        assert_eq!(leg["stake"], stakes[i]);
        assert!(close(&leg["payout"], payouts[i]), "{leg}");
        assert!(leg.get("flags").is_none());
    }
    assert_eq!(s.seen()[0].target, "/v6/esports/cs2/lines");
}

/// JSON carries esx's numbers at full precision (the table rounds): ev_arb's stakes
/// 50.33 / 49.67 pay 105.693 and 49.67 / 0.47 = 105.680851063829787…, so the profit is
/// 5.680851063829787… %, and S = 1/2.1 + 0.47 = 0.946190476190476…, not 5.6809 / 0.94619.
#[test]
fn arbs_json_keeps_full_precision_and_the_table_rounds() {
    let (out, _) = run(&["arbs", "cs2", "--json"]);
    let v = stdout_json(&out);
    let arb = &v["arbs"][0];
    let profit = arb["profit_pct"].to_string();
    assert!(profit.starts_with("5.6808510638297"), "{profit}");
    let sum = arb["implied_sum"].to_string();
    assert!(sum.starts_with("0.94619047619047"), "{sum}");
    let payout = arb["legs"][1]["payout"].to_string();
    assert!(payout.starts_with("105.6808510638297"), "{payout}");
    // Every number is the shortest text that reads back as the f64 esx computed.
    for text in [&profit, &sum, &payout] {
        let x: f64 = text.parse().unwrap();
        assert_eq!(&serde_json::to_string(&x).unwrap(), text);
    }
    let (out, _) = run(&["arbs", "cs2"]);
    let table = String::from_utf8(out.stdout).unwrap();
    assert!(
        table.contains("+5.68%") && !table.contains("5.6808"),
        "{table}"
    );
}

#[test]
fn fees_none_turns_the_near_arb_back_into_an_arb() {
    let (out, _) = run(&["arbs", "cs2", "--fees", "none", "--json"]);
    let v = stdout_json(&out);
    assert_eq!(v["fees"], "none");
    assert_eq!(v["total"], 2, "{v}");
    // Sorted by profit: the 5.7 % arb, then the 0.5 % near-arb.
    assert_eq!(v["arbs"][0]["event_id"], "ev_arb");
    assert_eq!(v["arbs"][1]["event_id"], "ev_near");
    let (_, _, profit) = rounded_arb(100.0, &[2.02, 2.0]);
    assert!(close(&v["arbs"][1]["profit_pct"], profit));
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
    let old = &v["arbs"][1];
    assert_eq!(old["event_id"], "ev_old");
    // 2.10 on each side: stakes 125 each, each paying 262.5: 5 %.
    assert!(close(&old["profit_pct"], 5.0));
    assert_eq!(old["legs"][0]["stake"], 125.0);
    assert!(close(&old["legs"][0]["payout"], 262.5));
}

/// A zero-volume prediction-market side is not a leg; the suspect 9.24 is not a leg;
/// `--include-flagged` shows both arbs, each leg naming the gate it fails.
#[test]
fn legs_that_fail_a_gate_only_with_include_flagged() {
    let (out, _) = run(&["arbs", "cs2", "--json"]);
    let v = stdout_json(&out);
    let ids: Vec<&str> = v["arbs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["event_id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["ev_arb"]);
    let (out, _) = run(&["arbs", "cs2", "--include-flagged", "--json"]);
    let v = stdout_json(&out);
    let arb = |id: &str| {
        v["arbs"]
            .as_array()
            .unwrap()
            .iter()
            .find(|a| a["event_id"] == id)
            .cloned()
            .unwrap_or_else(|| panic!("{id} missing: {v}"))
    };
    let thin = arb("ev_thin");
    assert_eq!(thin["flags"], serde_json::json!(["liquidity"]));
    assert!(close(&thin["implied_sum"], 0.46 + 1.0 / 1.9));
    assert_eq!(thin["legs"][0]["source"], "polymarket");
    assert_eq!(thin["legs"][0]["flags"], serde_json::json!(["liquidity"]));
    assert!(thin["legs"][1].get("flags").is_none());
    let sus = arb("ev_sus");
    assert_eq!(sus["flags"], serde_json::json!(["max_edge"]));
    assert_eq!(sus["legs"][1]["source"], "longshot");
    assert_eq!(sus["legs"][1]["flags"], serde_json::json!(["max_edge"]));
    let (stakes, _, profit) = rounded_arb(100.0, &[1.5, 9.24]);
    assert!(close(&sus["profit_pct"], profit));
    assert_eq!(sus["legs"][1]["stake"], stakes[1]);
    assert!(arb("ev_arb").get("flags").is_none());
    // The table names the gate.
    let (out, _) = run(&["arbs", "cs2", "--include-flagged"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("FLAGS") && text.contains("max_edge"),
        "{text}"
    );
}

/// `--round 1` places whole units; `--round 0` the exact split (profit = 100·(1/S − 1)).
#[test]
fn round_sets_the_stake_step_and_profit_follows_it() {
    let (out, _) = run(&["arbs", "cs2", "--round", "1", "--json"]);
    let v = stdout_json(&out);
    let legs = &v["arbs"][0]["legs"];
    let s: f64 = 1.0 / 2.1 + 0.47;
    let whole = [(100.0 / 2.1 / s).round(), (100.0 * 0.47 / s).round()];
    assert_eq!(legs[0]["stake"], whole[0]);
    assert_eq!(legs[1]["stake"], whole[1]);
    let min = (whole[0] * 2.1).min(whole[1] / 0.47);
    assert!(close(
        &v["arbs"][0]["profit_pct"],
        100.0 * (min / (whole[0] + whole[1]) - 1.0)
    ));
    let (out, _) = run(&["arbs", "cs2", "--round", "0", "--json"]);
    let v = stdout_json(&out);
    assert!((v["arbs"][0]["profit_pct"].as_f64().unwrap() - 100.0 * (1.0 / s - 1.0)).abs() < 1e-9);
    let (out, s) = run(&["arbs", "cs2", "--round", "-1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(s.seen().is_empty());
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
        text.contains("1 arb (stake 100 in steps of 0.01, net of fees: kalshi 0.07"),
        "{text}"
    );
    assert!(
        text.contains("Alpha vs Bravo") && text.contains("+5.68%") && text.contains("50.33"),
        "{text}"
    );
    let (out, _) = run(&["arbs", "cs2", "--format", "csv"]);
    let csv = String::from_utf8(out.stdout).unwrap();
    let mut lines = csv.lines();
    let header = lines.next().unwrap();
    assert_eq!(
        header,
        "event_id,home_team,away_team,event_time,market,map,line,implied_sum,profit_pct,outcome,source,type,decimal,net_decimal,stake,payout,flags"
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
        text.contains("match_winner") && text.contains("+5.68%"),
        "{text}"
    );
}
