//! Venue-weighted consensus per market: de-vig each source, weight, disagree, price, gate, rank.
//!
//! Follows DESIGN.md "The odds engine: definitions". The numbers esx defines itself are
//! documented on [`MarketConsensus`]'s fields and in `docs/odds.md`:
//!
//! - `confidence = coverage × agreement`, with
//!   `coverage = min(1, source_count / min_sources)` and
//!   `agreement = clamp(1 − max_disagreement / (2 × gate_max_disagreement), 0, 1)`
//!   (1 when every source agrees, 0.5 exactly at the disagreement gate, 0 at twice it).
//! - `liquidity_score` = the consensus-weighted mean of per-source depth scores: a
//!   sportsbook scores 1 (its posted price is a firm quote); a prediction market scores
//!   `min over its floored metrics of r / (1 + r)`, `r = value / floor` (0.5 exactly at
//!   the floor, approaching 1 as depth grows; a missing metric scores 0; a zero floor 1).
//! - `adjusted_edge_pct = edge_pct × confidence × liquidity_score`; the local ranking key
//!   (`confidence × liquidity × edge`).
//! - `unreliable`: fewer than 2 sources, or `max_disagreement` above the gate.
//! - `low_confidence`: `confidence` below `low_confidence_below` (default 0.5).

mod basis;
mod board;
mod input;
mod liquidity;
mod output;

use basis::Fairs;
pub use basis::worst_fair;
use board::{Board, Gathered, Used, gather};
use liquidity::liquidity;

pub use input::{
    ConsensusParams, FairBasis, Gate, Gates, LiquidityFloors, MarketInput, OutcomeInput,
    SourceKind, SourceQuote, VenueWeights, Weights,
};
pub use output::{
    BestEdge, BestPrice, EsxBestEdge, EsxMarketSummary, EsxOutcome, EsxPrice, ExplainStep,
    FairWeight, MarketConsensus, OutcomeConsensus, Quality,
};

use super::devig::devig_into;
use super::error::{OddsError, Result};

/// Computes one market's consensus (see [`MarketConsensus`] for every output's formula).
///
/// Sources are grouped by venue key. A source is left out (and the reason recorded in
/// the explain trail) when: it is the first prediction market on `map_handicap`; on
/// `total_maps` its line or matchup differs from the market's; its weight is 0; it does
/// not quote every outcome; any of its prices is invalid. No usable source is an error.
///
/// ```
/// use esx_odds::consensus::*;
/// let q = |src: &str, kind, d: f64| SourceQuote { decimal: Some(d), ..SourceQuote::new(src, kind) };
/// let pm = |src: &str, p: f64| SourceQuote {
///     probability: Some(p), volume: Some(1e6), open_interest: Some(1e6), liquidity: Some(1e6),
///     ..SourceQuote::new(src, SourceKind::PredictionMarket)
/// };
/// let market = MarketInput {
///     market: "match_winner".into(), map: None, line: None, matchup_key: None,
///     first_prediction_market: Some("pm1".into()),
///     outcomes: vec![
///         OutcomeInput { name: "A".into(), quotes: vec![q("book", SourceKind::Sportsbook, 1.8), pm("pm1", 0.55), pm("pm2", 0.50)] },
///         OutcomeInput { name: "B".into(), quotes: vec![q("book", SourceKind::Sportsbook, 2.0), pm("pm1", 0.45), pm("pm2", 0.50)] },
///     ],
/// };
/// let c = market_consensus(&market, &ConsensusParams::default()).unwrap();
/// // book 1/1.8 + 1/2.0 = 1.0556 → A 0.526316; pm1 0.55; pm2 0.50; weights 1, 1.5, 1.5.
/// let a = (0.526_315_789_473_684_2 + 1.5 * 0.55 + 1.5 * 0.50) / 4.0;
/// assert!((c.outcomes[0].consensus_probability - a).abs() < 1e-12);
/// // B's best price is pm1's 1/0.45 = 2.222: edge = 100 × ((1 − a)/0.45 − 1).
/// assert_eq!(c.outcomes[1].best_price.source, "pm1");
/// assert!((c.outcomes[1].best_price.edge_pct - 100.0 * ((1.0 - a) / 0.45 - 1.0)).abs() < 1e-9);
/// assert_eq!(c.source_count, 3);
/// assert!(c.gates_failed.is_empty());
/// ```
pub fn market_consensus(input: &MarketInput, params: &ConsensusParams) -> Result<MarketConsensus> {
    compute(input, params, None, None)
}

/// Like [`market_consensus`] with one more venue left out: a parlay leg's fair price
/// excludes the leg's own book.
pub fn market_consensus_excluding(
    input: &MarketInput,
    params: &ConsensusParams,
    excluded_source: &str,
) -> Result<MarketConsensus> {
    compute(input, params, Some(excluded_source), None)
}

/// [`market_consensus`] (with `excluded_source` left out, if given) measured against a
/// `sharp` or `learned` fair: `venues` gives each venue's weight in it (from a store's
/// rank). Other bases ignore `venues`; `sharp` and `learned` without it are an error.
///
/// ```
/// use esx_odds::consensus::*;
/// let q = |src: &str, d: f64| SourceQuote { decimal: Some(d), ..SourceQuote::new(src, SourceKind::Sportsbook) };
/// let market = MarketInput {
///     market: "match_winner".into(), map: None, line: None, matchup_key: None,
///     first_prediction_market: None,
///     outcomes: vec![
///         OutcomeInput { name: "A".into(), quotes: vec![q("b1", 1.80), q("b2", 2.10)] },
///         OutcomeInput { name: "B".into(), quotes: vec![q("b1", 2.00), q("b2", 1.70)] },
///     ],
/// };
/// let params = ConsensusParams { fair_basis: FairBasis::Sharp, ..ConsensusParams::default() };
/// let sharp: VenueWeights = [("b1".to_string(), 1.0)].into_iter().collect();
/// let c = market_consensus_on(&market, &params, None, Some(&sharp)).unwrap();
/// // b1 alone: A = (1/1.8) / (1/1.8 + 1/2.0) = 0.526316; A's best price is b2's 2.10.
/// let p = (1.0 / 1.8) / (1.0 / 1.8 + 0.5);
/// assert!((c.outcomes[0].best_price.fair_probability - p).abs() < 1e-12);
/// assert!((c.outcomes[0].best_price.edge_pct - 100.0 * (p * 2.10 - 1.0)).abs() < 1e-9);
/// assert_eq!(c.fair_weights, vec![FairWeight { source: "b1".into(), weight: 1.0 }]);
/// ```
pub fn market_consensus_on(
    input: &MarketInput,
    params: &ConsensusParams,
    excluded_source: Option<&str>,
    venues: Option<&VenueWeights>,
) -> Result<MarketConsensus> {
    compute(input, params, excluded_source, venues)
}

fn compute(
    input: &MarketInput,
    params: &ConsensusParams,
    excluded: Option<&str>,
    venues: Option<&VenueWeights>,
) -> Result<MarketConsensus> {
    params.validate()?;
    if params.fair_basis.needs_venue_weights() && venues.is_none() {
        return Err(OddsError::InvalidName {
            what: "fair basis",
            value: params.fair_basis.as_str().to_owned(),
            expected: "venue weights read from a store's rank (`esx venues rank`)",
        });
    }
    let n = input.outcomes.len();
    if n < 2 {
        return Err(OddsError::TooFewOutcomes(n));
    }
    let mut explain = if params.explain {
        header_steps(params)
    } else {
        Vec::new()
    };
    let board = load(input, params, excluded, &mut explain);
    check_basis(input, params, &board)?;
    Ok(finish(input, params, &board, venues, explain))
}

/// The explain trail's first two steps: the parameters and the definitions used.
fn header_steps(params: &ConsensusParams) -> Vec<ExplainStep> {
    vec![
        step(
            "params",
            None,
            format!(
                "method {}, weights {} (max_margin {}), pm_weight {}, sportsbook weight 1; gates: >= {} sources, disagreement <= {}, edge <= {}%",
                params.method,
                params.weights,
                params.max_margin,
                params.pm_weight,
                params.gates.min_sources,
                params.gates.max_disagreement,
                params.gates.max_edge_pct
            ),
        ),
        step(
            "definitions",
            None,
            format!(
                "edge = 100 x (fair x net_decimal - 1); fair basis `{}` ({}); net_decimal = 1/(P + c*P*(1-P)) for a prediction market with fee coefficient c, the decimal itself for a sportsbook; best price = highest net_decimal",
                params.fair_basis,
                match params.fair_basis {
                    FairBasis::All => "consensus of every used source",
                    FairBasis::Others => "consensus of every used source except the priced one",
                    FairBasis::Blend => "every used source at the spec's weights",
                    FairBasis::Worst =>
                        "per outcome the lowest de-vigged probability, renormalised",
                    FairBasis::Sharp => "the venue that leads the close",
                    FairBasis::Learned => "venues weighted by 1 / their error against results",
                }
            ),
        ),
    ]
}

/// Gathers the market's sources and de-vigs and weighs each one that is not left out.
fn load<'a>(
    input: &'a MarketInput,
    params: &ConsensusParams,
    excluded: Option<&str>,
    explain: &mut Vec<ExplainStep>,
) -> Board<'a> {
    let n = input.outcomes.len();
    let (gathered, table, first_pm) = gather(input, params, excluded);
    let stride = gathered.len() * n;
    let mut board = Board {
        n,
        stride,
        used: Vec::with_capacity(gathered.len()),
        // probabilities | prices | net prices | one row of implied-probability scratch
        values: vec![0.0; 3 * stride + n],
    };
    for (row, s) in gathered.iter().enumerate() {
        if let Some(reason) = &s.excluded {
            if params.explain {
                explain.push(step("exclude", Some(s.key), reason.clone()));
            }
            continue;
        }
        let quotes = &table[row * n..(row + 1) * n];
        let is_first_pm = first_pm == Some(s.key);
        if let Some(used) = weigh_source(&mut board, s, quotes, is_first_pm, params, explain) {
            board.used.push(used);
        }
    }
    board
}

/// One source into the board's next row: its prices, net prices and de-vigged
/// probabilities, its weight and depth. `None` (with the reason in the trail) when a
/// price is invalid or the book cannot be de-vigged.
fn weigh_source<'a>(
    board: &mut Board<'a>,
    s: &Gathered<'a>,
    quotes: &[Option<&SourceQuote>],
    is_first_pm: bool,
    params: &ConsensusParams,
    explain: &mut Vec<ExplainStep>,
) -> Option<Used<'a>> {
    let (n, stride) = (board.n, board.stride);
    let trail = params.explain;
    let slot = board.used.len() * n;
    let (probabilities, rest) = board.values.split_at_mut(stride);
    let (prices, rest) = rest.split_at_mut(stride);
    let (nets, implied) = rest.split_at_mut(stride);
    for (i, q) in quotes.iter().flatten().enumerate() {
        match (q.implied_probability(), q.price(), q.net_price()) {
            (Ok(p), Ok(d), Ok(net)) => {
                implied[i] = p;
                prices[slot + i] = d;
                nets[slot + i] = net;
            }
            (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => {
                if trail {
                    explain.push(step("exclude", Some(s.key), format!("invalid price: {e}")));
                }
                return None;
            }
        }
    }
    let fit = match devig_into(implied, params.method, &mut probabilities[slot..slot + n]) {
        Ok(fit) => fit,
        Err(e) => {
            if trail {
                explain.push(step("exclude", Some(s.key), format!("cannot de-vig: {e}")));
            }
            return None;
        }
    };
    let (base, depth, floor_failed, floor_text) = match s.kind {
        SourceKind::Sportsbook => (1.0, 1.0, false, None),
        SourceKind::PredictionMarket => {
            let (depth, failed, text) = liquidity(quotes, is_first_pm, &params.gates.floors, trail);
            (params.pm_weight, depth, failed, text)
        }
    };
    // `quality`: the spec weight × (1 − margin/max_margin) × depth. A weight of 0
    // leaves the source out of the consensus, the count and the disagreement; its
    // prices may still be the best price.
    let weight = params
        .weights
        .weight(base, fit.booksum, depth, params.max_margin);
    if trail {
        source_steps(
            board, s.key, slot, quotes, &fit, weight, depth, params, explain,
        );
        if let Some(text) = floor_text {
            explain.push(step("liquidity", Some(s.key), text));
        }
    }
    Some(Used {
        key: s.key,
        kind: s.kind,
        weight,
        base,
        depth,
        floor_failed,
    })
}

/// The trail of one source: its de-vig and weight, its fee, the notes on its method.
#[expect(
    clippy::too_many_arguments,
    reason = "one source's trail reads the board, its weight, fee and method notes"
)]
fn source_steps(
    board: &Board<'_>,
    key: &str,
    slot: usize,
    quotes: &[Option<&SourceQuote>],
    fit: &crate::devig::DevigFit,
    weight: f64,
    depth: f64,
    params: &ConsensusParams,
    explain: &mut Vec<ExplainStep>,
) {
    let (n, stride) = (board.n, board.stride);
    explain.push(step(
        "devig",
        Some(key),
        format!(
            "implied {:?} (sum {:.6}) -> {} {:?}, {} = {:.9}, weight {weight} ({})",
            &board.values[3 * stride..],
            fit.booksum,
            fit.applied,
            &board.values[slot..slot + n],
            fit.applied.parameter_name(),
            fit.parameter,
            match params.weights {
                Weights::Spec => "spec".to_string(),
                Weights::Quality => format!(
                    "quality: base x (1 - margin {:.4}/{}) x depth {depth:.4}",
                    (fit.booksum - 1.0).max(0.0),
                    params.max_margin
                ),
            }
        ),
    ));
    let fee = quotes.iter().flatten().map(|q| q.fee).fold(0.0, f64::max);
    if fee > 0.0 {
        explain.push(step(
            "fee",
            Some(key),
            format!(
                "fee coefficient {fee}: prices {:?} -> net {:?}",
                &board.values[stride + slot..stride + slot + n],
                &board.values[2 * stride + slot..2 * stride + slot + n]
            ),
        ));
    }
    if fit.applied == crate::devig::DevigMethod::Shin && n == 2 && fit.booksum > 1.0 {
        explain.push(step(
            "note",
            Some(key),
            "shin on a two-way market with an overround equals additive (a known result): p_i = pi_i - (S - 1)/2".to_owned(),
        ));
    }
    if let Some(reason) = &fit.fallback {
        explain.push(step(
            "fallback",
            Some(key),
            format!("{reason}; used multiplicative"),
        ));
    }
}

/// No used source has weight: nothing to measure a price against.
fn no_basis(board: &Board<'_>) -> bool {
    board.used.iter().all(|u| u.weight <= 0.0)
}

/// A market needs a usable source (and, measured against the others, a second source)
/// to be computed; one whose sources all have weight 0 is listed with the
/// `no_fair_basis` gate instead.
fn check_basis(input: &MarketInput, params: &ConsensusParams, board: &Board<'_>) -> Result<()> {
    if board.used.is_empty() {
        return Err(OddsError::NoUsableSource(input.market.clone()));
    }
    if no_basis(board) {
        // Every source's margin reached max_margin (or its depth is 0): the market is
        // still listed (its prices are real) but gated `no_fair_basis`, with no edge.
        return Ok(());
    }
    if params.fair_basis == FairBasis::Others && board.used.len() < 2 {
        // Nothing to measure the only source against.
        return Err(OddsError::NoUsableSource(format!(
            "{} (fair basis `others` needs a second source)",
            input.market
        )));
    }
    Ok(())
}

fn step(kind: &'static str, source: Option<&str>, detail: String) -> ExplainStep {
    ExplainStep {
        step: kind,
        source: source.map(str::to_owned),
        detail,
    }
}

/// The consensus of one outcome, its spread, and its best price measured against the
/// fair basis.
fn outcome_consensus(
    params: &ConsensusParams,
    board: &Board<'_>,
    fairs: &Fairs,
    i: usize,
    name: &str,
    explain: &mut Vec<ExplainStep>,
) -> OutcomeConsensus {
    let used = &board.used;
    let no_basis = no_basis(board);
    let no_fair = no_basis || fairs.is_empty();
    // With no fair basis every source counts equally in the probability shown (for
    // reference only: the edge is 0, see below).
    let w = |u: &Used<'_>| if no_basis { 1.0 } else { u.weight };
    let total_weight: f64 = used.iter().map(w).sum();
    let weighted = used
        .iter()
        .enumerate()
        .map(|(r, u)| w(u) * board.probability(r, i))
        .sum::<f64>();
    let consensus = (weighted / total_weight).clamp(0.0, 1.0);
    // Only sources with weight count in the disagreement.
    let (lo, hi) = (0..used.len())
        .filter(|&r| used[r].weight > 0.0)
        .filter(|_| !no_basis)
        .map(|r| board.probability(r, i))
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), p| {
            (lo.min(p), hi.max(p))
        });
    let disagreement = if lo <= hi { hi - lo } else { 0.0 };
    // Highest net price (what the bettor receives); ties keep the earlier source.
    let best_row = (1..used.len()).fold(0, |b, r| {
        if board.net(r, i) > board.net(b, i) {
            r
        } else {
            b
        }
    });
    let best = &used[best_row];
    let decimal = board.price(best_row, i);
    let net_decimal = board.net(best_row, i);
    let fair = match params.fair_basis {
        // No fair basis: no edge, so the fair probability is the price's own.
        _ if no_fair => 1.0 / net_decimal,
        FairBasis::All => consensus,
        // `others`: the weighted mean without the priced source (exactly the consensus
        // that leaves it out: de-vig is per source); the other bases their own.
        _ => fairs.fair(board, i, best_row),
    };
    let best_price = BestPrice {
        source: best.key.to_owned(),
        kind: best.kind,
        decimal,
        net_decimal,
        probability: 1.0 / decimal,
        fair_probability: fair,
        edge_pct: if no_fair {
            0.0
        } else {
            100.0 * (fair * net_decimal - 1.0)
        },
    };
    if params.explain {
        explain.push(step(
            "consensus",
            None,
            format!(
                "{name}: sum(w*p)/sum(w) = {consensus:.6} over weights {:?}; spread {disagreement:.6}; best net price {net_decimal:.6} (served {decimal}) at {}; fair ({}) {fair:.6} -> edge {:.4}%",
                used.iter().map(|u| u.weight).collect::<Vec<_>>(),
                best.key,
                params.fair_basis,
                best_price.edge_pct
            ),
        ));
    }
    OutcomeConsensus {
        name: name.to_owned(),
        consensus_probability: consensus,
        disagreement,
        best_price,
        source_probabilities: (0..used.len()).map(|r| board.probability(r, i)).collect(),
    }
}

/// What the gates and the ranking make of a market: confidence, depth, failed gates.
struct Judgement {
    coverage: f64,
    agreement: f64,
    confidence: f64,
    liquidity_score: f64,
    gates_failed: Vec<Gate>,
    quality: Quality,
}

/// Confidence (coverage × agreement), the liquidity score and the gates of a market
/// whose best edge is `best_edge_pct`.
fn judge(
    params: &ConsensusParams,
    board: &Board<'_>,
    fairs: &Fairs,
    max_disagreement: f64,
    best_edge_pct: f64,
) -> Judgement {
    let gates = &params.gates;
    let used = &board.used;
    let source_count = used.iter().filter(|u| u.weight > 0.0).count();
    let coverage = if gates.min_sources == 0 {
        1.0
    } else {
        (source_count as f64 / gates.min_sources as f64).min(1.0)
    };
    let agreement = if gates.max_disagreement > 0.0 {
        (1.0 - max_disagreement / (2.0 * gates.max_disagreement)).clamp(0.0, 1.0)
    } else if max_disagreement == 0.0 {
        1.0
    } else {
        0.0
    };
    let confidence = coverage * agreement;
    let total_weight: f64 = used.iter().map(|u| u.weight).sum();
    let liquidity_score = if total_weight > 0.0 {
        (used.iter().map(|u| u.weight * u.depth).sum::<f64>() / total_weight).clamp(0.0, 1.0)
    } else {
        0.0
    };
    let mut gates_failed = Vec::new();
    if source_count < gates.min_sources {
        gates_failed.push(Gate::MinSources);
    }
    if max_disagreement > gates.max_disagreement {
        gates_failed.push(Gate::MaxDisagreement);
    }
    if best_edge_pct > gates.max_edge_pct {
        gates_failed.push(Gate::MaxEdge);
    }
    if used.iter().any(|u| u.floor_failed) {
        gates_failed.push(Gate::Liquidity);
    }
    if no_basis(board) || fairs.is_empty() {
        gates_failed.push(Gate::NoFairBasis);
    }
    let quality = Quality {
        source_count,
        max_disagreement,
        unreliable: source_count < 2 || max_disagreement > gates.max_disagreement,
        low_confidence: confidence < params.low_confidence_below,
        suspect_edge: gates_failed.contains(&Gate::MaxEdge),
        surfaced: gates_failed.is_empty() && best_edge_pct > 0.0,
    };
    Judgement {
        coverage,
        agreement,
        confidence,
        liquidity_score,
        gates_failed,
        quality,
    }
}

/// The trail's closing steps: confidence, gates, and the best edge as ranked.
fn judgement_steps(
    params: &ConsensusParams,
    j: &Judgement,
    best: &OutcomeConsensus,
    adjusted_edge_pct: f64,
    explain: &mut Vec<ExplainStep>,
) {
    let gates = &params.gates;
    explain.push(step(
        "confidence",
        None,
        format!(
            "coverage min(1, {}/{}) = {:.4} x agreement clamp(1 - {:.4}/(2 x {})) = {:.4} -> confidence {:.4}; liquidity score {:.4}",
            j.quality.source_count,
            gates.min_sources,
            j.coverage,
            j.quality.max_disagreement,
            gates.max_disagreement,
            j.agreement,
            j.confidence,
            j.liquidity_score
        ),
    ));
    explain.push(step(
        "gate",
        None,
        if j.gates_failed.is_empty() {
            "all gates pass".to_owned()
        } else {
            format!(
                "failed: {}",
                j.gates_failed
                    .iter()
                    .map(|g| g.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        },
    ));
    explain.push(step(
        "edge",
        None,
        format!(
            "best edge {:.4}% on {}; adjusted = edge x confidence x liquidity = {adjusted_edge_pct:.4}%; surfaced {}",
            best.best_price.edge_pct, best.name, j.quality.surfaced
        ),
    ));
}

fn finish(
    input: &MarketInput,
    params: &ConsensusParams,
    board: &Board<'_>,
    venues: Option<&VenueWeights>,
    mut explain: Vec<ExplainStep>,
) -> MarketConsensus {
    let fairs = Fairs::of(params.fair_basis, venues, board);
    let outcomes: Vec<OutcomeConsensus> = input
        .outcomes
        .iter()
        .enumerate()
        .map(|(i, o)| outcome_consensus(params, board, &fairs, i, &o.name, &mut explain))
        .collect();
    let max_disagreement = outcomes.iter().map(|o| o.disagreement).fold(0.0, f64::max);
    let best_index = outcomes.iter().enumerate().fold(0, |b, (i, o)| {
        if o.best_price.edge_pct > outcomes[b].best_price.edge_pct {
            i
        } else {
            b
        }
    });
    let best = &outcomes[best_index];
    let best_edge_pct = best.best_price.edge_pct;
    let j = judge(params, board, &fairs, max_disagreement, best_edge_pct);
    let adjusted_edge_pct = best_edge_pct * j.confidence * j.liquidity_score;
    if params.explain {
        judgement_steps(params, &j, best, adjusted_edge_pct, &mut explain);
    }
    let best_edge = BestEdge {
        source: best.best_price.source.clone(),
        outcome: best.name.clone(),
        decimal: best.best_price.decimal,
        net_decimal: best.best_price.net_decimal,
        fair_probability: best.best_price.fair_probability,
        edge_pct: best_edge_pct,
        adjusted_edge_pct,
        liquidity_score: j.liquidity_score,
    };
    MarketConsensus {
        market: input.market.clone(),
        map: input.map,
        line: input.line,
        method: params.method,
        pm_weight: params.pm_weight,
        weights: params.weights,
        fair_basis: params.fair_basis,
        fair_weights: fairs.shown(board),
        sources_used: board.used.iter().map(|u| u.key.to_owned()).collect(),
        source_count: j.quality.source_count,
        outcomes,
        max_disagreement,
        confidence: j.confidence,
        liquidity_score: j.liquidity_score,
        quality: j.quality,
        gates_failed: j.gates_failed,
        best_edge,
        explain,
    }
}

#[cfg(test)]
mod basis_tests;
#[cfg(test)]
mod tests;
