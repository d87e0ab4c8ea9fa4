//! Write errors on stdout (DESIGN "Hostile input, bounded"): a closed pipe is a quiet
//! exit 0, any other failed write (ENOSPC, EIO) is one line and exit 1. A stdout on
//! `/dev/null` is a discard, however it was opened: Python's `subprocess.DEVNULL`,
//! systemd's `StandardOutput=null` and `1<>/dev/null` open it read-write, exactly as
//! Rust's runtime reopens a closed fd 0–2 before `main`, so a closed stdout (`>&-`)
//! cannot be told apart from them and is a discard too (exit 0).

use crate::error::EsxError;

/// A failed write to stdout as one line, the io error kept as the source (a closed pipe
/// stays recognisable: quiet, exit 0).
#[must_use]
pub(crate) fn write_error(io: std::io::Error) -> anyhow::Error {
    let e = EsxError::other(format!("cannot write to stdout: {io}"));
    if io.kind() == std::io::ErrorKind::BrokenPipe {
        return e.with_source(io).into();
    }
    // The message says it all: a source would repeat it on the one line.
    e.into()
}
