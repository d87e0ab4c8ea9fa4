//! Known answers for the groups' figures and standard errors, computed by hand.

use super::*;
use esx_store::BetKind;

fn bet(
    id: i64,
    source: &str,
    placed_at: &str,
    stake: f64,
    result: Option<(BetResult, f64)>,
    clv: Option<f64>,
) -> BetRow {
    BetRow {
        bet_id: id,
        placed_at: placed_at.into(),
        event_id: format!("ev{id}"),
        market: "match_winner".into(),
        map: None,
        line: None,
        outcome: "Alpha".into(),
        source: source.into(),
        decimal: 2.0,
        stake,
        result: result.map(|r| r.0),
        settled_at: result.map(|_| "2026-11-22T00:00:00Z".to_string()),
        profit: result.map(|r| r.1),
        p_close: None,
        close_observed_at: None,
        clv_pct: clv,
        ..BetRow::default()
    }
}

/// Venue `a`: won +10 on 10, lost −10 on 10, won +10 on 20, CLV 2, −1, 5, and an open
/// bet of 5 and a void one of 7 (neither in profit or ROI; the void one not staked).
/// Venue `b`: one lost bet of 5, CLV 3.
fn log() -> Vec<BetRow> {
    vec![
        bet(
            1,
            "a",
            "2026-10-31T23:59:00Z",
            10.0,
            Some((BetResult::Won, 10.0)),
            Some(2.0),
        ),
        bet(
            2,
            "a",
            "2026-11-01T00:00:00Z",
            10.0,
            Some((BetResult::Lost, -10.0)),
            Some(-1.0),
        ),
        bet(
            3,
            "a",
            "2026-11-02T00:00:00+05:00",
            20.0,
            Some((BetResult::Won, 10.0)),
            Some(5.0),
        ),
        bet(4, "a", "2026-11-03T00:00:00Z", 5.0, None, None),
        bet(
            5,
            "a",
            "2026-11-03T00:00:00Z",
            7.0,
            Some((BetResult::Void, 0.0)),
            Some(9.0),
        ),
        bet(
            6,
            "b",
            "2026-11-03T00:00:00Z",
            5.0,
            Some((BetResult::Lost, -5.0)),
            Some(3.0),
        ),
    ]
}

fn near(a: Option<f64>, b: f64) -> bool {
    a.is_some_and(|a| (a - b).abs() < 1e-9)
}

#[test]
fn groups_by_venue_with_their_standard_errors() {
    let g = groups_of(&log(), By::Venue, &Sports::new());
    assert_eq!(g.len(), 2);
    let a = &g[0];
    assert_eq!((a.name.as_str(), a.n, a.open, a.settled), ("a", 5, 1, 3));
    // Staked: 10 + 10 + 20 settled and 5 open; the void 7 never risked.
    assert!(near(Some(a.staked), 45.0));
    assert!(near(a.profit, 10.0));
    // Profits 10, −10, 10: mean 10/3, squared deviations 400/9 + 1600/9 + 400/9 = 800/3,
    // s² = 400/3, SE of the sum √3 · s = √400 = 20.
    assert!(near(a.profit_se, 20.0), "{:?}", a.profit_se);
    // ROI R = 10 / 40 = 25 %; residuals p − R·s: 7.5, −12.5, 5 → Σ² 237.5;
    // √(3/2 · 237.5) / 40 = √356.25 / 40 ≈ 0.4718647, in percent points.
    assert!(near(a.roi_pct, 25.0));
    assert!(
        near(a.roi_se, 100.0 * 356.25f64.sqrt() / 40.0),
        "{:?}",
        a.roi_se
    );
    // CLV 2, −1, 5 (the void bet's 9 left out): mean 2, s = 3, SE 3/√3 = √3.
    assert_eq!(a.clv_count, 3);
    assert!(near(a.mean_clv_pct, 2.0));
    assert!(near(a.mean_clv_se, 3f64.sqrt()), "{:?}", a.mean_clv_se);
    // One bet: the figures, and no SE (null, not 0).
    let b = &g[1];
    assert_eq!((b.name.as_str(), b.n), ("b", 1));
    assert!(near(b.profit, -5.0) && near(b.roi_pct, -100.0) && near(b.mean_clv_pct, 3.0));
    assert_eq!((b.profit_se, b.roi_se, b.mean_clv_se), (None, None, None));
}

/// Month is the UTC month of placed_at: 2026-11-02T00:00+05:00 is 1 November 19:00 UTC.
#[test]
fn months_are_utc_and_sports_default_to_unknown() {
    let g = groups_of(&log(), By::Month, &Sports::new());
    let names: Vec<(&str, usize)> = g.iter().map(|g| (g.name.as_str(), g.n)).collect();
    assert_eq!(names, [("2026-10", 1), ("2026-11", 5)]);
    assert_eq!(month_of("2026-12-01T02:00:00+03:00"), "2026-11");
    let sports: Sports = [("ev1".to_string(), "cs2".to_string())].into();
    let g = groups_of(&log(), By::Sport, &sports);
    let names: Vec<(&str, usize)> = g.iter().map(|g| (g.name.as_str(), g.n)).collect();
    assert_eq!(names, [("cs2", 1), ("unknown", 5)]);
}

/// A group of open bets only: no figure over zero settled rows.
#[test]
fn no_figure_over_zero_rows() {
    let open = bet(1, "a", "2026-11-01T00:00:00Z", 5.0, None, None);
    let g = figures("a".into(), &[&open]);
    assert_eq!((g.n, g.open, g.settled), (1, 1, 0));
    assert!(near(Some(g.staked), 5.0));
    assert_eq!((g.profit, g.roi_pct, g.mean_clv_pct), (None, None, None));
}

#[test]
fn a_group_row_serialises_as_its_columns() {
    let g = groups_of(&log(), By::Venue, &Sports::new());
    let row = GroupRow {
        by: "venue",
        g: &g[0],
    };
    crate::output::typed::testing::check_row(&row, &columns());
}

/// A parlay tagged `live` and `tilt`, a power2 slip tagged `live`, the log's singles
/// untagged: tags count a bet in each of its groups, type and market name the shapes.
#[test]
fn tags_types_and_markets_of_every_shape() {
    let mut bets = log();
    let mut parlay = bet(
        7,
        "thunderpick",
        "2026-11-04T00:00:00Z",
        10.0,
        Some((BetResult::Won, 15.0)),
        None,
    );
    parlay.kind = BetKind::Parlay;
    parlay.market = "parlay".into();
    parlay.tags = vec!["live".into(), "tilt".into()];
    let mut slip = bet(
        8,
        "underdog",
        "2026-11-04T00:00:00Z",
        5.0,
        Some((BetResult::Lost, -5.0)),
        None,
    );
    slip.kind = BetKind::Slip;
    slip.market = "slip".into();
    slip.slip_type = Some("power2".into());
    slip.tags = vec!["live".into()];
    bets.extend([parlay, slip]);
    let by = |k: By| -> Vec<(String, usize, Option<f64>)> {
        groups_of(&bets, k, &Sports::new())
            .into_iter()
            .map(|g| (g.name, g.n, g.profit))
            .collect()
    };
    assert_eq!(
        by(By::Tag),
        [
            (UNTAGGED.to_string(), 6, Some(5.0)),
            ("live".to_string(), 2, Some(10.0)),
            ("tilt".to_string(), 1, Some(15.0)),
        ]
    );
    assert_eq!(
        by(By::Type),
        [
            ("parlay".to_string(), 1, Some(15.0)),
            ("single".to_string(), 6, Some(5.0)),
            ("slip".to_string(), 1, Some(-5.0)),
        ]
    );
    assert_eq!(
        by(By::Market),
        [
            ("match_winner".to_string(), 6, Some(5.0)),
            ("parlay".to_string(), 1, Some(15.0)),
            ("power2".to_string(), 1, Some(-5.0)),
        ]
    );
}
