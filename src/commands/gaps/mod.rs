//! `esx gaps`: DFS line gaps from `/gaps` (Hobby+), every page with `--all` (streamed
//! for CSV/NDJSON exports), or computed locally from `/props` with `--local`.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::io::Write;

mod middle;

use serde::Deserialize as _;
use serde_json::{Value, json};

use crate::cli::SportArg;
use crate::client::Client;
use crate::client::pages::{Checked, PageFacts, RawPage, fingerprint_rows};
use crate::client::response::decode;
use crate::error::EsxError;
use crate::output::{Column, Format, Kind, View};
use esx_odds::{self, PropLine};
use esx_proto::models::{BooksResponse, GapEnds, GapRowRef, GapsPage, GapsSummary, PropsResponse};
use esx_proto::routes::{self, Query};

use crate::context::Context;
use crate::output::fmt::num_text;

const EXAMPLES: &str = "\
Examples:
  esx gaps cs2
  esx gaps cs2 --min-gap 1.5 --market-contains KILLS
  esx gaps cs2 --starts-within 6h  # only events starting in the next six hours
  esx gaps valorant --book prizepicks --player movi
  esx gaps cs2 --min-gap 1.5 --all --format csv -o gaps.csv   # cron export, atomic
  esx gaps cs2 --all --format ndjson | jq -c '{player_name, line_gap}'
  esx gaps cs2 --local            # computed from /props (works on Sandbox)

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

/// Rows per request with `--all` (the route's maximum: fewest round trips).
const ALL_PAGE_SIZE: u32 = 500;

/// Prediction-market venue keys on the real service (docs/upstream-facts.md).
const PREDICTION_MARKETS: &[&str] = &["kalshi", "polymarket"];

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
        let route = routes::GAPS.path(&[&sport]);
        return crate::watch::run_ndjson(
            ctx,
            every,
            &["gap_id"],
            |client| fetch_view(ctx, args, client, &sport),
            // `--alert` sees the export columns `--format ndjson` prints.
            |view| Ok(gaps_view(view.data.clone(), Format::Ndjson, &route)?),
        );
    }
    let format = ctx.global.format().unwrap_or(Format::Table);
    let client = ctx.client()?;
    // `--starts-within` filters the merged pages: no streaming then.
    if args.all
        && !args.local
        && args.starts_within.is_none()
        && ctx.global.jq.is_none()
        && matches!(format, Format::Csv | Format::Ndjson)
    {
        return stream_all(ctx, args, &client, &sport, format);
    }
    let view = fetch_view(ctx, args, &client, &sport)?;
    ctx.output(Format::Table).emit(&view)
}

/// Fetch once and build the view (a `--watch` loop calls this with its one client). With
/// `--all` the pages are merged in memory; [`run`] streams CSV/NDJSON exports instead.
pub fn fetch_view(
    ctx: &Context,
    args: &Args,
    client: &Client,
    sport: &str,
) -> anyhow::Result<View> {
    let format = ctx.global.format().unwrap_or(Format::Table);
    let path = routes::GAPS.path(&[sport]);
    let mut data = if args.local {
        local_gaps(client, args, sport)?
    } else if args.all {
        let bar = ctx.diag.progress("fetching gaps");
        let result = client.get_all(
            &path,
            remote_query(args).pairs(),
            Some("gaps"),
            ALL_PAGE_SIZE,
            &mut |n, total| progress(&bar, n as u64, total),
        );
        bar.finish_and_clear();
        result.map_err(|e| with_local_hint(e, sport))?
    } else {
        client
            .get_json(&path, remote_query(args).pairs())
            .map_err(|e| with_local_hint(e, sport))?
    };
    // `--starts-within`: the gaps kept, in JSON as in the table, and a line saying so.
    let kept = args.starts_within.map(|within| {
        let now = ctx.clock.now();
        let rows = crate::rows::raw_mut(&mut data, "gaps");
        rows.map_or(0, |rows| {
            rows.retain(|g| {
                GapStart::deserialize(g).is_ok_and(|g| {
                    g.event_time
                        .is_some_and(|t| crate::cli::starts_within(t, now, within))
                })
            });
            rows.len()
        })
    });
    // `esx.middle` on the service's rows is a JSON field: only a JSON answer pays the
    // one `/props` (and `/books`) request it takes.
    if !args.local && format == Format::Json {
        middle::mark_middles(ctx, client, sport, &mut data);
    }
    let mut view = gaps_view(data, format, &path)?;
    if let Some(n) = kept {
        view.notes.push(format!(
            "{} on events starting within --starts-within",
            crate::output::fmt::plural(n, "gap", "gaps")
        ));
    }
    Ok(view)
}

/// What `--starts-within` reads of a merged row: its start, borrowed (a row without one,
/// or with a start that is not text, is not kept).
#[derive(serde::Deserialize)]
struct GapStart<'a> {
    #[serde(default)]
    event_time: Option<&'a str>,
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

/// The gaps view: table columns for people, or the stable export columns for CSV. The
/// answer is read as [`GapsSummary`] first, so a wrong shape is exit 7 naming the field.
pub fn gaps_view(data: Value, format: Format, route: &str) -> Result<View, EsxError> {
    // CSV and NDJSON: the documented export columns, under the same keys.
    let columns = if matches!(format, Format::Csv | Format::Ndjson) {
        csv_columns()
    } else {
        table_columns()
    };
    let summary: GapsSummary = decode(&data, route)?;
    let mut notes = Vec::new();
    let returned = summary.gaps.len() as u64;
    if let Some(total) = summary.total {
        let offset = summary.offset.unwrap_or(0);
        let mut line = format!(
            "{} (min gap {}){}",
            crate::output::fmt::count(usize::try_from(total).unwrap_or(usize::MAX), "gap"),
            summary
                .min_gap
                .as_ref()
                .map_or_else(String::new, ToString::to_string),
            if summary.source.as_deref() == Some("esx") {
                ", computed by esx from /props"
            } else {
                ""
            }
        );
        if returned > 0 && (offset > 0 || returned < total) {
            let _ = write!(line, "; showing {}–{}", offset + 1, offset + returned);
        }
        if summary.has_more == Some(true) {
            let _ = write!(line, "; more with --offset {} or --all", offset + returned);
        }
        notes.push(line);
    }
    let mut view = View::new(data, Some("gaps"), columns)
        .empty_message("no gaps match (try a smaller --min-gap or fewer filters)")
        // `+k` in LOW/HIGH is shorthand a newcomer cannot guess.
        .legends(&[
            "LOW and HIGH the lowest and highest line with a venue posting it; +k: k more venues post that same line",
        ]);
    view.notes = notes;
    Ok(view)
}

fn table_columns() -> Vec<Column> {
    vec![
        Column::path("PLAYER", "player_name").rank(0),
        Column::path("TEAM", "team").rank(4),
        crate::output::view::stat_label("MARKET", "market"),
        Column::path("LINE", "line").kind(Kind::Line).rank(2),
        Column::path("GAP", "line_gap").kind(Kind::Line).rank(0),
        Column::path("N", "book_count").kind(Kind::Line).rank(3),
        Column::computed("LOW", |r| end_venue(r, End::Low)).rank(1),
        Column::computed("HIGH", |r| end_venue(r, End::High)).rank(1),
        Column::path("START", "event_time").kind(Kind::Time).rank(5),
    ]
}

#[derive(Clone, Copy)]
enum End {
    Low,
    High,
}

/// The line at one end of a gap and the venue posting it (`13.5 dabble`; with
/// several venues at that line, `13.5 dabble +2`). [`gaps_view`] has checked the
/// rows' shape, so a row that does not read is only a blank cell.
fn end_venue(row: &Value, end: End) -> Value {
    let Ok(gap) = GapEnds::deserialize(row) else {
        return Value::Null;
    };
    let end = match end {
        End::Low => &gap.line_min,
        End::High => &gap.line_max,
    };
    let Some(target) = end.as_f64() else {
        return Value::Null;
    };
    let at: Vec<&str> = gap
        .books
        .iter()
        .filter(|b| b.line.as_f64().is_some_and(|l| (l - target).abs() < 1e-9))
        .map(|b| b.book.as_str())
        .collect();
    let more = if at.len() > 1 {
        format!(" +{}", at.len() - 1)
    } else {
        String::new()
    };
    Value::String(format!(
        "{} {}{more}",
        num_text(target),
        at.first().copied().unwrap_or("?")
    ))
}

/// The documented, stable export columns ([`CSV_COLUMNS`]).
fn csv_columns() -> Vec<Column> {
    CSV_COLUMNS
        .iter()
        .map(|name| {
            if *name == "books" {
                Column::computed("books", |r| {
                    GapEnds::deserialize(r).map_or(Value::Null, |g| {
                        let mut text = String::new();
                        for (i, b) in g.books.iter().enumerate() {
                            push_venue(&mut text, i, &b.book, &b.line.to_string());
                        }
                        Value::String(text)
                    })
                })
            } else {
                Column::path(name, name)
            }
        })
        .collect()
}

/// Append one venue to a `books` cell: `key:line`, `;` between venues, the line as sent.
fn push_venue(text: &mut String, index: usize, book: &str, line: &str) {
    if index > 0 {
        text.push(';');
    }
    text.push_str(book);
    text.push(':');
    text.push_str(line);
}

/// `--all` with CSV or NDJSON: write each page's rows as it arrives, inside the atomic
/// writer (a failed page leaves no file), so memory stays flat for any row count. The
/// next page is fetched while this one is written; each page is read once, its rows
/// borrowed from the body (no `Value` tree, numbers printed as the service wrote them),
/// and that one reading also gives the paged walk its facts, checked before any row of
/// the page is written (issue 18.8: the page used to be scanned twice).
fn stream_all(
    ctx: &Context,
    args: &Args,
    client: &Client,
    sport: &str,
    format: Format,
) -> anyhow::Result<()> {
    let path = routes::GAPS.path(&[sport]);
    let query = remote_query(args);
    let bar = ctx.diag.progress("fetching gaps");
    let mut seen = 0u64;
    let output = ctx.output(format);
    let raw = output.opts.csv_raw;
    let result = output.write_with(|w| {
        let mut sink = if format == Format::Csv {
            let mut out = csv::Writer::from_writer(w);
            out.write_record(CSV_COLUMNS)?;
            Sink::Csv(Box::new(out))
        } else {
            Sink::Ndjson(w)
        };
        let mut books = String::new();
        client.stream_pages(
            &path,
            query.pairs(),
            ALL_PAGE_SIZE,
            |page, check| -> anyhow::Result<Checked> {
                let rows: GapsPage = read_page(&page, &path)?;
                let checked = check.check(page_facts(&rows))?;
                for row in &rows.gaps {
                    match &mut sink {
                        Sink::Csv(out) => write_csv_row(out, row, &mut books, raw)?,
                        Sink::Ndjson(w) => write_ndjson_row(&mut **w, row, &mut books)?,
                    }
                }
                seen += checked.rows();
                progress(&bar, seen, checked.total());
                Ok(checked)
            },
        )?;
        if let Sink::Csv(mut out) = sink {
            out.flush()?;
        }
        Ok(())
    });
    bar.finish_and_clear();
    result.map_err(|e| match e.downcast::<EsxError>() {
        Ok(esx) => with_local_hint(esx, sport).into(),
        Err(other) => other,
    })
}

/// Where a streamed export writes its rows.
enum Sink<'w> {
    Csv(Box<csv::Writer<&'w mut dyn Write>>),
    Ndjson(&'w mut dyn Write),
}

/// What the paged walk needs from a page, from its one typed reading: the row count,
/// `has_more` and `total` as sent, and the first and last rows as its identity.
fn page_facts<'a>(page: &GapsPage<'a>) -> PageFacts<'a> {
    let rows = page.gaps.len() as u64;
    PageFacts {
        rows,
        has_more: page.has_more,
        total: page.total,
        fingerprint: fingerprint_rows(rows, page.gaps.first().zip(page.gaps.last())),
    }
}

/// A page body as `T`, borrowing from it; a wrong shape is exit 7 naming the page and
/// the field (`gaps[12].line`), a body that is not JSON at all is exit 7 saying so. The
/// field's path is tracked only on the second reading of a page that failed: tracking
/// it on every page cost the export ~5 % of its CPU.
fn read_page<'a, T: serde::Deserialize<'a>>(page: &'a RawPage, path: &str) -> Result<T, EsxError> {
    if let Ok(rows) = serde_json::from_slice(&page.body) {
        return Ok(rows);
    }
    if let Err(e) = serde_json::from_slice::<serde::de::IgnoredAny>(&page.body) {
        return Err(EsxError::bad_response(format!(
            "the page at offset {} of {path} is not the documented JSON: {}; check --base-url",
            page.offset,
            crate::client::response::not_json(&page.body, &e)
        )));
    }
    let mut de = serde_json::Deserializer::from_slice(&page.body);
    serde_path_to_error::deserialize(&mut de).map_err(|e| {
        EsxError::bad_response(format!(
            "the service's answer for {path} (page at offset {}) is not the documented JSON at `{}`: {}; check --base-url",
            page.offset,
            e.path(),
            e.inner()
        ))
    })
}

/// One cell of an export row: text (JSON string, or `null`) or a number as served.
enum Cell<'a> {
    Text(Option<&'a str>),
    Number(&'a str),
}

/// A row's export cells in [`CSV_COLUMNS`] order, the one place that order is spelled
/// out for the streamed CSV and NDJSON; `books` is built in a reused buffer.
fn export_cells<'a>(row: &'a GapRowRef<'_>, books: &'a mut String) -> [Cell<'a>; 15] {
    books.clear();
    for (i, b) in row.books.iter().enumerate() {
        push_venue(books, i, &b.book, b.line.as_str());
    }
    [
        Cell::Text(Some(&row.gap_id)),
        Cell::Text(row.player_id.as_deref()),
        Cell::Text(Some(&row.player_name)),
        Cell::Text(Some(&row.team)),
        Cell::Text(Some(&row.opponent)),
        Cell::Text(Some(&row.event_id)),
        Cell::Text(Some(&row.event_time)),
        Cell::Text(Some(&row.stat_type)),
        Cell::Text(Some(&row.market)),
        Cell::Number(row.line.as_str()),
        Cell::Number(row.line_min.as_str()),
        Cell::Number(row.line_max.as_str()),
        Cell::Number(row.line_gap.as_str()),
        Cell::Number(row.book_count.as_str()),
        Cell::Text(Some(books.as_str())),
    ]
}

/// One CSV export row (a `null` player id is an empty cell); `raw` is `--csv-raw`.
fn write_csv_row<W: Write>(
    out: &mut csv::Writer<W>,
    row: &GapRowRef<'_>,
    books: &mut String,
    raw: bool,
) -> csv::Result<()> {
    for cell in export_cells(row, books) {
        out.write_field(
            match cell {
                // Text a spreadsheet would run gets its `'` (DESIGN "CSV read by spreadsheets").
                Cell::Text(text) => crate::output::csv::text_cell(text.unwrap_or(""), raw),
                Cell::Number(text) => std::borrow::Cow::Borrowed(text),
            }
            .as_bytes(),
        )?;
    }
    out.write_record(None::<&[u8]>)
}

/// One NDJSON export row: the CSV's columns under the same keys, as the buffered
/// `--format ndjson` prints them (strings escaped by serde_json, numbers as served).
fn write_ndjson_row(
    w: &mut dyn Write,
    row: &GapRowRef<'_>,
    books: &mut String,
) -> anyhow::Result<()> {
    w.write_all(b"{")?;
    for (i, (key, cell)) in CSV_COLUMNS.iter().zip(export_cells(row, books)).enumerate() {
        if i > 0 {
            w.write_all(b",")?;
        }
        serde_json::to_writer(&mut *w, key)?;
        w.write_all(b":")?;
        match cell {
            Cell::Text(Some(text)) => serde_json::to_writer(&mut *w, text)?,
            Cell::Text(None) => w.write_all(b"null")?,
            Cell::Number(text) => w.write_all(text.as_bytes())?,
        }
    }
    w.write_all(b"}\n")?;
    Ok(())
}

/// `--local`: the `/gaps` envelope computed from `/props` with [`esx_odds::compute_gaps`],
/// the route's filters applied in esx, `source: "esx"`.
///
/// DFS venues (the rows gaps compare) are those that are neither the sportsbook nor a
/// prediction market: a venue is left out when `/v6/books` gives it a `kind` other than
/// `dfs`, when its key is a known prediction market (`kalshi`, `polymarket`), or when any
/// of its prop rows carries American `odds` (only the sportsbook prices props).
fn local_gaps(client: &Client, args: &Args, sport: &str) -> anyhow::Result<Value> {
    let books_route = routes::BOOKS.path(&[]);
    let props_route = routes::PROPS.path(&[sport]);
    let books_value = client.get_json(&books_route, &[])?;
    let props_value = client.get_board(&props_route, &[])?;
    let books: BooksResponse = decode(&books_value, &books_route)?;
    // `--book` is applied here, not by the service: a venue that does not exist would
    // answer "0 gaps" (exit 2 naming the known ones, the service's among them).
    if let Some(book) = &args.book {
        let served: Vec<String> = books.books.iter().map(|b| b.key.clone()).collect();
        crate::venues::check_among("--book", book, &served)?;
    }
    let props: PropsResponse = decode(&props_value, &props_route)?;
    let min_gap = args.min_gap.unwrap_or(0.5);
    let (lines, not_dfs) = prop_lines(&props, &books);
    let gaps = esx_odds::compute_gaps(&lines, sport, min_gap, |v| !not_dfs.contains(v))
        .map_err(|e| EsxError::usage(e.to_string()))?;
    let matching: Vec<esx_odds::gaps::Gap> = gaps
        .into_iter()
        .filter(|g| matches_filters(g, args))
        .collect();
    let total = matching.len();
    let offset = usize::try_from(args.offset.unwrap_or(0)).unwrap_or(usize::MAX);
    let limit = if args.all {
        total.saturating_sub(offset)
    } else {
        args.limit.map_or(100, |l| l as usize)
    };
    // Each row says whether it is a middle (read from the props' own sides).
    let shown: Vec<Value> = matching
        .iter()
        .skip(offset)
        .take(limit)
        .map(|g| {
            serde_json::to_value(g).map(|mut v| {
                if let Value::Object(map) = &mut v {
                    map.insert(
                        "esx".into(),
                        json!({"middle": esx_odds::gaps::is_middle(g, &lines)}),
                    );
                }
                v
            })
        })
        .collect::<Result<_, _>>()?;
    let returned = shown.len();
    // The DFS venues esx knows that /props does not show: gaps there cannot be seen.
    let seen: HashSet<&str> = lines.iter().map(|l| l.venue.as_str()).collect();
    let unseen: Vec<&str> = esx_proto::venues::DFS_KEYS
        .iter()
        .copied()
        .filter(|v| !seen.contains(v))
        .collect();
    Ok(json!({
        "source": "esx",
        "sport": sport,
        "min_gap": min_gap,
        "total": total,
        "returned": returned,
        "offset": offset,
        "limit": limit,
        "has_more": offset.saturating_add(returned) < total,
        "gaps": shown,
        "esx": {"unseen_venues": unseen},
    }))
}

/// The route's filters, applied locally: `player` (name or id contains, any case),
/// `market` (the short label or the stat_type, any case), `market_contains` (stat_type
/// contains, any case), `book` (one of the gap's venues).
fn matches_filters(g: &esx_odds::gaps::Gap, args: &Args) -> bool {
    let contains = |hay: &str, needle: &str| hay.to_lowercase().contains(&needle.to_lowercase());
    args.player.as_deref().is_none_or(|p| {
        contains(&g.player_name, p) || g.player_id.as_deref().is_some_and(|id| contains(id, p))
    }) && args
        .market
        .as_deref()
        .is_none_or(|m| g.market.eq_ignore_ascii_case(m) || g.stat_type.eq_ignore_ascii_case(m))
        && args
            .market_contains
            .as_deref()
            .is_none_or(|m| contains(&g.stat_type, m))
        && args
            .book
            .as_deref()
            .is_none_or(|b| g.books.iter().any(|x| x.book.eq_ignore_ascii_case(b)))
}

/// `/props` rows as [`PropLine`]s, and the venue keys that are not DFS (see
/// [`local_gaps`]). A row's venue key is its `sportsbook_name` when present, else the
/// `/v6/books` key whose display name is its `book_name`, else `book_name` lower-cased.
fn prop_lines(props: &PropsResponse, books: &BooksResponse) -> (Vec<PropLine>, HashSet<String>) {
    let mut key_of_name: HashMap<&str, String> = HashMap::new();
    let mut not_dfs: HashSet<String> = PREDICTION_MARKETS
        .iter()
        .map(|s| (*s).to_string())
        .collect();
    for b in &books.books {
        let key = b.key.to_ascii_lowercase();
        key_of_name.insert(&b.display_name, key.clone());
        if b.kind
            .as_deref()
            .is_some_and(|k| !k.eq_ignore_ascii_case("dfs"))
        {
            not_dfs.insert(key);
        }
    }
    let mut lines = Vec::with_capacity(props.props.len());
    for row in &props.props {
        let venue = row.sportsbook_name.as_deref().map_or_else(
            || {
                key_of_name
                    .get(row.book_name.as_str())
                    .cloned()
                    .unwrap_or_else(|| row.book_name.to_ascii_lowercase())
            },
            str::to_ascii_lowercase,
        );
        if row.odds.is_some() {
            not_dfs.insert(venue.clone());
        }
        lines.push(PropLine {
            venue,
            prop_id: row.prop_id.clone(),
            player_id: row.canonical_player_id.clone(),
            player_name: row.player_name.clone(),
            team: row.team.clone(),
            opponent: row.opponent.clone(),
            event_id: row.event_id.clone(),
            event_time: row.event_time.clone(),
            stat_type: row.stat_type.clone(),
            line: row.line,
            direction: row.direction.clone(),
        });
    }
    (lines, not_dfs)
}

#[cfg(test)]
mod tests;
