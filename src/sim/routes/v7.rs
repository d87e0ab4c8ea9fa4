//! v7 routes: parlays (priced by the odds engine), flow (tape scans), breakdown bundles and
//! published pages, and the meta registry of line books.

use serde_json::{Value, json};

use super::lines::{self, MARKETS};
use super::{Ctx, Reply};
use crate::api::models::{
    BreakdownIndex, BreakdownPage, FlowPlay, FlowResponse, Parlay, ParlayLeg, ParlaysResponse,
    Unavailable,
};
use crate::odds::{self, ConsensusParams, DiscoverOptions, Leg};
use crate::sim::auth::ApiError;
use crate::sim::calc::{self, round};
use crate::sim::data::rng::Rng;
use crate::sim::data::sports::{
    LINES_SPORTS, PM_FIRST, PM_SECOND, SPORTSBOOK, VENUES, venue_by_key,
};
use crate::sim::data::tape::{POINTS, QuoteTape, main_tape};
use crate::sim::data::{MainMarket, PFX, SOURCE, SportData, Status, iso};

/// `GET /v7/meta`: the line-book registry.
pub fn meta(_c: &Ctx) -> Reply {
    let books: Vec<Value> = [SPORTSBOOK, PM_FIRST, PM_SECOND]
        .iter()
        .map(|&v| {
            let markets: Vec<&str> = MARKETS.iter().copied().filter(|m| !(v == PM_FIRST && *m == "map_handicap")).collect();
            json!({"key": VENUES[v].key, "display_name": VENUES[v].display, "type": VENUES[v].kind.as_str(),
                "markets": markets, "sports": LINES_SPORTS})
        })
        .collect();
    super::json(&json!({"source": SOURCE, "total_books": books.len(), "books": books}))
}

fn leg_model(l: &Leg) -> ParlayLeg {
    ParlayLeg {
        kr_match_id: l.match_id.clone(),
        market: l.market.clone(),
        selection: l.selection.clone(),
        name: l.name.clone(),
        decimal: l.decimal,
        american: l.american,
        fair_probability: round(l.fair_probability, 6),
        ev_pct: round(l.ev_pct, 4),
        placeable: l.placeable,
        placeable_basis: l.placeable_basis.clone(),
        fair_books: l.fair_books.clone(),
        fair_excludes_leg_book: l.fair_excludes_leg_book,
    }
}

fn parlay_model(p: &odds::Parlay) -> Parlay {
    Parlay {
        legs: p.legs.iter().map(leg_model).collect(),
        decimal: round(p.decimal, 4),
        american: p.american,
        fair_probability: round(p.fair_probability, 6),
        ev_pct: round(p.ev_pct, 4),
        price_source: "computed".into(),
    }
}

/// The legs `book` prices for a market kind: every outcome of every live or upcoming match.
fn board_legs(data: &SportData, book: &str, market: &str, params: &ConsensusParams) -> Vec<Leg> {
    let mut legs = Vec::new();
    for mk in data.mains.iter().filter(|mk| mk.kind.as_str() == market) {
        let m = &data.matches[mk.match_idx];
        if !mk.quotes.iter().any(|q| VENUES[q.venue].key == book) {
            continue;
        }
        let Some(c) = lines::compute(data, mk, params) else {
            continue;
        };
        for o in 0..2 {
            let sel =
                mk.teams[o].map_or_else(|| mk.outcomes[o].clone(), |t| data.teams[t].id.clone());
            if let Ok(mut leg) = Leg::from_market(&m.id, &c.input, o, &sel, book, params) {
                leg.started = m.status == Status::Live;
                legs.push(leg);
            }
        }
    }
    legs
}

/// `GET /v7/{sport}/parlays`: discover mode, or price mode with `ticket`.
pub fn parlays(c: &Ctx, data: &SportData) -> Reply {
    let book_raw = c.required("book")?;
    let book = match venue_by_key(book_raw) {
        Some(v) if [SPORTSBOOK, PM_FIRST, PM_SECOND].contains(&v) => VENUES[v].key,
        _ => {
            return Err(ApiError::invalid(format!(
                "book must be a line book ({}), got '{book_raw}'",
                lines::line_books().join(", ")
            )));
        }
    };
    let market = c.choice("market", &MARKETS, "match_winner")?;
    let limit = c.int("limit", 25, 1, 100)? as usize;
    let params = ConsensusParams::default();
    if let Some(ticket) = c.get("ticket") {
        return price_mode(data, book, &market, ticket, &params);
    }
    let size = c.int("size", 2, 2, 3)? as usize;
    let include_all = match c.get("include") {
        None => false,
        Some(v) if v.eq_ignore_ascii_case("all") => true,
        Some(v) => {
            return Err(ApiError::invalid(format!(
                "include must be 'all', got '{v}'"
            )));
        }
    };
    let include_started = c.boolean("include_started", false)?;
    let legs = board_legs(data, book, &market, &params);
    let opts = DiscoverOptions {
        size,
        include_all,
        include_started,
        limit,
    };
    let found = odds::discover(&legs, &opts).map_err(|e| ApiError::invalid(e.to_string()))?;
    let parlays: Vec<Parlay> = found.iter().map(parlay_model).collect();
    super::json(&ParlaysResponse {
        available: true,
        mode: "discover".into(),
        book: book.into(),
        market,
        size: Some(size as u32),
        total: parlays.len() as u64,
        reason: parlays.is_empty().then(|| "no_parlays".into()),
        parlays,
    })
}

fn price_mode(
    data: &SportData,
    book: &str,
    market: &str,
    ticket: &str,
    params: &ConsensusParams,
) -> Reply {
    let mut legs = Vec::new();
    for part in ticket.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let bits: Vec<&str> = part.splitn(3, ':').collect();
        let [mid, mkt, sel] = bits[..] else {
            return Err(ApiError::invalid(format!(
                "ticket leg '{part}' must be <match_id>:<market>:<selection>"
            )));
        };
        let mk: Option<&MainMarket> = data
            .mains
            .iter()
            .find(|mk| data.matches[mk.match_idx].id == mid && mk.kind.as_str() == mkt);
        let Some(mk) = mk else {
            return Err(ApiError::invalid(format!(
                "ticket leg '{part}': no {mkt} market for match '{mid}'"
            )));
        };
        let outcome = (0..2).find(|&o| {
            mk.teams[o].is_some_and(|t| data.teams[t].id == sel)
                || mk.outcomes[o].eq_ignore_ascii_case(sel)
        });
        let Some(o) = outcome else {
            return Err(ApiError::invalid(format!(
                "ticket leg '{part}': selection must be a team id or outcome name"
            )));
        };
        let input = lines::compute(data, mk, params).map(|c| c.input);
        let leg = input.and_then(|i| Leg::from_market(mid, &i, o, sel, book, params).ok());
        let Some(leg) = leg else {
            return Err(ApiError::invalid(format!(
                "ticket leg '{part}' is not priced on {book}"
            )));
        };
        legs.push(leg);
    }
    if legs.is_empty() {
        return Err(ApiError::invalid("ticket has no legs"));
    }
    let p = odds::price_ticket(&legs).map_err(|e| ApiError::invalid(e.to_string()))?;
    super::json(&ParlaysResponse {
        available: true,
        mode: "price".into(),
        book: book.into(),
        market: market.into(),
        size: Some(legs.len() as u32),
        total: 1,
        parlays: vec![parlay_model(&p)],
        reason: None,
    })
}

// Flow thresholds (the spec names none; documented in docs/simulator.md).
const VOLUME_WINDOW_H: usize = 6;
const MIN_VOLUME: f64 = 20_000.0;
const MIN_VOLUME_SHARE: f64 = 0.25;
const SHIFT_WINDOW_H: usize = 6;
const MIN_SHIFT: f64 = 0.035;
const STEAM_WINDOW_H: usize = 3;
const STEAM_MIN_SOURCES: usize = 2;
const STEAM_MIN_MOVE: f64 = 0.02;
const WHALE_WINDOW_H: i64 = 6;
const MIN_WHALE: f64 = 25_000.0;

/// Change of outcome `o`'s probability over the last `h` hours of a tape.
fn moved(t: &QuoteTape, o: usize, h: usize) -> f64 {
    let n = t.points.len();
    if n <= h {
        return 0.0;
    }
    t.points[n - 1].prob[o] - t.points[n - 1 - h].prob[o]
}

/// Best current decimal price on outcome `o` across the market's venues.
fn best_price(mk: &MainMarket, o: usize) -> (f64, i64, &'static str) {
    let mut best = (0.0, 100, "");
    for q in &mk.quotes {
        let dec = if q.venue == SPORTSBOOK {
            calc::decimal_from_american(q.american[o])
        } else {
            1.0 / q.probability[o].max(1e-6)
        };
        if dec > best.0 {
            let am = if q.venue == SPORTSBOOK {
                q.american[o]
            } else {
                calc::american_from_decimal(dec)
            };
            best = (dec, am, VENUES[q.venue].key);
        }
    }
    (round(best.0, 4), best.1, best.2)
}

/// A detected play before it becomes a row: kind, outcome, strength, thresholds.
struct Hit {
    kind: &'static str,
    outcome: usize,
    score: f64,
    thresholds: Value,
    steam_delta: Option<f64>,
}

fn detect(tapes: &[QuoteTape], now: i64) -> Vec<Hit> {
    let mut hits = Vec::new();
    for t in tapes.iter().filter(|t| t.venue != SPORTSBOOK) {
        let n = t.points.len();
        if let (Some(v1), Some(v0)) = (
            t.points[n - 1].volume,
            t.points[n - 1 - VOLUME_WINDOW_H].volume,
        ) {
            let traded = v1 - v0;
            let share = if v0 > 0.0 { traded / v0 } else { 0.0 };
            if traded >= MIN_VOLUME && share >= MIN_VOLUME_SHARE {
                let o = usize::from(moved(t, 1, VOLUME_WINDOW_H) > moved(t, 0, VOLUME_WINDOW_H));
                hits.push(Hit {
                    kind: "volume",
                    outcome: o,
                    score: share / MIN_VOLUME_SHARE,
                    thresholds: json!({"source": VENUES[t.venue].key, "window_hours": VOLUME_WINDOW_H, "min_volume": MIN_VOLUME,
                        "min_volume_share": MIN_VOLUME_SHARE, "volume": traded, "volume_share": round(share, 4)}),
                    steam_delta: None,
                });
            }
        }
        if let Some(w) = t
            .trades
            .iter()
            .filter(|tr| now - tr.ts <= WHALE_WINDOW_H * 3600 && tr.size >= MIN_WHALE)
            .max_by(|a, b| a.size.total_cmp(&b.size))
        {
            hits.push(Hit {
                kind: "whale",
                outcome: w.outcome,
                score: w.size / MIN_WHALE,
                thresholds: json!({"source": VENUES[t.venue].key, "window_hours": WHALE_WINDOW_H, "min_trade_size": MIN_WHALE,
                    "trade_size": w.size, "trade_price": w.price, "traded_at": iso(w.ts)}),
                steam_delta: None,
            });
        }
    }
    for t in tapes {
        let d = moved(t, 0, SHIFT_WINDOW_H);
        if d.abs() >= MIN_SHIFT {
            hits.push(Hit {
                kind: "shift",
                outcome: usize::from(d < 0.0),
                score: d.abs() / MIN_SHIFT,
                thresholds: json!({"source": VENUES[t.venue].key, "window_hours": SHIFT_WINDOW_H, "min_shift": MIN_SHIFT, "shift": round(d.abs(), 4)}),
                steam_delta: None,
            });
        }
    }
    for o in 0..2 {
        let movers: Vec<&QuoteTape> = tapes
            .iter()
            .filter(|t| moved(t, o, STEAM_WINDOW_H) >= STEAM_MIN_MOVE)
            .collect();
        if movers.len() >= STEAM_MIN_SOURCES {
            let avg = movers
                .iter()
                .map(|t| moved(t, o, STEAM_WINDOW_H))
                .sum::<f64>()
                / movers.len() as f64;
            // American move of the selection: the sportsbook's own prices where it moved,
            // else the fair American of the first mover's probabilities.
            let t = movers
                .iter()
                .find(|t| t.venue == SPORTSBOOK)
                .unwrap_or(&movers[0]);
            let n = t.points.len();
            let am = |p: &crate::sim::data::tape::TapePoint| {
                p.american
                    .map_or_else(|| calc::american_from_probability(p.prob[o]), |a| a[o])
            };
            let delta = (am(&t.points[n - 1]) - am(&t.points[n - 1 - STEAM_WINDOW_H])) as f64;
            hits.push(Hit {
                kind: "steam",
                outcome: o,
                score: avg / STEAM_MIN_MOVE,
                thresholds: json!({"window_hours": STEAM_WINDOW_H, "min_sources": STEAM_MIN_SOURCES, "min_move": STEAM_MIN_MOVE,
                    "sources_moved": movers.iter().map(|t| VENUES[t.venue].key).collect::<Vec<_>>(), "avg_move": round(avg, 4)}),
                steam_delta: Some(delta),
            });
        }
    }
    hits
}

/// `GET /v7/{sport}/flow`: market-movement plays found by scanning the quote tapes.
pub fn flow(c: &Ctx, data: &SportData) -> Reply {
    let kind = c.choice("kind", &["all", "volume", "shift", "steam", "whale"], "all")?;
    let market = match c.get("market") {
        None => None,
        Some(m) => Some(
            MARKETS
                .iter()
                .find(|x| x.eq_ignore_ascii_case(m))
                .copied()
                .ok_or_else(|| {
                    ApiError::invalid(format!(
                        "market must be one of {}, got '{m}'",
                        MARKETS.join(", ")
                    ))
                })?,
        ),
    };
    let limit = c.int("limit", 25, 1, 100)? as usize;
    let mut plays: Vec<(f64, FlowPlay)> = Vec::new();
    for mk in data
        .mains
        .iter()
        .filter(|mk| market.is_none_or(|f| f == mk.kind.as_str()))
    {
        let series = &data.matches[mk.match_idx];
        if series.status != Status::Upcoming {
            continue;
        }
        let tapes: Vec<QuoteTape> = (0..mk.quotes.len())
            .filter_map(|q| main_tape(c.world.seed, mk, q, c.world.now))
            .collect();
        if tapes.iter().any(|t| t.points.len() < POINTS) {
            continue;
        }
        for hit in detect(&tapes, c.world.now)
            .into_iter()
            .filter(|h| kind == "all" || kind == h.kind)
        {
            let (o, x) = (hit.outcome, 1 - hit.outcome);
            let (dec, am, src) = best_price(mk, o);
            let mut r = Rng::new(
                c.world.seed,
                &format!("{}|{}|{}", mk.key, hit.kind, hit.thresholds),
            );
            let team_id = |i: usize| mk.teams[i].map(|t| data.teams[t].id.clone());
            let play = FlowPlay {
                play_id: format!("{PFX}_flow_{}", r.hex12()),
                kind: hit.kind.into(),
                kr_match_id: series.id.clone(),
                match_slug: series.slug.clone(),
                home_team: data.teams[series.home].name.clone(),
                home_team_id: data.teams[series.home].id.clone(),
                away_team: data.teams[series.away].name.clone(),
                away_team_id: data.teams[series.away].id.clone(),
                start_time: iso(series.start),
                tournament_name: series.tournament.into(),
                market: mk.kind.as_str().into(),
                map: mk.kind.map(),
                selection: mk.outcomes[o].clone(),
                selection_team_id: team_id(o),
                opposite: mk.outcomes[x].clone(),
                opposite_team_id: team_id(x),
                best_american: am,
                best_decimal: dec,
                best_source: src.into(),
                steam_american_delta: hit.steam_delta,
                steam_movement: hit.steam_delta.map(|_| "shortening".into()),
                thresholds: Some(hit.thresholds),
            };
            plays.push((hit.score, play));
        }
    }
    plays.sort_by(|a, b| {
        b.0.total_cmp(&a.0)
            .then_with(|| a.1.play_id.cmp(&b.1.play_id))
    });
    let plays: Vec<FlowPlay> = plays.into_iter().take(limit).map(|(_, p)| p).collect();
    super::json(&FlowResponse {
        available: true,
        sport: data.info.slug.into(),
        kind,
        total: plays.len() as u64,
        plays,
    })
}

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
    let mut rows = Vec::new();
    for p in data.props.iter().filter(|p| p.match_idx == mi) {
        super::board::rows_of(data, p, &mut rows);
    }
    let targets: Vec<crate::api::models::GapRow> = calc::gaps(data.info.slug, &rows, 1.0)
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
pub fn breakdown(c: &Ctx, data: &SportData) -> Reply {
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
    super::json(&bundle)
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
pub fn breakdown_index(c: &Ctx, data: &SportData) -> Reply {
    let kind = c.get("kind").map(kind_param).transpose()?;
    let pages: Vec<BreakdownPage> = published_pages(data)
        .into_iter()
        .filter(|p| kind.is_none_or(|k| p.kind == k))
        .collect();
    super::json(&BreakdownIndex {
        available: true,
        sport: data.info.slug.into(),
        returned: pages.len() as u64,
        pages,
    })
}

/// `GET /v7/{sport}/breakdown/published/{kind}/{slug}` (keyless).
pub fn published(_c: &Ctx, data: &SportData, kind: &str, slug: &str) -> Reply {
    let kind = kind_param(kind)?;
    if !published_pages(data)
        .iter()
        .any(|p| p.kind == kind && p.slug == slug)
    {
        return super::json(&Unavailable {
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
    super::json(
        &json!({"available": true, "sport": data.info.slug, "kind": kind, "slug": slug, "page": page}),
    )
}
