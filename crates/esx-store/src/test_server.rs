//! A throw-away PostgreSQL server for tests (feature `test-server`): one per test
//! process, started on first use, one fresh database per test.
//!
//! `initdb` and `pg_ctl` come from `PATH`, else from the newest
//! `/usr/lib/postgresql/*/bin` (where Debian's package puts them). As root they run as
//! the `postgres` user in a temporary folder chowned to it; the socket lives in that
//! folder and the server listens on a free loopback port only. Logins over TCP need the
//! password ([`PASSWORD`], SCRAM), so the tests exercise esx's password handling; the
//! socket in the folder trusts its owner. A watchdog process stops
//! the server and removes the folder once the test process has gone, however it ended.
//! Without the binaries every caller fails (never skips): install `postgresql`.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, Ordering};

/// The password of the `postgres` user over TCP.
pub const PASSWORD: &str = "esx-test-pw";

/// A running server.
#[derive(Debug)]
pub struct Server {
    port: u16,
    dir: PathBuf,
}

static SERVER: OnceLock<Result<Server, String>> = OnceLock::new();
static NEXT_DB: AtomicU32 = AtomicU32::new(0);

/// The process's server, started on first use. Panics, saying what to install, when no
/// PostgreSQL server can be started: a test that needs one fails rather than skips.
pub fn server() -> &'static Server {
    match SERVER.get_or_init(start) {
        Ok(s) => s,
        Err(why) => panic!("no PostgreSQL server for this test: {why}"),
    }
}

impl Server {
    /// A URL of a new, empty database on this server
    /// (`postgres://postgres:PASSWORD@127.0.0.1:PORT/…`).
    pub fn database(&self) -> String {
        let n = NEXT_DB.fetch_add(1, Ordering::SeqCst);
        let name = format!("esx_test_{}_{n}", std::process::id());
        let mut admin = postgres::Client::connect(&self.url("postgres"), postgres::NoTls)
            .unwrap_or_else(|e| panic!("cannot reach the test server: {e}"));
        admin
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .unwrap_or_else(|e| panic!("cannot create database {name}: {e}"));
        self.url(&name)
    }

    /// The URL of database `db` on this server, with the password.
    #[must_use]
    pub fn url(&self, db: &str) -> String {
        self.url_as("postgres", Some(PASSWORD), db)
    }

    /// The URL of database `db` for `user`, with `password` if any.
    #[must_use]
    pub fn url_as(&self, user: &str, password: Option<&str>, db: &str) -> String {
        let auth = password.map_or_else(|| user.to_string(), |p| format!("{user}:{p}"));
        format!("postgres://{auth}@127.0.0.1:{}/{db}", self.port)
    }

    /// The server's port.
    #[must_use]
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The folder holding the data, the socket and the log.
    #[must_use]
    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

/// The folder holding `initdb` and `pg_ctl`.
fn bin_dir() -> Result<PathBuf, String> {
    let on_path = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .find(|d| d.join("initdb").is_file() && d.join("pg_ctl").is_file())
    });
    if let Some(d) = on_path {
        return Ok(d);
    }
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .map_err(|_| not_installed())?
        .filter_map(|e| {
            let e = e.ok()?;
            let v: u32 = e.file_name().to_str()?.parse().ok()?;
            let bin = e.path().join("bin");
            bin.join("initdb").is_file().then_some((v, bin))
        })
        .collect();
    versions.sort();
    versions.pop().map(|(_, b)| b).ok_or_else(not_installed)
}

fn not_installed() -> String {
    "initdb and pg_ctl are neither on PATH nor in /usr/lib/postgresql/*/bin; \
     install PostgreSQL (Debian/Ubuntu: apt-get install -y postgresql)"
        .to_string()
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// `bin/tool args…`, as the `postgres` user when this process is root (the server
/// refuses to run as root).
fn tool(bin: &Path, tool: &str, root: bool) -> Command {
    if root {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(bin.join(tool));
        c
    } else {
        Command::new(bin.join(tool))
    }
}

fn free_port() -> Result<u16, String> {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .map_err(|e| format!("no free loopback port: {e}"))
}

fn run(mut c: Command, what: &str) -> Result<(), String> {
    let out = c
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {what}: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{what} failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

fn start() -> Result<Server, String> {
    let bin = bin_dir()?;
    let root = is_root();
    let dir = tempfile::Builder::new()
        .prefix("esx-pg-")
        .tempdir()
        .map_err(|e| format!("no temporary folder: {e}"))?
        .keep();
    let pwfile = dir.join("pw");
    std::fs::write(&pwfile, PASSWORD)
        .map_err(|e| format!("cannot write the password file: {e}"))?;
    if root {
        let mut c = Command::new("chown");
        c.args(["-R", "postgres:"]).arg(&dir);
        run(c, "chown")?;
    }
    let data = dir.join("data");
    let mut init = tool(&bin, "initdb", root);
    init.arg("-D")
        .arg(&data)
        .args([
            "-U",
            "postgres",
            "--auth-local=trust",
            "--auth-host=scram-sha-256",
        ])
        .arg(format!("--pwfile={}", pwfile.display()))
        .args(["-E", "UTF8", "--locale=C", "--no-sync"]);
    run(init, "initdb")?;
    let watchdog = format!(
        "while kill -0 {pid} 2>/dev/null; do sleep 1; done; {stop} -D '{data}' -m immediate stop; rm -rf '{dir}'",
        pid = std::process::id(),
        stop = if root {
            format!("runuser -u postgres -- '{}'", bin.join("pg_ctl").display())
        } else {
            format!("'{}'", bin.join("pg_ctl").display())
        },
        data = data.display(),
        dir = dir.display(),
    );
    let mut last = String::new();
    for _ in 0..5 {
        let port = free_port()?;
        let opts = format!(
            "-p {port} -k {} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off \
             -c full_page_writes=off -c max_connections=200",
            dir.display()
        );
        let mut ctl = tool(&bin, "pg_ctl", root);
        ctl.arg("-D")
            .arg(&data)
            .arg("-l")
            .arg(dir.join("log"))
            .args(["-w", "-t", "60", "-o", &opts, "start"])
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        match ctl.stdin(Stdio::null()).status() {
            Ok(s) if s.success() => {
                Command::new("sh")
                    .args(["-c", &watchdog])
                    .stdin(Stdio::null())
                    .stdout(Stdio::null())
                    .stderr(Stdio::null())
                    .spawn()
                    .map_err(|e| format!("cannot start the watchdog: {e}"))?;
                return Ok(Server { port, dir });
            }
            Ok(s) => {
                last = format!(
                    "pg_ctl start ended with {s}: {}",
                    std::fs::read_to_string(dir.join("log")).unwrap_or_default()
                );
            }
            Err(e) => last = format!("cannot run pg_ctl: {e}"),
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    Err(last)
}
