//! What a run tells its client besides settings: a cancel token (Ctrl-C under a watch
//! ends a request or a retry wait within a fraction of a second) and a rate-limit
//! signal (a 429 tells the run's fan-out to start fewer sports at once). Both are
//! carried in `ClientOptions`, one per run, never process-wide.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Set when the run should stop; cloned handles share one flag.
#[derive(Debug, Clone, Default)]
pub struct CancelToken(Arc<AtomicBool>);

impl CancelToken {
    /// A token nothing has cancelled yet.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// A token over an existing flag (the Ctrl-C flag a watch installs).
    #[must_use]
    pub fn from_flag(flag: Arc<AtomicBool>) -> Self {
        Self(flag)
    }

    /// Ask everything holding this token to stop.
    pub fn cancel(&self) {
        self.0.store(true, Ordering::SeqCst);
    }

    /// Whether the run was asked to stop.
    #[must_use]
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::SeqCst)
    }
}

/// Set by the client on a 429; read by the fan-out, which then starts the sports not
/// yet started one at a time. Cloned handles share one flag.
#[derive(Debug, Clone, Default)]
pub struct RateSignal(Arc<AtomicBool>);

impl RateSignal {
    /// A signal nothing has raised yet.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// The service answered 429.
    pub fn note(&self) {
        self.0.store(true, Ordering::SeqCst);
    }

    /// Whether any request of this run was answered 429.
    #[must_use]
    pub fn is_limited(&self) -> bool {
        self.0.load(Ordering::SeqCst)
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

        let cancel = CancelToken::new();
        let held = cancel.clone();
        held.cancel();
        assert!(cancel.is_cancelled() && !CancelToken::new().is_cancelled());
    }
}
