//! `esx fixtures SPORT`: the full schedule board (`/fixtures`), with status and dates.

use crate::cli::SportArg;
use crate::output::{Column, Format, Kind, View};
use esx_proto::models::FixturesResponse;
use esx_proto::routes::{self, Query};

use crate::client::response::decode;

use crate::context::Context;
use crate::params;

/// Fixture status filter (spec §3): three values and their aliases, sent as given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Status {
    /// Not started
    Upcoming,
    /// In play
    Live,
    /// Over
    Ended,
    /// Alias of upcoming
    #[value(name = "not_started", alias = "not-started")]
    NotStarted,
    /// Alias of live
    Running,
    /// Alias of ended
    Finished,
}

impl Status {
    fn as_str(self) -> &'static str {
        match self {
            Self::Upcoming => "upcoming",
            Self::Live => "live",
            Self::Ended => "ended",
            Self::NotStarted => "not_started",
            Self::Running => "running",
            Self::Finished => "finished",
        }
    }
}

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  esx fixtures cs2\n  esx fixtures valorant --status live\n  esx fixtures lol --status ended --from 2026-11-14 --to 2026-11-21 --json"
)]
pub struct Args {
    #[command(flatten)]
    pub sport: SportArg,
    /// Status filter (aliases: not_started = upcoming, running = live, finished = ended)
    #[arg(long, value_enum)]
    pub status: Option<Status>,
    /// First day, YYYY-MM-DD (sent as start_date)
    #[arg(long, value_name = "DATE")]
    pub from: Option<String>,
    /// Last day, YYYY-MM-DD (sent as end_date)
    #[arg(long, value_name = "DATE")]
    pub to: Option<String>,
}

/// Run `esx fixtures`: check the arguments, fetch, print.
pub fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sport = ctx.sport()?;
    let (from, to) = params::date_range(args.from.as_deref(), args.to.as_deref())?;
    let query = Query::new()
        .opt("status", args.status.map(Status::as_str))
        .opt("start_date", from)
        .opt("end_date", to);
    let path = routes::FIXTURES.path(&[&sport]);
    let data = ctx.client()?.get_json(&path, query.pairs())?;
    // Rows are `fixtures[]` of fixture rows (spec §2); another shape is exit 7.
    let _: FixturesResponse = decode(&data, &path)?;
    let view = View::new(
        data,
        Some("fixtures"),
        vec![
            // Start and teams are `Option`s of the fixture model: the service may omit them.
            Column::path("START", "event_time")
                .kind(Kind::Time)
                .rank(0)
                .optional(),
            Column::path("STATUS", "status").rank(2),
            Column::path("MATCH", "slug").kind(Kind::Id).rank(4),
            Column::path("HOME", "home_team").rank(0).optional(),
            Column::path("AWAY", "away_team").rank(0).optional(),
            Column::path("DISCIPLINE", "discipline").rank(5),
            Column::path("FIXTURE_ID", "fixture_id").csv_only(),
            Column::path("KR_MATCH_ID", "kr_match_id").csv_only(),
        ],
    )
    .empty_message("no fixtures");
    ctx.output(Format::Table).emit(&view)
}
