//! CSV and NDJSON output of a view's table rows: the table's columns plus CSV-only ones
//! (ids), under snake_case keys that are the same in both (`View::keys`), with the
//! service's raw values (exact number text, ISO times).

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
    out.write_record(view.keys())?;
    for row in view.rows() {
        out.write_record(view.data_columns().map(|c| cell(&c.value(row))))?;
    }
    out.flush()?;
    Ok(())
}

/// NDJSON: one table row per line, keyed like the CSV header. A view without columns
/// (nothing to key by) prints its JSON rows as they came.
pub fn write_ndjson(w: &mut dyn Write, view: &View) -> anyhow::Result<()> {
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
        write_csv(&mut csv_out, &view).unwrap();
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
