//! `esx flow`: market-movement plays from `/v7/{sport}/flow` (Hobby+): volume, line
//! shifts, steam (the market moving together) and whale plays.

use crate::cli::SportArg;
use serde::Deserialize;
use serde_json::{Value, json};

use crate::client::response::decode;
use crate::output::{Column, Format, Kind, View};
use crate::rows;
use esx_proto::models::{FlowPlay, FlowResponse};
use esx_proto::routes::{self, Query};

use crate::context::Context;

const EXAMPLES: &str = "\
Examples:
  esx flow cs2
  esx flow cs2 --kind steam          # MOVE SIZE: the American delta and the average move
  esx flow cs2 --sort start
  esx flow lol --kind whale --limit 10
  esx flow valorant --market match_winner --json | jq '.plays[].best_source'
  esx flow dota2 --format csv -o flow.csv
  esx flow cs2 --watch 60                # redrawn on a terminal, NDJSON changes when piped
  esx flow cs2 --kind steam --watch 60 --alert '.steam_american_delta <= -25' --notify 'exec:tee -a alerts.ndjson'";

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
    #[arg(long, value_name = "MARKET", value_parser = crate::cli::Suggest(crate::cli::MARKETS), hide_possible_values = true)]
    pub market: Option<String>,
    /// Most plays to return (1–100) [service default: 25]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=100))]
    pub limit: Option<u32>,
    /// Order of the plays
    #[arg(long, value_enum, value_name = "ORDER")]
    pub sort: Option<FlowSort>,
    /// Only plays on events starting between now and now + DURATION (e.g. 6h, 30m, 2d)
    #[arg(long, value_name = "DURATION", value_parser = crate::cli::parse_duration)]
    pub starts_within: Option<f64>,
    /// Re-fetch every SECONDS and show what changed (table on a terminal, NDJSON when piped)
    #[arg(long, value_name = "SECONDS", value_parser = crate::watch::parse_interval)]
    pub watch: Option<f64>,
}

/// What tells one play from another across `--watch` polls: its kind, match, market,
/// map, selection and the venue the move was seen on (`thresholds.source`, absent on
/// steam, which spans venues). Not `play_id` (minted from the play's numbers, so it
/// changes as they move) and not `best_source` (the best price's venue changes with the
/// prices): a play whose price or size moved is the same row, `moved`.
pub const WATCH_KEY: &[&str] = &[
    "kind",
    "kr_match_id",
    "market",
    "map",
    "selection",
    "thresholds.source",
];

pub fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    // The sport is checked before anything else (a client, a request) is made.
    let sport = ctx.sport()?;
    if let Some(every) = args.watch {
        return crate::watch::run(ctx, every, WATCH_KEY, |client| {
            fetch_view(args, client, &sport, ctx.clock.now())
        });
    }
    let view = fetch_view(args, &ctx.client()?, &sport, ctx.clock.now())?;
    ctx.output(Format::Table).emit(&view)
}

/// Fetch once and build the view.
fn fetch_view(
    args: &Args,
    client: &crate::client::Client,
    sport: &str,
    now: jiff::Timestamp,
) -> anyhow::Result<View> {
    let query = Query::new()
        .opt("kind", args.kind.map(FlowKind::as_str))
        .opt("market", args.market.as_deref())
        .opt("limit", args.limit);
    let path = routes::FLOW.path(&[sport]);
    let mut data = client.get_json(&path, query.pairs())?;
    let mut typed: FlowResponse = decode(&data, &path)?;
    // `--starts-within`: the plays kept, in JSON as in the table.
    if let Some(within) = args.starts_within {
        let keep: Vec<usize> = (0..typed.plays.len())
            .filter(|&i| crate::cli::starts_within(&typed.plays[i].start_time, now, within))
            .collect();
        rows::keep(&mut data, "plays", &keep);
        typed.plays = keep.iter().map(|&i| typed.plays[i].clone()).collect();
    }
    Ok(flow_view_sorted(
        data,
        &typed,
        args.sort.unwrap_or(FlowSort::Board),
    ))
}

/// The summary line above the table: why nothing is available, else the play count.
fn summary(f: &FlowResponse) -> String {
    if !f.available {
        return format!(
            "flow not available: {}",
            f.reason.as_deref().unwrap_or("no reason given")
        );
    }
    // Fewer rows than the service counted: `--starts-within` kept some.
    let shown = if f.plays.len() < f.total as usize {
        format!(
            "{} of {}",
            f.plays.len(),
            crate::output::fmt::count(f.total as usize, "play")
        )
    } else {
        crate::output::fmt::count(f.total as usize, "play")
    };
    format!(
        "{shown}{}",
        if f.kind.is_empty() || f.kind == "all" {
            String::new()
        } else {
            format!(" (kind {})", f.kind)
        }
    )
}

/// `home vs away` and `market map N`, the two labels esx writes for a play.
fn labels(p: &FlowPlay) -> (String, String) {
    // One label per market in every command (`map_winner m2`, as `lines` shows it).
    let market = crate::linebook::market_label(&p.market, p.map.map(i64::from), None);
    (format!("{} vs {}", p.home_team, p.away_team), market)
}

/// How `--sort` orders the plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum FlowSort {
    /// The service's order
    Board,
    /// Start time, soonest first
    Start,
    /// Kind of play, then the service's order
    Kind,
    /// Best decimal price, highest first
    Price,
}

/// The figures a play's `thresholds` may carry, each on the plays of its kind only (the
/// service does not document their names; these are the simulator's, see docs/simulator.md).
#[derive(Debug, Default, serde::Deserialize)]
struct Thresholds {
    volume: Option<f64>,
    volume_share: Option<f64>,
    shift: Option<f64>,
    avg_move: Option<f64>,
    trade_size: Option<f64>,
    trade_price: Option<f64>,
}

impl Thresholds {
    /// A play's thresholds; none (every figure absent) when it carries none or they are
    /// not numbers: the size of the move is then left empty, never a guess.
    fn of(play: &FlowPlay) -> Self {
        play.thresholds
            .as_ref()
            .and_then(|t| Self::deserialize(t).ok())
            .unwrap_or_default()
    }
}

/// The size of a play's move, as the service measured it (its `thresholds`): traded
/// volume and its share of the market (`48.2k · 77%`), a line shift in probability
/// points (`+5.9 pts`), the steam's move in American cents and average move
/// (`-19 · 5.6 pts`: counted across evens by the cents rule `moves` uses, whichever way
/// the service counted it), a whale's trade size and price (`62.5k @ 0.53`). Empty when
/// the play carries none.
#[must_use]
pub fn move_size(play: &FlowPlay) -> String {
    let t = Thresholds::of(play);
    let money = |x: f64| {
        if x >= 1000.0 {
            format!("{:.1}k", x / 1000.0)
        } else {
            format!("{x:.0}")
        }
    };
    match play.kind.as_str() {
        "volume" => match (t.volume, t.volume_share) {
            (Some(v), Some(s)) => format!("{} · {:.0}%", money(v), s * 100.0),
            (Some(v), None) => money(v),
            _ => String::new(),
        },
        "shift" => t
            .shift
            .map_or_else(String::new, |x| format!("{:+.1} pts", x * 100.0)),
        "steam" => {
            let cents = play
                .steam_american_delta
                .map(|d| esx_odds::price::steam_delta_cents(play.best_american, d));
            match (cents, t.avg_move) {
                (Some(d), Some(a)) => format!("{d:+.0} · {:.1} pts", a * 100.0),
                (Some(d), None) => format!("{d:+.0}"),
                _ => String::new(),
            }
        }
        "whale" => match (t.trade_size, t.trade_price) {
            (Some(sz), Some(pr)) => format!("{} @ {pr:.2}", money(sz)),
            (Some(sz), None) => money(sz),
            _ => String::new(),
        },
        _ => String::new(),
    }
}

/// One row per play, the service's own play objects, with the size of the move.
#[must_use]
pub fn flow_view(data: Value, typed: &FlowResponse) -> View {
    flow_view_sorted(data, typed, FlowSort::Board)
}

/// [`flow_view`] in the order `--sort` asks.
#[must_use]
pub fn flow_view_sorted(data: Value, typed: &FlowResponse, sort: FlowSort) -> View {
    let mut rows: Vec<(usize, Value)> = rows::raw(&data, "plays")
        .iter()
        .zip(&typed.plays)
        .enumerate()
        .map(|(i, (raw, play))| {
            // The play as served, with what esx computes under `esx` (DESIGN.md): a
            // service field of the same name is never overwritten, and `--watch` still
            // keys a row by the play's own fields.
            let (matchup, market) = labels(play);
            let mut row = raw.clone();
            if let Value::Object(m) = &mut row {
                m.insert(
                    "esx".into(),
                    json!({"matchup": matchup, "market_label": market, "move_size": move_size(play)}),
                );
            }
            (i, row)
        })
        .collect();
    let p = &typed.plays;
    match sort {
        FlowSort::Board => {}
        FlowSort::Start => rows.sort_by(|a, b| p[a.0].start_time.cmp(&p[b.0].start_time)),
        FlowSort::Kind => rows.sort_by(|a, b| p[a.0].kind.cmp(&p[b.0].kind)),
        FlowSort::Price => rows.sort_by(|a, b| p[b.0].best_decimal.total_cmp(&p[a.0].best_decimal)),
    }
    let mut data = data;
    let order: Vec<usize> = rows.iter().map(|r| r.0).collect();
    if sort != FlowSort::Board {
        rows::keep(&mut data, "plays", &order);
    }
    let rows: Vec<Value> = rows.into_iter().map(|r| r.1).collect();
    let mut view = View::derived(data, rows, "plays", columns())
    .empty_message("no plays right now (try --kind all or another --market)")
    .legends(&[
        "MOVE SIZE steam: price change in American cents · no-vig points; whale: trade size @ price; reversal: shift",
    ]);
    if typed.plays.iter().any(|p| p.kind == "whale") {
        // Whale sizes are shortened (`62.5k`): say what the `k` and the `@` stand for.
        view = view.legend(
            "whale size: one trade, in thousands (62.5k = 62,500 contracts or dollars) @ its price as a probability",
        );
    }
    if sort == FlowSort::Board {
        view = view.headings(&["MATCH", "START"]);
    }
    view.notes = vec![summary(typed)];
    view
}

/// Flow's columns: the table's, then the per-kind figures CSV carries.
fn columns() -> Vec<Column> {
    vec![
        Column::path("KIND", "kind").key("kind").rank(0),
        // Ranked (`--sort`): the match whole in the row; in board order a heading
        // line per match (with its start).
        Column::path("MATCH", "esx.matchup").key("matchup").rank(0),
        // Whole: a cut label hides the map number or the line.
        Column::path("MARKET", "esx.market_label")
            .kind(Kind::Id)
            .key("market")
            .rank(0),
        Column::path("SELECTION", "selection")
            .key("selection")
            .rank(0),
        Column::path("PRICE", "best_decimal")
            .kind(Kind::Odds)
            .key("best_decimal")
            .rank(0),
        Column::path("SOURCE", "best_source")
            .key("best_source")
            .kind(Kind::Id)
            .rank(3),
        // Composite (`-53 · 5.7 pts`): whole or dropped, never half a figure.
        Column::path("MOVE SIZE", "esx.move_size")
            .kind(Kind::Id)
            .key("move_size")
            .rank(1),
        Column::path("START", "start_time")
            .kind(Kind::Time)
            .key("start_time")
            .rank(4),
        // The per-kind figures below are on the plays of their kind only.
        Column::path("best_american", "best_american")
            .key("best_american")
            .csv_only(),
        Column::path("steam_american_delta", "steam_american_delta")
            .key("steam_american_delta")
            .csv_only()
            .optional(),
        Column::path("steam_movement", "steam_movement")
            .key("steam_movement")
            .csv_only()
            .optional(),
        Column::path("volume", "thresholds.volume")
            .key("volume")
            .csv_only()
            .optional(),
        Column::path("volume_share", "thresholds.volume_share")
            .key("volume_share")
            .csv_only()
            .optional(),
        Column::path("shift", "thresholds.shift")
            .key("shift")
            .csv_only()
            .optional(),
        Column::path("avg_move", "thresholds.avg_move")
            .key("avg_move")
            .csv_only()
            .optional(),
        Column::path("trade_size", "thresholds.trade_size")
            .key("trade_size")
            .csv_only()
            .optional(),
        Column::path("trade_price", "thresholds.trade_price")
            .key("trade_price")
            .csv_only()
            .optional(),
        Column::path("play_id", "play_id").key("play_id").csv_only(),
        Column::path("kr_match_id", "kr_match_id")
            .key("kr_match_id")
            .csv_only(),
        Column::path("selection_team_id", "selection_team_id")
            .key("selection_team_id")
            .csv_only(),
        Column::path("opposite", "opposite")
            .key("opposite")
            .csv_only(),
        Column::path("tournament_name", "tournament_name")
            .key("tournament_name")
            .csv_only(),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view_of(data: &Value) -> View {
        let typed: FlowResponse = decode(data, "/v7/cs2/flow").expect("decodes");
        flow_view(data.clone(), &typed)
    }

    /// A served play of `kind` with `extra` fields (thresholds, steam figures).
    fn play(kind: &str, best_american: i64, extra: Value) -> FlowPlay {
        let mut v = json!({"play_id": "x_flow_1", "kind": kind, "kr_match_id": "m",
            "match_slug": "a-vs-b", "home_team": "A", "home_team_id": "t1", "away_team": "B",
            "away_team_id": "t2", "start_time": "2026-11-21T18:00:00Z", "tournament_name": "T",
            "market": "match_winner", "map": null, "selection": "A", "selection_team_id": "t1",
            "opposite": "B", "opposite_team_id": "t2", "best_american": best_american,
            "best_decimal": 1.877, "best_source": "sb"});
        if let (Value::Object(m), Value::Object(e)) = (&mut v, extra) {
            m.extend(e);
        }
        serde_json::from_value(v).expect("a play")
    }

    #[test]
    fn move_size_per_kind() {
        let t = |v: Value| json!({"thresholds": v});
        assert_eq!(
            move_size(&play(
                "volume",
                -114,
                t(json!({"volume": 48194.0, "volume_share": 0.7669}))
            )),
            "48.2k · 77%"
        );
        assert_eq!(
            move_size(&play("shift", -114, t(json!({"shift": 0.078})))),
            "+7.8 pts"
        );
        assert_eq!(
            move_size(&play(
                "steam",
                -114,
                json!({"steam_american_delta": -57.0, "thresholds": {"avg_move": 0.0559}})
            )),
            "-57 · 5.6 pts"
        );
        assert_eq!(
            move_size(&play(
                "whale",
                -114,
                t(json!({"trade_size": 62478.0, "trade_price": 0.53}))
            )),
            "62.5k @ 0.53"
        );
        assert_eq!(move_size(&play("whale", -114, json!({}))), "");
        // Thresholds that are not numbers: no size, not a guess.
        assert_eq!(
            move_size(&play("shift", -114, t(json!({"shift": "big"})))),
            ""
        );
    }

    #[test]
    fn a_steam_move_across_evens_is_counted_in_cents() {
        // +105 → −114 is 19 cents. A service subtracting American odds serves −219; the
        // simulator serves −19: both print −19, never −219.
        let steam = |delta: f64| {
            play(
                "steam",
                -114,
                json!({"steam_american_delta": delta, "thresholds": {"avg_move": 0.054}}),
            )
        };
        assert_eq!(move_size(&steam(-219.0)), "-19 · 5.4 pts");
        assert_eq!(move_size(&steam(-19.0)), "-19 · 5.4 pts");
        // The other way, −114 → +106: 20 cents, served raw as +220.
        let up = play(
            "steam",
            106,
            json!({"steam_american_delta": 220.0, "thresholds": {"avg_move": 0.054}}),
        );
        assert_eq!(move_size(&up), "+20 · 5.4 pts");
    }

    #[test]
    fn a_watched_play_is_its_kind_match_market_map_selection_and_venue() {
        let key = |v: Value| crate::watch::row_key(&v, WATCH_KEY);
        let shift = |id: &str, src: &str, dec: f64| {
            json!({"play_id": id, "kind": "shift", "kr_match_id": "m1", "market": "map_winner",
                "map": 1, "selection": "A", "best_decimal": dec, "best_source": "b1",
                "thresholds": {"source": src, "shift": 0.05}})
        };
        assert_eq!(
            key(shift("p1", "kalshi", 1.5)),
            "shift|m1|map_winner|1|A|kalshi"
        );
        // A new play id and price: the same play.
        assert_eq!(
            key(shift("p1", "kalshi", 1.5)),
            key(shift("p9", "kalshi", 1.7))
        );
        // The same move seen on another venue: another play.
        assert_ne!(
            key(shift("p1", "kalshi", 1.5)),
            key(shift("p2", "polymarket", 1.5))
        );
        let steam = json!({"kind": "steam", "kr_match_id": "m1", "market": "match_winner",
            "map": null, "selection": "A", "thresholds": {"min_sources": 3}});
        assert_eq!(key(steam), "steam|m1|match_winner|A");
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
        assert_eq!(view.columns[2].value(row), json!("map_winner m2"));
        assert_eq!(view.columns[1].value(row), json!("A vs B"));
        assert_eq!(view.notes, vec!["1 play (kind steam)".to_string()]);
        assert_eq!(view.json_rows()[0]["extra"]["kept"], json!(true));
    }

    #[test]
    fn esx_labels_sit_under_esx_and_never_overwrite_the_play() {
        let play = json!({"play_id": "x_flow_1", "kind": "shift", "kr_match_id": "m",
            "match_slug": "a-vs-b", "home_team": "A", "home_team_id": "t1", "away_team": "B",
            "away_team_id": "t2", "start_time": "2026-11-21T18:00:00Z", "tournament_name": "T",
            "market": "match_winner", "map": null, "selection": "A", "selection_team_id": "t1",
            "opposite": "B", "opposite_team_id": "t2", "best_american": -110,
            "best_decimal": 1.909, "best_source": "sb", "matchup": "served",
            "thresholds": {"shift": 0.05}});
        let view = view_of(&json!({"available": true, "sport": "cs2", "total": 1,
            "kind": "shift", "plays": [play]}));
        let row = view.rows()[0];
        assert_eq!(row["matchup"], json!("served"));
        assert_eq!(row["esx"]["matchup"], json!("A vs B"));
        assert!(row.get("market_label").is_none() && row.get("move_size").is_none());
        let keys = view.keys();
        for k in ["matchup", "market", "move_size"] {
            assert!(keys.contains(&k.to_string()), "{keys:?}");
        }
        assert_eq!(view.records()[0]["matchup"], json!("A vs B"));
    }
}
