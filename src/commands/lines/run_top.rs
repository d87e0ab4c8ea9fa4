//! The run's `top_edges` of a fan-out's JSON (`esx lines all --json`): every sport's
//! judged top edges in one list, each row tagged with its `sport`, ranked as
//! `lines all --top` ranks its table (DESIGN "Staking a professional would use").
//!
//! Why collected while the sports run: each sport renders its own envelope as it
//! finishes, and the rows that are its top edges (started events left out, `--min-edge`,
//! `--team`, `--starts-within`; the service's list or `--local`'s) are known only inside
//! its run. Each sport leaves its rows here; the fan-out asks for the merged list once
//! every sport is in, so the fan-out itself never knows about lines.

use std::collections::HashMap;
use std::sync::Mutex;

use serde_json::{Map, Value};

use super::args::Args;
use super::rows::{TopLine, rank_by};
use super::top::TopRow;

/// Each sport's top-edge rows as `(table line, JSON row)`: the line carries the ranking
/// keys (`time` included), the JSON row (its sport first) is what the sport's envelope
/// shows.
#[derive(Default)]
pub(crate) struct RunTop {
    judged: Mutex<HashMap<String, Vec<(TopLine, Value)>>>,
}

impl RunTop {
    /// Keep `sport`'s top edges (a re-run of the sport replaces them). A row whose JSON
    /// cannot be built is left out (it cannot happen for rows serde built).
    pub(super) fn add(&self, sport: &str, rows: &[TopRow]) {
        let rows = rows
            .iter()
            .filter_map(|r| r.parts().ok())
            .map(|(line, json)| (line.clone(), with_sport(sport, json)))
            .collect();
        if let Ok(mut judged) = self.judged.lock() {
            judged.insert(sport.to_string(), rows);
        }
    }

    /// The merged `top_edges`: the rows of `sports` (in that order, a failed sport has
    /// none) ranked by `--sort` as `lines all --top` ranks (stable: ties keep the sports'
    /// order), and under `--top` cut to `--limit` over the merged ranking as that table is.
    #[must_use]
    pub(crate) fn merged(&self, sports: &[String], args: &Args) -> Value {
        let mut judged = self
            .judged
            .lock()
            .map(|mut j| std::mem::take(&mut *j))
            .unwrap_or_default();
        let mut rows: Vec<(TopLine, Value)> = sports
            .iter()
            .filter_map(|s| judged.remove(s))
            .flatten()
            .collect();
        rank_by(&mut rows, args.sort, |(line, _)| line);
        if args.top
            && let Some(n) = args.limit.and_then(|n| usize::try_from(n).ok())
        {
            rows.truncate(n);
        }
        Value::Array(rows.into_iter().map(|(_, json)| json).collect())
    }
}

/// A JSON row with its sport first.
fn with_sport(sport: &str, row: Value) -> Value {
    let mut out = Map::new();
    out.insert("sport".into(), Value::from(sport));
    if let Value::Object(fields) = row {
        out.extend(fields);
    }
    Value::Object(out)
}
