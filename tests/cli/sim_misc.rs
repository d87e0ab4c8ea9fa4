//! The remaining simulator routes: schedule, streams, boxscores, results, rankings, teams,
//! h2h, history/contract, breakdown (keyed and published), meta, live HTTP and WebSocket.

#![expect(
    clippy::many_single_char_names,
    reason = "Short names (h = handle, r/v = bodies, t/p = rows) keep the checks readable."
)]

use crate::common::sim::{T, get, has, ok, rows, sim};
use serde_json::Value;

#[test]
fn sim_schedule_streams_boxscores_results() {
    let h = sim();
    let s = ok(&h, "/v6/esports/lol/schedule");
    for d in rows(&s, "days") {
        has(d, &[("date", T::Str), ("matches", T::Arr)], "day");
    }
    let st = ok(&h, "/v6/esports/lol/streams");
    for r in rows(&st, "streams") {
        has(
            r,
            &[("kr_match_id", T::Str), ("url", T::Str), ("status", T::Str)],
            "stream",
        );
    }
    let done = ok(&h, "/v6/esports/cs2/completed/matches?limit=1");
    let slug = rows(&done, "matches")[0]["slug"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let b = ok(&h, &format!("/v6/esports/cs2/matches/{slug}/boxscore"));
    assert_eq!(b["slug"], slug.as_str());
    let maps = rows(&b, "maps");
    assert!(maps.len() >= 2);
    for p in rows(&maps[0], "players") {
        has(
            p,
            &[
                ("nickname", T::Str),
                ("kills", T::Int),
                ("deaths", T::Int),
                ("assists", T::Int),
            ],
            "boxscore player",
        );
    }
    assert_eq!(
        get(
            &h,
            "/v6/esports/cs2/matches/nope/boxscore",
            Some("demo-builder")
        )
        .status,
        404
    );
    let bs = ok(&h, "/v6/esports/cs2/boxscores?limit=2");
    assert_eq!(rows(&bs, "boxscores").len(), 2);
    let res = ok(&h, "/v6/esports/cs2/results?grade=hit");
    assert!(!rows(&res, "results").is_empty());
    for r in rows(&res, "results") {
        assert_eq!(r["grade"], "hit");
        let (a, l) = (r["actual_value"].as_f64(), r["line"].as_f64());
        match r["direction"].as_str() {
            Some("over") => assert!(a > l, "{r}"),
            _ => assert!(a < l, "{r}"),
        }
        assert!(r["propId"].as_str().unwrap().starts_with("kr_prop_"));
        assert!(r["graded_at"].is_string());
    }
    assert_eq!(
        get(
            &h,
            "/v6/esports/cs2/results?grade=maybe",
            Some("demo-builder")
        )
        .status,
        422
    );
}

#[test]
fn sim_rankings_teams_h2h() {
    let h = sim();
    let r = ok(&h, "/v6/esports/r6/rankings?filter=last_3_months&limit=5");
    let ps = rows(&r, "players");
    assert_eq!(ps.len(), 5);
    assert!(
        ps.windows(2)
            .all(|w| w[0]["rating"].as_f64() >= w[1]["rating"].as_f64())
    );
    let t = ok(&h, "/v6/esports/r6/teams");
    let teams = rows(&t, "teams");
    assert_eq!(teams.len(), 16);
    assert!(
        teams
            .iter()
            .all(|t| t["players"].as_array().is_some_and(|p| p.len() == 5))
    );
    let (a, b) = (
        teams[0]["slug"].as_str().unwrap_or(""),
        teams[1]["name"].as_str().unwrap_or(""),
    );
    let hh = ok(
        &h,
        &format!(
            "/v6/esports/r6/teams/h2h?team1={a}&team2={}",
            b.replace(' ', "+")
        ),
    );
    has(
        &hh,
        &[
            ("team1", T::Obj),
            ("team2", T::Obj),
            ("series_played", T::Int),
            ("meetings", T::Int),
            ("recent", T::Arr),
        ],
        "h2h",
    );
    assert_eq!(
        get(&h, "/v6/esports/r6/teams/h2h?team1=x", Some("demo-builder")).status,
        422
    );
}

#[test]
fn sim_history_contract_tapes_end_at_current_prices() {
    let h = sim();
    let lines = ok(&h, "/v6/esports/dota2/lines?market=match_winner");
    let m = &rows(&rows(&lines, "events")[0], "markets")[0];
    let key = m["market_key"].as_str().unwrap_or_default();
    let v = ok(
        &h,
        &format!("/v6/esports/history/contract?market_key={key}"),
    );
    let tapes = rows(&v, "tapes");
    assert_eq!(
        tapes.len(),
        m["sources_used"].as_array().map_or(0, Vec::len)
    );
    for t in tapes {
        let pts = rows(t, "points");
        assert!(pts.len() > 10);
        let last = &pts[pts.len() - 1];
        let src = t["source"].as_str().unwrap_or_default();
        let quote: Vec<&Value> = m["outcomes"][0]["sources"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|s| s["source"] == src)
            .collect();
        if src == "thunderpick" {
            assert_eq!(last["american"][0], quote[0]["american"]);
        } else {
            assert_eq!(last["probability"][0], quote[0]["probability"]);
        }
        // Real movement: not every point is the same price.
        assert!(
            pts.iter()
                .any(|p| p["probability"][0] != last["probability"][0])
        );
    }
    let props = ok(&h, "/v6/esports/dota2/props?book=sleeper");
    let p = &rows(&props, "props")[0];
    let pid = p["propId"].as_str().unwrap_or_default();
    let pt = ok(
        &h,
        &format!("/v6/esports/history/contract?prop_id={pid}&book=sleeper"),
    );
    let pts = rows(&pt, "points");
    assert_eq!(pts[pts.len() - 1]["line"], p["line"]);
    assert_eq!(
        get(&h, "/v6/esports/history/contract", Some("demo-builder")).status,
        422
    );
    assert_eq!(
        get(
            &h,
            &format!("/v6/esports/history/contract?prop_id={pid}&book=prizepicks"),
            Some("demo-builder")
        )
        .status,
        404
    );
    assert_eq!(
        get(
            &h,
            &format!("/v6/esports/history/contract?market_key={key}"),
            Some("demo-hobby")
        )
        .status,
        403
    );
}

#[test]
fn sim_breakdown_modes_and_published_pages() {
    let h = sim();
    for bad in [
        "/v7/cs2/breakdown",
        "/v7/cs2/breakdown?team=a&match=b",
        "/v7/cs2/breakdown?team1=a",
    ] {
        let r = get(&h, bad, Some("demo-builder"));
        assert_eq!(r.status, 400, "{bad}");
        assert_eq!(r.json()["error"]["code"], "one_mode_required");
    }
    assert_eq!(
        get(&h, "/v7/cs2/breakdown?team=azure", Some("demo-hobby")).status,
        403
    );
    assert_eq!(
        get(&h, "/v7/cs2/breakdown?limit=0&team=x", Some("demo-builder")).status,
        422
    );
    // Keyless index and pages.
    let idx = get(&h, "/v7/cs2/breakdown/index", None);
    assert_eq!(idx.status, 200);
    let idx = idx.json();
    has(
        &idx,
        &[
            ("available", T::Bool),
            ("sport", T::Str),
            ("returned", T::Int),
            ("pages", T::Arr),
        ],
        "index",
    );
    let pages = rows(&idx, "pages");
    assert_eq!(idx["returned"].as_u64(), Some(pages.len() as u64));
    for kind in ["match", "team", "h2h", "player", "tournament"] {
        let p = pages
            .iter()
            .find(|p| p["kind"] == kind)
            .unwrap_or_else(|| panic!("no {kind} page"));
        has(
            p,
            &[("sport", T::Str), ("kind", T::Str), ("slug", T::Str)],
            "page",
        );
        let r = get(
            &h,
            &format!(
                "/v7/cs2/breakdown/published/{kind}/{}",
                p["slug"].as_str().unwrap_or("")
            ),
            None,
        );
        assert_eq!(r.status, 200);
        assert_eq!(r.json()["available"], true, "{kind}");
    }
    let m = pages
        .iter()
        .find(|p| p["kind"] == "match")
        .map(|p| p["slug"].as_str().unwrap_or("").to_string())
        .unwrap_or_default();
    let bundle = ok(&h, &format!("/v7/cs2/breakdown?match=kr_cs2_{m}"));
    assert!(rows(&bundle, "odds").len() >= 4);
    let r = get(&h, "/v7/cs2/breakdown/published/team/not-a-team", None).json();
    assert_eq!(r["available"], false);
    assert_eq!(r["reason"], "page_not_published");
    let r = get(&h, "/v7/cs2/breakdown/published/season/x", None);
    assert_eq!(r.status, 400);
    assert_eq!(
        get(&h, "/v7/cs2/breakdown/index?kind=nope", None).status,
        400
    );
    let meta = ok(&h, "/v7/meta");
    assert_eq!(rows(&meta, "books").len(), 3);
}

#[test]
fn sim_live_http_is_wired() {
    let h = sim();
    let g = ok(&h, "/v6/esports/cs2/live/games");
    has(
        &g,
        &[("sport", T::Str), ("total", T::Int), ("games", T::Arr)],
        "live games",
    );
    let game = &rows(&g, "games")[0];
    has(
        game,
        &[
            ("game_id", T::Str),
            ("match_id", T::Str),
            ("blue_code", T::Str),
            ("red_code", T::Str),
        ],
        "live game",
    );
    let id = game["game_id"].as_str().unwrap_or_default();
    let b = ok(&h, &format!("/v6/esports/cs2/live/{id}/boxscore"));
    has(
        &b["boxscore"],
        &[
            ("map_name", T::Str),
            ("round", T::Int),
            ("round_phase", T::Str),
            ("round_clock", T::Str),
            ("blue", T::Obj),
            ("red", T::Obj),
            ("players", T::Arr),
        ],
        "live boxscore",
    );
    for p in rows(&b["boxscore"], "players") {
        has(
            p,
            &[
                ("nickname", T::Str),
                ("side", T::Str),
                ("kills", T::Int),
                ("deaths", T::Int),
                ("assists", T::Int),
                ("alive", T::Bool),
            ],
            "live player",
        );
    }
    assert!(ok(&h, &format!("/v6/esports/cs2/live/{id}/frames")).is_object());
    assert!(ok(&h, &format!("/v6/esports/cs2/live/{id}/events")).is_object());
    assert_eq!(
        get(
            &h,
            "/v6/esports/cs2/live/nope/boxscore",
            Some("demo-builder")
        )
        .status,
        404
    );
    assert_eq!(
        get(&h, "/v6/esports/cs2/live/games", Some("demo-hobby")).status,
        403
    );
}

/// WebSocket: a Builder key gets a snapshot; a Hobby key is refused at the handshake.
#[test]
fn sim_live_websocket_is_wired() {
    let h = sim();
    let ws = h.base_url().replace("http://", "ws://");
    let (mut sock, _) =
        tungstenite::connect(format!("{ws}/v6/esports/live/ws?api_key=demo-builder"))
            .expect("ws connects");
    if let tungstenite::stream::MaybeTlsStream::Plain(s) = sock.get_ref() {
        s.set_read_timeout(Some(std::time::Duration::from_secs(5)))
            .expect("timeout set");
    }
    sock.send(tungstenite::Message::text(
        r#"{"op":"subscribe","sport":"cs2","game_id":"*"}"#,
    ))
    .expect("send");
    let first = loop {
        let msg = sock.read().expect("message");
        if let tungstenite::Message::Text(t) = msg {
            break serde_json::from_str::<Value>(t.as_str()).expect("json");
        }
    };
    assert_eq!(first["type"], "snapshot");
    let _ = sock.close(None);
    let refused = tungstenite::connect(format!("{ws}/v6/esports/live/ws?api_key=demo-hobby"));
    match refused {
        Err(tungstenite::Error::Http(r)) => assert_eq!(r.status().as_u16(), 403),
        other => panic!(
            "expected a 403 handshake refusal, got {:?}",
            other.map(|_| ())
        ),
    }
}

#[test]
fn sim_latency_delays_each_answer_and_requests_wait_together() {
    use std::time::{Duration, Instant};
    let latency = Duration::from_secs(1);
    let h = crate::common::sim::sim_with(|o| o.latency = latency);
    let start = Instant::now();
    let statuses: Vec<u16> = std::thread::scope(|scope| {
        let handles: Vec<_> = ["cs2", "lol", "valorant", "dota2"]
            .iter()
            .map(|sport| {
                let h = &h;
                scope.spawn(move || {
                    let t = Instant::now();
                    let r = get(
                        h,
                        &format!("/v6/esports/{sport}/lines"),
                        Some("demo-builder"),
                    );
                    assert!(
                        t.elapsed() >= latency,
                        "{sport} answered before the latency"
                    );
                    r.status
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|j| j.join().expect("thread"))
            .collect()
    });
    assert_eq!(statuses, [200; 4]);
    // One at a time would take over 4 s; waiting together takes about one latency (the
    // bound leaves 2 s for four debug-build answers on a loaded machine).
    assert!(
        start.elapsed() < latency * 3,
        "4 concurrent requests took {:?}",
        start.elapsed()
    );
}
