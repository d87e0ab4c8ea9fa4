//! The standard streams (DESIGN "Hostile input, bounded"): a closed fd 0–2 is reopened
//! on `/dev/null` before `main` (Rust's runtime does it, read-write), and a stdout that
//! was closed (`esx books >&-`) is remembered, so that the first write is exit 1
//! ("stdout is closed") rather than output silently lost. A closed pipe stays a quiet
//! exit 0; any other write error (ENOSPC, EIO) is one line and exit 1.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::error::EsxError;

static STDOUT_CLOSED: AtomicBool = AtomicBool::new(false);

/// Look at stdout once, at start. The runtime opened `/dev/null` read-write in place of a
/// closed fd; a user's `>/dev/null` is write-only, so it is told apart.
pub fn check_at_start() {
    #[cfg(unix)]
    {
        use rustix::fs::OFlags;
        let out = std::io::stdout();
        let read_write =
            rustix::fs::fcntl_getfl(&out).is_ok_and(|f| f & OFlags::ACCMODE == OFlags::RDWR);
        let is_null = || {
            let (Ok(fd), Ok(null)) = (rustix::fs::fstat(&out), rustix::fs::stat("/dev/null"))
            else {
                return false;
            };
            fd.st_rdev == null.st_rdev && fd.st_ino == null.st_ino && fd.st_dev == null.st_dev
        };
        if read_write && is_null() {
            STDOUT_CLOSED.store(true, Ordering::SeqCst);
        }
    }
}

/// Whether stdout was closed when esx started.
#[must_use]
pub fn stdout_closed() -> bool {
    STDOUT_CLOSED.load(Ordering::SeqCst)
}

/// The error of a first write to a closed stdout (exit 1).
#[must_use]
pub fn closed_error() -> EsxError {
    EsxError::other("stdout is closed, so nothing could be printed")
        .with_hint("run esx with stdout open (`>/dev/null` to discard it, or -o FILE)")
}

/// A failed write to stdout as one line, the io error kept as the source (a closed pipe
/// stays recognisable: quiet, exit 0).
#[must_use]
pub fn write_error(io: std::io::Error) -> anyhow::Error {
    let e = EsxError::other(format!("cannot write to stdout: {io}"));
    if io.kind() == std::io::ErrorKind::BrokenPipe {
        return e.with_source(io).into();
    }
    // The message says it all: a source would repeat it on the one line.
    e.into()
}
