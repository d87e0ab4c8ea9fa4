//! `esx arbs`: arbitrage across the `/lines` sources, judged on prices net of venue fees.
//!
//! For each market, the best net decimal per outcome across sources (the first
//! prediction market stays out of `map_handicap`); an arb when `Σ 1/d < 1`, with leg
//! stakes that pay the same on every outcome (the math is `esx_odds::arbs`).

use serde::Deserialize as _;
use serde_json::{Map, Value, json};

use crate::cli::SportArg;
use crate::error::EsxError;
use crate::linebook::{FeesChoice, Market, market_label};
use crate::output::view::Rows;
use crate::output::{Column, Format, Kind, View};
use esx_odds::SourceKind;
use esx_odds::arbs::{Arb, ArbMarket, ArbQuote, find_arb};
use esx_odds::fees::FeeTable;
use esx_proto::routes::{self, Query};
use esx_proto::sports::LINES_SPORTS;

use crate::context::Context;
use crate::output::num::{rounded, whole_or_float};

const EXAMPLES: &str = "\
Examples:
  esx arbs cs2
  esx arbs cs2 --market match_winner --min-profit 0.5 --stake 250
  esx arbs lol --fees none --json
  esx arbs cs2 --format csv -o arbs.csv      # one row per leg

A market is an arb when backing every outcome at its best net price costs less than it
pays: S = Σ 1/net_decimal < 1, profit = 100·(1/S − 1) %. Leg stakes s_i = T·(1/d_i)/S pay
T/S whichever outcome wins. Prices are net of fees: a prediction-market contract at
probability P costs P + c·P·(1−P) (default c: kalshi 0.07, other venues 0); `--fees none`
judges gross prices. Started events are left out unless --include-started.";

#[derive(Debug, Clone, clap::Args)]
#[command(after_help = EXAMPLES)]
pub struct Args {
    #[command(flatten)]
    pub sport: SportArg,
    /// Only this market
    #[arg(long, value_enum)]
    pub market: Option<Market>,
    /// Smallest profit to show, in percent
    #[arg(long, value_name = "PCT", default_value = "0", value_parser = parse_min_profit)]
    pub min_profit: f64,
    /// Total stake split across an arb's legs
    #[arg(long, value_name = "T", default_value = "100", value_parser = parse_stake)]
    pub stake: f64,
    /// Venue fees for net prices: `default` (kalshi 0.07 and `esx config set fees.<venue> C`) or `none`
    #[arg(long, value_enum, value_name = "FEES", default_value = "default")]
    pub fees: FeesChoice,
    /// Include events that have already started
    #[arg(long)]
    pub include_started: bool,
}

fn parse_min_profit(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if (0.0..=100.0).contains(&v) => Ok(v),
        _ => Err(format!("must be a percentage from 0 to 100, got `{s}`")),
    }
}

fn parse_stake(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && v > 0.0 && v <= 1e12 => Ok(v),
        _ => Err(format!("must be an amount greater than 0, got `{s}`")),
    }
}

pub fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sport = ctx.sport(args.sport.get(), LINES_SPORTS, "arbs")?;
    let path = routes::LINES.path(&[&sport]);
    let query = Query::new().opt("market", args.market.map(Market::as_str));
    let data = ctx.client()?.get_json(&path, query.pairs())?;
    let fees = crate::linebook::fee_table(ctx, args.fees)?;
    let now = jiff::Timestamp::now();
    let started = std::time::Instant::now();
    let envelope = arbs_envelope(&data, &path, &sport, args, &fees, now)?;
    ctx.diag.trace(&format!(
        "arbs: {} found in {:.2} ms (decode, engine and JSON; the fetch excluded)",
        envelope.get("total").and_then(Value::as_u64).unwrap_or(0),
        started.elapsed().as_secs_f64() * 1e3
    ));
    let format = ctx.global.format().unwrap_or(Format::Table);
    ctx.output(Format::Table)
        .emit(&arbs_view(envelope, format, &fees))
}

/// Whether an event has started (an unreadable time counts as not started: the service
/// lists upcoming events, and dropping one on a parse error would hide an arb).
fn started(event_time: &str, now: jiff::Timestamp) -> bool {
    event_time
        .parse::<jiff::Timestamp>()
        .is_ok_and(|t| t <= now)
}

/// The part of a `/lines` answer arbs reads, typed and borrowed from the payload (spec §2
/// "Consensus lines"; the same fields as `esx_proto::models::LinesResponse`). Borrowing
/// and skipping the fields arbs does not use keeps a full board's decode to a fraction
/// of the full model's cost (allocating every string of it was most of arbs' time); a
/// wrong shape is still exit 7 naming the route and the field.
#[derive(serde::Deserialize)]
struct Board<'a> {
    #[serde(borrow)]
    books: Vec<&'a str>,
    #[serde(borrow)]
    events: Vec<BoardEvent<'a>>,
}

impl<'a> Board<'a> {
    /// The first key of `books[]` that some source reports as a prediction market
    /// (DESIGN.md; kalshi upstream) — `linebook::first_prediction_market` on the typed board.
    fn first_prediction_market(&self) -> Option<&'a str> {
        let mut pm: Vec<&str> = Vec::new();
        for s in self
            .events
            .iter()
            .flat_map(|e| &e.markets)
            .flat_map(|m| &m.outcomes)
            .flat_map(|o| &o.sources)
        {
            if s.kind == "prediction_market" && !pm.contains(&s.source) {
                pm.push(s.source);
            }
        }
        self.books.iter().copied().find(|b| pm.contains(b))
    }
}

#[derive(serde::Deserialize)]
struct BoardEvent<'a> {
    event_time: &'a str,
    #[serde(borrow)]
    markets: Vec<BoardMarket<'a>>,
}

#[derive(serde::Deserialize)]
struct BoardMarket<'a> {
    market: &'a str,
    #[serde(borrow)]
    outcomes: Vec<BoardOutcome<'a>>,
}

#[derive(serde::Deserialize)]
struct BoardOutcome<'a> {
    #[serde(borrow)]
    sources: Vec<BoardSource<'a>>,
}

#[derive(serde::Deserialize)]
struct BoardSource<'a> {
    source: &'a str,
    #[serde(rename = "type")]
    kind: &'a str,
    probability: Option<f64>,
    decimal: Option<f64>,
    american: Option<f64>,
}

/// The `esx arbs` JSON envelope from a `/lines` answer (DESIGN.md "New commands").
pub fn arbs_envelope(
    data: &Value,
    route: &str,
    sport: &str,
    args: &Args,
    fees: &FeeTable,
    now: jiff::Timestamp,
) -> Result<Value, EsxError> {
    // Plain serde first (fast); on a wrong shape, again with the path for the message.
    let lines = match Board::deserialize(data) {
        Ok(b) => b,
        Err(_) => crate::client::response::decode::<Board<'_>>(data, route)?,
    };
    let first_pm = lines.first_prediction_market();
    let lookup = |venue: &str| fees.coefficient(venue);
    let want = args.market.map(Market::as_str);
    let mut found: Vec<(Arb, usize, usize)> = Vec::new();
    for (ei, event) in lines.events.iter().enumerate() {
        if !args.include_started && started(event.event_time, now) {
            continue;
        }
        for (mi, market) in event.markets.iter().enumerate() {
            if want.is_some_and(|w| w != market.market) {
                continue;
            }
            let input = ArbMarket {
                market: market.market,
                outcomes: market
                    .outcomes
                    .iter()
                    .map(|o| {
                        o.sources
                            .iter()
                            .map(|s| ArbQuote {
                                source: s.source,
                                kind: match s.kind {
                                    "prediction_market" => SourceKind::PredictionMarket,
                                    _ => SourceKind::Sportsbook,
                                },
                                probability: s.probability,
                                decimal: s.decimal,
                                american: s.american,
                            })
                            .collect()
                    })
                    .collect(),
            };
            let arb = find_arb(&input, first_pm, &lookup, args.stake)
                .map_err(|e| EsxError::usage(format!("cannot price arbs: {e}")))?;
            if let Some(arb) = arb
                && arb.profit_pct >= args.min_profit
            {
                found.push((arb, ei, mi));
            }
        }
    }
    // Stable: equal profits keep the payload's order.
    found.sort_by(|a, b| b.0.profit_pct.total_cmp(&a.0.profit_pct));
    let raw_events = data.get("events").and_then(Value::as_array);
    let arbs: Vec<Value> = found
        .iter()
        .map(|(arb, ei, mi)| {
            let ev = raw_events.and_then(|e| e.get(*ei)).unwrap_or(&Value::Null);
            let m = ev
                .get("markets")
                .and_then(|ms| ms.get(*mi))
                .unwrap_or(&Value::Null);
            arb_json(arb, ev, m, &lines.events[*ei].markets[*mi])
        })
        .collect();
    let mut out = Map::new();
    out.insert("source".into(), json!("esx"));
    out.insert("sport".into(), json!(sport));
    out.insert("market".into(), want.map_or(Value::Null, |m| json!(m)));
    out.insert(
        "fees".into(),
        serde_json::to_value(fees).unwrap_or(Value::Null),
    );
    out.insert("stake".into(), whole_or_float(args.stake));
    out.insert("min_profit".into(), whole_or_float(args.min_profit));
    out.insert("total".into(), json!(arbs.len()));
    out.insert("arbs".into(), Value::Array(arbs));
    Ok(Value::Object(out))
}

/// One arb as JSON: the event's and market's served fields as sent, esx's numbers rounded
/// (probabilities and prices to 6 places, percent to 4, money to 2).
fn arb_json(arb: &Arb, ev: &Value, m: &Value, typed: &BoardMarket<'_>) -> Value {
    // Maps filled directly, not `json!`: the macro re-serialises every `Value` argument
    // (a deep copy per field).
    let field = |v: &Value, k: &str| v.get(k).cloned().unwrap_or(Value::Null);
    let outcomes = m.get("outcomes").and_then(Value::as_array);
    let legs: Vec<Value> = arb
        .legs
        .iter()
        .map(|leg| {
            let outcome = outcomes
                .and_then(|o| o.get(leg.outcome))
                .unwrap_or(&Value::Null);
            let src = outcome
                .get("sources")
                .and_then(|s| s.get(leg.quote))
                .unwrap_or(&Value::Null);
            let kind = typed.outcomes[leg.outcome].sources[leg.quote].kind;
            // The served decimal where the service sent one (a sportsbook's); otherwise
            // the gross price esx derived (a prediction market's 1/P).
            let decimal = match src.get("decimal") {
                Some(d) if d.is_number() && kind != "prediction_market" => d.clone(),
                _ => rounded(leg.price.decimal, 6),
            };
            let mut l = Map::with_capacity(7);
            l.insert("outcome".into(), field(outcome, "name"));
            l.insert("source".into(), Value::String(leg.source.clone()));
            l.insert("type".into(), Value::String(kind.into()));
            l.insert("decimal".into(), decimal);
            l.insert("net_decimal".into(), rounded(leg.price.net_decimal, 6));
            l.insert("stake".into(), rounded(leg.stake, 2));
            l.insert("payout".into(), rounded(leg.payout, 2));
            Value::Object(l)
        })
        .collect();
    let mut a = Map::with_capacity(10);
    for k in ["event_id", "home_team", "away_team", "event_time"] {
        a.insert(k.into(), field(ev, k));
    }
    for k in ["market", "map", "line"] {
        a.insert(k.into(), field(m, k));
    }
    a.insert("implied_sum".into(), rounded(arb.implied_sum, 6));
    a.insert("profit_pct".into(), rounded(arb.profit_pct, 4));
    a.insert("legs".into(), Value::Array(legs));
    Value::Object(a)
}

/// The keys of one CSV/NDJSON row: one row per leg, the arb's fields repeated.
const ROW_KEYS: [&str; 16] = [
    "event_id",
    "home_team",
    "away_team",
    "event_time",
    "market",
    "map",
    "line",
    "implied_sum",
    "profit_pct",
    "outcome",
    "source",
    "type",
    "decimal",
    "net_decimal",
    "stake",
    "payout",
];

/// One flat row per leg (CSV and NDJSON: the same keys, snake_case).
fn leg_rows(envelope: &Value) -> Vec<Value> {
    let mut rows = Vec::new();
    for arb in envelope
        .get("arbs")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        for leg in arb
            .get("legs")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            let row: Map<String, Value> = ROW_KEYS
                .iter()
                .map(|k| {
                    let v = leg.get(*k).or_else(|| arb.get(*k)).cloned();
                    ((*k).to_string(), v.unwrap_or(Value::Null))
                })
                .collect();
            rows.push(Value::Object(row));
        }
    }
    rows
}

/// The view: the envelope for JSON, leg rows for CSV/NDJSON, a grouped table for people.
#[must_use]
pub fn arbs_view(envelope: Value, format: Format, fees: &FeeTable) -> View {
    if matches!(format, Format::Csv | Format::Ndjson) {
        let rows = leg_rows(&envelope);
        let mut view = View::new(
            Value::Array(rows),
            None,
            ROW_KEYS.iter().map(|k| Column::path(k, k)).collect(),
        );
        view.rows = Rows::Root;
        return view;
    }
    let total = envelope.get("total").and_then(Value::as_u64).unwrap_or(0);
    let stake = envelope
        .get("stake")
        .map_or_else(String::new, crate::output::view::scalar_text);
    let note = format!(
        "{total} arb{} (stake {stake}, net of fees: {}; min profit {}%)",
        if total == 1 { "" } else { "s" },
        fees.describe(),
        envelope
            .get("min_profit")
            .map_or_else(String::new, crate::output::view::scalar_text),
    );
    let mut table_rows = Vec::new();
    for arb in envelope
        .get("arbs")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        for (i, leg) in arb
            .get("legs")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .enumerate()
        {
            let first = i == 0;
            let label = market_label(
                arb.get("market").and_then(Value::as_str).unwrap_or(""),
                arb.get("map").and_then(Value::as_i64),
                arb.get("line").and_then(Value::as_f64),
            );
            table_rows.push(json!({
                "event": if first { json!(format!("{} vs {}",
                    arb.get("home_team").and_then(Value::as_str).unwrap_or(""),
                    arb.get("away_team").and_then(Value::as_str).unwrap_or(""))) } else { Value::Null },
                "market": if first { json!(label) } else { Value::Null },
                "profit_pct": if first { arb.get("profit_pct").cloned().unwrap_or(Value::Null) } else { Value::Null },
                "outcome": leg.get("outcome").cloned().unwrap_or(Value::Null),
                "source": leg.get("source").cloned().unwrap_or(Value::Null),
                "decimal": leg.get("decimal").cloned().unwrap_or(Value::Null),
                "net_decimal": leg.get("net_decimal").cloned().unwrap_or(Value::Null),
                "stake": leg.get("stake").cloned().unwrap_or(Value::Null),
                "payout": leg.get("payout").cloned().unwrap_or(Value::Null),
                "time": if first { arb.get("event_time").cloned().unwrap_or(Value::Null) } else { Value::Null },
            }));
        }
    }
    View::derived(
        envelope,
        table_rows,
        "arbs",
        vec![
            Column::path("EVENT", "event").rank(2),
            Column::path("MARKET", "market").rank(1),
            Column::path("PROFIT", "profit_pct")
                .kind(Kind::SignedPct)
                .rank(0),
            Column::path("OUTCOME", "outcome").rank(0),
            Column::path("SOURCE", "source").rank(0),
            Column::path("PRICE", "decimal").kind(Kind::Odds).rank(1),
            Column::path("NET", "net_decimal").kind(Kind::Odds).rank(0),
            Column::path("STAKE", "stake").kind(Kind::Money).rank(0),
            Column::path("PAYOUT", "payout").kind(Kind::Money).rank(3),
            Column::path("TIME", "time").kind(Kind::Time).rank(4),
        ],
    )
    .note(note)
    .empty_message("no arbs: no market costs less than it pays at the best net prices")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fee_tables_in_json_and_words() {
        let d = FeeTable::default();
        assert!((d.coefficient("kalshi") - 0.07).abs() < 1e-15);
        assert_eq!(d.coefficient("polymarket"), 0.0);
        assert_eq!(serde_json::to_value(&d).unwrap(), json!({"kalshi": 0.07}));
        assert_eq!(d.describe(), "kalshi 0.07");
        let n = FeeTable::none();
        assert_eq!(n.coefficient("kalshi"), 0.0);
        assert_eq!(serde_json::to_value(&n).unwrap(), json!("none"));
    }

    #[test]
    fn started_events() {
        let now: jiff::Timestamp = "2026-11-21T12:00:00Z".parse().unwrap();
        assert!(started("2026-11-21T11:00:00.000Z", now));
        assert!(!started("2026-11-21T13:00:00.000Z", now));
        assert!(!started("soon", now));
    }
}
