//! The run's `Printer`: how its output is asked to look (format, `--jq`, `-o FILE`,
//! colour, `--csv-raw`), resolved once from the global flags, and the one answer to
//! "is this for a script?" that commands ask instead of reading flags.

use std::path::{Path, PathBuf};

use super::options::{ColorChoice, Format, OutputOptions};
use super::sink::Sink;
use super::{Output, fmt};

/// How output is asked for; every command writes through it.
#[derive(Debug, Clone, Default)]
pub(crate) struct Printer {
    /// The format asked for (`--format`, `--json`, `--jq`); `None`: the command's own.
    format: Option<Format>,
    jq: Option<String>,
    file: Option<PathBuf>,
    color: ColorChoice,
    csv_raw: bool,
}

impl Printer {
    /// A printer for these flags (checked by the caller: `--jq` with a table or CSV is
    /// refused before).
    #[must_use]
    pub(crate) fn new(
        format: Option<Format>,
        jq: Option<String>,
        file: Option<PathBuf>,
        color: ColorChoice,
        csv_raw: bool,
    ) -> Self {
        Self {
            format,
            jq,
            file,
            color,
            csv_raw,
        }
    }

    /// The format asked for, if any.
    #[must_use]
    pub(crate) fn asked(&self) -> Option<Format> {
        self.format
    }

    /// The format of a command whose natural one is `default`.
    #[must_use]
    pub(crate) fn format(&self, default: Format) -> Format {
        self.format.unwrap_or(default)
    }

    /// Whether a format other than the table was asked for (a script reads the answer).
    #[must_use]
    pub(crate) fn is_structured(&self) -> bool {
        self.format.is_some_and(|f| f != Format::Table)
    }

    /// Whether `--jq` filters the answer.
    #[must_use]
    pub(crate) fn has_jq(&self) -> bool {
        self.jq.is_some()
    }

    /// The `-o FILE` the answer goes to, if any.
    #[must_use]
    pub(crate) fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }

    /// The same printer asking for `format` with no filter and no file (a run whose
    /// answer is collected: the board's tabs, MCP tool calls).
    #[must_use]
    pub(crate) fn collecting(&self, format: Format) -> Self {
        Self {
            format: Some(format),
            jq: None,
            file: None,
            color: ColorChoice::Never,
            csv_raw: self.csv_raw,
        }
    }

    /// The output of a command whose natural format is `default`, shown with `display`
    /// and written to `sink`.
    #[must_use]
    pub(crate) fn output(&self, default: Format, display: fmt::Display, sink: Sink) -> Output {
        Output::new(
            OutputOptions::detect(
                self.format(default),
                self.jq.clone(),
                self.file.clone(),
                self.color,
            )
            .with_display(display)
            .with_csv_raw(self.csv_raw),
        )
        .with_sink(sink)
    }
}
