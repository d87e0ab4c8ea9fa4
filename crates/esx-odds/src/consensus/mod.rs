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

mod input;
mod liquidity;
mod output;

use liquidity::liquidity;

pub use input::{
    ConsensusParams, FairBasis, Gate, Gates, LiquidityFloors, MarketInput, OutcomeInput,
    SourceKind, SourceQuote,
};
pub use output::{
    BestEdge, BestPrice, EsxBestEdge, EsxMarketSummary, EsxOutcome, EsxPrice, ExplainStep,
    MarketConsensus, OutcomeConsensus, Quality,
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
    compute(input, params, None)
}

/// Like [`market_consensus`] with one more venue left out: a parlay leg's fair price
/// excludes the leg's own book.
pub fn market_consensus_excluding(
    input: &MarketInput,
    params: &ConsensusParams,
    excluded_source: &str,
) -> Result<MarketConsensus> {
    compute(input, params, Some(excluded_source))
}

/// A source gathered across the market's outcomes.
struct Gathered<'a> {
    key: &'a str,
    kind: SourceKind,
    excluded: Option<String>,
}

/// A source that survived: weight and depth score (its probabilities and prices live in
/// the flat [`Board`] buffers, row = its index in `used`).
struct Used<'a> {
    key: &'a str,
    kind: SourceKind,
    weight: f64,
    depth: f64,
    /// Below a liquidity floor (the `liquidity` gate).
    floor_failed: bool,
}

/// The used sources with their de-vigged probabilities and prices in one flat buffer
/// (`values[row × n + outcome]` for probabilities, offset by `stride = sources × n` for
/// prices): one allocation per market instead of several per source, which matters
/// when a whole board is recomputed.
struct Board<'a> {
    n: usize,
    stride: usize,
    used: Vec<Used<'a>>,
    values: Vec<f64>,
}

impl Board<'_> {
    fn probability(&self, row: usize, outcome: usize) -> f64 {
        self.values[row * self.n + outcome]
    }

    fn price(&self, row: usize, outcome: usize) -> f64 {
        self.values[self.stride + row * self.n + outcome]
    }

    /// The price after the venue's fee (what the bettor receives).
    fn net(&self, row: usize, outcome: usize) -> f64 {
        self.values[2 * self.stride + row * self.n + outcome]
    }
}

/// Groups quotes by venue (flat `source × n + outcome` quote table) and marks
/// exclusions; also returns the first prediction market.
#[allow(clippy::type_complexity)]
fn gather<'a>(
    input: &'a MarketInput,
    params: &ConsensusParams,
    excluded: Option<&str>,
) -> (
    Vec<Gathered<'a>>,
    Vec<Option<&'a SourceQuote>>,
    Option<&'a str>,
) {
    let n = input.outcomes.len();
    let mut sources: Vec<Gathered<'a>> = Vec::with_capacity(4);
    let mut table: Vec<Option<&'a SourceQuote>> = Vec::with_capacity(4 * n);
    for (i, outcome) in input.outcomes.iter().enumerate() {
        for quote in &outcome.quotes {
            let slot = if let Some(pos) = sources.iter().position(|s| s.key == quote.source) {
                pos
            } else {
                sources.push(Gathered {
                    key: &quote.source,
                    kind: quote.kind,
                    excluded: None,
                });
                table.extend(std::iter::repeat_n(None, n));
                sources.len() - 1
            };
            let entry = &mut table[slot * n + i];
            if entry.is_none() {
                *entry = Some(quote);
            }
        }
    }
    let first_pm = input.first_prediction_market.as_deref().or_else(|| {
        sources
            .iter()
            .find(|s| s.kind == SourceKind::PredictionMarket)
            .map(|s| s.key)
    });
    for (row, s) in sources.iter_mut().enumerate() {
        let quotes = &table[row * n..(row + 1) * n];
        s.excluded = exclusion_reason(input, params, excluded, first_pm, s, quotes);
    }
    (sources, table, first_pm)
}

fn exclusion_reason(
    input: &MarketInput,
    params: &ConsensusParams,
    excluded: Option<&str>,
    first_pm: Option<&str>,
    s: &Gathered<'_>,
    quotes: &[Option<&SourceQuote>],
) -> Option<String> {
    if excluded == Some(s.key) {
        return Some("excluded by the caller (a parlay leg's own book)".to_owned());
    }
    if input.market == "map_handicap" && first_pm == Some(s.key) {
        return Some("the first prediction market is left out of map_handicap".to_owned());
    }
    if s.kind == SourceKind::PredictionMarket && params.pm_weight == 0.0 {
        return Some("pm_weight is 0".to_owned());
    }
    let missing = quotes.iter().filter(|q| q.is_none()).count();
    if missing > 0 {
        return Some(format!(
            "quotes {} of {} outcomes; a partial book cannot be de-vigged",
            quotes.len() - missing,
            quotes.len()
        ));
    }
    if input.market == "total_maps" {
        for q in quotes.iter().flatten() {
            if let (Some(l), Some(m)) = (q.line, input.line)
                && l != m
            {
                return Some(format!("total_maps line {l} differs from the market's {m}"));
            }
            if let (Some(k), Some(m)) = (q.matchup_key.as_deref(), input.matchup_key.as_deref())
                && k != m
            {
                return Some(format!(
                    "total_maps matchup {k} differs from the market's {m}"
                ));
            }
        }
    }
    None
}

fn compute(
    input: &MarketInput,
    params: &ConsensusParams,
    excluded: Option<&str>,
) -> Result<MarketConsensus> {
    params.validate()?;
    let n = input.outcomes.len();
    if n < 2 {
        return Err(OddsError::TooFewOutcomes(n));
    }
    let mut explain = Vec::new();
    let trail = params.explain;
    if trail {
        explain.push(ExplainStep {
            step: "params",
            source: None,
            detail: format!(
                "method {}, pm_weight {}, sportsbook weight 1; gates: >= {} sources, disagreement <= {}, edge <= {}%",
                params.method,
                params.pm_weight,
                params.gates.min_sources,
                params.gates.max_disagreement,
                params.gates.max_edge_pct
            ),
        });
        explain.push(ExplainStep {
            step: "definitions",
            source: None,
            detail: format!(
                "edge = 100 x (fair x net_decimal - 1); fair basis `{}` ({}); net_decimal = 1/(P + c*P*(1-P)) for a prediction market with fee coefficient c, the decimal itself for a sportsbook; best price = highest net_decimal",
                params.fair_basis,
                match params.fair_basis {
                    FairBasis::All => "consensus of every used source",
                    FairBasis::Others => "consensus of every used source except the priced one",
                }
            ),
        });
    }
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
            if trail {
                explain.push(step("exclude", Some(s.key), reason.clone()));
            }
            continue;
        }
        let quotes = &table[row * n..(row + 1) * n];
        let slot = board.used.len() * n;
        let (probabilities, rest) = board.values.split_at_mut(stride);
        let (prices, rest) = rest.split_at_mut(stride);
        let (nets, implied) = rest.split_at_mut(stride);
        let mut invalid = None;
        for (i, q) in quotes.iter().flatten().enumerate() {
            match (q.implied_probability(), q.price(), q.net_price()) {
                (Ok(p), Ok(d), Ok(net)) => {
                    implied[i] = p;
                    prices[slot + i] = d;
                    nets[slot + i] = net;
                }
                (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => {
                    invalid = Some(e);
                    break;
                }
            }
        }
        if let Some(e) = invalid {
            if trail {
                explain.push(step("exclude", Some(s.key), format!("invalid price: {e}")));
            }
            continue;
        }
        let out = &mut probabilities[slot..slot + n];
        let fit = match devig_into(implied, params.method, out) {
            Ok(fit) => fit,
            Err(e) => {
                if trail {
                    explain.push(step("exclude", Some(s.key), format!("cannot de-vig: {e}")));
                }
                continue;
            }
        };
        let (weight, depth, floor_failed, floor_text) = match s.kind {
            SourceKind::Sportsbook => (1.0, 1.0, false, None),
            SourceKind::PredictionMarket => {
                let (depth, failed, text) =
                    liquidity(quotes, first_pm == Some(s.key), &params.gates.floors, trail);
                (params.pm_weight, depth, failed, text)
            }
        };
        if trail {
            explain.push(step(
                "devig",
                Some(s.key),
                format!(
                    "implied {:?} (sum {:.6}) -> {} {:?}, {} = {:.9}, weight {weight}",
                    &board.values[3 * stride..],
                    fit.booksum,
                    fit.applied,
                    &board.values[slot..slot + n],
                    fit.applied.parameter_name(),
                    fit.parameter
                ),
            ));
            let fee = quotes.iter().flatten().map(|q| q.fee).fold(0.0, f64::max);
            if fee > 0.0 {
                explain.push(step(
                    "fee",
                    Some(s.key),
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
                    Some(s.key),
                    "shin on a two-way market with an overround equals additive (a known result): p_i = pi_i - (S - 1)/2".to_owned(),
                ));
            }
            if let Some(reason) = &fit.fallback {
                explain.push(step(
                    "fallback",
                    Some(s.key),
                    format!("{reason}; used multiplicative"),
                ));
            }
            if let Some(text) = floor_text {
                explain.push(step("liquidity", Some(s.key), text));
            }
        }
        board.used.push(Used {
            key: s.key,
            kind: s.kind,
            weight,
            depth,
            floor_failed,
        });
    }
    if board.used.is_empty() {
        return Err(OddsError::NoUsableSource(input.market.clone()));
    }
    if params.fair_basis == FairBasis::Others && board.used.len() < 2 {
        // Nothing to measure the only source against.
        return Err(OddsError::NoUsableSource(format!(
            "{} (fair basis `others` needs a second source)",
            input.market
        )));
    }
    Ok(finish(input, params, &board, explain))
}

fn step(kind: &'static str, source: Option<&str>, detail: String) -> ExplainStep {
    ExplainStep {
        step: kind,
        source: source.map(str::to_owned),
        detail,
    }
}

fn finish(
    input: &MarketInput,
    params: &ConsensusParams,
    board: &Board<'_>,
    mut explain: Vec<ExplainStep>,
) -> MarketConsensus {
    let trail = params.explain;
    let gates = &params.gates;
    let used = &board.used;
    let total_weight: f64 = used.iter().map(|u| u.weight).sum();
    let mut outcomes = Vec::with_capacity(input.outcomes.len());
    let mut max_disagreement: f64 = 0.0;
    for (i, outcome) in input.outcomes.iter().enumerate() {
        let consensus = (used
            .iter()
            .enumerate()
            .map(|(r, u)| u.weight * board.probability(r, i))
            .sum::<f64>()
            / total_weight)
            .clamp(0.0, 1.0);
        let (lo, hi) = (0..used.len())
            .map(|r| board.probability(r, i))
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), p| {
                (lo.min(p), hi.max(p))
            });
        let disagreement = hi - lo;
        max_disagreement = max_disagreement.max(disagreement);
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
            FairBasis::All => consensus,
            // The weighted mean without the priced source (exactly the consensus that
            // leaves it out: de-vig is per source).
            FairBasis::Others => {
                let w = total_weight - best.weight;
                if w > 0.0 {
                    ((used
                        .iter()
                        .enumerate()
                        .map(|(r, u)| u.weight * board.probability(r, i))
                        .sum::<f64>()
                        - best.weight * board.probability(best_row, i))
                        / w)
                        .clamp(0.0, 1.0)
                } else {
                    consensus
                }
            }
        };
        let best_price = BestPrice {
            source: best.key.to_owned(),
            kind: best.kind,
            decimal,
            net_decimal,
            probability: 1.0 / decimal,
            fair_probability: fair,
            edge_pct: 100.0 * (fair * net_decimal - 1.0),
        };
        if trail {
            explain.push(step(
                "consensus",
                None,
                format!(
                    "{}: sum(w*p)/sum(w) = {consensus:.6} over weights {:?}; spread {disagreement:.6}; best net price {net_decimal:.6} (served {decimal}) at {}; fair ({}) {fair:.6} -> edge {:.4}%",
                    outcome.name,
                    used.iter().map(|u| u.weight).collect::<Vec<_>>(),
                    best.key,
                    params.fair_basis,
                    best_price.edge_pct
                ),
            ));
        }
        outcomes.push(OutcomeConsensus {
            name: outcome.name.clone(),
            consensus_probability: consensus,
            disagreement,
            best_price,
            source_probabilities: (0..used.len()).map(|r| board.probability(r, i)).collect(),
        });
    }
    let best_index = outcomes.iter().enumerate().fold(0, |b, (i, o)| {
        if o.best_price.edge_pct > outcomes[b].best_price.edge_pct {
            i
        } else {
            b
        }
    });
    let source_count = used.len();
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
    let liquidity_score =
        (used.iter().map(|u| u.weight * u.depth).sum::<f64>() / total_weight).clamp(0.0, 1.0);
    let best_edge_pct = outcomes[best_index].best_price.edge_pct;
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
    let quality = Quality {
        source_count,
        max_disagreement,
        unreliable: source_count < 2 || max_disagreement > gates.max_disagreement,
        low_confidence: confidence < params.low_confidence_below,
        suspect_edge: gates_failed.contains(&Gate::MaxEdge),
        surfaced: gates_failed.is_empty() && best_edge_pct > 0.0,
    };
    let adjusted_edge_pct = best_edge_pct * confidence * liquidity_score;
    if trail {
        explain.push(step(
            "confidence",
            None,
            format!(
                "coverage min(1, {source_count}/{}) = {coverage:.4} x agreement clamp(1 - {max_disagreement:.4}/(2 x {})) = {agreement:.4} -> confidence {confidence:.4}; liquidity score {liquidity_score:.4}",
                gates.min_sources, gates.max_disagreement
            ),
        ));
        explain.push(step(
            "gate",
            None,
            if gates_failed.is_empty() {
                "all gates pass".to_owned()
            } else {
                format!(
                    "failed: {}",
                    gates_failed
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
                "best edge {best_edge_pct:.4}% on {}; adjusted = edge x confidence x liquidity = {adjusted_edge_pct:.4}%; surfaced {}",
                outcomes[best_index].name, quality.surfaced
            ),
        ));
    }
    let best = &outcomes[best_index];
    let best_edge = BestEdge {
        source: best.best_price.source.clone(),
        outcome: best.name.clone(),
        decimal: best.best_price.decimal,
        net_decimal: best.best_price.net_decimal,
        fair_probability: best.best_price.fair_probability,
        edge_pct: best_edge_pct,
        adjusted_edge_pct,
        liquidity_score,
    };
    MarketConsensus {
        market: input.market.clone(),
        map: input.map,
        line: input.line,
        method: params.method,
        pm_weight: params.pm_weight,
        fair_basis: params.fair_basis,
        sources_used: used.iter().map(|u| u.key.to_owned()).collect(),
        source_count,
        outcomes,
        max_disagreement,
        confidence,
        liquidity_score,
        quality,
        gates_failed,
        best_edge,
        explain,
    }
}

#[cfg(test)]
mod tests;
