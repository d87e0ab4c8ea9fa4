//! The v7 read routes (`/v7/{sport}/matches|props|lines|live|players|teams|history|
//! results`, `sport` may be `all`): each answers by running the v6 handlers in-process
//! over the same simulator data, so there is no second copy of the data or its rules.
//!
//! A v6 answer is computed with the caller's plan checked against the v6 route (so a
//! v7 route never serves more than its v6 family would); an `include=` section that
//! cannot be computed says `available: false` with the reason instead of failing the
//! whole answer, as the real service does.

use serde_json::{Map, Value, json};

use super::common::{Ctx, Reply};
use crate::auth::ApiError;
use crate::data::SOURCE;
use esx_proto::routes::{self, Route};

/// One v6 answer for a v7 route, computed in-process.
pub(super) fn sub(c: &Ctx, path: &str, query: &[(&str, String)]) -> Result<Value, ApiError> {
    let segs: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let r = routes::find_segments(&segs)
        .ok_or_else(|| ApiError::not_found(format!("Not Found: no route {path}")))?;
    if let esx_proto::Access::Key(need) = r.access
        && c.plan < need
    {
        return Err(ApiError::plan(path, need, c.plan));
    }
    let ctx = Ctx {
        world: c.world,
        path,
        query: query
            .iter()
            .filter(|(_, v)| !v.is_empty())
            .map(|(k, v)| ((*k).to_string(), v.clone()))
            .collect(),
        plan: c.plan,
        live: c.live,
        serve: c.serve,
    };
    let body = (c.serve)(&ctx, &segs)?;
    serde_json::from_slice(&body).map_err(|e| {
        ApiError::new(
            axum::http::StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            e.to_string(),
        )
    })
}

/// An `include=` section: the v6 answer, or why there is none.
pub(super) fn section(r: Result<Value, ApiError>) -> Value {
    r.unwrap_or_else(|e| {
        json!({"available": false, "reason": e.code, "detail": e.message, "status": e.status.as_u16()})
    })
}

/// Every page of a paged v6 list (`limit`/`offset`/`has_more`), rows under `key`.
pub(super) fn all_pages(
    c: &Ctx,
    path: &str,
    query: &[(&str, String)],
    key: &str,
) -> Result<Vec<Value>, ApiError> {
    let mut rows = Vec::new();
    loop {
        let mut q = query.to_vec();
        q.push(("limit", "500".into()));
        q.push(("offset", rows.len().to_string()));
        let v = sub(c, path, &q)?;
        let page = v[key].as_array().cloned().unwrap_or_default();
        let more = v["has_more"].as_bool().unwrap_or(false) && !page.is_empty();
        rows.extend(page);
        if !more {
            return Ok(rows);
        }
    }
}

/// The sports a v7 path names: one checked against the route's list, or `all` of them
/// (the route's list without `all`, as the world serves them).
pub(super) fn sports(c: &Ctx, r: &Route, raw: &str) -> Result<Vec<&'static str>, ApiError> {
    let slug = raw.to_ascii_lowercase();
    if slug == "all" {
        return Ok(r
            .sports
            .iter()
            .copied()
            .filter(|s| *s != "all" && c.world.sport(s).is_some())
            .collect());
    }
    c.sport(&slug, r.sports)?;
    Ok(r.sports.iter().copied().filter(|s| *s == slug).collect())
}

/// The `include=` list, each checked against `allowed`.
pub(super) fn includes(c: &Ctx, allowed: &[&str]) -> Result<Vec<String>, ApiError> {
    let Some(raw) = c.get("include") else {
        return Ok(Vec::new());
    };
    raw.split(',')
        .map(|s| s.trim().to_ascii_lowercase())
        .filter(|s| !s.is_empty())
        .map(|s| {
            if allowed.contains(&s.as_str()) {
                Ok(s)
            } else {
                Err(ApiError::invalid(format!(
                    "include must be among {}, got '{s}'",
                    allowed.join(", ")
                )))
            }
        })
        .collect()
}

pub(super) fn s(v: &Value, k: &str) -> String {
    v[k].as_str().unwrap_or_default().to_string()
}

pub(super) fn contains_ci(hay: &str, needle: &str) -> bool {
    hay.to_ascii_lowercase()
        .contains(&needle.to_ascii_lowercase())
}

/// A list answer: the rows of one sport or of all, with the usual counts.
pub(super) fn list(raw: &str, sports: &[&str], key: &str, total: usize, rows: Vec<Value>) -> Reply {
    let mut out = Map::new();
    out.insert("source".into(), json!(SOURCE));
    out.insert("sport".into(), json!(raw.to_ascii_lowercase()));
    out.insert("sports".into(), json!(sports));
    out.insert("total".into(), json!(total));
    out.insert("returned".into(), json!(rows.len()));
    out.insert(key.into(), Value::Array(rows));
    super::common::json(&out)
}

const MATCH_INCLUDES: &[&str] = &[
    "boxscore",
    "prep",
    "veto",
    "maps",
    "player_board",
    "lines",
    "streams",
    "h2h",
];

/// `GET /v7/{sport}/matches`: the v6 match lists (live, upcoming, finished) filtered by
/// `status`, `ids`, `q`, `team`, `date`, with per-match `include=` sections.
pub(super) fn matches(c: &Ctx, r: &Route, raw: &str) -> Reply {
    let sports = sports(c, r, raw)?;
    let statuses: Vec<String> = match c.get("status") {
        Some(_) => vec![c.choice("status", &["live", "upcoming", "finished"], "upcoming")?],
        None => ["live", "upcoming", "finished"].map(String::from).to_vec(),
    };
    let ids: Vec<String> = c
        .get("ids")
        .map(|v| v.split(',').map(|s| s.trim().to_string()).collect())
        .unwrap_or_default();
    let (q, team) = (c.get("q"), c.get("team"));
    let date = c
        .date("date")?
        .map(|_| c.get("date").unwrap_or_default().to_string());
    let limit = c.int("limit", 50, 1, 500)? as usize;
    let inc = includes(c, MATCH_INCLUDES)?;
    let mut rows = Vec::new();
    for sport in &sports {
        for st in &statuses {
            let path = format!("/v6/esports/{sport}/matches");
            for m in all_pages(c, &path, &[("status", st.clone())], "matches")? {
                let teams = [s(&m, "home_team"), s(&m, "away_team")];
                let keep = (ids.is_empty()
                    || ids
                        .iter()
                        .any(|i| *i == s(&m, "kr_match_id") || *i == s(&m, "slug")))
                    && q.is_none_or(|q| {
                        teams.iter().any(|t| contains_ci(t, q))
                            || contains_ci(&s(&m, "slug"), q)
                            || contains_ci(&s(&m, "tournament_name"), q)
                    })
                    && team.is_none_or(|t| {
                        teams.iter().any(|n| contains_ci(n, t))
                            || [s(&m, "home_team_id"), s(&m, "away_team_id")]
                                .contains(&t.to_string())
                    })
                    && date
                        .as_ref()
                        .is_none_or(|d| s(&m, "event_time").starts_with(d.as_str()));
                if keep {
                    rows.push((*sport, m));
                }
            }
        }
    }
    let total = rows.len();
    let mut out = Vec::new();
    for (sport, mut m) in rows.into_iter().take(limit) {
        for name in &inc {
            let v = match_section(c, sport, &m, name);
            m[name.as_str()] = v;
        }
        out.push(m);
    }
    list(raw, &sports, "matches", total, out)
}

/// One `include=` section of a match, from the v6 route that serves it.
fn match_section(c: &Ctx, sport: &str, m: &Value, name: &str) -> Value {
    let slug = s(m, "slug");
    let id = s(m, "kr_match_id");
    let base = format!("/v6/esports/{sport}");
    section(match name {
        "boxscore" => sub(c, &format!("{base}/matches/{slug}/boxscore"), &[]),
        "prep" => sub(c, &format!("{base}/matches/{slug}/prep"), &[]),
        "veto" => sub(c, &format!("{base}/matches/{slug}/veto"), &[]),
        "player_board" => sub(c, &format!("{base}/matches/{slug}/player-board"), &[]),
        "maps" => sub(c, &format!("{base}/matches/{slug}/tournament-maps"), &[]),
        "h2h" => sub(
            c,
            &format!("{base}/teams/h2h"),
            &[("team1", s(m, "home_team")), ("team2", s(m, "away_team"))],
        ),
        "streams" => sub(c, &format!("{base}/streams"), &[]).map(|v| {
            let rows: Vec<Value> = v["streams"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|r| s(r, "kr_match_id") == id)
                .cloned()
                .collect();
            json!({"total_streams": rows.len(), "streams": rows})
        }),
        _ => sub(
            c,
            &format!("{base}/lines"),
            &[("include_started", "true".into())],
        )
        .map(|v| {
            let ev: Vec<Value> = v["events"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|e| s(e, "kr_match_id") == id)
                .cloned()
                .collect();
            json!({"available": !ev.is_empty(), "events": ev})
        }),
    })
}

/// `GET /v7/{sport}/props`: the grouped board (`/player-props`) for `board=dfs|main|all`,
/// as groups, rows or both, paged by `limit`/`offset` over all the sports asked.
pub(super) fn props(c: &Ctx, r: &Route, raw: &str) -> Reply {
    let sports = sports(c, r, raw)?;
    let board = c.choice("board", &["dfs", "main", "all"], "dfs")?;
    let view = c.choice("view", &["groups", "rows", "both"], "groups")?;
    let (limit, offset) = c.page(50, 500)?;
    let mut query = vec![("board", board.clone())];
    for (k, from) in [
        ("market_contains", "market"),
        ("player", "player"),
        ("book", "book"),
    ] {
        if let Some(v) = c.get(from) {
            query.push((k, v.to_string()));
        }
    }
    let (mut groups, mut rows) = (Vec::new(), Vec::new());
    for sport in &sports {
        let v = sub(c, &format!("/v6/esports/{sport}/player-props"), &query)?;
        groups.extend(v["groups"].as_array().cloned().unwrap_or_default());
        rows.extend(v["props"].as_array().cloned().unwrap_or_default());
    }
    let (total_groups, total_rows) = (groups.len(), rows.len());
    let main_total = if view == "rows" {
        total_rows
    } else {
        total_groups
    };
    let page = |v: Vec<Value>| -> Vec<Value> { v.into_iter().skip(offset).take(limit).collect() };
    let (groups, rows) = (page(groups), page(rows));
    let returned = if view == "rows" {
        rows.len()
    } else {
        groups.len()
    };
    let mut out = json!({
        "source": SOURCE, "sport": raw.to_ascii_lowercase(), "sports": sports, "board": board,
        "view": view, "total_groups": total_groups, "total": total_rows, "returned": returned,
        "offset": offset, "limit": limit, "has_more": offset + returned < main_total,
        "available": main_total > 0,
    });
    if main_total == 0 {
        out["reason"] = json!(if c.get("market").is_some()
            || c.get("player").is_some()
            || c.get("book").is_some()
        {
            "no_props_match_filters"
        } else {
            "no_props_listed"
        });
    }
    if view != "rows" {
        out["groups"] = Value::Array(groups);
    }
    if view != "groups" {
        out["props"] = Value::Array(rows);
    }
    super::common::json(&out)
}

/// `GET /v7/{sport}/lines`: the consensus board (`view=consensus`) or its match-winner
/// markets (`view=moneyline`), each sport's `/lines` answer under `events`.
pub(super) fn lines(c: &Ctx, r: &Route, raw: &str) -> Reply {
    let sports = sports(c, r, raw)?;
    let view = c.choice("view", &["consensus", "moneyline"], "consensus")?;
    let format = c.choice("format", &["slim", "full"], "slim")?;
    let market = if view == "moneyline" {
        Some("match_winner".to_string())
    } else {
        c.get("market").map(str::to_string)
    };
    let include_started = c.boolean("include_started", false)?;
    let mut query = vec![("include_started", include_started.to_string())];
    if let Some(m) = &market {
        query.push(("market", m.clone()));
    }
    let (mut events, mut edges, mut books) = (Vec::new(), Vec::new(), Vec::new());
    for sport in &sports {
        let v = sub(c, &format!("/v6/esports/{sport}/lines"), &query)?;
        for mut e in v["events"].as_array().cloned().unwrap_or_default() {
            e["sport"] = json!(sport);
            events.push(e);
        }
        edges.extend(v["top_edges"].as_array().cloned().unwrap_or_default());
        for b in v["books"].as_array().into_iter().flatten() {
            if !books.contains(b) {
                books.push(b.clone());
            }
        }
    }
    let mut out = json!({
        "source": SOURCE, "sport": raw.to_ascii_lowercase(), "sports": sports, "view": view,
        "format": format, "market": market, "include_started": include_started, "books": books,
        "total_events": events.len(), "available": !events.is_empty(), "events": events,
    });
    if format == "full" {
        out["top_edges"] = Value::Array(edges);
    }
    if out["available"] == json!(false) {
        out["reason"] = json!("no_lines_listed");
    }
    super::common::json(&out)
}

/// `GET /v7/{sport}/results`: the settled grades, `grade` and `from`/`to` (on
/// `graded_at`, `to` inclusive of its day) filtered, newest pages first as v6 serves them.
pub(super) fn results(c: &Ctx, r: &Route, raw: &str) -> Reply {
    let sports = sports(c, r, raw)?;
    let (from, to) = (c.date("from")?, c.date("to")?);
    let (from, to) = (
        c.get("from").filter(|_| from.is_some()),
        c.get("to").filter(|_| to.is_some()),
    );
    let limit = c.int("limit", 50, 1, 500)? as usize;
    let mut query = Vec::new();
    if let Some(g) = c.get("grade") {
        query.push(("grade", g.to_string()));
    }
    let mut rows = Vec::new();
    for sport in &sports {
        let path = format!("/v6/esports/{sport}/results");
        for mut row in all_pages(c, &path, &query, "results")? {
            // `graded_at` is RFC 3339, so its first ten characters are the UTC day.
            let day = s(&row, "graded_at").chars().take(10).collect::<String>();
            if from.is_none_or(|f| day.as_str() >= f) && to.is_none_or(|t| day.as_str() <= t) {
                row["sport"] = json!(sport);
                rows.push(row);
            }
        }
    }
    let total = rows.len();
    rows.truncate(limit);
    list(raw, &sports, "results", total, rows)
}

/// `GET /v7/{sport}/history`: `kind=contract` (or its alias `props`) is a prop's quote
/// tape (`prop` + `book`, or `market_key`); `kind=lines` is a match's line history.
pub(super) fn history(c: &Ctx, r: &Route, raw: &str) -> Reply {
    let sports = sports(c, r, raw)?;
    let kind = c.choice("kind", &["contract", "props", "lines"], "contract")?;
    if kind == "lines" {
        let match_id = c.required("match")?;
        let mut last = None;
        for sport in &sports {
            let mut query = Vec::new();
            if let Some(book) = c.get("book") {
                query.push(("book", book.to_string()));
            }
            match sub(
                c,
                &format!("/v6/esports/{sport}/matches/{match_id}/lines/history"),
                &query,
            ) {
                Ok(mut v) => {
                    v["kind"] = json!("lines");
                    return super::common::json(&v);
                }
                Err(e) => last = Some(e),
            }
        }
        return Err(last.unwrap_or_else(|| ApiError::not_found(format!("No match '{match_id}'"))));
    }
    let mut query = Vec::new();
    if let Some(k) = c.get("market_key") {
        query.push(("market_key", k.to_string()));
    } else {
        let (Some(prop), Some(book)) = (c.get("prop"), c.get("book")) else {
            return Err(ApiError::invalid(
                "kind=contract needs prop and book, or market_key",
            ));
        };
        query.push(("prop_id", prop.to_string()));
        query.push(("book", book.to_string()));
    }
    let mut v = sub(c, "/v6/esports/history/contract", &query)?;
    v["kind"] = json!("contract");
    super::common::json(&v)
}
