//! `picks --dispersion player`: each player's negbin `k` from his gamelogs
//! (`esx_odds::picks::negbin::series_k`), once per player per run and a day in the cache;
//! a 403 or 429 falls back to the stat type's `k` with one line on stderr; and negbin as
//! picks' default model.

use std::collections::BTreeMap;

use esx_odds::picks::Side;
use esx_odds::picks::negbin::{self, PRIOR_MAPS};
use serde_json::Value;

use crate::common::sim::sim;
use crate::common::{Server, esx, esx_at, json, stdout_json, with_header};

/// A two-player board: alpha (book −120/+100 at 33.5, DFS over 32.5) and bravo (book
/// −110/−110 at 20.5, DFS over 19.5), both CS2_KILLS_MAPS_1_2.
fn board() -> String {
    let group = |player: &str, event: &str, book: f64, dfs: f64, odds: (i64, i64)| {
        let e = |venue: &str, line: f64, dir: &str, odds: Option<i64>| {
            let odds = odds.map_or(String::new(), |o| format!(r#","odds":{o}"#));
            format!(
                r#"{{"book_name":"{venue}","sportsbook_name":"{venue}","line":{line},"direction":"{dir}","stat_type":"CS2_KILLS_MAPS_1_2"{odds}}}"#
            )
        };
        format!(
            r#"{{"player_name":"{player}","player_id":7,"canonical_player_id":"x_pl_{player}","stat_type":"CS2_KILLS_MAPS_1_2","event_id":"{event}","team":"NAVI","opponent":"FaZe","event_time":"2099-01-01T18:00:00.000Z","dfs":[{}],"main":[{},{}]}}"#,
            e("prizepicks", dfs, "over", None),
            e("sharpbook", book, "over", Some(odds.0)),
            e("sharpbook", book, "under", Some(odds.1)),
        )
    };
    format!(
        r#"{{"source":"svc","sport":"cs2","board":"all","total_groups":2,"total":0,"groups":[{},{}],"props":[]}}"#,
        group("alpha", "e1", 33.5, 32.5, (-120, 100)),
        group("bravo", "e2", 20.5, 19.5, (-110, -110)),
    )
}

/// alpha's last maps: kills 2, 4, 6, 8, 10, each from a different series and never maps
/// 1 and 2 of one, so no two-map sum: the per-map fit, scaled (docs/odds.md). By hand:
/// μ = 6, s² = 8, α̂ = (8 − 6)/36 = 1/18; the per-map prior is k/2 = 15 (α₀ = 1/15), so
/// α = (5/18 + 10/15)/15 = 17/270, k_map = 270/17 and k = 2·270/17 = 540/17.
const ALPHA_LOGS: &str = r#"{"source":"svc","sport":"cs2","total":5,"gamelogs":[
  {"kr_match_id":"m1","map_number":1,"kills":2},{"kr_match_id":"m2","map_number":2,"kills":4},
  {"kr_match_id":"m3","map_number":3,"kills":6},{"kr_match_id":"m4","map_number":1,"kills":8},
  {"kr_match_id":"m5","map_number":2,"kills":10}]}"#;

/// The board, alpha's gamelogs, and `bravo` answered by `bravo` (a status and body).
fn server(bravo: (u16, &'static str)) -> Server {
    let board = board();
    Server::start_routed(move |target, _| {
        if target.contains("/players/alpha/gamelogs") {
            json(200, ALPHA_LOGS)
        } else if target.contains("/players/bravo/gamelogs") {
            with_header(json(bravo.0, bravo.1), "Retry-After", "1")
        } else {
            json(200, &board)
        }
    })
}

fn pick<'a>(v: &'a Value, player: &str) -> &'a Value {
    v["picks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["player_name"] == player)
        .unwrap_or_else(|| panic!("no pick of {player} in {v}"))
}

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}"))
}

/// The gamelog requests a server saw.
fn gamelog_targets(s: &Server) -> Vec<String> {
    s.seen()
        .into_iter()
        .map(|r| r.target)
        .filter(|t| t.contains("/gamelogs"))
        .collect()
}

#[test]
fn a_players_k_is_fitted_from_his_gamelogs_by_hand() {
    let s = server((
        404,
        r#"{"error":"not_found","message":"No cs2 player 'bravo'"}"#,
    ));
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .env("ESX_CACHE_DIR", d.path().join("cache"))
        .args(["-q", "picks", "cs2", "--dispersion", "player", "--json"])
        .output()
        .unwrap();
    let v = stdout_json(&out);
    assert_eq!(v["model"], "negbin");
    let alpha = pick(&v, "alpha");
    assert_eq!(alpha["dispersion"]["source"], "player", "{alpha}");
    let fitted = f(&alpha["dispersion"]["k"]);
    assert!((fitted - 540.0 / 17.0).abs() < 1e-9, "{fitted}");
    // The pick is priced with that k: negbin at μ solving the book's 12/23.
    let prob = negbin::pick(33.5, 12.0 / 23.0, 32.5, Side::Over, 540.0 / 17.0).unwrap();
    assert!((f(&alpha["p_win"]) - prob.p_win).abs() < 1e-12);
    // bravo has no gamelogs (404): the stat type's k, said once.
    assert_eq!(
        pick(&v, "bravo")["dispersion"],
        serde_json::json!({"k": 30.0, "source": "stat"})
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("warning: --dispersion player: the gamelogs of 1 player could not be read (bravo: not found (404)"),
        "{err}"
    );
    // One request per player, for his last 30 maps.
    let mut logs = gamelog_targets(&s);
    logs.sort();
    assert_eq!(
        logs,
        [
            "/v6/esports/cs2/players/alpha/gamelogs?limit=30",
            "/v6/esports/cs2/players/bravo/gamelogs?limit=30"
        ]
    );
    // A day in the cache: a second run asks for the board only (bravo's 404 is not
    // cached, so asked again).
    let again = esx_at(d.path(), &s.base)
        .env("ESX_CACHE_DIR", d.path().join("cache"))
        .args(["-q", "picks", "cs2", "--dispersion", "player", "--json"])
        .output()
        .unwrap();
    assert_eq!(
        pick(&stdout_json(&again), "alpha")["dispersion"],
        alpha["dispersion"]
    );
    assert_eq!(gamelog_targets(&s).len(), 3, "{:?}", gamelog_targets(&s));
    let boards = s
        .seen()
        .iter()
        .filter(|r| r.target.contains("/player-props"))
        .count();
    assert_eq!(boards, 2, "the board itself is never cached");
    // Only the players an `--app` venue posts are asked for: none on sleeper here.
    let out = esx_at(d.path(), &s.base)
        .env("ESX_CACHE_DIR", d.path().join("cache"))
        .args(["picks", "cs2", "--dispersion", "player", "--app", "sleeper"])
        .args(["--json"])
        .output()
        .unwrap();
    assert_eq!(stdout_json(&out)["total"], 0);
    assert_eq!(gamelog_targets(&s).len(), 3);
}

/// A 429 for gamelogs is not waited out: the stat type's k, one line on stderr.
#[test]
fn a_rate_limited_gamelog_falls_back_to_the_stat_types_k() {
    let s = server((
        429,
        r#"{"error":"rate_limited","message":"Too many requests"}"#,
    ));
    let d = tempfile::tempdir().unwrap();
    let started = std::time::Instant::now();
    let out = esx_at(d.path(), &s.base)
        .env("ESX_CACHE_DIR", d.path().join("cache"))
        .args(["picks", "cs2", "--dispersion", "player", "--json"])
        .output()
        .unwrap();
    let v = stdout_json(&out);
    assert!(started.elapsed() < std::time::Duration::from_secs(20));
    assert_eq!(pick(&v, "bravo")["dispersion"]["source"], "stat");
    assert_eq!(pick(&v, "bravo")["dispersion"]["k"], 30.0);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("warning: --dispersion player: rate limited")
            && err.contains("their stat type's k"),
        "{err}"
    );
    // bravo asked once (no retry).
    let bravo: Vec<String> = gamelog_targets(&s)
        .into_iter()
        .filter(|t| t.contains("bravo"))
        .collect();
    assert_eq!(bravo.len(), 1, "{bravo:?}");
}

/// Kills summed over maps 1..=`maps` of each series among the gamelog `rows` that holds
/// each of them once.
fn series_sums(rows: &[Value], maps: u64) -> Vec<f64> {
    let mut by_series: BTreeMap<&str, Vec<(u64, f64)>> = BTreeMap::new();
    for r in rows {
        by_series
            .entry(r["kr_match_id"].as_str().unwrap())
            .or_default()
            .push((r["map_number"].as_u64().unwrap(), f(&r["kills"])));
    }
    by_series
        .values()
        .filter_map(|m| {
            (1..=maps)
                .map(|n| {
                    let hits: Vec<f64> =
                        m.iter().filter(|(x, _)| *x == n).map(|(_, v)| *v).collect();
                    (hits.len() == 1).then(|| hits[0])
                })
                .sum::<Option<f64>>()
        })
        .collect()
}

/// The demo's board priced with each player's k: a pick's k is `series_k` computed here
/// from the gamelogs the simulator serves (`players gamelogs --limit 30`), and its p_win
/// the negative binomial's at that k; each player's gamelogs asked once.
#[test]
fn demo_player_k_is_series_k_of_the_served_gamelogs() {
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .args([
            "--demo",
            "-v",
            "picks",
            "cs2",
            "--dispersion",
            "player",
            "--json",
        ])
        .output()
        .unwrap();
    let v = stdout_json(&out);
    let picks = v["picks"].as_array().unwrap();
    assert!(picks.len() > 100, "{}", picks.len());
    // Each player asked once.
    let err = String::from_utf8_lossy(&out.stderr);
    let mut asked: BTreeMap<String, usize> = BTreeMap::new();
    for l in err
        .lines()
        .filter(|l| l.contains("/gamelogs?limit=30 (X-API-Key"))
    {
        let path = l
            .split_whitespace()
            .find(|w| w.contains("/gamelogs"))
            .unwrap();
        *asked.entry(path.to_string()).or_default() += 1;
    }
    assert!(asked.len() > 10, "{err}");
    assert!(asked.values().all(|n| *n == 1), "{asked:?}");
    // Every priced player was asked for.
    for p in picks {
        let name = p["player_name"].as_str().unwrap();
        assert!(
            asked
                .keys()
                .any(|k| k.contains(&format!("/players/{name}/gamelogs"))),
            "{name}"
        );
    }
    // One two-map pick and one one-map pick, checked against their gamelogs.
    for stat in ["CS2_KILLS_MAPS_1_2", "CS2_KILLS_MAP_1"] {
        let p = picks
            .iter()
            .find(|p| p["stat_type"] == stat && p["dispersion"]["source"] == "player")
            .unwrap_or_else(|| panic!("no {stat} pick fitted per player"));
        let name = p["player_name"].as_str().unwrap();
        let out = esx(d.path())
            .args(["--demo", "-q", "players", "gamelogs", "cs2", name])
            .args(["--limit", "30", "--json"])
            .output()
            .unwrap();
        let logs = stdout_json(&out);
        let rows = logs["gamelogs"].as_array().unwrap();
        let per_map: Vec<f64> = rows.iter().map(|r| f(&r["kills"])).collect();
        let maps = if stat.ends_with("MAPS_1_2") { 2 } else { 1 };
        let sums = series_sums(rows, maps);
        let k = negbin::series_k(&per_map, &sums, maps as u32, 30.0, PRIOR_MAPS);
        assert!(
            (f(&p["dispersion"]["k"]) - k).abs() < 1e-9 * k,
            "{stat} {name}: {} vs {k}",
            p["dispersion"]["k"]
        );
        let side = if p["side"] == "over" {
            Side::Over
        } else {
            Side::Under
        };
        let prob = negbin::pick(
            f(&p["book_line"]),
            f(&p["p_over_book_line"]),
            f(&p["line"]),
            side,
            k,
        )
        .unwrap();
        assert!((f(&p["p_win"]) - prob.p_win).abs() < 1e-9, "{p}");
    }
}

/// A Sandbox key may not read gamelogs (Builder): one line on stderr, every pick at its
/// stat type's k, the same picks as `--dispersion stat`.
#[test]
fn a_sandbox_key_falls_back_with_one_line() {
    let d = tempfile::tempdir().unwrap();
    let run = |extra: &[&str]| {
        esx(d.path())
            .env("ESX_API_KEY", "demo-sandbox")
            .args(["--demo", "-q", "picks", "cs2", "--json"])
            .args(extra)
            .output()
            .unwrap()
    };
    let out = run(&["--dispersion", "player"]);
    let v = stdout_json(&out);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("warning: --dispersion player: plan too low (403)")
            && err.contains("Builder")
            && err.contains("use their stat type's k"),
        "{err}"
    );
    assert!(
        v["picks"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["dispersion"] == serde_json::json!({"k": 30.0, "source": "stat"}))
    );
    let stat = run(&[]);
    assert!(
        stat.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&stat.stderr)
    );
    assert_eq!(stdout_json(&stat), v);
}

/// `--dispersion player` is negbin's: with another model it is exit 2, one line, before
/// any request.
#[test]
fn player_dispersion_without_negbin_is_a_usage_error() {
    let s = server((404, "{}"));
    for model in ["poisson", "none"] {
        let d = tempfile::tempdir().unwrap();
        let out = esx_at(d.path(), &s.base)
            .args(["picks", "cs2", "--model", model, "--dispersion", "player"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{model}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.contains("--dispersion player") && err.contains(&format!("--model {model}")),
            "{err}"
        );
        assert!(out.stdout.is_empty());
    }
    assert!(s.seen().is_empty());
}

/// negbin is the default: over 32.5 against −120/+100 at 33.5 wins 0.568723 with the
/// stat type's k = 30 (an independent computation, tests/cli/picks.rs), not Poisson's
/// 0.590021; each pick says its k. Under `--model poisson` the dispersion is null.
#[test]
fn negbin_with_the_stat_types_k_is_the_default() {
    let s = server((404, "{}"));
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .args(["picks", "cs2", "--json"])
        .output()
        .unwrap();
    let v = stdout_json(&out);
    assert_eq!(v["model"], "negbin");
    let alpha = pick(&v, "alpha");
    assert!((f(&alpha["p_win"]) - 0.568_723).abs() < 5e-7, "{alpha}");
    assert_eq!(
        alpha["dispersion"],
        serde_json::json!({"k": 30.0, "source": "stat"})
    );
    assert!(
        gamelog_targets(&s).is_empty(),
        "--dispersion stat asks nothing more"
    );
    let out = esx_at(d.path(), &s.base)
        .args(["picks", "cs2", "--model", "poisson", "--json"])
        .output()
        .unwrap();
    let v = stdout_json(&out);
    assert_eq!(v["model"], "poisson");
    let alpha = pick(&v, "alpha");
    assert!((f(&alpha["p_win"]) - 0.590_021).abs() < 5e-7, "{alpha}");
    assert_eq!(alpha["dispersion"], Value::Null);
    // The table says the model.
    let out = esx_at(d.path(), &s.base)
        .env("COLUMNS", "200")
        .args(["picks", "cs2"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("model negbin"), "{text}");
}

/// Against a service (not the demo) a Builder key's gamelogs are kept a day: the second
/// run reads every one from the cache.
#[test]
fn gamelogs_come_from_the_cache_for_a_day() {
    let s = sim();
    let d = tempfile::tempdir().unwrap();
    let cache = d.path().join("cache");
    let run = || {
        let out = esx(d.path())
            .env("ESX_BASE_URL", s.base_url())
            .env("ESX_API_KEY", "demo-builder")
            .env("ESX_CACHE_DIR", &cache)
            .args([
                "-v",
                "picks",
                "valorant",
                "--dispersion",
                "player",
                "--json",
            ])
            .output()
            .unwrap();
        let v = stdout_json(&out);
        (v, String::from_utf8_lossy(&out.stderr).into_owned())
    };
    let (first, err) = run();
    let live = |err: &str| {
        err.lines()
            .filter(|l| l.contains("/gamelogs?limit=30 (X-API-Key"))
            .count()
    };
    let cached = |err: &str| {
        err.lines()
            .filter(|l| l.contains("/gamelogs?limit=30: from the cache"))
            .count()
    };
    assert!(live(&err) > 5, "{err}");
    assert_eq!(cached(&err), 0);
    let (second, err2) = run();
    assert_eq!(live(&err2), 0, "{err2}");
    assert_eq!(cached(&err2), live(&err));
    assert!(
        err2.lines()
            .any(|l| l.contains("/player-props?board=all (X-API-Key")),
        "the board is fetched: {err2}"
    );
    assert_eq!(first["picks"], second["picks"]);
}

/// `record --what picks --dispersion player` stores what `picks --dispersion player`
/// prices: alpha at his fitted k (540/17, by hand above) as `negbin-player`, bravo (no
/// gamelogs: 404, said once) at the stat type's k as `negbin`; one gamelogs request per
/// player. Without picks in `--what` the flag is exit 2 before any request.
#[test]
fn record_stores_picks_priced_at_the_players_k() {
    let s = server((
        404,
        r#"{"error":"not_found","message":"No cs2 player 'bravo'"}"#,
    ));
    let d = tempfile::tempdir().unwrap();
    let db = d.path().join("h.sqlite");
    let out = esx_at(d.path(), &s.base)
        .args([
            "-q",
            "record",
            "cs2",
            "--what",
            "picks",
            "--dispersion",
            "player",
        ])
        .arg("--db")
        .arg(&db)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with(
            "warning: --dispersion player: the gamelogs of 1 player could not be read (bravo"
        ),
        "{err}"
    );
    let mut logs = gamelog_targets(&s);
    logs.sort();
    assert_eq!(
        logs,
        [
            "/v6/esports/cs2/players/alpha/gamelogs?limit=30",
            "/v6/esports/cs2/players/bravo/gamelogs?limit=30"
        ]
    );
    let c = rusqlite::Connection::open(&db).unwrap();
    let row = |player: &str| -> (String, f64) {
        c.query_row(
            "SELECT p.model, p.p_win FROM picks p JOIN pick_keys k USING (key_id) WHERE k.player = ?1",
            [player],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap()
    };
    let (model, p_win) = row("alpha");
    assert_eq!(model, "negbin-player");
    let want = negbin::pick(33.5, 12.0 / 23.0, 32.5, Side::Over, 540.0 / 17.0).unwrap();
    assert!((p_win - want.p_win).abs() < 1e-12, "{p_win}");
    let (model, p_win) = row("bravo");
    assert_eq!(model, "negbin");
    let want = negbin::pick(20.5, 0.5, 19.5, Side::Over, 30.0).unwrap();
    assert!((p_win - want.p_win).abs() < 1e-12, "{p_win}");

    let seen = s.seen().len();
    let out = esx_at(d.path(), &s.base)
        .args(["record", "cs2", "--what", "lines", "--dispersion", "player"])
        .arg("--db")
        .arg(&db)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("--dispersion prices picks"), "{err}");
    assert_eq!(s.seen().len(), seen, "no request after a usage error");
}
