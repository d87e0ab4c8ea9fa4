//! The gaps tape's moves: per gap key, the gap between the venues' lines open → now,
//! with the range (lowest and highest line) at each end.

use esx_store::{GapPoint, GapSeries, MovesQuery, Store, StoreError};
use serde_json::{Value, json};

use super::{TapeRows, change, event_label, rank_by, signed, sparkline};
use crate::output::{Column, Kind};

/// The moved (or with `all` every) gap of the window, biggest gap move first.
pub(super) fn rows(store: &Store, q: &MovesQuery, all: bool) -> Result<TapeRows, StoreError> {
    let mut series = store.gap_moves(q)?;
    if !all {
        series.retain(|s| s.points.len() > 1);
    }
    rank_by(&mut series, gap_change);
    Ok(TapeRows {
        rows: series.iter().map(series_json).collect(),
        columns: columns(),
        noun: ("gap", "gaps"),
    })
}

/// `32.5–34.5`: a range as the table shows it.
fn range(end: &Value) -> Value {
    match (end["line_min"].as_f64(), end["line_max"].as_f64()) {
        (Some(lo), Some(hi)) => Value::String(format!("{lo}–{hi}")),
        _ => Value::Null,
    }
}

fn columns() -> Vec<Column> {
    vec![
        Column::computed("EVENT", event_label).key("event").rank(3),
        Column::path("PLAYER", "player").rank(0),
        Column::path("STAT", "stat_type").rank(2),
        Column::path("GAP OPEN", "open.line_gap")
            .kind(Kind::Line)
            .rank(0),
        Column::path("GAP NOW", "now.line_gap")
            .kind(Kind::Line)
            .rank(0),
        Column::computed("Δ GAP", |r| signed(&r["change"]["line_gap"]))
            .kind(Kind::Line)
            .rank(0)
            .table_only(),
        Column::path("Δ GAP", "change.line_gap")
            .key("gap_change")
            .csv_only(),
        Column::computed("RANGE OPEN", |r| range(&r["open"]))
            .kind(Kind::Line)
            .rank(2)
            .table_only(),
        Column::computed("RANGE NOW", |r| range(&r["now"]))
            .kind(Kind::Line)
            .rank(1)
            .table_only(),
        Column::path("MIN OPEN", "open.line_min").csv_only(),
        Column::path("MAX OPEN", "open.line_max").csv_only(),
        Column::path("MIN NOW", "now.line_min").csv_only(),
        Column::path("MAX NOW", "now.line_max").csv_only(),
        Column::path("BOOKS", "now.book_count")
            .kind(Kind::Line)
            .rank(3),
        Column::path("TAPE", "sparkline").rank(1),
        Column::path("GAP_ID", "gap_id").csv_only(),
        Column::path("EVENT_ID", "event_id").csv_only(),
        Column::path("SPORT", "sport").csv_only(),
    ]
}

fn gap_change(s: &GapSeries) -> Option<f64> {
    change(s.points.first()?.line_gap, s.points.last()?.line_gap)
}

fn point_json(p: &GapPoint) -> Value {
    json!({
        "observed_at": p.observed_at,
        "line": p.line,
        "line_min": p.line_min,
        "line_max": p.line_max,
        "line_gap": p.line_gap,
        "book_count": p.book_count,
    })
}

fn series_json(s: &GapSeries) -> Value {
    let (open, now) = (s.points.first(), s.points.last());
    let tape: Vec<f64> = s.points.iter().filter_map(|p| p.line_gap).collect();
    let e = &s.event;
    json!({
        "sport": e.sport,
        "event_id": e.event_id,
        "home_team": e.home_team,
        "away_team": e.away_team,
        "event_time": e.event_time,
        "gap_id": s.gap_id,
        "player": s.player,
        "stat_type": s.stat_type,
        "open": open.map_or(Value::Null, point_json),
        "now": now.map_or(Value::Null, point_json),
        "change": {
            "line_gap": gap_change(s),
            "line": change(open.and_then(|p| p.line), now.and_then(|p| p.line)),
        },
        "sparkline": sparkline(&tape),
        "points": s.points.iter().map(point_json).collect::<Vec<_>>(),
    })
}
