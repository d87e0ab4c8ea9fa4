//! Worked slip settlements under the push rules (settled point 10), and the expected
//! payouts and best slips that follow from them, checked against enumerating every result.

use crate::picks::{
    LegOutcome::{self, Hit, Miss, Push},
    PushRule, PushSlipLeg, best_power_slips, flex_settle_with, flex_slip_payout,
    flex_slip_payout_with_rule, power_pays, power_settle, power_slip_payout_with_pushes,
};

/// Underdog's power payouts (2..=6 legs), from src/slip_rules.rs.
fn underdog(m: usize) -> Option<f64> {
    [3.0, 6.0, 10.0, 20.0, 35.0].get(m.checked_sub(2)?).copied()
}

/// PrizePicks' power payouts (2..=6 legs).
fn prizepicks(m: usize) -> Option<f64> {
    [3.0, 5.0, 10.0, 20.0, 37.5].get(m.checked_sub(2)?).copied()
}

/// PrizePicks' flex tables (3..=6 legs), from src/commands/picks/payouts.rs.
fn pp_flex(n: usize) -> Option<Vec<f64>> {
    match n {
        3 => Some(vec![2.25, 1.25]),
        4 => Some(vec![5.0, 1.5]),
        5 => Some(vec![10.0, 2.0, 0.4]),
        6 => Some(vec![25.0, 2.0, 0.4]),
        _ => None,
    }
}

#[test]
fn worked_settlements() {
    let d = PushRule::Drop;
    // Power 2 with a push: a refund.
    assert_eq!(power_settle(&[Hit, Push], prizepicks, d), Some(1.0));
    // Power 3 with a push pays the power-2 payout: Underdog 3x (not 6x), PrizePicks 3x.
    assert_eq!(power_settle(&[Hit, Push, Hit], underdog, d), Some(3.0));
    assert_eq!(power_settle(&[Push, Hit, Hit], prizepicks, d), Some(3.0));
    // Underdog power 6 with one push pays its 5-pick 20x; two pushes its 4-pick 10x.
    assert_eq!(
        power_settle(&[Hit, Hit, Push, Hit, Hit, Hit], underdog, d),
        Some(20.0)
    );
    assert_eq!(
        power_settle(&[Hit, Push, Push, Hit, Hit, Hit], underdog, d),
        Some(10.0)
    );
    // Flex 6 with a push pays the flex-5 table: all five others hit 10x, one miss 2x.
    let six = |r: &[LegOutcome]| flex_settle_with(r, pp_flex, 3.0, d);
    assert_eq!(six(&[Push, Hit, Hit, Hit, Hit, Hit]), Some(10.0));
    assert_eq!(six(&[Push, Hit, Miss, Hit, Hit, Hit]), Some(2.0));
    // Flex 3 with a push: a power 2 (3x both hit, else 0).
    assert_eq!(
        flex_settle_with(&[Hit, Push, Hit], pp_flex, 3.0, d),
        Some(3.0)
    );
    // Lose: a push is a miss (power 0; flex on the full table with one more miss).
    let l = PushRule::Lose;
    assert_eq!(power_settle(&[Hit, Push, Hit], underdog, l), Some(0.0));
    assert_eq!(
        flex_settle_with(&[Push, Hit, Hit, Hit, Hit, Hit], pp_flex, 3.0, l),
        Some(2.0)
    );
    assert_eq!(
        flex_settle_with(&[Push, Miss, Hit, Hit, Hit, Hit], pp_flex, 3.0, l),
        Some(0.4)
    );
}

/// Every result of `n` legs (3^n), settled one by one.
fn enumerate(wins: &[f64], pushes: &[f64], settle: impl Fn(&[LegOutcome]) -> f64) -> f64 {
    let legs = wins.len();
    let mut total = 0.0;
    for code in 0..3usize.pow(legs as u32) {
        let (mut rest, mut prob, mut results) = (code, 1.0, Vec::with_capacity(legs));
        for i in 0..legs {
            let (outcome, chance) = match rest % 3 {
                0 => (Hit, wins[i]),
                1 => (Push, pushes[i]),
                _ => (Miss, 1.0 - wins[i] - pushes[i]),
            };
            results.push(outcome);
            prob *= chance;
            rest /= 3;
        }
        total += prob * settle(&results);
    }
    total
}

/// Hand-worked: a 2-pick (3x), leg 1 hits 0.5 and pushes 0.2, leg 2 hits 0.6:
/// 0.5·0.6·3 plus 0.2 (refund) = 1.1. Underdog power 3 at 0.5 each, the first pushing 0.2:
/// 0.5³·6 + 0.2·0.5²·3 = 0.9, where a push counted as a loss gives 0.75.
#[test]
fn power_expected_payouts_with_pushes() {
    let d = PushRule::Drop;
    let pays2 = power_pays(2, prizepicks, d);
    assert_eq!(pays2, [1.0, 1.0, 3.0]);
    let ev = power_slip_payout_with_pushes(&[0.5, 0.6], &[0.2, 0.0], &pays2);
    assert!((ev - 1.1).abs() < 1e-12, "{ev}");
    let pays3 = power_pays(3, underdog, d);
    let ev = power_slip_payout_with_pushes(&[0.5, 0.5, 0.5], &[0.2, 0.0, 0.0], &pays3);
    assert!((ev - 0.9).abs() < 1e-12, "{ev}");
    let lose = power_pays(3, underdog, PushRule::Lose);
    assert_eq!(lose, [0.0, 0.0, 0.0, 6.0]);
    let ev = power_slip_payout_with_pushes(&[0.5, 0.5, 0.5], &[0.2, 0.0, 0.0], &lose);
    assert!((ev - 0.75).abs() < 1e-12, "{ev}");
    // Against every result of a 6-pick Underdog slip with whole-number lines.
    let wins = [0.52, 0.5, 0.47, 0.55, 0.5, 0.49];
    let pushes = [0.08, 0.1, 0.09, 0.07, 0.1, 0.11];
    for rule in [PushRule::Drop, PushRule::Lose] {
        let pays = power_pays(6, underdog, rule);
        let want = enumerate(&wins, &pushes, |r| power_settle(r, underdog, rule).unwrap());
        let got = power_slip_payout_with_pushes(&wins, &pushes, &pays);
        assert!((got - want).abs() < 1e-12, "{rule:?}: {got} vs {want}");
    }
    // The push counted as a loss understated this slip by ~19 points of EV.
    let drop = power_slip_payout_with_pushes(&wins, &pushes, &power_pays(6, underdog, d));
    let as_loss = 35.0 * wins.iter().product::<f64>();
    assert!(100.0 * (drop - as_loss) > 15.0, "{drop} vs {as_loss}");
}

#[test]
fn flex_expected_payouts_follow_the_rule() {
    let wins = [0.55, 0.5, 0.6, 0.52, 0.5];
    let pushes = [0.1, 0.0, 0.05, 0.1, 0.0];
    for rule in [PushRule::Drop, PushRule::Lose] {
        let want = enumerate(&wins, &pushes, |r| {
            flex_settle_with(r, pp_flex, 3.0, rule).unwrap()
        });
        let got = flex_slip_payout_with_rule(&wins, &pushes, pp_flex, 3.0, rule).unwrap();
        assert!((got - want).abs() < 1e-12);
    }
    // Lose is the table with a push as a miss: the push-free formula at p_win.
    let lose = flex_slip_payout_with_rule(&wins, &pushes, pp_flex, 3.0, PushRule::Lose).unwrap();
    assert!((lose - flex_slip_payout(&[10.0, 2.0, 0.4], &wins)).abs() < 1e-12);
}

fn leg(index: usize, event: usize, p_win: f64, p_push: f64) -> PushSlipLeg {
    PushSlipLeg {
        index,
        event,
        p_win,
        p_push,
    }
}

/// Under drop a leg that pushes often can beat one that wins a little more: leg 1 (0.53
/// win, 0.15 push) against leg 0 (0.55, no push), each beside leg 2 (0.6) on a 3x 2-pick:
/// 3·0.6·0.53 + 0.15 = 1.104 against 3·0.6·0.55 = 0.99. Under lose the order turns.
#[test]
fn best_power_slips_rank_by_the_rule() {
    let cands = [
        leg(0, 0, 0.55, 0.0),
        leg(1, 1, 0.53, 0.15),
        leg(2, 2, 0.6, 0.0),
    ];
    let best = best_power_slips(&cands, 2, &power_pays(2, prizepicks, PushRule::Drop), 1).unwrap();
    let mut legs = best[0].legs.clone();
    legs.sort_unstable();
    assert_eq!(legs, [1, 2]);
    assert!((best[0].slip_ev_pct - 100.0 * (3.0 * 0.6 * 0.53 + 0.15 - 1.0)).abs() < 1e-9);
    assert!((best[0].p_all - 0.6 * 0.53).abs() < 1e-12);
    let best = best_power_slips(&cands, 2, &power_pays(2, prizepicks, PushRule::Lose), 1).unwrap();
    let mut legs = best[0].legs.clone();
    legs.sort_unstable();
    assert_eq!(legs, [0, 2]);
    assert!(best_power_slips(&cands, 2, &[1.0, 1.0], 1).is_err());
}

/// Calls `out` with every `pick.len()`-subset of `c`'s positions, ascending.
fn combos(
    at: usize,
    from: usize,
    pick: &mut Vec<usize>,
    c: &[PushSlipLeg],
    out: &mut dyn FnMut(&[usize]),
) {
    if at == pick.len() {
        out(pick);
        return;
    }
    for i in from..c.len() {
        pick[at] = i;
        combos(at + 1, i + 1, pick, c, out);
    }
}

/// The pruned search finds exactly the K best of every slip, by brute force.
#[test]
fn best_power_slips_is_exact() {
    // A fixed pseudo-random board: 14 legs on 9 events.
    let mut x: u64 = 42;
    let mut next = || {
        x = x
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (x >> 11) as f64 / (1u64 << 53) as f64
    };
    let cands: Vec<PushSlipLeg> = (0..14)
        .map(|i| {
            let push = if i % 3 == 0 { 0.0 } else { 0.15 * next() };
            leg(i, i % 9, 0.35 + 0.3 * next(), push)
        })
        .collect();
    for (n, rule) in [
        (2, PushRule::Drop),
        (3, PushRule::Drop),
        (4, PushRule::Drop),
        (3, PushRule::Lose),
    ] {
        let pays = power_pays(n, underdog, rule);
        let mut all: Vec<(f64, Vec<usize>)> = Vec::new();
        let mut pick = vec![0usize; n];
        combos(0, 0, &mut pick, &cands, &mut |p: &[usize]| {
            let events: std::collections::HashSet<usize> =
                p.iter().map(|&i| cands[i].event).collect();
            if events.len() == p.len() {
                let w: Vec<f64> = p.iter().map(|&i| cands[i].p_win).collect();
                let u: Vec<f64> = p.iter().map(|&i| cands[i].p_push).collect();
                all.push((power_slip_payout_with_pushes(&w, &u, &pays), p.to_vec()));
            }
        });
        all.sort_by(|a, b| b.0.total_cmp(&a.0));
        let best = best_power_slips(&cands, n, &pays, 5).unwrap();
        assert_eq!(best.len(), 5);
        for (b, (ev, _)) in best.iter().zip(&all) {
            assert!(
                (b.slip_ev_pct - 100.0 * (ev - 1.0)).abs() < 1e-9,
                "n {n}: {} vs {ev}",
                b.slip_ev_pct
            );
        }
    }
}
