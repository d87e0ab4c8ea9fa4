//! The new-key writer of `lines` against the test server: a key another writer created
//! meanwhile.

use super::*;
use crate::pg::{PgUrl, Postgres, ts};
use crate::test_server::server;

fn quote(decimal: f64) -> LineQuote {
    LineQuote {
        event_id: "ev1".into(),
        market: "match_winner".into(),
        map: None,
        line: None,
        outcome: "home".into(),
        source: "book".into(),
        source_type: "sportsbook".into(),
        decimal: Some(decimal),
        american: None,
        probability: None,
        novig: None,
        volume: Some(decimal * 100.0),
        open_interest: None,
        liquidity: None,
    }
}

/// A write of `decimal`, seen before the start or not.
fn write(decimal: f64, seen: bool) -> KeyWrite {
    let q = quote(decimal);
    KeyWrite {
        vals: Some(LineVals::of(&q)),
        depth: seen.then(|| Depth::of(&q)),
    }
}

/// A key another writer (a `store copy`) created after this recorder read the keys
/// is advanced as a known key would be: the point appended whatever its time, the
/// latest values and the sighting only by an observation not older than theirs.
#[test]
fn a_key_created_meanwhile_is_advanced_only_by_a_newer_observation() {
    let url = PgUrl::parse(&server().database()).unwrap();
    let pg = Postgres::open(&url, true).unwrap();
    let q = quote(0.0);
    let new_key = |at: &str, w: KeyWrite| {
        pg.write(|tx| write_new_keys(tx, "cs2", at, &[&q], &[w]))
            .unwrap();
    };
    // Seen at 12:00; moved at 13:00 (after the start: not a sighting); then a
    // backfill of 11:00, older than both.
    new_key("2026-11-21T12:00:00.000Z", write(1.8, true));
    new_key("2026-11-21T13:00:00.000Z", write(2.2, false));
    new_key("2026-11-21T11:00:00.000Z", write(2.0, true));
    let mut c = pg.client();
    let key = c
        .query_one(
            &format!(
                "SELECT count(*) OVER (), {}, last_decimal, {}, last_volume FROM quote_keys",
                ts("last_observed_at"),
                ts("last_seen_at"),
            ),
            &[],
        )
        .unwrap();
    let got: (i64, String, f64, String, f64) =
        (key.get(0), key.get(1), key.get(2), key.get(3), key.get(4));
    let want = (
        1,
        "2026-11-21T13:00:00.000Z".to_string(),
        2.2,
        "2026-11-21T12:00:00.000Z".to_string(),
        180.0,
    );
    assert_eq!(got, want, "one key: latest from 13:00, sighting from 12:00");
    let points: Vec<(String, f64)> = c
        .query(
            &format!(
                "SELECT {}, decimal FROM quotes ORDER BY observed_at",
                ts("observed_at")
            ),
            &[],
        )
        .unwrap()
        .iter()
        .map(|r| (r.get(0), r.get(1)))
        .collect();
    assert_eq!(
        points,
        [
            ("2026-11-21T11:00:00.000Z".to_string(), 2.0),
            ("2026-11-21T12:00:00.000Z".to_string(), 1.8),
            ("2026-11-21T13:00:00.000Z".to_string(), 2.2),
        ]
    );
}
