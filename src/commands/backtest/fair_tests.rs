//! `--compare fair` on a hand-made tape: three margin-free books (`a`, `b`, `c`: decimal
//! `1/p`, no fees, so every de-vigged probability is `p` and `quality` weighs them 1
//! each), two events, results known. Every figure below is worked by hand.
//!
//! | event | p(H) a / b / c     | result | close p(H) |
//! | ev1   | 0.52 / 0.55 / 0.58 | H won  | 0.60       |
//! | ev2   | 0.31 / 0.33 / 0.35 | A won  | 0.30       |

use esx_odds::{FairBasis, FeeTable, VenueWeights};
use esx_store::{Close, CloseQuote, TapeMarket};

use super::{BASES, FairCompare, compare};

fn quote(outcome: &str, source: &str, p: f64) -> CloseQuote {
    CloseQuote {
        outcome: outcome.into(),
        source: source.into(),
        source_type: "sportsbook".into(),
        decimal: Some(1.0 / p),
        american: None,
        probability: None,
        observed_at: String::new(),
        seen_at: String::new(),
        volume: None,
        open_interest: None,
        liquidity: None,
    }
}

fn market(event: &str, p_home: [f64; 3], home_won: bool, close_home: f64) -> TapeMarket {
    let mut quotes = Vec::new();
    for (venue, p) in ["a", "b", "c"].iter().zip(p_home) {
        quotes.push(quote("H", venue, p));
        quotes.push(quote("A", venue, 1.0 - p));
    }
    TapeMarket {
        sport: "cs2".into(),
        event_id: event.into(),
        starts_at: "2026-11-21T18:00:00.000Z".into(),
        market: "match_winner".into(),
        map: None,
        line: None,
        quotes,
        close: Close {
            outcomes: vec![("H".into(), close_home), ("A".into(), 1.0 - close_home)],
            venues: Vec::new(),
            observed_at: String::new(),
            seen_at: String::new(),
        },
        results: vec![("A".into(), !home_won), ("H".into(), home_won)],
    }
}

fn weights(pairs: &[(&str, f64)]) -> VenueWeights {
    pairs.iter().map(|(v, w)| ((*v).to_string(), *w)).collect()
}

/// `sharp` is venue `a` on both events; `learned` knows ev2 only (a ½, b ¼, c ¼): on ev1
/// its rank is thin and it falls back to `blend`.
fn run() -> FairCompare {
    let tape = [
        market("ev1", [0.52, 0.55, 0.58], true, 0.60),
        market("ev2", [0.31, 0.33, 0.35], false, 0.30),
    ];
    compare(&tape, &FeeTable::none(), &mut |basis, m| match basis {
        FairBasis::Sharp => Some(weights(&[("a", 1.0)])),
        FairBasis::Learned => {
            (m.event_id == "ev2").then(|| weights(&[("a", 0.5), ("b", 0.25), ("c", 0.25)]))
        }
        _ => None,
    })
}

fn near(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

fn of(c: &FairCompare, basis: FairBasis) -> &super::BasisFigures {
    c.bases.iter().find(|b| b.basis == basis).unwrap()
}

/// Brier of a two-way market = (p(winner) − 1)², the same from either outcome; log loss
/// −ln p(winner).
///
/// - blend (and all: margin-free books weigh 1 each either way): ev1 H 0.55 → 0.45² =
///   0.2025; ev2 H 0.33, A won → 0.33² = 0.1089; mean 0.1557.
/// - sharp (a alone): ev1 0.48² = 0.2304; ev2 0.31² = 0.0961; mean 0.16325. Paired
///   against blend: d = 0.0279 and −0.0128, mean 0.00755, SE (two events) |d₁ − d₂|/2
///   = 0.02035: the interval holds 0.
/// - learned: ev1 is blend's 0.2025 (fell back); ev2 H = ½·0.31 + ¼·0.33 + ¼·0.35 =
///   0.325 → 0.105625; mean 0.1540625.
/// - worst: ev1 min H 0.52, min A 0.42 → H 0.52/0.94 → (0.42/0.94)²; ev2 min H 0.31,
///   min A 0.65 → H 0.31/0.96 → (0.31/0.96)².
/// - others (each outcome's best-price venue left out of its fair): ev1 H's best is a
///   (1/0.52) → H (0.55+0.58)/2 = 0.565, A's best is c → A (0.48+0.45)/2 = 0.465:
///   mean of 0.435² and 0.465²; ev2 H's best a → H 0.34, A's best c → A 0.68: mean of
///   0.34² and 0.32².
#[test]
fn scores_per_basis_by_hand() {
    let c = run();
    assert_eq!((c.n_predictions, c.n_events, c.unpriced), (2, 2, 0));
    let order: Vec<FairBasis> = c.bases.iter().map(|b| b.basis).collect();
    assert_eq!(order, BASES);
    let brier = |b| of(&c, b).brier.unwrap().value;
    assert!(near(brier(FairBasis::Blend), 0.1557));
    assert!(near(brier(FairBasis::All), 0.1557));
    assert!(near(brier(FairBasis::Sharp), 0.16325));
    assert!(near(brier(FairBasis::Learned), 0.154_062_5));
    let worst = f64::midpoint((0.42f64 / 0.94).powi(2), (0.31f64 / 0.96).powi(2));
    assert!(near(brier(FairBasis::Worst), worst));
    let others = f64::midpoint(
        f64::midpoint(0.435f64.powi(2), 0.465f64.powi(2)),
        f64::midpoint(0.34f64.powi(2), 0.32f64.powi(2)),
    );
    assert!(near(brier(FairBasis::Others), others));
    let ll = of(&c, FairBasis::Blend).log_loss.unwrap().value;
    assert!(near(ll, (-(0.55f64.ln()) - 0.67f64.ln()) / 2.0));
    // Two events of one prediction each: SE = |x₁ − x₂| / 2.
    let se = of(&c, FairBasis::Blend).brier.unwrap().se.unwrap();
    assert!(near(se, (0.2025 - 0.1089) / 2.0));

    let d = of(&c, FairBasis::Sharp).brier_diff.unwrap();
    assert!(
        near(d.diff, 0.00755) && near(d.se.unwrap(), 0.02035),
        "{d:?}"
    );
    assert!(!d.distinguishable);
    assert!(near(d.a, 0.16325) && near(d.b, 0.1557));
    // The reference has no difference against itself.
    assert!(of(&c, FairBasis::Blend).brier_diff.is_none());
    let fell: Vec<usize> = c.bases.iter().map(|b| b.fell_back).collect();
    assert_eq!(fell, [0, 0, 0, 0, 0, 1]);
}

/// The bet each basis makes (gates: 3 sources, disagreement ≤ 0.12, best edge ≤ 8 %):
///
/// - blend ev1: H at a's 1/0.52 is 0.55/0.52 − 1 = 5.77 %, A at c's 1/0.42 is
///   0.45/0.42 − 1 = 7.14 %: bets A, which lost (−1); CLV 100·(0.40/0.42 − 1). ev2: H at
///   a's 1/0.31: 0.33/0.31 − 1 = 6.45 % beats A's 0.67/0.65 − 1: bets H, lost (−1); CLV
///   100·(0.30/0.31 − 1). ROI −100 %.
/// - sharp (a): ev1's best edge is A at c, 0.48/0.42 − 1 = 14.3 % > 8 %: no bet. ev2: A at
///   c's 1/0.65: 0.69/0.65 − 1 = 6.15 %: bets A, won: profit 1/0.65 − 1; CLV
///   100·(0.70/0.65 − 1).
#[test]
fn bets_roi_and_clv_by_hand() {
    let c = run();
    let blend = of(&c, FairBasis::Blend);
    assert_eq!(blend.n_bets, 2);
    let roi = blend.roi_pct.unwrap();
    assert!(
        near(roi.value, -100.0) && near(roi.se.unwrap(), 0.0),
        "{roi:?}"
    );
    let clv = f64::midpoint(100.0 * (0.40 / 0.42 - 1.0), 100.0 * (0.30 / 0.31 - 1.0));
    assert!(near(blend.clv_pct.unwrap().value, clv));
    let sharp = of(&c, FairBasis::Sharp);
    assert_eq!(sharp.n_bets, 1);
    assert!(near(
        sharp.roi_pct.unwrap().value,
        100.0 * (1.0 / 0.65 - 1.0)
    ));
    assert!(near(
        sharp.clv_pct.unwrap().value,
        100.0 * (0.70 / 0.65 - 1.0)
    ));
    // One bet, one event: no SE.
    assert!(sharp.roi_pct.unwrap().se.is_none());
}

/// A market no basis can price (one outcome only) is left out of every basis, counted.
#[test]
fn an_unpriced_market_is_left_out_of_every_basis() {
    let mut one_sided = market("ev3", [0.5, 0.5, 0.5], true, 0.5);
    one_sided.quotes.retain(|q| q.outcome == "H");
    let c = compare(&[one_sided], &FeeTable::none(), &mut |_, _| None);
    assert_eq!((c.n_predictions, c.unpriced), (0, 1));
    assert!(c.bases.iter().all(|b| b.brier.is_none() && b.n_bets == 0));
}
