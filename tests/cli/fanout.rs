//! Many sports at once: a comma list or `all`, run concurrently; one failing sport does
//! not lose the others, and the exit code is the first failure's.

use std::time::{Duration, Instant};

use predicates::prelude::*;

use crate::common::{Reply, Server, esx_at, json};

fn teams(sport: &str) -> String {
    format!(r#"{{"teams":[{{"team_id":"{sport}_tm_1","name":"{sport} one"}}]}}"#)
}

/// cs2 and dota2 answer; lol fails with a 503 (no retries).
fn server() -> Server {
    Server::start_routed(|target, _| {
        if target.contains("/lol/") {
            json(503, r#"{"detail":"lol is down"}"#)
        } else if let Some(s) = ["cs2", "dota2", "valorant"]
            .into_iter()
            .find(|s| target.contains(&format!("/{s}/")))
        {
            json(200, &teams(s))
        } else {
            json(404, r#"{"detail":"no"}"#)
        }
    })
}

#[test]
fn one_failing_sport_keeps_the_others_in_json() {
    let s = server();
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .args(["--retries", "0", "teams", "cs2,lol,dota2", "--json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(6), "the first failure's exit code");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["source"], "esx");
    assert_eq!(v["sports"]["cs2"]["teams"][0]["team_id"], "cs2_tm_1");
    assert_eq!(v["sports"]["dota2"]["teams"][0]["team_id"], "dota2_tm_1");
    assert!(v["sports"].get("lol").is_none());
    assert_eq!(v["errors"]["lol"]["exit_code"], 6);
    assert!(
        v["errors"]["lol"]["message"]
            .as_str()
            .unwrap()
            .contains("lol is down")
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("lol: "), "failure named on stderr: {err}");
    assert_eq!(s.seen().len(), 3, "one request per sport");
    // --jq runs on the merged document.
    esx_at(d.path(), &s.base)
        .args([
            "--retries",
            "0",
            "teams",
            "cs2,lol",
            "--jq",
            ".errors.lol.exit_code",
        ])
        .assert()
        .code(6)
        .stdout("6\n");
}

#[test]
fn ndjson_and_csv_rows_lead_with_the_sport_and_tables_group() {
    let s = server();
    let d = tempfile::tempdir().unwrap();
    esx_at(d.path(), &s.base)
        .args(["teams", "dota2,cs2", "--format", "ndjson"])
        .assert()
        .success()
        .stdout(
            predicate::str::starts_with(r#"{"sport":"dota2","team_id":"dota2_tm_1""#).and(
                predicate::str::contains(r#"{"sport":"cs2","team_id":"cs2_tm_1""#),
            ),
        );
    let out = esx_at(d.path(), &s.base)
        .args(["teams", "cs2,dota2", "--format", "csv"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("sport,"), "{text}");
    assert_eq!(lines.len(), 3, "one header, one row per sport: {text}");
    assert!(lines[1].starts_with("cs2,") && lines[2].starts_with("dota2,"));
    esx_at(d.path(), &s.base)
        .args(["teams", "cs2,dota2"])
        .assert()
        .success()
        .stdout(predicate::str::contains("== cs2 ==").and(predicate::str::contains("== dota2 ==")));
}

#[test]
fn sports_are_fetched_concurrently() {
    let delay = Duration::from_millis(1500);
    let s = Server::start_routed(move |target, _| {
        let sport = target.split('/').nth(3).unwrap_or("x").to_string();
        Reply::Slow(delay, Box::new(json(200, &teams(&sport))))
    });
    let d = tempfile::tempdir().unwrap();
    let started = Instant::now();
    esx_at(d.path(), &s.base)
        .args(["teams", "cs2,lol,valorant,dota2", "-q"])
        .assert()
        .success();
    let took = started.elapsed();
    assert_eq!(s.seen().len(), 4);
    // Serially this is 6 s; four at once is one delay plus start-up.
    assert!(took < delay.mul_f64(1.3), "took {took:?}");
}

#[test]
fn lists_are_checked_and_refused_where_one_sport_is_meant() {
    let s = server();
    let d = tempfile::tempdir().unwrap();
    esx_at(d.path(), &s.base)
        .args(["teams", "cs2,fifa"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("unknown sport `fifa`"));
    esx_at(d.path(), &s.base)
        .args(["live", "all"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("takes one sport"));
    esx_at(d.path(), &s.base)
        .args(["gaps", "all", "--watch", "5"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("without --watch"));
    assert!(s.seen().is_empty(), "nothing sent for a refused list");
}

#[test]
fn after_a_429_the_remaining_sports_run_one_at_a_time() {
    use std::sync::{Arc, Mutex};
    // (sport, start, end) of every 200 served.
    let spans: Arc<Mutex<Vec<(String, Instant, Instant)>>> = Arc::default();
    let spans2 = Arc::clone(&spans);
    let s = Server::start_routed(move |target, n| {
        let sport = target.split('/').nth(3).unwrap_or("x").to_string();
        if n == 0 {
            return crate::common::with_header(
                json(429, r#"{"detail":"slow down"}"#),
                "Retry-After",
                "0",
            );
        }
        let start = Instant::now();
        std::thread::sleep(Duration::from_millis(400));
        spans2
            .lock()
            .unwrap()
            .push((sport.clone(), start, Instant::now()));
        json(200, &teams(&sport))
    });
    let d = tempfile::tempdir().unwrap();
    esx_at(d.path(), &s.base)
        .args(["teams", "cs2,lol,valorant,dota2,cod,r6", "-q"])
        .assert()
        .success();
    let spans = spans.lock().unwrap().clone();
    let span = |name: &str| spans.iter().find(|(s, ..)| s == name).cloned().unwrap();
    let (cod, r6) = (span("cod"), span("r6"));
    // Four at once would start cod and r6 together; one at a time never overlaps them.
    assert!(cod.2 <= r6.1 || r6.2 <= cod.1, "cod and r6 overlapped");
}

#[test]
fn a_default_sport_list_fans_out_too() {
    let s = server();
    let d = tempfile::tempdir().unwrap();
    esx_at(d.path(), &s.base)
        .args(["config", "set", "default_sport", "cs2,dota2"])
        .assert()
        .success();
    esx_at(d.path(), &s.base)
        .args(["teams", "--format", "ndjson"])
        .assert()
        .success()
        .stdout(
            predicate::str::contains(r#"{"sport":"cs2","#)
                .and(predicate::str::contains(r#"{"sport":"dota2","#)),
        );
}
