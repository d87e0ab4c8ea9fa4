//! The lines tape's moves: per quote key, American odds and no-vig open → now.

use esx_store::{MovesQuery, Point, Series, Store, StoreError};
use serde_json::{Value, json};

use super::{TapeRows, cents_change, event_label, sparkline};
use crate::linebook::market_label;
use crate::output::{Column, Kind};

/// The moved (or with `all` every) quote key of the window, biggest no-vig move first.
pub(super) fn rows(store: &Store, q: &MovesQuery, all: bool) -> Result<TapeRows, StoreError> {
    let series = store.moves(q)?;
    let points = |s: &Series| s.points.len();
    let (rows, table) =
        TapeRows::ranked(series, all, points, novig_change, series_json, table_json);
    Ok(TapeRows {
        rows,
        table,
        columns: columns(),
        noun: ("quote", "quotes"),
    })
}

fn columns() -> Vec<Column> {
    vec![
        // A ranked view: the event, market and side whole in the row.
        Column::path("EVENT", "table.event").key("event").rank(0),
        Column::path("MARKET", "table.market").key("market").rank(0),
        Column::path("OUTCOME", "outcome").rank(0),
        Column::path("SOURCE", "source").kind(Kind::Id).rank(2),
        Column::path("OPEN", "open.american")
            .kind(Kind::American)
            .rank(3),
        Column::path("NOW", "now.american")
            .kind(Kind::American)
            .rank(1),
        Column::path("Δ CENTS", "table.cents").key("cents").rank(1),
        Column::path("FAIR OPEN", "open.novig")
            .kind(Kind::Num(3))
            .rank(4),
        Column::path("FAIR NOW", "now.novig")
            .kind(Kind::Num(3))
            .rank(3),
        Column::path("Δ PTS", "change.novig_pts")
            .kind(Kind::SignedPts)
            .rank(0),
        Column::path("TAPE", "sparkline").kind(Kind::Deco).rank(5),
        Column::path("EVENT_ID", "event_id").csv_only(),
        Column::path("SPORT", "sport").csv_only(),
    ]
}

fn signed_int(v: Option<i64>) -> Value {
    v.map_or(Value::Null, |n| Value::String(format!("{n:+}")))
}

/// The change in cents from the open to the current price.
fn cents(s: &Series) -> Option<i64> {
    let (open, now) = (s.points.first(), s.points.last());
    cents_change(open.and_then(american_of), now.and_then(american_of))
}

/// What the table shows of a quote key: its event and market labels and the signed
/// change in cents.
fn table_json(s: &Series) -> Value {
    json!({
        "event": event_label(s.home_team.as_deref(), s.away_team.as_deref(), &s.event_id),
        "market": market_label(&s.market, s.map.map(i64::from), s.line),
        "cents": signed_int(cents(s)),
    })
}

/// American odds as the price reads, also where only a decimal or probability was served.
fn american_of(p: &Point) -> Option<i64> {
    p.american.or_else(|| {
        let d = p.decimal.or_else(|| p.probability.map(|q| 1.0 / q))?;
        esx_odds::price::decimal_to_american(d)
            .ok()
            .map(|a| a.round() as i64)
    })
}

/// The implied probability a point's price says (what the sparkline draws).
fn implied(p: &Point) -> Option<f64> {
    p.probability
        .or_else(|| p.decimal.map(|d| 1.0 / d))
        .filter(|x| x.is_finite())
}

fn novig_change(s: &Series) -> Option<f64> {
    let (a, b) = (s.points.first()?.novig?, s.points.last()?.novig?);
    Some(100.0 * (b - a))
}

fn point_json(p: &Point, american: Option<i64>) -> Value {
    json!({
        "observed_at": p.observed_at,
        "decimal": p.decimal,
        "american": american,
        "probability": p.probability,
        "novig": p.novig,
    })
}

fn series_json(s: &Series) -> Value {
    let (open, now) = (s.points.first(), s.points.last());
    // The ends carry the American price also where only a decimal or a probability
    // was served.
    let end = |p: Option<&Point>| p.map_or(Value::Null, |p| point_json(p, american_of(p)));
    let tape: Vec<f64> = s.points.iter().filter_map(implied).collect();
    json!({
        "sport": s.sport,
        "event_id": s.event_id,
        "home_team": s.home_team,
        "away_team": s.away_team,
        "event_time": s.event_time,
        "market": s.market,
        "map": s.map,
        "line": s.line,
        "outcome": s.outcome,
        "source": s.source,
        "type": s.source_type,
        "open": end(open),
        "now": end(now),
        "change": {
            "american_cents": cents(s),
            "novig_pts": novig_change(s),
        },
        "sparkline": sparkline(&tape),
        "points": s.points.iter().map(|p| point_json(p, p.american)).collect::<Vec<_>>(),
    })
}
