//! `esx parlays`: service price/discover modes and local pricing from `/lines`.

use predicates::prelude::*;
use serde_json::Value;

use crate::common::{Server, esx_at, json};

const LINES: &str = include_str!("../fixtures/lines_cs2.json");

/// The fixture with a match_winner market on the second event too (two matches to combine).
fn two_match_board() -> String {
    let mut v: Value = serde_json::from_str(LINES).unwrap();
    let mut mw = v["events"][0]["markets"][0].clone();
    mw["outcomes"][0]["name"] = "Charlie".into();
    mw["outcomes"][1]["name"] = "Delta".into();
    v["events"][1]["markets"].as_array_mut().unwrap().push(mw);
    v["events"][0]["event_time"] = "2099-01-01T00:00:00.000Z".into();
    v["events"][1]["event_time"] = "2099-01-01T00:00:00.000Z".into();
    v.to_string()
}

/// The `/lines` board behind `SERVICE`: kr_cs2_a (Alpha kr_tm_1 vs Bravo) and kr_cs2_b
/// (Charlie vs Delta kr_tm_2), both in 2099. Against the other sources' consensus
/// (kalshi and polymarket, 1.5 each) sharpbook's Alpha at 1.80 is +EV
/// (0.59 × 1.8 − 1 = +6.2 %) and Delta at 2.60 too (0.41 × 2.6 − 1 = +6.6 %); Bravo at 2.30
/// is −EV (0.41 × 2.3 − 1 = −5.7 %).
fn service_board() -> String {
    let mut v: Value = serde_json::from_str(&two_match_board()).unwrap();
    v["events"][0]["kr_match_id"] = "kr_cs2_a".into();
    v["events"][1]["kr_match_id"] = "kr_cs2_b".into();
    let mw0 = &mut v["events"][0]["markets"][0]["outcomes"];
    mw0[0]["team_id"] = "kr_tm_1".into();
    mw0[1]["team_id"] = "kr_tm_9".into();
    mw0[0]["sources"][0]["decimal"] = 1.8.into();
    let mw1 = &mut v["events"][1]["markets"][1]["outcomes"];
    mw1[0]["team_id"] = "kr_tm_8".into();
    mw1[1]["team_id"] = "kr_tm_2".into();
    mw1[1]["sources"][0]["decimal"] = 2.6.into();
    v.to_string()
}

/// A server answering `/lines` with `board` and anything else with `parlays`.
fn service_server(parlays: &str, board: &str) -> Server {
    let (parlays, board) = (parlays.to_string(), board.to_string());
    Server::start_routed(move |target, _| {
        if target.contains("/lines") {
            json(200, &board)
        } else {
            json(200, &parlays)
        }
    })
}

const SERVICE: &str = r#"{"available":true,"mode":"discover","book":"sharpbook","market":"match_winner","size":2,"total":1,"parlays":[
 {"legs":[{"kr_match_id":"kr_cs2_a","market":"match_winner","selection":"kr_tm_1","name":"Alpha","decimal":1.9,"american":-111,"fair_probability":0.55,"ev_pct":4.5,"placeable":true,"placeable_basis":"book_price","fair_books":["kalshi"],"fair_excludes_leg_book":true},
          {"kr_match_id":"kr_cs2_b","market":"match_winner","selection":"kr_tm_2","name":"Delta","decimal":2.1,"american":110,"fair_probability":0.5,"ev_pct":5.0,"placeable":true,"placeable_basis":"book_price","fair_books":["kalshi"],"fair_excludes_leg_book":true}],
  "decimal":3.99,"american":299,"fair_probability":0.275,"ev_pct":9.725,"price_source":"computed"}]}"#;

#[test]
fn discover_sends_every_flag_and_shows_the_parlay() {
    let s = service_server(SERVICE, &service_board());
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .env("COLUMNS", "160")
        .args([
            "parlays",
            "cs2",
            "--book",
            "sharpbook",
            "--size",
            "3",
            "--include",
            "all",
            "--include-started",
            "--limit",
            "5",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("Alpha · match_winner · v Bravo")
            && text.contains("@1.90")
            && text.contains("3.99")
            && text.contains("+9.72%"),
        "{text}"
    );
    let t = &s.seen()[0].target;
    assert!(t.starts_with("/v7/cs2/parlays?"), "{t}");
    for p in [
        "book=sharpbook",
        "market=match_winner",
        "size=3",
        "include=all",
        "include_started=true",
        // Discovery asks for the service's most; `--limit 5` pages what esx keeps.
        "limit=100",
    ] {
        assert!(t.contains(p), "{p} in {t}");
    }
}

#[test]
fn ticket_mode_joins_legs_and_refuses_discover_flags() {
    let s = service_server(SERVICE, &service_board());
    let d = tempfile::tempdir().unwrap();
    esx_at(d.path(), &s.base)
        .args([
            "parlays",
            "cs2",
            "--book",
            "sb",
            "--ticket",
            "m1:match_winner:t1",
            "--ticket",
            "m2:match_winner:t2",
            "--json",
        ])
        .assert()
        .success();
    assert!(
        s.seen()[0]
            .target
            .contains("ticket=m1%3Amatch_winner%3At1%2Cm2%3Amatch_winner%3At2"),
        "{}",
        s.seen()[0].target
    );
    for args in [
        vec![
            "parlays",
            "cs2",
            "--book",
            "sb",
            "--ticket",
            "m1:match_winner:t1",
            "--size",
            "2",
        ],
        vec![
            "parlays",
            "cs2",
            "--book",
            "sb",
            "--ticket",
            "m1:moneyline:t1",
        ],
        vec![
            "parlays",
            "cs2",
            "--book",
            "sb",
            "--ticket",
            "just-one-part",
        ],
        vec!["parlays", "cs2", "--book", "sb", "--size", "4"],
        vec!["parlays", "cs2", "--book", "sb", "--limit", "0"],
        vec!["parlays", "cod", "--book", "sb"],
        vec!["parlays", "cs2"],
    ] {
        esx_at(d.path(), &s.base).args(&args).assert().code(2);
    }
    assert_eq!(
        s.seen().len(),
        2,
        "bad input sent nothing (the ticket and its /lines)"
    );
}

#[test]
fn no_parlays_is_data_not_an_error() {
    let body = r#"{"available":true,"mode":"discover","book":"sb","market":"match_winner","size":2,"total":0,"parlays":[],"reason":"no_parlays"}"#;
    let s = service_server(body, &service_board());
    let d = tempfile::tempdir().unwrap();
    esx_at(d.path(), &s.base)
        .args(["parlays", "cs2", "--book", "sb"])
        .assert()
        .success()
        .stdout(predicate::str::contains("no_parlays"));
    esx_at(d.path(), &s.base)
        .args(["parlays", "cs2", "--book", "sb", "--json"])
        .assert()
        .success()
        .stdout(predicate::str::contains(r#""reason":"no_parlays""#));
}

#[test]
fn local_discover_prices_from_lines_excluding_the_leg_book() {
    let board = two_match_board();
    let s = Server::start(vec![json(200, &board)]);
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .args([
            "parlays",
            "cs2",
            "--book",
            "sharpbook",
            "--local",
            "--include",
            "all",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        s.seen()[0]
            .target
            .starts_with("/v6/esports/cs2/lines?market=match_winner")
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["source"], "esx");
    let parlays = v["parlays"].as_array().unwrap();
    assert_eq!(
        parlays.len(),
        4,
        "2 outcomes × 2 outcomes across the two matches"
    );
    for p in parlays {
        assert_eq!(p["price_source"], "esx");
        let legs = p["legs"].as_array().unwrap();
        assert_ne!(legs[0]["kr_match_id"], legs[1]["kr_match_id"]);
        let dec: f64 = legs
            .iter()
            .map(|l| l["decimal"].as_f64().unwrap())
            .product();
        assert!((dec - p["decimal"].as_f64().unwrap()).abs() < 1e-9);
        for l in legs {
            assert_eq!(l["fair_excludes_leg_book"], true);
            assert!(
                !l["fair_books"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|b| b == "sharpbook")
            );
        }
    }
    let evs: Vec<f64> = parlays
        .iter()
        .map(|p| p["ev_pct"].as_f64().unwrap())
        .collect();
    assert!(
        evs.windows(2).all(|w| w[0] >= w[1]),
        "sorted by EV: {evs:?}"
    );
}

#[test]
fn local_ticket_and_unknown_book() {
    let board = two_match_board();
    let s = Server::start(vec![json(200, &board)]);
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .args([
            "parlays",
            "cs2",
            "--book",
            "sharpbook",
            "--local",
            "--ticket",
            "kr_ev_1:match_winner:bravo,kr_ev_2:match_winner:Delta",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["mode"], "price");
    assert!((v["parlays"][0]["decimal"].as_f64().unwrap() - 2.3 * 2.3).abs() < 1e-9);
    esx_at(d.path(), &s.base)
        .args(["parlays", "cs2", "--book", "nobook", "--local"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("books there"));
    esx_at(d.path(), &s.base)
        .args([
            "parlays",
            "cs2",
            "--book",
            "sharpbook",
            "--local",
            "--ticket",
            "kr_ev_9:match_winner:X",
        ])
        .assert()
        .code(5);
}

#[test]
fn tickets_that_cannot_all_win_are_refused_before_anything_is_sent() {
    let s = Server::start(vec![json(200, SERVICE)]);
    let d = tempfile::tempdir().unwrap();
    for local in [false, true] {
        // Both sides of one match: the issue's "+EV" ticket, true value −100 %.
        let mut args = vec![
            "parlays",
            "cs2",
            "--book",
            "thunderpick",
            "--ticket",
            "m1:match_winner:tA,m1:match_winner:tB",
        ];
        if local {
            args.push("--local");
        }
        esx_at(d.path(), &s.base)
            .args(&args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains("m1:match_winner:tA"))
            .stderr(predicate::str::contains("m1:match_winner:tB"))
            .stderr(predicate::str::contains("cannot both win"));
        // The same leg twice, even with --allow-same-event.
        esx_at(d.path(), &s.base)
            .args([
                "parlays",
                "cs2",
                "--book",
                "thunderpick",
                "--allow-same-event",
                "--ticket",
                "m1:match_winner:tA,m1:match_winner:ta",
            ])
            .assert()
            .code(2)
            .stderr(predicate::str::contains("same leg"));
        // Two legs on one event in different markets.
        esx_at(d.path(), &s.base)
            .args([
                "parlays",
                "cs2",
                "--book",
                "thunderpick",
                "--ticket",
                "m1:match_winner:tA,m1:map_winner:tA",
            ])
            .assert()
            .code(2)
            .stderr(predicate::str::contains("--allow-same-event"));
    }
    assert!(s.seen().is_empty(), "nothing was sent");
}

#[test]
fn a_same_event_ticket_is_priced_only_when_allowed_and_marked_correlated() {
    let board = two_match_board();
    let s = Server::start(vec![json(200, &board)]);
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .args([
            "parlays",
            "cs2",
            "--book",
            "sharpbook",
            "--local",
            "--allow-same-event",
            "--market",
            "match_winner",
            "--ticket",
            "kr_ev_1:match_winner:Alpha,kr_ev_2:match_winner:Delta",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(
        v["parlays"][0].get("correlated").is_none(),
        "different events"
    );
    // Two markets of one event, priced locally from the whole board: correlated.
    let s2 = Server::start(vec![json(200, &board)]);
    let out = esx_at(d.path(), &s2.base)
        .args([
            "parlays",
            "cs2",
            "--book",
            "sharpbook",
            "--local",
            "--allow-same-event",
            "--ticket",
            "kr_ev_1:match_winner:Alpha,kr_ev_1:map_handicap:Alpha -1.5",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("correlated"));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["parlays"][0]["correlated"], true);
    assert!(
        !s2.seen()[0].target.contains("market="),
        "the whole board: {}",
        s2.seen()[0].target
    );
}

/// The service's answer to a same-event ticket keeps its numbers, marked correlated.
#[test]
fn the_services_same_event_ticket_keeps_its_numbers_marked_correlated() {
    let d = tempfile::tempdir().unwrap();
    let same = SERVICE.replace("kr_cs2_b", "kr_cs2_a").replace(
        r#""market":"match_winner","selection":"kr_tm_2""#,
        r#""market":"map_winner","selection":"kr_tm_2""#,
    );
    let s = service_server(&same, &service_board());
    let out = esx_at(d.path(), &s.base)
        .args([
            "parlays",
            "cs2",
            "--book",
            "sharpbook",
            "--allow-same-event",
            "--ticket",
            "kr_cs2_a:match_winner:kr_tm_1,kr_cs2_a:map_winner:kr_tm_2",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("correlated"));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["parlays"][0]["esx"]["correlated"], true);
    assert_eq!(
        v["parlays"][0]["ev_pct"], 9.725,
        "the service's numbers stay"
    );
}

#[test]
fn service_parlays_that_break_a_rule_are_kept_with_warnings() {
    // The service pairs both sides of one match: one side is never a bet on its own, so
    // discovery drops it; `--include all` shows it, its data kept and flagged.
    let both = SERVICE
        .replace("kr_cs2_b", "kr_cs2_a")
        .replace("kr_tm_2", "kr_tm_9");
    let s = service_server(&both, &service_board());
    let d = tempfile::tempdir().unwrap();
    let run = |extra: &[&str]| {
        let mut args = vec!["parlays", "cs2", "--book", "sharpbook", "--json"];
        args.extend_from_slice(extra);
        let out = esx_at(d.path(), &s.base).args(&args).output().unwrap();
        assert!(out.status.success());
        serde_json::from_slice::<Value>(&out.stdout).unwrap()
    };
    let v = run(&[]);
    assert_eq!(v["parlays"].as_array().unwrap().len(), 0);
    assert_eq!(v["esx"]["dropped"], 1);
    let v = run(&["--include", "all"]);
    let w = v["parlays"][0]["esx"]["warnings"].as_array().unwrap();
    assert!(w[0].as_str().unwrap().contains("cannot both win"), "{w:?}");
    assert_eq!(v["parlays"].as_array().unwrap().len(), 1);
}

/// The issue's parlay: a +EV leg (Alpha at 1.80, +6.2 %) paired with a −EV one (Bravo
/// of the other match at 2.30, −5.7 %) is dropped and counted; two +EV legs stay.
#[test]
fn service_parlays_with_a_leg_that_is_not_a_bet_are_dropped_and_counted() {
    let bad = SERVICE.replace(
        r#""selection":"kr_tm_2","name":"Delta""#,
        r#""selection":"kr_tm_8","name":"Charlie""#,
    );
    let mut two: Value = serde_json::from_str(SERVICE).unwrap();
    let bad: Value = serde_json::from_str(&bad).unwrap();
    two["parlays"]
        .as_array_mut()
        .unwrap()
        .insert(0, bad["parlays"][0].clone());
    two["total"] = 2.into();
    let two = two.to_string();
    let s = service_server(&two, &service_board());
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .args(["parlays", "cs2", "--book", "sharpbook", "--json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let parlays = v["parlays"].as_array().unwrap();
    assert_eq!(parlays.len(), 1, "{v}");
    assert_eq!(parlays[0]["legs"][1]["name"], "Delta");
    assert_eq!(v["esx"]["dropped"], 1);
    assert_eq!(v["total"], 2, "the service's own fields stay as served");
    assert!(String::from_utf8_lossy(&out.stderr).contains("left out"));
    let out = esx_at(d.path(), &s.base)
        .args([
            "parlays",
            "cs2",
            "--book",
            "sharpbook",
            "--include",
            "all",
            "--json",
        ])
        .output()
        .unwrap();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["parlays"].as_array().unwrap().len(), 2);
    let failed = &v["parlays"][0]["esx"]["failed_legs"][0];
    assert_eq!(failed["leg"], 2);
    assert!(
        failed["reason"].as_str().unwrap().contains("net EV -"),
        "{failed}"
    );
}

#[test]
fn local_discovery_pairs_only_legs_that_are_bets_on_their_own() {
    let board = two_match_board();
    let s = Server::start(vec![json(200, &board), json(200, &board)]);
    let d = tempfile::tempdir().unwrap();
    let run = |extra: &[&str]| {
        let mut args = vec!["parlays", "cs2", "--book", "kalshi", "--local"];
        args.extend_from_slice(extra);
        args.push("--json");
        let out = esx_at(d.path(), &s.base).args(&args).output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice::<Value>(&out.stdout).unwrap()
    };
    let all = run(&["--include", "all"]);
    let strict = run(&[]);
    // Every leg of a default parlay is +EV at its net price with an ungated market.
    for p in strict["parlays"].as_array().unwrap() {
        for l in p["legs"].as_array().unwrap() {
            assert!(l["ev_pct"].as_f64().unwrap() > 0.0, "{l}");
            assert!(l.get("gates_failed").is_none(), "{l}");
        }
    }
    let n_all = all["parlays"].as_array().unwrap().len();
    assert!(n_all > strict["parlays"].as_array().unwrap().len(), "{all}");
    assert_eq!(strict["esx"]["fees"], serde_json::json!({"kalshi": 0.07}));
    assert_eq!(strict["esx"]["fair_basis"], "others");
}

/// The fixture plus, on kr_ev_1 (Alpha vs Bravo), a map 1 market and a total_maps 2.5
/// market: a board that shows a best of 3.
fn best_of_three_board() -> String {
    let mut v: Value = serde_json::from_str(&two_match_board()).unwrap();
    let mut map1 = v["events"][1]["markets"][0].clone();
    map1["outcomes"][0]["name"] = "Alpha".into();
    map1["outcomes"][1]["name"] = "Bravo".into();
    let mut total = v["events"][0]["markets"][0].clone();
    total["market"] = "total_maps".into();
    total["line"] = 2.5.into();
    total["outcomes"][0]["name"] = "Over 2.5".into();
    total["outcomes"][1]["name"] = "Under 2.5".into();
    let markets = v["events"][0]["markets"].as_array_mut().unwrap();
    markets.push(map1);
    markets.push(total);
    v.to_string()
}

/// The per-map probability q of a best of 3 fitted, by unweighted least squares, to its
/// match at `p_match` and its map 1 at `p_map1` (both the home team's): minimises
/// (q²(3 − 2q) − p_match)² + (q − p_map1)² by a scan then a golden-section search,
/// computed here, apart from esx.
fn fit_q(p_match: f64, p_map1: f64) -> f64 {
    let loss = |q: f64| (q * q * (3.0 - 2.0 * q) - p_match).powi(2) + (q - p_map1).powi(2);
    let n = 100_000;
    let at = |i: i32| f64::from(i) / f64::from(n);
    let best = (0..=n)
        .min_by(|&a, &b| loss(at(a)).total_cmp(&loss(at(b))))
        .unwrap();
    let (mut lo, mut hi) = (at(best - 1).max(0.0), at(best + 1).min(1.0));
    let phi = 0.5 * (5f64.sqrt() - 1.0);
    for _ in 0..200 {
        let (x1, x2) = (hi - phi * (hi - lo), lo + phi * (hi - lo));
        if loss(x1) <= loss(x2) {
            hi = x2;
        } else {
            lo = x1;
        }
    }
    0.5 * (lo + hi)
}

/// One team's match and map 1 in a best of 3: the series model's q(1 − (1 − q)²) with q
/// fitted to the match's own markets (its match and map 1 at their fair prices, settled
/// point 9), not the product of the legs; the warning says the product understates.
#[test]
fn a_best_of_three_ticket_is_priced_by_the_series_model() {
    let board = best_of_three_board();
    let s = Server::start(vec![json(200, &board)]);
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .args([
            "parlays",
            "cs2",
            "--book",
            "sharpbook",
            "--local",
            "--allow-same-event",
            "--ticket",
            "kr_ev_1:match_winner:Alpha,kr_ev_1:map_winner:Alpha",
            "--json",
        ])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("understates"), "{err}");
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let parlay = &v["parlays"][0];
    assert_eq!(parlay["correlated"], true);
    assert_eq!(parlay["correlation"], "series-model");
    assert_eq!(parlay["series"][0]["best_of"], 3);
    assert_eq!(parlay["series"][0]["best_of_basis"], "board");
    let p_match = parlay["legs"][0]["fair_probability"].as_f64().unwrap();
    let p_map1 = parlay["legs"][1]["fair_probability"].as_f64().unwrap();
    let q = fit_q(p_match, p_map1);
    // Both minimisations stop where the loss is flat to f64 (|Δq| ~ 1e-8).
    assert!(
        (parlay["esx"]["fit"]["q"].as_f64().unwrap() - q).abs() < 1e-7,
        "{q} {parlay}"
    );
    let joint = q * (1.0 - (1.0 - q) * (1.0 - q));
    let fair = parlay["fair_probability"].as_f64().unwrap();
    assert!((fair - joint).abs() < 1e-7, "{fair} vs {joint}");
    let product = p_match * parlay["legs"][1]["fair_probability"].as_f64().unwrap();
    assert!(fair > product, "legs on one side: the product understates");
    let net = parlay["net_decimal"].as_f64().unwrap();
    assert!((parlay["ev_pct"].as_f64().unwrap() - 100.0 * (joint * net - 1.0)).abs() < 1e-5);
    // Opposite sides overstate as a product.
    let out = esx_at(d.path(), &s.base)
        .args([
            "parlays",
            "cs2",
            "--book",
            "sharpbook",
            "--local",
            "--allow-same-event",
            "--ticket",
            "kr_ev_1:match_winner:Alpha,kr_ev_1:map_winner:Bravo",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stderr).contains("overstates"));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    // Alpha wins the match after losing map 1: (1 − q)·q².
    let p_match = v["parlays"][0]["legs"][0]["fair_probability"]
        .as_f64()
        .unwrap();
    // The map 1 leg is Bravo's: Alpha's map 1 is its complement.
    let p_map1 = 1.0
        - v["parlays"][0]["legs"][1]["fair_probability"]
            .as_f64()
            .unwrap();
    let q = fit_q(p_match, p_map1);
    let fair = v["parlays"][0]["fair_probability"].as_f64().unwrap();
    assert!((fair - (1.0 - q) * q * q).abs() < 1e-7);
}

/// kr_ev_2 shows only map 1 and no total_maps: a best of 1, whose map 1 is its match —
/// refused naming why; `--best-of 3` prices it.
#[test]
fn a_best_of_one_pair_is_refused_unless_best_of_says_otherwise() {
    let board = two_match_board();
    let s = Server::start(vec![json(200, &board)]);
    let d = tempfile::tempdir().unwrap();
    let args = [
        "parlays",
        "cs2",
        "--book",
        "sharpbook",
        "--local",
        "--allow-same-event",
        "--ticket",
        "kr_ev_2:match_winner:Delta,kr_ev_2:map_winner:Delta",
    ];
    esx_at(d.path(), &s.base)
        .args(args)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("best of 1"));
    let out = esx_at(d.path(), &s.base)
        .args(args)
        .args(["--best-of", "3", "--json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["parlays"][0]["series"][0]["best_of_basis"], "--best-of");
    esx_at(d.path(), &s.base)
        .args(args)
        .args(["--best-of", "2"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("1-1"));
}

/// A served same-match ticket (Alpha's match and Alpha −1.5) keeps the service's numbers
/// and gets the series model's beside them: Alpha −1.5 implies the match, so the joint
/// is P(2–0) = q².
#[test]
fn a_served_same_match_ticket_gets_the_series_price_under_esx() {
    let same = SERVICE.replace(
        r#"{"kr_match_id":"kr_cs2_b","market":"match_winner","selection":"kr_tm_2","name":"Delta""#,
        r#"{"kr_match_id":"kr_cs2_a","market":"map_handicap","selection":"Alpha -1.5","name":"Alpha -1.5""#,
    );
    let s = service_server(&same, &service_board());
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .args([
            "parlays",
            "cs2",
            "--book",
            "sharpbook",
            "--allow-same-event",
            "--ticket",
            "kr_cs2_a:match_winner:kr_tm_1,kr_cs2_a:map_handicap:Alpha -1.5",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let parlay = &v["parlays"][0];
    assert_eq!(parlay["ev_pct"], 9.725, "the service's numbers stay");
    let esx = &parlay["esx"];
    assert_eq!(esx["correlation"], "series-model", "{esx}");
    let map_p = esx["series"][0]["map_probability"].as_f64().unwrap();
    assert!((esx["fair_probability"].as_f64().unwrap() - map_p * map_p).abs() < 1e-9);
    let warnings = esx["warnings"].as_array().unwrap();
    assert!(
        warnings
            .iter()
            .any(|w| w.as_str().unwrap().contains("understates")),
        "{warnings:?}"
    );
}
