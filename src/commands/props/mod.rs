//! `esx props`: the player-prop board (`/props`) and, with `--grouped`, each player's
//! stat lined up across venues (`/player-props`) with the DFS spread and the sportsbook.

use crate::cli::SportArg;
use std::collections::BTreeMap;

use serde::Deserialize as _;
use serde_json::Value;

use crate::output::{Format, View};
use esx_proto::routes::{self, Query};

use crate::client::response::decode;
use crate::context::Context;
use crate::rows;
use crate::select;
use esx_proto::models::{PlayerPropsResponse, PropsResponse};

mod prices;
mod typed_rows;
use typed_rows::{
    Flat, FlatRow, GroupEsx, GroupFacts, GroupRow, Grouped, ServedGroups, ServedProps,
};

const EXAMPLES: &str = "\
Examples:
  esx props cs2
  esx props cs2 --book thunderpick --market-contains KILLS
  esx props cs2 --player-id 1000041 --json | jq '.props[].line'
  esx props cs2 --grouped --board dfs --player \"$(esx props cs2 --json --jq '.props[0].player_name')\"
  esx props lol --grouped --event next --include-event-lines --json   # the soonest upcoming match
  esx props cs2 --format csv -o props.csv
  esx props cs2 --book thunderpick --watch 60        # redraw every minute; NDJSON change records when piped
  esx props cs2 --team \"$(esx props cs2 --json --jq '.props[0].team')\" --sort prob --limit 10
  esx props cs2 --starts-within 6h --sort time
  esx props cs2 --player loqumi                    # exit 2: --player needs --grouped";

/// Which part of the grouped board `/player-props` returns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Board {
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
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) sport: SportArg,
    /// Only this venue's props (a venue key from `esx books`)
    #[arg(long, value_name = "VENUE", value_parser = crate::cli::Suggest(esx_proto::venues::BOARD_KEYS), hide_possible_values = true)]
    pub(crate) book: Option<String>,
    /// Only this exact stat_type (e.g. CS2_KILLS_MAPS_1_2)
    #[arg(long, value_name = "STAT_TYPE")]
    pub(crate) market: Option<String>,
    /// Only stat_types containing this text
    #[arg(long, value_name = "TEXT")]
    pub(crate) market_contains: Option<String>,
    /// Only this player (numeric id)
    #[arg(long, value_name = "ID")]
    pub(crate) player_id: Option<u64>,
    /// One row per player, stat and event, venues side by side (`/player-props`)
    #[arg(long)]
    pub(crate) grouped: bool,
    /// With --grouped: all venues, DFS only, or the sportsbook only
    #[arg(long, value_enum)]
    pub(crate) board: Option<Board>,
    /// With --grouped: player nickname or slug contains TEXT
    #[arg(long, value_name = "TEXT")]
    pub(crate) player: Option<String>,
    /// With --grouped: canonical player id (<pfx>_pl_…)
    #[arg(long, value_name = "ID")]
    pub(crate) canonical_player_id: Option<String>,
    /// With --grouped: only this event (canonical event id, or `next`: the soonest upcoming)
    #[arg(long, value_name = "EVENT_ID")]
    pub(crate) event: Option<String>,
    /// With --grouped: attach the team mainlines of the same events
    #[arg(long)]
    pub(crate) include_event_lines: bool,
    /// Only players of teams whose name contains TEXT (case-insensitive)
    #[arg(long, value_name = "TEXT", conflicts_with = "grouped")]
    pub(crate) team: Option<String>,
    /// Order of the flat board
    #[arg(long, value_enum, value_name = "ORDER", conflicts_with = "grouped")]
    pub(crate) sort: Option<PropSort>,
    /// Show at most N rows (with --grouped: N groups)
    #[arg(long, value_name = "N")]
    pub(crate) limit: Option<usize>,
    /// Only events starting between now and now + DURATION (e.g. 6h, 30m, 2d)
    #[arg(long, value_name = "DURATION", value_parser = crate::flags::parse_duration)]
    pub(crate) starts_within: Option<f64>,
    /// Re-fetch every SECONDS and show what changed (table on a terminal, NDJSON when piped)
    #[arg(long, value_name = "SECONDS", value_parser = crate::flags::parse_interval)]
    pub(crate) watch: Option<f64>,
}

pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    // `--event next`: the soonest upcoming match's event id, looked up once (a watch
    // follows that event).
    let mut resolved = args.clone();
    if let Some(e) = &args.event {
        check_grouped_only(args)?;
        let sport = ctx.sport()?;
        resolved.event = Some(select::resolve(ctx, &sport, e, select::Form::EventId)?);
    }
    let args = &resolved;
    if let Some(every) = args.watch {
        return crate::watch::run_keyed(
            ctx,
            every,
            &[
                "offerId",
                "canonical_player_id",
                "player_name",
                "stat_type",
                "event_id",
            ],
            // A change carries the service's row as served (with esx's figures).
            |client| {
                let shown = fetch(ctx, args, client)?;
                Ok((shown.to_view()?, shown.served_rows()))
            },
        );
    }
    let shown = fetch(ctx, args, &ctx.client()?)?;
    let out = ctx.output(Format::Table);
    match &shown {
        Shown::Flat(f) => out.emit_typed(f.view(), || {}),
        Shown::Grouped(g) => out.emit_typed(g.view(), || {}),
    }
}

/// What `props` prints: the flat board or the grouped one, its rows typed, and the JSON
/// (the service's answer with the rows shown and esx's figures under `esx`).
enum Shown {
    Flat(Flat),
    Grouped(Grouped),
}

impl Shown {
    /// The `View` form (for `--watch`).
    fn to_view(&self) -> anyhow::Result<View> {
        Ok(match self {
            Self::Flat(f) => f.view().into_view()?,
            Self::Grouped(g) => g.view().into_view()?,
        })
    }

    /// The service's rows shown, as served, with esx's figures (`--watch`'s keys).
    fn served_rows(&self) -> Vec<Value> {
        match self {
            Self::Flat(f) => rows::raw(&f.doc, "props").to_vec(),
            Self::Grouped(g) => rows::raw(&g.doc, "groups").to_vec(),
        }
    }
}

/// Fetch once and build what to print (a `--watch` loop calls this repeatedly).
fn fetch(ctx: &Context, args: &Args, client: &crate::client::Client) -> anyhow::Result<Shown> {
    check_grouped_only(args)?;
    let sport = ctx.sport()?;
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
        // The route `--grouped` selected when the command declared its sports.
        let path = ctx.route()?.path(&[&sport]);
        let mut data = client.get_board(&path, query.pairs())?;
        let mut typed: PlayerPropsResponse = decode(&data, &path)?;
        // Filters before paging: `--starts-within` keeps groups from the whole board,
        // `--limit` pages what it kept, in JSON as in the table (settled point 20).
        let now = ctx.clock().now();
        let kept: Vec<usize> = (0..typed.groups.len())
            .filter(|&i| {
                args.starts_within.is_none_or(|within| {
                    crate::cli::starts_within(&typed.groups[i].event_time, now, within)
                })
            })
            .collect();
        let paged = crate::filtered::Paged::of(kept, 0, args.limit).without_offset_flag();
        rows::keep(&mut data, "groups", &paged.shown);
        typed.groups = paged
            .shown
            .iter()
            .map(|&i| typed.groups[i].clone())
            .collect();
        let count = if args.starts_within.is_some() || paged.has_more {
            paged.mark(&mut data);
            paged.footer(
                "group",
                "groups",
                &args
                    .starts_within
                    .map(crate::filtered::window_words)
                    .unwrap_or_default(),
            )
        } else {
            crate::output::fmt::plural(
                typed.total_groups as usize,
                "player/stat/event group",
                "player/stat/event groups",
            )
        };
        Ok(Shown::Grouped(grouped_view(data, &typed, &count)))
    } else {
        let query = Query::new()
            .opt("book", args.book.as_deref())
            .opt("market", args.market.as_deref())
            .opt("market_contains", args.market_contains.as_deref())
            .opt("player_id", args.player_id);
        let path = ctx.route()?.path(&[&sport]);
        let data = client.get_board(&path, query.pairs())?;
        let mut typed: PropsResponse = decode(&data, &path)?;
        let joined = price_from_groups(ctx, client, &sport, &query, &mut typed.props);
        let shape = Shape {
            team: args.team.clone(),
            sort: args.sort,
            limit: args.limit,
            window: args.starts_within.map(|w| (ctx.clock().now(), w)),
        };
        Ok(Shown::Flat(props_view(data, &typed, &shape, &joined)))
    }
}

/// A service that sends only the interface puts no `odds` on `/props` rows: the
/// sportsbook's prices come from `/player-props`' documented `main[].odds` (the same
/// filters, the sportsbook board), joined row by row. Which rows were priced so; rows
/// left unpriced (or a board that cannot be read) are one stderr line, not a silent blank.
fn price_from_groups(
    ctx: &Context,
    client: &crate::client::Client,
    sport: &str,
    query: &Query,
    props: &mut [esx_proto::models::PropRow],
) -> Vec<bool> {
    if !prices::missing(props) {
        return Vec::new();
    }
    let path = routes::PLAYER_PROPS.path(&[sport]);
    let mut pairs = query.pairs().to_vec();
    pairs.push(("board".into(), Board::Main.as_str().into()));
    let groups = client
        .get_board(&path, &pairs)
        .map_err(anyhow::Error::from)
        .and_then(|v| Ok(decode::<PlayerPropsResponse>(&v, &path)?));
    match groups {
        Ok(board) => {
            let (filled, unpriced) = prices::fill(props, &board.groups);
            if unpriced > 0 {
                ctx.diag().warn(&prices::unpriced_line(unpriced));
            }
            filled
        }
        Err(e) => {
            ctx.diag().warn(&format!(
                "/props sends no odds and {path} could not be read ({e}), so ODDS and NO-VIG are blank"
            ));
            Vec::new()
        }
    }
}

/// Flags that only the grouped board has: say what to add instead of clap's
/// "required arguments" text.
fn check_grouped_only(args: &Args) -> Result<(), crate::error::EsxError> {
    if args.grouped {
        return Ok(());
    }
    let given = [
        ("--board", args.board.is_some()),
        ("--player", args.player.is_some()),
        ("--canonical-player-id", args.canonical_player_id.is_some()),
        ("--event", args.event.is_some()),
        ("--include-event-lines", args.include_event_lines),
    ];
    match given.iter().find(|(_, on)| *on) {
        Some((flag, _)) => Err(crate::error::EsxError::usage(format!(
            "{flag} filters the grouped board: add --grouped (the flat board filters a player with --player-id)"
        ))),
        None => Ok(()),
    }
}

/// How `--sort` orders the flat board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum PropSort {
    /// The service's order
    Board,
    /// Player name, A→Z
    Player,
    /// Line, lowest first
    Line,
    /// Start time, soonest first
    Time,
    /// No-vig probability, highest first (props without odds last)
    Prob,
}

/// The flat board's filters and order (`--team`, `--sort`, `--limit`, `--starts-within`).
#[derive(Debug, Clone, Default)]
pub(crate) struct Shape {
    pub(crate) team: Option<String>,
    pub(crate) sort: Option<PropSort>,
    pub(crate) limit: Option<usize>,
    /// `--starts-within`: the run's clock and the window in seconds.
    pub(crate) window: Option<(jiff::Timestamp, f64)>,
}

/// No-vig probability of each row that has a priced opposite side of the same prop
/// (the sportsbook's over/under pair), by multiplicative de-vig of the two implied
/// probabilities: `p_over = π_over / (π_over + π_under)`.
fn no_vig(props: &[esx_proto::models::PropRow]) -> Vec<Option<f64>> {
    let mut by_prop: BTreeMap<(&str, &str), Vec<usize>> = BTreeMap::new();
    for (i, p) in props.iter().enumerate() {
        if p.odds.is_some() {
            by_prop
                .entry((&p.prop_id, &p.book_name))
                .or_default()
                .push(i);
        }
    }
    let mut out = vec![None; props.len()];
    for idx in by_prop.values() {
        let [a, b] = idx.as_slice() else { continue };
        let implied = |i: usize| {
            props[i]
                .odds
                .and_then(|o| esx_odds::price::american_to_probability(o as f64).ok())
        };
        if let (Some(pa), Some(pb)) = (implied(*a), implied(*b))
            && let Ok(d) =
                esx_odds::devig::devig(&[pa, pb], esx_odds::devig::DevigMethod::Multiplicative)
        {
            out[*a] = Some(d.probabilities[0]);
            out[*b] = Some(d.probabilities[1]);
        }
    }
    out
}

/// The flat board: one row per posted prop side, with the sportsbook's odds and its
/// no-vig probability (`esx.no_vig_prob` on each priced row); `--team`, `--sort` and
/// `--limit` pick and order the service's rows (JSON shows the rows shown).
#[must_use]
fn props_view(mut data: Value, typed: &PropsResponse, shape: &Shape, joined: &[bool]) -> Flat {
    let t = typed.total;
    let fair = no_vig(&typed.props);
    // The lines as served (the model's `f64` would print a served `20` as `20.0`).
    let served = ServedProps::deserialize(&data).unwrap_or_default();
    if let Some(rows) = rows::raw_mut(&mut data, "props") {
        for (i, (raw, p)) in rows.iter_mut().zip(&fair).enumerate() {
            let Value::Object(obj) = raw else { continue };
            let mut esx = serde_json::Map::new();
            if let Some(p) = p {
                esx.insert("no_vig_prob".into(), serde_json::json!(p));
            }
            // A price esx joined in is esx's, never passed off as the service's field.
            if joined.get(i).copied().unwrap_or(false) {
                esx.insert("odds".into(), serde_json::json!(typed.props[i].odds));
                esx.insert("odds_from".into(), serde_json::json!(prices::FROM));
            }
            if !esx.is_empty() {
                obj.insert("esx".into(), Value::Object(esx));
            }
        }
    }
    let team = shape.team.as_deref().map(str::to_lowercase);
    let mut idx: Vec<usize> = (0..typed.props.len())
        .filter(|&i| {
            team.as_deref()
                .is_none_or(|t| typed.props[i].team.to_lowercase().contains(t))
                && shape.window.is_none_or(|(now, within)| {
                    crate::cli::starts_within(&typed.props[i].event_time, now, within)
                })
        })
        .collect();
    let p = &typed.props;
    match shape.sort.unwrap_or(PropSort::Board) {
        PropSort::Board => {}
        PropSort::Player => idx.sort_by(|a, b| {
            p[*a]
                .player_name
                .to_lowercase()
                .cmp(&p[*b].player_name.to_lowercase())
        }),
        PropSort::Line => idx.sort_by(|a, b| p[*a].line.total_cmp(&p[*b].line)),
        PropSort::Time => idx.sort_by(|a, b| p[*a].event_time.cmp(&p[*b].event_time)),
        PropSort::Prob => idx.sort_by(|a, b| {
            fair[*b]
                .unwrap_or(-1.0)
                .total_cmp(&fair[*a].unwrap_or(-1.0))
        }),
    }
    // Filters before paging: `--limit` pages what `--team`/`--starts-within` kept, and
    // the footer counts those (DESIGN, settled point 20).
    let filters = filter_words(shape);
    let paged = crate::filtered::Paged::of(idx, 0, shape.limit).without_offset_flag();
    let idx = paged.shown.clone();
    rows::keep(&mut data, "props", &idx);
    let note = if filters.is_some() || paged.has_more {
        paged.mark(&mut data);
        paged.footer("prop", "props", filters.as_deref().unwrap_or(""))
    } else {
        crate::output::fmt::count(t as usize, "prop")
    };
    let rows = idx
        .iter()
        .map(|&i| FlatRow::of(&typed.props[i], served.props.get(i), fair[i]))
        .collect();
    Flat {
        doc: data,
        rows,
        note,
    }
}

/// The words naming the flat board's local filters for its footer (`None`: none given).
fn filter_words(shape: &Shape) -> Option<String> {
    let mut words = Vec::new();
    if let Some(team) = &shape.team {
        words.push(format!("of teams matching `{team}`"));
    }
    if let Some((_, within)) = shape.window {
        words.push(crate::filtered::window_words(within));
    }
    (!words.is_empty()).then(|| words.join(", "))
}

/// The grouped board: one row per (player, stat, event) with the DFS lines side by side
/// (a compact `venue line` list), their spread, and the sportsbook's line and odds.
///
/// Each group gains an `esx` object: `{dfs_min, dfs_max, spread}` where
/// `spread = dfs_max − dfs_min` over the DFS entries' lines (null with no DFS line).
#[must_use]
fn grouped_view(mut data: Value, typed: &PlayerPropsResponse, count: &str) -> Grouped {
    let facts: Vec<(GroupFacts, GroupEsx)> = typed
        .groups
        .iter()
        .map(|g| {
            let f = GroupFacts::of(g);
            let esx = f.esx(g);
            (f, esx)
        })
        .collect();
    if let Some(groups) = rows::raw_mut(&mut data, "groups") {
        for (raw, (_, esx)) in groups.iter_mut().zip(&facts) {
            if let (Value::Object(obj), Ok(esx)) = (raw, serde_json::to_value(esx)) {
                obj.insert("esx".into(), esx);
            }
        }
    }
    // The sportsbook's lines as served (the model's `f64` would print `22` as `22.0`).
    let served = ServedGroups::deserialize(&data).unwrap_or_default();
    let rows = typed
        .groups
        .iter()
        .zip(&facts)
        .enumerate()
        .map(|(i, (g, (f, esx)))| GroupRow::of(g, f, esx, served.groups.get(i)))
        .collect();
    Grouped {
        doc: data,
        rows,
        note: format!(
            "{count}; DFS LINES = each line with its venue (or ×venues), SPREAD = max − min, P(OVER) = the sportsbook's no-vig"
        ),
    }
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Board;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        let (route, what) = if self.grouped {
            (&routes::PLAYER_PROPS, "player-props")
        } else {
            (&routes::PROPS, "props")
        };
        Some(
            crate::sports::Selector::many(self.sport.get(), route, what)
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
mod tests;
