//! `esx flow`: market-movement plays from `/v7/{sport}/flow` (Hobby+): volume, line
//! shifts, steam (the market moving together) and whale plays.

use crate::cli::SportArg;
use serde_json::{Value, json};

use crate::client::response::decode;
use crate::output::{Column, Format, Kind, View};
use crate::rows;
use esx_proto::models::{FlowPlay, FlowResponse};
use esx_proto::routes::{self, Query};
use esx_proto::sports::LINES_SPORTS;

use crate::context::Context;
use crate::output::fmt::short_time;

const EXAMPLES: &str = "\
Examples:
  esx flow cs2
  esx flow cs2 --kind steam          # steam rows show the American delta and the movement
  esx flow lol --kind whale --limit 10
  esx flow valorant --market match_winner --json | jq '.plays[].best_source'
  esx flow dota2 --format csv -o flow.csv";

/// Which plays `/flow` returns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum FlowKind {
    /// Every kind (the service's default)
    All,
    /// Unusual traded volume
    Volume,
    /// A line that moved
    Shift,
    /// The market moving together
    Steam,
    /// Large plays (where a venue exposes trade-level data)
    Whale,
}

impl FlowKind {
    fn as_str(self) -> &'static str {
        match self {
            Self::All => "all",
            Self::Volume => "volume",
            Self::Shift => "shift",
            Self::Steam => "steam",
            Self::Whale => "whale",
        }
    }
}

#[derive(Debug, Clone, clap::Args)]
#[command(after_help = EXAMPLES)]
pub struct Args {
    #[command(flatten)]
    pub sport: SportArg,
    /// Kind of play
    #[arg(long, value_enum, value_name = "KIND")]
    pub kind: Option<FlowKind>,
    /// Only this market (e.g. match_winner)
    #[arg(long, value_name = "MARKET")]
    pub market: Option<String>,
    /// Most plays to return (1–100) [service default: 25]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=100))]
    pub limit: Option<u32>,
}

pub fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let view = fetch_view(ctx, args)?;
    ctx.output(Format::Table).emit(&view)
}

/// Fetch once and build the view.
pub fn fetch_view(ctx: &Context, args: &Args) -> anyhow::Result<View> {
    let sport = ctx.sport(args.sport.get(), LINES_SPORTS, "flow")?;
    let query = Query::new()
        .opt("kind", args.kind.map(FlowKind::as_str))
        .opt("market", args.market.as_deref())
        .opt("limit", args.limit);
    let path = routes::FLOW.path(&[&sport]);
    let data = ctx.client()?.get_json(&path, query.pairs())?;
    let typed: FlowResponse = decode(&data, &path)?;
    Ok(flow_view(data, &typed))
}

/// The summary line above the table: why nothing is available, else the play count.
fn summary(f: &FlowResponse) -> String {
    if !f.available {
        return format!(
            "flow not available: {}",
            f.reason.as_deref().unwrap_or("no reason given")
        );
    }
    let total = f.total;
    format!(
        "{total} play{}{}",
        if total == 1 { "" } else { "s" },
        if f.kind.is_empty() || f.kind == "all" {
            String::new()
        } else {
            format!(" (kind {})", f.kind)
        }
    )
}

/// `home vs away` and `market map N`, the two labels esx writes for a play.
fn labels(p: &FlowPlay) -> (String, String) {
    let market = match p.map {
        Some(m) => format!("{} map {m}", p.market),
        None => p.market.clone(),
    };
    (format!("{} vs {}", p.home_team, p.away_team), market)
}

/// One row per play, the service's own play objects. `STEAM Δ` and `MOVE` are filled
/// on steam plays only.
#[must_use]
pub fn flow_view(data: Value, typed: &FlowResponse) -> View {
    let rows: Vec<Value> = rows::raw(&data, "plays")
        .iter()
        .zip(&typed.plays)
        .map(|(raw, play)| {
            // The row as served, with esx's labels beside it for the table only.
            let (matchup, market) = labels(play);
            json!({"play": raw, "matchup": matchup, "market": market,
                   "start": short_time(&play.start_time)})
        })
        .collect();
    let mut view = View::derived(
        data,
        rows,
        "plays",
        vec![
            Column::path("KIND", "play.kind"),
            Column::path("MATCH", "matchup"),
            Column::path("MARKET", "market"),
            Column::path("SELECTION", "play.selection"),
            Column::path("BEST", "play.best_american").kind(Kind::American),
            Column::path("DEC", "play.best_decimal").kind(Kind::Num(3)),
            Column::path("SOURCE", "play.best_source"),
            Column::path("STEAM Δ", "play.steam_american_delta").kind(Kind::American),
            Column::path("MOVE", "play.steam_movement"),
            Column::path("START (UTC)", "start"),
            Column::path("start_time", "play.start_time").csv_only(),
            Column::path("play_id", "play.play_id").csv_only(),
            Column::path("kr_match_id", "play.kr_match_id").csv_only(),
            Column::path("selection_team_id", "play.selection_team_id").csv_only(),
            Column::path("opposite", "play.opposite").csv_only(),
            Column::path("tournament_name", "play.tournament_name").csv_only(),
        ],
    )
    .empty_message("no plays right now (try --kind all or another --market)");
    view.notes = vec![summary(typed)];
    view
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view_of(data: &Value) -> View {
        let typed: FlowResponse = decode(data, "/v7/cs2/flow").expect("decodes");
        flow_view(data.clone(), &typed)
    }

    #[test]
    fn unavailable_flow_says_why() {
        let view = view_of(&json!({"available": false, "reason": "no_books", "plays": []}));
        assert_eq!(view.notes, vec!["flow not available: no_books".to_string()]);
        assert!(view.rows().is_empty());
    }

    #[test]
    fn market_shows_the_map() {
        let play = json!({"play_id": "x_flow_1", "kind": "steam", "kr_match_id": "m",
            "match_slug": "a-vs-b", "home_team": "A", "home_team_id": "t1", "away_team": "B",
            "away_team_id": "t2", "start_time": "2026-11-21T18:00:00Z", "tournament_name": "T",
            "market": "map_winner", "map": 2, "selection": "A", "selection_team_id": "t1",
            "opposite": "B", "opposite_team_id": "t2", "best_american": -110,
            "best_decimal": 1.909, "best_source": "sb", "extra": {"kept": true}});
        let view = view_of(&json!({"available": true, "sport": "cs2", "total": 1,
            "kind": "steam", "plays": [play]}));
        let row = view.rows()[0];
        assert_eq!(view.columns[2].value(row), json!("map_winner map 2"));
        assert_eq!(view.columns[1].value(row), json!("A vs B"));
        assert_eq!(view.notes, vec!["1 play (kind steam)".to_string()]);
        assert_eq!(view.json_rows()[0]["extra"]["kept"], json!(true));
    }
}
