//! `esx history`: the quote tape (`/v6/esports/history/contract`), selected by
//! `--market-key`, or by `--prop-id` together with `--book` (answer shape not shown,
//! so printed faithfully).

use esx_proto::routes::{self, Query};

use crate::context::Context;
use crate::params;

#[derive(Debug, clap::Args)]
#[command(
    group(clap::ArgGroup::new("select").required(true).args(["market_key", "prop_id"])),
    after_help = "Examples:\n  esx history --market-key \"$(esx lines cs2 --market match_winner --json --jq '.events[0].markets[0].market_key')\"\n  esx history --prop-id \"$(esx props cs2 --book thunderpick --json --jq '.props[0].propId')\" --book thunderpick --json"
)]
pub struct Args {
    /// A mainline market key (as on the lines payload)
    #[arg(long, value_name = "KEY")]
    pub market_key: Option<String>,
    /// A prop id (needs --book)
    #[arg(long, value_name = "ID", requires = "book")]
    pub prop_id: Option<String>,
    /// The venue key the prop is posted on (with --prop-id)
    #[arg(long, value_name = "VENUE", requires = "prop_id", value_parser = crate::cli::Suggest(esx_proto::venues::BOARD_KEYS), hide_possible_values = true)]
    pub book: Option<String>,
    /// Extra query parameter KEY=VALUE for parameters the interface does not list
    #[arg(short = 'F', long = "field", value_name = "KEY=VALUE")]
    pub fields: Vec<String>,
}

/// Run `esx history`: check the arguments, fetch, print.
pub fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let trimmed = |s: &Option<String>, what: &str| {
        s.as_deref()
            .map(|v| params::non_empty(what, v).map(str::to_string))
            .transpose()
    };
    let mut query = Query::new()
        .opt("market_key", trimmed(&args.market_key, "--market-key")?)
        .opt("prop_id", trimmed(&args.prop_id, "--prop-id")?)
        .opt("book", trimmed(&args.book, "--book")?)
        .0;
    query.extend(params::extra(&args.fields)?);
    params::show_generic(ctx, &routes::HISTORY.path(&[]), &query)
}
