//! Numbers esx computes itself, as JSON values: at full precision (the shortest text
//! that reads back as the same f64, DESIGN.md "Numbers in JSON keep their precision"),
//! whole numbers without a fraction where a count or a payout is meant. Tables round at
//! display time (`output::fmt`), never here. (Served numbers never come here: they pass
//! through with their exact text.)

use serde_json::Value;

/// A number as JSON, whole numbers without a fraction (`100`, not `100.0`).
#[must_use]
pub(crate) fn whole_or_float(x: f64) -> Value {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        let whole = x as i64;
        Value::from(whole)
    } else {
        Value::from(x)
    }
}

/// A computed number at full precision (`null` when not finite): what JSON, NDJSON and
/// CSV carry, so a script re-deriving it gets the f64 esx used.
#[cfg(test)]
#[must_use]
pub(crate) fn exact(x: f64) -> Value {
    Exact(x).to_value()
}

/// A computed number at full precision, for typed output rows (`output::typed`): it
/// serialises to the same JSON text as [`exact`]'s `Value` (`null` when not finite).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Exact(pub(crate) f64);

impl Exact {
    /// The same number as a `Value` (for tables, CSV and `--jq`).
    #[must_use]
    pub(crate) fn to_value(self) -> Value {
        Value::from(self.0)
    }
}

impl serde::Serialize for Exact {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(self.0)
    }
}

/// A computed number as JSON, whole numbers without a fraction: [`whole_or_float`]
/// for typed output rows.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct WholeOrFloat(pub(crate) f64);

impl serde::Serialize for WholeOrFloat {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        whole_or_float(self.0).serialize(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_numbers_lose_their_fraction() {
        assert_eq!(whole_or_float(100.0).to_string(), "100");
        assert_eq!(whole_or_float(37.5).to_string(), "37.5");
    }

    #[test]
    fn exact_numbers_keep_every_digit() {
        // 1/3 and 2/3 − 1/3 have no short decimal: the text reads back as the same f64.
        for x in [
            1.0 / 3.0,
            2.0 / 3.0 - 1.0 / 3.0,
            0.634_959_183_673_469_4,
            2.5e-7,
            1e21,
        ] {
            let text = exact(x).to_string();
            assert_eq!(
                text.parse::<f64>().unwrap().to_bits(),
                x.to_bits(),
                "{text}"
            );
            assert_eq!(serde_json::to_string(&Exact(x)).unwrap(), text);
        }
        assert_eq!(exact(1.0 / 3.0).to_string(), "0.3333333333333333");
        assert_eq!(exact(f64::NAN), Value::Null);
        assert_eq!(
            serde_json::to_string(&Exact(f64::INFINITY)).unwrap(),
            "null"
        );
    }

    #[test]
    fn typed_numbers_print_as_their_values_do() {
        for x in [100.0, 37.5, 3.0] {
            assert_eq!(
                serde_json::to_string(&WholeOrFloat(x)).unwrap(),
                whole_or_float(x).to_string()
            );
        }
    }
}
