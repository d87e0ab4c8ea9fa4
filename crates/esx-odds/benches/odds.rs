//! Odds-engine benchmark: de-vig + consensus + ranking for a 1,000-event × 4-market × 3-source board.
//!
//! Target (issue #3): under 5 ms per board in release on the project machine. The
//! machine is shared by concurrent builds, so besides criterion's wall-clock timings the
//! `cpu_time` group measures the bench thread's own CPU time (utime + stime from
//! `/proc/thread-self/stat`, `USER_HZ` = 100, long samples so the 10 ms tick does not
//! matter), which is what the code costs when it has a core to itself. The board
//! is synthetic and deterministic (a small LCG, no I/O), shaped like a `/lines` payload:
//! one sportsbook with vigged decimal prices and two prediction markets with
//! probabilities and depth.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use esx_odds::consensus::{
    ConsensusParams, MarketInput, OutcomeInput, SourceKind, SourceQuote, market_consensus,
};
use esx_odds::devig::DevigMethod;
use esx_odds::rank::{EventRef, rank_top_edges};

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

const MARKETS: [&str; 4] = ["match_winner", "map_winner", "total_maps", "map_handicap"];

fn board() -> Vec<(String, MarketInput)> {
    let mut rng = Lcg(42);
    let mut out = Vec::with_capacity(4_000);
    for e in 0..1_000 {
        for market in MARKETS {
            let p = 0.2 + 0.6 * rng.next();
            let quote = |rng: &mut Lcg, fair: f64| {
                let sb = SourceQuote {
                    decimal: Some(1.0 / (fair * 1.05)),
                    ..SourceQuote::new("sportsbook", SourceKind::Sportsbook)
                };
                let k = SourceQuote {
                    probability: Some((fair + 0.03 * (rng.next() - 0.5)).clamp(0.02, 0.98)),
                    volume: Some(5_000.0 * rng.next()),
                    open_interest: Some(2_000.0 * rng.next()),
                    ..SourceQuote::new("kalshi", SourceKind::PredictionMarket)
                };
                let m = SourceQuote {
                    probability: Some((fair + 0.03 * (rng.next() - 0.5)).clamp(0.02, 0.98)),
                    volume: Some(20_000.0 * rng.next()),
                    liquidity: Some(4_000.0 * rng.next()),
                    ..SourceQuote::new("polymarket", SourceKind::PredictionMarket)
                };
                vec![sb, k, m]
            };
            let outcomes = vec![
                OutcomeInput {
                    name: "home".to_owned(),
                    quotes: quote(&mut rng, p),
                },
                OutcomeInput {
                    name: "away".to_owned(),
                    quotes: quote(&mut rng, 1.0 - p),
                },
            ];
            out.push((
                format!("ev_{e}"),
                MarketInput {
                    market: market.to_owned(),
                    map: (market == "map_winner").then_some(1),
                    line: matches!(market, "total_maps" | "map_handicap").then_some(2.5),
                    matchup_key: Some(format!("a{e}__b{e}")),
                    outcomes,
                    first_prediction_market: Some("kalshi".to_owned()),
                },
            ));
        }
    }
    out
}

fn run(board: &[(String, MarketInput)], params: &ConsensusParams) -> usize {
    let mut computed = Vec::with_capacity(board.len());
    computed.extend(
        board
            .iter()
            .filter_map(|(id, m)| market_consensus(m, params).ok().map(|c| (id, c))),
    );
    let top = rank_top_edges(computed.iter().map(|(id, c)| {
        (
            EventRef {
                event_id: id,
                home_team: "home",
                away_team: "away",
            },
            c,
        )
    }));
    computed.len() + top.len()
}

/// This thread's user + system CPU time, if `/proc` can tell.
fn thread_cpu() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // Fields after the parenthesised command name: state is index 0, utime 11, stime 12.
    let rest = stat.get(stat.rfind(')')? + 1..)?;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(Duration::from_millis(ticks * 10))
}

fn bench_cpu_time(c: &mut Criterion) {
    let board = board();
    let params = ConsensusParams::default();
    let mut group = c.benchmark_group("cpu_time");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(15));
    group.bench_function("multiplicative", |b| {
        b.iter_custom(|iters| {
            let (cpu0, wall0) = (thread_cpu(), Instant::now());
            for _ in 0..iters {
                black_box(run(black_box(&board), &params));
            }
            match (cpu0, thread_cpu()) {
                (Some(a), Some(b)) => b.saturating_sub(a),
                _ => wall0.elapsed(),
            }
        });
    });
    group.finish();
}

fn bench(c: &mut Criterion) {
    let board = board();
    let mut group = c.benchmark_group("odds_board_1000x4x3");
    for method in [
        DevigMethod::Multiplicative,
        DevigMethod::Shin,
        DevigMethod::Power,
    ] {
        let params = ConsensusParams {
            method,
            ..ConsensusParams::default()
        };
        group.bench_function(method.as_str(), |b| {
            b.iter(|| black_box(run(black_box(&board), &params)));
        });
    }
    let explain = ConsensusParams {
        explain: true,
        ..ConsensusParams::default()
    };
    group.bench_function("multiplicative+explain", |b| {
        b.iter(|| black_box(run(black_box(&board), &explain)));
    });
    group.finish();
}

criterion_group!(benches, bench, bench_cpu_time);
criterion_main!(benches);
