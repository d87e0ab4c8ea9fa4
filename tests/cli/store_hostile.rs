//! The store under hostile use (DESIGN "Small hostile leftovers"): recorders creating
//! one new file at once, `--db` naming a directory, and Ctrl-C during `sim history`.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::esx;

fn spawn_esx(cfg: &Path, args: &[&str]) -> std::process::Child {
    Command::new(assert_cmd::cargo::cargo_bin("esx"))
        .env_remove("ESX_API_KEY")
        .env_remove("ESX_BASE_URL")
        .env_remove("ESX_DB")
        .env("ESX_NOW", crate::common::sim::NOW)
        .env("ESX_CONFIG_DIR", cfg)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

#[test]
fn recorders_started_together_on_a_new_file_all_succeed() {
    // Issue: one run in five failed at once with "locked by another esx for longer
    // than 30 s" while the others created the file.
    let cfg = tempfile::tempdir().unwrap();
    for round in 0..10 {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join(format!("new{round}.sqlite"));
        let db = db.to_str().unwrap();
        let started = Instant::now();
        let runs: Vec<_> = (0..4)
            .map(|_| spawn_esx(cfg.path(), &["--demo", "record", "cs2", "--db", db]))
            .collect();
        for run in runs {
            let out = run.wait_with_output().unwrap();
            assert!(
                out.status.success(),
                "round {round}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        assert!(started.elapsed() < Duration::from_secs(30), "round {round}");
        let conn = rusqlite::Connection::open(db).unwrap();
        let check: String = conn
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))
            .unwrap();
        assert_eq!(check, "ok");
        let snaps: i64 = conn
            .query_row(
                "SELECT count(DISTINCT observed_at) FROM snapshots",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert!(snaps >= 1, "round {round}");
    }
}

#[test]
fn db_naming_a_directory_is_exit_2_is_a_directory() {
    let dir = tempfile::tempdir().unwrap();
    let out = esx(dir.path())
        .args(["--demo", "record", "cs2", "--db"])
        .arg(dir.path())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("is a directory"), "{err}");
    // One error line (the demo's banner line aside).
    let lines = err.lines().filter(|l| !l.starts_with("esx: demo mode"));
    assert_eq!(lines.count(), 1, "{err}");
}

/// Rows per day (`observed_at`) of the tables `sim history` writes a day into.
fn rows_by_day(db: &Path) -> Vec<(String, i64, i64, i64)> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut q = conn
        .prepare(
            "SELECT s.observed_at, count(*),
                (SELECT count(*) FROM picks p WHERE p.observed_at = s.observed_at),
                (SELECT count(*) FROM edges e WHERE e.observed_at = s.observed_at)
             FROM snapshots s GROUP BY s.observed_at ORDER BY s.observed_at",
        )
        .unwrap();
    q.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

fn days_written(db: &Path) -> i64 {
    let Ok(conn) = rusqlite::Connection::open(db) else {
        return 0;
    };
    conn.query_row("SELECT count(DISTINCT observed_at) FROM picks", [], |r| {
        r.get(0)
    })
    .unwrap_or(0)
}

#[test]
fn ctrl_c_during_sim_history_leaves_whole_days_and_exits_130() {
    let cfg = tempfile::tempdir().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("season.sqlite");
    let mut run = spawn_esx(
        cfg.path(),
        &[
            "sim",
            "history",
            "--days",
            "30",
            "--db",
            db.to_str().unwrap(),
        ],
    );
    // SIGINT once the first day is committed.
    let deadline = Instant::now() + Duration::from_secs(120);
    while days_written(&db) < 1 {
        assert!(Instant::now() < deadline, "no day written");
        assert!(run.try_wait().unwrap().is_none(), "ended before Ctrl-C");
        std::thread::sleep(Duration::from_millis(20));
    }
    let pid = run.id().to_string();
    assert!(
        Command::new("kill")
            .args(["-INT", &pid])
            .status()
            .unwrap()
            .success()
    );
    let out = run.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{err}");
    assert!(err.contains("whole day"), "{err}");
    let got = rows_by_day(&db);
    let kept = got.len();
    assert!((1..30).contains(&kept), "{got:?}");
    // The same days written by a complete run: `--days kept` ending as many days earlier
    // puts its boards at the same instants.
    let now: jiff::Timestamp = crate::common::sim::NOW.parse().unwrap();
    let earlier = now
        .checked_sub(jiff::SignedDuration::from_hours(24 * (30 - kept as i64)))
        .unwrap();
    let whole = dir.path().join("whole.sqlite");
    let out = esx(cfg.path())
        .env("ESX_NOW", earlier.to_string())
        .args(["sim", "history", "--days", &kept.to_string(), "--db"])
        .arg(&whole)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(got, rows_by_day(&whole));
}
