//! `esx rankings SPORT`: the player leaderboard (`/rankings`, `filter`; answer shape
//! not shown, so printed faithfully).

use crate::cli::SportArg;
use esx_proto::routes::{self, Query};

use crate::context::Context;
use crate::params;

/// The leaderboard window (spec §4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Filter {
    /// Every map on record
    Lifetime,
    /// The last three months
    #[value(name = "last_3_months", alias = "last-3-months")]
    Last3Months,
}

impl Filter {
    fn as_str(self) -> &'static str {
        match self {
            Self::Lifetime => "lifetime",
            Self::Last3Months => "last_3_months",
        }
    }
}

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  esx rankings cs2\n  esx rankings valorant --filter last_3_months\n  esx rankings lol --json --jq '.players[0].nickname'"
)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) sport: SportArg,
    /// Leaderboard window
    #[arg(long, value_enum)]
    pub(crate) filter: Option<Filter>,
    /// Extra query parameter KEY=VALUE for parameters the interface does not list
    #[arg(short = 'F', long = "field", value_name = "KEY=VALUE")]
    pub(crate) fields: Vec<String>,
}

/// Run `esx rankings`: check the arguments, fetch, print.
pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sport = ctx.sport()?;
    let mut query = Query::new()
        .opt("filter", args.filter.map(Filter::as_str))
        .0;
    query.extend(params::extra(&args.fields)?);
    params::show_generic(ctx, &routes::RANKINGS.path(&[&sport]), &query)
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Routes;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        Some(crate::sports::Selector::many(
            self.sport.get(),
            &routes::RANKINGS,
            "rankings",
        ))
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}
