//! Grading and scoring predictions: how a result settles a pick or a market outcome, and
//! the figures `esx backtest` reports (hit rate, calibration, Brier score, log loss,
//! flat-stake ROI, mean CLV, maximum drawdown), each with its clustered standard error.
//!
//! - A pick over line `L` wins when the actual value is above `L`, loses below, pushes at
//!   `L`; an under the reverse.
//! - Markets from a finished series (`score1` maps to `score2`, team1 the home team):
//!   `match_winner` goes to the team with more maps; `map_winner` to that map's winner, and
//!   is void when the series ended before that map (map 3 after 2–0); `total_maps`
//!   over/under `L` on `score1 + score2`; `map_handicap` `L` on a team wins when its maps
//!   plus `L` exceed the other's, pushes when equal.
//! - Scores (Brier, log loss, hit rate, calibration) are over distinct outcomes without
//!   pushes ([`Unit`]: the caller counts picks of one outcome across apps once); money
//!   (ROI, CLV, drawdown) is over every settled stake (pushes return theirs). Drawdown is
//!   the largest fall of the bankroll (`bankroll` units plus the cumulative profit of
//!   1-unit stakes) below its running peak, as a share of that peak: at most 100 %, which
//!   is ruin (the bankroll reached 0; betting stops there).

mod stats;
pub use stats::{Estimate, Paired, clustered_mean, paired};

use serde::Serialize;

/// How a prediction settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    Win,
    Loss,
    Push,
    /// Cancelled: no result to score (a void bet returns its stake).
    Void,
}

/// A pick's outcome from the actual value (`over`/`higher` or `under`/`lower`).
#[must_use]
pub fn pick_outcome(line: f64, over: bool, actual: f64) -> Option<Outcome> {
    if !(line.is_finite() && actual.is_finite()) {
        return None;
    }
    if actual == line {
        return Some(Outcome::Push);
    }
    Some(if (actual > line) == over {
        Outcome::Win
    } else {
        Outcome::Loss
    })
}

/// A finished series as the grade needs it.
#[derive(Debug, Clone, PartialEq)]
pub struct Series<'a> {
    pub team1: &'a str,
    pub team2: &'a str,
    pub score1: i64,
    pub score2: i64,
    /// (map number, winner's name).
    pub maps: &'a [(i64, String)],
}

/// Whether `a` names team `b` (case, spaces and punctuation aside).
fn same_team(a: &str, b: &str) -> bool {
    let n = |s: &str| -> String {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    };
    n(a) == n(b)
}

/// The outcome of a bet or an edge on `outcome` of a market, from its series. `None`:
/// the series cannot say (an outcome naming neither team, a map not played, a market
/// this grade does not know).
#[must_use]
pub fn market_outcome(
    market: &str,
    map: Option<i64>,
    line: Option<f64>,
    outcome: &str,
    s: &Series<'_>,
) -> Option<Outcome> {
    // A handicap outcome may carry its own line after the team (`Alpha -1.5`).
    let (outcome, own_line) = match outcome.rsplit_once(' ') {
        Some((team, l)) if l.starts_with(['+', '-']) => match l.parse::<f64>() {
            Ok(v) if v.is_finite() => (team, Some(v)),
            _ => (outcome, None),
        },
        _ => (outcome, None),
    };
    let side = if same_team(outcome, s.team1) {
        Some(1)
    } else if same_team(outcome, s.team2) {
        Some(2)
    } else {
        None
    };
    let won = |team: i32| -> Outcome {
        if team == side.unwrap_or(0) {
            Outcome::Win
        } else {
            Outcome::Loss
        }
    };
    match market {
        "match_winner" => {
            side?;
            match s.score1.cmp(&s.score2) {
                std::cmp::Ordering::Greater => Some(won(1)),
                std::cmp::Ordering::Less => Some(won(2)),
                std::cmp::Ordering::Equal => Some(Outcome::Push),
            }
        }
        "map_winner" => {
            side?;
            let n = map?;
            // The series ended before this map: it never happens, the market is void.
            if n > s.score1 + s.score2 && s.score1 != s.score2 {
                return Some(Outcome::Void);
            }
            let (_, winner) = s.maps.iter().find(|(m, _)| *m == n)?;
            if same_team(winner, s.team1) {
                Some(won(1))
            } else if same_team(winner, s.team2) {
                Some(won(2))
            } else {
                None
            }
        }
        "total_maps" => {
            let over = if outcome.eq_ignore_ascii_case("over") {
                true
            } else if outcome.eq_ignore_ascii_case("under") {
                false
            } else {
                return None;
            };
            pick_outcome(line?, over, (s.score1 + s.score2) as f64)
        }
        "map_handicap" => {
            let l = own_line.or(line)?;
            let (mine, theirs) = match side? {
                1 => (s.score1 as f64, s.score2 as f64),
                _ => (s.score2 as f64, s.score1 as f64),
            };
            let adj = mine + l;
            Some(if adj == theirs {
                Outcome::Push
            } else if adj > theirs {
                Outcome::Win
            } else {
                Outcome::Loss
            })
        }
        _ => None,
    }
}

/// One graded prediction, in time order.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Scored {
    /// The predicted probability of a win (given no push).
    pub predicted: f64,
    /// `Some(true)` won, `Some(false)` lost, `None` pushed.
    pub won: Option<bool>,
    /// The decimal price a flat unit stake was taken at.
    pub price: f64,
    /// Closing line value in percent, where known.
    pub clv_pct: Option<f64>,
    /// What a pushed unit returns: 1 (the stake back) for a bet or an edge; for a pick,
    /// its app's push rule ([`crate::picks::push_leg_return`]).
    pub push_return: f64,
}

impl Scored {
    /// Profit of one unit: `price − 1` won, `−1` lost, `push_return − 1` pushed.
    #[must_use]
    pub fn profit(&self) -> f64 {
        match self.won {
            Some(true) => self.price - 1.0,
            Some(false) => -1.0,
            None => self.push_return - 1.0,
        }
    }
}

/// One distinct outcome as the scores read it: the probability given to the side scored,
/// whether that side won (pushes are left out), and the event it belongs to.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Unit {
    pub p: f64,
    pub won: bool,
    /// The event (cluster) the outcome belongs to, numbered by the caller.
    pub cluster: u32,
}

/// One calibration bucket `[lo, hi)` (the last `[0.9, 1]`).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Bucket {
    pub lo: f64,
    pub hi: f64,
    pub count: u64,
    /// Mean predicted probability of the bucket's rows (`None` when empty).
    pub predicted: Option<f64>,
    /// Their observed win rate.
    pub observed: Option<f64>,
}

/// The figures of one set of graded predictions.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Summary {
    /// Rows with a final grade, pushes included (`n_picks`).
    pub count: u64,
    /// `count − pushes`.
    pub graded: u64,
    pub pushes: u64,
    /// Distinct outcomes scored (pushes left out).
    pub n_distinct: u64,
    /// Events those outcomes belong to (the clusters of every SE).
    pub n_events: u64,
    pub hit_rate: Option<Estimate>,
    pub mean_predicted: Option<f64>,
    pub brier: Option<Estimate>,
    pub log_loss: Option<Estimate>,
    pub profit: f64,
    pub roi_pct: Option<Estimate>,
    pub mean_clv_pct: Option<f64>,
    /// The bankroll in units that the drawdown is a share of.
    pub bankroll: f64,
    /// The largest fall below the running peak, in units.
    pub max_drawdown: f64,
    /// That fall as a percent of the peak it fell from: at most 100 (ruin).
    pub max_drawdown_pct: f64,
    /// The row at which the bankroll reached 0, if it did.
    pub ruin_at: Option<usize>,
    pub calibration: Vec<Bucket>,
}

/// Probabilities are clipped this far inside (0, 1) for the log loss.
const EPS: f64 = 1e-15;

/// The bucket of a probability: `⌊10p⌋`, with 1.0 in the last.
#[must_use]
pub(crate) fn bucket_of(p: f64) -> usize {
    let b = (p.clamp(0.0, 1.0) * 10.0).floor() as usize;
    b.min(9)
}

/// The Brier score of one outcome.
#[must_use]
pub fn brier_of(p: f64, won: bool) -> f64 {
    let o = if won { 1.0 } else { 0.0 };
    (p - o) * (p - o)
}

/// The log loss of one outcome (the probability clipped inside (0, 1)).
#[must_use]
pub fn log_loss_of(p: f64, won: bool) -> f64 {
    let pc = p.clamp(EPS, 1.0 - EPS);
    -(if won { pc.ln() } else { (1.0 - pc).ln() })
}

/// The bankroll's largest fall below its running peak, from `bankroll` units and 1-unit
/// stakes in row order: `(units, percent of the peak, the row of ruin)`. At ruin (the
/// bankroll at or below 0) the fall is the whole peak, 100 %, and nothing after counts.
#[must_use]
pub fn drawdown<'a>(
    rows: impl IntoIterator<Item = &'a Scored>,
    bankroll: f64,
) -> (f64, f64, Option<usize>) {
    drawdown_of_profits(rows.into_iter().map(Scored::profit), bankroll)
}

/// [`drawdown`] over profits in any unit (a bet log's stakes in money, from a bankroll
/// in the same money): `(units, percent of the peak, the row of ruin)`, at most 100 %.
#[must_use]
pub fn drawdown_of_profits(
    profits: impl IntoIterator<Item = f64>,
    bankroll: f64,
) -> (f64, f64, Option<usize>) {
    let (mut bank, mut peak, mut dd, mut dd_pct) = (bankroll, bankroll, 0.0f64, 0.0f64);
    for (i, profit) in profits.into_iter().enumerate() {
        bank += profit;
        peak = peak.max(bank);
        if bank <= 0.0 {
            return (dd.max(peak), 100.0, Some(i));
        }
        dd = dd.max(peak - bank);
        dd_pct = dd_pct.max(100.0 * (peak - bank) / peak);
    }
    (dd, dd_pct, None)
}

/// Score `rows` (every settled stake in time order, each with its event: `(cluster,
/// row)`) and `units` (the distinct outcomes), from a `bankroll` of units. `rows` is
/// walked a few times rather than copied.
#[must_use]
pub fn summarise<'a, I>(rows: I, units: &[Unit], bankroll: f64) -> Summary
where
    I: IntoIterator<Item = (u32, &'a Scored)>,
    I::IntoIter: Clone,
{
    let rows = rows.into_iter();
    let mut sums = [(0u64, 0.0f64, 0.0f64); 10];
    let (mut count, mut pushes, mut profit) = (0u64, 0u64, 0.0);
    let (mut clv_sum, mut clv_n) = (0.0, 0u64);
    for (_, r) in rows.clone() {
        count += 1;
        pushes += u64::from(r.won.is_none());
        profit += r.profit();
        if let Some(c) = r.clv_pct.filter(|c| c.is_finite()) {
            clv_sum += c;
            clv_n += 1;
        }
    }
    let mut pred = 0.0;
    let mut events = std::collections::HashSet::new();
    for u in units {
        pred += u.p;
        events.insert(u.cluster);
        let b = &mut sums[bucket_of(u.p)];
        b.0 += 1;
        b.1 += u.p;
        b.2 += if u.won { 1.0 } else { 0.0 };
    }
    let mean = |s: f64, n: u64| (n > 0).then(|| s / n as f64);
    let calibration = sums
        .iter()
        .enumerate()
        .map(|(i, (n, p, o))| Bucket {
            lo: i as f64 / 10.0,
            hi: if i == 9 { 1.0 } else { (i + 1) as f64 / 10.0 },
            count: *n,
            predicted: mean(*p, *n),
            observed: mean(*o, *n),
        })
        .collect();
    let per_unit = |f: fn(&Unit) -> f64| units.iter().map(move |u| (u.cluster, f(u)));
    let (max_drawdown, max_drawdown_pct, ruin_at) =
        drawdown(rows.clone().map(|(_, r)| r), bankroll);
    Summary {
        count,
        graded: count - pushes,
        pushes,
        n_distinct: units.len() as u64,
        n_events: events.len() as u64,
        hit_rate: clustered_mean(per_unit(|u| if u.won { 1.0 } else { 0.0 })),
        mean_predicted: mean(pred, units.len() as u64),
        brier: clustered_mean(per_unit(|u| brier_of(u.p, u.won))),
        log_loss: clustered_mean(per_unit(|u| log_loss_of(u.p, u.won))),
        profit,
        roi_pct: clustered_mean(rows.map(|(g, r)| (g, 100.0 * r.profit()))),
        mean_clv_pct: mean(clv_sum, clv_n),
        bankroll,
        max_drawdown,
        max_drawdown_pct,
        ruin_at,
        calibration,
    }
}

/// One unit per row that did not push, each its own outcome in its row's cluster: the
/// units of bets and edges, where no two rows share an outcome.
#[must_use]
pub fn units_of_rows<'a>(rows: impl IntoIterator<Item = (u32, &'a Scored)>) -> Vec<Unit> {
    rows.into_iter()
        .filter_map(|(g, r)| {
            r.won.map(|won| Unit {
                p: r.predicted,
                won,
                cluster: g,
            })
        })
        .collect()
}

/// The cumulative profit after each row (the bankroll curve over a 0 start).
#[must_use]
pub fn curve(rows: &[Scored]) -> Vec<f64> {
    let mut total = 0.0;
    rows.iter()
        .map(|r| {
            total += r.profit();
            total
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(p: f64, won: Option<bool>, price: f64) -> Scored {
        Scored {
            predicted: p,
            won,
            price,
            clv_pct: None,
            push_return: 1.0,
        }
    }

    /// A hand-made tape of five picks: known by hand.
    #[test]
    fn hand_computed_figures() {
        let rows = [
            row(0.8, Some(true), 1.5),   // +0.5, cum 0.5
            row(0.6, Some(false), 2.0),  // −1,   cum −0.5
            row(0.6, None, 2.0),         // push, cum −0.5
            row(0.3, Some(true), 3.0),   // +2,   cum 1.5
            row(0.75, Some(false), 1.8), // −1,  cum 0.5
        ];
        // Events: rows 1–2 in event 1, rows 3–5 in event 2.
        let clusters = [1, 1, 2, 2, 2];
        let tagged = || clusters.iter().copied().zip(&rows);
        let s = summarise(tagged(), &units_of_rows(tagged()), 100.0);
        assert_eq!((s.count, s.graded, s.pushes), (5, 4, 1));
        assert_eq!((s.n_distinct, s.n_events), (4, 2));
        assert!((s.hit_rate.unwrap().value - 0.5).abs() < 1e-12);
        assert!((s.mean_predicted.unwrap() - (0.8 + 0.6 + 0.3 + 0.75) / 4.0).abs() < 1e-12);
        // Brier: (0.2² + 0.6² + 0.7² + 0.75²)/4 = (0.04 + 0.36 + 0.49 + 0.5625)/4 = 0.363125
        let brier = s.brier.unwrap();
        assert!((brier.value - 0.363_125).abs() < 1e-12);
        // Its SE by event: residuals 0.04, 0.36 | 0.49, 0.5625 less the mean → sums
        // −0.326250 and +0.326250; SE² = 2 · 2 · 0.32625² / 16.
        let se = (4.0f64 * 0.326_25 * 0.326_25 / 16.0).sqrt();
        assert!((brier.se.unwrap() - se).abs() < 1e-12);
        // Log loss: −(ln 0.8 + ln 0.4 + ln 0.3 + ln 0.25)/4
        let ll = -(0.8f64.ln() + 0.4f64.ln() + 0.3f64.ln() + 0.25f64.ln()) / 4.0;
        assert!((s.log_loss.unwrap().value - ll).abs() < 1e-12);
        // Profit 0.5 over 5 staked units: +10 %.
        assert!((s.profit - 0.5).abs() < 1e-12);
        assert!((s.roi_pct.unwrap().value - 10.0).abs() < 1e-9);
        // From 100 units: peaks 100.5 then falls to 99.5 (1.0), then 101.5 → 100.5
        // (1.0): max 1.0 units; percent of the peak: 100·1/100.5 vs 100·1/101.5.
        assert!((s.max_drawdown - 1.0).abs() < 1e-12);
        assert!((s.max_drawdown_pct - 100.0 / 100.5).abs() < 1e-12);
        assert_eq!(s.ruin_at, None);
        // Buckets: 0.3 → [0.3,0.4) one loss-free win; 0.6 → one loss; 0.75 → [0.7,0.8);
        // 0.8 → [0.8,0.9).
        let c = &s.calibration;
        assert_eq!(c.len(), 10);
        assert_eq!(c[3].count, 1);
        assert_eq!(c[3].observed, Some(1.0));
        assert_eq!(c[6].count, 1);
        assert_eq!(c[6].observed, Some(0.0));
        assert_eq!((c[7].count, c[8].count), (1, 1));
        assert_eq!(c[0].predicted, None);
        assert!((curve(&rows)[3] - 1.5).abs() < 1e-12);
    }

    /// A 3-unit bankroll losing four straight: 2, 1, 0 → ruin at the third row, 100 %,
    /// and the fourth loss does not count.
    #[test]
    fn drawdown_is_a_share_of_the_peak_and_stops_at_ruin() {
        let rows = [
            row(0.5, Some(true), 2.0),
            row(0.5, Some(false), 2.0),
            row(0.5, Some(false), 2.0),
            row(0.5, Some(false), 2.0),
            row(0.5, Some(false), 2.0),
        ];
        // 3 → 4 (peak) → 3 → 2 → 1 → 0: ruin at row 4, the whole peak lost.
        let (units, pct, ruin) = drawdown(&rows, 3.0);
        assert_eq!(ruin, Some(4));
        assert!((pct - 100.0).abs() < 1e-12);
        assert!((units - 4.0).abs() < 1e-12);
        // The same rows from 100 units: a fall of 4 from 101, 3.96 %.
        let (units, pct, ruin) = drawdown(&rows, 100.0);
        assert_eq!(ruin, None);
        assert!((units - 4.0).abs() < 1e-12);
        assert!((pct - 400.0 / 101.0).abs() < 1e-12);
    }

    /// A bet log in money: 50 → 70 (peak) → 40 is a fall of 30 from 70 (42.86 %); a
    /// further loss of 45 goes below 0: ruin at the third bet, 100 %.
    #[test]
    fn drawdown_of_money_profits_is_a_share_of_the_peak() {
        let (units, pct, ruin) = drawdown_of_profits([20.0, -30.0], 50.0);
        assert_eq!(ruin, None);
        assert!((units - 30.0).abs() < 1e-12);
        assert!((pct - 3000.0 / 70.0).abs() < 1e-12);
        let (units, pct, ruin) = drawdown_of_profits([20.0, -30.0, -45.0, 10.0], 50.0);
        assert_eq!(ruin, Some(2));
        assert!((pct - 100.0).abs() < 1e-12);
        assert!((units - 70.0).abs() < 1e-12);
    }

    #[test]
    fn buckets_are_half_open_with_one_in_the_last() {
        assert_eq!(bucket_of(0.0), 0);
        assert_eq!(bucket_of(0.1), 1);
        assert_eq!(bucket_of(0.999), 9);
        assert_eq!(bucket_of(1.0), 9);
    }

    #[test]
    fn picks_settle_from_the_actual_value() {
        assert_eq!(pick_outcome(33.5, true, 34.0), Some(Outcome::Win));
        assert_eq!(pick_outcome(33.5, false, 34.0), Some(Outcome::Loss));
        assert_eq!(pick_outcome(34.0, true, 34.0), Some(Outcome::Push));
        assert_eq!(pick_outcome(f64::NAN, true, 34.0), None);
    }

    #[test]
    fn markets_settle_from_the_series() {
        let maps = vec![
            (1, "Alpha".to_string()),
            (2, "Bravo".into()),
            (3, "Alpha".into()),
        ];
        let s = Series {
            team1: "Alpha",
            team2: "Bravo",
            score1: 2,
            score2: 1,
            maps: &maps,
        };
        let o = |m: &str, map, line, out: &str| market_outcome(m, map, line, out, &s);
        assert_eq!(o("match_winner", None, None, "alpha"), Some(Outcome::Win));
        assert_eq!(o("match_winner", None, None, "Bravo"), Some(Outcome::Loss));
        assert_eq!(o("match_winner", None, None, "Charlie"), None);
        assert_eq!(o("map_winner", Some(2), None, "Bravo"), Some(Outcome::Win));
        // A best of 3 that went 2–1 had no map 4: void, as map 3 after a 2–0 is.
        assert_eq!(o("map_winner", Some(4), None, "Bravo"), Some(Outcome::Void));
        let two_nil = Series {
            score1: 2,
            score2: 0,
            maps: &maps[..2],
            ..s.clone()
        };
        assert_eq!(
            market_outcome("map_winner", Some(3), None, "Alpha", &two_nil),
            Some(Outcome::Void)
        );
        // A map inside the played count without its winner stored: the series cannot say.
        assert_eq!(
            market_outcome(
                "map_winner",
                Some(2),
                None,
                "Alpha",
                &Series {
                    maps: &maps[..1],
                    ..s.clone()
                }
            ),
            None
        );
        assert_eq!(o("total_maps", None, Some(2.5), "Over"), Some(Outcome::Win));
        assert_eq!(
            o("total_maps", None, Some(2.5), "Under"),
            Some(Outcome::Loss)
        );
        // Bravo +1.5 loses 1–2 by one map: covers. Alpha −1.5 does not.
        assert_eq!(
            o("map_handicap", None, Some(1.5), "Bravo"),
            Some(Outcome::Win)
        );
        assert_eq!(
            o("map_handicap", None, Some(-1.5), "Alpha"),
            Some(Outcome::Loss)
        );
        assert_eq!(
            o("map_handicap", None, Some(-1.0), "Alpha"),
            Some(Outcome::Push)
        );
    }
}
