//! What the three tapes' moves share: a tape's answer (`TapeRows`), the `Moved` row
//! trait, a props or gaps key's move (`Keyed`), the ranking, the changes, the labels and
//! the sparkline.

use esx_store::EventRef;
use serde::Serialize;
use serde_json::Value;

use crate::output::{Column, Row};

/// The sparkline's steps, lowest first.
const BARS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// At most this many points make a sparkline (the latest ones).
const SPARK_WIDTH: usize = 24;

/// One tape's answer: the moved keys (ranked), their columns and how to name them.
pub(super) struct TapeRows<M> {
    /// The keys' moves as `--json` prints them (`moves[]`).
    pub(super) moves: Vec<M>,
    pub(super) columns: Vec<Column>,
    /// What a row is, singular and plural (`quote`, `prop line`, `gap`).
    pub(super) noun: (&'static str, &'static str),
}

/// One recorded key's move as `--json` prints it (`moves[]`), with the row the table,
/// CSV and NDJSON show of it (the labels and signed changes computed from the move).
pub(super) trait Moved: Serialize {
    /// The table, CSV and NDJSON row: its fields are its tape's data columns' keys, in
    /// order (each tape's tests check this).
    type Row<'a>: Row
    where
        Self: 'a;
    fn row(&self) -> Self::Row<'_>;
}

/// The change in American odds in cents between two prices, when both exist (the
/// cents rule: a move across evens counts its real size).
pub(super) fn cents_change(open: Option<i64>, now: Option<i64>) -> Option<i64> {
    Some(esx_odds::price::american_cents_change(open?, now?))
}

/// `now − open` of a line-like value, without float noise (41.6 → 41.7 reads 0.1).
pub(super) fn change(open: Option<f64>, now: Option<f64>) -> Option<f64> {
    Some(esx_odds::gaps::line_difference(now?, open?))
}

/// The event as a table shows it: `Alpha vs Bravo` (as every command names a match)
/// when the lines tape knows the teams, else its id.
pub(super) fn event_label(home: Option<&str>, away: Option<&str>, event_id: &str) -> String {
    match (home, away) {
        (Some(h), Some(a)) => format!("{h} vs {a}"),
        _ => event_id.to_string(),
    }
}

/// A signed number for a table (`+1.0`, `-0.5`, `0.0`), one decimal at least.
pub(super) fn signed(v: Option<f64>) -> Option<String> {
    v.map(|x| {
        let s = format!("{x:+}");
        if s.contains('.') { s } else { format!("{s}.0") }
    })
}

/// A table cell of a row field.
pub(super) fn cell(x: impl Serialize) -> Value {
    serde_json::to_value(x).unwrap_or(Value::Null)
}

/// A tape's series as moves: without `all` only those with more than one point (a
/// change in the window), ranked by the largest absolute `change` (a missing one last;
/// ties keep the store's key order).
pub(super) fn ranked<S, M>(
    mut series: Vec<S>,
    all: bool,
    points: impl Fn(&S) -> usize,
    change: impl Fn(&S) -> Option<f64>,
    to_move: impl Fn(&S) -> M,
) -> Vec<M> {
    if !all {
        series.retain(|s| points(s) > 1);
    }
    series.sort_by(|a, b| {
        let m = |s: &S| change(s).map_or(-1.0, f64::abs);
        m(b).total_cmp(&m(a))
    });
    series.iter().map(to_move).collect()
}

/// A props or gaps key's move: the event, the key's own fields, `open` and `now` (the
/// first and last of `points`), the change, the sparkline of the tape and every point.
#[derive(Serialize)]
pub(super) struct Keyed<K, P, C> {
    pub(super) sport: String,
    pub(super) event_id: String,
    pub(super) home_team: Option<String>,
    pub(super) away_team: Option<String>,
    pub(super) event_time: Option<String>,
    #[serde(flatten)]
    pub(super) key: K,
    pub(super) open: Option<P>,
    pub(super) now: Option<P>,
    pub(super) change: C,
    pub(super) sparkline: String,
    pub(super) points: Vec<P>,
}

impl<K, P: Clone, C> Keyed<K, P, C> {
    pub(super) fn new(event: &EventRef, key: K, points: Vec<P>, change: C, tape: &[f64]) -> Self {
        Self {
            sport: event.sport.clone(),
            event_id: event.event_id.clone(),
            home_team: event.home_team.clone(),
            away_team: event.away_team.clone(),
            event_time: event.event_time.clone(),
            key,
            open: points.first().cloned(),
            now: points.last().cloned(),
            change,
            sparkline: sparkline(tape),
            points,
        }
    }

    /// The event as a table shows it.
    pub(super) fn event_label(&self) -> String {
        event_label(
            self.home_team.as_deref(),
            self.away_team.as_deref(),
            &self.event_id,
        )
    }
}

/// A sparkline of `values` (the latest [`SPARK_WIDTH`]): lowest ▁, highest █, a flat
/// tape mid-height.
#[must_use]
pub(super) fn sparkline(values: &[f64]) -> String {
    let tail = &values[values.len().saturating_sub(SPARK_WIDTH)..];
    let (lo, hi) = tail
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| {
            (lo.min(*v), hi.max(*v))
        });
    tail.iter()
        .map(|v| {
            if hi - lo < 1e-12 {
                BARS[3]
            } else {
                BARS[(((v - lo) / (hi - lo)) * 7.0).round() as usize]
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sparklines_span_low_to_high() {
        assert_eq!(sparkline(&[0.4, 0.5, 0.6]), "▁▅█");
        assert_eq!(sparkline(&[0.5, 0.5]), "▄▄");
        assert_eq!(sparkline(&[]), "");
    }

    #[test]
    fn cents_cross_evens_continuously() {
        assert_eq!(cents_change(Some(-110), Some(105)), Some(15));
        assert_eq!(cents_change(Some(-114), Some(106)), Some(20));
        assert_eq!(cents_change(Some(-110), Some(-120)), Some(-10));
        assert_eq!(cents_change(Some(130), Some(150)), Some(20));
        assert_eq!(cents_change(Some(-115), Some(-110)), Some(5));
        assert_eq!(cents_change(None, Some(-110)), None);
    }

    #[test]
    fn line_changes_read_as_written() {
        assert_eq!(change(Some(41.6), Some(41.7)), Some(0.1));
        assert_eq!(change(Some(41.5), None), None);
        assert_eq!(signed(Some(1.0)).as_deref(), Some("+1.0"));
        assert_eq!(signed(Some(-0.5)).as_deref(), Some("-0.5"));
        assert_eq!(signed(Some(2.0)).as_deref(), Some("+2.0"));
        assert_eq!(signed(None), None);
    }
}
