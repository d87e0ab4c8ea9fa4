//! A 2xx answer of the wrong shape is exit 7 naming the route (and the field where there
//! is one), never a silent "no rows": books, props, matches, flow and the other typed
//! commands, against a scripted server.

use crate::common::fixtures::{BOOKS, PROPS};
use crate::common::{Server, json, run};

/// Run `argv` against a server answering `body` with 200; assert exit 7, nothing on
/// stdout, and a stderr line naming `route` and each of `names`.
fn refused(argv: &[&str], body: &'static str, route: &str, names: &[&str]) {
    let s = Server::start_routed(move |_, _| json(200, body));
    let (code, out, err) = run(&s, argv);
    assert_eq!(code, 7, "{argv:?} with {body}: exit {code}\n{out}\n{err}");
    assert!(out.is_empty(), "{argv:?} with {body}: stdout {out}");
    assert!(err.contains(route), "{argv:?} with {body}: {err}");
    for n in names {
        assert!(err.contains(n), "{argv:?} with {body}: no `{n}` in {err}");
    }
    assert_eq!(err.trim().lines().count(), 1, "one line: {err}");
}

#[test]
fn books_of_the_wrong_shape_exit_7() {
    refused(&["books"], r#""hello""#, "/v6/books", &[]);
    refused(&["books"], "[]", "/v6/books", &[]);
    refused(
        &["books"],
        r#"{"books":{"id":1}}"#,
        "/v6/books",
        &["`books`"],
    );
    refused(
        &["books"],
        r#"{"source":"s","total_books":1,"books":[{"book_id":"one","key":"k","display_name":"K"}]}"#,
        "/v6/books",
        &["`books[0].book_id`"],
    );
}

#[test]
fn props_of_the_wrong_shape_exit_7() {
    let route = "/v6/esports/cs2/props";
    refused(&["props", "cs2"], r#""hello""#, route, &[]);
    refused(&["props", "cs2"], "[]", route, &[]);
    refused(&["props", "cs2"], r#"{"books":{"id":1}}"#, route, &[]);
    refused(
        &["props", "cs2"],
        r#"{"source":"s","sport":"cs2","total":1,"props":{"id":1}}"#,
        route,
        &["`props`"],
    );
    // A row whose line is text, not a number.
    refused(
        &["props", "cs2", "--json"],
        r#"{"source":"s","sport":"cs2","total":1,"props":[{"propId":"p","eventId":"e","offerId":"o","book_name":"B","player_name":"P","stat_type":"K","line":"22.5","direction":"over","team":"T","opponent":"O","event_time":"2026-11-21T18:00:00.000Z","links":{"player_image":"","team_logo":"","opponent_logo":""}}]}"#,
        route,
        &["`props[0].line`"],
    );
    let grouped = "/v6/esports/cs2/player-props";
    refused(&["props", "cs2", "--grouped"], "[]", grouped, &[]);
    refused(
        &["props", "cs2", "--grouped"],
        r#"{"source":"s","sport":"cs2","board":"all","total_groups":1,"total":0,"props":[],"groups":[{"player_name":"P"}]}"#,
        grouped,
        &["groups[0]"],
    );
}

#[test]
fn matches_of_the_wrong_shape_exit_7() {
    let route = "/v6/esports/cs2/matches";
    refused(&["matches", "cs2"], r#""hello""#, route, &[]);
    refused(&["matches", "cs2"], "[]", route, &[]);
    refused(
        &["matches", "cs2"],
        r#"{"books":{"id":1}}"#,
        route,
        &["matches"],
    );
    refused(
        &["matches", "cs2", "--format", "csv"],
        r#"{"matches":[{"slug":"a"}]}"#,
        route,
        &["matches[0]"],
    );
}

#[test]
fn flow_of_the_wrong_shape_exit_7() {
    let route = "/v7/cs2/flow";
    refused(&["flow", "cs2"], r#""hello""#, route, &[]);
    refused(&["flow", "cs2"], "[]", route, &[]);
    refused(
        &["flow", "cs2"],
        r#"{"books":{"id":1}}"#,
        route,
        &["available"],
    );
    refused(
        &["flow", "cs2"],
        r#"{"available":true,"sport":"cs2","kind":"all","total":1,"plays":[{"play_id":1}]}"#,
        route,
        &["`plays[0].play_id`"],
    );
}

#[test]
fn well_shaped_answers_with_unknown_fields_still_print() {
    // The same commands accept the documented shapes with extra fields (tolerated).
    let s = Server::start(vec![json(200, BOOKS)]);
    let (code, out, err) = run(&s, &["books"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("dfs_one"), "{out}");
    let s = Server::start(vec![json(200, PROPS)]);
    let (code, out, err) = run(&s, &["props", "cs2", "--json"]);
    assert_eq!(code, 0, "{err}");
    // Unknown fields and each number's text pass through (`33.0` stays `33.0`).
    assert!(out.contains(r#""line":33.0,"#), "{out}");
    assert!(out.contains(r#""odds":-115"#), "{out}");
    let s = Server::start(vec![json(
        200,
        r#"{"available":false,"reason":"no_books","later":{"x":1}}"#,
    )]);
    let (code, out, err) = run(&s, &["flow", "cs2"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("flow not available: no_books"), "{out}");
}

#[test]
fn the_other_typed_commands_refuse_wrong_shapes_too() {
    // (argv, route): each answered `{"books":{"id":1}}`, a shape none of them documents.
    let cases: &[(&[&str], &str)] = &[
        (&["fixtures", "cs2"], "/v6/esports/cs2/fixtures"),
        (
            &["players", "search", "cs2", "ace"],
            "/v6/esports/cs2/players/search",
        ),
        (&["media", "cs2", "--team", "a"], "/v6/esports/cs2/media"),
        (
            &["research", "player", "cs2", "ace"],
            "/v6/esports/research/player",
        ),
        (&["research", "board", "cs2"], "/v6/esports/research/board"),
        (&["live", "cs2"], "/v6/esports/cs2/live/games"),
        (&["live", "cs2", "g1"], "/v6/esports/cs2/live/g1/boxscore"),
        (&["breakdown", "index", "cs2"], "/v7/cs2/breakdown/index"),
    ];
    for (argv, route) in cases {
        refused(argv, r#"{"books":{"id":1}}"#, route, &[]);
    }
}

#[test]
fn shapes_the_spec_does_not_show_still_print_generically() {
    // Live frames and the dvr envelope are not shown by the spec: another shape is
    // printed faithfully, not refused.
    let s = Server::start(vec![json(200, r#"{"books":{"id":1}}"#)]);
    let (code, out, err) = run(&s, &["live", "cs2", "g1", "--frames"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("books"), "{out}");
    let (code, out, err) = run(&s, &["dvr", "dota2", "--json"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.trim(), r#"{"books":{"id":1}}"#);
}
