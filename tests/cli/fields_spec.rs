//! `--fields spec`: the simulator serves only the documented fields (and 404s routes
//! neither document names), and esx's judgements against it are the ones it makes
//! against the full simulator, its joins made on documented fields.

use std::collections::BTreeSet;

use esx_proto::documented::{Documented, documented, prefixes};
use esx_sim::{Fields, SimHandle};
use serde_json::Value;

use crate::common::esx;
use crate::common::sim::{get, ok, sim, sim_with};

fn spec_sim() -> SimHandle {
    sim_with(|o| o.fields = Fields::Spec)
}

/// Every key path of a JSON value (`events[].markets[].market`).
fn key_paths(v: &Value, at: &str, out: &mut BTreeSet<String>) {
    match v {
        Value::Object(map) => {
            for (k, x) in map {
                let p = if at.is_empty() {
                    k.clone()
                } else {
                    format!("{at}.{k}")
                };
                out.insert(p.clone());
                key_paths(x, &p, out);
            }
        }
        Value::Array(items) => items
            .iter()
            .for_each(|x| key_paths(x, &format!("{at}[]"), out)),
        _ => {}
    }
}

/// The served key paths no documented path of `route` allows.
fn undocumented(route: &esx_proto::Route, body: &Value) -> Vec<String> {
    let Documented::Fields(paths) = documented(route) else {
        panic!("{} has a documented shape", route.name);
    };
    let allowed: BTreeSet<String> = paths
        .iter()
        .flat_map(|p| prefixes(p.trim_end_matches(".*")))
        .collect();
    let subtrees: Vec<String> = paths
        .iter()
        .filter_map(|p| p.strip_suffix(".*").map(|s| format!("{s}.")))
        .collect();
    let mut served = BTreeSet::new();
    key_paths(body, "", &mut served);
    served
        .into_iter()
        .filter(|p| !allowed.contains(p) && !subtrees.iter().any(|s| p.starts_with(s.as_str())))
        .collect()
}

#[test]
fn spec_serves_no_undocumented_field_where_full_serves_them() {
    use esx_proto::routes;
    let (full, spec) = (sim(), spec_sim());
    let cases = [
        (routes::LINES, "/v6/esports/cs2/lines"),
        (routes::PROPS, "/v6/esports/cs2/props"),
        (routes::GAPS, "/v6/esports/cs2/gaps"),
        (routes::PARLAYS, "/v7/cs2/parlays?book=thunderpick"),
        (routes::FLOW, "/v7/cs2/flow"),
        (routes::MATCHES, "/v6/esports/cs2/matches"),
        (routes::RESULTS, "/v6/esports/cs2/results"),
        (routes::BOOKS, "/v6/books"),
    ];
    for (route, path) in cases {
        let body = ok(&spec, path);
        assert_eq!(undocumented(&route, &body), Vec::<String>::new(), "{path}");
    }
    // The full simulator serves the ids the join used to need; spec serves none of them.
    let full_lines = ok(&full, "/v6/esports/cs2/lines");
    assert!(
        undocumented(&routes::LINES, &full_lines).contains(&"events[].kr_match_id".to_string())
    );
    let spec_lines = ok(&spec, "/v6/esports/cs2/lines");
    assert_eq!(
        spec_lines["events"].as_array().map(Vec::len),
        full_lines["events"].as_array().map(Vec::len),
        "the same events, fewer fields"
    );
    // A route neither document names: 404 under spec only.
    assert_eq!(get(&full, "/v6/me", Some("demo-builder")).status, 200);
    assert_eq!(get(&spec, "/v6/me", Some("demo-builder")).status, 404);
}

/// esx's stdout against one simulator, wide and uncoloured (a failure fails the test).
fn run(h: &SimHandle, args: &[&str]) -> (String, String) {
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .env("ESX_BASE_URL", h.base_url())
        .env("ESX_API_KEY", "demo-builder")
        .env("COLUMNS", "250")
        .args(args)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{args:?}: {err}");
    (String::from_utf8_lossy(&out.stdout).into_owned(), err)
}

#[test]
fn discovered_parlays_survive_a_service_that_sends_only_the_interface() {
    let (full, spec) = (sim(), spec_sim());
    let args = ["parlays", "cs2", "--book", "thunderpick", "--json"];
    let (f, _) = run(&full, &args);
    let (s, err) = run(&spec, &args);
    let (f, s): (Value, Value) = (
        serde_json::from_str(&f).unwrap(),
        serde_json::from_str(&s).unwrap(),
    );
    let kept = s["parlays"].as_array().map_or(0, Vec::len);
    // Before: every leg was joined through /lines' kr_match_id, so all were dropped
    // ("not on the /lines board").
    assert!(kept >= 1, "spec kept no parlay: {err}");
    assert_eq!(s, f, "the same parlays, legs and esx judgements");
    assert!(!err.contains("not joined"), "{err}");
    // The same with every served parlay shown: the same failed legs and reasons.
    let all = [
        "parlays",
        "cs2",
        "--book",
        "thunderpick",
        "--include",
        "all",
        "--json",
    ];
    assert_eq!(run(&spec, &all).0, run(&full, &all).0);
}

#[test]
fn main_commands_judge_the_same_under_spec_fields() {
    let (full, spec) = (sim(), spec_sim());
    for args in [
        &["lines", "cs2"][..],
        &["lines", "cs2", "--top"],
        &["gaps", "cs2"],
        &["arbs", "cs2"],
        &["picks", "cs2"],
        &["flow", "cs2"],
        &["dvr", "dota2"],
        &["live", "cs2"],
        &["parlays", "cs2", "--book", "thunderpick"],
        &["parlays", "cs2", "--book", "thunderpick", "--local"],
    ] {
        let (f, _) = run(&full, args);
        let (s, _) = run(&spec, args);
        assert!(f.lines().count() > 2, "{args:?} shows rows: {f}");
        assert_eq!(s, f, "{args:?}");
    }
}

#[test]
fn lines_ids_says_why_its_column_is_blank_under_spec() {
    let spec = spec_sim();
    let (_, err) = run(&spec, &["lines", "cs2", "--ids"]);
    assert_eq!(
        err.lines().filter(|l| l.contains("no market_key")).count(),
        1,
        "{err}"
    );
    let (_, err) = run(&sim(), &["lines", "cs2", "--ids"]);
    assert!(!err.contains("no market_key"), "{err}");
}

/// A stamp's milliseconds dropped (`12:00:00.001Z` → `12:00:00Z`): a run's own stamps
/// carry the time it has run past the pinned clock, which differs run to run.
fn without_millis(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        let is_millis = b[i] == b'.'
            && i >= 2
            && b[i - 1].is_ascii_digit()
            && b[i - 2].is_ascii_digit()
            && b.get(i + 1..i + 4)
                .is_some_and(|d| d.iter().all(u8::is_ascii_digit))
            && b.get(i + 4) == Some(&b'Z');
        if is_millis {
            i += 4;
            continue;
        }
        let c = text[i..].chars().next().unwrap();
        out.push(c);
        i += c.len_utf8();
    }
    out
}

#[test]
fn record_moves_and_grade_judge_the_same_under_spec_fields() {
    // One store per mode, recorded at the pinned clock and a day later, graded days on.
    let at = |t: &str, fields: Fields| {
        sim_with(|o| {
            o.now = t.parse().ok();
            o.fields = fields;
        })
    };
    let steps: [(&str, &[&str]); 4] = [
        ("2026-11-21T12:00:00Z", &["record", "cs2"]),
        ("2026-11-22T12:00:00Z", &["record", "cs2"]),
        ("2026-11-22T12:00:00Z", &["moves", "cs2"]),
        ("2026-11-25T12:00:00Z", &["grade", "cs2"]),
    ];
    let mut outs: Vec<Vec<String>> = Vec::new();
    for fields in [Fields::Full, Fields::Spec] {
        let d = tempfile::tempdir().unwrap();
        let db = d.path().join("h.db");
        let mut mine = Vec::new();
        for (now, args) in steps {
            let h = at(now, fields);
            let out = esx(d.path())
                .env("ESX_BASE_URL", h.base_url())
                .env("ESX_API_KEY", "demo-builder")
                .env("ESX_NOW", now)
                .env("ESX_DB", &db)
                .env("COLUMNS", "250")
                .args(args)
                .output()
                .unwrap();
            let text = without_millis(
                &String::from_utf8_lossy(&out.stdout).replace(&db.display().to_string(), "DB"),
            );
            assert!(
                out.status.success(),
                "{args:?}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            mine.push(text);
        }
        outs.push(mine);
    }
    assert!(
        outs[0][2].lines().count() > 2,
        "moves shows rows: {}",
        outs[0][2]
    );
    assert_eq!(outs[1], outs[0]);
}

#[test]
fn props_prices_come_from_player_props_under_spec() {
    let (full, spec) = (sim(), spec_sim());
    // Before: /props rows carry no `odds` under spec, so ODDS and NO-VIG were blank.
    for args in [
        &["props", "cs2"][..],
        &[
            "props",
            "cs2",
            "--book",
            "thunderpick",
            "--sort",
            "prob",
            "--limit",
            "30",
        ],
    ] {
        let (f, _) = run(&full, args);
        let (s, err) = run(&spec, args);
        assert!(f.lines().count() > 2, "{args:?} shows rows: {f}");
        assert_eq!(s, f, "{args:?}");
        assert!(!err.contains("without a price"), "{err}");
    }
    // The JSON says the price is esx's join, with the full service's own odds.
    let args = ["props", "cs2", "--book", "thunderpick", "--json"];
    let (f, s): (Value, Value) = (
        serde_json::from_str(&run(&full, &args).0).unwrap(),
        serde_json::from_str(&run(&spec, &args).0).unwrap(),
    );
    let (f, s) = (&f["props"], &s["props"]);
    let n = f.as_array().map_or(0, Vec::len);
    assert!(n > 10, "{f}");
    for i in 0..n {
        assert_eq!(s[i]["esx"]["odds"], f[i]["odds"], "row {i}");
        assert_eq!(s[i]["esx"]["odds_from"], "player-props", "row {i}");
        assert_eq!(
            s[i]["esx"]["no_vig_prob"], f[i]["esx"]["no_vig_prob"],
            "row {i}"
        );
        assert_eq!(
            s[i].get("odds"),
            None,
            "esx adds no field to the served row"
        );
    }
}

/// A prop row as a service that sends only the interface serves it.
fn spec_prop(line: f64, dir: &str) -> Value {
    serde_json::json!({"propId": format!("p{line}"), "eventId": "e1",
        "offerId": format!("p{line}_{dir}"), "book_name": "Thunderpick",
        "player_name": "Lo Qumi", "stat_type": "CS2_KILLS_MAPS_1_2", "line": line,
        "direction": dir, "team": "Obsidian Lynx", "opponent": "Azure Sharks",
        "event_time": "2030-01-01T13:00:00.000Z",
        "links": {"player_image": "i", "team_logo": "t", "opponent_logo": "o"}})
}

#[test]
fn props_rows_no_documented_field_can_price_are_one_line() {
    use crate::common::{Server, json, run as run_at};
    let props = serde_json::json!({"source": "svc", "sport": "cs2", "total": 4, "props": [
        spec_prop(41.5, "over"), spec_prop(41.5, "under"),
        spec_prop(20.5, "over"), spec_prop(20.5, "under")]})
    .to_string();
    // The main board prices only the 41.5 line (the player named as a slug).
    let entry = |dir: &str, odds: i64| {
        serde_json::json!({"book_name": "Thunderpick", "sportsbook_name": "thunderpick",
            "line": 41.5, "direction": dir, "stat_type": "CS2_KILLS_MAPS_1_2", "odds": odds})
    };
    let groups = serde_json::json!({"source": "svc", "sport": "cs2", "board": "main",
        "total_groups": 1, "total": 2, "groups": [{"player_name": "lo-qumi", "player_id": 1,
        "canonical_player_id": "c", "stat_type": "CS2_KILLS_MAPS_1_2", "event_id": "e1",
        "team": "Obsidian Lynx", "opponent": "Azure Sharks",
        "event_time": "2030-01-01T13:00:00.000Z", "dfs": [],
        "main": [entry("over", 102), entry("under", -124)]}]})
    .to_string();
    let api = Server::start_routed(move |target, _| {
        if target.contains("/player-props") {
            assert!(target.contains("board=main"), "{target}");
            json(200, &groups)
        } else {
            json(200, &props)
        }
    });
    let (code, out, err) = run_at(&api, &["props", "cs2", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let odds: Vec<Value> = (0..4)
        .map(|i| v["props"][i]["esx"]["odds"].clone())
        .collect();
    assert_eq!(
        odds,
        [
            serde_json::json!(102),
            serde_json::json!(-124),
            Value::Null,
            Value::Null
        ]
    );
    // 102 / −124 de-vigged: 0.495050 / 0.553571 → 0.472096.
    let p = v["props"][0]["esx"]["no_vig_prob"].as_f64().unwrap();
    assert!((p - 0.472_096).abs() < 5e-7, "{p}");
    let why: Vec<&str> = err
        .lines()
        .filter(|l| l.contains("without a price"))
        .collect();
    assert_eq!(why.len(), 1, "{err}");
    assert!(why[0].contains("2 sportsbook rows"), "{err}");

    // A main board that cannot be read: still one line, the board still shown.
    let api = Server::start_routed(move |target, _| {
        if target.contains("/player-props") {
            json(404, r#"{"detail":"Not Found"}"#)
        } else {
            json(200, &props_again())
        }
    });
    let (code, out, err) = run_at(&api, &["props", "cs2"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Lo Qumi"), "{out}");
    assert_eq!(
        err.lines()
            .filter(|l| l.contains("could not be read"))
            .count(),
        1,
        "{err}"
    );
}

fn props_again() -> String {
    serde_json::json!({"source": "svc", "sport": "cs2", "total": 1,
        "props": [spec_prop(41.5, "over")]})
    .to_string()
}

/// The first two upcoming `/lines` events as the documented fields give them: the match
/// id of each from `/matches` (its `kr_match_id`, the row starting when the event does)
/// and the event's `home_team`.
fn two_matches(h: &SimHandle) -> Vec<(String, String)> {
    let lines = ok(h, "/v6/esports/cs2/lines?market=match_winner");
    let matches = ok(h, "/v6/esports/cs2/matches");
    lines["events"]
        .as_array()
        .unwrap()
        .iter()
        .take(2)
        .map(|e| {
            let id = matches["matches"]
                .as_array()
                .unwrap()
                .iter()
                .find(|m| m["event_time"] == e["event_time"])
                .and_then(|m| m["kr_match_id"].as_str())
                .expect("a match row starting with the event");
            (id.to_string(), e["home_team"].as_str().unwrap().to_string())
        })
        .collect()
}

#[test]
fn a_priced_ticket_is_judged_the_same_under_spec_fields() {
    let (full, spec) = (sim(), spec_sim());
    let m = two_matches(&spec);
    assert_eq!(
        m,
        two_matches(&full),
        "the documented fields name the same matches"
    );
    // Two legs on one match (priced by the series model) and one on another.
    let ticket = format!(
        "{a}:match_winner:{ha},{a}:map_winner:{ha},{b}:match_winner:{hb}",
        a = m[0].0,
        ha = m[0].1,
        b = m[1].0,
        hb = m[1].1
    );
    let args = [
        "parlays",
        "cs2",
        "--book",
        "thunderpick",
        "--allow-same-event",
        "--ticket",
        &ticket,
    ];
    let json_args = [&args[..], &["--json"]].concat();
    let (f, _) = run(&full, &json_args);
    let (s, err) = run(&spec, &json_args);
    let (f, s): (Value, Value) = (
        serde_json::from_str(&f).unwrap(),
        serde_json::from_str(&s).unwrap(),
    );
    let esx = &s["parlays"][0]["esx"];
    assert_eq!(esx["correlation"], "series-model", "{s}");
    assert!(esx["fair_probability"].as_f64().is_some(), "{s}");
    assert!(!err.contains("not joined"), "{err}");
    // Every judged number and warning alike (the warning names the ticket's match id
    // whichever board id the join used).
    assert_eq!(s, f);
    assert_eq!(run(&spec, &args).0, run(&full, &args).0);
}

#[test]
fn bets_settle_and_take_their_close_the_same_under_spec_fields() {
    let at = |t: &str, fields: Fields| {
        sim_with(|o| {
            o.now = t.parse().ok();
            o.fields = fields;
        })
    };
    // The second upcoming event, by its documented id, team and start.
    let lines = ok(&spec_sim(), "/v6/esports/cs2/lines?market=match_winner");
    let ev = &lines["events"][1];
    let (id, team) = (
        ev["event_id"].as_str().unwrap(),
        ev["home_team"].as_str().unwrap(),
    );
    let start: jiff::Timestamp = ev["event_time"].as_str().unwrap().parse().unwrap();
    let before = (start - jiff::SignedDuration::from_hours(2)).to_string();
    let add = [
        "bets",
        "add",
        "--event",
        id,
        "--market",
        "match_winner",
        "--outcome",
        team,
        "--source",
        "thunderpick",
        "--decimal",
        "1.3",
        "--stake",
        "10",
    ];
    let steps: [(&str, &[&str]); 6] = [
        ("2026-11-21T12:00:00Z", &["record", "cs2"]),
        ("2026-11-21T12:00:00Z", &add),
        (&before, &["record", "cs2"]),
        ("2026-11-25T12:00:00Z", &["grade", "cs2"]),
        ("2026-11-25T12:00:00Z", &["bets", "list", "--json"]),
        ("2026-11-25T12:00:00Z", &["bets", "report", "--json"]),
    ];
    let mut outs: Vec<Vec<String>> = Vec::new();
    for fields in [Fields::Full, Fields::Spec] {
        let d = tempfile::tempdir().unwrap();
        let db = d.path().join("h.db");
        let mut mine = Vec::new();
        for (now, args) in &steps {
            let h = at(now, fields);
            let out = esx(d.path())
                .env("ESX_BASE_URL", h.base_url())
                .env("ESX_API_KEY", "demo-builder")
                .env("ESX_NOW", now)
                .env("ESX_DB", &db)
                .env("COLUMNS", "250")
                .args(*args)
                .output()
                .unwrap();
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(out.status.success(), "{fields:?} {args:?}: {err}");
            mine.push(
                String::from_utf8_lossy(&out.stdout).replace(&db.display().to_string(), "DB"),
            );
        }
        outs.push(mine);
    }
    let list: Value = serde_json::from_str(&outs[1][4]).unwrap();
    let bet = &list["bets"][0];
    assert_eq!(bet["event_id"], id);
    assert!(bet["result"].is_string(), "graded: {bet}");
    let p = bet["p_close"].as_f64().expect("a recorded close");
    let clv = bet["clv_pct"].as_f64().unwrap();
    assert!((clv - 100.0 * (1.3 * p - 1.0)).abs() < 1e-9, "{bet}");
    assert_eq!(outs[1], outs[0], "the same grades, results, closes and CLV");
}

#[test]
fn a_route_no_document_names_is_404_and_esx_says_so_in_one_line() {
    let spec = spec_sim();
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .env("ESX_BASE_URL", spec.base_url())
        .env("ESX_API_KEY", "demo-builder")
        .args(["api", "/v6/me"])
        .output()
        .unwrap();
    let (code, stdout, err) = crate::common::outcome(&out);
    assert_eq!(code, 5, "404 is exit 5: {err}");
    assert_eq!(stdout, "");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("/v6/me is not in the documented interface"),
        "{err}"
    );
    // A route the interface names but shows no shape of is still served.
    assert_eq!(
        get(&spec, "/v6/esports/cs2/rankings", Some("demo-builder")).status,
        200
    );
}
