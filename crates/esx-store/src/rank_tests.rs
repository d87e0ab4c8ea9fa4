//! `venues_rank` on a hand-made store with answers worked by hand: two graded cs2 series,
//! three venues (a prediction market weighted 1.5 in the close), a venue left out of its
//! own close, the quote at a lead being the last at or before `start − lead`, an ungraded
//! series and one outside the window left out. The same answers from PostgreSQL.

use crate::test_server::server;
use crate::*;

pub(crate) const START: &str = "2026-11-21T18:00:00.000Z";

/// A venue's no-vig quote of a two-way market: a book's decimal `1/p`, a prediction
/// market's probability `p` (books without margin, so each no-vig is `p`).
fn quote(event: &str, outcome: &str, source: &str, p: f64) -> LineQuote {
    let pm = source == "pm";
    LineQuote {
        event_id: event.into(),
        market: "match_winner".into(),
        map: None,
        line: None,
        outcome: outcome.into(),
        source: source.into(),
        source_type: if pm {
            "prediction_market"
        } else {
            "sportsbook"
        }
        .into(),
        decimal: (!pm).then_some(1.0 / p),
        american: None,
        probability: pm.then_some(p),
        novig: Some(p),
        volume: None,
        open_interest: None,
        liquidity: None,
    }
}

fn event(id: &str, home: &str, away: &str, start: &str) -> EventInfo {
    EventInfo {
        event_id: id.into(),
        home_team: home.into(),
        away_team: away.into(),
        event_time: start.into(),
        starts_at: Some(start.into()),
    }
}

/// `(event, home, away, [(venue, p_home)])` as one board.
fn board(events: &[EventInfo], prices: &[(&str, &[(&str, f64)])]) -> LinesSnapshot {
    let mut quotes = Vec::new();
    for (ev, venues) in prices {
        let e = events.iter().find(|e| e.event_id == *ev).unwrap();
        for (venue, p) in *venues {
            quotes.push(quote(ev, &e.home_team, venue, *p));
            quotes.push(quote(ev, &e.away_team, venue, 1.0 - p));
        }
    }
    LinesSnapshot {
        events: events.to_vec(),
        quotes,
    }
}

fn series(id: &str, t1: &str, t2: &str, s1: i64, s2: i64, start: &str) -> MatchResult {
    MatchResult {
        match_id: id.into(),
        team1: t1.into(),
        team2: t2.into(),
        score1: s1,
        score2: s2,
        winner_id: None,
        starts_at: Some(start.into()),
        maps: Vec::new(),
    }
}

/// ev1 Alpha–Bravo (Alpha 2–0), ev2 Charlie–Delta (Delta 2–1), ev3 ungraded, ev4 a month
/// before the window. At 16:00 every venue quotes; at 17:30 `book` moves ev1 to 0.6.
pub(crate) fn fill(store: &mut Store) {
    let events = [
        event("ev1", "Alpha", "Bravo", START),
        event("ev2", "Charlie", "Delta", START),
        event("ev3", "Echo", "Foxtrot", START),
        event("ev4", "Golf", "Hotel", "2026-10-01T18:00:00.000Z"),
    ];
    let early = board(
        &events,
        &[
            ("ev1", &[("book", 0.5), ("pm", 0.7), ("third", 0.8)]),
            ("ev2", &[("book", 0.4), ("pm", 0.5), ("third", 0.3)]),
            ("ev3", &[("book", 0.5), ("pm", 0.5), ("third", 0.5)]),
        ],
    );
    let snap = |l| Snapshot {
        lines: Some(l),
        ..Snapshot::default()
    };
    store
        .record("cs2", "2026-11-21T16:00:00.000Z", &snap(&early))
        .unwrap();
    let late = board(&events, &[("ev1", &[("book", 0.6)])]);
    store
        .record("cs2", "2026-11-21T17:30:00.000Z", &snap(&late))
        .unwrap();
    let old = board(
        &events,
        &[("ev4", &[("book", 0.9), ("pm", 0.1), ("third", 0.9)])],
    );
    store
        .record("cs2", "2026-10-01T16:00:00.000Z", &snap(&old))
        .unwrap();
    let results = [
        series("m1", "Alpha", "Bravo", 2, 0, START),
        series("m2", "Charlie", "Delta", 1, 2, START),
        series("m4", "Golf", "Hotel", 0, 2, "2026-10-01T18:00:00.000Z"),
    ];
    store
        .store_results("cs2", "2026-11-21T22:00:00.000Z", &[], &results)
        .unwrap();
}

fn query(leads: Vec<u32>) -> RankQuery {
    RankQuery {
        sport: Some("cs2".into()),
        since: "2026-10-29T00:00:00.000Z".into(),
        until: "2026-11-28T00:00:00.000Z".into(),
        leads,
    }
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

/// By hand, at lead 60 m (cutoff 17:00, so `book`'s ev1 quote is 0.5), each venue
/// against the close of the other two (pm weighted 1.5):
///
/// | venue | ev1 p(Alpha) / close      | ev2 p(Delta) / close      | MAD   | log loss            | Brier |
/// | book  | 0.5 / (1.05+0.8)/2.5=0.74 | 0.6 / 1−1.05/2.5=0.58     | 0.13  | (ln 2 − ln .6)/2    | 0.205 |
/// | pm    | 0.7 / (0.6+0.8)/2=0.7     | 0.5 / 1−(0.4+0.3)/2=0.65  | 0.075 | (−ln .7 + ln 2)/2   | 0.17  |
/// | third | 0.8 / (0.6+1.05)/2.5=0.66 | 0.7 / 1−(0.4+0.75)/2.5=.54| 0.15  | (−ln .8 − ln .7)/2  | 0.065 |
///
/// Had `book` been in its own close, ev1's would be (0.6+1.05+0.8)/3.5 = 0.7, MAD 0.11.
/// Two events of one unit each: SE = |x₁ − x₂| / 2.
fn check(rows: &[RankRow]) {
    let at = |venue: &str, lead: u32| {
        rows.iter()
            .find(|r| r.venue == venue && r.lead_minutes == lead)
            .unwrap_or_else(|| panic!("{venue} at {lead}: {rows:?}"))
    };
    let ln = f64::ln;
    let book = at("book", 60);
    assert_eq!((book.n, book.events), (2, 2));
    assert!(close(book.mad, 0.13), "{book:?}");
    assert!(close(book.mad_se.unwrap(), (0.24 - 0.02) / 2.0));
    assert!(close(book.log_loss, (-ln(0.5) - ln(0.6)) / 2.0));
    assert!(close(book.log_loss_se.unwrap(), (ln(0.6) - ln(0.5)) / 2.0));
    assert!(close(book.brier, 0.205));
    assert!(close(book.brier_se.unwrap(), (0.25 - 0.16) / 2.0));
    let pm = at("pm", 60);
    assert!(close(pm.mad, 0.075) && close(pm.brier, 0.17), "{pm:?}");
    assert!(close(pm.log_loss, (-ln(0.7) - ln(0.5)) / 2.0));
    let third = at("third", 60);
    assert!(
        close(third.mad, 0.15) && close(third.brier, 0.065),
        "{third:?}"
    );
    assert!(close(third.log_loss, (-ln(0.8) - ln(0.7)) / 2.0));
    // At 10 m (cutoff 17:50) `book`'s ev1 quote is the 17:30 one: 0.6, MAD 0.14.
    let book10 = at("book", 10);
    assert!(close(book10.log_loss, -ln(0.6)), "{book10:?}");
    assert!(close(book10.mad, 0.08));
    // Sorted by log loss at the first lead, each venue's leads in the order asked; ev3
    // (no result) and ev4 (before the window) are nowhere.
    let order: Vec<(&str, u32)> = rows
        .iter()
        .map(|r| (r.venue.as_str(), r.lead_minutes))
        .collect();
    assert_eq!(
        order,
        [
            ("third", 60),
            ("third", 10),
            ("pm", 60),
            ("pm", 10),
            ("book", 60),
            ("book", 10)
        ]
    );
    assert!(
        rows.iter()
            .all(|r| r.sport == "cs2" && r.market_type == "match_winner" && r.n == 2)
    );
}

#[test]
fn venues_are_ranked_against_the_others_close_and_the_result() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("h.sqlite")).unwrap();
    fill(&mut store);
    check(&store.venues_rank(&query(vec![60, 10])).unwrap());
    // Another sport has nothing; a window with no graded event has nothing.
    let mut other = query(vec![60]);
    other.sport = Some("lol".into());
    assert!(store.venues_rank(&other).unwrap().is_empty());
    let mut before = query(vec![60]);
    before.until = "2026-11-01T00:00:00.000Z".into();
    assert!(store.venues_rank(&before).unwrap().is_empty());
}

#[test]
fn postgres_ranks_the_same() {
    let url = server().database();
    let mut store = Store::open_at(&Location::parse(&url).unwrap()).unwrap();
    fill(&mut store);
    check(&store.venues_rank(&query(vec![60, 10])).unwrap());
}
