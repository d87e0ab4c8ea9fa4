//! `esx boxscores SPORT`: finished series' boxscores (`/boxscores`; answer shape not
//! shown, so printed faithfully).

use crate::cli::SportArg;
use esx_proto::routes;

use crate::context::Context;
use crate::params;

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  esx boxscores cs2\n  esx boxscores valorant --json --jq '.[keys[-1]] | length'\n  esx boxscores lol -F limit=10"
)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) sport: SportArg,
    /// Extra query parameter KEY=VALUE (the interface lists none for this route)
    #[arg(short = 'F', long = "field", value_name = "KEY=VALUE")]
    pub(crate) fields: Vec<String>,
}

/// Run `esx boxscores`: check the arguments, fetch, print.
pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sport = ctx.sport()?;
    let query = params::extra(&args.fields)?;
    params::show_generic(ctx, &routes::BOXSCORES.path(&[&sport]), &query)
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Routes;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        Some(crate::sports::Selector::many(
            self.sport.get(),
            &routes::BOXSCORES,
            "boxscores",
        ))
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}
