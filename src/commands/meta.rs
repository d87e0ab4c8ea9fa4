//! `esx meta`: the live registry of line books (`GET /v7/meta`; answer shape not shown,
//! so printed faithfully).

use esx_proto::routes;

use crate::context::Context;
use crate::params;

#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  esx meta\n  esx meta --json")]
pub(crate) struct Args {}

/// Run `esx meta`: check the arguments, fetch, print.
pub(crate) fn run(ctx: &Context, _args: &Args) -> anyhow::Result<()> {
    params::show_generic(ctx, &routes::META.path(&[]), &[])
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Routes;

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}
