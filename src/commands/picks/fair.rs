//! `picks --fair`: the sportsbooks' over/under pairs at one line made one fair on a basis
//! (DESIGN.md settled point 14: `picks` uses `--fair` only for the sportsbook pair). Pure:
//! each pair's venue and no-vig `p_over` in, the combined `p_over` out.

use esx_odds::{FairBasis, VenueWeights};

/// The market type a prop's `sharp`/`learned` weights are looked up under: the venue
/// rank scores team lines only, so for props `sharp` is the profile's
/// `fair.sharp.<sport>` and `learned` knows no venue.
pub(super) const PROPS: &str = "player_props";

/// The pairs at one line (`(venue, p_over)`, in the board's order) on `basis`: the
/// combined `p_over` and the pair whose book the pick names (the heaviest, the first on a
/// tie); `None` when the basis weighs none of them. `all`, `others` and `blend` are the
/// plain mean (every sportsbook weighs 1); `worst` takes each side's lowest no-vig
/// probability and renormalises; `sharp` and `learned` weigh by `venues`.
pub(super) fn combine(
    basis: FairBasis,
    pairs: &[(&str, f64)],
    venues: Option<&VenueWeights>,
) -> Option<(usize, f64)> {
    if pairs.is_empty() {
        return None;
    }
    if basis == FairBasis::Worst {
        let sides: Vec<[f64; 2]> = pairs.iter().map(|p| [p.1, 1.0 - p.1]).collect();
        let rows: Vec<&[f64]> = sides.iter().map(<[f64; 2]>::as_slice).collect();
        return esx_odds::consensus::worst_fair(&rows).map(|f| (0, f[0]));
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
    (den > 0.0).then(|| (shown, num / den))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_basis_on_two_books() {
        let pairs = [("bookA", 0.55), ("bookB", 0.48)];
        let (i, p) = combine(FairBasis::All, &pairs, None).unwrap();
        assert_eq!(i, 0);
        assert!((p - 0.515).abs() < 1e-12);
        // worst: over min 0.48, under min 1 − 0.55 = 0.45 → 0.48 / 0.93.
        let (_, p) = combine(FairBasis::Worst, &pairs, None).unwrap();
        assert!((p - 0.48 / 0.93).abs() < 1e-12);
        let sharp: VenueWeights = [("bookb".to_string(), 1.0)].into_iter().collect();
        assert_eq!(
            combine(FairBasis::Sharp, &pairs, Some(&sharp)),
            Some((1, 0.48))
        );
        assert_eq!(
            combine(FairBasis::Learned, &pairs, Some(&VenueWeights::new())),
            None
        );
    }
}
