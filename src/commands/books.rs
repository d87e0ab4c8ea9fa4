//! `esx books`: the venue registry (`GET /v6/books`).

use crate::output::{Column, Format, Kind, View};
use esx_proto::routes;

use crate::context::Context;

pub fn run(ctx: &Context) -> anyhow::Result<()> {
    let client = ctx.client()?;
    let data = client.get_json(&routes::BOOKS.path(&[]), &[])?;
    let view = View::new(
        data,
        Some("books"),
        vec![
            Column::path("ID", "book_id").kind(Kind::Num(0)),
            Column::path("KEY", "key"),
            Column::path("NAME", "display_name"),
        ],
    )
    .empty_message("the service lists no books");
    ctx.output(Format::Table).emit(&view)
}
