//! `esx picks --best-slips` under the apps' push rules (DESIGN.md settled point 10): a
//! pushed leg reverts a slip to one pick fewer at that slip's payout, a 2-pick with a push
//! is refunded, unless config says `payout.<venue>.push = lose`; `slip.rule_source` says
//! where the rule came from.

use serde_json::Value;

use crate::common::{Server, esx, esx_at, json, stdout_json};
use crate::picks::{entry, group};

/// Two events, each with one whole-number over on `dfs_push` (a push possible) priced
/// from a sportsbook pair: alpha over 33 (book −120/+100 at 33.5), charlie over 20
/// (book −110/−110 at 20.5).
fn payload() -> String {
    let alpha = group(
        "alpha",
        "e1",
        &[entry("dfs_push", "33.0", "over", None)],
        &[
            entry("sharpbook", "33.5", "over", Some(-120)),
            entry("sharpbook", "33.5", "under", Some(100)),
        ],
    );
    let charlie = group(
        "charlie",
        "e3",
        &[entry("dfs_push", "20.0", "over", None)],
        &[
            entry("sharpbook", "20.5", "over", Some(-110)),
            entry("sharpbook", "20.5", "under", Some(-110)),
        ],
    );
    format!(
        r#"{{"source":"svc","sport":"cs2","board":"all","total_groups":2,"total":0,"groups":[{alpha},{charlie}],"props":[]}}"#
    )
}

const BOOKS: &str = r#"{"source":"svc","total_books":2,"books":[{"book_id":5,"key":"dfs_push","display_name":"DFS Push"},{"book_id":6,"key":"sharpbook","display_name":"Sharp Book"}]}"#;

fn run_with_config(config: &str, args: &[&str]) -> Value {
    let d = tempfile::tempdir().unwrap();
    std::fs::write(d.path().join("config.toml"), config).unwrap();
    let board = payload();
    let s = Server::start_routed(move |target, _| {
        if target.starts_with("/v6/books") {
            json(200, BOOKS)
        } else {
            json(200, &board)
        }
    });
    let out = esx_at(d.path(), &s.base)
        .env("ESX_CACHE_DIR", d.path().join("cache"))
        .args(args)
        .output()
        .unwrap();
    stdout_json(&out)
}

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}"))
}

/// Each leg's (p_win, p_push) from the picks list.
fn legs(v: &Value) -> Vec<(f64, f64)> {
    v["slips"][0]["legs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            let pick = v["picks"]
                .as_array()
                .unwrap()
                .iter()
                .find(|p| p["player_name"] == l["player_name"] && p["side"] == l["side"])
                .unwrap();
            (f(&pick["p_win"]), f(&pick["p_push"]))
        })
        .collect()
}

/// A 3x 2-pick of the two whole-number overs. Drop (assumed for this app): both hit pays
/// 3, any push refunds the slip: EV = 3·w₁w₂ + 1 − (1 − u₁)(1 − u₂) − 1. Lose (config):
/// a push loses, EV = 3·w₁w₂ − 1 (what every app's power slip was priced at before).
#[test]
fn a_pushed_leg_of_a_two_pick_refunds_the_slip_unless_config_says_lose() {
    let args = [
        "picks",
        "cs2",
        "--model",
        "poisson",
        "--best-slips",
        "1",
        "--app",
        "dfs_push",
        "--json",
    ];
    let v = run_with_config("", &args);
    assert_eq!(v["slip"]["push"], "drop");
    assert_eq!(v["slip"]["rule_source"], "assumed");
    assert_eq!(v["slip"]["by_app"]["dfs_push"]["rule_source"], "assumed");
    let l = legs(&v);
    assert_eq!(l.len(), 2);
    let ((w1, u1), (w2, u2)) = (l[0], l[1]);
    assert!(u1 > 0.01 && u2 > 0.01, "{l:?}");
    let want = 100.0 * (3.0 * w1 * w2 + 1.0 - (1.0 - u1) * (1.0 - u2) - 1.0);
    let got = f(&v["slips"][0]["slip_ev_pct"]);
    assert!((got - want).abs() < 1e-9, "{got} vs {want}");
    assert!((f(&v["slips"][0]["p_all"]) - w1 * w2).abs() < 1e-12);

    let v = run_with_config(
        "[profiles.default]\n\"payout.dfs_push.push\" = \"lose\"\n",
        &args,
    );
    assert_eq!(v["slip"]["push"], "lose");
    assert_eq!(v["slip"]["rule_source"], "config");
    let ((w1, _), (w2, _)) = (legs(&v)[0], legs(&v)[1]);
    let got = f(&v["slips"][0]["slip_ev_pct"]);
    assert!((got - 100.0 * (3.0 * w1 * w2 - 1.0)).abs() < 1e-9, "{got}");
}

/// PrizePicks and Underdog publish the drop rule.
#[test]
fn published_rules_are_marked_published() {
    let d = tempfile::tempdir().unwrap();
    for app in ["prizepicks", "underdog"] {
        let out = esx(d.path())
            .args(["--demo", "picks", "cs2", "--app", app, "--json"])
            .output()
            .unwrap();
        let v = stdout_json(&out);
        assert_eq!(v["slip"]["push"], "drop", "{app}");
        assert_eq!(v["slip"]["rule_source"], "published", "{app}");
    }
}
