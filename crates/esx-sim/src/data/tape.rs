//! Quote tapes: the deterministic price history behind every current quote.
//!
//! A tape is regenerated on demand from `(seed, market key, venue)` and always ends at the
//! current quote. Each market draws a *story* (calm, steam, shift, volume surge or whale
//! trade) so that `/flow` finds real movement when it scans the tapes with its thresholds.

use super::board::round_to;
use super::rng::{Rng, hash_str};
use super::sports::{PM_FIRST, PM_SECOND, SPORTSBOOK};
use super::{MainMarket, PropLine};
use crate::calc;

/// Points per tape (hourly, the last one is now).
pub(crate) const POINTS: usize = 49;
const HOUR: i64 = 3_600;

/// One point of a mainline tape.
#[derive(Debug, Clone)]
pub(crate) struct TapePoint {
    pub ts: i64,
    /// Sportsbook: vigged implied probability per outcome; prediction market: price.
    pub prob: [f64; 2],
    /// Sportsbook only.
    pub american: Option<[i64; 2]>,
    /// Prediction markets: cumulative volume.
    pub volume: Option<f64>,
}

/// One prediction-market trade.
#[derive(Debug, Clone)]
pub(crate) struct Trade {
    pub ts: i64,
    pub outcome: usize,
    pub size: f64,
    pub price: f64,
}

/// A venue's tape on one market.
#[derive(Debug, Clone)]
pub(crate) struct QuoteTape {
    pub venue: usize,
    pub points: Vec<TapePoint>,
    pub trades: Vec<Trade>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Story {
    Calm,
    Steam,
    Shift(usize),
    Volume(usize),
    Whale(usize),
}

fn story(seed: u64, key: &str) -> (Story, f64) {
    let mut r = Rng::keyed(seed, "story", hash_str(key));
    let dir = if r.chance(0.5) { 1.0 } else { -1.0 };
    let x = r.f64();
    let s = if x < 0.55 {
        Story::Calm
    } else if x < 0.67 {
        Story::Steam
    } else if x < 0.80 {
        Story::Shift([SPORTSBOOK, PM_FIRST, PM_SECOND][r.below(3)])
    } else if x < 0.90 {
        Story::Volume([PM_FIRST, PM_SECOND][r.below(2)])
    } else {
        Story::Whale([PM_FIRST, PM_SECOND][r.below(2)])
    };
    (s, dir)
}

/// A prediction market's trades over the last day (none on the sportsbook): twenty
/// ordinary ones and, in a whale story on this venue, one large trade. Drawn after the
/// points, from the same generator, so the tape is the same as ever.
fn trades(
    r: &mut Rng,
    venue: usize,
    (story, dir): (Story, f64),
    cur: [f64; 2],
    now: i64,
) -> Vec<Trade> {
    let mut trades = Vec::new();
    if venue != SPORTSBOOK {
        for _ in 0..20 {
            let outcome = r.below(2);
            trades.push(Trade {
                ts: now - r.below(24 * 60) as i64 * 60,
                outcome,
                size: r.range(3.9, 8.5).exp().round(),
                price: cur[outcome],
            });
        }
        if matches!(story, Story::Whale(wv) if wv == venue) {
            let outcome = usize::from(dir < 0.0);
            trades.push(Trade {
                ts: now - r.below(6 * 60) as i64 * 60,
                outcome,
                size: r.range(25_000.0, 150_000.0).round(),
                price: cur[outcome],
            });
        }
        trades.sort_by_key(|t| t.ts);
    }
    trades
}

/// The tape of quote `q` of `market`, ending at `now`.
#[must_use]
pub(crate) fn main_tape(seed: u64, market: &MainMarket, q: usize, now: i64) -> Option<QuoteTape> {
    let quote = market.quotes.get(q)?;
    let venue = quote.venue;
    let (story, dir) = story(seed, &market.seed_key);
    let mut r = Rng::keyed(seed, &format!("tape/{venue}"), hash_str(&market.seed_key));
    let cur: [f64; 2] = if venue == SPORTSBOOK {
        [
            calc::probability_from_american(quote.american[0]),
            calc::probability_from_american(quote.american[1]),
        ]
    } else {
        quote.probability
    };
    let total = cur[0] + cur[1];
    let mut share = vec![0.0; POINTS];
    share[POINTS - 1] = cur[0] / total;
    for t in (0..POINTS - 1).rev() {
        let age = POINTS - 1 - t; // hours before now of point t
        let mut step = 0.004 * r.normal();
        match story {
            Story::Steam if age <= 3 => step += dir * r.range(0.012, 0.02),
            Story::Shift(v) if v == venue && age <= 6 => step += dir * r.range(0.007, 0.012),
            _ => {}
        }
        share[t] = (share[t + 1] - step).clamp(0.03, 0.97);
    }
    let vols = volumes(&mut r, quote.volume, story, venue);
    let points = (0..POINTS)
        .map(|t| {
            let ts = now - (POINTS - 1 - t) as i64 * HOUR;
            let s = share[t];
            if venue == SPORTSBOOK {
                let a = if t == POINTS - 1 {
                    quote.american
                } else {
                    [
                        calc::american_from_probability(s * total),
                        calc::american_from_probability((1.0 - s) * total),
                    ]
                };
                TapePoint {
                    ts,
                    prob: [
                        calc::probability_from_american(a[0]),
                        calc::probability_from_american(a[1]),
                    ],
                    american: Some(a),
                    volume: None,
                }
            } else {
                let prob = if t == POINTS - 1 {
                    cur
                } else {
                    [
                        round_to(s * total, 100.0),
                        round_to((1.0 - s) * total, 100.0),
                    ]
                };
                TapePoint {
                    ts,
                    prob,
                    american: None,
                    volume: vols[t],
                }
            }
        })
        .collect();
    let trades = trades(&mut r, venue, (story, dir), cur, now);
    Some(QuoteTape {
        venue,
        points,
        trades,
    })
}

/// The traded volume at each point, walked back from the current one: a tape's volume
/// only grows, faster in the last six hours of a volume story on this venue.
fn volumes(r: &mut Rng, now_volume: Option<f64>, story: Story, venue: usize) -> Vec<Option<f64>> {
    let mut vol = now_volume;
    let mut vols = vec![None; POINTS];
    for t in (0..POINTS).rev() {
        vols[t] = vol;
        if let Some(v) = vol {
            let surge = matches!(story, Story::Volume(sv) if sv == venue) && POINTS - 1 - t <= 6;
            let traded = v / 70.0 * r.range(0.5, 1.5) * if surge { 6.0 } else { 1.0 };
            vol = Some((v - traded).max(0.0).round());
        }
    }
    vols
}

/// One point of a prop line's tape.
#[derive(Debug, Clone)]
pub(crate) struct PropPoint {
    pub ts: i64,
    pub line: f64,
    pub odds: Option<(i64, i64)>,
}

/// The line history of a prop: six-hourly over three days, ending at the current line.
#[must_use]
pub(crate) fn prop_tape(seed: u64, prop: &PropLine, now: i64) -> Vec<PropPoint> {
    let mut r = Rng::keyed(seed, "prop-tape", hash_str(&prop.prop_id));
    let n = 13;
    let mut lines = vec![prop.line; n];
    for t in (0..n - 1).rev() {
        let mv = if r.chance(0.25) {
            if r.chance(0.5) { 0.5 } else { -0.5 }
        } else {
            0.0
        };
        lines[t] = (lines[t + 1] - mv).max(0.5);
    }
    (0..n)
        .map(|t| {
            let odds = prop.odds.map(|(o, u)| {
                if t == n - 1 {
                    (o, u)
                } else {
                    let d = (r.normal() * 6.0).round() as i64;
                    (nudge(o, d), nudge(u, -d))
                }
            });
            PropPoint {
                ts: now - (n - 1 - t) as i64 * 6 * HOUR,
                line: lines[t],
                odds,
            }
        })
        .collect()
}

/// Moves an American price by `d` cents, skipping the invalid band (−100, 100).
fn nudge(a: i64, d: i64) -> i64 {
    let b = a + d;
    if b.abs() < 100 {
        if a < 0 { -100 } else { 100 }
    } else {
        b
    }
}
