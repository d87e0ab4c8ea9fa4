//! Who leads the close (DESIGN.md "The market's own history", settled point 15): each
//! venue's own no-vig probability at a lead time before the start, scored against the
//! close of the other venues and against the graded result.
//!
//! A unit is one venue's quote of one market (event, market, map, line) at one lead: the
//! venue's last recorded quote of every outcome at or before `start − lead`, each with its
//! own multiplicative no-vig probability (recorded with the quote; a one-sided quote has
//! none and is not scored). It is scored only when all three scores exist, so one `n`
//! counts all three:
//!
//! - distance: the mean over the outcomes of `|p − close|`, the close being the store's
//!   one close ([`close_of`], spec weights) over every OTHER venue's last quote at or
//!   before the start: a venue is left out of its own close;
//! - log loss and Brier: the mean over the outcomes of each outcome's score against its
//!   result (`esx_odds::backtest`), the market's series joined as `backtest` joins it;
//!   a push or a void leaves the unit out.
//!
//! For a two-way market the mean over the outcomes is the single outcome's score. Every
//! figure's standard error is clustered by event (`esx_odds::backtest::clustered_mean`,
//! CR1). One streaming query over the tape, read event by event, on either backend.

use std::collections::{BTreeMap, HashMap};

use esx_odds::DevigMethod;
use esx_odds::backtest::{Outcome, brier_of, clustered_mean, log_loss_of, market_outcome};

use crate::bets::CloseQuote;
use crate::close::close_of;
use crate::copy::exec::{Dialect, Exec, Kind, Val, render};
use crate::grading::{MatchIndex, match_results, secs};
use crate::record::CONSENSUS;
use crate::{MatchResult, Result};

use Kind::{Int, Real, Text, Time};

/// What to rank.
#[derive(Debug, Clone)]
pub struct RankQuery {
    /// One sport, or every sport (`None`).
    pub sport: Option<String>,
    /// Events starting at or after this time (store format).
    pub since: String,
    /// Events starting at or before this time (the clock: only started events are graded).
    pub until: String,
    /// Lead times in minutes before the start, in the order asked (the first sorts).
    pub leads: Vec<u32>,
}

/// One venue's scores for one market type at one lead.
#[derive(Debug, Clone, PartialEq)]
pub struct RankRow {
    pub sport: String,
    pub venue: String,
    pub market_type: String,
    /// Minutes before the start.
    pub lead_minutes: u32,
    /// Markets scored (each a venue's quote of one market with a close and a result).
    pub n: usize,
    /// Distinct events among them (the clusters of the standard errors).
    pub events: usize,
    /// Mean absolute distance to the other venues' close, and its SE.
    pub mad: f64,
    pub mad_se: Option<f64>,
    pub log_loss: f64,
    pub log_loss_se: Option<f64>,
    pub brier: f64,
    pub brier_se: Option<f64>,
}

/// The de-vig of the close the venues are measured against: the one close's.
pub(crate) const CLOSE_DEVIG: DevigMethod = DevigMethod::Multiplicative;

/// The tape's columns read: the key's, the point's and the event's start.
const COLS: &[(&str, Kind)] = &[
    ("k.sport", Text),
    ("k.event_id", Text),
    ("k.key_id", Int),
    ("k.market", Text),
    ("k.map", Int),
    ("k.line", Real),
    ("k.outcome", Text),
    ("k.source", Text),
    ("k.source_type", Text),
    ("q.observed_at", Time),
    ("q.decimal", Real),
    ("q.american", Int),
    ("q.probability", Real),
    ("q.novig", Real),
    ("e.starts_at", Time),
    ("e.home_team", Text),
    ("e.away_team", Text),
];

/// One recorded point of one key, as the rank reads it.
#[derive(Debug, Clone)]
pub(crate) struct Point {
    pub(crate) at: i64,
    observed_at: String,
    decimal: Option<f64>,
    american: Option<i64>,
    probability: Option<f64>,
    novig: Option<f64>,
}

/// One key's points (time order) at or before the start.
#[derive(Debug)]
pub(crate) struct KeyTape {
    pub(crate) market: String,
    pub(crate) map: Option<i64>,
    pub(crate) line: Option<f64>,
    pub(crate) outcome: String,
    pub(crate) source: String,
    pub(crate) source_type: String,
    points: Vec<Point>,
}

impl KeyTape {
    /// The last point at or before `cutoff` (unix seconds).
    pub(crate) fn at(&self, cutoff: i64) -> Option<&Point> {
        self.points.iter().rev().find(|p| p.at <= cutoff)
    }

    /// The key's close quote: its last point at or before the start.
    pub(crate) fn close_quote(&self) -> Option<CloseQuote> {
        Some(self.quote_at(self.points.last()?))
    }

    /// The key's quote as `p` gives it.
    pub(crate) fn quote_at(&self, p: &Point) -> CloseQuote {
        CloseQuote {
            outcome: self.outcome.clone(),
            source: self.source.clone(),
            source_type: self.source_type.clone(),
            decimal: p.decimal,
            american: p.american,
            probability: p.probability,
            observed_at: p.observed_at.clone(),
            seen_at: p.observed_at.clone(),
            volume: None,
            open_interest: None,
            liquidity: None,
        }
    }
}

/// One event's tape, gathered while the query streams.
#[derive(Debug, Default)]
pub(crate) struct EventTape {
    pub(crate) sport: String,
    pub(crate) event_id: String,
    pub(crate) start: String,
    pub(crate) home: String,
    pub(crate) away: String,
    pub(crate) keys: Vec<KeyTape>,
    key_id: Option<i64>,
}

impl EventTape {
    /// Each key's points in time order (the store's time text sorts as the time). SQLite's
    /// rows come so already, PostgreSQL's are ordered by key only (`pg_tape_sql`): a
    /// stable sort of a sorted run is one pass.
    fn in_time_order(mut self) -> Self {
        for k in &mut self.keys {
            k.points.sort_by(|a, b| a.observed_at.cmp(&b.observed_at));
        }
        self
    }
}

/// (sport, venue, market type, lead index) → units `(event cluster, mad, log loss, brier)`.
type Units = BTreeMap<(String, String, String, usize), Vec<(u32, f64, f64, f64)>>;

/// Rank every venue of the query's events (see the module's notes), sorted per sport and
/// market type by log loss at the first lead, each venue's leads in the order asked.
pub(crate) fn venues_rank(ex: &mut dyn Exec, q: &RankQuery) -> Result<Vec<RankRow>> {
    let index = MatchIndex::new(match_results(ex)?);
    let mut units = Units::new();
    each_event(
        ex,
        q.sport.as_deref(),
        &q.since,
        &q.until,
        &mut |ev, cluster| {
            score_event(ev, cluster, q, &index, &mut units);
        },
    )?;
    Ok(rows_of(units, &q.leads))
}

/// Stream the tape of every event of `sport` (every sport: `None`) starting in
/// `[since, until]`: each venue's (not the consensus's) points at or before the start,
/// handed to `f` one event at a time with the event's number (1, 2, … in the order read:
/// the cluster of the standard errors). One query, either backend.
pub(crate) fn each_event(
    ex: &mut dyn Exec,
    sport: Option<&str>,
    since: &str,
    until: &str,
    f: &mut dyn FnMut(&EventTape, u32),
) -> Result<()> {
    let filter = if sport.is_some() {
        " AND k.sport = {sport}"
    } else {
        ""
    };
    let sql = match ex.dialect() {
        Dialect::Sqlite => format!(
            "SELECT {} FROM quotes q
             JOIN quote_keys k ON k.key_id = q.key_id
             JOIN events e ON e.sport = k.sport AND e.event_id = k.event_id
             WHERE k.source_type <> {{consensus}} AND e.starts_at IS NOT NULL
               AND e.starts_at >= {{since}} AND e.starts_at <= {{until}}
               AND q.observed_at <= e.starts_at{filter}
             ORDER BY k.sport, k.event_id, k.key_id, q.observed_at",
            ex.select(COLS)
        ),
        Dialect::Postgres => pg_tape_sql(ex, sport.is_some(), filter),
    };
    let vals = [
        Val::Text(CONSENSUS.to_string()),
        Val::Text(since.to_string()),
        Val::Text(until.to_string()),
        sport.map_or(Val::Null, |s| Val::Text(s.to_string())),
    ];
    let params = [
        ("consensus", Text),
        ("since", Time),
        ("until", Time),
        ("sport", Text),
    ];
    let kinds: Vec<Kind> = COLS.iter().map(|c| c.1).collect();
    let mut cur = EventTape::default();
    let mut cluster = 0u32;
    ex.each(
        &render(ex.dialect(), &sql, &params, &vals),
        &kinds,
        &mut |r| {
            let (sport, event) = (text(&r[0]), text(&r[1]));
            if sport != cur.sport || event != cur.event_id {
                let done = std::mem::take(&mut cur).in_time_order();
                if !done.keys.is_empty() {
                    cluster += 1;
                    f(&done, cluster);
                }
                cur = EventTape {
                    sport,
                    event_id: event,
                    start: text(&r[14]),
                    home: text(&r[15]),
                    away: text(&r[16]),
                    ..EventTape::default()
                };
            }
            push_point(&mut cur, &r);
            Ok(())
        },
    )?;
    if !cur.keys.is_empty() {
        f(&cur.in_time_order(), cluster + 1);
    }
    Ok(())
}

/// PostgreSQL's read of the same rows: the keys of the window's events first, in the
/// order the rank reads them, then each key's points up to the start from the primary
/// key (one index range per key, already in time order: an index-only scan since v10).
/// Joined as one `quotes × keys × events` hash join, the server sorted all the points
/// (to disk: 120 MB for the 1M-quote tape); ordered by the time as well, it re-sorted
/// each key's points (a third of the read). The rows are ordered by key only, and each
/// key's points put in time order as the event is scored ([`EventTape::in_time_order`]).
/// With one sport asked for, `sport` is left out of the order (it is one value, and the
/// planner then sees the keys' order carry through the join).
fn pg_tape_sql(ex: &dyn Exec, one_sport: bool, filter: &str) -> String {
    let order = if one_sport {
        "k.event_id, k.key_id"
    } else {
        "k.sport, k.event_id, k.key_id"
    };
    // The events' columns are the keys' subquery's here.
    let cols: Vec<(String, Kind)> = COLS
        .iter()
        .map(|(c, kind)| {
            let c = c
                .strip_prefix("e.")
                .map_or((*c).to_string(), |c| format!("k.{c}"));
            (c, *kind)
        })
        .collect();
    let cols: Vec<(&str, Kind)> = cols.iter().map(|(c, k)| (c.as_str(), *k)).collect();
    let cols = ex.select(&cols);
    format!(
        "SELECT {cols} FROM (
             SELECT k.*, e.starts_at, e.home_team, e.away_team
             FROM quote_keys k JOIN events e ON e.sport = k.sport AND e.event_id = k.event_id
             WHERE k.source_type <> {{consensus}} AND e.starts_at IS NOT NULL
               AND e.starts_at >= {{since}} AND e.starts_at <= {{until}}{filter}
             ORDER BY {order}) k
         CROSS JOIN LATERAL (
             SELECT q.observed_at, q.decimal, q.american, q.probability, q.novig
             FROM quotes q WHERE q.key_id = k.key_id AND q.observed_at <= k.starts_at
             ORDER BY q.observed_at OFFSET 0) q
         ORDER BY {order}"
    )
}

fn text(v: &Val) -> String {
    crate::grading::text(v).unwrap_or_default()
}

fn push_point(ev: &mut EventTape, r: &[Val]) {
    let observed_at = text(&r[9]);
    let Some(at) = secs(&observed_at) else {
        return;
    };
    let key_id = crate::grading::int(&r[2]);
    if ev.key_id != key_id || ev.keys.is_empty() {
        ev.key_id = key_id;
        ev.keys.push(KeyTape {
            market: text(&r[3]),
            map: crate::grading::int(&r[4]),
            line: crate::grading::real(&r[5]),
            outcome: text(&r[6]),
            source: text(&r[7]),
            source_type: text(&r[8]),
            points: Vec::new(),
        });
    }
    if let Some(k) = ev.keys.last_mut() {
        k.points.push(Point {
            at,
            observed_at,
            decimal: crate::grading::real(&r[10]),
            american: crate::grading::int(&r[11]),
            probability: crate::grading::real(&r[12]),
            novig: crate::grading::real(&r[13]),
        });
    }
}

/// A market of an event: its type, map and line (as bits, `-0.0` as `0.0`).
pub(crate) type MarketKey = (String, Option<i64>, Option<u64>);

/// Score every venue's quote of every market of one event at every lead.
fn score_event(ev: &EventTape, cluster: u32, q: &RankQuery, index: &MatchIndex, units: &mut Units) {
    let Some(start) = secs(&ev.start) else {
        return;
    };
    let Some(m) = index.find(&ev.sport, &ev.home, &ev.away, Some(&ev.start)) else {
        return;
    };
    for ((market, map, _), keys) in &markets_of(ev) {
        let Some(results) = results_of(keys, m) else {
            continue;
        };
        let mut venues: Vec<&str> = keys.iter().map(|k| k.source.as_str()).collect();
        venues.sort_unstable();
        venues.dedup();
        for venue in venues {
            let others: Vec<CloseQuote> = keys
                .iter()
                .filter(|k| k.source != venue)
                .filter_map(|k| k.close_quote())
                .collect();
            let map_u = map.and_then(|x| u32::try_from(x).ok());
            let Some(close) = close_of(&others, market, map_u, keys[0].line, CLOSE_DEVIG) else {
                continue;
            };
            let own: Vec<&&KeyTape> = keys.iter().filter(|k| k.source == venue).collect();
            for (li, lead) in q.leads.iter().enumerate() {
                let cutoff = start - i64::from(*lead) * 60;
                let mut sums = (0.0, 0.0, 0.0);
                let mut scored = 0usize;
                for k in &own {
                    let (Some(p), Some(c), Some(won)) = (
                        k.at(cutoff).and_then(|p| p.novig),
                        close.p(&k.outcome),
                        results.get(k.outcome.as_str()),
                    ) else {
                        break;
                    };
                    sums.0 += (p - c).abs();
                    sums.1 += log_loss_of(p, *won);
                    sums.2 += brier_of(p, *won);
                    scored += 1;
                }
                // Every outcome of the venue's book, or the unit is not whole.
                if scored == 0 || scored != own.len() {
                    continue;
                }
                let n = scored as f64;
                units
                    .entry((ev.sport.clone(), venue.to_string(), market.clone(), li))
                    .or_default()
                    .push((cluster, sums.0 / n, sums.1 / n, sums.2 / n));
            }
        }
    }
}

/// The markets of an event: (market, map, line bits) → its keys.
pub(crate) fn markets_of(ev: &EventTape) -> BTreeMap<MarketKey, Vec<&KeyTape>> {
    let mut markets: BTreeMap<MarketKey, Vec<&KeyTape>> = BTreeMap::new();
    for k in &ev.keys {
        let line = k.line.map(|l| if l == 0.0 { 0.0f64 } else { l }.to_bits());
        markets
            .entry((k.market.clone(), k.map, line))
            .or_default()
            .push(k);
    }
    markets
}

/// Each outcome of a market won or lost, from its series; `None` when any outcome pushed,
/// was void or cannot be graded.
pub(crate) fn results_of<'a>(
    keys: &[&'a KeyTape],
    m: &MatchResult,
) -> Option<HashMap<&'a str, bool>> {
    let series = m.series();
    let mut out = HashMap::new();
    for k in keys {
        if out.contains_key(k.outcome.as_str()) {
            continue;
        }
        let won = match market_outcome(&k.market, k.map, k.line, &k.outcome, &series)? {
            Outcome::Win => true,
            Outcome::Loss => false,
            Outcome::Push | Outcome::Void => return None,
        };
        out.insert(k.outcome.as_str(), won);
    }
    Some(out)
}

/// The units' means and clustered SEs as rows, sorted.
fn rows_of(units: Units, leads: &[u32]) -> Vec<RankRow> {
    let mut rows: Vec<RankRow> = units
        .into_iter()
        .filter_map(|((sport, venue, market_type, li), us)| {
            let mad = clustered_mean(us.iter().map(|u| (u.0, u.1)))?;
            let ll = clustered_mean(us.iter().map(|u| (u.0, u.2)))?;
            let brier = clustered_mean(us.iter().map(|u| (u.0, u.3)))?;
            let mut events: Vec<u32> = us.iter().map(|u| u.0).collect();
            events.dedup();
            Some(RankRow {
                sport,
                venue,
                market_type,
                lead_minutes: leads[li],
                n: us.len(),
                events: events.len(),
                mad: mad.value,
                mad_se: mad.se,
                log_loss: ll.value,
                log_loss_se: ll.se,
                brier: brier.value,
                brier_se: brier.se,
            })
        })
        .collect();
    // Each venue's log loss at the first lead orders the venues of a sport and market.
    let first = leads.first().copied();
    let key_ll: HashMap<(String, String, String), f64> = rows
        .iter()
        .filter(|r| Some(r.lead_minutes) == first)
        .map(|r| {
            (
                (r.sport.clone(), r.market_type.clone(), r.venue.clone()),
                r.log_loss,
            )
        })
        .collect();
    let lead_at = |l: u32| leads.iter().position(|x| *x == l).unwrap_or(usize::MAX);
    rows.sort_by(|a, b| {
        let ll = |r: &RankRow| {
            key_ll
                .get(&(r.sport.clone(), r.market_type.clone(), r.venue.clone()))
                .copied()
                .unwrap_or(f64::INFINITY)
        };
        (a.sport.as_str(), a.market_type.as_str())
            .cmp(&(b.sport.as_str(), b.market_type.as_str()))
            .then(ll(a).total_cmp(&ll(b)))
            .then(a.venue.cmp(&b.venue))
            .then(lead_at(a.lead_minutes).cmp(&lead_at(b.lead_minutes)))
    });
    rows
}
