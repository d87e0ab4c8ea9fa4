//! `esx lines`' flags: the clap `Args` and its examples, `--sort`, the number parsers,
//! and what the flags resolve to (the query, the consensus parameters).

use clap::ValueEnum;

use crate::cli::SportArg;
use crate::error::EsxError;
use crate::linebook::{DEVIG, JudgeArgs, Market};
use esx_odds::{ConsensusParams, DevigMethod, FairBasis};
use esx_proto::routes::Query;

/// Orders for the rows shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum SortKey {
    /// Raw edge, highest first
    Edge,
    /// Edge × confidence × liquidity, highest first
    Adjusted,
    /// Consensus confidence, highest first
    Confidence,
    /// Event time, soonest first
    Time,
    /// Kelly fraction, highest first
    Kelly,
}

const EXAMPLES: &str = concat!("\
Examples:
  esx lines cs2 --market match_winner          # the board: best price and edge per market
  esx lines cs2 --top                          # markets that clear every quality gate
  esx lines all --top --limit 10               # the ten best edges across every sport
  esx lines cs2 --local --devig shin --top     # re-derive consensus locally, re-rank edges
  esx lines lol --local --min-sources 2 --max-edge 10 --sort adjusted
  esx lines cs2 --team \"$(esx lines cs2 --json --jq '.events[0].home_team')\"   # one team's events
  esx lines cs2 --explain next:match_winner    # every step, on the soonest upcoming match
  esx lines cs2 --event next                   # one event: `next`, an event id or a matchup key
  esx lines cs2 --check                        # where the service's numbers differ from esx's
  esx lines cs2 --local --fair worst           # edges against each outcome's lowest no-vig price
  esx lines dota2 --min-edge 1 --bankroll 1000 --kelly-fraction 0.25 --sort kelly
  esx lines valorant --json --jq '.top_edges[] | [.outcome, .edge_pct] | @tsv'

Local definitions (docs/odds.md): consensus = venue-weighted mean of de-vigged sources
(spec weights: sportsbook 1, prediction markets --pm-weight; --weights quality, the default,
multiplies each by (1 − margin/0.10) × depth, depth 1 for a sportsbook and a prediction
market's liquidity score: a source with a margin of 10 % or more leaves the fair basis;
--fees none implies --weights spec; --explain shows each weight); net price = what the bettor receives after the
venue's fee: a prediction market at probability P with fee coefficient c (kalshi ", esx_odds::kalshi_fee!(), ", others 0;
`esx config set fees.<venue> C`, --fees none) nets 1/(P + c·P·(1−P)), a sportsbook its decimal;
best price = highest net price; edge = 100 × (fair × net − 1), fair = consensus of every source
(--fair all, default) or of every other source (--fair others, the parlays definition);
--fair blend|worst|sharp|learned: the spec's weights, the lowest no-vig, the venue leading
the --db store's rank at 60m, weights 1/Brier from it (docs/fair.md);
confidence = min(1, sources / min_sources) × clamp(1 − disagreement / (2 × max_disagreement), 0, 1);
liquidity score = per-source depth (sportsbook 1, prediction market min r/(1+r), r = value/floor);
adjusted edge = edge × confidence × liquidity score (the ranking key).
Kelly: f = (b·p − q)/b at the net price, staked at --kelly-fraction (default 0.25, quarter Kelly),
only on markets that pass every gate (else 0, gate named; --include-suspect), one stake per event
(best net edge; others `correlated_with`), --max-stake-pct; when the run's stakes sum above
--max-exposure × bankroll (default 0.25) every stake is scaled down in proportion (esx.exposure).
Events at or before the run's clock (--now) are listed, marked `started: true` in their esx
block, but are never a top edge or a stake (stake 0, gated_by started) unless --include-started.
Shin equals additive on a two-way market with an overround (every /lines market is two-way).
Default liquidity floors: first prediction market volume 1000 and open interest 500;
second prediction market volume 5000 and liquidity 1000 (--min-liquidity sets all four).");

#[derive(Debug, Clone, clap::Args)]
#[command(after_help = EXAMPLES)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) sport: SportArg,
    /// Only this market
    #[arg(long, value_enum)]
    pub(crate) market: Option<Market>,
    /// Only this event (canonical event id or matchup key, or `next`: the soonest upcoming)
    #[arg(long, value_name = "EVENT")]
    pub(crate) event: Option<String>,
    /// Weight of each prediction market in the consensus (sportsbook weight is 1)
    #[arg(long, value_name = "W", value_parser = parse_non_negative)]
    pub(crate) pm_weight: Option<f64>,
    /// Show the top edges (markets that clear every quality gate) instead of every market
    #[arg(long)]
    pub(crate) top: bool,
    /// Recompute consensus, edges, gates and ranking locally from the sources in the payload
    #[arg(long)]
    pub(crate) local: bool,
    /// De-vig method for local results
    #[arg(long, value_name = "METHOD", value_parser = DEVIG)]
    pub(crate) devig: Option<DevigMethod>,
    /// Gate: at least this many sources [default: 3]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=20))]
    pub(crate) min_sources: Option<u32>,
    /// Gate: largest source disagreement, in probability units [default: 0.12]
    #[arg(long, value_name = "P", value_parser = parse_probability)]
    pub(crate) max_disagreement: Option<f64>,
    /// Gate: largest believable raw edge, in percent [default: 8]
    #[arg(long, value_name = "PCT", value_parser = parse_non_negative)]
    pub(crate) max_edge: Option<f64>,
    /// Gate: floor for every prediction-market depth metric (volume, open interest, liquidity)
    #[arg(long, value_name = "N", value_parser = parse_non_negative)]
    pub(crate) min_liquidity: Option<f64>,
    /// Order of the rows [default: the service's order]
    #[arg(long, value_enum)]
    pub(crate) sort: Option<SortKey>,
    /// Only events of a team whose name contains TEXT (case-insensitive)
    #[arg(long, value_name = "TEXT")]
    pub(crate) team: Option<String>,
    /// Only rows whose edge is at least PCT percent
    #[arg(long, value_name = "PCT", value_parser = parse_finite, allow_negative_numbers = true)]
    pub(crate) min_edge: Option<f64>,
    /// Print every step behind one market: EVENT[:MARKET[:MAP_OR_LINE]] (event id, matchup
    /// key, or `next`: the soonest upcoming)
    #[arg(long, value_name = "TARGET", conflicts_with_all = ["top", "check"])]
    pub(crate) explain: Option<String>,
    /// Add Kelly stakes for this bankroll to each market's best price
    #[arg(long, value_name = "AMOUNT", value_parser = parse_positive)]
    pub(crate) bankroll: Option<f64>,
    /// Fraction of full Kelly to stake (0 < F ≤ 1; 0.25 = quarter Kelly)
    #[arg(long, value_name = "F", default_value_t = 0.25, value_parser = parse_fraction)]
    pub(crate) kelly_fraction: f64,
    /// Largest total of one run's stakes, as a fraction of the bankroll (0 < F ≤ 1);
    /// above it every stake is scaled down in proportion
    #[arg(long, value_name = "F", default_value_t = 0.25, value_parser = parse_fraction, requires = "bankroll")]
    pub(crate) max_exposure: f64,
    /// Stake markets that fail a gate too (by default they get stake 0 and the gate named)
    #[arg(long, requires = "bankroll")]
    pub(crate) include_suspect: bool,
    /// Judge events that have already started too (top edges and stakes)
    #[arg(long)]
    pub(crate) include_started: bool,
    /// Largest stake, in percent of the bankroll
    #[arg(long, value_name = "PCT", value_parser = parse_percent, requires = "bankroll")]
    pub(crate) max_stake_pct: Option<f64>,
    #[command(flatten)]
    pub(crate) judge: JudgeArgs,
    /// List where the service's numbers differ from esx's local ones beyond --tolerance
    #[arg(long, conflicts_with = "top")]
    pub(crate) check: bool,
    /// Re-fetch every SECONDS and show what changed (table on a terminal, NDJSON when piped)
    #[arg(long, value_name = "SECONDS", value_parser = crate::flags::parse_interval, conflicts_with_all = ["explain", "check"])]
    pub(crate) watch: Option<f64>,
    /// Show at most N rows (after --sort); a line says how many more there are
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub(crate) limit: Option<u32>,
    /// Only events starting between now and now + DURATION (e.g. 6h, 30m, 2d)
    #[arg(long, value_name = "DURATION", value_parser = crate::flags::parse_duration)]
    pub(crate) starts_within: Option<f64>,
    /// Show each market's key (for `esx history --market-key`) and event id
    #[arg(long)]
    pub(crate) ids: bool,
    /// Tolerance for --check, in probability units (percent fields use 100×)
    #[arg(long, value_name = "P", default_value_t = 0.001, value_parser = parse_non_negative, requires = "check")]
    pub(crate) tolerance: f64,
}

fn parse_finite(s: &str) -> Result<f64, String> {
    crate::flags::number(s, |_| true, |_| format!("`{s}` is not a finite number"))
}

/// The lines flags' ranges; a value that is no finite number says so first.
fn ranged(s: &str, ok: impl Fn(f64) -> bool, why: &str) -> Result<f64, String> {
    crate::flags::number(s, ok, |v| match v {
        Some(v) if v.is_finite() => format!("{why}, got {s}"),
        _ => format!("`{s}` is not a finite number"),
    })
}

fn parse_non_negative(s: &str) -> Result<f64, String> {
    ranged(s, |v| v >= 0.0, "must be ≥ 0")
}

fn parse_positive(s: &str) -> Result<f64, String> {
    ranged(s, |v| v > 0.0, "must be > 0")
}

fn parse_probability(s: &str) -> Result<f64, String> {
    crate::flags::number(
        s,
        |v| (0.0..=1.0).contains(&v),
        |v| match v {
            Some(v) if v.is_finite() => {
                format!("must be a probability in [0, 1], got {s} (0.12 is 12 points)")
            }
            _ => format!("`{s}` is not a finite number"),
        },
    )
}

fn parse_percent(s: &str) -> Result<f64, String> {
    ranged(
        s,
        |v| (0.0..=100.0).contains(&v),
        "must be a percentage in [0, 100]",
    )
}

/// `--kelly-fraction` and `--max-exposure`: a fraction in (0, 1]; `25` for 25 % is the
/// likely mistake, so the message says what the unit is.
fn parse_fraction(s: &str) -> Result<f64, String> {
    ranged(
        s,
        |v| v > 0.0 && v <= 1.0,
        "must be a fraction of the bankroll, e.g. 0.25 for 25 % (in (0, 1])",
    )
}

impl Args {
    /// Whether any local-only tuning flag was given.
    pub(super) fn tuning_given(&self) -> bool {
        self.devig.is_some()
            || self.judge.fair.is_some()
            || self.judge.weights.is_some()
            || self.min_sources.is_some()
            || self.max_disagreement.is_some()
            || self.max_edge.is_some()
            || self.min_liquidity.is_some()
    }

    /// The consensus parameters for local work; `service_pm_weight` is the payload's.
    pub(crate) fn params(
        &self,
        service_pm_weight: Option<f64>,
    ) -> Result<ConsensusParams, EsxError> {
        let mut p = ConsensusParams {
            fair_basis: self.judge.fair.unwrap_or(FairBasis::All),
            weights: self.judge.weights(),
            ..ConsensusParams::default()
        };
        if let Some(m) = self.devig {
            p.method = m;
        }
        if let Some(w) = self.pm_weight.or(service_pm_weight) {
            p.pm_weight = w;
        }
        if let Some(n) = self.min_sources {
            p.gates.min_sources = n as usize;
        }
        if let Some(d) = self.max_disagreement {
            p.gates.max_disagreement = d;
        }
        if let Some(e) = self.max_edge {
            p.gates.max_edge_pct = e;
        }
        if let Some(l) = self.min_liquidity {
            p.gates.floors.first_pm_volume = l;
            p.gates.floors.first_pm_open_interest = l;
            p.gates.floors.second_pm_volume = l;
            p.gates.floors.second_pm_liquidity = l;
        }
        p.validate()
            .map_err(|e| EsxError::usage(format!("invalid consensus parameter: {e}")))?;
        crate::fair_basis::check_weights(p.fair_basis, self.judge.weights)?;
        Ok(p)
    }

    /// The `/lines` query for these flags.
    #[must_use]
    pub(crate) fn query(&self, event: Option<&str>) -> Query {
        Query::new()
            .opt("event_id", event.or(self.event.as_deref()))
            .opt("market", self.market.map(Market::as_str))
            .opt("pm_weight", self.pm_weight)
    }
}
