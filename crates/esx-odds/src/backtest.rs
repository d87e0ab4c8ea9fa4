//! Grading and scoring predictions: how a result settles a pick or a market outcome, and
//! the figures `esx backtest` reports (hit rate, calibration, Brier score, log loss,
//! flat-stake ROI, mean CLV, maximum drawdown).
//!
//! - A pick over line `L` wins when the actual value is above `L`, loses below, pushes at
//!   `L`; an under the reverse.
//! - Markets from a finished series (`score1` maps to `score2`, team1 the home team):
//!   `match_winner` goes to the team with more maps; `map_winner` to that map's winner;
//!   `total_maps` over/under `L` on `score1 + score2`; `map_handicap` `L` on a team wins
//!   when its maps plus `L` exceed the other's, pushes when equal.
//! - Scores are over graded rows without pushes; ROI is profit over every settled stake
//!   (pushes return theirs: profit 0, stake counted); drawdown is the largest fall of the
//!   cumulative profit from an earlier peak (peak starting at 0), in units and in percent
//!   of a 100-unit bankroll at that peak (`100·fall/(100 + peak)`, its largest value).

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
    #[allow(clippy::float_cmp)] // posted lines and counted values: equal or not
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
            #[allow(clippy::cast_precision_loss)]
            pick_outcome(line?, over, (s.score1 + s.score2) as f64)
        }
        "map_handicap" => {
            let l = own_line.or(line)?;
            #[allow(clippy::cast_precision_loss)]
            let (mine, theirs) = match side? {
                1 => (s.score1 as f64, s.score2 as f64),
                _ => (s.score2 as f64, s.score1 as f64),
            };
            let adj = mine + l;
            #[allow(clippy::float_cmp)]
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
    /// Rows with a final grade, pushes included.
    pub count: u64,
    /// `count − pushes`.
    pub graded: u64,
    pub pushes: u64,
    pub hit_rate: Option<f64>,
    pub mean_predicted: Option<f64>,
    pub brier: Option<f64>,
    pub log_loss: Option<f64>,
    pub profit: f64,
    pub roi_pct: Option<f64>,
    pub mean_clv_pct: Option<f64>,
    pub max_drawdown: f64,
    pub max_drawdown_pct: f64,
    pub calibration: Vec<Bucket>,
}

/// Probabilities are clipped this far inside (0, 1) for the log loss.
const EPS: f64 = 1e-15;

/// The bucket of a probability: `⌊10p⌋`, with 1.0 in the last.
#[must_use]
pub fn bucket_of(p: f64) -> usize {
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let b = (p.clamp(0.0, 1.0) * 10.0).floor() as usize;
    b.min(9)
}

/// Score rows given in time order.
#[must_use]
pub fn summarise(rows: &[Scored]) -> Summary {
    let mut sums = [(0u64, 0.0f64, 0.0f64); 10];
    let (mut graded, mut pushes) = (0u64, 0u64);
    let (mut hits, mut pred, mut brier, mut ll) = (0.0, 0.0, 0.0, 0.0);
    let (mut profit, mut peak, mut dd, mut dd_pct) = (0.0f64, 0.0f64, 0.0f64, 0.0f64);
    let (mut clv_sum, mut clv_n) = (0.0, 0u64);
    for r in rows {
        profit += r.profit();
        peak = peak.max(profit);
        dd = dd.max(peak - profit);
        dd_pct = dd_pct.max(100.0 * (peak - profit) / (100.0 + peak));
        if let Some(c) = r.clv_pct.filter(|c| c.is_finite()) {
            clv_sum += c;
            clv_n += 1;
        }
        let Some(won) = r.won else {
            pushes += 1;
            continue;
        };
        graded += 1;
        let o = if won { 1.0 } else { 0.0 };
        let p = r.predicted;
        hits += o;
        pred += p;
        brier += (p - o) * (p - o);
        let pc = p.clamp(EPS, 1.0 - EPS);
        ll -= o * pc.ln() + (1.0 - o) * (1.0 - pc).ln();
        let b = &mut sums[bucket_of(p)];
        b.0 += 1;
        b.1 += p;
        b.2 += o;
    }
    let count = graded + pushes;
    #[allow(clippy::cast_precision_loss)]
    let mean = |s: f64, n: u64| (n > 0).then(|| s / n as f64);
    let calibration = sums
        .iter()
        .enumerate()
        .map(|(i, (n, p, o))| {
            #[allow(clippy::cast_precision_loss)]
            let lo = i as f64 / 10.0;
            Bucket {
                lo,
                hi: if i == 9 { 1.0 } else { (i + 1) as f64 / 10.0 },
                count: *n,
                predicted: mean(*p, *n),
                observed: mean(*o, *n),
            }
        })
        .collect();
    Summary {
        count,
        graded,
        pushes,
        hit_rate: mean(hits, graded),
        mean_predicted: mean(pred, graded),
        brier: mean(brier, graded),
        log_loss: mean(ll, graded),
        profit,
        #[allow(clippy::cast_precision_loss)]
        roi_pct: (count > 0).then(|| 100.0 * profit / count as f64),
        mean_clv_pct: mean(clv_sum, clv_n),
        max_drawdown: dd,
        max_drawdown_pct: dd_pct,
        calibration,
    }
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
        let s = summarise(&rows);
        assert_eq!((s.count, s.graded, s.pushes), (5, 4, 1));
        assert!((s.hit_rate.unwrap() - 0.5).abs() < 1e-12);
        assert!((s.mean_predicted.unwrap() - (0.8 + 0.6 + 0.3 + 0.75) / 4.0).abs() < 1e-12);
        // Brier: (0.2² + 0.6² + 0.7² + 0.75²)/4 = (0.04 + 0.36 + 0.49 + 0.5625)/4 = 0.363125
        assert!((s.brier.unwrap() - 0.363_125).abs() < 1e-12);
        // Log loss: −(ln 0.8 + ln 0.4 + ln 0.3 + ln 0.25)/4
        let ll = -(0.8f64.ln() + 0.4f64.ln() + 0.3f64.ln() + 0.25f64.ln()) / 4.0;
        assert!((s.log_loss.unwrap() - ll).abs() < 1e-12);
        // Profit 0.5 over 5 staked units: +10 %.
        assert!((s.profit - 0.5).abs() < 1e-12);
        assert!((s.roi_pct.unwrap() - 10.0).abs() < 1e-9);
        // Peaks 0.5 then falls to −0.5 (1.0), then 1.5 → 0.5 (1.0): max 1.0 units;
        // percent: 100·1/(100.5) vs 100·1/101.5 → the first.
        assert!((s.max_drawdown - 1.0).abs() < 1e-12);
        assert!((s.max_drawdown_pct - 100.0 / 100.5).abs() < 1e-12);
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
        assert_eq!(o("map_winner", Some(4), None, "Bravo"), None);
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
