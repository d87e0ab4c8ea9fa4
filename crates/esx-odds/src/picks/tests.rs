//! Pick'em fixtures with known answers (reference values from an independent bisection
//! in Python over the Poisson CDF, 300 halvings).

use super::*;

fn close(a: f64, b: f64, tol: f64) -> bool {
    (a - b).abs() < tol
}

/// The book: -120 over / +100 under at 33.5 → multiplicative p_over = 12/23.
const P_OVER: f64 = 12.0 / 23.0;
const LAMBDA: f64 = 33.984_320_757_830_93;

#[test]
fn book_pair_devigs_to_twelve_twenty_thirds() {
    let p = fair_over(-120.0, 100.0, DevigMethod::Multiplicative).unwrap();
    assert!(close(p, P_OVER, 1e-15));
    assert!(fair_over(-50.0, 100.0, DevigMethod::Multiplicative).is_err());
    assert!(fair_over(f64::NAN, 100.0, DevigMethod::Multiplicative).is_err());
}

#[test]
fn lambda_reproduces_the_book() {
    let l = poisson_lambda(33.5, P_OVER).unwrap();
    assert!(close(l, LAMBDA, 1e-8), "{l}");
    let (over, _, _) = poisson_sides(l, 33.5);
    assert!(close(over, P_OVER, 1e-12));
}

#[test]
fn a_pick_at_the_book_line_is_the_fair_side() {
    for model in [Model::Poisson, Model::None] {
        let over = pick_probability(33.5, P_OVER, 33.5, Side::Over, model)
            .unwrap()
            .unwrap();
        assert!(close(over.p_win, P_OVER, 1e-15), "{model}");
        assert!(matches!(over.p_push, None | Some(0.0)));
        let under = pick_probability(33.5, P_OVER, 33.5, Side::Under, model)
            .unwrap()
            .unwrap();
        assert!(close(under.p_win, 11.0 / 23.0, 1e-15));
    }
    // Against a 2-leg 3x power slip: be = 3^(-1/2) = 0.57735, edge = -5.561 pts.
    let be = power_breakeven(3.0, 2).unwrap();
    assert!(close(edge_pts(P_OVER, be), -5.561_113_875_484_313, 1e-9));
}

#[test]
fn picks_one_and_two_points_off_the_book_line() {
    let p = |line, side| {
        pick_probability(33.5, P_OVER, line, side, Model::Poisson)
            .unwrap()
            .unwrap()
    };
    // Over 32.5 and 31.5: easier than the book's over.
    assert!(close(
        p(32.5, Side::Over).p_win,
        0.590_020_927_585_817_7,
        1e-9
    ));
    assert!(close(
        p(31.5, Side::Over).p_win,
        0.656_325_012_991_582_6,
        1e-9
    ));
    // Under 34.5: one point above the book.
    assert!(close(
        p(34.5, Side::Under).p_win,
        0.546_511_178_279_978_4,
        1e-9
    ));
    // Under 32.5: harder.
    assert!(close(
        p(32.5, Side::Under).p_win,
        0.409_979_072_414_182_4,
        1e-9
    ));
    assert_eq!(p(32.5, Side::Over).p_push, None);
    // Without a model, off-line picks are not priced.
    assert_eq!(
        pick_probability(33.5, P_OVER, 32.5, Side::Over, Model::None).unwrap(),
        None
    );
}

#[test]
fn a_whole_number_dfs_line_has_a_push() {
    let at33 = |side| {
        pick_probability(33.5, P_OVER, 33.0, side, Model::Poisson)
            .unwrap()
            .unwrap()
    };
    let over = at33(Side::Over);
    let under = at33(Side::Under);
    assert!(close(over.p_push.unwrap(), 0.068_281_797_151_035_02, 1e-9));
    assert!(close(over.p_win, 0.521_739_130_434_783_4, 1e-9));
    assert!(close(under.p_win, 0.409_979_072_414_181_63, 1e-9));
    assert!(close(
        over.p_win + under.p_win + over.p_push.unwrap(),
        1.0,
        1e-12
    ));
}

#[test]
fn a_whole_number_book_line_is_fitted_without_its_push() {
    // Book pair at 2 de-vigged to 0.6 (conditional on no push): λ = 2.4556839…,
    // P(X > 2) = 0.44477, P(X = 2) = 0.25872, P(X < 2) = 0.29651.
    let l = poisson_lambda(2.0, 0.6).unwrap();
    assert!(close(l, 2.455_683_928_262_828, 1e-8), "{l}");
    let at = pick_probability(2.0, 0.6, 2.0, Side::Over, Model::Poisson)
        .unwrap()
        .unwrap();
    assert!(close(at.p_push.unwrap(), 0.258_716_996_518_519_65, 1e-9));
    assert!(close(at.p_win, 0.444_769_802_088_888_17, 1e-9));
}

#[test]
fn small_lambda_has_a_closed_form() {
    // P(X > 0.5) = 1 − e^(−λ); p_over = 1 − 1/e → λ = 1; then P(X > 1.5) = 1 − 2/e.
    let e = std::f64::consts::E;
    let p = pick_probability(0.5, 1.0 - 1.0 / e, 1.5, Side::Over, Model::Poisson)
        .unwrap()
        .unwrap();
    assert!(close(p.p_win, 1.0 - 2.0 / e, 1e-12));
}

#[test]
fn bad_inputs_are_errors() {
    for (bl, p, dl) in [
        (0.0, 0.5, 1.5),
        (-1.5, 0.5, 1.5),
        (1.5, 0.0, 1.5),
        (1.5, 1.0, 1.5),
        (1.5, f64::NAN, 1.5),
        (1.5, 0.5, f64::INFINITY),
        (1e9, 0.5, 1.5),
    ] {
        assert!(
            pick_probability(bl, p, dl, Side::Over, Model::Poisson).is_err(),
            "{bl} {p} {dl}"
        );
    }
    assert!(power_breakeven(1.0, 2).is_err());
    assert!(power_breakeven(3.0, 0).is_err());
    assert!(power_breakeven(f64::NAN, 2).is_err());
    assert!("gauss".parse::<Model>().is_err());
}

#[test]
fn sides_from_directions() {
    assert_eq!(Side::from_direction("higher"), Some(Side::Over));
    assert_eq!(Side::from_direction("Lower"), Some(Side::Under));
    assert_eq!(Side::from_direction("home"), None);
}

#[test]
fn lambda_fits_across_lines_and_probabilities() {
    for line in [0.5, 1.0, 3.5, 7.0, 18.5, 45.5, 120.0] {
        for p in [0.05, 0.3, 0.5, 0.7, 0.95] {
            let l = poisson_lambda(line, p).unwrap();
            let back = pick_probability(line, p, line + 0.5, Side::Over, Model::Poisson)
                .unwrap()
                .unwrap();
            assert!(l > 0.0 && back.p_win <= p + 1e-12, "{line} {p}");
        }
    }
}

#[test]
fn best_slips_use_different_events() {
    let legs = [
        SlipLeg {
            index: 0,
            event: 1,
            p_win: 0.70,
        },
        SlipLeg {
            index: 1,
            event: 1,
            p_win: 0.68,
        },
        SlipLeg {
            index: 2,
            event: 2,
            p_win: 0.60,
        },
        SlipLeg {
            index: 3,
            event: 3,
            p_win: 0.59,
        },
    ];
    let slips = best_slips(&legs, 2, 3.0, 3).unwrap();
    assert_eq!(slips.len(), 3);
    assert_eq!(slips[0].legs, vec![0, 2]);
    assert!(close(slips[0].p_all, 0.42, 1e-12));
    assert!(close(
        slips[0].slip_ev_pct,
        100.0 * (3.0 * 0.42 - 1.0),
        1e-9
    ));
    assert_eq!(slips[1].legs, vec![0, 3]);
    assert_eq!(slips[2].legs, vec![1, 2]);
    for s in &slips {
        assert_ne!(legs[s.legs[0]].event, legs[s.legs[1]].event);
    }
    // Three legs need three events: only {0|1} × 2 × 3.
    let three = best_slips(&legs, 3, 5.0, 10).unwrap();
    assert_eq!(three.len(), 2);
    assert_eq!(three[0].legs, vec![0, 2, 3]);
    assert!(best_slips(&legs, 0, 3.0, 1).is_err());
    assert!(best_slips(&legs, 2, 3.0, 0).unwrap().is_empty());
}

/// PrizePicks' flex tables (flex3 2.25×/1.25×; flex4 5×/1.5×; flex5 10×/2×/0.4×; flex6
/// 25×/2×/0.4×) break even per leg at 0.5909, 0.5689, 0.5425 and 0.5421: at each
/// break-even, enumerating all 2^n results of n independent legs gives an expected
/// payout of exactly 1.
#[test]
fn flex_breakevens_by_enumeration() {
    let tables: [(u32, &[f64], f64); 4] = [
        (3, &[2.25, 1.25], 0.5909),
        (4, &[5.0, 1.5], 0.5689),
        (5, &[10.0, 2.0, 0.4], 0.5425),
        (6, &[25.0, 2.0, 0.4], 0.5421),
    ];
    for (n, table, known) in tables {
        let be = flex_breakeven(table, n).unwrap();
        assert_eq!((be * 1e4).round() / 1e4, known, "flex{n}");
        // Enumerate every result by hand: 2^n bit patterns, payout by misses.
        let mut expected = 0.0;
        for hits in 0u32..(1 << n) {
            let k = hits.count_ones();
            let misses = (n - k) as usize;
            let pay = table.get(misses).copied().unwrap_or(0.0);
            expected += be.powi(k as i32) * (1.0 - be).powi(misses as i32) * pay;
        }
        assert!(close(expected, 1.0, 1e-9), "flex{n}: {expected}");
        // The heterogeneous form agrees at equal legs.
        let legs = vec![be; n as usize];
        assert!(close(flex_slip_payout(table, &legs), 1.0, 1e-9));
    }
}

#[test]
fn flex_tables_that_cannot_break_even_are_refused() {
    assert!(flex_breakeven(&[1.0, 0.5], 3).is_err());
    assert!(flex_breakeven(&[2.0, 3.0], 3).is_err());
    assert!(flex_breakeven(&[2.0, f64::NAN], 3).is_err());
    assert!(flex_breakeven(&[2.0, 1.0, 0.5, 0.1], 3).is_err());
    assert!(flex_breakeven(&[], 3).is_err());
    assert!(flex_breakeven(&[3.0], 1).is_err());
}

/// A pushed flex leg drops the slip to the (n−1)-leg table; two legs left pay as a
/// 2-leg power slip; PrizePicks' tables (flex5 10/2/0.4, flex4 5/1.5, flex3 2.25/1.25).
#[test]
fn a_pushed_flex_leg_drops_the_slip_one_table() {
    use crate::picks::{LegOutcome::*, flex_settle};
    let tables = |n: usize| match n {
        3 => Some(vec![2.25, 1.25]),
        4 => Some(vec![5.0, 1.5]),
        5 => Some(vec![10.0, 2.0, 0.4]),
        _ => None,
    };
    // Five legs, all hit: 10×; four hit and one miss: 2×.
    assert_eq!(flex_settle(&[Hit; 5], tables, 3.0), Some(10.0));
    assert_eq!(
        flex_settle(&[Hit, Hit, Hit, Hit, Miss], tables, 3.0),
        Some(2.0)
    );
    // Five legs, one pushed, the other four hit: the flex4 table's 5×, not 10×.
    assert_eq!(
        flex_settle(&[Hit, Push, Hit, Hit, Hit], tables, 3.0),
        Some(5.0)
    );
    // Four legs, one pushed, one missed: flex3 with one miss pays 1.25×.
    assert_eq!(
        flex_settle(&[Push, Hit, Miss, Hit], tables, 3.0),
        Some(1.25)
    );
    // Three legs, one pushed: a 2-leg power slip (3× both hit, 0 otherwise).
    assert_eq!(flex_settle(&[Hit, Push, Hit], tables, 3.0), Some(3.0));
    assert_eq!(flex_settle(&[Miss, Push, Hit], tables, 3.0), Some(0.0));
    // Two pushes of three: the stake back.
    assert_eq!(flex_settle(&[Push, Push, Miss], tables, 3.0), Some(1.0));
    // Six legs, one pushed, no flex5 table: unknown.
    assert_eq!(
        flex_settle(&[Hit, Hit, Hit, Hit, Hit, Push], |_| None, 3.0),
        None
    );
}

#[test]
fn a_pushed_leg_settles_by_the_apps_rule() {
    use super::{LegOutcome::*, PushRule, power_settle, push_leg_return};
    // Underdog's power payouts (3-leg 6x, 2-leg 3x).
    let ud = |m: usize| match m {
        2 => Some(3.0),
        3 => Some(6.0),
        _ => None,
    };
    // No push: all hit pays 6; a miss pays 0.
    assert_eq!(
        power_settle(&[Hit, Hit, Hit], ud, PushRule::Drop),
        Some(6.0)
    );
    assert_eq!(
        power_settle(&[Hit, Miss, Hit], ud, PushRule::Drop),
        Some(0.0)
    );
    // Drop: a 3-leg slip with one push pays as a 2-leg slip (3x), with a miss 0; a
    // 2-leg slip with one push is refunded.
    assert_eq!(
        power_settle(&[Hit, Push, Hit], ud, PushRule::Drop),
        Some(3.0)
    );
    assert_eq!(
        power_settle(&[Miss, Push, Hit], ud, PushRule::Drop),
        Some(0.0)
    );
    assert_eq!(power_settle(&[Push, Hit], ud, PushRule::Drop), Some(1.0));
    // A 2-pick with a push is refunded whatever its other leg did (settled point 10).
    assert_eq!(power_settle(&[Push, Miss], ud, PushRule::Drop), Some(1.0));
    assert_eq!(power_settle(&[Push, Miss], ud, PushRule::Lose), Some(0.0));
    assert_eq!(
        power_settle(&[Push, Push, Hit], ud, PushRule::Drop),
        Some(1.0)
    );
    // Lose: a push is a miss.
    assert_eq!(
        power_settle(&[Hit, Push, Hit], ud, PushRule::Lose),
        Some(0.0)
    );
    // No payout for the legs left: unknown.
    assert_eq!(
        power_settle(&[Hit, Hit, Hit, Push], |_| None, PushRule::Drop),
        None
    );
    // Per leg: 3-leg 6x -> 2-leg 3x, the pushed leg returns 3 / 6^(2/3) = 0.908560...
    let r = push_leg_return(PushRule::Drop, 3, 6.0, 3.0);
    assert!((r - 3.0 / 36f64.cbrt()).abs() < 1e-12, "{r}");
    assert!((r - 0.908_560_296_416_069).abs() < 1e-9, "{r}");
    // With the other two legs hitting at 6^(1/3) each the slip pays exactly 3.
    assert!((r * 6f64.cbrt() * 6f64.cbrt() - 3.0).abs() < 1e-12);
    // PrizePicks 3-leg 5x -> 2-leg 3x: 3 / 5^(2/3) = 1.02599 (a push is worth more).
    assert!((push_leg_return(PushRule::Drop, 3, 5.0, 3.0) - 1.025_985_568_5).abs() < 1e-9);
    // A 2-leg 3x slip refunded: 1/sqrt(3); lose: 0.
    assert!((push_leg_return(PushRule::Drop, 2, 3.0, 99.0) - 3f64.sqrt().recip()).abs() < 1e-12);
    assert_eq!(push_leg_return(PushRule::Lose, 3, 6.0, 3.0), 0.0);
    assert_eq!(PushRule::parse(" Drop "), Some(PushRule::Drop));
    assert_eq!(PushRule::parse("lose"), Some(PushRule::Lose));
    assert_eq!(PushRule::parse("refund"), None);
}

/// A flex3 slip (PrizePicks 2.25× / 1.25×, power2 3×) whose first leg pushes with 0.2:
/// enumerated by hand, a push leaves a 2-leg power slip of the other two.
#[test]
fn a_flex_slip_with_a_push_chance_pays_the_dropped_tables() {
    use crate::picks::{flex_slip_payout, flex_slip_payout_with_pushes};
    let tables = |n: usize| (n == 3).then(|| vec![2.25, 1.25]);
    let (w, q, p2, p3) = (0.5, 0.2, 0.6, 0.55);
    // Leg 1 hits (0.5): 3 legs settle on flex3 (all hit 2.25, one miss 1.25).
    let hit = w * (p2 * p3 * 2.25 + p2 * (1.0 - p3) * 1.25 + (1.0 - p2) * p3 * 1.25);
    // Leg 1 pushes (0.2): a 2-leg power slip, 3× when both others hit.
    let push = q * (p2 * p3 * 3.0);
    // Leg 1 misses (0.3): flex3 with one miss pays 1.25 when both others hit.
    let miss = (1.0 - w - q) * (p2 * p3 * 1.25);
    let want = hit + push + miss;
    let got = flex_slip_payout_with_pushes(&[w, p2, p3], &[q, 0.0, 0.0], tables, 3.0).unwrap();
    assert!((got - want).abs() < 1e-12, "{got} vs {want}");
    // Without pushes it is the plain enumeration.
    let plain = flex_slip_payout_with_pushes(&[w, p2, p3], &[0.0; 3], tables, 3.0).unwrap();
    assert!((plain - flex_slip_payout(&[2.25, 1.25], &[w, p2, p3])).abs() < 1e-12);
    // A 4-leg slip with a push chance needs the flex3 table: without it, unknown.
    assert_eq!(
        flex_slip_payout_with_pushes(
            &[0.5; 4],
            &[0.1; 4],
            |n| (n == 4).then(|| vec![5.0, 1.5]),
            3.0
        ),
        None
    );
}

mod push_rules;
