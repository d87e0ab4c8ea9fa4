//! `esx lines SPORT`: consensus team lines, best prices and edges — as the service
//! computed them, or re-derived locally from the sources in the payload (`--local`),
//! explained step by step (`--explain`) or checked against the service (`--check`).

use std::collections::BTreeMap;

use clap::ValueEnum;
use serde_json::{Value, json};

use crate::error::EsxError;
use crate::output::{Column, Format, Kind, View};
use esx_odds::consensus::{EventRef as OddsEventRef, rank_top_edges};
use esx_odds::{ConsensusParams, DevigMethod, MarketConsensus, kelly, market_consensus};
use esx_proto::routes::{self, Query};
use esx_proto::sports::LINES_SPORTS;

use crate::context::Context;
use crate::linebook::{Market, MarketRef, parse_devig, read_markets};
use check as lines_check;

mod check;

/// Orders for the rows shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SortKey {
    /// Raw edge, highest first
    Edge,
    /// Edge × confidence × liquidity, highest first
    Adjusted,
    /// Consensus confidence, highest first
    Confidence,
    /// Event time, soonest first
    Time,
    /// Kelly fraction, highest first
    Kelly,
}

const EXAMPLES: &str = "\
Examples:
  esx lines cs2 --market match_winner          # the board: best price and edge per market
  esx lines cs2 --top                          # markets that clear every quality gate
  esx lines cs2 --local --devig shin --top     # re-derive consensus locally, re-rank edges
  esx lines lol --local --min-sources 2 --max-edge 10 --sort adjusted
  esx lines cs2 --explain <event_id>:match_winner   # every step of one market's numbers
  esx lines cs2 --check                        # where the service's numbers differ from esx's
  esx lines dota2 --min-edge 1 --bankroll 1000 --kelly-fraction 0.25 --sort kelly
  esx lines valorant --json --jq '.top_edges[] | [.outcome, .edge_pct] | @tsv'

Local definitions (also README \"Odds definitions\"): consensus = venue-weighted mean of
de-vigged sources (sportsbook 1, prediction markets --pm-weight); edge = 100 × (p × decimal − 1);
confidence = min(1, sources / min_sources) × clamp(1 − disagreement / (2 × max_disagreement), 0, 1);
liquidity score = per-source depth (sportsbook 1, prediction market min r/(1+r), r = value/floor);
adjusted edge = edge × confidence × liquidity score (the ranking key).
Default liquidity floors: first prediction market volume 1000 and open interest 500;
second prediction market volume 5000 and liquidity 1000 (--min-liquidity sets all four).";

#[derive(Debug, clap::Args)]
#[command(after_help = EXAMPLES)]
pub struct Args {
    /// Sport: cs2, valorant, lol, dota2 (default: the profile's default_sport)
    pub sport: Option<String>,
    /// Only this market
    #[arg(long, value_enum)]
    pub market: Option<Market>,
    /// Only this event (canonical event id or matchup key)
    #[arg(long, value_name = "EVENT")]
    pub event: Option<String>,
    /// Weight of each prediction market in the consensus (sportsbook weight is 1)
    #[arg(long, value_name = "W", value_parser = parse_non_negative)]
    pub pm_weight: Option<f64>,
    /// Show the top edges (markets that clear every quality gate) instead of every market
    #[arg(long)]
    pub top: bool,
    /// Recompute consensus, edges, gates and ranking locally from the sources in the payload
    #[arg(long)]
    pub local: bool,
    /// De-vig method for local results
    #[arg(long, value_name = "METHOD", value_parser = parse_devig)]
    pub devig: Option<DevigMethod>,
    /// Gate: at least this many sources [default: 3]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=20))]
    pub min_sources: Option<u32>,
    /// Gate: largest source disagreement, in probability units [default: 0.12]
    #[arg(long, value_name = "P", value_parser = parse_probability)]
    pub max_disagreement: Option<f64>,
    /// Gate: largest believable raw edge, in percent [default: 8]
    #[arg(long, value_name = "PCT", value_parser = parse_non_negative)]
    pub max_edge: Option<f64>,
    /// Gate: floor for every prediction-market depth metric (volume, open interest, liquidity)
    #[arg(long, value_name = "N", value_parser = parse_non_negative)]
    pub min_liquidity: Option<f64>,
    /// Order of the rows [default: the service's order]
    #[arg(long, value_enum)]
    pub sort: Option<SortKey>,
    /// Only rows whose edge is at least PCT percent
    #[arg(long, value_name = "PCT", value_parser = parse_finite, allow_negative_numbers = true)]
    pub min_edge: Option<f64>,
    /// Print every step behind one market: EVENT[:MARKET[:MAP_OR_LINE]] (event id or matchup key)
    #[arg(long, value_name = "TARGET", conflicts_with_all = ["top", "check"])]
    pub explain: Option<String>,
    /// Add Kelly stakes for this bankroll to each market's best price
    #[arg(long, value_name = "AMOUNT", value_parser = parse_positive)]
    pub bankroll: Option<f64>,
    /// Fraction of full Kelly to stake (0 < F ≤ 1)
    #[arg(long, value_name = "F", default_value_t = 1.0, value_parser = parse_fraction)]
    pub kelly_fraction: f64,
    /// List where the service's numbers differ from esx's local ones beyond --tolerance
    #[arg(long, conflicts_with = "top")]
    pub check: bool,
    /// Re-fetch every SECONDS and show what changed (table on a terminal, NDJSON when piped)
    #[arg(long, value_name = "SECONDS", value_parser = crate::watch::parse_interval, conflicts_with_all = ["explain", "check"])]
    pub watch: Option<f64>,
    /// Tolerance for --check, in probability units (percent fields use 100×)
    #[arg(long, value_name = "P", default_value_t = 0.001, value_parser = parse_non_negative, requires = "check")]
    pub tolerance: f64,
}

fn parse_finite(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if v.is_finite() => Ok(v),
        _ => Err(format!("`{s}` is not a finite number")),
    }
}

fn parse_non_negative(s: &str) -> Result<f64, String> {
    parse_finite(s).and_then(|v| {
        if v >= 0.0 {
            Ok(v)
        } else {
            Err(format!("must be ≥ 0, got {s}"))
        }
    })
}

fn parse_positive(s: &str) -> Result<f64, String> {
    parse_finite(s).and_then(|v| {
        if v > 0.0 {
            Ok(v)
        } else {
            Err(format!("must be > 0, got {s}"))
        }
    })
}

fn parse_probability(s: &str) -> Result<f64, String> {
    parse_finite(s).and_then(|v| {
        if (0.0..=1.0).contains(&v) {
            Ok(v)
        } else {
            Err(format!(
                "must be a probability in [0, 1], got {s} (0.12 is 12 points)"
            ))
        }
    })
}

fn parse_fraction(s: &str) -> Result<f64, String> {
    parse_finite(s).and_then(|v| {
        if v > 0.0 && v <= 1.0 {
            Ok(v)
        } else {
            Err(format!("must be in (0, 1], got {s}"))
        }
    })
}

impl Args {
    /// Whether any local-only tuning flag was given.
    fn tuning_given(&self) -> bool {
        self.devig.is_some()
            || self.min_sources.is_some()
            || self.max_disagreement.is_some()
            || self.max_edge.is_some()
            || self.min_liquidity.is_some()
    }

    /// The consensus parameters for local work; `service_pm_weight` is the payload's.
    pub fn params(&self, service_pm_weight: Option<f64>) -> Result<ConsensusParams, EsxError> {
        let mut p = ConsensusParams::default();
        if let Some(m) = self.devig {
            p.method = m;
        }
        if let Some(w) = self.pm_weight.or(service_pm_weight) {
            p.pm_weight = w;
        }
        if let Some(n) = self.min_sources {
            p.gates.min_sources = n as usize;
        }
        if let Some(d) = self.max_disagreement {
            p.gates.max_disagreement = d;
        }
        if let Some(e) = self.max_edge {
            p.gates.max_edge_pct = e;
        }
        if let Some(l) = self.min_liquidity {
            p.gates.floors.first_pm_volume = l;
            p.gates.floors.first_pm_open_interest = l;
            p.gates.floors.second_pm_volume = l;
            p.gates.floors.second_pm_liquidity = l;
        }
        p.validate()
            .map_err(|e| EsxError::usage(format!("invalid consensus parameter: {e}")))?;
        Ok(p)
    }

    /// The `/lines` query for these flags.
    #[must_use]
    pub fn query(&self, event: Option<&str>) -> Query {
        Query::new()
            .opt("event_id", event.or(self.event.as_deref()))
            .opt("market", self.market.map(Market::as_str))
            .opt("pm_weight", self.pm_weight)
    }
}

/// One market's figures for a row, from the service or from the local engine.
struct Figures {
    outcome: String,
    source: String,
    decimal: Option<f64>,
    consensus: Option<f64>,
    edge_pct: Option<f64>,
    adjusted_edge_pct: Option<f64>,
    confidence: Option<f64>,
    source_count: Option<u64>,
    disagreement: Option<f64>,
    flags: Vec<&'static str>,
}

fn service_figures(market: &Value) -> Figures {
    let best = market.get("best_edge").unwrap_or(&Value::Null);
    let q = market.get("quality").unwrap_or(&Value::Null);
    let outcome = best
        .get("outcome")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_string();
    let consensus = market
        .get("outcomes")
        .and_then(Value::as_array)
        .and_then(|os| {
            os.iter()
                .find(|o| o.get("name").and_then(Value::as_str) == Some(outcome.as_str()))
        })
        .and_then(|o| o.get("consensus_probability"))
        .and_then(Value::as_f64);
    let flag = |k: &str| q.get(k).and_then(Value::as_bool).unwrap_or(false);
    let mut flags = Vec::new();
    for (k, label) in [
        ("surfaced", "top"),
        ("suspect_edge", "suspect"),
        ("low_confidence", "low-conf"),
        ("unreliable", "unreliable"),
    ] {
        if flag(k) {
            flags.push(label);
        }
    }
    Figures {
        source: best
            .get("source")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string(),
        decimal: best.get("decimal").and_then(Value::as_f64),
        consensus,
        edge_pct: best.get("edge_pct").and_then(Value::as_f64),
        adjusted_edge_pct: best.get("adjusted_edge_pct").and_then(Value::as_f64),
        confidence: market.get("consensus_confidence").and_then(Value::as_f64),
        source_count: q.get("source_count").and_then(Value::as_u64),
        disagreement: q.get("max_disagreement").and_then(Value::as_f64),
        outcome,
        flags,
    }
}

fn local_figures(c: &MarketConsensus) -> Figures {
    let consensus = c
        .outcomes
        .iter()
        .find(|o| o.name == c.best_edge.outcome)
        .map(|o| o.consensus_probability);
    let mut flags = Vec::new();
    for (on, label) in [
        (c.quality.surfaced, "top"),
        (c.quality.suspect_edge, "suspect"),
        (c.quality.low_confidence, "low-conf"),
        (c.quality.unreliable, "unreliable"),
    ] {
        if on {
            flags.push(label);
        }
    }
    Figures {
        outcome: c.best_edge.outcome.clone(),
        source: c.best_edge.source.clone(),
        decimal: Some(c.best_edge.decimal),
        consensus,
        edge_pct: Some(c.best_edge.edge_pct),
        adjusted_edge_pct: Some(c.best_edge.adjusted_edge_pct),
        confidence: Some(c.confidence),
        source_count: Some(c.source_count as u64),
        disagreement: Some(c.max_disagreement),
        flags,
    }
}

/// Local consensus for every market (an invalid market is reported, not fatal).
#[must_use]
pub fn compute_local<'a>(
    markets: &'a [MarketRef<'a>],
    params: &ConsensusParams,
    ctx: &Context,
) -> Vec<(&'a MarketRef<'a>, MarketConsensus)> {
    markets
        .iter()
        .filter_map(|m| match market_consensus(&m.input, params) {
            Ok(c) => Some((m, c)),
            Err(e) => {
                ctx.diag.warn(&format!(
                    "{} {}: left out of local results: {e}",
                    m.event.event_id,
                    m.label()
                ));
                None
            }
        })
        .collect()
}

fn opt_num(v: Option<f64>) -> Value {
    v.map_or(Value::Null, Value::from)
}

pub fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sport = ctx.sport(args.sport.as_deref(), LINES_SPORTS, "lines")?;
    let local_mode = args.local || args.check || args.explain.is_some();
    if args.tuning_given() && !local_mode {
        return Err(EsxError::usage("--devig and the gate flags apply to local results: add --local (or --check, --explain)").into());
    }
    // Check parameters before any request is sent.
    let _ = args.params(None)?;
    let client = ctx.client()?;
    let path = routes::LINES.path(&[&sport]);
    if let Some(target) = &args.explain {
        return lines_check::explain(ctx, args, &client, &path, target);
    }
    if args.check {
        let data = client.get_json(&path, args.query(None).pairs())?;
        return lines_check::check(ctx, args, &data);
    }
    let fetch = |client: &crate::client::Client| fetch_view(ctx, args, client, &path);
    match args.watch {
        Some(every) => crate::watch::run_with(
            ctx,
            &client,
            every,
            &["event_id", "market", "map", "line", "outcome"],
            fetch,
        ),
        None => ctx.output(Format::Table).emit(&fetch(&client)?),
    }
}

/// One fetch of `/lines` turned into the view the flags ask for.
fn fetch_view(
    ctx: &Context,
    args: &Args,
    client: &crate::client::Client,
    path: &str,
) -> anyhow::Result<View> {
    let mut data = client.get_json(path, args.query(None).pairs())?;
    let service_pm = data.get("pm_weight").and_then(Value::as_f64);
    let params = args.params(service_pm)?;
    // Phase 1 borrows the payload: rows, local results, what is shown.
    let (plan, local_env) = {
        let markets = read_markets(&data)?;
        let local = if args.local {
            compute_local(&markets, &params, ctx)
        } else {
            Vec::new()
        };
        let local_env = args.local.then(|| local_envelope(&local, &params));
        let plan = if args.top {
            Plan::Top(top_rows(args, &data, &markets, local_env.as_ref()))
        } else {
            Plan::Markets(market_rows(args, &markets, &local))
        };
        (plan, local_env)
    };
    // Phase 2 moves the payload into the output: no copy of the envelope.
    if let (Some(env), Value::Object(map)) = (local_env, &mut data) {
        map.insert("esx".into(), env);
    }
    Ok(match plan {
        Plan::Top(rows) => top_view(args, data, rows, &params),
        Plan::Markets(rows) => markets_view(args, data, rows, &params),
    })
}

/// What phase 1 decided to show.
enum Plan {
    Markets(Vec<MarketRow>),
    Top(Vec<Value>),
}

/// A table row, the `esx` object for its market, and the market's (event, market) index.
type MarketRow = (Value, Option<Value>, (usize, usize));

fn market_columns(args: &Args) -> Vec<Column> {
    let mut cols = vec![
        Column::path("EVENT", "event"),
        Column::path("TIME", "time").kind(Kind::Time),
        Column::path("MARKET", "market"),
        Column::path("BEST", "outcome"),
        Column::path("CONS", "consensus").kind(Kind::Num(3)),
        Column::path("SOURCE", "source"),
        Column::path("DEC", "decimal").kind(Kind::Num(2)),
        Column::path("EDGE", "edge_pct").kind(Kind::SignedPct),
        Column::path("ADJ", "adjusted_edge_pct").kind(Kind::SignedPct),
        Column::path("CONF", "confidence")
            .kind(Kind::Num(2))
            .csv_only(),
        Column::path("SRC", "source_count").kind(Kind::Num(0)),
        Column::path("DIS", "max_disagreement")
            .kind(Kind::Num(3))
            .csv_only(),
        Column::path("FLAGS", "flags"),
    ];
    if args.bankroll.is_some() {
        cols.push(Column::path("KELLY", "kelly").kind(Kind::Num(3)));
        cols.push(Column::path("STAKE", "stake").kind(Kind::Num(2)));
    }
    cols.push(Column::path("event_id", "event_id").csv_only());
    cols
}

fn market_rows(
    args: &Args,
    markets: &[MarketRef<'_>],
    local: &[(&MarketRef<'_>, MarketConsensus)],
) -> Vec<MarketRow> {
    // (event index, market index) → local result.
    let by_pos: BTreeMap<(usize, usize), &MarketConsensus> = local
        .iter()
        .map(|(m, c)| ((m.event.index, m.market_index), c))
        .collect();
    let mut rows: Vec<(Value, Option<Value>, (usize, usize))> = Vec::new();
    for m in markets {
        let pos = (m.event.index, m.market_index);
        let consensus = by_pos.get(&pos).copied();
        if args.local && consensus.is_none() {
            continue;
        }
        let f = consensus.map_or_else(|| service_figures(m.market), local_figures);
        if let (Some(min), Some(edge)) = (args.min_edge, f.edge_pct) {
            if edge < min {
                continue;
            }
        } else if args.min_edge.is_some() {
            continue;
        }
        let kelly = match (args.bankroll, f.decimal, f.consensus) {
            (Some(bank), Some(d), Some(p)) => kelly::kelly_fraction(d, p).ok().map(|k| {
                (
                    k,
                    kelly::stake(bank, d, p, args.kelly_fraction).unwrap_or(0.0),
                )
            }),
            _ => None,
        };
        let mut esx =
            consensus.map(|c| serde_json::to_value(c.esx_summary()).unwrap_or(Value::Null));
        if let Some((k, stake)) = kelly {
            let obj = esx.get_or_insert_with(|| json!({}));
            if let Value::Object(map) = obj {
                map.insert("kelly".into(), json!({"fraction": k, "kelly_fraction": args.kelly_fraction, "bankroll": args.bankroll, "stake": stake}));
            }
        }
        let row = json!({
            "event_id": m.event.event_id,
            "event": format!("{} vs {}", m.event.home_team, m.event.away_team),
            "time": m.event.event_time,
            "market": m.label(),
            "outcome": f.outcome,
            "consensus": opt_num(f.consensus),
            "source": f.source,
            "decimal": opt_num(f.decimal),
            "edge_pct": opt_num(f.edge_pct),
            "adjusted_edge_pct": opt_num(f.adjusted_edge_pct),
            "confidence": opt_num(f.confidence),
            "source_count": f.source_count,
            "max_disagreement": opt_num(f.disagreement),
            "flags": f.flags.join(" "),
            "kelly": opt_num(kelly.map(|k| k.0)),
            "stake": opt_num(kelly.map(|k| k.1)),
        });
        rows.push((row, esx, pos));
    }
    sort_rows(&mut rows, args.sort, |r| &r.0);
    rows
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
    for (_, esx, (ei, mi)) in shown.iter_mut() {
        let Some(mut market) = markets
            .get_mut(*ei)
            .and_then(|ms| ms.get_mut(*mi))
            .and_then(Option::take)
        else {
            continue;
        };
        if let (Some(esx), Value::Object(map)) = (esx.take(), &mut market) {
            map.insert("esx".into(), esx);
        }
        match grouped.iter_mut().find(|(e, _)| e == ei) {
            Some((_, ms)) => ms.push(market),
            None => grouped.push((*ei, vec![market])),
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

fn markets_view(
    args: &Args,
    mut data: Value,
    mut rows: Vec<MarketRow>,
    params: &ConsensusParams,
) -> View {
    reduce_events(&mut data, &mut rows);
    let envelope = data;
    let shown = rows.len();
    let table_rows: Vec<Value> = rows.into_iter().map(|r| r.0).collect();
    let mut view = View::derived(envelope, table_rows, "events", market_columns(args))
        .empty_message(if args.min_edge.is_some() {
            "no market has an edge that large"
        } else {
            "no markets on the board"
        });
    let basis = if args.local {
        format!(
            "local consensus ({}, pm_weight {})",
            params.method, params.pm_weight
        )
    } else {
        "service consensus".to_string()
    };
    view = view.note(format!("{shown} markets · {basis}"));
    view
}

/// The envelope-level `esx` object of `--local`: the method and the local top edges.
fn local_envelope(local: &[(&MarketRef<'_>, MarketConsensus)], params: &ConsensusParams) -> Value {
    let top = rank_top_edges(local.iter().map(|(m, c)| {
        (
            OddsEventRef {
                event_id: m.event.event_id,
                home_team: m.event.home_team,
                away_team: m.event.away_team,
            },
            c,
        )
    }));
    json!({
        "method": params.method.to_string(),
        "pm_weight": params.pm_weight,
        "gates": params.gates,
        "top_edges": top,
    })
}

/// The top-edge rows to show (display fields added), from the service or `--local`.
fn top_rows(
    args: &Args,
    data: &Value,
    markets: &[MarketRef<'_>],
    local_env: Option<&Value>,
) -> Vec<Value> {
    let source = if args.local {
        local_env.and_then(|e| e.get("top_edges"))
    } else {
        data.get("top_edges")
    };
    let mut rows: Vec<Value> = source
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if let Some(min) = args.min_edge {
        rows.retain(|r| {
            r.get("edge_pct")
                .and_then(Value::as_f64)
                .is_some_and(|e| e >= min)
        });
    }
    // Event names and times for the table and `--sort time`.
    let time_of = |id: &str| {
        markets
            .iter()
            .find(|m| m.event.event_id == id)
            .map(|m| m.event.event_time.to_string())
    };
    for r in &mut rows {
        let id = r
            .get("event_id")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string();
        let event = format!(
            "{} vs {}",
            r.get("home_team").and_then(Value::as_str).unwrap_or(""),
            r.get("away_team").and_then(Value::as_str).unwrap_or("")
        );
        if let Value::Object(map) = r {
            map.entry("event").or_insert(Value::String(event));
            map.entry("time")
                .or_insert(time_of(&id).map_or(Value::Null, Value::String));
        }
    }
    sort_rows(&mut rows, args.sort, |r| r);
    rows
}

fn top_view(args: &Args, mut envelope: Value, rows: Vec<Value>, params: &ConsensusParams) -> View {
    let key = if args.local {
        "esx.top_edges"
    } else {
        "top_edges"
    };
    // JSON keeps the service's row objects: the display-only fields stay in the table.
    let clean: Vec<Value> = rows
        .iter()
        .map(|r| {
            let mut r = r.clone();
            if let Value::Object(map) = &mut r {
                map.remove("event");
                map.remove("time");
            }
            r
        })
        .collect();
    let target = if args.local {
        envelope.get_mut("esx").and_then(|e| e.get_mut("top_edges"))
    } else {
        envelope.get_mut("top_edges")
    };
    if let Some(t) = target {
        *t = Value::Array(clean);
    }
    let columns = vec![
        Column::path("EVENT", "event"),
        Column::path("TIME", "time").kind(Kind::Time),
        Column::computed("MARKET", |r| {
            let market = r.get("market").and_then(Value::as_str).unwrap_or("");
            Value::String(crate::linebook::market_label(
                market,
                r.get("map").and_then(Value::as_i64),
                r.get("line").and_then(Value::as_f64),
            ))
        }),
        Column::path("OUTCOME", "outcome"),
        Column::path("SOURCE", "source"),
        Column::path("EDGE", "edge_pct").kind(Kind::SignedPct),
        Column::path("ADJ", "adjusted_edge_pct").kind(Kind::SignedPct),
        Column::path("SOURCES", "sources_used"),
        Column::path("event_id", "event_id").csv_only(),
    ];
    let n = rows.len();
    let basis = if args.local {
        format!("local ({}, pm_weight {})", params.method, params.pm_weight)
    } else {
        "service".to_string()
    };
    View::derived(envelope, rows, key, columns)
        .note(format!("{n} top edges · {basis} gates"))
        .empty_message("no market clears every quality gate right now")
}

/// Sort rows by a key read from their display object (stable: ties keep payload order).
fn sort_rows<T>(rows: &mut [T], key: Option<SortKey>, row: impl Fn(&T) -> &Value) {
    let Some(key) = key else { return };
    let num = |r: &Value, k: &str| {
        r.get(k)
            .and_then(Value::as_f64)
            .unwrap_or(f64::NEG_INFINITY)
    };
    let field = match key {
        SortKey::Time => {
            rows.sort_by(|a, b| {
                let ta = row(a).get("time").and_then(Value::as_str).unwrap_or("");
                let tb = row(b).get("time").and_then(Value::as_str).unwrap_or("");
                ta.cmp(tb)
            });
            return;
        }
        SortKey::Edge => "edge_pct",
        SortKey::Adjusted => "adjusted_edge_pct",
        SortKey::Confidence => "confidence",
        SortKey::Kelly => "kelly",
    };
    rows.sort_by(|a, b| num(row(b), field).total_cmp(&num(row(a), field)));
}
