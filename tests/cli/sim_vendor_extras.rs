//! What the vendor's server lists beyond the interface, on the simulator (seed 42, pinned
//! clock): `apex` where the service serves it (the matches list, live games, `/v7/meta`'s
//! sports) and how esx answers for it, and gamelogs' `include=rounds`.

use crate::common::sim::{get, ok, rows, run_key, sim};

#[test]
fn apex_has_a_matches_list_and_empty_live_games_and_nothing_else() {
    let s = sim();
    let meta = ok(&s, "/v7/meta");
    let apex = rows(&meta, "sports")
        .iter()
        .find(|x| x["slug"] == "apex")
        .expect("apex in /v7/meta's sports")
        .clone();
    assert_eq!(apex["lines"], false, "{apex}");
    assert_eq!(apex["board"], false, "{apex}");
    // The matches list: lobbies at 18:00 and 21:00 UTC, three days back to seven ahead;
    // at the pinned 2026-11-21T12:00Z, 16 to come (today's two and 7 days' 14), none live.
    let up = ok(&s, "/v6/esports/apex/matches?limit=500");
    assert_eq!(up["total"], 16, "{up}");
    let first = &rows(&up, "matches")[0];
    assert_eq!(first["event_time"], "2026-11-21T18:00:00.000Z");
    assert_eq!(first["title"], "ALGS Pro League · Group A · 2026-11-21");
    assert!(
        first.get("home_team").is_none() && first.get("team1").is_none(),
        "{first}"
    );
    let done = ok(&s, "/v6/esports/apex/matches?status=finished");
    assert_eq!(done["total"], 6, "{done}");
    assert_eq!(
        rows(&done, "matches")[0]["event_time"],
        "2026-11-20T21:00:00.000Z"
    );
    assert_eq!(ok(&s, "/v6/esports/apex/matches?status=live")["total"], 0);
    // Live games: listed, empty.
    let live = ok(&s, "/v6/esports/apex/live/games");
    assert_eq!(live["games"], serde_json::json!([]), "{live}");
    // Every other route refuses it with the service's reason (404, unknown sport).
    for path in [
        "/v6/esports/apex/props",
        "/v6/esports/apex/matches/live",
        "/v6/esports/apex/results",
        "/v6/esports/apex/matches/a-vs-b-2026-11-21/prep",
    ] {
        let r = get(&s, path, Some("demo-builder"));
        assert_eq!(r.status, 404, "{path}");
        let body = String::from_utf8_lossy(&r.body);
        assert!(body.contains("Unknown sport 'apex'"), "{path}: {body}");
    }
    // esx: `matches apex` shows the titles; `live apex` says none is live (exit 0).
    let (code, out, err) = run_key(&s, "demo-builder", &["matches", "apex", "--limit", "2"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("TITLE") && out.contains("ALGS Pro League · Group B · 2026-11-21"),
        "{out}"
    );
    assert!(!out.contains("HOME"), "{out}");
    let (code, out, err) = run_key(&s, "demo-builder", &["live", "apex"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        format!("{out}{err}").contains("no apex games are live"),
        "{out}{err}"
    );
    // Elsewhere it is an unknown sport: exit 2 before any request, naming the valid ones.
    for args in [
        &["props", "apex"][..],
        &["matches", "apex", "--live"],
        &["matches", "apex", "a-vs-b-2026-11-21", "--prep"],
    ] {
        let (code, _, err) = run_key(&s, "demo-builder", args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(
            err.contains("cs2") && !err.contains("apex,"),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn gamelogs_carry_round_timelines_when_asked() {
    let s = sim();
    let base = "/v6/esports/cs2/players/loqumi/gamelogs?limit=5";
    let plain = ok(&s, base);
    assert!(
        rows(&plain, "gamelogs")
            .iter()
            .all(|g| g.get("round_timeline").is_none()),
        "the simulator sends timelines only when asked"
    );
    let with = ok(&s, &format!("{base}&include=rounds"));
    assert_eq!(
        ok(&s, &format!("{base}&include=rounds")),
        with,
        "deterministic"
    );
    let logs = rows(&with, "gamelogs");
    assert_eq!(logs.len(), 5);
    for g in logs {
        let n = g["rounds"].as_u64().expect("cs2 maps count rounds");
        let tl = g["round_timeline"].as_array().expect("a timeline");
        assert_eq!(tl.len() as u64, n, "{g}");
        let numbers: Vec<u64> = tl.iter().map(|r| r["round"].as_u64().unwrap()).collect();
        assert_eq!(numbers, (1..=n).collect::<Vec<_>>());
        // The map's winner takes rounds / 2 + 1 rounds, the last one among them: a
        // 24-round map won is 13 rounds won, lost is 11.
        let won = g["result"] == "win";
        let taken = tl.iter().filter(|r| r["won"] == true).count() as u64;
        assert_eq!(taken, if won { n / 2 + 1 } else { n - (n / 2 + 1) }, "{g}");
        assert_eq!(tl.last().unwrap()["won"], won, "{g}");
    }
    assert_eq!(
        get(&s, &format!("{base}&include=frames"), Some("demo-builder")).status,
        422
    );
}
