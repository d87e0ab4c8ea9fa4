//! A market's sources gathered per venue, the exclusions that leave one out, and the flat
//! buffers of the sources that survive (de-vigged probabilities, prices, net prices).

use super::input::{ConsensusParams, MarketInput, SourceKind, SourceQuote};

/// A source gathered across the market's outcomes.
pub(super) struct Gathered<'a> {
    pub(super) key: &'a str,
    pub(super) kind: SourceKind,
    pub(super) excluded: Option<String>,
}

/// A source that survived: weight and depth score (its probabilities and prices live in
/// the flat [`Board`] buffers, row = its index in `used`).
pub(super) struct Used<'a> {
    pub(super) key: &'a str,
    pub(super) kind: SourceKind,
    pub(super) weight: f64,
    /// The spec's weight (sportsbook 1, prediction market `pm_weight`): `blend`'s.
    pub(super) base: f64,
    pub(super) depth: f64,
    /// Below a liquidity floor (the `liquidity` gate).
    pub(super) floor_failed: bool,
}

/// The used sources with their de-vigged probabilities and prices in one flat buffer
/// (`values[row × n + outcome]` for probabilities, offset by `stride = sources × n` for
/// prices): one allocation per market instead of several per source, which matters
/// when a whole board is recomputed.
pub(super) struct Board<'a> {
    pub(super) n: usize,
    pub(super) stride: usize,
    pub(super) used: Vec<Used<'a>>,
    pub(super) values: Vec<f64>,
}

impl Board<'_> {
    pub(super) fn probability(&self, row: usize, outcome: usize) -> f64 {
        self.values[row * self.n + outcome]
    }

    pub(super) fn price(&self, row: usize, outcome: usize) -> f64 {
        self.values[self.stride + row * self.n + outcome]
    }

    /// The price after the venue's fee (what the bettor receives).
    pub(super) fn net(&self, row: usize, outcome: usize) -> f64 {
        self.values[2 * self.stride + row * self.n + outcome]
    }
}

/// Groups quotes by venue (flat `source × n + outcome` quote table) and marks
/// exclusions; also returns the first prediction market.
pub(super) fn gather<'a>(
    input: &'a MarketInput,
    params: &ConsensusParams,
    excluded: Option<&str>,
) -> (
    Vec<Gathered<'a>>,
    Vec<Option<&'a SourceQuote>>,
    Option<&'a str>,
) {
    let n = input.outcomes.len();
    let mut sources: Vec<Gathered<'a>> = Vec::with_capacity(4);
    let mut table: Vec<Option<&'a SourceQuote>> = Vec::with_capacity(4 * n);
    for (i, outcome) in input.outcomes.iter().enumerate() {
        for quote in &outcome.quotes {
            let slot = if let Some(pos) = sources.iter().position(|s| s.key == quote.source) {
                pos
            } else {
                sources.push(Gathered {
                    key: &quote.source,
                    kind: quote.kind,
                    excluded: None,
                });
                table.extend(std::iter::repeat_n(None, n));
                sources.len() - 1
            };
            let entry = &mut table[slot * n + i];
            if entry.is_none() {
                *entry = Some(quote);
            }
        }
    }
    let first_pm = input.first_prediction_market.as_deref().or_else(|| {
        sources
            .iter()
            .find(|s| s.kind == SourceKind::PredictionMarket)
            .map(|s| s.key)
    });
    for (row, s) in sources.iter_mut().enumerate() {
        let quotes = &table[row * n..(row + 1) * n];
        s.excluded = exclusion_reason(input, params, excluded, first_pm, s, quotes);
    }
    (sources, table, first_pm)
}

fn exclusion_reason(
    input: &MarketInput,
    params: &ConsensusParams,
    excluded: Option<&str>,
    first_pm: Option<&str>,
    s: &Gathered<'_>,
    quotes: &[Option<&SourceQuote>],
) -> Option<String> {
    if excluded == Some(s.key) {
        return Some("excluded by the caller (a parlay leg's own book)".to_owned());
    }
    if input.market == "map_handicap" && first_pm == Some(s.key) {
        return Some("the first prediction market is left out of map_handicap".to_owned());
    }
    if s.kind == SourceKind::PredictionMarket && params.pm_weight == 0.0 {
        return Some("pm_weight is 0".to_owned());
    }
    let missing = quotes.iter().filter(|q| q.is_none()).count();
    if missing > 0 {
        return Some(format!(
            "quotes {} of {} outcomes; a partial book cannot be de-vigged",
            quotes.len() - missing,
            quotes.len()
        ));
    }
    if input.market == "total_maps" {
        for q in quotes.iter().flatten() {
            if let (Some(l), Some(m)) = (q.line, input.line)
                && l != m
            {
                return Some(format!("total_maps line {l} differs from the market's {m}"));
            }
            if let (Some(k), Some(m)) = (q.matchup_key.as_deref(), input.matchup_key.as_deref())
                && k != m
            {
                return Some(format!(
                    "total_maps matchup {k} differs from the market's {m}"
                ));
            }
        }
    }
    None
}
