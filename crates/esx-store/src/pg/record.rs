//! Recording a snapshot on PostgreSQL: the same change-only rule as SQLite's, written in
//! a few array statements (`unnest`) per tape rather than a round trip per quote, each
//! sent in one round trip (typed parameters: no separate prepare).
//!
//! Each tape: load the sport's keys with their latest values (one query), decide in
//! memory what changed, create the new keys, then insert the changed points (one point
//! per key and instant: the later recording stands) and advance the keys' latest values
//! where this observation is not older (one statement). The lines tape, the large one,
//! lives in `lines`.

use std::collections::HashMap;

use postgres::Transaction;
use postgres::types::{ToSql, Type};

use super::Postgres;
use super::changes::{Changes, Id, Pg, typed};
use super::lines::record_lines;
use crate::Result;
use crate::record::{GapQuote, PropQuote, Snapshot, SnapshotStats, same};

impl Postgres {
    /// Store one sport's snapshot in one transaction: every part or nothing. Two
    /// recorders of one sport queue on an advisory lock, so the second compares with the
    /// first's rows and never stores the same change twice.
    pub(crate) fn record(
        &mut self,
        sport: &str,
        at: &str,
        snap: &Snapshot<'_>,
    ) -> Result<Vec<SnapshotStats>> {
        self.write(|tx| {
            typed(
                tx,
                "SELECT pg_advisory_xact_lock(1163089992, hashtext($1))",
                &[(&sport, Type::TEXT)],
            )?;
            let mut stats = Vec::new();
            if let Some(lines) = snap.lines {
                stats.push(record_lines(tx, sport, at, lines)?);
            }
            if let Some(props) = snap.props {
                stats.push(record_props(tx, sport, at, props)?);
            }
            if let Some(gaps) = snap.gaps {
                stats.push(record_gaps(tx, sport, at, gaps)?);
            }
            for s in &stats {
                typed(
                    tx,
                    "INSERT INTO snapshots (sport, what, observed_at, quotes_seen, quotes_stored)
                     VALUES ($1, $2, $3::text::timestamptz, $4, $5)",
                    &[
                        (&sport, Type::TEXT),
                        (&s.what, Type::TEXT),
                        (&at, Type::TEXT),
                        (&(s.seen as i64), Type::INT8),
                        (&(s.stored as i64), Type::INT8),
                    ],
                )?;
            }
            Ok(stats)
        })
    }
}

/// The keys of a props or gaps tape (all text columns), created where missing; returns
/// their ids in the order given.
fn create_text_keys(
    tx: &mut Transaction<'_>,
    table: &str,
    cols: &[&str],
    unique: &[usize],
    sport: &str,
    keys: &[Vec<&str>],
) -> Pg<Vec<i64>> {
    if keys.is_empty() {
        return Ok(Vec::new());
    }
    let arrays: Vec<Vec<&str>> = (0..cols.len())
        .map(|c| keys.iter().map(|k| k[c]).collect())
        .collect();
    let params: Vec<String> = (0..cols.len())
        .map(|i| format!("${}::text[]", i + 2))
        .collect();
    let names: Vec<String> = (0..cols.len()).map(|i| format!("c{i}")).collect();
    let unique_cols: Vec<&str> = unique.iter().map(|&i| cols[i]).collect();
    let sql = format!(
        "INSERT INTO {table} (sport, {cols})
         SELECT $1, {names} FROM unnest({params}) WITH ORDINALITY AS u({names}, n) ORDER BY u.n
         ON CONFLICT (sport, {unique}) DO UPDATE SET sport = excluded.sport
         RETURNING key_id, {unique}",
        cols = cols.join(", "),
        names = names.join(", "),
        params = params.join(", "),
        unique = unique_cols.join(", "),
    );
    let mut args: Vec<(&(dyn ToSql + Sync), Type)> = vec![(&sport, Type::TEXT)];
    for a in &arrays {
        args.push((a, Type::TEXT_ARRAY));
    }
    let mut by_key: HashMap<Vec<String>, i64> = HashMap::new();
    for r in typed(tx, &sql, &args)? {
        let k: Vec<String> = (1..=unique.len()).map(|i| r.get(i)).collect();
        by_key.insert(k, r.get(0));
    }
    Ok(keys
        .iter()
        .map(|k| {
            let k: Vec<String> = unique.iter().map(|&i| k[i].to_string()).collect();
            by_key.get(&k).copied().unwrap_or(-1)
        })
        .collect())
}

fn record_props(
    tx: &mut Transaction<'_>,
    sport: &str,
    at: &str,
    props: &[PropQuote],
) -> Pg<SnapshotStats> {
    type Vals = (f64, Option<i64>);
    let mut last: HashMap<[String; 5], (Id, Option<f64>, Option<i64>)> = HashMap::new();
    for r in typed(
        tx,
        "SELECT key_id, event_id, player, stat_type, venue, side, last_line, last_odds
         FROM prop_keys WHERE sport = $1",
        &[(&sport, Type::TEXT)],
    )? {
        let key = [r.get(1), r.get(2), r.get(3), r.get(4), r.get(5)];
        last.insert(key, (Id::Known(r.get(0)), r.get(6), r.get(7)));
    }
    let mut new_keys: Vec<Vec<&str>> = Vec::new();
    let mut changes: Changes<Vals> = Changes::new();
    let mut stored = 0;
    for p in props {
        let key = [
            p.event_id.clone(),
            p.player.clone(),
            p.stat_type.clone(),
            p.venue.clone(),
            p.side.clone(),
        ];
        let id = match last.get(&key) {
            Some((_, line, odds)) if same(*line, Some(p.line)) && *odds == p.odds => continue,
            Some((id, ..)) => *id,
            None => {
                new_keys.push(vec![
                    &p.event_id,
                    &p.player,
                    &p.stat_type,
                    &p.venue,
                    &p.side,
                ]);
                Id::New(new_keys.len() - 1)
            }
        };
        last.insert(key, (id, Some(p.line), p.odds));
        changes.put(id, (p.line, p.odds));
        stored += 1;
    }
    let cols = ["event_id", "player", "stat_type", "venue", "side"];
    let new_ids = create_text_keys(tx, "prop_keys", &cols, &[0, 1, 2, 3, 4], sport, &new_keys)?;
    let rows = changes.resolved(&new_ids);
    if !rows.is_empty() {
        let ids: Vec<i64> = rows.iter().map(|r| r.0).collect();
        let line: Vec<f64> = rows.iter().map(|r| r.1.0).collect();
        let odds: Vec<Option<i64>> = rows.iter().map(|r| r.1.1).collect();
        // The points appended and the keys' latest values advanced (where this
        // observation is not older) in one statement.
        typed(
            tx,
            "WITH t AS (SELECT $1::text::timestamptz AS at),
             u AS (SELECT * FROM unnest($2::int8[], $3::float8[], $4::int8[]) AS u(k, l, o)),
             up AS (
                UPDATE prop_keys k SET last_observed_at = t.at, last_line = u.l, last_odds = u.o
                FROM u, t
                WHERE k.key_id = u.k AND (k.last_observed_at IS NULL OR t.at >= k.last_observed_at))
             INSERT INTO prop_quotes (key_id, observed_at, line, odds)
             SELECT u.k, t.at, u.l, u.o FROM u, t
             ON CONFLICT (key_id, observed_at) DO UPDATE SET line = excluded.line, odds = excluded.odds",
            &[
                (&at, Type::TEXT),
                (&ids, Type::INT8_ARRAY),
                (&line, Type::FLOAT8_ARRAY),
                (&odds, Type::INT8_ARRAY),
            ],
        )?;
    }
    Ok(SnapshotStats {
        what: "props",
        seen: props.len(),
        stored,
    })
}

fn record_gaps(
    tx: &mut Transaction<'_>,
    sport: &str,
    at: &str,
    gaps: &[GapQuote],
) -> Pg<SnapshotStats> {
    let mut last = last_gaps(tx, sport)?;
    let mut new_keys: Vec<Vec<&str>> = Vec::new();
    let mut changes: Changes<GapVals> = Changes::new();
    let mut stored = 0;
    for g in gaps {
        let id = match last.get(&g.gap_id) {
            Some((_, line, lo, hi, n))
                if same(*line, Some(g.line))
                    && same(*lo, Some(g.line_min))
                    && same(*hi, Some(g.line_max))
                    && *n == Some(g.book_count) =>
            {
                continue;
            }
            Some((id, ..)) => *id,
            None => {
                new_keys.push(vec![&g.gap_id, &g.event_id, &g.player, &g.stat_type]);
                Id::New(new_keys.len() - 1)
            }
        };
        let l = (
            id,
            Some(g.line),
            Some(g.line_min),
            Some(g.line_max),
            Some(g.book_count),
        );
        last.insert(g.gap_id.clone(), l);
        changes.put(
            id,
            (g.line, g.line_min, g.line_max, g.line_gap, g.book_count),
        );
        stored += 1;
    }
    let cols = ["gap_id", "event_id", "player", "stat_type"];
    let new_ids = create_text_keys(tx, "gap_keys", &cols, &[0], sport, &new_keys)?;
    let rows = changes.resolved(&new_ids);
    if !rows.is_empty() {
        let ids: Vec<i64> = rows.iter().map(|r| r.0).collect();
        let line: Vec<f64> = rows.iter().map(|r| r.1.0).collect();
        let lo: Vec<f64> = rows.iter().map(|r| r.1.1).collect();
        let hi: Vec<f64> = rows.iter().map(|r| r.1.2).collect();
        let gap: Vec<f64> = rows.iter().map(|r| r.1.3).collect();
        let n: Vec<i64> = rows.iter().map(|r| r.1.4).collect();
        // As props: the points and the keys' latest values in one statement.
        typed(
            tx,
            "WITH t AS (SELECT $1::text::timestamptz AS at),
             u AS (SELECT * FROM unnest($2::int8[], $3::float8[], $4::float8[], $5::float8[],
                                        $6::float8[], $7::int8[]) AS u(k, l, lo, hi, g, n)),
             up AS (
                UPDATE gap_keys k SET last_observed_at = t.at, last_line = u.l,
                       last_line_min = u.lo, last_line_max = u.hi, last_book_count = u.n
                FROM u, t
                WHERE k.key_id = u.k AND (k.last_observed_at IS NULL OR t.at >= k.last_observed_at))
             INSERT INTO gap_quotes (key_id, observed_at, line, line_min, line_max, line_gap, book_count)
             SELECT u.k, t.at, u.l, u.lo, u.hi, u.g, u.n FROM u, t
             ON CONFLICT (key_id, observed_at) DO UPDATE SET line = excluded.line,
                line_min = excluded.line_min, line_max = excluded.line_max,
                line_gap = excluded.line_gap, book_count = excluded.book_count",
            &[
                (&at, Type::TEXT),
                (&ids, Type::INT8_ARRAY),
                (&line, Type::FLOAT8_ARRAY),
                (&lo, Type::FLOAT8_ARRAY),
                (&hi, Type::FLOAT8_ARRAY),
                (&gap, Type::FLOAT8_ARRAY),
                (&n, Type::INT8_ARRAY),
            ],
        )?;
    }
    Ok(SnapshotStats {
        what: "gaps",
        seen: gaps.len(),
        stored,
    })
}

/// A gap point's values: line, min, max, gap, book count.
type GapVals = (f64, f64, f64, f64, i64);
/// A gap key's id and latest line, min, max and book count.
type GapLast = (Id, Option<f64>, Option<f64>, Option<f64>, Option<i64>);

/// Every gap key of `sport` by gap id, with its latest values.
fn last_gaps(tx: &mut Transaction<'_>, sport: &str) -> Pg<HashMap<String, GapLast>> {
    let mut last: HashMap<String, GapLast> = HashMap::new();
    for r in typed(
        tx,
        "SELECT key_id, gap_id, last_line, last_line_min, last_line_max, last_book_count
         FROM gap_keys WHERE sport = $1",
        &[(&sport, Type::TEXT)],
    )? {
        last.insert(
            r.get(1),
            (Id::Known(r.get(0)), r.get(2), r.get(3), r.get(4), r.get(5)),
        );
    }
    Ok(last)
}
