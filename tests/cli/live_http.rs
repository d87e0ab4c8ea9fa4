//! `esx live` over HTTP: the live games list, a boxscore, frames and events, in every
//! format, against a scripted loopback server with the service's shapes.

use predicates::prelude::*;
use serde_json::Value;

use crate::common::{Server, esx_at, json};

const GAMES: &str = r#"{"sport":"cs2","total":2,"games":[{"game_id":"cs2_g0-3","match_id":"x_cs2_m0","blue_code":"B0","red_code":"R0"},{"game_id":"cs2_g1","match_id":"x_cs2_m1","blue_code":"B1","red_code":"R1","extra":{"new":1}}]}"#;

const BOXSCORE: &str = r#"{"sport":"cs2","game_id":"cs2_g0-3","boxscore":{"map_name":"Nuke","round":9,"round_phase":"live","round_clock":"1:30","blue":{"map_score":6,"kills":22},"red":{"map_score":2,"kills":19},"players":[{"nickname":"B0p1","side":"blue","kills":3,"deaths":4,"assists":2,"alive":true},{"nickname":"B0p2","side":"blue","kills":7,"deaths":1,"assists":0,"alive":false},{"nickname":"R0p1","side":"red","kills":5,"deaths":6,"assists":1,"alive":true}]}}"#;

const FRAMES: &str = r#"{"sport":"cs2","game_id":"cs2_g0-3","match_id":"x_cs2_m0","total":2,"frames":[{"tick":681,"ts":"2025-03-29T21:00:00.000Z","map_name":"Nuke","round":1,"round_phase":"bomb","round_clock":"0:10","blue":{"map_score":0,"kills":3},"red":{"map_score":0,"kills":4},"players":[]},{"tick":682,"ts":"2025-03-29T21:00:05.000Z","map_name":"Nuke","round":1,"round_phase":"over","round_clock":"0:05","blue":{"map_score":0,"kills":3},"red":{"map_score":1,"kills":4},"players":[]}]}"#;

const EVENTS: &str = r#"{"sport":"cs2","game_id":"cs2_g0-3","match_id":"x_cs2_m0","total":5,"events":[{"index":0,"tick":667,"ts":"2025-03-29T07:00:00.000Z","round":1,"kind":"game_start"},{"index":1,"tick":670,"ts":"2025-03-29T07:00:15.000Z","round":1,"kind":"kill","killer":"R0p1","killer_side":"red","victim":"B0p3","victim_side":"blue","assister":"R0p2"},{"index":2,"tick":672,"ts":"2025-03-29T07:00:25.000Z","round":1,"kind":"bomb_planted","player":"R0p4","side":"red"},{"index":3,"tick":680,"ts":"2025-03-29T07:01:05.000Z","round":1,"kind":"bomb_exploded"},{"index":4,"tick":680,"ts":"2025-03-29T07:01:05.000Z","round":1,"kind":"round_end","winner":"red","reason":"detonation","blue_score":0,"red_score":1}]}"#;

/// A server answering each live route with its body (404 for anything else).
fn server() -> Server {
    Server::start_routed(|target, _| {
        let path = target.split('?').next().unwrap_or(target);
        match path {
            "/v6/esports/cs2/live/games" => json(200, GAMES),
            "/v6/esports/cs2/live/cs2_g0-3/boxscore" => json(200, BOXSCORE),
            "/v6/esports/cs2/live/cs2_g0-3/frames" => json(200, FRAMES),
            "/v6/esports/cs2/live/cs2_g0-3/events" => json(200, EVENTS),
            "/v6/esports/cs2/live/gone/boxscore" => {
                json(404, r#"{"detail":"game gone is not live"}"#)
            }
            _ => json(404, r#"{"detail":"Not Found"}"#),
        }
    })
}

/// A table snapshot named `live_<name>` in tests/cli/snapshots/.
fn snap(name: &str, text: &str) {
    insta::with_settings!({prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!(name, text);
    });
}

fn stdout(args: &[&str], srv: &Server) -> String {
    let dir = tempfile::tempdir().unwrap();
    let out = esx_at(dir.path(), &srv.base)
        .env("COLUMNS", "120")
        .args(args)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    String::from_utf8(out).unwrap()
}

#[test]
fn live_games_table_json_and_csv() {
    let srv = server();
    snap("live_games_table", &stdout(&["live", "cs2"], &srv));
    let v: Value = serde_json::from_str(&stdout(&["live", "cs2", "--json"], &srv)).unwrap();
    assert_eq!(
        v,
        serde_json::from_str::<Value>(GAMES).unwrap(),
        "envelope unchanged"
    );
    let csv = stdout(&["live", "cs2", "--format", "csv"], &srv);
    assert_eq!(
        csv.lines().next(),
        Some("game_id,blue_code,red_code,match_id")
    );
    assert_eq!(csv.lines().count(), 3);
    let nd = stdout(&["live", "cs2", "--format", "ndjson"], &srv);
    assert_eq!(nd.lines().count(), 2);
    let js = stdout(&["live", "cs2", "--json"], &srv);
    assert!(js.contains(r#""extra":{"new":1}"#), "{js}");
    assert_eq!(srv.seen()[0].target, "/v6/esports/cs2/live/games");
}

#[test]
fn live_boxscore_table_json_and_csv() {
    let srv = server();
    snap(
        "live_boxscore_table",
        &stdout(&["live", "cs2", "cs2_g0-3"], &srv),
    );
    let v: Value =
        serde_json::from_str(&stdout(&["live", "cs2", "cs2_g0-3", "--json"], &srv)).unwrap();
    assert_eq!(v, serde_json::from_str::<Value>(BOXSCORE).unwrap());
    let csv = stdout(&["live", "cs2", "cs2_g0-3", "--format", "csv"], &srv);
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some("side,nickname,kills,deaths,assists,alive,game_id")
    );
    assert_eq!(lines.next(), Some("blue,B0p1,3,4,2,yes,cs2_g0-3"));
}

#[test]
fn live_frames_and_events_tables() {
    let srv = server();
    snap(
        "live_frames_table",
        &stdout(&["live", "cs2", "cs2_g0-3", "--frames"], &srv),
    );
    snap(
        "live_events_table",
        &stdout(&["live", "cs2", "cs2_g0-3", "--events"], &srv),
    );
    let v: Value = serde_json::from_str(&stdout(
        &["live", "cs2", "cs2_g0-3", "--events", "--json"],
        &srv,
    ))
    .unwrap();
    assert_eq!(v, serde_json::from_str::<Value>(EVENTS).unwrap());
    let csv = stdout(
        &["live", "cs2", "cs2_g0-3", "--frames", "--format", "csv"],
        &srv,
    );
    assert_eq!(
        csv.lines().next(),
        Some("tick,ts,map_name,round,round_phase,round_clock,score,kills")
    );
    assert!(
        csv.contains("682,2025-03-29T21:00:05.000Z,Nuke,1,over,0:05,0-1,3-4"),
        "{csv}"
    );
}

#[test]
fn live_unknown_shapes_fall_back_to_a_generic_table() {
    let srv = Server::start(vec![json(
        200,
        r#"{"sport":"cs2","game_id":"g","rows":[{"t":1,"state":{"a":2}}]}"#,
    )]);
    let out = stdout(&["live", "cs2", "g", "--frames"], &srv);
    assert!(
        out.contains("state.a") && out.contains("sport: cs2"),
        "{out}"
    );
}

#[test]
fn live_errors_map_to_exit_codes() {
    let srv = server();
    let dir = tempfile::tempdir().unwrap();
    esx_at(dir.path(), &srv.base)
        .args(["live", "cs2", "gone"])
        .assert()
        .code(5)
        .stderr(predicate::str::contains("not live"));
    let before = srv.seen().len();
    esx_at(dir.path(), &srv.base)
        .args(["live", "fifa"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "valid: cs2, valorant, lol, dota2, cod, r6",
        ));
    assert_eq!(srv.seen().len(), before, "no request for a bad sport");
    esx_at(dir.path(), &srv.base)
        .args(["live", "cs2", "--frames"])
        .assert()
        .code(2);
    let plan = Server::start(vec![json(
        403,
        r#"{"detail":"live data requires the Builder plan or above"}"#,
    )]);
    esx_at(dir.path(), &plan.base)
        .args(["live", "mlbb"])
        .assert()
        .code(4)
        .stderr(predicate::str::contains("Builder plan"));
}
