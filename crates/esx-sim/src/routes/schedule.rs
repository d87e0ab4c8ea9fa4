//! Schedule routes: matches and their variants, fixtures, schedule, streams, finished
//! boxscores, settled results, and the live HTTP routes (served from the live hub).

use serde_json::{Value, json};

use super::common::{Ctx, Reply};
use crate::auth::ApiError;
use crate::data::{Match, SOURCE, STREAM_HOST, SportData, Status, date, iso};
use esx_proto::models::{Fixture, FixturesResponse, Match as MatchRow, MatchesResponse};

/// The row status word of a match.
pub(super) fn status_word(s: Status) -> &'static str {
    match s {
        Status::Upcoming => "not_started",
        Status::Live => "running",
        Status::Finished => "finished",
    }
}

/// A match row.
pub(super) fn match_row(data: &SportData, m: &Match) -> MatchRow {
    let (hs, as_) = m.score();
    let played = m.status != Status::Upcoming;
    let done = m.status == Status::Finished;
    MatchRow {
        source: SOURCE.into(),
        kr_match_id: m.id.clone(),
        slug: m.slug.clone(),
        sport: format!("esports_{}", data.info.slug),
        status: status_word(m.status).into(),
        event_time: iso(m.start),
        event_id: Some(m.event_id.clone()),
        home_team: Some(data.teams[m.home].name.clone()),
        home_team_id: Some(data.teams[m.home].id.clone()),
        away_team: Some(data.teams[m.away].name.clone()),
        away_team_id: Some(data.teams[m.away].id.clone()),
        best_of: Some(u32::from(m.best_of)),
        tournament_name: Some(m.tournament.into()),
        home_score: played.then_some(hs),
        away_score: played.then_some(as_),
        team1: done.then(|| data.teams[m.home].name.clone()),
        team2: done.then(|| data.teams[m.away].name.clone()),
        score1: done.then_some(hs),
        score2: done.then_some(as_),
        winner_id: done.then(|| {
            data.teams[if hs > as_ { m.home } else { m.away }]
                .id
                .clone()
        }),
        title: None,
    }
}

fn in_dates(start: i64, from: Option<i64>, to: Option<i64>) -> bool {
    from.is_none_or(|f| start >= f) && to.is_none_or(|t| start < t + 86_400)
}

/// `/matches` (and `/matches/live`, `/upcoming/matches`, `/completed/matches` via `forced`).
pub(super) fn matches(c: &Ctx, data: &SportData, forced: Option<&str>) -> Reply {
    let rows = data.matches.iter().map(|m| (m.status, m.start, m));
    match_list(c, data.info.slug, forced, rows, |m| match_row(data, m))
}

/// A matches list (every sport's, and apex's lobbies): `status` (or the variant's
/// `forced` one), the `start_date`/`end_date` days, finished newest first, and
/// `limit`/`offset` paging. `items` are each match's status and start, in start order,
/// and what `row` makes its row of.
pub(super) fn match_list<T>(
    c: &Ctx,
    sport: &str,
    forced: Option<&str>,
    items: impl Iterator<Item = (Status, i64, T)>,
    row: impl Fn(T) -> MatchRow,
) -> Reply {
    let status = match forced {
        Some(s) => s.to_string(),
        None => c.choice("status", &["upcoming", "live", "finished"], "upcoming")?,
    };
    let want = match status.as_str() {
        "live" => Status::Live,
        "finished" => Status::Finished,
        _ => Status::Upcoming,
    };
    let (from, to) = (c.date("start_date")?, c.date("end_date")?);
    let (limit, offset) = c.page(50, 500)?;
    let mut rows: Vec<T> = items
        .filter(|(s, start, _)| *s == want && in_dates(*start, from, to))
        .map(|(_, _, m)| m)
        .collect();
    if want == Status::Finished {
        rows.reverse();
    }
    let total = rows.len();
    let page: Vec<MatchRow> = rows.into_iter().skip(offset).take(limit).map(row).collect();
    super::common::json(&MatchesResponse {
        source: SOURCE.into(),
        sport: sport.into(),
        status,
        total: total as u64,
        returned: page.len() as u64,
        offset: offset as u64,
        limit: limit as u64,
        has_more: offset + page.len() < total,
        matches: page,
    })
}

/// `/fixtures`: the full schedule board (no status = every fixture).
pub(super) fn fixtures(c: &Ctx, data: &SportData) -> Reply {
    let raw = c.get("status");
    let want = match raw.map(str::to_ascii_lowercase).as_deref() {
        None => None,
        Some("upcoming" | "not_started") => Some(Status::Upcoming),
        Some("live" | "running") => Some(Status::Live),
        Some("ended" | "finished") => Some(Status::Finished),
        Some(other) => {
            return Err(ApiError::invalid(format!(
                "status must be one of upcoming, live, ended (aliases not_started, running, finished), got '{other}'"
            )));
        }
    };
    let (from, to) = (c.date("start_date")?, c.date("end_date")?);
    let fixtures: Vec<Fixture> = data
        .matches
        .iter()
        .filter(|m| want.is_none_or(|w| m.status == w) && in_dates(m.start, from, to))
        .map(|m| Fixture {
            fixture_id: m.fixture_id.clone(),
            kr_match_id: m.id.clone(),
            sport: format!("esports_{}", data.info.slug),
            discipline: data.info.slug.into(),
            status: status_word(m.status).into(),
            slug: m.slug.clone(),
            event_time: Some(iso(m.start)),
            home_team: Some(data.teams[m.home].name.clone()),
            away_team: Some(data.teams[m.away].name.clone()),
        })
        .collect();
    super::common::json(&FixturesResponse {
        source: SOURCE.into(),
        sport: data.info.slug.into(),
        status: raw.map(str::to_ascii_lowercase),
        total: fixtures.len() as u64,
        fixtures,
    })
}

/// `/schedule`: live and upcoming matches grouped by UTC date.
pub(super) fn schedule(_c: &Ctx, data: &SportData) -> Reply {
    let mut days: Vec<(String, Vec<Value>)> = Vec::new();
    for m in data.matches.iter().filter(|m| m.status != Status::Finished) {
        let d = date(m.start);
        let row = serde_json::to_value(match_row(data, m)).unwrap_or(Value::Null);
        match days.last_mut() {
            Some((last, v)) if *last == d => v.push(row),
            _ => days.push((d, vec![row])),
        }
    }
    let days: Vec<Value> = days
        .into_iter()
        .map(|(d, ms)| json!({"date": d, "total": ms.len(), "matches": ms}))
        .collect();
    super::common::json(
        &json!({"source": SOURCE, "sport": data.info.slug, "total_days": days.len(), "days": days}),
    )
}

/// `/streams`: stream links for live matches and those starting within 24 hours.
pub(super) fn streams(c: &Ctx, data: &SportData) -> Reply {
    let now = c.world.now;
    let streams: Vec<Value> = data
        .matches
        .iter()
        .filter(|m| {
            m.status == Status::Live || (m.status == Status::Upcoming && m.start - now <= 86_400)
        })
        .map(|m| {
            json!({
                "kr_match_id": m.id,
                "slug": m.slug,
                "status": status_word(m.status),
                "event_time": iso(m.start),
                "platform": "twitch",
                "language": "en",
                "url": format!("{STREAM_HOST}/{}/{}", data.info.slug, m.slug),
            })
        })
        .collect();
    super::common::json(
        &json!({"source": SOURCE, "sport": data.info.slug, "total_streams": streams.len(), "streams": streams}),
    )
}

/// The boxscore object of a series (finished maps only).
pub(super) fn boxscore_value(data: &SportData, m: &Match) -> Value {
    let (hs, as_) = m.score();
    let maps: Vec<Value> = m
        .maps
        .iter()
        .map(|mp| {
            let players: Vec<Value> = mp
                .stats
                .iter()
                .map(|s| {
                    let p = &data.players[s.player];
                    json!({
                        "player_id": p.num_id,
                        "canonical_player_id": p.id,
                        "nickname": p.nickname,
                        "team": data.teams[p.team].name,
                        "role": data.role(s.player),
                        "kills": s.kills,
                        "deaths": s.deaths,
                        "assists": s.assists,
                        "headshots": s.headshots,
                        "first_kills": s.first_kills,
                        "last_hits": s.last_hits,
                    })
                })
                .collect();
            json!({
                "number": mp.number,
                "map_name": mp.name,
                "winner": data.teams[if mp.home_won { m.home } else { m.away }].name,
                "rounds": (mp.rounds > 0).then_some(mp.rounds),
                "ended_at": iso(mp.ended),
                "players": players,
            })
        })
        .collect();
    json!({
        "kr_match_id": m.id,
        "slug": m.slug,
        "status": status_word(m.status),
        "event_time": iso(m.start),
        "home_team": data.teams[m.home].name,
        "away_team": data.teams[m.away].name,
        "score": {"home": hs, "away": as_},
        "maps": maps,
    })
}

/// `/matches/{slug}/boxscore`: one series' per-map player stats (slug or match id).
pub(super) fn boxscore(_c: &Ctx, data: &SportData, slug: &str) -> Reply {
    let m = data
        .matches
        .iter()
        .find(|m| m.slug == slug || m.id == slug)
        .ok_or_else(|| ApiError::not_found(format!("No match '{slug}' in {}", data.info.slug)))?;
    let mut v = boxscore_value(data, m);
    if let Value::Object(o) = &mut v {
        let mut out = serde_json::Map::new();
        out.insert("source".into(), SOURCE.into());
        out.insert("sport".into(), data.info.slug.into());
        out.extend(std::mem::take(o));
        v = Value::Object(out);
    }
    super::common::json(&v)
}

/// `/boxscores`: recent finished series, newest first, paginated.
pub(super) fn boxscores(c: &Ctx, data: &SportData) -> Reply {
    let (limit, offset) = c.page(10, 100)?;
    let done: Vec<&Match> = data
        .matches
        .iter()
        .rev()
        .filter(|m| m.status == Status::Finished)
        .collect();
    let page: Vec<Value> = done
        .iter()
        .skip(offset)
        .take(limit)
        .map(|m| boxscore_value(data, m))
        .collect();
    super::common::json(&json!({
        "source": SOURCE, "sport": data.info.slug, "total": done.len(), "returned": page.len(),
        "offset": offset, "limit": limit, "has_more": offset + page.len() < done.len(), "boxscores": page,
    }))
}

/// The grades `/results` serves and `grade` filters on (upstream's words).
pub(super) const GRADES: &[&str] = &["hit", "miss", "push", "void", "pending", "error"];

/// Days of finished series `/results` serves (a grader joins within 36 h of the start).
const RESULTS_DAYS: i64 = 7;

/// `/results`: the settled props of the series that finished in the last 7 days, in
/// upstream's shape (`propId`, `player_name`, `stat_type`, `line`, `direction`, `grade`,
/// `actual_value`, `graded_at`): one row per line of the board a series closed with (its
/// over side), its `propId` the board's, `actual_value` the season's draw
/// (`season::finished`), newest first; `grade` filters.
pub(super) fn results(c: &Ctx, data: &SportData) -> Reply {
    let grade = c.get("grade").map(str::to_ascii_lowercase);
    if let Some(g) = &grade
        && !GRADES.contains(&g.as_str())
    {
        return Err(ApiError::invalid(format!(
            "grade must be one of {}, got '{g}'",
            GRADES.join(", ")
        )));
    }
    let (limit, offset) = c.page(100, 500)?;
    let all = data.results_cache.get_or_init(|| results_rows(c, data));
    let rows: Vec<&Value> = all
        .iter()
        .filter(|r| grade.as_ref().is_none_or(|w| r["grade"] == w.as_str()))
        .collect();
    let total = rows.len();
    let page: Vec<&Value> = rows.into_iter().skip(offset).take(limit).collect();
    super::common::json(&json!({
        "source": SOURCE, "sport": data.info.slug, "grade": grade, "total": total, "returned": page.len(),
        "offset": offset, "limit": limit, "has_more": offset + page.len() < total, "results": page,
    }))
}

/// Every `/results` row of the sport at the world's clock, newest first.
fn results_rows(c: &Ctx, data: &SportData) -> Vec<Value> {
    let since = c.world.now - RESULTS_DAYS * 86_400;
    let (_, mut settled) = crate::season::finished(c.world.seed, data, since);
    // Newest first; a series' lines in board order.
    settled.sort_by_key(|p| std::cmp::Reverse(p.ended));
    let mut rows = Vec::new();
    for s in &settled {
        // One row per line, on its over side (the board's `propId` names the line, and a
        // grader grades its own side from `actual_value`).
        let a = f64::from(s.actual);
        let g = if a == s.line {
            "push"
        } else if a > s.line {
            "hit"
        } else {
            "miss"
        };
        rows.push(json!({
            "propId": s.prop_id,
            "player_name": s.player,
            "stat_type": s.stat_type,
            "line": s.line,
            "direction": "over",
            "grade": g,
            "actual_value": s.actual,
            "graded_at": iso(s.ended + 600),
            "kr_match_id": s.match_id,
            "book": s.venue,
        }));
    }
    rows
}

/// `/live/games`.
pub(super) fn live_games(c: &Ctx, data: &SportData) -> Reply {
    match c.live {
        Some(hub) => super::common::json(&hub.games_json(data.info.slug)),
        None => super::common::json(&json!({"sport": data.info.slug, "total": 0, "games": []})),
    }
}

/// `/live/{game_id}/boxscore|frames|events`.
pub(super) fn live_detail(c: &Ctx, data: &SportData, game_id: &str, what: &str) -> Reply {
    let sport = data.info.slug;
    let v = c.live.and_then(|hub| match what {
        "boxscore" => hub.boxscore_json(sport, game_id),
        "frames" => hub.frames_json(sport, game_id),
        _ => hub.events_json(sport, game_id),
    });
    v.map_or_else(
        || {
            Err(ApiError::not_found(format!(
                "No live game '{game_id}' in {sport}; list them at /v6/esports/{sport}/live/games"
            )))
        },
        |v| super::common::json(&v),
    )
}
