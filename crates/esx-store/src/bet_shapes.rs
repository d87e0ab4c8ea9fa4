//! Bets of every shape (schema v9): single, parlay and pick'em slip, their legs, tags and
//! `bet_uid`, written and read once over the copy's executor so SQLite and PostgreSQL
//! give the same answers. The rules that settle a parlay or a slip are the odds
//! engine's; this module stores what they decided.

use std::collections::{BTreeMap, HashSet};

use crate::bets::{BetKind, BetLeg, BetResult, BetRow, NewBet, bet_uid, check_bet, profit};
use crate::copy::exec::{Exec, Kind, Sql, Val, render};
use crate::{Result, StoreError};

use Kind::{Int, Real, Text, Time};

/// What a batch insert did: `ids[i]` is `bets[i]`'s id (the one already logged when it
/// was skipped).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Inserted {
    pub inserted: usize,
    pub skipped: usize,
    pub ids: Vec<i64>,
}

/// The checks every shape passes before it is stored (the CLI's own checks give the
/// friendlier messages; these keep a library caller from storing nonsense).
pub(crate) fn check_shape(bet: &NewBet) -> Result<()> {
    check_bet(bet)?;
    let bad = |m: String| Err(StoreError::Invalid(m));
    match bet.kind {
        BetKind::Single if !bet.legs.is_empty() => {
            return bad("a single bet has no legs".into());
        }
        BetKind::Single => {}
        BetKind::Parlay | BetKind::Slip if bet.legs.len() < 2 => {
            return bad(format!(
                "a {} needs at least 2 legs, got {}",
                bet.kind.as_str(),
                bet.legs.len()
            ));
        }
        BetKind::Parlay => {
            for (i, l) in bet.legs.iter().enumerate() {
                let ok = l.event_id.as_deref().is_some_and(|s| !s.is_empty())
                    && l.market.as_deref().is_some_and(|s| !s.is_empty())
                    && l.outcome.as_deref().is_some_and(|s| !s.is_empty())
                    && l.decimal.is_some_and(|d| d.is_finite() && d > 1.0);
                if !ok {
                    return bad(format!(
                        "parlay leg {} needs an event, a market, an outcome and a decimal above 1",
                        i + 1
                    ));
                }
            }
        }
        BetKind::Slip => {
            if bet.slip_type.as_deref().is_none_or(str::is_empty) {
                return bad("a slip needs its type (power2..power6, flex3..flex6)".into());
            }
            for (i, l) in bet.legs.iter().enumerate() {
                let ok = l.player.as_deref().is_some_and(|s| !s.is_empty())
                    && l.stat_type.as_deref().is_some_and(|s| !s.is_empty())
                    && l.line.is_some_and(f64::is_finite)
                    && matches!(l.side.as_deref(), Some("over" | "under"));
                if !ok {
                    return bad(format!(
                        "slip pick {} needs a player, a stat type, a line and over|under",
                        i + 1
                    ));
                }
            }
        }
    }
    if let Some(p) = bet.payout
        && !(p.is_finite() && p > 1.0)
    {
        return bad(format!("a payout override must be above 1, got {p}"));
    }
    Ok(())
}

pub(crate) const BET_COLS: &[(&str, Kind)] = &[
    ("placed_at", Time),
    ("event_id", Text),
    ("market", Text),
    ("map", Int),
    ("line", Real),
    ("outcome", Text),
    ("source", Text),
    ("decimal", Real),
    ("stake", Real),
    ("kind", Text),
    ("bet_uid", Text),
    ("slip_type", Text),
    ("payout", Real),
    ("result", Text),
    ("settled_at", Time),
    ("settled_by", Text),
    ("settled_decimal", Real),
    ("contracts", Int),
    ("fee_role", Text),
];

pub(crate) const LEG_COLS: &[(&str, Kind)] = &[
    ("bet_id", Int),
    ("leg", Int),
    ("event_id", Text),
    ("market", Text),
    ("map", Int),
    ("line", Real),
    ("outcome", Text),
    ("decimal", Real),
    ("player", Text),
    ("stat_type", Text),
    ("side", Text),
    ("result", Text),
];

fn text(v: Option<&str>) -> Val {
    v.map_or(Val::Null, |s| Val::Text(s.to_string()))
}

fn real(v: Option<f64>) -> Val {
    // -0 stored as 0, as the tapes' unique keys do.
    v.map_or(Val::Null, |x| Val::Real(if x == 0.0 { 0.0 } else { x }))
}

fn int(v: Option<u32>) -> Val {
    v.map_or(Val::Null, |m| Val::Int(i64::from(m)))
}

pub(crate) fn leg_row(bet_id: i64, n: usize, l: &BetLeg) -> Vec<Val> {
    vec![
        Val::Int(bet_id),
        Val::Int(n as i64),
        text(l.event_id.as_deref()),
        text(l.market.as_deref()),
        int(l.map),
        real(l.line),
        text(l.outcome.as_deref()),
        real(l.decimal),
        text(l.player.as_deref()),
        text(l.stat_type.as_deref()),
        text(l.side.as_deref()),
        text(l.result.map(BetResult::as_str)),
    ]
}

/// The tags as stored: trimmed, empty ones dropped, each once, in order.
pub(crate) fn clean_tags(tags: &[String]) -> Vec<String> {
    let mut seen = HashSet::new();
    tags.iter()
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty() && seen.insert(t.clone()))
        .collect()
}

/// The id of the bet with this uid, if logged.
pub(crate) fn id_of_uid(ex: &mut dyn Exec, uid: &str) -> Result<Option<i64>> {
    let cols = [("bet_uid", Text)];
    let vals = [Val::Text(uid.to_string())];
    let rows = ex.rows(
        &render(
            ex.dialect(),
            "SELECT bet_id FROM bets WHERE bet_uid = {bet_uid}",
            &cols,
            &vals,
        ),
        &[Int],
    )?;
    Ok(rows.first().and_then(|r| match r[0] {
        Val::Int(i) => Some(i),
        _ => None,
    }))
}

/// Insert one bet (its row, legs and tags) unless its uid is logged; inside the caller's
/// transaction. Returns its id and whether it was inserted now.
fn insert_one(ex: &mut dyn Exec, bet: &NewBet) -> Result<(i64, bool)> {
    check_shape(bet)?;
    let uid = bet.bet_uid.clone().unwrap_or_else(|| bet_uid(bet));
    if let Some(id) = id_of_uid(ex, &uid)? {
        return Ok((id, false));
    }
    let settled_by = bet.result.map(|_| "hand");
    let vals = vec![
        Val::Text(bet.placed_at.clone()),
        Val::Text(bet.event_id.clone()),
        Val::Text(bet.market.clone()),
        int(bet.map),
        real(bet.line),
        Val::Text(bet.outcome.clone()),
        Val::Text(bet.source.clone()),
        Val::Real(bet.decimal),
        Val::Real(bet.stake),
        Val::Text(bet.kind.as_str().into()),
        Val::Text(uid.clone()),
        text(bet.slip_type.as_deref()),
        real(bet.payout),
        text(bet.result.map(BetResult::as_str)),
        text(bet.settled_at.as_deref()),
        text(settled_by),
        real(bet.settled_decimal),
        int(bet.contracts),
        text(bet.maker.then_some("maker")),
    ];
    let names: Vec<&str> = BET_COLS.iter().map(|c| c.0).collect();
    let places: Vec<String> = names.iter().map(|n| format!("{{{n}}}")).collect();
    let sql = format!(
        "INSERT INTO bets ({}) VALUES ({})",
        names.join(", "),
        places.join(", ")
    );
    ex.run(&render(ex.dialect(), &sql, BET_COLS, &vals))?;
    let id = id_of_uid(ex, &uid)?
        .ok_or_else(|| StoreError::Invalid("a bet just inserted is not found".into()))?;
    for (n, leg) in bet.legs.iter().enumerate() {
        insert_leg(ex, &leg_row(id, n + 1, leg))?;
    }
    for tag in clean_tags(&bet.tags) {
        insert_tag(ex, id, &tag)?;
    }
    Ok((id, true))
}

pub(crate) fn insert_leg(ex: &mut dyn Exec, row: &[Val]) -> Result<u64> {
    let names: Vec<&str> = LEG_COLS.iter().map(|c| c.0).collect();
    let places: Vec<String> = names.iter().map(|n| format!("{{{n}}}")).collect();
    let sql = format!(
        "INSERT INTO bet_legs ({}) SELECT {} WHERE NOT EXISTS
         (SELECT 1 FROM bet_legs WHERE bet_id = {{bet_id}} AND leg = {{leg}})",
        names.join(", "),
        places.join(", ")
    );
    ex.run(&render(ex.dialect(), &sql, LEG_COLS, row))
}

pub(crate) fn insert_tag(ex: &mut dyn Exec, bet_id: i64, tag: &str) -> Result<u64> {
    let cols = [("bet_id", Int), ("tag", Text)];
    let vals = [Val::Int(bet_id), Val::Text(tag.to_string())];
    ex.run(&render(
        ex.dialect(),
        "INSERT INTO bet_tags (bet_id, tag) SELECT {bet_id}, {tag} WHERE NOT EXISTS
         (SELECT 1 FROM bet_tags WHERE bet_id = {bet_id} AND tag = {tag})",
        &cols,
        &vals,
    ))
}

/// Run `work` between `BEGIN` and `COMMIT`, rolled back on error.
pub(crate) fn in_tx<T>(
    ex: &mut dyn Exec,
    work: impl FnOnce(&mut dyn Exec) -> Result<T>,
) -> Result<T> {
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

/// Insert `bets` all or nothing in one transaction; a bet whose `bet_uid` is already
/// logged (or came earlier in the batch) is skipped. An invalid bet fails the batch,
/// its error naming its position (1-based).
pub(crate) fn insert_bets(ex: &mut dyn Exec, bets: &[NewBet]) -> Result<Inserted> {
    in_tx(ex, |ex| {
        let mut out = Inserted::default();
        for (i, b) in bets.iter().enumerate() {
            let (id, new) = insert_one(ex, b).map_err(|e| match e {
                StoreError::Invalid(m) if bets.len() > 1 => {
                    StoreError::Invalid(format!("bet {} of the batch: {m}", i + 1))
                }
                other => other,
            })?;
            if new {
                out.inserted += 1;
            } else {
                out.skipped += 1;
            }
            out.ids.push(id);
        }
        Ok(out)
    })
}

/// Log one bet; a bet already logged (same `bet_uid`) is an error naming its id.
pub(crate) fn add_bet(ex: &mut dyn Exec, bet: &NewBet) -> Result<i64> {
    let done = insert_bets(ex, std::slice::from_ref(bet))?;
    match (done.inserted, done.ids.first()) {
        (1, Some(id)) => Ok(*id),
        (_, Some(id)) => Err(StoreError::Invalid(format!(
            "this bet is already logged as bet {id} (the same placed time, source, legs, price and stake)"
        ))),
        _ => Err(StoreError::Invalid("the bet was not stored".into())),
    }
}

fn t(v: &Val) -> Option<String> {
    match v {
        Val::Text(s) => Some(s.clone()),
        _ => None,
    }
}

fn r(v: &Val) -> Option<f64> {
    match v {
        Val::Real(x) => Some(*x),
        Val::Int(i) => Some(*i as f64),
        _ => None,
    }
}

fn i(v: &Val) -> Option<i64> {
    match v {
        Val::Int(i) => Some(*i),
        _ => None,
    }
}

fn plain(text: &str) -> Sql<'static> {
    Sql {
        text: text.to_string(),
        args: Vec::new(),
    }
}

/// Every bet, oldest first, as logged, with its legs, tags and profit at the price typed
/// (or at what a multi-leg bet paid when settled from its legs); no close.
pub(crate) fn read_bets(ex: &mut dyn Exec) -> Result<Vec<BetRow>> {
    let mut cols = vec![("bet_id", Int)];
    cols.extend_from_slice(BET_COLS);
    let sql = format!("SELECT {} FROM bets ORDER BY bet_id", ex.select(&cols));
    let kinds: Vec<Kind> = cols.iter().map(|c| c.1).collect();
    let rows = ex.rows(&plain(&sql), &kinds)?;
    let mut legs = read_legs(ex)?;
    let mut tags = read_tags(ex)?;
    Ok(rows
        .into_iter()
        .map(|v| {
            let bet_id = i(&v[0]).unwrap_or(0);
            let result = t(&v[14]).as_deref().and_then(BetResult::parse);
            let stake = r(&v[9]).unwrap_or(0.0);
            let decimal = r(&v[8]).unwrap_or(0.0);
            let settled_decimal = r(&v[17]);
            BetRow {
                bet_id,
                placed_at: t(&v[1]).unwrap_or_default(),
                event_id: t(&v[2]).unwrap_or_default(),
                market: t(&v[3]).unwrap_or_default(),
                map: i(&v[4]).and_then(|m| u32::try_from(m).ok()),
                line: r(&v[5]),
                outcome: t(&v[6]).unwrap_or_default(),
                source: t(&v[7]).unwrap_or_default(),
                decimal,
                stake,
                kind: t(&v[10])
                    .as_deref()
                    .and_then(BetKind::parse)
                    .unwrap_or_default(),
                bet_uid: t(&v[11]).unwrap_or_default(),
                slip_type: t(&v[12]),
                payout: r(&v[13]),
                result,
                settled_at: t(&v[15]),
                settled_decimal,
                profit: profit(result, stake, decimal, settled_decimal),
                p_close: None,
                close_observed_at: None,
                clv_pct: None,
                legs: legs.remove(&bet_id).unwrap_or_default(),
                tags: tags.remove(&bet_id).unwrap_or_default(),
            }
        })
        .collect())
}

fn read_legs(ex: &mut dyn Exec) -> Result<BTreeMap<i64, Vec<BetLeg>>> {
    let sql = format!(
        "SELECT {} FROM bet_legs ORDER BY bet_id, leg",
        ex.select(LEG_COLS)
    );
    let kinds: Vec<Kind> = LEG_COLS.iter().map(|c| c.1).collect();
    let mut out: BTreeMap<i64, Vec<BetLeg>> = BTreeMap::new();
    for v in ex.rows(&plain(&sql), &kinds)? {
        out.entry(i(&v[0]).unwrap_or(0)).or_default().push(BetLeg {
            event_id: t(&v[2]),
            market: t(&v[3]),
            map: i(&v[4]).and_then(|m| u32::try_from(m).ok()),
            line: r(&v[5]),
            outcome: t(&v[6]),
            decimal: r(&v[7]),
            player: t(&v[8]),
            stat_type: t(&v[9]),
            side: t(&v[10]),
            result: t(&v[11]).as_deref().and_then(BetResult::parse),
        });
    }
    Ok(out)
}

fn read_tags(ex: &mut dyn Exec) -> Result<BTreeMap<i64, Vec<String>>> {
    let mut out: BTreeMap<i64, Vec<String>> = BTreeMap::new();
    for v in ex.rows(
        &plain("SELECT bet_id, tag FROM bet_tags ORDER BY bet_id, tag"),
        &[Int, Text],
    )? {
        if let (Some(id), Some(tag)) = (i(&v[0]), t(&v[1])) {
            out.entry(id).or_default().push(tag);
        }
    }
    Ok(out)
}

/// Settle a multi-leg bet as `grade` does, in one transaction: each graded leg's result
/// (legs given as `(leg number, result)`, 1-based), then the whole bet with what it paid
/// per unit staked, only while nobody has settled it. Returns whether it was settled now
/// (the legs' results are stored either way).
pub(crate) fn settle_legs(
    ex: &mut dyn Exec,
    id: i64,
    legs: &[(u32, BetResult)],
    whole: Option<(BetResult, f64)>,
    at: &str,
) -> Result<bool> {
    in_tx(ex, |ex| {
        let cols = [("bet_id", Int), ("leg", Int), ("result", Text)];
        for (n, res) in legs {
            let vals = [
                Val::Int(id),
                Val::Int(i64::from(*n)),
                Val::Text(res.as_str().into()),
            ];
            ex.run(&render(
                ex.dialect(),
                "UPDATE bet_legs SET result = {result} WHERE bet_id = {bet_id} AND leg = {leg}",
                &cols,
                &vals,
            ))?;
        }
        let Some((result, paid)) = whole else {
            return Ok(false);
        };
        let cols = [
            ("bet_id", Int),
            ("result", Text),
            ("settled_at", Time),
            ("paid", Real),
        ];
        let vals = [
            Val::Int(id),
            Val::Text(result.as_str().into()),
            Val::Text(at.into()),
            Val::Real(paid),
        ];
        let sql = "UPDATE bets SET result = {result}, settled_at = {settled_at},
                   settled_by = 'grade', settled_decimal = {paid}
                   WHERE bet_id = {bet_id} AND result IS NULL";
        Ok(ex.run(&render(ex.dialect(), sql, &cols, &vals))? > 0)
    })
}

/// Give every bet logged before v9 its `bet_uid` (they are singles), inside the
/// migration's transaction (`bets::distinct_uids`).
pub(crate) fn backfill_uids(ex: &mut dyn Exec) -> Result<()> {
    let cols = LEGACY;
    let sql = format!(
        "SELECT {} FROM bets WHERE bet_uid IS NULL ORDER BY bet_id",
        ex.select(cols)
    );
    let kinds: Vec<Kind> = cols.iter().map(|c| c.1).collect();
    let rows = ex.rows(&plain(&sql), &kinds)?;
    let bets = rows
        .into_iter()
        .map(|v| (i(&v[0]).unwrap_or(0), legacy_bet(&v[1..])))
        .collect();
    for (id, uid) in crate::bets::distinct_uids(bets) {
        let ucols = [("bet_id", Int), ("bet_uid", Text)];
        let vals = [Val::Int(id), Val::Text(uid)];
        ex.run(&render(
            ex.dialect(),
            "UPDATE bets SET bet_uid = {bet_uid} WHERE bet_id = {bet_id}",
            &ucols,
            &vals,
        ))?;
    }
    Ok(())
}

/// The columns a pre-v9 bet's uid is computed from, after its id.
pub(crate) const LEGACY: &[(&str, Kind)] = &[
    ("bet_id", Int),
    ("placed_at", Time),
    ("event_id", Text),
    ("market", Text),
    ("map", Int),
    ("line", Real),
    ("outcome", Text),
    ("source", Text),
    ("decimal", Real),
    ("stake", Real),
];

/// A pre-v9 bet (a single) from `placed_at, event_id, market, map, line, outcome,
/// source, decimal, stake`.
pub(crate) fn legacy_bet(v: &[Val]) -> NewBet {
    NewBet {
        placed_at: t(&v[0]).unwrap_or_default(),
        event_id: t(&v[1]).unwrap_or_default(),
        market: t(&v[2]).unwrap_or_default(),
        map: i(&v[3]).and_then(|m| u32::try_from(m).ok()),
        line: r(&v[4]),
        outcome: t(&v[5]).unwrap_or_default(),
        source: t(&v[6]).unwrap_or_default(),
        decimal: r(&v[7]).unwrap_or(0.0),
        stake: r(&v[8]).unwrap_or(0.0),
        ..NewBet::default()
    }
}
