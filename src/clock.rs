//! The run's clock: what time esx believes it is. Every judgement about time ("already
//! started", windows, moves, ages shown in tables) reads the [`Clock`] in the run's
//! `Context`, never the wall clock, so a run can be pinned (`--now`, `ESX_NOW`, the demo's
//! simulator) and the test suite passes on any date.

use std::time::{Duration, Instant, SystemTime};

use jiff::Timestamp;

/// What time it is for one run.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) enum Clock {
    /// The machine's clock.
    #[default]
    System,
    /// Pinned at an instant when the run started; it then runs on the monotonic clock,
    /// so a `--watch` on a pinned clock still sees time pass.
    Pinned {
        /// The instant the run started at.
        at: Timestamp,
        /// When the run started, on the monotonic clock.
        since: Instant,
    },
}

impl Clock {
    /// A clock pinned at `at` from this moment on.
    #[must_use]
    pub(crate) fn pinned(at: Timestamp) -> Self {
        Self::Pinned {
            at,
            since: Instant::now(),
        }
    }

    /// The run's current time.
    #[must_use]
    pub(crate) fn now(&self) -> Timestamp {
        match self {
            Self::System => wall_now(),
            Self::Pinned { at, since } => {
                let ran = jiff::SignedDuration::try_from(since.elapsed()).unwrap_or_default();
                at.checked_add(ran).unwrap_or(*at)
            }
        }
    }

    /// The instant a pinned clock started at (the simulator starts exactly there, so a
    /// pinned run gives byte-identical answers); `None` on the system clock.
    #[must_use]
    pub(crate) fn pinned_at(&self) -> Option<Timestamp> {
        match self {
            Self::System => None,
            Self::Pinned { at, .. } => Some(*at),
        }
    }

    /// Whether the clock is pinned (`--now`, `ESX_NOW` or the demo's simulator).
    #[cfg(test)]
    #[must_use]
    pub(crate) fn is_pinned(&self) -> bool {
        matches!(self, Self::Pinned { .. })
    }
}

/// The machine's wall clock, for what is about real elapsed time and not about the
/// board: cache ages (file times) and HTTP `Retry-After` dates. Nothing that judges the
/// board calls it.
#[must_use]
pub(crate) fn wall_now() -> Timestamp {
    Timestamp::now()
}

/// Seconds since a file time on the wall clock (a cache entry's age); zero for a time in
/// the future.
#[must_use]
pub(crate) fn wall_age(modified: SystemTime) -> Duration {
    SystemTime::now()
        .duration_since(modified)
        .unwrap_or_default()
}

/// The machine's wall clock as a file time (a cache entry's fetch time).
#[must_use]
pub(crate) fn wall_system_now() -> SystemTime {
    SystemTime::now()
}

/// The one line for a board whose every event has started by the run's clock, so
/// nothing on it is judged: what happened and the two ways out.
#[must_use]
pub(crate) fn all_started_line(board: &str, now: Timestamp) -> String {
    format!(
        "every event on {board} has started by esx's clock ({}): --include-started judges them anyway; --now TIME (or ESX_NOW) sets the clock",
        now.strftime("%Y-%m-%dT%H:%M:%SZ")
    )
}

/// Parse `--now`/`ESX_NOW`: an RFC 3339 instant.
pub(crate) fn parse_now(s: &str) -> Result<Timestamp, String> {
    s.trim()
        .parse::<Timestamp>()
        .map_err(|e| format!("`{s}` is not an RFC 3339 timestamp (e.g. 2026-11-21T12:00:00Z): {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pinned_clock_starts_at_its_instant_and_runs() {
        let at: Timestamp = "2026-11-21T12:00:00Z".parse().unwrap();
        let c = Clock::pinned(at);
        let n = c.now();
        assert!(n >= at);
        assert!(n.duration_since(at) < jiff::SignedDuration::from_secs(5));
        assert!(c.is_pinned());
        assert!(!Clock::System.is_pinned());
    }

    #[test]
    fn bad_now_is_refused_with_an_example() {
        let e = parse_now("yesterday").unwrap_err();
        assert!(e.contains("2026-11-21T12:00:00Z"), "{e}");
    }
}
