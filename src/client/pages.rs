//! Pagination: follow `limit`/`offset` to the end, page by page or merged.

use serde_json::Value;

use super::ahead::{Ahead, Plan, StopOnDrop};
use super::http::Client;
use crate::error::EsxError;

impl Client {
    /// Follow `limit`/`offset` pagination to the end, merging the row arrays into the
    /// first page's envelope (`returned` and `has_more` updated to match). Any failing
    /// page fails the whole call. `rows_key` names the row array; `None` takes the first
    /// array of the first page. `on_page(rows_so_far, total)` reports progress.
    pub fn get_all(
        &self,
        path: &str,
        query: &[(String, String)],
        rows_key: Option<&str>,
        page_size: u32,
        on_page: &mut dyn FnMut(usize, Option<u64>),
    ) -> Result<Value, EsxError> {
        let mut envelope: Option<(Value, String, u64)> = None;
        let mut rows: Vec<Value> = Vec::new();
        self.for_each_page(path, query, rows_key, page_size, |page: Page| {
            rows.extend(page.rows);
            on_page(rows.len(), page.total);
            if envelope.is_none() {
                envelope = Some((page.envelope, page.rows_key, page.offset));
            }
            Ok::<(), EsxError>(())
        })?;
        let Some((mut env, key, start_offset)) = envelope else {
            return Ok(Value::Object(serde_json::Map::new()));
        };
        if let Value::Object(map) = &mut env {
            let count = rows.len();
            map.insert(key, Value::Array(rows));
            if map.contains_key("returned") {
                map.insert("returned".into(), Value::from(count));
            }
            if map.contains_key("has_more") {
                map.insert("has_more".into(), Value::Bool(false));
            }
            if map.contains_key("offset") {
                map.insert("offset".into(), Value::from(start_offset));
            }
            if map.contains_key("limit") {
                map.insert("limit".into(), Value::from(count));
            }
        }
        Ok(env)
    }

    /// Follow `limit`/`offset` pagination to the end, handing each page to `on_page` as
    /// it arrives (so a caller can stream rows out and keep memory flat). The query's
    /// own `offset` is the starting point; its `limit` is replaced by `page_size`.
    /// Stops after a page whose `has_more` is not `true`; a failing page (or a failing
    /// callback) stops the walk with that error. A page that says `has_more` but sent no
    /// rows is a malformed answer, not a reason to loop forever.
    pub fn for_each_page<E: From<EsxError>>(
        &self,
        path: &str,
        query: &[(String, String)],
        rows_key: Option<&str>,
        page_size: u32,
        mut on_page: impl FnMut(Page) -> Result<(), E>,
    ) -> Result<(), E> {
        let (start_offset, base_query) = page_query(query, page_size);
        let mut offset = start_offset;
        let mut key: Option<String> = rows_key.map(str::to_string);
        let mut walk = PageWalk::new(path, self.max_pages());
        loop {
            let mut q = base_query.clone();
            q.push(("offset".into(), offset.to_string()));
            let mut page = self.get_json(path, &q)?;
            if key.is_none() {
                key = page
                    .as_object()
                    .and_then(|m| m.iter().find(|(_, v)| v.is_array()))
                    .map(|(k, _)| k.clone());
            }
            let rows_key = key.clone().ok_or_else(|| {
                EsxError::usage(format!(
                    "{path} has no array to paginate; name one with --rows KEY"
                ))
            })?;
            let Some(Value::Array(page_rows)) = page.get_mut(&rows_key).map(Value::take) else {
                return Err(EsxError::bad_response(format!(
                    "page at offset {offset} of {path} has no `{rows_key}` array; the service's answer is not the documented JSON"
                ))
                .into());
            };
            let has_more = page_has_more(page.get("has_more"), path, offset)?;
            let total = page_total(page.get("total"), path, offset)?;
            let n = page_rows.len() as u64;
            let fingerprint = match (page_rows.first(), page_rows.last()) {
                (Some(a), Some(b)) => Some(fingerprint(
                    n,
                    [a.to_string().as_bytes(), b.to_string().as_bytes()],
                )),
                _ => None,
            };
            let next = walk.next(offset, n, has_more, total, fingerprint)?;
            on_page(Page {
                envelope: page,
                rows_key,
                rows: page_rows,
                offset,
                total,
                has_more,
            })?;
            match next {
                Some(n) => offset = n,
                None => return Ok(()),
            }
        }
    }
}

/// Where a walk starts (the query's own `offset`) and the query every page shares (its
/// `limit` replaced by `page_size`; each page adds its `offset`).
fn page_query(query: &[(String, String)], page_size: u32) -> (u64, Vec<(String, String)>) {
    let start_offset = query
        .iter()
        .find(|(k, _)| k == "offset")
        .and_then(|(_, v)| v.parse().ok())
        .unwrap_or(0);
    let mut base: Vec<(String, String)> = query
        .iter()
        .filter(|(k, _)| k != "offset" && k != "limit")
        .cloned()
        .collect();
    base.push(("limit".into(), page_size.to_string()));
    (start_offset, base)
}

/// The rules every paginated walk follows, so a hostile or broken server cannot make
/// `--all` fetch forever: an empty page, the same page again (offset ignored) or more
/// pages than `--max-pages` while `has_more` stays true is a malformed answer (exit 7);
/// reaching `total` ends the walk.
pub(super) struct PageWalk<'p> {
    path: &'p str,
    max_pages: u64,
    pages: u64,
    /// The previous page's fingerprint (row count and its first and last rows).
    previous: Option<u64>,
}

impl<'p> PageWalk<'p> {
    pub(super) fn new(path: &'p str, max_pages: u64) -> Self {
        Self {
            path,
            max_pages: max_pages.max(1),
            pages: 0,
            previous: None,
        }
    }

    /// After the page at `offset` (its row count, `has_more`, `total` and fingerprint):
    /// the next page's offset, `None` when the walk is done, or why it must stop.
    pub(super) fn next(
        &mut self,
        offset: u64,
        rows: u64,
        has_more: bool,
        total: Option<u64>,
        fingerprint: Option<u64>,
    ) -> Result<Option<u64>, EsxError> {
        let path = self.path;
        self.pages += 1;
        let repeated = fingerprint.is_some() && self.previous == fingerprint;
        self.previous = fingerprint;
        if has_more && repeated {
            return Err(EsxError::bad_response(format!(
                "{path} sent the same page again at offset {offset} (it ignores offset); stopping rather than looping"
            )));
        }
        let end = offset.saturating_add(rows);
        if !has_more || total.is_some_and(|t| end >= t) {
            return Ok(None);
        }
        if rows == 0 {
            return Err(EsxError::bad_response(format!(
                "{path} says has_more at offset {offset} but sent no rows; stopping rather than looping"
            )));
        }
        if self.pages >= self.max_pages {
            return Err(EsxError::bad_response(format!(
                "{path} still says has_more after {} pages ({end} rows); stopping at --max-pages {} (raise it if the data really is that large)",
                self.pages, self.max_pages
            )));
        }
        Ok(Some(end))
    }
}

/// A page's identity for spotting a repeat: its row count and its first and last rows.
pub(super) fn fingerprint(rows: u64, ends: [&[u8]; 2]) -> u64 {
    use std::hash::{Hash as _, Hasher as _};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    rows.hash(&mut h);
    ends.hash(&mut h);
    h.finish()
}

/// `has_more`: absent or null is false; anything but a boolean is a malformed answer.
pub(super) fn page_has_more(v: Option<&Value>, path: &str, offset: u64) -> Result<bool, EsxError> {
    match v {
        None | Some(Value::Null) => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(other) => Err(wrong_type(path, offset, "has_more", "true or false", other)),
    }
}

/// `total`: absent or null is unknown; anything but a count is a malformed answer.
fn page_total(v: Option<&Value>, path: &str, offset: u64) -> Result<Option<u64>, EsxError> {
    match v {
        None | Some(Value::Null) => Ok(None),
        Some(v) => v
            .as_u64()
            .map(Some)
            .ok_or_else(|| wrong_type(path, offset, "total", "a count", v)),
    }
}

/// A pagination field of the wrong type (`has_more: "true"`) is a malformed answer, never
/// a silent end of the export.
fn wrong_type(path: &str, offset: u64, field: &str, want: &str, got: &Value) -> EsxError {
    let shown: String = got.to_string().chars().take(40).collect();
    EsxError::bad_response(format!(
        "page at offset {offset} of {path}: `{field}` should be {want}, got {shown}; the service's answer is not the documented JSON"
    ))
}

/// One page of a paginated route, as [`Client::for_each_page`] hands it over.
#[derive(Debug)]
pub struct Page {
    /// The page's envelope with its row array taken out (left as `null`).
    pub envelope: Value,
    /// The name of the row array.
    pub rows_key: String,
    /// The page's rows.
    pub rows: Vec<Value>,
    /// The offset this page was asked for.
    pub offset: u64,
    /// The envelope's `total`, when it sent one.
    pub total: Option<u64>,
    /// The envelope's `has_more`.
    pub has_more: bool,
}

/// One page of a paginated route as served: its body bytes (for a caller that reads the
/// rows borrowed from them) and what the walk read from its envelope.
#[derive(Debug)]
pub struct RawPage {
    /// The body exactly as served.
    pub body: Vec<u8>,
    /// The offset this page was asked for.
    pub offset: u64,
    /// How many rows its row array holds.
    pub rows: u64,
    /// The envelope's `total`, when it sent one.
    pub total: Option<u64>,
    /// The envelope's `has_more`.
    pub has_more: bool,
    /// The first and last rows' identity, to spot a server that ignores `offset`.
    pub fingerprint: Option<u64>,
}

impl Client {
    /// Like [`Client::for_each_page`], but each page is handed over as its body bytes,
    /// and later pages are fetched while `on_page` handles earlier ones, so the network
    /// wait overlaps the caller's parsing and writing. Once the first page gives the
    /// `total`, the pages it implies are fetched over up to three connections at once
    /// (one once the key is rate limited) and handed over in order: at most six wait in
    /// memory besides the one being handled. Every page still goes through the walk's
    /// checks in order, before `on_page` sees it; a page that leads elsewhere than the
    /// total implied (fewer rows, an early end) ends the plan and the walk goes on one
    /// page at a time from where that page leads, so the pages handed over are those a
    /// walk one page at a time would hand over. Any failing page (or callback) stops the
    /// walk with that error; pages fetched past it are dropped unseen.
    pub fn stream_pages<E: From<EsxError>>(
        &self,
        path: &str,
        query: &[(String, String)],
        rows_key: &str,
        page_size: u32,
        mut on_page: impl FnMut(RawPage) -> Result<(), E>,
    ) -> Result<(), E> {
        let (start_offset, base_query) = page_query(query, page_size);
        let fetch = |offset: u64| self.fetch_raw_page(path, &base_query, rows_key, offset);
        let mut walk = PageWalk::new(path, self.max_pages());
        let first = fetch(start_offset)?;
        let mut next = walk.next(
            start_offset,
            first.rows,
            first.has_more,
            first.total,
            first.fingerprint,
        )?;
        let ahead = next
            .and_then(|n| Plan::after(n, first.rows, first.total, self.max_pages()))
            .map(Ahead::new);
        std::thread::scope(|scope| {
            if let Some(ahead) = &ahead {
                let _stop = StopOnDrop(ahead);
                for thread in 0..ahead.threads() {
                    let (rate, fetch) = (self.rate_limit(), &fetch);
                    scope.spawn(move || ahead.work(thread, rate, fetch));
                }
                on_page(first)?;
                let mut k = 0;
                while let Some(offset) = next {
                    if k >= ahead.plan.count || ahead.plan.offset(k) != offset {
                        break;
                    }
                    let page = ahead.take(k)?;
                    next = walk.next(
                        offset,
                        page.rows,
                        page.has_more,
                        page.total,
                        page.fingerprint,
                    )?;
                    on_page(page)?;
                    k += 1;
                }
            } else {
                on_page(first)?;
            }
            match next {
                Some(offset) => {
                    self.stream_rest(path, &base_query, rows_key, offset, walk, on_page)
                }
                None => Ok(()),
            }
        })
    }

    /// The rest of a walk from `offset`, one request at a time: the next page is fetched
    /// (on a second thread) while `on_page` handles this one; at most two pages wait in
    /// memory besides the one being handled.
    fn stream_rest<E: From<EsxError>>(
        &self,
        path: &str,
        base_query: &[(String, String)],
        rows_key: &str,
        start_offset: u64,
        mut walk: PageWalk<'_>,
        mut on_page: impl FnMut(RawPage) -> Result<(), E>,
    ) -> Result<(), E> {
        let (tx, rx) = std::sync::mpsc::sync_channel::<Result<RawPage, EsxError>>(1);
        std::thread::scope(|scope| {
            scope.spawn(move || {
                let mut offset = start_offset;
                loop {
                    let mut page = self.fetch_raw_page(path, base_query, rows_key, offset);
                    let next = match &page {
                        Ok(p) => {
                            match walk.next(offset, p.rows, p.has_more, p.total, p.fingerprint) {
                                Ok(next) => next,
                                Err(e) => {
                                    page = Err(e);
                                    None
                                }
                            }
                        }
                        Err(_) => None,
                    };
                    // A send fails only when the caller stopped reading: stop too.
                    if tx.send(page).is_err() {
                        return;
                    }
                    match next {
                        Some(n) => offset = n,
                        None => return,
                    }
                }
            });
            // Returning early drops `rx`, which ends the fetching thread at its next send.
            for page in rx {
                on_page(page?)?;
            }
            Ok(())
        })
    }

    /// One page's bytes and its envelope's `has_more`, `total` and row count (a quick
    /// pass over the body that builds nothing).
    fn fetch_raw_page(
        &self,
        path: &str,
        base_query: &[(String, String)],
        rows_key: &str,
        offset: u64,
    ) -> Result<RawPage, EsxError> {
        let mut q = base_query.to_vec();
        q.push(("offset".into(), offset.to_string()));
        let body = self.get_bytes(path, &q)?;
        let mut de = serde_json::Deserializer::from_slice(&body);
        let meta = serde::Deserializer::deserialize_map(&mut de, MetaVisitor { rows_key })
            // Bytes after the object are malformed JSON too.
            .and_then(|m| de.end().map(|()| m))
            .map_err(|e| {
                let what = if body.first().is_some_and(|b| *b == b'{' || *b == b'[') {
                    format!("truncated or malformed JSON ({e})")
                } else {
                    crate::error::summarize_body(&body)
                };
                EsxError::bad_response(format!(
                    "the page at offset {offset} of {path} is not the documented JSON: {what}; check --base-url"
                ))
            })?;
        let Some(rows) = meta.rows else {
            return Err(EsxError::bad_response(format!(
                "page at offset {offset} of {path} has no `{rows_key}` array; the service's answer is not the documented JSON"
            )));
        };
        let has_more = page_has_more(meta.has_more.as_ref(), path, offset)?;
        let total = page_total(meta.total.as_ref(), path, offset)?;
        Ok(RawPage {
            fingerprint: meta.ends.map(|ends| fingerprint(rows, [&ends.0, &ends.1])),
            body,
            offset,
            rows,
            total,
            has_more,
        })
    }
}

/// What the walk needs from a page's envelope.
#[derive(Default)]
struct Meta {
    rows: Option<u64>,
    /// The first and last rows' text, to fingerprint the page.
    ends: Option<(Vec<u8>, Vec<u8>)>,
    total: Option<Value>,
    has_more: Option<Value>,
}

/// Reads a page's envelope: counts the row array's elements without building them (the
/// first and last are kept as raw text, for the repeat check), and takes `has_more` and
/// `total` as sent, to be checked like [`Client::for_each_page`] checks them.
struct MetaVisitor<'k> {
    rows_key: &'k str,
}

impl<'de> serde::de::Visitor<'de> for MetaVisitor<'_> {
    type Value = Meta;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "a JSON object with a `{}` array", self.rows_key)
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Meta, A::Error> {
        let mut meta = Meta::default();
        while let Some(key) = map.next_key::<String>()? {
            if key == self.rows_key {
                let count = map.next_value::<RowCount>()?;
                meta.rows = count.rows;
                meta.ends = count.ends;
            } else if key == "has_more" {
                meta.has_more = Some(map.next_value::<Value>()?);
            } else if key == "total" {
                meta.total = Some(map.next_value::<Value>()?);
            } else {
                map.next_value::<serde::de::IgnoredAny>()?;
            }
        }
        Ok(meta)
    }
}

/// The length of an array (building none of its elements; the first and last are kept
/// as raw text), or no rows for a non-array.
struct RowCount {
    rows: Option<u64>,
    ends: Option<(Vec<u8>, Vec<u8>)>,
}

impl<'de> serde::Deserialize<'de> for RowCount {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Count;
        impl<'de> serde::de::Visitor<'de> for Count {
            type Value = RowCount;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an array of rows")
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<RowCount, A::Error> {
                let mut n = 0u64;
                let mut first: Option<Vec<u8>> = None;
                let mut last: Option<&'de serde_json::value::RawValue> = None;
                while let Some(row) = seq.next_element::<&'de serde_json::value::RawValue>()? {
                    if first.is_none() {
                        first = Some(row.get().as_bytes().to_vec());
                    }
                    last = Some(row);
                    n += 1;
                }
                Ok(RowCount {
                    rows: Some(n),
                    ends: first.zip(last.map(|l| l.get().as_bytes().to_vec())),
                })
            }
            fn visit_unit<E>(self) -> Result<RowCount, E> {
                Ok(RowCount {
                    rows: None,
                    ends: None,
                })
            }
        }
        d.deserialize_any(Count)
    }
}
