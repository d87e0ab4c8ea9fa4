//! `esx backtest`'s flags: the clap `Args`, its examples and its value enums (what to
//! score, the model, the comparison, the segments).

use crate::store::DbArg;

const EXAMPLES: &str = "\
Examples:
  esx --demo backtest --db /tmp/esx-history.sqlite
  esx --demo backtest --what edges --by market --db /tmp/esx-history.sqlite --json
  esx --demo backtest --what picks --model poisson --since 30d --db /tmp/esx-history.sqlite
  esx --demo backtest --what picks --compare model --db /tmp/esx-history.sqlite
  esx --demo backtest --compare fair --db /tmp/esx-history.sqlite --json

Fill the store first: `esx record SPORT --what lines,picks,edges` before matches start,
`esx grade SPORT` after they finish.";

/// What to score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum What {
    /// Recorded picks (`record --what picks`), graded from `/results`
    Picks,
    /// Recorded market outcomes at their best net price (`record --what edges`)
    Edges,
    /// The bet log's settled bets
    Bets,
}

/// The pick'em model to score picks with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum ModelArg {
    /// The probability each pick was recorded with
    Recorded,
    /// Poisson off the book's no-vig line
    Poisson,
    /// Negative binomial off the book's no-vig line, the stat type's dispersion
    /// (`picks.dispersion.<stat_type>`, default 30)
    Negbin,
    /// No model: only picks at the book's own line
    None,
}

/// Two predictions of the same outcomes, set side by side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Compare {
    /// Negative binomial (the stat type's k) against Poisson
    Model,
    /// Negative binomial at the k each pick was recorded with against the profile's k today
    Dispersion,
    /// The fair bases (all, others, blend, worst, sharp, learned) on the lines tape's
    /// graded markets an hour before their start, each against blend (implies --what edges)
    Fair,
}

/// How to segment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum By {
    App,
    Market,
    Sport,
}

#[derive(Debug, clap::Args)]
#[command(after_help = EXAMPLES)]
pub(crate) struct Args {
    /// What to score [default: picks; edges under --compare fair]
    #[arg(long, value_enum)]
    pub(crate) what: Option<What>,
    /// Events starting at or after this: RFC 3339 time or a span back from now (30d)
    #[arg(long, value_name = "TIME|SPAN")]
    pub(crate) since: Option<String>,
    /// Events starting before this: RFC 3339 time or a span back from now
    #[arg(long, value_name = "TIME|SPAN")]
    pub(crate) until: Option<String>,
    /// Only this sport
    #[arg(long, value_name = "SPORT")]
    pub(crate) sport: Option<String>,
    /// Only this venue (the pick's app, the edge's best price's source, the bet's source)
    #[arg(long, value_name = "VENUE")]
    pub(crate) app: Option<String>,
    /// Only this market (a pick's stat type, an edge's or a bet's market)
    #[arg(long, value_name = "MARKET")]
    pub(crate) market: Option<String>,
    /// Only predictions at least this good (picks: edge points; edges and bets: percent)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub(crate) min_edge: Option<f64>,
    /// The pick'em model (picks only)
    #[arg(long, value_enum, default_value = "recorded")]
    pub(crate) model: ModelArg,
    /// Figures per segment as well
    #[arg(long, value_enum)]
    pub(crate) by: Option<By>,
    /// Also compare predictions of the same outcomes: their paired difference in Brier
    /// score and log loss, its standard error and whether it is distinguishable from 0
    /// (`fair`: every fair basis against blend, with CLV and ROI)
    #[arg(long, value_enum)]
    pub(crate) compare: Option<Compare>,
    /// The bankroll in units the drawdown is a share of (1-unit stakes); default the
    /// profile's `backtest.bankroll`, else 100
    #[arg(long, value_name = "UNITS", value_parser = crate::config::parse_bankroll, allow_negative_numbers = true)]
    pub(crate) bankroll: Option<f64>,
    /// Also draw the reliability diagram and the bankroll curve into this SVG file
    #[arg(long, value_name = "FILE.svg")]
    pub(crate) plot: Option<std::path::PathBuf>,
    #[command(flatten)]
    pub(crate) db: DbArg,
}

impl Args {
    /// What is scored: `--what`, else edges under `--compare fair` and picks otherwise.
    pub(crate) fn what(&self) -> What {
        self.what.unwrap_or(if self.compare == Some(Compare::Fair) {
            What::Edges
        } else {
            What::Picks
        })
    }
}
