//! Numbers exactly as the service wrote them. serde_json's `Number` (under
//! `arbitrary_precision`) keeps a number's digits but rewrites its exponent as it reads it
//! (`1E3` → `1e+3`); these read the token itself, so what esx prints is what was served:
//! borrowed ([`ServedNumber`], from a page body) or owned ([`number`], [`opt_number`], for
//! `#[serde(deserialize_with)]` on a `Number` field, from a body or a `Value` whose
//! numbers kept their text).

use serde::Deserialize;
use serde::de::{Deserializer, Error as _, Unexpected};
use serde_json::Number;
use serde_json::value::RawValue;

/// Whether a well-formed JSON token is a number (`-` or a digit first).
#[must_use]
pub fn is_number(token: &str) -> bool {
    token.starts_with(|c: char| c == '-' || c.is_ascii_digit())
}

/// A JSON number exactly as the service wrote it (`2.0` stays `2.0`, `1E3` stays `1E3`),
/// borrowed from the page body. Anything but a number is a wrong shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ServedNumber<'a>(pub &'a str);

impl<'a> ServedNumber<'a> {
    /// The number's text.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.0
    }
}

impl<'de: 'a, 'a> Deserialize<'de> for ServedNumber<'a> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let raw: &'de RawValue = <&RawValue>::deserialize(d)?;
        let text = raw.get();
        if is_number(text) {
            Ok(Self(text))
        } else {
            Err(D::Error::invalid_type(Unexpected::Other(text), &"a number"))
        }
    }
}

/// A `Number` field exactly as served, for `#[serde(deserialize_with = "...")]`: anything
/// but a number is serde's invalid-type error, as `Number`'s own (exit 7 naming the field).
///
/// # Errors
/// Anything but a number.
pub fn number<'de, D: Deserializer<'de>>(d: D) -> Result<Number, D::Error> {
    owned(Box::<RawValue>::deserialize(d)?)
}

/// [`number`] for an `Option<Number>` field (with `#[serde(default)]` for an absent one):
/// `null` is `None`.
///
/// # Errors
/// Anything but a number or `null`.
pub fn opt_number<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Number>, D::Error> {
    Option::<Box<RawValue>>::deserialize(d)?
        .map(owned)
        .transpose()
}

/// The token as a `Number` keeping its text (its own allocation, no second copy), or the
/// error `Number` gives for another type.
fn owned<E: serde::de::Error>(raw: Box<RawValue>) -> Result<Number, E> {
    let t = raw.get();
    if is_number(t) {
        return Ok(Number::from_string_unchecked(
            Box::<str>::from(raw).into_string(),
        ));
    }
    let text: Option<String>;
    let unexpected = match t.as_bytes().first() {
        Some(b'"') => {
            text = serde_json::from_str(t).ok();
            Unexpected::Str(text.as_deref().unwrap_or_default())
        }
        Some(b't') => Unexpected::Bool(true),
        Some(b'f') => Unexpected::Bool(false),
        Some(b'[') => Unexpected::Seq,
        _ => Unexpected::Map,
    };
    Err(E::invalid_type(unexpected, &"a JSON number"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, serde::Deserialize, serde::Serialize)]
    struct Served {
        #[serde(default, deserialize_with = "opt_number")]
        line: Option<Number>,
    }

    /// A typed field prints the served token as written, as a `Value` does: an exponent
    /// in any case or sign, trailing zeros, a width past u64; `null` and absence are
    /// `None`; a string or a boolean is serde's invalid-type error.
    #[test]
    fn a_served_number_field_keeps_its_text() {
        for text in [
            "1E1",
            "1e2",
            "-2.50E-3",
            "33.50",
            "-0.0",
            "123456789012345678901234567890",
        ] {
            let body = format!(r#"{{"line":{text}}}"#);
            let s: Served = serde_json::from_str(&body).unwrap();
            assert_eq!(serde_json::to_string(&s).unwrap(), body);
            // The same from a `Value` whose number kept its text (as esx parses one).
            let exact = Number::from_string_unchecked(text.to_string());
            let value =
                serde_json::Value::Object([("line".into(), exact.into())].into_iter().collect());
            let s: Served = serde_json::from_value(value).unwrap();
            assert_eq!(serde_json::to_string(&s).unwrap(), body);
        }
        assert_eq!(
            serde_json::from_str::<Served>(r#"{"line":null}"#)
                .unwrap()
                .line,
            None
        );
        assert_eq!(serde_json::from_str::<Served>("{}").unwrap().line, None);
        let e = serde_json::from_str::<Served>(r#"{"line":"33.5"}"#).unwrap_err();
        assert!(
            e.to_string()
                .starts_with(r#"invalid type: string "33.5", expected a JSON number"#),
            "{e}"
        );
        let e = serde_json::from_str::<Served>(r#"{"line":true}"#).unwrap_err();
        assert!(
            e.to_string().starts_with("invalid type: boolean `true`"),
            "{e}"
        );
    }
}
