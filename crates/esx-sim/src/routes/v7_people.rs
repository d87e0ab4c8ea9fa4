//! The v7 read routes about who plays (`/v7/{sport}/live|players|teams`), answered from
//! the v6 handlers like the rest of `v7_read`.

use serde_json::{Value, json};

use super::common::{Ctx, Reply};
use super::v7_read::{all_pages, contains_ci, includes, list, s, section, sports, sub};
use crate::auth::ApiError;
use crate::data::SOURCE;
use esx_proto::routes::Route;

const LIVE_INCLUDES: &[&str] = &["boxscore", "events", "frame", "odds", "odds_history"];

/// `GET /v7/{sport}/live`: the live games (every sport with `all`); with `game` (a
/// `kr_match_id` or a game id) that game with its `include=` sections (default boxscore).
pub(super) fn live(c: &Ctx, r: &Route, raw: &str) -> Reply {
    let sports = sports(c, r, raw)?;
    let inc = includes(c, LIVE_INCLUDES)?;
    let mut games = Vec::new();
    for sport in &sports {
        let v = sub(c, &format!("/v6/esports/{sport}/live/games"), &[])?;
        for mut g in v["games"].as_array().cloned().unwrap_or_default() {
            g["sport"] = json!(sport);
            games.push(g);
        }
    }
    let Some(want) = c.get("game") else {
        let total = games.len();
        return list(raw, &sports, "games", total, games);
    };
    let Some(g) = games
        .into_iter()
        .find(|g| s(g, "game_id") == want || s(g, "match_id") == want)
    else {
        return Err(ApiError::not_found(format!(
            "No live game '{want}' in {raw}; list them at /v7/{raw}/live"
        )));
    };
    let (sport, game_id, match_id) = (s(&g, "sport"), s(&g, "game_id"), s(&g, "match_id"));
    let base = format!("/v6/esports/{sport}/live");
    let inc = if inc.is_empty() {
        vec!["boxscore".to_string()]
    } else {
        inc
    };
    let mut out = json!({"source": SOURCE, "sport": sport, "game_id": game_id,
        "kr_match_id": match_id, "game": g});
    for name in &inc {
        let v = match name.as_str() {
            "boxscore" => sub(c, &format!("{base}/{game_id}/boxscore"), &[]),
            "events" => sub(c, &format!("{base}/{game_id}/events"), &[]),
            "frame" => sub(c, &format!("{base}/{game_id}/frames"), &[]),
            "odds" => sub(c, &format!("{base}/{match_id}/odds"), &[]),
            _ => sub(c, &format!("{base}/{match_id}/odds/history"), &[]),
        };
        out[name.as_str()] = section(v);
    }
    super::common::json(&out)
}

const PLAYER_INCLUDES: &[&str] = &[
    "research",
    "gamelogs",
    "stats",
    "stats_full",
    "history",
    "media",
];

/// `GET /v7/{sport}/players`: `sort=rank` the rankings, `q` a search, `id` one player
/// with `include=` sections; with none of them, the rankings.
pub(super) fn players(c: &Ctx, r: &Route, raw: &str) -> Reply {
    let sports = sports(c, r, raw)?;
    let inc = includes(c, PLAYER_INCLUDES)?;
    if let Some(id) = c.get("id") {
        let mut last = None;
        for sport in &sports {
            let base = format!("/v6/esports/{sport}/players/{id}");
            let mut v = match sub(c, &base, &[]) {
                Ok(v) => v,
                Err(e) => {
                    last = Some(e);
                    continue;
                }
            };
            let nick = s(&v, "nickname");
            let name = if nick.is_empty() {
                id.to_string()
            } else {
                nick
            };
            for inc in &inc {
                let sec = match inc.as_str() {
                    "research" => {
                        let mut q = vec![("player", id.to_string()), ("sport", sport.to_string())];
                        if let Some(m) = c.get("market") {
                            q.push(("market", m.to_string()));
                        }
                        sub(c, "/v6/esports/research/player", &q)
                    }
                    "gamelogs" => sub(c, &format!("{base}/gamelogs"), &[("limit", "100".into())]),
                    "stats" => sub(c, &format!("{base}/stats"), &[]),
                    "stats_full" => sub(c, &format!("{base}/stats/full"), &[]),
                    "history" => {
                        all_pages(c, &format!("/v6/esports/{sport}/results"), &[], "results").map(
                            |rows| {
                                let rows: Vec<Value> = rows
                                    .into_iter()
                                    .filter(|r| s(r, "player_name").eq_ignore_ascii_case(&name))
                                    .collect();
                                json!({"total": rows.len(), "results": rows})
                            },
                        )
                    }
                    _ => sub(
                        c,
                        &format!("/v6/esports/{sport}/media"),
                        &[("player", name.clone())],
                    ),
                };
                v[inc.as_str()] = section(sec);
            }
            v["sport"] = json!(sport);
            return super::common::json(&v);
        }
        return Err(last.unwrap_or_else(|| ApiError::not_found(format!("No player '{id}'"))));
    }
    let mut rows = Vec::new();
    for sport in &sports {
        let v = match (c.get("q"), c.get("sort")) {
            (Some(q), None) => sub(
                c,
                &format!("/v6/esports/{sport}/players/search"),
                &[("q", q.to_string()), ("limit", "200".into())],
            )?["players"]
                .as_array()
                .cloned()
                .unwrap_or_default(),
            _ => all_pages(c, &format!("/v6/esports/{sport}/rankings"), &[], "players")?,
        };
        for mut p in v {
            p["sport"] = json!(sport);
            rows.push(p);
        }
    }
    let total = rows.len();
    list(raw, &sports, "players", total, rows)
}

const TEAM_INCLUDES: &[&str] = &["form", "roster", "maps", "h2h", "main_lines", "upcoming"];

/// `GET /v7/{sport}/teams`: `team1` + `team2` their meetings (`/teams/h2h`); else the
/// teams, `id` or `q` filtered, with `include=` sections per team.
pub(super) fn teams(c: &Ctx, r: &Route, raw: &str) -> Reply {
    let sports = sports(c, r, raw)?;
    let inc = includes(c, TEAM_INCLUDES)?;
    if let (Some(t1), Some(t2)) = (c.get("team1"), c.get("team2")) {
        let mut last = None;
        for sport in &sports {
            let q = [("team1", t1.to_string()), ("team2", t2.to_string())];
            match sub(c, &format!("/v6/esports/{sport}/teams/h2h"), &q) {
                Ok(v) => return super::common::json(&v),
                Err(e) => last = Some(e),
            }
        }
        return Err(last.unwrap_or_else(|| ApiError::not_found("No such teams")));
    }
    let (id, q) = (c.get("id"), c.get("q"));
    let mut rows = Vec::new();
    for sport in &sports {
        let v = sub(c, &format!("/v6/esports/{sport}/teams"), &[])?;
        for mut t in v["teams"].as_array().cloned().unwrap_or_default() {
            let keep = id.is_none_or(|i| s(&t, "team_id") == i || s(&t, "slug") == i)
                && q.is_none_or(|q| {
                    contains_ci(&s(&t, "name"), q) || contains_ci(&s(&t, "slug"), q)
                });
            if !keep {
                continue;
            }
            for name in &inc {
                let sec = team_section(c, sport, &t, name);
                t[name.as_str()] = section(sec);
            }
            t["sport"] = json!(sport);
            rows.push(t);
        }
    }
    let total = rows.len();
    list(raw, &sports, "teams", total, rows)
}

/// The team's matches of one status (v6 `/matches`).
fn team_matches(c: &Ctx, sport: &str, team: &Value, status: &str) -> Result<Vec<Value>, ApiError> {
    let id = s(team, "team_id");
    let rows = all_pages(
        c,
        &format!("/v6/esports/{sport}/matches"),
        &[("status", status.into())],
        "matches",
    )?;
    Ok(rows
        .into_iter()
        .filter(|m| s(m, "home_team_id") == id || s(m, "away_team_id") == id)
        .collect())
}

fn team_section(c: &Ctx, sport: &str, t: &Value, name: &str) -> Result<Value, ApiError> {
    let tid = s(t, "team_id");
    match name {
        "roster" => Ok(json!({"players": t["players"].clone()})),
        "upcoming" => {
            team_matches(c, sport, t, "upcoming").map(|m| json!({"total": m.len(), "matches": m}))
        }
        "form" | "maps" => {
            let done = team_matches(c, sport, t, "finished")?;
            let mut form = Vec::new();
            for m in done.iter().take(5) {
                let b = sub(
                    c,
                    &format!("/v6/esports/{sport}/matches/{}/boxscore", s(m, "slug")),
                    &[],
                );
                form.push(json!({"kr_match_id": s(m, "kr_match_id"), "event_time": s(m, "event_time"),
                    "opponent": if s(m, "home_team_id") == tid { s(m, "away_team") } else { s(m, "home_team") },
                    "boxscore": section(b)}));
            }
            Ok(json!({"total": form.len(), "matches": form}))
        }
        "h2h" => Err(ApiError::invalid("h2h needs team1 and team2")),
        _ => sub(
            c,
            &format!("/v6/esports/{sport}/lines"),
            &[("include_started", "true".into())],
        )
        .map(|v| {
            let ev: Vec<Value> = v["events"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|e| s(e, "home_team_id") == tid || s(e, "away_team_id") == tid)
                .cloned()
                .collect();
            json!({"total": ev.len(), "events": ev})
        }),
    }
}
