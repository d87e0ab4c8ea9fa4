//! Closing line value: the price a bettor took, net of the venue's fee, against the
//! close (DESIGN.md round four "One close, one CLV"). One formula for every reader
//! (`bets list`/`report`, `backtest`, MCP `bets_report`).

use crate::consensus::SourceKind;
use crate::error::{OddsError, Result};
use crate::fees::{Order, net_decimal, order};
use crate::price::{check_decimal, check_probability};

/// A contract's price in whole cents (a venue's order book ticks in cents): the typed
/// decimal's `1/decimal` rounded to the nearest cent, kept within 1¢..99¢ so an order
/// always has a price.
///
/// ```
/// // 1.70 is 58.82¢, bought at 59¢.
/// assert_eq!(esx_odds::clv::whole_cents(1.70).unwrap(), 0.59);
/// ```
pub fn whole_cents(decimal: f64) -> Result<f64> {
    let d = check_decimal(decimal)?;
    Ok((100.0 / d).round().clamp(1.0, 99.0) / 100.0)
}

/// An order of `contracts` contracts at the typed `decimal`: contracts × the price in
/// whole cents, plus the fee `c·N·P·(1−P)` rounded up to the cent per order (Kalshi's
/// rule; [`order`]).
///
/// ```
/// // 100 contracts at 1.70 (59¢), fee 0.07 × 100 × 0.59 × 0.41 = 1.6933 → 1.70:
/// // cost 59 + 1.70 = 60.70.
/// let o = esx_odds::clv::contract_order(1.70, 0.07, 100).unwrap();
/// assert_eq!(o.fee, 1.70);
/// assert!((o.cost - 60.70).abs() < 1e-9);
/// ```
pub fn contract_order(decimal: f64, c: f64, contracts: u32) -> Result<Order> {
    order(whole_cents(decimal)?, c, contracts)
}

/// The decimal a bettor took, net of the venue's fee: a sportsbook's as typed; a
/// prediction market's `1 / (P + c·P·(1−P))`, or for an order of N contracts
/// `N / (N·P¢ + fee rounded up to the cent)` ([`contract_order`]).
pub fn taken_net_decimal(
    kind: SourceKind,
    decimal: f64,
    c: f64,
    contracts: Option<u32>,
) -> Result<f64> {
    match (kind, contracts) {
        (SourceKind::PredictionMarket, Some(n)) => Ok(contract_order(decimal, c, n)?.net_decimal),
        _ => net_decimal(kind, decimal, c),
    }
}

/// CLV in percent: `100 · (net decimal taken × p_close − 1)`; a net price below 1 or a
/// close outside (0, 1) is an error.
///
/// ```
/// // Taken at 2.10 net, closing fair probability 0.50: +5 %.
/// assert!((esx_odds::clv::clv_pct(2.10, 0.50).unwrap() - 5.0).abs() < 1e-9);
/// ```
pub fn clv_pct(net_decimal: f64, p_close: f64) -> Result<f64> {
    // A fee can bring a long shot's net price down to 1 (a bet that cannot win
    // money): still a price to judge, so 1 is allowed here.
    if !(net_decimal.is_finite() && net_decimal >= 1.0) {
        return Err(OddsError::InvalidDecimal(net_decimal));
    }
    let p = check_probability(p_close)?;
    Ok(100.0 * (net_decimal * p - 1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A Kalshi bet of 10 contracts typed at decimal 1.6 (62.5¢ → bought at 63¢ in whole
    /// cents): fee 0.07 × 10 × 0.63 × 0.37 = 0.16317 → rounded up to 0.17; cost
    /// 10 × 0.63 + 0.17 = 6.47; net decimal 10 / 6.47 = 1.545595…; against a close of
    /// 0.66 the CLV is 100 × (1.545595 × 0.66 − 1) = +2.0093 %.
    #[test]
    fn a_kalshi_order_by_contracts_is_judged_on_whole_cents_and_the_fee_per_order() {
        let net = taken_net_decimal(SourceKind::PredictionMarket, 1.6, 0.07, Some(10)).unwrap();
        assert!((net - 10.0 / 6.47).abs() < 1e-12, "{net}");
        let clv = clv_pct(net, 0.66).unwrap();
        assert!((clv - 2.009_273_570_324_575).abs() < 1e-9, "{clv}");
        // Without contracts: the per-contract fee, unrounded (0.625 + 0.07·0.625·0.375).
        let per = taken_net_decimal(SourceKind::PredictionMarket, 1.6, 0.07, None).unwrap();
        assert!((per - 1.0 / 0.641_406_25).abs() < 1e-12, "{per}");
        // A sportsbook's price is as typed, contracts or not.
        assert_eq!(
            taken_net_decimal(SourceKind::Sportsbook, 1.6, 0.07, Some(10)).unwrap(),
            1.6
        );
    }

    #[test]
    fn bad_inputs_are_errors_not_nans() {
        assert!(clv_pct(f64::NAN, 0.5).is_err());
        assert!(clv_pct(2.0, 1.5).is_err());
        assert!(clv_pct(2.0, 0.0).is_err());
        assert!(whole_cents(0.5).is_err());
        assert_eq!(whole_cents(1000.0).unwrap(), 0.01);
    }
}
