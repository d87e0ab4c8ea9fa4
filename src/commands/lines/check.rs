//! `esx lines --explain` (every step behind one market) and `esx lines --check` (where
//! the service's numbers differ from esx's local derivation beyond a tolerance).

use serde_json::{Value, json};

use crate::client::Client;
use crate::error::EsxError;
use crate::output::{Column, Format, Kind, View};
use esx_odds::market_consensus;

use super::{Args, compute_local};
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

pub fn explain(
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
        match market_consensus(&m.input, &params) {
            Ok(c) => {
                for s in &c.explain {
                    rows.push(json!({"market": label, "step": s.step, "source": s.source, "detail": s.detail}));
                }
                for o in &c.outcomes {
                    rows.push(json!({"market": label, "step": "result", "source": o.best_price.source,
                        "detail": format!("{}: consensus {:.4}, fair ({}) {:.4}, best {} @ {:.3} (net {:.3}), edge {:+.2}%", o.name, o.consensus_probability, params.fair_basis, o.best_price.fair_probability, o.best_price.source, o.best_price.decimal, o.best_price.net_decimal, o.best_price.edge_pct)}));
                }
                // The service's own market object (exact numbers) gets the `esx` trail.
                let mut market = data
                    .pointer(&format!(
                        "/events/{}/markets/{}",
                        m.event.index, m.market_index
                    ))
                    .cloned()
                    .unwrap_or(Value::Null);
                if let Value::Object(map) = &mut market {
                    let mut esx = serde_json::to_value(c.esx_summary()).unwrap_or(Value::Null);
                    if let Value::Object(e) = &mut esx {
                        e.insert("fees".into(), json!(fees));
                        e.insert(
                            "explain".into(),
                            serde_json::to_value(&c.explain).unwrap_or(Value::Null),
                        );
                    }
                    map.insert("esx".into(), esx);
                }
                explained.push((m.event.index, market));
            }
            Err(e) => rows.push(
                json!({"market": label, "step": "error", "source": null, "detail": e.to_string()}),
            ),
        }
    }
    let envelope = explained_envelope(&data, &explained);
    let view = View::derived(
        envelope,
        rows,
        "events",
        vec![
            // A heading per market, a step per row and its working whole on a line
            // under it (a cut explanation explains nothing).
            Column::path("MARKET", "market").heading(),
            Column::path("STEP", "step").rank(0),
            Column::path("SOURCE", "source").kind(Kind::Id).rank(0),
            Column::path("DETAIL", "detail")
                .kind(Kind::Deco)
                .sub_lines(),
        ],
    )
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
    ctx.output(Format::Table).emit(&view)
}

pub fn check(ctx: &Context, args: &Args, data: &Value, path: &str) -> anyhow::Result<()> {
    // The service's numbers follow the spec: no fees, every source.
    let lines = decode_lines(data, path)?;
    let markets = read_markets(&lines, &esx_odds::FeeTable::none());
    let mut params = args.params(Some(lines.pm_weight))?;
    params.fair_basis = esx_odds::FairBasis::All;
    params.weights = esx_odds::Weights::Spec;
    let local = compute_local(&markets, &params, ctx);
    let tol = args.tolerance;
    let mut diffs = Differences::default();
    let mut local_top = Vec::new();
    for (m, c) in &local {
        diffs.of_market(m, c, tol);
        if c.quality.surfaced {
            local_top.push((
                m.event.event_id.to_string(),
                c.market.clone(),
                c.best_edge.outcome.clone(),
            ));
        }
    }
    let service_top: Vec<(String, String, String)> = lines
        .top_edges
        .iter()
        .map(|r| (r.event_id.clone(), r.market.clone(), r.outcome.clone()))
        .collect();
    diffs.of_top_edges(&service_top, &local_top);
    let checked = local.len();
    let out = json!({
        "source": lines.source,
        "sport": lines.sport,
        "esx": {"checked_markets": checked, "tolerance": tol, "method": params.method.to_string(), "pm_weight": params.pm_weight, "fair_basis": params.fair_basis, "fees": "none", "differences": diffs.0.clone()},
    });
    ctx.output(Format::Table)
        .emit(&check_view(out, diffs.0, checked, tol, &params))
}

/// Where the service's numbers and esx's local derivation differ, one row each.
#[derive(Default)]
struct Differences(Vec<Value>);

impl Differences {
    fn push(
        &mut self,
        m: &crate::linebook::MarketRef<'_>,
        field: String,
        service: Value,
        local: Value,
        diff: Option<f64>,
    ) {
        let row: serde_json::Map<String, Value> = [
            ("event_id", json!(m.event.event_id)),
            (
                "event",
                json!(format!("{} vs {}", m.event.home_team, m.event.away_team)),
            ),
            ("market", json!(m.label())),
            ("field", Value::String(field)),
            ("service", service),
            ("local", local),
            ("diff", json!(diff)),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
        self.0.push(Value::Object(row));
    }

    /// One market's fields beyond `tol`: each outcome's consensus (or an outcome the
    /// service lacks), the best edge (`tol` in percent ×100), the disagreement, the
    /// source count and whether it is surfaced.
    fn of_market(
        &mut self,
        market: &crate::linebook::MarketRef<'_>,
        ours: &esx_odds::MarketConsensus,
        tol: f64,
    ) {
        let svc = market.market;
        for o in &ours.outcomes {
            let field = format!("consensus_probability[{}]", o.name);
            let local = o.consensus_probability;
            match svc.outcomes.iter().find(|so| so.name == o.name) {
                Some(so) if (so.consensus_probability - local).abs() > tol => {
                    let sp = so.consensus_probability;
                    self.push(market, field, json!(sp), json!(local), Some(local - sp));
                }
                None => self.push(market, field, Value::Null, json!(local), None),
                _ => {}
            }
        }
        if let Some(e) = svc.best_edge.as_ref().map(|b| b.edge_pct)
            && (e - ours.best_edge.edge_pct).abs() > tol * 100.0
        {
            let local = ours.best_edge.edge_pct;
            let field = "best_edge.edge_pct".into();
            self.push(market, field, json!(e), json!(local), Some(local - e));
        }
        let quality = &svc.quality;
        let served = quality.max_disagreement;
        if (served - ours.max_disagreement).abs() > tol {
            let local = ours.max_disagreement;
            let field = "quality.max_disagreement".into();
            self.push(
                market,
                field,
                json!(served),
                json!(local),
                Some(local - served),
            );
        }
        let count = u64::from(quality.source_count);
        if count != ours.source_count as u64 {
            let diff = Some(ours.source_count as f64 - count as f64);
            let field = "quality.source_count".into();
            self.push(market, field, json!(count), json!(ours.source_count), diff);
        }
        if quality.surfaced != ours.quality.surfaced {
            let field = "quality.surfaced".into();
            let (served, local) = (json!(quality.surfaced), json!(ours.quality.surfaced));
            self.push(market, field, served, local, None);
        }
    }

    /// `top_edges` membership: an (event, market, outcome) in one list and not the other.
    fn of_top_edges(
        &mut self,
        service: &[(String, String, String)],
        local: &[(String, String, String)],
    ) {
        let row = |(event_id, market, outcome): &(String, String, String), in_service: bool| json!({"event_id": event_id, "event": "", "market": market, "field": format!("top_edges[{outcome}]"), "service": in_service, "local": !in_service, "diff": null});
        for k in service.iter().filter(|k| !local.contains(k)) {
            self.0.push(row(k, true));
        }
        for k in local.iter().filter(|k| !service.contains(k)) {
            self.0.push(row(k, false));
        }
    }
}

/// The differences as a table (JSON: the `esx` block beside the service's source).
fn check_view(
    out: Value,
    rows: Vec<Value>,
    checked: usize,
    tol: f64,
    params: &esx_odds::ConsensusParams,
) -> View {
    let n = rows.len();
    View::derived(
        out,
        rows,
        "esx.differences",
        vec![
            Column::path("EVENT", "event"),
            Column::path("MARKET", "market"),
            Column::path("FIELD", "field"),
            Column::path("SERVICE", "service").kind(Kind::Num(4)),
            Column::path("LOCAL", "local").kind(Kind::Num(4)),
            Column::path("DIFF", "diff").kind(Kind::Num(4)),
            Column::path("event_id", "event_id").csv_only(),
        ],
    )
    .note(format!(
        "{checked} markets checked ({}, pm_weight {}, fair all, fees none: the spec's definitions) · {n} differences beyond tolerance {tol}",
        params.method, params.pm_weight
    ))
    .empty_message("the service's numbers match esx's local derivation")
}
