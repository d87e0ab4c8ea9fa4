//! `esx parlays`' flags: the clap `Args` and its examples, `--include`, the typed ticket's
//! legs (`--ticket`) and the checks `clap` cannot make.

use clap::ValueEnum;
use esx_odds::DevigMethod;

use crate::cli::SportArg;
use crate::error::EsxError;
use crate::linebook::{DEVIG, JudgeArgs, Market};

/// `--include` values (discover mode).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum Include {
    /// Keep negative-EV parlays too
    All,
}

const EXAMPLES: &str = "\
Examples:
  esx parlays cs2 --book thunderpick                      # discover the best 2-leg parlays
  esx parlays lol --book thunderpick --size 3 --include all --limit 10
  esx parlays cs2 --book kalshi --include all --starts-within 12h   # may find nothing: every leg starts soon
  esx parlays cs2 --book thunderpick --ticket \"$(esx lines cs2 --market match_winner --json --jq '[.events[:2][] | \"\\(.kr_match_id):match_winner:\\(.home_team_id)\"] | join(\",\")')\"
  esx parlays lol --book polymarket --local --devig power   # price from /lines in esx
  esx parlays cs2 --book thunderpick --json --jq '.parlays[] | [.decimal, .ev_pct] | @tsv'

Legs of different matches are independent: decimal = product of leg decimals, net = product
of leg prices after fees, fair probability = product of leg fair probabilities (consensus
without the leg's own book: --fair others, the default; --fair all uses every source),
EV = 100 × (fair × net − 1). A ticket is checked before anything is sent: the same leg twice
or two sides of one market exit 2; two legs on one match exit 2 unless --allow-same-event.
Same-match legs are priced by the series model (`correlation: \"series-model\"`): maps as
independent trials at a per-map probability q fitted by least squares to the match's own
markets on /lines (its match winner and every map winner, at the parlay's fair basis);
esx.fit = {q, gaps: model − market}, a gap above 0.03 flags the ticket inconsistent_markets.
Best of 3 unless the board shows 5 (a total_maps line of 3.5/4.5 or a map 4 market) or 1
(only map 1, no total_maps); --best-of N overrides. In a best of 3, P(win map 1 and the
match) = q·(1−(1−q)²): at q = 0.6095, 0.5166 where the product of the legs gives 0.4033. A
best of 1 or 2 cannot price two legs of one match (exit 2). A handicap or total with a
winner market of the same match is esx.placeable: false (books take it only as a same-game
parlay).
Discovery (the service's or --local) keeps only parlays whose legs are bets on their own:
positive net EV against the leg's fair price, its market passing every lines gate (liquidity
included) and its match not started; the service's others are dropped and counted in
esx.dropped (--include all shows them, marked in esx.failed_legs). Judging service parlays
reads /lines once. With --local a leg's match id is the /lines event id and its selection
the outcome name (the payload has no team ids).";

#[derive(Debug, clap::Args)]
#[command(after_help = EXAMPLES)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) sport: SportArg,
    /// The line book every leg must price on (venue key, see `esx books`)
    #[arg(long, value_name = "BOOK", value_parser = crate::cli::Suggest(esx_proto::venues::LINE_BOOK_KEYS), hide_possible_values = true)]
    pub(crate) book: String,
    /// Price mode: legs as MATCH_ID:MARKET:SELECTION (repeatable or comma-separated)
    #[arg(long, value_name = "LEGS", value_delimiter = ',')]
    pub(crate) ticket: Vec<String>,
    /// Market of the legs
    #[arg(long, value_enum, default_value = "match_winner")]
    pub(crate) market: Market,
    /// Legs per parlay (discover mode)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(2..=3))]
    pub(crate) size: Option<u8>,
    /// Keep negative-EV parlays (discover mode)
    #[arg(long, value_enum)]
    pub(crate) include: Option<Include>,
    /// Allow legs whose match has started (discover mode)
    #[arg(long)]
    pub(crate) include_started: bool,
    /// At most N parlays
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=100))]
    pub(crate) limit: Option<u8>,
    /// Only parlays whose every leg's match starts between now and now + DURATION (e.g. 6h)
    #[arg(long, value_name = "DURATION", value_parser = crate::flags::parse_duration)]
    pub(crate) starts_within: Option<f64>,
    /// Price locally from /lines with the odds engine
    #[arg(long)]
    pub(crate) local: bool,
    /// De-vig method for --local fair prices
    #[arg(long, value_name = "METHOD", value_parser = DEVIG, requires = "local")]
    pub(crate) devig: Option<DevigMethod>,
    /// Prediction-market weight for --local fair prices
    #[arg(long, value_name = "W", requires = "local")]
    pub(crate) pm_weight: Option<f64>,
    /// Price a ticket with two legs on one match (priced jointly by the series model)
    #[arg(long)]
    pub(crate) allow_same_event: bool,
    /// Series length for same-match legs (default: what the board shows, else 3)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=7))]
    pub(crate) best_of: Option<u32>,
    #[command(flatten)]
    pub(crate) judge: JudgeArgs,
}

/// One ticket leg as typed by the user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct TicketLeg {
    pub(crate) match_id: String,
    pub(crate) market: String,
    pub(crate) selection: String,
}

/// Parse `MATCH_ID:MARKET:SELECTION`, checking the market name.
pub(crate) fn parse_leg(s: &str) -> Result<TicketLeg, EsxError> {
    let parts: Vec<&str> = s.trim().splitn(3, ':').map(str::trim).collect();
    match parts.as_slice() {
        [m, market, sel] if !m.is_empty() && !sel.is_empty() => {
            if Market::from_str(market, true).is_err() {
                return Err(EsxError::usage(format!(
                    "ticket leg `{s}`: unknown market `{market}`; valid: match_winner, map_winner, total_maps, map_handicap"
                )));
            }
            Ok(TicketLeg {
                match_id: (*m).to_string(),
                market: (*market).to_string(),
                selection: (*sel).to_string(),
            })
        }
        _ => Err(EsxError::usage(format!(
            "ticket leg `{s}` is not MATCH_ID:MARKET:SELECTION"
        ))),
    }
}

impl Args {
    pub(super) fn validate(&self) -> Result<Vec<TicketLeg>, EsxError> {
        if self.book.trim().is_empty() {
            return Err(EsxError::usage(
                "--book needs a venue key (see `esx books`)",
            ));
        }
        let legs = self
            .ticket
            .iter()
            .filter(|t| !t.trim().is_empty())
            .map(|t| parse_leg(t))
            .collect::<Result<Vec<_>, _>>()?;
        if !legs.is_empty()
            && (self.size.is_some()
                || self.include.is_some()
                || self.include_started
                || self.starts_within.is_some())
        {
            return Err(EsxError::usage(
                "--size, --include, --include-started and --starts-within apply to discover mode, not to --ticket",
            ));
        }
        if let Some(w) = self.pm_weight
            && !(w.is_finite() && w >= 0.0)
        {
            return Err(EsxError::usage(format!(
                "--pm-weight must be a number ≥ 0, got {w}"
            )));
        }
        if self.judge.fair.is_some() && !self.local {
            return Err(EsxError::usage(
                "--fair chooses esx's own fair price: add --local (the service measures legs against the other books)",
            ));
        }
        Ok(legs)
    }
}

/// `/parlays`' largest `limit` (the interface: 1–100), and its default page.
pub(super) const MAX_LIMIT: u8 = 100;
pub(super) const DEFAULT_LIMIT: u8 = 25;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticket_legs_parse_or_explain() {
        let l = parse_leg(" kr_cs2_a:match_winner:kr_tm_1 ").unwrap();
        assert_eq!(l.match_id, "kr_cs2_a");
        assert_eq!(l.selection, "kr_tm_1");
        assert!(parse_leg("a:moneyline:b").is_err());
        assert!(parse_leg("a:match_winner").is_err());
        assert!(parse_leg(":match_winner:b").is_err());
        // A selection may itself contain a colon.
        assert_eq!(parse_leg("a:map_winner:x:y").unwrap().selection, "x:y");
    }
}
