//! Hostile input on the local side (issue 12): `-o` onto devices, FIFOs and symlinks,
//! signals during an export or a watch, and a config file that is broken, symlinked or
//! in an open directory.

use std::time::{Duration, Instant};

use crate::common::{BOOKS, KEY, Reply, Server, json, run};
use crate::hostile::{assert_sane, endless_page, offset_of};

// ---- 2. -o and special files ----------------------------------------------------------

#[cfg(unix)]
#[test]
fn output_to_a_device_writes_into_it_and_dev_full_says_no_space() {
    use std::os::unix::fs::FileTypeExt as _;
    let s = Server::start(vec![json(200, BOOKS)]);
    let (code, out, err) = run(&s, &["books", "--json", "-o", "/dev/null"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.is_empty());
    let meta = std::fs::metadata("/dev/null").unwrap();
    assert!(
        meta.file_type().is_char_device(),
        "/dev/null is still a device"
    );
    let (code, out, err) = run(&s, &["books", "--json", "-o", "/dev/full"]);
    assert_sane(code, &out, &err);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("/dev/full") && err.contains("No space left"),
        "{err}"
    );
    assert!(
        std::fs::metadata("/dev/full")
            .unwrap()
            .file_type()
            .is_char_device()
    );
}

#[cfg(unix)]
#[test]
fn output_to_a_fifo_writes_into_it() {
    use std::os::unix::fs::FileTypeExt as _;
    let d = tempfile::tempdir().unwrap();
    let fifo = d.path().join("pipe");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read_to_string(fifo).unwrap())
    };
    let s = Server::start(vec![json(200, BOOKS)]);
    let out = crate::common::esx_at(d.path(), &s.base)
        .args(["books", "--json", "-o"])
        .arg(&fifo)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let got = reader.join().unwrap();
    assert!(got.contains("\"dfs_one\""), "{got}");
    assert!(
        std::fs::metadata(&fifo).unwrap().file_type().is_fifo(),
        "still a FIFO"
    );
}

#[cfg(unix)]
#[test]
fn output_through_a_symlink_replaces_its_target_and_keeps_the_link() {
    let d = tempfile::tempdir().unwrap();
    let real_dir = d.path().join("data");
    std::fs::create_dir(&real_dir).unwrap();
    let target = real_dir.join("books.json");
    std::fs::write(&target, "old").unwrap();
    let link = d.path().join("latest.json");
    std::os::unix::fs::symlink("data/books.json", &link).unwrap();
    let s = Server::start(vec![json(200, BOOKS)]);
    let out = crate::common::esx_at(d.path(), &s.base)
        .args(["books", "--json", "-o"])
        .arg(&link)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(
        std::fs::read_to_string(&target)
            .unwrap()
            .contains("dfs_one")
    );
    // A dangling link gets its target created.
    std::fs::remove_file(&target).unwrap();
    let out = crate::common::esx_at(d.path(), &s.base)
        .args(["books", "--json", "-o"])
        .arg(&link)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(
        std::fs::read_to_string(&target)
            .unwrap()
            .contains("dfs_one")
    );
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    let leftovers: Vec<_> = std::fs::read_dir(&real_dir).unwrap().collect();
    assert_eq!(leftovers.len(), 1, "no temporary file left");
}

// ---- 6. Ctrl-C and SIGTERM ------------------------------------------------------------

/// Start esx in the background (stdout and stderr to files in `dir`).
fn start(dir: &std::path::Path, base: &str, args: &[&str]) -> std::process::Child {
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_esx"));
    cmd.env("ESX_NOW", crate::common::sim::NOW);
    for var in ["ESX_PROFILE", "ESX_DEMO", "NO_COLOR", "COLUMNS"] {
        cmd.env_remove(var);
    }
    cmd.env("ESX_CONFIG_DIR", dir.join("cfg"))
        .env("ESX_BASE_URL", base)
        .env("ESX_API_KEY", KEY)
        .args(args)
        .stdin(std::process::Stdio::null())
        .stdout(std::fs::File::create(dir.join("stdout")).unwrap())
        .stderr(std::fs::File::create(dir.join("stderr")).unwrap());
    cmd.spawn().unwrap()
}

/// Send `signal` (INT, TERM) and wait: the exit code and how long it took.
fn signal_and_wait(child: &mut std::process::Child, signal: &str) -> (Option<i32>, Duration) {
    let sent = Instant::now();
    let ok = std::process::Command::new("kill")
        .args([&format!("-{signal}"), &child.id().to_string()])
        .status()
        .unwrap();
    assert!(ok.success());
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return (status.code(), sent.elapsed());
        }
        if sent.elapsed() > Duration::from_secs(10) {
            let _ = child.kill();
            panic!("esx did not exit within 10 s of SIG{signal}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[cfg(unix)]
#[test]
fn ctrl_c_ends_a_watch_on_a_silent_server_within_1_s() {
    let s = Server::start(vec![Reply::Slow(
        Duration::from_secs(120),
        Box::new(json(200, "{}")),
    )]);
    let d = tempfile::tempdir().unwrap();
    let mut esx = start(d.path(), &s.base, &["gaps", "cs2", "--watch", "5"]);
    std::thread::sleep(Duration::from_millis(1200));
    assert!(!s.seen().is_empty(), "the request is in flight");
    let (code, took) = signal_and_wait(&mut esx, "INT");
    let err = std::fs::read_to_string(d.path().join("stderr")).unwrap();
    assert_eq!(code, Some(0), "{err}");
    assert!(took < Duration::from_secs(1), "took {took:?}");
}

/// A gaps server: the first page at once, then silence (an export in progress).
fn first_page_then_silence() -> Server {
    Server::start_routed(|target, _| {
        if offset_of(target) == 0 {
            json(200, &endless_page(0, "true"))
        } else {
            Reply::Slow(Duration::from_secs(60), Box::new(json(200, "{}")))
        }
    })
}

#[cfg(unix)]
#[test]
fn sigint_130_and_sigterm_143_during_an_export_leave_file_untouched_and_no_temporary() {
    for (signal, expect) in [("INT", 130), ("TERM", 143)] {
        let s = first_page_then_silence();
        let d = tempfile::tempdir().unwrap();
        let out_dir = d.path().join("out");
        std::fs::create_dir(&out_dir).unwrap();
        let file = out_dir.join("gaps.csv");
        std::fs::write(&file, "old").unwrap();
        let mut esx = start(
            d.path(),
            &s.base,
            &[
                "gaps",
                "cs2",
                "--all",
                "--format",
                "csv",
                "-o",
                file.to_str().unwrap(),
            ],
        );
        // Wait until the second page is being fetched (the temporary file exists).
        let t0 = Instant::now();
        while s.seen().len() < 2 && t0.elapsed() < Duration::from_secs(10) {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert_eq!(
            std::fs::read_dir(&out_dir).unwrap().count(),
            2,
            "FILE and its temporary"
        );
        let (code, took) = signal_and_wait(&mut esx, signal);
        assert_eq!(code, Some(expect), "SIG{signal}");
        assert!(took < Duration::from_secs(1), "SIG{signal} took {took:?}");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "old");
        let names: Vec<_> = std::fs::read_dir(&out_dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(
            names,
            vec![std::ffi::OsString::from("gaps.csv")],
            "no temporary left"
        );
    }
}

#[cfg(unix)]
#[test]
fn sigterm_143_during_live_watch_to_a_file_removes_the_temporary() {
    // A feed that never completes the handshake: the watch is waiting, FILE's temporary open.
    let s = Server::start(vec![Reply::Slow(
        Duration::from_secs(60),
        Box::new(json(200, "{}")),
    )]);
    let d = tempfile::tempdir().unwrap();
    let out_dir = d.path().join("out");
    std::fs::create_dir(&out_dir).unwrap();
    let file = out_dir.join("feed.ndjson");
    std::fs::write(&file, "old").unwrap();
    let mut esx = start(
        d.path(),
        &s.base,
        &["live", "cs2", "--watch", "-o", file.to_str().unwrap()],
    );
    std::thread::sleep(Duration::from_millis(800));
    assert_eq!(std::fs::read_dir(&out_dir).unwrap().count(), 2);
    let (code, took) = signal_and_wait(&mut esx, "TERM");
    assert_eq!(code, Some(143));
    assert!(took < Duration::from_secs(1), "{took:?}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "old");
    assert_eq!(
        std::fs::read_dir(&out_dir).unwrap().count(),
        1,
        "no temporary left"
    );
}

// ---- 12. the config file ------------------------------------------------------------------

fn esx_in(cfg: &std::path::Path) -> assert_cmd::Command {
    crate::common::esx(cfg)
}

#[test]
fn a_wrong_typed_base_url_is_reported_with_its_line_and_config_set_repairs_it() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let d = tempfile::tempdir().unwrap();
    std::fs::write(
        d.path().join("config.toml"),
        "# mine\n[profiles.default]\nbase_url = 5\n",
    )
    .unwrap();
    let out = esx_in(d.path())
        .env("ESX_API_KEY", KEY)
        .arg("books")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("base_url") && err.contains("line 3"), "{err}");
    let out = esx_in(d.path())
        .args(["config", "set", "base_url", &s.base])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(d.path().join("config.toml")).unwrap();
    assert!(text.starts_with("# mine\n"), "comment kept: {text}");
    let out = esx_in(d.path())
        .env("ESX_API_KEY", KEY)
        .arg("books")
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn a_toml_syntax_error_names_line_and_column_and_config_path_still_works() {
    let d = tempfile::tempdir().unwrap();
    std::fs::write(
        d.path().join("config.toml"),
        "[profiles.default]\ndefault_sport = \"cs2\"\nbase_url = = \"x\"\n",
    )
    .unwrap();
    let out = esx_in(d.path())
        .env("ESX_API_KEY", KEY)
        .arg("books")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("line 3, column"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    let out = esx_in(d.path()).args(["config", "path"]).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("config.toml"));
    let out = esx_in(d.path())
        .args(["config", "set", "default_sport", "dota2"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("line 3"), "{err}");
}

#[cfg(unix)]
#[test]
fn a_symlinked_config_keeps_its_link_and_comments() {
    let d = tempfile::tempdir().unwrap();
    let cfg = d.path().join("cfg");
    std::fs::create_dir(&cfg).unwrap();
    let real = d.path().join("dotfiles-esx.toml");
    std::fs::write(
        &real,
        "# my settings\n[profiles.default] # main\ndefault_sport = \"cs2\" # fav\n",
    )
    .unwrap();
    std::os::unix::fs::symlink(&real, cfg.join("config.toml")).unwrap();
    let out = esx_in(&cfg)
        .args(["config", "set", "default_sport", "dota2"])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        std::fs::symlink_metadata(cfg.join("config.toml"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    let text = std::fs::read_to_string(&real).unwrap();
    assert!(
        text.contains("# my settings") && text.contains("# main"),
        "{text}"
    );
    assert!(text.contains("default_sport = \"dota2\""), "{text}");
}

#[cfg(unix)]
#[test]
fn auth_login_tightens_a_0777_config_directory_to_0700() {
    use std::os::unix::fs::PermissionsExt as _;
    let d = tempfile::tempdir().unwrap();
    let cfg = d.path().join("cfg");
    std::fs::create_dir(&cfg).unwrap();
    std::fs::set_permissions(&cfg, std::fs::Permissions::from_mode(0o777)).unwrap();
    let out = esx_in(&cfg)
        .args(["auth", "login", "--no-verify"])
        .write_stdin(KEY)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mode = std::fs::metadata(&cfg).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o700);
    let file_mode = std::fs::metadata(cfg.join("config.toml"))
        .unwrap()
        .permissions()
        .mode()
        & 0o777;
    assert_eq!(file_mode, 0o600);
}
