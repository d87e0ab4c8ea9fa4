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
    pub book_id: i64,
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

// ---------------------------------------------------------------- matches, fixtures

/// A match row (`/matches` and its variants).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Match {
    pub source: String,
    pub kr_match_id: String,
    pub slug: String,
    pub sport: String,
    pub status: String,
    pub event_time: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub home_team: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub home_team_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub away_team: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub away_team_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best_of: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub home_score: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub away_score: Option<u32>,
}

/// The list envelope of matches (shape chosen by the simulator; the spec shows rows only).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct MatchesResponse {
    pub source: String,
    pub sport: String,
    pub status: String,
    pub total: u64,
    pub returned: u64,
    pub offset: u64,
    pub limit: u64,
    pub has_more: bool,
    pub matches: Vec<Match>,
}

/// A fixture row.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Fixture {
    pub fixture_id: String,
    pub kr_match_id: String,
    pub sport: String,
    pub discipline: String,
    pub status: String,
    pub slug: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event_time: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub home_team: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub away_team: Option<String>,
}

/// The list envelope of fixtures (shape chosen by the simulator).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct FixturesResponse {
    pub source: String,
    pub sport: String,
    pub status: Option<String>,
    pub total: u64,
    pub fixtures: Vec<Fixture>,
}

// ---------------------------------------------------------------- players, media

/// A player search row.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct PlayerRow {
    pub player_id: i64,
    pub nickname: String,
    pub slug: String,
    pub first_name: String,
    pub last_name: String,
    pub team_id: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub canonical_player_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
}

/// The envelope of player search (shape chosen by the simulator).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct PlayerSearchResponse {
    pub source: String,
    pub sport: String,
    pub query: String,
    pub total: u64,
    pub players: Vec<PlayerRow>,
}

/// `links` of a media player hit.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct PlayerImageLinks {
    pub player_image: String,
}

/// `links` of a media team hit.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct TeamLogoLinks {
    pub team_logo: String,
}

/// A media player hit.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct MediaPlayer {
    pub player_id: i64,
    pub nickname: String,
    pub slug: String,
    pub team_id: i64,
    pub links: PlayerImageLinks,
}

/// A media team hit.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct MediaTeam {
    pub team_id: i64,
    pub name: String,
    pub slug: String,
    pub links: TeamLogoLinks,
}

/// `GET /v6/esports/{sport}/media`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct MediaResponse {
    pub source: String,
    pub sport: String,
    pub players: Vec<MediaPlayer>,
    pub teams: Vec<MediaTeam>,
    pub total_players: u64,
    pub total_teams: u64,
}

// ---------------------------------------------------------------- live

/// One live game.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LiveGame {
    pub game_id: String,
    pub match_id: String,
    pub blue_code: String,
    pub red_code: String,
}

/// `GET /v6/esports/{sport}/live/games`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LiveGamesResponse {
    pub sport: String,
    pub total: u64,
    pub games: Vec<LiveGame>,
}

/// One side's score in a live boxscore.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LiveSide {
    pub map_score: i64,
    pub kills: i64,
}

/// One player in a live boxscore.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LivePlayer {
    pub nickname: String,
    pub side: String,
    pub kills: i64,
    pub deaths: i64,
    pub assists: i64,
    pub alive: bool,
}

/// The `boxscore` object of a live boxscore.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LiveBoxscore {
    pub map_name: String,
    pub round: i64,
    pub round_phase: String,
    pub round_clock: String,
    pub blue: LiveSide,
    pub red: LiveSide,
    pub players: Vec<LivePlayer>,
}

/// `GET /v6/esports/{sport}/live/{game_id}/boxscore`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LiveBoxscoreResponse {
    pub sport: String,
    pub game_id: String,
    pub boxscore: LiveBoxscore,
}

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

/// One entry of the research board's `markets` dropdown.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct ResearchMarket {
    pub slug: String,
    pub label: String,
    pub stat_type: String,
}

/// `GET /v6/esports/research/board` (envelope chosen by the simulator).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct ResearchBoard {
    pub source: String,
    pub sport: String,
    pub market_slug: String,
    pub markets: Vec<ResearchMarket>,
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

/// `GET /v7/{sport}/flow`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct FlowResponse {
    pub available: bool,
    pub sport: String,
    pub kind: String,
    pub total: u64,
    pub plays: Vec<FlowPlay>,
}

// ---------------------------------------------------------------- breakdown

/// One published page in the breakdown index.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct BreakdownPage {
    pub sport: String,
    pub kind: String,
    pub slug: String,
}

/// `GET /v7/{sport}/breakdown/index`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct BreakdownIndex {
    pub available: bool,
    pub sport: String,
    pub returned: u64,
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
