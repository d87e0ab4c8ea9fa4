//! The quote tape of `/v6/esports/history/contract` as the simulator serves it. The
//! interface does not show this shape, so every field is optional and a client reads it
//! leniently (an answer that does not fit is shown as served).

use serde::{Deserialize, Serialize};

/// A mainline market's tape (selected by `market_key`) or a prop's (by `prop_id`).
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
pub struct HistoryResponse {
    #[serde(default)]
    pub market_key: Option<String>,
    #[serde(default)]
    pub market: Option<String>,
    #[serde(default)]
    pub map: Option<i64>,
    #[serde(default)]
    pub line: Option<f64>,
    /// The market's outcomes, index for index with each point's prices.
    #[serde(default)]
    pub outcomes: Vec<String>,
    /// One tape per source (market keys).
    #[serde(default)]
    pub tapes: Vec<HistoryTape>,
    /// A prop's points (prop ids).
    #[serde(default)]
    pub prop_id: Option<String>,
    #[serde(default)]
    pub book: Option<String>,
    #[serde(default)]
    pub player_name: Option<String>,
    #[serde(default)]
    pub stat_type: Option<String>,
    #[serde(default)]
    pub points: Vec<PropHistoryPoint>,
}

/// One source's quotes on a market over time.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
pub struct HistoryTape {
    pub source: String,
    #[serde(default, rename = "type")]
    pub kind: Option<String>,
    #[serde(default)]
    pub points: Vec<HistoryPoint>,
}

/// A source's prices at one instant, one per outcome.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
pub struct HistoryPoint {
    pub ts: String,
    #[serde(default)]
    pub probability: Vec<Option<f64>>,
    #[serde(default)]
    pub american: Option<Vec<Option<f64>>>,
    #[serde(default)]
    pub volume: Option<f64>,
}

/// A prop's line and prices at one instant.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
pub struct PropHistoryPoint {
    pub ts: String,
    #[serde(default)]
    pub line: Option<f64>,
    #[serde(default)]
    pub over_odds: Option<f64>,
    #[serde(default)]
    pub under_odds: Option<f64>,
}
