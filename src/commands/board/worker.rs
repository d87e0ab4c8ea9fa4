//! The board's fetch thread: runs each refresh and detail in process (the session's
//! runner: `dispatch` with a collecting sink, on the board's `Context`), off the drawing
//! thread, and reports rows, request counts, 429s and errors back over a channel.
//!
//! A tab's rows are its command's NDJSON rows exactly as `--format ndjson` prints them
//! (what `--alert` sees, and what a script piping the command reads); the request,
//! cache and 429 counts are the difference of the session's counters around the run
//! (one job runs at a time). Quitting cancels the run's requests through the session's
//! cancel token (the Ctrl-C flag), so the thread ends at once.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender};
use std::thread::JoinHandle;

use serde_json::Value;

use super::app::{Batch, keys_for};
use super::detail::detail_text;
use super::tabs::Tab;
use crate::alerts::Alerts;
use crate::board_bets;
use crate::context::Context;
use crate::error::EsxError;
use crate::inprocess::{Failed, Runner, call};
use crate::output::Format;

/// How the board's commands run: the session's runner on the board's `Context`.
#[derive(Clone)]
pub(super) struct Session {
    pub(crate) ctx: Context,
    pub(crate) commands: &'static dyn Runner,
}

/// The width a table detail is rendered at: it fits the overlay.
const DETAIL_WIDTH: u16 = 110;

/// Work for the thread.
#[derive(Debug)]
pub(super) enum Job {
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
pub(super) enum Report {
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

/// The running thread; dropping it stops taking jobs and joins (the caller cancels the
/// session's requests first).
pub(super) struct Worker {
    jobs: Option<Sender<Job>>,
    pub(crate) reports: Receiver<Report>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Worker {
    /// Start the thread. `alerts` holds one `--alert` state per tab (fire-once state is
    /// per tab: a refresh of one tab must not re-arm another's rows).
    pub(super) fn spawn(
        session: Session,
        mut alerts: HashMap<Tab, Alerts>,
    ) -> Result<Self, EsxError> {
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
                    let report = run_job(&session, job, &mut alerts);
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
    pub(super) fn send(&self, job: Job) {
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

fn run_job(session: &Session, job: Job, alerts: &mut HashMap<Tab, Alerts>) -> Report {
    match job {
        Job::Fetch(tab, argv) => {
            let before = session.ctx.rate_signal().requests();
            let ran = if tab == Tab::Bets {
                bets_rows(session, &argv)
            } else {
                run(session, &argv, Format::Ndjson).map(|out| (out, None))
            };
            let counted = session.ctx.rate_signal().requests().since(before);
            let refused = matches!(&ran, Err(f) if f.exit_code == 4);
            let outcome = ran.map_err(|f| f.message).and_then(|(out, note)| {
                let rows = parse_rows(&out)?;
                let keys = keys_for(tab, &rows);
                let alerted = match alerts.get_mut(&tab) {
                    Some(a) => alert_flags(a, &keys, &rows),
                    None => vec![false; rows.len()],
                };
                Ok(Batch {
                    rows,
                    keys,
                    alerted,
                    note,
                })
            });
            Report::Fetched {
                tab,
                outcome,
                requests: counted.sent,
                cached: counted.cached,
                rate_limited: counted.limited > 0,
                refused,
            }
        }
        Job::Detail { id, argv, ndjson } => {
            let format = if ndjson {
                Format::Ndjson
            } else {
                Format::Table
            };
            let lines = match run(session, &argv, format) {
                Ok(out) => detail_text(&String::from_utf8_lossy(&out)),
                Err(f) => vec![f.message],
            };
            Report::Detail(id, lines)
        }
    }
}

/// Run one command of the board in process: what it printed in `format` (a table at
/// the detail's width), or its error line and exit code.
fn run(session: &Session, argv: &[String], format: Format) -> Result<Vec<u8>, Failed> {
    let width = (format == Format::Table).then_some(DETAIL_WIDTH);
    let views = call(session.commands, &session.ctx, argv, format, width)?;
    Ok(views.into_iter().flat_map(|v| v.rendered).collect())
}

/// The Bets tab's refresh: `argv` is `bets list [--db PATH]`; `bets export` on the same
/// store gives each bet's shape and legs, `bets report --json` the header. Its rows as
/// NDJSON (one [`board_bets::TabBet`] a line) and the header; a store that is not there
/// is the tab's one line saying how to log a bet, not an error.
fn bets_rows(session: &Session, argv: &[String]) -> Result<(Vec<u8>, Option<String>), Failed> {
    let on = |sub: &str| -> Vec<String> {
        let mut a = argv.to_vec();
        if let Some(word) = a.get_mut(1) {
            *word = sub.to_string();
        }
        a
    };
    // Where the log is, in the tab's one line when it is not there: `--demo` without a
    // store named reads a temporary one, empty.
    let named = argv
        .iter()
        .position(|a| a == "--db")
        .and_then(|i| argv.get(i + 1));
    let temporary = crate::store::DbArg { db: named.cloned() }.demo_temporary(&session.ctx);
    let at = match named {
        Some(db) => db.as_str(),
        None if temporary => "the demo's temporary store",
        None => "the default store",
    };
    let listed = match run(session, argv, Format::Ndjson) {
        Ok(out) => out,
        Err(f) if f.exit_code == 5 => {
            return Ok((
                Vec::new(),
                Some(board_bets::no_log(&format!("no bet log at {at}"))),
            ));
        }
        Err(f) => return Err(f),
    };
    let listed: Vec<board_bets::ListedBet> = typed_lines(&listed).map_err(|message| Failed {
        exit_code: 1,
        message,
    })?;
    if listed.is_empty() {
        return Ok((
            Vec::new(),
            Some(board_bets::no_log(&format!("no bets in {at}"))),
        ));
    }
    // The legs and the header are extras: without them the rows still show.
    let exported = run(session, &on("export"), Format::Ndjson)
        .ok()
        .and_then(|out| typed_lines(&out).ok())
        .unwrap_or_default();
    // A JSON answer is the view's document, not a rendering.
    let header = call(
        session.commands,
        &session.ctx,
        &on("report"),
        Format::Json,
        None,
    )
    .ok()
    .and_then(|views| views.into_iter().next())
    .and_then(|view| serde::Deserialize::deserialize(view.data).ok())
    .map(|doc: board_bets::ReportDoc| board_bets::header(&doc.overall));
    let mut out = Vec::new();
    for row in board_bets::tab_rows(&listed, &exported) {
        out.extend(row.to_string().into_bytes());
        out.push(b'\n');
    }
    Ok((out, header))
}

/// NDJSON lines read as `T`; an error names the line.
fn typed_lines<T: serde::de::DeserializeOwned>(stdout: &[u8]) -> Result<Vec<T>, String> {
    String::from_utf8_lossy(stdout)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .enumerate()
        .map(|(n, l)| {
            serde_json::from_str::<T>(l)
                .map_err(|e| format!("line {} of the answer is not JSON: {e}", n + 1))
        })
        .collect()
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
    typed_lines(stdout)
}
