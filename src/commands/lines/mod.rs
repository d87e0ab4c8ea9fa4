//! `esx lines SPORT`: consensus team lines, best prices and edges — as the service
//! computed them, or re-derived locally from the sources in the payload (`--local`),
//! explained step by step (`--explain`) or checked against the service (`--check`).

use crate::error::EsxError;
use crate::output::Format;
use esx_proto::routes;

use crate::context::Context;
use crate::linebook::decode_lines;
use crate::select::{self, Form};
use check as lines_check;

mod across;
mod args;
mod board;
mod check;
mod explain;
mod figures;
mod rows;
mod run_stakes;
mod run_top;
mod shown;
mod stakes;
mod top;
mod view;

pub(crate) use args::Args;
use board::{Run, view_from};

pub(crate) use across::{ranks_across, run_top_across};
pub(crate) use run_stakes::{RunStakes, plan_run};
pub(crate) use run_top::RunTop;

pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    run_with(ctx, args, None, None)
}

/// `run`, with the run-wide stakes of a fan-out (`plan`: every sport's board fetched
/// once and the exposure over all their stakes; see [`plan_run`]).
/// One sport's `lines`; in a fan-out, `plan` holds the run-wide stakes and `top` collects
/// this sport's judged top edges for the run's merged `top_edges`.
pub(crate) fn run_with(
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
