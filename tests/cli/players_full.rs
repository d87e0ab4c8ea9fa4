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
    // Seed 42 on the simulator's timeline: loqumi has 143 finished maps in the last 90
    // days (155 lifetime) → 20.83 / 14.77 / 3.64 per map, K/D 1.410, maps won 0.664.
    // Checked against its gamelogs (`players gamelogs cs2 loqumi --limit 2000`): their
    // 156 maps less the live series' map 1, summed and divided by hand.
    let cells: Vec<&str> = lines[4].split_whitespace().collect();
    assert_eq!(
        cells,
        [
            "last_3_months",
            "143",
            "20.83",
            "14.77",
            "3.64",
            "1.410",
            "0.664"
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
    // --recent 100 is the most the route sends: the newest 100 of 155, newest first.
    assert_eq!(maps.len(), 100);
    assert_eq!(v["periods"][0]["maps"], 143);
    let dates: Vec<&str> = maps.iter().map(|m| m["date"].as_str().unwrap()).collect();
    assert!(dates.windows(2).all(|w| w[0] >= w[1]), "{dates:?}");
    assert_eq!(v["periods"][1]["period"], "lifetime");
    assert_eq!(v["periods"][1]["maps"], 155);
    // 3,204 kills over 2,335 deaths (the gamelogs' sums).
    assert_eq!(v["periods"][1]["kd_ratio"], 1.372);
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
    // The newest finished map: map 2 against Shadow Stags at 08:55, 32 kills.
    assert_eq!(v["recent_maps"][0]["kills"], 32);
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
