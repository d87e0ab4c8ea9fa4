//! `esx live` over HTTP: the live games list, a boxscore, frames and events, in every
//! format, against a scripted loopback server with the service's shapes.

use predicates::prelude::*;
use serde_json::Value;

use crate::common::sim::{ok, rows};
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
        out.contains("STATE.A") && out.contains("sport: cs2"),
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
        .stderr(predicate::str::contains(
            "not found (404): game gone is not live; list the live cs2 games with `esx live cs2`",
        ));
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

// ------------------------------------------------------------ the simulator's live games
//
// With a pinned clock (crate::common::sim::NOW) the simulator's live games are already
// under way: each as far into its map as the schedule says (docs/live-feed.md, "Games
// under way"). These read the schedule and the live routes as a client would.

/// The pinned clock as the live routes stamp it.
const NOW_TS: &str = "2026-11-21T12:00:00.000Z";
/// Maps of a series are spaced 50 minutes apart in the simulator's schedule.
const MAP_SECS: i64 = 50 * 60;
/// Game seconds per tick, and the ticks a pre-advanced game keeps before its end.
const SECONDS_PER_TICK: i64 = 5;
const MIN_TICKS_LEFT: i64 = 60;
/// The shortest and longest round in ticks (docs/live-feed.md phases at 5 s a tick):
/// freeze 3 + at least 3 action ticks to down five players two at a time + pause 1; freeze
/// 3 + the whole 1:55 action clock (23) + a last-moment plant's 0:40 fuse (8) + pause 1.
const MIN_ROUND_TICKS: i64 = 7;
const MAX_ROUND_TICKS: i64 = 35;

/// One live game as the schedule places it: `(game id, seconds into its map)`.
fn scheduled_games(h: &esx_sim::SimHandle, sport: &str) -> Vec<(String, i64)> {
    let now = crate::common::sim::NOW
        .parse::<jiff::Timestamp>()
        .expect("valid NOW")
        .as_second();
    let live = ok(h, &format!("/v6/esports/{sport}/matches/live"));
    rows(&live, "matches")
        .iter()
        .map(|m| {
            let played =
                m["home_score"].as_i64().unwrap_or(0) + m["away_score"].as_i64().unwrap_or(0);
            let start = m["event_time"]
                .as_str()
                .and_then(|t| t.parse::<jiff::Timestamp>().ok())
                .expect("event_time")
                .as_second();
            let id = format!(
                "{}_g{}",
                m["kr_match_id"].as_str().unwrap_or(""),
                played + 1
            );
            (id, now - (start + played * MAP_SECS))
        })
        .collect()
}

/// A game's history up to the pinned instant: its frames and events stamped at or
/// before NOW (the wall clock may have moved the simulator on since it started).
fn at_pinned_time(h: &esx_sim::SimHandle, sport: &str, id: &str) -> (Vec<Value>, Vec<Value>) {
    let upto = |v: Value, key: &str| -> Vec<Value> {
        let list = rows(&v, key).clone();
        list.into_iter()
            .filter(|r| r["ts"].as_str().is_some_and(|t| t <= NOW_TS))
            .collect()
    };
    (
        upto(
            ok(h, &format!("/v6/esports/{sport}/live/{id}/frames")),
            "frames",
        ),
        upto(
            ok(h, &format!("/v6/esports/{sport}/live/{id}/events")),
            "events",
        ),
    )
}

#[test]
fn pinned_sim_live_games_are_as_far_into_their_maps_as_the_schedule_says() {
    let h = crate::common::sim::sim();
    let games = scheduled_games(&h, "cs2");
    // Seed 42 at NOW: one series 15m into map 2, one 40m into map 1.
    let ids: Vec<(&str, i64)> = games.iter().map(|(id, e)| (id.as_str(), *e)).collect();
    assert_eq!(
        ids,
        [
            ("kr_cs2_obsidian-lynx-vs-azure-sharks-2026-11-21_g2", 900),
            ("kr_cs2_shadow-stags-vs-phantom-eagles-2026-11-21_g1", 2400),
        ]
    );
    let mut offsets = Vec::new();
    for (id, elapsed) in &games {
        let (frames, events) = at_pinned_time(&h, "cs2", id);
        let now = frames.last().expect("a frame at the pinned time");
        assert_eq!(now["ts"], NOW_TS, "{id}: the opening tick is stamped NOW");
        assert_eq!(events[0]["kind"], "game_start", "{id}");
        assert!(
            events.iter().all(|e| e["kind"] != "game_end"),
            "{id} is live"
        );
        let offset = now["tick"].as_i64().unwrap() - events[0]["tick"].as_i64().unwrap();
        let wanted = elapsed / SECONDS_PER_TICK;
        assert!(offset <= wanted, "{id}: {offset} > {wanted}");
        // Every finished round took MIN..=MAX ticks, the current one less than MAX.
        let round = now["round"].as_i64().unwrap();
        assert!(round > 1, "{id}: round {round}");
        assert!(round - 1 <= offset / MIN_ROUND_TICKS, "{id}: round {round}");
        assert!(round * MAX_ROUND_TICKS > offset, "{id}: round {round}");
        let (b, r) = (
            now["blue"]["map_score"].as_i64().unwrap(),
            now["red"]["map_score"].as_i64().unwrap(),
        );
        assert!(b.max(r) < 13, "{id}: {b}-{r} is not over");
        offsets.push(offset);
    }
    // Known answers: the map-2 game is exactly its 180 ticks (15m / 5 s) in; the map-1
    // game would be 480 ticks in, past its natural length (303 ticks on its stream), so
    // it sits MIN_TICKS_LEFT before its end.
    assert_eq!(offsets, [180, 303 - MIN_TICKS_LEFT]);
    // And where the map-2 game stands at NOW (seed 42's stream for its slot).
    let (frames, _) = at_pinned_time(&h, "cs2", &games[0].0);
    let now = frames.last().expect("frame at NOW");
    let stands = (
        &now["round"],
        &now["round_phase"],
        &now["round_clock"],
        &now["blue"],
        &now["red"],
    );
    assert_eq!(
        serde_json::to_string(&stands).unwrap(),
        r#"[12,"freezetime","0:10",{"map_score":7,"kills":36},{"map_score":4,"kills":33}]"#
    );
}

#[test]
fn pinned_sims_with_the_same_seed_and_clock_show_the_same_live_games() {
    let (a, b) = (crate::common::sim::sim(), crate::common::sim::sim());
    for sport in ["cs2", "valorant", "cod", "r6"] {
        let games = scheduled_games(&a, sport);
        assert_eq!(games, scheduled_games(&b, sport));
        for (id, _) in &games {
            let (mut fa, ea) = at_pinned_time(&a, sport, id);
            let (mut fb, eb) = at_pinned_time(&b, sport, id);
            assert_eq!(fa.last().map(|f| &f["ts"]), Some(&Value::from(NOW_TS)));
            // The last FRAMES_KEPT ticks are kept: a simulator whose clock has moved on
            // since has dropped its oldest ones, so compare the ticks both still have.
            let first = fa[0]["tick"].as_u64().max(fb[0]["tick"].as_u64());
            fa.retain(|f| f["tick"].as_u64() >= first);
            fb.retain(|f| f["tick"].as_u64() >= first);
            assert_eq!(fa, fb, "{sport} {id}: frames (the boxscore at each tick)");
            assert_eq!(ea, eb, "{sport} {id}: events");
        }
    }
}

#[test]
fn live_boxscore_heading_names_the_teams() {
    let h = crate::common::sim::sim();
    let list = ok(&h, "/v6/esports/cs2/live/games");
    let game = &rows(&list, "games")[0];
    let (id, blue, red) = (
        game["game_id"].as_str().unwrap(),
        game["blue_code"].as_str().unwrap(),
        game["red_code"].as_str().unwrap(),
    );
    let dir = tempfile::tempdir().unwrap();
    let out = esx_at(dir.path(), &h.base_url())
        .env("ESX_API_KEY", "demo-builder")
        .args(["live", "cs2", id])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    let heading = out.lines().nth(1).unwrap_or_default();
    assert!(
        heading.starts_with(&format!("{blue} ")) && heading.contains(&format!(" {red}   (kills")),
        "{out}"
    );
    assert!(!heading.contains("BLUE"), "{out}");
    // A boxscore without team codes (the spec's shape) keeps the side names: see the
    // live_boxscore_table snapshot ("BLUE 6 - 2 RED").
}
