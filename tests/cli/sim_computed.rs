//! Computed simulator routes (lines, gaps; parlays, flow and dvr are in `sim_computed_v7.rs`) against the spec's fields
//! and rules, re-deriving numbers with the odds engine where the payload allows it.

use crate::common::sim::{T, get, has, ok, rows, sim};
use esx_odds::{ConsensusParams, MarketInput, OutcomeInput, SourceKind, SourceQuote};
use esx_sim::SimHandle;
use serde_json::Value;

fn engine_input(m: &Value) -> MarketInput {
    MarketInput {
        market: m["market"].as_str().unwrap_or_default().into(),
        map: m["map"].as_i64(),
        line: m["line"].as_f64(),
        matchup_key: None,
        outcomes: m["outcomes"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|o| OutcomeInput {
                name: o["name"].as_str().unwrap_or_default().into(),
                quotes: o["sources"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|s| SourceQuote {
                        probability: s["probability"].as_f64(),
                        decimal: s["decimal"].as_f64(),
                        american: s["american"].as_f64(),
                        volume: s["volume"].as_f64(),
                        open_interest: s["open_interest"].as_f64(),
                        liquidity: s["liquidity"].as_f64(),
                        ..SourceQuote::new(
                            s["source"].as_str().unwrap_or_default(),
                            if s["type"] == "sportsbook" {
                                SourceKind::Sportsbook
                            } else {
                                SourceKind::PredictionMarket
                            },
                        )
                    })
                    .collect(),
            })
            .collect(),
        first_prediction_market: Some("kalshi".into()),
    }
}

#[test]
fn sim_lines_fields_rules_and_recomputation() {
    let h = sim();
    let v = ok(&h, "/v6/esports/cs2/lines");
    has(
        &v,
        &[
            ("source", T::Str),
            ("sport", T::Str),
            ("market", T::StrOrNull),
            ("pm_weight", T::Num),
            ("books", T::Arr),
            ("total_events", T::Int),
            ("total_top_edges", T::Int),
            ("events", T::Arr),
            ("top_edges", T::Arr),
        ],
        "lines",
    );
    assert!(v["market"].is_null());
    let books: Vec<&str> = v["books"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    assert_eq!(books, ["thunderpick", "kalshi", "polymarket"]);
    let mut surfaced = 0;
    for e in rows(&v, "events") {
        surfaced += check_event(e);
    }
    assert_eq!(
        v["total_top_edges"].as_u64(),
        Some(v["top_edges"].as_array().map_or(0, Vec::len) as u64)
    );
    assert!(surfaced > 0 && surfaced >= v["top_edges"].as_array().map_or(0, Vec::len));
    for t in rows(&v, "top_edges") {
        has(
            t,
            &[
                ("event_id", T::Str),
                ("home_team", T::Str),
                ("away_team", T::Str),
                ("market", T::Str),
                ("outcome", T::Str),
                ("source", T::Str),
                ("edge_pct", T::Num),
                ("adjusted_edge_pct", T::Num),
                ("sources_used", T::Arr),
            ],
            "top edge",
        );
        assert!(t["edge_pct"].as_f64().is_some_and(|e| e > 0.0 && e <= 8.0));
        assert!(t["sources_used"].as_array().is_some_and(|s| s.len() >= 3));
    }
    check_filters(&h, &v);
}

/// One event of the lines payload: its fields, its matchup key (the two names, lower
/// case, in order), its best edge and each market (see [`check_market`]). How many of its
/// markets are surfaced.
fn check_event(e: &Value) -> usize {
    has(
        e,
        &[
            ("event_id", T::Str),
            ("home_team", T::Str),
            ("away_team", T::Str),
            ("event_time", T::Str),
            ("matchup_key", T::Str),
            ("markets", T::Arr),
            ("best_edge", T::ObjOrNull),
        ],
        "event",
    );
    let mk = e["matchup_key"].as_str().unwrap_or_default();
    let (a, b) = mk.split_once("__").unwrap_or(("", ""));
    assert!(a <= b && a == a.to_lowercase(), "{mk}");
    has(
        &e["best_edge"],
        &[
            ("market", T::Str),
            ("map", T::IntOrNull),
            ("line", T::NumOrNull),
            ("outcome", T::Str),
            ("source", T::Str),
            ("edge_pct", T::Num),
            ("surfaced", T::Bool),
        ],
        "event best_edge",
    );
    rows(e, "markets")
        .iter()
        .filter(|m| check_market(m))
        .count()
}

/// One market of the lines payload: its fields, map and line by kind, the outcomes'
/// consensus summing to 1, and the engine, fed the payload's own prices, giving the
/// payload's numbers. Whether the market is surfaced.
fn check_market(m: &Value) -> bool {
    has(
        m,
        &[
            ("market", T::Str),
            ("map", T::IntOrNull),
            ("line", T::NumOrNull),
            ("consensus_confidence", T::Num),
            ("sources_used", T::Arr),
            ("outcomes", T::Arr),
            ("best_edge", T::Obj),
            ("quality", T::Obj),
            ("entity_match", T::Str),
        ],
        "market",
    );
    has(
        &m["best_edge"],
        &[
            ("source", T::Str),
            ("outcome", T::Str),
            ("decimal", T::Num),
            ("edge_pct", T::Num),
            ("adjusted_edge_pct", T::Num),
            ("liquidity_score", T::Num),
        ],
        "market best_edge",
    );
    has(
        &m["quality"],
        &[
            ("source_count", T::Int),
            ("max_disagreement", T::Num),
            ("unreliable", T::Bool),
            ("low_confidence", T::Bool),
            ("suspect_edge", T::Bool),
            ("surfaced", T::Bool),
        ],
        "quality",
    );
    let kind = m["market"].as_str().unwrap_or_default();
    assert_eq!(m["map"].is_null(), kind != "map_winner");
    assert_eq!(
        m["line"].is_null(),
        kind == "match_winner" || kind == "map_winner"
    );
    let mut psum = 0.0;
    for o in rows(m, "outcomes") {
        psum += check_outcome(o, kind);
    }
    assert!((psum - 1.0).abs() < 1e-4, "{psum}");
    // The engine, fed the payload's own prices, gives the payload's numbers.
    let c = esx_odds::market_consensus(&engine_input(m), &ConsensusParams::default())
        .expect("consensus");
    assert!(
        (c.outcomes[0].consensus_probability
            - m["outcomes"][0]["consensus_probability"]
                .as_f64()
                .unwrap_or(-1.0))
        .abs()
            < 1e-5
    );
    assert_eq!(
        c.quality.surfaced,
        m["quality"]["surfaced"]
            .as_bool()
            .unwrap_or(!c.quality.surfaced)
    );
    c.quality.surfaced
}

/// One outcome of a market of `kind`: its fields, its best price and each venue's quote
/// (see [`check_source`]). Its consensus probability.
fn check_outcome(o: &Value, kind: &str) -> f64 {
    has(
        o,
        &[
            ("name", T::Str),
            ("consensus_probability", T::Num),
            ("sources", T::Arr),
            ("best_price", T::Obj),
        ],
        "outcome",
    );
    has(
        &o["best_price"],
        &[
            ("source", T::Str),
            ("type", T::Str),
            ("decimal", T::Num),
            ("probability", T::Num),
            ("edge_pct", T::Num),
        ],
        "best_price",
    );
    for s in rows(o, "sources") {
        check_source(s, kind);
    }
    o["consensus_probability"].as_f64().unwrap_or_default()
}

/// One venue's quote of an outcome in a market of `kind`: its fields, and the liquidity
/// figures each venue has (none on the sportsbook).
fn check_source(s: &Value, kind: &str) {
    has(
        s,
        &[
            ("source", T::Str),
            ("type", T::Str),
            ("probability", T::NumOrNull),
            ("decimal", T::NumOrNull),
            ("american", T::IntOrNull),
            ("volume", T::NumOrNull),
            ("open_interest", T::NumOrNull),
            ("liquidity", T::NumOrNull),
        ],
        "source",
    );
    match s["source"].as_str() {
        Some("thunderpick") => assert!(
            s["volume"].is_null() && s["open_interest"].is_null() && s["liquidity"].is_null()
        ),
        Some("kalshi") => {
            assert!(
                s["volume"].is_number()
                    && s["open_interest"].is_number()
                    && s["liquidity"].is_null()
            );
            assert_ne!(
                kind, "map_handicap",
                "the first prediction market has no map handicap"
            );
        }
        _ => assert!(
            s["volume"].is_number() && s["liquidity"].is_number() && s["open_interest"].is_null()
        ),
    }
}

/// The lines route's filters: `market` and `pm_weight`, an unknown market (400 naming
/// the valid ones), `event_id` by id and by matchup key.
fn check_filters(h: &SimHandle, v: &Value) {
    let f = ok(h, "/v6/esports/cs2/lines?market=total_maps&pm_weight=2");
    assert_eq!(f["market"], "total_maps");
    assert_eq!(f["pm_weight"], 2.0);
    assert!(
        rows(&f, "events")
            .iter()
            .flat_map(|e| e["markets"].as_array().into_iter().flatten())
            .all(|m| m["market"] == "total_maps")
    );
    // total_maps lines differ across venues on some best-of-5s.
    let lines: Vec<f64> = rows(&f, "events")
        .iter()
        .flat_map(|e| e["markets"].as_array().into_iter().flatten())
        .filter_map(|m| m["line"].as_f64())
        .collect();
    assert!(lines.contains(&2.5) && lines.contains(&4.5), "{lines:?}");
    let r = get(
        h,
        "/v6/esports/cs2/lines?market=moneyline",
        Some("demo-builder"),
    );
    assert_eq!(r.status, 400);
    assert!(
        r.json()["detail"]
            .as_str()
            .is_some_and(|d| d.contains("match_winner"))
    );
    let ev = rows(v, "events")[0]["event_id"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let one = ok(h, &format!("/v6/esports/cs2/lines?event_id={ev}"));
    assert_eq!(one["total_events"], 1);
    let mk = rows(v, "events")[0]["matchup_key"]
        .as_str()
        .unwrap_or_default()
        .replace(' ', "%20");
    // A matchup key selects every live or upcoming event of that pairing.
    let by_key = ok(h, &format!("/v6/esports/cs2/lines?event_id={mk}"));
    assert!(
        rows(&by_key, "events")
            .iter()
            .any(|e| e["event_id"] == ev.as_str())
    );
}

/// One gap: its fields, its width (max line − min line), its id, and its books' fields
/// (at least two), each book's key added to `keys`.
fn check_gap(g: &Value, keys: &mut std::collections::BTreeSet<String>) {
    has(
        g,
        &[
            ("gap_id", T::Str),
            ("player_id", T::Str),
            ("player_name", T::Str),
            ("team", T::Str),
            ("opponent", T::Str),
            ("event_id", T::Str),
            ("event_time", T::Str),
            ("stat_type", T::Str),
            ("market", T::Str),
            ("line", T::Num),
            ("line_min", T::Num),
            ("line_max", T::Num),
            ("line_gap", T::Num),
            ("book_count", T::Int),
            ("books", T::Arr),
        ],
        "gap",
    );
    let gap = g["line_gap"].as_f64().unwrap_or_default();
    assert!(
        (gap - (g["line_max"].as_f64().unwrap_or_default()
            - g["line_min"].as_f64().unwrap_or_default()))
        .abs()
            < 1e-9
    );
    assert!(
        g["gap_id"]
            .as_str()
            .is_some_and(|s| s.starts_with("gap_") && s.len() == 16)
    );
    let books = rows(g, "books");
    assert_eq!(g["book_count"].as_u64(), Some(books.len() as u64));
    assert!(books.len() >= 2);
    for b in books {
        has(
            b,
            &[
                ("book", T::Str),
                ("line", T::Num),
                ("propId", T::Str),
                ("direction", T::Str),
            ],
            "gap book",
        );
        keys.insert(b["book"].as_str().unwrap_or_default().to_string());
    }
}

#[test]
fn sim_gaps_fields_and_rules() {
    let h = sim();
    let v = ok(&h, "/v6/esports/valorant/gaps?limit=500");
    has(
        &v,
        &[
            ("source", T::Str),
            ("sport", T::Str),
            ("min_gap", T::Num),
            ("total", T::Int),
            ("returned", T::Int),
            ("offset", T::Int),
            ("limit", T::Int),
            ("has_more", T::Bool),
            ("gaps", T::Arr),
        ],
        "gaps",
    );
    let gaps = rows(&v, "gaps");
    let mut keys = std::collections::BTreeSet::new();
    let mut prev = f64::INFINITY;
    for g in gaps {
        check_gap(g, &mut keys);
        let gap = g["line_gap"].as_f64().unwrap_or_default();
        assert!(gap >= 0.5 && gap <= prev, "sorted by line_gap desc");
        prev = gap;
    }
    // Eight DFS keys in scope (the seven board keys plus the gaps-only one); no line books.
    assert_eq!(keys.len(), 8, "{keys:?}");
    assert!(!keys.contains("thunderpick") && !keys.contains("kalshi"));
    let board = ok(&h, "/v6/books");
    let board_keys: Vec<&str> = rows(&board, "books")
        .iter()
        .filter_map(|b| b["key"].as_str())
        .collect();
    assert_eq!(
        keys.iter()
            .filter(|k| !board_keys.contains(&k.as_str()))
            .count(),
        1
    );
    let all = ok(&h, "/v6/esports/valorant/gaps?min_gap=0&limit=500");
    assert!(all["total"].as_u64() > v["total"].as_u64());
    let page = ok(&h, "/v6/esports/valorant/gaps?limit=3&offset=3");
    assert_eq!(page["gaps"][0], gaps[3]);
    assert_eq!(page["has_more"], true);
    let wide = ok(&h, "/v6/esports/valorant/gaps?min_gap=2&book=prizepicks");
    for g in rows(&wide, "gaps") {
        assert!(g["line_gap"].as_f64().is_some_and(|x| x >= 2.0));
        assert!(
            g["books"]
                .as_array()
                .is_some_and(|b| b.iter().any(|x| x["book"] == "prizepicks"))
        );
    }
}
