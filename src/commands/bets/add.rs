//! `esx bets add`: log a bet (a prediction-market order priced with its fee) and print
//! it as `bets list` shows it. An outcome the recorded board of its event does not have
//! is refused (exit 2 naming the board's outcomes) unless `--force`; an event never
//! recorded is only a warning (it may be recorded before its start).

use esx_store::NewBet;
use serde::Serialize;

use super::close::CloseMethod;
use super::judge::net_bets;
use super::row::{BetJson, BetLine, columns, event_label};
use crate::bet_pricing::{is_prediction_market, maker_fees, taker_fees};
use crate::context::Context;
use crate::error::EsxError;
use crate::output::Format;
use crate::output::typed::TypedView;
use crate::store::{DbArg, store_error, time_flag};

/// The close window `bets add` judges the new bet's close with: `bets list`'s default.
const CLOSE_WINDOW_S: f64 = 1800.0;

#[derive(Debug, clap::Args)]
pub(crate) struct AddArgs {
    /// The event id (as `esx lines` shows it)
    #[arg(long, value_name = "ID")]
    pub(crate) event: String,
    /// The market (match_winner, map_winner, map_handicap, total_maps, …)
    #[arg(long, value_name = "M")]
    pub(crate) market: String,
    /// The map number, for map markets
    #[arg(long, value_name = "N")]
    pub(crate) map: Option<u32>,
    /// The line, for handicap and total markets
    #[arg(long, value_name = "L", allow_negative_numbers = true)]
    pub(crate) line: Option<f64>,
    /// The outcome as the board names it
    #[arg(long, value_name = "NAME")]
    pub(crate) outcome: String,
    /// The venue the bet was placed at
    #[arg(long, value_name = "VENUE", value_parser = crate::cli::Suggest(esx_proto::venues::VENUE_KEYS), hide_possible_values = true)]
    pub(crate) source: String,
    /// The decimal price taken (above 1)
    #[arg(long, value_name = "D")]
    pub(crate) decimal: f64,
    /// The stake (above 0)
    #[arg(
        long,
        value_name = "S",
        required_unless_present = "contracts",
        conflicts_with = "contracts"
    )]
    pub(crate) stake: Option<f64>,
    /// A prediction-market order of N contracts: the stake is N × price plus the venue's
    /// fee, rounded up to the cent per order (as Kalshi charges it)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
    pub(crate) contracts: Option<u32>,
    /// A resting (maker) order: the venue's maker fee rate (`fees.<venue>.maker`)
    /// instead of the taker's
    #[arg(long)]
    pub(crate) maker: bool,
    /// When the bet was placed (ISO 8601) [default: now]
    #[arg(long, value_name = "TIME")]
    pub(crate) at: Option<String>,
    /// Log the bet even when its market or outcome is not on the recorded board of its
    /// event (a warning instead of exit 2)
    #[arg(long)]
    pub(crate) force: bool,
    #[command(flatten)]
    pub(crate) db: DbArg,
}

pub(super) fn run(ctx: &Context, a: &AddArgs) -> anyhow::Result<()> {
    let placed_at = match &a.at {
        Some(t) => time_flag("--at", t)?,
        None => crate::store::now(&ctx.clock()),
    };
    check_fields(a)?;
    let order = contract_order(ctx, a)?;
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
        contracts: order.map(|o| o.contracts),
        maker: a.maker,
        ..NewBet::default()
    };
    // Checked before anything is stored: a refused bet leaves the log as it was.
    match off_the_board(&store, &bet)? {
        Board::On => {}
        Board::NotRecorded(warning) => ctx.diag().warn(&warning),
        Board::Off(why) if a.force => ctx.diag().warn(&format!(
            "{why}: the bet can never get a CLV (logged with --force)"
        )),
        Board::Off(why) => {
            return Err(EsxError::usage(format!(
                "{why}; check the name as `esx lines` shows it, or log it anyway with --force"
            ))
            .into());
        }
    }
    // The same bet again (same placed time, source, price and stake: its `bet_uid`) is
    // the one already logged, as an import of it would be: shown, not logged twice.
    let uid = esx_store::bet_uid(&bet);
    let id = if let Some(id) = store.bet_id_of_uid(&uid).map_err(store_error)? {
        ctx.diag().note(&format!(
            "this bet is already logged as bet {id} (the same placed time, source, price and stake): not logged again"
        ));
        id
    } else {
        let id = store.add_bet(&bet).map_err(store_error)?;
        if let Some(o) = order {
            ctx.diag().note(&format!(
                "{} contracts at {:.4}: fee {:.2}, stake {:.2}",
                o.contracts,
                (o.cost - o.fee) / f64::from(o.contracts),
                o.fee,
                o.cost
            ));
        }
        id
    };
    // The stored bet, read back and judged as `bets list` judges it.
    let judged = net_bets(ctx, &store, CloseMethod::of(None))?;
    let Some(j) = judged.iter().find(|j| j.bet.bet_id == id) else {
        return Err(EsxError::not_found(format!("bet {id} was not stored")).into());
    };
    let bet = BetJson::of(j, j.status(&store, ctx.clock().now(), CLOSE_WINDOW_S)?);
    let rows = [BetLine::of(&bet, event_label(&store, bet.event_id)?)];
    let doc = Added {
        source: "esx",
        bet_id: id,
        placed_at: &placed_at,
        bet: &bet,
    };
    ctx.output(Format::Table)
        .emit_typed(TypedView::new(&doc, &rows, columns()), || {})
}

/// The values `clap` cannot check: no empty names, a finite line, and `--contracts` and
/// `--maker` only at a prediction market.
fn check_fields(a: &AddArgs) -> anyhow::Result<()> {
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
    Ok(())
}

/// With `--contracts N`: the order the bet is, its cost and fee at the venue's taker (or
/// with `--maker`, maker) rate.
fn contract_order(ctx: &Context, a: &AddArgs) -> anyhow::Result<Option<esx_odds::fees::Order>> {
    Ok(match a.contracts {
        Some(n) => {
            let fees = if a.maker {
                maker_fees(ctx)?
            } else {
                taker_fees(ctx)?
            };
            // Contracts × the price in whole cents plus the fee rounded up per order:
            // the same order the bet is later judged on (`esx_odds::clv`).
            Some(
                esx_odds::clv::contract_order(a.decimal, fees.coefficient(a.source.trim()), n)
                    .map_err(|e| EsxError::usage(format!("--contracts: {e}")))?,
            )
        }
        None => None,
    })
}

/// What `bets add --json` prints: the new bet's id, when it was placed, and the stored
/// bet as `bets list --json` carries it.
#[derive(Serialize)]
struct Added<'a> {
    source: &'static str,
    bet_id: i64,
    placed_at: &'a str,
    bet: &'a BetJson<'a>,
}

/// Where a new bet stands against the recorded board of its event.
enum Board {
    /// Its market and outcome are on it.
    On,
    /// The event was never recorded: a warning (it may be before its start).
    NotRecorded(String),
    /// The event was recorded without this market or outcome: a typo unless `--force`.
    Off(String),
}

/// Whether a new bet can get a CLV: its event, market and outcome on the recorded board
/// (the close is that board's consensus for the bet's outcome; outcome names match in
/// any case, as the close does).
fn off_the_board(store: &esx_store::Store, bet: &NewBet) -> anyhow::Result<Board> {
    if !store.knows_event(&bet.event_id).map_err(store_error)? {
        return Ok(Board::NotRecorded(format!(
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
        first_seen(&mut markets);
        return Ok(Board::Off(format!(
            "market {} of event {} is not on the recorded board (markets there: {})",
            bet.market,
            bet.event_id,
            markets.join(", ")
        )));
    }
    if in_market
        .iter()
        .any(|o| o.eq_ignore_ascii_case(&bet.outcome))
    {
        return Ok(Board::On);
    }
    let mut outcomes = in_market;
    first_seen(&mut outcomes);
    Ok(Board::Off(format!(
        "outcome `{}` is not on the recorded board for event {} {} (outcomes there: {})",
        crate::output::echo::cut(&bet.outcome),
        bet.event_id,
        bet.market,
        outcomes.join(", ")
    )))
}

/// Each name once, in the board's order.
fn first_seen(names: &mut Vec<&str>) {
    let mut seen = std::collections::HashSet::new();
    names.retain(|n| seen.insert(*n));
}
