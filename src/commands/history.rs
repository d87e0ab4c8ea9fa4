//! `esx history`: the quote tape (`/v6/esports/history/contract`), selected by
//! `--market-key`, or by `--prop-id` together with `--book`, as a table of quotes (time,
//! source, side, line, price, no-vig); JSON is the answer as served. The shape is not
//! in the interface: an answer without a tape esx can read is shown generically.
//!
//! `--match MATCH` reads a match's line history instead
//! (`/v6/esports/{sport}/matches/{slug}/lines/history`): each book's open → close on each
//! market, the tape in `--json`.

use esx_proto::models::{HistoryResponse, MatchPrices};
use esx_proto::routes::{self, Query};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::context::Context;
use crate::output::typed::{Row, TypedView};
use crate::output::view::Tier;
use crate::output::{Column, Format, Kind};
use crate::params;

#[derive(Debug, clap::Args)]
#[command(
    group(clap::ArgGroup::new("select").required(true).args(["market_key", "prop_id", "match_"])),
    after_help = "Examples:\n  esx lines cs2 --market match_winner --ids     # the market keys to ask for\n  esx history --market-key \"$(esx lines cs2 --market match_winner --json --jq '.events[0].markets[0].market_key')\"\n  esx history --prop-id \"$(esx props cs2 --book thunderpick --json --jq '.props[0].propId')\" --book thunderpick --json\n  esx history cs2 --match next   # each book's open -> close on the soonest upcoming match\n  esx history cs2 --match next --market match_winner --book thunderpick --json"
)]
pub(crate) struct Args {
    /// The sport of --match (default: the profile's); not with --market-key or --prop-id
    pub(crate) sport: Option<String>,
    /// A match (a kr_… id or slug, or `next`: the soonest upcoming): each book's open and
    /// close on its markets
    #[arg(long = "match", id = "match_", value_name = "MATCH", conflicts_with_all = ["market_key", "prop_id"])]
    pub(crate) match_: Option<String>,
    /// With --match: one market (match_winner, map_winner, total_maps, map_handicap)
    #[arg(long, value_name = "MARKET", requires = "match_")]
    pub(crate) market: Option<String>,
    /// A mainline market key (as on the lines payload)
    #[arg(long, value_name = "KEY")]
    pub(crate) market_key: Option<String>,
    /// A prop id (needs --book)
    #[arg(long, value_name = "ID", requires = "book")]
    pub(crate) prop_id: Option<String>,
    /// The venue key the prop is posted on (with --prop-id), or one book (with --match)
    #[arg(long, value_name = "VENUE", value_parser = crate::cli::Suggest(esx_proto::venues::BOARD_KEYS), hide_possible_values = true)]
    pub(crate) book: Option<String>,
    /// Extra query parameter KEY=VALUE for parameters the interface does not list
    #[arg(short = 'F', long = "field", value_name = "KEY=VALUE")]
    pub(crate) fields: Vec<String>,
}

/// Run `esx history`: check the arguments, fetch, print.
pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    if let Some(m) = &args.match_ {
        return run_match(ctx, args, m);
    }
    if let Some(sport) = &args.sport {
        return Err(crate::error::EsxError::usage(format!(
            "a sport (`{sport}`) goes with --match only: a market key or prop id names its own"
        ))
        .into());
    }
    if args.market.is_some() {
        return Err(crate::error::EsxError::usage(
            "--market goes with --match (a market key names its market)",
        )
        .into());
    }
    if args.book.is_some() && args.prop_id.is_none() {
        return Err(crate::error::EsxError::usage("--book goes with --prop-id or --match").into());
    }
    let trimmed = |s: &Option<String>, what: &str| {
        s.as_deref()
            .map(|v| params::non_empty(what, v).map(str::to_string))
            .transpose()
    };
    let mut query = Query::new()
        .opt("market_key", trimmed(&args.market_key, "--market-key")?)
        .opt("prop_id", trimmed(&args.prop_id, "--prop-id")?)
        .opt("book", trimmed(&args.book, "--book")?)
        .0;
    query.extend(params::extra(&args.fields)?);
    let data = ctx.client()?.get_json(&routes::HISTORY.path(&[]), &query)?;
    // Not a documented shape: read leniently, else show the answer as served.
    let rows = serde_json::from_value::<HistoryResponse>(data.clone())
        .map(|h| tape_rows(&h))
        .unwrap_or_default();
    if rows.is_empty() {
        return ctx
            .output(Format::Table)
            .emit(&crate::output::View::generic(data));
    }
    let n = rows.len();
    let view = TypedView::new(&data, &rows, columns())
        .note(format!(
            "{} on the tape, oldest first",
            crate::output::fmt::count(n, "quote")
        ))
        .legends(&[
            "NO-VIG the source's probability for the side with its margin removed (p / Σp at that instant)",
        ]);
    ctx.output(Format::Table).emit_typed(view, || {})
}

/// `esx history [SPORT] --match MATCH [--market M] [--book B]`: one row per market, book
/// and outcome with the open and close price and the move between them.
fn run_match(ctx: &Context, args: &Args, given: &str) -> anyhow::Result<()> {
    let sport = ctx.sport()?;
    let given = crate::select::resolve(ctx, &sport, given, crate::select::Form::Slug)?;
    let id = params::non_empty("--match", &given)?;
    let path = routes::LINES_HISTORY
        .try_path(&[&sport, id])
        .map_err(crate::error::EsxError::usage)?;
    let query = Query::new()
        .opt(
            "market",
            args.market.as_deref().map(str::trim).map(str::to_string),
        )
        .opt(
            "book",
            args.book.as_deref().map(str::trim).map(str::to_string),
        )
        .0;
    let data = ctx.client()?.get_json(&path, &query).map_err(|e| {
        if e.kind() == crate::error::ErrorKind::NotFound {
            e.with_hint(format!("find the match with `esx matches {sport}`"))
        } else {
            e
        }
    })?;
    let typed: MatchPrices = crate::client::response::decode(&data, &path)?;
    let rows = open_close_rows(&typed);
    let mut ticks = 0;
    for m in &typed.markets {
        for b in &m.books {
            ticks += b.ticks.len();
        }
    }
    let closed = Closed::deserialize(&data).ok().and_then(|c| c.closed);
    // JSON prints the served answer (every tick); the table, CSV and NDJSON the rows.
    let mut view = TypedView::new(&data, &rows, open_close_columns())
        .note(format!(
            "{} vs {} · {} · {}{}",
            typed.home_team,
            typed.away_team,
            typed.bo_label.as_deref().unwrap_or("-"),
            typed.start_time,
            match closed {
                Some(false) => " · not started: CLOSE is the latest pre-match price",
                _ => "",
            }
        ))
        .note(format!(
            "{} on the tape (--json has them)",
            crate::output::fmt::count(ticks, "tick")
        ))
        .legends(&["MOVE PTS close minus open implied probability, in points"])
        .empty_message(format!(
            "no line history for {id}{}",
            typed
                .reason
                .as_deref()
                .map(|r| format!(" ({r})"))
                .unwrap_or_default()
        ));
    if !typed.available {
        view = view.note("the service recorded no quotes for this match");
    }
    ctx.output(Format::Table).emit_typed(view, || {})
}

/// Whether the match has started: the simulator's own `closed` field, not part of the
/// service's documented shape (so not in the model), read where it is served.
#[derive(Deserialize)]
struct Closed {
    #[serde(default)]
    closed: Option<bool>,
}

/// One row per market, book and outcome: the open and close decimal prices and the move
/// of the implied probability between them, in points (fields in the columns' order).
#[derive(Debug, Serialize, PartialEq)]
struct OpenClose<'a> {
    market: String,
    book: &'a str,
    outcome: &'a str,
    open: Option<f64>,
    close: Option<f64>,
    move_pts: Option<f64>,
}

impl Row for OpenClose<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        let num = |x: Option<f64>| x.map_or(Value::Null, Value::from);
        Some(match key {
            "market" => self.market.as_str().into(),
            "book" => self.book.into(),
            "outcome" => self.outcome.into(),
            "open" => num(self.open),
            "close" => num(self.close),
            "move_pts" => num(self.move_pts),
            _ => return None,
        })
    }
}

/// Tiers (DESIGN settled point 6): the market and outcome say which price; the book, the
/// price from open → close and the move are what a bettor acts on.
fn open_close_columns() -> Vec<Column> {
    vec![
        Column::path("MARKET", "market")
            .rank(0)
            .in_tier(Tier::Identity),
        Column::path("BOOK", "book").rank(0).in_tier(Tier::ActOn),
        Column::path("OUTCOME", "outcome")
            .rank(0)
            .in_tier(Tier::Identity),
        Column::path("OPEN", "open")
            .kind(Kind::Odds)
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("CLOSE", "close")
            .kind(Kind::Odds)
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("MOVE PTS", "move_pts")
            .kind(Kind::SignedPts)
            .rank(1)
            .in_tier(Tier::ActOn),
    ]
}

fn open_close_rows(p: &MatchPrices) -> Vec<OpenClose<'_>> {
    let mut out = Vec::new();
    for m in &p.markets {
        let label = match (m.map_number, m.line) {
            (Some(n), _) => format!("{} {n}", m.market),
            (None, Some(l)) => format!("{} {l}", m.market),
            (None, None) => m.market.clone(),
        };
        for b in &m.books {
            for (i, outcome) in m.outcomes.iter().enumerate() {
                let at = |t: Option<&esx_proto::models::PriceTick>| {
                    t.and_then(|t| t.prices.get(i)).cloned()
                };
                let (open, close) = (at(b.open.as_ref()), at(b.close.as_ref()));
                let moved = match (
                    open.as_ref().and_then(|o| o.probability),
                    close.as_ref().and_then(|c| c.probability),
                ) {
                    (Some(o), Some(c)) => Some((c - o) * 100.0),
                    _ => None,
                };
                out.push(OpenClose {
                    market: label.clone(),
                    book: &b.book,
                    outcome,
                    open: open.and_then(|o| o.decimal),
                    close: close.and_then(|c| c.decimal),
                    move_pts: moved,
                });
            }
        }
    }
    out
}

/// One quote on the tape: a source's price for one side at one instant.
#[derive(Debug, Serialize, PartialEq)]
pub(crate) struct TapeRow {
    time: String,
    source: String,
    side: String,
    line: Option<f64>,
    american: Option<f64>,
    decimal: Option<f64>,
    probability: Option<f64>,
    no_vig: Option<f64>,
}

impl Row for TapeRow {
    fn field(&self, key: &str) -> Option<Value> {
        let num = |x: Option<f64>| x.map_or(Value::Null, Value::from);
        Some(match key {
            "time" => self.time.as_str().into(),
            "source" => self.source.as_str().into(),
            "side" => self.side.as_str().into(),
            "line" => num(self.line),
            "american" => num(self.american),
            "decimal" => num(self.decimal),
            "probability" => num(self.probability),
            "no_vig" => num(self.no_vig),
            _ => return None,
        })
    }
}

/// Tiers (DESIGN settled point 6): the side and its line say which price; the time, the
/// venue, the price and its no-vig probability (the tape from → to) are what a bettor
/// acts on; the implied probability (the price again) is context.
fn columns() -> Vec<Column> {
    vec![
        Column::path("TIME", "time")
            .kind(Kind::Time)
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("SOURCE", "source")
            .kind(Kind::Id)
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("SIDE", "side").rank(0).in_tier(Tier::Identity),
        Column::path("LINE", "line")
            .kind(Kind::Line)
            .rank(1)
            .in_tier(Tier::Identity),
        Column::path("PRICE", "decimal")
            .kind(Kind::Odds)
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("american", "american").csv_only(),
        Column::path("IMPLIED", "probability")
            .kind(Kind::Prob)
            .rank(2),
        Column::path("NO-VIG", "no_vig")
            .kind(Kind::Prob)
            .rank(0)
            .in_tier(Tier::ActOn),
    ]
}

/// The tape as rows, oldest first (a market's sources in served order at each instant).
fn tape_rows(h: &HistoryResponse) -> Vec<TapeRow> {
    let mut rows = Vec::new();
    for tape in &h.tapes {
        for p in &tape.points {
            let probs: Vec<f64> = p.probability.iter().map(|x| x.unwrap_or(0.0)).collect();
            let sum: f64 = probs.iter().sum();
            for (i, side) in h.outcomes.iter().enumerate() {
                let prob = p.probability.get(i).copied().flatten();
                let american = p
                    .american
                    .as_ref()
                    .and_then(|a| a.get(i).copied().flatten());
                let decimal = american
                    .and_then(|a| esx_odds::price::american_to_decimal(a).ok())
                    .or_else(|| prob.filter(|q| *q > 0.0).map(|q| 1.0 / q));
                rows.push(TapeRow {
                    time: p.ts.clone(),
                    source: tape.source.clone(),
                    side: side.clone(),
                    line: h.line,
                    american,
                    decimal,
                    probability: prob,
                    no_vig: prob.filter(|_| sum > 0.0).map(|q| q / sum),
                });
            }
        }
    }
    let source = h.book.clone().unwrap_or_default();
    for p in &h.points {
        let implied = |a: Option<f64>| {
            a.and_then(|a| esx_odds::price::american_to_decimal(a).ok())
                .map(|d| 1.0 / d)
        };
        let (po, pu) = (implied(p.over_odds), implied(p.under_odds));
        let sum = po.unwrap_or(0.0) + pu.unwrap_or(0.0);
        for (side, odds, prob) in [("over", p.over_odds, po), ("under", p.under_odds, pu)] {
            rows.push(TapeRow {
                time: p.ts.clone(),
                source: source.clone(),
                side: side.to_string(),
                line: p.line,
                american: odds,
                decimal: prob.map(|q| 1.0 / q),
                probability: prob,
                no_vig: prob.filter(|_| sum > 0.0).map(|q| q / sum),
            });
        }
    }
    // Stable: at one instant, sources and sides keep their served order.
    rows.sort_by(|a, b| a.time.cmp(&b.time));
    rows
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::History;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        // A sport goes with `--match` only (checked by the command); a market key or
        // prop id names its own.
        self.match_.as_ref()?;
        Some(crate::sports::Selector::one(
            self.sport.as_deref(),
            &routes::LINES_HISTORY,
            "history --match",
        ))
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The market and outcome say which price; the book and its open → close are act-on.
    #[test]
    fn open_close_columns_declare_their_tiers() {
        use crate::output::view::Tier::{ActOn as A, Identity as I};
        let got = crate::output::view::tiers_of(&open_close_columns());
        let want = [
            ("MARKET", I),
            ("BOOK", A),
            ("OUTCOME", I),
            ("OPEN", A),
            ("CLOSE", A),
            ("MOVE PTS", A),
        ];
        let want: Vec<(String, crate::output::view::Tier)> =
            want.iter().map(|(t, k)| ((*t).to_string(), *k)).collect();
        assert_eq!(got, want);
    }

    /// The side and line say which price (the line never drops); time, venue, price and no-vig are act-on.
    #[test]
    fn tape_columns_declare_their_tiers() {
        use crate::output::view::Tier::{ActOn as A, Context as X, Identity as I};
        let got = crate::output::view::tiers_of(&columns());
        let want = [
            ("TIME", A),
            ("SOURCE", A),
            ("SIDE", I),
            ("LINE", I),
            ("PRICE", A),
            ("IMPLIED", X),
            ("NO-VIG", A),
        ];
        let want: Vec<(String, crate::output::view::Tier)> =
            want.iter().map(|(t, k)| ((*t).to_string(), *k)).collect();
        assert_eq!(got, want);
    }

    /// A hand-made two-source tape: rows oldest first, the no-vig of each side known.
    #[test]
    fn a_tape_becomes_quotes_with_their_no_vig() {
        let h: HistoryResponse = serde_json::from_str(
            r#"{"market_key":"k","outcomes":["A","B"],"line":null,"tapes":[
              {"source":"book","type":"sportsbook","points":[
                {"ts":"2026-11-21T10:00:00Z","probability":[0.6,0.5],"american":[-150,100]},
                {"ts":"2026-11-21T11:00:00Z","probability":[0.55,0.55],"american":[-122,-122]}]},
              {"source":"pm","type":"prediction_market","points":[
                {"ts":"2026-11-21T10:30:00Z","probability":[0.4,0.6],"american":null}]}]}"#,
        )
        .unwrap();
        let rows = tape_rows(&h);
        let t: Vec<(&str, &str, &str)> = rows
            .iter()
            .map(|r| (r.time.as_str(), r.source.as_str(), r.side.as_str()))
            .collect();
        assert_eq!(
            t,
            [
                ("2026-11-21T10:00:00Z", "book", "A"),
                ("2026-11-21T10:00:00Z", "book", "B"),
                ("2026-11-21T10:30:00Z", "pm", "A"),
                ("2026-11-21T10:30:00Z", "pm", "B"),
                ("2026-11-21T11:00:00Z", "book", "A"),
                ("2026-11-21T11:00:00Z", "book", "B"),
            ]
        );
        // 0.6 / 1.1 and -150 → 1.6667; a prediction market's price is 1 / p.
        assert!((rows[0].no_vig.unwrap() - 0.6 / 1.1).abs() < 1e-12);
        assert!((rows[0].decimal.unwrap() - 1.0 / 0.6).abs() < 1e-9);
        assert!((rows[2].decimal.unwrap() - 2.5).abs() < 1e-12);
        assert!((rows[4].no_vig.unwrap() - 0.5).abs() < 1e-12);
        // Every column the table names is a field of the row.
        let cols = columns();
        for c in &cols {
            if let crate::output::view::Getter::Path(p) = &c.get {
                let v = serde_json::to_value(&rows[0]).unwrap();
                assert!(v.get(p).is_some(), "column {p}");
            }
        }
    }

    #[test]
    fn a_prop_tape_has_over_and_under() {
        let h: HistoryResponse = serde_json::from_str(
            r#"{"prop_id":"p","book":"thunderpick","points":[
                {"ts":"2026-11-21T10:00:00Z","line":41.5,"over_odds":-110,"under_odds":-110}]}"#,
        )
        .unwrap();
        let rows = tape_rows(&h);
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0].side, "over");
        assert_eq!(rows[1].source, "thunderpick");
        assert_eq!(rows[1].line, Some(41.5));
        assert!((rows[0].no_vig.unwrap() - 0.5).abs() < 1e-12);
    }

    /// A hand-made line history: the open → close move of each outcome in points
    /// (0.40 → 0.45 is +5), a map market labelled with its map, a book without a close
    /// empty there.
    #[test]
    fn open_close_rows_move_in_points() {
        let p: MatchPrices = serde_json::from_str(
            r#"{"kr_match_id":"kr_1","markets":[{"market":"map_winner","map_number":2,
              "outcomes":["A","B"],"books":[
              {"book":"tp","open":{"observed_at":"t0","prices":[
                {"outcome":"A","decimal":2.5,"probability":0.40},
                {"outcome":"B","decimal":1.6,"probability":0.625}]},
               "close":{"observed_at":"t1","prices":[
                {"outcome":"A","decimal":2.2,"probability":0.45},
                {"outcome":"B","decimal":1.75,"probability":0.57}]}},
              {"book":"pm","open":{"observed_at":"t0","prices":[
                {"outcome":"A","decimal":2.0,"probability":0.5}]}}]}]}"#,
        )
        .unwrap();
        let rows = open_close_rows(&p);
        assert_eq!(rows.len(), 4);
        assert_eq!(rows[0].market, "map_winner 2");
        assert_eq!((rows[0].book, rows[0].outcome), ("tp", "A"));
        assert_eq!((rows[0].open, rows[0].close), (Some(2.5), Some(2.2)));
        assert!((rows[0].move_pts.unwrap() - 5.0).abs() < 1e-9);
        assert!((rows[1].move_pts.unwrap() + 5.5).abs() < 1e-9);
        assert_eq!(
            (rows[2].open, rows[2].close, rows[2].move_pts),
            (Some(2.0), None, None)
        );
        assert_eq!((rows[3].open, rows[3].move_pts), (None, None));
        assert_eq!(
            serde_json::to_string(&rows[2]).unwrap(),
            r#"{"market":"map_winner 2","book":"pm","outcome":"A","open":2.0,"close":null,"move_pts":null}"#
        );
        for row in &rows {
            crate::output::typed::testing::check_row(row, &open_close_columns());
        }
    }
}
