//! `esx results SPORT`: settled props (`/results`, optional `grade`: hit, miss, push,
//! void, pending, error; printed faithfully).

use crate::cli::SportArg;
use esx_proto::routes::{self, Query};

use crate::context::Context;
use crate::params;

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  esx results cs2\n  esx results valorant --grade hit\n  esx results lol --json -o results.json"
)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) sport: SportArg,
    /// Only results with this grade (upstream's values)
    #[arg(long, value_name = "GRADE", value_parser = ["hit", "miss", "push", "void", "pending", "error"])]
    pub(crate) grade: Option<String>,
    /// Extra query parameter KEY=VALUE for parameters the interface does not list
    #[arg(short = 'F', long = "field", value_name = "KEY=VALUE")]
    pub(crate) fields: Vec<String>,
}

/// Run `esx results`: check the arguments, fetch, print.
pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sport = ctx.sport()?;
    let grade = args
        .grade
        .as_deref()
        .map(|g| params::non_empty("--grade", g))
        .transpose()?;
    let mut query = Query::new().opt("grade", grade).0;
    query.extend(params::extra(&args.fields)?);
    params::show_generic(ctx, &routes::RESULTS.path(&[&sport]), &query)
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Routes;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        Some(crate::sports::Selector::many(
            self.sport.get(),
            &routes::RESULTS,
            "results",
        ))
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}
