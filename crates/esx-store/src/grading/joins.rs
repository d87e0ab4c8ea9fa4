//! The joins `backtest` and `grade` read: each prediction (the last before its start)
//! with its result, and the open bets with their matches.

use std::collections::HashMap;

use super::by_name::{self, normalise_name, prop_result_of};
use super::{
    EDGE_NATURAL, EDGE_POINTS, EdgePrediction, EdgeRow, MAP_RESULTS, MATCH_RESULTS, MatchResult,
    OpenBet, PICK_NATURAL, PICK_POINTS, PROP_RESULTS, PickPrediction, PickRow, PredictionQuery,
    int, kinds, opt_text, plain, real, text,
};
use crate::Result;
use crate::copy::exec::{Exec, Kind, Val, render};

use Kind::{Int, Real, Text, Time};

/// Seconds between two store times (`b − a`), if both parse.
fn seconds_between(a: &str, b: &str) -> Option<i64> {
    Some(by_name::secs(b)? - by_name::secs(a)?)
}

/// The window filter on a prediction's start.
fn window(q: &PredictionQuery, starts_at: Option<&str>) -> bool {
    let Some(s) = starts_at else {
        return q.since.is_none() && q.until.is_none();
    };
    q.since.as_deref().is_none_or(|t| s >= t) && q.until.as_deref().is_none_or(|t| s < t)
}

/// The last point of each key recorded at or before its start (a key whose start is
/// unknown: its last point), fed one point at a time in key order and handed on as each
/// key's points end: one key's point held, not the tape.
struct LastBeforeStart {
    start_col: usize,
    key: Option<i64>,
    held: Option<Vec<Val>>,
}

impl LastBeforeStart {
    fn push(&mut self, r: Vec<Val>, f: &mut dyn FnMut(Vec<Val>) -> Result<()>) -> Result<()> {
        let key = int(&r[0]);
        let observed = match &r[1] {
            Val::Text(t) => t.as_str(),
            _ => "",
        };
        if let Val::Text(start) = &r[self.start_col]
            && observed > start.as_str()
        {
            return Ok(());
        }
        if self.key == key && key.is_some() {
            if self.held.is_some() {
                self.held = Some(r);
            }
            return Ok(());
        }
        self.key = key;
        if let Some(done) = self.held.replace(r) {
            f(done)?;
        }
        Ok(())
    }

    fn finish(&mut self, f: &mut dyn FnMut(Vec<Val>) -> Result<()>) -> Result<()> {
        self.held.take().map_or(Ok(()), f)
    }
}

/// One prediction tape's points joined to their keys, the last at or before the start per
/// key, handed to `f` one at a time in key order: `[key_id, observed_at, point columns
/// after observed_at…, natural key columns…, joined columns…]`, `join` being a `LEFT
/// JOIN` clause and the columns it adds. Both tapes (and both backends) read through this
/// one streaming query.
#[expect(
    clippy::too_many_arguments,
    reason = "the tape's four tables and columns, and the join"
)]
fn tape_each(
    ex: &mut dyn Exec,
    q: &PredictionQuery,
    points: &str,
    keys: &str,
    point_cols: &[(&str, Kind)],
    natural: &[(&str, Kind)],
    join: (&str, &[(&str, Kind)]),
    f: &mut dyn FnMut(Vec<Val>) -> Result<()>,
) -> Result<()> {
    let names: Vec<String> = point_cols[1..]
        .iter()
        .chain(natural)
        .enumerate()
        .map(|(i, c)| {
            let alias = if i < point_cols.len() - 1 { "p" } else { "k" };
            format!("{alias}.{}", c.0)
        })
        .collect();
    let mut cols: Vec<(&str, Kind)> = vec![("p.key_id", Int), ("p.observed_at", Time)];
    cols.extend(
        names
            .iter()
            .zip(point_cols[1..].iter().chain(natural))
            .map(|(n, c)| (n.as_str(), c.1)),
    );
    cols.extend(join.1.iter().copied());
    let filter = if q.sport.is_some() {
        " WHERE k.sport = {sport}"
    } else {
        ""
    };
    let sql = format!(
        "SELECT {} FROM {points} p JOIN {keys} k ON k.key_id = p.key_id{}{filter} ORDER BY p.key_id, p.observed_at",
        ex.select(&cols),
        join.0
    );
    let sport_val = [opt_text(q.sport.as_deref())];
    let mut last = LastBeforeStart {
        start_col: 2,
        key: None,
        held: None,
    };
    ex.each(
        &render(ex.dialect(), &sql, &[("sport", Text)], &sport_val),
        &kinds(&cols),
        &mut |r| last.push(r, f),
    )?;
    last.finish(f)
}

/// A stored pick row (the tape's point and key columns, in `tape_rows` order) as the
/// prediction it recorded.
fn pick_of(r: &[Val]) -> PickPrediction {
    // The natural key after the key id and the points: sport, event, player, stat, app,
    // line, side.
    let n = &r[PICK_SPORT_AT..];
    PickPrediction {
        event_id: text(&n[1]).unwrap_or_default(),
        player: text(&n[2]).unwrap_or_default(),
        stat_type: text(&n[3]).unwrap_or_default(),
        app: text(&n[4]).unwrap_or_default(),
        line: real(&n[5]).unwrap_or(0.0),
        side: text(&n[6]).unwrap_or_default(),
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
        k: real(&r[14]),
    }
}

/// Where a pick row's natural key (its sport first) starts: after the key id and points.
const PICK_SPORT_AT: usize = 1 + PICK_POINTS.len();

/// Where the joined result's columns start in a pick row: after the key id, the point's
/// columns and the natural key.
const PICK_RESULT_AT: usize = 1 + PICK_POINTS.len() + PICK_NATURAL.len();

/// Every stored pick of the query (the last at or before its start per key), joined to
/// its result: by `propId`, else by sport, normalised player, stat type and the nearest
/// `graded_at` after the start within 36 h (results with one `actual_value` count as one
/// candidate; two values leave it ungraded as `ambiguous`).
pub(crate) fn pick_rows(ex: &mut dyn Exec, q: &PredictionQuery) -> Result<Vec<PickRow>> {
    let mut out = Vec::new();
    each_pick_row(ex, q, &mut |i, r| {
        out.push((i, r));
        Ok(())
    })?;
    out.sort_by_key(|(i, _)| *i);
    Ok(out.into_iter().map(|(_, r)| r).collect())
}

/// A reader of one pick of the window: its place in key order, sport, time recorded, the
/// pick and its result's columns (all null when `propId` joined none).
type EachPick<'a> = dyn FnMut(usize, String, String, PickPrediction, &[Val]) -> Result<()> + 'a;

/// [`pick_rows`] one row at a time, each with its place in key order: the rows joined by
/// `propId` as the tape is read (the join is the query's); when some pick has none, the
/// results its name join could use are read, and the tape a second time for those picks.
/// Reading the tape twice keeps no pick and no unneeded result in memory: a million
/// predictions' backtest stays far under 256 MiB (BENCHMARKS.md).
pub(crate) fn each_pick_row(
    ex: &mut dyn Exec,
    q: &PredictionQuery,
    f: &mut dyn FnMut(usize, PickRow) -> Result<()>,
) -> Result<()> {
    let result_cols: Vec<(String, Kind)> = PROP_RESULTS
        .iter()
        .map(|(c, k)| (format!("r.{c}"), *k))
        .collect();
    let result_cols: Vec<(&str, Kind)> =
        result_cols.iter().map(|(c, k)| (c.as_str(), *k)).collect();
    let join = (
        " LEFT JOIN prop_results r ON r.sport = k.sport AND r.prop_id = p.prop_id",
        &result_cols[..],
    );
    // The picks of the window, numbered in key order, the same in both reads.
    let read = |ex: &mut dyn Exec, each: &mut EachPick<'_>| -> Result<()> {
        let mut seq = 0;
        tape_each(
            ex,
            q,
            "picks",
            "pick_keys",
            PICK_POINTS,
            PICK_NATURAL,
            join,
            &mut |r| {
                let i = seq;
                seq += 1;
                let pick = pick_of(&r);
                if !window(q, pick.starts_at.as_deref()) {
                    return Ok(());
                }
                let sport = text(&r[PICK_SPORT_AT]).unwrap_or_default();
                let observed_at = text(&r[1]).unwrap_or_default();
                each(i, sport, observed_at, pick, &r[PICK_RESULT_AT..])
            },
        )
    };
    let mut wanted = by_name::Wanted::default();
    read(ex, &mut |i, sport, observed_at, pick, result| {
        if result[0] == Val::Null {
            wanted.note(&sport, &pick);
            return Ok(());
        }
        f(
            i,
            PickRow {
                sport,
                observed_at,
                pick,
                result: Some(prop_result_of(result)),
                reason: None,
            },
        )
    })?;
    if wanted.is_empty() {
        return Ok(());
    }
    let results = wanted.results(ex, q)?;
    read(ex, &mut |i, sport, observed_at, pick, result| {
        if result[0] != Val::Null {
            return Ok(());
        }
        let (result, reason) = results.join(&sport, &pick);
        f(
            i,
            PickRow {
                sport,
                observed_at,
                pick,
                result,
                reason,
            },
        )
    })
}

/// Every finished match, with its maps, for the join by teams.
pub(crate) fn match_results(ex: &mut dyn Exec) -> Result<Vec<(String, MatchResult)>> {
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
pub(crate) struct MatchIndex {
    by_teams: HashMap<(String, String, String), Vec<MatchResult>>,
}

impl MatchIndex {
    pub(crate) fn new(all: Vec<(String, MatchResult)>) -> Self {
        let mut by_teams: HashMap<(String, String, String), Vec<MatchResult>> = HashMap::new();
        for (sport, m) in all {
            let (a, b) = (normalise_name(&m.team1), normalise_name(&m.team2));
            let (a, b) = if a <= b { (a, b) } else { (b, a) };
            by_teams.entry((sport, a, b)).or_default().push(m);
        }
        Self { by_teams }
    }

    pub(crate) fn find(
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

/// (sport, event id) → (home, away, start).
pub(crate) type Events = HashMap<(String, String), (String, String, Option<String>)>;

/// Every event's teams and start, from the lines tape.
pub(crate) fn events(ex: &mut dyn Exec) -> Result<Events> {
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
    let mut out = Vec::new();
    each_edge_row(ex, q, &mut |r| {
        out.push(r);
        Ok(())
    })?;
    Ok(out)
}

/// [`edge_rows`] one row at a time, in key order (the events and matches they join are
/// read first: one per series, not per prediction).
pub(crate) fn each_edge_row(
    ex: &mut dyn Exec,
    q: &PredictionQuery,
    f: &mut dyn FnMut(EdgeRow) -> Result<()>,
) -> Result<()> {
    let events = events(ex)?;
    let index = MatchIndex::new(match_results(ex)?);
    tape_each(
        ex,
        q,
        "edges",
        "edge_keys",
        EDGE_POINTS,
        EDGE_NATURAL,
        ("", &[]),
        &mut |r| {
            // The natural key after the key id and the points: sport, event, market,
            // map, line, outcome.
            let n = &r[1 + EDGE_POINTS.len()..];
            let sport = text(&n[0]).unwrap_or_default();
            let edge = EdgePrediction {
                event_id: text(&n[1]).unwrap_or_default(),
                market: text(&n[2]).unwrap_or_default(),
                map: int(&n[3]),
                line: real(&n[4]),
                outcome: text(&n[5]).unwrap_or_default(),
                starts_at: text(&r[2]),
                fair_probability: real(&r[3]).unwrap_or(0.0),
                source: text(&r[4]),
                decimal: real(&r[5]),
                net_decimal: real(&r[6]),
                edge_pct: real(&r[7]),
                gates_failed: text(&r[8]).map(|g| {
                    g.split(',')
                        .filter(|s| !s.is_empty())
                        .map(str::to_string)
                        .collect()
                }),
            };
            if !window(q, edge.starts_at.as_deref()) {
                return Ok(());
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
            f(EdgeRow {
                sport,
                observed_at: text(&r[1]).unwrap_or_default(),
                edge,
                home_team: ev.map(|e| e.0.clone()),
                away_team: ev.map(|e| e.1.clone()),
                result,
                reason,
            })
        },
    )
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
        "SELECT {} FROM bets WHERE result IS NULL AND kind = 'single' ORDER BY bet_id",
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
