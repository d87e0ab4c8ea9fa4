//! The `/lines` payload read as odds-engine inputs (and the market and de-vig choices
//! that go with it), shared by `lines` and `parlays --local`.
//!
//! The service's market objects carry every source's raw quote; this module turns them
//! into [`MarketInput`]s without changing the payload, so JSON output stays the
//! service's own.

use clap::ValueEnum;
use serde_json::Value;

use crate::client::response::decode;
use crate::error::EsxError;
use esx_odds::{
    DevigMethod, FairBasis, FeeTable, MarketInput, OutcomeInput, SourceKind, SourceQuote, Weights,
};
use esx_proto::models::{LineMarket, LinesResponse};

/// The names of an esx-odds choice (`T::ALL`, each `as_str`), as a const array: what
/// `--help` and the completions list.
macro_rules! names_of {
    ($t:ty) => {{
        let mut out = [""; <$t>::ALL.len()];
        let mut i = 0;
        while i < out.len() {
            out[i] = <$t>::ALL[i].as_str();
            i += 1;
        }
        out
    }};
}

/// An event of the payload (borrowed fields).
#[derive(Debug, Clone, Copy)]
pub(crate) struct EventRef<'a> {
    pub(crate) index: usize,
    pub(crate) event_id: &'a str,
    pub(crate) home_team: &'a str,
    pub(crate) away_team: &'a str,
    pub(crate) event_time: &'a str,
    pub(crate) matchup_key: &'a str,
    /// The match id the service's other routes use (`/parlays` legs name it).
    pub(crate) kr_match_id: Option<&'a str>,
}

impl<'a> EventRef<'a> {
    /// The `index`th event of a decoded `/lines` answer.
    #[must_use]
    pub(crate) fn of(index: usize, event: &'a esx_proto::models::LineEvent) -> Self {
        Self {
            index,
            event_id: &event.event_id,
            home_team: &event.home_team,
            away_team: &event.away_team,
            event_time: &event.event_time,
            matchup_key: &event.matchup_key,
            kr_match_id: event.kr_match_id.as_deref(),
        }
    }
}

/// One market of the payload with its odds-engine input.
#[derive(Debug, Clone)]
pub(crate) struct MarketRef<'a> {
    pub(crate) event: EventRef<'a>,
    pub(crate) market_index: usize,
    pub(crate) market: &'a LineMarket,
    pub(crate) input: MarketInput,
}

impl MarketRef<'_> {
    /// "map_winner m1", "total_maps 2.5", "match_winner".
    #[must_use]
    pub(crate) fn label(&self) -> String {
        market_label(&self.input.market, self.input.map, self.input.line)
    }
}

/// A market's short label: its name plus map or line.
#[must_use]
pub(crate) fn market_label(market: &str, map: Option<i64>, line: Option<f64>) -> String {
    match (map, line) {
        (Some(m), _) => format!("{market} m{m}"),
        (None, Some(l)) => format!("{market} {l:+}").replace("total_maps +", "total_maps "),
        _ => market.to_string(),
    }
}

/// The `/lines` answer as the typed model; a wrong shape is exit 7 naming the field.
pub(crate) fn decode_lines(envelope: &Value, route: &str) -> Result<LinesResponse, EsxError> {
    decode::<LinesResponse>(envelope, route)
}

/// The first prediction market: the first key of `books[]` that some source in the
/// payload reports with `type: "prediction_market"` (DESIGN.md; kalshi upstream).
#[must_use]
pub(crate) fn first_prediction_market(lines: &LinesResponse) -> Option<String> {
    let is_pm = |key: &str| {
        lines.events.iter().any(|e| {
            e.markets.iter().any(|m| {
                m.outcomes.iter().any(|o| {
                    o.sources
                        .iter()
                        .any(|s| s.kind == "prediction_market" && s.source == key)
                })
            })
        })
    };
    lines.books.iter().find(|k| is_pm(k)).cloned()
}

/// Every market of a decoded `/lines` answer, in payload order, with its odds-engine
/// input; each quote carries its venue's fee coefficient from `fees`.
#[must_use]
pub(crate) fn read_markets<'a>(lines: &'a LinesResponse, fees: &FeeTable) -> Vec<MarketRef<'a>> {
    let first_pm = first_prediction_market(lines);
    let mut out = Vec::new();
    for (index, event) in lines.events.iter().enumerate() {
        let event_ref = EventRef::of(index, event);
        let matchup_key = Some(event.matchup_key.clone());
        for (market_index, market) in event.markets.iter().enumerate() {
            let line = market.line;
            let outcomes = market
                .outcomes
                .iter()
                .map(|o| OutcomeInput {
                    name: o.name.clone(),
                    quotes: o
                        .sources
                        .iter()
                        .filter_map(|s| {
                            // A source type the spec does not name is left out, not fatal.
                            let kind = match s.kind.as_str() {
                                "sportsbook" => SourceKind::Sportsbook,
                                "prediction_market" => SourceKind::PredictionMarket,
                                _ => return None,
                            };
                            Some(SourceQuote {
                                probability: s.probability,
                                decimal: s.decimal,
                                american: s.american.map(|a| a as f64),
                                volume: s.volume,
                                open_interest: s.open_interest,
                                liquidity: s.liquidity,
                                line,
                                matchup_key: matchup_key.clone(),
                                fee: fees.coefficient(&s.source),
                                ..SourceQuote::new(s.source.as_str(), kind)
                            })
                        })
                        .collect(),
                })
                .collect();
            out.push(MarketRef {
                event: event_ref,
                market_index,
                market,
                input: MarketInput {
                    market: market.market.clone(),
                    map: market.map.map(i64::from),
                    line,
                    matchup_key: matchup_key.clone(),
                    outcomes,
                    first_prediction_market: first_pm.clone(),
                },
            });
        }
    }
    out
}

/// `--fees`: which fee table judges prices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum FeesChoice {
    /// No fees: every number is the spec's definition
    None,
    #[value(help = concat!("The defaults (kalshi ", esx_odds::kalshi_fee!(), ", others 0) with the profile's `fees.<venue>` settings"))]
    Default,
}

/// `--fees`, declared once for every command that judges a price (`lines`, `parlays`
/// through [`JudgeArgs`], `arbs`).
#[derive(Debug, Clone, Copy, clap::Args)]
pub(crate) struct FeesArg {
    #[arg(long, value_enum, value_name = "FEES", default_value = "default",
        help = concat!("Venue fees for net prices: `default` (kalshi ", esx_odds::kalshi_fee!(), " and `esx config set fees.<venue> C`) or `none`"))]
    pub(crate) fees: FeesChoice,
}

impl FeesArg {
    /// The fee table this flag and the profile's settings give.
    pub(crate) fn table(self, ctx: &crate::context::Context) -> Result<FeeTable, EsxError> {
        fee_table(ctx, self.fees)
    }
}

/// The flags every esx judgement of a price shares (`lines`, `parlays`).
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct JudgeArgs {
    #[command(flatten)]
    pub(crate) fees: FeesArg,
    /// Fair price an edge is measured against: every source (`all`), every other source
    /// (`others`), the venue leading the store's rank (`sharp`), the spec's weights
    /// (`blend`), the lowest no-vig probability (`worst`) or weights learned from the rank
    /// (`learned`); see docs/fair.md
    #[arg(long, value_name = "BASIS", value_parser = FAIR)]
    pub(crate) fair: Option<FairBasis>,
    /// Source weights: `quality` (margin and depth; the default) or `spec` (the service's;
    /// the default with --fees none)
    #[arg(long, value_name = "WEIGHTS", value_parser = WEIGHTS)]
    pub(crate) weights: Option<Weights>,
    // The store `--fair sharp|learned` reads its venue rank from.
    #[command(flatten)]
    pub(crate) db: crate::store::DbArg,
}

impl JudgeArgs {
    /// The fee table these flags and the profile's settings give.
    pub(crate) fn fee_table(&self, ctx: &crate::context::Context) -> Result<FeeTable, EsxError> {
        self.fees.table(ctx)
    }

    /// `--fair` (else `default`) resolved for `sport`: `sharp` and `learned` read the
    /// store's rank; `--weights` with a basis that fixes its own is exit 2.
    pub(crate) fn fair_for(
        &self,
        ctx: &crate::context::Context,
        default: FairBasis,
        sport: &str,
    ) -> Result<crate::fair_basis::ResolvedFair, EsxError> {
        let basis = self.fair.unwrap_or(default);
        crate::fair_basis::check_weights(basis, self.weights)?;
        crate::fair_basis::resolve(ctx, basis, sport, &self.db)
    }

    /// The weighting: `--weights`, else `spec` with `--fees none` (every number the
    /// spec's), else `quality`.
    #[must_use]
    pub(crate) fn weights(&self) -> Weights {
        weights_for(self.weights, self.fees.fees)
    }
}

/// `--weights` if given, else `spec` under `--fees none` and `quality` otherwise.
#[must_use]
pub(crate) fn weights_for(given: Option<Weights>, fees: FeesChoice) -> Weights {
    given.unwrap_or(if fees == FeesChoice::None {
        Weights::Spec
    } else {
        Weights::Quality
    })
}

/// Parse `--weights`.
pub(crate) fn parse_weights(s: &str) -> Result<Weights, String> {
    s.trim().parse()
}

/// `--weights`: [`parse_weights`] with the names listed for help and completion.
pub(crate) const WEIGHTS: Named<Weights> = Named {
    names: &["quality", "spec"],
    parse: parse_weights,
};

/// The fee table of a `--fees` choice: none, or the defaults with the profile's
/// `fees.<venue>` settings (every command that judges a price builds it here).
fn fee_table(ctx: &crate::context::Context, choice: FeesChoice) -> Result<FeeTable, EsxError> {
    if choice == FeesChoice::None {
        return Ok(FeeTable::none());
    }
    let mut table = FeeTable::default();
    let file = ctx.config();
    for (venue, c) in file.fees(ctx.profile())? {
        table
            .set(&venue, c)
            .map_err(|e| EsxError::usage(format!("fees.{venue}: {e}")))?;
    }
    Ok(table)
}

/// Parse `--fair`: one of the engine's bases (`sharp` and `learned` read the store's
/// venue rank: `crate::fair_basis`).
pub(crate) fn parse_fair(s: &str) -> Result<FairBasis, String> {
    s.trim().parse::<FairBasis>()
}

/// The `--fair` names, as esx-odds spells them.
const FAIR_NAMES: [&str; FairBasis::ALL.len()] = names_of!(FairBasis);

/// The four market kinds of `/lines` (spec §4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
#[value(rename_all = "snake_case")]
pub(crate) enum Market {
    MatchWinner,
    MapWinner,
    TotalMaps,
    MapHandicap,
}

impl Market {
    #[must_use]
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Self::MatchWinner => "match_winner",
            Self::MapWinner => "map_winner",
            Self::TotalMaps => "total_maps",
            Self::MapHandicap => "map_handicap",
        }
    }
}

/// Parse `--devig` (shared by `lines` and `parlays`).
pub(crate) fn parse_devig(s: &str) -> Result<DevigMethod, String> {
    s.parse::<DevigMethod>().map_err(|_| {
        format!(
            "unknown de-vig method `{s}`; valid: multiplicative, additive, power, shin, odds-ratio"
        )
    })
}

/// The `--devig` names, as esx-odds spells them.
const DEVIG_NAMES: [&str; DevigMethod::ALL.len()] = names_of!(DevigMethod);

/// A value parser over a fixed list of names: clap lists the names in `--help` and the
/// shell completions offer them (not file names), while `parse` still decides what is
/// accepted and words the error.
#[derive(Clone)]
pub(crate) struct Named<T> {
    names: &'static [&'static str],
    parse: fn(&str) -> Result<T, String>,
}

impl<T: Clone + Send + Sync + 'static> clap::builder::TypedValueParser for Named<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<T, clap::Error> {
        self.parse.parse_ref(cmd, arg, value)
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(
            self.names
                .iter()
                .map(|v| clap::builder::PossibleValue::new(*v)),
        ))
    }
}

/// `--devig METHOD`: [`parse_devig`] with the methods listed for help and completion.
pub(crate) const DEVIG: Named<DevigMethod> = Named {
    names: &DEVIG_NAMES,
    parse: parse_devig,
};

/// `--fair BASIS`: [`parse_fair`] with the bases listed for help and completion.
pub(crate) const FAIR: Named<FairBasis> = Named {
    names: &FAIR_NAMES,
    parse: parse_fair,
};

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn reads_markets_and_the_first_prediction_market() {
        let env = json!({
            "source": "svc", "sport": "cs2", "pm_weight": 1.5, "total_events": 1, "total_top_edges": 0, "top_edges": [],
            "books": ["book", "pm_b", "pm_a"],
            "events": [{"event_id": "e1", "home_team": "A", "away_team": "B", "event_time": "t", "matchup_key": "a__b",
                "markets": [{"market": "total_maps", "map": null, "line": 2.5, "consensus_confidence": 0.5,
                    "sources_used": [], "entity_match": "exact",
                    "quality": {"source_count": 3, "max_disagreement": 0.0, "unreliable": false, "low_confidence": false, "suspect_edge": false, "surfaced": false},
                    "outcomes": [
                    {"name": "over", "consensus_probability": 0.5, "sources": [
                        {"source": "book", "type": "sportsbook", "american": -120, "decimal": null},
                        {"source": "pm_a", "type": "prediction_market", "probability": 0.5, "volume": 10},
                        {"source": "pm_b", "type": "prediction_market", "probability": 0.52},
                        {"source": "odd", "type": "unknown"}]}]}]}]
        });
        let lines = decode_lines(&env, "/v6/esports/cs2/lines").unwrap();
        assert_eq!(first_prediction_market(&lines).as_deref(), Some("pm_b"));
        let markets = read_markets(&lines, &FeeTable::none());
        assert_eq!(markets.len(), 1);
        let m = &markets[0];
        assert_eq!(m.label(), "total_maps 2.5");
        assert_eq!(
            m.input.outcomes[0].quotes.len(),
            3,
            "unknown source types are skipped"
        );
        assert_eq!(m.input.outcomes[0].quotes[0].american, Some(-120.0));
        assert_eq!(m.input.outcomes[0].quotes[1].line, Some(2.5));
        let bad = decode_lines(&json!({"x": 1}), "/v6/esports/cs2/lines").unwrap_err();
        assert_eq!(bad.exit_code(), crate::error::ExitCode::BadResponse);
    }

    #[test]
    fn labels() {
        assert_eq!(market_label("map_winner", Some(2), None), "map_winner m2");
        assert_eq!(
            market_label("map_handicap", None, Some(-1.5)),
            "map_handicap -1.5"
        );
        assert_eq!(
            market_label("map_handicap", None, Some(1.5)),
            "map_handicap +1.5"
        );
        assert_eq!(market_label("match_winner", None, None), "match_winner");
    }
}
