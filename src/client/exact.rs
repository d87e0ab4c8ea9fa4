//! Parse a service body into JSON whose numbers keep their exact text.
//!
//! With serde_json's `arbitrary_precision`, a parsed number keeps its digits
//! (`1.8333333333333335`, `2.50`, integers past 2^53) but its exponent is normalised
//! (`1e3` → `1e+3`, `1E-7` → `1e-7`). `--json` promises the service's text, so after the
//! fast parse, numbers whose exponent serde rewrote are put back from the body. serde_json
//! offers no public constructor for a number from its text, so this uses the documented-
//! hidden `Number::from_string_unchecked`; the tests below fail loudly if it ever changes.

use serde_json::{Number, Value};

/// Parse `body` as JSON, every number exactly as written.
///
/// # Errors
/// serde_json's error for malformed JSON.
pub(crate) fn parse(body: &[u8]) -> Result<Value, serde_json::Error> {
    let mut value: Value = serde_json::from_slice(body)?;
    let originals = rewritten_numbers(body);
    if !originals.is_empty() {
        restore(&mut value, &mut originals.into_iter().peekable(), &mut 0);
    }
    Ok(value)
}

/// A number token's text as a `Number` that prints it unchanged (for a caller that read
/// the token itself, e.g. as a borrowed `RawValue`: not checked to be a JSON number).
#[must_use]
pub(crate) fn number(text: &str) -> Number {
    Number::from_string_unchecked(text.to_string())
}

/// The number tokens of `body` (outside strings), each with its index among all number
/// tokens, whose text serde would rewrite (an exponent written `E` or without a sign).
fn rewritten_numbers(body: &[u8]) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut i = 0;
    let mut index = 0;
    while i < body.len() {
        match body[i] {
            b'"' => {
                i += 1;
                while i < body.len() && body[i] != b'"' {
                    i += if body[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            b'-' | b'0'..=b'9' => {
                let start = i;
                while i < body.len()
                    && matches!(body[i], b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9')
                {
                    i += 1;
                }
                let tok = &body[start..i];
                if let Some(e) = tok.iter().position(|b| matches!(b, b'e' | b'E'))
                    && (tok[e] == b'E' || !matches!(tok.get(e + 1), Some(b'+' | b'-')))
                {
                    out.push((index, String::from_utf8_lossy(tok).into_owned()));
                }
                index += 1;
            }
            _ => i += 1,
        }
    }
    out
}

/// Walk `v` in document order (objects keep it: `preserve_order`), counting numbers, and
/// put back the original text of those listed.
fn restore(
    v: &mut Value,
    originals: &mut std::iter::Peekable<std::vec::IntoIter<(usize, String)>>,
    seen: &mut usize,
) {
    match v {
        Value::Number(n) => {
            if originals.peek().is_some_and(|(i, _)| *i == *seen)
                && let Some((_, text)) = originals.next()
            {
                *n = Number::from_string_unchecked(text);
            }
            *seen += 1;
        }
        Value::Array(items) => {
            for item in items {
                restore(item, originals, seen);
            }
        }
        Value::Object(map) => {
            for (_, item) in map.iter_mut() {
                restore(item, originals, seen);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_keep_their_exact_text() {
        let text = r#"{"a":1.8333333333333335,"b":2.50,"c":1e3,"d":9007199254740993,"e":123456789012345678901234567890,"f":[-0.0,1E-7,2e+5,"1e3"],"g":{"h":3E2}}"#;
        let v = parse(text.as_bytes()).unwrap();
        assert_eq!(serde_json::to_string(&v).unwrap(), text);
        assert_eq!(v["c"].as_f64(), Some(1000.0));
        assert_eq!(v["g"]["h"].as_f64(), Some(300.0));
    }

    #[test]
    fn malformed_json_is_an_error() {
        assert!(parse(b"{\"a\":1e}").is_err());
        assert!(parse(b"{\"a\":").is_err());
    }
}
