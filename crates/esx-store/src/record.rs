//! Recording a snapshot: typed quotes in, only the changes stored, one transaction.
//!
//! Each tape keeps its keys' latest values on the key row (`last_*`), loaded once per
//! snapshot into a hash map, so deciding "changed or not" costs no query per quote and
//! a 10k-quote board is one key scan plus the inserts of what moved.

use std::collections::HashMap;

use rusqlite::{OptionalExtension as _, Transaction, params};

use crate::{Result, Sqlite, classify};

/// One event of a lines snapshot.
#[derive(Debug, Clone, PartialEq)]
pub struct EventInfo {
    pub event_id: String,
    pub home_team: String,
    pub away_team: String,
    /// As served.
    pub event_time: String,
    /// `event_time` normalised to the store's time format; `None` when unparsable.
    pub starts_at: Option<String>,
}

/// One quote of the consensus board: a source's price for an outcome, or (with
/// `source_type` `consensus`) the board's no-vig consensus for it.
#[derive(Debug, Clone, PartialEq)]
pub struct LineQuote {
    pub event_id: String,
    pub market: String,
    pub map: Option<u32>,
    pub line: Option<f64>,
    pub outcome: String,
    pub source: String,
    pub source_type: String,
    pub decimal: Option<f64>,
    pub american: Option<i64>,
    pub probability: Option<f64>,
    /// The source's own no-vig probability for the outcome (its market de-vigged).
    pub novig: Option<f64>,
    /// Depth as served (prediction markets): kept on the key as last seen before the
    /// start, never part of the change test (a volume tick adds no tape row).
    pub volume: Option<f64>,
    pub open_interest: Option<f64>,
    pub liquidity: Option<f64>,
}

/// The source name and type under which the board's consensus is stored.
pub const CONSENSUS: &str = "consensus";

/// The `/lines` part of a snapshot.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LinesSnapshot {
    pub events: Vec<EventInfo>,
    pub quotes: Vec<LineQuote>,
}

/// One prop line of one venue (`side` over/under or higher/lower as served).
#[derive(Debug, Clone, PartialEq)]
pub struct PropQuote {
    pub event_id: String,
    pub player: String,
    pub stat_type: String,
    pub venue: String,
    pub side: String,
    pub line: f64,
    pub odds: Option<i64>,
}

/// One gap row.
#[derive(Debug, Clone, PartialEq)]
pub struct GapQuote {
    pub gap_id: String,
    pub event_id: String,
    pub player: String,
    pub stat_type: String,
    pub line: f64,
    pub line_min: f64,
    pub line_max: f64,
    pub line_gap: f64,
    pub book_count: i64,
}

/// What one part of a snapshot did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SnapshotStats {
    /// `lines`, `props` or `gaps`.
    pub what: &'static str,
    pub seen: usize,
    pub stored: usize,
}

/// A sport's snapshot: whichever parts were fetched.
#[derive(Debug, Clone, Default)]
pub struct Snapshot<'a> {
    pub lines: Option<&'a LinesSnapshot>,
    pub props: Option<&'a [PropQuote]>,
    pub gaps: Option<&'a [GapQuote]>,
}

/// Bit-exact equality of optional floats (a stored REAL reads back bit-identical).
pub(crate) fn same(a: Option<f64>, b: Option<f64>) -> bool {
    match (a, b) {
        (Some(x), Some(y)) => x.to_bits() == y.to_bits(),
        (None, None) => true,
        _ => false,
    }
}

/// `-0.0` and `0.0` are one line.
pub(crate) fn line_bits(line: Option<f64>) -> u64 {
    line.map_or(u64::MAX, |l| if l == 0.0 { 0 } else { l.to_bits() })
}

/// A lines quote key as one string (one allocation per quote rather than seven); the
/// unit separator cannot occur in the service's ids and names.
pub(crate) fn line_key(
    event: &str,
    market: &str,
    map: i64,
    line: u64,
    outcome: &str,
    source: &str,
    source_type: &str,
) -> String {
    let mut k = String::with_capacity(
        event.len() + market.len() + outcome.len() + source.len() + source_type.len() + 48,
    );
    for part in [event, market] {
        k.push_str(part);
        k.push('\u{1f}');
    }
    k.push_str(&map.to_string());
    k.push('\u{1f}');
    k.push_str(&line.to_string());
    for part in [outcome, source, source_type] {
        k.push('\u{1f}');
        k.push_str(part);
    }
    k
}

#[derive(Clone, Copy)]
struct LineLast {
    key_id: i64,
    decimal: Option<f64>,
    american: Option<i64>,
    probability: Option<f64>,
    novig: Option<f64>,
}

impl LineLast {
    /// Whether `q` is this key's latest quote unchanged (then it is not stored again).
    fn holds(&self, q: &LineQuote) -> bool {
        same(self.decimal, q.decimal)
            && self.american == q.american
            && same(self.probability, q.probability)
            && same(self.novig, q.novig)
    }
}

impl Sqlite {
    /// Store one sport's snapshot observed at `observed_at`, in one transaction: every
    /// part or nothing. Returns, per part, how many quotes were seen and stored.
    pub(crate) fn record(
        &mut self,
        sport: &str,
        observed_at: &str,
        snap: &Snapshot<'_>,
    ) -> Result<Vec<SnapshotStats>> {
        let path = self.path.clone();
        let err = |e| classify(path.clone(), e);
        let tx = self.write_tx()?;
        let mut stats = Vec::new();
        if let Some(lines) = snap.lines {
            stats.push(record_lines(&tx, sport, observed_at, lines).map_err(err)?);
        }
        if let Some(props) = snap.props {
            stats.push(record_props(&tx, sport, observed_at, props).map_err(err)?);
        }
        if let Some(gaps) = snap.gaps {
            stats.push(record_gaps(&tx, sport, observed_at, gaps).map_err(err)?);
        }
        {
            let mut log = tx
                .prepare_cached(
                    "INSERT INTO snapshots (sport, what, observed_at, quotes_seen, quotes_stored)
                     VALUES (?1, ?2, ?3, ?4, ?5)",
                )
                .map_err(err)?;
            for s in &stats {
                log.execute(params![
                    sport,
                    s.what,
                    observed_at,
                    s.seen as i64,
                    s.stored as i64
                ])
                .map_err(err)?;
            }
        }
        tx.commit().map_err(err)?;
        Ok(stats)
    }
}

/// The line tape's four statements: a new key, a tape row, a key's latest values, and a
/// key's `last_seen_at` with its depth.
fn line_statements<'t>(
    tx: &'t Transaction<'_>,
) -> rusqlite::Result<[rusqlite::CachedStatement<'t>; 4]> {
    let new_key = tx.prepare_cached(
        "INSERT INTO quote_keys (sport, event_id, market, map, line, outcome, source, source_type,
                last_observed_at, last_decimal, last_american, last_probability, last_novig)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
    )?;
    let insert = tx.prepare_cached(
        // Two observations of one key at the same instant (concurrent runs, a repeated
        // `--at`): the later one stands.
        "INSERT OR REPLACE INTO quotes (key_id, observed_at, decimal, american, probability, novig)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?;
    let update = tx.prepare_cached(
        // Only a newer (or same-time) observation becomes the key's latest: a backfill with
        // an older `--at` must not hide newer rows from `moves` (which selects keys by
        // `last_observed_at`) nor replace the values later quotes are compared with.
        "UPDATE quote_keys SET last_observed_at = ?2, last_decimal = ?3, last_american = ?4,
                last_probability = ?5, last_novig = ?6
         WHERE key_id = ?1 AND ?2 >= ifnull(last_observed_at, '')",
    )?;
    let seen = tx.prepare_cached(
        // A close is as old as the last time its quotes were seen before the start; the
        // same monotone rule as `last_observed_at` (a backfill never moves it back).
        "UPDATE quote_keys SET last_seen_at = ?2, last_volume = ?3, last_open_interest = ?4,
                last_liquidity = ?5
         WHERE key_id = ?1 AND ?2 >= ifnull(last_seen_at, '')",
    )?;
    Ok([new_key, insert, update, seen])
}

fn record_lines(
    tx: &Transaction<'_>,
    sport: &str,
    at: &str,
    snap: &LinesSnapshot,
) -> rusqlite::Result<SnapshotStats> {
    upsert_events(tx, sport, at, &snap.events)?;
    let mut last = latest_line_quotes(tx, sport)?;
    let [mut new_key, mut insert, mut update, mut seen] = line_statements(tx)?;
    let starts = event_starts(tx, sport)?;
    let mut stored = 0;
    for q in &snap.quotes {
        let key = quote_key(q);
        let pre_start = q.source_type != CONSENSUS
            && starts
                .get(q.event_id.as_str())
                .is_some_and(|start| at <= start.as_str());
        let (key_id, known) = match last.get(&key) {
            Some(l) if l.holds(q) => {
                if pre_start {
                    seen.execute(params![
                        l.key_id,
                        at,
                        q.volume,
                        q.open_interest,
                        q.liquidity
                    ])?;
                }
                continue;
            }
            Some(l) => (l.key_id, true),
            None => {
                new_line_key(&mut new_key, sport, at, q)?;
                (tx.last_insert_rowid(), false)
            }
        };
        insert.execute(params![
            key_id,
            at,
            q.decimal,
            q.american,
            q.probability,
            q.novig
        ])?;
        if known {
            update.execute(params![
                key_id,
                at,
                q.decimal,
                q.american,
                q.probability,
                q.novig
            ])?;
        }
        if pre_start {
            seen.execute(params![key_id, at, q.volume, q.open_interest, q.liquidity])?;
        }
        // A board that lists one key twice stores it once per snapshot.
        last.insert(
            key,
            LineLast {
                key_id,
                decimal: q.decimal,
                american: q.american,
                probability: q.probability,
                novig: q.novig,
            },
        );
        stored += 1;
    }
    Ok(SnapshotStats {
        what: "lines",
        seen: snap.quotes.len(),
        stored,
    })
}

/// A lines quote's key (in `last`, and in PostgreSQL's tape): its event, market, map,
/// line, outcome and source.
pub(crate) fn quote_key(q: &LineQuote) -> String {
    line_key(
        &q.event_id,
        &q.market,
        q.map.map_or(-1, i64::from),
        line_bits(q.line),
        &q.outcome,
        &q.source,
        &q.source_type,
    )
}

/// Stores a quote's new key with its first values as the latest.
fn new_line_key(
    stmt: &mut rusqlite::CachedStatement<'_>,
    sport: &str,
    at: &str,
    q: &LineQuote,
) -> rusqlite::Result<usize> {
    stmt.execute(params![
        sport,
        q.event_id,
        q.market,
        q.map,
        q.line,
        q.outcome,
        q.source,
        q.source_type,
        at,
        q.decimal,
        q.american,
        q.probability,
        q.novig
    ])
}

/// Each event of a snapshot, inserted or brought up to date (teams, start, last seen).
fn upsert_events(
    tx: &Transaction<'_>,
    sport: &str,
    at: &str,
    events: &[EventInfo],
) -> rusqlite::Result<()> {
    let mut ev = tx.prepare_cached(
        "INSERT INTO events (sport, event_id, home_team, away_team, event_time, starts_at, first_seen, last_seen)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)
         ON CONFLICT (sport, event_id) DO UPDATE SET
            home_team = excluded.home_team, away_team = excluded.away_team,
            event_time = excluded.event_time, starts_at = excluded.starts_at,
            last_seen = max(last_seen, excluded.last_seen)",
    )?;
    for e in events {
        ev.execute(params![
            sport,
            e.event_id,
            e.home_team,
            e.away_team,
            e.event_time,
            e.starts_at,
            at
        ])?;
    }
    Ok(())
}

/// Every event of `sport` with a known start, by id (as the store keeps it, after this
/// snapshot's events were written): which quotes are still before their start.
pub(crate) fn event_starts(
    tx: &Transaction<'_>,
    sport: &str,
) -> rusqlite::Result<HashMap<String, String>> {
    let mut q = tx.prepare_cached(
        "SELECT event_id, starts_at FROM events WHERE sport = ?1 AND starts_at IS NOT NULL",
    )?;
    let rows = q.query_map([sport], |r| Ok((r.get(0)?, r.get(1)?)))?;
    rows.collect()
}

/// The latest stored quote of every lines key of `sport`, by key: what a new quote is
/// compared with (the tape stores changes only).
fn latest_line_quotes(
    tx: &Transaction<'_>,
    sport: &str,
) -> rusqlite::Result<HashMap<String, LineLast>> {
    let mut last = HashMap::new();
    let mut q = tx.prepare_cached(
        "SELECT key_id, event_id, market, ifnull(map, -1), line, outcome, source, source_type,
                last_decimal, last_american, last_probability, last_novig
         FROM quote_keys WHERE sport = ?1",
    )?;
    let mut rows = q.query([sport])?;
    while let Some(r) = rows.next()? {
        let key = line_key(
            r.get_ref(1)?.as_str()?,
            r.get_ref(2)?.as_str()?,
            r.get(3)?,
            line_bits(r.get(4)?),
            r.get_ref(5)?.as_str()?,
            r.get_ref(6)?.as_str()?,
            r.get_ref(7)?.as_str()?,
        );
        last.insert(
            key,
            LineLast {
                key_id: r.get(0)?,
                decimal: r.get(8)?,
                american: r.get(9)?,
                probability: r.get(10)?,
                novig: r.get(11)?,
            },
        );
    }
    Ok(last)
}

fn record_props(
    tx: &Transaction<'_>,
    sport: &str,
    at: &str,
    props: &[PropQuote],
) -> rusqlite::Result<SnapshotStats> {
    let mut find = tx.prepare_cached(
        "SELECT key_id, last_line, last_odds FROM prop_keys
         WHERE sport = ?1 AND event_id = ?2 AND player = ?3 AND stat_type = ?4 AND venue = ?5 AND side = ?6",
    )?;
    let mut new_key = tx.prepare_cached(
        "INSERT INTO prop_keys (sport, event_id, player, stat_type, venue, side) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?;
    let mut insert = tx.prepare_cached(
        // One point per key and instant (v4's unique index): the later recording stands.
        "INSERT OR REPLACE INTO prop_quotes (key_id, observed_at, line, odds) VALUES (?1, ?2, ?3, ?4)",
    )?;
    let mut update = tx.prepare_cached(
        // As for lines: only a newer observation becomes the latest.
        "UPDATE prop_keys SET last_observed_at = ?2, last_line = ?3, last_odds = ?4
         WHERE key_id = ?1 AND ?2 >= ifnull(last_observed_at, '')",
    )?;
    let mut stored = 0;
    for p in props {
        let found: Option<(i64, Option<f64>, Option<i64>)> = find
            .query_row(
                params![sport, p.event_id, p.player, p.stat_type, p.venue, p.side],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .optional()?;
        let key_id = match found {
            Some((_, line, odds)) if same(line, Some(p.line)) && odds == p.odds => continue,
            Some((id, _, _)) => id,
            None => {
                new_key.execute(params![
                    sport,
                    p.event_id,
                    p.player,
                    p.stat_type,
                    p.venue,
                    p.side
                ])?;
                tx.last_insert_rowid()
            }
        };
        insert.execute(params![key_id, at, p.line, p.odds])?;
        update.execute(params![key_id, at, p.line, p.odds])?;
        stored += 1;
    }
    Ok(SnapshotStats {
        what: "props",
        seen: props.len(),
        stored,
    })
}

fn record_gaps(
    tx: &Transaction<'_>,
    sport: &str,
    at: &str,
    gaps: &[GapQuote],
) -> rusqlite::Result<SnapshotStats> {
    let mut find = tx.prepare_cached(
        "SELECT key_id, last_line, last_line_min, last_line_max, last_book_count FROM gap_keys
         WHERE sport = ?1 AND gap_id = ?2",
    )?;
    let mut new_key = tx.prepare_cached(
        "INSERT INTO gap_keys (sport, gap_id, event_id, player, stat_type) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    let mut insert = tx.prepare_cached(
        "INSERT OR REPLACE INTO gap_quotes (key_id, observed_at, line, line_min, line_max, line_gap, book_count)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?;
    let mut update = tx.prepare_cached(
        // As for lines: only a newer observation becomes the latest.
        "UPDATE gap_keys SET last_observed_at = ?2, last_line = ?3, last_line_min = ?4,
                last_line_max = ?5, last_book_count = ?6
         WHERE key_id = ?1 AND ?2 >= ifnull(last_observed_at, '')",
    )?;
    let mut stored = 0;
    for g in gaps {
        type Last = (i64, Option<f64>, Option<f64>, Option<f64>, Option<i64>);
        let found: Option<Last> = find
            .query_row(params![sport, g.gap_id], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
            })
            .optional()?;
        let key_id = match found {
            Some((_, line, lo, hi, n))
                if same(line, Some(g.line))
                    && same(lo, Some(g.line_min))
                    && same(hi, Some(g.line_max))
                    && n == Some(g.book_count) =>
            {
                continue;
            }
            Some((id, ..)) => id,
            None => {
                new_key.execute(params![sport, g.gap_id, g.event_id, g.player, g.stat_type])?;
                tx.last_insert_rowid()
            }
        };
        insert.execute(params![
            key_id,
            at,
            g.line,
            g.line_min,
            g.line_max,
            g.line_gap,
            g.book_count
        ])?;
        update.execute(params![
            key_id,
            at,
            g.line,
            g.line_min,
            g.line_max,
            g.book_count
        ])?;
        stored += 1;
    }
    Ok(SnapshotStats {
        what: "gaps",
        seen: gaps.len(),
        stored,
    })
}
