//! The demo market's price model (DESIGN.md "A demo market like a real one").
//!
//! Each market has a hidden true probability (the one the season draws outcomes from). A
//! venue's fair price is that truth moved by mean-zero noise in logit space, the sum of:
//!
//! - a market-wide random walk every venue shares (the market learning), with occasional
//!   steam moves (a jump of random sign, so mean zero too);
//! - a walk the prediction markets share (they arbitrage each other) or the book's own;
//! - a small per-venue jitter, fresh every hour.
//!
//! The walks are summed over the hours still to go before the start, so at the close the
//! fair price is the truth plus the jitter, and every hour earlier adds one step: the
//! noise shrinks toward the close. Every step is keyed by `(seed, market, venue, hour)`,
//! so a price is a pure function of the seed, the market and the time to start: the same
//! time to start gives the same price on any date, and an hour later the price has moved.
//! Venues then add their margin (`board.rs`).
//!
//! A sharp venue (`esx sim history --sharp-venue V --sharpness S`) has its whole noise,
//! walks and jitter, multiplied by `S`: it is nearer the truth by construction. Without
//! one every scale is 1, and `x * 1.0` is `x`: the prices are bit-identical.

use super::rng::{Rng, hash_str, mix};

/// Seconds per price bucket: prices change once an hour.
pub(crate) const BUCKET_SECS: i64 = 3_600;
/// Hours of walk before the start at most: beyond it the price no longer drifts back.
pub(crate) const MAX_BUCKETS: i64 = 96;

/// Which noise a venue's price carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Desk {
    /// The sportsbook: its own walk.
    Book,
    /// A prediction market (index 0 or 1): the shared exchange walk.
    Exchange(u8),
}

/// Per-hour step sizes of the walks, in logit units (0.04 logit ≈ 1 point at even money).
const SHARED_STEP: f64 = 0.014;
const BOOK_STEP: f64 = 0.004;
const EXCHANGE_STEP: f64 = 0.003;
/// Chance per hour of a steam move on the shared walk, and its size range (logit).
const STEAM_CHANCE: f64 = 0.02;
const STEAM_SIZE: (f64, f64) = (0.06, 0.12);
/// Standard deviation of the hourly jitter at the close (logit); it grows to 1.5× by 72 h.
const BOOK_JITTER: f64 = 0.016;
const EXCHANGE_JITTER: f64 = 0.010;

/// The price bucket of a time to start (seconds, `start − clock`): whole hours to go,
/// 0 at and after the start (an in-play price is the close's).
#[must_use]
pub(crate) fn bucket(time_to_start: i64) -> i64 {
    (time_to_start.max(0) / BUCKET_SECS).min(MAX_BUCKETS)
}

fn logit(p: f64) -> f64 {
    (p / (1.0 - p)).ln()
}

fn expit(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// One step of a walk: hour `j`'s draw on stream `label` of market `key`.
fn step(seed: u64, label: &str, key: u64, j: i64) -> Rng {
    Rng::keyed(seed, label, key ^ mix(j as u64 ^ 0x005e_ed0f_0a11))
}

/// The shared walk's value `hours` hours before the close (sum of the steps still to come).
fn shared_walk(seed: u64, key: u64, hours: i64) -> f64 {
    (0..hours)
        .map(|j| {
            let mut r = step(seed, "price/shared", key, j);
            let mut x = SHARED_STEP * r.normal();
            if r.chance(STEAM_CHANCE) {
                let sign = if r.chance(0.5) { 1.0 } else { -1.0 };
                x += sign * r.range(STEAM_SIZE.0, STEAM_SIZE.1);
            }
            x
        })
        .sum()
}

fn walk(seed: u64, label: &str, key: u64, hours: i64, size: f64) -> f64 {
    (0..hours)
        .map(|j| size * step(seed, label, key, j).normal())
        .sum()
}

/// A venue's fair probability of outcome 0 of market `market_key` (the date-free seed
/// key) with true probability `truth`, `time_to_start` seconds before the start, its
/// noise multiplied by `sharpness` (1 for every venue but a sharp one).
#[must_use]
pub(crate) fn fair(
    seed: u64,
    market_key: &str,
    desk: Desk,
    truth: f64,
    time_to_start: i64,
    sharpness: f64,
) -> f64 {
    let key = hash_str(market_key);
    let hours = bucket(time_to_start);
    let (own, jitter, tag) = match desk {
        Desk::Book => (
            walk(seed, "price/book", key, hours, BOOK_STEP),
            BOOK_JITTER,
            0,
        ),
        Desk::Exchange(i) => (
            walk(seed, "price/exchange", key, hours, EXCHANGE_STEP),
            EXCHANGE_JITTER,
            1 + u64::from(i),
        ),
    };
    let far = (hours as f64 / 72.0).min(1.0);
    let mut r = Rng::keyed(seed, "price/jitter", key ^ mix(tag << 32 | hours as u64));
    let noise = shared_walk(seed, key, hours) + own + jitter * (1.0 + 0.5 * far) * r.normal();
    let noise = noise * sharpness;
    expit(logit(truth.clamp(0.01, 0.99)) + noise).clamp(0.03, 0.97)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_price_is_a_function_of_the_time_to_start() {
        let a = fair(42, "ev|m", Desk::Book, 0.6, 5 * 3600 + 10, 1.0);
        assert_eq!(a, fair(42, "ev|m", Desk::Book, 0.6, 5 * 3600 + 3000, 1.0));
        assert_ne!(a, fair(42, "ev|m", Desk::Book, 0.6, 4 * 3600 + 10, 1.0));
        // Started: the close's price.
        assert_eq!(
            fair(42, "ev|m", Desk::Book, 0.6, -600, 1.0),
            fair(42, "ev|m", Desk::Book, 0.6, 0, 1.0)
        );
    }

    /// Noise shrinks toward the close and averages out: over many markets the spread of
    /// fair prices around the truth is wider 72 h out than at the close, and the mean
    /// logit deviation is near zero at both.
    #[test]
    fn noise_is_mean_zero_and_shrinks_toward_the_close() {
        let stats = |tts: i64| {
            let devs: Vec<f64> = (0..4000)
                .map(|i| {
                    let p = fair(7, &format!("m{i}"), Desk::Exchange(0), 0.5, tts, 1.0);
                    logit(p)
                })
                .collect();
            let n = devs.len() as f64;
            let mean = devs.iter().sum::<f64>() / n;
            let var = devs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / n;
            (mean, var.sqrt())
        };
        let (m_close, sd_close) = stats(0);
        let (m_far, sd_far) = stats(72 * 3600);
        assert!(m_close.abs() < 0.003, "{m_close}");
        assert!(m_far.abs() < 0.01, "{m_far}");
        assert!(
            sd_close < 0.02 && sd_far > 4.0 * sd_close,
            "{sd_close} {sd_far}"
        );
    }

    /// A sharpness scales the noise in logit space: 0.5 halves each deviation from the
    /// truth, 1 leaves the price as it was (bit for bit), 0 is the truth.
    #[test]
    fn sharpness_scales_the_noise() {
        for i in 0..50 {
            let key = format!("m{i}");
            let tts = 30 * 3600;
            let full = fair(7, &key, Desk::Exchange(0), 0.6, tts, 1.0);
            let half = fair(7, &key, Desk::Exchange(0), 0.6, tts, 0.5);
            let dev = |p: f64| logit(p) - logit(0.6);
            assert!((dev(half) - dev(full) / 2.0).abs() < 1e-12, "{full} {half}");
            assert!((fair(7, &key, Desk::Book, 0.6, tts, 0.0) - 0.6).abs() < 1e-12);
        }
    }
}
