//! `esx matches SPORT MATCH [--prep|--veto|--player-board|--maps]` and `esx matches SPORT
//! --team1 A --team2 B`: against the simulator at the pinned clock (seed 42).

use crate::common::sim::{run_key, sim};

const LIVE: &str = "obsidian-lynx-vs-azure-sharks-2026-11-21";
const NEXT: &str = "obsidian-lynx-vs-azure-sharks-2026-11-21-2";
const B: &str = "demo-builder";

#[test]
fn one_match_and_its_veto_prep_board_and_maps() {
    let s = sim();
    let (code, out, err) = run_key(&s, B, &["matches", "cs2", LIVE, "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["slug"], LIVE);
    assert_eq!(v["status"], "running");

    // The live best-of-3's veto: two bans, the picks, two bans, the decider; its first
    // pick is the map the series opened on (the boxscore's map 1).
    let (code, out, err) = run_key(
        &s,
        B,
        &["matches", "cs2", LIVE, "--veto", "--format", "csv"],
    );
    assert_eq!(code, 0, "{err}");
    let actions: Vec<&str> = out
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(2).unwrap())
        .collect();
    assert_eq!(
        actions,
        ["ban", "ban", "pick", "pick", "ban", "ban", "decider"]
    );
    // Not started: an empty table saying why.
    let (code, out, _) = run_key(&s, B, &["matches", "cs2", NEXT, "--veto"]);
    assert_eq!(code, 0);
    assert!(out.contains("veto_not_started"), "{out}");

    let (code, out, err) = run_key(&s, B, &["matches", "cs2", NEXT, "--prep"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Obsidian Lynx: form"), "{out}");
    assert!(out.lines().all(|l| l.chars().count() <= 80), "{out}");

    let (code, out, err) = run_key(
        &s,
        B,
        &["matches", "cs2", LIVE, "--player-board", "--format", "csv"],
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 11, "{out}");
    let (code, out, err) = run_key(&s, B, &["matches", "cs2", LIVE, "--maps"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Mirage"), "{out}");
}

#[test]
fn search_and_bad_input() {
    let s = sim();
    // The meetings of the pair, newest first, exit 0: the simulator's own answer (in
    // its order, oldest first) reversed.
    let served = crate::common::sim::ok(
        &s,
        "/v6/esports/cs2/matches/search?team1=Obsidian%20Lynx&team2=Azure%20Sharks",
    );
    let mut want: Vec<String> = crate::common::sim::rows(&served, "matches")
        .iter()
        .map(|m| m["slug"].as_str().unwrap().to_string())
        .collect();
    assert!(want.len() > 2, "the pair meets more than twice: {want:?}");
    want.sort_by_key(|slug| {
        let m = crate::common::sim::rows(&served, "matches")
            .iter()
            .find(|m| m["slug"] == slug.as_str())
            .unwrap();
        std::cmp::Reverse(m["event_time"].as_str().unwrap().to_string())
    });
    let pair = [
        "matches",
        "cs2",
        "--team1",
        "Obsidian Lynx",
        "--team2",
        "Azure Sharks",
    ];
    let slugs = |args: &[&str]| -> Vec<String> {
        let mut a = args.to_vec();
        a.extend(["--jq", ".matches[].slug"]);
        let (code, out, err) = run_key(&s, B, &a);
        assert_eq!(code, 0, "{args:?}: {err}");
        out.lines()
            .map(|l| l.trim_matches('"').to_string())
            .collect()
    };
    assert_eq!(slugs(&pair), want);
    // `--date` narrows: the two series of the pinned day, the later first.
    let mut day = pair.to_vec();
    day.extend(["--date", "2026-11-21"]);
    assert_eq!(slugs(&day), [NEXT, LIVE]);
    // None: an empty list, exit 0, saying so.
    let mut none = pair.to_vec();
    none.extend(["--date", "2020-01-01"]);
    assert!(slugs(&none).is_empty());
    let (code, out, err) = run_key(&s, B, &none);
    assert_eq!(code, 0, "{err}");
    assert!(
        format!("{out}{err}").contains("no cs2 meetings"),
        "{out}{err}"
    );
    // An ambiguous team is the service's 409: exit 2, one clear line.
    let (code, _, err) = run_key(&s, B, &["matches", "cs2", "--team1", "o"]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("ambiguous"), "{err}");
    // Unknown match: 5; cs2-only --maps on valorant: 2; two intel flags: 2; MATCH with a
    // list flag: 2; Sandbox: 4.
    assert_eq!(run_key(&s, B, &["matches", "cs2", "nope", "--prep"]).0, 5);
    assert_eq!(
        run_key(&s, B, &["matches", "valorant", LIVE, "--maps"]).0,
        2
    );
    assert_eq!(
        run_key(&s, B, &["matches", "cs2", LIVE, "--prep", "--veto"]).0,
        2
    );
    assert_eq!(run_key(&s, B, &["matches", "cs2", LIVE, "--live"]).0, 2);
    assert_eq!(
        run_key(&s, "demo-sandbox", &["matches", "cs2", LIVE, "--veto"]).0,
        4
    );
}
