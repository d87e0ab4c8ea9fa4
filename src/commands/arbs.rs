//! `esx arbs`: arbitrage across the `/lines` sources, judged on prices net of venue fees.
//!
//! For each market, the best net decimal per outcome across sources (the first
//! prediction market stays out of `map_handicap`); an arb when `Σ 1/d < 1`, with leg
//! stakes that pay the same on every outcome (the math is `esx_odds::arbs`).

use serde::Deserialize as _;
use serde_json::Value;

use crate::cli::SportArg;
use crate::error::EsxError;
use crate::linebook::{FeesArg, Market};
use crate::output::Format;
use esx_odds::arbs::{Arb, find_arb_among, round_stakes};
use esx_odds::fees::FeeTable;
use esx_proto::routes::{self, Query};

use crate::context::Context;
use crate::output::num::{Exact, WholeOrFloat};

mod board;
mod middles;
mod view;
use board::{Board, BoardEvent, BoardMarket, arb_market, leg_flags};
use view::{ArbJson, ArbsDoc, Decimal, LegJson, MiddleJson, SideJson};

const EXAMPLES: &str = concat!(
    "\
Examples:
  esx arbs cs2                               # the demo board (seed 42) holds one
  esx arbs cs2 --market map_winner --min-profit 0.1 --stake 250
  esx arbs cs2 --json
  esx arbs cs2 --starts-within 72h           # only events starting in the next 72 hours
  esx arbs cs2 --format csv -o arbs.csv      # one row per leg
  esx arbs cs2 --include-flagged --round 1   # legs failing a gate too, whole-unit stakes
  esx arbs cs2 --middles --max-hold 3        # team-line middles and low-hold pairs too

A market is an arb when backing every outcome at its best net price costs less than it
pays: S = Σ 1/net_decimal < 1, profit = 100·(1/S − 1) %. Leg stakes s_i = T·(1/d_i)/S pay
T/S whichever outcome wins. Prices are net of fees: a prediction-market contract at
probability P costs P + c·P·(1−P) (default c: kalshi ",
    esx_odds::kalshi_fee!(),
    ", other venues 0); `--fees none`
judges gross prices. Started events are left out unless --include-started.
A leg must pass the gates a bet would: no prediction-market side below its liquidity floors
(kalshi volume 1000 and open interest 500, others volume 5000 and liquidity 1000; zero fails),
no price whose raw edge against the market's consensus is above 8 % (the price that makes
`lines` flag the market suspect_edge); --include-flagged shows such legs with `flags`.
Stakes are amounts to place, rounded to --round (default 0.01; 0 = exact); each payout is
stake × net price and profit = 100·(min payout / total staked − 1), from the rounded stakes.
--middles adds team-line middles (total_maps; map_handicap as the home map margin): an over
and an under on two venues with a whole number of maps (or margin) that wins both, valued
by the series model; and low-hold pairs: two-way markets whose cheapest cover on two venues
holds 0 to --max-hold % (default 2), hold = Σ 1/net_decimal − 1."
);

#[derive(Debug, Clone, clap::Args)]
#[command(after_help = EXAMPLES)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) sport: SportArg,
    /// Only this market
    #[arg(long, value_enum)]
    pub(crate) market: Option<Market>,
    /// Smallest profit to show, in percent
    #[arg(long, value_name = "PCT", default_value = "0", value_parser = parse_min_profit)]
    pub(crate) min_profit: f64,
    /// Total stake split across an arb's legs
    #[arg(long, value_name = "T", default_value = "100", value_parser = parse_stake)]
    pub(crate) stake: f64,
    #[command(flatten)]
    pub(crate) fees: FeesArg,
    /// Include events that have already started
    #[arg(long)]
    pub(crate) include_started: bool,
    /// Round each stake to a multiple of STEP (0 = exact)
    #[arg(long, value_name = "STEP", default_value = "0.01", value_parser = parse_round)]
    pub(crate) round: f64,
    /// Also show arbs whose legs fail the liquidity or max_edge gate, with `flags`
    #[arg(long)]
    pub(crate) include_flagged: bool,
    /// Only events starting between now and now + DURATION (e.g. 6h, 30m, 2d)
    #[arg(long, value_name = "DURATION", value_parser = crate::flags::parse_duration)]
    pub(crate) starts_within: Option<f64>,
    /// Also list team-line middles (total_maps, map_handicap) and low-hold pairs
    #[arg(long)]
    pub(crate) middles: bool,
    /// Largest hold of a low-hold pair, in percent (with --middles; default 2)
    #[arg(long, value_name = "PCT", value_parser = parse_min_profit)]
    pub(crate) max_hold: Option<f64>,
}

fn parse_round(s: &str) -> Result<f64, String> {
    crate::flags::number(
        s,
        |v| (0.0..=1e9).contains(&v),
        |_| format!("must be an amount ≥ 0 (0.01 = cents, 0 = exact), got `{s}`"),
    )
}

fn parse_min_profit(s: &str) -> Result<f64, String> {
    crate::flags::number(
        s,
        |v| (0.0..=100.0).contains(&v),
        |_| format!("must be a percentage from 0 to 100, got `{s}`"),
    )
}

fn parse_stake(s: &str) -> Result<f64, String> {
    crate::flags::number(
        s,
        |v| v > 0.0 && v <= 1e12,
        |_| format!("must be an amount greater than 0, got `{s}`"),
    )
}

pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    if args.max_hold.is_some() && !args.middles {
        return Err(EsxError::usage(
            "--max-hold needs --middles (it bounds the low-hold pairs --middles lists)",
        )
        .into());
    }
    let sport = ctx.sport()?;
    let path = routes::LINES.path(&[&sport]);
    // Middles are valued on the event's match and map markets: the whole board, with
    // --market applied here.
    let served_market = if args.middles { None } else { args.market };
    let query = Query::new().opt("market", served_market.map(Market::as_str));
    let data = ctx.client()?.get_json(&path, query.pairs())?;
    let fees = args.fees.table(ctx)?;
    let now = ctx.clock().now();
    // Timed from the fetched Value to the finished output in memory (decode, engine,
    // rows and their JSON, CSV or table); the fetch and the write to stdout excluded.
    let started = std::time::Instant::now();
    let doc = arbs_doc(&data, &path, &sport, args, &fees, now)?;
    if doc.all_started {
        ctx.diag().warn(&crate::clock::all_started_line(
            &format!("the {sport} board"),
            now,
        ));
    }
    let total = doc.total;
    let rendered = || {
        ctx.diag().trace(&format!(
            "arbs: {total} found in {:.2} ms (decode, engine and output; the fetch and the write excluded)",
            started.elapsed().as_secs_f64() * 1e3
        ));
    };
    let format = ctx.printer().format(Format::Table);
    let out = ctx.output(Format::Table);
    if matches!(format, Format::Csv | Format::Ndjson) {
        let rows = view::leg_rows(&doc);
        out.emit_typed(view::legs_view(&doc, &rows), rendered)
    } else {
        // `--json` prints the envelope alone: no table rows to build.
        let rows = if format == Format::Json {
            Vec::new()
        } else {
            view::table_rows(&doc)
        };
        out.emit_typed(view::arbs_view(&doc, &rows, &fees), rendered)
    }
}

/// The `esx arbs` result from a `/lines` answer (DESIGN.md "New commands"): typed rows
/// borrowing the served values, serialised as the JSON envelope.
fn arbs_doc<'a>(
    data: &'a Value,
    route: &str,
    sport: &'a str,
    args: &Args,
    fees: &'a FeeTable,
    now: jiff::Timestamp,
) -> Result<ArbsDoc<'a>, EsxError> {
    // Plain serde first (fast); on a wrong shape, again with the path for the message.
    let lines = match Board::deserialize(data) {
        Ok(b) => b,
        Err(_) => crate::client::response::decode::<Board<'_>>(data, route)?,
    };
    let first_pm = lines.first_prediction_market();
    let want = args.market.map(Market::as_str);
    let mut found: Vec<(Arb, usize, usize, LegFlags)> = Vec::new();
    let mut skipped = 0;
    let mut kept = Vec::new();
    for (ei, event) in lines.events.iter().enumerate() {
        if !args.include_started && crate::started::has_started(event.event_time, now) {
            skipped += 1;
            continue;
        }
        if args
            .starts_within
            .is_some_and(|w| !crate::cli::starts_within(event.event_time, now, w))
        {
            continue;
        }
        kept.push(ei);
        for (mi, market) in event.markets.iter().enumerate() {
            if want.is_some_and(|w| w != market.market) {
                continue;
            }
            if let Some((arb, leg_flags)) = market_arb(event, market, args, fees, first_pm)? {
                found.push((arb, ei, mi, leg_flags));
            }
        }
    }
    // Stable: equal profits keep the payload's order.
    found.sort_by(|a, b| b.0.profit_pct.total_cmp(&a.0.profit_pct));
    let arbs: Vec<ArbJson<'a>> = found
        .into_iter()
        .map(|(arb, ei, mi, flags)| {
            let served = ServedEvent::read(data, ei);
            arb_json(arb, served, mi, &lines.events[ei].markets[mi], flags)
        })
        .collect();
    let (middles, low_hold) = if args.middles {
        let (m, l) = team_lines(data, &lines, &kept, args, fees, first_pm)?;
        (Some(m), Some(l))
    } else {
        (None, None)
    };
    Ok(ArbsDoc {
        source: "esx",
        sport,
        market: want,
        fees,
        stake: WholeOrFloat(args.stake),
        round: WholeOrFloat(args.round),
        min_profit: WholeOrFloat(args.min_profit),
        include_flagged: args.include_flagged,
        total: arbs.len(),
        esx: args
            .starts_within
            .map(|_| crate::filtered::Paged::of((0..arbs.len()).collect(), 0, None).counts()),
        what: args
            .starts_within
            .map(crate::filtered::window_words)
            .unwrap_or_default(),
        arbs,
        max_hold: args
            .middles
            .then(|| WholeOrFloat(args.max_hold.unwrap_or(DEFAULT_MAX_HOLD))),
        middles,
        low_hold,
        all_started: skipped > 0 && skipped == lines.events.len(),
    })
}

/// Each leg's flags, in the arb's leg order.
type LegFlags = Vec<Vec<&'static str>>;

/// One market's arb at the flags' stake, its stakes rounded, the legs' flags beside it;
/// `None` when it has none (among the unflagged quotes, unless --include-flagged) or it
/// locks in less than --min-profit.
fn market_arb(
    event: &BoardEvent<'_>,
    market: &BoardMarket<'_>,
    args: &Args,
    fees: &FeeTable,
    first_pm: Option<&str>,
) -> Result<Option<(Arb, LegFlags)>, EsxError> {
    let lookup = |venue: &str| fees.coefficient(venue);
    let input = arb_market(market);
    // Gates only remove legs: a market with no arb among every quote has none
    // among the gated ones, and the consensus behind the flags is not needed.
    if find_arb_among(&input, first_pm, &lookup, args.stake, &|_, _| true)
        .map_err(|e| EsxError::usage(format!("cannot price arbs: {e}")))?
        .is_none()
    {
        return Ok(None);
    }
    let flags = leg_flags(event, market, &input, first_pm, fees);
    let keep = |o: usize, q: usize| args.include_flagged || flags[o][q].is_empty();
    let arb = find_arb_among(&input, first_pm, &lookup, args.stake, &keep)
        .map_err(|e| EsxError::usage(format!("cannot price arbs: {e}")))?;
    let Some(mut arb) = arb else {
        return Ok(None);
    };
    round_stakes(&mut arb, args.round)
        .map_err(|e| EsxError::usage(format!("cannot price arbs: {e}")))?;
    // --min-profit judges what the rounded stakes lock in.
    if arb.profit_pct >= args.min_profit {
        let leg_flags = arb
            .legs
            .iter()
            .map(|l| flags[l.outcome][l.quote].clone())
            .collect();
        return Ok(Some((arb, leg_flags)));
    }
    Ok(None)
}

/// `--max-hold`'s default, in percent (DESIGN settled point 8).
const DEFAULT_MAX_HOLD: f64 = 2.0;

/// `--middles`: the kept events' team-line middles (by EV, best first; unvalued last)
/// and low-hold pairs (by hold, lowest first), as output rows.
fn team_lines<'a>(
    data: &'a Value,
    lines: &Board<'a>,
    kept: &[usize],
    args: &Args,
    fees: &'a FeeTable,
    first_pm: Option<&str>,
) -> Result<(Vec<MiddleJson>, Vec<ArbJson<'a>>), EsxError> {
    let engine = |e: esx_odds::OddsError| EsxError::usage(format!("cannot price middles: {e}"));
    let scan = middles::Scan {
        first_pm,
        fees,
        include_flagged: args.include_flagged,
        stake: args.stake,
    };
    let want = args.market.map(Market::as_str);
    let max_hold = args.max_hold.unwrap_or(DEFAULT_MAX_HOLD);
    let mut found = Vec::new();
    let mut holds = Vec::new();
    for &ei in kept {
        let event = &lines.events[ei];
        for m in scan.middles(event, want).map_err(engine)? {
            found.push((ei, m));
        }
        for (mi, market) in event.markets.iter().enumerate() {
            if want.is_some_and(|w| w != market.market) {
                continue;
            }
            if let Some((mut cover, flags)) =
                scan.low_hold(event, market, max_hold).map_err(engine)?
            {
                round_stakes(&mut cover, args.round)
                    .map_err(|e| EsxError::usage(format!("cannot price arbs: {e}")))?;
                holds.push((cover, ei, mi, flags));
            }
        }
    }
    // Stable sorts: ties keep the board's order.
    found.sort_by(|a, b| match (a.1.ev_pct, b.1.ev_pct) {
        (Some(x), Some(y)) => y.total_cmp(&x),
        (x, y) => y.is_some().cmp(&x.is_some()),
    });
    holds.sort_by(|a, b| a.0.implied_sum.total_cmp(&b.0.implied_sum));
    let middles = found
        .into_iter()
        .map(|(ei, m)| middle_json(ServedEvent::read(data, ei), m, args.round))
        .collect();
    let low_hold = holds
        .into_iter()
        .map(|(cover, ei, mi, flags)| {
            let hold = esx_odds::hold::hold_pct(cover.implied_sum);
            let mut j = arb_json(
                cover,
                ServedEvent::read(data, ei),
                mi,
                &lines.events[ei].markets[mi],
                flags,
            );
            j.hold_pct = Some(Exact(hold));
            j
        })
        .collect();
    Ok((middles, low_hold))
}

/// One middle as output: the event's served fields, each side's served name and price.
fn middle_json(served: ServedEvent, m: middles::TeamMiddle, round: f64) -> MiddleJson {
    let side = |s: &middles::SideAt| {
        let market = served.markets.get(s.market);
        let (outcome, served_decimal) = quote(market, s.outcome, s.quote);
        let decimal = match served_decimal {
            // As an arb's leg: the served decimal of a sportsbook, else 1/P.
            Value::Number(n) if !s.prediction_market => Decimal::Served(n),
            _ => Decimal::Computed(Exact(s.price.decimal)),
        };
        let stake = esx_odds::arbs::round_to(s.stake, round);
        SideJson {
            venue: s.venue.clone(),
            side: outcome,
            line: s.line,
            decimal,
            net_decimal: Exact(s.price.net_decimal),
            stake: Exact(stake),
            payout: Exact(stake * s.price.net_decimal),
            flags: s.flags.clone(),
        }
    };
    let (low, high) = (side(&m.low), side(&m.high));
    MiddleJson {
        event_id: served.event_id,
        home_team: served.home_team,
        away_team: served.away_team,
        event_time: served.event_time,
        market: m.market,
        window: m.window,
        low,
        high,
        p_middle: m.p_middle.map(Exact),
        ev_pct: m.ev_pct.map(Exact),
        reason: m.reason,
    }
}

/// The served fields an arb carries into its output, as sent (any JSON, exact number
/// text; `null` when absent). The borrowed `Board` above skips them (serde cannot
/// borrow a `Value` out of a `Value`), so they are decoded, owned, for the events with
/// an arb only.
#[derive(serde::Deserialize)]
struct ServedEvent {
    #[serde(default)]
    event_id: Value,
    #[serde(default)]
    home_team: Value,
    #[serde(default)]
    away_team: Value,
    #[serde(default)]
    event_time: Value,
    #[serde(default)]
    markets: Vec<ServedMarket>,
}

#[derive(serde::Deserialize)]
struct ServedMarket {
    #[serde(default)]
    market: Value,
    #[serde(default)]
    map: Value,
    #[serde(default)]
    line: Value,
    #[serde(default)]
    outcomes: Vec<ServedOutcome>,
}

#[derive(serde::Deserialize)]
struct ServedOutcome {
    #[serde(default)]
    name: Value,
    #[serde(default)]
    sources: Vec<ServedSource>,
}

#[derive(serde::Deserialize)]
struct ServedSource {
    #[serde(default)]
    decimal: Value,
}

impl ServedEvent {
    /// The served fields of event `event` of the payload (its shape already checked by
    /// the typed decode; an unreadable event reads as all `null`).
    fn read(data: &Value, event: usize) -> Self {
        // The one index into the payload: the typed `Board` has no served values.
        crate::rows::raw(data, "events")
            .get(event)
            .and_then(|e| Self::deserialize(e).ok())
            .unwrap_or(Self {
                event_id: Value::Null,
                home_team: Value::Null,
                away_team: Value::Null,
                event_time: Value::Null,
                markets: Vec::new(),
            })
    }
}

static NULL: Value = Value::Null;

/// An outcome's served name and its `quote`-th source's served decimal (`null` when
/// absent).
fn quote(market: Option<&ServedMarket>, outcome: usize, quote: usize) -> (Value, Value) {
    let o = market.and_then(|m| m.outcomes.get(outcome));
    let decimal = o
        .and_then(|o| o.sources.get(quote))
        .map_or(&NULL, |s| &s.decimal);
    (o.map_or(&NULL, |o| &o.name).clone(), decimal.clone())
}

/// One arb: the event's and market's served fields as sent, esx's numbers at full
/// precision (stakes are rounded on purpose, to `--round`; payouts and profit come from
/// them, so a script re-derives them exactly).
fn arb_json<'a>(
    arb: Arb,
    mut served: ServedEvent,
    market: usize,
    typed: &BoardMarket<'a>,
    flags: Vec<Vec<&'static str>>,
) -> ArbJson<'a> {
    let m = served.markets.get(market);
    let mut arb_flags: Vec<&'static str> = flags.iter().flatten().copied().collect();
    arb_flags.sort_unstable();
    arb_flags.dedup();
    let legs = arb
        .legs
        .into_iter()
        .zip(flags)
        .map(|(leg, flags)| {
            let (outcome, served_decimal) = quote(m, leg.outcome, leg.quote);
            let kind = typed.outcomes[leg.outcome].sources[leg.quote].kind;
            // The served decimal where the service sent one (a sportsbook's); otherwise
            // the gross price esx derived (a prediction market's 1/P).
            let decimal = match served_decimal {
                Value::Number(n) if kind != "prediction_market" => Decimal::Served(n),
                _ => Decimal::Computed(Exact(leg.price.decimal)),
            };
            LegJson {
                outcome,
                source: leg.source,
                kind,
                decimal,
                net_decimal: Exact(leg.price.net_decimal),
                stake: Exact(leg.stake),
                payout: Exact(leg.payout),
                flags,
            }
        })
        .collect();
    let (market, map, line) = match served.markets.get_mut(market) {
        Some(m) => (m.market.take(), m.map.take(), m.line.take()),
        None => (Value::Null, Value::Null, Value::Null),
    };
    ArbJson {
        event_id: served.event_id,
        home_team: served.home_team,
        away_team: served.away_team,
        event_time: served.event_time,
        market,
        map,
        line,
        implied_sum: Exact(arb.implied_sum),
        profit_pct: Exact(arb.profit_pct),
        hold_pct: None,
        flags: arb_flags,
        legs,
    }
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Judgement;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        Some(crate::sports::Selector::many(
            self.sport.get(),
            &routes::LINES,
            "arbs",
        ))
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fee_tables_in_json_and_words() {
        let d = FeeTable::default();
        assert!((d.coefficient("kalshi") - 0.07).abs() < 1e-15);
        assert_eq!(d.coefficient("polymarket"), 0.0);
        assert_eq!(
            serde_json::to_value(&d).unwrap(),
            serde_json::json!({"kalshi": 0.07})
        );
        assert_eq!(d.describe(), "kalshi 0.07");
        let n = FeeTable::none();
        assert_eq!(n.coefficient("kalshi"), 0.0);
        assert_eq!(serde_json::to_value(&n).unwrap(), serde_json::json!("none"));
    }
}
