//! The demo's showcase: what the simulator plants on every 72 h board so the docs'
//! examples find something at any clock (DESIGN.md "Round four", settled point 1).
//!
//! A slate period lists `8·scale` series, one every `9/scale` hours, so any 72 h window
//! holds the same places `k` of the periods. Planting by place keeps the plant a property
//! of the series, never of the clock: the board does not jump between hours.
//!
//! - **Edge** (every place but the arb's: eight series in any 72 h window at scale 1,
//!   six in cs2; the cap below leaves some of them at no edge at all at some hours): the
//!   sportsbook's longshot price on the series' match winner (map 1 when the match winner
//!   is too lopsided) is up to 3–4.5 % better than the exchanges' mid, a stale price like
//!   the board's natural ones but under 5 % and short of an arbitrage with either
//!   exchange: a gated top edge, and a thunderpick leg worth a parlay.
//! - **Arb** (cs2, places `k ≡ 1 mod 4`: two series in any window): on the map-winner
//!   market nearest even money, the book's favourite plus the cheapest exchange's
//!   longshot (net of its fee) cost `1/(1+r)`, `r` 0.4–0.9 %: a gated arb of that profit.
//!
//! Each plant is recomputed from the market's current exchange quotes, so it holds at
//! every hour while the prices move. The epoch's own series keep their natural prices at
//! the epoch's hour (the pinned board stays byte-identical) and carry the plant at every
//! other clock.

use super::price::bucket;
use super::rng::{Rng, hash_str};
use super::sports::{PM_FIRST, PM_SECOND, SPORTSBOOK};
use super::timeline::EPOCH;
pub(crate) use super::types::Plant;
use super::types::{MainKind, MainQuote};
use crate::calc;

/// The sport whose boards carry the planted arbitrage.
pub(crate) const ARB_SPORT: &str = "cs2";

/// The least liquidity a planted market's second exchange shows: above its gate's floor
/// (1000), so the planted market passes every gate.
const PLANTED_LIQUIDITY: f64 = 1_500.0;

impl Plant {
    /// The plant of the slate series at place `slot` (`None` off the slates).
    #[must_use]
    pub fn of(sport: &str, slot: Option<usize>, pinned: bool) -> Self {
        let Some(k) = slot else {
            return Self::default();
        };
        let arb = sport == ARB_SPORT && k % 4 == 1;
        Self {
            edge: !arb,
            arb,
            epoch: pinned,
        }
    }

    /// Whether the plant shows on a board priced at clock `now` for a series starting at
    /// `start`: always, except an epoch series at the epoch's price hour.
    #[must_use]
    pub fn shows(self, start: i64, now: i64) -> bool {
        (self.edge || self.arb) && !(self.epoch && bucket(start - now) == bucket(start - EPOCH))
    }
}

/// The smaller of a two-way market's true probabilities.
fn longshot(p0: f64) -> f64 {
    p0.min(1.0 - p0)
}

/// Whether a market can carry the planted edge: all three venues, and a longshot the
/// exchanges list that is not too long (a stale price on a 10 % shot moves the consensus
/// little but reads as a big edge).
#[must_use]
pub(crate) fn edge_fits(kind: MainKind, p0: f64, venues: &[usize]) -> bool {
    matches!(kind, MainKind::MatchWinner | MainKind::MapWinner(1))
        && venues.len() == 3
        && (0.15..=0.5).contains(&longshot(p0))
}

/// The map-winner market of a series that carries the arb: the one nearest even money
/// among those the book and an exchange both post.
#[must_use]
pub(crate) fn arb_target<'a>(
    markets: impl Iterator<Item = (MainKind, f64, &'a [usize])>,
) -> Option<usize> {
    markets
        .enumerate()
        .filter(|(_, (kind, p0, venues))| {
            matches!(kind, MainKind::MapWinner(_))
                && venues.contains(&SPORTSBOOK)
                && venues.iter().any(|&v| v != SPORTSBOOK)
                && longshot(*p0) >= 0.1
        })
        .max_by(|a, b| longshot(a.1.1).total_cmp(&longshot(b.1.1)))
        .map(|(i, _)| i)
}

/// The exchanges' mid (de-vigged ask) of outcome 0, averaged over the exchanges quoting.
fn exchange_mid(quotes: &[MainQuote]) -> Option<f64> {
    let mids: Vec<f64> = quotes
        .iter()
        .filter(|q| q.venue != SPORTSBOOK)
        .map(|q| q.probability[0] / (q.probability[0] + q.probability[1]))
        .collect();
    (!mids.is_empty()).then(|| mids.iter().sum::<f64>() / mids.len() as f64)
}

/// Sets the book's price of outcome `long` to implied probability `q`, keeping the other
/// side at least the 1 % overround a book always carries.
fn set_book(quotes: &mut [MainQuote], long: usize, q: f64) {
    let Some(book) = quotes.iter_mut().find(|x| x.venue == SPORTSBOOK) else {
        return;
    };
    let other = 1 - long;
    let q_other = calc::probability_from_american(book.american[other]).max(1.01 - q);
    book.american[long] = calc::american_from_probability(q.clamp(0.02, 0.98));
    book.american[other] = calc::american_from_probability(q_other.clamp(0.02, 0.98));
}

/// Keeps a planted market's exchange depth above the liquidity gate.
fn deepen(quotes: &mut [MainQuote]) {
    for q in quotes.iter_mut().filter(|q| q.venue == PM_SECOND) {
        q.liquidity = q.liquidity.map(|l| l.max(PLANTED_LIQUIDITY));
    }
}

/// Plants the stale longshot on market `seed_key`'s current quotes. The price stays
/// short of an arbitrage: the longshot costs at least `NO_ARB` more than what every
/// exchange's favourite leaves (an edge over the mid wider than an exchange's half
/// spread would be a free bet against that exchange), and the book's favourite carries
/// the rest of a 2.5 % overround, so its de-vigged price stays near the market's.
pub(crate) fn plant_edge(seed: u64, seed_key: &str, quotes: &mut [MainQuote]) {
    let Some(mid) = exchange_mid(quotes) else {
        return;
    };
    let edge = Rng::keyed(seed, "showcase/edge", hash_str(seed_key)).range(0.03, 0.045);
    let long = usize::from(mid > 0.5);
    let p_long = if long == 0 { mid } else { 1.0 - mid };
    let fav_ask = quotes
        .iter()
        .filter(|q| q.venue != SPORTSBOOK)
        .map(|q| q.probability[1 - long])
        .fold(f64::INFINITY, f64::min);
    let q_long = (p_long / (1.0 + edge)).max(1.0 - fav_ask + NO_ARB);
    set_book(quotes, long, q_long);
    if let Some(book) = quotes.iter_mut().find(|x| x.venue == SPORTSBOOK) {
        book.american[1 - long] =
            calc::american_from_probability((1.025 - q_long).clamp(0.02, 0.98));
    }
    deepen(quotes);
}

/// How far short of an arbitrage a planted edge stays (probability units).
const NO_ARB: f64 = 0.002;

/// Plants the arbitrage on market `seed_key`'s current quotes: the book's favourite
/// (stale by 1–3 %, where a longshot would need a stale price past the max-edge gate)
/// against the exchange whose longshot costs least after its fee.
pub(crate) fn plant_arb(seed: u64, seed_key: &str, quotes: &mut [MainQuote]) {
    let Some(mid) = exchange_mid(quotes) else {
        return;
    };
    let profit = Rng::keyed(seed, "showcase/arb", hash_str(seed_key)).range(0.004, 0.009);
    let fav = usize::from(mid < 0.5);
    let long = 1 - fav;
    deepen(quotes);
    let cost = quotes
        .iter()
        .filter(|q| q.venue != SPORTSBOOK)
        .map(|q| {
            let p = q.probability[long];
            let fee = if q.venue == PM_FIRST {
                esx_odds::fees::KALSHI_FEE
            } else {
                0.0
            };
            p + fee * p * (1.0 - p)
        })
        .fold(f64::INFINITY, f64::min);
    if cost.is_finite() {
        set_book(quotes, fav, 1.0 / (1.0 + profit) - cost);
    }
}
