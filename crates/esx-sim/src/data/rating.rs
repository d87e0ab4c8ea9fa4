//! Team ratings to win probabilities (Elo's curve): shared by the series generator and
//! the board's map prices, below both.

/// Probability that the first rated side wins a map: `1 / (1 + 10^((r_b − r_a)/400))`.
#[must_use]
pub(crate) fn map_win_p(r_a: f64, r_b: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((r_b - r_a) / 400.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn map_win_probability_is_symmetric() {
        let p = map_win_p(1700.0, 1500.0);
        assert!((p + map_win_p(1500.0, 1700.0) - 1.0).abs() < 1e-12);
        assert!(p > 0.5);
    }
}
