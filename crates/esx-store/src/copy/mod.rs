//! `esx store copy`: a whole history from one store into another (SQLite ⇄ PostgreSQL),
//! idempotently: a second copy adds nothing, and a copy into a store that already holds
//! another machine's history merges into it.
//!
//! Rows are matched by their natural keys, never by the source's ids: an event by
//! (sport, event id), a tape key by its columns, a point by (key, instant), a snapshot
//! log row by all its columns, a bet by its `bet_uid` with its legs and tags (a bet's
//! later settlement and its legs' results are carried over).
//! Both backends run the same statements through one small executor ([`Exec`]); only
//! placeholders, casts and null-safe equality differ ([`Dialect`]).

pub(crate) mod exec;

use std::collections::HashMap;

use exec::{Exec, Kind, PgExec, Sql, Val, natural_key, render, render_at};

use crate::pg::Postgres;
use crate::{Result, Sqlite, StoreError};

/// One table's outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CopyCount {
    pub table: &'static str,
    /// Rows read from the source.
    pub read: u64,
    /// Rows the destination did not have.
    pub added: u64,
}

/// What a copy did, per table in copy order.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CopyStats {
    pub tables: Vec<CopyCount>,
}

/// A store borrowed for a copy, as one side or the other.
pub(crate) enum Side<'a> {
    Sqlite(&'a mut Sqlite),
    Postgres(&'a mut Postgres),
}

use Kind::{Int, Real, Text, Time};

const EVENTS: &[(&str, Kind)] = &[
    ("sport", Text),
    ("event_id", Text),
    ("home_team", Text),
    ("away_team", Text),
    ("event_time", Text),
    ("starts_at", Time),
    ("first_seen", Time),
    ("last_seen", Time),
];

const SNAPSHOTS: &[(&str, Kind)] = &[
    ("sport", Text),
    ("what", Text),
    ("observed_at", Time),
    ("quotes_seen", Int),
    ("quotes_stored", Int),
];

/// A bet as copied: every column `bets add` and `bets import` write (the same list).
const BETS: &[(&str, Kind)] = crate::bet_shapes::BET_COLS;

/// A leg as copied: its bet named by `bet_uid` (ids differ between stores), then every
/// column of the leg after its `bet_id`.
fn legs() -> Vec<(&'static str, Kind)> {
    std::iter::once(("bet_uid", Text))
        .chain(crate::bet_shapes::LEG_COLS[1..].iter().copied())
        .collect()
}

/// A tape: its key table (natural key columns, latest-value columns) and its points.
struct Tape {
    keys: &'static str,
    natural: &'static [(&'static str, Kind)],
    latest: &'static [(&'static str, Kind)],
    points: &'static str,
    point_cols: &'static [(&'static str, Kind)],
}

const TAPES: &[Tape] = &[
    Tape {
        keys: "quote_keys",
        natural: &[
            ("sport", Text),
            ("event_id", Text),
            ("market", Text),
            ("map", Int),
            ("line", Real),
            ("outcome", Text),
            ("source", Text),
            ("source_type", Text),
        ],
        latest: &[
            ("last_observed_at", Time),
            ("last_decimal", Real),
            ("last_american", Int),
            ("last_probability", Real),
            ("last_novig", Real),
            ("last_seen_at", Time),
            ("last_volume", Real),
            ("last_open_interest", Real),
            ("last_liquidity", Real),
        ],
        points: "quotes",
        point_cols: &[
            ("observed_at", Time),
            ("decimal", Real),
            ("american", Int),
            ("probability", Real),
            ("novig", Real),
        ],
    },
    Tape {
        keys: "prop_keys",
        natural: &[
            ("sport", Text),
            ("event_id", Text),
            ("player", Text),
            ("stat_type", Text),
            ("venue", Text),
            ("side", Text),
        ],
        latest: &[
            ("last_observed_at", Time),
            ("last_line", Real),
            ("last_odds", Int),
        ],
        points: "prop_quotes",
        point_cols: &[("observed_at", Time), ("line", Real), ("odds", Int)],
    },
    Tape {
        keys: "gap_keys",
        natural: &[
            ("sport", Text),
            ("gap_id", Text),
            ("event_id", Text),
            ("player", Text),
            ("stat_type", Text),
        ],
        latest: &[
            ("last_observed_at", Time),
            ("last_line", Real),
            ("last_line_min", Real),
            ("last_line_max", Real),
            ("last_book_count", Int),
        ],
        points: "gap_quotes",
        point_cols: &[
            ("observed_at", Time),
            ("line", Real),
            ("line_min", Real),
            ("line_max", Real),
            ("line_gap", Real),
            ("book_count", Int),
        ],
    },
    Tape {
        keys: "pick_keys",
        natural: &[
            ("sport", Text),
            ("event_id", Text),
            ("player", Text),
            ("stat_type", Text),
            ("app", Text),
            ("line", Real),
            ("side", Text),
        ],
        latest: crate::grading::PICK_LATEST,
        points: "picks",
        point_cols: crate::grading::PICK_POINTS,
    },
    Tape {
        keys: "edge_keys",
        natural: &[
            ("sport", Text),
            ("event_id", Text),
            ("market", Text),
            ("map", Int),
            ("line", Real),
            ("outcome", Text),
        ],
        latest: crate::grading::EDGE_LATEST,
        points: "edges",
        point_cols: crate::grading::EDGE_POINTS,
    },
];

/// Result tables: stored once per natural key, so a copy inserts what is missing.
const RESULTS: &[(&str, &[(&str, Kind)])] = &[
    ("prop_results", crate::grading::PROP_RESULTS),
    ("match_results", crate::grading::MATCH_RESULTS),
    ("map_results", crate::grading::MAP_RESULTS),
];

/// Source keys per chunk of points (bounds memory on a long tape).
const KEY_CHUNK: usize = 2000;
/// Points per multi-row insert.
const POINT_BATCH: usize = 500;

fn plain(text: String) -> Sql<'static> {
    Sql {
        text,
        args: Vec::new(),
    }
}

fn kinds(cols: &[(&str, Kind)]) -> Vec<Kind> {
    cols.iter().map(|c| c.1).collect()
}

fn names(cols: &[(&str, Kind)]) -> String {
    cols.iter().map(|c| c.0).collect::<Vec<_>>().join(", ")
}

fn values(cols: &[(&str, Kind)]) -> String {
    cols.iter()
        .map(|c| format!("{{{}}}", c.0))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `a = {a} AND b IS? {b} …` over `cols`: text columns (never null in the schema) by
/// plain equality, so indexes serve; the others null-safe.
fn matching(cols: &[(&str, Kind)]) -> String {
    cols.iter()
        .map(|(c, k)| match k {
            Text => format!("{c} = {{{c}}}"),
            _ => format!("{c} IS? {{{c}}}"),
        })
        .collect::<Vec<_>>()
        .join(" AND ")
}

/// Run `work` between `BEGIN` and `COMMIT` on `to`, rolled back on error.
fn in_tx<T>(to: &mut dyn Exec, work: impl FnOnce(&mut dyn Exec) -> Result<T>) -> Result<T> {
    to.batch("BEGIN")?;
    match work(to) {
        Ok(v) => {
            to.batch("COMMIT")?;
            Ok(v)
        }
        Err(e) => {
            let _ = to.batch("ROLLBACK");
            Err(e)
        }
    }
}

pub(crate) fn copy(from: Side<'_>, to: Side<'_>) -> Result<CopyStats> {
    let mut from_pg;
    let from: &mut dyn Exec = match from {
        Side::Sqlite(s) => s,
        Side::Postgres(p) => {
            from_pg = PgExec {
                pg: p,
                prepared: HashMap::new(),
            };
            &mut from_pg
        }
    };
    let mut to_pg;
    let to: &mut dyn Exec = match to {
        Side::Sqlite(s) => s,
        Side::Postgres(p) => {
            to_pg = PgExec {
                pg: p,
                prepared: HashMap::new(),
            };
            &mut to_pg
        }
    };
    let mut stats = CopyStats::default();
    stats.tables.push(copy_events(from, to)?);
    stats.tables.push(copy_snapshots(from, to)?);
    for tape in TAPES {
        let (keys, points) = copy_tape(from, to, tape)?;
        stats.tables.push(keys);
        stats.tables.push(points);
    }
    stats.tables.push(copy_bets(from, to)?);
    stats.tables.push(copy_bet_legs(from, to)?);
    stats.tables.push(copy_bet_tags(from, to)?);
    for (table, cols) in RESULTS {
        stats.tables.push(copy_results(from, to, table, cols)?);
    }
    Ok(stats)
}

fn copy_events(from: &mut dyn Exec, to: &mut dyn Exec) -> Result<CopyCount> {
    let sql = format!(
        "SELECT {} FROM events ORDER BY sport, event_id",
        from.select(EVENTS)
    );
    let rows = from.rows(&plain(sql), &kinds(EVENTS))?;
    let d = to.dialect();
    let insert = format!(
        "INSERT INTO events ({}) VALUES ({}) ON CONFLICT (sport, event_id) DO NOTHING",
        names(EVENTS),
        values(EVENTS)
    );
    // The newer sighting's teams and start win; the span of sightings widens.
    let newer = "UPDATE events SET home_team = {home_team}, away_team = {away_team},
                    event_time = {event_time}, starts_at = {starts_at}, last_seen = {last_seen}
                 WHERE sport = {sport} AND event_id = {event_id} AND last_seen < {last_seen}";
    let older = "UPDATE events SET first_seen = {first_seen}
                 WHERE sport = {sport} AND event_id = {event_id} AND first_seen > {first_seen}";
    let added = in_tx(to, |to| {
        let mut added = 0;
        for r in &rows {
            added += to.run(&render(d, &insert, EVENTS, r))?;
            to.run(&render(d, newer, EVENTS, r))?;
            to.run(&render(d, older, EVENTS, r))?;
        }
        Ok(added)
    })?;
    Ok(CopyCount {
        table: "events",
        read: rows.len() as u64,
        added,
    })
}

fn copy_snapshots(from: &mut dyn Exec, to: &mut dyn Exec) -> Result<CopyCount> {
    let sql = format!(
        "SELECT {} FROM snapshots ORDER BY snapshot_id",
        from.select(SNAPSHOTS)
    );
    let rows = from.rows(&plain(sql), &kinds(SNAPSHOTS))?;
    let d = to.dialect();
    let insert = format!(
        "INSERT INTO snapshots ({}) SELECT {} WHERE NOT EXISTS (SELECT 1 FROM snapshots WHERE {})",
        names(SNAPSHOTS),
        values(SNAPSHOTS),
        matching(SNAPSHOTS)
    );
    let added = in_tx(to, |to| {
        rows.iter()
            .map(|r| to.run(&render(d, &insert, SNAPSHOTS, r)))
            .sum::<Result<u64>>()
    })?;
    Ok(CopyCount {
        table: "snapshots",
        read: rows.len() as u64,
        added,
    })
}

/// One tape: every key (created where the destination lacks it, its latest values
/// advanced where the source's are newer), then its points in chunks of keys. Keys go in
/// by multi-row inserts and the destination's ids are read back in one query, so a copy
/// costs a few round trips per thousand rows, not one per row.
fn copy_tape(
    from: &mut dyn Exec,
    to: &mut dyn Exec,
    tape: &Tape,
) -> Result<(CopyCount, CopyCount)> {
    let d = to.dialect();
    let key_cols: Vec<(&str, Kind)> = [("key_id", Int)]
        .iter()
        .chain(tape.natural)
        .chain(tape.latest)
        .copied()
        .collect();
    let sql = format!(
        "SELECT {} FROM {} ORDER BY key_id",
        from.select(&key_cols),
        tape.keys
    );
    let keys = from.rows(&plain(sql), &kinds(&key_cols))?;
    let stored: Vec<(&str, Kind)> = tape.natural.iter().chain(tape.latest).copied().collect();
    let latest_cols: Vec<(&str, Kind)> = [("key_id", Int)]
        .iter()
        .chain(tape.latest)
        .copied()
        .collect();
    let sets = tape
        .latest
        .iter()
        .map(|(c, _)| format!("{c} = {{{c}}}"))
        .collect::<Vec<_>>()
        .join(", ");
    let advance = format!("UPDATE {} SET {sets} WHERE key_id = {{key_id}}", tape.keys);
    let n = tape.natural.len();
    let mut key_stats = CopyCount {
        table: tape.keys,
        read: keys.len() as u64,
        added: 0,
    };
    // The destination's id of every source key.
    let ids: HashMap<i64, Val> = in_tx(to, |to| {
        for batch in keys.chunks(POINT_BATCH / 2) {
            let rows: Vec<Vec<Val>> = batch.iter().map(|k| k[1..].to_vec()).collect();
            key_stats.added += insert_rows(to, tape.keys, &stored, &rows)?;
        }
        // The destination's keys, by their natural columns, with their latest time.
        let mut dest_cols: Vec<(&str, Kind)> = vec![("key_id", Int)];
        dest_cols.extend(tape.natural.iter().copied());
        dest_cols.push(("last_observed_at", Time));
        let sql = format!("SELECT {} FROM {}", to.select(&dest_cols), tape.keys);
        let dest: HashMap<String, (Val, Val)> = to
            .rows(&plain(sql), &kinds(&dest_cols))?
            .into_iter()
            .map(|r| (natural_key(&r[1..=n]), (r[0].clone(), r[n + 1].clone())))
            .collect();
        let mut ids = HashMap::new();
        for k in &keys {
            let Some((dest_id, dest_latest)) = dest.get(&natural_key(&k[1..=n])) else {
                return Err(StoreError::Invalid(format!(
                    "a {} row was neither added nor found while copying",
                    tape.keys
                )));
            };
            // A key both stores hold: the later latest values stand.
            let src_latest = &k[n + 1];
            if newer(src_latest, dest_latest) {
                let mut with_id = vec![dest_id.clone()];
                with_id.extend_from_slice(&k[n + 1..]);
                to.run(&render(d, &advance, &latest_cols, &with_id))?;
            }
            if let Val::Int(src) = k[0] {
                ids.insert(src, dest_id.clone());
            }
        }
        Ok(ids)
    })?;
    let point_stats = copy_points(from, to, tape, &keys, &ids)?;
    Ok((key_stats, point_stats))
}

/// A tape's points, chunk by chunk of source keys, each point's key id mapped to the
/// destination's (`ids`).
fn copy_points(
    from: &mut dyn Exec,
    to: &mut dyn Exec,
    tape: &Tape,
    keys: &[Vec<Val>],
    ids: &HashMap<i64, Val>,
) -> Result<CopyCount> {
    let mut point_stats = CopyCount {
        table: tape.points,
        read: 0,
        added: 0,
    };
    let point_cols: Vec<(&str, Kind)> = [("key_id", Int)]
        .iter()
        .chain(tape.point_cols)
        .copied()
        .collect();
    for chunk in keys.chunks(KEY_CHUNK) {
        let (Some(Val::Int(lo)), Some(Val::Int(hi))) = (
            chunk.first().map(|k| k[0].clone()),
            chunk.last().map(|k| k[0].clone()),
        ) else {
            continue;
        };
        let sql = format!(
            "SELECT {} FROM {} WHERE key_id >= {lo} AND key_id <= {hi} ORDER BY key_id, observed_at",
            from.select(&point_cols),
            tape.points
        );
        let mut points = from.rows(&plain(sql), &kinds(&point_cols))?;
        point_stats.read += points.len() as u64;
        for p in &mut points {
            if let Val::Int(src) = p[0] {
                p[0] = ids.get(&src).cloned().unwrap_or(Val::Null);
            }
        }
        point_stats.added += in_tx(to, |to| {
            let mut added = 0;
            for batch in points.chunks(POINT_BATCH) {
                added += insert_rows(to, tape.points, &point_cols, batch)?;
            }
            Ok(added)
        })?;
    }
    Ok(point_stats)
}

/// Whether time text `a` is later than `b` (absent is earliest); the store's time
/// text sorts as time does.
fn newer(a: &Val, b: &Val) -> bool {
    match (a, b) {
        (Val::Text(a), Val::Text(b)) => a > b,
        (Val::Text(_), _) => true,
        _ => false,
    }
}

/// One multi-row insert; a row the destination has (a unique key it already holds: the
/// same tape key, or the same key and instant) is left as it is.
fn insert_rows(
    to: &mut dyn Exec,
    table: &str,
    cols: &[(&str, Kind)],
    rows: &[Vec<Val>],
) -> Result<u64> {
    let d = to.dialect();
    let one = format!("({})", values(cols));
    let mut text = format!("INSERT INTO {table} ({}) VALUES ", names(cols));
    let mut args: Vec<&Val> = Vec::new();
    for (i, r) in rows.iter().enumerate() {
        let part = render_at(d, &one, cols, r, args.len());
        if i > 0 {
            text.push_str(", ");
        }
        text.push_str(&part.text);
        args.extend(part.args);
    }
    text.push_str(" ON CONFLICT DO NOTHING");
    to.run(&Sql { text, args })
}

/// A result table: rows the destination lacks (by primary key) are added.
fn copy_results(
    from: &mut dyn Exec,
    to: &mut dyn Exec,
    table: &'static str,
    cols: &[(&str, Kind)],
) -> Result<CopyCount> {
    let sql = format!("SELECT {} FROM {table}", from.select(cols));
    let rows = from.rows(&plain(sql), &kinds(cols))?;
    let added = in_tx(to, |to| {
        let mut added = 0;
        for batch in rows.chunks(POINT_BATCH / 2) {
            added += insert_rows(to, table, cols, batch)?;
        }
        Ok(added)
    })?;
    Ok(CopyCount {
        table,
        read: rows.len() as u64,
        added,
    })
}

fn copy_bets(from: &mut dyn Exec, to: &mut dyn Exec) -> Result<CopyCount> {
    let sql = format!("SELECT {} FROM bets ORDER BY bet_id", from.select(BETS));
    let rows = from.rows(&plain(sql), &kinds(BETS))?;
    let d = to.dialect();
    // A bet is the same bet in both stores when its `bet_uid` is (schema v9).
    let insert = format!(
        "INSERT INTO bets ({}) SELECT {} WHERE NOT EXISTS (SELECT 1 FROM bets WHERE bet_uid = {{bet_uid}})",
        names(BETS),
        values(BETS),
    );
    // A bet settled (or re-settled) later in the source carries its result over.
    let settle =
        "UPDATE bets SET result = {result}, settled_at = {settled_at}, settled_by = {settled_by},
             settled_decimal = {settled_decimal}
         WHERE bet_uid = {bet_uid} AND {settled_at} IS NOT NULL
           AND (settled_at IS NULL OR settled_at < {settled_at})";
    let added = in_tx(to, |to| {
        let mut added = 0;
        for r in &rows {
            added += to.run(&render(d, &insert, BETS, r))?;
            to.run(&render(d, settle, BETS, r))?;
        }
        Ok(added)
    })?;
    Ok(CopyCount {
        table: "bets",
        read: rows.len() as u64,
        added,
    })
}

/// The legs of the source's bets, each under its bet's `bet_uid`; a leg graded later in
/// the source carries its result over.
fn copy_bet_legs(from: &mut dyn Exec, to: &mut dyn Exec) -> Result<CopyCount> {
    let legs = legs();
    let cols: Vec<String> = legs
        .iter()
        .map(|(c, _)| {
            if *c == "bet_uid" {
                "b.bet_uid".to_string()
            } else {
                format!("l.{c}")
            }
        })
        .collect();
    let sql = format!(
        "SELECT {} FROM bet_legs l JOIN bets b ON b.bet_id = l.bet_id ORDER BY l.bet_id, l.leg",
        cols.join(", ")
    );
    let rows = from.rows(&plain(sql), &kinds(&legs))?;
    let d = to.dialect();
    let rest = &legs[1..];
    let insert = format!(
        "INSERT INTO bet_legs (bet_id, {}) SELECT b.bet_id, {} FROM bets b
         WHERE b.bet_uid = {{bet_uid}} AND NOT EXISTS
           (SELECT 1 FROM bet_legs x WHERE x.bet_id = b.bet_id AND x.leg = {{leg}})",
        names(rest),
        values(rest),
    );
    let graded = "UPDATE bet_legs SET result = {result}
         WHERE leg = {leg} AND result IS NULL AND {result} IS NOT NULL
           AND bet_id = (SELECT bet_id FROM bets WHERE bet_uid = {bet_uid})";
    let added = in_tx(to, |to| {
        let mut added = 0;
        for r in &rows {
            added += to.run(&render(d, &insert, &legs, r))?;
            to.run(&render(d, graded, &legs, r))?;
        }
        Ok(added)
    })?;
    Ok(CopyCount {
        table: "bet_legs",
        read: rows.len() as u64,
        added,
    })
}

/// The source's tags, each under its bet's `bet_uid`.
fn copy_bet_tags(from: &mut dyn Exec, to: &mut dyn Exec) -> Result<CopyCount> {
    let cols: &[(&str, Kind)] = &[("bet_uid", Text), ("tag", Text)];
    let sql = "SELECT b.bet_uid, t.tag FROM bet_tags t JOIN bets b ON b.bet_id = t.bet_id
               ORDER BY t.bet_id, t.tag"
        .to_string();
    let rows = from.rows(&plain(sql), &kinds(cols))?;
    let d = to.dialect();
    let insert = "INSERT INTO bet_tags (bet_id, tag) SELECT b.bet_id, {tag} FROM bets b
         WHERE b.bet_uid = {bet_uid} AND NOT EXISTS
           (SELECT 1 FROM bet_tags x WHERE x.bet_id = b.bet_id AND x.tag = {tag})";
    let added = in_tx(to, |to| {
        let mut added = 0;
        for r in &rows {
            added += to.run(&render(d, insert, cols, r))?;
        }
        Ok(added)
    })?;
    Ok(CopyCount {
        table: "bet_tags",
        read: rows.len() as u64,
        added,
    })
}
