//! The simulator's routes beyond the interface (issue 27): each answers with the fields
//! the vendor's agent server reads, with known answers at the pinned clock (seed 42).

use serde_json::Value;

use crate::common::sim::{T, get, has, ok, rows, sim};
use esx_sim::SimHandle;

const V6: &str = "/v6/esports";

/// The first live cs2 match with prices at the pinned instant (seed 42 starts one at
/// 10:55, 65 minutes before 12:00).
fn live_match(h: &esx_sim::SimHandle) -> Value {
    let list = ok(h, &format!("{V6}/cs2/live/odds?status=live"));
    rows(&list, "games")[0].clone()
}

#[test]
fn live_odds_list_prices_and_history() {
    let h = sim();
    let all = ok(&h, &format!("{V6}/cs2/live/odds"));
    has(&all, &[("games", T::Arr), ("total", T::Int)], "live/odds");
    let games = rows(&all, "games");
    assert_eq!(all["total"].as_u64(), Some(games.len() as u64));
    // Live games first, then the pre-match ones; both kinds present at the pinned clock.
    let live = games.iter().filter(|g| g["status"] == "live").count();
    assert!(live >= 1 && live < games.len(), "{all}");
    assert!(games[..live].iter().all(|g| g["status"] == "live"));
    let pre = ok(&h, &format!("{V6}/cs2/live/odds?status=prematch"));
    assert_eq!(rows(&pre, "games").len(), games.len() - live);

    let g = live_match(&h);
    assert_eq!(g["start_time"], "2026-11-21T10:55:00.000Z");
    let id = g["kr_match_id"].as_str().unwrap();
    // The live game id of `/live/games` names the same match.
    let by_game = ok(
        &h,
        &format!("{V6}/cs2/live/{}/odds", g["live_game_id"].as_str().unwrap()),
    );
    let odds = ok(&h, &format!("{V6}/cs2/live/{id}/odds"));
    assert_eq!(by_game, odds);
    let mk = &rows(&odds, "markets")[0];
    assert_eq!(mk["market"], "match_winner");
    let book = &rows(mk, "books")[0];
    assert_eq!(book["current"]["observed_at"], "2026-11-21T12:00:00.000Z");
    assert_eq!(book["current"]["is_live"], true);

    let hist = ok(&h, &format!("{V6}/cs2/live/{id}/odds/history"));
    let ticks = rows(&rows(&rows(&hist, "markets")[0], "books")[0], "ticks");
    // Hourly over 48 hours: 49 ticks, the last one the price now; 10:55 start → the
    // ticks at 11:00 and 12:00 are in-play.
    assert_eq!(ticks.len(), 49);
    assert_eq!(ticks.iter().filter(|t| t["is_live"] == true).count(), 2);
    assert_eq!(ticks[48]["prices"], book["current"]["prices"]);
}

#[test]
fn line_history_open_and_close_come_from_the_seeded_tape() {
    let h = sim();
    let g = live_match(&h);
    let id = g["kr_match_id"].as_str().unwrap();
    let v = ok(
        &h,
        &format!("{V6}/cs2/matches/{id}/lines/history?market=match_winner&book=thunderpick"),
    );
    has(
        &v,
        &[
            ("markets", T::Arr),
            ("bo_type", T::Int),
            ("bo_label", T::Str),
            ("available", T::Bool),
        ],
        "lines/history",
    );
    assert_eq!(v["bo_label"], "BO3");
    assert_eq!(v["closed"], true);
    let mk = &rows(&v, "markets")[0];
    let b = &rows(mk, "books")[0];
    assert_eq!(b["book"], "thunderpick");
    // Open: the tape's first point, 48 h before the clock; close: the last hourly point
    // at or before the 10:55 start, 10:00.
    assert_eq!(b["open"]["observed_at"], "2026-11-19T12:00:00.000Z");
    assert_eq!(b["close"]["observed_at"], "2026-11-21T10:00:00.000Z");
    // Known prices at seed 42 (the same tape `history/contract` serves).
    assert_eq!(b["open"]["prices"][0]["american"], -403);
    assert_eq!(b["open"]["prices"][1]["american"], 326);
    let tape = ok(
        &h,
        &format!(
            "{V6}/history/contract?market_key={}",
            mk["market_key"].as_str().unwrap()
        ),
    );
    let points = rows(&rows(&tape, "tapes")[0], "points");
    let at_close = points
        .iter()
        .find(|p| p["ts"] == "2026-11-21T10:00:00.000Z")
        .unwrap();
    assert_eq!(b["close"]["prices"][0]["american"], at_close["american"][0]);
    assert_eq!(b["close"]["prices"][1]["american"], at_close["american"][1]);
    // Pre-match tape only (47 points up to 10:00) unless include_live.
    assert_eq!(rows(b, "ticks").len(), 47);
    let live = ok(
        &h,
        &format!(
            "{V6}/cs2/matches/{id}/lines/history?market=match_winner&book=thunderpick&include_live=true"
        ),
    );
    assert_eq!(
        rows(&rows(&rows(&live, "markets")[0], "books")[0], "ticks").len(),
        49
    );
}

/// A finished series has no recorded quotes: 200, available false with a reason; bad
/// input is refused.
#[test]
fn line_history_without_quotes_is_unavailable_and_bad_input_refused() {
    let h = sim();
    let id = live_match(&h)["kr_match_id"].as_str().unwrap().to_string();
    let fin = ok(&h, &format!("{V6}/cs2/matches?status=finished&limit=1"));
    let slug = rows(&fin, "matches")[0]["slug"]
        .as_str()
        .unwrap()
        .to_string();
    let v = ok(&h, &format!("{V6}/cs2/matches/{slug}/lines/history"));
    assert_eq!(v["available"], false);
    assert_eq!(v["reason"], "no_quotes_recorded");
    // Bad input: unknown match 404, unknown market 422, Sandbox key 403.
    assert_eq!(
        get(
            &h,
            &format!("{V6}/cs2/matches/nope/lines/history"),
            Some("demo-builder")
        )
        .status,
        404
    );
    assert_eq!(
        get(
            &h,
            &format!("{V6}/cs2/matches/{id}/lines/history?market=moneyline"),
            Some("demo-builder")
        )
        .status,
        422
    );
    assert_eq!(
        get(
            &h,
            &format!("{V6}/cs2/matches/{id}/lines/history"),
            Some("demo-sandbox")
        )
        .status,
        403
    );
}

#[test]
fn match_search_team_matches_and_match_by_id() {
    let h = sim();
    let g = live_match(&h);
    let (home, away) = (
        g["home_team"].as_str().unwrap(),
        g["away_team"].as_str().unwrap(),
    );
    let enc = |name: &str| name.replace(' ', "%20");
    let v = ok(
        &h,
        &format!(
            "{V6}/cs2/matches/search?team1={}&team2={}&date=2026-11-21",
            enc(away),
            enc(home)
        ),
    );
    let ms = rows(&v, "matches");
    assert!(
        ms.iter().any(|m| m["kr_match_id"] == g["kr_match_id"]),
        "{v}"
    );
    assert!(
        ms.iter()
            .all(|m| m["event_time"].as_str().unwrap().starts_with("2026-11-21"))
    );
    // A name fragment several teams share: 409 naming them.
    let r = get(
        &h,
        &format!("{V6}/cs2/matches/search?team1=o"),
        Some("demo-builder"),
    );
    assert_eq!(r.status, 409);
    assert!(String::from_utf8_lossy(&r.body).contains("ambiguous"));
    assert_eq!(
        get(
            &h,
            &format!("{V6}/cs2/matches/search"),
            Some("demo-builder")
        )
        .status,
        422
    );

    let id = g["kr_match_id"].as_str().unwrap();
    let one = ok(&h, &format!("{V6}/cs2/matches/id/{id}"));
    assert_eq!(one["slug"], g["slug"]);
    assert_eq!(
        get(
            &h,
            &format!("{V6}/cs2/matches/id/kr_nope"),
            Some("demo-builder")
        )
        .status,
        404
    );

    // A team's finished series, by name, slug or id alike; paged.
    let team_id = one["home_team_id"].as_str().unwrap();
    let by_id = ok(&h, &format!("{V6}/cs2/teams/{team_id}/matches"));
    let by_name = ok(&h, &format!("{V6}/cs2/teams/{}/matches", enc(home)));
    assert_eq!(by_id["matches"], by_name["matches"]);
    let total = by_id["total"].as_u64().unwrap();
    assert_eq!(rows(&by_id, "matches").len() as u64, total);
    assert!(
        rows(&by_id, "matches")
            .iter()
            .all(|m| m["status"] == "finished")
    );
    let page = ok(
        &h,
        &format!("{V6}/cs2/teams/{team_id}/matches?limit=2&offset=1"),
    );
    assert_eq!(page["matches"][0], by_id["matches"][1]);
    assert_eq!(page["has_more"], total > 3);
    assert_eq!(
        get(
            &h,
            &format!("{V6}/cs2/teams/{team_id}/matches?limit=5001"),
            Some("demo-builder")
        )
        .status,
        422
    );
}

/// An upcoming series' prep: both teams' form, win rate and seven-map pool.
fn prep_shows_both_teams_form_and_pool(h: &SimHandle, slug: &str) {
    let prep = ok(h, &format!("{V6}/cs2/matches/{slug}/prep"));
    let teams = rows(&prep, "teams");
    assert_eq!(teams.len(), 2);
    for t in teams {
        has(
            t,
            &[
                ("form", T::Str),
                ("map_pool", T::Arr),
                ("series_win_rate", T::NumOrNull),
            ],
            "prep",
        );
        let pool = rows(t, "map_pool");
        assert_eq!(pool.len(), 7);
        let played: u64 = pool.iter().map(|p| p["played"].as_u64().unwrap()).sum();
        assert!(played > 0);
    }
}

/// A series' player board: each player's top three weapons split their kills 50/30/20.
fn player_board_splits_kills_50_30_20(h: &SimHandle, slug: &str) {
    let pb = ok(h, &format!("{V6}/cs2/matches/{slug}/player-board"));
    for t in rows(&pb, "teams") {
        for p in rows(t, "players") {
            let favs = rows(p, "favourite_weapons");
            assert_eq!(favs.len(), 3);
            let sum: u64 = favs.iter().map(|f| f["kills"].as_u64().unwrap()).sum();
            let kpm = p["kills_per_map"].as_f64().unwrap();
            let maps = p["maps"].as_u64().unwrap() as f64;
            assert!((sum as f64 - kpm * maps).abs() < maps * 0.01 + 1.0, "{p}");
            if p["role"] == "AWPer" {
                assert_eq!(favs[0]["name"], "AWP");
            }
        }
    }
}

#[test]
fn match_intel_prep_veto_player_board_and_tournament_maps() {
    let h = sim();
    let fin = ok(&h, &format!("{V6}/cs2/matches?status=finished&limit=1"));
    let m = &rows(&fin, "matches")[0];
    let slug = m["slug"].as_str().unwrap();
    let veto = ok(&h, &format!("{V6}/cs2/matches/{slug}/veto"));
    assert_eq!(veto["veto_complete"], true);
    let steps = rows(&veto, "steps");
    // A best-of-3 over a 7-map pool: ban, ban, pick, pick, ban, ban, decider.
    let actions: Vec<&str> = steps
        .iter()
        .map(|s| s["action"].as_str().unwrap())
        .collect();
    assert_eq!(
        actions,
        ["ban", "ban", "pick", "pick", "ban", "ban", "decider"]
    );
    // The picks are the maps the series played, in order.
    let bx = ok(&h, &format!("{V6}/cs2/matches/{slug}/boxscore"));
    for (i, mp) in rows(&bx, "maps").iter().enumerate() {
        let pick = if i < 2 { &steps[2 + i] } else { &steps[6] };
        assert_eq!(pick["map"], mp["map_name"]);
    }
    let up = ok(&h, &format!("{V6}/cs2/live/odds?status=prematch"));
    let up_slug = rows(&up, "games")[0]["slug"].as_str().unwrap().to_string();
    let v = ok(&h, &format!("{V6}/cs2/matches/{up_slug}/veto"));
    assert_eq!(
        (v["available"].clone(), v["reason"].clone()),
        (false.into(), "veto_not_started".into())
    );

    prep_shows_both_teams_form_and_pool(&h, &up_slug);
    player_board_splits_kills_50_30_20(&h, slug);

    let tm = ok(&h, &format!("{V6}/cs2/matches/{slug}/tournament-maps"));
    assert_eq!(rows(&tm, "maps").len(), 7);
    // Wrong sport for a cs2-only route: 404 naming cs2.
    let r = get(
        &h,
        &format!("{V6}/valorant/matches/{slug}/tournament-maps"),
        Some("demo-builder"),
    );
    assert_eq!(r.status, 404);
    assert_eq!(
        get(
            &h,
            &format!("{V6}/cs2/matches/nope/prep"),
            Some("demo-builder")
        )
        .status,
        404
    );
    assert_eq!(
        get(
            &h,
            &format!("{V6}/cs2/matches/{slug}/veto"),
            Some("demo-hobby")
        )
        .status,
        403
    );
}

#[test]
fn full_stats_board_tapes_combos_and_coverage() {
    let h = sim();
    let fin = ok(&h, &format!("{V6}/cs2/matches?status=finished&limit=1"));
    let slug = rows(&fin, "matches")[0]["slug"]
        .as_str()
        .unwrap()
        .to_string();
    let board = ok(&h, &format!("{V6}/cs2/matches/{slug}/player-board"));
    let pid = board["teams"][0]["players"][0]["kr_player_id"]
        .as_str()
        .unwrap()
        .to_string();
    let full = ok(
        &h,
        &format!("{V6}/cs2/players/{pid}/stats/full?recent_limit=3"),
    );
    assert_eq!(rows(&full, "recent_maps").len(), 3);
    let periods = rows(&full, "periods");
    assert_eq!(periods[1]["period"], "lifetime");
    // The recent maps agree with the boxscore of the series they name.
    let r0 = &full["recent_maps"][0];
    let bx = ok(
        &h,
        &format!(
            "{V6}/cs2/matches/{}/boxscore",
            r0["kr_match_id"].as_str().unwrap()
        ),
    );
    let mp = rows(&bx, "maps")
        .iter()
        .find(|m| m["number"] == r0["map_number"])
        .unwrap();
    let row = rows(mp, "players")
        .iter()
        .find(|p| p["canonical_player_id"] == pid.as_str())
        .unwrap();
    assert_eq!(row["kills"], r0["kills"]);
    assert_eq!(
        get(
            &h,
            &format!("{V6}/cs2/players/{pid}/stats/full?recent_limit=101"),
            Some("demo-sandbox")
        )
        .status,
        422
    );
    // Any key will do (no plan).
    assert_eq!(
        get(
            &h,
            &format!("{V6}/cs2/players/{pid}/stats/full"),
            Some("demo-sandbox")
        )
        .status,
        200
    );
    // An ambiguous nickname prefix answers candidates.
    let amb = ok(&h, &format!("{V6}/cs2/players/a/stats/full"));
    assert!(rows(&amb, "candidates").len() >= 2, "{amb}");

    check_combos(&h, &full);
    check_tapes_and_coverage(&h);
}

/// Combos: the duo id from stats/full sums both members' kills per shared map; an
/// unknown combo is 404.
fn check_combos(h: &SimHandle, full: &Value) {
    let combo = full["combos"][0]["combo_id"].as_str().unwrap();
    let v = ok(
        h,
        &format!("{V6}/cs2/players/combo/{combo}?stat=kills&scope=map&limit=1"),
    );
    let first = &rows(&v, "rows")[0];
    let bx = ok(
        h,
        &format!(
            "{V6}/cs2/matches/{}/boxscore",
            first["kr_match_id"].as_str().unwrap()
        ),
    );
    let mp = rows(&bx, "maps")
        .iter()
        .find(|m| m["number"] == first["map_number"])
        .unwrap();
    let members = v["members"].as_array().unwrap();
    let sum: u64 = rows(mp, "players")
        .iter()
        .filter(|p| members.contains(&p["nickname"]))
        .map(|p| p["kills"].as_u64().unwrap())
        .sum();
    assert_eq!(first["value"].as_u64(), Some(sum));
    assert_eq!(
        get(
            h,
            &format!("{V6}/cs2/players/combo/kr_cb_1?stat=kills"),
            Some("demo-builder")
        )
        .status,
        404
    );
}

/// The research board tapes (13 points each) and the live coverage route (≤ 14 days;
/// lines sports only).
fn check_tapes_and_coverage(h: &SimHandle) {
    let tapes = ok(h, "/v6/esports/research/board-tapes?sport=cs2");
    assert_eq!(
        tapes["count"].as_u64(),
        Some(rows(&tapes, "tapes").len() as u64)
    );
    assert_eq!(rows(&tapes["tapes"][0], "points").len(), 13);

    let cov = ok(h, &format!("{V6}/cs2/live/coverage?days=3"));
    has(
        &cov,
        &[
            ("total_matches", T::Int),
            ("with_live_stats", T::Int),
            ("tournaments", T::Arr),
        ],
        "coverage",
    );
    assert_eq!(
        get(
            h,
            &format!("{V6}/cs2/live/coverage?days=15"),
            Some("demo-builder")
        )
        .status,
        422
    );
    assert_eq!(
        get(h, &format!("{V6}/lol/live/coverage"), Some("demo-builder")).status,
        404
    );
}
