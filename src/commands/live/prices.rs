//! `esx live SPORT --prices`: the matches the service prices in-play or pre-match, and one
//! match's prices per book (`GAME --prices`) or their tape (`--price-history`).

use serde_json::{Value, json};

use crate::client::Client;
use crate::client::response::decode;
use crate::context::Context;
use crate::error::EsxError;
use crate::output::{Column, Format, Kind, View};
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

/// One table row per outcome of a tick.
fn tick_rows(out: &mut Vec<Value>, market: &str, book: &str, t: &PriceTick) {
    for p in &t.prices {
        out.push(json!({
            "time": t.observed_at, "market": market, "book": book, "outcome": p.outcome,
            "decimal": p.decimal, "probability": p.probability,
            "live": if t.is_live { "yes" } else { "no" },
        }));
    }
}

/// `esx live SPORT --prices [--status S]`, or with a game `GAME --prices
/// [--price-history]`; with `--every DURATION` (`every`, seconds) the same view is
/// re-fetched by the watch loop, which shows what changed (in-play prices move).
pub fn run(
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
    let fetch = |client: &Client| view(client, &sport, game, status, history);
    if let Some(secs) = every {
        // A row is one match (the list) or one outcome of one book's market (a
        // match), and one tick of it with --price-history.
        let keys: &[&str] = match (game, history) {
            (None, _) => &["slug"],
            (Some(_), false) => &["market", "book", "outcome"],
            (Some(_), true) => &["time", "market", "book", "outcome"],
        };
        crate::watch::run(ctx, secs, keys, fetch)
    } else {
        let client = ctx.client()?;
        ctx.output(Format::Table).emit(&fetch(&client)?)
    }
}

/// One fetch of the prices view `run` prints.
fn view(
    client: &Client,
    sport: &str,
    game: Option<&str>,
    status: &str,
    history: bool,
) -> anyhow::Result<View> {
    let Some(game) = game else {
        let path = routes::LIVE_ODDS.path(&[sport]);
        let data = client.get_json(&path, &[("status".to_string(), status.to_string())])?;
        let _: LiveOddsList = decode(&data, &path)?;
        let view = View::new(
            data,
            Some("games"),
            vec![
                Column::path("STATUS", "status").rank(0),
                Column::path("HOME", "home_team").rank(0),
                Column::path("AWAY", "away_team").rank(0),
                Column::path("START", "start_time").kind(Kind::Time).rank(1),
                Column::path("MKTS", "markets").kind(Kind::Line).rank(2),
                // Copied into `esx live SPORT GAME --prices`: whole or not at all.
                Column::path("MATCH", "slug").kind(Kind::Id).rank(1),
            ],
        )
        .empty_message(format!("no {sport} match has prices right now"));
        return Ok(view);
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
    let typed: MatchPrices = decode(&data, &path)?;
    let mut rows = Vec::new();
    for m in &typed.markets {
        let label = market_label(m);
        for b in &m.books {
            if history {
                for t in &b.ticks {
                    tick_rows(&mut rows, &label, &b.book, t);
                }
            } else if let Some(t) = &b.current {
                tick_rows(&mut rows, &label, &b.book, t);
            }
        }
    }
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
    let view = View::derived(data, rows, "markets", columns)
        .note(format!(
            "{} vs {} · {} · {}",
            typed.home_team, typed.away_team, typed.status, typed.start_time
        ))
        .empty_message(format!("no prices for {game}"));
    Ok(view)
}
