//! `esx picks`' flags, their help and what they parse into.

use clap::ValueEnum;
use esx_odds::DevigMethod;

use crate::cli::SportArg;
use crate::gamelogs::DispersionArg;
use crate::linebook::DEVIG;

const EXAMPLES: &str = "\
Examples:
  esx picks cs2
  esx picks cs2 --app sleeper --slip power3 --min-edge 0
  esx picks valorant --payout 6 --legs 3 --best-slips 5
  esx picks lol --model none --jq '.picks[] | select(.edge_pts > 0) | .player_name'
  esx picks cs2 --model poisson --limit 5
  esx picks cs2 --dispersion player --limit 5

For each player, stat and event with a sportsbook over/under pair (American odds on both
sides at book line Lb), the pair is de-vigged (--devig) into p_over(Lb). A DFS line equal to
Lb wins with that fair probability; another line needs a count model: --model negbin (the
default: X ~ NegBin(μ, k), Var = μ + μ²/k, μ solving P(X > Lb) = p_over; a whole-number
line has a push, counted as a miss) or --model poisson (X ~ Poisson(λ), the same equation).
negbin's k: --dispersion stat (the default) takes the stat type's from
`esx config set picks.dispersion.<STAT_TYPE> K` (default 30); --dispersion player fits
each player's from his last 30 maps (/players/{slug}/gamelogs, Builder plan; one request
per player, cached a day; on a 403 or 429 the stat type's, said once). Each pick's JSON
`dispersion` is {k, source: player|stat} (null without negbin). Only the sides a
venue posts are shown; events at or before the run's clock are left out unless
--include-started. A power slip of n legs paying M breaks even at M^(-1/n) per leg;
edge_pts = 100·(p_win − breakeven).

Default power-slip payouts (legs: 2 / 3 / 4 / 5 / 6):
  any venue      3 / 5 / 10 / 20 / 37.5
  prizepicks     3 / 5 / 10 / 20 / 37.5
  underdog       3 / 6 / 10 / 20 / 35
Override one with `esx config set payout.<venue>.<legs> M` (e.g. payout.underdog.3 6),
or for every venue with --payout M --legs n.

Flex slips (--slip flex3..flex6) pay by number correct; the per-leg break-even is the p at
which the slip's expected payout is 1 (Σ C(n,k) p^k (1−p)^(n−k) x_k = 1). Default tables,
PrizePicks as published 2026-11 (all correct first):
  flex3 2.25 / 1.25          break-even 0.5909
  flex4 5 / 1.5              break-even 0.5689
  flex5 10 / 2 / 0.4         break-even 0.5425
  flex6 25 / 2 / 0.4         break-even 0.5421
Set another venue's with `esx config set payout.<venue>.flex<n> \"x_n,x_(n-1),...\"`; a venue
without one is refused naming those that have one. A flex slip's EV enumerates every result.";

/// `--slip`: the slip type whose break-even each pick is judged against.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub(crate) enum SlipArg {
    /// 2-leg power play
    #[default]
    Power2,
    /// 3-leg power play
    Power3,
    /// 4-leg power play
    Power4,
    /// 5-leg power play
    Power5,
    /// 6-leg power play
    Power6,
    /// 3-leg flex play (pays for 2 of 3 correct too)
    Flex3,
    /// 4-leg flex play
    Flex4,
    /// 5-leg flex play
    Flex5,
    /// 6-leg flex play
    Flex6,
}

impl SlipArg {
    pub(super) fn legs(self) -> u32 {
        match self {
            Self::Power2 => 2,
            Self::Power3 | Self::Flex3 => 3,
            Self::Power4 | Self::Flex4 => 4,
            Self::Power5 | Self::Flex5 => 5,
            Self::Power6 | Self::Flex6 => 6,
        }
    }

    pub(super) const fn is_flex(self) -> bool {
        matches!(self, Self::Flex3 | Self::Flex4 | Self::Flex5 | Self::Flex6)
    }
}

/// `--model`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub(crate) enum ModelArg {
    /// Negative binomial off the book's line (Var = μ + μ²/k), k per --dispersion
    #[default]
    Negbin,
    /// Poisson count model fitted to the book's line
    Poisson,
    /// Only DFS lines equal to the book's line
    None,
}

#[derive(Debug, Clone, clap::Args)]
#[command(after_help = EXAMPLES)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) sport: SportArg,
    /// De-vig method for the book's pair
    #[arg(long, value_name = "METHOD", default_value = "multiplicative", value_parser = DEVIG)]
    pub(crate) devig: DevigMethod,
    /// Make the sportsbooks' pairs at a line one fair on this basis (all, others and blend:
    /// their mean; worst: each side's lowest; sharp: config fair.sharp.<sport>) [default:
    /// each book's pair alone]; see docs/fair.md
    #[arg(long, value_name = "BASIS", value_parser = crate::linebook::FAIR)]
    pub(crate) fair: Option<esx_odds::FairBasis>,
    // The store `--fair sharp|learned` reads its venue rank from.
    #[command(flatten)]
    pub(crate) db: crate::store::DbArg,
    /// How a fair probability moves off the book's line
    #[arg(long, value_enum, default_value = "negbin")]
    pub(crate) model: ModelArg,
    /// Where negbin's k comes from (negbin only)
    #[arg(long, value_enum, default_value = "stat")]
    pub(crate) dispersion: DispersionArg,
    /// Slip type for the break-even (payout per venue: see below)
    #[arg(long, value_enum, default_value = "power2")]
    pub(crate) slip: SlipArg,
    /// Custom slip payout multiplier for every venue (with --legs)
    #[arg(long, value_name = "M", requires = "legs", value_parser = crate::config::parse_payout)]
    pub(crate) payout: Option<f64>,
    /// Legs of the custom slip (with --payout)
    #[arg(long, value_name = "N", requires = "payout", value_parser = clap::value_parser!(u32).range(1..=12))]
    pub(crate) legs: Option<u32>,
    /// Only picks with at least this edge, in points
    #[arg(long, value_name = "PTS", allow_negative_numbers = true, value_parser = parse_edge)]
    pub(crate) min_edge: Option<f64>,
    /// Only this DFS venue (key, see `esx books`)
    #[arg(long, value_name = "VENUE", value_parser = crate::cli::Suggest(esx_proto::venues::BOARD_DFS_KEYS), hide_possible_values = true)]
    pub(crate) app: Option<String>,
    /// Judge events that have already started too (picks and slips)
    #[arg(long)]
    pub(crate) include_started: bool,
    /// Show the best N picks (highest edge first) [default in a table: 50; other formats: all]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub(crate) limit: Option<u32>,
    /// Only events starting between now and now + DURATION (e.g. 6h, 30m, 2d)
    #[arg(long, value_name = "DURATION", value_parser = crate::flags::parse_duration)]
    pub(crate) starts_within: Option<f64>,
    /// Also build the K best slips (legs from different events, one venue per slip)
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(u32).range(1..=100))]
    pub(crate) best_slips: Option<u32>,
}

fn parse_edge(s: &str) -> Result<f64, String> {
    crate::flags::number(
        s,
        |v| v.abs() <= 100.0,
        |_| format!("must be points from -100 to 100, got `{s}`"),
    )
}
