//! Where a run's output goes: stdout (or `-o FILE`), or a collector that keeps each view
//! the command emits, rendered, for the fan-out to merge. The `Context` of a run carries
//! its sink; output never asks anything ambient whether it is collecting.

use std::sync::{Arc, Mutex, PoisonError};

use serde_json::Value;

use super::options::OutputOptions;

/// One emitted view, as `Output::emit` would have written it.
#[derive(Debug, Clone)]
pub(crate) struct Collected {
    /// The options the command's output had (format, `--jq`, `-o`, colour, width).
    pub(crate) opts: OutputOptions,
    /// The JSON a `--json` run prints.
    pub(crate) data: Value,
    /// The rendering in the chosen non-JSON format (NDJSON lines, CSV, table); empty
    /// for JSON and under `--jq`, which the merge applies to the merged document.
    pub(crate) rendered: Vec<u8>,
}

/// The views a collecting run emitted; clones share one list.
#[derive(Debug, Clone, Default)]
pub(crate) struct Collector {
    kept: Arc<Mutex<Vec<Collected>>>,
    /// A run whose views are read by esx itself (the board, `esx mcp`) rather than
    /// merged onto stdout: rendered plain (no colour, nothing wrapped, as piped) at
    /// `width`.
    plain: bool,
    /// A plain run's table width (`None`: no column dropped).
    width: Option<u16>,
}

impl Collector {
    /// An empty collector.
    #[must_use]
    pub(crate) fn new() -> Self {
        Self::default()
    }

    /// The options a view is rendered with: the command's, or plain for an in-process
    /// run (see [`Sink::plain`]).
    #[must_use]
    pub(crate) fn rendering(&self, opts: &OutputOptions) -> OutputOptions {
        let mut opts = OutputOptions {
            jq: None,
            file: None,
            ..opts.clone()
        };
        if self.plain {
            opts.width = self.width;
            opts.color = false;
            opts.stdout_tty = false;
        }
        opts
    }

    /// Keep one emitted view.
    pub(crate) fn push(&self, item: Collected) {
        self.kept
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(item);
    }

    /// Everything kept so far, in emission order (the collector is left empty).
    #[must_use]
    pub(crate) fn take(&self) -> Vec<Collected> {
        std::mem::take(&mut *self.kept.lock().unwrap_or_else(PoisonError::into_inner))
    }
}

/// Where output goes.
#[derive(Debug, Clone, Default)]
pub(crate) enum Sink {
    /// Stdout, or the file `-o` names (the usual run).
    #[default]
    Stdout,
    /// Kept for a merge (one sport of a fan-out); streams and watches refuse to run.
    Collect(Collector),
}

impl Sink {
    /// A fresh collecting sink and the handle to read it back.
    #[must_use]
    pub(crate) fn collector() -> (Self, Collector) {
        let c = Collector::new();
        (Self::Collect(c.clone()), c)
    }

    /// A collecting sink for a command esx runs in process and reads itself (the
    /// board's tabs and details, `esx mcp`'s tools): views are rendered as a piped run
    /// renders them, at `width` columns, whatever the session's own terminal is.
    #[must_use]
    pub(crate) fn plain(width: Option<u16>) -> (Self, Collector) {
        let c = Collector {
            plain: true,
            width,
            ..Collector::default()
        };
        (Self::Collect(c.clone()), c)
    }

    /// Whether output is kept rather than written.
    #[must_use]
    pub(crate) fn is_collecting(&self) -> bool {
        matches!(self, Self::Collect(_))
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Format, Output, View};
    use super::*;

    fn opts(format: Format) -> OutputOptions {
        OutputOptions {
            format,
            jq: None,
            file: None,
            color: false,
            width: None,
            stdout_tty: false,
            display: crate::output::fmt::Display::default(),
            csv_raw: false,
        }
    }

    #[test]
    fn a_collecting_output_keeps_each_view_rendered_and_prints_nothing() {
        let (sink, got) = Sink::collector();
        assert!(sink.is_collecting() && !Sink::Stdout.is_collecting());
        let out = Output::new(opts(Format::Ndjson)).with_sink(sink);
        let data: Value = serde_json::from_str(r#"{"rows":[{"a":1.50},{"a":2}]}"#).unwrap();
        let view = View::new(data.clone(), Some("rows"), Vec::new());
        out.emit(&view).unwrap();
        out.emit(&view).unwrap();
        let items = got.take();
        assert_eq!(items.len(), 2);
        assert_eq!(items[0].data, data);
        // NDJSON rows keep the served number text.
        assert_eq!(
            String::from_utf8(items[0].rendered.clone()).unwrap(),
            "{\"a\":1.50}\n{\"a\":2}\n"
        );
        assert!(got.take().is_empty(), "take empties the collector");
        // JSON is merged from `data`: nothing rendered.
        let (sink, got) = Sink::collector();
        Output::new(opts(Format::Json))
            .with_sink(sink)
            .emit(&view)
            .unwrap();
        assert!(got.take()[0].rendered.is_empty());
    }

    #[test]
    fn a_plain_collector_renders_as_piped_at_its_width_whatever_the_terminal() {
        let mut on_tty = opts(Format::Table);
        on_tty.color = true;
        on_tty.stdout_tty = true;
        on_tty.width = Some(200);
        on_tty.jq = Some(".".into());
        let (_, plain) = Sink::plain(Some(110));
        let r = plain.rendering(&on_tty);
        assert_eq!(
            (r.color, r.stdout_tty, r.width, r.jq.is_none()),
            (false, false, Some(110), true)
        );
        assert!(!r.wraps());
        // A fan-out's collector renders as the run would print (the merge writes it).
        let (_, merged) = Sink::collector();
        let r = merged.rendering(&on_tty);
        assert_eq!(
            (r.color, r.stdout_tty, r.width, r.jq.is_none()),
            (true, true, Some(200), true)
        );
    }

    #[test]
    fn a_collecting_output_refuses_a_stream() {
        let (sink, _) = Sink::collector();
        let out = Output::new(opts(Format::Csv)).with_sink(sink);
        let err = out.write_with(|_| Ok(())).unwrap_err();
        assert!(format!("{err:#}").contains("give one sport"), "{err:#}");
    }
}
