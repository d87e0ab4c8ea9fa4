//! `--demo` and `esx sim serve`: the embedded simulator behind the real binary.

use std::io::{BufRead as _, BufReader};

use predicates::prelude::*;
use serde_json::Value;

use crate::common::{esx, esx_at};

#[test]
fn demo_answers_without_any_configuration() {
    let d = tempfile::tempdir().unwrap();
    esx(d.path())
        .args(["--demo", "books", "--json"])
        .assert()
        .success()
        .stdout(predicate::str::contains("\"books\""))
        .stderr(predicate::str::contains("simulated"));
    esx(d.path())
        .env("ESX_DEMO", "1")
        .args(["-q", "lines", "cs2", "--market", "match_winner"])
        .assert()
        .success()
        .stderr(predicate::str::is_empty());
}

#[test]
fn demo_keys_select_the_plan() {
    let d = tempfile::tempdir().unwrap();
    esx(d.path())
        .env("ESX_API_KEY", "demo-sandbox")
        .args(["--demo", "lines", "cs2"])
        .assert()
        .code(4)
        .stderr(predicate::str::contains("Hobby plan"));
    esx(d.path())
        .env("ESX_API_KEY", "demo-hobby")
        .args(["--demo", "lines", "cs2", "-q"])
        .assert()
        .success();
    // A real key is never sent to the simulator: demo mode uses the Builder demo key.
    esx(d.path())
        .env("ESX_API_KEY", "sk-real")
        .args(["--demo", "books"])
        .assert()
        .success()
        .stderr(predicate::str::contains("demo-builder"));
}

#[test]
fn local_consensus_matches_the_simulated_service() {
    // The simulator computes /lines with the same engine and rounds like the service
    // (probabilities to 6 decimals, percent and disagreement to 4): esx's local
    // derivation must agree within that rounding (1e-4, percent fields 1e-2).
    let d = tempfile::tempdir().unwrap();
    for sport in ["cs2", "valorant", "lol", "dota2"] {
        let out = esx(d.path())
            .args([
                "--demo",
                "-q",
                "lines",
                sport,
                "--check",
                "--tolerance",
                "0.0001",
                "--json",
            ])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert!(
            v["esx"]["checked_markets"].as_u64().unwrap() > 0,
            "{sport}: markets were checked"
        );
        assert_eq!(
            v["esx"]["differences"],
            serde_json::json!([]),
            "{sport}: {}",
            v["esx"]["differences"]
        );
    }
}

#[test]
fn sim_serve_prints_its_address_first_and_stops_on_ctrl_c() {
    let d = tempfile::tempdir().unwrap();
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("esx"))
        .env("ESX_NOW", crate::common::sim::NOW)
        .args([
            "sim",
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--seed",
            "7",
            "--now",
            "2026-11-21T12:00:00Z",
        ])
        .env("ESX_CONFIG_DIR", d.path())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let first = lines.next().unwrap().unwrap();
    let url = first
        .strip_prefix("listening on ")
        .expect("first line names the address")
        .to_string();
    assert!(url.starts_with("http://127.0.0.1:"), "{url}");
    let a = esx_at(d.path(), &url)
        .env("ESX_API_KEY", "demo-hobby")
        .args(["lines", "cs2", "--json"])
        .output()
        .unwrap();
    let b = esx_at(d.path(), &url)
        .env("ESX_API_KEY", "demo-hobby")
        .args(["lines", "cs2", "--json"])
        .output()
        .unwrap();
    assert!(a.status.success());
    assert_eq!(a.stdout, b.stdout, "a pinned clock gives identical answers");
    esx_at(d.path(), &url)
        .env("ESX_API_KEY", "nope")
        .args(["books"])
        .assert()
        .code(3);
    std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert_eq!(child.wait().unwrap().code(), Some(0));
}

#[test]
fn sim_serve_rejects_bad_values() {
    let d = tempfile::tempdir().unwrap();
    esx(d.path())
        .args(["sim", "serve", "--now", "yesterday"])
        .assert()
        .code(2);
    esx(d.path())
        .args(["sim", "serve", "--scale", "0"])
        .assert()
        .code(2);
    esx(d.path())
        .args(["sim", "serve", "--addr", "nowhere"])
        .assert()
        .code(2);
}

/// Run `args` with --demo piped, read `want` NDJSON records, then Ctrl-C: exit 0.
fn watch_records(args: &[&str], want: usize) -> Vec<Value> {
    let d = tempfile::tempdir().unwrap();
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("esx"))
        .env("ESX_NOW", crate::common::sim::NOW)
        .args(args)
        .env("ESX_CONFIG_DIR", d.path())
        .env_remove("ESX_API_KEY")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let records: Vec<Value> = (0..want)
        .map(|_| serde_json::from_str(&lines.next().unwrap().unwrap()).unwrap())
        .collect();
    // Close our end first: a first poll can fill the pipe, and a writer blocked on a full
    // pipe only notices a closed reader (EPIPE → quiet exit 0), not a signal flag.
    drop(lines);
    std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert_eq!(child.wait().unwrap().code(), Some(0));
    records
}

#[test]
fn props_and_gaps_watch_stream_change_records() {
    for (args, key_field) in [
        (vec!["--demo", "props", "cs2", "--watch", "1"], "offerId"),
        (vec!["--demo", "gaps", "cs2", "--watch", "1"], "gap_id"),
    ] {
        let recs = watch_records(&args, 3);
        for r in &recs {
            assert_eq!(r["type"], "new", "{r}");
            let key = r["key"].as_str().unwrap();
            assert!(
                key.starts_with(r["row"][key_field].as_str().unwrap()),
                "{key} vs {}",
                r["row"]
            );
        }
    }
}

/// A 404 on a live game or a dvr team prints the service's own detail, then esx's hint
/// (what lists the ids that exist).
#[test]
fn not_found_says_the_service_detail_and_the_hint() {
    let d = tempfile::tempdir().unwrap();
    let err = |args: &[&str]| {
        let out = esx(d.path())
            .args(["--demo", "-q"])
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(5), "{args:?}");
        String::from_utf8(out.stderr).unwrap()
    };
    assert_eq!(
        err(&["live", "cs2", "nosuch"]),
        "error: not found (404): No live game 'nosuch' in cs2; list them at /v6/esports/cs2/live/games; list the live cs2 games with `esx live cs2`\n"
    );
    assert_eq!(
        err(&["dvr", "dota2", "--team", "No Such"]),
        "error: not found (404): Team 'No Such' has never been seen in dota2; try team `No Such`'s id or slug (`esx dvr dota2` lists the teams)\n"
    );
}

/// The picks heading counts in the singular for one pick and prints break-even like the
/// table's probabilities (3 decimals); the JSON keeps the computed value whole.
#[test]
fn picks_heading_reads_right_for_one_pick() {
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        // One pick at 10 points under Poisson (negbin's best is 8.3 points).
        .args([
            "--demo",
            "-q",
            "picks",
            "cs2",
            "--model",
            "poisson",
            "--min-edge",
            "10",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("1 pick (power2 slip, 2 legs, break-even 0.577 at 3x"),
        "{text}"
    );
    let out = esx(d.path())
        .args([
            "--demo",
            "-q",
            "picks",
            "cs2",
            "--json",
            "--jq",
            ".slip.breakeven",
        ])
        .output()
        .unwrap();
    // Full precision: 3^(-1/2), every digit (the table shows 0.577).
    let printed = String::from_utf8(out.stdout).unwrap();
    assert_eq!(printed.trim().parse::<f64>().ok(), Some(3f64.powf(-0.5)));
    assert_eq!(printed.trim(), "0.5773502691896257");
}

/// The `market_key` of a move's market (event, market, map, line) on `lines --json`.
fn market_key_of(row: &Value, lines: &Value) -> String {
    lines["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["event_id"] == row["event_id"])
        .flat_map(|e| e["markets"].as_array().unwrap().iter())
        .find(|m| {
            m["market"] == row["market"] && m["map"] == row["map"] && m["line"] == row["line"]
        })
        .map(|m| m["market_key"].as_str().unwrap().to_string())
        .expect("the move's market on the board")
}

/// `esx --demo moves` reads the simulator's own tape (its `/history/contract` quote
/// tapes) from a temporary store: moves with no recorded store, the user's history
/// never created, and each move the tape's own change.
#[test]
fn demo_moves_come_from_the_simulators_own_tape() {
    let d = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        esx(d.path())
            .env("ESX_DATA_DIR", data.path())
            .args(["--demo", "-q"])
            .args(args)
            .output()
            .unwrap()
    };
    let out = run(&["moves", "cs2", "--json"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v["total"].as_u64().unwrap() > 0, "moves found: {v}");
    assert!(
        !data.path().join("history.sqlite").exists(),
        "the user's history is not touched"
    );
    // The first move against the tape itself: open and now are the tape's points at
    // their times (now = the last point); no-vig = the point's prices scaled to one.
    let row = &v["moves"][0];
    let lines = crate::common::stdout_json(&run(&["lines", "cs2", "--json"]));
    let key = market_key_of(row, &lines);
    let h = crate::common::stdout_json(&run(&["history", "--market-key", &key, "--json"]));
    let side = h["outcomes"]
        .as_array()
        .unwrap()
        .iter()
        .position(|o| *o == row["outcome"])
        .unwrap();
    let tape = h["tapes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["source"] == row["source"])
        .expect("the move's source has a tape");
    let points = tape["points"].as_array().unwrap();
    let novig = |p: &Value| {
        let ps: Vec<f64> = p["probability"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_f64().unwrap())
            .collect();
        ps[side] / ps.iter().sum::<f64>()
    };
    let since: jiff::Timestamp = "2026-11-21T06:00:00Z".parse().unwrap();
    let at = |p: &Value| {
        p["ts"]
            .as_str()
            .unwrap()
            .parse::<jiff::Timestamp>()
            .unwrap()
    };
    // The open is the quote in force when the window began: a tape point at or before it.
    let opened: jiff::Timestamp = row["open"]["observed_at"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(opened <= since, "{row}");
    let open = points.iter().find(|p| at(p) == opened).unwrap();
    let now = points.last().unwrap();
    let close = |a: f64, b: &Value| (a - b.as_f64().unwrap()).abs() < 1e-9;
    assert!(close(novig(open), &row["open"]["novig"]), "{row}");
    assert!(close(novig(now), &row["now"]["novig"]), "{row}");
    // The props and gaps tapes are not in the demo's store: say how to get them.
    let out = run(&["moves", "cs2", "--tape", "props"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--what props --db"));
}

/// Every file under `dir`, recursively.
fn files_under(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    if let Ok(entries) = std::fs::read_dir(dir) {
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                out.extend(files_under(&p));
            } else {
                out.push(p);
            }
        }
    }
    out
}

/// The commands that open the history store, with their exit code under `--demo`.
const DEMO_STORE_COMMANDS: &[(&[&str], i32)] = &[
    (&["record", "cs2"], 0),
    (&["record", "cs2", "--what", "picks,edges"], 0),
    (&["grade", "cs2"], 0),
    (&["moves", "cs2"], 0),
    (
        &[
            "bets",
            "add",
            "--event",
            "kr_ev_1",
            "--market",
            "match_winner",
            "--outcome",
            "Alpha",
            "--source",
            "thunderpick",
            "--decimal",
            "1.70",
            "--stake",
            "10",
        ],
        0,
    ),
    (&["bets", "list"], 0),
    (&["bets", "report"], 0),
    // The bet added a run ago went with that run's temporary store.
    (&["bets", "settle", "1", "won"], 5),
    (&["backtest"], 0),
    (&["store", "info"], 0),
];

/// Under `--demo`, no command that opens the history store touches the user's history:
/// with HOME and the XDG folders in a fresh directory no default store is created, an
/// existing one in `ESX_DATA_DIR` keeps its bytes, and the temporary store (in TMPDIR)
/// is gone when each run ends. A store named with `--db` is still used.
#[test]
fn demo_store_commands_never_touch_the_users_history() {
    let home = tempfile::tempdir().unwrap();
    let tmp = tempfile::tempdir().unwrap();
    let commands = DEMO_STORE_COMMANDS;
    let run = |args: &[&str], data_dir: Option<&std::path::Path>| {
        let mut cmd = esx(&home.path().join("config"));
        cmd.env("HOME", home.path())
            .env("XDG_DATA_HOME", home.path().join("data"))
            .env("XDG_CONFIG_HOME", home.path().join("xdg-config"))
            .env("TMPDIR", tmp.path())
            .env_remove("ESX_DATA_DIR")
            .args(["--demo"])
            .args(args);
        if let Some(d) = data_dir {
            cmd.env("ESX_DATA_DIR", d);
        }
        cmd.output().unwrap()
    };
    for (args, code) in commands {
        let out = run(args, None);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(*code), "{args:?}: {err}");
        if *code == 0 {
            assert!(
                err.contains("temporary history store"),
                "{args:?} says it uses a temporary store: {err}"
            );
        }
        let made: Vec<_> = files_under(home.path())
            .into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "sqlite"))
            .collect();
        assert!(made.is_empty(), "{args:?} created {made:?}");
        assert!(
            files_under(tmp.path()).is_empty(),
            "{args:?} left its temporary store behind: {:?}",
            files_under(tmp.path())
        );
    }
    // A history the user already has (ESX_DATA_DIR) keeps every byte.
    let data = tempfile::tempdir().unwrap();
    let db = data.path().join("history.sqlite");
    let out = esx(&home.path().join("config"))
        .args([
            "--demo", "-q", "bets", "add", "--event", "kr_ev_1", "--market",
        ])
        .args([
            "match_winner",
            "--outcome",
            "Alpha",
            "--source",
            "thunderpick",
        ])
        .args(["--decimal", "1.70", "--stake", "10", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let before = std::fs::read(&db).unwrap();
    for (args, code) in commands {
        let out = run(args, Some(data.path()));
        assert_eq!(out.status.code(), Some(*code), "{args:?}");
        assert_eq!(
            std::fs::read(&db).unwrap(),
            before,
            "{args:?} changed the history"
        );
    }
    // The same store named with --db is read: its bet is there.
    let out = run(
        &["bets", "list", "--json", "--db", db.to_str().unwrap()],
        None,
    );
    let listed = crate::common::stdout_json(&out);
    assert_eq!(listed["bets"].as_array().map(Vec::len), Some(1), "{listed}");
}
