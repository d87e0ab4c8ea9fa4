//! The join `grade` settles parlays and slips from, on both backends: each leg's finished
//! match, each pick's player's result, a DNP (a finished match, no result) and a leg
//! whose match is not finished.

use crate::test_fixtures::multi_leg_scenario;
use crate::test_server::server;
use crate::*;

/// What the join says of each open bet's legs, as text: `m` a finished match joined
/// (its id), `-` none; then the pick's result value, `dnp` or `-`.
fn joins(s: &mut Store) -> Vec<String> {
    let ids = multi_leg_scenario(s);
    let open = s.open_multi_bets().unwrap();
    assert_eq!(
        open.iter().map(|o| o.bet.bet_id).collect::<Vec<_>>(),
        ids,
        "every open multi-leg bet, in order"
    );
    open.iter()
        .map(|o| {
            o.legs
                .iter()
                .map(|l| {
                    let m = l.result.as_ref().map_or("-", |m| m.match_id.as_str());
                    let p = match (&l.prop, &l.result) {
                        (Some(p), _) => format!("{}", p.actual_value.unwrap_or(f64::NAN)),
                        (None, Some(_)) if o.bet.kind == BetKind::Slip => "dnp".into(),
                        _ => "-".into(),
                    };
                    format!("{m}/{p}")
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

fn expected() -> Vec<String> {
    vec![
        "m_ev1/- m_ev2/- m_ev3/-".into(),
        "m_ev1/dnp m_ev1/25 m_ev1/22 m_ev1/30 m_ev1/21 m_ev1/12".into(),
        "m_ev1/20 m_ev1/25".into(),
        "m_ev1/- -/-".into(),
    ]
}

#[test]
fn open_parlays_and_slips_join_their_legs_results() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Store::open(&dir.path().join("m.sqlite")).unwrap();
    assert_eq!(joins(&mut s), expected());
    // A settled bet is no longer open; singles are never in this join.
    let id = s.open_multi_bets().unwrap()[0].bet.bet_id;
    s.settle(id, BetResult::Won, "2026-11-22T01:00:00.000Z")
        .unwrap();
    assert_eq!(s.open_multi_bets().unwrap().len(), 3);
}

#[test]
fn open_parlays_and_slips_join_their_legs_results_on_postgres() {
    let url = server().database();
    let mut s = Store::open_at(&Location::parse(&url).unwrap()).unwrap();
    assert_eq!(joins(&mut s), expected());
}
