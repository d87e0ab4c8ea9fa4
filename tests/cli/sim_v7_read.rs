//! The simulator beyond the interface: the `/v7/{sport}` read routes answer what the v6
//! routes answer for the same data (one sport or `all`), `/v7/meta`'s extra sections,
//! `/props` and `/player-props` paging when `limit` is given, and gamelogs capped by plan
//! with cursor paging.

use serde_json::Value;

use crate::common::sim::{get, ok, rows, sim};

fn total(v: &Value) -> u64 {
    v["total"]
        .as_u64()
        .unwrap_or_else(|| panic!("total in {v}"))
}

#[test]
fn v7_matches_live_and_results_answer_what_v6_answers() {
    let h = sim();
    let v6 = ok(&h, "/v6/esports/cs2/matches?status=upcoming&limit=500");
    let v7 = ok(&h, "/v7/cs2/matches?status=upcoming&limit=500");
    assert_eq!(total(&v7), total(&v6));
    assert_eq!(rows(&v7, "matches"), rows(&v6, "matches"));
    // One id picks one match; its include sections come from the v6 routes.
    let m = &rows(&v6, "matches")[0];
    let id = m["kr_match_id"].as_str().unwrap_or_default();
    let one = ok(&h, &format!("/v7/cs2/matches?ids={id}&include=h2h,streams"));
    assert_eq!(total(&one), 1);
    let got = &rows(&one, "matches")[0];
    assert_eq!(got["kr_match_id"], m["kr_match_id"]);
    let h2h = ok(
        &h,
        &format!(
            "/v6/esports/cs2/teams/h2h?team1={}&team2={}",
            m["home_team_id"].as_str().unwrap_or_default(),
            m["away_team_id"].as_str().unwrap_or_default()
        ),
    );
    assert_eq!(got["h2h"]["series_played"], h2h["series_played"]);
    assert!(got["streams"]["total_streams"].is_u64(), "{got}");

    // `all` adds up every live sport's games.
    let mut n = 0;
    for s in esx_proto::sports::ALL_SPORTS {
        n += total(&ok(&h, &format!("/v6/esports/{s}/live/games")));
    }
    let all = ok(&h, "/v7/all/live");
    assert_eq!(total(&all), n);
    assert!(n > 0, "seed 42 has live games at the pinned instant");
    let g = &rows(&all, "games")[0];
    let game = ok(
        &h,
        &format!(
            "/v7/all/live?game={}&include=boxscore,events",
            g["match_id"].as_str().unwrap_or_default()
        ),
    );
    assert_eq!(game["game_id"], g["game_id"]);
    assert!(game["boxscore"]["boxscore"].is_object(), "{game}");
    assert!(game["events"].is_object(), "{game}");

    // Results: the grade filter and the count match v6's.
    let v6 = ok(&h, "/v6/esports/cs2/results?grade=hit&limit=1");
    let v7 = ok(&h, "/v7/cs2/results?grade=hit&limit=500");
    assert_eq!(total(&v7), total(&v6));
    assert!(rows(&v7, "results").iter().all(|r| r["grade"] == "hit"));
    // A window after every grade holds none.
    let none = ok(&h, "/v7/cs2/results?from=2030-01-01");
    assert_eq!(total(&none), 0);
}

#[test]
fn v7_props_lines_players_teams_history_and_refusals() {
    let h = sim();
    let v6 = ok(&h, "/v6/esports/cs2/player-props?board=dfs");
    let v7 = ok(&h, "/v7/cs2/props?board=dfs&limit=5");
    assert_eq!(v7["total_groups"], v6["total_groups"]);
    assert_eq!(v7["returned"], 5);
    assert_eq!(v7["has_more"], true);
    assert_eq!(rows(&v7, "groups")[..], rows(&v6, "groups")[..5]);

    let ml = ok(&h, "/v7/cs2/lines?view=moneyline");
    for e in rows(&ml, "events") {
        for m in e["markets"].as_array().into_iter().flatten() {
            assert_eq!(m["market"], "match_winner", "{m}");
        }
    }

    let pid = rows(&v6, "groups")[0]["canonical_player_id"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let player = ok(&h, &format!("/v7/cs2/players?id={pid}&include=stats"));
    let stats = ok(&h, &format!("/v6/esports/cs2/players/{pid}/stats"));
    assert_eq!(player["stats"], stats);

    let teams = ok(&h, "/v6/esports/cs2/teams");
    let (a, b) = (
        rows(&teams, "teams")[0]["name"]
            .as_str()
            .unwrap_or_default(),
        rows(&teams, "teams")[1]["name"]
            .as_str()
            .unwrap_or_default(),
    );
    let q = format!(
        "team1={}&team2={}",
        a.replace(' ', "%20"),
        b.replace(' ', "%20")
    );
    assert_eq!(
        ok(&h, &format!("/v7/cs2/teams?{q}")),
        ok(&h, &format!("/v6/esports/cs2/teams/h2h?{q}"))
    );

    let board = ok(&h, "/v6/esports/cs2/props?limit=1");
    let row = &rows(&board, "props")[0];
    let (prop, book) = (
        row["propId"].as_str().unwrap_or_default(),
        row["sportsbook_name"].as_str().unwrap_or_default(),
    );
    let mut tape = ok(&h, &format!("/v7/cs2/history?prop={prop}&book={book}"));
    assert_eq!(tape["kind"], "contract");
    if let Some(o) = tape.as_object_mut() {
        o.remove("kind");
    }
    assert_eq!(
        tape,
        ok(
            &h,
            &format!("/v6/esports/history/contract?prop_id={prop}&book={book}")
        )
    );

    // Sports and plans follow the route table.
    assert_eq!(get(&h, "/v7/cod/lines", Some("demo-builder")).status, 404);
    assert_eq!(get(&h, "/v7/chess/props", Some("demo-builder")).status, 404);
    assert_eq!(get(&h, "/v7/cs2/matches", Some("demo-sandbox")).status, 403);
    assert_eq!(
        get(&h, "/v7/cs2/matches?include=nope", Some("demo-builder")).status,
        422
    );
}

#[test]
fn v7_meta_names_books_routes_and_the_callers_plan() {
    let h = sim();
    let m = ok(&h, "/v7/meta?include=boards,coverage");
    assert_eq!(m["plan"], "builder");
    assert_eq!(
        rows(&m, "routes").len(),
        esx_proto::routes::ALL.len(),
        "the route table"
    );
    for b in rows(&m, "books") {
        assert!(b["kind"].is_string() && b["supports"].is_array(), "{b}");
    }
    let cs2 = &m["coverage"]["cs2"];
    let up = ok(&h, "/v6/esports/cs2/matches?status=upcoming&limit=1");
    assert_eq!(cs2["matches_upcoming"].as_u64(), Some(total(&up)));
    assert!(m["boards"]["cs2"]["props"].is_array());
    let r = get(&h, "/v7/meta", Some("demo-sandbox")).json();
    assert_eq!(r["plan"], "sandbox");
}

#[test]
fn the_board_pages_only_when_limit_is_given() {
    let h = sim();
    let whole = ok(&h, "/v6/esports/cs2/props");
    assert!(whole.get("has_more").is_none(), "no limit: the whole board");
    let n = rows(&whole, "props").len();
    let mut paged = Vec::new();
    loop {
        let p = ok(
            &h,
            &format!("/v6/esports/cs2/props?limit=500&offset={}", paged.len()),
        );
        paged.extend(p["props"].as_array().cloned().unwrap_or_default());
        assert_eq!(p["fetched_at"], "2026-11-21T12:00:00.000Z");
        if p["has_more"] != true {
            break;
        }
    }
    assert_eq!(paged.len(), n);
    assert_eq!(&paged, rows(&whole, "props"));
    // The counts alone: each book's rows.
    let counts = ok(&h, "/v6/esports/cs2/props?include_props=false");
    assert!(counts.get("props").is_none());
    let sum: u64 = rows(&counts, "books")
        .iter()
        .map(|b| b["prop_count"].as_u64().unwrap_or_default())
        .sum();
    assert_eq!(sum as usize, n);
    assert_eq!(
        get(&h, "/v6/esports/cs2/props?limit=501", Some("demo-builder")).status,
        422
    );
    // An empty `/player-props` page says why.
    let empty = ok(
        &h,
        "/v6/esports/cs2/player-props?player=nobody-at-all&limit=5",
    );
    assert_eq!(empty["available"], false);
    assert_eq!(empty["reason"], "no_props_match_filters");
    assert!(empty["hint"].is_string());
}

#[test]
fn gamelogs_cap_limit_by_plan_and_page_by_cursor() {
    let h = sim();
    let board = ok(&h, "/v6/esports/cs2/props?limit=1");
    let p = rows(&board, "props")[0]["canonical_player_id"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let big = ok(
        &h,
        &format!("/v6/esports/cs2/players/{p}/gamelogs?limit=5000"),
    );
    assert_eq!(big["limit"], 2000, "Builder's page size");
    assert_eq!(big["limit_capped"], true);
    let six = ok(&h, &format!("/v6/esports/cs2/players/{p}/gamelogs?limit=6"));
    let one = ok(&h, &format!("/v6/esports/cs2/players/{p}/gamelogs?limit=3"));
    assert_eq!(one["has_more"], true);
    let cur = one["next_cursor"].as_str().unwrap_or_default();
    let two = ok(
        &h,
        &format!("/v6/esports/cs2/players/{p}/gamelogs?limit=3&cursor={cur}"),
    );
    let mut both = rows(&one, "gamelogs").clone();
    both.extend(rows(&two, "gamelogs").iter().cloned());
    assert_eq!(&both, rows(&six, "gamelogs"));
    assert_eq!(
        get(
            &h,
            &format!("/v6/esports/cs2/players/{p}/gamelogs?cursor=bogus"),
            Some("demo-builder")
        )
        .status,
        422
    );
}
