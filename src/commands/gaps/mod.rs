//! `esx gaps`: DFS line gaps from `/gaps` (Hobby+), every page with `--all` (streamed
//! for CSV/NDJSON exports), or computed locally from `/props` with `--local`.

mod args;
mod export;
mod local;
mod middle;
mod remote;
mod rows;

pub(crate) use args::Args;

use crate::client::Client;
use crate::output::Format;
use esx_proto::routes;

use crate::context::Context;
use remote::{ALL_PAGE_SIZE, progress, remote_query, with_local_hint};
use rows::Gaps;

/// The service's page size when `--limit` is not given (paging a filtered list alike).
const SERVICE_PAGE_SIZE: usize = 100;

/// What tells one gap from another across `--watch` polls: its id (the service's, or
/// `--local`'s, minted from the sport, event, player and stat type).
const WATCH_KEY: &[&str] = &["gap_id"];

pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    // The sport is checked before anything else (a client, a request) is made.
    let sport = ctx.sport()?;
    if let Some(every) = args.watch {
        // The table redrawn, change records carrying the served rows; `--alert` sees the
        // export columns `--format ndjson` prints (the view's data columns).
        return crate::watch::run_keyed(ctx, every, WATCH_KEY, |client| {
            fetch(ctx, args, client, &sport)?.watched()
        });
    }
    let format = ctx.printer().format(Format::Table);
    let client = ctx.client()?;
    // `--starts-within` and `--middles` filter the merged pages: no streaming then.
    if args.all
        && !args.local
        && args.starts_within.is_none()
        && !args.middles
        && !ctx.printer().has_jq()
        && matches!(format, Format::Csv | Format::Ndjson)
    {
        return export::stream_all(ctx, args, &client, &sport, format);
    }
    let gaps = fetch(ctx, args, &client, &sport)?;
    let rows = gaps.rows();
    ctx.output(Format::Table)
        .emit_typed(gaps.view(&rows), || {})
}

/// Fetch once, decode, value (`esx.middle` for `--json` and `--middles`), keep
/// (`--starts-within`, `--middles`) the gaps (a `--watch` loop calls this with its one
/// client). With `--all` the pages are merged in memory; [`run`] streams CSV/NDJSON
/// exports instead.
fn fetch(ctx: &Context, args: &Args, client: &Client, sport: &str) -> anyhow::Result<Gaps> {
    let format = ctx.printer().format(Format::Table);
    let path = routes::GAPS.path(&[sport]);
    // A local filter reads every page, then pages what it kept (settled point 20).
    let whole;
    let (args, paging) = if args.starts_within.is_some() || args.middles {
        whole = Args {
            all: true,
            limit: None,
            offset: None,
            ..args.clone()
        };
        let size = (!args.all).then(|| args.limit.map_or(SERVICE_PAGE_SIZE, |l| l as usize));
        let offset = usize::try_from(args.offset.unwrap_or(0)).unwrap_or(usize::MAX);
        (&whole, Some((offset, size)))
    } else {
        (args, None)
    };
    let (data, board) = if args.local {
        let (data, lines, odds) = local::local_gaps(client, args, sport)?;
        (data, Some(middle::Board { lines, odds }))
    } else if args.all {
        let bar = ctx.diag().progress("fetching gaps");
        let result = client.get_all(
            &path,
            remote_query(args).pairs(),
            Some("gaps"),
            ALL_PAGE_SIZE,
            &mut |n, total| progress(&bar, n as u64, total),
        );
        bar.finish_and_clear();
        (result.map_err(|e| with_local_hint(e, sport))?, None)
    } else {
        let data = client
            .get_json(&path, remote_query(args).pairs())
            .map_err(|e| with_local_hint(e, sport))?;
        (data, None)
    };
    // Read once: a wrong shape is exit 7 naming the field.
    let mut gaps = Gaps::of(data, &path)?;
    gaps.show_middles = args.middles;
    // `esx.middle` is a JSON field and `--middles`' filter: only those pay the one
    // `/props` (and `/books`) request a service answer takes (`--local` read it).
    let mut middles = None;
    if (args.middles || format == Format::Json) && !gaps.typed.gaps.is_empty() {
        let board = match board {
            Some(b) => Some(b),
            None => middle::fetch_board(ctx, client, sport, args.middles)?,
        };
        if let Some(board) = board {
            middles = Some(middle::middles(ctx, board, &gaps.typed.gaps)?);
        }
    }
    // `--starts-within`, `--middles`: the gaps kept, then paged, in JSON as in the
    // table, and the footer counting them (a start that is not a time is not kept).
    if let Some((offset, size)) = paging {
        let now = ctx.clock().now();
        let kept: Vec<usize> = (0..gaps.typed.gaps.len())
            .filter(|&i| {
                args.starts_within.is_none_or(|within| {
                    crate::cli::starts_within(&gaps.typed.gaps[i].event_time, now, within)
                }) && (!args.middles
                    || middles
                        .as_ref()
                        .is_some_and(|m: &Vec<_>| m.get(i).is_some_and(Option::is_some)))
            })
            .collect();
        let paged = crate::filtered::Paged::of(kept, offset, size);
        gaps.keep(&paged.shown);
        middles = middles.map(|m| {
            let mut m: Vec<Option<_>> = m.into_iter().map(Some).collect();
            paged.shown.iter().map(|&i| m[i].take().flatten()).collect()
        });
        gaps.filtered(paged, filter_words(args));
    }
    gaps.middles = middles;
    Ok(gaps)
}

/// The words a filtered footer names its filters by ("starting within 6h that are
/// middles").
fn filter_words(args: &Args) -> String {
    let mut words: Vec<String> = Vec::new();
    if let Some(within) = args.starts_within {
        words.push(crate::filtered::window_words(within));
    }
    if args.middles {
        words.push("with a middle".into());
    }
    words.join(" ")
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Board;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        Some(
            crate::sports::Selector::many(self.sport.get(), &routes::GAPS, "gaps")
                .many_if(self.watch.is_none()),
        )
    }

    fn watches(&self) -> bool {
        self.watch.is_some()
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}

#[cfg(test)]
mod tests;
