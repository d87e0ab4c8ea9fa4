//! Nothing leaks, nothing hangs, nothing is lost (issue 26; docs/reliability.md). Each test
//! plays one fault against the real binary — a loopback server that misbehaves exactly so,
//! or a hostile local setup — and checks the exit code, the one stderr line, the time
//! bound, and that no secret reaches any byte printed or written.

use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::{BOOKS, KEY, Reply, Server, esx, esx_at, json, with_header};

/// Whether any 8-byte piece of the key is in `bytes` (what DESIGN says never survives).
fn holds_key_piece(bytes: &[u8]) -> bool {
    KEY.as_bytes()
        .windows(8)
        .any(|piece| bytes.windows(8).any(|w| w == piece))
}

/// The one stderr line of a failed run: exactly one line, returned.
fn one_line(err: &str) -> &str {
    let lines: Vec<&str> = err.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(lines.len(), 1, "one stderr line expected: {err}");
    lines[0]
}

/// Run `cmd`: (exit code, stdout, stderr, how long it took).
fn timed(cmd: &mut assert_cmd::Command) -> (i32, String, String, Duration) {
    let started = Instant::now();
    let out = cmd.output().expect("run esx");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        started.elapsed(),
    )
}

/// A port nothing listens on.
fn closed_port() -> u16 {
    let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    l.local_addr().unwrap().port()
}

// ---- 1. secrets: URLs the user supplies, and the key in what a server sends ------------

#[test]
fn a_password_in_the_base_url_is_never_printed_by_config() {
    let d = tempfile::tempdir().unwrap();
    let url = "http://alice:hunter2@127.0.0.1:8787";
    let mut printed = String::new();
    for args in [
        vec!["config", "set", "base_url", url],
        vec!["config", "get", "base_url"],
        vec!["config", "show"],
        vec!["config", "show", "--json"],
    ] {
        let (code, out, err, _) = timed(esx(d.path()).args(&args));
        assert_eq!(code, 0, "{args:?}: {err}");
        printed.push_str(&out);
        printed.push_str(&err);
    }
    assert!(!printed.contains("hunter2"), "{printed}");
    assert!(
        printed.contains("http://alice:***@127.0.0.1:8787"),
        "{printed}"
    );
    // `config get` prints the masked URL alone; the file keeps the real one (to be used).
    let (_, out, _, _) = timed(esx(d.path()).args(["config", "get", "base_url"]));
    assert_eq!(out.trim_end(), "http://alice:***@127.0.0.1:8787");
    let stored = std::fs::read_to_string(d.path().join("config.toml")).unwrap();
    assert!(stored.contains("alice:hunter2@"), "{stored}");
    // A refused base URL is named masked too, query and all.
    let (code, out, err, _) = timed(esx(d.path()).env("ESX_API_KEY", KEY).args([
        "--base-url",
        "http://alice:hunter2@h.example/x?token=TOPSECRET",
        "books",
    ]));
    assert_eq!(code, 2);
    let line = one_line(&err);
    assert!(line.contains("alice:***@"), "{line}");
    assert!(!out.contains("hunter2") && !err.contains("hunter2") && !err.contains("TOPSECRET"));
}

#[test]
fn a_db_url_password_is_never_printed() {
    let d = tempfile::tempdir().unwrap();
    let (code, out, err, _) = timed(esx(d.path()).args([
        "moves",
        "--db",
        "postgres://alice:hunter2@db.example/esx?sslpassword=TOPSECRET",
    ]));
    assert_ne!(code, 0);
    assert_ne!(code, 101, "{err}");
    let line = one_line(&err);
    assert!(line.contains("postgres://alice:***@db.example"), "{line}");
    assert!(!format!("{out}{err}").contains("hunter2"));
    assert!(!format!("{out}{err}").contains("TOPSECRET"));
}

#[test]
fn a_failing_webhook_names_its_origin_only() {
    let page = crate::common::fixtures::gaps_page(0, 1, 1);
    let api = Server::start_routed(move |_, _| json(200, &page));
    let port = closed_port();
    let d = tempfile::tempdir().unwrap();
    let hook = format!("webhook:http://127.0.0.1:{port}/hook/s3cr3tpath?token=TOPSECRET");
    let mut esx = crate::common::live::spawn(
        d.path(),
        &api.base,
        KEY,
        &[
            "gaps",
            "cs2",
            "--watch",
            "1",
            "--alert",
            ".line_gap > 1",
            "--notify",
            &hook,
        ],
    );
    let started = Instant::now();
    while !esx.stderr().contains("--notify webhook") && started.elapsed() < Duration::from_secs(30)
    {
        std::thread::sleep(Duration::from_millis(50));
    }
    let (status, _) = esx.interrupt();
    assert_eq!(status.code(), Some(0));
    let err = esx.stderr();
    let warning = err
        .lines()
        .find(|l| l.contains("--notify webhook"))
        .unwrap_or_else(|| panic!("no webhook warning: {err}"));
    assert!(
        warning.contains(&format!(
            "--notify webhook to http://127.0.0.1:{port} failed"
        )),
        "{warning}"
    );
    assert!(
        !err.contains("TOPSECRET") && !err.contains("s3cr3tpath"),
        "{err}"
    );
    // A webhook clap refuses is shown masked as well.
    let (code, _, err, _) = timed(esx_at(d.path(), &api.base).args([
        "gaps",
        "cs2",
        "--watch",
        "1",
        "--alert",
        "true",
        "--notify",
        "webhook:ftp://u:hunter2@h.example/x?token=TOPSECRET",
    ]));
    assert_eq!(code, 2, "{err}");
    assert!(
        !err.contains("TOPSECRET") && !err.contains("hunter2"),
        "{err}"
    );
}

/// A books answer whose text echoes pieces of the key, plainly and JSON-escaped.
fn echoing_books() -> String {
    format!(
        r#"{{"source":"svc","total_books":2,"books":[{{"book_id":1,"key":"dfs_one","display_name":"DFS {}","note":"\u0073k-test-5ecret-key"}},{{"book_id":2,"key":"sharp","display_name":"echo {} end","price":1.8333333333333335}}]}}"#,
        &KEY[..16],
        &KEY[9..25]
    )
}

#[test]
fn a_server_echoing_pieces_of_the_key_never_gets_them_printed_cached_or_stored() {
    let body = echoing_books();
    let s = Server::start_routed(move |_, _| json(200, &body));
    let d = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    for args in [
        vec!["books"],
        vec!["books", "--json"],
        vec!["books", "--format", "ndjson"],
        vec!["books", "--format", "csv"],
        vec!["books", "--jq", ".books[].display_name"],
        vec!["--cache", "5m", "books", "--json"],
    ] {
        let (code, out, err, _) = timed(
            esx_at(d.path(), &s.base)
                .env("ESX_CACHE_DIR", cache.path())
                .args(&args),
        );
        assert_eq!(code, 0, "{args:?}: {err}");
        assert!(!holds_key_piece(out.as_bytes()), "{args:?}: {out}");
        assert!(!holds_key_piece(err.as_bytes()), "{args:?}: {err}");
        assert!(out.contains("***"), "{args:?}: {out}");
        // Numbers keep the service's exact text.
        if args.contains(&"--json") {
            assert!(out.contains("1.8333333333333335"), "{out}");
        }
    }
    for f in std::fs::read_dir(cache.path()).unwrap() {
        let bytes = std::fs::read(f.unwrap().path()).unwrap();
        assert!(
            !holds_key_piece(&bytes),
            "the cache holds a piece of the key"
        );
    }
    // An error detail echoing the first 16 characters.
    let s = Server::start(vec![json(
        404,
        &format!(r#"{{"detail":"unknown key {}"}}"#, &KEY[..16]),
    )]);
    let (code, out, err, _) = timed(esx_at(d.path(), &s.base).args(["books"]));
    assert_eq!(code, 5);
    let line = one_line(&err);
    assert!(line.contains("unknown key ***"), "{line}");
    assert!(!holds_key_piece(out.as_bytes()) && !holds_key_piece(err.as_bytes()));
}

#[test]
fn a_live_feed_echoing_the_key_prints_it_redacted() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    std::thread::spawn(move || {
        for stream in listener.incoming().take(3) {
            let Ok(stream) = stream else { continue };
            let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
            let Ok(mut ws) = tungstenite::accept(stream) else {
                continue;
            };
            let _ = ws.read();
            let msg = format!(
                r#"{{"type":"note","text":"your key {} is fine","n":2.50}}"#,
                &KEY[4..20]
            );
            let _ = ws.send(tungstenite::Message::text(msg));
            while ws.read().is_ok() {}
        }
    });
    let d = tempfile::tempdir().unwrap();
    let mut esx = crate::common::live::spawn(d.path(), &base, KEY, &["live", "cs2", "--watch"]);
    let line = esx.line(Duration::from_secs(20)).expect("a line");
    let (status, _) = esx.interrupt();
    assert_eq!(status.code(), Some(0));
    assert_eq!(
        line,
        r#"{"type":"note","text":"your key *** is fine","n":2.50}"#
    );
    assert!(!holds_key_piece(esx.stderr().as_bytes()));
}

// ---- 2. a loopback base URL never goes through a proxy --------------------------------

#[test]
fn a_loopback_base_url_is_fetched_directly_whatever_the_proxy_variables_say() {
    let proxy = Server::start(vec![json(200, BOOKS)]);
    let real = Server::start(vec![json(200, BOOKS)]);
    let port = real.base.rsplit(':').next().unwrap().to_string();
    let d = tempfile::tempdir().unwrap();
    for base in [real.base.clone(), format!("http://localhost:{port}")] {
        let mut cmd = esx_at(d.path(), &base);
        for var in [
            "http_proxy",
            "HTTP_PROXY",
            "https_proxy",
            "HTTPS_PROXY",
            "all_proxy",
            "ALL_PROXY",
        ] {
            cmd.env(var, &proxy.base);
        }
        cmd.env_remove("no_proxy").env_remove("NO_PROXY");
        let (code, _, err, _) = timed(cmd.args(["books", "--json"]));
        assert_eq!(code, 0, "{base}: {err}");
    }
    assert!(
        proxy.seen().is_empty(),
        "the proxy was sent {:?}",
        proxy.seen()
    );
    assert_eq!(real.seen().len(), 2);
    assert_eq!(real.seen()[0].header("x-api-key").as_deref(), Some(KEY));
}

// ---- 3. config changes under a lock -----------------------------------------------------

#[test]
fn eight_parallel_config_sets_keep_every_setting() {
    let d = tempfile::tempdir().unwrap();
    let dir = d.path().to_path_buf();
    let workers: Vec<_> = (0..8)
        .map(|w| {
            let dir = dir.clone();
            std::thread::spawn(move || {
                for i in 0..3 {
                    let key = format!("fees.venue{w}x{i}");
                    let value = format!("0.0{}", i + 1);
                    let (code, _, err, _) = timed(esx(&dir).args(["config", "set", &key, &value]));
                    assert_eq!(code, 0, "{key}: {err}");
                }
            })
        })
        .collect();
    for w in workers {
        w.join().unwrap();
    }
    let text = std::fs::read_to_string(dir.join("config.toml")).unwrap();
    let doc: toml::Table = text.parse().unwrap();
    let profile = doc["profiles"]["default"].as_table().unwrap();
    let fees = profile
        .keys()
        .filter(|k| k.starts_with("fees.venue"))
        .count();
    assert_eq!(fees, 24, "settings lost: {text}");
}

#[cfg(unix)]
#[test]
fn a_config_lock_held_elsewhere_is_waited_for_then_named() {
    let d = tempfile::tempdir().unwrap();
    std::fs::write(d.path().join("config.toml"), "").unwrap();
    let lock = std::fs::File::create(d.path().join("config.toml.lock")).unwrap();
    fs4::fs_std::FileExt::lock_exclusive(&lock).unwrap();
    let (code, _, err, took) = timed(esx(d.path()).args(["config", "set", "default_sport", "cs2"]));
    assert_eq!(code, 1, "{err}");
    let line = one_line(&err);
    assert!(line.contains("config.toml.lock"), "{line}");
    assert!(
        took >= Duration::from_secs(9) && took < Duration::from_secs(20),
        "{took:?}"
    );
    fs4::fs_std::FileExt::unlock(&lock).unwrap();
    let (code, _, err, _) = timed(esx(d.path()).args(["config", "set", "default_sport", "cs2"]));
    assert_eq!(code, 0, "{err}");
}

// ---- 4. bounds: time, calls, memory, echoes ---------------------------------------------

/// A server that answers with a head announcing a long body, then trickles it a byte
/// every 100 ms (for at most a minute).
fn trickling_server() -> (String, std::sync::Arc<std::sync::atomic::AtomicUsize>) {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let count = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let seen = std::sync::Arc::clone(&count);
    std::thread::spawn(move || {
        for stream in listener.incoming().take(8) {
            let Ok(mut stream) = stream else { continue };
            seen.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            std::thread::spawn(move || {
                let mut buf = [0u8; 4096];
                let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
                let _ = stream.read(&mut buf);
                let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100000\r\nConnection: close\r\n\r\n{";
                if stream.write_all(head.as_bytes()).is_err() {
                    return;
                }
                for _ in 0..600 {
                    std::thread::sleep(Duration::from_millis(100));
                    if stream
                        .write_all(b" ")
                        .and_then(|()| stream.flush())
                        .is_err()
                    {
                        return;
                    }
                }
            });
        }
    });
    (base, count)
}

#[test]
fn a_trickled_body_is_cut_off_by_the_timeout_and_retried() {
    let (base, connections) = trickling_server();
    let d = tempfile::tempdir().unwrap();
    let (code, out, err, took) =
        timed(esx_at(d.path(), &base).args(["books", "--timeout", "1", "--retries", "1"]));
    assert_eq!(code, 6, "{err}");
    assert!(out.is_empty());
    let line = one_line(&err);
    assert!(line.contains("timed out after 1s"), "{line}");
    assert!(line.contains("gave up after 2 attempts"), "{line}");
    // (retries + 1) × timeout plus the backoff (at most 0.5 s before retry 1).
    assert!(took < Duration::from_secs(4), "{took:?}");
    assert!(took >= Duration::from_secs(2), "{took:?}");
    assert_eq!(connections.load(std::sync::atomic::Ordering::SeqCst), 2);
}

#[test]
fn a_jq_program_that_never_ends_is_stopped_by_its_budget() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let d = tempfile::tempdir().unwrap();
    let (code, out, err, took) = timed(
        esx_at(d.path(), &s.base)
            .timeout(Duration::from_secs(300))
            .args(["books", "--jq", "def f: f; f"]),
    );
    assert_eq!(code, 2, "{err}");
    assert!(out.is_empty());
    let line = one_line(&err);
    assert!(line.contains("jq program exceeded its budget"), "{line}");
    // 100 million calls take seconds, not a spin without end (a debug build is slow).
    assert!(took < Duration::from_secs(240), "{took:?}");
}

#[test]
fn jq_results_stream_so_head_ends_the_run_at_once() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let d = tempfile::tempdir().unwrap();
    let started = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_esx"))
        .env("ESX_CONFIG_DIR", d.path())
        .env("ESX_BASE_URL", &s.base)
        .env("ESX_API_KEY", KEY)
        .args(["books", "--jq", "range(1e11)"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert_eq!(first, "0\n");
    // The reader is gone (as `head -1` would be): the next write fails and esx ends.
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(0), "{err}");
    assert!(err.is_empty(), "a closed pipe is quiet: {err}");
    assert!(
        started.elapsed() < Duration::from_secs(15),
        "{:?}",
        started.elapsed()
    );
}

#[cfg(unix)]
#[test]
fn a_config_symlinked_to_dev_zero_is_refused_unread() {
    let d = tempfile::tempdir().unwrap();
    let path = d.path().join("config.toml");
    std::os::unix::fs::symlink("/dev/zero", &path).unwrap();
    let s = Server::start(vec![json(200, BOOKS)]);
    let (code, out, err, took) = timed(esx_at(d.path(), &s.base).args(["books"]));
    assert_eq!(code, 1, "{err}");
    assert!(out.is_empty());
    let line = one_line(&err);
    assert!(
        line.contains(&path.display().to_string()) && line.contains("a character device"),
        "{line}"
    );
    assert!(took < Duration::from_secs(5), "{took:?}");
    assert!(s.seen().is_empty());
    // Over 1 MiB: refused the same way, naming the size.
    std::fs::remove_file(&path).unwrap();
    std::fs::write(&path, "# x\n".repeat(300_000)).unwrap();
    let (code, _, err, _) = timed(esx_at(d.path(), &s.base).args(["books"]));
    assert_eq!(code, 1, "{err}");
    assert!(one_line(&err).contains("over the 1 MiB"), "{err}");
}

#[test]
fn long_arguments_are_echoed_cut_and_long_service_messages_cut() {
    let d = tempfile::tempdir().unwrap();
    let s = Server::start(vec![json(
        404,
        &format!(r#"{{"detail":"{}"}}"#, "m".repeat(5000)),
    )]);
    let sport = "x".repeat(100_000);
    let (code, _, err, _) = timed(esx_at(d.path(), &s.base).args(["lines", &sport]));
    assert_eq!(code, 2);
    let line = one_line(&err);
    assert!(
        line.contains(&format!("{}…(100000 bytes)", "x".repeat(64))),
        "{line}"
    );
    assert!(line.len() < 400, "{} bytes", line.len());
    // clap's own errors too.
    let big = "9".repeat(200);
    let (code, _, err, _) = timed(esx_at(d.path(), &s.base).args(["books", "--timeout", &big]));
    assert_eq!(code, 2);
    assert!(err.contains("…(200 bytes)"), "{err}");
    assert!(!err.contains(&"9".repeat(65)), "{err}");
    // The service's message: 300 characters at most.
    let (code, _, err, _) = timed(esx_at(d.path(), &s.base).args(["books"]));
    assert_eq!(code, 5);
    let line = one_line(&err);
    assert!(line.contains(&format!("{}…", "m".repeat(300))), "{line}");
    assert!(!line.contains(&"m".repeat(301)), "{line}");
}

// ---- 5. damage: the cache checks itself, stdout failures are said -----------------------

#[test]
fn a_truncated_cache_entry_is_refetched_online_and_refused_offline() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let d = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let cmd = |args: &[&str]| {
        let mut c = esx_at(d.path(), &s.base);
        c.env("ESX_CACHE_DIR", cache.path()).args(args);
        c
    };
    let (code, _, err, _) = timed(&mut cmd(&["--cache", "5m", "books", "--json"]));
    assert_eq!(code, 0, "{err}");
    let file = std::fs::read_dir(cache.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "cache"))
        .expect("a cache file");
    let whole = std::fs::read(&file).unwrap();
    assert!(
        whole.starts_with(b"esx-cache 1 "),
        "{}",
        String::from_utf8_lossy(&whole)
    );
    let cut = |f: &std::path::Path| std::fs::write(f, &whole[..whole.len() / 2]).unwrap();
    cut(&file);
    // Online: absent, refetched (`-v` says why) and replaced whole.
    let (code, out, err, _) = timed(&mut cmd(&["--cache", "5m", "-v", "books", "--json"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("dfs_one"));
    assert!(err.contains("damaged"), "{err}");
    assert_eq!(s.seen().len(), 2);
    assert_eq!(std::fs::read(&file).unwrap(), whole);
    // Offline with only a damaged entry: exit 6, nothing sent.
    cut(&file);
    let (code, out, err, _) = timed(&mut cmd(&["--offline", "books"]));
    assert_eq!(code, 6, "{err}");
    assert!(out.is_empty());
    assert!(
        one_line(&err).contains("cached answer damaged; run once online"),
        "{err}"
    );
    assert_eq!(s.seen().len(), 2);
}

/// `esx ARGS` run by `sh` with stdout redirected by `redirect` (`>/dev/full`).
#[cfg(unix)]
fn with_stdout(dir: &std::path::Path, base: &str, redirect: &str, args: &[&str]) -> (i32, String) {
    let script = format!("exec \"$0\" \"$@\" {redirect}");
    let out = Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_esx"))
        .args(args)
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

/// A stdout on `/dev/null`, closed ones included, is a discard (tests/cli/harness.rs); a
/// write that fails is one line and exit 1.
#[cfg(unix)]
#[test]
fn a_full_disk_is_exit_1_with_one_line() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let d = tempfile::tempdir().unwrap();
    let (code, err) = with_stdout(d.path(), &s.base, ">/dev/full", &["books", "--json"]);
    assert_eq!(code, 1, "{err}");
    let line = one_line(&err);
    assert!(
        line.contains("cannot write to stdout") && line.contains("No space left"),
        "{line}"
    );
    assert_eq!(line.matches("No space left").count(), 1, "{line}");
    let (code, err) = with_stdout(d.path(), &s.base, ">/dev/full", &["books"]);
    assert_eq!(code, 1, "{err}");
    assert!(one_line(&err).contains("No space left"), "{err}");
}

// ---- 6. CSV that a spreadsheet would run -------------------------------------------------

const RISKY_BOOKS: &str = r#"{"source":"svc","total_books":5,"books":[{"book_id":1,"key":"a","display_name":"=HYPERLINK(\"http://evil\")"},{"book_id":2,"key":"b","display_name":"+120"},{"book_id":3,"key":"c","display_name":"-1.5"},{"book_id":4,"key":"d","display_name":"@SUM(A1)"},{"book_id":5,"key":"e","display_name":"\tTAB"}]}"#;

#[test]
fn csv_cells_a_spreadsheet_would_run_get_a_quote_unless_raw() {
    let s = Server::start(vec![json(200, RISKY_BOOKS)]);
    let d = tempfile::tempdir().unwrap();
    let (code, out, err, _) = timed(esx_at(d.path(), &s.base).args(["books", "--format", "csv"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(r#""'=HYPERLINK(""http://evil"")""#), "{out}");
    assert!(out.contains(",+120\n") || out.contains(",+120,"), "{out}");
    assert!(out.contains(",-1.5\n") || out.contains(",-1.5,"), "{out}");
    assert!(out.contains("'@SUM(A1)"), "{out}");
    assert!(out.contains("'\tTAB"), "{out}");
    let (_, raw, _, _) =
        timed(esx_at(d.path(), &s.base).args(["books", "--format", "csv", "--csv-raw"]));
    assert!(
        raw.contains(r#""=HYPERLINK(""http://evil"")""#) && !raw.contains('\''),
        "{raw}"
    );
    // NDJSON and jq's @csv are the user's own: never changed.
    let (_, nd, _, _) = timed(esx_at(d.path(), &s.base).args(["books", "--format", "ndjson"]));
    assert!(nd.contains(r#""=HYPERLINK(\"http://evil\")""#), "{nd}");
    let (_, jq, _, _) = timed(esx_at(d.path(), &s.base).args([
        "books",
        "--jq",
        ".books[] | [.display_name] | @csv",
    ]));
    assert!(jq.starts_with(r#""=HYPERLINK(""http://evil"")""#), "{jq}");
}

// ---- 7. a Retry-After is waited as said; signals during a fetch --------------------------

#[test]
fn a_429_retry_after_3_says_the_wait_it_does() {
    let s = Server::start(vec![
        with_header(json(429, r#"{"detail":"slow down"}"#), "Retry-After", "3"),
        json(200, BOOKS),
    ]);
    let d = tempfile::tempdir().unwrap();
    let (code, _, err, took) = timed(esx_at(d.path(), &s.base).args(["books"]));
    assert_eq!(code, 0, "{err}");
    let said: f64 = err
        .split("waiting ")
        .nth(1)
        .and_then(|r| r.split(" s").next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no wait said: {err}"));
    assert!((3.0..=3.3).contains(&said), "{err}");
    assert!(
        took.as_secs_f64() >= said - 0.05,
        "said {said}, took {took:?}"
    );
    assert!(
        took.as_secs_f64() < said + 2.0,
        "said {said}, took {took:?}"
    );
}

#[cfg(unix)]
#[test]
fn sigint_and_sigterm_during_a_fetch_exit_130_and_143_without_an_error_line() {
    let s = Server::start(vec![Reply::Slow(
        Duration::from_secs(30),
        Box::new(json(200, BOOKS)),
    )]);
    for (signal, expect) in [("INT", 130), ("TERM", 143)] {
        let d = tempfile::tempdir().unwrap();
        let child = Command::new(env!("CARGO_BIN_EXE_esx"))
            .env("ESX_CONFIG_DIR", d.path())
            .env("ESX_BASE_URL", &s.base)
            .env("ESX_API_KEY", KEY)
            .args(["books"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(800));
        let sent = Instant::now();
        Command::new("kill")
            .args([&format!("-{signal}"), &child.id().to_string()])
            .status()
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(expect), "{signal}");
        assert!(
            sent.elapsed() < Duration::from_secs(2),
            "{signal}: {:?}",
            sent.elapsed()
        );
        assert!(out.stdout.is_empty());
        assert!(
            out.stderr.is_empty(),
            "{signal}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
