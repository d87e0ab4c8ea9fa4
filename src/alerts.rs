//! Alerts on `--watch`: `--alert EXPR` (jq, truthy on a row fires) and where to send
//! them (`--notify exec:CMD`, `--notify webhook:URL`). An alert fires once when its row
//! starts matching and again only after the row stopped matching (or left the board):
//! a cron-less watcher must not page someone every poll for the same edge.

use std::collections::BTreeSet;
use std::io::Write as _;
use std::time::Duration;

use serde_json::{Value, json};

use crate::error::EsxError;
use crate::output::diag::Diag;

/// Where an alert goes besides stdout.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notify {
    /// A program (split on whitespace, no shell), the row's JSON on its stdin.
    Exec(Vec<String>),
    /// An HTTP(S) URL the row's JSON is POSTed to, without the API key.
    Webhook(reqwest::Url),
}

/// Parse `--notify exec:CMD` or `--notify webhook:URL`.
pub fn parse_notify(s: &str) -> Result<Notify, String> {
    if let Some(cmd) = s.strip_prefix("exec:") {
        let argv: Vec<String> = cmd.split_whitespace().map(str::to_string).collect();
        if argv.is_empty() {
            return Err("--notify exec: needs a command, e.g. exec:notify-send".into());
        }
        return Ok(Notify::Exec(argv));
    }
    if let Some(url) = s.strip_prefix("webhook:") {
        let u = reqwest::Url::parse(url)
            .map_err(|e| format!("--notify webhook: `{url}` is not a URL ({e})"))?;
        if !matches!(u.scheme(), "http" | "https") {
            return Err(format!(
                "--notify webhook: `{url}` must be http:// or https://"
            ));
        }
        return Ok(Notify::Webhook(u));
    }
    Err(format!("--notify takes exec:CMD or webhook:URL, got `{s}`"))
}

/// The alert state of one watch.
pub struct Alerts {
    expr: String,
    notify: Vec<Notify>,
    /// Keys of the rows matching at the last poll.
    matching: BTreeSet<String>,
    http: Option<reqwest::blocking::Client>,
    diag: Diag,
}

impl Alerts {
    /// Alerts for `expr` (checked now, before any request), sent to `notify`.
    pub fn new(expr: &str, notify: Vec<Notify>, diag: Diag) -> Result<Self, EsxError> {
        crate::output::json::check_jq(expr)
            .map_err(|e| EsxError::usage(format!("--alert: {e}")))?;
        let http = if notify.iter().any(|n| matches!(n, Notify::Webhook(_))) {
            crate::client::install_crypto_provider();
            // Its own client: no X-API-Key default header, no redirects at all (a redirect
            // could carry the payload elsewhere), a short timeout.
            Some(
                reqwest::blocking::Client::builder()
                    .redirect(reqwest::redirect::Policy::none())
                    .referer(false)
                    .timeout(Duration::from_secs(10))
                    .build()
                    .map_err(|e| {
                        EsxError::other(format!("cannot build the webhook client: {e}"))
                    })?,
            )
        } else {
            None
        };
        Ok(Self {
            expr: expr.to_string(),
            notify,
            matching: BTreeSet::new(),
            http,
            diag,
        })
    }

    /// Evaluate one poll's rows (keyed); return the alert records of rows that started
    /// matching, after sending them to every notifier.
    pub fn tick(&mut self, rows: &[(String, &Value)], at: &str) -> anyhow::Result<Vec<Value>> {
        let values: Vec<&Value> = rows.iter().map(|(_, v)| *v).collect();
        let truthy = crate::output::json::jq_truthy_each(&values, &self.expr)?;
        let mut now = BTreeSet::new();
        let mut fired = Vec::new();
        for ((key, row), hit) in rows.iter().zip(truthy) {
            if !hit {
                continue;
            }
            if !self.matching.contains(key) {
                fired.push(
                    json!({"type": "alert", "at": at, "key": key, "alert": self.expr, "row": row}),
                );
                self.send(row);
            }
            now.insert(key.clone());
        }
        self.matching = now;
        Ok(fired)
    }

    /// Hand one row to every notifier. A notifier that fails is a warning: the watch
    /// (and the other notifiers) go on.
    fn send(&self, row: &Value) {
        let Ok(body) = serde_json::to_vec(row) else {
            return;
        };
        for n in &self.notify {
            match n {
                Notify::Exec(argv) => run_exec(argv, &body, self.diag),
                Notify::Webhook(url) => {
                    if let Some(http) = &self.http {
                        post(http, url, &body, self.diag);
                    }
                }
            }
        }
    }
}

/// Run the notifier with the row on stdin and wait for it (a notifier is expected to be
/// quick; its exit status is reported when not 0).
fn run_exec(argv: &[String], body: &[u8], diag: Diag) {
    let spawned = std::process::Command::new(&argv[0])
        .args(&argv[1..])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .spawn();
    let mut child = match spawned {
        Ok(c) => c,
        Err(e) => {
            diag.warn(&format!("--notify exec:{}: cannot start it: {e}", argv[0]));
            return;
        }
    };
    if let Some(mut stdin) = child.stdin.take() {
        // A notifier that does not read its stdin is its own business.
        let _ = stdin.write_all(body);
        let _ = stdin.write_all(b"\n");
    }
    match child.wait() {
        Ok(st) if st.success() => {}
        Ok(st) => diag.warn(&format!("--notify exec:{} exited with {st}", argv[0])),
        Err(e) => diag.warn(&format!("--notify exec:{}: {e}", argv[0])),
    }
}

/// POST the row as JSON. Only the URL's origin is named in a warning (a webhook URL
/// often carries a token in its path).
fn post(http: &reqwest::blocking::Client, url: &reqwest::Url, body: &[u8], diag: Diag) {
    let sent = http
        .post(url.clone())
        .header(reqwest::header::CONTENT_TYPE, "application/json")
        .body(body.to_vec())
        .send();
    let origin = url.origin().ascii_serialization();
    match sent {
        Ok(r) if r.status().is_success() => {}
        Ok(r) => diag.warn(&format!(
            "--notify webhook to {origin} answered {}",
            r.status()
        )),
        Err(e) => diag.warn(&format!("--notify webhook to {origin} failed: {e}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notify_specs_parse() {
        assert_eq!(
            parse_notify("exec:notify-send  esx").unwrap(),
            Notify::Exec(vec!["notify-send".into(), "esx".into()])
        );
        assert!(matches!(
            parse_notify("webhook:https://hooks.example/x").unwrap(),
            Notify::Webhook(_)
        ));
        assert!(parse_notify("exec:").is_err());
        assert!(parse_notify("webhook:ftp://x").is_err());
        assert!(parse_notify("mail:me").is_err());
    }

    #[test]
    fn fires_once_then_rearms_after_the_row_stops_matching() {
        let diag = Diag::new(true, false, true);
        let mut a = Alerts::new(".edge > 2", Vec::new(), diag).unwrap();
        let hot = json!({"id": "a", "edge": 5});
        let cold = json!({"id": "a", "edge": 1});
        let other = json!({"id": "b", "edge": 9});
        let fired = |a: &mut Alerts, rows: &[(&str, &Value)]| {
            let rows: Vec<(String, &Value)> =
                rows.iter().map(|(k, v)| ((*k).to_string(), *v)).collect();
            a.tick(&rows, "t")
                .unwrap()
                .iter()
                .map(|r| r["key"].as_str().unwrap().to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(fired(&mut a, &[("a", &hot), ("b", &other)]), ["a", "b"]);
        assert!(fired(&mut a, &[("a", &hot), ("b", &other)]).is_empty());
        assert!(fired(&mut a, &[("a", &cold)]).is_empty());
        // a stopped matching and b left the board: both re-arm.
        assert_eq!(fired(&mut a, &[("a", &hot), ("b", &other)]), ["a", "b"]);
    }
}
