//! `esx bets add`: log a bet of any shape — a single (a prediction-market order priced
//! with its fee), a parlay or a pick'em slip (`add_shapes`) — with its tags, and print
//! it as `bets list` shows it. An outcome the recorded board of its event does not have
//! is refused (exit 2 naming the board's outcomes) unless `--force`; an event never
//! recorded is only a warning (it may be recorded before its start).

use esx_store::NewBet;
use serde::Serialize;

use super::add_shapes::{Entry, check_tags, parlay, slip};
use super::close::CloseMethod;
use super::judge::net_bets;
use super::on_board;
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
#[command(after_help = ADD_EXAMPLES)]
pub(crate) struct AddArgs {
    /// The event id (as `esx lines` shows it)
    #[arg(long, value_name = "ID", required_unless_present_any = SHAPES, conflicts_with_all = SHAPES)]
    pub(crate) event: Option<String>,
    /// The market (match_winner, map_winner, map_handicap, total_maps, …)
    #[arg(long, value_name = "M", required_unless_present_any = SHAPES, conflicts_with_all = SHAPES)]
    pub(crate) market: Option<String>,
    /// The map number, for map markets
    #[arg(long, value_name = "N", conflicts_with_all = SHAPES)]
    pub(crate) map: Option<u32>,
    /// The line, for handicap and total markets
    #[arg(long, value_name = "L", allow_negative_numbers = true, conflicts_with_all = SHAPES)]
    pub(crate) line: Option<f64>,
    /// The outcome as the board names it
    #[arg(long, value_name = "NAME", required_unless_present_any = SHAPES, conflicts_with_all = SHAPES)]
    pub(crate) outcome: Option<String>,
    /// The venue the bet was placed at (a parlay's book, a slip's app)
    #[arg(long, value_name = "VENUE", value_parser = crate::cli::Suggest(esx_proto::venues::VENUE_KEYS), hide_possible_values = true)]
    pub(crate) source: String,
    /// The decimal price taken (above 1); a parlay's defaults to the product of its legs'
    #[arg(long, value_name = "D", required_unless_present_any = SHAPES, conflicts_with = "slip")]
    pub(crate) decimal: Option<f64>,
    /// The stake (above 0; a slip's entry fee)
    #[arg(
        long,
        value_name = "S",
        required_unless_present = "contracts",
        conflicts_with = "contracts"
    )]
    pub(crate) stake: Option<f64>,
    /// A prediction-market order of N contracts: the stake is N × price plus the venue's
    /// fee, rounded up to the cent per order (as Kalshi charges it)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=10_000_000), conflicts_with_all = SHAPES)]
    pub(crate) contracts: Option<u32>,
    /// A resting (maker) order: the venue's maker fee rate (`fees.<venue>.maker`)
    /// instead of the taker's
    #[arg(long, conflicts_with_all = SHAPES)]
    pub(crate) maker: bool,
    /// Log a parlay on one book (--source): its legs as --leg, two or more
    #[arg(long, conflicts_with = "slip", requires = "leg")]
    pub(crate) parlay: bool,
    /// A parlay's leg, repeated: EVENT:MARKET[:MAP|LINE]:OUTCOME@DECIMAL (a map market's
    /// map, a handicap's or total's line; both as EVENT:MARKET:MAP:LINE:OUTCOME@D)
    #[arg(long, value_name = "LEG")]
    pub(crate) leg: Vec<String>,
    /// Log a pick'em slip on an app (--source): power2..power6 or flex3..flex6, its
    /// picks as --pick
    #[arg(long, value_name = "TYPE", value_parser = super::add_shapes::slip_type_arg, requires = "pick")]
    pub(crate) slip: Option<String>,
    /// A slip's pick, repeated as many times as the type has picks:
    /// PLAYER:STAT_TYPE:LINE:over|under[@EVENT] (as `esx props` shows them; `@EVENT`
    /// pins the match, else the soonest one from the bet's time; `bets export` writes it)
    #[arg(long, value_name = "PICK", requires = "slip")]
    pub(crate) pick: Vec<String>,
    /// What the slip pays per unit staked with every pick correct, instead of the app's
    /// table (`payout.<app>.<n>` / `flex<n>`, else the defaults)
    #[arg(long, value_name = "M", requires = "slip")]
    pub(crate) payout: Option<f64>,
    /// A tag for the bet, repeatable (`bets report --by tag`); at most 40 characters, no
    /// comma
    #[arg(long, value_name = "T")]
    pub(crate) tag: Vec<String>,
    /// When the bet was placed (ISO 8601) [default: now]
    #[arg(long, value_name = "TIME")]
    pub(crate) at: Option<String>,
    /// Log the bet even when a market, outcome or pick is not on the recorded board (a
    /// warning instead of exit 2)
    #[arg(long)]
    pub(crate) force: bool,
    #[command(flatten)]
    pub(crate) db: DbArg,
}

/// The flags that make a bet a parlay or a slip rather than a single.
const SHAPES: [&str; 2] = ["parlay", "slip"];

/// `bets add --help`'s examples of the two shapes besides a single (the bets' help
/// gives the single); the events and players here are not on a recorded board, so
/// each is logged with a warning.
const ADD_EXAMPLES: &str = "\
Examples:
  esx bets add --event kr_ev_1 --market match_winner --outcome Alpha --source thunderpick --decimal 1.70 --stake 10 --tag model --db /tmp/esx-history.sqlite
  esx bets add --parlay --source thunderpick --leg kr_ev_1:match_winner:Alpha@1.70 --leg kr_ev_2:total_maps:2.5:over@1.90 --stake 5 --tag boost --db /tmp/esx-history.sqlite
  esx bets add --slip power2 --source prizepicks --pick s1mple:kills:18.5:over --pick ZywOo:kills:17.5:under --stake 5 --db /tmp/esx-history.sqlite";

pub(super) fn run(ctx: &Context, a: &AddArgs) -> anyhow::Result<()> {
    let placed_at = match &a.at {
        Some(t) => time_flag("--at", t)?,
        None => crate::store::now(&ctx.clock()),
    };
    // clap counts `--parlay`'s default (false) as present, so `requires` cannot say this.
    if !a.leg.is_empty() && !a.parlay {
        return Err(EsxError::usage(
            "--leg is a parlay's leg: log a parlay with --parlay --leg … --leg …",
        )
        .into());
    }
    let tags = check_tags(&a.tag)?;
    let single = !a.parlay && a.slip.is_none();
    if single {
        check_fields(a)?;
    }
    let order = if single {
        contract_order(ctx, a)?
    } else {
        None
    };
    let stake = order.map_or(a.stake.unwrap_or(f64::NAN), |o| o.cost);
    let mut store = a.db.open_in(ctx)?;
    // A venue neither esx nor the recorded board knows is a typo: the bet could never be
    // matched (exit 2 naming the known ones; no request).
    let recorded = store.recorded_sources().map_err(store_error)?;
    crate::venues::check_among("--source", &a.source, &recorded)?;
    let placed = Entry {
        source: a.source.trim(),
        at: &placed_at,
        stake,
        force: a.force,
    };
    // Checked before anything is stored: a refused bet leaves the log as it was.
    let mut bet = if a.parlay {
        parlay(ctx, &store, &placed, &a.leg, a.decimal)?
    } else if let Some(ty) = &a.slip {
        slip(ctx, &store, &placed, ty, &a.pick, a.payout)?
    } else {
        let text = |v: &Option<String>| v.as_deref().unwrap_or("").trim().to_string();
        let bet = NewBet {
            placed_at: placed_at.clone(),
            event_id: text(&a.event),
            market: text(&a.market),
            map: a.map,
            line: a.line,
            outcome: text(&a.outcome),
            source: a.source.trim().to_string(),
            decimal: a.decimal.unwrap_or(f64::NAN),
            stake,
            contracts: order.map(|o| o.contracts),
            maker: a.maker,
            ..NewBet::default()
        };
        let sel = (
            bet.event_id.as_str(),
            bet.market.as_str(),
            bet.outcome.as_str(),
        );
        on_board::check(ctx, &store, "", sel, a.force)?;
        bet
    };
    bet.tags = tags;
    let id = log_once(ctx, &mut store, &bet, order)?;
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
        ("--event", a.event.as_deref()),
        ("--market", a.market.as_deref()),
        ("--outcome", a.outcome.as_deref()),
        ("--source", Some(a.source.as_str())),
    ] {
        if v.unwrap_or("").trim().is_empty() {
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
                esx_odds::clv::contract_order(
                    a.decimal.unwrap_or(f64::NAN),
                    fees.coefficient(a.source.trim()),
                    n,
                )
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

/// Store `bet` unless the same bet is logged (its `bet_uid`); its id either way.
fn log_once(
    ctx: &Context,
    store: &mut esx_store::Store,
    bet: &NewBet,
    order: Option<esx_odds::fees::Order>,
) -> anyhow::Result<i64> {
    // The same bet again (same placed time, source, shape, legs, price and stake: its
    // `bet_uid`) is the one already logged, as an import of it would be: shown, not
    // logged twice.
    let uid = esx_store::bet_uid(bet);
    Ok(
        if let Some(id) = store.bet_id_of_uid(&uid).map_err(store_error)? {
            ctx.diag().note(&format!(
            "this bet is already logged as bet {id} (the same placed time, source, legs, price and stake): not logged again"
        ));
            id
        } else {
            let id = store.add_bet(bet).map_err(store_error)?;
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
        },
    )
}
