//! The simulator's true model of a player's stat count: `X ~ NegBin(μ, k)`, `Var X = μ +
//! μ²/k`, with `k` the stat type's documented default dispersion (esx's
//! `picks.dispersion.<STAT_TYPE>`, 30 for every stat type: docs/odds.md). The board prices
//! props from it and the season draws outcomes from it, through these two functions, so
//! `picks --model negbin` with its default `k` is the simulator's own model.

use super::rng::Rng;

/// The dispersion `k` of every stat type: esx's `DEFAULT_DISPERSION` (a test in the esx
/// crate keeps the two equal).
pub const DISPERSION: f64 = 30.0;

/// The pmf recurrence `p(i) = p(i−1)·(i − 1 + k)/i · μ/(k + μ)` from `p(0) = (k/(k+μ))^k`,
/// calling `f(i, pmf, cdf)` until it returns false.
fn walk(mu: f64, k: f64, mut f: impl FnMut(u32, f64, f64) -> bool) {
    let q = mu / (k + mu);
    let mut pmf = (k / (k + mu)).powf(k);
    let mut cdf = pmf;
    let mut i = 0u32;
    while f(i, pmf, cdf) && i < 100_000 {
        i += 1;
        pmf *= (f64::from(i) - 1.0 + k) / f64::from(i) * q;
        cdf += pmf;
    }
}

/// `P(X > line)` for `X ~ NegBin(mu, k)`; at a whole-number line conditional on no push
/// (what a book's over/under pair prices there).
#[must_use]
pub(crate) fn p_over(mu: f64, k: f64, line: f64) -> f64 {
    let mu = mu.max(1e-9);
    let n = line.floor().max(0.0) as u32;
    let (mut cdf_n, mut pmf_n) = (0.0, 0.0);
    walk(mu, k, |i, pmf, cdf| {
        if i == n {
            (cdf_n, pmf_n) = (cdf, pmf);
        }
        i < n
    });
    let over = (1.0 - cdf_n).max(0.0);
    if line.fract() == 0.0 {
        let rest = 1.0 - pmf_n;
        if rest > 0.0 { over / rest } else { 0.5 }
    } else {
        over
    }
}

/// A draw of `X ~ NegBin(mu, k)` by inversion of one uniform (exact, and one draw from
/// `rng` whatever the value).
pub(crate) fn draw(rng: &mut Rng, mu: f64, k: f64) -> u32 {
    let u = rng.f64();
    let mut out = 0;
    walk(mu.max(1e-9), k, |i, _, cdf| {
        out = i;
        cdf < u
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Hand values: NegBin(μ = 2, k = 2) has μ/(k+μ) = 1/2, pmf(0) = (2/4)² = 1/4,
    /// pmf(1) = 1/4·2·1/2 = 1/4, pmf(2) = 1/4·(3/2)·(1/2) = 3/16. So P(X > 1.5) = 1/2,
    /// P(X > 2.5) = 1 − 1/4 − 1/4 − 3/16 = 5/16, and at the whole line 2, conditional on
    /// no push, (5/16)/(1 − 3/16) = 5/13.
    #[test]
    fn tail_probabilities_match_hand_values() {
        assert!((p_over(2.0, 2.0, 1.5) - 0.5).abs() < 1e-12);
        assert!((p_over(2.0, 2.0, 2.5) - 5.0 / 16.0).abs() < 1e-12);
        assert!((p_over(2.0, 2.0, 2.0) - 5.0 / 13.0).abs() < 1e-12);
    }

    /// Draws have the model's mean and variance `μ + μ²/k` (over-dispersed).
    #[test]
    fn draws_have_the_negbin_mean_and_variance() {
        let mut r = Rng::new(3, "counts");
        for mu in [1.2, 8.0, 34.0, 520.0] {
            let n = 40_000;
            let xs: Vec<f64> = (0..n)
                .map(|_| f64::from(draw(&mut r, mu, DISPERSION)))
                .collect();
            let mean = xs.iter().sum::<f64>() / f64::from(n);
            let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / f64::from(n);
            let want = mu + mu * mu / DISPERSION;
            assert!((mean - mu).abs() < 0.03 * mu.max(1.0), "{mu}: mean {mean}");
            assert!((var / want - 1.0).abs() < 0.06, "{mu}: var {var} vs {want}");
            assert!(var > mean, "{mu}");
        }
    }
}
