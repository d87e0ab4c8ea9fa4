//! Models of breakdown pages and defense-vs-role tables.

use serde::{Deserialize, Serialize};
use serde_json::Value;

// ---------------------------------------------------------------- breakdown

/// One published page in the breakdown index.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct BreakdownPage {
    pub sport: String,
    pub kind: String,
    pub slug: String,
}

/// `GET /v7/{sport}/breakdown/index`. An `available: false` answer may carry only
/// `available` and `reason` (read through [`Availability`]), so the rest default on input.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct BreakdownIndex {
    pub available: bool,
    #[serde(default)]
    pub sport: String,
    #[serde(default)]
    pub returned: u64,
    #[serde(default)]
    pub pages: Vec<BreakdownPage>,
}

/// A published page that does not exist: `available: false, reason: page_not_published`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Unavailable {
    pub available: bool,
    pub reason: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sport: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slug: Option<String>,
}

/// The `available`/`reason` pair any answer may carry, read from answers whose other
/// fields esx does not model (spec "not shown" shapes); every field optional, any JSON
/// value accepted for the texts (they are only shown).
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
pub struct Availability {
    #[serde(default)]
    pub available: Option<bool>,
    #[serde(default)]
    pub reason: Option<Value>,
    #[serde(default)]
    pub detail: Option<Value>,
    #[serde(default)]
    pub message: Option<Value>,
}

// ---------------------------------------------------------------- defense vs role

/// One stat of one role in a defense-vs-role table.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct DvrStat {
    pub stat: String,
    pub n: u64,
    /// Null when no player-map had the stat.
    pub allowed: Option<f64>,
    pub league_avg: Option<f64>,
    pub vs_league: Option<f64>,
    pub rank: Option<u32>,
}

/// One role of a defense-vs-role table.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct DvrRole {
    pub role: String,
    pub stats: Vec<DvrStat>,
}

/// One team's defense-vs-role table in one window.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct DvrTeam {
    pub team_id: String,
    pub team: String,
    pub slug: String,
    pub window: String,
    pub maps: u64,
    pub available: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    pub roles: Vec<DvrRole>,
}

/// `GET /v6/esports/{sport}/defense-vs-role` (envelope chosen by the simulator).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct DvrLeagueResponse {
    pub source: String,
    pub sport: String,
    pub window: String,
    pub history_days: Option<u32>,
    pub total_teams: u64,
    pub teams: Vec<DvrTeam>,
}

/// `GET /v6/esports/{sport}/teams/{team}/defense-vs-role`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct DvrTeamResponse {
    pub source: String,
    pub sport: String,
    pub window: String,
    pub history_days: Option<u32>,
    pub team: DvrTeam,
}
