//! Numbers esx computes itself, as JSON values: rounded to a fixed number of decimals,
//! whole numbers without a fraction. (Served numbers never come here: they pass through
//! with their exact text.)

use serde_json::Value;

/// A number as JSON, whole numbers without a fraction (`100`, not `100.0`).
#[must_use]
pub fn whole_or_float(x: f64) -> Value {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        #[allow(clippy::cast_possible_truncation)]
        let whole = x as i64;
        Value::from(whole)
    } else {
        Value::from(x)
    }
}

/// A computed number rounded to `d` decimals.
#[must_use]
pub fn rounded(x: f64, d: i32) -> Value {
    let f = 10f64.powi(d);
    Value::from((x * f).round() / f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_numbers_lose_their_fraction_and_others_round() {
        assert_eq!(whole_or_float(100.0).to_string(), "100");
        assert_eq!(whole_or_float(37.5).to_string(), "37.5");
        assert_eq!(rounded(0.123_456_789, 6).to_string(), "0.123457");
        assert_eq!(rounded(-1.005, 2).as_f64(), Some(-1.0));
    }
}
