//! `esx parlays SPORT --book B`: price a ticket or discover the best 2–3 leg parlays on
//! one book — as the service prices them, or locally from `/lines` (`--local`).

use clap::ValueEnum;
use serde::Serialize;
use serde::ser::{SerializeMap as _, Serializer};
use serde_json::Value;

use crate::error::EsxError;
use crate::output::Format;
use esx_odds::ticket::{LegKey, TicketProblem, check_ticket, ticket_problems};
use esx_odds::{ConsensusParams, DevigMethod, FairBasis};
use esx_proto::routes::{self, Query};

use crate::cli::SportArg;
use crate::client::response::decode;
use crate::context::Context;
use crate::linebook::{DEVIG, JudgeArgs, Market, decode_lines, read_markets};
use esx_proto::models::{LinesResponse, ParlaysResponse};

mod judge;
mod local;
mod series;
mod view;

/// `--include` values (discover mode).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Include {
    /// Keep negative-EV parlays too
    All,
}

const EXAMPLES: &str = "\
Examples:
  esx parlays cs2 --book thunderpick                      # discover the best 2-leg parlays
  esx parlays lol --book thunderpick --size 3 --include all --limit 10
  esx parlays cs2 --book kalshi --include all --starts-within 12h   # may find nothing: every leg starts soon
  esx parlays cs2 --book thunderpick --ticket \"$(esx lines cs2 --market match_winner --json --jq '[.events[:2][] | \"\\(.kr_match_id):match_winner:\\(.home_team_id)\"] | join(\",\")')\"
  esx parlays lol --book polymarket --local --devig power   # price from /lines in esx
  esx parlays cs2 --book thunderpick --json --jq '.parlays[] | [.decimal, .ev_pct] | @tsv'

Legs of different matches are independent: decimal = product of leg decimals, net = product
of leg prices after fees, fair probability = product of leg fair probabilities (consensus
without the leg's own book: --fair others, the default; --fair all uses every source),
EV = 100 × (fair × net − 1). A ticket is checked before anything is sent: the same leg twice
or two sides of one market exit 2; two legs on one match exit 2 unless --allow-same-event.
Same-match legs are priced by the series model (`correlation: \"series-model\"`): maps as
independent trials at a per-map probability q fitted by least squares to the match's own
markets on /lines (its match winner and every map winner, at the parlay's fair basis);
esx.fit = {q, gaps: model − market}, a gap above 0.03 flags the ticket inconsistent_markets.
Best of 3 unless the board shows 5 (a total_maps line of 3.5/4.5 or a map 4 market) or 1
(only map 1, no total_maps); --best-of N overrides. In a best of 3, P(win map 1 and the
match) = q·(1−(1−q)²): at q = 0.6095, 0.5166 where the product of the legs gives 0.4033. A
best of 1 or 2 cannot price two legs of one match (exit 2). A handicap or total with a
winner market of the same match is esx.placeable: false (books take it only as a same-game
parlay).
Discovery (the service's or --local) keeps only parlays whose legs are bets on their own:
positive net EV against the leg's fair price, its market passing every lines gate (liquidity
included) and its match not started; the service's others are dropped and counted in
esx.dropped (--include all shows them, marked in esx.failed_legs). Judging service parlays
reads /lines once. With --local a leg's match id is the /lines event id and its selection
the outcome name (the payload has no team ids).";

#[derive(Debug, clap::Args)]
#[command(after_help = EXAMPLES)]
pub struct Args {
    #[command(flatten)]
    pub sport: SportArg,
    /// The line book every leg must price on (venue key, see `esx books`)
    #[arg(long, value_name = "BOOK", value_parser = crate::cli::Suggest(esx_proto::venues::LINE_BOOK_KEYS), hide_possible_values = true)]
    pub book: String,
    /// Price mode: legs as MATCH_ID:MARKET:SELECTION (repeatable or comma-separated)
    #[arg(long, value_name = "LEGS", value_delimiter = ',')]
    pub ticket: Vec<String>,
    /// Market of the legs
    #[arg(long, value_enum, default_value = "match_winner")]
    pub market: Market,
    /// Legs per parlay (discover mode)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(2..=3))]
    pub size: Option<u8>,
    /// Keep negative-EV parlays (discover mode)
    #[arg(long, value_enum)]
    pub include: Option<Include>,
    /// Allow legs whose match has started (discover mode)
    #[arg(long)]
    pub include_started: bool,
    /// At most N parlays
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=100))]
    pub limit: Option<u8>,
    /// Only parlays whose every leg's match starts between now and now + DURATION (e.g. 6h)
    #[arg(long, value_name = "DURATION", value_parser = crate::cli::parse_duration)]
    pub starts_within: Option<f64>,
    /// Price locally from /lines with the odds engine
    #[arg(long)]
    pub local: bool,
    /// De-vig method for --local fair prices
    #[arg(long, value_name = "METHOD", value_parser = DEVIG, requires = "local")]
    pub devig: Option<DevigMethod>,
    /// Prediction-market weight for --local fair prices
    #[arg(long, value_name = "W", requires = "local")]
    pub pm_weight: Option<f64>,
    /// Price a ticket with two legs on one match (priced jointly by the series model)
    #[arg(long)]
    pub allow_same_event: bool,
    /// Series length for same-match legs (default: what the board shows, else 3)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=7))]
    pub best_of: Option<u32>,
    #[command(flatten)]
    pub judge: JudgeArgs,
}

/// One ticket leg as typed by the user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TicketLeg {
    pub match_id: String,
    pub market: String,
    pub selection: String,
}

/// Parse `MATCH_ID:MARKET:SELECTION`, checking the market name.
pub fn parse_leg(s: &str) -> Result<TicketLeg, EsxError> {
    let parts: Vec<&str> = s.trim().splitn(3, ':').map(str::trim).collect();
    match parts.as_slice() {
        [m, market, sel] if !m.is_empty() && !sel.is_empty() => {
            if Market::from_str(market, true).is_err() {
                return Err(EsxError::usage(format!(
                    "ticket leg `{s}`: unknown market `{market}`; valid: match_winner, map_winner, total_maps, map_handicap"
                )));
            }
            Ok(TicketLeg {
                match_id: (*m).to_string(),
                market: (*market).to_string(),
                selection: (*sel).to_string(),
            })
        }
        _ => Err(EsxError::usage(format!(
            "ticket leg `{s}` is not MATCH_ID:MARKET:SELECTION"
        ))),
    }
}

impl Args {
    fn validate(&self) -> Result<Vec<TicketLeg>, EsxError> {
        if self.book.trim().is_empty() {
            return Err(EsxError::usage(
                "--book needs a venue key (see `esx books`)",
            ));
        }
        let legs = self
            .ticket
            .iter()
            .filter(|t| !t.trim().is_empty())
            .map(|t| parse_leg(t))
            .collect::<Result<Vec<_>, _>>()?;
        if !legs.is_empty()
            && (self.size.is_some()
                || self.include.is_some()
                || self.include_started
                || self.starts_within.is_some())
        {
            return Err(EsxError::usage(
                "--size, --include, --include-started and --starts-within apply to discover mode, not to --ticket",
            ));
        }
        if let Some(w) = self.pm_weight
            && !(w.is_finite() && w >= 0.0)
        {
            return Err(EsxError::usage(format!(
                "--pm-weight must be a number ≥ 0, got {w}"
            )));
        }
        if self.judge.fair.is_some() && !self.local {
            return Err(EsxError::usage(
                "--fair chooses esx's own fair price: add --local (the service measures legs against the other books)",
            ));
        }
        Ok(legs)
    }
}

/// The rule keys of the legs as typed (no map or line: the ticket syntax has none).
fn ticket_keys(legs: &[TicketLeg]) -> Vec<LegKey> {
    legs.iter()
        .map(|l| LegKey {
            match_id: l.match_id.clone(),
            market: l.market.clone(),
            map: None,
            line: None,
            selection: l.selection.clone(),
            text: format!("{}:{}:{}", l.match_id, l.market, l.selection),
        })
        .collect()
}

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

pub fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sport = ctx.sport()?;
    let legs = args.validate()?;
    let correlated = check_typed_ticket(ctx, args, &legs)?;
    let fees = args.judge.fee_table(ctx)?;
    let client = ctx.client()?;
    let mut events = EventIndex::new();
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
            local::priced_locally(ctx, args, &legs, &lines, &fees)?,
            route,
        )
    } else {
        let q = Query::new()
            .set("book", args.book.trim())
            .opt("ticket", (!legs.is_empty()).then(|| args.ticket.join(",")))
            .set("market", args.market.as_str())
            .opt("size", args.size)
            .opt("include", args.include.map(|_| "all"))
            .flag("include_started", args.include_started)
            // Discovery asks for the service's most (`limit` 100, no offset): esx's
            // judgement and `--starts-within` keep from all of them, then `--limit`
            // pages what they kept (settled point 20).
            .opt("limit", legs.is_empty().then_some(MAX_LIMIT));
        let route = routes::PARLAYS.path(&[&sport]);
        (client.get_json(&route, q.pairs())?, route)
    };
    // The typed twin for the table; `data` stays the service's JSON for output.
    let mut typed = decode::<ParlaysResponse>(&data, &route)?;
    if !args.local {
        // One /lines request: each leg's fair price, gates and start, and the series
        // model's inputs for same-match legs.
        let route = routes::LINES.path(&[&sport]);
        let raw = client.get_json(&route, Query::new().pairs())?;
        let lines = decode_lines(&raw, &route)?;
        events = event_index(&lines);
        index_legs(&mut events, &typed, &lines);
        let params = ConsensusParams {
            fair_basis: FairBasis::Others,
            pm_weight: lines.pm_weight,
            weights: args.judge.weights(),
            ..ConsensusParams::default()
        };
        let markets = read_markets(&lines, &fees);
        let discover = legs.is_empty();
        let judged = judge::judge(
            &mut data,
            &mut typed,
            &markets,
            &args.book,
            &params,
            args.include.is_some() || !discover,
            args.include_started,
            args.best_of,
            ctx.clock().now(),
        );
        for note in &judged.notes {
            ctx.diag().warn(note);
        }
        mark_correlated(&mut data, &typed, correlated);
        if discover && let Value::Object(map) = &mut data {
            let dropped = Dropped(judged.dropped);
            map.insert("esx".into(), serde_json::to_value(dropped)?);
        }
        if judged.dropped > 0 {
            ctx.diag().note(&format!(
                "{} from the service left out: a leg is not a bet on its own (esx.dropped; --include all shows them)",
                crate::output::fmt::count(judged.dropped, "parlay")
            ));
        }
    }
    if let Some(within) = args.starts_within {
        keep_starting_within(&mut data, &mut typed, &events, ctx.clock().now(), within);
    }
    // Discovery: `--limit` pages what the judgement and the filters kept.
    let count = legs
        .is_empty()
        .then(|| page_discovered(&mut data, &mut typed, args));
    let basis = if args.local {
        format!(
            "fair {} (local) · fees {}",
            args.judge.fair.unwrap_or(FairBasis::Others),
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

/// `/parlays`' largest `limit` (the interface: 1–100), and its default page.
const MAX_LIMIT: u8 = 100;
const DEFAULT_LIMIT: u8 = 25;

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

/// Match id → (home, away, start), for the legs' opponent and start time.
type EventIndex = std::collections::HashMap<String, (String, String, String)>;

fn event_index(lines: &esx_proto::models::LinesResponse) -> EventIndex {
    let mut index = EventIndex::new();
    for e in &lines.events {
        let entry = (
            e.home_team.clone(),
            e.away_team.clone(),
            e.event_time.clone(),
        );
        if let Some(id) = &e.kr_match_id {
            index.insert(id.clone(), entry.clone());
        }
        index.insert(e.event_id.clone(), entry);
    }
    index
}

/// Adds each served leg's match id, joined to its `/lines` event on documented fields
/// (a service that sends only the interface puts no `kr_match_id` on `/lines` events).
fn index_legs(index: &mut EventIndex, typed: &ParlaysResponse, lines: &LinesResponse) {
    let events: Vec<crate::linebook::EventRef<'_>> = lines
        .events
        .iter()
        .enumerate()
        .map(|(i, e)| crate::linebook::EventRef::of(i, e))
        .collect();
    for leg in typed.parlays.iter().flat_map(|p| &p.legs) {
        if index.contains_key(&leg.kr_match_id) {
            continue;
        }
        if let Ok(e) = crate::joins::event_for(&leg.kr_match_id, &events, |_| true) {
            let entry = (
                e.home_team.to_string(),
                e.away_team.to_string(),
                e.event_time.to_string(),
            );
            index.insert(leg.kr_match_id.clone(), entry);
        }
    }
}

/// The rule keys of a served parlay's legs.
fn served_keys(p: &esx_proto::models::Parlay) -> Vec<LegKey> {
    p.legs
        .iter()
        .map(|l| LegKey {
            match_id: l.kr_match_id.clone(),
            market: l.market.clone(),
            map: None,
            line: None,
            selection: l.selection.clone(),
            text: format!("{}:{}:{}", l.kr_match_id, l.market, l.selection),
        })
        .collect()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticket_legs_parse_or_explain() {
        let l = parse_leg(" kr_cs2_a:match_winner:kr_tm_1 ").unwrap();
        assert_eq!(l.match_id, "kr_cs2_a");
        assert_eq!(l.selection, "kr_tm_1");
        assert!(parse_leg("a:moneyline:b").is_err());
        assert!(parse_leg("a:match_winner").is_err());
        assert!(parse_leg(":match_winner:b").is_err());
        // A selection may itself contain a colon.
        assert_eq!(parse_leg("a:map_winner:x:y").unwrap().selection, "x:y");
    }
}
