//! History-store benchmark: recording a 10k-quote board, and `moves` over 1M stored quotes.
//!
//! Targets (issue 14): a 10k-quote snapshot stored in under 200 ms (the part of
//! `esx record` after the fetch); `moves` over a database of 1M stored quotes in under
//! 500 ms; a second unchanged snapshot adds no quote rows. The boards are synthetic and
//! deterministic (a small LCG): 416 events × 4 markets × 2 outcomes × (a sportsbook,
//! a prediction market, the consensus) = 9,984 quotes per snapshot.
//!
//! The machine is shared by concurrent builds, so every benchmark reports the bench
//! thread's own CPU time (utime + stime from `/proc/thread-self/stat`, 10 ms ticks, long
//! samples), which is what the work costs with a core to itself. SQLite runs in this
//! thread and, in WAL mode with `synchronous = NORMAL`, a commit does not wait for the
//! disk, so its writes are in that figure.

use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use criterion::{Bencher, Criterion, criterion_group, criterion_main};
mod common;

use common::{at, board};
use esx_store::{LinesSnapshot, MovesQuery, Snapshot, Store};

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

fn thread_cpu() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // Fields after the parenthesised command name: state is index 0, utime 11, stime 12.
    let rest = stat.get(stat.rfind(')')? + 1..)?;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(Duration::from_millis(ticks * 10))
}

/// Time `f` by this thread's CPU time (wall clock where `/proc` is missing).
fn cpu(b: &mut Bencher<'_>, mut f: impl FnMut()) {
    b.iter_custom(|iters| {
        let (cpu0, wall0) = (thread_cpu(), Instant::now());
        for _ in 0..iters {
            f();
        }
        match (cpu0, thread_cpu()) {
            (Some(a), Some(b)) => b.saturating_sub(a),
            _ => wall0.elapsed(),
        }
    });
}

fn bench_record(c: &mut Criterion) {
    let mut g = c.benchmark_group("record_10k");
    g.sample_size(20).measurement_time(Duration::from_secs(10));
    let first = board(1);
    let moved = board(2);
    assert_eq!(first.quotes.len(), 9_984);
    // A fresh file: every quote and key is new (the file is made outside the timing).
    g.bench_function("fresh_db_all_new", |b| {
        let mut n = 0;
        let dir = tempfile::tempdir().unwrap();
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                n += 1;
                let mut s = Store::open(&dir.path().join(format!("h{n}.sqlite"))).unwrap();
                let cpu0 = thread_cpu();
                black_box(record(&mut s, &at(0), &first));
                total += thread_cpu()
                    .zip(cpu0)
                    .map_or(Duration::ZERO, |(b, a)| b.saturating_sub(a));
            }
            total
        });
    });
    let dir = tempfile::tempdir().unwrap();
    let mut s = Store::open(&dir.path().join("h.sqlite")).unwrap();
    record(&mut s, &at(0), &first);
    // The common cron case: nothing moved.
    g.bench_function("unchanged", |b| {
        cpu(b, || assert_eq!(record(&mut s, &at(1), &first), 0));
    });
    // Every quote moved (the worst case for an existing file): alternate two boards.
    let mut flip = false;
    g.bench_function("all_changed", |b| {
        cpu(b, || {
            flip = !flip;
            let board = if flip { &moved } else { &first };
            black_box(record(&mut s, &at(2), board));
        });
    });
    g.finish();
}

/// A file holding `snapshots` × 9,984 quotes, one snapshot every `step` minutes, every
/// quote changed in every snapshot.
fn tape(path: &Path, snapshots: usize, step: usize) {
    let mut s = Store::open(path).unwrap();
    for i in 0..snapshots {
        record(&mut s, &at(i * step), &board(i as u64 + 1));
    }
}

fn bench_moves(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("h.sqlite");
    // 101 snapshots × 9,984 = 1,008,384 stored quotes, one snapshot every 100 minutes:
    // a week of a busy board.
    tape(&path, 101, 100);
    let s = Store::open(&path).unwrap();
    assert!(s.counts().unwrap().0 >= 1_000_000);
    let end = 100 * 100;
    let mut g = c.benchmark_group("moves_1m");
    g.sample_size(10).measurement_time(Duration::from_secs(20));
    // `esx moves --since 6h` at the tape's end: 4 snapshots in the window, every key.
    let six_h = MovesQuery {
        since: at(end - 6 * 60),
        ..MovesQuery::default()
    };
    assert_eq!(s.moves(&six_h).unwrap().len(), 9_984);
    g.bench_function("since_6h_all_keys", |b| {
        cpu(b, || {
            black_box(s.moves(&six_h).unwrap().len());
        });
    });
    // One event over the whole week (`--event ID --since 7d`).
    let one_event = MovesQuery {
        since: at(0),
        event: Some("ev_0100".into()),
        ..MovesQuery::default()
    };
    g.bench_function("one_event_whole_tape", |b| {
        cpu(b, || {
            black_box(s.moves(&one_event).unwrap().len());
        });
    });
    // The worst case: every one of the 1M stored quotes is in the window.
    let all = MovesQuery {
        since: at(0),
        ..MovesQuery::default()
    };
    g.sample_size(10);
    g.bench_function("whole_tape_all_keys", |b| {
        cpu(b, || {
            black_box(s.moves(&all).unwrap().len());
        });
    });
    g.finish();
    // The file grows by changes only: one more unchanged snapshot adds no quote rows.
    let mut s = s;
    let before = s.counts().unwrap().0;
    record(&mut s, &at(end + 5), &board(101));
    assert_eq!(s.counts().unwrap().0, before);
    let size = std::fs::metadata(&path).map_or(0, |m| m.len());
    #[expect(
        clippy::print_stderr,
        reason = "the one line this bench prints itself: the file size for BENCHMARKS.md"
    )]
    {
        eprintln!(
            "tape: {before} quotes, {:.1} MiB",
            size as f64 / 1_048_576.0
        );
    }
}

criterion_group!(benches, bench_record, bench_moves);
criterion_main!(benches);
