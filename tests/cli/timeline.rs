//! The simulator's fixed timeline end to end: predictions recorded against the simulator
//! at T are graded at T + 2 days with the outcomes its season drew, a finished series
//! keeps its line history with each book's close at or before its start, and `/results`
//! serves a series only once it has finished.

use esx_sim::World;
use esx_store::{PredictionQuery, Store};
use serde_json::Value;

use crate::common::esx;
use crate::common::sim::{NOW, ok, sim_with};

const LATER: &str = "2026-11-23T12:00:00Z";

fn at(t: &str) -> esx_sim::SimHandle {
    sim_with(|o| o.now = t.parse().ok())
}

#[test]
fn picks_recorded_at_t_are_graded_two_days_later_with_the_seasons_draws() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let early = at(NOW);
    let out = esx(dir.path())
        .env("ESX_BASE_URL", early.base_url())
        .env("ESX_API_KEY", "demo-builder")
        .args([
            "record",
            "cs2",
            "--what",
            "picks,edges,lines",
            "--json",
            "--db",
        ])
        .arg(&db)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    drop(early);
    // Two days on: the series that started in between have finished.
    let later = at(LATER);
    let out = esx(dir.path())
        .env("ESX_BASE_URL", later.base_url())
        .env("ESX_API_KEY", "demo-builder")
        .env("ESX_NOW", LATER)
        .args(["grade", "cs2", "--json", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The simulator's own draws for the same clock: the truth to compare with.
    let t2: jiff::Timestamp = LATER.parse().unwrap();
    let world = World::new(42, t2.as_second(), 1);
    let (series, props) = esx_sim::outcomes(&world, "cs2");
    let mut s = Store::open(&db).unwrap();
    let rows = s.pick_rows(&PredictionQuery::default()).unwrap();
    assert!(!rows.is_empty());
    let (mut graded, mut pending) = (0, 0);
    for r in &rows {
        let id = r.pick.prop_id.as_deref().unwrap();
        let drawn = props.iter().find(|p| p.prop_id == id);
        match (&r.result, drawn) {
            (Some(res), Some(p)) => {
                graded += 1;
                assert_eq!(res.actual_value, Some(f64::from(p.actual)), "{id}");
            }
            (None, None) => {
                // Not finished by T + 2 days: its series starts late in the slate.
                pending += 1;
                let start = r.pick.starts_at.as_deref().unwrap();
                assert!(start > "2026-11-23T06:00:00", "{id} starts {start}");
            }
            (res, drawn) => panic!("{id}: stored {res:?}, drawn {drawn:?}"),
        }
    }
    assert!(
        graded > 100 && pending > 0,
        "{graded} graded, {pending} pending"
    );
    // The match results stored are the series as the simulator played them.
    let edges = s.edge_rows(&PredictionQuery::default()).unwrap();
    let joined: Vec<_> = edges.iter().filter_map(|e| e.result.as_ref()).collect();
    assert!(!joined.is_empty());
    for m in joined {
        let sr = series.iter().find(|x| x.match_id == m.match_id).unwrap();
        assert_eq!(
            (m.score1, m.score2),
            (i64::from(sr.score.0), i64::from(sr.score.1))
        );
    }
}

#[test]
fn a_series_is_served_as_finished_only_after_it_ends_and_keeps_its_close() {
    let early = at(NOW);
    let up = ok(&early, "/v6/esports/cs2/matches?status=upcoming&limit=1");
    let m = &up["matches"][0];
    let id = m["kr_match_id"].as_str().unwrap().to_string();
    let start = m["event_time"].as_str().unwrap().to_string();
    let res = ok(&early, "/v6/esports/cs2/results?limit=500");
    let none = |v: &Value| {
        v["results"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["kr_match_id"] != id.as_str())
    };
    assert!(none(&res));
    let before = ok(
        &early,
        &format!("/v6/esports/cs2/matches/{id}/lines/history"),
    );
    drop(early);
    // Five hours on, the first series of the slate (a best of 3 an hour in) has ended
    // and is the newest finished one.
    let later = at("2026-11-21T17:00:00Z");
    let done = ok(&later, &format!("/v6/esports/cs2/matches/id/{id}"));
    assert_eq!(done["status"], "finished", "{done}");
    assert_eq!(done["event_time"], start.as_str());
    let res = ok(&later, "/v6/esports/cs2/results?limit=500");
    assert!(!none(&res));
    assert_eq!(res["results"][0]["kr_match_id"], id.as_str());
    // The line history of the finished series: each book's open and a close stamped at
    // or before the start, final.
    let h = ok(
        &later,
        &format!("/v6/esports/cs2/matches/{id}/lines/history"),
    );
    assert_eq!(h["available"], true, "{h}");
    assert_eq!(h["closed"], true);
    let start_t: jiff::Timestamp = start.parse().unwrap();
    let markets = h["markets"].as_array().unwrap();
    assert_eq!(markets.len(), before["markets"].as_array().unwrap().len());
    for mk in markets {
        for b in mk["books"].as_array().unwrap() {
            assert!(b["open"].is_object());
            let close: jiff::Timestamp =
                b["close"]["observed_at"].as_str().unwrap().parse().unwrap();
            assert!(close <= start_t, "{b}");
            assert!(start_t.as_second() - close.as_second() < 3_600);
        }
    }
}
