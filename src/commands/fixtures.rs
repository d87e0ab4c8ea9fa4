//! `esx fixtures SPORT`: the full schedule board (`/fixtures`), with status and dates.

use crate::cli::SportArg;
use serde::Serialize;

use crate::output::typed::row_fields;
use crate::output::{Column, Format, Kind, TypedView};
use esx_proto::models::{Fixture, FixturesResponse};
use esx_proto::routes::{self, Query};

use crate::client::response::decode;

use crate::context::Context;
use crate::params;

/// Fixture status filter (spec §3): three values and their aliases, sent as given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Status {
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
    after_help = "Examples:\n  esx fixtures cs2\n  esx fixtures valorant --status live\n  esx fixtures lol --status ended --from 2026-11-14 --to 2026-11-21 --json --now 2026-11-21T12:00:00Z   # pinned: that week is the demo epoch's"
)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) sport: SportArg,
    /// Status filter (aliases: not_started = upcoming, running = live, finished = ended)
    #[arg(long, value_enum)]
    pub(crate) status: Option<Status>,
    /// First day, YYYY-MM-DD (sent as start_date)
    #[arg(long, value_name = "DATE")]
    pub(crate) from: Option<String>,
    /// Last day, YYYY-MM-DD (sent as end_date)
    #[arg(long, value_name = "DATE")]
    pub(crate) to: Option<String>,
}

/// Run `esx fixtures`: check the arguments, fetch, print.
pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sport = ctx.sport()?;
    let (from, to) = params::date_range(args.from.as_deref(), args.to.as_deref())?;
    let query = Query::new()
        .opt("status", args.status.map(Status::as_str))
        .opt("start_date", from)
        .opt("end_date", to);
    let path = routes::FIXTURES.path(&[&sport]);
    let data = ctx.client()?.get_json(&path, query.pairs())?;
    // Decoded once into the model: rows are `fixtures[]` of fixture rows (spec §2);
    // another shape is exit 7. JSON prints the envelope as served.
    let fixtures: FixturesResponse = decode(&data, &path)?;
    let rows: Vec<FixtureRow<'_>> = fixtures.fixtures.iter().map(FixtureRow::of).collect();
    let view = TypedView::new(&data, &rows, columns()).empty_message("no fixtures");
    ctx.output(Format::Table).emit_typed(view, || {})
}

/// One fixture's row (fields in the columns' order: the CSV header and NDJSON keys).
#[derive(Serialize)]
struct FixtureRow<'a> {
    event_time: Option<&'a str>,
    status: &'a str,
    slug: &'a str,
    home_team: Option<&'a str>,
    away_team: Option<&'a str>,
    discipline: &'a str,
    fixture_id: &'a str,
    kr_match_id: &'a str,
}

row_fields!(FixtureRow<'a>; event_time, status, slug, home_team, away_team, discipline,
    fixture_id, kr_match_id);

impl<'a> FixtureRow<'a> {
    fn of(f: &'a Fixture) -> Self {
        Self {
            event_time: f.event_time.as_deref(),
            status: &f.status,
            slug: &f.slug,
            home_team: f.home_team.as_deref(),
            away_team: f.away_team.as_deref(),
            discipline: &f.discipline,
            fixture_id: &f.fixture_id,
            kr_match_id: &f.kr_match_id,
        }
    }
}

fn columns() -> Vec<Column> {
    vec![
        // Start and teams are `Option`s of the fixture model: the service may omit them.
        Column::path("START", "event_time").kind(Kind::Time).rank(0),
        Column::path("STATUS", "status").rank(2),
        Column::path("MATCH", "slug").kind(Kind::Id).rank(4),
        Column::path("HOME", "home_team").rank(0),
        Column::path("AWAY", "away_team").rank(0),
        Column::path("DISCIPLINE", "discipline").rank(5),
        Column::path("FIXTURE_ID", "fixture_id").csv_only(),
        Column::path("KR_MATCH_ID", "kr_match_id").csv_only(),
    ]
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Routes;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        Some(crate::sports::Selector::many(
            self.sport.get(),
            &routes::FIXTURES,
            "fixtures",
        ))
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::typed::testing::check_row;

    /// A fixture without start or teams (the model's `Option`s) is a row of nulls there.
    #[test]
    fn a_fixture_row_is_its_columns() {
        let f: Fixture = serde_json::from_str(
            r#"{"fixture_id":"fx_1","kr_match_id":"kr_1","sport":"cs2","discipline":"cs2",
            "status":"upcoming","slug":"a-vs-b"}"#,
        )
        .unwrap();
        let row = FixtureRow::of(&f);
        check_row(&row, &columns());
        assert_eq!(
            serde_json::to_string(&row).unwrap(),
            r#"{"event_time":null,"status":"upcoming","slug":"a-vs-b","home_team":null,"away_team":null,"discipline":"cs2","fixture_id":"fx_1","kr_match_id":"kr_1"}"#
        );
    }
}
