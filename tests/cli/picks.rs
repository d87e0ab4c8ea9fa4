//! `esx picks` against a scripted `/player-props` payload with known answers (reference
//! values from an independent Poisson bisection, so these runs say `--model poisson`;
//! negbin, the default, has its own references below and in picks_dispersion.rs): a pick
//! at the book line, one and two points off it, an under-only venue, a whole-number line
//! with a push, a group with no book pair (not priced), and the best slip.

use serde_json::Value;

use crate::common::{Server, esx, esx_at, json, stdout_json};

/// One venue's side of a prop group (`dfs[]` or `main[]`); picks_push.rs builds with it too.
pub(crate) fn entry(venue: &str, line: &str, dir: &str, odds: Option<i64>) -> String {
    let odds = odds.map_or(String::new(), |o| format!(r#","odds":{o}"#));
    format!(
        r#"{{"book_name":"{venue}","sportsbook_name":"{venue}","line":{line},"direction":"{dir}","stat_type":"CS2_KILLS_MAPS_1_2"{odds}}}"#
    )
}

/// A `/player-props` group of one player and stat on one event.
pub(crate) fn group(player: &str, event: &str, dfs: &[String], main: &[String]) -> String {
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

/// The venue registry of this board: `--app` is checked against it (and esx's own list).
const BOOKS: &str = r#"{"source":"svc","total_books":6,"books":[{"book_id":1,"key":"dfs_one","display_name":"DFS One"},{"book_id":2,"key":"dfs_two","display_name":"DFS Two"},{"book_id":3,"key":"dfs_three","display_name":"DFS Three"},{"book_id":4,"key":"dfs_under","display_name":"DFS Under"},{"book_id":5,"key":"dfs_push","display_name":"DFS Push"},{"book_id":6,"key":"sharpbook","display_name":"Sharp Book"}]}"#;

/// `/v6/books` answers [`BOOKS`], every other route the board.
fn server() -> Server {
    let board = payload();
    Server::start_routed(move |target, _| {
        if target.starts_with("/v6/books") {
            json(200, BOOKS)
        } else {
            json(200, &board)
        }
    })
}

fn run_in(dir: &std::path::Path, args: &[&str]) -> (std::process::Output, Server) {
    let s = server();
    (run_at(dir, &s, args), s)
}

fn run_at(dir: &std::path::Path, s: &Server, args: &[&str]) -> std::process::Output {
    esx_at(dir, &s.base)
        .env("COLUMNS", "200")
        .env("ESX_CACHE_DIR", dir.join("cache"))
        .args(args)
        .output()
        .unwrap()
}

fn run(args: &[&str]) -> (std::process::Output, Server) {
    let d = tempfile::tempdir().unwrap();
    run_in(d.path(), args)
}

/// A JSON number as the f64 its text reads back as.
fn f(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}"))
}

/// Within half a unit of the reference's 6th place.
fn near6(v: &Value, reference: f64) -> bool {
    (f(v) - reference).abs() < 5e-7
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
    let (out, s) = run(&["picks", "cs2", "--model", "poisson", "--json"]);
    let v = stdout_json(&out);
    assert_eq!(v["source"], "esx");
    assert_eq!(v["devig"], "multiplicative");
    assert_eq!(v["model"], "poisson");
    assert_eq!(v["slip"]["legs"], 2);
    // Full precision, computed here as the definition says: power 2 at 3x breaks even
    // at 3^(-1/2); -120 / +100 de-vigged (multiplicative) gives p_over = 12/23.
    let be = 3f64.powf(-0.5);
    assert_eq!(f(&v["slip"]["breakeven"]), be);
    assert_eq!(v["total"], 7, "{v}");
    let at = find(&v, "dfs_one", "over");
    assert_eq!(at["player_name"], "alpha");
    assert_eq!(at["line"].to_string(), "33.5");
    assert_eq!(at["book"], "sharpbook");
    assert_eq!(at["book_over_american"], -120);
    assert_eq!(at["book_under_american"], 100);
    let (over, under): (f64, f64) = (1.0 / (1.0 + 100.0 / 120.0), 1.0 / (1.0 + 100.0 / 100.0));
    let p_over = over / (over + under);
    assert!((p_over - 12.0 / 23.0).abs() < 1e-15);
    assert_eq!(f(&at["p_over_book_line"]), p_over);
    assert_eq!(f(&at["p_win"]), p_over);
    assert_eq!(at["p_push"], Value::Null);
    assert_eq!(f(&at["edge_pts"]), 100.0 * (p_over - be));
    // Off the line: the reference (6 places) within its rounding, and the edge is exactly
    // 100·(p_win − be) of the printed p_win: nothing was rounded on the way out.
    let one_off = find(&v, "dfs_two", "over");
    assert!((f(&one_off["p_win"]) - 0.590_021).abs() < 5e-7, "{one_off}");
    assert_ne!(f(&one_off["p_win"]), 0.590_021, "more than 6 places");
    assert_eq!(f(&one_off["edge_pts"]), 100.0 * (f(&one_off["p_win"]) - be));
    let two_off = v["picks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["app"] == "dfs_three" && p["player_name"] == "alpha")
        .unwrap();
    assert!((f(&two_off["p_win"]) - 0.656_325).abs() < 5e-7, "{two_off}");
    assert_eq!(f(&two_off["edge_pts"]), 100.0 * (f(&two_off["p_win"]) - be));
    // Sorted by edge: the two-points-off over is the best pick.
    assert_eq!(v["picks"][0], *two_off);
    assert_eq!(s.seen()[0].target, "/v6/esports/cs2/player-props?board=all");
}

#[test]
fn only_posted_sides_and_the_push_on_a_whole_line() {
    let (out, _) = run(&["picks", "cs2", "--model", "poisson", "--json"]);
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
    assert!(near6(&under_only[0]["p_win"], 0.546_511));
    let over = find(&v, "dfs_push", "over");
    let under = find(&v, "dfs_push", "under");
    assert!(near6(&over["p_push"], 0.068_282), "{over}");
    assert!(near6(&over["p_win"], 0.521_739), "{over}");
    assert!(near6(&under["p_win"], 0.409_979), "{under}");
    assert_eq!(under["p_push"], over["p_push"]);
    // The three outcomes of a whole-number line sum to 1 at full precision.
    assert!((f(&over["p_win"]) + f(&under["p_win"]) + f(&over["p_push"]) - 1.0).abs() < 1e-12);
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
    assert_eq!(f(&v["slip"]["breakeven"]), 5f64.powf(-1.0 / 3.0));
    assert_eq!(v["total"], 2);
    assert!(
        v["picks"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["app"] == "dfs_three")
    );
    let (out, _) = run(&[
        "picks",
        "cs2",
        "--model",
        "poisson",
        "--min-edge",
        "0",
        "--json",
    ]);
    let v = stdout_json(&out);
    assert_eq!(v["total"], 3, "{v}");
    let (out, _) = run(&[
        "picks",
        "cs2",
        "--model",
        "poisson",
        "--min-edge",
        "-6",
        "--json",
    ]);
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
    let be = 3.5f64.powf(-0.5);
    assert_eq!(f(&v["picks"][0]["breakeven"]), be);
    let (over, under): (f64, f64) = (1.0 / (1.0 + 100.0 / 120.0), 1.0 / (1.0 + 100.0 / 100.0));
    assert_eq!(
        f(&v["picks"][0]["edge_pts"]),
        100.0 * (over / (over + under) - be)
    );
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
        "--model",
        "poisson",
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
    // slip_ev_pct = 100·(M·Π p_win − 1) of the printed legs' p_win and p_all.
    let legs = slips[0]["legs"].as_array().unwrap();
    let p_all: f64 = legs.iter().map(|l| f(&l["p_win"])).product();
    assert!((f(&slips[0]["p_all"]) - p_all).abs() < 1e-15);
    assert!((f(&slips[0]["slip_ev_pct"]) - 100.0 * (3.0 * p_all - 1.0)).abs() < 1e-12);
    assert!((f(&slips[0]["slip_ev_pct"]) - 15.7506).abs() < 5e-5);
    let events: Vec<&Value> = slips[0]["legs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| &l["event_id"])
        .collect();
    assert_eq!(events.len(), 2);
    assert_ne!(events[0], events[1]);
    // Table shows the slip; CSV one row per leg.
    let (out, _) = run(&[
        "picks",
        "cs2",
        "--model",
        "poisson",
        "--best-slips",
        "1",
        "--app",
        "dfs_three",
    ]);
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
    let (out, _) = run(&["picks", "cs2", "--model", "poisson"]);
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
        &["picks", "cs2", "--dispersion", "team"],
        &[
            "picks",
            "cs2",
            "--model",
            "poisson",
            "--dispersion",
            "player",
        ],
    ] {
        let (out, s) = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(s.seen().is_empty(), "{args:?}");
    }
}

/// `--app` names a venue that exists: esx's own list, else the service's `/v6/books`
/// (fetched once, then from the cache for a day). A misspelt one is exit 2 naming the
/// known venues, and the board is never fetched.
#[test]
fn an_unknown_app_is_a_usage_error_naming_the_known_venues() {
    let d = tempfile::tempdir().unwrap();
    let (out, s) = run_in(d.path(), &["picks", "cs2", "--app", "prizepiks"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("unknown venue `prizepiks` for --app; known venues: thunderpick, kalshi, polymarket, prizepicks,"),
        "{err}"
    );
    assert!(err.contains("dfs_one") && err.contains("dfs_push"), "{err}");
    let targets = |s: &Server| -> Vec<String> { s.seen().into_iter().map(|r| r.target).collect() };
    assert_eq!(targets(&s), ["/v6/books"]);
    // A key of the service's: the venue list comes from the cache this time.
    let out = run_at(
        d.path(),
        &s,
        &["picks", "cs2", "--app", "DFS_Push", "--json"],
    );
    assert_eq!(stdout_json(&out)["total"], 2);
    assert_eq!(
        targets(&s),
        ["/v6/books", "/v6/esports/cs2/player-props?board=all"]
    );
    // A key on esx's own list needs no venue request.
    let (out, s) = run_in(d.path(), &["picks", "cs2", "--app", "prizepicks", "--json"]);
    assert_eq!(stdout_json(&out)["total"], 0);
    assert_eq!(targets(&s), ["/v6/esports/cs2/player-props?board=all"]);
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

/// `--model negbin` against references from an independent computation (Python, the
/// negative binomial pmf by log-gamma, μ by bisection so that P(X ≥ 34) = 12/23):
/// k = 30 (the default) gives μ = 34.514801 and over 32.5 0.568723, over 31.5 0.615467,
/// under 34.5 0.524836; `picks.dispersion.CS2_KILLS_MAPS_1_2 = 5` gives μ = 37.018030 and
/// 0.545826, 0.570210, 0.501978. At the book line the fair probability is kept.
#[test]
fn negbin_known_answers_with_the_default_and_a_configured_dispersion() {
    let d = tempfile::tempdir().unwrap();
    let (out, _) = run_in(d.path(), &["picks", "cs2", "--model", "negbin", "--json"]);
    let v = stdout_json(&out);
    assert_eq!(v["model"], "negbin", "{v}");
    assert_eq!(f(&find(&v, "dfs_one", "over")["p_win"]), 12.0 / 23.0);
    assert!(near6(&find(&v, "dfs_two", "over")["p_win"], 0.568_723));
    assert!(near6(&find(&v, "dfs_three", "over")["p_win"], 0.615_467));
    assert!(near6(&find(&v, "dfs_under", "under")["p_win"], 0.524_836));
    // Over-dispersed: off the line it is less sure than Poisson's 0.590021.
    assert!(f(&find(&v, "dfs_two", "over")["p_win"]) < 0.590_021);
    std::fs::write(
        d.path().join("config.toml"),
        "[profiles.default]\n\"picks.dispersion.CS2_KILLS_MAPS_1_2\" = \"5\"\n",
    )
    .unwrap();
    let (out, _) = run_in(d.path(), &["picks", "cs2", "--model", "negbin", "--json"]);
    let v = stdout_json(&out);
    assert!(near6(&find(&v, "dfs_two", "over")["p_win"], 0.545_826));
    assert!(near6(&find(&v, "dfs_three", "over")["p_win"], 0.570_210));
    assert!(near6(&find(&v, "dfs_under", "under")["p_win"], 0.501_978));
    // A hand-edited value that is no k: exit 2 naming the key, before any pick is shown.
    std::fs::write(
        d.path().join("config.toml"),
        "[profiles.default]\n\"picks.dispersion.CS2_KILLS_MAPS_1_2\" = \"-1\"\n",
    )
    .unwrap();
    let (out, _) = run_in(d.path(), &["picks", "cs2", "--model", "negbin"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("picks.dispersion.CS2_KILLS_MAPS_1_2"), "{err}");
    assert!(out.stdout.is_empty());
}

/// Served text reaches every format as sent (issue 18.8: the board is decoded from its
/// bytes, not a `Value`): an escaped player name, a 30-digit numeric id, `33.50` and an
/// exponent `3.35E1` (the same 33.5: the pick is at the book line, p_win = 12/23).
#[test]
fn served_text_passes_through_exactly() {
    let board = r#"{"source":"svc","groups":[{"player_name":"Zo\u00eb \"ZZ\"","canonical_player_id":123456789012345678901234567890,"stat_type":"CS2_KILLS_MAPS_1_2","event_id":"e1","event_time":"2099-01-01T18:00:00.000Z","dfs":[{"sportsbook_name":"dfs_one","line":33.50,"direction":"over"}],"main":[{"sportsbook_name":"sharpbook","line":3.35E1,"direction":"over","odds":-120},{"sportsbook_name":"sharpbook","line":3.35E1,"direction":"under","odds":100}]}],"props":[{"player_name":"not read","line":"x"}]}"#;
    let s = Server::start(vec![json(200, board)]);
    let d = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let out = esx_at(d.path(), &s.base).args(args).output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let text = run(&["picks", "cs2", "--json"]);
    for field in [
        r#""player_name":"Zoë \"ZZ\"""#,
        r#""canonical_player_id":123456789012345678901234567890,"#,
        r#""line":33.50,"side":"over","book":"sharpbook","book_line":3.35E1,"book_over_american":-120,"book_under_american":100,"#,
    ] {
        assert!(text.contains(field), "{field} in {text}");
    }
    let v: Value = serde_json::from_str(&text).unwrap();
    assert!(near6(&v["picks"][0]["p_win"], 12.0 / 23.0), "{v}");
    let csv = run(&["picks", "cs2", "--format", "csv"]);
    let row = csv.lines().nth(1).unwrap();
    assert!(
        row.starts_with(r#""Zoë ""ZZ""",123456789012345678901234567890,CS2_KILLS_MAPS_1_2,e1,"#)
            && row.contains(",33.50,over,sharpbook,3.35E1,-120,100,"),
        "{row}"
    );
}

/// A board cut short, or missing a field picks reads, is exit 7 naming the route (and
/// the field), never a partial answer.
#[test]
fn a_truncated_or_incomplete_board_is_exit_7() {
    let whole = payload();
    let cut = &whole[..whole.len() / 2];
    let missing = whole.replacen(r#""event_id":"e2","#, "", 1);
    for (body, says) in [
        (cut, "truncated or malformed JSON"),
        (missing.as_str(), "at `groups[1]`: missing field `event_id`"),
    ] {
        let s = Server::start(vec![json(200, body)]);
        let d = tempfile::tempdir().unwrap();
        let out = esx_at(d.path(), &s.base)
            .args(["picks", "cs2", "--json"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(7), "{says}");
        assert!(out.stdout.is_empty());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("/v6/esports/cs2/player-props") && err.contains(says),
            "{err}"
        );
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    }
}
