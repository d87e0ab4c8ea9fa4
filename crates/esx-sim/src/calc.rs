//! The simulator's single doorway to the odds engine: every computed number goes through here.
//!
//! Wrappers turn the engine's `Result`s into what routes need. Inputs here are the
//! simulator's own and always valid; a refused input degrades (even money, a skipped
//! market) rather than panicking.

use crate::data::sports::{VENUES, VenueKind, venue_by_key};
use esx_proto::models::{GapBook, GapRow};

/// American (integer) from a probability: `decimal = 1/p`, then the engine's conversion,
/// rounded to the nearest integer (never inside (−100, 100)).
#[must_use]
pub(crate) fn american_from_probability(p: f64) -> i64 {
    esx_odds::price::probability_to_decimal(p).map_or(100, american_from_decimal)
}

/// American (integer) from a decimal price via the engine, rounded; +100 on invalid input.
#[must_use]
pub(crate) fn american_from_decimal(d: f64) -> i64 {
    let a = esx_odds::price::decimal_to_american(d).map_or(100, |a| a.round() as i64);
    if a.abs() < 100 {
        if a < 0 { -100 } else { 100 }
    } else {
        a
    }
}

/// Decimal from American via the engine (`A>0: 1 + A/100`, `A<0: 1 + 100/|A|`); 2.0 on
/// invalid input.
#[must_use]
pub(crate) fn decimal_from_american(a: i64) -> f64 {
    esx_odds::price::american_to_decimal(a as f64).unwrap_or(2.0)
}

/// Implied probability `1/decimal` of an American price, via the engine.
#[must_use]
pub(crate) fn probability_from_american(a: i64) -> f64 {
    esx_odds::price::american_to_probability(a as f64).unwrap_or(0.5)
}

/// Rounds to `places` decimals for output.
#[must_use]
pub(crate) fn round(x: f64, places: i32) -> f64 {
    let f = 10f64.powi(places);
    (x * f).round() / f
}

/// Whether a venue key is a DFS venue (gaps scope: all eight, board or not).
fn is_dfs(key: &str) -> bool {
    venue_by_key(key).is_some_and(|v| VENUES[v].kind == VenueKind::Dfs)
}

/// Line gaps of DFS prop lines, by the engine's `compute_gaps` (DESIGN.md's definition).
#[must_use]
pub(crate) fn gaps(sport: &str, lines: &[esx_odds::PropLine], min_gap: f64) -> Vec<GapRow> {
    esx_odds::compute_gaps(lines, sport, min_gap, is_dfs)
        .unwrap_or_default()
        .into_iter()
        .map(|g| GapRow {
            gap_id: g.gap_id,
            player_id: g.player_id.unwrap_or_default(),
            player_name: g.player_name,
            team: g.team,
            opponent: g.opponent,
            event_id: g.event_id,
            event_time: g.event_time,
            stat_type: g.stat_type,
            market: g.market,
            line: g.line,
            line_min: g.line_min,
            line_max: g.line_max,
            line_gap: g.line_gap,
            book_count: g.book_count as u64,
            books: g
                .books
                .into_iter()
                .map(|b| GapBook {
                    book: b.book,
                    line: b.line,
                    prop_id: b.prop_id,
                    direction: b.direction,
                })
                .collect(),
        })
        .collect()
}
