//! `esx history [SPORT] --match MATCH`: each book's open → close from the service's line
//! history, against the simulator at the pinned clock (seed 42), with known answers.

use crate::common::sim::{run_key, sim};

const LIVE: &str = "obsidian-lynx-vs-azure-sharks-2026-11-21";

#[test]
fn open_and_close_per_book_with_known_prices() {
    let s = sim();
    let (code, out, err) = run_key(
        &s,
        "demo-builder",
        &[
            "history",
            "cs2",
            "--match",
            LIVE,
            "--market",
            "match_winner",
            "--format",
            "csv",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "market,book,outcome,open,close,move_pts");
    // The sportsbook opened -403 / +326 (48 h before the clock) and closed -494 / +390
    // (10:00, the last hourly price before the 10:55 start): decimals 1 + 100/403 =
    // 1.2481 → 1 + 100/494 = 1.2024, implied 403/503 = 0.8012 → 494/594 = 0.8316, a move
    // of +3.04 points.
    let f: Vec<&str> = lines[1].split(',').collect();
    assert_eq!(
        &f[..5],
        [
            "match_winner",
            "thunderpick",
            "Obsidian Lynx",
            "1.2481",
            "1.2024"
        ]
    );
    let moved: f64 = f[5].parse().unwrap();
    assert!((moved - (0.8316 - 0.8012) * 100.0).abs() < 1e-9, "{moved}");
    // Three books, two outcomes each.
    assert_eq!(lines.len(), 7, "{out}");
    // The table fits 80 columns and says what the tape holds.
    let (code, out, _) = run_key(
        &s,
        "demo-builder",
        &["history", "cs2", "--match", LIVE, "--book", "thunderpick"],
    );
    assert_eq!(code, 0);
    assert!(out.lines().all(|l| l.chars().count() <= 80), "{out}");
    assert!(out.contains("ticks on the tape"), "{out}");
    assert!(!out.contains("kalshi"));
    // --json is the service's answer: the tape is there.
    let (code, out, _) = run_key(
        &s,
        "demo-builder",
        &["history", "cs2", "--match", LIVE, "--json"],
    );
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        v["markets"][0]["books"][0]["ticks"]
            .as_array()
            .unwrap()
            .len(),
        47
    );
}

#[test]
fn history_match_bad_input() {
    let s = sim();
    let b = "demo-builder";
    // Unknown match: 5; a sport without line history: 2; SPORT with --market-key: 2;
    // --market without --match: 2; Sandbox: 4.
    assert_eq!(run_key(&s, b, &["history", "cs2", "--match", "nope"]).0, 5);
    assert_eq!(run_key(&s, b, &["history", "cod", "--match", LIVE]).0, 2);
    let (code, _, err) = run_key(&s, b, &["history", "cs2", "--market-key", "k"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--match"), "{err}");
    assert_eq!(
        run_key(
            &s,
            b,
            &["history", "--market", "match_winner", "--market-key", "k"]
        )
        .0,
        2
    );
    assert_eq!(
        run_key(&s, b, &["history", "--book", "kalshi", "--market-key", "k"]).0,
        2
    );
    let (code, _, err) = run_key(&s, "demo-sandbox", &["history", "cs2", "--match", LIVE]);
    assert_eq!(code, 4, "{err}");
}
