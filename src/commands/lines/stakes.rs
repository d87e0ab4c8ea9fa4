//! The stakes of `esx lines --bankroll` (Kelly at the net price, gated, one per event,
//! capped, scaled to the exposure) and the `esx` object each market carries in JSON: the
//! local consensus, a started event's mark and how its stake was reached.

use serde::Serialize;
use serde_json::Value;

use crate::error::EsxError;
use crate::linebook::MarketRef;
use crate::output::num::Exact;
use esx_odds::kelly::{Exposure, StakeCandidate, StakeOptions, exposure, plan_stakes};
use esx_odds::{FeeTable, MarketConsensus};

use super::args::Args;
use super::figures::Figures;

/// A market's `esx` object: the local consensus's summary with the fees, a started
/// event's mark and the Kelly stake plan (fields in that order, each only when there).
#[derive(Serialize)]
struct MarketEsx<'a> {
    #[serde(flatten)]
    summary: Option<esx_odds::consensus::EsxMarketSummary>,
    #[serde(skip_serializing_if = "Option::is_none")]
    fees: Option<&'a FeeTable>,
    #[serde(skip_serializing_if = "Option::is_none")]
    started: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    kelly: Option<KellyEsx<'a>>,
}

/// How a market's stake was reached (`esx.kelly`).
#[derive(Serialize)]
struct KellyEsx<'a> {
    fraction: Exact,
    kelly_fraction: Exact,
    bankroll: Option<Exact>,
    net_decimal: Option<Exact>,
    fair_probability: Option<Exact>,
    stake: Exact,
    gated_by: &'a [String],
    correlated_with: Option<&'a str>,
    capped: bool,
    max_stake_pct: Option<Exact>,
    max_exposure: Exact,
}

/// What esx computed for a row, under `esx`: the local consensus (with the fees), a
/// started event's mark and the Kelly stake plan; `None` for a served row with neither.
pub(super) fn esx_of(
    args: &Args,
    consensus: Option<&MarketConsensus>,
    fees: &FeeTable,
    is_started: bool,
    plan: Option<&esx_odds::StakePlan>,
    f: &Figures,
) -> Option<Value> {
    if consensus.is_none() && !is_started && plan.is_none() {
        return None;
    }
    let esx = MarketEsx {
        summary: consensus.map(MarketConsensus::esx_summary),
        // With the summary; on a served row, with a stake plan unless the event has
        // started (the mark alone says why it stakes nothing).
        fees: (consensus.is_some() || (plan.is_some() && !is_started)).then_some(fees),
        // Listed, but marked: a started event is no bet (stake 0, no top edge).
        started: is_started.then_some(true),
        kelly: plan.map(|plan| KellyEsx {
            fraction: Exact(plan.kelly),
            kelly_fraction: Exact(args.kelly_fraction),
            bankroll: args.bankroll.map(Exact),
            net_decimal: f.net_decimal.map(Exact),
            fair_probability: f.fair.map(Exact),
            stake: Exact(plan.stake),
            gated_by: &plan.gated_by,
            correlated_with: plan.correlated_with.as_deref(),
            capped: plan.capped,
            max_stake_pct: args.max_stake_pct.map(Exact),
            max_exposure: Exact(args.max_exposure),
        }),
    };
    serde_json::to_value(esx).ok()
}

/// Why a planned row stakes nothing (empty when it stakes).
pub(super) fn no_stake_reason(p: &esx_odds::StakePlan) -> String {
    if !p.gated_by.is_empty() {
        format!("gate: {}", p.gated_by.join(", "))
    } else if let Some(c) = &p.correlated_with {
        format!("correlated with {c}")
    } else if p.capped {
        "capped".to_string()
    } else {
        String::new()
    }
}

/// Kelly stakes for the shown rows: only on markets that pass every gate (unless
/// `--include-suspect`), one per event, capped by `--max-stake-pct`, then scaled down in
/// proportion when together they exceed `--max-exposure` of the bankroll; a row without
/// a price to stake on gets `None`. Under a fan-out `run` is the exposure over every
/// sport's stakes, and its scale is applied instead of this sport's own.
pub(super) fn stake_plan(
    args: &Args,
    bankroll: f64,
    shown: &[(&MarketRef<'_>, Option<&MarketConsensus>, Figures)],
    started: &super::rows::Started,
    run: Option<&Exposure>,
) -> Result<(Vec<Option<esx_odds::StakePlan>>, Exposure), EsxError> {
    let is_started =
        |i: usize| !args.include_started && started.contains(shown[i].0.event.event_id);
    // A started event is no bet: stake 0 naming why, outside the plan and the exposure.
    let idx: Vec<usize> = (0..shown.len())
        .filter(|&i| shown[i].2.net_decimal.is_some() && shown[i].2.fair.is_some())
        .filter(|&i| !is_started(i))
        .collect();
    let candidates: Vec<StakeCandidate> = idx
        .iter()
        .map(|&i| {
            let (m, _, f) = &shown[i];
            StakeCandidate {
                event_id: m.event.event_id.to_string(),
                label: m.label(),
                net_decimal: f.net_decimal.unwrap_or(1.0),
                probability: f.fair.unwrap_or(0.0),
                gates_failed: f.gates.clone(),
            }
        })
        .collect();
    let opts = StakeOptions {
        bankroll,
        fraction: args.kelly_fraction,
        include_suspect: args.include_suspect,
        max_stake_pct: args.max_stake_pct,
    };
    let mut plans = plan_stakes(&candidates, &opts)
        .map_err(|e| EsxError::usage(format!("cannot stake: {e}")))?;
    let stakes: Vec<f64> = plans.iter().map(|p| p.stake).collect();
    let exposure = match run {
        Some(run) => *run,
        None => exposure(&stakes, bankroll, args.max_exposure)
            .map_err(|e| EsxError::usage(format!("cannot stake: {e}")))?,
    };
    for p in &mut plans {
        p.stake *= exposure.scaled_by;
    }
    let mut out: Vec<Option<esx_odds::StakePlan>> = vec![None; shown.len()];
    for (i, plan) in idx.into_iter().zip(plans) {
        out[i] = Some(plan);
    }
    for (i, slot) in out.iter_mut().enumerate() {
        if is_started(i) && shown[i].2.net_decimal.is_some() && shown[i].2.fair.is_some() {
            *slot = Some(esx_odds::StakePlan {
                kelly: 0.0,
                stake: 0.0,
                gated_by: vec!["started".to_string()],
                correlated_with: None,
                capped: false,
            });
        }
    }
    Ok((out, exposure))
}
