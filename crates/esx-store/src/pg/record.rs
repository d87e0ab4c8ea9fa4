//! Recording a snapshot on PostgreSQL: the same change-only rule as SQLite's, written in
//! a few array statements (`unnest`) per tape rather than a round trip per quote.
//!
//! Each tape: load the sport's keys with their latest values (one query), decide in
//! memory what changed, create the new keys, insert the changed points (one point per
//! key and instant: the later recording stands), and advance the keys' latest values
//! where this observation is not older.

use std::collections::HashMap;

use postgres::Transaction;

use super::Postgres;
use crate::record::{CONSENSUS, LinesSnapshot, same};
use crate::record::{GapQuote, PropQuote, Snapshot, SnapshotStats, line_bits, line_key, quote_key};
use crate::{LineQuote, Result};

type Pg<T> = std::result::Result<T, postgres::Error>;

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
            tx.execute(
                "SELECT pg_advisory_xact_lock(1163089992, hashtext($1))",
                &[&sport],
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
                tx.execute(
                    "INSERT INTO snapshots (sport, what, observed_at, quotes_seen, quotes_stored)
                     VALUES ($1, $2, $3::text::timestamptz, $4, $5)",
                    &[&sport, &s.what, &at, &(s.seen as i64), &(s.stored as i64)],
                )?;
            }
            Ok(stats)
        })
    }
}

/// `-0.0` as `0.0`: one line, stored as SQLite stores it (it keeps no negative zero).
pub(crate) fn no_negative_zero(x: Option<f64>) -> Option<f64> {
    x.map(|v| if v == 0.0 { 0.0 } else { v })
}

/// A key of this snapshot: already stored, or the n-th key this snapshot creates.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Id {
    Known(i64),
    New(usize),
}

/// The changed points of one tape, one per key (a board listing a key twice: the later
/// stands, as SQLite's `INSERT OR REPLACE` has it), in first-seen order.
struct Changes<V> {
    order: Vec<Id>,
    values: HashMap<Id, V>,
}

impl<V> Changes<V> {
    fn new() -> Self {
        Self {
            order: Vec::new(),
            values: HashMap::new(),
        }
    }

    fn put(&mut self, id: Id, v: V) {
        if self.values.insert(id, v).is_none() {
            self.order.push(id);
        }
    }

    /// The changes with every new key resolved to its id.
    fn resolved(self, new_ids: &[i64]) -> Vec<(i64, V)> {
        let mut values = self.values;
        self.order
            .into_iter()
            .filter_map(|id| {
                let v = values.remove(&id)?;
                Some(match id {
                    Id::Known(k) => (k, v),
                    Id::New(i) => (new_ids[i], v),
                })
            })
            .collect()
    }
}

#[derive(Clone, Copy)]
struct LineVals {
    decimal: Option<f64>,
    american: Option<i64>,
    probability: Option<f64>,
    novig: Option<f64>,
}

impl LineVals {
    fn of(q: &LineQuote) -> Self {
        Self {
            decimal: q.decimal,
            american: q.american,
            probability: q.probability,
            novig: q.novig,
        }
    }

    fn same(&self, o: &Self) -> bool {
        same(self.decimal, o.decimal)
            && self.american == o.american
            && same(self.probability, o.probability)
            && same(self.novig, o.novig)
    }
}

fn upsert_events(tx: &mut Transaction<'_>, sport: &str, at: &str, snap: &LinesSnapshot) -> Pg<()> {
    // One row per event (the last listed), as SQLite's row-by-row upsert leaves it.
    let mut last: HashMap<&str, usize> = HashMap::new();
    for (i, e) in snap.events.iter().enumerate() {
        last.insert(e.event_id.as_str(), i);
    }
    let mut idx: Vec<usize> = last.into_values().collect();
    idx.sort_unstable();
    let col = |f: fn(&crate::EventInfo) -> Option<String>| -> Vec<Option<String>> {
        idx.iter().map(|&i| f(&snap.events[i])).collect()
    };
    tx.execute(
        "INSERT INTO events (sport, event_id, home_team, away_team, event_time, starts_at, first_seen, last_seen)
         SELECT $1, u.id, u.home, u.away, u.etime, u.starts::timestamptz,
                $2::text::timestamptz, $2::text::timestamptz
         FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
              AS u(id, home, away, etime, starts)
         ON CONFLICT (sport, event_id) DO UPDATE SET
            home_team = excluded.home_team, away_team = excluded.away_team,
            event_time = excluded.event_time, starts_at = excluded.starts_at,
            last_seen = greatest(events.last_seen, excluded.last_seen)",
        &[
            &sport,
            &at,
            &col(|e| Some(e.event_id.clone())),
            &col(|e| Some(e.home_team.clone())),
            &col(|e| Some(e.away_team.clone())),
            &col(|e| Some(e.event_time.clone())),
            &col(|e| e.starts_at.clone()),
        ],
    )?;
    Ok(())
}

fn record_lines(
    tx: &mut Transaction<'_>,
    sport: &str,
    at: &str,
    snap: &LinesSnapshot,
) -> Pg<SnapshotStats> {
    upsert_events(tx, sport, at, snap)?;
    let mut last = latest_line_quotes(tx, sport)?;
    let pre_start = pre_start_events(tx, sport, at)?;
    let mut new_keys: Vec<&LineQuote> = Vec::new();
    let mut changes: Changes<LineVals> = Changes::new();
    let mut seen: Changes<Depth> = Changes::new();
    let mut stored = 0;
    for q in &snap.quotes {
        let key = quote_key(q);
        let vals = LineVals::of(q);
        let before_start = q.source_type != CONSENSUS && pre_start.contains(q.event_id.as_str());
        let id = match last.get(&key) {
            Some((id, l)) if l.same(&vals) => {
                if before_start {
                    seen.put(*id, Depth::of(q));
                }
                continue;
            }
            Some((id, _)) => *id,
            None => {
                new_keys.push(q);
                Id::New(new_keys.len() - 1)
            }
        };
        last.insert(key, (id, vals));
        changes.put(id, vals);
        if before_start {
            seen.put(id, Depth::of(q));
        }
        stored += 1;
    }
    let new_ids = create_line_keys(tx, sport, &new_keys)?;
    write_line_quotes(tx, at, &changes.resolved(&new_ids))?;
    write_line_seen(tx, at, &seen.resolved(&new_ids))?;
    Ok(SnapshotStats {
        what: "lines",
        seen: snap.quotes.len(),
        stored,
    })
}

/// Depth as last seen before the start (not part of the change test).
#[derive(Clone, Copy)]
struct Depth {
    volume: Option<f64>,
    open_interest: Option<f64>,
    liquidity: Option<f64>,
}

impl Depth {
    fn of(q: &LineQuote) -> Self {
        Self {
            volume: q.volume,
            open_interest: q.open_interest,
            liquidity: q.liquidity,
        }
    }
}

/// The events of `sport` whose start (as stored, after this snapshot's events) is at or
/// after `at`: their quotes advance `last_seen_at`.
fn pre_start_events(
    tx: &mut Transaction<'_>,
    sport: &str,
    at: &str,
) -> Pg<std::collections::HashSet<String>> {
    Ok(tx
        .query(
            "SELECT event_id FROM events
             WHERE sport = $1 AND starts_at IS NOT NULL AND starts_at >= $2::text::timestamptz",
            &[&sport, &at],
        )?
        .iter()
        .map(|r| r.get(0))
        .collect())
}

/// Every key seen before its start in this snapshot: `last_seen_at` and the depth
/// advanced where this observation is not older (as SQLite's).
fn write_line_seen(tx: &mut Transaction<'_>, at: &str, rows: &[(i64, Depth)]) -> Pg<()> {
    if rows.is_empty() {
        return Ok(());
    }
    let ids: Vec<i64> = rows.iter().map(|r| r.0).collect();
    let vol: Vec<Option<f64>> = rows.iter().map(|r| r.1.volume).collect();
    let oi: Vec<Option<f64>> = rows.iter().map(|r| r.1.open_interest).collect();
    let liq: Vec<Option<f64>> = rows.iter().map(|r| r.1.liquidity).collect();
    tx.execute(
        "UPDATE quote_keys k SET last_seen_at = $1::text::timestamptz, last_volume = u.v,
                last_open_interest = u.o, last_liquidity = u.l
         FROM unnest($2::int8[], $3::float8[], $4::float8[], $5::float8[]) AS u(k, v, o, l)
         WHERE k.key_id = u.k
           AND (k.last_seen_at IS NULL OR $1::text::timestamptz >= k.last_seen_at)",
        &[&at, &ids, &vol, &oi, &liq],
    )?;
    Ok(())
}

/// The latest stored quote of every lines key of `sport`, by key: what a new quote is
/// compared with (the tape stores changes only).
fn latest_line_quotes(
    tx: &mut Transaction<'_>,
    sport: &str,
) -> Pg<HashMap<String, (Id, LineVals)>> {
    let mut last = HashMap::new();
    for r in tx.query(
        "SELECT key_id, event_id, market, coalesce(map, -1), line, outcome, source, source_type,
                last_decimal, last_american, last_probability, last_novig
         FROM quote_keys WHERE sport = $1",
        &[&sport],
    )? {
        let key = line_key(
            r.get(1),
            r.get(2),
            r.get(3),
            line_bits(r.get(4)),
            r.get(5),
            r.get(6),
            r.get(7),
        );
        let vals = LineVals {
            decimal: r.get(8),
            american: r.get(9),
            probability: r.get(10),
            novig: r.get(11),
        };
        last.insert(key, (Id::Known(r.get(0)), vals));
    }
    Ok(last)
}

/// The keys of quotes seen for the first time, created (one statement); returns their
/// ids in the order given.
fn create_line_keys(
    tx: &mut Transaction<'_>,
    sport: &str,
    new_keys: &[&LineQuote],
) -> Pg<Vec<i64>> {
    if new_keys.is_empty() {
        return Ok(Vec::new());
    }
    let texts =
        |f: fn(&LineQuote) -> &str| -> Vec<&str> { new_keys.iter().map(|q| f(q)).collect() };
    let maps: Vec<Option<i64>> = new_keys.iter().map(|q| q.map.map(i64::from)).collect();
    let lines: Vec<Option<f64>> = new_keys.iter().map(|q| no_negative_zero(q.line)).collect();
    // The new keys go in with no latest values: the update in `write_line_quotes` sets
    // them, so a key another writer created meanwhile (a `store copy`) is treated alike.
    let rows = tx.query(
        "INSERT INTO quote_keys (sport, event_id, market, map, line, outcome, source, source_type)
         SELECT $1, u.e, u.m, u.mp, u.l, u.o, u.s, u.t
         FROM unnest($2::text[], $3::text[], $4::int8[], $5::float8[], $6::text[], $7::text[], $8::text[])
              WITH ORDINALITY AS u(e, m, mp, l, o, s, t, n)
         ORDER BY u.n
         ON CONFLICT (sport, event_id, market, coalesce(map, -1), coalesce(line, 'Infinity'::float8),
                      outcome, source, source_type)
             DO UPDATE SET sport = excluded.sport
         RETURNING key_id, event_id, market, coalesce(map, -1), line, outcome, source, source_type",
        &[
            &sport,
            &texts(|q| &q.event_id),
            &texts(|q| &q.market),
            &maps,
            &lines,
            &texts(|q| &q.outcome),
            &texts(|q| &q.source),
            &texts(|q| &q.source_type),
        ],
    )?;
    let mut by_key: HashMap<String, i64> = HashMap::new();
    for r in rows {
        let key = line_key(
            r.get(1),
            r.get(2),
            r.get(3),
            line_bits(r.get(4)),
            r.get(5),
            r.get(6),
            r.get(7),
        );
        by_key.insert(key, r.get(0));
    }
    Ok(new_keys
        .iter()
        .map(|q| by_key.get(&quote_key(q)).copied().unwrap_or(-1))
        .collect())
}

/// The changed quotes, appended to the tape, and each key's latest values brought up to
/// date where the observation is not older than the stored one.
fn write_line_quotes(tx: &mut Transaction<'_>, at: &str, rows: &[(i64, LineVals)]) -> Pg<()> {
    if rows.is_empty() {
        return Ok(());
    }
    let ids: Vec<i64> = rows.iter().map(|r| r.0).collect();
    let dec: Vec<Option<f64>> = rows.iter().map(|r| r.1.decimal).collect();
    let am: Vec<Option<i64>> = rows.iter().map(|r| r.1.american).collect();
    let prob: Vec<Option<f64>> = rows.iter().map(|r| r.1.probability).collect();
    let nv: Vec<Option<f64>> = rows.iter().map(|r| r.1.novig).collect();
    tx.execute(
        "INSERT INTO quotes (key_id, observed_at, decimal, american, probability, novig)
         SELECT u.k, $1::text::timestamptz, u.d, u.a, u.p, u.n
         FROM unnest($2::int8[], $3::float8[], $4::int8[], $5::float8[], $6::float8[]) AS u(k, d, a, p, n)
         ON CONFLICT (key_id, observed_at) DO UPDATE SET decimal = excluded.decimal,
            american = excluded.american, probability = excluded.probability, novig = excluded.novig",
        &[&at, &ids, &dec, &am, &prob, &nv],
    )?;
    // Only a newer (or same-time) observation becomes the key's latest (a backfill
    // with an older `--at` must not hide newer rows), as on SQLite.
    tx.execute(
        "UPDATE quote_keys k SET last_observed_at = $1::text::timestamptz, last_decimal = u.d,
                last_american = u.a, last_probability = u.p, last_novig = u.n
         FROM unnest($2::int8[], $3::float8[], $4::int8[], $5::float8[], $6::float8[]) AS u(k, d, a, p, n)
         WHERE k.key_id = u.k
           AND (k.last_observed_at IS NULL OR $1::text::timestamptz >= k.last_observed_at)",
        &[&at, &ids, &dec, &am, &prob, &nv],
    )?;
    Ok(())
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
    let mut args: Vec<&(dyn postgres::types::ToSql + Sync)> = vec![&sport];
    for a in &arrays {
        args.push(a);
    }
    let mut by_key: HashMap<Vec<String>, i64> = HashMap::new();
    for r in tx.query(&sql, &args)? {
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
    for r in tx.query(
        "SELECT key_id, event_id, player, stat_type, venue, side, last_line, last_odds
         FROM prop_keys WHERE sport = $1",
        &[&sport],
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
        tx.execute(
            "INSERT INTO prop_quotes (key_id, observed_at, line, odds)
             SELECT u.k, $1::text::timestamptz, u.l, u.o
             FROM unnest($2::int8[], $3::float8[], $4::int8[]) AS u(k, l, o)
             ON CONFLICT (key_id, observed_at) DO UPDATE SET line = excluded.line, odds = excluded.odds",
            &[&at, &ids, &line, &odds],
        )?;
        tx.execute(
            "UPDATE prop_keys k SET last_observed_at = $1::text::timestamptz, last_line = u.l, last_odds = u.o
             FROM unnest($2::int8[], $3::float8[], $4::int8[]) AS u(k, l, o)
             WHERE k.key_id = u.k
               AND (k.last_observed_at IS NULL OR $1::text::timestamptz >= k.last_observed_at)",
            &[&at, &ids, &line, &odds],
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
        tx.execute(
            "INSERT INTO gap_quotes (key_id, observed_at, line, line_min, line_max, line_gap, book_count)
             SELECT u.k, $1::text::timestamptz, u.l, u.lo, u.hi, u.g, u.n
             FROM unnest($2::int8[], $3::float8[], $4::float8[], $5::float8[], $6::float8[], $7::int8[])
                  AS u(k, l, lo, hi, g, n)
             ON CONFLICT (key_id, observed_at) DO UPDATE SET line = excluded.line,
                line_min = excluded.line_min, line_max = excluded.line_max,
                line_gap = excluded.line_gap, book_count = excluded.book_count",
            &[&at, &ids, &line, &lo, &hi, &gap, &n],
        )?;
        tx.execute(
            "UPDATE gap_keys k SET last_observed_at = $1::text::timestamptz, last_line = u.l,
                    last_line_min = u.lo, last_line_max = u.hi, last_book_count = u.n
             FROM unnest($2::int8[], $3::float8[], $4::float8[], $5::float8[], $6::float8[], $7::int8[])
                  AS u(k, l, lo, hi, g, n)
             WHERE k.key_id = u.k
               AND (k.last_observed_at IS NULL OR $1::text::timestamptz >= k.last_observed_at)",
            &[&at, &ids, &line, &lo, &hi, &gap, &n],
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
    for r in tx.query(
        "SELECT key_id, gap_id, last_line, last_line_min, last_line_max, last_book_count
         FROM gap_keys WHERE sport = $1",
        &[&sport],
    )? {
        last.insert(
            r.get(1),
            (Id::Known(r.get(0)), r.get(2), r.get(3), r.get(4), r.get(5)),
        );
    }
    Ok(last)
}
