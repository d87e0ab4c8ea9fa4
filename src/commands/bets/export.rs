//! `esx bets export`: every logged bet with its uid, shape, tags, result, profit, close
//! and CLV, in the run's format: `--format csv` is esx's own import format (the columns
//! `bet_csv::FIELDS` lists, `bets import` reads them back), `--json` the same bets as a
//! document; `-o FILE` writes it atomically.

use serde::Serialize;
use serde_json::Value;

use super::bet_csv::{FIELDS, TAG_SEPARATOR};
use super::close::CloseMethod;
use super::judge::{Judged, net_bets};
use super::legs_text::legs_text;
use crate::context::Context;
use crate::output::typed::{Row, TypedView};
use crate::output::view::Tier;
use crate::output::{Column, Format, Kind};
use crate::store::DbArg;

#[derive(Debug, clap::Args)]
pub(crate) struct ExportArgs {
    #[command(flatten)]
    pub(crate) db: DbArg,
}

pub(super) fn run(ctx: &Context, a: &ExportArgs) -> anyhow::Result<()> {
    let store = a.db.open_existing_in(ctx)?;
    let judged = net_bets(ctx, &store, CloseMethod::of(None))?;
    let rows: Vec<ExportRow<'_>> = judged.iter().map(ExportRow::of).collect();
    let doc = ExportDoc {
        source: "esx",
        total: rows.len(),
        bets: &rows,
    };
    let view = TypedView::new(&doc, &rows, columns()).empty_message(format!(
        "no bets in {} (log one with `esx bets add`)",
        store.shown()
    ));
    ctx.output(Format::Table).emit_typed(view, || {})
}

/// What `bets export --json` prints.
#[derive(Serialize)]
struct ExportDoc<'a> {
    source: &'static str,
    total: usize,
    bets: &'a [ExportRow<'a>],
}

/// One bet as esx's CSV writes it: the fields of [`FIELDS`], in that order.
#[derive(Serialize)]
struct ExportRow<'a> {
    bet_uid: String,
    placed_at: &'a str,
    kind: &'static str,
    source: &'a str,
    event_id: &'a str,
    market: &'a str,
    map: Option<u32>,
    line: Option<f64>,
    outcome: &'a str,
    legs: String,
    slip_type: Option<&'a str>,
    payout: Option<f64>,
    decimal: f64,
    stake: f64,
    contracts: Option<u32>,
    fee_role: &'static str,
    tags: String,
    result: Option<&'static str>,
    settled_at: Option<&'a str>,
    settled_decimal: Option<f64>,
    profit: Option<f64>,
    p_close: Option<f64>,
    clv_pct: Option<f64>,
}

impl<'a> ExportRow<'a> {
    fn of(j: &'a Judged) -> Self {
        let b = &j.bet;
        Self {
            bet_uid: b.bet_uid.clone(),
            placed_at: &b.placed_at,
            kind: b.kind.as_str(),
            source: &b.source,
            event_id: &b.event_id,
            market: &b.market,
            map: b.map,
            line: b.line,
            outcome: &b.outcome,
            legs: legs_text(b.kind, &b.legs),
            slip_type: b.slip_type.as_deref(),
            payout: b.payout,
            decimal: b.decimal,
            stake: b.stake,
            contracts: j.contracts,
            fee_role: if j.maker { "maker" } else { "taker" },
            tags: b.tags.join(&TAG_SEPARATOR.to_string()),
            result: b.result.map(esx_store::BetResult::as_str),
            settled_at: b.settled_at.as_deref(),
            settled_decimal: b.settled_decimal,
            profit: b.profit,
            p_close: b.p_close,
            clv_pct: b.clv_pct,
        }
    }
}

impl Row for ExportRow<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        let num = |x: Option<f64>| x.map_or(Value::Null, Value::from);
        let text = |x: Option<&str>| x.map_or(Value::Null, Value::from);
        Some(match key {
            "bet_uid" => self.bet_uid.as_str().into(),
            "placed_at" => self.placed_at.into(),
            "kind" => self.kind.into(),
            "source" => self.source.into(),
            "event_id" => self.event_id.into(),
            "market" => self.market.into(),
            "map" => self.map.map_or(Value::Null, Value::from),
            "line" => num(self.line),
            "outcome" => self.outcome.into(),
            "legs" => self.legs.as_str().into(),
            "slip_type" => text(self.slip_type),
            "payout" => num(self.payout),
            "decimal" => self.decimal.into(),
            "stake" => self.stake.into(),
            "contracts" => self.contracts.map_or(Value::Null, Value::from),
            "fee_role" => self.fee_role.into(),
            "tags" => self.tags.as_str().into(),
            "result" => text(self.result),
            "settled_at" => text(self.settled_at),
            "settled_decimal" => num(self.settled_decimal),
            "profit" => num(self.profit),
            "p_close" => num(self.p_close),
            "clv_pct" => num(self.clv_pct),
            _ => return None,
        })
    }
}

/// Every field of [`FIELDS`] is a column (the CSV is the import format); the table
/// shows which bet (event, market, outcome, legs), what it risked and how it ended,
/// and drops the rest first.
fn columns() -> Vec<Column> {
    let shown = |key: &str| -> Option<(&'static str, Kind, u8, Tier)> {
        Some(match key {
            "placed_at" => ("PLACED", Kind::Time, 2, Tier::Context),
            "kind" => ("KIND", Kind::Text, 1, Tier::Context),
            "source" => ("SOURCE", Kind::Id, 1, Tier::Context),
            "event_id" => ("EVENT ID", Kind::Text, 0, Tier::Identity),
            "market" => ("MARKET", Kind::Text, 0, Tier::Identity),
            "outcome" => ("OUTCOME", Kind::Text, 0, Tier::Identity),
            "legs" => ("LEGS", Kind::Deco, 0, Tier::Identity),
            "decimal" => ("DECIMAL", Kind::Num(2), 0, Tier::ActOn),
            "stake" => ("STAKE", Kind::Num(2), 0, Tier::ActOn),
            "result" => ("RESULT", Kind::Text, 0, Tier::ActOn),
            "profit" => ("PROFIT", Kind::Num(2), 0, Tier::ActOn),
            "clv_pct" => ("CLV", Kind::SignedPct, 0, Tier::ActOn),
            "tags" => ("TAGS", Kind::Deco, 3, Tier::Context),
            "bet_uid" => ("BET UID", Kind::Id, 4, Tier::Context),
            _ => return None,
        })
    };
    FIELDS
        .iter()
        .map(|(key, _)| match shown(key) {
            Some((title, kind, rank, tier)) => {
                Column::path(title, key).kind(kind).rank(rank).in_tier(tier)
            }
            None => Column::path(&key.to_uppercase(), key).csv_only(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The CSV header is esx's import format, field for field.
    #[test]
    fn the_csv_header_is_the_import_format() {
        let keys = crate::output::view::data_keys(&columns());
        let fields: Vec<&str> = FIELDS.iter().map(|(f, _)| *f).collect();
        assert_eq!(keys, fields);
    }
}
