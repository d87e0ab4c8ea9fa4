//! Ctrl-C under a watch: one process-wide flag, set by a handler installed the first
//! time a watch asks, read by the watch's clients (their cancel token) and by `-o FILE`'s
//! signal handling.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

static FLAG: std::sync::OnceLock<Arc<AtomicBool>> = std::sync::OnceLock::new();

/// The Ctrl-C flag if [`interrupted`] installed it: a watch is running, and Ctrl-C
/// stops it cleanly (the signal handler of `-o FILE` asks). A watch's clients see the
/// same flag as their run's cancel token (`ClientOptions::cancel`).
pub(crate) fn stop_flag() -> Option<Arc<AtomicBool>> {
    FLAG.get().cloned()
}

/// Install the Ctrl-C handler once and return the flag it sets.
pub(crate) fn interrupted() -> Arc<AtomicBool> {
    FLAG.get_or_init(|| {
        let flag = Arc::new(AtomicBool::new(false));
        let f = Arc::clone(&flag);
        // If a handler cannot be installed, Ctrl-C still ends the process (exit 130).
        let _ = ctrlc::set_handler(move || f.store(true, Ordering::SeqCst));
        flag
    })
    .clone()
}
