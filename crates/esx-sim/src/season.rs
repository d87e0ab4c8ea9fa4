//! The simulated season's outcomes: what happened in the timeline's finished series,
//! drawn from the same hidden truth that priced their board, so predictions made from
//! the board come out calibrated.
//!
//! - A series is the timeline's (`data::generate`): its maps are played from its own
//!   stream with the teams' per-map probability, the probability its match price comes
//!   from, so its result is the same at every clock after it ended.
//! - A player's stat for a prop market is drawn from the distribution its book price came
//!   from (`data::counts`): `NegBin(μ, k)` with `μ` the player's per-map mean × the
//!   market's expected maps and `k` the stat type's default dispersion, so `P(X > L)` is
//!   the probability the book was priced from. Each draw is keyed by the series' event
//!   id, the player and the market: the same at every clock.

use crate::data::board::{maps_expected, per_map_mean};
use crate::data::counts;
use crate::data::rng::{Rng, hash_str};
use crate::data::{SportData, Status, VENUES, World};

/// A series' result.
#[derive(Debug, Clone, PartialEq)]
pub struct SeriesResult {
    pub match_id: String,
    pub event_id: String,
    pub home: String,
    pub away: String,
    /// Unix seconds.
    pub start: i64,
    /// Unix seconds when its last map ended.
    pub ended: i64,
    pub score: (u32, u32),
    /// (map number, winner's name).
    pub maps: Vec<(u8, String)>,
}

/// A drawn stat for one venue's prop line (the line the board closed with).
#[derive(Debug, Clone, PartialEq)]
pub struct PropResult {
    pub prop_id: String,
    pub event_id: String,
    pub match_id: String,
    pub venue: &'static str,
    pub player: String,
    pub stat_type: String,
    pub line: f64,
    pub actual: u32,
    /// Unix seconds of the series' start.
    pub start: i64,
    /// Unix seconds when the series' last map ended.
    pub ended: i64,
}

/// The drawn value of `player`'s stat for market `ki` of series `mi`.
#[must_use]
pub(crate) fn prop_actual(seed: u64, data: &SportData, mi: usize, player: usize, ki: usize) -> u32 {
    let m = &data.matches[mi];
    let market = data.info.markets[ki];
    let mu = per_map_mean(data, player, market.stat) * maps_expected(market.maps, m.best_of);
    let key = hash_str(&format!("{}|{}|{ki}", m.event_id, data.players[player].id));
    let mut r = Rng::keyed(seed, "season/props", key);
    // The board's own model (`counts`): the book priced `P(X > L)` from it.
    counts::draw(&mut r, mu, counts::DISPERSION)
}

/// Every finished series of `slug` listed at the world's clock, and every prop line of
/// their closing boards with its drawn stat (series listed ahead only: the in-play
/// track's had no board).
#[must_use]
pub fn outcomes(world: &World, slug: &str) -> (Vec<SeriesResult>, Vec<PropResult>) {
    let Some(data) = world.sport(slug) else {
        return (Vec::new(), Vec::new());
    };
    finished(world.seed, data, i64::MIN)
}

/// [`outcomes`] of `data`, for series that started at or after `since`.
#[must_use]
pub fn finished(seed: u64, data: &SportData, since: i64) -> (Vec<SeriesResult>, Vec<PropResult>) {
    let mut series = Vec::new();
    let mut props = Vec::new();
    for (mi, m) in data.matches.iter().enumerate() {
        if m.status != Status::Finished || m.start < since {
            continue;
        }
        let (h, a) = (&data.teams[m.home], &data.teams[m.away]);
        let ended = m.maps.last().map_or(m.start, |mp| mp.ended);
        series.push(SeriesResult {
            match_id: m.id.clone(),
            event_id: m.event_id.clone(),
            home: h.name.clone(),
            away: a.name.clone(),
            start: m.start,
            ended,
            score: m.score(),
            maps: m
                .maps
                .iter()
                .map(|mp| {
                    let w = if mp.home_won { h } else { a };
                    (mp.number, w.name.clone())
                })
                .collect(),
        });
        let Some(close) = data.closing_board(seed, mi) else {
            continue;
        };
        let mut drawn = std::collections::HashMap::new();
        for pl in &close.props {
            let actual = *drawn
                .entry((pl.player, pl.market))
                .or_insert_with(|| prop_actual(seed, data, mi, pl.player, pl.market));
            props.push(PropResult {
                prop_id: pl.prop_id.clone(),
                event_id: m.event_id.clone(),
                match_id: m.id.clone(),
                venue: VENUES[pl.venue].key,
                player: data.players[pl.player].nickname.clone(),
                stat_type: data.info.markets[pl.market].stat_type(data.info),
                line: pl.line,
                actual,
                start: m.start,
                ended,
            });
        }
    }
    (series, props)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::timeline::EPOCH;

    #[test]
    fn series_end_at_a_majority_and_outcomes_do_not_move_with_the_clock() {
        let early = World::new(42, EPOCH + 4 * 86_400, 1);
        let (a, pa) = outcomes(&early, "cs2");
        assert!(!a.is_empty() && !pa.is_empty());
        for s in &a {
            // The winner took the majority of a best of 3 or 5.
            let (w, l) = (s.score.0.max(s.score.1), s.score.0.min(s.score.1));
            assert!((w == 2 && l <= 1) || (w == 3 && l <= 2), "{s:?}");
            assert_eq!(s.maps.len() as u32, w + l);
        }
        // Two days later every series finished by then has the same result and every
        // prop line the same drawn stat.
        let later = World::new(42, EPOCH + 6 * 86_400, 1);
        let (b, pb) = outcomes(&later, "cs2");
        let mut same = 0;
        for s in &a {
            if let Some(t) = b.iter().find(|t| t.match_id == s.match_id) {
                assert_eq!(s, t);
                same += 1;
            }
        }
        assert!(same > 50, "{same}");
        for p in pa.iter().take(500) {
            let q = pb.iter().find(|q| q.prop_id == p.prop_id).expect("kept");
            assert_eq!(p, q);
        }
    }
}
