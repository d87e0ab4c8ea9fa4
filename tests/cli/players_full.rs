//! `esx players stats SPORT PLAYER --full` (`/players/{p}/stats/full`) against the
//! simulator at the pinned clock (seed 42), with known answers.

use serde_json::Value;

use crate::common::sim::{run_key, sim};

#[test]
fn the_periods_table_and_the_whole_answer_as_json() {
    let s = sim();
    let (code, out, err) = run_key(
        &s,
        "demo-sandbox",
        &["players", "stats", "cs2", "loqumi", "--full"],
    );
    // stats/full needs no plan: a Sandbox key reads it.
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "loqumi · Obsidian Lynx", "{out}");
    assert!(lines[2].starts_with("PERIOD"), "{out}");
    // Seed 42: loqumi has 12 maps, all in the last 3 months: 261 kills, 159 deaths, 39
    // assists, 8 maps won → 21.75 / 13.25 / 3.25 per map, K/D 1.642, 0.667.
    let cells: Vec<&str> = lines[4].split_whitespace().collect();
    assert_eq!(
        cells,
        [
            "last_3_months",
            "12",
            "21.75",
            "13.25",
            "3.25",
            "1.642",
            "0.667"
        ],
        "{out}"
    );
    assert!(lines[5].starts_with("lifetime "), "{out}");

    let (code, out, err) = run_key(
        &s,
        "demo-builder",
        &[
            "players", "stats", "cs2", "loqumi", "--full", "--recent", "100", "--json",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let maps = v["recent_maps"].as_array().unwrap();
    assert_eq!(maps.len(), 12);
    // The period figures are the recent maps' sums.
    let sum = |k: &str| maps.iter().map(|m| m[k].as_u64().unwrap()).sum::<u64>();
    assert_eq!(
        (sum("kills"), sum("deaths"), sum("assists")),
        (261, 159, 39)
    );
    assert_eq!(maps.iter().filter(|m| m["won"] == true).count(), 8);
    assert_eq!(v["periods"][1]["period"], "lifetime");
    assert_eq!(v["periods"][1]["kd_ratio"], 1.642);
    // --recent is sent as recent_limit.
    let (_, out, _) = run_key(
        &s,
        "demo-builder",
        &[
            "players", "stats", "cs2", "loqumi", "--full", "--recent", "2", "--json",
        ],
    );
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["recent_maps"].as_array().unwrap().len(), 2);
    assert_eq!(v["recent_maps"][0]["kills"], 23);
}

#[test]
fn an_ambiguous_nickname_lists_the_candidates_and_bad_input_exits_as_documented() {
    let s = sim();
    let (code, out, err) = run_key(
        &s,
        "demo-builder",
        &["players", "stats", "cs2", "lo", "--full"],
    );
    assert_eq!(code, 2, "{err}");
    assert!(out.is_empty());
    assert_eq!(err.lines().count(), 1, "{err}");
    for name in ["loqumi", "loze88", "loulzy"] {
        assert!(err.contains(name), "{err}");
    }
    let (code, _, err) = run_key(
        &s,
        "demo-builder",
        &["players", "stats", "cs2", "nobody", "--full"],
    );
    assert_eq!(code, 5, "{err}");
    for bad in [
        &[
            "players", "stats", "cs2", "loqumi", "--full", "--recent", "0",
        ][..],
        &[
            "players", "stats", "cs2", "loqumi", "--full", "--recent", "101",
        ],
        &["players", "stats", "cs2", "loqumi", "--recent", "3"],
        &["players", "stats", "fifa", "loqumi", "--full"],
    ] {
        assert_eq!(run_key(&s, "demo-builder", bad).0, 2, "{bad:?}");
    }
}
