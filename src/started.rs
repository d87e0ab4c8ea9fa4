//! The one "has it started?" rule every judgement shares (lines, arbs, parlays, alerts):
//! an event has started when its time is at or before the run's clock. An unreadable
//! time counts as not started: the service lists upcoming events, and dropping one on a
//! parse error would hide an edge, an arb or a leg.

/// Whether an event at `event_time` (ISO 8601) has started by `now`.
#[must_use]
pub(crate) fn has_started(event_time: &str, now: jiff::Timestamp) -> bool {
    event_time
        .parse::<jiff::Timestamp>()
        .is_ok_and(|t| t <= now)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_or_before_the_clock_is_started_and_an_unreadable_time_is_not() {
        let now: jiff::Timestamp = "2026-11-21T12:00:00Z".parse().unwrap();
        assert!(has_started("2026-11-21T11:00:00.000Z", now));
        assert!(has_started("2026-11-21T12:00:00Z", now));
        assert!(!has_started("2026-11-21T12:00:01Z", now));
        assert!(!has_started("soon", now));
    }
}
