//! DFS pick'em value: a sportsbook over/under pair de-vigged, moved to the DFS line with a
//! Poisson model, against a power slip's per-leg break-even; the best slips.
//!
//! - The book's pair at line `Lb` (American odds on both sides) is de-vigged into
//!   `p_over(Lb)` ([`fair_over`]). At a whole-number `Lb` the pair prices the two
//!   non-push results, so `p_over` is conditional on no push.
//! - A DFS line `Ld = Lb` wins with the fair probability of its side. Any other `Ld`
//!   needs a model: [`Model::Poisson`] finds `λ` with `P(X > Lb) = p_over(Lb)` for
//!   `X ~ Poisson(λ)` (at a whole-number `Lb`: `P(X > Lb)/(1 − P(X = Lb)) = p_over`) and
//!   takes `p_win = P(X > Ld)` (over) or `P(X < Ld)` (under), with
//!   `p_push = P(X = Ld)` on a whole-number `Ld`. [`Model::None`] prices only `Ld = Lb`.
//! - A power slip of `n` legs paying `M` breaks even at `be = M^(−1/n)` per leg
//!   ([`power_breakeven`]); `edge_pts = 100·(p_win − be)`. The per-leg break-even
//!   counts a push as a miss (conservative).
//! - [`best_slips`]: the `K` slips of `n` legs from different events with the highest
//!   `Π p_win`; `slip_ev_pct = 100·(M·Π p_win − 1)`. [`best_power_slips`] ranks by the
//!   expected payout under the app's push rule instead (`settle`:
//!   a pushed leg reverts the slip to one pick fewer, a 2-pick is refunded).

pub mod negbin;
mod settle;

pub use settle::{
    LegOutcome, PushRule, PushSlipLeg, best_power_slips, flex_settle_with,
    flex_slip_payout_with_rule, power_pays, power_settle, push_leg_return,
};
#[cfg(test)]
pub(crate) use settle::{flex_settle, flex_slip_payout_with_pushes, power_slip_payout_with_pushes};

use std::fmt;
use std::str::FromStr;

use serde::Serialize;

use crate::devig::{DevigMethod, devig_into};
use crate::error::{OddsError, Result};
use crate::price::american_to_decimal;

/// The longest line the Poisson model accepts: `e^(−λ)` must stay representable.
pub const MAX_LINE: f64 = 500.0;

/// Which side of a line a pick takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// Over (DFS venues may say `higher`).
    Over,
    /// Under (`lower`).
    Under,
}

impl Side {
    /// `over`/`higher` → Over, `under`/`lower` → Under (any case); anything else `None`.
    #[must_use]
    pub fn from_direction(direction: &str) -> Option<Self> {
        let d = direction.trim();
        if d.eq_ignore_ascii_case("over") || d.eq_ignore_ascii_case("higher") {
            Some(Self::Over)
        } else if d.eq_ignore_ascii_case("under") || d.eq_ignore_ascii_case("lower") {
            Some(Self::Under)
        } else {
            None
        }
    }

    /// `over` or `under`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Over => "over",
            Self::Under => "under",
        }
    }
}

/// How a fair probability moves from the book's line to another line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Model {
    /// `X ~ Poisson(λ)` fitted to the book's line (count stats).
    #[default]
    Poisson,
    /// No model: only DFS lines equal to the book's line are priced.
    None,
}

impl Model {
    /// The `--model` / JSON name.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Poisson => "poisson",
            Self::None => "none",
        }
    }
}

impl fmt::Display for Model {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Model {
    type Err = OddsError;

    fn from_str(s: &str) -> Result<Self> {
        match s {
            "poisson" => Ok(Self::Poisson),
            "none" => Ok(Self::None),
            other => Err(OddsError::InvalidName {
                what: "model",
                value: other.to_string(),
                expected: "poisson or none",
            }),
        }
    }
}

/// Whether a line is a whole number (a push is possible on a count stat).
#[must_use]
pub(crate) fn is_whole(line: f64) -> bool {
    line.is_finite() && line.fract() == 0.0
}

fn check_line(line: f64) -> Result<f64> {
    if line.is_finite() && line > 0.0 && line <= MAX_LINE {
        Ok(line)
    } else {
        Err(OddsError::InvalidParameter {
            name: "line",
            value: line,
            expected: "a number > 0 and at most 500",
        })
    }
}

/// The fair probability of the over from the book's American pair (`--devig` method).
///
/// ```
/// use esx_odds::picks::fair_over;
/// use esx_odds::DevigMethod;
/// // -120 / +100: implied 0.5454… and 0.5, multiplicative 0.5454…/1.0454… = 0.5217…
/// let p = fair_over(-120.0, 100.0, DevigMethod::Multiplicative).unwrap();
/// assert!((p - 12.0 / 23.0).abs() < 1e-12);
/// ```
pub fn fair_over(over_american: f64, under_american: f64, method: DevigMethod) -> Result<f64> {
    let implied = [
        1.0 / american_to_decimal(over_american)?,
        1.0 / american_to_decimal(under_american)?,
    ];
    let mut out = [0.0; 2];
    devig_into(&implied, method, &mut out)?;
    if out[0].is_finite() && out[0] > 0.0 && out[0] < 1.0 {
        Ok(out[0])
    } else {
        Err(OddsError::InvalidProbability(out[0]))
    }
}

/// `(P(X ≤ k), P(X = k), P(X = k − 1))` for `X ~ Poisson(λ)` (`k ≥ 0`; the last is 0 at
/// `k = 0`), by the recurrence `p(i) = p(i−1)·λ/i`.
fn poisson_at(lambda: f64, k: u32) -> (f64, f64, f64) {
    let mut pmf = (-lambda).exp();
    let mut prev = 0.0;
    let mut cdf = pmf;
    for i in 1..=k {
        prev = pmf;
        pmf *= lambda / f64::from(i);
        cdf += pmf;
    }
    (cdf.min(1.0), pmf, prev)
}

/// `P(X ≤ n)` for `X ~ Poisson(λ)`; 0 for `n < 0` (a middle's window under the Poisson
/// model).
#[must_use]
pub(crate) fn poisson_cdf(lambda: f64, n: i64) -> f64 {
    match u32::try_from(n) {
        Ok(n) => poisson_at(lambda, n).0,
        Err(_) if n < 0 => 0.0,
        Err(_) => 1.0,
    }
}

/// `P(X > line)`, `P(X < line)` and `P(X = line)` (0 unless `line` is whole).
fn poisson_sides(lambda: f64, line: f64) -> (f64, f64, f64) {
    // Lines are checked to (0, MAX_LINE], so the casts are exact.
    let k = line.floor() as u32;
    let (cdf, pmf, _) = poisson_at(lambda, k);
    let over = (1.0 - cdf).max(0.0);
    if is_whole(line) {
        (over, (cdf - pmf).max(0.0), pmf)
    } else {
        (over, cdf, 0.0)
    }
}

/// The Poisson mean `λ` that reproduces the book: `P(X > Lb) = p_over` (at a whole-number
/// `Lb`, conditional on no push). Solved by Newton's method kept inside a bisection
/// bracket (the target is increasing in `λ`), to ~1e-13.
///
/// ```
/// use esx_odds::picks::poisson_lambda;
/// // P(X > 0.5) = 1 − e^(−λ): p_over = 1 − 1/e gives λ = 1.
/// let l = poisson_lambda(0.5, 1.0 - (-1.0f64).exp()).unwrap();
/// assert!((l - 1.0).abs() < 1e-9);
/// ```
pub fn poisson_lambda(book_line: f64, p_over: f64) -> Result<f64> {
    let line = check_line(book_line)?;
    if !(p_over.is_finite() && p_over > 0.0 && p_over < 1.0) {
        return Err(OddsError::InvalidProbability(p_over));
    }
    let k = line.floor() as u32;
    let whole = is_whole(line);
    // g(λ) − target and its derivative: d/dλ P(X ≤ k) = −P(X = k).
    let eval = |lambda: f64| -> (f64, f64) {
        let (cdf, pmf, prev) = poisson_at(lambda, k);
        let over = (1.0 - cdf).max(0.0);
        if whole {
            let under = (cdf - pmf).max(0.0);
            let s = over + under;
            if s <= 0.0 {
                return (-p_over, 0.0);
            }
            let d = (pmf * under + over * prev) / (s * s);
            (over / s - p_over, d)
        } else {
            (over - p_over, pmf)
        }
    };
    let mut lo = 0.0_f64;
    let mut hi = (line + 1.0) * 2.0;
    while eval(hi).0 < 0.0 {
        hi *= 2.0;
        if hi > 4.0 * MAX_LINE + 100.0 {
            return Err(OddsError::InvalidProbability(p_over));
        }
    }
    let mut lambda = line.max(0.5);
    for _ in 0..200 {
        let (g, d) = eval(lambda);
        if g.abs() < 1e-14 {
            return Ok(lambda);
        }
        if g < 0.0 {
            lo = lambda;
        } else {
            hi = lambda;
        }
        let newton = lambda - g / d;
        lambda = if d > 0.0 && newton.is_finite() && newton > lo && newton < hi {
            newton
        } else {
            0.5 * (lo + hi)
        };
        if hi - lo < 1e-13 * hi.max(1.0) {
            break;
        }
    }
    if lambda.is_finite() && lambda > 0.0 {
        Ok(lambda)
    } else {
        Err(OddsError::InvalidProbability(p_over))
    }
}

/// A pick's probabilities: winning, and a push (only on a whole-number DFS line when a
/// model can say).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct PickProb {
    /// Probability the side wins.
    pub p_win: f64,
    /// Probability of a push, where known.
    pub p_push: Option<f64>,
}

/// The win (and push) probability of `side` at DFS line `dfs_line` given the book's fair
/// `p_over` at `book_line`. `Ok(None)`: the model cannot price it (`Model::None` off the
/// book line). Errors: a line ≤ 0 or above [`MAX_LINE`], a `p_over` outside (0, 1).
///
/// ```
/// use esx_odds::picks::{Model, Side, pick_probability};
/// let at = pick_probability(33.5, 0.55, 33.5, Side::Under, Model::None).unwrap().unwrap();
/// assert!((at.p_win - 0.45).abs() < 1e-12);
/// assert!(pick_probability(33.5, 0.55, 32.5, Side::Over, Model::None).unwrap().is_none());
/// ```
pub fn pick_probability(
    book_line: f64,
    p_over: f64,
    dfs_line: f64,
    side: Side,
    model: Model,
) -> Result<Option<PickProb>> {
    check_line(book_line)?;
    check_line(dfs_line)?;
    if !(p_over.is_finite() && p_over > 0.0 && p_over < 1.0) {
        return Err(OddsError::InvalidProbability(p_over));
    }
    let fair_side = match side {
        Side::Over => p_over,
        Side::Under => 1.0 - p_over,
    };
    let same_line = dfs_line == book_line;
    match model {
        Model::None if same_line => Ok(Some(PickProb {
            p_win: fair_side,
            p_push: None,
        })),
        Model::None => Ok(None),
        Model::Poisson => {
            let lambda = poisson_lambda(book_line, p_over)?;
            Ok(Some(poisson_pick(
                lambda, book_line, p_over, dfs_line, side,
            )))
        }
    }
}

/// [`pick_probability`] for a fitted `λ` (one fit serves every DFS line of a group).
#[must_use]
pub fn poisson_pick(
    lambda: f64,
    book_line: f64,
    p_over: f64,
    dfs_line: f64,
    side: Side,
) -> PickProb {
    let same_line = dfs_line == book_line;
    let (over, under, push) = poisson_sides(lambda, dfs_line);
    let whole = is_whole(dfs_line);
    if same_line {
        // Exactly the book's fair side (no solver error); scaled by the no-push share at
        // a whole-number line, whose pair prices only the non-push results.
        let fair_side = match side {
            Side::Over => p_over,
            Side::Under => 1.0 - p_over,
        };
        return PickProb {
            p_win: fair_side * (1.0 - push),
            p_push: whole.then_some(push),
        };
    }
    PickProb {
        p_win: match side {
            Side::Over => over,
            Side::Under => under,
        },
        p_push: whole.then_some(push),
    }
}

/// A power slip's per-leg break-even: `M^(−1/n)`.
///
/// ```
/// use esx_odds::picks::power_breakeven;
/// assert!((power_breakeven(3.0, 2).unwrap() - 0.577_350_269_189_625_8).abs() < 1e-12);
/// ```
pub fn power_breakeven(payout: f64, legs: u32) -> Result<f64> {
    if !(payout.is_finite() && payout > 1.0 && payout <= 1e6) {
        return Err(OddsError::InvalidParameter {
            name: "payout",
            value: payout,
            expected: "a multiplier greater than 1",
        });
    }
    if legs == 0 || legs > 12 {
        return Err(OddsError::InvalidParameter {
            name: "legs",
            value: f64::from(legs),
            expected: "a leg count from 1 to 12",
        });
    }
    Ok(payout.powf(-1.0 / f64::from(legs)))
}

/// A flex slip's expected payout per unit staked when each of its `n` legs wins with
/// probability `p`: `Σ_k C(n, k) p^k (1−p)^(n−k) · x_k`, where `table[0]` pays all `n`
/// correct, `table[1]` pays `n − 1` correct, and so on (missing entries pay 0).
///
/// ```
/// use esx_odds::picks::flex_expected_payout;
/// // PrizePicks flex3 (2.25× / 1.25×) at p = 0.5: 2.25/8 + 1.25·3/8 = 0.75.
/// assert!((flex_expected_payout(&[2.25, 1.25], 3, 0.5) - 0.75).abs() < 1e-12);
/// ```
#[must_use]
pub fn flex_expected_payout(table: &[f64], legs: u32, p: f64) -> f64 {
    let n = legs;
    table
        .iter()
        .enumerate()
        .take(n as usize + 1)
        .map(|(misses, &x)| {
            let k = n - misses as u32;
            binomial(n, k) * p.powi(k as i32) * (1.0 - p).powi(misses as i32) * x
        })
        .sum()
}

fn binomial(n: u32, k: u32) -> f64 {
    (0..k).fold(1.0, |acc, i| acc * f64::from(n - i) / f64::from(i + 1))
}

/// A flex slip's per-leg break-even: the `p` at which [`flex_expected_payout`] is 1
/// (bisection: the expected payout rises with `p` when the table pays more for more
/// correct). Errors when the table cannot break even (all correct pays ≤ 1) or is not a
/// list of finite multipliers ≥ 0, all correct first and at most one per leg count.
///
/// ```
/// use esx_odds::picks::flex_breakeven;
/// // PrizePicks flex6: 25× / 2× / 0.4×.
/// let be = flex_breakeven(&[25.0, 2.0, 0.4], 6).unwrap();
/// assert_eq!((be * 1e4).round() / 1e4, 0.5421);
/// ```
pub fn flex_breakeven(table: &[f64], legs: u32) -> Result<f64> {
    if !(2..=12).contains(&legs) || table.is_empty() || table.len() > legs as usize {
        return Err(OddsError::InvalidParameter {
            name: "flex legs",
            value: f64::from(legs),
            expected: "2 to 12 legs, with a payout for at most as many results as legs",
        });
    }
    for (i, x) in table.iter().enumerate() {
        let bad = !(x.is_finite() && *x >= 0.0 && *x <= 1e6)
            || (i > 0 && *x > table[i - 1])
            || (i == 0 && *x <= 1.0);
        if bad {
            return Err(OddsError::InvalidParameter {
                name: "flex payout",
                value: *x,
                expected: "multipliers ≥ 0, all correct first (> 1), each no more than the one before",
            });
        }
    }
    let (mut lo, mut hi) = (0.0_f64, 1.0_f64);
    for _ in 0..100 {
        let mid = 0.5 * (lo + hi);
        if flex_expected_payout(table, legs, mid) < 1.0 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Ok(0.5 * (lo + hi))
}

/// A flex slip's expected payout per unit when its legs win with probabilities
/// `p_wins` (each different): every one of the `2^n` results enumerated, paying
/// `table[misses]`. `slip_ev_pct = 100·(this − 1)`.
#[must_use]
pub fn flex_slip_payout(table: &[f64], p_wins: &[f64]) -> f64 {
    let n = p_wins.len().min(16);
    (0u32..(1 << n))
        .map(|hits| {
            let p: f64 = (0..n)
                .map(|i| {
                    if hits & (1 << i) != 0 {
                        p_wins[i]
                    } else {
                        1.0 - p_wins[i]
                    }
                })
                .product();
            let misses = n - hits.count_ones() as usize;
            p * table.get(misses).copied().unwrap_or(0.0)
        })
        .sum()
}

/// `100·(p_win − breakeven)`, in percentage points.
#[must_use]
pub fn edge_pts(p_win: f64, breakeven: f64) -> f64 {
    100.0 * (p_win - breakeven)
}

/// A candidate leg for [`best_slips`]: its index in the caller's list, an event key
/// (legs of one slip must differ in it) and its win probability.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SlipLeg {
    pub index: usize,
    pub event: usize,
    pub p_win: f64,
}

/// One slip: the caller's indexes of its legs (best leg first), `Π p_win` and its EV.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Slip {
    pub legs: Vec<usize>,
    pub p_all: f64,
    pub slip_ev_pct: f64,
}

/// The `k` slips of `n` legs, no two legs from one event, with the highest `Π p_win`
/// (equivalently the highest EV at one payout `M`), best first. Slips may share legs.
/// Exact: a depth-first search over the legs sorted by `p_win`, pruned by the bound
/// `product × p_next^(legs left)` against the `k`-th best found so far.
pub fn best_slips(cands: &[SlipLeg], n: usize, payout: f64, k: usize) -> Result<Vec<Slip>> {
    power_breakeven(payout, u32::try_from(n).unwrap_or(0))?;
    if k == 0 {
        return Ok(Vec::new());
    }
    let mut sorted: Vec<SlipLeg> = cands
        .iter()
        .copied()
        .filter(|c| c.p_win.is_finite() && c.p_win > 0.0 && c.p_win <= 1.0)
        .collect();
    sorted.sort_by(|a, b| b.p_win.total_cmp(&a.p_win).then(a.index.cmp(&b.index)));
    let mut found: Vec<(f64, Vec<usize>)> = Vec::new();
    let mut chosen: Vec<usize> = Vec::with_capacity(n);
    search(&sorted, 0, n, 1.0, k, &mut chosen, &mut found);
    Ok(found
        .into_iter()
        .map(|(p, legs)| Slip {
            legs: legs.iter().map(|&i| sorted[i].index).collect(),
            p_all: p,
            slip_ev_pct: 100.0 * (payout * p - 1.0),
        })
        .collect())
}

fn search(
    legs: &[SlipLeg],
    from: usize,
    n: usize,
    product: f64,
    k: usize,
    chosen: &mut Vec<usize>,
    found: &mut Vec<(f64, Vec<usize>)>,
) {
    if chosen.len() == n {
        let at = found.partition_point(|(p, _)| *p >= product);
        if at < k {
            found.insert(at, (product, chosen.clone()));
            found.truncate(k);
        }
        return;
    }
    let left = n - chosen.len();
    for i in from..legs.len() {
        if legs.len() - i < left {
            return;
        }
        // Sorted descending: nothing after i can beat this bound.
        let bound = product * legs[i].p_win.powi(left as i32);
        if found.len() == k && found.last().is_some_and(|(p, _)| bound <= *p) {
            return;
        }
        if chosen.iter().any(|&c| legs[c].event == legs[i].event) {
            continue;
        }
        chosen.push(i);
        search(legs, i + 1, n, product * legs[i].p_win, k, chosen, found);
        chosen.pop();
    }
}

#[cfg(test)]
mod tests;
