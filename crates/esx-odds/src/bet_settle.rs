//! Settling a logged parlay or pick'em slip from its legs' results (DESIGN.md settled
//! point 10 and "The bet log a bettor keeps"): what the whole bet paid per unit staked.
//!
//! A parlay drops its pushed legs (a void leg counts as pushed): it pays its price
//! divided by the pushed legs' prices; every leg pushed is a push (the stake back); any
//! leg lost loses. A slip is paid by the app's table and push rule through the pick'em
//! settlement ([`crate::picks::power_settle`], [`crate::picks::flex_settle_with`]); a
//! DNP pick is void, settled as a push.

use crate::picks::{LegOutcome, PushRule, flex_settle_with, power_settle};

/// A settled bet: what it paid per unit staked (stake included: 0 lost, 1 the stake
/// back) and the result that names it (`won` above 1, `push` at 1, `lost` below).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Paid {
    pub paid: f64,
    pub result: Settled,
}

/// The result word of a settled multi-leg bet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Settled {
    Won,
    Lost,
    Push,
}

impl Paid {
    fn of(paid: f64) -> Self {
        let result = if paid > 1.0 + 1e-12 {
            Settled::Won
        } else if paid < 1.0 - 1e-12 {
            Settled::Lost
        } else {
            Settled::Push
        };
        Self { paid, result }
    }
}

/// A parlay at `price` whose legs (each at its decimal) ended as `legs` (every leg
/// graded): any miss pays 0; else the price over the pushed legs' decimals (all pushed:
/// 1, the stake back).
#[must_use]
pub fn parlay_paid(price: f64, legs: &[(f64, LegOutcome)]) -> Paid {
    if legs.iter().any(|(_, o)| *o == LegOutcome::Miss) {
        return Paid::of(0.0);
    }
    if legs.iter().all(|(_, o)| *o == LegOutcome::Push) {
        return Paid::of(1.0);
    }
    let pushed: f64 = legs
        .iter()
        .filter(|(_, o)| *o == LegOutcome::Push)
        .map(|(d, _)| *d)
        .product();
    Paid::of(price / pushed)
}

/// A slip's type: power or flex, and its number of picks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SlipType {
    pub flex: bool,
    pub picks: usize,
}

impl SlipType {
    /// `power2`..`power6` or `flex3`..`flex6`.
    #[must_use]
    pub fn parse(s: &str) -> Option<Self> {
        let s = s.trim().to_ascii_lowercase();
        let (flex, n) = if let Some(n) = s.strip_prefix("power") {
            (false, n)
        } else {
            (true, s.strip_prefix("flex")?)
        };
        let picks: usize = n.parse().ok()?;
        let lo = if flex { 3 } else { 2 };
        (lo..=6).contains(&picks).then_some(Self { flex, picks })
    }
}

/// A slip's payout per unit from its picks' results: power by `power(m)` for the `m`
/// picks left, flex by `flex_table(m)` (all correct first) and `power2` for two left;
/// the app's push `rule`. `None` when the app has no payout for what is left.
#[must_use]
pub fn slip_paid(
    ty: SlipType,
    results: &[LegOutcome],
    power: impl Fn(usize) -> Option<f64>,
    flex_table: impl Fn(usize) -> Option<Vec<f64>>,
    rule: PushRule,
) -> Option<Paid> {
    let paid = if ty.flex {
        flex_settle_with(results, flex_table, power(2)?, rule)?
    } else {
        power_settle(results, power, rule)?
    };
    Some(Paid::of(paid))
}

#[cfg(test)]
mod tests {
    use super::*;
    use LegOutcome::{Hit, Miss, Push};

    /// 2.0 × 1.5 × 1.8 = 5.4 with the 1.5 leg pushed pays 5.4 / 1.5 = 3.6 (won); a miss
    /// anywhere loses; all pushed is a push.
    #[test]
    fn a_three_leg_parlay_with_a_push_pays_without_the_pushed_leg() {
        let legs = [(2.0, Hit), (1.5, Push), (1.8, Hit)];
        let p = parlay_paid(5.4, &legs);
        assert!((p.paid - 3.6).abs() < 1e-12, "{p:?}");
        assert_eq!(p.result, Settled::Won);
        let lost = parlay_paid(5.4, &[(2.0, Hit), (1.5, Push), (1.8, Miss)]);
        assert_eq!((lost.paid, lost.result), (0.0, Settled::Lost));
        let all = parlay_paid(5.4, &[(2.0, Push), (1.5, Push), (1.8, Push)]);
        assert_eq!((all.paid, all.result), (1.0, Settled::Push));
        // A boosted price (not the product) keeps its boost: 6.0 / 1.5 = 4.0.
        assert!((parlay_paid(6.0, &legs).paid - 4.0).abs() < 1e-12);
    }

    fn prizepicks_flex(n: usize) -> Option<Vec<f64>> {
        match n {
            3 => Some(vec![2.25, 1.25]),
            4 => Some(vec![5.0, 1.5]),
            5 => Some(vec![10.0, 2.0, 0.4]),
            6 => Some(vec![25.0, 2.0, 0.4]),
            _ => None,
        }
    }

    fn prizepicks_power(n: usize) -> Option<f64> {
        [3.0, 5.0, 10.0, 20.0, 37.5].get(n.checked_sub(2)?).copied()
    }

    /// A PrizePicks flex6 with one DNP (void = push) drops to flex5 (10 / 2 / 0.4): four
    /// hits and one miss pay 2× (won, profit +1 per unit); five hits 10×.
    #[test]
    fn a_six_pick_flex_with_a_dnp_pays_on_the_five_pick_table() {
        let ty = SlipType::parse("flex6").unwrap();
        let one_miss = [Push, Hit, Hit, Hit, Hit, Miss];
        let p = slip_paid(
            ty,
            &one_miss,
            prizepicks_power,
            prizepicks_flex,
            PushRule::Drop,
        )
        .unwrap();
        assert_eq!((p.paid, p.result), (2.0, Settled::Won));
        let clean = [Push, Hit, Hit, Hit, Hit, Hit];
        let p = slip_paid(
            ty,
            &clean,
            prizepicks_power,
            prizepicks_flex,
            PushRule::Drop,
        )
        .unwrap();
        assert_eq!(p.paid, 10.0);
        // Two misses on the five left: 0.4 (lost, 60 % of the stake gone).
        let two = [Push, Hit, Hit, Hit, Miss, Miss];
        let p = slip_paid(ty, &two, prizepicks_power, prizepicks_flex, PushRule::Drop).unwrap();
        assert_eq!((p.paid, p.result), (0.4, Settled::Lost));
        // Under `lose` the DNP is a miss on the six-pick table: 2 misses → 0.4.
        let p = slip_paid(
            ty,
            &one_miss,
            prizepicks_power,
            prizepicks_flex,
            PushRule::Lose,
        )
        .unwrap();
        assert_eq!(p.paid, 0.4);
    }

    /// A 2-pick power slip with a push is refunded whatever the other pick did.
    #[test]
    fn a_two_pick_power_with_a_push_is_a_refund() {
        let ty = SlipType::parse("power2").unwrap();
        for other in [Hit, Miss] {
            let p = slip_paid(
                ty,
                &[Push, other],
                prizepicks_power,
                prizepicks_flex,
                PushRule::Drop,
            )
            .unwrap();
            assert_eq!((p.paid, p.result), (1.0, Settled::Push));
        }
        let p = slip_paid(
            ty,
            &[Hit, Hit],
            prizepicks_power,
            prizepicks_flex,
            PushRule::Drop,
        )
        .unwrap();
        assert_eq!(p.paid, 3.0);
        // A 3-pick power with a push pays the 2-pick 3×.
        let p = slip_paid(
            SlipType::parse("power3").unwrap(),
            &[Hit, Push, Hit],
            prizepicks_power,
            prizepicks_flex,
            PushRule::Drop,
        )
        .unwrap();
        assert_eq!(p.paid, 3.0);
    }

    #[test]
    fn slip_types_are_power2_to_6_and_flex3_to_6() {
        assert_eq!(
            SlipType::parse("Flex6"),
            Some(SlipType {
                flex: true,
                picks: 6
            })
        );
        assert_eq!(
            SlipType::parse("power2"),
            Some(SlipType {
                flex: false,
                picks: 2
            })
        );
        for bad in ["flex2", "power7", "power", "parlay3", "flex-3"] {
            assert_eq!(SlipType::parse(bad), None, "{bad}");
        }
    }
}
