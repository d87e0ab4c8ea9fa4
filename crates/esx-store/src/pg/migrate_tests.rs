//! A PostgreSQL store at v9 migrates to v10 keeping its tape: the same points read back,
//! the primary key now covering the point's values, the key table's new fillfactor, and
//! the next snapshot creating and advancing keys as before.

use crate::test_server::server;
use crate::*;

/// A v9 store: one key with two points and the event.
const V9_TAPE: &str = "
INSERT INTO events VALUES ('cs2', 'ev1', 'Alpha', 'Bravo', '2026-11-21T18:00:00Z',
    '2026-11-21T18:00:00Z', '2026-11-21T16:00:00Z', '2026-11-21T16:30:00Z');
INSERT INTO quote_keys (sport, event_id, market, outcome, source, source_type,
    last_observed_at, last_decimal, last_novig)
  VALUES ('cs2', 'ev1', 'match_winner', 'Alpha', 'book', 'sportsbook',
    '2026-11-21T16:30:00Z', 1.7, 0.58);
INSERT INTO quotes VALUES (1, '2026-11-21T16:00:00Z', 1.62, NULL, NULL, 0.6),
                          (1, '2026-11-21T16:30:00Z', 1.7, NULL, NULL, 0.58);
";

/// A connection to the database at `url`, its esx schema built up to `version` by
/// PostgreSQL's migrations (a store an older esx left).
pub(crate) fn at_version(url: &str, version: i32) -> postgres::Client {
    let mut c = postgres::Client::connect(url, postgres::NoTls).unwrap();
    for (v, m) in schema::PG_MIGRATIONS.iter().filter(|(v, _)| *v <= version) {
        c.batch_execute(m).unwrap();
        c.execute(
            "INSERT INTO esx_meta (name, value) VALUES ('version', $1)
             ON CONFLICT (name) DO UPDATE SET value = excluded.value",
            &[&v.to_string()],
        )
        .unwrap();
    }
    c
}

fn quote(outcome: &str, decimal: f64) -> LineQuote {
    LineQuote {
        event_id: "ev1".into(),
        market: "match_winner".into(),
        map: None,
        line: None,
        outcome: outcome.into(),
        source: "book".into(),
        source_type: "sportsbook".into(),
        decimal: Some(decimal),
        american: None,
        probability: None,
        novig: Some(1.0 / decimal),
        volume: None,
        open_interest: None,
        liquidity: None,
    }
}

/// Each series' outcome with its points' times and decimals.
type Decimals = Vec<(String, Vec<(String, Option<f64>)>)>;

fn decimals(s: &Store) -> Decimals {
    let q = MovesQuery {
        since: "2026-11-21T00:00:00.000Z".into(),
        ..MovesQuery::default()
    };
    s.moves(&q)
        .unwrap()
        .into_iter()
        .map(|s| {
            let pts = s.points.into_iter().map(|p| (p.observed_at, p.decimal));
            (s.outcome, pts.collect())
        })
        .collect()
}

#[test]
fn a_v9_postgres_store_migrates_to_v10_keeping_its_tape() {
    let url = server().database();
    let mut c = at_version(&url, 9);
    c.batch_execute(V9_TAPE).unwrap();
    let mut s = Store::open_at(&Location::parse(&url).unwrap()).unwrap();
    assert_eq!(s.version().unwrap(), 10);
    let pkey: String = c
        .query_one("SELECT pg_get_indexdef('quotes_pkey'::regclass)", &[])
        .unwrap()
        .get(0);
    assert!(
        pkey.ends_with("(key_id, observed_at) INCLUDE (\"decimal\", american, probability, novig)"),
        "{pkey}"
    );
    let options: Vec<String> = c
        .query_one(
            "SELECT reloptions FROM pg_class WHERE relname = 'quote_keys'",
            &[],
        )
        .unwrap()
        .get(0);
    assert_eq!(options, ["fillfactor=50"]);
    let kept = vec![(
        "Alpha".to_string(),
        vec![
            ("2026-11-21T16:00:00.000Z".to_string(), Some(1.62)),
            ("2026-11-21T16:30:00.000Z".to_string(), Some(1.7)),
        ],
    )];
    assert_eq!(decimals(&s), kept);
    // The known key moves, a new one (Bravo) is created: both read back in key order.
    let board = LinesSnapshot {
        events: Vec::new(),
        quotes: vec![quote("Alpha", 1.8), quote("Bravo", 2.2)],
    };
    let snap = Snapshot {
        lines: Some(&board),
        ..Snapshot::default()
    };
    let stats = s.record("cs2", "2026-11-21T17:00:00.000Z", &snap).unwrap();
    assert_eq!(stats[0].stored, 2);
    let mut want = kept;
    want[0]
        .1
        .push(("2026-11-21T17:00:00.000Z".to_string(), Some(1.8)));
    want.push((
        "Bravo".to_string(),
        vec![("2026-11-21T17:00:00.000Z".to_string(), Some(2.2))],
    ));
    assert_eq!(decimals(&s), want);
    let ids: Vec<i64> = c
        .query("SELECT key_id FROM quote_keys ORDER BY key_id", &[])
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert_eq!(ids, [1, 2], "the new key takes the next id of the sequence");
}
