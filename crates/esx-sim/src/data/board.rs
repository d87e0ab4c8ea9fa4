//! The current board: DFS and sportsbook player props, and team mainline quotes.
//!
//! Lines start from each player's expected output (role × skill × sport mean, per map) and
//! every venue adds its own noise, so venues disagree by 0.5–3 and a few real edges exist.
//! The sportsbook posts named-player props (`main[]`, American odds on both sides) for most
//! players.
//!
//! Team mainlines look like a real board (DESIGN.md "A demo market like a real one"): each
//! market's hidden true probability (the one the season draws outcomes from) moved by the
//! mean-zero noise of [`super::price`], which shrinks toward the close and depends on the
//! time to start, then each venue's margin: a sportsbook two-way overround of 3–7 %, the
//! prediction markets' asks 1–2 cents (kalshi) or 0.8–1.8 (polymarket) above their fair
//! price on each side on a 0.01 tick, 1.8× wider on the quarter of markets that are thin.
//! On 1.5 % of markets the sportsbook's longshot price is stale, 4–7.5 % better than its
//! fair price: the few edges above 5 % a board has, and with a tight exchange on the other
//! side, the rare arbitrage.

use std::sync::{Mutex, OnceLock};

use super::counts;
use super::price::{self, Desk};
use super::rating::map_win_p;
use super::rng::{Rng, hash_str};
use super::showcase;
use super::sports::{LINES_SPORTS, Maps, PM_FIRST, PM_SECOND, SPORTSBOOK, Stat, VENUES, VenueKind};
use super::types::{MainKind, MainMarket, MainQuote, Match, PFX, PropLine, SportData, Status};
use crate::calc;

/// Expected per-map value of a stat for a player.
#[must_use]
pub(crate) fn per_map_mean(data: &SportData, player: usize, stat: Stat) -> f64 {
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
pub(crate) fn props(seed: u64, data: &SportData) -> Vec<PropLine> {
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
                        vig_pair(counts::p_over(mu, counts::DISPERSION, line), margin)
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

/// The mainline markets of one match and the true probability of each's first outcome,
/// from `p`, the home side's chance to win a map: the series, three maps, the total
/// and the handicap, each on the venues that post it (drawn from `rng`, before the
/// quotes, so the board is the same as ever).
fn plans(rng: &mut Rng, p: f64, best_of: u8) -> Vec<MarketPlan> {
    let q = 1.0 - p;
    let series = if best_of >= 5 {
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
    if best_of >= 5 {
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
    plans
}

/// Current mainline quotes (lines sports only) for live and upcoming matches at clock
/// `now` (unix seconds): each price depends on the match's time to start, `start − now`.
#[must_use]
pub(crate) fn mains(seed: u64, data: &SportData, now: i64) -> Vec<MainMarket> {
    if !LINES_SPORTS.contains(&data.info.slug) {
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
        let plans = plans(&mut rng, p, m.best_of);
        // The showcase's markets on this series (by the series and its markets, never
        // the clock), if its plant shows at this clock.
        let (edge_at, arb_at) = plant_targets(m, &plans, now);
        for (pi, plan) in plans.into_iter().enumerate() {
            let (outcomes, teams) = outcome_names(plan.kind, data, m);
            // Per market and fixed over time: whether the exchanges are thin (wider), the
            // venues' margins and depth, and whether the book's longshot price is stale.
            let thin = rng.chance(0.25);
            let mood = MarketMood {
                spread: if thin { 1.8 } else { 1.0 },
                stale: rng.chance(STALE_CHANCE).then(|| rng.range(0.03, 0.065)),
            };
            let suffix = market_suffix(plan.kind, plan.line);
            let seed_key = format!("{}:{suffix}", m.event_id);
            let tts = m.start - now;
            // The exchanges list no contract the truth prices under 6 cents: on a 0.01 tick
            // such a price is a tenth or more off its fair value either way.
            let listed = (EXCHANGE_FLOOR..=1.0 - EXCHANGE_FLOOR).contains(&plan.p0);
            let mut quotes: Vec<MainQuote> = plan
                .venues
                .iter()
                .filter(|&&v| listed || v == SPORTSBOOK)
                .map(|&v| {
                    let desk = match v {
                        SPORTSBOOK => Desk::Book,
                        PM_FIRST => Desk::Exchange(0),
                        _ => Desk::Exchange(1),
                    };
                    let sharpness = data
                        .sharp
                        .filter(|s| s.venue == v)
                        .map_or(1.0, |s| s.sharpness);
                    let fair = price::fair(seed, &seed_key, desk, plan.p0, tts, sharpness);
                    quote(&mut rng, v, fair, &mood)
                })
                .collect();
            let planted = listed && (edge_at == Some(pi) || arb_at == Some(pi));
            if planted && edge_at == Some(pi) {
                showcase::plant_edge(seed, &seed_key, &mut quotes);
            }
            if planted && arb_at == Some(pi) {
                showcase::plant_arb(seed, &seed_key, &mut quotes);
            }
            let key = format!("{}:{suffix}", m.id);
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
                planted,
            });
        }
    }
    out
}

/// The plans the showcase plants its edge and its arbitrage on (by the series and its
/// markets, never the clock), if the series' plant shows at this clock.
fn plant_targets(m: &Match, plans: &[MarketPlan], now: i64) -> (Option<usize>, Option<usize>) {
    let shows = m.plant.shows(m.start, now);
    let edge_at = if shows && m.plant.edge {
        plans
            .iter()
            .position(|pl| showcase::edge_fits(pl.kind, pl.p0, &pl.venues))
    } else {
        None
    };
    let arb_at = if shows && m.plant.arb {
        showcase::arb_target(plans.iter().map(|pl| (pl.kind, pl.p0, &pl.venues[..])))
    } else {
        None
    };
    (edge_at, arb_at)
}

/// A market's two outcome names and the teams they stand for (none for over/under).
fn outcome_names(kind: MainKind, data: &SportData, m: &Match) -> ([String; 2], [Option<usize>; 2]) {
    let (h, a) = (&data.teams[m.home], &data.teams[m.away]);
    match kind {
        MainKind::TotalMaps => ([String::from("Over"), String::from("Under")], [None, None]),
        MainKind::MapHandicap => (
            [format!("{} -1.5", h.name), format!("{} +1.5", a.name)],
            [Some(m.home), Some(m.away)],
        ),
        _ => (
            [h.name.clone(), a.name.clone()],
            [Some(m.home), Some(m.away)],
        ),
    }
}

/// The market part of a mainline's key: its kind, then its map and line when it has them.
fn market_suffix(kind: MainKind, line: Option<f64>) -> String {
    let mut suffix = kind.as_str().to_string();
    if let Some(n) = kind.map() {
        suffix = format!("{suffix}:{n}");
    }
    if let Some(l) = line {
        suffix = format!("{suffix}:{l}");
    }
    suffix
}

/// The least true probability (either side) of a market the exchanges list.
const EXCHANGE_FLOOR: f64 = 0.06;

/// The share of markets whose sportsbook longshot price is stale.
const STALE_CHANCE: f64 = 0.015;

/// What one market's venues share over time: the exchanges' spread factor, and the edge
/// of the sportsbook's stale longshot price over its fair price, if it is stale.
struct MarketMood {
    spread: f64,
    stale: Option<f64>,
}

/// A venue's quote from its fair probability `p` of outcome 0: margin, tick and depth.
/// The draws from `rng` (margins, spreads, depth) are the market's, fixed over time.
fn quote(rng: &mut Rng, venue: usize, p: f64, mood: &MarketMood) -> MainQuote {
    match venue {
        SPORTSBOOK => {
            let margin = rng.range(0.03, 0.07);
            let (mut qa, mut qb) = (p * (1.0 + margin), (1.0 - p) * (1.0 + margin));
            if let Some(edge) = mood.stale.filter(|_| p.min(1.0 - p) >= 0.15) {
                // The longshot's price has not moved with the market: `edge` better than
                // fair. A book never posts a pair under its own margin (an arb on one
                // book, voided as a palpable error): the favourite carries at least a 1 %
                // overround with it.
                if p < 0.5 {
                    qa = p / (1.0 + edge);
                    qb = qb.max(MIN_BOOK_OVERROUND - qa);
                } else {
                    qb = (1.0 - p) / (1.0 + edge);
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
            let half = rng.range(0.01, 0.02) * mood.spread;
            MainQuote {
                venue,
                american: [0; 2],
                probability: asks(p, half),
                volume: Some(volume),
                open_interest: Some((volume * rng.range(0.2, 0.6)).round()),
                liquidity: None,
            }
        }
        _ => {
            let volume = rng.range(9.2, 14.9).exp().round();
            let half = rng.range(0.008, 0.018) * mood.spread;
            MainQuote {
                venue,
                american: [0; 2],
                probability: asks(p, half),
                volume: Some(volume),
                open_interest: None,
                liquidity: Some((volume * rng.range(0.02, 0.2)).round()),
            }
        }
    }
}

/// An exchange's ask prices on both outcomes: `half` above the fair price on each side
/// (narrower on lopsided markets, never under 0.4 cents), on the nearest 0.01 tick (an
/// unbiased rounding: rounding every ask up would lift a longshot's mid by half a tick,
/// a tenth of a 5-cent price).
fn asks(p: f64, half: f64) -> [f64; 2] {
    let h = (half * side_scale(p)).max(0.004);
    [round_to(p + h, 100.0), round_to(1.0 - p + h, 100.0)]
}

/// An exchange's spread narrows on lopsided markets (a 4 % contract is not quoted 3
/// cents wide): `√(4p(1−p))`, 1 at even money.
fn side_scale(p: f64) -> f64 {
    (4.0 * p * (1.0 - p)).sqrt()
}

/// Rounds `x` to a multiple of `1/denom` (dividing last keeps the shortest decimal form),
/// kept inside (0, 1) for prices.
#[must_use]
pub(crate) fn round_to(x: f64, denom: f64) -> f64 {
    ((x * denom).round() / denom).clamp(1.0 / denom, 1.0 - 1.0 / denom)
}

impl SportData {
    /// The board series `mi` closed with: a one-series copy of the sport at the series'
    /// start, the series still upcoming, with its props and mainlines generated as the
    /// board generates them. What a line history's close and `/results` read for a series
    /// that has started; `None` for a series that was never listed ahead (the in-play
    /// track's) or an unknown index.
    #[must_use]
    pub fn closing_board(&self, seed: u64, mi: usize) -> Option<Self> {
        let m = self.matches.get(mi).filter(|m| m.board)?;
        let mut one = Self {
            idx: self.idx,
            info: self.info,
            now: m.start,
            teams: self.teams.clone(),
            players: self.players.clone(),
            matches: vec![Match {
                status: Status::Upcoming,
                maps: Vec::new(),
                ..m.clone()
            }],
            props: Vec::new(),
            mains: Vec::new(),
            gaps_cache: Mutex::default(),
            results_cache: OnceLock::new(),
            sharp: self.sharp,
        };
        one.props = props(seed, &one);
        one.mains = mains(seed, &one, one.now);
        Some(one)
    }
}

#[cfg(test)]
mod tests {
    use super::super::Status;
    use super::super::World;
    use super::LINES_SPORTS;
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

    /// Implied probabilities per quote (a sportsbook's from its American odds).
    fn implied(q: &MainQuote) -> [f64; 2] {
        if q.venue == SPORTSBOOK {
            q.american.map(calc::probability_from_american)
        } else {
            q.probability
        }
    }

    /// The board looks like a real one (DESIGN.md "A demo market like a real one"):
    /// measured over several seeds and every lines sport, at the clock the board was
    /// generated for.
    #[test]
    fn the_mainline_board_is_realistic() {
        // The epoch's board: the one this test measured before the timeline (its worst
        // edge bound is the price model's to tighten; other clocks draw other series).
        let now = crate::data::timeline::EPOCH;
        let (mut markets, mut big, mut arb, mut pm_pairs, mut pm_close) = (0, 0, 0, 0, 0);
        let (mut books, mut book_in_range) = (0, 0);
        let mut pm_sums = Vec::new();
        let mut bias = (0.0, 0usize);
        let mut worst_edge: f64 = 0.0;
        for seed in 1..=8 {
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
                    big += usize::from(c.best_edge.edge_pct > 5.0);
                    let implied: Vec<[f64; 2]> = mk.quotes.iter().map(implied).collect();
                    let best = |i: usize| implied.iter().map(|q| q[i]).fold(1.0, f64::min);
                    arb += usize::from(best(0) + best(1) < 1.0);
                    for (q, imp) in mk.quotes.iter().zip(&implied) {
                        if q.venue == SPORTSBOOK {
                            books += 1;
                            let over = imp[0] + imp[1] - 1.0;
                            book_in_range += usize::from((0.025..=0.075).contains(&over));
                            // Never an arb on the book alone (American rounding: 0.5 %).
                            assert!(over > 0.005, "book pair {imp:?} under its margin");
                        } else {
                            pm_sums.push(imp[0] + imp[1]);
                            for x in imp {
                                // On the 0.01 tick.
                                assert!(((x * 100.0) - (x * 100.0).round()).abs() < 1e-9, "{x}");
                            }
                            // Unbiased: the mid (de-vigged ask) around the truth.
                            bias.0 += imp[0] / (imp[0] + imp[1]) - mk.true_p;
                            bias.1 += 1;
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
        assert!(markets > 1000, "{markets}");
        // Best edge above 5 %: at most 2 % of markets (real boards: well under 1 %), but a
        // board still has a few.
        let big_share = share(big, markets);
        assert!((0.003..=0.02).contains(&big_share), "big edges {big_share}");
        // Arbitrage (gross of fees): rare, and there.
        let arb_share = share(arb, markets);
        assert!(arb > 0 && arb_share < 0.02, "arbitrage {arb_share}");
        // Prediction-market books: median sum at most 1.06.
        pm_sums.sort_by(f64::total_cmp);
        let median = pm_sums[pm_sums.len() / 2];
        assert!(median <= 1.06, "median book {median}");
        // Prediction markets within 3 points of each other on (nearly) every market.
        assert!(share(pm_close, pm_pairs) > 0.97, "{pm_close}/{pm_pairs}");
        // Sportsbook overround 3–7 % except its stale longshot prices.
        assert!(share(book_in_range, books) > 0.9, "{book_in_range}/{books}");
        assert!(worst_edge < 15.0, "{worst_edge}");
        // Mean-zero noise: the exchanges' mids average to the truth within a few tenths
        // of a point (tick rounding alone moves a mid by up to half a cent).
        let mean_bias = bias.0 / bias.1 as f64;
        assert!(mean_bias.abs() < 0.003, "bias {mean_bias}");
    }

    /// Prices move as the clock advances: the same board an hour later (one hour less to
    /// the start of every match) differs on most upcoming markets, and the truth does not.
    #[test]
    fn prices_move_with_the_time_to_start() {
        let now = 1_795_262_400;
        for seed in [3, 42] {
            let w = World::new(seed, now, 1);
            let d = w.sport("cs2").expect("cs2");
            let later = mains(seed, d, now + 3_600);
            assert_eq!(later.len(), d.mains.len());
            let (mut upcoming, mut moved) = (0, 0);
            for (a, b) in d.mains.iter().zip(&later) {
                assert_eq!(a.key, b.key);
                assert_eq!(a.true_p, b.true_p);
                if d.matches[a.match_idx].status != Status::Upcoming {
                    continue;
                }
                upcoming += 1;
                let ia: Vec<[f64; 2]> = a.quotes.iter().map(implied).collect();
                let ib: Vec<[f64; 2]> = b.quotes.iter().map(implied).collect();
                moved += usize::from(ia != ib);
            }
            assert!(
                upcoming > 20 && moved * 10 >= upcoming * 7,
                "{moved}/{upcoming}"
            );
            // The same clock gives the same board.
            let again = mains(seed, d, now);
            let same = d.mains.iter().zip(&again).all(|(a, b)| {
                a.quotes
                    .iter()
                    .map(implied)
                    .eq(b.quotes.iter().map(implied))
            });
            assert!(same);
        }
    }

    /// Counts are over-dispersed the way the stat type's default dispersion says: the
    /// season's draws for one prop market (many days) have variance ≥ mean for every
    /// stat type of every sport, headshots included, near `μ + μ²/k`.
    #[test]
    fn prop_outcomes_are_over_dispersed_for_every_stat() {
        use std::collections::HashMap;
        let w = World::new(5, 1_795_262_400, 1);
        for slug in crate::data::sports::SPORTS {
            let d = w.sport(slug).expect("sport");
            let mut by_type: HashMap<String, Vec<f64>> = HashMap::new();
            // One prop market's stat drawn under 40 seeds (the data, so μ, held fixed).
            let mut seen = std::collections::HashSet::new();
            for p in &d.props {
                if !seen.insert((p.match_idx, p.player, p.market)) {
                    continue;
                }
                let stat_type = d.info.markets[p.market].stat_type(d.info);
                let xs = (0..40u64)
                    .map(|s| {
                        f64::from(crate::season::prop_actual(
                            s,
                            d,
                            p.match_idx,
                            p.player,
                            p.market,
                        ))
                    })
                    .collect();
                by_type.insert(
                    format!("{stat_type}|{}|{}|{}", p.match_idx, p.player, p.market),
                    xs,
                );
            }
            // Per stat type, the average over players of the index of dispersion
            // `s²/x̄` and of what the model says it is, `1 + μ/k`.
            let mut types: HashMap<String, (f64, f64, f64)> = HashMap::new();
            for (k, xs) in by_type {
                let stat = k.split('|').next().unwrap_or_default().to_string();
                let n = xs.len() as f64;
                let mean = xs.iter().sum::<f64>() / n;
                let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
                if mean > 0.0 {
                    let e = types.entry(stat).or_default();
                    e.0 += 1.0;
                    e.1 += var / mean;
                    e.2 += 1.0 + mean / counts::DISPERSION;
                }
            }
            assert!(!types.is_empty(), "{slug}");
            for (stat, (n, index, model)) in types {
                let (index, model) = (index / n, model / n);
                assert!(index >= 1.0, "{slug} {stat}: index of dispersion {index}");
                assert!(
                    (index / model - 1.0).abs() < 0.12,
                    "{slug} {stat}: {index} vs {model}"
                );
            }
        }
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
