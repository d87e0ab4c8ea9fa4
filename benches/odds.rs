//! Odds-engine benchmark: de-vig + consensus + ranking for a 1,000-event × 4-market × 3-source board.
//!
//! Target (issue #3): under 5 ms per board in release on the project machine. The board
//! is synthetic and deterministic (a small LCG, no I/O), shaped like a `/lines` payload:
//! one sportsbook with vigged decimal prices and two prediction markets with
//! probabilities and depth.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use esx::odds::consensus::{
    ConsensusParams, EventRef, MarketInput, OutcomeInput, SourceKind, SourceQuote,
    market_consensus, rank_top_edges,
};
use esx::odds::devig::DevigMethod;

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
    let computed: Vec<_> = board
        .iter()
        .filter_map(|(id, m)| market_consensus(m, params).ok().map(|c| (id, c)))
        .collect();
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

criterion_group!(benches, bench);
criterion_main!(benches);
