//! The `/lines` payload read as odds-engine inputs (and the market and de-vig choices
//! that go with it), shared by `lines` and `parlays --local`.
//!
//! The service's market objects carry every source's raw quote; this module turns them
//! into [`MarketInput`]s without changing the payload, so JSON output stays the
//! service's own.

use clap::ValueEnum;
use serde_json::Value;

use crate::error::EsxError;
use esx_odds::{DevigMethod, MarketInput, OutcomeInput, SourceKind, SourceQuote};

/// An event of the payload (borrowed fields).
#[derive(Debug, Clone, Copy)]
pub struct EventRef<'a> {
    pub index: usize,
    pub event_id: &'a str,
    pub home_team: &'a str,
    pub away_team: &'a str,
    pub event_time: &'a str,
}

/// One market of the payload with its odds-engine input.
#[derive(Debug, Clone)]
pub struct MarketRef<'a> {
    pub event: EventRef<'a>,
    pub market_index: usize,
    pub market: &'a Value,
    pub input: MarketInput,
}

impl MarketRef<'_> {
    /// "map_winner m1", "total_maps 2.5", "match_winner".
    #[must_use]
    pub fn label(&self) -> String {
        market_label(&self.input.market, self.input.map, self.input.line)
    }
}

/// A market's short label: its name plus map or line.
#[must_use]
pub fn market_label(market: &str, map: Option<i64>, line: Option<f64>) -> String {
    match (map, line) {
        (Some(m), _) => format!("{market} m{m}"),
        (None, Some(l)) => format!("{market} {l:+}").replace("total_maps +", "total_maps "),
        _ => market.to_string(),
    }
}

fn str_of<'a>(v: &'a Value, key: &str) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or("")
}

fn num(v: &Value, key: &str) -> Option<f64> {
    v.get(key).and_then(Value::as_f64)
}

/// The first prediction market: the first key of `books[]` that some source in the
/// payload reports with `type: "prediction_market"` (DESIGN.md; kalshi upstream).
#[must_use]
pub fn first_prediction_market(envelope: &Value) -> Option<String> {
    let pm_keys: Vec<&str> = envelope
        .get("events")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|e| e.get("markets").and_then(Value::as_array))
        .flatten()
        .filter_map(|m| m.get("outcomes").and_then(Value::as_array))
        .flatten()
        .filter_map(|o| o.get("sources").and_then(Value::as_array))
        .flatten()
        .filter(|s| str_of(s, "type") == "prediction_market")
        .map(|s| str_of(s, "source"))
        .collect();
    envelope
        .get("books")
        .and_then(Value::as_array)?
        .iter()
        .filter_map(Value::as_str)
        .find(|k| pm_keys.contains(k))
        .map(str::to_string)
}

/// Every market of a `/lines` envelope, in payload order, with its odds-engine input.
pub fn read_markets(envelope: &Value) -> Result<Vec<MarketRef<'_>>, EsxError> {
    let events = envelope
        .get("events")
        .and_then(Value::as_array)
        .ok_or_else(|| {
            EsxError::bad_response(
                "the /lines answer has no `events` array; it is not the documented JSON",
            )
        })?;
    let first_pm = first_prediction_market(envelope);
    let mut out = Vec::new();
    for (index, event) in events.iter().enumerate() {
        let event_ref = EventRef {
            index,
            event_id: str_of(event, "event_id"),
            home_team: str_of(event, "home_team"),
            away_team: str_of(event, "away_team"),
            event_time: str_of(event, "event_time"),
        };
        let matchup_key = event
            .get("matchup_key")
            .and_then(Value::as_str)
            .map(str::to_string);
        for (market_index, market) in event
            .get("markets")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .enumerate()
        {
            let line = num(market, "line");
            let outcomes = market
                .get("outcomes")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .map(|o| OutcomeInput {
                    name: str_of(o, "name").to_string(),
                    quotes: o
                        .get("sources")
                        .and_then(Value::as_array)
                        .into_iter()
                        .flatten()
                        .filter_map(|s| {
                            let kind = match str_of(s, "type") {
                                "sportsbook" => SourceKind::Sportsbook,
                                "prediction_market" => SourceKind::PredictionMarket,
                                _ => return None,
                            };
                            Some(SourceQuote {
                                probability: num(s, "probability"),
                                decimal: num(s, "decimal"),
                                american: num(s, "american"),
                                volume: num(s, "volume"),
                                open_interest: num(s, "open_interest"),
                                liquidity: num(s, "liquidity"),
                                line,
                                matchup_key: matchup_key.clone(),
                                ..SourceQuote::new(str_of(s, "source"), kind)
                            })
                        })
                        .collect(),
                })
                .collect();
            out.push(MarketRef {
                event: event_ref,
                market_index,
                market,
                input: MarketInput {
                    market: str_of(market, "market").to_string(),
                    map: market.get("map").and_then(Value::as_i64),
                    line,
                    matchup_key: matchup_key.clone(),
                    outcomes,
                    first_prediction_market: first_pm.clone(),
                },
            });
        }
    }
    Ok(out)
}

/// The four market kinds of `/lines` (spec §4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
#[value(rename_all = "snake_case")]
pub enum Market {
    MatchWinner,
    MapWinner,
    TotalMaps,
    MapHandicap,
}

impl Market {
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Self::MatchWinner => "match_winner",
            Self::MapWinner => "map_winner",
            Self::TotalMaps => "total_maps",
            Self::MapHandicap => "map_handicap",
        }
    }
}

/// Parse `--devig` (shared by `lines` and `parlays`).
pub fn parse_devig(s: &str) -> Result<DevigMethod, String> {
    s.parse::<DevigMethod>().map_err(|_| {
        format!(
            "unknown de-vig method `{s}`; valid: multiplicative, additive, power, shin, odds-ratio"
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn reads_markets_and_the_first_prediction_market() {
        let env = json!({
            "books": ["book", "pm_b", "pm_a"],
            "events": [{"event_id": "e1", "home_team": "A", "away_team": "B", "event_time": "t", "matchup_key": "a__b",
                "markets": [{"market": "total_maps", "map": null, "line": 2.5, "outcomes": [
                    {"name": "over", "sources": [
                        {"source": "book", "type": "sportsbook", "american": -120, "decimal": null},
                        {"source": "pm_a", "type": "prediction_market", "probability": 0.5, "volume": 10},
                        {"source": "pm_b", "type": "prediction_market", "probability": 0.52},
                        {"source": "odd", "type": "unknown"}]}]}]}]
        });
        assert_eq!(first_prediction_market(&env).as_deref(), Some("pm_b"));
        let markets = read_markets(&env).unwrap();
        assert_eq!(markets.len(), 1);
        let m = &markets[0];
        assert_eq!(m.label(), "total_maps 2.5");
        assert_eq!(
            m.input.outcomes[0].quotes.len(),
            3,
            "unknown source types are skipped"
        );
        assert_eq!(m.input.outcomes[0].quotes[0].american, Some(-120.0));
        assert_eq!(m.input.outcomes[0].quotes[1].line, Some(2.5));
        assert!(read_markets(&json!({"x": 1})).is_err());
    }

    #[test]
    fn labels() {
        assert_eq!(market_label("map_winner", Some(2), None), "map_winner m2");
        assert_eq!(
            market_label("map_handicap", None, Some(-1.5)),
            "map_handicap -1.5"
        );
        assert_eq!(
            market_label("map_handicap", None, Some(1.5)),
            "map_handicap +1.5"
        );
        assert_eq!(market_label("match_winner", None, None), "match_winner");
    }
}
