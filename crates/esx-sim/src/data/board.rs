//! The current board: DFS and sportsbook player props, and team mainline quotes.
//!
//! Lines start from each player's expected output (role × skill × sport mean, per map) and
//! every venue adds its own noise, so venues disagree by 0.5–3 and a few real edges exist.
//! Sportsbook prices carry a 4–8 % overround; prediction-market prices sit near fair.

use super::generate::map_win_p;
use super::rng::{Rng, hash_str};
use super::sports::{Maps, PM_FIRST, PM_SECOND, SPORTSBOOK, Stat, VENUES, VenueKind};
use super::{MainKind, MainMarket, MainQuote, PFX, PropLine, SportData, Status};
use crate::calc;

/// Expected per-map value of a stat for a player.
#[must_use]
pub fn per_map_mean(data: &SportData, player: usize, stat: Stat) -> f64 {
    let info = data.info;
    let Some(p) = data.players.get(player) else {
        return 0.0;
    };
    let kf = info.kill_factor[p.slot];
    match stat {
        Stat::Kills => info.kills * kf * p.skill,
        Stat::Deaths => info.kills * 0.95,
        Stat::Assists => info.assists * (2.0 - kf).max(0.5),
        Stat::Headshots => info.kills * kf * p.skill * info.hs_rate,
        Stat::FirstKills => info.first_kills * kf,
        Stat::LastHits => info.last_hits * info.lh_factor[p.slot] * p.skill,
    }
}

/// Expected number of counted maps for a market in a best-of-`bo` series.
fn maps_expected(maps: Maps, bo: u8) -> f64 {
    match maps {
        Maps::Range(a, b) => {
            // Maps past the minimum series length are played only sometimes.
            let min_len = bo / 2 + 1;
            (a..=b).map(|n| if n <= min_len { 1.0 } else { 0.6 }).sum()
        }
        Maps::Series => f64::from(bo / 2 + 1) + 0.6,
    }
}

/// Probability that a normal `N(mu, sigma)` exceeds `x` (Abramowitz–Stegun erf, 7.1.26).
fn p_over(mu: f64, sigma: f64, x: f64) -> f64 {
    let z = (x - mu) / (sigma * std::f64::consts::SQRT_2);
    let t = 1.0 / (1.0 + 0.327_591_1 * z.abs());
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let erf = 1.0 - poly * (-z * z).exp();
    let erf = if z < 0.0 { -erf } else { erf };
    (0.5 * (1.0 - erf)).clamp(0.02, 0.98)
}

/// American odds of a two-way price with overround `margin` from fair `p`.
fn vig_pair(p: f64, margin: f64) -> (i64, i64) {
    let a = calc::american_from_probability((p * (1.0 + margin)).clamp(0.02, 0.98));
    let b = calc::american_from_probability(((1.0 - p) * (1.0 + margin)).clamp(0.02, 0.98));
    (a, b)
}

/// Every venue's current prop line on upcoming matches.
#[must_use]
pub fn props(seed: u64, data: &SportData) -> Vec<PropLine> {
    let mut out = Vec::new();
    let label = format!("{}/props", data.info.slug);
    for (mi, m) in data.matches.iter().enumerate() {
        if m.status != Status::Upcoming {
            continue;
        }
        for &pi in data.teams[m.home]
            .players
            .iter()
            .chain(&data.teams[m.away].players)
        {
            for (ki, market) in data.info.markets.iter().enumerate() {
                let key = hash_str(&format!("{}|{}|{ki}", m.id, data.players[pi].id));
                let mut rng = Rng::keyed(seed, &label, key);
                let mu =
                    per_map_mean(data, pi, market.stat) * maps_expected(market.maps, m.best_of);
                let fair = (mu.floor() + 0.5).max(0.5);
                // About a third of props are settled markets where the venues agree.
                let tight = rng.chance(0.3);
                for (vi, venue) in VENUES.iter().enumerate() {
                    let posts = match venue.kind {
                        VenueKind::Dfs => rng.chance(0.85),
                        VenueKind::Sportsbook => ki == 0 && rng.chance(0.7),
                        VenueKind::PredictionMarket => false,
                    };
                    let noise = if tight { 0.15 } else { venue.noise };
                    let steps = (noise * rng.normal()).round().clamp(-6.0, 6.0);
                    let line = (fair + 0.5 * steps).max(0.5);
                    let prop_id = format!("{PFX}_prop_{}", rng.hex12());
                    if !posts {
                        continue;
                    }
                    let odds = (vi == SPORTSBOOK).then(|| {
                        vig_pair(
                            p_over(mu, mu.sqrt().max(0.5) * 1.1, line),
                            rng.range(0.04, 0.08),
                        )
                    });
                    out.push(PropLine {
                        venue: vi,
                        player: pi,
                        match_idx: mi,
                        market: ki,
                        line,
                        prop_id,
                        odds,
                    });
                }
            }
        }
    }
    out
}

struct MarketPlan {
    kind: MainKind,
    line: Option<f64>,
    p0: f64,
    venues: Vec<usize>,
}

/// Current mainline quotes (lines sports only) for live and upcoming matches.
#[must_use]
pub fn mains(seed: u64, data: &SportData) -> Vec<MainMarket> {
    if !super::sports::LINES_SPORTS.contains(&data.info.slug) {
        return Vec::new();
    }
    let mut out = Vec::new();
    let label = format!("{}/mains", data.info.slug);
    for (mi, m) in data.matches.iter().enumerate() {
        if m.status == Status::Finished {
            continue;
        }
        let mut rng = Rng::keyed(seed, &label, hash_str(&m.id));
        let (h, a) = (&data.teams[m.home], &data.teams[m.away]);
        let p = map_win_p(h.rating, a.rating);
        let q = 1.0 - p;
        let series = if m.best_of >= 5 {
            p.powi(3) * (10.0 - 15.0 * p + 6.0 * p * p)
        } else {
            p * p * (3.0 - 2.0 * p)
        };
        let all = vec![SPORTSBOOK, PM_FIRST, PM_SECOND];
        let mut plans = vec![MarketPlan {
            kind: MainKind::MatchWinner,
            line: None,
            p0: series,
            venues: all.clone(),
        }];
        for n in 1..=3u8 {
            let pn = (p + 0.04 * rng.normal()).clamp(0.05, 0.95);
            let venues = match n {
                1 => all.clone(),
                2 => {
                    if rng.chance(0.6) {
                        all.clone()
                    } else {
                        vec![SPORTSBOOK, PM_FIRST]
                    }
                }
                _ => {
                    if rng.chance(0.4) {
                        vec![SPORTSBOOK, PM_FIRST]
                    } else {
                        vec![SPORTSBOOK]
                    }
                }
            };
            plans.push(MarketPlan {
                kind: MainKind::MapWinner(n),
                line: None,
                p0: pn,
                venues,
            });
        }
        if m.best_of >= 5 {
            plans.push(MarketPlan {
                kind: MainKind::TotalMaps,
                line: Some(3.5),
                p0: 1.0 - p.powi(3) - q.powi(3),
                venues: vec![SPORTSBOOK, PM_FIRST],
            });
            // The second prediction market posts a different total on best-of-5s.
            plans.push(MarketPlan {
                kind: MainKind::TotalMaps,
                line: Some(4.5),
                p0: 6.0 * p * p * q * q,
                venues: vec![PM_SECOND],
            });
            plans.push(MarketPlan {
                kind: MainKind::MapHandicap,
                line: Some(-1.5),
                p0: p.powi(3) * (1.0 + 3.0 * q),
                venues: vec![SPORTSBOOK, PM_SECOND],
            });
        } else {
            let venues = if rng.chance(0.7) {
                all.clone()
            } else {
                vec![SPORTSBOOK, PM_FIRST]
            };
            plans.push(MarketPlan {
                kind: MainKind::TotalMaps,
                line: Some(2.5),
                p0: 2.0 * p * q,
                venues,
            });
            plans.push(MarketPlan {
                kind: MainKind::MapHandicap,
                line: Some(-1.5),
                p0: p * p,
                venues: vec![SPORTSBOOK, PM_SECOND],
            });
        }
        for plan in plans {
            let (outcomes, teams) = match plan.kind {
                MainKind::TotalMaps => {
                    ([String::from("Over"), String::from("Under")], [None, None])
                }
                MainKind::MapHandicap => (
                    [format!("{} -1.5", h.name), format!("{} +1.5", a.name)],
                    [Some(m.home), Some(m.away)],
                ),
                _ => (
                    [h.name.clone(), a.name.clone()],
                    [Some(m.home), Some(m.away)],
                ),
            };
            let quotes = plan
                .venues
                .iter()
                .map(|&v| quote(&mut rng, v, plan.p0))
                .collect();
            let mut key = format!("{}:{}", m.id, plan.kind.as_str());
            if let Some(n) = plan.kind.map() {
                key = format!("{key}:{n}");
            }
            if let Some(l) = plan.line {
                key = format!("{key}:{l}");
            }
            out.push(MainMarket {
                match_idx: mi,
                kind: plan.kind,
                line: plan.line,
                outcomes,
                teams,
                true_p: plan.p0,
                quotes,
                key,
            });
        }
    }
    out
}

fn quote(rng: &mut Rng, venue: usize, p0: f64) -> MainQuote {
    let sigma = match venue {
        SPORTSBOOK => 0.012,
        PM_FIRST => 0.018,
        _ => 0.02,
    };
    let mut p = p0 + sigma * rng.normal();
    // A few real edges: one venue is clearly off the market.
    if rng.chance(0.1) {
        p += if rng.chance(0.5) { 1.0 } else { -1.0 } * rng.range(0.04, 0.09);
    }
    let p = p.clamp(0.04, 0.96);
    match venue {
        SPORTSBOOK => {
            let (a, b) = vig_pair(p, rng.range(0.04, 0.08));
            MainQuote {
                venue,
                american: [a, b],
                probability: [0.0; 2],
                volume: None,
                open_interest: None,
                liquidity: None,
            }
        }
        PM_FIRST => {
            let volume = rng.range(8.6, 13.3).exp().round();
            MainQuote {
                venue,
                american: [0; 2],
                probability: [round_to(p + 0.01, 100.0), round_to(1.0 - p + 0.01, 100.0)],
                volume: Some(volume),
                open_interest: Some((volume * rng.range(0.2, 0.6)).round()),
                liquidity: None,
            }
        }
        _ => {
            let volume = rng.range(9.2, 14.9).exp().round();
            MainQuote {
                venue,
                american: [0; 2],
                probability: [
                    round_to(p + 0.004, 1000.0),
                    round_to(1.0 - p + 0.004, 1000.0),
                ],
                volume: Some(volume),
                open_interest: None,
                liquidity: Some((volume * rng.range(0.02, 0.2)).round()),
            }
        }
    }
}

/// Rounds `x` to a multiple of `1/denom` (dividing last keeps the shortest decimal form),
/// kept inside (0, 1) for prices.
#[must_use]
pub fn round_to(x: f64, denom: f64) -> f64 {
    ((x * denom).round() / denom).clamp(1.0 / denom, 1.0 - 1.0 / denom)
}
