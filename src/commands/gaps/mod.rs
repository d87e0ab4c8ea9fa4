//! `esx gaps`: DFS line gaps from `/gaps` (Hobby+), every page with `--all` (streamed
//! for CSV/NDJSON exports), or computed locally from `/props` with `--local`.

mod export;
mod local;
mod middle;
mod rows;

use crate::cli::SportArg;
use crate::client::Client;
use crate::error::EsxError;
use crate::output::Format;
use esx_proto::routes::{self, Query};

use crate::context::Context;
use rows::Gaps;

const EXAMPLES: &str = "\
Examples:
  esx gaps cs2
  esx gaps cs2 --min-gap 1.5 --market-contains KILLS
  esx gaps cs2 --starts-within 6h  # only events starting in the next six hours
  esx gaps valorant --book prizepicks --player \"$(esx gaps valorant --book prizepicks --json --jq '.gaps[0].player_name')\"
  esx gaps cs2 --min-gap 1.5 --all --format csv -o gaps.csv   # cron export, atomic
  esx gaps cs2 --all --format ndjson | jq -c '{player_name, line_gap}'
  esx gaps cs2 --local            # computed from /props (works on Sandbox)
  esx gaps valorant --middles     # only middles: window, P(middle), EV%

CSV columns (stable): gap_id, player_id, player_name, team, opponent, event_id,
event_time, stat_type, market, line, line_min, line_max, line_gap, book_count, books
(books as key:line;key:line).
  esx gaps cs2 --min-gap 1 --watch 30 | jq -c 'select(.type != \"gone\")'   # live changes";

/// The stable CSV export columns, in order (documented in docs/commands.md, `esx gaps`).
pub const CSV_COLUMNS: [&str; 15] = [
    "gap_id",
    "player_id",
    "player_name",
    "team",
    "opponent",
    "event_id",
    "event_time",
    "stat_type",
    "market",
    "line",
    "line_min",
    "line_max",
    "line_gap",
    "book_count",
    "books",
];

/// The service's page size when `--limit` is not given (paging a filtered list alike).
const SERVICE_PAGE_SIZE: usize = 100;

/// Rows per request with `--all` (the route's maximum: fewest round trips).
const ALL_PAGE_SIZE: u32 = 500;

/// What tells one gap from another across `--watch` polls: its id (the service's, or
/// `--local`'s, minted from the sport, event, player and stat type).
const WATCH_KEY: &[&str] = &["gap_id"];

#[derive(Debug, Clone, clap::Args)]
#[command(after_help = EXAMPLES)]
pub struct Args {
    #[command(flatten)]
    pub sport: SportArg,
    /// Smallest line gap to show (>= 0; 0 shows every multi-venue spread) [service default: 0.5]
    #[arg(long, value_name = "N", value_parser = parse_min_gap)]
    pub min_gap: Option<f64>,
    /// Player name or id contains TEXT
    #[arg(long, value_name = "TEXT")]
    pub player: Option<String>,
    /// Market: the short label (kills_maps_1_2) or the stat_type
    #[arg(long, value_name = "MARKET")]
    pub market: Option<String>,
    /// Only stat_types containing TEXT
    #[arg(long, value_name = "TEXT")]
    pub market_contains: Option<String>,
    /// Only gaps that include this DFS venue
    #[arg(long, value_name = "VENUE", value_parser = crate::cli::Suggest(esx_proto::venues::DFS_KEYS), hide_possible_values = true)]
    pub book: Option<String>,
    /// Rows per page (1–500) [service default: 100]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=500), conflicts_with = "all")]
    pub limit: Option<u32>,
    /// Rows to skip
    #[arg(long, value_name = "N")]
    pub offset: Option<u64>,
    /// Follow the pages to the end (CSV and NDJSON stream as pages arrive)
    #[arg(long)]
    pub all: bool,
    /// Compute gaps in esx from /props (no Hobby plan needed)
    #[arg(long)]
    pub local: bool,
    /// Only events starting between now and now + DURATION (e.g. 6h, 30m, 2d)
    #[arg(long, value_name = "DURATION", value_parser = crate::cli::parse_duration)]
    pub starts_within: Option<f64>,
    /// Only the gaps that are middles (a whole number wins both the lowest over and the
    /// highest under), with their window, P(middle) and EV%
    #[arg(long)]
    pub middles: bool,
    /// Re-fetch every SECONDS and show what changed (table on a terminal, NDJSON when piped)
    #[arg(long, value_name = "SECONDS", value_parser = crate::watch::parse_interval)]
    pub watch: Option<f64>,
}

fn parse_min_gap(s: &str) -> Result<f64, String> {
    let v: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("`{s}` is not a number"))?;
    if v.is_finite() && v >= 0.0 {
        Ok(v)
    } else {
        Err(format!("min gap must be a number >= 0, got {s}"))
    }
}

pub fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
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

fn progress(bar: &indicatif::ProgressBar, n: u64, total: Option<u64>) {
    bar.set_message(match total {
        Some(t) => format!("fetching gaps: {n} of {t} rows"),
        None => format!("fetching gaps: {n} rows"),
    });
    bar.tick();
}

fn remote_query(args: &Args) -> Query {
    Query::new()
        .opt("min_gap", args.min_gap)
        .opt("player", args.player.as_deref())
        .opt("market", args.market.as_deref())
        .opt("market_contains", args.market_contains.as_deref())
        .opt("book", args.book.as_deref())
        .opt("limit", args.limit)
        .opt("offset", args.offset)
}

/// A plan refusal on `/gaps` points at `--local`, which Sandbox may use.
fn with_local_hint(err: EsxError, sport: &str) -> EsxError {
    match err {
        e if e.kind() == crate::error::ErrorKind::Plan => e.with_hint(format!(
            "try `esx gaps {sport} --local`, which computes gaps from /props (allowed on Sandbox)"
        )),
        other => other,
    }
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
