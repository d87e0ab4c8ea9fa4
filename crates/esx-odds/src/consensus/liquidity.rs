//! A prediction market's depth score against its liquidity floors (the `liquidity` gate
//! and `liquidity_score`; formulas in the module docs of `consensus`).

use super::input::{LiquidityFloors, SourceQuote};

/// `r / (1 + r)` with `r = value / floor`: 0.5 at the floor; 1 for a zero floor; 0 if
/// the metric is missing.
fn depth_score(value: Option<f64>, floor: f64) -> f64 {
    match value {
        Some(v) if v.is_finite() && v >= 0.0 => {
            if floor <= 0.0 {
                1.0
            } else {
                let r = v / floor;
                if r.is_finite() { r / (1.0 + r) } else { 1.0 }
            }
        }
        _ => 0.0,
    }
}

/// The smallest value of one depth metric over a source's quotes (the thinnest outcome).
fn thinnest(
    quotes: &[Option<&SourceQuote>],
    metric: fn(&SourceQuote) -> Option<f64>,
) -> Option<f64> {
    quotes
        .iter()
        .flatten()
        .filter_map(|q| metric(q))
        .filter(|v| v.is_finite())
        .reduce(f64::min)
}

/// A prediction market's depth score and whether it misses a floor (with the explain
/// text when asked for).
pub(super) fn liquidity(
    quotes: &[Option<&SourceQuote>],
    is_first: bool,
    floors: &LiquidityFloors,
    trail: bool,
) -> (f64, bool, Option<String>) {
    let volume = thinnest(quotes, |q| q.volume);
    let (second_name, second, vol_floor, second_floor) = if is_first {
        (
            "open_interest",
            thinnest(quotes, |q| q.open_interest),
            floors.first_pm_volume,
            floors.first_pm_open_interest,
        )
    } else {
        (
            "liquidity",
            thinnest(quotes, |q| q.liquidity),
            floors.second_pm_volume,
            floors.second_pm_liquidity,
        )
    };
    let depth = depth_score(volume, vol_floor).min(depth_score(second, second_floor));
    let below = |v: Option<f64>, f: f64| v.is_none_or(|v| v < f);
    let failed = below(volume, vol_floor) || below(second, second_floor);
    let text = (failed && trail).then(|| {
        format!(
            "below floor: volume {volume:?} (floor {vol_floor}), {second_name} {second:?} (floor {second_floor})"
        )
    });
    (depth, failed, text)
}
