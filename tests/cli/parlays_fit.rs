//! `esx parlays`: same-match tickets fitted to their match's own markets (DESIGN.md
//! settled point 9): `esx.fit`, `inconsistent_markets`, `esx.placeable`.

use serde_json::{Value, json};

use crate::common::{Server, esx, esx_at, json as reply};

const NOW: &str = "2026-11-21T12:00:00Z";

/// Runs `esx --demo --now NOW ARGS --json`, which must succeed.
fn demo_json(d: &std::path::Path, args: &[&str]) -> Value {
    let out = esx(d)
        .args(["--demo", "--now", NOW])
        .args(args)
        .arg("--json")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// P(home wins a best of 3) at per-map probability q.
fn best_of_three(q: f64) -> f64 {
    q * q * (3.0 - 2.0 * q)
}

/// `fit.gaps`' keys are `match_winner` and `map_winner:N`, the match's among them.
fn assert_gap_keys(fit: &Value) {
    let gaps = fit["gaps"].as_object().unwrap();
    assert!(gaps.contains_key("match_winner"), "{fit}");
    assert!(gaps.contains_key("map_winner:1"), "{fit}");
    for (k, g) in gaps {
        let map = k.strip_prefix("map_winner:").map(str::parse::<u32>);
        assert!(k == "match_winner" || matches!(map, Some(Ok(1..))), "{k}");
        assert!(g.as_f64().is_some_and(|g| g.abs() < 1.0), "{k}: {g}");
    }
}

/// The demo's first cs2 match with match, map and handicap markets: the `/lines` board,
/// the event, its home team and the home team's handicap outcome.
fn demo_match(d: &std::path::Path) -> (Value, Value, String, String) {
    let lines = demo_json(d, &["lines", "cs2"]);
    let markets = |e: &Value| e["markets"].as_array().unwrap().clone();
    let event = lines["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| {
            let has = |m: &str| markets(e).iter().any(|x| x["market"] == m);
            has("match_winner") && has("map_winner") && has("map_handicap")
        })
        .expect("a match with match, map and handicap markets")
        .clone();
    let home = event["home_team"].as_str().unwrap().to_string();
    let handicap = markets(&event)
        .iter()
        .find(|m| m["market"] == "map_handicap")
        .unwrap()["outcomes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap().to_string())
        .find(|n| n.starts_with(&home))
        .unwrap();
    (lines, event, home, handicap)
}

/// A ticket of `id`'s match winner (`home`) and `second` on thunderpick, served or
/// `--local`, in JSON.
fn same_match(d: &std::path::Path, id: &str, home: &str, second: &str, local: bool) -> Value {
    let t = format!("{id}:match_winner:{home},{id}:{second}");
    let mut args = vec![
        "parlays",
        "cs2",
        "--book",
        "thunderpick",
        "--allow-same-event",
        "--ticket",
        &t,
    ];
    if local {
        args.push("--local");
    }
    demo_json(d, &args)
}

/// Against the demo: a same-match ticket (the first match's winner and map 1, its home
/// team) carries `esx.fit` with q in (0, 1) and the documented gap keys, served and
/// `--local` alike, the match's and map 1's gaps the model at q less their fair prices.
#[test]
fn demo_same_match_tickets_carry_the_fit() {
    let d = tempfile::tempdir().unwrap();
    let (_, event, home, _) = demo_match(d.path());
    let map1 = format!("map_winner:{home}");
    let served = same_match(
        d.path(),
        event["kr_match_id"].as_str().unwrap(),
        &home,
        &map1,
        false,
    );
    let esx = &served["parlays"][0]["esx"];
    let q = esx["fit"]["q"].as_f64().unwrap();
    assert!(q > 0.0 && q < 1.0, "{esx}");
    assert_gap_keys(&esx["fit"]);
    assert_eq!(
        esx["series"][0]["fit"], esx["fit"],
        "the group carries its fit"
    );
    assert!((esx["series"][0]["map_probability"].as_f64().unwrap() - q).abs() < 1e-12);
    assert_eq!(esx["placeable"], true, "{esx}");

    let local = same_match(
        d.path(),
        event["event_id"].as_str().unwrap(),
        &home,
        &map1,
        true,
    );
    let parlay = &local["parlays"][0];
    let fit = &parlay["esx"]["fit"];
    assert_gap_keys(fit);
    assert_eq!(
        fit, &esx["fit"],
        "served and --local fit the same markets alike"
    );
    let q = fit["q"].as_f64().unwrap();
    assert_eq!(parlay["series"][0]["best_of"], 3);
    let p_match = parlay["legs"][0]["fair_probability"].as_f64().unwrap();
    let gap = fit["gaps"]["match_winner"].as_f64().unwrap();
    assert!((gap - (best_of_three(q) - p_match)).abs() < 1e-9, "{fit}");
    let gap1 = fit["gaps"]["map_winner:1"].as_f64().unwrap();
    let p_map1 = parlay["legs"][1]["fair_probability"].as_f64().unwrap();
    assert!((gap1 - (q - p_map1)).abs() < 1e-9, "{fit}");
    assert_eq!(parlay["esx"]["placeable"], true);
}

/// Against the demo: the match winner with the same match's map handicap is
/// `esx.placeable: false` (served and `--local`), each served leg's own `placeable`
/// staying as served; two matches' winners are placeable and have no fit.
#[test]
fn demo_match_and_handicap_of_one_match_is_not_placeable() {
    let d = tempfile::tempdir().unwrap();
    let (lines, event, home, handicap) = demo_match(d.path());
    let hcp = format!("map_handicap:{handicap}");
    let local_id = event["event_id"].as_str().unwrap();
    let served = same_match(
        d.path(),
        event["kr_match_id"].as_str().unwrap(),
        &home,
        &hcp,
        false,
    );
    let parlay = &served["parlays"][0];
    assert_eq!(parlay["esx"]["placeable"], false, "{parlay}");
    for leg in parlay["legs"].as_array().unwrap() {
        assert_eq!(
            leg["placeable"], true,
            "the service's own field stays as served"
        );
    }
    let local = same_match(d.path(), local_id, &home, &hcp, true);
    assert_eq!(local["parlays"][0]["esx"]["placeable"], false);
    let other = lines["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["event_id"] != event["event_id"])
        .unwrap();
    let t = format!(
        "{local_id}:match_winner:{home},{}:match_winner:{}",
        other["event_id"].as_str().unwrap(),
        other["home_team"].as_str().unwrap()
    );
    let two = demo_json(
        d.path(),
        &[
            "parlays",
            "cs2",
            "--book",
            "thunderpick",
            "--local",
            "--ticket",
            &t,
        ],
    );
    assert_eq!(two["parlays"][0]["esx"], json!({"placeable": true}));
}

/// A market of Alpha (home) v Bravo: `sb` (the book) with a margin, kalshi and
/// polymarket at `p` for Alpha, so its fair price on the `others` basis is `p`.
fn market(name: &str, map: Option<u32>, line: Option<f64>, names: [&str; 2], p: f64) -> Value {
    let source = |source: &str, kind: &str, prob: Option<f64>, decimal: Option<f64>| {
        json!({"source": source, "type": kind, "probability": prob, "decimal": decimal,
            "american": null, "volume": 50000, "open_interest": 9000, "liquidity": 20000})
    };
    let outcome = |name: &str, p: f64| {
        json!({"name": name, "consensus_probability": p, "best_price": null, "sources": [
            source("sb", "sportsbook", None, Some(0.95 / p)),
            source("kalshi", "prediction_market", Some(p), None),
            source("polymarket", "prediction_market", Some(p), None)]})
    };
    json!({"market": name, "map": map, "line": line, "consensus_confidence": 0.9,
        "sources_used": ["sb", "kalshi", "polymarket"], "best_edge": null,
        "quality": {"source_count": 3, "max_disagreement": 0.0, "unreliable": false,
            "low_confidence": false, "suspect_edge": false, "surfaced": true},
        "entity_match": "exact",
        "outcomes": [outcome(names[0], p), outcome(names[1], 1.0 - p)]})
}

/// Settled point 9's second known answer as a `/lines` board: a best of 5 (total_maps
/// 3.5) whose match says 0.55 and map 1 0.403.
fn best_of_five_board() -> String {
    let teams = ["Alpha", "Bravo"];
    json!({"source": "svc", "sport": "cs2", "market": null, "pm_weight": 1.0,
        "books": ["sb", "kalshi", "polymarket"], "total_events": 1, "total_top_edges": 0,
        "top_edges": [], "events": [{"event_id": "m1", "home_team": "Alpha",
        "away_team": "Bravo", "event_time": "2099-01-01T00:00:00Z",
        "matchup_key": "alpha__bravo", "best_edge": null, "markets": [
            market("match_winner", None, None, teams, 0.55),
            market("map_winner", Some(1), None, teams, 0.403),
            market("total_maps", None, Some(3.5), ["Over 3.5", "Under 3.5"], 0.5)]}]})
    .to_string()
}

/// The best of 5 whose markets disagree: q 0.4993, gaps −0.0513 / +0.0963, the ticket
/// flagged `inconsistent_markets` in JSON and in the table's FLAGS.
#[test]
fn a_ticket_whose_markets_disagree_is_flagged_inconsistent() {
    let board = best_of_five_board();
    let s = Server::start(vec![reply(200, &board)]);
    let d = tempfile::tempdir().unwrap();
    let args = [
        "parlays",
        "cs2",
        "--book",
        "sb",
        "--local",
        "--allow-same-event",
        "--ticket",
        "m1:match_winner:Alpha,m1:map_winner:Alpha",
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
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let esx = &v["parlays"][0]["esx"];
    let fit = &esx["fit"];
    let near = |x: &Value, want: f64| (x.as_f64().unwrap() - want).abs() < 5e-5;
    assert!(near(&fit["q"], 0.4993), "{fit}");
    assert!(near(&fit["gaps"]["match_winner"], -0.0513), "{fit}");
    assert!(near(&fit["gaps"]["map_winner:1"], 0.0963), "{fit}");
    assert_eq!(esx["flags"], json!(["inconsistent_markets"]));
    assert_eq!(v["parlays"][0]["series"][0]["best_of"], 5);
    let out = esx_at(d.path(), &s.base)
        .env("COLUMNS", "200")
        .args(args)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("FLAGS") && text.contains("inconsistent_markets"),
        "{text}"
    );
}
