//! Defense-vs-role tables, computed by the odds engine from finished player-maps.
//!
//! Plan history (spec §8): Sandbox sees the last 30 days and only `last_10`; Hobby the
//! last 90 days with every window; Builder the full history. Activity (played within 90
//! days or a match coming up) always uses the full schedule: it is a fact about the team,
//! not about what the key may see.

use super::common::{Ctx, Reply};
use crate::auth::{ApiError, Plan};
use crate::calc::round;
use crate::data::{SOURCE, SportData, Status, iso};
use esx_odds::dvr::{
    DvrParams, DvrSport, RoleSample, StatLine, TeamTable, role_tables, window_maps,
};
use esx_proto::models::{DvrLeagueResponse, DvrRole, DvrStat, DvrTeam, DvrTeamResponse};

const WINDOWS: [&str; 3] = ["last_10", "last_20", "last_50"];
const ACTIVE_DAYS: i64 = 90;

/// The window and history days a key may use.
fn window_for(c: &Ctx) -> Result<(String, Option<u32>), ApiError> {
    let default = if c.plan == Plan::Sandbox {
        "last_10"
    } else {
        "last_20"
    };
    let window = c.choice("window", &WINDOWS, default)?;
    match c.plan {
        Plan::Sandbox if window != "last_10" => Err(ApiError::plan(
            &format!("{} window={window}", c.path),
            Plan::Hobby,
            c.plan,
        )),
        Plan::Sandbox => Ok((window, Some(30))),
        Plan::Hobby => Ok((window, Some(90))),
        Plan::Builder => Ok((window, None)),
    }
}

fn tables(
    c: &Ctx,
    data: &SportData,
    window: &str,
    days: Option<u32>,
) -> Result<Vec<TeamTable>, ApiError> {
    let sport: DvrSport = data
        .info
        .slug
        .parse()
        .map_err(|e: esx_odds::OddsError| ApiError::invalid(e.to_string()))?;
    let now = c.world.now;
    let since = days.map(|d| now - i64::from(d) * 86_400);
    let mut samples = Vec::new();
    for m in data.matches.iter().filter(|m| m.status != Status::Upcoming) {
        for mp in m
            .maps
            .iter()
            .filter(|mp| since.is_none_or(|s| mp.ended >= s) && mp.ended <= now)
        {
            for s in &mp.stats {
                let team = data.players[s.player].team;
                let defending = if team == m.home { m.away } else { m.home };
                samples.push(RoleSample {
                    defending_team: data.teams[defending].id.clone(),
                    map_id: format!("{}_m{}", m.id, mp.number),
                    played_at: iso(mp.ended),
                    role: data.role(s.player).into(),
                    stats: StatLine {
                        kills: Some(f64::from(s.kills)),
                        deaths: Some(f64::from(s.deaths)),
                        assists: Some(f64::from(s.assists)),
                        last_hits: s.last_hits.map(f64::from),
                        first_kills: s.first_kills.map(f64::from),
                    },
                });
            }
        }
    }
    let active = |team_id: &str| is_active(data, now, team_id);
    let params = DvrParams {
        window: window_maps(window).map_err(|e| ApiError::invalid(e.to_string()))?,
        ..DvrParams::default()
    };
    role_tables(&samples, sport, &params, active).map_err(|e| ApiError::invalid(e.to_string()))
}

/// Played within the last 90 days or has a match coming up (always on the full schedule).
fn is_active(data: &SportData, now: i64, team_id: &str) -> bool {
    data.matches.iter().any(|m| {
        let involved = data.teams[m.home].id == team_id || data.teams[m.away].id == team_id;
        involved && (m.status != Status::Finished || now - m.start <= ACTIVE_DAYS * 86_400)
    })
}

/// A team's row; a team without samples in the visible history has no table: `inactive`
/// when it is inactive, else `insufficient_maps` (0 maps).
fn team_model(
    c: &Ctx,
    data: &SportData,
    t: usize,
    table: Option<&TeamTable>,
    window: &str,
) -> DvrTeam {
    let team = &data.teams[t];
    let roles = table
        .map(|tb| {
            tb.roles
                .iter()
                .map(|r| DvrRole {
                    role: r.role.into(),
                    stats: r
                        .stats
                        .iter()
                        .map(|s| DvrStat {
                            stat: s.stat.into(),
                            n: s.n as u64,
                            allowed: s.allowed.map(|x| round(x, 3)),
                            league_avg: s.league_avg.map(|x| round(x, 3)),
                            vs_league: s.vs_league.map(|x| round(x, 3)),
                            rank: s.rank.map(|x| x as u32),
                        })
                        .collect(),
                })
                .collect()
        })
        .unwrap_or_default();
    DvrTeam {
        team_id: team.id.clone(),
        team: team.name.clone(),
        slug: team.slug.clone(),
        window: window.into(),
        maps: table.map_or(0, |tb| tb.maps as u64),
        available: table.is_some_and(|tb| tb.available),
        reason: match table {
            Some(tb) => tb.reason.map(String::from),
            None if is_active(data, c.world.now, &team.id) => Some("insufficient_maps".into()),
            None => Some("inactive".into()),
        },
        roles,
    }
}

/// `GET /v6/esports/{sport}/defense-vs-role`: every team, available ones first by name.
pub(super) fn league(c: &Ctx, data: &SportData) -> Reply {
    let (window, days) = window_for(c)?;
    let tabs = tables(c, data, &window, days)?;
    let teams: Vec<DvrTeam> = (0..data.teams.len())
        .map(|t| {
            team_model(
                c,
                data,
                t,
                tabs.iter().find(|tb| tb.team == data.teams[t].id),
                &window,
            )
        })
        .collect();
    super::common::json(&DvrLeagueResponse {
        source: SOURCE.into(),
        sport: data.info.slug.into(),
        window,
        history_days: days,
        total_teams: teams.len() as u64,
        teams,
    })
}

/// `GET /v6/esports/{sport}/teams/{team}/defense-vs-role`: one team; 404 only for a team
/// never seen.
pub(super) fn team(c: &Ctx, data: &SportData, team: &str) -> Reply {
    let t = data.find_team(team).ok_or_else(|| {
        ApiError::not_found(format!(
            "Team '{team}' has never been seen in {}",
            data.info.slug
        ))
    })?;
    let (window, days) = window_for(c)?;
    let tabs = tables(c, data, &window, days)?;
    let model = team_model(
        c,
        data,
        t,
        tabs.iter().find(|tb| tb.team == data.teams[t].id),
        &window,
    );
    super::common::json(&DvrTeamResponse {
        source: SOURCE.into(),
        sport: data.info.slug.into(),
        window,
        history_days: days,
        team: model,
    })
}
