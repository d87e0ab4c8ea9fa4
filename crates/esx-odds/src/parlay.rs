//! Parlays: price a ticket of independent legs, build legs from consensus, discover the best combinations on one book.
//!
//! Legs are independent (no same-game correlation is modelled, as the service says;
//! the ticket rules refuse tickets where that is false): `decimal = Π d_i`,
//! `net_decimal = Π net_i` (each leg's price after its venue's fee),
//! `fair_probability = Π p_i`, `ev_pct = 100 × (fair × net_decimal − 1)`.
//! A leg's fair probability is the consensus of its market with the leg's own book left
//! out (`fair_basis: others`, the default) or of every source (`all`), with the same
//! de-vig method and `pm_weight` as lines.

use serde::Serialize;

use super::consensus::{
    ConsensusParams, FairBasis, Gate, MarketInput, VenueWeights, market_consensus,
    market_consensus_excluding, market_consensus_on,
};
use super::error::{OddsError, Result};
use super::price::{check_decimal, decimal_to_american};

/// One leg as priced on one book.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Leg {
    /// Match id (`kr_match_id`); no two legs of a discovered parlay share one.
    #[serde(rename = "kr_match_id")]
    pub match_id: String,
    /// Market (`match_winner`, ...).
    pub market: String,
    /// Map number of a map market (omitted elsewhere).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub map: Option<i64>,
    /// Line of a line market (omitted elsewhere).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<f64>,
    /// Team id where the payload has one, else the outcome name.
    pub selection: String,
    /// Outcome name.
    pub name: String,
    /// The book's decimal price as served (> 1, at most `MAX_DECIMAL`).
    pub decimal: f64,
    /// The price after the book's fee (`decimal` for a sportsbook).
    pub net_decimal: f64,
    /// `decimal` as a rounded American price.
    pub american: i64,
    /// Fair probability from consensus without this book.
    pub fair_probability: f64,
    /// `100 × (fair_probability × net_decimal − 1)`.
    pub ev_pct: f64,
    /// The price is the book's own, so it can be placed.
    pub placeable: bool,
    /// What `placeable` rests on (`book_price`).
    pub placeable_basis: String,
    /// Venues in the fair price.
    pub fair_books: Vec<String>,
    /// True when the leg's own book is not among `fair_books`.
    pub fair_excludes_leg_book: bool,
    /// Gates the leg's market fails on its own (`min_sources`, `max_disagreement`,
    /// `max_edge`): local discovery leaves such legs out.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub gates_failed: Vec<Gate>,
    /// The book the leg is priced on (not serialised: the envelope names it).
    #[serde(skip)]
    pub book: String,
    /// The match has started (discover leaves such legs out unless asked).
    #[serde(skip)]
    pub started: bool,
}

impl Leg {
    /// Builds a leg from its parts: checks `decimal` (> 1) and `fair_probability`
    /// ([0, 1]), computes `american`, `ev_pct` and `fair_excludes_leg_book`.
    #[expect(
        clippy::too_many_arguments,
        reason = "a leg is built from its parts, each checked here"
    )]
    pub fn new(
        match_id: &str,
        market: &str,
        selection: &str,
        name: &str,
        book: &str,
        decimal: f64,
        fair_probability: f64,
        fair_books: Vec<String>,
    ) -> Result<Self> {
        let decimal = check_decimal(decimal)?;
        if !(fair_probability.is_finite() && (0.0..=1.0).contains(&fair_probability)) {
            return Err(OddsError::InvalidParameter {
                name: "fair_probability",
                value: fair_probability,
                expected: "a number in [0, 1]",
            });
        }
        Ok(Self {
            match_id: match_id.to_owned(),
            market: market.to_owned(),
            map: None,
            line: None,
            selection: selection.to_owned(),
            name: name.to_owned(),
            decimal,
            net_decimal: decimal,
            american: decimal_to_american(decimal)?.round() as i64,
            fair_probability,
            ev_pct: 100.0 * (fair_probability * decimal - 1.0),
            placeable: true,
            placeable_basis: "book_price".to_owned(),
            fair_excludes_leg_book: !fair_books.iter().any(|b| b == book),
            fair_books,
            gates_failed: Vec::new(),
            book: book.to_owned(),
            started: false,
        })
    }

    /// The leg at a net price (after the book's fee; at most the served price), its EV
    /// recomputed on it.
    pub(crate) fn with_net(mut self, net_decimal: f64) -> Result<Self> {
        let net = check_decimal(net_decimal)?;
        self.net_decimal = net.min(self.decimal);
        self.ev_pct = 100.0 * (self.fair_probability * self.net_decimal - 1.0);
        Ok(self)
    }

    /// True when the leg would be a bet on its own: positive net edge against its fair
    /// price and a market that passes the gates.
    #[must_use]
    pub fn is_bet_on_its_own(&self) -> bool {
        self.ev_pct > 0.0 && self.gates_failed.is_empty()
    }

    /// Builds the leg for outcome `outcome` of `market` on `book`: the book's price (and
    /// net price) from its quote, the fair probability from consensus without the book
    /// ([`market_consensus_excluding`], `fair_basis: others`) or with every source
    /// (`all`), and the gates its market fails on the whole board.
    /// `selection` is the team id where the caller has one, else pass the outcome name.
    pub fn from_market(
        match_id: &str,
        market: &MarketInput,
        outcome: usize,
        selection: &str,
        book: &str,
        params: &ConsensusParams,
    ) -> Result<Self> {
        Self::from_market_on(match_id, market, outcome, selection, book, params, None)
    }

    /// [`Leg::from_market`] on any fair basis: `blend`, `worst`, `sharp` and `learned`
    /// price the leg at the basis's fair for its outcome (`venues`: a `sharp` or
    /// `learned` basis's weights, see [`crate::market_consensus_on`]). A basis with no
    /// weight on the market (its sharp venue does not quote it) is an error: the leg
    /// cannot be priced.
    pub fn from_market_on(
        match_id: &str,
        market: &MarketInput,
        outcome: usize,
        selection: &str,
        book: &str,
        params: &ConsensusParams,
        venues: Option<&VenueWeights>,
    ) -> Result<Self> {
        let out = market
            .outcomes
            .get(outcome)
            .ok_or_else(|| OddsError::UnknownOutcome(outcome.to_string()))?;
        let quote = out
            .quotes
            .iter()
            .find(|q| q.source == book)
            .ok_or_else(|| OddsError::NoUsableSource(format!("{} on {book}", market.market)))?;
        let decimal = quote.price()?;
        let net = quote.net_price()?;
        // The exclusion is explicit here; each consensus itself is plain (`all`).
        let base = ConsensusParams {
            fair_basis: FairBasis::All,
            ..*params
        };
        let whole = market_consensus(market, &base)?;
        let (p, fair_books) = match params.fair_basis {
            FairBasis::All | FairBasis::Others => {
                let fair = if params.fair_basis == FairBasis::Others {
                    market_consensus_excluding(market, &base, book)?
                } else {
                    whole.clone()
                };
                let p = fair
                    .outcomes
                    .get(outcome)
                    .map(|o| o.consensus_probability)
                    .ok_or_else(|| OddsError::UnknownOutcome(out.name.clone()))?;
                (p, fair.sources_used)
            }
            // The basis's own fair: the same whichever source is priced.
            _ => {
                let fair = market_consensus_on(market, params, None, venues)?;
                if fair.gates_failed.contains(&Gate::NoFairBasis) {
                    return Err(OddsError::NoUsableSource(format!(
                        "{} (fair basis `{}` has no weight on it)",
                        market.market, params.fair_basis
                    )));
                }
                let p = fair
                    .outcomes
                    .get(outcome)
                    .map(|o| o.best_price.fair_probability)
                    .ok_or_else(|| OddsError::UnknownOutcome(out.name.clone()))?;
                let books = if fair.fair_weights.is_empty() {
                    fair.sources_used
                } else {
                    fair.fair_weights.into_iter().map(|w| w.source).collect()
                };
                (p, books)
            }
        };
        // The market's own gates, judged as `lines` judges them (every source), the
        // liquidity floors included: a leg is a bet on its own only where a bet would be.
        let gates_failed: Vec<Gate> = whole.gates_failed.clone();
        let mut leg = Self::new(
            match_id,
            &market.market,
            selection,
            &out.name,
            book,
            decimal,
            p,
            fair_books,
        )?
        .with_net(net)?;
        leg.map = market.map;
        leg.line = market.line;
        leg.gates_failed = gates_failed;
        Ok(leg)
    }
}

/// A priced parlay (the service's parlay object).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Parlay {
    /// The legs, in ticket order.
    pub legs: Vec<Leg>,
    /// `Π d_i`.
    pub decimal: f64,
    /// `Π net_i`: what the ticket pays after fees.
    pub net_decimal: f64,
    /// `decimal` as a rounded American price.
    pub american: i64,
    /// `Π p_i` (legs independent).
    pub fair_probability: f64,
    /// `100 × (fair_probability × net_decimal − 1)`.
    pub ev_pct: f64,
    /// Who priced it: `esx` here (the simulator may say `computed`, as the service does).
    pub price_source: String,
    /// Legs share an event (accepted with `--allow-same-event`): the independent price
    /// overstates the parlay.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub correlated: bool,
    /// How correlated legs were priced: `series-model` ([`price_with_series`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub correlation: Option<&'static str>,
    /// The series model behind each match whose legs were priced jointly.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub series: Vec<crate::series::SeriesPrice>,
}

/// Prices a ticket: `decimal = Π d_i`, `fair = Π p_i`, `ev_pct = 100 (fair × decimal − 1)`.
///
/// ```
/// use esx_odds::parlay::{Leg, price_ticket};
/// let a = Leg::new("m1", "match_winner", "t1", "A", "sb", 1.9, 0.55, vec!["pm".into()]).unwrap();
/// let b = Leg::new("m2", "match_winner", "t2", "B", "sb", 2.1, 0.50, vec!["pm".into()]).unwrap();
/// let p = price_ticket(&[a, b]).unwrap();
/// assert!((p.decimal - 3.99).abs() < 1e-12);          // 1.9 × 2.1
/// assert!((p.fair_probability - 0.275).abs() < 1e-12); // 0.55 × 0.50
/// assert!((p.ev_pct - 9.725).abs() < 1e-9);            // 100 × (0.275 × 3.99 − 1)
/// assert_eq!(p.american, 299);
/// ```
pub fn price_ticket(legs: &[Leg]) -> Result<Parlay> {
    if legs.is_empty() {
        return Err(OddsError::TooFewOutcomes(0));
    }
    // Each leg's price is checked (> 1, ≤ MAX_DECIMAL), so the product of a ticket is
    // finite and > 1; it may exceed MAX_DECIMAL, which caps single prices only.
    let decimal: f64 = legs.iter().map(|l| l.decimal).product();
    let net: f64 = legs.iter().map(|l| l.net_decimal).product();
    let fair: f64 = legs.iter().map(|l| l.fair_probability).product();
    if !(decimal.is_finite() && decimal > 1.0) {
        return Err(OddsError::InvalidDecimal(decimal));
    }
    Ok(Parlay {
        legs: legs.to_vec(),
        decimal,
        net_decimal: net,
        american: american_rounded(decimal),
        fair_probability: fair,
        ev_pct: 100.0 * (fair * net - 1.0),
        price_source: "esx".to_owned(),
        correlated: false,
        correlation: None,
        series: Vec::new(),
    })
}

/// Prices a ticket whose legs on one match are priced jointly by the series model:
/// `groups` holds, per match, the indexes of its legs and their [`SeriesPrice`]; every
/// other leg counts at its own fair probability. `fair = Π joint × Π p_other`,
/// `decimal` and `net_decimal` stay the products of the legs' prices (each leg is
/// placed at its own price), `ev_pct = 100 × (fair × net − 1)`; the parlay is
/// `correlated` with `correlation: "series-model"`.
///
/// [`SeriesPrice`]: crate::series::SeriesPrice
pub fn price_with_series(
    legs: &[Leg],
    groups: &[(Vec<usize>, crate::series::SeriesPrice)],
) -> Result<Parlay> {
    let mut parlay = price_ticket(legs)?;
    let grouped = |i: usize| groups.iter().any(|(g, _)| g.contains(&i));
    let others: f64 = legs
        .iter()
        .enumerate()
        .filter(|(i, _)| !grouped(*i))
        .map(|(_, l)| l.fair_probability)
        .product();
    let joint: f64 = groups.iter().map(|(_, s)| s.joint_probability).product();
    parlay.fair_probability = others * joint;
    parlay.ev_pct = 100.0 * (parlay.fair_probability * parlay.net_decimal - 1.0);
    parlay.correlated = !groups.is_empty();
    parlay.correlation = (!groups.is_empty()).then_some("series-model");
    parlay.series = groups.iter().map(|(_, s)| s.clone()).collect();
    Ok(parlay)
}

/// `decimal_to_american` for a ticket price (> 1, possibly above the single-price cap),
/// rounded; saturates rather than overflowing for a price a hair above 1.
fn american_rounded(decimal: f64) -> i64 {
    let a = if decimal >= 2.0 {
        100.0 * (decimal - 1.0)
    } else {
        -100.0 / (decimal - 1.0)
    };
    a.round() as i64
}

/// Options for [`discover`]; `Default` = the route's defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DiscoverOptions {
    /// Legs per parlay, 2 or 3 (default 2).
    pub size: usize,
    /// Keep negative-EV parlays and legs that are not bets on their own
    /// (`--include all`; default false).
    pub include_all: bool,
    /// Keep legs whose match has started (default false).
    pub include_started: bool,
    /// At most this many parlays, 1–100 (default 25).
    pub limit: usize,
    /// Use only legs that are bets on their own ([`Leg::is_bet_on_its_own`]; default
    /// true, esx's rule; the service's route pairs any legs). `include_all` lifts it.
    pub require_bet_legs: bool,
}

impl Default for DiscoverOptions {
    fn default() -> Self {
        Self {
            size: 2,
            include_all: false,
            include_started: false,
            limit: 25,
            require_bet_legs: true,
        }
    }
}

/// Discovers the best parlays from one book's board of legs: every combination of
/// `size` legs from different matches (started matches left out unless
/// `include_started`) among the legs that are bets on their own
/// ([`Leg::is_bet_on_its_own`]: positive net edge, market passing the gates),
/// non-negative EV; `include_all` lifts both rules. Sorted by `ev_pct` desc
/// (then `decimal` desc, then the legs' match ids and selections), at most `limit`.
/// An empty result is the route's `no_parlays`.
pub fn discover(board: &[Leg], options: &DiscoverOptions) -> Result<Vec<Parlay>> {
    if !(2..=3).contains(&options.size) {
        return Err(OddsError::InvalidParameter {
            name: "size",
            value: options.size as f64,
            expected: "2 or 3",
        });
    }
    if !(1..=100).contains(&options.limit) {
        return Err(OddsError::InvalidParameter {
            name: "limit",
            value: options.limit as f64,
            expected: "an integer from 1 to 100",
        });
    }
    let legs: Vec<&Leg> = board
        .iter()
        .filter(|l| options.include_started || !l.started)
        .filter(|l| options.include_all || !options.require_bet_legs || l.is_bet_on_its_own())
        .collect();
    // Candidates are kept as (ev, decimal, leg indices); the list is cut back to `limit`
    // whenever it grows past a multiple of it, so memory stays bounded on big boards.
    let mut best: Vec<(f64, f64, [usize; 3])> = Vec::new();
    let keep = |best: &mut Vec<(f64, f64, [usize; 3])>| {
        best.sort_by(|a, b| compare(&legs, a, b));
        best.truncate(options.limit);
    };
    let n = legs.len();
    let consider = |idx: [usize; 3], count: usize, best: &mut Vec<_>| {
        let chosen = &idx[..count];
        let decimal: f64 = chosen.iter().map(|&i| legs[i].net_decimal).product();
        let fair: f64 = chosen.iter().map(|&i| legs[i].fair_probability).product();
        let ev = 100.0 * (fair * decimal - 1.0);
        if ev.is_finite() && (options.include_all || ev >= 0.0) {
            best.push((ev, decimal, idx));
            if best.len() >= options.limit * 8 + 64 {
                keep(best);
            }
        }
    };
    for i in 0..n {
        for j in i + 1..n {
            if legs[j].match_id == legs[i].match_id {
                continue;
            }
            if options.size == 2 {
                consider([i, j, usize::MAX], 2, &mut best);
                continue;
            }
            for k in j + 1..n {
                if legs[k].match_id == legs[i].match_id || legs[k].match_id == legs[j].match_id {
                    continue;
                }
                consider([i, j, k], 3, &mut best);
            }
        }
    }
    keep(&mut best);
    best.iter()
        .map(|(_, _, idx)| {
            let chosen: Vec<Leg> = idx[..options.size]
                .iter()
                .map(|&i| legs[i].clone())
                .collect();
            price_ticket(&chosen)
        })
        .collect()
}

fn compare(
    legs: &[&Leg],
    a: &(f64, f64, [usize; 3]),
    b: &(f64, f64, [usize; 3]),
) -> std::cmp::Ordering {
    // Borrowed keys: this runs inside frequent sorts, so no allocation per comparison.
    fn key<'a>(
        legs: &'a [&'a Leg],
        idx: &'a [usize; 3],
    ) -> impl Iterator<Item = (&'a str, &'a str)> + 'a {
        idx.iter()
            .filter_map(move |&i| legs.get(i))
            .map(|l| (l.match_id.as_str(), l.selection.as_str()))
    }
    b.0.total_cmp(&a.0)
        .then_with(|| b.1.total_cmp(&a.1))
        .then_with(|| key(legs, &a.2).cmp(key(legs, &b.2)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::consensus::{OutcomeInput, SourceKind, SourceQuote};

    fn leg(m: &str, sel: &str, d: f64, p: f64) -> Leg {
        Leg::new(
            m,
            "match_winner",
            sel,
            sel,
            "sb",
            d,
            p,
            vec!["k".to_owned()],
        )
        .unwrap()
    }

    #[test]
    fn leg_from_market_excludes_its_own_book() {
        let q = |src: &str, d: f64| SourceQuote {
            decimal: Some(d),
            ..SourceQuote::new(src, SourceKind::Sportsbook)
        };
        let m = MarketInput {
            market: "match_winner".to_owned(),
            map: None,
            line: None,
            matchup_key: None,
            first_prediction_market: None,
            outcomes: vec![
                OutcomeInput {
                    name: "A".to_owned(),
                    quotes: vec![q("sb", 2.2), q("other", 1.8)],
                },
                OutcomeInput {
                    name: "B".to_owned(),
                    quotes: vec![q("sb", 1.7), q("other", 2.0)],
                },
            ],
        };
        let others = ConsensusParams {
            fair_basis: FairBasis::Others,
            ..ConsensusParams::default()
        };
        let l = Leg::from_market("m1", &m, 0, "tm_a", "sb", &others).unwrap();
        // Fair from "other" alone: (1/1.8)/(1/1.8 + 1/2) = 0.526316.
        let fair = (1.0 / 1.8) / (1.0 / 1.8 + 0.5);
        assert!((l.fair_probability - fair).abs() < 1e-12);
        assert_eq!(l.fair_books, ["other"]);
        assert!(l.fair_excludes_leg_book);
        assert_eq!(l.decimal, 2.2);
        assert_eq!(l.american, 120);
        assert!((l.ev_pct - 100.0 * (fair * 2.2 - 1.0)).abs() < 1e-9);
        assert!(Leg::from_market("m1", &m, 5, "x", "sb", &ConsensusParams::default()).is_err());
        assert!(Leg::from_market("m1", &m, 0, "x", "nobook", &ConsensusParams::default()).is_err());
    }

    #[test]
    fn discover_respects_matches_started_ev_and_limit() {
        let mut board = vec![
            leg("m1", "a", 2.2, 0.5),  // ev +10
            leg("m1", "b", 1.7, 0.5),  // ev −15
            leg("m2", "c", 2.0, 0.55), // ev +10
            leg("m3", "d", 3.0, 0.4),  // ev +20
        ];
        board[3].started = true;
        let got = discover(&board, &DiscoverOptions::default()).unwrap();
        // Pairs from different matches without the started m3: (a,c) ev 21, (b,c) ev −6.5.
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].legs[0].selection, "a");
        assert!((got[0].ev_pct - 100.0 * (0.275 * 4.4 - 1.0)).abs() < 1e-9);
        let all = discover(
            &board,
            &DiscoverOptions {
                include_all: true,
                include_started: true,
                ..DiscoverOptions::default()
            },
        )
        .unwrap();
        assert_eq!(all.len(), 5); // 6 pairs minus the same-match (a,b)
        assert!(all.windows(2).all(|w| w[0].ev_pct >= w[1].ev_pct));
        let three = discover(
            &board,
            &DiscoverOptions {
                size: 3,
                include_started: true,
                limit: 1,
                ..DiscoverOptions::default()
            },
        )
        .unwrap();
        assert_eq!(three.len(), 1);
        assert_eq!(three[0].legs.len(), 3);
        let mut ids: Vec<_> = three[0].legs.iter().map(|l| l.match_id.as_str()).collect();
        ids.dedup();
        assert_eq!(ids.len(), 3);
        assert!(
            discover(
                &board,
                &DiscoverOptions {
                    size: 4,
                    ..DiscoverOptions::default()
                }
            )
            .is_err()
        );
        assert!(
            discover(
                &board,
                &DiscoverOptions {
                    limit: 0,
                    ..DiscoverOptions::default()
                }
            )
            .is_err()
        );
        assert!(
            discover(&[], &DiscoverOptions::default())
                .unwrap()
                .is_empty()
        );
    }

    #[test]
    fn discover_keeps_the_true_top_on_a_big_board() {
        // 60 matches × 2 legs; the bounded candidate list must still return the best.
        let board: Vec<Leg> = (0..120)
            .map(|i| {
                leg(
                    &format!("m{}", i / 2),
                    &format!("s{i}"),
                    1.5 + f64::from(i % 7) * 0.1,
                    0.7,
                )
            })
            .collect();
        let opts = DiscoverOptions {
            limit: 5,
            include_all: true,
            ..DiscoverOptions::default()
        };
        let got = discover(&board, &opts).unwrap();
        let mut every: Vec<f64> = Vec::new();
        for i in 0..board.len() {
            for j in i + 1..board.len() {
                if board[i].match_id != board[j].match_id {
                    every.push(100.0 * (0.49 * board[i].decimal * board[j].decimal - 1.0));
                }
            }
        }
        every.sort_by(|a, b| b.total_cmp(a));
        for (g, w) in got.iter().zip(&every) {
            assert!((g.ev_pct - w).abs() < 1e-9);
        }
    }

    #[test]
    fn discovery_uses_only_legs_that_are_bets_on_their_own() {
        // c is +EV but its market fails max_edge; d is −EV; a and e are good bets.
        let mut c = leg("m2", "c", 2.6, 0.5); // +30 %, suspect
        c.gates_failed = vec![Gate::MaxEdge];
        let board = vec![
            leg("m1", "a", 2.1, 0.5), // +5 %
            c,
            leg("m3", "d", 1.8, 0.5),  // −10 %
            leg("m4", "e", 2.06, 0.5), // +3 %
        ];
        let got = discover(&board, &DiscoverOptions::default()).unwrap();
        assert_eq!(got.len(), 1, "only (a, e): {got:?}");
        let sels: Vec<&str> = got[0].legs.iter().map(|l| l.selection.as_str()).collect();
        assert_eq!(sels, ["a", "e"]);
        // (a, d) would be +5 % × −10 %; with --include all it comes back, ranked by EV.
        let all = discover(
            &board,
            &DiscoverOptions {
                include_all: true,
                ..DiscoverOptions::default()
            },
        )
        .unwrap();
        assert_eq!(all.len(), 6);
    }

    #[test]
    fn a_leg_is_judged_at_its_net_price() {
        let l = leg("m1", "a", 2.0, 0.52).with_net(1.93).unwrap();
        assert_eq!(l.decimal, 2.0);
        assert!((l.ev_pct - 100.0 * (0.52 * 1.93 - 1.0)).abs() < 1e-12);
        let p = price_ticket(&[l, leg("m2", "b", 2.0, 0.5)]).unwrap();
        assert!((p.decimal - 4.0).abs() < 1e-12);
        assert!((p.net_decimal - 3.86).abs() < 1e-12);
        assert!((p.ev_pct - 100.0 * (0.26 * 3.86 - 1.0)).abs() < 1e-9);
    }

    #[test]
    fn invalid_legs_are_errors() {
        assert!(Leg::new("m", "mw", "s", "n", "b", 1.0, 0.5, vec![]).is_err());
        assert!(Leg::new("m", "mw", "s", "n", "b", 2.0, f64::NAN, vec![]).is_err());
        assert!(price_ticket(&[]).is_err());
    }

    /// One team's match and map 1 in a best of 3 at q = 0.6095, each leg at 2.0 and
    /// 1.7: the series model's joint q(1 − (1 − q)²) replaces the product of the legs;
    /// a third, independent leg multiplies in at its own fair probability.
    #[test]
    fn same_match_legs_priced_by_the_series_model() {
        use crate::series::{SeriesLeg, price_series};
        let q: f64 = 0.6095;
        let p_match = q * q * (3.0 - 2.0 * q);
        let mw = Leg::new("m1", "match_winner", "A", "A", "sb", 2.0, p_match, vec![]).unwrap();
        let mut m1 = Leg::new("m1", "map_winner", "A", "A", "sb", 1.7, q, vec![]).unwrap();
        m1.map = Some(1);
        let other = Leg::new("m2", "match_winner", "C", "C", "sb", 1.9, 0.55, vec![]).unwrap();
        let series = price_series(
            p_match,
            3,
            "default",
            &[
                SeriesLeg::MatchWinner { home: true },
                SeriesLeg::MapWinner { map: 1, home: true },
            ],
        )
        .unwrap();
        let joint = q * (1.0 - (1.0 - q) * (1.0 - q));
        let p = price_with_series(&[mw, m1, other], &[(vec![0, 1], series)]).unwrap();
        assert!((p.fair_probability - joint * 0.55).abs() < 1e-9);
        assert!((p.decimal - 2.0 * 1.7 * 1.9).abs() < 1e-12);
        assert!((p.ev_pct - 100.0 * (joint * 0.55 * 2.0 * 1.7 * 1.9 - 1.0)).abs() < 1e-9);
        assert!(p.correlated);
        assert_eq!(p.correlation, Some("series-model"));
        let v = serde_json::to_value(&p).unwrap();
        assert_eq!(v["correlation"], "series-model");
        assert_eq!(v["series"][0]["best_of"], 3);
    }
}
