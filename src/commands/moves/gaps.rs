//! The gaps tape's moves: per gap key, the gap between the venues' lines open → now,
//! with the range (lowest and highest line) at each end.

use esx_store::{GapPoint, GapSeries, MovesQuery, Store, StoreError};
use serde::Serialize;
use serde_json::Value;

use super::rows::{Keyed, Moved, TapeRows, cell, change, ranked, signed};
use crate::output::num::Exact;
use crate::output::view::Tier;
use crate::output::{Column, Kind, Row};

/// The moved (or with `all` every) gap of the window, biggest gap move first.
pub(super) fn rows(store: &Store, q: &MovesQuery, all: bool) -> Result<TapeRows<Move>, StoreError> {
    let series = store.gap_moves(q)?;
    let points = |s: &GapSeries| s.points.len();
    Ok(TapeRows {
        moves: ranked(series, all, points, gap_change, move_of),
        columns: columns(),
        noun: ("gap", "gaps"),
    })
}

/// `32.5–34.5`: a range as the table shows it.
fn range(end: Option<&PointJson>) -> Option<String> {
    match end.map(|p| (p.line_min, p.line_max)) {
        Some((Some(lo), Some(hi))) => Some(format!("{lo}–{hi}")),
        _ => None,
    }
}

/// Tiers (DESIGN settled point 6): the event, player and stat say which gap; the gap from
/// → to is what a bettor acts on; the ranges, the book count and the sparkline are
/// context.
fn columns() -> Vec<Column> {
    vec![
        Column::path("EVENT", "event")
            .rank(3)
            .in_tier(Tier::Identity),
        Column::path("PLAYER", "player")
            .rank(0)
            .in_tier(Tier::Identity),
        // One label per stat in every command (`kills m1-2`); CSV keeps the served key.
        crate::output::view::stat_label("STAT", "stat_type").in_tier(Tier::Identity),
        Column::path("STAT", "stat_type").csv_only(),
        Column::path("GAP OPEN", "open_line_gap")
            .kind(Kind::Line)
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("GAP NOW", "now_line_gap")
            .kind(Kind::Line)
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("Δ GAP", "gap_change_signed")
            .kind(Kind::Line)
            .rank(0)
            .table_only()
            .in_tier(Tier::ActOn),
        Column::path("Δ GAP", "gap_change").csv_only(),
        Column::path("RANGE OPEN", "range_open")
            .kind(Kind::Line)
            .rank(2)
            .table_only(),
        Column::path("RANGE NOW", "range_now")
            .kind(Kind::Line)
            .rank(1)
            .table_only(),
        Column::path("MIN OPEN", "open_line_min").csv_only(),
        Column::path("MAX OPEN", "open_line_max").csv_only(),
        Column::path("MIN NOW", "now_line_min").csv_only(),
        Column::path("MAX NOW", "now_line_max").csv_only(),
        Column::path("BOOKS", "now_book_count")
            .kind(Kind::Line)
            .rank(3),
        Column::path("TAPE", "sparkline").kind(Kind::Deco).rank(4),
        Column::path("GAP_ID", "gap_id").csv_only(),
        Column::path("START", "event_time")
            .kind(Kind::Time)
            .rank(1)
            .in_tier(Tier::ActOn)
            .table_only(),
        Column::path("EVENT_ID", "event_id").csv_only(),
        Column::path("SPORT", "sport").csv_only(),
    ]
}

/// What names a gap key.
#[derive(Serialize)]
pub(super) struct Key {
    gap_id: String,
    player: String,
    stat_type: String,
}

/// One stored state of a gap.
#[derive(Serialize, Clone)]
pub(super) struct PointJson {
    observed_at: String,
    line: Option<f64>,
    line_min: Option<f64>,
    line_max: Option<f64>,
    line_gap: Option<f64>,
    book_count: Option<i64>,
}

/// How a gap key moved: the gap, and the line it is quoted at.
#[derive(Serialize)]
pub(super) struct Change {
    line_gap: Option<Exact>,
    line: Option<Exact>,
}

/// A gap key's move as `--json` prints it.
pub(super) type Move = Keyed<Key, PointJson, Change>;

fn move_of(s: &GapSeries) -> Move {
    let (open, now) = (s.points.first(), s.points.last());
    let line = change(open.and_then(|p| p.line), now.and_then(|p| p.line));
    let tape: Vec<f64> = s.points.iter().filter_map(|p| p.line_gap).collect();
    let point = |p: &GapPoint| PointJson {
        observed_at: p.observed_at.clone(),
        line: p.line,
        line_min: p.line_min,
        line_max: p.line_max,
        line_gap: p.line_gap,
        book_count: p.book_count,
    };
    Keyed::new(
        &s.event,
        Key {
            gap_id: s.gap_id.clone(),
            player: s.player.clone(),
            stat_type: s.stat_type.clone(),
        },
        s.points.iter().map(point).collect(),
        Change {
            line_gap: gap_change(s).map(Exact),
            line: line.map(Exact),
        },
        &tape,
    )
}

/// A gap key's row in the table, CSV and NDJSON (fields in the data columns' order).
#[derive(Serialize)]
pub(super) struct MoveRow<'a> {
    event: String,
    player: &'a str,
    stat_type: &'a str,
    open_line_gap: Option<f64>,
    now_line_gap: Option<f64>,
    gap_change: Option<Exact>,
    open_line_min: Option<f64>,
    open_line_max: Option<f64>,
    now_line_min: Option<f64>,
    now_line_max: Option<f64>,
    now_book_count: Option<i64>,
    sparkline: &'a str,
    gap_id: &'a str,
    event_id: &'a str,
    sport: &'a str,
    /// The table's signed gap change (`+1.0`) and ranges (`32.5–34.5`): table only.
    #[serde(skip)]
    gap_change_signed: Option<String>,
    #[serde(skip)]
    range_open: Option<String>,
    #[serde(skip)]
    range_now: Option<String>,
    /// The event's start: table only (CSV and NDJSON keep their columns).
    #[serde(skip)]
    event_time: Option<&'a str>,
}

impl Moved for Move {
    type Row<'a> = MoveRow<'a>;

    fn row(&self) -> MoveRow<'_> {
        let (open, now) = (self.open.as_ref(), self.now.as_ref());
        MoveRow {
            event: self.event_label(),
            player: &self.key.player,
            stat_type: &self.key.stat_type,
            open_line_gap: open.and_then(|p| p.line_gap),
            now_line_gap: now.and_then(|p| p.line_gap),
            gap_change: self.change.line_gap,
            open_line_min: open.and_then(|p| p.line_min),
            open_line_max: open.and_then(|p| p.line_max),
            now_line_min: now.and_then(|p| p.line_min),
            now_line_max: now.and_then(|p| p.line_max),
            now_book_count: now.and_then(|p| p.book_count),
            sparkline: &self.sparkline,
            gap_id: &self.key.gap_id,
            event_id: &self.event_id,
            sport: &self.sport,
            event_time: self.event_time.as_deref(),
            gap_change_signed: signed(self.change.line_gap.map(|x| x.0)),
            range_open: range(open),
            range_now: range(now),
        }
    }
}

impl Row for MoveRow<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "event" => cell(&self.event),
            "player" => cell(self.player),
            "stat_type" => cell(self.stat_type),
            "open_line_gap" => cell(self.open_line_gap),
            "now_line_gap" => cell(self.now_line_gap),
            "gap_change" => cell(self.gap_change),
            "open_line_min" => cell(self.open_line_min),
            "open_line_max" => cell(self.open_line_max),
            "now_line_min" => cell(self.now_line_min),
            "now_line_max" => cell(self.now_line_max),
            "now_book_count" => cell(self.now_book_count),
            "sparkline" => cell(self.sparkline),
            "gap_id" => cell(self.gap_id),
            "event_id" => cell(self.event_id),
            "sport" => cell(self.sport),
            "event_time" => cell(self.event_time),
            "gap_change_signed" => cell(&self.gap_change_signed),
            "range_open" => cell(&self.range_open),
            "range_now" => cell(&self.range_now),
            _ => return None,
        })
    }
}

fn gap_change(s: &GapSeries) -> Option<f64> {
    change(s.points.first()?.line_gap, s.points.last()?.line_gap)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The event, player and stat say which gap (none drops); the gap open → now is act-on.
    #[test]
    fn gaps_tape_columns_declare_their_tiers() {
        use crate::output::view::Tier::{ActOn as A, Context as X, Identity as I};
        let got = crate::output::view::tiers_of(&columns());
        let want = [
            ("EVENT", I),
            ("PLAYER", I),
            ("STAT", I),
            ("GAP OPEN", A),
            ("GAP NOW", A),
            ("Δ GAP", A),
            ("RANGE OPEN", X),
            ("RANGE NOW", X),
            ("BOOKS", X),
            ("TAPE", X),
            ("START", A),
        ];
        let want: Vec<(String, crate::output::view::Tier)> =
            want.iter().map(|(t, k)| ((*t).to_string(), *k)).collect();
        assert_eq!(got, want);
    }
    use esx_store::EventRef;

    /// A gap that widens from 2.0 (32.5–34.5, 5 books) to 3.5 (32.0–35.5, 6 books).
    fn series() -> GapSeries {
        let point = |at: &str, lo: f64, hi: f64, books: i64| GapPoint {
            observed_at: at.into(),
            line: Some(33.5),
            line_min: Some(lo),
            line_max: Some(hi),
            line_gap: Some(hi - lo),
            book_count: Some(books),
        };
        GapSeries {
            event: EventRef {
                sport: "cs2".into(),
                event_id: "ev1".into(),
                home_team: Some("Alpha".into()),
                away_team: Some("Bravo".into()),
                event_time: Some("2026-11-21T18:00:00Z".into()),
            },
            gap_id: "gap_1".into(),
            player: "s1mple".into(),
            stat_type: "CS2_KILLS_MAP_1".into(),
            points: vec![
                point("2026-11-21T10:00:00Z", 32.5, 34.5, 5),
                point("2026-11-21T11:00:00Z", 32.0, 35.5, 6),
            ],
        }
    }

    /// A row's NDJSON line is its serialisation: its keys must be the CSV header; the
    /// table-only change and ranges are fields too, but not serialised.
    #[test]
    fn rows_serialise_with_the_csv_keys_in_order() {
        let m = move_of(&series());
        let row = m.row();
        let v = serde_json::to_value(&row).unwrap();
        let keys: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
        assert_eq!(keys, crate::output::view::data_keys(&columns()));
        for k in &keys {
            assert_eq!(row.field(k).unwrap(), v[k.as_str()], "{k}");
        }
        assert_eq!(v["event"], "Alpha vs Bravo");
        assert_eq!(v["gap_change"], 1.5);
        assert_eq!(v["now_book_count"], 6);
        let text = |k: &str| row.field(k).and_then(|v| v.as_str().map(str::to_string));
        assert_eq!(text("gap_change_signed").as_deref(), Some("+1.5"));
        assert_eq!(text("range_open").as_deref(), Some("32.5–34.5"));
        assert_eq!(text("range_now").as_deref(), Some("32–35.5"));
    }

    /// The JSON move: the event, the key, the ends, the change, the tape.
    #[test]
    fn a_move_prints_the_event_key_ends_and_change() {
        let v = serde_json::to_value(move_of(&series())).unwrap();
        let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(
            keys,
            [
                "sport",
                "event_id",
                "home_team",
                "away_team",
                "event_time",
                "gap_id",
                "player",
                "stat_type",
                "open",
                "now",
                "change",
                "sparkline",
                "points"
            ]
        );
        assert_eq!(v["change"]["line_gap"], 1.5);
        assert_eq!(v["change"]["line"], 0.0);
        assert_eq!(v["open"]["book_count"], 5);
    }
}
