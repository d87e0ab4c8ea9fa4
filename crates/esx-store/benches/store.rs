//! History-store benchmark: recording a 10k-quote board, and `moves` over 1M stored quotes.
//!
//! Targets (issue 14): a 10k-quote snapshot stored in under 200 ms (the part of
//! `esx record` after the fetch); `moves` over a database of 1M stored quotes in under
//! 500 ms; a second unchanged snapshot adds no quote rows. The boards are synthetic and
//! deterministic (a small LCG): 416 events × 4 markets × 2 outcomes × (a sportsbook,
//! a prediction market, the consensus) = 9,984 quotes per snapshot.

use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use esx_store::{
    CONSENSUS, EventInfo, LineQuote, LinesSnapshot, MovesQuery, Snapshot, Store,
};

struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
}

const EVENTS: usize = 416;
const MARKETS: [&str; 4] = ["match_winner", "map_winner", "total_maps", "map_handicap"];

/// A board whose every price is drawn from `seed`: a new seed moves every quote.
fn board(seed: u64) -> LinesSnapshot {
    let mut rng = Lcg(seed);
    let mut snap = LinesSnapshot::default();
    for e in 0..EVENTS {
        let event_id = format!("ev_{e:04}");
        snap.events.push(EventInfo {
            event_id: event_id.clone(),
            home_team: format!("Home {e}"),
            away_team: format!("Away {e}"),
            event_time: "2030-01-01T00:00:00.000Z".into(),
            starts_at: Some("2030-01-01T00:00:00.000Z".into()),
        });
        for market in MARKETS {
            let p = 0.2 + 0.6 * rng.next();
            for (outcome, fair) in [("Home", p), ("Away", 1.0 - p)] {
                let base = LineQuote {
                    event_id: event_id.clone(),
                    market: market.into(),
                    map: None,
                    line: None,
                    outcome: outcome.into(),
                    source: "book".into(),
                    source_type: "sportsbook".into(),
                    decimal: Some(1.0 / (fair * 1.05)),
                    american: None,
                    probability: None,
                    novig: Some(fair),
                };
                let pm = LineQuote {
                    source: "kalshi".into(),
                    source_type: "prediction_market".into(),
                    decimal: None,
                    probability: Some(fair + 0.01 * (rng.next() - 0.5)),
                    ..base.clone()
                };
                let cons = LineQuote {
                    source: CONSENSUS.into(),
                    source_type: CONSENSUS.into(),
                    decimal: None,
                    probability: Some(fair),
                    ..base.clone()
                };
                snap.quotes.extend([base, pm, cons]);
            }
        }
    }
    snap
}

fn record(store: &mut Store, at: &str, b: &LinesSnapshot) -> usize {
    let stats = store
        .record(
            "cs2",
            at,
            &Snapshot {
                lines: Some(b),
                ..Snapshot::default()
            },
        )
        .expect("records");
    stats[0].stored
}

/// Snapshot `i` of a tape taken every 5 minutes from 2026-11-20T00:00Z.
fn at(i: usize) -> String {
    let mins = i * 5;
    format!(
        "2026-11-{:02}T{:02}:{:02}:00.000Z",
        20 + mins / 1440,
        (mins / 60) % 24,
        mins % 60
    )
}

fn bench_record(c: &mut Criterion) {
    let mut g = c.benchmark_group("record_10k");
    g.sample_size(20).measurement_time(Duration::from_secs(10));
    let first = board(1);
    let moved = board(2);
    assert_eq!(first.quotes.len(), 9_984);
    // A fresh file: every quote and key is new.
    g.bench_function("fresh_db_all_new", |b| {
        b.iter_batched(
            || tempfile::tempdir().unwrap(),
            |dir| {
                let mut s = Store::open(&dir.path().join("h.sqlite")).unwrap();
                black_box(record(&mut s, &at(0), &first));
                dir
            },
            BatchSize::PerIteration,
        );
    });
    let dir = tempfile::tempdir().unwrap();
    let mut s = Store::open(&dir.path().join("h.sqlite")).unwrap();
    record(&mut s, &at(0), &first);
    // The common cron case: nothing moved.
    g.bench_function("unchanged", |b| {
        b.iter(|| assert_eq!(record(&mut s, &at(1), &first), 0));
    });
    // Every quote moved (the worst case for an existing file): alternate two boards.
    let mut flip = false;
    g.bench_function("all_changed", |b| {
        b.iter(|| {
            flip = !flip;
            let board = if flip { &moved } else { &first };
            black_box(record(&mut s, &at(2), board))
        });
    });
    g.finish();
}

/// A file holding `snapshots` × 9,984 quotes, every quote changed in every snapshot.
fn tape(path: &Path, snapshots: usize) {
    let mut s = Store::open(path).unwrap();
    for i in 0..snapshots {
        record(&mut s, &at(i), &board(i as u64 + 1));
    }
}

fn bench_moves(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("h.sqlite");
    // 101 snapshots × 9,984 = 1,008,384 stored quotes over 8 h 20 min.
    tape(&path, 101);
    let s = Store::open(&path).unwrap();
    assert!(s.counts().unwrap().0 >= 1_000_000);
    let mut g = c.benchmark_group("moves_1m");
    g.sample_size(10).measurement_time(Duration::from_secs(20));
    // `--since 6h` at the tape's end: 72 of 101 snapshots in the window.
    let six_h = MovesQuery {
        since: at(100 - 72),
        ..MovesQuery::default()
    };
    g.bench_function("since_6h_all_keys", |b| {
        b.iter(|| black_box(s.moves(&six_h).unwrap().len()));
    });
    let one_h = MovesQuery {
        since: at(100 - 12),
        ..MovesQuery::default()
    };
    g.bench_function("since_1h_all_keys", |b| {
        b.iter(|| black_box(s.moves(&one_h).unwrap().len()));
    });
    let one_event = MovesQuery {
        since: at(0),
        event: Some("ev_0100".into()),
        ..MovesQuery::default()
    };
    g.bench_function("whole_tape_one_event", |b| {
        b.iter(|| black_box(s.moves(&one_event).unwrap().len()));
    });
    g.finish();
}

criterion_group!(benches, bench_record, bench_moves);
criterion_main!(benches);
