//! `backtest`'s statistics on hand-made stores with answers computed by hand: picks of
//! one outcome across apps and sides count once, standard errors clustered by event,
//! edges on the side esx would bet only (positive edge, no failed gate), void markets.

use std::path::Path;

use esx_store::{
    EdgePrediction, EventInfo, LinesSnapshot, MatchResult, PickPrediction, PropResult, Snapshot,
    Store,
};
use serde_json::Value;

use crate::common::{esx, stdout_json};

const START: &str = "2026-11-01T18:00:00.000Z";

fn close(a: &Value, b: f64) -> bool {
    a.as_f64().is_some_and(|x| (x - b).abs() < 1e-9)
}

fn backtest(dir: &Path, db: &Path, what: &str) -> Value {
    let out = esx(dir)
        .args(["backtest", "--what", what, "--json", "--db"])
        .arg(db)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    stdout_json(&out)
}

fn pick(event: &str, player: &str, app: &str, side: &str, p_win: f64) -> PickPrediction {
    PickPrediction {
        event_id: event.into(),
        player: player.into(),
        stat_type: "CS2_KILLS".into(),
        app: app.into(),
        line: 40.5,
        side: side.into(),
        starts_at: Some(START.into()),
        prop_id: Some(format!("{player}-{app}-{side}")),
        model: "negbin".into(),
        p_win,
        p_push: None,
        // Every pick at 1.7.
        breakeven: 1.0 / 1.7,
        legs: 2,
        book: Some("book".into()),
        book_line: Some(40.5),
        book_over_american: Some(-110),
        book_under_american: Some(-110),
        p_over_book: Some(0.5),
        k: Some(30.0),
    }
}

/// Event 1: player a at 40.5 — over at prizepicks 0.6 and underdog 0.7, under at underdog
/// 0.45; he made 41 (the over). Event 2: player b, over at prizepicks 0.4; he made 20.
///
/// By hand: four stakes at 1.7 (+0.7, +0.7, −1 | −1): profit −0.6, ROI −15 %; per-stake
/// profits ×100 are 70, 70, −100 | −100, residuals from −15 sum to +85 and −85 by event:
/// SE² = 2/1 · (85² + 85²)/4² → SE 42.5. Two distinct outcomes: a's P(over) is the mean
/// (0.6 + 0.7 + 0.55)/3 = 0.61667 (the over happened: won from the favoured over); b's
/// is 0.4, favoured under at 0.6 (the under happened: won). Hit rate 1, Brier
/// ((1 − 0.61667)² + 0.4²)/2.
#[test]
fn picks_of_one_outcome_count_once_and_errors_cluster_by_event() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("p.sqlite");
    let mut s = Store::open(&db).unwrap();
    let picks = [
        pick("ev-1", "a", "prizepicks", "over", 0.6),
        pick("ev-1", "a", "underdog", "over", 0.7),
        pick("ev-1", "a", "underdog", "under", 0.45),
        pick("ev-2", "b", "prizepicks", "over", 0.4),
    ];
    s.record_predictions("cs2", "2026-11-01T09:00:00.000Z", Some(&picks), None)
        .unwrap();
    let results: Vec<PropResult> = picks
        .iter()
        .map(|p| PropResult {
            prop_id: p.prop_id.clone().unwrap(),
            player: p.player.clone(),
            stat_type: p.stat_type.clone(),
            line: Some(40.5),
            direction: Some(p.side.clone()),
            grade: "hit".into(),
            actual_value: Some(if p.player == "a" { 41.0 } else { 20.0 }),
            graded_at: Some("2026-11-02T00:00:00.000Z".into()),
        })
        .collect();
    s.store_results("cs2", "2026-11-02T00:00:00.000Z", &results, &[])
        .unwrap();
    drop(s);
    let v = backtest(dir.path(), &db, "picks");
    assert_eq!(
        (&v["n_picks"], &v["n_distinct"], &v["n_events"]),
        (&Value::from(4), &Value::from(2), &Value::from(2)),
        "{v}"
    );
    assert!(close(&v["roi_pct"], -15.0), "{v}");
    assert!(close(&v["roi_pct_se"], 42.5), "{v}");
    assert!(close(&v["roi_pct_ci95"][0], -15.0 - 1.96 * 42.5), "{v}");
    assert!(close(&v["hit_rate"], 1.0), "{v}");
    let pa = (0.6 + 0.7 + 0.55) / 3.0;
    assert!(close(&v["mean_predicted"], f64::midpoint(pa, 0.6)), "{v}");
    let (ba, bb) = ((1.0 - pa) * (1.0 - pa), 0.16);
    let brier = f64::midpoint(ba, bb);
    assert!(close(&v["brier"], brier), "{v}");
    // Two events, one outcome each: SE² = 2 · ((ba − b̄)² + (bb − b̄)²) / 4.
    let se = (2.0 * ((ba - brier).powi(2) + (bb - brier).powi(2)) / 4.0).sqrt();
    assert!(close(&v["brier_se"], se), "{v}");
    assert_eq!(v["small_sample"], true);
}

fn edge(
    market: &str,
    map: Option<i64>,
    line: Option<f64>,
    outcome: &str,
    fair: f64,
    net: f64,
) -> EdgePrediction {
    EdgePrediction {
        event_id: "ev1".into(),
        market: market.into(),
        map,
        line,
        outcome: outcome.into(),
        starts_at: Some(START.into()),
        fair_probability: fair,
        source: Some("book".into()),
        decimal: Some(net),
        net_decimal: Some(net),
        edge_pct: Some(100.0 * (fair * net - 1.0)),
        gates_failed: Some(Vec::new()),
    }
}

/// One best-of-3 that Alpha won 2–0. Recorded edges:
/// - match Alpha 0.6 at 1.8 (+8 %): bet, won (+0.8);
/// - match Bravo 0.4 at 2.2 (−12 %): not esx's side;
/// - map 3 Alpha 0.55 at 2.0 (+10 %): bet, but map 3 was never played: void;
/// - map 1 Bravo 0.5 at 2.1 (+5 %) that failed the `max_edge` gate: not bet;
/// - over 2.5 maps 0.5 at 2.1 (+5 %), recorded before the store kept gates: bet, lost (−1).
///
/// So two graded (hit rate ½, profit −0.2, ROI −10 %), one void, one event (no SE).
#[test]
fn edges_bet_only_esx_s_side_and_unplayed_maps_are_void() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("e.sqlite");
    let mut s = Store::open(&db).unwrap();
    let lines = LinesSnapshot {
        events: vec![EventInfo {
            event_id: "ev1".into(),
            home_team: "Alpha".into(),
            away_team: "Bravo".into(),
            event_time: START.into(),
            starts_at: Some(START.into()),
        }],
        quotes: Vec::new(),
    };
    let at = "2026-11-01T10:00:00.000Z";
    s.record(
        "cs2",
        at,
        &Snapshot {
            lines: Some(&lines),
            ..Snapshot::default()
        },
    )
    .unwrap();
    let mut gated = edge("map_winner", Some(1), None, "Bravo", 0.5, 2.1);
    gated.gates_failed = Some(vec!["max_edge".into()]);
    let mut old = edge("total_maps", None, Some(2.5), "Over", 0.5, 2.1);
    old.gates_failed = None;
    let edges = [
        edge("match_winner", None, None, "Alpha", 0.6, 1.8),
        edge("match_winner", None, None, "Bravo", 0.4, 2.2),
        edge("map_winner", Some(3), None, "Alpha", 0.55, 2.0),
        gated,
        old,
    ];
    s.record_predictions("cs2", at, None, Some(&edges)).unwrap();
    let series = MatchResult {
        match_id: "m1".into(),
        team1: "Alpha".into(),
        team2: "Bravo".into(),
        score1: 2,
        score2: 0,
        winner_id: Some("t1".into()),
        starts_at: Some("2026-11-01T18:05:00.000Z".into()),
        maps: vec![(1, "Alpha".into()), (2, "Alpha".into())],
    };
    s.store_results("cs2", "2026-11-02T00:00:00.000Z", &[], &[series])
        .unwrap();
    drop(s);
    let v = backtest(dir.path(), &db, "edges");
    assert_eq!(
        (&v["count"], &v["voids"]),
        (&Value::from(2), &Value::from(1)),
        "{v}"
    );
    assert!(close(&v["hit_rate"], 0.5), "{v}");
    assert!(close(&v["profit"], -0.2), "{v}");
    assert!(close(&v["roi_pct"], -10.0), "{v}");
    assert_eq!(v["n_events"], 1);
    assert!(v["brier_se"].is_null() && v["brier_ci95"].is_null(), "{v}");
}

/// A bankroll that is no number of units is exit 2 with one line naming it: on the
/// command line, in `config set`, and hand-edited into the config file.
#[test]
fn a_bankroll_that_is_no_bankroll_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("b.sqlite");
    Store::open(&db).unwrap();
    let run = |args: &[&str]| {
        let out = esx(dir.path()).args(args).output().unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
            out.stdout,
        )
    };
    for bad in ["0", "-5", "abc"] {
        let (code, err, out) = run(&["backtest", "--bankroll", bad, "--db", db.to_str().unwrap()]);
        assert_eq!(code, Some(2), "{bad}: {err}");
        assert!(
            err.contains("--bankroll") && err.contains("units above 0"),
            "{err}"
        );
        assert!(out.is_empty());
    }
    let (code, err, _) = run(&["config", "set", "backtest.bankroll", "none"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("backtest.bankroll"), "{err}");
    assert_eq!(
        run(&["config", "set", "backtest.bankroll", "250"]).0,
        Some(0)
    );
    let v = backtest(dir.path(), &db, "picks");
    assert!(close(&v["bankroll"], 250.0), "{v}");
    std::fs::write(
        dir.path().join("config.toml"),
        "[profiles.default]\n\"backtest.bankroll\" = \"lots\"\n",
    )
    .unwrap();
    let (code, err, _) = run(&["backtest", "--db", db.to_str().unwrap()]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("config backtest.bankroll"), "{err}");
}
