//! `esx matches SPORT`: the match list (`/matches`) and its list variants
//! (`/matches/live`, `/upcoming/matches`, `/completed/matches`), with `--all` pagination;
//! `esx matches SPORT MATCH` one match or its intel, `--team1/--team2` a search
//! (`intel.rs`).

pub mod intel;

use crate::cli::SportArg;
use serde::Serialize;

use crate::output::typed::row_fields;
use crate::output::{Column, Format, Kind, TypedView};
use esx_proto::models::{Match, MatchesResponse};
use esx_proto::routes::{self, Query};

use crate::client::response::decode;

use crate::context::Context;
use crate::params;

/// The documented page size of `/matches` (spec §8), used as the `--all` page size.
const DEFAULT_LIMIT: u32 = 50;

/// Match status filter of `/matches` (spec §3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Status {
    /// Not started yet (the service's default)
    Upcoming,
    /// In play
    Live,
    /// Over
    Finished,
}

impl Status {
    fn as_str(self) -> &'static str {
        match self {
            Self::Upcoming => "upcoming",
            Self::Live => "live",
            Self::Finished => "finished",
        }
    }
}

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  esx matches cs2\n  esx matches cs2 --status finished --from 2026-11-14 --to 2026-11-21 --now 2026-11-21T12:00:00Z   # pinned: that week is the demo epoch's\n  esx matches valorant --all --format csv -o matches.csv\n  esx matches lol --live\n  esx matches dota2 --completed --json\n  esx matches cs2 next            # one match: the soonest upcoming (or a slug or kr_ id)\n  esx matches cs2 next --veto   # may find nothing: a veto starts shortly before the match\n  esx matches cs2 next --prep\n  esx matches cs2 next --player-board\n  esx matches cs2 next --maps\n  esx matches cs2 --team1 'Obsidian Lynx' --team2 'Azure Sharks' --date 2026-11-21 --now 2026-11-21T12:00:00Z   # their meetings, newest first (pinned: they met twice that day)"
)]
#[command(group(clap::ArgGroup::new("intel").args(["prep", "veto", "player_board", "maps"])))]
pub struct Args {
    #[command(flatten)]
    pub sport: SportArg,
    /// One match: a kr_… id or a slug from the list, or `next` (the soonest upcoming)
    #[arg(value_name = "MATCH", conflicts_with_all = ["status", "from", "to", "limit", "offset", "all", "live", "upcoming", "completed", "team1"])]
    pub match_: Option<String>,
    /// With MATCH: the prep board (form, map pool, insights)
    #[arg(long, requires = "match_")]
    pub prep: bool,
    /// With MATCH: the map veto (pick/ban steps)
    #[arg(long, requires = "match_")]
    pub veto: bool,
    /// With MATCH: each roster's averages and favourite weapons or agents
    #[arg(long, requires = "match_")]
    pub player_board: bool,
    /// With MATCH (cs2): the tournament's map picks, bans and side win rates
    #[arg(long, requires = "match_")]
    pub maps: bool,
    /// Search: a team (name, slug or id) the match has
    #[arg(long, value_name = "TEAM", conflicts_with_all = ["status", "from", "to", "limit", "offset", "all", "live", "upcoming", "completed"])]
    pub team1: Option<String>,
    /// Search: the other team
    #[arg(long, value_name = "TEAM", requires = "team1")]
    pub team2: Option<String>,
    /// Search: the match's day, YYYY-MM-DD
    #[arg(long, value_name = "DATE", requires = "team1")]
    pub date: Option<String>,
    /// Status filter
    #[arg(long, value_enum, conflicts_with_all = ["live", "upcoming", "completed"])]
    pub status: Option<Status>,
    /// First day, YYYY-MM-DD (sent as start_date)
    #[arg(long, value_name = "DATE")]
    pub from: Option<String>,
    /// Last day, YYYY-MM-DD (sent as end_date)
    #[arg(long, value_name = "DATE")]
    pub to: Option<String>,
    /// Page size (service default 50; with --all, the size of each page)
    #[arg(long, value_name = "N")]
    pub limit: Option<u32>,
    /// Rows to skip
    #[arg(long, value_name = "N")]
    pub offset: Option<u32>,
    /// Follow pagination to the end and print every row
    #[arg(long)]
    pub all: bool,
    /// The live list variant (/matches/live)
    #[arg(long, group = "variant")]
    pub live: bool,
    /// The upcoming list variant (/upcoming/matches)
    #[arg(long, group = "variant")]
    pub upcoming: bool,
    /// The completed list variant (/completed/matches)
    #[arg(long, group = "variant")]
    pub completed: bool,
    /// Extra query parameter KEY=VALUE for parameters the interface does not list
    #[arg(short = 'F', long = "field", value_name = "KEY=VALUE")]
    pub fields: Vec<String>,
}

impl Args {
    /// The list route the flags name (`--live`, `--upcoming`, `--completed` are the
    /// service's list variants, each with its own sports: apex has the plain list only).
    #[must_use]
    pub fn list_route(&self) -> &'static routes::Route {
        if self.live {
            &routes::MATCHES_LIVE
        } else if self.upcoming {
            &routes::MATCHES_UPCOMING
        } else if self.completed {
            &routes::MATCHES_COMPLETED
        } else {
            &routes::MATCHES
        }
    }
}

/// The columns of a match row (spec §2), plus teams where the service sends them.
#[must_use]
pub fn match_columns() -> Vec<Column> {
    // Teams are `Option`s of the match model: only where the service sends them.
    list_columns(vec![
        Column::path("HOME", "home_team").rank(0),
        Column::path("AWAY", "away_team").rank(0),
    ])
}

/// A matches list's columns, with what names the match (its teams, or a lobby's title)
/// after its id.
fn list_columns(names: Vec<Column>) -> Vec<Column> {
    let mut columns = vec![
        Column::path("START", "event_time").kind(Kind::Time).rank(0),
        Column::path("STATUS", "status").rank(2),
        Column::path("MATCH", "slug").kind(Kind::Id).rank(4),
    ];
    columns.extend(names);
    columns.push(Column::path("SPORT", "sport").rank(5));
    columns.push(Column::path("KR_MATCH_ID", "kr_match_id").csv_only());
    columns
}

/// One match's row, borrowed from the decoded model (fields in [`match_columns`]'
/// order: the CSV header and NDJSON keys).
#[derive(Serialize)]
pub struct MatchRow<'a> {
    event_time: &'a str,
    status: &'a str,
    slug: &'a str,
    home_team: Option<&'a str>,
    away_team: Option<&'a str>,
    sport: &'a str,
    kr_match_id: &'a str,
}

row_fields!(MatchRow<'a>; event_time, status, slug, home_team, away_team, sport, kr_match_id);

impl<'a> MatchRow<'a> {
    #[must_use]
    pub fn of(m: &'a Match) -> Self {
        Self {
            event_time: &m.event_time,
            status: &m.status,
            slug: &m.slug,
            home_team: m.home_team.as_deref(),
            away_team: m.away_team.as_deref(),
            sport: &m.sport,
            kr_match_id: &m.kr_match_id,
        }
    }

    /// The rows of a list of matches.
    #[must_use]
    pub fn all(matches: &'a [Match]) -> Vec<Self> {
        matches.iter().map(Self::of).collect()
    }
}

/// The columns of a match with no two teams (apex's lobbies, DESIGN settled point 16):
/// its title where a team match has HOME and AWAY.
#[must_use]
pub fn lobby_columns() -> Vec<Column> {
    list_columns(vec![Column::path("TITLE", "title").rank(0)])
}

/// One lobby's row (fields in [`lobby_columns`]' order).
#[derive(Serialize)]
pub struct LobbyRow<'a> {
    event_time: &'a str,
    status: &'a str,
    slug: &'a str,
    title: Option<&'a str>,
    sport: &'a str,
    kr_match_id: &'a str,
}

row_fields!(LobbyRow<'a>; event_time, status, slug, title, sport, kr_match_id);

impl<'a> LobbyRow<'a> {
    #[must_use]
    pub fn of(m: &'a Match) -> Self {
        Self {
            event_time: &m.event_time,
            status: &m.status,
            slug: &m.slug,
            title: m.title.as_deref(),
            sport: &m.sport,
            kr_match_id: &m.kr_match_id,
        }
    }
}

/// Run `esx matches`: check the arguments, fetch, print.
pub fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sport = ctx.sport()?;
    if let Some(m) = &args.match_ {
        let m = crate::select::resolve(ctx, &sport, m, crate::select::Form::Slug)?;
        return intel::show(ctx, &sport, &m, intel::Intel::of(args));
    }
    if args.team1.is_some() {
        return intel::search(ctx, &sport, args);
    }
    let (from, to) = params::date_range(args.from.as_deref(), args.to.as_deref())?;
    if let Some(l) = args.limit {
        params::at_least("--limit", "matches", l, 1)?;
    }
    let path = args.list_route().path(&[&sport]);
    let mut query = Query::new()
        .opt("status", args.status.map(Status::as_str))
        .opt("start_date", from)
        .opt("end_date", to)
        .opt("limit", args.limit)
        .opt("offset", args.offset)
        .0;
    query.extend(params::extra(&args.fields)?);
    let client = ctx.client()?;
    let data = if args.all {
        let bar = ctx.diag().progress(&format!("fetching {sport} matches"));
        let result = client.get_all(
            &path,
            &query,
            Some("matches"),
            args.limit.unwrap_or(DEFAULT_LIMIT),
            &mut |n, total| {
                bar.set_message(match total {
                    Some(t) => format!("{n}/{t} matches"),
                    None => format!("{n} matches"),
                });
                bar.tick();
            },
        );
        bar.finish_and_clear();
        result?
    } else {
        client.get_json(&path, &query)?
    };
    // The spec shows the row, not the envelope: rows are `matches[]` of match rows,
    // decoded once into the model; any other shape is exit 7 naming the field, never a
    // silent "no matches". JSON prints the envelope as served.
    let list: MatchesResponse = decode(&data, &path)?;
    // A list of lobbies (titles, no teams) shows its titles where teams would stand.
    let lobbies = !list.matches.is_empty()
        && list
            .matches
            .iter()
            .all(|m| m.title.is_some() && m.home_team.is_none() && m.away_team.is_none());
    if lobbies {
        let rows: Vec<LobbyRow> = list.matches.iter().map(LobbyRow::of).collect();
        let view = TypedView::new(&data, &rows, lobby_columns());
        return ctx.output(Format::Table).emit_typed(view, || {});
    }
    let rows = MatchRow::all(&list.matches);
    let view = TypedView::new(&data, &rows, match_columns()).empty_message("no matches");
    ctx.output(Format::Table).emit_typed(view, || {})
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Routes;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        if self.match_.is_some() {
            return Some(crate::sports::Selector::one(
                self.sport.get(),
                intel::Intel::of(self).route(),
                "matches",
            ));
        }
        if self.team1.is_some() {
            return Some(crate::sports::Selector::one(
                self.sport.get(),
                &routes::MATCH_SEARCH,
                "matches --team1",
            ));
        }
        // `all` stays the interface's sports: apex's lobbies have no teams to list
        // beside theirs (name it: `esx matches apex`).
        Some(
            crate::sports::Selector::many(
                self.sport.get(),
                self.list_route(),
                self.list_route().name,
            )
            .all_is(esx_proto::sports::ALL_SPORTS),
        )
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::typed::testing::check_row;

    /// A match the service sends without teams has null teams (the model's `Option`s).
    #[test]
    fn a_match_row_is_its_columns() {
        let m: Match = serde_json::from_str(
            r#"{"source":"s","kr_match_id":"kr_m1","slug":"a-vs-b","sport":"cs2",
            "status":"upcoming","event_time":"2026-11-21T18:00:00Z","home_team":"A"}"#,
        )
        .unwrap();
        let row = MatchRow::of(&m);
        check_row(&row, &match_columns());
        assert_eq!(
            serde_json::to_string(&row).unwrap(),
            r#"{"event_time":"2026-11-21T18:00:00Z","status":"upcoming","slug":"a-vs-b","home_team":"A","away_team":null,"sport":"cs2","kr_match_id":"kr_m1"}"#
        );
    }

    /// A lobby (apex: a title, no teams) is its title's columns.
    #[test]
    fn a_lobby_row_is_its_columns() {
        let m: Match = serde_json::from_str(
            r#"{"source":"s","kr_match_id":"kr_ev_apex_1","slug":"algs-a","sport":"esports_apex",
            "status":"not_started","event_time":"2026-11-21T18:00:00Z","title":"ALGS · A"}"#,
        )
        .unwrap();
        let row = LobbyRow::of(&m);
        check_row(&row, &lobby_columns());
        assert_eq!(
            serde_json::to_string(&row).unwrap(),
            r#"{"event_time":"2026-11-21T18:00:00Z","status":"not_started","slug":"algs-a","title":"ALGS · A","sport":"esports_apex","kr_match_id":"kr_ev_apex_1"}"#
        );
    }
}
