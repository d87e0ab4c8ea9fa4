//! Kelly staking: full and fractional Kelly fractions, clipped to [0, 1], and bankroll stakes.

use super::error::{OddsError, Result};
use super::price::check_decimal;

fn check_fair(p: f64) -> Result<f64> {
    if p.is_finite() && (0.0..=1.0).contains(&p) {
        Ok(p)
    } else {
        Err(OddsError::InvalidParameter {
            name: "probability",
            value: p,
            expected: "a number in [0, 1]",
        })
    }
}

/// Full Kelly fraction: `f = (b p − q) / b` with `b = decimal − 1`, `q = 1 − p`,
/// clipped to [0, 1] (a negative-edge bet stakes nothing; never more than the bankroll).
///
/// ```
/// use esx_odds::kelly::kelly_fraction;
/// // Decimal 2.2 (b = 1.2) at p = 0.5: (0.6 − 0.5)/1.2 = 0.083333.
/// assert!((kelly_fraction(2.2, 0.5).unwrap() - 0.1 / 1.2).abs() < 1e-12);
/// assert_eq!(kelly_fraction(1.8, 0.5).unwrap(), 0.0);
/// ```
pub fn kelly_fraction(decimal: f64, probability: f64) -> Result<f64> {
    let b = check_decimal(decimal)? - 1.0;
    let p = check_fair(probability)?;
    let f = (b * p - (1.0 - p)) / b;
    Ok(if f.is_finite() {
        f.clamp(0.0, 1.0)
    } else {
        0.0
    })
}

/// Fractional Kelly: `fraction × kelly_fraction(decimal, p)`, `fraction` in (0, 1]
/// (0.5 = "half Kelly").
pub fn fractional_kelly(decimal: f64, probability: f64, fraction: f64) -> Result<f64> {
    if !(fraction.is_finite() && fraction > 0.0 && fraction <= 1.0) {
        return Err(OddsError::InvalidParameter {
            name: "kelly fraction",
            value: fraction,
            expected: "a number in (0, 1]",
        });
    }
    Ok(fraction * kelly_fraction(decimal, probability)?)
}

/// Stake for a bankroll: `bankroll × fraction × kelly_fraction(decimal, p)`; bankroll
/// finite and ≥ 0.
///
/// ```
/// use esx_odds::kelly::stake;
/// // Half Kelly of 0.083333 on 1,000: 41.67.
/// assert!((stake(1000.0, 2.2, 0.5, 0.5).unwrap() - 41.666_666_666_666_67).abs() < 1e-9);
/// ```
pub fn stake(bankroll: f64, decimal: f64, probability: f64, fraction: f64) -> Result<f64> {
    if !(bankroll.is_finite() && bankroll >= 0.0) {
        return Err(OddsError::InvalidParameter {
            name: "bankroll",
            value: bankroll,
            expected: "a finite amount >= 0",
        });
    }
    Ok(bankroll * fractional_kelly(decimal, probability, fraction)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn edges_of_the_domain() {
        assert_eq!(kelly_fraction(3.0, 1.0), Ok(1.0));
        assert_eq!(kelly_fraction(3.0, 0.0), Ok(0.0));
        // Even money at 60%: (0.6 − 0.4)/1 = 0.2.
        assert!((kelly_fraction(2.0, 0.6).unwrap() - 0.2).abs() < 1e-12);
        assert!(kelly_fraction(1.0, 0.5).is_err());
        assert!(kelly_fraction(2.0, 1.5).is_err());
        assert!(fractional_kelly(2.0, 0.6, 0.0).is_err());
        assert!(fractional_kelly(2.0, 0.6, 1.5).is_err());
        assert!(stake(-1.0, 2.0, 0.6, 1.0).is_err());
        assert!(stake(f64::INFINITY, 2.0, 0.6, 1.0).is_err());
    }

    proptest! {
        #[test]
        fn kelly_in_unit_interval_and_monotone(d in 1.0001f64..1e6, p in 0.0f64..=1.0, bump in 0.0f64..0.5) {
            let f = kelly_fraction(d, p).unwrap();
            prop_assert!((0.0..=1.0).contains(&f));
            let g = kelly_fraction(d, (p + bump).min(1.0)).unwrap();
            prop_assert!(g >= f - 1e-12);
        }

        #[test]
        fn no_panic_for_any_f64(a in proptest::num::f64::ANY, b in proptest::num::f64::ANY, c in proptest::num::f64::ANY, e in proptest::num::f64::ANY) {
            if let Ok(s) = stake(a, b, c, e) {
                prop_assert!(s.is_finite() && s >= 0.0);
            }
        }
    }
}
