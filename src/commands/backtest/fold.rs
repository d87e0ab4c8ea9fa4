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

use esx_odds::backtest::Scored;
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
pub struct Graded {
    time: u32,
    key: [u32; PARTS],
    /// app, market, sport.
    segment: [u32; 3],
    pub scored: Scored,
}

/// The graded rows of one backtest and the tables their numbers point into.
#[derive(Default)]
pub struct Fold {
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
    pub fn push(&mut self, time: &str, key: &[&str], segment: [&str; 3], scored: Scored) {
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
        };
        self.rows.push(row);
    }

    /// The rows in time order, ties in key order (both as their text compares).
    pub fn in_time_order(&mut self) -> Vec<Graded> {
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

    /// A row's segment under `--by` (`app`, `market` or `sport`).
    pub fn segment(&self, r: &Graded, by: &str) -> &str {
        let i = match by {
            "app" => 0,
            "market" => 1,
            _ => 2,
        };
        self.segments.name(r.segment[i])
    }

    /// A row as its NDJSON line.
    pub fn line<'a>(&'a self, r: &Graded) -> Line<'a> {
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
pub struct Line<'a> {
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
