//! Simulator rules: auth, plans, §7 errors, §8 bounds, pagination, redirect, rate limit.

use crate::common::sim::{T, get, has, ok, sim, sim_with};

fn detail(r: &crate::common::sim::Resp) -> String {
    r.json()["detail"].as_str().unwrap_or_default().to_string()
}

#[test]
fn sim_auth_missing_and_invalid_key_are_401_with_detail() {
    let h = sim();
    for key in [None, Some("nope"), Some("")] {
        let r = get(&h, "/v6/esports/cs2/props", key);
        assert_eq!(r.status, 401, "{key:?}");
        assert!(
            detail(&r).to_ascii_lowercase().contains("key"),
            "{}",
            detail(&r)
        );
    }
    // v7 routes use the error envelope.
    let r = get(&h, "/v7/cs2/parlays?book=thunderpick", None);
    assert_eq!(r.status, 401);
    has(
        &r.json()["error"],
        &[("code", T::Str), ("message", T::Str)],
        "v7 error",
    );
}

#[test]
fn sim_plan_matrix() {
    let h = sim();
    let routes: [(&str, usize); 8] = [
        ("/v6/esports/cs2/props", 0),
        ("/v6/books", 0),
        ("/v6/esports/cs2/lines", 1),
        ("/v6/esports/cs2/gaps", 1),
        ("/v6/esports/cs2/matches", 2),
        ("/v6/esports/cs2/fixtures", 2),
        ("/v6/esports/cs2/live/games", 2),
        ("/v6/esports/cs2/results", 2),
    ];
    let plans = ["Sandbox", "Hobby", "Builder"];
    for (path, need) in routes {
        for (i, key) in ["demo-sandbox", "demo-hobby", "demo-builder"]
            .into_iter()
            .enumerate()
        {
            let r = get(&h, path, Some(key));
            if i >= need {
                assert_eq!(r.status, 200, "{path} {key}");
            } else {
                assert_eq!(r.status, 403, "{path} {key}");
                let d = detail(&r);
                assert!(
                    d.contains(&format!("requires the {} plan or above", plans[need])),
                    "{d}"
                );
            }
        }
    }
    let r = get(&h, "/v7/cs2/flow", Some("demo-sandbox"));
    assert_eq!(r.status, 403);
    assert!(
        r.json()["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("Hobby plan"))
    );
}

#[test]
fn sim_unknown_sport_and_route_are_404() {
    let h = sim();
    let r = get(&h, "/v6/esports/chess/props", Some("demo-builder"));
    assert_eq!(r.status, 404);
    assert!(detail(&r).contains("cs2"));
    let r = get(&h, "/v6/esports/mlbb/lines", Some("demo-builder"));
    assert_eq!(r.status, 404);
    assert!(detail(&r).contains("valorant") && !detail(&r).contains("mlbb,"));
    assert_eq!(get(&h, "/v6/nothing", Some("demo-builder")).status, 404);
    let r = get(
        &h,
        "/v6/esports/cs2/players/nobody-at-all",
        Some("demo-builder"),
    );
    assert_eq!(r.status, 404);
}

#[test]
fn sim_bounds_are_422_with_detail() {
    let h = sim();
    for path in [
        "/v6/esports/cs2/gaps?limit=0",
        "/v6/esports/cs2/gaps?limit=501",
        "/v6/esports/cs2/gaps?limit=abc",
        "/v6/esports/cs2/gaps?min_gap=-1",
        "/v6/esports/cs2/media?limit=26",
        "/v6/esports/cs2/matches?status=soon",
        "/v6/esports/cs2/matches?offset=-1",
        "/v6/esports/cs2/matches?start_date=2026-13-01",
        "/v6/esports/cs2/props?book=nobook",
        "/v6/esports/cs2/player-props?board=side",
        "/v6/esports/cs2/rankings?filter=forever",
        "/v6/esports/cs2/players/search",
        "/v6/esports/research/player",
    ] {
        let r = get(&h, path, Some("demo-builder"));
        assert_eq!(r.status, 422, "{path}");
        assert!(!detail(&r).is_empty(), "{path}");
    }
    assert_eq!(
        get(&h, "/v6/esports/cs2/media?limit=25", Some("demo-builder")).status,
        200
    );
    assert_eq!(
        get(&h, "/v6/esports/cs2/gaps?limit=500", Some("demo-builder")).status,
        200
    );
}

#[test]
fn sim_pagination_invariants() {
    let h = sim();
    let all = ok(&h, "/v6/esports/cs2/matches?status=finished&limit=500");
    let total = all["total"].as_u64().unwrap_or_default() as usize;
    assert!(total > 10);
    let mut seen = Vec::new();
    let mut offset = 0;
    loop {
        let p = ok(
            &h,
            &format!("/v6/esports/cs2/matches?status=finished&limit=7&offset={offset}"),
        );
        let n = p["matches"].as_array().map_or(0, Vec::len);
        assert_eq!(p["returned"].as_u64(), Some(n as u64));
        assert_eq!(p["total"].as_u64(), Some(total as u64));
        assert_eq!(p["has_more"].as_bool(), Some(offset + n < total));
        seen.extend(p["matches"].as_array().into_iter().flatten().cloned());
        offset += n;
        if !p["has_more"].as_bool().unwrap_or(false) {
            break;
        }
    }
    assert_eq!(seen.len(), total);
    assert_eq!(&seen, all["matches"].as_array().unwrap_or(&Vec::new()));
    let past = ok(
        &h,
        &format!(
            "/v6/esports/cs2/matches?status=finished&offset={}",
            total + 5
        ),
    );
    assert_eq!(past["returned"], 0);
    assert_eq!(past["has_more"], false);
}

#[test]
fn sim_legacy_props_url_redirects_308() {
    let h = sim();
    let r = get(
        &h,
        "/v6/esports/props?game=valorant&book=prizepicks",
        Some("demo-builder"),
    );
    assert_eq!(r.status, 308);
    let loc = r
        .headers
        .get("location")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    assert_eq!(loc, "/v6/esports/valorant/props?book=prizepicks");
    let v = ok(&h, loc);
    assert_eq!(v["sport"], "valorant");
}

#[test]
fn sim_rate_limit_answers_429_with_retry_after() {
    let h = sim_with(|o| o.rate_limit = Some(3));
    for _ in 0..3 {
        assert_eq!(get(&h, "/v6/books", Some("demo-hobby")).status, 200);
    }
    let r = get(&h, "/v6/books", Some("demo-hobby"));
    assert_eq!(r.status, 429);
    let secs: u64 = r
        .headers
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    assert!((1..=60).contains(&secs), "{secs}");
    let v = r.json();
    has(
        &v,
        &[
            ("detail", T::Str),
            ("limit_type", T::Str),
            ("limit", T::Int),
            ("remaining", T::Int),
            ("resets_at", T::Str),
            ("resets_in_seconds", T::Int),
            ("upgrade_url", T::Str),
        ],
        "429",
    );
    assert_eq!(v["limit_type"], "per_minute");
    assert_eq!(v["remaining"], 0);
    // Another key has its own window.
    assert_eq!(get(&h, "/v6/books", Some("demo-builder")).status, 200);
    let r = get(&h, "/v7/cs2/flow", Some("demo-hobby"));
    assert_eq!(r.status, 429);
    assert_eq!(r.json()["error"]["limit_type"], "per_minute");
}
