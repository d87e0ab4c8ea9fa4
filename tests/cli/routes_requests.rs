//! Route commands against the scripted loopback server: each sends the documented path
//! and query, and prints the answer as a table and as unchanged JSON.

use predicates::prelude::*;

use crate::common::{KEY, Server, esx_at, json};

/// One case: argv, the request target esx must send, a canned answer, and text the
/// table must show.
struct Case {
    argv: &'static [&'static str],
    target: &'static str,
    body: &'static str,
    shows: &'static [&'static str],
}

const CASES: &[Case] = &[
    Case {
        argv: &[
            "matches",
            "cs2",
            "--status",
            "finished",
            "--from",
            "2026-03-01",
            "--to",
            "2026-03-07",
            "--limit",
            "5",
            "--offset",
            "10",
        ],
        target: "/v6/esports/cs2/matches?status=finished&start_date=2026-03-01&end_date=2026-03-07&limit=5&offset=10",
        body: r#"{"source":"svc","total":1,"matches":[{"source":"svc","kr_match_id":"kr_cs2_a-vs-b","slug":"a-vs-b","sport":"esports_cs2","status":"finished","event_time":"2026-03-02T18:00:00.000Z"}]}"#,
        shows: &["a-vs-b", "finished", "03-02 18:00"],
    },
    Case {
        argv: &["matches", "lol", "--live"],
        target: "/v6/esports/lol/matches/live",
        body: r#"{"matches":[{"source":"svc","kr_match_id":"kr_x-vs-y","slug":"x-vs-y","sport":"esports_cs2","status":"running","event_time":"2026-03-02T18:00:00.000Z"}]}"#,
        shows: &["x-vs-y", "running"],
    },
    Case {
        argv: &["matches", "valorant", "--upcoming"],
        target: "/v6/esports/valorant/upcoming/matches",
        body: r#"{"matches":[{"source":"svc","kr_match_id":"kr_u-vs-v","slug":"u-vs-v","sport":"esports_cs2","status":"not_started","event_time":"2026-03-02T18:00:00.000Z"}]}"#,
        shows: &["u-vs-v", "not_started"],
    },
    Case {
        argv: &["matches", "dota2", "--completed"],
        target: "/v6/esports/dota2/completed/matches",
        body: r#"{"matches":[{"source":"svc","kr_match_id":"kr_c-vs-d","slug":"c-vs-d","sport":"esports_cs2","status":"finished","event_time":"2026-03-02T18:00:00.000Z"}]}"#,
        shows: &["c-vs-d"],
    },
    Case {
        argv: &[
            "fixtures",
            "cs2",
            "--status",
            "not_started",
            "--from",
            "2026-03-01",
        ],
        target: "/v6/esports/cs2/fixtures?status=not_started&start_date=2026-03-01",
        body: r#"{"fixtures":[{"fixture_id":"fix_1","kr_match_id":"kr_cs2_a","sport":"esports_cs2","discipline":"cs2","status":"not_started","slug":"a-vs-b"}]}"#,
        shows: &["a-vs-b", "not_started", "cs2"],
    },
    Case {
        argv: &["schedule", "r6"],
        target: "/v6/esports/r6/schedule",
        body: r#"{"sport":"r6","days":[{"date":"2026-03-01","total":2}]}"#,
        shows: &["sport: r6", "2026-03-01"],
    },
    Case {
        argv: &["streams", "cod", "-F", "lang=en"],
        target: "/v6/esports/cod/streams?lang=en",
        body: r#"{"total":1,"streams":[{"slug":"s1","url":"https://streams.example/s1"}]}"#,
        shows: &["total: 1", "https://streams.example/s1"],
    },
    Case {
        argv: &["boxscore", "cs2", "a vs/b"],
        target: "/v6/esports/cs2/matches/a%20vs%2Fb/boxscore",
        body: r#"{"slug":"a-vs-b","maps":[{"map":"Mirage","score":"13-9"}]}"#,
        shows: &["slug: a-vs-b", "Mirage", "13-9"],
    },
    Case {
        argv: &["boxscores", "valorant"],
        target: "/v6/esports/valorant/boxscores",
        body: r#"{"boxscores":[{"slug":"m1","winner":"T1"}]}"#,
        shows: &["m1", "T1"],
    },
    Case {
        argv: &["results", "lol", "--grade", "hit"],
        target: "/v6/esports/lol/results?grade=hit",
        body: r#"{"results":[{"player_name":"faker","grade":"hit","line":4.5}]}"#,
        shows: &["faker", "hit", "4.5"],
    },
    Case {
        argv: &["teams", "mlbb"],
        target: "/v6/esports/mlbb/teams",
        body: r#"{"teams":[{"team_id":"x_tm_1","name":"Blacklist","logo":{"url":"https://img.example/t1.png"}}]}"#,
        shows: &["Blacklist", "https://img.example/t1.png"],
    },
    Case {
        argv: &["players", "search", "cs2", "s1mple"],
        target: "/v6/esports/cs2/players/search?q=s1mple",
        body: r#"{"players":[{"player_id":7,"nickname":"s1mple","slug":"s1mple","first_name":"Oleksandr","last_name":"K","team_id":3}]}"#,
        shows: &["NICKNAME", "s1mple", "Oleksandr"],
    },
    Case {
        argv: &["players", "show", "cs2", "s1mple"],
        target: "/v6/esports/cs2/players/s1mple",
        body: r#"{"player_id":7,"nickname":"s1mple","team_id":3}"#,
        shows: &["FIELD", "nickname", "s1mple"],
    },
    Case {
        argv: &["players", "stats", "valorant", "42"],
        target: "/v6/esports/valorant/players/42/stats",
        body: r#"{"player_id":42,"kpr":0.81,"maps":30}"#,
        shows: &["kpr", "0.81"],
    },
    Case {
        argv: &["players", "gamelogs", "cs2", "s1mple", "--limit", "3"],
        target: "/v6/esports/cs2/players/s1mple/gamelogs?limit=3",
        body: r#"{"player":"s1mple","gamelogs":[{"map":"Nuke","kills":24}]}"#,
        shows: &["player: s1mple", "Nuke", "24"],
    },
    Case {
        argv: &["rankings", "cs2", "--filter", "last_3_months"],
        target: "/v6/esports/cs2/rankings?filter=last_3_months",
        body: r#"{"filter":"last_3_months","players":[{"rank":1,"nickname":"zywoo"}]}"#,
        shows: &["zywoo", "filter: last_3_months"],
    },
    Case {
        argv: &["h2h", "cs2", "--team1", "navi", "--team2", "vitality"],
        target: "/v6/esports/cs2/teams/h2h?team1=navi&team2=vitality",
        body: r#"{"series_played":3,"meetings":[{"slug":"navi-vs-vitality"}]}"#,
        shows: &["series_played: 3", "navi-vs-vitality"],
    },
    Case {
        argv: &["history", "--market-key", "mk_cs2_1"],
        target: "/v6/esports/history/contract?market_key=mk_cs2_1",
        body: r#"{"market_key":"mk_cs2_1","tapes":[{"source":"kalshi","type":"prediction_market"}]}"#,
        shows: &["market_key: mk_cs2_1", "kalshi"],
    },
    Case {
        argv: &["history", "--prop-id", "x_prop_1", "--book", "dfs_one"],
        target: "/v6/esports/history/contract?prop_id=x_prop_1&book=dfs_one",
        body: r#"{"prop_id":"x_prop_1","points":[{"ts":"2026-03-01T00:00:00Z","line":20.5}]}"#,
        shows: &["20.5"],
    },
    Case {
        argv: &[
            "research",
            "player",
            "cs2",
            "s1mple",
            "--market",
            "CS2_KILLS_MAPS_1_2",
        ],
        target: "/v6/esports/research/player?player=s1mple&sport=cs2&market=CS2_KILLS_MAPS_1_2",
        body: r#"{"player":"s1mple","sport":"cs2","market":"Kills Maps 1-2","market_slug":"kills_maps_1_2","on_the_board":[{"book":"DFS One","side":"over","line":"34.5","opponent":"Vitality","when":"Mar 1","source":"live"}],"series":[],"settled":[{"when":"Feb 20","book":"DFS One","side":"over","line":"33.5","actual":"37","result":"hit","opponent":"G2"}]}"#,
        shows: &["on the board", "34.5", "settled", "hit", "kills_maps_1_2"],
    },
    Case {
        argv: &["research", "board", "valorant"],
        target: "/v6/esports/research/board?sport=valorant",
        body: r#"{"markets":[{"slug":"kills_maps_1_2","label":"Kills"}],"slips":[{"player":"tenz","sport":"valorant","market":"Kills","market_slug":"kills_maps_1_2","on_the_board":[{"book":"B","side":"over","line":"30.5","opponent":"X","when":"Mar 1","source":"live"}],"series":[],"settled":[]}]}"#,
        shows: &["tenz", "B 30.5", "markets: kills_maps_1_2"],
    },
    Case {
        argv: &[
            "media",
            "cs2",
            "--player",
            "s1mple",
            "--player-id",
            "7",
            "--team",
            "navi",
            "--team-id",
            "3",
            "--opponent",
            "g2",
            "--limit",
            "25",
        ],
        target: "/v6/esports/cs2/media?player=s1mple&player_id=7&team=navi&team_id=3&opponent=g2&limit=25",
        body: r#"{"source":"svc","sport":"cs2","players":[{"player_id":7,"nickname":"s1mple","slug":"s1mple","team_id":3,"links":{"player_image":"https://img.example/p/7.png"}}],"teams":[{"team_id":3,"name":"NAVI","slug":"navi","links":{"team_logo":"https://img.example/t/3.png"}}],"total_players":1,"total_teams":1}"#,
        shows: &[
            "https://img.example/p/7.png",
            "https://img.example/t/3.png",
            "NAVI",
            "player",
            "team",
        ],
    },
    Case {
        argv: &[
            "breakdown",
            "cs2",
            "--team1",
            "navi",
            "--team2",
            "g2",
            "--limit",
            "100",
        ],
        target: "/v7/cs2/breakdown?team1=navi&team2=g2&limit=100",
        body: r#"{"mode":"h2h","form":[{"team":"navi","w":3}]}"#,
        shows: &["mode: h2h", "navi"],
    },
    Case {
        argv: &["breakdown", "lol", "--match", "kr_lol_a"],
        target: "/v7/lol/breakdown?match=kr_lol_a",
        body: r#"{"mode":"match"}"#,
        shows: &["mode", "match"],
    },
    Case {
        argv: &["meta"],
        target: "/v7/meta",
        body: r#"{"line_books":[{"key":"sharp","type":"sportsbook"}]}"#,
        shows: &["sharp", "sportsbook"],
    },
];

#[test]
fn every_route_sends_its_path_and_query_and_prints_a_table_and_json() {
    for case in CASES {
        let body = case.body;
        let s = Server::start_routed(move |_, _| json(200, body));
        let d = tempfile::tempdir().unwrap();
        let out = esx_at(d.path(), &s.base).args(case.argv).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{:?}: {}",
            case.argv,
            String::from_utf8_lossy(&out.stderr)
        );
        for want in case.shows {
            assert!(
                text.contains(want),
                "{:?}: no `{want}` in\n{text}",
                case.argv
            );
        }
        let seen = s.seen();
        assert_eq!(seen.len(), 1, "{:?}", case.argv);
        assert_eq!(seen[0].target, case.target, "{:?}", case.argv);
        assert_eq!(seen[0].header("x-api-key").as_deref(), Some(KEY));
        // --json prints the service's envelope unchanged.
        let out = esx_at(d.path(), &s.base)
            .args(case.argv)
            .arg("--json")
            .output()
            .unwrap();
        assert_eq!(
            String::from_utf8_lossy(&out.stdout).trim_end(),
            body,
            "{:?}",
            case.argv
        );
    }
}

#[test]
fn published_breakdown_pages_are_fetched_without_the_key() {
    let s = Server::start_routed(|target, _| {
        if target.contains("/index") {
            json(
                200,
                r#"{"available":true,"sport":"cs2","returned":1,"pages":[{"sport":"cs2","kind":"team","slug":"navi"}]}"#,
            )
        } else {
            json(
                200,
                r#"{"available":true,"title":"NAVI form","sections":[{"name":"form"}]}"#,
            )
        }
    });
    let d = tempfile::tempdir().unwrap();
    esx_at(d.path(), &s.base)
        .args(["breakdown", "index", "cs2", "--kind", "team"])
        .assert()
        .success()
        .stdout(predicate::str::contains("navi").and(predicate::str::contains("KIND")));
    esx_at(d.path(), &s.base)
        .args(["breakdown", "published", "cs2", "team", "navi"])
        .assert()
        .success()
        .stdout(predicate::str::contains("NAVI form"));
    let seen = s.seen();
    assert_eq!(seen.len(), 2);
    assert_eq!(seen[0].target, "/v7/cs2/breakdown/index?kind=team");
    assert_eq!(seen[1].target, "/v7/cs2/breakdown/published/team/navi");
    for req in &seen {
        assert_eq!(req.header("x-api-key"), None, "{}", req.target);
    }
}

#[test]
fn an_unpublished_page_is_data_with_its_reason() {
    let s = Server::start(vec![json(
        200,
        r#"{"available":false,"reason":"page_not_published","sport":"cs2"}"#,
    )]);
    let d = tempfile::tempdir().unwrap();
    esx_at(d.path(), &s.base)
        .args(["breakdown", "published", "cs2", "h2h", "nobody"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains(
            "not available: page_not_published",
        ));
}

#[test]
fn matches_all_follows_pagination_to_the_end() {
    let s = Server::start_routed(|target, _| {
        if target.contains("offset=0") {
            json(
                200,
                r#"{"total":3,"returned":2,"offset":0,"limit":2,"has_more":true,"matches":[{"source":"svc","kr_match_id":"kr_m1","slug":"m1","sport":"esports_cs2","status":"finished","event_time":"2026-03-02T18:00:00.000Z"},{"source":"svc","kr_match_id":"kr_m2","slug":"m2","sport":"esports_cs2","status":"finished","event_time":"2026-03-02T18:00:00.000Z"}]}"#,
            )
        } else {
            json(
                200,
                r#"{"total":3,"returned":1,"offset":2,"limit":2,"has_more":false,"matches":[{"source":"svc","kr_match_id":"kr_m3","slug":"m3","sport":"esports_cs2","status":"finished","event_time":"2026-03-02T18:00:00.000Z"}]}"#,
            )
        }
    });
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .args(["matches", "cs2", "--all", "--limit", "2", "--json"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let slugs: Vec<&str> = v["matches"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|m| m["slug"].as_str())
        .collect();
    assert_eq!(slugs, ["m1", "m2", "m3"]);
    assert_eq!(v["has_more"], false);
    let targets: Vec<String> = s.seen().into_iter().map(|r| r.target).collect();
    assert_eq!(
        targets,
        [
            "/v6/esports/cs2/matches?limit=2&offset=0",
            "/v6/esports/cs2/matches?limit=2&offset=2"
        ]
    );
}

#[test]
fn matches_all_fails_when_a_page_fails() {
    let s = Server::start_routed(|target, _| {
        if target.contains("offset=0") {
            json(
                200,
                r#"{"has_more":true,"matches":[{"source":"svc","kr_match_id":"kr_m1","slug":"m1","sport":"esports_cs2","status":"finished","event_time":"2026-03-02T18:00:00.000Z"}]}"#,
            )
        } else {
            json(404, r#"{"detail":"gone"}"#)
        }
    });
    let d = tempfile::tempdir().unwrap();
    esx_at(d.path(), &s.base)
        .args(["matches", "cs2", "--all"])
        .assert()
        .code(5)
        .stdout(predicate::str::is_empty());
}

#[test]
fn csv_of_matches_carries_the_match_id() {
    let s = Server::start(vec![json(
        200,
        r#"{"matches":[{"source":"svc","kr_match_id":"kr_cs2_a","slug":"a","status":"not_started","event_time":"2026-03-01T00:00:00.000Z","sport":"esports_cs2"}]}"#,
    )]);
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .args(["matches", "cs2", "--format", "csv"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let mut lines = text.lines();
    assert!(lines.next().unwrap().contains("kr_match_id"), "{text}");
    assert!(lines.next().unwrap().contains("kr_cs2_a"), "{text}");
}
