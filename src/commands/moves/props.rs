//! The props tape's moves: per (event, player, stat type, venue, side), the line open →
//! now, and the odds where the venue prices the line (sportsbooks; DFS venues have none).

use esx_store::{MovesQuery, PropPoint, PropSeries, Store, StoreError};
use serde_json::{Value, json};

use super::{TapeRows, cents_change, change, event_label, keyed_row, signed};
use crate::output::{Column, Kind};

/// The moved (or with `all` every) prop key of the window, biggest line move first.
pub(super) fn rows(store: &Store, q: &MovesQuery, all: bool) -> Result<TapeRows, StoreError> {
    let series = store.prop_moves(q)?;
    let points = |s: &PropSeries| s.points.len();
    let (rows, table) = TapeRows::ranked(series, all, points, line_change, series_json, table_json);
    Ok(TapeRows {
        rows,
        table,
        columns: columns(),
        noun: ("prop line", "prop lines"),
    })
}

fn columns() -> Vec<Column> {
    vec![
        Column::path("EVENT", "table.event").key("event").rank(3),
        Column::path("PLAYER", "player").rank(0),
        // One label per stat in every command (`kills m1-2`); CSV keeps the served key.
        crate::output::view::stat_label("STAT", "stat_type"),
        Column::path("STAT", "stat_type").csv_only(),
        Column::path("VENUE", "venue").kind(Kind::Id).rank(0),
        Column::path("SIDE", "side").rank(1),
        Column::path("OPEN", "open.line").kind(Kind::Line).rank(0),
        Column::path("NOW", "now.line").kind(Kind::Line).rank(0),
        Column::path("Δ LINE", "table.line_change")
            .kind(Kind::Line)
            .rank(0)
            .table_only(),
        Column::path("Δ LINE", "change.line")
            .key("line_change")
            .csv_only(),
        // On a narrow terminal the opening odds go before the current ones.
        Column::path("ODDS OPEN", "open.odds")
            .kind(Kind::American)
            .rank(3),
        Column::path("ODDS NOW", "now.odds")
            .kind(Kind::American)
            .rank(2),
        Column::path("Δ CENTS", "change.odds_cents")
            .key("odds_cents")
            .csv_only(),
        Column::path("TAPE", "sparkline").kind(Kind::Deco).rank(4),
        Column::path("EVENT_ID", "event_id").csv_only(),
        Column::path("SPORT", "sport").csv_only(),
    ]
}

/// What the table shows of a prop key: its event and the signed line change.
fn table_json(s: &PropSeries) -> Value {
    let e = &s.event;
    json!({
        "event": event_label(e.home_team.as_deref(), e.away_team.as_deref(), &e.event_id),
        "line_change": signed(line_change(s)),
    })
}

fn line_change(s: &PropSeries) -> Option<f64> {
    change(s.points.first()?.line, s.points.last()?.line)
}

fn point_json(p: &PropPoint) -> Value {
    json!({"observed_at": p.observed_at, "line": p.line, "odds": p.odds})
}

fn series_json(s: &PropSeries) -> Value {
    let (open, now) = (s.points.first(), s.points.last());
    let odds_cents = cents_change(open.and_then(|p| p.odds), now.and_then(|p| p.odds));
    let tape: Vec<f64> = s.points.iter().filter_map(|p| p.line).collect();
    keyed_row(
        &s.event,
        vec![
            ("player", json!(s.player)),
            ("stat_type", json!(s.stat_type)),
            ("venue", json!(s.venue)),
            ("side", json!(s.side)),
        ],
        s.points.iter().map(point_json).collect(),
        json!({"line": line_change(s), "odds_cents": odds_cents}),
        &tape,
    )
}
