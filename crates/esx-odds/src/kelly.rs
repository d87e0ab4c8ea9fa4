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
pub(crate) fn fractional_kelly(decimal: f64, probability: f64, fraction: f64) -> Result<f64> {
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

/// One market's best price offered for staking (see [`plan_stakes`]).
#[derive(Debug, Clone, PartialEq)]
pub struct StakeCandidate {
    /// The event the market belongs to: markets of one event move together.
    pub event_id: String,
    /// A label naming the market (shown in `correlated_with`).
    pub label: String,
    /// The price after fees.
    pub net_decimal: f64,
    /// The fair probability of the outcome.
    pub probability: f64,
    /// Gates the market fails (`min_sources`, `max_disagreement`, `max_edge`,
    /// `liquidity`, `low_confidence`, ...); empty = every gate passes.
    pub gates_failed: Vec<String>,
}

/// How [`plan_stakes`] stakes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StakeOptions {
    /// Bankroll (≥ 0).
    pub bankroll: f64,
    /// Fraction of full Kelly, in (0, 1].
    pub fraction: f64,
    /// Stake markets that fail a gate too (`--include-suspect`).
    pub include_suspect: bool,
    /// Largest stake, percent of bankroll (`--max-stake-pct`).
    pub max_stake_pct: Option<f64>,
}

/// The stake [`plan_stakes`] gives one candidate.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct StakePlan {
    /// Full Kelly fraction of the net price, `(b p − q)/b` clipped to [0, 1].
    pub kelly: f64,
    /// The amount to stake (0 when gated, correlated or without an edge).
    pub stake: f64,
    /// The gates that kept the stake at 0.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub gated_by: Vec<String>,
    /// The market of the same event that holds the event's one stake.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub correlated_with: Option<String>,
    /// True when `max_stake_pct` cut the stake.
    pub capped: bool,
}

/// Stakes a board: a stake only where the market passes every gate (unless
/// `include_suspect`), at most one stake per event — the candidate with the best net
/// edge `p × net_decimal − 1`; the event's other candidates get 0 and `correlated_with`
/// — and no stake above `max_stake_pct` of the bankroll.
///
/// ```
/// use esx_odds::kelly::{StakeCandidate, StakeOptions, plan_stakes};
/// let c = |ev: &str, label: &str, d: f64, p: f64, gates: &[&str]| StakeCandidate {
///     event_id: ev.into(), label: label.into(), net_decimal: d, probability: p,
///     gates_failed: gates.iter().map(|g| g.to_string()).collect(),
/// };
/// let board = [
///     c("e1", "match_winner", 2.0, 0.55, &[]),      // edge 10 %
///     c("e1", "map_winner m1", 2.0, 0.53, &[]),     // edge 6 %, same event
///     c("e2", "match_winner", 2.0, 0.60, &["max_edge"]),
/// ];
/// let opts = StakeOptions { bankroll: 1000.0, fraction: 1.0, include_suspect: false, max_stake_pct: None };
/// let plan = plan_stakes(&board, &opts).unwrap();
/// assert!((plan[0].stake - 100.0).abs() < 1e-9);          // (1 × 0.55 − 0.45)/1 = 0.10
/// assert_eq!(plan[1].stake, 0.0);
/// assert_eq!(plan[1].correlated_with.as_deref(), Some("match_winner"));
/// assert_eq!(plan[2].stake, 0.0);
/// assert_eq!(plan[2].gated_by, vec!["max_edge".to_string()]);
/// ```
pub fn plan_stakes(
    candidates: &[StakeCandidate],
    options: &StakeOptions,
) -> Result<Vec<StakePlan>> {
    if let Some(cap) = options.max_stake_pct
        && !(cap.is_finite() && (0.0..=100.0).contains(&cap))
    {
        return Err(OddsError::InvalidParameter {
            name: "max stake percent",
            value: cap,
            expected: "a percentage in [0, 100]",
        });
    }
    // Validate bankroll and fraction once.
    stake(options.bankroll, 2.0, 0.5, options.fraction)?;
    let kellys: Vec<f64> = candidates
        .iter()
        .map(|c| kelly_fraction(c.net_decimal, c.probability).unwrap_or(0.0))
        .collect();
    let eligible = |i: usize| {
        kellys[i] > 0.0 && (options.include_suspect || candidates[i].gates_failed.is_empty())
    };
    let edge = |i: usize| candidates[i].probability * candidates[i].net_decimal - 1.0;
    // The one staked candidate per event: the best net edge among the eligible ones
    // (ties keep the earlier one).
    let mut chosen: Vec<(&str, usize)> = Vec::new();
    for i in (0..candidates.len()).filter(|&i| eligible(i)) {
        let ev = candidates[i].event_id.as_str();
        match chosen.iter_mut().find(|(e, _)| *e == ev) {
            Some((_, best)) if edge(i) > edge(*best) => *best = i,
            Some(_) => {}
            None => chosen.push((ev, i)),
        }
    }
    Ok(candidates
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let holder = chosen
                .iter()
                .find(|(e, _)| *e == c.event_id)
                .map(|(_, h)| *h);
            let mut plan = StakePlan {
                kelly: kellys[i],
                stake: 0.0,
                gated_by: Vec::new(),
                correlated_with: None,
                capped: false,
            };
            if !options.include_suspect && !c.gates_failed.is_empty() {
                plan.gated_by.clone_from(&c.gates_failed);
            } else if holder == Some(i) {
                let full = options.bankroll * options.fraction * kellys[i];
                let cap = options
                    .max_stake_pct
                    .map_or(f64::INFINITY, |p| options.bankroll * p / 100.0);
                plan.capped = full > cap;
                plan.stake = full.min(cap);
            } else if let Some(h) = holder {
                plan.correlated_with = Some(candidates[h].label.clone());
            }
            plan
        })
        .collect())
}

/// What `--max-exposure` did to one run's stakes: `total` staked before scaling, the
/// `cap` (bankroll × max exposure) and `scaled_by` (1 when the total fits under it).
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct Exposure {
    /// The run's stakes before scaling, summed.
    pub total: f64,
    /// `bankroll × max_exposure`.
    pub cap: f64,
    /// `min(1, cap / total)`: every stake was multiplied by it.
    pub scaled_by: f64,
}

/// The scale that keeps one run's stakes within `max_exposure` of the bankroll: when
/// the stakes sum above `bankroll × max_exposure`, every stake is multiplied by
/// `cap / total` (in proportion, so the slate's shape is kept); otherwise by 1.
///
/// ```
/// use esx_odds::kelly::exposure;
/// // Three stakes of 100 on a 1,000 bankroll at a 25 % cap: 300 → 250, scale 5/6.
/// let e = exposure(&[100.0, 100.0, 100.0], 1000.0, 0.25).unwrap();
/// assert_eq!((e.total, e.cap), (300.0, 250.0));
/// assert!((e.scaled_by - 250.0 / 300.0).abs() < 1e-12);
/// ```
pub fn exposure(stakes: &[f64], bankroll: f64, max_exposure: f64) -> Result<Exposure> {
    if !(max_exposure.is_finite() && max_exposure > 0.0 && max_exposure <= 1.0) {
        return Err(OddsError::InvalidParameter {
            name: "max exposure",
            value: max_exposure,
            expected: "a fraction of the bankroll in (0, 1], e.g. 0.25 for 25 %",
        });
    }
    if !(bankroll.is_finite() && bankroll >= 0.0) {
        return Err(OddsError::InvalidParameter {
            name: "bankroll",
            value: bankroll,
            expected: "a finite amount >= 0",
        });
    }
    let total: f64 = stakes.iter().filter(|s| s.is_finite() && **s > 0.0).sum();
    let cap = bankroll * max_exposure;
    let scaled_by = if total > cap && total > 0.0 {
        cap / total
    } else {
        1.0
    };
    Ok(Exposure {
        total,
        cap,
        scaled_by,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A slate whose quarter-Kelly stakes exceed the cap: four events at decimal 2.0 and
    /// p = 0.6 (full Kelly 0.2, quarter 0.05 → 50 each on 1,000, 200 in all) under a
    /// 10 % cap (100) are halved to 25 each; under the default 25 % they stand.
    #[test]
    fn a_slate_above_the_cap_is_scaled_in_proportion() {
        let cands: Vec<StakeCandidate> = (0..4)
            .map(|i| StakeCandidate {
                event_id: format!("e{i}"),
                label: "match_winner".into(),
                net_decimal: 2.0,
                probability: 0.6,
                gates_failed: Vec::new(),
            })
            .collect();
        let opts = StakeOptions {
            bankroll: 1000.0,
            fraction: 0.25,
            include_suspect: false,
            max_stake_pct: None,
        };
        let plan = plan_stakes(&cands, &opts).unwrap();
        let stakes: Vec<f64> = plan.iter().map(|p| p.stake).collect();
        let quarter = 1000.0 * 0.25 * ((1.0 * 0.6 - 0.4) / 1.0);
        assert!(stakes.iter().all(|s| (s - quarter).abs() < 1e-9));
        let e = exposure(&stakes, 1000.0, 0.10).unwrap();
        assert!((e.total - 4.0 * quarter).abs() < 1e-9);
        assert_eq!(e.cap, 100.0);
        assert!((e.scaled_by - 100.0 / (4.0 * quarter)).abs() < 1e-12);
        let scaled: f64 = stakes.iter().map(|s| s * e.scaled_by).sum();
        assert!((scaled - 100.0).abs() < 1e-9);
        let loose = exposure(&stakes, 1000.0, 0.25).unwrap();
        assert_eq!(loose.scaled_by, 1.0);
        for bad in [0.0, 1.5, -0.1, f64::NAN] {
            assert!(exposure(&stakes, 1000.0, bad).is_err());
        }
    }

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

    proptest! {
        /// A market that fails a gate never gets a positive stake (without include_suspect),
        /// and one event never holds more than one stake.
        #[test]
        fn gated_markets_and_second_markets_of_an_event_never_stake(
            rows in proptest::collection::vec((0usize..3, 1.01f64..10.0, 0.0f64..1.0, any::<bool>()), 1..12),
            cap in proptest::option::of(0.0f64..100.0),
        ) {
            let cands: Vec<StakeCandidate> = rows.iter().enumerate().map(|(i, (ev, d, p, gated))| StakeCandidate {
                event_id: format!("e{ev}"),
                label: format!("m{i}"),
                net_decimal: *d,
                probability: *p,
                gates_failed: if *gated { vec!["max_edge".into()] } else { Vec::new() },
            }).collect();
            let opts = StakeOptions { bankroll: 1000.0, fraction: 0.5, include_suspect: false, max_stake_pct: cap };
            let plan = plan_stakes(&cands, &opts).unwrap();
            for (c, s) in cands.iter().zip(&plan) {
                prop_assert!(s.stake >= 0.0 && s.stake.is_finite());
                if !c.gates_failed.is_empty() {
                    prop_assert_eq!(s.stake, 0.0);
                }
                if let Some(cap) = cap {
                    prop_assert!(s.stake <= 1000.0 * cap / 100.0 + 1e-9);
                }
            }
            for ev in 0..3 {
                let staked = cands.iter().zip(&plan).filter(|(c, s)| c.event_id == format!("e{ev}") && s.stake > 0.0).count();
                prop_assert!(staked <= 1);
            }
        }
    }
}
