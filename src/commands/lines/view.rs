//! The market view of `esx lines`: one row per market (service or local figures), and
//! the row keys, paging and sorting the top-edge view (`top.rs`) shares; JSON stays the
//! service's envelope reduced to the rows shown, with esx's own blocks under `esx` keys.

use std::borrow::Cow;
use std::collections::BTreeMap;

use serde_json::Value;

use crate::error::EsxError;
use crate::linebook::MarketRef;
use crate::output::num::Exact;
use crate::output::{Column, Kind, Tier};
use esx_odds::kelly::Exposure;
use esx_odds::{ConsensusParams, FeeTable, MarketConsensus};

use super::args::{Args, SortKey};
use super::figures::{Figures, local_figures, service_figures};
use super::rows::{IdCells, MarketLine, StakeCells};
use super::shown::{LinesDoc, LinesEsx, Shown};
use super::stakes::{esx_of, no_stake_reason, stake_plan};
use crate::filtered::Paged;

/// The typed keys `--sort` and `--min-edge` work on (never read back from display JSON).
#[derive(Debug, Clone, Default)]
pub(super) struct RowKeys {
    pub(super) edge: Option<f64>,
    pub(super) adjusted: Option<f64>,
    pub(super) confidence: Option<f64>,
    pub(super) kelly: Option<f64>,
    pub(super) time: String,
}

/// A market row: its table line, the `esx` object for its market, its (event, market)
/// position in the payload and its sort keys.
pub(super) struct MarketRow<'l> {
    line: MarketLine<'l>,
    esx: Option<Value>,
    pos: (usize, usize),
    keys: RowKeys,
}

pub(super) fn market_columns(args: &Args) -> Vec<Column> {
    use Tier::{ActOn, Context, Identity};
    // One price column in the table, the one the edge is computed on: the served price
    // for the service's edges, the net price for esx's; both in CSV and JSON. With
    // stakes (computed on net prices) both show.
    let mut dec = Column::path("PRICE", "decimal")
        .kind(Kind::Odds)
        .rank(0)
        .in_tier(ActOn);
    let mut net = Column::path("NET", "net_decimal")
        .kind(Kind::Odds)
        .rank(0)
        .in_tier(ActOn);
    if args.local {
        dec = dec.csv_only();
    } else if args.bankroll.is_none() {
        net = net.csv_only();
    }
    // Tiers (DESIGN "Three tiers of columns", settled point 6): which event, market and
    // side are identity; the price, its venue, the edge, the start and a stake are what a
    // bettor acts on and never drop at 80 columns; the rest is context, dropped first.
    // Ranked (`--sort`): the event whole in the row; else a heading line per event.
    let mut cols = vec![
        Column::path("EVENT", "event").rank(0).in_tier(Identity),
        Column::path("TIME", "time")
            .kind(Kind::Time)
            .rank(3)
            .in_tier(ActOn),
        Column::path("MARKET", "market")
            .kind(Kind::Id)
            .rank(0)
            .in_tier(Identity),
        Column::path("BEST", "outcome").rank(0).in_tier(Identity),
        Column::path("FAIR", "consensus")
            .kind(Kind::Prob)
            .rank(1)
            .in_tier(Context),
        Column::path("SOURCE", "source")
            .rank(2)
            .kind(Kind::Id)
            .in_tier(ActOn),
        dec,
        net,
        Column::path("EDGE", "edge_pct")
            .kind(Kind::SignedPct)
            .rank(0)
            .in_tier(ActOn),
        // Before TIME: when a market starts is needed to bet it, ADJ refines EDGE.
        Column::path("ADJ", "adjusted_edge_pct")
            .kind(Kind::SignedPct)
            .rank(4)
            .in_tier(Context),
        Column::path("CONF", "confidence")
            .kind(Kind::Num(2))
            .csv_only(),
        Column::path("SRC", "source_count")
            .kind(Kind::Line)
            .rank(5)
            .in_tier(Context),
        Column::path("DIS", "max_disagreement")
            .kind(Kind::Num(3))
            .csv_only(),
        Column::path("FLAGS", "flags").rank(5).in_tier(Context),
    ];
    if args.bankroll.is_some() {
        cols.push(
            Column::path("KELLY", "kelly")
                .kind(Kind::Num(3))
                .rank(2)
                .in_tier(Context),
        );
        cols.push(
            Column::path("STAKE", "stake")
                .kind(Kind::Money)
                .rank(0)
                .in_tier(ActOn),
        );
        cols.push(
            Column::path("NO STAKE", "no_stake")
                .rank(4)
                .in_tier(Context),
        );
    }
    cols.push(Column::path("event_id", "event_id").csv_only());
    cols.extend(id_columns(args));
    cols
}

/// `--ids`: the market key (`esx history --market-key`) and the event id, whole: asked
/// for, they name the row, so they are identity (never dropped).
pub(super) fn id_columns(args: &Args) -> Vec<Column> {
    if !args.ids {
        return Vec::new();
    }
    vec![
        Column::path("MARKET KEY", "market_key")
            .kind(Kind::Id)
            .rank(0)
            .in_tier(Tier::Identity),
        Column::path("EVENT ID", "event_id")
            .kind(Kind::Id)
            .key("event_id_shown")
            .rank(0)
            .in_tier(Tier::Identity)
            .table_only(),
    ]
}

/// Keep the first `--limit` of the rows the local filters kept (`--team`,
/// `--starts-within`, `--min-edge`): the page, and the footer counting what they kept
/// (filtered.rs, the one rule; `lines` has no `--offset`).
pub(super) fn limit_rows<T>(
    rows: &mut Vec<T>,
    args: &Args,
    one: &str,
    many: &str,
) -> (String, Paged) {
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
pub(super) fn mark(doc: &mut LinesDoc, args: &Args, paged: &Paged) {
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
pub(super) fn fees_note(fees: &FeeTable) -> String {
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

/// Sort rows by their typed keys (stable: ties keep payload order).
pub(super) fn sort_rows<T>(rows: &mut [T], key: Option<SortKey>, keys: impl Fn(&T) -> &RowKeys) {
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
