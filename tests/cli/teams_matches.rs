//! `esx teams SPORT TEAM --matches`: against the simulator at the pinned clock (seed 42),
//! checked against the raw route.

use crate::common::esx;
use crate::common::sim::sim;

fn run(base: &str, args: &[&str]) -> (i32, String, String) {
    let d = tempfile::tempdir().expect("tempdir");
    let out = esx(d.path())
        .env("ESX_BASE_URL", base)
        .env("ESX_API_KEY", "demo-builder")
        .env("COLUMNS", "80")
        .args(args)
        .output()
        .expect("run esx");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn slugs(v: &serde_json::Value) -> Vec<String> {
    v["matches"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["slug"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_teams_series_one_page_and_all_pages_match_the_raw_route() {
    let s = sim();
    let base = s.base_url();
    let (code, raw, err) = run(
        &base,
        &["api", "/v6/esports/cs2/teams/Obsidian%20Lynx/matches"],
    );
    assert_eq!(code, 0, "{err}");
    let raw: serde_json::Value = serde_json::from_str(&raw).unwrap();
    // Seed 42: Obsidian Lynx has 57 finished series on the timeline before the pinned
    // instant (100 days of slates and three days of the in-play track).
    assert_eq!(raw["total"], 57);
    let all = slugs(&raw);
    assert_eq!(all.len(), 57);

    // One page of two: the two newest.
    let (code, out, err) = run(
        &base,
        &[
            "teams",
            "cs2",
            "Obsidian Lynx",
            "--matches",
            "--limit",
            "2",
            "--json",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(slugs(&v), all[..2]);
    assert_eq!(v["total"], 57);

    // --all in pages of twenty walks offsets 0, 20, 40 to the same 57, in order.
    let (code, out, err) = run(
        &base,
        &[
            "teams",
            "cs2",
            "Obsidian Lynx",
            "--matches",
            "--all",
            "--limit",
            "20",
            "--json",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(slugs(&v), all);

    // The table names both teams whole and fits 80 columns.
    let (code, out, err) = run(&base, &["teams", "cs2", "Obsidian Lynx", "--matches"]);
    assert_eq!(code, 0, "{err}");
    let newest = &raw["matches"][0];
    for side in ["home_team", "away_team"] {
        let name = newest[side].as_str().unwrap();
        assert!(out.contains(name), "{name}: {out}");
    }
    assert!(out.lines().all(|l| l.chars().count() <= 80), "{out}");
}

#[test]
fn missing_or_unknown_team_is_a_clear_error() {
    let s = sim();
    let base = s.base_url();
    let (code, out, err) = run(&base, &["teams", "cs2", "--matches"]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("--matches needs TEAM"), "{err}");
    let (code, _, err) = run(&base, &["teams", "cs2", "Nope Team", "--matches"]);
    assert_eq!(code, 5, "{err}");
    assert!(err.contains("No team 'Nope Team'"), "{err}");
}

/// A name part several teams share: the service's 409 is exit 2 (the user narrows it, as
/// with esx's own "matches several"), one line naming the teams.
#[test]
fn an_ambiguous_team_is_exit_2_naming_the_teams() {
    let s = sim();
    let (code, out, err) = run(&s.base_url(), &["teams", "cs2", "Ra", "--matches"]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(out.is_empty(), "{out}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("ambiguous (409)"), "{err}");
    for team in ["Quantum Ravens", "Rapid Krakens", "Hollow Raptors"] {
        assert!(err.contains(team), "{err}");
    }
}
