//! The one error type whose variants map to esx's documented exit codes.

use std::fmt;

/// What kind of failure an error is: decides the exit code (README "Exit codes").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ErrorKind {
    /// Bad flags, bad values, missing configuration the user must supply (exit 2).
    Usage,
    /// Missing or rejected API key (exit 3).
    Auth,
    /// The key's plan is below what the route needs (exit 4).
    Plan,
    /// The service said 404 (exit 5).
    NotFound,
    /// Worth retrying later: network failure, timeout, 429, 5xx, a quota (exit 6).
    Retryable,
    /// A 2xx answer that is not the documented JSON (exit 7).
    BadResponse,
    /// Anything else, including a refused cross-origin redirect (exit 1).
    Other,
}

/// Exit codes, as documented in README.md and DESIGN.md.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ExitCode {
    Ok = 0,
    Other = 1,
    Usage = 2,
    Auth = 3,
    Plan = 4,
    NotFound = 5,
    Retryable = 6,
    BadResponse = 7,
}

impl ErrorKind {
    #[must_use]
    pub(crate) fn exit_code(self) -> ExitCode {
        match self {
            Self::Usage => ExitCode::Usage,
            Self::Auth => ExitCode::Auth,
            Self::Plan => ExitCode::Plan,
            Self::NotFound => ExitCode::NotFound,
            Self::Retryable => ExitCode::Retryable,
            Self::BadResponse => ExitCode::BadResponse,
            Self::Other => ExitCode::Other,
        }
    }
}

/// Every failure esx reports: a kind (the exit code), the one line printed on stderr
/// (already carrying the service's own message where one was sent), an optional hint
/// saying what to do, and the original error kept as the source.
#[derive(Debug)]
pub(crate) struct EsxError {
    kind: ErrorKind,
    message: String,
    hint: Option<String>,
    source: Option<Box<dyn std::error::Error + Send + Sync + 'static>>,
}

impl fmt::Display for EsxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)?;
        if let Some(h) = &self.hint {
            write!(f, "; {h}")?;
        }
        Ok(())
    }
}

impl std::error::Error for EsxError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.source
            .as_deref()
            .map(|e| e as &(dyn std::error::Error + 'static))
    }
}

impl EsxError {
    /// An error of `kind` with its one-line message.
    pub(crate) fn new(kind: ErrorKind, msg: impl fmt::Display) -> Self {
        Self {
            kind,
            message: msg.to_string(),
            hint: None,
            source: None,
        }
    }

    /// Add what the user can do about it (printed after the message).
    #[must_use]
    pub(crate) fn with_hint(mut self, hint: impl fmt::Display) -> Self {
        self.hint = Some(hint.to_string());
        self
    }

    /// Keep the original error as the source (for `-v` and for callers that inspect it).
    #[must_use]
    pub(crate) fn with_source(
        mut self,
        source: impl std::error::Error + Send + Sync + 'static,
    ) -> Self {
        self.source = Some(Box::new(source));
        self
    }

    #[must_use]
    pub(crate) fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The message without the hint.
    #[must_use]
    pub(crate) fn message(&self) -> &str {
        &self.message
    }

    #[must_use]
    pub(crate) fn exit_code(&self) -> ExitCode {
        self.kind.exit_code()
    }

    /// Bad flags or values, missing configuration (exit 2).
    pub(crate) fn usage(msg: impl fmt::Display) -> Self {
        Self::new(ErrorKind::Usage, msg)
    }

    /// Missing or rejected key (exit 3).
    pub(crate) fn auth(msg: impl fmt::Display) -> Self {
        Self::new(ErrorKind::Auth, msg)
    }

    /// Plan too low (exit 4).
    pub(crate) fn plan(msg: impl fmt::Display) -> Self {
        Self::new(ErrorKind::Plan, msg)
    }

    /// Not found (exit 5).
    pub(crate) fn not_found(msg: impl fmt::Display) -> Self {
        Self::new(ErrorKind::NotFound, msg)
    }

    /// Worth retrying later (exit 6).
    pub(crate) fn retryable(msg: impl fmt::Display) -> Self {
        Self::new(ErrorKind::Retryable, msg)
    }

    /// A 2xx answer that is not the documented JSON (exit 7).
    pub(crate) fn bad_response(msg: impl fmt::Display) -> Self {
        Self::new(ErrorKind::BadResponse, msg)
    }

    /// Anything else (exit 1).
    pub(crate) fn other(msg: impl fmt::Display) -> Self {
        Self::new(ErrorKind::Other, msg)
    }
}

/// The exit code for any error a command returned: an [`EsxError`] anywhere in the
/// chain decides; a broken pipe is a quiet success; anything else is 1.
#[must_use]
pub(crate) fn exit_code_for(err: &anyhow::Error) -> ExitCode {
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
pub(crate) fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(is_pipe)
}

/// Shorten a non-JSON body (an HTML error page, a proxy's text) to one readable line.
#[must_use]
pub(crate) fn summarize_body(body: &[u8]) -> String {
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
        let e = anyhow::Error::new(EsxError::plan("p")).context("while fetching");
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
