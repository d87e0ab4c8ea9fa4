//! The synthetic world: teams, rosters, matches, map stats, props and mainline quotes.
//!
//! [`World`] holds the seed, the pinned clock and the scale, and generates each sport
//! lazily on first use (a `OnceLock` per sport), so `esx --demo` start-up costs nothing
//! and every response stays a pure function of `(seed, now, scale, request)`.

pub(crate) mod board;
pub(crate) mod counts;
pub(crate) mod generate;
pub(crate) mod names;
pub(crate) mod price;
pub(crate) mod rating;
pub(crate) mod rng;
pub(crate) mod showcase;
pub(crate) mod sports;
pub(crate) mod tape;
pub(crate) mod timeline;
mod types;

pub(crate) use sports::{Stat, VENUES};
pub(crate) use types::Sharp;
pub(crate) use types::{
    MainKind, MainMarket, Match, PFX, Player, PlayerMap, PropLine, SOURCE, STREAM_HOST, SportData,
    Status, Team, date, display_date,
};
pub use types::{World, iso};

impl World {
    /// A world with nothing generated yet.
    #[must_use]
    pub fn new(seed: u64, now: i64, scale: u32) -> Self {
        Self {
            seed,
            now,
            scale: scale.max(1),
            sharp: None,
            sports: Default::default(),
        }
    }

    /// This world with `venue` (a line venue key: the sportsbook or a prediction market)
    /// sharper by `sharpness`; an unknown key is an error naming the line venues.
    pub fn with_sharp_venue(mut self, venue: &str, sharpness: f64) -> Result<Self, String> {
        let line_venues: Vec<&str> = sports::VENUES
            .iter()
            .filter(|v| v.kind != sports::VenueKind::Dfs)
            .map(|v| v.key)
            .collect();
        let idx = sports::VENUES
            .iter()
            .position(|v| {
                v.key.eq_ignore_ascii_case(venue.trim()) && v.kind != sports::VenueKind::Dfs
            })
            .ok_or_else(|| {
                format!(
                    "unknown line venue {venue:?}: one of {}",
                    line_venues.join(", ")
                )
            })?;
        if !(sharpness.is_finite() && sharpness >= 0.0) {
            return Err(format!(
                "sharpness must be a number at least 0 (0.5 halves the venue's noise), not {sharpness}"
            ));
        }
        self.sharp = Some(Sharp {
            venue: idx,
            sharpness,
        });
        Ok(self)
    }

    /// The data of a sport slug (generated on first use), or `None` for an unknown slug.
    #[must_use]
    pub fn sport(&self, slug: &str) -> Option<&SportData> {
        let (idx, info) = sports::sport_info(slug)?;
        Some(self.sports[idx].get_or_init(|| generate::generate(self, idx, info)))
    }
}
