//! Middles: an over at a low line and an under at a higher line on two venues, the
//! whole-number results that win both (the window), and what the pair is worth
//! (DESIGN.md "Round four", settled point 8).
//!
//! - Over at line `a`, under at line `b`: a result `k` wins the over when `k > a` and the
//!   under when `k < b`; a result equal to a whole-number line pushes that side. The
//!   window is `[⌊a⌋ + 1, ⌈b⌉ − 1]` and the pair is a middle only when it holds an
//!   integer: over 21.0 / under 22.0 has none (21 pushes the over, 22 the under).
//! - The pair is the lowest over line × the highest under line on two different venues.
//! - `p_middle = P(k_lo ≤ X ≤ k_hi)` under [`Outcomes`] (the player's negative binomial
//!   from the sportsbook pair, Poisson, or a table such as the series model's).
//! - `ev_pct`: equal-payout stakes (`s_i ∝ 1/d_i`, summing to 1) on the two sides, each
//!   side returning `d_i` when it wins and `push_i` when it pushes; `100·(E[return] − 1)`.
//!   A DFS side is valued as half of a 2-pick power slip: `d = √M₂`, and a push returns
//!   what the push rule leaves that half (`1/√M₂` under drop, the slip refunded; 0 under
//!   lose). A sportsbook side returns its decimal price and its stake on a push.

use serde::Serialize;

use crate::error::{OddsError, Result};
use crate::picks::{PushRule, is_whole, negbin, poisson_cdf, poisson_lambda};

/// One side of a candidate middle: a venue's line and what a unit on it returns.
#[derive(Debug, Clone, PartialEq)]
pub struct MiddleQuote {
    /// Venue key.
    pub venue: String,
    /// Its line.
    pub line: f64,
    /// What a unit staked returns when the side wins (decimal price).
    pub decimal: f64,
    /// What a unit staked returns when the side pushes (a result equal to a whole line).
    pub push_return: f64,
}

impl MiddleQuote {
    /// A DFS side valued as half of a 2-pick power slip paying `power2`: `d = √M₂`; a
    /// push returns `1/√M₂` under drop (the 2-pick is refunded) and 0 under lose.
    #[must_use]
    pub fn dfs(venue: &str, line: f64, power2: f64, rule: PushRule) -> Self {
        let d = power2.max(1.0).sqrt();
        Self {
            venue: venue.to_owned(),
            line,
            decimal: d,
            push_return: match rule {
                PushRule::Drop => 1.0 / d,
                PushRule::Lose => 0.0,
            },
        }
    }

    /// A sportsbook side at decimal price `decimal` (a push refunds the stake).
    #[must_use]
    pub fn book(venue: &str, line: f64, decimal: f64) -> Self {
        Self {
            venue: venue.to_owned(),
            line,
            decimal,
            push_return: 1.0,
        }
    }
}

/// A side of a middle as JSON shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MiddleSide {
    /// Venue key.
    pub venue: String,
    /// Its line.
    pub line: f64,
}

/// `esx.middle` when the pair is a middle.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Middle {
    /// The whole-number results that win both sides, inclusive.
    pub window: [i64; 2],
    /// The over (the low line).
    pub low: MiddleSide,
    /// The under (the high line).
    pub high: MiddleSide,
    /// `P(window)`; null without a distribution.
    pub p_middle: Option<f64>,
    /// The pair's EV in % at equal-payout stakes; null without a distribution.
    pub ev_pct: Option<f64>,
    /// Why `p_middle` and `ev_pct` are null.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// The distribution of the result a middle is valued under.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcomes {
    /// `NegBin(μ, k)` (player counts).
    NegBin {
        /// Mean.
        mu: f64,
        /// Dispersion.
        k: f64,
    },
    /// `Poisson(λ)`.
    Poisson {
        /// Mean.
        lambda: f64,
    },
    /// A finite table of `(result, probability)` (team lines from the series model:
    /// maps played, map margin).
    Table(Vec<(i64, f64)>),
}

impl Outcomes {
    /// The player's distribution from the sportsbook pair as `picks` finds it: the fair
    /// `p_over` at `book_line`, and the dispersion `k` (`None`: Poisson).
    pub fn from_book(book_line: f64, p_over: f64, k: Option<f64>) -> Result<Self> {
        match k {
            Some(k) => Ok(Self::NegBin {
                mu: negbin::mean(book_line, p_over, k)?,
                k,
            }),
            None => Ok(Self::Poisson {
                lambda: poisson_lambda(book_line, p_over)?,
            }),
        }
    }

    /// `P(X ≤ n)`.
    #[must_use]
    pub fn cdf(&self, n: i64) -> f64 {
        match self {
            Self::NegBin { mu, k } => negbin::cdf(*mu, *k, n),
            Self::Poisson { lambda } => poisson_cdf(*lambda, n),
            Self::Table(rows) => rows
                .iter()
                .filter(|(k, _)| *k <= n)
                .map(|(_, p)| p)
                .sum::<f64>()
                .min(1.0),
        }
    }

    /// `P(X = n)`.
    fn pmf(&self, n: i64) -> f64 {
        (self.cdf(n) - self.cdf(n - 1)).max(0.0)
    }
}

/// The integers that win both an over at `over_line` and an under at `under_line`,
/// `(k_lo, k_hi)` inclusive, or `None` when there is none (or a line is not finite).
///
/// ```
/// use esx_odds::middle::middle_window;
/// assert_eq!(middle_window(21.0, 22.0), None); // 21 pushes the over, 22 the under
/// assert_eq!(middle_window(21.5, 22.5), Some((22, 22)));
/// assert_eq!(middle_window(20.5, 23.0), Some((21, 22)));
/// ```
#[must_use]
pub fn middle_window(over_line: f64, under_line: f64) -> Option<(i64, i64)> {
    if !(over_line.is_finite() && under_line.is_finite()) || over_line.abs() > 1e12 {
        return None;
    }
    // The lines are finite and far inside i64: the casts are exact integers.
    let lo = over_line.floor() as i64 + 1;
    let hi = under_line.ceil() as i64 - 1;
    (lo <= hi && over_line < under_line).then_some((lo, hi))
}

/// The pair a middle is made of: the lowest over line × the highest under line on two
/// different venues (the widest window); ties go to the venue keys in order. `None`
/// without an over and an under on two venues.
#[must_use]
pub fn pick_pair<'a>(
    overs: &'a [MiddleQuote],
    unders: &'a [MiddleQuote],
) -> Option<(&'a MiddleQuote, &'a MiddleQuote)> {
    let mut best: Option<(&MiddleQuote, &MiddleQuote)> = None;
    for o in overs.iter().filter(|q| q.line.is_finite()) {
        for u in unders
            .iter()
            .filter(|q| q.line.is_finite() && q.venue != o.venue)
        {
            let better = best.is_none_or(|(bo, bu)| {
                let width = u.line - o.line;
                let best_width = bu.line - bo.line;
                width > best_width
                    || (width == best_width
                        && (o.line, &o.venue, &u.venue) < (bo.line, &bo.venue, &bu.venue))
            });
            if better {
                best = Some((o, u));
            }
        }
    }
    best
}

/// The middle an over and an under make, or `None` when no integer wins both.
/// `outcomes` values it; without one `p_middle` and `ev_pct` are null with `reason`.
pub fn middle(
    over: &MiddleQuote,
    under: &MiddleQuote,
    outcomes: std::result::Result<&Outcomes, &str>,
) -> Result<Option<Middle>> {
    let Some((lo, hi)) = middle_window(over.line, under.line) else {
        return Ok(None);
    };
    let sides = (
        MiddleSide {
            venue: over.venue.clone(),
            line: over.line,
        },
        MiddleSide {
            venue: under.venue.clone(),
            line: under.line,
        },
    );
    let (p_middle, ev_pct, reason) = match outcomes {
        Ok(x) => {
            let p = (x.cdf(hi) - x.cdf(lo - 1)).max(0.0);
            (Some(p), Some(ev_pct(over, under, x)?), None)
        }
        Err(why) => (None, None, Some(why.to_owned())),
    };
    Ok(Some(Middle {
        window: [lo, hi],
        low: sides.0,
        high: sides.1,
        p_middle,
        ev_pct,
        reason,
    }))
}

/// `100·(E[return] − 1)` of equal-payout stakes on the over and the under.
fn ev_pct(over: &MiddleQuote, under: &MiddleQuote, x: &Outcomes) -> Result<f64> {
    for q in [over, under] {
        if !(q.decimal.is_finite() && q.decimal > 1.0) {
            return Err(OddsError::InvalidParameter {
                name: "decimal",
                value: q.decimal,
                expected: "a decimal price > 1",
            });
        }
    }
    let (wo, wu) = (1.0 / over.decimal, 1.0 / under.decimal);
    let (so, su) = (wo / (wo + wu), wu / (wo + wu));
    // Lines are finite (a window exists): the casts are exact integers.
    let (a, b) = (over.line.floor() as i64, under.line.ceil() as i64);
    let over_push = if is_whole(over.line) { x.pmf(a) } else { 0.0 };
    let under_push = if is_whole(under.line) { x.pmf(b) } else { 0.0 };
    let over_ret = over.decimal * (1.0 - x.cdf(a)).max(0.0) + over.push_return * over_push;
    let under_ret = under.decimal * x.cdf(b - 1) + under.push_return * under_push;
    Ok(100.0 * (so * over_ret + su * under_ret - 1.0))
}

#[cfg(test)]
mod tests;
