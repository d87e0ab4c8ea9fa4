//! `esx players search|show|stats|gamelogs`: player search rows, profile, canonical
//! stats (or the full aggregate, `stats --full`) and recent map logs (`/players/...`).

use std::borrow::Cow;

use serde::{Deserialize, Serialize};
use serde_json::Number;

use crate::output::typed::row_fields;
use crate::output::{Column, Format, Kind, TypedView};
use esx_proto::models::{PlayerCandidate, PlayerRow, PlayerSearchResponse, RecentMap};
use esx_proto::routes::{self, Query};

use crate::client::response::decode;

use crate::context::Context;
use crate::params;

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  esx players search cs2 loq\n  esx players show cs2 loqumi\n  esx players stats valorant kafen --json\n  esx players stats cs2 loqumi --full\n  esx players gamelogs cs2 loqumi --limit 20"
)]
pub(crate) struct Args {
    #[command(subcommand)]
    pub(crate) action: Action,
}

/// `[SPORT] TARGET`: the sport may be left out when default_sport is set.
#[derive(Debug, clap::Args)]
pub(crate) struct Target {
    /// Sport slug; may be left out when default_sport is set
    #[arg(value_name = "SPORT")]
    pub(crate) sport: Option<String>,
    /// Player: numeric id or slug (gamelogs: nickname or slug)
    #[arg(value_name = "PLAYER")]
    pub(crate) player: Option<String>,
}

#[derive(Debug, clap::Subcommand)]
pub(crate) enum Action {
    /// Search players by name (sent as q)
    #[command(
        after_help = "Examples:\n  esx players search cs2 loq\n  esx players search valorant kafen --json"
    )]
    Search {
        /// Sport slug; may be left out when default_sport is set
        #[arg(value_name = "SPORT")]
        sport: Option<String>,
        /// Search text (nickname, name or slug)
        #[arg(value_name = "QUERY")]
        query: Option<String>,
    },
    /// One player's profile
    #[command(after_help = "Examples:\n  esx players show cs2 loqumi")]
    Show(Target),
    /// One player's canonical KPR and related stats, or with --full the full aggregate
    #[command(
        after_help = "Examples:\n  esx players stats cs2 1000041 --json\n  esx players stats cs2 loqumi --full\n  esx players stats cs2 loqumi --full --recent 5 --json"
    )]
    Stats {
        #[command(flatten)]
        target: Target,
        /// The full aggregate (`stats/full`): lifetime and last-3-months periods in the
        /// table, recent maps in the JSON; PLAYER may also be a kr_pl_ id or a nickname
        #[arg(long)]
        full: bool,
        /// With --full: how many recent maps to return (1 to 100; service default 20)
        #[arg(long, value_name = "N", requires = "full", value_parser = clap::value_parser!(u32).range(1..=100))]
        recent: Option<u32>,
    },
    /// One player's recent map stats
    #[command(
        after_help = "Examples:\n  esx players gamelogs cs2 loqumi\n  esx players gamelogs cs2 loqumi --limit 30 --format csv"
    )]
    Gamelogs {
        #[command(flatten)]
        target: Target,
        /// Most recent maps to return (at least 1; service default 10)
        #[arg(long, value_name = "N")]
        limit: Option<u32>,
    },
}

/// The columns of a player search row (spec §2).
#[must_use]
pub(crate) fn search_columns() -> Vec<Column> {
    vec![
        Column::path("ID", "player_id").kind(Kind::Num(0)),
        Column::path("NICKNAME", "nickname"),
        Column::path("FIRST", "first_name"),
        Column::path("LAST", "last_name"),
        Column::path("TEAM_ID", "team_id").kind(Kind::Num(0)),
        Column::path("SLUG", "slug"),
    ]
}

/// One player search row, borrowed from the model (fields in the columns' order).
#[derive(Serialize)]
struct SearchRow<'a> {
    player_id: i64,
    nickname: &'a str,
    first_name: &'a str,
    last_name: &'a str,
    team_id: i64,
    slug: &'a str,
}

row_fields!(SearchRow<'a>; player_id, nickname, first_name, last_name, team_id, slug);

impl<'a> SearchRow<'a> {
    fn of(p: &'a PlayerRow) -> Self {
        Self {
            player_id: p.player_id,
            nickname: &p.nickname,
            first_name: &p.first_name,
            last_name: &p.last_name,
            team_id: p.team_id,
            slug: &p.slug,
        }
    }
}

fn target<'a>(ctx: &Context, t: &'a Target, what: &str) -> anyhow::Result<(String, &'a str)> {
    let (_, player) = params::sport_then(
        t.sport.as_deref(),
        t.player.as_deref(),
        &format!("the PLAYER: esx players {what} [SPORT] PLAYER"),
    )?;
    let sport = ctx.sport()?;
    Ok((sport, params::non_empty("PLAYER", player)?))
}

/// Run `esx players …`: check the arguments, fetch, print.
pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    match &args.action {
        Action::Search { sport, query } => {
            let (_, q) = params::sport_then(
                sport.as_deref(),
                query.as_deref(),
                "the search QUERY: esx players search [SPORT] QUERY",
            )?;
            let sport = ctx.sport()?;
            let q = params::non_empty("the search QUERY", q)?;
            let path = routes::PLAYERS_SEARCH.path(&[&sport]);
            let data = ctx
                .client()?
                .get_json(&path, Query::new().set("q", q).pairs())?;
            // Rows are `players[]` of search rows (spec §2), decoded once into the model;
            // another shape is exit 7. JSON prints the envelope as served.
            let found: PlayerSearchResponse = decode(&data, &path)?;
            let rows: Vec<SearchRow<'_>> = found.players.iter().map(SearchRow::of).collect();
            let view = TypedView::new(&data, &rows, search_columns())
                .empty_message(format!("no {sport} player matches `{q}`"));
            ctx.output(Format::Table).emit_typed(view, || {})
        }
        // Profile, stats and gamelogs: response shapes the interface does not show (§2
        // "Fields not shown"), so printed faithfully by the generic view.
        Action::Show(t) => {
            let (sport, p) = target(ctx, t, "show")?;
            let path = routes::PLAYER.path(&[&sport, p]);
            params::show_generic(ctx, &path, &[])
        }
        Action::Stats {
            target: t,
            full: false,
            ..
        } => {
            let (sport, p) = target(ctx, t, "stats")?;
            let path = routes::PLAYER_STATS.path(&[&sport, p]);
            params::show_generic(ctx, &path, &[])
        }
        Action::Stats {
            target: t,
            full: true,
            recent,
        } => {
            let (sport, p) = target(ctx, t, "stats")?;
            stats_full(ctx, &sport, p, *recent)
        }
        Action::Gamelogs { target: t, limit } => {
            let (sport, p) = target(ctx, t, "gamelogs")?;
            let limit = limit
                .map(|l| params::at_least("--limit", "gamelogs", l, 1))
                .transpose()?;
            let path = routes::PLAYER_GAMELOGS.path(&[&sport, p]);
            params::show_generic(ctx, &path, Query::new().opt("limit", limit).pairs())
        }
    }
}

/// `esx players stats SPORT PLAYER --full`: the periods as a table (the player and the
/// recent maps' count as notes), the service's whole answer as JSON. A nickname several
/// players share answers candidates, which is exit 2 listing them.
fn stats_full(ctx: &Context, sport: &str, player: &str, recent: Option<u32>) -> anyhow::Result<()> {
    let path = routes::PLAYER_STATS_FULL
        .try_path(&[sport, player])
        .map_err(crate::error::EsxError::usage)?;
    let data = ctx
        .client()?
        .get_json(&path, Query::new().opt("recent_limit", recent).pairs())?;
    let typed: FullStats<'_> = decode(&data, &path)?;
    if !typed.candidates.is_empty() {
        let names: Vec<String> = typed
            .candidates
            .iter()
            .map(|c| format!("{} ({}, {})", c.nickname, c.team, c.kr_player_id))
            .collect();
        return Err(crate::error::EsxError::usage(format!(
            "`{player}` could be {} {sport} players: {}; give the id or slug",
            names.len(),
            names.join(", ")
        ))
        .into());
    }
    let who = [typed.nickname.as_deref(), typed.team.as_deref()]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" · ");
    let view = TypedView::new(&data, &typed.periods, period_columns())
        .note(who)
        .note(format!(
            "{} recent maps in --json (recent_maps)",
            typed.recent_maps.len()
        ))
        .empty_message(format!("no stats for {player}"));
    ctx.output(Format::Table).emit_typed(view, || {})
}

/// The full aggregate (the model `PlayerStatsFull`'s fields esx reads), decoded once:
/// the periods as their rows, whose figures are served numbers kept as served
/// (`Number`; the model's `f64` would print a served `18` as `18.0`).
#[derive(Deserialize)]
struct FullStats<'a> {
    #[serde(default, borrow)]
    nickname: Option<Cow<'a, str>>,
    #[serde(default, borrow)]
    team: Option<Cow<'a, str>>,
    #[serde(default, borrow)]
    periods: Vec<PeriodRow<'a>>,
    #[serde(default)]
    recent_maps: Vec<RecentMap>,
    #[serde(default)]
    candidates: Vec<PlayerCandidate>,
}

/// One period of full player stats, decoded from the served period and printed as its
/// row (fields in the columns' order).
#[derive(Deserialize, Serialize)]
struct PeriodRow<'a> {
    #[serde(borrow)]
    period: Cow<'a, str>,
    maps: u64,
    #[serde(default, deserialize_with = "esx_proto::served::opt_number")]
    kills_per_map: Option<Number>,
    #[serde(default, deserialize_with = "esx_proto::served::opt_number")]
    deaths_per_map: Option<Number>,
    #[serde(default, deserialize_with = "esx_proto::served::opt_number")]
    assists_per_map: Option<Number>,
    #[serde(default, deserialize_with = "esx_proto::served::opt_number")]
    kd_ratio: Option<Number>,
    #[serde(default, deserialize_with = "esx_proto::served::opt_number")]
    map_win_rate: Option<Number>,
}

row_fields!(PeriodRow<'a>; period, maps, kills_per_map, deaths_per_map, assists_per_map,
    kd_ratio, map_win_rate);

fn period_columns() -> Vec<Column> {
    vec![
        Column::path("PERIOD", "period"),
        Column::path("MAPS", "maps").kind(Kind::Num(0)),
        Column::path("K/MAP", "kills_per_map").kind(Kind::Num(2)),
        Column::path("D/MAP", "deaths_per_map").kind(Kind::Num(2)),
        Column::path("A/MAP", "assists_per_map").kind(Kind::Num(2)),
        Column::path("K/D", "kd_ratio").kind(Kind::Num(3)),
        Column::path("MAP WIN", "map_win_rate").kind(Kind::Prob),
    ]
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Routes;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        use crate::params::lead;
        Some(match &self.action {
            Action::Search { sport, query } => crate::sports::Selector::many(
                lead(sport.as_ref(), query.as_ref()),
                &routes::PLAYERS_SEARCH,
                "players search",
            )
            .optional_if(sport.is_none()),
            Action::Show(t) => crate::sports::Selector::one(
                lead(t.sport.as_ref(), t.player.as_ref()),
                &routes::PLAYER,
                "players show",
            )
            .optional_if(t.sport.is_none()),
            Action::Stats {
                target: t, full, ..
            } => crate::sports::Selector::one(
                lead(t.sport.as_ref(), t.player.as_ref()),
                if *full {
                    &routes::PLAYER_STATS_FULL
                } else {
                    &routes::PLAYER_STATS
                },
                "players stats",
            )
            .optional_if(t.sport.is_none()),
            Action::Gamelogs { target: t, .. } => crate::sports::Selector::one(
                lead(t.sport.as_ref(), t.player.as_ref()),
                &routes::PLAYER_GAMELOGS,
                "players gamelogs",
            )
            .optional_if(t.sport.is_none()),
        })
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::typed::testing::check_row;

    #[test]
    fn a_search_row_is_its_columns() {
        let p: PlayerRow = serde_json::from_str(
            r#"{"player_id":1000041,"nickname":"loqumi","slug":"loqumi","team_id":77}"#,
        )
        .unwrap();
        let row = SearchRow::of(&p);
        check_row(&row, &search_columns());
        assert_eq!(
            serde_json::to_string(&row).unwrap(),
            r#"{"player_id":1000041,"nickname":"loqumi","first_name":"","last_name":"","team_id":77,"slug":"loqumi"}"#
        );
    }

    /// Served figures keep their text (`18`, `0.50`); a missing one is null; a figure
    /// that is not a number is exit 7.
    #[test]
    fn a_period_row_keeps_the_served_figures() {
        let served = crate::client::exact::parse(
            br#"{"nickname":"loqumi","periods":[{"period":"lifetime","maps":40,
            "kills_per_map":1.8E1,"deaths_per_map":15.25,"kd_ratio":1.180,"map_win_rate":0.50}],
            "recent_maps":[]}"#,
        )
        .unwrap();
        let full: FullStats<'_> = decode(&served, "/stats/full").unwrap();
        check_row(&full.periods[0], &period_columns());
        assert_eq!(
            serde_json::to_string(&full.periods[0]).unwrap(),
            r#"{"period":"lifetime","maps":40,"kills_per_map":1.8E1,"deaths_per_map":15.25,"assists_per_map":null,"kd_ratio":1.180,"map_win_rate":0.50}"#
        );
        let bad = crate::client::exact::parse(
            br#"{"periods":[{"period":"lifetime","maps":40,"kd_ratio":"high"}]}"#,
        )
        .unwrap();
        assert!(decode::<FullStats<'_>>(&bad, "/stats/full").is_err());
    }
}
