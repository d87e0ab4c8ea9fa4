//! `esx lines --explain` (every step behind one market) and `esx lines --check` (where
//! the service's numbers differ from esx's local derivation beyond a tolerance).

use serde_json::{Value, json};

use crate::client::Client;
use crate::error::EsxError;
use crate::output::{Column, Format, Kind, View};
use esx_odds::market_consensus;

use super::{Args, compute_local};
use crate::context::Context;
use crate::linebook::read_markets;

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

pub fn explain(
    ctx: &Context,
    args: &Args,
    client: &Client,
    path: &str,
    target: &str,
) -> anyhow::Result<()> {
    let t = parse_target(target)?;
    let data = client.get_json(path, args.query(Some(&t.event)).pairs())?;
    let markets = read_markets(&data)?;
    let mut params = args.params(data.get("pm_weight").and_then(Value::as_f64))?;
    params.explain = true;
    let matched: Vec<_> = markets
        .iter()
        .filter(|m| {
            let event_ok = m.event.event_id == t.event
                || data
                    .pointer(&format!("/events/{}/matchup_key", m.event.index))
                    .and_then(Value::as_str)
                    == Some(t.event.as_str())
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
                        "detail": format!("{}: consensus {:.4}, best {} @ {:.3}, edge {:+.2}%", o.name, o.consensus_probability, o.best_price.source, o.best_price.decimal, o.best_price.edge_pct)}));
                }
                let mut market = m.market.clone();
                if let Value::Object(map) = &mut market {
                    let mut esx = serde_json::to_value(c.esx_summary()).unwrap_or(Value::Null);
                    if let Value::Object(e) = &mut esx {
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
    // JSON: the envelope reduced to the explained markets, each with its `esx` trail.
    let mut envelope = data.clone();
    let events: Vec<Value> = data
        .get("events")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
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
    let view = View::derived(
        envelope,
        rows,
        "events",
        vec![
            Column::path("MARKET", "market"),
            Column::path("STEP", "step"),
            Column::path("SOURCE", "source"),
            Column::path("DETAIL", "detail"),
        ],
    )
    .note(format!(
        "method {} · pm_weight {} · gates: ≥{} sources, disagreement ≤ {}, edge ≤ {}%",
        params.method,
        params.pm_weight,
        params.gates.min_sources,
        params.gates.max_disagreement,
        params.gates.max_edge_pct
    ));
    ctx.output(Format::Table).emit(&view)
}

pub fn check(ctx: &Context, args: &Args, data: &Value) -> anyhow::Result<()> {
    let markets = read_markets(data)?;
    let params = args.params(data.get("pm_weight").and_then(Value::as_f64))?;
    let local = compute_local(&markets, &params, ctx);
    let tol = args.tolerance;
    let mut diffs: Vec<Value> = Vec::new();
    let push = |diffs: &mut Vec<Value>,
                m: &crate::linebook::MarketRef<'_>,
                field: String,
                service: Value,
                local: Value,
                diff: Option<f64>| {
        diffs.push(json!({
            "event_id": m.event.event_id,
            "event": format!("{} vs {}", m.event.home_team, m.event.away_team),
            "market": m.label(),
            "field": field,
            "service": service,
            "local": local,
            "diff": diff,
        }));
    };
    let mut local_top = Vec::new();
    for (m, c) in &local {
        let svc = m.market;
        let outcomes = svc
            .get("outcomes")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        for o in &c.outcomes {
            let s = outcomes
                .iter()
                .find(|so| so.get("name").and_then(Value::as_str) == Some(o.name.as_str()));
            let sp = s
                .and_then(|so| so.get("consensus_probability"))
                .and_then(Value::as_f64);
            match sp {
                Some(sp) if (sp - o.consensus_probability).abs() > tol => {
                    push(
                        &mut diffs,
                        m,
                        format!("consensus_probability[{}]", o.name),
                        json!(sp),
                        json!(o.consensus_probability),
                        Some(o.consensus_probability - sp),
                    );
                }
                None => push(
                    &mut diffs,
                    m,
                    format!("consensus_probability[{}]", o.name),
                    Value::Null,
                    json!(o.consensus_probability),
                    None,
                ),
                _ => {}
            }
        }
        let best = svc.get("best_edge").unwrap_or(&Value::Null);
        if let Some(e) = best.get("edge_pct").and_then(Value::as_f64)
            && (e - c.best_edge.edge_pct).abs() > tol * 100.0
        {
            push(
                &mut diffs,
                m,
                "best_edge.edge_pct".into(),
                json!(e),
                json!(c.best_edge.edge_pct),
                Some(c.best_edge.edge_pct - e),
            );
        }
        let q = svc.get("quality").unwrap_or(&Value::Null);
        if let Some(d) = q.get("max_disagreement").and_then(Value::as_f64)
            && (d - c.max_disagreement).abs() > tol
        {
            push(
                &mut diffs,
                m,
                "quality.max_disagreement".into(),
                json!(d),
                json!(c.max_disagreement),
                Some(c.max_disagreement - d),
            );
        }
        if let Some(n) = q.get("source_count").and_then(Value::as_u64)
            && n != c.source_count as u64
        {
            push(
                &mut diffs,
                m,
                "quality.source_count".into(),
                json!(n),
                json!(c.source_count),
                Some(c.source_count as f64 - n as f64),
            );
        }
        if let Some(s) = q.get("surfaced").and_then(Value::as_bool)
            && s != c.quality.surfaced
        {
            push(
                &mut diffs,
                m,
                "quality.surfaced".into(),
                json!(s),
                json!(c.quality.surfaced),
                None,
            );
        }
        if c.quality.surfaced {
            local_top.push((
                m.event.event_id.to_string(),
                c.market.clone(),
                c.best_edge.outcome.clone(),
            ));
        }
    }
    // top_edges membership: (event, market, outcome) in one list and not the other.
    let service_top: Vec<(String, String, String)> = data
        .get("top_edges")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .map(|r| {
            let f = |k: &str| r.get(k).and_then(Value::as_str).unwrap_or("").to_string();
            (f("event_id"), f("market"), f("outcome"))
        })
        .collect();
    for (event_id, market, outcome) in service_top.iter().filter(|k| !local_top.contains(k)) {
        diffs.push(json!({"event_id": event_id, "event": "", "market": market, "field": format!("top_edges[{outcome}]"), "service": true, "local": false, "diff": null}));
    }
    for (event_id, market, outcome) in local_top.iter().filter(|k| !service_top.contains(k)) {
        diffs.push(json!({"event_id": event_id, "event": "", "market": market, "field": format!("top_edges[{outcome}]"), "service": false, "local": true, "diff": null}));
    }
    let checked = local.len();
    let n = diffs.len();
    let out = json!({
        "source": data.get("source").cloned().unwrap_or(Value::Null),
        "sport": data.get("sport").cloned().unwrap_or(Value::Null),
        "esx": {"checked_markets": checked, "tolerance": tol, "method": params.method.to_string(), "pm_weight": params.pm_weight, "differences": diffs},
    });
    let view = View::derived(
        out.clone(),
        out["esx"]["differences"]
            .as_array()
            .cloned()
            .unwrap_or_default(),
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
        "{checked} markets checked ({}, pm_weight {}) · {n} differences beyond tolerance {tol}",
        params.method, params.pm_weight
    ))
    .empty_message("the service's numbers match esx's local derivation");
    ctx.output(Format::Table).emit(&view)
}
