//! A logged bet as `bets list` and `bets add` print it: its JSON (the stored bet, net
//! price, result, close) and its table row, with the columns' tiers (DESIGN "Three tiers
//! of columns", settled point 6): the event's teams, market and outcome say which bet;
//! price, stake, result, profit and CLV are what a bettor acts on and survive 80 columns;
//! the rest (the event id, placed time, venue, close) drops first.

use std::fmt::Write as _;

use esx_store::{BetKind, BetLeg, BetResult};
use serde::Serialize;
use serde_json::Value;

use super::judge::Judged;
use crate::output::typed::Row;
use crate::output::view::Tier;
use crate::output::{Column, Kind};
use crate::store::store_error;

/// A bet as `--json` carries it: the logged bet, its net price and fee role, its
/// result and profit, and its close with the close's status, age and source.
#[derive(Serialize)]
pub(super) struct BetJson<'a> {
    pub(super) close_status: &'static str,
    pub(super) close_age_s: Option<f64>,
    pub(super) close_source: Option<&'static str>,
    pub(super) close_reason: Option<&'a str>,
    pub(super) bet_id: i64,
    pub(super) placed_at: &'a str,
    pub(super) event_id: &'a str,
    pub(super) market: &'a str,
    pub(super) map: Option<u32>,
    pub(super) line: Option<f64>,
    pub(super) outcome: &'a str,
    pub(super) source: &'a str,
    pub(super) decimal: f64,
    pub(super) net_decimal: f64,
    pub(super) contracts: Option<u32>,
    pub(super) fee_role: &'static str,
    pub(super) stake: f64,
    pub(super) result: Option<&'static str>,
    pub(super) settled_at: Option<&'a str>,
    pub(super) profit: Option<f64>,
    pub(super) p_close: Option<f64>,
    pub(super) close_observed_at: Option<&'a str>,
    pub(super) close_seen_at: Option<&'a str>,
    pub(super) clv_pct: Option<f64>,
    /// `single`, `parlay` or `slip`.
    pub(super) kind: &'static str,
    /// A slip's type (`power2`..`flex6`).
    pub(super) slip_type: Option<&'a str>,
    /// A slip's payout override (`--payout`).
    pub(super) payout: Option<f64>,
    /// What a parlay or slip paid per unit staked when `grade` settled it.
    pub(super) settled_decimal: Option<f64>,
    /// A parlay's legs or a slip's picks, in order, each with its result once graded
    /// (empty for a single).
    pub(super) legs: Vec<LegJson<'a>>,
    pub(super) tags: &'a [String],
}

/// One leg of a parlay (event, market, map, line, outcome, decimal) or one pick of a
/// slip (player, stat type, line, side, and its event when matched), with its result.
#[derive(Serialize)]
pub(super) struct LegJson<'a> {
    pub(super) event_id: Option<&'a str>,
    pub(super) market: Option<&'a str>,
    pub(super) map: Option<u32>,
    pub(super) line: Option<f64>,
    pub(super) outcome: Option<&'a str>,
    pub(super) decimal: Option<f64>,
    pub(super) player: Option<&'a str>,
    pub(super) stat_type: Option<&'a str>,
    pub(super) side: Option<&'a str>,
    pub(super) result: Option<&'static str>,
}

impl<'a> LegJson<'a> {
    fn of(l: &'a BetLeg) -> Self {
        Self {
            event_id: l.event_id.as_deref(),
            market: l.market.as_deref(),
            map: l.map,
            line: l.line,
            outcome: l.outcome.as_deref(),
            decimal: l.decimal,
            player: l.player.as_deref(),
            stat_type: l.stat_type.as_deref(),
            side: l.side.as_deref(),
            result: l.result.map(BetResult::as_str),
        }
    }

    /// The leg as a summary names it: `Alpha`, `Alpha m2`, `Bravo +1.5`, `over 2.5`; a
    /// pick `s1mple kills over 18.5`.
    fn short(&self) -> String {
        if let Some(p) = self.player {
            return format!(
                "{p} {} {} {}",
                self.stat_type.unwrap_or(""),
                self.side.unwrap_or(""),
                self.line.map(|x| x.to_string()).unwrap_or_default()
            );
        }
        let mut s = self.outcome.unwrap_or("").to_string();
        if let Some(m) = self.map {
            let _ = write!(s, " m{m}");
        }
        // A handicap's or total's line, unless the outcome names it already.
        if let Some(x) = self.line {
            let line = if x > 0.0 && self.market.is_some_and(|m| m.contains("handicap")) {
                format!("+{x}")
            } else {
                x.to_string()
            };
            if !s.contains(&line) {
                s.push(' ');
                s.push_str(&line);
            }
        }
        s
    }
}

/// The longest legs' summary a row shows (the JSON has every leg).
const SUMMARY_CHARS: usize = 40;

/// A multi-leg bet's selection in one cell: `3 legs: Alpha, Bravo +1.5, over 2.5`, cut
/// to [`SUMMARY_CHARS`] with `…`.
fn legs_summary(kind: &str, legs: &[LegJson<'_>]) -> String {
    let noun = if kind == BetKind::Slip.as_str() {
        "picks"
    } else {
        "legs"
    };
    let all = format!(
        "{} {noun}: {}",
        legs.len(),
        legs.iter()
            .map(LegJson::short)
            .collect::<Vec<_>>()
            .join(", ")
    );
    if all.chars().count() <= SUMMARY_CHARS {
        return all;
    }
    let mut cut: String = all.chars().take(SUMMARY_CHARS - 1).collect();
    cut.push('…');
    cut
}

impl<'a> BetJson<'a> {
    pub(super) fn of(j: &'a Judged, close: (&'static str, Option<f64>)) -> Self {
        let b = &j.bet;
        Self {
            close_status: close.0,
            close_age_s: close.1,
            close_source: j.close_source,
            close_reason: j.close_reason.as_deref(),
            bet_id: b.bet_id,
            placed_at: &b.placed_at,
            event_id: &b.event_id,
            market: &b.market,
            map: b.map,
            line: b.line,
            outcome: &b.outcome,
            source: &b.source,
            decimal: b.decimal,
            net_decimal: j.net,
            contracts: j.contracts,
            fee_role: if j.maker { "maker" } else { "taker" },
            stake: b.stake,
            result: b.result.map(BetResult::as_str),
            settled_at: b.settled_at.as_deref(),
            profit: b.profit,
            p_close: b.p_close,
            close_observed_at: b.close_observed_at.as_deref(),
            close_seen_at: j.seen_at.as_deref(),
            clv_pct: b.clv_pct,
            kind: b.kind.as_str(),
            slip_type: b.slip_type.as_deref(),
            payout: b.payout,
            settled_decimal: b.settled_decimal,
            legs: b.legs.iter().map(LegJson::of).collect(),
            tags: &b.tags,
        }
    }
}

/// A bet's table row (and CSV and NDJSON line): its event as its teams when the store
/// recorded them, its market as every command labels it and its result, `open` while it
/// has none (`result` is `null` in JSON).
#[derive(Serialize)]
pub(super) struct BetLine<'a> {
    bet_id: i64,
    placed_at: &'a str,
    /// `single`, `parlay`, or a slip's type.
    #[serde(rename = "type")]
    ty: &'a str,
    event: String,
    event_id: &'a str,
    market: String,
    /// A single's outcome; a parlay's or slip's legs' summary.
    outcome: String,
    source: &'a str,
    decimal: f64,
    stake: f64,
    result: &'static str,
    profit: Option<f64>,
    p_close: Option<f64>,
    clv_pct: Option<f64>,
}

impl<'a> BetLine<'a> {
    /// The row of `b`; `event` is its teams (`Alpha vs Bravo`), or its id when the store
    /// never recorded them (a parlay's or slip's: its first leg's event).
    pub(super) fn of(b: &BetJson<'a>, event: String) -> Self {
        let multi = !b.legs.is_empty();
        Self {
            bet_id: b.bet_id,
            placed_at: b.placed_at,
            ty: b.slip_type.unwrap_or(b.kind),
            event,
            event_id: b.event_id,
            market: if multi {
                b.market.to_string()
            } else {
                crate::linebook::market_label(b.market, b.map.map(i64::from), b.line)
            },
            outcome: if multi {
                legs_summary(b.kind, &b.legs)
            } else {
                b.outcome.to_string()
            },
            source: b.source,
            decimal: b.decimal,
            stake: b.stake,
            result: b.result.unwrap_or("open"),
            profit: b.profit,
            p_close: b.p_close,
            clv_pct: b.clv_pct,
        }
    }
}

/// An event as a bet's row names it: its recorded teams, else its id.
pub(super) fn event_label(store: &esx_store::Store, event_id: &str) -> anyhow::Result<String> {
    Ok(match store.event_teams(event_id).map_err(store_error)? {
        Some(t) if !t.home_team.is_empty() && !t.away_team.is_empty() => {
            format!("{} vs {}", t.home_team, t.away_team)
        }
        _ => event_id.to_string(),
    })
}

impl Row for BetLine<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        let num = |x: Option<f64>| x.map_or(Value::Null, Value::from);
        Some(match key {
            "bet_id" => self.bet_id.into(),
            "placed_at" => self.placed_at.into(),
            "type" => self.ty.into(),
            "event" => self.event.as_str().into(),
            "event_id" => self.event_id.into(),
            "market" => self.market.as_str().into(),
            "outcome" => self.outcome.as_str().into(),
            "source" => self.source.into(),
            "decimal" => self.decimal.into(),
            "stake" => self.stake.into(),
            "result" => self.result.into(),
            "profit" => num(self.profit),
            "p_close" => num(self.p_close),
            "clv_pct" => num(self.clv_pct),
            _ => return None,
        })
    }
}

/// The columns of a bet's row. Identity: its type, event, market and outcome (a
/// multi-leg bet's legs' summary); act-on: the
/// bet's id (what `bets settle` takes), price, stake, result, profit and CLV; context,
/// dropped first at a narrow width (the event id first): placed time, venue, close.
pub(super) fn columns() -> Vec<Column> {
    vec![
        Column::path("ID", "bet_id")
            .kind(Kind::Num(0))
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("PLACED", "placed_at")
            .kind(Kind::Time)
            .rank(2)
            .in_tier(Tier::Context),
        Column::path("TYPE", "type")
            .kind(Kind::Id)
            .rank(0)
            .in_tier(Tier::Identity),
        Column::path("EVENT", "event")
            .rank(0)
            .in_tier(Tier::Identity),
        Column::path("EVENT ID", "event_id")
            .rank(4)
            .in_tier(Tier::Context),
        Column::path("MARKET", "market")
            .rank(0)
            .in_tier(Tier::Identity),
        Column::path("OUTCOME", "outcome")
            .rank(0)
            .in_tier(Tier::Identity),
        Column::path("SOURCE", "source")
            .kind(Kind::Id)
            .rank(1)
            .in_tier(Tier::Context),
        Column::path("DECIMAL", "decimal")
            .kind(Kind::Num(2))
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("STAKE", "stake")
            .kind(Kind::Num(2))
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("RESULT", "result")
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("PROFIT", "profit")
            .kind(Kind::Num(2))
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("CLOSE", "p_close")
            .kind(Kind::Num(3))
            .rank(3)
            .in_tier(Tier::Context),
        Column::path("CLV", "clv_pct")
            .kind(Kind::SignedPct)
            .rank(0)
            .in_tier(Tier::ActOn),
    ]
}
