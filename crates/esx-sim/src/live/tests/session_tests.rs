//! The session protocol without a socket: snapshot first, then gap-free `seq`, errors that
//! keep the session usable, resync after falling behind.

use std::time::Duration;

use serde_json::Value;

use super::super::LiveHub;
use super::super::session::Session;
use super::seeds;

const FROZEN: Duration = Duration::from_secs(3600);

fn hub() -> std::sync::Arc<LiveHub> {
    LiveHub::new(11, seeds(&["cs2", "valorant"], 2), FROZEN)
}

fn seqs(msgs: &[Value]) -> Vec<u64> {
    msgs.iter().filter_map(|m| m["seq"].as_u64()).collect()
}

#[test]
fn subscribe_all_gets_a_snapshot_then_updates_and_events() {
    let hub = hub();
    let mut s = Session::new();
    let first = s.handle_text(&hub, r#"{"op":"subscribe","sport":"cs2","game_id":"*"}"#);
    assert_eq!(first.len(), 1);
    let snap = &first[0];
    assert_eq!(snap["type"], "snapshot");
    assert_eq!(snap["seq"], 1);
    assert_eq!(snap["sport"], "cs2");
    assert_eq!(snap["game_id"], "*");
    assert_eq!(snap["total"], 2);
    assert!(snap["games"][0]["boxscore"]["round_clock"].is_string());
    assert!(s.poll(&hub).is_empty(), "nothing changed yet");

    hub.advance_to(30);
    let msgs = s.poll(&hub);
    assert_eq!(seqs(&msgs), (2..2 + msgs.len() as u64).collect::<Vec<_>>());
    let updates = msgs.iter().filter(|m| m["type"] == "update").count();
    assert_eq!(updates, 2 * 30, "one update per game per tick");
    assert!(msgs.iter().all(|m| m["sport"] == "cs2"));
    assert!(
        msgs.iter()
            .all(|m| m["ts"].is_string() && m["tick"].is_u64())
    );
    let ticks: Vec<u64> = msgs.iter().filter_map(|m| m["tick"].as_u64()).collect();
    assert!(ticks.windows(2).all(|w| w[0] <= w[1]), "time-ordered");
    assert!(
        msgs.iter()
            .any(|m| m["type"] == "event" && m["event"]["kind"] == "kill")
    );
}

#[test]
fn a_game_subscription_sees_only_that_game_and_the_games_list() {
    let hub = hub();
    let mut s = Session::new();
    let snap = s.handle_text(
        &hub,
        r#"{"op":"subscribe","sport":"cs2","game_id":"cs2_g1"}"#,
    );
    assert_eq!(snap[0]["type"], "snapshot");
    assert_eq!(snap[0]["total"], 1);
    assert_eq!(snap[0]["games"][0]["game_id"], "cs2_g1");
    let mut all = Vec::new();
    // Poll often enough to stay inside the retained log, until the game ends.
    for t in (50..=3000).step_by(50) {
        hub.advance_to(t);
        all.extend(s.poll(&hub));
    }
    assert!(
        all.iter()
            .all(|m| m["game_id"] == "cs2_g1" || m["type"] == "games_list")
    );
    assert!(all.iter().any(|m| m["event"]["kind"] == "game_end"));
    let list = all
        .iter()
        .find(|m| m["type"] == "games_list")
        .expect("a games_list");
    assert_eq!(list["total"], 2);
    assert_eq!(list["game_id"], "*");
    let s2: Vec<u64> = seqs(&all);
    assert!(s2.windows(2).all(|w| w[1] == w[0] + 1));
}

#[test]
fn bad_input_gets_an_error_and_the_session_goes_on() {
    let hub = hub();
    let mut s = Session::new();
    let cases = [
        ("not json", "invalid JSON"),
        ("[1,2]", "JSON object"),
        (r#"{"op":"dance"}"#, "unknown op"),
        (r#"{"sport":"cs2"}"#, "missing"),
        (r#"{"op":"subscribe"}"#, "sport"),
        (
            r#"{"op":"subscribe","sport":"chess"}"#,
            "unknown live sport",
        ),
        (
            r#"{"op":"subscribe","sport":"cs2","game_id":"zzz"}"#,
            "no live cs2 game",
        ),
        (r#"{"op":"subscribe","sport":"cs2","game_id":7}"#, "game_id"),
    ];
    for (i, (input, needle)) in cases.iter().enumerate() {
        let out = s.handle_text(&hub, input);
        assert_eq!(out.len(), 1, "{input}");
        assert_eq!(out[0]["type"], "error", "{input}");
        assert_eq!(out[0]["seq"], i as u64 + 1);
        let detail = out[0]["detail"].as_str().unwrap_or_default();
        assert!(detail.contains(needle), "{input}: {detail}");
    }
    let bin = s.binary_frame(&hub);
    assert_eq!(bin[0]["type"], "error");
    let pong = s.handle_text(&hub, r#"{"op":"ping"}"#);
    assert_eq!(pong[0]["type"], "pong");
    assert_eq!(pong[0]["seq"], cases.len() as u64 + 2);
    let ok = s.handle_text(&hub, r#"{"op":"subscribe","sport":"valorant"}"#);
    assert_eq!(ok[0]["type"], "snapshot");
    assert_eq!(ok[0]["game_id"], "*");
}

#[test]
fn a_live_sport_without_games_subscribes_to_an_empty_snapshot() {
    let hub = hub();
    let mut s = Session::new();
    let out = s.handle_text(&hub, r#"{"op":"subscribe","sport":"dota2","game_id":"*"}"#);
    assert_eq!(out[0]["type"], "snapshot");
    assert_eq!(out[0]["total"], 0);
    hub.advance_to(10);
    assert!(
        s.poll(&hub).is_empty(),
        "no cs2 traffic leaks into a dota2 subscription"
    );
}

#[test]
fn falling_behind_the_log_resyncs_with_a_snapshot() {
    let hub = hub();
    let mut s = Session::new();
    let _ = s.handle_text(&hub, r#"{"op":"subscribe","sport":"cs2","game_id":"*"}"#);
    // 4 games × ≥1 entry per tick × 2000 ticks overflows the retained log.
    hub.advance_to(2000);
    let out = s.poll(&hub);
    assert_eq!(out.len(), 1);
    assert_eq!(out[0]["type"], "snapshot");
    assert_eq!(out[0]["resync"], true);
    assert_eq!(out[0]["tick"], 2000);
    hub.advance_to(2001);
    let next = s.poll(&hub);
    assert!(next.iter().all(|m| m["type"] != "snapshot"));
    assert!(!next.is_empty());
}

#[test]
fn resubscribing_does_not_duplicate_messages() {
    let hub = hub();
    let mut s = Session::new();
    let sub = r#"{"op":"subscribe","sport":"cs2","game_id":"*"}"#;
    let _ = s.handle_text(&hub, sub);
    let again = s.handle_text(&hub, sub);
    assert_eq!(again.len(), 1);
    assert_eq!(again[0]["type"], "snapshot");
    hub.advance_to(1);
    let updates = s
        .poll(&hub)
        .iter()
        .filter(|m| m["type"] == "update")
        .count();
    assert_eq!(updates, 2);
}
