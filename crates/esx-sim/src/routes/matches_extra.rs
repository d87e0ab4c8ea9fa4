//! Match and team routes beyond the interface: one match by id, match search, a team's
//! finished series, and match intel (prep board, map veto, player board, CS2 tournament
//! maps), all computed from the generated series and their maps.

use super::common::{Ctx, Reply};
use crate::auth::ApiError;
use crate::calc::round;
use crate::data::rng::hash_str;
use crate::data::{Match, SOURCE, SportData, Status, iso};
use axum::http::StatusCode;
use esx_proto::models::{
    BoardPlayer, BoardTeam, Extra, Favourite, MatchPrep, MatchSearch, MatchVeto, PlayerBoard,
    PoolMap, PrepTeam, TeamMatches, TournamentMap, TournamentMaps, VetoStep,
};

use super::live_odds::find_match;
use super::schedule::match_row;

const DAY: i64 = 86_400;

/// A team by id, slug or exact name; else by a name containing the text. Several → 409
/// naming them (the service's answer to an ambiguous team), none → 404.
fn resolve_team(data: &SportData, q: &str) -> Result<usize, ApiError> {
    if let Some(t) = data.find_team(q) {
        return Ok(t);
    }
    let lower = q.trim().to_ascii_lowercase();
    let hits: Vec<usize> = (0..data.teams.len())
        .filter(|&t| data.teams[t].name.to_ascii_lowercase().contains(&lower))
        .collect();
    match hits.as_slice() {
        [one] => Ok(*one),
        [] => Err(ApiError::not_found(format!(
            "No team '{q}' in {}",
            data.info.slug
        ))),
        many => Err(ApiError::new(
            StatusCode::CONFLICT,
            "ambiguous",
            format!(
                "team '{q}' is ambiguous: {}",
                many.iter()
                    .map(|&t| data.teams[t].name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        )),
    }
}

fn plays(m: &Match, t: usize) -> bool {
    m.home == t || m.away == t
}

/// `/matches/id/{kr_match_id}`: one match row (a slug is taken too).
pub(super) fn by_id(_c: &Ctx, data: &SportData, id: &str) -> Reply {
    let m = data
        .matches
        .iter()
        .find(|m| m.id == id || m.slug == id)
        .ok_or_else(|| ApiError::not_found(format!("No match '{id}' in {}", data.info.slug)))?;
    super::common::json(&match_row(data, m))
}

/// `/matches/search?team1&team2&date`: series between the teams (either side), oldest
/// first; `date` keeps one UTC day.
pub(super) fn search(c: &Ctx, data: &SportData) -> Reply {
    let t1 = resolve_team(data, c.required("team1")?)?;
    let t2 = c.get("team2").map(|q| resolve_team(data, q)).transpose()?;
    let day = c.date("date")?;
    let matches: Vec<_> = data
        .matches
        .iter()
        .filter(|m| plays(m, t1) && t2.is_none_or(|t| plays(m, t)))
        .filter(|m| day.is_none_or(|d| m.start >= d && m.start < d + DAY))
        .map(|m| match_row(data, m))
        .collect();
    let mut extra = Extra::new();
    extra.insert("source".into(), SOURCE.into());
    extra.insert("sport".into(), data.info.slug.into());
    super::common::json(&MatchSearch {
        total: matches.len() as u64,
        matches,
        extra,
    })
}

/// `/teams/{team}/matches?start_date&end_date&limit&offset`: the team's finished series,
/// newest first (limit ≤ 5000, default 200).
pub(super) fn team_matches(c: &Ctx, data: &SportData, team: &str) -> Reply {
    let t = resolve_team(data, team)?;
    let (from, to) = (c.date("start_date")?, c.date("end_date")?);
    let (limit, offset) = c.page(200, 5000)?;
    let rows: Vec<&Match> = data
        .matches
        .iter()
        .rev()
        .filter(|m| m.status == Status::Finished && plays(m, t))
        .filter(|m| from.is_none_or(|f| m.start >= f) && to.is_none_or(|e| m.start < e + DAY))
        .collect();
    let total = rows.len();
    let matches: Vec<_> = rows
        .into_iter()
        .skip(offset)
        .take(limit)
        .map(|m| match_row(data, m))
        .collect();
    let mut extra = Extra::new();
    extra.insert("team_id".into(), data.teams[t].id.clone().into());
    extra.insert("returned".into(), matches.len().into());
    super::common::json(&TeamMatches {
        team: data.teams[t].name.clone(),
        total: total as u64,
        offset: offset as u64,
        limit: limit as u64,
        has_more: offset + matches.len() < total,
        matches,
        extra,
    })
}

/// Finished series of team `t` before `before`, newest first.
fn history(data: &SportData, t: usize, before: i64) -> impl Iterator<Item = &Match> {
    data.matches
        .iter()
        .rev()
        .filter(move |m| m.status == Status::Finished && m.start < before && plays(m, t))
}

fn won(m: &Match, t: usize) -> bool {
    let (h, a) = m.score();
    (h > a) == (m.home == t)
}

fn rate(n: u64, d: u64) -> Option<f64> {
    (d > 0).then(|| round(n as f64 / d as f64, 4))
}

/// `/matches/{slug}/prep`: each team's form, series record and map pool (maps played and
/// won) from its finished series before this one, and plain-text insights.
pub(super) fn prep(_c: &Ctx, data: &SportData, slug: &str) -> Reply {
    let (_, m) = find_match(data, slug)?;
    let mut teams = Vec::new();
    let mut insights = Vec::new();
    for t in [m.home, m.away] {
        let past: Vec<&Match> = history(data, t, m.start).collect();
        let form: String = past
            .iter()
            .take(5)
            .map(|p| if won(p, t) { 'W' } else { 'L' })
            .collect();
        let wins = past.iter().filter(|p| won(p, t)).count() as u64;
        let mut pool: Vec<PoolMap> = Vec::new();
        for name in data.info.maps {
            let (mut played, mut w) = (0u64, 0u64);
            for p in &past {
                for mp in p.maps.iter().filter(|mp| mp.name == *name) {
                    played += 1;
                    w += u64::from(mp.home_won == (p.home == t));
                }
            }
            pool.push(PoolMap {
                map: (*name).into(),
                played,
                won: w,
                win_rate: rate(w, played),
            });
        }
        let name = &data.teams[t].name;
        if let Some(best) = pool.iter().filter(|p| p.played >= 2).max_by(|a, b| {
            a.win_rate
                .partial_cmp(&b.win_rate)
                .unwrap_or(std::cmp::Ordering::Equal)
        }) {
            insights.push(format!(
                "{name}: best map {} ({} of {} won)",
                best.map, best.won, best.played
            ));
        }
        teams.push(PrepTeam {
            team: name.clone(),
            team_id: data.teams[t].id.clone(),
            form,
            series_played: past.len() as u64,
            series_win_rate: rate(wins, past.len() as u64),
            map_pool: pool,
            extra: Extra::new(),
        });
    }
    let meetings = history(data, m.home, m.start)
        .filter(|p| plays(p, m.away))
        .count();
    let mut extra = Extra::new();
    extra.insert("sport".into(), data.info.slug.into());
    extra.insert("start_time".into(), iso(m.start).into());
    extra.insert("head_to_head_meetings".into(), meetings.into());
    super::common::json(&MatchPrep {
        kr_match_id: m.id.clone(),
        slug: m.slug.clone(),
        teams,
        insights,
        extra,
    })
}

/// The veto of a started series: its maps (played, then the pool's next ones for maps
/// still to come, as the live game picks its map) are the picks, the last the decider;
/// the rest of the pool is banned, two bans first, teams alternating from the home team.
pub(super) fn veto_steps(data: &SportData, m: &Match) -> Vec<VetoStep> {
    let mut picks: Vec<&str> = m.maps.iter().map(|mp| mp.name).collect();
    for name in data.info.maps {
        if picks.len() >= usize::from(m.best_of) {
            break;
        }
        if !picks.contains(name) {
            picks.push(name);
        }
    }
    let bans: Vec<&str> = data
        .info
        .maps
        .iter()
        .copied()
        .filter(|n| !picks.contains(n))
        .collect();
    let teams = [&data.teams[m.home].name, &data.teams[m.away].name];
    let mut out: Vec<(Option<String>, &str, &str)> = Vec::new();
    let mut turn = 0usize;
    let mut act = |out: &mut Vec<_>, action, map| {
        out.push((Some(teams[turn % 2].clone()), action, map));
        turn += 1;
    };
    let (first_bans, later_bans) = bans.split_at(bans.len().min(2));
    for b in first_bans {
        act(&mut out, "ban", b);
    }
    let (decider, chosen) = picks
        .split_last()
        .map_or((None, &[][..]), |(d, r)| (Some(*d), r));
    for p in chosen {
        act(&mut out, "pick", p);
    }
    for b in later_bans {
        act(&mut out, "ban", b);
    }
    if let Some(d) = decider {
        out.push((None, "decider", d));
    }
    out.into_iter()
        .enumerate()
        .map(|(i, (team, action, map))| VetoStep {
            order: i as u32 + 1,
            team,
            action: action.into(),
            map: map.into(),
        })
        .collect()
}

/// `/matches/{slug}/veto`: the pick/ban sequence once the series has started; before,
/// `available: false` with `reason: veto_not_started`.
pub(super) fn veto(_c: &Ctx, data: &SportData, slug: &str) -> Reply {
    let (_, m) = find_match(data, slug)?;
    let started = m.status != Status::Upcoming;
    let steps = if started {
        veto_steps(data, m)
    } else {
        Vec::new()
    };
    let mut extra = Extra::new();
    extra.insert("sport".into(), data.info.slug.into());
    extra.insert("bo_type".into(), m.best_of.into());
    super::common::json(&MatchVeto {
        kr_match_id: m.id.clone(),
        slug: m.slug.clone(),
        veto_complete: started,
        available: started,
        reason: (!started).then(|| "veto_not_started".into()),
        steps,
        extra,
    })
}

const WEAPONS: &[&str] = &[
    "AK-47",
    "M4A1-S",
    "AWP",
    "M4A4",
    "Desert Eagle",
    "Galil AR",
    "FAMAS",
    "USP-S",
];
const AGENTS: &[&str] = &[
    "Jett", "Raze", "Sova", "Omen", "Killjoy", "Cypher", "Skye", "Viper",
];

/// A player's kills split over three favourites (deterministic from the player's id):
/// 50%, 30% and 20% of the kills, best first.
fn favourites(names: &[&str], key: &str, kills: u64, awper: bool) -> Vec<Favourite> {
    let h = hash_str(key) as usize;
    let mut picked: Vec<&str> = Vec::new();
    if awper {
        picked.push("AWP");
    }
    let mut i = h;
    while picked.len() < 3 {
        let n = names[i % names.len()];
        if !picked.contains(&n) {
            picked.push(n);
        }
        i = i / 7 + 1;
    }
    let shares = [kills / 2, kills * 3 / 10];
    let rest = kills - shares[0] - shares[1];
    picked
        .into_iter()
        .zip([shares[0], shares[1], rest])
        .map(|(n, k)| Favourite {
            name: n.into(),
            kills: k,
        })
        .collect()
}

/// `/matches/{slug}/player-board`: each roster's averages over the last 90 days of
/// finished maps, with favourite weapons (CS2) or agents (Valorant).
pub(super) fn player_board(c: &Ctx, data: &SportData, slug: &str) -> Reply {
    let (_, m) = find_match(data, slug)?;
    let since = c.world.now - 90 * DAY;
    let cs2 = data.info.slug == "cs2";
    let teams = [m.home, m.away]
        .into_iter()
        .map(|t| {
            let players = data.teams[t]
                .players
                .iter()
                .map(|&p| {
                    let (mut maps, mut k, mut d) = (0u64, 0u64, 0u64);
                    for s in data
                        .matches
                        .iter()
                        .filter(|x| x.status == Status::Finished && x.start >= since)
                        .flat_map(|x| &x.maps)
                        .flat_map(|mp| &mp.stats)
                        .filter(|s| s.player == p)
                    {
                        maps += 1;
                        k += u64::from(s.kills);
                        d += u64::from(s.deaths);
                    }
                    let pl = &data.players[p];
                    let role = data.role(p);
                    let favs = favourites(
                        if cs2 { WEAPONS } else { AGENTS },
                        &pl.id,
                        k,
                        cs2 && role.eq_ignore_ascii_case("awper"),
                    );
                    BoardPlayer {
                        nickname: pl.nickname.clone(),
                        kr_player_id: pl.id.clone(),
                        role: role.into(),
                        maps,
                        kills_per_map: rate(k, maps).map(|r| round(r, 2)),
                        deaths_per_map: rate(d, maps).map(|r| round(r, 2)),
                        favourite_weapons: if cs2 { favs.clone() } else { Vec::new() },
                        agents: if cs2 { Vec::new() } else { favs },
                        extra: Extra::new(),
                    }
                })
                .collect();
            BoardTeam {
                team: data.teams[t].name.clone(),
                players,
            }
        })
        .collect();
    let mut extra = Extra::new();
    extra.insert("sport".into(), data.info.slug.into());
    super::common::json(&PlayerBoard {
        kr_match_id: m.id.clone(),
        slug: m.slug.clone(),
        timeframe: if cs2 {
            "THREE_MONTHS"
        } else {
            "90d_competitive"
        }
        .into(),
        teams,
        extra,
    })
}

/// `cs2/matches/{slug}/tournament-maps`: picks, bans and plays of each map over the
/// tournament's started series (their vetoes), with T/CT round win rates.
pub(super) fn tournament_maps(_c: &Ctx, data: &SportData, slug: &str) -> Reply {
    let (_, m) = find_match(data, slug)?;
    let series: Vec<&Match> = data
        .matches
        .iter()
        .filter(|x| x.tournament == m.tournament && x.status != Status::Upcoming)
        .collect();
    let maps = data
        .info
        .maps
        .iter()
        .map(|name| {
            let (mut picks, mut bans) = (0u64, 0u64);
            for x in &series {
                for s in veto_steps(data, x).iter().filter(|s| s.map == *name) {
                    match s.action.as_str() {
                        "ban" => bans += 1,
                        _ => picks += 1,
                    }
                }
            }
            let played = series
                .iter()
                .flat_map(|x| &x.maps)
                .filter(|mp| mp.name == *name)
                .count() as u64;
            // Side win rates are not modelled per round: a stable draw per tournament
            // and map around an even split.
            let t = (played > 0).then(|| {
                let h = hash_str(&format!("{}|{name}", m.tournament)) % 1600;
                round(0.42 + h as f64 / 10_000.0, 4)
            });
            TournamentMap {
                map: (*name).into(),
                picks,
                bans,
                played,
                t_win_rate: t,
                ct_win_rate: t.map(|t| round(1.0 - t, 4)),
            }
        })
        .collect();
    let mut extra = Extra::new();
    extra.insert("series".into(), series.len().into());
    super::common::json(&TournamentMaps {
        kr_match_id: m.id.clone(),
        tournament: m.tournament.into(),
        maps,
        extra,
    })
}
