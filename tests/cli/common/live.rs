//! Support for the `esx live --watch` tests: the simulator's live feed served in-process
//! on loopback, a scripted WebSocket server for fault injection, and a running `esx` whose
//! stdout lines are read with bounded waits and which can be sent SIGINT.

use std::io::{BufRead as _, BufReader, Read as _};
use std::net::TcpListener;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use esx_sim::{AuthFn, LiveGameSeed, LiveHub, WsAuth, router};

/// `n` games per sport, five named players a side (ids `<sport>_g<i>`).
pub(crate) fn seeds(sports: &[&str], n: usize) -> Vec<LiveGameSeed> {
    let mut out = Vec::new();
    for sport in sports {
        for i in 0..n {
            let (blue, red) = (format!("B{i}"), format!("R{i}"));
            out.push(LiveGameSeed {
                sport: (*sport).to_string(),
                game_id: format!("{sport}_g{i}"),
                match_id: format!("x_{sport}_m{i}"),
                blue_players: (1..=5).map(|p| format!("{blue}p{p}")).collect(),
                red_players: (1..=5).map(|p| format!("{red}p{p}")).collect(),
                blue_code: blue,
                red_code: red,
                map_name: "Mirage".into(),
            });
        }
    }
    out
}

/// Keys: the test key passes, `hobby-key` has too low a plan, anything else is unknown.
pub(crate) fn auth() -> AuthFn {
    Arc::new(|key: &str| match key {
        crate::common::KEY => WsAuth::Ok,
        "hobby-key" => {
            WsAuth::PlanTooLow("the live feed requires the Builder plan or above".into())
        }
        _ => WsAuth::Unauthorized("invalid API key".into()),
    })
}

/// The simulator's live feed on 127.0.0.1; dropping it stops the server.
pub(crate) struct LiveServer {
    pub base: String,
    _stop: tokio::sync::oneshot::Sender<()>,
}

pub(crate) fn serve(hub: Arc<LiveHub>, auth: AuthFn) -> LiveServer {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind loopback");
    listener.set_nonblocking(true).expect("nonblocking");
    let base = format!("http://{}", listener.local_addr().expect("addr"));
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("runtime");
        rt.block_on(async move {
            let l = tokio::net::TcpListener::from_std(listener).expect("tokio listener");
            tokio::select! {
                _ = axum::serve(l, router(hub, auth)) => {}
                _ = rx => {}
            }
        });
    });
    LiveServer { base, _stop: tx }
}

/// A running `esx` with its stdout read line by line on a thread.
pub(crate) struct Running {
    child: Child,
    lines: Receiver<String>,
    stderr: Arc<Mutex<String>>,
    /// Says when stderr reached its end (the process and anything holding the pipe
    /// are gone): a test reading stderr right after the exit must see all of it.
    stderr_done: Receiver<()>,
}

/// Start `esx` against `base` with `key` (clean environment, like `support::esx`).
pub(crate) fn spawn(dir: &std::path::Path, base: &str, key: &str, args: &[&str]) -> Running {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_esx"));
    for var in ["ESX_PROFILE", "ESX_DEMO", "NO_COLOR", "COLUMNS"] {
        cmd.env_remove(var);
    }
    // The tests' pinned instant, as every other test's: "started" and alert stamps are
    // judged on it (alerts skip events at or before it).
    cmd.env("ESX_CONFIG_DIR", dir)
        .env("ESX_BASE_URL", base)
        .env("ESX_API_KEY", key)
        .env("ESX_NOW", super::sim::NOW)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("spawn esx");
    let out = child.stdout.take().expect("stdout");
    let (tx, rx) = channel();
    thread::spawn(move || {
        for line in BufReader::new(out).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut err = child.stderr.take().expect("stderr");
    let stderr = Arc::new(Mutex::new(String::new()));
    let sink = Arc::clone(&stderr);
    let (done_tx, done_rx) = channel();
    thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = err.read(&mut buf) {
            if n == 0 {
                break;
            }
            sink.lock()
                .expect("lock")
                .push_str(&String::from_utf8_lossy(&buf[..n]));
        }
        let _ = done_tx.send(());
    });
    Running {
        child,
        lines: rx,
        stderr,
        stderr_done: done_rx,
    }
}

impl Running {
    /// The next stdout line, if one arrives within `within`.
    pub(crate) fn line(&self, within: Duration) -> Option<String> {
        self.lines.recv_timeout(within).ok()
    }

    /// The next stdout line as JSON; panics (failing the test) after `within`.
    pub(crate) fn json(&self, within: Duration) -> serde_json::Value {
        let line = self
            .line(within)
            .unwrap_or_else(|| panic!("no line within {within:?}; stderr: {}", self.stderr()));
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}"))
    }

    pub(crate) fn stderr(&self) -> String {
        self.stderr.lock().expect("lock").clone()
    }

    /// Wait for the exit, at most `within` (then kill it and fail), and for its stderr
    /// to be read to the end (at most 2 s more: a notifier it started may hold the pipe).
    pub(crate) fn wait(&mut self, within: Duration) -> ExitStatus {
        let status = self.wait_exit(within);
        // The exit can be seen before the reader thread has drained the pipe.
        let _ = self.stderr_done.recv_timeout(Duration::from_secs(2));
        status
    }

    /// Wait for the exit only, at most `within` (then kill it and fail).
    fn wait_exit(&mut self, within: Duration) -> ExitStatus {
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("try_wait") {
                return status;
            }
            if start.elapsed() > within {
                let _ = self.child.kill();
                panic!(
                    "esx did not exit within {within:?}; stderr: {}",
                    self.stderr()
                );
            }
            thread::sleep(Duration::from_millis(10));
        }
    }

    /// Send SIGINT (what Ctrl-C sends) and return the exit status and how long it took.
    pub(crate) fn interrupt(&mut self) -> (ExitStatus, Duration) {
        let pid = self.child.id().to_string();
        let sent = Instant::now();
        let ok = Command::new("kill")
            .args(["-INT", &pid])
            .status()
            .expect("run kill");
        assert!(ok.success(), "kill -INT failed");
        let status = self.wait_exit(Duration::from_secs(5));
        let took = sent.elapsed();
        let _ = self.stderr_done.recv_timeout(Duration::from_secs(2));
        (status, took)
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        // A test that failed early must not leave the process behind.
        if matches!(self.child.try_wait(), Ok(None)) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}
