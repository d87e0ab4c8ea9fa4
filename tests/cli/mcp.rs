//! `esx mcp` spoken to as an MCP client would (rmcp's client over the child's stdio):
//! initialize, tools/list, every tool called and compared with `esx <command> --json` for
//! the same arguments after the same cut, bad arguments as tool errors in a session that
//! goes on, a plan refusal, a rejected key that is never shown, and the 256 KiB bound.
//!
//! The sessions that compare answers point `esx mcp` and the CLI at one in-process
//! simulator with a pinned clock, so both see the same board whatever the date.

use std::process::Stdio;
use std::time::Duration;

use esx_sim::SimHandle;
use rmcp::model::{CallToolRequestParams, CallToolResult, Tool};
use rmcp::service::RunningService;
use rmcp::transport::TokioChildProcess;
use rmcp::{RoleClient, ServiceExt as _};
use serde_json::{Map, Value, json};
use tokio::io::AsyncReadExt as _;

use crate::common::sim::{NOW, sim_with};
use crate::common::{KEY, esx};

/// A window start before any recording, so `moves` answers the same whenever it runs.
const SINCE: &str = "2000-01-01T00:00:00Z";

/// Every tool DESIGN names.
const TOOLS: [&str; 18] = [
    "books",
    "props",
    "lines",
    "top_edges",
    "explain",
    "gaps",
    "parlay_price",
    "parlays_discover",
    "arbs",
    "picks",
    "flow",
    "dvr",
    "live_games",
    "live_boxscore",
    "research_player",
    "matches",
    "moves",
    "bets_report",
];

/// One `esx mcp` session and the runtime that drives it.
struct Session {
    rt: tokio::runtime::Runtime,
    client: Option<RunningService<RoleClient, ()>>,
    stderr: Option<tokio::task::JoinHandle<String>>,
}

impl Session {
    /// Start `esx <args> mcp` with a private config dir and `env`, and initialize.
    fn start(config: &std::path::Path, args: &[&str], env: &[(&str, &str)]) -> Self {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("runtime");
        let mut cmd = tokio::process::Command::new(env!("CARGO_BIN_EXE_esx"));
        for var in ["ESX_API_KEY", "ESX_BASE_URL", "ESX_PROFILE", "ESX_DEMO"] {
            cmd.env_remove(var);
        }
        // esx's clock is pinned like the simulator's, as every test run of esx is.
        cmd.env("ESX_CONFIG_DIR", config)
            .env("ESX_NOW", NOW)
            .env("ESX_CACHE_DIR", config.join("cache"))
            .env("ESX_DATA_DIR", config.join("data"))
            .args(args)
            .arg("mcp");
        for (k, v) in env {
            cmd.env(k, v);
        }
        let (client, stderr) = rt.block_on(async {
            let (transport, stderr) = TokioChildProcess::builder(cmd)
                .stderr(Stdio::piped())
                .spawn()
                .expect("esx mcp starts");
            // Drained as it comes, so the child never blocks on a full pipe.
            let stderr = stderr.map(|mut e| {
                tokio::spawn(async move {
                    let mut s = String::new();
                    let _ = e.read_to_string(&mut s).await;
                    s
                })
            });
            let client = tokio::time::timeout(Duration::from_secs(30), ().serve(transport))
                .await
                .expect("initialize in time")
                .expect("initialize");
            (client, stderr)
        });
        Self {
            rt,
            client: Some(client),
            stderr,
        }
    }

    fn client(&self) -> &RunningService<RoleClient, ()> {
        self.client.as_ref().expect("session open")
    }

    fn tools(&self) -> Vec<Tool> {
        self.rt
            .block_on(self.client().list_all_tools())
            .expect("tools/list")
    }

    fn call(&self, name: &str, args: &Value) -> CallToolResult {
        let args: Map<String, Value> = args.as_object().cloned().expect("an object");
        let req = CallToolRequestParams::new(name.to_string()).with_arguments(args);
        self.rt
            .block_on(async {
                tokio::time::timeout(Duration::from_secs(120), self.client().call_tool(req)).await
            })
            .unwrap_or_else(|_| panic!("{name}: no answer in time"))
            .unwrap_or_else(|e| panic!("{name}: protocol error {e}"))
    }

    /// A call that must succeed: its structured answer.
    fn ok(&self, name: &str, args: &Value) -> Value {
        let r = self.call(name, args);
        assert_eq!(
            r.is_error,
            Some(false),
            "{name} {args}: {:?}",
            r.structured_content
        );
        let s = r.structured_content.clone().expect("structured content");
        let text = &r.content[0].as_text().expect("a text copy").text;
        assert_eq!(
            serde_json::from_str::<Value>(text).unwrap(),
            s,
            "{name}: the text copy is the structured answer"
        );
        s
    }

    /// A call that must fail: (exit_code, message).
    fn err(&self, name: &str, args: &Value) -> (i64, String) {
        let r = self.call(name, args);
        assert_eq!(
            r.is_error,
            Some(true),
            "{name} {args} should fail: {:?}",
            r.structured_content
        );
        let s = r.structured_content.expect("structured error");
        (
            s["exit_code"].as_i64().expect("exit_code"),
            s["message"].as_str().expect("message").to_string(),
        )
    }

    /// End the session (stdin closed) and return what it wrote on stderr.
    fn close(mut self) -> String {
        let client = self.client.take().expect("open");
        self.rt.block_on(async {
            let _ = tokio::time::timeout(Duration::from_secs(10), client.cancel()).await;
            match self.stderr.take() {
                Some(h) => tokio::time::timeout(Duration::from_secs(10), h)
                    .await
                    .ok()
                    .and_then(Result::ok)
                    .unwrap_or_default(),
                None => String::new(),
            }
        })
    }
}

/// A simulator pinned to [`NOW`] (seed 42), at `scale`.
fn pinned_sim(scale: u32) -> SimHandle {
    sim_with(|o| o.scale = scale)
}

/// `esx <args> --json` against the simulator with the Builder demo key.
fn cli_json(config: &std::path::Path, base: &str, args: &[&str]) -> Value {
    let out = esx(config)
        .env("ESX_BASE_URL", base)
        .env("ESX_API_KEY", "demo-builder")
        .env("ESX_CACHE_DIR", config.join("cache"))
        .env("ESX_DATA_DIR", config.join("data"))
        .args(["-q", "--json"])
        .args(args)
        .output()
        .expect("esx runs");
    assert!(
        out.status.success(),
        "esx {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// The CLI's answer cut as a tool cuts it: the rows at `at` to `limit`, and, when
/// `follow`, `events[]` to those the kept rows name. Returns the rows before the cut.
fn cut(v: &mut Value, at: &str, limit: usize, follow: bool) -> usize {
    let rows = v.pointer_mut(at).and_then(Value::as_array_mut).expect(at);
    let total = rows.len();
    rows.truncate(limit);
    let named: Vec<String> = rows
        .iter()
        .filter_map(|r| r["event_id"].as_str().map(str::to_string))
        .collect();
    if follow && let Some(events) = v["events"].as_array_mut() {
        events.retain(|e| named.iter().any(|n| e["event_id"] == n.as_str()));
    }
    total
}

/// The tool's answer without what the tool adds (`esx.total`, `esx.has_more`), and those.
fn split_counts(mut v: Value) -> (Value, u64, bool) {
    let esx = v["esx"].as_object_mut().expect("an esx block");
    let total = esx
        .remove("total")
        .and_then(|t| t.as_u64())
        .expect("esx.total");
    let more = esx
        .remove("has_more")
        .and_then(|t| t.as_bool())
        .expect("esx.has_more");
    if esx.is_empty() {
        v.as_object_mut().unwrap().remove("esx");
    }
    (v, total, more)
}

/// A tool call and the command that must answer the same: (tool, arguments, the
/// command's arguments, the rows' pointer, the limit, whether `events[]` follows the rows).
type Case<'a> = (&'a str, Value, Vec<&'a str>, Option<&'a str>, usize, bool);

/// Equal JSON, or a failure naming the first place they differ (not two whole boards).
fn same(got: &Value, want: &Value, what: &str) {
    fn first_difference(a: &Value, b: &Value, path: &str) -> Option<String> {
        match (a, b) {
            (Value::Object(x), Value::Object(y)) => {
                let keys_x: Vec<&String> = x.keys().collect();
                let keys_y: Vec<&String> = y.keys().collect();
                if keys_x != keys_y {
                    return Some(format!("{path}: keys {keys_x:?} vs {keys_y:?}"));
                }
                x.iter()
                    .find_map(|(k, v)| first_difference(v, &y[k], &format!("{path}/{k}")))
            }
            (Value::Array(x), Value::Array(y)) if x.len() == y.len() => x
                .iter()
                .zip(y)
                .enumerate()
                .find_map(|(i, (p, q))| first_difference(p, q, &format!("{path}/{i}"))),
            (Value::Array(x), Value::Array(y)) => {
                Some(format!("{path}: {} rows vs {}", x.len(), y.len()))
            }
            _ if a == b => None,
            _ => Some(format!("{path}: {a} vs {b}")),
        }
    }
    if let Some(d) = first_difference(got, want, "") {
        panic!("{what}: the tool's answer differs from the CLI's at {d}");
    }
}

#[test]
fn every_tool_is_listed_with_a_schema_and_answers_as_the_cli_does() {
    let dir = tempfile::tempdir().unwrap();
    let sim = pinned_sim(1);
    let base = sim.base_url();
    let cfg = dir.path();
    let store = cfg.join("history.sqlite");
    let store = store.to_str().unwrap();
    // A recorded board for `moves` and a logged bet for `bets_report`.
    esx(cfg)
        .env("ESX_BASE_URL", &base)
        .env("ESX_API_KEY", "demo-builder")
        .args(["-q", "record", "cs2", "--db", store])
        .assert()
        .success();
    let s = Session::start(
        cfg,
        &["--base-url", &base],
        &[("ESX_API_KEY", "demo-builder")],
    );

    let tools = s.tools();
    let mut names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
    names.sort_unstable();
    let mut want = TOOLS.to_vec();
    want.sort_unstable();
    assert_eq!(names, want);
    for t in &tools {
        let schema = Value::Object(t.input_schema.as_ref().clone());
        assert_eq!(schema["type"], "object", "{}", t.name);
        assert!(schema["properties"].is_object(), "{}", t.name);
        for (name, p) in schema["properties"].as_object().unwrap() {
            let ty = p["type"]
                .as_str()
                .unwrap_or_else(|| panic!("{}.{name}: no type", t.name));
            assert!(
                ["string", "number", "integer", "boolean", "array"].contains(&ty),
                "{}.{name}: {ty}",
                t.name
            );
            if let Some(e) = p.get("enum") {
                assert!(
                    !e.as_array().unwrap().is_empty(),
                    "{}.{name}: empty enum",
                    t.name
                );
            }
        }
        assert!(
            t.description.as_ref().is_some_and(|d| d.len() > 60),
            "{} needs a description an agent can act on",
            t.name
        );
    }
    let lines = tools.iter().find(|t| t.name == "lines").unwrap();
    assert_eq!(
        lines.input_schema["properties"]["devig"]["enum"],
        json!(["multiplicative", "additive", "power", "shin", "odds-ratio"])
    );
    let picks = tools.iter().find(|t| t.name == "picks").unwrap();
    assert!(
        picks.input_schema["properties"]["app"]["enum"]
            .as_array()
            .unwrap()
            .contains(&json!("prizepicks"))
    );

    // Ids for the tools that need one, read from the CLI.
    let board = cli_json(cfg, &base, &["lines", "cs2", "--market", "match_winner"]);
    let ev0 = &board["events"][0];
    let event = ev0["event_id"].as_str().unwrap().to_string();
    let ev1 = &board["events"][1];
    let ticket = vec![
        format!(
            "{}:match_winner:{}",
            ev0["kr_match_id"].as_str().unwrap(),
            ev0["home_team_id"].as_str().unwrap()
        ),
        format!(
            "{}:match_winner:{}",
            ev1["kr_match_id"].as_str().unwrap(),
            ev1["away_team_id"].as_str().unwrap()
        ),
    ];
    let games = cli_json(cfg, &base, &["live", "cs2"]);
    let game = games["games"][0]["game_id"]
        .as_str()
        .expect("a live game")
        .to_string();
    let props = cli_json(cfg, &base, &["props", "cs2"]);
    let player = props["props"][0]["player_name"]
        .as_str()
        .unwrap()
        .to_string();
    let explain_target = format!("{event}:match_winner");
    let joined = ticket.join(",");

    // (tool, arguments, the same command, the rows' pointer, limit, events follow)
    let cases: Vec<Case> = vec![
        ("books", json!({}), vec!["books"], Some("/books"), 25, false),
        (
            "books",
            json!({"limit": 3}),
            vec!["books"],
            Some("/books"),
            3,
            false,
        ),
        (
            "props",
            json!({"sport": "cs2", "book": "prizepicks", "limit": 7}),
            vec!["props", "cs2", "--book", "prizepicks"],
            Some("/props"),
            7,
            false,
        ),
        (
            "lines",
            json!({"sport": "cs2", "market": "match_winner", "limit": 3}),
            vec!["lines", "cs2", "--market", "match_winner"],
            Some("/events"),
            3,
            false,
        ),
        (
            "lines",
            json!({"sport": "lol", "local": true, "devig": "shin", "fees": "none", "fair": "others"}),
            vec![
                "lines", "lol", "--local", "--devig", "shin", "--fees", "none", "--fair", "others",
            ],
            Some("/events"),
            25,
            false,
        ),
        (
            "top_edges",
            json!({"sport": "cs2", "limit": 2}),
            vec!["lines", "cs2", "--top"],
            Some("/top_edges"),
            2,
            true,
        ),
        (
            "top_edges",
            json!({"sport": "valorant", "local": true, "limit": 3}),
            vec!["lines", "valorant", "--top", "--local"],
            Some("/esx/top_edges"),
            3,
            true,
        ),
        (
            "explain",
            json!({"sport": "cs2", "target": explain_target}),
            vec!["lines", "cs2", "--explain", &explain_target],
            None,
            0,
            false,
        ),
        (
            "gaps",
            json!({"sport": "cs2", "limit": 5}),
            vec!["gaps", "cs2", "--limit", "6"],
            Some("/gaps"),
            5,
            false,
        ),
        (
            "gaps",
            json!({"sport": "valorant", "local": true, "min_gap": 1}),
            vec![
                "gaps",
                "valorant",
                "--local",
                "--min-gap",
                "1",
                "--limit",
                "26",
            ],
            Some("/gaps"),
            25,
            false,
        ),
        (
            "parlay_price",
            json!({"sport": "cs2", "book": "thunderpick", "ticket": ticket}),
            vec![
                "parlays",
                "cs2",
                "--book",
                "thunderpick",
                "--ticket",
                &joined,
            ],
            None,
            0,
            false,
        ),
        (
            "parlays_discover",
            json!({"sport": "cs2", "book": "thunderpick", "limit": 4}),
            vec!["parlays", "cs2", "--book", "thunderpick", "--limit", "5"],
            Some("/parlays"),
            4,
            false,
        ),
        (
            "parlays_discover",
            json!({"sport": "lol", "book": "kalshi", "size": 3, "include": "all", "limit": 100}),
            vec![
                "parlays",
                "lol",
                "--book",
                "kalshi",
                "--size",
                "3",
                "--include",
                "all",
                "--limit",
                "100",
            ],
            Some("/parlays"),
            100,
            false,
        ),
        (
            "arbs",
            json!({"sport": "cs2", "include_started": true}),
            vec!["arbs", "cs2", "--include-started"],
            Some("/arbs"),
            25,
            false,
        ),
        (
            "picks",
            json!({"sport": "cs2", "best_slips": 2, "limit": 5}),
            vec!["picks", "cs2", "--best-slips", "2"],
            Some("/picks"),
            5,
            false,
        ),
        (
            "flow",
            json!({"sport": "cs2", "limit": 5}),
            vec!["flow", "cs2", "--limit", "6"],
            Some("/plays"),
            5,
            false,
        ),
        (
            "dvr",
            json!({"sport": "dota2", "limit": 4}),
            vec!["dvr", "dota2"],
            Some("/teams"),
            4,
            false,
        ),
        (
            "live_games",
            json!({"sport": "cs2"}),
            vec!["live", "cs2"],
            Some("/games"),
            25,
            false,
        ),
        (
            "research_player",
            json!({"sport": "cs2", "name": player}),
            vec!["research", "player", "cs2", &player],
            None,
            0,
            false,
        ),
        (
            "matches",
            json!({"sport": "cs2", "limit": 3}),
            vec!["matches", "cs2", "--limit", "4"],
            Some("/matches"),
            3,
            false,
        ),
        (
            "moves",
            json!({"sport": "cs2", "db": store, "all": true, "since": SINCE, "limit": 10}),
            vec!["moves", "cs2", "--db", store, "--all", "--since", SINCE],
            Some("/moves"),
            10,
            false,
        ),
        (
            "bets_report",
            json!({"db": store}),
            vec!["bets", "report", "--db", store],
            None,
            0,
            false,
        ),
    ];
    let mut called: Vec<&str> = Vec::new();
    for (tool, args, cmd, at, limit, follow) in &cases {
        let got = s.ok(tool, args);
        let mut want = cli_json(cfg, &base, cmd);
        match at {
            Some(at) => {
                let total = cut(&mut want, at, *limit, *follow);
                let (got, got_total, more) = split_counts(got);
                same(&got, &want, &format!("{tool} {args}"));
                assert_eq!(got_total as usize, total, "{tool}: esx.total");
                let served_more = want["has_more"] == true;
                assert_eq!(more, total > *limit || served_more, "{tool}: esx.has_more");
            }
            None => same(&got, &want, &format!("{tool} {args}")),
        }
        called.push(tool);
    }
    // The live boxscore moves with the game's own clock: the same game, the same shape.
    let live = s.ok("live_boxscore", &json!({"sport": "cs2", "game_id": game}));
    let want = cli_json(cfg, &base, &["live", "cs2", &game]);
    for k in ["sport", "game_id", "match_id", "blue_code", "red_code"] {
        assert_eq!(live[k], want[k], "live_boxscore {k}");
    }
    assert!(live["boxscore"].is_object());
    called.push("live_boxscore");
    for t in TOOLS {
        assert!(called.contains(&t), "{t} was never called");
    }
    let stderr = s.close();
    assert!(!stderr.contains("error"), "{stderr}");
}

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
    assert!(
        msg.contains(&ticket[0]) && msg.contains(&ticket[1]),
        "{msg}"
    );
    // Still serving.
    assert_eq!(s.tools().len(), TOOLS.len());
    let books = s.ok("books", &json!({"limit": 1}));
    assert_eq!(books["books"].as_array().unwrap().len(), 1);
    s.close();
}

#[test]
fn demo_sessions_answer_as_the_demo_cli_and_refuse_by_plan() {
    let dir = tempfile::tempdir().unwrap();
    let s = Session::start(dir.path(), &["--demo"], &[]);
    // (tool, arguments, the same `esx --demo` command, the rows, the limit, events follow)
    let cases: Vec<Case> = vec![
        ("books", json!({}), vec!["books"], Some("/books"), 25, false),
        (
            "top_edges",
            json!({"sport": "cs2", "local": true, "limit": 3}),
            vec!["lines", "cs2", "--top", "--local"],
            Some("/esx/top_edges"),
            3,
            true,
        ),
        (
            "arbs",
            json!({"sport": "cs2"}),
            vec!["arbs", "cs2"],
            Some("/arbs"),
            25,
            false,
        ),
        (
            "picks",
            json!({"sport": "valorant", "limit": 5}),
            vec!["picks", "valorant"],
            Some("/picks"),
            5,
            false,
        ),
    ];
    for (tool, args, cmd, at, limit, follow) in &cases {
        let got = s.ok(tool, args);
        let out = esx(dir.path())
            .args(["--demo", "-q", "--json"])
            .args(cmd)
            .output()
            .unwrap();
        let mut want: Value = serde_json::from_slice(&out.stdout).unwrap();
        let total = cut(&mut want, at.unwrap(), *limit, *follow);
        let (got, got_total, _) = split_counts(got);
        same(&got, &want, &format!("--demo {tool} {args}"));
        assert_eq!(got_total as usize, total, "{tool}: esx.total");
    }
    let stderr = s.close();
    assert!(stderr.contains("demo mode"), "{stderr}");

    // A Sandbox key: /lines needs Hobby, so the call is a tool error with exit_code 4.
    let s = Session::start(dir.path(), &["--demo"], &[("ESX_API_KEY", "demo-sandbox")]);
    let (code, msg) = s.err("lines", &json!({"sport": "cs2"}));
    assert_eq!(code, 4, "{msg}");
    assert!(msg.contains("Hobby plan"), "{msg}");
    // Sandbox may still read the props board.
    let props = s.ok("props", &json!({"sport": "cs2", "limit": 1}));
    assert_eq!(props["props"].as_array().unwrap().len(), 1);
    s.close();
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
fn answers_stay_within_256_kib_on_a_big_board() {
    let dir = tempfile::tempdir().unwrap();
    let sim = pinned_sim(20);
    let base = sim.base_url();
    let s = Session::start(
        dir.path(),
        &["--base-url", &base],
        &[("ESX_API_KEY", "demo-builder")],
    );
    let r = s.call("lines", &json!({"sport": "cs2", "limit": 200}));
    assert_eq!(r.is_error, Some(false));
    let size = serde_json::to_vec(&r).unwrap().len();
    assert!(size <= 256 * 1024, "{size} bytes");
    let (got, total, more) = split_counts(r.structured_content.unwrap());
    let kept = got["events"].as_array().unwrap().len();
    assert!(more, "rows were left out");
    assert!(
        kept > 0 && kept < total as usize && kept < 200,
        "kept {kept} of {total}"
    );
    // The rows kept are the CLI's first rows.
    let mut want = cli_json(dir.path(), &base, &["lines", "cs2"]);
    let cli_total = cut(&mut want, "/events", kept, false);
    assert_eq!(cli_total, total as usize);
    assert_eq!(got, want);
    // A list that fits is whole.
    let books = s.ok("books", &json!({"limit": 200}));
    assert_eq!(books["esx"]["has_more"], false);
    s.close();
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
    use std::io::BufRead as _;
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
        drop(child.stdin.take());
    }
}
