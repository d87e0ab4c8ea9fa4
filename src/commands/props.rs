//! `esx props`: the player-prop board (`/props`) and, with `--grouped`, each player's
//! stat lined up across venues (`/player-props`) with the DFS spread and the sportsbook.

use crate::cli::SportArg;
use std::collections::BTreeMap;

use serde::Deserialize as _;
use serde_json::{Value, json};

use crate::output::{Column, Format, Kind, View};
use esx_proto::routes::{self, Query};
use esx_proto::sports::BOARD_SPORTS;

use crate::client::response::decode;
use crate::context::Context;
use crate::output::fmt::{num_text, short_time_of};
use crate::output::view::lookup;
use crate::rows;
use esx_proto::models::{PlayerPropGroup, PlayerPropsResponse, PropEntry, PropsResponse};

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
    #[command(flatten)]
    pub sport: SportArg,
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
    ctx.sport(args.sport.get(), BOARD_SPORTS, what)?;
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
    let sport = ctx.sport(args.sport.get(), BOARD_SPORTS, what)?;
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
        let path = routes::PLAYER_PROPS.path(&[&sport]);
        let data = client.get_json(&path, query.pairs())?;
        let typed: PlayerPropsResponse = decode(&data, &path)?;
        Ok(grouped_view(data, &typed))
    } else {
        let query = Query::new()
            .opt("book", args.book.as_deref())
            .opt("market", args.market.as_deref())
            .opt("market_contains", args.market_contains.as_deref())
            .opt("player_id", args.player_id);
        let path = routes::PROPS.path(&[&sport]);
        let data = client.get_json(&path, query.pairs())?;
        let typed: PropsResponse = decode(&data, &path)?;
        Ok(props_view(data, &typed))
    }
}

/// The flat board: one row per posted prop side (the service's rows, in its order).
#[must_use]
pub fn props_view(data: Value, typed: &PropsResponse) -> View {
    let t = typed.total;
    View::new(
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
    .empty_message("no props match (check --book, --market, --market-contains, --player-id)")
    .note(format!("{t} prop{}", if t == 1 { "" } else { "s" }))
}

/// What esx derives for one group, from its typed entries.
#[derive(Debug, Default, PartialEq)]
struct GroupFacts {
    /// `(venue, line)` of the DFS entries, one per venue (see [`dfs_pairs`]).
    pairs: Vec<(String, f64)>,
    /// Every DFS entry's finite line (both sides), for the spread.
    dfs_lines: Vec<f64>,
    /// Index in `main[]` of the sportsbook's over entry (else its first entry).
    main_line: Option<usize>,
    /// Indexes in `main[]` of the over and the under entries.
    over: Option<usize>,
    under: Option<usize>,
}

impl GroupFacts {
    fn of(g: &PlayerPropGroup) -> Self {
        let side = |over: bool| g.main.iter().position(|e| is_over(&e.direction) == over);
        let over = side(true);
        Self {
            pairs: dfs_pairs(&g.dfs),
            dfs_lines: g
                .dfs
                .iter()
                .map(|e| e.line)
                .filter(|l| l.is_finite())
                .collect(),
            main_line: over.or(if g.main.is_empty() { None } else { Some(0) }),
            over,
            under: side(false),
        }
    }

    /// The group's `esx` object: `{dfs_min, dfs_max, spread}`.
    fn esx(&self) -> Value {
        let lines = self.dfs_lines.iter().copied();
        let min = lines.clone().reduce(f64::min);
        let max = lines.reduce(f64::max);
        let spread = match (min, max) {
            (Some(lo), Some(hi)) => Some(round6(hi - lo)),
            _ => None,
        };
        json!({"dfs_min": min, "dfs_max": max, "spread": spread})
    }
}

/// A raw group's facts: the row is decoded as the model (rows of the answer were
/// checked by `decode` already; `None` only for rows esx made up in tests).
fn facts(row: &Value) -> Option<GroupFacts> {
    PlayerPropGroup::deserialize(row)
        .ok()
        .map(|g| GroupFacts::of(&g))
}

/// The service's own value of `main[i].field`, so the number keeps its text.
fn main_value(row: &Value, i: Option<usize>, field: &str) -> Value {
    i.and_then(|i| lookup(row, &format!("main.{i}.{field}")))
        .cloned()
        .unwrap_or(Value::Null)
}

/// The grouped board: one row per (player, stat, event) with the DFS lines side by side
/// (a compact `venue line` list), their spread, and the sportsbook's line and odds.
///
/// Each group gains an `esx` object: `{dfs_min, dfs_max, spread}` where
/// `spread = dfs_max − dfs_min` over the DFS entries' lines (null with no DFS line).
#[must_use]
pub fn grouped_view(mut data: Value, typed: &PlayerPropsResponse) -> View {
    if let Some(groups) = rows::raw_mut(&mut data, "groups") {
        for (raw, g) in groups.iter_mut().zip(&typed.groups) {
            if let Value::Object(obj) = raw {
                obj.insert("esx".into(), GroupFacts::of(g).esx());
            }
        }
    }
    let n = typed.total_groups;
    View::new(
        data,
        Some("groups"),
        vec![
            Column::path("PLAYER", "player_name"),
            Column::path("TEAM", "team"),
            Column::path("STAT", "stat_type"),
            Column::computed("DFS LINES", |g| {
                Value::String(facts(g).map(|f| line_summary(&f.pairs)).unwrap_or_default())
            }),
            Column::path("SPREAD", "esx.spread").kind(Kind::Num(2)),
            Column::computed("BOOK LINE", |g| {
                main_value(g, facts(g).and_then(|f| f.main_line), "line")
            })
            .kind(Kind::Num(2)),
            Column::computed("OVER", |g| main_value(g, facts(g).and_then(|f| f.over), "odds"))
                .kind(Kind::American),
            Column::computed("UNDER", |g| {
                main_value(g, facts(g).and_then(|f| f.under), "odds")
            })
            .kind(Kind::American),
            Column::computed("TIME (UTC)", |r| short_time_of(r, "event_time")),
            Column::path("opponent", "opponent").csv_only(),
            Column::computed("dfs_lines", |g| {
                Value::String(
                    facts(g)
                        .map(|f| {
                            f.pairs
                                .iter()
                                .map(|(k, l)| format!("{k}:{}", num_text(*l)))
                                .collect::<Vec<_>>()
                                .join(";")
                        })
                        .unwrap_or_default(),
                )
            })
            .csv_only(),
            Column::path("event_time", "event_time").csv_only(),
            Column::path("player_id", "player_id").csv_only(),
            Column::path("canonical_player_id", "canonical_player_id").csv_only(),
            Column::path("event_id", "event_id").csv_only(),
        ],
    )
    .empty_message("no player props match the filters")
    .note(format!(
        "{n} player/stat/event groups; DFS LINES = each line with its venue (or ×venues), SPREAD = max − min"
    ))
}

/// `(venue, line)` of a group's DFS entries, one per venue (over/higher preferred; the
/// venue is its key, else its display name), non-finite lines left out, sorted by line
/// then venue.
fn dfs_pairs(dfs: &[PropEntry]) -> Vec<(String, f64)> {
    let mut per_venue: BTreeMap<&str, &PropEntry> = BTreeMap::new();
    for e in dfs {
        let venue = if e.sportsbook_name.is_empty() {
            e.book_name.as_str()
        } else {
            e.sportsbook_name.as_str()
        };
        if is_over(&e.direction) || !per_venue.contains_key(venue) {
            per_venue.insert(venue, e);
        }
    }
    let mut pairs: Vec<(String, f64)> = per_venue
        .into_iter()
        .filter(|(_, e)| e.line.is_finite())
        .map(|(k, e)| (k.to_string(), e.line))
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

    fn entry(venue: &str, line: f64, direction: &str, odds: Option<i64>) -> Value {
        json!({"book_name": venue.to_uppercase(), "sportsbook_name": venue, "line": line,
               "direction": direction, "stat_type": "K", "odds": odds})
    }

    fn group(name: &str, dfs: &[Value], main: &[Value]) -> Value {
        json!({"player_name": name, "player_id": 1, "canonical_player_id": "x_pl_1",
               "stat_type": "K", "event_id": "x_ev_1", "team": "T", "opponent": "O",
               "event_time": "2026-11-21T18:00:00.000Z", "dfs": dfs, "main": main})
    }

    #[test]
    fn grouped_rows_get_spread_and_side_by_side_lines() {
        let data = json!({"source": "s", "sport": "cs2", "board": "all", "total_groups": 2,
            "total": 0, "props": [], "groups": [
            group("a", &[entry("v2", 23.5, "higher", None), entry("v2", 23.5, "lower", None),
                         entry("v1", 22.0, "over", None)],
                  &[entry("sb", 22.5, "under", Some(-105)), entry("sb", 22.5, "over", Some(-125))]),
            group("b", &[], &[])]});
        let typed: PlayerPropsResponse = decode(&data, "/t").expect("decodes");
        let view = grouped_view(data, &typed);
        let rows = view.rows();
        assert_eq!(rows[0]["esx"]["spread"], json!(1.5));
        assert_eq!(rows[1]["esx"]["spread"], Value::Null);
        let col = |t: &str, r: &Value| {
            let c = view.columns.iter().find(|c| c.title == t).expect("column");
            c.value(r)
        };
        assert_eq!(col("DFS LINES", rows[0]), json!("22 v1 · 23.5 v2"));
        assert_eq!(col("OVER", rows[0]), json!(-125));
        assert_eq!(col("UNDER", rows[0]), json!(-105));
        assert_eq!(col("BOOK LINE", rows[0]), json!(22.5));
        assert_eq!(col("OVER", rows[1]), Value::Null);
        assert_eq!(col("dfs_lines", rows[0]), json!("v1:22;v2:23.5"));
        let agree = [
            ("a".to_string(), 44.5),
            ("c".to_string(), 44.5),
            ("b".to_string(), 40.0),
        ];
        assert_eq!(line_summary(&agree), "40 b · 44.5 ×2");
        assert_eq!(line_summary(&[]), "");
    }
}
