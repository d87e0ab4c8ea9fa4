//! Any harness (DESIGN "Any harness", "Hostile input, bounded"): a stdout on `/dev/null`
//! is a discard and the run is exit 0, however it was opened — Python's
//! `subprocess.DEVNULL` and `1<>/dev/null` (read-write, as systemd's
//! `StandardOutput=null`), a write-only `>/dev/null`, and a closed stdout (`>&-`), which
//! Rust's runtime reopens read-write on `/dev/null`. `esx sim serve` keeps serving under a
//! supervisor whose stdout is `/dev/null`.
#![cfg(unix)]

use std::io::{Read as _, Write as _};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::{BOOKS, KEY, Server, json};

/// `esx ARGS` run by `bash` with stdout redirected by `redirect`: (exit code, stderr).
fn with_stdout(dir: &std::path::Path, base: &str, redirect: &str, args: &[&str]) -> (i32, String) {
    let script = format!("exec \"$0\" \"$@\" {redirect}");
    let out = Command::new("bash")
        .arg("-c")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_esx"))
        .args(args)
        .env_remove("COLUMNS")
        .env("ESX_CONFIG_DIR", dir)
        .env("ESX_BASE_URL", base)
        .env("ESX_API_KEY", KEY)
        .stdin(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Whether faketime is preloaded (scripts/test-dates.sh): its library opens a file at
/// start and takes the lowest free descriptor, a closed stdout's 1, so esx cannot be
/// started with stdout closed there.
fn preloaded() -> bool {
    std::env::var("LD_PRELOAD").is_ok_and(|p| p.contains("faketime"))
}

#[test]
fn a_stdout_on_dev_null_however_opened_is_exit_0() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let d = tempfile::tempdir().unwrap();
    let mut redirects = vec!["1<>/dev/null", ">/dev/null"];
    if !preloaded() {
        redirects.push(">&-");
    }
    for redirect in redirects {
        for args in [
            &["books"][..],
            &["books", "--json"],
            &["books", "--format", "csv"],
        ] {
            let (code, err) = with_stdout(d.path(), &s.base, redirect, args);
            assert_eq!(code, 0, "{redirect} {args:?}: {err}");
            assert!(err.trim().is_empty(), "{redirect} {args:?}: {err}");
        }
    }
    // Every run above was answered: the command did its work, only the output was discarded.
    assert!(s.seen().len() >= 6, "{}", s.seen().len());
}

#[test]
fn python_subprocess_devnull_is_exit_0() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let d = tempfile::tempdir().unwrap();
    // The reported harness, as a user writes it.
    let program = "import subprocess, sys\n\
                   r = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)\n\
                   sys.stderr.buffer.write(r.stderr)\n\
                   sys.exit(r.returncode)\n";
    let out = Command::new("python3")
        .arg("-c")
        .arg(program)
        .arg(env!("CARGO_BIN_EXE_esx"))
        .args(["books", "--json"])
        .env_remove("COLUMNS")
        .env("ESX_CONFIG_DIR", d.path())
        .env("ESX_BASE_URL", &s.base)
        .env("ESX_API_KEY", KEY)
        .stdin(Stdio::null())
        .output()
        .expect("python3 runs (the CI image has it)");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(err.trim().is_empty(), "{err}");
    assert_eq!(s.seen().len(), 1);
}

/// A port free now (bound and released), for a server the test starts itself.
fn free_port() -> u16 {
    let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    l.local_addr().unwrap().port()
}

/// GET `path` from 127.0.0.1:`port` over plain HTTP/1.0: the status line, retried until
/// the server answers or `within` has passed.
fn status_line(port: u16, path: &str, within: Duration) -> Option<String> {
    let start = Instant::now();
    while start.elapsed() < within {
        if let Ok(mut c) = TcpStream::connect(("127.0.0.1", port)) {
            let _ = c.set_read_timeout(Some(Duration::from_secs(10)));
            let req = format!(
                "GET {path} HTTP/1.0\r\nHost: 127.0.0.1\r\nX-API-Key: demo-builder\r\n\r\n"
            );
            if c.write_all(req.as_bytes()).is_ok() {
                let mut answer = String::new();
                let _ = c.read_to_string(&mut answer);
                if let Some(line) = answer.lines().next().filter(|l| !l.is_empty()) {
                    return Some(line.to_string());
                }
            }
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    None
}

/// A started `esx sim serve` (and its launcher), killed when dropped.
struct Serving {
    launcher: std::process::Child,
    /// The file where a Python launcher wrote esx's pid (esx is its child there).
    pid_file: std::path::PathBuf,
}

impl Drop for Serving {
    fn drop(&mut self) {
        if let Ok(pid) = std::fs::read_to_string(&self.pid_file) {
            let _ = Command::new("kill").arg(pid.trim()).status();
        }
        let _ = self.launcher.kill();
        let _ = self.launcher.wait();
    }
}

/// `esx sim serve` started by `launcher` (`python3` with `subprocess.DEVNULL`, or `bash`
/// with `1<>/dev/null`) on a fixed free port: it keeps running and answers on the port.
fn serves_under(launcher: &str) {
    let d = tempfile::tempdir().unwrap();
    let pid_file = d.path().join("esx.pid");
    let port = free_port();
    let addr = format!("127.0.0.1:{port}");
    let mut cmd = if launcher == "python3" {
        let mut c = Command::new("python3");
        c.arg("-c").arg(
            "import subprocess, sys\n\
             p = subprocess.Popen(sys.argv[2:], stdout=subprocess.DEVNULL)\n\
             open(sys.argv[1], 'w').write(str(p.pid))\n\
             sys.exit(p.wait())\n",
        );
        c.arg(&pid_file);
        c
    } else {
        // exec: bash becomes esx, so the launcher killed is esx itself.
        let mut c = Command::new("bash");
        c.arg("-c").arg("exec \"$0\" \"$@\" 1<>/dev/null");
        c
    };
    cmd.arg(env!("CARGO_BIN_EXE_esx"))
        .args(["sim", "serve", "--addr", &addr])
        .env_remove("COLUMNS")
        .env("ESX_CONFIG_DIR", d.path())
        .env("ESX_NOW", crate::common::sim::NOW)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let mut serving = Serving {
        launcher: cmd.spawn().expect("launcher starts"),
        pid_file,
    };
    let line = status_line(port, "/v6/books", Duration::from_secs(30));
    // Still running after it answered: it did not die at its first line.
    let alive = serving.launcher.try_wait().unwrap().is_none();
    assert!(alive, "{launcher}: sim serve exited (answered {line:?})");
    assert!(
        line.as_deref().is_some_and(|l| l.contains(" 200")),
        "{launcher}: {line:?}"
    );
}

#[test]
fn sim_serve_under_python_devnull_keeps_serving() {
    serves_under("python3");
}

#[test]
fn sim_serve_with_stdout_read_write_on_dev_null_keeps_serving() {
    serves_under("bash");
}
