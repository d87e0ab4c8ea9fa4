//! The series model: same-match legs priced jointly from one per-map probability `q`.
//!
//! Legs of one match among `match_winner`, `map_winner`, `total_maps` and `map_handicap`
//! are not independent: a team that wins the match has usually won map 1 too. The model
//! treats the maps of a best-of-N as independent trials, each won by the home team with
//! probability `q`, and fits `q` so that the series probability equals the match
//! winner's fair probability (DESIGN.md "Same-match legs priced by a series model").
//! A joint probability is then the sum, over every sequence of map results, of the
//! sequence's probability where every leg holds on the maps actually played (a series
//! stops when one team has won a majority).
//!
//! Best of 3: `P(home wins) = q²(3 − 2q)`, and
//! `P(home wins map 1 and the match) = q·(1 − (1 − q)²)`; at q = 0.6095 that is 0.5166,
//! where the product of the two legs (0.6095 × 0.6616) gives 0.4033.
//!
//! A best of 1 has one map (its map 1 *is* the match) and a best of 2 can be drawn, so
//! neither prices a pair of legs: [`joint_probability`] refuses them with a reason.

pub mod fit;
mod model;

pub use model::{
    SeriesError, SeriesLeg, SeriesPrice, best_of_from_board, fit_map_probability, map_margin,
    maps_played, price_series, series_probability,
};
