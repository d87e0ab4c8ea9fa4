//! Known answers for each fair basis (DESIGN.md settled point 14) on one hand-made market:
//! three sportsbooks on a two-way market.
//!
//! - b1: A 1.80, B 2.00 → implied 0.555556 + 0.5 = 1.055556 → A 0.526316, B 0.473684
//! - b2: A 2.10, B 1.70 → implied 0.476190 + 0.588235 = 1.064426 → A 0.447368, B 0.552632
//! - b3: A 1.95, B 1.95 → A 0.5, B 0.5
//!
//! A's best price is b2's 2.10; B's is b1's 2.00.

use super::*;
use crate::parlay::Leg;

fn market() -> MarketInput {
    let q = |src: &str, d: f64| SourceQuote {
        decimal: Some(d),
        ..SourceQuote::new(src, SourceKind::Sportsbook)
    };
    MarketInput {
        market: "match_winner".into(),
        map: None,
        line: None,
        matchup_key: None,
        first_prediction_market: None,
        outcomes: vec![
            OutcomeInput {
                name: "A".into(),
                quotes: vec![q("b1", 1.80), q("b2", 2.10), q("b3", 1.95)],
            },
            OutcomeInput {
                name: "B".into(),
                quotes: vec![q("b1", 2.00), q("b2", 1.70), q("b3", 1.95)],
            },
        ],
    }
}

/// Each book's de-vigged A (multiplicative).
fn a(d_a: f64, d_b: f64) -> f64 {
    (1.0 / d_a) / (1.0 / d_a + 1.0 / d_b)
}

fn on(basis: FairBasis, weights: Weights, venues: Option<&VenueWeights>) -> MarketConsensus {
    let params = ConsensusParams {
        fair_basis: basis,
        weights,
        ..ConsensusParams::default()
    };
    market_consensus_on(&market(), &params, None, venues).expect("consensus")
}

fn close(x: f64, y: f64) -> bool {
    (x - y).abs() < 1e-9
}

#[test]
fn blend_is_the_spec_mean_whatever_the_weights() {
    let (a1, a2, a3) = (a(1.80, 2.00), a(2.10, 1.70), a(1.95, 1.95));
    let mean = (a1 + a2 + a3) / 3.0;
    assert!((mean - 0.491_228).abs() < 5e-7, "{mean}");
    // Under `quality` the consensus (and `all`) weighs by margin; `blend` does not.
    let all = on(FairBasis::All, Weights::Quality, None);
    let blend = on(FairBasis::Blend, Weights::Quality, None);
    assert!(!close(all.outcomes[0].best_price.fair_probability, mean));
    assert!(close(blend.outcomes[0].best_price.fair_probability, mean));
    assert!(close(
        blend.outcomes[0].best_price.edge_pct,
        100.0 * (mean * 2.10 - 1.0)
    ));
    // The row names its weights: a third each.
    assert_eq!(blend.fair_weights.len(), 3);
    assert!(
        blend
            .fair_weights
            .iter()
            .all(|w| close(w.weight, 1.0 / 3.0))
    );
    // The gates are the consensus's, not the basis's.
    assert_eq!(blend.gates_failed, all.gates_failed);
}

#[test]
fn worst_takes_each_outcomes_lowest_and_renormalises() {
    let low_a = a(2.10, 1.70); // b2's A, 0.447368
    let low_b = 1.0 - a(1.80, 2.00); // b1's B, 0.473684
    let (fa, fb) = (low_a / (low_a + low_b), low_b / (low_a + low_b));
    assert!((fa - 0.485_714).abs() < 5e-7, "{fa}");
    let c = on(FairBasis::Worst, Weights::Spec, None);
    assert!(close(c.outcomes[0].best_price.fair_probability, fa));
    assert!(close(c.outcomes[1].best_price.fair_probability, fb));
    assert!(close(
        c.outcomes[1].best_price.edge_pct,
        100.0 * (fb * 2.00 - 1.0)
    ));
    assert!(c.fair_weights.is_empty());
}

#[test]
fn sharp_is_the_one_venue_and_learned_its_weights() {
    let sharp: VenueWeights = [("b3".to_string(), 1.0)].into_iter().collect();
    let c = on(FairBasis::Sharp, Weights::Quality, Some(&sharp));
    // b3's A is 0.5; A's best price b2 2.10 → edge 5 %.
    assert!(close(c.outcomes[0].best_price.fair_probability, 0.5));
    assert!(close(c.outcomes[0].best_price.edge_pct, 5.0));
    assert_eq!(
        c.fair_weights,
        vec![FairWeight {
            source: "b3".into(),
            weight: 1.0
        }]
    );
    // A venue the market does not have counts for nothing.
    let learned: VenueWeights = [("b1", 2.0), ("b3", 1.0), ("b9", 5.0)]
        .into_iter()
        .map(|(k, w)| (k.to_string(), w))
        .collect();
    let c = on(FairBasis::Learned, Weights::Spec, Some(&learned));
    let fair = (2.0 * a(1.80, 2.00) + 0.5) / 3.0;
    assert!((fair - 0.517_544).abs() < 5e-7, "{fair}");
    assert!(close(c.outcomes[0].best_price.fair_probability, fair));
    let shares: Vec<(&str, f64)> = c
        .fair_weights
        .iter()
        .map(|w| (w.source.as_str(), w.weight))
        .collect();
    assert_eq!(shares.len(), 2);
    assert!(shares[0].0 == "b1" && close(shares[0].1, 2.0 / 3.0));
    assert!(shares[1].0 == "b3" && close(shares[1].1, 1.0 / 3.0));
}

#[test]
fn a_sharp_venue_that_does_not_quote_the_market_measures_no_edge() {
    let elsewhere: VenueWeights = [("b9".to_string(), 1.0)].into_iter().collect();
    let c = on(FairBasis::Sharp, Weights::Spec, Some(&elsewhere));
    assert!(c.gates_failed.contains(&Gate::NoFairBasis));
    assert!(c.outcomes.iter().all(|o| o.best_price.edge_pct == 0.0));
    assert!(!c.quality.surfaced);
    // Without venue weights at all, `sharp` and `learned` are an error, not a guess.
    for basis in [FairBasis::Sharp, FairBasis::Learned] {
        let params = ConsensusParams {
            fair_basis: basis,
            ..ConsensusParams::default()
        };
        assert!(market_consensus(&market(), &params).is_err());
    }
}

#[test]
fn every_basis_is_named_and_parsed() {
    for b in FairBasis::ALL {
        assert_eq!(b.as_str().parse::<FairBasis>(), Ok(b));
    }
    let err = "sharpest".parse::<FairBasis>().unwrap_err();
    assert!(
        err.contains("all, others, sharp, blend, worst, learned"),
        "{err}"
    );
    assert!(FairBasis::All.takes_weights() && FairBasis::Others.takes_weights());
    assert!(!FairBasis::Blend.takes_weights() && !FairBasis::Learned.takes_weights());
    assert!(FairBasis::Sharp.needs_venue_weights() && !FairBasis::Worst.needs_venue_weights());
}

#[test]
fn a_parlay_leg_is_priced_at_its_basiss_fair() {
    let sharp: VenueWeights = [("b3".to_string(), 1.0)].into_iter().collect();
    let params = ConsensusParams {
        fair_basis: FairBasis::Sharp,
        ..ConsensusParams::default()
    };
    let leg =
        Leg::from_market_on("m1", &market(), 0, "A", "b2", &params, Some(&sharp)).expect("leg");
    assert!(close(leg.fair_probability, 0.5));
    assert!(close(leg.ev_pct, 5.0));
    assert_eq!(leg.fair_books, vec!["b3".to_string()]);
    let nowhere: VenueWeights = [("b9".to_string(), 1.0)].into_iter().collect();
    assert!(Leg::from_market_on("m1", &market(), 0, "A", "b2", &params, Some(&nowhere)).is_err());
}
