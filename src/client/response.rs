//! Response decoding: a final answer becomes JSON or the right error (exit code,
//! the service's own message, the plan a route needs, when a quota resets).

use std::time::Duration;

use reqwest::header::HeaderMap;
use reqwest::{StatusCode, Url};
use serde_json::Value;

use super::body::body_field;
use super::policy::redact_url;
use super::retry::{human_duration, server_floor};
use crate::error::{EsxError, summarize_body};

/// What one HTTP exchange produced, before interpretation.
pub(super) struct Raw {
    pub(super) status: StatusCode,
    pub(super) headers: HeaderMap,
    pub(super) body: Vec<u8>,
    pub(super) url: Url,
    /// What a body read with an early array proved (see `client::early`).
    pub(super) early: Option<super::early::Early>,
}

/// The most of the service's own message an error line carries (DESIGN "Hostile input,
/// bounded"); a longer one is cut there with `…`.
pub(crate) const MAX_SERVICE_MESSAGE: usize = 300;

/// The service's own message: v6 `detail` (string or JSON) or v7 `error.message`, cut
/// at [`MAX_SERVICE_MESSAGE`] characters.
#[must_use]
pub(crate) fn service_message(body: &Value) -> Option<String> {
    full_service_message(body).map(|m| {
        if m.chars().count() <= MAX_SERVICE_MESSAGE {
            m
        } else {
            let cut: String = m.chars().take(MAX_SERVICE_MESSAGE).collect();
            format!("{cut}…")
        }
    })
}

fn full_service_message(body: &Value) -> Option<String> {
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

pub(super) fn status_text(status: StatusCode) -> String {
    format!(
        "{} {}",
        status.as_u16(),
        status.canonical_reason().unwrap_or("")
    )
    .trim()
    .to_string()
}

fn message_or_summary(raw: &Raw, body: &Value) -> String {
    service_message(body).unwrap_or_else(|| describe_body(&raw.body))
}

/// A body that is not JSON, said in words: compressed or binary data is named as such
/// (its bytes would print as replacement characters), text is summarised on one line.
#[must_use]
pub(crate) fn describe_body(body: &[u8]) -> String {
    if body.starts_with(&[0x1f, 0x8b]) {
        return format!(
            "a gzip-compressed body ({} bytes) that esx did not ask for",
            body.len()
        );
    }
    let binary = match std::str::from_utf8(body) {
        Err(_) => true,
        Ok(text) => text
            .chars()
            .any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t')),
    };
    if binary {
        return format!("a binary body of {} bytes", body.len());
    }
    summarize_body(body)
}

/// "resets at 2026-11-22T00:00:00Z (in 5h 3m)" from the body or the wait.
fn reset_phrase(body: &Value, wait: Duration) -> String {
    let at = body_field(body, "resets_at")
        .and_then(Value::as_str)
        .map_or_else(
            || {
                let secs = i64::try_from(wait.as_secs()).unwrap_or(i64::MAX / 2);
                crate::clock::wall_now()
                    .checked_add(jiff::SignedDuration::from_secs(secs))
                    .map(|t| t.strftime("%Y-%m-%dT%H:%M:%SZ").to_string())
                    .unwrap_or_default()
            },
            str::to_string,
        );
    format!("resets at {at} (in {})", human_duration(wait))
}

/// A retryable answer whose wait is too far to sleep through: a quota reset (429), or a
/// failing service (5xx) that asks to come back later — never called "rate limited".
pub(super) fn quota_error(raw: &Raw, body: &Value, wait: Duration) -> EsxError {
    if raw.status != StatusCode::TOO_MANY_REQUESTS {
        return EsxError::retryable(format!(
            "the service failed ({}): {}; it asks to retry in {} — not waiting that long, try again later",
            status_text(raw.status),
            message_or_summary(raw, body),
            human_duration(wait)
        ));
    }
    let limit = body_field(body, "limit_type")
        .and_then(Value::as_str)
        .map(|t| format!(" ({t} limit)"))
        .unwrap_or_default();
    EsxError::retryable(format!(
        "rate limited{limit}: {}; {} — not waiting that long, try again then",
        message_or_summary(raw, body),
        reset_phrase(body, wait)
    ))
}

pub(super) fn final_retryable(raw: &Raw, body: &Value, retries: u32) -> EsxError {
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
        EsxError::retryable(format!(
            "rate limited (429){after}: {}{when}",
            message_or_summary(raw, body)
        ))
    } else {
        EsxError::retryable(format!(
            "the service failed ({}){after}: {}; try again later",
            status_text(raw.status),
            message_or_summary(raw, body)
        ))
    }
}

/// Turn a final, non-retryable answer into JSON or the right error.
pub(super) fn interpret(raw: &Raw, path: &str) -> Result<Value, EsxError> {
    let status = raw.status;
    if status.is_redirection() {
        let to = raw
            .headers
            .get(reqwest::header::LOCATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|loc| raw.url.join(loc).ok())
            .map_or_else(|| "an unknown location".to_string(), |u| redact_url(&u));
        return Err(EsxError::other(format!(
            "refused to follow a {} redirect from {} to {to}: it leaves the configured origin (or loops), and the API key is only sent to that origin; check --base-url",
            status.as_u16(),
            raw.url.origin().ascii_serialization()
        )));
    }
    if status.is_success() {
        return super::exact::parse(&raw.body).map_err(|e| {
            EsxError::bad_response(format!(
                "the service answered {} for {path} but the body is not the documented JSON: {}; check --base-url",
                status_text(status),
                not_json(&raw.body, &e)
            ))
        });
    }
    let body: Value = serde_json::from_slice(&raw.body).unwrap_or(Value::Null);
    let msg = message_or_summary(raw, &body);
    let plan_hint = || {
        // The service's detail usually names the plan already: say it once.
        if msg.to_ascii_lowercase().contains(" plan") {
            return " (`esx auth status` shows yours)".to_string();
        }
        esx_proto::routes::required_plan(path)
            .map(|p| {
                format!(" ({path} needs the {p} plan or above; `esx auth status` shows yours)")
            })
            .unwrap_or_default()
    };
    Err(match status.as_u16() {
        401 => EsxError::auth(format!(
            "the service rejected the API key (401: {msg}); run `esx auth login` or set ESX_API_KEY"
        )),
        403 => EsxError::plan(format!("plan too low (403): {msg}{}", plan_hint())),
        404 => EsxError::not_found(format!("not found (404): {msg}")),
        400 | 422 => EsxError::usage(format!(
            "the service rejected the request ({}): {msg}",
            status_text(status)
        )),
        // The service's answer to a name several teams or players share: the user
        // narrows it, as with esx's own "matches several" (exit 2).
        409 => EsxError::usage(format!(
            "the service found the name ambiguous (409): {msg}; give more of it, or an id or slug"
        )),
        _ => EsxError::other(format!(
            "the service answered {}: {msg}",
            status_text(status)
        )),
    })
}

/// Why a request failed, in a few words and never with its URL: "timed out", or the
/// innermost cause ("Connection refused (os error 111)").
#[must_use]
pub(crate) fn transport_cause(e: &reqwest::Error) -> String {
    if e.is_timeout() {
        return "timed out".into();
    }
    let mut cause: &dyn std::error::Error = e;
    while let Some(next) = cause.source() {
        cause = next;
    }
    cause.to_string()
}

/// Whether an https request failed because the server speaks plain http (its answer is
/// not a TLS record: rustls calls it a corrupt message of type InvalidContentType,
/// OpenSSL a wrong version number).
pub(super) fn plain_http_answer(e: &reqwest::Error, url: &Url) -> bool {
    if url.scheme() != "https" || !e.is_connect() {
        return false;
    }
    let mut cause: &dyn std::error::Error = e;
    loop {
        let text = cause.to_string();
        if text.contains("InvalidContentType") || text.contains("wrong version number") {
            return true;
        }
        match cause.source() {
            Some(next) => cause = next,
            None => return false,
        }
    }
}

/// https to a server that answered in plain http: a wrong `--base-url` (exit 2), with the
/// http URL it probably meant.
pub(super) fn https_to_http_error(url: &Url) -> EsxError {
    let host = url.host_str().unwrap_or("?");
    let port = url.port().map(|p| format!(":{p}")).unwrap_or_default();
    EsxError::usage(format!(
        "{host}{port} answered in plain http, not https: did you mean http://{host}{port}? (fix --base-url, ESX_BASE_URL or `esx config set base_url`)"
    ))
}

pub(super) fn describe_transport_error(e: &reqwest::Error, url: &Url) -> String {
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

/// Why a body is not JSON, in words: a JSON-looking body is "truncated or malformed"
/// (with serde's place), anything else is described ([`describe_body`]).
#[must_use]
pub(crate) fn not_json(body: &[u8], e: &serde_json::Error) -> String {
    if body.first().is_some_and(|b| *b == b'{' || *b == b'[') {
        format!("truncated or malformed JSON ({e})")
    } else {
        describe_body(body)
    }
}

/// Read a 2xx body (from [`super::Client::get_bytes`]) straight into a typed model that
/// borrows from it — strings as `&str`/`Cow`, numbers as their served text — with no
/// `Value` tree in between. A body that is not JSON is exit 7 worded as for a `Value`
/// answer; a wrong shape is exit 7 naming the route and the field, as [`decode`] does.
///
/// # Errors
/// Exit 7 (bad response), as above.
pub(crate) fn decode_body<'a, T: serde::Deserialize<'a>>(
    body: &'a [u8],
    route: &str,
) -> Result<T, EsxError> {
    let mut de = serde_json::Deserializer::from_slice(body);
    let e = match T::deserialize(&mut de).and_then(|t| de.end().map(|()| t)) {
        Ok(t) => return Ok(t),
        Err(e) => e,
    };
    if e.is_syntax() || e.is_eof() {
        return Err(EsxError::bad_response(format!(
            "the service's answer for {route} is not the documented JSON: {}; check --base-url",
            not_json(body, &e)
        )));
    }
    // A wrong shape: decode again, tracking where, to name the field. (Only on this path:
    // tracking every key costs the fast decode above a good part of its time.)
    let mut de = serde_json::Deserializer::from_slice(body);
    let at = match serde_path_to_error::deserialize::<_, T>(&mut de) {
        Err(e) if e.path().to_string() != "." => format!(" at `{}`", e.path()),
        _ => String::new(),
    };
    Err(EsxError::bad_response(format!(
        "the service's answer for {route} is not the documented JSON{at}: {e}; check --base-url"
    )))
}

/// Read a route's answer as its typed model (`esx_proto::models`). A 2xx answer of the
/// wrong shape (a string, an array, `{"books": {"id": 1}}`, `has_more: "true"`) is exit 7,
/// naming the route and the field, never a silent "no rows".
pub(crate) fn decode<'a, T: serde::Deserialize<'a>>(
    value: &'a Value,
    route: &str,
) -> Result<T, EsxError> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let at = if path == "." {
            String::new()
        } else {
            format!(" at `{path}`")
        };
        EsxError::bad_response(format!(
            "the service's answer for {route} is not the documented JSON{at}: {}; check --base-url",
            e.inner()
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrong_shapes_are_bad_responses_naming_the_field() {
        #[derive(Debug, serde::Deserialize)]
        struct Env {
            #[expect(
                dead_code,
                reason = "only its type matters: a string where a bool goes"
            )]
            has_more: bool,
        }
        let v: Value = serde_json::json!({"has_more": "true"});
        let e = decode::<Env>(&v, "/v6/esports/cs2/gaps").unwrap_err();
        assert_eq!(e.exit_code(), crate::error::ExitCode::BadResponse);
        assert!(e.to_string().contains("`has_more`"), "{e}");
        assert!(e.to_string().contains("/v6/esports/cs2/gaps"), "{e}");
        let e = decode::<Env>(&serde_json::json!("hello"), "/v6/books").unwrap_err();
        assert_eq!(e.exit_code(), crate::error::ExitCode::BadResponse);
    }

    #[test]
    fn binary_bodies_are_named_not_printed() {
        assert!(
            describe_body(&[0x1f, 0x8b, 8, 0, 0xff, 0xfe])
                .starts_with("a gzip-compressed body (6 bytes)")
        );
        assert_eq!(
            describe_body(&[0xff, 0x00, 0x41]),
            "a binary body of 3 bytes"
        );
        assert_eq!(describe_body(b"upstream\n down"), "\"upstream down\"");
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
}
