//! Static facts per sport and per venue: slugs, roles, maps, stat types, venue keys.

// The sport lists are the protocol's (listed once, in esx-proto).
pub(crate) use esx_proto::sports::{ALL_SPORTS as SPORTS, BOARD_SPORTS, LINES_SPORTS, LIVE_SPORTS};

/// A per-player, per-map statistic.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stat {
    Kills,
    Deaths,
    Assists,
    Headshots,
    FirstKills,
    LastHits,
}

impl Stat {
    /// Upper-case token used in `stat_type` (`KILLS`, `FIRST_KILLS`, ...).
    #[must_use]
    pub fn token(self) -> &'static str {
        match self {
            Self::Kills => "KILLS",
            Self::Deaths => "DEATHS",
            Self::Assists => "ASSISTS",
            Self::Headshots => "HEADSHOTS",
            Self::FirstKills => "FIRST_KILLS",
            Self::LastHits => "LAST_HITS",
        }
    }

    /// Human label (`Kills`, `First Kills`).
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Self::Kills => "Kills",
            Self::Deaths => "Deaths",
            Self::Assists => "Assists",
            Self::Headshots => "Headshots",
            Self::FirstKills => "First Kills",
            Self::LastHits => "Last Hits",
        }
    }

    /// Parses the lower-case token (`first_kills`).
    #[must_use]
    pub fn parse(s: &str) -> Option<Self> {
        [
            Self::Kills,
            Self::Deaths,
            Self::Assists,
            Self::Headshots,
            Self::FirstKills,
            Self::LastHits,
        ]
        .into_iter()
        .find(|k| k.token().eq_ignore_ascii_case(s))
    }
}

/// Which maps of a series a market counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Maps {
    /// Maps `a..=b`.
    Range(u8, u8),
    /// The whole series.
    Series,
}

impl Maps {
    /// Whether map `n` counts.
    #[must_use]
    pub fn contains(self, n: u8) -> bool {
        match self {
            Self::Range(a, b) => (a..=b).contains(&n),
            Self::Series => true,
        }
    }

    /// Number of maps required for full coverage (None for a whole series).
    #[must_use]
    pub fn required(self) -> Option<u8> {
        match self {
            Self::Range(a, b) => Some(b - a + 1),
            Self::Series => None,
        }
    }
}

/// A market on one player: a stat over some maps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PropMarket {
    pub stat: Stat,
    pub maps: Maps,
}

impl PropMarket {
    /// The lower-case slug (`kills_maps_1_2`, `kills_map_4`, `kills`).
    #[must_use]
    pub fn slug(self) -> String {
        let stat = self.stat.token().to_ascii_lowercase();
        match self.maps {
            Maps::Range(a, b) if a == b => format!("{stat}_map_{a}"),
            Maps::Range(a, b) => format!("{stat}_maps_{a}_{b}"),
            Maps::Series => stat,
        }
    }

    /// The `stat_type` for a sport (`CS2_KILLS_MAPS_1_2`).
    #[must_use]
    pub fn stat_type(self, sport: &SportInfo) -> String {
        format!("{}_{}", sport.code, self.slug().to_ascii_uppercase())
    }

    /// Human label (`Kills Maps 1-2`).
    #[must_use]
    pub fn label(self) -> String {
        match self.maps {
            Maps::Range(a, b) if a == b => format!("{} Map {a}", self.stat.label()),
            Maps::Range(a, b) => format!("{} Maps {a}-{b}", self.stat.label()),
            Maps::Series => format!("{} (Series)", self.stat.label()),
        }
    }

    /// Parses a slug or an upper-case `stat_type` of `sport`.
    #[must_use]
    pub fn parse(sport: &SportInfo, s: &str) -> Option<Self> {
        let lower = s.to_ascii_lowercase();
        let prefix = format!("{}_", sport.code.to_ascii_lowercase());
        let body = lower.strip_prefix(&prefix).unwrap_or(&lower);
        if let Some((stat, rest)) = body.split_once("_maps_") {
            let (a, b) = rest.split_once('_')?;
            let (a, b) = (a.parse().ok()?, b.parse().ok()?);
            if a == 0 || b < a || b > 7 {
                return None;
            }
            return Some(Self {
                stat: Stat::parse(stat)?,
                maps: Maps::Range(a, b),
            });
        }
        if let Some((stat, n)) = body.split_once("_map_") {
            let n: u8 = n.parse().ok()?;
            if n == 0 || n > 7 {
                return None;
            }
            return Some(Self {
                stat: Stat::parse(stat)?,
                maps: Maps::Range(n, n),
            });
        }
        Some(Self {
            stat: Stat::parse(body)?,
            maps: Maps::Series,
        })
    }
}

/// Static description of one sport.
#[derive(Debug)]
pub struct SportInfo {
    pub slug: &'static str,
    /// Upper-case prefix of `stat_type`.
    pub code: &'static str,
    /// Roster roles, in roster order.
    pub roles: [&'static str; 5],
    /// Per-role multiplier on kills.
    pub kill_factor: [f64; 5],
    /// Per-role multiplier on last hits (sports with last hits).
    pub lh_factor: [f64; 5],
    pub maps: &'static [&'static str],
    /// Mean kills per player per map.
    pub kills: f64,
    pub assists: f64,
    /// Mean last hits per map for a factor-1 player (0 = not tracked).
    pub last_hits: f64,
    /// Mean first kills per map (0 = not tracked).
    pub first_kills: f64,
    /// Headshot share of kills (0 = not tracked).
    pub hs_rate: f64,
    /// Rounds per map range for round-based games.
    pub rounds: Option<(u16, u16)>,
    /// Markets posted on the props board.
    pub markets: &'static [PropMarket],
}

const fn pm(stat: Stat, a: u8, b: u8) -> PropMarket {
    PropMarket {
        stat,
        maps: Maps::Range(a, b),
    }
}

/// All sports, indexed like [`SPORTS`].
pub(crate) static SPORT_INFO: [SportInfo; 8] = [
    SportInfo {
        slug: "cs2",
        code: "CS2",
        roles: ["AWPer", "Entry", "Rifler", "Support", "IGL"],
        kill_factor: [1.15, 1.05, 1.05, 0.9, 0.85],
        lh_factor: [0.0; 5],
        maps: &[
            "Mirage", "Inferno", "Nuke", "Ancient", "Anubis", "Dust2", "Train",
        ],
        kills: 17.0,
        assists: 4.0,
        last_hits: 0.0,
        first_kills: 2.4,
        hs_rate: 0.48,
        rounds: Some((18, 30)),
        markets: &[
            pm(Stat::Kills, 1, 2),
            pm(Stat::Headshots, 1, 2),
            pm(Stat::Kills, 1, 1),
        ],
    },
    SportInfo {
        slug: "valorant",
        code: "VALORANT",
        roles: [
            "Duelist",
            "Initiator",
            "Controller",
            "Sentinel",
            "Initiator",
        ],
        kill_factor: [1.25, 1.0, 0.85, 0.9, 1.0],
        lh_factor: [0.0; 5],
        maps: &[
            "Ascent", "Bind", "Haven", "Lotus", "Sunset", "Split", "Icebox",
        ],
        kills: 16.0,
        assists: 5.5,
        last_hits: 0.0,
        first_kills: 2.2,
        hs_rate: 0.26,
        rounds: Some((19, 26)),
        markets: &[
            pm(Stat::Kills, 1, 2),
            pm(Stat::Headshots, 1, 2),
            pm(Stat::FirstKills, 1, 2),
            pm(Stat::Assists, 1, 2),
        ],
    },
    SportInfo {
        slug: "lol",
        code: "LOL",
        roles: ["Top", "Jungle", "Mid", "Bot", "Support"],
        kill_factor: [0.9, 0.9, 1.2, 1.35, 0.35],
        lh_factor: [1.0, 0.6, 1.1, 1.2, 0.15],
        maps: &["Summoner's Rift"],
        kills: 3.2,
        assists: 6.5,
        last_hits: 260.0,
        first_kills: 0.0,
        hs_rate: 0.0,
        rounds: None,
        markets: &[pm(Stat::Kills, 1, 2), pm(Stat::Assists, 1, 2)],
    },
    SportInfo {
        slug: "dota2",
        code: "DOTA2",
        roles: ["Safe Lane", "Mid Lane", "Off Lane", "Off Lane", "Safe Lane"],
        kill_factor: [1.3, 1.3, 1.0, 0.7, 0.5],
        lh_factor: [1.6, 1.4, 0.9, 0.3, 0.15],
        maps: &["Dota 2"],
        kills: 6.0,
        assists: 11.0,
        last_hits: 300.0,
        first_kills: 0.0,
        hs_rate: 0.0,
        rounds: None,
        markets: &[
            pm(Stat::Kills, 1, 2),
            pm(Stat::Assists, 1, 2),
            pm(Stat::LastHits, 1, 2),
        ],
    },
    SportInfo {
        slug: "cod",
        code: "COD",
        roles: ["Slayer", "Objective", "Flex", "AR", "SMG"],
        kill_factor: [1.15, 0.9, 1.0, 0.95, 1.05],
        lh_factor: [0.0; 5],
        maps: &["Hardpoint", "Search and Destroy", "Control"],
        kills: 22.0,
        assists: 6.0,
        last_hits: 0.0,
        first_kills: 0.0,
        hs_rate: 0.22,
        rounds: None,
        markets: &[pm(Stat::Kills, 1, 2), pm(Stat::Kills, 1, 3)],
    },
    SportInfo {
        slug: "r6",
        code: "R6",
        roles: ["Entry", "Support", "Flex", "Anchor", "IGL"],
        kill_factor: [1.2, 0.9, 1.05, 0.95, 0.9],
        lh_factor: [0.0; 5],
        maps: &[
            "Clubhouse",
            "Bank",
            "Border",
            "Chalet",
            "Oregon",
            "Kafe",
            "Lair",
        ],
        kills: 7.0,
        assists: 2.5,
        last_hits: 0.0,
        first_kills: 1.1,
        hs_rate: 0.55,
        rounds: Some((7, 12)),
        markets: &[pm(Stat::Kills, 1, 2), pm(Stat::Headshots, 1, 2)],
    },
    SportInfo {
        slug: "mlbb",
        code: "MLBB",
        roles: ["Gold Lane", "EXP Lane", "Mid", "Jungle", "Roam"],
        kill_factor: [1.3, 0.9, 1.1, 1.3, 0.4],
        lh_factor: [0.0; 5],
        maps: &["Land of Dawn"],
        kills: 3.0,
        assists: 5.5,
        last_hits: 0.0,
        first_kills: 0.0,
        hs_rate: 0.0,
        rounds: None,
        markets: &[pm(Stat::Kills, 1, 2), pm(Stat::Assists, 1, 2)],
    },
    SportInfo {
        slug: "deadlock",
        code: "DEADLOCK",
        roles: ["Carry", "Flex", "Brawler", "Support", "Support"],
        kill_factor: [1.3, 1.05, 1.1, 0.75, 0.7],
        lh_factor: [1.5, 1.1, 1.0, 0.6, 0.5],
        maps: &["Cursed Apple"],
        kills: 7.0,
        assists: 9.0,
        last_hits: 180.0,
        first_kills: 0.0,
        hs_rate: 0.0,
        rounds: None,
        markets: &[pm(Stat::Kills, 1, 2), pm(Stat::Assists, 1, 2)],
    },
];

/// The static info of a sport slug, if the service knows it.
#[must_use]
pub(crate) fn sport_info(slug: &str) -> Option<(usize, &'static SportInfo)> {
    SPORT_INFO.iter().enumerate().find(|(_, s)| s.slug == slug)
}

/// Kind of a venue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum VenueKind {
    Dfs,
    Sportsbook,
    PredictionMarket,
}

impl VenueKind {
    /// The `type` string of `/lines` source entries (DFS venues never appear there).
    #[must_use]
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Self::Dfs => "dfs",
            Self::Sportsbook => "sportsbook",
            Self::PredictionMarket => "prediction_market",
        }
    }
}

/// One venue.
#[derive(Debug)]
pub(crate) struct Venue {
    pub id: i64,
    pub key: &'static str,
    pub display: &'static str,
    pub kind: VenueKind,
    /// DFS venue wording: `higher`/`lower` instead of `over`/`under`.
    pub higher_lower: bool,
    /// Posts both sides of each line.
    pub both_sides: bool,
    /// On the props board (false: the eighth DFS venue, seen only by `/gaps`).
    pub on_board: bool,
    /// Standard deviation (in line steps of 0.5) of the venue's line noise.
    pub noise: f64,
}

/// Index of the sportsbook in [`VENUES`].
pub(crate) const SPORTSBOOK: usize = 0;
/// Index of the first prediction market (open interest) in [`VENUES`].
pub(crate) const PM_FIRST: usize = 1;
/// Index of the second prediction market (liquidity) in [`VENUES`].
pub(crate) const PM_SECOND: usize = 2;

const fn dfs(
    id: i64,
    key: &'static str,
    display: &'static str,
    hl: bool,
    both: bool,
    board: bool,
    noise: f64,
) -> Venue {
    Venue {
        id,
        key,
        display,
        kind: VenueKind::Dfs,
        higher_lower: hl,
        both_sides: both,
        on_board: board,
        noise,
    }
}

/// Every venue: the sportsbook, the two prediction markets, seven board DFS apps and the
/// gaps-only eighth DFS app.
pub(crate) static VENUES: [Venue; 11] = [
    Venue {
        id: 9,
        key: "thunderpick",
        display: "Thunderpick",
        kind: VenueKind::Sportsbook,
        higher_lower: false,
        both_sides: true,
        on_board: true,
        noise: 0.6,
    },
    Venue {
        id: 10,
        key: "kalshi",
        display: "Kalshi",
        kind: VenueKind::PredictionMarket,
        higher_lower: false,
        both_sides: false,
        on_board: true,
        noise: 0.0,
    },
    Venue {
        id: 11,
        key: "polymarket",
        display: "Polymarket",
        kind: VenueKind::PredictionMarket,
        higher_lower: false,
        both_sides: false,
        on_board: true,
        noise: 0.0,
    },
    // Wording follows the real apps where it is known: Underdog says higher/lower and
    // Sleeper posts over and under.
    dfs(1, "prizepicks", "PrizePicks", true, false, true, 1.0),
    dfs(2, "sleeper", "Sleeper", false, true, true, 1.2),
    dfs(3, "dabble", "Dabble", false, false, true, 1.0),
    dfs(4, "underdog", "Underdog", true, true, true, 1.4),
    dfs(5, "betr", "Betr", false, false, true, 0.9),
    dfs(6, "boom", "Boom", false, false, true, 1.1),
    dfs(7, "pick6", "Pick6", true, false, true, 1.6),
    dfs(8, "parlayplay", "ParlayPlay", true, false, false, 1.3),
];

/// The venue index of a key.
#[must_use]
pub(crate) fn venue_by_key(key: &str) -> Option<usize> {
    VENUES.iter().position(|v| v.key.eq_ignore_ascii_case(key))
}

#[cfg(test)]
mod tests {
    use super::*;
    use esx_proto::venues;

    /// The simulator serves exactly the protocol's venue keys, in the protocol's order, so
    /// completion, docs and the demo cannot drift apart.
    #[test]
    fn venues_are_the_protocols_keys() {
        let keys: Vec<&str> = VENUES.iter().map(|v| v.key).collect();
        assert_eq!(keys, venues::VENUE_KEYS);
        assert_eq!(VENUES[SPORTSBOOK].key, venues::SPORTSBOOK);
        assert_eq!(VENUES[PM_FIRST].key, venues::PM_FIRST);
        assert_eq!(VENUES[PM_SECOND].key, venues::PM_SECOND);
        assert_eq!(VENUES[SPORTSBOOK].kind, VenueKind::Sportsbook);
        assert_eq!(VENUES[PM_FIRST].kind, VenueKind::PredictionMarket);
        assert_eq!(VENUES[PM_SECOND].kind, VenueKind::PredictionMarket);
        let dfs: Vec<&str> = VENUES
            .iter()
            .filter(|v| v.kind == VenueKind::Dfs)
            .map(|v| v.key)
            .collect();
        assert_eq!(dfs, venues::DFS_KEYS);
        // Seven DFS apps on the board, the eighth (last) only in /gaps.
        let off: Vec<&str> = VENUES
            .iter()
            .filter(|v| !v.on_board)
            .map(|v| v.key)
            .collect();
        assert_eq!(off, [venues::DFS_KEYS[7]]);
        let board: Vec<&str> = VENUES
            .iter()
            .filter(|v| v.on_board)
            .map(|v| v.key)
            .collect();
        assert_eq!(board, venues::BOARD_KEYS);
    }

    /// The upstream notes' book ids: thunderpick 9, kalshi 10; every id distinct.
    #[test]
    fn book_ids_follow_the_upstream_notes() {
        let id = |k: &str| VENUES[venue_by_key(k).unwrap()].id;
        assert_eq!(id("thunderpick"), 9);
        assert_eq!(id("kalshi"), 10);
        let mut ids: Vec<i64> = VENUES.iter().map(|v| v.id).collect();
        ids.sort_unstable();
        assert_eq!(ids, (1..=11).collect::<Vec<_>>());
        assert!(VENUES[venue_by_key("underdog").unwrap()].higher_lower);
    }
}
