//! Tables for people: comfy-table, width from `COLUMNS` or the terminal, colour only
//! when the caller allows it (a terminal, no `--no-color`, no `NO_COLOR`).

use std::io::Write;

use comfy_table::{Attribute, Cell, CellAlignment, Color, ContentArrangement, Table};
use comfy_table::{LineStyle, TableStyle};
use serde_json::Value;

use super::fmt::{short_time, trim_num};
use super::view::{Kind, View, scalar_text};

/// A header rule and nothing else: easy to read, easy to copy from.
const STYLE: TableStyle = TableStyle::new().header_separator(LineStyle::new('─', '─', '─', '─'));

/// Format a value for a table cell according to its column kind.
#[must_use]
pub fn format_cell(v: &Value, kind: Kind) -> String {
    match (kind, v) {
        (_, Value::Null) => String::new(),
        (Kind::Num(d), Value::Number(n)) => {
            n.as_f64().map_or_else(|| n.to_string(), |f| trim_num(f, d))
        }
        (Kind::SignedPct, Value::Number(n)) => n
            .as_f64()
            .map_or_else(|| n.to_string(), |f| format!("{f:+.2}%")),
        (Kind::American, Value::Number(n)) => n.as_f64().map_or_else(
            || n.to_string(),
            |f| {
                if f > 0.0 {
                    format!("+{}", f.round())
                } else {
                    format!("{}", f.round())
                }
            },
        ),
        (Kind::Time, Value::String(t)) => short_time(t),
        (_, Value::Array(items)) => items.iter().map(scalar_text).collect::<Vec<_>>().join(", "),
        (_, other) => scalar_text(other),
    }
}

pub fn write_table(
    w: &mut dyn Write,
    view: &View,
    color: bool,
    width: Option<u16>,
) -> std::io::Result<()> {
    // Cells and notes carry server text: no escape sequence or key reaches the terminal.
    for note in &view.notes {
        writeln!(w, "{}", super::diag::clean(note))?;
    }
    let rows = view.rows();
    let columns: Vec<_> = view.columns.iter().filter(|c| !c.csv_only).collect();
    if rows.is_empty() || columns.is_empty() {
        return writeln!(w, "{}", super::diag::clean(&view.empty));
    }
    let mut table = Table::new();
    table.load_style(STYLE);
    if color {
        table.enforce_styling();
    } else {
        table.force_no_tty();
    }
    match width {
        Some(wd) => {
            table.set_content_arrangement(ContentArrangement::Dynamic);
            table.set_width(wd);
        }
        None => {
            table.set_content_arrangement(ContentArrangement::Disabled);
        }
    }
    table.set_header(columns.iter().map(|c| {
        let cell = Cell::new(&c.title);
        if color {
            cell.add_attribute(Attribute::Bold)
        } else {
            cell
        }
    }));
    for row in rows {
        table.add_row(columns.iter().map(|c| {
            let v = c.value(row);
            let mut cell = Cell::new(super::diag::clean(&format_cell(&v, c.kind)));
            if color
                && c.kind == Kind::SignedPct
                && let Some(f) = v.as_f64()
            {
                cell = cell.fg(if f > 0.0 {
                    Color::Green
                } else if f < 0.0 {
                    Color::Red
                } else {
                    Color::Reset
                });
            }
            cell
        }));
    }
    for (i, c) in columns.iter().enumerate() {
        if matches!(c.kind, Kind::Num(_) | Kind::SignedPct | Kind::American)
            && let Some(col) = table.column_mut(i)
        {
            col.set_cell_alignment(CellAlignment::Right);
        }
    }
    for line in table.lines() {
        writeln!(w, "{}", line.trim_end())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::view::Column;
    use serde_json::json;

    #[test]
    fn cells_by_kind() {
        assert_eq!(format_cell(&json!(1.5), Kind::Num(2)), "1.5");
        assert_eq!(format_cell(&json!(2), Kind::Num(2)), "2");
        assert_eq!(format_cell(&json!(1.23456), Kind::Num(3)), "1.235");
        assert_eq!(format_cell(&json!(2.5), Kind::SignedPct), "+2.50%");
        assert_eq!(format_cell(&json!(-120), Kind::American), "-120");
        assert_eq!(format_cell(&json!(150), Kind::American), "+150");
        assert_eq!(format_cell(&json!(null), Kind::Text), "");
        assert_eq!(
            format_cell(&json!("2026-11-21T18:05:00.000Z"), Kind::Time),
            "11-21 18:05"
        );
        assert_eq!(format_cell(&json!("soon"), Kind::Time), "soon");
        assert_eq!(format_cell(&json!(["a", 1]), Kind::Text), "a, 1");
    }

    #[test]
    fn plain_table_has_no_escape_codes_and_fits_width() {
        let data = json!({"rows": [{"name": "a very long name that would wrap", "n": 1}, {"name": "b", "n": 22}]});
        let view = View::new(
            data,
            Some("rows"),
            vec![
                Column::path("NAME", "name"),
                Column::path("N", "n").kind(Kind::Num(0)),
            ],
        );
        let mut out = Vec::new();
        write_table(&mut out, &view, false, Some(24)).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(!text.contains('\u{1b}'), "{text}");
        assert!(text.lines().all(|l| l.chars().count() <= 24), "{text}");
        assert!(text.contains("NAME"));
    }

    #[test]
    fn server_escape_sequences_never_reach_the_terminal() {
        let data = json!({"rows": [{"name": "\u{1b}]0;pwned\u{7}Team\u{1b}[2J\nLiquid"}]});
        let view = View::new(data, Some("rows"), vec![Column::path("NAME", "name")]);
        let mut out = Vec::new();
        write_table(&mut out, &view, false, None).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(!text.contains(['\u{1b}', '\u{7}']), "{text:?}");
        assert!(text.contains("Team [2J Liquid"), "{text}");
    }

    #[test]
    fn empty_views_say_so() {
        let view = View::new(
            json!({"rows": []}),
            Some("rows"),
            vec![Column::path("X", "x")],
        )
        .empty_message("nothing here");
        let mut out = Vec::new();
        write_table(&mut out, &view, false, None).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "nothing here\n");
    }
}
