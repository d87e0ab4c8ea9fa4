//! The service's `/gaps` as `esx gaps` asks it: the query the flags make, the `--all`
//! page size, the progress line and the hint a plan refusal gets.

use super::args::Args;
use crate::error::EsxError;
use esx_proto::routes::Query;

/// Rows per request with `--all` (the route's maximum: fewest round trips).
pub(super) const ALL_PAGE_SIZE: u32 = 500;

pub(super) fn progress(bar: &indicatif::ProgressBar, n: u64, total: Option<u64>) {
    bar.set_message(match total {
        Some(t) => format!("fetching gaps: {n} of {t} rows"),
        None => format!("fetching gaps: {n} rows"),
    });
    bar.tick();
}

pub(super) fn remote_query(args: &Args) -> Query {
    Query::new()
        .opt("min_gap", args.min_gap)
        .opt("player", args.player.as_deref())
        .opt("market", args.market.as_deref())
        .opt("market_contains", args.market_contains.as_deref())
        .opt("book", args.book.as_deref())
        .opt("limit", args.limit)
        .opt("offset", args.offset)
}

/// A plan refusal on `/gaps` points at `--local`, which Sandbox may use.
pub(super) fn with_local_hint(err: EsxError, sport: &str) -> EsxError {
    match err {
        e if e.kind() == crate::error::ErrorKind::Plan => e.with_hint(format!(
            "try `esx gaps {sport} --local`, which computes gaps from /props (allowed on Sandbox)"
        )),
        other => other,
    }
}
