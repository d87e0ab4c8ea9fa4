//! Hand-made boards with known answers: windows with and without a whole number,
//! lines that push, handicaps read as margins, p_middle and ev_pct by hand.

use serde::Deserialize as _;
use serde_json::{Value, json};

use super::*;
use crate::commands::arbs::board::Board;

fn book(source: &str, decimal: f64) -> Value {
    json!({"source": source, "type": "sportsbook", "probability": 1.0 / decimal,
           "decimal": decimal, "american": null})
}

fn market(
    name: &str,
    line: Option<f64>,
    map: Option<i64>,
    outcomes: &[(&str, Vec<Value>)],
) -> Value {
    json!({"market": name, "map": map, "line": line,
           "outcomes": outcomes.iter().map(|(n, s)| json!({"name": n, "sources": s})).collect::<Vec<_>>()})
}

/// A match winner priced 1.9 / 1.9 at two books: fair 0.5, so q = 0.5 at any length.
fn even_match() -> Value {
    market(
        "match_winner",
        None,
        None,
        &[
            ("Alpha", vec![book("sb1", 1.9), book("sb2", 1.9)]),
            ("Beta", vec![book("sb1", 1.9), book("sb2", 1.9)]),
        ],
    )
}

fn board(markets: &[Value]) -> Value {
    json!({"books": ["sb1", "sb2"], "events": [{
        "event_time": "2026-11-22T12:00:00.000Z", "home_team": "Alpha", "away_team": "Beta",
        "markets": markets}]})
}

fn middles_of(data: &Value, want: Option<&str>) -> Vec<TeamMiddle> {
    let b = Board::deserialize(data).unwrap();
    let fees = FeeTable::default();
    let scan = Scan {
        first_pm: None,
        fees: &fees,
        include_flagged: false,
        stake: 100.0,
    };
    scan.middles(&b.events[0], want).unwrap()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

/// Best of 5 (a 3.5 and a 4.5 total): over 3.5 at sb1 (2.0) × under 4.5 at sb2 (1.3).
/// Window [4, 4]; at q = 0.5, P(exactly 4 maps) = 3q³(1−q) + 3q(1−q)³ = 6/16 = 0.375.
/// Stakes ∝ 1/d: 0.5/(0.5 + 1/1.3) on the over. The over wins on 4 or 5 maps (0.75),
/// the under on 3 or 4 (2/16 + 6/16 = 0.625): EV = 100·(s_o·2.0·0.75 + s_u·1.3·0.625 − 1)
/// = 8.333…%.
#[test]
fn best_of_five_over_three_and_a_half_under_four_and_a_half() {
    let data = board(&[
        even_match(),
        market(
            "total_maps",
            Some(3.5),
            None,
            &[
                ("Over", vec![book("sb1", 2.0)]),
                ("Under", vec![book("sb1", 1.8)]),
            ],
        ),
        market(
            "total_maps",
            Some(4.5),
            None,
            &[
                ("Over", vec![book("sb2", 3.0)]),
                ("Under", vec![book("sb2", 1.3)]),
            ],
        ),
    ]);
    let m = middles_of(&data, None);
    assert_eq!(m.len(), 1, "{m:?}");
    let m = &m[0];
    assert_eq!((m.market, m.window), ("total_maps", [4, 4]));
    assert_eq!(
        (m.low.venue.as_str(), m.low.line, m.low.market),
        ("sb1", 3.5, 1)
    );
    assert_eq!(
        (m.high.venue.as_str(), m.high.line, m.high.market),
        ("sb2", 4.5, 2)
    );
    assert!(close(m.p_middle.unwrap(), 0.375), "{:?}", m.p_middle);
    let (wo, wu) = (0.5, 1.0 / 1.3);
    let (so, su) = (wo / (wo + wu), wu / (wo + wu));
    let ev = 100.0 * (so * 2.0 * 0.75 + su * 1.3 * 0.625 - 1.0);
    assert!(close(m.ev_pct.unwrap(), ev), "{:?} vs {ev}", m.ev_pct);
    assert!(close(ev, 8.333_333_333_333_3), "{ev}");
    assert!(close(m.low.stake, 100.0 * so) && close(m.high.stake, 100.0 * su));
    assert_eq!(m.reason, None);
    // `--market map_handicap` looks at handicaps only: none here.
    assert!(middles_of(&data, Some("map_handicap")).is_empty());
}

/// Over 2.5 at sb1 and under 2.5 at sb2: no whole number between; integer lines 4 and 4
/// push both sides on 4: no middle either.
#[test]
fn no_whole_number_between_the_lines_is_no_middle() {
    let same = board(&[
        even_match(),
        market(
            "total_maps",
            Some(2.5),
            None,
            &[
                ("Over", vec![book("sb1", 2.0), book("sb2", 1.9)]),
                ("Under", vec![book("sb1", 1.8), book("sb2", 1.9)]),
            ],
        ),
    ]);
    assert!(middles_of(&same, None).is_empty());
    let pushes = board(&[
        even_match(),
        market(
            "total_maps",
            Some(4.0),
            None,
            &[
                ("Over", vec![book("sb1", 2.0), book("sb2", 1.9)]),
                ("Under", vec![book("sb1", 1.8), book("sb2", 1.9)]),
            ],
        ),
        market(
            "map_winner",
            None,
            Some(4),
            &[
                ("Alpha", vec![book("sb1", 1.9)]),
                ("Beta", vec![book("sb1", 1.9)]),
            ],
        ),
    ]);
    assert!(middles_of(&pushes, None).is_empty());
}

/// Best of 3, Alpha −1.5 at sb1 and Beta +1.5 at sb2: Alpha wins by 2 or Beta covers,
/// never both (the margin window (1.5, 1.5) is empty).
#[test]
fn a_handicap_and_its_mirror_is_no_middle() {
    let data = board(&[
        even_match(),
        market(
            "map_handicap",
            Some(-1.5),
            None,
            &[
                ("Alpha -1.5", vec![book("sb1", 2.6), book("sb2", 2.5)]),
                ("Beta +1.5", vec![book("sb1", 1.5), book("sb2", 1.6)]),
            ],
        ),
    ]);
    assert!(middles_of(&data, None).is_empty());
}

/// Best of 5: Alpha −1.5 at sb1 (wins on a margin of 2 or 3) and Beta +2.5 at sb2 (wins
/// unless Alpha wins 3–0): the margin 2 (3–1) wins both. At q = 0.5, P(3–1 to Alpha) =
/// 3q³(1−q) = 3/16. A +0.5 / +0.5 pair in a best of 3 wins both only on a 0 margin,
/// which cannot happen: no middle.
#[test]
fn handicaps_are_margins() {
    let data = board(&[
        even_match(),
        market(
            "map_winner",
            None,
            Some(5),
            &[
                ("Alpha", vec![book("sb1", 1.9)]),
                ("Beta", vec![book("sb1", 1.9)]),
            ],
        ),
        market(
            "map_handicap",
            Some(-1.5),
            None,
            &[
                ("Alpha -1.5", vec![book("sb1", 2.1)]),
                ("Beta +1.5", vec![book("sb1", 1.7)]),
            ],
        ),
        market(
            "map_handicap",
            Some(-2.5),
            None,
            &[
                ("Alpha -2.5", vec![book("sb2", 6.0)]),
                ("Beta +2.5", vec![book("sb2", 1.1)]),
            ],
        ),
    ]);
    let m = middles_of(&data, None);
    assert_eq!(m.len(), 1, "{m:?}");
    let m = &m[0];
    assert_eq!((m.market, m.window), ("map_handicap", [2, 2]));
    assert_eq!((m.low.venue.as_str(), m.low.line), ("sb1", -1.5));
    assert_eq!((m.high.venue.as_str(), m.high.line), ("sb2", 2.5));
    assert!(close(m.p_middle.unwrap(), 3.0 / 16.0), "{:?}", m.p_middle);
    let zero = board(&[
        even_match(),
        market(
            "map_handicap",
            Some(0.5),
            None,
            &[
                ("Alpha +0.5", vec![book("sb1", 1.5)]),
                ("Beta -0.5", vec![book("sb1", 2.5)]),
            ],
        ),
        market(
            "map_handicap",
            Some(-0.5),
            None,
            &[
                ("Alpha -0.5", vec![book("sb2", 2.5)]),
                ("Beta +0.5", vec![book("sb2", 1.5)]),
            ],
        ),
    ]);
    assert!(middles_of(&zero, None).is_empty());
}

/// Without a match or map market there is no q: the window stands, p_middle and ev_pct
/// are null with the reason.
#[test]
fn no_series_fit_leaves_the_figures_null_with_a_reason() {
    let data = board(&[
        market(
            "total_maps",
            Some(3.5),
            None,
            &[("Over", vec![book("sb1", 2.0)])],
        ),
        market(
            "total_maps",
            Some(4.5),
            None,
            &[("Under", vec![book("sb2", 1.3)])],
        ),
    ]);
    let m = middles_of(&data, None);
    assert_eq!(m.len(), 1);
    assert_eq!(m[0].window, [4, 4]);
    assert_eq!((m[0].p_middle, m[0].ev_pct), (None, None));
    assert!(
        m[0].reason
            .as_deref()
            .unwrap()
            .contains("no match or map market"),
        "{:?}",
        m[0].reason
    );
}
