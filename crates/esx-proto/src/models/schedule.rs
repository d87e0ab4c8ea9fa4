//! Models of matches, fixtures, players, media and live games.

use serde::{Deserialize, Serialize};

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
    /// Upstream's result fields (team1 is the home team): names, maps won, the
    /// winner's team id (finished series only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team1: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team2: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score1: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score2: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner_id: Option<String>,
    /// A match with no two teams (apex's lobbies, as the vendor lists them) is named by
    /// its title instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

/// The list envelope of matches (shape chosen by the simulator; the spec shows rows only,
/// so on input only `matches` is required and the rest default).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct MatchesResponse {
    #[serde(default)]
    pub source: String,
    #[serde(default)]
    pub sport: String,
    #[serde(default)]
    pub status: String,
    #[serde(default)]
    pub total: u64,
    #[serde(default)]
    pub returned: u64,
    #[serde(default)]
    pub offset: u64,
    #[serde(default)]
    pub limit: u64,
    #[serde(default)]
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

/// The list envelope of fixtures (shape chosen by the simulator; on input only
/// `fixtures` is required, as for matches).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct FixturesResponse {
    #[serde(default)]
    pub source: String,
    #[serde(default)]
    pub sport: String,
    #[serde(default)]
    pub status: Option<String>,
    #[serde(default)]
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
    /// In the spec's search row; upstream rows seen without it, so optional on input.
    #[serde(default)]
    pub first_name: String,
    #[serde(default)]
    pub last_name: String,
    pub team_id: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub canonical_player_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
}

/// The envelope of player search (shape chosen by the simulator; upstream sends
/// `total_players` instead of `query`/`total`, so on input only `players` is required).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct PlayerSearchResponse {
    #[serde(default)]
    pub source: String,
    #[serde(default)]
    pub sport: String,
    #[serde(default)]
    pub query: String,
    #[serde(default)]
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
    /// Team codes, where the service sends them (not in the spec's shape).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blue_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub red_code: Option<String>,
}

// ---------------------------------------------------------------- live frames, events, feed
//
// The spec shows no fields of live frames, live events or the feed's messages (§2 "Fields
// not shown", §6): these are the simulator's shapes (docs/live-feed.md). On input
// everything but the identifying fields is optional, so a message of another shape is
// still read for what it has; unknown fields are ignored.

/// One frame of a live game: the boxscore fields at one tick.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LiveFrame {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tick: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ts: Option<String>,
    /// Where the game stood at the tick (the boxscore's fields).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub map_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_phase: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_clock: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blue: Option<LiveSide>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub red: Option<LiveSide>,
}

/// `GET /v6/esports/{sport}/live/{game_id}/frames`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LiveFramesResponse {
    #[serde(default)]
    pub sport: String,
    #[serde(default)]
    pub game_id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_id: Option<String>,
    #[serde(default)]
    pub total: u64,
    pub frames: Vec<LiveFrame>,
}

/// One event of a live game (`/events` rows and the feed's `event` messages): the common
/// fields and, per `kind`, the ones that kind carries.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
pub struct LiveEvent {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tick: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ts: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<u64>,
    #[serde(default)]
    pub kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub killer: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub victim: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub assister: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blue_score: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub red_score: Option<u64>,
}

/// `GET /v6/esports/{sport}/live/{game_id}/events`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LiveEventsResponse {
    #[serde(default)]
    pub sport: String,
    #[serde(default)]
    pub game_id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_id: Option<String>,
    #[serde(default)]
    pub total: u64,
    pub events: Vec<LiveEvent>,
}

/// A game's identity in the feed (games lists, snapshots, updates).
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
pub struct LiveGameRef {
    pub game_id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blue_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub red_code: Option<String>,
}

/// A live WebSocket server message, read for routing: its `type` (`snapshot`, `update`,
/// `event`, `games_list`, `error`), the game it is about, the games it lists and an
/// error's `detail`. Boxscores and events are read separately where they are shown.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
pub struct LiveMessage {
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sport: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blue_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub red_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub games: Option<Vec<LiveGameRef>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
}

impl LiveMessage {
    /// The games this message lists (none when it lists none).
    #[must_use]
    pub fn games(&self) -> &[LiveGameRef] {
        self.games.as_deref().unwrap_or(&[])
    }

    /// The message's own game as a reference (updates carry the identity fields).
    #[must_use]
    pub fn game_ref(&self) -> Option<LiveGameRef> {
        Some(LiveGameRef {
            game_id: self.game_id.clone()?,
            match_id: self.match_id.clone(),
            blue_code: self.blue_code.clone(),
            red_code: self.red_code.clone(),
        })
    }
}

/// A game with its boxscore, as a snapshot lists it or an update carries it.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LiveGameBoxscore {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blue_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub red_code: Option<String>,
    pub boxscore: LiveBoxscore,
}

/// An `event` message's event.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LiveEventMessage {
    pub event: LiveEvent,
}
