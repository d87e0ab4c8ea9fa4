//! The table and JSON views of `esx lines`: one row per market (service or local
//! figures), or the top-edge list; JSON stays the service's envelope reduced to the
//! rows shown, with esx's own blocks under `esx` keys.

use std::borrow::Cow;
use std::collections::BTreeMap;

use serde_json::Value;

use crate::error::EsxError;
use crate::linebook::{MarketRef, market_label};
use crate::output::num::Exact;
use crate::output::{Column, Kind};
use esx_odds::kelly::Exposure;
use esx_odds::rank::TopEdge as LocalTopEdge;
use esx_odds::{ConsensusParams, FeeTable, MarketConsensus};
use esx_proto::models::LinesResponse;

use super::args::{Args, SortKey};
use super::figures::{Figures, local_figures, service_figures};
use super::rows::{IdCells, MarketLine, StakeCells, TopLine};
use super::shown::{LinesDoc, LinesEsx, LocalEsx, Shown};
use super::stakes::{esx_of, no_stake_reason, stake_plan};
use crate::filtered::Paged;

/// The typed keys `--sort` and `--min-edge` work on (never read back from display JSON).
#[derive(Debug, Clone, Default)]
pub(super) struct RowKeys {
    edge: Option<f64>,
    adjusted: Option<f64>,
    confidence: Option<f64>,
    kelly: Option<f64>,
    time: String,
}

/// A market row: its table line, the `esx` object for its market, its (event, market)
/// position in the payload and its sort keys.
pub(super) struct MarketRow<'l> {
    line: MarketLine<'l>,
    esx: Option<Value>,
    pos: (usize, usize),
    keys: RowKeys,
}

/// A top-edge row: the JSON row (the service's own object, or esx's), its table line
/// and its sort keys.
pub(super) struct TopRow {
    json: TopJson,
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
            TopJson::Served(v) => v.clone(),
            TopJson::Local(t) => crate::output::typed::Doc::to_value(t)?,
        };
        Ok((&self.line, json))
    }
}

pub(super) fn market_columns(args: &Args) -> Vec<Column> {
    // One price column in the table, the one the edge is computed on: the served price
    // for the service's edges, the net price for esx's; both in CSV and JSON. With
    // stakes (computed on net prices) both show.
    let mut dec = Column::path("PRICE", "decimal").kind(Kind::Odds).rank(0);
    let mut net = Column::path("NET", "net_decimal").kind(Kind::Odds).rank(0);
    if args.local {
        dec = dec.csv_only();
    } else if args.bankroll.is_none() {
        net = net.csv_only();
    }
    // Ranked (`--sort`): the event whole in the row; else a heading line per event.
    let mut cols = vec![
        Column::path("EVENT", "event").rank(0),
        Column::path("TIME", "time").kind(Kind::Time).rank(3),
        Column::path("MARKET", "market").kind(Kind::Id).rank(0),
        Column::path("BEST", "outcome").rank(0),
        Column::path("FAIR", "consensus").kind(Kind::Prob).rank(1),
        Column::path("SOURCE", "source").rank(2).kind(Kind::Id),
        dec,
        net,
        Column::path("EDGE", "edge_pct")
            .kind(Kind::SignedPct)
            .rank(0),
        // Before TIME: when a market starts is needed to bet it, ADJ refines EDGE.
        Column::path("ADJ", "adjusted_edge_pct")
            .kind(Kind::SignedPct)
            .rank(4),
        Column::path("CONF", "confidence")
            .kind(Kind::Num(2))
            .csv_only(),
        Column::path("SRC", "source_count").kind(Kind::Line).rank(5),
        Column::path("DIS", "max_disagreement")
            .kind(Kind::Num(3))
            .csv_only(),
        Column::path("FLAGS", "flags").rank(5),
    ];
    if args.bankroll.is_some() {
        cols.push(Column::path("KELLY", "kelly").kind(Kind::Num(3)).rank(2));
        cols.push(Column::path("STAKE", "stake").kind(Kind::Money).rank(0));
        cols.push(Column::path("NO STAKE", "no_stake").rank(4));
    }
    cols.push(Column::path("event_id", "event_id").csv_only());
    cols.extend(id_columns(args));
    cols
}

/// `--ids`: the market key (`esx history --market-key`) and the event id, whole.
fn id_columns(args: &Args) -> Vec<Column> {
    if !args.ids {
        return Vec::new();
    }
    vec![
        Column::path("MARKET KEY", "market_key")
            .kind(Kind::Id)
            .rank(0),
        Column::path("EVENT ID", "event_id")
            .kind(Kind::Id)
            .key("event_id_shown")
            .rank(0)
            .table_only(),
    ]
}

/// Keep the first `--limit` of the rows the local filters kept (`--team`,
/// `--starts-within`, `--min-edge`): the page, and the footer counting what they kept
/// (filtered.rs, the one rule; `lines` has no `--offset`).
fn limit_rows<T>(rows: &mut Vec<T>, args: &Args, one: &str, many: &str) -> (String, Paged) {
    let limit = args.limit.and_then(|l| usize::try_from(l).ok());
    let paged = Paged::of((0..rows.len()).collect(), 0, limit).without_offset_flag();
    rows.truncate(paged.shown.len());
    (paged.footer(one, many, &filter_words(args)), paged)
}

/// Whether a local filter or `--limit` chose the rows: then JSON carries
/// `esx.filtered_total`/`offset`/`has_more` (else the output is as before).
fn filtered(args: &Args) -> bool {
    args.limit.is_some()
        || args.team.is_some()
        || args.starts_within.is_some()
        || args.min_edge.is_some()
}

/// The footer's words for the local filters given ("of teams matching `navi`, starting
/// within 6h").
fn filter_words(args: &Args) -> String {
    let mut words = Vec::new();
    if let Some(team) = &args.team {
        words.push(format!("of teams matching `{team}`"));
    }
    if let Some(min) = args.min_edge {
        words.push(format!("with an edge ≥ {min}%"));
    }
    if let Some(within) = args.starts_within {
        words.push(crate::filtered::window_words(within));
    }
    words.join(", ")
}

/// Put the filtered counts under the document's `esx` block when a filter or `--limit`
/// chose the rows.
fn mark(doc: &mut LinesDoc, args: &Args, paged: &Paged) {
    if filtered(args) {
        doc.esx.get_or_insert_with(LinesEsx::default).filtered = Some(paged.counts());
    }
}

pub(super) fn market_rows<'l>(
    args: &Args,
    markets: &[MarketRef<'l>],
    local: &[(&MarketRef<'l>, MarketConsensus)],
    fees: &FeeTable,
    started: &super::rows::Started,
    run: Option<&Exposure>,
) -> Result<(Vec<MarketRow<'l>>, Option<Exposure>), EsxError> {
    // (event index, market index) → local result.
    let by_pos: BTreeMap<(usize, usize), &MarketConsensus> = local
        .iter()
        .map(|(m, c)| ((m.event.index, m.market_index), c))
        .collect();
    let mut shown: Vec<(&MarketRef<'l>, Option<&MarketConsensus>, Figures)> = Vec::new();
    for m in markets {
        let pos = (m.event.index, m.market_index);
        let consensus = by_pos.get(&pos).copied();
        if args.local && consensus.is_none() {
            continue;
        }
        let f = consensus.map_or_else(|| service_figures(m.market, fees), local_figures);
        if let Some(min) = args.min_edge
            && !f.edge_pct.is_some_and(|e| e >= min)
        {
            continue;
        }
        shown.push((m, consensus, f));
    }
    let (stakes, exposure) = match args.bankroll {
        Some(bankroll) => {
            let (plans, exposure) = stake_plan(args, bankroll, &shown, started, run)?;
            (Some(plans), Some(exposure))
        }
        None => (None, None),
    };
    let mut rows: Vec<MarketRow<'l>> = Vec::with_capacity(shown.len());
    for (i, (m, consensus, f)) in shown.into_iter().enumerate() {
        let plan = stakes
            .as_ref()
            .and_then(|s| s.get(i))
            .and_then(Option::as_ref);
        let is_started = started.contains(m.event.event_id);
        let esx = esx_of(args, consensus, fees, is_started, plan, &f);
        let keys = RowKeys {
            edge: f.edge_pct,
            adjusted: f.adjusted_edge_pct,
            confidence: f.confidence,
            kelly: plan.map(|p| p.kelly),
            time: m.event.event_time.to_string(),
        };
        let line = MarketLine {
            event: format!("{} vs {}", m.event.home_team, m.event.away_team),
            time: m.event.event_time,
            market: m.label(),
            consensus: f.consensus.map(Exact),
            decimal: f.decimal.map(Exact),
            net_decimal: f.net_decimal.map(Exact),
            edge_pct: f.edge_pct.map(Exact),
            adjusted_edge_pct: f.adjusted_edge_pct.map(Exact),
            confidence: f.confidence.map(Exact),
            source_count: f.source_count,
            max_disagreement: f.disagreement.map(Exact),
            flags: f.flags.join(" "),
            stake: args.bankroll.map(|_| StakeCells {
                kelly: plan.map(|p| Exact(p.kelly)),
                stake: plan.map(|p| Exact(p.stake)),
                no_stake: plan.map(no_stake_reason),
            }),
            event_id: m.event.event_id,
            ids: args.ids.then(|| IdCells {
                market_key: m.market.market_key.as_deref().map(Cow::Borrowed),
            }),
            outcome: f.outcome,
            source: f.source,
        };
        rows.push(MarketRow {
            line,
            esx,
            pos: (m.event.index, m.market_index),
            keys,
        });
    }
    sort_rows(&mut rows, args.sort, |r| &r.keys);
    Ok((rows, exposure))
}

/// Move the shown markets (in shown order, each with its `esx` object) into the
/// envelope's `events`, grouped by event in order of first appearance.
fn reduce_events(data: &mut Value, shown: &mut [MarketRow]) {
    let Some(Value::Array(events)) = data.get_mut("events").map(Value::take) else {
        return;
    };
    let mut events: Vec<Option<Value>> = events.into_iter().map(Some).collect();
    let mut markets: Vec<Vec<Option<Value>>> = events
        .iter_mut()
        .map(|e| {
            match e
                .as_mut()
                .and_then(|e| e.get_mut("markets"))
                .map(Value::take)
            {
                Some(Value::Array(ms)) => ms.into_iter().map(Some).collect(),
                _ => Vec::new(),
            }
        })
        .collect();
    let mut grouped: Vec<(usize, Vec<Value>)> = Vec::new();
    for row in shown.iter_mut() {
        let (ei, mi) = row.pos;
        let Some(mut market) = markets
            .get_mut(ei)
            .and_then(|ms| ms.get_mut(mi))
            .and_then(Option::take)
        else {
            continue;
        };
        if let (Some(esx), Value::Object(map)) = (row.esx.take(), &mut market) {
            map.insert("esx".into(), esx);
        }
        match grouped.iter_mut().find(|(e, _)| *e == ei) {
            Some((_, ms)) => ms.push(market),
            None => grouped.push((ei, vec![market])),
        }
    }
    let out: Vec<Value> = grouped
        .into_iter()
        .filter_map(|(ei, ms)| {
            let mut ev = events.get_mut(ei)?.take()?;
            if let Value::Object(map) = &mut ev {
                map.insert("markets".into(), Value::Array(ms));
            }
            Some(ev)
        })
        .collect();
    if let Value::Object(map) = data {
        map.insert("events".into(), Value::Array(out));
    }
}

/// What the short titles and flags of a lines table mean (one line under the rows).
const LEGEND: &[&str] = &[
    "FAIR consensus probability",
    "EDGE % over fair",
    "ADJ edge × confidence × liquidity",
    "SRC sources priced",
    "FLAGS top: clears every gate; suspect: edge above the max-edge gate, too large to trust; low-conf: few or disagreeing sources; unreliable: thin or stale prices",
];

/// The summary-line words for the fee table.
fn fees_note(fees: &FeeTable) -> String {
    format!("fees {}", fees.describe())
}

pub(super) fn markets_view<'l>(
    args: &Args,
    mut doc: LinesDoc,
    mut rows: Vec<MarketRow<'l>>,
    params: &ConsensusParams,
    fees: &FeeTable,
) -> Shown<MarketLine<'l>> {
    let (count, paged) = limit_rows(&mut rows, args, "market", "markets");
    mark(&mut doc, args, &paged);
    reduce_events(&mut doc.served, &mut rows);
    let lines: Vec<MarketLine<'l>> = rows.into_iter().map(|r| r.line).collect();
    let mut columns = market_columns(args);
    if args.sort.is_none() {
        // In the service's order: a heading line per event, not a cell.
        for c in &mut columns {
            if c.title == "EVENT" || c.title == "TIME" {
                c.heading = true;
            }
        }
    }
    let mut view = Shown::new(doc, lines, columns);
    view.empty = if args.min_edge.is_some() {
        "no market has an edge that large"
    } else {
        "no markets on the board"
    }
    .to_string();
    view.legend = LEGEND.iter().map(|l| (*l).to_string()).collect();
    let basis = if args.local {
        format!(
            "local consensus ({}, pm_weight {}, {} weights) · fair {} · net prices, {}",
            params.method,
            params.pm_weight,
            params.weights,
            params.fair_basis,
            fees_note(fees)
        )
    } else if args.bankroll.is_some() {
        // The service's edges: every source, served prices; stakes use net prices.
        format!(
            "service consensus · fair all · stakes at net prices, {}",
            fees_note(fees)
        )
    } else {
        "service consensus · fair all · served prices, gross of fees (--local judges net prices)"
            .to_string()
    };
    view.notes.push(format!("{count} · {basis}"));
    view
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

fn top_row(args: &Args, json: TopJson, t: &TopFields<'_>, markets: &[MarketRef<'_>]) -> TopRow {
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
    TopRow { json, line, keys }
}

/// The top-edge rows to show, from the service (`data` and its typed twin) or `--local`.
pub(super) fn top_rows(
    args: &Args,
    data: &Value,
    lines: &LinesResponse,
    markets: &[MarketRef<'_>],
    local: Option<&[LocalTopEdge]>,
    started: &super::rows::Started,
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
                top_row(args, TopJson::Local(t.clone()), &fields, markets)
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
                top_row(args, json, &fields, markets)
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
    let mut columns = vec![
        Column::path("EVENT", "event").rank(0),
        Column::path("TIME", "time").kind(Kind::Time).rank(3),
        Column::path("MARKET", "market").kind(Kind::Id).rank(0),
        Column::path("OUTCOME", "outcome").rank(0),
        Column::path("SOURCE", "source").rank(1).kind(Kind::Id),
        Column::path("PRICE", "decimal").kind(Kind::Odds).rank(0),
        // Before the names: at 80 columns the event, market and side must fit whole.
        Column::path("FAIR", "fair_probability")
            .kind(Kind::Prob)
            .rank(1),
        Column::path("EDGE", "edge_pct")
            .kind(Kind::SignedPct)
            .rank(0),
        // Before TIME: when a market starts is needed to bet it, ADJ refines EDGE.
        Column::path("ADJ", "adjusted_edge_pct")
            .kind(Kind::SignedPct)
            .rank(4),
        Column::path("SOURCES", "sources_used")
            .kind(Kind::Deco)
            .rank(5),
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
            TopJson::Served(v) => served.push(v),
            TopJson::Local(t) => local.push(t),
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

/// Sort rows by their typed keys (stable: ties keep payload order).
fn sort_rows<T>(rows: &mut [T], key: Option<SortKey>, keys: impl Fn(&T) -> &RowKeys) {
    let Some(key) = key else { return };
    if key == SortKey::Time {
        rows.sort_by(|a, b| keys(a).time.cmp(&keys(b).time));
        return;
    }
    let field = |k: &RowKeys| {
        match key {
            SortKey::Edge => k.edge,
            SortKey::Adjusted => k.adjusted,
            SortKey::Confidence => k.confidence,
            SortKey::Kelly => k.kelly,
            SortKey::Time => None,
        }
        .unwrap_or(f64::NEG_INFINITY)
    };
    rows.sort_by(|a, b| field(keys(b)).total_cmp(&field(keys(a))));
}
