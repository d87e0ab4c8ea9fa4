//! Defense-vs-role: fantasy points, per-team role averages allowed, league average, `vs_league`, rank.
//!
//! Each sample is one player-map of an opponent facing the defending team. Per team the
//! window is its last N maps (newest first); per role and stat: `n` = player-maps with
//! that input present, `allowed` = their mean, `league_avg` = the mean of `allowed` over
//! teams that have tables (each team weighs the same, so `vs_league` sums to 0 across
//! them), `vs_league = allowed − league_avg`, `rank` 1 = allows the most, ties share the
//! rank (competition ranking: 1, 1, 3), only teams with tables ranked.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use serde::Serialize;

use super::error::{OddsError, Result};

/// The sports with defense-vs-role tables.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum DvrSport {
    /// Dota 2: lanes; adds last hits.
    Dota2,
    /// Valorant: agent classes; adds first kills.
    Valorant,
}

impl DvrSport {
    /// The roles, in display order.
    #[must_use]
    pub const fn roles(self) -> &'static [&'static str] {
        match self {
            Self::Dota2 => &["Safe Lane", "Mid Lane", "Off Lane"],
            Self::Valorant => &["Duelist", "Initiator", "Controller", "Sentinel"],
        }
    }

    /// The stats, in display order.
    #[must_use]
    pub const fn stats(self) -> &'static [&'static str] {
        match self {
            Self::Dota2 => &["kills", "deaths", "assists", "last_hits", "fantasy_points"],
            Self::Valorant => &[
                "kills",
                "deaths",
                "assists",
                "first_kills",
                "fantasy_points",
            ],
        }
    }
}

impl fmt::Display for DvrSport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Dota2 => "dota2",
            Self::Valorant => "valorant",
        })
    }
}

impl FromStr for DvrSport {
    type Err = OddsError;

    fn from_str(s: &str) -> Result<Self> {
        match s {
            "dota2" => Ok(Self::Dota2),
            "valorant" => Ok(Self::Valorant),
            _ => Err(OddsError::InvalidName {
                what: "defense-vs-role sport",
                value: s.to_owned(),
                expected: "dota2 or valorant",
            }),
        }
    }
}

/// One player-map's inputs; `None` = not recorded (left out, never estimated).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct StatLine {
    /// Kills.
    pub kills: Option<f64>,
    /// Deaths.
    pub deaths: Option<f64>,
    /// Assists.
    pub assists: Option<f64>,
    /// Last hits (Dota 2).
    pub last_hits: Option<f64>,
    /// First kills (Valorant).
    pub first_kills: Option<f64>,
}

impl StatLine {
    /// The value of a stat by name (`fantasy_points` computed), if present and finite.
    #[must_use]
    pub fn get(&self, sport: DvrSport, stat: &str) -> Option<f64> {
        let v = match stat {
            "kills" => self.kills,
            "deaths" => self.deaths,
            "assists" => self.assists,
            "last_hits" => self.last_hits,
            "first_kills" => self.first_kills,
            "fantasy_points" => fantasy_points(sport, self),
            _ => None,
        };
        v.filter(|x| x.is_finite())
    }
}

/// Fantasy points: Dota 2 `3 kills + 2 assists − deaths + 0.02 last_hits`; Valorant
/// `2 kills + assists − deaths`. `None` when any input the formula uses is missing or
/// not finite: the player-map is left out of fantasy points, not estimated.
///
/// ```
/// use esx_odds::dvr::{fantasy_points, DvrSport, StatLine};
/// let s = StatLine { kills: Some(10.0), deaths: Some(4.0), assists: Some(6.0), last_hits: Some(250.0), first_kills: None };
/// assert_eq!(fantasy_points(DvrSport::Dota2, &s), Some(43.0)); // 30 + 12 − 4 + 5
/// assert_eq!(fantasy_points(DvrSport::Valorant, &s), Some(22.0)); // 20 + 6 − 4
/// assert_eq!(fantasy_points(DvrSport::Dota2, &StatLine { last_hits: None, ..s }), None);
/// ```
#[must_use]
pub fn fantasy_points(sport: DvrSport, s: &StatLine) -> Option<f64> {
    let finite = |v: Option<f64>| v.filter(|x| x.is_finite());
    let (k, d, a) = (finite(s.kills)?, finite(s.deaths)?, finite(s.assists)?);
    match sport {
        DvrSport::Dota2 => Some(3.0 * k + 2.0 * a - d + 0.02 * finite(s.last_hits)?),
        DvrSport::Valorant => Some(2.0 * k + a - d),
    }
}

/// Maps a `window` value to its map count: `last_10` → 10, `last_20` → 20, `last_50` → 50.
pub fn window_maps(window: &str) -> Result<usize> {
    match window {
        "last_10" => Ok(10),
        "last_20" => Ok(20),
        "last_50" => Ok(50),
        _ => Err(OddsError::InvalidName {
            what: "window",
            value: window.to_owned(),
            expected: "last_10, last_20 or last_50",
        }),
    }
}

/// One opponent player-map against a defending team.
#[derive(Debug, Clone, PartialEq)]
pub struct RoleSample {
    /// The team whose defence is measured (the player's opponent).
    pub defending_team: String,
    /// The map (game) id; a team's window counts distinct maps.
    pub map_id: String,
    /// When the map was played, ISO 8601 (sorts as text; newest maps fill the window).
    pub played_at: String,
    /// The player's role (must be one of the sport's roles, else ignored).
    pub role: String,
    /// The player's stats on that map.
    pub stats: StatLine,
}

/// Window and table rules; `Default` = the service's (`last_20`, 5 maps).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DvrParams {
    /// Maps per team in the window.
    pub window: usize,
    /// Maps a team needs in the window to have a table.
    pub min_maps: usize,
}

impl Default for DvrParams {
    fn default() -> Self {
        Self {
            window: 20,
            min_maps: 5,
        }
    }
}

/// One stat of one role for one team.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StatCell {
    /// Stat name.
    pub stat: &'static str,
    /// Player-maps averaged.
    pub n: usize,
    /// Mean allowed to the opposing role (`None` when `n` is 0).
    pub allowed: Option<f64>,
    /// Mean of `allowed` over the teams with tables.
    pub league_avg: Option<f64>,
    /// `allowed − league_avg`.
    pub vs_league: Option<f64>,
    /// 1 = allows the most; ties share.
    pub rank: Option<usize>,
}

/// One role's stats for one team.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RoleRow {
    /// Role name.
    pub role: &'static str,
    /// Stats in the sport's order.
    pub stats: Vec<StatCell>,
}

/// One team's table (or why it has none).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TeamTable {
    /// Team (as given in the samples).
    pub team: String,
    /// Maps in its window.
    pub maps: usize,
    /// Whether it has a table.
    pub available: bool,
    /// `insufficient_maps` or `inactive` when not available.
    pub reason: Option<&'static str>,
    /// Per-role rows (empty when not available).
    pub roles: Vec<RoleRow>,
}

/// Builds every team's table. `is_active(team)` says whether the team played in the last
/// 90 days or has a match coming up (the caller owns the clock). Teams are returned
/// sorted by name. A team needs `min_maps` maps in its window and to be active.
pub fn role_tables(
    samples: &[RoleSample],
    sport: DvrSport,
    params: &DvrParams,
    is_active: impl Fn(&str) -> bool,
) -> Result<Vec<TeamTable>> {
    if params.window == 0 {
        return Err(OddsError::InvalidParameter {
            name: "window",
            value: 0.0,
            expected: "at least 1 map",
        });
    }
    let mut by_team: BTreeMap<&str, Vec<&RoleSample>> = BTreeMap::new();
    for s in samples {
        by_team.entry(&s.defending_team).or_default().push(s);
    }
    let mut tables: Vec<TeamTable> = by_team
        .into_iter()
        .map(|(team, rows)| team_table(team, &rows, sport, params, &is_active))
        .collect();
    // League average and rank per (role, stat), over teams with tables.
    for (ri, _) in sport.roles().iter().enumerate() {
        for (si, _) in sport.stats().iter().enumerate() {
            let values: Vec<f64> = tables
                .iter()
                .filter(|t| t.available)
                .filter_map(|t| t.roles[ri].stats[si].allowed)
                .collect();
            if values.is_empty() {
                continue;
            }
            let league = values.iter().sum::<f64>() / values.len() as f64;
            for t in tables.iter_mut().filter(|t| t.available) {
                let cell = &mut t.roles[ri].stats[si];
                if let Some(a) = cell.allowed {
                    cell.league_avg = Some(league);
                    cell.vs_league = Some(a - league);
                    // Values equal to 9 decimals tie, so rounding noise cannot split a tie.
                    let above = values.iter().filter(|&&v| round9(v) > round9(a)).count();
                    cell.rank = Some(above + 1);
                }
            }
        }
    }
    Ok(tables)
}

fn round9(x: f64) -> f64 {
    (x * 1e9).round() / 1e9
}

fn team_table(
    team: &str,
    rows: &[&RoleSample],
    sport: DvrSport,
    params: &DvrParams,
    is_active: &impl Fn(&str) -> bool,
) -> TeamTable {
    let mut maps: Vec<(&str, &str)> = rows
        .iter()
        .map(|s| (s.played_at.as_str(), s.map_id.as_str()))
        .collect();
    maps.sort_unstable_by(|a, b| b.cmp(a));
    // One entry per map id (its newest timestamp), newest first.
    let mut seen: Vec<&str> = Vec::new();
    maps.retain(|(_, id)| {
        if seen.contains(id) {
            false
        } else {
            seen.push(id);
            true
        }
    });
    maps.truncate(params.window);
    let window: Vec<&str> = maps.iter().map(|(_, id)| *id).collect();
    let count = window.len();
    let reason = if count < params.min_maps {
        Some("insufficient_maps")
    } else if !is_active(team) {
        Some("inactive")
    } else {
        None
    };
    let roles = if reason.is_some() {
        Vec::new()
    } else {
        sport
            .roles()
            .iter()
            .map(|&role| RoleRow {
                role,
                stats: sport
                    .stats()
                    .iter()
                    .map(|&stat| {
                        let values: Vec<f64> = rows
                            .iter()
                            .filter(|s| s.role == role && window.contains(&s.map_id.as_str()))
                            .filter_map(|s| s.stats.get(sport, stat))
                            .collect();
                        StatCell {
                            stat,
                            n: values.len(),
                            allowed: (!values.is_empty())
                                .then(|| values.iter().sum::<f64>() / values.len() as f64),
                            league_avg: None,
                            vs_league: None,
                            rank: None,
                        }
                    })
                    .collect(),
            })
            .collect()
    };
    TeamTable {
        team: team.to_owned(),
        maps: count,
        available: reason.is_none(),
        reason,
        roles,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(team: &str, map: usize, role: &str, kills: Option<f64>) -> RoleSample {
        RoleSample {
            defending_team: team.to_owned(),
            map_id: format!("{team}_m{map}"),
            played_at: format!("2026-01-{:02}T00:00:00Z", map + 1),
            role: role.to_owned(),
            stats: StatLine {
                kills,
                deaths: Some(5.0),
                assists: Some(4.0),
                last_hits: None,
                first_kills: Some(1.0),
            },
        }
    }

    fn cell<'a>(t: &'a TeamTable, role: &str, stat: &str) -> &'a StatCell {
        t.roles
            .iter()
            .find(|r| r.role == role)
            .and_then(|r| r.stats.iter().find(|c| c.stat == stat))
            .expect("cell exists")
    }

    #[test]
    fn averages_league_vs_league_and_shared_ranks() {
        let mut samples = Vec::new();
        for m in 0..6 {
            samples.push(sample("A", m, "Duelist", Some(20.0)));
            samples.push(sample("B", m, "Duelist", Some(20.0)));
            samples.push(sample("C", m, "Duelist", Some(14.0)));
            // A missing input is left out of kills (and fantasy points), not counted as 0.
            samples.push(sample("C", m, "Duelist", None));
        }
        samples.push(sample("D", 0, "Duelist", Some(99.0))); // 1 map: no table
        samples.push(sample("E", 0, "Sentinel", Some(1.0)));
        let tables = role_tables(&samples, DvrSport::Valorant, &DvrParams::default(), |t| {
            t != "E"
        })
        .unwrap();
        let [ta, tb, tc, td, te] = &tables[..] else {
            panic!("five teams, got {}", tables.len())
        };
        assert!(ta.available && tb.available && tc.available);
        assert_eq!(
            (td.available, td.reason, td.maps),
            (false, Some("insufficient_maps"), 1)
        );
        assert_eq!(te.reason, Some("insufficient_maps"));
        let ka = cell(ta, "Duelist", "kills");
        let kc = cell(tc, "Duelist", "kills");
        assert_eq!((ka.n, ka.allowed), (6, Some(20.0)));
        assert_eq!((kc.n, kc.allowed), (6, Some(14.0)));
        assert_eq!(ka.league_avg, Some(18.0));
        assert_eq!(ka.vs_league, Some(2.0));
        assert_eq!(kc.vs_league, Some(-4.0));
        assert_eq!(
            (ka.rank, cell(tb, "Duelist", "kills").rank, kc.rank),
            (Some(1), Some(1), Some(3))
        );
        // Valorant fantasy: 2×20 + 4 − 5 = 39 for A; C's missing-kills maps are left out.
        assert_eq!(cell(ta, "Duelist", "fantasy_points").allowed, Some(39.0));
        assert_eq!(cell(tc, "Duelist", "fantasy_points").n, 6);
        assert_eq!(cell(tc, "Duelist", "deaths").n, 12);
        // No Sentinel samples for A: nothing to average.
        assert_eq!(cell(ta, "Sentinel", "kills").allowed, None);
    }

    #[test]
    fn window_keeps_newest_maps_and_inactive_teams_have_no_table() {
        let mut s: Vec<RoleSample> = (0..8)
            .map(|m| sample("A", m, "Mid Lane", Some(m as f64)))
            .collect();
        s.extend((0..8).map(|m| sample("B", m, "Mid Lane", Some(1.0))));
        let params = DvrParams {
            window: 5,
            min_maps: 5,
        };
        let tables = role_tables(&s, DvrSport::Dota2, &params, |t| t == "A").unwrap();
        assert_eq!(tables[0].maps, 5);
        // Newest five maps: 3..=7 → mean 5.
        assert_eq!(cell(&tables[0], "Mid Lane", "kills").allowed, Some(5.0));
        // Dota 2 fantasy needs last hits, which these samples lack.
        assert_eq!(cell(&tables[0], "Mid Lane", "fantasy_points").n, 0);
        assert_eq!(tables[1].reason, Some("inactive"));
        assert!(tables[1].roles.is_empty());
        assert!(
            role_tables(
                &s,
                DvrSport::Dota2,
                &DvrParams {
                    window: 0,
                    min_maps: 5
                },
                |_| true
            )
            .is_err()
        );
    }

    #[test]
    fn names_parse() {
        assert_eq!("dota2".parse::<DvrSport>(), Ok(DvrSport::Dota2));
        assert!("cs2".parse::<DvrSport>().is_err());
        assert_eq!(window_maps("last_20"), Ok(20));
        assert!(window_maps("last_5").is_err());
    }
}
