//! CSV and NDJSON output of a view's table rows: the table's columns plus CSV-only ones
//! (ids), under snake_case keys that are the same in both (`View::keys`), with the
//! service's raw values (exact number text, ISO times).
//!
//! CSV is read by spreadsheets (DESIGN "CSV read by spreadsheets"): a cell is kept as it
//! is when its value is a JSON number or a string that parses as a number (`-1.5`,
//! `+120`); any other cell that begins with `=`, `+`, `-`, `@`, TAB or CR gets a `'` in
//! front, so no spreadsheet runs it as a formula (OWASP's rule). `--csv-raw` keeps the
//! text as served. NDJSON and `--jq`'s `@csv` are never changed.

use std::borrow::Cow;
use std::io::Write;

use serde_json::Value;

use super::view::View;
use super::view::scalar_text;

/// Whether a text is a plain number: an optional sign, digits with at most one point,
/// an optional exponent (`-1.5`, `+120`, `2.50`, `1e-3`; never `inf` or `NaN`).
#[must_use]
pub(crate) fn is_number_text(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = usize::from(matches!(b.first(), Some(b'+' | b'-')));
    let (mut digits, mut point) = (0, false);
    while let Some(c) = b.get(i) {
        match c {
            b'0'..=b'9' => digits += 1,
            b'.' if !point => point = true,
            _ => break,
        }
        i += 1;
    }
    if digits == 0 {
        return false;
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(b.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        let start = i;
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        if i == start {
            return false;
        }
    }
    i == b.len()
}

/// A text cell as CSV writes it: `'` in front of one a spreadsheet would run (a leading
/// `=`, `+`, `-`, `@`, TAB or CR) unless it is a number, or `raw` (`--csv-raw`,
/// `OutputOptions::csv_raw`).
#[must_use]
pub(crate) fn text_cell(s: &str, raw: bool) -> Cow<'_, str> {
    let risky = matches!(
        s.as_bytes().first(),
        Some(b'=' | b'+' | b'-' | b'@' | b'\t' | b'\r')
    );
    if !risky || raw || is_number_text(s) {
        Cow::Borrowed(s)
    } else {
        Cow::Owned(format!("'{s}"))
    }
}

/// A cell read back from a CSV esx wrote: the `'` [`text_cell`] put in front of a text
/// a spreadsheet would run is taken off (`'=HYPERLINK(…)` reads `=HYPERLINK(…)`), so an
/// export imports as it was logged. Any other text is kept as it is: a `'` before a plain
/// letter is the file's own.
#[must_use]
pub(crate) fn unguard(s: &str) -> &str {
    match s.strip_prefix('\'') {
        Some(rest)
            if matches!(
                rest.as_bytes().first(),
                Some(b'=' | b'+' | b'-' | b'@' | b'\t' | b'\r')
            ) && !is_number_text(rest) =>
        {
            rest
        }
        _ => s,
    }
}

/// A cell as CSV text: strings bare, numbers as sent, null empty, arrays/objects as JSON;
/// text a spreadsheet would run gets its `'` unless `raw` ([`text_cell`]).
#[must_use]
pub(crate) fn cell(v: &Value, raw: bool) -> String {
    let text = scalar_text(v);
    match v {
        Value::Number(_) => text,
        _ => match text_cell(&text, raw) {
            Cow::Borrowed(_) => text,
            Cow::Owned(guarded) => guarded,
        },
    }
}

/// CSV of a view's rows; `raw` is `--csv-raw` (text cells as served).
pub(crate) fn write_csv(w: &mut dyn Write, view: &View, raw: bool) -> anyhow::Result<()> {
    let mut out = csv::Writer::from_writer(w);
    out.write_record(view.keys())?;
    for row in view.rows() {
        out.write_record(view.data_columns().map(|c| cell(&c.value(row), raw)))?;
    }
    out.flush()?;
    Ok(())
}

/// NDJSON: one table row per line, keyed like the CSV header. A view without columns
/// (nothing to key by) prints its JSON rows as they came.
/// The rows NDJSON prints, as values (for `--jq` per row).
#[must_use]
pub(crate) fn ndjson_rows(view: &View) -> Vec<serde_json::Value> {
    if view.columns.is_empty() {
        view.json_rows().into_iter().cloned().collect()
    } else {
        view.records()
    }
}

pub(crate) fn write_ndjson(w: &mut dyn Write, view: &View) -> anyhow::Result<()> {
    if view.columns.is_empty() {
        for row in view.json_rows() {
            serde_json::to_writer(&mut *w, row)?;
            w.write_all(b"\n")?;
        }
        return Ok(());
    }
    for rec in view.records() {
        serde_json::to_writer(&mut *w, &rec)?;
        w.write_all(b"\n")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::view::{Column, Kind};
    use serde_json::json;

    #[test]
    fn formulas_get_a_quote_and_numbers_never_change() {
        assert_eq!(
            cell(&json!("=HYPERLINK(\"x\")"), false),
            "'=HYPERLINK(\"x\")"
        );
        for risky in ["+cmd", "-2+3", "@SUM(A1)", "\tx", "\rx", "-", "+"] {
            assert_eq!(cell(&json!(risky), false), format!("'{risky}"), "{risky:?}");
            // --csv-raw: as served.
            assert_eq!(cell(&json!(risky), true), risky, "{risky:?}");
        }
        for kept in ["-1.5", "+120", "2.50", "-1e-3", "plain", "", "a=b"] {
            assert_eq!(cell(&json!(kept), false), kept, "{kept:?}");
        }
        assert_eq!(cell(&json!(-3), false), "-3");
        assert!(!is_number_text("-inf") && !is_number_text("1e") && !is_number_text("."));
    }

    /// What the guard adds, `unguard` takes off; a `'` esx did not add stays.
    #[test]
    fn unguard_inverts_the_guard() {
        for text in [
            "=HYPERLINK(\"x\")",
            "+cmd",
            "-2+3",
            "@SUM(A1)",
            "\tx",
            "-",
            "plain",
            "-1.5",
            "",
        ] {
            let guarded = cell(&json!(text), false);
            assert_eq!(unguard(&guarded), text, "{guarded:?}");
        }
        for kept in ["'quoted", "'", "'-1.5", "it's"] {
            assert_eq!(unguard(kept), kept);
        }
    }

    #[test]
    fn csv_header_equals_ndjson_keys() {
        let view = View::new(
            crate::client::exact::parse(
                br#"{"rows": [{"player": {"name": "a"}, "p": 0.50, "t": "2026-11-21T18:05:00Z"}]}"#,
            )
            .expect("json"),
            Some("rows"),
            vec![
                Column::path("PLAYER", "player.name"),
                Column::path("P", "p").kind(Kind::Prob),
                Column::computed("STEAM Δ", |_| json!(1)),
                Column::path("TIME (UTC)", "t").kind(Kind::Time).csv_only(),
            ],
        );
        let mut csv_out = Vec::new();
        write_csv(&mut csv_out, &view, false).unwrap();
        let csv_text = String::from_utf8(csv_out).unwrap();
        let header = csv_text.lines().next().unwrap();
        assert_eq!(header, "player_name,p,steam,t");
        assert!(
            csv_text.contains("0.50"),
            "raw number text kept: {csv_text}"
        );
        assert!(csv_text.contains("2026-11-21T18:05:00Z"), "{csv_text}");
        let mut nd = Vec::new();
        write_ndjson(&mut nd, &view).unwrap();
        let rec: Value = serde_json::from_slice(&nd).unwrap();
        let keys: Vec<&str> = rec
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(keys.join(","), header);
    }
}
