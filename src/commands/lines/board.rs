//! One `/lines` payload turned into the result the flags ask for (`view_from`): the
//! markets kept, their local consensus, the top edges and the stakes.

use serde_json::Value;

use esx_odds::rank::{EventRef as OddsEventRef, TopEdge, rank_top_edges};
use esx_odds::{
    ConsensusParams, Exposure, FairBasis, FeeTable, MarketConsensus, market_consensus_on,
};
use esx_proto::models::LinesResponse;

use crate::context::Context;
use crate::fair_basis::ResolvedFair;
use crate::linebook::{MarketRef, read_markets};

use super::args::Args;
use super::rows::Started;
use super::run_top::RunTop;
use super::shown::{self, LinesShown};
use super::{top, view};

/// Local consensus for every market against the fair basis `fair` (an invalid market is
/// reported, not fatal).
#[must_use]
pub(super) fn compute_local<'m, 'a>(
    markets: &'m [MarketRef<'a>],
    params: &ConsensusParams,
    fair: &ResolvedFair,
    ctx: &Context,
) -> Vec<(&'m MarketRef<'a>, MarketConsensus)> {
    markets
        .iter()
        .filter_map(|m| {
            let venues = fair.venues(&m.input.market);
            match market_consensus_on(&m.input, params, None, venues.as_ref()) {
                Ok(c) => Some((m, c)),
                Err(e) => {
                    ctx.diag().warn(&format!(
                        "{} {}: left out of local results: {e}",
                        m.event.event_id,
                        m.label()
                    ));
                    None
                }
            }
        })
        .collect()
}

/// What a fan-out shares with the sport a `/lines` payload is of (nothing for one sport).
#[derive(Default, Clone, Copy)]
pub(super) struct Run<'a> {
    /// The run-wide exposure, applied instead of this sport's own.
    pub(super) exposure: Option<&'a Exposure>,
    /// Where this sport's judged top edges go, for the run's merged `top_edges`.
    pub(super) top: Option<&'a RunTop>,
}

/// One `/lines` payload (`data`, and `lines` decoded from it) turned into the result the
/// flags ask for, with the exposure of its stakes (`--bankroll`).
pub(super) fn view_from<'l>(
    ctx: &Context,
    args: &Args,
    data: Value,
    lines: &'l LinesResponse,
    fees: &FeeTable,
    run: &Run<'_>,
) -> anyhow::Result<(LinesShown<'l>, Option<Exposure>)> {
    let params = args.params(Some(lines.pm_weight))?;
    let (markets, filtered_out) = board_markets(ctx, args, lines, fees);
    let fair = if args.local {
        args.judge.fair_for(ctx, FairBasis::All, &lines.sport)?
    } else {
        ResolvedFair::plain(FairBasis::All)
    };
    let local = if args.local {
        compute_local(&markets, &params, &fair, ctx)
    } else {
        Vec::new()
    };
    // The events at or before the run's clock: listed, never a top edge or a stake.
    let now = ctx.clock().now();
    let started = started_by(lines, now);
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
        top::top_rows(
            args,
            &doc.served,
            lines,
            &markets,
            local_top.as_deref(),
            &started,
            ctx.display().odds,
        )
    });
    if let (Some(collect), Some(rows)) = (run.top, &top_rows) {
        collect.add(ctx.sport_given().unwrap_or(&lines.sport), rows);
    }
    let (mut shown, exposure) = if let Some(rows) = top_rows.filter(|_| args.top) {
        (
            LinesShown::Top(top::top_view(args, doc, rows, &params, fees)),
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
    if let Some(note) = fair.note(FairBasis::All) {
        shown.add_note(note);
    }
    Ok((shown, exposure))
}

/// The board's markets the filters keep (`--team`, `--starts-within`), and when they
/// keep none of a board that has some, the message that says which filter emptied it.
fn board_markets<'l>(
    ctx: &Context,
    args: &Args,
    lines: &'l LinesResponse,
    fees: &FeeTable,
) -> (Vec<MarketRef<'l>>, Option<String>) {
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
    (markets, filtered_out)
}

/// The events at or before the run's clock.
fn started_by(lines: &LinesResponse, now: jiff::Timestamp) -> Started {
    lines
        .events
        .iter()
        .filter(|e| crate::started::has_started(&e.event_time, now))
        .map(|e| e.event_id.clone())
        .collect()
}

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
        top_edges: top
            .iter()
            .map(|t| shown::LocalTopRow {
                edge: t.clone(),
                esx: None,
            })
            .collect(),
    }
}
