//! `picks --fair`: the sportsbooks' over/under pairs at one line made one fair on a basis
//! (DESIGN.md settled point 14: `picks` uses `--fair` only for the sportsbook pair). Pure:
//! each pair's venue and no-vig `p_over` in, the combined `p_over` out.

use esx_odds::{FairBasis, FairWeight, VenueWeights};
use serde::Serialize;

/// The market type a prop's `sharp`/`learned` weights are looked up under: the venue
/// rank scores team lines only, so for props `sharp` is the profile's
/// `fair.sharp.<sport>` and `learned` knows no venue.
pub(super) const PROPS: &str = "player_props";

/// How a pick's book pair was made on `--fair` (the `esx` object of a pick row): the
/// basis and, for `blend`, `sharp` and `learned`, each book's share, as `lines --local`
/// names the fair of a market.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub(crate) struct PickFair {
    pub(crate) fair_basis: FairBasis,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(crate) fair_weights: Vec<FairWeight>,
}

/// The pairs at one line (`(venue, p_over)`, in the board's order) on `basis`: the
/// combined `p_over`, the pair whose book the pick names (the heaviest, the first on a
/// tie) and how the pair was made ([`PickFair`]); `None` when the basis weighs none of
/// them. `all`, `others` and `blend` are the plain mean (every sportsbook weighs 1);
/// `worst` takes each side's lowest no-vig probability and renormalises; `sharp` and
/// `learned` weigh by `venues`.
pub(super) fn combine(
    basis: FairBasis,
    pairs: &[(&str, f64)],
    venues: Option<&VenueWeights>,
) -> Option<(usize, f64, PickFair)> {
    if pairs.is_empty() {
        return None;
    }
    let named = |fair_weights| PickFair {
        fair_basis: basis,
        fair_weights,
    };
    if basis == FairBasis::Worst {
        let sides: Vec<[f64; 2]> = pairs.iter().map(|p| [p.1, 1.0 - p.1]).collect();
        let rows: Vec<&[f64]> = sides.iter().map(<[f64; 2]>::as_slice).collect();
        return esx_odds::consensus::worst_fair(&rows).map(|f| (0, f[0], named(Vec::new())));
    }
    let weight = |venue: &str| match venues {
        Some(v) => v
            .get(&venue.to_ascii_lowercase())
            .copied()
            .filter(|w| w.is_finite() && *w > 0.0)
            .unwrap_or(0.0),
        None => 1.0,
    };
    let (mut num, mut den, mut shown, mut heaviest) = (0.0, 0.0, 0, 0.0);
    for (i, (venue, p)) in pairs.iter().enumerate() {
        let w = weight(venue);
        num += w * p;
        den += w;
        if w > heaviest {
            heaviest = w;
            shown = i;
        }
    }
    if den <= 0.0 {
        return None;
    }
    let shares = if matches!(
        basis,
        FairBasis::Blend | FairBasis::Sharp | FairBasis::Learned
    ) {
        pairs
            .iter()
            .map(|(venue, _)| (venue, weight(venue)))
            .filter(|(_, w)| *w > 0.0)
            .map(|(venue, w)| FairWeight {
                source: (*venue).to_string(),
                weight: w / den,
            })
            .collect()
    } else {
        Vec::new()
    };
    Some((shown, num / den, named(shares)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_basis_on_two_books() {
        let pairs = [("bookA", 0.55), ("bookB", 0.48)];
        let (i, p, _) = combine(FairBasis::All, &pairs, None).unwrap();
        assert_eq!(i, 0);
        assert!((p - 0.515).abs() < 1e-12);
        // worst: over min 0.48, under min 1 − 0.55 = 0.45 → 0.48 / 0.93.
        let (_, p, _) = combine(FairBasis::Worst, &pairs, None).unwrap();
        assert!((p - 0.48 / 0.93).abs() < 1e-12);
        let sharp: VenueWeights = [("bookb".to_string(), 1.0)].into_iter().collect();
        let (i, p, _) = combine(FairBasis::Sharp, &pairs, Some(&sharp)).unwrap();
        assert_eq!((i, p), (1, 0.48));
        assert_eq!(
            combine(FairBasis::Learned, &pairs, Some(&VenueWeights::new())),
            None
        );
    }

    /// The pair names its basis and, where the basis sets them, each book's share:
    /// learned 3 : 1 → 0.75, 0.25 (p_over 0.75·0.55 + 0.25·0.48 = 0.5325); blend
    /// (every book 1) ½ each; worst none.
    #[test]
    fn the_pair_names_its_basis_and_weights() {
        let pairs = [("bookA", 0.55), ("bookB", 0.48)];
        let learned: VenueWeights = [("booka".to_string(), 3.0), ("bookb".to_string(), 1.0)]
            .into_iter()
            .collect();
        let (i, p, named) = combine(FairBasis::Learned, &pairs, Some(&learned)).unwrap();
        assert_eq!(i, 0);
        assert!((p - 0.5325).abs() < 1e-12);
        assert_eq!(named.fair_basis, FairBasis::Learned);
        let w: Vec<(&str, f64)> = named
            .fair_weights
            .iter()
            .map(|w| (w.source.as_str(), w.weight))
            .collect();
        assert_eq!(w, [("bookA", 0.75), ("bookB", 0.25)]);
        let (_, _, blend) = combine(FairBasis::Blend, &pairs, None).unwrap();
        assert_eq!(blend.fair_weights.len(), 2);
        assert!(
            blend
                .fair_weights
                .iter()
                .all(|w| (w.weight - 0.5).abs() < 1e-12)
        );
        let (_, _, worst) = combine(FairBasis::Worst, &pairs, None).unwrap();
        assert!(worst.fair_weights.is_empty());
        assert_eq!(
            serde_json::to_value(&worst).unwrap(),
            serde_json::json!({"fair_basis": "worst"})
        );
    }
}
