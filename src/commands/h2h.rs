//! `esx h2h SPORT --team1 A --team2 B`: head-to-head team comparison (`/teams/h2h`).
//! The interface shows neither its parameters nor its answer: esx sends the pair as
//! `team1`/`team2` (the names the breakdown route uses for a pair) and prints the
//! answer faithfully.

use crate::cli::SportArg;
use esx_proto::routes::{self, Query};

use crate::context::Context;
use crate::params;

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  esx h2h cs2 --team1 \"Titan Owls\" --team2 \"Rapid Krakens\"\n  esx h2h valorant --team1 \"Iron Ravens\" --team2 \"Lunar Vipers\" --json"
)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) sport: SportArg,
    /// First team (id, slug or name; sent as team1)
    #[arg(long, value_name = "TEAM", requires = "team2")]
    pub(crate) team1: Option<String>,
    /// Second team (id, slug or name; sent as team2)
    #[arg(long, value_name = "TEAM", requires = "team1")]
    pub(crate) team2: Option<String>,
    /// Extra query parameter KEY=VALUE for parameters the interface does not list
    #[arg(short = 'F', long = "field", value_name = "KEY=VALUE")]
    pub(crate) fields: Vec<String>,
}

/// Run `esx h2h`: check the arguments, fetch, print.
pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sport = ctx.sport()?;
    let mut query = Query::new()
        .opt("team1", args.team1.as_deref().map(str::trim))
        .opt("team2", args.team2.as_deref().map(str::trim))
        .0;
    query.extend(params::extra(&args.fields)?);
    params::show_generic(ctx, &routes::H2H.path(&[&sport]), &query)
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Routes;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        Some(crate::sports::Selector::one(
            self.sport.get(),
            &routes::H2H,
            "h2h",
        ))
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}
