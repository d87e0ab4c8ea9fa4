//! The odds engine: pure price, de-vig, consensus, gaps, parlay, staking and fantasy math (no I/O).
//!
//! Nothing here reads files, talks to the network or prints; nothing imports from the rest
//! of the crate. Inputs and outputs are plain types defined here (outputs derive
//! `serde::Serialize` so `--json` can print them). Every invalid input is an
//! [`OddsError`], never a panic or a NaN in a result.
//!
//! API overview (each item documents its formula):
//!
//! - [`price`]: `american_to_decimal`, `decimal_to_american`, `implied_probability`,
//!   `american_to_probability`, `probability_to_decimal` (all `-> Result<f64>`).
//! - [`devig`](mod@devig): [`DevigMethod`] (`FromStr`/`Display`: `multiplicative`, `additive`,
//!   `power`, `shin`, `odds-ratio`), `devig(&[implied], method) -> Result<Devigged>`,
//!   `devig_decimal(&[decimal], method)`, `devig_into(&[implied], method, &mut [f64])
//!   -> Result<DevigFit>` (no allocation, for hot paths).
//! - [`consensus`]: inputs [`SourceKind`], [`SourceQuote`], [`OutcomeInput`],
//!   [`MarketInput`]; tuning [`ConsensusParams`] (`Default` = the spec's defaults) with
//!   [`Gates`] and [`LiquidityFloors`]; `market_consensus(&MarketInput, &ConsensusParams)
//!   -> Result<MarketConsensus>` (per-outcome consensus and best price, disagreement,
//!   confidence, liquidity score, quality flags, `gates_failed`, best edge, explain
//!   trail); `market_consensus_excluding(.., source)` (parlay fair prices);
//!   `market_consensus_on(.., venues)` (a `sharp` or `learned` fair from a store's rank);
//!   `MarketConsensus::esx_summary()` (the `esx` JSON object); `rank_top_edges`,
//!   `event_best_edge`.
//! - [`fees`]: [`FeeTable`] (per-venue fee coefficients, `Default` = kalshi 0.07,
//!   `FeeTable::none()`), `net_decimal(kind, decimal, c)` = `1 / (P + c·P·(1−P))` for a
//!   prediction market; a quote's `fee` makes consensus choose and judge on net prices.
//! - [`clv`]: `clv_pct(net_decimal, p_close)` = `100·(net × p_close − 1)`,
//!   `taken_net_decimal(kind, decimal, c, contracts)` (a bet's price net of its venue's
//!   fee; by contracts: whole cents, the fee rounded up per order), `contract_order`.
//! - [`gaps`]: [`PropLine`] in, `compute_gaps(&[PropLine], sport, min_gap, is_dfs)
//!   -> Result<Vec<Gap>>` out; helpers `gap_id`, `market_label`, `is_moneyline`.
//! - [`middle`]: `middle_window(over, under)`, `pick_pair`, `middle(&over, &under,
//!   outcomes) -> Result<Option<Middle>>` (window, `p_middle`, `ev_pct`), [`middle::Outcomes`].
//! - [`parlay`]: [`Leg`] (`Leg::new`, `Leg::from_market` = fair price from consensus
//!   without the leg's book), `price_ticket(&[Leg]) -> Result<Parlay>`,
//!   `discover(&[Leg], &DiscoverOptions) -> Result<Vec<Parlay>>`.
//! - [`ticket`]: `check_ticket(&[LegKey], allow_same_event)` (duplicate legs, two sides of
//!   one market, two legs on one event), `price_checked(&[Leg], allow_same_event)`.
//! - [`kelly`]: `kelly_fraction(decimal, p)`, `fractional_kelly(decimal, p, fraction)`,
//!   `stake(bankroll, decimal, p, fraction)`; `plan_stakes(&[StakeCandidate], &StakeOptions)`
//!   (a stake only on markets that pass every gate, one per event, capped).
//! - [`arbs`]: `find_arb(&ArbMarket, first_pm, &fee_lookup, stake) -> Result<Option<Arb>>`
//!   (net prices through [`fees`]).
//! - [`picks`]: `fair_over`, `poisson_lambda`, `pick_probability`, `poisson_pick`,
//!   `power_breakeven`, `edge_pts`, `best_slips` (DFS pick'em value); slips under the
//!   push rules: `power_settle`, `flex_settle_with`, `power_slip_payout_with_pushes`,
//!   `flex_slip_payout_with_rule`, `best_power_slips`.
//! - [`series::fit`]: `fit_series`, `price_series_fitted` (the same-match fit).
//! - [`dvr`] (defense-vs-role): `fantasy_points(DvrSport, &StatLine) -> Option<f64>`,
//!   `role_tables(&[RoleSample], DvrSport, &DvrParams, is_active) -> Result<Vec<TeamTable>>`,
//!   `window_maps("last_20")`.
//!
//! Definitions follow DESIGN.md "The odds engine: definitions"; where DESIGN.md leaves
//! a choice open, the choice is documented on the item and in `docs/odds.md`.

pub mod arbs;
pub mod backtest;
pub mod bet_settle;
pub mod clv;
pub mod consensus;
pub mod devig;
pub mod dvr;
pub mod error;
pub mod fees;
pub mod gaps;
pub mod hold;
pub mod kelly;
pub mod middle;
pub mod parlay;
pub mod picks;
pub mod price;
pub mod rank;
pub mod series;
pub mod ticket;

#[cfg(test)]
mod vectors_test;

pub use consensus::{
    ConsensusParams, FairBasis, FairWeight, Gate, Gates, LiquidityFloors, MarketConsensus,
    MarketInput, OutcomeInput, SourceKind, SourceQuote, VenueWeights, Weights, market_consensus,
    market_consensus_excluding, market_consensus_on,
};
pub use devig::{DevigFit, DevigMethod, Devigged, devig};
pub use error::{OddsError, Result};
pub use fees::{FeeTable, net_decimal};
pub use gaps::{Gap, GapBook, PropLine, compute_gaps};
pub use kelly::{
    Exposure, StakeCandidate, StakeOptions, StakePlan, exposure, kelly_fraction, plan_stakes, stake,
};
pub use parlay::{DiscoverOptions, Leg, Parlay, discover, price_ticket};
