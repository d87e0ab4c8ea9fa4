//! The simulator's single doorway to the odds engine: every computed number goes through here.
//!
//! Wrappers turn the engine's `Result`s into the total functions the generator needs
//! (inputs here are the simulator's own, always valid; a refused input falls back to even
//! money rather than panicking).

/// American (integer) from a probability: `decimal = 1/p`, then the engine's conversion,
/// rounded to the nearest integer.
#[must_use]
pub fn american_from_probability(p: f64) -> i64 {
    american_from_decimal(1.0 / p)
}

/// American (integer) from a decimal price, rounded; even money (+100) on invalid input.
#[must_use]
pub fn american_from_decimal(d: f64) -> i64 {
    // TEMP until the odds branch lands: same formula as odds::price::decimal_to_american.
    if !(d.is_finite() && d > 1.0) {
        return 100;
    }
    let a = if d >= 2.0 {
        100.0 * (d - 1.0)
    } else {
        -100.0 / (d - 1.0)
    };
    let a = a.round() as i64;
    if a.abs() < 100 { 100 } else { a }
}

/// Decimal from American (engine formula), 2.0 on invalid input.
#[must_use]
pub fn decimal_from_american(a: i64) -> f64 {
    let a = a as f64;
    if a.abs() < 100.0 {
        return 2.0;
    }
    if a > 0.0 {
        1.0 + a / 100.0
    } else {
        1.0 + 100.0 / a.abs()
    }
}

/// Implied probability `1/decimal` of an American price.
#[must_use]
pub fn probability_from_american(a: i64) -> f64 {
    1.0 / decimal_from_american(a)
}

/// Rounds to `places` decimals for output.
#[must_use]
pub fn round(x: f64, places: i32) -> f64 {
    let f = 10f64.powi(places);
    (x * f).round() / f
}

/// Line gaps (TEMP: empty until the odds engine's gaps land).
#[must_use]
pub fn gaps(
    _data: &crate::sim::data::SportData,
    _rows: &[crate::api::models::PropRow],
    _min_gap: f64,
) -> Vec<crate::api::models::GapRow> {
    Vec::new()
}
