//! Typed output: a command's result as Rust structs, serialised straight to JSON and
//! NDJSON (no `serde_json::Value` tree in between), with table and CSV cells read from
//! each row by column.
//!
//! For commands whose output is large (a full board's picks: thousands of rows), where
//! building a `Value` map per row — every key an owned `String`, every computed number a
//! string under `arbitrary_precision` — costs more than the work itself. Served values
//! stay exact because rows borrow them from the fetched payload (`&'a str`,
//! `&'a serde_json::Value`); computed numbers go through [`super::num::Exact`], which
//! serialises exactly as the `Value` path's [`super::num::exact`].
//!
//! The [`View`] path is unchanged. A [`TypedView`] prints what the equivalent `View`
//! ([`TypedView::into_view`]) would, byte for byte; `--jq` and a multi-sport fan-out take
//! that `Value` form, built only then.

#[cfg(test)]
use std::io::Write;

use serde::Serialize;
use serde_json::Value;

#[cfg(test)]
use super::json;
use super::table::{Frame, write_cells};
use super::view::{Column, Getter, Rows, View, data_keys};
use super::{Format, Output, csv};

/// One row of a [`TypedView`].
///
/// Its serialisation is its NDJSON line, so its fields are the view's data columns'
/// keys, in column order (a unit test per command checks this).
pub(crate) trait Row: Serialize {
    /// The value of the top-level field `key` (a column's path), for tables and CSV;
    /// `None` when the row has no such field: a misspelt column key, an error in a debug
    /// build (see `render`), an empty cell in a release build.
    fn field(&self, key: &str) -> Option<Value>;
}

/// The document `--json` prints, whatever its type (serde's `Serialize` cannot be a
/// trait object; this is the part of it the output layer needs).
pub(crate) trait Doc {
    /// The document as JSON (pretty or compact), no trailing newline. Into a `Vec`, not a
    /// `dyn Write`: serde_json writes many small pieces, each a call through `dyn`.
    fn write_json(&self, buf: &mut Vec<u8>, pretty: bool) -> serde_json::Result<()>;
    /// The document as a `Value` (for `--jq` and a fan-out's merged answer).
    fn to_value(&self) -> serde_json::Result<Value>;
}

impl<T: Serialize> Doc for T {
    fn write_json(&self, buf: &mut Vec<u8>, pretty: bool) -> serde_json::Result<()> {
        if pretty {
            serde_json::to_writer_pretty(buf, self)
        } else {
            serde_json::to_writer(buf, self)
        }
    }

    fn to_value(&self) -> serde_json::Result<Value> {
        exact_value(self)
    }
}

/// A serialisable value as a `Value` whose numbers keep their text: `serde_json::to_value`
/// would rewrite a served `1e2` as `1e+2` (see `client::exact`).
fn exact_value(v: &impl Serialize) -> serde_json::Result<Value> {
    crate::client::exact::parse(&serde_json::to_vec(v)?)
}

/// A printable result made of typed rows: like [`View`], with `doc` for JSON and `rows`
/// for tables, CSV and NDJSON (one line per row).
pub(crate) struct TypedView<'v, R> {
    /// What `--json` prints.
    pub(crate) doc: &'v dyn Doc,
    /// The rows tables and CSV show and NDJSON prints.
    pub(crate) rows: &'v [R],
    pub(crate) columns: Vec<Column>,
    /// Lines shown above a table; never in JSON or CSV.
    pub(crate) notes: Vec<String>,
    /// Shown instead of an empty table.
    pub(crate) empty: String,
    /// Lines under a table's rows (what its flags and short titles mean).
    pub(crate) legend: Vec<String>,
}

impl<'v, R: Row> TypedView<'v, R> {
    #[must_use]
    pub(crate) fn new(doc: &'v dyn Doc, rows: &'v [R], columns: Vec<Column>) -> Self {
        Self {
            doc,
            rows,
            columns,
            notes: Vec::new(),
            empty: "(no rows)".into(),
            legend: Vec::new(),
        }
    }

    #[must_use]
    pub(crate) fn note(mut self, line: impl Into<String>) -> Self {
        self.notes.push(line.into());
        self
    }

    #[must_use]
    pub(crate) fn empty_message(mut self, msg: impl Into<String>) -> Self {
        self.empty = msg.into();
        self
    }

    /// A line under the table's rows saying what its flags or short titles mean.
    #[must_use]
    pub(crate) fn legend(mut self, line: impl Into<String>) -> Self {
        self.legend.push(line.into());
        self
    }

    /// Legend entries, each `TITLE meaning` (shown only while that column is).
    #[must_use]
    pub(crate) fn legends(mut self, entries: &[&str]) -> Self {
        self.legend.extend(entries.iter().map(|e| (*e).to_string()));
        self
    }

    /// The same result as a `Value` [`View`] (JSON `doc`, the rows as table rows), which
    /// prints the same bytes in every format: for `--jq` and a fan-out.
    pub(crate) fn into_view(self) -> serde_json::Result<View> {
        let data = self.doc.to_value()?;
        let rows = self
            .rows
            .iter()
            .map(|row| with_table_fields(row, &self.columns))
            .collect::<Result<Vec<_>, _>>()?;
        let mut view = View::new(data, None, self.columns);
        view.rows = Rows::Derived(rows);
        view.notes = self.notes;
        view.empty = self.empty;
        view.legend = self.legend;
        // NDJSON prints the rows (keyed by the columns), as the typed path does.
        view.ndjson_key = None;
        Ok(view)
    }
}

/// A row as a `Value` for the [`View`] form: its serialisation, plus the fields of its
/// table-only columns, which a row does not serialise (NDJSON and CSV leave them out)
/// but a table of the `View` form reads from the row (a parlay's leg lines).
fn with_table_fields<R: Row>(row: &R, columns: &[Column]) -> serde_json::Result<Value> {
    let mut value = exact_value(row)?;
    if let Value::Object(map) = &mut value {
        for c in columns.iter().filter(|c| c.table_only) {
            if let Getter::Path(p) = &c.get
                && !map.contains_key(p)
                && let Some(v) = row.field(p)
            {
                map.insert(p.clone(), v);
            }
        }
    }
    Ok(value)
}

/// A column's value in a typed row: a path is the row's field; a computed column gets
/// the row as a `Value` (built for it: computed columns belong on the `View` path).
fn cell<R: Row>(c: &Column, row: &R) -> Value {
    match &c.get {
        Getter::Path(p) => row.field(p).unwrap_or(Value::Null),
        Getter::Fn(f) => exact_value(row).map_or(Value::Null, |v| f(&v)),
    }
}

/// In a debug build (every test), a path column that names no field of the rows' type
/// is an error, not an empty column (rows of one type all have the same fields, so the
/// first row answers for all).
fn check_fields<R: Row>(view: &TypedView<'_, R>) -> anyhow::Result<()> {
    let Some(row) = view.rows.first() else {
        return Ok(());
    };
    if !cfg!(debug_assertions) {
        return Ok(());
    }
    for c in &view.columns {
        if let Getter::Path(p) = &c.get
            && row.field(p).is_none()
        {
            anyhow::bail!(
                "internal: column {} names `{p}`, a field rows do not have",
                c.title
            );
        }
    }
    Ok(())
}

/// JSON, NDJSON, CSV or a table of a typed view (no `--jq`: see [`Output::emit_typed`]),
/// into memory.
fn render<R: Row>(out: &Output, view: &TypedView<'_, R>) -> anyhow::Result<Vec<u8>> {
    check_fields(view)?;
    // Sized from the first row's JSON (a quarter more, for longer names): growing a
    // multi-MB buffer by doubling copies it (picks' 11 MB once more, issue 18.8).
    let per_row = view
        .rows
        .first()
        .and_then(|r| serde_json::to_vec(r).ok())
        .map_or(256, |j| j.len() + j.len() / 4);
    let mut buf = Vec::with_capacity(64 * 1024 + view.rows.len() * per_row);
    let w = &mut buf;
    match out.opts.format {
        Format::Json => {
            view.doc.write_json(w, out.pretty())?;
            w.push(b'\n');
        }
        Format::Ndjson => {
            for row in view.rows {
                serde_json::to_writer(&mut *w, row)?;
                w.push(b'\n');
            }
        }
        Format::Csv => {
            let mut csv_out = ::csv::Writer::from_writer(&mut *w);
            csv_out.write_record(data_keys(&view.columns))?;
            let cols: Vec<&Column> = view.columns.iter().filter(|c| !c.table_only).collect();
            for row in view.rows {
                csv_out.write_record(
                    cols.iter()
                        .map(|c| csv::cell(&cell(c, row), out.opts.csv_raw)),
                )?;
            }
            csv_out.flush()?;
        }
        Format::Table => {
            let cols: Vec<&Column> = view.columns.iter().filter(|c| !c.csv_only).collect();
            let values: Vec<Vec<Value>> = view
                .rows
                .iter()
                .map(|row| cols.iter().map(|c| cell(c, row)).collect())
                .collect();
            let frame = Frame {
                notes: &view.notes,
                empty: &view.empty,
                legend: &view.legend,
            };
            write_cells(w, &frame, &cols, &values, &out.opts)?;
        }
    }
    Ok(buf)
}

/// A typed view's output built ahead of its write ([`Output::prepare_typed`]): the bytes,
/// or for `--jq` and a collecting sink the view's `Value` form.
pub(crate) enum Prepared {
    Bytes(Vec<u8>),
    View(View),
}

impl Output {
    /// Write a typed view in the chosen format to stdout or `-o FILE`. The output is
    /// built in memory first and `rendered` runs before it is written, so a command can
    /// time its work up to the finished output, printing excluded. `--jq` and a
    /// collecting sink (one sport of a fan-out) take the view's `Value` form.
    pub(crate) fn emit_typed<R: Row>(
        &self,
        view: TypedView<'_, R>,
        rendered: impl FnOnce(),
    ) -> anyhow::Result<()> {
        let prepared = self.prepare_typed(view)?;
        rendered();
        self.emit_prepared(&prepared)
    }

    /// [`Output::emit_typed`] in two steps: the output built now (in memory, nothing
    /// written), so a command can build it while it still waits for something (`picks`
    /// while the rest of its board arrives), and written later by
    /// [`Output::emit_prepared`].
    ///
    /// # Errors
    /// A row that does not serialise.
    pub(crate) fn prepare_typed<R: Row>(&self, view: TypedView<'_, R>) -> anyhow::Result<Prepared> {
        if self.opts.jq.is_some() || self.sink.is_collecting() {
            return Ok(Prepared::View(view.into_view()?));
        }
        Ok(Prepared::Bytes(render(self, &view)?))
    }

    /// Write what [`Output::prepare_typed`] built.
    ///
    /// # Errors
    /// As [`Output::emit`].
    pub(crate) fn emit_prepared(&self, prepared: &Prepared) -> anyhow::Result<()> {
        match prepared {
            Prepared::Bytes(buf) => self.write_with(|w| Ok(w.write_all(buf)?)),
            Prepared::View(view) => self.emit(view),
        }
    }

    /// Render a typed view into any writer (`--jq` included): what the tests compare
    /// `emit_typed`'s output formats with.
    #[cfg(test)]
    pub(crate) fn render_typed<R: Row>(
        &self,
        view: &TypedView<'_, R>,
        w: &mut dyn Write,
    ) -> anyhow::Result<()> {
        if let Some(expr) = &self.opts.jq {
            // NDJSON: the filter runs on each row, as `emit_typed`'s `View` form does.
            if self.opts.format == Format::Ndjson {
                for row in view.rows {
                    json::write_jq(w, &exact_value(row)?, expr, false)?;
                }
                return Ok(());
            }
            return json::write_jq(w, &view.doc.to_value()?, expr, self.pretty());
        }
        w.write_all(&render(self, view)?)?;
        Ok(())
    }
}

/// A row field's cell: its serialisation as a `Value` (numbers keep their text), so a
/// row's table and CSV cells cannot disagree with its NDJSON line. For [`row_fields!`].
#[must_use]
pub(crate) fn cell_of<T: Serialize + ?Sized>(v: &T) -> Value {
    exact_value(&v).unwrap_or(Value::Null)
}

/// `impl Row` for a row struct whose every column is one of its fields: `row_fields!(T;
/// a, b, c)` reads `a`, `b` and `c` by name (skipped, table-only fields included) and
/// nothing else, so a misspelt column key is no field (the debug-build check).
macro_rules! row_fields {
    ($ty:ident $(<$lt:lifetime>)?; $($f:ident),* $(,)?) => {
        impl $(<$lt>)? $crate::output::typed::Row for $ty $(<$lt>)? {
            fn field(&self, key: &str) -> Option<serde_json::Value> {
                match key {
                    $(stringify!($f) => Some($crate::output::typed::cell_of(&self.$f)),)*
                    _ => None,
                }
            }
        }
    };
}
pub(crate) use row_fields;

/// Test support for commands' typed rows.
#[cfg(test)]
pub(crate) mod testing {
    use super::super::view::{Column, Getter, data_keys};
    use super::Row;

    /// A row's NDJSON line is its serialisation: its keys are the data columns' keys in
    /// order, each field reads back as serialised, every path column (table-only ones
    /// included) names a field, and a misspelt key names none.
    pub(crate) fn check_row<R: Row>(row: &R, columns: &[Column]) {
        // Its numbers as printed (`to_value` would rewrite a served `1E1` as `1e+1`).
        let v = super::exact_value(row).unwrap();
        let keys: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
        assert_eq!(keys, data_keys(columns));
        for (k, val) in v.as_object().unwrap() {
            assert_eq!(row.field(k).as_ref(), Some(val), "{k}");
        }
        for c in columns {
            if let Getter::Path(p) = &c.get {
                assert!(row.field(p).is_some(), "column {} names `{p}`", c.title);
            }
        }
        assert_eq!(row.field("no_such_key"), None, "a misspelt key is no field");
    }
}

#[cfg(test)]
mod tests {
    use super::super::num::Exact;
    use super::super::{Kind, OutputOptions};
    use super::*;
    use serde_json::Number;

    /// A row as a command would build it: served text borrowed, computed numbers exact.
    #[derive(Serialize)]
    struct TestRow<'a> {
        name: &'a str,
        line: &'a Value,
        p: Exact,
        push: Option<Exact>,
        when: &'a Value,
    }

    impl Row for TestRow<'_> {
        fn field(&self, key: &str) -> Option<Value> {
            Some(match key {
                "name" => Value::String(self.name.into()),
                "line" => self.line.clone(),
                "p" => self.p.to_value(),
                "push" => self.push.map_or(Value::Null, Exact::to_value),
                "when" => self.when.clone(),
                _ => return None,
            })
        }
    }

    #[derive(Serialize)]
    struct TestDoc<'a> {
        source: &'static str,
        total: usize,
        rows: &'a [TestRow<'a>],
    }

    fn out(format: Format, jq: Option<&str>, pretty: bool) -> Output {
        Output::new(OutputOptions {
            format,
            jq: jq.map(str::to_string),
            file: None,
            color: false,
            width: Some(120),
            stdout_tty: pretty,
            display: crate::output::fmt::Display::default(),
            csv_raw: false,
        })
    }

    fn columns(table: bool) -> Vec<Column> {
        if table {
            vec![
                Column::path("NAME", "name").rank(0),
                Column::path("LINE", "line").kind(Kind::Line),
                Column::path("P", "p").kind(Kind::Prob),
                Column::path("PUSH", "push").kind(Kind::Prob),
                Column::path("WHEN", "when").kind(Kind::Time),
                Column::computed("LABEL", |r| {
                    Value::String(format!(
                        "{} @ {}",
                        r["name"].as_str().unwrap_or(""),
                        r["line"]
                    ))
                }),
            ]
        } else {
            ["name", "line", "p", "push", "when"]
                .iter()
                .map(|k| Column::path(k, k))
                .collect()
        }
    }

    /// Render the same data both ways, in every format, and compare the bytes.
    #[test]
    fn typed_rows_print_what_the_value_path_prints() {
        let served = crate::client::exact::parse(
            br#"{"lines": [33.50, 1e2, -0.0], "when": "2026-11-21T18:05:00.000Z", "odd": "a,\"b\"\nc"}"#,
        )
        .unwrap();
        let lines = served["lines"].as_array().unwrap();
        let rows = vec![
            TestRow {
                name: "alpha",
                line: &lines[0],
                p: Exact(0.521_739_130_4),
                push: None,
                when: &served["when"],
            },
            TestRow {
                name: served["odd"].as_str().unwrap(),
                line: &lines[1],
                p: Exact(1.0),
                push: Some(Exact(0.068_282_2)),
                when: &Value::Null,
            },
            TestRow {
                name: "日本",
                line: &lines[2],
                p: Exact(f64::NAN),
                push: Some(Exact(-1.005)),
                when: &served["when"],
            },
        ];
        let doc = TestDoc {
            source: "esx",
            total: rows.len(),
            rows: &rows,
        };
        let cases = [
            (Format::Json, None, false),
            (Format::Json, None, true),
            (Format::Json, Some(".rows[] | .line"), false),
            (Format::Ndjson, None, false),
            (Format::Csv, None, false),
            (Format::Table, None, true),
        ];
        for (format, jq, pretty) in cases {
            for table in [true, false] {
                // NDJSON prints the row as it serialises: its fields are the columns.
                if table && format == Format::Ndjson {
                    continue;
                }
                let o = out(format, jq, pretty);
                let typed = TypedView::new(&doc, &rows, columns(table)).note("a note");
                let mut a = Vec::new();
                o.render_typed(&typed, &mut a).unwrap();
                let view = TypedView::new(&doc, &rows, columns(table))
                    .note("a note")
                    .into_view()
                    .unwrap();
                let mut b = Vec::new();
                o.render(&view, &mut b).unwrap();
                let (a, b) = (String::from_utf8(a).unwrap(), String::from_utf8(b).unwrap());
                assert_eq!(a, b, "{format:?} jq {jq:?} table columns {table}");
                assert!(!a.is_empty());
            }
        }
        // Served text is kept and computed numbers match `exact` (full precision).
        let mut nd = Vec::new();
        let o = out(Format::Ndjson, None, false);
        o.render_typed(&TypedView::new(&doc, &rows, columns(false)), &mut nd)
            .unwrap();
        let nd = String::from_utf8(nd).unwrap();
        assert_eq!(
            nd.lines().next().unwrap(),
            r#"{"name":"alpha","line":33.50,"p":0.5217391304,"push":null,"when":"2026-11-21T18:05:00.000Z"}"#
        );
        assert!(
            nd.contains(r#""line":1e2,"p":1.0,"push":0.0682822"#),
            "{nd}"
        );
        assert!(nd.contains(r#""p":null,"push":-1.005"#), "{nd}");
        assert_eq!(
            serde_json::to_string(&Exact(-1.005)).unwrap(),
            super::super::num::exact(-1.005).to_string()
        );
        assert!(Number::from_f64(f64::NAN).is_none());
    }

    /// A misspelt column key fails the render (a debug build: every test), where it
    /// would print an empty column; no rows, nothing to check.
    #[test]
    fn a_column_naming_no_field_fails_the_render() {
        let served = crate::client::exact::parse(br#"[1.5, "2026-11-21T18:05:00Z"]"#).unwrap();
        let rows = vec![TestRow {
            name: "a",
            line: &served[0],
            p: Exact(0.5),
            push: None,
            when: &served[1],
        }];
        let doc = TestDoc {
            source: "esx",
            total: 1,
            rows: &rows,
        };
        for format in [Format::Table, Format::Csv, Format::Ndjson] {
            let cols = vec![Column::path("NAME", "name"), Column::path("P", "p_wim")];
            let err = out(format, None, false)
                .render_typed(&TypedView::new(&doc, &rows, cols), &mut Vec::new())
                .unwrap_err();
            assert!(err.to_string().contains("`p_wim`"), "{err}");
        }
        let none: Vec<TestRow<'_>> = Vec::new();
        let cols = vec![Column::path("P", "p_wim")];
        out(Format::Table, None, false)
            .render_typed(&TypedView::new(&doc, &none, cols), &mut Vec::new())
            .unwrap();
    }

    #[test]
    fn an_empty_typed_view_shows_its_message_and_header() {
        let rows: Vec<TestRow<'_>> = Vec::new();
        let doc = TestDoc {
            source: "esx",
            total: 0,
            rows: &rows,
        };
        let mut t = Vec::new();
        out(Format::Table, None, false)
            .render_typed(
                &TypedView::new(&doc, &rows, columns(true)).empty_message("nothing here"),
                &mut t,
            )
            .unwrap();
        assert_eq!(String::from_utf8(t).unwrap(), "nothing here\n");
        let mut c = Vec::new();
        out(Format::Csv, None, false)
            .render_typed(&TypedView::new(&doc, &rows, columns(false)), &mut c)
            .unwrap();
        assert_eq!(String::from_utf8(c).unwrap(), "name,line,p,push,when\n");
    }
}
