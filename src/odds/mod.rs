//! The odds engine: pure price, de-vig, consensus, gaps, parlay, staking and fantasy math (no I/O).
//!
//! Nothing here reads files, talks to the network or prints; nothing imports from the rest
//! of the crate. Inputs and outputs are plain types defined here (outputs derive
//! `serde::Serialize` so `--json` can print them). Every invalid input is an
//! [`OddsError`], never a panic or a NaN in a result.
//!
//! API overview (each item documents its formula):
//!
//! - [`price`]: `american_to_decimal`, `decimal_to_american`, `implied_probability`,
//!   `american_to_probability`, `probability_to_decimal`, `probability_to_american`.
//! - [`devig`]: [`DevigMethod`] (`FromStr`/`Display`: `multiplicative`, `additive`,
//!   `power`, `shin`, `odds-ratio`), `devig(&[implied], method) -> Result<Devigged>`,
//!   `devig_decimal(&[decimal], method)`.
//!
//! Definitions follow DESIGN.md "The odds engine: definitions"; where DESIGN.md leaves
//! a choice open, the choice is documented on the item and in `docs/odds.md`.

pub mod devig;
pub mod error;
pub mod price;

#[cfg(test)]
mod vectors_test;

pub use devig::{DevigMethod, Devigged, devig, devig_decimal};
pub use error::{OddsError, Result};
