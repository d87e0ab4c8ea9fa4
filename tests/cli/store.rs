//! The history store on PostgreSQL (`--db postgres://…`, `ESX_DB`) against a real server
//! the test starts: `record`, `moves` and `bets` answer alike on both backends from one
//! tape (scripted `/lines`, `/props` and `/gaps` boards that move), `store copy` moves a history both ways idempotently, `store info`, exit codes
//! and the password never printed.

use std::path::Path;

use esx_store::test_server::{PASSWORD, server};
use serde_json::Value;

use crate::common::{KEY, Server, esx, json};
use crate::moves::{gaps_body, props_body};
use crate::record::{Book, board};

/// Run esx with `env` and `args`: (exit code, stdout, stderr).
fn run(base: Option<&str>, env: &[(&str, &str)], args: &[&str]) -> (i32, String, String) {
    let d = tempfile::tempdir().expect("tempdir");
    let mut cmd = esx(d.path());
    cmd.env("COLUMNS", "120")
        .env("ESX_NOW", "2026-11-21T13:00:00Z")
        .env("HOME", d.path())
        .env_remove("PGPASSWORD")
        .env_remove("PGPASSFILE");
    if let Some(b) = base {
        cmd.env("ESX_BASE_URL", b).env("ESX_API_KEY", KEY);
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.args(args).output().expect("run esx");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn ok_json((code, out, err): (i32, String, String)) -> Value {
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).expect("JSON")
}

/// The recorded instants of the one tape.
const TIMES: [&str; 3] = [
    "2026-11-21T10:00:00Z",
    "2026-11-21T11:00:00Z",
    "2026-11-21T12:00:00Z",
];

/// The tape's boards at step `i`: the match moves (sharpbook, kalshi, the consensus),
/// s1mple's kills line and odds move, gap g1 widens; the rest stays.
fn bodies(i: usize) -> (String, String, String) {
    let step = i as f64;
    let lines = board(
        "2026-11-21T18:00:00Z",
        Book(1.62 + 0.12 * step, [-161, -135, -110][i]),
        Book(2.30 - 0.2 * step, [130, 110, -105][i]),
        0.58 - 0.03 * step,
        0.60 - 0.04 * step,
    );
    let props = props_body(40.5 + step, [-115, -115, -110][i]);
    let gaps = gaps_body(33.5 + step);
    (lines, props, gaps)
}

/// Record the tape into each of `dbs` (the same board into each at each instant).
fn record_tape(dbs: &[&str]) {
    for (i, t) in TIMES.iter().enumerate() {
        let (lines, props, gaps) = bodies(i);
        let server = Server::start_routed(move |target, _| {
            let body = if target.contains("/lines") {
                &lines
            } else if target.contains("/props") {
                &props
            } else {
                &gaps
            };
            json(200, body)
        });
        for db in dbs {
            let args = [
                "record",
                "cs2",
                "--what",
                "lines,props,gaps",
                "--db",
                db,
                "--at",
                t,
                "--retries",
                "0",
                "--json",
            ];
            let out = ok_json(run(Some(&server.base), &[], &args));
            assert!(
                out["errors"]
                    .as_object()
                    .is_some_and(serde_json::Map::is_empty),
                "{out}"
            );
        }
    }
}

/// A command's JSON without the `db` it names (the one field that differs) and a bet's
/// `settled_at` (`bets settle` stamps the run's clock, which starts at `ESX_NOW` and runs).
fn answer(db: &str, args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.extend(["--db", db, "--json"]);
    let mut v = ok_json(run(None, &[], &all));
    if let Some(o) = v.as_object_mut() {
        o.remove("db");
    }
    for b in v["bets"].as_array_mut().into_iter().flatten() {
        // Stamped by the run's clock, pinned to start at ESX_NOW.
        let settled = b.as_object_mut().and_then(|o| o.remove("settled_at"));
        if let Some(t) = settled.as_ref().and_then(Value::as_str) {
            assert!(t.starts_with("2026-11-21T13:00"), "{t}");
        }
    }
    v
}

#[test]
fn record_moves_and_bets_answer_alike_on_both_backends() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("h.sqlite");
    let file = file.to_str().unwrap();
    let pg = server().database();
    record_tape(&[file, &pg]);
    let since = ["--since", "2026-11-21T09:00:00Z"];
    let lines = answer(file, &["moves", since[0], since[1]]);
    assert_eq!(
        lines["total"], 6,
        "every source of the match moved: {lines}"
    );
    assert_eq!(lines, answer(&pg, &["moves", since[0], since[1]]));
    for extra in [
        vec!["--all"],
        vec!["--tape", "props", "--all"],
        vec!["--tape", "gaps", "--all"],
        vec!["cs2", "--market", "match_winner", "--source", "consensus"],
    ] {
        let mut args = vec!["moves", since[0], since[1]];
        args.extend(extra.iter().copied());
        assert_eq!(answer(file, &args), answer(&pg, &args), "moves {extra:?}");
    }
    // A bet on the first moved quote, before its start: the same CLV from both.
    let m = &lines["moves"][0];
    let ev = m["event_id"].as_str().unwrap();
    let market = m["market"].as_str().unwrap();
    let outcome = m["outcome"].as_str().unwrap();
    for db in [file, pg.as_str()] {
        let mut add = vec![
            "bets",
            "add",
            "--event",
            ev,
            "--market",
            market,
            "--outcome",
            outcome,
            "--source",
            "thunderpick",
            "--decimal",
            "2.05",
            "--stake",
            "10",
            "--at",
            "2026-11-21T10:30:00Z",
            "--db",
            db,
        ];
        if let Some(map) = m["map"].as_u64() {
            add.extend(["--map", leak(map.to_string())]);
        }
        if let Some(line) = m["line"].as_f64() {
            add.extend(["--line", leak(line.to_string())]);
        }
        assert_eq!(run(None, &[], &add).0, 0);
        assert_eq!(
            run(None, &[], &["bets", "settle", "1", "won", "--db", db]).0,
            0
        );
    }
    let list = answer(file, &["bets", "list"]);
    // The close is computed from the recorded quotes on both backends (the same ones).
    assert!(list["bets"][0]["p_close"].is_f64(), "{list}");
    assert_eq!(list, answer(&pg, &["bets", "list"]));
    assert_eq!(
        answer(file, &["bets", "report"]),
        answer(&pg, &["bets", "report"])
    );
    let a = answer(file, &["store", "info"]);
    let b = answer(&pg, &["store", "info"]);
    assert_eq!(
        (a["backend"].as_str(), b["backend"].as_str()),
        (Some("sqlite"), Some("postgres"))
    );
    assert_eq!(a["tables"], b["tables"]);
    assert_eq!(a["first_snapshot"], b["first_snapshot"]);
    assert_eq!(b["last_snapshot"], "2026-11-21T12:00:00.000Z");
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

#[test]
fn store_copy_moves_a_history_both_ways_and_adds_nothing_twice() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("h.sqlite");
    let file = file.to_str().unwrap();
    record_tape(&[file]);
    let pg = server().database();
    let copy = |from: &str, to: &str| {
        ok_json(run(
            None,
            &[],
            &["store", "copy", "--from", from, "--to", to, "--json"],
        ))
    };
    let added = |v: &Value| {
        v["tables"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["added"].as_u64().unwrap())
            .sum::<u64>()
    };
    let first = copy(file, &pg);
    assert!(added(&first) > 30, "{first}");
    assert!(!first.to_string().contains(PASSWORD), "{first}");
    assert_eq!(added(&copy(file, &pg)), 0, "a second copy adds nothing");
    let back = dir.path().join("back.sqlite");
    let back = back.to_str().unwrap();
    copy(&pg, back);
    let rows = |db: &str| answer(db, &["store", "info"])["tables"].clone();
    assert_eq!(rows(file), rows(&pg));
    assert_eq!(rows(file), rows(back));
    let since = ["moves", "--since", "2026-11-21T09:00:00Z", "--all"];
    assert_eq!(answer(file, &since), answer(&pg, &since));
    assert_eq!(answer(file, &since), answer(back, &since));
    // The same store on both sides is a usage error.
    assert_eq!(
        run(None, &[], &["store", "copy", "--from", file, "--to", file]).0,
        2
    );
}

#[test]
fn esx_db_and_the_password_sources_select_the_server() {
    let url = server().database();
    let db = url.rsplit('/').next().unwrap().to_string();
    let bare = server().url_as("postgres", None, &db);
    // ESX_DB names the store when --db does not; `bets add` creates it.
    let add = [
        "bets",
        "add",
        "--event",
        "e",
        "--market",
        "m",
        "--outcome",
        "o",
        "--source",
        "thunderpick",
        "--decimal",
        "2",
        "--stake",
        "1",
    ];
    assert_eq!(run(None, &[("ESX_DB", &url)], &add).0, 0);
    let info = ok_json(run(None, &[("ESX_DB", &url)], &["store", "info", "--json"]));
    assert_eq!(info["backend"], "postgres");
    assert_eq!(info["schema_version"], 10);
    // The test server has no TimescaleDB: plain tables, and `store info` says so.
    assert_eq!(info["hypertables"], false);
    assert_eq!(info["timescaledb"], "absent");
    let shown = info["db"].as_str().unwrap();
    assert!(
        shown.contains("postgres:***@") && !shown.contains(PASSWORD),
        "{shown}"
    );
    // The password from PGPASSWORD, then from a private password file.
    let ok = |env: &[(&str, &str)]| run(None, env, &["bets", "list", "--db", &bare, "--json"]);
    assert_eq!(ok(&[("PGPASSWORD", PASSWORD)]).0, 0);
    let home = tempfile::tempdir().unwrap();
    let pgpass = home.path().join("pgpass");
    std::fs::write(&pgpass, format!("127.0.0.1:*:{db}:postgres:{PASSWORD}\n")).unwrap();
    set_private(&pgpass);
    assert_eq!(ok(&[("PGPASSFILE", pgpass.to_str().unwrap())]).0, 0);
    // No password anywhere: a refused login, exit 1, nothing secret printed.
    let (code, _, err) = ok(&[]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("refused the login") && err.lines().count() <= 2,
        "{err}"
    );
}

#[cfg(unix)]
fn set_private(p: &Path) {
    use std::os::unix::fs::PermissionsExt as _;
    std::fs::set_permissions(p, std::fs::Permissions::from_mode(0o600)).unwrap();
}

#[cfg(not(unix))]
fn set_private(_: &Path) {}

#[test]
fn server_faults_exit_6_or_1_and_never_print_the_password() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let down = format!("postgres://ann:hunter22@127.0.0.1:{port}/esx");
    let (code, _, err) = run(None, &[], &["moves", "--db", &down]);
    assert_eq!(code, 6, "{err}");
    assert!(
        err.contains("ann:***@") && !err.contains("hunter22"),
        "{err}"
    );
    let wrong = server().url_as("postgres", Some("hunter22"), "postgres");
    let (code, _, err) = run(None, &[], &["bets", "list", "--db", &wrong]);
    assert_eq!(code, 1, "{err}");
    assert!(!err.contains("hunter22"), "{err}");
    // A database with no esx store: read-only commands find nothing and create nothing.
    let empty = server().database();
    let (code, _, err) = run(None, &[], &["moves", "--db", &empty]);
    assert_eq!(code, 5, "{err}");
    let (code, _, err) = run(None, &[], &["store", "info", "--db", &empty]);
    assert_eq!(code, 5, "{err}");
    // A malformed URL is a usage error naming it without the password.
    let (code, _, err) = run(
        None,
        &[],
        &["moves", "--db", "postgres://ann:hunter22@host:notaport/db"],
    );
    assert_eq!(code, 2, "{err}");
    assert!(!err.contains("hunter22"), "{err}");
}
