//! Games under way when the hub opens: each is exactly its own history from its own start
//! tick, far enough in for its map's elapsed time, still live, stamped on the pinned clock.

use std::time::Duration;

use serde_json::Value;

use super::super::game::{BOMB_SECS, FREEZE_SECS, Game, POST_SECS, ROUND_SECS, SECONDS_PER_TICK};
use super::super::start::ticks_to_end;
use super::super::{LiveHub, MIN_TICKS_LEFT};
use super::seeds;

/// A tick so long the wall clock never advances the hub during a test.
const FROZEN: Duration = Duration::from_secs(3600);

/// The shortest round, in ticks: freeze time, then at most two kills a tick so five
/// players fall on the third action tick at the earliest, then the pause.
const MIN_ROUND_TICKS: u64 = ((FREEZE_SECS + POST_SECS) / SECONDS_PER_TICK) as u64 + 3;
/// The longest round: freeze time, the whole action clock, a plant on its last tick and
/// the whole fuse, then the pause.
const MAX_ROUND_TICKS: u64 =
    ((FREEZE_SECS + ROUND_SECS + BOMB_SECS + POST_SECS) / SECONDS_PER_TICK) as u64;

fn now() -> jiff::Timestamp {
    "2025-01-01T12:00:00Z".parse().expect("valid timestamp")
}

fn ids(hub: &LiveHub, sport: &str) -> Vec<String> {
    hub.games_json(sport)["games"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|g| g["game_id"].as_str().map(str::to_string))
        .collect()
}

fn events(hub: &LiveHub, id: &str) -> Vec<Value> {
    hub.events_json("cs2", id).expect("live")["events"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

/// An event without its tick and time, to compare histories started at different ticks.
fn unstamped(mut e: Value) -> Value {
    if let Some(o) = e.as_object_mut() {
        o.remove("tick");
        o.remove("ts");
    }
    e
}

#[test]
fn round_tolerance_matches_the_phase_table() {
    // docs/live-feed.md: freeze 0:15, action 1:55, fuse 0:40, pause 0:05 at 5 s a tick.
    assert_eq!((MIN_ROUND_TICKS, MAX_ROUND_TICKS), (7, 35));
}

#[test]
fn a_game_started_earlier_is_its_own_history_shifted_to_its_start_tick() {
    let games = seeds(&["cs2"], 2);
    // Game 0's map has run 10 game minutes (120 ticks), game 1's 5 (60 ticks).
    let started = LiveHub::started_at(
        4,
        vec![(games[0].clone(), 600), (games[1].clone(), 300)],
        FROZEN,
        now(),
    );
    assert_eq!(started.base_tick(), 120);
    assert_eq!(started.current_tick(), 120);
    assert_eq!(
        started.ts(120),
        "2025-01-01T12:00:00.000Z",
        "now is the opening tick"
    );

    // The same games from tick 0 (one hour per tick before now).
    let epoch = now()
        .checked_sub(jiff::SignedDuration::from_hours(120))
        .expect("in range");
    let from_zero = LiveHub::new_at(4, games, FROZEN, epoch);
    from_zero.advance_to(60);
    let g1_at_60 = from_zero.boxscore_json("cs2", "cs2_g1").expect("live");
    let g1_events_at_60 = events(&from_zero, "cs2_g1");
    from_zero.advance_to(120);

    // Game 0 started at tick 0 in both: everything equal, times included.
    let id = "cs2_g0";
    assert_eq!(
        started.boxscore_json("cs2", id),
        from_zero.boxscore_json("cs2", id)
    );
    assert_eq!(
        started.frames_json("cs2", id),
        from_zero.frames_json("cs2", id)
    );
    assert_eq!(
        started.events_json("cs2", id),
        from_zero.events_json("cs2", id)
    );
    // Game 1 started at tick 60: its state is game 1 sixty ticks in, its events the same
    // ones sixty ticks later.
    assert_eq!(started.boxscore_json("cs2", "cs2_g1"), Some(g1_at_60));
    let shifted = events(&started, "cs2_g1");
    assert_eq!(shifted.len(), g1_events_at_60.len());
    assert_eq!(shifted[0]["kind"], "game_start");
    assert_eq!(shifted[0]["tick"], 60);
    for (a, b) in shifted.iter().zip(&g1_events_at_60) {
        assert_eq!(a["tick"].as_u64(), b["tick"].as_u64().map(|t| t + 60));
        assert_eq!(unstamped(a.clone()), unstamped(b.clone()));
    }
    // Frames: one per tick up to now.
    let frames = started.frames_json("cs2", "cs2_g1").expect("live");
    let ticks: Vec<u64> = frames["frames"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|f| f["tick"].as_u64())
        .collect();
    assert_eq!(ticks, (60..=120).collect::<Vec<_>>());

    // And both go on identically from there.
    started.advance_to(900);
    from_zero.advance_to(900);
    assert_eq!(
        started.boxscore_json("cs2", "cs2_g0"),
        from_zero.boxscore_json("cs2", "cs2_g0")
    );
}

#[test]
fn a_map_n_minutes_in_is_past_round_one_in_the_round_the_model_allows() {
    for minutes in [4u64, 8, 12, 16, 20] {
        let secs = minutes * 60;
        let hub = LiveHub::started_at(
            7,
            vec![(seeds(&["cs2"], 1)[0].clone(), secs)],
            FROZEN,
            now(),
        );
        let t = secs / u64::from(SECONDS_PER_TICK);
        assert_eq!(hub.base_tick(), t, "{minutes} min in: not clamped");
        let b = hub.boxscore_json("cs2", "cs2_g0").expect("still live");
        let round = b["boxscore"]["round"].as_u64().expect("round");
        // Every finished round took MIN..=MAX ticks and the current one less than MAX.
        assert!(round > 1, "{minutes} min in: round {round}");
        assert!(
            round - 1 <= t / MIN_ROUND_TICKS,
            "{minutes} min: round {round}"
        );
        assert!(round * MAX_ROUND_TICKS > t, "{minutes} min: round {round}");
        let score = b["boxscore"]["blue"]["map_score"].as_u64().unwrap_or(0)
            + b["boxscore"]["red"]["map_score"].as_u64().unwrap_or(0);
        assert!(
            score == round - 1 || score == round,
            "rounds won {score} in round {round}"
        );
    }
}

#[test]
fn a_game_far_past_its_length_is_clamped_and_ends_only_at_its_natural_end() {
    let seed = seeds(&["cs2"], 1).remove(0);
    // Ten hours in: far past any game's length.
    let hub = LiveHub::started_at(3, vec![(seed.clone(), 36_000)], FROZEN, now());
    let base = hub.base_tick();
    // The game's own length, measured on the slot's stream as a hub from tick 0 plays it.
    let zero = LiveHub::new_at(3, vec![seed], FROZEN, now());
    let mut length = 0;
    for t in 1..2_000 {
        zero.advance_to(t);
        if ids(&zero, "cs2") != ["cs2_g0"] {
            length = t;
            break;
        }
    }
    assert!(
        length > MIN_TICKS_LEFT,
        "a game lasts more than {MIN_TICKS_LEFT} ticks"
    );
    assert_eq!(
        base,
        length - MIN_TICKS_LEFT,
        "clamped to its length less the margin"
    );
    // Still live at start and until its natural end, replaced exactly then.
    hub.advance_to(base + MIN_TICKS_LEFT - 1);
    assert_eq!(ids(&hub, "cs2"), ["cs2_g0"]);
    assert!(
        events(&hub, "cs2_g0")
            .iter()
            .all(|e| e["kind"] != "game_end")
    );
    hub.advance_to(base + MIN_TICKS_LEFT);
    assert_eq!(ids(&hub, "cs2"), ["cs2_g0-2"], "the successor takes over");
}

#[test]
fn ticks_to_end_is_the_winning_step_within_the_limit() {
    let g = Game::from_seed(&seeds(&["cs2"], 1)[0]);
    let rng = super::super::rng::Rng::new(99);
    let n = ticks_to_end(&g, &rng, 10_000).expect("a game ends");
    assert_eq!(ticks_to_end(&g, &rng, n), Some(n));
    assert_eq!(
        ticks_to_end(&g, &rng, n - 1),
        None,
        "not within one tick less"
    );
    let (mut g2, mut r2) = (g.clone(), rng.clone());
    for _ in 0..n - 1 {
        let _ = g2.step(&mut r2);
    }
    assert!(g2.winner.is_none(), "not over one tick before");
    let _ = g2.step(&mut r2);
    assert!(g2.winner.is_some(), "over at tick {n}");
    // 13 rounds at least, 25 at most.
    assert!(
        (13 * MIN_ROUND_TICKS..=25 * MAX_ROUND_TICKS).contains(&n),
        "{n}"
    );
}

#[test]
fn same_inputs_same_states_and_the_wall_clock_continues_from_the_opening_tick() {
    let games = || {
        seeds(&["cs2", "valorant"], 2)
            .into_iter()
            .zip([900, 1500, 0, 2400])
            .collect::<Vec<_>>()
    };
    let (a, b) = (
        LiveHub::started_at(42, games(), FROZEN, now()),
        LiveHub::started_at(42, games(), FROZEN, now()),
    );
    for sport in ["cs2", "valorant"] {
        for id in ids(&a, sport) {
            assert_eq!(a.boxscore_json(sport, &id), b.boxscore_json(sport, &id));
            assert_eq!(a.events_json(sport, &id), b.events_json(sport, &id));
        }
    }
    // A game with nothing elapsed starts fresh at the opening tick.
    let fresh = a.boxscore_json("valorant", "valorant_g0").expect("live");
    assert_eq!(fresh["boxscore"]["round"], 1);
    assert_eq!(fresh["boxscore"]["round_phase"], "freezetime");

    let made = std::time::Instant::now();
    let ticking = LiveHub::started_at(42, games(), Duration::from_millis(10), now());
    let base = ticking.base_tick();
    assert!(base > 0);
    let first = ticking.current_tick();
    // The wall clock counts from `base`: at most the 10 ms ticks elapsed since the hub
    // was made (however loaded the machine), not from 0 and not skipping ahead.
    let elapsed_ticks = u64::try_from(made.elapsed().as_millis() / 10).unwrap_or(u64::MAX);
    assert!(
        first >= base && first <= base + elapsed_ticks + 1,
        "{first} vs {base} + {elapsed_ticks}"
    );
    std::thread::sleep(Duration::from_millis(60));
    assert!(ticking.current_tick() >= base + 5);
}
