//! `esx bets`: the bet log in the history store — add, list, settle, and a report of
//! profit, ROI and closing line value (CLV).

use esx_store::{BetResult, BetRow, NewBet, ReportLine};
use serde_json::{Value, json};

use crate::context::Context;
use crate::error::EsxError;
use crate::output::{Column, Format, Kind, View};
use crate::store::{DbArg, market_label, store_error, time_flag};

pub const EXAMPLES: &str = "\
Examples:
  esx bets add --event kr_ev_1 --market match_winner --outcome Alpha --source thunderpick --decimal 1.70 --stake 10 --db /tmp/esx-history.sqlite
  esx bets settle 1 won --db /tmp/esx-history.sqlite
  esx bets list --db /tmp/esx-history.sqlite
  esx bets report --db /tmp/esx-history.sqlite --json

CLV is measured against the last no-vig consensus `esx record` stored before the event
started: clv_pct = 100 × (decimal taken × p_close − 1). Record the board until the start.";

#[derive(Debug, clap::Subcommand)]
pub enum Action {
    /// Log a bet; prints its id
    Add(AddArgs),
    /// List the bets with result, profit and CLV
    List(DbOnly),
    /// Settle a bet: won, lost, push or void
    Settle(SettleArgs),
    /// Count, staked, profit, ROI, mean CLV and the share that beat the close
    Report(DbOnly),
}

#[derive(Debug, clap::Args)]
pub struct AddArgs {
    /// The event id (as `esx lines` shows it)
    #[arg(long, value_name = "ID")]
    pub event: String,
    /// The market (match_winner, map_winner, map_handicap, total_maps, …)
    #[arg(long, value_name = "M")]
    pub market: String,
    /// The map number, for map markets
    #[arg(long, value_name = "N")]
    pub map: Option<u32>,
    /// The line, for handicap and total markets
    #[arg(long, value_name = "L", allow_negative_numbers = true)]
    pub line: Option<f64>,
    /// The outcome as the board names it
    #[arg(long, value_name = "NAME")]
    pub outcome: String,
    /// The venue the bet was placed at
    #[arg(long, value_name = "VENUE", value_parser = crate::cli::Suggest(esx_proto::venues::VENUE_KEYS), hide_possible_values = true)]
    pub source: String,
    /// The decimal price taken (above 1)
    #[arg(long, value_name = "D")]
    pub decimal: f64,
    /// The stake (above 0)
    #[arg(long, value_name = "S")]
    pub stake: f64,
    /// When the bet was placed (ISO 8601) [default: now]
    #[arg(long, value_name = "TIME")]
    pub at: Option<String>,
    #[command(flatten)]
    pub db: DbArg,
}

#[derive(Debug, clap::Args)]
pub struct SettleArgs {
    /// The bet's id (from `esx bets add` or `esx bets list`)
    #[arg(value_name = "ID")]
    pub id: i64,
    /// How it ended
    #[arg(value_name = "RESULT", value_parser = ["won", "lost", "push", "void"])]
    pub result: String,
    #[command(flatten)]
    pub db: DbArg,
}

#[derive(Debug, clap::Args)]
pub struct DbOnly {
    #[command(flatten)]
    pub db: DbArg,
}

pub fn run(ctx: &Context, action: &Action) -> anyhow::Result<()> {
    match action {
        Action::Add(a) => add(ctx, a),
        Action::List(a) => list(ctx, &a.db),
        Action::Settle(a) => settle(ctx, a),
        Action::Report(a) => report(ctx, &a.db),
    }
}

fn add(ctx: &Context, a: &AddArgs) -> anyhow::Result<()> {
    let placed_at = match &a.at {
        Some(t) => time_flag("--at", t)?,
        None => crate::store::now(&ctx.clock),
    };
    for (flag, v) in [
        ("--event", &a.event),
        ("--market", &a.market),
        ("--outcome", &a.outcome),
        ("--source", &a.source),
    ] {
        if v.trim().is_empty() {
            return Err(EsxError::usage(format!("{flag} must not be empty")).into());
        }
    }
    if let Some(l) = a.line
        && !l.is_finite()
    {
        return Err(EsxError::usage(format!("--line must be a number, got {l}")).into());
    }
    let mut store = a.db.open()?;
    // A venue neither esx nor the recorded board knows is a typo: the bet could never be
    // matched (exit 2 naming the known ones; no request).
    let recorded = store.recorded_sources().map_err(store_error)?;
    crate::venues::check_among("--source", &a.source, &recorded)?;
    let bet = NewBet {
        placed_at: placed_at.clone(),
        event_id: a.event.trim().to_string(),
        market: a.market.trim().to_string(),
        map: a.map,
        line: a.line,
        outcome: a.outcome.trim().to_string(),
        source: a.source.trim().to_string(),
        decimal: a.decimal,
        stake: a.stake,
    };
    let id = store.add_bet(&bet).map_err(store_error)?;
    if let Some(warning) = off_the_board(&store, &bet)? {
        ctx.diag.warn(&warning);
    }
    let data = json!({"source": "esx", "bet_id": id, "placed_at": placed_at});
    let out = ctx.output(Format::Table);
    if ctx.global.format().is_some_and(|f| f != Format::Table) {
        out.emit(&View::new(
            data,
            None,
            vec![Column::path("BET_ID", "bet_id")],
        ))
    } else {
        out.emit_text(&id.to_string())
    }
}

/// Why a new bet cannot get a CLV yet: its event, market or outcome is not on the
/// recorded board (the close is that board's consensus for the bet's outcome; outcome
/// names match in any case, as the close does).
fn off_the_board(store: &esx_store::Store, bet: &NewBet) -> anyhow::Result<Option<String>> {
    if !store.knows_event(&bet.event_id).map_err(store_error)? {
        return Ok(Some(format!(
            "event {} is not on the recorded board: the bet gets a CLV only once `esx record` has recorded it before the start",
            bet.event_id
        )));
    }
    let pairs = store.event_outcomes(&bet.event_id).map_err(store_error)?;
    let in_market: Vec<&str> = pairs
        .iter()
        .filter(|(m, _)| *m == bet.market)
        .map(|(_, o)| o.as_str())
        .collect();
    if in_market.is_empty() {
        let mut markets: Vec<&str> = pairs.iter().map(|(m, _)| m.as_str()).collect();
        markets.dedup();
        return Ok(Some(format!(
            "market {} of event {} is not on the recorded board (markets there: {}): the bet can never get a CLV",
            bet.market,
            bet.event_id,
            markets.join(", ")
        )));
    }
    if in_market
        .iter()
        .any(|o| o.eq_ignore_ascii_case(&bet.outcome))
    {
        return Ok(None);
    }
    let mut outcomes = in_market;
    outcomes.dedup();
    Ok(Some(format!(
        "outcome `{}` is not on the recorded board for event {} {} (outcomes there: {}): the bet can never get a CLV; check the name as `esx lines` shows it",
        crate::output::echo::cut(&bet.outcome),
        bet.event_id,
        bet.market,
        outcomes.join(", ")
    )))
}

fn settle(ctx: &Context, a: &SettleArgs) -> anyhow::Result<()> {
    let result = BetResult::parse(&a.result)
        .ok_or_else(|| EsxError::usage(format!("unknown result `{}`", a.result)))?;
    let mut store = a.db.open_existing()?;
    store
        .settle(a.id, result, &crate::store::now(&ctx.clock))
        .map_err(store_error)?;
    ctx.diag
        .note(&format!("bet {} settled {}", a.id, result.as_str()));
    Ok(())
}

fn bet_json(b: &BetRow) -> Value {
    json!({
        "bet_id": b.bet_id,
        "placed_at": b.placed_at,
        "event_id": b.event_id,
        "market": b.market,
        "map": b.map,
        "line": b.line,
        "outcome": b.outcome,
        "source": b.source,
        "decimal": b.decimal,
        "stake": b.stake,
        "result": b.result.map(BetResult::as_str),
        "settled_at": b.settled_at,
        "profit": b.profit,
        "p_close": b.p_close,
        "close_observed_at": b.close_observed_at,
        "clv_pct": b.clv_pct,
    })
}

fn list(ctx: &Context, db: &DbArg) -> anyhow::Result<()> {
    let store = db.open_existing()?;
    let bets = store.bets().map_err(store_error)?;
    let rows: Vec<Value> = bets.iter().map(bet_json).collect();
    let data = json!({"source": "esx", "total": rows.len(), "bets": rows});
    let view = View::new(
        data,
        Some("bets"),
        vec![
            Column::path("ID", "bet_id").kind(Kind::Num(0)),
            Column::path("PLACED", "placed_at").kind(Kind::Time),
            Column::path("EVENT", "event_id"),
            Column::computed("MARKET", market_label),
            Column::path("OUTCOME", "outcome"),
            Column::path("SOURCE", "source").kind(Kind::Id),
            Column::path("DECIMAL", "decimal").kind(Kind::Num(2)),
            Column::path("STAKE", "stake").kind(Kind::Num(2)),
            Column::computed("RESULT", |r| {
                r["result"]
                    .as_str()
                    .map_or_else(|| Value::String("open".into()), |s| Value::String(s.into()))
            }),
            Column::path("PROFIT", "profit").kind(Kind::Num(2)),
            Column::path("CLOSE", "p_close").kind(Kind::Num(3)),
            Column::path("CLV", "clv_pct").kind(Kind::SignedPct),
        ],
    )
    .empty_message(format!(
        "no bets in {} (log one with `esx bets add`)",
        store.shown()
    ));
    ctx.output(Format::Table).emit(&view)
}

fn line_json(l: &ReportLine) -> Value {
    json!({
        "source": l.source,
        "count": l.count,
        "open": l.open,
        "settled": l.settled,
        "staked": l.staked,
        "profit": l.profit,
        "roi_pct": l.roi_pct,
        "clv_count": l.clv_count,
        "mean_clv_pct": l.mean_clv_pct,
        "beat_close_share": l.beat_close_share,
    })
}

fn report(ctx: &Context, db: &DbArg) -> anyhow::Result<()> {
    let store = db.open_existing()?;
    let r = store.report().map_err(store_error)?;
    let by: Vec<Value> = r.by_source.iter().map(line_json).collect();
    let data = json!({
        "source": "esx",
        "overall": line_json(&r.overall),
        "by_source": by,
    });
    // The table shows the overall line first, then one line per source.
    let mut rows = vec![{
        let mut v = line_json(&r.overall);
        v["source"] = json!("(all)");
        v
    }];
    rows.extend(r.by_source.iter().map(line_json));
    let view = View::derived(
        data,
        rows,
        "by_source",
        vec![
            Column::path("SOURCE", "source").kind(Kind::Id),
            Column::path("BETS", "count").kind(Kind::Num(0)),
            Column::path("OPEN", "open").kind(Kind::Num(0)),
            Column::path("STAKED", "staked").kind(Kind::Num(2)),
            Column::path("PROFIT", "profit").kind(Kind::Num(2)),
            Column::path("ROI", "roi_pct").kind(Kind::SignedPct),
            Column::path("MEAN CLV", "mean_clv_pct").kind(Kind::SignedPct),
            Column::computed("BEAT CLOSE", |r| {
                r["beat_close_share"]
                    .as_f64()
                    .map_or(Value::Null, |s| Value::String(format!("{:.0}%", 100.0 * s)))
            }),
            Column::path("WITH CLOSE", "clv_count").kind(Kind::Num(0)),
        ],
    )
    .empty_message("no bets yet");
    ctx.output(Format::Table).emit(&view)
}
