//! What the tools refuse and how a session ends: bad arguments as tool errors in a
//! session that goes on, a rejected key never shown, output flags refused, a closed
//! stdin and SIGINT/SIGTERM ending it with exit 0.

use std::process::Stdio;
use std::time::Duration;

use serde_json::{Value, json};

use super::*;
use crate::common::sim::NOW;
use crate::common::{KEY, esx};

#[test]
fn bad_arguments_are_tool_errors_and_the_session_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let sim = pinned_sim(1);
    let base = sim.base_url();
    let s = Session::start(
        dir.path(),
        &["--base-url", &base],
        &[("ESX_API_KEY", "demo-builder")],
    );
    let (code, msg) = s.err("lines", &json!({"sport": "chess"}));
    assert_eq!(code, 2);
    assert!(
        msg.contains("unknown sport `chess`") && msg.contains("cs2, valorant, lol, dota2"),
        "{msg}"
    );
    let (code, msg) = s.err("lines", &json!({"sport": 2}));
    assert_eq!(code, 2);
    assert!(msg.contains("must be a string, got a number"), "{msg}");
    let (code, msg) = s.err("props", &json!({"sport": "cs2", "limit": "ten"}));
    assert_eq!(code, 2);
    assert!(msg.contains("limit"), "{msg}");
    let (code, msg) = s.err("flow", &json!({"sport": "cs2", "limit": 101}));
    assert_eq!(code, 2);
    assert!(msg.contains("from 1 to 100"), "{msg}");
    let (code, msg) = s.err("books", &json!({"limit": 201}));
    assert_eq!(code, 2);
    assert!(msg.contains("from 1 to 200"), "{msg}");
    let (code, msg) = s.err("lines", &json!({"sport": "cs2", "colour": "red"}));
    assert_eq!(code, 2);
    assert!(msg.contains("unknown argument `colour`"), "{msg}");
    let (code, _) = s.err("no_such_tool", &json!({}));
    assert_eq!(code, 2);
    beyond_route_refusals(&s);
    // A value the command itself refuses: its own message and exit code.
    let (code, msg) = s.err(
        "lines",
        &json!({"sport": "cs2", "local": true, "max_disagreement": 3}),
    );
    assert_eq!(code, 2);
    assert!(msg.contains("probability"), "{msg}");
    // A ticket with both sides of one market: refused before anything is sent.
    let board = cli_json(
        dir.path(),
        &base,
        &["lines", "cs2", "--market", "match_winner"],
    );
    let ev = &board["events"][0];
    let m = ev["kr_match_id"].as_str().unwrap();
    let ticket = [
        format!("{m}:match_winner:{}", ev["home_team_id"].as_str().unwrap()),
        format!("{m}:match_winner:{}", ev["away_team_id"].as_str().unwrap()),
    ];
    let (code, msg) = s.err(
        "parlay_price",
        &json!({"sport": "cs2", "book": "thunderpick", "ticket": ticket}),
    );
    assert_eq!(code, 2);
    // The CLI's own message, whole: both legs named with their selections (a tool's
    // arguments are bounded before they run, so nothing is cut: issue 40).
    assert!(msg.contains("two sides of one market"), "{msg}");
    assert!(!msg.contains("bytes)"), "nothing cut: {msg}");
    for leg in &ticket {
        assert!(leg.len() > 64, "a leg longer than the CLI's echo: {leg}");
        assert!(msg.contains(leg.as_str()), "{leg} not whole in {msg}");
    }
    // Still serving, and calls sent together (more than run at once) all answer, each
    // its own.
    assert_eq!(s.tools().len(), TOOLS.len());
    let calls: Vec<(&str, Value)> = (1..=7)
        .map(|n| ("books", json!({"limit": n})))
        .chain([("lines", json!({"sport": "mars"}))])
        .collect();
    let answers = s.call_all(&calls);
    for (n, r) in answers.iter().take(7).enumerate() {
        let rows = r.structured_content.as_ref().unwrap()["books"]
            .as_array()
            .unwrap()
            .len();
        assert_eq!(rows, n + 1);
    }
    assert_eq!(answers[7].is_error, Some(true));
    let books = s.ok("books", &json!({"limit": 1}));
    assert_eq!(books["books"].as_array().unwrap().len(), 1);
    s.close();
}

/// The tools over the routes beyond the interface: refused by the table, by the
/// command (two intel views at once, price_history without a match), by the service
/// (an unknown match: exit 5).
fn beyond_route_refusals(s: &Session) {
    let (code, msg) = s.err("live_prices", &json!({"sport": "chess"}));
    assert_eq!(code, 2);
    assert!(msg.contains("unknown sport `chess`"), "{msg}");
    let (code, msg) = s.err("live_prices", &json!({"sport": "cs2", "status": "soon"}));
    assert_eq!(code, 2);
    assert!(msg.contains("live, prematch, all"), "{msg}");
    let (code, _) = s.err(
        "live_prices",
        &json!({"sport": "cs2", "price_history": true}),
    );
    assert_eq!(code, 2);
    let (code, msg) = s.err("line_history", &json!({"sport": "cs2"}));
    assert_eq!(code, 2);
    assert!(msg.contains("`match` is required"), "{msg}");
    let (code, _) = s.err("line_history", &json!({"sport": "cs2", "match": "nope"}));
    assert_eq!(code, 5);
    let (code, msg) = s.err(
        "match_intel",
        &json!({"sport": "cs2", "match": "x", "prep": "yes"}),
    );
    assert_eq!(code, 2);
    assert!(msg.contains("true or false"), "{msg}");
    let (code, _) = s.err(
        "match_intel",
        &json!({"sport": "cs2", "match": "obsidian-lynx-vs-azure-sharks-2026-11-21", "prep": true, "veto": true}),
    );
    assert_eq!(code, 2);
}

#[test]
fn a_rejected_key_is_exit_code_3_and_never_shown() {
    let dir = tempfile::tempdir().unwrap();
    let sim = pinned_sim(1);
    let base = sim.base_url();
    let s = Session::start(
        dir.path(),
        &["-v", "--base-url", &base],
        &[("ESX_API_KEY", KEY)],
    );
    let r = s.call("lines", &json!({"sport": "cs2"}));
    assert_eq!(r.is_error, Some(true));
    let text = serde_json::to_string(&r).unwrap();
    assert_eq!(
        r.structured_content.as_ref().unwrap()["exit_code"],
        3,
        "{text}"
    );
    assert!(!text.contains(KEY) && !text.contains(&KEY[..12]), "{text}");
    let stderr = s.close();
    assert!(
        stderr.contains("mcp: esx lines"),
        "-v logs each call: {stderr}"
    );
    assert!(!stderr.contains(KEY), "{stderr}");
}

#[test]
fn output_flags_are_refused_and_a_closed_stdin_ends_the_session() {
    let dir = tempfile::tempdir().unwrap();
    esx(dir.path())
        .args(["--demo", "mcp", "-o", "x.json"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("do not apply to `esx mcp`"));
    // A client that goes away before initializing: exit 0, nothing on stdout.
    esx(dir.path())
        .args(["--demo", "mcp"])
        .write_stdin("")
        .assert()
        .success()
        .stdout(predicates::str::is_empty());
}

#[cfg(unix)]
#[test]
fn sigint_and_sigterm_end_a_session_with_exit_0() {
    use std::io::{BufRead as _, Write as _};
    let dir = tempfile::tempdir().unwrap();
    for signal in ["INT", "TERM"] {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_esx"))
            .env("ESX_NOW", NOW)
            .env("ESX_CONFIG_DIR", dir.path())
            .env_remove("ESX_API_KEY")
            .args(["--demo", "mcp"])
            // stdin stays open: only the signal can end the session.
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stderr = child.stderr.take().unwrap();
        let mut lines = std::io::BufReader::new(stderr).lines();
        let serving = lines
            .by_ref()
            .map_while(Result::ok)
            .any(|l| l.contains("serving"));
        assert!(serving, "the session announces itself on stderr");
        // A call first: the command it runs in process builds a client, and that must
        // not take the signals from the session.
        let mut stdin = child.stdin.take().unwrap();
        for msg in [
            json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}}),
            json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
            json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "books", "arguments": {}}}),
        ] {
            writeln!(stdin, "{msg}").unwrap();
        }
        let stdout = child.stdout.take().unwrap();
        let answered = std::io::BufReader::new(stdout)
            .lines()
            .map_while(Result::ok)
            .any(|l| serde_json::from_str::<Value>(&l).is_ok_and(|v| v["id"] == 2));
        assert!(answered, "the call is answered");
        let sent = std::time::Instant::now();
        assert!(
            std::process::Command::new("kill")
                .args([&format!("-{signal}"), &child.id().to_string()])
                .status()
                .unwrap()
                .success()
        );
        let status = loop {
            if let Some(s) = child.try_wait().unwrap() {
                break s;
            }
            if sent.elapsed() > Duration::from_secs(10) {
                let _ = child.kill();
                panic!("esx mcp did not end within 10 s of SIG{signal}");
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        assert_eq!(status.code(), Some(0), "SIG{signal}");
        let rest: Vec<String> = lines.map_while(Result::ok).collect();
        assert!(
            !rest.iter().any(|l| l.contains("error")),
            "SIG{signal} prints no error: {rest:?}"
        );
        drop(stdin);
    }
}
