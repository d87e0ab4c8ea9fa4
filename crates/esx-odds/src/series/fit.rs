//! The same-match fit: the series model's per-map probability `q` fitted to every match
//! and map market of a ticket's match, and how far each market sits from the model
//! (DESIGN.md "Round four", settled point 9).
//!
//! Each market enters at its fair probability for the home team (the parlay's fair basis,
//! `others` by default); `q` minimises the unweighted sum of squares `Σ (model(q) − p)²`,
//! where the model gives the match `P(home wins a best of N)` and every map `q` (a map
//! market is void when the map is not played, so its price is conditional on it being
//! played, and the model's maps are independent). `gaps[market] = model(q) − market`; a
//! gap above [`INCONSISTENT_GAP`] in size flags the ticket [`INCONSISTENT_MARKETS`]: its
//! markets disagree about the match more than the model can reconcile.
//!
//! Known answers (settled point 9): best of 3, match 0.60 and map 1 0.55 → q 0.5617,
//! gaps −0.0079 / +0.0117; best of 5, match 0.55 and map 1 0.403 → q 0.4993, gaps
//! −0.0513 / +0.0963 (inconsistent).

use std::collections::BTreeMap;

pub use super::model::SeriesFit;
use super::model::{
    SeriesError, SeriesLeg, SeriesPrice, check_length, joint_at, series_probability,
};

/// The flag an inconsistent ticket carries.
pub const INCONSISTENT_MARKETS: &str = "inconsistent_markets";

/// Cells of the fit's first scan over `q` in [0, 1].
const CELLS: u32 = 1000;

/// A market the fit reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FitMarket {
    /// The match winner.
    MatchWinner,
    /// Map `n` (1-based) winner.
    MapWinner(u32),
}

impl FitMarket {
    /// The key in `fit.gaps`: `match_winner`, `map_winner:N`.
    #[must_use]
    pub fn key(self) -> String {
        match self {
            Self::MatchWinner => "match_winner".to_owned(),
            Self::MapWinner(n) => format!("map_winner:{n}"),
        }
    }
}

/// One market at its fair probability that the home team wins it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FitInput {
    /// Which market.
    pub market: FitMarket,
    /// Its fair probability for the home team, in (0, 1).
    pub p_home: f64,
}

/// The model's probability of `market` at `q`.
fn model(q: f64, best_of: u32, market: FitMarket) -> Result<f64, SeriesError> {
    match market {
        FitMarket::MatchWinner => series_probability(q, best_of),
        FitMarket::MapWinner(n) if n == 0 || n > best_of => Err(SeriesError::NoSuchMap(n, best_of)),
        FitMarket::MapWinner(_) => Ok(q),
    }
}

/// Fits `q` to `markets` (one entry per market) of a best of `best_of`.
///
/// The loss is smooth in `q`: a scan of 1000 points finds the basin, and a golden-section
/// search inside the neighbouring cells refines it to ~1e-12.
///
/// ```
/// use esx_odds::series::fit::{FitInput, FitMarket, fit_series};
/// let fit = fit_series(&[
///     FitInput { market: FitMarket::MatchWinner, p_home: 0.60 },
///     FitInput { market: FitMarket::MapWinner(1), p_home: 0.55 },
/// ], 3).unwrap();
/// assert!((fit.q - 0.5617).abs() < 5e-5);
/// assert!(!fit.inconsistent());
/// ```
pub fn fit_series(markets: &[FitInput], best_of: u32) -> Result<SeriesFit, SeriesError> {
    check_length(best_of)?;
    if markets.is_empty() {
        return Err(SeriesError::NoMarkets);
    }
    for m in markets {
        if !(m.p_home.is_finite() && m.p_home > 0.0 && m.p_home < 1.0) {
            return Err(SeriesError::MatchProbability(m.p_home.to_string()));
        }
        model(0.5, best_of, m.market)?;
    }
    let loss = |q: f64| -> f64 {
        markets
            .iter()
            .map(|m| model(q, best_of, m.market).map_or(f64::INFINITY, |p| (p - m.p_home).powi(2)))
            .sum()
    };
    let at = |i: u32| f64::from(i) / f64::from(CELLS);
    let best = (0..=CELLS)
        .min_by(|&a, &b| loss(at(a)).total_cmp(&loss(at(b))))
        .unwrap_or(CELLS / 2);
    let (mut lo, mut hi) = (at(best.saturating_sub(1)), at((best + 1).min(CELLS)));
    let phi = 0.5 * (5f64.sqrt() - 1.0);
    for _ in 0..100 {
        let x1 = hi - phi * (hi - lo);
        let x2 = lo + phi * (hi - lo);
        if loss(x1) <= loss(x2) {
            hi = x2;
        } else {
            lo = x1;
        }
    }
    let q = 0.5 * (lo + hi);
    let mut gaps = BTreeMap::new();
    for m in markets {
        gaps.insert(m.market.key(), model(q, best_of, m.market)? - m.p_home);
    }
    Ok(SeriesFit { q, gaps })
}

/// A same-match ticket priced from its own markets: `q` from [`fit_series`] (not from
/// the match price alone, as `series::price_series` does), then each leg's probability
/// and the joint one at that `q`. The price carries the fit too (`SeriesPrice::fit`), so
/// each same-match group's JSON says what its `q` was fitted to.
pub fn price_series_fitted(
    markets: &[FitInput],
    best_of: u32,
    best_of_basis: &'static str,
    legs: &[SeriesLeg],
) -> Result<(SeriesPrice, SeriesFit), SeriesError> {
    let fit = fit_series(markets, best_of)?;
    let q = fit.q;
    let leg_probabilities = legs
        .iter()
        .map(|l| joint_at(q, best_of, std::slice::from_ref(l)))
        .collect::<Result<Vec<_>, _>>()?;
    let price = SeriesPrice {
        best_of,
        best_of_basis,
        map_probability: q,
        joint_probability: joint_at(q, best_of, legs)?,
        leg_probabilities,
        fit: Some(fit.clone()),
    };
    Ok((price, fit))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(market: FitMarket, p_home: f64) -> FitInput {
        FitInput { market, p_home }
    }

    /// Settled point 9's first known answer: consistent markets.
    #[test]
    fn best_of_three_match_060_map_055() {
        let fit = fit_series(
            &[
                input(FitMarket::MatchWinner, 0.60),
                input(FitMarket::MapWinner(1), 0.55),
            ],
            3,
        )
        .unwrap();
        assert!((fit.q - 0.5617).abs() < 5e-5, "{}", fit.q);
        assert!(
            (fit.gaps["match_winner"] - -0.0079).abs() < 5e-5,
            "{:?}",
            fit.gaps
        );
        assert!(
            (fit.gaps["map_winner:1"] - 0.0117).abs() < 5e-5,
            "{:?}",
            fit.gaps
        );
        assert!(!fit.inconsistent());
        // At the optimum the loss's slope is 0: 2(S − 0.60)S' + 2(q − 0.55) = 0, with
        // S'(q) = 6q(1 − q) in a best of 3.
        let slope =
            fit.gaps["match_winner"] * 6.0 * fit.q * (1.0 - fit.q) + fit.gaps["map_winner:1"];
        assert!(slope.abs() < 1e-9, "{slope}");
    }

    /// The second: a best of 5 whose map 1 (0.403) says much less than its match (0.55).
    /// The match price alone gives map 1 0.5267; the fit reads both and flags the ticket.
    #[test]
    fn best_of_five_match_055_map_0403_is_inconsistent() {
        let markets = [
            input(FitMarket::MatchWinner, 0.55),
            input(FitMarket::MapWinner(1), 0.403),
        ];
        let fit = fit_series(&markets, 5).unwrap();
        assert!((fit.q - 0.4993).abs() < 5e-5, "{}", fit.q);
        assert!(
            (fit.gaps["match_winner"] - -0.0513).abs() < 5e-5,
            "{:?}",
            fit.gaps
        );
        assert!(
            (fit.gaps["map_winner:1"] - 0.0963).abs() < 5e-5,
            "{:?}",
            fit.gaps
        );
        assert!(fit.inconsistent());
        let json = serde_json::to_value(&fit).unwrap();
        assert_eq!(
            json.as_object().unwrap().keys().collect::<Vec<_>>(),
            ["q", "gaps"]
        );
        // The ticket (match + map 1, home) priced at the fitted q, not the match-only one.
        let legs = [
            SeriesLeg::MatchWinner { home: true },
            SeriesLeg::MapWinner { map: 1, home: true },
        ];
        let (price, _) = price_series_fitted(&markets, 5, "board", &legs).unwrap();
        assert!((price.leg_probabilities[1] - fit.q).abs() < 1e-12);
        assert_eq!(price.fit.as_ref(), Some(&fit), "the price carries its fit");
        let match_only = super::super::fit_map_probability(0.55, 5).unwrap();
        // The match alone says q = 0.5267; the ticket's own map 1 market pulls it down.
        assert!((match_only - 0.5267).abs() < 5e-5, "{match_only}");
        assert!((price.leg_probabilities[1] - 0.403).abs() < (match_only - 0.403).abs());
    }

    #[test]
    fn a_single_market_is_matched_exactly() {
        let fit = fit_series(&[input(FitMarket::MatchWinner, 0.6616)], 3).unwrap();
        assert!(fit.gaps["match_winner"].abs() < 1e-9);
        let fit = fit_series(&[input(FitMarket::MapWinner(2), 0.3)], 5).unwrap();
        assert!((fit.q - 0.3).abs() < 1e-9);
        assert_eq!(fit.gaps.keys().collect::<Vec<_>>(), ["map_winner:2"]);
    }

    #[test]
    fn bad_markets_are_refused_with_a_reason() {
        assert_eq!(fit_series(&[], 3), Err(SeriesError::NoMarkets));
        assert_eq!(
            fit_series(&[input(FitMarket::MapWinner(4), 0.5)], 3),
            Err(SeriesError::NoSuchMap(4, 3))
        );
        assert!(fit_series(&[input(FitMarket::MatchWinner, 1.0)], 3).is_err());
        assert!(fit_series(&[input(FitMarket::MatchWinner, f64::NAN)], 3).is_err());
        assert_eq!(
            fit_series(&[input(FitMarket::MatchWinner, 0.6)], 1),
            Err(SeriesError::BestOfOne)
        );
    }
}
