//! props, gaps, flow and dvr against the in-process simulator (pinned clock, fixed seed):
//! every view and format, and table snapshots at 120 columns.

use esx_sim::{SimHandle, SimOptions};

use crate::common::esx;

fn sim() -> SimHandle {
    let now: jiff::Timestamp = "2026-11-21T12:00:00Z".parse().expect("timestamp");
    esx_sim::start(SimOptions {
        now: Some(now),
        ..Default::default()
    })
    .expect("simulator starts")
}

fn run_key(s: &SimHandle, key: &str, args: &[&str]) -> (i32, String, String) {
    let d = tempfile::tempdir().expect("tempdir");
    let out = esx(d.path())
        .env("ESX_BASE_URL", s.base_url())
        .env("ESX_API_KEY", key)
        .env("COLUMNS", "120")
        .args(args)
        .output()
        .expect("run esx");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn run(s: &SimHandle, args: &[&str]) -> (i32, String, String) {
    run_key(s, "demo-builder", args)
}

fn json_of(out: &str) -> serde_json::Value {
    serde_json::from_str(out).expect("valid JSON")
}

#[test]
fn sim_props_views_and_formats() {
    let s = sim();
    let (code, table, err) = run(&s, &["props", "cs2", "--market-contains", "KILLS"]);
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!("board_sim_props_table", table);
    let (_, out, _) = run(&s, &["props", "cs2", "--json"]);
    let v = json_of(&out);
    let rows = v["props"].as_array().expect("props");
    assert!(!rows.is_empty());
    let (_, out, _) = run(&s, &["props", "cs2", "--format", "ndjson"]);
    assert_eq!(out.lines().count(), rows.len());
    let (_, out, _) = run(&s, &["props", "cs2", "--format", "csv"]);
    assert_eq!(out.lines().count(), rows.len() + 1);
    let (code, table, err) = run(
        &s,
        &["props", "cs2", "--grouped", "--market-contains", "KILLS"],
    );
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!("board_sim_props_grouped_table", table);
    let (_, out, _) = run(&s, &["props", "cs2", "--grouped", "--json"]);
    let v = json_of(&out);
    for g in v["groups"].as_array().expect("groups") {
        let spread = &g["esx"]["spread"];
        assert!(
            spread.is_null() || spread.as_f64().is_some_and(|x| x >= 0.0),
            "{g}"
        );
    }
}

#[test]
fn sim_gaps_remote_all_and_local() {
    let s = sim();
    let (code, table, err) = run(&s, &["gaps", "cs2", "--limit", "15"]);
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!("board_sim_gaps_table", table);
    let (_, out, _) = run(&s, &["gaps", "cs2", "--min-gap", "0", "--all", "--json"]);
    let all = json_of(&out);
    let total = all["total"].as_u64().expect("total");
    assert_eq!(all["gaps"].as_array().map(Vec::len), Some(total as usize));
    let (code, out, err) = run(
        &s,
        &["gaps", "cs2", "--min-gap", "0", "--all", "--format", "csv"],
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count() as u64, total + 1);
    let (_, out, _) = run(
        &s,
        &[
            "gaps",
            "cs2",
            "--min-gap",
            "0",
            "--all",
            "--format",
            "ndjson",
        ],
    );
    assert_eq!(out.lines().count() as u64, total);
    // Sandbox: /gaps is refused with the hint, --local works and matches the service.
    let (code, _, err) = run_key(&s, "demo-sandbox", &["gaps", "cs2"]);
    assert_eq!(code, 4, "{err}");
    assert!(err.contains("--local"), "{err}");
    let (code, out, err) = run_key(
        &s,
        "demo-sandbox",
        &["gaps", "cs2", "--local", "--all", "--json"],
    );
    assert_eq!(code, 0, "{err}");
    let local = json_of(&out);
    assert_eq!(local["source"], "esx");
    let (_, out, _) = run(&s, &["gaps", "cs2", "--all", "--json"]);
    let remote = json_of(&out);
    let ids = |v: &serde_json::Value| -> Vec<String> {
        let mut ids: Vec<String> = v["gaps"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|g| g["gap_id"].as_str().map(str::to_string))
            .collect();
        ids.sort();
        ids
    };
    let (l, r) = (ids(&local), ids(&remote));
    let common = l.iter().filter(|id| r.contains(id)).count();
    assert!(
        !l.is_empty() && common * 10 >= l.len() * 9,
        "local {l:?} vs remote {r:?}"
    );
}

#[test]
fn sim_flow_views() {
    let s = sim();
    let (code, table, err) = run(&s, &["flow", "cs2"]);
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!("board_sim_flow_table", table);
    let (code, out, err) = run(&s, &["flow", "cs2", "--kind", "steam", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v = json_of(&out);
    for p in v["plays"].as_array().expect("plays") {
        assert_eq!(p["kind"], "steam");
        assert!(p.get("steam_american_delta").is_some(), "{p}");
    }
    let (_, out, _) = run(&s, &["flow", "cs2", "--format", "csv", "--limit", "5"]);
    assert!(out.lines().count() <= 6);
    let (code, _, _) = run_key(&s, "demo-sandbox", &["flow", "cs2"]);
    assert_eq!(code, 4);
}

#[test]
fn sim_dvr_league_team_and_unknown() {
    let s = sim();
    let (code, table, err) = run(&s, &["dvr", "dota2", "--role", "mid"]);
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!("board_sim_dvr_league_table", table);
    let (_, out, _) = run(&s, &["dvr", "dota2", "--json"]);
    let v = json_of(&out);
    let team = v["teams"][0]["team_id"]
        .as_str()
        .expect("a team")
        .to_string();
    let (code, table, err) = run(&s, &["dvr", "dota2", "--team", &team]);
    assert_eq!(code, 0, "{err}");
    assert!(
        table.contains("Safe Lane") && table.contains("fantasy_points"),
        "{table}"
    );
    let (_, out, _) = run(&s, &["dvr", "valorant", "--format", "ndjson"]);
    assert!(out.lines().count() >= 1);
    let (code, _, err) = run(&s, &["dvr", "dota2", "--team", "never-seen-team-xyz"]);
    assert_eq!(code, 5, "{err}");
}
