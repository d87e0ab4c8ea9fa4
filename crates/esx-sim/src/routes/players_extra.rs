//! Player routes beyond the interface: full player stats (periods, recent maps, the
//! player's combo ids), the board's quote tapes, and combo props as research subjects.

use super::common::{Ctx, Reply};
use crate::auth::ApiError;
use crate::calc::round;
use crate::data::sports::{Stat, VENUES};
use crate::data::tape::prop_tape;
use crate::data::{Match, PFX, PlayerMap, SportData, Status, date, iso};
use esx_proto::models::{
    BoardTapes, ComboStats, Extra, PlayerCandidate, PlayerStatsFull, RecentMap, StatsPeriod,
};
use serde_json::{Value, json};

const DAY: i64 = 86_400;

/// Every finished map a player played, newest first: (match, map number, map name, row).
fn maps_of(data: &SportData, p: usize) -> Vec<(&Match, u8, &'static str, &PlayerMap)> {
    let mut out = Vec::new();
    for m in data
        .matches
        .iter()
        .rev()
        .filter(|m| m.status == Status::Finished)
    {
        for mp in m.maps.iter().rev() {
            if let Some(s) = mp.stats.iter().find(|s| s.player == p) {
                out.push((m, mp.number, mp.name, s));
            }
        }
    }
    out
}

fn per(n: u64, d: u64, digits: i32) -> Option<f64> {
    (d > 0).then(|| round(n as f64 / d as f64, digits))
}

/// The combo id of a set of players: `kr_cb_` and their numeric ids, ascending, joined
/// by `_` (the same id whatever order the names are listed in).
fn combo_id(data: &SportData, players: &[usize]) -> String {
    let mut ids: Vec<i64> = players.iter().map(|&p| data.players[p].num_id).collect();
    ids.sort_unstable();
    let ids: Vec<String> = ids.iter().map(i64::to_string).collect();
    format!("{PFX}_cb_{}", ids.join("_"))
}

/// The player `q` names (an id, slug or nickname, else a nickname prefix), or the reply
/// that ends the request: 404 when no player matches, `candidates` when several do.
fn resolve(data: &SportData, q: &str) -> Result<usize, Reply> {
    if let Some(p) = data.find_player(q) {
        return Ok(p);
    }
    let lower = q.trim().to_ascii_lowercase();
    let hits: Vec<usize> = (0..data.players.len())
        .filter(|&i| {
            data.players[i]
                .nickname
                .to_ascii_lowercase()
                .starts_with(&lower)
        })
        .collect();
    match hits.as_slice() {
        [one] => Ok(*one),
        [] => Err(Err(ApiError::not_found(format!(
            "No player '{q}' in {}",
            data.info.slug
        )))),
        many => {
            let candidates = many
                .iter()
                .map(|&i| PlayerCandidate {
                    kr_player_id: data.players[i].id.clone(),
                    nickname: data.players[i].nickname.clone(),
                    team: data.teams[data.players[i].team].name.clone(),
                })
                .collect();
            let mut extra = Extra::new();
            extra.insert("ambiguous".into(), true.into());
            Err(super::common::json(&PlayerStatsFull {
                kr_player_id: None,
                nickname: None,
                team: None,
                periods: Vec::new(),
                recent_maps: Vec::new(),
                candidates,
                extra,
            }))
        }
    }
}

/// `/players/{p}/stats/full?recent_limit` (≤ 100): lifetime and 3-month periods, recent
/// maps, and the player's duo combos with teammates. `p` is a `kr_pl_*` id, slug or
/// nickname; a nickname several players start with answers `candidates` only.
pub(super) fn stats_full(c: &Ctx, data: &SportData, q: &str) -> Reply {
    let recent_limit = c.int("recent_limit", 20, 1, 100)? as usize;
    let p = match resolve(data, q) {
        Ok(p) => p,
        Err(reply) => return reply,
    };
    let pl = &data.players[p];
    let all = maps_of(data, p);
    let periods = vec![
        stats_period("last_3_months", Some(c.world.now - 90 * DAY), &all, pl.team),
        stats_period("lifetime", None, &all, pl.team),
    ];
    let recent_maps = all
        .iter()
        .take(recent_limit)
        .map(|(m, num, name, s)| {
            let opp = if m.home == pl.team { m.away } else { m.home };
            RecentMap {
                kr_match_id: m.id.clone(),
                map_number: u32::from(*num),
                map_name: (*name).into(),
                date: date(m.start),
                opponent: data.teams[opp].name.clone(),
                won: m
                    .maps
                    .iter()
                    .find(|mp| mp.number == *num)
                    .is_some_and(|mp| mp.home_won == (m.home == pl.team)),
                kills: u64::from(s.kills),
                deaths: u64::from(s.deaths),
                assists: u64::from(s.assists),
            }
        })
        .collect();
    let combos: Vec<Value> = data.teams[pl.team]
        .players
        .iter()
        .filter(|&&o| o != p)
        .map(|&o| {
            json!({
                "combo_id": combo_id(data, &[p, o]),
                "members": [pl.nickname, data.players[o].nickname],
            })
        })
        .collect();
    let mut extra = Extra::new();
    extra.insert(
        "foundation".into(),
        json!({"role": data.role(p), "team_id": data.teams[pl.team].id, "maps_total": all.len()}),
    );
    extra.insert("combos".into(), combos.into());
    super::common::json(&PlayerStatsFull {
        kr_player_id: Some(pl.id.clone()),
        nickname: Some(pl.nickname.clone()),
        team: Some(data.teams[pl.team].name.clone()),
        periods,
        recent_maps,
        candidates: Vec::new(),
        extra,
    })
}

/// A player's per-map averages over the maps since `since` (all of them for `None`);
/// `team` is the player's team, whose map wins count.
fn stats_period(
    name: &str,
    since: Option<i64>,
    all: &[(&Match, u8, &'static str, &PlayerMap)],
    team: usize,
) -> StatsPeriod {
    let rows: Vec<_> = all
        .iter()
        .filter(|(m, ..)| since.is_none_or(|s| m.start >= s))
        .collect();
    let played = rows.len() as u64;
    let sum = |f: fn(&PlayerMap) -> u32| rows.iter().map(|r| u64::from(f(r.3))).sum::<u64>();
    let (kills, deaths, assists) = (sum(|s| s.kills), sum(|s| s.deaths), sum(|s| s.assists));
    let wins = rows
        .iter()
        .filter(|(m, num, ..)| {
            m.maps
                .iter()
                .find(|mp| mp.number == *num)
                .is_some_and(|mp| mp.home_won == (m.home == team))
        })
        .count() as u64;
    StatsPeriod {
        period: name.into(),
        maps: played,
        kills_per_map: per(kills, played, 2),
        deaths_per_map: per(deaths, played, 2),
        assists_per_map: per(assists, played, 2),
        kd_ratio: per(kills, deaths, 3),
        map_win_rate: per(wins, played, 4),
    }
}

/// `research/board-tapes?sport`: the line tape of every prop on the board (six-hourly
/// over three days, ending at the current line).
pub(super) fn board_tapes(c: &Ctx) -> Reply {
    let slug = c.get("sport").unwrap_or("cs2").to_ascii_lowercase();
    let data = c.sport(&slug, esx_proto::sports::BOARD_SPORTS)?;
    let tapes: Vec<Value> = data
        .props
        .iter()
        .filter(|p| VENUES[p.venue].on_board)
        .map(|p| {
            let points: Vec<Value> = prop_tape(c.world.seed, p, c.world.now)
                .iter()
                .map(|pt| {
                    json!({"ts": iso(pt.ts), "line": pt.line,
                           "over": pt.odds.map(|o| o.0), "under": pt.odds.map(|o| o.1)})
                })
                .collect();
            json!({
                "prop_id": p.prop_id,
                "player": data.players[p.player].nickname,
                "kr_match_id": data.matches[p.match_idx].id,
                "stat_type": data.info.markets[p.market].stat_type(data.info),
                "book": VENUES[p.venue].key,
                "line": p.line,
                "points": points,
            })
        })
        .collect();
    let mut extra = Extra::new();
    extra.insert("generated_at".into(), iso(c.world.now).into());
    super::common::json(&BoardTapes {
        sport: data.info.slug.into(),
        count: tapes.len() as u64,
        tapes,
        extra,
    })
}

/// `/players/combo/{kr_cb_*}?stat&scope=map|match&limit`: the members' summed stat on every
/// finished map they all played (or per series), newest first.
pub(super) fn combo(c: &Ctx, data: &SportData, id: &str) -> Reply {
    let stat_raw = c.get("stat").unwrap_or("kills");
    let stat = Stat::parse(stat_raw).ok_or_else(|| {
        ApiError::invalid(format!(
            "stat must be one of kills, deaths, assists, headshots, first_kills, last_hits, got '{stat_raw}'"
        ))
    })?;
    let scope = c.choice("scope", &["map", "match"], "map")?;
    let limit = c.int("limit", 200, 1, 5000)? as usize;
    let unknown = || ApiError::not_found(format!("No combo '{id}' in {}", data.info.slug));
    let members: Vec<usize> = id
        .strip_prefix(&format!("{PFX}_cb_"))
        .ok_or_else(unknown)?
        .split('_')
        .map(|n| {
            n.parse::<i64>()
                .ok()
                .and_then(|n| data.players.iter().position(|p| p.num_id == n))
                .ok_or_else(unknown)
        })
        .collect::<Result<_, _>>()?;
    if members.len() < 2 {
        return Err(unknown());
    }
    let mut rows: Vec<Value> = Vec::new();
    for m in data
        .matches
        .iter()
        .rev()
        .filter(|m| m.status == Status::Finished)
    {
        let mut per_map: Vec<(u8, &str, u64)> = Vec::new();
        for mp in m.maps.iter().rev() {
            let vals: Option<Vec<u32>> = members
                .iter()
                .map(|&p| {
                    mp.stats
                        .iter()
                        .find(|s| s.player == p)
                        .and_then(|s| s.get(stat))
                })
                .collect();
            if let Some(v) = vals {
                per_map.push((mp.number, mp.name, v.iter().map(|&x| u64::from(x)).sum()));
            }
        }
        if per_map.is_empty() {
            continue;
        }
        if scope == "match" {
            rows.push(
                json!({"kr_match_id": m.id, "date": date(m.start), "maps": per_map.len(),
                "value": per_map.iter().map(|r| r.2).sum::<u64>()}),
            );
        } else {
            for (n, name, v) in per_map {
                rows.push(
                    json!({"kr_match_id": m.id, "date": date(m.start), "map_number": n,
                    "map_name": name, "value": v}),
                );
            }
        }
    }
    let total = rows.len() as u64;
    rows.truncate(limit);
    super::common::json(&ComboStats {
        combo_id: id.into(),
        members: members
            .iter()
            .map(|&p| data.players[p].nickname.clone())
            .collect(),
        stat: stat.token().to_ascii_lowercase(),
        scope,
        total,
        rows,
        extra: Extra::new(),
    })
}
