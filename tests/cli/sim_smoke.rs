//! Simulator smoke tests: it starts fast, answers, and is deterministic.

use crate::common::sim::{get, ok, sim};

#[test]
fn sim_starts_and_serves_books() {
    let t = std::time::Instant::now();
    let h = sim();
    assert!(
        t.elapsed().as_millis() < 2000,
        "start took {:?}",
        t.elapsed()
    );
    let v = ok(&h, "/v6/books");
    assert_eq!(v["total_books"], 10);
    h.shutdown();
}

#[test]
fn sim_same_seed_and_clock_give_identical_bodies() {
    let (a, b) = (sim(), sim());
    for path in [
        "/v6/esports/cs2/props",
        "/v6/esports/valorant/player-props",
        "/v6/esports/lol/matches?status=finished",
        "/v6/esports/research/player?player=x&sport=cs2",
        "/v6/esports/research/board?sport=valorant",
        "/v6/esports/cs2/lines",
        "/v6/esports/dota2/gaps?min_gap=0&limit=500",
        "/v7/lol/parlays?book=thunderpick&size=3&include=all",
        "/v7/valorant/flow?limit=100",
        "/v6/esports/dota2/defense-vs-role",
        "/v6/esports/r6/rankings",
        "/v7/cs2/breakdown/index",
    ] {
        let (ra, rb) = (
            get(&a, path, Some("demo-builder")),
            get(&b, path, Some("demo-builder")),
        );
        assert_eq!(ra.status, rb.status, "{path}");
        assert!(ra.body == rb.body, "{path}: bodies differ");
    }
    let c = crate::common::sim::sim_with(|o| o.seed = 7);
    assert_ne!(
        get(&a, "/v6/esports/cs2/props", Some("demo-builder")).body,
        get(&c, "/v6/esports/cs2/props", Some("demo-builder")).body
    );
}
