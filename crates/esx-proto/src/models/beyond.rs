//! Models of the routes beyond the interface (issue 27): live odds and their history, a
//! match's line history, match search and a team's matches, match intel (prep, veto,
//! player board, tournament maps), full player stats, board tapes, combos, live coverage.
//!
//! The interface shows none of these shapes: they follow the real service as its vendor's
//! agent server reads them (spec/upstream-notes.md). Every struct keeps the fields esx
//! reads typed and passes the rest through in `extra`, so a field the service adds
//! survives a round trip through `--json`.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::Match;

/// Fields beyond the typed ones, kept as served.
pub type Extra = Map<String, Value>;

// ---------------------------------------------------------------- prices

/// One outcome's price at one book: American odds (sportsbooks) and the implied
/// probability (for a prediction market, its price).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct OutcomePrice {
    pub outcome: String,
    #[serde(default)]
    pub american: Option<i64>,
    #[serde(default)]
    pub decimal: Option<f64>,
    #[serde(default)]
    pub probability: Option<f64>,
}

/// One observation of a book's two-way price.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct PriceTick {
    pub observed_at: String,
    #[serde(default)]
    pub is_live: bool,
    pub prices: Vec<OutcomePrice>,
}

/// One book on one market: its current price (live odds) or open, close and tape (line
/// history).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct MarketBook {
    pub book: String,
    #[serde(default)]
    pub kind: String,
    /// Live odds: the price now.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current: Option<PriceTick>,
    /// Line history: the first pre-match price.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub open: Option<PriceTick>,
    /// Line history: the last price at or before the start (`None` before any).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub close: Option<PriceTick>,
    /// The quote tape, oldest first.
    #[serde(default)]
    pub ticks: Vec<PriceTick>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// One market of a match (`match_winner`, `map_winner` with its map, `total_maps`,
/// `map_handicap` with the line).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct PricedMarket {
    pub market: String,
    #[serde(default)]
    pub map_number: Option<u32>,
    #[serde(default)]
    pub line: Option<f64>,
    #[serde(default)]
    pub outcomes: Vec<String>,
    pub books: Vec<MarketBook>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// One game of `GET /v6/esports/{sport}/live/odds`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LiveOddsGame {
    pub game_id: String,
    pub kr_match_id: String,
    #[serde(default)]
    pub slug: String,
    /// `live` or `prematch`.
    pub status: String,
    #[serde(default)]
    pub home_team: String,
    #[serde(default)]
    pub away_team: String,
    #[serde(default)]
    pub start_time: String,
    #[serde(default)]
    pub markets: u64,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `GET /v6/esports/{sport}/live/odds`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LiveOddsList {
    #[serde(default)]
    pub sport: String,
    #[serde(default)]
    pub status: String,
    pub total: u64,
    pub games: Vec<LiveOddsGame>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `GET /v6/esports/{sport}/live/{id}/odds`, `…/odds/history` and
/// `GET /v6/esports/{sport}/matches/{slug}/lines/history`: one match's markets.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct MatchPrices {
    #[serde(default)]
    pub sport: String,
    pub kr_match_id: String,
    #[serde(default)]
    pub slug: String,
    #[serde(default)]
    pub status: String,
    #[serde(default)]
    pub home_team: String,
    #[serde(default)]
    pub away_team: String,
    #[serde(default)]
    pub start_time: String,
    /// `BO3`-style series length (line history).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bo_label: Option<String>,
    #[serde(default = "yes")]
    pub available: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    pub markets: Vec<PricedMarket>,
    #[serde(flatten)]
    pub extra: Extra,
}

fn yes() -> bool {
    true
}

// ---------------------------------------------------------------- matches, teams

/// `GET /v6/esports/{sport}/matches/search`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct MatchSearch {
    #[serde(default)]
    pub total: u64,
    pub matches: Vec<Match>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `GET /v6/esports/{sport}/teams/{team}/matches`: finished series, newest first, paged.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct TeamMatches {
    #[serde(default)]
    pub team: String,
    pub total: u64,
    #[serde(default)]
    pub offset: u64,
    #[serde(default)]
    pub limit: u64,
    #[serde(default)]
    pub has_more: bool,
    pub matches: Vec<Match>,
    #[serde(flatten)]
    pub extra: Extra,
}

// ---------------------------------------------------------------- match intel

/// One map of a team's pool on the prep board.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct PoolMap {
    pub map: String,
    pub played: u64,
    pub won: u64,
    #[serde(default)]
    pub win_rate: Option<f64>,
}

/// One team of the prep board.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct PrepTeam {
    pub team: String,
    #[serde(default)]
    pub team_id: String,
    /// The last five results, newest first (`W`/`L`).
    #[serde(default)]
    pub form: String,
    #[serde(default)]
    pub series_played: u64,
    #[serde(default)]
    pub series_win_rate: Option<f64>,
    #[serde(default)]
    pub map_pool: Vec<PoolMap>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `GET /v6/esports/{sport}/matches/{slug}/prep`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct MatchPrep {
    pub kr_match_id: String,
    #[serde(default)]
    pub slug: String,
    pub teams: Vec<PrepTeam>,
    #[serde(default)]
    pub insights: Vec<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// One step of a map veto.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct VetoStep {
    pub order: u32,
    /// The acting team (`None` for the decider).
    #[serde(default)]
    pub team: Option<String>,
    /// `ban`, `pick` or `decider`.
    pub action: String,
    pub map: String,
}

/// `GET /v6/esports/{sport}/matches/{slug}/veto`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct MatchVeto {
    pub kr_match_id: String,
    #[serde(default)]
    pub slug: String,
    pub veto_complete: bool,
    pub available: bool,
    #[serde(default)]
    pub reason: Option<String>,
    pub steps: Vec<VetoStep>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// A favourite weapon (CS2) or agent (Valorant) with the kills made with it.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Favourite {
    pub name: String,
    pub kills: u64,
}

/// One player of the player board.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct BoardPlayer {
    pub nickname: String,
    #[serde(default)]
    pub kr_player_id: String,
    #[serde(default)]
    pub role: String,
    pub maps: u64,
    #[serde(default)]
    pub kills_per_map: Option<f64>,
    #[serde(default)]
    pub deaths_per_map: Option<f64>,
    /// CS2: the top three weapons by kills.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub favourite_weapons: Vec<Favourite>,
    /// Valorant: the top three agents by kills.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub agents: Vec<Favourite>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// One team of the player board.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct BoardTeam {
    pub team: String,
    pub players: Vec<BoardPlayer>,
}

/// `GET /v6/esports/{sport}/matches/{slug}/player-board`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct PlayerBoard {
    pub kr_match_id: String,
    #[serde(default)]
    pub slug: String,
    #[serde(default)]
    pub timeframe: String,
    pub teams: Vec<BoardTeam>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// One map of a tournament's pool.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct TournamentMap {
    pub map: String,
    pub picks: u64,
    pub bans: u64,
    pub played: u64,
    #[serde(default)]
    pub t_win_rate: Option<f64>,
    #[serde(default)]
    pub ct_win_rate: Option<f64>,
}

/// `GET /v6/esports/cs2/matches/{slug}/tournament-maps`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct TournamentMaps {
    pub kr_match_id: String,
    #[serde(default)]
    pub tournament: String,
    pub maps: Vec<TournamentMap>,
    #[serde(flatten)]
    pub extra: Extra,
}

// ---------------------------------------------------------------- players, research

/// One period of full player stats.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct StatsPeriod {
    pub period: String,
    pub maps: u64,
    #[serde(default)]
    pub kills_per_map: Option<f64>,
    #[serde(default)]
    pub deaths_per_map: Option<f64>,
    #[serde(default)]
    pub assists_per_map: Option<f64>,
    #[serde(default)]
    pub kd_ratio: Option<f64>,
    #[serde(default)]
    pub map_win_rate: Option<f64>,
}

/// One recent map of full player stats.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct RecentMap {
    pub kr_match_id: String,
    pub map_number: u32,
    pub map_name: String,
    pub date: String,
    pub opponent: String,
    pub won: bool,
    pub kills: u64,
    pub deaths: u64,
    pub assists: u64,
}

/// A player a nickname could mean.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct PlayerCandidate {
    pub kr_player_id: String,
    pub nickname: String,
    #[serde(default)]
    pub team: String,
}

/// `GET /v6/esports/{sport}/players/{p}/stats/full`: period stats, a foundation block
/// and recent maps; for an ambiguous nickname, `candidates` and nothing else.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct PlayerStatsFull {
    #[serde(default)]
    pub kr_player_id: Option<String>,
    #[serde(default)]
    pub nickname: Option<String>,
    #[serde(default)]
    pub team: Option<String>,
    #[serde(default)]
    pub periods: Vec<StatsPeriod>,
    #[serde(default)]
    pub recent_maps: Vec<RecentMap>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub candidates: Vec<PlayerCandidate>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `GET /v6/esports/research/board-tapes`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct BoardTapes {
    #[serde(default)]
    pub sport: String,
    pub count: u64,
    pub tapes: Vec<Value>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `GET /v6/esports/{sport}/players/combo/{kr_cb_*}`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct ComboStats {
    pub combo_id: String,
    pub members: Vec<String>,
    pub stat: String,
    pub scope: String,
    pub total: u64,
    pub rows: Vec<Value>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `GET /v6/esports/cs2/live/coverage`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LiveCoverage {
    pub days: u32,
    pub total_matches: u64,
    pub with_live_stats: u64,
    #[serde(default)]
    pub share: Option<f64>,
    #[serde(default)]
    pub tournaments: Vec<Value>,
    #[serde(flatten)]
    pub extra: Extra,
}
