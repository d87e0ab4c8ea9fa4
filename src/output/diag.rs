//! Diagnostics on stderr: the one error line, notes, `-v` traces and progress bars.

use std::io::{IsTerminal as _, Write as _};

use anstream::ColorChoice;
use anstyle::{AnsiColor, Style};

/// Where and how diagnostics are shown.
#[derive(Debug, Clone, Copy)]
pub struct Diag {
    pub quiet: bool,
    pub verbose: bool,
    pub color: bool,
}

impl Diag {
    /// Colour on stderr only on a terminal, never with `--no-color` or `NO_COLOR`.
    #[must_use]
    pub fn new(quiet: bool, verbose: bool, no_color: bool) -> Self {
        let color = !no_color
            && std::io::stderr().is_terminal()
            && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
        Self {
            quiet,
            verbose,
            color,
        }
    }

    fn line(self, style: Style, prefix: &str, msg: &str) {
        let choice = if self.color {
            ColorChoice::Always
        } else {
            ColorChoice::Never
        };
        let mut err = anstream::AutoStream::new(std::io::stderr().lock(), choice);
        // A closed stderr is nothing we can report anywhere.
        let _ = writeln!(err, "{style}{prefix}{style:#} {msg}");
    }

    /// The single error line of a failed command (always shown).
    pub fn error(self, msg: &str) {
        self.line(
            Style::new().fg_color(Some(AnsiColor::Red.into())).bold(),
            "error:",
            msg,
        );
    }

    /// A warning (always shown).
    pub fn warn(self, msg: &str) {
        self.line(
            Style::new().fg_color(Some(AnsiColor::Yellow.into())).bold(),
            "warning:",
            msg,
        );
    }

    /// An informational note (hidden by `-q`).
    pub fn note(self, msg: &str) {
        if !self.quiet {
            self.line(
                Style::new().fg_color(Some(AnsiColor::Cyan.into())),
                "esx:",
                msg,
            );
        }
    }

    /// A `-v` trace line (callers never pass the key; the client redacts URLs).
    pub fn trace(self, msg: &str) {
        if self.verbose {
            self.line(Style::new().dimmed(), "esx:", msg);
        }
    }

    /// A progress bar on stderr, drawn only on a terminal and never with `-q`.
    #[must_use]
    pub fn progress(self, what: &str) -> indicatif::ProgressBar {
        if self.quiet || !std::io::stderr().is_terminal() {
            return indicatif::ProgressBar::hidden();
        }
        let bar = indicatif::ProgressBar::new_spinner();
        bar.set_message(what.to_string());
        bar
    }
}
