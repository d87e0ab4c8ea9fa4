//! The game state machine: games end at the round target, players respawn, successors
//! swap sides, boxscores have the spec's shape.

use super::super::LiveGameSeed;
use super::super::event::EventKind;
use super::super::event::Side;
use super::super::game::{Game, Phase, ROUND_SECS};
use super::super::rng::Rng;

fn seed() -> LiveGameSeed {
    LiveGameSeed {
        sport: "cs2".into(),
        game_id: "g1".into(),
        match_id: "m1".into(),
        blue_code: "AAA".into(),
        red_code: "BBB".into(),
        blue_players: (1..=5).map(|i| format!("a{i}")).collect(),
        red_players: (1..=5).map(|i| format!("b{i}")).collect(),
        map_name: "Nuke".into(),
    }
}

/// Run a game to its end (bounded), checking invariants on every tick.
fn play_out(game: &mut Game, rng: &mut Rng) -> Vec<EventKind> {
    let mut all = Vec::new();
    for _ in 0..20_000 {
        let evs = game.step(rng);
        let s = &game.state;
        let (bk, rk): (u32, u32) = s.players.iter().fold((0, 0), |(b, r), p| match p.side {
            Side::Blue => (b + p.kills, r),
            Side::Red => (b, r + p.kills),
        });
        assert_eq!(
            (bk, rk),
            (s.blue_kills, s.red_kills),
            "team kills = sum of players'"
        );
        let deaths: u32 = s.players.iter().map(|p| p.deaths).sum();
        assert_eq!(
            deaths,
            s.blue_kills + s.red_kills,
            "every kill is one death"
        );
        assert!(s.clock <= ROUND_SECS);
        all.extend(evs);
        if game.winner.is_some() {
            return all;
        }
    }
    panic!("game did not end within 20000 ticks");
}

#[test]
fn a_game_plays_to_thirteen_and_ends() {
    let mut g = Game::from_seed(&seed());
    let mut rng = Rng::new(7);
    let evs = play_out(&mut g, &mut rng);
    let s = &g.state;
    assert_eq!(s.blue_score.max(s.red_score), 13);
    assert!(s.blue_score.min(s.red_score) < 13);
    assert_eq!(s.round, s.blue_score + s.red_score);
    let ends = evs
        .iter()
        .filter(|e| matches!(e, EventKind::RoundEnd { .. }))
        .count();
    assert_eq!(ends as u32, s.round);
    assert!(matches!(evs.last(), Some(EventKind::GameEnd { .. })));
    assert!(
        evs.iter()
            .any(|e| matches!(e, EventKind::BombPlanted { .. }))
    );
    // Finished games stay put.
    let before = g.state.clone();
    assert!(g.step(&mut rng).is_empty());
    assert_eq!(before, g.state);
}

#[test]
fn players_respawn_each_round() {
    let mut g = Game::from_seed(&seed());
    let mut rng = Rng::new(3);
    let mut saw_dead = false;
    for _ in 0..2_000 {
        let evs = g.step(&mut rng);
        if g.state.players.iter().any(|p| !p.alive) {
            saw_dead = true;
        }
        if evs.contains(&EventKind::RoundStart) {
            assert!(g.state.players.iter().all(|p| p.alive));
            assert_eq!(g.state.phase, Phase::Freezetime);
        }
    }
    assert!(saw_dead);
}

#[test]
fn successor_swaps_sides_and_rotates_the_map() {
    let g = Game::from_seed(&seed());
    let n = g.successor();
    assert_eq!((n.blue_code.as_str(), n.red_code.as_str()), ("BBB", "AAA"));
    assert_eq!(n.game_id, "g1-2");
    assert_eq!(n.match_id, "m1");
    assert_eq!(n.state.map_name, "Ancient");
    assert!(
        n.state
            .players
            .iter()
            .filter(|p| p.side == Side::Blue)
            .all(|p| p.nickname.starts_with('b'))
    );
    let fourth = n.successor().successor();
    assert_eq!(fourth.game_id, "g1-4");
    assert_eq!(fourth.match_id, "m1-2");
}

#[test]
fn empty_rosters_get_placeholders() {
    let mut s = seed();
    s.blue_players.clear();
    let g = Game::from_seed(&s);
    let blue: Vec<_> = g
        .state
        .players
        .iter()
        .filter(|p| p.side == Side::Blue)
        .collect();
    assert_eq!(blue.len(), 5);
    assert_eq!(blue[0].nickname, "AAA-1");
}

#[test]
fn boxscore_json_has_the_spec_shape() {
    let g = Game::from_seed(&seed());
    let v = g.state.to_json();
    assert_eq!(v["round_clock"], "0:15");
    assert_eq!(v["round_phase"], "freezetime");
    assert_eq!(v["blue"]["map_score"], 0);
    assert_eq!(v["players"][5]["side"], "red");
    assert_eq!(v["players"][0]["alive"], true);
}
