//! Known answers for a gap's middle, worked by hand below.
//!
//! Player Zed, CS2 kills maps 1–2 (a count stat, `k` 30 by default). The sportsbook
//! (`draftkings`) posts 32.5 at −110/−110: fair `p_over` 0.5, so μ is the NegBin(μ, 30)
//! median above 32.5: μ = 33.0336 (P(X ≥ 33) = 0.5). PrizePicks posts over (`higher`)
//! 30.5, Underdog under (`lower`) 33.5: the window is 31..=33 and
//! `p_middle = P(31 ≤ X ≤ 33) = 0.144738`. Both are DFS at power-2 3×: each side is
//! worth d = √3 and the stakes are equal (½, ½); no line is whole, so nothing pushes and
//! `P(X ≥ 31) + P(X ≤ 33) = 1 + p_middle`:
//! `ev_pct = 100·(√3/2·(1 + 0.144738) − 1) = −0.8628`.
//!
//! Whole lines, over 31 and under 33: window 32..=32 (31 pushes the over, 33 the under);
//! a push returns 1/√3 under drop, so `ev_pct = 100·(½(√3·P(X ≥ 32) + P(31)/√3) +
//! ½(√3·P(X ≤ 32) + P(33)/√3) − 1) = −6.4203`; `p_middle = P(32) = 0.048479`. With
//! Underdog's push rule `lose` its push returns nothing: −7.7982.

use super::*;

const STAT: &str = "CS2_KILLS_MAPS_1_2";

fn row(venue: &str, line: f64, direction: &str) -> PropLine {
    PropLine {
        venue: venue.into(),
        prop_id: format!("{venue}-{line}-{direction}"),
        player_id: Some("cs2_pl_zed".into()),
        player_name: "Zed".into(),
        team: "A".into(),
        opponent: "B".into(),
        event_id: "e1".into(),
        event_time: "2026-11-21T18:00:00Z".into(),
        stat_type: STAT.into(),
        line,
        direction: direction.into(),
    }
}

/// The board: the two DFS rows given, and the sportsbook's pair at 32.5 unless `book`
/// is false; the gap esx computes from the DFS rows.
fn board(dfs: &[(&str, f64, &str)], book: bool) -> (Gap, Vec<PropLine>, Vec<Option<i64>>) {
    let mut lines: Vec<PropLine> = dfs.iter().map(|(v, l, d)| row(v, *l, d)).collect();
    let mut odds = vec![None; lines.len()];
    if book {
        lines.push(row("draftkings", 32.5, "over"));
        lines.push(row("draftkings", 32.5, "under"));
        odds.extend([Some(-110), Some(-110)]);
    }
    let gaps = esx_odds::compute_gaps(&lines, "cs2", 0.5, |v| v != "draftkings").unwrap();
    assert_eq!(gaps.len(), 1, "{gaps:?}");
    (gaps[0].clone(), lines, odds)
}

fn middle_of(
    dfs: &[(&str, f64, &str)],
    book: bool,
    config: &dyn Fn(&str) -> Option<String>,
) -> Option<Middle> {
    let (gap, lines, odds) = board(dfs, book);
    Valuer::new(lines, &odds, config).middle(&gap).unwrap()
}

fn none(_: &str) -> Option<String> {
    None
}

#[test]
fn a_half_line_middle_is_valued_from_the_book_pair() {
    let m = middle_of(
        &[("prizepicks", 30.5, "higher"), ("underdog", 33.5, "lower")],
        true,
        &none,
    )
    .expect("a middle");
    assert_eq!(m.window, [31, 33]);
    assert_eq!((m.low.venue.as_str(), m.low.line), ("prizepicks", 30.5));
    assert_eq!((m.high.venue.as_str(), m.high.line), ("underdog", 33.5));
    assert!((m.p_middle.unwrap() - 0.144_738).abs() < 1e-5, "{m:?}");
    assert!((m.ev_pct.unwrap() - -0.8628).abs() < 1e-3, "{m:?}");
    assert_eq!(m.reason, None);
}

#[test]
fn whole_lines_push_by_each_venues_rule() {
    let dfs = [("prizepicks", 31.0, "higher"), ("underdog", 33.0, "lower")];
    let m = middle_of(&dfs, true, &none).expect("a middle");
    assert_eq!(m.window, [32, 32]);
    assert!((m.p_middle.unwrap() - 0.048_479).abs() < 1e-5, "{m:?}");
    assert!((m.ev_pct.unwrap() - -6.4203).abs() < 1e-3, "{m:?}");
    let lose = |k: &str| (k == "payout.underdog.push").then(|| "lose".to_string());
    let m = middle_of(&dfs, true, &lose).expect("a middle");
    assert!((m.ev_pct.unwrap() - -7.7982).abs() < 1e-3, "{m:?}");
}

#[test]
fn integer_lines_that_only_push_are_no_middle() {
    // 31 pushes the over, 32 the under: no whole number wins both.
    let dfs = [("prizepicks", 31.0, "higher"), ("underdog", 32.0, "lower")];
    assert_eq!(middle_of(&dfs, true, &none), None);
    // The under below the over: no middle either.
    let dfs = [("prizepicks", 33.5, "higher"), ("underdog", 30.5, "lower")];
    assert_eq!(middle_of(&dfs, true, &none), None);
}

#[test]
fn without_a_book_pair_the_window_stands_and_the_figures_are_null() {
    let m = middle_of(
        &[("prizepicks", 30.5, "higher"), ("underdog", 33.5, "lower")],
        false,
        &none,
    )
    .expect("a middle");
    assert_eq!(m.window, [31, 33]);
    assert_eq!((m.p_middle, m.ev_pct), (None, None));
    assert_eq!(m.reason.as_deref(), Some(NO_BOOK_PAIR));
}

#[test]
fn a_bad_config_k_is_exit_2_naming_the_key() {
    let bad = |k: &str| (k == "picks.dispersion.CS2_KILLS_MAPS_1_2").then(|| "-1".to_string());
    let (gap, lines, odds) = board(
        &[("prizepicks", 30.5, "higher"), ("underdog", 33.5, "lower")],
        true,
    );
    let err = Valuer::new(lines, &odds, &bad).middle(&gap).unwrap_err();
    assert!(
        err.to_string()
            .contains("picks.dispersion.CS2_KILLS_MAPS_1_2"),
        "{err}"
    );
}
