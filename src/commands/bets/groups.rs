//! `bets report --by KEY`: the bets split by tag, venue, type, sport, market or month,
//! each group's n, staked, profit, ROI and mean CLV with their standard errors.
//!
//! The standard errors (docs/bets.md "Reports" says the same):
//! - profit: the SE of a sum of per-bet profits, `√n · s` (`s` the sample standard
//!   deviation of the settled bets' profits);
//! - ROI: the ratio estimator's, `√(n/(n−1) · Σ (pᵢ − R·sᵢ)²) / Σ sᵢ` with `R = Σp / Σs`
//!   (profit and stake of each settled bet), in percent points;
//! - mean CLV: `s / √n` over the bets with a CLV.
//!
//! Each is over the bets its figure is over (settled, void aside, for profit and ROI;
//! with a close for CLV) and `null` with fewer than two of them: one bet has no spread.

use std::collections::{BTreeMap, HashMap};

use esx_store::{BetKind, BetResult, BetRow};
use serde::Serialize;
use serde_json::Value;

use crate::output::typed::Row;
use crate::output::view::Tier;
use crate::output::{Column, Kind};

/// What `--by` splits the bets by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum By {
    /// Each of the bet's tags (a bet with two tags counts in both groups)
    Tag,
    /// The venue the bet was placed at (its source)
    Venue,
    /// single, parlay or slip
    Type,
    /// The event's sport as recorded (a parlay's first leg's; `unknown` for an event
    /// never recorded, and a slip's picks name no event)
    Sport,
    /// The market (`parlay` for a parlay, the slip type for a slip)
    Market,
    /// The UTC month the bet was placed in (YYYY-MM)
    Month,
}

impl By {
    pub(super) fn name(self) -> &'static str {
        match self {
            Self::Tag => "tag",
            Self::Venue => "venue",
            Self::Type => "type",
            Self::Sport => "sport",
            Self::Market => "market",
            Self::Month => "month",
        }
    }
}

/// The group a bet without a tag falls in under `--by tag`.
pub(super) const UNTAGGED: &str = "(untagged)";

/// Each event's recorded sport (an event never recorded is not in it).
pub(super) type Sports = HashMap<String, String>;

/// The groups `bet` counts in under `by`.
pub(super) fn keys_of(bet: &BetRow, by: By, sports: &Sports) -> Vec<String> {
    match by {
        By::Venue => vec![bet.source.clone()],
        By::Market => vec![match bet.kind {
            BetKind::Single => bet.market.clone(),
            BetKind::Parlay => "parlay".to_string(),
            BetKind::Slip => bet.slip_type.clone().unwrap_or_else(|| "slip".to_string()),
        }],
        By::Month => vec![month_of(&bet.placed_at)],
        By::Sport => vec![
            sports
                .get(&bet.event_id)
                .map_or_else(|| "unknown".to_string(), Clone::clone),
        ],
        By::Type => vec![bet.kind.as_str().to_string()],
        By::Tag if bet.tags.is_empty() => vec![UNTAGGED.to_string()],
        // A bet counts once in each of its tags' groups.
        By::Tag => {
            let mut tags = bet.tags.clone();
            tags.sort();
            tags.dedup();
            tags
        }
    }
}

/// The UTC month (`YYYY-MM`) of an RFC 3339 instant; the text's own first seven
/// characters when it does not parse (the store writes UTC instants).
fn month_of(at: &str) -> String {
    at.parse::<jiff::Timestamp>().map_or_else(
        |_| at.get(..7).unwrap_or(at).to_string(),
        |t| t.strftime("%Y-%m").to_string(),
    )
}

/// One group's figures (a JSON `groups` entry, a CSV and NDJSON row).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub(super) struct Group {
    #[serde(rename = "group")]
    pub(super) name: String,
    /// Every bet in the group (open, settled and void).
    pub(super) n: usize,
    pub(super) open: usize,
    /// Settled won, lost or push: the bets profit and ROI are over.
    pub(super) settled: usize,
    /// Stakes risked: open and settled (a void bet was never risked).
    pub(super) staked: f64,
    pub(super) profit: Option<f64>,
    pub(super) profit_se: Option<f64>,
    pub(super) roi_pct: Option<f64>,
    pub(super) roi_se: Option<f64>,
    pub(super) clv_count: usize,
    pub(super) mean_clv_pct: Option<f64>,
    pub(super) mean_clv_se: Option<f64>,
}

/// The groups of `bets` under `by`, sorted by name.
pub(super) fn groups_of(bets: &[BetRow], by: By, sports: &Sports) -> Vec<Group> {
    let mut split: BTreeMap<String, Vec<&BetRow>> = BTreeMap::new();
    for b in bets {
        for k in keys_of(b, by, sports) {
            split.entry(k).or_default().push(b);
        }
    }
    split
        .into_iter()
        .map(|(name, v)| figures(name, &v))
        .collect()
}

/// A group's figures over its bets.
pub(super) fn figures(name: String, bets: &[&BetRow]) -> Group {
    let settled: Vec<(f64, f64)> = bets
        .iter()
        .filter(|b| b.result.is_some_and(|r| r != BetResult::Void))
        .map(|b| (b.profit.unwrap_or(0.0), b.stake))
        .collect();
    let clvs: Vec<f64> = bets
        .iter()
        .filter(|b| b.result != Some(BetResult::Void))
        .filter_map(|b| b.clv_pct)
        .collect();
    let open: Vec<f64> = bets
        .iter()
        .filter(|b| b.result.is_none())
        .map(|b| b.stake)
        .collect();
    let profits: Vec<f64> = settled.iter().map(|(p, _)| *p).collect();
    let settled_stake: f64 = settled.iter().map(|(_, s)| s).sum();
    let profit: f64 = profits.iter().sum();
    Group {
        name,
        n: bets.len(),
        open: open.len(),
        settled: settled.len(),
        staked: settled_stake + open.iter().sum::<f64>(),
        profit: (!settled.is_empty()).then_some(profit),
        profit_se: sum_se(&profits),
        roi_pct: (settled_stake > 0.0).then(|| 100.0 * profit / settled_stake),
        roi_se: ratio_se(&settled).map(|se| 100.0 * se),
        clv_count: clvs.len(),
        mean_clv_pct: (!clvs.is_empty()).then(|| clvs.iter().sum::<f64>() / clvs.len() as f64),
        mean_clv_se: sd(&clvs).map(|s| s / (clvs.len() as f64).sqrt()),
    }
}

/// The sample standard deviation (`n − 1`); `None` under two values.
fn sd(xs: &[f64]) -> Option<f64> {
    if xs.len() < 2 {
        return None;
    }
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let ss: f64 = xs.iter().map(|x| (x - mean).powi(2)).sum();
    Some((ss / (n - 1.0)).sqrt())
}

/// The standard error of `Σ xᵢ`: `√n · s`.
fn sum_se(xs: &[f64]) -> Option<f64> {
    sd(xs).map(|s| (xs.len() as f64).sqrt() * s)
}

/// The ratio estimator's standard error of `R = Σ pᵢ / Σ sᵢ` over `(pᵢ, sᵢ)`:
/// `√(n/(n−1) · Σ (pᵢ − R sᵢ)²) / Σ sᵢ` (the delta method, bets as independent draws).
fn ratio_se(pairs: &[(f64, f64)]) -> Option<f64> {
    let stake: f64 = pairs.iter().map(|(_, s)| s).sum();
    if pairs.len() < 2 || stake <= 0.0 {
        return None;
    }
    let n = pairs.len() as f64;
    let r = pairs.iter().map(|(p, _)| p).sum::<f64>() / stake;
    let ss: f64 = pairs.iter().map(|(p, s)| (p - r * s).powi(2)).sum();
    Some((n / (n - 1.0) * ss).sqrt() / stake)
}

/// One row of the groups table, CSV and NDJSON: `by` names the key, then the figures.
#[derive(Serialize)]
pub(super) struct GroupRow<'a> {
    pub(super) by: &'static str,
    #[serde(flatten)]
    pub(super) g: &'a Group,
}

impl Row for GroupRow<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        let num = |x: Option<f64>| x.map_or(Value::Null, Value::from);
        let g = self.g;
        Some(match key {
            "by" => self.by.into(),
            "group" => g.name.clone().into(),
            "n" => g.n.into(),
            "open" => g.open.into(),
            "settled" => g.settled.into(),
            "staked" => g.staked.into(),
            "profit" => num(g.profit),
            "profit_se" => num(g.profit_se),
            "roi_pct" => num(g.roi_pct),
            "roi_se" => num(g.roi_se),
            "clv_count" => g.clv_count.into(),
            "mean_clv_pct" => num(g.mean_clv_pct),
            "mean_clv_se" => num(g.mean_clv_se),
            _ => return None,
        })
    }
}

/// The groups table's columns. Identity: the group; act-on, kept at 80 columns: n,
/// staked, profit, ROI and mean CLV with their SEs; context, dropped first: the key's
/// name, the open, settled and with-close counts.
pub(super) fn columns() -> Vec<Column> {
    let act = |c: Column| c.rank(0).in_tier(Tier::ActOn);
    let ctx = |c: Column, rank: u8| c.rank(rank).in_tier(Tier::Context);
    vec![
        ctx(Column::path("BY", "by").kind(Kind::Text), 3),
        Column::path("GROUP", "group")
            .kind(Kind::Text)
            .rank(0)
            .in_tier(Tier::Identity),
        act(Column::path("N", "n").kind(Kind::Num(0))),
        ctx(Column::path("OPEN", "open").kind(Kind::Num(0)), 2),
        ctx(Column::path("SETTLED", "settled").kind(Kind::Num(0)), 2),
        act(Column::path("STAKED", "staked").kind(Kind::Num(2))),
        act(Column::path("PROFIT", "profit").kind(Kind::Num(2))),
        act(Column::path("±SE", "profit_se").kind(Kind::Num(2))),
        act(Column::path("ROI", "roi_pct").kind(Kind::SignedPct)),
        act(Column::path("±SE%", "roi_se").kind(Kind::Num(1))),
        ctx(
            Column::path("WITH CLOSE", "clv_count").kind(Kind::Num(0)),
            1,
        ),
        act(Column::path("MEAN CLV", "mean_clv_pct").kind(Kind::SignedPct)),
        act(Column::path("±SE PTS", "mean_clv_se").kind(Kind::Num(2))),
    ]
}

/// The groups of `bets` under `by`, each event's sport read from `store` for `sport`.
pub(super) fn of_store(
    store: &esx_store::Store,
    bets: &[BetRow],
    by: By,
) -> anyhow::Result<Vec<Group>> {
    let sports = if by == By::Sport {
        sports_of(store, bets)?
    } else {
        Sports::new()
    };
    Ok(groups_of(bets, by, &sports))
}

/// The recorded sport of each event `bets` are on (read only for `--by sport`).
pub(super) fn sports_of(store: &esx_store::Store, bets: &[BetRow]) -> anyhow::Result<Sports> {
    let mut out = Sports::new();
    for b in bets {
        if out.contains_key(&b.event_id) {
            continue;
        }
        if let Some(t) = store
            .event_teams(&b.event_id)
            .map_err(crate::store::store_error)?
        {
            out.insert(b.event_id.clone(), t.sport);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests;
