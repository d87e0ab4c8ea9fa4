//! Unit tests of `live`.

use serde::Deserialize as _;

use super::view::describe_event;
use super::*;
use crate::output::typed::testing::check_row;
use esx_proto::models::LiveEvent;

#[test]
fn a_game_is_any_unique_part_of_its_id() {
    let ids = vec![
        "kr_cs2_a-vs-b_g1".to_string(),
        "kr_cs2_a-vs-b_g2".to_string(),
        "kr_cs2_c-vs-d_g1".to_string(),
    ];
    assert_eq!(
        pick_game(&ids, "kr_cs2_a-vs-b_g1", "cs2").unwrap(),
        "kr_cs2_a-vs-b_g1"
    );
    assert_eq!(
        pick_game(&ids, "c-vs-d", "cs2").unwrap(),
        "kr_cs2_c-vs-d_g1"
    );
    assert_eq!(pick_game(&ids, "B_G2", "cs2").unwrap(), "kr_cs2_a-vs-b_g2");
    let many = pick_game(&ids, "a-vs-b", "cs2").unwrap_err();
    assert_eq!(many.kind(), crate::error::ErrorKind::Usage);
    assert!(
        many.to_string()
            .contains("kr_cs2_a-vs-b_g1, kr_cs2_a-vs-b_g2"),
        "{many}"
    );
    let none = pick_game(&ids, "zzz", "cs2").unwrap_err();
    assert_eq!(none.kind(), crate::error::ErrorKind::NotFound);
    assert!(none.to_string().contains("`esx live cs2`"), "{none}");
}
use serde_json::json;

#[test]
fn watch_target_prefers_the_flag_then_the_argument() {
    assert_eq!(watch_target(None, None).unwrap(), "*");
    assert_eq!(watch_target(None, Some("g1")).unwrap(), "g1");
    assert_eq!(watch_target(Some("g2"), None).unwrap(), "g2");
    assert_eq!(watch_target(Some("g2"), Some("g2")).unwrap(), "g2");
    assert_eq!(watch_target(Some(" * "), None).unwrap(), "*");
    assert!(matches!(
        watch_target(Some("g2"), Some("g1")),
        Err(e) if e.kind() == crate::error::ErrorKind::Usage
    ));
    assert!(watch_target(Some(""), None).is_err());
}

fn describe(raw: &Value) -> String {
    describe_event(&LiveEvent::deserialize(raw).expect("an event"), raw)
}

#[test]
fn events_are_described_by_kind() {
    let kill = json!({"kind": "kill", "killer": "R0p1", "victim": "B0p3", "assister": null});
    assert_eq!(describe(&kill), "R0p1 killed B0p3");
    let kill = json!({"kind": "kill", "killer": "a", "victim": "b", "assister": "c"});
    assert_eq!(describe(&kill), "a killed b, assist c");
    let end = json!({"kind": "round_end", "winner": "blue", "reason": "defuse", "blue_score": 3, "red_score": 1});
    assert_eq!(describe(&end), "blue wins the round (defuse), 3-1");
    let odd = json!({"index": 1, "kind": "timeout", "team": "blue", "tick": 3});
    assert_eq!(describe(&odd), "team=blue");
    assert_eq!(describe(&json!({"kind": "round_start"})), "round ? starts");
}

#[test]
fn boxscore_view_keeps_the_envelope_and_lists_players() {
    let data = serde_json::json!({"sport": "cs2", "game_id": "g", "boxscore": {
        "map_name": "Nuke", "round": 9, "round_phase": "live", "round_clock": "1:30",
        "blue": {"map_score": 6, "kills": 22}, "red": {"map_score": 2, "kills": 19},
        "players": [{"nickname": "p", "side": "blue", "kills": 3, "deaths": 4, "assists": 2, "alive": true}]}});
    let typed: LiveBoxscoreResponse = decode(&data, "/b").expect("decodes");
    let rows = super::view::player_rows(&typed.game_id, &typed.boxscore);
    let view = boxscore_view(&data, &typed, &rows, None, None);
    assert_eq!(view.doc.to_value().unwrap(), data);
    assert_eq!(view.rows.len(), 1);
    assert_eq!(view.notes[0], "g · Nuke · round 9 · live 1:30");
    assert_eq!(view.notes[1], "BLUE 6 - 2 RED   (kills 22 - 19)");
    check_row(&rows[0], &view.columns);
    assert_eq!(
        serde_json::to_string(&rows[0]).unwrap(),
        r#"{"side":"blue","nickname":"p","kills":3,"deaths":4,"assists":2,"alive":"yes","game_id":"g"}"#
    );
    // The spec's boxscore names no teams: the live games list's codes name the sides,
    // and the answer's own codes win over them.
    let listed = boxscore_view(&data, &typed, &rows, Some(("NAVI", "FAZE")), None);
    assert_eq!(listed.notes[1], "NAVI 6 - 2 FAZE   (kills 22 - 19)");
    let mut own = data.clone();
    own["blue_code"] = json!("VIT");
    own["red_code"] = json!("G2");
    let typed_own: LiveBoxscoreResponse = decode(&own, "/b").expect("decodes");
    let view = boxscore_view(&own, &typed_own, &rows, Some(("NAVI", "FAZE")), None);
    assert_eq!(view.notes[1], "VIT 6 - 2 G2   (kills 22 - 19)");
    // The documented shape is required: another one is exit 7.
    assert!(decode::<LiveBoxscoreResponse>(&json!({"x": 1}), "/b").is_err());
}

/// Frames: the boxscore's fields at each tick, the score and kills as `blue-red`.
#[test]
fn a_frame_row_is_its_columns() {
    let data = json!({"frames": [{"tick": 1, "ts": "2026-11-21T12:00:00.000Z", "map_name": "Nuke",
        "round": 3, "round_phase": "live", "round_clock": "1:02",
        "blue": {"map_score": 2, "kills": 5}, "red": {"map_score": 1, "kills": 4}},
        {"tick": 2}]});
    let typed = esx_proto::models::LiveFramesResponse::deserialize(&data).unwrap();
    let rows = frame_rows(&typed);
    let view = frames_view(&data, &rows);
    check_row(&rows[0], &view.columns);
    assert_eq!(
        serde_json::to_string(&rows[0]).unwrap(),
        r#"{"tick":1,"ts":"2026-11-21T12:00:00.000Z","map_name":"Nuke","round":3,"round_phase":"live","round_clock":"1:02","score":"2-1","kills":"5-4"}"#
    );
    assert_eq!(
        serde_json::to_string(&rows[1]).unwrap(),
        r#"{"tick":2,"ts":null,"map_name":null,"round":null,"round_phase":null,"round_clock":null,"score":null,"kills":null}"#
    );
}

/// Events: the event's own fields and its description.
#[test]
fn an_event_row_is_its_columns() {
    let data = json!({"events": [{"index": 4, "tick": 9, "ts": "2026-11-21T12:00:00.000Z",
        "round": 2, "kind": "kill", "killer": "a", "victim": "b"}]});
    let typed = esx_proto::models::LiveEventsResponse::deserialize(&data).unwrap();
    let rows = event_rows(&typed, crate::rows::raw(&data, "events"));
    let view = events_view(&data, &rows);
    check_row(&rows[0], &view.columns);
    assert_eq!(rows[0].detail, "a killed b");
}

/// The games list: one row per game, as the model reads it.
#[test]
fn a_game_row_is_its_columns() {
    let data = json!({"sport": "cs2", "total": 1, "games": [
        {"game_id": "g1", "match_id": "m1", "blue_code": "NAVI", "red_code": "FAZE"}]});
    let typed: esx_proto::models::LiveGamesResponse = decode(&data, "/g").unwrap();
    let rows = game_rows(&typed);
    let view = games_view(&data, &rows, "cs2");
    check_row(&rows[0], &view.columns);
}

#[test]
fn listed_codes_come_from_the_games_list() {
    let list = json!({"games": [
        {"game_id": "a_g1", "blue_code": "NAVI", "red_code": "FAZE"},
        {"game_id": "b_g1", "blue_code": "VIT"}]});
    assert_eq!(
        listed_codes(&list, "a_g1"),
        Some(("NAVI".to_string(), "FAZE".to_string()))
    );
    assert_eq!(listed_codes(&list, "b_g1"), None, "both codes or none");
    assert_eq!(listed_codes(&list, "c_g1"), None);
}

#[test]
fn a_long_heading_breaks_between_its_parts_never_inside_one() {
    let parts: Vec<String> = [
        "kr_cs2_shadow-stags-vs-phantom-eagles-2026-11-21_g1",
        "Mirage",
        "round 18",
        "live 1:55",
    ]
    .iter()
    .map(ToString::to_string)
    .collect();
    // 83 columns in one line; at 80 the clock part moves whole to the next line.
    assert_eq!(
        super::view::pack(&parts, " · ", None),
        ["kr_cs2_shadow-stags-vs-phantom-eagles-2026-11-21_g1 · Mirage · round 18 · live 1:55"]
    );
    assert_eq!(
        super::view::pack(&parts, " · ", Some(80)),
        [
            "kr_cs2_shadow-stags-vs-phantom-eagles-2026-11-21_g1 · Mirage · round 18",
            "live 1:55"
        ]
    );
    // Narrower than the id: the id alone on its line, whole.
    assert_eq!(
        super::view::pack(&parts, " · ", Some(30))[0],
        "kr_cs2_shadow-stags-vs-phantom-eagles-2026-11-21_g1"
    );
}

#[test]
fn first_fitting_takes_the_first_that_fits_else_the_narrowest() {
    let v = || vec!["a long status line".to_string(), "short".to_string()];
    assert_eq!(super::view::first_fitting(v(), None), "a long status line");
    assert_eq!(
        super::view::first_fitting(v(), Some(80)),
        "a long status line"
    );
    assert_eq!(super::view::first_fitting(v(), Some(10)), "short");
    assert_eq!(super::view::first_fitting(v(), Some(2)), "short");
}

/// A live game's players: the side and player say whose line it is, kills, deaths and
/// assists are what a live bettor acts on; whether a player is alive is context.
#[test]
fn player_columns_declare_their_tiers() {
    use crate::output::view::Tier::{ActOn as A, Context as X, Identity as I};
    let got = crate::output::view::tiers_of(&super::view::player_columns());
    let want = [
        ("SIDE", I),
        ("PLAYER", I),
        ("K", A),
        ("D", A),
        ("A", A),
        ("ALIVE", X),
    ];
    let want: Vec<(String, crate::output::view::Tier)> =
        want.iter().map(|(t, k)| ((*t).to_string(), *k)).collect();
    assert_eq!(got, want);
}
