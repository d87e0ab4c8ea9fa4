//! What the vendor's server lists beyond the interface, on the simulator (seed 42, pinned
//! clock): `apex` where the vendor lists it (match prep, `/v7/meta`'s sports) and how
//! esx answers for it, and gamelogs' `include=rounds`.

use crate::common::sim::{get, ok, rows, run_key, sim};

#[test]
fn apex_is_listed_where_the_vendor_lists_it_and_esx_refuses_it_elsewhere() {
    let s = sim();
    let meta = ok(&s, "/v7/meta");
    let apex = rows(&meta, "sports")
        .iter()
        .find(|x| x["slug"] == "apex")
        .expect("apex in /v7/meta's sports")
        .clone();
    assert_eq!(apex["data"], false, "{apex}");
    assert_eq!(apex["lines"], false, "{apex}");
    // The prep route takes apex (the vendor lists it there) and has none of it.
    let r = get(
        &s,
        "/v6/esports/apex/matches/a-vs-b-2026-11-21/prep",
        Some("demo-builder"),
    );
    assert_eq!(r.status, 404);
    assert!(
        String::from_utf8_lossy(&r.body).contains("No apex data"),
        "{}",
        String::from_utf8_lossy(&r.body)
    );
    // Other routes do not list it.
    assert_eq!(
        get(&s, "/v6/esports/apex/matches", Some("demo-builder")).status,
        404
    );
    // esx sends apex where the route lists it: the simulator's 404 is exit 5, one line.
    let (code, _, err) = run_key(
        &s,
        "demo-builder",
        &["matches", "apex", "a-vs-b-2026-11-21", "--prep"],
    );
    assert_eq!(code, 5, "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("No apex data"), "{err}");
    // Elsewhere it is an unknown sport: exit 2 before any request, naming the valid ones.
    for args in [
        &["matches", "apex"][..],
        &["props", "apex"],
        &["matches", "apex", "a-vs-b-2026-11-21", "--veto"],
    ] {
        let (code, _, err) = run_key(&s, "demo-builder", args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains("cs2"), "{args:?}: {err}");
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
