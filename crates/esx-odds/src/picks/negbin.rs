//! The negative binomial pick'em model: counts over-dispersed as kill counts are.
//!
//! `X ~ NegBin(μ, k)` with `Var X = μ + μ²/k` (`k → ∞` is Poisson). Its mean solves
//! `P(X > Lb) = p_over(Lb)` at the book's line (at a whole-number line, conditional on no
//! push, as the Poisson model's λ does); `p_win` at the DFS line follows. `k` is the stat
//! type's (config) or fitted from a player's recent maps by the method of moments
//! ([`fit`]).

use super::{PickProb, Side, is_whole};
use crate::error::{OddsError, Result};

/// `(P(X ≤ n), P(X = n))` for `X ~ NegBin(μ, k)`, by the recurrence
/// `p(i) = p(i−1)·(i − 1 + k)/i · μ/(k + μ)`.
fn at(mu: f64, k: f64, n: u32) -> (f64, f64) {
    let q = mu / (k + mu);
    let mut pmf = (k / (k + mu)).powf(k);
    let mut cdf = pmf;
    for i in 1..=n {
        pmf *= (f64::from(i) - 1.0 + k) / f64::from(i) * q;
        cdf += pmf;
    }
    (cdf.min(1.0), pmf)
}

/// `P(X ≤ n)` for `X ~ NegBin(μ, k)`; 0 for `n < 0`. What a middle's window needs
/// (`P(k_lo ≤ X ≤ k_hi)` is a difference of two of these).
#[must_use]
pub fn cdf(mu: f64, k: f64, n: i64) -> f64 {
    match u32::try_from(n) {
        Ok(n) => at(mu, k, n).0,
        Err(_) if n < 0 => 0.0,
        Err(_) => 1.0,
    }
}

/// `P(X > line)`, `P(X < line)`, `P(X = line)` (0 unless whole).
fn sides(mu: f64, k: f64, line: f64) -> (f64, f64, f64) {
    let n = line.floor().max(0.0) as u32;
    let (cdf, pmf) = at(mu, k, n);
    let over = (1.0 - cdf).max(0.0);
    if is_whole(line) {
        (over, (cdf - pmf).max(0.0), pmf)
    } else {
        (over, cdf, 0.0)
    }
}

fn check(line: f64, p: f64, k: f64) -> Result<()> {
    if !(line.is_finite() && line > 0.0 && line <= super::MAX_LINE) {
        return Err(OddsError::InvalidParameter {
            name: "line",
            value: line,
            expected: "a number > 0 and at most 500",
        });
    }
    if !(k.is_finite() && k > 0.0) {
        return Err(OddsError::InvalidParameter {
            name: "dispersion",
            value: k,
            expected: "a number > 0",
        });
    }
    if !(p.is_finite() && p > 0.0 && p < 1.0) {
        return Err(OddsError::InvalidProbability(p));
    }
    Ok(())
}

/// The mean `μ` with `P(X > Lb) = p_over` (conditional on no push at a whole line).
///
/// Newton's method kept inside a bracket (a step that would leave it bisects instead),
/// to a step under 1e-12 of `μ`: a few evaluations where bisection took ~45, and a full
/// board prices thousands of pairs (issue 18.8). The target rises with `μ`; its slope
/// is `dP(X ≤ n)/dμ = −(n + k)/(k + μ)·P(X = n)` and `dP(X = n)/dμ = P(X = n)·(n/μ −
/// (n + k)/(k + μ))`.
pub fn mean(book_line: f64, p_over: f64, k: f64) -> Result<f64> {
    check(book_line, p_over, k)?;
    let whole = is_whole(book_line);
    let n = book_line.floor().max(0.0) as u32;
    let nf = f64::from(n);
    // The target and its slope at μ.
    let g = |mu: f64| -> (f64, f64) {
        let (cdf, pmf) = at(mu, k, n);
        let over = (1.0 - cdf).max(0.0);
        let d_cdf = -(nf + k) / (k + mu) * pmf;
        let s = 1.0 - pmf;
        if whole && s > 0.0 {
            let d_pmf = pmf * (nf / mu - (nf + k) / (k + mu));
            (over / s, (-d_cdf * s + over * d_pmf) / (s * s))
        } else {
            (over, -d_cdf)
        }
    };
    let (mut lo, mut hi) = (1e-9, (book_line + 1.0) * 2.0);
    while g(hi).0 < p_over {
        hi *= 2.0;
        if hi > 1e5 {
            return Err(OddsError::InvalidProbability(p_over));
        }
    }
    let mut mu = book_line.max(lo);
    for _ in 0..200 {
        let (value, slope) = g(mu);
        if value < p_over {
            lo = mu;
        } else {
            hi = mu;
        }
        let newton = mu - (value - p_over) / slope;
        let next = if newton.is_finite() && newton > lo && newton < hi {
            newton
        } else {
            0.5 * (lo + hi)
        };
        if (next - mu).abs() < 1e-12 * mu.max(1.0) || hi - lo < 1e-12 * hi.max(1.0) {
            return Ok(next);
        }
        mu = next;
    }
    Ok(mu)
}

/// The win (and push) probability of `side` at `dfs_line`, from the book's fair `p_over`
/// at `book_line` and dispersion `k`.
pub fn pick(book_line: f64, p_over: f64, dfs_line: f64, side: Side, k: f64) -> Result<PickProb> {
    pick_at(
        mean(book_line, p_over, k)?,
        book_line,
        p_over,
        dfs_line,
        side,
        k,
    )
}

/// [`pick`] from the mean [`mean`] gave for (`book_line`, `p_over`, `k`): a board prices
/// several DFS lines and both sides from one book pair, and the mean's bisection is most
/// of a pick's cost, so it is found once per pair.
pub fn pick_at(
    mu: f64,
    book_line: f64,
    p_over: f64,
    dfs_line: f64,
    side: Side,
    k: f64,
) -> Result<PickProb> {
    check(dfs_line, 0.5, k)?;
    let (over, under, push) = sides(mu, k, dfs_line);
    if dfs_line == book_line {
        let fair = match side {
            Side::Over => p_over,
            Side::Under => 1.0 - p_over,
        };
        return Ok(PickProb {
            p_win: fair * (1.0 - push),
            p_push: is_whole(dfs_line).then_some(push),
        });
    }
    Ok(PickProb {
        p_win: match side {
            Side::Over => over,
            Side::Under => under,
        },
        p_push: is_whole(dfs_line).then_some(push),
    })
}

/// Method-of-moments fit of a player's recent maps: `(μ, k)` with `μ` the mean and
/// `k = μ²/(s² − μ)` (`s²` the variance over the maps, divided by n). `None` with fewer
/// than two maps or no over-dispersion (`s² ≤ μ`: Poisson fits; use the stat type's `k`).
#[must_use]
pub fn fit(values: &[f64]) -> Option<(f64, f64)> {
    if values.len() < 2 || values.iter().any(|v| !v.is_finite()) {
        return None;
    }
    let n = values.len() as f64;
    let mu = values.iter().sum::<f64>() / n;
    let var = values.iter().map(|v| (v - mu) * (v - mu)).sum::<f64>() / n;
    (var > mu && mu > 0.0).then(|| (mu, mu * mu / (var - mu)))
}

/// Maps of evidence the stat type's `k` counts as when a player's own maps are shrunk
/// toward it: with 10 maps of his own a player's fit and the stat type's weigh the same.
pub const PRIOR_MAPS: f64 = 10.0;

/// A player's dispersion `k` from his recent maps, shrunk toward the stat type's
/// `stat_k`: on the scale of `α = 1/k` (the over-dispersion, 0 for Poisson),
/// `α = (n·α̂ + n₀·α₀)/(n + n₀)` with `α̂ = max(0, (s² − μ)/μ²)` the player's moment
/// estimate over his `n` maps and `n₀` = `prior_maps`. Few maps stay near the stat type's
/// `k`, many move to the player's own; an under-dispersed player pulls toward Poisson
/// (a larger `k`) instead of being thrown away. Fewer than two maps, a zero mean or a bad
/// value: the stat type's `k` unchanged.
#[must_use]
pub fn player_k(values: &[f64], stat_k: f64, prior_maps: f64) -> f64 {
    if values.len() < 2 || values.iter().any(|v| !v.is_finite() || *v < 0.0) {
        return stat_k;
    }
    let n = values.len() as f64;
    let mu = values.iter().sum::<f64>() / n;
    if mu <= 0.0 {
        return stat_k;
    }
    let var = values.iter().map(|v| (v - mu) * (v - mu)).sum::<f64>() / n;
    let alpha_hat = ((var - mu) / (mu * mu)).max(0.0);
    let alpha = (n * alpha_hat + prior_maps * (1.0 / stat_k)) / (n + prior_maps);
    // α is positive whenever the stat type's k is finite; k → ∞ (Poisson) otherwise.
    if alpha > 0.0 {
        1.0 / alpha
    } else {
        f64::INFINITY
    }
}

/// A player's `k` for a stat type that sums `maps` maps (`CS2_KILLS_MAPS_1_2`: 2), from
/// his gamelogs (docs/odds.md "A player's dispersion"): the stat type's `k` is for the
/// sum. With at least two series sums of those same maps (`series`), they are fitted
/// directly: [`player_k`] over the sums, shrunk toward `stat_k`. Else the per-map values
/// are fitted on the per-map scale and scaled up: a sum of `m` independent negative
/// binomials with one `p` (size `k`, mean `μ` each) is a negative binomial of size `m·k`
/// and mean `m·μ`, so the per-map prior is `stat_k / m` and `k_sum = m · k_map`.
#[must_use]
pub fn series_k(per_map: &[f64], series: &[f64], maps: u32, stat_k: f64, prior_maps: f64) -> f64 {
    if series.len() >= 2 || maps <= 1 {
        let values = if series.len() >= 2 { series } else { per_map };
        return player_k(values, stat_k, prior_maps);
    }
    let m = f64::from(maps);
    m * player_k(per_map, stat_k / m, prior_maps)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The mean by plain bisection to 1e-14 of `μ`: the reference [`mean`] must meet
    /// (`None` past a mean of 1e5, where [`mean`] refuses).
    fn bisected(line: f64, p: f64, k: f64) -> Option<f64> {
        let g = |mu: f64| {
            let (over, under, _) = sides(mu, k, line);
            if is_whole(line) {
                over / (over + under)
            } else {
                over
            }
        };
        let (mut lo, mut hi) = (1e-9, (line + 1.0) * 2.0);
        while g(hi) < p {
            hi *= 2.0;
            if hi > 1e5 {
                return None;
            }
        }
        for _ in 0..400 {
            let mid = 0.5 * (lo + hi);
            if g(mid) < p {
                lo = mid;
            } else {
                hi = mid;
            }
            if hi - lo < 1e-14 * hi {
                break;
            }
        }
        Some(0.5 * (lo + hi))
    }

    /// Newton's mean is bisection's, over whole and half lines, small and large counts,
    /// long shots and favourites, tight and loose dispersions.
    #[test]
    fn the_mean_is_the_bisections_over_a_grid() {
        for line in [0.5, 1.0, 3.5, 12.0, 20.5, 33.5, 38.0, 120.5, 480.0] {
            for p in [0.02, 0.2, 0.45, 0.5, 0.5217, 0.8, 0.97] {
                for k in [0.5, 3.0, 30.0, 400.0] {
                    let Some(want) = bisected(line, p, k) else {
                        assert!(mean(line, p, k).is_err());
                        continue;
                    };
                    let got = mean(line, p, k).unwrap();
                    assert!(
                        (got - want).abs() <= 1e-10 * want.max(1.0),
                        "line {line} p {p} k {k}: {got} vs {want}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_series_stat_fits_series_sums_else_scales_the_per_map_fit() {
        // Per-map kills 2, 4, 6, 8, 10 (μ 6, s² 8, α̂ 1/18) for a two-map stat whose k
        // is 30 (per map 15, α₀ 1/15): α = (5/18 + 10/15)/15 = (17/18)/15 = 17/270,
        // k_map = 270/17, k_sum = 2·270/17 = 540/17 ≈ 31.765.
        let maps = [2.0, 4.0, 6.0, 8.0, 10.0];
        let k = series_k(&maps, &[], 2, 30.0, PRIOR_MAPS);
        assert!((k - 540.0 / 17.0).abs() < 1e-9, "{k}");
        // Scaling is exact for a sum of independent maps: with no prior weight the sum's
        // k is twice the per-map fit (18): 36.
        assert!((series_k(&maps, &[], 2, 30.0, 0.0) - 36.0).abs() < 1e-9);
        // Series sums of the same maps are fitted as they are: sums 10, 14, 18, 22
        // (μ 16, s² 20, α̂ 4/256 = 1/64) with n₀ 10 and k 30: α = (4/64 + 10/30)/14
        // = (1/16 + 1/3)/14 = (19/48)/14 = 19/672, k = 672/19 ≈ 35.368.
        let sums = [10.0, 14.0, 18.0, 22.0];
        let k = series_k(&maps, &sums, 2, 30.0, PRIOR_MAPS);
        assert!((k - 672.0 / 19.0).abs() < 1e-9, "{k}");
        // One map: the per-map fit is the stat's.
        assert!((series_k(&maps, &[], 1, 30.0, PRIOR_MAPS) - 270.0 / 11.0).abs() < 1e-9);
        // Too little of anything: the stat type's k (scaled back exactly).
        assert!((series_k(&[3.0], &[20.0], 2, 30.0, PRIOR_MAPS) - 30.0).abs() < 1e-9);
    }

    #[test]
    fn a_gamelog_fixture_fits_its_known_parameters() {
        // Kills on five maps: mean 6, variance (16 + 4 + 0 + 4 + 16)/5 = 8: k = 36/2 = 18.
        let (mu, k) = fit(&[2.0, 4.0, 6.0, 8.0, 10.0]).unwrap();
        assert!((mu - 6.0).abs() < 1e-12);
        assert!((k - 18.0).abs() < 1e-12);
        // Under-dispersed (variance 0.5 < mean 5): no negative binomial.
        assert_eq!(fit(&[4.0, 5.0, 6.0, 5.0]), None);
        assert_eq!(fit(&[3.0]), None);
    }

    #[test]
    fn a_players_k_is_shrunk_toward_the_stat_types() {
        // The fixture above: 5 maps, μ = 6, s² = 8, α̂ = 2/36 = 1/18. Stat type k = 30
        // (α₀ = 1/30), n₀ = 10: α = (5/18 + 10/30)/15 = (5/18 + 1/3)/15 = (11/18)/15
        // = 11/270, so k = 270/11 ≈ 24.545.
        let maps = [2.0, 4.0, 6.0, 8.0, 10.0];
        let k = player_k(&maps, 30.0, PRIOR_MAPS);
        assert!((k - 270.0 / 11.0).abs() < 1e-9, "{k}");
        // No prior weight: the player's own fit (k = 18); a huge prior: the stat type's.
        assert!((player_k(&maps, 30.0, 0.0) - 18.0).abs() < 1e-9);
        assert!((player_k(&maps, 30.0, 1e12) - 30.0).abs() < 1e-3);
        // Under-dispersed maps (μ = 5, s² = 0.5): α̂ = 0, α = (10/30)/14 = 1/42, k = 42.
        let calm = [4.0, 5.0, 6.0, 5.0];
        assert!((player_k(&calm, 30.0, PRIOR_MAPS) - 42.0).abs() < 1e-9);
        // Too few maps, a zero mean or a bad value: the stat type's k.
        assert_eq!(player_k(&[3.0], 30.0, PRIOR_MAPS), 30.0);
        assert_eq!(player_k(&[0.0, 0.0], 30.0, PRIOR_MAPS), 30.0);
        assert_eq!(player_k(&[1.0, f64::NAN], 30.0, PRIOR_MAPS), 30.0);
    }

    #[test]
    fn the_mean_reproduces_the_book_and_a_huge_k_is_poisson() {
        let mu = mean(33.5, 0.55, 20.0).unwrap();
        let (over, _, _) = sides(mu, 20.0, 33.5);
        assert!((over - 0.55).abs() < 1e-9);
        // k → ∞: the Poisson model's answer.
        let nb = pick(33.5, 0.55, 30.5, Side::Over, 1e9).unwrap();
        let po = crate::picks::pick_probability(
            33.5,
            0.55,
            30.5,
            Side::Over,
            crate::picks::Model::Poisson,
        )
        .unwrap()
        .unwrap();
        assert!(
            (nb.p_win - po.p_win).abs() < 1e-5,
            "{} vs {}",
            nb.p_win,
            po.p_win
        );
        // Over-dispersed: a line 3 below the book's is a less sure over than Poisson says.
        let wide = pick(33.5, 0.55, 30.5, Side::Over, 10.0).unwrap();
        assert!(wide.p_win < po.p_win);
        // NegBin(μ = 2, k = 1) is geometric: P(X = 0) = 1/3, P(X ≤ 1) = 1/3 + 2/9.
        let (cdf, pmf) = at(2.0, 1.0, 1);
        assert!((pmf - 2.0 / 9.0).abs() < 1e-12);
        assert!((cdf - 5.0 / 9.0).abs() < 1e-12);
    }
}
