//! `fair_tape` on the rank's hand-made store (`rank_tests::fill`): the quotes at the
//! prediction time, the one close over every venue and the results, worked by hand; the
//! same answers from PostgreSQL.

use crate::rank_tests::fill;
use crate::test_server::server;
use crate::*;

fn query() -> FairTapeQuery {
    FairTapeQuery {
        sport: Some("cs2".into()),
        since: "2026-10-29T00:00:00.000Z".into(),
        until: "2026-11-28T00:00:00.000Z".into(),
        lead_minutes: 60,
    }
}

/// The fixture's venues quote at 16:00 (book 0.5/0.4, pm 0.7/0.5, third 0.8/0.3 for the
/// home side of ev1/ev2); `book` moves ev1 to 0.6 at 17:30; the start is 18:00.
///
/// - At lead 60 m (cutoff 17:00) `book`'s ev1 quote is still 0.5 (decimal 2.0).
/// - ev1's close takes `book`'s 17:30 quote: p(Alpha) = (0.6 + 1.5·0.7 + 0.8) / 3.5 = 0.7.
/// - ev2's close: p(Charlie) = (0.4 + 1.5·0.5 + 0.3) / 3.5 = 1.45 / 3.5.
/// - Alpha won ev1, Delta won ev2; ev3 has no result and ev4 is before the window.
fn check(markets: &[TapeMarket]) {
    let ids: Vec<&str> = markets.iter().map(|m| m.event_id.as_str()).collect();
    assert_eq!(ids, ["ev1", "ev2"]);
    let ev1 = &markets[0];
    assert_eq!(ev1.market, "match_winner");
    assert_eq!(ev1.starts_at, crate::rank_tests::START);
    assert_eq!(ev1.quotes.len(), 6);
    let book = ev1
        .quotes
        .iter()
        .find(|q| q.source == "book" && q.outcome == "Alpha")
        .unwrap();
    assert!((book.decimal.unwrap() - 2.0).abs() < 1e-9, "{book:?}");
    assert!((ev1.close.p("Alpha").unwrap() - 0.7).abs() < 1e-9);
    assert_eq!(
        ev1.results,
        [("Alpha".to_string(), true), ("Bravo".to_string(), false)]
    );
    let ev2 = &markets[1];
    assert!((ev2.close.p("Charlie").unwrap() - 1.45 / 3.5).abs() < 1e-9);
    assert_eq!(
        ev2.results,
        [("Charlie".to_string(), false), ("Delta".to_string(), true)]
    );
}

#[test]
fn the_tape_at_the_prediction_time_with_the_one_close_and_results() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("h.sqlite")).unwrap();
    fill(&mut store);
    check(&store.fair_tape(&query()).unwrap());
    // A lead before any quote: nothing to predict from.
    let mut early = query();
    early.lead_minutes = 600;
    assert!(store.fair_tape(&early).unwrap().is_empty());
}

#[test]
fn postgres_reads_the_same_tape() {
    let url = server().database();
    let mut store = Store::open_at(&Location::parse(&url).unwrap()).unwrap();
    fill(&mut store);
    check(&store.fair_tape(&query()).unwrap());
}
