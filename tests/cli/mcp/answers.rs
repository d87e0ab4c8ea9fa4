//! What the tools answer: every tool against `esx <command> --json`, `--demo` sessions
//! against `esx --demo` (each cut as the 32 KiB bound cuts it).

use serde_json::{Value, json};

use super::*;
use crate::common::esx;

/// Seed 42's live cs2 match at the pinned clock (priced in-play, with a line history).
const LIVE_MATCH: &str = "obsidian-lynx-vs-azure-sharks-2026-11-21";
/// The same pair's next match, which has a prep board.
const NEXT_MATCH: &str = "obsidian-lynx-vs-azure-sharks-2026-11-21-2";

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
    check_schemas(&tools);
    let ids = ids_from_cli(cfg, &base, store);
    let mut cases = board_cases();
    cases.extend(edge_cases(&ids));
    cases.extend(parlay_cases(&ids));
    cases.extend(judged_cases());
    cases.extend(game_and_store_cases(&ids));
    cases.extend(live_route_cases());
    cases.extend(intel_route_cases());
    let mut called = run_cases(&s, cfg, &base, &cases);
    let game = ids.game.clone();
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

/// Every tool listed has an object schema of plain types, a non-empty enum where it
/// has one, and a description an agent can act on.
fn check_schemas(tools: &[Tool]) {
    let mut names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
    names.sort_unstable();
    let mut want = TOOLS.to_vec();
    want.sort_unstable();
    assert_eq!(names, want);
    for t in tools {
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
    assert_eq!(
        picks.input_schema["properties"]["dispersion"]["enum"],
        json!(["stat", "player"])
    );
}

/// Ids for the tools that need one, read from the CLI (and the store's path).
struct Ids {
    store: String,
    ticket: Vec<String>,
    joined: String,
    game: String,
    player: String,
    explain_target: String,
}

fn ids_from_cli(cfg: &std::path::Path, base: &str, store: &str) -> Ids {
    let board = cli_json(cfg, base, &["lines", "cs2", "--market", "match_winner"]);
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
    let games = cli_json(cfg, base, &["live", "cs2"]);
    let game = games["games"][0]["game_id"]
        .as_str()
        .expect("a live game")
        .to_string();
    let props = cli_json(cfg, base, &["props", "cs2"]);
    let player = props["props"][0]["player_name"]
        .as_str()
        .unwrap()
        .to_string();
    let explain_target = format!("{event}:match_winner");
    let joined = ticket.join(",");

    Ids {
        store: store.to_string(),
        ticket,
        joined,
        game,
        player,
        explain_target,
    }
}

/// The board tools: books, props and lines.
fn board_cases() -> Vec<Case<'static>> {
    vec![
        ("books", json!({}), vec!["books"], Some("/books"), 10, false),
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
            // With the service's fair prices, EV and DFS picks beside each outcome, each
            // lol event is over 32 KiB alone: cut to its identity (`esx.truncated`).
            json!({"sport": "lol", "local": true, "devig": "shin", "fees": "none", "fair": "others", "limit": 5}),
            vec![
                "lines", "lol", "--local", "--devig", "shin", "--fees", "none", "--fair", "others",
            ],
            Some("/events"),
            5,
            false,
        ),
    ]
}

/// The edge tools: top edges, explain and gaps.
fn edge_cases(ids: &Ids) -> Vec<Case<'_>> {
    let Ids { explain_target, .. } = ids;
    vec![
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
                "11",
            ],
            Some("/gaps"),
            10,
            false,
        ),
    ]
}

/// The parlay tools: a ticket priced, parlays discovered.
fn parlay_cases(ids: &Ids) -> Vec<Case<'_>> {
    let Ids { ticket, joined, .. } = ids;
    vec![
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
            // With `esx.failed_legs` on every parlay `--include all` shows, fewer than 60
            // fit in 32 KiB and the answer is cut. The tool asks for one row more than
            // its limit, to know whether more exist.
            json!({"sport": "lol", "book": "kalshi", "size": 3, "include": "all", "limit": 60}),
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
                "61",
            ],
            Some("/parlays"),
            60,
            false,
        ),
    ]
}

/// What esx judges on the boards: arbs, picks, flow and dvr.
fn judged_cases() -> Vec<Case<'static>> {
    vec![
        (
            "arbs",
            json!({"sport": "cs2", "include_started": true}),
            vec!["arbs", "cs2", "--include-started"],
            Some("/arbs"),
            10,
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
            "picks",
            json!({"sport": "cs2", "dispersion": "player", "limit": 3}),
            vec!["picks", "cs2", "--dispersion", "player"],
            Some("/picks"),
            3,
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
    ]
}

/// Live games, a player's research and matches; the store's moves and bets report.
fn game_and_store_cases(ids: &Ids) -> Vec<Case<'_>> {
    let Ids { store, player, .. } = ids;
    vec![
        (
            "live_games",
            json!({"sport": "cs2"}),
            vec!["live", "cs2"],
            Some("/games"),
            10,
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
        // `by` is `--by`: the groups beside the report.
        (
            "bets_report",
            json!({"db": store, "by": "venue"}),
            vec!["bets", "report", "--by", "venue", "--db", store],
            None,
            0,
            false,
        ),
    ]
}

/// The routes beyond the interface, with seed 42's live match: its live prices and line
/// history.
fn live_route_cases() -> Vec<Case<'static>> {
    vec![
        (
            "live_prices",
            json!({"sport": "cs2", "status": "all", "limit": 2}),
            vec!["live", "cs2", "--prices", "--status", "all"],
            Some("/games"),
            2,
            false,
        ),
        (
            "live_prices",
            json!({"sport": "cs2", "game_id": LIVE_MATCH}),
            vec!["live", "cs2", LIVE_MATCH, "--prices"],
            Some("/markets"),
            10,
            false,
        ),
        (
            "live_prices",
            json!({"sport": "cs2", "game_id": LIVE_MATCH, "price_history": true, "limit": 2}),
            vec!["live", "cs2", LIVE_MATCH, "--prices", "--price-history"],
            Some("/markets"),
            2,
            false,
        ),
        (
            "line_history",
            json!({"sport": "cs2", "match": LIVE_MATCH, "limit": 1}),
            vec!["history", "cs2", "--match", LIVE_MATCH],
            Some("/markets"),
            1,
            false,
        ),
        (
            "line_history",
            json!({"sport": "cs2", "match": LIVE_MATCH, "market": "match_winner", "book": "thunderpick"}),
            vec![
                "history",
                "cs2",
                "--match",
                LIVE_MATCH,
                "--market",
                "match_winner",
                "--book",
                "thunderpick",
            ],
            Some("/markets"),
            10,
            false,
        ),
    ]
}

/// The routes beyond the interface: match intel on seed 42's live match and the next one.
fn intel_route_cases() -> Vec<Case<'static>> {
    vec![
        (
            "match_intel",
            json!({"sport": "cs2", "match": LIVE_MATCH}),
            vec!["matches", "cs2", LIVE_MATCH],
            None,
            0,
            false,
        ),
        (
            "match_intel",
            json!({"sport": "cs2", "match": LIVE_MATCH, "veto": true}),
            vec!["matches", "cs2", LIVE_MATCH, "--veto"],
            None,
            0,
            false,
        ),
        (
            "match_intel",
            json!({"sport": "cs2", "match": NEXT_MATCH, "prep": true}),
            vec!["matches", "cs2", NEXT_MATCH, "--prep"],
            None,
            0,
            false,
        ),
        (
            "match_intel",
            json!({"sport": "cs2", "match": LIVE_MATCH, "player_board": true}),
            vec!["matches", "cs2", LIVE_MATCH, "--player-board"],
            None,
            0,
            false,
        ),
        (
            "match_intel",
            json!({"sport": "cs2", "match": LIVE_MATCH, "maps": true}),
            vec!["matches", "cs2", LIVE_MATCH, "--maps"],
            None,
            0,
            false,
        ),
    ]
}

/// Each case's tool answers as its command (cut to the limit, with the counts the tool
/// adds); the tools called.
fn run_cases<'a>(
    s: &Session,
    cfg: &std::path::Path,
    base: &str,
    cases: &'a [Case<'a>],
) -> Vec<&'a str> {
    let mut called: Vec<&str> = Vec::new();
    for (tool, args, cmd, at, limit, follow) in cases {
        let got = s.ok(tool, args);
        let mut want = cli_json(cfg, base, cmd);
        match at {
            Some(at) => {
                let (got, got_total, more, kept) =
                    within_bound(got, &mut want, at, *limit, *follow);
                let total = got_total as usize;
                // The command's own page (`esx.has_more` of what its filters kept) is
                // folded into the tool's one `esx.has_more`.
                let paged_more = want
                    .get_mut("esx")
                    .and_then(serde_json::Value::as_object_mut)
                    .and_then(|e| e.remove("has_more"))
                    == Some(serde_json::Value::Bool(true));
                same(&got, &want, &format!("{tool} {args}"));
                let served_more = want["has_more"] == true;
                assert_eq!(
                    more,
                    total > kept || served_more || paged_more,
                    "{tool}: esx.has_more"
                );
            }
            None => same(&got, &want, &format!("{tool} {args}")),
        }
        called.push(tool);
    }
    called
}

/// The tool's answer against the CLI's `want`, cut as the tool cuts: at most `limit`
/// rows, fewer where 32 KiB holds fewer (`events[]` left out first where the tool
/// follows events), a row too big alone cut to the tool's fields. Returns the tool's
/// answer without its counts (`want` made comparable to it), its total, `has_more` and
/// the rows it kept.
fn within_bound(
    got: Value,
    want: &mut Value,
    at: &str,
    limit: usize,
    follow: bool,
) -> (Value, u64, bool, usize) {
    let kept = got
        .pointer(at)
        .and_then(Value::as_array)
        .map_or(0, Vec::len);
    assert!(kept <= limit, "{at}: {kept} rows, limit {limit}");
    let left_out = got["esx"]["events_left_out"] == true;
    let (mut got, total, more) = split_counts(got);
    let cli_total = cut(want, at, kept, follow && !left_out);
    assert_eq!(total as usize, cli_total, "{at}: esx.total");
    if left_out {
        assert!(follow, "only a tool that follows events leaves them out");
        want["events"] = json!([]);
        let esx = got["esx"].as_object_mut().unwrap();
        esx.remove("events_left_out");
        if esx.is_empty() {
            got.as_object_mut().unwrap().remove("esx");
        }
    }
    // A truncated row holds the CLI row's own values of the fields it keeps.
    let got_rows = got
        .pointer(at)
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let want_rows = want.pointer_mut(at).and_then(Value::as_array_mut).unwrap();
    for (g, w) in got_rows.iter().zip(want_rows.iter_mut()) {
        if g["esx"]["truncated"] == true {
            for (k, v) in g.as_object().unwrap() {
                if k != "esx" {
                    assert_eq!(&w[k], v, "{at}: a truncated row's {k}");
                }
            }
            *w = g.clone();
        }
    }
    (got, total, more, kept)
}

/// One case: the tool's answer equals the same `esx --demo` command's `--json`, cut to
/// the tool's limit where it pages (`at`), the demo's temporary store named alike.
fn check_against_demo_cli(s: &Session, dir: &std::path::Path, case: &Case) {
    let (tool, args, cmd, at, limit, follow) = case;
    let mut got = s.ok(tool, args);
    let out = esx(dir)
        .args(["--demo", "-q", "--json"])
        .args(cmd)
        .output()
        .unwrap();
    let mut want: Value = serde_json::from_slice(&out.stdout).unwrap();
    // Each run's temporary store has a folder of its own.
    for v in [&mut got, &mut want] {
        if let Some(db) = v.get_mut("db") {
            assert!(
                db.as_str().is_some_and(|d| d.contains("esx-demo-")),
                "{tool}: {db}"
            );
            *db = json!("the demo's temporary store");
        }
    }
    match at {
        Some(at) => {
            let (got, _, _, _) = within_bound(got, &mut want, at, *limit, *follow);
            same(&got, &want, &format!("--demo {tool} {args}"));
        }
        None => same(&got, &want, &format!("--demo {tool} {args}")),
    }
}

#[test]
fn demo_sessions_answer_as_the_demo_cli() {
    let dir = tempfile::tempdir().unwrap();
    let s = Session::start(dir.path(), &["--demo"], &[]);
    // (tool, arguments, the same `esx --demo` command, the rows, the limit, events follow)
    let cases: Vec<Case> = vec![
        ("books", json!({}), vec!["books"], Some("/books"), 10, false),
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
            10,
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
        // The routes beyond the interface, on the demo's world (seed 42, pinned clock).
        (
            "live_prices",
            json!({"sport": "cs2", "status": "all", "limit": 2}),
            vec!["live", "cs2", "--prices", "--status", "all"],
            Some("/games"),
            2,
            false,
        ),
        (
            "line_history",
            json!({"sport": "cs2", "match": LIVE_MATCH, "limit": 1}),
            vec!["history", "cs2", "--match", LIVE_MATCH],
            Some("/markets"),
            1,
            false,
        ),
        (
            "match_intel",
            json!({"sport": "cs2", "match": NEXT_MATCH, "prep": true}),
            vec!["matches", "cs2", NEXT_MATCH, "--prep"],
            None,
            0,
            false,
        ),
        // The store tools keep `--demo`'s store rule: a temporary store, never the
        // profile's history.
        (
            "bets_report",
            json!({}),
            vec!["bets", "report"],
            None,
            0,
            false,
        ),
    ];
    for case in &cases {
        check_against_demo_cli(&s, dir.path(), case);
    }
    // `moves` fills its temporary store from the simulator's tape (the session's clock
    // has moved on since it started, so its window is not the fresh CLI's).
    let got = s.ok("moves", &json!({"sport": "cs2", "limit": 3}));
    let n = got
        .pointer("/moves")
        .and_then(Value::as_array)
        .map(Vec::len);
    assert_eq!(n, Some(3), "moves from the demo's tape: {got}");
    assert!(
        got["db"].as_str().is_some_and(|d| d.contains("esx-demo-")),
        "{got}"
    );
    let stderr = s.close();
    assert!(stderr.contains("demo mode"), "{stderr}");
}

#[test]
fn demo_sessions_refuse_by_plan() {
    let dir = tempfile::tempdir().unwrap();
    // A Sandbox key: /lines needs Hobby, so the call is a tool error with exit_code 4.
    let s = Session::start(dir.path(), &["--demo"], &[("ESX_API_KEY", "demo-sandbox")]);
    let (code, msg) = s.err("lines", &json!({"sport": "cs2"}));
    assert_eq!(code, 4, "{msg}");
    assert!(msg.contains("Hobby plan"), "{msg}");
    // The live prices, a match's line history and its intel are Builder: exit_code 4
    // naming the plan.
    for (tool, args) in [
        ("live_prices", json!({"sport": "cs2"})),
        ("line_history", json!({"sport": "cs2", "match": LIVE_MATCH})),
        (
            "match_intel",
            json!({"sport": "cs2", "match": LIVE_MATCH, "veto": true}),
        ),
    ] {
        let (code, msg) = s.err(tool, &args);
        assert_eq!(code, 4, "{tool}: {msg}");
        assert!(msg.contains("Builder"), "{tool}: {msg}");
    }
    // Sandbox may still read the props board.
    let props = s.ok("props", &json!({"sport": "cs2", "limit": 1}));
    assert_eq!(props["props"].as_array().unwrap().len(), 1);
    s.close();
}
