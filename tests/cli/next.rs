//! The `next` selector (DESIGN.md round four, settled point 2): wherever a command takes
//! an event, match or game id or slug, `next` is the sport's soonest upcoming match (for
//! `live`, the first live game). Against the simulator at the pinned clock (seed 42):
//! the soonest upcoming cs2 match is Obsidian Lynx vs Azure Sharks at 13:00, the second
//! meeting of that pairing that day; the first live cs2 game is their earlier one's map 2.
//! Each command given `next` answers as it does given that match's id.

use serde_json::Value;

use crate::common::sim::{self, sim};
use crate::common::{Server, esx, json, outcome, run};

const SLUG: &str = "obsidian-lynx-vs-azure-sharks-2026-11-21-2";
const EVENT: &str = "kr_ev_cs2_000063";
const MATCH_ID: &str = "kr_cs2_obsidian-lynx-vs-azure-sharks-2026-11-21-2";
const LIVE_GAME: &str = "kr_cs2_obsidian-lynx-vs-azure-sharks-2026-11-21_g2";

/// Run esx against the simulator: (exit code, stdout, stderr).
fn at(base: &str, args: &[&str]) -> (i32, String, String) {
    let d = tempfile::tempdir().expect("tempdir");
    let out = esx(d.path())
        .env("ESX_BASE_URL", base)
        .env("ESX_API_KEY", "demo-builder")
        .env("COLUMNS", "120")
        .args(args)
        .output()
        .expect("run esx");
    outcome(&out)
}

/// A successful run's JSON.
fn ok_json(base: &str, args: &[&str]) -> (Value, String) {
    let (code, out, err) = at(base, args);
    assert_eq!(code, 0, "{args:?}: {err}");
    (serde_json::from_str(&out).expect("JSON"), err)
}

/// `args` with `next` gives what `args` with `id` gives, and says on stderr what it chose.
fn same_as(base: &str, with_next: &[&str], id: &str) {
    let (by_next, err) = ok_json(base, with_next);
    assert!(err.contains(id), "the choice is named on stderr: {err}");
    let with_id: Vec<&str> = with_next
        .iter()
        .map(|a| if *a == "next" { id } else { a })
        .map(|a| {
            if a == "next:match_winner" {
                "kr_ev_cs2_000063:match_winner"
            } else {
                a
            }
        })
        .collect();
    let (by_id, _) = ok_json(base, &with_id);
    assert_eq!(by_next, by_id, "{with_next:?} vs {with_id:?}");
}

#[test]
fn next_is_the_soonest_upcoming_match_by_start_time() {
    let s = sim();
    // The rule, read off the raw route: the smallest event_time among upcoming matches.
    let raw = sim::ok(&s, "/v6/esports/cs2/upcoming/matches");
    let soonest = raw["matches"]
        .as_array()
        .unwrap()
        .iter()
        .min_by_key(|m| m["event_time"].as_str().unwrap().to_string())
        .unwrap();
    assert_eq!(soonest["slug"], SLUG);
    assert_eq!(soonest["event_id"], EVENT);
    assert_eq!(soonest["kr_match_id"], MATCH_ID);
    let (doc, err) = ok_json(&s.base_url(), &["matches", "cs2", "next", "--json"]);
    assert!(err.contains(&format!("next cs2 match: {SLUG}")), "{err}");
    assert_eq!(doc["slug"], SLUG, "{doc}");
}

#[test]
fn matches_history_and_breakdown_take_next() {
    let s = sim();
    let base = s.base_url();
    same_as(&base, &["matches", "cs2", "next", "--json"], SLUG);
    same_as(&base, &["matches", "cs2", "next", "--veto", "--json"], SLUG);
    same_as(
        &base,
        &["history", "cs2", "--match", "next", "--json"],
        SLUG,
    );
    same_as(
        &base,
        &["breakdown", "cs2", "--match", "next", "--json"],
        MATCH_ID,
    );
}

#[test]
fn lines_event_and_explain_take_next() {
    let s = sim();
    let base = s.base_url();
    same_as(&base, &["lines", "cs2", "--event", "next", "--json"], EVENT);
    same_as(
        &base,
        &["lines", "cs2", "--explain", "next:match_winner", "--json"],
        EVENT,
    );
    let (doc, _) = ok_json(&base, &["lines", "cs2", "--event", "next", "--json"]);
    let events = doc["events"].as_array().expect("events");
    assert_eq!(events.len(), 1, "{doc}");
    assert_eq!(events[0]["event_id"], EVENT);
}

#[test]
fn props_and_moves_take_next() {
    let s = sim();
    let base = s.base_url();
    same_as(
        &base,
        &["props", "cs2", "--grouped", "--event", "next", "--json"],
        EVENT,
    );
    let (doc, _) = ok_json(
        &base,
        &["props", "cs2", "--grouped", "--event", "next", "--json"],
    );
    let groups = doc["groups"].as_array().expect("groups");
    assert!(!groups.is_empty(), "{doc}");
    // moves reads a store (under --demo, the simulator's own tape); `next` is asked of
    // the service all the same, and a sport is needed to ask.
    let demo = |args: &[&str]| {
        let d = tempfile::tempdir().expect("tempdir");
        let out = esx(d.path())
            .arg("--demo")
            .args(args)
            .output()
            .expect("run esx");
        outcome(&out)
    };
    let (code, by_next, err) = demo(&["moves", "cs2", "--event", "next", "--json"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains(EVENT), "{err}");
    let (code, by_id, err) = demo(&["moves", "cs2", "--event", EVENT, "--json"]);
    assert_eq!(code, 0, "{err}");
    // The same moves (the demo's store is a fresh temporary file each run).
    let moves = |s: &str| serde_json::from_str::<Value>(s).expect("JSON")["moves"].clone();
    let (by_next, by_id) = (moves(&by_next), moves(&by_id));
    assert!(
        by_next.as_array().is_some_and(|m| !m.is_empty()),
        "{by_next}"
    );
    assert!(
        by_next
            .as_array()
            .unwrap()
            .iter()
            .all(|m| m["event_id"] == EVENT)
    );
    // (The demo's tape runs on, so two runs' figures may differ: the rows' events agree.)
    assert!(by_id.as_array().is_some_and(|m| !m.is_empty()), "{by_id}");
    let (code, all, err) = demo(&["moves", "cs2", "--json"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        moves(&all)
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["event_id"] != EVENT),
        "without --event other events move too, so the filter chose"
    );
    let (code, _, err) = demo(&["moves", "--event", "next"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("needs a sport"), "{err}");
}

#[test]
fn live_next_is_the_first_live_game() {
    let s = sim();
    let base = s.base_url();
    let raw = sim::ok(&s, "/v6/esports/cs2/live/games");
    assert_eq!(raw["games"][0]["game_id"], LIVE_GAME);
    let (doc, err) = ok_json(&base, &["live", "cs2", "next", "--json"]);
    assert!(
        err.contains(&format!("next live cs2 game: {LIVE_GAME}")),
        "{err}"
    );
    assert_eq!(doc["game_id"], LIVE_GAME, "{doc}");
    let (doc, _) = ok_json(&base, &["live", "cs2", "next", "--events", "--json"]);
    assert_eq!(doc["game_id"], LIVE_GAME, "{doc}");
}

#[test]
fn next_with_nothing_upcoming_or_live_is_exit_5_in_one_line() {
    let s = Server::start(vec![json(200, r#"{"matches":[]}"#)]);
    let (code, out, err) = run(&s, &["matches", "cs2", "next"]);
    assert_eq!(code, 5, "{err}");
    assert!(out.is_empty());
    assert!(err.contains("`next`: no upcoming cs2 match"), "{err}");
    assert_eq!(
        err.lines().filter(|l| l.starts_with("error")).count(),
        1,
        "{err}"
    );
    let s = Server::start(vec![json(200, r#"{"games":[]}"#)]);
    let (code, _, err) = run(&s, &["live", "cs2", "next"]);
    assert_eq!(code, 5, "{err}");
    assert!(err.contains("`next`: no live cs2 game"), "{err}");
}
