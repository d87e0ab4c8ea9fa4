//! Unit tests of the store: change-only tape, moves, CLV, migrations and refusals.

use std::path::Path;

use rusqlite::Connection;

use super::*;

fn quote(event: &str, outcome: &str, source: &str, decimal: f64, novig: f64) -> LineQuote {
    LineQuote {
        event_id: event.into(),
        market: "match_winner".into(),
        map: None,
        line: None,
        outcome: outcome.into(),
        source: source.into(),
        source_type: "sportsbook".into(),
        decimal: Some(decimal),
        american: None,
        probability: None,
        novig: Some(novig),
        volume: None,
        open_interest: None,
        liquidity: None,
    }
}

fn consensus(event: &str, outcome: &str, p: f64) -> LineQuote {
    LineQuote {
        source: CONSENSUS.into(),
        source_type: CONSENSUS.into(),
        decimal: None,
        probability: Some(p),
        novig: Some(p),
        ..quote(event, outcome, CONSENSUS, 1.0, p)
    }
}

fn board(home: f64, p_home: f64) -> LinesSnapshot {
    LinesSnapshot {
        events: vec![EventInfo {
            event_id: "ev1".into(),
            home_team: "Alpha".into(),
            away_team: "Bravo".into(),
            event_time: "2026-11-21T18:00:00Z".into(),
            starts_at: Some("2026-11-21T18:00:00.000Z".into()),
        }],
        quotes: vec![
            quote("ev1", "Alpha", "book", home, p_home),
            quote("ev1", "Bravo", "book", 2.30, 1.0 - p_home),
            consensus("ev1", "Alpha", p_home),
            consensus("ev1", "Bravo", 1.0 - p_home),
        ],
    }
}

fn record(store: &mut Store, at: &str, lines: &LinesSnapshot) -> Vec<SnapshotStats> {
    store
        .record(
            "cs2",
            at,
            &Snapshot {
                lines: Some(lines),
                ..Snapshot::default()
            },
        )
        .expect("records")
}

fn open(dir: &Path) -> Store {
    Store::open(&dir.join("h.sqlite")).expect("opens")
}

#[test]
fn the_tape_holds_changes_only() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = open(dir.path());
    let st = record(&mut s, "2026-11-21T10:00:00.000Z", &board(1.62, 0.60));
    assert_eq!((st[0].seen, st[0].stored), (4, 4));
    let st = record(&mut s, "2026-11-21T11:00:00.000Z", &board(1.62, 0.60));
    assert_eq!(st[0].stored, 0, "an unchanged board adds nothing");
    assert_eq!(s.counts().unwrap().0, 4);
    let st = record(&mut s, "2026-11-21T12:00:00.000Z", &board(1.70, 0.60));
    assert_eq!(st[0].stored, 1, "only the moved price");
    assert_eq!(s.counts().unwrap().0, 5);
}

/// `bets add` checks a bet against these: the recorded sources (the consensus line
/// among them) and an event's markets and outcomes; an event never recorded has none.
#[test]
fn the_recorded_board_names_its_sources_and_outcomes() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = open(dir.path());
    assert!(store.recorded_sources().unwrap().is_empty());
    record(&mut store, "2026-11-21T10:00:00Z", &board(1.70, 0.58));
    assert_eq!(store.recorded_sources().unwrap(), ["book", CONSENSUS]);
    let pair = |m: &str, o: &str| (m.to_string(), o.to_string());
    assert_eq!(
        store.event_outcomes("ev1").unwrap(),
        [pair("match_winner", "Alpha"), pair("match_winner", "Bravo")]
    );
    assert!(store.event_outcomes("ev2").unwrap().is_empty());
}

#[test]
fn moves_open_with_the_price_in_force_at_the_window_start() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = open(dir.path());
    record(&mut s, "2026-11-21T08:00:00.000Z", &board(1.62, 0.60));
    record(&mut s, "2026-11-21T13:00:00.000Z", &board(1.70, 0.58));
    record(&mut s, "2026-11-21T14:00:00.000Z", &board(1.80, 0.55));
    let q = MovesQuery {
        since: "2026-11-21T12:00:00.000Z".into(),
        source: Some("book".into()),
        ..MovesQuery::default()
    };
    let series = s.moves(&q).unwrap();
    let alpha = series.iter().find(|x| x.outcome == "Alpha").unwrap();
    let prices: Vec<_> = alpha.points.iter().map(|p| p.decimal.unwrap()).collect();
    assert_eq!(prices, vec![1.62, 1.70, 1.80]);
    assert_eq!(alpha.home_team.as_deref(), Some("Alpha"));
    // Bravo's price never moved but its no-vig did: stored, and in the window.
    let bravo = series.iter().find(|x| x.outcome == "Bravo").unwrap();
    assert_eq!(bravo.points.len(), 3);
    // A window after every change: nothing moved.
    let later = MovesQuery {
        since: "2026-11-21T15:00:00.000Z".into(),
        ..MovesQuery::default()
    };
    assert!(s.moves(&later).unwrap().is_empty());
}

#[test]
fn clv_is_measured_against_the_venues_close_not_the_recorded_consensus() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = open(dir.path());
    record(&mut s, "2026-11-21T10:00:00.000Z", &board(1.62, 0.60));
    record(&mut s, "2026-11-21T17:00:00.000Z", &board(1.62, 0.64));
    // After the start (18:00): not the close.
    record(&mut s, "2026-11-21T18:30:00.000Z", &board(1.62, 0.90));
    let bet = NewBet {
        placed_at: "2026-11-21T10:05:00.000Z".into(),
        event_id: "ev1".into(),
        market: "match_winner".into(),
        map: None,
        line: None,
        outcome: "alpha".into(),
        source: "book".into(),
        decimal: 1.70,
        stake: 10.0,
        ..NewBet::default()
    };
    let id = s.add_bet(&bet).unwrap();
    let id2 = s
        .add_bet(&NewBet {
            outcome: "Bravo".into(),
            decimal: 2.5,
            source: "pm".into(),
            ..bet.clone()
        })
        .unwrap();
    s.settle(id, BetResult::Won, "2026-11-21T20:00:00.000Z")
        .unwrap();
    s.settle(id2, BetResult::Lost, "2026-11-21T20:00:00.000Z")
        .unwrap();
    // The logged rows carry no close: the one close is `judged_bets`'.
    let bets = s.bets().unwrap();
    assert_eq!((bets[0].p_close, bets[0].clv_pct), (None, None));
    assert!((bets[0].profit.unwrap() - 7.0).abs() < 1e-9);
    let pricing = BetPricing {
        taker: esx_odds::FeeTable::default(),
        maker: esx_odds::FeeTable::none(),
        prediction_markets: Vec::new(),
        devig: esx_odds::DevigMethod::Multiplicative,
    };
    let judged = s.judged_bets(&pricing).unwrap();
    // The book's last quote before the start, 1.62 / 2.30, de-vigged: 0.617284 /
    // (0.617284 + 0.434783) = 0.586728 (the recorded service consensus, 0.64, is not it).
    let p = (1.0 / 1.62) / (1.0 / 1.62 + 1.0 / 2.30);
    assert!((judged[0].bet.p_close.unwrap() - p).abs() < 1e-12);
    assert!((judged[0].bet.clv_pct.unwrap() - 100.0 * (1.70 * p - 1.0)).abs() < 1e-9);
    assert!((judged[1].bet.clv_pct.unwrap() - 100.0 * (2.5 * (1.0 - p) - 1.0)).abs() < 1e-9);
    let r = report_of(&judged.into_iter().map(|j| j.bet).collect::<Vec<_>>());
    assert_eq!(r.overall.count, 2);
    assert!((r.overall.staked - 20.0).abs() < 1e-9);
    assert!((r.overall.profit + 3.0).abs() < 1e-9);
    assert!((r.overall.roi_pct.unwrap() + 15.0).abs() < 1e-9);
    let mean = f64::midpoint(100.0 * (1.70 * p - 1.0), 100.0 * (2.5 * (1.0 - p) - 1.0));
    assert!((r.overall.mean_clv_pct.unwrap() - mean).abs() < 1e-9);
    assert_eq!(r.overall.beat_close_share, Some(0.5));
    assert_eq!(r.by_source.len(), 2);
    assert_eq!(r.by_source[0].source.as_deref(), Some("book"));
    assert!(matches!(
        s.settle(99, BetResult::Won, "x"),
        Err(StoreError::NotFound(_))
    ));
}

#[test]
fn an_older_schema_is_migrated_forward_keeping_its_rows() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.sqlite");
    {
        let c = Connection::open(&path).unwrap();
        c.execute_batch(schema::V1_LINES).unwrap();
        c.pragma_update(None, "user_version", 1).unwrap();
        c.pragma_update(None, "application_id", schema::APPLICATION_ID)
            .unwrap();
        c.execute_batch(
            "INSERT INTO quote_keys (sport, event_id, market, outcome, source, source_type, last_decimal, last_novig)
               VALUES ('cs2', 'ev1', 'match_winner', 'Alpha', 'book', 'sportsbook', 1.62, 0.6);
             INSERT INTO quotes VALUES (1, '2026-11-21T10:00:00.000Z', 1.62, NULL, NULL, 0.6);",
        )
        .unwrap();
    }
    let mut s = Store::open(&path).unwrap();
    assert_eq!(s.version().unwrap(), schema::CURRENT_VERSION);
    // The old row counts as the latest: the same price is not stored again.
    let mut b = board(1.62, 0.60);
    b.quotes.truncate(1);
    let st = record(&mut s, "2026-11-21T11:00:00.000Z", &b);
    assert_eq!(st[0].stored, 0);
    assert!(
        s.add_bet(&NewBet {
            placed_at: "t".into(),
            event_id: "ev1".into(),
            market: "m".into(),
            map: None,
            line: None,
            outcome: "o".into(),
            source: "s".into(),
            decimal: 2.0,
            stake: 1.0,
            ..NewBet::default()
        })
        .is_ok()
    );
}

fn refused(path: &Path) -> StoreError {
    let before = std::fs::read(path).unwrap();
    let err = Store::open(path).expect_err("refused");
    assert_eq!(std::fs::read(path).unwrap(), before, "file untouched");
    err
}

#[test]
fn foreign_newer_and_garbage_files_are_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let garbage = dir.path().join("garbage.sqlite");
    std::fs::write(
        &garbage,
        b"this is not a database, just some text\n".repeat(200),
    )
    .unwrap();
    assert!(matches!(refused(&garbage), StoreError::NotDatabase { .. }));

    let foreign = dir.path().join("foreign.sqlite");
    Connection::open(&foreign)
        .unwrap()
        .execute_batch("CREATE TABLE t (x); INSERT INTO t VALUES (1);")
        .unwrap();
    assert!(matches!(refused(&foreign), StoreError::Foreign { .. }));

    let newer = dir.path().join("newer.sqlite");
    drop(Store::open(&newer).unwrap());
    {
        let c = Connection::open(&newer).unwrap();
        c.pragma_update(None, "user_version", schema::CURRENT_VERSION + 1)
            .unwrap();
        c.pragma_update(None, "journal_mode", "DELETE").unwrap();
    }
    let err = refused(&newer);
    assert!(matches!(err, StoreError::Newer { .. }), "{err}");
    assert!(err.to_string().contains("newer esx"), "{err}");
}

#[test]
fn a_full_disk_leaves_nothing_half_written() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = open(dir.path());
    record(&mut s, "2026-11-21T10:00:00.000Z", &board(1.62, 0.60));
    let pages: i64 = s
        .sqlite()
        .conn
        .pragma_query_value(None, "page_count", |r| r.get(0))
        .unwrap();
    s.set_max_pages(pages + 2).unwrap();
    let mut big = board(1.70, 0.58);
    for i in 0..5000 {
        big.quotes
            .push(quote("ev1", &format!("outcome {i}"), "book", 2.0, 0.5));
    }
    let err = s
        .record(
            "cs2",
            "2026-11-21T11:00:00.000Z",
            &Snapshot {
                lines: Some(&big),
                ..Snapshot::default()
            },
        )
        .expect_err("disk full");
    assert!(matches!(err, StoreError::Full { .. }), "{err}");
    assert_eq!(s.counts().unwrap().0, 4, "the failed snapshot left no rows");
    let snaps: i64 = s
        .sqlite()
        .conn
        .query_row("SELECT count(*) FROM snapshots", [], |r| r.get(0))
        .unwrap();
    assert_eq!(snaps, 1);
}

#[test]
fn concurrent_writers_both_succeed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("h.sqlite");
    drop(Store::open(&path).unwrap());
    let handles: Vec<_> = (0..4)
        .map(|i| {
            let path = path.clone();
            std::thread::spawn(move || {
                let mut s = Store::open(&path).unwrap();
                let b = board(1.5 + f64::from(i) / 10.0, 0.6);
                for n in 0..10 {
                    record(&mut s, &format!("2026-11-21T10:00:{n:02}.000Z"), &b);
                }
            })
        })
        .collect();
    for h in handles {
        h.join().expect("writer succeeded");
    }
    let s = Store::open(&path).unwrap();
    let snaps: i64 = s
        .sqlite()
        .conn
        .query_row("SELECT count(*) FROM snapshots", [], |r| r.get(0))
        .unwrap();
    assert_eq!(snaps, 40);
}

#[test]
fn v4_folds_same_instant_prop_and_gap_points_into_the_later_one() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v3.sqlite");
    {
        let c = Connection::open(&path).unwrap();
        for sql in &schema::MIGRATIONS[..3] {
            c.execute_batch(sql).unwrap();
        }
        c.pragma_update(None, "user_version", 3).unwrap();
        c.pragma_update(None, "application_id", schema::APPLICATION_ID)
            .unwrap();
        c.execute_batch(
            "INSERT INTO prop_keys (sport, event_id, player, stat_type, venue, side)
               VALUES ('cs2', 'ev1', 'p', 'KILLS', 'v', 'over');
             INSERT INTO prop_quotes VALUES (1, '2026-11-21T10:00:00.000Z', 40.5, NULL);
             INSERT INTO prop_quotes VALUES (1, '2026-11-21T10:00:00.000Z', 41.5, NULL);
             INSERT INTO prop_quotes VALUES (1, '2026-11-21T11:00:00.000Z', 42.5, NULL);
             INSERT INTO gap_keys (sport, gap_id, event_id, player, stat_type)
               VALUES ('cs2', 'g1', 'ev1', 'p', 'KILLS');
             INSERT INTO gap_quotes VALUES (1, '2026-11-21T10:00:00.000Z', 1, 1, 2, 1.0, 2);
             INSERT INTO gap_quotes VALUES (1, '2026-11-21T10:00:00.000Z', 1, 1, 3, 2.0, 2);",
        )
        .unwrap();
    }
    let s = Store::open(&path).unwrap();
    assert_eq!(s.version().unwrap(), schema::CURRENT_VERSION);
    let points: Vec<(String, f64)> = s
        .sqlite()
        .conn
        .prepare("SELECT observed_at, line FROM prop_quotes ORDER BY observed_at")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap();
    assert_eq!(
        points,
        [
            ("2026-11-21T10:00:00.000Z".to_string(), 41.5),
            ("2026-11-21T11:00:00.000Z".to_string(), 42.5)
        ]
    );
    let gaps: Vec<f64> = s
        .sqlite()
        .conn
        .prepare("SELECT line_gap FROM gap_quotes")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap();
    assert_eq!(gaps, [2.0]);
}

/// A close that is a close, on either backend: a price recorded 2 h before the 18:00
/// start is seen 2 h old; the same price seen again at the start adds no tape row but
/// makes the close 0 s old; a recording after the start moves nothing; a volume tick adds
/// no row and updates the depth kept with the key.
pub(crate) fn last_seen_advances_only_before_the_start(s: &mut Store) {
    let with_volume = |v: f64| {
        let mut b = board(1.62, 0.60);
        for q in &mut b.quotes {
            if q.source != CONSENSUS {
                q.volume = Some(v);
                q.open_interest = Some(v / 2.0);
            }
        }
        b
    };
    let st = record(s, "2026-11-21T16:00:00.000Z", &with_volume(100.0));
    assert_eq!(st[0].stored, 4);
    let seen = |s: &Store| -> Vec<(String, String, Option<f64>, Option<f64>)> {
        s.close_quotes("ev1", "match_winner", None, None)
            .unwrap()
            .into_iter()
            .map(|q| (q.observed_at, q.seen_at, q.volume, q.open_interest))
            .collect()
    };
    let t16 = "2026-11-21T16:00:00.000Z".to_string();
    let t18 = "2026-11-21T18:00:00.000Z".to_string();
    assert_eq!(
        seen(s),
        vec![(t16.clone(), t16.clone(), Some(100.0), Some(50.0)); 2],
        "recorded 2 h before the start: the close is 2 h old"
    );
    // Seen again at the start with only the volume changed: no row, the close is fresh.
    let st = record(s, "2026-11-21T18:00:00.000Z", &with_volume(250.0));
    assert_eq!(st[0].stored, 0, "a volume tick adds no tape row");
    assert_eq!(
        seen(s),
        vec![(t16.clone(), t18.clone(), Some(250.0), Some(125.0)); 2]
    );
    // In play: neither the seen time nor the depth moves (and the new price is no close).
    let mut later = with_volume(900.0);
    later.quotes[0].decimal = Some(1.20);
    let st = record(s, "2026-11-21T18:30:00.000Z", &later);
    assert_eq!(st[0].stored, 1);
    assert_eq!(seen(s), vec![(t16, t18, Some(250.0), Some(125.0)); 2]);
}

#[test]
fn a_close_is_as_old_as_when_its_quotes_were_last_seen_before_the_start() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = open(dir.path());
    last_seen_advances_only_before_the_start(&mut s);
}

#[test]
fn a_v6_store_migrates_to_v7_and_its_closes_fall_back_to_the_tape_time() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v6.sqlite");
    {
        let c = Connection::open(&path).unwrap();
        for m in &schema::MIGRATIONS[..6] {
            c.execute_batch(m).unwrap();
        }
        c.pragma_update(None, "user_version", 6).unwrap();
        c.pragma_update(None, "application_id", schema::APPLICATION_ID)
            .unwrap();
        c.execute_batch(
            "INSERT INTO events VALUES ('cs2', 'ev1', 'Alpha', 'Bravo', '2026-11-21T18:00:00Z',
                 '2026-11-21T18:00:00.000Z', '2026-11-21T16:00:00.000Z', '2026-11-21T16:00:00.000Z');
             INSERT INTO quote_keys (sport, event_id, market, outcome, source, source_type,
                 last_observed_at, last_decimal, last_novig)
               VALUES ('cs2', 'ev1', 'match_winner', 'Alpha', 'book', 'sportsbook',
                 '2026-11-21T16:00:00.000Z', 1.62, 0.6);
             INSERT INTO quotes VALUES (1, '2026-11-21T16:00:00.000Z', 1.62, NULL, NULL, 0.6);",
        )
        .unwrap();
    }
    let s = Store::open(&path).unwrap();
    assert_eq!(s.version().unwrap(), schema::CURRENT_VERSION);
    let q = s
        .close_quotes("ev1", "match_winner", None, None)
        .unwrap()
        .remove(0);
    // No `last_seen_at` yet: the close is as old as its tape row.
    assert_eq!(q.seen_at, "2026-11-21T16:00:00.000Z");
    assert_eq!(q.volume, None);
}

/// Open a new store file from several threads at once: every one opens it (creation and
/// migrations wait for each other under the busy timeout, never "locked" at once), and
/// the file ends with the current schema, created once.
#[test]
fn a_new_file_opened_by_many_at_once_is_created_once_and_every_open_succeeds() {
    for round in 0..10 {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(format!("new{round}.sqlite"));
        let start = std::sync::Arc::new(std::sync::Barrier::new(6));
        let opened: Vec<_> = (0..6)
            .map(|_| {
                let path = path.clone();
                let start = std::sync::Arc::clone(&start);
                std::thread::spawn(move || {
                    start.wait();
                    let mut s = Store::open(&path).map_err(|e| e.to_string())?;
                    record(&mut s, "2026-11-21T10:00:00.000Z", &board(1.62, 0.60));
                    Ok::<_, String>(())
                })
            })
            .collect();
        for t in opened {
            assert_eq!(t.join().unwrap(), Ok(()), "round {round}");
        }
        let conn = Connection::open(&path).unwrap();
        let version: i32 = conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .unwrap();
        assert_eq!(version, schema::CURRENT_VERSION);
        let mode: String = conn
            .pragma_query_value(None, "journal_mode", |r| r.get(0))
            .unwrap();
        assert_eq!(mode, "wal");
        // One snapshot per writer (the tape keeps changes only, so one board's quotes).
        let snaps: i64 = conn
            .query_row("SELECT count(*) FROM snapshots", [], |r| r.get(0))
            .unwrap();
        assert_eq!(snaps, 6, "round {round}");
    }
}

#[test]
fn a_directory_is_refused_as_a_directory() {
    let dir = tempfile::tempdir().unwrap();
    let err = Store::open(dir.path()).unwrap_err();
    assert!(matches!(err, StoreError::IsDirectory { .. }), "{err}");
    assert!(err.to_string().contains("is a directory"), "{err}");
}
