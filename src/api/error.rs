//! The one error type whose variants map to esx's documented exit codes.

use std::fmt;

/// Every failure esx reports, classified by what the user should do next.
///
/// The `Display` text is the single stderr line esx prints; it already carries the
/// service's own message where one was sent, and a hint where one helps.
#[derive(Debug, thiserror::Error)]
pub enum EsxError {
    /// Bad flags, bad values, missing configuration the user must supply (exit 2).
    #[error("{0}")]
    Usage(String),
    /// Missing or rejected API key (exit 3).
    #[error("{0}")]
    Auth(String),
    /// The key's plan is below what the route needs (exit 4).
    #[error("{0}")]
    Plan(String),
    /// The service said 404 (exit 5).
    #[error("{0}")]
    NotFound(String),
    /// Worth retrying later: network failure, timeout, 429, 5xx, a quota (exit 6).
    #[error("{0}")]
    Retryable(String),
    /// A 2xx answer that is not the documented JSON (exit 7).
    #[error("{0}")]
    BadResponse(String),
    /// Anything else, including a refused cross-origin redirect (exit 1).
    #[error("{0}")]
    Other(String),
}

/// Exit codes, as documented in README.md and DESIGN.md.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExitCode {
    Ok = 0,
    Other = 1,
    Usage = 2,
    Auth = 3,
    Plan = 4,
    NotFound = 5,
    Retryable = 6,
    BadResponse = 7,
}

impl EsxError {
    #[must_use]
    pub fn exit_code(&self) -> ExitCode {
        match self {
            Self::Usage(_) => ExitCode::Usage,
            Self::Auth(_) => ExitCode::Auth,
            Self::Plan(_) => ExitCode::Plan,
            Self::NotFound(_) => ExitCode::NotFound,
            Self::Retryable(_) => ExitCode::Retryable,
            Self::BadResponse(_) => ExitCode::BadResponse,
            Self::Other(_) => ExitCode::Other,
        }
    }

    /// Shorthand for a usage error built from anything printable.
    pub fn usage(msg: impl fmt::Display) -> Self {
        Self::Usage(msg.to_string())
    }
}

/// The exit code for any error a command returned: an [`EsxError`] anywhere in the
/// chain decides; a broken pipe is a quiet success; anything else is 1.
#[must_use]
pub fn exit_code_for(err: &anyhow::Error) -> ExitCode {
    if is_broken_pipe(err) {
        return ExitCode::Ok;
    }
    err.chain()
        .find_map(|cause| cause.downcast_ref::<EsxError>().map(EsxError::exit_code))
        .unwrap_or(ExitCode::Other)
}

/// Whether one error is a closed pipe, also when a JSON or CSV writer wrapped it.
fn is_pipe(cause: &(dyn std::error::Error + 'static)) -> bool {
    let pipe = std::io::ErrorKind::BrokenPipe;
    cause
        .downcast_ref::<std::io::Error>()
        .is_some_and(|io| io.kind() == pipe)
        || cause
            .downcast_ref::<serde_json::Error>()
            .is_some_and(|e| e.io_error_kind() == Some(pipe))
        || cause
            .downcast_ref::<csv::Error>()
            .is_some_and(|e| matches!(e.kind(), csv::ErrorKind::Io(io) if io.kind() == pipe))
}

/// Whether the error is only a closed stdout (`esx ... | head`): printed as nothing.
#[must_use]
pub fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(is_pipe)
}

/// Shorten a non-JSON body (an HTML error page, a proxy's text) to one readable line.
#[must_use]
pub fn summarize_body(body: &[u8]) -> String {
    let text = String::from_utf8_lossy(body);
    let lower = text.to_ascii_lowercase();
    // An HTML page: its <title> says more than its markup.
    if lower.contains("<html") || lower.contains("<!doctype") {
        if let (Some(start), Some(end)) = (lower.find("<title>"), lower.find("</title>"))
            && end > start + 7
        {
            let title = text[start + 7..end]
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            if !title.is_empty() {
                return format!("an HTML page titled \"{}\"", truncate(&title, 80));
            }
        }
        return "an HTML page".to_string();
    }
    let one_line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if one_line.is_empty() {
        "an empty body".to_string()
    } else {
        format!("\"{}\"", truncate(&one_line, 120))
    }
}

fn truncate(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        let cut: String = s.chars().take(max).collect();
        format!("{cut}…")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_bodies_are_summarised_by_title() {
        let body = b"<!DOCTYPE html><html><head><title>502 Bad\n Gateway</title></head><body>x</body></html>";
        assert_eq!(
            summarize_body(body),
            "an HTML page titled \"502 Bad Gateway\""
        );
        assert_eq!(
            summarize_body(b"<html><body>oops</body></html>"),
            "an HTML page"
        );
    }

    #[test]
    fn text_bodies_are_one_line_and_bounded() {
        assert_eq!(
            summarize_body(b"  upstream\n timed out "),
            "\"upstream timed out\""
        );
        assert_eq!(summarize_body(b""), "an empty body");
        let long = "x".repeat(500);
        assert!(summarize_body(long.as_bytes()).chars().count() < 130);
    }

    #[test]
    fn exit_codes_follow_the_chain() {
        let e = anyhow::Error::new(EsxError::Plan("p".into())).context("while fetching");
        assert_eq!(exit_code_for(&e), ExitCode::Plan);
        let pipe = anyhow::Error::new(std::io::Error::from(std::io::ErrorKind::BrokenPipe));
        assert_eq!(exit_code_for(&pipe), ExitCode::Ok);
        assert!(is_broken_pipe(&pipe));
        assert_eq!(exit_code_for(&anyhow::anyhow!("x")), ExitCode::Other);
        // Writers wrap the io error; a closed pipe is still a quiet success.
        let mut closed = BrokenWriter;
        let json = serde_json::to_writer(&mut closed, &serde_json::json!({"a": 1})).unwrap_err();
        assert!(is_broken_pipe(&anyhow::Error::new(json)));
        let mut w = csv::Writer::from_writer(BrokenWriter);
        let _ = w.write_record(["a"]);
        let csv_err = w.flush().map_err(csv::Error::from).unwrap_err();
        assert!(is_broken_pipe(&anyhow::Error::new(csv_err)));
    }

    struct BrokenWriter;
    impl std::io::Write for BrokenWriter {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::ErrorKind::BrokenPipe.into())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Err(std::io::ErrorKind::BrokenPipe.into())
        }
    }
}
