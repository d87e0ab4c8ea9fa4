//! `esx lines --explain`: every step behind one market (parameters, exclusions, de-vig,
//! consensus, best price, gates, edge), as rows under a heading per market, and in JSON
//! the service's market with its `esx` trail.

use serde::Serialize;
use serde_json::Value;

use crate::client::Client;
use crate::error::EsxError;
use crate::output::{Column, Format, Kind, Row, TypedView};
use esx_odds::market_consensus_on;

use super::args::Args;
use crate::context::Context;
use crate::linebook::{decode_lines, read_markets};

/// `EVENT[:MARKET[:MAP_OR_LINE]]`.
struct Target {
    event: String,
    market: Option<String>,
    map_or_line: Option<f64>,
}

fn parse_target(s: &str) -> Result<Target, EsxError> {
    let mut parts = s.split(':');
    let event = parts.next().unwrap_or("").trim().to_string();
    if event.is_empty() {
        return Err(EsxError::usage(
            "--explain needs EVENT[:MARKET[:MAP_OR_LINE]], e.g. <event_id>:map_winner:1",
        ));
    }
    let market = parts
        .next()
        .map(|m| m.trim().to_string())
        .filter(|m| !m.is_empty());
    if let Some(m) = &market
        && !["match_winner", "map_winner", "total_maps", "map_handicap"].contains(&m.as_str())
    {
        return Err(EsxError::usage(format!(
            "unknown market `{m}` in --explain; valid: match_winner, map_winner, total_maps, map_handicap"
        )));
    }
    let map_or_line = match parts.next() {
        Some(v) => Some(v.trim().parse::<f64>().map_err(|_| {
            EsxError::usage(format!("`{v}` in --explain is not a map number or line"))
        })?),
        None => None,
    };
    Ok(Target {
        event,
        market,
        map_or_line,
    })
}

/// JSON: the envelope reduced to the explained markets (`(event index, market)`), each
/// with its `esx` trail.
fn explained_envelope(data: &Value, explained: &[(usize, Value)]) -> Value {
    let mut envelope = data.clone();
    let events: Vec<Value> = crate::rows::raw(data, "events")
        .iter()
        .enumerate()
        .filter_map(|(i, ev)| {
            let ms: Vec<Value> = explained
                .iter()
                .filter(|(ei, _)| *ei == i)
                .map(|(_, m)| m.clone())
                .collect();
            if ms.is_empty() {
                return None;
            }
            let mut ev = ev.clone();
            if let Value::Object(map) = &mut ev {
                map.insert("markets".into(), Value::Array(ms));
            }
            Some(ev)
        })
        .collect();
    if let Value::Object(map) = &mut envelope {
        map.insert("events".into(), Value::Array(events));
        map.remove("top_edges");
    }
    envelope
}

pub(super) fn explain(
    ctx: &Context,
    args: &Args,
    client: &Client,
    path: &str,
    target: &str,
    fees: &esx_odds::FeeTable,
) -> anyhow::Result<()> {
    let t = parse_target(target)?;
    let data = client.get_json(path, args.query(Some(&t.event)).pairs())?;
    let lines = decode_lines(&data, path)?;
    let markets = read_markets(&lines, fees);
    let mut params = args.params(Some(lines.pm_weight))?;
    params.explain = true;
    let fair = args
        .judge
        .fair_for(ctx, esx_odds::FairBasis::All, &lines.sport)?;
    let matched: Vec<_> = markets
        .iter()
        .filter(|m| {
            let event_ok = m.event.event_id == t.event
                || m.event.matchup_key == t.event
                || args.event.is_none();
            let market_ok = t.market.as_deref().is_none_or(|mk| mk == m.input.market);
            let sel_ok = t.map_or_line.is_none_or(|v| {
                m.input.map.map(|x| x as f64) == Some(v) || m.input.line == Some(v)
            });
            event_ok && market_ok && sel_ok
        })
        .collect();
    if matched.is_empty() {
        return Err(EsxError::not_found(format!("no market matches `{target}` on the board (check the event id or matchup key with `esx lines`)")).into());
    }
    let mut rows = Vec::new();
    let mut explained = Vec::new();
    for m in &matched {
        let label = format!(
            "{} vs {} · {}",
            m.event.home_team,
            m.event.away_team,
            m.label()
        );
        let venues = fair.venues(&m.input.market);
        match market_consensus_on(&m.input, &params, None, venues.as_ref()) {
            Ok(c) => {
                rows.extend(steps_of(&label, &c, &params));
                // The service's own market object (exact numbers) gets the `esx` trail.
                let mut market = data
                    .pointer(&format!(
                        "/events/{}/markets/{}",
                        m.event.index, m.market_index
                    ))
                    .cloned()
                    .unwrap_or(Value::Null);
                if let Value::Object(map) = &mut market {
                    let esx = ExplainedEsx {
                        summary: c.esx_summary(),
                        fees,
                        explain: &c.explain,
                    };
                    map.insert(
                        "esx".into(),
                        serde_json::to_value(esx).unwrap_or(Value::Null),
                    );
                }
                explained.push((m.event.index, market));
            }
            Err(e) => rows.push(StepLine {
                market: label,
                step: "error",
                source: None,
                detail: e.to_string(),
            }),
        }
    }
    let envelope = explained_envelope(&data, &explained);
    let view = TypedView::new(&envelope, &rows, explain_columns())
    .note(format!(
        "method {} · pm_weight {} · fair {} · fees {} · gates: ≥{} sources, disagreement ≤ {}, edge ≤ {}%",
        params.method,
        params.pm_weight,
        params.fair_basis,
        fees.describe(),
        params.gates.min_sources,
        params.gates.max_disagreement,
        params.gates.max_edge_pct
    ));
    ctx.output(Format::Table).emit_typed(view, || ())
}

/// A heading per market, a step per row and its working whole on a line under it (a
/// cut explanation explains nothing).
fn explain_columns() -> Vec<Column> {
    vec![
        Column::path("MARKET", "market").heading(),
        Column::path("STEP", "step").rank(0),
        Column::path("SOURCE", "source").kind(Kind::Id).rank(0),
        Column::path("DETAIL", "detail")
            .kind(Kind::Deco)
            .sub_lines(),
    ]
}

/// A market's explain trail as rows: each step, then each outcome's result.
fn steps_of(
    label: &str,
    c: &esx_odds::MarketConsensus,
    params: &esx_odds::ConsensusParams,
) -> Vec<StepLine> {
    let steps = c.explain.iter().map(|s| StepLine {
        market: label.to_string(),
        step: s.step,
        source: s.source.clone(),
        detail: s.detail.clone(),
    });
    // The weights the basis set itself (`blend`, `sharp`, `learned`): what the fair is.
    let fair = (!c.fair_weights.is_empty()).then(|| StepLine {
        market: label.to_string(),
        step: "fair",
        source: None,
        detail: format!(
            "fair basis {}: {}",
            params.fair_basis,
            c.fair_weights
                .iter()
                .map(|w| format!("{} {:.4}", w.source, w.weight))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    });
    let results = c.outcomes.iter().map(|o| StepLine {
        market: label.to_string(),
        step: "result",
        source: Some(o.best_price.source.clone()),
        detail: format!(
            "{}: consensus {:.4}, fair ({}) {:.4}, best {} @ {:.3} (net {:.3}), edge {:+.2}%",
            o.name,
            o.consensus_probability,
            params.fair_basis,
            o.best_price.fair_probability,
            o.best_price.source,
            o.best_price.decimal,
            o.best_price.net_decimal,
            o.best_price.edge_pct
        ),
    });
    steps.chain(fair).chain(results).collect()
}

/// One step of `--explain` as the table, CSV and NDJSON show it.
#[derive(Serialize)]
struct StepLine {
    market: String,
    step: &'static str,
    source: Option<String>,
    detail: String,
}

impl Row for StepLine {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "market" => self.market.as_str().into(),
            "step" => self.step.into(),
            "source" => self.source.as_deref().map_or(Value::Null, Value::from),
            "detail" => self.detail.as_str().into(),
            _ => return None,
        })
    }
}

/// An explained market's `esx` object: the local consensus's summary, the fees and
/// every step.
#[derive(Serialize)]
struct ExplainedEsx<'a> {
    #[serde(flatten)]
    summary: esx_odds::consensus::EsxMarketSummary,
    fees: &'a esx_odds::FeeTable,
    explain: &'a [esx_odds::consensus::ExplainStep],
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::typed::testing::check_row;

    #[test]
    fn explain_steps_serialise_with_the_data_columns_keys_in_order() {
        let row = StepLine {
            market: "A vs B · match_winner".into(),
            step: "devig",
            source: None,
            detail: "additive: 0.5 / 0.5".into(),
        };
        check_row(&row, &explain_columns());
        assert_eq!(
            serde_json::to_string(&row).unwrap(),
            r#"{"market":"A vs B · match_winner","step":"devig","source":null,"detail":"additive: 0.5 / 0.5"}"#
        );
    }
}
