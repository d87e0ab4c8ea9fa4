//! Deterministic randomness for the generator: `SplitMix64` streams keyed by labels.
//!
//! Every stream is derived from `(seed, label...)` by hashing, never from a shared
//! sequence, so generating sports lazily and in any order gives the same data, and a
//! quote tape can be regenerated on demand for one market without touching the others.

/// One `SplitMix64` step: a fast, well-mixed 64-bit generator (Steele, Lea, Flood 2014).
#[derive(Debug, Clone)]
pub(crate) struct Rng(u64);

/// Mixes a 64-bit value (the `SplitMix64` finaliser).
#[must_use]
pub(crate) fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// FNV-1a over bytes, then mixed: a stable hash for labels.
#[must_use]
pub(crate) fn hash_str(s: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in s.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    mix(h)
}

impl Rng {
    /// A stream for `seed` and a label (e.g. `"cs2/teams"`).
    #[must_use]
    pub(crate) fn new(seed: u64, label: &str) -> Self {
        Self(mix(seed ^ hash_str(label)))
    }

    /// A stream for `seed`, a label and a numeric key.
    #[must_use]
    pub(crate) fn keyed(seed: u64, label: &str, key: u64) -> Self {
        Self(mix(seed
            ^ hash_str(label)
            ^ mix(key.wrapping_add(0x9e37_79b9_7f4a_7c15))))
    }

    /// A stream derived from this one's current state and `label`, without advancing
    /// it: draws taken from the fork leave this stream's sequence as it was.
    #[must_use]
    pub(crate) fn fork(&self, label: &str) -> Self {
        Self(mix(self.0 ^ hash_str(label)))
    }

    /// The next raw 64 bits.
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        mix(self.0)
    }

    /// Uniform in [0, 1).
    pub(crate) fn f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Uniform in [lo, hi).
    pub(crate) fn range(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.f64()
    }

    /// Uniform integer in [0, n); 0 when n is 0.
    pub(crate) fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        (self.next_u64() % n as u64) as usize
    }

    /// True with probability `p`.
    pub(crate) fn chance(&mut self, p: f64) -> bool {
        self.f64() < p
    }

    /// Standard normal via Box–Muller: `sqrt(-2 ln u1) * cos(2π u2)`.
    pub(crate) fn normal(&mut self) -> f64 {
        let u1 = self.f64().max(1e-12);
        let u2 = self.f64();
        (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
    }

    /// 12 lower-case hex digits, for opaque ids.
    pub(crate) fn hex12(&mut self) -> String {
        format!("{:012x}", self.next_u64() & 0xffff_ffff_ffff)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streams_are_reproducible_and_distinct() {
        let a: Vec<u64> = (0..4).map(|_| Rng::new(7, "x").next_u64()).collect();
        assert!(a.windows(2).all(|w| w[0] == w[1]));
        assert_ne!(Rng::new(7, "x").next_u64(), Rng::new(7, "y").next_u64());
        assert_ne!(Rng::new(7, "x").next_u64(), Rng::new(8, "x").next_u64());
    }

    #[test]
    fn a_fork_leaves_its_parent_as_it_was() {
        let mut plain = Rng::new(7, "x");
        let mut parent = Rng::new(7, "x");
        let mut child = parent.fork("stats");
        let drawn: Vec<u64> = (0..3).map(|_| child.next_u64()).collect();
        assert!((0..4).all(|_| plain.next_u64() == parent.next_u64()));
        assert_ne!(drawn[0], Rng::new(7, "x").next_u64());
    }

    #[test]
    fn uniform_stays_in_range() {
        let mut r = Rng::new(1, "u");
        for _ in 0..1000 {
            let x = r.f64();
            assert!((0.0..1.0).contains(&x));
            assert!(r.below(5) < 5);
        }
    }
}
