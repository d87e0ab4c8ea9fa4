//! How a bet's close is computed (DESIGN.md "A close that is a close"): from the
//! recorded quotes with the configured de-vig, weights and fair basis, and how old it is.

use esx_store::BetRow;
use serde::Serialize;

use crate::context::Context;
use crate::error::EsxError;

/// A bet's close status: `final` (the start has passed and the close was last seen
/// within `window_s` of it), `provisional` (not started yet, or last seen longer before
/// the start; the age says how long), or `none` (no close). The age is the start minus
/// the oldest `last_seen_at` among the close's quotes (never below 0).
pub(super) fn close_status(
    seen_at: Option<&str>,
    start: Option<&str>,
    now: jiff::Timestamp,
    window_s: f64,
) -> (&'static str, Option<f64>) {
    let parse = |t: &str| t.parse::<jiff::Timestamp>().ok();
    let (Some(seen), Some(start)) = (seen_at.and_then(parse), start.and_then(parse)) else {
        return ("none", None);
    };
    let age = ((start.as_millisecond() - seen.as_millisecond()) as f64 / 1000.0).max(0.0);
    let status = if now >= start && age <= window_s {
        "final"
    } else {
        "provisional"
    };
    (status, Some(age))
}

/// How closes are computed: config `bets.close.{source,devig,weights,fair}` (DESIGN.md
/// "A close that is a close"; `report --close` overrides the source).
#[derive(Debug, Clone, Copy)]
pub(super) struct CloseMethod {
    /// Take a close from the match's line history where the store has none.
    pub(super) service: bool,
    pub(super) devig: esx_odds::DevigMethod,
    pub(super) weights: esx_odds::Weights,
    /// `fair = all` keeps the bet's own venue in its close; `others` leaves it out.
    pub(super) own_venue: bool,
}

impl CloseMethod {
    /// The consensus of a bet's market from each source's closing prices (`outcomes`),
    /// de-vigged and weighted as this method says: the one computation behind the
    /// store's close and the line history's.
    pub(super) fn consensus(
        self,
        b: &BetRow,
        outcomes: Vec<esx_odds::OutcomeInput>,
    ) -> Option<esx_odds::MarketConsensus> {
        let input = esx_odds::MarketInput {
            market: b.market.clone(),
            map: b.map.map(i64::from),
            line: b.line,
            matchup_key: None,
            first_prediction_market: None,
            outcomes,
        };
        let params = esx_odds::ConsensusParams {
            method: self.devig,
            weights: self.weights,
            ..esx_odds::ConsensusParams::default()
        };
        esx_odds::market_consensus(&input, &params).ok()
    }

    pub(super) fn from_config(ctx: &Context, source: Option<CloseSource>) -> anyhow::Result<Self> {
        let file = ctx.config_file()?;
        let profile = &ctx.settings.profile.value;
        let get = |key: &str| -> anyhow::Result<String> {
            let default = crate::config::bets_close_values(key).map_or("", |v| v[0]);
            Ok(match file.get(profile, key) {
                Some(v) => crate::config::venue_setting(key, v)?,
                None => default.to_string(),
            })
        };
        let service = match source {
            Some(s) => s == CloseSource::Service,
            None => get("bets.close.source")? == "service",
        };
        let devig = get("bets.close.devig")?
            .parse::<esx_odds::DevigMethod>()
            .map_err(|e| EsxError::usage(format!("bets.close.devig: {e}")))?;
        let weights = crate::linebook::parse_weights(&get("bets.close.weights")?)
            .map_err(|e| EsxError::usage(format!("bets.close.weights: {e}")))?;
        let own_venue = get("bets.close.fair")? == "all";
        Ok(Self {
            service,
            devig,
            weights,
            own_venue,
        })
    }

    /// The `close_method` object of `report` (`source` is the default one; a bet whose
    /// close came from the line history says so in its own `close_source`), with the
    /// report's window and how many closes were final, provisional and from history.
    pub(super) fn doc(self, t: &CloseTally) -> MethodDoc {
        MethodDoc {
            source: if self.service {
                "service-history"
            } else {
                "store"
            },
            devig: self.devig.to_string(),
            weights: self.weights.as_str(),
            fees: "bet price only",
            own_venue: self.own_venue,
            from: if self.service {
                "recorded quotes, else the recorded service consensus, else the match's line history"
            } else {
                "recorded quotes (else the recorded service consensus)"
            },
            window_s: t.window_s,
            include_provisional: t.include_provisional,
            finals: t.finals,
            provisional: t.provisional,
            from_history: t.from_history,
        }
    }
}

/// How `report` computed its closes, as its JSON carries it (`close_method`).
#[derive(Debug, Serialize)]
pub(super) struct MethodDoc {
    source: &'static str,
    devig: String,
    weights: &'static str,
    fees: &'static str,
    own_venue: bool,
    from: &'static str,
    window_s: f64,
    include_provisional: bool,
    #[serde(rename = "final")]
    finals: usize,
    provisional: usize,
    from_history: usize,
}

/// What `report` counted of its closes.
#[derive(Debug, Default)]
pub(super) struct CloseTally {
    pub(super) window_s: f64,
    pub(super) include_provisional: bool,
    pub(super) finals: usize,
    pub(super) provisional: usize,
    pub(super) from_history: usize,
}

/// `report --close`: where a close comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum CloseSource {
    /// The quotes `esx record` stored at or before the start
    Store,
    /// The store's, else the match's line history on the service (Builder)
    Service,
}

/// The close of a bet computed from the recorded quotes (DESIGN.md "A close that is a
/// close"): each source's last quote at or before the start, de-vigged and weighted as
/// `bets.close.*` says (multiplicative, spec weights, every source the bet's own venue
/// included by default), no fee (fees apply to the bet's price, never to the close).
/// Returns the bet outcome's probability, the oldest tape time among the sources used
/// and the oldest time they were last seen before the start (the close is as old as its
/// oldest part). `None` when nothing usable was recorded.
pub(super) fn computed_close(
    quotes: &[esx_store::CloseQuote],
    b: &BetRow,
    method: CloseMethod,
) -> Option<(f64, String, String)> {
    use esx_odds::{OutcomeInput, SourceKind, SourceQuote};
    let quotes: Vec<&esx_store::CloseQuote> = quotes
        .iter()
        .filter(|q| method.own_venue || !q.source.eq_ignore_ascii_case(b.source.trim()))
        .collect();
    let mut names: Vec<&str> = Vec::new();
    for q in &quotes {
        if !names.iter().any(|n| n.eq_ignore_ascii_case(&q.outcome)) {
            names.push(&q.outcome);
        }
    }
    let outcomes = names
        .iter()
        .map(|name| OutcomeInput {
            name: (*name).to_string(),
            quotes: quotes
                .iter()
                .filter(|q| q.outcome.eq_ignore_ascii_case(name))
                .map(|q| SourceQuote {
                    decimal: q.decimal,
                    american: q.american.map(|a| a as f64),
                    probability: q.probability,
                    volume: q.volume,
                    open_interest: q.open_interest,
                    liquidity: q.liquidity,
                    ..SourceQuote::new(
                        q.source.clone(),
                        if q.source_type == "prediction_market" {
                            SourceKind::PredictionMarket
                        } else {
                            SourceKind::Sportsbook
                        },
                    )
                })
                .collect(),
        })
        .collect();
    let c = method.consensus(b, outcomes)?;
    let p = c
        .outcomes
        .iter()
        .find(|o| o.name.eq_ignore_ascii_case(&b.outcome))?
        .consensus_probability;
    let used: Vec<&&esx_store::CloseQuote> = quotes
        .iter()
        .filter(|q| c.sources_used.contains(&q.source))
        .collect();
    let oldest = used
        .iter()
        .map(|q| q.observed_at.as_str())
        .min()?
        .to_string();
    let seen = used.iter().map(|q| q.seen_at.as_str()).min()?.to_string();
    Some((p, oldest, seen))
}
