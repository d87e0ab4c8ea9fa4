//! Ranking across markets: the local `top_edges` list and each event's best edge.

use std::cmp::Ordering;

use serde::Serialize;

use super::consensus::MarketConsensus;

/// The event fields a `top_edges` row repeats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EventRef<'a> {
    /// Event id.
    pub event_id: &'a str,
    /// Home team name.
    pub home_team: &'a str,
    /// Away team name.
    pub away_team: &'a str,
}

/// A `top_edges[]` row, shaped like the service's (plus `map` and `line` to tell markets
/// of one event apart).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TopEdge {
    /// Event id.
    pub event_id: String,
    /// Home team.
    pub home_team: String,
    /// Away team.
    pub away_team: String,
    /// Market name.
    pub market: String,
    /// Map number (`map_winner`).
    pub map: Option<i64>,
    /// Line (`total_maps`, `map_handicap`).
    pub line: Option<f64>,
    /// Outcome of the best edge.
    pub outcome: String,
    /// Venue of the best edge.
    pub source: String,
    /// Raw edge, percent.
    pub edge_pct: f64,
    /// `edge_pct × confidence × liquidity_score`: the ranking key.
    pub adjusted_edge_pct: f64,
    /// Sources in the consensus.
    pub sources_used: Vec<String>,
}

/// Ranks surfaced markets (every gate passed, positive edge) into `top_edges` rows.
///
/// Order: `adjusted_edge_pct` desc (= confidence × liquidity × edge), then `edge_pct`
/// desc, `event_id`, `market`, `map`, `outcome` asc, so equal inputs always rank alike.
/// Markets that fail a gate are left out (they stay on their events).
pub fn rank_top_edges<'a, I>(markets: I) -> Vec<TopEdge>
where
    I: IntoIterator<Item = (EventRef<'a>, &'a MarketConsensus)>,
{
    let mut rows: Vec<TopEdge> = markets
        .into_iter()
        .filter(|(_, m)| m.surfaced())
        .map(|(e, m)| TopEdge {
            event_id: e.event_id.to_owned(),
            home_team: e.home_team.to_owned(),
            away_team: e.away_team.to_owned(),
            market: m.market.clone(),
            map: m.map,
            line: m.line,
            outcome: m.best_edge.outcome.clone(),
            source: m.best_edge.source.clone(),
            edge_pct: m.best_edge.edge_pct,
            adjusted_edge_pct: m.best_edge.adjusted_edge_pct,
            sources_used: m.sources_used.clone(),
        })
        .collect();
    rows.sort_by(|a, b| {
        b.adjusted_edge_pct
            .total_cmp(&a.adjusted_edge_pct)
            .then_with(|| b.edge_pct.total_cmp(&a.edge_pct))
            .then_with(|| a.event_id.cmp(&b.event_id))
            .then_with(|| a.market.cmp(&b.market))
            .then_with(|| a.map.cmp(&b.map))
            .then_with(|| a.outcome.cmp(&b.outcome))
    });
    rows
}

/// An event's `best_edge` (the service's event-level object).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EventBestEdge {
    /// Market name.
    pub market: String,
    /// Map number.
    pub map: Option<i64>,
    /// Line.
    pub line: Option<f64>,
    /// Outcome.
    pub outcome: String,
    /// Venue.
    pub source: String,
    /// Raw edge, percent.
    pub edge_pct: f64,
    /// Whether that market is surfaced.
    pub surfaced: bool,
}

/// The event's best edge: a surfaced market's best edge if any market is surfaced (the
/// highest `adjusted_edge_pct`), else the highest raw `edge_pct` over all its markets
/// (with `surfaced: false`). `None` for an event without markets. Ties keep the first.
#[must_use]
pub fn event_best_edge(markets: &[MarketConsensus]) -> Option<EventBestEdge> {
    let pick = |key: fn(&MarketConsensus) -> f64, only_surfaced: bool| {
        markets
            .iter()
            .filter(|m| !only_surfaced || m.surfaced())
            .fold(None::<&MarketConsensus>, |best, m| match best {
                Some(b) if key(m).total_cmp(&key(b)) != Ordering::Greater => Some(b),
                _ => Some(m),
            })
    };
    let m = pick(|m| m.best_edge.adjusted_edge_pct, true)
        .or_else(|| pick(|m| m.best_edge.edge_pct, false))?;
    Some(EventBestEdge {
        market: m.market.clone(),
        map: m.map,
        line: m.line,
        outcome: m.best_edge.outcome.clone(),
        source: m.best_edge.source.clone(),
        edge_pct: m.best_edge.edge_pct,
        surfaced: m.surfaced(),
    })
}
