//! One `/lines` board as the history store's quotes: every source's price with its own
//! multiplicative no-vig probability, and the board's consensus. What `record` stores and
//! what `sim history` stores of each simulated day, written once.

use esx_proto::models::{LineMarket, LinesResponse};
use esx_store::{CONSENSUS, EventInfo, LineQuote, LinesSnapshot};

use crate::store::normalise_time;

/// One `/lines` board as store quotes: every source's price with its own no-vig
/// probability, and the board's consensus per outcome.
#[must_use]
pub(crate) fn lines_snapshot(board: &LinesResponse) -> LinesSnapshot {
    let mut snap = LinesSnapshot::default();
    for ev in &board.events {
        snap.events.push(EventInfo {
            event_id: ev.event_id.clone(),
            home_team: ev.home_team.clone(),
            away_team: ev.away_team.clone(),
            event_time: ev.event_time.clone(),
            starts_at: normalise_time(&ev.event_time),
        });
        for m in &ev.markets {
            let novig = source_novig(m);
            for (i, o) in m.outcomes.iter().enumerate() {
                for s in &o.sources {
                    let fair = novig
                        .iter()
                        .find(|(name, _)| name == &s.source)
                        .and_then(|(_, ps)| ps.get(i).copied());
                    snap.quotes.push(LineQuote {
                        event_id: ev.event_id.clone(),
                        market: m.market.clone(),
                        map: m.map,
                        line: m.line,
                        outcome: o.name.clone(),
                        source: s.source.clone(),
                        source_type: s.kind.clone(),
                        decimal: s.decimal,
                        american: s.american,
                        probability: s.probability,
                        novig: fair,
                        volume: s.volume,
                        open_interest: s.open_interest,
                        liquidity: s.liquidity,
                    });
                }
                snap.quotes.push(LineQuote {
                    event_id: ev.event_id.clone(),
                    market: m.market.clone(),
                    map: m.map,
                    line: m.line,
                    outcome: o.name.clone(),
                    source: CONSENSUS.into(),
                    source_type: CONSENSUS.into(),
                    decimal: None,
                    american: None,
                    probability: Some(o.consensus_probability),
                    novig: Some(o.consensus_probability),
                    volume: None,
                    open_interest: None,
                    liquidity: None,
                });
            }
        }
    }
    snap
}

/// A source's implied probability: a prediction market's `probability`, a book's
/// `1/decimal` (from `american` when `decimal` is absent).
fn implied(kind: &str, decimal: Option<f64>, american: Option<i64>, p: Option<f64>) -> Option<f64> {
    let v = if kind == "prediction_market" {
        p
    } else {
        decimal
            .map(|d| 1.0 / d)
            .or_else(|| {
                american.and_then(|a| esx_odds::price::american_to_probability(a as f64).ok())
            })
            .or(p)
    };
    v.filter(|x| x.is_finite() && *x > 0.0 && *x < 1.0)
}

/// Each source's multiplicative no-vig probabilities over the market's outcomes, for the
/// sources that price every outcome (a one-sided source has no no-vig price).
fn source_novig(m: &LineMarket) -> Vec<(String, Vec<f64>)> {
    let n = m.outcomes.len();
    let mut books: Vec<(String, Vec<Option<f64>>)> = Vec::new();
    for (i, o) in m.outcomes.iter().enumerate() {
        for s in &o.sources {
            let p = implied(&s.kind, s.decimal, s.american, s.probability);
            let idx = books
                .iter()
                .position(|(name, _)| name == &s.source)
                .unwrap_or_else(|| {
                    books.push((s.source.clone(), vec![None; n]));
                    books.len() - 1
                });
            books[idx].1[i] = p;
        }
    }
    books
        .into_iter()
        .filter_map(|(name, ps)| {
            let ps: Option<Vec<f64>> = ps.into_iter().collect();
            let fair = esx_odds::devig(&ps?, esx_odds::DevigMethod::Multiplicative).ok()?;
            Some((name, fair.probabilities))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixture() -> LinesResponse {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/lines_cs2.json");
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
    }

    #[test]
    fn a_board_becomes_source_quotes_with_their_own_novig_and_the_consensus() {
        let snap = lines_snapshot(&fixture());
        assert_eq!(snap.events.len(), 2);
        assert_eq!(
            snap.events[0].starts_at.as_deref(),
            Some("2026-11-21T18:00:00.000Z")
        );
        // 3 markets × 2 outcomes × (3 sources + the consensus).
        assert_eq!(snap.quotes.len(), 24);
        let q = |source: &str, outcome: &str| {
            snap.quotes
                .iter()
                .find(|q| q.market == "match_winner" && q.source == source && q.outcome == outcome)
                .unwrap()
        };
        let book = q("sharpbook", "Alpha");
        let want = (1.0 / 1.62) / (1.0 / 1.62 + 1.0 / 2.30);
        assert!((book.novig.unwrap() - want).abs() < 1e-12);
        assert_eq!(book.american, Some(-161));
        // A prediction market's own probabilities, normalised: 0.58 / (0.58 + 0.42).
        assert!((q("kalshi", "Alpha").novig.unwrap() - 0.58).abs() < 1e-12);
        let cons = q(CONSENSUS, "Alpha");
        assert_eq!(cons.source_type, CONSENSUS);
        assert_eq!(cons.novig, Some(0.5893));
        let handicap = snap
            .quotes
            .iter()
            .find(|q| q.market == "map_handicap")
            .unwrap();
        assert_eq!(handicap.line, Some(-1.5));
    }

    #[test]
    fn a_one_sided_source_has_no_novig() {
        let mut board = fixture();
        board.events[0].markets[0].outcomes[1]
            .sources
            .retain(|s| s.source != "polymarket");
        let snap = lines_snapshot(&board);
        let poly = snap
            .quotes
            .iter()
            .find(|q| q.market == "match_winner" && q.source == "polymarket")
            .unwrap();
        assert_eq!(poly.novig, None);
        assert_eq!(poly.probability, Some(0.60));
    }
}
