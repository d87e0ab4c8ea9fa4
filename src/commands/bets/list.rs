//! `esx bets list`: every logged bet with its result, profit, close and CLV, judged net
//! of its venue's fee.

use serde::Serialize;

use super::close::{CloseMethod, CloseSource};
use super::judge::net_bets;
use super::row::{BetJson, BetLine, columns, event_label};
use crate::context::Context;
use crate::output::Format;
use crate::output::typed::TypedView;
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
    let mut rows: Vec<BetLine<'_>> = Vec::with_capacity(judged.len());
    let mut labels = std::collections::HashMap::new();
    for b in &judged {
        // One look-up per event, however many bets it has.
        let label = if let Some(l) = labels.get(b.event_id) {
            String::clone(l)
        } else {
            let l = event_label(&store, b.event_id)?;
            labels.insert(b.event_id, l.clone());
            l
        };
        rows.push(BetLine::of(b, label));
    }
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

#[cfg(test)]
mod tests {
    use super::super::judge::Judged;
    use super::*;
    use esx_store::{BetResult, BetRow};

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
                ..BetRow::default()
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
            r#"{"close_status":"provisional","close_age_s":3600.0,"close_source":"store","close_reason":null,"bet_id":2,"placed_at":"2026-11-21T08:30:00.000Z","event_id":"kr_ev_1","market":"map_winner","map":2,"line":null,"outcome":"Alpha","source":"kalshi","decimal":1.8,"net_decimal":1.76039119804401,"contracts":20,"fee_role":"taker","stake":11.36,"result":null,"settled_at":null,"profit":null,"p_close":0.6,"close_observed_at":"2026-11-21T09:00:00.000Z","close_seen_at":"2026-11-21T11:59:00.000Z","clv_pct":5.6234718826406,"kind":"single","slip_type":null,"payout":null,"settled_decimal":null,"legs":[],"tags":[]}"#
        );
        let row = serde_json::to_value(BetLine::of(&bet, "Alpha vs Bravo".into())).unwrap();
        assert_eq!(
            (&row["market"], &row["result"], &row["event"]),
            (
                &"map_winner m2".into(),
                &"open".into(),
                &"Alpha vs Bravo".into()
            )
        );
        crate::output::typed::testing::check_row(
            &BetLine::of(&bet, "Alpha vs Bravo".into()),
            &columns(),
        );
        let won = judged(Some(BetResult::Won));
        let row = serde_json::to_value(BetLine::of(
            &BetJson::of(&won, ("none", None)),
            String::new(),
        ))
        .unwrap();
        assert_eq!(row["result"], "won");
    }
}
