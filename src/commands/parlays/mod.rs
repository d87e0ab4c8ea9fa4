//! `esx parlays SPORT --book B`: price a ticket or discover the best 2–3 leg parlays on
//! one book — as the service prices them, or locally from `/lines` (`--local`).

use serde::Serialize;
use serde::ser::{SerializeMap as _, Serializer};
use serde_json::Value;

use crate::error::EsxError;
use crate::output::Format;
use esx_odds::ticket::{TicketProblem, check_ticket, ticket_problems};
use esx_odds::{ConsensusParams, FairBasis};
use esx_proto::routes::{self, Query};

use crate::client::response::decode;
use crate::context::Context;
use crate::linebook::{decode_lines, read_markets};
use esx_proto::models::ParlaysResponse;

mod args;
mod judge;
mod legs;
mod local;
mod series;
mod view;

use args::DEFAULT_LIMIT;
use args::MAX_LIMIT;
pub(crate) use args::{Args, TicketLeg};
use legs::{EventIndex, event_index, index_legs, served_keys, ticket_keys};

/// Checks a typed ticket before anything is sent: exit 2 naming the legs for a ticket
/// that cannot be priced honestly; true when it is accepted as correlated.
fn check_typed_ticket(ctx: &Context, args: &Args, legs: &[TicketLeg]) -> Result<bool, EsxError> {
    let correlated = check_ticket(&ticket_keys(legs), args.allow_same_event).map_err(|p| {
        let e = EsxError::usage(format!("ticket refused: {p}"));
        if p.is_same_event() {
            e.with_hint("add --allow-same-event to price it anyway, marked correlated")
        } else {
            e
        }
    })?;
    if correlated && !args.local {
        ctx.diag().warn(
            "ticket legs share a match: they are correlated; esx prices them by the series model from /lines (esx.fair_probability)",
        );
    }
    Ok(correlated)
}

pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sport = ctx.sport()?;
    let legs = args.validate()?;
    let correlated = check_typed_ticket(ctx, args, &legs)?;
    let fees = args.judge.fee_table(ctx)?;
    let client = ctx.client()?;
    let mut events = EventIndex::new();
    // The fair basis, resolved before any request (a refusal costs none).
    let fair = if args.local {
        args.judge.fair_for(ctx, FairBasis::Others, &sport)?
    } else {
        crate::fair_basis::ResolvedFair::plain(FairBasis::Others)
    };
    let (mut data, route) = if args.local {
        let route = routes::LINES.path(&[&sport]);
        // A ticket whose legs name other markets needs the whole board; so does one
        // with same-match legs (the series model fits the match and reads its length).
        let one_market = !correlated && legs.iter().all(|l| l.market == args.market.as_str());
        let raw = client.get_json(
            &route,
            Query::new()
                .opt("market", one_market.then(|| args.market.as_str()))
                .opt("pm_weight", args.pm_weight)
                .pairs(),
        )?;
        let lines = decode_lines(&raw, &route)?;
        events = event_index(&lines);
        (
            local::priced_locally(ctx, args, &legs, &lines, &fees, &fair)?,
            route,
        )
    } else {
        let route = routes::PARLAYS.path(&[&sport]);
        (
            client.get_json(&route, served_query(args, &legs).pairs())?,
            route,
        )
    };
    // The typed twin for the table; `data` stays the service's JSON for output.
    let mut typed = decode::<ParlaysResponse>(&data, &route)?;
    if !args.local {
        // One /lines request: each leg's fair price, gates and start, and the series
        // model's inputs for same-match legs.
        let route = routes::LINES.path(&[&sport]);
        let lines = decode_lines(&client.get_json(&route, Query::new().pairs())?, &route)?;
        events = event_index(&lines);
        index_legs(&mut events, &typed, &lines);
        let served = Served {
            data: &mut data,
            typed: &mut typed,
        };
        judge_served(ctx, args, &lines, &fees, served, &legs, correlated)?;
    }
    if let Some(within) = args.starts_within {
        keep_starting_within(&mut data, &mut typed, &events, ctx.clock().now(), within);
    }
    // Discovery: `--limit` pages what the judgement and the filters kept.
    let count = legs
        .is_empty()
        .then(|| page_discovered(&mut data, &mut typed, args));
    let basis = if args.local {
        let note = fair
            .note(FairBasis::Others)
            .map(|n| format!(" · {n}"))
            .unwrap_or_default();
        format!(
            "fair {} (local) · fees {}{note}",
            fair.basis,
            fees.describe()
        )
    } else {
        "fair others (service) · legs judged on /lines".to_string()
    };
    let rows = view::parlay_lines(&typed, &data, &events, &ctx.display());
    ctx.output(Format::Table).emit_typed(
        view::parlays_view(&data, &typed, &rows, &basis, count),
        || (),
    )
}

/// The `/parlays` query: a ticket's legs, or discovery's choices.
fn served_query(args: &Args, legs: &[TicketLeg]) -> Query {
    Query::new()
        .set("book", args.book.trim())
        .opt("ticket", (!legs.is_empty()).then(|| args.ticket.join(",")))
        .set("market", args.market.as_str())
        .opt("size", args.size)
        .opt("include", args.include.map(|_| "all"))
        .flag("include_started", args.include_started)
        // Discovery asks for the service's most (`limit` 100, no offset): esx's
        // judgement and `--starts-within` keep from all of them, then `--limit`
        // pages what they kept (settled point 20).
        .opt("limit", legs.is_empty().then_some(MAX_LIMIT))
}

/// The service's answer, as served (`data`) and decoded (`typed`), row for row.
struct Served<'a> {
    data: &'a mut Value,
    typed: &'a mut ParlaysResponse,
}

/// The service's parlays judged on the `/lines` board (their legs' fair prices, gates
/// and starts, and the series model for same-match legs), the notes said once.
fn judge_served(
    ctx: &Context,
    args: &Args,
    lines: &esx_proto::models::LinesResponse,
    fees: &esx_odds::FeeTable,
    served: Served<'_>,
    legs: &[TicketLeg],
    correlated: bool,
) -> anyhow::Result<()> {
    let Served { data, typed } = served;
    let params = ConsensusParams {
        fair_basis: FairBasis::Others,
        pm_weight: lines.pm_weight,
        weights: args.judge.weights(),
        ..ConsensusParams::default()
    };
    let markets = read_markets(lines, fees);
    let discover = legs.is_empty();
    let choices = judge::Choices {
        book: &args.book,
        params: &params,
        include_all: args.include.is_some() || !discover,
        include_started: args.include_started,
        best_of: args.best_of,
        now: ctx.clock().now(),
    };
    let judged = judge::judge(data, typed, &markets, &choices);
    for note in &judged.notes {
        ctx.diag().warn(note);
    }
    mark_correlated(data, typed, correlated);
    if discover && let Value::Object(map) = data {
        let dropped = Dropped(judged.dropped);
        map.insert("esx".into(), serde_json::to_value(dropped)?);
    }
    if judged.dropped > 0 {
        ctx.diag().note(&format!(
            "{} from the service left out: a leg is not a bet on its own (esx.dropped; --include all shows them)",
            crate::output::fmt::count(judged.dropped, "parlay")
        ));
    }
    Ok(())
}

/// Discovery's page: the first `--limit` (default 25) of the parlays kept, in JSON as in
/// the table, with the filtered counts under `esx`; returns the footer's count.
fn page_discovered(data: &mut Value, typed: &mut ParlaysResponse, args: &Args) -> String {
    let all = (0..typed.parlays.len()).collect();
    let limit = usize::from(args.limit.unwrap_or(DEFAULT_LIMIT));
    let paged = crate::filtered::Paged::of(all, 0, Some(limit)).without_offset_flag();
    crate::rows::keep(data, "parlays", &paged.shown);
    typed.parlays = paged
        .shown
        .iter()
        .map(|&i| typed.parlays[i].clone())
        .collect();
    paged.mark(data);
    let what = args
        .starts_within
        .map(crate::filtered::window_words)
        .unwrap_or_default();
    paged.footer("parlay", "parlays", &what)
}

/// `--starts-within`: the parlays whose every leg's match starts in the window (a leg
/// whose match the board does not show is kept out), in JSON as in the table.
fn keep_starting_within(
    data: &mut Value,
    typed: &mut ParlaysResponse,
    events: &EventIndex,
    now: jiff::Timestamp,
    within: f64,
) {
    let keep: Vec<usize> = (0..typed.parlays.len())
        .filter(|&i| {
            typed.parlays[i].legs.iter().all(|l| {
                events
                    .get(&l.kr_match_id)
                    .is_some_and(|(_, _, start)| crate::cli::starts_within(start, now, within))
            })
        })
        .collect();
    crate::rows::keep(data, "parlays", &keep);
    typed.parlays = keep.iter().map(|&i| typed.parlays[i].clone()).collect();
}

/// An accepted same-match ticket's served parlays carry `esx.correlated` (the service
/// prices legs as independent; [`judge::judge`] adds the series model's price).
fn mark_correlated(data: &mut Value, typed: &ParlaysResponse, correlated: bool) {
    let Some(Value::Array(rows)) = data.get_mut("parlays") else {
        return;
    };
    for (row, p) in rows.iter_mut().zip(&typed.parlays) {
        let problems = ticket_problems(&served_keys(p));
        let same_event_only =
            !problems.is_empty() && problems.iter().all(TicketProblem::is_same_event);
        if correlated
            && same_event_only
            && let Some(Value::Object(esx)) = row.get_mut("esx")
        {
            esx.insert("correlated".into(), Value::Bool(true));
        }
    }
}

/// The served answer's `esx` object in discover mode: how many parlays judging left out.
struct Dropped(usize);

impl Serialize for Dropped {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(1))?;
        map.serialize_entry("dropped", &self.0)?;
        map.end()
    }
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Judgement;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        Some(
            crate::sports::Selector::many(self.sport.get(), &routes::PARLAYS, "parlays")
                .many_if(self.ticket.is_empty()),
        )
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}
