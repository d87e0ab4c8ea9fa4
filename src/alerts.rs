//! Alerts on `--watch`: `--alert EXPR` (jq, truthy on a row fires) and where to send
//! them (`--notify exec:CMD`, `--notify webhook:URL`). An alert fires once when its row
//! starts matching and again only after the row stopped matching (or left the board):
//! a cron-less watcher must not page someone every poll for the same edge.
//!
//! One implementation serves every watch: the polling ones (`props`, `lines`, `gaps`,
//! `flow --watch SECONDS`) hand a whole board to [`Alerts::tick`]; the live feed
//! (`live --watch`) hands each server message to [`Alerts::observe`]. Notifiers run on a
//! thread of their own, so a slow program or webhook never stalls a poll or the
//! WebSocket reader (and its pings).

use std::collections::BTreeSet;
use std::io::Write as _;
use std::sync::mpsc::{Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::error::EsxError;
use crate::output::diag::Diag;

/// Alerts waiting for the notifier thread; past this many, new ones skip the notifiers
/// (they still print) rather than pile up behind a stuck notifier.
const QUEUE: usize = 64;
/// The longest an `exec:` notifier may run before it is killed.
const EXEC_TIMEOUT: Duration = Duration::from_secs(30);
/// The webhook's whole-request timeout.
const WEBHOOK_TIMEOUT: Duration = Duration::from_secs(10);
/// How long the end of a watch waits for alerts still being delivered (then a notifier
/// still running is killed): Ctrl-C must end esx well within a second.
const DRAIN: Duration = Duration::from_millis(400);

/// Where an alert goes besides stdout.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Notify {
    /// A program (split on whitespace, no shell), the row's JSON on its stdin.
    Exec(Vec<String>),
    /// An HTTP(S) URL the row's JSON is POSTed to, without the API key.
    Webhook(reqwest::Url),
}

/// Whether a row is about an event that has started by `now`: esx marked it
/// (`started: true`, top-level or in its `esx` block), or its `event_time` (or
/// `start_time`) is at or before `now`. An unreadable time counts as not started.
fn has_started(row: &Value, now: jiff::Timestamp) -> bool {
    if row["started"] == Value::Bool(true) || row["esx"]["started"] == Value::Bool(true) {
        return true;
    }
    ["event_time", "start_time"].iter().any(|k| {
        row[*k]
            .as_str()
            .is_some_and(|t| crate::started::has_started(t, now))
    })
}

/// Parse `--notify exec:CMD` or `--notify webhook:URL`.
pub(crate) fn parse_notify(s: &str) -> Result<Notify, String> {
    if let Some(cmd) = s.strip_prefix("exec:") {
        // Words as a POSIX shell would split them (`exec:sh -c 'cat >> log'`), but no
        // shell runs: the first word is the program.
        let argv = shlex::split(cmd).ok_or_else(|| {
            format!("--notify exec: `{cmd}` has an unclosed quote or a trailing backslash")
        })?;
        if argv.is_empty() {
            return Err("--notify exec: needs a command, e.g. exec:notify-send".into());
        }
        return Ok(Notify::Exec(argv));
    }
    if let Some(url) = s.strip_prefix("webhook:") {
        // Its password and query (a token) are never shown, here or later.
        let shown = crate::client::policy::shown_user_url(url);
        let u = reqwest::Url::parse(url)
            .map_err(|e| format!("--notify webhook: `{shown}` is not a URL ({e})"))?;
        if !matches!(u.scheme(), "http" | "https") {
            return Err(format!(
                "--notify webhook: `{shown}` must be http:// or https://"
            ));
        }
        return Ok(Notify::Webhook(u));
    }
    Err(format!("--notify takes exec:CMD or webhook:URL, got `{s}`"))
}

/// The alert state of one watch.
pub(crate) struct Alerts {
    expr: String,
    /// The expression, compiled once for the whole watch.
    predicate: crate::output::json::Predicate,
    /// Keys of the rows matching now.
    matching: BTreeSet<String>,
    /// The notifier thread's queue (rows as JSON bytes) and the thread; `None` without
    /// `--notify`.
    queue: Option<SyncSender<Vec<u8>>>,
    worker: Option<JoinHandle<()>>,
    /// The `exec:` notifier running now, shared with the notifier thread so the end of
    /// the watch can kill it rather than leave it running after esx.
    running: Arc<Running>,
    diag: Diag,
}

/// The notifier thread's child process, and whether the watch has ended (no new one
/// starts then).
#[derive(Default)]
struct Running {
    /// `(stopped, child)`: one lock, so a child cannot start after the watch ended.
    state: Mutex<(bool, Option<std::process::Child>)>,
}

impl Running {
    /// Kill the running notifier and let none start after it.
    fn stop(&self) {
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        state.0 = true;
        if let Some(mut child) = state.1.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Alerts {
    /// Alerts for `expr` (checked now, before any request), sent to `notify`.
    pub(crate) fn new(expr: &str, notify: Vec<Notify>, diag: Diag) -> Result<Self, EsxError> {
        let predicate = crate::output::json::Predicate::new(expr)
            .map_err(|e| EsxError::usage(format!("--alert: {e}")))?;
        let running = Arc::new(Running::default());
        let (queue, worker) = if notify.is_empty() {
            (None, None)
        } else {
            let http = if notify.iter().any(|n| matches!(n, Notify::Webhook(_))) {
                Some(webhook_client()?)
            } else {
                None
            };
            let (tx, rx) = std::sync::mpsc::sync_channel::<Vec<u8>>(QUEUE);
            let shared = Arc::clone(&running);
            let worker = std::thread::Builder::new()
                .name("esx-notify".into())
                .spawn(move || deliver(&rx, &notify, http.as_ref(), &shared, diag))
                .map_err(|e| EsxError::other(format!("cannot start the notifier: {e}")))?;
            (Some(tx), Some(worker))
        };
        Ok(Self {
            expr: expr.to_string(),
            predicate,
            matching: BTreeSet::new(),
            queue,
            worker,
            running,
            diag,
        })
    }

    /// Evaluate one poll's rows (keyed); return the alert records of rows that started
    /// matching, after queueing them for every notifier. A row that does not match, or
    /// is no longer on the board, re-arms.
    pub(crate) fn tick(
        &mut self,
        rows: &[(String, &Value)],
        at: &str,
    ) -> anyhow::Result<Vec<Value>> {
        // Nothing that has started is an alert (DESIGN.md "Nothing that has started"):
        // its price is no longer one to act on.
        let now = at.parse::<jiff::Timestamp>().ok();
        let rows: Vec<&(String, &Value)> = rows
            .iter()
            .filter(|(_, v)| !now.is_some_and(|now| has_started(v, now)))
            .collect();
        let values: Vec<&Value> = rows.iter().map(|(_, v)| *v).collect();
        let truthy = self.predicate.each(&values)?;
        let before = std::mem::take(&mut self.matching);
        let mut fired = Vec::new();
        for ((key, row), hit) in rows.into_iter().zip(truthy) {
            if hit && self.matching.insert(key.clone()) && !before.contains(key) {
                fired.push(self.fire(key, row, at));
            }
        }
        Ok(fired)
    }

    /// Whether the row keyed `key` matched at the last [`Alerts::tick`] (the board
    /// highlights it for as long as it matches).
    #[must_use]
    pub(crate) fn is_matching(&self, key: &str) -> bool {
        self.matching.contains(key)
    }

    /// Evaluate one message of a stream (`live --watch`), `key` naming what it updates:
    /// the alert record if it started matching. Only a message with the same key that
    /// does not match re-arms it (other keys' messages leave it alone).
    pub(crate) fn observe(
        &mut self,
        key: &str,
        row: &Value,
        at: &str,
    ) -> anyhow::Result<Option<Value>> {
        let hit = self
            .predicate
            .each(&[row])?
            .first()
            .copied()
            .unwrap_or(false);
        if !hit {
            self.matching.remove(key);
            return Ok(None);
        }
        if !self.matching.insert(key.to_string()) {
            return Ok(None);
        }
        Ok(Some(self.fire(key, row, at)))
    }

    /// The alert record of `row`, queued for the notifiers.
    fn fire(&self, key: &str, row: &Value, at: &str) -> Value {
        self.send(row);
        json!({"type": "alert", "at": at, "key": key, "alert": self.expr, "row": row})
    }

    /// Queue one row for the notifier thread, never waiting: when the queue is full (a
    /// notifier stuck), the alert is still printed but not sent, with a warning.
    fn send(&self, row: &Value) {
        let Some(queue) = &self.queue else {
            return;
        };
        let Ok(body) = serde_json::to_vec(row) else {
            return;
        };
        match queue.try_send(body) {
            Ok(()) => {}
            Err(TrySendError::Full(_)) => self.diag.warn(&format!(
                "--notify: {QUEUE} alerts are still being delivered; this one is printed but not sent"
            )),
            Err(TrySendError::Disconnected(_)) => {
                self.diag.warn("--notify: the notifier stopped; alerts are printed only");
            }
        }
    }
}

impl Drop for Alerts {
    /// Let alerts already queued reach their notifiers, for a moment: Ctrl-C must still
    /// end the watch promptly. Then a notifier program still running is killed (it
    /// would otherwise outlive esx) and no further one starts.
    fn drop(&mut self) {
        drop(self.queue.take());
        if let Some(worker) = self.worker.take() {
            let start = Instant::now();
            while !worker.is_finished() && start.elapsed() < DRAIN {
                std::thread::sleep(Duration::from_millis(20));
            }
            self.running.stop();
            if worker.is_finished() {
                let _ = worker.join();
            }
        }
    }
}

/// The time an alert is stamped with: the run's clock now, UTC, to the second.
#[must_use]
pub(crate) fn now(clock: &crate::clock::Clock) -> String {
    clock.now().strftime("%Y-%m-%dT%H:%M:%SZ").to_string()
}

/// The webhook's own client: no X-API-Key default header, no redirects at all (a
/// redirect could carry the payload elsewhere), no referer, a short timeout.
fn webhook_client() -> Result<reqwest::blocking::Client, EsxError> {
    reqwest::blocking::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .referer(false)
        .timeout(WEBHOOK_TIMEOUT)
        .build()
        .map_err(|e| EsxError::other(format!("cannot build the webhook client: {e}")))
}

/// The notifier thread: each queued row to every notifier, in order. A notifier that
/// fails is a warning: the watch (and the other notifiers) go on.
fn deliver(
    rx: &Receiver<Vec<u8>>,
    notify: &[Notify],
    http: Option<&reqwest::blocking::Client>,
    running: &Running,
    diag: Diag,
) {
    for body in rx {
        for n in notify {
            match n {
                Notify::Exec(argv) => run_exec(argv, &body, EXEC_TIMEOUT, running, diag),
                Notify::Webhook(url) => {
                    if let Some(http) = http {
                        post(http, url, &body, diag);
                    }
                }
            }
        }
    }
}

/// Run the notifier with the row on stdin, for at most `timeout` (then it is killed).
/// Its stdin is written on a thread of its own: a notifier that never reads it must not
/// hold the others up once the row outgrows the pipe. It gets esx's environment without
/// the API key (nor any variable holding it): a notifier has no use for it. The child
/// lives in `running`, where the end of the watch can kill it.
fn run_exec(argv: &[String], body: &[u8], timeout: Duration, running: &Running, diag: Diag) {
    {
        let mut state = running.state.lock().unwrap_or_else(PoisonError::into_inner);
        if state.0 {
            return;
        }
        let mut cmd = std::process::Command::new(&argv[0]);
        cmd.args(&argv[1..])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::null())
            .env_remove(crate::config::ENV_API_KEY);
        for (k, v) in std::env::vars_os() {
            if v.to_str().is_some_and(crate::output::diag::contains_secret) {
                cmd.env_remove(k);
            }
        }
        let mut child = match cmd.spawn() {
            Ok(c) => c,
            Err(e) => {
                diag.warn(&format!("--notify exec:{}: cannot start it: {e}", argv[0]));
                return;
            }
        };
        if let Some(mut stdin) = child.stdin.take() {
            let mut line = body.to_vec();
            line.push(b'\n');
            // A notifier that does not read its stdin is its own business.
            std::thread::spawn(move || {
                let _ = stdin.write_all(&line);
            });
        }
        state.1 = Some(child);
    }
    let start = Instant::now();
    loop {
        let mut state = running.state.lock().unwrap_or_else(PoisonError::into_inner);
        // Gone: the watch ended and killed it.
        let Some(child) = state.1.as_mut() else {
            return;
        };
        let status = child.try_wait();
        let running_on = matches!(status, Ok(None));
        if running_on && start.elapsed() < timeout {
            drop(state);
            std::thread::sleep(Duration::from_millis(10));
            continue;
        }
        if running_on {
            let _ = child.kill();
            let _ = child.wait();
        }
        state.1 = None;
        drop(state);
        match status {
            Ok(Some(st)) if st.success() => {}
            Ok(Some(st)) => diag.warn(&format!("--notify exec:{} exited with {st}", argv[0])),
            Ok(None) => diag.warn(&format!(
                "--notify exec:{} ran longer than {:.1} s and was stopped",
                argv[0],
                timeout.as_secs_f64()
            )),
            Err(e) => diag.warn(&format!("--notify exec:{}: {e}", argv[0])),
        }
        return;
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
        // reqwest names the whole URL in its errors: only the origin is said.
        Err(e) => diag.warn(&format!(
            "--notify webhook to {origin} failed: {}",
            crate::client::response::transport_cause(&e.without_url())
        )),
    }
}

#[cfg(test)]
mod tests;
