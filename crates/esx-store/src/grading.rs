//! Predictions and outcomes (schema v6): what esx predicted (`record --what picks,edges`),
//! what happened (`grade`), and the rows `backtest` scores.
//!
//! Written once over the copy's executor ([`Exec`]), so SQLite and PostgreSQL run the same
//! statements and give the same answers. The store only stores and joins; the rules that
//! turn a result into a win, a loss or a push are the odds engine's.

use std::collections::HashMap;

use crate::copy::exec::{Exec, Kind, Sql, Val, render};
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

const PICK_NATURAL: &[(&str, Kind)] = &[
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
];
const EDGE_NATURAL: &[(&str, Kind)] = &[
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

fn opt_text(v: Option<&str>) -> Val {
    v.map_or(Val::Null, |s| Val::Text(s.to_string()))
}
fn opt_real(v: Option<f64>) -> Val {
    v.map_or(Val::Null, Val::Real)
}
fn opt_int(v: Option<i64>) -> Val {
    v.map_or(Val::Null, Val::Int)
}
fn text(v: &Val) -> Option<String> {
    match v {
        Val::Text(s) => Some(s.clone()),
        _ => None,
    }
}
fn real(v: &Val) -> Option<f64> {
    match v {
        Val::Real(f) => Some(*f),
        #[allow(clippy::cast_precision_loss)]
        Val::Int(i) => Some(*i as f64),
        _ => None,
    }
}
fn int(v: &Val) -> Option<i64> {
    match v {
        Val::Int(i) => Some(*i),
        _ => None,
    }
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
fn kinds(cols: &[(&str, Kind)]) -> Vec<Kind> {
    cols.iter().map(|c| c.1).collect()
}
fn plain(text: String) -> Sql<'static> {
    Sql {
        text,
        args: Vec::new(),
    }
}

/// A key's natural values as one string (`-0.0` is `0.0`, as in the unique index).
fn natural_key(vals: &[Val]) -> String {
    let mut k = String::new();
    for v in vals {
        match v {
            Val::Null => k.push('\u{0}'),
            Val::Int(i) => k.push_str(&i.to_string()),
            Val::Real(f) => {
                k.push_str(&(if *f == 0.0 { 0.0f64 } else { *f }).to_bits().to_string())
            }
            Val::Text(s) => k.push_str(s),
        }
        k.push('\u{1f}');
    }
    k
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
        ],
    }
}

/// Store the rows of one tape that changed since its keys' latest values; returns how
/// many points were stored.
fn record_tape(ex: &mut dyn Exec, sport: &str, tape: &PredTape, rows: &[PredRow]) -> Result<usize> {
    let d = ex.dialect();
    let mut cols: Vec<(&str, Kind)> = vec![("key_id", Int)];
    cols.extend(tape.natural.iter().copied());
    cols.extend(tape.latest[1..].iter().copied());
    let n = tape.natural.len();
    let sport_col = [("sport", Text)];
    let sport_val = [Val::Text(sport.into())];
    let sql = format!(
        "SELECT {} FROM {} WHERE sport = {{sport}}",
        ex.select(&cols),
        tape.keys
    );
    let mut known: HashMap<String, (i64, Vec<Val>)> = ex
        .rows(&render(d, &sql, &sport_col, &sport_val), &kinds(&cols))?
        .into_iter()
        .filter_map(|r| {
            let id = int(&r[0])?;
            Some((natural_key(&r[1..=n]), (id, r[n + 1..].to_vec())))
        })
        .collect();
    let mut key_cols: Vec<(&str, Kind)> = tape.natural.to_vec();
    key_cols.extend(tape.latest.iter().copied());
    let insert_key = format!(
        "INSERT INTO {} ({}) VALUES ({}) RETURNING key_id",
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
    let mut stored = 0;
    for r in rows {
        let key = natural_key(&r.natural);
        let at = r.point[0].clone();
        let id = match known.get(&key) {
            Some((_, last)) if same(last, &r.latest) => continue,
            Some((id, _)) => {
                let mut vals = vec![Val::Int(*id), at.clone()];
                vals.extend(r.latest.iter().cloned());
                ex.run(&render(d, &advance, &latest_cols, &vals))?;
                *id
            }
            None => {
                let mut vals = r.natural.clone();
                vals.push(at.clone());
                vals.extend(r.latest.iter().cloned());
                let got = ex.rows(&render(d, &insert_key, &key_cols, &vals), &[Int])?;
                let Some(id) = got.first().and_then(|r| int(&r[0])) else {
                    return Err(crate::StoreError::Invalid(format!(
                        "a new {} row returned no id",
                        tape.keys
                    )));
                };
                id
            }
        };
        known.insert(key, (id, r.latest.clone()));
        let mut vals = vec![Val::Int(id)];
        vals.extend(r.point.iter().cloned());
        stored +=
            usize::try_from(ex.run(&render(d, &insert_point, &point_cols, &vals))?).unwrap_or(0);
    }
    Ok(stored)
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

/// A name as joins compare it: lower case, letters and digits only.
#[must_use]
pub fn normalise_name(s: &str) -> String {
    s.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect::<String>()
        + &s.chars()
            .filter(|c| !c.is_ascii() && c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect::<String>()
}

/// Seconds between two store times (`b − a`), if both parse.
fn seconds_between(a: &str, b: &str) -> Option<i64> {
    let p = |s: &str| -> Option<i64> {
        // 2026-11-21T18:00:00.000Z: days from the civil date, then the clock.
        let (y, m, d) = (
            s.get(0..4)?.parse::<i64>().ok()?,
            s.get(5..7)?.parse::<i64>().ok()?,
            s.get(8..10)?.parse::<i64>().ok()?,
        );
        let (hh, mm, ss) = (
            s.get(11..13)?.parse::<i64>().ok()?,
            s.get(14..16)?.parse::<i64>().ok()?,
            s.get(17..19)?.parse::<i64>().ok()?,
        );
        // Howard Hinnant's days-from-civil.
        let y = if m <= 2 { y - 1 } else { y };
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let mp = (m + 9) % 12;
        let doy = (153 * mp + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        let days = era * 146_097 + doe - 719_468;
        Some(days * 86_400 + hh * 3600 + mm * 60 + ss)
    };
    Some(p(b)? - p(a)?)
}

/// The window filter on a prediction's start.
fn window(q: &PredictionQuery, starts_at: Option<&str>) -> bool {
    let Some(s) = starts_at else {
        return q.since.is_none() && q.until.is_none();
    };
    q.since.as_deref().is_none_or(|t| s >= t) && q.until.as_deref().is_none_or(|t| s < t)
}

/// The last point of each key recorded at or before its start (a key whose start is
/// unknown: its last point), in key order.
fn last_before_start(rows: Vec<Vec<Val>>, start_col: usize) -> Vec<Vec<Val>> {
    let mut out: Vec<Vec<Val>> = Vec::new();
    let mut last_key: Option<i64> = None;
    for r in rows {
        let key = int(&r[0]);
        let observed = text(&r[1]).unwrap_or_default();
        let start = text(&r[start_col]);
        if start.as_deref().is_some_and(|s| observed.as_str() > s) {
            continue;
        }
        if last_key == key && key.is_some() {
            if let Some(l) = out.last_mut() {
                *l = r;
            }
        } else {
            last_key = key;
            out.push(r);
        }
    }
    out
}

fn prop_result_of(r: &[Val]) -> PropResult {
    PropResult {
        prop_id: text(&r[1]).unwrap_or_default(),
        player: text(&r[2]).unwrap_or_default(),
        stat_type: text(&r[3]).unwrap_or_default(),
        line: real(&r[4]),
        direction: text(&r[5]),
        grade: text(&r[6]).unwrap_or_default(),
        actual_value: real(&r[7]),
        graded_at: text(&r[8]),
    }
}

/// Every stored pick of the query (the last at or before its start per key), joined to
/// its result: by `propId`, else by sport, normalised player, stat type and the nearest
/// `graded_at` after the start within 36 h (results with one `actual_value` count as one
/// candidate; two values leave it ungraded as `ambiguous`).
pub(crate) fn pick_rows(ex: &mut dyn Exec, q: &PredictionQuery) -> Result<Vec<PickRow>> {
    let mut cols: Vec<(&str, Kind)> = vec![("p.key_id", Int), ("p.observed_at", Time)];
    let point_rest: Vec<String> = PICK_POINTS[1..]
        .iter()
        .map(|c| format!("p.{}", c.0))
        .collect();
    let rest_cols: Vec<(&str, Kind)> = point_rest
        .iter()
        .zip(&PICK_POINTS[1..])
        .map(|(n, c)| (n.as_str(), c.1))
        .collect();
    cols.extend(rest_cols);
    let nat: Vec<String> = PICK_NATURAL.iter().map(|c| format!("k.{}", c.0)).collect();
    cols.extend(nat.iter().zip(PICK_NATURAL).map(|(n, c)| (n.as_str(), c.1)));
    let filter = if q.sport.is_some() {
        " WHERE k.sport = {sport}"
    } else {
        ""
    };
    let sql = format!(
        "SELECT {} FROM picks p JOIN pick_keys k ON k.key_id = p.key_id{filter} ORDER BY p.key_id, p.observed_at",
        ex.select(&cols)
    );
    let sport_val = [opt_text(q.sport.as_deref())];
    let rows = ex.rows(
        &render(ex.dialect(), &sql, &[("sport", Text)], &sport_val),
        &kinds(&cols),
    )?;
    let rows = last_before_start(rows, 2);
    // Results of the sports concerned, by prop id and by (sport, player, stat).
    let res_sql = format!(
        "SELECT {} FROM prop_results{}",
        ex.select(PROP_RESULTS),
        if q.sport.is_some() {
            " WHERE sport = {sport}"
        } else {
            ""
        }
    );
    let results = ex.rows(
        &render(ex.dialect(), &res_sql, &[("sport", Text)], &sport_val),
        &kinds(PROP_RESULTS),
    )?;
    let mut by_id: HashMap<(String, String), usize> = HashMap::new();
    let mut by_name: HashMap<(String, String, String), Vec<usize>> = HashMap::new();
    for (i, r) in results.iter().enumerate() {
        let sport = text(&r[0]).unwrap_or_default();
        by_id.insert((sport.clone(), text(&r[1]).unwrap_or_default()), i);
        by_name
            .entry((
                sport,
                normalise_name(&text(&r[2]).unwrap_or_default()),
                text(&r[3]).unwrap_or_default(),
            ))
            .or_default()
            .push(i);
    }
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        let sport = text(&r[14]).unwrap_or_default();
        let pick = PickPrediction {
            event_id: text(&r[15]).unwrap_or_default(),
            player: text(&r[16]).unwrap_or_default(),
            stat_type: text(&r[17]).unwrap_or_default(),
            app: text(&r[18]).unwrap_or_default(),
            line: real(&r[19]).unwrap_or(0.0),
            side: text(&r[20]).unwrap_or_default(),
            starts_at: text(&r[2]),
            prop_id: text(&r[3]),
            model: text(&r[4]).unwrap_or_default(),
            p_win: real(&r[5]).unwrap_or(0.0),
            p_push: real(&r[6]),
            breakeven: real(&r[7]).unwrap_or(0.0),
            legs: int(&r[8]).unwrap_or(0),
            book: text(&r[9]),
            book_line: real(&r[10]),
            book_over_american: int(&r[11]),
            book_under_american: int(&r[12]),
            p_over_book: real(&r[13]),
        };
        if !window(q, pick.starts_at.as_deref()) {
            continue;
        }
        let mut reason = None;
        let by_prop = pick
            .prop_id
            .as_ref()
            .and_then(|id| by_id.get(&(sport.clone(), id.clone())));
        let result = if let Some(&i) = by_prop {
            Some(prop_result_of(&results[i]))
        } else {
            let key = (
                sport.clone(),
                normalise_name(&pick.player),
                pick.stat_type.clone(),
            );
            let cands: Vec<&Vec<Val>> = by_name
                .get(&key)
                .map(|v| {
                    v.iter()
                        .map(|&i| &results[i])
                        .filter(|r| {
                            let graded = text(&r[8]);
                            match (pick.starts_at.as_deref(), graded.as_deref()) {
                                (Some(s), Some(g)) => seconds_between(s, g)
                                    .is_some_and(|d| (0..=36 * 3600).contains(&d)),
                                _ => false,
                            }
                        })
                        .collect()
                })
                .unwrap_or_default();
            // The nearest graded_at; rows at that nearest time with one actual value count
            // as one candidate.
            let nearest = cands.iter().filter_map(|r| text(&r[8])).min();
            let at_nearest: Vec<&&Vec<Val>> =
                cands.iter().filter(|r| text(&r[8]) == nearest).collect();
            let mut values: Vec<u64> = at_nearest
                .iter()
                .filter_map(|r| real(&r[7]).map(f64::to_bits))
                .collect();
            values.sort_unstable();
            values.dedup();
            match (at_nearest.first(), values.len()) {
                (None, _) => {
                    reason = Some("no_result");
                    None
                }
                (Some(r), 0 | 1) => Some(prop_result_of(r)),
                _ => {
                    reason = Some("ambiguous");
                    None
                }
            }
        };
        out.push(PickRow {
            sport,
            observed_at: text(&r[1]).unwrap_or_default(),
            pick,
            result,
            reason,
        });
    }
    Ok(out)
}

/// Every finished match, with its maps, for the join by teams.
fn match_results(ex: &mut dyn Exec) -> Result<Vec<(String, MatchResult)>> {
    let sql = format!(
        "SELECT {} FROM match_results ORDER BY sport, match_id",
        ex.select(MATCH_RESULTS)
    );
    let rows = ex.rows(&plain(sql), &kinds(MATCH_RESULTS))?;
    let sql = format!(
        "SELECT {} FROM map_results ORDER BY sport, match_id, map",
        ex.select(MAP_RESULTS)
    );
    let maps = ex.rows(&plain(sql), &kinds(MAP_RESULTS))?;
    let mut by_match: HashMap<(String, String), Vec<(i64, String)>> = HashMap::new();
    for m in maps {
        by_match
            .entry((
                text(&m[0]).unwrap_or_default(),
                text(&m[1]).unwrap_or_default(),
            ))
            .or_default()
            .push((int(&m[2]).unwrap_or(0), text(&m[3]).unwrap_or_default()));
    }
    Ok(rows
        .into_iter()
        .map(|r| {
            let sport = text(&r[0]).unwrap_or_default();
            let id = text(&r[1]).unwrap_or_default();
            let maps = by_match
                .remove(&(sport.clone(), id.clone()))
                .unwrap_or_default();
            (
                sport,
                MatchResult {
                    match_id: id,
                    team1: text(&r[2]).unwrap_or_default(),
                    team2: text(&r[3]).unwrap_or_default(),
                    score1: int(&r[4]).unwrap_or(0),
                    score2: int(&r[5]).unwrap_or(0),
                    winner_id: text(&r[6]),
                    starts_at: text(&r[7]),
                    maps,
                },
            )
        })
        .collect())
}

/// Matches an event joins: both team names (normalised, either order) and a start within
/// 12 h of the event's.
struct MatchIndex {
    by_teams: HashMap<(String, String, String), Vec<MatchResult>>,
}

impl MatchIndex {
    fn new(all: Vec<(String, MatchResult)>) -> Self {
        let mut by_teams: HashMap<(String, String, String), Vec<MatchResult>> = HashMap::new();
        for (sport, m) in all {
            let (a, b) = (normalise_name(&m.team1), normalise_name(&m.team2));
            let (a, b) = if a <= b { (a, b) } else { (b, a) };
            by_teams.entry((sport, a, b)).or_default().push(m);
        }
        Self { by_teams }
    }

    fn find(
        &self,
        sport: &str,
        home: &str,
        away: &str,
        start: Option<&str>,
    ) -> Option<&MatchResult> {
        let (a, b) = (normalise_name(home), normalise_name(away));
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        let cands = self.by_teams.get(&(sport.to_string(), a, b))?;
        cands
            .iter()
            .filter_map(|m| {
                let d = match (start, m.starts_at.as_deref()) {
                    (Some(s), Some(t)) => seconds_between(s, t)?.abs(),
                    _ => return None,
                };
                (d <= 12 * 3600).then_some((d, m))
            })
            .min_by_key(|(d, _)| *d)
            .map(|(_, m)| m)
    }
}

/// Every event's teams and start, from the lines tape.
fn events(
    ex: &mut dyn Exec,
) -> Result<HashMap<(String, String), (String, String, Option<String>)>> {
    let cols = [
        ("sport", Text),
        ("event_id", Text),
        ("home_team", Text),
        ("away_team", Text),
        ("starts_at", Time),
    ];
    let sql = format!("SELECT {} FROM events", ex.select(&cols));
    Ok(ex
        .rows(&plain(sql), &kinds(&cols))?
        .into_iter()
        .filter_map(|r| {
            Some((
                (text(&r[0])?, text(&r[1])?),
                (text(&r[2])?, text(&r[3])?, text(&r[4])),
            ))
        })
        .collect())
}

/// Every stored edge of the query (the last at or before its start per key), with its
/// event's teams and the match it joins.
pub(crate) fn edge_rows(ex: &mut dyn Exec, q: &PredictionQuery) -> Result<Vec<EdgeRow>> {
    let mut cols: Vec<(&str, Kind)> = vec![("p.key_id", Int), ("p.observed_at", Time)];
    let rest: Vec<String> = EDGE_POINTS[1..]
        .iter()
        .map(|c| format!("p.{}", c.0))
        .collect();
    cols.extend(
        rest.iter()
            .zip(&EDGE_POINTS[1..])
            .map(|(n, c)| (n.as_str(), c.1)),
    );
    let nat: Vec<String> = EDGE_NATURAL.iter().map(|c| format!("k.{}", c.0)).collect();
    cols.extend(nat.iter().zip(EDGE_NATURAL).map(|(n, c)| (n.as_str(), c.1)));
    let filter = if q.sport.is_some() {
        " WHERE k.sport = {sport}"
    } else {
        ""
    };
    let sql = format!(
        "SELECT {} FROM edges p JOIN edge_keys k ON k.key_id = p.key_id{filter} ORDER BY p.key_id, p.observed_at",
        ex.select(&cols)
    );
    let sport_val = [opt_text(q.sport.as_deref())];
    let rows = ex.rows(
        &render(ex.dialect(), &sql, &[("sport", Text)], &sport_val),
        &kinds(&cols),
    )?;
    let rows = last_before_start(rows, 2);
    let events = events(ex)?;
    let index = MatchIndex::new(match_results(ex)?);
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        let sport = text(&r[8]).unwrap_or_default();
        let edge = EdgePrediction {
            event_id: text(&r[9]).unwrap_or_default(),
            market: text(&r[10]).unwrap_or_default(),
            map: int(&r[11]),
            line: real(&r[12]),
            outcome: text(&r[13]).unwrap_or_default(),
            starts_at: text(&r[2]),
            fair_probability: real(&r[3]).unwrap_or(0.0),
            source: text(&r[4]),
            decimal: real(&r[5]),
            net_decimal: real(&r[6]),
            edge_pct: real(&r[7]),
        };
        if !window(q, edge.starts_at.as_deref()) {
            continue;
        }
        let ev = events.get(&(sport.clone(), edge.event_id.clone()));
        let result = ev.and_then(|(h, a, s)| {
            index
                .find(&sport, h, a, s.as_deref().or(edge.starts_at.as_deref()))
                .cloned()
        });
        let reason = match (ev, &result) {
            (None, _) => Some("no_event"),
            (Some(_), None) => Some("no_result"),
            _ => None,
        };
        out.push(EdgeRow {
            sport,
            observed_at: text(&r[1]).unwrap_or_default(),
            edge,
            home_team: ev.map(|e| e.0.clone()),
            away_team: ev.map(|e| e.1.clone()),
            result,
            reason,
        });
    }
    Ok(out)
}

/// Every bet nobody has settled, with the match its event joins (if any).
pub(crate) fn open_bets(ex: &mut dyn Exec) -> Result<Vec<OpenBet>> {
    let cols = [
        ("bet_id", Int),
        ("event_id", Text),
        ("market", Text),
        ("map", Int),
        ("line", Real),
        ("outcome", Text),
    ];
    let sql = format!(
        "SELECT {} FROM bets WHERE result IS NULL ORDER BY bet_id",
        ex.select(&cols)
    );
    let rows = ex.rows(&plain(sql), &kinds(&cols))?;
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    // A bet names no sport: its event is looked up in every sport's events.
    let events = events(ex)?;
    let mut by_event: HashMap<String, (String, String, String, Option<String>)> = HashMap::new();
    for ((sport, id), (h, a, s)) in events {
        by_event.insert(id, (sport, h, a, s));
    }
    let index = MatchIndex::new(match_results(ex)?);
    Ok(rows
        .into_iter()
        .map(|r| {
            let event_id = text(&r[1]).unwrap_or_default();
            let ev = by_event.get(&event_id);
            OpenBet {
                bet_id: int(&r[0]).unwrap_or(0),
                market: text(&r[2]).unwrap_or_default(),
                map: int(&r[3]),
                line: real(&r[4]),
                outcome: text(&r[5]).unwrap_or_default(),
                home_team: ev.map(|e| e.1.clone()),
                away_team: ev.map(|e| e.2.clone()),
                result: ev.and_then(|(s, h, a, st)| index.find(s, h, a, st.as_deref()).cloned()),
                event_id,
            }
        })
        .collect())
}

/// Settle an open bet as `grade` does: only while nobody has settled it.
pub(crate) fn settle_graded(ex: &mut dyn Exec, id: i64, result: &str, at: &str) -> Result<bool> {
    let cols = [("bet_id", Int), ("result", Text), ("settled_at", Time)];
    let vals = [Val::Int(id), Val::Text(result.into()), Val::Text(at.into())];
    let sql = "UPDATE bets SET result = {result}, settled_at = {settled_at}, settled_by = 'grade'
               WHERE bet_id = {bet_id} AND result IS NULL";
    Ok(ex.run(&render(ex.dialect(), sql, &cols, &vals))? > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_between_store_times() {
        assert_eq!(
            seconds_between("2026-11-21T18:00:00.000Z", "2026-11-22T06:00:00.000Z"),
            Some(12 * 3600)
        );
        assert_eq!(
            seconds_between("2024-02-28T00:00:00.000Z", "2024-03-01T00:00:00.000Z"),
            Some(2 * 86_400)
        );
    }

    #[test]
    fn names_normalise() {
        assert_eq!(normalise_name("Obsidian Lynx"), "obsidianlynx");
        assert_eq!(normalise_name("s1mple!"), "s1mple");
    }
}
