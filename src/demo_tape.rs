//! `--demo`'s temporary history store for `esx moves`, filled from the simulator's own
//! quote tapes (`/history/contract`, every source's hourly prices over two days), so the
//! demo shows moves with no recorded store and never touches the user's history. A store
//! the user names (`--db`, `ESX_DB`) is read instead (see `crate::store::RunStore`).

use std::collections::BTreeMap;

use esx_proto::models::{HistoryResponse, HistoryTape, LinesResponse};
use esx_proto::routes::{self, Query};
use esx_store::{EventInfo, LineQuote, LinesSnapshot, Snapshot, Store};

use crate::client::Client;
use crate::client::response::decode;
use crate::error::EsxError;
use crate::store::{normalise_time, store_error};

/// Fill `store` (the demo's temporary one) with each sport's lines tape: for every
/// market on the board, every source's quotes at each of the tape's instants, one
/// snapshot per instant (the store keeps only what changed).
pub(crate) fn lines_tape(
    client: &Client,
    store: &mut Store,
    sports: &[&str],
) -> Result<(), EsxError> {
    for sport in sports {
        record_sport(client, store, sport)?;
    }
    Ok(())
}

/// One sport: its board's events and, per instant, the quotes of every market's tapes.
fn record_sport(client: &Client, store: &mut Store, sport: &str) -> Result<(), EsxError> {
    let path = routes::LINES.path(&[sport]);
    let board = decode::<LinesResponse>(&client.get_json(&path, &[])?, &path)?;
    let events: Vec<EventInfo> = board
        .events
        .iter()
        .map(|ev| EventInfo {
            event_id: ev.event_id.clone(),
            home_team: ev.home_team.clone(),
            away_team: ev.away_team.clone(),
            event_time: ev.event_time.clone(),
            starts_at: normalise_time(&ev.event_time),
        })
        .collect();
    let history = routes::HISTORY.path(&[]);
    // Instant (store format, so the order is time order) → the quotes then.
    let mut by_time: BTreeMap<String, Vec<LineQuote>> = BTreeMap::new();
    for ev in &board.events {
        for m in &ev.markets {
            let Some(key) = m.market_key.as_deref() else {
                continue;
            };
            let value = client.get_json(&history, Query::new().set("market_key", key).pairs())?;
            let h = decode::<HistoryResponse>(&value, &history)?;
            let market = TapeMarket {
                event_id: &ev.event_id,
                market: &m.market,
                map: m.map,
                line: m.line,
                outcomes: &h.outcomes,
            };
            for tape in &h.tapes {
                for (at, quote) in tape_quotes(&market, tape) {
                    by_time.entry(at).or_default().push(quote);
                }
            }
        }
    }
    for (at, quotes) in by_time {
        let lines = LinesSnapshot {
            events: events.clone(),
            quotes,
        };
        let snap = Snapshot {
            lines: Some(&lines),
            props: None,
            gaps: None,
        };
        store.record(sport, &at, &snap).map_err(store_error)?;
    }
    Ok(())
}

/// The market a tape belongs to.
struct TapeMarket<'a> {
    event_id: &'a str,
    market: &'a str,
    map: Option<u32>,
    line: Option<f64>,
    outcomes: &'a [String],
}

/// A source's tape as store quotes, each with its instant: a sportsbook's American odds
/// (decimal from them) and a prediction market's price as its probability; the no-vig
/// probability is the instant's prices de-vigged together (multiplicative), as `record`
/// stores it.
fn tape_quotes(m: &TapeMarket<'_>, tape: &HistoryTape) -> Vec<(String, LineQuote)> {
    let kind = tape.kind.as_deref().unwrap_or("sportsbook");
    let mut out = Vec::new();
    for p in &tape.points {
        let Some(at) = normalise_time(&p.ts) else {
            continue;
        };
        let implied: Option<Vec<f64>> = p.probability.iter().copied().collect();
        let novig = implied
            .filter(|ps| ps.len() == m.outcomes.len() && ps.iter().all(|x| *x > 0.0 && *x < 1.0))
            .and_then(|ps| esx_odds::devig(&ps, esx_odds::DevigMethod::Multiplicative).ok())
            .map(|f| f.probabilities);
        for (i, outcome) in m.outcomes.iter().enumerate() {
            let american = p
                .american
                .as_ref()
                .and_then(|a| a.get(i).copied().flatten())
                .map(|a| a.round() as i64);
            let prob = p.probability.get(i).copied().flatten();
            let (decimal, probability) = if kind == "prediction_market" {
                (None, prob)
            } else {
                (
                    american.and_then(|a| esx_odds::price::american_to_decimal(a as f64).ok()),
                    None,
                )
            };
            out.push((
                at.clone(),
                LineQuote {
                    event_id: m.event_id.to_string(),
                    market: m.market.to_string(),
                    map: m.map,
                    line: m.line,
                    outcome: outcome.clone(),
                    source: tape.source.clone(),
                    source_type: kind.to_string(),
                    decimal,
                    american,
                    probability,
                    novig: novig.as_ref().and_then(|f| f.get(i).copied()),
                    volume: None,
                    open_interest: None,
                    liquidity: None,
                },
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sportsbook_point_becomes_quotes_with_its_own_novig() {
        let tape: HistoryTape = serde_json::from_value(serde_json::json!({
            "source": "thunderpick", "type": "sportsbook",
            "points": [{"ts": "2026-11-21T06:00:00Z", "probability": [0.6, 0.5],
                        "american": [-150.0, 100.0], "volume": null}]
        }))
        .unwrap();
        let outcomes = ["A".to_string(), "B".to_string()];
        let m = TapeMarket {
            event_id: "ev1",
            market: "match_winner",
            map: None,
            line: None,
            outcomes: &outcomes,
        };
        let q = tape_quotes(&m, &tape);
        assert_eq!(q.len(), 2);
        assert_eq!(q[0].0, "2026-11-21T06:00:00.000Z");
        let a = &q[0].1;
        assert_eq!(a.american, Some(-150));
        // −150 pays 1 + 100/150.
        assert!((a.decimal.unwrap() - 5.0 / 3.0).abs() < 1e-12);
        // 0.6 / (0.6 + 0.5): the two sides' implied probabilities scaled to one.
        assert!((a.novig.unwrap() - 0.6 / 1.1).abs() < 1e-12);
        assert!((q[1].1.novig.unwrap() - 0.5 / 1.1).abs() < 1e-12);
        assert_eq!(a.probability, None);
    }

    #[test]
    fn a_prediction_market_keeps_its_price_as_the_probability() {
        let tape: HistoryTape = serde_json::from_value(serde_json::json!({
            "source": "kalshi", "type": "prediction_market",
            "points": [{"ts": "2026-11-21T06:00:00Z", "probability": [0.58, 0.44]}]
        }))
        .unwrap();
        let outcomes = ["A".to_string(), "B".to_string()];
        let m = TapeMarket {
            event_id: "ev1",
            market: "map_winner",
            map: Some(2),
            line: None,
            outcomes: &outcomes,
        };
        let q = tape_quotes(&m, &tape);
        assert_eq!(q[0].1.probability, Some(0.58));
        assert_eq!(q[0].1.decimal, None);
        assert_eq!(q[0].1.map, Some(2));
        assert!((q[0].1.novig.unwrap() - 0.58 / 1.02).abs() < 1e-12);
    }
}
