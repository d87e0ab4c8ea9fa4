//! One close, one CLV (DESIGN.md settled point 14, issue 38 point 1): a Kalshi, a
//! Polymarket and a map-handicap bet, each CLV computed here by hand, and every reader
//! gives it: `bets list`, `bets report` (per source), `backtest --what bets` and MCP
//! `bets_report`.

use std::path::Path;

use serde_json::{Value, json};

use super::Session;
use crate::common::esx;
use crate::common::sim::NOW;
use crate::record::record_once;

/// The event starts 10:00 on the tests' day; the board is recorded at 08:00 and at 09:50
/// (the close: each venue's last quote before the start).
const START: &str = "2026-11-21T10:00:00Z";

/// A prediction market's quote: (venue, P(first outcome)), with the depth of a liquid one.
fn pm(venue: &str, p: f64) -> [String; 2] {
    let one = |p: f64| {
        format!(
            r#"{{"source":"{venue}","type":"prediction_market","probability":{p:.4},"decimal":null,"american":null,"volume":25000,"open_interest":9000,"liquidity":null}}"#
        )
    };
    [one(p), one(1.0 - p)]
}

fn book(d: f64) -> String {
    format!(
        r#"{{"source":"sharpbook","type":"sportsbook","probability":null,"decimal":{d},"american":null,"volume":null,"open_interest":null,"liquidity":null}}"#
    )
}

/// `/lines` with match_winner (sharpbook, kalshi, polymarket) and map_handicap −1.5 for
/// Alpha (sharpbook, polymarket).
fn lines(mw: (f64, f64), kalshi: f64, poly: f64, mh: (f64, f64), poly_mh: f64) -> String {
    let outcome = |name: &str, srcs: Vec<String>| {
        format!(
            r#"{{"name":"{name}","consensus_probability":0.5,"sources":[{}],"best_price":null}}"#,
            srcs.join(",")
        )
    };
    let [ka, kb] = pm("kalshi", kalshi);
    let [pa, pb] = pm("polymarket", poly);
    let [ha, hb] = pm("polymarket", poly_mh);
    let quality = r#"{"source_count":3,"max_disagreement":0.02,"unreliable":false,"low_confidence":false,"suspect_edge":false,"surfaced":false}"#;
    format!(
        r#"{{"source":"svc","sport":"cs2","market":null,"pm_weight":1.5,"books":["sharpbook","kalshi","polymarket"],"total_events":1,"total_top_edges":0,
"events":[{{"event_id":"ev1","home_team":"Alpha","away_team":"Bravo","event_time":"{START}","matchup_key":"alpha__bravo",
 "markets":[
  {{"market":"match_winner","map":null,"line":null,"consensus_confidence":0.9,"sources_used":["sharpbook","kalshi","polymarket"],
   "outcomes":[{},{}],"best_edge":null,"quality":{quality},"entity_match":"exact"}},
  {{"market":"map_handicap","map":null,"line":-1.5,"consensus_confidence":0.9,"sources_used":["sharpbook","polymarket"],
   "outcomes":[{},{}],"best_edge":null,"quality":{quality},"entity_match":"exact"}}],
 "best_edge":null}}],
"top_edges":[]}}"#,
        outcome("Alpha", vec![book(mw.0), ka, pa]),
        outcome("Bravo", vec![book(mw.1), kb, pb]),
        outcome("Alpha", vec![book(mh.0), ha]),
        outcome("Bravo", vec![book(mh.1), hb]),
    )
}

fn bets(db: &Path, args: &[&str]) -> Value {
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .arg("bets")
        .args(args)
        .args(["--db", db.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    serde_json::from_slice(&out.stdout).unwrap_or(Value::Null)
}

fn close(a: &Value, b: f64) -> bool {
    a.as_f64().is_some_and(|x| (x - b).abs() < 1e-9)
}

/// The three bets of [`every_reader_gives_each_bet_the_one_clv`], each settled won.
fn place_and_settle(db: &Path) {
    let at = [
        "--at",
        "2026-11-21T07:00:00Z",
        "--event",
        "ev1",
        "--outcome",
        "Alpha",
    ];
    let add = |extra: &[&str]| {
        let mut args = vec!["add"];
        args.extend_from_slice(&at);
        args.extend_from_slice(extra);
        bets(db, &args);
    };
    add(&[
        "--market",
        "match_winner",
        "--source",
        "kalshi",
        "--decimal",
        "1.60",
        "--contracts",
        "10",
    ]);
    add(&[
        "--market",
        "match_winner",
        "--source",
        "polymarket",
        "--decimal",
        "1.50",
        "--stake",
        "10",
    ]);
    add(&[
        "--market",
        "map_handicap",
        "--line",
        "-1.5",
        "--source",
        "sharpbook",
        "--decimal",
        "2.60",
        "--stake",
        "10",
    ]);
    for id in ["1", "2", "3"] {
        bets(db, &["settle", id, "won"]);
    }
}

/// The closes by hand, from the 09:50 board. Each venue de-vigged (the book
/// multiplicatively; a market's two probabilities already sum to 1), weighted as the
/// spec weights them: a sportsbook 1, a prediction market `pm_weight` 1.5.
/// - match_winner, Alpha: sharpbook 1.60 / 2.35 → (1/1.60)/(1/1.60 + 1/2.35) = 0.594937;
///   kalshi 0.62, polymarket 0.61 → (0.594937 + 1.5·0.62 + 1.5·0.61)/4.
/// - map_handicap −1.5, Alpha: sharpbook 2.50 / 1.55 → 0.4/(0.4 + 1/1.55) = 0.382716;
///   polymarket 0.38 (it counts on map_handicap) → (0.382716 + 1.5·0.38)/2.5.
///
/// The bets (placed 07:00): Kalshi 10 contracts of Alpha typed at 1.60 (62.5¢ → 63¢):
/// cost 6.30 + fee ⌈0.07·10·0.63·0.37 = 0.16317⌉ = 0.17 → net decimal 10/6.47;
/// Polymarket Alpha at 1.50 (no fee); sharpbook Alpha −1.5 at 2.60. CLV = 100·(net ×
/// p_close − 1).
#[test]
fn every_reader_gives_each_bet_the_one_clv() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    for (at, body) in [
        (
            "2026-11-21T08:00:00Z",
            lines((1.70, 2.15), 0.58, 0.57, (2.70, 1.48), 0.35),
        ),
        (
            "2026-11-21T09:50:00Z",
            lines((1.60, 2.35), 0.62, 0.61, (2.50, 1.55), 0.38),
        ),
    ] {
        let (code, _, err) = record_once(&db, &body, &["--at", at]);
        assert_eq!(code, 0, "{err}");
    }
    let book_mw = (1.0 / 1.60) / (1.0 / 1.60 + 1.0 / 2.35);
    let p_mw = (book_mw + 1.5 * 0.62 + 1.5 * 0.61) / 4.0;
    let book_mh = (1.0 / 2.50) / (1.0 / 2.50 + 1.0 / 1.55);
    let p_mh = (book_mh + 1.5 * 0.38) / 2.5;
    let want = [
        ("kalshi", 100.0 * (10.0 / 6.47 * p_mw - 1.0)),
        ("polymarket", 100.0 * (1.50 * p_mw - 1.0)),
        ("sharpbook", 100.0 * (2.60 * p_mh - 1.0)),
    ];
    place_and_settle(&db);
    // bets list: each bet's own.
    let list = bets(&db, &["list", "--json"]);
    for (row, (venue, clv)) in list["bets"].as_array().unwrap().iter().zip(want) {
        assert_eq!(row["source"], venue, "{list}");
        assert!(close(&row["clv_pct"], clv), "{venue}: {row} vs {clv}");
    }
    let mean = want.iter().map(|w| w.1).sum::<f64>() / 3.0;
    // bets report: the mean and each source's (one bet each).
    let check_report = |r: &Value, who: &str| {
        assert!(close(&r["overall"]["mean_clv_pct"], mean), "{who}: {r}");
        for (venue, clv) in want {
            let s = r["by_source"]
                .as_array()
                .and_then(|a| a.iter().find(|s| s["source"] == venue))
                .unwrap_or_else(|| panic!("{who}: no {venue} in {r}"));
            assert!(
                close(&s["mean_clv_pct"], clv),
                "{who} {venue}: {s} vs {clv}"
            );
        }
    };
    check_report(&bets(&db, &["report", "--json"]), "bets report");
    // backtest --what bets: the same mean over the same settled bets.
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .args(["backtest", "--what", "bets", "--json", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    let b: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(close(&b["mean_clv_pct"], mean), "backtest: {b}");
    // MCP bets_report, in a session of its own at the tests' clock.
    let cfg = tempfile::tempdir().unwrap();
    let s = Session::start(cfg.path(), &[], &[]);
    let r = s.ok("bets_report", &json!({"db": db.to_str().unwrap()}));
    // With `by`: one group per venue, each its one bet's CLV and no SE (one bet).
    let by_venue = s.ok(
        "bets_report",
        &json!({"db": db.to_str().unwrap(), "by": "venue"}),
    );
    s.close();
    check_report(&r, "MCP bets_report");
    let groups = by_venue["groups"].as_array().unwrap();
    assert_eq!(groups.len(), 3, "{by_venue}");
    for (group, (venue, clv)) in groups.iter().zip(want) {
        assert_eq!(group["group"], venue, "{by_venue}");
        assert_eq!(group["n"], 1, "{by_venue}");
        assert!(close(&group["mean_clv_pct"], clv), "{venue}: {group}");
        assert!(group["mean_clv_se"].is_null(), "{group}");
    }
    assert!(NOW > START, "the close is final at the tests' clock");
}
