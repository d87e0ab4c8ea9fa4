//! `--fields spec`: the simulator serves only the documented fields (and 404s routes
//! neither document names), and esx's judgements against it are the ones it makes
//! against the full simulator, its joins made on documented fields.

use std::collections::BTreeSet;

use esx_proto::documented::{Documented, documented, prefixes};
use esx_sim::{Fields, SimHandle};
use serde_json::Value;

use crate::common::esx;
use crate::common::sim::{get, ok, sim, sim_with};

fn spec_sim() -> SimHandle {
    sim_with(|o| o.fields = Fields::Spec)
}

/// Every key path of a JSON value (`events[].markets[].market`).
fn key_paths(v: &Value, at: &str, out: &mut BTreeSet<String>) {
    match v {
        Value::Object(map) => {
            for (k, x) in map {
                let p = if at.is_empty() {
                    k.clone()
                } else {
                    format!("{at}.{k}")
                };
                out.insert(p.clone());
                key_paths(x, &p, out);
            }
        }
        Value::Array(items) => items
            .iter()
            .for_each(|x| key_paths(x, &format!("{at}[]"), out)),
        _ => {}
    }
}

/// The served key paths no documented path of `route` allows.
fn undocumented(route: &esx_proto::Route, body: &Value) -> Vec<String> {
    let Documented::Fields(paths) = documented(route) else {
        panic!("{} has a documented shape", route.name);
    };
    let allowed: BTreeSet<String> = paths
        .iter()
        .flat_map(|p| prefixes(p.trim_end_matches(".*")))
        .collect();
    let subtrees: Vec<String> = paths
        .iter()
        .filter_map(|p| p.strip_suffix(".*").map(|s| format!("{s}.")))
        .collect();
    let mut served = BTreeSet::new();
    key_paths(body, "", &mut served);
    served
        .into_iter()
        .filter(|p| !allowed.contains(p) && !subtrees.iter().any(|s| p.starts_with(s.as_str())))
        .collect()
}

#[test]
fn spec_serves_no_undocumented_field_where_full_serves_them() {
    use esx_proto::routes;
    let (full, spec) = (sim(), spec_sim());
    let cases = [
        (routes::LINES, "/v6/esports/cs2/lines"),
        (routes::PROPS, "/v6/esports/cs2/props"),
        (routes::GAPS, "/v6/esports/cs2/gaps"),
        (routes::PARLAYS, "/v7/cs2/parlays?book=thunderpick"),
        (routes::FLOW, "/v7/cs2/flow"),
        (routes::MATCHES, "/v6/esports/cs2/matches"),
        (routes::RESULTS, "/v6/esports/cs2/results"),
        (routes::BOOKS, "/v6/books"),
    ];
    for (route, path) in cases {
        let body = ok(&spec, path);
        assert_eq!(undocumented(&route, &body), Vec::<String>::new(), "{path}");
    }
    // The full simulator serves the ids the join used to need; spec serves none of them.
    let full_lines = ok(&full, "/v6/esports/cs2/lines");
    assert!(
        undocumented(&routes::LINES, &full_lines).contains(&"events[].kr_match_id".to_string())
    );
    let spec_lines = ok(&spec, "/v6/esports/cs2/lines");
    assert_eq!(
        spec_lines["events"].as_array().map(Vec::len),
        full_lines["events"].as_array().map(Vec::len),
        "the same events, fewer fields"
    );
    // A route neither document names: 404 under spec only.
    assert_eq!(get(&full, "/v6/me", Some("demo-builder")).status, 200);
    assert_eq!(get(&spec, "/v6/me", Some("demo-builder")).status, 404);
}

/// esx's stdout against one simulator, wide and uncoloured (a failure fails the test).
fn run(h: &SimHandle, args: &[&str]) -> (String, String) {
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .env("ESX_BASE_URL", h.base_url())
        .env("ESX_API_KEY", "demo-builder")
        .env("COLUMNS", "250")
        .args(args)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{args:?}: {err}");
    (String::from_utf8_lossy(&out.stdout).into_owned(), err)
}

#[test]
fn discovered_parlays_survive_a_service_that_sends_only_the_interface() {
    let (full, spec) = (sim(), spec_sim());
    let args = ["parlays", "cs2", "--book", "thunderpick", "--json"];
    let (f, _) = run(&full, &args);
    let (s, err) = run(&spec, &args);
    let (f, s): (Value, Value) = (
        serde_json::from_str(&f).unwrap(),
        serde_json::from_str(&s).unwrap(),
    );
    let kept = s["parlays"].as_array().map_or(0, Vec::len);
    // Before: every leg was joined through /lines' kr_match_id, so all were dropped
    // ("not on the /lines board").
    assert!(kept >= 1, "spec kept no parlay: {err}");
    assert_eq!(s, f, "the same parlays, legs and esx judgements");
    assert!(!err.contains("not joined"), "{err}");
    // The same with every served parlay shown: the same failed legs and reasons.
    let all = [
        "parlays",
        "cs2",
        "--book",
        "thunderpick",
        "--include",
        "all",
        "--json",
    ];
    assert_eq!(run(&spec, &all).0, run(&full, &all).0);
}

#[test]
fn main_commands_judge_the_same_under_spec_fields() {
    let (full, spec) = (sim(), spec_sim());
    for args in [
        &["lines", "cs2"][..],
        &["lines", "cs2", "--top"],
        &["gaps", "cs2"],
        &["arbs", "cs2"],
        &["picks", "cs2"],
        &["flow", "cs2"],
        &["dvr", "dota2"],
        &["live", "cs2"],
        &["parlays", "cs2", "--book", "thunderpick"],
        &["parlays", "cs2", "--book", "thunderpick", "--local"],
    ] {
        let (f, _) = run(&full, args);
        let (s, _) = run(&spec, args);
        assert!(f.lines().count() > 2, "{args:?} shows rows: {f}");
        assert_eq!(s, f, "{args:?}");
    }
}

#[test]
fn lines_ids_says_why_its_column_is_blank_under_spec() {
    let spec = spec_sim();
    let (_, err) = run(&spec, &["lines", "cs2", "--ids"]);
    assert_eq!(
        err.lines().filter(|l| l.contains("no market_key")).count(),
        1,
        "{err}"
    );
    let (_, err) = run(&sim(), &["lines", "cs2", "--ids"]);
    assert!(!err.contains("no market_key"), "{err}");
}

#[test]
fn record_moves_and_grade_judge_the_same_under_spec_fields() {
    // One store per mode, recorded at the pinned clock and a day later, graded days on.
    let at = |t: &str, fields: Fields| {
        sim_with(|o| {
            o.now = t.parse().ok();
            o.fields = fields;
        })
    };
    let steps: [(&str, &[&str]); 4] = [
        ("2026-11-21T12:00:00Z", &["record", "cs2"]),
        ("2026-11-22T12:00:00Z", &["record", "cs2"]),
        ("2026-11-22T12:00:00Z", &["moves", "cs2"]),
        ("2026-11-25T12:00:00Z", &["grade", "cs2"]),
    ];
    let mut outs: Vec<Vec<String>> = Vec::new();
    for fields in [Fields::Full, Fields::Spec] {
        let d = tempfile::tempdir().unwrap();
        let db = d.path().join("h.db");
        let mut mine = Vec::new();
        for (now, args) in steps {
            let h = at(now, fields);
            let out = esx(d.path())
                .env("ESX_BASE_URL", h.base_url())
                .env("ESX_API_KEY", "demo-builder")
                .env("ESX_NOW", now)
                .env("ESX_DB", &db)
                .env("COLUMNS", "250")
                .args(args)
                .output()
                .unwrap();
            let text =
                String::from_utf8_lossy(&out.stdout).replace(&db.display().to_string(), "DB");
            assert!(
                out.status.success(),
                "{args:?}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            mine.push(text);
        }
        outs.push(mine);
    }
    assert!(
        outs[0][2].lines().count() > 2,
        "moves shows rows: {}",
        outs[0][2]
    );
    assert_eq!(outs[1], outs[0]);
}
