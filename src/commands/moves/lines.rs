//! The lines tape's moves: per quote key, American odds and no-vig open → now.

use esx_store::{MovesQuery, Point, Series, Store, StoreError};
use serde::Serialize;
use serde_json::Value;

use super::rows::{Moved, TapeRows, cell, cents_change, event_label, ranked, sparkline};
use crate::linebook::market_label;
use crate::output::num::Exact;
use crate::output::view::Tier;
use crate::output::{Column, Kind, Row};

/// The moved (or with `all` every) quote key of the window, biggest no-vig move first.
pub(super) fn rows(store: &Store, q: &MovesQuery, all: bool) -> Result<TapeRows<Move>, StoreError> {
    let series = store.moves(q)?;
    let points = |s: &Series| s.points.len();
    Ok(TapeRows {
        moves: ranked(series, all, points, novig_change, Move::of),
        columns: columns(),
        noun: ("quote", "quotes"),
    })
}

/// Tiers (DESIGN settled point 6): the event, market and outcome say which quote; its
/// venue, the price from → to, the move in no-vig points and the start are what a bettor
/// acts on;
/// the cents, the fair ends and the sparkline are context.
fn columns() -> Vec<Column> {
    vec![
        // A ranked view: the event, market and side whole in the row.
        Column::path("EVENT", "event")
            .rank(0)
            .in_tier(Tier::Identity),
        Column::path("MARKET", "market")
            .rank(0)
            .in_tier(Tier::Identity),
        Column::path("OUTCOME", "outcome")
            .rank(0)
            .in_tier(Tier::Identity),
        Column::path("SOURCE", "source")
            .kind(Kind::Id)
            .rank(2)
            .in_tier(Tier::ActOn),
        Column::path("OPEN", "open_american")
            .kind(Kind::American)
            .rank(3)
            .in_tier(Tier::ActOn),
        Column::path("NOW", "now_american")
            .kind(Kind::American)
            .rank(1)
            .in_tier(Tier::ActOn),
        Column::path("Δ CENTS", "cents").rank(1),
        Column::path("FAIR OPEN", "open_novig")
            .kind(Kind::Num(3))
            .rank(4),
        Column::path("FAIR NOW", "now_novig")
            .kind(Kind::Num(3))
            .rank(3),
        Column::path("Δ PTS", "change_novig_pts")
            .kind(Kind::SignedPts)
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("TAPE", "sparkline").kind(Kind::Deco).rank(5),
        Column::path("START", "event_time")
            .kind(Kind::Time)
            .rank(1)
            .in_tier(Tier::ActOn)
            .table_only(),
        Column::path("EVENT_ID", "event_id").csv_only(),
        Column::path("SPORT", "sport").csv_only(),
    ]
}

/// One stored price of a quote key.
#[derive(Serialize, Clone)]
pub(super) struct PointJson {
    observed_at: String,
    decimal: Option<f64>,
    american: Option<i64>,
    probability: Option<f64>,
    novig: Option<f64>,
}

impl PointJson {
    fn of(p: &Point, american: Option<i64>) -> Self {
        Self {
            observed_at: p.observed_at.clone(),
            decimal: p.decimal,
            american,
            probability: p.probability,
            novig: p.novig,
        }
    }
}

/// How a quote key moved: in American cents and in no-vig points.
#[derive(Serialize)]
pub(super) struct Change {
    american_cents: Option<i64>,
    novig_pts: Option<Exact>,
}

/// A quote key's move as `--json` prints it.
#[derive(Serialize)]
pub(super) struct Move {
    sport: String,
    event_id: String,
    home_team: Option<String>,
    away_team: Option<String>,
    event_time: Option<String>,
    market: String,
    map: Option<u32>,
    line: Option<f64>,
    outcome: String,
    source: String,
    #[serde(rename = "type")]
    source_type: String,
    /// The ends carry the American price also where only a decimal or a probability
    /// was served.
    open: Option<PointJson>,
    now: Option<PointJson>,
    change: Change,
    sparkline: String,
    points: Vec<PointJson>,
}

impl Move {
    fn of(s: &Series) -> Self {
        let end = |p: Option<&Point>| p.map(|p| PointJson::of(p, american_of(p)));
        let tape: Vec<f64> = s.points.iter().filter_map(implied).collect();
        Self {
            sport: s.sport.clone(),
            event_id: s.event_id.clone(),
            home_team: s.home_team.clone(),
            away_team: s.away_team.clone(),
            event_time: s.event_time.clone(),
            market: s.market.clone(),
            map: s.map,
            line: s.line,
            outcome: s.outcome.clone(),
            source: s.source.clone(),
            source_type: s.source_type.clone(),
            open: end(s.points.first()),
            now: end(s.points.last()),
            change: Change {
                american_cents: cents(s),
                novig_pts: novig_change(s).map(Exact),
            },
            sparkline: sparkline(&tape),
            points: s
                .points
                .iter()
                .map(|p| PointJson::of(p, p.american))
                .collect(),
        }
    }
}

/// A quote key's row in the table, CSV and NDJSON (fields in the columns' order).
#[derive(Serialize)]
pub(super) struct MoveRow<'a> {
    event: String,
    market: String,
    outcome: &'a str,
    source: &'a str,
    open_american: Option<i64>,
    now_american: Option<i64>,
    /// The signed change in cents (`+15`).
    cents: Option<String>,
    open_novig: Option<f64>,
    now_novig: Option<f64>,
    change_novig_pts: Option<Exact>,
    sparkline: &'a str,
    event_id: &'a str,
    sport: &'a str,
    /// The event's start: table only (CSV and NDJSON keep their columns).
    #[serde(skip)]
    event_time: Option<&'a str>,
}

impl Moved for Move {
    type Row<'a> = MoveRow<'a>;

    fn row(&self) -> MoveRow<'_> {
        let (open, now) = (self.open.as_ref(), self.now.as_ref());
        MoveRow {
            event: event_label(
                self.home_team.as_deref(),
                self.away_team.as_deref(),
                &self.event_id,
            ),
            market: market_label(&self.market, self.map.map(i64::from), self.line),
            outcome: &self.outcome,
            source: &self.source,
            open_american: open.and_then(|p| p.american),
            now_american: now.and_then(|p| p.american),
            cents: self.change.american_cents.map(|n| format!("{n:+}")),
            open_novig: open.and_then(|p| p.novig),
            now_novig: now.and_then(|p| p.novig),
            change_novig_pts: self.change.novig_pts,
            sparkline: &self.sparkline,
            event_id: &self.event_id,
            sport: &self.sport,
            event_time: self.event_time.as_deref(),
        }
    }
}

impl Row for MoveRow<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "event" => cell(&self.event),
            "market" => cell(&self.market),
            "outcome" => cell(self.outcome),
            "source" => cell(self.source),
            "open_american" => cell(self.open_american),
            "now_american" => cell(self.now_american),
            "cents" => cell(&self.cents),
            "open_novig" => cell(self.open_novig),
            "now_novig" => cell(self.now_novig),
            "change_novig_pts" => cell(self.change_novig_pts),
            "sparkline" => cell(self.sparkline),
            "event_id" => cell(self.event_id),
            "sport" => cell(self.sport),
            "event_time" => cell(self.event_time),
            _ => return None,
        })
    }
}

/// The change in cents from the open to the current price.
fn cents(s: &Series) -> Option<i64> {
    let (open, now) = (s.points.first(), s.points.last());
    cents_change(open.and_then(american_of), now.and_then(american_of))
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The event, market and outcome say which quote; venue, price open → now and the move are act-on.
    #[test]
    fn lines_tape_columns_declare_their_tiers() {
        use crate::output::view::Tier::{ActOn as A, Context as X, Identity as I};
        let got = crate::output::view::tiers_of(&columns());
        let want = [
            ("EVENT", I),
            ("MARKET", I),
            ("OUTCOME", I),
            ("SOURCE", A),
            ("OPEN", A),
            ("NOW", A),
            ("Δ CENTS", X),
            ("FAIR OPEN", X),
            ("FAIR NOW", X),
            ("Δ PTS", A),
            ("TAPE", X),
            ("START", A),
        ];
        let want: Vec<(String, crate::output::view::Tier)> =
            want.iter().map(|(t, k)| ((*t).to_string(), *k)).collect();
        assert_eq!(got, want);
    }

    /// Two prices of one key: −110 → +105 (15 cents across evens), no-vig 0.5 → 0.48.
    fn series() -> Series {
        let point = |at: &str, american: i64, decimal: f64, novig: f64| Point {
            observed_at: at.into(),
            decimal: Some(decimal),
            american: Some(american),
            probability: Some(1.0 / decimal),
            novig: Some(novig),
        };
        Series {
            sport: "cs2".into(),
            event_id: "ev1".into(),
            home_team: Some("Alpha".into()),
            away_team: Some("Bravo".into()),
            event_time: Some("2026-11-21T18:00:00Z".into()),
            market: "map_winner".into(),
            map: Some(2),
            line: None,
            outcome: "Alpha".into(),
            source: "sharpbook".into(),
            source_type: "sportsbook".into(),
            points: vec![
                point("2026-11-21T10:00:00Z", -110, 1.909, 0.5),
                point("2026-11-21T11:00:00Z", 105, 2.05, 0.48),
            ],
        }
    }

    /// A row's NDJSON line is its serialisation: its keys must be the CSV header, and
    /// each column reads the field of its key.
    #[test]
    fn rows_serialise_with_the_csv_keys_in_order() {
        let m = Move::of(&series());
        let row = m.row();
        let v = serde_json::to_value(&row).unwrap();
        let keys: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
        assert_eq!(keys, crate::output::view::data_keys(&columns()));
        for k in &keys {
            assert_eq!(row.field(k).unwrap(), v[k.as_str()], "{k}");
        }
        assert_eq!(v["event"], "Alpha vs Bravo");
        assert_eq!(v["market"], "map_winner m2");
        assert_eq!(v["cents"], "+15");
        assert_eq!(v["open_american"], -110);
        assert_eq!(v["now_novig"], 0.48);
        // 100 × (0.48 − 0.5), at full precision.
        assert_eq!(
            v["change_novig_pts"].as_f64().unwrap().to_bits(),
            (100.0 * (0.48_f64 - 0.5)).to_bits()
        );
    }

    /// The JSON move keeps its shape: the ends and the change under their keys.
    #[test]
    fn a_move_prints_its_ends_and_change() {
        let v = serde_json::to_value(Move::of(&series())).unwrap();
        let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(
            keys,
            [
                "sport",
                "event_id",
                "home_team",
                "away_team",
                "event_time",
                "market",
                "map",
                "line",
                "outcome",
                "source",
                "type",
                "open",
                "now",
                "change",
                "sparkline",
                "points"
            ]
        );
        assert_eq!(v["change"]["american_cents"], 15);
        assert_eq!(v["open"]["american"], -110);
        assert_eq!(v["points"].as_array().map(Vec::len), Some(2));
    }
}
