//! The output layer: the one place that writes to stdout, stderr or files.
//!
//! Commands describe what to show as a [`View`] (the JSON to print plus how its rows
//! become table or CSV columns); this module decides how: table (comfy-table), JSON
//! (lossless, server key order kept), NDJSON, CSV, a `--jq` filter, and `-o FILE`
//! (atomic). Diagnostics and progress go to stderr through [`diag`]. A command with a
//! large result can hand over typed rows instead ([`TypedView`], see [`typed`]):
//! serialised straight to JSON/NDJSON, with table and CSV cells read per column.

pub(crate) mod csv;
pub(crate) mod diag;
pub(crate) mod echo;
pub(crate) mod file;
pub(crate) mod fmt;
pub(crate) mod jq_formats;
pub(crate) mod json;
pub(crate) mod layout;
pub(crate) mod num;
pub(crate) mod options;
pub(crate) mod printer;
pub(crate) mod sink;
pub(crate) mod stdio;
pub(crate) mod stream;
pub(crate) mod table;
pub(crate) mod term;
pub(crate) mod typed;
pub(crate) mod view;

use std::io::{self, BufWriter, Write};

pub(crate) use options::{ColorChoice, Format, OutputOptions};
pub(crate) use printer::Printer;
pub(crate) use sink::Sink;
pub(crate) use typed::{Row, TypedView};
pub(crate) use view::{Column, Kind, Tier, View};

/// Renders views to stdout or to an atomically written file, or keeps them (a
/// collecting [`Sink`]).
#[derive(Debug, Clone)]
pub(crate) struct Output {
    pub(crate) opts: OutputOptions,
    /// Where the output goes: stdout/`-o`, or a collector (the run's, from `Context`).
    pub(crate) sink: Sink,
}

impl Output {
    /// Output to stdout (or `-o FILE`).
    #[must_use]
    pub(crate) fn new(opts: OutputOptions) -> Self {
        Self {
            opts,
            sink: Sink::Stdout,
        }
    }

    /// The same output sent to `sink`.
    #[must_use]
    pub(crate) fn with_sink(mut self, sink: Sink) -> Self {
        self.sink = sink;
        self
    }

    /// Whether JSON is pretty-printed: on a terminal only; compact when piped or to a file.
    #[must_use]
    pub(crate) fn pretty(&self) -> bool {
        self.opts.stdout_tty
    }

    /// Write a view in the chosen format to stdout or `-o FILE`.
    pub(crate) fn emit(&self, view: &View) -> anyhow::Result<()> {
        // Collecting (one sport of a fan-out): the view is kept for the merged answer.
        if let Sink::Collect(kept) = &self.sink {
            let mut rendered = Vec::new();
            if self.opts.jq.is_none() && self.opts.format != Format::Json {
                // Rendered as this format without `--jq` or `-o`: the merge applies
                // those to the merged answer.
                Output::new(kept.rendering(&self.opts)).render(view, &mut rendered)?;
            }
            kept.push(sink::Collected {
                opts: self.opts.clone(),
                data: view.data.clone(),
                rendered,
            });
            return Ok(());
        }
        self.write_with(|w| self.render(view, w))
    }

    /// Render a view into any writer (used by `emit` and by tests).
    /// A command's own summary lines under its table, broken between words at the
    /// table's width as its notes are.
    #[must_use]
    pub(crate) fn wrap_text(&self, text: &str) -> String {
        table::wrap_text(text, self.opts.width.map(usize::from))
    }

    pub(crate) fn render(&self, view: &View, w: &mut dyn Write) -> anyhow::Result<()> {
        view::check_paths(&view.columns, &view.rows())?;
        if let Some(expr) = &self.opts.jq {
            // With NDJSON the filter runs on each row as NDJSON prints it (like `jq -c`
            // over the lines), else on the whole JSON document.
            if self.opts.format == Format::Ndjson {
                for row in csv::ndjson_rows(view) {
                    json::write_jq(w, &row, expr, false)?;
                }
                return Ok(());
            }
            return json::write_jq(w, &view.data, expr, self.pretty());
        }
        match self.opts.format {
            Format::Json => json::write_json(w, &view.data, self.pretty())?,
            Format::Ndjson => csv::write_ndjson(w, view)?,
            Format::Csv => csv::write_csv(w, view, self.opts.csv_raw)?,
            Format::Table => table::write_table(w, view, &self.opts)?,
        }
        Ok(())
    }

    /// Redraw a view in place on a terminal (`--watch`): clear, summary line, table.
    pub(crate) fn redraw(&self, view: &View, summary: &str) -> anyhow::Result<()> {
        to_stdout(|out| {
            out.write_all(b"\x1b[H\x1b[2J")?;
            writeln!(out, "{summary}")?;
            table::write_table(out, view, &self.opts)?;
            Ok(())
        })
    }

    /// Plain text lines (help-like output such as `esx config path`).
    pub(crate) fn emit_text(&self, text: &str) -> anyhow::Result<()> {
        self.write_with(|w| {
            w.write_all(text.as_bytes())?;
            if !text.ends_with('\n') {
                w.write_all(b"\n")?;
            }
            Ok(())
        })
    }

    /// Run `f` against stdout (buffered) or an atomic temporary file beside `-o FILE`,
    /// which is renamed over FILE only if `f` succeeds.
    pub(crate) fn write_with(
        &self,
        f: impl FnOnce(&mut dyn Write) -> anyhow::Result<()>,
    ) -> anyhow::Result<()> {
        if self.sink.is_collecting() {
            // A streamed export has no view to merge: one sport at a time.
            return Err(crate::error::EsxError::usage(
                "this output is streamed and cannot combine several sports; give one sport",
            )
            .into());
        }
        if let Some(path) = &self.opts.file {
            return file::write_atomic(path, f);
        }
        to_stdout(f)
    }
}

/// Run `f` against stdout, buffered, and flush: a failed write is reported as such, in
/// one line (a closed pipe stays quiet), even when a JSON or CSV writer replaced the io
/// error on the way. A stdout on `/dev/null` (a closed one included) takes it all.
fn to_stdout(f: impl FnOnce(&mut dyn Write) -> anyhow::Result<()>) -> anyhow::Result<()> {
    let mut out = BufWriter::with_capacity(64 * 1024, file::Recording::new(io::stdout().lock()));
    let result = f(&mut out).and_then(|()| out.flush().map_err(anyhow::Error::new));
    if let Some(io) = out.get_mut().failed.take() {
        return Err(stdio::write_error(io));
    }
    result
}

/// Write JSON values as NDJSON lines to stdout and flush at once (streams such as
/// `--watch`, which never go to `-o`).
pub(crate) fn stream_lines(values: &[serde_json::Value]) -> anyhow::Result<()> {
    to_stdout(|out| {
        for v in values {
            serde_json::to_writer(&mut *out, v)?;
            out.write_all(b"\n")?;
        }
        Ok(())
    })
}

/// One line to stdout, flushed at once (a stream's first line, e.g. `listening on`).
pub(crate) fn stream_text(line: &str) -> anyhow::Result<()> {
    to_stdout(|out| Ok(writeln!(out, "{line}")?))
}
