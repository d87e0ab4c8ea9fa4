//! The odds engine: pure price, de-vig, consensus, gaps, parlay, staking and fantasy math (no I/O).
