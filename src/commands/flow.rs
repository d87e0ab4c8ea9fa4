//! `esx flow`: market-movement plays from `/v7/{sport}/flow` (Hobby+): volume, line
//! shifts, steam (the market moving together) and whale plays.

use serde_json::Value;

use crate::output::view::scalar_text;
use crate::output::{Column, Format, Kind, View};
use esx_proto::routes::{self, Query};
use esx_proto::sports::LINES_SPORTS;

use crate::context::Context;
use crate::output::fmt::short_time_of;

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
    /// Sport (cs2, valorant, lol, dota2) [default: config's default_sport]
    pub sport: Option<String>,
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
    let sport = ctx.sport(args.sport.as_deref(), LINES_SPORTS, "flow")?;
    let query = Query::new()
        .opt("kind", args.kind.map(FlowKind::as_str))
        .opt("market", args.market.as_deref())
        .opt("limit", args.limit);
    let data = ctx
        .client()?
        .get_json(&routes::FLOW.path(&[&sport]), query.pairs())?;
    Ok(flow_view(data))
}

/// One row per play. `STEAM Δ` and `MOVE` are filled on steam plays only.
#[must_use]
pub fn flow_view(data: Value) -> View {
    let mut notes = Vec::new();
    if data.get("available").and_then(Value::as_bool) == Some(false) {
        let reason = data
            .get("reason")
            .map_or_else(|| "no reason given".to_string(), scalar_text);
        notes.push(format!("flow not available: {reason}"));
    } else if let Some(total) = data.get("total").and_then(Value::as_u64) {
        let kind = data.get("kind").map_or_else(String::new, scalar_text);
        notes.push(format!(
            "{total} play{}{}",
            if total == 1 { "" } else { "s" },
            if kind.is_empty() || kind == "all" {
                String::new()
            } else {
                format!(" (kind {kind})")
            }
        ));
    }
    let mut view = View::new(
        data,
        Some("plays"),
        vec![
            Column::path("KIND", "kind"),
            Column::computed("MATCH", |p| {
                let home = p.get("home_team").map_or_else(String::new, scalar_text);
                let away = p.get("away_team").map_or_else(String::new, scalar_text);
                Value::String(format!("{home} vs {away}"))
            }),
            Column::computed("MARKET", |p| {
                let market = p.get("market").map_or_else(String::new, scalar_text);
                match p.get("map").and_then(Value::as_u64) {
                    Some(m) => Value::String(format!("{market} map {m}")),
                    None => Value::String(market),
                }
            }),
            Column::path("SELECTION", "selection"),
            Column::path("BEST", "best_american").kind(Kind::American),
            Column::path("DEC", "best_decimal").kind(Kind::Num(3)),
            Column::path("SOURCE", "best_source"),
            Column::path("STEAM Δ", "steam_american_delta").kind(Kind::American),
            Column::path("MOVE", "steam_movement"),
            Column::computed("START (UTC)", |p| short_time_of(p, "start_time")),
            Column::path("start_time", "start_time").csv_only(),
            Column::path("play_id", "play_id").csv_only(),
            Column::path("kr_match_id", "kr_match_id").csv_only(),
            Column::path("selection_team_id", "selection_team_id").csv_only(),
            Column::path("opposite", "opposite").csv_only(),
            Column::path("tournament_name", "tournament_name").csv_only(),
        ],
    )
    .empty_message("no plays right now (try --kind all or another --market)");
    view.notes = notes;
    view
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn unavailable_flow_says_why() {
        let view = flow_view(json!({"available": false, "reason": "no_books", "plays": []}));
        assert_eq!(view.notes, vec!["flow not available: no_books".to_string()]);
        assert!(view.rows().is_empty());
    }

    #[test]
    fn market_shows_the_map() {
        let view = flow_view(
            json!({"available": true, "total": 1, "kind": "steam", "plays": [
            {"market": "map_winner", "map": 2, "home_team": "A", "away_team": "B"}]}),
        );
        let row = view.rows()[0];
        assert_eq!(view.columns[2].value(row), json!("map_winner map 2"));
        assert_eq!(view.columns[1].value(row), json!("A vs B"));
        assert_eq!(view.notes, vec!["1 play (kind steam)".to_string()]);
    }
}
