//! `esx teams SPORT`: the team list (`/teams`; answer shape not shown, so printed
//! faithfully), and `esx teams SPORT TEAM --matches`: a team's finished series
//! (`/teams/{team}/matches`, beyond the interface), newest first.

use crate::cli::SportArg;
use esx_proto::models::TeamMatches;
use esx_proto::routes::{self, Query};
use serde::Serialize;
use serde_json::Value;

use crate::client::response::decode;
use crate::context::Context;
use crate::error::EsxError;
use crate::output::{Column, Format, Kind, View};
use crate::params;
use crate::rows;

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  esx teams cs2\n  esx teams valorant --json\n  esx teams dota2 --format csv -o teams.csv\n  esx teams cs2 'Obsidian Lynx' --matches --limit 5\n  esx teams cs2 'Obsidian Lynx' --matches --from 2026-11-01 --to 2026-11-20 --all --now 2026-11-21T12:00:00Z   # pinned: those dates are the demo epoch's past"
)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) sport: SportArg,
    /// Team (id, slug or name) whose finished series `--matches` lists
    #[arg(value_name = "TEAM")]
    pub(crate) team: Option<String>,
    /// List TEAM's finished series, newest first (Builder plan)
    #[arg(long)]
    pub(crate) matches: bool,
    /// With --matches: series on or after this date (YYYY-MM-DD)
    #[arg(long, requires = "matches", value_name = "DATE")]
    pub(crate) from: Option<String>,
    /// With --matches: series on or before this date (YYYY-MM-DD)
    #[arg(long, requires = "matches", value_name = "DATE")]
    pub(crate) to: Option<String>,
    /// With --matches: at most N series (one page); with --all, the page size
    #[arg(long, requires = "matches", value_name = "N")]
    pub(crate) limit: Option<u32>,
    /// With --matches: follow the service's paging to the last series
    #[arg(long, requires = "matches")]
    pub(crate) all: bool,
    /// Extra query parameter KEY=VALUE (the interface lists none for this route)
    #[arg(short = 'F', long = "field", value_name = "KEY=VALUE")]
    pub(crate) fields: Vec<String>,
}

/// Page size of `--all` (the service's own cap is larger; pages keep answers small).
const PAGE: u64 = 200;

/// Run `esx teams`: check the arguments, fetch, print.
pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sport = ctx.sport()?;
    if args.matches {
        return matches(ctx, &sport, args);
    }
    if let Some(t) = &args.team {
        return Err(EsxError::usage(format!(
            "TEAM ({t}) is read only with --matches (`esx teams {sport} TEAM --matches`)"
        ))
        .into());
    }
    let query = params::extra(&args.fields)?;
    params::show_generic(ctx, &routes::TEAMS.path(&[&sport]), &query)
}

/// `TEAM --matches`: one page (`--limit`), or every page (`--all`, offsets until `total`).
fn matches(ctx: &Context, sport: &str, args: &Args) -> anyhow::Result<()> {
    let Some(team) = args.team.as_deref() else {
        return Err(EsxError::usage(format!(
            "--matches needs TEAM (`esx teams {sport} TEAM --matches`)"
        ))
        .into());
    };
    let team = params::non_empty("TEAM", team)?;
    let (from, to) = params::date_range(args.from.as_deref(), args.to.as_deref())?;
    if let Some(l) = args.limit {
        params::at_least("--limit", "teams --matches", l, 1)?;
    }
    let path = routes::TEAM_MATCHES
        .try_path(&[sport, team])
        .map_err(EsxError::usage)?;
    let client = ctx.client()?;
    let base = Query::new().opt("start_date", from).opt("end_date", to).0;
    let fetch = |limit: Option<u64>, offset: u64| -> anyhow::Result<(Value, TeamMatches)> {
        let mut q = base.clone();
        q.extend(
            Query::new()
                .opt("limit", limit.map(|l| l.to_string()))
                .opt("offset", (offset > 0).then(|| offset.to_string()))
                .0,
        );
        let data = client.get_json(&path, &q)?;
        let page: TeamMatches = decode(&data, &path)?;
        Ok((data, page))
    };
    let size = args.limit.map(u64::from);
    let (data, first) = fetch(size.or(args.all.then_some(PAGE)), 0)?;
    let mut rows: Vec<Value> = rows::raw(&data, "matches").to_vec();
    if args.all {
        let mut seen = first.matches.len() as u64;
        // Stop on an empty page too: a service that shrinks `total` mid-walk ends it.
        while seen < first.total {
            let (d, page) = fetch(Some(size.unwrap_or(PAGE)), seen)?;
            if page.matches.is_empty() {
                break;
            }
            seen += page.matches.len() as u64;
            rows.extend_from_slice(rows::raw(&d, "matches"));
        }
    }
    let shown = rows.len();
    // The first page's envelope as served, with every page's rows and, after `--all`,
    // paging fields that describe the whole walk.
    let mut out = data;
    let walked = Walked {
        matches: &rows,
        paging: args.all.then_some(Paging {
            offset: 0,
            returned: shown,
            has_more: false,
        }),
    };
    overlay(&mut out, &walked)?;
    let view = View::derived(
        out,
        rows,
        "matches",
        vec![
            Column::path("START", "event_time").kind(Kind::Time).rank(0),
            Column::path("HOME", "home_team").rank(0).optional(),
            Column::path("AWAY", "away_team").rank(0).optional(),
            Column::path("MATCH", "slug").kind(Kind::Id).rank(3),
            Column::path("KR_MATCH_ID", "kr_match_id").csv_only(),
        ],
    )
    .empty_message(format!(
        "{} has no finished series in this window",
        first.team
    ))
    .note(format!(
        "{}: {shown} of {} finished series",
        first.team, first.total
    ));
    ctx.output(Format::Table).emit(&view)
}

/// What `--matches` changes in the first page's envelope.
#[derive(Serialize)]
struct Walked<'a> {
    matches: &'a [Value],
    #[serde(flatten)]
    paging: Option<Paging>,
}

/// The paging fields after `--all`: every series, from the first, nothing left.
#[derive(Serialize)]
struct Paging {
    offset: u64,
    returned: usize,
    has_more: bool,
}

/// Set `fields`' members in the object `data`, each in its served place (a new one
/// last), numbers kept as written.
fn overlay(data: &mut Value, fields: &impl Serialize) -> anyhow::Result<()> {
    let fields = crate::client::exact::parse(&serde_json::to_vec(fields)?)?;
    if let (Value::Object(m), Value::Object(new)) = (data, fields) {
        m.extend(new);
    }
    Ok(())
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Routes;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        Some(if self.matches {
            crate::sports::Selector::one(self.sport.get(), &routes::TEAM_MATCHES, "teams --matches")
        } else {
            crate::sports::Selector::many(self.sport.get(), &routes::TEAMS, "teams")
        })
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}
