//! Models of the consensus board (`/lines`).

use serde::{Deserialize, Serialize};

// ---------------------------------------------------------------- lines

/// `GET /v6/esports/{sport}/lines`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LinesResponse {
    pub source: String,
    pub sport: String,
    pub market: Option<String>,
    pub pm_weight: f64,
    pub books: Vec<String>,
    pub total_events: u64,
    pub total_top_edges: u64,
    pub events: Vec<LineEvent>,
    pub top_edges: Vec<TopEdge>,
    /// The real service's: whether matches already underway are in (the parameter).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub include_started: Option<bool>,
    /// The real service's: how `fair_probability` and `ev_pct` are made.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fair_rules: Option<FairRules>,
    /// The real service's: `false` with a `reason` on an empty result.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub available: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// `fair_rules`: the fair price is the median of the de-vigged prices of the books that
/// price both sides and sit inside the overround band; with fewer than `min_books` there
/// is none, and no EV. Fields beyond these pass through in `extra`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct FairRules {
    #[serde(default)]
    pub method: String,
    #[serde(default)]
    pub min_books: u32,
    /// Smallest and largest overround (sum of implied probabilities − 1) a book may have.
    #[serde(default)]
    pub overround_band: Vec<f64>,
    /// DFS pick'em multipliers never enter the fair price.
    #[serde(default)]
    pub dfs_in_fair: bool,
    #[serde(flatten)]
    pub extra: serde_json::Map<String, serde_json::Value>,
}

/// A DFS team pick on an outcome (`outcomes[].picks[]`): a payout multiplier, never odds.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct DfsPick {
    pub source: String,
    #[serde(rename = "type", default)]
    pub kind: String,
    pub payout_multiplier: f64,
    /// The multiplier in American format.
    #[serde(default)]
    pub american: Option<i64>,
    /// Against the fair probability, as a target only (percent).
    #[serde(default)]
    pub ev_pct: Option<f64>,
}

/// One event of the consensus board.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LineEvent {
    pub event_id: String,
    pub home_team: String,
    pub away_team: String,
    pub event_time: String,
    pub matchup_key: String,
    pub markets: Vec<LineMarket>,
    pub best_edge: Option<EventBestEdge>,
    /// Simulator extra: the match id (parlay tickets use it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kr_match_id: Option<String>,
    /// Simulator extra: team ids.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub home_team_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub away_team_id: Option<String>,
}

/// An event's single best edge.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct EventBestEdge {
    pub market: String,
    pub map: Option<u32>,
    pub line: Option<f64>,
    pub outcome: String,
    pub source: String,
    pub edge_pct: f64,
    pub surfaced: bool,
}

/// One market of an event.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LineMarket {
    pub market: String,
    pub map: Option<u32>,
    pub line: Option<f64>,
    pub consensus_confidence: f64,
    pub sources_used: Vec<String>,
    pub outcomes: Vec<LineOutcome>,
    pub best_edge: Option<MarketBestEdge>,
    pub quality: Quality,
    pub entity_match: String,
    /// Simulator extra: the `history/contract` key of this market's quote tapes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub market_key: Option<String>,
}

/// One outcome of a market.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LineOutcome {
    pub name: String,
    pub consensus_probability: f64,
    pub sources: Vec<SourceQuote>,
    pub best_price: Option<BestPrice>,
    /// Simulator extra: the team id the outcome names (team outcomes only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team_id: Option<String>,
    /// The real service's: the median de-vigged probability (see `fair_rules`); absent
    /// when fewer books qualify.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fair_probability: Option<f64>,
    /// The real service's: DFS team picks on this outcome (match winner only).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub picks: Vec<DfsPick>,
}

/// One venue's price for an outcome.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct SourceQuote {
    pub source: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub probability: Option<f64>,
    pub decimal: Option<f64>,
    pub american: Option<i64>,
    pub volume: Option<f64>,
    pub open_interest: Option<f64>,
    pub liquidity: Option<f64>,
    /// The real service's: fair probability × this decimal − 1, in percent (absent
    /// without a fair price).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ev_pct: Option<f64>,
}

/// The best price for an outcome.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct BestPrice {
    pub source: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub decimal: f64,
    pub probability: f64,
    pub edge_pct: f64,
}

/// A market's best edge.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct MarketBestEdge {
    pub source: String,
    pub outcome: String,
    pub decimal: f64,
    pub edge_pct: f64,
    pub adjusted_edge_pct: f64,
    pub liquidity_score: f64,
}

/// A market's quality verdict.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Quality {
    pub source_count: u32,
    pub max_disagreement: f64,
    pub unreliable: bool,
    pub low_confidence: bool,
    pub suspect_edge: bool,
    pub surfaced: bool,
    /// Simulator extra: names of the gates that failed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gates_failed: Option<Vec<String>>,
}

impl Quality {
    /// The gates the market's best edge failed: the simulator names them; from the
    /// service's flags otherwise (`unreliable`, `max_edge` for a suspect edge), and
    /// `low_confidence` from its flag either way. Empty: the edge passes every gate.
    #[must_use]
    pub fn gates(&self) -> Vec<String> {
        let mut gates: Vec<String> = self.gates_failed.clone().unwrap_or_else(|| {
            [
                (self.unreliable, "unreliable"),
                (self.suspect_edge, "max_edge"),
            ]
            .into_iter()
            .filter(|(on, _)| *on)
            .map(|(_, g)| g.to_string())
            .collect()
        });
        if self.low_confidence && !gates.iter().any(|g| g == "low_confidence") {
            gates.push("low_confidence".into());
        }
        gates
    }
}

/// One row of `top_edges`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct TopEdge {
    pub event_id: String,
    pub home_team: String,
    pub away_team: String,
    pub market: String,
    pub outcome: String,
    pub source: String,
    pub edge_pct: f64,
    pub adjusted_edge_pct: f64,
    pub sources_used: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub map: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<f64>,
}
