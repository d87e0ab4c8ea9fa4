//! `esx books`: the venue registry (`GET /v6/books`).

use crate::output::{Column, Format, Kind, View};
use esx_proto::models::BooksResponse;
use esx_proto::routes;

use crate::client::response::decode;

use crate::context::Context;

pub fn run(ctx: &Context) -> anyhow::Result<()> {
    let client = ctx.client()?;
    let path = routes::BOOKS.path(&[]);
    let data = client.get_json(&path, &[])?;
    // Checked against the model (a wrong shape is exit 7 naming the field); the table
    // and JSON print the service's own rows.
    let books: BooksResponse = decode(&data, &path)?;
    let mut columns = vec![
        Column::path("ID", "book_id").kind(Kind::Line).rank(2),
        Column::path("KEY", "key").kind(Kind::Id).rank(0),
        Column::path("NAME", "display_name").rank(1),
    ];
    // The venue kind (sportsbook, prediction_market, dfs): what a price there means;
    // shown when the service names it.
    if books.books.iter().any(|b| b.kind.is_some()) {
        columns.push(Column::path("KIND", "kind").rank(0));
    }
    let view = View::new(data, Some("books"), columns).empty_message("the service lists no books");
    ctx.output(Format::Table).emit(&view)
}
