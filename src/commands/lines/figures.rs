//! One market's figures for a `lines` row — the service's own, or the local engine's —
//! with the net price, the fair probability and the gates a stake must respect.

use esx_odds::{FeeTable, MarketConsensus, SourceKind};
use esx_proto::models::LineMarket;

/// One market's figures for a row, from the service or from the local engine.
pub(super) struct Figures {
    pub(super) outcome: String,
    pub(super) source: String,
    pub(super) decimal: Option<f64>,
    /// The best price after its venue's fee.
    pub(super) net_decimal: Option<f64>,
    pub(super) consensus: Option<f64>,
    /// The probability the edge (and a stake) is measured against.
    pub(super) fair: Option<f64>,
    /// Gates the market fails, as stakes see them (`low_confidence` included).
    pub(super) gates: Vec<String>,
    pub(super) edge_pct: Option<f64>,
    pub(super) adjusted_edge_pct: Option<f64>,
    pub(super) confidence: Option<f64>,
    pub(super) source_count: Option<u64>,
    pub(super) disagreement: Option<f64>,
    pub(super) flags: Vec<&'static str>,
}

pub(super) fn service_figures(market: &LineMarket, fees: &FeeTable) -> Figures {
    let best = market.best_edge.as_ref();
    // The venue kind of the best price, from the source rows of the market.
    let kind = best.and_then(|b| {
        market
            .outcomes
            .iter()
            .flat_map(|o| &o.sources)
            .find(|s| s.source == b.source)
            .map(|s| {
                if s.kind == "prediction_market" {
                    SourceKind::PredictionMarket
                } else {
                    SourceKind::Sportsbook
                }
            })
    });
    let net_decimal = best.and_then(|b| {
        fees.net_decimal(&b.source, kind.unwrap_or(SourceKind::Sportsbook), b.decimal)
            .ok()
    });
    let outcome = best.map(|b| b.outcome.clone()).unwrap_or_default();
    let consensus = market
        .outcomes
        .iter()
        .find(|o| o.name == outcome)
        .map(|o| o.consensus_probability);
    let q = &market.quality;
    let gates = q.gates();
    let flags = [
        (q.surfaced, "top"),
        (q.suspect_edge, "suspect"),
        (q.low_confidence, "low-conf"),
        (q.unreliable, "unreliable"),
    ]
    .into_iter()
    .filter_map(|(on, label)| on.then_some(label))
    .collect();
    Figures {
        source: best.map(|b| b.source.clone()).unwrap_or_default(),
        decimal: best.map(|b| b.decimal),
        net_decimal,
        consensus,
        fair: consensus,
        gates,
        edge_pct: best.map(|b| b.edge_pct),
        adjusted_edge_pct: best.map(|b| b.adjusted_edge_pct),
        confidence: Some(market.consensus_confidence),
        source_count: Some(u64::from(q.source_count)),
        disagreement: Some(q.max_disagreement),
        outcome,
        flags,
    }
}

pub(super) fn local_figures(c: &MarketConsensus) -> Figures {
    let consensus = c
        .outcomes
        .iter()
        .find(|o| o.name == c.best_edge.outcome)
        .map(|o| o.consensus_probability);
    let flags = [
        (c.quality.surfaced, "top"),
        (c.quality.suspect_edge, "suspect"),
        (c.quality.low_confidence, "low-conf"),
        (c.quality.unreliable, "unreliable"),
    ]
    .into_iter()
    .filter_map(|(on, label)| on.then_some(label))
    .collect();
    let mut gates: Vec<String> = c
        .gates_failed
        .iter()
        .map(|g| g.as_str().to_string())
        .collect();
    if c.quality.low_confidence {
        gates.push("low_confidence".into());
    }
    Figures {
        outcome: c.best_edge.outcome.clone(),
        source: c.best_edge.source.clone(),
        decimal: Some(c.best_edge.decimal),
        net_decimal: Some(c.best_edge.net_decimal),
        consensus,
        fair: Some(c.best_edge.fair_probability),
        gates,
        edge_pct: Some(c.best_edge.edge_pct),
        adjusted_edge_pct: Some(c.best_edge.adjusted_edge_pct),
        confidence: Some(c.confidence),
        source_count: Some(c.source_count as u64),
        disagreement: Some(c.max_disagreement),
        flags,
    }
}
