//! What a run tells its client besides settings: a cancel token (Ctrl-C under a watch
//! ends a request or a retry wait within a fraction of a second) and a rate-limit
//! signal (a 429 tells the run's fan-out to start fewer sports at once). Both are
//! carried in `ClientOptions`, one per run, never process-wide.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// Set when the run should stop; cloned handles share one flag.
#[derive(Debug, Clone, Default)]
pub(crate) struct CancelToken(Arc<AtomicBool>);

impl CancelToken {
    /// A token nothing has cancelled yet.
    #[must_use]
    pub(crate) fn new() -> Self {
        Self::default()
    }

    /// A token over an existing flag (the Ctrl-C flag a watch installs).
    #[must_use]
    pub(crate) fn from_flag(flag: Arc<AtomicBool>) -> Self {
        Self(flag)
    }

    /// Ask everything holding this token to stop (the tests; a run stops through the
    /// flag the token was made from).
    #[cfg(test)]
    pub(crate) fn cancel(&self) {
        self.0.store(true, Ordering::SeqCst);
    }

    /// Whether the run was asked to stop.
    #[must_use]
    pub(crate) fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::SeqCst)
    }
}

/// Set by the client on a 429; read by the fan-out, which then starts the sports not
/// yet started one at a time. Cloned handles share one flag, and the run's request
/// counts (the board's status line reads them around each command it runs).
#[derive(Debug, Clone, Default)]
pub(crate) struct RateSignal(Arc<Counts>);

/// What the run's clients did: requests sent, answers taken from the cache, 429s.
#[derive(Debug, Default)]
struct Counts {
    sent: AtomicU64,
    cached: AtomicU64,
    limited: AtomicU64,
}

/// A reading of a [`RateSignal`]'s counts; the difference of two is what ran between.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Requests {
    /// Requests sent to the service (each attempt of a retried one).
    pub(crate) sent: u64,
    /// Answers the cache gave instead of the service.
    pub(crate) cached: u64,
    /// Answers that were 429.
    pub(crate) limited: u64,
}

impl Requests {
    /// What happened after `before`.
    #[must_use]
    pub(crate) fn since(self, before: Self) -> Self {
        Self {
            sent: self.sent.saturating_sub(before.sent),
            cached: self.cached.saturating_sub(before.cached),
            limited: self.limited.saturating_sub(before.limited),
        }
    }
}

impl RateSignal {
    /// A signal nothing has raised yet.
    #[must_use]
    pub(crate) fn new() -> Self {
        Self::default()
    }

    /// The service answered 429.
    pub(crate) fn note(&self) {
        self.0.limited.fetch_add(1, Ordering::SeqCst);
    }

    /// A request is being sent to the service.
    pub(crate) fn sent(&self) {
        self.0.sent.fetch_add(1, Ordering::SeqCst);
    }

    /// An answer came from the cache.
    pub(crate) fn cached(&self) {
        self.0.cached.fetch_add(1, Ordering::SeqCst);
    }

    /// Whether any request of this run was answered 429.
    #[must_use]
    pub(crate) fn is_limited(&self) -> bool {
        self.0.limited.load(Ordering::SeqCst) > 0
    }

    /// The counts so far.
    #[must_use]
    pub(crate) fn requests(&self) -> Requests {
        Requests {
            sent: self.0.sent.load(Ordering::SeqCst),
            cached: self.0.cached.load(Ordering::SeqCst),
            limited: self.0.limited.load(Ordering::SeqCst),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clones_share_one_flag_and_fresh_ones_do_not() {
        let rate = RateSignal::new();
        let seen_by_client = rate.clone();
        assert!(!rate.is_limited());
        seen_by_client.note();
        assert!(rate.is_limited());
        assert!(!RateSignal::new().is_limited());

        let before = rate.requests();
        seen_by_client.sent();
        seen_by_client.sent();
        seen_by_client.cached();
        assert_eq!(
            rate.requests().since(before),
            Requests {
                sent: 2,
                cached: 1,
                limited: 0
            }
        );
        assert_eq!(rate.requests().limited, 1);

        let cancel = CancelToken::new();
        let held = cancel.clone();
        held.cancel();
        assert!(cancel.is_cancelled() && !CancelToken::new().is_cancelled());
    }
}
