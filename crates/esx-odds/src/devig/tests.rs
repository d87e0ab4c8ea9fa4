//! De-vig tests: hand-made cases, reference behaviour and properties.

use super::*;
use crate::price::implied_probability;
use proptest::prelude::*;

/// De-vigs decimal prices: `devig(1/d_i, method)`; each `d_i` must be a valid decimal.
fn devig_decimal(decimals: &[f64], method: DevigMethod) -> Result<Devigged> {
    let implied = decimals
        .iter()
        .map(|&d| implied_probability(d))
        .collect::<Result<Vec<_>>>()?;
    devig(&implied, method)
}

fn sum(v: &[f64]) -> f64 {
    v.iter().sum()
}

#[test]
fn method_names_round_trip() {
    for m in DevigMethod::ALL {
        assert_eq!(m.as_str().parse::<DevigMethod>(), Ok(m));
        assert_eq!(m.to_string(), m.as_str());
        assert_eq!(
            serde_json::to_string(&m).unwrap_or_default(),
            format!("\"{}\"", m.as_str())
        );
    }
    assert!(matches!(
        "odds_ratio".parse::<DevigMethod>(),
        Err(OddsError::UnknownMethod(_))
    ));
    assert_eq!(DevigMethod::default(), DevigMethod::Multiplicative);
}

#[test]
fn rejects_degenerate_input() {
    assert_eq!(
        devig(&[], DevigMethod::Shin),
        Err(OddsError::TooFewOutcomes(0))
    );
    assert_eq!(
        devig(&[0.5], DevigMethod::Power),
        Err(OddsError::TooFewOutcomes(1))
    );
    for bad in [0.0, 1.0, -0.2, f64::NAN, f64::INFINITY] {
        assert!(devig(&[0.5, bad], DevigMethod::Multiplicative).is_err());
    }
}

#[test]
fn additive_clips_longshots_instead_of_going_negative() {
    // 0.90 + 0.15 + 0.02 = 1.07: the plain shift 0.0233 would make the longshot -0.0033.
    let d = devig(&[0.90, 0.15, 0.02], DevigMethod::Additive).unwrap();
    assert_eq!(d.clipped, 1);
    assert_eq!(d.probabilities[2], 0.0);
    // Over the two kept outcomes: t = (0.90 + 0.15 - 1)/2 = 0.025.
    assert!((d.parameter - 0.025).abs() < 1e-12);
    assert!((d.probabilities[0] - 0.875).abs() < 1e-12);
    assert!((d.probabilities[1] - 0.125).abs() < 1e-12);
}

#[test]
fn underround_behaviour_per_method() {
    let pi = [0.52, 0.45]; // sums to 0.97
    let shin = devig(&pi, DevigMethod::Shin).unwrap();
    assert_eq!(shin.applied, DevigMethod::Multiplicative);
    assert!(
        shin.fallback
            .as_deref()
            .unwrap_or("")
            .contains("underround")
    );
    assert!((shin.probabilities[0] - 0.52 / 0.97).abs() < 1e-12);
    let power = devig(&pi, DevigMethod::Power).unwrap();
    assert_eq!(power.applied, DevigMethod::Power);
    assert!(power.parameter < 1.0);
    let or = devig(&pi, DevigMethod::OddsRatio).unwrap();
    assert_eq!(or.applied, DevigMethod::OddsRatio);
    assert!(or.parameter < 1.0);
    let add = devig(&pi, DevigMethod::Additive).unwrap();
    assert!((add.probabilities[0] - 0.535).abs() < 1e-12);
    assert!(devig(&pi, DevigMethod::Multiplicative).unwrap().overround() < 0.0);
}

#[test]
fn shin_two_outcome_closed_form_by_hand() {
    // π = (0.6, 0.5): S = 1.1, d = 0.1,
    // z = (0.1)(0.01 − 1.1)/(1.1 (0.01 − 1)) = 0.109/1.089 = 0.100091827...
    let d = devig(&[0.6, 0.5], DevigMethod::Shin).unwrap();
    let z = 0.109 / 1.089;
    assert!((d.parameter - z).abs() < 1e-12);
    // p_1 = (√(z² + 4(1 − z)·0.36/1.1) − z)/(2(1 − z))
    let p1 = ((z * z + 4.0 * (1.0 - z) * 0.36 / 1.1).sqrt() - z) / (2.0 * (1.0 - z));
    assert!((d.probabilities[0] - p1).abs() < 1e-12);
}

#[test]
fn shin_three_way_matches_the_fixed_point_by_hand() {
    // π = (0.5, 0.3, 0.3): Jullien–Salanié's iteration from z = 0 converges to
    // z = 0.0501757961921489... (computed apart in Python); the bracket finds the same root.
    let d = devig(&[0.5, 0.3, 0.3], DevigMethod::Shin).unwrap();
    assert_eq!(d.applied, DevigMethod::Shin);
    assert!(
        (d.parameter - 0.050_175_796_192_148_9).abs() < 1e-12,
        "{d:?}"
    );
    assert!(
        (d.probabilities[0] - 0.463_460_644_671_027).abs() < 1e-12,
        "{d:?}"
    );
}

#[test]
fn shin_solves_heavy_books_where_the_iteration_oscillates() {
    // S = 2.327: the fixed-point iteration never settles here, and falling back to
    // multiplicative made a longer price on outcome 0 raise its fair probability
    // (0.4156 → 0.4267; proptest found it). Bisection by hand: z = 0.687248066406...,
    // p_0 = 0.480080241534...; with outcome 0 lengthened ×1.1229 it drops to 0.426731...
    let heavy = [
        0.967_293_186_663_896_2,
        0.742_050_531_559_350_9,
        0.618_064_339_815_593,
    ];
    let d = devig(&heavy, DevigMethod::Shin).unwrap();
    assert_eq!(d.applied, DevigMethod::Shin, "{d:?}");
    assert!((d.parameter - 0.687_248_066_406_187).abs() < 1e-9, "{d:?}");
    assert!(
        (d.probabilities[0] - 0.480_080_241_534_128).abs() < 1e-9,
        "{d:?}"
    );
    let mut longer = heavy;
    longer[0] /= 1.122_930_320_044_850_4;
    let e = devig(&longer, DevigMethod::Shin).unwrap();
    assert!(
        (e.probabilities[0] - 0.426_731_502_753_124).abs() < 1e-9,
        "{e:?}"
    );
    assert!(e.probabilities[0] < d.probabilities[0]);
}

fn book() -> impl Strategy<Value = Vec<f64>> {
    prop::collection::vec(0.005f64..0.995, 2..8)
}

fn method() -> impl Strategy<Value = DevigMethod> {
    prop::sample::select(DevigMethod::ALL.to_vec())
}

proptest! {
    #[test]
    fn probabilities_in_unit_interval_and_sum_to_one(pi in book(), m in method()) {
        let d = devig(&pi, m).unwrap();
        prop_assert_eq!(d.probabilities.len(), pi.len());
        prop_assert!(d.probabilities.iter().all(|p| (0.0..=1.0).contains(p)), "{:?}", d);
        prop_assert!((sum(&d.probabilities) - 1.0).abs() < 1e-9, "{:?}", d);
        prop_assert!(d.parameter.is_finite());
    }

    #[test]
    fn invariant_to_outcome_order(pi in book(), m in method(), rot in 0usize..8) {
        let d = devig(&pi, m).unwrap();
        let mut rotated = pi.clone();
        let r = rot % pi.len();
        rotated.rotate_left(r);
        rotated.reverse();
        let e = devig(&rotated, m).unwrap();
        let mut back = e.probabilities.clone();
        back.reverse();
        back.rotate_right(r);
        for (a, b) in d.probabilities.iter().zip(&back) {
            prop_assert!((a - b).abs() < 1e-9, "{:?} vs {:?}", d.probabilities, back);
        }
    }

    #[test]
    fn fair_book_unchanged(w in prop::collection::vec(0.01f64..1.0, 2..8), m in method()) {
        let total: f64 = w.iter().sum();
        let fair: Vec<f64> = w.iter().map(|x| x / total).collect();
        prop_assume!(fair.iter().all(|p| *p > 0.0 && *p < 1.0));
        let d = devig(&fair, m).unwrap();
        prop_assert!(d.fallback.is_none());
        for (a, b) in d.probabilities.iter().zip(&fair) {
            prop_assert!((a - b).abs() < 1e-9, "{:?} vs {:?}", d.probabilities, fair);
        }
    }

    #[test]
    fn monotone_in_price(pi in book(), m in method(), lengthen in 1.0f64..3.0) {
        // A longer price (higher decimal = lower implied probability) on outcome 0
        // never raises its fair probability, nor lowers the others'.
        let d = devig(&pi, m).unwrap();
        let mut longer = pi.clone();
        longer[0] /= lengthen;
        let e = devig(&longer, m).unwrap();
        prop_assert!(e.probabilities[0] <= d.probabilities[0] + 1e-9,
            "{:?} -> {:?}", d, e);
    }

    #[test]
    fn no_panic_for_any_f64(xs in prop::collection::vec(proptest::num::f64::ANY, 0..7), m in method()) {
        if let Ok(d) = devig(&xs, m) {
            prop_assert!(d.probabilities.iter().all(|p| p.is_finite() && (0.0..=1.0).contains(p)));
        }
        if let Ok(d) = devig_decimal(&xs, m) {
            prop_assert!(d.probabilities.iter().all(|p| p.is_finite() && (0.0..=1.0).contains(p)));
        }
    }

    #[test]
    fn no_panic_on_tiny_and_extreme_probabilities(
        pi in prop::collection::vec(prop_oneof![1e-300f64..1e-3, 0.999f64..1.0], 2..7),
        m in method())
    {
        if let Ok(d) = devig(&pi, m) {
            prop_assert!(d.probabilities.iter().all(|p| p.is_finite() && (0.0..=1.0).contains(p)));
            prop_assert!((sum(&d.probabilities) - 1.0).abs() < 1e-9);
        }
    }
}

proptest! {
    /// Two outcomes with an overround: Shin's fair probabilities are the additive ones
    /// (a known result; DESIGN.md "Two outcomes"), whenever additive needs no clipping.
    #[test]
    fn shin_equals_additive_on_two_way_overround_books(
        p in 0.05f64..0.95, margin in 0.001f64..0.10,
    ) {
        let implied = [p + margin * p, (1.0 - p) + margin * (1.0 - p)];
        prop_assume!(implied.iter().all(|&x| x > 0.0 && x < 1.0));
        let shin = devig(&implied, DevigMethod::Shin).unwrap();
        let add = devig(&implied, DevigMethod::Additive).unwrap();
        prop_assert_eq!(shin.applied, DevigMethod::Shin);
        for (a, b) in shin.probabilities.iter().zip(&add.probabilities) {
            prop_assert!((a - b).abs() < 1e-9, "shin {a} additive {b}");
        }
    }
}
