//! `esx.middle` on the service's gap rows (DESIGN.md "Gaps say what they are"), read
//! from one `/props` answer; `--local` rows get theirs where they are computed.

use serde::Deserialize;
use std::collections::HashSet;

use esx_odds::PropLine;
use esx_proto::models::{BooksResponse, PropsResponse};
use esx_proto::routes;
use serde_json::{Value, json};

use super::prop_lines;
use crate::client::Client;
use crate::client::response::decode;
use crate::context::Context;
use crate::error::EsxError;

/// Each service gap row gets `esx.middle` (DESIGN.md "Gaps say what they are"): whether
/// the venue with the lowest line posts the over at it and the one with the highest line
/// the under, read from one `/props` answer (its first page: one bounded request per
/// run). When `/props` cannot be read the rows stay as served and a warning says why.
pub(super) fn mark_middles(ctx: &Context, client: &Client, sport: &str, data: &mut Value) {
    if crate::rows::raw_mut(data, "gaps").is_none_or(|rows| rows.is_empty()) {
        return;
    }
    let fetched = (|| -> Result<(Vec<PropLine>, HashSet<String>), EsxError> {
        let books_route = routes::BOOKS.path(&[]);
        let props_route = routes::PROPS.path(&[sport]);
        let books_value = client.get_json(&books_route, &[])?;
        let props_value = client.get_json(&props_route, &[])?;
        let books: BooksResponse = decode(&books_value, &books_route)?;
        let props: PropsResponse = decode(&props_value, &props_route)?;
        Ok(prop_lines(&props, &books))
    })();
    let lines = match fetched {
        Ok((lines, _)) => lines,
        Err(e) => {
            ctx.diag.warn(&format!(
                "esx.middle left out: /props could not be read: {e}"
            ));
            return;
        }
    };
    let Some(rows) = crate::rows::raw_mut(data, "gaps") else {
        return;
    };
    for row in rows {
        let middle = served_gap(row).is_some_and(|g| esx_odds::gaps::is_middle(&g, &lines));
        if let Value::Object(map) = row {
            let esx = map.entry("esx").or_insert_with(|| json!({}));
            if let Value::Object(e) = esx {
                e.insert("middle".into(), Value::Bool(middle));
            }
        }
    }
}

/// The parts of a served gap row a middle is read from (unknown fields ignored).
#[derive(serde::Deserialize)]
struct ServedGap {
    #[serde(default)]
    gap_id: Option<String>,
    #[serde(default)]
    player_id: Option<String>,
    player_name: String,
    event_id: String,
    stat_type: String,
    books: Vec<ServedBook>,
}

/// A venue and its line in a served gap row (the line a number or numeric text).
#[derive(serde::Deserialize)]
struct ServedBook {
    book: String,
    line: Value,
}

/// A served gap row as a [`esx_odds::gaps::Gap`]: who, which event and stat, and its
/// venues by line ascending (venue keys in lower case, as `/props` rows are keyed).
fn served_gap(row: &Value) -> Option<esx_odds::gaps::Gap> {
    let g = ServedGap::deserialize(row).ok()?;
    let num = |v: &Value| {
        v.as_f64()
            .or_else(|| v.as_str().and_then(|s| s.trim().parse().ok()))
    };
    let mut books: Vec<esx_odds::gaps::GapBook> = g
        .books
        .iter()
        .filter_map(|b| {
            Some(esx_odds::gaps::GapBook {
                book: b.book.to_ascii_lowercase(),
                line: num(&b.line)?,
                prop_id: String::new(),
                direction: String::new(),
            })
        })
        .collect();
    books.sort_by(|a, b| a.line.total_cmp(&b.line).then_with(|| a.book.cmp(&b.book)));
    Some(esx_odds::gaps::Gap {
        gap_id: g.gap_id.unwrap_or_default(),
        player_id: g.player_id,
        player_name: g.player_name,
        team: String::new(),
        opponent: String::new(),
        event_id: g.event_id,
        event_time: String::new(),
        stat_type: g.stat_type,
        market: String::new(),
        line: 0.0,
        line_min: 0.0,
        line_max: 0.0,
        line_gap: 0.0,
        book_count: books.len(),
        books,
    })
}
