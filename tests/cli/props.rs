//! `esx props` against a scripted server: flat and grouped views, every format.

use crate::common::fixtures::{PLAYER_PROPS, PROPS};
use crate::common::{Server, json, run};

#[test]
fn props_table_sends_the_route_flags() {
    let s = Server::start(vec![json(200, PROPS)]);
    let (code, out, err) = run(
        &s,
        &[
            "props",
            "cs2",
            "--book",
            "dfs_one",
            "--market-contains",
            "KILLS",
            "--player-id",
            "7",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let target = &s.seen()[0].target;
    assert!(target.starts_with("/v6/esports/cs2/props?"), "{target}");
    for q in ["book=dfs_one", "market_contains=KILLS", "player_id=7"] {
        assert!(target.contains(q), "{target}");
    }
    insta::assert_snapshot!("board_props_table", out);
}

#[test]
fn props_json_is_the_envelope_and_csv_has_ids() {
    let s = Server::start(vec![json(200, PROPS)]);
    let (code, out, _) = run(&s, &["props", "cs2", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["props"].as_array().map(Vec::len), Some(6));
    assert_eq!(
        v["props"][0]["links"]["player_image"],
        "https://img.example/p.png"
    );
    let (code, out, _) = run(&s, &["props", "cs2", "--format", "csv"]);
    assert_eq!(code, 0);
    let mut lines = out.lines();
    assert_eq!(
        lines.next(),
        Some(
            "player_name,team,opponent,stat_type,line,direction,odds,no_vig_prob,book_name,event_time,prop_id,event_id,offer_id"
        )
    );
    assert_eq!(
        lines.next(),
        Some(
            "s1mple,NAVI,FaZe,CS2_KILLS_MAPS_1_2,32.5,over,,,DFS One,2026-11-21T18:00:00.000Z,x_prop_1,x_ev_1,x_prop_1_0_over"
        )
    );
    let (_, out, _) = run(&s, &["props", "cs2", "--format", "ndjson"]);
    assert_eq!(out.lines().count(), 6);
}

#[test]
fn grouped_props_line_venues_up_with_spread_and_book() {
    let s = Server::start(vec![json(200, PLAYER_PROPS)]);
    let (code, out, err) = run(
        &s,
        &[
            "props",
            "cs2",
            "--grouped",
            "--board",
            "all",
            "--player",
            "s1m",
            "--event",
            "x_ev_1",
            "--include-event-lines",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let target = &s.seen()[0].target;
    assert!(
        target.starts_with("/v6/esports/cs2/player-props?"),
        "{target}"
    );
    for q in [
        "board=all",
        "player=s1m",
        "event_id=x_ev_1",
        "include_event_lines=true",
    ] {
        assert!(target.contains(q), "{target}");
    }
    insta::assert_snapshot!("board_props_grouped_table", out);
    let (_, out, _) = run(&s, &["props", "cs2", "--grouped", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["groups"][0]["esx"]["spread"], 2.0);
    assert_eq!(v["groups"][0]["main"][0]["odds"], -120);
}

#[test]
fn bad_sport_and_grouped_only_flags_are_usage_errors_before_any_request() {
    let s = Server::start(vec![json(200, PROPS)]);
    let (code, _, err) = run(&s, &["props", "fifa"]);
    assert_eq!(code, 2);
    assert!(err.contains("valid: cs2"), "{err}");
    let (code, _, _) = run(&s, &["props", "cs2", "--board", "dfs"]);
    assert_eq!(code, 2);
    assert!(s.seen().is_empty());
}

/// A served line keeps its text in every format, as `--json`'s envelope does: an
/// exponent written `E` (which serde's `Number` would print `3.25e+1`) in the flat rows'
/// NDJSON and CSV and in the grouped rows' book line.
#[test]
fn served_lines_print_as_written_in_rows() {
    let flat = PROPS.replacen(r#""line":32.5"#, r#""line":3.25E1"#, 1);
    let s = Server::start(vec![json(200, &flat), json(200, &flat)]);
    let (code, out, err) = run(&s, &["props", "cs2", "--format", "ndjson"]);
    assert_eq!(code, 0, "{err}");
    let first = out.lines().next().unwrap_or_default();
    assert!(first.contains(r#""line":3.25E1,"#), "{first}");
    let (code, out, err) = run(&s, &["props", "cs2", "--format", "csv"]);
    assert_eq!(code, 0, "{err}");
    let row = out.lines().nth(1).unwrap_or_default();
    assert!(row.contains(",CS2_KILLS_MAPS_1_2,3.25E1,over,"), "{row}");

    let grouped = PLAYER_PROPS.replacen(
        r#""line":33.5,"direction":"over""#,
        r#""line":3.35E1,"direction":"over""#,
        1,
    );
    assert_ne!(grouped, PLAYER_PROPS);
    let s = Server::start(vec![json(200, &grouped)]);
    let (code, out, err) = run(&s, &["props", "cs2", "--grouped", "--format", "ndjson"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(r#""book_line":3.35E1"#), "{out}");
}
