//! `esx books`: the venue registry (`GET /v6/books`).

use serde::Serialize;
use serde_json::{Number, Value};

use crate::output::typed::cell_of;
use crate::output::{Column, Format, Kind, Row, TypedView};
use esx_proto::models::{Book, BooksResponse};
use esx_proto::routes;

use crate::client::response::decode;

use crate::context::Context;

/// `esx books` takes no arguments of its own.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {}

pub(crate) fn run(ctx: &Context) -> anyhow::Result<()> {
    let client = ctx.client()?;
    let path = routes::BOOKS.path(&[]);
    let data = client.get_json(&path, &[])?;
    // Decoded once into the model (a wrong shape is exit 7 naming the field); JSON prints
    // the service's envelope as served, the table its rows.
    let books: BooksResponse = decode(&data, &path)?;
    // The venue kind (sportsbook, prediction_market, dfs): what a price there means;
    // shown when the service names it.
    let kinds = books.books.iter().any(|b| b.kind.is_some());
    let rows: Vec<BookRow<'_>> = books.books.iter().map(|b| BookRow::of(b, kinds)).collect();
    let view =
        TypedView::new(&data, &rows, columns(kinds)).empty_message("the service lists no books");
    ctx.output(Format::Table).emit_typed(view, || {})
}

/// One venue's row (fields in the columns' order: the CSV header and NDJSON keys).
#[derive(Serialize)]
struct BookRow<'a> {
    /// Any width, as served (the model keeps the number's text).
    book_id: &'a Number,
    key: &'a str,
    display_name: &'a str,
    /// `None` while no venue has a kind (the column is not shown): left out.
    #[serde(flatten)]
    kind: Option<KindCell<'a>>,
}

/// The venue kind's cell, `null` for a venue the service gives none.
#[derive(Serialize)]
struct KindCell<'a> {
    kind: Option<&'a str>,
}

impl Row for BookRow<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "book_id" => cell_of(self.book_id),
            "key" => cell_of(self.key),
            "display_name" => cell_of(self.display_name),
            "kind" => cell_of(&self.kind.as_ref()?.kind),
            _ => return None,
        })
    }
}

impl<'a> BookRow<'a> {
    fn of(b: &'a Book, kinds: bool) -> Self {
        Self {
            book_id: &b.book_id,
            key: &b.key,
            display_name: &b.display_name,
            kind: kinds.then_some(KindCell {
                kind: b.kind.as_deref(),
            }),
        }
    }
}

fn columns(kinds: bool) -> Vec<Column> {
    let mut columns = vec![
        Column::path("ID", "book_id").kind(Kind::Line).rank(2),
        Column::path("KEY", "key").kind(Kind::Id).rank(0),
        Column::path("NAME", "display_name").rank(1),
    ];
    if kinds {
        columns.push(Column::path("KIND", "kind").rank(0));
    }
    columns
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Board;

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::typed::testing::check_row;

    /// A 30-digit id passes through whole; the kind column comes and goes with kinds.
    #[test]
    fn a_book_row_is_its_columns() {
        let served: BooksResponse = serde_json::from_str(
            r#"{"source":"s","total_books":1,"books":[{"book_id":123456789012345678901234567890,
            "key":"thunderpick","display_name":"Thunderpick","kind":"sportsbook"}]}"#,
        )
        .unwrap();
        for kinds in [true, false] {
            let row = BookRow::of(&served.books[0], kinds);
            check_row(&row, &columns(kinds));
        }
        let row = BookRow::of(&served.books[0], true);
        assert_eq!(
            serde_json::to_string(&row).unwrap(),
            r#"{"book_id":123456789012345678901234567890,"key":"thunderpick","display_name":"Thunderpick","kind":"sportsbook"}"#
        );
    }
}
