//! The world's records: teams, players, matches and their maps, props, mainline quotes,
//! a sport's generated data and the world that holds them, and the date formats they use.
//! Shared by every `data` module (the generators read and fill them; none defines them).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use esx_proto::models::GapRow;

use super::sports::{SportInfo, Stat};

/// Host of the synthetic image links (the spec's `{image_host}`).
pub(crate) const IMAGE_HOST: &str = "https://img.esx-sim.invalid";
/// Host of the synthetic stream links.
pub(crate) const STREAM_HOST: &str = "https://streams.esx-sim.invalid";
/// Prefix of every service identifier.
pub(crate) const PFX: &str = "kr";
/// The `source` string responses carry.
pub(crate) const SOURCE: &str = "esx-sim";

/// What the showcase plants on one series (`showcase.rs` decides and applies it).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Plant {
    /// A stale longshot price worth a top edge.
    pub edge: bool,
    /// A map-winner arbitrage.
    pub arb: bool,
    /// One of the epoch's own series: its natural prices at the epoch's hour.
    pub epoch: bool,
}

/// A team.
#[derive(Debug, Clone)]
pub struct Team {
    pub id: String,
    pub num_id: i64,
    pub name: String,
    pub slug: String,
    pub code: String,
    /// Elo-style rating; map win probability `1 / (1 + 10^((r_b - r_a)/400))`.
    pub rating: f64,
    pub players: [usize; 5],
}

/// A player.
#[derive(Debug, Clone)]
pub struct Player {
    pub id: String,
    pub num_id: i64,
    pub nickname: String,
    pub slug: String,
    pub first_name: String,
    pub last_name: String,
    pub team: usize,
    /// Roster slot (index into the sport's roles).
    pub slot: usize,
    /// Skill multiplier on output (around 1).
    pub skill: f64,
}

/// Lifecycle of a match relative to the clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Upcoming,
    Live,
    Finished,
}

/// One player's line on one map. `None` = the input was not recorded for that map.
#[derive(Debug, Clone)]
pub struct PlayerMap {
    pub player: usize,
    pub kills: u32,
    pub deaths: u32,
    pub assists: u32,
    pub headshots: Option<u32>,
    pub first_kills: Option<u32>,
    pub last_hits: Option<u32>,
}

impl PlayerMap {
    /// The value of a stat, if recorded.
    #[must_use]
    pub fn get(&self, stat: Stat) -> Option<u32> {
        match stat {
            Stat::Kills => Some(self.kills),
            Stat::Deaths => Some(self.deaths),
            Stat::Assists => Some(self.assists),
            Stat::Headshots => self.headshots,
            Stat::FirstKills => self.first_kills,
            Stat::LastHits => self.last_hits,
        }
    }
}

/// One played map.
#[derive(Debug, Clone)]
pub struct MapResult {
    pub number: u8,
    pub name: &'static str,
    pub home_won: bool,
    pub rounds: u16,
    /// Unix seconds when the map ended.
    pub ended: i64,
    /// Ten rows: home roster then away roster.
    pub stats: Vec<PlayerMap>,
}

/// A series.
#[derive(Debug, Clone)]
pub struct Match {
    pub id: String,
    pub slug: String,
    pub event_id: String,
    pub fixture_id: String,
    pub home: usize,
    pub away: usize,
    /// Unix seconds.
    pub start: i64,
    pub best_of: u8,
    pub status: Status,
    pub tournament: &'static str,
    pub maps: Vec<MapResult>,
    /// Listed before its start with a pre-match board (a slate series); the in-play
    /// track's series are listed from their start only.
    pub board: bool,
    /// What the showcase plants on this series' board (`showcase.rs`).
    pub plant: Plant,
}

impl Match {
    /// Maps won by (home, away).
    #[must_use]
    pub fn score(&self) -> (u32, u32) {
        let h = self.maps.iter().filter(|m| m.home_won).count() as u32;
        (h, self.maps.len() as u32 - h)
    }
}

/// One venue's line for one player, stat and event.
#[derive(Debug, Clone)]
pub struct PropLine {
    pub venue: usize,
    pub player: usize,
    pub match_idx: usize,
    /// Index into the sport's `markets`.
    pub market: usize,
    pub line: f64,
    pub prop_id: String,
    /// Sportsbook: American odds for (over, under).
    pub odds: Option<(i64, i64)>,
}

/// Kinds of team mainlines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MainKind {
    MatchWinner,
    MapWinner(u8),
    TotalMaps,
    MapHandicap,
}

impl MainKind {
    /// The `market` string.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Self::MatchWinner => "match_winner",
            Self::MapWinner(_) => "map_winner",
            Self::TotalMaps => "total_maps",
            Self::MapHandicap => "map_handicap",
        }
    }

    /// The map number (map winner only).
    #[must_use]
    pub fn map(self) -> Option<u32> {
        match self {
            Self::MapWinner(n) => Some(u32::from(n)),
            _ => None,
        }
    }
}

/// One venue's current two-way price on a mainline.
#[derive(Debug, Clone)]
pub struct MainQuote {
    pub venue: usize,
    /// Sportsbook: American odds per outcome. Prediction market: unused (0).
    pub american: [i64; 2],
    /// Prediction market: price (probability) per outcome. Sportsbook: unused (0).
    pub probability: [f64; 2],
    pub volume: Option<f64>,
    pub open_interest: Option<f64>,
    pub liquidity: Option<f64>,
}

/// One mainline market of one match, with every venue quoting the same line.
#[derive(Debug, Clone)]
pub struct MainMarket {
    pub match_idx: usize,
    pub kind: MainKind,
    pub line: Option<f64>,
    /// Outcome names: team names, or `Over`/`Under`.
    pub outcomes: [String; 2],
    /// The team index each outcome names, if any.
    pub teams: [Option<usize>; 2],
    /// The generator's true probability of outcome 0.
    pub true_p: f64,
    pub quotes: Vec<MainQuote>,
    /// `<kr_match_id>:<market>[:<map>][:<line>]`, the `history/contract` key.
    pub key: String,
    /// The same with the date-free event id in place of the match id (whose slug carries
    /// the date): what random streams are keyed by, so one seed prices the board the same
    /// relative to its clock on any day.
    pub seed_key: String,
    /// Carries the showcase's plant at this clock (`showcase.rs`).
    pub planted: bool,
}

/// Everything generated for one sport.
#[derive(Debug)]
pub struct SportData {
    pub idx: usize,
    pub info: &'static SportInfo,
    /// The clock the data was generated at (unix seconds): a series' time to start is
    /// `start - now`.
    pub now: i64,
    pub teams: Vec<Team>,
    pub players: Vec<Player>,
    /// Sorted by start time ascending.
    pub matches: Vec<Match>,
    pub props: Vec<PropLine>,
    pub mains: Vec<MainMarket>,
    /// Computed gaps per `min_gap` (as bits): the data never changes, so a gaps export
    /// paging through `--scale` boards computes the groups once.
    pub gaps_cache: Mutex<HashMap<u64, Arc<Vec<GapRow>>>>,
    /// `/results`' rows (every grade), built on first use: a grader pages through all of
    /// them, and each page would otherwise draw the season again.
    pub results_cache: OnceLock<Vec<serde_json::Value>>,
    /// The sharp venue of this world, if any (its index in `VENUES`).
    pub(crate) sharp: Option<Sharp>,
}

/// A venue whose price noise is multiplied by `sharpness` (`esx sim history
/// --sharp-venue`): nearer the truth by construction.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Sharp {
    /// Index of the venue in `VENUES`.
    pub venue: usize,
    pub sharpness: f64,
}

/// The world: seed, clock, scale and the lazily generated sports.
#[derive(Debug)]
pub struct World {
    pub seed: u64,
    /// Unix seconds of the pinned (or start-up) clock.
    pub now: i64,
    pub scale: u32,
    /// The sharp venue, if any (none: every price as it always was).
    pub(crate) sharp: Option<Sharp>,
    pub(super) sports: [OnceLock<SportData>; 8],
}

impl SportData {
    /// Index of a team by id, numeric id, slug or (case-insensitive) name.
    #[must_use]
    pub fn find_team(&self, q: &str) -> Option<usize> {
        let q = q.trim();
        self.teams.iter().position(|t| {
            t.id == q
                || t.slug.eq_ignore_ascii_case(q)
                || t.name.eq_ignore_ascii_case(q)
                || t.num_id.to_string() == q
        })
    }

    /// Index of a player by canonical id, numeric id, slug or nickname.
    #[must_use]
    pub fn find_player(&self, q: &str) -> Option<usize> {
        let q = q.trim();
        self.players.iter().position(|p| {
            p.id == q
                || p.slug.eq_ignore_ascii_case(q)
                || p.nickname.eq_ignore_ascii_case(q)
                || p.num_id.to_string() == q
        })
    }

    /// Role name of a player.
    #[must_use]
    pub fn role(&self, player: usize) -> &'static str {
        self.players
            .get(player)
            .map_or("", |p| self.info.roles[p.slot])
    }

    /// Link to a player's image on the image host.
    #[must_use]
    pub fn player_image(&self, player: usize) -> String {
        let slug = self
            .players
            .get(player)
            .map_or("unknown", |p| p.slug.as_str());
        format!("{IMAGE_HOST}/{}/players/{slug}.png", self.info.slug)
    }

    /// Link to a team's logo on the image host.
    #[must_use]
    pub fn team_logo(&self, team: usize) -> String {
        let slug = self.teams.get(team).map_or("unknown", |t| t.slug.as_str());
        format!("{IMAGE_HOST}/{}/teams/{slug}.png", self.info.slug)
    }
}

/// Formats unix seconds as ISO 8601 UTC with milliseconds (`2026-01-02T03:04:05.000Z`).
#[must_use]
pub fn iso(secs: i64) -> String {
    jiff::Timestamp::from_second(secs).map_or_else(
        |_| String::from("1970-01-01T00:00:00.000Z"),
        |t| format!("{t:.3}"),
    )
}

/// Formats unix seconds as a display date (`Sat Nov 21 14:05`), used by research slips.
#[must_use]
pub(crate) fn display_date(secs: i64) -> String {
    jiff::Timestamp::from_second(secs).map_or_else(
        |_| String::new(),
        |t| {
            t.to_zoned(jiff::tz::TimeZone::UTC)
                .strftime("%a %b %d %H:%M")
                .to_string()
        },
    )
}

/// The UTC calendar date of unix seconds (`2026-11-21`).
#[must_use]
pub(crate) fn date(secs: i64) -> String {
    jiff::Timestamp::from_second(secs).map_or_else(
        |_| String::new(),
        |t| {
            t.to_zoned(jiff::tz::TimeZone::UTC)
                .strftime("%Y-%m-%d")
                .to_string()
        },
    )
}
