//! The demo's showcase at every whole hour (DESIGN.md "Round four", settled point 1),
//! judged in-process on what `/lines` serves: the service's top edges exactly as the
//! route ranks them, and proxies of esx's `--local` top edges (quality weights, the kalshi
//! fee), its thunderpick parlay legs and its gated cs2 map-winner arb. The binary's own
//! judgement at a few of these hours is `tests/cli/showcase.rs`.

use esx_odds::{ConsensusParams, FairBasis, Leg, MarketInput, SourceKind, Weights};

use super::lines::compute;
use crate::data::sports::{LINES_SPORTS, SPORTSBOOK, VENUES};
use crate::data::timeline::{EPOCH, PERIOD};
use crate::data::{MainKind, SportData, Status, World};

const HOUR: i64 = 3_600;
const KALSHI: &str = "kalshi";

/// What one sport's board shows at one clock.
#[derive(Debug, Default)]
struct Shown {
    service_top: usize,
    local_top: usize,
    /// Matches with a thunderpick match-winner leg that is a bet on its own.
    parlay_matches: usize,
    /// Profits (%) of the map-winner arbs whose market passes the liquidity and max-edge gates.
    arbs: Vec<f64>,
}

/// The `/lines` input with esx's default fees on (what `--local` reads).
fn with_fees(input: &MarketInput) -> MarketInput {
    let mut input = input.clone();
    for o in &mut input.outcomes {
        for q in &mut o.quotes {
            q.fee = if q.source == KALSHI {
                esx_odds::fees::KALSHI_FEE
            } else {
                0.0
            };
        }
    }
    input
}

/// Gross arbitrage of a market net of fees: profit in percent, if any.
fn arb_profit(input: &MarketInput) -> Option<f64> {
    let best = |o: usize| {
        input.outcomes[o]
            .quotes
            .iter()
            .filter_map(|q| match q.kind {
                SourceKind::Sportsbook => q.american.and_then(|a| {
                    esx_odds::price::american_to_decimal(a)
                        .ok()
                        .map(|d| 1.0 / d)
                }),
                SourceKind::PredictionMarket => q.probability.map(|p| p + q.fee * p * (1.0 - p)),
            })
            .fold(f64::INFINITY, f64::min)
    };
    let s = best(0) + best(1);
    (s < 1.0).then(|| 100.0 * (1.0 / s - 1.0))
}

fn judge(d: &SportData) -> Shown {
    let service = ConsensusParams::default();
    let local = ConsensusParams {
        weights: Weights::Quality,
        ..ConsensusParams::default()
    };
    let others = ConsensusParams {
        fair_basis: FairBasis::Others,
        ..local
    };
    let book = VENUES[SPORTSBOOK].key;
    let mut shown = Shown::default();
    let mut parlay_matches = std::collections::BTreeSet::new();
    for mk in &d.mains {
        let m = &d.matches[mk.match_idx];
        if m.status != Status::Upcoming {
            continue;
        }
        let Some(c) = compute(d, mk, &service) else {
            continue;
        };
        shown.service_top += usize::from(c.consensus.surfaced());
        let input = with_fees(&c.input);
        let Ok(lc) = esx_odds::market_consensus(&input, &local) else {
            continue;
        };
        shown.local_top += usize::from(lc.surfaced());
        if mk.kind == MainKind::MatchWinner {
            for o in 0..2 {
                let leg = Leg::from_market(&m.id, &input, o, &mk.outcomes[o], book, &others);
                if leg.is_ok_and(|l| l.is_bet_on_its_own()) {
                    parlay_matches.insert(mk.match_idx);
                }
            }
        }
        let gated = !lc.gates_failed.iter().any(|g| {
            matches!(
                g,
                esx_odds::consensus::Gate::Liquidity | esx_odds::consensus::Gate::MaxEdge
            )
        });
        if matches!(mk.kind, MainKind::MapWinner(_))
            && gated
            && let Some(p) = arb_profit(&input)
        {
            shown.arbs.push(p);
        }
    }
    shown.parlay_matches = parlay_matches.len();
    shown
}

/// The showcase's failures at clock `now` (seed 42, scale 1), one line each.
fn failures(now: i64) -> Vec<String> {
    let w = World::new(42, now, 1);
    let mut out = Vec::new();
    for slug in LINES_SPORTS {
        let d = w.sport(slug).expect("lines sport");
        let s = judge(d);
        if s.service_top < 3 || s.local_top < 3 || s.parlay_matches < 2 {
            out.push(format!("{slug} at {now}: {s:?}"));
        }
        if *slug == "cs2" && !s.arbs.iter().any(|p| (0.2..=1.5).contains(p)) {
            out.push(format!(
                "cs2 at {now}: no map-winner arb of 0.2–1.5 %: {:?}",
                s.arbs
            ));
        }
    }
    out
}

/// Every whole hour of the slate periods either side of the epoch (the epoch's own
/// series carry the plant at every hour but the epoch's).
#[test]
fn the_showcase_holds_at_every_hour_of_two_periods() {
    let mut bad = Vec::new();
    for h in (-PERIOD / HOUR)..(PERIOD / HOUR) {
        let now = EPOCH + h * HOUR;
        if now == EPOCH {
            continue;
        }
        bad.extend(failures(now));
    }
    no_failures(&bad);
}

/// Fails naming every showcase failure found.
fn no_failures(bad: &[String]) {
    assert!(
        bad.is_empty(),
        "{} failures:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// The epoch's board is the pinned one (byte-identical): it holds the showcase except
/// the parlays of lol and dota2, whose natural board has fewer than two thunderpick
/// match-winner legs worth a bet at that hour (the one exception to "every hour"; the
/// hour after, the epoch's series carry the plant too).
#[test]
fn the_epoch_holds_the_showcase_but_two_sports_parlays() {
    let w = World::new(42, EPOCH, 1);
    for slug in LINES_SPORTS {
        let s = judge(w.sport(slug).expect("lines sport"));
        assert!(s.service_top >= 3 && s.local_top >= 3, "{slug}: {s:?}");
        let parlays = s.parlay_matches >= 2;
        assert_eq!(parlays, !["lol", "dota2"].contains(slug), "{slug}: {s:?}");
        if *slug == "cs2" {
            assert!(s.arbs.iter().any(|p| (0.2..=1.5).contains(p)), "{s:?}");
        }
    }
    assert!(failures(EPOCH + HOUR).is_empty());
}

/// Hours spread over a year each way, the three dates among them, with a live
/// series in every sport.
#[test]
fn the_showcase_holds_at_hours_spread_over_a_year() {
    let dates = [
        "2027-06-01T12:00:00Z",
        "2026-12-24T19:00:00Z",
        "2027-03-14T04:00:00Z",
    ];
    let mut clocks: Vec<i64> = dates
        .iter()
        .map(|d| d.parse::<jiff::Timestamp>().expect("date").as_second())
        .collect();
    // Whole hours from a fixed stream: over a year either side of the epoch.
    let mut r = crate::data::rng::Rng::new(11, "showcase/clocks");
    clocks.extend((0..12).map(|_| EPOCH - 365 * 24 * HOUR + r.below(2 * 365 * 24) as i64 * HOUR));
    let mut bad = Vec::new();
    for now in clocks {
        bad.extend(failures(now));
        let w = World::new(42, now, 1);
        for slug in crate::data::sports::SPORTS {
            let d = w.sport(slug).expect("sport");
            if !d.matches.iter().any(|m| m.status == Status::Live) {
                bad.push(format!("{slug} at {now}: nothing live"));
            }
        }
    }
    no_failures(&bad);
}

/// The planted boards stay realistic (DESIGN.md "A demo market like a real one"), over
/// eight seeds at clocks away from the epoch (where every slate carries its plants): best
/// edge above 5 % in at most 2 % of markets, gross arbitrage in under 2 %. The figures
/// without the planted markets are printed beside them (the natural board's).
#[test]
#[expect(
    clippy::print_stderr,
    reason = "the figures docs/simulator.md quotes, for the record"
)]
fn the_planted_boards_stay_realistic_over_eight_seeds() {
    let clocks = [
        EPOCH + 5 * 24 * HOUR + 7 * HOUR,
        EPOCH + 40 * 24 * HOUR + 19 * HOUR,
        EPOCH + 200 * 24 * HOUR + 2 * HOUR,
        EPOCH - 100 * 24 * HOUR + 13 * HOUR,
    ];
    // (markets, big edges, gross arbs) over every market, and over the unplanted ones.
    let (mut all, mut natural) = ([0usize; 3], [0usize; 3]);
    let mut planted = 0;
    for seed in 1..=8 {
        for now in clocks {
            let w = World::new(seed, now, 1);
            for slug in LINES_SPORTS {
                let d = w.sport(slug).expect("lines sport");
                for mk in d.mains.iter().filter(|mk| mk.quotes.len() >= 2) {
                    let Some(c) = compute(d, mk, &ConsensusParams::default()) else {
                        continue;
                    };
                    let row = [
                        1,
                        usize::from(c.consensus.best_edge.edge_pct > 5.0),
                        usize::from(arb_profit(&c.input).is_some()),
                    ];
                    for (a, r) in all.iter_mut().zip(row) {
                        *a += r;
                    }
                    if mk.planted {
                        planted += 1;
                    } else {
                        for (a, r) in natural.iter_mut().zip(row) {
                            *a += r;
                        }
                    }
                }
            }
        }
    }
    let share = |n: [usize; 3], i: usize| n[i] as f64 / n[0] as f64;
    eprintln!(
        "{} markets ({planted} planted): big edges {:.4} (natural {:.4}), gross arbs {:.4} (natural {:.4})",
        all[0],
        share(all, 1),
        share(natural, 1),
        share(all, 2),
        share(natural, 2)
    );
    assert!(all[0] > 3000, "{all:?}");
    // About one market in seven carries a plant (one market of each slate series).
    assert!(
        planted * 10 > all[0] && planted * 4 < all[0],
        "{planted} of {}",
        all[0]
    );
    assert!(share(all, 1) <= 0.02, "big edges {all:?}");
    assert!(share(all, 2) < 0.02, "gross arbs {all:?}");
}
