//! JSON, NDJSON and `--jq` output: lossless, server key order preserved.

use std::io::Write;

use jaq_core::load::{Arena, File, Loader};
use jaq_core::{Compiler, Ctx, Vars, data, unwrap_valr};
use jaq_json::Val;
use serde_json::Value;

use super::View;
use crate::error::EsxError;

/// The whole value: pretty on a terminal, compact (one line) otherwise.
pub fn write_json(w: &mut dyn Write, v: &Value, pretty: bool) -> std::io::Result<()> {
    if pretty {
        serde_json::to_writer_pretty(&mut *w, v)?;
    } else {
        serde_json::to_writer(&mut *w, v)?;
    }
    w.write_all(b"\n")
}

/// One row per line, each the service's own row object.
pub fn write_ndjson(w: &mut dyn Write, view: &View) -> std::io::Result<()> {
    for row in view.json_rows() {
        serde_json::to_writer(&mut *w, row)?;
        w.write_all(b"\n")?;
    }
    Ok(())
}

type JaqFilter = jaq_core::Filter<data::JustLut<Val>>;

/// Compile a jq expression, or say clearly why it is not one (a usage error).
fn compile(expr: &str) -> Result<JaqFilter, EsxError> {
    let defs = jaq_core::defs()
        .chain(jaq_std::defs())
        .chain(jaq_json::defs())
        .chain(super::jq_formats::defs());
    let funs = jaq_core::funs()
        .chain(jaq_std::funs())
        .chain(jaq_json::funs());
    let arena = Arena::default();
    let loader = Loader::new(defs);
    let modules = loader
        .load(
            &arena,
            File {
                code: expr,
                path: (),
            },
        )
        .map_err(|errs| {
            let detail = errs
                .into_iter()
                .flat_map(|(_, e)| match e {
                    jaq_core::load::Error::Io(v) => v
                        .into_iter()
                        .map(|(s, m)| format!("{s}: {m}"))
                        .collect::<Vec<_>>(),
                    jaq_core::load::Error::Lex(v) => v
                        .into_iter()
                        .map(|(exp, at)| {
                            format!("expected {} at `{}`", exp.as_str(), first_chars(at))
                        })
                        .collect(),
                    jaq_core::load::Error::Parse(v) => v
                        .into_iter()
                        .map(|(exp, at)| {
                            format!("expected {} at `{}`", exp.as_str(), first_chars(at))
                        })
                        .collect(),
                })
                .collect::<Vec<_>>()
                .join("; ");
            EsxError::usage(format!("invalid --jq expression `{expr}`: {detail}"))
        })?;
    Compiler::default()
        .with_funs(funs)
        .compile(modules)
        .map_err(|errs| {
            let names: Vec<String> = errs
                .into_iter()
                .flat_map(|(_, v)| v.into_iter().map(|(name, _)| format!("`{name}`")))
                .collect();
            EsxError::usage(format!(
                "invalid --jq expression `{expr}`: undefined {}",
                names.join(", ")
            ))
        })
}

fn first_chars(s: &str) -> String {
    let t: String = s.chars().take(20).collect();
    if t.is_empty() {
        "end of input".into()
    } else {
        t
    }
}

/// Check a `--jq` expression before any request is sent.
pub fn check_jq(expr: &str) -> Result<(), EsxError> {
    compile(expr).map(|_| ())
}

/// Run a jq expression on the value: strings print raw (like `gh --jq`), anything else
/// as JSON (pretty on a terminal).
pub fn write_jq(w: &mut dyn Write, v: &Value, expr: &str, pretty: bool) -> anyhow::Result<()> {
    let filter = compile(expr)?;
    let bytes = serde_json::to_vec(v)?;
    let input = jaq_json::read::parse_single(&bytes)
        .map_err(|e| EsxError::other(format!("cannot hand the response to --jq: {e}")))?;
    let ctx = Ctx::<data::JustLut<Val>>::new(&filter.lut, Vars::new([]));
    let pp = if pretty {
        jaq_json::write::Pp {
            indent: Some("  ".to_string()),
            ..Default::default()
        }
    } else {
        jaq_json::write::Pp::default()
    };
    for out in filter.id.run((ctx, input)).map(unwrap_valr) {
        let out = out.map_err(|e| EsxError::usage(format!("--jq `{expr}` failed: {e}")))?;
        match &out {
            Val::TStr(s) => w.write_all(s)?,
            other => jaq_json::write::write(w, &pp, 0, other)?,
        }
        w.write_all(b"\n")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn jq(expr: &str, v: &Value) -> String {
        let mut out = Vec::new();
        write_jq(&mut out, v, expr, false).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn jq_prints_strings_raw_and_values_as_json() {
        let v = serde_json::json!({"books": [{"key": "b", "id": 2}, {"key": "a", "id": 1}]});
        assert_eq!(jq(".books[].key", &v), "b\na\n");
        assert_eq!(jq(".books | map(.id) | sort", &v), "[1,2]\n");
        assert_eq!(jq(".books[0]", &v), "{\"key\":\"b\",\"id\":2}\n");
    }

    #[test]
    fn bad_jq_is_a_usage_error() {
        assert!(matches!(check_jq(".a | ("), Err(e) if e.kind() == crate::error::ErrorKind::Usage));
        let e = check_jq("nosuchfn").unwrap_err().to_string();
        assert!(e.contains("undefined") && e.contains("nosuchfn"), "{e}");
        assert!(check_jq(".[] | select(.x > 1)").is_ok());
    }

    #[test]
    fn json_keeps_key_order_and_unknown_fields() {
        let text = r#"{"z":1,"a":{"unknown":[1,2.50,"x"]},"m":null}"#;
        let v: Value = serde_json::from_str(text).unwrap();
        let mut out = Vec::new();
        write_json(&mut out, &v, false).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "{\"z\":1,\"a\":{\"unknown\":[1,2.50,\"x\"]},\"m\":null}\n"
        );
    }
}
