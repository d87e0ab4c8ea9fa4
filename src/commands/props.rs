//! `esx props`: the player-prop board (`/props`) and, with `--grouped`, each player's
//! stat lined up across venues (`/player-props`) with the DFS spread and the sportsbook.

use serde_json::{Map, Value, json};

use crate::output::{Column, Format, Kind, View};
use esx_proto::routes::{self, Query};
use esx_proto::sports::BOARD_SPORTS;

use crate::context::Context;
use crate::output::fmt::{num_text, short_time_of};

const EXAMPLES: &str = "\
Examples:
  esx props cs2
  esx props cs2 --book <venue> --market-contains KILLS
  esx props valorant --player-id 1234 --json | jq '.props[].line'
  esx props cs2 --grouped --board dfs --player s1mple
  esx props lol --grouped --event <event_id> --include-event-lines --json
  esx props cs2 --format csv -o props.csv
  esx props cs2 --book <venue> --watch 60          # redraw every minute; NDJSON change records when piped";

/// Which part of the grouped board `/player-props` returns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Board {
    /// DFS venues and the sportsbook
    All,
    /// DFS venues only
    Dfs,
    /// The sportsbook's named-player props only
    Main,
}

impl Board {
    fn as_str(self) -> &'static str {
        match self {
            Self::All => "all",
            Self::Dfs => "dfs",
            Self::Main => "main",
        }
    }
}

#[derive(Debug, Clone, clap::Args)]
#[command(after_help = EXAMPLES)]
pub struct Args {
    /// Sport (cs2, valorant, lol, dota2, cod, r6, mlbb, deadlock) [default: config's default_sport]
    pub sport: Option<String>,
    /// Only this venue's props (a venue key from `esx books`)
    #[arg(long, value_name = "VENUE")]
    pub book: Option<String>,
    /// Only this exact stat_type (e.g. CS2_KILLS_MAPS_1_2)
    #[arg(long, value_name = "STAT_TYPE")]
    pub market: Option<String>,
    /// Only stat_types containing this text
    #[arg(long, value_name = "TEXT")]
    pub market_contains: Option<String>,
    /// Only this player (numeric id)
    #[arg(long, value_name = "ID")]
    pub player_id: Option<u64>,
    /// One row per player, stat and event, venues side by side (`/player-props`)
    #[arg(long)]
    pub grouped: bool,
    /// With --grouped: all venues, DFS only, or the sportsbook only
    #[arg(long, value_enum, requires = "grouped")]
    pub board: Option<Board>,
    /// With --grouped: player nickname or slug contains TEXT
    #[arg(long, value_name = "TEXT", requires = "grouped")]
    pub player: Option<String>,
    /// With --grouped: canonical player id (<pfx>_pl_…)
    #[arg(long, value_name = "ID", requires = "grouped")]
    pub canonical_player_id: Option<String>,
    /// With --grouped: only this event (canonical event id)
    #[arg(long, value_name = "EVENT_ID", requires = "grouped")]
    pub event: Option<String>,
    /// With --grouped: attach the team mainlines of the same events
    #[arg(long, requires = "grouped")]
    pub include_event_lines: bool,
    /// Re-fetch every SECONDS and show what changed (table on a terminal, NDJSON when piped)
    #[arg(long, value_name = "SECONDS", value_parser = crate::watch::parse_interval)]
    pub watch: Option<f64>,
}

pub fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    // A wrong sport is reported before the client (which needs the key) is built.
    let what = if args.grouped {
        "player-props"
    } else {
        "props"
    };
    ctx.sport(args.sport.as_deref(), BOARD_SPORTS, what)?;
    if let Some(every) = args.watch {
        return crate::watch::run(
            ctx,
            every,
            &[
                "offerId",
                "canonical_player_id",
                "player_name",
                "stat_type",
                "event_id",
            ],
            |client| fetch_view(ctx, args, client),
        );
    }
    let view = fetch_view(ctx, args, &ctx.client()?)?;
    ctx.output(Format::Table).emit(&view)
}

/// Fetch once and build the view (a `--watch` loop calls this repeatedly).
pub fn fetch_view(
    ctx: &Context,
    args: &Args,
    client: &crate::client::Client,
) -> anyhow::Result<View> {
    let what = if args.grouped {
        "player-props"
    } else {
        "props"
    };
    let sport = ctx.sport(args.sport.as_deref(), BOARD_SPORTS, what)?;
    if args.grouped {
        let query = Query::new()
            .opt("board", args.board.map(Board::as_str))
            .opt("player", args.player.as_deref())
            .opt("player_id", args.player_id)
            .opt("canonical_player_id", args.canonical_player_id.as_deref())
            .opt("market", args.market.as_deref())
            .opt("market_contains", args.market_contains.as_deref())
            .opt("event_id", args.event.as_deref())
            .opt("book", args.book.as_deref())
            .flag("include_event_lines", args.include_event_lines);
        let data = client.get_json(&routes::PLAYER_PROPS.path(&[&sport]), query.pairs())?;
        Ok(grouped_view(data))
    } else {
        let query = Query::new()
            .opt("book", args.book.as_deref())
            .opt("market", args.market.as_deref())
            .opt("market_contains", args.market_contains.as_deref())
            .opt("player_id", args.player_id);
        let data = client.get_json(&routes::PROPS.path(&[&sport]), query.pairs())?;
        Ok(props_view(data))
    }
}

/// The flat board: one row per posted prop side.
#[must_use]
pub fn props_view(data: Value) -> View {
    let total = data.get("total").and_then(Value::as_u64);
    let mut view = View::new(
        data,
        Some("props"),
        vec![
            Column::path("PLAYER", "player_name"),
            Column::path("TEAM", "team"),
            Column::path("OPP", "opponent"),
            Column::path("STAT", "stat_type"),
            Column::path("LINE", "line").kind(Kind::Num(2)),
            Column::path("DIR", "direction"),
            Column::path("VENUE", "book_name"),
            Column::computed("TIME (UTC)", |r| short_time_of(r, "event_time")),
            Column::path("event_time", "event_time").csv_only(),
            Column::path("propId", "propId").csv_only(),
            Column::path("eventId", "eventId").csv_only(),
            Column::path("offerId", "offerId").csv_only(),
        ],
    )
    .empty_message("no props match (check --book, --market, --market-contains, --player-id)");
    if let Some(t) = total {
        view = view.note(format!("{t} prop{}", if t == 1 { "" } else { "s" }));
    }
    view
}

/// The grouped board: one row per (player, stat, event) with the DFS lines side by side
/// (a compact `venue line` list), their spread, and the sportsbook's line and odds.
///
/// Each group gains an `esx` object: `{dfs_min, dfs_max, spread}` where
/// `spread = dfs_max − dfs_min` over the DFS entries' lines (null with no DFS line).
#[must_use]
pub fn grouped_view(mut data: Value) -> View {
    if let Some(groups) = data.get_mut("groups").and_then(Value::as_array_mut) {
        for g in groups {
            let lines: Vec<f64> = g
                .get("dfs")
                .and_then(Value::as_array)
                .map(|a| {
                    a.iter()
                        .filter_map(|e| e.get("line").and_then(Value::as_f64))
                        .filter(|l| l.is_finite())
                        .collect()
                })
                .unwrap_or_default();
            let min = lines.iter().copied().reduce(f64::min);
            let max = lines.iter().copied().reduce(f64::max);
            let spread = match (min, max) {
                (Some(lo), Some(hi)) => Some(round6(hi - lo)),
                _ => None,
            };
            if let Some(obj) = g.as_object_mut() {
                obj.insert(
                    "esx".into(),
                    json!({"dfs_min": min, "dfs_max": max, "spread": spread}),
                );
            }
        }
    }
    let groups = data.get("total_groups").and_then(Value::as_u64);
    let mut view = View::new(
        data,
        Some("groups"),
        vec![
            Column::path("PLAYER", "player_name"),
            Column::path("TEAM", "team"),
            Column::path("STAT", "stat_type"),
            Column::computed("DFS LINES", |g| Value::String(line_summary(&dfs_pairs(g)))),
            Column::path("SPREAD", "esx.spread").kind(Kind::Num(2)),
            Column::computed("BOOK LINE", |g| main_field(g, "line")).kind(Kind::Num(2)),
            Column::computed("OVER", |g| main_odds(g, true)).kind(Kind::American),
            Column::computed("UNDER", |g| main_odds(g, false)).kind(Kind::American),
            Column::computed("TIME (UTC)", |r| short_time_of(r, "event_time")),
            Column::path("opponent", "opponent").csv_only(),
            Column::computed("dfs_lines", |g| {
                Value::String(
                    dfs_pairs(g)
                        .iter()
                        .map(|(k, l)| format!("{k}:{}", num_text(*l)))
                        .collect::<Vec<_>>()
                        .join(";"),
                )
            })
            .csv_only(),
            Column::path("event_time", "event_time").csv_only(),
            Column::path("player_id", "player_id").csv_only(),
            Column::path("canonical_player_id", "canonical_player_id").csv_only(),
            Column::path("event_id", "event_id").csv_only(),
        ],
    )
    .empty_message("no player props match the filters");
    if let Some(n) = groups {
        view = view.note(format!(
            "{n} player/stat/event groups; DFS LINES = each line with its venue (or ×venues), SPREAD = max − min"
        ));
    }
    view
}

/// `(venue, line)` of a group's DFS entries, one per venue (over/higher preferred),
/// sorted by line then venue.
fn dfs_pairs(group: &Value) -> Vec<(String, f64)> {
    let mut per_venue: Map<String, Value> = Map::new();
    for e in group
        .get("dfs")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let Some(venue) = e
            .get("sportsbook_name")
            .or_else(|| e.get("book_name"))
            .and_then(Value::as_str)
        else {
            continue;
        };
        let over = e
            .get("direction")
            .and_then(Value::as_str)
            .is_some_and(is_over);
        if over || !per_venue.contains_key(venue) {
            per_venue.insert(venue.to_string(), e.clone());
        }
    }
    let mut pairs: Vec<(String, f64)> = per_venue
        .iter()
        .filter_map(|(k, e)| Some((k.clone(), e.get("line")?.as_f64()?)))
        .collect();
    pairs.sort_by(|a, b| a.1.total_cmp(&b.1).then_with(|| a.0.cmp(&b.0)));
    pairs
}

/// Venues' lines summarised by line, lowest first: a line one venue posts shows that
/// venue (`22 linedraft`), a line several post shows their count (`22.5 ×3`); joined
/// by ` · `. Keeps a table cell short however many venues agree.
#[must_use]
pub fn line_summary(pairs: &[(String, f64)]) -> String {
    let mut sorted: Vec<&(String, f64)> = pairs.iter().collect();
    sorted.sort_by(|a, b| a.1.total_cmp(&b.1).then_with(|| a.0.cmp(&b.0)));
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < sorted.len() {
        let line = sorted[i].1;
        let same = sorted[i..].iter().take_while(|p| p.1 == line).count();
        parts.push(if same == 1 {
            format!("{} {}", num_text(line), sorted[i].0)
        } else {
            format!("{} ×{same}", num_text(line))
        });
        i += same;
    }
    parts.join(" · ")
}

fn main_entries(group: &Value) -> impl Iterator<Item = &Value> {
    group
        .get("main")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
}

/// A field of the sportsbook's over entry (or its first entry).
fn main_field(group: &Value, field: &str) -> Value {
    main_entries(group)
        .find(|e| {
            e.get("direction")
                .and_then(Value::as_str)
                .is_some_and(is_over)
        })
        .or_else(|| main_entries(group).next())
        .and_then(|e| e.get(field))
        .cloned()
        .unwrap_or(Value::Null)
}

/// The sportsbook's American odds on the over (or under) side.
fn main_odds(group: &Value, over: bool) -> Value {
    main_entries(group)
        .find(|e| {
            e.get("direction")
                .and_then(Value::as_str)
                .is_some_and(|d| is_over(d) == over)
        })
        .and_then(|e| e.get("odds"))
        .cloned()
        .unwrap_or(Value::Null)
}

/// Over-type directions (DFS venues say `higher`).
#[must_use]
pub fn is_over(direction: &str) -> bool {
    matches!(
        direction.trim().to_ascii_lowercase().as_str(),
        "over" | "higher" | "more"
    )
}

fn round6(x: f64) -> f64 {
    (x * 1e6).round() / 1e6
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_shorten_and_bad_ones_survive() {
        assert_eq!(
            crate::output::fmt::short_time("2026-11-21T18:05:00.000Z"),
            "11-21 18:05"
        );
    }

    #[test]
    fn grouped_rows_get_spread_and_side_by_side_lines() {
        let data = json!({"groups": [{
            "player_name": "a", "dfs": [
                {"sportsbook_name": "v2", "line": 23.5, "direction": "higher"},
                {"sportsbook_name": "v2", "line": 23.5, "direction": "lower"},
                {"sportsbook_name": "v1", "line": 22.0, "direction": "over"}],
            "main": [{"sportsbook_name": "sb", "line": 22.5, "direction": "under", "odds": -105},
                     {"sportsbook_name": "sb", "line": 22.5, "direction": "over", "odds": -125}]
        }, {"player_name": "b", "dfs": [], "main": []}]});
        let view = grouped_view(data);
        let rows = view.rows();
        assert_eq!(rows[0]["esx"]["spread"], json!(1.5));
        assert_eq!(rows[1]["esx"]["spread"], Value::Null);
        assert_eq!(line_summary(&dfs_pairs(rows[0])), "22 v1 · 23.5 v2");
        let agree = [
            ("a".to_string(), 44.5),
            ("c".to_string(), 44.5),
            ("b".to_string(), 40.0),
        ];
        assert_eq!(line_summary(&agree), "40 b · 44.5 ×2");
        assert_eq!(line_summary(&[]), "");
        assert_eq!(main_odds(rows[0], true), json!(-125));
        assert_eq!(main_odds(rows[0], false), json!(-105));
        assert_eq!(main_field(rows[0], "line"), json!(22.5));
        assert_eq!(main_odds(rows[1], true), Value::Null);
    }
}
