//! `backtest`'s two pictures: the reliability diagram (predicted vs observed per bucket)
//! and the bankroll curve (cumulative profit of 1 unit per prediction), drawn with
//! Unicode blocks in the terminal and with `plotters` into an SVG file.

use std::fmt::Write as _;
use std::path::Path;

use esx_odds::backtest::{Scored, Summary, curve};
use plotters::prelude::*;

use crate::error::EsxError;

/// Width of a reliability bar at probability 1: with its bucket, figures and `n` up
/// to 9,999,999 a bucket's line is at most 80 columns (it never wraps at 80).
const BAR: usize = 24;
/// Columns of the bankroll sparkline (on its own line, indented: 80 columns at most).
const CURVE: usize = 76;
const BLOCKS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
const EIGHTHS: [char; 8] = [' ', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

/// A bar of `frac` × [`BAR`] cells in eighths.
fn bar(frac: f64) -> String {
    let eighths = (frac.clamp(0.0, 1.0) * (BAR * 8) as f64).round() as usize;
    let mut s = "█".repeat(eighths / 8);
    if !eighths.is_multiple_of(8) {
        s.push(EIGHTHS[eighths % 8]);
    }
    s
}

/// Both pictures as text, every line at most 80 columns: one line per non-empty bucket
/// (observed as a bar, the predicted mean marked `│` on it), then the bankroll: a title
/// line with its range, and the sparkline under it.
#[must_use]
#[expect(
    clippy::many_single_char_names,
    reason = "a curve c, its width n, indexes i and j"
)]
pub(super) fn terminal(s: &Summary, rows: &[Scored]) -> String {
    let mut out = String::from("Reliability (bar: observed win rate; │ predicted):\n");
    for b in s.calibration.iter().filter(|b| b.count > 0) {
        let (Some(p), Some(o)) = (b.predicted, b.observed) else {
            continue;
        };
        let mut cells: Vec<char> = format!("{:<width$}", bar(o), width = BAR + 1)
            .chars()
            .collect();
        let at = ((p.clamp(0.0, 1.0) * BAR as f64).round() as usize).min(BAR);
        cells[at] = '│';
        let cells: String = cells.into_iter().collect();
        let _ = writeln!(
            out,
            "  {:.1}–{:.1}  {cells}  predicted {p:.3}  observed {o:.3}  n={}",
            b.lo, b.hi, b.count
        );
    }
    let c = curve(rows);
    if c.is_empty() {
        return out;
    }
    let (lo, hi) = c
        .iter()
        .fold((0.0f64, 0.0f64), |(l, h), v| (l.min(*v), h.max(*v)));
    let n = c.len().min(CURVE);
    let mut line = String::new();
    for i in 0..n {
        // The last point of each column's slice of the curve.
        let j = ((i + 1) * c.len()).div_ceil(n) - 1;
        let v = c[j.min(c.len() - 1)];
        let level = if hi > lo {
            let l = (((v - lo) / (hi - lo)) * 7.0).round() as usize;
            l.min(7)
        } else {
            3
        };
        line.push(BLOCKS[level]);
    }
    let _ = writeln!(
        out,
        "Bankroll ({} × 1 unit): low {lo:+.2}, high {hi:+.2}, end {:+.2}\n  {line}",
        c.len(),
        c.last().copied().unwrap_or(0.0)
    );
    out
}

/// Both pictures side by side in an SVG file, written beside `path` and renamed over it
/// only when complete.
pub(super) fn write_svg(path: &Path, s: &Summary, rows: &[Scored]) -> Result<(), EsxError> {
    let mut svg = String::new();
    draw(&mut svg, s, rows).map_err(|e| EsxError::other(format!("cannot draw the plot: {e}")))?;
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

fn draw(svg: &mut String, s: &Summary, rows: &[Scored]) -> Result<(), Box<dyn std::error::Error>> {
    let root = SVGBackend::with_string(svg, (1000, 450)).into_drawing_area();
    root.fill(&WHITE)?;
    let (left, right) = root.split_horizontally(450);
    let mut rel = ChartBuilder::on(&left)
        .caption("Reliability", ("sans-serif", 20))
        .margin(15)
        .x_label_area_size(35)
        .y_label_area_size(45)
        .build_cartesian_2d(0.0..1.0, 0.0..1.0)?;
    rel.configure_mesh()
        .x_desc("predicted")
        .y_desc("observed")
        .draw()?;
    rel.draw_series(LineSeries::new([(0.0, 0.0), (1.0, 1.0)], &BLACK.mix(0.3)))?;
    let points: Vec<(f64, f64)> = s
        .calibration
        .iter()
        .filter_map(|b| Some((b.predicted?, b.observed?)))
        .collect();
    rel.draw_series(LineSeries::new(points.clone(), &BLUE))?;
    rel.draw_series(points.iter().map(|p| Circle::new(*p, 4, BLUE.filled())))?;
    let c = curve(rows);
    let (lo, hi) = c
        .iter()
        .fold((0.0f64, 0.0f64), |(l, h), v| (l.min(*v), h.max(*v)));
    let pad = ((hi - lo) * 0.05).max(1.0);
    let n = c.len().max(1) as f64;
    let mut bank = ChartBuilder::on(&right)
        .caption("Bankroll (units, 1 per prediction)", ("sans-serif", 20))
        .margin(15)
        .x_label_area_size(35)
        .y_label_area_size(55)
        .build_cartesian_2d(0.0..n, (lo - pad)..(hi + pad))?;
    bank.configure_mesh().x_desc("predictions").draw()?;
    bank.draw_series(LineSeries::new(
        std::iter::once((0.0, 0.0)).chain(c.iter().enumerate().map(|(i, v)| ((i + 1) as f64, *v))),
        &RED,
    ))?;
    root.present()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bars_are_eighths() {
        assert_eq!(bar(0.0), "");
        assert_eq!(bar(1.0).chars().count(), BAR);
        // 1/320 of the width: one eighth of a cell.
        assert_eq!(bar(1.0 / 320.0), "▏");
    }

    /// A backtest's text pictures fit 80 columns (settled: "every reliability bucket
    /// wrapped onto two lines" at 80): 200,000 predictions over every bucket, a long
    /// losing run so the bankroll's figures are wide.
    #[test]
    fn every_line_fits_80_columns() {
        let rows: Vec<Scored> = (0..200_000u32)
            .map(|i| Scored {
                predicted: 0.05 + f64::from(i % 90) / 100.0,
                won: Some(i % 7 == 0),
                price: 1.9,
                clv_pct: None,
                push_return: 1.0,
            })
            .collect();
        let units: Vec<esx_odds::backtest::Unit> = rows
            .iter()
            .enumerate()
            .map(|(i, r)| esx_odds::backtest::Unit {
                p: r.predicted,
                won: r.won == Some(true),
                cluster: u32::try_from(i / 10).unwrap(),
            })
            .collect();
        let s = esx_odds::backtest::summarise(
            rows.iter()
                .enumerate()
                .map(|(i, r)| (u32::try_from(i / 10).unwrap(), r)),
            &units,
            100.0,
        );
        let text = terminal(&s, &rows);
        assert!(text.lines().count() >= 10, "{text}");
        for line in text.lines() {
            let w = unicode_width::UnicodeWidthStr::width(line);
            assert!(w <= 80, "{w} columns: {line}");
        }
    }
}
