//! Consensus inputs and tuning: quotes, markets, gates, liquidity floors, parameters.

use serde::Serialize;

use crate::devig::DevigMethod;
use crate::error::{OddsError, Result};
// The venue kind lives with the fees it decides (fees must not import consensus).
pub use crate::fees::SourceKind;
use crate::price::{american_to_decimal, check_decimal, check_probability};

/// One source's quote for one outcome: a `sources[]` entry of a `/lines` outcome.
#[derive(Debug, Clone, PartialEq)]
pub struct SourceQuote {
    /// Venue key.
    pub source: String,
    /// Sportsbook or prediction market.
    pub kind: SourceKind,
    /// The quoted probability (a prediction market's price).
    pub probability: Option<f64>,
    /// Decimal price.
    pub decimal: Option<f64>,
    /// American price.
    pub american: Option<f64>,
    /// Traded volume (prediction markets).
    pub volume: Option<f64>,
    /// Open interest (the first prediction market).
    pub open_interest: Option<f64>,
    /// Resting liquidity (the second prediction market).
    pub liquidity: Option<f64>,
    /// `total_maps` pooling: the line this quote was posted at, when it may differ from
    /// the market's (`None` = the market's line).
    pub line: Option<f64>,
    /// `total_maps` pooling: the quote's matchup key, when it may differ (`None` = same).
    pub matchup_key: Option<String>,
    /// The venue's fee coefficient `c` (0 = no fee; see [`crate::fees`]): a prediction
    /// market's net price is `1 / (P + c·P·(1−P))`.
    pub fee: f64,
}

impl SourceQuote {
    /// A quote with only the venue, kind and no prices or depth; fill in what you have.
    #[must_use]
    pub fn new(source: impl Into<String>, kind: SourceKind) -> Self {
        Self {
            source: source.into(),
            kind,
            probability: None,
            decimal: None,
            american: None,
            volume: None,
            open_interest: None,
            liquidity: None,
            line: None,
            matchup_key: None,
            fee: 0.0,
        }
    }

    /// Implied probability: a sportsbook's is `1/decimal` (from `american` where `decimal`
    /// is absent); a prediction market's is its `probability` (else from its price).
    pub(crate) fn implied_probability(&self) -> Result<f64> {
        if self.kind == SourceKind::PredictionMarket
            && let Some(p) = self.probability
        {
            return check_probability(p);
        }
        Ok(1.0 / self.price()?)
    }

    /// The decimal price a bettor gets: `decimal`, else from `american`, else
    /// `1/probability`.
    pub fn price(&self) -> Result<f64> {
        if let Some(d) = self.decimal {
            return check_decimal(d);
        }
        if let Some(a) = self.american {
            return american_to_decimal(a);
        }
        match self.probability {
            Some(p) => check_decimal(1.0 / check_probability(p)?),
            None => Err(OddsError::MissingPrice(self.source.clone())),
        }
    }

    /// The price after the venue's fee ([`crate::fees::net_decimal`] of [`Self::price`]).
    pub fn net_price(&self) -> Result<f64> {
        crate::fees::net_decimal(self.kind, self.price()?, self.fee)
    }
}

/// One outcome of a market with every source's quote for it.
#[derive(Debug, Clone, PartialEq)]
pub struct OutcomeInput {
    /// Outcome name (team name, `over`/`under`, ...).
    pub name: String,
    /// The sources' quotes, any order.
    pub quotes: Vec<SourceQuote>,
}

/// One market of one event, as the `/lines` payload carries it.
#[derive(Debug, Clone, PartialEq)]
pub struct MarketInput {
    /// `match_winner`, `map_winner`, `total_maps` or `map_handicap`.
    pub market: String,
    /// Map number (`map_winner`).
    pub map: Option<i64>,
    /// Line (`total_maps`, `map_handicap`).
    pub line: Option<f64>,
    /// The event's matchup key (`total_maps` pooling).
    pub matchup_key: Option<String>,
    /// The outcomes, in display order (at least two).
    pub outcomes: Vec<OutcomeInput>,
    /// The first prediction-market key of the envelope's `books[]` (`kalshi` on the real
    /// service); `None` = the first prediction market met in this market's quotes.
    pub first_prediction_market: Option<String>,
}

/// Prediction-market liquidity floors (the `liquidity` gate). The first prediction market
/// reports volume and open interest, the second volume and liquidity.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct LiquidityFloors {
    /// First prediction market: minimum traded volume (contracts). Default 1,000.
    pub first_pm_volume: f64,
    /// First prediction market: minimum open interest (contracts). Default 500.
    pub first_pm_open_interest: f64,
    /// Second prediction market: minimum traded volume (USD). Default 5,000.
    pub second_pm_volume: f64,
    /// Second prediction market: minimum resting liquidity (USD). Default 1,000.
    pub second_pm_liquidity: f64,
}

impl Default for LiquidityFloors {
    fn default() -> Self {
        Self {
            first_pm_volume: 1_000.0,
            first_pm_open_interest: 500.0,
            second_pm_volume: 5_000.0,
            second_pm_liquidity: 1_000.0,
        }
    }
}

/// The `top_edges` quality gates; defaults are the service's.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Gates {
    /// At least this many sources (default 3).
    pub min_sources: usize,
    /// `max_disagreement` at most this, in probability units (default 0.12).
    pub max_disagreement: f64,
    /// The market's best raw `edge_pct` at most this, in percent (default 8).
    pub max_edge_pct: f64,
    /// Prediction-market liquidity floors.
    pub floors: LiquidityFloors,
}

impl Default for Gates {
    fn default() -> Self {
        Self {
            min_sources: 3,
            max_disagreement: 0.12,
            max_edge_pct: 8.0,
            floors: LiquidityFloors::default(),
        }
    }
}

/// Everything a consensus computation can be tuned with. `Default` = the spec's defaults.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct ConsensusParams {
    /// De-vig method (default multiplicative).
    pub method: DevigMethod,
    /// Weight of each prediction market (sportsbook weight is 1). Default 1.5; 0 leaves
    /// prediction markets out entirely.
    pub pm_weight: f64,
    /// The quality gates.
    pub gates: Gates,
    /// `low_confidence` is set below this confidence (default 0.5).
    pub low_confidence_below: f64,
    /// Record a human-readable `ExplainStep` trail (for `--explain`); off by default
    /// because building it costs more than the arithmetic.
    pub explain: bool,
    /// Which consensus an edge is measured against (default `all`, the spec's `/lines`).
    pub fair_basis: FairBasis,
    /// How sources are weighted (default `spec`, the service's; esx's own judgements
    /// use `quality`).
    pub weights: Weights,
    /// Under `quality`, a source whose margin reaches this has weight 0 (default 0.10).
    pub max_margin: f64,
}

/// How the consensus weights its sources (DESIGN.md "Weights that follow quality").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Weights {
    /// Sportsbook 1, prediction market `pm_weight` (the spec's; the service's numbers).
    #[default]
    Spec,
    /// The `spec` weight × `(1 − m/max_margin)` × `d`: `m` the source's margin (its
    /// outcomes' implied sum − 1, at least 0), `d` 1 for a sportsbook and a prediction
    /// market's depth score (its thinnest outcome against the liquidity floors).
    Quality,
}

impl Weights {
    /// `spec` or `quality` (the `--weights` value and the JSON `weights`).
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Spec => "spec",
            Self::Quality => "quality",
        }
    }

    /// A source's weight: `base` under `spec`; under `quality`
    /// `base × max(0, 1 − m/max_margin) × depth` with `m = max(0, booksum − 1)`.
    ///
    /// ```
    /// use esx_odds::consensus::Weights;
    /// // A book with a 5 % margin at max_margin 0.10: half its weight.
    /// assert!((Weights::Quality.weight(1.0, 1.05, 1.0, 0.10) - 0.5).abs() < 1e-12);
    /// assert_eq!(Weights::Quality.weight(1.0, 1.12, 1.0, 0.10), 0.0);
    /// assert_eq!(Weights::Spec.weight(1.5, 1.12, 0.2, 0.10), 1.5);
    /// ```
    #[must_use]
    pub fn weight(self, base: f64, booksum: f64, depth: f64, max_margin: f64) -> f64 {
        match self {
            Self::Spec => base,
            Self::Quality => {
                let margin = (booksum - 1.0).max(0.0);
                base * (1.0 - margin / max_margin).max(0.0) * depth.clamp(0.0, 1.0)
            }
        }
    }
}

impl std::fmt::Display for Weights {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for Weights {
    type Err = String;
    fn from_str(s: &str) -> std::result::Result<Self, String> {
        match s {
            "spec" => Ok(Self::Spec),
            "quality" => Ok(Self::Quality),
            _ => Err(format!("unknown weighting `{s}`; valid: spec, quality")),
        }
    }
}

/// The consensus an edge is measured against (DESIGN.md "Fair basis").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FairBasis {
    /// Every used source (the spec's `/lines` definition).
    #[default]
    All,
    /// Every used source except the one being priced (the spec's `/parlays` definition).
    Others,
    /// Every used source at the spec's weights (sportsbook 1, prediction market
    /// `pm_weight`), whatever `weights` says.
    Blend,
    /// Per outcome the least favourable of the used sources' de-vigged probabilities (the
    /// lowest), renormalised over the market's outcomes.
    Worst,
    /// The venue that leads the close for the sport and market type (chosen from the
    /// store's rank by the caller and given as [`VenueWeights`] with that venue alone).
    Sharp,
    /// The used sources at weights the caller learned from the store (∝ 1 / each venue's
    /// mean squared error against results), given as [`VenueWeights`].
    Learned,
}

/// A `sharp` or `learned` basis's weight per venue key; a venue not named has none.
pub type VenueWeights = std::collections::BTreeMap<String, f64>;

impl FairBasis {
    /// `all` or `others` (the `--fair` value and the JSON `fair_basis`).
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::All => "all",
            Self::Others => "others",
            Self::Blend => "blend",
            Self::Worst => "worst",
            Self::Sharp => "sharp",
            Self::Learned => "learned",
        }
    }

    /// Every basis, in the order `--fair` lists them.
    pub const ALL: [FairBasis; 6] = [
        Self::All,
        Self::Others,
        Self::Sharp,
        Self::Blend,
        Self::Worst,
        Self::Learned,
    ];

    /// `sharp` and `learned` need [`VenueWeights`] read from a store's rank.
    #[must_use]
    pub const fn needs_venue_weights(self) -> bool {
        matches!(self, Self::Sharp | Self::Learned)
    }

    /// Only `all` and `others` weigh their sources by `weights` (`--weights`); the other
    /// bases fix their own.
    #[must_use]
    pub const fn takes_weights(self) -> bool {
        matches!(self, Self::All | Self::Others)
    }
}

impl std::fmt::Display for FairBasis {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for FairBasis {
    type Err = String;
    fn from_str(s: &str) -> std::result::Result<Self, String> {
        Self::ALL
            .into_iter()
            .find(|b| b.as_str() == s)
            .ok_or_else(|| {
                format!(
                    "unknown fair basis `{s}`; valid: all, others, sharp, blend, worst, learned"
                )
            })
    }
}

impl Default for ConsensusParams {
    fn default() -> Self {
        Self {
            method: DevigMethod::Multiplicative,
            pm_weight: 1.5,
            gates: Gates::default(),
            low_confidence_below: 0.5,
            explain: false,
            fair_basis: FairBasis::All,
            weights: Weights::Spec,
            max_margin: 0.10,
        }
    }
}

impl ConsensusParams {
    /// Checks every parameter's domain.
    pub fn validate(&self) -> Result<()> {
        if !(self.max_margin.is_finite() && self.max_margin > 0.0 && self.max_margin <= 1.0) {
            return Err(OddsError::InvalidParameter {
                name: "max_margin",
                value: self.max_margin,
                expected: "a margin in (0, 1]",
            });
        }
        let checks: [(&'static str, f64, bool, &'static str); 5] = [
            (
                "pm_weight",
                self.pm_weight,
                self.pm_weight >= 0.0,
                "a finite number >= 0",
            ),
            (
                "max_disagreement",
                self.gates.max_disagreement,
                self.gates.max_disagreement >= 0.0,
                "a probability spread >= 0",
            ),
            (
                "max_edge",
                self.gates.max_edge_pct,
                true,
                "a finite percentage",
            ),
            (
                "low_confidence_below",
                self.low_confidence_below,
                (0.0..=1.0).contains(&self.low_confidence_below),
                "a number in [0, 1]",
            ),
            (
                "liquidity floor",
                self.gates.floors.first_pm_volume.min(
                    self.gates
                        .floors
                        .first_pm_open_interest
                        .min(self.gates.floors.second_pm_volume)
                        .min(self.gates.floors.second_pm_liquidity),
                ),
                self.gates.floors.first_pm_volume >= 0.0
                    && self.gates.floors.first_pm_open_interest >= 0.0
                    && self.gates.floors.second_pm_volume >= 0.0
                    && self.gates.floors.second_pm_liquidity >= 0.0,
                "finite numbers >= 0",
            ),
        ];
        for (name, value, ok, expected) in checks {
            if !value.is_finite() || !ok {
                return Err(OddsError::InvalidParameter {
                    name,
                    value,
                    expected,
                });
            }
        }
        Ok(())
    }
}

/// A `top_edges` gate, serialised with the service's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Gate {
    /// Fewer than `min_sources` sources.
    MinSources,
    /// `max_disagreement` above the gate.
    MaxDisagreement,
    /// Best raw edge above `max_edge_pct` (sets `suspect_edge`).
    MaxEdge,
    /// A prediction market below its liquidity floor.
    Liquidity,
    /// No source has weight (every margin at or above `max_margin`, or no depth): the
    /// market is listed with no edge rather than dropped.
    NoFairBasis,
}

impl Gate {
    /// The gate's name in `gates_failed`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::MinSources => "min_sources",
            Self::MaxDisagreement => "max_disagreement",
            Self::MaxEdge => "max_edge",
            Self::Liquidity => "liquidity",
            Self::NoFairBasis => "no_fair_basis",
        }
    }
}
