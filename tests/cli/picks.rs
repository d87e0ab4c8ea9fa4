//! `esx picks` against a scripted `/player-props` payload with known answers (reference
//! values from an independent Poisson bisection): a pick at the book line, one and two
//! points off it, an under-only venue, a whole-number line with a push, a group with no
//! book pair (not priced), and the best slip.

use serde_json::Value;

use crate::common::{Server, esx, esx_at, json, stdout_json};

fn entry(venue: &str, line: &str, dir: &str, odds: Option<i64>) -> String {
    let odds = odds.map_or(String::new(), |o| format!(r#","odds":{o}"#));
    format!(
        r#"{{"book_name":"{venue}","sportsbook_name":"{venue}","line":{line},"direction":"{dir}","stat_type":"CS2_KILLS_MAPS_1_2"{odds}}}"#
    )
}

fn group(player: &str, event: &str, dfs: &[String], main: &[String]) -> String {
    format!(
        r#"{{"player_name":"{player}","player_id":7,"canonical_player_id":"x_pl_{player}","stat_type":"CS2_KILLS_MAPS_1_2","event_id":"{event}","team":"NAVI","opponent":"FaZe","event_time":"2099-01-01T18:00:00.000Z","dfs":[{}],"main":[{}]}}"#,
        dfs.join(","),
        main.join(",")
    )
}

/// - alpha (e1): book -120 / +100 at 33.5 → p_over = 12/23 = 0.521_739 (λ = 33.98432).
///   dfs_one over 33.5 (the book line): 0.521_739; dfs_two higher 32.5 (one point off):
///   0.590_021; dfs_three over 31.5 (two points): 0.656_325; dfs_under lower 34.5 only
///   (an under-only venue): 0.546_511; dfs_push over and under 33 (whole number):
///   over 0.521_739 with push 0.068_282, under 0.409_979.
/// - bravo (e2): DFS lines but no book pair → not priced.
/// - charlie (e3): book -110 / -110 at 20.5 → p_over 0.5; dfs_three over 19.5: 0.587_872.
///
/// Power 2 at 3x breaks even at 0.57735.
fn payload() -> String {
    let alpha = group(
        "alpha",
        "e1",
        &[
            entry("dfs_one", "33.5", "over", None),
            entry("dfs_two", "32.5", "higher", None),
            entry("dfs_three", "31.5", "over", None),
            entry("dfs_under", "34.5", "lower", None),
            entry("dfs_push", "33.0", "over", None),
            entry("dfs_push", "33.0", "under", None),
        ],
        &[
            entry("sharpbook", "33.5", "over", Some(-120)),
            entry("sharpbook", "33.5", "under", Some(100)),
        ],
    );
    let bravo = group(
        "bravo",
        "e2",
        &[entry("dfs_one", "20.5", "over", None)],
        &[],
    );
    let charlie = group(
        "charlie",
        "e3",
        &[entry("dfs_three", "19.5", "over", None)],
        &[
            entry("sharpbook", "20.5", "over", Some(-110)),
            entry("sharpbook", "20.5", "under", Some(-110)),
        ],
    );
    format!(
        r#"{{"source":"svc","sport":"cs2","board":"all","total_groups":3,"total":0,"groups":[{alpha},{bravo},{charlie}],"props":[]}}"#
    )
}

fn run_in(dir: &std::path::Path, args: &[&str]) -> (std::process::Output, Server) {
    let s = Server::start(vec![json(200, &payload())]);
    let out = esx_at(dir, &s.base)
        .env("COLUMNS", "200")
        .args(args)
        .output()
        .unwrap();
    (out, s)
}

fn run(args: &[&str]) -> (std::process::Output, Server) {
    let d = tempfile::tempdir().unwrap();
    run_in(d.path(), args)
}

fn find<'a>(v: &'a Value, app: &str, side: &str) -> &'a Value {
    v["picks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["app"] == app && p["side"] == side)
        .unwrap_or_else(|| panic!("no {app} {side} pick in {v}"))
}

#[test]
fn known_answers_at_and_off_the_book_line() {
    let (out, s) = run(&["picks", "cs2", "--json"]);
    let v = stdout_json(&out);
    assert_eq!(v["source"], "esx");
    assert_eq!(v["devig"], "multiplicative");
    assert_eq!(v["model"], "poisson");
    assert_eq!(v["slip"]["legs"], 2);
    assert_eq!(v["slip"]["breakeven"], 0.57735);
    assert_eq!(v["total"], 7, "{v}");
    let at = find(&v, "dfs_one", "over");
    assert_eq!(at["player_name"], "alpha");
    assert_eq!(at["line"].to_string(), "33.5");
    assert_eq!(at["book"], "sharpbook");
    assert_eq!(at["book_over_american"], -120);
    assert_eq!(at["book_under_american"], 100);
    assert_eq!(at["p_over_book_line"], 0.521_739);
    assert_eq!(at["p_win"], 0.521_739);
    assert_eq!(at["p_push"], Value::Null);
    assert_eq!(at["edge_pts"], -5.5611);
    assert_eq!(find(&v, "dfs_two", "over")["p_win"], 0.590_021);
    assert_eq!(find(&v, "dfs_two", "over")["edge_pts"], 1.2671);
    let two_off = v["picks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["app"] == "dfs_three" && p["player_name"] == "alpha")
        .unwrap();
    assert_eq!(two_off["p_win"], 0.656_325);
    assert_eq!(two_off["edge_pts"], 7.8975);
    // Sorted by edge: the two-points-off over is the best pick.
    assert_eq!(v["picks"][0], *two_off);
    assert_eq!(s.seen()[0].target, "/v6/esports/cs2/player-props?board=all");
}

#[test]
fn only_posted_sides_and_the_push_on_a_whole_line() {
    let (out, _) = run(&["picks", "cs2", "--json"]);
    let v = stdout_json(&out);
    let under_only: Vec<&Value> = v["picks"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["app"] == "dfs_under")
        .collect();
    assert_eq!(
        under_only.len(),
        1,
        "an under-only venue shows its under only"
    );
    assert_eq!(under_only[0]["side"], "under");
    assert_eq!(under_only[0]["p_win"], 0.546_511);
    let over = find(&v, "dfs_push", "over");
    let under = find(&v, "dfs_push", "under");
    assert_eq!(over["p_push"], 0.068_282);
    assert_eq!(over["p_win"], 0.521_739);
    assert_eq!(under["p_win"], 0.409_979);
    assert_eq!(under["p_push"], 0.068_282);
    assert!(
        !v["picks"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["player_name"] == "bravo"),
        "a group with no book pair is not priced"
    );
}

#[test]
fn model_none_keeps_only_the_book_line() {
    let (out, _) = run(&["picks", "cs2", "--model", "none", "--json"]);
    let v = stdout_json(&out);
    assert_eq!(v["model"], "none");
    assert_eq!(v["total"], 1);
    assert_eq!(v["picks"][0]["app"], "dfs_one");
}

#[test]
fn custom_slip_app_filter_and_min_edge() {
    let (out, _) = run(&[
        "picks",
        "cs2",
        "--payout",
        "5",
        "--legs",
        "3",
        "--app",
        "dfs_three",
        "--json",
    ]);
    let v = stdout_json(&out);
    assert_eq!(v["slip"]["name"], "custom");
    assert_eq!(v["slip"]["breakeven"], 0.584_804);
    assert_eq!(v["total"], 2);
    assert!(
        v["picks"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["app"] == "dfs_three")
    );
    let (out, _) = run(&["picks", "cs2", "--min-edge", "0", "--json"]);
    let v = stdout_json(&out);
    assert_eq!(v["total"], 3, "{v}");
    let (out, _) = run(&["picks", "cs2", "--min-edge", "-6", "--json"]);
    assert_eq!(stdout_json(&out)["total"], 6);
}

#[test]
fn payout_from_config() {
    let d = tempfile::tempdir().unwrap();
    std::fs::write(
        d.path().join("config.toml"),
        "[profiles.default]\n\"payout.dfs_one.2\" = \"3.5\"\n",
    )
    .unwrap();
    let (out, _) = run_in(d.path(), &["picks", "cs2", "--app", "dfs_one", "--json"]);
    let v = stdout_json(&out);
    assert_eq!(v["slip"]["payout"], 3.5);
    assert_eq!(v["picks"][0]["breakeven"], 0.534_522);
    assert_eq!(v["picks"][0]["edge_pts"], -1.2783);
    std::fs::write(
        d.path().join("config.toml"),
        "[profiles.default]\n\"payout.dfs_one.2\" = \"lots\"\n",
    )
    .unwrap();
    let (out, s) = run_in(d.path(), &["picks", "cs2", "--app", "dfs_one"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("payout.dfs_one.2"));
    assert!(s.seen().is_empty());
}

#[test]
fn best_slip_uses_different_events() {
    let (out, _) = run(&[
        "picks",
        "cs2",
        "--best-slips",
        "1",
        "--app",
        "dfs_three",
        "--json",
    ]);
    let v = stdout_json(&out);
    let slips = v["slips"].as_array().unwrap();
    assert_eq!(slips.len(), 1);
    assert_eq!(slips[0]["app"], "dfs_three");
    assert_eq!(slips[0]["slip_ev_pct"], 15.7506);
    let events: Vec<&Value> = slips[0]["legs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| &l["event_id"])
        .collect();
    assert_eq!(events.len(), 2);
    assert_ne!(events[0], events[1]);
    // Table shows the slip; CSV one row per leg.
    let (out, _) = run(&["picks", "cs2", "--best-slips", "1", "--app", "dfs_three"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("+15.75%") && text.contains("charlie"),
        "{text}"
    );
    let (out, _) = run(&[
        "picks",
        "cs2",
        "--best-slips",
        "1",
        "--app",
        "dfs_three",
        "--format",
        "csv",
    ]);
    assert_eq!(String::from_utf8(out.stdout).unwrap().lines().count(), 3);
}

#[test]
fn table_csv_and_ndjson() {
    let (out, _) = run(&["picks", "cs2"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("7 picks (power2 slip, 2 legs, break-even 0.577 at"),
        "{text}"
    );
    assert!(text.contains("alpha") && text.contains("7.9"), "{text}");
    let (out, _) = run(&["picks", "cs2", "--format", "csv"]);
    let csv = String::from_utf8(out.stdout).unwrap();
    let header = csv.lines().next().unwrap().to_string();
    assert_eq!(csv.lines().count(), 8);
    let (out, _) = run(&["picks", "cs2", "--format", "ndjson"]);
    let first: Value = serde_json::from_str(
        String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .next()
            .unwrap(),
    )
    .unwrap();
    let keys: Vec<&str> = first
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys.join(","), header);
}

#[test]
fn bad_flags_are_usage_errors_before_any_request() {
    for args in [
        &["picks", "nosuch"][..],
        &["picks", "cs2", "--model", "gauss"],
        &["picks", "cs2", "--slip", "flex9"],
        &["picks", "cs2", "--payout", "3"],
        &["picks", "cs2", "--payout", "1", "--legs", "2"],
        &["picks", "cs2", "--devig", "magic"],
        &["picks", "cs2", "--best-slips", "0"],
    ] {
        let (out, s) = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(s.seen().is_empty(), "{args:?}");
    }
}

#[test]
fn demo_smoke() {
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .args(["--demo", "picks", "cs2", "--best-slips", "2", "--json"])
        .output()
        .unwrap();
    let v = stdout_json(&out);
    assert_eq!(v["source"], "esx");
    assert_eq!(
        v["total"].as_u64().unwrap() as usize,
        v["picks"].as_array().unwrap().len()
    );
}

#[test]
fn a_wrong_shape_is_exit_7_naming_the_route() {
    for body in [
        r#"{"source":"svc","groups":"nope"}"#,
        r#"{"source":"svc","groups":[{"stat_type":"K","event_id":"e","dfs":[{"line":"x"}],"main":[]}]}"#,
    ] {
        let s = Server::start(vec![json(200, body)]);
        let d = tempfile::tempdir().unwrap();
        let out = esx_at(d.path(), &s.base)
            .args(["picks", "cs2"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(7), "{body}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("/v6/esports/cs2/player-props"), "{err}");
    }
}

/// A flex3 slip at a table from config (a TOML array, all correct first): each pick's
/// break-even is the p at which 3p²(1−p)·1.25 + p³·2.25 = 1 (0.5909, PrizePicks'), found
/// here by bisection; a venue without a flex table is exit 2 naming those with one.
#[test]
fn flex_slips_break_even_where_the_table_says() {
    let d = tempfile::tempdir().unwrap();
    std::fs::write(
        d.path().join("config.toml"),
        "[profiles.default]\n\"payout.dfs_three.flex3\" = [2.25, 1.25]\n",
    )
    .unwrap();
    let (out, _) = run_in(
        d.path(),
        &[
            "picks",
            "cs2",
            "--app",
            "dfs_three",
            "--slip",
            "flex3",
            "--json",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v = stdout_json(&out);
    let (mut lo, mut hi) = (0.0_f64, 1.0_f64);
    for _ in 0..100 {
        let p = 0.5 * (lo + hi);
        let ev = p.powi(3) * 2.25 + 3.0 * p * p * (1.0 - p) * 1.25;
        if ev < 1.0 { lo = p } else { hi = p }
    }
    let be = 0.5 * (lo + hi);
    assert_eq!((be * 1e4).round() / 1e4, 0.5909);
    assert_eq!(v["slip"]["name"], "flex3");
    assert_eq!(v["slip"]["payout"], serde_json::json!([2.25, 1.25]));
    assert!(
        (v["slip"]["breakeven"].as_f64().unwrap() - be).abs() < 1e-6,
        "{v}"
    );
    let pick = &v["picks"][0];
    let p_win = pick["p_win"].as_f64().unwrap();
    assert!((pick["edge_pts"].as_f64().unwrap() - 100.0 * (p_win - be)).abs() < 1e-3);
    let (out, _) = run(&["picks", "cs2", "--app", "dfs_one", "--slip", "flex5"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("no flex5 payout table") && err.contains("prizepicks"),
        "{err}"
    );
}

/// An event that started 30 minutes before the run's clock (12:00) gives no pick;
/// `--include-started` brings its picks back.
#[test]
fn picks_of_a_started_event_only_with_include_started() {
    let body = payload().replacen("2099-01-01T18:00:00.000Z", "2026-11-21T11:30:00.000Z", 1);
    let s = Server::start(vec![json(200, &body)]);
    let d = tempfile::tempdir().unwrap();
    let run = |extra: &[&str]| {
        let out = esx_at(d.path(), &s.base)
            .args(["picks", "cs2", "--json"])
            .args(extra)
            .output()
            .unwrap();
        stdout_json(&out)
    };
    let all = run(&["--include-started"]);
    let live = run(&[]);
    let alpha = |v: &Value| {
        v["picks"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["player_name"] == "alpha")
            .count()
    };
    assert!(alpha(&all) > 0);
    assert_eq!(alpha(&live), 0, "{live}");
    assert_eq!(
        live["total"].as_u64().unwrap() + alpha(&all) as u64,
        all["total"].as_u64().unwrap()
    );
}
