//! The join `grade` reads for parlays and slips: each open multi-leg bet with, per leg,
//! its event's finished match (parlay legs; a slip pick's matched event) and, per slip
//! pick, its player's stored prop result. The store only joins; what each leg's result
//! is, and what the bet paid, are the odds engine's and `grade`'s.

use std::collections::HashMap;

use super::by_name::{normalise_name, prop_result_of, secs};
use super::joins::{MatchIndex, events, match_results};
use super::{MatchResult, PROP_RESULTS, PropResult, kinds, plain, text};
use crate::Result;
use crate::bets::{BetKind, BetRow};
use crate::copy::exec::Exec;

/// How long after a pick's event starts its player's result may be graded and still be
/// this pick's (as the join by name of `backtest`).
const WITHIN_S: i64 = 36 * 3600;

/// One leg of an open parlay or slip and what the store knows of how it ended.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct LegJoin {
    /// The leg's event's finished match (`None`: not finished, or never recorded).
    pub result: Option<MatchResult>,
    /// A slip pick's player's result for its stat type, graded nearest after the event's
    /// start (within 36 h); `None` with a finished match means the player did not play.
    pub prop: Option<PropResult>,
}

/// An open (unsettled) parlay or slip and its legs' joins, `legs[i]` ↔ `bet.legs[i]`.
#[derive(Debug, Clone, PartialEq)]
pub struct OpenMulti {
    pub bet: BetRow,
    pub legs: Vec<LegJoin>,
}

/// Every open parlay and slip, oldest first, each leg joined.
pub(crate) fn open_multi_bets(ex: &mut dyn Exec) -> Result<Vec<OpenMulti>> {
    let open: Vec<BetRow> = crate::bet_shapes::read_bets(ex)?
        .into_iter()
        .filter(|b| b.result.is_none() && b.kind != BetKind::Single)
        .collect();
    if open.is_empty() {
        return Ok(Vec::new());
    }
    let events = events(ex)?;
    let mut by_event: HashMap<String, (String, String, String, Option<String>)> = HashMap::new();
    for ((sport, id), (h, a, s)) in events {
        by_event.insert(id, (sport, h, a, s));
    }
    let index = MatchIndex::new(match_results(ex)?);
    // Only the results of the slips' players are kept.
    let wanted: std::collections::HashSet<(String, String)> = open
        .iter()
        .filter(|b| b.kind == BetKind::Slip)
        .flat_map(|b| b.legs.iter())
        .filter_map(|l| Some((normalise_name(l.player.as_deref()?), l.stat_type.clone()?)))
        .collect();
    let mut props: HashMap<(String, String), Vec<(String, PropResult)>> = HashMap::new();
    if !wanted.is_empty() {
        let sql = format!("SELECT {} FROM prop_results", ex.select(PROP_RESULTS));
        ex.each(&plain(sql), &kinds(PROP_RESULTS), &mut |r| {
            let key = (
                normalise_name(&text(&r[2]).unwrap_or_default()),
                text(&r[3]).unwrap_or_default(),
            );
            if wanted.contains(&key) {
                let sport = text(&r[0]).unwrap_or_default();
                props
                    .entry(key)
                    .or_default()
                    .push((sport, prop_result_of(&r)));
            }
            Ok(())
        })?;
    }
    Ok(open
        .into_iter()
        .map(|bet| {
            let legs = bet
                .legs
                .iter()
                .map(|l| {
                    let ev = l.event_id.as_deref().and_then(|e| by_event.get(e));
                    let result =
                        ev.and_then(|(s, h, a, st)| index.find(s, h, a, st.as_deref()).cloned());
                    let prop = match (l.player.as_deref(), l.stat_type.as_deref()) {
                        (Some(p), Some(st)) => pick_result(
                            props.get(&(normalise_name(p), st.to_string())),
                            ev.map(|e| (e.0.as_str(), e.3.as_deref())),
                        ),
                        _ => None,
                    };
                    LegJoin { result, prop }
                })
                .collect();
            OpenMulti { bet, legs }
        })
        .collect())
}

/// A pick's result among its player's and stat type's: with its event known, of that
/// sport, graded nearest after the start within 36 h; without one (or without a start),
/// the only result there is (several that disagree on the value: none, never a guess).
fn pick_result(
    cands: Option<&Vec<(String, PropResult)>>,
    event: Option<(&str, Option<&str>)>,
) -> Option<PropResult> {
    let cands = cands?;
    if let Some((sport, start)) = event.and_then(|(sport, st)| Some((sport, secs(st?)?))) {
        cands
            .iter()
            .filter(|(s, _)| s == sport)
            .filter_map(|(_, r)| {
                let d = secs(r.graded_at.as_deref()?)? - start;
                (0..=WITHIN_S).contains(&d).then_some((d, r))
            })
            .min_by_key(|(d, _)| *d)
            .map(|(_, r)| r.clone())
    } else {
        let mut values: Vec<u64> = cands
            .iter()
            .filter_map(|(_, r)| r.actual_value.map(f64::to_bits))
            .collect();
        values.sort_unstable();
        values.dedup();
        (values.len() <= 1 && !cands.is_empty())
            .then(|| cands[0].1.clone())
            .filter(|_| values.len() == 1 || cands.len() == 1)
    }
}
