//! Venue fees and net prices: what a bettor actually receives after a venue's fee.
//!
//! A prediction-market contract bought at probability `P` on a venue with fee
//! coefficient `c` costs `P + c·P·(1−P)` per 1 unit of payout (Kalshi's taker fee,
//! [`KALSHI_FEE`]), so its net decimal price is
//! `net_decimal = 1 / (P + c·P·(1−P))`. A sportsbook's or DFS venue's price already
//! includes its margin: its net decimal is its decimal. Every judgement esx makes
//! (best price, edge, gate, stake, parlay) is made on the net decimal (DESIGN.md
//! "Decision-grade numbers").

use std::collections::BTreeMap;

use serde::{Serialize, Serializer};

use crate::error::{OddsError, Result};
use crate::price::{check_decimal, check_probability};

/// The kind of venue a source is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SourceKind {
    /// The sportsbook: American/decimal prices, weight 1.
    Sportsbook,
    /// A prediction market: probabilities, weight `pm_weight`, liquidity floors apply.
    PredictionMarket,
}

/// Kalshi's fee coefficient, written once: a macro (a literal) so help texts can
/// `concat!` it; code uses [`KALSHI_FEE`] or [`DEFAULT_FEES`].
#[macro_export]
macro_rules! kalshi_fee {
    () => {
        0.07
    };
}

/// Kalshi's fee coefficient `c` (its taker fee is `c·P·(1−P)` per contract).
pub const KALSHI_FEE: f64 = kalshi_fee!();

/// The default fee coefficients: `kalshi` [`KALSHI_FEE`]; every other venue 0.
pub const DEFAULT_FEES: &[(&str, f64)] = &[("kalshi", KALSHI_FEE)];

/// Fee coefficients per venue key, or no fees at all (`--fees none`).
///
/// Serialises as `{"kalshi": 0.07, ...}` or as the string `"none"`.
#[derive(Debug, Clone, PartialEq)]
pub struct FeeTable {
    /// `None` = fees turned off.
    coefficients: Option<BTreeMap<String, f64>>,
}

impl Default for FeeTable {
    /// The default table ([`DEFAULT_FEES`]).
    fn default() -> Self {
        Self {
            coefficients: Some(
                DEFAULT_FEES
                    .iter()
                    .map(|(k, c)| ((*k).to_owned(), *c))
                    .collect(),
            ),
        }
    }
}

impl FeeTable {
    /// No fees: every net price equals the served price (the spec's definitions).
    #[must_use]
    pub fn none() -> Self {
        Self { coefficients: None }
    }

    /// True for [`FeeTable::none`].
    #[must_use]
    pub fn is_none(&self) -> bool {
        self.coefficients.is_none()
    }

    /// Sets one venue's coefficient (a finite number in [0, 1]); turns fees on.
    pub fn set(&mut self, venue: &str, coefficient: f64) -> Result<()> {
        check_coefficient(coefficient)?;
        self.coefficients
            .get_or_insert_with(BTreeMap::new)
            .insert(venue.to_owned(), coefficient);
        Ok(())
    }

    /// The venue's coefficient (0 for an unlisted venue or with fees off).
    #[must_use]
    pub fn coefficient(&self, venue: &str) -> f64 {
        self.coefficients
            .as_ref()
            .and_then(|m| m.get(venue))
            .copied()
            .unwrap_or(0.0)
    }

    /// `kalshi 0.07`, `none` or `none configured`: the table in words, for summary lines.
    #[must_use]
    pub fn describe(&self) -> String {
        match &self.coefficients {
            None => "none".into(),
            Some(m) if m.is_empty() => "none configured".into(),
            Some(m) => m
                .iter()
                .map(|(k, c)| format!("{k} {c}"))
                .collect::<Vec<_>>()
                .join(", "),
        }
    }

    /// The net decimal of a quote on `venue` (see [`net_decimal`]).
    pub fn net_decimal(&self, venue: &str, kind: SourceKind, decimal: f64) -> Result<f64> {
        net_decimal(kind, decimal, self.coefficient(venue))
    }
}

impl Serialize for FeeTable {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        match &self.coefficients {
            None => s.serialize_str("none"),
            Some(m) => m.serialize(s),
        }
    }
}

/// A fee coefficient: a finite number in [0, 1].
pub(crate) fn check_coefficient(c: f64) -> Result<f64> {
    if c.is_finite() && (0.0..=1.0).contains(&c) {
        Ok(c)
    } else {
        Err(OddsError::InvalidParameter {
            name: "fee coefficient",
            value: c,
            expected: "a number in [0, 1]",
        })
    }
}

/// The cost of one contract paying 1 at probability `p` with fee coefficient `c`:
/// `p + c·p·(1−p)`.
pub(crate) fn contract_cost(p: f64, c: f64) -> Result<f64> {
    let p = check_probability(p)?;
    let c = check_coefficient(c)?;
    Ok(p + c * p * (1.0 - p))
}

/// Net decimal of a price: a prediction market's `1 / (P + c·P·(1−P))` with
/// `P = 1/decimal`; a sportsbook's `decimal` unchanged. Never above the served price.
///
/// ```
/// use esx_odds::fees::net_decimal;
/// use esx_odds::SourceKind;
/// // Kalshi at 0.50: cost 0.5 + 0.07 × 0.25 = 0.5175 → net 1.9324 instead of 2.00.
/// let net = net_decimal(SourceKind::PredictionMarket, 2.0, 0.07).unwrap();
/// assert!((net - 1.0 / 0.5175).abs() < 1e-12);
/// assert_eq!(net_decimal(SourceKind::Sportsbook, 2.0, 0.07), Ok(2.0));
/// ```
pub fn net_decimal(kind: SourceKind, decimal: f64, c: f64) -> Result<f64> {
    let d = check_decimal(decimal)?;
    match kind {
        SourceKind::Sportsbook => Ok(d),
        SourceKind::PredictionMarket => {
            let cost = contract_cost(1.0 / d, c)?;
            // The fee can push a long shot's price to (or below) 1: a bet that cannot win
            // money; 1 is the floor (edge −100 % at most, never a NaN).
            Ok((1.0 / cost).clamp(1.0, d))
        }
    }
}

/// A prediction-market order of `contracts` contracts bought at probability `p`.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct Order {
    /// Contracts bought (each pays 1 if it wins).
    pub contracts: u32,
    /// The fee charged for the order: `c·N·P·(1−P)` rounded **up** to the cent, as
    /// Kalshi charges it per order.
    pub fee: f64,
    /// What the order costs: `N·P + fee`.
    pub cost: f64,
    /// What it returns per unit staked: `N / cost`.
    pub net_decimal: f64,
}

/// An order of `contracts` contracts at probability `p` with fee coefficient `c`, the
/// fee rounded up to the cent per order. A cent of float noise below a whole cent
/// (1.7200000000000002) is not rounded up to the next one.
///
/// ```
/// use esx_odds::fees::order;
/// // 100 Kalshi contracts at 0.56: fee 0.07 × 100 × 0.56 × 0.44 = 1.7248 → 1.73.
/// let o = order(0.56, 0.07, 100).unwrap();
/// assert_eq!(o.fee, 1.73);
/// assert!((o.cost - 57.73).abs() < 1e-9);
/// ```
pub fn order(p: f64, c: f64, contracts: u32) -> Result<Order> {
    let p = check_probability(p)?;
    let c = check_coefficient(c)?;
    if contracts == 0 || p <= 0.0 {
        return Err(OddsError::InvalidParameter {
            name: "contracts",
            value: f64::from(contracts),
            expected: "at least 1 contract at a probability above 0",
        });
    }
    let n = f64::from(contracts);
    let cents = 100.0 * c * n * p * (1.0 - p);
    let fee = (cents - 1e-9).ceil().max(0.0) / 100.0;
    let cost = n * p + fee;
    Ok(Order {
        contracts,
        fee,
        cost,
        net_decimal: n / cost,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A Kalshi buy at 0.56 (decimal 1.7857) won pays 73.24 per 100 staked after the
    /// 0.07 fee (cost 0.56 + 0.07 × 0.56 × 0.44 = 0.577248), not 78.57; at 0.64 it is
    /// +52.41, not +56.25. Per order, 1 contract's 1.72¢ fee is charged as 2¢.
    #[test]
    fn a_kalshi_bet_won_pays_net_of_the_fee() {
        let won = |p: f64| {
            let net = net_decimal(SourceKind::PredictionMarket, 1.0 / p, 0.07).unwrap();
            100.0 * (net - 1.0)
        };
        assert_eq!((won(0.56) * 100.0).round() / 100.0, 73.24);
        assert_eq!((won(0.64) * 100.0).round() / 100.0, 52.41);
        let one = order(0.56, 0.07, 1).unwrap();
        assert_eq!(one.fee, 0.02);
        assert!((one.net_decimal - 1.0 / 0.58).abs() < 1e-12);
        let whole = order(0.5, 0.08, 100).unwrap(); // 2.00 exactly: not 2.01
        assert_eq!(whole.fee, 2.0);
        assert!(order(0.56, 0.07, 0).is_err());
        assert_eq!(order(0.56, 0.0, 10).unwrap().fee, 0.0);
    }

    #[test]
    fn default_table_charges_kalshi_only() {
        let t = FeeTable::default();
        assert_eq!(t.coefficient("kalshi"), 0.07);
        assert_eq!(t.coefficient("polymarket"), 0.0);
        assert_eq!(serde_json::to_string(&t).unwrap(), r#"{"kalshi":0.07}"#);
        assert_eq!(
            serde_json::to_string(&FeeTable::none()).unwrap(),
            r#""none""#
        );
        assert_eq!(FeeTable::none().coefficient("kalshi"), 0.0);
        let mut t = FeeTable::none();
        t.set("kalshi", 0.05).unwrap();
        assert_eq!(t.coefficient("kalshi"), 0.05);
        assert!(t.set("x", 1.5).is_err());
        assert!(t.set("x", f64::NAN).is_err());
    }

    #[test]
    fn kalshi_at_58_cents() {
        // 0.58 + 0.07 × 0.58 × 0.42 = 0.597052 → 1.674896 (served 1/0.58 = 1.724138).
        let net = FeeTable::default()
            .net_decimal("kalshi", SourceKind::PredictionMarket, 1.0 / 0.58)
            .unwrap();
        assert!((net - 1.0 / 0.597_052).abs() < 1e-9, "{net}");
        let off = FeeTable::none()
            .net_decimal("kalshi", SourceKind::PredictionMarket, 1.0 / 0.58)
            .unwrap();
        assert!((off - 1.0 / 0.58).abs() < 1e-12);
    }

    proptest! {
        #[test]
        fn net_never_beats_the_served_price(d in 1.0001f64..1000.0, c in 0.0f64..1.0) {
            for kind in [SourceKind::Sportsbook, SourceKind::PredictionMarket] {
                let n = net_decimal(kind, d, c).unwrap();
                prop_assert!(n.is_finite() && n >= 1.0 && n <= d);
            }
        }
    }
}
