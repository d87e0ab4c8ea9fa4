//! `/v7/{sport}/breakdown` bundles and the keyless published pages and index.

use serde_json::{Value, json};

use super::common::{Ctx, Reply};
use super::lines::{self};
use crate::auth::ApiError;
use crate::calc::{self, round};
use crate::data::sports::VENUES;
use crate::data::{SportData, Status, iso};
use esx_odds::{self, ConsensusParams};
use esx_proto::models::{BreakdownIndex, BreakdownPage, Unavailable};

const KINDS: [&str; 5] = ["h2h", "team", "match", "player", "tournament"];

fn team_summary(data: &SportData, t: usize, limit: usize) -> Value {
    let team = &data.teams[t];
    let mut form = Vec::new();
    let mut maps: Vec<(&str, u32, u32)> = Vec::new();
    for m in data
        .matches
        .iter()
        .rev()
        .filter(|m| m.status == Status::Finished && (m.home == t || m.away == t))
    {
        let (h, a) = m.score();
        let (us, them) = if m.home == t { (h, a) } else { (a, h) };
        if form.len() < limit {
            let opp = if m.home == t { m.away } else { m.home };
            form.push(json!({"kr_match_id": m.id, "event_time": iso(m.start), "opponent": data.teams[opp].name,
                "result": if us > them { "win" } else { "loss" }, "score": format!("{us}-{them}")}));
        }
        for mp in &m.maps {
            let won = mp.home_won == (m.home == t);
            match maps.iter_mut().find(|(n, _, _)| *n == mp.name) {
                Some(e) => {
                    e.1 += 1;
                    e.2 += u32::from(won);
                }
                None => maps.push((mp.name, 1, u32::from(won))),
            }
        }
    }
    maps.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    let record: Vec<Value> = maps
        .iter()
        .map(|(n, p, w)| json!({"map": n, "played": p, "won": w}))
        .collect();
    json!({"team_id": team.id, "name": team.name, "slug": team.slug, "rating": round(team.rating, 1),
        "recent_form": form, "map_record": record})
}

fn starter_props(data: &SportData, match_idx: usize, limit: usize) -> Vec<Value> {
    data.props
        .iter()
        .filter(|p| p.match_idx == match_idx && VENUES[p.venue].on_board && p.market == 0)
        .take(limit)
        .map(|p| {
            json!({"player_name": data.players[p.player].nickname, "canonical_player_id": data.players[p.player].id,
                "stat_type": data.info.markets[0].stat_type(data.info), "book": VENUES[p.venue].key, "line": p.line, "propId": p.prop_id})
        })
        .collect()
}

fn match_bundle(data: &SportData, mi: usize, limit: usize) -> Value {
    let m = &data.matches[mi];
    let odds: Vec<Value> = data
        .mains
        .iter()
        .filter(|mk| mk.match_idx == mi)
        .filter_map(|mk| lines::compute(data, mk, &ConsensusParams::default()))
        .map(|c| serde_json::to_value(c.market).unwrap_or(Value::Null))
        .collect();
    // Targets: the board's widest line gaps for this event.
    let rows: Vec<esx_odds::PropLine> = data
        .props
        .iter()
        .filter(|p| p.match_idx == mi)
        .flat_map(|p| super::board::gap_lines(data, p))
        .collect();
    let targets: Vec<esx_proto::models::GapRow> = calc::gaps(data.info.slug, &rows, 1.0)
        .into_iter()
        .take(limit.min(10))
        .collect();
    json!({"mode": "match", "match": super::schedule::match_row(data, m), "odds": odds,
        "home": team_summary(data, m.home, limit), "away": team_summary(data, m.away, limit),
        "starter_props": starter_props(data, mi, limit), "targets": targets})
}

fn find_match(data: &SportData, q: &str) -> Result<usize, ApiError> {
    data.matches
        .iter()
        .position(|m| m.id == q || m.slug == q || m.event_id == q)
        .ok_or_else(|| ApiError::not_found(format!("No {} match '{q}'", data.info.slug)))
}

fn find_team(data: &SportData, q: &str) -> Result<usize, ApiError> {
    data.find_team(q)
        .ok_or_else(|| ApiError::not_found(format!("No {} team '{q}'", data.info.slug)))
}

fn h2h_bundle(data: &SportData, a: usize, b: usize, limit: usize) -> Value {
    let meetings: Vec<Value> = data
        .matches
        .iter()
        .rev()
        .filter(|m| {
            m.status == Status::Finished
                && ((m.home == a && m.away == b) || (m.home == b && m.away == a))
        })
        .take(limit)
        .map(|m| serde_json::to_value(super::schedule::match_row(data, m)).unwrap_or(Value::Null))
        .collect();
    json!({"mode": "h2h", "team1": team_summary(data, a, limit), "team2": team_summary(data, b, limit), "meetings": meetings})
}

/// `GET /v7/{sport}/breakdown`: exactly one of `match`, `team`, or `team1`+`team2`.
pub(super) fn breakdown(c: &Ctx, data: &SportData) -> Reply {
    let (by_match, by_team, t1, t2) = (
        c.get("match"),
        c.get("team"),
        c.get("team1"),
        c.get("team2"),
    );
    let modes = usize::from(by_match.is_some())
        + usize::from(by_team.is_some())
        + usize::from(t1.is_some() || t2.is_some());
    let pair_ok = t1.is_some() == t2.is_some();
    if modes != 1 || !pair_ok {
        return Err(ApiError::bad_request(
            "one_mode_required",
            "Give exactly one of: match, team, or team1 + team2",
        ));
    }
    let limit = c.int("limit", 50, 1, 100)? as usize;
    let mut bundle = if let Some(q) = by_match {
        match_bundle(data, find_match(data, q)?, limit)
    } else if let Some(q) = by_team {
        let ti = find_team(data, q)?;
        let mut v = json!({"mode": "team"});
        if let (Value::Object(o), Value::Object(s)) = (&mut v, team_summary(data, ti, limit)) {
            o.extend(s);
        }
        v
    } else {
        let first = find_team(data, t1.unwrap_or_default())?;
        let second = find_team(data, t2.unwrap_or_default())?;
        h2h_bundle(data, first, second, limit)
    };
    if let Value::Object(o) = &mut bundle {
        let mut out = serde_json::Map::new();
        out.insert("available".into(), true.into());
        out.insert("sport".into(), data.info.slug.into());
        out.extend(std::mem::take(o));
        bundle = Value::Object(out);
    }
    super::common::json(&bundle)
}

/// Every published page of a sport: upcoming matches and their pairs, the top teams and
/// players, and the tournaments on the schedule.
fn published_pages(data: &SportData) -> Vec<BreakdownPage> {
    let page = |kind: &str, slug: String| BreakdownPage {
        sport: data.info.slug.into(),
        kind: kind.into(),
        slug,
    };
    let mut pages = Vec::new();
    for m in data.matches.iter().filter(|m| m.status == Status::Upcoming) {
        pages.push(page("match", m.slug.clone()));
        pages.push(page(
            "h2h",
            format!("{}-vs-{}", data.teams[m.home].slug, data.teams[m.away].slug),
        ));
    }
    let mut teams: Vec<usize> = (0..data.teams.len()).collect();
    teams.sort_by(|a, b| data.teams[*b].rating.total_cmp(&data.teams[*a].rating));
    pages.extend(
        teams
            .iter()
            .take(8)
            .map(|&t| page("team", data.teams[t].slug.clone())),
    );
    pages.extend(
        teams
            .iter()
            .take(2)
            .flat_map(|&t| data.teams[t].players)
            .map(|p| page("player", data.players[p].slug.clone())),
    );
    let mut tours: Vec<&str> = data
        .matches
        .iter()
        .filter(|m| m.status != Status::Finished)
        .map(|m| m.tournament)
        .collect();
    tours.sort_unstable();
    tours.dedup();
    pages.extend(
        tours
            .into_iter()
            .map(|t| page("tournament", t.to_ascii_lowercase().replace(' ', "-"))),
    );
    pages
}

fn kind_param(raw: &str) -> Result<&'static str, ApiError> {
    KINDS
        .iter()
        .find(|k| k.eq_ignore_ascii_case(raw))
        .copied()
        .ok_or_else(|| {
            ApiError::bad_request(
                "invalid_kind",
                format!("Unknown kind '{raw}': expected one of {}", KINDS.join(", ")),
            )
        })
}

/// `GET /v7/{sport}/breakdown/index` (keyless).
pub(super) fn breakdown_index(c: &Ctx, data: &SportData) -> Reply {
    let kind = c.get("kind").map(kind_param).transpose()?;
    let pages: Vec<BreakdownPage> = published_pages(data)
        .into_iter()
        .filter(|p| kind.is_none_or(|k| p.kind == k))
        .collect();
    super::common::json(&BreakdownIndex {
        available: true,
        sport: data.info.slug.into(),
        returned: pages.len() as u64,
        pages,
    })
}

/// `GET /v7/{sport}/breakdown/published/{kind}/{slug}` (keyless).
pub(super) fn published(_c: &Ctx, data: &SportData, kind: &str, slug: &str) -> Reply {
    let kind = kind_param(kind)?;
    if !published_pages(data)
        .iter()
        .any(|p| p.kind == kind && p.slug == slug)
    {
        return super::common::json(&Unavailable {
            available: false,
            reason: "page_not_published".into(),
            sport: Some(data.info.slug.into()),
            kind: Some(kind.into()),
            slug: Some(slug.into()),
        });
    }
    let limit = 10;
    let page = match kind {
        "match" => find_match(data, slug).map(|mi| match_bundle(data, mi, limit))?,
        "team" => team_summary(data, find_team(data, slug)?, limit),
        "h2h" => {
            let (a, b) = slug.split_once("-vs-").unwrap_or((slug, ""));
            h2h_bundle(data, find_team(data, a)?, find_team(data, b)?, limit)
        }
        "player" => {
            let p = data
                .find_player(slug)
                .ok_or_else(|| ApiError::not_found(format!("No player '{slug}'")))?;
            let pl = &data.players[p];
            json!({"player": pl.nickname, "canonical_player_id": pl.id, "team": data.teams[pl.team].name, "role": data.role(p),
                "links": {"player_image": data.player_image(p)}})
        }
        _ => {
            let matches: Vec<Value> = data
                .matches
                .iter()
                .filter(|m| {
                    m.status != Status::Finished
                        && m.tournament.to_ascii_lowercase().replace(' ', "-") == slug
                })
                .map(|m| {
                    serde_json::to_value(super::schedule::match_row(data, m)).unwrap_or(Value::Null)
                })
                .collect();
            json!({"tournament": slug, "matches": matches})
        }
    };
    super::common::json(
        &json!({"available": true, "sport": data.info.slug, "kind": kind, "slug": slug, "page": page}),
    )
}
