//! The hub: same seed → same games; catch-up equals step-by-step; steady game count.

use std::time::Duration;

use serde_json::Value;

use super::super::{EVENTS_KEPT, FRAMES_KEPT, LiveHub};
use super::seeds;

/// A tick so long the wall clock never advances the hub during a test.
const FROZEN: Duration = Duration::from_secs(3600);

fn everything(hub: &LiveHub, sport: &str) -> Vec<Value> {
    let games = hub.games_json(sport);
    let mut out = vec![games.clone()];
    for g in games["games"].as_array().into_iter().flatten() {
        let id = g["game_id"].as_str().unwrap_or_default();
        out.push(hub.boxscore_json(sport, id).unwrap_or(Value::Null));
        out.push(hub.frames_json(sport, id).unwrap_or(Value::Null));
        out.push(hub.events_json(sport, id).unwrap_or(Value::Null));
    }
    out
}

fn pinned(seed: u64) -> std::sync::Arc<LiveHub> {
    let epoch = "2025-01-01T00:00:00Z".parse().expect("valid timestamp");
    LiveHub::new_at(seed, seeds(&["cs2", "valorant"], 2), FROZEN, epoch)
}

#[test]
fn same_seed_same_games_different_seed_different_games() {
    let (a, b, c) = (pinned(42), pinned(42), pinned(43));
    for hub in [&a, &b, &c] {
        hub.advance_to(900);
    }
    let (ea, eb, ec) = (
        everything(&a, "cs2"),
        everything(&b, "cs2"),
        everything(&c, "cs2"),
    );
    assert_eq!(ea, eb);
    assert_ne!(ea, ec);
    assert_eq!(everything(&a, "valorant"), everything(&b, "valorant"));
}

#[test]
fn catching_up_at_once_equals_stepping_tick_by_tick() {
    let (stepped, jumped) = (pinned(9), pinned(9));
    for t in 1..=1500 {
        stepped.advance_to(t);
    }
    jumped.advance_to(1500);
    assert_eq!(everything(&stepped, "cs2"), everything(&jumped, "cs2"));
    assert_eq!(stepped.current_tick(), 1500);
}

#[test]
fn games_end_and_are_replaced_keeping_a_steady_count() {
    let hub = pinned(5);
    hub.advance_to(4000);
    let games = hub.games_json("cs2");
    assert_eq!(games["total"], 2);
    let ids: Vec<&str> = games["games"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|g| g["game_id"].as_str())
        .collect();
    assert_eq!(ids.len(), 2);
    // 4000 ticks is several 13-round maps: both slots must be on a successor by now.
    assert!(ids.iter().all(|id| id.contains('-')), "ids {ids:?}");
    // The original game is no longer live.
    assert!(hub.boxscore_json("cs2", "cs2_g0").is_none());
}

#[test]
fn histories_are_bounded_ordered_and_current() {
    let hub = pinned(1);
    hub.advance_to(700);
    let games = hub.games_json("cs2");
    let id = games["games"][0]["game_id"]
        .as_str()
        .expect("a live game")
        .to_string();
    let frames = hub.frames_json("cs2", &id).expect("live game has frames");
    let list = frames["frames"].as_array().expect("frames array");
    assert!(!list.is_empty() && list.len() <= FRAMES_KEPT);
    let ticks: Vec<u64> = list.iter().filter_map(|f| f["tick"].as_u64()).collect();
    assert_eq!(ticks.len(), list.len());
    assert!(
        ticks.windows(2).all(|w| w[1] == w[0] + 1),
        "one frame per tick"
    );
    assert_eq!(ticks.last().copied(), Some(700));
    let last = list.last().expect("non-empty");
    let box_now = hub.boxscore_json("cs2", &id).expect("live");
    assert_eq!(last["round"], box_now["boxscore"]["round"]);
    assert_eq!(last["players"], box_now["boxscore"]["players"]);

    let events = hub.events_json("cs2", &id).expect("live game has events");
    let rows = events["events"].as_array().expect("events array");
    assert!(rows.len() <= EVENTS_KEPT);
    assert_eq!(rows[0]["kind"], "game_start");
    let idx: Vec<u64> = rows.iter().filter_map(|e| e["index"].as_u64()).collect();
    assert!(idx.windows(2).all(|w| w[1] == w[0] + 1));
    let kills = rows.iter().filter(|e| e["kind"] == "kill").count();
    let team_kills = box_now["boxscore"]["blue"]["kills"].as_u64().unwrap_or(0)
        + box_now["boxscore"]["red"]["kills"].as_u64().unwrap_or(0);
    assert_eq!(kills as u64, team_kills, "every kill is an event");
}

#[test]
fn timestamps_are_tick_times_from_the_epoch() {
    let epoch = "2025-01-01T00:00:00Z".parse().expect("valid timestamp");
    let hub = LiveHub::new_at(1, seeds(&["cs2"], 1), Duration::from_millis(1500), epoch);
    assert_eq!(hub.ts(0), "2025-01-01T00:00:00.000Z");
    assert_eq!(hub.ts(3), "2025-01-01T00:00:04.500Z");
}

#[test]
fn unknown_sport_or_game_is_empty_or_none() {
    let hub = pinned(1);
    let v = hub.games_json("lol");
    assert_eq!(v["total"], 0);
    assert_eq!(v["games"], serde_json::json!([]));
    assert!(hub.boxscore_json("cs2", "nope").is_none());
    assert!(hub.frames_json("lol", "cs2_g0").is_none());
    assert!(hub.events_json("cs2", "").is_none());
}

#[test]
fn the_wall_clock_advances_the_hub() {
    let hub = LiveHub::new(3, seeds(&["cs2"], 1), Duration::from_millis(10));
    std::thread::sleep(Duration::from_millis(60));
    assert!(hub.current_tick() >= 5);
}
