//! The fair a best price is measured against under each basis (DESIGN.md "The fair
//! basis", settled point 14): the weight each used source has in it and each outcome's
//! fair probability. `all` and `others` weigh by the consensus weights (`weights`);
//! `blend` by the spec's; `sharp` and `learned` by the caller's [`VenueWeights`] (read
//! from a store's rank); `worst` takes per outcome the lowest de-vigged probability and
//! renormalises.

use super::board::{Board, Used};
use super::input::{FairBasis, VenueWeights};
use super::output::FairWeight;

/// One market's fair under one basis: each used source's weight in it (`weights[row]`),
/// and for `worst` the renormalised lowest probability of each outcome.
pub(super) struct Fairs {
    basis: FairBasis,
    weights: Vec<f64>,
    worst: Vec<f64>,
}

impl Fairs {
    pub(super) fn of(basis: FairBasis, venues: Option<&VenueWeights>, board: &Board<'_>) -> Self {
        let weights: Vec<f64> = board
            .used
            .iter()
            .map(|u| weight(basis, venues, u))
            .collect();
        let worst = if basis == FairBasis::Worst {
            let rows: Vec<&[f64]> = (0..board.used.len())
                .filter(|&r| weights[r] > 0.0)
                .map(|r| &board.values[r * board.n..(r + 1) * board.n])
                .collect();
            worst_fair(&rows).unwrap_or_default()
        } else {
            Vec::new()
        };
        Self {
            basis,
            weights,
            worst,
        }
    }

    /// The basis has no weight on this market (`sharp` whose venue does not quote it,
    /// `learned` knowing none of its venues, or every consensus weight 0): no edge can
    /// be measured, and the market is gated `no_fair_basis`.
    pub(super) fn is_empty(&self) -> bool {
        self.weights.iter().all(|w| *w <= 0.0)
    }

    /// Outcome `i`'s fair probability, `priced` the row of the source being priced
    /// (`others` leaves it out unless it is the only one with weight).
    pub(super) fn fair(&self, board: &Board<'_>, i: usize, priced: usize) -> f64 {
        if self.basis == FairBasis::Worst {
            return self.worst[i].clamp(0.0, 1.0);
        }
        let mean = |skip: Option<usize>| {
            let (mut num, mut den) = (0.0, 0.0);
            for (r, w) in self.weights.iter().enumerate() {
                if Some(r) != skip {
                    num += w * board.probability(r, i);
                    den += w;
                }
            }
            (den > 0.0).then(|| (num / den).clamp(0.0, 1.0))
        };
        let skip = (self.basis == FairBasis::Others).then_some(priced);
        mean(skip).or_else(|| mean(None)).unwrap_or(0.0)
    }

    /// The weights a row names (normalised to sum 1) for the bases that set their own:
    /// `blend`, `sharp` and `learned`; empty for `all` and `others` (their `weights`
    /// says) and `worst` (no weights: a lowest probability per outcome).
    pub(super) fn shown(&self, board: &Board<'_>) -> Vec<FairWeight> {
        if !matches!(
            self.basis,
            FairBasis::Blend | FairBasis::Sharp | FairBasis::Learned
        ) {
            return Vec::new();
        }
        let total: f64 = self.weights.iter().sum();
        if total <= 0.0 {
            return Vec::new();
        }
        board
            .used
            .iter()
            .zip(&self.weights)
            .filter(|(_, w)| **w > 0.0)
            .map(|(u, w)| FairWeight {
                source: u.key.to_owned(),
                weight: w / total,
            })
            .collect()
    }
}

/// The `worst` fair of one market: per outcome the lowest of the sources' de-vigged
/// probabilities (`rows`, one slice per source, one value per outcome), renormalised over
/// the outcomes. `None` without a source.
///
/// ```
/// // Over/under from two books: over min 0.48, under min 0.45 → 0.48 / 0.93.
/// let f = esx_odds::consensus::worst_fair(&[&[0.55, 0.45], &[0.48, 0.52]]).unwrap();
/// assert!((f[0] - 0.48 / 0.93).abs() < 1e-12);
/// ```
#[must_use]
pub fn worst_fair(rows: &[&[f64]]) -> Option<Vec<f64>> {
    let n = rows.first()?.len();
    let lowest: Vec<f64> = (0..n)
        .map(|i| rows.iter().map(|r| r[i]).fold(f64::INFINITY, f64::min))
        .collect();
    let sum: f64 = lowest.iter().sum();
    (sum > 0.0).then(|| lowest.iter().map(|p| p / sum).collect())
}

/// The weight source `u` has in the fair of `basis`.
fn weight(basis: FairBasis, venues: Option<&VenueWeights>, u: &Used<'_>) -> f64 {
    match basis {
        FairBasis::All | FairBasis::Others | FairBasis::Worst => u.weight,
        FairBasis::Blend => u.base,
        FairBasis::Sharp | FairBasis::Learned => venues
            .and_then(|v| v.get(u.key))
            .copied()
            .filter(|w| w.is_finite())
            .unwrap_or(0.0)
            .max(0.0),
    }
}
