//! Player and team routes: search, profile, stats, gamelogs, rankings, teams, h2h, media.

use serde_json::{Value, json};

use super::common::{Ctx, Reply};
use crate::auth::ApiError;
use crate::data::{SOURCE, SportData, Stat, Status, iso};
use esx_proto::models::{
    MediaPlayer, MediaResponse, MediaTeam, PlayerImageLinks, PlayerRow, PlayerSearchResponse,
    TeamLogoLinks,
};

fn row(data: &SportData, p: usize) -> PlayerRow {
    let pl = &data.players[p];
    PlayerRow {
        player_id: pl.num_id,
        nickname: pl.nickname.clone(),
        slug: pl.slug.clone(),
        first_name: pl.first_name.clone(),
        last_name: pl.last_name.clone(),
        team_id: data.teams[pl.team].num_id,
        canonical_player_id: Some(pl.id.clone()),
        team: Some(data.teams[pl.team].name.clone()),
        role: Some(data.role(p).into()),
    }
}

fn player_or_404(data: &SportData, id: &str) -> Result<usize, ApiError> {
    data.find_player(id)
        .ok_or_else(|| ApiError::not_found(format!("No {} player '{id}'", data.info.slug)))
}

/// `/players/search?q=` (alias `search`).
pub(super) fn search(c: &Ctx, data: &SportData) -> Reply {
    let q = c
        .get("q")
        .or_else(|| c.get("search"))
        .ok_or_else(|| ApiError::invalid("query parameter 'q' (alias 'search') is required"))?
        .to_ascii_lowercase();
    let players: Vec<PlayerRow> = (0..data.players.len())
        .filter(|&i| {
            let p = &data.players[i];
            p.nickname.to_ascii_lowercase().contains(&q)
                || p.slug.contains(&q)
                || format!("{} {}", p.first_name, p.last_name)
                    .to_ascii_lowercase()
                    .contains(&q)
        })
        .take(50)
        .map(|i| row(data, i))
        .collect();
    super::common::json(&PlayerSearchResponse {
        source: SOURCE.into(),
        sport: data.info.slug.into(),
        query: q,
        total: players.len() as u64,
        players,
    })
}

/// `/players/{id}`: the search row plus links.
pub(super) fn profile(_c: &Ctx, data: &SportData, id: &str) -> Reply {
    let p = player_or_404(data, id)?;
    let mut v = serde_json::to_value(row(data, p)).unwrap_or(Value::Null);
    if let Value::Object(o) = &mut v {
        o.insert("sport".into(), data.info.slug.into());
        o.insert(
            "links".into(),
            json!({"player_image": data.player_image(p), "team_logo": data.team_logo(data.players[p].team)}),
        );
    }
    super::common::json(&v)
}

/// Per-map averages of a player over `maps` (map stat rows with their rounds).
fn averages(data: &SportData, player: usize, since: Option<i64>) -> Value {
    let p = player;
    let (mut n, mut kills, mut deaths, mut assists, mut rounds) = (0u32, 0u32, 0u32, 0u32, 0u32);
    let mut hs = (0u32, 0u32);
    let mut fk = (0u32, 0u32);
    let mut lh = (0u32, 0u32);
    for m in data
        .matches
        .iter()
        .filter(|m| since.is_none_or(|s| m.start >= s))
    {
        for mp in &m.maps {
            let Some(s) = mp.stats.iter().find(|s| s.player == p) else {
                continue;
            };
            n += 1;
            kills += s.kills;
            deaths += s.deaths;
            assists += s.assists;
            rounds += u32::from(mp.rounds);
            if let Some(h) = s.headshots {
                hs = (hs.0 + h, hs.1 + s.kills);
            }
            if let Some(f) = s.get(Stat::FirstKills) {
                fk = (fk.0 + f, fk.1 + 1);
            }
            if let Some(l) = s.last_hits {
                lh = (lh.0 + l, lh.1 + 1);
            }
        }
    }
    let per = |x: u32, over: u32| {
        (over > 0).then(|| crate::calc::round(f64::from(x) / f64::from(over), 3))
    };
    json!({
        "maps": n,
        "kills_per_map": per(kills, n),
        "deaths_per_map": per(deaths, n),
        "assists_per_map": per(assists, n),
        "kd": per(kills, deaths),
        "kpr": per(kills, rounds),
        "headshot_pct": per(hs.0 * 100, hs.1),
        "first_kills_per_map": per(fk.0, fk.1),
        "last_hits_per_map": per(lh.0, lh.1),
    })
}

/// `/players/{id}/stats`: canonical KPR (kills per round, round-based games) and related stats.
pub(super) fn stats(_c: &Ctx, data: &SportData, id: &str) -> Reply {
    let p = player_or_404(data, id)?;
    let pl = &data.players[p];
    let mut v = json!({"source": SOURCE, "sport": data.info.slug, "player_id": pl.num_id,
        "canonical_player_id": pl.id, "nickname": pl.nickname});
    if let (Value::Object(o), Value::Object(s)) = (&mut v, averages(data, p, None)) {
        o.extend(s);
    }
    super::common::json(&v)
}

/// The most gamelog rows one page may hold on a plan (the real service caps `limit` at
/// it rather than refusing a larger one).
fn gamelog_cap(plan: crate::auth::Plan) -> usize {
    match plan {
        crate::auth::Plan::Sandbox => 100,
        crate::auth::Plan::Hobby => 500,
        crate::auth::Plan::Builder => 2000,
    }
}

/// A map's round timeline from the player's side (`include=rounds`): `rounds` rounds, the
/// map's winner taking `rounds / 2 + 1` of them including the last; which of the others
/// each side takes is drawn from the seed, the match and the map (the simulator's own:
/// its maps keep a round count, not a round-by-round record).
fn round_timeline(seed: u64, m: &crate::data::Match, map: u8, rounds: u16, won: bool) -> Value {
    use crate::data::rng::{hash_str, mix};
    let total = u64::from(rounds);
    let (mut left_winner, mut left_loser) = (total / 2, total - (total / 2 + 1));
    let key = hash_str(&format!("{seed}:{}:{map}:rounds", m.id));
    let mut rows = Vec::new();
    for r in 1..=total {
        let winner_takes = if r == total {
            true
        } else if left_winner == 0 {
            false
        } else if left_loser == 0 {
            true
        } else {
            mix(key ^ r) % (left_winner + left_loser) < left_winner
        };
        if r < total {
            if winner_takes {
                left_winner -= 1;
            } else {
                left_loser -= 1;
            }
        }
        rows.push(json!({"round": r, "won": winner_takes == won}));
    }
    Value::Array(rows)
}

/// `/players/{slug}/gamelogs`: the most recent maps, newest first (`limit` maps, default
/// 10, capped at the plan's page size), `from`/`to` (`YYYY-MM-DD`, `to` inclusive) on
/// the match start, paged by the opaque `cursor` the previous page gave as `next_cursor`.
pub(super) fn gamelogs(c: &Ctx, data: &SportData, id: &str) -> Reply {
    let requested = c.int("limit", 10, 1, i64::MAX)? as usize;
    let cap = gamelog_cap(c.plan);
    let limit = requested.min(cap);
    let skip = match c.get("cursor") {
        None => 0,
        Some(raw) => raw
            .strip_prefix("gl_")
            .and_then(|n| n.parse::<usize>().ok())
            .ok_or_else(|| {
                ApiError::invalid(format!(
                    "cursor must be a next_cursor from a previous page, got '{raw}'"
                ))
            })?,
    };
    // The service sends round timelines unasked on pages of 500 maps or fewer, and with
    // `include=rounds` on any page; the simulator sends them only when asked.
    let rounds = match c.get("include").filter(|v| !v.trim().is_empty()) {
        None => false,
        Some(v) if v.trim().eq_ignore_ascii_case("rounds") => true,
        Some(v) => {
            return Err(ApiError::invalid(format!(
                "include must be rounds, got '{v}'"
            )));
        }
    };
    let from = c.date("from")?.or(c.date("date_from")?);
    let to = c.date("to")?.or(c.date("date_to")?).map(|t| t + 86_400);
    let p = player_or_404(data, id)?;
    let team = data.players[p].team;
    let mut logs = Vec::new();
    let (mut seen, mut more) = (0usize, false);
    'outer: for m in data
        .matches
        .iter()
        .rev()
        .filter(|m| m.status != Status::Upcoming)
        .filter(|m| from.is_none_or(|f| m.start >= f) && to.is_none_or(|t| m.start < t))
    {
        for mp in m.maps.iter().rev() {
            let Some(s) = mp.stats.iter().find(|s| s.player == p) else {
                continue;
            };
            seen += 1;
            if seen <= skip {
                continue;
            }
            if logs.len() >= limit {
                more = true;
                break 'outer;
            }
            let opp = if m.home == team { m.away } else { m.home };
            let won = mp.home_won == (m.home == team);
            let mut row = json!({
                "kr_match_id": m.id, "event_time": iso(m.start), "match_start": iso(m.start), "map_number": mp.number, "map_name": mp.name,
                "opponent": data.teams[opp].name, "result": if won { "win" } else { "loss" },
                "kills": s.kills, "deaths": s.deaths, "assists": s.assists, "headshots": s.headshots,
                "first_kills": s.first_kills, "last_hits": s.last_hits,
                "rounds": (mp.rounds > 0).then_some(mp.rounds),
            });
            if rounds && mp.rounds > 0 {
                row["round_timeline"] = round_timeline(c.world.seed, m, mp.number, mp.rounds, won);
            }
            logs.push(row);
        }
    }
    let next = more.then(|| format!("gl_{}", skip + logs.len()));
    super::common::json(
        &json!({"source": SOURCE, "sport": data.info.slug, "player": data.players[p].nickname,
        "canonical_player_id": data.players[p].id, "limit": limit, "limit_capped": requested > cap,
        "plan_max_limit": cap, "total": logs.len(), "has_more": more, "next_cursor": next, "gamelogs": logs}),
    )
}

/// `/rankings?filter=lifetime|last_3_months`: players ranked by kills per map × K/D.
pub(super) fn rankings(c: &Ctx, data: &SportData) -> Reply {
    let filter = c.choice("filter", &["lifetime", "last_3_months"], "lifetime")?;
    let (limit, offset) = c.page(50, 500)?;
    let since = (filter == "last_3_months").then(|| c.world.now - 91 * 86_400);
    let mut rows: Vec<(f64, usize, Value)> = (0..data.players.len())
        .filter_map(|p| {
            let avg = averages(data, p, since);
            let kpm = avg["kills_per_map"].as_f64()?;
            let kd = avg["kd"].as_f64().unwrap_or(1.0);
            Some((crate::calc::round(kpm * kd, 3), p, avg))
        })
        .collect();
    rows.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    let total = rows.len();
    let page: Vec<Value> = rows
        .into_iter()
        .enumerate()
        .skip(offset)
        .take(limit)
        .map(|(i, (rating, p, avg))| {
            let pl = &data.players[p];
            json!({"rank": i + 1, "player_id": pl.num_id, "canonical_player_id": pl.id, "nickname": pl.nickname,
                "team": data.teams[pl.team].name, "role": data.role(p), "rating": rating,
                "maps": avg["maps"], "kills_per_map": avg["kills_per_map"], "kd": avg["kd"]})
        })
        .collect();
    super::common::json(
        &json!({"source": SOURCE, "sport": data.info.slug, "filter": filter, "total": total,
        "returned": page.len(), "offset": offset, "limit": limit, "has_more": offset + page.len() < total, "players": page}),
    )
}

/// `/teams`: every team with its roster.
pub(super) fn teams(_c: &Ctx, data: &SportData) -> Reply {
    let teams: Vec<Value> = data
        .teams
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let roster: Vec<Value> = t
                .players
                .iter()
                .map(|&p| json!({"player_id": data.players[p].num_id, "nickname": data.players[p].nickname, "role": data.role(p)}))
                .collect();
            json!({"team_id": t.id, "source_id": t.num_id, "name": t.name, "slug": t.slug, "code": t.code,
                "rating": crate::calc::round(t.rating, 1), "logo": data.team_logo(i), "players": roster})
        })
        .collect();
    super::common::json(
        &json!({"source": SOURCE, "sport": data.info.slug, "total": teams.len(), "teams": teams}),
    )
}

/// `/teams/h2h?team1=&team2=`: series and maps between two teams.
pub(super) fn h2h(c: &Ctx, data: &SportData) -> Reply {
    // Both names are required before either is looked up (422 beats 404).
    let (raw1, raw2) = (c.required("team1")?, c.required("team2")?);
    let limit = c.int("limit", 50, 1, 500)? as usize;
    let find = |raw: &str| -> Result<usize, ApiError> {
        data.find_team(raw)
            .ok_or_else(|| ApiError::not_found(format!("No {} team '{raw}'", data.info.slug)))
    };
    let (t1, t2) = (find(raw1)?, find(raw2)?);
    let mut meetings = Vec::new();
    let (mut sa, mut sb, mut ma, mut mb) = (0, 0, 0, 0);
    for m in data
        .matches
        .iter()
        .rev()
        .filter(|m| m.status == Status::Finished)
    {
        if !((m.home == t1 && m.away == t2) || (m.home == t2 && m.away == t1)) {
            continue;
        }
        let (h, w) = m.score();
        let (for_a, for_b) = if m.home == t1 { (h, w) } else { (w, h) };
        ma += for_a;
        mb += for_b;
        if for_a > for_b {
            sa += 1;
        } else {
            sb += 1;
        }
        meetings
            .push(serde_json::to_value(super::schedule::match_row(data, m)).unwrap_or(Value::Null));
    }
    let team = |i: usize| json!({"team_id": data.teams[i].id, "name": data.teams[i].name, "slug": data.teams[i].slug});
    // As the real service: `meetings` counts them all, `recent` holds the newest `limit`.
    let recent: Vec<&Value> = meetings.iter().take(limit).collect();
    super::common::json(
        &json!({"source": SOURCE, "sport": data.info.slug, "team1": team(t1), "team2": team(t2),
        "series_played": meetings.len(), "team1_series_wins": sa, "team2_series_wins": sb,
        "maps_played": ma + mb, "team1_map_wins": ma, "team2_map_wins": mb,
        "meetings": meetings.len(), "recent": recent}),
    )
}

/// `/media`: player faces and team logos on the image host.
pub(super) fn media(c: &Ctx, data: &SportData) -> Reply {
    let limit = c.int("limit", 5, 1, 25)? as usize;
    let player = c.get("player").map(str::to_ascii_lowercase);
    let player_id = c.opt_int("player_id")?;
    let team = c.get("team").map(str::to_ascii_lowercase);
    let team_id = c.opt_int("team_id")?;
    let opponent = c.get("opponent").map(str::to_ascii_lowercase);
    let any_player = player.is_some() || player_id.is_some();
    let any_team = team.is_some() || team_id.is_some() || opponent.is_some();
    let none = !any_player && !any_team;
    let players: Vec<MediaPlayer> = if any_player || none {
        (0..data.players.len())
            .filter(|&i| {
                let p = &data.players[i];
                player.as_ref().is_none_or(|q| {
                    p.nickname.to_ascii_lowercase().contains(q.as_str())
                        || p.slug.contains(q.as_str())
                }) && player_id.is_none_or(|id| p.num_id == id)
            })
            .take(limit)
            .map(|i| {
                let p = &data.players[i];
                MediaPlayer {
                    player_id: p.num_id,
                    nickname: p.nickname.clone(),
                    slug: p.slug.clone(),
                    team_id: data.teams[p.team].num_id,
                    links: PlayerImageLinks {
                        player_image: data.player_image(i),
                    },
                }
            })
            .collect()
    } else {
        Vec::new()
    };
    let team_hit = |t: &crate::data::Team, q: &str| {
        t.name.to_ascii_lowercase().contains(q) || t.slug.contains(q)
    };
    let teams: Vec<MediaTeam> = if any_team || none {
        (0..data.teams.len())
            .filter(|&i| {
                let t = &data.teams[i];
                none || team.as_ref().is_some_and(|q| team_hit(t, q))
                    || team_id.is_some_and(|id| t.num_id == id)
                    || opponent.as_ref().is_some_and(|q| team_hit(t, q))
            })
            .take(limit)
            .map(|i| {
                let t = &data.teams[i];
                MediaTeam {
                    team_id: t.num_id,
                    name: t.name.clone(),
                    slug: t.slug.clone(),
                    links: TeamLogoLinks {
                        team_logo: data.team_logo(i),
                    },
                }
            })
            .collect()
    } else {
        Vec::new()
    };
    super::common::json(&MediaResponse {
        source: SOURCE.into(),
        sport: data.info.slug.into(),
        total_players: players.len() as u64,
        total_teams: teams.len() as u64,
        players,
        teams,
    })
}
