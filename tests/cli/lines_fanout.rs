//! `esx lines all --json`: the fan-out's merged view carries the run's `top_edges`
//! (every sport's judged top edges, tagged with `sport`, ranked as `lines all --top`
//! ranks its table) beside `exposure` (DESIGN "Staking a professional would use").

use serde_json::Value;

use crate::common::{Server, esx, esx_at, json, stdout_json};

const LINES: &str = include_str!("../fixtures/lines_cs2.json");

/// `row` with `sport` first, as the merged list tags it.
fn tagged(sport: &str, row: &Value) -> Value {
    let mut out = serde_json::Map::new();
    out.insert("sport".into(), sport.into());
    out.extend(row.as_object().expect("a row").clone());
    Value::Object(out)
}

/// The ranking key computed here: the field, highest first; stable, so ties keep the
/// sports' order.
fn ranked(mut rows: Vec<Value>, key: &str) -> Vec<Value> {
    rows.sort_by(|a, b| {
        b[key]
            .as_f64()
            .unwrap()
            .total_cmp(&a[key].as_f64().unwrap())
    });
    rows
}

/// Every sport's envelope `top_edges` row, tagged, in the merged `sports` order, leaving
/// out the rows of events that started by the pinned clock (12:00).
fn envelope_rows(doc: &Value) -> Vec<Value> {
    let now: jiff::Timestamp = crate::common::sim::NOW.parse().unwrap();
    let mut rows = Vec::new();
    for (sport, env) in doc["sports"].as_object().expect("sports") {
        let started = |id: &Value| {
            env["events"].as_array().unwrap().iter().any(|e| {
                &e["event_id"] == id
                    && e["event_time"]
                        .as_str()
                        .unwrap()
                        .parse::<jiff::Timestamp>()
                        .unwrap()
                        <= now
            })
        };
        for row in env["top_edges"].as_array().expect("top_edges") {
            if !started(&row["event_id"]) {
                rows.push(tagged(sport, row));
            }
        }
    }
    rows
}

/// The run's merged `top_edges` without the `esx` object each row gains (its venue,
/// price and start: settled point 7), checked to name the row's venue; the rest is the
/// sport's envelope row.
fn merged(doc: &Value) -> Vec<Value> {
    doc["top_edges"]
        .as_array()
        .expect("top_edges")
        .iter()
        .map(|r| {
            assert_eq!(r["esx"]["venue"], r["source"], "{r}");
            assert!(r["esx"].get("start_time").is_some(), "{r}");
            let mut r = r.clone();
            r.as_object_mut().unwrap().remove("esx");
            r
        })
        .collect()
}

fn demo(args: &[&str]) -> Value {
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .args(["--demo", "-q", "lines", "all", "--json"])
        .args(args)
        .output()
        .unwrap();
    stdout_json(&out)
}

/// On the demo board at 12:00 the merged `top_edges` is exactly the union of the four
/// sports' envelope rows, each tagged with its sport, ranked by adjusted edge (by edge
/// under `--sort edge`); `--top --limit 3` keeps the first three of that ranking.
#[test]
fn the_runs_top_edges_are_every_sports_ranked_together() {
    let doc = demo(&["--bankroll", "1000"]);
    let keys: Vec<&str> = doc
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        ["source", "sports", "errors", "top_edges", "exposure"],
        "{doc}"
    );
    assert_eq!(doc["sports"].as_object().unwrap().len(), 4);
    let rows = envelope_rows(&doc);
    // Several sports contribute, so the ranking interleaves them.
    assert!(rows.len() >= 8, "{rows:?}");
    let want = ranked(rows.clone(), "adjusted_edge_pct");
    assert_eq!(merged(&doc), want);
    assert_ne!(
        want.iter().map(|r| &r["sport"]).collect::<Vec<_>>(),
        rows.iter().map(|r| &r["sport"]).collect::<Vec<_>>(),
        "the test board must need the ranking"
    );

    let by_edge = demo(&["--sort", "edge"]);
    assert_eq!(
        merged(&by_edge),
        ranked(envelope_rows(&by_edge), "edge_pct")
    );
    assert!(by_edge.get("exposure").is_none(), "no stakes, no exposure");

    let top = demo(&["--top", "--limit", "3"]);
    assert_eq!(merged(&top), want[..3]);
}

/// The `LINES` board as `sport`'s, with two top edges (its first, and a copy of it as
/// kr_ev_2's map_winner) at these adjusted edges (raw 0.5 above); its first event started
/// at 11:30 if `started`.
fn two_edge_board(sport: &str, started: bool, adjusted: [f64; 2]) -> String {
    let mut v: Value = serde_json::from_str(LINES).unwrap();
    v["sport"] = sport.into();
    if started {
        v["events"][0]["event_time"] = "2026-11-21T11:30:00.000Z".into();
    }
    let first = v["top_edges"][0].clone();
    let mut second = first.clone();
    second["event_id"] = "kr_ev_2".into();
    second["market"] = "map_winner".into();
    let rows: Vec<Value> = [first, second]
        .into_iter()
        .zip(adjusted)
        .map(|(mut r, a)| {
            r["adjusted_edge_pct"] = a.into();
            r["edge_pct"] = (a + 0.5).into();
            r
        })
        .collect();
    v["top_edges"] = rows.into();
    v.to_string()
}

/// Two sports on a local server. cs2's event kr_ev_1 started at 11:30 (the clock is
/// 12:00) and the service still lists its +8 % adjusted edge: the cs2 envelope shows the
/// served row, the run's `top_edges` leaves it out. Ranked by adjusted edge: dota2 2.1,
/// cs2 1.5, dota2 0.9. `--include-started` brings it back first, at 8.0.
#[test]
fn a_started_event_is_no_top_edge_of_the_run() {
    let (cs2, dota2) = (
        two_edge_board("cs2", true, [8.0, 1.5]),
        two_edge_board("dota2", false, [2.1, 0.9]),
    );
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
    let run = |more: &[&str]| {
        let out = esx_at(d.path(), &s.base)
            .args(["lines", "cs2,dota2", "--json"])
            .args(more)
            .output()
            .unwrap();
        stdout_json(&out)
    };
    let adjusted = |doc: &Value| -> Vec<(String, String, f64)> {
        doc["top_edges"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                (
                    r["sport"].as_str().unwrap().to_string(),
                    r["event_id"].as_str().unwrap().to_string(),
                    r["adjusted_edge_pct"].as_f64().unwrap(),
                )
            })
            .collect()
    };
    let row = |s: &str, e: &str, a: f64| (s.to_string(), e.to_string(), a);

    let doc = run(&[]);
    assert_eq!(doc["sports"]["cs2"]["top_edges"][0]["event_id"], "kr_ev_1");
    assert_eq!(
        adjusted(&doc),
        [
            row("dota2", "kr_ev_1", 2.1),
            row("cs2", "kr_ev_2", 1.5),
            row("dota2", "kr_ev_2", 0.9)
        ]
    );
    let sorted = ranked(envelope_rows(&doc), "adjusted_edge_pct");
    assert_eq!(merged(&doc), sorted);

    let doc = run(&["--include-started"]);
    assert_eq!(
        adjusted(&doc),
        [
            row("cs2", "kr_ev_1", 8.0),
            row("dota2", "kr_ev_1", 2.1),
            row("cs2", "kr_ev_2", 1.5),
            row("dota2", "kr_ev_2", 0.9)
        ]
    );
}
