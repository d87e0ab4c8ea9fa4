//! `esx.middle` on gap rows (DESIGN.md settled point 8), served or `--local`: each row's
//! middle valued by [`crate::middles`] from one `/props` answer (the one `--local` read,
//! else one more request).

use esx_odds::PropLine;
use esx_odds::gaps::{Gap, GapBook};
use esx_odds::middle::Middle;
use esx_proto::models::{BooksResponse, GapRowServed, PropsResponse};
use esx_proto::routes;

use super::local::{prop_lines, prop_odds};
use crate::client::Client;
use crate::client::response::decode;
use crate::context::Context;
use crate::error::EsxError;

/// A props board as the middles read it: every row (`odds[i]` the American odds of
/// `lines[i]`, sportsbook rows only).
pub(super) struct Board {
    pub(crate) lines: Vec<PropLine>,
    pub(crate) odds: Vec<Option<i64>>,
}

impl Board {
    /// One `/props` answer (its first page: one bounded request per run) and
    /// `/v6/books`.
    pub(super) fn fetch(client: &Client, sport: &str) -> Result<Self, EsxError> {
        let books_route = routes::BOOKS.path(&[]);
        let props_route = routes::PROPS.path(&[sport]);
        let books_value = client.get_json(&books_route, &[])?;
        let props_value = client.get_json(&props_route, &[])?;
        let books: BooksResponse = decode(&books_value, &books_route)?;
        let props: PropsResponse = decode(&props_value, &props_route)?;
        Ok(Self {
            lines: prop_lines(&props, &books).0,
            odds: prop_odds(&props),
        })
    }
}

/// Row for row, each gap's middle (`None`: no middle) valued from `board` with the
/// profile's payouts, push rules and `k`; a bad config value is exit 2.
pub(super) fn middles(
    ctx: &Context,
    board: Board,
    rows: &[GapRowServed],
) -> anyhow::Result<Vec<Option<Middle>>> {
    let file = ctx.config();
    let profile = ctx.profile().to_string();
    let config = move |key: &str| file.get_text(&profile, key);
    let mut valuer = crate::middles::Valuer::new(board.lines, &board.odds, &config);
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        out.push(valuer.middle(&served_gap(row))?);
    }
    Ok(out)
}

/// The board for a service answer's middles: `None` (the rows printed as served, a
/// warning says why) when `/props` cannot be read, unless `required` (`--middles`, which
/// cannot keep rows without it: the error).
pub(super) fn fetch_board(
    ctx: &Context,
    client: &Client,
    sport: &str,
    required: bool,
) -> Result<Option<Board>, EsxError> {
    match Board::fetch(client, sport) {
        Ok(b) => Ok(Some(b)),
        Err(e) if required => Err(e),
        Err(e) => {
            ctx.diag().warn(&format!(
                "esx.middle left out: /props could not be read: {e}"
            ));
            Ok(None)
        }
    }
}

/// A gap row as a [`Gap`]: who, which event and stat, and its venues by line
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
