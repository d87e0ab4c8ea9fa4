//! Line moves: per quote key, the points of a time window, opening with the price that
//! was in force when the window began.

use rusqlite::{OptionalExtension as _, params};

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
    /// Every key with a stored change in the window, oldest change first, in key order.
    pub fn moves(&self, q: &MovesQuery) -> Result<Vec<Series>> {
        self.read_moves(q).map_err(|e| self.sql(e))
    }

    fn read_moves(&self, q: &MovesQuery) -> rusqlite::Result<Vec<Series>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT q.key_id, q.observed_at, q.decimal, q.american, q.probability, q.novig
             FROM quotes q JOIN quote_keys k ON k.key_id = q.key_id
             WHERE q.observed_at >= ?1
               AND (?2 IS NULL OR k.sport = ?2) AND (?3 IS NULL OR k.event_id = ?3)
               AND (?4 IS NULL OR k.market = ?4) AND (?5 IS NULL OR k.source = ?5)
             ORDER BY q.key_id, q.observed_at, q.rowid",
        )?;
        let mut rows = stmt.query(params![q.since, q.sport, q.event, q.market, q.source])?;
        let mut windows: Vec<(i64, Vec<Point>)> = Vec::new();
        while let Some(r) = rows.next()? {
            let key_id: i64 = r.get(0)?;
            let point = Point {
                observed_at: r.get(1)?,
                decimal: r.get(2)?,
                american: r.get(3)?,
                probability: r.get(4)?,
                novig: r.get(5)?,
            };
            match windows.last_mut() {
                Some((k, pts)) if *k == key_id => pts.push(point),
                _ => windows.push((key_id, vec![point])),
            }
        }
        let mut info = self.conn.prepare_cached(
            "SELECT k.sport, k.event_id, k.market, k.map, k.line, k.outcome, k.source, k.source_type,
                    e.home_team, e.away_team, e.event_time
             FROM quote_keys k LEFT JOIN events e ON e.sport = k.sport AND e.event_id = k.event_id
             WHERE k.key_id = ?1",
        )?;
        let mut before = self.conn.prepare_cached(
            "SELECT observed_at, decimal, american, probability, novig FROM quotes
             WHERE key_id = ?1 AND observed_at < ?2 ORDER BY observed_at DESC, rowid DESC LIMIT 1",
        )?;
        let mut out = Vec::with_capacity(windows.len());
        for (key_id, mut points) in windows {
            let opened = before
                .query_row(params![key_id, q.since], |r| {
                    Ok(Point {
                        observed_at: r.get(0)?,
                        decimal: r.get(1)?,
                        american: r.get(2)?,
                        probability: r.get(3)?,
                        novig: r.get(4)?,
                    })
                })
                .optional()?;
            if let Some(p) = opened {
                points.insert(0, p);
            }
            let series = info.query_row([key_id], |r| {
                Ok(Series {
                    sport: r.get(0)?,
                    event_id: r.get(1)?,
                    market: r.get(2)?,
                    map: r.get(3)?,
                    line: r.get(4)?,
                    outcome: r.get(5)?,
                    source: r.get(6)?,
                    source_type: r.get(7)?,
                    home_team: r.get(8)?,
                    away_team: r.get(9)?,
                    event_time: r.get(10)?,
                    points: Vec::new(),
                })
            })?;
            out.push(Series { points, ..series });
        }
        Ok(out)
    }
}
