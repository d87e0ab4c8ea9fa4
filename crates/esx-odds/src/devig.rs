//! De-vig: one source's implied probabilities → fair probabilities summing to 1, five methods.
//!
//! Every method returns probabilities in [0, 1] that sum to 1 (to rounding) and the
//! method's fitted parameter. What each does on an underround book (implied
//! probabilities summing below 1) or a degenerate one is documented on [`DevigMethod`];
//! a method with no valid solution falls back to multiplicative and says why in
//! [`Devigged::fallback`], which `esx lines --explain` prints.

use std::fmt;
use std::str::FromStr;

use serde::Serialize;

use super::error::{OddsError, Result};
use super::price::check_probability;

/// A book whose implied probabilities sum to within this of 1 is treated as already fair
/// by the iterative methods (their parameter is then the neutral value), so a fair book
/// written with rounding never triggers a fallback.
pub(crate) const FAIR_TOLERANCE: f64 = 1e-12;

/// How a source's margin (overround) is removed. `--devig` values and JSON names are
/// exactly the strings of [`DevigMethod::as_str`].
///
/// With implied probabilities `π_i` (`i = 1..n`) and booksum `S = Σ π_i`:
///
/// - `multiplicative` (default; the service's): `p_i = π_i / S`. Parameter: `S`.
///   Underround (`S < 1`) scales every probability up by the same factor.
/// - `additive`: `p_i = π_i − t` with `t = (S − 1)/n`. Parameter: `t`. Underround adds
///   `(1 − S)/n` to each outcome. When a longshot would go negative, it is clipped at 0
///   and `t` is re-solved over the remaining outcomes (the Euclidean projection onto the
///   probability simplex: `p_i = max(π_i − t, 0)`, `Σ p_i = 1`), so it never returns a
///   negative; [`Devigged::clipped`] counts the clipped outcomes.
/// - `power`: `p_i = π_i^k` with `k` solving `Σ π_i^k = 1`. Parameter: `k` (`k > 1`
///   overround, `k < 1` underround; a solution always exists for `π_i ∈ (0, 1)`).
/// - `shin`: Shin's insider model, `p_i = (√(z² + 4(1 − z) π_i² / S) − z) / (2(1 − z))`
///   with `z` solving `Σ p_i = 1`: the closed form for two outcomes,
///   `z = (S − 1)(d² − S) / (S (d² − 1))` with `d = π_1 − π_2`, and otherwise the root
///   of `Σ p_i(z) = 1` on `[0, 1)`, bracketed (it always exists for an overround book:
///   the sum falls from `√S` to `Σ π_i² / S`) and solved by safeguarded Newton. It is
///   the fixed point of Jullien–Salanié's `z ← (Σ √(z² + 4(1 − z) π_i² / S) − 2)/(n − 2)`,
///   found also where that iteration oscillates. Parameter: `z`, the insider share,
///   meaningful only in `[0, 1)`. An underround book would need `z < 0`, which the
///   model does not allow: it falls back to multiplicative.
/// - `odds-ratio` (Cheung): `p_i = π_i / (c + π_i − c π_i)` with `c` solving
///   `Σ p_i = 1`. Parameter: `c` (`c > 1` overround, `c < 1` underround; a solution
///   always exists).
///
/// A book with `|S − 1| ≤ FAIR_TOLERANCE` is returned unchanged (`π_i / S`) by power,
/// shin and odds-ratio with their neutral parameter (1, 0, 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
pub enum DevigMethod {
    /// Divide by the booksum (the service's method; the default).
    #[default]
    #[serde(rename = "multiplicative")]
    Multiplicative,
    /// Subtract an equal share of the margin from every outcome.
    #[serde(rename = "additive")]
    Additive,
    /// Raise every implied probability to a common power.
    #[serde(rename = "power")]
    Power,
    /// Shin's insider-trading model.
    #[serde(rename = "shin")]
    Shin,
    /// Cheung's odds-ratio model.
    #[serde(rename = "odds-ratio")]
    OddsRatio,
}

impl DevigMethod {
    /// Every method, in documentation order.
    pub const ALL: [Self; 5] = [
        Self::Multiplicative,
        Self::Additive,
        Self::Power,
        Self::Shin,
        Self::OddsRatio,
    ];

    /// The `--devig` / JSON name.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Multiplicative => "multiplicative",
            Self::Additive => "additive",
            Self::Power => "power",
            Self::Shin => "shin",
            Self::OddsRatio => "odds-ratio",
        }
    }

    /// The name of the method's fitted parameter (`S`, `t`, `k`, `z`, `c`).
    #[must_use]
    pub(crate) const fn parameter_name(self) -> &'static str {
        match self {
            Self::Multiplicative => "booksum",
            Self::Additive => "shift",
            Self::Power => "k",
            Self::Shin => "z",
            Self::OddsRatio => "c",
        }
    }
}

impl fmt::Display for DevigMethod {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for DevigMethod {
    type Err = OddsError;

    fn from_str(s: &str) -> Result<Self> {
        Self::ALL
            .into_iter()
            .find(|m| m.as_str() == s)
            .ok_or_else(|| OddsError::UnknownMethod(s.to_owned()))
    }
}

/// One source's de-vigged book.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Devigged {
    /// Fair probabilities, in input order, each in [0, 1], summing to 1.
    pub probabilities: Vec<f64>,
    /// The method asked for.
    pub method: DevigMethod,
    /// The method actually applied (differs from `method` only on a fallback).
    pub applied: DevigMethod,
    /// The applied method's fitted parameter (see [`DevigMethod::parameter_name`]).
    pub parameter: f64,
    /// `S = Σ π_i`, the input's booksum (`S − 1` is the overround; negative = underround).
    pub booksum: f64,
    /// Additive only: how many outcomes were clipped at 0.
    pub clipped: usize,
    /// Why `applied` differs from `method`, when it does.
    pub fallback: Option<String>,
}

impl Devigged {
    /// `S − 1`: the margin; negative for an underround book.
    #[must_use]
    pub fn overround(&self) -> f64 {
        self.booksum - 1.0
    }
}

/// De-vigs one source's implied probabilities (each in (0, 1), at least two).
///
/// ```
/// use esx_odds::devig::{devig, DevigMethod};
/// // A -110/-110 book: 0.5238 each, booksum 1.0476; every method gives 0.5/0.5.
/// let pi = 1.0 / (1.0 + 100.0 / 110.0);
/// for m in DevigMethod::ALL {
///     let d = devig(&[pi, pi], m).unwrap();
///     assert!((d.probabilities[0] - 0.5).abs() < 1e-12, "{m}");
/// }
/// // Multiplicative on 0.6 + 0.5 = 1.1: 0.6/1.1 and 0.5/1.1.
/// let d = devig(&[0.6, 0.5], DevigMethod::Multiplicative).unwrap();
/// assert!((d.probabilities[0] - 0.545_454_545_454_545_4).abs() < 1e-15);
/// ```
pub fn devig(implied: &[f64], method: DevigMethod) -> Result<Devigged> {
    let mut probabilities = vec![0.0; implied.len()];
    let fit = devig_into(implied, method, &mut probabilities)?;
    Ok(Devigged {
        probabilities,
        method,
        applied: fit.applied,
        parameter: fit.parameter,
        booksum: fit.booksum,
        clipped: fit.clipped,
        fallback: fit.fallback,
    })
}

/// What [`devig_into`] fitted (the probabilities went into the caller's slice).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DevigFit {
    /// The method actually applied (multiplicative on a fallback).
    pub applied: DevigMethod,
    /// The applied method's fitted parameter.
    pub parameter: f64,
    /// `S = Σ π_i`.
    pub booksum: f64,
    /// Additive only: outcomes clipped at 0.
    pub clipped: usize,
    /// Why the requested method was not applied, when it was not.
    pub fallback: Option<String>,
}

/// [`devig`] without allocating: writes the fair probabilities into `out`, which must
/// have one slot per outcome. Used on hot paths (consensus over a whole board).
pub(crate) fn devig_into(
    implied: &[f64],
    method: DevigMethod,
    out: &mut [f64],
) -> Result<DevigFit> {
    if implied.len() < 2 {
        return Err(OddsError::TooFewOutcomes(implied.len()));
    }
    if out.len() != implied.len() {
        return Err(OddsError::InvalidParameter {
            name: "output length",
            value: out.len() as f64,
            expected: "one slot per outcome",
        });
    }
    for &p in implied {
        check_probability(p)?;
    }
    let booksum: f64 = implied.iter().sum();
    let near_fair = (booksum - 1.0).abs() <= FAIR_TOLERANCE;
    let solved = match method {
        DevigMethod::Multiplicative => Ok((multiplicative(implied, booksum, out), 0)),
        DevigMethod::Additive => Ok(additive(implied, booksum, out)),
        DevigMethod::Power | DevigMethod::OddsRatio if near_fair => {
            multiplicative(implied, booksum, out);
            Ok((1.0, 0))
        }
        DevigMethod::Shin if near_fair => {
            multiplicative(implied, booksum, out);
            Ok((0.0, 0))
        }
        DevigMethod::Power => power(implied, out).map(|k| (k, 0)),
        DevigMethod::Shin => shin(implied, booksum, out).map(|z| (z, 0)),
        DevigMethod::OddsRatio => odds_ratio(implied, out).map(|c| (c, 0)),
    };
    Ok(match solved {
        Ok((parameter, clipped)) => DevigFit {
            applied: method,
            parameter,
            booksum,
            clipped,
            fallback: None,
        },
        Err(reason) => DevigFit {
            applied: DevigMethod::Multiplicative,
            parameter: multiplicative(implied, booksum, out),
            booksum,
            clipped: 0,
            fallback: Some(reason),
        },
    })
}

/// `p_i = π_i / S`; returns `S`.
fn multiplicative(implied: &[f64], booksum: f64, out: &mut [f64]) -> f64 {
    for (o, p) in out.iter_mut().zip(implied) {
        *o = p / booksum;
    }
    booksum
}

/// Returns `(shift, clipped)`.
fn additive(implied: &[f64], booksum: f64, out: &mut [f64]) -> (f64, usize) {
    let n = implied.len() as f64;
    let shift = (booksum - 1.0) / n;
    if implied.iter().all(|p| p - shift >= 0.0) {
        for (o, p) in out.iter_mut().zip(implied) {
            *o = p - shift;
        }
        return (shift, 0);
    }
    // Simplex projection: keep the k largest outcomes, where k is the largest count whose
    // common shift still leaves the k-th largest positive.
    let mut sorted = implied.to_vec();
    sorted.sort_by(|a, b| b.total_cmp(a));
    let mut cumulative = 0.0;
    let mut tau = shift;
    for (i, &p) in sorted.iter().enumerate() {
        cumulative += p;
        let candidate = (cumulative - 1.0) / (i + 1) as f64;
        if p - candidate > 0.0 {
            tau = candidate;
        } else {
            break;
        }
    }
    for (o, p) in out.iter_mut().zip(implied) {
        *o = (p - tau).max(0.0);
    }
    let clipped = out.iter().filter(|&&p| p == 0.0).count();
    // The projection sums to 1 exactly in real arithmetic; renormalise away rounding.
    normalise(out);
    (tau, clipped)
}

/// Finds the root of a strictly decreasing `f` on `[lo, hi]` with `f(lo) > 0 > f(hi)`:
/// Newton steps from `x0`, replaced by bisection whenever they leave the bracket.
/// `f` returns `(value, derivative)`.
fn solve_decreasing(f: impl Fn(f64) -> (f64, f64), lo: f64, hi: f64, x0: f64) -> Option<f64> {
    let (mut lo, mut hi) = (lo, hi);
    let mut x = if x0 > lo && x0 < hi {
        x0
    } else {
        0.5 * (lo + hi)
    };
    for _ in 0..300 {
        let (fx, dfx) = f(x);
        if !fx.is_finite() {
            return None;
        }
        if fx == 0.0 {
            return Some(x);
        }
        if fx > 0.0 {
            lo = x;
        } else {
            hi = x;
        }
        let newton = x - fx / dfx;
        let next = if dfx.is_finite() && dfx < 0.0 && newton > lo && newton < hi {
            newton
        } else {
            0.5 * (lo + hi)
        };
        if (next - x).abs() <= 4.0 * f64::EPSILON * x.abs().max(1e-300) || hi - lo <= 0.0 {
            return Some(next);
        }
        x = next;
    }
    Some(x)
}

/// Doubles `hi` from 2 until `f(hi) < 0`, for a decreasing `f` that is positive at 0.
fn upper_bracket(f: &impl Fn(f64) -> (f64, f64)) -> Option<f64> {
    let mut hi = 2.0;
    for _ in 0..1100 {
        let (v, _) = f(hi);
        if v < 0.0 {
            return Some(hi);
        }
        hi *= 2.0;
        if !hi.is_finite() {
            return None;
        }
    }
    None
}

/// Divides by the sum in place; false if the values are not a usable distribution.
fn normalise(out: &mut [f64]) -> bool {
    let total: f64 = out.iter().sum();
    if total.is_finite() && total > 0.0 && out.iter().all(|p| p.is_finite() && *p >= 0.0) {
        for o in out.iter_mut() {
            *o = (*o / total).min(1.0);
        }
        true
    } else {
        false
    }
}

fn power(implied: &[f64], out: &mut [f64]) -> std::result::Result<f64, String> {
    let f = |k: f64| {
        implied.iter().fold((-1.0, 0.0), |(v, d), &p| {
            let pk = p.powf(k);
            (v + pk, d + pk * p.ln())
        })
    };
    let hi = upper_bracket(&f).ok_or("power: no exponent k makes the book sum to 1")?;
    let k = solve_decreasing(f, 0.0, hi, 1.0).ok_or("power: the solver did not converge")?;
    for (o, p) in out.iter_mut().zip(implied) {
        *o = p.powf(k);
    }
    if normalise(out) {
        Ok(k)
    } else {
        Err("power: the fitted probabilities were not finite".to_owned())
    }
}

fn odds_ratio(implied: &[f64], out: &mut [f64]) -> std::result::Result<f64, String> {
    let f = |c: f64| {
        implied.iter().fold((-1.0, 0.0), |(v, d), &p| {
            let denom = c * (1.0 - p) + p;
            (v + p / denom, d - p * (1.0 - p) / (denom * denom))
        })
    };
    let hi = upper_bracket(&f).ok_or("odds-ratio: no ratio c makes the book sum to 1")?;
    let c = solve_decreasing(f, 0.0, hi, 1.0).ok_or("odds-ratio: the solver did not converge")?;
    for (o, p) in out.iter_mut().zip(implied) {
        *o = p / (c * (1.0 - p) + p);
    }
    if normalise(out) {
        Ok(c)
    } else {
        Err("odds-ratio: the fitted probabilities were not finite".to_owned())
    }
}

/// The insider share just below 1 where Shin's bracket ends: there `Σ p_i` tends to
/// `Σ π_i² / S < 1`, so the bracket always holds a root for an overround book.
const SHIN_Z_CEILING: f64 = 1.0 - 1e-9;

fn shin(implied: &[f64], booksum: f64, out: &mut [f64]) -> std::result::Result<f64, String> {
    if booksum < 1.0 {
        return Err(format!(
            "shin: the book is underround (sum of implied probabilities {booksum:.6} < 1); \
             Shin's insider share z would be negative, outside the model"
        ));
    }
    let z = if implied.len() == 2 {
        let d = implied[0] - implied[1];
        (booksum - 1.0) * (d * d - booksum) / (booksum * (d * d - 1.0))
    } else {
        // Σ p_i(z) falls from √S > 1 at z = 0 to Σ π_i²/S < 1 as z → 1, so the root is
        // bracketed. The Jullien–Salanié fixed point (z ← (Σ r_i − 2)/(n − 2)) finds the
        // same root when it converges, but it oscillates on heavy books (S ≳ 2), and a
        // fallback there made a longer price raise an outcome's fair probability.
        let f = |z: f64| {
            implied.iter().fold((-1.0, 0.0), |(v, d), &p| {
                let q = p * p / booksum;
                let r = (z * z + 4.0 * (1.0 - z) * q).sqrt();
                let w = 1.0 - z;
                let dr = (z - 2.0 * q) / r;
                (
                    v + (r - z) / (2.0 * w),
                    d + ((dr - 1.0) * w + (r - z)) / (2.0 * w * w),
                )
            })
        };
        solve_decreasing(f, 0.0, SHIN_Z_CEILING, 0.0)
            .ok_or("shin: the insider share z could not be solved")?
    };
    if !(z.is_finite() && (0.0..1.0).contains(&z)) {
        return Err(format!("shin: fitted z = {z} is outside [0, 1)"));
    }
    for (o, p) in out.iter_mut().zip(implied) {
        *o = ((z * z + 4.0 * (1.0 - z) * p * p / booksum).sqrt() - z) / (2.0 * (1.0 - z));
    }
    if normalise(out) {
        Ok(z)
    } else {
        Err("shin: the fitted probabilities were not finite".to_owned())
    }
}

#[cfg(test)]
mod tests;
