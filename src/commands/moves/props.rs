//! The props tape's moves: per (event, player, stat type, venue, side), the line open →
//! now, and the odds where the venue prices the line (sportsbooks; DFS venues have none).

use esx_store::{MovesQuery, PropPoint, PropSeries, Store, StoreError};
use serde_json::{Value, json};

use super::{TapeRows, cents_change, change, event_label, rank_by, signed, sparkline};
use crate::output::{Column, Kind};

/// The moved (or with `all` every) prop key of the window, biggest line move first.
pub(super) fn rows(store: &Store, q: &MovesQuery, all: bool) -> Result<TapeRows, StoreError> {
    let mut series = store.prop_moves(q)?;
    if !all {
        series.retain(|s| s.points.len() > 1);
    }
    rank_by(&mut series, line_change);
    Ok(TapeRows {
        rows: series.iter().map(series_json).collect(),
        columns: columns(),
        noun: ("prop line", "prop lines"),
    })
}

fn columns() -> Vec<Column> {
    vec![
        Column::computed("EVENT", event_label).key("event").rank(3),
        Column::path("PLAYER", "player").rank(0),
        Column::path("STAT", "stat_type").rank(2),
        Column::path("VENUE", "venue").kind(Kind::Id).rank(0),
        Column::path("SIDE", "side").rank(1),
        Column::path("OPEN", "open.line").kind(Kind::Line).rank(0),
        Column::path("NOW", "now.line").kind(Kind::Line).rank(0),
        Column::computed("Δ LINE", |r| signed(&r["change"]["line"]))
            .kind(Kind::Line)
            .rank(0)
            .table_only(),
        Column::path("Δ LINE", "change.line")
            .key("line_change")
            .csv_only(),
        Column::path("ODDS OPEN", "open.odds")
            .kind(Kind::American)
            .rank(2),
        Column::path("ODDS NOW", "now.odds")
            .kind(Kind::American)
            .rank(2),
        Column::path("Δ CENTS", "change.odds_cents")
            .key("odds_cents")
            .csv_only(),
        Column::path("TAPE", "sparkline").rank(1),
        Column::path("EVENT_ID", "event_id").csv_only(),
        Column::path("SPORT", "sport").csv_only(),
    ]
}

fn line_change(s: &PropSeries) -> Option<f64> {
    change(s.points.first()?.line, s.points.last()?.line)
}

fn point_json(p: &PropPoint) -> Value {
    json!({"observed_at": p.observed_at, "line": p.line, "odds": p.odds})
}

fn series_json(s: &PropSeries) -> Value {
    let (open, now) = (s.points.first(), s.points.last());
    let tape: Vec<f64> = s.points.iter().filter_map(|p| p.line).collect();
    let e = &s.event;
    json!({
        "sport": e.sport,
        "event_id": e.event_id,
        "home_team": e.home_team,
        "away_team": e.away_team,
        "event_time": e.event_time,
        "player": s.player,
        "stat_type": s.stat_type,
        "venue": s.venue,
        "side": s.side,
        "open": open.map_or(Value::Null, point_json),
        "now": now.map_or(Value::Null, point_json),
        "change": {
            "line": line_change(s),
            "odds_cents": cents_change(open.and_then(|p| p.odds), now.and_then(|p| p.odds)),
        },
        "sparkline": sparkline(&tape),
        "points": s.points.iter().map(point_json).collect::<Vec<_>>(),
    })
}
