//! Consensus outputs: per-outcome consensus, best prices, quality, explain trail, `esx` JSON.

use serde::Serialize;

use super::input::{FairBasis, Gate, SourceKind, Weights};
use crate::devig::DevigMethod;

/// The best price for one outcome and its edge against consensus.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BestPrice {
    /// Venue key.
    pub source: String,
    /// Venue kind.
    #[serde(rename = "type")]
    pub kind: SourceKind,
    /// Decimal price as served.
    pub decimal: f64,
    /// The price after the venue's fee (`decimal` when there is none); best prices are
    /// chosen on it.
    pub net_decimal: f64,
    /// The served price's implied probability, `1/decimal`.
    pub probability: f64,
    /// The probability the edge is measured against: the consensus of every source
    /// (`fair_basis: all`), of every other source (`others`), or the basis's own
    /// (`blend`, `worst`, `sharp`, `learned`: see [`FairBasis`]).
    pub fair_probability: f64,
    /// `100 × (fair_probability × net_decimal − 1)`.
    pub edge_pct: f64,
}

/// A source's share of a `blend`, `sharp` or `learned` fair (the shares sum to 1).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FairWeight {
    /// Venue key.
    pub source: String,
    /// Its share of the fair.
    pub weight: f64,
}

/// One outcome's consensus.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OutcomeConsensus {
    /// Outcome name.
    pub name: String,
    /// `Σ w_s p_s / Σ w_s` over the used sources' de-vigged probabilities.
    pub consensus_probability: f64,
    /// `max_s p_s − min_s p_s` for this outcome.
    pub disagreement: f64,
    /// The highest decimal price among the used sources (ties: first source).
    pub best_price: BestPrice,
    /// Each used source's de-vigged probability, in `sources_used` order.
    pub source_probabilities: Vec<f64>,
}

/// The market's best edge (the outcome whose best price has the highest `edge_pct`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BestEdge {
    /// Venue key of the best price.
    pub source: String,
    /// Outcome name.
    pub outcome: String,
    /// Decimal price as served.
    pub decimal: f64,
    /// The price after the venue's fee.
    pub net_decimal: f64,
    /// The probability the edge is measured against (see [`BestPrice`]).
    pub fair_probability: f64,
    /// Raw edge on the net price, percent.
    pub edge_pct: f64,
    /// `edge_pct × confidence × liquidity_score`.
    pub adjusted_edge_pct: f64,
    /// The market's liquidity score.
    pub liquidity_score: f64,
}

/// The quality object (the service's `quality`).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Quality {
    /// Sources used.
    pub source_count: usize,
    /// Largest per-outcome spread, probability units.
    pub max_disagreement: f64,
    /// Fewer than 2 sources, or disagreement above the gate.
    pub unreliable: bool,
    /// Confidence below `low_confidence_below`.
    pub low_confidence: bool,
    /// Best raw edge above the `max_edge` gate.
    pub suspect_edge: bool,
    /// No gate failed and the best edge is positive.
    pub surfaced: bool,
}

/// One step of the computation, for `esx lines --explain`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ExplainStep {
    /// Step kind: `params`, `exclude`, `devig`, `fallback`, `consensus`, `disagreement`,
    /// `best_price`, `liquidity`, `gate`, `confidence`, `edge`.
    pub step: &'static str,
    /// The source the step is about, if any.
    pub source: Option<String>,
    /// What happened, with the numbers.
    pub detail: String,
}

/// One market's consensus, prices, quality and (optionally) its explain trail.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MarketConsensus {
    /// Market name (echo).
    pub market: String,
    /// Map number (echo).
    pub map: Option<i64>,
    /// Line (echo).
    pub line: Option<f64>,
    /// De-vig method asked for.
    pub method: DevigMethod,
    /// Prediction-market weight used.
    pub pm_weight: f64,
    /// How sources were weighted.
    pub weights: Weights,
    /// The consensus edges are measured against.
    pub fair_basis: FairBasis,
    /// Each source's share of the fair under `blend`, `sharp` and `learned` (empty
    /// under `all` and `others`, whose `weights` say, and `worst`).
    pub fair_weights: Vec<FairWeight>,
    /// Sources used, in order of first appearance.
    pub sources_used: Vec<String>,
    /// `sources_used.len()`.
    pub source_count: usize,
    /// Per-outcome consensus, in input order.
    pub outcomes: Vec<OutcomeConsensus>,
    /// Largest per-outcome spread of the sources' de-vigged probabilities.
    pub max_disagreement: f64,
    /// `coverage × agreement`, in [0, 1] (see the module docs).
    pub confidence: f64,
    /// Weighted mean of per-source depth scores, in [0, 1] (see the module docs).
    pub liquidity_score: f64,
    /// Quality flags.
    pub quality: Quality,
    /// Gates that failed, in the order `min_sources`, `max_disagreement`, `max_edge`,
    /// `liquidity`, `no_fair_basis`.
    pub gates_failed: Vec<Gate>,
    /// The best edge over all outcomes.
    pub best_edge: BestEdge,
    /// The steps taken (empty unless `ConsensusParams::explain`).
    pub explain: Vec<ExplainStep>,
}

impl MarketConsensus {
    /// True when the market clears every gate with a positive edge (`top_edges` material).
    #[must_use]
    pub fn surfaced(&self) -> bool {
        self.quality.surfaced
    }

    /// The `esx` object DESIGN.md puts on each market for `esx lines --local`.
    #[must_use]
    pub fn esx_summary(&self) -> EsxMarketSummary {
        EsxMarketSummary {
            method: self.method,
            pm_weight: self.pm_weight,
            weights: self.weights,
            fair_basis: self.fair_basis,
            fair_weights: self.fair_weights.clone(),
            source_count: self.source_count,
            max_disagreement: self.max_disagreement,
            confidence: self.confidence,
            liquidity_score: self.liquidity_score,
            surfaced: self.quality.surfaced,
            gates_failed: self.gates_failed.clone(),
            outcomes: self
                .outcomes
                .iter()
                .map(|o| EsxOutcome {
                    name: o.name.clone(),
                    consensus_probability: o.consensus_probability,
                    best_price: EsxPrice {
                        source: o.best_price.source.clone(),
                        decimal: o.best_price.decimal,
                        net_decimal: o.best_price.net_decimal,
                        fair_probability: o.best_price.fair_probability,
                        edge_pct: o.best_price.edge_pct,
                    },
                })
                .collect(),
            best_edge: EsxBestEdge {
                source: self.best_edge.source.clone(),
                outcome: self.best_edge.outcome.clone(),
                decimal: self.best_edge.decimal,
                net_decimal: self.best_edge.net_decimal,
                fair_basis: self.fair_basis,
                edge_pct: self.best_edge.edge_pct,
                adjusted_edge_pct: self.best_edge.adjusted_edge_pct,
            },
        }
    }
}

/// The per-market `esx` object of `esx lines --local` (DESIGN.md "Local results in JSON").
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EsxMarketSummary {
    /// De-vig method.
    pub method: DevigMethod,
    /// Prediction-market weight.
    pub pm_weight: f64,
    /// `spec` or `quality`.
    pub weights: Weights,
    /// The consensus edges are measured against: `all`, `others`, `sharp`, `blend`,
    /// `worst` or `learned`.
    pub fair_basis: FairBasis,
    /// Each venue's share of a `blend`, `sharp` or `learned` fair (absent otherwise).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub fair_weights: Vec<FairWeight>,
    /// Sources used.
    pub source_count: usize,
    /// Largest spread, probability units.
    pub max_disagreement: f64,
    /// Confidence in [0, 1].
    pub confidence: f64,
    /// Liquidity score in [0, 1].
    pub liquidity_score: f64,
    /// Clears every gate with a positive edge.
    pub surfaced: bool,
    /// Failed gate names.
    pub gates_failed: Vec<Gate>,
    /// Per-outcome consensus and best price.
    pub outcomes: Vec<EsxOutcome>,
    /// Best edge.
    pub best_edge: EsxBestEdge,
}

/// An outcome in [`EsxMarketSummary`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EsxOutcome {
    /// Outcome name.
    pub name: String,
    /// Consensus probability.
    pub consensus_probability: f64,
    /// Best price.
    pub best_price: EsxPrice,
}

/// A best price in [`EsxOutcome`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EsxPrice {
    /// Venue key.
    pub source: String,
    /// Decimal price as served.
    pub decimal: f64,
    /// Price after the venue's fee.
    pub net_decimal: f64,
    /// The probability the edge is measured against.
    pub fair_probability: f64,
    /// Edge on the net price, percent.
    pub edge_pct: f64,
}

/// The best edge in [`EsxMarketSummary`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EsxBestEdge {
    /// Venue key.
    pub source: String,
    /// Outcome name.
    pub outcome: String,
    /// Decimal price as served.
    pub decimal: f64,
    /// Price after the venue's fee.
    pub net_decimal: f64,
    /// The consensus the edge is measured against.
    pub fair_basis: FairBasis,
    /// Raw edge on the net price, percent.
    pub edge_pct: f64,
    /// Adjusted edge, percent.
    pub adjusted_edge_pct: f64,
}
