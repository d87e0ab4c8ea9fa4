//! `bets report --plot FILE.svg`: the bankroll over time (cumulative settled profit by
//! settle time) with the drawdown from its running peak shaded, and under it the rolling
//! mean CLV of the last [`CLV_WINDOW`] bets with a close (by placement time), drawn with
//! `plotters` as `backtest --plot` draws its pictures.

use std::path::Path;

use esx_store::{BetResult, BetRow};
use plotters::prelude::*;

use super::bankroll::Point;
use crate::error::EsxError;

/// How many bets the rolling mean CLV averages (fewer at the start of the log).
pub(crate) const CLV_WINDOW: usize = 20;

/// The rolling mean CLV: for each bet with a CLV (void aside) in placement order, its
/// time and the mean CLV of it and the [`CLV_WINDOW`]` − 1` bets before it.
pub(super) fn rolling_clv(bets: &[BetRow]) -> Vec<(f64, f64)> {
    let mut with: Vec<(f64, f64)> = bets
        .iter()
        .filter(|b| b.result != Some(BetResult::Void))
        .filter_map(|b| Some((secs(&b.placed_at)?, b.clv_pct?)))
        .collect();
    with.sort_by(|a, b| a.0.total_cmp(&b.0));
    (0..with.len())
        .map(|i| {
            let from = (i + 1).saturating_sub(CLV_WINDOW);
            let win = &with[from..=i];
            (
                with[i].0,
                win.iter().map(|w| w.1).sum::<f64>() / win.len() as f64,
            )
        })
        .collect()
}

/// Seconds since the epoch of an RFC 3339 instant.
fn secs(at: &str) -> Option<f64> {
    at.parse::<jiff::Timestamp>()
        .ok()
        .map(|t| t.as_millisecond() as f64 / 1000.0)
}

/// The day of `s` seconds since the epoch, for the time axis.
fn day(s: f64) -> String {
    jiff::Timestamp::from_millisecond((s * 1000.0) as i64)
        .map_or_else(|_| String::new(), |t| t.strftime("%Y-%m-%d").to_string())
}

/// The picture written beside `path` and renamed over it only when complete.
pub(super) fn write_svg(path: &Path, curve: &[Point], clv: &[(f64, f64)]) -> Result<(), EsxError> {
    let mut svg = String::new();
    draw(&mut svg, curve, clv)
        .map_err(|e| EsxError::other(format!("cannot draw the plot: {e}")))?;
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let fail = |e: std::io::Error| EsxError::other(format!("cannot write {}: {e}", path.display()));
    let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(fail)?;
    std::io::Write::write_all(&mut tmp, svg.as_bytes()).map_err(fail)?;
    tmp.persist(path).map_err(|e| fail(e.error))?;
    Ok(())
}

/// `(lo, hi)` of `xs` with `pad` (at least `min_pad`) around, 0 included when `zero`.
fn range(xs: impl Iterator<Item = f64>, zero: bool, min_pad: f64) -> (f64, f64) {
    let start = if zero {
        (0.0, 0.0)
    } else {
        (f64::INFINITY, f64::NEG_INFINITY)
    };
    let (lo, hi) = xs.fold(start, |(l, h), v| (l.min(v), h.max(v)));
    if !lo.is_finite() {
        return (0.0, 1.0);
    }
    let pad = ((hi - lo) * 0.05).max(min_pad);
    (lo - pad, hi + pad)
}

fn draw(
    svg: &mut String,
    curve: &[Point],
    clv: &[(f64, f64)],
) -> Result<(), Box<dyn std::error::Error>> {
    let pts: Vec<(f64, f64)> = curve
        .iter()
        .filter_map(|p| Some((secs(&p.at)?, p.bankroll)))
        .collect();
    let (t0, t1) = range(
        pts.iter().map(|p| p.0).chain(clv.iter().map(|c| c.0)),
        false,
        3600.0,
    );
    let root = SVGBackend::with_string(svg, (1000, 620)).into_drawing_area();
    root.fill(&WHITE)?;
    let (top, bottom) = root.split_vertically(400);

    // The bankroll from 0 (before the first settled bet), and its running peak.
    let first = pts.first().map_or(t0, |p| p.0);
    let line: Vec<(f64, f64)> = std::iter::once((first, 0.0))
        .chain(pts.iter().copied())
        .collect();
    let mut peak = 0.0f64;
    let peaks: Vec<(f64, f64)> = line
        .iter()
        .map(|(t, v)| {
            peak = peak.max(*v);
            (*t, peak)
        })
        .collect();
    let (lo, hi) = range(line.iter().map(|p| p.1), true, 1.0);
    let mut bank = ChartBuilder::on(&top)
        .caption("Bankroll (cumulative settled profit)", ("sans-serif", 20))
        .margin(15)
        .x_label_area_size(35)
        .y_label_area_size(60)
        .build_cartesian_2d(t0..t1, lo..hi)?;
    bank.configure_mesh()
        .x_label_formatter(&|s| day(*s))
        .y_desc("profit")
        .draw()?;
    // The drawdown: the area between the running peak and the bankroll under it.
    if peaks.iter().zip(&line).any(|(p, l)| p.1 > l.1) {
        let outline: Vec<(f64, f64)> = peaks
            .iter()
            .copied()
            .chain(line.iter().rev().copied())
            .collect();
        bank.draw_series(std::iter::once(Polygon::new(
            outline,
            RED.mix(0.25).filled(),
        )))?
        .label("drawdown from the running peak")
        .legend(|(x, y)| Rectangle::new([(x, y - 5), (x + 15, y + 5)], RED.mix(0.25).filled()));
    }
    bank.draw_series(LineSeries::new(line, &BLUE))?
        .label("bankroll")
        .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 15, y)], BLUE));
    bank.configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()?;

    let (clo, chi) = range(clv.iter().map(|c| c.1), true, 0.5);
    let mut lower = ChartBuilder::on(&bottom)
        .caption(
            format!("Rolling mean CLV (last {CLV_WINDOW} bets with a close, %)"),
            ("sans-serif", 18),
        )
        .margin(15)
        .x_label_area_size(35)
        .y_label_area_size(60)
        .build_cartesian_2d(t0..t1, clo..chi)?;
    lower
        .configure_mesh()
        .x_label_formatter(&|s| day(*s))
        .x_desc("placed")
        .y_desc("CLV %")
        .draw()?;
    lower.draw_series(LineSeries::new([(t0, 0.0), (t1, 0.0)], &BLACK.mix(0.3)))?;
    lower.draw_series(LineSeries::new(clv.iter().copied(), &GREEN))?;
    root.present()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A window of 20: the 21st bet's mean leaves the first out.
    #[test]
    fn the_rolling_mean_is_over_the_last_window() {
        let bets: Vec<BetRow> = (0..21)
            .map(|i| BetRow {
                bet_id: i,
                placed_at: format!("2026-11-{:02}T00:00:00Z", i + 1),
                event_id: "ev".into(),
                market: "match_winner".into(),
                map: None,
                line: None,
                outcome: "A".into(),
                source: "s".into(),
                decimal: 2.0,
                stake: 1.0,
                result: None,
                settled_at: None,
                profit: None,
                p_close: None,
                close_observed_at: None,
                // CLV 20 for the first bet, 0 for the others.
                clv_pct: Some(if i == 0 { 20.0 } else { 0.0 }),
                ..BetRow::default()
            })
            .collect();
        let r = rolling_clv(&bets);
        assert_eq!(r.len(), 21);
        assert!((r[0].1 - 20.0).abs() < 1e-12);
        assert!((r[1].1 - 10.0).abs() < 1e-12);
        assert!((r[19].1 - 1.0).abs() < 1e-12);
        assert!(r[20].1.abs() < 1e-12);
    }
}
