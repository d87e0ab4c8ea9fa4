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
    pub(crate) fn get_all(
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
    pub(crate) fn for_each_page<E: From<EsxError>>(
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
pub(crate) struct Page {
    /// The page's envelope with its row array taken out (left as `null`).
    pub(crate) envelope: Value,
    /// The name of the row array.
    pub(crate) rows_key: String,
    /// The page's rows.
    pub(crate) rows: Vec<Value>,
    /// The offset this page was asked for.
    pub(crate) offset: u64,
    /// The envelope's `total`, when it sent one.
    pub(crate) total: Option<u64>,
}

/// One page of a paginated route as served: its body bytes, for a caller that reads
/// the rows borrowed from them (and the walk's facts from that same one reading).
#[derive(Debug)]
pub(crate) struct RawPage {
    /// The body exactly as served.
    pub(crate) body: Vec<u8>,
    /// The offset this page was asked for.
    pub(crate) offset: u64,
}

/// What the walk needs from a page, read by the caller from its one decode of the body
/// ([`Client::stream_pages`]): `has_more` and `total` as sent (absent or `null`: `None`),
/// checked here as [`Client::for_each_page`] checks them.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PageFacts<'a> {
    /// How many rows the page's row array holds.
    pub(crate) rows: u64,
    /// The envelope's `has_more`, as sent.
    pub(crate) has_more: Option<&'a serde_json::value::RawValue>,
    /// The envelope's `total`, as sent.
    pub(crate) total: Option<&'a serde_json::value::RawValue>,
    /// The page's identity, to spot a server that ignores `offset` ([`fingerprint_rows`]).
    pub(crate) fingerprint: Option<u64>,
}

/// A page's identity from its row count and its first and last rows (`None` without
/// rows): two pages with the same rows at both ends and as many rows are "the same page
/// again".
#[must_use]
pub(crate) fn fingerprint_rows<H: std::hash::Hash>(
    rows: u64,
    ends: Option<(&H, &H)>,
) -> Option<u64> {
    use std::hash::{Hash as _, Hasher as _};
    ends.map(|(first, last)| {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        rows.hash(&mut h);
        first.hash(&mut h);
        last.hash(&mut h);
        h.finish()
    })
}

/// Handed to [`Client::stream_pages`]' callback with each page: the caller reads the
/// page once, passes its facts to [`PageCheck::check`] (the walk's rules, in order) and
/// writes its rows only once that passed.
pub(crate) struct PageCheck<'w, 'p> {
    walk: &'w mut PageWalk<'p>,
    offset: u64,
    /// Told the next page's offset as soon as it is known, so its request goes out
    /// while the caller writes this page's rows.
    then: Option<&'w dyn Fn(u64)>,
}

/// A page that passed the walk's rules ([`PageCheck::check`]): the callback's answer,
/// so no page can be handed on unchecked.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Checked {
    next: Option<u64>,
    rows: u64,
    total: Option<u64>,
}

impl Checked {
    /// The page's row count.
    #[must_use]
    pub(crate) fn rows(&self) -> u64 {
        self.rows
    }

    /// The envelope's `total`, when it sent one.
    #[must_use]
    pub(crate) fn total(&self) -> Option<u64> {
        self.total
    }
}

impl PageCheck<'_, '_> {
    /// [`PageCheck::check`] for a caller whose typed page does not carry the walk's
    /// facts: they are read from `body` by the rows' key (one more scan of the page, for
    /// small pages such as `/results`), with the same errors as
    /// [`Client::for_each_page`].
    ///
    /// # Errors
    /// Exit 7 for a page that is not a JSON object with a `rows_key` array, or that
    /// breaks a rule of [`PageCheck::check`].
    pub(crate) fn check_by_key(self, body: &[u8], rows_key: &str) -> Result<Checked, EsxError> {
        use serde_json::value::RawValue;
        let path = self.walk.path;
        let offset = self.offset;
        let not_documented = || {
            EsxError::bad_response(format!(
                "page at offset {offset} of {path} has no `{rows_key}` array; the service's answer is not the documented JSON"
            ))
        };
        let page: std::collections::HashMap<std::borrow::Cow<'_, str>, &RawValue> =
            serde_json::from_slice(body).map_err(|_| not_documented())?;
        let rows: Vec<&RawValue> = page
            .get(rows_key)
            .and_then(|r| serde_json::from_str(r.get()).ok())
            .ok_or_else(not_documented)?;
        let n = rows.len() as u64;
        let facts = PageFacts {
            rows: n,
            has_more: page.get("has_more").copied(),
            total: page.get("total").copied(),
            fingerprint: match (rows.first(), rows.last()) {
                (Some(a), Some(b)) => {
                    Some(fingerprint(n, [a.get().as_bytes(), b.get().as_bytes()]))
                }
                _ => None,
            },
        };
        self.check(facts)
    }

    /// The walk's rules for this page (its `has_more` and `total` types, a repeat, an
    /// empty page saying more, `--max-pages`): where the walk goes next, or why it stops.
    ///
    /// # Errors
    /// Exit 7 (bad response) for a page that breaks a rule.
    pub(crate) fn check(self, facts: PageFacts<'_>) -> Result<Checked, EsxError> {
        let path = self.walk.path;
        let parsed = |raw: Option<&serde_json::value::RawValue>| {
            raw.map(|r| serde_json::from_str::<Value>(r.get()).unwrap_or(Value::Null))
        };
        let has_more = page_has_more(parsed(facts.has_more).as_ref(), path, self.offset)?;
        let total = page_total(parsed(facts.total).as_ref(), path, self.offset)?;
        let next = self
            .walk
            .next(self.offset, facts.rows, has_more, total, facts.fingerprint)?;
        if let (Some(n), Some(then)) = (next, self.then) {
            then(n);
        }
        Ok(Checked {
            next,
            rows: facts.rows,
            total,
        })
    }
}

impl Client {
    /// Like [`Client::for_each_page`], but each page is handed over as its body bytes
    /// with a [`PageCheck`]: the caller decodes the page once (borrowed typed rows),
    /// checks its facts, then writes. Later pages are fetched while the callback handles
    /// earlier ones, so the network wait overlaps the caller's parsing and writing. Once
    /// the first page gives the `total`, the pages it implies are fetched over up to
    /// three connections at once (one once the key is rate limited) and handed over in
    /// order: at most six wait in memory besides the one being handled. Every page still
    /// goes through the walk's checks in order, before its rows are written; a page that
    /// leads elsewhere than the total implied (fewer rows, an early end) ends the plan
    /// and the walk goes on one page at a time from where that page leads, so the pages
    /// handed over are those a walk one page at a time would hand over. Any failing page
    /// (or callback) stops the walk with that error; pages fetched past it are dropped
    /// unseen.
    pub(crate) fn stream_pages<E: From<EsxError>>(
        &self,
        path: &str,
        query: &[(String, String)],
        page_size: u32,
        mut on_page: impl FnMut(RawPage, PageCheck<'_, '_>) -> Result<Checked, E>,
    ) -> Result<(), E> {
        let (start_offset, base_query) = page_query(query, page_size);
        let fetch = |offset: u64| self.fetch_raw_page(path, &base_query, offset);
        let mut walk = PageWalk::new(path, self.max_pages());
        let first = fetch(start_offset)?;
        let checked = on_page(first, PageCheck::new(&mut walk, start_offset, None))?;
        let mut next = checked.next;
        let ahead = next
            .and_then(|n| Plan::after(n, checked.rows, checked.total, self.max_pages()))
            .map(Ahead::new);
        std::thread::scope(|scope| {
            if let Some(ahead) = &ahead {
                let _stop = StopOnDrop(ahead);
                for thread in 0..ahead.threads() {
                    let (rate, fetch) = (self.rate_limit(), &fetch);
                    scope.spawn(move || ahead.work(thread, rate, fetch));
                }
                let mut k = 0;
                while let Some(offset) = next {
                    if k >= ahead.plan.count || ahead.plan.offset(k) != offset {
                        break;
                    }
                    let page = ahead.take(k)?;
                    next = on_page(page, PageCheck::new(&mut walk, offset, None))?.next;
                    k += 1;
                }
            }
            match next {
                Some(offset) => self.stream_rest(path, &base_query, offset, walk, on_page),
                None => Ok(()),
            }
        })
    }

    /// The rest of a walk from `offset`, one request at a time: the next page's request
    /// goes out (on a second thread) as soon as this page's check says where it is, while
    /// the callback writes this page's rows.
    fn stream_rest<E: From<EsxError>>(
        &self,
        path: &str,
        base_query: &[(String, String)],
        start_offset: u64,
        mut walk: PageWalk<'_>,
        mut on_page: impl FnMut(RawPage, PageCheck<'_, '_>) -> Result<Checked, E>,
    ) -> Result<(), E> {
        let (want_tx, want_rx) = std::sync::mpsc::channel::<u64>();
        let (page_tx, page_rx) = std::sync::mpsc::sync_channel::<Result<RawPage, EsxError>>(1);
        // The closure owns the reader's ends of both channels: whichever way it returns,
        // dropping them ends the fetching thread, which the scope then waits for.
        std::thread::scope(move |scope| {
            scope.spawn(move || {
                // Ends when the reader drops its sender of offsets (done or failed).
                for offset in want_rx {
                    let page = self.fetch_raw_page(path, base_query, offset);
                    if page_tx.send(page).is_err() {
                        return;
                    }
                }
            });
            let ask = |offset: u64| {
                // A send fails only when the fetching thread ended: the recv says why.
                let _ = want_tx.send(offset);
            };
            ask(start_offset);
            let mut offset = start_offset;
            loop {
                let Ok(page) = page_rx.recv() else {
                    return Err(EsxError::other("the page fetching thread stopped").into());
                };
                let checked = on_page(page?, PageCheck::new(&mut walk, offset, Some(&ask)))?;
                match checked.next {
                    Some(n) => offset = n,
                    None => break,
                }
            }
            Ok(())
        })
    }

    /// One page's bytes.
    fn fetch_raw_page(
        &self,
        path: &str,
        base_query: &[(String, String)],
        offset: u64,
    ) -> Result<RawPage, EsxError> {
        let mut q = base_query.to_vec();
        q.push(("offset".into(), offset.to_string()));
        let body = self.get_bytes(path, &q)?;
        Ok(RawPage { body, offset })
    }
}

impl<'w, 'p> PageCheck<'w, 'p> {
    fn new(walk: &'w mut PageWalk<'p>, offset: u64, then: Option<&'w dyn Fn(u64)>) -> Self {
        Self { walk, offset, then }
    }
}
