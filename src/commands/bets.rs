//! `esx bets`: the bet log in the history store — add, list, settle, and a report of
//! profit, ROI and closing line value (CLV).

mod close;
mod service;

use esx_odds::FeeTable;
use esx_store::{BetResult, BetRow, NewBet, ReportLine};
use serde_json::{Value, json};

pub use close::CloseSource;
use close::{CloseMethod, CloseTally, close_status, computed_close};

use crate::context::Context;
use crate::error::EsxError;
use crate::output::{Column, Format, Kind, View};
use crate::store::{DbArg, market_label, store_error, time_flag};

pub const EXAMPLES: &str = concat!(
    "\
Examples:
  esx bets add --event kr_ev_1 --market match_winner --outcome Alpha --source thunderpick --decimal 1.70 --stake 10 --db /tmp/esx-history.sqlite
  esx bets settle 1 won --db /tmp/esx-history.sqlite
  esx bets list --db /tmp/esx-history.sqlite
  esx bets report --db /tmp/esx-history.sqlite --json

CLV is measured against the close: the consensus of every source's last quote `esx record`
stored at or before the event's start, computed from those quotes (multiplicative de-vig,
spec weights, the bet's own venue included, no fees; config bets.close.devig, .weights,
.fair change them): clv_pct = 100 × (net decimal × p_close − 1). A close is `final` once
the start has passed if its quotes were last seen within --close-window of it: record the
board until the start. --close service takes a close the store lacks from the match's
line history (Builder).
A bet at a fee venue keeps the price typed and is judged on its net price: a Kalshi buy at
0.56 (decimal 1.7857) costs 0.56 + ",
    esx_odds::kalshi_fee!(),
    "·0.56·0.44 = 0.577248 per contract, so won it pays
73.24 per 100, not 78.57 (`esx config set fees.<venue> C`; polymarket 0 as of 2026-11).
With --contracts N the fee is charged per order, rounded up to the cent; --maker charges
the maker rate (fees.<venue>.maker; kalshi 0.0175 as of 2026-11)."
);

#[derive(Debug, clap::Subcommand)]
pub enum Action {
    /// Log a bet; prints its id
    Add(AddArgs),
    /// List the bets with result, profit and CLV
    List(ListArgs),
    /// Settle a bet: won, lost, push or void
    Settle(SettleArgs),
    /// Count, staked, profit, ROI, mean CLV and the share that beat the close
    Report(ReportArgs),
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
    #[arg(
        long,
        value_name = "S",
        required_unless_present = "contracts",
        conflicts_with = "contracts"
    )]
    pub stake: Option<f64>,
    /// A prediction-market order of N contracts: the stake is N × price plus the venue's
    /// fee, rounded up to the cent per order (as Kalshi charges it)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
    pub contracts: Option<u32>,
    /// A resting (maker) order: the venue's maker fee rate (`fees.<venue>.maker`)
    /// instead of the taker's
    #[arg(long)]
    pub maker: bool,
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

/// `bets report`.
#[derive(Debug, clap::Args)]
pub struct ReportArgs {
    /// A close is `final` when last seen within this long before the start (e.g. 30m)
    #[arg(long, value_name = "DURATION", default_value = "30m", value_parser = parse_window)]
    pub close_window: f64,
    /// Average CLV over provisional closes too (by default only final ones)
    #[arg(long)]
    pub include_provisional: bool,
    /// Where closes come from: the store's recorded quotes, or (`service`) the match's
    /// line history where the store has none [default: config bets.close.source, else store]
    #[arg(long, value_name = "SOURCE", value_enum)]
    pub close: Option<CloseSource>,
    #[command(flatten)]
    pub db: DbArg,
}

pub fn run(ctx: &Context, action: &Action) -> anyhow::Result<()> {
    match action {
        Action::Add(a) => add(ctx, a),
        Action::List(a) => list(ctx, a),
        Action::Settle(a) => settle(ctx, a),
        Action::Report(a) => report(ctx, a),
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
    let is_pm = is_prediction_market(&a.source);
    if a.contracts.is_some() && !is_pm {
        return Err(EsxError::usage(format!(
            "--contracts is for prediction markets ({}, {}); {} takes --stake",
            esx_proto::venues::PM_FIRST,
            esx_proto::venues::PM_SECOND,
            a.source
        ))
        .into());
    }
    if a.maker && !is_pm {
        return Err(EsxError::usage(format!(
            "--maker is for prediction markets ({}, {}); {} charges no maker fee",
            esx_proto::venues::PM_FIRST,
            esx_proto::venues::PM_SECOND,
            a.source
        ))
        .into());
    }
    let order = match a.contracts {
        Some(n) => {
            let fees = if a.maker {
                maker_fees(ctx)?
            } else {
                default_fees(ctx)?
            };
            let p = 1.0 / a.decimal;
            Some(
                esx_odds::fees::order(p, fees.coefficient(a.source.trim()), n)
                    .map_err(|e| EsxError::usage(format!("--contracts: {e}")))?,
            )
        }
        None => None,
    };
    let stake = order.map_or(a.stake.unwrap_or(f64::NAN), |o| o.cost);
    let mut store = a.db.open_in(ctx)?;
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
        stake,
    };
    let id = store.add_bet(&bet).map_err(store_error)?;
    if a.maker {
        store.set_bet_maker(id).map_err(store_error)?;
    }
    if let Some(o) = order {
        store
            .set_bet_contracts(id, o.contracts)
            .map_err(store_error)?;
        ctx.diag.note(&format!(
            "{} contracts at {:.4}: fee {:.2}, stake {:.2}",
            o.contracts,
            1.0 / a.decimal,
            o.fee,
            o.cost
        ));
    }
    // Covers an event the store has not seen too (the note i24b printed for that case).
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
/// The fee table bets are judged with: the defaults and the profile's `fees.<venue>`.
fn default_fees(ctx: &Context) -> anyhow::Result<FeeTable> {
    Ok(crate::linebook::FeesArg {
        fees: crate::linebook::FeesChoice::Default,
    }
    .table(ctx)?)
}

/// The fee table of maker orders: the built-in maker rates (`DEFAULT_MAKER_FEES`, every
/// other venue 0) with the profile's `fees.<venue>.maker` settings.
fn maker_fees(ctx: &Context) -> anyhow::Result<FeeTable> {
    let mut table = FeeTable::none();
    for (venue, c) in crate::config::DEFAULT_MAKER_FEES {
        table.set(venue, *c)?;
    }
    let file = ctx.config_file()?;
    let profile = &ctx.settings.profile.value;
    for (key, value) in file.venue_settings(profile) {
        if let Some(venue) = crate::config::maker_fee_venue(&key) {
            table.set(venue, crate::config::parse_fee(&key, &value)?)?;
        }
    }
    Ok(table)
}

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
    let mut store = a.db.open_existing_in(ctx)?;
    store
        .settle(a.id, result, &crate::store::now(&ctx.clock))
        .map_err(store_error)?;
    ctx.diag
        .note(&format!("bet {} settled {}", a.id, result.as_str()));
    Ok(())
}

/// `--close-window`: `N[s|m|h|d]`, N possibly decimal, a bare number in seconds.
fn parse_window(s: &str) -> Result<f64, String> {
    let t = s.trim();
    let (num, unit) = match t.char_indices().last() {
        Some((i, c)) if c.is_ascii_alphabetic() => (&t[..i], c),
        _ => (t, 's'),
    };
    let scale = match unit {
        's' => 1.0,
        'm' => 60.0,
        'h' => 3600.0,
        'd' => 86_400.0,
        _ => return Err(format!("`{s}` is not a duration like 30m, 2h or 90s")),
    };
    match num.parse::<f64>() {
        Ok(v) if v.is_finite() && v >= 0.0 => Ok(v * scale),
        _ => Err(format!("`{s}` is not a duration like 30m, 2h or 90s")),
    }
}

/// True for a prediction-market venue key (fees apply to its contracts).
fn is_prediction_market(source: &str) -> bool {
    let s = source.trim();
    s.eq_ignore_ascii_case(esx_proto::venues::PM_FIRST)
        || s.eq_ignore_ascii_case(esx_proto::venues::PM_SECOND)
}

/// A bet's price after its venue's fee: a prediction market's `1/(P + c·P·(1−P))`, or
/// for an order of N contracts `N / (N·P + fee rounded up to the cent)`; any other
/// venue's decimal as typed.
fn net_of(b: &BetRow, fees: &FeeTable, contracts: Option<u32>) -> f64 {
    if !is_prediction_market(&b.source) {
        return b.decimal;
    }
    let c = fees.coefficient(b.source.trim());
    let net = match contracts {
        Some(n) => esx_odds::fees::order(1.0 / b.decimal, c, n).map(|o| o.net_decimal),
        None => esx_odds::fees::net_decimal(esx_odds::SourceKind::PredictionMarket, b.decimal, c),
    };
    net.unwrap_or(b.decimal)
}

/// A bet as `list` and `report` judge it: net of its venue's fee, with its close.
struct Judged {
    bet: BetRow,
    net: f64,
    contracts: Option<u32>,
    maker: bool,
    /// When the close's quotes were last seen before the start (its age's base).
    seen_at: Option<String>,
    /// `store` or `service-history`; `None` without a close.
    close_source: Option<&'static str>,
    /// Why a bet has no close, when esx knows.
    close_reason: Option<String>,
    /// A line-history close: the match's start as the service gives it.
    history_start: Option<String>,
}

impl Judged {
    /// The close's status and age (see [`close_status`]). A line-history close is the
    /// service's last pre-match price, which stood until the start: `final` once the
    /// start has passed (the tick at or before it), whatever its age.
    fn status(
        &self,
        store: &esx_store::Store,
        now: jiff::Timestamp,
        window_s: f64,
    ) -> anyhow::Result<(&'static str, Option<f64>)> {
        if let Some(start) = &self.history_start {
            let (status, age) =
                close_status(self.seen_at.as_deref(), Some(start), now, f64::INFINITY);
            return Ok((status, age));
        }
        let start = store.event_start(&self.bet.event_id).map_err(store_error)?;
        Ok(close_status(
            self.seen_at.as_deref(),
            start.as_deref(),
            now,
            window_s,
        ))
    }
}

/// The bets re-priced net of their venues' fees: profit and CLV on the net price.
fn net_bets(
    ctx: &Context,
    store: &esx_store::Store,
    method: CloseMethod,
) -> anyhow::Result<Vec<Judged>> {
    let fees = default_fees(ctx)?;
    let makers_fees = maker_fees(ctx)?;
    let contracts = store.bet_contracts().map_err(store_error)?;
    let makers = store.maker_bets().map_err(store_error)?;
    let bets = store.bets().map_err(store_error)?;
    let mut history = service::History::new(ctx);
    bets.into_iter()
        .map(|mut b| -> anyhow::Result<_> {
            // The close from the recorded quotes; without any, the service's consensus
            // the store recorded (rounded, and of the service's own weighting).
            let quotes = store
                .close_quotes(&b.event_id, &b.market, b.map, b.line)
                .map_err(store_error)?;
            let mut seen_at = b.close_observed_at.clone();
            let mut close_source = b.p_close.map(|_| "store");
            let mut close_reason = None;
            let mut history_start = None;
            if let Some((p, at, seen)) = computed_close(&quotes, &b, method) {
                b.p_close = Some(p);
                b.close_observed_at = Some(at);
                seen_at = Some(seen);
                close_source = Some("store");
            }
            if b.p_close.is_none() && method.service {
                match history.close(store, &b, method)? {
                    Ok(c) => {
                        b.p_close = Some(c.p);
                        b.close_observed_at = Some(c.at.clone());
                        seen_at = Some(c.at);
                        history_start = Some(c.start);
                        close_source = Some("service-history");
                    }
                    Err(reason) => close_reason = Some(reason),
                }
            }
            let n = contracts.get(&b.bet_id).copied();
            let maker = makers.contains(&b.bet_id);
            let net = net_of(&b, if maker { &makers_fees } else { &fees }, n);
            b.profit = b.result.map(|res| match res {
                BetResult::Won => b.stake * (net - 1.0),
                BetResult::Lost => -b.stake,
                BetResult::Push | BetResult::Void => 0.0,
            });
            b.clv_pct = b.p_close.map(|p| 100.0 * (net * p - 1.0));
            Ok(Judged {
                bet: b,
                net,
                contracts: n,
                maker,
                seen_at,
                close_source,
                close_reason,
                history_start,
            })
        })
        .collect()
}

fn bet_json(j: &Judged, close: (&str, Option<f64>)) -> Value {
    let b = &j.bet;
    json!({
        "close_status": close.0,
        "close_age_s": close.1,
        "close_source": j.close_source,
        "close_reason": j.close_reason,
        "bet_id": b.bet_id,
        "placed_at": b.placed_at,
        "event_id": b.event_id,
        "market": b.market,
        "map": b.map,
        "line": b.line,
        "outcome": b.outcome,
        "source": b.source,
        "decimal": b.decimal,
        "net_decimal": j.net,
        "contracts": j.contracts,
        "fee_role": if j.maker { "maker" } else { "taker" },
        "stake": b.stake,
        "result": b.result.map(BetResult::as_str),
        "settled_at": b.settled_at,
        "profit": b.profit,
        "p_close": b.p_close,
        "close_observed_at": b.close_observed_at,
        "close_seen_at": j.seen_at,
        "clv_pct": b.clv_pct,
    })
}

/// The RESULT cell of a `bet_json` row: the settled result, or `open` while there is
/// none (`result` is `null` in JSON).
fn result_cell(row: &Value) -> Value {
    /// The part of a `bet_json` row the cell reads.
    #[derive(serde::Deserialize)]
    struct Settled {
        result: Option<String>,
    }
    let settled = <Settled as serde::Deserialize>::deserialize(row)
        .ok()
        .and_then(|s| s.result);
    Value::String(settled.unwrap_or_else(|| "open".into()))
}

/// `list`'s flags.
#[derive(Debug, clap::Args)]
pub struct ListArgs {
    /// A close is `final` when last seen within this long before the start (e.g. 30m)
    #[arg(long, value_name = "DURATION", default_value = "30m", value_parser = parse_window)]
    pub close_window: f64,
    /// Where closes come from: the store's recorded quotes, or (`service`) the match's
    /// line history where the store has none [default: config bets.close.source, else store]
    #[arg(long, value_name = "SOURCE", value_enum)]
    pub close: Option<CloseSource>,
    #[command(flatten)]
    pub db: DbArg,
}

fn list(ctx: &Context, a: &ListArgs) -> anyhow::Result<()> {
    let store = a.db.open_existing_in(ctx)?;
    let method = CloseMethod::from_config(ctx, a.close)?;
    let bets = net_bets(ctx, &store, method)?;
    let now = ctx.clock.now();
    let mut rows: Vec<Value> = Vec::with_capacity(bets.len());
    for j in &bets {
        rows.push(bet_json(j, j.status(&store, now, a.close_window)?));
    }
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
            Column::computed("RESULT", result_cell),
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
        "open_count": l.open,
        "open_stake": l.open_stake,
        "settled": l.settled,
        "staked": l.staked,
        "settled_stake": l.settled_stake,
        "profit": l.profit,
        "roi_pct": l.roi_pct,
        "clv_count": l.clv_count,
        "mean_clv_pct": l.mean_clv_pct,
        "beat_close_share": l.beat_close_share,
    })
}

fn report(ctx: &Context, a: &ReportArgs) -> anyhow::Result<()> {
    let store = a.db.open_existing_in(ctx)?;
    let now = ctx.clock.now();
    let method = CloseMethod::from_config(ctx, a.close)?;
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
    let by: Vec<Value> = r.by_source.iter().map(line_json).collect();
    let close_method = method.json(&CloseTally {
        window_s: a.close_window,
        include_provisional: a.include_provisional,
        finals,
        provisional,
        from_history,
    });
    let data = json!({
        "source": "esx",
        "close_method": close_method,
        "overall": line_json(&r.overall),
        "by_source": by,
    });
    // The table shows the overall line first, then one line per source.
    let mut rows = vec![line_json(&ReportLine {
        source: Some("(all)".into()),
        ..r.overall.clone()
    })];
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
            // A share in [0, 1], a number in CSV too (never the text "50%").
            Column::path("BEAT CLOSE", "beat_close_share").kind(Kind::Num(2)),
            Column::path("WITH CLOSE", "clv_count").kind(Kind::Num(0)),
        ],
    )
    .empty_message("no bets yet");
    ctx.output(Format::Table).emit(&view)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A settled bet shows its result; an open one (`result: null`) shows `open`.
    #[test]
    fn the_result_cell_reads_the_row_or_says_open() {
        assert_eq!(result_cell(&json!({"result": "won"})), json!("won"));
        assert_eq!(result_cell(&json!({"result": null})), json!("open"));
    }
}
