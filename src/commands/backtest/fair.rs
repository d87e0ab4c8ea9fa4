//! `backtest --compare fair`: the fair bases (DESIGN.md "The fair basis", settled points
//! 11, 14, 15) scored on the same graded predictions.
//!
//! A prediction is one graded market of the lines tape as it stood `LEAD_MINUTES` before
//! its start (the store's `fair_tape`: every venue's last quote at or before then, the
//! one close, the result). Each basis prices it with the odds engine; `sharp` and
//! `learned` take their venue weights from a rank of events that started before the
//! prediction's event (walk-forward, supplied by the caller) and fall back to `blend`
//! while that rank has nothing for the market. Scores: Brier and log loss of each
//! outcome's fair probability against its result (the mean over the market's outcomes,
//! as `venues rank` scores a venue); the bet each basis would make (its best edge at the
//! best net price, when the market passes the gates) with its profit and its CLV against
//! the one close. Only predictions every basis prices are scored; every SE is clustered
//! by event.

use std::collections::HashMap;

use esx_odds::backtest::{Estimate, Paired, brier_of, clustered_mean, log_loss_of, paired};
use esx_odds::{
    ConsensusParams, FairBasis, FeeTable, Gate, MarketInput, SourceKind, VenueWeights, Weights,
    market_consensus_on,
};
use esx_store::TapeMarket;

/// The bases compared, in the order printed.
pub(super) const BASES: [FairBasis; 6] = [
    FairBasis::All,
    FairBasis::Others,
    FairBasis::Blend,
    FairBasis::Worst,
    FairBasis::Sharp,
    FairBasis::Learned,
];

/// The basis every other is set against: the spec's weights, which need no store.
pub(super) const REFERENCE: FairBasis = FairBasis::Blend;

/// One basis's reading of one prediction.
#[derive(Debug, Clone, Copy)]
struct Priced {
    brier: f64,
    log_loss: f64,
    /// The bet it would make: profit of 1 unit, and its CLV % when the close prices it.
    bet: Option<(f64, Option<f64>)>,
    /// `sharp`/`learned` priced at `blend` for want of a rank.
    fell_back: bool,
}

/// One basis's figures over the compared predictions.
#[derive(Debug, Clone)]
pub(super) struct BasisFigures {
    pub(super) basis: FairBasis,
    pub(super) brier: Option<Estimate>,
    pub(super) log_loss: Option<Estimate>,
    pub(super) clv_pct: Option<Estimate>,
    pub(super) roi_pct: Option<Estimate>,
    pub(super) n_bets: usize,
    pub(super) fell_back: usize,
    /// Paired differences against [`REFERENCE`] (`None` for the reference itself).
    pub(super) brier_diff: Option<Paired>,
    pub(super) log_loss_diff: Option<Paired>,
}

/// The comparison: how many predictions and events, how many were left out, each basis.
#[derive(Debug, Clone)]
pub(super) struct FairCompare {
    pub(super) n_predictions: usize,
    pub(super) n_events: usize,
    /// Graded markets some basis could not price (left out of every basis).
    pub(super) unpriced: usize,
    pub(super) bases: Vec<BasisFigures>,
}

/// Compare the bases on `markets` (in time order). `venues(basis, market)` gives `sharp`'s
/// or `learned`'s weights for a market from the events before it, `None` while thin.
pub(super) fn compare(
    markets: &[TapeMarket],
    fees: &FeeTable,
    venues: &mut dyn FnMut(FairBasis, &TapeMarket) -> Option<VenueWeights>,
) -> FairCompare {
    let mut clusters: HashMap<(&str, &str), u32> = HashMap::new();
    let mut rows: Vec<(u32, Vec<Priced>)> = Vec::new();
    let mut unpriced = 0;
    for m in markets {
        let input = input_of(m, fees);
        // The reference is priced once: it is its own row and every fallback's price.
        let reference = price(&input, m, REFERENCE, None);
        let priced: Option<Vec<Priced>> = BASES
            .iter()
            .map(|&basis| {
                if basis == REFERENCE {
                    return reference;
                }
                if !basis.needs_venue_weights() {
                    return price(&input, m, basis, None);
                }
                venues(basis, m)
                    .filter(|w| !w.is_empty())
                    .and_then(|w| price(&input, m, basis, Some(&w)))
                    .or_else(|| {
                        reference.map(|p| Priced {
                            fell_back: true,
                            ..p
                        })
                    })
            })
            .collect();
        let Some(priced) = priced else {
            unpriced += 1;
            continue;
        };
        let n = u32::try_from(clusters.len()).unwrap_or(u32::MAX);
        let g = *clusters
            .entry((m.sport.as_str(), m.event_id.as_str()))
            .or_insert(n);
        rows.push((g, priced));
    }
    let at = |b: FairBasis| BASES.iter().position(|x| *x == b).unwrap_or(0);
    let reference = at(REFERENCE);
    let bases = BASES
        .iter()
        .enumerate()
        .map(|(i, &basis)| {
            let score =
                |f: fn(&Priced) -> f64| clustered_mean(rows.iter().map(|(g, p)| (*g, f(&p[i]))));
            let diff = |f: fn(&Priced) -> f64| {
                (i != reference).then(|| {
                    let pairs: Vec<(u32, f64, f64)> = rows
                        .iter()
                        .map(|(g, p)| (*g, f(&p[i]), f(&p[reference])))
                        .collect();
                    paired(&pairs)
                })?
            };
            let bets: Vec<(u32, f64, Option<f64>)> = rows
                .iter()
                .filter_map(|(g, p)| p[i].bet.map(|(profit, clv)| (*g, profit, clv)))
                .collect();
            BasisFigures {
                basis,
                brier: score(|p| p.brier),
                log_loss: score(|p| p.log_loss),
                clv_pct: clustered_mean(bets.iter().filter_map(|(g, _, clv)| clv.map(|c| (*g, c)))),
                roi_pct: clustered_mean(bets.iter().map(|(g, profit, _)| (*g, 100.0 * profit))),
                n_bets: bets.len(),
                fell_back: rows.iter().filter(|(_, p)| p[i].fell_back).count(),
                brier_diff: diff(|p| p.brier),
                log_loss_diff: diff(|p| p.log_loss),
            }
        })
        .collect();
    FairCompare {
        n_predictions: rows.len(),
        n_events: clusters.len(),
        unpriced,
        bases,
    }
}

/// A market's quotes at the prediction time as the engine's input (the close's reading
/// of recorded quotes: no venue is left out of `map_handicap`). The tape keeps no depth
/// per point, so a prediction market counts as deep (depth 1, the liquidity gate
/// passed). Each quote carries its venue's fee coefficient.
fn input_of(m: &TapeMarket, fees: &FeeTable) -> MarketInput {
    let mut input = esx_store::market_input(&m.quotes, &m.market, m.map, m.line);
    for q in input.outcomes.iter_mut().flat_map(|o| o.quotes.iter_mut()) {
        q.fee = fees.coefficient(&q.source);
        q.line = m.line;
        if q.kind == SourceKind::PredictionMarket {
            q.volume = Some(f64::MAX);
            q.open_interest = Some(f64::MAX);
            q.liquidity = Some(f64::MAX);
        }
    }
    input
}

/// One basis's fair of a market scored against its result, and the bet it would make.
/// `None` when the basis has no fair there (no source with weight in it).
fn price(
    input: &MarketInput,
    m: &TapeMarket,
    basis: FairBasis,
    venues: Option<&VenueWeights>,
) -> Option<Priced> {
    // `lines --local`'s weights with fees (`quality`) and its default gates.
    let params = ConsensusParams {
        fair_basis: basis,
        weights: Weights::Quality,
        ..ConsensusParams::default()
    };
    let c = market_consensus_on(input, &params, None, venues).ok()?;
    if c.gates_failed.contains(&Gate::NoFairBasis) || m.results.is_empty() {
        return None;
    }
    let (mut brier, mut log_loss) = (0.0, 0.0);
    for (name, won) in &m.results {
        let o = c
            .outcomes
            .iter()
            .find(|o| o.name.eq_ignore_ascii_case(name))?;
        let p = o.best_price.fair_probability;
        if !p.is_finite() {
            return None;
        }
        brier += brier_of(p, *won);
        log_loss += log_loss_of(p, *won);
    }
    let n = m.results.len() as f64;
    let bet = c.quality.surfaced.then(|| {
        let e = &c.best_edge;
        let won = m
            .results
            .iter()
            .any(|(name, w)| *w && name.eq_ignore_ascii_case(&e.outcome));
        let profit = if won { e.net_decimal - 1.0 } else { -1.0 };
        let clv = m
            .close
            .p(&e.outcome)
            .and_then(|pc| esx_odds::clv::clv_pct(e.net_decimal, pc).ok());
        (profit, clv)
    });
    Some(Priced {
        brier: brier / n,
        log_loss: log_loss / n,
        bet,
        fell_back: false,
    })
}

#[cfg(test)]
#[path = "fair_tests.rs"]
mod tests;
