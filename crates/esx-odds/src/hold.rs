//! Low-hold pairs: a two-way market covered at its best net prices on two different
//! venues, and what that cover costs (DESIGN.md "Round four", settled point 8).
//!
//! `hold = Σ 1/net_decimal − 1` over the two sides; below 0 the pair is an arb
//! ([`crate::arbs`]), a little above 0 it is a market two venues price almost alike,
//! where a sharp moves first. The sides are priced net of fees as arbs price them, the
//! first prediction market stays out of `map_handicap` as it does there, and the stakes
//! pay the same whichever side wins (`s_i = T·(1/d_i)/S`, each paying `T/S`).

use crate::arbs::{Arb, ArbMarket, FeeLookup, NetPrice, QuoteFilter};
use crate::consensus::SourceKind;
use crate::error::Result;

/// One side's usable quotes: `(quote index, venue, net price)`.
type Priced<'a> = Vec<(usize, &'a str, NetPrice)>;

/// The cheapest cover of a two-outcome market with its two sides on two different
/// venues, at total stake `stake`, whatever it costs (`implied_sum` may be above 1; the
/// caller judges the hold). `Ok(None)`: not two outcomes, or no side pair on two venues
/// among the quotes `keep` accepts. Ties keep the first pair in payload order.
///
/// ```
/// use esx_odds::arbs::{ArbMarket, ArbQuote};
/// use esx_odds::hold::{cover_on_two_venues, hold_pct};
/// use esx_odds::SourceKind;
/// let q = |source, d| ArbQuote { source, kind: SourceKind::Sportsbook, probability: None, decimal: Some(d), american: None, volume: None, open_interest: None, liquidity: None };
/// // Venue a is best on both sides; the two-venue cover is a's 2.0 with b's 1.96.
/// let m = ArbMarket { market: "total_maps", outcomes: vec![vec![q("a", 2.0), q("b", 1.9)], vec![q("a", 2.0), q("b", 1.96)]] };
/// let c = cover_on_two_venues(&m, None, &|_| 0.0, 100.0, &|_, _| true).unwrap().unwrap();
/// assert_eq!((c.legs[0].source.as_str(), c.legs[1].source.as_str()), ("a", "b"));
/// assert!((hold_pct(c.implied_sum) - 100.0 * (0.5 + 1.0 / 1.96 - 1.0)).abs() < 1e-9);
/// ```
pub fn cover_on_two_venues(
    market: &ArbMarket<'_>,
    first_pm: Option<&str>,
    fees: FeeLookup<'_>,
    stake: f64,
    keep: QuoteFilter<'_>,
) -> Result<Option<Arb>> {
    crate::arbs::check_stake(stake)?;
    if market.outcomes.len() != 2 {
        return Ok(None);
    }
    let skip_first_pm = market.market == "map_handicap";
    let mut sides: Vec<Priced<'_>> = Vec::with_capacity(2);
    for (oi, quotes) in market.outcomes.iter().enumerate() {
        let mut priced = Vec::new();
        for (qi, q) in quotes.iter().enumerate() {
            let pm = q.kind == SourceKind::PredictionMarket;
            if (skip_first_pm && pm && Some(q.source) == first_pm) || !keep(oi, qi) {
                continue;
            }
            let c = if pm {
                crate::fees::check_coefficient(fees(q.source))?
            } else {
                0.0
            };
            // A quote that is not a price never hides the others.
            if let Ok(price) = q.net_price(c) {
                priced.push((qi, q.source, price));
            }
        }
        sides.push(priced);
    }
    let mut best: Option<(f64, [(usize, NetPrice); 2])> = None;
    for &(q0, v0, p0) in &sides[0] {
        for &(q1, _, p1) in sides[1].iter().filter(|(_, v, _)| *v != v0) {
            let sum = 1.0 / p0.net_decimal + 1.0 / p1.net_decimal;
            if sum.is_finite() && best.is_none_or(|(b, _)| sum < b) {
                best = Some((sum, [(q0, p0), (q1, p1)]));
            }
        }
    }
    let Some((sum, legs)) = best else {
        return Ok(None);
    };
    Ok(Some(crate::arbs::equal_payout(market, &legs, sum, stake)))
}

/// The hold of a cover in percent: `100·(Σ implied − 1)`.
#[must_use]
pub fn hold_pct(implied_sum: f64) -> f64 {
    100.0 * (implied_sum - 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arbs::tests::{book, pm};

    fn all(_: usize, _: usize) -> bool {
        true
    }

    /// Book 1.95 / 1.90 and polymarket 0.50 / 0.52: the cheapest two-venue cover is
    /// polymarket's over (2.00) with the book's under (1.90): S = 0.5 + 1/1.9 =
    /// 1.026315…, hold 2.6315…%; stakes 48.717… and 51.282… each paying 97.435….
    #[test]
    fn the_cheapest_cover_on_two_venues_and_its_hold() {
        let m = ArbMarket {
            market: "total_maps",
            outcomes: vec![
                vec![book("book", 1.95), pm("polymarket", 0.50)],
                vec![book("book", 1.90), pm("polymarket", 0.52)],
            ],
        };
        let c = cover_on_two_venues(&m, None, &|_| 0.0, 100.0, &all)
            .unwrap()
            .unwrap();
        let s = 0.5 + 1.0 / 1.9;
        assert!((c.implied_sum - s).abs() < 1e-12);
        assert!((hold_pct(c.implied_sum) - 2.631_578_947_368_42).abs() < 1e-9);
        assert_eq!(c.legs[0].source, "polymarket");
        assert_eq!(c.legs[1].source, "book");
        assert!((c.legs[0].stake - 100.0 * 0.5 / s).abs() < 1e-9);
        assert!((c.legs[0].payout - 100.0 / s).abs() < 1e-9);
        // A kalshi fee makes its side dearer: kalshi at 0.50 nets 1/0.5175.
        let k = ArbMarket {
            market: "total_maps",
            outcomes: vec![vec![pm("kalshi", 0.50)], vec![book("book", 1.90)]],
        };
        let fee = |v: &str| if v == "kalshi" { 0.07 } else { 0.0 };
        let c = cover_on_two_venues(&k, None, &fee, 100.0, &all)
            .unwrap()
            .unwrap();
        assert!((c.implied_sum - (0.5175 + 1.0 / 1.9)).abs() < 1e-12);
    }

    /// One venue on both sides is no pair; nor is a three-way market; the first
    /// prediction market stays out of map_handicap; a gated quote is not a side.
    #[test]
    fn no_cover_without_two_venues() {
        let one = ArbMarket {
            market: "total_maps",
            outcomes: vec![vec![book("a", 2.0)], vec![book("a", 2.0)]],
        };
        assert_eq!(
            cover_on_two_venues(&one, None, &|_| 0.0, 100.0, &all).unwrap(),
            None
        );
        let three = ArbMarket {
            market: "x",
            outcomes: vec![
                vec![book("a", 3.0)],
                vec![book("b", 3.0)],
                vec![book("c", 3.0)],
            ],
        };
        assert_eq!(
            cover_on_two_venues(&three, None, &|_| 0.0, 100.0, &all).unwrap(),
            None
        );
        let hcp = ArbMarket {
            market: "map_handicap",
            outcomes: vec![vec![pm("kalshi", 0.5)], vec![book("b", 2.0)]],
        };
        assert_eq!(
            cover_on_two_venues(&hcp, Some("kalshi"), &|_| 0.0, 100.0, &all).unwrap(),
            None
        );
        let gated = ArbMarket {
            market: "total_maps",
            outcomes: vec![vec![book("a", 2.0)], vec![book("b", 2.0)]],
        };
        assert_eq!(
            cover_on_two_venues(&gated, None, &|_| 0.0, 100.0, &|o, _| o == 0).unwrap(),
            None
        );
        assert!(cover_on_two_venues(&gated, None, &|_| 0.0, 0.0, &all).is_err());
    }
}
