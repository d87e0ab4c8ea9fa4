//! Research routes (player slips, the research board) and the quote tape (`history/contract`).

use serde_json::{Value, json};

use super::common::{Ctx, Reply};
use crate::auth::ApiError;
use crate::data::board::per_map_mean;
use crate::data::rng::{Rng, hash_str};
use crate::data::sports::{BOARD_SPORTS, Maps, PropMarket, SPORTS, Stat, VENUES, VenueKind};
use crate::data::tape::{main_tape, prop_tape};
use crate::data::{SOURCE, SportData, Status, World, display_date, iso};
use esx_proto::models::{
    OnTheBoard, ResearchBoard, ResearchMarket, ResearchSlip, SeriesRow, SettledRow,
};

/// Days of settled history kept for research slips.
const SETTLED_DAYS: i64 = 30;

/// One settled line.
#[derive(Debug, Clone)]
pub(super) struct Settled {
    pub venue: usize,
    pub line: f64,
    pub actual: u32,
    /// `over`, `under` or `push`.
    pub grade: &'static str,
}

/// The stat total of a player over the maps a market counts, with maps counted/recorded.
fn series_stat(
    data: &SportData,
    mi: usize,
    player: usize,
    market: PropMarket,
) -> (u32, Vec<&'static str>, usize) {
    let m = &data.matches[mi];
    let mut total = 0;
    let mut names = Vec::new();
    let mut recorded = 0;
    for mp in m.maps.iter().filter(|mp| market.maps.contains(mp.number)) {
        names.push(mp.name);
        if let Some(v) = mp
            .stats
            .iter()
            .find(|s| s.player == player)
            .and_then(|s| s.get(market.stat))
        {
            total += v;
            recorded += 1;
        }
    }
    (total, names, recorded)
}

/// The settled line of a player on a finished series, when the market was fully covered.
fn settle(
    world: &World,
    data: &SportData,
    mi: usize,
    player: usize,
    market: PropMarket,
) -> Option<Settled> {
    let m = &data.matches[mi];
    if m.status != Status::Finished || world.now - m.start > SETTLED_DAYS * 86_400 {
        return None;
    }
    let (actual, names, recorded) = series_stat(data, mi, player, market);
    if recorded == 0
        || recorded != names.len()
        || market
            .maps
            .required()
            .is_some_and(|r| usize::from(r) != names.len())
    {
        return None;
    }
    let mut r = Rng::keyed(
        world.seed,
        "settled",
        hash_str(&format!("{}|{}|{}", m.event_id, player, market.slug())),
    );
    let maps = match market.maps {
        Maps::Range(a, b) => f64::from(b - a + 1),
        Maps::Series => names.len() as f64,
    };
    let mu = per_map_mean(data, player, market.stat) * maps;
    let line = ((mu + r.normal()).floor() + 0.5).max(0.5);
    let dfs: Vec<usize> = (0..VENUES.len())
        .filter(|&v| VENUES[v].kind == VenueKind::Dfs && VENUES[v].on_board)
        .collect();
    let venue = dfs[r.below(dfs.len())];
    let a = f64::from(actual);
    let grade = if a > line {
        "over"
    } else if a < line {
        "under"
    } else {
        "push"
    };
    Some(Settled {
        venue,
        line,
        actual,
        grade,
    })
}

fn market_of(data: &SportData, raw: &str) -> Result<PropMarket, ApiError> {
    let info = data.info;
    let tracked = |s: Stat| match s {
        Stat::Headshots => info.hs_rate > 0.0,
        Stat::FirstKills => info.first_kills > 0.0,
        Stat::LastHits => info.last_hits > 0.0,
        _ => true,
    };
    PropMarket::parse(info, raw)
        .filter(|m| tracked(m.stat))
        .ok_or_else(|| {
            let slugs: Vec<String> = info.markets.iter().map(|m| m.slug()).collect();
            ApiError::invalid(format!(
                "market '{raw}' is not a {} research market; try {} or kills (series)",
                info.slug,
                slugs.join(", ")
            ))
        })
}

/// The `sport` query parameter (default `cs2`); an unknown sport is a 404 listing the
/// research sports, like an unknown sport in a path.
fn sport_param<'a>(c: &'a Ctx) -> Result<&'a SportData, ApiError> {
    let raw = c.get("sport").unwrap_or("cs2").to_ascii_lowercase();
    c.sport(&raw, BOARD_SPORTS)
}

/// Builds the research slip of one player.
fn slip(world: &World, data: &SportData, player: usize, market: PropMarket) -> ResearchSlip {
    let pl = &data.players[player];
    let on_the_board = data
        .props
        .iter()
        .filter(|p| {
            p.player == player && VENUES[p.venue].on_board && data.info.markets[p.market] == market
        })
        .map(|p| {
            let m = &data.matches[p.match_idx];
            let opp = if m.home == pl.team { m.away } else { m.home };
            OnTheBoard {
                book: VENUES[p.venue].display.into(),
                side: if VENUES[p.venue].higher_lower {
                    "higher"
                } else {
                    "over"
                }
                .into(),
                line: format!("{}", p.line),
                opponent: data.teams[opp].name.clone(),
                when: display_date(m.start),
                source: "live".into(),
            }
        })
        .collect();
    let mut series = Vec::new();
    let mut settled = Vec::new();
    for mi in (0..data.matches.len()).rev() {
        let m = &data.matches[mi];
        if m.status != Status::Finished || (m.home != pl.team && m.away != pl.team) {
            continue;
        }
        let opp = if m.home == pl.team { m.away } else { m.home };
        if series.len() < 10 {
            let (stat, names, recorded) = series_stat(data, mi, player, market);
            let need = market.maps.required().map_or(names.len(), usize::from);
            series.push(SeriesRow {
                when: display_date(m.start),
                opponent: data.teams[opp].name.clone(),
                team: data.teams[pl.team].name.clone(),
                stat: i64::from(stat),
                maps: names.join(", "),
                coverage: format!("{recorded}/{need}"),
            });
        }
        if let Some(s) = settle(world, data, mi, player, market) {
            settled.push(SettledRow {
                when: display_date(m.start),
                book: VENUES[s.venue].display.into(),
                side: if VENUES[s.venue].higher_lower {
                    "higher"
                } else {
                    "over"
                }
                .into(),
                line: format!("{}", s.line),
                actual: s.actual.to_string(),
                result: match s.grade {
                    "over" => "hit",
                    "under" => "miss",
                    _ => "push",
                }
                .into(),
                opponent: data.teams[opp].name.clone(),
            });
        }
    }
    ResearchSlip {
        player: pl.nickname.clone(),
        sport: data.info.slug.into(),
        market: market.label(),
        market_slug: market.slug(),
        on_the_board,
        series,
        settled,
    }
}

/// `GET /v6/esports/research/player`.
pub(super) fn player(c: &Ctx) -> Reply {
    let name = c.required("player")?;
    let data = sport_param(c)?;
    let market = market_of(data, c.get("market").unwrap_or("kills_maps_1_2"))?;
    let p = data
        .find_player(name)
        .ok_or_else(|| ApiError::not_found(format!("No {} player '{name}'", data.info.slug)))?;
    super::common::json(&slip(c.world, data, p, market))
}

/// `GET /v6/esports/research/board`: slips for every player on the live board.
pub(super) fn board(c: &Ctx) -> Reply {
    let data = sport_param(c)?;
    let market = market_of(data, c.get("market").unwrap_or("kills_maps_1_2"))?;
    let mut players: Vec<usize> = data
        .props
        .iter()
        .filter(|p| VENUES[p.venue].on_board)
        .map(|p| p.player)
        .collect();
    players.sort_unstable();
    players.dedup();
    let mut markets: Vec<ResearchMarket> = data
        .info
        .markets
        .iter()
        .map(|m| ResearchMarket {
            slug: m.slug(),
            label: m.label(),
            stat_type: m.stat_type(data.info),
        })
        .collect();
    let series = PropMarket {
        stat: Stat::Kills,
        maps: Maps::Series,
    };
    markets.push(ResearchMarket {
        slug: series.slug(),
        label: series.label(),
        stat_type: series.stat_type(data.info),
    });
    let slips: Vec<ResearchSlip> = players
        .into_iter()
        .map(|p| slip(c.world, data, p, market))
        .collect();
    super::common::json(&ResearchBoard {
        source: SOURCE.into(),
        sport: data.info.slug.into(),
        market_slug: market.slug(),
        markets,
        total: slips.len() as u64,
        slips,
    })
}

/// `GET /v6/esports/history/contract`: a mainline's tapes by `market_key`, or one prop's
/// line history by `prop_id` + `book`.
pub(super) fn history(c: &Ctx) -> Reply {
    if let Some(key) = c.get("market_key") {
        return market_history(c, key);
    }
    let (Some(prop_id), Some(book)) = (c.get("prop_id"), c.get("book")) else {
        return Err(ApiError::invalid(
            "history/contract needs market_key, or prop_id together with book",
        ));
    };
    for slug in SPORTS {
        let Some(data) = c.world.sport(slug) else {
            continue;
        };
        let Some(p) = data.props.iter().find(|p| p.prop_id == prop_id) else {
            continue;
        };
        if !VENUES[p.venue].key.eq_ignore_ascii_case(book) {
            return Err(ApiError::not_found(format!(
                "prop {prop_id} is not posted by book '{book}' (it is {})",
                VENUES[p.venue].key
            )));
        }
        let points: Vec<Value> = prop_tape(c.world.seed, p, c.world.now)
            .into_iter()
            .map(|pt| json!({"ts": iso(pt.ts), "line": pt.line, "over_odds": pt.odds.map(|o| o.0), "under_odds": pt.odds.map(|o| o.1)}))
            .collect();
        return super::common::json(&json!({
            "source": SOURCE,
            "prop_id": prop_id,
            "book": VENUES[p.venue].key,
            "sport": data.info.slug,
            "player_name": data.players[p.player].nickname,
            "stat_type": data.info.markets[p.market].stat_type(data.info),
            "total": points.len(),
            "points": points,
        }));
    }
    Err(ApiError::not_found(format!("No prop '{prop_id}'")))
}

fn market_history(c: &Ctx, key: &str) -> Reply {
    let sport = key.split('_').nth(1).unwrap_or("");
    let market = c
        .world
        .sport(sport)
        .and_then(|d| d.mains.iter().find(|m| m.key == key).map(|m| (d, m)));
    let Some((data, mk)) = market else {
        return Err(ApiError::not_found(format!(
            "No market '{key}'; market keys are listed as market_key on /lines markets"
        )));
    };
    let tapes: Vec<Value> = (0..mk.quotes.len())
        .filter_map(|q| main_tape(c.world.seed, mk, q, c.world.now))
        .map(|t| {
            let points: Vec<Value> = t
                .points
                .iter()
                .map(|p| json!({"ts": iso(p.ts), "probability": p.prob, "american": p.american, "volume": p.volume}))
                .collect();
            let trades: Vec<Value> = t
                .trades
                .iter()
                .map(|tr| json!({"ts": iso(tr.ts), "outcome": mk.outcomes[tr.outcome], "size": tr.size, "price": tr.price}))
                .collect();
            json!({"source": VENUES[t.venue].key, "type": VENUES[t.venue].kind.as_str(), "points": points, "trades": trades})
        })
        .collect();
    super::common::json(&json!({
        "source": SOURCE,
        "market_key": key,
        "sport": data.info.slug,
        "kr_match_id": data.matches[mk.match_idx].id,
        "market": mk.kind.as_str(),
        "map": mk.kind.map(),
        "line": mk.line,
        "outcomes": mk.outcomes,
        "tapes": tapes,
    }))
}
