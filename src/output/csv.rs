//! CSV output: the view's columns (table and CSV-only ones) with a header row.

use std::io::Write;

use serde_json::Value;

use super::View;
use super::view::scalar_text;

/// A cell as CSV text: strings bare, numbers as sent, null empty, arrays/objects as JSON.
#[must_use]
pub fn cell(v: &Value) -> String {
    scalar_text(v)
}

pub fn write_csv(w: &mut dyn Write, view: &View) -> anyhow::Result<()> {
    let mut out = csv::Writer::from_writer(w);
    out.write_record(view.columns.iter().map(|c| c.title.as_str()))?;
    for row in view.rows() {
        out.write_record(view.columns.iter().map(|c| cell(&c.value(row))))?;
    }
    out.flush()?;
    Ok(())
}
