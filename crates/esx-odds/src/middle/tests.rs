use super::*;

fn close(a: f64, b: f64, tol: f64) -> bool {
    (a - b).abs() < tol
}

#[test]
fn the_window_holds_the_integers_that_win_both_sides() {
    // No integer strictly between 21 and 22: 21 pushes the over, 22 pushes the under.
    assert_eq!(middle_window(21.0, 22.0), None);
    // Half-point lines a point apart: one integer.
    assert_eq!(middle_window(21.5, 22.5), Some((22, 22)));
    // Whole-number lines two apart: 21 and 23 push, only 22 wins both.
    assert_eq!(middle_window(21.0, 23.0), Some((22, 22)));
    assert_eq!(middle_window(20.5, 23.0), Some((21, 22)));
    assert_eq!(middle_window(20.5, 21.0), None);
    // Not an over below an under, or not numbers.
    assert_eq!(middle_window(22.5, 21.5), None);
    assert_eq!(middle_window(22.0, 22.0), None);
    assert_eq!(middle_window(f64::NAN, 22.0), None);
    assert_eq!(middle_window(21.5, f64::INFINITY), None);
    // Team lines can be negative (a map handicap).
    assert_eq!(middle_window(-1.5, 0.5), Some((-1, 0)));
}

#[test]
fn the_pair_is_the_lowest_over_and_the_highest_under_on_two_venues() {
    let q = |v: &str, l: f64| MiddleQuote::book(v, l, 1.9);
    let overs = [q("a", 20.5), q("b", 21.5), q("c", 19.5)];
    // `c`'s under is the highest, but `c` also has the lowest over: the widest pair on two
    // venues is over c 19.5 × under a 22.5 (width 3) before over a 20.5 × under c 23.5.
    let unders = [q("a", 22.5), q("c", 23.5)];
    let (o, u) = pick_pair(&overs, &unders).unwrap();
    assert_eq!(
        (o.venue.as_str(), o.line, u.venue.as_str(), u.line),
        ("c", 19.5, "a", 22.5)
    );
    // One venue alone is no pair.
    assert_eq!(pick_pair(&[q("a", 20.5)], &[q("a", 23.5)]), None);
    assert_eq!(pick_pair(&[], &unders), None);
}

/// A table distribution priced by hand: results 1, 2, 3 with 0.2, 0.3, 0.5; over 1 at
/// 2.2 and under 3 at 1.8 (sportsbook: a push refunds). Window [2, 2], p = 0.3.
/// Stakes ∝ 1/d: 0.45 and 0.55. Over returns 2.2·0.8 + 1·0.2 = 1.96; under returns
/// 1.8·0.5 + 1·0.5 = 1.4; EV = 0.45·1.96 + 0.55·1.4 − 1 = 0.652.
#[test]
fn a_middle_is_valued_at_equal_payout_stakes_with_pushes_refunded() {
    let x = Outcomes::Table(vec![(1, 0.2), (2, 0.3), (3, 0.5)]);
    let over = MiddleQuote::book("sb1", 1.0, 2.2);
    let under = MiddleQuote::book("sb2", 3.0, 1.8);
    let m = middle(&over, &under, Ok(&x)).unwrap().unwrap();
    assert_eq!(m.window, [2, 2]);
    assert_eq!((m.low.venue.as_str(), m.low.line), ("sb1", 1.0));
    assert_eq!((m.high.venue.as_str(), m.high.line), ("sb2", 3.0));
    assert!(close(m.p_middle.unwrap(), 0.3, 1e-12));
    assert!(close(m.ev_pct.unwrap(), 65.2, 1e-9), "{:?}", m.ev_pct);
    assert_eq!(m.reason, None);
    // No integer between 2 and 3: no middle, whatever the distribution.
    let none = middle(&MiddleQuote::book("sb1", 2.0, 2.2), &under, Ok(&x)).unwrap();
    assert_eq!(none, None);
}

/// Two DFS sides valued as halves of a 3× 2-pick: d = √3 each, equal stakes; the under
/// at 23 pushes on 23, returning 1/√3 (the 2-pick refunded). Poisson(21.7), over 20.5 /
/// under 23: window [21, 22]. Known answers from the Poisson pmf summed independently:
/// p_middle 0.170286, ev 3.6528 %.
#[test]
fn dfs_sides_are_halves_of_a_power_two_slip() {
    let lambda: f64 = 21.7;
    let pmf =
        |k: u32| -> f64 { (0..k).fold((-lambda).exp(), |p, i| p * lambda / f64::from(i + 1)) };
    let over = MiddleQuote::dfs("sleeper", 20.5, 3.0, PushRule::Drop);
    let under = MiddleQuote::dfs("underdog", 23.0, 3.0, PushRule::Drop);
    assert!(close(over.decimal, 3f64.sqrt(), 1e-12));
    assert!(close(under.push_return, 1.0 / 3f64.sqrt(), 1e-12));
    let x = Outcomes::Poisson { lambda };
    let m = middle(&over, &under, Ok(&x)).unwrap().unwrap();
    assert_eq!(m.window, [21, 22]);
    assert!(close(m.p_middle.unwrap(), pmf(21) + pmf(22), 1e-12));
    assert!(close(m.p_middle.unwrap(), 0.170_286_021_166_93, 1e-10));
    let d = 3f64.sqrt();
    let below = |n: u32| (0..=n).map(pmf).sum::<f64>();
    let want = 0.5 * d * (1.0 - below(20)) + 0.5 * (d * below(22) + pmf(23) / d) - 1.0;
    assert!(close(m.ev_pct.unwrap(), 100.0 * want, 1e-9));
    assert!(close(m.ev_pct.unwrap(), 3.652_766_964, 1e-6));
    // Under lose, the under's push is worth nothing: the pair is worth less.
    let under_lose = MiddleQuote::dfs("underdog", 23.0, 3.0, PushRule::Lose);
    let lose = middle(&over, &under_lose, Ok(&x)).unwrap().unwrap();
    assert!(close(
        m.ev_pct.unwrap() - lose.ev_pct.unwrap(),
        100.0 * 0.5 * pmf(23) / d,
        1e-9
    ));
}

#[test]
fn without_a_distribution_the_values_are_null_with_a_reason() {
    let over = MiddleQuote::dfs("sleeper", 21.0, 3.0, PushRule::Drop);
    let under = MiddleQuote::dfs("underdog", 23.0, 3.0, PushRule::Drop);
    let m = middle(&over, &under, Err("no sportsbook pair"))
        .unwrap()
        .unwrap();
    assert_eq!(m.window, [22, 22]);
    assert_eq!((m.p_middle, m.ev_pct), (None, None));
    assert_eq!(m.reason.as_deref(), Some("no sportsbook pair"));
    let json = serde_json::to_value(&m).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"window": [22, 22], "low": {"venue": "sleeper", "line": 21.0},
            "high": {"venue": "underdog", "line": 23.0}, "p_middle": null, "ev_pct": null,
            "reason": "no sportsbook pair"})
    );
    // A price that is no price is an error, not a NaN.
    let bad = MiddleQuote::book("sb", 21.0, f64::NAN);
    let x = Outcomes::Poisson { lambda: 22.0 };
    assert!(middle(&bad, &under, Ok(&x)).is_err());
}

#[test]
fn the_negative_binomial_comes_from_the_book_pair() {
    // p_over 0.5 at 21.5 with k = 8: the fitted mean puts half the mass above 21.
    let x = Outcomes::from_book(21.5, 0.5, Some(8.0)).unwrap();
    assert!(close(1.0 - x.cdf(21), 0.5, 1e-9));
    let Outcomes::NegBin { k, .. } = x else {
        panic!("negbin expected")
    };
    assert_eq!(k, 8.0);
    let p = Outcomes::from_book(21.5, 0.5, None).unwrap();
    assert!(matches!(p, Outcomes::Poisson { .. }));
    assert!(close(1.0 - p.cdf(21), 0.5, 1e-9));
    assert!(Outcomes::from_book(21.5, 1.5, Some(8.0)).is_err());
    assert_eq!(x.cdf(-1), 0.0);
}
