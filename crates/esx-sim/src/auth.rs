//! Keys, plans, the per-key rate limit, and the error bodies every refusal uses.
//!
//! v6 errors are `{"detail": "..."}`, v7 errors `{"error": {"code", "message"}}`
//! (upstream SDK facts). A 403 always names the plan needed, because the official SDK
//! tells a plan error from an auth error by the word "plan".

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use esx_proto::models::{ErrorBody, ErrorDetail, ErrorEnvelope, RateLimitInfo};

pub use esx_proto::Plan;

/// The demo keys the simulator accepts, with their plans.
pub const DEMO_KEYS: [(&str, Plan); 3] = [
    ("demo-sandbox", Plan::Sandbox),
    ("demo-hobby", Plan::Hobby),
    ("demo-builder", Plan::Builder),
];

/// The plan of a key, if the key is known.
#[must_use]
pub(crate) fn plan_of(key: &str) -> Option<Plan> {
    DEMO_KEYS.iter().find(|(k, _)| *k == key).map(|(_, p)| *p)
}

/// Where the 429 body points users who want a higher limit.
pub(crate) const UPGRADE_URL: &str = "https://esx-sim.invalid/pricing";

/// A refusal: status, v7 code and message; rendered per API version.
#[derive(Debug, Clone)]
pub(crate) struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: String,
    pub rate: Option<Box<RateLimitInfo>>,
    /// Render as v7 (`{"error": ...}`) rather than v6 (`{"detail": ...}`).
    pub v7: bool,
}

impl ApiError {
    /// A refusal with a status, a v7 code and a message.
    pub(crate) fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        Self {
            status,
            code,
            message: message.into(),
            rate: None,
            v7: false,
        }
    }

    /// 400 with a code.
    pub(crate) fn bad_request(code: &'static str, message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, code, message)
    }

    /// 404.
    pub(crate) fn not_found(message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, "not_found", message)
    }

    /// 422: an out-of-range or malformed parameter.
    pub(crate) fn invalid(message: impl Into<String>) -> Self {
        Self::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_parameter",
            message,
        )
    }

    /// 403 naming the plan a route needs.
    #[must_use]
    pub(crate) fn plan(path: &str, needed: Plan, have: Plan) -> Self {
        Self::new(
            StatusCode::FORBIDDEN,
            "plan_required",
            format!(
                "{path} requires the {} plan or above (this key is on the {} plan)",
                needed.name(),
                have.name()
            ),
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let retry = self.rate.as_ref().map(|r| r.resets_in_seconds);
        let rate = self.rate.map(|r| *r);
        let body = if self.v7 {
            serde_json::to_vec(&ErrorEnvelope {
                error: ErrorBody {
                    code: self.code.to_string(),
                    message: self.message,
                    rate_limit: rate,
                },
            })
        } else {
            serde_json::to_vec(&ErrorDetail {
                detail: serde_json::Value::String(self.message),
                rate_limit: rate,
            })
        }
        .unwrap_or_default();
        let mut resp = (self.status, body).into_response();
        let h = resp.headers_mut();
        h.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        );
        if let Some(v) = retry.and_then(|secs| HeaderValue::from_str(&secs.to_string()).ok()) {
            h.insert(header::RETRY_AFTER, v);
        }
        resp
    }
}

/// A fixed one-minute window per key.
#[derive(Debug)]
pub(crate) struct RateLimiter {
    per_minute: u32,
    windows: Mutex<HashMap<String, (Instant, u32)>>,
}

impl RateLimiter {
    /// A limiter allowing `per_minute` requests per key per minute.
    #[must_use]
    pub(crate) fn new(per_minute: u32) -> Self {
        Self {
            per_minute,
            windows: Mutex::new(HashMap::new()),
        }
    }

    /// Counts one request of `key`; a 429 refusal when the window is spent.
    pub(crate) fn check(&self, key: &str) -> Result<(), ApiError> {
        let now = Instant::now();
        let window = Duration::from_secs(60);
        // A poisoned lock only means another request panicked mid-count; keep counting.
        let mut map = self
            .windows
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let entry = map.entry(key.to_string()).or_insert((now, 0));
        if now.duration_since(entry.0) >= window {
            *entry = (now, 0);
        }
        if entry.1 < self.per_minute {
            entry.1 += 1;
            return Ok(());
        }
        let left = window.saturating_sub(now.duration_since(entry.0));
        let secs = left.as_secs() + u64::from(left.subsec_nanos() > 0);
        let resets_at = crate::clock::wall_now()
            .checked_add(jiff::SignedDuration::from_secs(secs as i64))
            .map(|t| format!("{t:.0}"))
            .unwrap_or_default();
        let mut err = ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "rate_limited",
            format!(
                "Rate limit exceeded: {} requests per minute; retry in {secs} s",
                self.per_minute
            ),
        );
        err.rate = Some(Box::new(RateLimitInfo {
            limit_type: "per_minute".into(),
            limit: self.per_minute,
            remaining: 0,
            resets_at,
            resets_in_seconds: secs,
            upgrade_url: UPGRADE_URL.into(),
        }));
        Err(err)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plans_are_ordered_and_keys_known() {
        assert!(Plan::Sandbox < Plan::Hobby && Plan::Hobby < Plan::Builder);
        assert_eq!(plan_of("demo-hobby"), Some(Plan::Hobby));
        assert_eq!(plan_of("nope"), None);
    }

    #[test]
    fn limiter_refuses_after_the_limit() {
        let l = RateLimiter::new(2);
        assert!(l.check("k").is_ok());
        assert!(l.check("k").is_ok());
        let err = l.check("k").err();
        assert_eq!(
            err.as_ref().map(|e| e.status),
            Some(StatusCode::TOO_MANY_REQUESTS)
        );
        assert!(
            err.and_then(|e| e.rate)
                .is_some_and(|r| r.remaining == 0 && r.resets_in_seconds <= 60)
        );
        assert!(l.check("other").is_ok());
    }
}
