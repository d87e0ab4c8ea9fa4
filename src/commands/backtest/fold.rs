//! The graded rows of a backtest, as compact as their order needs.
//!
//! The figures follow time order (the bankroll curve, the drawdown), ties broken by the
//! prediction's key as text (`sport|event|player|…`), so every graded row must be kept
//! until the last is read. A row keeps numbers, not text: its start time, each part of
//! its key and its segments are numbered in per-column tables of the distinct values
//! (a store of a million picks has a few thousand events, players and times), and the
//! numbers are ranked in the text's order before sorting. About 90 bytes a row, where
//! the rows as read (every string owned, the whole store's rows at once) took ~2.9 KiB.

use std::collections::HashMap;

use esx_odds::backtest::{Scored, Unit};
use serde::Serialize;
use serde_json::Value;

use crate::output::Row;
use crate::output::num::Exact;

/// Most parts a key has (a pick's: sport, event, player, stat type, app, line, side).
const PARTS: usize = 7;

/// The distinct values of one column, numbered in the order first seen.
#[derive(Default)]
struct Names {
    ids: HashMap<Box<str>, u32>,
    names: Vec<Box<str>>,
}

impl Names {
    fn id(&mut self, s: &str) -> u32 {
        if let Some(&i) = self.ids.get(s) {
            return i;
        }
        // Four billion distinct values of one column are more than a store can hold.
        let i = u32::try_from(self.names.len()).unwrap_or(u32::MAX);
        self.names.push(s.into());
        self.ids.insert(s.into(), i);
        i
    }

    fn name(&self, i: u32) -> &str {
        self.names.get(i as usize).map_or("", |s| s)
    }

    /// Each value's rank in the order of `value + suffix` as text. A key part is ranked
    /// followed by its separator: `a|…` sorts after `ab|…` (`|` is above the letters),
    /// which the part alone would not say.
    fn ranks(&self, suffix: &str) -> Vec<u32> {
        let mut order: Vec<usize> = (0..self.names.len()).collect();
        order.sort_by(|&a, &b| {
            let (a, b) = (&self.names[a], &self.names[b]);
            a.bytes()
                .chain(suffix.bytes())
                .cmp(b.bytes().chain(suffix.bytes()))
        });
        let mut rank = vec![0; order.len()];
        for (r, i) in order.into_iter().enumerate() {
            rank[i] = u32::try_from(r).unwrap_or(u32::MAX);
        }
        rank
    }
}

/// One graded prediction: its start, key and segments as numbers, and its figures.
pub(super) struct Graded {
    time: u32,
    key: [u32; PARTS],
    /// app, market, sport.
    segment: [u32; 3],
    pub(crate) scored: Scored,
    /// Under `--compare`: the row's side's probability (given no push) by each of the two
    /// predictions compared, when both price it.
    pub(crate) pair: Option<[f64; 2]>,
}

/// The graded rows of one backtest and the tables their numbers point into.
#[derive(Default)]
pub(super) struct Fold {
    times: Names,
    parts: [Names; PARTS],
    segments: Names,
    /// Parts of this backtest's keys (picks 7, edges 6, bets 1).
    used: usize,
    rows: Vec<Graded>,
}

impl Fold {
    /// Add a graded prediction: its time (the start, else when it was recorded), its key's
    /// parts (joined by `|` they are the key ties are broken by) and its app, market and
    /// sport.
    pub(super) fn push(&mut self, time: &str, key: &[&str], segment: [&str; 3], scored: Scored) {
        self.push_paired(time, key, segment, scored, None);
    }

    /// [`Fold::push`] with the two probabilities `--compare` reads.
    pub(super) fn push_paired(
        &mut self,
        time: &str,
        key: &[&str],
        segment: [&str; 3],
        scored: Scored,
        pair: Option<[f64; 2]>,
    ) {
        self.used = self.used.max(key.len().min(PARTS));
        let mut k = [0; PARTS];
        for (i, part) in key.iter().take(PARTS).enumerate() {
            k[i] = self.parts[i].id(part);
        }
        let row = Graded {
            time: self.times.id(time),
            key: k,
            segment: segment.map(|s| self.segments.id(s)),
            scored,
            pair,
        };
        self.rows.push(row);
    }

    /// The rows in time order, ties in key order (both as their text compares).
    pub(super) fn in_time_order(&mut self) -> Vec<Graded> {
        let times = self.times.ranks("");
        let parts: Vec<Vec<u32>> = (0..self.used)
            .map(|i| self.parts[i].ranks(if i + 1 < self.used { "|" } else { "" }))
            .collect();
        let mut rows = std::mem::take(&mut self.rows);
        rows.sort_by(|a, b| {
            times[a.time as usize]
                .cmp(&times[b.time as usize])
                .then_with(|| {
                    parts
                        .iter()
                        .enumerate()
                        .map(|(i, rank)| rank[a.key[i] as usize].cmp(&rank[b.key[i] as usize]))
                        .find(|o| o.is_ne())
                        .unwrap_or(std::cmp::Ordering::Equal)
                })
        });
        rows
    }

    /// The time a row is filed under (its start, else when it was recorded).
    pub(super) fn time(&self, r: &Graded) -> &str {
        self.times.name(r.time)
    }

    /// Each row's event, numbered: the key's first two parts (sport and event; a bet's
    /// source-less key has an empty sport). Every standard error is clustered by it.
    pub(super) fn clusters(rows: &[&Graded]) -> Vec<u32> {
        let mut ids: HashMap<(u32, u32), u32> = HashMap::new();
        rows.iter()
            .map(|r| {
                let n = u32::try_from(ids.len()).unwrap_or(u32::MAX);
                *ids.entry((r.key[0], r.key[1])).or_insert(n)
            })
            .collect()
    }

    /// The distinct outcomes of picks (settled point 11): the picks of one event, player,
    /// stat type and line (key parts 0–3 and 5) across apps and sides are one outcome,
    /// the over; its probability is the mean of their probabilities of the over (given
    /// no push). Scored from the side that probability favours (Brier and log loss are
    /// the same from either side): the hit rate is how often that side happened. `p`
    /// reads a row's own side's probability (`None`: left out); pushes are left out.
    pub(super) fn pick_units(
        &self,
        rows: &[&Graded],
        clusters: &[u32],
        p: impl Fn(&Graded) -> Option<f64>,
    ) -> Vec<Unit> {
        // (sum of p_over, count, over happened, cluster) per distinct outcome, in first-seen order.
        let mut at: HashMap<[u32; 5], usize> = HashMap::new();
        let mut acc: Vec<(f64, u32, bool, u32)> = Vec::new();
        for (r, g) in rows.iter().zip(clusters) {
            let (Some(won), Some(p)) = (r.scored.won, p(r)) else {
                continue;
            };
            let over = self.parts[6].name(r.key[6]) == "over";
            let (p_over, went_over) = if over { (p, won) } else { (1.0 - p, !won) };
            let k = [r.key[0], r.key[1], r.key[2], r.key[3], r.key[5]];
            let i = *at.entry(k).or_insert_with(|| {
                acc.push((0.0, 0, went_over, *g));
                acc.len() - 1
            });
            acc[i].0 += p_over;
            acc[i].1 += 1;
        }
        acc.into_iter()
            .map(|(sum, n, went_over, cluster)| {
                let p_over = sum / f64::from(n);
                if p_over >= 0.5 {
                    Unit {
                        p: p_over,
                        won: went_over,
                        cluster,
                    }
                } else {
                    Unit {
                        p: 1.0 - p_over,
                        won: !went_over,
                        cluster,
                    }
                }
            })
            .collect()
    }

    /// A row's segment under `--by` (`app`, `market` or `sport`).
    pub(super) fn segment(&self, r: &Graded, by: &str) -> &str {
        let i = match by {
            "app" => 0,
            "market" => 1,
            _ => 2,
        };
        self.segments.name(r.segment[i])
    }

    /// A row as its NDJSON line.
    pub(super) fn line<'a>(&'a self, r: &Graded) -> Line<'a> {
        let key = (0..self.used)
            .map(|i| self.parts[i].name(r.key[i]))
            .collect::<Vec<_>>()
            .join("|");
        Line {
            time: self.times.name(r.time),
            key,
            predicted: Exact(r.scored.predicted),
            outcome: r.scored.won.map(u8::from),
            price: Exact(r.scored.price),
            profit: Exact(r.scored.profit()),
            clv_pct: r.scored.clv_pct.map(Exact),
            app: self.segments.name(r.segment[0]),
            market: self.segments.name(r.segment[1]),
            sport: self.segments.name(r.segment[2]),
        }
    }
}

/// `backtest --ndjson`: one graded prediction per line, in time order.
#[derive(Serialize)]
pub(super) struct Line<'a> {
    time: &'a str,
    key: String,
    predicted: Exact,
    /// 1 won, 0 lost, null pushed.
    outcome: Option<u8>,
    price: Exact,
    profit: Exact,
    #[serde(skip_serializing_if = "Option::is_none")]
    clv_pct: Option<Exact>,
    app: &'a str,
    market: &'a str,
    sport: &'a str,
}

impl Row for Line<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        let text = |s: &str| Value::String(s.to_string());
        Some(match key {
            "time" => text(self.time),
            "key" => text(&self.key),
            "predicted" => self.predicted.to_value(),
            "outcome" => self.outcome.map_or(Value::Null, Value::from),
            "price" => self.price.to_value(),
            "profit" => self.profit.to_value(),
            "clv_pct" => self.clv_pct.map_or(Value::Null, Exact::to_value),
            "app" => text(self.app),
            "market" => text(self.market),
            "sport" => text(self.sport),
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scored(p: f64) -> Scored {
        Scored {
            predicted: p,
            won: Some(true),
            price: 2.0,
            clv_pct: None,
            push_return: 1.0,
        }
    }

    /// Four picks of one outcome (two apps, both sides) and one of another: two units.
    /// Outcome A: over 0.6 and 0.7, under 0.5 (p_over 0.5) → p_over (0.6+0.7+0.5)/3 = 0.6,
    /// the over happened (the overs won, the under lost). Outcome B: one under at 0.8 that
    /// lost (p_over 0.2, the over happened) → scored from the under: p 0.8, lost.
    #[test]
    fn picks_of_one_outcome_count_once() {
        let mut fold = Fold::default();
        let mut add = |app: &str, player: &str, side: &str, p: f64, won: bool| {
            fold.push(
                "t",
                &["cs2", "ev1", player, "KILLS", app, "20.5", side],
                [app, "KILLS", "cs2"],
                Scored {
                    predicted: p,
                    won: Some(won),
                    price: 1.7,
                    clv_pct: None,
                    push_return: 1.0,
                },
            );
        };
        add("prizepicks", "a", "over", 0.6, true);
        add("underdog", "a", "over", 0.7, true);
        add("underdog", "a", "under", 0.5, false);
        add("prizepicks", "b", "under", 0.8, false);
        let rows = fold.in_time_order();
        let refs: Vec<&Graded> = rows.iter().collect();
        let clusters = Fold::clusters(&refs);
        assert!(clusters.iter().all(|&c| c == clusters[0]));
        let mut units = fold.pick_units(&refs, &clusters, |r| Some(r.scored.predicted));
        units.sort_by(|a, b| a.p.total_cmp(&b.p));
        assert_eq!(units.len(), 2);
        assert!((units[0].p - 0.6).abs() < 1e-12 && units[0].won);
        assert!((units[1].p - 0.8).abs() < 1e-12 && !units[1].won);
    }

    /// The numbered rows sort exactly as their `time` then `key` text would, including a
    /// part that is a prefix of another (`a|…` after `ab|…`) and equal times.
    #[test]
    fn numbered_rows_sort_as_their_text() {
        let rows: [(&str, [&str; 3]); 6] = [
            ("t2", ["a", "x", "1"]),
            ("t1", ["ab", "x", "1"]),
            ("t1", ["a", "x", "10"]),
            ("t1", ["a", "x", "9"]),
            ("t1", ["a", "xy", "1"]),
            ("t0", ["b", "", "2"]),
        ];
        let mut fold = Fold::default();
        for (i, (t, k)) in rows.iter().enumerate() {
            fold.push(
                t,
                k,
                ["app", "m", "s"],
                scored(f64::from(u8::try_from(i).unwrap())),
            );
        }
        let got: Vec<String> = fold
            .in_time_order()
            .iter()
            .map(|r| format!("{} {}", fold.times.name(r.time), fold.line(r).key))
            .collect();
        let mut want: Vec<String> = rows
            .iter()
            .map(|(t, k)| format!("{t} {}", k.join("|")))
            .collect();
        // What the rows as text sort to (time, then key).
        want.sort_by(|a, b| {
            let (ta, ka) = a.split_once(' ').unwrap();
            let (tb, kb) = b.split_once(' ').unwrap();
            ta.cmp(tb).then(ka.cmp(kb))
        });
        assert_eq!(got, want);
        // `|` sorts above the letters: `ab|…` first, `a|xy|…` before `a|x|…`.
        assert_eq!(want[1], "t1 ab|x|1");
        assert_eq!(want[2], "t1 a|xy|1");
    }
}
