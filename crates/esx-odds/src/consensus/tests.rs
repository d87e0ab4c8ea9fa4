//! Consensus tests: hand-worked markets, every exclusion rule, gates, flags, ranking, properties.

use proptest::prelude::*;

use super::*;
use crate::devig::DevigMethod;
use crate::rank::{EventRef, event_best_edge, rank_top_edges};

fn book(src: &str, decimal: f64) -> SourceQuote {
    SourceQuote {
        decimal: Some(decimal),
        ..SourceQuote::new(src, SourceKind::Sportsbook)
    }
}

fn pm(src: &str, p: f64, depth: f64) -> SourceQuote {
    SourceQuote {
        probability: Some(p),
        volume: Some(depth),
        open_interest: Some(depth),
        liquidity: Some(depth),
        ..SourceQuote::new(src, SourceKind::PredictionMarket)
    }
}

fn market(name: &str, a: Vec<SourceQuote>, b: Vec<SourceQuote>) -> MarketInput {
    MarketInput {
        market: name.to_owned(),
        map: None,
        line: None,
        matchup_key: None,
        outcomes: vec![
            OutcomeInput {
                name: "A".to_owned(),
                quotes: a,
            },
            OutcomeInput {
                name: "B".to_owned(),
                quotes: b,
            },
        ],
        first_prediction_market: Some("kalshi".to_owned()),
    }
}

const DEEP: f64 = 1e7;

/// Sportsbook 1.80/2.00, kalshi 0.55/0.45, polymarket 0.52/0.48, all deep.
fn three_source() -> MarketInput {
    market(
        "match_winner",
        vec![
            book("sb", 1.8),
            pm("kalshi", 0.55, DEEP),
            pm("poly", 0.52, DEEP),
        ],
        vec![
            book("sb", 2.0),
            pm("kalshi", 0.45, DEEP),
            pm("poly", 0.48, DEEP),
        ],
    )
}

#[test]
fn hand_worked_three_source_market() {
    let c = market_consensus(&three_source(), &ConsensusParams::default()).unwrap();
    // sb: (1/1.8)/(1/1.8 + 1/2) = 0.5263158; weights 1, 1.5, 1.5 (total 4).
    let sb_a = (1.0 / 1.8) / (1.0 / 1.8 + 0.5);
    let a = (sb_a + 1.5 * 0.55 + 1.5 * 0.52) / 4.0;
    assert!((c.outcomes[0].consensus_probability - a).abs() < 1e-12);
    assert!((c.outcomes[1].consensus_probability - (1.0 - a)).abs() < 1e-12);
    assert_eq!(c.sources_used, ["sb", "kalshi", "poly"]);
    // A: values 0.5263, 0.55, 0.52 → spread 0.55 − 0.52 = 0.03; B the same.
    assert!((c.max_disagreement - 0.03).abs() < 1e-12);
    // Best prices: A at poly 1/0.52 = 1.923 (> 1.818 > 1.8), B at kalshi 1/0.45 = 2.222.
    assert_eq!(c.outcomes[0].best_price.source, "poly");
    assert_eq!(c.outcomes[1].best_price.source, "kalshi");
    let edge_b = 100.0 * ((1.0 - a) / 0.45 - 1.0);
    assert!((c.outcomes[1].best_price.edge_pct - edge_b).abs() < 1e-9);
    // Confidence: coverage 3/3 × agreement (1 − d/0.24).
    let conf = 1.0 - 0.03 / 0.24;
    assert!((c.confidence - conf).abs() < 1e-12);
    // Liquidity: sb 1; deep markets r/(1+r) with r = 1e7/floor.
    let k = {
        let r1 = DEEP / 1_000.0;
        let r2 = DEEP / 500.0;
        (r1 / (1.0 + r1)).min(r2 / (1.0 + r2))
    };
    let p = {
        let r1 = DEEP / 5_000.0;
        let r2 = DEEP / 1_000.0;
        (r1 / (1.0 + r1)).min(r2 / (1.0 + r2))
    };
    let liq = (1.0 + 1.5 * k + 1.5 * p) / 4.0;
    assert!((c.liquidity_score - liq).abs() < 1e-12);
    let best = &c.best_edge;
    let top = c
        .outcomes
        .iter()
        .map(|o| o.best_price.edge_pct)
        .fold(f64::NEG_INFINITY, f64::max);
    assert_eq!(best.edge_pct, top);
    assert!((best.adjusted_edge_pct - top * conf * liq).abs() < 1e-9);
    assert_eq!(c.gates_failed, []);
    assert_eq!(c.quality.surfaced, top > 0.0);
    assert!(!c.quality.unreliable && !c.quality.low_confidence && !c.quality.suspect_edge);
    assert!(c.explain.is_empty(), "explain is off by default");
}

#[test]
fn map_handicap_leaves_out_the_first_prediction_market() {
    let mut m = three_source();
    m.market = "map_handicap".to_owned();
    let c = market_consensus(&m, &ConsensusParams::default()).unwrap();
    assert_eq!(c.sources_used, ["sb", "poly"]);
    assert_eq!(c.gates_failed, [Gate::MinSources]);
    // Without an explicit first market, the first one quoted is the first.
    m.first_prediction_market = None;
    let c = market_consensus(&m, &ConsensusParams::default()).unwrap();
    assert_eq!(c.sources_used, ["sb", "poly"]);
    // Best price never comes from the left-out venue.
    assert!(c.outcomes.iter().all(|o| o.best_price.source != "kalshi"));
}

#[test]
fn total_maps_pools_only_equal_line_and_matchup() {
    let mut m = three_source();
    m.market = "total_maps".to_owned();
    m.line = Some(2.5);
    m.matchup_key = Some("a__b".to_owned());
    for o in &mut m.outcomes {
        o.quotes[1].line = Some(1.5);
        o.quotes[2].matchup_key = Some("a__c".to_owned());
        o.quotes[0].line = Some(2.5);
    }
    let params = ConsensusParams {
        explain: true,
        ..ConsensusParams::default()
    };
    let c = market_consensus(&m, &params).unwrap();
    assert_eq!(c.sources_used, ["sb"]);
    let excluded: Vec<_> = c.explain.iter().filter(|s| s.step == "exclude").collect();
    assert_eq!(excluded.len(), 2);
    assert!(excluded[0].detail.contains("line 1.5"));
    assert!(excluded[1].detail.contains("matchup a__c"));
    assert!(c.quality.unreliable, "one source cannot be cross-checked");
}

#[test]
fn partial_and_invalid_sources_are_left_out() {
    let m = market(
        "match_winner",
        vec![book("sb", 1.8), pm("kalshi", 0.55, DEEP), book("bad", 0.9)],
        vec![book("sb", 2.0), book("bad", 3.0)],
    );
    let c = market_consensus(
        &m,
        &ConsensusParams {
            explain: true,
            ..ConsensusParams::default()
        },
    )
    .unwrap();
    assert_eq!(c.sources_used, ["sb"]);
    assert!(c.explain.iter().any(|s| s.detail.contains("quotes 1 of 2")));
    assert!(c.explain.iter().any(|s| s.detail.contains("invalid price")));
    assert_eq!(
        SourceQuote::new("bare", SourceKind::Sportsbook).price(),
        Err(OddsError::MissingPrice("bare".to_owned()))
    );
    let none = market("match_winner", vec![book("x", 1.0)], vec![book("x", 2.0)]);
    assert!(matches!(
        market_consensus(&none, &ConsensusParams::default()),
        Err(OddsError::NoUsableSource(_))
    ));
    let one_outcome = MarketInput {
        outcomes: vec![three_source().outcomes[0].clone()],
        ..three_source()
    };
    assert_eq!(
        market_consensus(&one_outcome, &ConsensusParams::default()),
        Err(OddsError::TooFewOutcomes(1))
    );
}

#[test]
fn absurd_prices_are_left_out_rather_than_giving_infinite_edges() {
    // Found by proptest: a decimal of 8e307 made edge_pct infinite before MAX_DECIMAL.
    let m = market(
        "match_winner",
        vec![book("sb", 1.9), book("huge", 8.187_566_665_910_924e307)],
        vec![book("sb", 1.9), book("huge", 1.5)],
    );
    let c = market_consensus(&m, &ConsensusParams::default()).unwrap();
    assert_eq!(c.sources_used, ["sb"]);
    assert!(c.best_edge.edge_pct.is_finite());
}

#[test]
fn liquidity_gate_uses_each_markets_own_floors() {
    let mut m = three_source();
    // kalshi: volume fine but open interest 100 < 500 on one outcome (thinnest counts).
    m.outcomes[1].quotes[1].open_interest = Some(100.0);
    let c = market_consensus(&m, &ConsensusParams::default()).unwrap();
    assert_eq!(c.gates_failed, [Gate::Liquidity]);
    assert!(!c.quality.surfaced);
    // Lowering the floor clears it.
    let mut params = ConsensusParams::default();
    params.gates.floors.first_pm_open_interest = 50.0;
    assert!(
        market_consensus(&m, &params)
            .unwrap()
            .gates_failed
            .is_empty()
    );
    // polymarket with no liquidity figure fails (cannot be verified) and scores 0 depth.
    let mut m = three_source();
    for o in &mut m.outcomes {
        o.quotes[2].liquidity = None;
    }
    let c = market_consensus(&m, &ConsensusParams::default()).unwrap();
    assert_eq!(c.gates_failed, [Gate::Liquidity]);
    // open_interest is not polymarket's metric: removing it changes nothing there.
    let mut m = three_source();
    for o in &mut m.outcomes {
        o.quotes[2].open_interest = None;
    }
    assert!(
        market_consensus(&m, &ConsensusParams::default())
            .unwrap()
            .gates_failed
            .is_empty()
    );
}

#[test]
fn edge_and_disagreement_gates_set_flags() {
    // sb says A is 0.5; both markets say 0.75: spread 0.25, A at 2.0 is a big "edge".
    let m = market(
        "match_winner",
        vec![
            book("sb", 1.9),
            pm("kalshi", 0.75, DEEP),
            pm("poly", 0.75, DEEP),
        ],
        vec![
            book("sb", 1.9),
            pm("kalshi", 0.25, DEEP),
            pm("poly", 0.25, DEEP),
        ],
    );
    let c = market_consensus(&m, &ConsensusParams::default()).unwrap();
    assert_eq!(c.gates_failed, [Gate::MaxDisagreement, Gate::MaxEdge]);
    assert!(c.quality.unreliable && c.quality.suspect_edge && !c.quality.surfaced);
    // Disagreement 0.25 > 2 × 0.12: agreement and confidence are 0.
    assert_eq!(c.confidence, 0.0);
    assert!(c.quality.low_confidence);
    assert_eq!(c.best_edge.adjusted_edge_pct, 0.0);
    let json = serde_json::to_string(&c.esx_summary()).unwrap_or_default();
    assert!(json.contains(r#""gates_failed":["max_disagreement","max_edge"]"#));
    assert!(json.contains(r#""method":"multiplicative""#));
}

#[test]
fn fallback_is_recorded_in_the_explain_trail() {
    // Prediction-market mids sum below 1: shin falls back to multiplicative and says so.
    let m = market(
        "match_winner",
        vec![book("sb", 1.8), pm("kalshi", 0.52, DEEP)],
        vec![book("sb", 2.0), pm("kalshi", 0.45, DEEP)],
    );
    let params = ConsensusParams {
        method: DevigMethod::Shin,
        explain: true,
        ..ConsensusParams::default()
    };
    let c = market_consensus(&m, &params).unwrap();
    let fallback: Vec<_> = c.explain.iter().filter(|s| s.step == "fallback").collect();
    assert_eq!(fallback.len(), 1);
    assert_eq!(fallback[0].source.as_deref(), Some("kalshi"));
    assert!((c.outcomes[0].source_probabilities[1] - 0.52 / 0.97).abs() < 1e-12);
    assert_eq!(c.method, DevigMethod::Shin);
}

#[test]
fn excluding_a_book_for_parlay_fair_prices() {
    let c = market_consensus_excluding(&three_source(), &ConsensusParams::default(), "sb").unwrap();
    assert_eq!(c.sources_used, ["kalshi", "poly"]);
    let a = f64::midpoint(0.55, 0.52);
    assert!((c.outcomes[0].consensus_probability - a).abs() < 1e-12);
}

#[test]
fn zero_pm_weight_leaves_prediction_markets_out_and_bad_params_are_errors() {
    let params = ConsensusParams {
        pm_weight: 0.0,
        ..ConsensusParams::default()
    };
    assert_eq!(
        market_consensus(&three_source(), &params)
            .unwrap()
            .sources_used,
        ["sb"]
    );
    for bad in [f64::NAN, -1.0, f64::INFINITY] {
        let params = ConsensusParams {
            pm_weight: bad,
            ..ConsensusParams::default()
        };
        assert!(matches!(
            market_consensus(&three_source(), &params),
            Err(OddsError::InvalidParameter {
                name: "pm_weight",
                ..
            })
        ));
    }
    let mut params = ConsensusParams::default();
    params.gates.floors.second_pm_volume = -5.0;
    assert!(params.validate().is_err());
}

#[test]
fn ranking_keeps_surfaced_markets_by_adjusted_edge() {
    let params = ConsensusParams::default();
    let mut weak = three_source();
    weak.outcomes[1].quotes[1].probability = Some(0.47); // smaller edge on B
    weak.outcomes[0].quotes[1].probability = Some(0.53);
    let strong = market_consensus(&three_source(), &params).unwrap();
    let weak = market_consensus(&weak, &params).unwrap();
    let mut gated = three_source();
    gated.market = "map_handicap".to_owned();
    let gated = market_consensus(&gated, &params).unwrap();
    assert!(strong.surfaced() && weak.surfaced() && !gated.surfaced());
    let e1 = EventRef {
        event_id: "ev_1",
        home_team: "A",
        away_team: "B",
    };
    let e2 = EventRef {
        event_id: "ev_2",
        ..e1
    };
    let rows = rank_top_edges([(e1, &weak), (e2, &strong), (e1, &gated)]);
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0].event_id, "ev_2");
    assert!(rows[0].adjusted_edge_pct >= rows[1].adjusted_edge_pct);
    let best = event_best_edge(&[gated.clone(), weak.clone()]).unwrap();
    assert_eq!(best.market, "match_winner");
    assert!(best.surfaced);
    let best = event_best_edge(std::slice::from_ref(&gated)).unwrap();
    assert!(!best.surfaced);
    assert!(event_best_edge(&[]).is_none());
}

fn arb_market() -> impl Strategy<Value = MarketInput> {
    (
        2usize..5,
        prop::collection::vec((1.01f64..20.0, 0.01f64..0.99, 0.0f64..1e5), 12),
        1usize..4,
    )
        .prop_map(|(n, cells, sources)| {
            let outcomes = (0..n)
                .map(|i| OutcomeInput {
                    name: format!("o{i}"),
                    quotes: (0..sources)
                        .map(|s| {
                            let (d, p, depth) = cells[(i * 3 + s) % cells.len()];
                            if s == 0 {
                                book("sb", d)
                            } else {
                                pm(&format!("pm{s}"), p, depth)
                            }
                        })
                        .collect(),
                })
                .collect();
            MarketInput {
                market: "match_winner".to_owned(),
                map: None,
                line: None,
                matchup_key: None,
                outcomes,
                first_prediction_market: None,
            }
        })
}

fn arb_method() -> impl Strategy<Value = DevigMethod> {
    prop::sample::select(DevigMethod::ALL.to_vec())
}

proptest! {
    #[test]
    fn consensus_is_a_distribution_and_scores_are_bounded(m in arb_market(), method in arb_method()) {
        let params = ConsensusParams { method, ..ConsensusParams::default() };
        let c = market_consensus(&m, &params).unwrap();
        let total: f64 = c.outcomes.iter().map(|o| o.consensus_probability).sum();
        prop_assert!((total - 1.0).abs() < 1e-9);
        for o in &c.outcomes {
            prop_assert!((0.0..=1.0).contains(&o.consensus_probability));
            prop_assert!(o.best_price.edge_pct.is_finite());
        }
        prop_assert!((0.0..=1.0).contains(&c.confidence));
        prop_assert!((0.0..=1.0).contains(&c.liquidity_score));
        prop_assert!((0.0..=1.0).contains(&c.max_disagreement));
    }

    #[test]
    fn consensus_invariant_to_quote_and_outcome_order(m in arb_market(), method in arb_method()) {
        let params = ConsensusParams { method, ..ConsensusParams::default() };
        let c = market_consensus(&m, &params).unwrap();
        let mut r = m.clone();
        r.outcomes.reverse();
        for o in &mut r.outcomes {
            o.quotes.reverse();
        }
        // Keep the first prediction market the same one.
        r.first_prediction_market = c.sources_used.iter().find(|s| s.starts_with("pm")).cloned();
        let mut m2 = m.clone();
        m2.first_prediction_market = r.first_prediction_market.clone();
        let c = market_consensus(&m2, &params).unwrap();
        let d = market_consensus(&r, &params).unwrap();
        for (a, b) in c.outcomes.iter().zip(d.outcomes.iter().rev()) {
            prop_assert_eq!(&a.name, &b.name);
            prop_assert!((a.consensus_probability - b.consensus_probability).abs() < 1e-9);
            prop_assert!((a.best_price.edge_pct - b.best_price.edge_pct).abs() < 1e-7);
        }
        prop_assert!((c.confidence - d.confidence).abs() < 1e-9);
        prop_assert_eq!(c.gates_failed, d.gates_failed);
    }

    #[test]
    fn no_panic_for_any_f64_quote(xs in prop::collection::vec(proptest::num::f64::ANY, 8), method in arb_method()) {
        let q = |i: usize, kind| SourceQuote {
            probability: Some(xs[i]),
            decimal: Some(xs[(i + 1) % 8]),
            volume: Some(xs[(i + 2) % 8]),
            liquidity: Some(xs[(i + 3) % 8]),
            ..SourceQuote::new(format!("s{}", i % 2), kind)
        };
        let m = market("match_winner",
            vec![q(0, SourceKind::Sportsbook), q(1, SourceKind::PredictionMarket)],
            vec![q(2, SourceKind::Sportsbook), q(3, SourceKind::PredictionMarket)]);
        let params = ConsensusParams { method, explain: true, ..ConsensusParams::default() };
        if let Ok(c) = market_consensus(&m, &params) {
            prop_assert!(c.outcomes.iter().all(|o| o.consensus_probability.is_finite()));
            prop_assert!(c.best_edge.adjusted_edge_pct.is_finite());
        }
    }
}

/// Kalshi 0.49 (served 2.0408) beats polymarket 0.505 (1.9802) before its fee; after
/// the 0.07 fee it nets 1/(0.49 + 0.07 × 0.49 × 0.51) = 1.97047 and polymarket is best.
#[test]
fn a_kalshi_best_price_stops_being_best_after_its_fee() {
    let with_fee = |c: f64| {
        let mut k_a = pm("kalshi", 0.49, DEEP);
        let mut k_b = pm("kalshi", 0.51, DEEP);
        k_a.fee = c;
        k_b.fee = c;
        market(
            "match_winner",
            vec![book("sb", 1.95), k_a, pm("poly", 0.505, DEEP)],
            vec![book("sb", 1.95), k_b, pm("poly", 0.495, DEEP)],
        )
    };
    let p = ConsensusParams::default();
    let off = market_consensus(&with_fee(0.0), &p).unwrap();
    assert_eq!(off.outcomes[0].best_price.source, "kalshi");
    assert!((off.outcomes[0].best_price.net_decimal - 1.0 / 0.49).abs() < 1e-12);
    let on = market_consensus(&with_fee(0.07), &p).unwrap();
    let best = &on.outcomes[0].best_price;
    assert_eq!(best.source, "poly");
    assert!((best.decimal - 1.0 / 0.505).abs() < 1e-12);
    assert_eq!(best.net_decimal, best.decimal, "no fee on poly");
    let c = on.outcomes[0].consensus_probability;
    assert!((best.edge_pct - 100.0 * (c / 0.505 - 1.0)).abs() < 1e-9);
    // The fee does not touch the consensus (probabilities are the venues' own).
    assert_eq!(c, off.outcomes[0].consensus_probability);
}

/// `others` measures the best price against the consensus without its own source.
#[test]
fn fair_basis_others_leaves_the_priced_source_out() {
    let m = three_source();
    let all = market_consensus(&m, &ConsensusParams::default()).unwrap();
    let others = market_consensus(
        &m,
        &ConsensusParams {
            fair_basis: FairBasis::Others,
            ..ConsensusParams::default()
        },
    )
    .unwrap();
    let b_all = &all.outcomes[1].best_price;
    let b_oth = &others.outcomes[1].best_price;
    assert_eq!(b_all.source, b_oth.source);
    let excl = market_consensus_excluding(&m, &ConsensusParams::default(), &b_all.source).unwrap();
    assert!((b_oth.fair_probability - excl.outcomes[1].consensus_probability).abs() < 1e-12);
    assert!((b_all.fair_probability - all.outcomes[1].consensus_probability).abs() < 1e-12);
    assert_eq!(others.fair_basis, FairBasis::Others);
    // One source: nothing to measure it against under `others`.
    let lone = market("match_winner", vec![book("sb", 1.9)], vec![book("sb", 1.9)]);
    assert!(
        market_consensus(
            &lone,
            &ConsensusParams {
                fair_basis: FairBasis::Others,
                ..ConsensusParams::default()
            }
        )
        .is_err()
    );
}

/// Quality weights by hand: a book at 1.80 / 2.00 (implied sum 1.0556, margin 0.0556)
/// keeps 1 × (1 − 0.0556/0.10) = 0.4444 of its weight; a deep prediction market at
/// 0.55 / 0.45 (no margin) 1.5 × depth; a book whose margin is 0.12 leaves the consensus
/// (and the source count) but its price may still be the best.
#[test]
fn quality_weights_follow_margin_and_depth() {
    use crate::consensus::Weights;
    let book = |name: &str, a: f64, b: f64| (name.to_string(), a, b);
    let mut input = MarketInput {
        market: "match_winner".into(),
        map: None,
        line: None,
        matchup_key: None,
        outcomes: vec![
            OutcomeInput {
                name: "A".into(),
                quotes: Vec::new(),
            },
            OutcomeInput {
                name: "B".into(),
                quotes: Vec::new(),
            },
        ],
        first_prediction_market: Some("kalshi".into()),
    };
    for (name, a, b) in [book("sb", 1.80, 2.00), book("wide", 2.30, 1.45)] {
        for (i, d) in [a, b].into_iter().enumerate() {
            input.outcomes[i].quotes.push(SourceQuote {
                decimal: Some(d),
                ..SourceQuote::new(name.as_str(), SourceKind::Sportsbook)
            });
        }
    }
    for (i, p) in [0.55, 0.45].into_iter().enumerate() {
        input.outcomes[i].quotes.push(SourceQuote {
            probability: Some(p),
            volume: Some(4000.0),
            open_interest: Some(2000.0),
            ..SourceQuote::new("kalshi", SourceKind::PredictionMarket)
        });
    }
    let params = ConsensusParams {
        weights: Weights::Quality,
        ..ConsensusParams::default()
    };
    let c = market_consensus(&input, &params).unwrap();
    // Weights by hand.
    let sb_sum = 1.0 / 1.8 + 1.0 / 2.0;
    let w_sb = 1.0 - (sb_sum - 1.0) / 0.10;
    let wide_sum = 1.0 / 2.3 + 1.0 / 1.45; // 1.1245: margin above 0.10 → weight 0
    assert!(wide_sum - 1.0 >= 0.10);
    // Kalshi depth: min(r/(1+r)) with r = 4000/1000 and 2000/500 → 0.8.
    let w_k = 1.5 * 0.8;
    let p_sb = (1.0 / 1.8) / sb_sum;
    let want = (w_sb * p_sb + w_k * 0.55) / (w_sb + w_k);
    assert!((c.outcomes[0].consensus_probability - want).abs() < 1e-9);
    assert_eq!(c.source_count, 2, "the wide book leaves the count");
    // Its 2.30 on A is still the best price.
    assert_eq!(c.outcomes[0].best_price.source, "wide");
    // Spec weights: all three in, weights 1, 1, 1.5.
    let spec = market_consensus(&input, &ConsensusParams::default()).unwrap();
    assert_eq!(spec.source_count, 3);
    // Every source at or above max_margin: no fair basis.
    let tight = ConsensusParams {
        weights: Weights::Quality,
        max_margin: 0.01,
        ..ConsensusParams::default()
    };
    let mut books_only = input.clone();
    for o in &mut books_only.outcomes {
        o.quotes.retain(|q| q.kind == SourceKind::Sportsbook);
    }
    // Listed, not dropped: gated `no_fair_basis`, no edge, nothing surfaced.
    let c = market_consensus(&books_only, &tight).unwrap();
    assert_eq!(c.gates_failed.last(), Some(&Gate::NoFairBasis));
    assert_eq!(c.source_count, 0);
    assert!(!c.surfaced());
    assert_eq!(c.best_edge.edge_pct, 0.0);
    assert_eq!(c.best_edge.adjusted_edge_pct, 0.0);
    assert_eq!(c.liquidity_score, 0.0);
    for o in &c.outcomes {
        assert_eq!(o.best_price.edge_pct, 0.0);
        assert!((o.best_price.fair_probability - 1.0 / o.best_price.net_decimal).abs() < 1e-15);
        assert_eq!(o.disagreement, 0.0);
    }
    // The probability shown is the sources' plain mean (for reference): sb's A
    // 0.5556/1.0556 = 0.526316 and wide's 0.434783/1.124438 = 0.386667 average 0.456491.
    let mean_a = f64::midpoint(0.526_315_789_473_684_2, 0.386_666_666_666_666_7);
    assert!((c.outcomes[0].consensus_probability - mean_a).abs() < 1e-12);
}
