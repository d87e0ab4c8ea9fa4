//! The vendor's own agent server (kashrock-mcp 0.6.9) runs whole on `esx sim serve`:
//! started over stdio with rmcp's client, its tools listed, every one called with real ids
//! from the simulator at the pinned instant (seed 42), each answering 200 and something;
//! a Sandbox key gets its 403 as the server's plan error.
//!
//! The server lives in a venv of its own (`scripts/vendor-mcp-venv.sh`, which `.ci/run`
//! runs). CI sets `ESX_VENDOR_MCP_REQUIRED=1`, so there a missing venv fails the test;
//! elsewhere it skips with a loud message. `ESX_VENDOR_MCP` names the server's
//! executable when it is not at `target/vendor-mcp/venv/bin/kashrock-mcp`.

use std::io::{BufRead as _, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use rmcp::model::CallToolRequestParams;
use rmcp::transport::TokioChildProcess;
use rmcp::{RoleClient, ServiceExt as _, service::RunningService};
use serde_json::{Map, Value, json};

use crate::common::sim::{NOW, client};

/// How many tools kashrock-mcp 0.6.9 lists (`login` among them).
const VENDOR_TOOLS: usize = 62;

/// The vendor server's executable, or `None` (skip) outside CI when it is not installed.
fn vendor_server() -> Option<PathBuf> {
    let path = std::env::var_os("ESX_VENDOR_MCP").map_or_else(
        || {
            PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                .join("target/vendor-mcp/venv/bin/kashrock-mcp")
        },
        PathBuf::from,
    );
    if path.is_file() {
        return Some(path);
    }
    let required = std::env::var("ESX_VENDOR_MCP_REQUIRED").is_ok_and(|v| v == "1");
    assert!(
        !required,
        "ESX_VENDOR_MCP_REQUIRED=1 but the vendor MCP server is missing at {}: run scripts/vendor-mcp-venv.sh",
        path.display()
    );
    // Loud on purpose: a skipped integration test must not pass unseen.
    #[expect(
        clippy::print_stderr,
        reason = "a skipped integration test must say so on stderr"
    )]
    {
        eprintln!(
            "\n!!! SKIPPED vendor_mcp: kashrock-mcp is not installed at {} (run scripts/vendor-mcp-venv.sh, or set ESX_VENDOR_MCP) !!!\n",
            path.display()
        );
    }
    None
}

/// `esx sim serve` on a free port, killed when dropped.
struct Served {
    child: Child,
    url: String,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serve() -> Served {
    let mut child = Command::new(env!("CARGO_BIN_EXE_esx"))
        .args([
            "sim",
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--seed",
            "42",
            "--now",
            NOW,
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("esx sim serve starts");
    let mut line = String::new();
    let out = child.stdout.take().expect("stdout");
    BufReader::new(out)
        .read_line(&mut line)
        .expect("a first line");
    let url = line
        .trim()
        .strip_prefix("listening on ")
        .unwrap_or_else(|| panic!("first line names the address: {line}"))
        .to_string();
    Served { child, url }
}

fn fetch(base: &str, path: &str) -> Value {
    let body = client()
        .get(format!("{base}{path}"))
        .header("X-API-Key", "demo-builder")
        .send()
        .and_then(reqwest::blocking::Response::bytes)
        .unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_slice(&body).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn first(v: &Value, list: &str, field: &str) -> String {
    v[list][0][field]
        .as_str()
        .unwrap_or_else(|| panic!("{list}[0].{field} in {v}"))
        .to_string()
}

/// Real ids from the simulator at the pinned instant.
struct Ids {
    live_game: String,
    live_match: String,
    upcoming_id: String,
    upcoming_slug: String,
    home: String,
    away: String,
    finished_slug: String,
    player: String,
    player_id: String,
    prop: String,
    book: String,
    combo: String,
}

fn ids(base: &str) -> Ids {
    let live = fetch(base, "/v6/esports/cs2/live/games");
    let up = fetch(base, "/v6/esports/cs2/matches?status=upcoming&limit=1");
    let done = fetch(base, "/v6/esports/cs2/matches?status=finished&limit=1");
    let props = fetch(base, "/v6/esports/cs2/props?limit=1");
    let player_id = first(&props, "props", "canonical_player_id");
    // A combo id: the first duo the board's first player forms with a teammate, as the
    // player's full stats list it (`combos[].combo_id`).
    let full = fetch(
        base,
        &format!("/v6/esports/cs2/players/{player_id}/stats/full"),
    );
    let combo = full["combos"][0]["combo_id"]
        .as_str()
        .unwrap_or_else(|| panic!("no combo in the player's full stats: {full}"))
        .to_string();
    Ids {
        live_game: first(&live, "games", "game_id"),
        live_match: first(&live, "games", "match_id"),
        upcoming_id: first(&up, "matches", "kr_match_id"),
        upcoming_slug: first(&up, "matches", "slug"),
        home: first(&up, "matches", "home_team"),
        away: first(&up, "matches", "away_team"),
        finished_slug: first(&done, "matches", "slug"),
        player: first(&props, "props", "player_name"),
        player_id,
        prop: first(&props, "props", "propId"),
        book: first(&props, "props", "sportsbook_name"),
        combo,
    }
}

/// `{"sport": "cs2"}` with `extra`'s fields.
fn cs2(extra: Value) -> Value {
    let mut m = json!({"sport": "cs2"});
    if let (Some(o), Value::Object(e)) = (m.as_object_mut(), extra) {
        o.extend(e);
    }
    m
}

/// One argument object per tool, every one of the server's tools.
fn calls(i: &Ids) -> Vec<(&'static str, Value)> {
    let mut calls = v7_and_catalogue_calls(i);
    calls.extend(read_calls(i));
    calls
}

/// The v7 tools, then the account and catalogue tools (whoami, list_*, explain, suggest).
fn v7_and_catalogue_calls(i: &Ids) -> Vec<(&'static str, Value)> {
    vec![
        ("login", json!({})),
        (
            "v7_matches",
            cs2(json!({"include": "boxscore,streams,h2h"})),
        ),
        ("v7_props", cs2(json!({}))),
        ("v7_lines", cs2(json!({}))),
        (
            "v7_parlays",
            cs2(json!({"book": "thunderpick", "include": "all"})),
        ),
        ("v7_flow", cs2(json!({}))),
        ("v7_live", json!({"sport": "all"})),
        ("v7_players", cs2(json!({"q": i.player}))),
        ("v7_teams", cs2(json!({"team1": i.home, "team2": i.away}))),
        ("v7_history", cs2(json!({"prop": i.prop, "book": i.book}))),
        ("v7_results", cs2(json!({}))),
        (
            "v7_breakdown",
            cs2(json!({"team1": i.home, "team2": i.away})),
        ),
        ("v7_meta", json!({"include": "boards"})),
        ("whoami", json!({})),
        ("list_capabilities", json!({})),
        ("list_sports", json!({})),
        ("list_books", json!({})),
        ("list_markets", json!({})),
        (
            "explain_error",
            json!({"message": "403 requires the Builder plan"}),
        ),
        ("suggest_build", json!({"goal": "find +EV lines"})),
    ]
}

/// The read tools (get_*, search_*, research_*): boards, players, matches, live games.
fn read_calls(i: &Ids) -> Vec<(&'static str, Value)> {
    let intel = || cs2(json!({"match_slug": i.upcoming_slug}));
    vec![
        ("get_props", cs2(json!({}))),
        ("get_player_props", cs2(json!({}))),
        ("get_moneylines", cs2(json!({}))),
        ("get_lines", cs2(json!({}))),
        ("get_best_lines", cs2(json!({}))),
        ("get_gaps", cs2(json!({}))),
        ("get_coverage", cs2(json!({}))),
        ("get_media", cs2(json!({"player": i.player}))),
        ("get_player_snapshot", cs2(json!({"player": i.player}))),
        ("search_players", cs2(json!({"q": i.player}))),
        ("get_player", cs2(json!({"player_id": i.player_id}))),
        ("get_player_stats", cs2(json!({"player_id": i.player_id}))),
        ("get_player_stats_full", cs2(json!({"player": i.player}))),
        ("get_rankings", cs2(json!({}))),
        ("research_board", cs2(json!({}))),
        ("research_board_tapes", cs2(json!({}))),
        ("research_player", cs2(json!({"player": i.player}))),
        ("get_matches", cs2(json!({"status": "upcoming"}))),
        ("get_match", cs2(json!({"match_id": i.upcoming_id}))),
        (
            "search_matches",
            cs2(json!({"team1": i.home, "team2": i.away})),
        ),
        ("get_team_matches", cs2(json!({"team": i.home}))),
        ("get_streams", cs2(json!({}))),
        ("get_live_games", cs2(json!({}))),
        ("get_live_boxscore", cs2(json!({"game_id": i.live_game}))),
        ("get_live_frame", cs2(json!({"game_id": i.live_game}))),
        ("get_live_coverage", json!({})),
        ("get_live_events", cs2(json!({"game_id": i.live_game}))),
        ("get_live_odds", cs2(json!({}))),
        (
            "get_live_odds_history",
            cs2(json!({"game_id": i.live_match})),
        ),
        ("get_live_ws", json!({})),
        ("get_gamelogs", cs2(json!({"player": i.player}))),
        ("get_player_combo", cs2(json!({"combo": i.combo}))),
        ("get_defense_vs_role", json!({"sport": "valorant"})),
        ("get_boxscore", cs2(json!({"match_slug": i.finished_slug}))),
        ("get_results", cs2(json!({}))),
        ("get_lines_history", cs2(json!({"match_id": i.upcoming_id}))),
        (
            "get_history_tape",
            json!({"prop_id": i.prop, "book": i.book}),
        ),
        (
            "get_team_h2h",
            cs2(json!({"team1": i.home, "team2": i.away})),
        ),
        ("get_match_prep", intel()),
        ("get_player_board", intel()),
        ("get_match_veto", intel()),
        ("get_tournament_maps", intel()),
    ]
}

/// The vendor server over stdio, with `key`, a clean HOME and the simulator's URL.
fn session(
    rt: &tokio::runtime::Runtime,
    server: &PathBuf,
    url: &str,
    key: &str,
    home: &std::path::Path,
) -> RunningService<RoleClient, ()> {
    let mut cmd = tokio::process::Command::new(server);
    cmd.env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("HOME", home)
        .env("KASHROCK_API_URL", url)
        .env("KASHROCK_API_KEY", key);
    rt.block_on(async {
        let (transport, _) = TokioChildProcess::builder(cmd)
            .stderr(Stdio::null())
            .spawn()
            .expect("the vendor server starts");
        tokio::time::timeout(Duration::from_secs(60), ().serve(transport))
            .await
            .expect("initialize in time")
            .expect("initialize")
    })
}

/// A tool's answer as JSON (its text content), or why it failed.
fn answer(
    rt: &tokio::runtime::Runtime,
    s: &RunningService<RoleClient, ()>,
    name: &str,
    args: &Value,
) -> Result<Value, String> {
    let args: Map<String, Value> = args.as_object().cloned().unwrap_or_default();
    let req = CallToolRequestParams::new(name.to_string()).with_arguments(args);
    let r = rt
        .block_on(async { tokio::time::timeout(Duration::from_secs(120), s.call_tool(req)).await })
        .map_err(|_| "no answer in 120 s".to_string())?
        .map_err(|e| format!("protocol error {e}"))?;
    let text: String = r
        .content
        .iter()
        .filter_map(|c| c.as_text().map(|t| t.text.clone()))
        .collect();
    if r.is_error == Some(true) {
        return Err(format!(
            "tool error: {}",
            text.chars().take(300).collect::<String>()
        ));
    }
    let v: Value = serde_json::from_str(&text).unwrap_or(Value::String(text));
    if v["ok"] == json!(false) {
        return Err(format!("HTTP {}: {}", v["status"], v["message"]));
    }
    let empty = match &v {
        Value::Null => true,
        Value::String(s) => s.trim().is_empty(),
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.is_empty(),
        _ => false,
    };
    if empty {
        return Err("an empty answer".into());
    }
    Ok(v)
}

#[test]
fn the_vendor_agent_server_runs_whole_on_the_simulator() {
    let Some(server) = vendor_server() else {
        return;
    };
    let sim = serve();
    let ids = ids(&sim.url);
    let home = tempfile::tempdir().expect("a clean HOME");
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let s = session(&rt, &server, &sim.url, "demo-builder", home.path());
    let tools = rt.block_on(s.list_all_tools()).expect("tools/list");
    let mut listed: Vec<String> = tools.iter().map(|t| t.name.to_string()).collect();
    listed.sort();
    let calls = calls(&ids);
    let mut called: Vec<String> = calls.iter().map(|(n, _)| (*n).to_string()).collect();
    called.sort();
    assert_eq!(
        listed.len(),
        VENDOR_TOOLS,
        "the server lists its tools: {listed:?}"
    );
    assert_eq!(
        listed, called,
        "every listed tool is called, and only those"
    );
    let mut failed = Vec::new();
    for (name, args) in &calls {
        if let Err(why) = answer(&rt, &s, name, args) {
            failed.push(format!("{name}: {why}"));
        }
    }
    // apex (settled point 16): the vendor lists it, and its two apex tools answer from
    // the simulator: lobbies with a title and no teams, and no live games.
    let sports = answer(&rt, &s, "list_sports", &json!({})).expect("list_sports");
    assert!(sports.to_string().contains("\"apex\""), "{sports}");
    let lobbies = answer(&rt, &s, "get_matches", &json!({"sport": "apex"})).expect("apex matches");
    // The vendor's envelope carries the service's answer under `data`.
    let first = &lobbies["data"]["matches"][0];
    assert!(first["title"].is_string(), "{lobbies}");
    assert!(
        first.get("home_team").is_none() && first.get("team1").is_none(),
        "{first}"
    );
    let live = answer(&rt, &s, "get_live_games", &json!({"sport": "apex"})).expect("apex live");
    let games = live.get("data").unwrap_or(&live);
    assert_eq!(games["games"], json!([]), "{live}");
    drop(rt.block_on(s.cancel()));

    // A Sandbox key reaching a Builder route: the server reports the simulator's 403 as
    // its plan error, naming the plan.
    let sandbox = session(&rt, &server, &sim.url, "demo-sandbox", home.path());
    let r = answer(&rt, &sandbox, "get_matches", &json!({"sport": "cs2"}));
    let args = json!({"sport": "cs2"})
        .as_object()
        .cloned()
        .unwrap_or_default();
    let req = CallToolRequestParams::new("get_matches".to_string()).with_arguments(args);
    let raw = rt.block_on(sandbox.call_tool(req)).expect("an answer");
    let text: String = raw
        .content
        .iter()
        .filter_map(|c| c.as_text().map(|t| t.text.clone()))
        .collect();
    let v: Value = serde_json::from_str(&text).expect("JSON");
    assert!(r.is_err(), "a Sandbox key is refused");
    assert_eq!(v["status"], 403, "{v}");
    assert_eq!(v["error"], "plan_required", "{v}");
    assert_eq!(v["required_plan"], "builder", "{v}");
    drop(rt.block_on(sandbox.cancel()));
    assert!(
        failed.is_empty(),
        "{} of {} vendor tools failed on the simulator:\n  {}",
        failed.len(),
        calls.len(),
        failed.join("\n  ")
    );
}
