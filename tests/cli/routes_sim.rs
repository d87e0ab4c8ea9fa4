//! Every route command against the in-process simulator (pinned clock, Builder key):
//! the binary sends what the service understands and prints what it answered.

use predicates::prelude::*;
use serde_json::Value;

use crate::common::esx_at;
use crate::common::sim::sim;

/// Run `esx --json ARGV` against the simulator with a demo key; the parsed answer.
fn json_of(base: &str, key: &str, argv: &[&str]) -> Value {
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), base)
        .env("ESX_API_KEY", key)
        .args(argv)
        .arg("--json")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{argv:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "{argv:?}: not JSON ({e}): {}",
            String::from_utf8_lossy(&out.stdout)
        )
    })
}

/// Run `esx ARGV` as a table; its stdout.
fn table_of(base: &str, argv: &[&str]) -> String {
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), base)
        .env("ESX_API_KEY", "demo-builder")
        .args(argv)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{argv:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn builder(base: &str, argv: &[&str]) -> Value {
    json_of(base, "demo-builder", argv)
}

fn arr<'a>(v: &'a Value, key: &str) -> &'a Vec<Value> {
    v[key]
        .as_array()
        .unwrap_or_else(|| panic!("no `{key}` array in {v}"))
}

fn statuses(v: &Value, key: &str) -> Vec<String> {
    arr(v, key)
        .iter()
        .map(|r| r["status"].as_str().unwrap_or_default().to_string())
        .collect()
}

#[test]
fn sim_matches_and_their_list_variants() {
    let server = sim();
    let base = server.base_url();
    let up = builder(&base, &["matches", "cs2"]);
    assert!(!arr(&up, "matches").is_empty());
    assert!(statuses(&up, "matches").iter().all(|s| s == "not_started"));
    let done = builder(
        &base,
        &["matches", "cs2", "--status", "finished", "--limit", "3"],
    );
    assert!(arr(&done, "matches").len() <= 3);
    assert!(statuses(&done, "matches").iter().all(|s| s == "finished"));
    let completed = builder(&base, &["matches", "cs2", "--completed", "--limit", "3"]);
    assert_eq!(arr(&completed, "matches"), arr(&done, "matches"));
    let upcoming = builder(&base, &["matches", "cs2", "--upcoming"]);
    assert_eq!(arr(&upcoming, "matches"), arr(&up, "matches"));
    let live = builder(&base, &["matches", "cs2", "--live"]);
    assert!(
        !arr(&live, "matches").is_empty(),
        "the pinned clock has live cs2 series"
    );
    assert!(
        statuses(&live, "matches")
            .iter()
            .all(|s| s != "not_started" && s != "finished")
    );
    // --all walks every page: as many rows as the service's total, nothing more to fetch.
    let all = builder(
        &base,
        &[
            "matches", "cs2", "--status", "finished", "--all", "--limit", "2",
        ],
    );
    let n = arr(&all, "matches").len() as u64;
    assert!(n > 2, "the finished list should span pages, got {n}");
    assert_eq!(all["total"].as_u64(), Some(n));
    assert_eq!(all["has_more"], false);
    // Dates: every row starts inside the window.
    let first = arr(&all, "matches")[0]["event_time"]
        .as_str()
        .unwrap()
        .to_string();
    let day = &first[..10];
    let dated = builder(
        &base,
        &[
            "matches", "cs2", "--status", "finished", "--from", day, "--to", day,
        ],
    );
    assert!(!arr(&dated, "matches").is_empty());
    assert!(arr(&dated, "matches").iter().all(|m| {
        m["event_time"]
            .as_str()
            .unwrap_or_default()
            .starts_with(day)
    }));
    let table = table_of(&base, &["matches", "cs2"]);
    let slug = arr(&up, "matches")[0]["slug"].as_str().unwrap();
    assert!(table.contains("MATCH") && table.contains(slug), "{table}");
}

#[test]
fn sim_fixtures_statuses_and_aliases_agree() {
    let server = sim();
    let base = server.base_url();
    for (value, alias) in [
        ("upcoming", "not_started"),
        ("live", "running"),
        ("ended", "finished"),
    ] {
        let a = builder(&base, &["fixtures", "valorant", "--status", value]);
        let c = builder(&base, &["fixtures", "valorant", "--status", alias]);
        assert_eq!(
            arr(&a, "fixtures"),
            arr(&c, "fixtures"),
            "{value} vs {alias}"
        );
    }
    let ended = builder(&base, &["fixtures", "valorant", "--status", "ended"]);
    assert!(!arr(&ended, "fixtures").is_empty());
    assert!(statuses(&ended, "fixtures").iter().all(|s| s == "finished"));
    let table = table_of(&base, &["fixtures", "valorant", "--status", "ended"]);
    assert!(
        table.contains("DISCIPLINE") && table.contains("valorant"),
        "{table}"
    );
}

#[test]
fn sim_schedule_streams_teams_and_boxscores() {
    let server = sim();
    let base = server.base_url();
    for argv in [
        &["schedule", "lol"][..],
        &["streams", "lol"],
        &["teams", "lol"],
        &["boxscores", "lol"],
        &["results", "lol"],
    ] {
        let v = builder(&base, argv);
        assert_eq!(v["sport"], "lol", "{argv:?}");
        // The generic table shows the envelope's scalars.
        assert!(table_of(&base, argv).contains("sport: lol"), "{argv:?}");
    }
    let hit = builder(&base, &["results", "lol", "--grade", "hit"]);
    let rows = arr(&hit, "results");
    assert!(!rows.is_empty());
    assert!(rows.iter().all(|r| r["grade"] == "hit"));
    let done = builder(&base, &["matches", "lol", "--completed", "--limit", "1"]);
    let slug = arr(&done, "matches")[0]["slug"]
        .as_str()
        .unwrap()
        .to_string();
    let bx = builder(&base, &["boxscore", "lol", &slug]);
    assert!(bx.to_string().contains(&slug));
}

#[test]
fn sim_players_rankings_h2h_and_media() {
    let server = sim();
    let base = server.base_url();
    let teams = builder(&base, &["teams", "cs2"]);
    let team_rows = arr(&teams, "teams");
    let (a, c) = (
        team_rows[0]["slug"].as_str().unwrap(),
        team_rows[1]["slug"].as_str().unwrap(),
    );
    let nick = team_rows[0]["players"][0]["nickname"]
        .as_str()
        .unwrap()
        .to_string();
    let found = builder(&base, &["players", "search", "cs2", &nick]);
    let key = crate::routes_sim::first_array(&found);
    let row = arr(&found, &key)
        .iter()
        .find(|r| r["nickname"] == nick.as_str())
        .unwrap_or_else(|| panic!("{nick} not in {found}"))
        .clone();
    let slug = row["slug"].as_str().unwrap().to_string();
    assert!(table_of(&base, &["players", "search", "cs2", &nick]).contains(&nick));
    let show = builder(&base, &["players", "show", "cs2", &slug]);
    assert_eq!(show["nickname"], nick.as_str());
    let id = row["player_id"].to_string();
    let stats = builder(&base, &["players", "stats", "cs2", &id]);
    assert_eq!(stats["player_id"], row["player_id"]);
    let logs = builder(
        &base,
        &["players", "gamelogs", "cs2", &slug, "--limit", "2"],
    );
    assert!(arr(&logs, "gamelogs").len() <= 2 && !arr(&logs, "gamelogs").is_empty());
    let r = builder(&base, &["rankings", "cs2", "--filter", "last_3_months"]);
    assert_eq!(r["filter"], "last_3_months");
    let h2h = builder(&base, &["h2h", "cs2", "--team1", a, "--team2", c]);
    assert_eq!(h2h["team1"]["slug"], a);
    assert_eq!(h2h["team2"]["slug"], c);
    let media = builder(
        &base,
        &[
            "media", "cs2", "--player", &nick, "--team", a, "--limit", "1",
        ],
    );
    let img = media["players"][0]["links"]["player_image"]
        .as_str()
        .unwrap()
        .to_string();
    let logo = media["teams"][0]["links"]["team_logo"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(arr(&media, "players").len() <= 1 && arr(&media, "teams").len() <= 1);
    let table = table_of(
        &base,
        &[
            "media", "cs2", "--player", &nick, "--team", a, "--limit", "1",
        ],
    );
    assert!(table.contains(&img) && table.contains(&logo), "{table}");
}

/// The first array of an envelope (for shapes the interface does not name).
pub(crate) fn first_array(v: &Value) -> String {
    v.as_object()
        .and_then(|m| m.iter().find(|(_, x)| x.is_array()))
        .map(|(k, _)| k.clone())
        .unwrap_or_default()
}

#[test]
fn sim_research_player_and_board() {
    let server = sim();
    let base = server.base_url();
    let board = builder(&base, &["research", "board", "cs2"]);
    assert!(!arr(&board, "markets").is_empty());
    let player = board
        .as_object()
        .and_then(|m| {
            m.values()
                .filter_map(Value::as_array)
                .flatten()
                .find(|s| s.get("on_the_board").is_some())
        })
        .and_then(|s| s["player"].as_str())
        .expect("a slip on the board")
        .to_string();
    let slip = builder(
        &base,
        &[
            "research",
            "player",
            "cs2",
            &player,
            "--market",
            "kills_maps_1_2",
        ],
    );
    assert_eq!(slip["player"], player.as_str());
    assert_eq!(slip["market_slug"], "kills_maps_1_2");
    let upper = builder(
        &base,
        &[
            "research",
            "player",
            "cs2",
            &player,
            "--market",
            "CS2_KILLS_MAPS_1_2",
        ],
    );
    assert_eq!(upper["market_slug"], "kills_maps_1_2");
    let table = table_of(&base, &["research", "player", "cs2", &player]);
    assert!(
        table.contains("SECTION") && table.contains(&player),
        "{table}"
    );
    assert!(table_of(&base, &["research", "board", "cs2"]).contains("markets:"));
}

#[test]
fn sim_history_by_market_key_by_prop_and_unknown_market() {
    let server = sim();
    let base = server.base_url();
    let gaps = json_of(
        &base,
        "demo-builder",
        &["api", "/v6/esports/cs2/gaps", "-F", "min_gap=0"],
    );
    let book = &arr(&gaps, "gaps")[0]["books"][0];
    let (prop, venue) = (
        book["propId"].as_str().unwrap(),
        book["book"].as_str().unwrap(),
    );
    let tape = builder(&base, &["history", "--prop-id", prop, "--book", venue]);
    assert_eq!(tape["prop_id"], prop);
    let lines = json_of(&base, "demo-builder", &["api", "/v6/esports/cs2/lines"]);
    let key = arr(&lines, "events")[0]["markets"][0]["market_key"]
        .as_str()
        .expect("lines markets carry market_key")
        .to_string();
    let tapes = builder(&base, &["history", "--market-key", &key]);
    assert_eq!(tapes["market_key"], key.as_str());
    assert!(!arr(&tapes, "tapes").is_empty());
    let table = table_of(&base, &["history", "--market-key", &key]);
    // The tape as a table: a quote per source and side at each instant, with its no-vig.
    assert!(table.contains("quotes on the tape"), "{table}");
    assert!(
        table.contains("NO-VIG") && table.contains("SIDE"),
        "{table}"
    );
    let first = arr(&tapes, "tapes")[0]["source"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(table.contains(&first), "{table}");
    let d = tempfile::tempdir().unwrap();
    esx_at(d.path(), &base)
        .env("ESX_API_KEY", "demo-builder")
        .args(["history", "--market-key", "no_such_market"])
        .assert()
        .code(5);
}

#[test]
fn sim_meta_and_plans() {
    let server = sim();
    let base = server.base_url();
    let d = tempfile::tempdir().unwrap();
    esx_at(d.path(), &base)
        .env("ESX_API_KEY", "demo-sandbox")
        .args(["meta"])
        .assert()
        .success();
    // A Sandbox key on a Builder route: exit 4 naming the plan.
    esx_at(d.path(), &base)
        .env("ESX_API_KEY", "demo-sandbox")
        .args(["fixtures", "cs2"])
        .assert()
        .code(4)
        .stderr(predicate::str::contains("Builder"));
}

/// `esx` with a base URL and no key at all (for the keyless breakdown pages).
fn keyless(base: &str, argv: &[&str]) -> std::process::Output {
    let d = tempfile::tempdir().unwrap();
    crate::common::esx(d.path())
        .env("ESX_BASE_URL", base)
        .args(argv)
        .output()
        .unwrap()
}

#[test]
fn sim_breakdown_modes_index_and_published_pages() {
    let server = sim();
    let base = server.base_url();
    let teams = builder(&base, &["teams", "cs2"]);
    let team_rows = arr(&teams, "teams");
    let (a, c) = (
        team_rows[0]["slug"].as_str().unwrap(),
        team_rows[1]["slug"].as_str().unwrap(),
    );
    let team = builder(&base, &["breakdown", "cs2", "--team", a, "--limit", "5"]);
    assert_eq!(team["mode"], "team");
    let pair = builder(&base, &["breakdown", "cs2", "--team1", a, "--team2", c]);
    assert_eq!(pair["mode"], "h2h");
    let up = builder(&base, &["matches", "cs2", "--limit", "1"]);
    let id = arr(&up, "matches")[0]["kr_match_id"]
        .as_str()
        .unwrap()
        .to_string();
    let by_match = builder(&base, &["breakdown", "cs2", "--match", &id]);
    assert_eq!(by_match["mode"], "match");
    // A Hobby key is below the breakdown bundle's Builder plan.
    let d = tempfile::tempdir().unwrap();
    esx_at(d.path(), &base)
        .env("ESX_API_KEY", "demo-hobby")
        .args(["breakdown", "cs2", "--team", a])
        .assert()
        .code(4);
    // The index and the pages need no key at all.
    let out = keyless(
        &base,
        &["breakdown", "index", "cs2", "--kind", "team", "--json"],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let index: Value = serde_json::from_slice(&out.stdout).unwrap();
    let pages = arr(&index, "pages");
    assert!(!pages.is_empty() && pages.iter().all(|p| p["kind"] == "team"));
    let slug = pages[0]["slug"].as_str().unwrap().to_string();
    let out = keyless(&base, &["breakdown", "index", "cs2", "--kind", "team"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains(&slug));
    let out = keyless(
        &base,
        &["breakdown", "published", "cs2", "team", &slug, "--json"],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let page: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_ne!(page["available"], false);
    let out = keyless(
        &base,
        &["breakdown", "published", "cs2", "team", "never-published"],
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("not available: page_not_published"),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}
