//! Price conversions: American ↔ decimal ↔ implied probability, with typed errors for bad input.

use super::error::{OddsError, Result};

/// The longest decimal price esx accepts (American +99,999,900). No venue posts more;
/// the cap keeps every derived number (edges, EV, stakes) finite instead of printing an
/// infinite edge for a garbage price.
pub(crate) const MAX_DECIMAL: f64 = 1_000_000.0;

/// Checks a decimal price: finite, greater than 1 and at most [`MAX_DECIMAL`].
pub(crate) fn check_decimal(decimal: f64) -> Result<f64> {
    if decimal.is_finite() && decimal > 1.0 && decimal <= MAX_DECIMAL {
        Ok(decimal)
    } else {
        Err(OddsError::InvalidDecimal(decimal))
    }
}

/// Checks a probability: finite and strictly inside (0, 1).
pub(crate) fn check_probability(p: f64) -> Result<f64> {
    if p.is_finite() && p > 0.0 && p < 1.0 {
        Ok(p)
    } else {
        Err(OddsError::InvalidProbability(p))
    }
}

/// American → decimal: `A > 0: 1 + A/100`; `A < 0: 1 + 100/|A|`.
///
/// `|A| < 100`, NaN, infinities and prices longer than [`MAX_DECIMAL`] are rejected
/// (±100 are both even money, 2.0).
///
/// ```
/// use esx_odds::price::american_to_decimal;
/// assert_eq!(american_to_decimal(150.0).unwrap(), 2.5);
/// assert_eq!(american_to_decimal(-200.0).unwrap(), 1.5);
/// assert!(american_to_decimal(50.0).is_err());
/// ```
pub fn american_to_decimal(american: f64) -> Result<f64> {
    if !american.is_finite() || american.abs() < 100.0 {
        return Err(OddsError::InvalidAmerican(american));
    }
    let decimal = if american > 0.0 {
        1.0 + american / 100.0
    } else {
        1.0 + 100.0 / american.abs()
    };
    // Huge negative American prices underflow 100/|A| to 0; huge positive ones pass the
    // cap: neither is a price.
    check_decimal(decimal).map_err(|_| OddsError::InvalidAmerican(american))
}

/// Decimal → American: `d ≥ 2: +100 (d − 1)`; `1 < d < 2: −100 / (d − 1)`.
///
/// Not rounded; round at display time. Even money (2.0) is `+100`.
///
/// ```
/// use esx_odds::price::decimal_to_american;
/// assert_eq!(decimal_to_american(2.5).unwrap(), 150.0);
/// assert_eq!(decimal_to_american(1.5).unwrap(), -200.0);
/// assert!(decimal_to_american(1.0).is_err());
/// ```
pub fn decimal_to_american(decimal: f64) -> Result<f64> {
    let d = check_decimal(decimal)?;
    let american = if d >= 2.0 {
        100.0 * (d - 1.0)
    } else {
        -100.0 / (d - 1.0)
    };
    if american.is_finite() {
        Ok(american)
    } else {
        Err(OddsError::InvalidDecimal(decimal))
    }
}

/// Decimal → implied probability: `p = 1 / d`.
///
/// ```
/// use esx_odds::price::implied_probability;
/// assert_eq!(implied_probability(4.0).unwrap(), 0.25);
/// ```
pub fn implied_probability(decimal: f64) -> Result<f64> {
    let d = check_decimal(decimal)?;
    check_probability(1.0 / d).map_err(|_| OddsError::InvalidDecimal(decimal))
}

/// American → implied probability: `1 / american_to_decimal(A)`.
///
/// ```
/// use esx_odds::price::american_to_probability;
/// assert!((american_to_probability(-150.0).unwrap() - 0.6).abs() < 1e-12);
/// ```
pub fn american_to_probability(american: f64) -> Result<f64> {
    let d = american_to_decimal(american)?;
    check_probability(1.0 / d).map_err(|_| OddsError::InvalidAmerican(american))
}

/// Probability → fair decimal price: `d = 1 / p`, for `p` in (0, 1) with `1/p` at most
/// [`MAX_DECIMAL`] (an error names the price otherwise).
///
/// ```
/// use esx_odds::price::probability_to_decimal;
/// assert_eq!(probability_to_decimal(0.4).unwrap(), 2.5);
/// assert!(probability_to_decimal(1.0).is_err());
/// ```
pub fn probability_to_decimal(p: f64) -> Result<f64> {
    let p = check_probability(p)?;
    check_decimal(1.0 / p)
}

/// Probability → fair American price: `decimal_to_american(1 / p)`.
#[cfg(test)]
pub(crate) fn probability_to_american(p: f64) -> Result<f64> {
    decimal_to_american(probability_to_decimal(p)?)
}

/// An American price on one continuous scale, in cents: `+100` and `−100` are both even
/// money, so `A ≥ 100` maps to `A − 100` and `A ≤ −100` to `A + 100`.
#[must_use]
pub fn american_cents(american: i64) -> i64 {
    if american >= 100 {
        american - 100
    } else {
        american + 100
    }
}

/// The move from `open` to `now` in cents of American odds (the cents rule): a move
/// across evens counts its real size (−110 → +105 is +15, not +215; −114 → +106 is +20).
/// `moves` and the simulator's steam plays measure with it.
///
/// ```
/// use esx_odds::price::american_cents_change;
/// assert_eq!(american_cents_change(-110, 105), 15);
/// assert_eq!(american_cents_change(106, -114), -20);
/// assert_eq!(american_cents_change(-120, -110), 10);
/// ```
#[must_use]
pub fn american_cents_change(open: i64, now: i64) -> i64 {
    american_cents(now) - american_cents(open)
}

/// A steam play's served American delta (`now − open`) in cents. A service that
/// subtracts American odds across evens serves +105 → −114 as −219; read back, its open
/// (`now − delta` = +105) sits across evens from `now`, which a cents delta under 200
/// never gives, so such a delta is recounted with [`american_cents_change`] (−19). A
/// delta already in cents (the simulator's) is returned as served. Only a move of 200
/// cents or more across evens is ambiguous; it is read as a raw difference.
///
/// ```
/// use esx_odds::price::steam_delta_cents;
/// assert_eq!(steam_delta_cents(-114, -219.0), -19.0);
/// assert_eq!(steam_delta_cents(-114, -19.0), -19.0);
/// assert_eq!(steam_delta_cents(-110, -10.0), -10.0);
/// ```
#[must_use]
pub fn steam_delta_cents(now: i64, delta: f64) -> f64 {
    if !delta.is_finite() || delta.abs() < 200.0 {
        return delta;
    }
    // The open a raw difference implies (`as` and the subtraction saturate: a served
    // number never panics).
    let open = now.saturating_sub(delta.round() as i64);
    let across = (open >= 100 && now <= -100) || (open <= -100 && now >= 100);
    if across {
        american_cents_change(open, now) as f64
    } else {
        delta
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn cents_count_a_move_across_evens_by_its_size() {
        use super::american_cents_change as moved;
        // Subtracting American odds across ±100 gives 220 for a 20-cent move.
        assert_eq!(moved(106, -114), -20);
        assert_eq!(moved(-114, 106), 20);
        assert_eq!(moved(-100, 100), 0);
        assert_eq!(moved(150, 130), -20);
        assert_eq!(moved(-130, -150), -20);
    }

    #[test]
    fn a_raw_steam_delta_across_evens_is_recounted_in_cents() {
        use super::steam_delta_cents as cents;
        // +105 → −114: served raw as −219, 19 cents; the simulator serves −19 already.
        assert_eq!(cents(-114, -219.0), -19.0);
        assert_eq!(cents(-114, -19.0), -19.0);
        // −114 → +106 the other way: raw +220, 20 cents.
        assert_eq!(cents(106, 220.0), 20.0);
        // A big move on one side of evens is the same in both counts.
        assert_eq!(cents(-350, -210.0), -210.0);
        assert_eq!(cents(300, 0.0), 0.0);
        assert!(cents(-110, f64::NAN).is_nan());
        assert_eq!(cents(-110, 1e300), 1e300);
    }

    use super::*;
    use proptest::prelude::*;

    #[test]
    fn hand_worked_conversions() {
        assert_eq!(american_to_decimal(100.0), Ok(2.0));
        assert_eq!(american_to_decimal(-100.0), Ok(2.0));
        assert_eq!(
            american_to_decimal(-110.0).map(|d| (d * 1e6).round()),
            Ok(1_909_091.0)
        );
        assert_eq!(decimal_to_american(2.0), Ok(100.0));
        assert_eq!(decimal_to_american(1.25), Ok(-400.0));
        assert_eq!(implied_probability(2.0), Ok(0.5));
    }

    #[test]
    fn invalid_inputs_are_typed_errors() {
        for a in [
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            0.0,
            99.9,
            -99.9,
            -0.0,
        ] {
            assert!(
                american_to_decimal(a).is_err(),
                "american {a} should be rejected"
            );
        }
        for d in [f64::NAN, f64::INFINITY, 1.0, 0.5, -3.0, f64::NEG_INFINITY] {
            assert!(decimal_to_american(d).is_err(), "decimal {d}");
            assert!(implied_probability(d).is_err(), "decimal {d}");
        }
        for p in [f64::NAN, 0.0, 1.0, -0.1, 1.1, f64::INFINITY] {
            assert!(probability_to_decimal(p).is_err(), "probability {p}");
        }
        // Underflow: 100/|A| is 0 for an absurd American price; the cap stops the other end.
        assert!(american_to_decimal(-1e308).is_err());
        assert!(american_to_decimal(1e300).is_err());
        assert_eq!(american_to_decimal(99_999_900.0), Ok(MAX_DECIMAL));
        assert!(implied_probability(1e7).is_err());
        // Overflow: 1/p for the smallest subnormal probability is infinite, not a price.
        assert!(probability_to_decimal(f64::from_bits(1)).is_err());
    }

    proptest! {
        #[test]
        fn american_decimal_round_trip(a in prop_oneof![100.0f64..100_000.0, -100_000.0f64..-100.0]) {
            let d = american_to_decimal(a).unwrap();
            let back = decimal_to_american(d).unwrap();
            // +100 and -100 are the same price; both come back as +100.
            if a.abs() == 100.0 { prop_assert_eq!(back, 100.0); }
            else { prop_assert!((back - a).abs() <= 1e-9 * a.abs(), "{} -> {} -> {}", a, d, back); }
        }

        #[test]
        fn probability_round_trip(p in 1e-6f64..(1.0 - 1e-9)) {
            let d = probability_to_decimal(p).unwrap();
            prop_assert!((implied_probability(d).unwrap() - p).abs() <= 1e-15);
        }

        #[test]
        fn no_panic_and_no_nan_for_any_f64(x in proptest::num::f64::ANY) {
            for r in [american_to_decimal(x), decimal_to_american(x), implied_probability(x),
                      probability_to_decimal(x), american_to_probability(x), probability_to_american(x)]
                .into_iter()
                .flatten()
            {
                prop_assert!(r.is_finite());
            }
        }
    }
}
