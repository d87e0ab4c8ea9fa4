//! `esx dvr` against a scripted server: league table, one team, no table, never seen.

use crate::common::fixtures::{DVR_UNAVAILABLE, dvr_league, dvr_one};
use crate::common::{Server, json, run};

#[test]
fn league_table_sorted_by_rank_for_one_role() {
    let s = Server::start(vec![json(200, &dvr_league())]);
    let (code, out, err) = run(
        &s,
        &["dvr", "dota2", "--window", "last_20", "--role", "mid"],
    );
    assert_eq!(code, 0, "{err}");
    let target = &s.seen()[0].target;
    assert_eq!(target, "/v6/esports/dota2/defense-vs-role?window=last_20");
    insta::assert_snapshot!("board_dvr_league_table", out);
}

#[test]
fn league_json_and_ndjson_reduce_to_what_is_shown() {
    let s = Server::start(vec![json(200, &dvr_league())]);
    let (_, out, _) = run(
        &s,
        &[
            "dvr", "dota2", "--stat", "kills", "--sort", "team", "--json",
        ],
    );
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    let teams = v["teams"].as_array().expect("teams");
    assert_eq!(teams.len(), 2);
    assert_eq!(teams[0]["team"], "Liquid");
    assert_eq!(
        teams[0]["roles"][0]["stats"].as_array().map(Vec::len),
        Some(1)
    );
    assert_eq!(teams[0]["roles"][0]["stats"][0]["stat"], "kills");
    let (_, nd, _) = run(&s, &["dvr", "dota2", "--format", "ndjson"]);
    let (_, out, _) = run(&s, &["dvr", "dota2", "--format", "csv"]);
    assert_eq!(
        nd.lines().count(),
        out.lines().count() - 1,
        "one table row per line"
    );
    assert_eq!(
        out.lines().next(),
        Some("team,maps,role,stat,allowed,league_avg,vs_league,rank,n,team_id")
    );
    assert_eq!(out.lines().count(), 7);
}

#[test]
fn one_team_table_and_path() {
    let s = Server::start(vec![json(200, &dvr_one())]);
    let (code, out, err) = run(
        &s,
        &[
            "dvr",
            "dota2",
            "--team",
            "Team Spirit",
            "--window",
            "last_50",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        s.seen()[0].target,
        "/v6/esports/dota2/teams/Team%20Spirit/defense-vs-role?window=last_50"
    );
    insta::assert_snapshot!("board_dvr_team_table", out);
}

#[test]
fn team_without_a_table_is_data_exit_0() {
    let s = Server::start(vec![json(200, DVR_UNAVAILABLE)]);
    let (code, out, _) = run(&s, &["dvr", "dota2", "--team", "rookies"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("Rookies has no defense-vs-role table in last_20: insufficient_maps (3 maps"),
        "{out}"
    );
    let (code, out, _) = run(&s, &["dvr", "dota2", "--team", "rookies", "--json"]);
    assert_eq!(code, 0);
    assert!(out.contains(r#""available":false"#), "{out}");
}

#[test]
fn never_seen_team_exits_5() {
    let s = Server::start(vec![json(404, r#"{"detail":"team not found"}"#)]);
    let (code, _, err) = run(&s, &["dvr", "valorant", "--team", "nobody"]);
    assert_eq!(code, 5, "{err}");
    // The service's detail, then esx's hint.
    assert!(
        err.contains("not found (404): team not found; try team `nobody`'s id or slug"),
        "{err}"
    );
}

#[test]
fn roles_stats_and_sports_are_checked_per_sport_before_sending() {
    let s = Server::start(vec![json(200, &dvr_league())]);
    for args in [
        vec!["dvr", "cs2"],
        vec!["dvr", "valorant", "--role", "mid"],
        vec!["dvr", "dota2", "--role", "duelist"],
        vec!["dvr", "valorant", "--stat", "last_hits"],
        vec!["dvr", "dota2", "--stat", "first_kills"],
        vec!["dvr", "dota2", "--window", "last_30"],
    ] {
        let (code, _, err) = run(&s, &args);
        assert_eq!(code, 2, "{args:?}: {err}");
    }
    assert!(s.seen().is_empty());
}
