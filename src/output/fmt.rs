//! Number and time formatting shared by every table (one format per kind of value).

use serde_json::Value;

/// `2026-11-21T18:00:00.000Z` → `11-21 18:00` (UTC); anything unparsable stays as sent.
#[must_use]
pub fn short_time(t: &str) -> String {
    t.parse::<jiff::Timestamp>().map_or_else(
        |_| t.to_string(),
        |ts| ts.strftime("%m-%d %H:%M").to_string(),
    )
}

/// At most `d` decimals, trailing zeros dropped (`1.50` → `1.5`, `2.000` → `2`).
#[must_use]
pub fn trim_num(f: f64, d: u8) -> String {
    let s = format!("{f:.*}", usize::from(d));
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

/// A number as short text (`22.5`, `23`).
#[must_use]
pub fn num_text(x: f64) -> String {
    let s = format!("{x:.2}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// [`short_time`] of a row's string field (null when absent).
#[must_use]
pub fn short_time_of(row: &Value, field: &str) -> Value {
    row.get(field)
        .and_then(Value::as_str)
        .map_or(Value::Null, |s| Value::String(short_time(s)))
}
