//! Pagination: follow `limit`/`offset` to the end, page by page or merged.

use serde_json::Value;

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
        let start_offset: u64 = query
            .iter()
            .find(|(k, _)| k == "offset")
            .and_then(|(_, v)| v.parse().ok())
            .unwrap_or(0);
        let mut base_query: Vec<(String, String)> = query
            .iter()
            .filter(|(k, _)| k != "offset" && k != "limit")
            .cloned()
            .collect();
        base_query.push(("limit".into(), page_size.to_string()));
        let mut offset = start_offset;
        let mut key: Option<String> = rows_key.map(str::to_string);
        // A hostile or broken server must not make `--all` fetch forever: an empty page,
        // the same page again (offset ignored) or more pages than `--max-pages` while
        // `has_more` stays true is a malformed answer (exit 7); reaching `total` ends it.
        let max_pages = self.max_pages().max(1);
        // The previous page, by its row count and first and last rows (cheap to keep).
        let mut previous: Option<(usize, Value, Value)> = None;
        let mut pages = 0u64;
        loop {
            let mut q = base_query.clone();
            q.push(("offset".into(), offset.to_string()));
            let mut page = self.get_json(path, &q)?;
            pages += 1;
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
            let has_more = match page.get("has_more") {
                None | Some(Value::Null) => false,
                Some(Value::Bool(b)) => *b,
                Some(other) => {
                    return Err(wrong_type(path, offset, "has_more", "true or false", other).into());
                }
            };
            let total = match page.get("total") {
                None | Some(Value::Null) => None,
                Some(v) => Some(
                    v.as_u64()
                        .ok_or_else(|| wrong_type(path, offset, "total", "a count", v))?,
                ),
            };
            let n = page_rows.len() as u64;
            let fingerprint = match (page_rows.first(), page_rows.last()) {
                (Some(a), Some(b)) => Some((page_rows.len(), a.clone(), b.clone())),
                _ => None,
            };
            let repeated = fingerprint.is_some() && previous == fingerprint;
            if has_more && repeated {
                return Err(EsxError::bad_response(format!(
                    "{path} sent the same page again at offset {offset} (it ignores offset); stopping rather than looping"
                ))
                .into());
            }
            let end = offset.saturating_add(n);
            let reached_total = total.is_some_and(|t| end >= t);
            let more = has_more && !reached_total;
            previous = fingerprint;
            on_page(Page {
                envelope: page,
                rows_key,
                rows: page_rows,
                offset,
                total,
                has_more,
            })?;
            if !more {
                return Ok(());
            }
            if n == 0 {
                return Err(EsxError::bad_response(format!(
                    "{path} says has_more at offset {offset} but sent no rows; stopping rather than looping"
                ))
                .into());
            }
            if pages >= max_pages {
                return Err(EsxError::bad_response(format!(
                    "{path} still says has_more after {pages} pages ({end} rows); stopping at --max-pages {max_pages} (raise it if the data really is that large)"
                ))
                .into());
            }
            offset = end;
        }
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
}

impl Client {
    /// Like [`Client::for_each_page`], but each page is handed over as its body bytes and
    /// the next page is fetched (on a second thread) while `on_page` handles this one, so
    /// the network wait overlaps the caller's parsing and writing. At most two pages wait
    /// in memory besides the one being handled. Any failing page (or callback) stops the
    /// walk with that error; pages already fetched past it are dropped unseen.
    pub fn stream_pages<E: From<EsxError>>(
        &self,
        path: &str,
        query: &[(String, String)],
        rows_key: &str,
        page_size: u32,
        mut on_page: impl FnMut(RawPage) -> Result<(), E>,
    ) -> Result<(), E> {
        let start_offset: u64 = query
            .iter()
            .find(|(k, _)| k == "offset")
            .and_then(|(_, v)| v.parse().ok())
            .unwrap_or(0);
        let mut base_query: Vec<(String, String)> = query
            .iter()
            .filter(|(k, _)| k != "offset" && k != "limit")
            .cloned()
            .collect();
        base_query.push(("limit".into(), page_size.to_string()));
        let (tx, rx) = std::sync::mpsc::sync_channel::<Result<RawPage, EsxError>>(1);
        std::thread::scope(|scope| {
            scope.spawn(move || {
                let mut offset = start_offset;
                loop {
                    let page = self.fetch_raw_page(path, &base_query, rows_key, offset);
                    let next = match &page {
                        Ok(p) if p.has_more => Some(offset + p.rows),
                        _ => None,
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
        if meta.has_more && rows == 0 {
            return Err(EsxError::bad_response(format!(
                "{path} says has_more at offset {offset} but sent no rows; stopping rather than looping"
            )));
        }
        Ok(RawPage {
            body,
            offset,
            rows,
            total: meta.total,
            has_more: meta.has_more,
        })
    }
}

/// What the walk needs from a page's envelope.
#[derive(Default)]
struct Meta {
    rows: Option<u64>,
    total: Option<u64>,
    has_more: bool,
}

/// Reads a page's envelope: counts the row array's elements without building them, and
/// reads `has_more` and `total` as leniently as [`Client::for_each_page`] does.
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
                meta.rows = map.next_value::<RowCount>()?.0;
            } else if key == "has_more" {
                meta.has_more = map.next_value::<Value>()?.as_bool().unwrap_or(false);
            } else if key == "total" {
                meta.total = map.next_value::<Value>()?.as_u64();
            } else {
                map.next_value::<serde::de::IgnoredAny>()?;
            }
        }
        Ok(meta)
    }
}

/// The length of an array (skipping its elements), or `None` for a non-array.
struct RowCount(Option<u64>);

impl<'de> serde::Deserialize<'de> for RowCount {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Count;
        impl<'de> serde::de::Visitor<'de> for Count {
            type Value = Option<u64>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an array of rows")
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<Option<u64>, A::Error> {
                let mut n = 0u64;
                while seq.next_element::<serde::de::IgnoredAny>()?.is_some() {
                    n += 1;
                }
                Ok(Some(n))
            }
            fn visit_unit<E>(self) -> Result<Option<u64>, E> {
                Ok(None)
            }
        }
        d.deserialize_any(Count).map(RowCount)
    }
}
