//! The synthetic world: teams, rosters, matches, map stats, props and mainline quotes.
//!
//! [`World`] holds the seed, the pinned clock and the scale, and generates each sport
//! lazily on first use (a `OnceLock` per sport), so `esx --demo` start-up costs nothing
//! and every response stays a pure function of `(seed, now, scale, request)`.

pub mod board;
pub mod counts;
pub mod generate;
pub mod names;
pub mod price;
pub mod rating;
pub mod rng;
pub mod showcase;
pub mod sports;
pub mod tape;
pub mod timeline;
mod types;

pub use sports::{SPORTS, SportInfo, Stat, VENUES, Venue, VenueKind};
pub use types::{
    IMAGE_HOST, MainKind, MainMarket, MainQuote, MapResult, Match, PFX, Player, PlayerMap,
    PropLine, SOURCE, STREAM_HOST, SportData, Status, Team, World, date, display_date, iso,
};

impl World {
    /// A world with nothing generated yet.
    #[must_use]
    pub fn new(seed: u64, now: i64, scale: u32) -> Self {
        Self {
            seed,
            now,
            scale: scale.max(1),
            sports: Default::default(),
        }
    }

    /// The data of a sport slug (generated on first use), or `None` for an unknown slug.
    #[must_use]
    pub fn sport(&self, slug: &str) -> Option<&SportData> {
        let (idx, info) = sports::sport_info(slug)?;
        Some(self.sports[idx].get_or_init(|| generate::generate(self, idx, info)))
    }
}
