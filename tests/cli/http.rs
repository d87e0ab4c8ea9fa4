//! The client's network contract: exit codes, retries, timeouts, redirects, key safety.

use std::time::{Duration, Instant};

use predicates::prelude::*;

use crate::common::{BOOKS, KEY, Reply, Server, esx, esx_at, json, with_header};

fn dir() -> tempfile::TempDir {
    tempfile::tempdir().expect("tempdir")
}

fn stderr_of(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn books_success_sends_the_key_in_the_header() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let d = dir();
    esx_at(d.path(), &s.base)
        .args(["books", "--json"])
        .assert()
        .success()
        .stdout(predicate::str::contains("\"dfs_one\""));
    let seen = s.seen();
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0].target, "/v6/books");
    assert_eq!(seen[0].header("x-api-key").as_deref(), Some(KEY));
    assert!(seen[0].header("referer").is_none());
}

#[test]
fn base_url_path_prefix_is_kept() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let d = dir();
    esx_at(d.path(), &format!("{}/gateway/", s.base))
        .args(["books", "-q"])
        .assert()
        .success();
    assert_eq!(s.seen()[0].target, "/gateway/v6/books");
}

#[test]
fn exit_codes_for_each_status() {
    let cases: &[(u16, &str, i32, &str)] = &[
        (401, r#"{"detail":"Invalid API key"}"#, 3, "Invalid API key"),
        (
            403,
            r#"{"detail":"/lines requires the Hobby plan or above"}"#,
            4,
            "Hobby plan",
        ),
        (404, r#"{"detail":"team never seen"}"#, 5, "team never seen"),
        (
            422,
            r#"{"detail":[{"loc":["query","limit"],"msg":"must be <= 500"}]}"#,
            2,
            "query.limit: must be <= 500",
        ),
        (
            400,
            r#"{"error":{"code":"one_mode_required","message":"give exactly one mode"}}"#,
            2,
            "give exactly one mode",
        ),
        (418, r#"{"detail":"teapot"}"#, 1, "teapot"),
    ];
    for (status, body, code, needle) in cases {
        let s = Server::start(vec![json(*status, body)]);
        let d = dir();
        let out = esx_at(d.path(), &s.base).args(["books"]).output().unwrap();
        assert_eq!(
            out.status.code(),
            Some(*code),
            "status {status}: {}",
            stderr_of(&out)
        );
        let err = stderr_of(&out);
        assert!(err.contains(needle), "status {status}: {err}");
        assert_eq!(err.lines().count(), 1, "one line: {err}");
        assert!(out.stdout.is_empty());
        assert_eq!(s.seen().len(), 1, "status {status} is not retried");
    }
}

#[test]
fn plan_errors_name_the_plan_the_route_needs() {
    let s = Server::start(vec![json(403, r#"{"detail":"forbidden"}"#)]);
    let d = dir();
    esx_at(d.path(), &s.base)
        .args(["api", "/v6/esports/cs2/lines"])
        .assert()
        .code(4)
        .stderr(predicate::str::contains("needs the Hobby plan"));
}

#[test]
fn rate_limit_429_honours_retry_after_then_succeeds() {
    let s = Server::start(vec![
        with_header(json(429, r#"{"detail":"slow down"}"#), "Retry-After", "1"),
        json(200, BOOKS),
    ]);
    let d = dir();
    let started = Instant::now();
    esx_at(d.path(), &s.base)
        .args(["books", "-v"])
        .assert()
        .success()
        .stderr(predicate::str::contains("retry 1/3"));
    assert!(
        started.elapsed() >= Duration::from_secs(1),
        "waited at least Retry-After"
    );
    assert_eq!(s.seen().len(), 2);
}

#[test]
fn rate_limit_body_reset_is_a_floor_too() {
    let s = Server::start(vec![
        json(429, r#"{"detail":"slow","resets_in_seconds":1}"#),
        json(200, BOOKS),
    ]);
    let d = dir();
    let started = Instant::now();
    esx_at(d.path(), &s.base).args(["books"]).assert().success();
    assert!(started.elapsed() >= Duration::from_secs(1));
}

#[test]
fn far_away_quota_reset_is_reported_not_slept() {
    let body = r#"{"detail":"daily quota exhausted","limit_type":"daily","resets_at":"2026-11-22T00:00:00Z","resets_in_seconds":40000}"#;
    let s = Server::start(vec![json(429, body)]);
    let d = dir();
    let started = Instant::now();
    esx_at(d.path(), &s.base)
        .args(["books"])
        .assert()
        .code(6)
        .stderr(
            predicate::str::contains("daily quota exhausted")
                .and(predicate::str::contains("2026-11-22T00:00:00Z")),
        );
    assert!(started.elapsed() < Duration::from_secs(10));
    assert_eq!(s.seen().len(), 1);
}

#[test]
fn persistent_429_exits_6_after_retries() {
    let s = Server::start(vec![with_header(
        json(429, r#"{"detail":"slow down"}"#),
        "Retry-After",
        "0",
    )]);
    let d = dir();
    esx_at(d.path(), &s.base)
        .args(["books", "--retries", "2"])
        .assert()
        .code(6)
        .stderr(predicate::str::contains("rate limited"));
    assert_eq!(s.seen().len(), 3);
}

#[test]
fn html_500_is_summarised_and_retried() {
    let page = "<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>oops</h1><p>stack trace...</p></body></html>";
    let s = Server::start(vec![Reply::Full(
        500,
        vec![("Content-Type".into(), "text/html".into())],
        page.as_bytes().to_vec(),
    )]);
    let d = dir();
    let out = esx_at(d.path(), &s.base)
        .args(["books", "--retries", "1"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(6));
    let err = stderr_of(&out);
    assert!(
        err.contains("HTML page titled \"500 Internal Server Error\""),
        "{err}"
    );
    assert!(!err.contains("<h1>"), "no markup dumped: {err}");
    assert_eq!(s.seen().len(), 2);
}

#[test]
fn html_200_is_exit_7() {
    let s = Server::start(vec![Reply::Full(
        200,
        vec![("Content-Type".into(), "text/html".into())],
        b"<html><title>Login</title></html>".to_vec(),
    )]);
    let d = dir();
    esx_at(d.path(), &s.base)
        .args(["books"])
        .assert()
        .code(7)
        .stderr(predicate::str::contains("not the documented JSON"));
}

#[test]
fn malformed_json_200_is_exit_7() {
    let s = Server::start(vec![json(200, r#"{"books": [{"book_id": 1,"#)]);
    let d = dir();
    esx_at(d.path(), &s.base)
        .args(["books"])
        .assert()
        .code(7)
        .stderr(predicate::str::contains("truncated or malformed JSON"));
}

#[test]
fn truncated_body_is_a_network_failure() {
    let s = Server::start(vec![Reply::Truncated(200, br#"{"books": ["#.to_vec())]);
    let d = dir();
    esx_at(d.path(), &s.base)
        .args(["books", "--retries", "0"])
        .assert()
        .code(6)
        .stderr(predicate::str::contains("connection broke"));
}

#[test]
fn dropped_connection_is_retried_then_exit_6() {
    let s = Server::start(vec![Reply::Drop]);
    let d = dir();
    esx_at(d.path(), &s.base)
        .args(["books", "--retries", "1"])
        .assert()
        .code(6);
    assert_eq!(s.seen().len(), 2);
}

#[test]
fn timeout_is_retried_and_exit_6() {
    let s = Server::start(vec![Reply::Slow(
        Duration::from_secs(5),
        Box::new(json(200, BOOKS)),
    )]);
    let d = dir();
    let started = Instant::now();
    esx_at(d.path(), &s.base)
        .args(["books", "--timeout", "0.5", "--retries", "1"])
        .assert()
        .code(6)
        .stderr(predicate::str::contains("timed out"));
    assert!(started.elapsed() < Duration::from_secs(5));
    assert_eq!(s.seen().len(), 2);
}

#[test]
fn connection_refused_is_exit_6() {
    let d = dir();
    esx_at(d.path(), "http://127.0.0.1:1")
        .args(["books", "--retries", "0"])
        .assert()
        .code(6)
        .stderr(predicate::str::contains("cannot connect"));
}

#[test]
fn same_origin_redirect_is_followed_with_the_key() {
    let s = Server::start_routed(|target, _| {
        if target.starts_with("/v6/esports/props") {
            Reply::Full(
                308,
                vec![("Location".into(), "/v6/esports/cs2/props".into())],
                Vec::new(),
            )
        } else {
            json(
                200,
                r#"{"source":"svc","sport":"cs2","total":0,"props":[]}"#,
            )
        }
    });
    let d = dir();
    esx_at(d.path(), &s.base)
        .args(["api", "/v6/esports/props", "-F", "game=cs2"])
        .assert()
        .success();
    let seen = s.seen();
    assert_eq!(seen.len(), 2);
    assert_eq!(seen[1].target, "/v6/esports/cs2/props");
    assert_eq!(seen[1].header("x-api-key").as_deref(), Some(KEY));
}

#[test]
fn cross_origin_redirect_is_refused_and_the_key_never_leaves() {
    let other = Server::start(vec![json(200, BOOKS)]);
    let location = format!("{}/v6/books", other.base);
    let s = Server::start(vec![Reply::Full(
        302,
        vec![("Location".into(), location)],
        Vec::new(),
    )]);
    let d = dir();
    let out = esx_at(d.path(), &s.base)
        .args(["books", "-v"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = stderr_of(&out);
    assert!(err.contains("refused to follow"), "{err}");
    assert!(!err.contains(KEY));
    assert!(
        other.seen().is_empty(),
        "the other origin got no request at all"
    );
}

#[test]
fn verbose_trace_never_contains_the_key() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let d = dir();
    let out = esx_at(d.path(), &s.base)
        .args(["books", "-v", "--json"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let all = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        stderr_of(&out)
    );
    assert!(!all.contains(KEY), "{all}");
    assert!(
        stderr_of(&out).contains("GET http://127.0.0.1"),
        "trace shows the request"
    );
    assert!(stderr_of(&out).contains("X-API-Key: ***"));
}

#[test]
fn key_is_not_sent_over_plain_http_to_remote_hosts() {
    let d = dir();
    esx_at(d.path(), "http://api.example.invalid")
        .args(["books"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--allow-insecure"));
}

#[test]
fn missing_configuration_says_how_to_configure() {
    let d = dir();
    esx(d.path()).args(["books"]).assert().code(2).stderr(
        predicate::str::contains("esx config set base_url").and(predicate::str::contains("--demo")),
    );
    esx(d.path())
        .env("ESX_BASE_URL", "http://127.0.0.1:1")
        .args(["books"])
        .assert()
        .code(3)
        .stderr(predicate::str::contains("esx auth login"));
}

#[test]
fn bad_flag_values_are_usage_errors() {
    let d = dir();
    esx(d.path())
        .args(["books", "--timeout", "abc"])
        .assert()
        .code(2);
    esx(d.path())
        .args(["books", "--retries", "99"])
        .assert()
        .code(2);
    esx(d.path())
        .args(["books", "--format", "xml"])
        .assert()
        .code(2);
    esx(d.path())
        .args(["books", "--jq", ".a | ("])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("invalid --jq"));
    esx(d.path())
        .args(["api", "/v6/books", "-F", "nokey"])
        .env("ESX_BASE_URL", "http://127.0.0.1:1")
        .env("ESX_API_KEY", KEY)
        .assert()
        .code(2);
    esx(d.path())
        .args(["--base-url", "ftp://x", "books"])
        .env("ESX_API_KEY", KEY)
        .assert()
        .code(2);
}

#[test]
fn api_paginates_to_the_end() {
    let s = Server::start_routed(|target, _| {
        let offset: usize = target
            .split("offset=")
            .nth(1)
            .and_then(|v| v.split('&').next())
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        let rows: Vec<String> = (offset..(offset + 2).min(5))
            .map(|i| format!(r#"{{"gap_id":"gap_{i}"}}"#))
            .collect();
        let more = offset + 2 < 5;
        json(
            200,
            &format!(
                r#"{{"source":"svc","total":5,"returned":{},"offset":{offset},"limit":2,"has_more":{more},"gaps":[{}]}}"#,
                rows.len(),
                rows.join(",")
            ),
        )
    });
    let d = dir();
    let out = esx_at(d.path(), &s.base)
        .args([
            "api",
            "/v6/esports/cs2/gaps",
            "--paginate",
            "--page-size",
            "2",
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr_of(&out));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["gaps"].as_array().unwrap().len(), 5);
    assert_eq!(v["has_more"], false);
    assert_eq!(v["returned"], 5);
    assert_eq!(s.seen().len(), 3);
}

#[test]
fn a_failing_page_fails_the_whole_pagination() {
    let s = Server::start_routed(|target, _| {
        if target.contains("offset=0") {
            json(
                200,
                r#"{"total":4,"has_more":true,"gaps":[{"a":1},{"a":2}]}"#,
            )
        } else {
            json(404, r#"{"detail":"gone"}"#)
        }
    });
    let d = dir();
    esx_at(d.path(), &s.base)
        .args([
            "api",
            "/v6/esports/cs2/gaps",
            "--paginate",
            "--page-size",
            "2",
        ])
        .assert()
        .code(5)
        .stdout(predicate::str::is_empty());
}

#[test]
fn https_to_a_plain_http_server_is_a_usage_error_with_the_http_url() {
    // The simulator speaks plain http: asked over https, esx names the fix at once
    // (exit 2, no retries), not "corrupt message" after four attempts (exit 6).
    let sim = crate::common::sim::sim();
    let addr = sim.addr();
    let d = dir();
    let started = Instant::now();
    let out = esx_at(d.path(), &format!("https://{addr}"))
        .args(["books"])
        .output()
        .unwrap();
    let err = stderr_of(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains(&format!("did you mean http://{addr}?")),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "not retried with backoff"
    );
}
