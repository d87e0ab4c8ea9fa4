//! The `/lines` board as `arbs` reads it: typed rows borrowed from the payload, each
//! market as the arb engine takes it, and the gates each quote fails as a bet.

use esx_odds::arbs::{ArbMarket, ArbQuote, price_is_suspect, side_fails_liquidity};
use esx_odds::fees::FeeTable;
use esx_odds::{
    ConsensusParams, Gate, MarketInput, OutcomeInput, SourceKind, SourceQuote, market_consensus,
};

/// The part of a `/lines` answer arbs reads, typed and borrowed from the payload (spec §2
/// "Consensus lines"; the same fields as `esx_proto::models::LinesResponse`). Borrowing
/// and skipping the fields arbs does not use keeps a full board's decode to a fraction
/// of the full model's cost (allocating every string of it was most of arbs' time); a
/// wrong shape is still exit 7 naming the route and the field.
#[derive(serde::Deserialize)]
pub(super) struct Board<'a> {
    #[serde(borrow)]
    pub(crate) books: Vec<&'a str>,
    #[serde(borrow)]
    pub(crate) events: Vec<BoardEvent<'a>>,
}

impl<'a> Board<'a> {
    /// The first key of `books[]` that some source reports as a prediction market
    /// (DESIGN.md; kalshi upstream) — `linebook::first_prediction_market` on the typed board.
    pub(super) fn first_prediction_market(&self) -> Option<&'a str> {
        let mut pm: Vec<&str> = Vec::new();
        for s in self
            .events
            .iter()
            .flat_map(|e| &e.markets)
            .flat_map(|m| &m.outcomes)
            .flat_map(|o| &o.sources)
        {
            if s.kind == "prediction_market" && !pm.contains(&s.source) {
                pm.push(s.source);
            }
        }
        self.books.iter().copied().find(|b| pm.contains(b))
    }
}

#[derive(serde::Deserialize)]
pub(super) struct BoardEvent<'a> {
    pub(crate) event_time: &'a str,
    /// The home team's name, for the series model's side (a `Cow`: a name with an
    /// escape cannot be borrowed).
    #[serde(default, borrow)]
    pub(crate) home_team: Option<std::borrow::Cow<'a, str>>,
    #[serde(default)]
    pub(crate) matchup_key: Option<&'a str>,
    #[serde(borrow)]
    pub(crate) markets: Vec<BoardMarket<'a>>,
}

#[derive(serde::Deserialize)]
pub(super) struct BoardMarket<'a> {
    pub(crate) market: &'a str,
    #[serde(default)]
    pub(crate) map: Option<i64>,
    #[serde(default)]
    pub(crate) line: Option<f64>,
    #[serde(borrow)]
    pub(crate) outcomes: Vec<BoardOutcome<'a>>,
}

#[derive(serde::Deserialize)]
pub(super) struct BoardOutcome<'a> {
    #[serde(default)]
    pub(crate) name: &'a str,
    #[serde(borrow)]
    pub(crate) sources: Vec<BoardSource<'a>>,
}

#[derive(serde::Deserialize)]
pub(super) struct BoardSource<'a> {
    pub(crate) source: &'a str,
    #[serde(rename = "type")]
    pub(crate) kind: &'a str,
    pub(crate) probability: Option<f64>,
    pub(crate) decimal: Option<f64>,
    pub(crate) american: Option<f64>,
    #[serde(default)]
    pub(crate) volume: Option<f64>,
    #[serde(default)]
    pub(crate) open_interest: Option<f64>,
    #[serde(default)]
    pub(crate) liquidity: Option<f64>,
}

/// A board market as the arb engine reads it.
pub(super) fn arb_market<'a>(market: &BoardMarket<'a>) -> ArbMarket<'a> {
    ArbMarket {
        market: market.market,
        outcomes: market
            .outcomes
            .iter()
            .map(|o| {
                o.sources
                    .iter()
                    .map(|s| ArbQuote {
                        source: s.source,
                        kind: source_kind(s.kind),
                        probability: s.probability,
                        decimal: s.decimal,
                        american: s.american,
                        volume: s.volume,
                        open_interest: s.open_interest,
                        liquidity: s.liquidity,
                    })
                    .collect()
            })
            .collect(),
    }
}

pub(super) fn source_kind(kind: &str) -> SourceKind {
    match kind {
        "prediction_market" => SourceKind::PredictionMarket,
        _ => SourceKind::Sportsbook,
    }
}

/// The gates each quote of a market fails as a bet (`[outcome][quote]`): `liquidity`
/// for a prediction-market side below its floors, `max_edge` for a price whose raw
/// edge against the market's consensus (every source, as `lines` judges it) is above
/// the gate — the price that gives the market its `suspect_edge` flag.
pub(super) fn leg_flags(
    event: &BoardEvent<'_>,
    market: &BoardMarket<'_>,
    input: &ArbMarket<'_>,
    first_pm: Option<&str>,
    fees: &FeeTable,
) -> Vec<Vec<Vec<&'static str>>> {
    let params = consensus_params(fees);
    let fair = fair_probabilities(event, market, first_pm, fees);
    input
        .outcomes
        .iter()
        .enumerate()
        .map(|(oi, quotes)| {
            quotes
                .iter()
                .map(|q| {
                    let mut flags = Vec::new();
                    let is_first = first_pm == Some(q.source);
                    if side_fails_liquidity(q, is_first, &params.gates.floors) {
                        flags.push(Gate::Liquidity.as_str());
                    }
                    let c = match q.kind {
                        SourceKind::PredictionMarket => fees.coefficient(q.source),
                        SourceKind::Sportsbook => 0.0,
                    };
                    let p = fair.as_ref().and_then(|f| f.get(oi)).copied();
                    if let (Some(p), Ok(price)) = (p, q.net_price(c))
                        && price_is_suspect(price.net_decimal, p, params.gates.max_edge_pct)
                    {
                        flags.push(Gate::MaxEdge.as_str());
                    }
                    flags
                })
                .collect()
        })
        .collect()
}

/// The consensus as `lines --local` judges it: quality weights, or spec ones when fees
/// are off.
fn consensus_params(fees: &FeeTable) -> ConsensusParams {
    ConsensusParams {
        weights: if fees.is_none() {
            esx_odds::Weights::Spec
        } else {
            esx_odds::Weights::Quality
        },
        ..ConsensusParams::default()
    }
}

/// Each outcome's fair (consensus) probability of a board market, in outcome order;
/// `None` when the market has no consensus.
pub(super) fn fair_probabilities(
    event: &BoardEvent<'_>,
    market: &BoardMarket<'_>,
    first_pm: Option<&str>,
    fees: &FeeTable,
) -> Option<Vec<f64>> {
    let input = consensus_input(event, market, first_pm, fees);
    market_consensus(&input, &consensus_params(fees))
        .ok()
        .map(|c| c.outcomes.iter().map(|o| o.consensus_probability).collect())
}

/// The consensus input of one board market (as `linebook::read_markets` builds it).
fn consensus_input(
    event: &BoardEvent<'_>,
    market: &BoardMarket<'_>,
    first_pm: Option<&str>,
    fees: &FeeTable,
) -> MarketInput {
    let matchup_key = event.matchup_key.map(str::to_string);
    MarketInput {
        market: market.market.to_string(),
        map: market.map,
        line: market.line,
        matchup_key: matchup_key.clone(),
        outcomes: market
            .outcomes
            .iter()
            .map(|o| OutcomeInput {
                name: o.name.to_string(),
                quotes: o
                    .sources
                    .iter()
                    .filter(|s| matches!(s.kind, "sportsbook" | "prediction_market"))
                    .map(|s| SourceQuote {
                        probability: s.probability,
                        decimal: s.decimal,
                        american: s.american,
                        volume: s.volume,
                        open_interest: s.open_interest,
                        liquidity: s.liquidity,
                        line: market.line,
                        matchup_key: matchup_key.clone(),
                        fee: fees.coefficient(s.source),
                        ..SourceQuote::new(s.source, source_kind(s.kind))
                    })
                    .collect(),
            })
            .collect(),
        first_prediction_market: first_pm.map(str::to_string),
    }
}
