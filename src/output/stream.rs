//! Streaming output for long-running commands (`esx live --watch`): one line per message,
//! flushed as it arrives, or a table redrawn in place on a terminal.
//!
//! The rules of the rest of the output layer still hold: `--jq` runs on each message,
//! `-o FILE` is written atomically (the file appears when the stream ends cleanly),
//! and nothing but the output layer writes to stdout.

use std::io::Write;

use serde_json::Value;

use super::{Format, Output, View, json, table};

/// Clear the screen and move the cursor home (ANSI), before each redraw.
const CLEAR: &[u8] = b"\x1b[H\x1b[2J";

/// A stream of output for the duration of one long-running command.
pub(crate) struct Stream<'w> {
    w: &'w mut dyn Write,
    out: &'w Output,
}

impl Output {
    /// Run `f` with a [`Stream`] over stdout (or an atomic `-o FILE`), flushed per write.
    pub(crate) fn stream(
        &self,
        f: impl FnOnce(&mut Stream<'_>) -> anyhow::Result<()>,
    ) -> anyhow::Result<()> {
        self.write_with(|w| {
            let mut s = Stream { w, out: self };
            f(&mut s)
        })
    }

    /// Whether a stream is shown as a table redrawn in place: the table format, on a
    /// terminal, with no `--jq` and no `-o FILE`. Otherwise it is one line per message.
    #[must_use]
    pub(crate) fn redraws(&self) -> bool {
        self.opts.format == Format::Table
            && self.opts.stdout_tty
            && self.opts.jq.is_none()
            && self.opts.file.is_none()
    }
}

impl Stream<'_> {
    /// Whether this stream redraws a table (see [`Output::redraws`]).
    #[must_use]
    pub(crate) fn redraws(&self) -> bool {
        self.out.redraws()
    }

    /// The width a redrawn screen must fit (`COLUMNS`, else the terminal's); `None`:
    /// unlimited.
    #[must_use]
    pub(crate) fn width(&self) -> Option<usize> {
        self.out.opts.width.map(usize::from)
    }

    /// One message as one line, exactly as received (`raw` is the server's text). A text
    /// that spans lines is re-serialised compactly so that one message stays one line;
    /// with `--jq` the filter's results are printed instead. Flushed at once.
    pub(crate) fn line(&mut self, raw: &str, value: &Value) -> anyhow::Result<()> {
        if let Some(expr) = &self.out.opts.jq {
            json::write_jq(self.w, value, expr, false)?;
        } else if raw.contains(['\n', '\r']) {
            serde_json::to_writer(&mut *self.w, value)?;
            self.w.write_all(b"\n")?;
        } else {
            self.w.write_all(raw.trim().as_bytes())?;
            self.w.write_all(b"\n")?;
        }
        self.w.flush()?;
        Ok(())
    }

    /// Clear the terminal and draw these views (each with its notes) and footer lines.
    pub(crate) fn redraw(&mut self, views: &[View], footer: &[String]) -> anyhow::Result<()> {
        // Render into memory first so the screen is cleared and drawn in one write.
        let mut buf = Vec::with_capacity(8 * 1024);
        buf.extend_from_slice(CLEAR);
        for (i, view) in views.iter().enumerate() {
            if i > 0 {
                buf.push(b'\n');
            }
            table::write_table(&mut buf, view, &self.out.opts)?;
        }
        // Footer lines carry server text (recent events): no escape sequences or key.
        for line in footer {
            buf.extend_from_slice(super::diag::clean(line).as_bytes());
            buf.push(b'\n');
        }
        self.w.write_all(&buf)?;
        self.w.flush()?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::OutputOptions;
    use super::*;

    fn opts(jq: Option<&str>) -> Output {
        Output::new(OutputOptions {
            format: Format::Ndjson,
            jq: jq.map(str::to_string),
            file: None,
            color: false,
            width: Some(80),
            stdout_tty: false,
            display: crate::output::fmt::Display::default(),
            csv_raw: false,
        })
    }

    fn lines(out: &Output, msgs: &[&str]) -> String {
        let mut buf = Vec::new();
        let mut s = Stream { w: &mut buf, out };
        for m in msgs {
            let v: Value = serde_json::from_str(m).unwrap_or(Value::Null);
            s.line(m, &v).unwrap();
        }
        String::from_utf8(buf).unwrap()
    }

    #[test]
    fn lines_are_unchanged_one_per_message() {
        let out = opts(None);
        let got = lines(&out, &[r#"{"b":1.50,"a":2}"#, "{\n \"x\": 1\n}"]);
        assert_eq!(got, "{\"b\":1.50,\"a\":2}\n{\"x\":1}\n");
        assert!(!out.redraws());
    }

    #[test]
    fn jq_runs_on_each_message() {
        let out = opts(Some(".type"));
        let got = lines(&out, &[r#"{"type":"pong"}"#, r#"{"type":"update"}"#]);
        assert_eq!(got, "pong\nupdate\n");
    }

    #[test]
    fn redraw_clears_then_draws_tables_and_footer() {
        let out = opts(None);
        let mut buf = Vec::new();
        let mut s = Stream {
            w: &mut buf,
            out: &out,
        };
        let view = View::new(
            serde_json::json!({"rows": [{"n": "x"}]}),
            Some("rows"),
            vec![super::super::Column::path("N", "n")],
        )
        .note("head");
        s.redraw(&[view], &["foot".into()]).unwrap();
        let text = String::from_utf8(buf).unwrap();
        assert!(text.starts_with("\x1b[H\x1b[2J"), "{text:?}");
        let head = text.find("head").unwrap();
        let cell = text.find('x').unwrap();
        let foot = text.find("foot").unwrap();
        assert!(head < cell && cell < foot, "{text}");
    }
}
