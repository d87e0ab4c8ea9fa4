//! Every simulator route's response against the spec's field tables.

use crate::common::sim::{T, has, ok, rows, sim};
use serde_json::Value;

fn is_iso_ms(s: &str) -> bool {
    // 2026-11-21T12:00:00.000Z
    s.len() == 24
        && s.ends_with('Z')
        && s.as_bytes()[19] == b'.'
        && s.parse::<jiff::Timestamp>().is_ok()
}

#[test]
fn sim_books_fields() {
    let h = sim();
    let v = ok(&h, "/v6/books");
    has(
        &v,
        &[
            ("source", T::Str),
            ("total_books", T::Int),
            ("books", T::Arr),
        ],
        "books",
    );
    for b in rows(&v, "books") {
        has(
            b,
            &[
                ("book_id", T::Int),
                ("key", T::Str),
                ("display_name", T::Str),
            ],
            "book",
        );
        let key = b["key"].as_str().unwrap_or_default();
        assert_eq!(key, key.to_ascii_lowercase());
    }
    assert_eq!(
        v["total_books"].as_u64(),
        Some(rows(&v, "books").len() as u64)
    );
}

fn check_prop_row(r: &Value) {
    has(
        r,
        &[
            ("propId", T::Str),
            ("eventId", T::Str),
            ("offerId", T::Str),
            ("book_name", T::Str),
            ("player_name", T::Str),
            ("stat_type", T::Str),
            ("line", T::Num),
            ("direction", T::Str),
            ("team", T::Str),
            ("opponent", T::Str),
            ("event_time", T::Str),
            ("links", T::Obj),
        ],
        "prop row",
    );
    has(
        &r["links"],
        &[
            ("player_image", T::Str),
            ("team_logo", T::Str),
            ("opponent_logo", T::Str),
        ],
        "links",
    );
    let pid = r["propId"].as_str().unwrap_or_default();
    assert!(pid.starts_with("kr_prop_"), "{pid}");
    let offer = r["offerId"].as_str().unwrap_or_default();
    let dir = r["direction"].as_str().unwrap_or_default();
    assert!(
        offer.starts_with(pid) && offer.ends_with(&format!("_{dir}")),
        "{offer}"
    );
    assert!(
        r["eventId"]
            .as_str()
            .unwrap_or_default()
            .starts_with("kr_ev_")
    );
    assert!(is_iso_ms(r["event_time"].as_str().unwrap_or_default()));
}

#[test]
fn sim_props_fields_and_filters() {
    let h = sim();
    for sport in [
        "cs2", "valorant", "lol", "dota2", "cod", "r6", "mlbb", "deadlock",
    ] {
        let v = ok(&h, &format!("/v6/esports/{sport}/props"));
        has(
            &v,
            &[
                ("source", T::Str),
                ("sport", T::Str),
                ("total", T::Int),
                ("props", T::Arr),
            ],
            "props",
        );
        let props = rows(&v, "props");
        assert_eq!(v["total"].as_u64(), Some(props.len() as u64));
        check_prop_row(&props[0]);
        // Seven DFS apps plus the sportsbook post props; the gaps-only DFS app does not.
        let mut books: Vec<&str> = props
            .iter()
            .filter_map(|r| r["book_name"].as_str())
            .collect();
        books.sort_unstable();
        books.dedup();
        assert_eq!(books.len(), 8, "{sport}: {books:?}");
        assert!(
            props.iter().any(|r| r["direction"] == "higher")
                && props.iter().any(|r| r["direction"] == "under")
        );
    }
    let v = ok(
        &h,
        "/v6/esports/cs2/props?book=prizepicks&market=CS2_KILLS_MAPS_1_2",
    );
    assert!(
        rows(&v, "props")
            .iter()
            .all(|r| r["book_name"] == "PrizePicks" && r["stat_type"] == "CS2_KILLS_MAPS_1_2")
    );
    let v = ok(&h, "/v6/esports/cs2/props?market_contains=headshots");
    assert!(rows(&v, "props").iter().all(|r| {
        r["stat_type"]
            .as_str()
            .is_some_and(|s| s.contains("HEADSHOTS"))
    }));
}

#[test]
fn sim_player_props_fields() {
    let h = sim();
    let v = ok(&h, "/v6/esports/dota2/player-props");
    has(
        &v,
        &[
            ("source", T::Str),
            ("sport", T::Str),
            ("board", T::Str),
            ("total_groups", T::Int),
            ("total", T::Int),
            ("groups", T::Arr),
            ("props", T::Arr),
        ],
        "player-props",
    );
    let groups = rows(&v, "groups");
    for g in groups.iter().take(20) {
        has(
            g,
            &[
                ("player_name", T::Str),
                ("player_id", T::Int),
                ("canonical_player_id", T::Str),
                ("stat_type", T::Str),
                ("event_id", T::Str),
                ("team", T::Str),
                ("opponent", T::Str),
                ("event_time", T::Str),
                ("dfs", T::Arr),
                ("main", T::Arr),
            ],
            "group",
        );
        for e in g["dfs"]
            .as_array()
            .into_iter()
            .flatten()
            .chain(g["main"].as_array().into_iter().flatten())
        {
            has(
                e,
                &[
                    ("book_name", T::Str),
                    ("sportsbook_name", T::Str),
                    ("line", T::Num),
                    ("direction", T::Str),
                    ("stat_type", T::Str),
                ],
                "entry",
            );
        }
        for e in g["main"].as_array().into_iter().flatten() {
            has(e, &[("odds", T::Int)], "main entry");
        }
    }
    assert!(
        groups
            .iter()
            .any(|g| !g["main"].as_array().is_none_or(Vec::is_empty))
    );
    let main = ok(&h, "/v6/esports/dota2/player-props?board=main");
    assert!(
        rows(&main, "groups")
            .iter()
            .all(|g| g["dfs"].as_array().is_some_and(Vec::is_empty))
    );
    let pid = groups[0]["canonical_player_id"]
        .as_str()
        .unwrap_or_default();
    let one = ok(
        &h,
        &format!("/v6/esports/dota2/player-props?canonical_player_id={pid}"),
    );
    assert!(
        rows(&one, "groups")
            .iter()
            .all(|g| g["canonical_player_id"] == pid)
    );
}

fn check_match(m: &Value) {
    has(
        m,
        &[
            ("source", T::Str),
            ("kr_match_id", T::Str),
            ("slug", T::Str),
            ("sport", T::Str),
            ("status", T::Str),
            ("event_time", T::Str),
        ],
        "match",
    );
    assert!(
        m["sport"]
            .as_str()
            .is_some_and(|s| s.starts_with("esports_"))
    );
    let id = m["kr_match_id"].as_str().unwrap_or_default();
    assert!(
        id.starts_with("kr_") && id.ends_with(m["slug"].as_str().unwrap_or("?")),
        "{id}"
    );
}

#[test]
fn sim_matches_and_fixtures_fields() {
    let h = sim();
    let v = ok(&h, "/v6/esports/cs2/matches");
    let ms = rows(&v, "matches");
    ms.iter().for_each(check_match);
    assert!(ms.iter().all(|m| m["status"] == "not_started"));
    for (path, status) in [
        ("/v6/esports/cs2/matches?status=finished", "finished"),
        ("/v6/esports/cs2/matches/live", "running"),
        ("/v6/esports/cs2/upcoming/matches", "not_started"),
        ("/v6/esports/cs2/completed/matches", "finished"),
    ] {
        let v = ok(&h, path);
        assert!(
            rows(&v, "matches").iter().all(|m| m["status"] == status),
            "{path}"
        );
    }
    let f = ok(&h, "/v6/esports/valorant/fixtures?status=finished");
    for r in rows(&f, "fixtures") {
        has(
            r,
            &[
                ("fixture_id", T::Str),
                ("kr_match_id", T::Str),
                ("sport", T::Str),
                ("discipline", T::Str),
                ("status", T::Str),
                ("slug", T::Str),
            ],
            "fixture",
        );
        assert!(
            r["fixture_id"]
                .as_str()
                .is_some_and(|s| s.starts_with("fix_"))
        );
        assert_eq!(r["status"], "finished");
    }
    let a = ok(&h, "/v6/esports/valorant/fixtures?status=ended");
    assert_eq!(a["fixtures"], f["fixtures"]);
}

#[test]
fn sim_players_fields() {
    let h = sim();
    let v = ok(&h, "/v6/esports/cs2/players/search?q=a");
    let p = &rows(&v, "players")[0];
    has(
        p,
        &[
            ("player_id", T::Int),
            ("nickname", T::Str),
            ("slug", T::Str),
            ("first_name", T::Str),
            ("last_name", T::Str),
            ("team_id", T::Int),
        ],
        "player",
    );
    let slug = p["slug"].as_str().unwrap_or_default();
    let id = p["player_id"].as_i64().unwrap_or_default();
    assert_eq!(
        ok(&h, &format!("/v6/esports/cs2/players/{id}"))["slug"],
        slug
    );
    assert_eq!(
        ok(&h, &format!("/v6/esports/cs2/players/{slug}"))["player_id"],
        id
    );
    let st = ok(&h, &format!("/v6/esports/cs2/players/{slug}/stats"));
    has(
        &st,
        &[("kpr", T::NumOrNull), ("kills_per_map", T::NumOrNull)],
        "stats",
    );
    let gl = ok(
        &h,
        &format!("/v6/esports/cs2/players/{slug}/gamelogs?limit=3"),
    );
    assert!(rows(&gl, "gamelogs").len() <= 3);
}

#[test]
fn sim_media_fields() {
    let h = sim();
    let m = ok(&h, "/v6/esports/cs2/media?limit=25");
    has(
        &m,
        &[
            ("source", T::Str),
            ("sport", T::Str),
            ("players", T::Arr),
            ("teams", T::Arr),
            ("total_players", T::Int),
            ("total_teams", T::Int),
        ],
        "media",
    );
    assert_eq!(rows(&m, "players").len(), 25);
    for p in rows(&m, "players") {
        has(
            p,
            &[
                ("player_id", T::Int),
                ("nickname", T::Str),
                ("slug", T::Str),
                ("team_id", T::Int),
                ("links", T::Obj),
            ],
            "media player",
        );
        has(&p["links"], &[("player_image", T::Str)], "links");
    }
    for t in rows(&m, "teams") {
        has(
            t,
            &[
                ("team_id", T::Int),
                ("name", T::Str),
                ("slug", T::Str),
                ("links", T::Obj),
            ],
            "media team",
        );
        assert!(
            t["links"]["team_logo"]
                .as_str()
                .is_some_and(|u| u.starts_with("https://"))
        );
    }
    let team = rows(&m, "teams")[0]["slug"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let one = ok(&h, &format!("/v6/esports/cs2/media?team={team}"));
    assert_eq!(rows(&one, "teams")[0]["slug"], team.as_str());
}

#[test]
fn sim_research_fields() {
    let h = sim();
    let board = ok(&h, "/v6/esports/research/board?sport=cs2");
    assert!(
        rows(&board, "markets")
            .iter()
            .any(|m| m["slug"] == "kills_maps_1_2")
    );
    let slip = &rows(&board, "slips")[0];
    let name = slip["player"].as_str().unwrap_or_default();
    let v = ok(
        &h,
        &format!("/v6/esports/research/player?player={name}&sport=cs2&market=CS2_KILLS_MAPS_1_2"),
    );
    has(
        &v,
        &[
            ("player", T::Str),
            ("sport", T::Str),
            ("market", T::Str),
            ("market_slug", T::Str),
            ("on_the_board", T::Arr),
            ("series", T::Arr),
            ("settled", T::Arr),
        ],
        "slip",
    );
    assert_eq!(v["market_slug"], "kills_maps_1_2");
    for r in rows(&v, "on_the_board") {
        has(
            r,
            &[
                ("book", T::Str),
                ("side", T::Str),
                ("line", T::Str),
                ("opponent", T::Str),
                ("when", T::Str),
                ("source", T::Str),
            ],
            "on_the_board",
        );
    }
    for r in rows(&v, "series") {
        has(
            r,
            &[
                ("when", T::Str),
                ("opponent", T::Str),
                ("team", T::Str),
                ("stat", T::Int),
                ("maps", T::Str),
                ("coverage", T::Str),
            ],
            "series",
        );
    }
    for r in v["settled"].as_array().into_iter().flatten() {
        has(
            r,
            &[
                ("when", T::Str),
                ("book", T::Str),
                ("side", T::Str),
                ("line", T::Str),
                ("actual", T::Str),
                ("result", T::Str),
                ("opponent", T::Str),
            ],
            "settled",
        );
    }
}
