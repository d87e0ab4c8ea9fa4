//! The top-edge view of `esx lines --top`: each edge joined to its market's price and
//! fair probability, filtered, sorted and paged; JSON keeps the service's own rows (or
//! esx's under `--local`), each with an `esx` object of what a bettor acts on: the
//! venue, the price (decimal and the `--odds` style) and the start time.

use std::borrow::Cow;

use serde_json::Value;

use crate::linebook::{MarketRef, market_label};
use crate::output::fmt::OddsStyle;
use crate::output::num::Exact;
use crate::output::{Column, Kind, Tier};
use esx_odds::rank::TopEdge as LocalTopEdge;
use esx_odds::{ConsensusParams, FeeTable};
use esx_proto::models::LinesResponse;

use super::args::Args;
use super::rows::{IdCells, TopLine};
use super::shown::{LinesDoc, LocalEsx, LocalTopRow, Shown};
use super::view::{RowKeys, fees_note, id_columns, limit_rows, mark, sort_rows};

/// A top-edge row: the JSON row (the service's own object, or esx's), its table line
/// and its sort keys.
pub(super) struct TopRow {
    json: TopJson,
    esx: Value,
    line: TopLine,
    keys: RowKeys,
}

/// A top edge as the JSON prints it: the service's own row, or esx's (`--local`).
enum TopJson {
    Served(Value),
    Local(LocalTopEdge),
}

impl TopRow {
    /// Its table line (the ranking keys) and its JSON row as the sport's envelope shows it.
    pub(super) fn parts(&self) -> anyhow::Result<(&TopLine, Value)> {
        let json = match &self.json {
            TopJson::Served(v) => with_esx(v.clone(), self.esx.clone()),
            TopJson::Local(t) => crate::output::typed::Doc::to_value(&LocalTopRow {
                edge: t.clone(),
                esx: Some(self.esx.clone()),
            })?,
        };
        Ok((&self.line, json))
    }
}

/// A served row with esx's object added (merged into one the row already has; the
/// service's own fields stay as served).
fn with_esx(mut row: Value, esx: Value) -> Value {
    if let (Value::Object(fields), Value::Object(add)) = (&mut row, esx) {
        match fields.get_mut("esx") {
            Some(Value::Object(have)) => have.extend(add),
            _ => {
                fields.insert("esx".into(), Value::Object(add));
            }
        }
    }
    row
}

/// A top edge's `esx` object: what a bettor acts on, joined from its market (settled
/// point 7): the venue, the price there as decimal and in the run's `--odds` style, and
/// the event's start time (as served). A price or time the board does not carry is null.
fn act_on(venue: &str, decimal: Option<f64>, start: Option<&str>, odds: OddsStyle) -> Value {
    let price = decimal.map(|d| {
        let mut p = serde_json::Map::new();
        p.insert("decimal".into(), serde_json::json!(d));
        match odds {
            OddsStyle::Decimal => {}
            OddsStyle::American => {
                if let Ok(a) = esx_odds::price::decimal_to_american(d) {
                    p.insert("american".into(), serde_json::json!(a.round() as i64));
                }
            }
            OddsStyle::Prob => {
                if d > 1.0 {
                    p.insert("prob".into(), serde_json::json!(1.0 / d));
                }
            }
        }
        Value::Object(p)
    });
    serde_json::json!({"venue": venue, "price": price, "start_time": start})
}

/// What a top-edge row shows, from either the service's or esx's typed row.
struct TopFields<'a> {
    event_id: &'a str,
    home_team: &'a str,
    away_team: &'a str,
    market: &'a str,
    map: Option<i64>,
    line: Option<f64>,
    outcome: &'a str,
    source: &'a str,
    edge_pct: f64,
    adjusted_edge_pct: f64,
    sources_used: &'a [String],
}

fn top_row(
    args: &Args,
    json: TopJson,
    t: &TopFields<'_>,
    markets: &[MarketRef<'_>],
    odds: OddsStyle,
) -> TopRow {
    let time = markets
        .iter()
        .find(|m| m.event.event_id == t.event_id)
        .map(|m| m.event.event_time.to_string());
    // The price at the edge's venue and the fair (consensus) probability, from the
    // market the edge names: what a bettor acts on. The interface's top-edge row names
    // no map or line (the simulator's full fields add them): without them the row joins
    // the event's market of that name whose best edge is the row's (documented fields).
    let label = if t.map.is_none() && t.line.is_none() {
        markets
            .iter()
            .filter(|m| m.event.event_id == t.event_id && m.input.market == t.market)
            .find(|m| {
                m.market.best_edge.as_ref().is_some_and(|b| {
                    b.source == t.source
                        && b.outcome == t.outcome
                        && (b.edge_pct - t.edge_pct).abs() < 1e-9
                        && (b.adjusted_edge_pct - t.adjusted_edge_pct).abs() < 1e-9
                })
            })
            .map_or_else(|| market_label(t.market, None, None), MarketRef::label)
    } else {
        market_label(t.market, t.map, t.line)
    };
    let outcome = markets
        .iter()
        .filter(|m| m.event.event_id == t.event_id && m.label() == label)
        .flat_map(|m| m.market.outcomes.iter())
        .find(|o| o.name == t.outcome);
    let price = outcome.and_then(|o| {
        o.sources
            .iter()
            .find(|q| q.source == t.source)
            .and_then(|q| q.decimal)
            .or_else(|| o.best_price.as_ref().map(|b| b.decimal))
    });
    let fair = outcome.map(|o| o.consensus_probability);
    let market_key = markets
        .iter()
        .find(|m| m.event.event_id == t.event_id && m.label() == label)
        .and_then(|m| m.market.market_key.clone());
    let keys = RowKeys {
        edge: Some(t.edge_pct),
        adjusted: Some(t.adjusted_edge_pct),
        confidence: None,
        kelly: None,
        time: time.clone().unwrap_or_default(),
    };
    let esx = act_on(t.source, price, time.as_deref(), odds);
    let line = TopLine {
        event: format!("{} vs {}", t.home_team, t.away_team),
        time,
        market: label,
        outcome: t.outcome.to_string(),
        source: t.source.to_string(),
        decimal: price.map(Exact),
        fair_probability: fair.map(Exact),
        edge_pct: Exact(t.edge_pct),
        adjusted_edge_pct: Exact(t.adjusted_edge_pct),
        sources_used: t.sources_used.to_vec(),
        event_id: t.event_id.to_string(),
        ids: args.ids.then_some(IdCells {
            market_key: market_key.map(Cow::Owned),
        }),
    };
    TopRow {
        json,
        esx,
        line,
        keys,
    }
}

/// The top-edge rows to show, from the service (`data` and its typed twin) or `--local`.
pub(super) fn top_rows(
    args: &Args,
    data: &Value,
    lines: &LinesResponse,
    markets: &[MarketRef<'_>],
    local: Option<&[LocalTopEdge]>,
    started: &super::rows::Started,
    odds: OddsStyle,
) -> Vec<TopRow> {
    let mut rows: Vec<TopRow> = if let Some(local) = local {
        local
            .iter()
            .map(|t| {
                let fields = TopFields {
                    event_id: &t.event_id,
                    home_team: &t.home_team,
                    away_team: &t.away_team,
                    market: &t.market,
                    map: t.map,
                    line: t.line,
                    outcome: &t.outcome,
                    source: &t.source,
                    edge_pct: t.edge_pct,
                    adjusted_edge_pct: t.adjusted_edge_pct,
                    sources_used: &t.sources_used,
                };
                top_row(args, TopJson::Local(t.clone()), &fields, markets, odds)
            })
            .collect()
    } else {
        // The service's row objects, index for index with the typed rows.
        let raw = crate::rows::raw(data, "top_edges");
        lines
            .top_edges
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let fields = TopFields {
                    event_id: &t.event_id,
                    home_team: &t.home_team,
                    away_team: &t.away_team,
                    market: &t.market,
                    map: t.map.map(i64::from),
                    line: t.line,
                    outcome: &t.outcome,
                    source: &t.source,
                    edge_pct: t.edge_pct,
                    adjusted_edge_pct: t.adjusted_edge_pct,
                    sources_used: &t.sources_used,
                };
                let json = TopJson::Served(raw.get(i).cloned().unwrap_or(Value::Null));
                top_row(args, json, &fields, markets, odds)
            })
            .collect()
    };
    if let Some(min) = args.min_edge {
        rows.retain(|r| r.keys.edge.is_some_and(|e| e >= min));
    }
    if args.team.is_some() || args.starts_within.is_some() {
        // `--team` and `--starts-within` kept only some markets: keep only their edges.
        rows.retain(|r| markets.iter().any(|m| m.event.event_id == r.line.event_id));
    }
    // Nothing that has started is a top edge (by the run's clock).
    if !args.include_started {
        rows.retain(|r| !started.contains(&r.line.event_id));
    }
    sort_rows(&mut rows, args.sort, |r| &r.keys);
    rows
}

/// The top edges' columns (a ranked view: the event whole in the row, its selection
/// beside it).
pub(super) fn top_columns(args: &Args) -> Vec<Column> {
    use Tier::{ActOn, Context, Identity};
    // Tiers as `lines`' market rows: the venue and the start are act-on, never dropped
    // at 80 columns (they once went first, leaving an edge with no place or time).
    let mut columns = vec![
        Column::path("EVENT", "event").rank(0).in_tier(Identity),
        Column::path("TIME", "time")
            .kind(Kind::Time)
            .rank(3)
            .in_tier(ActOn),
        Column::path("MARKET", "market")
            .kind(Kind::Id)
            .rank(0)
            .in_tier(Identity),
        Column::path("OUTCOME", "outcome").rank(0).in_tier(Identity),
        Column::path("SOURCE", "source")
            .rank(1)
            .kind(Kind::Id)
            .in_tier(ActOn),
        Column::path("PRICE", "decimal")
            .kind(Kind::Odds)
            .rank(0)
            .in_tier(ActOn),
        Column::path("FAIR", "fair_probability")
            .kind(Kind::Prob)
            .rank(1)
            .in_tier(Context),
        Column::path("EDGE", "edge_pct")
            .kind(Kind::SignedPct)
            .rank(0)
            .in_tier(ActOn),
        Column::path("ADJ", "adjusted_edge_pct")
            .kind(Kind::SignedPct)
            .rank(4)
            .in_tier(Context),
        Column::path("SOURCES", "sources_used")
            .kind(Kind::Deco)
            .rank(5)
            .in_tier(Context),
        Column::path("event_id", "event_id").csv_only(),
    ];
    columns.extend(id_columns(args));
    columns
}

pub(super) fn top_view(
    args: &Args,
    mut doc: LinesDoc,
    rows: Vec<TopRow>,
    params: &ConsensusParams,
    fees: &FeeTable,
) -> Shown<TopLine> {
    let mut rows = rows;
    let (count, paged) = limit_rows(&mut rows, args, "top edge", "top edges");
    mark(&mut doc, args, &paged);
    let mut served = Vec::new();
    let mut local = Vec::new();
    let mut lines = Vec::with_capacity(rows.len());
    for r in rows {
        match r.json {
            TopJson::Served(v) => served.push(with_esx(v, r.esx)),
            TopJson::Local(t) => local.push(LocalTopRow {
                edge: t,
                esx: Some(r.esx),
            }),
        }
        lines.push(r.line);
    }
    // JSON keeps the edges shown: esx's under `--local`, else the service's own rows.
    if args.local {
        if let Some(LocalEsx { top_edges, .. }) = doc.esx.as_mut().and_then(|e| e.local.as_mut()) {
            *top_edges = local;
        }
    } else if let Some(t) = crate::rows::raw_mut(&mut doc.served, "top_edges") {
        *t = served;
    }
    let basis = if args.local {
        format!(
            "local ({}, pm_weight {}, {} weights, fair {}, {})",
            params.method,
            params.pm_weight,
            params.weights,
            params.fair_basis,
            fees_note(fees)
        )
    } else {
        "service (fair all, fees none)".to_string()
    };
    let mut view = Shown::new(doc, lines, top_columns(args));
    view.notes.push(format!("{count} · {basis} gates"));
    view.empty = "no market clears every quality gate right now".to_string();
    view.legend = [
        "FAIR consensus probability",
        "EDGE % over fair",
        "ADJ edge × confidence × liquidity",
        "SOURCES venues in the consensus",
    ]
    .iter()
    .map(|l| (*l).to_string())
    .collect();
    view
}
