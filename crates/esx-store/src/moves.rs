//! Line moves: per quote key, the points of a time window, opening with the price that
//! was in force when the window began.
//!
//! Keys are chosen from `quote_keys` (filters, and `last_observed_at` — the key's latest
//! stored time — inside the window), then each key's points are read through the
//! `(key_id, observed_at)` primary key in one range query that starts at the last point before
//! the window. No scan of the tape, no sort: the cost follows the points shown.

use std::fmt::Write as _;

use rusqlite::params_from_iter;

use crate::{Result, Store};

/// Which moves to read.
#[derive(Debug, Clone, Default)]
pub struct MovesQuery {
    /// Window start (store time format); keys with a change at or after it are read.
    pub since: String,
    pub sport: Option<String>,
    pub event: Option<String>,
    pub market: Option<String>,
    pub source: Option<String>,
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

impl Store {
    /// Every key with a stored change in the window, in key order.
    pub fn moves(&self, q: &MovesQuery) -> Result<Vec<Series>> {
        self.read_moves(q).map_err(|e| self.sql(e))
    }

    fn read_moves(&self, q: &MovesQuery) -> rusqlite::Result<Vec<Series>> {
        // Only the filters given, so the planner can use an index for `--event`.
        let mut sql = String::from(
            "SELECT k.key_id, k.sport, k.event_id, k.market, k.map, k.line, k.outcome, k.source,
                    k.source_type, e.home_team, e.away_team, e.event_time
             FROM quote_keys k LEFT JOIN events e ON e.sport = k.sport AND e.event_id = k.event_id
             WHERE k.last_observed_at >= ?1",
        );
        let mut args: Vec<&str> = vec![&q.since];
        for (col, v) in [
            ("k.sport", &q.sport),
            ("k.event_id", &q.event),
            ("k.market", &q.market),
            ("k.source", &q.source),
        ] {
            if let Some(v) = v {
                args.push(v);
                let _ = write!(sql, " AND {col} = ?{}", args.len());
            }
        }
        sql.push_str(" ORDER BY k.key_id");
        let mut keys = self.conn.prepare(&sql)?;
        let mut rows = keys.query(params_from_iter(args))?;
        let mut out = Vec::new();
        let mut points = self.conn.prepare_cached(
            "SELECT observed_at, decimal, american, probability, novig FROM quotes
             WHERE key_id = ?1 AND observed_at >= ifnull(
                 (SELECT max(observed_at) FROM quotes WHERE key_id = ?1 AND observed_at < ?2), ?2)
             ORDER BY observed_at",
        )?;
        while let Some(r) = rows.next()? {
            let key_id: i64 = r.get(0)?;
            let mut series = Series {
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
            };
            let mut pts = points.query(rusqlite::params![key_id, q.since])?;
            while let Some(p) = pts.next()? {
                series.points.push(Point {
                    observed_at: p.get(0)?,
                    decimal: p.get(1)?,
                    american: p.get(2)?,
                    probability: p.get(3)?,
                    novig: p.get(4)?,
                });
            }
            out.push(series);
        }
        Ok(out)
    }
}
