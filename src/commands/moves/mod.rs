//! `esx moves`: how each recorded key moved over a window (open → now, a sparkline),
//! read from the history store: lines quotes (the default), prop lines or line gaps.
//!
//! The store reads every tape the same way (the open is the state in force when the
//! window began); each tape's module here turns its series into rows and columns.

mod gaps;
mod lines;
mod props;
mod rows;

use esx_proto::sports::{BOARD_SPORTS, LINES_SPORTS};
use esx_store::{MovesQuery, Store};
use serde::Serialize;

use crate::context::Context;
use crate::error::EsxError;
use crate::output::fmt::short_time_in;
use crate::output::{Format, TypedView};
use crate::select;
use crate::store::{DbArg, stamp, store_error, time_flag};
use rows::{Moved, TapeRows};

const EXAMPLES: &str = "\
Examples:
  esx --demo moves cs2                 # the simulator's own tape (a temporary store)
  esx --demo record cs2 --what lines,props,gaps --db /tmp/esx-history.sqlite
  esx moves cs2 --since 6h --db /tmp/esx-history.sqlite   # finds nothing until a second record
  esx moves --since 2d --market match_winner --db /tmp/esx-history.sqlite --json   # finds nothing until a second record
  esx moves cs2 --tape props --all --db /tmp/esx-history.sqlite
  esx moves cs2 --tape gaps --all --db /tmp/esx-history.sqlite --format csv

The open is the state in force when the window began (or the first one recorded in it).
Lines: Δ is now − open: American odds in cents (Δ CENTS) (−110 → +105 is +15), no-vig in
points. Props: the line (and a sportsbook's odds). Gaps: the gap between the venues' lines.";

/// Which recorded tape to read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub(crate) enum Tape {
    /// The board's quotes (`esx record --what lines`)
    #[default]
    Lines,
    /// Every venue's prop line (`--what props`)
    Props,
    /// The line gaps (`--what gaps`)
    Gaps,
}

impl Tape {
    fn name(self) -> &'static str {
        match self {
            Self::Lines => "lines",
            Self::Props => "props",
            Self::Gaps => "gaps",
        }
    }
}

#[derive(Debug, clap::Args)]
#[command(after_help = EXAMPLES)]
pub(crate) struct Args {
    /// Sport slug or `all` (default: every recorded sport)
    #[arg(value_name = "SPORT")]
    pub(crate) sport: Option<String>,
    /// The recorded tape to read
    #[arg(long, value_enum, default_value_t = Tape::Lines)]
    pub(crate) tape: Tape,
    /// The window: a span back from now (30m, 6h, 2d, 1w) or a start time (ISO 8601)
    #[arg(long, default_value = "6h", value_name = "SPAN|TIME")]
    pub(crate) since: String,
    /// Only this event (its id, or `next`: the sport's soonest upcoming match)
    #[arg(long, value_name = "ID")]
    pub(crate) event: Option<String>,
    /// Only this market (lines: match_winner, map_winner, …; props and gaps: the stat type)
    #[arg(long, value_name = "M")]
    pub(crate) market: Option<String>,
    /// Only this source (lines: a venue key or `consensus`; props: a venue key)
    #[arg(long, value_name = "VENUE", value_parser = crate::cli::Suggest(crate::cli::RECORDED_SOURCES), hide_possible_values = true)]
    pub(crate) source: Option<String>,
    /// Only players whose name contains TEXT, any case (props and gaps)
    #[arg(long, value_name = "TEXT")]
    pub(crate) player: Option<String>,
    /// Also list keys first recorded in the window that have not moved since
    #[arg(long)]
    pub(crate) all: bool,
    #[command(flatten)]
    pub(crate) db: DbArg,
}

/// What `esx moves --json` prints.
#[derive(Serialize)]
struct MovesDoc<'a, M> {
    source: &'static str,
    db: String,
    since: &'a str,
    total: usize,
    moves: &'a [M],
}

pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    check_filters(args)?;
    let sports = if args.tape == Tape::Lines {
        LINES_SPORTS
    } else {
        BOARD_SPORTS
    };
    let sport = match args.sport.as_deref().map(str::trim) {
        None | Some("all") => None,
        Some(s) => Some(esx_proto::sports::check(s, sports, "moves").map_err(EsxError::usage)?),
    };
    let since = window_start(&args.since, ctx.clock().now())?;
    // `--event next`: the sport's soonest upcoming match, asked of the service.
    let event = match (&args.event, sport.as_deref()) {
        (Some(e), Some(s)) => Some(select::resolve(ctx, s, e, select::Form::EventId)?),
        (Some(e), None) if select::is_next(e) => {
            return Err(EsxError::usage(
                "--event next needs a sport: esx moves SPORT --event next",
            )
            .into());
        }
        (e, _) => e.clone(),
    };
    let store = &open_store(ctx, args, sport.as_deref())?;
    if let Some(source) = &args.source {
        // A source no tape has recorded and no known venue: exit 2, not "no moves".
        let mut recorded = store.recorded_sources().map_err(store_error)?;
        recorded.push(esx_store::CONSENSUS.to_string());
        crate::venues::check_among("--source", source, &recorded)?;
    }
    let query = MovesQuery {
        since: since.clone(),
        sport,
        event,
        market: args.market.clone(),
        source: args.source.clone(),
        player: args.player.clone(),
    };
    match args.tape {
        Tape::Lines => show(
            ctx,
            args,
            store,
            &since,
            lines::rows(store, &query, args.all),
        ),
        Tape::Props => show(
            ctx,
            args,
            store,
            &since,
            props::rows(store, &query, args.all),
        ),
        Tape::Gaps => show(
            ctx,
            args,
            store,
            &since,
            gaps::rows(store, &query, args.all),
        ),
    }
}

/// Print a tape's moves: JSON the document, the table, CSV and NDJSON a row per key.
fn show<M: Moved>(
    ctx: &Context,
    args: &Args,
    store: &Store,
    since: &str,
    read: Result<TapeRows<M>, esx_store::StoreError>,
) -> anyhow::Result<()> {
    let TapeRows {
        moves,
        columns,
        noun,
    } = read.map_err(store_error)?;
    let n = moves.len();
    let empty = empty_message(store, args.tape, since)?;
    let doc = MovesDoc {
        source: "esx",
        db: store.shown().to_string(),
        since,
        total: n,
        moves: &moves,
    };
    let rows: Vec<M::Row<'_>> = moves.iter().map(Moved::row).collect();
    let display = ctx.display();
    let view = TypedView::new(&doc, &rows, columns)
        .note(format!(
            "{} {} since {} {}",
            crate::output::fmt::plural(n, noun.0, noun.1),
            if args.all { "recorded" } else { "moved" },
            short_time_in(since, &display.tz),
            crate::output::fmt::zone_label(&display.tz, display.clock)
        ))
        .empty_message(empty);
    ctx.output(Format::Table).emit_typed(view, || {})
}

/// The store to read: the user's, or under `--demo` without a store the user named a
/// temporary store holding the simulator's own lines tape (the user's history is never
/// read or written). The props and gaps tapes are not in it: those need a recorded
/// store (`--db`).
fn open_store(
    ctx: &Context,
    args: &Args,
    sport: Option<&str>,
) -> Result<crate::store::RunStore, EsxError> {
    if args.db.demo_temporary(ctx) && args.tape != Tape::Lines {
        return Err(EsxError::usage(format!(
            "--demo fills only the lines tape; record the {0} tape into a store and read it: `esx --demo record cs2 --what {0} --db FILE`, then `esx --demo moves cs2 --tape {0} --db FILE`",
            args.tape.name()
        )));
    }
    let mut store = args.db.open_existing_in(ctx)?;
    if store.is_temporary() {
        let sports: Vec<&str> = sport.map_or_else(|| LINES_SPORTS.to_vec(), |s| vec![s]);
        crate::demo_tape::lines_tape(&ctx.client()?, &mut store, &sports)?;
    }
    Ok(store)
}

/// A filter the chosen tape has no column for is a usage error naming the tape.
fn check_filters(args: &Args) -> Result<(), EsxError> {
    let wrong = match args.tape {
        Tape::Lines if args.player.is_some() => Some(("--player", "props and gaps")),
        Tape::Gaps if args.source.is_some() => Some(("--source", "lines and props")),
        _ => None,
    };
    match wrong {
        Some((flag, tapes)) => Err(EsxError::usage(format!(
            "{flag} does not apply to the {} tape (it filters the {tapes} tapes); drop it or choose --tape",
            args.tape.name()
        ))),
        None => Ok(()),
    }
}

/// What an empty answer says: for lines as it always has; for props and gaps whether
/// the tape holds nothing at all (so record it) or nothing moved in the window.
fn empty_message(store: &Store, tape: Tape, since: &str) -> Result<String, EsxError> {
    let db = store.shown();
    Ok(match tape {
        Tape::Lines if store.tape_is_empty("lines").map_err(store_error)? => format!(
            "the lines tape in {db} is empty: record the board now and again later (`esx record cs2`, or from cron every few minutes: docs/store.md), then `esx moves` shows what moved"
        ),
        Tape::Lines => format!(
            "no recorded moves since {since} in {db} (record the board again with `esx record`, or widen --since; --all lists unmoved quotes too)"
        ),
        Tape::Props | Tape::Gaps => {
            let name = tape.name();
            if store.tape_is_empty(name).map_err(store_error)? {
                format!(
                    "the {name} tape in {db} is empty: record it now and again later with `esx record SPORT --what {name}`, then `esx moves --tape {name}`"
                )
            } else {
                format!(
                    "no recorded {name} moves since {since} in {db} (--all lists unmoved {name} too)"
                )
            }
        }
    })
}

/// `--since`: a span back from `now` (`90s`, `30m`, `6h`, `2d`, `1w`) or a start time.
pub(crate) fn window_start(s: &str, now: jiff::Timestamp) -> Result<String, EsxError> {
    let t = s.trim();
    let unit = t.chars().last().unwrap_or(' ');
    let secs_per = match unit {
        's' => Some(1),
        'm' => Some(60),
        'h' => Some(3600),
        'd' => Some(86_400),
        'w' => Some(604_800),
        _ => None,
    };
    if let Some(per) = secs_per
        && let Some(Ok(n)) = t.strip_suffix(unit).map(str::parse::<i64>)
        && n >= 0
        && let Some(back) = n.checked_mul(per)
        && let Ok(start) = now.checked_sub(jiff::SignedDuration::from_secs(back))
    {
        return Ok(stamp(start));
    }
    time_flag("--since", t).map_err(|_| {
        EsxError::usage(format!(
            "--since `{s}` is neither a span nor a time; valid: 30m, 6h, 2d, 1w, or ISO 8601 such as 2026-11-21T12:00:00Z"
        ))
    })
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::History;

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn since_takes_spans_and_times() {
        let now: jiff::Timestamp = "2026-11-21T18:00:00Z".parse().unwrap();
        assert_eq!(window_start("6h", now).unwrap(), "2026-11-21T12:00:00.000Z");
        assert_eq!(window_start("2d", now).unwrap(), "2026-11-19T18:00:00.000Z");
        assert_eq!(
            window_start("2026-11-21T10:00:00Z", now).unwrap(),
            "2026-11-21T10:00:00.000Z"
        );
        assert!(window_start("soon", now).is_err());
        assert!(window_start("-3h", now).is_err());
        // Empty, blank and unit-only values are usage errors, not a panic.
        for bad in ["", " ", "h", "é", "9999999999999999w"] {
            let e = window_start(bad, now).unwrap_err();
            assert_eq!(e.exit_code(), crate::error::ExitCode::Usage, "{bad}");
        }
    }
}
