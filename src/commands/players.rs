//! `esx players search|show|stats|gamelogs`: player search rows, profile, canonical
//! stats (or the full aggregate, `stats --full`) and recent map logs (`/players/...`).

use crate::output::{Column, Format, Kind, View};
use esx_proto::models::{PlayerSearchResponse, PlayerStatsFull};
use esx_proto::routes::{self, Query};

use crate::client::response::decode;

use crate::context::Context;
use crate::params;

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  esx players search cs2 loq\n  esx players show cs2 loqumi\n  esx players stats valorant kafen --json\n  esx players stats cs2 loqumi --full\n  esx players gamelogs cs2 loqumi --limit 20"
)]
pub struct Args {
    #[command(subcommand)]
    pub action: Action,
}

/// `[SPORT] TARGET`: the sport may be left out when default_sport is set.
#[derive(Debug, clap::Args)]
pub struct Target {
    /// Sport slug; may be left out when default_sport is set
    #[arg(value_name = "SPORT")]
    pub sport: Option<String>,
    /// Player: numeric id or slug (gamelogs: nickname or slug)
    #[arg(value_name = "PLAYER")]
    pub player: Option<String>,
}

#[derive(Debug, clap::Subcommand)]
pub enum Action {
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
pub fn search_columns() -> Vec<Column> {
    vec![
        Column::path("ID", "player_id").kind(Kind::Num(0)),
        Column::path("NICKNAME", "nickname"),
        Column::path("FIRST", "first_name"),
        Column::path("LAST", "last_name"),
        Column::path("TEAM_ID", "team_id").kind(Kind::Num(0)),
        Column::path("SLUG", "slug"),
    ]
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
pub fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
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
            // Rows are `players[]` of search rows (spec §2); another shape is exit 7.
            let _: PlayerSearchResponse = decode(&data, &path)?;
            let view = View::new(data, Some("players"), search_columns())
                .empty_message(format!("no {sport} player matches `{q}`"));
            ctx.output(Format::Table).emit(&view)
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
    let typed: PlayerStatsFull = decode(&data, &path)?;
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
    let view = View::new(
        data,
        Some("periods"),
        vec![
            Column::path("PERIOD", "period"),
            Column::path("MAPS", "maps").kind(Kind::Num(0)),
            Column::path("K/MAP", "kills_per_map").kind(Kind::Num(2)),
            Column::path("D/MAP", "deaths_per_map").kind(Kind::Num(2)),
            Column::path("A/MAP", "assists_per_map").kind(Kind::Num(2)),
            Column::path("K/D", "kd_ratio").kind(Kind::Num(3)),
            Column::path("MAP WIN", "map_win_rate").kind(Kind::Prob),
        ],
    )
    .note(who)
    .note(format!(
        "{} recent maps in --json (recent_maps)",
        typed.recent_maps.len()
    ))
    .empty_message(format!("no stats for {player}"));
    ctx.output(Format::Table).emit(&view)
}
