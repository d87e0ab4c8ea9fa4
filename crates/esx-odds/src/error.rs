//! The odds engine's one error type: every invalid input becomes a typed error, never a panic or NaN.

use thiserror::Error;

/// Why an odds-engine computation refused its input.
///
/// Messages name the offending value and what a valid one looks like, so a command can
/// show them to the user unchanged.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum OddsError {
    /// A decimal price that is NaN, infinite, not greater than 1 or above 1,000,000.
    #[error("invalid decimal price {0}: must be a number greater than 1 and at most 1000000")]
    InvalidDecimal(f64),
    /// An American price that is NaN, infinite or in the open interval (-100, 100).
    #[error("invalid American price {0}: must be a finite number with |price| >= 100")]
    InvalidAmerican(f64),
    /// A probability that is NaN, infinite or outside the open interval (0, 1).
    #[error("invalid probability {0}: must be a finite number strictly between 0 and 1")]
    InvalidProbability(f64),
    /// A market needs at least two outcomes to be de-vigged.
    #[error("a market needs at least 2 outcomes, got {0}")]
    TooFewOutcomes(usize),
    /// A `--devig` value that names no method.
    #[error(
        "unknown de-vig method '{0}': expected one of multiplicative, additive, power, shin, odds-ratio"
    )]
    UnknownMethod(String),
    /// A tuning parameter (weight, fraction, bankroll, gap, ...) outside its domain.
    #[error("invalid {name} {value}: {expected}")]
    InvalidParameter {
        /// The parameter's name as the user knows it (e.g. `pm_weight`).
        name: &'static str,
        /// The rejected value.
        value: f64,
        /// What a valid value looks like.
        expected: &'static str,
    },
    /// A quote with no decimal, American or probability price.
    #[error("source '{0}' quotes no price (decimal, american or probability)")]
    MissingPrice(String),
    /// No source of a market could be used (all excluded or invalid).
    #[error("market '{0}' has no usable source")]
    NoUsableSource(String),
    /// A name (sport, window, ...) outside its fixed set.
    #[error("invalid {what} '{value}': expected {expected}")]
    InvalidName {
        /// What was named.
        what: &'static str,
        /// The rejected name.
        value: String,
        /// The accepted names.
        expected: &'static str,
    },
    /// An outcome index or name that the market does not have.
    #[error("unknown outcome '{0}'")]
    UnknownOutcome(String),
}

/// Result alias used throughout the odds engine.
pub type Result<T> = std::result::Result<T, OddsError>;
