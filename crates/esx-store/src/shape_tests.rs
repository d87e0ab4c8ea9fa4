//! Bets of every shape (schema v9) on both backends: the migration keeps old bets, a
//! batch is all or nothing and idempotent on `bet_uid`, legs and tags round-trip and
//! copy both ways, a graded multi-leg bet pays what it settled at.

use rusqlite::Connection;

use crate::test_server::server;
use crate::*;

fn single(at: &str, stake: f64) -> NewBet {
    NewBet {
        placed_at: at.into(),
        event_id: "ev1".into(),
        market: "match_winner".into(),
        outcome: "Alpha".into(),
        source: "book".into(),
        decimal: 2.0,
        stake,
        ..NewBet::default()
    }
}

fn leg(event: &str, outcome: &str, decimal: f64) -> BetLeg {
    BetLeg {
        event_id: Some(event.into()),
        market: Some("match_winner".into()),
        outcome: Some(outcome.into()),
        decimal: Some(decimal),
        ..BetLeg::default()
    }
}

fn pick(player: &str, line: f64, side: &str) -> BetLeg {
    BetLeg {
        player: Some(player.into()),
        stat_type: Some("kills".into()),
        line: Some(line),
        side: Some(side.into()),
        ..BetLeg::default()
    }
}

fn parlay() -> NewBet {
    NewBet {
        placed_at: "2026-11-21T09:00:00.000Z".into(),
        event_id: "ev1".into(),
        market: "parlay".into(),
        outcome: "3 legs".into(),
        source: "book".into(),
        // 2.0 × 1.5 × 1.8
        decimal: 5.4,
        stake: 10.0,
        kind: BetKind::Parlay,
        legs: vec![
            leg("ev1", "Alpha", 2.0),
            leg("ev2", "Bravo", 1.5),
            leg("ev3", "Charlie", 1.8),
        ],
        tags: vec!["weekend".into(), " sgp ".into(), "weekend".into()],
        ..NewBet::default()
    }
}

fn slip() -> NewBet {
    NewBet {
        placed_at: "2026-11-21T09:05:00.000Z".into(),
        event_id: String::new(),
        market: "slip".into(),
        outcome: "power2".into(),
        source: "underdog".into(),
        decimal: 3.0,
        stake: 5.0,
        kind: BetKind::Slip,
        slip_type: Some("power2".into()),
        legs: vec![pick("s1mple", 20.5, "over"), pick("ZywOo", 18.0, "under")],
        tags: vec!["dfs".into()],
        ..NewBet::default()
    }
}

fn pg() -> Store {
    let url = server().database();
    Store::open_at(&Location::parse(&url).unwrap()).expect("opens on PostgreSQL")
}

fn lite(dir: &tempfile::TempDir, name: &str) -> Store {
    Store::open(&dir.path().join(name)).unwrap()
}

/// Bets written before v9 (two identical, as v8 allowed) survive with a uid each, as
/// singles without tags, and report what they reported: profit 10 − 5 = 5 on 15 staked.
fn old_bets_survive(s: &Store) {
    let bets = s.bets().unwrap();
    assert_eq!(bets.len(), 3);
    for b in &bets {
        assert_eq!(b.kind, BetKind::Single);
        assert_eq!(b.bet_uid.len(), 64, "{}", b.bet_uid);
        assert!(b.tags.is_empty() && b.legs.is_empty());
    }
    assert_eq!(
        bets[0].bet_uid,
        bet_uid(&single("2026-11-20T10:00:00.000Z", 10.0))
    );
    assert_ne!(
        bets[1].bet_uid, bets[2].bet_uid,
        "identical old bets, distinct uids"
    );
    let r = s.report().unwrap();
    assert_eq!(r.overall.count, 3);
    assert_eq!(r.overall.open, 1);
    assert!((r.overall.profit - 5.0).abs() < 1e-9, "{:?}", r.overall);
    assert!((r.overall.settled_stake - 15.0).abs() < 1e-9);
}

const OLD_BETS: &str = "
INSERT INTO bets (placed_at, event_id, market, outcome, source, decimal, stake, result, settled_at, settled_by)
VALUES ('2026-11-20T10:00:00.000Z', 'ev1', 'match_winner', 'Alpha', 'book', 2.0, 10.0, 'won', '2026-11-20T20:00:00.000Z', 'hand'),
       ('2026-11-20T11:00:00.000Z', 'ev1', 'match_winner', 'Alpha', 'book', 2.0, 5.0, 'lost', '2026-11-20T20:00:00.000Z', 'hand'),
       ('2026-11-20T11:00:00.000Z', 'ev1', 'match_winner', 'Alpha', 'book', 2.0, 5.0, NULL, NULL, NULL);
";

#[test]
fn a_v8_store_with_bets_migrates_to_v9_keeping_them() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v8.sqlite");
    {
        let c = Connection::open(&path).unwrap();
        for m in &schema::MIGRATIONS[..8] {
            c.execute_batch(m).unwrap();
        }
        c.pragma_update(None, "user_version", 8).unwrap();
        c.pragma_update(None, "application_id", schema::APPLICATION_ID)
            .unwrap();
        c.execute_batch(OLD_BETS).unwrap();
    }
    let s = Store::open(&path).unwrap();
    assert_eq!(s.version().unwrap(), schema::CURRENT_VERSION);
    old_bets_survive(&s);
}

#[test]
fn a_v8_postgres_store_with_bets_migrates_to_v9_keeping_them() {
    let url = server().database();
    crate::pg::migrate_tests::at_version(&url, 8)
        .batch_execute(OLD_BETS)
        .unwrap();
    let s = Store::open_at(&Location::parse(&url).unwrap()).unwrap();
    assert_eq!(s.version().unwrap(), schema::CURRENT_VERSION);
    old_bets_survive(&s);
}

/// A batch goes in once (a second time skips every bet), all or nothing, and its legs
/// and tags come back as given (tags trimmed, once each, sorted).
fn batch_all_or_nothing(s: &mut Store) {
    let batch = [single("2026-11-21T08:00:00.000Z", 4.0), parlay(), slip()];
    let first = s.insert_bets(&batch).unwrap();
    assert_eq!((first.inserted, first.skipped), (3, 0));
    let again = s.insert_bets(&batch).unwrap();
    assert_eq!((again.inserted, again.skipped), (0, 3));
    assert_eq!(again.ids, first.ids);
    // A batch with one bad bet (a parlay leg at 1.0) stores nothing, not even the good one.
    let mut bad = parlay();
    bad.placed_at = "2026-11-21T10:00:00.000Z".into();
    bad.legs[1].decimal = Some(1.0);
    let err = s
        .insert_bets(&[single("2026-11-21T09:30:00.000Z", 1.0), bad])
        .unwrap_err();
    assert!(err.to_string().contains("bet 2 of the batch"), "{err}");
    assert!(err.to_string().contains("parlay leg 2"), "{err}");
    let bets = s.bets().unwrap();
    assert_eq!(bets.len(), 3);
    // `add_bet` of a bet already logged names it.
    let dup = s.add_bet(&parlay()).unwrap_err();
    assert!(
        dup.to_string().contains(&format!("bet {}", first.ids[1])),
        "{dup}"
    );
    let p = &bets[1];
    assert_eq!(p.kind, BetKind::Parlay);
    assert_eq!(p.bet_uid, bet_uid(&parlay()));
    assert_eq!(p.legs, parlay().legs);
    assert_eq!(p.tags, vec!["sgp".to_string(), "weekend".to_string()]);
    let sl = &bets[2];
    assert_eq!(sl.kind, BetKind::Slip);
    assert_eq!(sl.slip_type.as_deref(), Some("power2"));
    assert_eq!(sl.legs, slip().legs);
    assert_eq!(sl.tags, vec!["dfs".to_string()]);
}

#[test]
fn a_batch_is_all_or_nothing_and_idempotent_on_bet_uid() {
    let dir = tempfile::tempdir().unwrap();
    batch_all_or_nothing(&mut lite(&dir, "b.sqlite"));
}

#[test]
fn a_batch_is_all_or_nothing_and_idempotent_on_bet_uid_on_postgres() {
    batch_all_or_nothing(&mut pg());
}

#[test]
fn bet_uid_hashes_the_immutable_fields_only() {
    let base = parlay();
    let mut tagged = base.clone();
    tagged.tags = vec!["other".into()];
    tagged.result = Some(BetResult::Won);
    assert_eq!(
        bet_uid(&base),
        bet_uid(&tagged),
        "tags and result are not in it"
    );
    let mut staked = base.clone();
    staked.stake = 10.5;
    assert_ne!(bet_uid(&base), bet_uid(&staked));
    let mut leg_moved = base.clone();
    leg_moved.legs.swap(0, 1);
    assert_ne!(
        bet_uid(&base),
        bet_uid(&leg_moved),
        "leg order is part of it"
    );
    let mut neg_zero = single("t", 1.0);
    neg_zero.line = Some(-0.0);
    let mut zero = neg_zero.clone();
    zero.line = Some(0.0);
    assert_eq!(bet_uid(&neg_zero), bet_uid(&zero));
}

/// A parlay graded from its legs: the legs' results stored, the bet settled once at what
/// it paid (a pushed 1.5 leg: 5.4 / 1.5 = 3.6, profit 10 × 2.6 = 26); a bet settled by
/// hand is never overwritten; the leg results and settlement copy over.
fn graded_parlay(s: &mut Store, to: &mut Store) {
    let ids = s.insert_bets(&[parlay(), slip()]).unwrap().ids;
    let legs = [
        (1, BetResult::Won),
        (2, BetResult::Push),
        (3, BetResult::Won),
    ];
    let at = "2026-11-22T00:00:00.000Z";
    assert!(
        s.settle_legs(ids[0], &legs, Some((BetResult::Won, 3.6)), at)
            .unwrap()
    );
    assert!(
        !s.settle_legs(ids[0], &legs, Some((BetResult::Lost, 0.0)), at)
            .unwrap()
    );
    s.settle(ids[1], BetResult::Lost, at).unwrap();
    assert!(
        !s.settle_legs(
            ids[1],
            &[(1, BetResult::Won)],
            Some((BetResult::Won, 3.0)),
            at
        )
        .unwrap()
    );
    let bets = s.bets().unwrap();
    assert_eq!(bets[0].result, Some(BetResult::Won));
    assert_eq!(bets[0].settled_decimal, Some(3.6));
    assert!((bets[0].profit.unwrap() - 26.0).abs() < 1e-9);
    assert_eq!(bets[0].legs[1].result, Some(BetResult::Push));
    assert_eq!(bets[1].result, Some(BetResult::Lost));
    assert_eq!(bets[1].profit, Some(-5.0));
    let first = s.copy_into(to).unwrap();
    let count = |t: &str| first.tables.iter().find(|c| c.table == t).unwrap().added;
    assert_eq!(
        (count("bets"), count("bet_legs"), count("bet_tags")),
        (2, 5, 3)
    );
    let no_ids = |st: &Store| -> Vec<BetRow> {
        st.bets()
            .unwrap()
            .into_iter()
            .map(|b| BetRow { bet_id: 0, ..b })
            .collect()
    };
    assert_eq!(no_ids(to), no_ids(s));
    let again = s.copy_into(to).unwrap();
    assert!(again.tables.iter().all(|t| t.added == 0), "{again:?}");
}

#[test]
fn a_graded_parlay_pays_what_it_settled_at_and_copies_to_postgres() {
    let dir = tempfile::tempdir().unwrap();
    graded_parlay(&mut lite(&dir, "g.sqlite"), &mut pg());
}

#[test]
fn a_graded_parlay_pays_what_it_settled_at_and_copies_from_postgres() {
    let dir = tempfile::tempdir().unwrap();
    graded_parlay(&mut pg(), &mut lite(&dir, "g.sqlite"));
}
