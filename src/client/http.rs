//! The one blocking HTTP client: base URL, key, timeouts, retries, redirect rule, tracing.
//!
//! Rules it enforces (README "Network behaviour"): the key travels only in `X-API-Key`,
//! only to the configured origin, never over plain `http://` to a non-loopback host
//! without `--allow-insecure`; redirects are followed only within the same origin; 429,
//! 5xx, timeouts and connection failures are retried with jittered exponential backoff
//! that never undercuts `Retry-After`; a reset too far away is reported, not slept through.

use std::sync::{Arc, Once, PoisonError};
use std::time::{Duration, Instant};

use reqwest::header::{ACCEPT, HeaderMap, HeaderValue, USER_AGENT};
use reqwest::{StatusCode, Url};
use secrecy::{ExposeSecret as _, SecretString};
use serde_json::Value;

use super::early::{Early, EarlyArray};
use super::policy::{is_loopback, parse_base_url, redact_url, same_origin};
use super::response::{Raw, final_retryable, interpret, quota_error};
use super::retry::{MAX_RETRY_WAIT, is_retryable, retry_wait, server_floor};
use super::signal::{CancelToken, RateSignal};
use super::transfer::{Attempt, Job, send, timed_out};
use crate::error::EsxError;

/// Where trace lines go (`-v`); main wires it to stderr through the output layer.
pub(crate) type TraceSink = Arc<dyn Fn(&str) + Send + Sync>;

const MAX_REDIRECTS: usize = 10;
/// The longest request URL esx sends: common servers and proxies refuse more than 8 KB
/// (414 or a dropped connection, retried in vain), so a longer one is a usage error.
pub(crate) const MAX_URL_LEN: usize = 8000;

/// Everything the client needs, resolved from flags, environment and config.
#[derive(Clone)]
pub(crate) struct ClientOptions {
    pub(crate) base_url: String,
    pub(crate) api_key: Option<SecretString>,
    pub(crate) timeout: Duration,
    pub(crate) connect_timeout: Duration,
    pub(crate) retries: u32,
    pub(crate) allow_insecure: bool,
    pub(crate) max_retry_wait: Duration,
    pub(crate) trace: Option<TraceSink>,
    /// `--all` stops with exit 7 after this many pages if the service still says
    /// `has_more` (`--max-pages`).
    pub(crate) max_pages: u64,
    /// The largest response body read, in bytes (`--max-body`); more is exit 7.
    pub(crate) max_body: u64,
    /// `--cache TTL` / `--offline`.
    pub(crate) cache: super::cache::CachePolicy,
    /// Notes for stderr (hidden by `-q`): how old an `--offline` answer is, and any
    /// retry wait over [`NOTICE_WAIT`] (why and how long).
    pub(crate) notice: Option<TraceSink>,
    /// The run's cancel token: once cancelled (Ctrl-C under a watch), a request in
    /// flight or a retry wait ends at once as "interrupted".
    pub(crate) cancel: CancelToken,
    /// The run's rate-limit signal, raised on every 429 (the fan-out then starts fewer
    /// sports at once).
    pub(crate) rate_limit: RateSignal,
    /// Where a long session (`esx mcp`, the board) keeps one HTTP client and its open
    /// connections for all its calls; `None`: each client is its own.
    pub(crate) shared: Option<SharedHttp>,
}

/// One HTTP client (its connection pool and its I/O thread) for every call of a long
/// session: a call then reuses the open connection (no TCP or TLS handshake) and starts
/// and stops no thread. The options a session's clients are built from are the
/// session's, the same for every call, so the first client built serves them all.
#[derive(Clone, Default)]
pub(crate) struct SharedHttp(Arc<std::sync::Mutex<Option<reqwest::blocking::Client>>>);

/// A retry wait longer than this prints one line saying why and for how long.
pub(crate) const NOTICE_WAIT: Duration = Duration::from_secs(2);

/// Default `--max-pages`: generous (10 000 pages of 500 rows), but finite.
pub(crate) const DEFAULT_MAX_PAGES: u64 = 10_000;
/// Default `--max-body`: 64 MiB, far above any documented answer.
pub(crate) const DEFAULT_MAX_BODY: u64 = 64 * 1024 * 1024;

impl ClientOptions {
    #[must_use]
    pub(crate) fn new(base_url: impl Into<String>, api_key: Option<SecretString>) -> Self {
        Self {
            base_url: base_url.into(),
            api_key,
            timeout: Duration::from_secs(30),
            connect_timeout: Duration::from_secs(10),
            retries: 3,
            allow_insecure: false,
            max_retry_wait: MAX_RETRY_WAIT,
            trace: None,
            max_pages: DEFAULT_MAX_PAGES,
            max_body: DEFAULT_MAX_BODY,
            cache: super::cache::CachePolicy::default(),
            notice: None,
            cancel: CancelToken::new(),
            rate_limit: RateSignal::new(),
            shared: None,
        }
    }
}

/// "64 MiB", "512 KiB", "100 bytes".
#[must_use]
pub(crate) fn human_bytes(n: u64) -> String {
    match n {
        0..1024 => format!("{n} bytes"),
        1024..1_048_576 => format!("{:.0} KiB", n as f64 / 1024.0),
        1_048_576..1_073_741_824 => format!("{:.0} MiB", n as f64 / 1_048_576.0),
        _ => format!("{:.1} GiB", n as f64 / 1_073_741_824.0),
    }
}

/// What a finished answer leads to.
enum Next {
    /// The answer to hand back (boxed: it carries the body and headers).
    Answer(Box<Raw>),
    /// Another attempt, after this problem and the server's floor for the wait.
    Retry(String, Option<Duration>),
}

/// A blocking client bound to one base URL and key.
pub(crate) struct Client {
    http: reqwest::blocking::Client,
    base: Url,
    opts: ClientOptions,
}

static CRYPTO: Once = Once::new();

/// Install the one rustls crypto provider (ring) exactly once per process, before any
/// client (HTTP, WebSocket, a webhook's) makes a TLS connection: `main` calls it at
/// start.
pub(crate) fn install_crypto_provider() {
    CRYPTO.call_once(|| {
        // An error means another provider is already installed: that one serves.
        let _ = rustls::crypto::ring::default_provider().install_default();
    });
}

/// The HTTP client for `opts` at `base`: redirects only on the same origin, no proxy
/// for a loopback service, no root certificates for plain http.
fn build_http(opts: &ClientOptions, base: &Url) -> Result<reqwest::blocking::Client, EsxError> {
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
    if is_loopback(base) {
        // A loopback service is fetched directly, whatever HTTP_PROXY, ALL_PROXY or the
        // system say: a proxy is another origin, and plain http:// would hand it the key.
        builder = builder.no_proxy();
    }
    if base.scheme() == "http" {
        // Plain HTTP never needs TLS (redirects stay on this origin, so this scheme):
        // skip loading the system's root certificates, a third of a short command's CPU.
        builder = builder.tls_certs_only(std::iter::empty());
    }
    builder
        .build()
        .map_err(|e| EsxError::other(format!("cannot build the HTTP client: {e}")))
}

impl Client {
    /// The run's rate-limit signal this client raises on a 429.
    #[must_use]
    pub(crate) fn rate_limit(&self) -> &RateSignal {
        &self.opts.rate_limit
    }

    /// Nothing process-wide happens here: the crypto provider and the signal watchers
    /// are installed once by `main` (`install_process_hooks`), and the key is registered
    /// for redaction when the run's `Context` resolves it.
    pub(crate) fn new(opts: ClientOptions) -> Result<Self, EsxError> {
        if let Some(key) = &opts.api_key
            && let Some(trace) = &opts.trace
            && let Some(note) = super::redact::short_key_note(key.expose_secret())
        {
            trace(note);
        }
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
        let http = match &opts.shared {
            Some(shared) => {
                let mut slot = shared.0.lock().unwrap_or_else(PoisonError::into_inner);
                match &*slot {
                    Some(http) => http.clone(),
                    None => slot.insert(build_http(&opts, &base)?).clone(),
                }
            }
            None => build_http(&opts, &base)?,
        };
        Ok(Self { http, base, opts })
    }

    /// How many pages `--all` may fetch (see [`ClientOptions::max_pages`]).
    #[must_use]
    pub(crate) fn max_pages(&self) -> u64 {
        self.opts.max_pages
    }

    /// The base URL, as configured (path prefix included).
    #[must_use]
    pub(crate) fn base_url(&self) -> &Url {
        &self.base
    }

    /// The full URL for a route path, keeping the base URL's path prefix. Every request
    /// passes here, so this is where an id that would escape its route (`..`) and a URL
    /// no server accepts are refused, before anything is sent (exit 2).
    pub(crate) fn url_for(&self, path: &str, query: &[(String, String)]) -> Result<Url, EsxError> {
        if let Some(bad) = path
            .split('/')
            .find(|s| esx_proto::routes::is_dot_segment(s))
        {
            return Err(EsxError::usage(esx_proto::routes::dot_segment_message(bad)));
        }
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
        let len = url.as_str().len();
        if len > MAX_URL_LEN {
            return Err(EsxError::usage(format!(
                "the request would be a {} KB URL (servers accept about {} KB): shorten the search term, id or filter; nothing was sent",
                len / 1000,
                MAX_URL_LEN / 1000
            )));
        }
        Ok(url)
    }

    fn trace(&self, line: &str) {
        if let Some(t) = &self.opts.trace {
            t(line);
        }
    }

    /// GET a route with the key and return its JSON body.
    pub(crate) fn get_json(
        &self,
        path: &str,
        query: &[(String, String)],
    ) -> Result<Value, EsxError> {
        self.get(path, query, true)
    }

    /// GET a route without the key (the published breakdown pages are keyless).
    pub(crate) fn get_json_keyless(
        &self,
        path: &str,
        query: &[(String, String)],
    ) -> Result<Value, EsxError> {
        self.get(path, query, false)
    }

    /// GET a route with the key and return its body exactly as served (a 2xx answer;
    /// anything else is the same error [`Client::get_json`] gives). For callers that
    /// deserialise straight from the bytes, borrowing from them; the body is not
    /// checked to be JSON here.
    pub(crate) fn get_bytes(
        &self,
        path: &str,
        query: &[(String, String)],
    ) -> Result<Vec<u8>, EsxError> {
        self.get_bytes_early(path, query, None)
            .map(|(body, _)| body)
    }

    /// [`Client::get_bytes`], handing `early`'s array over as soon as it has arrived
    /// (see `client::early`), with the scan's verdict on the final body: `None` when the
    /// scan gave up, the answer came from the cache, or the key was redacted from it.
    ///
    /// # Errors
    /// As [`Client::get_bytes`].
    pub(crate) fn get_bytes_early(
        &self,
        path: &str,
        query: &[(String, String)],
        early: Option<&EarlyArray>,
    ) -> Result<(Vec<u8>, Option<Early>), EsxError> {
        let raw = self.exchange(path, query, true, early)?;
        if raw.status.is_success() {
            return Ok((raw.body, raw.early));
        }
        // `interpret` turns every non-2xx answer into its error.
        Err(interpret(&raw, path)
            .err()
            .unwrap_or_else(|| EsxError::other(format!("the service answered {}", raw.status))))
    }

    fn get(
        &self,
        path: &str,
        query: &[(String, String)],
        with_key: bool,
    ) -> Result<Value, EsxError> {
        let raw = self.exchange(path, query, with_key, None)?;
        interpret(&raw, path)
    }

    /// Send the GET, retrying what is worth retrying, and return the final answer that is
    /// not (a 2xx, a 3xx or 4xx to interpret), or the error that ended the retries.
    fn exchange(
        &self,
        path: &str,
        query: &[(String, String)],
        with_key: bool,
        early: Option<&EarlyArray>,
    ) -> Result<Raw, EsxError> {
        let url = self.url_for(path, query)?;
        let shown = redact_url(&url);
        let cached = self.cache_entry(&url, with_key);
        if let Some((dir, name)) = &cached {
            let damaged = match self.cached_answer(dir, name, &url, &shown) {
                Ok(Some(raw)) => return Ok(raw),
                Ok(None) => None,
                Err(why) => Some(why),
            };
            if self.opts.cache.offline
                && let Some(why) = damaged
            {
                return Err(EsxError::retryable(format!(
                    "cached answer damaged; run once online (without --offline) to replace it (GET {shown}: {why})"
                )));
            }
            if self.opts.cache.offline {
                return Err(EsxError::retryable(format!(
                    "--offline: nothing cached for GET {shown}"
                ))
                .with_hint("run it once without --offline (with --cache TTL) to store an answer"));
            }
        }
        let raw = self.exchange_live(&url, &shown, path, with_key, early)?;
        if self.opts.cache.ttl.is_some()
            && raw.status.is_success()
            && let Some((dir, name)) = &cached
            && let Err(e) = super::cache::store(dir, name, &raw.body)
        {
            // A cache that cannot be written costs requests, not the answer.
            self.trace(&format!("cannot write the cache in {}: {e}", dir.display()));
        }
        Ok(raw)
    }

    /// The cache directory and file name for this request, when the cache is in use.
    fn cache_entry(&self, url: &Url, with_key: bool) -> Option<(std::path::PathBuf, String)> {
        let policy = &self.opts.cache;
        if !policy.active() {
            return None;
        }
        let dir = policy.dir.clone()?;
        let key = if with_key {
            self.opts
                .api_key
                .as_ref()
                .map(secrecy::ExposeSecret::expose_secret)
        } else {
            None
        };
        Some((
            dir,
            super::cache::entry_name(url, key, policy.origin.as_deref()),
        ))
    }

    /// A stored answer usable now: any age under `--offline`, younger than the TTL else;
    /// `Err(why)` for a damaged entry (absent: `-v` says so, and online it is refetched
    /// and replaced).
    fn cached_answer(
        &self,
        dir: &std::path::Path,
        name: &str,
        url: &Url,
        shown: &str,
    ) -> Result<Option<Raw>, String> {
        let hit = match super::cache::load(dir, name) {
            super::cache::Entry::Hit(hit) => hit,
            super::cache::Entry::Missing => return Ok(None),
            super::cache::Entry::Damaged(why) => {
                self.trace(&format!(
                    "GET {shown}: the cached answer is damaged ({why}); taken as absent"
                ));
                return Err(why);
            }
        };
        let policy = &self.opts.cache;
        let fresh = policy.ttl.is_some_and(|ttl| hit.age < ttl);
        if !policy.offline && !fresh {
            return Ok(None);
        }
        let age = super::cache::human_age(hit.age);
        self.trace(&format!("GET {shown}: from the cache, fetched {age} ago"));
        self.opts.rate_limit.cached();
        if policy.offline
            && let Some(n) = &self.opts.notice
        {
            n(&format!("offline: answer for {shown} fetched {age} ago"));
        }
        Ok(Some(Raw {
            status: StatusCode::OK,
            headers: HeaderMap::new(),
            body: hit.body,
            url: url.clone(),
            early: None,
        }))
    }

    /// What a finished answer means: handed back (not retryable), an error (retries
    /// spent, or the server's wait past `--max-retry-wait`), or another attempt after
    /// its problem and the server's floor for the wait.
    fn after_answer(&self, raw: Raw, elapsed: Duration, attempt: u32) -> Result<Next, EsxError> {
        self.trace(&format!(
            "{} {} in {} ms, {} bytes",
            raw.status.as_u16(),
            raw.status.canonical_reason().unwrap_or(""),
            elapsed.as_millis(),
            raw.body.len()
        ));
        if raw.status == StatusCode::TOO_MANY_REQUESTS {
            // Other sports of a fan-out wait their turn from now on.
            self.opts.rate_limit.note();
        }
        if !is_retryable(raw.status) {
            return Ok(Next::Answer(Box::new(raw)));
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
        Ok(Next::Retry(
            format!(
                "{} {}",
                raw.status.as_u16(),
                raw.status.canonical_reason().unwrap_or("")
            ),
            floor,
        ))
    }

    /// The network half of [`Client::exchange`]: send, retry, and return the final answer.
    fn exchange_live(
        &self,
        url: &Url,
        shown: &str,
        path: &str,
        with_key: bool,
        early: Option<&EarlyArray>,
    ) -> Result<Raw, EsxError> {
        let mut attempt = 0u32;
        loop {
            let started = Instant::now();
            self.opts.rate_limit.sent();
            self.trace(&format!(
                "GET {shown}{}",
                if with_key && self.opts.api_key.is_some() {
                    " (X-API-Key: ***)"
                } else {
                    ""
                }
            ));
            let outcome = self.send_once(url, with_key, early);
            let elapsed = started.elapsed();
            let (problem, floor) = match outcome {
                Attempt::Done(raw) => match self.after_answer(raw, elapsed, attempt)? {
                    Next::Answer(raw) => return Ok(*raw),
                    Next::Retry(problem, floor) => (problem, floor),
                },
                Attempt::Interrupted => return Err(interrupted_error()),
                Attempt::Refused(e) => return Err(e),
                Attempt::TooBig(size) => {
                    return Err(EsxError::bad_response(format!(
                        "the answer for {path} is over {} (at least {}); not reading it: raise --max-body if it is expected",
                        human_bytes(self.opts.max_body),
                        human_bytes(size)
                    )));
                }
                Attempt::Transient(msg) => {
                    self.trace(&format!("failed after {} ms: {msg}", elapsed.as_millis()));
                    if attempt >= self.opts.retries {
                        let tries = attempt + 1;
                        return Err(EsxError::retryable(format!(
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
            if wait > NOTICE_WAIT
                && let Some(n) = &self.opts.notice
            {
                // The wait said is the wait slept (`Retry-After: 3` is 3.0–3.3 s).
                n(&format!(
                    "waiting {:.1} s before retry {attempt}/{}: {problem}{}",
                    wait.as_secs_f64(),
                    self.opts.retries,
                    floor
                        .map(|_| " (the service asked to wait)")
                        .unwrap_or_default()
                ));
            }
            if !sleep_unless_stopped(wait, &self.opts.cancel) {
                return Err(interrupted_error());
            }
        }
    }

    /// One exchange, bounded by `--timeout` from the moment it is sent to the last byte
    /// of the body (DESIGN "Hostile input, bounded"): it runs on a thread of its own, and
    /// once the deadline passes the attempt is a timeout, however the server trickles. The
    /// same wait looks at the Ctrl-C flag of a `--watch`, so Ctrl-C ends it at once.
    fn send_once(&self, url: &Url, with_key: bool, early: Option<&EarlyArray>) -> Attempt {
        let timeout = self.opts.timeout;
        let deadline = Instant::now() + timeout;
        // Built again if no thread can be started (the closure moved the first).
        let job = || Job {
            key: if with_key {
                self.opts.api_key.clone()
            } else {
                None
            },
            redact: self.opts.api_key.clone(),
            max_body: self.opts.max_body,
            deadline,
            timeout,
            early: early.cloned(),
        };
        let stop = self.opts.cancel.clone();
        let (tx, rx) = std::sync::mpsc::channel();
        let (http, target, first) = (self.http.clone(), url.clone(), job());
        let spawned = std::thread::Builder::new()
            .name("request".into())
            .spawn(move || {
                let _ = tx.send(send(&http, &target, &first));
            });
        if spawned.is_err() {
            return send(&self.http, url, &job());
        }
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match rx.recv_timeout(left.min(STOP_POLL)) {
                Ok(attempt) => return attempt,
                Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                    if stop.is_cancelled() {
                        // The request thread is left to end with the process.
                        return Attempt::Interrupted;
                    }
                    if Instant::now() >= deadline {
                        // A stalled read: the thread ends at its own read timeout.
                        return Attempt::Transient(timed_out(url, timeout));
                    }
                }
                Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
                    return Attempt::Transient("the request failed unexpectedly".into());
                }
            }
        }
    }
}

/// How often a request or a retry wait under a watch looks at the Ctrl-C flag.
const STOP_POLL: Duration = Duration::from_millis(50);

/// Sleep for a retry; `false` if the run's cancel token (Ctrl-C under a watch) cut it
/// short.
fn sleep_unless_stopped(wait: Duration, stop: &CancelToken) -> bool {
    let until = Instant::now() + wait;
    while !stop.is_cancelled() {
        let now = Instant::now();
        if now >= until {
            return true;
        }
        std::thread::sleep((until - now).min(STOP_POLL));
    }
    false
}

fn interrupted_error() -> EsxError {
    EsxError::other("interrupted")
}

#[cfg(test)]
mod tests;
