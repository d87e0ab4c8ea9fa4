//! `esx streams SPORT`: stream links (`/streams`; answer shape not shown, so printed
//! faithfully).

use crate::cli::SportArg;
use esx_proto::routes;

use crate::context::Context;
use crate::params;

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  esx streams cs2\n  esx streams valorant --json --jq '.[keys[0]]'\n  esx streams lol --format csv -o streams.csv"
)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) sport: SportArg,
    /// Extra query parameter KEY=VALUE (the interface lists none for this route)
    #[arg(short = 'F', long = "field", value_name = "KEY=VALUE")]
    pub(crate) fields: Vec<String>,
}

/// Run `esx streams`: check the arguments, fetch, print.
pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sport = ctx.sport()?;
    let query = params::extra(&args.fields)?;
    params::show_generic(ctx, &routes::STREAMS.path(&[&sport]), &query)
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Routes;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        Some(crate::sports::Selector::many(
            self.sport.get(),
            &routes::STREAMS,
            "streams",
        ))
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}
