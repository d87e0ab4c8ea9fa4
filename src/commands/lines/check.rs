//! `esx lines --check`: where the service's numbers differ from esx's local derivation
//! (the spec's definitions: no fees, every source) beyond a tolerance.

use serde::Serialize;
use serde_json::Value;

use crate::output::num::Exact;
use crate::output::{Column, Format, Kind, Row, TypedView};

use super::args::Args;
use super::board::compute_local;
use crate::context::Context;
use crate::linebook::{decode_lines, read_markets};

pub(super) fn check(ctx: &Context, args: &Args, data: &Value, path: &str) -> anyhow::Result<()> {
    // The service's numbers follow the spec: no fees, every source.
    let lines = decode_lines(data, path)?;
    let markets = read_markets(&lines, &esx_odds::FeeTable::none());
    let mut params = args.params(Some(lines.pm_weight))?;
    params.fair_basis = esx_odds::FairBasis::All;
    params.weights = esx_odds::Weights::Spec;
    let fair = crate::fair_basis::ResolvedFair::plain(params.fair_basis);
    let local = compute_local(&markets, &params, &fair, ctx);
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
    let differences: Vec<DiffJson<'_>> = diffs.0.iter().map(DiffJson::of).collect();
    let doc = CheckDoc {
        source: &lines.source,
        sport: &lines.sport,
        esx: CheckEsx {
            checked_markets: checked,
            tolerance: tol,
            method: params.method.to_string(),
            pm_weight: params.pm_weight,
            fair_basis: params.fair_basis,
            fees: "none",
            differences,
        },
    };
    ctx.output(Format::Table)
        .emit_typed(check_view(&doc, &diffs.0, checked, tol, &params), || ())
}

/// What `esx lines --check --json` prints: the service's source and sport, and esx's
/// findings.
#[derive(Serialize)]
struct CheckDoc<'a> {
    source: &'a str,
    sport: &'a str,
    esx: CheckEsx<'a>,
}

#[derive(Serialize)]
struct CheckEsx<'a> {
    checked_markets: usize,
    tolerance: f64,
    method: String,
    pm_weight: f64,
    fair_basis: esx_odds::FairBasis,
    fees: &'static str,
    differences: Vec<DiffJson<'a>>,
}

/// A figure one side has: a probability or percentage, a count, a yes/no, or nothing
/// (`null`: the service lacks the outcome).
#[derive(Serialize, Clone, Copy)]
#[serde(untagged)]
enum Figure {
    Missing,
    Num(Exact),
    Count(u64),
    Flag(bool),
}

impl Figure {
    fn to_value(self) -> Value {
        match self {
            Self::Missing => Value::Null,
            Self::Num(x) => x.to_value(),
            Self::Count(n) => n.into(),
            Self::Flag(b) => b.into(),
        }
    }
}

/// One difference as the table, CSV and NDJSON show it (fields in column order).
#[derive(Serialize)]
struct DiffLine {
    event: String,
    market: String,
    field: String,
    service: Figure,
    local: Figure,
    diff: Option<Exact>,
    event_id: String,
}

impl Row for DiffLine {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "event" => self.event.as_str().into(),
            "market" => self.market.as_str().into(),
            "field" => self.field.as_str().into(),
            "service" => self.service.to_value(),
            "local" => self.local.to_value(),
            "diff" => self.diff.map_or(Value::Null, Exact::to_value),
            "event_id" => self.event_id.as_str().into(),
            _ => return None,
        })
    }
}

/// One difference in the JSON's `esx.differences`: the event id first.
#[derive(Serialize)]
struct DiffJson<'a> {
    event_id: &'a str,
    event: &'a str,
    market: &'a str,
    field: &'a str,
    service: Figure,
    local: Figure,
    diff: Option<Exact>,
}

impl<'a> DiffJson<'a> {
    fn of(d: &'a DiffLine) -> Self {
        Self {
            event_id: &d.event_id,
            event: &d.event,
            market: &d.market,
            field: &d.field,
            service: d.service,
            local: d.local,
            diff: d.diff,
        }
    }
}

/// Where the service's numbers and esx's local derivation differ, one row each.
#[derive(Default)]
struct Differences(Vec<DiffLine>);

impl Differences {
    fn push(
        &mut self,
        m: &crate::linebook::MarketRef<'_>,
        field: String,
        service: Figure,
        local: Figure,
        diff: Option<f64>,
    ) {
        self.0.push(DiffLine {
            event: format!("{} vs {}", m.event.home_team, m.event.away_team),
            market: m.label(),
            field,
            service,
            local,
            diff: diff.map(Exact),
            event_id: m.event.event_id.to_string(),
        });
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
                    self.push(market, field, num(sp), num(local), Some(local - sp));
                }
                None => self.push(market, field, Figure::Missing, num(local), None),
                _ => {}
            }
        }
        if let Some(e) = svc.best_edge.as_ref().map(|b| b.edge_pct)
            && (e - ours.best_edge.edge_pct).abs() > tol * 100.0
        {
            let local = ours.best_edge.edge_pct;
            let field = "best_edge.edge_pct".into();
            self.push(market, field, num(e), num(local), Some(local - e));
        }
        let quality = &svc.quality;
        let served = quality.max_disagreement;
        if (served - ours.max_disagreement).abs() > tol {
            let local = ours.max_disagreement;
            let field = "quality.max_disagreement".into();
            self.push(market, field, num(served), num(local), Some(local - served));
        }
        let count = u64::from(quality.source_count);
        if count != ours.source_count as u64 {
            let diff = Some(ours.source_count as f64 - count as f64);
            let field = "quality.source_count".into();
            self.push(
                market,
                field,
                Figure::Count(count),
                Figure::Count(ours.source_count as u64),
                diff,
            );
        }
        if quality.surfaced != ours.quality.surfaced {
            let field = "quality.surfaced".into();
            let (served, local) = (
                Figure::Flag(quality.surfaced),
                Figure::Flag(ours.quality.surfaced),
            );
            self.push(market, field, served, local, None);
        }
    }

    /// `top_edges` membership: an (event, market, outcome) in one list and not the other.
    fn of_top_edges(
        &mut self,
        service: &[(String, String, String)],
        local: &[(String, String, String)],
    ) {
        let row =
            |(event_id, market, outcome): &(String, String, String), in_service: bool| DiffLine {
                event: String::new(),
                market: market.clone(),
                field: format!("top_edges[{outcome}]"),
                service: Figure::Flag(in_service),
                local: Figure::Flag(!in_service),
                diff: None,
                event_id: event_id.clone(),
            };
        for k in service.iter().filter(|k| !local.contains(k)) {
            self.0.push(row(k, true));
        }
        for k in local.iter().filter(|k| !service.contains(k)) {
            self.0.push(row(k, false));
        }
    }
}

/// A probability or percentage on one side of a difference.
fn num(x: f64) -> Figure {
    Figure::Num(Exact(x))
}

/// The differences as a table (JSON: the `esx` block beside the service's source).
fn check_view<'v>(
    doc: &'v CheckDoc<'v>,
    rows: &'v [DiffLine],
    checked: usize,
    tol: f64,
    params: &esx_odds::ConsensusParams,
) -> TypedView<'v, DiffLine> {
    let n = rows.len();
    TypedView::new(
        doc,
        rows,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::typed::testing::check_row;

    fn diff(service: Figure, local: Figure, diff: Option<f64>) -> DiffLine {
        DiffLine {
            event: "A vs B".into(),
            market: "match_winner".into(),
            field: "consensus_probability[A]".into(),
            service,
            local,
            diff: diff.map(Exact),
            event_id: "e1".into(),
        }
    }

    /// Each kind of figure serialises as the JSON value it stands for; the table row's
    /// keys are the columns', the JSON's put the event id first.
    #[test]
    fn differences_serialise_with_the_data_columns_keys_in_order() {
        let rows = vec![
            diff(num(0.52), num(0.52 + 1.0 / 3.0), Some(1.0 / 3.0)),
            diff(Figure::Missing, num(0.5), None),
            diff(Figure::Count(3), Figure::Count(4), Some(1.0)),
            diff(Figure::Flag(true), Figure::Flag(false), None),
        ];
        let differences = rows.iter().map(DiffJson::of).collect();
        let doc = CheckDoc {
            source: "esx-sim",
            sport: "cs2",
            esx: CheckEsx {
                checked_markets: 4,
                tolerance: 0.001,
                method: "additive".into(),
                pm_weight: 1.5,
                fair_basis: esx_odds::FairBasis::All,
                fees: "none",
                differences,
            },
        };
        let params = esx_odds::ConsensusParams::default();
        let view = check_view(&doc, &rows, 4, 0.001, &params);
        for row in &rows {
            check_row(row, &view.columns);
        }
        let json = serde_json::to_string(&doc).unwrap();
        assert!(
            json.contains(r#""differences":[{"event_id":"e1","event":"A vs B","market":"match_winner","field":"consensus_probability[A]","service":0.52,"local":0.8533333333333333,"diff":0.3333333333333333},{"event_id":"e1","event":"A vs B","market":"match_winner","field":"consensus_probability[A]","service":null,"local":0.5,"diff":null},"#),
            "{json}"
        );
        assert!(
            json.contains(r#""service":3,"local":4,"diff":1.0}"#),
            "{json}"
        );
        assert!(
            json.contains(r#""service":true,"local":false,"diff":null}]"#),
            "{json}"
        );
    }
}
