//! `gaps --all` as CSV or NDJSON, streamed: each page read once into rows borrowed from
//! its body and written as it arrives (the buffered views print the same bytes through
//! `rows::GapRow`).

use std::io::Write;

use super::args::Args;
use super::remote::{ALL_PAGE_SIZE, progress, remote_query, with_local_hint};
use super::rows::CSV_COLUMNS;
use super::rows::push_venue;
use crate::client::Client;
use crate::client::pages::{Checked, PageFacts, RawPage, fingerprint_rows};
use crate::context::Context;
use crate::error::EsxError;
use crate::output::Format;
use esx_proto::models::{GapRowRef, GapsPage};
use esx_proto::routes;

/// `--all` with CSV or NDJSON: write each page's rows as it arrives, inside the atomic
/// writer (a failed page leaves no file), so memory stays flat for any row count. The
/// next page is fetched while this one is written; each page is read once, its rows
/// borrowed from the body (no `Value` tree, numbers printed as the service wrote them),
/// and that one reading also gives the paged walk its facts, checked before any row of
/// the page is written (issue 18.8: the page used to be scanned twice).
pub(super) fn stream_all(
    ctx: &Context,
    args: &Args,
    client: &Client,
    sport: &str,
    format: Format,
) -> anyhow::Result<()> {
    let path = routes::GAPS.path(&[sport]);
    let query = remote_query(args);
    let bar = ctx.diag().progress("fetching gaps");
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
pub(super) fn read_page<'a, T: serde::Deserialize<'a>>(
    page: &'a RawPage,
    path: &str,
) -> Result<T, EsxError> {
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
pub(super) fn write_csv_row<W: Write>(
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
pub(super) fn write_ndjson_row(
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
