//! One attempt at a GET on its own thread: the request, and the body read within its
//! bounds (`--max-body`, the deadline), the key redacted from it, and (for a reader
//! that asked) its leading array handed over before the rest has arrived.

use std::io::Read as _;
use std::time::{Duration, Instant};

use reqwest::header::{HeaderMap, HeaderValue};
use reqwest::{StatusCode, Url};
use secrecy::{ExposeSecret as _, SecretString};

use super::early::{EarlyArray, Scan};
use super::response::{Raw, describe_transport_error};
use crate::error::EsxError;

/// The buffer a body without a `Content-Length` starts in (it doubles as it fills).
const UNANNOUNCED_START: u64 = 64 * 1024;

/// How one attempt ended.
pub(super) enum Attempt {
    Done(Raw),
    /// The body is over `--max-body` (its announced or read size so far).
    TooBig(u64),
    /// Connection failure or timeout: worth retrying.
    Transient(String),
    /// Ctrl-C under a watch, before the answer came.
    Interrupted,
    /// A failure no retry mends (https to a plain-http server): reported at once.
    Refused(EsxError),
}

/// What one attempt needs on its thread.
pub(super) struct Job {
    /// The key to send (`None` on keyless routes).
    pub(super) key: Option<SecretString>,
    /// The key to redact from the body (known even on keyless routes).
    pub(super) redact: Option<SecretString>,
    pub(super) max_body: u64,
    /// `--timeout` after the attempt began: the whole body must be in by then.
    pub(super) deadline: Instant,
    /// `--timeout` itself (for the message).
    pub(super) timeout: Duration,
    /// A reader that wants the body's leading array early (a 2xx body only).
    pub(super) early: Option<EarlyArray>,
}

/// "the request to HOST:PORT timed out after 2 s".
pub(super) fn timed_out(url: &Url, timeout: Duration) -> String {
    format!(
        "the request to {}:{} timed out after {} (--timeout)",
        url.host_str().unwrap_or("?"),
        url.port_or_known_default()
            .map_or_else(String::new, |p| p.to_string()),
        super::retry::human_duration(timeout)
    )
}

/// Send one GET and read its answer (at most `max_body` bytes, all of it before the
/// deadline), redacting the key from the body as it arrives.
pub(super) fn send(http: &reqwest::blocking::Client, url: &Url, job: &Job) -> Attempt {
    let mut req = http.get(url.clone());
    if let Some(key) = &job.key {
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
                        early: None,
                    });
            }
        }
    }
    let timeout = job
        .deadline
        .saturating_duration_since(Instant::now())
        .max(Duration::from_millis(1));
    let resp = match req.timeout(timeout).send() {
        Ok(r) => r,
        Err(e) if super::response::plain_http_answer(&e, url) => {
            return Attempt::Refused(super::response::https_to_http_error(url));
        }
        Err(e) => return Attempt::Transient(describe_transport_error(&e, url)),
    };
    read_body(resp, url, job)
}

/// Read an answer's body (at most `max_body` bytes, all of it before the deadline),
/// redacting the key from it, and, for a 2xx answer a reader asked it of, scanning it for
/// its early array as it arrives: the answer with the scan's verdict, or how the attempt
/// failed.
fn read_body(resp: reqwest::blocking::Response, url: &Url, job: &Job) -> Attempt {
    // Read at most one byte past the cap, straight into the one buffer the body lives
    // in (no chunk buffer copied from, no `bytes()` + `to_vec()` copy); an announced
    // size over the cap is refused before reading at all.
    let cap = job.max_body;
    let status = resp.status();
    let headers = resp.headers().clone();
    let final_url = resp.url().clone();
    let announced = resp.content_length();
    if let Some(len) = announced
        && len > cap
    {
        return Attempt::TooBig(len);
    }
    // An announced size gets its whole buffer at once, one byte more so the read that
    // sees the end needs no growth: a zeroed allocation (pages the system hands over
    // zeroed and touches only as they are written), so a server that announces much and
    // sends little costs no memory it did not send. Reserving only 8 MiB and growing
    // copied a 32 MB `/player-props` body twice over (issue 18.8).
    let start = announced.map_or(UNANNOUNCED_START, |len| len.saturating_add(1));
    let mut body = vec![0u8; usize::try_from(start.min(cap.saturating_add(1))).unwrap_or(0)];
    let mut filled = 0usize;
    let mut reader = resp.take(cap.saturating_add(1));
    // The key check and the early scan follow the body as it arrives, so that little is
    // left to do once the last byte is in (issue 18.8).
    let mut arriving = job
        .redact
        .as_ref()
        .and_then(|k| super::redact::Arriving::new(k.expose_secret()));
    let mut scan = job
        .early
        .as_ref()
        .filter(|_| status.is_success())
        .map(|e| Scan::new(e.key, &*e.to));
    loop {
        if Instant::now() >= job.deadline {
            // A body trickled a byte at a time: the attempt's time is up.
            return Attempt::Transient(format!(
                "{} (the answer was still arriving)",
                timed_out(url, job.timeout)
            ));
        }
        if filled == body.len() {
            // Full (a body without a length, or longer than announced): double, never
            // past one byte over the cap (`take` stops the reads there anyway).
            let grown = (body.len().max(1) as u64)
                .saturating_mul(2)
                .min(cap.saturating_add(1))
                .max(filled as u64 + 1);
            body.resize(usize::try_from(grown).unwrap_or(usize::MAX), 0);
        }
        match reader.read(&mut body[filled..]) {
            Ok(0) => break,
            Ok(n) => {
                filled += n;
                if filled as u64 > cap {
                    return Attempt::TooBig(filled as u64);
                }
                if let Some(a) = &mut arriving {
                    a.feed(&body[..filled]);
                }
                if let Some(scan) = &mut scan {
                    scan.feed(&body[..filled]);
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => {
                let why = e
                    .get_ref()
                    .and_then(|inner| inner.downcast_ref::<reqwest::Error>())
                    .map_or_else(|| e.to_string(), |re| describe_transport_error(re, url));
                return Attempt::Transient(format!(
                    "the connection broke while reading the response ({why})"
                ));
            }
        }
    }
    body.truncate(filled);
    let mut early = scan.and_then(|scan| scan.finish(&body));
    if let Some(clean) = arriving.and_then(|a| a.finish(&body)) {
        body = clean;
        // What was handed over early held what is now redacted: its reader decodes the
        // redacted body instead.
        early = None;
    }
    Attempt::Done(Raw {
        status,
        headers,
        body,
        url: final_url,
        early,
    })
}
