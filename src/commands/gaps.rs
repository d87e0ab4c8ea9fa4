//! `esx gaps`: DFS line gaps from `/gaps` (Hobby+), every page with `--all` (streamed
//! for CSV/NDJSON exports), or computed locally from `/props` with `--local`.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

use serde_json::{Value, json};

use crate::client::Page;
use crate::error::EsxError;
use crate::output::{Column, Format, Kind, View};
use esx_odds::{self, PropLine};
use esx_proto::routes::{self, Query};
use esx_proto::sports::BOARD_SPORTS;

use crate::context::Context;
use crate::output::fmt::{num_text, short_time_of};

const EXAMPLES: &str = "\
Examples:
  esx gaps cs2
  esx gaps cs2 --min-gap 1.5 --market-contains KILLS
  esx gaps valorant --book <venue> --player tenz
  esx gaps cs2 --min-gap 1.5 --all --format csv -o gaps.csv   # cron export, atomic
  esx gaps cs2 --all --format ndjson | jq -c '{player_name, line_gap}'
  esx gaps cs2 --local            # computed from /props (works on Sandbox)

CSV columns (stable): gap_id, player_id, player_name, team, opponent, event_id,
event_time, stat_type, market, line, line_min, line_max, line_gap, book_count, books
(books as key:line;key:line).
  esx gaps cs2 --min-gap 1 --watch 30 | jq -c 'select(.type != \"gone\")'   # live changes";

/// The stable CSV export columns, in order (documented in README.md "The board").
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
    /// Sport (cs2, valorant, lol, dota2, cod, r6, mlbb, deadlock) [default: config's default_sport]
    pub sport: Option<String>,
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
    #[arg(long, value_name = "VENUE")]
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
    if let Some(every) = args.watch {
        return crate::watch::run(ctx, every, &["gap_id"], || fetch_view(ctx, args));
    }
    let format = ctx.global.format().unwrap_or(Format::Table);
    if args.all
        && !args.local
        && ctx.global.jq.is_none()
        && matches!(format, Format::Csv | Format::Ndjson)
    {
        return stream_all(ctx, args, format);
    }
    let view = fetch_view(ctx, args)?;
    ctx.output(Format::Table).emit(&view)
}

/// Fetch once and build the view (a `--watch` loop calls this repeatedly). With `--all`
/// the pages are merged in memory; [`run`] streams CSV/NDJSON exports instead.
pub fn fetch_view(ctx: &Context, args: &Args) -> anyhow::Result<View> {
    let sport = ctx.sport(args.sport.as_deref(), BOARD_SPORTS, "gaps")?;
    let format = ctx.global.format().unwrap_or(Format::Table);
    let client = ctx.client()?;
    let data = if args.local {
        local_gaps(&client, args, &sport)?
    } else if args.all {
        let bar = ctx.diag.progress("fetching gaps");
        let result = client.get_all(
            &routes::GAPS.path(&[&sport]),
            remote_query(args).pairs(),
            Some("gaps"),
            ALL_PAGE_SIZE,
            &mut |n, total| progress(&bar, n, total),
        );
        bar.finish_and_clear();
        result.map_err(|e| with_local_hint(e, &sport))?
    } else {
        client
            .get_json(&routes::GAPS.path(&[&sport]), remote_query(args).pairs())
            .map_err(|e| with_local_hint(e, &sport))?
    };
    Ok(gaps_view(data, format))
}

fn progress(bar: &indicatif::ProgressBar, n: usize, total: Option<u64>) {
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

/// The gaps view: table columns for people, or the stable export columns for CSV.
#[must_use]
pub fn gaps_view(data: Value, format: Format) -> View {
    let columns = if format == Format::Csv {
        csv_columns()
    } else {
        table_columns()
    };
    let mut notes = Vec::new();
    let returned = data
        .get("gaps")
        .and_then(Value::as_array)
        .map_or(0, Vec::len);
    if let Some(total) = data.get("total").and_then(Value::as_u64) {
        let offset = data.get("offset").and_then(Value::as_u64).unwrap_or(0);
        let mut line = format!(
            "{total} gap{} (min gap {}){}",
            if total == 1 { "" } else { "s" },
            data.get("min_gap")
                .map_or_else(String::new, crate::output::view::scalar_text),
            if data.get("source").and_then(Value::as_str) == Some("esx") {
                ", computed by esx from /props"
            } else {
                ""
            }
        );
        if returned > 0 && (offset > 0 || (returned as u64) < total) {
            let _ = write!(
                line,
                "; showing {}–{}",
                offset + 1,
                offset + returned as u64
            );
        }
        if data.get("has_more").and_then(Value::as_bool) == Some(true) {
            let _ = write!(
                line,
                "; more with --offset {} or --all",
                offset + returned as u64
            );
        }
        notes.push(line);
    }
    let mut view = View::new(data, Some("gaps"), columns)
        .empty_message("no gaps match (try a smaller --min-gap or fewer filters)");
    view.notes = notes;
    view
}

fn table_columns() -> Vec<Column> {
    vec![
        Column::path("PLAYER", "player_name"),
        Column::path("TEAM", "team"),
        Column::path("MARKET", "market"),
        Column::path("LINE", "line").kind(Kind::Num(2)),
        Column::path("GAP", "line_gap").kind(Kind::Num(2)),
        Column::path("N", "book_count").kind(Kind::Num(0)),
        Column::computed("LOW", |r| end_venue(r, "line_min")),
        Column::computed("HIGH", |r| end_venue(r, "line_max")),
        Column::computed("TIME (UTC)", |r| short_time_of(r, "event_time")),
    ]
}

/// The line at one end of a gap and the venue posting it (`13.5 fantasyace`; with
/// several venues at that line, `13.5 fantasyace +2`).
fn end_venue(row: &Value, end: &str) -> Value {
    let Some(target) = row.get(end).and_then(Value::as_f64) else {
        return Value::Null;
    };
    let at: Vec<&str> = row
        .get("books")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter(|b| {
            b.get("line")
                .and_then(Value::as_f64)
                .is_some_and(|l| (l - target).abs() < 1e-9)
        })
        .filter_map(|b| b.get("book").and_then(Value::as_str))
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
                Column::computed("books", |r| Value::String(books_text(r)))
            } else {
                Column::path(name, name)
            }
        })
        .collect()
}

/// A row's venues as `key:line` joined by `;`, lines as sent (`a:22.5;b:24`).
fn books_text(row: &Value) -> String {
    row.get("books")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .map(|b| {
            let key = b.get("book").and_then(Value::as_str).unwrap_or("");
            let line = b
                .get("line")
                .map_or_else(String::new, crate::output::view::scalar_text);
            format!("{key}:{line}")
        })
        .collect::<Vec<_>>()
        .join(";")
}

/// `--all` with CSV or NDJSON: write each page's rows as it arrives, inside the atomic
/// writer (a failed page leaves no file), so memory stays flat for any row count.
fn stream_all(ctx: &Context, args: &Args, format: Format) -> anyhow::Result<()> {
    let sport = ctx.sport(args.sport.as_deref(), BOARD_SPORTS, "gaps")?;
    let client = ctx.client()?;
    let path = routes::GAPS.path(&[&sport]);
    let query = remote_query(args);
    let bar = ctx.diag.progress("fetching gaps");
    let mut seen = 0usize;
    let result = ctx.output(format).write_with(|w| {
        let mut walk = |on_rows: &mut dyn FnMut(&[Value]) -> anyhow::Result<()>| {
            client.for_each_page(
                &path,
                query.pairs(),
                Some("gaps"),
                ALL_PAGE_SIZE,
                |page: Page| -> anyhow::Result<()> {
                    on_rows(&page.rows)?;
                    seen += page.rows.len();
                    progress(&bar, seen, page.total);
                    Ok(())
                },
            )
        };
        if format == Format::Csv {
            let columns = csv_columns();
            let mut out = csv::Writer::from_writer(w);
            out.write_record(CSV_COLUMNS)?;
            walk(&mut |rows| {
                for row in rows {
                    out.write_record(
                        columns
                            .iter()
                            .map(|c| crate::output::csv::cell(&c.value(row))),
                    )?;
                }
                Ok(())
            })?;
            out.flush()?;
        } else {
            walk(&mut |rows| {
                for row in rows {
                    serde_json::to_writer(&mut *w, row)?;
                    w.write_all(b"\n")?;
                }
                Ok(())
            })?;
        }
        Ok(())
    });
    bar.finish_and_clear();
    result.map_err(|e| match e.downcast::<EsxError>() {
        Ok(esx) => with_local_hint(esx, &sport).into(),
        Err(other) => other,
    })
}

/// `--local`: the `/gaps` envelope computed from `/props` with [`esx_odds::compute_gaps`],
/// the route's filters applied in esx, `source: "esx"`.
///
/// DFS venues (the rows gaps compare) are those that are neither the sportsbook nor a
/// prediction market: a venue is left out when `/v6/books` gives it a `kind` other than
/// `dfs`, when its key is a known prediction market (`kalshi`, `polymarket`), or when any
/// of its prop rows carries American `odds` (only the sportsbook prices props).
fn local_gaps(client: &crate::client::Client, args: &Args, sport: &str) -> anyhow::Result<Value> {
    let books = client.get_json(&routes::BOOKS.path(&[]), &[])?;
    let props = client.get_json(&routes::PROPS.path(&[sport]), &[])?;
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
    let shown: Vec<Value> = matching
        .iter()
        .skip(offset)
        .take(limit)
        .map(serde_json::to_value)
        .collect::<Result<_, _>>()?;
    let returned = shown.len();
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
/// Rows without a player, event, stat or numeric line are skipped.
fn prop_lines(props: &Value, books: &Value) -> (Vec<PropLine>, HashSet<String>) {
    let mut key_of_name: HashMap<String, String> = HashMap::new();
    let mut not_dfs: HashSet<String> = PREDICTION_MARKETS
        .iter()
        .map(|s| (*s).to_string())
        .collect();
    for b in books
        .get("books")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let Some(key) = b.get("key").and_then(Value::as_str) else {
            continue;
        };
        let key = key.to_ascii_lowercase();
        if let Some(name) = b.get("display_name").and_then(Value::as_str) {
            key_of_name.insert(name.to_string(), key.clone());
        }
        if b.get("kind")
            .and_then(Value::as_str)
            .is_some_and(|k| !k.eq_ignore_ascii_case("dfs"))
        {
            not_dfs.insert(key);
        }
    }
    let s = |row: &Value, k: &str| row.get(k).and_then(Value::as_str).map(str::to_string);
    let mut lines = Vec::new();
    for row in props
        .get("props")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let venue = s(row, "sportsbook_name")
            .map(|k| k.to_ascii_lowercase())
            .or_else(|| {
                s(row, "book_name").map(|n| {
                    key_of_name
                        .get(&n)
                        .cloned()
                        .unwrap_or_else(|| n.to_ascii_lowercase())
                })
            });
        let (Some(venue), Some(player_name), Some(event_id), Some(stat_type), Some(line)) = (
            venue,
            s(row, "player_name"),
            s(row, "eventId").or_else(|| s(row, "event_id")),
            s(row, "stat_type"),
            row.get("line").and_then(Value::as_f64),
        ) else {
            continue;
        };
        if row.get("odds").is_some_and(|o| !o.is_null()) {
            not_dfs.insert(venue.clone());
        }
        lines.push(PropLine {
            venue,
            prop_id: s(row, "propId").unwrap_or_default(),
            player_id: s(row, "canonical_player_id"),
            player_name,
            team: s(row, "team").unwrap_or_default(),
            opponent: s(row, "opponent").unwrap_or_default(),
            event_id,
            event_time: s(row, "event_time").unwrap_or_default(),
            stat_type,
            line,
            direction: s(row, "direction").unwrap_or_default(),
        });
    }
    (lines, not_dfs)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prop(book: &str, key: Option<&str>, line: f64, odds: Option<i64>) -> Value {
        json!({"propId": format!("p_{book}"), "eventId": "x_ev_1", "offerId": "o", "book_name": book,
               "sportsbook_name": key, "player_name": "s1mple", "stat_type": "CS2_KILLS_MAPS_1_2",
               "line": line, "direction": "over", "team": "NAVI", "opponent": "FaZe",
               "event_time": "2026-11-21T18:00:00.000Z", "odds": odds})
    }

    #[test]
    fn venue_kinds_follow_the_documented_rule() {
        let books = json!({"books": [
            {"key": "dfs_a", "display_name": "DFS A"},
            {"key": "sb", "display_name": "Book", "kind": "sportsbook"}]});
        let props = json!({"props": [
            prop("DFS A", None, 20.5, None),        // key via display name
            prop("Other", Some("dfs_b"), 22.5, None),
            prop("Book", None, 30.5, Some(-110)),
            prop("Priced", Some("pb"), 31.5, Some(-120)), // odds → sportsbook-like
            prop("Kalshi", Some("kalshi"), 40.0, None)]});
        let (lines, not_dfs) = prop_lines(&props, &books);
        assert_eq!(lines.len(), 5);
        assert_eq!(lines[0].venue, "dfs_a");
        for v in ["sb", "pb", "kalshi"] {
            assert!(not_dfs.contains(v), "{v}");
        }
        assert!(!not_dfs.contains("dfs_a") && !not_dfs.contains("dfs_b"));
        let gaps = esx_odds::compute_gaps(&lines, "cs2", 0.5, |v| !not_dfs.contains(v)).unwrap();
        assert_eq!(gaps.len(), 1);
        assert_eq!(gaps[0].line_gap, 2.0);
        assert_eq!(gaps[0].book_count, 2);
    }

    #[test]
    fn csv_books_and_columns_are_stable() {
        let row = json!({"books": [{"book": "a", "line": 22.5}, {"book": "b", "line": 24}]});
        assert_eq!(books_text(&row), "a:22.5;b:24");
        let gap = json!({"line_min": 13.5, "line_max": 17, "books": [
            {"book": "x", "line": 13.5}, {"book": "y", "line": 13.5}, {"book": "z", "line": 17}]});
        assert_eq!(end_venue(&gap, "line_min"), json!("13.5 x +1"));
        assert_eq!(end_venue(&gap, "line_max"), json!("17 z"));
        assert_eq!(end_venue(&json!({}), "line_min"), Value::Null);
        let titles: Vec<String> = csv_columns().into_iter().map(|c| c.title).collect();
        assert_eq!(titles, CSV_COLUMNS);
    }

    #[test]
    fn min_gap_must_be_non_negative() {
        assert_eq!(parse_min_gap("1.5"), Ok(1.5));
        assert!(parse_min_gap("-0.5").is_err());
        assert!(parse_min_gap("NaN").is_err());
        assert!(parse_min_gap("x").is_err());
    }
}
