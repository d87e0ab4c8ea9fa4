//! Standard errors that respect how backtest rows hang together: rows of one event share
//! its result (a player's kills and his team's maps move together), so each figure's
//! standard error is clustered by event (CR1: the sandwich with `G/(G−1)`), its 95 %
//! interval is ±1.96 of it, and two predictions of the same outcomes are compared by
//! their paired difference (DESIGN.md "Round four", settled point 11).
//!
//! For a mean `x̄ = Σ xᵢ / n` over clusters `g = 1..G`, with `e_g = Σ_{i∈g} (xᵢ − x̄)`:
//! `SE² = G/(G−1) · Σ e_g² / n²`. With fewer than two clusters there is no SE.

use std::collections::HashMap;

use serde::Serialize;

/// The normal quantile of a two-sided 95 % interval.
pub(crate) const Z95: f64 = 1.96;

/// A mean with its clustered standard error and 95 % interval (`None` with one cluster).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Estimate {
    pub value: f64,
    pub se: Option<f64>,
    pub ci95: Option<[f64; 2]>,
}

/// The mean of `xs` (each `(cluster, x)`) with its CR1 standard error; `None` without rows.
/// Two passes over `xs` (the mean, then the residuals), nothing held but one sum per
/// cluster: a million rows are not copied to be scored.
#[must_use]
pub fn clustered_mean<I>(xs: I) -> Option<Estimate>
where
    I: IntoIterator<Item = (u32, f64)>,
    I::IntoIter: Clone,
{
    let xs = xs.into_iter();
    let (mut n, mut sum) = (0u64, 0.0);
    for (_, x) in xs.clone() {
        n += 1;
        sum += x;
    }
    if n == 0 {
        return None;
    }
    let n = n as f64;
    let mean = sum / n;
    let mut by: HashMap<u32, f64> = HashMap::new();
    for (g, x) in xs {
        *by.entry(g).or_default() += x - mean;
    }
    let g = by.len() as f64;
    let se = (by.len() >= 2).then(|| {
        let s: f64 = by.values().map(|e| e * e).sum();
        (g / (g - 1.0) * s / (n * n)).sqrt()
    });
    Some(Estimate {
        value: mean,
        se,
        ci95: se.map(|s| [mean - Z95 * s, mean + Z95 * s]),
    })
}

/// Two predictions of the same outcomes compared on one score: each mean, their paired
/// difference `a − b` with its clustered SE and interval, and whether that interval
/// leaves out 0.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Paired {
    pub a: f64,
    pub b: f64,
    pub diff: f64,
    pub se: Option<f64>,
    pub ci95: Option<[f64; 2]>,
    pub distinguishable: bool,
}

/// The paired comparison of per-outcome scores `(cluster, score_a, score_b)`.
#[must_use]
pub fn paired(rows: &[(u32, f64, f64)]) -> Option<Paired> {
    let est = clustered_mean(rows.iter().map(|(g, a, b)| (*g, a - b)))?;
    let n = rows.len() as f64;
    Some(Paired {
        a: rows.iter().map(|r| r.1).sum::<f64>() / n,
        b: rows.iter().map(|r| r.2).sum::<f64>() / n,
        diff: est.value,
        se: est.se,
        ci95: est.ci95,
        distinguishable: est.ci95.is_some_and(|[lo, hi]| lo > 0.0 || hi < 0.0),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Six values in three events, by hand: mean 2; residuals −1, 1 | 0, −2 | 2, 0 →
    /// cluster sums 0, −2, 2; SE² = 3/2 · 8 / 36 = 1/3.
    #[test]
    fn cr1_by_hand() {
        let xs = [(1, 1.0), (1, 3.0), (2, 2.0), (2, 0.0), (3, 4.0), (3, 2.0)];
        let e = clustered_mean(xs).unwrap();
        assert!((e.value - 2.0).abs() < 1e-12);
        let se = (1.0f64 / 3.0).sqrt();
        assert!((e.se.unwrap() - se).abs() < 1e-12);
        let [lo, hi] = e.ci95.unwrap();
        assert!((lo - (2.0 - 1.96 * se)).abs() < 1e-12 && (hi - (2.0 + 1.96 * se)).abs() < 1e-12);
    }

    /// One row per cluster: values 0 and 1 in two events, mean ½, SE² = 2 · (¼ + ¼) / 4.
    #[test]
    fn one_row_per_cluster() {
        let e = clustered_mean([(7, 0.0), (9, 1.0)]).unwrap();
        assert!((e.se.unwrap() - 0.5).abs() < 1e-12);
    }

    #[test]
    fn one_cluster_has_no_se_and_none_has_no_mean() {
        let e = clustered_mean([(1, 0.0), (1, 1.0)]).unwrap();
        assert_eq!((e.se, e.ci95), (None, None));
        assert!(clustered_mean(Vec::new()).is_none());
    }

    /// A paired difference that is the same everywhere has SE 0 and is distinguishable;
    /// one that changes sign between events is not.
    #[test]
    fn paired_differences() {
        let p = paired(&[(1, 0.3, 0.2), (2, 0.5, 0.4), (3, 0.2, 0.1)]).unwrap();
        assert!((p.diff - 0.1).abs() < 1e-12);
        assert!(p.se.unwrap() < 1e-12);
        assert!(p.distinguishable);
        // Differences +0.1, −0.1, +0.05 in three events: mean 0.0167, residual sums
        // 0.0833, −0.1167, 0.0333 → SE² = 1.5 · 0.02139 / 9 = 0.003565, SE 0.0597.
        let q = paired(&[(1, 0.3, 0.2), (2, 0.1, 0.2), (3, 0.25, 0.2)]).unwrap();
        assert!((q.diff - 0.05 / 3.0).abs() < 1e-12);
        let want = (1.5f64
            * ((0.25f64 / 3.0).powi(2) + (0.35f64 / 3.0).powi(2) + (0.1f64 / 3.0).powi(2))
            / 9.0)
            .sqrt();
        assert!((q.se.unwrap() - want).abs() < 1e-12);
        assert!(!q.distinguishable);
    }
}
