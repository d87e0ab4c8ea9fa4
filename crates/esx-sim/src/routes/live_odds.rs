//! Prices beyond the interface: in-play and pre-match odds (`/live/odds`, `/live/{id}/odds`,
//! `/live/{id}/odds/history`), a match's line history with each book's open and close
//! (`/matches/{slug}/lines/history`) and CS2 live coverage (`/live/coverage`).
//!
//! Every price comes from the board's own generator: a match's mainline markets and each
//! venue's quote tape ([`main_tape`]), so a line history's close is the tape the
//! `history/contract` route serves, and all of it is a function of the seed and the clock.
//! A finished series keeps the board it closed with (`SportData::closing_board`): its
//! tapes end at its start, so each book's close is stamped at or before the start.

use super::common::{Ctx, Reply};
use crate::auth::ApiError;
use crate::calc::{self, round};
use crate::data::rng::hash_str;
use crate::data::sports::{SPORTSBOOK, VENUES};
use crate::data::tape::{TapePoint, main_tape};
use crate::data::{MainKind, MainMarket, Match, SOURCE, SportData, Status, iso};
use esx_proto::models::{
    Extra, LiveCoverage, LiveOddsGame, LiveOddsList, MarketBook, MatchPrices, OutcomePrice,
    PriceTick, PricedMarket,
};
use serde_json::{Value, json};

/// The match a live odds or line history id names: a `kr_…` match id, a slug, or a live
/// game id (`<kr_match_id>_g<N>`, as `/live/games` lists them).
pub(super) fn find_match<'a>(
    data: &'a SportData,
    id: &str,
) -> Result<(usize, &'a Match), ApiError> {
    let base = id
        .rsplit_once("_g")
        .filter(|(_, n)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        .map_or(id, |(b, _)| b);
    data.matches
        .iter()
        .enumerate()
        .find(|(_, m)| m.id == id || m.slug == id || m.id == base)
        .ok_or_else(|| ApiError::not_found(format!("No match '{id}' in {}", data.info.slug)))
}

/// One tape point as a price tick (`is_live` when after the match's start).
fn tick(mk: &MainMarket, venue: usize, p: &TapePoint, start: i64) -> PriceTick {
    let prices = (0..2)
        .map(|o| {
            if venue == SPORTSBOOK {
                let am = p.american.map_or(0, |a| a[o]);
                OutcomePrice {
                    outcome: mk.outcomes[o].clone(),
                    american: Some(am),
                    decimal: Some(round(calc::decimal_from_american(am), 4)),
                    probability: Some(round(calc::probability_from_american(am), 4)),
                }
            } else {
                let pr = p.prob[o];
                OutcomePrice {
                    outcome: mk.outcomes[o].clone(),
                    american: Some(calc::american_from_probability(pr)),
                    decimal: Some(round(1.0 / pr, 4)),
                    probability: Some(pr),
                }
            }
        })
        .collect();
    PriceTick {
        observed_at: iso(p.ts),
        is_live: p.ts > start,
        prices,
    }
}

/// `winner`, `maps` (the vendor's `market_type`) and the scope (`series`, `map_N`).
fn market_type(kind: MainKind) -> (&'static str, String) {
    match kind {
        MainKind::MatchWinner => ("winner", "series".into()),
        MainKind::MapWinner(n) => ("winner", format!("map_{n}")),
        MainKind::TotalMaps | MainKind::MapHandicap => ("maps", "series".into()),
    }
}

fn bo_label(m: &Match) -> String {
    format!("BO{}", m.best_of)
}

/// What a book block carries: the current price, or open/close and the tape.
#[derive(Clone, Copy)]
enum View {
    Current,
    History { include_live: bool },
}

fn priced_market(
    c: &Ctx,
    m: &Match,
    mk: &MainMarket,
    book: Option<usize>,
    view: View,
    tape_end: i64,
) -> PricedMarket {
    let mut books = Vec::new();
    for q in 0..mk.quotes.len() {
        let venue = mk.quotes[q].venue;
        if book.is_some_and(|b| b != venue) {
            continue;
        }
        let Some(tape) = main_tape(c.world.seed, mk, q, tape_end) else {
            continue;
        };
        let v = &VENUES[venue];
        let mut extra = Extra::new();
        let block = match view {
            View::Current => MarketBook {
                book: v.key.into(),
                kind: v.kind.as_str().into(),
                current: tape.points.last().map(|p| tick(mk, venue, p, m.start)),
                open: None,
                close: None,
                ticks: Vec::new(),
                extra,
            },
            View::History { include_live } => {
                let pre: Vec<&TapePoint> = tape.points.iter().filter(|p| p.ts <= m.start).collect();
                extra.insert("bo_type".into(), m.best_of.into());
                extra.insert("bo_label".into(), bo_label(m).into());
                MarketBook {
                    book: v.key.into(),
                    kind: v.kind.as_str().into(),
                    current: None,
                    open: tape.points.first().map(|p| tick(mk, venue, p, m.start)),
                    close: pre.last().map(|p| tick(mk, venue, p, m.start)),
                    ticks: tape
                        .points
                        .iter()
                        .filter(|p| include_live || p.ts <= m.start)
                        .map(|p| tick(mk, venue, p, m.start))
                        .collect(),
                    extra,
                }
            }
        };
        books.push(block);
    }
    let (ty, scope) = market_type(mk.kind);
    let mut extra = Extra::new();
    extra.insert("market_type".into(), ty.into());
    extra.insert("market_scope".into(), scope.into());
    extra.insert("bo_type".into(), m.best_of.into());
    extra.insert("bo_label".into(), bo_label(m).into());
    extra.insert("market_key".into(), mk.key.clone().into());
    PricedMarket {
        market: mk.kind.as_str().into(),
        map_number: mk.kind.map(),
        line: mk.line,
        outcomes: mk.outcomes.to_vec(),
        books,
        extra,
    }
}

fn status_of(m: &Match) -> &'static str {
    match m.status {
        Status::Live => "live",
        Status::Upcoming => "prematch",
        Status::Finished => "finished",
    }
}

fn prices(c: &Ctx, data: &SportData, m: &Match, markets: Vec<PricedMarket>) -> MatchPrices {
    let available = !markets.is_empty();
    MatchPrices {
        sport: data.info.slug.into(),
        kr_match_id: m.id.clone(),
        slug: m.slug.clone(),
        status: status_of(m).into(),
        home_team: data.teams[m.home].name.clone(),
        away_team: data.teams[m.away].name.clone(),
        start_time: iso(m.start),
        bo_label: Some(bo_label(m)),
        available,
        reason: (!available).then(|| {
            if m.status == Status::Finished {
                "no_quotes_recorded".into()
            } else {
                "no_markets_listed".into()
            }
        }),
        markets,
        extra: {
            let mut e = Extra::new();
            e.insert("source".into(), SOURCE.into());
            e.insert("bo_type".into(), m.best_of.into());
            e.insert("updated_at".into(), iso(c.world.now).into());
            e
        },
    }
}

fn mains_of(data: &SportData, mi: usize) -> impl Iterator<Item = &MainMarket> {
    data.mains.iter().filter(move |mk| mk.match_idx == mi)
}

/// A match's mainline markets and the instant their tapes end: the board's current ones
/// (tapes ending at the clock), or for a finished series the board it closed with (tapes
/// ending at its start, so its last price is the close). The in-play track's series
/// never had a pre-match board: finished, they have no markets.
fn books_of(c: &Ctx, data: &SportData, mi: usize) -> (Vec<MainMarket>, i64) {
    let m = &data.matches[mi];
    if m.status == Status::Finished {
        let close = data.closing_board(c.world.seed, mi);
        return (close.map(|d| d.mains).unwrap_or_default(), m.start);
    }
    (mains_of(data, mi).cloned().collect(), c.world.now)
}

/// `/live/odds?status=all|live|prematch`: matches with prices, live first.
pub(super) fn list(c: &Ctx, data: &SportData) -> Reply {
    let status = c.choice("status", &["all", "live", "prematch"], "all")?;
    let mut games: Vec<LiveOddsGame> = Vec::new();
    for (mi, m) in data.matches.iter().enumerate() {
        let want = match m.status {
            Status::Live => status != "prematch",
            Status::Upcoming => status != "live",
            Status::Finished => false,
        };
        let n = mains_of(data, mi).count();
        if !want || n == 0 {
            continue;
        }
        let mut extra = Extra::new();
        if m.status == Status::Live {
            // The id `/live/games` lists for the map being played.
            extra.insert(
                "live_game_id".into(),
                format!("{}_g{}", m.id, m.maps.len() + 1).into(),
            );
        }
        extra.insert("best_of".into(), m.best_of.into());
        games.push(LiveOddsGame {
            game_id: m.id.clone(),
            kr_match_id: m.id.clone(),
            slug: m.slug.clone(),
            status: status_of(m).into(),
            home_team: data.teams[m.home].name.clone(),
            away_team: data.teams[m.away].name.clone(),
            start_time: iso(m.start),
            markets: n as u64,
            extra,
        });
    }
    games.sort_by_key(|g| g.status != "live");
    super::common::json(&LiveOddsList {
        sport: data.info.slug.into(),
        status,
        total: games.len() as u64,
        games,
        extra: Extra::new(),
    })
}

/// `/live/{id}/odds`: each book's price now on each market of one match.
pub(super) fn game(c: &Ctx, data: &SportData, id: &str) -> Reply {
    let (mi, m) = find_match(data, id)?;
    let markets = mains_of(data, mi)
        .map(|mk| priced_market(c, m, mk, None, View::Current, c.world.now))
        .collect();
    super::common::json(&prices(c, data, m, markets))
}

/// `/live/{id}/odds/history`: every tick of every book, the in-play ones included.
pub(super) fn game_history(c: &Ctx, data: &SportData, id: &str) -> Reply {
    let (mi, m) = find_match(data, id)?;
    let (mains, end) = books_of(c, data, mi);
    let markets: Vec<PricedMarket> = mains
        .iter()
        .map(|mk| priced_market(c, m, mk, None, View::History { include_live: true }, end))
        .collect();
    let mut p = prices(c, data, m, markets);
    let total: usize = p
        .markets
        .iter()
        .flat_map(|mk| &mk.books)
        .map(|b| b.ticks.len())
        .sum();
    p.extra.insert("total".into(), total.into());
    super::common::json(&p)
}

/// `/matches/{slug}/lines/history?market&book&include_live`: each book's open and close
/// (the last price at or before the start) and the tape, pre-match unless `include_live`.
pub(super) fn lines_history(c: &Ctx, data: &SportData, slug: &str) -> Reply {
    let (mi, m) = find_match(data, slug)?;
    let market = c
        .get("market")
        .map(|s| {
            let s = s.to_ascii_lowercase();
            if super::lines::MARKETS.contains(&s.as_str()) {
                Ok(s)
            } else {
                Err(ApiError::invalid(format!(
                    "market must be one of {}, got '{s}'",
                    super::lines::MARKETS.join(", ")
                )))
            }
        })
        .transpose()?;
    let book = c
        .get("book")
        .map(|b| {
            crate::data::sports::venue_by_key(b)
                .ok_or_else(|| ApiError::invalid(format!("unknown book '{b}'")))
        })
        .transpose()?;
    let include_live = c.boolean("include_live", false)?;
    let (mains, end) = books_of(c, data, mi);
    let markets: Vec<PricedMarket> = mains
        .iter()
        .filter(|mk| market.as_deref().is_none_or(|w| mk.kind.as_str() == w))
        .map(|mk| priced_market(c, m, mk, book, View::History { include_live }, end))
        .filter(|pm| !pm.books.is_empty())
        .collect();
    let mut p = prices(c, data, m, markets);
    if !p.available && m.status != Status::Finished && (market.is_some() || book.is_some()) {
        p.reason = Some("no_quotes_match_filters".into());
    }
    // Whether the closes are final: the match has started, so no later pre-match price
    // can come.
    p.extra
        .insert("closed".into(), (m.start <= c.world.now).into());
    super::common::json(&p)
}

/// `cs2/live/coverage?days=1..14`: the share of listed series (started within `days`)
/// that had live in-game stats, overall and by tournament.
pub(super) fn coverage(c: &Ctx, data: &SportData) -> Reply {
    let days = c.int("days", 14, 1, 14)?;
    let now = c.world.now;
    let since = now - days * 86_400;
    let mut by: Vec<(&str, u64, u64)> = Vec::new();
    let (mut total, mut with) = (0u64, 0u64);
    for m in data
        .matches
        .iter()
        .filter(|m| m.status != Status::Upcoming && m.start >= since)
    {
        // Live series always have stats; of finished ones, four in five had them.
        let has = m.status == Status::Live || !hash_str(&m.event_id).is_multiple_of(5);
        total += 1;
        with += u64::from(has);
        match by.iter_mut().find(|(t, _, _)| *t == m.tournament) {
            Some(row) => {
                row.1 += 1;
                row.2 += u64::from(has);
            }
            None => by.push((m.tournament, 1, u64::from(has))),
        }
    }
    let share = |n: u64, d: u64| (d > 0).then(|| round(n as f64 / d as f64, 4));
    let tournaments: Vec<Value> = by
        .iter()
        .map(|(t, n, w)| {
            let tier = ["S", "A", "B"][(hash_str(t) % 3) as usize];
            json!({"tournament": t, "tier": tier, "matches": n, "with_live_stats": w, "share": share(*w, *n)})
        })
        .collect();
    let mut extra = Extra::new();
    extra.insert("sport".into(), data.info.slug.into());
    extra.insert("tracking_since".into(), iso(now - 14 * 86_400).into());
    super::common::json(&LiveCoverage {
        days: days as u32,
        total_matches: total,
        with_live_stats: with,
        share: share(with, total),
        tournaments,
        extra,
    })
}
