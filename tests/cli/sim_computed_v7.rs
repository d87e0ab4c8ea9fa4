//! Computed simulator routes, continued: parlays, flow and dvr against the spec's fields
//! and rules (lines and gaps are in `sim_computed.rs`).

use crate::common::sim::{T, get, has, ok, rows, sim};
use serde_json::Value;

fn check_parlay(p: &Value, size: usize) {
    has(
        p,
        &[
            ("legs", T::Arr),
            ("decimal", T::Num),
            ("american", T::Int),
            ("fair_probability", T::Num),
            ("ev_pct", T::Num),
            ("price_source", T::Str),
        ],
        "parlay",
    );
    let legs = rows(p, "legs");
    assert_eq!(legs.len(), size);
    let mut matches: Vec<&str> = legs
        .iter()
        .filter_map(|l| l["kr_match_id"].as_str())
        .collect();
    matches.sort_unstable();
    matches.dedup();
    assert_eq!(matches.len(), size, "no two legs from one match");
    let mut dec = 1.0;
    for l in legs {
        has(
            l,
            &[
                ("kr_match_id", T::Str),
                ("market", T::Str),
                ("selection", T::Str),
                ("name", T::Str),
                ("decimal", T::Num),
                ("american", T::Int),
                ("fair_probability", T::Num),
                ("ev_pct", T::Num),
                ("placeable", T::Bool),
                ("placeable_basis", T::Str),
                ("fair_books", T::Arr),
                ("fair_excludes_leg_book", T::Bool),
            ],
            "leg",
        );
        assert!(
            l["selection"]
                .as_str()
                .is_some_and(|s| s.starts_with("kr_tm_"))
        );
        assert_eq!(l["fair_excludes_leg_book"], true);
        dec *= l["decimal"].as_f64().unwrap_or_default();
    }
    assert!((dec - p["decimal"].as_f64().unwrap_or_default()).abs() < 1e-3);
}

#[test]
fn sim_parlays_discover_price_and_no_parlays() {
    let h = sim();
    let v = ok(&h, "/v7/cs2/parlays?book=thunderpick");
    has(
        &v,
        &[
            ("available", T::Bool),
            ("mode", T::Str),
            ("book", T::Str),
            ("market", T::Str),
            ("size", T::Int),
            ("total", T::Int),
            ("parlays", T::Arr),
        ],
        "parlays",
    );
    assert_eq!(v["mode"], "discover");
    let ps = rows(&v, "parlays");
    assert!(ps.len() <= 25);
    for p in ps {
        check_parlay(p, 2);
    }
    assert!(
        ps.iter()
            .all(|p| p["ev_pct"].as_f64().is_some_and(|e| e >= 0.0))
    );
    let three = ok(
        &h,
        "/v7/valorant/parlays?book=polymarket&size=3&include=all&limit=5",
    );
    for p in rows(&three, "parlays") {
        check_parlay(p, 3);
    }
    // Price mode re-prices a discovered ticket to the same numbers.
    let ticket: Vec<String> = rows(&ps[0], "legs")
        .iter()
        .map(|l| {
            format!(
                "{}:{}:{}",
                l["kr_match_id"].as_str().unwrap_or(""),
                l["market"].as_str().unwrap_or(""),
                l["selection"].as_str().unwrap_or("")
            )
        })
        .collect();
    let priced = ok(
        &h,
        &format!(
            "/v7/cs2/parlays?book=thunderpick&ticket={}",
            ticket.join(",")
        ),
    );
    assert_ne!(priced["mode"], "discover");
    assert_eq!(priced["parlays"][0]["decimal"], ps[0]["decimal"]);
    assert_eq!(priced["parlays"][0]["ev_pct"], ps[0]["ev_pct"]);
    // The first prediction market posts no map handicap: nothing to combine.
    let none = ok(&h, "/v7/cs2/parlays?book=kalshi&market=map_handicap");
    assert_eq!(none["reason"], "no_parlays");
    assert_eq!(none["total"], 0);
    for bad in [
        "/v7/cs2/parlays",
        "/v7/cs2/parlays?book=thunderpick&size=4",
        "/v7/cs2/parlays?book=prizepicks",
        "/v7/cs2/parlays?book=thunderpick&limit=101",
        "/v7/cs2/parlays?book=thunderpick&ticket=nope",
    ] {
        let r = get(&h, bad, Some("demo-builder"));
        assert_eq!(r.status, 422, "{bad}");
        has(
            &r.json()["error"],
            &[("code", T::Str), ("message", T::Str)],
            bad,
        );
    }
}

#[test]
fn sim_flow_plays_and_thresholds() {
    let h = sim();
    let mut kinds = std::collections::BTreeSet::new();
    for sport in ["cs2", "valorant", "lol", "dota2"] {
        let v = ok(&h, &format!("/v7/{sport}/flow?limit=100"));
        has(
            &v,
            &[
                ("available", T::Bool),
                ("sport", T::Str),
                ("kind", T::Str),
                ("total", T::Int),
                ("plays", T::Arr),
            ],
            "flow",
        );
        for p in rows(&v, "plays") {
            has(
                p,
                &[
                    ("play_id", T::Str),
                    ("kind", T::Str),
                    ("kr_match_id", T::Str),
                    ("match_slug", T::Str),
                    ("home_team", T::Str),
                    ("home_team_id", T::Str),
                    ("away_team", T::Str),
                    ("away_team_id", T::Str),
                    ("start_time", T::Str),
                    ("tournament_name", T::Str),
                    ("market", T::Str),
                    ("map", T::IntOrNull),
                    ("selection", T::Str),
                    ("opposite", T::Str),
                    ("best_american", T::Int),
                    ("best_decimal", T::Num),
                    ("best_source", T::Str),
                    ("thresholds", T::Obj),
                ],
                "play",
            );
            assert!(
                p["play_id"]
                    .as_str()
                    .is_some_and(|s| s.starts_with("kr_flow_"))
            );
            let kind = p["kind"].as_str().unwrap_or_default().to_string();
            if kind == "steam" {
                has(
                    p,
                    &[("steam_american_delta", T::Num), ("steam_movement", T::Str)],
                    "steam",
                );
                assert_eq!(p["steam_movement"], "shortening");
            }
            kinds.insert(kind);
        }
    }
    assert_eq!(
        kinds.into_iter().collect::<Vec<_>>(),
        ["shift", "steam", "volume", "whale"]
    );
    let steam = ok(&h, "/v7/cs2/flow?kind=steam");
    assert!(
        steam["plays"]
            .as_array()
            .into_iter()
            .flatten()
            .all(|p| p["kind"] == "steam")
    );
    assert_eq!(
        get(&h, "/v7/cs2/flow?kind=tsunami", Some("demo-hobby")).status,
        422
    );
    assert_eq!(
        get(&h, "/v7/cs2/flow?limit=0", Some("demo-hobby")).status,
        422
    );
}

#[test]
fn sim_dvr_tables_reasons_and_plans() {
    let h = sim();
    for (sport, roles) in [
        ("dota2", vec!["Safe Lane", "Mid Lane", "Off Lane"]),
        (
            "valorant",
            vec!["Duelist", "Initiator", "Controller", "Sentinel"],
        ),
    ] {
        let v = ok(&h, &format!("/v6/esports/{sport}/defense-vs-role"));
        assert_eq!(v["window"], "last_20");
        let teams = rows(&v, "teams");
        let mut reasons = std::collections::BTreeSet::new();
        for t in teams {
            has(t, &[("maps", T::Int), ("available", T::Bool)], "dvr team");
            if t["available"] == true {
                check_dvr_roles(t, &roles, sport);
            } else {
                reasons.insert(t["reason"].as_str().unwrap_or_default().to_string());
            }
        }
        assert!(
            reasons.contains("insufficient_maps") && reasons.contains("inactive"),
            "{reasons:?}"
        );
        let id = teams[0]["team_id"].as_str().unwrap_or_default();
        let one = ok(
            &h,
            &format!("/v6/esports/{sport}/teams/{id}/defense-vs-role?window=last_50"),
        );
        assert_eq!(one["team"]["team_id"], id);
        assert_eq!(one["window"], "last_50");
    }
    let r = get(
        &h,
        "/v6/esports/dota2/teams/nobody/defense-vs-role",
        Some("demo-builder"),
    );
    assert_eq!(r.status, 404);
    assert_eq!(
        get(&h, "/v6/esports/cs2/defense-vs-role", Some("demo-builder")).status,
        404
    );
    assert_eq!(
        get(
            &h,
            "/v6/esports/dota2/defense-vs-role?window=last_5",
            Some("demo-builder")
        )
        .status,
        422
    );
    let sb = get(
        &h,
        "/v6/esports/dota2/defense-vs-role",
        Some("demo-sandbox"),
    );
    assert_eq!(sb.status, 200);
    assert_eq!(sb.json()["window"], "last_10");
    assert_eq!(sb.json()["history_days"], 30);
    let sb = get(
        &h,
        "/v6/esports/dota2/defense-vs-role?window=last_20",
        Some("demo-sandbox"),
    );
    assert_eq!(sb.status, 403);
    assert!(
        sb.json()["detail"]
            .as_str()
            .is_some_and(|d| d.contains("Hobby plan"))
    );
    assert_eq!(
        get(
            &h,
            "/v6/esports/dota2/defense-vs-role?window=last_50",
            Some("demo-hobby")
        )
        .json()["history_days"],
        90
    );
}

/// An available team's table: the sport's roles in order, each with its stats' fields,
/// fantasy points and the sport's own stat among them.
fn check_dvr_roles(t: &Value, roles: &[&str], sport: &str) {
    let got: Vec<&str> = rows(t, "roles")
        .iter()
        .filter_map(|r| r["role"].as_str())
        .collect();
    assert_eq!(got, roles);
    for r in rows(t, "roles") {
        for s in rows(r, "stats") {
            has(
                s,
                &[
                    ("n", T::Int),
                    ("allowed", T::Num),
                    ("league_avg", T::Num),
                    ("vs_league", T::Num),
                    ("rank", T::Int),
                ],
                "dvr stat",
            );
        }
        let stats: Vec<&str> = rows(r, "stats")
            .iter()
            .filter_map(|s| s["stat"].as_str())
            .collect();
        assert!(
            stats.contains(&"fantasy_points")
                && stats.contains(&if sport == "dota2" {
                    "last_hits"
                } else {
                    "first_kills"
                })
        );
    }
}
