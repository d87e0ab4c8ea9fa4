//! `esx props`: the player-prop board (`/props`) and, with `--grouped`, each player's
//! stat lined up across venues (`/player-props`) with the DFS spread and the sportsbook.

use crate::cli::SportArg;
use std::collections::BTreeMap;

use serde::Deserialize as _;
use serde_json::{Value, json};

use crate::output::{Column, Format, Kind, View};
use esx_proto::routes::{self, Query};

use crate::client::response::decode;
use crate::context::Context;
use crate::output::fmt::num_text;
use crate::output::view::lookup;
use crate::rows;
use esx_proto::models::{PlayerPropGroup, PlayerPropsResponse, PropEntry, PropsResponse};

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
        Ok(grouped_view(data, &typed))
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
        Ok(props_view(data, &typed, &shape))
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
pub fn props_view(mut data: Value, typed: &PropsResponse, shape: &Shape) -> View {
    let t = typed.total;
    let fair = no_vig(&typed.props);
    if let Some(rows) = rows::raw_mut(&mut data, "props") {
        for (raw, p) in rows.iter_mut().zip(&fair) {
            if let (Value::Object(obj), Some(p)) = (raw, p) {
                obj.insert("esx".into(), json!({ "no_vig_prob": p }));
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
    View::new(
        data,
        Some("props"),
        vec![
            Column::path("PLAYER", "player_name").rank(0),
            Column::path("TEAM", "team").rank(4),
            Column::path("OPP", "opponent").rank(5),
            Column::path("STAT", "stat_type").csv_only(),
            crate::output::view::stat_label("STAT", "stat_type"),
            Column::path("LINE", "line").kind(Kind::Line).rank(0),
            Column::path("SIDE", "direction").rank(0),
            // A DFS pick'em row has no price (and so no no-vig probability).
            Column::path("ODDS", "odds")
                .kind(Kind::American)
                .rank(1)
                .optional(),
            Column::path("NO-VIG", "esx.no_vig_prob")
                .kind(Kind::Prob)
                .key("no_vig_prob")
                .rank(1)
                .optional(),
            Column::path("VENUE", "book_name").rank(2),
            Column::path("START", "event_time").kind(Kind::Time).rank(3),
            Column::path("propId", "propId").key("prop_id").csv_only(),
            Column::path("eventId", "eventId")
                .key("event_id")
                .csv_only(),
            Column::path("offerId", "offerId")
                .key("offer_id")
                .csv_only(),
        ],
    )
    .empty_message(
        "no props match (check --book, --market, --market-contains, --player-id, --team, --starts-within)",
    )
    .note(note)
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
    fn esx(&self, g: &PlayerPropGroup) -> Value {
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
        json!({"dfs_min": min, "dfs_max": max, "spread": spread, "no_vig_over": no_vig_over})
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
                obj.insert("esx".into(), GroupFacts::of(g).esx(g));
            }
        }
    }
    let n = typed.total_groups;
    View::new(
        data,
        Some("groups"),
        vec![
            Column::path("PLAYER", "player_name").rank(0),
            Column::path("TEAM", "team").rank(5),
            Column::path("STAT", "stat_type").csv_only(),
            crate::output::view::stat_label("STAT", "stat_type"),
            Column::computed("DFS LINES", |g| {
                Value::String(facts(g).map(|f| line_summary(&f.pairs)).unwrap_or_default())
            })
            .rank(1),
            Column::path("SPREAD", "esx.spread").kind(Kind::Line).key("spread").rank(1),
            Column::computed("BOOK LINE", |g| {
                main_value(g, facts(g).and_then(|f| f.main_line), "line")
            })
            .kind(Kind::Line)
            .key("book_line")
            .rank(2),
            Column::computed("OVER", |g| main_value(g, facts(g).and_then(|f| f.over), "odds"))
                .kind(Kind::American)
                .key("over_odds")
                .rank(2),
            Column::computed("UNDER", |g| {
                main_value(g, facts(g).and_then(|f| f.under), "odds")
            })
            .kind(Kind::American)
            .key("under_odds")
            .rank(3),
            Column::path("P(OVER)", "esx.no_vig_over").kind(Kind::Prob).key("no_vig_over").rank(2),
            Column::path("START", "event_time").kind(Kind::Time).rank(4),
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
            Column::path("player_id", "player_id").csv_only(),
            Column::path("canonical_player_id", "canonical_player_id").csv_only(),
            Column::path("event_id", "event_id").csv_only(),
        ],
    )
    .empty_message("no player props match the filters")
    .note(format!(
        "{}; DFS LINES = each line with its venue (or ×venues), SPREAD = max − min, P(OVER) = the sportsbook's no-vig",
        crate::output::fmt::plural(n as usize, "player/stat/event group", "player/stat/event groups")
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
