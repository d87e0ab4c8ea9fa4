//! `gaps --local`: the `/gaps` envelope computed in esx from `/props` and `/v6/books`
//! (no Hobby plan needed), the route's filters applied locally.

use std::collections::{HashMap, HashSet};

use serde::Serialize;
use serde_json::Value;

use super::args::Args;
use crate::client::Client;
use crate::client::response::decode;
use crate::error::EsxError;
use esx_odds::{self, PropLine};
use esx_proto::models::{BooksResponse, PropsResponse};
use esx_proto::routes;

/// Prediction-market venue keys on the real service (docs/upstream-facts.md).
const PREDICTION_MARKETS: &[&str] = &["kalshi", "polymarket"];

/// `--local`: the `/gaps` envelope computed from `/props` with [`esx_odds::compute_gaps`],
/// the route's filters applied in esx, `source: "esx"`.
///
/// DFS venues (the rows gaps compare) are those that are neither the sportsbook nor a
/// prediction market: a venue is left out when `/v6/books` gives it a `kind` other than
/// `dfs`, when its key is a known prediction market (`kalshi`, `polymarket`), or when any
/// of its prop rows carries American `odds` (only the sportsbook prices props).
/// Also gives the board read (its rows and their odds), which the rows' middles are
/// valued from.
pub(super) fn local_gaps(
    client: &Client,
    args: &Args,
    sport: &str,
) -> anyhow::Result<(Value, Vec<PropLine>, Vec<Option<i64>>)> {
    let books_route = routes::BOOKS.path(&[]);
    let props_route = routes::PROPS.path(&[sport]);
    let books_value = client.get_json(&books_route, &[])?;
    let props_value = client.get_board(&props_route, &[])?;
    let books: BooksResponse = decode(&books_value, &books_route)?;
    // `--book` is applied here, not by the service: a venue that does not exist would
    // answer "0 gaps" (exit 2 naming the known ones, the service's among them).
    if let Some(book) = &args.book {
        let served: Vec<String> = books.books.iter().map(|b| b.key.clone()).collect();
        crate::venues::check_among("--book", book, &served)?;
    }
    let props: PropsResponse = decode(&props_value, &props_route)?;
    let min_gap = args.min_gap.unwrap_or(0.5);
    let (lines, not_dfs) = prop_lines(&props, &books);
    let gaps = esx_odds::compute_gaps(&lines, sport, min_gap, |v| !not_dfs.contains(v))
        .map_err(|e| EsxError::usage(e.to_string()))?;
    let matching: Vec<esx_odds::gaps::Gap> = gaps
        .into_iter()
        .filter(|g| matches_filters(g, args))
        .collect();
    let total = matching.len();
    let offset = usize::try_from(args.offset.unwrap_or(0)).unwrap_or(usize::MAX);
    let limit = if args.all {
        total.saturating_sub(offset)
    } else {
        args.limit.map_or(100, |l| l as usize)
    };
    // Each row's `esx.middle` is added where the served rows get theirs (`rows.rs`).
    let shown: Vec<&esx_odds::gaps::Gap> = matching.iter().skip(offset).take(limit).collect();
    let returned = shown.len();
    // The DFS venues esx knows that /props does not show: gaps there cannot be seen.
    let seen: HashSet<&str> = lines.iter().map(|l| l.venue.as_str()).collect();
    let unseen_venues: Vec<&str> = esx_proto::venues::DFS_KEYS
        .iter()
        .copied()
        .filter(|v| !seen.contains(v))
        .collect();
    let doc = LocalGaps {
        source: "esx",
        sport,
        min_gap,
        total,
        returned,
        offset,
        limit,
        has_more: offset.saturating_add(returned) < total,
        gaps: shown,
        esx: Unseen { unseen_venues },
    };
    // The `Value` the service's answer would be: one reading path for both.
    let value = serde_json::to_value(&doc)?;
    Ok((value, lines, prop_odds(&props)))
}

/// The `/gaps` envelope `--local` builds, in the service's field order, with what esx
/// cannot see under `esx`.
#[derive(Serialize)]
struct LocalGaps<'a> {
    source: &'static str,
    sport: &'a str,
    min_gap: f64,
    total: usize,
    returned: usize,
    offset: usize,
    limit: usize,
    has_more: bool,
    gaps: Vec<&'a esx_odds::gaps::Gap>,
    esx: Unseen<'a>,
}

/// The DFS venues esx knows that `/props` does not show.
#[derive(Serialize)]
struct Unseen<'a> {
    unseen_venues: Vec<&'a str>,
}

/// The route's filters, applied locally: `player` (name or id contains, any case),
/// `market` (the short label or the stat_type, any case), `market_contains` (stat_type
/// contains, any case), `book` (one of the gap's venues).
fn matches_filters(g: &esx_odds::gaps::Gap, args: &Args) -> bool {
    let contains = |hay: &str, needle: &str| hay.to_lowercase().contains(&needle.to_lowercase());
    args.player.as_deref().is_none_or(|p| {
        contains(&g.player_name, p) || g.player_id.as_deref().is_some_and(|id| contains(id, p))
    }) && args
        .market
        .as_deref()
        .is_none_or(|m| g.market.eq_ignore_ascii_case(m) || g.stat_type.eq_ignore_ascii_case(m))
        && args
            .market_contains
            .as_deref()
            .is_none_or(|m| contains(&g.stat_type, m))
        && args
            .book
            .as_deref()
            .is_none_or(|b| g.books.iter().any(|x| x.book.eq_ignore_ascii_case(b)))
}

/// `/props` rows as [`PropLine`]s, and the venue keys that are not DFS (see
/// [`local_gaps`]). A row's venue key is its `sportsbook_name` when present, else the
/// `/v6/books` key whose display name is its `book_name`, else `book_name` lower-cased.
pub(super) fn prop_lines(
    props: &PropsResponse,
    books: &BooksResponse,
) -> (Vec<PropLine>, HashSet<String>) {
    let mut key_of_name: HashMap<&str, String> = HashMap::new();
    let mut not_dfs: HashSet<String> = PREDICTION_MARKETS
        .iter()
        .map(|s| (*s).to_string())
        .collect();
    for b in &books.books {
        let key = b.key.to_ascii_lowercase();
        key_of_name.insert(&b.display_name, key.clone());
        if b.kind
            .as_deref()
            .is_some_and(|k| !k.eq_ignore_ascii_case("dfs"))
        {
            not_dfs.insert(key);
        }
    }
    let mut lines = Vec::with_capacity(props.props.len());
    for row in &props.props {
        let venue = row.sportsbook_name.as_deref().map_or_else(
            || {
                key_of_name
                    .get(row.book_name.as_str())
                    .cloned()
                    .unwrap_or_else(|| row.book_name.to_ascii_lowercase())
            },
            str::to_ascii_lowercase,
        );
        if row.odds.is_some() {
            not_dfs.insert(venue.clone());
        }
        lines.push(PropLine {
            venue,
            prop_id: row.prop_id.clone(),
            player_id: row.canonical_player_id.clone(),
            player_name: row.player_name.clone(),
            team: row.team.clone(),
            opponent: row.opponent.clone(),
            event_id: row.event_id.clone(),
            event_time: row.event_time.clone(),
            stat_type: row.stat_type.clone(),
            line: row.line,
            direction: row.direction.clone(),
        });
    }
    (lines, not_dfs)
}

/// Row for row with [`prop_lines`], each `/props` row's American odds (sportsbook rows
/// only).
pub(super) fn prop_odds(props: &PropsResponse) -> Vec<Option<i64>> {
    props.props.iter().map(|r| r.odds).collect()
}
