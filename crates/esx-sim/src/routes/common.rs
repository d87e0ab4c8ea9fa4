//! What every route handler shares: the parsed request ([`Ctx`]) and its parameter
//! readers, the reply type and the JSON encoder, the query-component decoder.

use axum::http::StatusCode;
use serde::Serialize;

use crate::auth::{ApiError, Plan};
use crate::data::{SportData, World};
use crate::live::LiveHub;

/// A handler's outcome: serialized JSON or a refusal.
pub(super) type Reply = Result<Vec<u8>, ApiError>;

/// Serializes a response body.
pub(super) fn json<T: Serialize>(v: &T) -> Reply {
    serde_json::to_vec(v)
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", e.to_string()))
}

/// One request, parsed.
pub(super) struct Ctx<'a> {
    pub world: &'a World,
    pub path: &'a str,
    pub query: Vec<(String, String)>,
    pub plan: Plan,
    pub live: Option<&'a LiveHub>,
    /// The route table's dispatcher: a handler that answers by running other routes
    /// in-process (the v7 reads) calls it through here rather than importing the table.
    pub serve: fn(&Ctx<'_>, &[&str]) -> Reply,
}

fn hex(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// Decodes one `application/x-www-form-urlencoded` component (`+` is a space).
#[must_use]
pub(super) fn decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < b.len() => {
                if let (Some(h), Some(l)) = (hex(b[i + 1]), hex(b[i + 2])) {
                    out.push(h * 16 + l);
                    i += 2;
                } else {
                    out.push(b'%');
                }
            }
            c => out.push(c),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

impl Ctx<'_> {
    /// The first non-empty value of a parameter (the SDK drops empty ones; so do we).
    #[must_use]
    pub(super) fn get(&self, name: &str) -> Option<&str> {
        self.query
            .iter()
            .find(|(k, v)| k == name && !v.trim().is_empty())
            .map(|(_, v)| v.trim())
    }

    /// A required parameter (422 when absent).
    pub(super) fn required(&self, name: &str) -> Result<&str, ApiError> {
        self.get(name)
            .ok_or_else(|| ApiError::invalid(format!("query parameter '{name}' is required")))
    }

    /// An integer parameter in `[min, max]` (422 outside or when not an integer).
    pub(super) fn int(
        &self,
        name: &str,
        default: i64,
        min: i64,
        max: i64,
    ) -> Result<i64, ApiError> {
        let Some(raw) = self.get(name) else {
            return Ok(default);
        };
        match raw.parse::<i64>() {
            Ok(v) if (min..=max).contains(&v) => Ok(v),
            _ if max == i64::MAX => Err(ApiError::invalid(format!(
                "{name} must be an integer >= {min}, got '{raw}'"
            ))),
            _ => Err(ApiError::invalid(format!(
                "{name} must be an integer between {min} and {max}, got '{raw}'"
            ))),
        }
    }

    /// An optional integer parameter (any i64).
    pub(super) fn opt_int(&self, name: &str) -> Result<Option<i64>, ApiError> {
        self.get(name)
            .map(|raw| {
                raw.parse::<i64>().map_err(|_| {
                    ApiError::invalid(format!("{name} must be an integer, got '{raw}'"))
                })
            })
            .transpose()
    }

    /// A finite number parameter in `[min, max]`.
    pub(super) fn float(
        &self,
        name: &str,
        default: f64,
        min: f64,
        max: f64,
    ) -> Result<f64, ApiError> {
        let Some(raw) = self.get(name) else {
            return Ok(default);
        };
        match raw.parse::<f64>() {
            Ok(v) if v.is_finite() && v >= min && v <= max => Ok(v),
            _ => Err(ApiError::invalid(format!(
                "{name} must be a number between {min} and {max}, got '{raw}'"
            ))),
        }
    }

    /// One of `allowed` (case-insensitive), or `default` when absent.
    pub(super) fn choice(
        &self,
        name: &str,
        allowed: &[&str],
        default: &str,
    ) -> Result<String, ApiError> {
        let Some(raw) = self.get(name) else {
            return Ok(default.to_string());
        };
        allowed
            .iter()
            .find(|a| a.eq_ignore_ascii_case(raw))
            .map(|a| (*a).to_string())
            .ok_or_else(|| {
                ApiError::invalid(format!(
                    "{name} must be one of {}, got '{raw}'",
                    allowed.join(", ")
                ))
            })
    }

    /// A boolean parameter (`true/false/1/0/yes/no`).
    pub(super) fn boolean(&self, name: &str, default: bool) -> Result<bool, ApiError> {
        let Some(raw) = self.get(name) else {
            return Ok(default);
        };
        match raw.to_ascii_lowercase().as_str() {
            "true" | "1" | "yes" => Ok(true),
            "false" | "0" | "no" => Ok(false),
            _ => Err(ApiError::invalid(format!(
                "{name} must be true or false, got '{raw}'"
            ))),
        }
    }

    /// A `YYYY-MM-DD` date parameter, as unix seconds of its UTC midnight.
    pub(super) fn date(&self, name: &str) -> Result<Option<i64>, ApiError> {
        let Some(raw) = self.get(name) else {
            return Ok(None);
        };
        raw.parse::<jiff::civil::Date>()
            .ok()
            .and_then(|d| d.to_zoned(jiff::tz::TimeZone::UTC).ok())
            .map(|z| Some(z.timestamp().as_second()))
            .ok_or_else(|| {
                ApiError::invalid(format!("{name} must be a date YYYY-MM-DD, got '{raw}'"))
            })
    }

    /// The sport's data, or 404 naming the route's sports.
    pub(super) fn sport(&self, slug: &str, allowed: &[&str]) -> Result<&SportData, ApiError> {
        if !allowed.contains(&slug) {
            return Err(ApiError::not_found(format!(
                "Unknown sport '{slug}' for this route; supported: {}",
                allowed.join(", ")
            )));
        }
        self.world
            .sport(slug)
            .ok_or_else(|| ApiError::not_found(format!("Unknown sport '{slug}'")))
    }

    /// `limit`/`offset` pagination parameters.
    pub(super) fn page(&self, default: i64, max: i64) -> Result<(usize, usize), ApiError> {
        let limit = self.int("limit", default, 1, max)?;
        let offset = self.int("offset", 0, 0, i64::MAX)?;
        Ok((limit as usize, offset as usize))
    }
}
