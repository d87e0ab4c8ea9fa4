//! The width a table is drawn for (DESIGN "Width when piped", settled point 5): `COLUMNS`
//! when set, else the terminal's — stdout's if it is one, else stderr's, else
//! `/dev/tty`'s when stdin is interactive — so `esx lines | less` drops the columns the
//! screen has no room for; with no terminal at all, `None`: nothing is dropped or wrapped.

use std::io::{self, IsTerminal as _};

/// `COLUMNS` (20 or more) when set, else the terminal's width.
#[must_use]
pub(crate) fn table_width(columns: Option<&str>) -> Option<u16> {
    columns
        .and_then(|c| c.trim().parse::<u16>().ok())
        .filter(|w| *w >= 20)
        .or_else(terminal_width)
}

/// The width of the first terminal of stdout, stderr and (with an interactive stdin, so
/// that a cron job or a harness with no input never reaches for it) `/dev/tty`.
#[cfg(unix)]
fn terminal_width() -> Option<u16> {
    let cols = |ws: rustix::io::Result<rustix::termios::Winsize>| {
        ws.ok().map(|w| w.ws_col).filter(|c| *c > 0)
    };
    if io::stdout().is_terminal() {
        return cols(rustix::termios::tcgetwinsize(io::stdout()));
    }
    if io::stderr().is_terminal() {
        return cols(rustix::termios::tcgetwinsize(io::stderr()));
    }
    if io::stdin().is_terminal() {
        let tty = std::fs::File::open("/dev/tty").ok()?;
        if tty.is_terminal() {
            return cols(rustix::termios::tcgetwinsize(&tty));
        }
    }
    None
}

/// Elsewhere: the console of stdout, as comfy-table reads it.
#[cfg(not(unix))]
fn terminal_width() -> Option<u16> {
    comfy_table::Table::new().width()
}

/// The height of a terminal stdout (a redrawn screen must fit it, or its top scrolls
/// away); `None`: not a terminal, or its size is unknown.
#[cfg(unix)]
#[must_use]
pub(crate) fn stdout_height() -> Option<u16> {
    if !io::stdout().is_terminal() {
        return None;
    }
    rustix::termios::tcgetwinsize(io::stdout())
        .ok()
        .map(|w| w.ws_row)
        .filter(|r| *r > 0)
}

/// Elsewhere: unknown (the screen is drawn whole).
#[cfg(not(unix))]
#[must_use]
pub(crate) fn stdout_height() -> Option<u16> {
    None
}
