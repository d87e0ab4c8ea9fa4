//! What the store benchmarks share: a deterministic 10k-quote board and the tape's clock.

use esx_store::{CONSENSUS, EventInfo, LineQuote, LinesSnapshot};

struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
}

pub(crate) const EVENTS: usize = 416;
/// Every board event's start.
pub(crate) const START: &str = "2030-01-01T00:00:00.000Z";
const MARKETS: [&str; 4] = ["match_winner", "map_winner", "total_maps", "map_handicap"];

/// A board whose every price is drawn from `seed`: a new seed moves every quote.
pub(crate) fn board(seed: u64) -> LinesSnapshot {
    let mut rng = Lcg(seed);
    let mut snap = LinesSnapshot::default();
    for e in 0..EVENTS {
        let event_id = format!("ev_{e:04}");
        snap.events.push(EventInfo {
            event_id: event_id.clone(),
            home_team: format!("Home {e}"),
            away_team: format!("Away {e}"),
            event_time: START.into(),
            starts_at: Some(START.into()),
        });
        for market in MARKETS {
            let p = 0.2 + 0.6 * rng.next();
            // The outcomes name the teams, as a real board's do (and as `venues rank`
            // grades them against a series).
            let (home, away) = (format!("Home {e}"), format!("Away {e}"));
            for (outcome, fair) in [(home.as_str(), p), (away.as_str(), 1.0 - p)] {
                let base = LineQuote {
                    event_id: event_id.clone(),
                    market: market.into(),
                    map: None,
                    line: None,
                    outcome: outcome.into(),
                    source: "book".into(),
                    source_type: "sportsbook".into(),
                    decimal: Some(1.0 / (fair * 1.05)),
                    american: None,
                    probability: None,
                    novig: Some(fair),
                    volume: None,
                    open_interest: None,
                    liquidity: None,
                };
                let pm = LineQuote {
                    source: "kalshi".into(),
                    source_type: "prediction_market".into(),
                    decimal: None,
                    probability: Some(fair + 0.01 * (rng.next() - 0.5)),
                    ..base.clone()
                };
                let cons = LineQuote {
                    source: CONSENSUS.into(),
                    source_type: CONSENSUS.into(),
                    decimal: None,
                    probability: Some(fair),
                    ..base.clone()
                };
                snap.quotes.extend([base, pm, cons]);
            }
        }
    }
    snap
}

/// The time `mins` minutes after 2026-11-01T00:00Z, in the store's format.
pub(crate) fn at(mins: usize) -> String {
    format!(
        "2026-11-{:02}T{:02}:{:02}:00.000Z",
        1 + mins / 1440,
        (mins / 60) % 24,
        mins % 60
    )
}
