//! Settling pick'em slips and their expected payouts with pushes (DESIGN.md "Round four",
//! settled point 10): a pushed leg reverts the slip to one pick fewer at that slip's
//! payout, power and flex alike, and a slip left with one pick (a 2-pick with a push) is
//! refunded — unless the app's rule is `lose`, where a push counts as a miss.

use super::{OddsError, Result, Slip, power_breakeven};

/// One leg's result on a settled slip.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LegOutcome {
    Hit,
    Miss,
    Push,
}

/// What happens to a slip when one of its legs pushes (a tie at a whole-number line),
/// per app (config `payout.<venue>.push`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PushRule {
    /// The pushed leg is removed and the slip pays as one of the legs left, at the app's
    /// payout for that many legs (power: `M_(n−1)`; flex: the (n−1)-pick table, a 2-pick
    /// left paying as a power 2); with one leg or none left, the stake comes back.
    /// PrizePicks and Underdog settle this way (2026-11).
    Drop,
    /// A pushed leg counts as a miss.
    Lose,
}

impl PushRule {
    /// The rule's config word (`drop`, `lose`), or `None` for any other word.
    #[must_use]
    pub fn parse(s: &str) -> Option<Self> {
        match s.trim().to_ascii_lowercase().as_str() {
            "drop" => Some(Self::Drop),
            "lose" => Some(Self::Lose),
            _ => None,
        }
    }

    /// The config word.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Drop => "drop",
            Self::Lose => "lose",
        }
    }
}

/// What a settled flex slip pays per unit staked under drop (DESIGN.md "Flex slips"):
/// pushed legs drop out and the slip is paid on the flex table of the legs left
/// (`flex_table(n)`, all correct first); with two legs left it pays as a 2-leg power
/// slip (`power2` when both hit, else 0); with fewer, the stake comes back (1). `None`
/// when the venue has no table for the legs left.
#[must_use]
pub(crate) fn flex_settle(
    results: &[LegOutcome],
    flex_table: impl Fn(usize) -> Option<Vec<f64>>,
    power2: f64,
) -> Option<f64> {
    let left = results.iter().filter(|r| **r != LegOutcome::Push).count();
    let misses = results.iter().filter(|r| **r == LegOutcome::Miss).count();
    match left {
        0 | 1 => Some(1.0),
        2 => Some(if misses == 0 { power2 } else { 0.0 }),
        n => Some(flex_table(n)?.get(misses).copied().unwrap_or(0.0)),
    }
}

/// [`flex_settle`] by the app's rule: under lose a push is a miss on the full table
/// (`flex_table(n)` for the slip's `n` legs).
#[must_use]
pub fn flex_settle_with(
    results: &[LegOutcome],
    flex_table: impl Fn(usize) -> Option<Vec<f64>>,
    power2: f64,
    rule: PushRule,
) -> Option<f64> {
    match rule {
        PushRule::Drop => flex_settle(results, flex_table, power2),
        PushRule::Lose => {
            let bad = results.iter().filter(|r| **r != LegOutcome::Hit).count();
            Some(flex_table(results.len())?.get(bad).copied().unwrap_or(0.0))
        }
    }
}

/// What a settled power slip pays per unit staked. Drop: the pushed legs are removed;
/// one leg or none left is a refund (1: a 2-pick with a push is refunded whatever its
/// other leg did); else 0 on any miss, else `power(m)` for the `m` legs left. Lose: a
/// push is a miss. `None` when the app has no payout for the legs left.
#[must_use]
pub fn power_settle(
    results: &[LegOutcome],
    power: impl Fn(usize) -> Option<f64>,
    rule: PushRule,
) -> Option<f64> {
    let misses = results.iter().filter(|r| **r == LegOutcome::Miss).count();
    let pushes = results.iter().filter(|r| **r == LegOutcome::Push).count();
    if pushes > 0 && rule == PushRule::Lose {
        return Some(0.0);
    }
    match results.len() - pushes {
        0 | 1 => Some(1.0),
        _ if misses > 0 => Some(0.0),
        m => power(m),
    }
}

/// What one pushed leg returns per unit in a flat per-leg ledger (backtest's): the
/// factor by which its push changes the slip's payout when the other `n − 1` legs hit,
/// each at the per-leg price `M_n^(1/n)`. Drop: the slip then pays `M_(n−1)` (1 when one
/// leg is left), so the leg returns `M_(n−1) / M_n^((n−1)/n)`; lose: 0. Underdog's 3-leg
/// 6× dropping to 2-leg 3× returns 3/6^(2/3) = 0.9086; a 2-leg 3× slip refunded returns
/// 1/√3 = 0.5774. `m_prev` is `M_(n−1)` (ignored for `n ≤ 2` and for lose).
#[must_use]
pub fn push_leg_return(rule: PushRule, legs: u32, m_n: f64, m_prev: f64) -> f64 {
    match rule {
        PushRule::Lose => 0.0,
        PushRule::Drop => {
            if legs <= 1 || m_n.is_nan() || m_n <= 1.0 {
                return 1.0;
            }
            let prev = if legs == 2 { 1.0 } else { m_prev };
            let n = f64::from(legs);
            prev / m_n.powf((n - 1.0) / n)
        }
    }
}

/// A flex slip's expected payout per unit under drop: see [`flex_slip_payout_with_rule`].
#[cfg(test)]
#[must_use]
pub(crate) fn flex_slip_payout_with_pushes(
    p_wins: &[f64],
    p_pushes: &[f64],
    flex_table: impl Fn(usize) -> Option<Vec<f64>>,
    power2: f64,
) -> Option<f64> {
    flex_slip_payout_with_rule(p_wins, p_pushes, flex_table, power2, PushRule::Drop)
}

/// A flex slip's expected payout per unit when legs can push (a whole-number line): leg
/// `i` hits with `p_wins[i]`, pushes with `p_pushes[i]` and misses otherwise; each of the
/// `3^n` results (n ≤ 8) is settled by [`flex_settle_with`]. `None` when a result needs a
/// table the venue does not have.
#[must_use]
pub fn flex_slip_payout_with_rule(
    p_wins: &[f64],
    p_pushes: &[f64],
    flex_table: impl Fn(usize) -> Option<Vec<f64>>,
    power2: f64,
    rule: PushRule,
) -> Option<f64> {
    let n = p_wins.len().min(8);
    let mut results = vec![LegOutcome::Hit; n];
    let mut total = 0.0;
    // n ≤ 8: 3^n fits a u32.
    for code in 0..3usize.pow(u32::try_from(n).unwrap_or(8)) {
        let mut c = code;
        let mut p = 1.0;
        for (i, r) in results.iter_mut().enumerate() {
            let push = p_pushes.get(i).copied().unwrap_or(0.0);
            (*r, p) = match c % 3 {
                0 => (LegOutcome::Hit, p * p_wins[i]),
                1 => (LegOutcome::Push, p * push),
                _ => (LegOutcome::Miss, p * (1.0 - p_wins[i] - push).max(0.0)),
            };
            c /= 3;
        }
        if p > 0.0 {
            total += p * flex_settle_with(&results, &flex_table, power2, rule)?;
        }
    }
    Some(total)
}

/// A power slip of `n` legs' payout by legs left after pushes, `pays[m]` for `m` in
/// `0..=n`: `power(m)` for `m ≥ 2` (a payout the app lacks counts as 0, a loss), 1 for
/// `m ≤ 1` (refunded) under drop; under lose only `pays[n]` is non-zero.
#[must_use]
pub fn power_pays(n: usize, power: impl Fn(usize) -> Option<f64>, rule: PushRule) -> Vec<f64> {
    (0..=n)
        .map(|m| match rule {
            PushRule::Lose if m < n => 0.0,
            _ if m <= 1 => 1.0,
            _ => power(m)
                .filter(|x| x.is_finite() && *x >= 0.0)
                .unwrap_or(0.0),
        })
        .collect()
}

/// A power slip's expected payout per unit staked when legs can push: leg `i` hits with
/// `p_wins[i]`, pushes with `p_pushes[i]`, misses otherwise; settled by [`power_settle`]
/// with `pays` from [`power_pays`]. Exact, in O(n²): the payout depends only on the
/// number of pushes and whether a leg missed.
#[must_use]
pub(crate) fn power_slip_payout_with_pushes(p_wins: &[f64], p_pushes: &[f64], pays: &[f64]) -> f64 {
    let n = p_wins.len();
    // clean[j]: j pushes, every other leg hit; any[j]: j pushes, the others hit or miss.
    let (mut clean, mut any) = (vec![0.0; n + 1], vec![0.0; n + 1]);
    (clean[0], any[0]) = (1.0, 1.0);
    for (i, &w) in p_wins.iter().enumerate() {
        let u = p_pushes.get(i).copied().unwrap_or(0.0).clamp(0.0, 1.0);
        for j in (0..=i + 1).rev() {
            let from_push = if j > 0 { clean[j - 1] * u } else { 0.0 };
            let any_push = if j > 0 { any[j - 1] * u } else { 0.0 };
            clean[j] = clean[j] * w + from_push;
            any[j] = any[j] * (1.0 - u) + any_push;
        }
    }
    let pay = |m: usize| pays.get(m).copied().unwrap_or(0.0);
    (0..=n)
        .map(|j| {
            let left = n - j;
            // One leg or none left: refunded (drop) whatever the others did; with lose
            // `pays` is 0 there and only the clean no-push term pays.
            if left <= 1 && j > 0 {
                any[j] * pay(left)
            } else {
                clean[j] * pay(left)
            }
        })
        .sum()
}

/// A candidate leg for [`best_power_slips`]: [`super::SlipLeg`] with its push chance.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PushSlipLeg {
    pub index: usize,
    pub event: usize,
    pub p_win: f64,
    pub p_push: f64,
}

/// The `k` power slips of `n` legs (no two legs from one event) with the highest expected
/// payout under the app's push rule (`pays` from [`power_pays`]), best first, each with
/// `p_all = Π p_win` and `slip_ev_pct = 100·(E[payout] − 1)`. Exact: a depth-first
/// search over the legs sorted by `v = p_win + c·p_push`, where `c = max_j
/// (pays[n−j]/pays[n])^(1/j)` makes `pays[n]·Π v` bound every slip's payout apart from
/// refunds with a miss (at most `P(n − 1 pushes or more)`, added as slack).
pub fn best_power_slips(
    cands: &[PushSlipLeg],
    n: usize,
    pays: &[f64],
    k: usize,
) -> Result<Vec<Slip>> {
    let top = pays.get(n).copied().unwrap_or(f64::NAN);
    power_breakeven(top, u32::try_from(n).unwrap_or(0))?;
    if pays.len() != n + 1 {
        return Err(OddsError::InvalidParameter {
            name: "pays",
            value: pays.len() as f64,
            expected: "one payout per number of legs left, 0..=n",
        });
    }
    if k == 0 {
        return Ok(Vec::new());
    }
    let c = (1..=n)
        .map(|j| (pays[n - j] / top).powf(1.0 / j as f64))
        .fold(0.0_f64, f64::max);
    let mut legs: Vec<(PushSlipLeg, f64)> = cands
        .iter()
        .copied()
        .filter(|l| {
            l.p_win.is_finite()
                && l.p_push.is_finite()
                && l.p_win > 0.0
                && l.p_push >= 0.0
                && l.p_win + l.p_push <= 1.0 + 1e-12
        })
        .map(|l| (l, l.p_win + c * l.p_push))
        .collect();
    legs.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.index.cmp(&b.0.index)));
    let u_max = legs.iter().map(|l| l.0.p_push).fold(0.0_f64, f64::max);
    let refunds = pays[..=1.min(n)].iter().any(|p| *p > 0.0);
    let slack = if refunds && n >= 1 {
        n as f64 * u_max.powi(n as i32 - 1)
    } else {
        0.0
    };
    let mut s = Search {
        legs: &legs,
        n,
        pays,
        top,
        slack,
        k,
        chosen: Vec::with_capacity(n),
        found: Vec::new(),
    };
    s.go(0, 1.0);
    let found = s.found;
    Ok(found
        .into_iter()
        .map(|(ev, chosen)| Slip {
            legs: chosen.iter().map(|&i| legs[i].0.index).collect(),
            p_all: chosen.iter().map(|&i| legs[i].0.p_win).product(),
            slip_ev_pct: 100.0 * (ev - 1.0),
        })
        .collect())
}

/// The state of [`best_power_slips`]' search.
struct Search<'a> {
    legs: &'a [(PushSlipLeg, f64)],
    n: usize,
    pays: &'a [f64],
    top: f64,
    slack: f64,
    k: usize,
    chosen: Vec<usize>,
    /// (expected payout, chosen positions), best first.
    found: Vec<(f64, Vec<usize>)>,
}

impl Search<'_> {
    fn go(&mut self, from: usize, bound_product: f64) {
        if self.chosen.len() == self.n {
            let wins: Vec<f64> = self.chosen.iter().map(|&i| self.legs[i].0.p_win).collect();
            let pushes: Vec<f64> = self.chosen.iter().map(|&i| self.legs[i].0.p_push).collect();
            let ev = power_slip_payout_with_pushes(&wins, &pushes, self.pays);
            let at = self.found.partition_point(|(e, _)| *e >= ev);
            if at < self.k {
                self.found.insert(at, (ev, self.chosen.clone()));
                self.found.truncate(self.k);
            }
            return;
        }
        let left = self.n - self.chosen.len();
        for i in from..self.legs.len() {
            if self.legs.len() - i < left {
                return;
            }
            // Sorted by v descending: nothing after i can beat this bound.
            let bound = self.top * bound_product * self.legs[i].1.powi(left as i32) + self.slack;
            if self.found.len() == self.k && self.found.last().is_some_and(|(e, _)| bound <= *e) {
                return;
            }
            if self
                .chosen
                .iter()
                .any(|&c| self.legs[c].0.event == self.legs[i].0.event)
            {
                continue;
            }
            self.chosen.push(i);
            self.go(i + 1, bound_product * self.legs[i].1);
            self.chosen.pop();
        }
    }
}
