//! `esx.middle` on the service's gap rows (DESIGN.md "Gaps say what they are"), read
//! from one `/props` answer; `--local` rows get theirs where they are computed.

use esx_odds::PropLine;
use esx_odds::gaps::{Gap, GapBook};
use esx_proto::models::{BooksResponse, GapRowServed, PropsResponse};
use esx_proto::routes;

use super::local::prop_lines;
use crate::client::Client;
use crate::client::response::decode;
use crate::context::Context;
use crate::error::EsxError;

/// Row for row, whether each service gap is a middle (DESIGN.md "Gaps say what they
/// are"): whether the venue with the lowest line posts the over at it and the one with
/// the highest line the under, read from one `/props` answer (its first page: one
/// bounded request per run). `None` (the rows printed as served) when there are no rows,
/// or when `/props` cannot be read (a warning says why).
pub(super) fn middles(
    ctx: &Context,
    client: &Client,
    sport: &str,
    rows: &[GapRowServed],
) -> Option<Vec<bool>> {
    if rows.is_empty() {
        return None;
    }
    let fetched = (|| -> Result<Vec<PropLine>, EsxError> {
        let books_route = routes::BOOKS.path(&[]);
        let props_route = routes::PROPS.path(&[sport]);
        let books_value = client.get_json(&books_route, &[])?;
        let props_value = client.get_json(&props_route, &[])?;
        let books: BooksResponse = decode(&books_value, &books_route)?;
        let props: PropsResponse = decode(&props_value, &props_route)?;
        Ok(prop_lines(&props, &books).0)
    })();
    let lines = match fetched {
        Ok(lines) => lines,
        Err(e) => {
            ctx.diag.warn(&format!(
                "esx.middle left out: /props could not be read: {e}"
            ));
            return None;
        }
    };
    Some(
        rows.iter()
            .map(|row| esx_odds::gaps::is_middle(&served_gap(row), &lines))
            .collect(),
    )
}

/// A served gap row as a [`Gap`]: who, which event and stat, and its venues by line
/// ascending (venue keys in lower case, as `/props` rows are keyed).
fn served_gap(g: &GapRowServed) -> Gap {
    let mut books: Vec<GapBook> = g
        .books
        .iter()
        .filter_map(|b| {
            Some(GapBook {
                book: b.book.to_ascii_lowercase(),
                line: b.line.as_f64()?,
                prop_id: String::new(),
                direction: String::new(),
            })
        })
        .collect();
    books.sort_by(|a, b| a.line.total_cmp(&b.line).then_with(|| a.book.cmp(&b.book)));
    Gap {
        gap_id: g.gap_id.clone(),
        player_id: g.player_id.clone(),
        player_name: g.player_name.clone(),
        team: String::new(),
        opponent: String::new(),
        event_id: g.event_id.clone(),
        event_time: String::new(),
        stat_type: g.stat_type.clone(),
        market: String::new(),
        line: 0.0,
        line_min: 0.0,
        line_max: 0.0,
        line_gap: 0.0,
        book_count: books.len(),
        books,
    }
}
