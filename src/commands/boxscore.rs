//! `esx boxscore [SPORT] SLUG`: one finished series' stats (`/matches/{slug}/boxscore`;
//! answer shape not shown, so printed faithfully).

use esx_proto::routes;

use crate::context::Context;
use crate::params;

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  esx boxscore cs2 \"$(esx matches cs2 --completed --json --jq '.matches[0].slug')\"\n  esx boxscore valorant \"$(esx matches valorant --completed --json --jq '.matches[0].slug')\" --json"
)]
pub(crate) struct Args {
    /// Sport slug; may be left out when default_sport is set
    #[arg(value_name = "SPORT")]
    pub(crate) sport: Option<String>,
    /// Match slug (from `esx matches SPORT --completed`)
    #[arg(value_name = "SLUG")]
    pub(crate) slug: Option<String>,
}

/// Run `esx boxscore`: check the arguments, fetch, print.
pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let (_, slug) = params::sport_then(
        args.sport.as_deref(),
        args.slug.as_deref(),
        "the match SLUG: esx boxscore [SPORT] SLUG",
    )?;
    let sport = ctx.sport()?;
    let slug = params::non_empty("the match SLUG", slug)?;
    let path = routes::BOXSCORE.path(&[&sport, slug]);
    params::show_generic(ctx, &path, &[])
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Routes;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        Some(
            crate::sports::Selector::one(
                crate::params::lead(self.sport.as_ref(), self.slug.as_ref()),
                &routes::BOXSCORE,
                "boxscore",
            )
            .optional_if(self.sport.is_none()),
        )
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}
