//! Serde models for every response shape the service interface shows.
//!
//! Field order follows the spec's field tables (JSON output keeps it, via `serde_json`'s
//! `preserve_order`). Fields the spec marks nullable are `Option`. Fields the spec does not
//! show but the simulator adds (documented in `docs/simulator.md`) come after the
//! documented ones, are optional on input and are skipped when absent, so a real service
//! response without them still deserializes. The simulator serializes through these types,
//! so the client and the simulator cannot drift apart.

use serde::{Deserialize, Serialize};
use serde_json::Value;

mod beyond;
mod gaps;
mod history;
mod lines;
mod markets;
mod schedule;
mod tables;

pub use beyond::*;
pub use gaps::*;
pub use history::*;
pub use lines::*;
pub use markets::*;
pub use schedule::*;
pub use tables::*;

// ---------------------------------------------------------------- errors

/// v6 error body: `{"detail": ...}` (`detail` may be any JSON value upstream).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct ErrorDetail {
    pub detail: Value,
    /// Rate-limit fields (429 only).
    #[serde(flatten, default, skip_serializing_if = "Option::is_none")]
    pub rate_limit: Option<RateLimitInfo>,
}

/// The fields a 429 body carries besides its message (flat on v6, inside `error` on v7).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct RateLimitInfo {
    pub limit_type: String,
    pub limit: u32,
    pub remaining: u32,
    pub resets_at: String,
    pub resets_in_seconds: u64,
    pub upgrade_url: String,
}

/// v7 error body: `{"error": {"code", "message"}}`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct ErrorEnvelope {
    pub error: ErrorBody,
}

/// The inner object of a v7 error.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct ErrorBody {
    pub code: String,
    pub message: String,
    #[serde(flatten, default, skip_serializing_if = "Option::is_none")]
    pub rate_limit: Option<RateLimitInfo>,
}

// ---------------------------------------------------------------- books

/// `GET /v6/books`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct BooksResponse {
    pub source: String,
    pub total_books: u64,
    pub books: Vec<Book>,
}

/// One venue of the book registry.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Book {
    /// An integer id of any width, kept as served (`serde_json`'s arbitrary precision): a
    /// service may mint ids past 64 bits, and esx only passes them through.
    pub book_id: serde_json::Number,
    pub key: String,
    pub display_name: String,
    /// Simulator extra: `dfs`, `sportsbook` or `prediction_market`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
}

// ---------------------------------------------------------------- props

/// Image links carried by board rows.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct PropLinks {
    pub player_image: String,
    pub team_logo: String,
    pub opponent_logo: String,
}

/// `GET /v6/esports/{sport}/props`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct PropsResponse {
    pub source: String,
    pub sport: String,
    pub total: u64,
    pub props: Vec<PropRow>,
}

/// One prop row of the board.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct PropRow {
    #[serde(rename = "propId")]
    pub prop_id: String,
    #[serde(rename = "eventId")]
    pub event_id: String,
    #[serde(rename = "offerId")]
    pub offer_id: String,
    pub book_name: String,
    pub player_name: String,
    pub stat_type: String,
    pub line: f64,
    pub direction: String,
    pub team: String,
    pub opponent: String,
    pub event_time: String,
    pub links: PropLinks,
    /// Simulator extra: the lower-case venue key.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sportsbook_name: Option<String>,
    /// Simulator extra: canonical player id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub canonical_player_id: Option<String>,
    /// Simulator extra: numeric player id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player_id: Option<i64>,
    /// Simulator extra: American odds (sportsbook rows only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<i64>,
}

/// `GET /v6/esports/{sport}/player-props`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct PlayerPropsResponse {
    pub source: String,
    pub sport: String,
    pub board: String,
    pub total_groups: u64,
    pub total: u64,
    pub groups: Vec<PlayerPropGroup>,
    /// The flat rows. A paged answer (`limit` given, or a service that pages unasked)
    /// carries only the page's `groups` unless asked for `view=rows|both`: absent, empty.
    #[serde(default)]
    pub props: Vec<PropRow>,
    /// With `include_event_lines=true`: the team mainlines of the groups' events.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event_lines: Option<Vec<LineEvent>>,
}

/// One player × stat × event group.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct PlayerPropGroup {
    pub player_name: String,
    pub player_id: i64,
    pub canonical_player_id: String,
    pub stat_type: String,
    pub event_id: String,
    pub team: String,
    pub opponent: String,
    pub event_time: String,
    pub dfs: Vec<PropEntry>,
    pub main: Vec<PropEntry>,
}

/// One venue's line inside a group (`main[]` entries carry `odds`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct PropEntry {
    pub book_name: String,
    pub sportsbook_name: String,
    pub line: f64,
    pub direction: String,
    pub stat_type: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<i64>,
}
