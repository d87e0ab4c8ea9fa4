//! The one blocking HTTP client: base URL, key, timeouts, retries, redirect rule, tracing.
//!
//! Rules it enforces (README "Network behaviour"): the key travels only in `X-API-Key`,
//! only to the configured origin, never over plain `http://` to a non-loopback host
//! without `--allow-insecure`; redirects are followed only within the same origin; 429,
//! 5xx, timeouts and connection failures are retried with jittered exponential backoff
//! that never undercuts `Retry-After`; a reset too far away is reported, not slept through.

use std::sync::{Arc, Once};
use std::time::{Duration, Instant};

use reqwest::header::{ACCEPT, HeaderMap, HeaderValue, USER_AGENT};
use reqwest::{StatusCode, Url};
use secrecy::{ExposeSecret as _, SecretString};
use serde_json::Value;

use super::policy::{is_loopback, parse_base_url, redact_url, same_origin};
use super::response::{Raw, describe_transport_error, final_retryable, interpret, quota_error};
use super::retry::{MAX_RETRY_WAIT, is_retryable, retry_wait, server_floor};
use crate::error::EsxError;

/// Where trace lines go (`-v`); main wires it to stderr through the output layer.
pub type TraceSink = Arc<dyn Fn(&str) + Send + Sync>;

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
            .map_err(|e| EsxError::other(format!("cannot build the HTTP client: {e}")))?;
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

    /// GET a route with the key and return its body exactly as served (a 2xx answer;
    /// anything else is the same error [`Client::get_json`] gives). For callers that
    /// deserialise straight from the bytes, borrowing from them; the body is not
    /// checked to be JSON here.
    pub fn get_bytes(&self, path: &str, query: &[(String, String)]) -> Result<Vec<u8>, EsxError> {
        let raw = self.exchange(path, query, true)?;
        if raw.status.is_success() {
            return Ok(raw.body);
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
        let raw = self.exchange(path, query, with_key)?;
        interpret(&raw, path)
    }

    /// Send the GET, retrying what is worth retrying, and return the final answer that is
    /// not (a 2xx, a 3xx or 4xx to interpret), or the error that ended the retries.
    fn exchange(
        &self,
        path: &str,
        query: &[(String, String)],
        with_key: bool,
    ) -> Result<Raw, EsxError> {
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
                        return Ok(raw);
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_http_key_needs_opt_in() {
        let key = Some(SecretString::from("k".to_string()));
        assert!(matches!(
            Client::new(ClientOptions::new("http://api.example", key.clone())),
            Err(e) if e.kind() == crate::error::ErrorKind::Usage
        ));
        assert!(Client::new(ClientOptions::new("http://127.0.0.1:9", key.clone())).is_ok());
        let mut o = ClientOptions::new("http://api.example", key);
        o.allow_insecure = true;
        assert!(Client::new(o).is_ok());
    }
}
