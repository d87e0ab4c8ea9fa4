//! The props tape's moves: per (event, player, stat type, venue, side), the line open →
//! now, and the odds where the venue prices the line (sportsbooks; DFS venues have none).

use esx_store::{MovesQuery, PropPoint, PropSeries, Store, StoreError};
use serde::Serialize;
use serde_json::Value;

use super::rows::{Keyed, Moved, TapeRows, cell, cents_change, change, ranked, signed};
use crate::output::num::Exact;
use crate::output::view::Tier;
use crate::output::{Column, Kind, Row};

/// The moved (or with `all` every) prop key of the window, biggest line move first.
pub(super) fn rows(store: &Store, q: &MovesQuery, all: bool) -> Result<TapeRows<Move>, StoreError> {
    let series = store.prop_moves(q)?;
    let points = |s: &PropSeries| s.points.len();
    Ok(TapeRows {
        moves: ranked(series, all, points, line_change, move_of),
        columns: columns(),
        noun: ("prop line", "prop lines"),
    })
}

/// Tiers (DESIGN settled point 6): the event, player, stat and side say which prop line;
/// the venue and the line from → to are what a bettor acts on; the odds (only where a
/// sportsbook prices the line) and the sparkline are context.
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
        Column::path("VENUE", "venue")
            .kind(Kind::Id)
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("SIDE", "side").rank(1).in_tier(Tier::Identity),
        Column::path("OPEN", "open_line")
            .kind(Kind::Line)
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("NOW", "now_line")
            .kind(Kind::Line)
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("Δ LINE", "line_change_signed")
            .kind(Kind::Line)
            .rank(0)
            .table_only()
            .in_tier(Tier::ActOn),
        Column::path("Δ LINE", "line_change").csv_only(),
        // On a narrow terminal the opening odds go before the current ones.
        Column::path("ODDS OPEN", "open_odds")
            .kind(Kind::American)
            .rank(3),
        Column::path("ODDS NOW", "now_odds")
            .kind(Kind::American)
            .rank(2),
        Column::path("Δ CENTS", "odds_cents").csv_only(),
        Column::path("TAPE", "sparkline").kind(Kind::Deco).rank(4),
        Column::path("START", "event_time")
            .kind(Kind::Time)
            .rank(1)
            .in_tier(Tier::ActOn)
            .table_only(),
        Column::path("EVENT_ID", "event_id").csv_only(),
        Column::path("SPORT", "sport").csv_only(),
    ]
}

/// What names a prop key.
#[derive(Serialize)]
pub(super) struct Key {
    player: String,
    stat_type: String,
    venue: String,
    side: String,
}

/// One stored state of a prop line.
#[derive(Serialize, Clone)]
pub(super) struct PointJson {
    observed_at: String,
    line: Option<f64>,
    odds: Option<i64>,
}

/// How a prop key moved: its line, and its odds in American cents.
#[derive(Serialize)]
pub(super) struct Change {
    line: Option<Exact>,
    odds_cents: Option<i64>,
}

/// A prop key's move as `--json` prints it.
pub(super) type Move = Keyed<Key, PointJson, Change>;

fn move_of(s: &PropSeries) -> Move {
    let (open, now) = (s.points.first(), s.points.last());
    let odds_cents = cents_change(open.and_then(|p| p.odds), now.and_then(|p| p.odds));
    let tape: Vec<f64> = s.points.iter().filter_map(|p| p.line).collect();
    let point = |p: &PropPoint| PointJson {
        observed_at: p.observed_at.clone(),
        line: p.line,
        odds: p.odds,
    };
    Keyed::new(
        &s.event,
        Key {
            player: s.player.clone(),
            stat_type: s.stat_type.clone(),
            venue: s.venue.clone(),
            side: s.side.clone(),
        },
        s.points.iter().map(point).collect(),
        Change {
            line: line_change(s).map(Exact),
            odds_cents,
        },
        &tape,
    )
}

/// A prop key's row in the table, CSV and NDJSON (fields in the data columns' order).
#[derive(Serialize)]
pub(super) struct MoveRow<'a> {
    event: String,
    player: &'a str,
    stat_type: &'a str,
    venue: &'a str,
    side: &'a str,
    open_line: Option<f64>,
    now_line: Option<f64>,
    line_change: Option<Exact>,
    open_odds: Option<i64>,
    now_odds: Option<i64>,
    odds_cents: Option<i64>,
    sparkline: &'a str,
    event_id: &'a str,
    sport: &'a str,
    /// The table's signed line change (`+1.0`): table only.
    #[serde(skip)]
    line_change_signed: Option<String>,
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
            venue: &self.key.venue,
            side: &self.key.side,
            open_line: open.and_then(|p| p.line),
            now_line: now.and_then(|p| p.line),
            line_change: self.change.line,
            open_odds: open.and_then(|p| p.odds),
            now_odds: now.and_then(|p| p.odds),
            odds_cents: self.change.odds_cents,
            sparkline: &self.sparkline,
            event_id: &self.event_id,
            sport: &self.sport,
            event_time: self.event_time.as_deref(),
            line_change_signed: signed(self.change.line.map(|x| x.0)),
        }
    }
}

impl Row for MoveRow<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "event" => cell(&self.event),
            "player" => cell(self.player),
            "stat_type" => cell(self.stat_type),
            "venue" => cell(self.venue),
            "side" => cell(self.side),
            "open_line" => cell(self.open_line),
            "now_line" => cell(self.now_line),
            "line_change" => cell(self.line_change),
            "open_odds" => cell(self.open_odds),
            "now_odds" => cell(self.now_odds),
            "odds_cents" => cell(self.odds_cents),
            "sparkline" => cell(self.sparkline),
            "event_id" => cell(self.event_id),
            "sport" => cell(self.sport),
            "event_time" => cell(self.event_time),
            "line_change_signed" => cell(&self.line_change_signed),
            _ => return None,
        })
    }
}

fn line_change(s: &PropSeries) -> Option<f64> {
    change(s.points.first()?.line, s.points.last()?.line)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The event, player, stat and side say which line (none drops); venue and line open → now are act-on.
    #[test]
    fn props_tape_columns_declare_their_tiers() {
        use crate::output::view::Tier::{ActOn as A, Context as X, Identity as I};
        let got = crate::output::view::tiers_of(&columns());
        let want = [
            ("EVENT", I),
            ("PLAYER", I),
            ("STAT", I),
            ("VENUE", A),
            ("SIDE", I),
            ("OPEN", A),
            ("NOW", A),
            ("Δ LINE", A),
            ("ODDS OPEN", X),
            ("ODDS NOW", X),
            ("TAPE", X),
            ("START", A),
        ];
        let want: Vec<(String, crate::output::view::Tier)> =
            want.iter().map(|(t, k)| ((*t).to_string(), *k)).collect();
        assert_eq!(got, want);
    }
    use esx_store::EventRef;

    /// A sportsbook's kills line 41.5 (−110) → 42.5 (+105), teams unknown to the tape.
    fn series() -> PropSeries {
        let point = |at: &str, line: f64, odds: i64| PropPoint {
            observed_at: at.into(),
            line: Some(line),
            odds: Some(odds),
        };
        PropSeries {
            event: EventRef {
                sport: "cs2".into(),
                event_id: "ev1".into(),
                home_team: None,
                away_team: None,
                event_time: None,
            },
            player: "s1mple".into(),
            stat_type: "CS2_KILLS_MAPS_1_2".into(),
            venue: "sharpbook".into(),
            side: "over".into(),
            points: vec![
                point("2026-11-21T10:00:00Z", 41.5, -110),
                point("2026-11-21T11:00:00Z", 42.5, 105),
            ],
        }
    }

    /// A row's NDJSON line is its serialisation: its keys must be the CSV header; the
    /// table-only signed change is a field too, but not serialised.
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
        assert_eq!(v["event"], "ev1");
        assert_eq!(v["line_change"], 1.0);
        assert_eq!(v["odds_cents"], 15);
        assert_eq!(
            row.field("line_change_signed"),
            Some(Value::String("+1.0".into()))
        );
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
                "player",
                "stat_type",
                "venue",
                "side",
                "open",
                "now",
                "change",
                "sparkline",
                "points"
            ]
        );
        assert_eq!(v["open"]["line"], 41.5);
        assert_eq!(v["now"]["odds"], 105);
        assert_eq!(v["change"]["line"], 1.0);
        assert_eq!(v["sparkline"], "▁█");
    }
}
