//! A negbin pick's `k` and where it came from (`picks --dispersion`, the fit itself in
//! [`crate::gamelogs`]).

use serde::Serialize;
use serde_json::{Value, json};

use crate::output::num::Exact;

/// A pick's `k` and where it came from, as its JSON `dispersion` says.
#[derive(Debug, Clone, Copy, Serialize)]
pub(super) struct Dispersion {
    pub(crate) k: Exact,
    /// `player` (fitted from his gamelogs) or `stat` (the stat type's).
    pub(crate) source: &'static str,
}

impl Dispersion {
    pub(super) fn to_value(self) -> Value {
        json!({"k": self.k.to_value(), "source": self.source})
    }
}
