//! `esx live SPORT --prices`: the matches the service prices in-play or pre-match, and one
//! match's prices per book (`GAME --prices`) or their tape (`--price-history`).

use serde::Serialize;
use serde_json::Value;

use crate::client::Client;
use crate::client::response::decode;
use crate::context::Context;
use crate::error::EsxError;
use crate::output::num::Exact;
use crate::output::typed::{cell_of, row_fields};
use crate::output::{Column, Format, Kind, Row, TypedView};
use esx_proto::models::{LiveOddsList, MatchPrices, PriceTick, PricedMarket};
use esx_proto::routes;

/// A market's label: `match_winner`, `map_winner 2`, `total_maps 2.5`.
fn market_label(m: &PricedMarket) -> String {
    match (m.map_number, m.line) {
        (Some(n), _) => format!("{} {n}", m.market),
        (None, Some(l)) => format!("{} {l}", m.market),
        (None, None) => m.market.clone(),
    }
}

/// One outcome of a tick: what a change of `--every` is keyed by and carries (every
/// field, whichever the table shows).
#[derive(Serialize)]
struct Tick<'a> {
    time: &'a str,
    market: String,
    book: &'a str,
    outcome: &'a str,
    decimal: Option<Exact>,
    probability: Option<Exact>,
    /// `yes` or `no`.
    live: &'static str,
}

/// One outcome's row (fields in the columns' order): the time and whether the tick was
/// in play only on the tape (`--price-history`).
#[derive(Serialize)]
struct PriceRow<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    time: Option<&'a str>,
    market: &'a str,
    book: &'a str,
    outcome: &'a str,
    decimal: Option<Exact>,
    probability: Option<Exact>,
    #[serde(skip_serializing_if = "Option::is_none")]
    live: Option<&'static str>,
}

impl Row for PriceRow<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "time" => cell_of(&self.time?),
            "market" => cell_of(self.market),
            "book" => cell_of(self.book),
            "outcome" => cell_of(self.outcome),
            "decimal" => cell_of(&self.decimal),
            "probability" => cell_of(&self.probability),
            "live" => cell_of(&self.live?),
            _ => return None,
        })
    }
}

impl<'a> PriceRow<'a> {
    fn of(t: &'a Tick<'_>, history: bool) -> Self {
        Self {
            time: history.then_some(t.time),
            market: &t.market,
            book: t.book,
            outcome: t.outcome,
            decimal: t.decimal,
            probability: t.probability,
            live: history.then_some(t.live),
        }
    }
}

/// One row per outcome of a tick.
fn ticks_of<'a>(out: &mut Vec<Tick<'a>>, market: &str, book: &'a str, t: &'a PriceTick) {
    for p in &t.prices {
        out.push(Tick {
            time: &t.observed_at,
            market: market.to_string(),
            book,
            outcome: &p.outcome,
            decimal: p.decimal.map(Exact),
            probability: p.probability.map(Exact),
            live: if t.is_live { "yes" } else { "no" },
        });
    }
}

/// One priced match of the list, borrowed from the model (fields in the columns' order).
#[derive(Serialize)]
struct GameRow<'a> {
    status: &'a str,
    home_team: &'a str,
    away_team: &'a str,
    start_time: &'a str,
    markets: u64,
    slug: &'a str,
}

row_fields!(GameRow<'a>; status, home_team, away_team, start_time, markets, slug);

fn list_columns() -> Vec<Column> {
    vec![
        Column::path("STATUS", "status").rank(0),
        Column::path("HOME", "home_team").rank(0),
        Column::path("AWAY", "away_team").rank(0),
        Column::path("START", "start_time").kind(Kind::Time).rank(1),
        Column::path("MKTS", "markets").kind(Kind::Line).rank(2),
        // Copied into `esx live SPORT GAME --prices`: whole or not at all.
        Column::path("MATCH", "slug").kind(Kind::Id).rank(1),
    ]
}

fn game_rows(list: &LiveOddsList) -> Vec<GameRow<'_>> {
    list.games
        .iter()
        .map(|g| GameRow {
            status: &g.status,
            home_team: &g.home_team,
            away_team: &g.away_team,
            start_time: &g.start_time,
            markets: g.markets,
            slug: &g.slug,
        })
        .collect()
}

fn price_columns(history: bool) -> Vec<Column> {
    let mut columns = Vec::new();
    if history {
        columns.push(Column::path("TIME", "time").kind(Kind::Time).rank(0));
    }
    columns.extend([
        Column::path("MARKET", "market").rank(0),
        Column::path("BOOK", "book").rank(0),
        Column::path("OUTCOME", "outcome").rank(0),
        Column::path("PRICE", "decimal").kind(Kind::Odds).rank(0),
        Column::path("PROB", "probability").kind(Kind::Prob).rank(1),
    ]);
    if history {
        columns.push(Column::path("LIVE", "live").rank(1));
    }
    columns
}

/// `esx live SPORT --prices [--status S]`, or with a game `GAME --prices
/// [--price-history]`; with `--every DURATION` (`every`, seconds) the same view is
/// re-fetched by the watch loop, which shows what changed (in-play prices move).
pub(super) fn run(
    ctx: &Context,
    sport: &str,
    game: Option<&str>,
    status: &str,
    history: bool,
    every: Option<f64>,
) -> anyhow::Result<()> {
    let sport = routes::LIVE_ODDS
        .check_sport(sport, "live")
        .map_err(EsxError::usage)?;
    let fetch = |client: &Client| fetch(client, &sport, game, status, history);
    let Some(secs) = every else {
        let client = ctx.client()?;
        let out = ctx.output(Format::Table);
        return match &fetch(&client)? {
            Fetched::List { data, list } => {
                let rows = game_rows(list);
                out.emit_typed(list_view(data, &rows, &sport), || {})
            }
            Fetched::Game { data, prices } => {
                let ticks = ticks(prices, history);
                let rows: Vec<PriceRow<'_>> =
                    ticks.iter().map(|t| PriceRow::of(t, history)).collect();
                out.emit_typed(
                    game_view(data, prices, &rows, game.unwrap_or_default(), history),
                    || {},
                )
            }
        };
    };
    // A row is one match (the list) or one outcome of one book's market (a match), and
    // one tick of it with --price-history. A change carries the list's row as served,
    // or the outcome's every field.
    let keys: &[&str] = match (game, history) {
        (None, _) => &["slug"],
        (Some(_), false) => &["market", "book", "outcome"],
        (Some(_), true) => &["time", "market", "book", "outcome"],
    };
    crate::watch::run_keyed(ctx, secs, keys, |client| match &fetch(client)? {
        Fetched::List { data, list } => {
            let rows = game_rows(list);
            let view = list_view(data, &rows, &sport).into_view()?;
            Ok((view, crate::rows::raw(data, "games").to_vec()))
        }
        Fetched::Game { data, prices } => {
            let ticks = ticks(prices, history);
            let rows: Vec<PriceRow<'_>> = ticks.iter().map(|t| PriceRow::of(t, history)).collect();
            let view =
                game_view(data, prices, &rows, game.unwrap_or_default(), history).into_view()?;
            let keyed = ticks
                .iter()
                .map(serde_json::to_value)
                .collect::<Result<_, _>>()?;
            Ok((view, keyed))
        }
    })
}

/// A fetched answer, decoded once: the list of priced matches or one match's prices.
enum Fetched {
    List { data: Value, list: LiveOddsList },
    Game { data: Value, prices: MatchPrices },
}

/// One fetch of what `run` prints.
fn fetch(
    client: &Client,
    sport: &str,
    game: Option<&str>,
    status: &str,
    history: bool,
) -> anyhow::Result<Fetched> {
    let Some(game) = game else {
        let path = routes::LIVE_ODDS.path(&[sport]);
        let data = client.get_json(&path, &[("status".to_string(), status.to_string())])?;
        let list: LiveOddsList = decode(&data, &path)?;
        return Ok(Fetched::List { data, list });
    };
    let route = if history {
        routes::LIVE_ODDS_HISTORY
    } else {
        routes::LIVE_GAME_ODDS
    };
    let path = route.try_path(&[sport, game]).map_err(EsxError::usage)?;
    let data = client.get_json(&path, &[]).map_err(|e| {
        if e.kind() == crate::error::ErrorKind::NotFound {
            e.with_hint(format!(
                "list the priced {sport} matches with `esx live {sport} --prices`"
            ))
        } else {
            e
        }
    })?;
    let prices: MatchPrices = decode(&data, &path)?;
    Ok(Fetched::Game { data, prices })
}

/// The priced matches; JSON prints the answer as served.
fn list_view<'v>(
    data: &'v Value,
    rows: &'v [GameRow<'v>],
    sport: &str,
) -> TypedView<'v, GameRow<'v>> {
    TypedView::new(data, rows, list_columns())
        .empty_message(format!("no {sport} match has prices right now"))
}

/// One match's prices, the match as a note; JSON prints the answer as served.
fn game_view<'v>(
    data: &'v Value,
    prices: &MatchPrices,
    rows: &'v [PriceRow<'v>],
    game: &str,
    history: bool,
) -> TypedView<'v, PriceRow<'v>> {
    TypedView::new(data, rows, price_columns(history))
        .note(format!(
            "{} vs {} · {} · {}",
            prices.home_team, prices.away_team, prices.status, prices.start_time
        ))
        .empty_message(format!("no prices for {game}"))
}

/// Each outcome of each book's current price (or, with `history`, of every tick on its
/// tape), market by market.
fn ticks(prices: &MatchPrices, history: bool) -> Vec<Tick<'_>> {
    let mut out = Vec::new();
    for m in &prices.markets {
        let label = market_label(m);
        for b in &m.books {
            if history {
                for t in &b.ticks {
                    ticks_of(&mut out, &label, &b.book, t);
                }
            } else if let Some(t) = &b.current {
                ticks_of(&mut out, &label, &b.book, t);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::typed::testing::check_row;

    /// A match's prices: one row per outcome; the time and in-play flag only on the
    /// tape, while a change of `--every` carries every field.
    #[test]
    fn price_rows_are_their_columns() {
        let prices: MatchPrices = serde_json::from_str(
            r#"{"kr_match_id":"kr_1","markets":[{"market":"map_winner","map_number":2,
            "outcomes":["A","B"],"books":[{"book":"thunderpick","current":{
            "observed_at":"2026-11-21T11:59:00Z","is_live":true,"prices":[
            {"outcome":"A","decimal":1.8,"probability":0.5556},{"outcome":"B"}]}}]}]}"#,
        )
        .unwrap();
        let now = ticks(&prices, false);
        assert_eq!(now.len(), 2);
        for history in [false, true] {
            let row = PriceRow::of(&now[0], history);
            check_row(&row, &price_columns(history));
        }
        assert_eq!(
            serde_json::to_string(&PriceRow::of(&now[0], false)).unwrap(),
            r#"{"market":"map_winner 2","book":"thunderpick","outcome":"A","decimal":1.8,"probability":0.5556}"#
        );
        assert_eq!(
            serde_json::to_string(&now[1]).unwrap(),
            r#"{"time":"2026-11-21T11:59:00Z","market":"map_winner 2","book":"thunderpick","outcome":"B","decimal":null,"probability":null,"live":"yes"}"#
        );
        assert!(ticks(&prices, true).is_empty(), "no tape");
    }

    #[test]
    fn a_listed_match_row_is_its_columns() {
        let list: LiveOddsList = serde_json::from_str(
            r#"{"total":1,"games":[{"game_id":"g","kr_match_id":"kr_1","status":"live",
            "slug":"a-vs-b","markets":6}]}"#,
        )
        .unwrap();
        check_row(&game_rows(&list)[0], &list_columns());
    }
}
