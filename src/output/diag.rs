//! Diagnostics on stderr: the one error line, notes, `-v` traces and progress bars.
//!
//! Everything shown here may carry a server's text (a 401 detail, an HTML title, a
//! close reason), so every line is cleaned first: control characters (escape sequences
//! that retitle or clear a terminal, a newline that would print a second, spoofed
//! `error:` line) become spaces, and the API key — which a hostile or careless server
//! may echo — is replaced by `***`.

use std::io::{IsTerminal as _, Write as _};
use std::sync::Mutex;

use anstream::ColorChoice;
use anstyle::{AnsiColor, Style};

/// Where and how diagnostics are shown.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Diag {
    pub(crate) quiet: bool,
    pub(crate) verbose: bool,
    pub(crate) color: bool,
    /// A pass whose work is done again and reported then (the first pass of a run-wide
    /// plan): its warnings and notes are not shown, so none is shown twice.
    pub(crate) muted: bool,
}

impl Diag {
    /// Colour on stderr only on a terminal, never with `--no-color` or `NO_COLOR`.
    #[must_use]
    pub(crate) fn new(quiet: bool, verbose: bool, no_color: bool) -> Self {
        let color = !no_color
            && std::io::stderr().is_terminal()
            && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
        Self {
            quiet,
            verbose,
            color,
            muted: false,
        }
    }

    /// The same diagnostics with warnings, notes and traces silenced (errors still shown).
    #[must_use]
    pub(crate) fn muted(self) -> Self {
        Self {
            muted: true,
            quiet: true,
            verbose: false,
            ..self
        }
    }

    fn line(self, style: Style, prefix: &str, msg: &str) {
        let msg = clean(msg);
        let choice = if self.color {
            ColorChoice::Always
        } else {
            ColorChoice::Never
        };
        // The line is made whole and written once: a line of one thread is never split by
        // another's (an MCP session's calls trace at once), and it costs one write, not
        // one per piece (stderr is unbuffered).
        let line = if self.color {
            format!("{style}{prefix}{style:#} {msg}\n")
        } else {
            format!("{prefix} {msg}\n")
        };
        let mut err = anstream::AutoStream::new(std::io::stderr().lock(), choice);
        // A closed stderr is nothing we can report anywhere.
        let _ = err.write_all(line.as_bytes());
    }

    /// The single error line of a failed command (always shown).
    pub(crate) fn error(self, msg: &str) {
        self.line(
            Style::new().fg_color(Some(AnsiColor::Red.into())).bold(),
            "error:",
            msg,
        );
    }

    /// A warning (always shown, but in a muted pass).
    pub(crate) fn warn(self, msg: &str) {
        if self.muted {
            return;
        }
        self.line(
            Style::new().fg_color(Some(AnsiColor::Yellow.into())).bold(),
            "warning:",
            msg,
        );
    }

    /// An informational note (hidden by `-q`).
    pub(crate) fn note(self, msg: &str) {
        if !self.quiet {
            self.line(
                Style::new().fg_color(Some(AnsiColor::Cyan.into())),
                "esx:",
                msg,
            );
        }
    }

    /// A `-v` trace line (callers never pass the key; the client redacts URLs).
    pub(crate) fn trace(self, msg: &str) {
        if self.verbose {
            self.line(Style::new().dimmed(), "esx:", msg);
        }
    }

    /// A progress bar on stderr, drawn only on a terminal and never with `-q`.
    #[must_use]
    pub(crate) fn progress(self, what: &str) -> indicatif::ProgressBar {
        if self.quiet || !std::io::stderr().is_terminal() {
            return indicatif::ProgressBar::hidden();
        }
        let bar = indicatif::ProgressBar::new_spinner();
        bar.set_message(what.to_string());
        bar
    }
}

/// Secrets no line may show (the API key, once known); see [`register_secret`].
static SECRETS: Mutex<Vec<String>> = Mutex::new(Vec::new());

/// Secrets shorter than this are not searched for (DESIGN settled point 17): a key of
/// fewer than 8 characters is a word the service's own text may hold ("book"), and
/// that text is the service's, shown as served; esx itself never writes the key (URLs
/// are redacted by shape, `policy::redact_url`), and `-v` says once that such a key
/// cannot be hidden (`redact::short_key_note`).
const MIN_SECRET_LEN: usize = crate::client::redact::MIN_PIECE;

/// Remember a secret (the API key) so that no diagnostic, table cell or `--jq env`
/// output shows it, whoever put it in the text.
pub(crate) fn register_secret(secret: &str) {
    let secret = secret.trim();
    if secret.chars().count() < MIN_SECRET_LEN {
        return;
    }
    // As sent in a query string too (`api_key=` on the WebSocket), which a server may echo.
    let encoded: String = url::form_urlencoded::byte_serialize(secret.as_bytes()).collect();
    let mut list = SECRETS
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    for s in [secret.to_string(), encoded] {
        if !list.contains(&s) {
            list.push(s);
        }
    }
}

/// Whether a text contains a registered secret.
#[must_use]
pub(crate) fn contains_secret(text: &str) -> bool {
    SECRETS
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .iter()
        .any(|s| text.contains(s.as_str()))
}

/// Whether a character must not reach a terminal from a server: C0/C1 controls and DEL
/// (escape sequences, bells, carriage returns, newlines) and the bidirectional overrides
/// that make text read differently from what it is.
#[must_use]
pub(crate) fn is_unsafe_char(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// Make a text safe to print on one terminal line: every unsafe character becomes a
/// space (a run of them one space) and `secrets` are replaced by `***`.
#[must_use]
pub(crate) fn sanitize(text: &str, secrets: &[String]) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if !is_unsafe_char(c) {
            out.push(c);
        } else if !out.ends_with(' ') {
            out.push(' ');
        }
    }
    // Redact after cleaning, so a key split by control characters is still found; any
    // piece of 8 characters or more goes too (DESIGN "The key in what a server sends").
    for secret in secrets {
        if let std::borrow::Cow::Owned(o) = crate::client::redact::redact_text(&out, secret) {
            out = o;
        }
    }
    if secrets
        .iter()
        .any(|s| !s.is_empty() && out.contains(s.as_str()))
    {
        // Only a key made of `***` could survive its own replacement.
        return "(a message withheld: it contained the API key)".to_string();
    }
    out
}

/// [`sanitize`] with the registered secrets: for every server text esx shows.
#[must_use]
pub(crate) fn clean(text: &str) -> String {
    // Every table cell passes here: the list is read in place, never copied.
    let secrets = SECRETS
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    sanitize(text, &secrets)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const KEY: &str = "sk-test-5ecret-key-0123456789";

    #[test]
    fn escapes_newlines_and_the_key_are_removed() {
        let keys = vec![KEY.to_string()];
        assert_eq!(
            sanitize("bad\x1b]0;title\x07 key\nerror: spoofed", &keys),
            "bad ]0;title  key error: spoofed"
        );
        assert_eq!(sanitize("\x1b[2Jcleared", &keys), " [2Jcleared");
        assert_eq!(
            sanitize(&format!("key {KEY} is invalid"), &keys),
            "key *** is invalid"
        );
        // A bidi override inside the key becomes a space: what remains is no longer the key.
        assert!(!sanitize(&format!("{}\u{202e}{}", &KEY[..5], &KEY[5..]), &keys).contains(KEY));
        assert_eq!(sanitize("plain text", &keys), "plain text");
    }

    proptest! {
        /// Whatever a server sends, the line printed has no control character and never
        /// the key: arbitrary text with the key and control characters spliced in.
        #[test]
        fn no_control_character_or_key_survives(
            before in any::<String>(),
            after in any::<String>(),
            ctrl in proptest::collection::vec(0u32..0x20, 0..4),
            repeat in 1usize..3,
        ) {
            let ctrls: String = ctrl.iter().filter_map(|c| char::from_u32(*c)).collect();
            let text = format!("{before}{ctrls}{}{after}{ctrls}", KEY.repeat(repeat));
            let out = sanitize(&text, &[KEY.to_string()]);
            prop_assert!(!out.contains(KEY), "{out:?}");
            prop_assert!(!out.chars().any(is_unsafe_char), "{out:?}");
        }

        /// With no secret in play, printable text is kept exactly.
        #[test]
        fn printable_text_is_unchanged(text in "[a-zA-Z0-9 .,:;()/-]{0,80}") {
            prop_assert_eq!(sanitize(&text, &[]), text);
        }
    }
}
