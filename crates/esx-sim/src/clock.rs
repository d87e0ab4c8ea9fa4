//! The simulator's one reading of the machine's wall clock. Answers are a pure function
//! of `(seed, now, scale, request)`: `now` is pinned by `SimOptions::now` or read here
//! once at start; rate-limit windows, which are about real elapsed time, read it too.

/// The machine's wall clock.
#[must_use]
pub(crate) fn wall_now() -> jiff::Timestamp {
    jiff::Timestamp::now()
}
