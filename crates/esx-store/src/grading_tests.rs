//! Predictions and outcomes on both backends: changes only, the last prediction before
//! the start, results stored once, the joins (propId, name, ambiguous, teams), automatic
//! settlement that never touches a bet settled by hand, a copy, and the same answers on
//! SQLite and PostgreSQL.

use std::fmt::Write as _;

use crate::test_server::server;
use crate::*;

const START: &str = "2026-11-21T18:00:00.000Z";

fn pick(player: &str, line: f64, p_win: f64, prop_id: Option<&str>) -> PickPrediction {
    PickPrediction {
        event_id: "ev1".into(),
        player: player.into(),
        stat_type: "CS2_KILLS".into(),
        app: "prizepicks".into(),
        line,
        side: "over".into(),
        starts_at: Some(START.into()),
        prop_id: prop_id.map(str::to_string),
        model: "poisson".into(),
        p_win,
        p_push: None,
        breakeven: 3f64.powf(-0.5),
        legs: 2,
        book: Some("book".into()),
        book_line: Some(line),
        book_over_american: Some(-110),
        book_under_american: Some(-110),
        p_over_book: Some(p_win),
        k: None,
    }
}

fn edge(outcome: &str, fair: f64) -> EdgePrediction {
    EdgePrediction {
        event_id: "ev1".into(),
        market: "match_winner".into(),
        map: None,
        line: None,
        outcome: outcome.into(),
        starts_at: Some(START.into()),
        fair_probability: fair,
        source: Some("book".into()),
        decimal: Some(1.0 / fair * 1.02),
        net_decimal: Some(1.0 / fair * 1.02),
        edge_pct: Some(2.0),
        gates_failed: Some(Vec::new()),
    }
}

fn result(id: &str, player: &str, actual: f64, graded_at: &str) -> PropResult {
    PropResult {
        prop_id: id.into(),
        player: player.into(),
        stat_type: "CS2_KILLS".into(),
        line: Some(40.5),
        direction: Some("over".into()),
        grade: if actual > 40.5 { "hit" } else { "miss" }.into(),
        actual_value: Some(actual),
        graded_at: Some(graded_at.into()),
    }
}

/// The whole scenario on one store; returns what a reader sees, as text.
fn scenario(s: &mut Store) -> String {
    let mut seen = String::new();
    record_board_and_predictions(s);
    store_results_once(s);
    for r in s.pick_rows(&PredictionQuery::default()).unwrap() {
        let _ = writeln!(
            seen,
            "pick {} p_win {} at {} result {:?} reason {:?}",
            r.pick.player,
            r.pick.p_win,
            r.observed_at,
            r.result
                .as_ref()
                .map(|x| (x.prop_id.clone(), x.actual_value)),
            r.reason
        );
    }
    for r in s.edge_rows(&PredictionQuery::default()).unwrap() {
        let _ = writeln!(
            seen,
            "edge {} {} match {:?}",
            r.edge.outcome,
            r.edge.fair_probability,
            r.result
                .as_ref()
                .map(|m| (m.match_id.clone(), m.score1, m.score2, m.maps.len()))
        );
    }
    bets_seen(s, &mut seen);
    seen
}

/// The event (so edges and bets can join their match by its teams) and three picks and
/// two edges, recorded as they move: unchanged is not stored again, a move after the
/// start is kept but never scored.
fn record_board_and_predictions(s: &mut Store) {
    let lines = LinesSnapshot {
        events: vec![EventInfo {
            event_id: "ev1".into(),
            home_team: "Alpha Wolves".into(),
            away_team: "Bravo".into(),
            event_time: START.into(),
            starts_at: Some(START.into()),
        }],
        quotes: Vec::new(),
    };
    s.record(
        "cs2",
        "2026-11-21T10:00:00.000Z",
        &Snapshot {
            lines: Some(&lines),
            ..Snapshot::default()
        },
    )
    .unwrap();
    let picks1 = [
        pick("Ace", 40.5, 0.55, Some("p1")),
        pick("Bolt", 40.5, 0.45, None),
        pick("Cass", 40.5, 0.5, None),
    ];
    let edges1 = [edge("Alpha Wolves", 0.6), edge("Bravo", 0.4)];
    let st = s
        .record_predictions(
            "cs2",
            "2026-11-21T10:00:00.000Z",
            Some(&picks1),
            Some(&edges1),
        )
        .unwrap();
    assert_eq!(
        st.iter()
            .map(|x| (x.what, x.seen, x.stored))
            .collect::<Vec<_>>(),
        [("picks", 3, 3), ("edges", 2, 2)]
    );
    // Nothing changed: nothing stored.
    let st = s
        .record_predictions(
            "cs2",
            "2026-11-21T11:00:00.000Z",
            Some(&picks1),
            Some(&edges1),
        )
        .unwrap();
    assert_eq!(st.iter().map(|x| x.stored).sum::<usize>(), 0);
    // Ace moves before the start (kept), then after it (never scored).
    let mut moved = picks1.clone();
    moved[0].p_win = 0.6;
    let st = s
        .record_predictions("cs2", "2026-11-21T17:00:00.000Z", Some(&moved), None)
        .unwrap();
    assert_eq!(st[0].stored, 1);
    moved[0].p_win = 0.9;
    s.record_predictions("cs2", "2026-11-21T19:00:00.000Z", Some(&moved), None)
        .unwrap();
}

/// Results stored once: Ace's by prop id, Bolt's twice by name, Cass's two at one time
/// (ambiguous), and the series; a second grade adds and changes nothing.
fn store_results_once(s: &mut Store) {
    // Results: Ace by prop id; Bolt by name (the nearest graded_at after the start);
    // Cass has two rows at one time with different values: ambiguous.
    let props = [
        result("p1", "Ace", 44.0, "2026-11-21T21:00:00.000Z"),
        result("r2", "bolt", 38.0, "2026-11-21T21:00:00.000Z"),
        result("r3", "BOLT", 50.0, "2026-11-22T21:00:00.000Z"),
        result("r4", "Cass", 41.0, "2026-11-21T21:00:00.000Z"),
        result("r5", "Cass", 39.0, "2026-11-21T21:00:00.000Z"),
    ];
    let series = MatchResult {
        match_id: "m1".into(),
        team1: "Alpha Wolves".into(),
        team2: "Bravo".into(),
        score1: 2,
        score2: 1,
        winner_id: Some("t1".into()),
        starts_at: Some("2026-11-21T18:05:00.000Z".into()),
        maps: vec![
            (1, "Alpha Wolves".into()),
            (2, "Bravo".into()),
            (3, "Alpha Wolves".into()),
        ],
    };
    let added = s
        .store_results(
            "cs2",
            "2026-11-22T00:00:00.000Z",
            &props,
            std::slice::from_ref(&series),
        )
        .unwrap();
    assert_eq!((added.props, added.matches, added.maps), (5, 1, 3));
    // Stored once: a second grade adds nothing and changes nothing.
    let mut regraded = props.clone();
    regraded[0].actual_value = Some(1.0);
    let again = s
        .store_results("cs2", "2026-11-23T00:00:00.000Z", &regraded, &[series])
        .unwrap();
    assert_eq!(again, ResultsAdded::default());
}

/// Bets: one open, one settled by hand (lost, although Alpha won: the hand stands), as
/// a reader sees them after grading.
fn bets_seen(s: &mut Store, seen: &mut String) {
    // Bets: one open, one settled by hand (lost, although Alpha won: the hand stands).
    // Two stakes: a copy matches bets by all their columns.
    let bet = |outcome: &str, stake: f64| NewBet {
        placed_at: "2026-11-21T12:00:00.000Z".into(),
        event_id: "ev1".into(),
        market: "match_winner".into(),
        map: None,
        line: None,
        outcome: outcome.into(),
        source: "book".into(),
        decimal: 1.8,
        stake,
        ..NewBet::default()
    };
    let open = s.add_bet(&bet("Alpha Wolves", 10.0)).unwrap();
    let hand = s.add_bet(&bet("Alpha Wolves", 20.0)).unwrap();
    s.settle(hand, BetResult::Lost, "2026-11-21T20:00:00.000Z")
        .unwrap();
    let open_bets = s.open_bets().unwrap();
    assert_eq!(open_bets.len(), 1);
    assert_eq!(open_bets[0].bet_id, open);
    assert_eq!(open_bets[0].result.as_ref().unwrap().match_id, "m1");
    assert!(
        s.settle_graded(open, BetResult::Won, "2026-11-22T00:00:00.000Z")
            .unwrap()
    );
    assert!(
        !s.settle_graded(hand, BetResult::Won, "2026-11-22T00:00:00.000Z")
            .unwrap()
    );
    assert!(
        !s.settle_graded(open, BetResult::Lost, "2026-11-22T01:00:00.000Z")
            .unwrap()
    );
    for b in s.bets().unwrap() {
        let _ = writeln!(seen, "bet {} {:?} {:?}", b.bet_id, b.result, b.settled_at);
    }
}

fn expected_joins(seen: &str) {
    // Ace: the last before the start (0.6, at 17:00), joined by prop id.
    assert!(
        seen.contains(
            "pick Ace p_win 0.6 at 2026-11-21T17:00:00.000Z result Some((\"p1\", Some(44.0))) reason None"
        ),
        "{seen}"
    );
    // Bolt: by name, the nearest graded_at (38, not the next day's 50).
    assert!(
        seen.contains(
            "pick Bolt p_win 0.45 at 2026-11-21T10:00:00.000Z result Some((\"r2\", Some(38.0)))"
        ),
        "{seen}"
    );
    assert!(
        seen.contains(
            "pick Cass p_win 0.5 at 2026-11-21T10:00:00.000Z result None reason Some(\"ambiguous\")"
        ),
        "{seen}"
    );
    assert!(
        seen.contains("edge Alpha Wolves 0.6 match Some((\"m1\", 2, 1, 3))"),
        "{seen}"
    );
    assert!(
        seen.contains("bet 1 Some(Won) Some(\"2026-11-22T00:00:00.000Z\")"),
        "{seen}"
    );
    assert!(
        seen.contains("bet 2 Some(Lost) Some(\"2026-11-21T20:00:00.000Z\")"),
        "{seen}"
    );
}

#[test]
fn predictions_results_and_settlement_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Store::open(&dir.path().join("h.sqlite")).unwrap();
    expected_joins(&scenario(&mut s));
}

#[test]
fn grade_and_backtest_rows_are_the_same_on_both_backends_and_copy_over() {
    let dir = tempfile::tempdir().unwrap();
    let mut lite = Store::open(&dir.path().join("h.sqlite")).unwrap();
    let lite_seen = scenario(&mut lite);
    let url = server().database();
    let mut pg = Store::open_at(&Location::parse(&url).unwrap()).unwrap();
    let pg_seen = scenario(&mut pg);
    assert_eq!(lite_seen, pg_seen);
    expected_joins(&pg_seen);
    // A copy carries predictions, results and who settled each bet; a second adds nothing.
    let mut copy = Store::open(&dir.path().join("copy.sqlite")).unwrap();
    pg.copy_into(&mut copy).unwrap();
    let again = pg.copy_into(&mut copy).unwrap();
    assert!(again.tables.iter().all(|t| t.added == 0), "{again:?}");
    let q = PredictionQuery::default();
    assert_eq!(copy.pick_rows(&q).unwrap(), pg.pick_rows(&q).unwrap());
    assert_eq!(copy.edge_rows(&q).unwrap(), pg.edge_rows(&q).unwrap());
    assert_eq!(copy.bets().unwrap(), pg.bets().unwrap());
    // The hand settlement stays a hand settlement in the copy.
    assert!(copy.open_bets().unwrap().is_empty());
    assert_eq!(copy.table_counts().unwrap(), lite.table_counts().unwrap());
}

/// Step `n` of a prediction board: 40 picks and 12 edges, new keys at every step (a new
/// line) and a third of the old ones moving, so concurrent recorders race to create keys.
fn prediction_board(n: u32) -> (Vec<PickPrediction>, Vec<EdgePrediction>) {
    let mut picks = Vec::new();
    for step in 0..=n {
        for i in 0..10u32 {
            let moved = if i % 3 == 0 { f64::from(n) * 0.01 } else { 0.0 };
            let mut p = pick(
                &format!("player{i}"),
                30.5 + f64::from(step),
                0.4 + f64::from(i) * 0.01 + moved,
                None,
            );
            p.side = if step % 2 == 0 { "over" } else { "under" }.into();
            picks.push(p);
        }
    }
    let mut edges = Vec::new();
    for step in 0..=n {
        for (outcome, sign) in [("Alpha Wolves", 0.5), ("Bravo", -0.5)] {
            let mut e = edge(outcome, 0.5 + f64::from(n) * 0.01 * sign);
            e.market = "map_handicap".into();
            e.map = if step % 2 == 0 { None } else { Some(1) };
            e.line = Some(f64::from(step) - 1.5);
            edges.push(e);
        }
    }
    (picks, edges)
}

#[test]
fn concurrent_recorders_create_each_prediction_key_once() {
    // Issue 22.3: two PostgreSQL recorders that meet the same new pick or edge key in
    // one instant used to collide on its unique key; the loser must take the winner's
    // key (upsert), retry when the server says so, and store each change once.
    let url = server().database();
    let at = Location::parse(&url).unwrap();
    drop(Store::open_at(&at).unwrap());
    let stamp = |n: u32| format!("2026-11-21T1{n}:00:00.000Z");
    let barrier = std::sync::Arc::new(std::sync::Barrier::new(4));
    let handles: Vec<_> = (0..4)
        .map(|_| {
            let (at, barrier) = (at.clone(), barrier.clone());
            std::thread::spawn(move || {
                let mut s = Store::open_at(&at).unwrap();
                for n in 0..5 {
                    let (picks, edges) = prediction_board(n);
                    barrier.wait();
                    s.record_predictions("cs2", &stamp(n), Some(&picks), Some(&edges))
                        .unwrap();
                }
            })
        })
        .collect();
    for h in handles {
        h.join().expect("every recorder succeeds");
    }
    let shared = Store::open_at(&at).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut alone = Store::open(&dir.path().join("alone.sqlite")).unwrap();
    for n in 0..5 {
        let (picks, edges) = prediction_board(n);
        alone
            .record_predictions("cs2", &stamp(n), Some(&picks), Some(&edges))
            .unwrap();
    }
    let rows = |s: &Store| {
        s.table_counts()
            .unwrap()
            .into_iter()
            .filter(|t| ["pick_keys", "picks", "edge_keys", "edges"].contains(&t.table.as_str()))
            .map(|t| (t.table, t.rows))
            .collect::<Vec<_>>()
    };
    // By hand: 10 new pick keys per step (50) and 2 new edge keys per step (10); points:
    // each step stores its new keys plus the moved ones (picks 0, 3, 6, 9; both edges).
    let picks_stored: i64 = (0..5).map(|n| 10 + if n > 0 { 4 * n } else { 0 }).sum();
    let edges_stored: i64 = (0..5).map(|n| 2 + if n > 0 { 2 * n } else { 0 }).sum();
    let expected = vec![
        ("pick_keys".to_string(), 50),
        ("picks".to_string(), picks_stored),
        ("edge_keys".to_string(), 10),
        ("edges".to_string(), edges_stored),
    ];
    assert_eq!(rows(&alone), expected);
    assert_eq!(
        rows(&shared),
        expected,
        "no key made twice, no change stored twice"
    );
}

/// A day's recording reads only the keys of that day's events, through the unique
/// index's (sport, event_id) prefix: no scan of the sport's keys, which made each day of
/// a long season cost more than the one before.
#[test]
fn recording_reads_one_event_s_keys_by_index() {
    let dir = tempfile::tempdir().unwrap();
    let s = Store::open(&dir.path().join("h.sqlite")).unwrap();
    for keys in ["pick_keys", "edge_keys"] {
        let sql = crate::grading::keys_of_event("key_id", keys)
            .replace("{sport}", "?1")
            .replace("{event_id}", "?2");
        let plan: Vec<String> = s
            .sqlite()
            .conn
            .prepare(&format!("EXPLAIN QUERY PLAN {sql}"))
            .unwrap()
            .query_map(rusqlite::params!["cs2", "ev1"], |r| r.get::<_, String>(3))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        let plan = plan.join("; ");
        assert!(!plan.contains("SCAN"), "{keys}: {plan}");
        assert!(plan.contains("sport=? AND event_id=?"), "{keys}: {plan}");
    }
}

/// Predictions read row by row come out as the collected reads do (the rows joined by
/// name after those joined by `propId`, each with its place in key order), and a
/// reader's error stops the read and comes back as its own.
#[test]
fn streamed_rows_are_the_collected_rows() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Store::open(&dir.path().join("h.sqlite")).unwrap();
    record_board_and_predictions(&mut s);
    store_results_once(&mut s);
    let q = PredictionQuery::default();
    let mut picks = Vec::new();
    s.each_pick_row(&q, |r| {
        picks.push(r);
        Ok::<(), ()>(())
    })
    .unwrap()
    .unwrap();
    let mut want = s.pick_rows(&q).unwrap();
    assert_eq!(picks.len(), want.len());
    // Ace joins by propId (streamed first), Bolt and Cass by name (after the read).
    assert_eq!(picks[0].pick.player, "Ace");
    let key = |r: &PickRow| r.pick.player.clone();
    picks.sort_by_key(key);
    want.sort_by_key(key);
    assert_eq!(picks, want);
    let mut edges = Vec::new();
    s.each_edge_row(&q, |r| {
        edges.push(r);
        Ok::<(), ()>(())
    })
    .unwrap()
    .unwrap();
    assert_eq!(edges, s.edge_rows(&q).unwrap());
    let mut seen = 0;
    let stopped = s
        .each_pick_row(&q, |_| {
            seen += 1;
            Err("enough")
        })
        .unwrap();
    assert_eq!((stopped, seen), (Err("enough"), 1));
}

/// v8 keeps a pick's `k` and an edge's failed gates; rows a v7 store recorded read back
/// as unknown (`None`), not as "no gate failed".
#[test]
fn a_v7_store_migrates_to_v8_keeping_k_and_gates_unknown_on_old_rows() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v7.sqlite");
    {
        let c = rusqlite::Connection::open(&path).unwrap();
        for m in &crate::schema::MIGRATIONS[..7] {
            c.execute_batch(m).unwrap();
        }
        c.pragma_update(None, "user_version", 7).unwrap();
        c.pragma_update(None, "application_id", crate::schema::APPLICATION_ID)
            .unwrap();
    }
    // Old rows: recorded by a v7 build (no k, no gates columns) straight into the tables.
    {
        let c = rusqlite::Connection::open(&path).unwrap();
        c.execute_batch(
            "INSERT INTO pick_keys (sport, event_id, player, stat_type, app, line, side)
               VALUES ('cs2', 'ev0', 'Old', 'CS2_KILLS', 'prizepicks', 40.5, 'over');
             INSERT INTO picks (key_id, observed_at, starts_at, model, p_win, breakeven, legs)
               VALUES (1, '2026-11-21T10:00:00.000Z', '2026-11-21T18:00:00.000Z', 'negbin', 0.5, 0.57, 2);
             INSERT INTO edge_keys (sport, event_id, market, outcome)
               VALUES ('cs2', 'ev0', 'match_winner', 'Old');
             INSERT INTO edges (key_id, observed_at, starts_at, fair_probability, edge_pct)
               VALUES (1, '2026-11-21T10:00:00.000Z', '2026-11-21T18:00:00.000Z', 0.5, 1.0);",
        )
        .unwrap();
    }
    let mut s = Store::open(&path).unwrap();
    assert_eq!(s.version().unwrap(), crate::schema::CURRENT_VERSION);
    let mut p = pick("Ace", 40.5, 0.55, Some("p1"));
    p.k = Some(25.0);
    let mut e = edge("Alpha", 0.6);
    e.gates_failed = Some(vec!["max_edge".into(), "low_confidence".into()]);
    let mut clean = edge("Bravo", 0.4);
    clean.gates_failed = Some(Vec::new());
    s.record_predictions(
        "cs2",
        "2026-11-21T10:00:00.000Z",
        Some(&[p]),
        Some(&[e, clean]),
    )
    .unwrap();
    let picks = s.pick_rows(&PredictionQuery::default()).unwrap();
    let k_of = |player: &str| {
        picks
            .iter()
            .find(|r| r.pick.player == player)
            .unwrap()
            .pick
            .k
    };
    assert_eq!(k_of("Old"), None);
    assert_eq!(k_of("Ace"), Some(25.0));
    let edges = s.edge_rows(&PredictionQuery::default()).unwrap();
    let gates = |o: &str| {
        edges
            .iter()
            .find(|r| r.edge.outcome == o)
            .unwrap()
            .edge
            .gates_failed
            .clone()
    };
    assert_eq!(gates("Old"), None);
    assert_eq!(
        gates("Alpha"),
        Some(vec!["max_edge".to_string(), "low_confidence".to_string()])
    );
    assert_eq!(gates("Bravo"), Some(Vec::new()));
}
