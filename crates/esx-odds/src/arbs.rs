//! Arbitrage across sources: the best net price per outcome, `Σ 1/d < 1`, equal-payout stakes.
//!
//! A market is an arb when backing every outcome at its best *net* decimal (what the
//! bettor receives after the venue's fee) costs less than it pays:
//! `S = Σ 1/d_best < 1`, `profit_pct = 100·(1/S − 1)`; with a total stake `T` the leg
//! stakes `s_i = T·(1/d_i)/S` each pay `T/S`. Prices are judged net of fees, so a
//! near-arb that a fee turns into a loss is not an arb (DESIGN.md "Decision-grade
//! numbers").
//!
//! Fees come in as a lookup `venue key → coefficient c` ([`FeeLookup`]), so the caller
//! decides where coefficients come from (flags, config, a shared fee table). A prediction
//! market contract bought at probability `P` costs `P + c·P·(1−P)`:
//! `net_decimal = 1/(P + c·P·(1−P))`; a sportsbook's (or DFS venue's) net decimal is its
//! decimal.

use serde::Serialize;

use crate::consensus::{LiquidityFloors, SourceKind};
use crate::error::{OddsError, Result};
use crate::price::{american_to_decimal, check_decimal, check_probability};

/// A venue key → fee coefficient lookup (0 for a venue without a fee).
pub(crate) type FeeLookup<'a> = &'a dyn Fn(&str) -> f64;

/// `S` must be below `1 − ARB_EPSILON` to count: two fair prices whose reciprocals sum to
/// 1 up to rounding (2.0 / 2.0 with float noise) are not an arb of 1e-14 %.
const ARB_EPSILON: f64 = 1e-12;

/// One source's price for one outcome (a `sources[]` entry of a `/lines` outcome).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ArbQuote<'a> {
    /// Venue key.
    pub source: &'a str,
    /// Sportsbook or prediction market.
    pub kind: SourceKind,
    /// A prediction market's price.
    pub probability: Option<f64>,
    /// Decimal price.
    pub decimal: Option<f64>,
    /// American price.
    pub american: Option<f64>,
    /// A prediction market side's volume (for the `liquidity` gate).
    pub volume: Option<f64>,
    /// A prediction market side's open interest.
    pub open_interest: Option<f64>,
    /// A prediction market side's liquidity.
    pub liquidity: Option<f64>,
}

/// One market: its name (for the `map_handicap` rule) and each outcome's quotes.
#[derive(Debug, Clone, PartialEq)]
pub struct ArbMarket<'a> {
    /// `match_winner`, `map_winner`, `total_maps` or `map_handicap`.
    pub market: &'a str,
    /// Per outcome (payload order), every source's quote.
    pub outcomes: Vec<Vec<ArbQuote<'a>>>,
}

/// A quote's gross and net decimal prices.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct NetPrice {
    /// The price before fees: a sportsbook's decimal (else from American), a prediction
    /// market's `1/P`.
    pub decimal: f64,
    /// What the bettor receives per unit staked after the venue's fee.
    pub net_decimal: f64,
}

impl ArbQuote<'_> {
    /// Gross and net decimal of this quote under fee coefficient `c` (which applies to
    /// prediction markets only). A prediction market is priced from its `probability`
    /// (else `1/decimal`); a sportsbook from `decimal` (else American).
    pub fn net_price(&self, c: f64) -> Result<NetPrice> {
        match self.kind {
            SourceKind::PredictionMarket => {
                let p = match (self.probability, self.decimal) {
                    (Some(p), _) => check_probability(p)?,
                    (None, Some(d)) => 1.0 / check_decimal(d)?,
                    (None, None) => match self.american {
                        Some(a) => 1.0 / american_to_decimal(a)?,
                        None => return Err(OddsError::MissingPrice(self.source.to_string())),
                    },
                };
                Ok(NetPrice {
                    decimal: check_decimal(1.0 / p)?,
                    net_decimal: crate::fees::net_decimal(
                        SourceKind::PredictionMarket,
                        1.0 / p,
                        c,
                    )?,
                })
            }
            SourceKind::Sportsbook => {
                let d = match (self.decimal, self.american, self.probability) {
                    (Some(d), _, _) => check_decimal(d)?,
                    (None, Some(a), _) => american_to_decimal(a)?,
                    (None, None, Some(p)) => check_decimal(1.0 / check_probability(p)?)?,
                    (None, None, None) => {
                        return Err(OddsError::MissingPrice(self.source.to_string()));
                    }
                };
                Ok(NetPrice {
                    decimal: d,
                    net_decimal: d,
                })
            }
        }
    }
}

/// One leg of an arb: which outcome and quote to back, at what price, with what stake.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ArbLeg {
    /// Index of the outcome in [`ArbMarket::outcomes`].
    pub outcome: usize,
    /// Index of the chosen quote in that outcome's list.
    pub quote: usize,
    /// The chosen venue.
    pub source: String,
    /// Its gross and net decimal.
    pub price: NetPrice,
    /// `T·(1/net_decimal)/S`.
    pub stake: f64,
    /// `stake × net_decimal` = `T/S`, the same on every leg.
    pub payout: f64,
}

/// An arb found in one market.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Arb {
    /// `S = Σ 1/net_decimal` over the legs (< 1).
    pub implied_sum: f64,
    /// `100·(1/S − 1)`.
    pub profit_pct: f64,
    /// One leg per outcome, in outcome order.
    pub legs: Vec<ArbLeg>,
}

/// The best net price per outcome of a market, or `None` when some outcome has no usable
/// quote (then the market cannot be covered). The first prediction market is left out of
/// `map_handicap` (it has none upstream; DESIGN.md). Quotes that are not prices (a
/// probability of 0, a decimal of 1, a fee that eats the whole payout) are skipped, so
/// one bad source never hides the others. Ties keep the first source in payload order.
#[cfg(test)]
pub(crate) fn best_net_prices(
    market: &ArbMarket<'_>,
    first_pm: Option<&str>,
    fees: FeeLookup<'_>,
) -> Result<Option<Vec<(usize, NetPrice)>>> {
    best_net_prices_among(market, first_pm, fees, &|_, _| true)
}

/// A filter on quotes `(outcome index, quote index) → may be a leg`.
pub(crate) type QuoteFilter<'a> = &'a dyn Fn(usize, usize) -> bool;

/// [`best_net_prices`] over the quotes `keep` accepts (the gates a bet would pass).
pub(crate) fn best_net_prices_among(
    market: &ArbMarket<'_>,
    first_pm: Option<&str>,
    fees: FeeLookup<'_>,
    keep: QuoteFilter<'_>,
) -> Result<Option<Vec<(usize, NetPrice)>>> {
    let skip_first_pm = market.market == "map_handicap";
    let mut best = Vec::with_capacity(market.outcomes.len());
    for (oi, quotes) in market.outcomes.iter().enumerate() {
        let mut chosen: Option<(usize, NetPrice)> = None;
        for (qi, q) in quotes.iter().enumerate() {
            if skip_first_pm && q.kind == SourceKind::PredictionMarket && Some(q.source) == first_pm
            {
                continue;
            }
            if !keep(oi, qi) {
                continue;
            }
            let c = match q.kind {
                SourceKind::PredictionMarket => crate::fees::check_coefficient(fees(q.source))?,
                SourceKind::Sportsbook => 0.0,
            };
            let Ok(price) = q.net_price(c) else { continue };
            if chosen.is_none_or(|(_, b)| price.net_decimal > b.net_decimal) {
                chosen = Some((qi, price));
            }
        }
        match chosen {
            Some(c) => best.push(c),
            None => return Ok(None),
        }
    }
    Ok(Some(best))
}

/// The arb in a market at total stake `stake`, if there is one (`S < 1` on net prices).
///
/// `Ok(None)`: not an arb, fewer than two outcomes, or an outcome without a usable quote.
/// Errors: a stake that is not a finite number > 0, or a fee lookup that returns a
/// negative or non-finite coefficient.
///
/// ```
/// use esx_odds::arbs::{ArbMarket, ArbQuote, find_arb};
/// use esx_odds::SourceKind;
/// let book = |d| ArbQuote { source: "book", kind: SourceKind::Sportsbook, probability: None, decimal: Some(d), american: None, volume: None, open_interest: None, liquidity: None };
/// let m = ArbMarket { market: "match_winner", outcomes: vec![vec![book(2.1)], vec![book(2.1)]] };
/// let arb = find_arb(&m, None, &|_| 0.0, 100.0).unwrap().unwrap();
/// assert!((arb.profit_pct - 5.0).abs() < 1e-9);
/// assert!((arb.legs[0].payout - 105.0).abs() < 1e-9);
/// ```
pub fn find_arb(
    market: &ArbMarket<'_>,
    first_pm: Option<&str>,
    fees: FeeLookup<'_>,
    stake: f64,
) -> Result<Option<Arb>> {
    find_arb_among(market, first_pm, fees, stake, &|_, _| true)
}

/// [`find_arb`] with legs chosen only among the quotes `keep` accepts: a side that fails
/// a gate is not a leg, and the next best price of its outcome may still make an arb.
pub fn find_arb_among(
    market: &ArbMarket<'_>,
    first_pm: Option<&str>,
    fees: FeeLookup<'_>,
    stake: f64,
    keep: QuoteFilter<'_>,
) -> Result<Option<Arb>> {
    check_stake(stake)?;
    if market.outcomes.len() < 2 {
        return Ok(None);
    }
    let Some(best) = best_net_prices_among(market, first_pm, fees, keep)? else {
        return Ok(None);
    };
    let sum: f64 = best.iter().map(|(_, p)| 1.0 / p.net_decimal).sum();
    if !(sum.is_finite() && sum < 1.0 - ARB_EPSILON) {
        return Ok(None);
    }
    Ok(Some(equal_payout(market, &best, sum, stake)))
}

/// A stake that can be split: finite and above 0.
pub(crate) fn check_stake(stake: f64) -> Result<()> {
    if !(stake.is_finite() && stake > 0.0) {
        return Err(OddsError::InvalidParameter {
            name: "stake",
            value: stake,
            expected: "a finite number > 0",
        });
    }
    Ok(())
}

/// `stake` split over one price per outcome (`(quote index, net price)`, their implied
/// probabilities summing to `sum`) so that every outcome pays the same.
pub(crate) fn equal_payout(
    market: &ArbMarket<'_>,
    best: &[(usize, NetPrice)],
    sum: f64,
    stake: f64,
) -> Arb {
    let payout = stake / sum;
    let legs = best
        .iter()
        .enumerate()
        .map(|(oi, &(qi, price))| ArbLeg {
            outcome: oi,
            quote: qi,
            source: market.outcomes[oi][qi].source.to_string(),
            price,
            stake: stake * (1.0 / price.net_decimal) / sum,
            payout,
        })
        .collect();
    Arb {
        implied_sum: sum,
        profit_pct: 100.0 * (1.0 / sum - 1.0),
        legs,
    }
}

/// True when a prediction-market side is below its liquidity floors: the first
/// prediction market (kalshi upstream) needs `volume` and `open_interest`, any other
/// `volume` and `liquidity`; a missing or zero figure fails (DESIGN.md "Arbs pass the
/// gates a bet would"). A sportsbook side never fails it.
#[must_use]
pub fn side_fails_liquidity(
    quote: &ArbQuote<'_>,
    is_first_pm: bool,
    floors: &LiquidityFloors,
) -> bool {
    if quote.kind != SourceKind::PredictionMarket {
        return false;
    }
    let (volume_floor, second, second_floor) = if is_first_pm {
        (
            floors.first_pm_volume,
            quote.open_interest,
            floors.first_pm_open_interest,
        )
    } else {
        (
            floors.second_pm_volume,
            quote.liquidity,
            floors.second_pm_liquidity,
        )
    };
    let below =
        |v: Option<f64>, floor: f64| v.is_none_or(|v| !(v.is_finite() && v > 0.0 && v >= floor));
    below(quote.volume, volume_floor) || below(second, second_floor)
}

/// True when a price is one that gives its market the `suspect_edge` flag: its raw edge
/// against the market's fair probability, `100·(p × net_decimal − 1)`, is above
/// `max_edge_pct`.
#[must_use]
pub fn price_is_suspect(net_decimal: f64, fair_probability: f64, max_edge_pct: f64) -> bool {
    100.0 * (fair_probability * net_decimal - 1.0) > max_edge_pct
}

/// Rounds a stake to a multiple of `step` (0 keeps it exact). Dividing by `1/step`
/// when that is a whole number gives the nearest double to the decimal amount
/// (47.62, not 47.620000000000005).
#[must_use]
pub fn round_to(amount: f64, step: f64) -> f64 {
    if !(step.is_finite() && step > 0.0) {
        return amount;
    }
    let k = (amount / step).round();
    let inverse = 1.0 / step;
    if (inverse - inverse.round()).abs() < 1e-9 {
        k / inverse.round()
    } else {
        k * step
    }
}

/// Makes an arb's stakes amounts to place: each rounded to `step` (`--round`), each
/// leg's payout `stake × net_decimal` from the rounded stake, and `profit_pct` what
/// those stakes lock in, `100·(min payout / total staked − 1)`. Returns the total staked.
pub fn round_stakes(arb: &mut Arb, step: f64) -> Result<f64> {
    if !(step.is_finite() && step >= 0.0) {
        return Err(OddsError::InvalidParameter {
            name: "round",
            value: step,
            expected: "an amount >= 0",
        });
    }
    for leg in &mut arb.legs {
        leg.stake = round_to(leg.stake, step);
        leg.payout = leg.stake * leg.price.net_decimal;
    }
    let total: f64 = arb.legs.iter().map(|l| l.stake).sum();
    let min_payout = arb
        .legs
        .iter()
        .map(|l| l.payout)
        .fold(f64::INFINITY, f64::min);
    arb.profit_pct = if total > 0.0 {
        100.0 * (min_payout / total - 1.0)
    } else {
        -100.0
    };
    Ok(total)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A sportsbook quote at decimal `d` (also the low-hold tests' fixture).
    pub(crate) fn book(source: &str, d: f64) -> ArbQuote<'_> {
        ArbQuote {
            source,
            kind: SourceKind::Sportsbook,
            probability: None,
            decimal: Some(d),
            american: None,
            volume: None,
            open_interest: None,
            liquidity: None,
        }
    }

    /// A liquid prediction-market quote at probability `p`.
    pub(crate) fn pm(source: &str, p: f64) -> ArbQuote<'_> {
        ArbQuote {
            source,
            kind: SourceKind::PredictionMarket,
            probability: Some(p),
            decimal: None,
            american: None,
            volume: Some(1e6),
            open_interest: Some(1e6),
            liquidity: Some(1e6),
        }
    }

    fn kalshi_fee(v: &str) -> f64 {
        if v == "kalshi" { 0.07 } else { 0.0 }
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    /// Book 2.20 on A, polymarket 0.50 on B (2.00): S = 1/2.2 + 0.5 = 0.954545…,
    /// profit 100·(1/S − 1) = 4.7619…%; at 100, stakes 47.619… and 52.380…, each paying
    /// 104.7619….
    #[test]
    fn an_arb_with_equal_payouts() {
        let m = ArbMarket {
            market: "match_winner",
            outcomes: vec![
                vec![book("book", 2.2), pm("polymarket", 0.6)],
                vec![book("book", 1.7), pm("polymarket", 0.5)],
            ],
        };
        let arb = find_arb(&m, Some("kalshi"), &kalshi_fee, 100.0)
            .unwrap()
            .unwrap();
        assert!(close(arb.implied_sum, 1.0 / 2.2 + 0.5));
        assert!(close(
            arb.profit_pct,
            100.0 * (1.0 / (1.0 / 2.2 + 0.5) - 1.0)
        ));
        assert!(close(arb.profit_pct, 4.761_904_761_904_762));
        assert_eq!(arb.legs[0].source, "book");
        assert_eq!((arb.legs[1].outcome, arb.legs[1].quote), (1, 1));
        assert!(close(
            arb.legs[0].stake,
            100.0 * (1.0 / 2.2) / arb.implied_sum
        ));
        assert!(close(arb.legs[0].stake + arb.legs[1].stake, 100.0));
        for leg in &arb.legs {
            assert!(close(leg.stake * leg.price.net_decimal, leg.payout));
            assert!(close(leg.payout, 100.0 / arb.implied_sum));
        }
    }

    /// Book 2.02 on A, Kalshi 0.50 on B: gross S = 0.49505 + 0.5 = 0.99505 (a 0.5 %
    /// "arb"), but a Kalshi contract at 50¢ costs 0.5 + 0.07·0.25 = 0.5175, so net
    /// S = 1.01255: a loss, not an arb. With fees off it is an arb.
    #[test]
    fn a_near_arb_killed_by_the_kalshi_fee() {
        let m = ArbMarket {
            market: "match_winner",
            outcomes: vec![vec![book("book", 2.02)], vec![pm("kalshi", 0.5)]],
        };
        assert_eq!(find_arb(&m, None, &kalshi_fee, 100.0).unwrap(), None);
        let gross = find_arb(&m, None, &|_| 0.0, 100.0).unwrap().unwrap();
        assert!(close(gross.implied_sum, 1.0 / 2.02 + 0.5));
        assert!(gross.profit_pct > 0.49 && gross.profit_pct < 0.5);
    }

    /// Kalshi at 0.45 (gross 2.222, net 1/(0.45 + 0.07·0.2475) = 2.1386) loses the best
    /// price to a book at 2.15 once its fee counts.
    #[test]
    fn best_price_is_chosen_net_of_fees() {
        let m = ArbMarket {
            market: "match_winner",
            outcomes: vec![
                vec![pm("kalshi", 0.45), book("book", 2.15)],
                vec![book("book", 1.8)],
            ],
        };
        let best = best_net_prices(&m, None, &kalshi_fee).unwrap().unwrap();
        assert_eq!(best[0].0, 1);
        let best = best_net_prices(&m, None, &|_| 0.0).unwrap().unwrap();
        assert_eq!(best[0].0, 0);
        assert!(close(best[0].1.decimal, 1.0 / 0.45));
    }

    #[test]
    fn first_prediction_market_is_left_out_of_map_handicap() {
        let outcomes = vec![
            // Without kalshi: 1/1.8 + 1/2.2 = 1.0101, no arb; kalshi's 1/0.3 = 3.33 makes one.
            vec![book("book", 1.8), pm("kalshi", 0.3)],
            vec![book("book", 2.2)],
        ];
        let handicap = ArbMarket {
            market: "map_handicap",
            outcomes: outcomes.clone(),
        };
        assert_eq!(
            find_arb(&handicap, Some("kalshi"), &|_| 0.0, 100.0).unwrap(),
            None
        );
        let winner = ArbMarket {
            market: "match_winner",
            outcomes,
        };
        let arb = find_arb(&winner, Some("kalshi"), &|_| 0.0, 100.0)
            .unwrap()
            .unwrap();
        assert_eq!(arb.legs[0].source, "kalshi");
    }

    #[test]
    fn fair_prices_uncovered_outcomes_and_bad_quotes_are_not_arbs() {
        let fair = ArbMarket {
            market: "match_winner",
            outcomes: vec![vec![book("a", 2.0)], vec![book("b", 2.0)]],
        };
        assert_eq!(find_arb(&fair, None, &|_| 0.0, 100.0).unwrap(), None);
        let uncovered = ArbMarket {
            market: "match_winner",
            outcomes: vec![vec![book("a", 5.0)], vec![]],
        };
        assert_eq!(find_arb(&uncovered, None, &|_| 0.0, 100.0).unwrap(), None);
        let junk = ArbMarket {
            market: "match_winner",
            outcomes: vec![
                vec![book("a", f64::NAN), pm("p", 0.0), book("b", 2.1)],
                vec![book("c", 1.0), pm("p", 0.49)],
            ],
        };
        let arb = find_arb(&junk, None, &|_| 0.0, 100.0).unwrap().unwrap();
        assert_eq!(arb.legs[0].source, "b");
        assert_eq!(arb.legs[1].quote, 1);
        let single = ArbMarket {
            market: "match_winner",
            outcomes: vec![vec![book("a", 5.0)]],
        };
        assert_eq!(find_arb(&single, None, &|_| 0.0, 100.0).unwrap(), None);
    }

    #[test]
    fn bad_stake_and_bad_fee_are_errors_not_panics() {
        let m = ArbMarket {
            market: "match_winner",
            outcomes: vec![vec![pm("kalshi", 0.4)], vec![book("b", 2.1)]],
        };
        for s in [0.0, -1.0, f64::NAN, f64::INFINITY] {
            assert!(find_arb(&m, None, &|_| 0.0, s).is_err());
        }
        assert!(find_arb(&m, None, &|_| -0.1, 100.0).is_err());
        assert!(find_arb(&m, None, &|_| f64::NAN, 100.0).is_err());
        // A coefficient outside [0, 1] is refused, never priced.
        assert!(find_arb(&m, None, &|_| 2.0, 100.0).is_err());
    }

    #[test]
    fn three_way_arb_stakes_sum_to_total() {
        let m = ArbMarket {
            market: "total_maps",
            outcomes: vec![
                vec![book("a", 3.2)],
                vec![book("b", 3.3)],
                vec![book("c", 3.4)],
            ],
        };
        let arb = find_arb(&m, None, &|_| 0.0, 250.0).unwrap().unwrap();
        let total: f64 = arb.legs.iter().map(|l| l.stake).sum();
        assert!(close(total, 250.0));
        assert!(arb.profit_pct > 0.0);
    }

    /// A zero-volume Kalshi side makes the only arb: Kalshi 0.40 on A (2.5) with a book
    /// at 1.75 on B is S = 0.4 + 0.5714 = 0.9714 gross; without Kalshi the best A is the
    /// book's 2.2 and S = 0.4545 + 0.5714 = 1.026, no arb.
    #[test]
    fn a_side_below_the_liquidity_floors_is_not_a_leg() {
        let mut thin = pm("kalshi", 0.4);
        thin.volume = Some(0.0);
        thin.open_interest = Some(0.0);
        let m = ArbMarket {
            market: "match_winner",
            outcomes: vec![vec![book("book", 2.2), thin], vec![book("book", 1.75)]],
        };
        let floors = LiquidityFloors::default();
        assert!(side_fails_liquidity(&m.outcomes[0][1], true, &floors));
        assert!(!side_fails_liquidity(&m.outcomes[0][0], true, &floors));
        let keep = |o: usize, q: usize| !side_fails_liquidity(&m.outcomes[o][q], true, &floors);
        assert_eq!(
            find_arb_among(&m, Some("kalshi"), &|_| 0.0, 100.0, &keep).unwrap(),
            None
        );
        let flagged = find_arb(&m, Some("kalshi"), &|_| 0.0, 100.0)
            .unwrap()
            .unwrap();
        assert!(close(flagged.implied_sum, 0.4 + 1.0 / 1.75));
        // A deep second prediction market needs volume and liquidity, not open interest.
        let mut deep = pm("polymarket", 0.4);
        deep.open_interest = None;
        assert!(!side_fails_liquidity(&deep, false, &floors));
        deep.liquidity = Some(10.0);
        assert!(side_fails_liquidity(&deep, false, &floors));
    }

    /// A price 9.24 against a fair 0.5 has a raw edge of 362 %: suspect at max_edge 8.
    #[test]
    fn suspect_prices() {
        assert!(price_is_suspect(9.24, 0.5, 8.0));
        assert!(!price_is_suspect(2.1, 0.5, 8.0));
        assert!(price_is_suspect(2.2, 0.5, 8.0));
    }

    /// 100 over book 2.2 / polymarket 0.5: exact stakes 47.619… and 52.380…; rounded
    /// to the cent 47.62 and 52.38, payouts 104.764 and 104.76, locking in
    /// 100·(104.76/100 − 1) = 4.76 %. `--round 1`: 48 and 52 pay 105.6 and 104.
    #[test]
    fn rounded_stakes_give_payouts_and_profit() {
        let m = ArbMarket {
            market: "match_winner",
            outcomes: vec![vec![book("book", 2.2)], vec![pm("polymarket", 0.5)]],
        };
        let mut arb = find_arb(&m, None, &|_| 0.0, 100.0).unwrap().unwrap();
        let mut whole = arb.clone();
        let total = round_stakes(&mut arb, 0.01).unwrap();
        assert_eq!(arb.legs[0].stake, 47.62);
        assert_eq!(arb.legs[1].stake, 52.38);
        assert!(close(total, 100.0));
        assert!(close(arb.legs[0].payout, 47.62 * 2.2));
        assert!(close(arb.legs[1].payout, 52.38 * 2.0));
        assert!(close(arb.profit_pct, 100.0 * (52.38 * 2.0 / 100.0 - 1.0)));
        round_stakes(&mut whole, 1.0).unwrap();
        assert_eq!((whole.legs[0].stake, whole.legs[1].stake), (48.0, 52.0));
        assert!(close(whole.profit_pct, 100.0 * (104.0 / 100.0 - 1.0)));
        // --round 0 keeps the exact stakes and the exact profit.
        let mut exact = find_arb(&m, None, &|_| 0.0, 100.0).unwrap().unwrap();
        let before = exact.clone();
        round_stakes(&mut exact, 0.0).unwrap();
        assert!(close(exact.profit_pct, before.profit_pct));
        assert!(round_stakes(&mut exact, f64::NAN).is_err());
        assert_eq!(round_to(47.619, 0.05), 47.6);
    }
}
