//! The simulated season's outcomes: for the upcoming matches of a world, draw what
//! happens from the same hidden truth that priced its board, so predictions made from
//! the board come out calibrated.
//!
//! - A series is played map by map: map `n` ≤ 3 with its `map_winner` market's true
//!   probability, later maps with the teams' per-map probability, until a team has won
//!   the majority of `best_of`.
//! - A player's stat for a prop market is drawn from the distribution its book price came
//!   from (`data::counts`): `NegBin(μ, k)` with `μ` the player's per-map mean × the
//!   market's expected maps and `k` the stat type's default dispersion, so `P(X > L)` is
//!   the probability the book was priced from. Each draw is keyed by the
//!   `draw` key (one per simulated day), so every day of a season draws anew.

use crate::data::board::{maps_expected, per_map_mean};
use crate::data::counts;
use crate::data::rating::map_win_p;
use crate::data::rng::{Rng, hash_str};
use crate::data::{MainKind, Status, VENUES, World};

/// A series' drawn result.
#[derive(Debug, Clone, PartialEq)]
pub struct SeriesResult {
    pub match_id: String,
    pub event_id: String,
    pub home: String,
    pub away: String,
    /// Unix seconds.
    pub start: i64,
    pub score: (u32, u32),
    /// (map number, winner's name).
    pub maps: Vec<(u8, String)>,
}

/// A drawn stat for one venue's prop line.
#[derive(Debug, Clone, PartialEq)]
pub struct PropResult {
    pub prop_id: String,
    pub event_id: String,
    pub venue: &'static str,
    pub player: String,
    pub stat_type: String,
    pub line: f64,
    pub actual: u32,
    /// Unix seconds of the series' start.
    pub start: i64,
}

/// Draw every upcoming match of `slug` in `world`: the series and every prop line's stat.
#[must_use]
#[allow(clippy::many_single_char_names)] // teams h/a, probabilities p, the rng r
pub fn outcomes(world: &World, slug: &str, draw: u64) -> (Vec<SeriesResult>, Vec<PropResult>) {
    let Some(data) = world.sport(slug) else {
        return (Vec::new(), Vec::new());
    };
    let mut series = Vec::new();
    for (mi, m) in data.matches.iter().enumerate() {
        if m.status != Status::Upcoming {
            continue;
        }
        let (h, a) = (&data.teams[m.home], &data.teams[m.away]);
        let p = map_win_p(h.rating, a.rating);
        let map_p = |n: u8| -> f64 {
            data.mains
                .iter()
                .find(|mk| mk.match_idx == mi && mk.kind == MainKind::MapWinner(n))
                .map_or(p, |mk| mk.true_p)
        };
        let mut r = Rng::keyed(world.seed ^ draw, "season/series", hash_str(&m.event_id));
        let need = u32::from(m.best_of / 2 + 1);
        let (mut hs, mut as_) = (0u32, 0u32);
        let mut maps = Vec::new();
        let mut n = 1u8;
        while hs < need && as_ < need {
            let home_won = r.chance(map_p(n));
            if home_won {
                hs += 1;
            } else {
                as_ += 1;
            }
            maps.push((
                n,
                if home_won {
                    h.name.clone()
                } else {
                    a.name.clone()
                },
            ));
            n += 1;
        }
        series.push(SeriesResult {
            match_id: m.id.clone(),
            event_id: m.event_id.clone(),
            home: h.name.clone(),
            away: a.name.clone(),
            start: m.start,
            score: (hs, as_),
            maps,
        });
    }
    let mut props = Vec::new();
    let mut drawn: std::collections::HashMap<(usize, usize, usize), u32> =
        std::collections::HashMap::new();
    for pl in &data.props {
        let m = &data.matches[pl.match_idx];
        let market = data.info.markets[pl.market];
        let actual = *drawn
            .entry((pl.match_idx, pl.player, pl.market))
            .or_insert_with(|| {
                let mu = per_map_mean(data, pl.player, market.stat)
                    * maps_expected(market.maps, m.best_of);
                let key = hash_str(&format!(
                    "{}|{}|{}",
                    m.event_id, data.players[pl.player].id, pl.market
                ));
                let mut r = Rng::keyed(world.seed ^ draw, "season/props", key);
                // The board's own model (`counts`): the book priced `P(X > L)` from it.
                counts::draw(&mut r, mu, counts::DISPERSION)
            });
        props.push(PropResult {
            prop_id: pl.prop_id.clone(),
            event_id: m.event_id.clone(),
            venue: VENUES[pl.venue].key,
            player: data.players[pl.player].nickname.clone(),
            stat_type: market.stat_type(data.info),
            line: pl.line,
            actual,
            start: m.start,
        });
    }
    (series, props)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn series_end_at_a_majority_and_draws_change_with_the_key() {
        let w = World::new(42, 1_795_000_000, 1);
        let (a, pa) = outcomes(&w, "cs2", 1);
        assert!(!a.is_empty() && !pa.is_empty());
        for s in &a {
            // The winner took the majority of a best of 3 or 5.
            let (w, l) = (s.score.0.max(s.score.1), s.score.0.min(s.score.1));
            assert!((w == 2 && l <= 1) || (w == 3 && l <= 2), "{s:?}");
            assert_eq!(s.maps.len() as u32, w + l);
        }
        let (b, _) = outcomes(&w, "cs2", 2);
        assert_eq!(a.len(), b.len());
        // Same seed and key: the same draws.
        assert_eq!(outcomes(&w, "cs2", 1).0, a);
    }
}
