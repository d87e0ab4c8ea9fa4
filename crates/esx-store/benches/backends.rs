//! The history store on SQLite and on PostgreSQL, side by side: recording a 10k-quote
//! board (fresh, unchanged, every quote moved) and `moves` over a tape of 1M quotes.
//!
//! Run by `benches/store_backends.sh` (`cargo bench -p esx-store --features test-server
//! --bench backends`). PostgreSQL is the throw-away server the tests use (loopback,
//! `fsync=off`, as a test server; a production server with durable commits adds its
//! commit latency to each snapshot). Figures are wall-clock medians: PostgreSQL's work
//! happens in its own processes, so the bench thread's CPU time would hide it.
//! `ESX_BENCH_RUNS` sets the runs per figure (default 5), `ESX_BENCH_SNAPSHOTS` the tape's
//! snapshots (default 101 × 9,984 = 1,008,384 quotes).

mod common;

use std::time::{Duration, Instant};

use common::{EVENTS, START, at, board};
use esx_store::{LinesSnapshot, Location, MatchResult, MovesQuery, RankQuery, Snapshot, Store};

fn record(store: &mut Store, when: &str, b: &LinesSnapshot) -> usize {
    let snap = Snapshot {
        lines: Some(b),
        ..Snapshot::default()
    };
    store.record("cs2", when, &snap).expect("records")[0].stored
}

fn median(mut xs: Vec<Duration>) -> Duration {
    xs.sort();
    xs[xs.len() / 2]
}

fn time(runs: usize, mut f: impl FnMut()) -> Duration {
    median(
        (0..runs)
            .map(|_| {
                let t = Instant::now();
                f();
                t.elapsed()
            })
            .collect(),
    )
}

/// Every board event's series as a grader stores it: the home team wins the
/// even-numbered events 2–0, the away team the odd ones 0–2 (what `venues rank` needs to
/// score the venues).
fn results() -> Vec<MatchResult> {
    (0..EVENTS)
        .map(|e| {
            let home_won = e % 2 == 0;
            MatchResult {
                match_id: format!("m_{e:04}"),
                team1: format!("Home {e}"),
                team2: format!("Away {e}"),
                score1: if home_won { 2 } else { 0 },
                score2: if home_won { 0 } else { 2 },
                winner_id: None,
                starts_at: Some(START.into()),
                maps: Vec::new(),
            }
        })
        .collect()
}

/// A fresh store of one backend (`n` makes each fresh one distinct), with where it is (a
/// file path, or the URL of its PostgreSQL database).
struct Backend {
    fresh: Box<dyn Fn(usize) -> (Store, String)>,
}

fn env(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let runs = env("ESX_BENCH_RUNS", 5).max(1);
    let snapshots = env("ESX_BENCH_SNAPSHOTS", 101).max(2);
    let dir = tempfile::tempdir().expect("tempdir");
    let root = dir.path().to_path_buf();
    let server = esx_store::test_server::server();
    let backends = [
        Backend {
            fresh: Box::new(move |n| {
                let path = root.join(format!("h{n}.sqlite"));
                (Store::open(&path).unwrap(), path.display().to_string())
            }),
        },
        Backend {
            fresh: Box::new(move |_| {
                let url = server.database();
                let store = Store::open_at(&Location::parse(&url).unwrap()).unwrap();
                (store, url)
            }),
        },
    ];
    let (first, moved) = (board(1), board(2));
    let mut rows: Vec<(String, Vec<Duration>)> = Vec::new();
    let mut put = |what: &str, d: Duration| match rows.iter_mut().find(|r| r.0 == what) {
        Some(r) => r.1.push(d),
        None => rows.push((what.to_string(), vec![d])),
    };
    let mut sizes = Vec::new();
    for (i, b) in backends.iter().enumerate() {
        // Fresh stores are made (a file, a database) outside the timing.
        let mut fresh: Vec<Store> = (0..runs).map(|k| (b.fresh)(i * 1000 + k).0).collect();
        put(
            "record 10k quotes, fresh store (all new)",
            median(
                fresh
                    .iter_mut()
                    .map(|s| {
                        let t = Instant::now();
                        assert_eq!(record(s, &at(0), &first), first.quotes.len());
                        t.elapsed()
                    })
                    .collect(),
            ),
        );
        let mut s = (b.fresh)(i * 1000 + 999).0;
        record(&mut s, &at(0), &first);
        put(
            "record 10k quotes, nothing changed",
            time(runs, || assert_eq!(record(&mut s, &at(1), &first), 0)),
        );
        let mut flip = false;
        let mut minute = 2;
        put(
            "record 10k quotes, every quote moved",
            time(runs, || {
                flip = !flip;
                minute += 1;
                let board = if flip { &moved } else { &first };
                assert_eq!(record(&mut s, &at(minute), board), board.quotes.len());
            }),
        );
        sizes.push(tape_measures(b, i, runs, snapshots, &mut put));
    }
    print_table(&rows, &sizes, runs);
}

/// The 1M-quote tape on backend `b`: recorded and graded, then read by three `moves`
/// queries and `venues rank`, each timed into `put`. Returns the tape's quote count.
fn tape_measures(
    b: &Backend,
    i: usize,
    runs: usize,
    snapshots: usize,
    put: &mut impl FnMut(&str, Duration),
) -> i64 {
    // The 1M-quote tape: one snapshot every 100 minutes, every quote moving.
    let (mut tape, place) = (b.fresh)(i * 1000 + 998);
    for k in 0..snapshots {
        record(&mut tape, &at(k * 100), &board(k as u64 + 1));
    }
    let graded = tape.store_results("cs2", &at(snapshots * 100), &[], &results());
    assert_eq!(graded.unwrap().matches, EVENTS as u64);
    if place.starts_with("postgres") {
        // What autovacuum does to a table that grew by 1M rows (statistics, and the
        // visibility map an index-only scan needs), done now rather than within a minute.
        let mut c = postgres::Client::connect(&place, postgres::NoTls).unwrap();
        c.batch_execute("VACUUM ANALYZE").unwrap();
    }
    let quotes = tape.counts().unwrap().0;
    let end = (snapshots - 1) * 100;
    let six_h = MovesQuery {
        since: at(end.saturating_sub(6 * 60)),
        ..MovesQuery::default()
    };
    put(
        "moves --since 6h (every key, 4 points each)",
        time(runs, || {
            assert_eq!(tape.moves(&six_h).unwrap().len(), 9_984);
        }),
    );
    let one_event = MovesQuery {
        since: at(0),
        event: Some("ev_0100".into()),
        ..MovesQuery::default()
    };
    put(
        "moves --event ID over the whole tape",
        time(runs, || {
            assert_eq!(tape.moves(&one_event).unwrap().len(), 24);
        }),
    );
    // What one `esx moves --event` run does besides: open the store (PostgreSQL: connect,
    // the session's settings, the schema version) before the same read.
    let place = Location::parse(&place).unwrap();
    put(
        "open the store, then moves --event ID (as one esx run)",
        time(runs, || {
            let store = Store::open_existing(&place).unwrap();
            assert_eq!(store.moves(&one_event).unwrap().len(), 24);
        }),
    );
    let all = MovesQuery {
        since: at(0),
        ..MovesQuery::default()
    };
    put(
        "moves over the whole tape (every quote)",
        time(runs.min(3), || {
            assert_eq!(tape.moves(&all).unwrap().len(), 9_984);
        }),
    );
    let rank = RankQuery {
        sport: Some("cs2".into()),
        since: at(0),
        until: START.into(),
        leads: vec![60, 10],
    };
    put(
        "venues rank over the whole tape (416 graded events)",
        time(runs.min(3), || {
            // Two venues (the book and the prediction market) at two leads.
            assert_eq!(tape.venues_rank(&rank).unwrap().len(), 4);
        }),
    );
    quotes
}

/// The Markdown table BENCHMARKS.md quotes: each measure's medians and their ratio.
#[expect(clippy::print_stdout, reason = "the bench's one output: its table")]
fn print_table(rows: &[(String, Vec<Duration>)], sizes: &[i64], runs: usize) {
    println!(
        "Tape: {} quotes (SQLite) / {} (PostgreSQL); medians of {runs} runs (whole tape: {}).\n",
        sizes[0],
        sizes[1],
        runs.min(3)
    );
    println!("| Measure | SQLite | PostgreSQL | PostgreSQL / SQLite |");
    println!("|---|---|---|---|");
    for (what, ds) in rows {
        let ms = |d: &Duration| d.as_secs_f64() * 1000.0;
        println!(
            "| {what} | {:.1} ms | {:.1} ms | {:.2}× |",
            ms(&ds[0]),
            ms(&ds[1]),
            ms(&ds[1]) / ms(&ds[0])
        );
    }
}
