//! The series model's arithmetic: legs, their joint probability over every sequence of
//! map results, the fit of `q` to the match price, and the priced ticket.

use std::collections::BTreeMap;
use std::fmt;

use serde::Serialize;

/// A gap above this (in probability, either sign) makes a ticket inconsistent.
pub(crate) const INCONSISTENT_GAP: f64 = 0.03;

/// The fit as JSON shows it: `fit: {q, gaps: {market: model − market}}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeriesFit {
    /// The fitted per-map probability of the home team.
    pub q: f64,
    /// Per market key, `model(q) − market`.
    pub gaps: BTreeMap<String, f64>,
}

impl SeriesFit {
    /// True when a gap is above [`INCONSISTENT_GAP`] in size.
    #[must_use]
    pub fn inconsistent(&self) -> bool {
        self.gaps.values().any(|g| g.abs() > INCONSISTENT_GAP)
    }
}

/// One leg of a same-match ticket, from the home team's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(tag = "market", rename_all = "snake_case")]
pub enum SeriesLeg {
    /// The match: home (`true`) or away to win the series.
    MatchWinner {
        /// The selection is the home team.
        home: bool,
    },
    /// Map `map` (1-based): home or away to win it (it must be played).
    MapWinner {
        /// Map number, 1-based.
        map: u32,
        /// The selection is the home team.
        home: bool,
    },
    /// Maps played over (`true`) or under `line`.
    TotalMaps {
        /// The line (3.5/4.5 in a best of 5, 2.5 in a best of 3).
        line: f64,
        /// Over.
        over: bool,
    },
    /// The selection's maps won − the other's + `line` > 0 (`-1.5` on home = home 2–0 in a best of 3).
    MapHandicap {
        /// The selection's handicap.
        line: f64,
        /// The selection is the home team.
        home: bool,
    },
}

/// Why a ticket cannot be priced by the series model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeriesError {
    /// Best of 1: map 1 is the match; no other market is a separate event.
    BestOfOne,
    /// Best of 2 (Dota 2): a 1–1 draw, which the model has no match winner for.
    BestOfTwo,
    /// Another length the model does not know (0, or above 7).
    BestOf(u32),
    /// A map beyond the series' length.
    NoSuchMap(u32, u32),
    /// The match winner's fair probability is not in (0, 1).
    MatchProbability(String),
    /// The fit was given no market.
    NoMarkets,
}

impl fmt::Display for SeriesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::BestOfOne => write!(
                f,
                "a best of 1 has one map: its map winner is its match winner, so the legs are one bet"
            ),
            Self::BestOfTwo => write!(
                f,
                "a best of 2 can end 1-1, which the series model has no match winner for"
            ),
            Self::BestOf(n) => write!(
                f,
                "the series model prices best of 3, 5 or 7 (got best of {n})"
            ),
            Self::NoSuchMap(m, n) => write!(f, "map {m} is not played in a best of {n}"),
            Self::MatchProbability(p) => write!(
                f,
                "the match winner's fair probability {p} leaves no per-map probability to fit"
            ),
            Self::NoMarkets => write!(f, "no match or map market to fit the series model to"),
        }
    }
}

impl std::error::Error for SeriesError {}

/// Maps needed to win a best of `n` (n odd, 3..=7).
pub(super) fn check_length(best_of: u32) -> Result<u32, SeriesError> {
    match best_of {
        1 => Err(SeriesError::BestOfOne),
        2 => Err(SeriesError::BestOfTwo),
        3 | 5 | 7 => Ok(best_of / 2 + 1),
        n => Err(SeriesError::BestOf(n)),
    }
}

/// Every sequence of `n` map results (bit i set = home won map i+1), with the maps
/// actually played and the probability of the played ones.
fn sequences(q: f64, n: u32, need: u32) -> impl Iterator<Item = (u32, u32, f64)> {
    (0u32..(1 << n)).filter_map(move |bits| {
        let (mut home, mut away, mut played, mut p) = (0, 0, 0, 1.0);
        while home < need && away < need {
            if bits & (1 << played) != 0 {
                home += 1;
                p *= q;
            } else {
                away += 1;
                p *= 1.0 - q;
            }
            played += 1;
        }
        // Sequences that differ only in maps never played are one outcome: keep the one
        // whose unplayed bits are all 0.
        (bits >> played == 0).then_some((bits, played, p))
    })
}

/// True when `leg` holds for the played maps `bits` (`played` of them).
fn holds(leg: &SeriesLeg, bits: u32, played: u32) -> bool {
    let home_maps = (0..played).filter(|i| bits & (1 << i) != 0).count() as f64;
    let away_maps = f64::from(played) - home_maps;
    match *leg {
        SeriesLeg::MatchWinner { home } => (home_maps > away_maps) == home,
        SeriesLeg::MapWinner { map, home } => {
            map >= 1 && map <= played && ((bits & (1 << (map - 1)) != 0) == home)
        }
        SeriesLeg::TotalMaps { line, over } => {
            let total = f64::from(played);
            if over { total > line } else { total < line }
        }
        SeriesLeg::MapHandicap { line, home } => {
            let margin = if home {
                home_maps - away_maps
            } else {
                away_maps - home_maps
            };
            margin + line > 0.0
        }
    }
}

/// The home team's probability of winning a best of `best_of` when it wins each map
/// with probability `q`.
///
/// ```
/// use esx_odds::series::series_probability;
/// let q: f64 = 0.6;
/// assert!((series_probability(q, 3).unwrap() - q * q * (3.0 - 2.0 * q)).abs() < 1e-12);
/// ```
pub fn series_probability(q: f64, best_of: u32) -> Result<f64, SeriesError> {
    joint_at(q, best_of, &[SeriesLeg::MatchWinner { home: true }])
}

/// The per-map probability `q` at which the home team's series probability is
/// `p_match` (bisection: the series probability rises with `q`).
///
/// ```
/// use esx_odds::series::{fit_map_probability, series_probability};
/// let q = fit_map_probability(0.6616, 3).unwrap();
/// assert!((series_probability(q, 3).unwrap() - 0.6616).abs() < 1e-9);
/// ```
pub fn fit_map_probability(p_match: f64, best_of: u32) -> Result<f64, SeriesError> {
    check_length(best_of)?;
    if !(p_match.is_finite() && p_match > 0.0 && p_match < 1.0) {
        return Err(SeriesError::MatchProbability(p_match.to_string()));
    }
    let (mut lo, mut hi) = (0.0_f64, 1.0_f64);
    for _ in 0..100 {
        let mid = 0.5 * (lo + hi);
        if series_probability(mid, best_of)? < p_match {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Ok(0.5 * (lo + hi))
}

/// The probability that every leg holds, maps won by home with probability `q`.
pub(crate) fn joint_at(q: f64, best_of: u32, legs: &[SeriesLeg]) -> Result<f64, SeriesError> {
    let need = check_length(best_of)?;
    for leg in legs {
        if let SeriesLeg::MapWinner { map, .. } = leg
            && (*map == 0 || *map > best_of)
        {
            return Err(SeriesError::NoSuchMap(*map, best_of));
        }
    }
    Ok(sequences(q, best_of, need)
        .filter(|&(bits, played, _)| legs.iter().all(|l| holds(l, bits, played)))
        .map(|(_, _, p)| p)
        .sum())
}

/// The distribution of the maps played in a best of `best_of` at per-map probability
/// `q`: `(maps, probability)` for every length the series can end at, shortest first
/// (the `total_maps` result a middle is valued on).
///
/// ```
/// use esx_odds::series::maps_played;
/// let (q, r) = (0.6_f64, 0.4_f64);
/// let t = maps_played(q, 3).unwrap();
/// assert_eq!(t.len(), 2);
/// assert!((t[0].1 - (q * q + r * r)).abs() < 1e-12 && (t[1].1 - 2.0 * q * q * r - 2.0 * q * r * r).abs() < 1e-12);
/// ```
pub fn maps_played(q: f64, best_of: u32) -> Result<Vec<(i64, f64)>, SeriesError> {
    result_table(q, best_of, |_, played| i64::from(played))
}

/// The distribution of the home team's map margin (maps won − maps lost) in a best of
/// `best_of` at per-map probability `q`: `(margin, probability)`, lowest first (the
/// `map_handicap` result a middle is valued on).
pub fn map_margin(q: f64, best_of: u32) -> Result<Vec<(i64, f64)>, SeriesError> {
    result_table(q, best_of, |bits, played| {
        let home = i64::from(bits.count_ones());
        2 * home - i64::from(played)
    })
}

/// Every series result under `key(bits, played)` with its probability, keys ascending.
fn result_table(
    q: f64,
    best_of: u32,
    key: impl Fn(u32, u32) -> i64,
) -> Result<Vec<(i64, f64)>, SeriesError> {
    let need = check_length(best_of)?;
    if !(q.is_finite() && (0.0..=1.0).contains(&q)) {
        return Err(SeriesError::MatchProbability(q.to_string()));
    }
    let mut table: BTreeMap<i64, f64> = BTreeMap::new();
    for (bits, played, p) in sequences(q, best_of, need) {
        *table.entry(key(bits, played)).or_insert(0.0) += p;
    }
    Ok(table.into_iter().collect())
}

/// A same-match ticket priced by the series model.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeriesPrice {
    /// The series length assumed.
    pub best_of: u32,
    /// Where the length came from (`board`, `default`, `--best-of`).
    pub best_of_basis: &'static str,
    /// The fitted per-map probability of the home team.
    pub map_probability: f64,
    /// P(every leg holds) under the model.
    pub joint_probability: f64,
    /// Each leg's own probability under the model.
    pub leg_probabilities: Vec<f64>,
    /// `q` fitted to the match's own markets (`fit::price_series_fitted`): the fit and
    /// each market's gap; `None` when `q` was read off the match price alone.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fit: Option<SeriesFit>,
}

/// Prices `legs` of one match jointly: `q` fitted to the home team's fair match
/// probability `p_home_match`, then every leg's own probability and the joint one.
///
/// ```
/// use esx_odds::series::{SeriesLeg, price_series};
/// let legs = [SeriesLeg::MatchWinner { home: true }, SeriesLeg::MapWinner { map: 1, home: true }];
/// let q: f64 = 0.6095;
/// let p_match = q * q * (3.0 - 2.0 * q);
/// let s = price_series(p_match, 3, "default", &legs).unwrap();
/// assert!((s.joint_probability - q * (1.0 - (1.0 - q).powi(2))).abs() < 1e-9);
/// ```
pub fn price_series(
    p_home_match: f64,
    best_of: u32,
    best_of_basis: &'static str,
    legs: &[SeriesLeg],
) -> Result<SeriesPrice, SeriesError> {
    let q = fit_map_probability(p_home_match, best_of)?;
    let leg_probabilities = legs
        .iter()
        .map(|l| joint_at(q, best_of, std::slice::from_ref(l)))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(SeriesPrice {
        best_of,
        best_of_basis,
        map_probability: q,
        joint_probability: joint_at(q, best_of, legs)?,
        leg_probabilities,
        fit: None,
    })
}

/// The series length a board shows for one match: a `total_maps` line of 3.5 or 4.5, or
/// a map 4 or 5 market ⇒ 5; only map 1 and no `total_maps` ⇒ 1; otherwise 3 (the usual
/// esports series). `max_map` is the highest map number with a market; `total_lines`
/// the `total_maps` lines offered.
#[must_use]
pub fn best_of_from_board(max_map: Option<u32>, total_lines: &[f64]) -> u32 {
    if total_lines.iter().any(|l| *l > 3.0) || max_map.is_some_and(|m| m >= 4) {
        5
    } else if total_lines.is_empty() && max_map == Some(1) {
        1
    } else {
        3
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    /// The design's known answer: q = 0.6095 in a best of 3. The match is
    /// q²(3 − 2q) = 0.661624…; map 1 and the match q(1 − (1 − q)²) = 0.516557…, while
    /// the product of the two legs is 0.6095 × 0.661624 = 0.403260….
    #[test]
    fn map_one_and_the_match_best_of_three() {
        let q: f64 = 0.6095;
        let p_match = q * q * (3.0 - 2.0 * q);
        let legs = [
            SeriesLeg::MatchWinner { home: true },
            SeriesLeg::MapWinner { map: 1, home: true },
        ];
        let s = price_series(p_match, 3, "default", &legs).unwrap();
        assert!((s.map_probability - q).abs() < 1e-9);
        let joint = q * (1.0 - (1.0 - q) * (1.0 - q));
        assert!(close(s.joint_probability, joint));
        assert_eq!((joint * 1e4).round() / 1e4, 0.5166);
        let product = s.leg_probabilities[0] * s.leg_probabilities[1];
        assert!(close(product, q * p_match));
        assert_eq!((product * 1e4).round() / 1e4, 0.4033);
        // Legs on one side move together: the product understates.
        assert!(s.joint_probability > product);
    }

    /// Opposite sides: home wins map 1, away wins the match = q(1 − q)², below the product.
    #[test]
    fn opposite_sides_overstate_as_a_product() {
        let q: f64 = 0.6;
        let p_match = q * q * (3.0 - 2.0 * q);
        let legs = [
            SeriesLeg::MapWinner { map: 1, home: true },
            SeriesLeg::MatchWinner { home: false },
        ];
        let s = price_series(p_match, 3, "default", &legs).unwrap();
        assert!(close(s.joint_probability, q * (1.0 - q) * (1.0 - q)));
        assert!(s.joint_probability < q * (1.0 - p_match));
    }

    /// Totals and handicaps in a best of 3 at q: 2–0 either way is q² + (1−q)²; home −1.5
    /// is q²; over 2.5 maps is 2q(1−q); away +1.5 is 1 − q².
    #[test]
    fn totals_and_handicaps_best_of_three() {
        let q: f64 = 0.7;
        let j = |legs: &[SeriesLeg]| joint_at(q, 3, legs).unwrap();
        assert!(close(
            j(&[SeriesLeg::TotalMaps {
                line: 2.5,
                over: false
            }]),
            q * q + (1.0 - q) * (1.0 - q)
        ));
        assert!(close(
            j(&[SeriesLeg::TotalMaps {
                line: 2.5,
                over: true
            }]),
            2.0 * q * (1.0 - q)
        ));
        assert!(close(
            j(&[SeriesLeg::MapHandicap {
                line: -1.5,
                home: true
            }]),
            q * q
        ));
        assert!(close(
            j(&[SeriesLeg::MapHandicap {
                line: 1.5,
                home: false
            }]),
            1.0 - q * q
        ));
        // Map 3 is played only at 1–1: home wins it with probability 2q(1−q)·q.
        assert!(close(
            j(&[SeriesLeg::MapWinner { map: 3, home: true }]),
            2.0 * q * (1.0 - q) * q
        ));
        // Home −1.5 and the match: −1.5 implies the match, so the joint is q².
        assert!(close(
            j(&[
                SeriesLeg::MatchWinner { home: true },
                SeriesLeg::MapHandicap {
                    line: -1.5,
                    home: true
                }
            ]),
            q * q
        ));
    }

    /// Best of 5: P(home) = q³(1 + 3(1−q) + 6(1−q)²); total over 4.5 = 6q²(1−q)².
    #[test]
    fn best_of_five() {
        let q: f64 = 0.55;
        let r = 1.0 - q;
        assert!(close(
            series_probability(q, 5).unwrap(),
            q.powi(3) * (1.0 + 3.0 * r + 6.0 * r * r)
        ));
        assert!(close(
            joint_at(
                q,
                5,
                &[SeriesLeg::TotalMaps {
                    line: 4.5,
                    over: true
                }]
            )
            .unwrap(),
            6.0 * q * q * r * r
        ));
        assert_eq!(
            joint_at(q, 3, &[SeriesLeg::MapWinner { map: 4, home: true }]),
            Err(SeriesError::NoSuchMap(4, 3))
        );
    }

    #[test]
    fn best_of_one_and_two_are_refused_with_a_reason() {
        let legs = [SeriesLeg::MatchWinner { home: true }];
        assert_eq!(
            price_series(0.6, 1, "board", &legs),
            Err(SeriesError::BestOfOne)
        );
        let e = price_series(0.6, 2, "--best-of", &legs).unwrap_err();
        assert!(e.to_string().contains("1-1"));
        assert!(fit_map_probability(1.0, 3).is_err());
        assert!(fit_map_probability(f64::NAN, 3).is_err());
    }

    /// Best of 5 at q: exactly 4 maps = 3q³(1−q) + 3q(1−q)³ (either team 3–1); the
    /// margin table is 3–0 q³, 3–1 3q³r, 3–2 6q³r², mirrored for the away team; both
    /// tables sum to 1.
    #[test]
    fn maps_played_and_margin_tables_best_of_five() {
        let q: f64 = 0.55;
        let r = 1.0 - q;
        let t = maps_played(q, 5).unwrap();
        let keys: Vec<i64> = t.iter().map(|(k, _)| *k).collect();
        assert_eq!(keys, [3, 4, 5]);
        assert!(close(t[0].1, q.powi(3) + r.powi(3)));
        assert!(close(t[1].1, 3.0 * q.powi(3) * r + 3.0 * q * r.powi(3)));
        assert!(close(t[2].1, 6.0 * q * q * r * r));
        let m = map_margin(q, 5).unwrap();
        let keys: Vec<i64> = m.iter().map(|(k, _)| *k).collect();
        assert_eq!(keys, [-3, -2, -1, 1, 2, 3]);
        assert!(close(m[5].1, q.powi(3)));
        assert!(close(m[4].1, 3.0 * q.powi(3) * r));
        assert!(close(m[3].1, 6.0 * q.powi(3) * r * r));
        assert!(close(m[0].1, r.powi(3)));
        for table in [t, m] {
            assert!(close(table.iter().map(|(_, p)| p).sum::<f64>(), 1.0));
        }
        // Best of 3: margins ±1 and ±2 only (no 0).
        let m3 = map_margin(0.7, 3).unwrap();
        assert_eq!(
            m3.iter().map(|(k, _)| *k).collect::<Vec<_>>(),
            [-2, -1, 1, 2]
        );
        assert!(close(m3[3].1, 0.49));
        assert_eq!(maps_played(0.5, 1), Err(SeriesError::BestOfOne));
        assert!(maps_played(f64::NAN, 3).is_err());
    }

    #[test]
    fn best_of_from_the_board() {
        assert_eq!(best_of_from_board(Some(2), &[2.5]), 3);
        assert_eq!(best_of_from_board(Some(3), &[]), 3);
        assert_eq!(best_of_from_board(Some(1), &[3.5]), 5);
        assert_eq!(best_of_from_board(Some(4), &[]), 5);
        assert_eq!(best_of_from_board(Some(1), &[]), 1);
        assert_eq!(best_of_from_board(None, &[]), 3);
    }

    proptest! {
        /// The outcomes of a series partition the space, and the fit inverts the series.
        #[test]
        fn probabilities_sum_to_one_and_fit_inverts(p in 0.01f64..0.99, n in prop::sample::select(vec![3u32, 5, 7])) {
            let q = fit_map_probability(p, n).unwrap();
            prop_assert!((series_probability(q, n).unwrap() - p).abs() < 1e-9);
            let away = joint_at(q, n, &[SeriesLeg::MatchWinner { home: false }]).unwrap();
            prop_assert!((p + away - 1.0).abs() < 1e-9);
            let m1 = joint_at(q, n, &[SeriesLeg::MapWinner { map: 1, home: true }]).unwrap();
            prop_assert!((m1 - q).abs() < 1e-9);
        }
    }
}
