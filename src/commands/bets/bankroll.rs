//! The bankroll over time as `bets report` draws it: cumulative settled profit in the
//! order the bets settled, as a one-line sparkline under the table and (with `--plot`)
//! an SVG with the drawdown from the running peak shaded and the rolling mean CLV.

use std::fmt::Write as _;

use esx_store::{BetResult, BetRow};
use unicode_width::UnicodeWidthStr as _;

const BLOCKS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
/// The width the sparkline fits when the table has no width (piped, no `COLUMNS`).
const DEFAULT_WIDTH: usize = 80;
/// The fewest cells a sparkline is drawn with (narrower says nothing).
const MIN_CELLS: usize = 8;

/// One settled bet's point on the curve.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Point {
    /// When it settled (RFC 3339).
    pub(super) at: String,
    /// The bankroll's change from 0 after it (cumulative profit).
    pub(super) bankroll: f64,
}

/// The settled bets (void aside) in the order they settled (their settle time, then
/// id: as the drawdown counts them), each with the cumulative profit after it.
pub(super) fn curve(bets: &[BetRow]) -> Vec<Point> {
    let mut settled: Vec<&BetRow> = bets
        .iter()
        .filter(|b| b.result.is_some_and(|r| r != BetResult::Void) && b.profit.is_some())
        .collect();
    settled.sort_by(|x, y| {
        (x.settled_at.as_deref(), x.bet_id).cmp(&(y.settled_at.as_deref(), y.bet_id))
    });
    let mut sum = 0.0;
    settled
        .iter()
        .map(|b| {
            sum += b.profit.unwrap_or(0.0);
            Point {
                at: b.settled_at.clone().unwrap_or_default(),
                bankroll: sum,
            }
        })
        .collect()
}

/// The line under the report's table: `Bankroll ▁▃▅█ end +12.00 (low −3.00, high
/// +15.00, 4 settled)`, the sparkline as wide as `width` (80 without one) leaves, the
/// curve starting from 0; `None` without a settled bet.
pub(super) fn sparkline_line(points: &[Point], width: Option<usize>) -> Option<String> {
    let last = points.last()?;
    let values: Vec<f64> = std::iter::once(0.0)
        .chain(points.iter().map(|p| p.bankroll))
        .collect();
    let (lo, hi) = values
        .iter()
        .fold((0.0f64, 0.0f64), |(l, h), v| (l.min(*v), h.max(*v)));
    let head = "Bankroll ";
    let width = width.unwrap_or(DEFAULT_WIDTH);
    let mut tail = String::new();
    let _ = write!(
        tail,
        " end {:+.2} (low {lo:+.2}, high {hi:+.2}, {} settled)",
        last.bankroll,
        points.len()
    );
    // On a narrow table the figures in brackets go first, then the line is cut no more.
    if width.saturating_sub(head.width() + tail.width()) < MIN_CELLS {
        tail = format!(" end {:+.2}", last.bankroll);
    }
    let room = width.saturating_sub(head.width() + tail.width());
    let cells = values.len().min(room.max(MIN_CELLS));
    Some(format!("{head}{}{tail}", sparkline(&values, cells)))
}

/// `values` in `cells` blocks (the last value of each cell's slice), lowest ▁, highest
/// █, a flat curve mid-height.
pub(super) fn sparkline(values: &[f64], cells: usize) -> String {
    if values.is_empty() || cells == 0 {
        return String::new();
    }
    let (lo, hi) = values
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), v| {
            (l.min(*v), h.max(*v))
        });
    let n = cells.min(values.len());
    (0..n)
        .map(|i| {
            let j = ((i + 1) * values.len()).div_ceil(n) - 1;
            let v = values[j.min(values.len() - 1)];
            if hi - lo < 1e-12 {
                BLOCKS[3]
            } else {
                BLOCKS[((((v - lo) / (hi - lo)) * 7.0).round() as usize).min(7)]
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pts(xs: &[f64]) -> Vec<Point> {
        xs.iter()
            .enumerate()
            .map(|(i, x)| Point {
                at: format!("2026-11-0{}T00:00:00Z", i + 1),
                bankroll: *x,
            })
            .collect()
    }

    /// From 0: up 10, down to −5, up to 14: the lowest block at −5, the highest at 14.
    #[test]
    fn a_sparkline_spans_low_to_high_from_zero() {
        let line = sparkline_line(&pts(&[10.0, -5.0, 14.0]), Some(80)).unwrap();
        assert_eq!(
            line,
            "Bankroll ▃▇▁█ end +14.00 (low -5.00, high +14.00, 3 settled)"
        );
        assert_eq!(sparkline(&[1.0, 1.0], 5), "▄▄");
        assert_eq!(sparkline_line(&[], Some(80)), None);
    }

    /// A long curve fills the width exactly and never passes it.
    #[test]
    fn a_long_curve_fits_the_width() {
        let xs: Vec<f64> = (0..1000).map(|i| f64::from(i % 37) - 10.0).collect();
        for w in [40, 80, 132] {
            let line = sparkline_line(&pts(&xs), Some(w)).unwrap();
            assert_eq!(line.width(), w, "{line}");
        }
        let line = sparkline_line(&pts(&xs), None).unwrap();
        assert_eq!(line.width(), 80, "{line}");
    }

    /// The curve is in settle order, void bets and open ones left out.
    #[test]
    fn the_curve_follows_settle_order() {
        let mk =
            |id: i64, at: Option<&str>, result: Option<BetResult>, profit: Option<f64>| BetRow {
                bet_id: id,
                placed_at: "2026-11-01T00:00:00Z".into(),
                event_id: "ev".into(),
                market: "match_winner".into(),
                map: None,
                line: None,
                outcome: "A".into(),
                source: "s".into(),
                decimal: 2.0,
                stake: 10.0,
                result,
                settled_at: at.map(String::from),
                profit,
                p_close: None,
                close_observed_at: None,
                clv_pct: None,
                ..BetRow::default()
            };
        let bets = [
            mk(
                1,
                Some("2026-11-03T00:00:00Z"),
                Some(BetResult::Won),
                Some(10.0),
            ),
            mk(
                2,
                Some("2026-11-02T00:00:00Z"),
                Some(BetResult::Lost),
                Some(-10.0),
            ),
            mk(
                3,
                Some("2026-11-01T00:00:00Z"),
                Some(BetResult::Void),
                Some(0.0),
            ),
            mk(4, None, None, None),
        ];
        let c = curve(&bets);
        let got: Vec<(&str, f64)> = c.iter().map(|p| (&p.at[..10], p.bankroll)).collect();
        assert_eq!(got, [("2026-11-02", -10.0), ("2026-11-03", 0.0)]);
    }
}
