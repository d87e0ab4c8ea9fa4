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
        .args(["live", "all", "123"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("takes one sport"));
    esx_at(d.path(), &s.base)
        .args(["gaps", "all", "--watch", "5"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("nor with --watch"));
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

/// In the demo, every sport of `dvr all` and `parlays all` answers: JSON merged under
/// `sports` with no `errors`, and NDJSON rows led by their sport.
#[test]
fn dvr_and_parlays_fan_out_over_their_routes_sports() {
    let d = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let out = crate::common::esx(d.path())
            .args(["--demo", "-q"])
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let v: serde_json::Value = serde_json::from_str(&run(&["dvr", "all", "--json"])).unwrap();
    assert_eq!(v["source"], "esx");
    let sports: Vec<&String> = v["sports"].as_object().unwrap().keys().collect();
    assert_eq!(
        sports,
        ["dota2", "valorant"],
        "dvr's route sports, in order"
    );
    assert_eq!(v["errors"], serde_json::json!({}));
    let nd = run(&["dvr", "dota2,valorant", "--format", "ndjson"]);
    assert!(
        nd.lines().any(|l| l.starts_with(r#"{"sport":"dota2","#)),
        "{nd}"
    );
    assert!(
        nd.lines().any(|l| l.starts_with(r#"{"sport":"valorant","#)),
        "{nd}"
    );

    let v: serde_json::Value = serde_json::from_str(&run(&[
        "parlays",
        "cs2,lol",
        "--book",
        "thunderpick",
        "--json",
    ]))
    .unwrap();
    assert_eq!(v["source"], "esx");
    let sports: Vec<&String> = v["sports"].as_object().unwrap().keys().collect();
    assert_eq!(sports, ["cs2", "lol"]);
    assert_eq!(v["errors"], serde_json::json!({}));
    let nd = run(&[
        "parlays",
        "all",
        "--book",
        "thunderpick",
        "--format",
        "ndjson",
    ]);
    assert!(nd.lines().all(|l| l.starts_with(r#"{"sport":""#)), "{nd}");
    assert!(
        nd.lines().any(|l| l.starts_with(r#"{"sport":"cs2","#)),
        "{nd}"
    );
}

/// Where the sport is paired with something of one sport (a team, a ticket, a game id, a
/// player, a page), a list is refused before anything is sent.
#[test]
fn lists_are_refused_with_a_target_of_one_sport() {
    let s = server();
    let d = tempfile::tempdir().unwrap();
    for args in [
        &["dvr", "all", "--team", "x"][..],
        &[
            "parlays",
            "all",
            "--book",
            "thunderpick",
            "--ticket",
            "m1/match_winner/home",
        ],
        &["live", "cs2,lol", "g1"],
        &["players", "show", "cs2,lol", "loqumi"],
        &["research", "player", "all", "loqumi"],
        &["breakdown", "published", "all", "team", "x"],
    ] {
        esx_at(d.path(), &s.base)
            .args(args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains("takes one sport here"));
    }
    assert!(s.seen().is_empty(), "nothing sent for a refused list");
}

/// Failures are reported in the sports' order, whatever order they finished in; the
/// exit code stays the first failure's.
#[test]
fn failures_print_in_the_sports_order() {
    let s = Server::start_routed(|target, _| {
        if target.contains("/cs2/") {
            // cs2 fails last.
            std::thread::sleep(Duration::from_millis(600));
            json(404, r#"{"detail":"cs2 gone"}"#)
        } else if target.contains("/dota2/") {
            json(503, r#"{"detail":"dota2 down"}"#)
        } else {
            json(200, &teams("lol"))
        }
    });
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .args(["--retries", "0", "teams", "cs2,lol,dota2"])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(5),
        "cs2's exit code: it comes first"
    );
    let err = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = err.lines().filter(|l| l.starts_with("error:")).collect();
    assert_eq!(lines.len(), 2, "{err}");
    assert!(lines[0].starts_with("error: cs2: "), "{err}");
    assert!(lines[1].starts_with("error: dota2: "), "{err}");
}

#[test]
fn a_refusal_every_sport_shares_is_printed_once() {
    // The service refuses the same flag for every sport (a 422 naming the book): one line,
    // not one per sport, and the usage exit code.
    let s = Server::start_routed(|_, _| {
        json(
            422,
            r#"{"detail":"book must be one of prizepicks, sleeper, got 'nosuch'"}"#,
        )
    });
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .args(["--retries", "0", "teams", "cs2,lol,dota2"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        err.matches("book must be one of").count(),
        1,
        "one line for the three sports: {err}"
    );
    assert!(!err.contains("cs2: "), "no sport named: {err}");
    assert_eq!(out.status.code(), Some(2), "{err}");
    // Two sports that fail alike and one that fails otherwise: a line per message.
    let s = Server::start_routed(|target, _| {
        if target.contains("/lol/") {
            json(503, r#"{"detail":"lol is down"}"#)
        } else {
            json(422, r#"{"detail":"bad flag"}"#)
        }
    });
    let out = esx_at(d.path(), &s.base)
        .args(["--retries", "0", "teams", "cs2,lol,dota2"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.matches("bad flag").count(), 1, "{err}");
    assert!(err.contains("cs2, dota2: "), "{err}");
    assert!(err.contains("lol: "), "{err}");
}
