//! `esx bets report`: count, staked, profit, ROI, mean CLV, the share that beat the
//! close and the maximum drawdown, overall and per venue, with how the closes were
//! computed and, when a CLV is blank, why (DESIGN "The loop explains itself"); with
//! `--by KEY` one line per group with standard errors (`groups`), and under the table the
//! bankroll's sparkline (`bankroll`; `--plot` draws it into an SVG, `plot`).

use esx_store::{BetResult, BetRow, ReportLine};
use serde::Serialize;
use serde_json::Value;

use super::close::{CloseMethod, CloseSource, CloseTally, MethodDoc};
use super::groups::{By, Group, GroupRow};
use super::judge::net_bets;
use crate::context::Context;
use crate::output::typed::{Row, TypedView};
use crate::output::view::Tier;
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
    /// The bankroll the drawdown is a share of, in the bets' money; default the
    /// profile's `backtest.bankroll`, else 100
    #[arg(long, value_name = "AMOUNT", value_parser = crate::config::parse_bankroll, allow_negative_numbers = true)]
    pub(crate) bankroll: Option<f64>,
    /// One line per group, with standard errors: tag (a bet with two tags counts in
    /// both), venue, type (single, parlay, slip), sport, market or month (UTC, of placing)
    #[arg(long, value_name = "KEY", value_enum)]
    pub(crate) by: Option<By>,
    /// Also draw the bankroll over time (drawdown from the running peak shaded) and the
    /// rolling mean CLV of the last 20 bets with a close into this SVG file
    #[arg(long, value_name = "FILE.svg")]
    pub(crate) plot: Option<std::path::PathBuf>,
    #[command(flatten)]
    pub(crate) db: DbArg,
}

pub(super) fn run(ctx: &Context, a: &ReportArgs) -> anyhow::Result<()> {
    let bankroll = if let Some(b) = a.bankroll {
        b
    } else {
        let (file, profile) = (ctx.config(), ctx.profile());
        crate::config::bankroll(&|key: &str| file.get(profile, key).map(ToString::to_string))?
    };
    if let Some(p) = &a.plot {
        crate::store::check_folder(&esx_store::Location::File(p.clone()))?;
    }
    let store = a.db.open_existing_in(ctx)?;
    let method = CloseMethod::of(a.close);
    let Judgement {
        bets,
        tally,
        missing,
    } = judge_all(ctx, &store, a, method)?;
    let r = esx_store::report_of(&bets);
    let overall_dd = Drawdown::of(&bets, None, bankroll);
    let by_dd: Vec<Drawdown> = r
        .by_source
        .iter()
        .map(|l| Drawdown::of(&bets, l.source.as_deref(), bankroll))
        .collect();
    let any_blank = std::iter::once(&r.overall)
        .chain(&r.by_source)
        .any(|l| l.count > 0 && l.mean_clv_pct.is_none());
    let clv_note = (any_blank && missing.total() > 0)
        .then(|| missing.sentence(a.close_window, a.include_provisional));
    let groups =
        a.by.map(|by| super::groups::of_store(&store, &bets, by))
            .transpose()?;
    let curve = super::bankroll::curve(&bets);
    if let Some(path) = &a.plot {
        super::plot::write_svg(path, &curve, &super::plot::rolling_clv(&bets))?;
        // Say where the picture went: a file written silently is a file looked for.
        ctx.diag().note(&format!(
            "wrote the bankroll, its drawdown and the rolling mean CLV to {}",
            path.display()
        ));
    }
    let doc = ReportDoc {
        source: "esx",
        close_method: method.doc(&tally),
        bankroll,
        ruin_at: overall_dd.ruin_at.clone(),
        clv_missing: &missing,
        clv_note: clv_note.as_deref(),
        overall: LineDoc::of(&r.overall, &overall_dd),
        by_source: r
            .by_source
            .iter()
            .zip(&by_dd)
            .map(|(l, d)| LineDoc::of(l, d))
            .collect(),
        by: a.by,
        groups: groups.as_deref(),
    };
    let out = ctx.output(Format::Table);
    let notes = notes_of(clv_note.as_deref(), &overall_dd, bankroll, a.by);
    // Under the table the bankroll's sparkline, as wide as the table may be.
    let spark = super::bankroll::sparkline_line(&curve, out.opts.width.map(usize::from));
    if let (Some(by), Some(groups)) = (a.by, &groups) {
        return emit_groups(&out, &doc, by, groups, &bets, notes, spark);
    }
    // The table shows the overall line first, then one line per source.
    let rows: Vec<ReportRow<'_>> =
        std::iter::once(ReportRow::of(&r.overall, &overall_dd, Some("(all)")))
            .chain(
                r.by_source
                    .iter()
                    .zip(&by_dd)
                    .map(|(l, d)| ReportRow::of(l, d, l.source.as_deref())),
            )
            .collect();
    let mut view = TypedView::new(&doc, &rows, columns()).empty_message("no bets yet");
    for n in notes {
        view = view.note(n);
    }
    if let Some(s) = spark {
        view = view.legend(s);
    }
    out.emit_typed(view, || {})
}

/// Lines above the table: why a CLV is blank, the day the bankroll was lost, and how
/// tags count.
fn notes_of(clv_note: Option<&str>, dd: &Drawdown, bankroll: f64, by: Option<By>) -> Vec<String> {
    let mut notes: Vec<String> = clv_note.iter().map(ToString::to_string).collect();
    if let (Some(at), Some(id)) = (&dd.ruin_at, dd.ruin_bet) {
        notes.push(format!(
            "ruin on {} (bet {id}): the bankroll of {bankroll} reached 0, drawdown 100 % (--bankroll sets it)",
            at.get(..10).unwrap_or(at)
        ));
    }
    if by == Some(By::Tag) {
        notes.push("a bet with two tags counts in both groups; (all) counts it once".into());
    }
    notes
}

/// The `--by` report: on a table the whole log as `(all)` first, then the groups (CSV
/// and NDJSON hold the groups only), with the notes above and the sparkline under.
fn emit_groups(
    out: &crate::output::Output,
    doc: &ReportDoc<'_>,
    by: By,
    groups: &[Group],
    bets: &[BetRow],
    notes: Vec<String>,
    spark: Option<String>,
) -> anyhow::Result<()> {
    let all = (out.opts.format == Format::Table && !bets.is_empty())
        .then(|| super::groups::figures("(all)".into(), &bets.iter().collect::<Vec<_>>()));
    let rows: Vec<GroupRow<'_>> = all
        .iter()
        .chain(groups)
        .map(|g| GroupRow { by: by.name(), g })
        .collect();
    let mut view =
        TypedView::new(doc, &rows, super::groups::columns()).empty_message("no bets yet");
    for n in notes {
        view = view.note(n);
    }
    if let Some(s) = spark {
        view = view.legend(s);
    }
    out.emit_typed(view, || {})
}

/// The bets as the report counts them, what it counted of their closes, and why the
/// CLVs it leaves blank are blank.
struct Judgement {
    bets: Vec<BetRow>,
    tally: CloseTally,
    missing: Missing,
}

/// Every bet judged against its close; the report averages CLV over final closes
/// (provisional ones with `--include-provisional`), so the others' CLV is cleared.
fn judge_all(
    ctx: &Context,
    store: &esx_store::Store,
    a: &ReportArgs,
    method: CloseMethod,
) -> anyhow::Result<Judgement> {
    let now = ctx.clock().now();
    let mut out = Judgement {
        bets: Vec::new(),
        tally: CloseTally {
            window_s: a.close_window,
            include_provisional: a.include_provisional,
            ..CloseTally::default()
        },
        missing: Missing::default(),
    };
    for j in net_bets(ctx, store, method)? {
        let (status, _) = j.status(store, now, a.close_window)?;
        match status {
            "final" => out.tally.finals += 1,
            "provisional" => out.tally.provisional += 1,
            _ => {}
        }
        if j.close_source == Some("service-history") {
            out.tally.from_history += 1;
        }
        let mut b = j.bet;
        if status != "final" && !(status == "provisional" && a.include_provisional) {
            b.clv_pct = None;
        }
        if b.clv_pct.is_none() && b.result != Some(BetResult::Void) {
            let started = store
                .event_start(&b.event_id)
                .map_err(crate::store::store_error)?
                .and_then(|s| s.parse::<jiff::Timestamp>().ok())
                .is_some_and(|s| s <= now);
            out.missing.count(status, started);
        }
        out.bets.push(b);
    }
    Ok(out)
}

/// The bets whose CLV the report leaves blank (void bets aside), by why.
#[derive(Debug, Default, Serialize)]
struct Missing {
    /// A provisional close left out, the event not started yet.
    not_started: usize,
    /// A provisional close left out, its quotes last seen too long before the start.
    stale_close: usize,
    /// No closing quote recorded (or the event never recorded).
    no_close: usize,
}

impl Missing {
    fn count(&mut self, status: &str, started: bool) {
        match (status, started) {
            ("provisional", false) => self.not_started += 1,
            ("provisional", true) => self.stale_close += 1,
            _ => self.no_close += 1,
        }
    }

    fn total(&self) -> usize {
        self.not_started + self.stale_close + self.no_close
    }

    /// The line under the table: how many bets have no CLV in it, and why.
    fn sentence(&self, window_s: f64, include_provisional: bool) -> String {
        let mut why = Vec::new();
        if self.not_started > 0 {
            why.push(format!(
                "{} whose events have not started (a provisional close only)",
                self.not_started
            ));
        }
        if self.stale_close > 0 {
            why.push(format!(
                "{} whose close was last seen more than {} before the start",
                self.stale_close,
                minutes(window_s)
            ));
        }
        if self.no_close > 0 {
            why.push(format!(
                "{} with no closing quote recorded (`esx record` the board until the start)",
                self.no_close
            ));
        }
        let hint = if !include_provisional && self.not_started + self.stale_close > 0 {
            "; --include-provisional counts the provisional closes"
        } else {
            ""
        };
        format!(
            "CLV blank: no close yet for {} bet{}: {}{hint}",
            self.total(),
            if self.total() == 1 { "" } else { "s" },
            why.join(", ")
        )
    }
}

/// A window as the flag is typed: `30m`, or seconds when not whole minutes.
fn minutes(s: f64) -> String {
    if s.fract() == 0.0 && s % 60.0 == 0.0 {
        format!("{}m", s / 60.0)
    } else {
        format!("{s}s")
    }
}

/// The bankroll's largest fall below its running peak over a line's settled bets in the
/// order they settled (`esx_odds::backtest::drawdown_of_profits`, as `backtest` computes
/// it): `None` over no settled bet.
struct Drawdown {
    amount: Option<f64>,
    pct: Option<f64>,
    ruin_at: Option<String>,
    /// The bet whose settling reached 0.
    ruin_bet: Option<i64>,
}

impl Drawdown {
    fn of(bets: &[BetRow], source: Option<&str>, bankroll: f64) -> Self {
        let mut settled: Vec<&BetRow> = bets
            .iter()
            .filter(|b| source.is_none_or(|s| b.source == s))
            .filter(|b| b.result.is_some_and(|r| r != BetResult::Void) && b.profit.is_some())
            .collect();
        if settled.is_empty() {
            return Self {
                amount: None,
                pct: None,
                ruin_at: None,
                ruin_bet: None,
            };
        }
        settled.sort_by(|x, y| {
            (x.settled_at.as_deref(), x.bet_id).cmp(&(y.settled_at.as_deref(), y.bet_id))
        });
        let (amount, pct, ruin) = esx_odds::backtest::drawdown_of_profits(
            settled.iter().map(|b| b.profit.unwrap_or(0.0)),
            bankroll,
        );
        Self {
            amount: Some(amount),
            pct: Some(pct),
            ruin_at: ruin.and_then(|i| settled[i].settled_at.clone()),
            ruin_bet: ruin.map(|i| settled[i].bet_id),
        }
    }
}

/// What `bets report --json` prints.
#[derive(Serialize)]
struct ReportDoc<'a> {
    source: &'static str,
    close_method: MethodDoc,
    /// The bankroll the drawdown is a share of.
    bankroll: f64,
    /// When the bankroll reached 0 (the settling time of that bet), if it did.
    ruin_at: Option<String>,
    /// The bets (void aside) without a CLV in the report, by why.
    clv_missing: &'a Missing,
    /// The line the table prints when a CLV is blank.
    clv_note: Option<&'a str>,
    overall: LineDoc<'a>,
    by_source: Vec<LineDoc<'a>>,
    /// `--by`'s key, and one entry per group (absent without `--by`).
    #[serde(skip_serializing_if = "Option::is_none")]
    by: Option<By>,
    #[serde(skip_serializing_if = "Option::is_none")]
    groups: Option<&'a [Group]>,
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
    /// `null` over no settled bet (a figure over zero rows is no number).
    profit: Option<f64>,
    roi_pct: Option<f64>,
    clv_count: usize,
    mean_clv_pct: Option<f64>,
    beat_close_share: Option<f64>,
    max_drawdown: Option<f64>,
    /// A share of the running peak, at most 100 (ruin).
    max_drawdown_pct: Option<f64>,
}

/// A line's profit: `None` when nothing was settled (void bets aside).
fn profit_of(l: &ReportLine) -> Option<f64> {
    (l.settled_stake > 0.0).then_some(l.profit)
}

impl<'a> LineDoc<'a> {
    fn of(l: &'a ReportLine, dd: &Drawdown) -> Self {
        Self {
            source: l.source.as_deref(),
            count: l.count,
            open: l.open,
            open_count: l.open,
            open_stake: l.open_stake,
            settled: l.settled,
            staked: l.staked,
            settled_stake: l.settled_stake,
            profit: profit_of(l),
            roi_pct: l.roi_pct,
            clv_count: l.clv_count,
            mean_clv_pct: l.mean_clv_pct,
            beat_close_share: l.beat_close_share,
            max_drawdown: dd.amount,
            max_drawdown_pct: dd.pct,
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
    profit: Option<f64>,
    roi_pct: Option<f64>,
    mean_clv_pct: Option<f64>,
    /// A share in [0, 1], a number in CSV too (never the text "50%").
    beat_close_share: Option<f64>,
    clv_count: usize,
    max_drawdown_pct: Option<f64>,
}

impl<'a> ReportRow<'a> {
    fn of(l: &ReportLine, dd: &Drawdown, source: Option<&'a str>) -> Self {
        Self {
            source,
            count: l.count,
            open: l.open,
            staked: l.staked,
            profit: profit_of(l),
            roi_pct: l.roi_pct,
            mean_clv_pct: l.mean_clv_pct,
            beat_close_share: l.beat_close_share,
            clv_count: l.clv_count,
            max_drawdown_pct: dd.pct,
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
            "profit" => num(self.profit),
            "roi_pct" => num(self.roi_pct),
            "mean_clv_pct" => num(self.mean_clv_pct),
            "beat_close_share" => num(self.beat_close_share),
            "clv_count" => self.clv_count.into(),
            "max_drawdown_pct" => num(self.max_drawdown_pct),
            _ => return None,
        })
    }
}

/// The report's columns. Identity: the source; act-on, never dropped at 80 columns: the
/// figures a bettor reads (bets, staked, profit, ROI, mean CLV, the share that beat the
/// close, the drawdown); context, dropped first: the open and with-close counts.
fn columns() -> Vec<Column> {
    let act = |c: Column| c.rank(0).in_tier(Tier::ActOn);
    vec![
        Column::path("SOURCE", "source")
            .kind(Kind::Id)
            .rank(0)
            .in_tier(Tier::Identity),
        act(Column::path("BETS", "count").kind(Kind::Num(0))),
        Column::path("OPEN", "open")
            .kind(Kind::Num(0))
            .rank(1)
            .in_tier(Tier::Context),
        act(Column::path("STAKED", "staked").kind(Kind::Num(2))),
        act(Column::path("PROFIT", "profit").kind(Kind::Num(2))),
        act(Column::path("ROI", "roi_pct").kind(Kind::SignedPct)),
        act(Column::path("MEAN CLV", "mean_clv_pct").kind(Kind::SignedPct)),
        // A share in [0, 1], a number in CSV too (never the text "50%").
        act(Column::path("BEAT CLOSE", "beat_close_share").kind(Kind::Num(2))),
        Column::path("WITH CLOSE", "clv_count")
            .kind(Kind::Num(0))
            .rank(2)
            .in_tier(Tier::Context),
        // A share of the running peak in percent, at most 100 (ruin).
        act(Column::path("MAX DD %", "max_drawdown_pct").kind(Kind::Num(2))),
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
        let dd = Drawdown {
            amount: Some(0.0),
            pct: Some(0.0),
            ruin_at: None,
            ruin_bet: None,
        };
        assert_eq!(
            serde_json::to_string(&LineDoc::of(&line, &dd)).unwrap(),
            r#"{"source":"thunderpick","count":2,"open":1,"open_count":1,"open_stake":5.0,"settled":1,"staked":15.0,"settled_stake":10.0,"profit":10.0,"roi_pct":100.0,"clv_count":0,"mean_clv_pct":null,"beat_close_share":null,"max_drawdown":0.0,"max_drawdown_pct":0.0}"#
        );
        let all = ReportRow::of(&line, &dd, Some("(all)"));
        assert_eq!(
            serde_json::to_string(&all).unwrap(),
            r#"{"source":"(all)","count":2,"open":1,"staked":15.0,"profit":10.0,"roi_pct":100.0,"mean_clv_pct":null,"beat_close_share":null,"clv_count":0,"max_drawdown_pct":0.0}"#
        );
        crate::output::typed::testing::check_row(&all, &columns());
    }
}
