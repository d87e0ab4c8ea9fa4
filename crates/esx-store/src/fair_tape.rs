//! The graded markets of the lines tape as `backtest --compare fair` predicts them
//! (DESIGN.md "The market's own history", settled points 14–15): each market of a graded
//! event, every venue's last quote of each outcome at or before the prediction time
//! (`start − lead`), the market's one close ([`close_of`], spec weights, every venue's
//! last quote at or before the start) and each outcome's result.
//!
//! The tape is read by the rank's one streaming query ([`crate::rank::each_event`]), so a
//! market is read here exactly as `venues rank` reads it, on either backend.

use crate::Result;
use crate::bets::CloseQuote;
use crate::close::{Close, close_of};
use crate::grading::{MatchIndex, match_results, secs};
use crate::rank::{each_event, markets_of, results_of};

/// Which markets to read.
#[derive(Debug, Clone)]
pub struct FairTapeQuery {
    /// One sport, or every sport (`None`).
    pub sport: Option<String>,
    /// Events starting at or after this time (store format).
    pub since: String,
    /// Events starting at or before this time.
    pub until: String,
    /// Minutes before the start the prediction is made at.
    pub lead_minutes: u32,
}

/// One graded market as predicted `lead_minutes` before its start.
#[derive(Debug, Clone, PartialEq)]
pub struct TapeMarket {
    pub sport: String,
    pub event_id: String,
    /// The event's start (store format).
    pub starts_at: String,
    pub market: String,
    pub map: Option<i64>,
    pub line: Option<f64>,
    /// Each venue's last quote of each outcome at or before the prediction time.
    pub quotes: Vec<CloseQuote>,
    /// The market's one close.
    pub close: Close,
    /// Each outcome (as recorded) and whether it won.
    pub results: Vec<(String, bool)>,
}

/// The markets in event order (sport, event id as stored), each event's markets by type,
/// map and line. A market with a push, a void, no result, no close or no quote at the
/// prediction time is left out.
pub(crate) fn fair_tape(
    ex: &mut dyn crate::copy::exec::Exec,
    q: &FairTapeQuery,
) -> Result<Vec<TapeMarket>> {
    let index = MatchIndex::new(match_results(ex)?);
    let mut out = Vec::new();
    each_event(ex, q.sport.as_deref(), &q.since, &q.until, &mut |ev, _| {
        let Some(start) = secs(&ev.start) else {
            return;
        };
        let Some(m) = index.find(&ev.sport, &ev.home, &ev.away, Some(&ev.start)) else {
            return;
        };
        let cutoff = start - i64::from(q.lead_minutes) * 60;
        for ((market, map, _), keys) in &markets_of(ev) {
            let Some(results) = results_of(keys, m) else {
                continue;
            };
            let closing: Vec<CloseQuote> = keys.iter().filter_map(|k| k.close_quote()).collect();
            let map_u = map.and_then(|x| u32::try_from(x).ok());
            let Some(close) = close_of(
                &closing,
                market,
                map_u,
                keys[0].line,
                crate::rank::CLOSE_DEVIG,
            ) else {
                continue;
            };
            let quotes: Vec<CloseQuote> = keys
                .iter()
                .filter_map(|k| k.at(cutoff).map(|p| k.quote_at(p)))
                .collect();
            if quotes.is_empty() {
                continue;
            }
            let mut results: Vec<(String, bool)> = keys
                .iter()
                .filter_map(|k| {
                    results
                        .get(k.outcome.as_str())
                        .map(|w| (k.outcome.clone(), *w))
                })
                .collect();
            results.sort();
            results.dedup();
            out.push(TapeMarket {
                sport: ev.sport.clone(),
                event_id: ev.event_id.clone(),
                starts_at: ev.start.clone(),
                market: market.clone(),
                map: *map,
                line: keys[0].line,
                quotes,
                close,
                results,
            });
        }
    })?;
    Ok(out)
}
