//! The demo serves the real service's venue keys (one list, `esx_proto::venues`), and
//! what esx keys on venue names (the picks payout defaults) applies to them.

use serde_json::Value;

use crate::common::{esx, stdout_json};

fn demo_json(args: &[&str]) -> Value {
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .args(["--demo", "-q"])
        .args(args)
        .args(["--json"])
        .output()
        .unwrap();
    stdout_json(&out)
}

#[test]
fn demo_books_are_the_real_keys_with_upstream_ids() {
    let v = demo_json(&["books"]);
    let books = v["books"].as_array().unwrap();
    let keys: Vec<&str> = books.iter().map(|b| b["key"].as_str().unwrap()).collect();
    assert_eq!(keys, esx_proto::venues::BOARD_KEYS);
    let id = |k: &str| {
        books.iter().find(|b| b["key"] == k).unwrap()["book_id"]
            .as_i64()
            .unwrap()
    };
    // The upstream notes: thunderpick 9, kalshi 10.
    assert_eq!((id("thunderpick"), id("kalshi")), (9, 10));
    assert_eq!((id("prizepicks"), id("underdog")), (1, 4));
}

/// The built-in power-slip tables key on `prizepicks` and `underdog`; with the real keys
/// they apply in the demo: a 3-leg underdog slip pays 6 (break-even 6^(-1/3) = 0.550_321…),
/// every other venue 5 (5^(-1/3) = 0.584_804…), at full precision in JSON.
#[test]
fn demo_picks_use_the_prizepicks_and_underdog_payouts() {
    let v = demo_json(&["picks", "cs2", "--slip", "power3", "--min-edge", "-100"]);
    let by_app = &v["slip"]["by_app"];
    let (six, five) = (6f64.powf(-1.0 / 3.0), 5f64.powf(-1.0 / 3.0));
    assert_eq!(by_app["underdog"]["payout"], 6);
    assert_eq!(by_app["underdog"]["breakeven"].as_f64(), Some(six));
    assert_eq!(by_app["prizepicks"]["payout"], 5);
    assert_eq!(by_app["prizepicks"]["breakeven"].as_f64(), Some(five));
    assert_eq!(by_app["sleeper"]["payout"], 5);
    let picks = v["picks"].as_array().unwrap();
    let on = |app: &'static str| picks.iter().filter(move |p| p["app"] == app);
    assert!(on("underdog").count() > 0 && on("prizepicks").count() > 0);
    for p in on("underdog") {
        assert_eq!(p["breakeven"].as_f64(), Some(six), "{p}");
        let edge = 100.0 * (p["p_win"].as_f64().unwrap() - six);
        assert_eq!(p["edge_pts"].as_f64(), Some(edge), "{p}");
    }
    for p in on("prizepicks") {
        assert_eq!(p["breakeven"].as_f64(), Some(five), "{p}");
    }
    // Two legs: both tables pay 3 (break-even 3^(-1/2) = 0.57735).
    let v = demo_json(&["picks", "cs2", "--app", "underdog", "--min-edge", "-100"]);
    assert_eq!(v["slip"]["by_app"]["underdog"]["payout"], 3);
    let picks = v["picks"].as_array().unwrap();
    assert!(!picks.is_empty() && picks.iter().all(|p| p["app"] == "underdog"));
}

#[test]
fn the_picks_heading_names_the_apps_with_their_own_break_even() {
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .env("COLUMNS", "250")
        .args(["--demo", "-q", "picks", "cs2", "--slip", "power3"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let heading = text.lines().next().unwrap_or_default();
    // Underdog pays 6x on three legs, everyone else 5x (the defaults in `picks --help`).
    assert!(
        heading.contains("break-even 0.585 at 5x, underdog 0.550 at 6x;"),
        "{heading}"
    );
    // On two legs every app pays 3x: one break-even, no list.
    let out = esx(d.path())
        .env("COLUMNS", "250")
        .args(["--demo", "-q", "picks", "cs2"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let heading = text.lines().next().unwrap_or_default();
    assert!(heading.contains("break-even 0.577 at 3x;"), "{heading}");
}
