//! Models of research slips, gaps, parlays and flow.

use serde::{Deserialize, Serialize};
use serde_json::Value;

// ---------------------------------------------------------------- research

/// A line on the board, in a research slip.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct OnTheBoard {
    pub book: String,
    pub side: String,
    pub line: String,
    pub opponent: String,
    pub when: String,
    pub source: String,
}

/// One past series, in a research slip.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct SeriesRow {
    pub when: String,
    pub opponent: String,
    pub team: String,
    pub stat: i64,
    pub maps: String,
    pub coverage: String,
}

/// One settled line, in a research slip.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct SettledRow {
    pub when: String,
    pub book: String,
    pub side: String,
    pub line: String,
    pub actual: String,
    pub result: String,
    pub opponent: String,
}

/// `GET /v6/esports/research/player`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct ResearchSlip {
    pub player: String,
    pub sport: String,
    pub market: String,
    pub market_slug: String,
    pub on_the_board: Vec<OnTheBoard>,
    pub series: Vec<SeriesRow>,
    pub settled: Vec<SettledRow>,
}

/// One entry of the research board's `markets` dropdown (the spec shows only that the
/// list exists: on input only `slug` is required).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct ResearchMarket {
    pub slug: String,
    #[serde(default)]
    pub label: String,
    #[serde(default)]
    pub stat_type: String,
}

/// `GET /v6/esports/research/board` (envelope chosen by the simulator; the spec shows
/// the `markets` list and that the answer holds research slips, so on input `markets` and
/// `slips` are required and the rest default).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct ResearchBoard {
    #[serde(default)]
    pub source: String,
    #[serde(default)]
    pub sport: String,
    #[serde(default)]
    pub market_slug: String,
    pub markets: Vec<ResearchMarket>,
    #[serde(default)]
    pub total: u64,
    pub slips: Vec<ResearchSlip>,
}

// ---------------------------------------------------------------- gaps

/// One venue inside a gap row.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct GapBook {
    pub book: String,
    pub line: f64,
    #[serde(rename = "propId")]
    pub prop_id: String,
    pub direction: String,
}

/// One gap row.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct GapRow {
    pub gap_id: String,
    pub player_id: String,
    pub player_name: String,
    pub team: String,
    pub opponent: String,
    pub event_id: String,
    pub event_time: String,
    pub stat_type: String,
    pub market: String,
    pub line: f64,
    pub line_min: f64,
    pub line_max: f64,
    pub line_gap: f64,
    pub book_count: u64,
    pub books: Vec<GapBook>,
}

/// `GET /v6/esports/{sport}/gaps`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct GapsResponse {
    pub source: String,
    pub sport: String,
    pub min_gap: f64,
    pub total: u64,
    pub returned: u64,
    pub offset: u64,
    pub limit: u64,
    pub has_more: bool,
    pub gaps: Vec<GapRow>,
}

// ---------------------------------------------------------------- parlays

/// One leg of a parlay.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct ParlayLeg {
    pub kr_match_id: String,
    pub market: String,
    pub selection: String,
    pub name: String,
    pub decimal: f64,
    pub american: i64,
    pub fair_probability: f64,
    pub ev_pct: f64,
    pub placeable: bool,
    pub placeable_basis: String,
    pub fair_books: Vec<String>,
    pub fair_excludes_leg_book: bool,
    /// esx extra (local pricing): the leg's price after its book's fee.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub net_decimal: Option<f64>,
}

/// One parlay.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Parlay {
    pub legs: Vec<ParlayLeg>,
    pub decimal: f64,
    pub american: i64,
    pub fair_probability: f64,
    pub ev_pct: f64,
    pub price_source: String,
    /// esx extra (local pricing): the ticket's price after fees.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub net_decimal: Option<f64>,
    /// esx extra: legs share an event (accepted with `--allow-same-event`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub correlated: Option<bool>,
}

/// `GET /v7/{sport}/parlays`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct ParlaysResponse {
    pub available: bool,
    pub mode: String,
    pub book: String,
    pub market: String,
    pub size: Option<u32>,
    pub total: u64,
    pub parlays: Vec<Parlay>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

// ---------------------------------------------------------------- flow

/// One flow play.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct FlowPlay {
    pub play_id: String,
    pub kind: String,
    pub kr_match_id: String,
    pub match_slug: String,
    pub home_team: String,
    pub home_team_id: String,
    pub away_team: String,
    pub away_team_id: String,
    pub start_time: String,
    pub tournament_name: String,
    pub market: String,
    pub map: Option<u32>,
    pub selection: String,
    pub selection_team_id: Option<String>,
    pub opposite: String,
    pub opposite_team_id: Option<String>,
    pub best_american: i64,
    pub best_decimal: f64,
    pub best_source: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub steam_american_delta: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub steam_movement: Option<String>,
    /// The thresholds the play cleared (names chosen by the simulator; see docs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub thresholds: Option<Value>,
}

/// `GET /v7/{sport}/flow`. An `available: false` answer may carry only `available` and
/// `reason`, so the rest default on input.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct FlowResponse {
    pub available: bool,
    #[serde(default)]
    pub sport: String,
    #[serde(default)]
    pub kind: String,
    #[serde(default)]
    pub total: u64,
    #[serde(default)]
    pub plays: Vec<FlowPlay>,
    /// Why an `available: false` answer has no plays.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}
