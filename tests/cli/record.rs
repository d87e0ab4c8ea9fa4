//! `esx record` against scripted `/lines` boards: the tape holds changes only, a failed
//! fetch stores nothing for its sport, concurrent runs, migration and refused files.

use std::path::Path;

use serde_json::Value;

use crate::common::{Reply, Server, esx_at, json};

/// One sportsbook price: decimal and American odds.
#[derive(Clone, Copy)]
pub(crate) struct Book(pub f64, pub i64);

/// A hand-made `/lines` board: event `ev1` (Alpha v Bravo, starting `event_time`), one
/// `match_winner` market priced by `sharpbook` (`alpha`, `bravo`) and `kalshi`
/// (probability `kalshi_alpha`), with the consensus probability `consensus_alpha`.
pub(crate) fn board(
    event_time: &str,
    alpha: Book,
    bravo: Book,
    kalshi_alpha: f64,
    consensus_alpha: f64,
) -> String {
    let outcome = |name: &str, b: Book, k: f64, c: f64| {
        format!(
            r#"{{"name":"{name}","consensus_probability":{c:.4},"sources":[
              {{"source":"sharpbook","type":"sportsbook","probability":null,"decimal":{},"american":{},"volume":null,"open_interest":null,"liquidity":null}},
              {{"source":"kalshi","type":"prediction_market","probability":{k:.4},"decimal":null,"american":null,"volume":25000,"open_interest":9000,"liquidity":null}}],
             "best_price":null}}"#,
            b.0, b.1
        )
    };
    format!(
        r#"{{"source":"svc","sport":"cs2","market":null,"pm_weight":1.5,"books":["sharpbook","kalshi"],"total_events":1,"total_top_edges":0,
"events":[{{"event_id":"ev1","home_team":"Alpha","away_team":"Bravo","event_time":"{event_time}","matchup_key":"alpha__bravo",
 "markets":[{{"market":"match_winner","map":null,"line":null,"consensus_confidence":0.9,"sources_used":["sharpbook","kalshi"],
   "outcomes":[{},{}],
   "best_edge":null,
   "quality":{{"source_count":2,"max_disagreement":0.02,"unreliable":false,"low_confidence":true,"suspect_edge":false,"surfaced":false}},
   "entity_match":"exact"}}],
 "best_edge":null}}],
"top_edges":[]}}"#,
        outcome("Alpha", alpha, kalshi_alpha, consensus_alpha),
        outcome("Bravo", bravo, 1.0 - kalshi_alpha, 1.0 - consensus_alpha),
    )
}

/// The opening board of the scripted tape.
pub(crate) fn opening(event_time: &str) -> String {
    board(event_time, Book(1.62, -161), Book(2.30, 130), 0.58, 0.60)
}

/// Run `esx record` once against a server answering `body`: (exit code, stdout, stderr).
pub(crate) fn record_once(db: &Path, body: &str, extra: &[&str]) -> (i32, String, String) {
    let s = Server::start(vec![json(200, body)]);
    record_at(db, &s, extra)
}

/// Run `esx record cs2 --db DB --retries 0 EXTRA…` against `s`.
pub(crate) fn record_at(db: &Path, s: &Server, extra: &[&str]) -> (i32, String, String) {
    let d = tempfile::tempdir().unwrap();
    let mut args = vec![
        "record",
        "cs2",
        "--db",
        db.to_str().unwrap(),
        "--retries",
        "0",
    ];
    args.extend_from_slice(extra);
    let out = esx_at(d.path(), &s.base)
        .env("COLUMNS", "120")
        .args(&args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn quote_rows(db: &Path) -> i64 {
    esx_store::Store::open(db).unwrap().counts().unwrap().0
}

#[test]
fn a_second_unchanged_record_adds_no_quote_rows() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let body = opening("2026-11-21T18:00:00.000Z");
    let (code, out, err) = record_once(&db, &body, &["--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["source"], "esx");
    // 2 outcomes × (sharpbook, kalshi, consensus).
    assert_eq!(v["snapshots"][0]["seen"], 6);
    assert_eq!(v["snapshots"][0]["stored"], 6);
    assert_eq!(quote_rows(&db), 6);

    // Each snapshot at its own instant: on the pinned clock two runs could otherwise
    // stamp the same millisecond.
    let (code, out, _) = record_once(&db, &body, &["--json", "--now", "2026-11-21T12:01:00Z"]);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["snapshots"][0]["stored"], 0);
    assert_eq!(quote_rows(&db), 6, "the tape holds changes only");

    // Sharpbook moves Alpha: its two de-vigged outcomes change, nothing else.
    let moved = board(
        "2026-11-21T18:00:00.000Z",
        Book(1.74, -135),
        Book(2.30, 130),
        0.58,
        0.60,
    );
    let (code, out, err) = record_once(&db, &moved, &["--now", "2026-11-21T12:02:00Z"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("recorded 2 changed quotes"), "{out}");
    assert_eq!(quote_rows(&db), 8);
}

#[test]
fn a_failed_fetch_stores_nothing_for_its_sport_and_keeps_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let body = opening("2026-11-21T18:00:00.000Z");
    let s = Server::start_routed(move |target, _| {
        if target.contains("/cs2/") {
            json(200, &body)
        } else {
            json(503, r#"{"detail":"upstream down"}"#)
        }
    });
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .args([
            "record",
            "cs2,lol",
            "--db",
            db.to_str().unwrap(),
            "--retries",
            "0",
            "--json",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(6));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("lol: nothing recorded"), "{err}");
    assert!(err.contains("1 of 2 sports failed"), "{err}");
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["errors"]["lol"]["exit_code"], 6);
    assert_eq!(v["snapshots"][0]["sport"], "cs2");
    assert_eq!(quote_rows(&db), 6);
}

#[test]
fn a_failure_in_any_part_stores_no_part_of_the_sport() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let body = opening("2026-11-21T18:00:00.000Z");
    // Lines answer; props answer with the wrong shape (exit 7).
    let s = Server::start_routed(move |target, _| {
        if target.contains("/lines") {
            json(200, &body)
        } else {
            json(
                200,
                r#"{"source":"svc","sport":"cs2","total":"many","props":{}}"#,
            )
        }
    });
    let (code, out, err) = record_at(&db, &s, &["--what", "lines,props"]);
    assert_eq!(code, 7, "{out}{err}");
    assert!(err.contains("cs2: nothing recorded"), "{err}");
    assert_eq!(quote_rows(&db), 0);
}

#[test]
fn concurrent_record_runs_both_succeed() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let body = opening("2026-11-21T18:00:00.000Z");
    let s = Server::start(vec![json(200, &body)]);
    let cfg = tempfile::tempdir().unwrap();
    let spawn = || {
        std::process::Command::new(assert_cmd::cargo::cargo_bin("esx"))
            .env("ESX_NOW", crate::common::sim::NOW)
            .env("ESX_CONFIG_DIR", cfg.path())
            .env("ESX_BASE_URL", &s.base)
            .env("ESX_API_KEY", crate::common::KEY)
            .args(["record", "cs2", "--db", db.to_str().unwrap(), "--json"])
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap()
    };
    let runs: Vec<_> = (0..3).map(|_| spawn()).collect();
    let mut stored = 0;
    for run in runs {
        let out = run.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        stored += v["snapshots"][0]["stored"].as_u64().unwrap();
    }
    // One run stored the board; the others saw it and stored nothing.
    assert_eq!(stored, 6);
    assert_eq!(quote_rows(&db), 6);
}

#[test]
fn an_older_schema_is_migrated_on_open() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("old.sqlite");
    {
        let c = rusqlite::Connection::open(&db).unwrap();
        c.execute_batch(esx_store::schema::V1_LINES).unwrap();
        c.pragma_update(None, "user_version", 1).unwrap();
        c.pragma_update(None, "application_id", esx_store::schema::APPLICATION_ID)
            .unwrap();
        c.execute_batch(
            "INSERT INTO quote_keys (sport, event_id, market, outcome, source, source_type)
               VALUES ('cs2', 'old_ev', 'match_winner', 'Old', 'sharpbook', 'sportsbook');
             INSERT INTO quotes VALUES (1, '2026-01-01T00:00:00.000Z', 1.9, -111, NULL, 0.5);",
        )
        .unwrap();
    }
    let (code, _, err) = record_once(&db, &opening("2026-11-21T18:00:00.000Z"), &[]);
    assert_eq!(code, 0, "{err}");
    let store = esx_store::Store::open(&db).unwrap();
    assert_eq!(store.version().unwrap(), esx_store::schema::CURRENT_VERSION);
    assert_eq!(store.counts().unwrap().0, 7, "the old row is kept");
    // The bet log (added in v2) works on the migrated file.
    let d = tempfile::tempdir().unwrap();
    crate::common::esx(d.path())
        .args(["bets", "list", "--db", db.to_str().unwrap()])
        .assert()
        .success();
}

fn refused(db: &Path, want: &str) {
    let before = std::fs::read(db).unwrap();
    let s = Server::start(vec![json(200, &opening("2026-11-21T18:00:00.000Z"))]);
    let (code, out, err) = record_at(db, &s, &[]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(err.contains(want), "{err}");
    assert!(err.contains("left untouched"), "{err}");
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert_eq!(err.matches(want).count(), 1, "said once: {err}");
    assert_eq!(std::fs::read(db).unwrap(), before, "the file is untouched");
    assert!(s.seen().is_empty(), "no request is spent on a refused file");
}

#[test]
fn a_corrupt_file_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    std::fs::write(&db, b"definitely not sqlite\n".repeat(100)).unwrap();
    refused(&db, "is not an SQLite database");
}

#[test]
fn a_foreign_database_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("other.sqlite");
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute_batch("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine');")
        .unwrap();
    refused(&db, "another program");
}

#[test]
fn a_database_from_a_newer_esx_is_refused_not_rewritten() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    drop(esx_store::Store::open(&db).unwrap());
    {
        let c = rusqlite::Connection::open(&db).unwrap();
        c.pragma_update(None, "journal_mode", "DELETE").unwrap();
        c.pragma_update(None, "user_version", esx_store::schema::CURRENT_VERSION + 5)
            .unwrap();
    }
    refused(&db, "newer esx");
}

#[test]
fn the_default_database_lives_in_the_data_directory() {
    let data = tempfile::tempdir().unwrap();
    let s = Server::start(vec![json(200, &opening("2026-11-21T18:00:00.000Z"))]);
    let d = tempfile::tempdir().unwrap();
    esx_at(d.path(), &s.base)
        .env("ESX_DATA_DIR", data.path())
        .args(["record", "cs2"])
        .assert()
        .success();
    assert_eq!(quote_rows(&data.path().join("history.sqlite")), 6);
}

#[test]
fn bad_sports_and_parts_are_usage_errors() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let s = Server::start(vec![Reply::Drop]);
    let (code, _, err) = record_at(&db, &s, &["--what", "bets"]);
    assert_eq!(code, 2, "{err}");
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .args(["record", "cod", "--db", db.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("valid: cs2, valorant, lol, dota2"));
    assert!(s.seen().is_empty());
}

#[test]
fn record_all_props_and_gaps_against_the_simulator() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    // The pinned clock keeps the board still between the two runs.
    let sim = crate::common::sim::sim();
    let d = tempfile::tempdir().unwrap();
    let run = || {
        let out = crate::common::esx(d.path())
            .env("ESX_BASE_URL", sim.base_url())
            .env("ESX_API_KEY", "demo-builder")
            .args(["record", "all", "--what", "lines,props,gaps", "--json"])
            .args(["--db", db.to_str().unwrap()])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice::<Value>(&out.stdout).unwrap()
    };
    let first = run();
    let rows = first["snapshots"].as_array().unwrap();
    // Lines for the four lines sports, props and gaps for all eight.
    assert_eq!(rows.len(), 4 + 8 + 8);
    assert!(
        rows.iter().all(|r| r["seen"].as_u64().unwrap() > 0),
        "{rows:?}"
    );
    let second = run();
    for r in second["snapshots"].as_array().unwrap() {
        assert_eq!(r["stored"], 0, "{r}");
    }
    let store = esx_store::Store::open(&db).unwrap();
    let (quotes, props, gaps) = store.counts().unwrap();
    let seen = |what: &str| -> i64 {
        rows.iter()
            .filter(|r| r["what"] == what)
            .map(|r| r["seen"].as_i64().unwrap())
            .sum()
    };
    assert_eq!(
        (quotes, props, gaps),
        (seen("lines"), seen("props"), seen("gaps"))
    );
}

#[test]
fn record_without_a_sport_uses_a_default_sport_list() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let sim = crate::common::sim::sim();
    let d = tempfile::tempdir().unwrap();
    crate::common::esx(d.path())
        .args(["config", "set", "default_sport", "cs2,lol"])
        .assert()
        .success();
    let out = crate::common::esx(d.path())
        .env("ESX_BASE_URL", sim.base_url())
        .env("ESX_API_KEY", "demo-builder")
        .args(["record", "--json", "--db", db.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let sports: Vec<&str> = v["snapshots"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["sport"].as_str().unwrap())
        .collect();
    assert_eq!(sports, ["cs2", "lol"]);
}
