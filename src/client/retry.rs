//! Retry timing: which answers are retried, how long to wait (jittered exponential
//! backoff that never undercuts the server's `Retry-After`), and how a wait is said.

use std::time::Duration;

use reqwest::StatusCode;
use reqwest::header::{HeaderMap, RETRY_AFTER};
use serde_json::Value;

use super::body::body_field;

/// Backoff base and cap for waits the server does not dictate.
const BACKOFF_BASE: Duration = Duration::from_millis(500);
const BACKOFF_CAP: Duration = Duration::from_secs(30);
/// The longest esx sleeps for a retry; a reset further away is reported at once.
pub(crate) const MAX_RETRY_WAIT: Duration = Duration::from_secs(60);
/// Any wait a server asks for is clamped to this (about ten years): `Retry-After: 1e20`
/// must not overflow `Duration` (a panic), and anything this far is reported, not slept.
pub(crate) const FAR_WAIT: Duration = Duration::from_secs(10 * 365 * 24 * 3600);

/// Seconds from a server (a header or a JSON number) as a wait, clamped to [`FAR_WAIT`].
/// Negative or NaN is no wait at all (`None`); infinity and huge numbers are far.
#[must_use]
pub(crate) fn server_seconds(secs: f64) -> Option<Duration> {
    if secs.is_nan() || secs < 0.0 {
        return None;
    }
    if secs >= FAR_WAIT.as_secs_f64() {
        return Some(FAR_WAIT);
    }
    Some(Duration::from_secs_f64(secs))
}

/// How long to wait before retry number `attempt` (0-based).
///
/// With a server floor (`Retry-After` or `resets_in_seconds`) the wait is the floor plus
/// up to 10 % jitter, never less; otherwise `min(0.5 s × 2^attempt, 30 s)` scaled by a
/// factor in [0.5, 1.0]. `jitter` is a number in [0, 1).
#[must_use]
pub(crate) fn retry_wait(attempt: u32, server_floor: Option<Duration>, jitter: f64) -> Duration {
    let jitter = if jitter.is_finite() {
        jitter.clamp(0.0, 1.0)
    } else {
        0.5
    };
    if let Some(floor) = server_floor {
        floor.min(FAR_WAIT).mul_f64(1.0 + 0.1 * jitter)
    } else {
        let exp = BACKOFF_BASE.saturating_mul(2u32.saturating_pow(attempt.min(16)));
        exp.min(BACKOFF_CAP).mul_f64(0.5 + 0.5 * jitter)
    }
}

/// A JSON number of seconds as a wait: beyond f64 (`1e400`) is far, not ignored.
#[must_use]
pub(crate) fn json_seconds(v: &Value) -> Option<Duration> {
    let n = v.as_number()?;
    match n.as_f64() {
        Some(secs) => server_seconds(secs),
        None if !n.to_string().starts_with('-') => Some(FAR_WAIT),
        None => None,
    }
}

/// Parse `Retry-After`: delta seconds or an HTTP date (relative to `now`).
#[must_use]
pub(crate) fn parse_retry_after(value: &str, now: jiff::Timestamp) -> Option<Duration> {
    let value = value.trim();
    // Digits only: any length (`18446744073709551616` does not fit a u64) is a clamped wait.
    if !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) {
        return Some(
            value
                .parse::<u64>()
                .map_or(FAR_WAIT, |s| Duration::from_secs(s).min(FAR_WAIT)),
        );
    }
    if let Ok(secs) = value.parse::<f64>() {
        return server_seconds(secs);
    }
    let when = jiff::fmt::rfc2822::parse(value).ok()?.timestamp();
    let delta = when.as_second().saturating_sub(now.as_second());
    Some(Duration::from_secs(u64::try_from(delta.max(0)).unwrap_or(0)).min(FAR_WAIT))
}

pub(super) fn is_retryable(status: StatusCode) -> bool {
    status == StatusCode::TOO_MANY_REQUESTS
        || (status.is_server_error()
            && status != StatusCode::NOT_IMPLEMENTED
            && status != StatusCode::HTTP_VERSION_NOT_SUPPORTED)
}

/// The wait the server asked for: `Retry-After`, else the body's `resets_in_seconds`.
pub(super) fn server_floor(headers: &HeaderMap, body: &Value) -> Option<Duration> {
    headers
        .get(RETRY_AFTER)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| parse_retry_after(v, crate::clock::wall_now()))
        .or_else(|| body_field(body, "resets_in_seconds").and_then(json_seconds))
}

/// "2h 15m", "45s": short and exact enough for a person.
#[must_use]
pub(crate) fn human_duration(d: Duration) -> String {
    let s = d.as_secs();
    match s {
        0..60 => format!("{s}s"),
        60..3600 => format!("{}m {}s", s / 60, s % 60),
        3600..172_800 => format!("{}h {}m", s / 3600, (s % 3600) / 60),
        _ => format!("{}d {}h", s / 86_400, (s % 86_400) / 3600),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        // Hostile values are clamped, never a panic.
        for far in [
            "1e20",
            "99999999999999999999",
            "18446744073709551616",
            "inf",
            "1e308",
        ] {
            assert_eq!(parse_retry_after(far, now), Some(FAR_WAIT), "{far}");
        }
        assert_eq!(parse_retry_after("NaN", now), None);
        assert_eq!(parse_retry_after("soon", now), None);
    }

    #[test]
    fn body_waits_are_clamped() {
        let h = HeaderMap::new();
        for body in [
            r#"{"resets_in_seconds": 1e20}"#,
            r#"{"error": {"resets_in_seconds": 1e300}}"#,
            r#"{"resets_in_seconds": 1e400}"#,
        ] {
            let v: Value = serde_json::from_str(body).unwrap();
            assert_eq!(server_floor(&h, &v), Some(FAR_WAIT), "{body}");
        }
        assert!(retry_wait(0, Some(Duration::MAX), 1.0) <= FAR_WAIT.mul_f64(1.1));
    }

    #[test]
    fn human_durations() {
        assert_eq!(human_duration(Duration::from_secs(45)), "45s");
        assert_eq!(human_duration(Duration::from_secs(125)), "2m 5s");
        assert_eq!(human_duration(Duration::from_secs(8100)), "2h 15m");
        assert_eq!(human_duration(FAR_WAIT), "3650d 0h");
    }
}
