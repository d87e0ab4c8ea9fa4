//! The hub's deterministic random numbers.

/// A small deterministic PRNG (`SplitMix64`). Hand-rolled on purpose: its output can never
/// change with a dependency upgrade, which keeps "same seed → same games" true forever.
#[derive(Debug, Clone)]
pub(crate) struct Rng(u64);

impl Rng {
    /// A stream seeded by `seed`.
    #[must_use]
    pub(crate) fn new(seed: u64) -> Self {
        Self(seed)
    }

    /// Next 64 random bits (`SplitMix64`: add the golden gamma, then mix).
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `[0, 1)` from the top 53 bits.
    pub(crate) fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// True with probability `p`.
    pub(crate) fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    /// Uniform index in `0..n`; `n` must be non-zero (callers check).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        // Modulo bias is irrelevant for n ≤ a handful of players.
        (self.next_u64() % n.max(1) as u64) as usize
    }
}
