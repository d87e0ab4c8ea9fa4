//! `esx lines` against a spec-shaped `/lines` payload on a loopback server.

use predicates::prelude::*;
use serde_json::Value;

use crate::common::{Server, esx_at, json, stdout_json};

const LINES: &str = include_str!("../fixtures/lines_cs2.json");

fn run(args: &[&str]) -> (std::process::Output, Server) {
    let s = Server::start(vec![json(200, LINES)]);
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .env("COLUMNS", "160")
        .args(args)
        .output()
        .unwrap();
    (out, s)
}

#[test]
fn markets_view_shows_service_numbers_and_sends_filters() {
    let (out, s) = run(&[
        "lines",
        "cs2",
        "--market",
        "match_winner",
        "--event",
        "alpha__bravo",
        "--pm-weight",
        "2",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("Alpha vs Bravo") && text.contains("+2.68%") && text.contains("top"),
        "{text}"
    );
    let target = &s.seen()[0].target;
    assert!(target.starts_with("/v6/esports/cs2/lines?"), "{target}");
    assert!(
        target.contains("event_id=alpha__bravo")
            && target.contains("market=match_winner")
            && target.contains("pm_weight=2"),
        "{target}"
    );
}

#[test]
fn json_keeps_every_server_field() {
    let (out, _) = run(&["lines", "cs2", "--json"]);
    let v = stdout_json(&out);
    assert_eq!(v["events"][0]["vendor_note"], "kept");
    assert_eq!(v["events"][0]["markets"][0]["entity_match"], "exact");
    assert_eq!(v["top_edges"][0]["edge_pct"], 2.68);
    assert!(
        v["events"][0]["markets"][0].get("esx").is_none(),
        "nothing added without --local"
    );
}

#[test]
fn local_adds_esx_objects_that_sum_to_one() {
    let (out, _) = run(&["lines", "cs2", "--local", "--devig", "shin", "--json"]);
    let v = stdout_json(&out);
    for ev in v["events"].as_array().unwrap() {
        for m in ev["markets"].as_array().unwrap() {
            let esx = &m["esx"];
            assert_eq!(esx["method"], "shin");
            let sum: f64 = esx["outcomes"]
                .as_array()
                .unwrap()
                .iter()
                .map(|o| o["consensus_probability"].as_f64().unwrap())
                .sum();
            assert!((sum - 1.0).abs() < 1e-9, "{sum}");
            assert!(esx["gates_failed"].is_array());
        }
    }
    assert_eq!(v["esx"]["method"], "shin");
    assert!(v["esx"]["top_edges"].is_array());
}

#[test]
fn map_handicap_leaves_out_the_first_prediction_market() {
    let (out, _) = run(&["lines", "cs2", "--local", "--json"]);
    let v = stdout_json(&out);
    let handicap = v["events"][0]["markets"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["market"] == "map_handicap")
        .unwrap();
    assert_eq!(
        handicap["esx"]["source_count"], 2,
        "kalshi (first in books[]) is excluded"
    );
    assert!(
        handicap["esx"]["gates_failed"]
            .as_array()
            .unwrap()
            .iter()
            .any(|g| g == "min_sources")
    );
}

#[test]
fn top_view_service_and_local() {
    let (out, _) = run(&["lines", "cs2", "--top", "--format", "csv"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("event,time,market,outcome,source,decimal,fair_probability,edge_pct,adjusted_edge_pct,sources_used,event_id\n"),
        "{text}"
    );
    assert_eq!(text.lines().count(), 2);
    let (out, _) = run(&[
        "lines",
        "cs2",
        "--top",
        "--local",
        "--min-sources",
        "2",
        "--json",
    ]);
    let v = stdout_json(&out);
    let top = v["esx"]["top_edges"].as_array().unwrap();
    assert!(top.len() >= 2, "{top:?}");
    let adj: Vec<f64> = top
        .iter()
        .map(|r| r["adjusted_edge_pct"].as_f64().unwrap())
        .collect();
    assert!(
        adj.windows(2).all(|w| w[0] >= w[1]),
        "ranked by adjusted edge: {adj:?}"
    );
    assert!(
        top[0].get("event").is_none(),
        "display-only fields stay out of JSON"
    );
}

#[test]
fn min_edge_and_sort_shape_rows_and_json() {
    let (out, _) = run(&[
        "lines",
        "cs2",
        "--min-edge",
        "0",
        "--sort",
        "edge",
        "--format",
        "ndjson",
    ]);
    let text = String::from_utf8(out.stdout).unwrap();
    let events: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    // map_handicap (-3%) is filtered out; one table row (market) per line, edge order.
    assert_eq!(events.len(), 2);
    assert_eq!(events[0]["event_id"], "kr_ev_1");
    assert!(events[0]["edge_pct"].as_f64() >= events[1]["edge_pct"].as_f64());
    let (out, _) = run(&["lines", "cs2", "--sort", "time", "--format", "csv"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.lines().nth(1).unwrap().starts_with("Charlie vs Delta"),
        "{text}"
    );
}

#[test]
fn kelly_stakes() {
    let (out, _) = run(&[
        "lines",
        "cs2",
        "--local",
        "--bankroll",
        "1000",
        "--kelly-fraction",
        "0.5",
        "--max-exposure",
        "1",
        "--json",
    ]);
    let v = stdout_json(&out);
    let k = &v["events"][0]["markets"][0]["esx"]["kelly"];
    let (f, stake) = (
        k["fraction"].as_f64().unwrap(),
        k["stake"].as_f64().unwrap(),
    );
    // Staked at half Kelly unless a gate holds it at 0 (and then names the gate).
    let gated = !k["gated_by"].as_array().unwrap().is_empty();
    assert!(
        f > 0.0 && (gated && stake == 0.0 || (stake - 1000.0 * f * 0.5).abs() < 1e-6),
        "{k}"
    );
}

#[test]
fn check_reports_the_service_numbers_that_differ() {
    let (out, _) = run(&["lines", "cs2", "--check", "--json"]);
    let v = stdout_json(&out);
    let diffs = v["esx"]["differences"].as_array().unwrap();
    // The fixture's map_handicap probabilities (0.9/0.1) are deliberately wrong.
    assert!(
        diffs
            .iter()
            .any(|d| d["field"] == "consensus_probability[Alpha -1.5]" && d["service"] == 0.9),
        "{diffs:?}"
    );
    assert!(
        !diffs
            .iter()
            .any(|d| d["field"] == "consensus_probability[Alpha]"),
        "match_winner agrees: {diffs:?}"
    );
}

#[test]
fn explain_prints_each_step() {
    let (out, s) = run(&["lines", "cs2", "--explain", "kr_ev_1:match_winner"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    for step in [
        "params",
        "devig",
        "consensus",
        "confidence",
        "gate",
        "edge",
        "result",
    ] {
        assert!(text.contains(step), "missing {step}: {text}");
    }
    // Each source's weight and how quality weighting made it.
    assert!(
        text.contains("weights quality (max_margin 0.1)") && text.contains("over weights ["),
        "{text}"
    );
    assert!(s.seen()[0].target.contains("event_id=kr_ev_1"));
    let (out, _) = run(&["lines", "cs2", "--explain", "kr_ev_1:total_maps"]);
    assert_eq!(out.status.code(), Some(5));
    let (out, _) = run(&["lines", "cs2", "--explain", "kr_ev_1:nonsense"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn bad_input_is_refused_before_any_request() {
    let s = Server::start(vec![json(200, LINES)]);
    let d = tempfile::tempdir().unwrap();
    for args in [
        vec!["lines", "cod"],
        vec!["lines", "fifa"],
        vec!["lines", "cs2", "--devig", "shin"],
        vec!["lines", "cs2", "--local", "--devig", "magic"],
        vec!["lines", "cs2", "--pm-weight", "-1"],
        vec!["lines", "cs2", "--local", "--max-disagreement", "12"],
        vec!["lines", "cs2", "--bankroll", "0"],
        vec!["lines", "cs2", "--kelly-fraction", "2"],
        vec!["lines", "cs2", "--market", "moneyline"],
        vec!["lines", "cs2", "--min-edge", "NaN"],
    ] {
        esx_at(d.path(), &s.base).args(&args).assert().code(2);
    }
    assert!(s.seen().is_empty(), "no request was sent");
    esx_at(d.path(), &s.base)
        .args(["lines", "cod"])
        .assert()
        .stderr(predicate::str::contains("valid: cs2, valorant, lol, dota2"));
}

#[test]
fn sandbox_plan_gets_exit_4_with_the_plan_named() {
    let s = Server::start(vec![json(
        403,
        r#"{"detail":"/lines requires the Hobby plan or above"}"#,
    )]);
    let d = tempfile::tempdir().unwrap();
    esx_at(d.path(), &s.base)
        .args(["lines", "cs2"])
        .assert()
        .code(4)
        .stderr(predicate::str::contains("Hobby plan"));
}

#[test]
fn malformed_lines_payload_is_exit_7() {
    let s = Server::start(vec![json(200, r#"{"source":"svc","sport":"cs2"}"#)]);
    let d = tempfile::tempdir().unwrap();
    esx_at(d.path(), &s.base)
        .args(["lines", "cs2"])
        .assert()
        .code(7)
        .stderr(predicate::str::contains(
            "/v6/esports/cs2/lines is not the documented JSON",
        ));
}

#[test]
fn watch_streams_changes_as_ndjson_and_stops_on_ctrl_c() {
    use std::io::{BufRead as _, BufReader};
    let first: Value = serde_json::from_str(LINES).unwrap();
    let mut second = first.clone();
    second["events"][0]["markets"][0]["best_edge"]["edge_pct"] = 3.5.into();
    second["events"][1]["markets"] = serde_json::json!([]);
    let bodies = [first.to_string(), second.to_string()];
    let s = Server::start_routed(move |_, n| json(200, &bodies[n.min(1)]));
    let d = tempfile::tempdir().unwrap();
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("esx"))
        .env("ESX_NOW", crate::common::sim::NOW)
        .args(["lines", "cs2", "--watch", "1"])
        .env("ESX_CONFIG_DIR", d.path())
        .env("ESX_BASE_URL", &s.base)
        .env("ESX_API_KEY", crate::common::KEY)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut kinds = Vec::new();
    while !(kinds.contains(&"moved".to_string()) && kinds.contains(&"gone".to_string())) {
        let line = lines.next().expect("more records").unwrap();
        let rec: Value = serde_json::from_str(&line).unwrap();
        if rec["type"] == "moved" {
            assert_eq!(rec["row"]["edge_pct"], 3.5);
            assert_eq!(rec["previous"]["edge_pct"], 2.68);
        }
        kinds.push(rec["type"].as_str().unwrap().to_string());
        assert!(kinds.len() < 50, "{kinds:?}");
    }
    assert_eq!(
        kinds.iter().filter(|k| *k == "new").count(),
        3,
        "the first poll lists every market: {kinds:?}"
    );
    let started = std::time::Instant::now();
    std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(0));
    assert!(started.elapsed() < std::time::Duration::from_secs(2));
}

#[test]
fn watch_refuses_file_output_and_json() {
    let s = Server::start(vec![json(200, LINES)]);
    let d = tempfile::tempdir().unwrap();
    esx_at(d.path(), &s.base)
        .args(["lines", "cs2", "--watch", "2", "-o", "x.ndjson"])
        .assert()
        .code(2);
    esx_at(d.path(), &s.base)
        .args(["lines", "cs2", "--watch", "2", "--json"])
        .assert()
        .code(2);
    esx_at(d.path(), &s.base)
        .args(["lines", "cs2", "--watch", "0.1"])
        .assert()
        .code(2);
}

/// Runs `esx` against a hand-edited copy of the fixture.
fn run_on(board: &Value, args: &[&str]) -> std::process::Output {
    let s = Server::start(vec![json(200, &board.to_string())]);
    let d = tempfile::tempdir().unwrap();
    esx_at(d.path(), &s.base)
        .env("COLUMNS", "200")
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn a_kalshi_best_price_stops_being_best_after_its_fee() {
    // Alpha: kalshi 0.58 (served 1.7241, net 1/(0.58 + 0.07 × 0.58 × 0.42) = 1.6749),
    // polymarket 0.592 (1.6892, no fee): kalshi is best only with --fees none.
    let mut v: Value = serde_json::from_str(LINES).unwrap();
    v["events"][0]["markets"][0]["outcomes"][0]["sources"][2]["probability"] = 0.592.into();
    v["events"][0]["markets"][0]["outcomes"][1]["sources"][2]["probability"] = 0.408.into();
    let best = |args: &[&str]| {
        let out = run_on(&v, args);
        let j = stdout_json(&out);
        let esx = j["events"][0]["markets"][0]["esx"].clone();
        (
            esx["outcomes"][0]["best_price"].clone(),
            esx["fees"].clone(),
        )
    };
    let (b, fees) = best(&["lines", "cs2", "--local", "--json"]);
    assert_eq!(b["source"], "polymarket", "{b}");
    assert_eq!(fees, serde_json::json!({"kalshi": 0.07}));
    assert!((b["net_decimal"].as_f64().unwrap() - 1.0 / 0.592).abs() < 1e-9);
    let (b, fees) = best(&["lines", "cs2", "--local", "--fees", "none", "--json"]);
    assert_eq!(b["source"], "kalshi", "{b}");
    assert_eq!(fees, "none");
    assert!((b["decimal"].as_f64().unwrap() - 1.0 / 0.58).abs() < 1e-9);
    // The served `decimal` stays in the service's own objects, untouched.
    let out = run_on(&v, &["lines", "cs2", "--local", "--json"]);
    let j = stdout_json(&out);
    assert_eq!(
        j["events"][0]["markets"][0]["outcomes"][0]["best_price"]["source"],
        "kalshi"
    );
    assert_eq!(j["esx"]["fair_basis"], "all");
}

#[test]
fn a_fee_setting_changes_the_net_price() {
    let s = Server::start(vec![json(200, LINES), json(200, LINES)]);
    let d = tempfile::tempdir().unwrap();
    esx_at(d.path(), &s.base)
        .args(["config", "set", "fees.polymarket", "0.02"])
        .assert()
        .success();
    esx_at(d.path(), &s.base)
        .args(["config", "set", "fees.polymarket", "2"])
        .assert()
        .code(2);
    let out = esx_at(d.path(), &s.base)
        .args(["lines", "cs2", "--local", "--json"])
        .output()
        .unwrap();
    let j = stdout_json(&out);
    assert_eq!(
        j["esx"]["fees"],
        serde_json::json!({"kalshi": 0.07, "polymarket": 0.02})
    );
}

#[test]
fn fair_basis_is_named_and_chosen() {
    let (out, _) = run(&["lines", "cs2", "--local", "--fair", "others", "--json"]);
    let j = stdout_json(&out);
    let esx = &j["events"][0]["markets"][0]["esx"];
    assert_eq!(esx["fair_basis"], "others");
    assert_eq!(esx["best_edge"]["fair_basis"], "others");
    let (out, _) = run(&["lines", "cs2", "--local", "--fair", "others"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("fair others"));
    let (out, _) = run(&["lines", "cs2"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("fair all"));
    // --fair is a local choice.
    let (out, s) = run(&["lines", "cs2", "--fair", "others"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(s.seen().is_empty());
}

/// Sets a served market's best edge on its first outcome: price `d`, consensus `p`,
/// every quality flag clear (or `suspect`).
fn set_best(board: &mut Value, e: usize, m: usize, d: f64, p: f64, suspect: bool) {
    let market = &mut board["events"][e]["markets"][m];
    let name = market["outcomes"][0]["name"].clone();
    market["outcomes"][0]["consensus_probability"] = p.into();
    market["best_edge"]["outcome"] = name;
    market["best_edge"]["source"] = "sharpbook".into();
    market["best_edge"]["decimal"] = d.into();
    market["best_edge"]["edge_pct"] = (100.0 * (p * d - 1.0)).into();
    for flag in ["unreliable", "low_confidence", "surfaced"] {
        market["quality"][flag] = false.into();
    }
    market["quality"]["suspect_edge"] = suspect.into();
}

#[test]
fn kelly_stakes_one_market_per_event_and_no_gated_market() {
    let mut v: Value = serde_json::from_str(LINES).unwrap();
    // Event 1: match_winner +10 % at 2.2 (p 0.5), map_handicap +4 % at 2.0 (p 0.52).
    set_best(&mut v, 0, 0, 2.2, 0.5, false);
    set_best(&mut v, 0, 1, 2.0, 0.52, false);
    // Event 2: a suspect market that Kelly would stake (+20 % at 2.0, p 0.6).
    set_best(&mut v, 1, 0, 2.0, 0.6, true);
    // The default is quarter Kelly: f = (1.2 × 0.5 − 0.5)/1.2 = 1/12 → 1000/12 × 0.25.
    let j = stdout_json(&run_on(
        &v,
        &["lines", "cs2", "--bankroll", "1000", "--json"],
    ));
    let k0 = &j["events"][0]["markets"][0]["esx"]["kelly"];
    assert!((k0["stake"].as_f64().unwrap() - 1000.0 / 12.0 * 0.25).abs() < 1e-9);
    assert_eq!(k0["kelly_fraction"], 0.25);
    assert_eq!(j["esx"]["exposure"]["scaled_by"], 1.0);
    // Full Kelly, no exposure cap, for the rules below.
    let args = [
        "lines",
        "cs2",
        "--bankroll",
        "1000",
        "--kelly-fraction",
        "1",
        "--max-exposure",
        "1",
        "--json",
    ];
    let j = stdout_json(&run_on(&v, &args));
    let k = |e: usize, m: usize| j["events"][e]["markets"][m]["esx"]["kelly"].clone();
    // f = (1.2 × 0.5 − 0.5)/1.2 = 1/12 → 83.33.
    assert!((k(0, 0)["stake"].as_f64().unwrap() - 1000.0 / 12.0).abs() < 1e-9);
    assert_eq!(k(0, 1)["stake"], 0.0);
    assert_eq!(k(0, 1)["correlated_with"], "match_winner");
    assert_eq!(k(1, 0)["stake"], 0.0);
    assert_eq!(k(1, 0)["gated_by"], serde_json::json!(["max_edge"]));
    // --include-suspect stakes it: (1 × 0.6 − 0.4)/1 = 0.2; --max-stake-pct caps it at 5 %.
    let mut more = args.to_vec();
    more.push("--include-suspect");
    let j = stdout_json(&run_on(&v, &more));
    assert!(
        (j["events"][1]["markets"][0]["esx"]["kelly"]["stake"]
            .as_f64()
            .unwrap()
            - 200.0)
            .abs()
            < 1e-9
    );
    more.extend(["--max-stake-pct", "5"]);
    let j = stdout_json(&run_on(&v, &more));
    let k = &j["events"][1]["markets"][0]["esx"]["kelly"];
    assert!((k["stake"].as_f64().unwrap() - 50.0).abs() < 1e-9, "{k}");
    assert_eq!(k["capped"], true);
    // The table says why a market has no stake.
    let text =
        String::from_utf8(run_on(&v, &["lines", "cs2", "--bankroll", "1000"]).stdout).unwrap();
    assert!(
        text.contains("gate: max_edge") && text.contains("correlated with match_winner"),
        "{text}"
    );
}

/// A slate whose full-Kelly stakes exceed the cap: 1000/12 on event 1 and 200 on event 2
/// (283.33 in all) against the default 25 % of 1,000: every stake × 250/283.33.
#[test]
fn a_slate_above_max_exposure_is_scaled_down_in_proportion() {
    let mut v: Value = serde_json::from_str(LINES).unwrap();
    set_best(&mut v, 0, 0, 2.2, 0.5, false);
    set_best(&mut v, 1, 0, 2.0, 0.6, true);
    let args = [
        "lines",
        "cs2",
        "--bankroll",
        "1000",
        "--kelly-fraction",
        "1",
        "--include-suspect",
        "--json",
    ];
    let j = stdout_json(&run_on(&v, &args));
    let full = [1000.0 / 12.0, 200.0];
    let total: f64 = full.iter().sum();
    let e = &j["esx"]["exposure"];
    assert!((e["total"].as_f64().unwrap() - total).abs() < 1e-9, "{e}");
    assert_eq!(e["cap"], 250.0);
    let scale = 250.0 / total;
    assert!((e["scaled_by"].as_f64().unwrap() - scale).abs() < 1e-12);
    for (ev, want) in full.iter().enumerate() {
        let stake = j["events"][ev]["markets"][0]["esx"]["kelly"]["stake"]
            .as_f64()
            .unwrap();
        assert!((stake - want * scale).abs() < 1e-9, "{ev}: {stake}");
    }
    // A percentage where a fraction is meant is exit 2 saying the unit.
    let out = run_on(
        &v,
        &["lines", "cs2", "--bankroll", "1000", "--max-exposure", "25"],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("a fraction of the bankroll, e.g. 0.25 for 25 %")
    );
}

#[test]
fn check_compares_without_fees() {
    // A kalshi best price the fee would demote still matches the service under --check.
    let (out, _) = run(&["lines", "cs2", "--check", "--json"]);
    let v = stdout_json(&out);
    assert!(
        !v["esx"]["differences"]
            .as_array()
            .unwrap()
            .iter()
            .any(|d| d["field"] == "best_edge.edge_pct" && d["market"] == "match_winner"),
        "{v}"
    );
    assert_eq!(v["esx"]["fees"], "none");
}

#[test]
fn explain_gives_the_fee_the_fair_basis_and_shin_on_two_way_markets() {
    let (out, _) = run(&[
        "lines",
        "cs2",
        "--explain",
        "kr_ev_1:match_winner",
        "--devig",
        "shin",
    ]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("fair all"), "{text}");
    assert!(text.contains("fee coefficient 0.07"), "{text}");
    assert!(text.contains("equals additive"), "{text}");
    // And the numbers agree: shin and additive give one consensus on this two-way market.
    let cons = |m: &str| {
        let (out, _) = run(&["lines", "cs2", "--local", "--devig", m, "--json"]);
        stdout_json(&out)["events"][0]["markets"][0]["esx"]["outcomes"][0]["consensus_probability"]
            .as_f64()
            .unwrap()
    };
    assert!((cons("shin") - cons("additive")).abs() < 1e-9);
}

/// The issue's board: one event 30 minutes in (11:30 at a 12:00 clock) with a surfaced
/// +10 % edge. It is listed, marked `started: true` with stake 0 (gated by `started`),
/// and is no top edge, locally or as served; `--include-started` brings it back.
#[test]
fn a_started_event_is_listed_but_never_a_top_edge_or_a_stake() {
    let mut v: Value = serde_json::from_str(LINES).unwrap();
    v["events"][0]["event_time"] = "2026-11-21T11:30:00.000Z".into();
    set_best(&mut v, 0, 0, 2.2, 0.5, false);
    let mut top = v["top_edges"][0].clone();
    if top.is_null() {
        top = serde_json::json!({"event_id":"kr_ev_1","home_team":"Alpha","away_team":"Bravo","market":"match_winner","outcome":"Alpha","source":"sharpbook","edge_pct":10.0,"adjusted_edge_pct":8.0,"sources_used":["sharpbook","kalshi","polymarket"]});
    }
    top["event_id"] = "kr_ev_1".into();
    v["top_edges"] = serde_json::json!([top]);
    let stakes = ["lines", "cs2", "--bankroll", "1000", "--json"];
    let j = stdout_json(&run_on(&v, &stakes));
    let esx = &j["events"][0]["markets"][0]["esx"];
    assert_eq!(esx["started"], true, "{esx}");
    assert_eq!(esx["kelly"]["stake"], 0.0);
    assert_eq!(esx["kelly"]["gated_by"], serde_json::json!(["started"]));
    // Served top edges: the started event's row is not shown.
    let j = stdout_json(&run_on(&v, &["lines", "cs2", "--top", "--json"]));
    assert!(
        !j["top_edges"]
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t["event_id"] == "kr_ev_1"),
        "{j}"
    );
    // Local top edges leave it out too.
    let j = stdout_json(&run_on(&v, &["lines", "cs2", "--local", "--json"]));
    assert!(
        !j["esx"]["top_edges"]
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t["event_id"] == "kr_ev_1"),
        "{j}"
    );
    // --include-started judges it again: f = (1.2 × 0.5 − 0.5)/1.2, quarter Kelly.
    let mut more = stakes.to_vec();
    more.push("--include-started");
    let j = stdout_json(&run_on(&v, &more));
    let k = &j["events"][0]["markets"][0]["esx"]["kelly"];
    assert!(
        (k["stake"].as_f64().unwrap() - 1000.0 / 12.0 * 0.25).abs() < 1e-9,
        "{k}"
    );
    let j = stdout_json(&run_on(
        &v,
        &["lines", "cs2", "--top", "--include-started", "--json"],
    ));
    assert_eq!(j["top_edges"][0]["event_id"], "kr_ev_1");
}

#[test]
fn a_market_with_no_weighted_source_is_listed_gated_no_fair_basis() {
    // Every source's margin at or above max_margin 0.10 (quality weights, the default):
    // sharpbook 1/1.55 + 1/2.0 = 1.1452, kalshi 0.62 + 0.48 = 1.10, polymarket 0.62 +
    // 0.50 = 1.12, so each weighs 0 and the market has no fair basis.
    let mut v: Value = serde_json::from_str(LINES).unwrap();
    let o = &mut v["events"][0]["markets"][0]["outcomes"];
    for (i, (d, k, p)) in [(1.55, 0.62, 0.62), (2.0, 0.48, 0.50)]
        .into_iter()
        .enumerate()
    {
        o[i]["sources"][0]["decimal"] = d.into();
        o[i]["sources"][1]["probability"] = k.into();
        o[i]["sources"][2]["probability"] = p.into();
    }
    let out = run_on(&v, &["lines", "cs2", "--local", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("left out of local results"), "{stderr}");
    let j = stdout_json(&out);
    let esx = &j["events"][0]["markets"][0]["esx"];
    assert_eq!(
        esx["gates_failed"],
        serde_json::json!(["min_sources", "no_fair_basis"]),
        "{esx}"
    );
    assert_eq!(esx["source_count"], 0);
    assert_eq!(esx["best_edge"]["edge_pct"], 0.0);
    assert_eq!(esx["surfaced"], false);
    // Never a top edge.
    let top = j["esx"]["top_edges"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(
        !top.iter()
            .any(|t| t["event_id"] == j["events"][0]["event_id"] && t["market"] == "match_winner"),
        "{top:?}"
    );
}

/// The fan-out's `--json` (see [`one_exposure_cap_spans_every_sport_of_a_fan_out`]): the
/// one exposure (at the top and in each sport) and every stake scaled by 300/566.67.
fn assert_one_cap_scales_every_stake(j: &Value) {
    let full = [1000.0 / 12.0, 200.0];
    let total = 2.0 * (full[0] + full[1]);
    let scale = 300.0 / total;
    for e in [
        &j["exposure"],
        &j["sports"]["cs2"]["esx"]["exposure"],
        &j["sports"]["dota2"]["esx"]["exposure"],
    ] {
        assert!((e["total"].as_f64().unwrap() - total).abs() < 1e-9, "{e}");
        assert_eq!(e["cap"], 300.0);
        assert!(
            (e["scaled_by"].as_f64().unwrap() - scale).abs() < 1e-12,
            "{e}"
        );
    }
    let mut staked = 0.0;
    for sport in ["cs2", "dota2"] {
        for (ev, want) in full.iter().enumerate() {
            let stake = j["sports"][sport]["events"][ev]["markets"][0]["esx"]["kelly"]["stake"]
                .as_f64()
                .unwrap();
            assert!((stake - want * scale).abs() < 1e-9, "{sport} {ev}: {stake}");
            staked += stake;
        }
    }
    assert!(
        (staked - 300.0).abs() < 1e-9,
        "the run stakes exactly the cap: {staked}"
    );
}

/// One cap over every sport of a fan-out: cs2 and dota2 each stake 1000/12 (+10 % at 2.2,
/// p 0.5) and 200 (+20 % at 2.0, p 0.6) at full Kelly, 283.33 a sport, under a cap of
/// 0.3 × 1,000 = 300 on its own; together 566.67, so every stake × 300/566.67.
#[test]
fn one_exposure_cap_spans_every_sport_of_a_fan_out() {
    let board = |sport: &str| {
        let mut v: Value = serde_json::from_str(LINES).unwrap();
        set_best(&mut v, 0, 0, 2.2, 0.5, false);
        set_best(&mut v, 1, 0, 2.0, 0.6, false);
        v["sport"] = sport.into();
        v.to_string()
    };
    let (cs2, dota2) = (board("cs2"), board("dota2"));
    let s = Server::start_routed(move |target, _| {
        if target.contains("/cs2/") {
            json(200, &cs2)
        } else if target.contains("/dota2/") {
            json(200, &dota2)
        } else {
            json(404, r#"{"detail":"no"}"#)
        }
    });
    let d = tempfile::tempdir().unwrap();
    let args = [
        "lines",
        "cs2,dota2",
        "--bankroll",
        "1000",
        "--kelly-fraction",
        "1",
        "--max-exposure",
        "0.3",
    ];
    let out = esx_at(d.path(), &s.base)
        .args(args)
        .arg("--json")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let j = stdout_json(&out);
    assert_one_cap_scales_every_stake(&j);
    // Each board is fetched once per run (the first pass's board is the one rendered).
    let lines_reads = |s: &Server| {
        s.seen()
            .iter()
            .filter(|r| r.target.contains("/lines"))
            .count()
    };
    assert_eq!(lines_reads(&s), 2, "{:?}", s.seen());
    // The table shows the scaled stakes: 200 × 0.529412 = 105.88, 83.33 × 0.529412 = 44.12.
    let out = esx_at(d.path(), &s.base)
        .env("COLUMNS", "200")
        .args(args)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.matches("105.88").count(), 2, "{text}");
    assert_eq!(text.matches("44.12").count(), 2, "{text}");
    // One sport alone is capped on its own: 283.33 fits under 300, scale 1.
    let out = esx_at(d.path(), &s.base)
        .args([
            "lines",
            "cs2",
            "--bankroll",
            "1000",
            "--kelly-fraction",
            "1",
            "--max-exposure",
            "0.3",
            "--json",
        ])
        .output()
        .unwrap();
    assert_eq!(stdout_json(&out)["esx"]["exposure"]["scaled_by"], 1.0);
}
