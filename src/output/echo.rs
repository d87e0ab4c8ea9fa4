//! Arguments echoed in an error line, esx's or clap's (DESIGN "Hostile input, bounded",
//! "Secrets in URLs"): a long one is cut to its first [`ECHO_MAX`] characters and
//! `…(N bytes)`, and a URL's password and query are masked, wherever the line quotes it.

use crate::client::policy::{mask_userinfo, shown_user_url};

/// The most characters of one argument an error line repeats.
pub(crate) const ECHO_MAX: usize = 64;

/// `arg` as an error line may show it: cut after [`ECHO_MAX`] characters with the whole
/// argument's length in bytes.
#[must_use]
pub(crate) fn cut(arg: &str) -> String {
    if arg.chars().count() <= ECHO_MAX {
        return arg.to_string();
    }
    let head: String = arg.chars().take(ECHO_MAX).collect();
    format!("{head}…({} bytes)", arg.len())
}

/// How one argument may be shown: URL secrets masked (`webhook:` kept as a prefix), then
/// cut when `cut`; the length said is the argument's own.
fn shown(arg: &str, cut: bool) -> String {
    let masked = if let Some(url) = arg.strip_prefix("webhook:") {
        format!("webhook:{}", shown_user_url(url))
    } else if arg.contains("://") && !arg.contains(char::is_whitespace) {
        shown_user_url(arg)
    } else {
        arg.to_string()
    };
    if !cut || masked.chars().count() <= ECHO_MAX {
        return masked;
    }
    let head: String = masked.chars().take(ECHO_MAX).collect();
    format!("{head}…({} bytes)", arg.len())
}

/// The pieces of the command line an error may quote: each argument, the value of a
/// `--flag=value`, and each item of a comma list.
fn pieces(args: &[String]) -> Vec<&str> {
    let mut out = Vec::new();
    for a in args {
        out.push(a.as_str());
        let value = a
            .strip_prefix("--")
            .and_then(|f| f.split_once('='))
            .map(|(_, v)| v);
        if let Some(v) = value {
            out.push(v);
        }
        for v in [Some(a.as_str()), value].into_iter().flatten() {
            if v.contains(',') {
                out.extend(v.split(',').map(str::trim).filter(|p| !p.is_empty()));
            }
        }
    }
    // Longest first: a whole argument is replaced before any part of it.
    out.sort_by_key(|p| std::cmp::Reverse(p.len()));
    out.dedup();
    out
}

/// An error line with every long or secret-bearing argument it quotes replaced by its
/// shown form, and any other `user:password@` masked.
#[must_use]
pub(crate) fn clean_line(msg: &str, args: &[String]) -> String {
    replace_pieces(msg, args, true)
}

/// [`clean_line`] without the cut: URL secrets masked, every argument it quotes whole.
/// For the MCP tools' messages, whose arguments are bounded before they run (an agent
/// needs the selection a refusal names, not its first 64 characters).
#[must_use]
pub(crate) fn mask_line(msg: &str, args: &[String]) -> String {
    replace_pieces(msg, args, false)
}

fn replace_pieces(msg: &str, args: &[String], cut: bool) -> String {
    let mut out = msg.to_string();
    for p in pieces(args) {
        let s = shown(p, cut);
        if s != p && !p.is_empty() && out.contains(p) {
            out = out.replace(p, &s);
        }
    }
    mask_userinfo(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_arguments_are_cut_with_their_length() {
        let long = "x".repeat(100_000);
        let line = clean_line(
            &format!("unknown sport `{long}` for lines"),
            &["lines".into(), long.clone()],
        );
        assert_eq!(
            line,
            format!(
                "unknown sport `{}…(100000 bytes)` for lines",
                "x".repeat(64)
            )
        );
        assert_eq!(cut("short"), "short");
        // A list item and a `--flag=value` are found too.
        let item = "y".repeat(80);
        let line = clean_line(&format!("bad `{item}`"), &[format!("cs2,{item}")]);
        assert!(line.contains("…(80 bytes)") && line.len() < 120, "{line}");
        // Masked only: the argument whole.
        let line = mask_line(&format!("bad `{item}`"), &[format!("cs2,{item}")]);
        assert_eq!(line, format!("bad `{item}`"));
        let line = mask_line(
            "see postgres://alice:hunter2@db/x",
            &["postgres://alice:hunter2@db/x".into()],
        );
        assert!(!line.contains("hunter2"), "{line}");
    }

    #[test]
    fn url_secrets_in_arguments_are_masked() {
        let args = vec![
            "--notify".to_string(),
            "webhook:http://127.0.0.1:9/hook?token=TOPSECRET".to_string(),
        ];
        let line = clean_line(
            "invalid value 'webhook:http://127.0.0.1:9/hook?token=TOPSECRET' for '--notify'",
            &args,
        );
        assert!(!line.contains("TOPSECRET"), "{line}");
        assert!(
            line.contains("webhook:http://127.0.0.1:9/hook?***"),
            "{line}"
        );
        let line = clean_line("cannot open postgres://alice:hunter2@db/x", &[]);
        assert_eq!(line, "cannot open postgres://alice:***@db/x");
    }
}
