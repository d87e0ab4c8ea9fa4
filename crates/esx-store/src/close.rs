//! The one close of a recorded market and the bets judged against it (DESIGN.md round
//! four "One close, one CLV"): every reader (`bets list`/`report`, `backtest --what
//! bets`, MCP `bets_report`) takes its close and CLV from here.
//!
//! The close is the spec weighting (sportsbook 1, prediction market 1.5) of each venue's
//! last quote at or before the event's start, over every venue that quoted the market
//! (the bet's own included), each de-vigged with the caller's method. The service's
//! consensus rule 3 (the first prediction market is left out of `map_handicap`) is about
//! the live board, where that venue has no map handicap; a close reads what was recorded,
//! so every venue that quoted the market counts and no venue is left out. Fees never
//! touch the close: they apply to the price taken (`esx_odds::clv`).

use esx_odds::{
    ConsensusParams, DevigMethod, FeeTable, MarketInput, OutcomeInput, SourceKind, SourceQuote,
    Weights,
};

use crate::bets::{BetResult, BetRow, CloseQuote};
use crate::{Result, Store};

/// A venue key no venue has: given as the market's "first prediction market" it makes
/// the consensus leave nobody out of `map_handicap` (see the module's note on rule 3).
/// Left as `None`, the consensus would take the first prediction market met in the
/// quotes, which on a `map_handicap` close is Polymarket, and drop it.
const NO_VENUE_LEFT_OUT: &str = "";

/// A recorded market's close.
#[derive(Debug, Clone, PartialEq)]
pub struct Close {
    /// Each outcome's closing fair probability, in the order first recorded.
    pub outcomes: Vec<(String, f64)>,
    /// The venues the close was computed from.
    pub venues: Vec<String>,
    /// The oldest tape time among the quotes used (when the oldest price was set).
    pub observed_at: String,
    /// The oldest time the quotes used were last seen at or before the start: the close
    /// is as old as its oldest part.
    pub seen_at: String,
}

impl Close {
    /// One outcome's closing probability (names compare case-insensitively).
    #[must_use]
    pub fn p(&self, outcome: &str) -> Option<f64> {
        let outcome = outcome.trim();
        self.outcomes
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(outcome))
            .map(|(_, p)| *p)
    }
}

/// The close of one market from each venue's last quote at or before the start (what
/// [`Store::close_quotes`] reads; the line-history fallback builds the same quotes from
/// the service's history). `None` when no venue gives a usable book.
#[must_use]
pub fn close_of(
    quotes: &[CloseQuote],
    market: &str,
    map: Option<u32>,
    line: Option<f64>,
    devig: DevigMethod,
) -> Option<Close> {
    let input = market_input(quotes, market, map.map(i64::from), line);
    let params = ConsensusParams {
        method: devig,
        weights: Weights::Spec,
        ..ConsensusParams::default()
    };
    let c = esx_odds::market_consensus(&input, &params).ok()?;
    if c.sources_used.is_empty() {
        return None;
    }
    let used: Vec<&CloseQuote> = quotes
        .iter()
        .filter(|q| c.sources_used.contains(&q.source))
        .collect();
    Some(Close {
        outcomes: c
            .outcomes
            .iter()
            .map(|o| (o.name.clone(), o.consensus_probability))
            .collect(),
        venues: c.sources_used.clone(),
        observed_at: used
            .iter()
            .map(|q| q.observed_at.as_str())
            .min()?
            .to_string(),
        seen_at: used.iter().map(|q| q.seen_at.as_str()).min()?.to_string(),
    })
}

/// Recorded quotes (each venue's, one per outcome) as the odds engine's input of one
/// market, outcomes in the order first met; no venue is left out of `map_handicap` (see
/// the module's note on rule 3). Fees and depth are the caller's to set.
#[must_use]
pub fn market_input(
    quotes: &[CloseQuote],
    market: &str,
    map: Option<i64>,
    line: Option<f64>,
) -> MarketInput {
    let mut names: Vec<&str> = Vec::new();
    for q in quotes {
        if !names.iter().any(|n| n.eq_ignore_ascii_case(&q.outcome)) {
            names.push(&q.outcome);
        }
    }
    let outcomes = names
        .iter()
        .map(|name| OutcomeInput {
            name: (*name).to_string(),
            quotes: quotes
                .iter()
                .filter(|q| q.outcome.eq_ignore_ascii_case(name))
                .map(source_quote)
                .collect(),
        })
        .collect();
    MarketInput {
        market: market.to_string(),
        map,
        line,
        matchup_key: None,
        first_prediction_market: Some(NO_VENUE_LEFT_OUT.to_string()),
        outcomes,
    }
}

fn source_quote(q: &CloseQuote) -> SourceQuote {
    SourceQuote {
        decimal: q.decimal,
        american: q.american.map(|a| a as f64),
        probability: q.probability,
        volume: q.volume,
        open_interest: q.open_interest,
        liquidity: q.liquidity,
        ..SourceQuote::new(
            q.source.clone(),
            if q.source_type == "prediction_market" {
                SourceKind::PredictionMarket
            } else {
                SourceKind::Sportsbook
            },
        )
    }
}

/// What a bet is judged with: the fee tables (a taker's and a maker's), which venues
/// are prediction markets (fees apply to their contracts only) and the close's de-vig.
#[derive(Debug, Clone)]
pub struct BetPricing {
    pub taker: FeeTable,
    pub maker: FeeTable,
    pub prediction_markets: Vec<String>,
    pub devig: DevigMethod,
}

impl BetPricing {
    /// The bet's price net of its venue's fee (`esx_odds::clv::taken_net_decimal`); the
    /// price as typed where the fee cannot be applied (it was checked when logged).
    #[must_use]
    pub fn net_decimal(&self, bet: &BetRow, contracts: Option<u32>, maker: bool) -> f64 {
        let venue = bet.source.trim();
        let kind = if self
            .prediction_markets
            .iter()
            .any(|p| p.eq_ignore_ascii_case(venue))
        {
            SourceKind::PredictionMarket
        } else {
            SourceKind::Sportsbook
        };
        let fees = if maker { &self.maker } else { &self.taker };
        esx_odds::clv::taken_net_decimal(kind, bet.decimal, fees.coefficient(venue), contracts)
            .unwrap_or(bet.decimal)
    }
}

/// A logged bet judged net of its venue's fee against the one close.
#[derive(Debug, Clone, PartialEq)]
pub struct JudgedBet {
    /// The bet with `profit` on the net price and `p_close`, `close_observed_at` and
    /// `clv_pct` from [`Store::close`].
    pub bet: BetRow,
    pub net_decimal: f64,
    pub contracts: Option<u32>,
    pub maker: bool,
    /// The close, if the store holds one (a single's; a parlay's CLV is from its legs'
    /// closes, [`JudgedBet::parlay`]).
    pub close: Option<Close>,
    /// Why a parlay or slip has no CLV (`None` for singles and for a parlay with one).
    pub clv_reason: Option<String>,
}

impl JudgedBet {
    /// Judge `bet` at `net_decimal` against `close` (`None`: no close, no CLV).
    #[must_use]
    pub fn new(
        mut bet: BetRow,
        net_decimal: f64,
        contracts: Option<u32>,
        maker: bool,
        close: Option<Close>,
    ) -> Self {
        bet.profit = bet.result.map(|res| match res {
            BetResult::Won => bet.stake * (net_decimal - 1.0),
            BetResult::Lost => -bet.stake,
            BetResult::Push | BetResult::Void => 0.0,
        });
        // A close without the bet's outcome is no close for this bet.
        let close = close.filter(|c| c.p(&bet.outcome).is_some());
        bet.p_close = close.as_ref().and_then(|c| c.p(&bet.outcome));
        bet.close_observed_at = bet
            .p_close
            .and_then(|_| close.as_ref().map(|c| c.observed_at.clone()));
        bet.clv_pct = bet
            .p_close
            .and_then(|p| esx_odds::clv::clv_pct(net_decimal, p).ok());
        Self {
            bet,
            net_decimal,
            contracts,
            maker,
            close,
            clv_reason: None,
        }
    }

    /// Judge a parlay or slip at `net_decimal`. Profit: what it paid when settled from
    /// its legs (`settled_decimal`, scaled by `net_decimal / decimal` when the venue
    /// takes a fee), else at the price. CLV (DESIGN.md settled point 12), parlays only:
    /// `100·(net D × Π p_close − 1)` with each leg's one close, `p_close` the product;
    /// `legs_p` holds each leg's closing probability or why it has none. A slip has no
    /// CLV: its price is the app's table, not a market that closes.
    #[must_use]
    pub fn multi(
        mut bet: BetRow,
        net_decimal: f64,
        legs_p: std::result::Result<Vec<f64>, String>,
    ) -> Self {
        let scale = if bet.decimal > 0.0 {
            net_decimal / bet.decimal
        } else {
            1.0
        };
        bet.profit = bet.result.map(|res| match (res, bet.settled_decimal) {
            (BetResult::Void, _) | (BetResult::Push, None) => 0.0,
            (_, Some(paid)) => bet.stake * (paid * scale - 1.0),
            (BetResult::Won, None) => bet.stake * (net_decimal - 1.0),
            (BetResult::Lost, None) => -bet.stake,
        });
        let mut clv_reason = None;
        match (bet.kind, legs_p) {
            (crate::BetKind::Parlay, Ok(ps)) => {
                let p: f64 = ps.iter().product();
                bet.p_close = Some(p);
                bet.clv_pct = esx_odds::clv::clv_pct(net_decimal, p).ok();
            }
            (crate::BetKind::Parlay, Err(why)) => clv_reason = Some(why),
            _ => {
                clv_reason = Some(
                    "a slip has no close: the app pays by its table, not a price that closes"
                        .into(),
                );
            }
        }
        Self {
            bet,
            net_decimal,
            contracts: None,
            maker: false,
            close: None,
            clv_reason,
        }
    }
}

impl Store {
    /// The close of a recorded market: [`close_of`] over every venue's last quote at or
    /// before the event's start. `None` when nothing usable was recorded.
    pub fn close(
        &self,
        event_id: &str,
        market: &str,
        map: Option<u32>,
        line: Option<f64>,
        devig: DevigMethod,
    ) -> Result<Option<Close>> {
        let quotes = self.close_quotes(event_id, market, map, line)?;
        Ok(close_of(&quotes, market, map, line, devig))
    }

    /// Every logged bet, oldest first, judged net of its venue's fee against its
    /// market's close ([`Store::close`]).
    pub fn judged_bets(&self, pricing: &BetPricing) -> Result<Vec<JudgedBet>> {
        let contracts = self.bet_contracts()?;
        let makers = self.maker_bets()?;
        self.bets()?
            .into_iter()
            .map(|b| {
                if b.kind != crate::BetKind::Single {
                    let net = pricing.net_decimal(&b, None, false);
                    let legs_p = self.legs_close(&b, pricing.devig)?;
                    return Ok(JudgedBet::multi(b, net, legs_p));
                }
                let close = self.close(&b.event_id, &b.market, b.map, b.line, pricing.devig)?;
                let n = contracts.get(&b.bet_id).copied();
                let maker = makers.contains(&b.bet_id);
                let net = pricing.net_decimal(&b, n, maker);
                Ok(JudgedBet::new(b, net, n, maker, close))
            })
            .collect()
    }

    /// Each parlay leg's closing probability for its outcome, or why one has none (the
    /// first leg without a close, named by number).
    fn legs_close(
        &self,
        bet: &BetRow,
        devig: DevigMethod,
    ) -> Result<std::result::Result<Vec<f64>, String>> {
        if bet.kind != crate::BetKind::Parlay {
            return Ok(Err(String::new()));
        }
        let mut ps = Vec::with_capacity(bet.legs.len());
        for (i, l) in bet.legs.iter().enumerate() {
            let (Some(ev), Some(market), Some(outcome)) = (&l.event_id, &l.market, &l.outcome)
            else {
                return Ok(Err(format!("leg {} names no market", i + 1)));
            };
            let close = self.close(ev, market, l.map, l.line, devig)?;
            match close.and_then(|c| c.p(outcome)) {
                Some(p) => ps.push(p),
                None => {
                    return Ok(Err(format!(
                        "leg {} ({ev} {market} {outcome}) has no close in the store",
                        i + 1
                    )));
                }
            }
        }
        Ok(Ok(ps))
    }
}
