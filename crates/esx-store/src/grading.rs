//! Predictions and outcomes (schema v6): what esx predicted (`record --what picks,edges`),
//! what happened (`grade`), and the rows `backtest` scores.
//!
//! Written once over the copy's executor ([`Exec`]), so SQLite and PostgreSQL run the same
//! statements and give the same answers. The store only stores and joins; the rules that
//! turn a result into a win, a loss or a push are the odds engine's.

use std::collections::HashMap;

mod by_name;
mod joins;
mod multi;

pub(crate) use by_name::normalise_name;
pub(crate) use multi::open_multi_bets;
pub use multi::{LegJoin, OpenMulti};

pub(crate) use by_name::secs;
pub(crate) use joins::{
    MatchIndex, each_edge_row, each_pick_row, edge_rows, match_results, open_bets, pick_rows,
    settle_graded,
};

use crate::copy::exec::{Exec, Kind, Sql, Val, natural_key, render};
use crate::{Result, SnapshotStats};

use Kind::{Int, Real, Text, Time};

/// One recorded pick: a DFS entry priced by a model off the book's line.
#[derive(Debug, Clone, PartialEq)]
pub struct PickPrediction {
    pub event_id: String,
    pub player: String,
    pub stat_type: String,
    pub app: String,
    pub line: f64,
    /// `over` or `under`.
    pub side: String,
    /// The event's start (store time format).
    pub starts_at: Option<String>,
    /// The `propId` of the flat `props[]` row with this venue, player, stat, line, side.
    pub prop_id: Option<String>,
    pub model: String,
    pub p_win: f64,
    pub p_push: Option<f64>,
    pub breakeven: f64,
    /// Legs of the slip the break-even is for.
    pub legs: i64,
    pub book: Option<String>,
    pub book_line: Option<f64>,
    pub book_over_american: Option<i64>,
    pub book_under_american: Option<i64>,
    pub p_over_book: Option<f64>,
    /// The negative binomial's dispersion the pick was priced with (`None`: Poisson, or
    /// recorded before the store kept it).
    pub k: Option<f64>,
}

/// One recorded market outcome: its fair probability and its best price.
#[derive(Debug, Clone, PartialEq)]
pub struct EdgePrediction {
    pub event_id: String,
    pub market: String,
    pub map: Option<i64>,
    pub line: Option<f64>,
    pub outcome: String,
    pub starts_at: Option<String>,
    pub fair_probability: f64,
    pub source: Option<String>,
    pub decimal: Option<f64>,
    pub net_decimal: Option<f64>,
    pub edge_pct: Option<f64>,
    /// The gates the market's best edge failed (empty: none); `None` when not recorded
    /// (before the store kept them).
    pub gates_failed: Option<Vec<String>>,
}

/// A `/results` row (upstream's shape).
#[derive(Debug, Clone, PartialEq)]
pub struct PropResult {
    pub prop_id: String,
    pub player: String,
    pub stat_type: String,
    pub line: Option<f64>,
    pub direction: Option<String>,
    /// hit, miss, push or void (pending and error are never stored).
    pub grade: String,
    pub actual_value: Option<f64>,
    pub graded_at: Option<String>,
}

/// A finished match (team1 = home) and its maps' winners.
#[derive(Debug, Clone, PartialEq)]
pub struct MatchResult {
    pub match_id: String,
    pub team1: String,
    pub team2: String,
    pub score1: i64,
    pub score2: i64,
    pub winner_id: Option<String>,
    pub starts_at: Option<String>,
    /// (map number, winning team's name).
    pub maps: Vec<(i64, String)>,
}

impl MatchResult {
    /// The series as the odds engine grades a market by it
    /// (`esx_odds::backtest::market_outcome`): `grade`, the bets' legs and `venues rank`.
    #[must_use]
    pub fn series(&self) -> esx_odds::backtest::Series<'_> {
        esx_odds::backtest::Series {
            team1: &self.team1,
            team2: &self.team2,
            score1: self.score1,
            score2: self.score2,
            maps: &self.maps,
        }
    }
}

/// What one `grade` run added.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ResultsAdded {
    pub props: u64,
    pub matches: u64,
    pub maps: u64,
}

/// Which predictions to read back.
#[derive(Debug, Clone, Default)]
pub struct PredictionQuery {
    pub sport: Option<String>,
    /// Events starting at or after this time (store format).
    pub since: Option<String>,
    /// Events starting before this time.
    pub until: Option<String>,
}

/// A stored pick (the last recorded at or before its event's start) and its result.
#[derive(Debug, Clone, PartialEq)]
pub struct PickRow {
    pub sport: String,
    pub observed_at: String,
    pub pick: PickPrediction,
    /// The joined result, if any.
    pub result: Option<PropResult>,
    /// Why no result was joined (`no_result`, `ambiguous`).
    pub reason: Option<&'static str>,
}

/// A stored edge (the last at or before the start) and its event's match, if joined.
#[derive(Debug, Clone, PartialEq)]
pub struct EdgeRow {
    pub sport: String,
    pub observed_at: String,
    pub edge: EdgePrediction,
    pub home_team: Option<String>,
    pub away_team: Option<String>,
    pub result: Option<MatchResult>,
    pub reason: Option<&'static str>,
}

/// An unsettled bet with its event's match, if joined.
#[derive(Debug, Clone, PartialEq)]
pub struct OpenBet {
    pub bet_id: i64,
    pub event_id: String,
    pub market: String,
    pub map: Option<i64>,
    pub line: Option<f64>,
    pub outcome: String,
    pub home_team: Option<String>,
    pub away_team: Option<String>,
    pub result: Option<MatchResult>,
}

pub(crate) const PICK_NATURAL: &[(&str, Kind)] = &[
    ("sport", Text),
    ("event_id", Text),
    ("player", Text),
    ("stat_type", Text),
    ("app", Text),
    ("line", Real),
    ("side", Text),
];
pub(crate) const PICK_LATEST: &[(&str, Kind)] = &[
    ("last_observed_at", Time),
    ("last_p_win", Real),
    ("last_p_push", Real),
    ("last_breakeven", Real),
    ("last_book_line", Real),
    ("last_book_over", Int),
    ("last_book_under", Int),
];
pub(crate) const PICK_POINTS: &[(&str, Kind)] = &[
    ("observed_at", Time),
    ("starts_at", Time),
    ("prop_id", Text),
    ("model", Text),
    ("p_win", Real),
    ("p_push", Real),
    ("breakeven", Real),
    ("legs", Int),
    ("book", Text),
    ("book_line", Real),
    ("book_over_american", Int),
    ("book_under_american", Int),
    ("p_over_book", Real),
    ("k", Real),
];
pub(crate) const EDGE_NATURAL: &[(&str, Kind)] = &[
    ("sport", Text),
    ("event_id", Text),
    ("market", Text),
    ("map", Int),
    ("line", Real),
    ("outcome", Text),
];
pub(crate) const EDGE_LATEST: &[(&str, Kind)] = &[
    ("last_observed_at", Time),
    ("last_fair", Real),
    ("last_source", Text),
    ("last_decimal", Real),
];
pub(crate) const EDGE_POINTS: &[(&str, Kind)] = &[
    ("observed_at", Time),
    ("starts_at", Time),
    ("fair_probability", Real),
    ("source", Text),
    ("decimal", Real),
    ("net_decimal", Real),
    ("edge_pct", Real),
    ("gates_failed", Text),
];
pub(crate) const PROP_RESULTS: &[(&str, Kind)] = &[
    ("sport", Text),
    ("prop_id", Text),
    ("player", Text),
    ("stat_type", Text),
    ("line", Real),
    ("direction", Text),
    ("grade", Text),
    ("actual_value", Real),
    ("graded_at", Time),
    ("stored_at", Time),
];
pub(crate) const MATCH_RESULTS: &[(&str, Kind)] = &[
    ("sport", Text),
    ("match_id", Text),
    ("team1", Text),
    ("team2", Text),
    ("score1", Int),
    ("score2", Int),
    ("winner_id", Text),
    ("starts_at", Time),
    ("stored_at", Time),
];
pub(crate) const MAP_RESULTS: &[(&str, Kind)] = &[
    ("sport", Text),
    ("match_id", Text),
    ("map", Int),
    ("winner", Text),
    ("stored_at", Time),
];

pub(crate) fn opt_text(v: Option<&str>) -> Val {
    v.map_or(Val::Null, |s| Val::Text(s.to_string()))
}
pub(crate) fn opt_real(v: Option<f64>) -> Val {
    v.map_or(Val::Null, Val::Real)
}
pub(crate) fn opt_int(v: Option<i64>) -> Val {
    v.map_or(Val::Null, Val::Int)
}
pub(crate) fn text(v: &Val) -> Option<String> {
    match v {
        Val::Text(s) => Some(s.clone()),
        _ => None,
    }
}
pub(crate) fn real(v: &Val) -> Option<f64> {
    match v {
        Val::Real(f) => Some(*f),
        Val::Int(i) => Some(*i as f64),
        _ => None,
    }
}
pub(crate) fn int(v: &Val) -> Option<i64> {
    match v {
        Val::Int(i) => Some(*i),
        _ => None,
    }
}

pub(crate) fn names(cols: &[(&str, Kind)]) -> String {
    cols.iter().map(|c| c.0).collect::<Vec<_>>().join(", ")
}
pub(crate) fn values(cols: &[(&str, Kind)]) -> String {
    cols.iter()
        .map(|c| format!("{{{}}}", c.0))
        .collect::<Vec<_>>()
        .join(", ")
}
pub(crate) fn kinds(cols: &[(&str, Kind)]) -> Vec<Kind> {
    cols.iter().map(|c| c.1).collect()
}
pub(crate) fn plain(text: String) -> Sql<'static> {
    Sql {
        text,
        args: Vec::new(),
    }
}

/// Bit-exact equality of stored values (a stored float reads back bit-identical).
fn same(a: &[Val], b: &[Val]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| match (x, y) {
            (Val::Real(p), Val::Real(q)) => p.to_bits() == q.to_bits(),
            _ => x == y,
        })
}

/// Run `work` between `BEGIN` and `COMMIT`, rolled back on error.
fn in_tx<T>(ex: &mut dyn Exec, work: impl FnOnce(&mut dyn Exec) -> Result<T>) -> Result<T> {
    ex.batch("BEGIN")?;
    match work(ex) {
        Ok(v) => {
            ex.batch("COMMIT")?;
            Ok(v)
        }
        Err(e) => {
            let _ = ex.batch("ROLLBACK");
            Err(e)
        }
    }
}

/// One prediction tape: its tables and columns.
struct PredTape {
    keys: &'static str,
    natural: &'static [(&'static str, Kind)],
    latest: &'static [(&'static str, Kind)],
    points: &'static str,
    point_cols: &'static [(&'static str, Kind)],
}

const PICK_TAPE: PredTape = PredTape {
    keys: "pick_keys",
    natural: PICK_NATURAL,
    latest: PICK_LATEST,
    points: "picks",
    point_cols: PICK_POINTS,
};
const EDGE_TAPE: PredTape = PredTape {
    keys: "edge_keys",
    natural: EDGE_NATURAL,
    latest: EDGE_LATEST,
    points: "edges",
    point_cols: EDGE_POINTS,
};

/// A prediction as its tape's rows: natural key, latest values (without the time), point.
struct PredRow {
    natural: Vec<Val>,
    latest: Vec<Val>,
    point: Vec<Val>,
}

fn pick_row(sport: &str, at: &str, p: &PickPrediction) -> PredRow {
    PredRow {
        natural: vec![
            Val::Text(sport.into()),
            Val::Text(p.event_id.clone()),
            Val::Text(p.player.clone()),
            Val::Text(p.stat_type.clone()),
            Val::Text(p.app.clone()),
            Val::Real(p.line),
            Val::Text(p.side.clone()),
        ],
        latest: vec![
            Val::Real(p.p_win),
            opt_real(p.p_push),
            Val::Real(p.breakeven),
            opt_real(p.book_line),
            opt_int(p.book_over_american),
            opt_int(p.book_under_american),
        ],
        point: vec![
            Val::Text(at.into()),
            opt_text(p.starts_at.as_deref()),
            opt_text(p.prop_id.as_deref()),
            Val::Text(p.model.clone()),
            Val::Real(p.p_win),
            opt_real(p.p_push),
            Val::Real(p.breakeven),
            Val::Int(p.legs),
            opt_text(p.book.as_deref()),
            opt_real(p.book_line),
            opt_int(p.book_over_american),
            opt_int(p.book_under_american),
            opt_real(p.p_over_book),
            opt_real(p.k),
        ],
    }
}

fn edge_row(sport: &str, at: &str, e: &EdgePrediction) -> PredRow {
    PredRow {
        natural: vec![
            Val::Text(sport.into()),
            Val::Text(e.event_id.clone()),
            Val::Text(e.market.clone()),
            opt_int(e.map),
            opt_real(e.line),
            Val::Text(e.outcome.clone()),
        ],
        latest: vec![
            Val::Real(e.fair_probability),
            opt_text(e.source.as_deref()),
            opt_real(e.decimal),
        ],
        point: vec![
            Val::Text(at.into()),
            opt_text(e.starts_at.as_deref()),
            Val::Real(e.fair_probability),
            opt_text(e.source.as_deref()),
            opt_real(e.decimal),
            opt_real(e.net_decimal),
            opt_real(e.edge_pct),
            opt_text(e.gates_failed.as_ref().map(|g| g.join(",")).as_deref()),
        ],
    }
}

/// The statement reading one event's keys of a tape (by the unique index's prefix).
pub(crate) fn keys_of_event(select: &str, keys: &str) -> String {
    format!("SELECT {select} FROM {keys} WHERE sport = {{sport}} AND event_id = {{event_id}}")
}

/// Store the rows of one tape that changed since its keys' latest values; returns how
/// many points were stored.
fn record_tape(ex: &mut dyn Exec, sport: &str, tape: &PredTape, rows: &[PredRow]) -> Result<usize> {
    let d = ex.dialect();
    let mut cols: Vec<(&str, Kind)> = vec![("key_id", Int)];
    cols.extend(tape.natural.iter().copied());
    cols.extend(tape.latest[1..].iter().copied());
    let n = tape.natural.len();
    // Only the keys of this snapshot's events can match one of its rows (the event is
    // part of every natural key), so only those are read, through the unique index's
    // (sport, event_id) prefix: a day's recording costs the same on a store of one day
    // or of a million predictions (reading every key of the sport made each day cost
    // more than the one before).
    let sql = keys_of_event(&ex.select(&cols), tape.keys);
    let read = KeyRead {
        sql: &sql,
        cols: &cols,
        n,
        sport,
    };
    let mut known = HashMap::new();
    let mut events: Vec<&Val> = Vec::new();
    for r in rows {
        // A board has tens of events: a linear search is cheap.
        if !events.contains(&&r.natural[1]) {
            events.push(&r.natural[1]);
        }
    }
    for event in events {
        read.keys(ex, event, &mut known)?;
    }
    let TapeWrites {
        key_cols,
        insert_key,
        latest_cols,
        advance,
        point_cols,
        insert_point,
    } = TapeWrites::of(tape);
    let mut stored = 0;
    for r in rows {
        let key = natural_key(&r.natural);
        let at = r.point[0].clone();
        // The key's id and, unless this row just created it, its latest values.
        let prior = if let Some((id, last)) = known.get(&key) {
            Some((*id, last.clone()))
        } else {
            let mut vals = r.natural.clone();
            vals.push(at.clone());
            vals.extend(r.latest.iter().cloned());
            let got = ex.rows(&render(d, &insert_key, &key_cols, &vals), &[Int])?;
            if let Some(id) = got.first().and_then(|r| int(&r[0])) {
                known.insert(key.clone(), (id, r.latest.clone()));
                None
            } else {
                // Lost the race: the winner's key (committed; read committed sees
                // it) and its latest values decide whether this point is a change.
                read.keys(ex, &r.natural[1], &mut known)?;
                let Some((id, last)) = known.get(&key) else {
                    return Err(crate::StoreError::Invalid(format!(
                        "a new {} row was neither stored nor found",
                        tape.keys
                    )));
                };
                Some((*id, last.clone()))
            }
        };
        if let Some((id, last)) = prior {
            if same(&last, &r.latest) {
                continue;
            }
            let mut vals = vec![Val::Int(id), at.clone()];
            vals.extend(r.latest.iter().cloned());
            ex.run(&render(d, &advance, &latest_cols, &vals))?;
        }
        let id = known[&key].0;
        known.insert(key, (id, r.latest.clone()));
        let mut vals = vec![Val::Int(id)];
        vals.extend(r.point.iter().cloned());
        stored +=
            usize::try_from(ex.run(&render(d, &insert_point, &point_cols, &vals))?).unwrap_or(0);
    }
    Ok(stored)
}

/// The known keys of a tape: natural key → (key id, latest values).
type KnownKeys = HashMap<String, (i64, Vec<Val>)>;

/// Reads a tape's keys of one event (through the unique index's (sport, event_id) prefix).
struct KeyRead<'a> {
    sql: &'a str,
    cols: &'a [(&'a str, Kind)],
    /// Columns in the natural key.
    n: usize,
    sport: &'a str,
}

impl KeyRead<'_> {
    /// Adds the keys of `event` to `known`.
    fn keys(&self, ex: &mut dyn Exec, event: &Val, known: &mut KnownKeys) -> Result<()> {
        let by_event = [("sport", Text), ("event_id", Text)];
        let n = self.n;
        let args = [Val::Text(self.sport.into()), event.clone()];
        let sql = render(ex.dialect(), self.sql, &by_event, &args);
        for r in ex.rows(&sql, &kinds(self.cols))? {
            if let Some(id) = int(&r[0]) {
                known.insert(natural_key(&r[1..=n]), (id, r[n + 1..].to_vec()));
            }
        }
        Ok(())
    }
}

/// The statements that write one tape, with the columns each binds.
struct TapeWrites {
    key_cols: Vec<(&'static str, Kind)>,
    insert_key: String,
    latest_cols: Vec<(&'static str, Kind)>,
    advance: String,
    point_cols: Vec<(&'static str, Kind)>,
    insert_point: String,
}

impl TapeWrites {
    fn of(tape: &PredTape) -> Self {
        let mut key_cols: Vec<(&str, Kind)> = tape.natural.to_vec();
        key_cols.extend(tape.latest.iter().copied());
        // Another recorder (PostgreSQL, many hosts) may create the same key meanwhile: its
        // key then stands (no unique-key error), and this point is weighed against it.
        let insert_key = format!(
            "INSERT INTO {} ({}) VALUES ({}) ON CONFLICT DO NOTHING RETURNING key_id",
            tape.keys,
            names(&key_cols),
            values(&key_cols)
        );
        let mut latest_cols: Vec<(&str, Kind)> = vec![("key_id", Int)];
        latest_cols.extend(tape.latest.iter().copied());
        let sets = tape
            .latest
            .iter()
            .map(|(c, _)| format!("{c} = {{{c}}}"))
            .collect::<Vec<_>>()
            .join(", ");
        let advance = format!("UPDATE {} SET {sets} WHERE key_id = {{key_id}}", tape.keys);
        let mut point_cols: Vec<(&str, Kind)> = vec![("key_id", Int)];
        point_cols.extend(tape.point_cols.iter().copied());
        // A second point of one key at one instant (a repeated `--at`): the later stands.
        let insert_point = format!(
            "INSERT INTO {} ({}) VALUES ({}) ON CONFLICT (key_id, observed_at) DO NOTHING",
            tape.points,
            names(&point_cols),
            values(&point_cols)
        );
        Self {
            key_cols,
            insert_key,
            latest_cols,
            advance,
            point_cols,
            insert_point,
        }
    }
}

/// `record --what picks,edges`: one transaction for a sport's predictions, changes only,
/// logged in `snapshots` as the quote tapes are.
pub(crate) fn record_predictions(
    ex: &mut dyn Exec,
    sport: &str,
    at: &str,
    picks: Option<&[PickPrediction]>,
    edges: Option<&[EdgePrediction]>,
) -> Result<Vec<SnapshotStats>> {
    in_tx(ex, |ex| {
        let mut out = Vec::new();
        let parts: [(&'static str, &PredTape, Option<Vec<PredRow>>); 2] = [
            (
                "picks",
                &PICK_TAPE,
                picks.map(|ps| ps.iter().map(|p| pick_row(sport, at, p)).collect()),
            ),
            (
                "edges",
                &EDGE_TAPE,
                edges.map(|es| es.iter().map(|e| edge_row(sport, at, e)).collect()),
            ),
        ];
        for (what, tape, rows) in parts {
            let Some(rows) = rows else { continue };
            let stored = record_tape(ex, sport, tape, &rows)?;
            let log = [
                ("sport", Text),
                ("what", Text),
                ("observed_at", Time),
                ("quotes_seen", Int),
                ("quotes_stored", Int),
            ];
            let vals = [
                Val::Text(sport.into()),
                Val::Text(what.into()),
                Val::Text(at.into()),
                Val::Int(i64::try_from(rows.len()).unwrap_or(i64::MAX)),
                Val::Int(i64::try_from(stored).unwrap_or(i64::MAX)),
            ];
            let sql = format!(
                "INSERT INTO snapshots ({}) VALUES ({})",
                names(&log),
                values(&log)
            );
            ex.run(&render(ex.dialect(), &sql, &log, &vals))?;
            out.push(SnapshotStats {
                what,
                seen: rows.len(),
                stored,
            });
        }
        Ok(out)
    })
}

/// `grade`: store each final result once (a result already stored is left as it is).
pub(crate) fn store_results(
    ex: &mut dyn Exec,
    sport: &str,
    at: &str,
    props: &[PropResult],
    matches: &[MatchResult],
) -> Result<ResultsAdded> {
    in_tx(ex, |ex| {
        let d = ex.dialect();
        let mut added = ResultsAdded::default();
        let ins = |table: &str, cols: &[(&str, Kind)]| {
            format!(
                "INSERT INTO {table} ({}) VALUES ({}) ON CONFLICT DO NOTHING",
                names(cols),
                values(cols)
            )
        };
        let prop_sql = ins("prop_results", PROP_RESULTS);
        for p in props {
            let vals = [
                Val::Text(sport.into()),
                Val::Text(p.prop_id.clone()),
                Val::Text(p.player.clone()),
                Val::Text(p.stat_type.clone()),
                opt_real(p.line),
                opt_text(p.direction.as_deref()),
                Val::Text(p.grade.clone()),
                opt_real(p.actual_value),
                opt_text(p.graded_at.as_deref()),
                Val::Text(at.into()),
            ];
            added.props += ex.run(&render(d, &prop_sql, PROP_RESULTS, &vals))?;
        }
        let match_sql = ins("match_results", MATCH_RESULTS);
        let map_sql = ins("map_results", MAP_RESULTS);
        for m in matches {
            let vals = [
                Val::Text(sport.into()),
                Val::Text(m.match_id.clone()),
                Val::Text(m.team1.clone()),
                Val::Text(m.team2.clone()),
                Val::Int(m.score1),
                Val::Int(m.score2),
                opt_text(m.winner_id.as_deref()),
                opt_text(m.starts_at.as_deref()),
                Val::Text(at.into()),
            ];
            added.matches += ex.run(&render(d, &match_sql, MATCH_RESULTS, &vals))?;
            for (n, winner) in &m.maps {
                let vals = [
                    Val::Text(sport.into()),
                    Val::Text(m.match_id.clone()),
                    Val::Int(*n),
                    Val::Text(winner.clone()),
                    Val::Text(at.into()),
                ];
                added.maps += ex.run(&render(d, &map_sql, MAP_RESULTS, &vals))?;
            }
        }
        Ok(added)
    })
}
