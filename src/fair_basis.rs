//! The `--fair` basis resolved for one sport into what the odds engine needs (DESIGN.md
//! "The fair basis", settled point 14): `sharp`'s venue and `learned`'s weights per market
//! type, read from the store's venue rank at lead 60 m (else `sharp` from the profile's
//! `fair.sharp.<sport>`), and the refusals (`--weights` with a basis that fixes its own,
//! no rank and no config). Shared by every command that takes `--fair`.

use std::collections::BTreeMap;

use esx_odds::{FairBasis, VenueWeights, Weights};
use esx_store::RankRow;

use crate::config::{SHARP_PREFIX, parse_sharp_venue};
use crate::context::Context;
use crate::error::EsxError;
use crate::store::DbArg;

/// The lead the rank is read at: an hour before the start (settled point 14).
pub(crate) const LEAD_MINUTES: u32 = 60;

/// The fewest scored markets for a venue to be a market type's `sharp` (settled point 14):
/// fewer and its log loss is noise.
pub(crate) const SHARP_MIN_N: usize = 100;

/// How far back the rank reads: `esx venues rank`'s default, so the venue `sharp` picks is
/// the one `esx venues rank SPORT --at 60m` prints first.
pub(crate) const RANK_SINCE: &str = "30d";

/// A basis with what the engine needs for it: for `sharp` and `learned` each market
/// type's venue weights.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct ResolvedFair {
    pub(crate) basis: FairBasis,
    /// Each market type's venue weights, normalised to sum 1 (`sharp`, `learned`).
    by_market: BTreeMap<String, VenueWeights>,
    /// `sharp`'s venue for a market type the store does not rank (`fair.sharp.<sport>`).
    fallback: Option<String>,
}

impl ResolvedFair {
    /// A basis that needs no store (`all`, `others`, `blend`, `worst`).
    #[must_use]
    pub(crate) fn plain(basis: FairBasis) -> Self {
        Self {
            basis,
            ..Self::default()
        }
    }

    /// The venue weights of a market type for the engine: `None` unless the basis needs
    /// them; an empty map when it knows none there (the engine gates such a market
    /// `no_fair_basis`).
    #[must_use]
    pub(crate) fn venues(&self, market_type: &str) -> Option<VenueWeights> {
        if !self.basis.needs_venue_weights() {
            return None;
        }
        if let Some(w) = self.by_market.get(market_type) {
            return Some(w.clone());
        }
        Some(
            self.fallback
                .iter()
                .map(|v| (v.clone(), 1.0))
                .collect::<VenueWeights>(),
        )
    }

    /// One line naming the basis and its weights, for under a table when the basis is
    /// not the command's default (`None` when it is).
    #[must_use]
    pub(crate) fn note(&self, default: FairBasis) -> Option<String> {
        if self.basis == default {
            return None;
        }
        let what = match self.basis {
            FairBasis::All => "every source at the consensus weights".to_string(),
            FairBasis::Others => "every other source at the consensus weights".to_string(),
            FairBasis::Blend => "every source at the spec's weights".to_string(),
            FairBasis::Worst => {
                "per outcome the lowest no-vig probability of the sources, renormalised".to_string()
            }
            FairBasis::Sharp | FairBasis::Learned => {
                let mut parts: Vec<String> = self
                    .by_market
                    .iter()
                    .map(|(m, w)| format!("{m} {}", weights_text(w)))
                    .collect();
                if let Some(v) = &self.fallback {
                    let other = if parts.is_empty() { "" } else { "otherwise " };
                    parts.push(format!("{other}{v} (config {SHARP_PREFIX}<sport>)"));
                }
                if self.by_market.is_empty() && self.fallback.is_none() {
                    parts.push("no venue".to_string());
                }
                parts.join("; ")
            }
        };
        Some(format!("fair basis {}: {what}", self.basis))
    }
}

/// `venue 0.62, venue 0.38`.
fn weights_text(w: &VenueWeights) -> String {
    w.iter()
        .map(|(v, x)| format!("{v} {x:.2}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `--weights` with a basis that fixes its own weights is exit 2 (settled point 14).
pub(crate) fn check_weights(basis: FairBasis, weights: Option<Weights>) -> Result<(), EsxError> {
    match weights {
        Some(w) if !basis.takes_weights() => Err(EsxError::usage(format!(
            "--weights {w} does not apply to --fair {basis}: only all and others weigh their sources by --weights"
        ))),
        _ => Ok(()),
    }
}

/// Resolve `basis` for `sport` from the store's rank (`rank`, read only when the basis
/// needs it) and the profile (`config`).
pub(crate) fn resolve_with(
    basis: FairBasis,
    sport: &str,
    rank: impl FnOnce() -> Result<Option<Vec<RankRow>>, EsxError>,
    config: &dyn Fn(&str) -> Option<String>,
) -> Result<ResolvedFair, EsxError> {
    if !basis.needs_venue_weights() {
        return Ok(ResolvedFair::plain(basis));
    }
    let key = format!("{SHARP_PREFIX}{sport}");
    let fallback = if basis == FairBasis::Sharp {
        config(&key)
            .map(|v| {
                parse_sharp_venue(&v).map_err(|e| EsxError::usage(format!("config {key} {e}")))
            })
            .transpose()?
    } else {
        None
    };
    // A store named for nothing (`None`): under --demo without --db.
    let rows = rank()?.unwrap_or_default();
    let rows: Vec<&RankRow> = rows
        .iter()
        .filter(|r| r.sport == sport && r.lead_minutes == LEAD_MINUTES)
        .collect();
    let by_market = if basis == FairBasis::Sharp {
        sharp_of(&rows)
    } else {
        learned_of(&rows)
    };
    if by_market.is_empty() && fallback.is_none() {
        return Err(EsxError::usage(if basis == FairBasis::Sharp {
            format!(
                "--fair sharp: no venue in the store's rank for {sport} at lead 60m with n >= {SHARP_MIN_N} (record and grade more: `esx record {sport}`, `esx venues rank {sport} --at 60m`, or pass --db), and no config {key} (`esx config set {key} VENUE`)"
            )
        } else {
            format!(
                "--fair learned: no venue in the store's rank for {sport} at lead 60m (record quotes before matches start and grade them: `esx record {sport}`, `esx venues rank {sport} --at 60m`, or pass --db)"
            )
        }));
    }
    Ok(ResolvedFair {
        basis,
        by_market,
        fallback,
    })
}

/// Per market type the venue with the lowest log loss among those with n >= 100.
fn sharp_of(rows: &[&RankRow]) -> BTreeMap<String, VenueWeights> {
    let mut best: BTreeMap<&str, &RankRow> = BTreeMap::new();
    for r in rows
        .iter()
        .filter(|r| r.n >= SHARP_MIN_N && r.log_loss.is_finite())
    {
        let slot = best.entry(r.market_type.as_str()).or_insert(r);
        // Ties go to the venue named first, so the answer never depends on row order.
        if (r.log_loss, &r.venue) < (slot.log_loss, &slot.venue) {
            *slot = r;
        }
    }
    best.into_iter()
        .map(|(m, r)| {
            (
                m.to_string(),
                [(r.venue.clone(), 1.0)].into_iter().collect(),
            )
        })
        .collect()
}

/// Per market type each venue's weight ∝ 1 / its Brier score (the mean squared error
/// against results), normalised to sum 1.
fn learned_of(rows: &[&RankRow]) -> BTreeMap<String, VenueWeights> {
    let mut out: BTreeMap<String, VenueWeights> = BTreeMap::new();
    for r in rows
        .iter()
        .filter(|r| r.n > 0 && r.brier.is_finite() && r.brier > 0.0)
    {
        out.entry(r.market_type.clone())
            .or_default()
            .insert(r.venue.clone(), 1.0 / r.brier);
    }
    for w in out.values_mut() {
        let total: f64 = w.values().sum();
        for x in w.values_mut() {
            *x /= total;
        }
    }
    out
}

/// Resolve `basis` for `sport` in a run: the store `db` names (a missing one is exit 5;
/// under `--demo` with no store named there is no rank), the profile's config.
pub(crate) fn resolve(
    ctx: &Context,
    basis: FairBasis,
    sport: &str,
    db: &DbArg,
) -> Result<ResolvedFair, EsxError> {
    let file = ctx.config();
    let profile = ctx.profile().to_string();
    let config = |key: &str| file.get(&profile, key).map(ToString::to_string);
    let rank = || {
        if db.demo_temporary(ctx) {
            return Ok(None);
        }
        let store = db.open_existing()?;
        let now = ctx.clock().now();
        let q = esx_store::RankQuery {
            sport: Some(sport.to_string()),
            since: crate::store::time_or_span("--since", RANK_SINCE, now)?,
            until: crate::store::stamp(now),
            leads: vec![LEAD_MINUTES],
        };
        store
            .venues_rank(&q)
            .map(Some)
            .map_err(crate::store::store_error)
    };
    resolve_with(basis, sport, rank, &config)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(venue: &str, market: &str, n: usize, log_loss: f64, brier: f64) -> RankRow {
        RankRow {
            sport: "cs2".into(),
            venue: venue.into(),
            market_type: market.into(),
            lead_minutes: LEAD_MINUTES,
            n,
            events: n,
            mad: 0.0,
            mad_se: None,
            log_loss,
            log_loss_se: None,
            brier,
            brier_se: None,
        }
    }

    fn rows() -> Vec<RankRow> {
        vec![
            row("kalshi", "match_winner", 120, 0.60, 0.20),
            row("pinnacle", "match_winner", 150, 0.65, 0.25),
            // The lowest log loss, but too few markets to be sharp.
            row("polymarket", "match_winner", 99, 0.50, 0.20),
            row("pinnacle", "map_winner", 100, 0.66, 0.24),
        ]
    }

    fn none(_: &str) -> Option<String> {
        None
    }

    #[test]
    fn sharp_is_the_lowest_log_loss_with_n_100_per_market_type() {
        let r = resolve_with(FairBasis::Sharp, "cs2", || Ok(Some(rows())), &none).unwrap();
        let one = |v: &str| -> VenueWeights { [(v.to_string(), 1.0)].into_iter().collect() };
        assert_eq!(r.venues("match_winner"), Some(one("kalshi")));
        assert_eq!(r.venues("map_winner"), Some(one("pinnacle")));
        // Not ranked and no config: no venue, so the engine gates the market.
        assert_eq!(r.venues("total_maps"), Some(VenueWeights::new()));
        assert_eq!(
            r.note(FairBasis::All).unwrap(),
            "fair basis sharp: map_winner pinnacle 1.00; match_winner kalshi 1.00"
        );
    }

    #[test]
    fn learned_weighs_by_one_over_brier() {
        let r = resolve_with(FairBasis::Learned, "cs2", || Ok(Some(rows())), &none).unwrap();
        let w = r.venues("match_winner").unwrap();
        // 1/0.20 : 1/0.25 : 1/0.20 = 5 : 4 : 5 → 5/14, 4/14, 5/14.
        assert!((w["kalshi"] - 5.0 / 14.0).abs() < 1e-12);
        assert!((w["pinnacle"] - 4.0 / 14.0).abs() < 1e-12);
        assert!((w["polymarket"] - 5.0 / 14.0).abs() < 1e-12);
        assert_eq!(r.venues("map_winner").unwrap().len(), 1);
    }

    #[test]
    fn sharp_falls_back_to_config_else_exit_2_naming_both() {
        let config = |k: &str| (k == "fair.sharp.cs2").then(|| "Pinnacle".to_string());
        let r = resolve_with(FairBasis::Sharp, "cs2", || Ok(None), &config).unwrap();
        assert_eq!(
            r.venues("match_winner"),
            Some([("pinnacle".to_string(), 1.0)].into_iter().collect())
        );
        let e = resolve_with(FairBasis::Sharp, "cs2", || Ok(Some(Vec::new())), &none).unwrap_err();
        assert_eq!(e.exit_code(), crate::error::ExitCode::Usage);
        let text = e.to_string();
        assert!(
            text.contains("n >= 100") && text.contains("fair.sharp.cs2"),
            "{text}"
        );
        let e = resolve_with(FairBasis::Learned, "cs2", || Ok(None), &none).unwrap_err();
        assert_eq!(e.exit_code(), crate::error::ExitCode::Usage);
        // A basis that needs no store never reads it.
        let r = resolve_with(FairBasis::Worst, "cs2", || panic!("read"), &none).unwrap();
        assert_eq!(r.venues("match_winner"), None);
    }

    #[test]
    fn weights_only_with_all_and_others() {
        assert!(check_weights(FairBasis::All, Some(Weights::Spec)).is_ok());
        assert!(check_weights(FairBasis::Blend, None).is_ok());
        let e = check_weights(FairBasis::Blend, Some(Weights::Quality)).unwrap_err();
        assert_eq!(e.exit_code(), crate::error::ExitCode::Usage);
    }
}
