//! `esx flow`: market-movement plays from `/v7/{sport}/flow` (Hobby+): volume, line
//! shifts, steam (the market moving together) and whale plays.

mod row;

use crate::cli::SportArg;
use serde_json::Value;

use crate::client::response::decode;
use crate::output::{Format, TypedView, View};
use crate::rows;
use esx_proto::models::FlowResponse;
use esx_proto::routes::{self, Query};

use crate::context::Context;
use row::{FlowRow, columns};

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
pub(crate) enum FlowKind {
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
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) sport: SportArg,
    /// Kind of play
    #[arg(long, value_enum, value_name = "KIND")]
    pub(crate) kind: Option<FlowKind>,
    /// Only this market (e.g. match_winner)
    #[arg(long, value_name = "MARKET", value_parser = crate::cli::Suggest(crate::cli::MARKETS), hide_possible_values = true)]
    pub(crate) market: Option<String>,
    /// Most plays to return (1–100) [service default: 25]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=100))]
    pub(crate) limit: Option<u32>,
    /// Order of the plays
    #[arg(long, value_enum, value_name = "ORDER")]
    pub(crate) sort: Option<FlowSort>,
    /// Only plays on events starting between now and now + DURATION (e.g. 6h, 30m, 2d)
    #[arg(long, value_name = "DURATION", value_parser = crate::flags::parse_duration)]
    pub(crate) starts_within: Option<f64>,
    /// Re-fetch every SECONDS and show what changed (table on a terminal, NDJSON when piped)
    #[arg(long, value_name = "SECONDS", value_parser = crate::flags::parse_interval)]
    pub(crate) watch: Option<f64>,
}

/// What tells one play from another across `--watch` polls: its kind, match, market,
/// map, selection and the venue the move was seen on (`thresholds.source`, absent on
/// steam, which spans venues). Not `play_id` (minted from the play's numbers, so it
/// changes as they move) and not `best_source` (the best price's venue changes with the
/// prices): a play whose price or size moved is the same row, `moved`.
pub(crate) const WATCH_KEY: &[&str] = &[
    "kind",
    "kr_match_id",
    "market",
    "map",
    "selection",
    "thresholds.source",
];

pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    // The sport is checked before anything else (a client, a request) is made.
    let sport = ctx.sport()?;
    if let Some(every) = args.watch {
        return crate::watch::run_keyed(ctx, every, WATCH_KEY, |client| {
            fetch(args, client, &sport, ctx.clock().now())?.watched()
        });
    }
    let flow = fetch(args, &ctx.client()?, &sport, ctx.clock().now())?;
    let rows = flow.rows();
    ctx.output(Format::Table)
        .emit_typed(flow.view(&rows), || {})
}

/// One answer of `/flow`, its plays kept (`--starts-within`) and ordered (`--sort`): the
/// JSON as served and its decoded model, plays in the same order.
struct Flow {
    data: Value,
    typed: FlowResponse,
    sort: FlowSort,
    /// The page a local filter kept, and the words naming the filter (the footer).
    paged: Option<(crate::filtered::Paged, String)>,
}

/// `/flow`'s largest `limit` (the interface: 1–100) and its default.
const MAX_LIMIT: u32 = 100;
const DEFAULT_LIMIT: usize = 25;

/// Fetch once, keep and order the plays.
fn fetch(
    args: &Args,
    client: &crate::client::Client,
    sport: &str,
    now: jiff::Timestamp,
) -> anyhow::Result<Flow> {
    // A local filter picks from the service's whole answer (its largest, `limit` 100:
    // `/flow` has no offset), then `--limit` takes what it kept (settled point 20).
    let limit = if args.starts_within.is_some() {
        Some(MAX_LIMIT)
    } else {
        args.limit
    };
    let query = Query::new()
        .opt("kind", args.kind.map(FlowKind::as_str))
        .opt("market", args.market.as_deref())
        .opt("limit", limit);
    let path = routes::FLOW.path(&[sport]);
    let data = client.get_json(&path, query.pairs())?;
    let typed: FlowResponse = decode(&data, &path)?;
    let mut flow = Flow {
        data,
        typed,
        sort: args.sort.unwrap_or(FlowSort::Board),
        paged: None,
    };
    // `--starts-within`: the plays kept, in JSON as in the table.
    if let Some(within) = args.starts_within {
        let p = &flow.typed.plays;
        let keep: Vec<usize> = (0..p.len())
            .filter(|&i| crate::cli::starts_within(&p[i].start_time, now, within))
            .collect();
        flow.keep(&keep);
    }
    flow.order();
    // Then `--limit` pages what the filter kept, in the order shown.
    if let Some(within) = args.starts_within {
        let limit = args.limit.map_or(DEFAULT_LIMIT, |l| l as usize);
        let all = (0..flow.typed.plays.len()).collect();
        let paged = crate::filtered::Paged::of(all, 0, Some(limit)).without_offset_flag();
        flow.keep(&paged.shown);
        paged.mark(&mut flow.data);
        flow.paged = Some((paged, crate::filtered::window_words(within)));
    }
    Ok(flow)
}

impl Flow {
    /// Keep the plays at `indexes`, in that order, in the JSON and the model alike.
    fn keep(&mut self, indexes: &[usize]) {
        rows::keep(&mut self.data, "plays", indexes);
        let plays = std::mem::take(&mut self.typed.plays);
        self.typed.plays = indexes
            .iter()
            .filter_map(|&i| plays.get(i).cloned())
            .collect();
    }

    /// Put the plays in the order `--sort` asks (JSON shows them in the order shown).
    fn order(&mut self) {
        let p = &self.typed.plays;
        let mut order: Vec<usize> = (0..p.len()).collect();
        match self.sort {
            FlowSort::Board => return,
            FlowSort::Start => order.sort_by(|&a, &b| p[a].start_time.cmp(&p[b].start_time)),
            FlowSort::Kind => order.sort_by(|&a, &b| p[a].kind.cmp(&p[b].kind)),
            FlowSort::Price => {
                order.sort_by(|&a, &b| p[b].best_decimal.total_cmp(&p[a].best_decimal));
            }
        }
        self.keep(&order);
    }

    /// One row per play, the served play beside its model.
    fn rows(&self) -> Vec<FlowRow<'_>> {
        rows::raw(&self.data, "plays")
            .iter()
            .zip(&self.typed.plays)
            .map(|(raw, play)| FlowRow::of(raw, play))
            .collect()
    }

    /// JSON the answer as served; the table, CSV and NDJSON a row per play.
    fn view<'v>(&'v self, rows: &'v [FlowRow<'v>]) -> TypedView<'v, FlowRow<'v>> {
        // A local filter's footer says what was kept; the service's count, what it sent.
        let note = match &self.paged {
            Some((paged, what)) => {
                let served = crate::output::fmt::count(self.typed.total as usize, "play");
                format!(
                    "{} (of {served} served)",
                    paged.footer("play", "plays", what)
                )
            }
            None => summary(&self.typed),
        };
        let mut view = TypedView::new(&self.data, rows, columns(self.sort == FlowSort::Board))
            .note(note)
            .empty_message("no plays right now (try --kind all or another --market)")
            .legends(&[
                "MOVE SIZE steam: price change in American cents · no-vig points; whale: trade size @ price; reversal: shift",
            ]);
        if self.typed.plays.iter().any(|p| p.kind == "whale") {
            // Whale sizes are shortened (`62.5k`): say what the `k` and the `@` stand for.
            view = view.legend(
                "whale size: one trade, in thousands (62.5k = 62,500 contracts or dollars) @ its price as a probability",
            );
        }
        view
    }

    /// A `--watch` poll: the view, and per row the play as served with esx's labels
    /// under `esx` (DESIGN.md: a service field of the same name is never overwritten,
    /// and a change is keyed by the play's own fields).
    fn watched(&self) -> anyhow::Result<(View, Vec<Value>)> {
        let rows = self.rows();
        let mut served = Vec::with_capacity(rows.len());
        for (raw, row) in rows::raw(&self.data, "plays").iter().zip(&rows) {
            let mut play = raw.clone();
            if let Value::Object(m) = &mut play {
                m.insert("esx".into(), serde_json::to_value(row.labels())?);
            }
            served.push(play);
        }
        Ok((self.view(&rows).into_view()?, served))
    }
}

/// The summary line above the table: why nothing is available, else the play count.
fn summary(f: &FlowResponse) -> String {
    if !f.available {
        return format!(
            "flow not available: {}",
            f.reason.as_deref().unwrap_or("no reason given")
        );
    }
    // Fewer rows than the service counted: it sent a `--limit` page.
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

/// How `--sort` orders the plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum FlowSort {
    /// The service's order
    Board,
    /// Start time, soonest first
    Start,
    /// Kind of play, then the service's order
    Kind,
    /// Best decimal price, highest first
    Price,
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Board;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        Some(
            crate::sports::Selector::many(self.sport.get(), &routes::FLOW, "flow")
                .many_if(self.watch.is_none()),
        )
    }

    fn watches(&self) -> bool {
        self.watch.is_some()
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::Row;
    use serde_json::json;

    fn flow_of(data: Value, sort: FlowSort) -> Flow {
        let typed: FlowResponse = decode(&data, "/v7/cs2/flow").expect("decodes");
        Flow {
            data,
            typed,
            sort,
            paged: None,
        }
    }

    /// A served play with `fields` over a shift play's.
    fn play(fields: Value) -> Value {
        let mut v = json!({"play_id": "x_flow_1", "kind": "shift", "kr_match_id": "m",
            "match_slug": "a-vs-b", "home_team": "A", "home_team_id": "t1", "away_team": "B",
            "away_team_id": "t2", "start_time": "2026-11-21T18:00:00Z", "tournament_name": "T",
            "market": "match_winner", "map": null, "selection": "A", "selection_team_id": "t1",
            "opposite": "B", "opposite_team_id": "t2", "best_american": -110,
            "best_decimal": 1.909, "best_source": "sb"});
        if let (Value::Object(m), Value::Object(f)) = (&mut v, fields) {
            m.extend(f);
        }
        v
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
        let f = flow_of(
            json!({"available": false, "reason": "no_books", "plays": []}),
            FlowSort::Board,
        );
        let rows = f.rows();
        let view = f.view(&rows);
        assert_eq!(view.notes, vec!["flow not available: no_books".to_string()]);
        assert!(rows.is_empty());
    }

    #[test]
    fn market_shows_the_map() {
        let p = play(json!({"kind": "steam", "market": "map_winner", "map": 2,
            "extra": {"kept": true}}));
        let f = flow_of(
            json!({"available": true, "sport": "cs2", "total": 1, "kind": "steam", "plays": [p]}),
            FlowSort::Board,
        );
        let rows = f.rows();
        assert_eq!(rows[0].field("market"), Some(json!("map_winner m2")));
        assert_eq!(rows[0].field("matchup"), Some(json!("A vs B")));
        let view = f.view(&rows);
        assert_eq!(view.notes, vec!["1 play (kind steam)".to_string()]);
        // JSON prints the play as served, fields esx does not know included.
        assert_eq!(f.data["plays"][0]["extra"]["kept"], json!(true));
    }

    /// `--sort price`: the JSON and the rows show the plays in the same order, best
    /// price first (ties in the service's order); `--starts-within` keeps in both.
    #[test]
    fn sorting_and_keeping_order_the_json_and_the_rows_alike() {
        let plays = [("p1", 1.5), ("p2", 2.1), ("p3", 1.5), ("p4", 3.0)]
            .map(|(id, d)| play(json!({"play_id": id, "best_decimal": d})));
        let mut f = flow_of(
            json!({"available": true, "total": 4, "kind": "all", "plays": plays}),
            FlowSort::Price,
        );
        f.order();
        let ids = |f: &Flow| -> Vec<String> {
            f.data["plays"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p["play_id"].as_str().unwrap().to_string())
                .collect()
        };
        assert_eq!(ids(&f), ["p4", "p2", "p1", "p3"]);
        let typed: Vec<&str> = f.typed.plays.iter().map(|p| p.play_id.as_str()).collect();
        assert_eq!(typed, ["p4", "p2", "p1", "p3"]);
        f.keep(&[1, 3]);
        assert_eq!(ids(&f), ["p2", "p3"]);
        let rows = f.rows();
        assert_eq!(rows[1].field("play_id"), Some(json!("p3")));
        assert_eq!(rows[1].field("best_decimal"), Some(json!(1.5)));
        let view = f.view(&rows);
        assert_eq!(view.notes, vec!["2 of 4 plays".to_string()]);
    }

    #[test]
    fn esx_labels_sit_under_esx_and_never_overwrite_the_play() {
        let p = play(json!({"matchup": "served", "thresholds": {"shift": 0.05}}));
        let f = flow_of(
            json!({"available": true, "sport": "cs2", "total": 1, "kind": "shift", "plays": [p]}),
            FlowSort::Board,
        );
        let (view, served) = f.watched().unwrap();
        let row = &served[0];
        assert_eq!(row["matchup"], json!("served"));
        assert_eq!(row["esx"]["matchup"], json!("A vs B"));
        assert_eq!(row["esx"]["market_label"], json!("match_winner"));
        assert_eq!(row["esx"]["move_size"], json!("+5.0 pts"));
        assert!(row.get("market_label").is_none() && row.get("move_size").is_none());
        let keys = view.keys();
        for k in ["matchup", "market", "move_size"] {
            assert!(keys.contains(&k.to_string()), "{keys:?}");
        }
        assert_eq!(view.records()[0]["matchup"], json!("A vs B"));
        assert_eq!(view.records()[0]["shift"], json!(0.05));
    }
}
