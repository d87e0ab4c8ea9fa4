//! The PostgreSQL backend against a real server (`test_server`): one schema with
//! SQLite's tables and columns, the same answers on one tape, concurrent recorders,
//! all-or-nothing snapshots, copies both ways, refusals.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::test_server::server;
use crate::*;

fn pg() -> Store {
    let url = server().database();
    Store::open_at(&Location::parse(&url).unwrap()).expect("opens on PostgreSQL")
}

fn line_quote(
    event: &str,
    market: &str,
    map: Option<u32>,
    line: Option<f64>,
    outcome: &str,
    source: &str,
    d: f64,
) -> LineQuote {
    LineQuote {
        event_id: event.into(),
        market: market.into(),
        map,
        line,
        outcome: outcome.into(),
        source: source.into(),
        source_type: if source == CONSENSUS {
            CONSENSUS
        } else {
            "sportsbook"
        }
        .into(),
        decimal: (source != CONSENSUS).then_some(d),
        american: (source != CONSENSUS).then_some(if d >= 2.0 {
            ((d - 1.0) * 100.0).round() as i64
        } else {
            (-100.0 / (d - 1.0)).round() as i64
        }),
        probability: (source == CONSENSUS).then_some(1.0 / d),
        novig: Some(1.0 / d),
        volume: None,
        open_interest: None,
        liquidity: None,
    }
}

/// The `n`-th board of a tape: prices drift with `n`, a handicap market (line −1.5 and
/// −0.0), a map market, a key listed twice, props and gaps that move every other step.
fn board(n: u32) -> (LinesSnapshot, Vec<PropQuote>, Vec<GapQuote>) {
    let drift = f64::from(n % 3) * 0.05;
    let mut quotes = Vec::new();
    for (event, base) in [("ev1", 1.6), ("ev2", 2.1)] {
        for source in ["book", "pm", CONSENSUS] {
            quotes.push(line_quote(
                event,
                "match_winner",
                None,
                None,
                "Alpha",
                source,
                base + drift,
            ));
            quotes.push(line_quote(
                event,
                "match_winner",
                None,
                None,
                "Bravo",
                source,
                1.0 / (1.0 - 1.0 / (base + drift)),
            ));
            quotes.push(line_quote(
                event,
                "map_handicap",
                None,
                Some(-1.5),
                "Alpha",
                source,
                2.5 - drift,
            ));
            quotes.push(line_quote(
                event,
                "map_handicap",
                None,
                Some(-0.0),
                "Alpha",
                source,
                1.9,
            ));
            quotes.push(line_quote(
                event,
                "map_winner",
                Some(2),
                None,
                "Bravo",
                source,
                1.8 + f64::from(n % 2) / 10.0,
            ));
        }
    }
    // One key twice in one board: the later listing stands.
    quotes.push(line_quote(
        "ev1",
        "match_winner",
        None,
        None,
        "Alpha",
        "book",
        1.55 + drift,
    ));
    let events = vec![
        EventInfo {
            event_id: "ev1".into(),
            home_team: "Alpha".into(),
            away_team: "Bravo".into(),
            event_time: "2026-11-21T18:00:00Z".into(),
            starts_at: Some("2026-11-21T18:00:00.000Z".into()),
        },
        EventInfo {
            event_id: "ev2".into(),
            home_team: "Alpha".into(),
            away_team: "Charlie".into(),
            event_time: "soon".into(),
            starts_at: None,
        },
    ];
    let (props, gaps) = props_and_gaps(n);
    (LinesSnapshot { events, quotes }, props, gaps)
}

/// The `n`-th board's props (a book's line and price moving every other step, a DFS
/// line that stays) and gap (widening every other step).
fn props_and_gaps(n: u32) -> (Vec<PropQuote>, Vec<GapQuote>) {
    let props = vec![
        PropQuote {
            event_id: "ev1".into(),
            player: "s1mple".into(),
            stat_type: "KILLS".into(),
            venue: "book".into(),
            side: "over".into(),
            line: 40.5 + f64::from(n / 2),
            odds: Some(-110 - i64::from(n % 2) * 5),
        },
        PropQuote {
            event_id: "ev1".into(),
            player: "ZywOo".into(),
            stat_type: "KILLS".into(),
            venue: "dfs".into(),
            side: "higher".into(),
            line: 20.5,
            odds: None,
        },
    ];
    let gaps = vec![GapQuote {
        gap_id: "g1".into(),
        event_id: "ev1".into(),
        player: "s1mple".into(),
        stat_type: "KILLS".into(),
        line: 33.0,
        line_min: 32.5,
        line_max: 33.5 + f64::from(n / 2),
        line_gap: 1.0 + f64::from(n / 2),
        book_count: 2,
    }];
    (props, gaps)
}

fn at(n: u32) -> String {
    format!("2026-11-21T{:02}:{:02}:00.000Z", 8 + n / 2, (n % 2) * 30)
}

fn record_tape(s: &mut Store, sport: &str, steps: u32) -> Vec<Vec<SnapshotStats>> {
    (0..steps)
        .map(|n| {
            let (lines, props, gaps) = board(n);
            let snap = Snapshot {
                lines: Some(&lines),
                props: Some(&props),
                gaps: Some(&gaps),
            };
            s.record(sport, &at(n), &snap).expect("records")
        })
        .collect()
}

fn bets(s: &mut Store) {
    let bet = NewBet {
        placed_at: "2026-11-21T09:00:00.000Z".into(),
        event_id: "ev1".into(),
        market: "match_winner".into(),
        map: None,
        line: None,
        outcome: "ALPHA".into(),
        source: "book".into(),
        decimal: 1.8,
        stake: 10.0,
        ..NewBet::default()
    };
    let a = s.add_bet(&bet).unwrap();
    let b = s
        .add_bet(&NewBet {
            market: "map_handicap".into(),
            line: Some(-1.5),
            decimal: 2.6,
            source: "pm".into(),
            ..bet.clone()
        })
        .unwrap();
    s.add_bet(&NewBet {
        market: "map_winner".into(),
        map: Some(2),
        outcome: "Bravo".into(),
        ..bet.clone()
    })
    .unwrap();
    s.settle(a, BetResult::Won, "2026-11-21T20:00:00.000Z")
        .unwrap();
    s.settle(b, BetResult::Lost, "2026-11-21T20:00:00.000Z")
        .unwrap();
}

/// Two answers equal, or the first difference with some context.
fn same_answers(x: &str, y: &str) {
    if let Some(i) = x
        .bytes()
        .zip(y.bytes())
        .position(|(a, b)| a != b)
        .or((x.len() != y.len()).then(|| x.len().min(y.len())))
    {
        let from = i.saturating_sub(300);
        panic!(
            "the backends differ at byte {i}:\n  sqlite:   …{}\n  postgres: …{}",
            x.get(from..(i + 200).min(x.len())).unwrap_or(""),
            y.get(from..(i + 200).min(y.len())).unwrap_or("")
        );
    }
}

/// Everything a command can ask a store, as one comparable value.
fn answers(s: &Store) -> String {
    let mut out = String::new();
    for since in [
        "2026-11-21T00:00:00.000Z",
        "2026-11-21T09:15:00.000Z",
        "2026-11-21T23:00:00.000Z",
    ] {
        let q = MovesQuery {
            since: since.into(),
            ..MovesQuery::default()
        };
        let _ = write!(
            out,
            "{:?}\n{:?}\n{:?}\n",
            s.moves(&q).unwrap(),
            s.prop_moves(&q).unwrap(),
            s.gap_moves(&q).unwrap()
        );
        let filtered = MovesQuery {
            event: Some("ev1".into()),
            market: Some("map_handicap".into()),
            source: Some("book".into()),
            ..q.clone()
        };
        let _ = writeln!(out, "{:?}", s.moves(&filtered).unwrap());
        let player = MovesQuery {
            player: Some("S1M".into()),
            ..q.clone()
        };
        let _ = write!(
            out,
            "{:?}\n{:?}\n",
            s.prop_moves(&player).unwrap(),
            s.gap_moves(&player).unwrap()
        );
    }
    let _ = write!(out, "{:?}\n{:?}\n", s.bets().unwrap(), s.report().unwrap());
    // The bets judged against the one close (computed from each backend's quotes).
    let pricing = BetPricing {
        taker: esx_odds::FeeTable::default(),
        maker: esx_odds::FeeTable::none(),
        prediction_markets: vec!["pm".into()],
        devig: esx_odds::DevigMethod::Multiplicative,
    };
    let _ = writeln!(out, "{:?}", s.judged_bets(&pricing).unwrap());
    let _ = writeln!(out, "{:?}", s.table_counts().unwrap());
    let info = s.info().unwrap();
    let _ = writeln!(
        out,
        "{:?} {:?} {}",
        info.first_snapshot, info.last_snapshot, info.schema_version
    );
    for tape in ["lines", "props", "gaps"] {
        let _ = write!(out, "{}", s.tape_is_empty(tape).unwrap());
    }
    // What `bets add` checks a bet against: the recorded sources, an event's outcomes.
    let sources = s.recorded_sources().unwrap();
    assert!(sources.contains(&"book".to_string()), "{sources:?}");
    let _ = write!(
        out,
        "\n{sources:?}\n{:?}\n{:?}",
        s.event_outcomes("ev1").unwrap(),
        s.event_outcomes("nosuch").unwrap()
    );
    out
}

#[test]
fn both_backends_give_the_same_answers_on_one_tape() {
    let dir = tempfile::tempdir().unwrap();
    let mut lite = Store::open(&dir.path().join("h.sqlite")).unwrap();
    let mut pg = pg();
    assert_eq!(pg.backend(), "postgres");
    let a = record_tape(&mut lite, "cs2", 8);
    let b = record_tape(&mut pg, "cs2", 8);
    assert_eq!(a, b, "the same quotes seen and stored per snapshot");
    // A backfill older than the latest, and an unchanged board: no new latest, no rows.
    let (lines, ..) = board(1);
    for s in [&mut lite, &mut pg] {
        s.record(
            "cs2",
            "2026-11-21T07:00:00.000Z",
            &Snapshot {
                lines: Some(&lines),
                ..Snapshot::default()
            },
        )
        .unwrap();
    }
    bets(&mut lite);
    bets(&mut pg);
    let (x, y) = (answers(&lite), answers(&pg));
    assert!(x.contains("clv_pct: Some("), "some bet has a close: {x}");
    assert!(x.contains("points: [Point"), "moves found points");
    same_answers(&x, &y);
    assert!(matches!(
        pg.settle(99, BetResult::Won, "2026-11-21T20:00:00.000Z"),
        Err(StoreError::NotFound(_))
    ));
    assert!(matches!(
        pg.moves(&MovesQuery {
            player: Some("x".into()),
            ..MovesQuery::default()
        }),
        Err(StoreError::Invalid(_))
    ));
}

/// Tables (and views) with their columns and a coarse type per column.
type Shape = BTreeMap<String, Vec<(String, &'static str)>>;

fn coarse(ty: &str) -> &'static str {
    match ty.to_ascii_lowercase().as_str() {
        "integer" | "bigint" => "integer",
        "real" | "double precision" => "float",
        "text" | "timestamp with time zone" | "" => "text",
        _ => "other",
    }
}

#[test]
fn the_two_schemas_have_the_same_tables_and_columns() {
    let dir = tempfile::tempdir().unwrap();
    let lite = Store::open(&dir.path().join("h.sqlite")).unwrap();
    let conn = &lite.sqlite().conn;
    let mut sqlite: Shape = BTreeMap::new();
    let names: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type IN ('table', 'view') ORDER BY name")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap();
    for t in names {
        let cols: Vec<(String, String)> = conn
            .prepare(&format!(
                "SELECT name, type FROM pragma_table_info('{t}') ORDER BY cid"
            ))
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        sqlite.insert(
            t,
            cols.into_iter().map(|(n, ty)| (n, coarse(&ty))).collect(),
        );
    }
    let url = server().database();
    drop(Store::open_at(&Location::parse(&url).unwrap()).unwrap());
    let mut c = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    let mut pg: Shape = BTreeMap::new();
    for r in c
        .query(
            "SELECT table_name::text, column_name::text, data_type::text FROM information_schema.columns
             WHERE table_schema = current_schema() AND table_name <> 'esx_meta'
             ORDER BY table_name, ordinal_position",
            &[],
        )
        .unwrap()
    {
        let ty: String = r.get(2);
        pg.entry(r.get(0)).or_default().push((r.get(1), coarse(&ty)));
    }
    assert_eq!(sqlite.len(), 20, "{:?}", sqlite.keys());
    assert_eq!(sqlite, pg);
    // Floats are 8 bytes on PostgreSQL too, times are TIMESTAMPTZ.
    let real: i64 = c
        .query_one(
            "SELECT count(*) FROM information_schema.columns
             WHERE table_schema = current_schema() AND data_type = 'real'",
            &[],
        )
        .unwrap()
        .get(0);
    assert_eq!(real, 0);
    assert_eq!(
        schema::PG_MIGRATIONS.last().unwrap().0,
        schema::CURRENT_VERSION
    );
}

#[test]
fn concurrent_recorders_store_each_change_once() {
    let url = server().database();
    let at = Location::parse(&url).unwrap();
    drop(Store::open_at(&at).unwrap());
    // Four machines record the same board at the same instant, step after step, two
    // sports each: every change must be stored once, by whichever gets there first.
    let barrier = std::sync::Arc::new(std::sync::Barrier::new(4));
    let handles: Vec<_> = (0..4)
        .map(|_| {
            let (at, barrier) = (at.clone(), barrier.clone());
            std::thread::spawn(move || {
                let mut s = Store::open_at(&at).unwrap();
                for n in 0..6 {
                    let (lines, props, gaps) = board(n);
                    let snap = Snapshot {
                        lines: Some(&lines),
                        props: Some(&props),
                        gaps: Some(&gaps),
                    };
                    barrier.wait();
                    s.record("cs2", &self::at(n), &snap).unwrap();
                    s.record("lol", &self::at(n), &snap).unwrap();
                }
            })
        })
        .collect();
    for h in handles {
        h.join().expect("every recorder succeeds");
    }
    let shared = Store::open_at(&at).unwrap();
    let mut alone = pg();
    record_tape(&mut alone, "cs2", 6);
    record_tape(&mut alone, "lol", 6);
    let n = |s: &Store| s.counts().unwrap();
    assert_eq!(n(&shared), n(&alone), "no change stored twice");
    let snaps = shared.table_counts().unwrap();
    assert_eq!(
        snaps[0],
        TableCount {
            table: "snapshots".into(),
            rows: 4 * 2 * 6 * 3
        }
    );
}

#[test]
fn a_snapshot_that_fails_part_way_leaves_nothing() {
    let mut s = pg();
    record_tape(&mut s, "cs2", 1);
    let before = s.table_counts().unwrap();
    let (lines, props, mut gaps) = board(5);
    // PostgreSQL refuses a NUL in text: the gaps part fails after lines and props went in.
    gaps[0].gap_id = "bad\0id".into();
    let snap = Snapshot {
        lines: Some(&lines),
        props: Some(&props),
        gaps: Some(&gaps),
    };
    let err = s.record("cs2", &at(5), &snap).expect_err("refused");
    assert!(matches!(err, StoreError::Postgres { .. }), "{err}");
    assert_eq!(
        s.table_counts().unwrap(),
        before,
        "nothing of the failed snapshot"
    );
    // The connection is usable again.
    record_tape(&mut s, "cs2", 2);
}

#[test]
fn a_recorder_killed_mid_snapshot_leaves_nothing() {
    let url = server().database();
    let at = Location::parse(&url).unwrap();
    let mut s = Store::open_at(&at).unwrap();
    record_tape(&mut s, "cs2", 1);
    let before = s.table_counts().unwrap();
    // Hold cs2's recording lock, so the recorder below stops inside its transaction
    // with its events written, then end its connection as a crash would.
    let mut holder = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    let mut tx = holder.transaction().unwrap();
    tx.execute(
        "SELECT pg_advisory_xact_lock(1163089992, hashtext('cs2'))",
        &[],
    )
    .unwrap();
    let rec = std::thread::spawn(move || {
        let mut s = Store::open_at(&at).unwrap();
        let (lines, props, gaps) = board(3);
        s.record(
            "cs2",
            "2026-11-21T15:00:00.000Z",
            &Snapshot {
                lines: Some(&lines),
                props: Some(&props),
                gaps: Some(&gaps),
            },
        )
    });
    let mut admin = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    let mut killed = 0;
    for _ in 0..200 {
        killed = admin
            .query_one(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
                 WHERE application_name = 'esx' AND wait_event_type = 'Lock' AND datname = current_database()",
                &[],
            )
            .unwrap()
            .get::<_, i64>(0);
        if killed > 0 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert_eq!(killed, 1, "the recorder was waiting inside its snapshot");
    let err = rec.join().unwrap().expect_err("the recorder died");
    assert!(
        matches!(
            err,
            StoreError::Unreachable { .. } | StoreError::Postgres { .. }
        ),
        "{err}"
    );
    tx.rollback().unwrap();
    assert_eq!(s.table_counts().unwrap(), before);
}

#[test]
fn a_copy_moves_a_history_both_ways_and_a_second_copy_adds_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut lite = Store::open(&dir.path().join("h.sqlite")).unwrap();
    record_tape(&mut lite, "cs2", 6);
    bets(&mut lite);
    let mut pg = pg();
    let first = lite.copy_into(&mut pg).unwrap();
    let added: u64 = first.tables.iter().map(|t| t.added).sum();
    assert!(added > 50, "{first:?}");
    assert!(first.tables.iter().all(|t| t.read == t.added), "{first:?}");
    same_answers(&answers(&lite), &answers(&pg));
    let again = lite.copy_into(&mut pg).unwrap();
    assert!(again.tables.iter().all(|t| t.added == 0), "{again:?}");
    same_answers(&answers(&lite), &answers(&pg));
    // And back into a new file.
    let mut back = Store::open(&dir.path().join("back.sqlite")).unwrap();
    pg.copy_into(&mut back).unwrap();
    same_answers(&answers(&lite), &answers(&back));
    // A copy merges: the destination recorded on; the source's later settlement wins.
    record_tape(&mut pg, "lol", 2);
    lite.settle(3, BetResult::Push, "2026-11-22T10:00:00.000Z")
        .unwrap();
    let merged = lite.copy_into(&mut pg).unwrap();
    assert!(merged.tables.iter().all(|t| t.added == 0), "{merged:?}");
    assert_eq!(pg.bets().unwrap()[2].result, Some(BetResult::Push));
}

#[test]
fn a_newer_or_foreign_database_is_refused_and_a_missing_store_not_created() {
    let url = server().database();
    let at = Location::parse(&url).unwrap();
    let err = Store::open_existing(&at).expect_err("no store yet");
    assert!(matches!(err, StoreError::NotFound(_)), "{err}");
    let mut c = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    let tables: i64 = c
        .query_one(
            "SELECT count(*) FROM pg_tables WHERE schemaname = current_schema()",
            &[],
        )
        .unwrap()
        .get(0);
    assert_eq!(tables, 0, "nothing created");
    drop(Store::open_at(&at).unwrap());
    c.execute(
        "UPDATE esx_meta SET value = '99' WHERE name = 'version'",
        &[],
    )
    .unwrap();
    let err = Store::open_at(&at).expect_err("newer");
    assert!(matches!(err, StoreError::Newer { found: 99, .. }), "{err}");
    assert!(err.to_string().contains("newer esx"), "{err}");

    let other = server().database();
    let mut c = postgres::Client::connect(&other, postgres::NoTls).unwrap();
    c.batch_execute("CREATE TABLE quotes (x int)").unwrap();
    let err = Store::open_at(&Location::parse(&other).unwrap()).expect_err("foreign");
    assert!(matches!(err, StoreError::Foreign { .. }), "{err}");
}

#[test]
fn an_unreachable_server_and_a_refused_login_say_so_without_the_password() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let url = format!("postgres://ann:hunter22@127.0.0.1:{port}/esx");
    let err = Store::open_at(&Location::parse(&url).unwrap()).expect_err("nothing listens");
    assert!(matches!(err, StoreError::Unreachable { .. }), "{err}");
    assert!(
        !err.to_string().contains("hunter22") && err.to_string().contains("ann:***@"),
        "{err}"
    );
    for (user, password) in [
        ("nobody", Some("hunter22")),
        ("postgres", Some("hunter22")),
        ("postgres", None),
    ] {
        let url = server().url_as(user, password, "postgres");
        let err = Store::open_at(&Location::parse(&url).unwrap()).expect_err("refused");
        assert!(
            matches!(err, StoreError::Login { .. }),
            "{user} {password:?}: {err}"
        );
        assert!(!err.to_string().contains("hunter22"), "{err}");
        assert!(
            !err.to_string().contains(crate::test_server::PASSWORD),
            "{err}"
        );
    }
}

#[test]
fn a_close_is_as_old_as_when_its_quotes_were_last_seen_before_the_start_on_postgres() {
    crate::tests::last_seen_advances_only_before_the_start(&mut pg());
}

#[test]
fn the_one_close_and_its_clv_on_postgres() {
    crate::close_tests::the_one_close_and_its_clv(&mut pg());
}
