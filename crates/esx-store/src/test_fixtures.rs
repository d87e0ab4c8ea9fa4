//! Hand-made bets and results for tests of the multi-leg settlement (this crate's joins
//! and `grade`'s rules): three finished cs2 matches and one not finished, players'
//! results, and four open multi-leg bets. Tests only.

use crate::{
    BetKind, BetLeg, EventInfo, LinesSnapshot, MatchResult, NewBet, PropResult, Snapshot, Store,
};

/// Every event's start.
pub const START: &str = "2026-11-21T18:00:00.000Z";
const GRADED: &str = "2026-11-21T21:00:00.000Z";

fn event(id: &str, home: &str, away: &str) -> EventInfo {
    EventInfo {
        event_id: id.into(),
        home_team: home.into(),
        away_team: away.into(),
        event_time: START.into(),
        starts_at: Some(START.into()),
    }
}

fn finished(id: &str, t1: &str, t2: &str, s1: i64, s2: i64) -> MatchResult {
    MatchResult {
        match_id: format!("m_{id}"),
        team1: t1.into(),
        team2: t2.into(),
        score1: s1,
        score2: s2,
        winner_id: None,
        starts_at: Some(START.into()),
        maps: Vec::new(),
    }
}

fn result(player: &str, actual: f64) -> PropResult {
    PropResult {
        prop_id: format!("p_{player}"),
        player: player.into(),
        stat_type: "CS2_KILLS".into(),
        line: Some(20.5),
        direction: Some("over".into()),
        grade: if actual > 20.5 { "hit" } else { "miss" }.into(),
        actual_value: Some(actual),
        graded_at: Some(GRADED.into()),
    }
}

fn leg(event: &str, market: &str, line: Option<f64>, outcome: &str, decimal: f64) -> BetLeg {
    BetLeg {
        event_id: Some(event.into()),
        market: Some(market.into()),
        line,
        outcome: Some(outcome.into()),
        decimal: Some(decimal),
        ..BetLeg::default()
    }
}

fn pick(player: &str, line: f64, side: &str) -> BetLeg {
    BetLeg {
        event_id: Some("ev1".into()),
        player: Some(player.into()),
        stat_type: Some("CS2_KILLS".into()),
        line: Some(line),
        side: Some(side.into()),
        ..BetLeg::default()
    }
}

fn multi(kind: BetKind, source: &str, ty: Option<&str>, decimal: f64, stake: f64) -> NewBet {
    NewBet {
        placed_at: "2026-11-21T09:00:00.000Z".into(),
        market: kind.as_str().into(),
        source: source.into(),
        decimal,
        stake,
        kind,
        slip_type: ty.map(str::to_string),
        outcome: ty.unwrap_or("3 legs").into(),
        ..NewBet::default()
    }
}

/// Record the board and the results, log the bets; returns their ids:
/// - a parlay at 2.0 × 1.5 × 1.8 = 5.4, stake 10: Alpha wins ev1 2-0 (won), Charlie −1
///   on ev2's 2-1 pushes, Echo wins ev3 2-0 (won);
/// - a PrizePicks `flex6`, stake 5: Ace has no result in finished ev1 (DNP), Bolt, Cass,
///   Dune and Edge go over 20.5, Fang stays under it (miss);
/// - an Underdog `power2` at 3.0, stake 5: Gus at exactly 20 on a 20 line (push), Bolt
///   over (hit);
/// - a parlay at 2.0 × 1.9 with a leg on ev4, not finished: stays open.
#[must_use]
pub fn multi_leg_scenario(s: &mut Store) -> Vec<i64> {
    let lines = LinesSnapshot {
        events: vec![
            event("ev1", "Alpha", "Bravo"),
            event("ev2", "Charlie", "Delta"),
            event("ev3", "Echo", "Foxtrot"),
            event("ev4", "Golf", "Hotel"),
        ],
        quotes: Vec::new(),
    };
    let snap = Snapshot {
        lines: Some(&lines),
        ..Snapshot::default()
    };
    s.record("cs2", "2026-11-21T10:00:00.000Z", &snap)
        .expect("records the board");
    let props: Vec<PropResult> = [
        ("Bolt", 25.0),
        ("Cass", 22.0),
        ("Dune", 30.0),
        ("Edge", 21.0),
        ("Fang", 12.0),
        ("Gus", 20.0),
    ]
    .iter()
    .map(|(p, v)| result(p, *v))
    .collect();
    let matches = [
        finished("ev1", "Alpha", "Bravo", 2, 0),
        finished("ev2", "Charlie", "Delta", 2, 1),
        finished("ev3", "Echo", "Foxtrot", 2, 0),
    ];
    s.store_results("cs2", "2026-11-22T00:00:00.000Z", &props, &matches)
        .expect("stores the results");
    let mut parlay = multi(BetKind::Parlay, "book", None, 5.4, 10.0);
    parlay.event_id = "ev1".into();
    parlay.legs = vec![
        leg("ev1", "match_winner", None, "Alpha", 2.0),
        leg("ev2", "map_handicap", Some(-1.0), "Charlie", 1.5),
        leg("ev3", "match_winner", None, "Echo", 1.8),
    ];
    let mut flex = multi(BetKind::Slip, "prizepicks", Some("flex6"), 25.0, 5.0);
    flex.legs = ["Ace", "Bolt", "Cass", "Dune", "Edge", "Fang"]
        .iter()
        .map(|p| pick(p, 20.5, "over"))
        .collect();
    let mut power = multi(BetKind::Slip, "underdog", Some("power2"), 3.0, 5.0);
    power.legs = vec![pick("Gus", 20.0, "over"), pick("Bolt", 20.5, "over")];
    let mut open = multi(BetKind::Parlay, "book", None, 3.8, 4.0);
    open.event_id = "ev1".into();
    open.outcome = "2 legs".into();
    open.legs = vec![
        leg("ev1", "match_winner", None, "Alpha", 2.0),
        leg("ev4", "match_winner", None, "Golf", 1.9),
    ];
    s.insert_bets(&[parlay, flex, power, open])
        .expect("logs the bets")
        .ids
}
