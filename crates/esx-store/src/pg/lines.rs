//! Recording a lines snapshot on PostgreSQL: one round trip per table, whatever the
//! board's size.
//!
//! The sport's events are upserted and the events still before their start read back in
//! one statement; the keys with their latest values in a second; what changed is decided
//! in memory; then one statement creates the new keys (their latest values and the depth
//! seen before the start written with them) and appends their points, and one advances
//! the known keys (latest values and depth in one update per key) and appends theirs.
//! Each key's row is written once per snapshot, not once per column group: on a fresh
//! board that is a third of the row versions (and index entries) of three statements.

use std::collections::{HashMap, HashSet};

use postgres::Transaction;
use postgres::error::SqlState;
use postgres::types::Type;

use super::changes::{Changes, Id, Pg, no_negative_zero, typed};
use crate::record::{
    CONSENSUS, LinesSnapshot, SnapshotStats, line_bits, line_key, quote_key, same,
};
use crate::{EventInfo, LineQuote};

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

/// What this snapshot writes to one key: a new point (`vals`), a sighting before the
/// start (`depth`), or both.
#[derive(Clone, Copy, Default)]
struct KeyWrite {
    vals: Option<LineVals>,
    depth: Option<Depth>,
}

pub(crate) fn record_lines(
    tx: &mut Transaction<'_>,
    sport: &str,
    at: &str,
    snap: &LinesSnapshot,
) -> Pg<SnapshotStats> {
    let pre_start = upsert_events(tx, sport, at, snap)?;
    let mut last = latest_line_quotes(tx, sport)?;
    let mut new_keys: Vec<&LineQuote> = Vec::new();
    let mut writes: Changes<KeyWrite> = Changes::new();
    let mut stored = 0;
    for q in &snap.quotes {
        let key = quote_key(q);
        let vals = LineVals::of(q);
        let before_start = q.source_type != CONSENSUS && pre_start.contains(q.event_id.as_str());
        let id = match last.get(&key) {
            Some((id, l)) if l.same(&vals) => {
                if before_start {
                    writes.entry(*id).depth = Some(Depth::of(q));
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
        let w = writes.entry(id);
        w.vals = Some(vals);
        if before_start {
            w.depth = Some(Depth::of(q));
        }
        stored += 1;
    }
    let (mut new, mut known) = (vec![KeyWrite::default(); new_keys.len()], Vec::new());
    for (id, w) in writes.into_ordered() {
        match id {
            Id::New(i) => new[i] = w,
            Id::Known(k) => known.push((k, w)),
        }
    }
    write_new_keys(tx, sport, at, &new_keys, &new)?;
    write_known_keys(tx, at, &known)?;
    Ok(SnapshotStats {
        what: "lines",
        seen: snap.quotes.len(),
        stored,
    })
}

/// The snapshot's events upserted (one row per event: the last listed, as SQLite's
/// row-by-row upsert leaves it); returns the events of `sport` whose start, as stored
/// after this upsert, is at or after `at` (their quotes advance `last_seen_at`).
fn upsert_events(
    tx: &mut Transaction<'_>,
    sport: &str,
    at: &str,
    snap: &LinesSnapshot,
) -> Pg<HashSet<String>> {
    let mut last: HashMap<&str, usize> = HashMap::new();
    for (i, e) in snap.events.iter().enumerate() {
        last.insert(e.event_id.as_str(), i);
    }
    let mut idx: Vec<usize> = last.into_values().collect();
    idx.sort_unstable();
    let col = |f: fn(&EventInfo) -> Option<String>| -> Vec<Option<String>> {
        idx.iter().map(|&i| f(&snap.events[i])).collect()
    };
    // The main query sees the events as they were before the upsert (one snapshot for
    // the whole statement): the upserted ones are read from its `RETURNING`.
    let rows = typed(
        tx,
        "WITH up AS (
            INSERT INTO events (sport, event_id, home_team, away_team, event_time, starts_at,
                                first_seen, last_seen)
            SELECT $1, u.id, u.home, u.away, u.etime, u.starts::timestamptz,
                   $2::text::timestamptz, $2::text::timestamptz
            FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
                 AS u(id, home, away, etime, starts)
            ON CONFLICT (sport, event_id) DO UPDATE SET
               home_team = excluded.home_team, away_team = excluded.away_team,
               event_time = excluded.event_time, starts_at = excluded.starts_at,
               last_seen = greatest(events.last_seen, excluded.last_seen)
            RETURNING event_id, starts_at)
         SELECT event_id FROM up WHERE starts_at >= $2::text::timestamptz
         UNION ALL
         SELECT event_id FROM events
         WHERE sport = $1 AND starts_at >= $2::text::timestamptz
           AND event_id NOT IN (SELECT event_id FROM up)",
        &[
            (&sport, Type::TEXT),
            (&at, Type::TEXT),
            (&col(|e| Some(e.event_id.clone())), Type::TEXT_ARRAY),
            (&col(|e| Some(e.home_team.clone())), Type::TEXT_ARRAY),
            (&col(|e| Some(e.away_team.clone())), Type::TEXT_ARRAY),
            (&col(|e| Some(e.event_time.clone())), Type::TEXT_ARRAY),
            (&col(|e| e.starts_at.clone()), Type::TEXT_ARRAY),
        ],
    )?;
    Ok(rows.iter().map(|r| r.get(0)).collect())
}

/// The latest stored quote of every lines key of `sport`, by key: what a new quote is
/// compared with (the tape stores changes only).
fn latest_line_quotes(
    tx: &mut Transaction<'_>,
    sport: &str,
) -> Pg<HashMap<String, (Id, LineVals)>> {
    let mut last = HashMap::new();
    for r in typed(
        tx,
        "SELECT key_id, event_id, market, coalesce(map, -1), line, outcome, source, source_type,
                last_decimal, last_american, last_probability, last_novig
         FROM quote_keys WHERE sport = $1",
        &[(&sport, Type::TEXT)],
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

/// The columns of a lines write as arrays (one per column, `unnest`ed by the server).
struct Columns {
    changed: Vec<bool>,
    decimal: Vec<Option<f64>>,
    american: Vec<Option<i64>>,
    probability: Vec<Option<f64>>,
    novig: Vec<Option<f64>>,
    seen: Vec<bool>,
    volume: Vec<Option<f64>>,
    open_interest: Vec<Option<f64>>,
    liquidity: Vec<Option<f64>>,
}

impl Columns {
    fn of<'a>(writes: impl Iterator<Item = &'a KeyWrite>) -> Self {
        let mut c = Self {
            changed: Vec::new(),
            decimal: Vec::new(),
            american: Vec::new(),
            probability: Vec::new(),
            novig: Vec::new(),
            seen: Vec::new(),
            volume: Vec::new(),
            open_interest: Vec::new(),
            liquidity: Vec::new(),
        };
        for w in writes {
            let v = w.vals;
            c.changed.push(v.is_some());
            c.decimal.push(v.and_then(|v| v.decimal));
            c.american.push(v.and_then(|v| v.american));
            c.probability.push(v.and_then(|v| v.probability));
            c.novig.push(v.and_then(|v| v.novig));
            let d = w.depth;
            c.seen.push(d.is_some());
            c.volume.push(d.and_then(|d| d.volume));
            c.open_interest.push(d.and_then(|d| d.open_interest));
            c.liquidity.push(d.and_then(|d| d.liquidity));
        }
        c
    }
}

/// `col = new` where `cond` holds, else the stored value (an update may advance the
/// latest values, the last sighting, both or neither).
fn set_if(col: &str, cond: &str, new: &str) -> String {
    format!("{col} = CASE WHEN {cond} THEN {new} ELSE k.{col} END")
}

/// The latest values (`c`: this key changed) and the sighting before the start (`s`)
/// advance only where this observation is not older than the stored one (a backfill with
/// an older `--at` must not hide newer rows), as on SQLite.
const LATEST: &str = "u.c AND (k.last_observed_at IS NULL OR t.at >= k.last_observed_at)";
const SIGHTED: &str = "u.s AND (k.last_seen_at IS NULL OR t.at >= k.last_seen_at)";

/// The key columns a write may advance: the latest values, then the sighting.
const KEY_COLUMNS: [&str; 9] = [
    "last_observed_at",
    "last_decimal",
    "last_american",
    "last_probability",
    "last_novig",
    "last_seen_at",
    "last_volume",
    "last_open_interest",
    "last_liquidity",
];

/// The key columns' assignments: each `KEY_COLUMNS[i]` becomes `new[i]` where `latest`
/// (the first five) or `sighted` (the last four) holds.
fn key_assignments(latest: &str, sighted: &str, new: [&str; 9]) -> String {
    KEY_COLUMNS
        .iter()
        .zip(new)
        .enumerate()
        .map(|(i, (col, new))| set_if(col, if i < 5 { latest } else { sighted }, new))
        .collect::<Vec<_>>()
        .join(",\n")
}

/// The new point of every changed key in `u`, appended (one per key and instant: the
/// later recording stands).
const INSERT_POINTS: &str =
    "INSERT INTO quotes (key_id, observed_at, decimal, american, probability, novig)
     SELECT {id}, t.at, u.d, u.a, u.p, u.nv FROM {from}
     ON CONFLICT (key_id, observed_at) DO UPDATE SET decimal = excluded.decimal,
        american = excluded.american, probability = excluded.probability, novig = excluded.novig";

/// The arrays of `Columns` as `u`'s columns, from parameter `$first` on.
fn unnest_columns(first: usize) -> String {
    let types = [
        "bool", "float8", "int8", "float8", "float8", "bool", "float8", "float8", "float8",
    ];
    let params: Vec<String> = types
        .iter()
        .enumerate()
        .map(|(i, t)| format!("${}::{t}[]", first + i))
        .collect();
    params.join(", ")
}

const COLUMN_NAMES: &str = "c, d, a, p, nv, s, vol, oi, liq";

fn column_params(c: &Columns) -> [(&(dyn postgres::types::ToSql + Sync), Type); 9] {
    [
        (&c.changed, Type::BOOL_ARRAY),
        (&c.decimal, Type::FLOAT8_ARRAY),
        (&c.american, Type::INT8_ARRAY),
        (&c.probability, Type::FLOAT8_ARRAY),
        (&c.novig, Type::FLOAT8_ARRAY),
        (&c.seen, Type::BOOL_ARRAY),
        (&c.volume, Type::FLOAT8_ARRAY),
        (&c.open_interest, Type::FLOAT8_ARRAY),
        (&c.liquidity, Type::FLOAT8_ARRAY),
    ]
}

/// The keys seen for the first time, created with their latest values and sighting, and
/// their first points appended. Under the sport's lock no other recorder creates them,
/// so they are inserted as new, their ids drawn from the key sequence in the same
/// statement ([`create_sql`]): no speculative insertion into the unique index, no
/// matching of the created keys to their points. A key another writer created
/// meanwhile (a `store copy`, which does not take the lock) makes that insert fail;
/// it is undone to its savepoint and the keys written by [`upsert_sql`], which advances
/// such a key as a known key would be.
fn write_new_keys(
    tx: &mut Transaction<'_>,
    sport: &str,
    at: &str,
    keys: &[&LineQuote],
    writes: &[KeyWrite],
) -> Pg<()> {
    if keys.is_empty() {
        return Ok(());
    }
    let arrays = KeyArrays::of(keys);
    let cols = Columns::of(writes.iter());
    let params = arrays.params(&sport, &at, &cols);
    let mut sp = tx.savepoint("new_keys")?;
    match typed(&mut sp, &create_sql(), &params) {
        Ok(_) => sp.commit(),
        Err(e) if e.code() == Some(&SqlState::UNIQUE_VIOLATION) => {
            sp.rollback()?;
            typed(tx, &upsert_sql(), &params).map(drop)
        }
        Err(e) => Err(e),
    }
}

/// The key columns of the new keys as arrays, in the statements' parameter order from
/// `$3` (`$1` the sport, `$2` the time).
struct KeyArrays<'a> {
    event: Vec<&'a str>,
    market: Vec<&'a str>,
    map: Vec<Option<i64>>,
    line: Vec<Option<f64>>,
    outcome: Vec<&'a str>,
    source: Vec<&'a str>,
    source_type: Vec<&'a str>,
}

impl<'a> KeyArrays<'a> {
    fn of(keys: &[&'a LineQuote]) -> Self {
        let texts = |f: fn(&'a LineQuote) -> &'a str| keys.iter().map(|q| f(q)).collect();
        Self {
            event: texts(|q| &q.event_id),
            market: texts(|q| &q.market),
            map: keys.iter().map(|q| q.map.map(i64::from)).collect(),
            line: keys.iter().map(|q| no_negative_zero(q.line)).collect(),
            outcome: texts(|q| &q.outcome),
            source: texts(|q| &q.source),
            source_type: texts(|q| &q.source_type),
        }
    }

    /// `$1..`: the sport, the time, these arrays, then `cols`' arrays.
    fn params<'p>(
        &'p self,
        sport: &'p &str,
        at: &'p &str,
        cols: &'p Columns,
    ) -> Vec<(&'p (dyn postgres::types::ToSql + Sync), Type)> {
        let mut params: Vec<(&(dyn postgres::types::ToSql + Sync), Type)> = vec![
            (sport, Type::TEXT),
            (at, Type::TEXT),
            (&self.event, Type::TEXT_ARRAY),
            (&self.market, Type::TEXT_ARRAY),
            (&self.map, Type::INT8_ARRAY),
            (&self.line, Type::FLOAT8_ARRAY),
            (&self.outcome, Type::TEXT_ARRAY),
            (&self.source, Type::TEXT_ARRAY),
            (&self.source_type, Type::TEXT_ARRAY),
        ];
        params.extend(column_params(cols));
        params
    }
}

/// The new keys' arrays as `u`'s rows, in the board's order (`n`).
fn unnest_keys() -> String {
    format!(
        "unnest($3::text[], $4::text[], $5::int8[], $6::float8[], $7::text[], $8::text[],
                $9::text[], {vals})
         WITH ORDINALITY AS u(e, m, mp, l, o, src, st, {names}, n)",
        vals = unnest_columns(10),
        names = COLUMN_NAMES,
    )
}

/// The new keys' rows from `u` (and the time `t`), with their drawn ids (`u.id`) or
/// with the identity's (`id` false).
fn insert_keys(id: bool) -> String {
    let (col, val) = if id { ("key_id, ", "u.id, ") } else { ("", "") };
    format!(
        "INSERT INTO quote_keys AS k ({col}sport, event_id, market, map, line, outcome, source,
             source_type, last_observed_at, last_decimal, last_american, last_probability,
             last_novig, last_seen_at, last_volume, last_open_interest, last_liquidity)
         SELECT {val}$1, u.e, u.m, u.mp, u.l, u.o, u.src, u.st, t.at, u.d, u.a, u.p, u.nv,
                CASE WHEN u.s THEN t.at END, u.vol, u.oi, u.liq
         FROM u, t"
    )
}

/// The new keys inserted as new, with ids drawn in the board's order (the ids an
/// identity default would give them), and their first points appended by those ids.
fn create_sql() -> String {
    format!(
        "WITH t AS (SELECT $2::text::timestamptz AS at),
         u AS MATERIALIZED (
            SELECT nextval((SELECT pg_get_serial_sequence('quote_keys', 'key_id'))::regclass)
                       AS id, u.*
            FROM (SELECT * FROM {unnest} ORDER BY u.n) u),
         k AS ({keys})
         INSERT INTO quotes (key_id, observed_at, decimal, american, probability, novig)
         SELECT u.id, t.at, u.d, u.a, u.p, u.nv FROM u, t",
        unnest = unnest_keys(),
        keys = insert_keys(true),
    )
}

/// The new keys created where still missing, a key that exists (another writer's)
/// advanced as a known key would be, and every key's point appended: one statement.
fn upsert_sql() -> String {
    // Every new key has a point (`c` is true throughout); `k` in the assignments is the
    // stored row of a conflicting key, `excluded`'s values are this snapshot's.
    format!(
        "WITH t AS (SELECT $2::text::timestamptz AS at),
         u AS (SELECT * FROM {unnest}),
         k AS (
            {keys} ORDER BY u.n
            ON CONFLICT (sport, event_id, market, coalesce(map, -1),
                         coalesce(line, 'Infinity'::float8), outcome, source, source_type)
            DO UPDATE SET {assign}
            RETURNING k.key_id, k.event_id, k.market, k.map, k.line, k.outcome, k.source,
                      k.source_type)
         {insert}",
        unnest = unnest_keys(),
        keys = insert_keys(false),
        assign = key_assignments(
            "k.last_observed_at IS NULL OR excluded.last_observed_at >= k.last_observed_at",
            "excluded.last_seen_at IS NOT NULL
             AND (k.last_seen_at IS NULL OR excluded.last_seen_at >= k.last_seen_at)",
            KEY_COLUMNS
                .map(|c| format!("excluded.{c}"))
                .each_ref()
                .map(String::as_str),
        ),
        insert = INSERT_POINTS.replace("{id}", "k.key_id").replace(
            "{from}",
            "u JOIN k ON k.event_id = u.e AND k.market = u.m
                 AND coalesce(k.map, -1) = coalesce(u.mp, -1)
                 AND coalesce(k.line, 'Infinity'::float8) = coalesce(u.l, 'Infinity'::float8)
                 AND k.outcome = u.o AND k.source = u.src AND k.source_type = u.st, t"
        ),
    )
}

/// The known keys this snapshot wrote to: latest values and sighting advanced in one
/// update per key, and the changed ones' points appended: one statement.
fn write_known_keys(tx: &mut Transaction<'_>, at: &str, writes: &[(i64, KeyWrite)]) -> Pg<()> {
    if writes.is_empty() {
        return Ok(());
    }
    let ids: Vec<i64> = writes.iter().map(|w| w.0).collect();
    let cols = Columns::of(writes.iter().map(|w| &w.1));
    let sql = format!(
        "WITH t AS (SELECT $1::text::timestamptz AS at),
         u AS (SELECT * FROM unnest($2::int8[], {vals}) AS u(id, {names})),
         up AS (
            UPDATE quote_keys k SET {assign}
            FROM u, t
            WHERE k.key_id = u.id AND (({LATEST}) OR ({SIGHTED})))
         {insert}",
        vals = unnest_columns(3),
        names = COLUMN_NAMES,
        assign = key_assignments(
            LATEST,
            SIGHTED,
            [
                "t.at", "u.d", "u.a", "u.p", "u.nv", "t.at", "u.vol", "u.oi", "u.liq"
            ],
        ),
        insert = INSERT_POINTS
            .replace("{id}", "u.id")
            .replace("{from}", "u, t WHERE u.c"),
    );
    let mut params: Vec<(&(dyn postgres::types::ToSql + Sync), Type)> =
        vec![(&at, Type::TEXT), (&ids, Type::INT8_ARRAY)];
    params.extend(column_params(&cols));
    typed(tx, &sql, &params)?;
    Ok(())
}

#[cfg(test)]
#[path = "lines_tests.rs"]
mod tests;
