//! jq's `@csv` and `@tsv`, which jaq's standard library lacks, defined as jq defines
//! them (jq 1.7 manual, "Format strings and escaping"): the input is an array; strings
//! are quoted (CSV, `"` doubled) or escaped (TSV: `\`, tab, newline, carriage return),
//! numbers and booleans print as JSON, null as an empty field, anything else is an error.
//! jaq already has `@json`, `@text`, `@html`, `@uri`, `@sh`, `@base64` and `@base64d`.

use jaq_core::load::{self, parse::Def};

const DEFS: &str = r#"
def @csv:
  if type == "array" then
    map(if type == "string" then "\"" + (split("\"") | join("\"\"")) + "\""
        elif . == null then ""
        elif type == "number" or type == "boolean" then tojson
        else error("\(type) (\(tojson)) is not valid in a csv row") end)
    | join(",")
  else error("\(type) (\(tojson)) cannot be csv-formatted, only an array can be") end;
def @tsv:
  if type == "array" then
    map(if type == "string" then
          split("\\") | join("\\\\") | split("\t") | join("\\t")
          | split("\n") | join("\\n") | split("\r") | join("\\r")
        elif . == null then ""
        elif type == "number" or type == "boolean" then tojson
        else error("\(type) (\(tojson)) is not valid in a tsv row") end)
    | join("\t")
  else error("\(type) (\(tojson)) cannot be tsv-formatted, only an array can be") end;
"#;

/// The definitions, to chain after jaq's standard ones.
pub(crate) fn defs() -> impl Iterator<Item = Def<&'static str>> {
    load::parse(DEFS, |p| p.defs())
        .unwrap_or_default()
        .into_iter()
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_definitions_parse() {
        assert_eq!(super::defs().count(), 2);
    }
}
