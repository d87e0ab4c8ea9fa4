//! The embedded simulator: the whole service over deterministic synthetic data, on loopback.
pub mod live;
