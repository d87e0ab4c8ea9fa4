//! The board's fetch thread: runs one `esx` child per refresh or detail, off the drawing
//! thread, and reports rows, request counts, 429s and errors back over a channel.
//!
//! Deviation from DESIGN.md (the lead's decision): the board should dispatch commands in
//! process with a collecting output sink, which does not exist yet (issue 18). Until it
//! does, each tab is the current executable run as a child with the tab's argv and
//! `--format ndjson` (the rows exactly as NDJSON prints them, which is also what
//! `--alert` sees), `-v` (its request trace is how requests and cache hits are counted)
//! and the global flags that shape a request. In `--demo` the children talk to the
//! board's one simulator, whose URL and key reach them through the environment, never
//! argv.

use std::collections::HashMap;
use std::io::Read as _;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender};
use std::thread::JoinHandle;
use std::time::Duration;

use serde_json::Value;

use super::app::{Batch, keys_for};
use super::tabs::{Tab, detail_text};
use crate::alerts::Alerts;
use crate::error::EsxError;

/// How the children are started.
#[derive(Debug, Clone, Default)]
pub struct Launch {
    pub exe: PathBuf,
    /// Global flags every child gets (before the command).
    pub global: Vec<String>,
    /// Environment set on every child (the demo's URL and key).
    pub env: Vec<(String, String)>,
    /// Environment removed from every child.
    pub env_remove: Vec<String>,
    /// The run's clock: when pinned (`--now`, `ESX_NOW`, the demo's simulator) each child
    /// gets `--now` at the moment it starts, so it judges "started" and windows as the
    /// simulator does.
    pub clock: crate::clock::Clock,
}

/// Work for the thread.
#[derive(Debug)]
pub enum Job {
    /// Refresh a tab with this command (after `esx`).
    Fetch(Tab, Vec<String>),
    /// Run this command for a detail overlay: as NDJSON steps (`lines --explain`) or as
    /// the command's table.
    Detail {
        id: u64,
        argv: Vec<String>,
        ndjson: bool,
    },
}

/// What the thread reports.
#[derive(Debug)]
pub enum Report {
    Fetched {
        tab: Tab,
        outcome: Result<Batch, String>,
        requests: u64,
        cached: u64,
        rate_limited: bool,
        /// The key's plan does not reach this route (exit 4).
        refused: bool,
    },
    Detail(u64, Vec<String>),
}

/// The running thread; dropping it stops the child in progress and joins.
pub struct Worker {
    jobs: Option<Sender<Job>>,
    pub reports: Receiver<Report>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Worker {
    /// Start the thread. `alerts` holds one `--alert` state per tab (fire-once state is
    /// per tab: a refresh of one tab must not re-arm another's rows).
    pub fn spawn(launch: Launch, mut alerts: HashMap<Tab, Alerts>) -> Result<Self, EsxError> {
        let (jobs, job_rx) = std::sync::mpsc::channel::<Job>();
        let (report_tx, reports) = std::sync::mpsc::channel::<Report>();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let thread = std::thread::Builder::new()
            .name("esx-board".into())
            .spawn(move || {
                while let Ok(job) = job_rx.recv() {
                    if flag.load(Ordering::SeqCst) {
                        break;
                    }
                    let report = run_job(&launch, job, &flag, &mut alerts);
                    if report_tx.send(report).is_err() {
                        break;
                    }
                }
            })
            .map_err(|e| EsxError::other(format!("cannot start the board's fetch thread: {e}")))?;
        Ok(Self {
            jobs: Some(jobs),
            reports,
            stop,
            thread: Some(thread),
        })
    }

    /// Queue a job (never waits).
    pub fn send(&self, job: Job) {
        if let Some(jobs) = &self.jobs {
            let _ = jobs.send(job);
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        drop(self.jobs.take());
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

fn run_job(
    launch: &Launch,
    job: Job,
    stop: &AtomicBool,
    alerts: &mut HashMap<Tab, Alerts>,
) -> Report {
    match job {
        Job::Fetch(tab, argv) => {
            let out = run_child(launch, &argv, true, stop);
            let trace = Trace::read(&out.stderr);
            let outcome = match out.code {
                Some(0) => parse_rows(&out.stdout).map(|rows| {
                    let keys = keys_for(tab, &rows);
                    let alerted = match alerts.get_mut(&tab) {
                        Some(a) => alert_flags(a, &keys, &rows),
                        None => vec![false; rows.len()],
                    };
                    Batch {
                        rows,
                        keys,
                        alerted,
                    }
                }),
                _ => Err(out.error()),
            };
            Report::Fetched {
                tab,
                outcome,
                requests: trace.requests,
                cached: trace.cached,
                rate_limited: trace.rate_limited,
                refused: out.code == Some(4),
            }
        }
        Job::Detail { id, argv, ndjson } => {
            let out = run_child(launch, &argv, ndjson, stop);
            let lines = if out.code == Some(0) {
                detail_text(&String::from_utf8_lossy(&out.stdout))
            } else {
                vec![out.error()]
            };
            Report::Detail(id, lines)
        }
    }
}

/// Run `--alert` over a refresh's rows (the `--watch` semantics: jq truthiness on each
/// row as NDJSON prints it; `--notify` fires once per row that starts matching).
pub(super) fn alert_flags(alerts: &mut Alerts, keys: &[String], rows: &[Value]) -> Vec<bool> {
    let keyed: Vec<(String, &Value)> = keys.iter().cloned().zip(rows.iter()).collect();
    // The alert records `tick` returns are for stdout, which the board's screen owns;
    // their time stamp is unused here.
    match alerts.tick(&keyed, "") {
        Ok(_) => keys.iter().map(|k| alerts.is_matching(k)).collect(),
        Err(_) => vec![false; rows.len()],
    }
}

/// NDJSON rows; anything else is an error naming the line.
fn parse_rows(stdout: &[u8]) -> Result<Vec<Value>, String> {
    String::from_utf8_lossy(stdout)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .enumerate()
        .map(|(n, l)| {
            serde_json::from_str::<Value>(l)
                .map_err(|e| format!("line {} of the answer is not JSON: {e}", n + 1))
        })
        .collect()
}

/// A finished child.
struct ChildOut {
    code: Option<i32>,
    stdout: Vec<u8>,
    stderr: String,
}

impl ChildOut {
    /// The child's own one-line error (the last line it printed), without the `esx: `
    /// prefix; or how it ended.
    fn error(&self) -> String {
        let last = self
            .stderr
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .map(|l| l.trim_start_matches("esx: ").trim_start_matches("error: "));
        match (last, self.code) {
            (Some(l), _) => l.to_string(),
            (None, Some(c)) => format!("exit {c}"),
            (None, None) => "stopped".to_string(),
        }
    }
}

/// What the child's `-v` trace says about its requests.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Trace {
    pub requests: u64,
    pub cached: u64,
    pub rate_limited: bool,
}

impl Trace {
    #[must_use]
    pub fn read(stderr: &str) -> Self {
        let mut t = Self::default();
        for line in stderr.lines() {
            let Some(rest) = line.strip_prefix("esx: ") else {
                continue;
            };
            if rest.starts_with("GET ") {
                if rest.contains(": from the cache") {
                    t.cached += 1;
                } else {
                    t.requests += 1;
                }
            } else if rest.starts_with("429 ") || rest.contains(" 429 ") {
                t.rate_limited = true;
            }
        }
        t
    }
}

/// The longest one child may run: each request is bounded by `--timeout` and
/// `--retries`, so this only catches a child that hangs for another reason.
const CHILD_LIMIT: Duration = Duration::from_secs(300);

fn run_child(launch: &Launch, argv: &[String], ndjson: bool, stop: &AtomicBool) -> ChildOut {
    let mut cmd = Command::new(&launch.exe);
    cmd.args(&launch.global);
    if launch.clock.is_pinned() {
        cmd.arg("--now").arg(launch.clock.now().to_string());
    }
    cmd.args(["-v", "--color", "never", "--format"])
        .arg(if ndjson { "ndjson" } else { "table" })
        .args(argv)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        // A table detail fits the overlay.
        .env("COLUMNS", "110");
    for k in &launch.env_remove {
        cmd.env_remove(k);
    }
    for (k, v) in &launch.env {
        cmd.env(k, v);
    }
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => {
            return ChildOut {
                code: None,
                stdout: Vec::new(),
                stderr: format!("cannot run {}: {e}", launch.exe.display()),
            };
        }
    };
    // Both pipes are drained on their own threads: a large answer must not fill a pipe
    // while this thread waits for the exit.
    let drain = |pipe: Option<Box<dyn std::io::Read + Send>>| {
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            if let Some(mut p) = pipe {
                let _ = p.read_to_end(&mut buf);
            }
            buf
        })
    };
    let out = drain(child.stdout.take().map(|p| Box::new(p) as _));
    let err = drain(child.stderr.take().map(|p| Box::new(p) as _));
    let started = std::time::Instant::now();
    let code = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status.code(),
            Ok(None) if stop.load(Ordering::SeqCst) || started.elapsed() > CHILD_LIMIT => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(20)),
            Err(_) => break None,
        }
    };
    ChildOut {
        code,
        stdout: out.join().unwrap_or_default(),
        stderr: String::from_utf8_lossy(&err.join().unwrap_or_default()).into_owned(),
    }
}
