//! Known answers for the one close and the CLV judged against it, on either backend.

use esx_odds::{DevigMethod, FeeTable};

use crate::*;

const START: &str = "2026-11-21T18:00:00.000Z";

fn event() -> EventInfo {
    EventInfo {
        event_id: "ev1".into(),
        home_team: "Alpha".into(),
        away_team: "Bravo".into(),
        event_time: "2026-11-21T18:00:00Z".into(),
        starts_at: Some(START.into()),
    }
}

/// One venue's quote: a sportsbook's decimal, or a prediction market's probability.
fn q(market: &str, line: Option<f64>, outcome: &str, source: &str, price: f64) -> LineQuote {
    let pm = source != "book";
    LineQuote {
        event_id: "ev1".into(),
        market: market.into(),
        map: None,
        line,
        outcome: outcome.into(),
        source: source.into(),
        source_type: if pm {
            "prediction_market"
        } else {
            "sportsbook"
        }
        .into(),
        decimal: (!pm).then_some(price),
        american: None,
        probability: pm.then_some(price),
        novig: None,
        volume: None,
        open_interest: None,
        liquidity: None,
    }
}

fn record(s: &mut Store, at: &str, quotes: Vec<LineQuote>) {
    let lines = LinesSnapshot {
        events: vec![event()],
        quotes,
    };
    s.record(
        "cs2",
        at,
        &Snapshot {
            lines: Some(&lines),
            ..Snapshot::default()
        },
    )
    .expect("records");
}

fn pricing() -> BetPricing {
    BetPricing {
        taker: FeeTable::default(),
        maker: FeeTable::none(),
        prediction_markets: vec!["kalshi".into(), "polymarket".into()],
        devig: DevigMethod::Multiplicative,
    }
}

/// Three venues quote the match winner before the 18:00 start; the sportsbook twice
/// (10:00 and 17:00: the 17:00 quote is its last before the start) and once more in
/// play (18:30: ignored). De-vigged multiplicatively:
///
/// - book at 17:00, 1.60 / 2.40: 0.625 / (0.625 + 0.416667) = 0.600000
/// - kalshi at 16:00, 0.62 / 0.40: 0.62 / 1.02 = 0.607843
/// - polymarket at 17:30, 0.58 / 0.43: 0.58 / 1.01 = 0.574257
///
/// Spec weights (sportsbook 1, prediction market 1.5): p_close(Alpha) =
/// (0.600000 + 1.5 × 0.607843 + 1.5 × 0.574257) / 4 = 0.593288.
///
/// The map handicap (−1.5) is quoted by the book (2.50 / 1.50: 0.4 / 1.066667 = 0.375)
/// and Polymarket (0.45 / 0.57: 0.441176), Kalshi having none: both count,
/// (0.375 + 1.5 × 0.441176) / 2.5 = 0.414706 (leaving Polymarket out would give 0.375).
///
/// A Kalshi bet of 10 contracts on Alpha typed at 1.60 (62.5¢, bought at 63¢): fee
/// 0.07 × 10 × 0.63 × 0.37 = 0.16317, rounded up to 0.17; cost 6.30 + 0.17 = 6.47; net
/// decimal 10 / 6.47 = 1.545595; CLV = 100 × (1.545595 × 0.593288 − 1) = −8.3017 %.
pub(crate) fn the_one_close_and_its_clv(s: &mut Store) {
    record_the_tape(s);
    let p = the_closes(s);
    the_bets_judged(s, p);
}

const MW: &str = "match_winner";
const MH: &str = "map_handicap";
const HANDICAP: Option<f64> = Some(-1.5);

/// The tape of [`the_one_close_and_its_clv`].
fn record_the_tape(s: &mut Store) {
    let (mw, mh, h) = (MW, MH, HANDICAP);
    record(
        s,
        "2026-11-21T10:00:00.000Z",
        vec![
            q(mw, None, "Alpha", "book", 1.80),
            q(mw, None, "Bravo", "book", 2.00),
        ],
    );
    record(
        s,
        "2026-11-21T16:00:00.000Z",
        vec![
            q(mw, None, "Alpha", "kalshi", 0.62),
            q(mw, None, "Bravo", "kalshi", 0.40),
        ],
    );
    record(
        s,
        "2026-11-21T17:00:00.000Z",
        vec![
            q(mw, None, "Alpha", "book", 1.60),
            q(mw, None, "Bravo", "book", 2.40),
            q(mh, h, "Alpha", "book", 2.50),
            q(mh, h, "Bravo", "book", 1.50),
        ],
    );
    record(
        s,
        "2026-11-21T17:30:00.000Z",
        vec![
            q(mw, None, "Alpha", "polymarket", 0.58),
            q(mw, None, "Bravo", "polymarket", 0.43),
            q(mh, h, "Alpha", "polymarket", 0.45),
            q(mh, h, "Bravo", "polymarket", 0.57),
        ],
    );
    record(
        s,
        "2026-11-21T18:30:00.000Z",
        vec![
            q(mw, None, "Alpha", "book", 1.20),
            q(mw, None, "Bravo", "book", 4.50),
        ],
    );
}

/// The match winner's and the handicap's closes; returns p_close(Alpha).
fn the_closes(s: &Store) -> f64 {
    let mw_close = s
        .close("ev1", MW, None, None, DevigMethod::Multiplicative)
        .unwrap()
        .expect("a close");
    let p = mw_close.p("alpha").unwrap();
    assert!((p - 0.593_287_711_124_053_5).abs() < 1e-12, "{p}");
    assert!((mw_close.p("Bravo").unwrap() - (1.0 - p)).abs() < 1e-12);
    let mut venues = mw_close.venues.clone();
    venues.sort();
    assert_eq!(venues, ["book", "kalshi", "polymarket"]);
    assert_eq!(
        mw_close.observed_at, "2026-11-21T16:00:00.000Z",
        "kalshi's quote is the oldest"
    );
    assert_eq!(mw_close.seen_at, "2026-11-21T16:00:00.000Z");

    let hc = s
        .close("ev1", MH, None, HANDICAP, DevigMethod::Multiplicative)
        .unwrap()
        .expect("a handicap close");
    assert!(
        (hc.p("Alpha").unwrap() - 0.414_705_882_352_941_1).abs() < 1e-12,
        "polymarket counts on map_handicap: {hc:?}"
    );
    assert!(
        s.close(
            "ev1",
            "total_maps",
            None,
            Some(2.5),
            DevigMethod::Multiplicative
        )
        .unwrap()
        .is_none()
    );

    p
}

/// A Kalshi bet by contracts and the same bet at the sportsbook, judged.
fn the_bets_judged(s: &mut Store, p: f64) {
    let bet = NewBet {
        placed_at: "2026-11-21T12:00:00.000Z".into(),
        event_id: "ev1".into(),
        market: MW.into(),
        map: None,
        line: None,
        outcome: "Alpha".into(),
        source: "kalshi".into(),
        decimal: 1.60,
        stake: 6.47,
        contracts: Some(10),
        ..NewBet::default()
    };
    s.add_bet(&bet).unwrap();
    // The same bet at the sportsbook, without a fee: CLV 100 × (1.60 × 0.593288 − 1).
    s.add_bet(&NewBet {
        source: "book".into(),
        stake: 10.0,
        ..bet.clone()
    })
    .unwrap();
    let judged = s.judged_bets(&pricing()).unwrap();
    let k = &judged[0];
    assert!(
        (k.net_decimal - 10.0 / 6.47).abs() < 1e-12,
        "{}",
        k.net_decimal
    );
    assert_eq!(k.bet.p_close, Some(p));
    assert_eq!(
        k.bet.close_observed_at.as_deref(),
        Some("2026-11-21T16:00:00.000Z")
    );
    let clv = k.bet.clv_pct.unwrap();
    assert!((clv + 8.301_744_803_082_912).abs() < 1e-9, "{clv}");
    let book = &judged[1];
    assert_eq!(book.net_decimal, 1.60);
    assert!((book.bet.clv_pct.unwrap() - 100.0 * (1.60 * p - 1.0)).abs() < 1e-9);
}

#[test]
fn the_close_weights_each_venues_last_quote_before_the_start() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Store::open(&dir.path().join("h.sqlite")).unwrap();
    the_one_close_and_its_clv(&mut s);
}
