//! Route commands refuse bad parameters before sending anything: exit 2 and one line
//! naming the allowed values (spec §1, §3, §8).

use crate::common::{Server, esx, esx_at, json};

/// argv and a fragment the error line must contain.
const BAD: &[(&[&str], &str)] = &[
    (&["matches", "fifa"], "valid: cs2, valorant"),
    (
        &["matches", "cs2", "--status", "ended"],
        "possible values: upcoming, live, finished",
    ),
    (
        &["matches", "cs2", "--from", "2026-02-30"],
        "valid: a calendar date as YYYY-MM-DD",
    ),
    (
        &["matches", "cs2", "--to", "03/01/2026"],
        "valid: a calendar date as YYYY-MM-DD",
    ),
    (
        &[
            "matches",
            "cs2",
            "--from",
            "2026-03-02",
            "--to",
            "2026-03-01",
        ],
        "valid: --from on or before --to",
    ),
    (&["matches", "cs2", "--limit", "0"], "valid: 1 or more"),
    (
        &["matches", "cs2", "--live", "--completed"],
        "cannot be used with",
    ),
    (
        &["matches", "cs2", "--live", "--status", "live"],
        "cannot be used with",
    ),
    (
        &["fixtures", "cs2", "--status", "over"],
        "possible values: upcoming, live, ended, not_started, running, finished",
    ),
    (&["media", "cs2", "--limit", "26"], "valid: 1–25"),
    (&["media", "cs2", "--limit", "0"], "valid: 1–25"),
    (&["media", "cs2", "--player-id", "abc"], "invalid value"),
    (
        &["rankings", "cs2", "--filter", "weekly"],
        "possible values: lifetime, last_3_months",
    ),
    (
        &["players", "gamelogs", "cs2", "s1mple", "--limit", "0"],
        "valid: 1 or more",
    ),
    (&["players", "search", "cs2", "  "], "must not be empty"),
    (&["breakdown", "cs2"], "one_mode_required"),
    (
        &["breakdown", "cs2", "--team", "a", "--match", "m"],
        "one_mode_required",
    ),
    (&["breakdown", "cs2", "--team1", "a"], "one_mode_required"),
    (
        &["breakdown", "cs2", "--team", "a", "--limit", "101"],
        "valid: 1–100",
    ),
    (
        &["breakdown", "index", "cs2", "--kind", "league"],
        "possible values: h2h, team, match, player, tournament",
    ),
    (
        &["breakdown", "published", "cs2", "league", "x"],
        "valid: h2h, team, match, player, tournament",
    ),
    (
        &[
            "research",
            "player",
            "cs2",
            "s1mple",
            "--market",
            "Kills Maps",
        ],
        "valid: a slug such as kills_maps_1_2",
    ),
    (&["research", "board", "fifa"], "valid: cs2"),
    (&["history"], "required"),
    (&["history", "--prop-id", "p1"], "--book"),
    (
        &[
            "history",
            "--market-key",
            "k",
            "--prop-id",
            "p",
            "--book",
            "b",
        ],
        "cannot be used with",
    ),
    (&["h2h", "cs2", "--team1", "a"], "--team2"),
    (&["boxscore"], "missing the match SLUG"),
    (&["boxscore", "fifa", "x"], "valid: cs2"),
    (&["players", "show", "x"], "no sport given"),
    (&["streams", "cs2", "-F", "novalue"], "expected KEY=VALUE"),
];

#[test]
fn bad_parameters_are_refused_before_any_request() {
    let s = Server::start(vec![json(200, "{}")]);
    let d = tempfile::tempdir().unwrap();
    for (argv, want) in BAD {
        let out = esx_at(d.path(), &s.base).args(*argv).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{argv:?}: {err}");
        assert!(err.contains(want), "{argv:?}: no `{want}` in {err}");
        assert!(out.stdout.is_empty(), "{argv:?}");
    }
    assert!(s.seen().is_empty(), "sent {:?}", s.seen());
}

/// An empty research slip, complete as spec §2 shows it.
const SLIP: &str = r#"{"player":"tenz","sport":"valorant","market":"Kills","market_slug":"kills_maps_1_2","on_the_board":[],"series":[],"settled":[]}"#;

#[test]
fn the_sport_comes_from_default_sport_when_left_out() {
    // A research slip (spec §2); boxscore prints any JSON.
    let s = Server::start(vec![json(200, SLIP)]);
    let d = tempfile::tempdir().unwrap();
    esx(d.path())
        .args(["config", "set", "default_sport", "valorant"])
        .assert()
        .success();
    esx_at(d.path(), &s.base)
        .args(["boxscore", "a-vs-b"])
        .assert()
        .success();
    esx_at(d.path(), &s.base)
        .args(["research", "player", "tenz"])
        .assert()
        .success();
    let targets: Vec<String> = s.seen().into_iter().map(|r| r.target).collect();
    assert_eq!(
        targets,
        [
            "/v6/esports/valorant/matches/a-vs-b/boxscore",
            "/v6/esports/research/player?player=tenz&sport=valorant"
        ]
    );
}

#[test]
fn research_without_any_sport_leaves_the_service_default() {
    let s = Server::start(vec![json(200, SLIP)]);
    let d = tempfile::tempdir().unwrap();
    esx_at(d.path(), &s.base)
        .args(["research", "player", "s1mple", "--market", "kills"])
        .assert()
        .success();
    assert_eq!(
        s.seen()[0].target,
        "/v6/esports/research/player?player=s1mple&market=kills"
    );
}

#[test]
fn service_errors_keep_their_exit_codes() {
    // A 403 on a Builder route names the plan; a 404 on a boxscore is "not found".
    let s = Server::start_routed(|target, _| {
        if target.contains("boxscore") {
            json(404, r#"{"detail":"No match 'zz'"}"#)
        } else {
            json(
                403,
                r#"{"detail":"matches requires the Builder plan or above"}"#,
            )
        }
    });
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .args(["matches", "cs2"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(4));
    assert!(String::from_utf8_lossy(&out.stderr).contains("Builder plan"));
    let out = esx_at(d.path(), &s.base)
        .args(["boxscore", "cs2", "zz"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(5));
    assert!(String::from_utf8_lossy(&out.stderr).contains("No match 'zz'"));
}
