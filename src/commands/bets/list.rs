//! `esx bets list`: every logged bet with its result, profit, close and CLV, judged net
//! of its venue's fee.

use esx_store::BetResult;
use serde::Serialize;
use serde_json::Value;

use super::close::{CloseMethod, CloseSource};
use super::judge::{Judged, net_bets};
use crate::context::Context;
use crate::output::typed::{Row, TypedView};
use crate::output::{Column, Format, Kind};
use crate::store::DbArg;

/// `list`'s flags.
#[derive(Debug, clap::Args)]
pub(crate) struct ListArgs {
    /// A close is `final` when last seen within this long before the start (e.g. 30m)
    #[arg(long, value_name = "DURATION", default_value = "30m", value_parser = super::close::parse_window)]
    pub(crate) close_window: f64,
    /// Where closes come from: the store's recorded quotes, or (`service`) the match's
    /// line history where the store has none [default: store]
    #[arg(long, value_name = "SOURCE", value_enum)]
    pub(crate) close: Option<CloseSource>,
    #[command(flatten)]
    pub(crate) db: DbArg,
}

pub(super) fn run(ctx: &Context, a: &ListArgs) -> anyhow::Result<()> {
    let store = a.db.open_existing_in(ctx)?;
    let method = CloseMethod::of(a.close);
    let bets = net_bets(ctx, &store, method)?;
    let now = ctx.clock().now();
    let mut judged: Vec<BetJson<'_>> = Vec::with_capacity(bets.len());
    for j in &bets {
        judged.push(BetJson::of(j, j.status(&store, now, a.close_window)?));
    }
    let doc = ListDoc {
        source: "esx",
        total: judged.len(),
        bets: &judged,
    };
    let rows: Vec<BetLine<'_>> = judged.iter().map(BetLine::of).collect();
    let view = TypedView::new(&doc, &rows, columns()).empty_message(format!(
        "no bets in {} (log one with `esx bets add`)",
        store.shown()
    ));
    ctx.output(Format::Table).emit_typed(view, || {})
}

/// What `bets list --json` prints.
#[derive(Serialize)]
struct ListDoc<'a> {
    source: &'static str,
    total: usize,
    bets: &'a [BetJson<'a>],
}

/// A bet as `--json` carries it: the logged bet, its net price and fee role, its
/// result and profit, and its close with the close's status, age and source.
#[derive(Serialize)]
struct BetJson<'a> {
    close_status: &'static str,
    close_age_s: Option<f64>,
    close_source: Option<&'static str>,
    close_reason: Option<&'a str>,
    bet_id: i64,
    placed_at: &'a str,
    event_id: &'a str,
    market: &'a str,
    map: Option<u32>,
    line: Option<f64>,
    outcome: &'a str,
    source: &'a str,
    decimal: f64,
    net_decimal: f64,
    contracts: Option<u32>,
    fee_role: &'static str,
    stake: f64,
    result: Option<&'static str>,
    settled_at: Option<&'a str>,
    profit: Option<f64>,
    p_close: Option<f64>,
    close_observed_at: Option<&'a str>,
    close_seen_at: Option<&'a str>,
    clv_pct: Option<f64>,
}

impl<'a> BetJson<'a> {
    fn of(j: &'a Judged, close: (&'static str, Option<f64>)) -> Self {
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
        }
    }
}

/// A bet's table row (and CSV and NDJSON line): its market as every command labels it
/// and its result, `open` while it has none (`result` is `null` in JSON).
#[derive(Serialize)]
struct BetLine<'a> {
    bet_id: i64,
    placed_at: &'a str,
    event_id: &'a str,
    market: String,
    outcome: &'a str,
    source: &'a str,
    decimal: f64,
    stake: f64,
    result: &'static str,
    profit: Option<f64>,
    p_close: Option<f64>,
    clv_pct: Option<f64>,
}

impl<'a> BetLine<'a> {
    fn of(b: &BetJson<'a>) -> Self {
        Self {
            bet_id: b.bet_id,
            placed_at: b.placed_at,
            event_id: b.event_id,
            market: crate::linebook::market_label(b.market, b.map.map(i64::from), b.line),
            outcome: b.outcome,
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

impl Row for BetLine<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        let num = |x: Option<f64>| x.map_or(Value::Null, Value::from);
        Some(match key {
            "bet_id" => self.bet_id.into(),
            "placed_at" => self.placed_at.into(),
            "event_id" => self.event_id.into(),
            "market" => self.market.as_str().into(),
            "outcome" => self.outcome.into(),
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

fn columns() -> Vec<Column> {
    vec![
        Column::path("ID", "bet_id").kind(Kind::Num(0)),
        Column::path("PLACED", "placed_at").kind(Kind::Time),
        Column::path("EVENT", "event_id"),
        Column::path("MARKET", "market"),
        Column::path("OUTCOME", "outcome"),
        Column::path("SOURCE", "source").kind(Kind::Id),
        Column::path("DECIMAL", "decimal").kind(Kind::Num(2)),
        Column::path("STAKE", "stake").kind(Kind::Num(2)),
        Column::path("RESULT", "result"),
        Column::path("PROFIT", "profit").kind(Kind::Num(2)),
        Column::path("CLOSE", "p_close").kind(Kind::Num(3)),
        Column::path("CLV", "clv_pct").kind(Kind::SignedPct),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use esx_store::BetRow;

    fn judged(result: Option<BetResult>) -> Judged {
        Judged {
            bet: BetRow {
                bet_id: 2,
                placed_at: "2026-11-21T08:30:00.000Z".into(),
                event_id: "kr_ev_1".into(),
                market: "map_winner".into(),
                map: Some(2),
                line: None,
                outcome: "Alpha".into(),
                source: "kalshi".into(),
                decimal: 1.8,
                stake: 11.36,
                result,
                settled_at: None,
                profit: None,
                p_close: Some(0.6),
                close_observed_at: Some("2026-11-21T09:00:00.000Z".into()),
                clv_pct: Some(5.623_471_882_640_6),
            },
            net: 1.760_391_198_044_01,
            contracts: Some(20),
            maker: false,
            seen_at: Some("2026-11-21T11:59:00.000Z".into()),
            close_source: Some("store"),
            close_reason: None,
            history_start: None,
        }
    }

    /// An open bet: `result` null in JSON, `open` in its row; the market labelled with
    /// its map; every number at full precision.
    #[test]
    fn an_open_bet_and_its_row() {
        let j = judged(None);
        let bet = BetJson::of(&j, ("provisional", Some(3600.0)));
        assert_eq!(
            serde_json::to_string(&bet).unwrap(),
            r#"{"close_status":"provisional","close_age_s":3600.0,"close_source":"store","close_reason":null,"bet_id":2,"placed_at":"2026-11-21T08:30:00.000Z","event_id":"kr_ev_1","market":"map_winner","map":2,"line":null,"outcome":"Alpha","source":"kalshi","decimal":1.8,"net_decimal":1.76039119804401,"contracts":20,"fee_role":"taker","stake":11.36,"result":null,"settled_at":null,"profit":null,"p_close":0.6,"close_observed_at":"2026-11-21T09:00:00.000Z","close_seen_at":"2026-11-21T11:59:00.000Z","clv_pct":5.6234718826406}"#
        );
        let row = BetLine::of(&bet);
        assert_eq!((row.market.as_str(), row.result), ("map_winner m2", "open"));
        crate::output::typed::testing::check_row(&row, &columns());
        let won = judged(Some(BetResult::Won));
        assert_eq!(
            BetLine::of(&BetJson::of(&won, ("none", None))).result,
            "won"
        );
    }
}
