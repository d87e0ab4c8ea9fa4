//! `--cache TTL` and `--offline`: hits, misses, age, errors never stored, the key never
//! written to disk.

use predicates::prelude::*;

use crate::common::{BOOKS, KEY, Server, esx_at, json};

fn cache_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    std::fs::read_dir(dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default()
}

#[test]
fn a_fresh_answer_is_reused_and_the_key_is_never_stored() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let d = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let run = || {
        esx_at(d.path(), &s.base)
            .env("ESX_CACHE_DIR", cache.path())
            .args(["--cache", "5m", "books", "--json"])
            .output()
            .unwrap()
    };
    let first = run();
    let second = run();
    assert!(first.status.success() && second.status.success());
    assert_eq!(first.stdout, second.stdout);
    assert_eq!(
        s.seen().len(),
        1,
        "the second run is answered from the cache"
    );
    let files = cache_files(cache.path());
    assert_eq!(files.len(), 1);
    for f in &files {
        let bytes = std::fs::read(f).unwrap();
        let text = String::from_utf8_lossy(&bytes);
        assert!(!text.contains(KEY), "cache file holds the key");
        assert!(!f.to_string_lossy().contains(KEY));
        assert!(text.contains("\"dfs_one\""), "body kept as served");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            let mode = std::fs::metadata(f).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }
    // Another key is another entry: no sharing answers between plans.
    esx_at(d.path(), &s.base)
        .env("ESX_CACHE_DIR", cache.path())
        .env("ESX_API_KEY", "sk-other-key-000000000000")
        .args(["--cache", "5m", "books", "-q"])
        .assert()
        .success();
    assert_eq!(s.seen().len(), 2);
    // Without --cache the cache is not consulted.
    esx_at(d.path(), &s.base)
        .env("ESX_CACHE_DIR", cache.path())
        .args(["books", "-q"])
        .assert()
        .success();
    assert_eq!(s.seen().len(), 3);
}

/// Make a cache file's fetch time (its modification time) `secs` ago.
fn age_entry(path: &std::path::Path, secs: u64) {
    let then = std::time::SystemTime::now() - std::time::Duration::from_secs(secs);
    std::fs::File::options()
        .write(true)
        .open(path)
        .unwrap()
        .set_modified(then)
        .unwrap();
}

#[test]
fn a_stale_answer_is_refetched_but_offline_serves_it_and_says_how_old() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let d = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let cmd = |args: &[&str]| {
        let mut c = esx_at(d.path(), &s.base);
        c.env("ESX_CACHE_DIR", cache.path()).args(args);
        c
    };
    cmd(&["--cache", "5m", "books", "-q"]).assert().success();
    assert_eq!(s.seen().len(), 1);
    let file = cache_files(cache.path()).pop().unwrap();
    age_entry(&file, 600);
    // Ten minutes old is older than 5m: fetched again (and stored fresh).
    cmd(&["--cache", "5m", "books", "-q"]).assert().success();
    assert_eq!(s.seen().len(), 2);
    age_entry(&file, 600);
    cmd(&["--offline", "books", "--json"])
        .assert()
        .success()
        .stdout(predicate::str::contains("\"dfs_one\""))
        .stderr(predicate::str::contains("fetched 10 min 0 s ago"));
    assert_eq!(s.seen().len(), 2, "--offline sends nothing");
}

#[test]
fn offline_with_nothing_cached_exits_6_and_errors_are_never_stored() {
    let s = Server::start(vec![json(404, r#"{"detail":"nope"}"#)]);
    let d = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    esx_at(d.path(), &s.base)
        .env("ESX_CACHE_DIR", cache.path())
        .args(["--offline", "books"])
        .assert()
        .code(6)
        .stderr(predicate::str::contains("nothing cached"));
    assert!(s.seen().is_empty());
    esx_at(d.path(), &s.base)
        .env("ESX_CACHE_DIR", cache.path())
        .args(["--cache", "5m", "books"])
        .assert()
        .code(5);
    assert!(
        cache_files(cache.path()).is_empty(),
        "a 404 is not an answer to keep"
    );
}

/// The demo's simulator listens on a new port every run; its answers are cached under
/// its seed, so a second `--demo --cache` run and `--demo --offline` answer from the cache.
#[test]
fn the_demo_is_cached_across_runs() {
    let d = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let out = crate::common::esx(d.path())
            .env("ESX_CACHE_DIR", cache.path())
            .env("ESX_API_KEY", "demo-builder")
            .arg("--demo")
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        (out.stdout, String::from_utf8(out.stderr).unwrap())
    };
    let (first, err1) = run(&["-v", "--cache", "60s", "lines", "cs2", "--json"]);
    assert!(!err1.contains("from the cache"), "{err1}");
    let (second, err2) = run(&["-v", "--cache", "60s", "lines", "cs2", "--json"]);
    assert!(
        err2.contains("from the cache"),
        "second run is a hit: {err2}"
    );
    assert_eq!(first, second);
    let (offline, _) = run(&["--offline", "lines", "cs2", "--json"]);
    assert_eq!(first, offline);
    let files = cache_files(cache.path());
    assert!(!files.is_empty());
    for f in &files {
        let text = String::from_utf8_lossy(&std::fs::read(f).unwrap()).into_owned();
        assert!(!text.contains("demo-builder") && !f.to_string_lossy().contains("demo-builder"));
    }
}
