//! `esx props`: the player-prop board (`/props`) and, with `--grouped`, each player's
//! stat lined up across venues (`/player-props`) with the DFS spread and the sportsbook.

use crate::cli::SportArg;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{Number, Value};

use crate::output::num::Exact;
use crate::output::typed::row_fields;
use crate::output::{Column, Format, Kind, TypedView, View};
use esx_proto::routes::{self, Query};

use crate::client::response::decode;
use crate::context::Context;
use crate::output::fmt::num_text;
use crate::rows;
use esx_proto::models::{PlayerPropGroup, PlayerPropsResponse, PropEntry, PropRow, PropsResponse};

const EXAMPLES: &str = "\
Examples:
  esx props cs2
  esx props cs2 --book thunderpick --market-contains KILLS
  esx props cs2 --player-id 1000041 --json | jq '.props[].line'
  esx props cs2 --grouped --board dfs --player loqumi
  esx props lol --grouped --event kr_ev_lol_000063 --include-event-lines --json
  esx props cs2 --format csv -o props.csv
  esx props cs2 --book thunderpick --watch 60        # redraw every minute; NDJSON change records when piped
  esx props cs2 --team \"Obsidian Lynx\" --sort prob --limit 10
  esx props cs2 --starts-within 6h --sort time
  esx props cs2 --player loqumi                    # exit 2: --player needs --grouped";

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
    #[arg(long, value_name = "VENUE", value_parser = crate::cli::Suggest(esx_proto::venues::BOARD_KEYS), hide_possible_values = true)]
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
    #[arg(long, value_enum)]
    pub board: Option<Board>,
    /// With --grouped: player nickname or slug contains TEXT
    #[arg(long, value_name = "TEXT")]
    pub player: Option<String>,
    /// With --grouped: canonical player id (<pfx>_pl_…)
    #[arg(long, value_name = "ID")]
    pub canonical_player_id: Option<String>,
    /// With --grouped: only this event (canonical event id)
    #[arg(long, value_name = "EVENT_ID")]
    pub event: Option<String>,
    /// With --grouped: attach the team mainlines of the same events
    #[arg(long)]
    pub include_event_lines: bool,
    /// Only players of teams whose name contains TEXT (case-insensitive)
    #[arg(long, value_name = "TEXT", conflicts_with = "grouped")]
    pub team: Option<String>,
    /// Order of the flat board
    #[arg(long, value_enum, value_name = "ORDER", conflicts_with = "grouped")]
    pub sort: Option<PropSort>,
    /// Show at most N rows (with --grouped: N groups)
    #[arg(long, value_name = "N")]
    pub limit: Option<usize>,
    /// Only events starting between now and now + DURATION (e.g. 6h, 30m, 2d)
    #[arg(long, value_name = "DURATION", value_parser = crate::cli::parse_duration)]
    pub starts_within: Option<f64>,
    /// Re-fetch every SECONDS and show what changed (table on a terminal, NDJSON when piped)
    #[arg(long, value_name = "SECONDS", value_parser = crate::watch::parse_interval)]
    pub watch: Option<f64>,
}

pub fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
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
pub enum Shown {
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
pub fn fetch(ctx: &Context, args: &Args, client: &crate::client::Client) -> anyhow::Result<Shown> {
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
        let path = routes::PLAYER_PROPS.path(&[&sport]);
        let mut data = client.get_board(&path, query.pairs())?;
        let mut typed: PlayerPropsResponse = decode(&data, &path)?;
        // `--starts-within`: the groups kept, in JSON as in the table.
        if let Some(within) = args.starts_within {
            let now = ctx.clock.now();
            let keep: Vec<usize> = (0..typed.groups.len())
                .filter(|&i| crate::cli::starts_within(&typed.groups[i].event_time, now, within))
                .collect();
            rows::keep(&mut data, "groups", &keep);
            typed.groups = keep.iter().map(|&i| typed.groups[i].clone()).collect();
        }
        // `--limit`: the first N groups, in JSON as in the table (rows shown only).
        if let Some(n) = args.limit {
            typed.groups.truncate(n);
            if let Some(groups) = rows::raw_mut(&mut data, "groups") {
                groups.truncate(n);
            }
        }
        Ok(Shown::Grouped(grouped_view(data, &typed)))
    } else {
        let query = Query::new()
            .opt("book", args.book.as_deref())
            .opt("market", args.market.as_deref())
            .opt("market_contains", args.market_contains.as_deref())
            .opt("player_id", args.player_id);
        let path = routes::PROPS.path(&[&sport]);
        let data = client.get_board(&path, query.pairs())?;
        let typed: PropsResponse = decode(&data, &path)?;
        let shape = Shape {
            team: args.team.clone(),
            sort: args.sort,
            limit: args.limit,
            window: args.starts_within.map(|w| (ctx.clock.now(), w)),
        };
        Ok(Shown::Flat(props_view(data, &typed, &shape)))
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
pub enum PropSort {
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
pub struct Shape {
    pub team: Option<String>,
    pub sort: Option<PropSort>,
    pub limit: Option<usize>,
    /// `--starts-within`: the run's clock and the window in seconds.
    pub window: Option<(jiff::Timestamp, f64)>,
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
pub fn props_view(mut data: Value, typed: &PropsResponse, shape: &Shape) -> Flat {
    let t = typed.total;
    let fair = no_vig(&typed.props);
    // The lines as served (the model's `f64` would print a served `20` as `20.0`).
    let served = ServedProps::deserialize(&data).unwrap_or_default();
    if let Some(rows) = rows::raw_mut(&mut data, "props") {
        for (raw, p) in rows.iter_mut().zip(&fair) {
            if let (Value::Object(obj), Some(p)) = (raw, p) {
                obj.insert("esx".into(), serde_json::json!({ "no_vig_prob": p }));
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
    if let Some(n) = shape.limit {
        idx.truncate(n);
    }
    let filtered = idx.len() != typed.props.len();
    rows::keep(&mut data, "props", &idx);
    let note = if filtered {
        format!(
            "{} of {}",
            idx.len(),
            crate::output::fmt::count(t as usize, "prop")
        )
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

/// The flat board as printed: the rows shown and the JSON.
pub struct Flat {
    doc: Value,
    rows: Vec<FlatRow>,
    note: String,
}

impl Flat {
    fn view(&self) -> TypedView<'_, FlatRow> {
        TypedView::new(&self.doc, &self.rows, flat_columns())
            .empty_message(
                "no props match (check --book, --market, --market-contains, --player-id, --team, --starts-within)",
            )
            .note(self.note.clone())
    }
}

/// One posted prop side (fields in the columns' order): the model's text and ids, the
/// line as served, esx's no-vig probability.
#[derive(Serialize)]
pub struct FlatRow {
    player_name: String,
    team: String,
    opponent: String,
    stat_type: String,
    line: Option<Number>,
    direction: String,
    /// A DFS pick'em row has no price (and so no no-vig probability).
    odds: Option<i64>,
    no_vig_prob: Option<Exact>,
    book_name: String,
    event_time: String,
    prop_id: String,
    event_id: String,
    offer_id: String,
}

row_fields!(FlatRow; player_name, team, opponent, stat_type, line, direction, odds, no_vig_prob,
    book_name, event_time, prop_id, event_id, offer_id);

impl FlatRow {
    fn of(p: &PropRow, served: Option<&ServedLine>, fair: Option<f64>) -> Self {
        Self {
            player_name: p.player_name.clone(),
            team: p.team.clone(),
            opponent: p.opponent.clone(),
            stat_type: p.stat_type.clone(),
            line: served.and_then(|s| s.line.clone()),
            direction: p.direction.clone(),
            odds: p.odds,
            no_vig_prob: fair.map(Exact),
            book_name: p.book_name.clone(),
            event_time: p.event_time.clone(),
            prop_id: p.prop_id.clone(),
            event_id: p.event_id.clone(),
            offer_id: p.offer_id.clone(),
        }
    }
}

fn flat_columns() -> Vec<Column> {
    vec![
        Column::path("PLAYER", "player_name").rank(0),
        Column::path("TEAM", "team").rank(4),
        Column::path("OPP", "opponent").rank(5),
        Column::path("STAT", "stat_type").csv_only(),
        crate::output::view::stat_label("STAT", "stat_type"),
        Column::path("LINE", "line").kind(Kind::Line).rank(0),
        Column::path("SIDE", "direction").rank(0),
        Column::path("ODDS", "odds").kind(Kind::American).rank(1),
        Column::path("NO-VIG", "no_vig_prob")
            .kind(Kind::Prob)
            .rank(1),
        Column::path("VENUE", "book_name").rank(2),
        Column::path("START", "event_time").kind(Kind::Time).rank(3),
        Column::path("propId", "prop_id").csv_only(),
        Column::path("eventId", "event_id").csv_only(),
        Column::path("offerId", "offer_id").csv_only(),
    ]
}

/// A line as served, beside the model that reads it as `f64`: a flat row's, or a
/// sportsbook entry's in a group.
#[derive(Debug, Default, Deserialize)]
struct ServedLine {
    #[serde(default)]
    line: Option<Number>,
}

/// The flat board's lines as served, row for row with the model's.
#[derive(Debug, Default, Deserialize)]
struct ServedProps {
    #[serde(default)]
    props: Vec<ServedLine>,
}

/// A grouped board's sportsbook lines as served, group for group with the model's.
#[derive(Debug, Default, Deserialize)]
struct ServedGroups {
    #[serde(default)]
    groups: Vec<ServedGroup>,
}

#[derive(Debug, Default, Deserialize)]
struct ServedGroup {
    #[serde(default)]
    main: Vec<ServedLine>,
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

    /// The group's `esx` object: `{dfs_min, dfs_max, spread, no_vig_over}`.
    fn esx(&self, g: &PlayerPropGroup) -> GroupEsx {
        let odds = |i: Option<usize>| {
            i.and_then(|i| g.main.get(i))
                .and_then(|e| e.odds)
                .and_then(|o| esx_odds::price::american_to_probability(o as f64).ok())
        };
        let no_vig_over = match (odds(self.over), odds(self.under)) {
            (Some(o), Some(u)) => {
                esx_odds::devig::devig(&[o, u], esx_odds::devig::DevigMethod::Multiplicative)
                    .ok()
                    .map(|d| d.probabilities[0])
            }
            _ => None,
        };
        let lines = self.dfs_lines.iter().copied();
        let min = lines.clone().reduce(f64::min);
        let max = lines.reduce(f64::max);
        let spread = match (min, max) {
            (Some(lo), Some(hi)) => Some(esx_odds::gaps::line_difference(hi, lo)),
            _ => None,
        };
        GroupEsx {
            dfs_min: min.map(Exact),
            dfs_max: max.map(Exact),
            spread: spread.map(Exact),
            no_vig_over: no_vig_over.map(Exact),
        }
    }
}

/// What esx adds to a group under `esx` (its JSON and the row's figures).
#[derive(Debug, Clone, Copy, Serialize)]
struct GroupEsx {
    dfs_min: Option<Exact>,
    dfs_max: Option<Exact>,
    spread: Option<Exact>,
    no_vig_over: Option<Exact>,
}

/// The grouped board: one row per (player, stat, event) with the DFS lines side by side
/// (a compact `venue line` list), their spread, and the sportsbook's line and odds.
///
/// Each group gains an `esx` object: `{dfs_min, dfs_max, spread}` where
/// `spread = dfs_max − dfs_min` over the DFS entries' lines (null with no DFS line).
#[must_use]
pub fn grouped_view(mut data: Value, typed: &PlayerPropsResponse) -> Grouped {
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
    let n = typed.total_groups;
    Grouped {
        doc: data,
        rows,
        note: format!(
            "{}; DFS LINES = each line with its venue (or ×venues), SPREAD = max − min, P(OVER) = the sportsbook's no-vig",
            crate::output::fmt::plural(
                n as usize,
                "player/stat/event group",
                "player/stat/event groups"
            )
        ),
    }
}

/// The grouped board as printed: the rows shown and the JSON.
pub struct Grouped {
    doc: Value,
    rows: Vec<GroupRow>,
    note: String,
}

impl Grouped {
    fn view(&self) -> TypedView<'_, GroupRow> {
        TypedView::new(&self.doc, &self.rows, grouped_columns())
            .empty_message("no player props match the filters")
            .note(self.note.clone())
    }
}

/// One group's row (fields in the columns' order): the model's text and ids, esx's
/// summary of the DFS lines and figures, the sportsbook's line as served and its odds.
#[derive(Serialize)]
pub struct GroupRow {
    player_name: String,
    team: String,
    stat_type: String,
    /// The DFS lines summarised for the table (`22 v1 · 23.5 v2`, see [`line_summary`]).
    dfs_lines: String,
    spread: Option<Exact>,
    book_line: Option<Number>,
    over_odds: Option<i64>,
    under_odds: Option<i64>,
    no_vig_over: Option<Exact>,
    event_time: String,
    opponent: String,
    /// Every DFS line with its venue (`v1:22;v2:23.5`), for CSV.
    dfs_lines_2: String,
    player_id: i64,
    canonical_player_id: String,
    event_id: String,
}

row_fields!(GroupRow; player_name, team, stat_type, dfs_lines, spread, book_line, over_odds,
    under_odds, no_vig_over, event_time, opponent, dfs_lines_2, player_id, canonical_player_id,
    event_id);

impl GroupRow {
    fn of(
        g: &PlayerPropGroup,
        f: &GroupFacts,
        esx: &GroupEsx,
        served: Option<&ServedGroup>,
    ) -> Self {
        let odds = |i: Option<usize>| i.and_then(|i| g.main.get(i)).and_then(|e| e.odds);
        Self {
            player_name: g.player_name.clone(),
            team: g.team.clone(),
            stat_type: g.stat_type.clone(),
            dfs_lines: line_summary(&f.pairs),
            spread: esx.spread,
            book_line: f.main_line.and_then(|i| served?.main.get(i)?.line.clone()),
            over_odds: odds(f.over),
            under_odds: odds(f.under),
            no_vig_over: esx.no_vig_over,
            event_time: g.event_time.clone(),
            opponent: g.opponent.clone(),
            dfs_lines_2: f
                .pairs
                .iter()
                .map(|(k, l)| format!("{k}:{}", num_text(*l)))
                .collect::<Vec<_>>()
                .join(";"),
            player_id: g.player_id,
            canonical_player_id: g.canonical_player_id.clone(),
            event_id: g.event_id.clone(),
        }
    }
}

fn grouped_columns() -> Vec<Column> {
    vec![
        Column::path("PLAYER", "player_name").rank(0),
        Column::path("TEAM", "team").rank(5),
        Column::path("STAT", "stat_type").csv_only(),
        crate::output::view::stat_label("STAT", "stat_type"),
        Column::path("DFS LINES", "dfs_lines").rank(1),
        Column::path("SPREAD", "spread").kind(Kind::Line).rank(1),
        Column::path("BOOK LINE", "book_line")
            .kind(Kind::Line)
            .rank(2),
        Column::path("OVER", "over_odds")
            .kind(Kind::American)
            .rank(2),
        Column::path("UNDER", "under_odds")
            .kind(Kind::American)
            .rank(3),
        Column::path("P(OVER)", "no_vig_over")
            .kind(Kind::Prob)
            .rank(2),
        Column::path("START", "event_time").kind(Kind::Time).rank(4),
        Column::path("opponent", "opponent").csv_only(),
        // The same key as DFS LINES' in the `View` form gave it `_2`: kept.
        Column::path("dfs_lines", "dfs_lines_2").csv_only(),
        Column::path("player_id", "player_id").csv_only(),
        Column::path("canonical_player_id", "canonical_player_id").csv_only(),
        Column::path("event_id", "event_id").csv_only(),
    ]
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
/// venue (`22 sleeper`), a line several post shows their count (`22.5 ×3`); joined
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

#[cfg(test)]
mod tests;
