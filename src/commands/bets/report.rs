//! `esx bets report`: count, staked, profit, ROI, mean CLV and the share that beat the
//! close, overall and per venue, with how the closes were computed.

use esx_store::{BetRow, ReportLine};
use serde::Serialize;
use serde_json::Value;

use super::close::{CloseMethod, CloseSource, CloseTally, MethodDoc};
use super::judge::net_bets;
use crate::context::Context;
use crate::output::typed::{Row, TypedView};
use crate::output::{Column, Format, Kind};
use crate::store::DbArg;

/// `bets report`.
#[derive(Debug, clap::Args)]
pub(crate) struct ReportArgs {
    /// A close is `final` when last seen within this long before the start (e.g. 30m)
    #[arg(long, value_name = "DURATION", default_value = "30m", value_parser = super::close::parse_window)]
    pub(crate) close_window: f64,
    /// Average CLV over provisional closes too (by default only final ones)
    #[arg(long)]
    pub(crate) include_provisional: bool,
    /// Where closes come from: the store's recorded quotes, or (`service`) the match's
    /// line history where the store has none [default: store]
    #[arg(long, value_name = "SOURCE", value_enum)]
    pub(crate) close: Option<CloseSource>,
    #[command(flatten)]
    pub(crate) db: DbArg,
}

pub(super) fn run(ctx: &Context, a: &ReportArgs) -> anyhow::Result<()> {
    let store = a.db.open_existing_in(ctx)?;
    let now = ctx.clock().now();
    let method = CloseMethod::of(a.close);
    let mut bets: Vec<BetRow> = Vec::new();
    let (mut finals, mut provisional, mut from_history) = (0usize, 0usize, 0usize);
    for j in net_bets(ctx, &store, method)? {
        let (status, _) = j.status(&store, now, a.close_window)?;
        match status {
            "final" => finals += 1,
            "provisional" => provisional += 1,
            _ => {}
        }
        if j.close_source == Some("service-history") {
            from_history += 1;
        }
        let mut b = j.bet;
        // The report averages CLV over final closes (provisional ones on request).
        if status != "final" && !(status == "provisional" && a.include_provisional) {
            b.clv_pct = None;
        }
        bets.push(b);
    }
    let r = esx_store::report_of(&bets);
    let doc = ReportDoc {
        source: "esx",
        close_method: method.doc(&CloseTally {
            window_s: a.close_window,
            include_provisional: a.include_provisional,
            finals,
            provisional,
            from_history,
        }),
        overall: LineDoc::of(&r.overall),
        by_source: r.by_source.iter().map(LineDoc::of).collect(),
    };
    // The table shows the overall line first, then one line per source.
    let rows: Vec<ReportRow<'_>> = std::iter::once(ReportRow::of(&r.overall, Some("(all)")))
        .chain(
            r.by_source
                .iter()
                .map(|l| ReportRow::of(l, l.source.as_deref())),
        )
        .collect();
    let view = TypedView::new(&doc, &rows, columns()).empty_message("no bets yet");
    ctx.output(Format::Table).emit_typed(view, || {})
}

/// What `bets report --json` prints.
#[derive(Serialize)]
struct ReportDoc<'a> {
    source: &'static str,
    close_method: MethodDoc,
    overall: LineDoc<'a>,
    by_source: Vec<LineDoc<'a>>,
}

/// One line of the report as JSON carries it (`source` null for the overall line).
#[derive(Serialize)]
struct LineDoc<'a> {
    source: Option<&'a str>,
    count: usize,
    open: usize,
    /// The same count as `open`, under the name the totals use.
    open_count: usize,
    open_stake: f64,
    settled: usize,
    staked: f64,
    settled_stake: f64,
    profit: f64,
    roi_pct: Option<f64>,
    clv_count: usize,
    mean_clv_pct: Option<f64>,
    beat_close_share: Option<f64>,
}

impl<'a> LineDoc<'a> {
    fn of(l: &'a ReportLine) -> Self {
        Self {
            source: l.source.as_deref(),
            count: l.count,
            open: l.open,
            open_count: l.open,
            open_stake: l.open_stake,
            settled: l.settled,
            staked: l.staked,
            settled_stake: l.settled_stake,
            profit: l.profit,
            roi_pct: l.roi_pct,
            clv_count: l.clv_count,
            mean_clv_pct: l.mean_clv_pct,
            beat_close_share: l.beat_close_share,
        }
    }
}

/// One line of the table (and of CSV and NDJSON): the overall line as `(all)`, then one
/// per source.
#[derive(Serialize)]
struct ReportRow<'a> {
    source: Option<&'a str>,
    count: usize,
    open: usize,
    staked: f64,
    profit: f64,
    roi_pct: Option<f64>,
    mean_clv_pct: Option<f64>,
    /// A share in [0, 1], a number in CSV too (never the text "50%").
    beat_close_share: Option<f64>,
    clv_count: usize,
}

impl<'a> ReportRow<'a> {
    fn of(l: &ReportLine, source: Option<&'a str>) -> Self {
        Self {
            source,
            count: l.count,
            open: l.open,
            staked: l.staked,
            profit: l.profit,
            roi_pct: l.roi_pct,
            mean_clv_pct: l.mean_clv_pct,
            beat_close_share: l.beat_close_share,
            clv_count: l.clv_count,
        }
    }
}

impl Row for ReportRow<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        let num = |x: Option<f64>| x.map_or(Value::Null, Value::from);
        Some(match key {
            "source" => self.source.map_or(Value::Null, Value::from),
            "count" => self.count.into(),
            "open" => self.open.into(),
            "staked" => self.staked.into(),
            "profit" => self.profit.into(),
            "roi_pct" => num(self.roi_pct),
            "mean_clv_pct" => num(self.mean_clv_pct),
            "beat_close_share" => num(self.beat_close_share),
            "clv_count" => self.clv_count.into(),
            _ => return None,
        })
    }
}

fn columns() -> Vec<Column> {
    vec![
        Column::path("SOURCE", "source").kind(Kind::Id),
        Column::path("BETS", "count").kind(Kind::Num(0)),
        Column::path("OPEN", "open").kind(Kind::Num(0)),
        Column::path("STAKED", "staked").kind(Kind::Num(2)),
        Column::path("PROFIT", "profit").kind(Kind::Num(2)),
        Column::path("ROI", "roi_pct").kind(Kind::SignedPct),
        Column::path("MEAN CLV", "mean_clv_pct").kind(Kind::SignedPct),
        // A share in [0, 1], a number in CSV too (never the text "50%").
        Column::path("BEAT CLOSE", "beat_close_share").kind(Kind::Num(2)),
        Column::path("WITH CLOSE", "clv_count").kind(Kind::Num(0)),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two bets at one venue, one won at 2.0 for 10 and one open for 5: staked 15 with
    /// the open stake, ROI +100 % on the settled 10, the JSON line and the table row.
    #[test]
    fn a_report_line_and_its_row() {
        let line = ReportLine {
            source: Some("thunderpick".into()),
            count: 2,
            open: 1,
            settled: 1,
            staked: 15.0,
            open_stake: 5.0,
            settled_stake: 10.0,
            profit: 10.0,
            roi_pct: Some(100.0),
            clv_count: 0,
            mean_clv_pct: None,
            beat_close_share: None,
        };
        assert_eq!(
            serde_json::to_string(&LineDoc::of(&line)).unwrap(),
            r#"{"source":"thunderpick","count":2,"open":1,"open_count":1,"open_stake":5.0,"settled":1,"staked":15.0,"settled_stake":10.0,"profit":10.0,"roi_pct":100.0,"clv_count":0,"mean_clv_pct":null,"beat_close_share":null}"#
        );
        let all = ReportRow::of(&line, Some("(all)"));
        assert_eq!(
            serde_json::to_string(&all).unwrap(),
            r#"{"source":"(all)","count":2,"open":1,"staked":15.0,"profit":10.0,"roi_pct":100.0,"mean_clv_pct":null,"beat_close_share":null,"clv_count":0}"#
        );
        crate::output::typed::testing::check_row(&all, &columns());
    }
}
