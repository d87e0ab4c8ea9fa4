//! `esx gaps`' flags: the clap `Args`, its examples and the `--min-gap` parser.

use crate::cli::SportArg;

const EXAMPLES: &str = "\
Examples:
  esx gaps cs2
  esx gaps cs2 --min-gap 1.5 --market-contains KILLS
  esx gaps cs2 --starts-within 6h  # only events starting in the next six hours
  esx gaps valorant --book prizepicks --player \"$(esx gaps valorant --book prizepicks --json --jq '.gaps[0].player_name')\"
  esx gaps cs2 --min-gap 1.5 --all --format csv -o gaps.csv   # cron export, atomic
  esx gaps cs2 --all --format ndjson | jq -c '{player_name, line_gap}'
  esx gaps cs2 --local            # computed from /props (works on Sandbox)
  esx gaps valorant --middles     # only middles: window, P(middle), EV%

CSV columns (stable): gap_id, player_id, player_name, team, opponent, event_id,
event_time, stat_type, market, line, line_min, line_max, line_gap, book_count, books
(books as key:line;key:line).
  esx gaps cs2 --min-gap 1 --watch 30 | jq -c 'select(.type != \"gone\")'   # live changes";

#[derive(Debug, Clone, clap::Args)]
#[command(after_help = EXAMPLES)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) sport: SportArg,
    /// Smallest line gap to show (>= 0; 0 shows every multi-venue spread) [service default: 0.5]
    #[arg(long, value_name = "N", value_parser = parse_min_gap)]
    pub(crate) min_gap: Option<f64>,
    /// Player name or id contains TEXT
    #[arg(long, value_name = "TEXT")]
    pub(crate) player: Option<String>,
    /// Market: the short label (kills_maps_1_2) or the stat_type
    #[arg(long, value_name = "MARKET")]
    pub(crate) market: Option<String>,
    /// Only stat_types containing TEXT
    #[arg(long, value_name = "TEXT")]
    pub(crate) market_contains: Option<String>,
    /// Only gaps that include this DFS venue
    #[arg(long, value_name = "VENUE", value_parser = crate::cli::Suggest(esx_proto::venues::DFS_KEYS), hide_possible_values = true)]
    pub(crate) book: Option<String>,
    /// Rows per page (1–500) [service default: 100]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=500), conflicts_with = "all")]
    pub(crate) limit: Option<u32>,
    /// Rows to skip
    #[arg(long, value_name = "N")]
    pub(crate) offset: Option<u64>,
    /// Follow the pages to the end (CSV and NDJSON stream as pages arrive)
    #[arg(long)]
    pub(crate) all: bool,
    /// Compute gaps in esx from /props (no Hobby plan needed)
    #[arg(long)]
    pub(crate) local: bool,
    /// Only events starting between now and now + DURATION (e.g. 6h, 30m, 2d)
    #[arg(long, value_name = "DURATION", value_parser = crate::flags::parse_duration)]
    pub(crate) starts_within: Option<f64>,
    /// Only the gaps that are middles (a whole number wins both the lowest over and the
    /// highest under), with their window, P(middle) and EV%
    #[arg(long)]
    pub(crate) middles: bool,
    /// Re-fetch every SECONDS and show what changed (table on a terminal, NDJSON when piped)
    #[arg(long, value_name = "SECONDS", value_parser = crate::flags::parse_interval)]
    pub(crate) watch: Option<f64>,
}

pub(super) fn parse_min_gap(s: &str) -> Result<f64, String> {
    crate::flags::number(
        s,
        |v| v >= 0.0,
        |v| match v {
            Some(_) => format!("min gap must be a number >= 0, got {s}"),
            None => format!("`{s}` is not a number"),
        },
    )
}
