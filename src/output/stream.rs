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

    /// Clear the terminal and draw these views (each with its notes) and footer lines,
    /// fitted to the terminal's height (see [`fit_height`]).
    pub(crate) fn redraw(&mut self, views: &[View], footer: &[String]) -> anyhow::Result<()> {
        let mut body = Vec::with_capacity(8 * 1024);
        for (i, view) in views.iter().enumerate() {
            if i > 0 {
                body.push(b'\n');
            }
            table::write_table(&mut body, view, &self.out.opts)?;
        }
        let body = String::from_utf8_lossy(&body);
        let body: Vec<&str> = body.lines().collect();
        // Footer lines carry server text (recent events): no escape sequences or key.
        let footer: Vec<String> = footer.iter().map(|l| super::diag::clean(l)).collect();
        let height = super::term::stdout_height().map(usize::from);
        // Drawn into memory first so the screen is cleared and drawn in one write.
        let mut buf = Vec::with_capacity(8 * 1024);
        buf.extend_from_slice(CLEAR);
        for line in fit_height(&body, &footer, height) {
            buf.extend_from_slice(line.as_bytes());
            buf.push(b'\n');
        }
        self.w.write_all(&buf)?;
        self.w.flush()?;
        Ok(())
    }
}

/// A redrawn screen's lines within `height` rows: a screen taller than the terminal
/// scrolls, and its top (the first game's heading) would be off screen. The last row
/// stays free for the cursor. The footer keeps its last lines (the status line last),
/// at most a third of the rows; the body keeps its top, and a body cut short ends with a
/// line saying how many lines a taller terminal would show. `None`: everything.
#[must_use]
pub(crate) fn fit_height(body: &[&str], footer: &[String], height: Option<usize>) -> Vec<String> {
    let all = || {
        body.iter()
            .map(|l| (*l).to_string())
            .chain(footer.iter().cloned())
            .collect()
    };
    let Some(height) = height else {
        return all();
    };
    let room = height.saturating_sub(1).max(1);
    if body.len() + footer.len() <= room {
        return all();
    }
    let foot = footer.len().min((room / 3).max(1));
    let foot_lines = &footer[footer.len() - foot..];
    let body_room = room - foot;
    let mut out: Vec<String> = Vec::with_capacity(room);
    if body.len() <= body_room {
        out.extend(body.iter().map(|l| (*l).to_string()));
    } else if body_room > 0 {
        out.extend(body[..body_room - 1].iter().map(|l| (*l).to_string()));
        let hidden = body.len() - (body_room - 1);
        out.push(format!(
            "… {hidden} more lines (a taller terminal shows them)"
        ));
    }
    out.extend(foot_lines.iter().cloned());
    out
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

    /// A screen taller than the terminal keeps its top (the first game's heading) and the
    /// status line, says how much is hidden, and leaves the last row for the cursor.
    #[test]
    fn a_redraw_taller_than_the_terminal_keeps_its_top_and_status() {
        let body: Vec<String> = (1..=30).map(|n| format!("body {n}")).collect();
        let body: Vec<&str> = body.iter().map(String::as_str).collect();
        let footer: Vec<String> = (1..=9).map(|n| format!("foot {n}")).collect();
        let fitted = fit_height(&body, &footer, Some(24));
        assert_eq!(fitted.len(), 23, "{fitted:?}");
        assert_eq!(fitted[0], "body 1");
        // 23 rows: 7 of footer (a third), 16 of body, the last of them the mark.
        assert_eq!(fitted[14], "body 15");
        assert_eq!(fitted[15], "… 15 more lines (a taller terminal shows them)");
        assert_eq!(fitted[16], "foot 3");
        assert_eq!(fitted.last().map(String::as_str), Some("foot 9"));
        // Room for everything, or no known height: nothing is cut.
        assert_eq!(fit_height(&body, &footer, Some(40)).len(), 39);
        assert_eq!(fit_height(&body, &footer, Some(41)).len(), 39);
        assert_eq!(fit_height(&body, &footer, None).len(), 39);
        // A tiny terminal still says what is hidden, and shows the status line.
        let tiny = fit_height(&body, &footer, Some(3));
        assert_eq!(
            tiny,
            ["… 30 more lines (a taller terminal shows them)", "foot 9"]
        );
    }
}
