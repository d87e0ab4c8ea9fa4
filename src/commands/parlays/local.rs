//! `esx parlays --local`: the parlays esx prices itself from `/lines` (the book's legs,
//! discovery or a typed ticket, same-match legs by the series model fitted to their
//! match's own markets), in the service's shape with esx's judgement under `esx`.

use serde::Serialize;
use serde_json::Value;

use esx_odds::parlay::{DiscoverOptions, Leg, Parlay, discover, price_with_series};
use esx_odds::ticket::{TicketError, leg_key, price_checked};
use esx_odds::{ConsensusParams, FairBasis, FeeTable};
use esx_proto::models::LinesResponse;

use crate::context::Context;
use crate::error::EsxError;
use crate::fair_basis::ResolvedFair;
use crate::linebook::read_markets;

use super::args::{Args, MAX_LIMIT, TicketLeg};
use super::series::{self, TicketEsx, ticket_esx};

/// The parlays esx prices itself from `/lines` (`--local`), with its warnings said once.
pub(super) fn priced_locally(
    ctx: &Context,
    args: &Args,
    legs: &[TicketLeg],
    lines: &LinesResponse,
    fees: &FeeTable,
    fair: &ResolvedFair,
) -> anyhow::Result<Value> {
    let now = ctx.clock().now();
    let (data, all_started, warnings) = local_parlays(args, legs, lines, fees, fair, now)?;
    if all_started {
        ctx.diag().warn(&crate::clock::all_started_line(
            &format!("{}'s board", args.book),
            now,
        ));
    }
    for w in &warnings {
        ctx.diag()
            .warn(&format!("correlated legs priced by the series model: {w}"));
    }
    Ok(data)
}

/// The board of legs one book offers in the `/lines` payload, fair prices excluding it.
fn local_board(
    args: &Args,
    ticket: &[TicketLeg],
    lines: &LinesResponse,
    markets: &[crate::linebook::MarketRef<'_>],
    params: &ConsensusParams,
    fair: &ResolvedFair,
    now: jiff::Timestamp,
) -> Result<Vec<Leg>, EsxError> {
    let mut board = Vec::new();
    let mut book_seen = false;
    // `--market`, plus every market a ticket leg names.
    let wanted =
        |market: &str| market == args.market.as_str() || ticket.iter().any(|t| t.market == market);
    for m in markets.iter().filter(|m| wanted(&m.input.market)) {
        for (i, outcome) in m.input.outcomes.iter().enumerate() {
            if !outcome.quotes.iter().any(|q| q.source == args.book) {
                continue;
            }
            book_seen = true;
            // A leg that cannot be priced (no other source, a bad quote) is left out.
            let venues = fair.venues(&m.input.market);
            if let Ok(mut leg) = Leg::from_market_on(
                m.event.event_id,
                &m.input,
                i,
                &outcome.name,
                &args.book,
                params,
                venues.as_ref(),
            ) {
                leg.started = crate::started::has_started(m.event.event_time, now);
                board.push(leg);
            }
        }
    }
    if !book_seen {
        let mut books: Vec<&str> = lines.books.iter().map(String::as_str).collect();
        books.sort_unstable();
        return Err(EsxError::usage(format!(
            "book `{}` prices no {} market on this /lines board; books there: {}",
            args.book,
            args.market.as_str(),
            books.join(", ")
        )));
    }
    Ok(board)
}

fn local_parlays(
    args: &Args,
    ticket: &[TicketLeg],
    lines: &LinesResponse,
    fees: &FeeTable,
    fair: &ResolvedFair,
    now: jiff::Timestamp,
) -> Result<(Value, bool, Vec<String>), EsxError> {
    let mut params = ConsensusParams {
        fair_basis: fair.basis,
        weights: args.judge.weights(),
        ..ConsensusParams::default()
    };
    if let Some(m) = args.devig {
        params.method = m;
    }
    params.pm_weight = args.pm_weight.unwrap_or(lines.pm_weight);
    let markets = read_markets(lines, fees);
    let board = local_board(args, ticket, lines, &markets, &params, fair, now)?;
    let mut warnings: Vec<String> = Vec::new();
    let (mode, parlays): (&str, Vec<Parlay>) = if ticket.is_empty() {
        let opts = DiscoverOptions {
            size: usize::from(args.size.unwrap_or(2)),
            include_all: args.include.is_some(),
            include_started: args.include_started,
            // All it finds (up to the service's most); `--limit` pages what the
            // filters keep.
            limit: usize::from(MAX_LIMIT),
            require_bet_legs: true,
        };
        (
            "discover",
            discover(&board, &opts).map_err(|e| local_odds_error(&e))?,
        )
    } else {
        let parlay = price_ticket(args, ticket, &board, &markets, &params, fair, &mut warnings)?;
        ("price", vec![parlay])
    };
    let total = parlays.len();
    let parlays = parlays.into_iter().map(LocalParlay::judged).collect();
    let out = LocalAnswer {
        available: true,
        mode,
        book: &args.book,
        market: args.market.as_str(),
        size: if mode == "discover" {
            usize::from(args.size.unwrap_or(2))
        } else {
            ticket.len()
        },
        total,
        parlays,
        source: "esx",
        esx: LocalEsx {
            method: params.method.to_string(),
            pm_weight: params.pm_weight,
            weights: params.weights,
            fair_basis: params.fair_basis,
            fees,
            warnings: warnings.clone(),
        },
        reason: (total == 0).then_some("no_parlays"),
    };
    let out = serde_json::to_value(&out)
        .map_err(|e| EsxError::other(format!("cannot print the parlays: {e}")))?;
    // Nothing to discover because every leg's match has started by the run's clock: the
    // caller says so rather than leaving an unexplained "0 parlays".
    let all_started = mode == "discover"
        && total == 0
        && !args.include_started
        && !board.is_empty()
        && board.iter().all(|l| l.started);
    Ok((out, all_started, warnings))
}

/// A typed ticket priced on the book's board: each leg found on it (an error naming one
/// that is not), the rules checked, same-match legs priced by the series model.
fn price_ticket(
    args: &Args,
    ticket: &[TicketLeg],
    board: &[Leg],
    markets: &[crate::linebook::MarketRef<'_>],
    params: &ConsensusParams,
    fair: &ResolvedFair,
    warnings: &mut Vec<String>,
) -> Result<Parlay, EsxError> {
    let legs = ticket
        .iter()
        .map(|t| {
            board
                .iter()
                .find(|l| l.match_id == t.match_id && l.market == t.market && l.selection.eq_ignore_ascii_case(&t.selection))
                .cloned()
                .ok_or_else(|| {
                    EsxError::not_found(format!(
                        "ticket leg {}:{}:{} is not on {}'s board (with --local, MATCH_ID is the /lines event id and SELECTION the outcome name)",
                        t.match_id, t.market, t.selection, args.book
                    ))
                })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut parlay = price_checked(&legs, args.allow_same_event).map_err(|e| match e {
        TicketError::Rule(p) => EsxError::usage(format!("ticket refused: {p}")),
        TicketError::Odds(e) => local_odds_error(&e),
    })?;
    if parlay.correlated {
        // Same-match legs: priced jointly by the series model, or refused naming why.
        let groups = series::price_groups(&legs, markets, params, fair, &args.book, args.best_of)?;
        parlay = price_with_series(&legs, &groups).map_err(|e| local_odds_error(&e))?;
        if let Some(w) = series::direction_warning(&legs, &groups) {
            warnings.push(w);
        }
    }
    Ok(parlay)
}

/// The odds engine's refusal of a local price.
fn local_odds_error(e: &esx_odds::OddsError) -> EsxError {
    EsxError::other(format!("cannot price locally: {e}"))
}

/// What `esx parlays --local --json` prints: the service's shape, priced by esx.
#[derive(Serialize)]
struct LocalAnswer<'a> {
    available: bool,
    mode: &'static str,
    book: &'a str,
    market: &'static str,
    size: usize,
    total: usize,
    parlays: Vec<LocalParlay>,
    source: &'static str,
    esx: LocalEsx<'a>,
    /// `no_parlays` when none cleared the bar.
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<&'static str>,
}

/// How `--local` priced: the method, the weights, the fair basis, the fees, and any
/// warning about correlated legs.
#[derive(Serialize)]
struct LocalEsx<'a> {
    method: String,
    pm_weight: f64,
    weights: esx_odds::Weights,
    fair_basis: FairBasis,
    fees: &'a FeeTable,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    warnings: Vec<String>,
}

/// One parlay esx priced, with what esx says of it beside the price under `esx` (the
/// same-match fit and its flags, `placeable`), as a served parlay carries it.
#[derive(Serialize)]
struct LocalParlay {
    #[serde(flatten)]
    parlay: Parlay,
    esx: TicketEsx,
}

impl LocalParlay {
    fn judged(parlay: Parlay) -> Self {
        let keys: Vec<_> = parlay.legs.iter().map(leg_key).collect();
        let esx = ticket_esx(&keys, &parlay.series);
        Self { parlay, esx }
    }
}
