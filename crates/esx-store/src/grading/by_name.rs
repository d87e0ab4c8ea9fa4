//! The join by name (DESIGN "Grading"): a pick no result joins by `propId` takes the
//! result of its sport, normalised player and stat type graded nearest after its start,
//! within 36 h. Only the results some such pick could take are read into memory.

use std::collections::HashMap;

use super::{
    PROP_RESULTS, PickPrediction, PredictionQuery, PropResult, kinds, opt_text, real, text,
};
use crate::Result;
use crate::copy::exec::{Exec, Kind, Val, render};

/// A name as joins compare it: lower case, letters and digits only.
#[must_use]
pub(crate) fn normalise_name(s: &str) -> String {
    s.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect::<String>()
        + &s.chars()
            .filter(|c| !c.is_ascii() && c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect::<String>()
}

/// How long after a pick's start a result may be graded and still be its result.
const WITHIN_S: i64 = 36 * 3600;

/// A name join's key: sport, normalised player, stat type.
type Key = (String, String, String);

fn key_of(sport: &str, pick: &PickPrediction) -> Key {
    (
        sport.to_string(),
        normalise_name(&pick.player),
        pick.stat_type.clone(),
    )
}

/// A store time (`2026-11-21T18:00:00.000Z`) as unix seconds, if it parses.
pub(crate) fn secs(s: &str) -> Option<i64> {
    // Days from the civil date, then the clock.
    let (y, m, d) = (
        s.get(0..4)?.parse::<i64>().ok()?,
        s.get(5..7)?.parse::<i64>().ok()?,
        s.get(8..10)?.parse::<i64>().ok()?,
    );
    let (hh, mm, ss) = (
        s.get(11..13)?.parse::<i64>().ok()?,
        s.get(14..16)?.parse::<i64>().ok()?,
        s.get(17..19)?.parse::<i64>().ok()?,
    );
    // Howard Hinnant's days-from-civil.
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = era * 146_097 + doe - 719_468;
    Some(days * 86_400 + hh * 3600 + mm * 60 + ss)
}

pub(super) fn prop_result_of(r: &[Val]) -> PropResult {
    PropResult {
        prop_id: text(&r[1]).unwrap_or_default(),
        player: text(&r[2]).unwrap_or_default(),
        stat_type: text(&r[3]).unwrap_or_default(),
        line: real(&r[4]),
        direction: text(&r[5]),
        grade: text(&r[6]).unwrap_or_default(),
        actual_value: real(&r[7]),
        graded_at: text(&r[8]),
    }
}

/// The picks that wait for the join by name: each key's starts (unix seconds).
#[derive(Default)]
pub(super) struct Wanted {
    starts: HashMap<Key, Vec<i64>>,
    any: bool,
}

impl Wanted {
    /// Note a pick that no result joined by `propId`.
    pub(super) fn note(&mut self, sport: &str, pick: &PickPrediction) {
        self.any = true;
        if let Some(s) = pick.starts_at.as_deref().and_then(secs) {
            self.starts.entry(key_of(sport, pick)).or_default().push(s);
        }
    }

    pub(super) fn is_empty(&self) -> bool {
        !self.any
    }

    /// The results some noted pick could take: of its key, graded within 36 h after its
    /// start. Read row by row; nothing else is kept.
    pub(super) fn results(mut self, ex: &mut dyn Exec, q: &PredictionQuery) -> Result<ByName> {
        for v in self.starts.values_mut() {
            v.sort_unstable();
            v.dedup();
        }
        let sql = format!(
            "SELECT {} FROM prop_results{}",
            ex.select(PROP_RESULTS),
            if q.sport.is_some() {
                " WHERE sport = {sport}"
            } else {
                ""
            }
        );
        let sport_val = [opt_text(q.sport.as_deref())];
        let mut by_key: HashMap<Key, Vec<PropResult>> = HashMap::new();
        ex.each(
            &render(ex.dialect(), &sql, &[("sport", Kind::Text)], &sport_val),
            &kinds(PROP_RESULTS),
            &mut |r| {
                let key = (
                    text(&r[0]).unwrap_or_default(),
                    normalise_name(&text(&r[2]).unwrap_or_default()),
                    text(&r[3]).unwrap_or_default(),
                );
                let Some(starts) = self.starts.get(&key) else {
                    return Ok(());
                };
                let Some(g) = text(&r[8]).as_deref().and_then(secs) else {
                    return Ok(());
                };
                // Some start in [g − 36 h, g].
                let from = starts.partition_point(|&s| s < g - WITHIN_S);
                if starts.get(from).is_some_and(|&s| s <= g) {
                    by_key.entry(key).or_default().push(prop_result_of(&r));
                }
                Ok(())
            },
        )?;
        Ok(ByName { by_key })
    }
}

/// The results the join by name may take, by key.
pub(super) struct ByName {
    by_key: HashMap<Key, Vec<PropResult>>,
}

impl ByName {
    /// A pick's result by name, or why it has none: `no_result`, or `ambiguous` when the
    /// results graded nearest after its start disagree on the actual value.
    pub(super) fn join(
        &self,
        sport: &str,
        pick: &PickPrediction,
    ) -> (Option<PropResult>, Option<&'static str>) {
        let start = pick.starts_at.as_deref().and_then(secs);
        let cands: Vec<&PropResult> = self
            .by_key
            .get(&key_of(sport, pick))
            .map(|v| {
                v.iter()
                    .filter(|r| match (start, r.graded_at.as_deref().and_then(secs)) {
                        (Some(s), Some(g)) => (0..=WITHIN_S).contains(&(g - s)),
                        _ => false,
                    })
                    .collect()
            })
            .unwrap_or_default();
        // The nearest graded_at; rows at that nearest time with one actual value count
        // as one candidate.
        let nearest = cands.iter().filter_map(|r| r.graded_at.as_deref()).min();
        let at_nearest: Vec<&&PropResult> = cands
            .iter()
            .filter(|r| r.graded_at.as_deref() == nearest)
            .collect();
        let mut values: Vec<u64> = at_nearest
            .iter()
            .filter_map(|r| r.actual_value.map(f64::to_bits))
            .collect();
        values.sort_unstable();
        values.dedup();
        match (at_nearest.first(), values.len()) {
            (None, _) => (None, Some("no_result")),
            (Some(r), 0 | 1) => (Some((**r).clone()), None),
            _ => (None, Some("ambiguous")),
        }
    }
}
