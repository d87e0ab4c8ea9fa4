//! `esx lines SPORT`: consensus team lines, best prices and edges — as the service
//! computed them, or re-derived locally from the sources in the payload (`--local`),
//! explained step by step (`--explain`) or checked against the service (`--check`).

use clap::ValueEnum;
use serde_json::Value;

use crate::cli::SportArg;
use crate::error::EsxError;
use crate::output::Format;
use esx_odds::rank::{EventRef as OddsEventRef, TopEdge, rank_top_edges};
use esx_odds::{ConsensusParams, DevigMethod, MarketConsensus, market_consensus};
use esx_proto::models::LinesResponse;
use esx_proto::routes::{self, Query};

use crate::context::Context;
use crate::linebook::{DEVIG, JudgeArgs, Market, MarketRef, decode_lines, read_markets};
use crate::select::{self, Form};
use check as lines_check;
use esx_odds::{Exposure, FairBasis, FeeTable};

mod across;
mod check;
mod explain;
mod figures;
mod rows;
mod run_stakes;
mod run_top;
mod shown;
mod stakes;
mod view;

use shown::LinesShown;

pub use across::{ranks_across, run_top_across};
pub use run_stakes::{RunStakes, plan_run};
pub use run_top::RunTop;

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

const EXAMPLES: &str = concat!("\
Examples:
  esx lines cs2 --market match_winner          # the board: best price and edge per market
  esx lines cs2 --top                          # markets that clear every quality gate
  esx lines all --top --limit 10               # the ten best edges across every sport
  esx lines cs2 --local --devig shin --top     # re-derive consensus locally, re-rank edges
  esx lines lol --local --min-sources 2 --max-edge 10 --sort adjusted
  esx lines cs2 --team \"$(esx lines cs2 --json --jq '.events[0].home_team')\"   # one team's events
  esx lines cs2 --explain next:match_winner    # every step, on the soonest upcoming match
  esx lines cs2 --event next                   # one event: `next`, an event id or a matchup key
  esx lines cs2 --check                        # where the service's numbers differ from esx's
  esx lines dota2 --min-edge 1 --bankroll 1000 --kelly-fraction 0.25 --sort kelly
  esx lines valorant --json --jq '.top_edges[] | [.outcome, .edge_pct] | @tsv'

Local definitions (docs/odds.md): consensus = venue-weighted mean of de-vigged sources
(spec weights: sportsbook 1, prediction markets --pm-weight; --weights quality, the default,
multiplies each by (1 − margin/0.10) × depth, depth 1 for a sportsbook and a prediction
market's liquidity score: a source with a margin of 10 % or more leaves the fair basis;
--fees none implies --weights spec; --explain shows each weight); net price = what the bettor receives after the
venue's fee: a prediction market at probability P with fee coefficient c (kalshi ", esx_odds::kalshi_fee!(), ", others 0;
`esx config set fees.<venue> C`, --fees none) nets 1/(P + c·P·(1−P)), a sportsbook its decimal;
best price = highest net price; edge = 100 × (fair × net − 1), fair = consensus of every source
(--fair all, default) or of every other source (--fair others, the parlays definition);
confidence = min(1, sources / min_sources) × clamp(1 − disagreement / (2 × max_disagreement), 0, 1);
liquidity score = per-source depth (sportsbook 1, prediction market min r/(1+r), r = value/floor);
adjusted edge = edge × confidence × liquidity score (the ranking key).
Kelly: f = (b·p − q)/b at the net price, staked at --kelly-fraction (default 0.25, quarter Kelly),
only on markets that pass every gate (else 0, gate named; --include-suspect), one stake per event
(best net edge; others `correlated_with`), --max-stake-pct; when the run's stakes sum above
--max-exposure × bankroll (default 0.25) every stake is scaled down in proportion (esx.exposure).
Events at or before the run's clock (--now) are listed, marked `started: true` in their esx
block, but are never a top edge or a stake (stake 0, gated_by started) unless --include-started.
Shin equals additive on a two-way market with an overround (every /lines market is two-way).
Default liquidity floors: first prediction market volume 1000 and open interest 500;
second prediction market volume 5000 and liquidity 1000 (--min-liquidity sets all four).");

#[derive(Debug, Clone, clap::Args)]
#[command(after_help = EXAMPLES)]
pub struct Args {
    #[command(flatten)]
    pub sport: SportArg,
    /// Only this market
    #[arg(long, value_enum)]
    pub market: Option<Market>,
    /// Only this event (canonical event id or matchup key, or `next`: the soonest upcoming)
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
    #[arg(long, value_name = "METHOD", value_parser = DEVIG)]
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
    /// Only events of a team whose name contains TEXT (case-insensitive)
    #[arg(long, value_name = "TEXT")]
    pub team: Option<String>,
    /// Only rows whose edge is at least PCT percent
    #[arg(long, value_name = "PCT", value_parser = parse_finite, allow_negative_numbers = true)]
    pub min_edge: Option<f64>,
    /// Print every step behind one market: EVENT[:MARKET[:MAP_OR_LINE]] (event id, matchup
    /// key, or `next`: the soonest upcoming)
    #[arg(long, value_name = "TARGET", conflicts_with_all = ["top", "check"])]
    pub explain: Option<String>,
    /// Add Kelly stakes for this bankroll to each market's best price
    #[arg(long, value_name = "AMOUNT", value_parser = parse_positive)]
    pub bankroll: Option<f64>,
    /// Fraction of full Kelly to stake (0 < F ≤ 1; 0.25 = quarter Kelly)
    #[arg(long, value_name = "F", default_value_t = 0.25, value_parser = parse_fraction)]
    pub kelly_fraction: f64,
    /// Largest total of one run's stakes, as a fraction of the bankroll (0 < F ≤ 1);
    /// above it every stake is scaled down in proportion
    #[arg(long, value_name = "F", default_value_t = 0.25, value_parser = parse_fraction, requires = "bankroll")]
    pub max_exposure: f64,
    /// Stake markets that fail a gate too (by default they get stake 0 and the gate named)
    #[arg(long, requires = "bankroll")]
    pub include_suspect: bool,
    /// Judge events that have already started too (top edges and stakes)
    #[arg(long)]
    pub include_started: bool,
    /// Largest stake, in percent of the bankroll
    #[arg(long, value_name = "PCT", value_parser = parse_percent, requires = "bankroll")]
    pub max_stake_pct: Option<f64>,
    #[command(flatten)]
    pub judge: JudgeArgs,
    /// List where the service's numbers differ from esx's local ones beyond --tolerance
    #[arg(long, conflicts_with = "top")]
    pub check: bool,
    /// Re-fetch every SECONDS and show what changed (table on a terminal, NDJSON when piped)
    #[arg(long, value_name = "SECONDS", value_parser = crate::watch::parse_interval, conflicts_with_all = ["explain", "check"])]
    pub watch: Option<f64>,
    /// Show at most N rows (after --sort); a line says how many more there are
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub limit: Option<u32>,
    /// Only events starting between now and now + DURATION (e.g. 6h, 30m, 2d)
    #[arg(long, value_name = "DURATION", value_parser = crate::cli::parse_duration)]
    pub starts_within: Option<f64>,
    /// Show each market's key (for `esx history --market-key`) and event id
    #[arg(long)]
    pub ids: bool,
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

fn parse_percent(s: &str) -> Result<f64, String> {
    parse_finite(s).and_then(|v| {
        if (0.0..=100.0).contains(&v) {
            Ok(v)
        } else {
            Err(format!("must be a percentage in [0, 100], got {s}"))
        }
    })
}

/// `--kelly-fraction` and `--max-exposure`: a fraction in (0, 1]; `25` for 25 % is the
/// likely mistake, so the message says what the unit is.
fn parse_fraction(s: &str) -> Result<f64, String> {
    parse_finite(s).and_then(|v| {
        if v > 0.0 && v <= 1.0 {
            Ok(v)
        } else {
            Err(format!(
                "must be a fraction of the bankroll, e.g. 0.25 for 25 % (in (0, 1]), got {s}"
            ))
        }
    })
}

impl Args {
    /// Whether any local-only tuning flag was given.
    fn tuning_given(&self) -> bool {
        self.devig.is_some()
            || self.judge.fair.is_some()
            || self.judge.weights.is_some()
            || self.min_sources.is_some()
            || self.max_disagreement.is_some()
            || self.max_edge.is_some()
            || self.min_liquidity.is_some()
    }

    /// The consensus parameters for local work; `service_pm_weight` is the payload's.
    pub fn params(&self, service_pm_weight: Option<f64>) -> Result<ConsensusParams, EsxError> {
        let mut p = ConsensusParams {
            fair_basis: self.judge.fair.unwrap_or(FairBasis::All),
            weights: self.judge.weights(),
            ..ConsensusParams::default()
        };
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

/// Local consensus for every market (an invalid market is reported, not fatal).
#[must_use]
pub fn compute_local<'m, 'a>(
    markets: &'m [MarketRef<'a>],
    params: &ConsensusParams,
    ctx: &Context,
) -> Vec<(&'m MarketRef<'a>, MarketConsensus)> {
    markets
        .iter()
        .filter_map(|m| match market_consensus(&m.input, params) {
            Ok(c) => Some((m, c)),
            Err(e) => {
                ctx.diag().warn(&format!(
                    "{} {}: left out of local results: {e}",
                    m.event.event_id,
                    m.label()
                ));
                None
            }
        })
        .collect()
}

pub fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    run_with(ctx, args, None, None)
}

/// `run`, with the run-wide stakes of a fan-out (`plan`: every sport's board fetched
/// once and the exposure over all their stakes; see [`plan_run`]).
/// One sport's `lines`; in a fan-out, `plan` holds the run-wide stakes and `top` collects
/// this sport's judged top edges for the run's merged `top_edges`.
pub fn run_with(
    ctx: &Context,
    args: &Args,
    plan: Option<&RunStakes>,
    top: Option<&RunTop>,
) -> anyhow::Result<()> {
    let sport = ctx.sport()?;
    let local_mode = args.local || args.check || args.explain.is_some();
    if args.tuning_given() && !local_mode {
        return Err(EsxError::usage("--devig, --fair and the gate flags apply to local results: add --local (or --check, --explain)").into());
    }
    // Check parameters (and the fee settings) before any request is sent.
    let _ = args.params(None)?;
    let fees = args.judge.fee_table(ctx)?;
    // `next` in --event or --explain's EVENT: the soonest upcoming match's event id.
    let mut resolved = args.clone();
    resolved.event = select::resolve_opt(ctx, &sport, args.event.as_deref(), Form::EventId)?;
    resolved.explain = (args.explain.as_deref())
        .map(|t| select::resolve_target(ctx, &sport, t, Form::EventId))
        .transpose()?;
    let args = &resolved;
    let client = ctx.client()?;
    let path = routes::LINES.path(&[&sport]);
    if let Some(target) = &args.explain {
        return explain::explain(ctx, args, &client, &path, target, &fees);
    }
    if args.check {
        let data = client.get_json(&path, args.query(None).pairs())?;
        return lines_check::check(ctx, args, &data, &path);
    }
    // Under a run-wide plan this sport's board was fetched by the plan: the same board
    // its stakes were summed from.
    let board = |client: &crate::client::Client| match plan.and_then(|p| p.board(&sport)) {
        Some(board) => Ok(board.clone()),
        None => client.get_json(&path, args.query(None).pairs()),
    };
    let run = Run {
        exposure: plan.map(RunStakes::exposure),
        top,
    };
    if let Some(every) = args.watch {
        return crate::watch::run_with(
            ctx,
            &client,
            every,
            &["event_id", "market", "map", "line", "outcome"],
            |client| {
                let data = board(client)?;
                let lines = decode_lines(&data, &path)?;
                view_from(ctx, args, data, &lines, &fees, &run)?
                    .0
                    .into_view()
            },
        );
    }
    let data = board(&client)?;
    let lines = decode_lines(&data, &path)?;
    view_from(ctx, args, data, &lines, &fees, &run)?
        .0
        .emit(&ctx.output(Format::Table))
}

/// What a fan-out shares with the sport a `/lines` payload is of (nothing for one sport).
#[derive(Default, Clone, Copy)]
struct Run<'a> {
    /// The run-wide exposure, applied instead of this sport's own.
    exposure: Option<&'a Exposure>,
    /// Where this sport's judged top edges go, for the run's merged `top_edges`.
    top: Option<&'a RunTop>,
}

/// One `/lines` payload (`data`, and `lines` decoded from it) turned into the result the
/// flags ask for, with the exposure of its stakes (`--bankroll`).
fn view_from<'l>(
    ctx: &Context,
    args: &Args,
    data: Value,
    lines: &'l LinesResponse,
    fees: &FeeTable,
    run: &Run<'_>,
) -> anyhow::Result<(LinesShown<'l>, Option<Exposure>)> {
    let params = args.params(Some(lines.pm_weight))?;
    let mut markets = read_markets(lines, fees);
    let on_board = markets.len();
    if args.ids && !markets.is_empty() && markets.iter().all(|m| m.market.market_key.is_none()) {
        // `market_key` is beyond the interface: a service that sends only the documented
        // fields leaves the column blank, and the user is told why rather than guessing.
        ctx.diag().warn(
            "--ids: the service sends no market_key (it is not in the documented interface), so MARKET KEY is blank",
        );
    }
    if let Some(team) = args.team.as_deref().map(str::to_lowercase) {
        markets.retain(|m| {
            m.event.home_team.to_lowercase().contains(&team)
                || m.event.away_team.to_lowercase().contains(&team)
        });
    }
    if let Some(within) = args.starts_within {
        let now = ctx.clock().now();
        markets.retain(|m| crate::cli::starts_within(m.event.event_time, now, within));
    }
    // Say which filter emptied the table, and how much the board holds.
    let filtered_out = (markets.is_empty() && on_board > 0).then(|| {
        let what = match (&args.team, args.starts_within) {
            (Some(t), _) => format!("no event of a team matching `{t}`"),
            (None, Some(_)) => "no event starts within that window".to_string(),
            (None, None) => "no markets".to_string(),
        };
        format!(
            "{what} ({} on the board; `esx teams {}` lists the teams)",
            crate::output::fmt::count(on_board, "market"),
            lines.sport
        )
    });
    let local = if args.local {
        compute_local(&markets, &params, ctx)
    } else {
        Vec::new()
    };
    // The events at or before the run's clock: listed, never a top edge or a stake.
    let now = ctx.clock().now();
    let started: Started = lines
        .events
        .iter()
        .filter(|e| {
            e.event_time
                .parse::<jiff::Timestamp>()
                .is_ok_and(|t| t <= now)
        })
        .map(|e| e.event_id.clone())
        .collect();
    let local_top = args.local.then(|| {
        let judged: Vec<_> = local
            .iter()
            .filter(|(m, _)| args.include_started || !started.contains(m.event.event_id))
            .cloned()
            .collect();
        local_top_edges(&judged)
    });
    let mut doc = shown::LinesDoc {
        esx: local_top.as_ref().map(|top| shown::LinesEsx {
            local: Some(local_envelope(top, &params, fees)),
            exposure: None,
            filtered: None,
        }),
        served: data,
    };
    // The top edges `--top` shows; in a fan-out also the sport's share of the run's.
    let top_rows = (args.top || run.top.is_some()).then(|| {
        view::top_rows(
            args,
            &doc.served,
            lines,
            &markets,
            local_top.as_deref(),
            &started,
        )
    });
    if let (Some(collect), Some(rows)) = (run.top, &top_rows) {
        collect.add(ctx.sport_given().unwrap_or(&lines.sport), rows);
    }
    let (mut shown, exposure) = if let Some(rows) = top_rows.filter(|_| args.top) {
        (
            LinesShown::Top(view::top_view(args, doc, rows, &params, fees)),
            None,
        )
    } else {
        let (rows, exposure) =
            view::market_rows(args, &markets, &local, fees, &started, run.exposure)?;
        if let Some(e) = exposure {
            doc.esx
                .get_or_insert_with(shown::LinesEsx::default)
                .exposure = Some(e);
        }
        (
            LinesShown::Markets(view::markets_view(args, doc, rows, &params, fees)),
            exposure,
        )
    };
    if let Some(msg) = filtered_out {
        shown.set_empty(msg);
    }
    Ok((shown, exposure))
}

/// Ids of the events that have started by the run's clock.
type Started = std::collections::HashSet<String>;

/// The local `top_edges`: surfaced markets ranked by adjusted edge.
fn local_top_edges(local: &[(&MarketRef<'_>, MarketConsensus)]) -> Vec<TopEdge> {
    rank_top_edges(local.iter().map(|(m, c)| {
        (
            OddsEventRef {
                event_id: m.event.event_id,
                home_team: m.event.home_team,
                away_team: m.event.away_team,
            },
            c,
        )
    }))
}

/// The envelope-level `esx` object of `--local`: the method, the gates and the local top edges.
fn local_envelope(top: &[TopEdge], params: &ConsensusParams, fees: &FeeTable) -> shown::LocalEsx {
    shown::LocalEsx {
        method: params.method.to_string(),
        pm_weight: params.pm_weight,
        weights: params.weights,
        max_margin: params.max_margin,
        fair_basis: params.fair_basis,
        fees: fees.clone(),
        gates: params.gates,
        top_edges: top.to_vec(),
    }
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Board;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        Some(
            crate::sports::Selector::many(self.sport.get(), &routes::LINES, "lines")
                .many_if(self.watch.is_none()),
        )
    }

    fn watches(&self) -> bool {
        self.watch.is_some()
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }

    // `lines all --top` in a table is one ranking across the sports; otherwise each
    // sport's top edges merge as the run's `top_edges`, and `--bankroll` is one exposure
    // cap over every sport's stakes: DESIGN's `{source, sports, errors, top_edges,
    // exposure}`.
    fn fan_out(&self, ctx: &Context, sports: &[String]) -> anyhow::Result<()> {
        if ranks_across(ctx, self) {
            return run_top_across(ctx, self, sports);
        }
        let plan = plan_run(ctx, self, sports);
        let top = RunTop::default();
        let extra = || {
            let mut extra = serde_json::Map::new();
            extra.insert("top_edges".into(), top.merged(sports, self));
            if let Some(plan) = &plan {
                extra.insert("exposure".into(), serde_json::json!(plan.exposure()));
            }
            extra
        };
        crate::fanout::run(
            sports,
            ctx.rate_signal(),
            &ctx.output(Format::Table),
            ctx.diag(),
            extra,
            |sport, sink| run_with(&ctx.for_sport(sport, sink), self, plan.as_ref(), Some(&top)),
        )
    }
}
