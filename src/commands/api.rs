//! `esx api PATH`: a raw GET to any route, printed as JSON (like `gh api`).

use crate::error::EsxError;
use crate::output::{Format, View};

use crate::context::Context;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Route path, e.g. /v6/books (the base URL's prefix is added)
    pub(crate) path: String,
    /// Query parameter KEY=VALUE (repeatable)
    #[arg(short = 'F', long = "field", value_name = "KEY=VALUE")]
    pub(crate) fields: Vec<String>,
    /// Follow limit/offset pagination to the end and merge the pages
    #[arg(long)]
    pub(crate) paginate: bool,
    /// Row array to merge with --paginate (default: the first array in the answer)
    #[arg(long, value_name = "KEY", requires = "paginate")]
    pub(crate) rows: Option<String>,
    /// Page size with --paginate
    #[arg(long, value_name = "N", default_value_t = 100, requires = "paginate", value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub(crate) page_size: u32,
    /// Send no API key (for the keyless published breakdown pages)
    #[arg(long)]
    pub(crate) no_key: bool,
}

pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let path = args.path.trim();
    if path.is_empty() || path.contains("://") {
        return Err(EsxError::usage(format!(
            "`{path}` is not a route path: give the path only, e.g. /v6/books (the base URL comes from configuration)"
        ))
        .into());
    }
    let (path, inline_query) = path.split_once('?').unwrap_or((path, ""));
    let mut query: Vec<(String, String)> = url::form_urlencoded::parse(inline_query.as_bytes())
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect();
    query.extend(crate::params::parse_fields(&args.fields)?);
    let client = if args.no_key {
        ctx.keyless_client()?
    } else {
        ctx.client()?
    };
    let data = if args.paginate {
        let bar = ctx.diag().progress(&format!("fetching {path}"));
        let result = client.get_all(
            path,
            &query,
            args.rows.as_deref(),
            args.page_size,
            &mut |n, total| {
                bar.set_message(match total {
                    Some(t) => format!("{n}/{t} rows"),
                    None => format!("{n} rows"),
                });
                bar.tick();
            },
        );
        bar.finish_and_clear();
        result?
    } else if args.no_key {
        client.get_json_keyless(path, &query)?
    } else {
        client.get_json(path, &query)?
    };
    // Any route, any shape: a raw request has no model, so the display is Value-generic
    // and the JSON is the service's text unchanged.
    ctx.output(Format::Json).emit(&View::generic(data))
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Routes;

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}
