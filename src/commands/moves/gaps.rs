//! The gaps tape's moves: per gap key, the gap between the venues' lines open → now,
//! with the range (lowest and highest line) at each end.

use esx_store::{GapPoint, GapSeries, MovesQuery, Store, StoreError};
use serde_json::{Value, json};

use super::{TapeRows, change, event_label, keyed_row, signed};
use crate::output::{Column, Kind};

/// The moved (or with `all` every) gap of the window, biggest gap move first.
pub(super) fn rows(store: &Store, q: &MovesQuery, all: bool) -> Result<TapeRows, StoreError> {
    let series = store.gap_moves(q)?;
    let points = |s: &GapSeries| s.points.len();
    let (rows, table) = TapeRows::ranked(series, all, points, gap_change, series_json, table_json);
    Ok(TapeRows {
        rows,
        table,
        columns: columns(),
        noun: ("gap", "gaps"),
    })
}

/// `32.5–34.5`: a range as the table shows it.
fn range(end: Option<&GapPoint>) -> Value {
    match end.map(|p| (p.line_min, p.line_max)) {
        Some((Some(lo), Some(hi))) => Value::String(format!("{lo}–{hi}")),
        _ => Value::Null,
    }
}

/// What the table shows of a gap key: its event, the signed gap change and the range
/// at each end.
fn table_json(s: &GapSeries) -> Value {
    let e = &s.event;
    json!({
        "event": event_label(e.home_team.as_deref(), e.away_team.as_deref(), &e.event_id),
        "gap_change": signed(gap_change(s)),
        "range_open": range(s.points.first()),
        "range_now": range(s.points.last()),
    })
}

fn columns() -> Vec<Column> {
    vec![
        Column::path("EVENT", "table.event").key("event").rank(3),
        Column::path("PLAYER", "player").rank(0),
        // One label per stat in every command (`kills m1-2`); CSV keeps the served key.
        crate::output::view::stat_label("STAT", "stat_type"),
        Column::path("STAT", "stat_type").csv_only(),
        Column::path("GAP OPEN", "open.line_gap")
            .kind(Kind::Line)
            .rank(0),
        Column::path("GAP NOW", "now.line_gap")
            .kind(Kind::Line)
            .rank(0),
        Column::path("Δ GAP", "table.gap_change")
            .kind(Kind::Line)
            .rank(0)
            .table_only(),
        Column::path("Δ GAP", "change.line_gap")
            .key("gap_change")
            .csv_only(),
        Column::path("RANGE OPEN", "table.range_open")
            .kind(Kind::Line)
            .rank(2)
            .table_only(),
        Column::path("RANGE NOW", "table.range_now")
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
        Column::path("TAPE", "sparkline").kind(Kind::Deco).rank(4),
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
    let line = change(open.and_then(|p| p.line), now.and_then(|p| p.line));
    let tape: Vec<f64> = s.points.iter().filter_map(|p| p.line_gap).collect();
    keyed_row(
        &s.event,
        vec![
            ("gap_id", json!(s.gap_id)),
            ("player", json!(s.player)),
            ("stat_type", json!(s.stat_type)),
        ],
        s.points.iter().map(point_json).collect(),
        json!({"line_gap": gap_change(s), "line": line}),
        &tape,
    )
}
