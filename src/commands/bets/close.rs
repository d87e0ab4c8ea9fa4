//! A bet's close as `list` and `report` show it: where it came from (`--close`), how
//! old it is (`final`/`provisional`) and how `report` names its method. The close itself
//! is `esx_store`'s one close (DESIGN.md round four "One close, one CLV").

use serde::Serialize;

/// `--close-window`: `N[s|m|h|d]`, N possibly decimal, a bare number in seconds.
pub(super) fn parse_window(s: &str) -> Result<f64, String> {
    crate::flags::seconds(s).ok_or_else(|| format!("`{s}` is not a duration like 30m, 2h or 90s"))
}

/// A bet's close status: `final` (the start has passed and the close was last seen
/// within `window_s` of it), `provisional` (not started yet, or last seen longer before
/// the start; the age says how long), or `none` (no close). The age is the start minus
/// the oldest `last_seen_at` among the close's quotes (never below 0).
pub(super) fn close_status(
    seen_at: Option<&str>,
    start: Option<&str>,
    now: jiff::Timestamp,
    window_s: f64,
) -> (&'static str, Option<f64>) {
    let parse = |t: &str| t.parse::<jiff::Timestamp>().ok();
    let (Some(seen), Some(start)) = (seen_at.and_then(parse), start.and_then(parse)) else {
        return ("none", None);
    };
    let age = ((start.as_millisecond() - seen.as_millisecond()) as f64 / 1000.0).max(0.0);
    let status = if now >= start && age <= window_s {
        "final"
    } else {
        "provisional"
    };
    (status, Some(age))
}

/// Where closes come from: the store's recorded quotes, and with `--close service` the
/// match's line history where the store has none. Either way the close is the one close
/// (`esx_store::close_of`: spec weights over every venue, de-vigged multiplicatively).
#[derive(Debug, Clone, Copy)]
pub(super) struct CloseMethod {
    /// Take a close from the match's line history where the store has none.
    pub(super) service: bool,
}

impl CloseMethod {
    pub(super) fn of(source: Option<CloseSource>) -> Self {
        Self {
            service: source == Some(CloseSource::Service),
        }
    }

    /// The `close_method` object of `report` (`source` is the default one; a bet whose
    /// close came from the line history says so in its own `close_source`), with the
    /// report's window and how many closes were final, provisional and from history.
    pub(super) fn doc(self, t: &CloseTally) -> MethodDoc {
        MethodDoc {
            source: if self.service {
                "service-history"
            } else {
                "store"
            },
            devig: crate::bet_pricing::CLOSE_DEVIG.to_string(),
            weights: "spec weights, every venue",
            fees: "bet price only",
            from: if self.service {
                "recorded quotes, else the match's line history"
            } else {
                "recorded quotes"
            },
            window_s: t.window_s,
            include_provisional: t.include_provisional,
            finals: t.finals,
            provisional: t.provisional,
            from_history: t.from_history,
        }
    }
}

/// How `report` computed its closes, as its JSON carries it (`close_method`).
#[derive(Debug, Serialize)]
pub(super) struct MethodDoc {
    source: &'static str,
    devig: String,
    weights: &'static str,
    fees: &'static str,
    from: &'static str,
    window_s: f64,
    include_provisional: bool,
    #[serde(rename = "final")]
    finals: usize,
    provisional: usize,
    from_history: usize,
}

/// What `report` counted of its closes.
#[derive(Debug, Default)]
pub(super) struct CloseTally {
    pub(super) window_s: f64,
    pub(super) include_provisional: bool,
    pub(super) finals: usize,
    pub(super) provisional: usize,
    pub(super) from_history: usize,
}

/// `report --close`: where a close comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum CloseSource {
    /// The quotes `esx record` stored at or before the start
    Store,
    /// The store's, else the match's line history on the service (Builder)
    Service,
}
