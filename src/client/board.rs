//! The props boards (`/props`, `/player-props`): asked for whole, as the interface says
//! (no `limit`), and followed page by page to the end when the service pages them anyway
//! (its envelope says `has_more: true`). The real service pages these routes (upstream
//! notes: `limit` ≤ 500, `offset`, `has_more`), so every reader of the board goes through
//! here rather than trusting one answer to be the whole board.

use serde_json::Value;

use super::http::Client;
use super::pages::{PageWalk, fingerprint, page_has_more};
use crate::error::EsxError;

/// What following a board needs from one page's envelope.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct BoardPage {
    /// The envelope's `has_more` (absent: false).
    pub(crate) has_more: bool,
    /// The offset the page starts at (the envelope's `offset`, else 0).
    pub(crate) offset: u64,
    /// The page size the service chose (the envelope's `limit`), if it says.
    pub(crate) limit: Option<u64>,
    /// How many rows the paged array holds: `groups` when the page has them (the grouped
    /// board pages its groups), else `props`.
    pub(crate) rows: u64,
    /// The first and last rows' identity (their compact JSON text), to spot a service
    /// that ignores `offset` and sends the same page again.
    pub(crate) fingerprint: Option<u64>,
}

impl BoardPage {
    /// The paging facts of a page already parsed.
    ///
    /// # Errors
    /// A `has_more` that is not a boolean (exit 7, as for every paged route).
    pub(crate) fn of_value(page: &Value, path: &str) -> Result<Self, EsxError> {
        let offset = page.get("offset").and_then(Value::as_u64).unwrap_or(0);
        let has_more = page_has_more(page.get("has_more"), path, offset)?;
        let rows = paged_rows(page).map_or(&[][..], Vec::as_slice);
        let ends = rows.first().zip(rows.last()).map(|(a, b)| {
            fingerprint(
                rows.len() as u64,
                [a.to_string().as_bytes(), b.to_string().as_bytes()],
            )
        });
        Ok(Self {
            has_more,
            offset,
            limit: page.get("limit").and_then(Value::as_u64),
            rows: rows.len() as u64,
            fingerprint: ends,
        })
    }

    /// The paging facts of a page's body, read without keeping it parsed.
    ///
    /// # Errors
    /// A body that is not JSON, or a `has_more` that is not a boolean (exit 7).
    pub(crate) fn of_body(body: &[u8], path: &str, asked_offset: u64) -> Result<Self, EsxError> {
        let page = parse_page(body, path, asked_offset)?;
        Self::of_value(&page, path)
    }
}

/// The array a board page pages: `groups` on the grouped board, else `props`.
fn paged_rows(page: &Value) -> Option<&Vec<Value>> {
    page.get("groups")
        .and_then(Value::as_array)
        .or_else(|| page.get("props").and_then(Value::as_array))
}

/// A later page's body as JSON, every number as written (as `get_json` reads the first).
fn parse_page(body: &[u8], path: &str, offset: u64) -> Result<Value, EsxError> {
    super::exact::parse(body).map_err(|e| {
        EsxError::bad_response(format!(
            "the page at offset {offset} of {path} is not the documented JSON: {}; check --base-url",
            super::response::not_json(body, &e)
        ))
    })
}

impl Client {
    /// A whole board as one envelope: the answer to `query` as asked and, when it says
    /// `has_more`, every later page's `groups` and `props` appended to it (`has_more` then
    /// false, `returned` the rows held). One request when the service does not page.
    ///
    /// # Errors
    /// Any failing page, or a paging answer that cannot end (see [`Client::board_rest`]).
    pub(crate) fn get_board(
        &self,
        path: &str,
        query: &[(String, String)],
    ) -> Result<Value, EsxError> {
        let mut board = self.get_json(path, query)?;
        let first = BoardPage::of_value(&board, path)?;
        if !first.has_more {
            return Ok(board);
        }
        let mut offset = first.offset;
        let mut rows = first.rows;
        for body in self.board_rest(path, query, &first)? {
            offset += rows;
            let mut page = parse_page(&body, path, offset)?;
            rows = BoardPage::of_value(&page, path)?.rows;
            for key in ["groups", "props"] {
                let Some(Value::Array(more)) = page.get_mut(key).map(Value::take) else {
                    continue;
                };
                if let Some(Value::Array(held)) = board.get_mut(key) {
                    held.extend(more);
                }
            }
        }
        let held = paged_rows(&board).map_or(0, Vec::len);
        if let Value::Object(map) = &mut board {
            map.insert("has_more".into(), Value::Bool(false));
            if map.contains_key("returned") {
                map.insert("returned".into(), Value::from(held));
            }
            if map.contains_key("limit") {
                map.insert("limit".into(), Value::from(held));
            }
        }
        Ok(board)
    }

    /// The bodies of a board's later pages, for a caller that reads the board straight
    /// from the bytes ([`Client::get_bytes`] for the first page, then
    /// [`super::response::decode_body`]): call it when the first page's `has_more` is
    /// true. The walk is [`Client::get_board`]'s, its paging facts read from `first` (a
    /// page, so small: the parse costs little), so a paged board is followed the same
    /// way whichever way it is read.
    ///
    /// # Errors
    /// A first page that is not JSON, any failing page, or a walk that cannot end.
    pub(crate) fn board_after(
        &self,
        path: &str,
        query: &[(String, String)],
        first: &[u8],
    ) -> Result<Vec<Vec<u8>>, EsxError> {
        let page = BoardPage::of_body(first, path, 0)?;
        if !page.has_more {
            return Ok(Vec::new());
        }
        self.board_rest(path, query, &page)
    }

    /// The bodies of the pages after `first` (a page of `path` asked with `query` that
    /// said `has_more`), in order, until one says `has_more: false`. Each asks for the next
    /// `offset` with the page size the service chose (its `limit`, else the first page's
    /// row count), since a service that pages unasked may not page the same way again.
    /// The walk's rules are `--all`'s: an empty page that says `has_more`, the same page
    /// again, or more than `--max-pages` pages is a malformed answer (exit 7).
    ///
    /// # Errors
    /// Any failing page, or a walk that cannot end.
    pub(crate) fn board_rest(
        &self,
        path: &str,
        query: &[(String, String)],
        first: &BoardPage,
    ) -> Result<Vec<Vec<u8>>, EsxError> {
        let size = first.limit.filter(|&l| l > 0).unwrap_or(first.rows).max(1);
        let base: Vec<(String, String)> = query
            .iter()
            .filter(|(k, _)| k != "offset" && k != "limit")
            .cloned()
            .collect();
        let mut walk = PageWalk::new(path, self.max_pages());
        let mut next = walk.next(
            first.offset,
            first.rows,
            first.has_more,
            None,
            first.fingerprint,
        )?;
        let mut bodies = Vec::new();
        while let Some(offset) = next {
            let mut q = base.clone();
            q.push(("limit".into(), size.to_string()));
            q.push(("offset".into(), offset.to_string()));
            let body = self.get_bytes(path, &q)?;
            let page = BoardPage::of_body(&body, path, offset)?;
            next = walk.next(offset, page.rows, page.has_more, None, page.fingerprint)?;
            bodies.push(body);
        }
        Ok(bodies)
    }
}
