//! The current board: DFS and sportsbook player props, and team mainline quotes.
//!
//! Lines start from each player's expected output (role × skill × sport mean, per map) and
//! every venue adds its own noise, so venues disagree by 0.5–3 and a few real edges exist.
//! The sportsbook posts named-player props (`main[]`, American odds on both sides) for most
//! players.
//!
//! Team mainlines look like a real board (DESIGN.md "The three parts"): a sportsbook
//! two-way overround of 3–7 %; two prediction markets that track each other (a shared
//! deviation of ~0.5 points plus ~0.3 of their own) and the book (~0.6) within a few
//! points, quoting ask prices 1.5–3.5 cents (kalshi, whole cents) or 1–2.5 (the second)
//! above fair on each side, 2.5× wider on the quarter of markets that are thin; on half
//! the thin markets the sportsbook's longshot price is stale, 5–12 % too long — the few
//! edges above 8 % a board has (~7 % of markets, 3–4 a board), and the rarer arbitrage
//! (~2 %). Prediction markets are within 1.2 points of each other on 90 % of markets.

use super::rating::map_win_p;
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
pub(crate) fn maps_expected(maps: Maps, bo: u8) -> f64 {
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

/// The least overround (Σ implied probability) of the sportsbook's own two-way pair.
const MIN_BOOK_OVERROUND: f64 = 1.01;

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
                // Keyed by the date-free event id (the match id's slug carries the date),
                // so the board is the same relative to the clock on any day.
                let key = hash_str(&format!("{}|{}|{ki}", m.event_id, data.players[pi].id));
                let mut rng = Rng::keyed(seed, &label, key);
                let mut book_rng = Rng::keyed(seed, &label, key ^ 0xB00C_B00C);
                let mu =
                    per_map_mean(data, pi, market.stat) * maps_expected(market.maps, m.best_of);
                let fair = (mu.floor() + 0.5).max(0.5);
                // About a third of props are settled markets where the venues agree.
                let tight = rng.chance(0.3);
                for (vi, venue) in VENUES.iter().enumerate() {
                    // Most players get a sportsbook prop: the headline market nearly
                    // always, the others often. Draws beyond the board's first layout
                    // come from a side stream, so the DFS lines keep their draws.
                    let mut main_stream = false;
                    let posts = match venue.kind {
                        VenueKind::Dfs => rng.chance(0.85),
                        VenueKind::Sportsbook if ki == 0 => {
                            let u = rng.f64();
                            main_stream = u < 0.7;
                            u < 0.9
                        }
                        VenueKind::Sportsbook => book_rng.chance(0.5),
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
                        let margin = if main_stream {
                            rng.range(0.03, 0.07)
                        } else {
                            book_rng.range(0.03, 0.07)
                        };
                        vig_pair(p_over(mu, mu.sqrt().max(0.5) * 1.1, line), margin)
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
        let mut rng = Rng::keyed(seed, &label, hash_str(&m.event_id));
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
            // One deviation the prediction markets share (they arbitrage each other). A
            // quarter of markets are thin: the exchanges quote wider and, half the time,
            // the sportsbook's longshot price is stale.
            let pm_dev = 0.005 * rng.normal();
            let thin = rng.chance(0.25);
            let stale = thin && rng.chance(0.5);
            let market = MarketMood {
                pm_dev,
                spread: if thin { 2.5 } else { 1.0 },
                stale,
            };
            let quotes = plan
                .venues
                .iter()
                .map(|&v| quote(&mut rng, v, plan.p0, &market))
                .collect();
            let mut suffix = plan.kind.as_str().to_string();
            if let Some(n) = plan.kind.map() {
                suffix = format!("{suffix}:{n}");
            }
            if let Some(l) = plan.line {
                suffix = format!("{suffix}:{l}");
            }
            let key = format!("{}:{suffix}", m.id);
            let seed_key = format!("{}:{suffix}", m.event_id);
            out.push(MainMarket {
                match_idx: mi,
                kind: plan.kind,
                line: plan.line,
                outcomes,
                teams,
                true_p: plan.p0,
                quotes,
                key,
                seed_key,
            });
        }
    }
    out
}

/// What one market's venues share: the exchanges' deviation, their spread factor, and
/// whether the sportsbook's longshot price is stale.
struct MarketMood {
    pm_dev: f64,
    spread: f64,
    stale: bool,
}

fn quote(rng: &mut Rng, venue: usize, p0: f64, mood: &MarketMood) -> MainQuote {
    let p = match venue {
        SPORTSBOOK => p0 + 0.006 * rng.normal(),
        _ => p0 + mood.pm_dev + 0.003 * rng.normal(),
    }
    .clamp(0.04, 0.96);
    match venue {
        SPORTSBOOK => {
            let margin = rng.range(0.03, 0.07);
            let (mut qa, mut qb) = (p * (1.0 + margin), (1.0 - p) * (1.0 + margin));
            if mood.stale {
                // The longshot's price has not moved with the market: too long.
                let cut = 1.0 - rng.range(0.05, 0.12);
                if p < 0.5 {
                    qa *= cut;
                } else {
                    qb *= cut;
                }
                // A book never posts a pair under its own margin (it would be an arb on
                // one book, which books void as a palpable error): the favourite's price
                // carries at least a 1 % overround with the stale longshot.
                if p < 0.5 {
                    qb = qb.max(MIN_BOOK_OVERROUND - qa);
                } else {
                    qa = qa.max(MIN_BOOK_OVERROUND - qb);
                }
            }
            MainQuote {
                venue,
                american: [
                    calc::american_from_probability(qa.clamp(0.02, 0.98)),
                    calc::american_from_probability(qb.clamp(0.02, 0.98)),
                ],
                probability: [0.0; 2],
                volume: None,
                open_interest: None,
                liquidity: None,
            }
        }
        PM_FIRST => {
            let volume = rng.range(8.6, 13.3).exp().round();
            let half = rng.range(0.015, 0.035) * mood.spread;
            MainQuote {
                venue,
                american: [0; 2],
                probability: [
                    ceil_to(p + half * side_scale(p), 100.0),
                    ceil_to(1.0 - p + half * side_scale(p), 100.0),
                ],
                volume: Some(volume),
                open_interest: Some((volume * rng.range(0.2, 0.6)).round()),
                liquidity: None,
            }
        }
        _ => {
            let volume = rng.range(9.2, 14.9).exp().round();
            let half = rng.range(0.0105, 0.0245) * mood.spread;
            MainQuote {
                venue,
                american: [0; 2],
                probability: [
                    ceil_to(p + half * side_scale(p), 1000.0),
                    ceil_to(1.0 - p + half * side_scale(p), 1000.0),
                ],
                volume: Some(volume),
                open_interest: None,
                liquidity: Some((volume * rng.range(0.02, 0.2)).round()),
            }
        }
    }
}

/// An exchange's spread narrows on lopsided markets (a 4 % contract is not quoted 3
/// cents wide): `√(4p(1−p))`, 1 at even money.
fn side_scale(p: f64) -> f64 {
    (4.0 * p * (1.0 - p)).sqrt()
}

/// Rounds `x` up to a multiple of `1/denom` (an ask price), kept inside (0, 1).
fn ceil_to(x: f64, denom: f64) -> f64 {
    (((x * denom) - 1e-9).ceil() / denom).clamp(1.0 / denom, 1.0 - 1.0 / denom)
}

/// Rounds `x` to a multiple of `1/denom` (dividing last keeps the shortest decimal form),
/// kept inside (0, 1) for prices.
#[must_use]
pub fn round_to(x: f64, denom: f64) -> f64 {
    ((x * denom).round() / denom).clamp(1.0 / denom, 1.0 - 1.0 / denom)
}

#[cfg(test)]
mod tests {
    use super::super::World;
    use super::super::sports::LINES_SPORTS;
    use super::*;
    use esx_odds::{ConsensusParams, MarketInput, OutcomeInput, SourceKind, SourceQuote};

    /// The odds-engine input of a mainline market (as `/lines` serves it).
    fn input_of(mk: &MainMarket) -> MarketInput {
        let outcomes = (0..2)
            .map(|o| OutcomeInput {
                name: mk.outcomes[o].clone(),
                quotes: mk
                    .quotes
                    .iter()
                    .map(|q| {
                        let v = &VENUES[q.venue];
                        if q.venue == SPORTSBOOK {
                            SourceQuote {
                                american: Some(q.american[o] as f64),
                                ..SourceQuote::new(v.key, SourceKind::Sportsbook)
                            }
                        } else {
                            SourceQuote {
                                probability: Some(q.probability[o]),
                                ..SourceQuote::new(v.key, SourceKind::PredictionMarket)
                            }
                        }
                    })
                    .collect(),
            })
            .collect();
        MarketInput {
            market: mk.kind.as_str().to_string(),
            map: None,
            line: mk.line,
            matchup_key: None,
            outcomes,
            first_prediction_market: Some(VENUES[PM_FIRST].key.to_string()),
        }
    }

    /// The board looks like a real one (DESIGN.md): measured over several seeds and every
    /// lines sport.
    #[test]
    fn the_mainline_board_is_realistic() {
        // The epoch's board: the one this test measured before the timeline (its worst
        // edge bound is the price model's to tighten; other clocks draw other series).
        let now = crate::data::timeline::EPOCH;
        let (mut markets, mut big, mut arb, mut pm_pairs, mut pm_close) = (0, 0, 0, 0, 0);
        let (mut books, mut book_in_range) = (0, 0);
        let mut worst_edge: f64 = 0.0;
        for seed in 1..=6 {
            let w = World::new(seed, now, 1);
            for slug in LINES_SPORTS {
                let d = w.sport(slug).expect("lines sport");
                for mk in d.mains.iter().filter(|mk| mk.quotes.len() >= 2) {
                    let Ok(c) =
                        esx_odds::market_consensus(&input_of(mk), &ConsensusParams::default())
                    else {
                        continue;
                    };
                    markets += 1;
                    worst_edge = worst_edge.max(c.best_edge.edge_pct);
                    big += usize::from(c.best_edge.edge_pct > 8.0);
                    // Implied probabilities per venue, then the best of each side.
                    let implied: Vec<[f64; 2]> = mk
                        .quotes
                        .iter()
                        .map(|q| {
                            if q.venue == SPORTSBOOK {
                                q.american.map(calc::probability_from_american)
                            } else {
                                q.probability
                            }
                        })
                        .collect();
                    let best = |i: usize| implied.iter().map(|q| q[i]).fold(1.0, f64::min);
                    arb += usize::from(best(0) + best(1) < 1.0);
                    for (q, imp) in mk.quotes.iter().zip(&implied) {
                        if q.venue == SPORTSBOOK {
                            books += 1;
                            let over = imp[0] + imp[1] - 1.0;
                            book_in_range += usize::from((0.025..=0.075).contains(&over));
                            // Never an arb on the book alone (American rounding: 0.5 %).
                            assert!(over > 0.005, "book pair {imp:?} under its margin");
                        }
                    }
                    let pms: Vec<f64> = mk
                        .quotes
                        .iter()
                        .zip(&implied)
                        .filter(|(q, _)| q.venue != SPORTSBOOK)
                        .map(|(_, imp)| imp[0] / (imp[0] + imp[1]))
                        .collect();
                    if pms.len() == 2 {
                        pm_pairs += 1;
                        pm_close += usize::from((pms[0] - pms[1]).abs() <= 0.03);
                    }
                }
            }
        }
        let share = |n: usize, of: usize| n as f64 / of as f64;
        assert!(markets > 500, "{markets}");
        // Edges above 8 %: a few per board of ~50 markets, not most of it.
        let big_share = share(big, markets);
        assert!((0.02..=0.12).contains(&big_share), "big edges {big_share}");
        // Arbitrage: rarer still.
        let arb_share = share(arb, markets);
        assert!(
            arb_share < big_share && arb_share < 0.05,
            "arbitrage {arb_share}"
        );
        // Prediction markets within 3 points of each other on (nearly) every market.
        assert!(share(pm_close, pm_pairs) > 0.97, "{pm_close}/{pm_pairs}");
        // Sportsbook overround 3–7 % except its stale longshot prices.
        assert!(
            share(book_in_range, books) > 0.85,
            "{book_in_range}/{books}"
        );
        assert!(worst_edge < 50.0, "{worst_edge}");
    }

    #[test]
    fn the_sportsbook_posts_named_player_props_for_most_players() {
        let w = World::new(9, 1_773_500_966, 1);
        for slug in LINES_SPORTS {
            let d = w.sport(slug).expect("sport");
            let dfs: std::collections::BTreeSet<usize> = d
                .props
                .iter()
                .filter(|p| VENUES[p.venue].kind == VenueKind::Dfs)
                .map(|p| p.player)
                .collect();
            let book: std::collections::BTreeSet<usize> = d
                .props
                .iter()
                .filter(|p| p.venue == SPORTSBOOK && p.odds.is_some())
                .map(|p| p.player)
                .collect();
            let covered = dfs.intersection(&book).count();
            assert!(
                covered * 10 >= dfs.len() * 8,
                "{slug}: {covered} of {} DFS players",
                dfs.len()
            );
        }
    }
}
