//! Raw rows beside typed ones: commands decide on `esx_proto` models (filters, sorts,
//! derived columns) and print the service's own row objects, picked by index, so JSON
//! and NDJSON keep every byte the service sent (key order, unknown fields, number text).
//!
//! These helpers only move array elements around; they never read a field's meaning.
//! Callers decode first (`client::response::decode`), so the arrays are known to exist.

use serde_json::Value;

use crate::output::view::lookup;

/// The raw elements of the array at the dotted `key` of `data` (empty when absent).
#[must_use]
pub(crate) fn raw<'a>(data: &'a Value, key: &str) -> &'a [Value] {
    match lookup(data, key) {
        Some(Value::Array(a)) => a,
        _ => &[],
    }
}

/// The array at the (dotted) `key` of `data`, to change in place.
pub(crate) fn raw_mut<'a>(data: &'a mut Value, key: &str) -> Option<&'a mut Vec<Value>> {
    // A dotted key (`esx.top_edges`) walks objects down to the array.
    let mut at = data;
    for part in key.split('.') {
        at = match at {
            Value::Object(map) => map.get_mut(part)?,
            _ => return None,
        };
    }
    match at {
        Value::Array(a) => Some(a),
        _ => None,
    }
}

/// Keep only the elements at `indexes`, in that order, of the array at the top-level
/// `key` of `data` (an out-of-range index is skipped). JSON then shows the rows shown,
/// in the order shown.
pub(crate) fn keep(data: &mut Value, key: &str, indexes: &[usize]) {
    if let Some(rows) = raw_mut(data, key) {
        *rows = pick(rows, indexes);
    }
}

/// The elements of `rows` at `indexes`, in that order (clones; out-of-range skipped).
#[must_use]
pub(crate) fn pick(rows: &[Value], indexes: &[usize]) -> Vec<Value> {
    indexes
        .iter()
        .filter_map(|&i| rows.get(i).cloned())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn rows_are_picked_by_index_with_their_exact_text() {
        let mut d: Value =
            crate::client::exact::parse(br#"{"n":1,"rows":[{"a":2.50},{"a":1},{"a":3}]}"#)
                .expect("json");
        assert_eq!(raw(&d, "rows").len(), 3);
        assert!(raw(&d, "missing").is_empty());
        keep(&mut d, "rows", &[2, 0, 9]);
        assert_eq!(d.to_string(), r#"{"n":1,"rows":[{"a":3},{"a":2.50}]}"#);
        assert_eq!(pick(raw(&d, "rows"), &[1])[0].to_string(), r#"{"a":2.50}"#);
        assert_eq!(pick(raw(&d, "rows"), &[0, 5]), vec![json!({"a": 3})]);
    }
}
