//! The one blocking HTTP client: base URL, key, timeouts, retries, redirect rule, tracing.
//!
//! Rules it enforces (README "Network behaviour"): the key travels only in `X-API-Key`,
//! only to the configured origin, never over plain `http://` to a non-loopback host
//! without `--allow-insecure`; redirects are followed only within the same origin; 429,
//! 5xx, timeouts and connection failures are retried with jittered exponential backoff
//! that never undercuts `Retry-After`; a reset too far away is reported, not slept through.

use std::sync::{Arc, Once};
use std::time::{Duration, Instant};

use reqwest::header::{ACCEPT, HeaderMap, HeaderValue, RETRY_AFTER, USER_AGENT};
use reqwest::{StatusCode, Url};
use secrecy::{ExposeSecret as _, SecretString};
use serde_json::Value;

use super::error::{EsxError, summarize_body};
use super::routes;

/// Where trace lines go (`-v`); main wires it to stderr through the output layer.
pub type TraceSink = Arc<dyn Fn(&str) + Send + Sync>;

/// Backoff base and cap for waits the server does not dictate.
const BACKOFF_BASE: Duration = Duration::from_millis(500);
const BACKOFF_CAP: Duration = Duration::from_secs(30);
/// The longest esx sleeps for a retry; a reset further away is reported at once.
pub const MAX_RETRY_WAIT: Duration = Duration::from_secs(60);
const MAX_REDIRECTS: usize = 10;

/// Everything the client needs, resolved from flags, environment and config.
#[derive(Clone)]
pub struct ClientOptions {
    pub base_url: String,
    pub api_key: Option<SecretString>,
    pub timeout: Duration,
    pub connect_timeout: Duration,
    pub retries: u32,
    pub allow_insecure: bool,
    pub max_retry_wait: Duration,
    pub trace: Option<TraceSink>,
}

impl ClientOptions {
    #[must_use]
    pub fn new(base_url: impl Into<String>, api_key: Option<SecretString>) -> Self {
        Self {
            base_url: base_url.into(),
            api_key,
            timeout: Duration::from_secs(30),
            connect_timeout: Duration::from_secs(10),
            retries: 3,
            allow_insecure: false,
            max_retry_wait: MAX_RETRY_WAIT,
            trace: None,
        }
    }
}

/// A blocking client bound to one base URL and key.
pub struct Client {
    http: reqwest::blocking::Client,
    base: Url,
    opts: ClientOptions,
}

static CRYPTO: Once = Once::new();

/// Install the one rustls crypto provider (ring) exactly once per process (the HTTP
/// client and the WebSocket client both call it before any TLS).
pub fn install_crypto_provider() {
    CRYPTO.call_once(|| {
        // An error means another provider is already installed: that one serves.
        let _ = rustls::crypto::ring::default_provider().install_default();
    });
}

/// Whether two URLs share scheme, host and port (the redirect and key boundary).
#[must_use]
pub fn same_origin(a: &Url, b: &Url) -> bool {
    a.scheme() == b.scheme()
        && a.host_str().map(str::to_ascii_lowercase) == b.host_str().map(str::to_ascii_lowercase)
        && a.port_or_known_default() == b.port_or_known_default()
}

/// Whether a URL's host is on this machine (plain HTTP is allowed there).
#[must_use]
pub fn is_loopback(url: &Url) -> bool {
    match url.host() {
        Some(url::Host::Domain(d)) => d.eq_ignore_ascii_case("localhost"),
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    }
}

/// How long to wait before retry number `attempt` (0-based).
///
/// With a server floor (`Retry-After` or `resets_in_seconds`) the wait is the floor plus
/// up to 10 % jitter, never less; otherwise `min(0.5 s × 2^attempt, 30 s)` scaled by a
/// factor in [0.5, 1.0]. `jitter` is a number in [0, 1).
#[must_use]
pub fn retry_wait(attempt: u32, server_floor: Option<Duration>, jitter: f64) -> Duration {
    let jitter = if jitter.is_finite() {
        jitter.clamp(0.0, 1.0)
    } else {
        0.5
    };
    if let Some(floor) = server_floor {
        floor.mul_f64(1.0 + 0.1 * jitter)
    } else {
        let exp = BACKOFF_BASE.saturating_mul(2u32.saturating_pow(attempt.min(16)));
        exp.min(BACKOFF_CAP).mul_f64(0.5 + 0.5 * jitter)
    }
}

/// Parse `Retry-After`: delta seconds or an HTTP date (relative to `now`).
#[must_use]
pub fn parse_retry_after(value: &str, now: jiff::Timestamp) -> Option<Duration> {
    let value = value.trim();
    if let Ok(secs) = value.parse::<f64>() {
        return (secs.is_finite() && secs >= 0.0).then(|| Duration::from_secs_f64(secs));
    }
    let when = jiff::fmt::rfc2822::parse(value).ok()?.timestamp();
    let delta = when.as_second() - now.as_second();
    Some(Duration::from_secs(
        u64::try_from(delta.max(0)).unwrap_or(0),
    ))
}

/// A field of an error body, flat (v6) or inside the v7 `error` envelope.
fn body_field<'a>(body: &'a Value, name: &str) -> Option<&'a Value> {
    body.get(name)
        .or_else(|| body.get("error").and_then(|e| e.get(name)))
}

/// The service's own message: v6 `detail` (string or JSON) or v7 `error.message`.
#[must_use]
pub fn service_message(body: &Value) -> Option<String> {
    match body.get("detail") {
        Some(Value::String(s)) => return Some(s.clone()),
        Some(Value::Null) | None => {}
        Some(other) => return Some(detail_of_json(other)),
    }
    body.get("error")
        .and_then(|e| e.get("message"))
        .and_then(Value::as_str)
        .map(str::to_string)
}

/// FastAPI validation details are lists of `{loc, msg}`; say them as `loc: msg`.
fn detail_of_json(v: &Value) -> String {
    if let Some(items) = v.as_array() {
        let parts: Vec<String> = items
            .iter()
            .map(|i| {
                let msg = i.get("msg").and_then(Value::as_str);
                let loc = i.get("loc").and_then(Value::as_array).map(|l| {
                    l.iter()
                        .map(|p| p.as_str().map_or_else(|| p.to_string(), str::to_string))
                        .collect::<Vec<_>>()
                        .join(".")
                });
                match (loc, msg) {
                    (Some(l), Some(m)) => format!("{l}: {m}"),
                    (None, Some(m)) => m.to_string(),
                    _ => i.to_string(),
                }
            })
            .collect();
        return parts.join("; ");
    }
    v.to_string()
}

/// Remove secrets from a URL before it is shown: passwords and key-like query values.
#[must_use]
pub fn redact_url(url: &Url) -> String {
    let mut u = url.clone();
    if u.password().is_some() {
        let _ = u.set_password(Some("***"));
    }
    if u.query().is_some() {
        let pairs: Vec<(String, String)> = u
            .query_pairs()
            .map(|(k, v)| {
                let secret = matches!(
                    k.to_ascii_lowercase().as_str(),
                    "api_key" | "apikey" | "key" | "token" | "access_token"
                );
                (
                    k.into_owned(),
                    if secret {
                        "***".to_string()
                    } else {
                        v.into_owned()
                    },
                )
            })
            .collect();
        u.query_pairs_mut().clear().extend_pairs(pairs);
    }
    u.to_string()
}

/// Validate and normalise a base URL (scheme http/https, a host; trailing `/` dropped).
pub fn parse_base_url(raw: &str) -> Result<Url, EsxError> {
    let url = Url::parse(raw.trim()).map_err(|e| {
        EsxError::usage(format!(
            "invalid base URL `{raw}`: {e} (expected e.g. https://api.example.com)"
        ))
    })?;
    if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none() {
        return Err(EsxError::usage(format!(
            "invalid base URL `{raw}`: it must start with https:// (or http:// for a local server) and name a host"
        )));
    }
    if url.query().is_some() || url.fragment().is_some() {
        return Err(EsxError::usage(format!(
            "invalid base URL `{raw}`: it may carry a path prefix but no query or fragment"
        )));
    }
    Ok(url)
}

/// What one HTTP exchange produced, before interpretation.
struct Raw {
    status: StatusCode,
    headers: HeaderMap,
    body: Vec<u8>,
    url: Url,
}

enum Attempt {
    Done(Raw),
    /// Connection failure or timeout: worth retrying.
    Transient(String),
}

impl Client {
    pub fn new(opts: ClientOptions) -> Result<Self, EsxError> {
        install_crypto_provider();
        let base = parse_base_url(&opts.base_url)?;
        if base.scheme() == "http"
            && !is_loopback(&base)
            && !opts.allow_insecure
            && opts.api_key.is_some()
        {
            return Err(EsxError::usage(format!(
                "refusing to send the API key over plain http:// to {}; use https://, or pass --allow-insecure if you really mean it",
                base.host_str().unwrap_or("?")
            )));
        }
        let policy = reqwest::redirect::Policy::custom(|attempt| {
            let same = attempt
                .previous()
                .first()
                .is_some_and(|first| same_origin(first, attempt.url()));
            if same && attempt.previous().len() <= MAX_REDIRECTS {
                attempt.follow()
            } else {
                // Hand the 3xx back; `interpret` turns it into a clear refusal.
                attempt.stop()
            }
        });
        let mut headers = HeaderMap::new();
        headers.insert(ACCEPT, HeaderValue::from_static("application/json"));
        headers.insert(
            USER_AGENT,
            HeaderValue::from_static(concat!("esx/", env!("CARGO_PKG_VERSION"))),
        );
        let mut builder = reqwest::blocking::Client::builder()
            .default_headers(headers)
            .redirect(policy)
            .referer(false)
            .connect_timeout(opts.connect_timeout)
            .timeout(opts.timeout);
        if base.scheme() == "http" {
            // Plain HTTP never needs TLS (redirects stay on this origin, so this scheme):
            // skip loading the system's root certificates, a third of a short command's CPU.
            builder = builder.tls_certs_only(std::iter::empty());
        }
        let http = builder
            .build()
            .map_err(|e| EsxError::Other(format!("cannot build the HTTP client: {e}")))?;
        Ok(Self { http, base, opts })
    }

    /// The base URL, as configured (path prefix included).
    #[must_use]
    pub fn base_url(&self) -> &Url {
        &self.base
    }

    /// The full URL for a route path, keeping the base URL's path prefix.
    pub fn url_for(&self, path: &str, query: &[(String, String)]) -> Result<Url, EsxError> {
        let prefix = self.base.as_str().trim_end_matches('/');
        let path = if path.starts_with('/') {
            path.to_string()
        } else {
            format!("/{path}")
        };
        let mut url = Url::parse(&format!("{prefix}{path}"))
            .map_err(|e| EsxError::usage(format!("invalid path `{path}`: {e}")))?;
        if !query.is_empty() {
            url.query_pairs_mut()
                .extend_pairs(query.iter().map(|(k, v)| (k.as_str(), v.as_str())));
        }
        Ok(url)
    }

    fn trace(&self, line: &str) {
        if let Some(t) = &self.opts.trace {
            t(line);
        }
    }

    /// GET a route with the key and return its JSON body.
    pub fn get_json(&self, path: &str, query: &[(String, String)]) -> Result<Value, EsxError> {
        self.get(path, query, true)
    }

    /// GET a route without the key (the published breakdown pages are keyless).
    pub fn get_json_keyless(
        &self,
        path: &str,
        query: &[(String, String)],
    ) -> Result<Value, EsxError> {
        self.get(path, query, false)
    }

    fn get(
        &self,
        path: &str,
        query: &[(String, String)],
        with_key: bool,
    ) -> Result<Value, EsxError> {
        let url = self.url_for(path, query)?;
        let shown = redact_url(&url);
        let mut attempt = 0u32;
        loop {
            let started = Instant::now();
            self.trace(&format!(
                "GET {shown}{}",
                if with_key && self.opts.api_key.is_some() {
                    " (X-API-Key: ***)"
                } else {
                    ""
                }
            ));
            let outcome = self.send_once(&url, with_key);
            let elapsed = started.elapsed();
            let (problem, floor) = match outcome {
                Attempt::Done(raw) => {
                    self.trace(&format!(
                        "{} {} in {} ms, {} bytes",
                        raw.status.as_u16(),
                        raw.status.canonical_reason().unwrap_or(""),
                        elapsed.as_millis(),
                        raw.body.len()
                    ));
                    if !is_retryable(raw.status) {
                        return interpret(&raw, path);
                    }
                    let body: Value = serde_json::from_slice(&raw.body).unwrap_or(Value::Null);
                    let floor = server_floor(&raw.headers, &body);
                    if attempt >= self.opts.retries {
                        return Err(final_retryable(&raw, &body, attempt));
                    }
                    if let Some(f) = floor
                        && f > self.opts.max_retry_wait
                    {
                        return Err(quota_error(&raw, &body, f));
                    }
                    (
                        format!(
                            "{} {}",
                            raw.status.as_u16(),
                            raw.status.canonical_reason().unwrap_or("")
                        ),
                        floor,
                    )
                }
                Attempt::Transient(msg) => {
                    self.trace(&format!("failed after {} ms: {msg}", elapsed.as_millis()));
                    if attempt >= self.opts.retries {
                        let tries = attempt + 1;
                        return Err(EsxError::Retryable(format!(
                            "{msg} (GET {shown}; gave up after {tries} attempt{}); check the network and --base-url, or try again later",
                            if tries == 1 { "" } else { "s" }
                        )));
                    }
                    (msg, None)
                }
            };
            let wait = retry_wait(attempt, floor, rand::random::<f64>());
            attempt += 1;
            self.trace(&format!(
                "retry {attempt}/{} in {:.2} s after {problem}{}",
                self.opts.retries,
                wait.as_secs_f64(),
                floor
                    .map(|f| format!(" (server asked for {:.0} s)", f.as_secs_f64()))
                    .unwrap_or_default()
            ));
            std::thread::sleep(wait);
        }
    }

    fn send_once(&self, url: &Url, with_key: bool) -> Attempt {
        let mut req = self.http.get(url.clone());
        if with_key && let Some(key) = &self.opts.api_key {
            match HeaderValue::from_str(key.expose_secret()) {
                Ok(mut v) => {
                    v.set_sensitive(true);
                    req = req.header("X-API-Key", v);
                }
                Err(_) => {
                    return Attempt::Done(Raw {
                        status: StatusCode::UNAUTHORIZED,
                        headers: HeaderMap::new(),
                        body: br#"{"detail":"the configured API key contains characters that cannot be sent in a header"}"#.to_vec(),
                        url: url.clone(),
                    });
                }
            }
        }
        let resp = match req.send() {
            Ok(r) => r,
            Err(e) => return Attempt::Transient(describe_transport_error(&e, url)),
        };
        let status = resp.status();
        let headers = resp.headers().clone();
        let final_url = resp.url().clone();
        match resp.bytes() {
            Ok(b) => Attempt::Done(Raw {
                status,
                headers,
                body: b.to_vec(),
                url: final_url,
            }),
            Err(e) => Attempt::Transient(format!(
                "the connection broke while reading the response ({})",
                describe_transport_error(&e, url)
            )),
        }
    }

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
                return Err(EsxError::BadResponse(format!(
                    "page at offset {offset} of {path} has no `{rows_key}` array; the service's answer is not the documented JSON"
                ))
                .into());
            };
            let has_more = page
                .get("has_more")
                .and_then(Value::as_bool)
                .unwrap_or(false);
            let total = page.get("total").and_then(Value::as_u64);
            let n = page_rows.len() as u64;
            on_page(Page {
                envelope: page,
                rows_key,
                rows: page_rows,
                offset,
                total,
                has_more,
            })?;
            if !has_more {
                return Ok(());
            }
            if n == 0 {
                return Err(EsxError::BadResponse(format!(
                    "{path} says has_more at offset {offset} but sent no rows; stopping rather than looping"
                ))
                .into());
            }
            offset += n;
        }
    }
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

fn is_retryable(status: StatusCode) -> bool {
    status == StatusCode::TOO_MANY_REQUESTS
        || (status.is_server_error()
            && status != StatusCode::NOT_IMPLEMENTED
            && status != StatusCode::HTTP_VERSION_NOT_SUPPORTED)
}

/// The wait the server asked for: `Retry-After`, else the body's `resets_in_seconds`.
fn server_floor(headers: &HeaderMap, body: &Value) -> Option<Duration> {
    headers
        .get(RETRY_AFTER)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| parse_retry_after(v, jiff::Timestamp::now()))
        .or_else(|| {
            body_field(body, "resets_in_seconds")
                .and_then(Value::as_f64)
                .filter(|s| s.is_finite() && *s >= 0.0)
                .map(Duration::from_secs_f64)
        })
}

fn status_text(status: StatusCode) -> String {
    format!(
        "{} {}",
        status.as_u16(),
        status.canonical_reason().unwrap_or("")
    )
    .trim()
    .to_string()
}

fn message_or_summary(raw: &Raw, body: &Value) -> String {
    service_message(body).unwrap_or_else(|| summarize_body(&raw.body))
}

/// "resets at 2026-11-22T00:00:00Z (in 5h 3m)" from the body or the wait.
fn reset_phrase(body: &Value, wait: Duration) -> String {
    let at = body_field(body, "resets_at")
        .and_then(Value::as_str)
        .map_or_else(
            || {
                let secs = i64::try_from(wait.as_secs()).unwrap_or(i64::MAX / 2);
                jiff::Timestamp::now()
                    .checked_add(jiff::SignedDuration::from_secs(secs))
                    .map(|t| t.strftime("%Y-%m-%dT%H:%M:%SZ").to_string())
                    .unwrap_or_default()
            },
            str::to_string,
        );
    format!("resets at {at} (in {})", human_duration(wait))
}

/// "2h 15m", "45s": short and exact enough for a person.
#[must_use]
pub fn human_duration(d: Duration) -> String {
    let s = d.as_secs();
    match s {
        0..60 => format!("{s}s"),
        60..3600 => format!("{}m {}s", s / 60, s % 60),
        _ => format!("{}h {}m", s / 3600, (s % 3600) / 60),
    }
}

fn quota_error(raw: &Raw, body: &Value, wait: Duration) -> EsxError {
    let limit = body_field(body, "limit_type")
        .and_then(Value::as_str)
        .map(|t| format!(" ({t} limit)"))
        .unwrap_or_default();
    EsxError::Retryable(format!(
        "rate limited{limit}: {}; {} — not waiting that long, try again then",
        message_or_summary(raw, body),
        reset_phrase(body, wait)
    ))
}

fn final_retryable(raw: &Raw, body: &Value, retries: u32) -> EsxError {
    let after = if retries == 0 {
        String::new()
    } else {
        format!(
            " after {retries} retr{}",
            if retries == 1 { "y" } else { "ies" }
        )
    };
    if raw.status == StatusCode::TOO_MANY_REQUESTS {
        let when = server_floor(&raw.headers, body)
            .map(|w| format!("; {}", reset_phrase(body, w)))
            .unwrap_or_default();
        EsxError::Retryable(format!(
            "rate limited (429){after}: {}{when}",
            message_or_summary(raw, body)
        ))
    } else {
        EsxError::Retryable(format!(
            "the service failed ({}){after}: {}; try again later",
            status_text(raw.status),
            message_or_summary(raw, body)
        ))
    }
}

/// Turn a final, non-retryable answer into JSON or the right error.
fn interpret(raw: &Raw, path: &str) -> Result<Value, EsxError> {
    let status = raw.status;
    if status.is_redirection() {
        let to = raw
            .headers
            .get(reqwest::header::LOCATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|loc| raw.url.join(loc).ok())
            .map_or_else(|| "an unknown location".to_string(), |u| redact_url(&u));
        return Err(EsxError::Other(format!(
            "refused to follow a {} redirect from {} to {to}: it leaves the configured origin (or loops), and the API key is only sent to that origin; check --base-url",
            status.as_u16(),
            raw.url.origin().ascii_serialization()
        )));
    }
    if status.is_success() {
        return serde_json::from_slice::<Value>(&raw.body).map_err(|e| {
            let what = if raw.body.first().is_some_and(|b| *b == b'{' || *b == b'[') {
                format!("truncated or malformed JSON ({e})")
            } else {
                summarize_body(&raw.body)
            };
            EsxError::BadResponse(format!(
                "the service answered {} for {path} but the body is not the documented JSON: {what}; check --base-url",
                status_text(status)
            ))
        });
    }
    let body: Value = serde_json::from_slice(&raw.body).unwrap_or(Value::Null);
    let msg = message_or_summary(raw, &body);
    let plan_hint = || {
        routes::required_plan(path)
            .map(|p| {
                format!(" ({path} needs the {p} plan or above; `esx auth status` shows yours)")
            })
            .unwrap_or_default()
    };
    Err(match status.as_u16() {
        401 if msg.to_ascii_lowercase().contains("plan") => {
            EsxError::Plan(format!("plan too low: {msg}{}", plan_hint()))
        }
        401 => EsxError::Auth(format!(
            "the service rejected the API key (401: {msg}); run `esx auth login` or set ESX_API_KEY"
        )),
        403 => EsxError::Plan(format!("plan too low (403): {msg}{}", plan_hint())),
        404 => EsxError::NotFound(format!("not found (404): {msg}")),
        400 | 422 => EsxError::Usage(format!(
            "the service rejected the request ({}): {msg}",
            status_text(status)
        )),
        _ => EsxError::Other(format!(
            "the service answered {}: {msg}",
            status_text(status)
        )),
    })
}

fn describe_transport_error(e: &reqwest::Error, url: &Url) -> String {
    let host = format!(
        "{}:{}",
        url.host_str().unwrap_or("?"),
        url.port_or_known_default()
            .map_or_else(String::new, |p| p.to_string())
    );
    if e.is_timeout() {
        return format!("the request to {host} timed out");
    }
    if e.is_connect() {
        // The innermost cause says why (refused, DNS, TLS) without the URL noise.
        let mut cause: &dyn std::error::Error = e;
        while let Some(next) = cause.source() {
            cause = next;
        }
        return format!("cannot connect to {host}: {cause}");
    }
    let mut cause: &dyn std::error::Error = e;
    while let Some(next) = cause.source() {
        cause = next;
    }
    format!("network error talking to {host}: {cause}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn u(s: &str) -> Url {
        Url::parse(s).unwrap()
    }

    #[test]
    fn origin_is_scheme_host_and_port() {
        assert!(same_origin(
            &u("https://a.example/x"),
            &u("https://A.example:443/y?z")
        ));
        assert!(!same_origin(
            &u("https://a.example"),
            &u("http://a.example")
        ));
        assert!(!same_origin(
            &u("https://a.example"),
            &u("https://b.example")
        ));
        assert!(!same_origin(
            &u("http://127.0.0.1:80/"),
            &u("http://127.0.0.1:81/")
        ));
        assert!(same_origin(
            &u("http://127.0.0.1/"),
            &u("http://127.0.0.1:80/v6")
        ));
    }

    #[test]
    fn loopback_hosts() {
        assert!(is_loopback(&u("http://127.0.0.1:9/")));
        assert!(is_loopback(&u("http://127.8.0.1/")));
        assert!(is_loopback(&u("http://localhost:1/")));
        assert!(is_loopback(&u("http://[::1]:1/")));
        assert!(!is_loopback(&u("http://10.0.0.1/")));
        assert!(!is_loopback(&u("http://api.example/")));
    }

    #[test]
    fn waits_never_undercut_the_server() {
        for j in [0.0, 0.3, 0.99, 1.0, f64::NAN] {
            let w = retry_wait(0, Some(Duration::from_secs(7)), j);
            assert!(
                w >= Duration::from_secs(7) && w <= Duration::from_millis(7700),
                "{w:?}"
            );
        }
    }

    #[test]
    fn backoff_grows_and_is_capped() {
        let lo: Vec<Duration> = (0..8).map(|a| retry_wait(a, None, 0.0)).collect();
        let hi: Vec<Duration> = (0..8).map(|a| retry_wait(a, None, 1.0)).collect();
        assert_eq!(lo[0], Duration::from_millis(250));
        assert_eq!(hi[0], Duration::from_millis(500));
        assert_eq!(hi[1], Duration::from_secs(1));
        assert_eq!(hi[2], Duration::from_secs(2));
        assert_eq!(hi[7], BACKOFF_CAP);
        assert!(retry_wait(u32::MAX, None, 1.0) <= BACKOFF_CAP);
        for w in lo.windows(2) {
            assert!(w[0] <= w[1]);
        }
    }

    #[test]
    fn retry_after_seconds_and_dates() {
        let now: jiff::Timestamp = "2026-11-21T10:00:00Z".parse().unwrap();
        assert_eq!(parse_retry_after("3", now), Some(Duration::from_secs(3)));
        assert_eq!(
            parse_retry_after(" 1.5 ", now),
            Some(Duration::from_millis(1500))
        );
        assert_eq!(
            parse_retry_after("Sat, 21 Nov 2026 10:00:30 GMT", now),
            Some(Duration::from_secs(30))
        );
        assert_eq!(
            parse_retry_after("Sat, 21 Nov 2026 09:00:00 GMT", now),
            Some(Duration::ZERO)
        );
        assert_eq!(parse_retry_after("-4", now), None);
        assert_eq!(parse_retry_after("soon", now), None);
    }

    #[test]
    fn service_messages_v6_v7_and_validation() {
        assert_eq!(
            service_message(&serde_json::json!({"detail": "bad key"})).unwrap(),
            "bad key"
        );
        assert_eq!(
            service_message(&serde_json::json!({"error": {"code": "x", "message": "one mode"}}))
                .unwrap(),
            "one mode"
        );
        let v =
            serde_json::json!({"detail": [{"loc": ["query", "limit"], "msg": "must be <= 500"}]});
        assert_eq!(service_message(&v).unwrap(), "query.limit: must be <= 500");
        assert!(service_message(&serde_json::json!({"x": 1})).is_none());
    }

    #[test]
    fn urls_are_redacted() {
        let shown = redact_url(&u(
            "https://user:pw@h.example/v6/x?api_key=SECRET&sport=cs2",
        ));
        assert!(
            !shown.contains("SECRET") && !shown.contains("pw"),
            "{shown}"
        );
        assert!(shown.contains("sport=cs2"));
    }

    #[test]
    fn base_url_validation_and_prefix() {
        assert!(parse_base_url("ftp://x").is_err());
        assert!(parse_base_url("not a url").is_err());
        assert!(parse_base_url("https://h.example/api?x=1").is_err());
        let c = Client::new(ClientOptions::new("https://h.example/prefix/", None)).unwrap();
        let url = c
            .url_for("/v6/books", &[("a".into(), "b c".into())])
            .unwrap();
        assert_eq!(url.as_str(), "https://h.example/prefix/v6/books?a=b+c");
    }

    #[test]
    fn plain_http_key_needs_opt_in() {
        let key = Some(SecretString::from("k".to_string()));
        assert!(matches!(
            Client::new(ClientOptions::new("http://api.example", key.clone())),
            Err(EsxError::Usage(_))
        ));
        assert!(Client::new(ClientOptions::new("http://127.0.0.1:9", key.clone())).is_ok());
        let mut o = ClientOptions::new("http://api.example", key);
        o.allow_insecure = true;
        assert!(Client::new(o).is_ok());
    }

    #[test]
    fn human_durations() {
        assert_eq!(human_duration(Duration::from_secs(45)), "45s");
        assert_eq!(human_duration(Duration::from_secs(125)), "2m 5s");
        assert_eq!(human_duration(Duration::from_secs(8100)), "2h 15m");
    }
}
