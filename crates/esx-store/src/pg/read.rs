//! Reading a PostgreSQL store: moves (each tape's keys and their window's points in one
//! query, a `LATERAL` range per key on its `(key_id, observed_at)` key), the bet log and
//! its close, and the counts `store info` shows. Answers equal SQLite's row for row.

use std::fmt::Write as _;

use std::time::{SystemTime, UNIX_EPOCH};

use postgres::Row;
use postgres::types::ToSql;

use super::{Postgres, ts};
use crate::bets::BetResult;
use crate::moves::{
    EventRef, GapPoint, GapSeries, MovesQuery, Point, PropPoint, PropSeries, Series,
};
use crate::record::CONSENSUS;
use crate::{Result, StoreError, schema};

/// What differs between the tapes for the shared reader (as SQLite's `moves::Tape`).
struct Tape {
    /// The key columns over the key table `k` (events joined as `e`), `k.key_id` first.
    keys: &'static str,
    /// The key table and its join, up to the window's `WHERE`.
    from: &'static str,
    /// The points table.
    points: &'static str,
    /// The point columns after `observed_at`.
    point_cols: &'static str,
    /// How many key columns `keys` selects.
    key_width: usize,
}

const LINES: Tape = Tape {
    keys: "k.key_id, k.sport, k.event_id, k.market, k.map, k.line, k.outcome, k.source,
           k.source_type, e.home_team, e.away_team, e.event_time",
    from: "quote_keys k LEFT JOIN events e ON e.sport = k.sport AND e.event_id = k.event_id",
    points: "quotes",
    point_cols: "decimal, american, probability, novig",
    key_width: 12,
};

const PROPS: Tape = Tape {
    keys: "k.key_id, k.sport, k.event_id, e.home_team, e.away_team, e.event_time,
           k.player, k.stat_type, k.venue, k.side",
    from: "prop_keys k LEFT JOIN events e ON e.sport = k.sport AND e.event_id = k.event_id",
    points: "prop_quotes",
    point_cols: "line, odds",
    key_width: 10,
};

const GAPS: Tape = Tape {
    keys: "k.key_id, k.sport, k.event_id, e.home_team, e.away_team, e.event_time,
           k.player, k.stat_type, k.gap_id",
    from: "gap_keys k LEFT JOIN events e ON e.sport = k.sport AND e.event_id = k.event_id",
    points: "gap_quotes",
    point_cols: "line, line_min, line_max, line_gap, book_count",
    key_width: 9,
};

fn map_of(v: Option<i64>) -> Option<u32> {
    v.and_then(|m| u32::try_from(m).ok())
}

impl Postgres {
    pub(crate) fn moves(&self, q: &MovesQuery) -> Result<Vec<Series>> {
        if q.player.is_some() {
            return Err(StoreError::Invalid(
                "the lines tape has no player to filter by".into(),
            ));
        }
        let filters = [
            ("k.sport", &q.sport),
            ("k.event_id", &q.event),
            ("k.market", &q.market),
            ("k.source", &q.source),
        ];
        self.read_tape(
            &LINES,
            &q.since,
            &filters,
            |r| {
                Some(Series {
                    sport: r.get(1),
                    event_id: r.get(2),
                    market: r.get(3),
                    map: map_of(r.get(4)),
                    line: r.get(5),
                    outcome: r.get(6),
                    source: r.get(7),
                    source_type: r.get(8),
                    home_team: r.get(9),
                    away_team: r.get(10),
                    event_time: r.get(11),
                    points: Vec::new(),
                })
            },
            |r, i| {
                let (d, a): (Vec<Option<f64>>, Vec<Option<i64>>) = (r.get(i + 1), r.get(i + 2));
                let (p, nv): (Vec<Option<f64>>, Vec<Option<f64>>) = (r.get(i + 3), r.get(i + 4));
                times(r, i)
                    .enumerate()
                    .map(|(j, observed_at)| Point {
                        observed_at,
                        decimal: d[j],
                        american: a[j],
                        probability: p[j],
                        novig: nv[j],
                    })
                    .collect()
            },
            |s, p| s.points = in_time_order(p, |p| &p.observed_at),
        )
    }

    pub(crate) fn prop_moves(&self, q: &MovesQuery) -> Result<Vec<PropSeries>> {
        let filters = [
            ("k.sport", &q.sport),
            ("k.event_id", &q.event),
            ("k.stat_type", &q.market),
            ("k.venue", &q.source),
        ];
        let player = q.player.as_deref().map(str::to_lowercase);
        self.read_tape(
            &PROPS,
            &q.since,
            &filters,
            |r| {
                let (event, player) = event_player(r, player.as_deref())?;
                Some(PropSeries {
                    event,
                    player,
                    stat_type: r.get(7),
                    venue: r.get(8),
                    side: r.get(9),
                    points: Vec::new(),
                })
            },
            |r, i| {
                let (line, odds): (Vec<Option<f64>>, Vec<Option<i64>>) =
                    (r.get(i + 1), r.get(i + 2));
                times(r, i)
                    .enumerate()
                    .map(|(j, observed_at)| PropPoint {
                        observed_at,
                        line: line[j],
                        odds: odds[j],
                    })
                    .collect()
            },
            |s, p| s.points = in_time_order(p, |p| &p.observed_at),
        )
    }

    pub(crate) fn gap_moves(&self, q: &MovesQuery) -> Result<Vec<GapSeries>> {
        if q.source.is_some() {
            return Err(StoreError::Invalid(
                "the gaps tape has no source to filter by".into(),
            ));
        }
        let filters = [
            ("k.sport", &q.sport),
            ("k.event_id", &q.event),
            ("k.stat_type", &q.market),
        ];
        let player = q.player.as_deref().map(str::to_lowercase);
        self.read_tape(
            &GAPS,
            &q.since,
            &filters,
            |r| {
                let (event, player) = event_player(r, player.as_deref())?;
                Some(GapSeries {
                    event,
                    player,
                    stat_type: r.get(7),
                    gap_id: r.get(8),
                    points: Vec::new(),
                })
            },
            |r, i| {
                let (line, lo): (Vec<Option<f64>>, Vec<Option<f64>>) = (r.get(i + 1), r.get(i + 2));
                let hi: Vec<Option<f64>> = r.get(i + 3);
                let (gap, n): (Vec<Option<f64>>, Vec<Option<i64>>) = (r.get(i + 4), r.get(i + 5));
                times(r, i)
                    .enumerate()
                    .map(|(j, observed_at)| GapPoint {
                        observed_at,
                        line: line[j],
                        line_min: lo[j],
                        line_max: hi[j],
                        line_gap: gap[j],
                        book_count: n[j],
                    })
                    .collect()
            },
            |s, p| s.points = in_time_order(p, |p| &p.observed_at),
        )
    }

    pub(crate) fn tape_is_empty(&self, tape: &str) -> Result<bool> {
        let table = match tape {
            "lines" => "quote_keys",
            "props" => "prop_keys",
            "gaps" => "gap_keys",
            other => return Err(StoreError::Invalid(format!("no tape `{other}`"))),
        };
        let sql = format!("SELECT NOT EXISTS (SELECT 1 FROM {table})");
        let row = self.client().query_one(&sql, &[]);
        Ok(row.map_err(|e| self.err(&e))?.get(0))
    }

    /// The one window reader: the tape's keys with a change in the window (and the
    /// filters given), each with its points from the last one before the window, all in
    /// one query ordered by key: one row per key, its points as one array per column.
    /// One row per point repeated the key's twelve columns (a whole 1M-quote tape sent
    /// and decoded them a million times) and formatted each time as text on the server
    /// (`to_char`, ~0.4 µs a point): the times come as timestamps, formatted here. Each
    /// key's points come from one range of the primary key (an index-only scan since
    /// v10), in time order, and the query does not sort them again: `attach` gets them
    /// through [`in_time_order`], which checks that order in one pass. `key` makes a
    /// series of a key's row (`None` skips the key), `points` its points from the arrays
    /// at `i..`.
    fn read_tape<S, P>(
        &self,
        tape: &Tape,
        since: &str,
        filters: &[(&str, &Option<String>)],
        key: impl Fn(&Row) -> Option<S>,
        points: impl Fn(&Row, usize) -> Vec<P>,
        attach: impl Fn(&mut S, Vec<P>),
    ) -> Result<Vec<S>> {
        let mut keys = format!(
            "SELECT {} FROM {} WHERE k.last_observed_at >= $1::text::timestamptz",
            tape.keys, tape.from
        );
        let mut args: Vec<&(dyn ToSql + Sync)> = vec![&since];
        for (col, v) in filters {
            if let Some(v) = v {
                args.push(v);
                let _ = write!(keys, " AND {col} = ${}", args.len());
            }
        }
        let arrays: Vec<String> = tape
            .point_cols
            .split(", ")
            .map(|c| format!("array_agg(q.{c})"))
            .collect();
        let sql = format!(
            "SELECT k.*, p.* FROM ({keys}) k CROSS JOIN LATERAL (
                 SELECT array_agg(q.observed_at) AS observed_at, {arrays}
                 FROM (SELECT * FROM {points} q
                       WHERE q.key_id = k.key_id AND q.observed_at >= coalesce(
                           (SELECT max(observed_at) FROM {points}
                            WHERE key_id = k.key_id AND observed_at < $1::text::timestamptz),
                           $1::text::timestamptz)
                       ORDER BY q.observed_at) q) p
             WHERE p.observed_at IS NOT NULL
             ORDER BY k.key_id",
            arrays = arrays.join(", "),
            points = tape.points,
        );
        let rows = self.client().query(&sql, &args).map_err(|e| self.err(&e))?;
        let mut out = Vec::new();
        for r in &rows {
            if let Some(mut s) = key(r) {
                attach(&mut s, points(r, tape.key_width));
                out.push(s);
            }
        }
        Ok(out)
    }

    pub(crate) fn knows_event(&self, event_id: &str) -> Result<bool> {
        let row = self.client().query_one(
            "SELECT EXISTS (SELECT 1 FROM events WHERE event_id = $1)",
            &[&event_id],
        );
        Ok(row.map_err(|e| self.err(&e))?.get(0))
    }

    pub(crate) fn settle(&mut self, id: i64, result: BetResult, at: &str) -> Result<()> {
        let n = self
            .client()
            .execute(
                "UPDATE bets SET result = $2, settled_at = $3::text::timestamptz, settled_by = 'hand', settled_decimal = NULL WHERE bet_id = $1",
                &[&id, &result.as_str(), &at],
            )
            .map_err(|e| self.err(&e))?;
        if n == 0 {
            return Err(StoreError::NotFound(format!(
                "no bet with id {id} in {}",
                self.shown()
            )));
        }
        Ok(())
    }

    /// The ids of the bets placed as maker orders.
    pub(crate) fn maker_bets(&self) -> Result<std::collections::BTreeSet<i64>> {
        let rows = self
            .client()
            .query("SELECT bet_id FROM bets WHERE fee_role = 'maker'", &[])
            .map_err(|e| self.err(&e))?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }

    /// Every bet's contract count, where one was given.
    pub(crate) fn bet_contracts(&self) -> Result<std::collections::BTreeMap<i64, u32>> {
        let rows = self
            .client()
            .query(
                "SELECT bet_id, contracts FROM bets WHERE contracts IS NOT NULL",
                &[],
            )
            .map_err(|e| self.err(&e))?;
        Ok(rows
            .iter()
            .map(|r| {
                let n: i64 = r.get(1);
                (r.get(0), u32::try_from(n).unwrap_or(u32::MAX))
            })
            .collect())
    }

    /// Every source's last quote at or before the event's start (as SQLite's
    /// `close_quotes`).
    pub(crate) fn close_quotes(
        &self,
        event_id: &str,
        market: &str,
        map: Option<u32>,
        line: Option<f64>,
    ) -> Result<Vec<crate::bets::CloseQuote>> {
        let map = map.map(i64::from);
        let line = super::changes::no_negative_zero(line);
        let rows = self
            .client()
            .query(
                &format!(
                    "SELECT k.outcome, k.source, k.source_type, q.decimal, q.american,
                            q.probability, {}, {}, k.last_volume, k.last_open_interest,
                            k.last_liquidity
                     FROM quote_keys k
                     JOIN events e ON e.sport = k.sport AND e.event_id = k.event_id
                     JOIN quotes q ON q.key_id = k.key_id
                     WHERE k.event_id = $1 AND k.market = $2 AND k.map IS NOT DISTINCT FROM $3
                       AND k.line IS NOT DISTINCT FROM $4 AND k.source_type <> $5
                       AND e.starts_at IS NOT NULL
                       AND q.observed_at = (SELECT max(p.observed_at) FROM quotes p
                                            WHERE p.key_id = k.key_id
                                              AND p.observed_at <= e.starts_at)
                     ORDER BY k.key_id",
                    ts("q.observed_at"),
                    ts("k.last_seen_at")
                ),
                &[&event_id, &market, &map, &line, &CONSENSUS],
            )
            .map_err(|e| self.err(&e))?;
        Ok(rows
            .iter()
            .map(|r| {
                let observed_at: String = r.get(6);
                crate::bets::CloseQuote {
                    outcome: r.get(0),
                    source: r.get(1),
                    source_type: r.get(2),
                    decimal: r.get(3),
                    american: r.get(4),
                    probability: r.get(5),
                    seen_at: crate::bets::CloseQuote::seen(&observed_at, r.get(7)),
                    observed_at,
                    volume: r.get(8),
                    open_interest: r.get(9),
                    liquidity: r.get(10),
                }
            })
            .collect())
    }

    /// An event's sport, teams and start (as SQLite's `event_teams`).
    pub(crate) fn event_teams(&self, event_id: &str) -> Result<Option<crate::bets::EventTeams>> {
        let row = self
            .client()
            .query_opt(
                &format!(
                    "SELECT sport, home_team, away_team, {} FROM events
                     WHERE event_id = $1 AND starts_at IS NOT NULL
                     ORDER BY starts_at DESC LIMIT 1",
                    ts("starts_at")
                ),
                &[&event_id],
            )
            .map_err(|e| self.err(&e))?;
        Ok(row.map(|r| crate::bets::EventTeams {
            sport: r.get(0),
            home_team: r.get::<_, Option<String>>(1).unwrap_or_default(),
            away_team: r.get::<_, Option<String>>(2).unwrap_or_default(),
            starts_at: r.get(3),
        }))
    }

    /// The recorded events of `sport` starting after `now` (as SQLite's).
    pub(crate) fn upcoming_events(&self, sport: &str, now: &str) -> Result<(u64, Option<String>)> {
        let row = self
            .client()
            .query_one(
                &format!(
                    "SELECT COUNT(DISTINCT event_id), {} FROM events
                     WHERE sport = $1 AND starts_at > $2::text::timestamptz",
                    ts("MIN(starts_at)")
                ),
                &[&sport, &now],
            )
            .map_err(|e| self.err(&e))?;
        Ok((row.get::<_, i64>(0).unsigned_abs(), row.get(1)))
    }

    /// When an event starts, as the store recorded it (as SQLite's `event_start`).
    pub(crate) fn event_start(&self, event_id: &str) -> Result<Option<String>> {
        let row = self
            .client()
            .query_opt(
                &format!(
                    "SELECT {} FROM events WHERE event_id = $1 AND starts_at IS NOT NULL
                     ORDER BY starts_at DESC LIMIT 1",
                    ts("starts_at")
                ),
                &[&event_id],
            )
            .map_err(|e| self.err(&e))?;
        Ok(row.map(|r| r.get(0)))
    }

    /// Rows of every table of the schema, in [`schema::TABLES`] order.
    pub(crate) fn table_counts(&self) -> Result<Vec<(String, i64)>> {
        let mut c = self.client();
        schema::TABLES
            .iter()
            .map(|t| {
                let n: i64 = c
                    .query_one(&format!("SELECT count(*) FROM {t}"), &[])
                    .map_err(|e| self.err(&e))?
                    .get(0);
                Ok(((*t).to_string(), n))
            })
            .collect()
    }

    /// The first and last recorded snapshot's time.
    pub(crate) fn span(&self) -> Result<(Option<String>, Option<String>)> {
        let sql = format!(
            "SELECT {}, {} FROM snapshots",
            ts("min(observed_at)"),
            ts("max(observed_at)")
        );
        let row = self
            .client()
            .query_one(&sql, &[])
            .map_err(|e| self.err(&e))?;
        Ok((row.get(0), row.get(1)))
    }
}

/// The times of a key's points (the array at `i`) as the store's time text, as
/// [`ts`] formats them on the server: UTC, milliseconds.
fn times(r: &Row, i: usize) -> impl Iterator<Item = String> {
    r.get::<_, Vec<SystemTime>>(i).into_iter().map(time_text)
}

/// `2026-11-21T10:00:00.000Z`: the store's time format (`YYYY-MM-DDTHH:MM:SS.mmmZ`, UTC).
fn time_text(t: SystemTime) -> String {
    let ms = match t.duration_since(UNIX_EPOCH) {
        Ok(d) => i64::try_from(d.as_millis()).unwrap_or(i64::MAX),
        Err(e) => -i64::try_from(e.duration().as_millis()).unwrap_or(i64::MAX),
    };
    let (days, ms) = (ms.div_euclid(86_400_000), ms.rem_euclid(86_400_000));
    // Days since 1970-01-01 to the civil date (H. Hinnant's `civil_from_days`).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:03}Z",
        ms / 3_600_000,
        ms / 60_000 % 60,
        ms / 1000 % 60,
        ms % 1000
    )
}

/// A key's points in time order (the store's time text sorts as the time): they arrive
/// so from the primary key, and a stable sort of a sorted run is one pass.
fn in_time_order<P>(mut points: Vec<P>, time: fn(&P) -> &String) -> Vec<P> {
    points.sort_by(|a, b| time(a).cmp(time(b)));
    points
}

/// The event (at 1..=5) and the player (at 6) of a props/gaps key row, or `None` when
/// the player's name does not contain `needle` (already lower-case), any case.
fn event_player(r: &Row, needle: Option<&str>) -> Option<(EventRef, String)> {
    let player: String = r.get(6);
    if needle.is_some_and(|n| !player.to_lowercase().contains(n)) {
        return None;
    }
    let event = EventRef {
        sport: r.get(1),
        event_id: r.get(2),
        home_team: r.get(3),
        away_team: r.get(4),
        event_time: r.get(5),
    };
    Some((event, player))
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    /// The times worked out elsewhere (Python's `datetime`), formatted as `to_char` with
    /// the store's pattern would: a leap day, a century's March, before 1970.
    #[test]
    fn a_time_reads_as_the_store_writes_it() {
        let at = |ms: i64| {
            let d = Duration::from_millis(ms.unsigned_abs());
            time_text(if ms < 0 {
                UNIX_EPOCH - d
            } else {
                UNIX_EPOCH + d
            })
        };
        assert_eq!(at(0), "1970-01-01T00:00:00.000Z");
        assert_eq!(at(1_795_255_200_123), "2026-11-21T10:00:00.123Z");
        assert_eq!(at(1_709_251_199_999), "2024-02-29T23:59:59.999Z");
        assert_eq!(at(951_868_800_000), "2000-03-01T00:00:00.000Z");
        assert_eq!(at(-500), "1969-12-31T23:59:59.500Z");
    }
}
