//! Moves: per key of a tape (lines, props, gaps), the points of a time window, opening
//! with the state that was in force when the window began.
//!
//! Keys are chosen from the tape's key table (filters, and `last_observed_at` — the
//! key's latest stored time — inside the window), then each key's points are read
//! through the `(key_id, observed_at)` index in one range query that starts at the last
//! point before the window. No scan of the tape, no sort: the cost follows the points
//! shown. The three tapes share that reader ([`Sqlite::read_tape`]); only their columns
//! differ.

use std::fmt::Write as _;

use rusqlite::{Row, params_from_iter};

use crate::{Result, Sqlite, StoreError};

/// Which moves to read. Every filter is exact but `player` (a case-insensitive
/// substring); each applies to the tapes that have its column (see the fields).
#[derive(Debug, Clone, Default)]
pub struct MovesQuery {
    /// Window start (store time format); keys with a change at or after it are read.
    pub since: String,
    pub sport: Option<String>,
    pub event: Option<String>,
    /// Lines: the market; props and gaps: the stat type.
    pub market: Option<String>,
    /// Lines: the source; props: the venue. Not for gaps.
    pub source: Option<String>,
    /// Props and gaps: a part of the player's name, any case. Not for lines.
    pub player: Option<String>,
}

/// One stored state of a quote.
#[derive(Debug, Clone, PartialEq)]
pub struct Point {
    pub observed_at: String,
    pub decimal: Option<f64>,
    pub american: Option<i64>,
    pub probability: Option<f64>,
    pub novig: Option<f64>,
}

/// One quote key's window.
#[derive(Debug, Clone, PartialEq)]
pub struct Series {
    pub sport: String,
    pub event_id: String,
    pub home_team: Option<String>,
    pub away_team: Option<String>,
    pub event_time: Option<String>,
    pub market: String,
    pub map: Option<u32>,
    pub line: Option<f64>,
    pub outcome: String,
    pub source: String,
    pub source_type: String,
    /// Oldest first. When the key existed before the window, the first point is the
    /// state in force at the window's start (observed before it).
    pub points: Vec<Point>,
}

/// The event a prop or gap key belongs to, with its teams when the lines tape knows
/// them (props and gaps rows do not name the event's teams).
#[derive(Debug, Clone, PartialEq)]
pub struct EventRef {
    pub sport: String,
    pub event_id: String,
    pub home_team: Option<String>,
    pub away_team: Option<String>,
    pub event_time: Option<String>,
}

/// One stored state of a prop line.
#[derive(Debug, Clone, PartialEq)]
pub struct PropPoint {
    pub observed_at: String,
    pub line: Option<f64>,
    /// American odds, where the venue prices the line (sportsbooks).
    pub odds: Option<i64>,
}

/// One prop key's window (`points` as in [`Series`]).
#[derive(Debug, Clone, PartialEq)]
pub struct PropSeries {
    pub event: EventRef,
    pub player: String,
    pub stat_type: String,
    pub venue: String,
    pub side: String,
    pub points: Vec<PropPoint>,
}

/// One stored state of a gap.
#[derive(Debug, Clone, PartialEq)]
pub struct GapPoint {
    pub observed_at: String,
    pub line: Option<f64>,
    pub line_min: Option<f64>,
    pub line_max: Option<f64>,
    pub line_gap: Option<f64>,
    pub book_count: Option<i64>,
}

/// One gap key's window (`points` as in [`Series`]).
#[derive(Debug, Clone, PartialEq)]
pub struct GapSeries {
    pub event: EventRef,
    pub gap_id: String,
    pub player: String,
    pub stat_type: String,
    pub points: Vec<GapPoint>,
}

/// What differs between the tapes for the shared reader.
struct Tape {
    /// `SELECT k.key_id, …` over the key table `k` (events joined as `e`), up to its
    /// `WHERE` on `k.last_observed_at >= ?1`. Props and gaps read the event at 1..=5.
    keys: &'static str,
    /// The points table, indexed (or clustered) by `(key_id, observed_at)`.
    points: &'static str,
    /// The point columns to read, `observed_at` first.
    point_cols: &'static str,
}

const LINES: Tape = Tape {
    keys: "SELECT k.key_id, k.sport, k.event_id, k.market, k.map, k.line, k.outcome, k.source,
                  k.source_type, e.home_team, e.away_team, e.event_time
           FROM quote_keys k LEFT JOIN events e ON e.sport = k.sport AND e.event_id = k.event_id
           WHERE k.last_observed_at >= ?1",
    points: "quotes",
    point_cols: "observed_at, decimal, american, probability, novig",
};

const PROPS: Tape = Tape {
    keys: "SELECT k.key_id, k.sport, k.event_id, e.home_team, e.away_team, e.event_time,
                  k.player, k.stat_type, k.venue, k.side
           FROM prop_keys k LEFT JOIN events e ON e.sport = k.sport AND e.event_id = k.event_id
           WHERE k.last_observed_at >= ?1",
    points: "prop_quotes",
    point_cols: "observed_at, line, odds",
};

const GAPS: Tape = Tape {
    keys: "SELECT k.key_id, k.sport, k.event_id, e.home_team, e.away_team, e.event_time,
                  k.player, k.stat_type, k.gap_id
           FROM gap_keys k LEFT JOIN events e ON e.sport = k.sport AND e.event_id = k.event_id
           WHERE k.last_observed_at >= ?1",
    points: "gap_quotes",
    point_cols: "observed_at, line, line_min, line_max, line_gap, book_count",
};

impl Sqlite {
    /// Every lines quote key with a stored change in the window, in key order.
    pub(crate) fn moves(&self, q: &MovesQuery) -> Result<Vec<Series>> {
        reject(q.player.as_deref(), "lines", "player")?;
        let filters = [
            ("k.sport", &q.sport),
            ("k.event_id", &q.event),
            ("k.market", &q.market),
            ("k.source", &q.source),
        ];
        let read = self.read_tape(
            &LINES,
            &q.since,
            &filters,
            |r| {
                Ok(Some(Series {
                    sport: r.get(1)?,
                    event_id: r.get(2)?,
                    market: r.get(3)?,
                    map: r.get(4)?,
                    line: r.get(5)?,
                    outcome: r.get(6)?,
                    source: r.get(7)?,
                    source_type: r.get(8)?,
                    home_team: r.get(9)?,
                    away_team: r.get(10)?,
                    event_time: r.get(11)?,
                    points: Vec::new(),
                }))
            },
            |p| {
                Ok(Point {
                    observed_at: p.get(0)?,
                    decimal: p.get(1)?,
                    american: p.get(2)?,
                    probability: p.get(3)?,
                    novig: p.get(4)?,
                })
            },
            |s, points| s.points = points,
        );
        read.map_err(|e| self.sql(e))
    }

    /// Every prop key (event, player, stat type, venue, side) with a stored change in
    /// the window, in key order.
    pub(crate) fn prop_moves(&self, q: &MovesQuery) -> Result<Vec<PropSeries>> {
        let filters = [
            ("k.sport", &q.sport),
            ("k.event_id", &q.event),
            ("k.stat_type", &q.market),
            ("k.venue", &q.source),
        ];
        let player = q.player.as_deref().map(str::to_lowercase);
        let read = self.read_tape(
            &PROPS,
            &q.since,
            &filters,
            |r| {
                let Some((event, player)) = event_player(r, player.as_deref())? else {
                    return Ok(None);
                };
                Ok(Some(PropSeries {
                    event,
                    player,
                    stat_type: r.get(7)?,
                    venue: r.get(8)?,
                    side: r.get(9)?,
                    points: Vec::new(),
                }))
            },
            |p| {
                Ok(PropPoint {
                    observed_at: p.get(0)?,
                    line: p.get(1)?,
                    odds: p.get(2)?,
                })
            },
            |s, points| s.points = points,
        );
        read.map_err(|e| self.sql(e))
    }

    /// Every gap key with a stored change in the window, in key order.
    pub(crate) fn gap_moves(&self, q: &MovesQuery) -> Result<Vec<GapSeries>> {
        reject(q.source.as_deref(), "gaps", "source")?;
        let filters = [
            ("k.sport", &q.sport),
            ("k.event_id", &q.event),
            ("k.stat_type", &q.market),
        ];
        let player = q.player.as_deref().map(str::to_lowercase);
        let read = self.read_tape(
            &GAPS,
            &q.since,
            &filters,
            |r| {
                let Some((event, player)) = event_player(r, player.as_deref())? else {
                    return Ok(None);
                };
                Ok(Some(GapSeries {
                    event,
                    player,
                    stat_type: r.get(7)?,
                    gap_id: r.get(8)?,
                    points: Vec::new(),
                }))
            },
            |p| {
                Ok(GapPoint {
                    observed_at: p.get(0)?,
                    line: p.get(1)?,
                    line_min: p.get(2)?,
                    line_max: p.get(3)?,
                    line_gap: p.get(4)?,
                    book_count: p.get(5)?,
                })
            },
            |s, points| s.points = points,
        );
        read.map_err(|e| self.sql(e))
    }

    /// Whether a tape (`lines`, `props`, `gaps`) holds no key at all: never recorded,
    /// as opposed to nothing moved in a window. One row read, not a count.
    pub(crate) fn tape_is_empty(&self, tape: &str) -> Result<bool> {
        let table = match tape {
            "lines" => "quote_keys",
            "props" => "prop_keys",
            "gaps" => "gap_keys",
            other => return Err(StoreError::Invalid(format!("no tape `{other}`"))),
        };
        self.conn
            .query_row(
                &format!("SELECT NOT EXISTS (SELECT 1 FROM {table})"),
                [],
                |r| r.get(0),
            )
            .map_err(|e| self.sql(e))
    }

    /// The one window reader: the tape's keys plus the filters given (only those, so
    /// the planner can use an index for `--event`), in key order; `key` makes a series
    /// of a key row (`None` skips the key before its points are read), `point` a point,
    /// `attach` gives a series its points.
    fn read_tape<S, P>(
        &self,
        tape: &Tape,
        since: &str,
        filters: &[(&str, &Option<String>)],
        mut key: impl FnMut(&Row<'_>) -> rusqlite::Result<Option<S>>,
        point: impl Fn(&Row<'_>) -> rusqlite::Result<P>,
        attach: impl Fn(&mut S, Vec<P>),
    ) -> rusqlite::Result<Vec<S>> {
        let mut sql = tape.keys.to_string();
        let mut args: Vec<&str> = vec![since];
        for (col, v) in filters {
            if let Some(v) = v {
                args.push(v);
                let _ = write!(sql, " AND {col} = ?{}", args.len());
            }
        }
        sql.push_str(" ORDER BY k.key_id");
        let mut keys = self.conn.prepare(&sql)?;
        let mut rows = keys.query(params_from_iter(args))?;
        let mut points = self.conn.prepare_cached(&points_sql(tape))?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            let key_id: i64 = r.get(0)?;
            let Some(mut series) = key(r)? else {
                continue;
            };
            let pts = points
                .query_map(rusqlite::params![key_id, since], &point)?
                .collect::<rusqlite::Result<Vec<P>>>()?;
            attach(&mut series, pts);
            out.push(series);
        }
        Ok(out)
    }
}

/// One key's points from the last before the window (the state in force at its start),
/// or from the window's start when the key has none before it: one index range.
fn points_sql(tape: &Tape) -> String {
    let (table, cols) = (tape.points, tape.point_cols);
    format!(
        "SELECT {cols} FROM {table}
         WHERE key_id = ?1 AND observed_at >= ifnull(
             (SELECT max(observed_at) FROM {table} WHERE key_id = ?1 AND observed_at < ?2), ?2)
         ORDER BY observed_at"
    )
}

/// A filter the tape has no column for is the caller's mistake, not an empty answer.
fn reject(given: Option<&str>, tape: &str, filter: &str) -> Result<()> {
    match given {
        Some(_) => Err(StoreError::Invalid(format!(
            "the {tape} tape has no {filter} to filter by"
        ))),
        None => Ok(()),
    }
}

/// The event (at 1..=5) and the player (at 6) of a props/gaps key row, or `None` when
/// the player's name does not contain `needle` (already lower-case), any case.
fn event_player(r: &Row<'_>, needle: Option<&str>) -> rusqlite::Result<Option<(EventRef, String)>> {
    let player: String = r.get(6)?;
    if needle.is_some_and(|n| !player.to_lowercase().contains(n)) {
        return Ok(None);
    }
    let event = EventRef {
        sport: r.get(1)?,
        event_id: r.get(2)?,
        home_team: r.get(3)?,
        away_team: r.get(4)?,
        event_time: r.get(5)?,
    };
    Ok(Some((event, player)))
}

#[cfg(test)]
#[path = "moves_tests.rs"]
mod tests;
