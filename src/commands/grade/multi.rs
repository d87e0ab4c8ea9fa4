//! `grade`'s settlement of parlays and pick'em slips from their legs: each leg's result
//! from the stored match and prop results, then what the whole bet paid by the odds
//! engine's rules (`esx_odds::bet_settle`) and the app's payout tables and push rule
//! (`crate::slip_rules`). A bet with a leg not gradable yet stays open (its graded legs'
//! results are stored).

use esx_odds::backtest::{Outcome, market_outcome};
use esx_odds::bet_settle::{SlipType, parlay_paid, slip_paid};
use esx_odds::picks::LegOutcome;
use esx_store::{BetKind, BetLeg, BetResult, LegJoin, OpenMulti, Store};
use serde_json::{Value, json};

use crate::error::EsxError;
use crate::slip_rules::{flex_table, power_payout, push_rule};
use crate::store::store_error;

/// Settle every open parlay and slip whose legs are all gradable; the settled ones as
/// `grade --json` lists them.
pub(super) fn settle_multi(
    store: &mut Store,
    config: &dyn Fn(&str) -> Option<String>,
    at: &str,
) -> Result<Vec<Value>, EsxError> {
    let mut out = Vec::new();
    for open in store.open_multi_bets().map_err(store_error)? {
        let legs: Vec<Option<BetResult>> = open
            .bet
            .legs
            .iter()
            .zip(&open.legs)
            .map(|(leg, join)| match open.bet.kind {
                BetKind::Slip => pick_result(leg, join),
                _ => parlay_leg_result(leg, join),
            })
            .collect();
        let graded: Vec<(u32, BetResult)> = legs
            .iter()
            .enumerate()
            .filter_map(|(i, r)| Some((u32::try_from(i + 1).ok()?, (*r)?)))
            .collect();
        let whole = if graded.len() == legs.len() {
            let results: Vec<BetResult> = legs.iter().flatten().copied().collect();
            paid(&open, &results, config)?
        } else {
            None
        };
        let unchanged = graded
            .iter()
            .all(|(n, r)| open.bet.legs[*n as usize - 1].result == Some(*r));
        if whole.is_none() && unchanged {
            continue;
        }
        if store
            .settle_legs(open.bet.bet_id, &graded, whole, at)
            .map_err(store_error)?
            && let Some((result, paid)) = whole
        {
            out.push(json!({
                "bet_id": open.bet.bet_id,
                "kind": open.bet.kind.as_str(),
                "result": result.as_str(),
                "settled_decimal": paid,
            }));
        }
    }
    Ok(out)
}

/// A parlay leg's result from its event's match, as a single bet's.
fn parlay_leg_result(leg: &BetLeg, join: &LegJoin) -> Option<BetResult> {
    let m = join.result.as_ref()?;
    let series = m.series();
    let outcome = market_outcome(
        leg.market.as_deref()?,
        leg.map.map(i64::from),
        leg.line,
        leg.outcome.as_deref()?,
        &series,
    )?;
    Some(match outcome {
        Outcome::Win => BetResult::Won,
        Outcome::Loss => BetResult::Lost,
        Outcome::Push => BetResult::Push,
        Outcome::Void => BetResult::Void,
    })
}

/// A slip pick's result: hit (won), miss (lost) or push at its own line from the
/// player's actual value (else the served grade when the served line and side are the
/// pick's); a player with no result in a finished match did not play: void.
fn pick_result(leg: &BetLeg, join: &LegJoin) -> Option<BetResult> {
    let line = leg.line?;
    let over = match leg.side.as_deref()? {
        "over" => true,
        "under" => false,
        _ => return None,
    };
    let Some(p) = &join.prop else {
        return join.result.as_ref().map(|_| BetResult::Void);
    };
    if p.grade == "void" {
        return Some(BetResult::Void);
    }
    if let Some(v) = p.actual_value {
        return Some(if v == line {
            BetResult::Push
        } else if (v > line) == over {
            BetResult::Won
        } else {
            BetResult::Lost
        });
    }
    let same_side = p
        .direction
        .as_deref()
        .map(|d| d == leg.side.as_deref().unwrap_or(""));
    if p.line != Some(line) {
        return None;
    }
    match (p.grade.as_str(), same_side) {
        ("push", _) => Some(BetResult::Push),
        ("hit", Some(true)) | ("miss", Some(false)) => Some(BetResult::Won),
        ("miss", Some(true)) | ("hit", Some(false)) => Some(BetResult::Lost),
        _ => None,
    }
}

/// A leg's result as the pick'em settlement counts it: a void leg is pushed.
fn leg_outcome(r: BetResult) -> LegOutcome {
    match r {
        BetResult::Won => LegOutcome::Hit,
        BetResult::Lost => LegOutcome::Miss,
        BetResult::Push | BetResult::Void => LegOutcome::Push,
    }
}

/// What the whole bet paid per unit and its result word; `None` when the app has no
/// payout for what is left (the bet stays open) or the bet's shape does not read.
fn paid(
    open: &OpenMulti,
    results: &[BetResult],
    config: &dyn Fn(&str) -> Option<String>,
) -> Result<Option<(BetResult, f64)>, EsxError> {
    let bet = &open.bet;
    let p = match bet.kind {
        BetKind::Parlay => {
            let legs: Vec<(f64, LegOutcome)> = bet
                .legs
                .iter()
                .zip(results)
                .map(|(l, r)| (l.decimal.unwrap_or(1.0), leg_outcome(*r)))
                .collect();
            Some(parlay_paid(bet.decimal, &legs))
        }
        BetKind::Slip => {
            let Some(ty) = bet.slip_type.as_deref().and_then(SlipType::parse) else {
                return Ok(None);
            };
            let outcomes: Vec<LegOutcome> = results.iter().map(|r| leg_outcome(*r)).collect();
            let rule = push_rule(config, &bet.source)?;
            let venue = bet.source.as_str();
            // The slip's own payout (an override, else what was logged) pays all of it;
            // fewer picks pay the app's table.
            let power = |m: usize| {
                if m == ty.picks && !ty.flex {
                    Some(bet.payout.unwrap_or(bet.decimal))
                } else {
                    u32::try_from(m)
                        .ok()
                        .and_then(|m| power_payout(config, venue, m))
                }
            };
            let flex = |n: usize| {
                let table = u32::try_from(n)
                    .ok()
                    .and_then(|n| flex_table(config, venue, n));
                flex_row(table, n == ty.picks, bet.payout)
            };
            slip_paid(ty, &outcomes, power, flex, rule)
        }
        BetKind::Single => None,
    };
    Ok(p.map(|p| {
        let result = match p.result {
            esx_odds::bet_settle::Settled::Won => BetResult::Won,
            esx_odds::bet_settle::Settled::Lost => BetResult::Lost,
            esx_odds::bet_settle::Settled::Push => BetResult::Push,
        };
        (result, p.paid)
    }))
}

/// A flex slip's table for `n` picks left, where the slip's own payout (`--payout M`)
/// is what all of them correct pays: it replaces the table's first entry for the slip's
/// full count (`whole`), or stands alone when the app has no table (the rows below it
/// unknown: such a slip settles only when every pick is correct).
fn flex_row(table: Option<Vec<f64>>, whole: bool, payout: Option<f64>) -> Option<Vec<f64>> {
    match (whole, payout) {
        (true, Some(m)) => Some(table.map_or_else(
            || vec![m],
            |mut t| {
                if let Some(first) = t.first_mut() {
                    *first = m;
                }
                t
            },
        )),
        _ => table,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `--payout 3` on a PrizePicks flex3 (table 2.25 / 1.25): all correct pays 3, one
    /// miss still the table's 1.25; without a table all correct pays 3 and nothing else
    /// is known; no override leaves the table as it is.
    #[test]
    fn a_flex_slips_own_payout_pays_all_of_it_correct() {
        let table = Some(vec![2.25, 1.25]);
        assert_eq!(
            flex_row(table.clone(), true, Some(3.0)),
            Some(vec![3.0, 1.25])
        );
        assert_eq!(flex_row(table.clone(), false, Some(3.0)), table);
        assert_eq!(flex_row(None, true, Some(3.0)), Some(vec![3.0]));
        assert_eq!(flex_row(None, true, None), None);
        assert_eq!(flex_row(table.clone(), true, None), table);
        let hit = LegOutcome::Hit;
        let ty = SlipType::parse("flex3").unwrap();
        let paid = slip_paid(
            ty,
            &[hit, hit, hit],
            |_| Some(3.0),
            |n| flex_row((n == 3).then(|| vec![2.25, 1.25]), n == 3, Some(3.0)),
            esx_odds::picks::PushRule::Drop,
        )
        .unwrap();
        assert!((paid.paid - 3.0).abs() < 1e-12, "{paid:?}");
    }
    use esx_store::test_fixtures::multi_leg_scenario;

    /// The known answers (docs/bets.md "Settlement"), from hand-made results: the 3-leg
    /// parlay with its 1.5 leg pushed pays 5.4 / 1.5 = 3.6 (10 staked wins 26); the
    /// PrizePicks flex6 with a DNP settles as a flex5 with one miss, 2× (5 staked wins
    /// 5); the Underdog power2 with a push is refunded (profit 0); the parlay with a leg
    /// on a match not finished stays open with its graded leg's result stored.
    #[test]
    fn parlays_and_slips_settle_from_their_legs() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = Store::open(&dir.path().join("g.sqlite")).unwrap();
        let ids = multi_leg_scenario(&mut s);
        let none = |_: &str| None;
        let at = "2026-11-22T01:00:00.000Z";
        let settled = settle_multi(&mut s, &none, at).unwrap();
        assert_eq!(settled.len(), 3, "{settled:?}");
        let bets = s.bets().unwrap();
        let got = |id: i64| bets.iter().find(|b| b.bet_id == id).unwrap();
        let (parlay, flex, power, open) = (got(ids[0]), got(ids[1]), got(ids[2]), got(ids[3]));
        assert_eq!(parlay.result, Some(BetResult::Won));
        assert!((parlay.settled_decimal.unwrap() - 3.6).abs() < 1e-9);
        assert!((parlay.profit.unwrap() - 26.0).abs() < 1e-9);
        assert_eq!(
            parlay.legs.iter().map(|l| l.result).collect::<Vec<_>>(),
            [
                Some(BetResult::Won),
                Some(BetResult::Push),
                Some(BetResult::Won)
            ]
        );
        assert_eq!(flex.result, Some(BetResult::Won));
        assert_eq!(flex.settled_decimal, Some(2.0));
        assert!((flex.profit.unwrap() - 5.0).abs() < 1e-9);
        assert_eq!(
            flex.legs[0].result,
            Some(BetResult::Void),
            "Ace did not play"
        );
        assert_eq!(flex.legs[5].result, Some(BetResult::Lost));
        assert_eq!(power.result, Some(BetResult::Push));
        assert_eq!(power.settled_decimal, Some(1.0));
        assert_eq!(power.profit, Some(0.0));
        assert_eq!(power.legs[0].result, Some(BetResult::Push));
        assert_eq!(open.result, None);
        assert_eq!(
            open.legs.iter().map(|l| l.result).collect::<Vec<_>>(),
            [Some(BetResult::Won), None]
        );
        // A second run settles nothing again.
        assert!(settle_multi(&mut s, &none, at).unwrap().is_empty());
    }

    /// Under the app's `lose` push rule the same power2 loses: the push is a miss.
    #[test]
    fn a_push_under_the_lose_rule_loses_the_slip() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = Store::open(&dir.path().join("g.sqlite")).unwrap();
        let ids = multi_leg_scenario(&mut s);
        let lose = |k: &str| (k == "payout.underdog.push").then(|| "lose".to_string());
        settle_multi(&mut s, &lose, "2026-11-22T01:00:00.000Z").unwrap();
        let bets = s.bets().unwrap();
        let power = bets.iter().find(|b| b.bet_id == ids[2]).unwrap();
        assert_eq!(power.result, Some(BetResult::Lost));
        assert_eq!(power.profit, Some(-5.0));
    }
}
