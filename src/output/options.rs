//! The run's output choices: the formats of `--format`, when tables are coloured, and
//! the `OutputOptions` resolved once from flags and the terminal.

use std::io::{self, IsTerminal as _};
use std::path::PathBuf;

use super::{fmt, term};

/// The output formats of `--format`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub(crate) enum Format {
    /// A table for people (the default)
    #[default]
    Table,
    /// The service's JSON envelope, every field kept
    Json,
    /// One JSON row per line
    Ndjson,
    /// The table's columns plus ids, with a header row
    Csv,
}

/// When tables are coloured (`--color`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub(crate) enum ColorChoice {
    /// On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)
    #[default]
    Auto,
    /// Always, even piped or to a file
    Always,
    /// Never
    Never,
}

impl ColorChoice {
    /// Whether to colour, given whether stdout is a terminal and the environment.
    #[must_use]
    pub(crate) fn resolve(self, stdout_tty: bool, env: &dyn Fn(&str) -> Option<String>) -> bool {
        let set = |k: &str| env(k).is_some_and(|v| !v.is_empty());
        match self {
            Self::Always => true,
            Self::Never => false,
            Self::Auto if set("NO_COLOR") => false,
            Self::Auto
                if set("CLICOLOR_FORCE") && env("CLICOLOR_FORCE").as_deref() != Some("0") =>
            {
                true
            }
            Self::Auto => stdout_tty,
        }
    }
}

/// How output is produced, resolved once from flags and the environment.
#[derive(Debug, Clone)]
pub(crate) struct OutputOptions {
    pub(crate) format: Format,
    pub(crate) jq: Option<String>,
    pub(crate) file: Option<PathBuf>,
    /// Colour in tables (`--color`, `NO_COLOR`, `CLICOLOR_FORCE`, a terminal).
    pub(crate) color: bool,
    /// Table width: `COLUMNS`, else the terminal's (stdout's, stderr's or `/dev/tty`'s,
    /// see [`term`]); `None` = no terminal: no column dropped, nothing wrapped.
    pub(crate) width: Option<u16>,
    /// stdout is a terminal and no `-o FILE`: pretty JSON, colour, and a too-wide
    /// identity cell wraps inside its column ([`OutputOptions::wraps`]).
    pub(crate) stdout_tty: bool,
    /// How tables show prices and times (`--odds`, `--tz`, the run's clock).
    pub(crate) display: fmt::Display,
    /// `--csv-raw`: CSV text cells as served, without the `'` that stops a spreadsheet
    /// running them as formulas.
    pub(crate) csv_raw: bool,
}

impl OutputOptions {
    /// Resolve terminal facts for the given flags.
    #[must_use]
    pub(crate) fn detect(
        format: Format,
        jq: Option<String>,
        file: Option<PathBuf>,
        color: ColorChoice,
    ) -> Self {
        let stdout_tty = io::stdout().is_terminal() && file.is_none();
        let width = term::table_width(std::env::var("COLUMNS").ok().as_deref());
        Self {
            format,
            jq,
            file,
            color: color.resolve(stdout_tty, &|k| std::env::var(k).ok()),
            width,
            stdout_tty,
            display: fmt::Display::default(),
            csv_raw: false,
        }
    }

    /// Whether a too-wide identity cell wraps inside its column: on a terminal stdout
    /// only; piped (the width then only decides which columns drop) or to `-o FILE`, a
    /// row is never wrapped.
    #[must_use]
    pub(crate) fn wraps(&self) -> bool {
        self.stdout_tty && self.width.is_some()
    }

    /// The same options with the run's display choices.
    #[must_use]
    pub(crate) fn with_display(self, display: fmt::Display) -> Self {
        Self { display, ..self }
    }

    /// The same options with `--csv-raw` set or not.
    #[must_use]
    pub(crate) fn with_csv_raw(self, csv_raw: bool) -> Self {
        Self { csv_raw, ..self }
    }
}

#[cfg(test)]
mod tests {
    use super::ColorChoice;

    #[test]
    fn color_follows_flag_then_environment() {
        let none = |_: &str| None;
        let no_color = |k: &str| (k == "NO_COLOR").then(|| "1".to_string());
        let force = |k: &str| (k == "CLICOLOR_FORCE").then(|| "1".to_string());
        assert!(ColorChoice::Auto.resolve(true, &none));
        assert!(!ColorChoice::Auto.resolve(false, &none));
        assert!(!ColorChoice::Auto.resolve(true, &no_color));
        assert!(ColorChoice::Auto.resolve(false, &force));
        assert!(ColorChoice::Always.resolve(false, &no_color));
        assert!(!ColorChoice::Never.resolve(true, &force));
    }
}
