//! `bets list|report --close service`: a bet's close taken from its match's line history
//! on the service where the store recorded none (DESIGN.md "The service's close, when
//! asked"). The bet's event joins its match by both team names and a start within 12 h.

use std::collections::HashMap;

use esx_proto::models::{MatchPrices, MatchSearch};
use esx_proto::routes::{self, Query};
use esx_store::{BetRow, CloseQuote, Store};

use crate::context::Context;
use crate::error::{ErrorKind, EsxError};

/// How far apart the store's start and the match's may be and still be one event.
const JOIN_WINDOW_S: i64 = 12 * 3600;

/// A close from the line history.
pub(super) struct ServiceClose {
    /// The bet outcome's de-vigged close probability.
    pub(crate) p: f64,
    /// The oldest close tick among the books used (the close is as old as its oldest part).
    pub(crate) at: String,
    /// The match's start, as the service gives it.
    pub(crate) start: String,
}

/// The line histories one run fetched, by event: one search and one history request per
/// event at most; after a failure no request could survive (offline, no Builder key) the
/// reason is reused without asking again.
pub(super) struct History<'a> {
    ctx: &'a Context,
    by_event: HashMap<String, Result<MatchPrices, String>>,
    broken: Option<String>,
}

impl<'a> History<'a> {
    pub(super) fn new(ctx: &'a Context) -> Self {
        Self {
            ctx,
            by_event: HashMap::new(),
            broken: None,
        }
    }

    /// The bet's close from its match's line history, or why there is none.
    pub(super) fn close(
        &mut self,
        store: &Store,
        b: &BetRow,
    ) -> anyhow::Result<Result<ServiceClose, String>> {
        if !self.by_event.contains_key(&b.event_id) {
            let found = self.lookup(store, &b.event_id)?;
            self.by_event.insert(b.event_id.clone(), found);
        }
        Ok(match &self.by_event[&b.event_id] {
            Ok(prices) => close_of(prices, b),
            Err(reason) => Err(reason.clone()),
        })
    }

    fn lookup(
        &mut self,
        store: &Store,
        event_id: &str,
    ) -> anyhow::Result<Result<MatchPrices, String>> {
        let Some(ev) = store
            .event_teams(event_id)
            .map_err(crate::store::store_error)?
        else {
            return Ok(Err(format!(
                "event {event_id} has no recorded teams and start to find its match by"
            )));
        };
        if let Some(r) = &self.broken {
            return Ok(Err(r.clone()));
        }
        let Ok(start) = ev.starts_at.parse::<jiff::Timestamp>() else {
            return Ok(Err(format!("event {event_id}'s start is not a time")));
        };
        let search = match routes::MATCH_SEARCH.try_path(&[&ev.sport]) {
            Ok(p) => p,
            Err(e) => return Ok(Err(e)),
        };
        let query = Query::new()
            .opt("team1", Some(ev.home_team.clone()))
            .opt("team2", Some(ev.away_team.clone()))
            .0;
        let no_match = || {
            format!(
                "no {} match of {} and {} starts within 12 h of {}",
                ev.sport, ev.home_team, ev.away_team, ev.starts_at
            )
        };
        let found: MatchSearch = match self.get(&search, &query) {
            Ok(v) => v,
            Err((ErrorKind::NotFound, _)) => return Ok(Err(no_match())),
            Err((_, r)) => return Ok(Err(r)),
        };
        let same = |a: &str, b: &str| a.trim().eq_ignore_ascii_case(b.trim());
        let best = found
            .matches
            .iter()
            .filter(|m| {
                let (h, a) = (
                    m.home_team.as_deref().or(m.team1.as_deref()).unwrap_or(""),
                    m.away_team.as_deref().or(m.team2.as_deref()).unwrap_or(""),
                );
                (same(h, &ev.home_team) && same(a, &ev.away_team))
                    || (same(h, &ev.away_team) && same(a, &ev.home_team))
            })
            .filter_map(|m| {
                let t = m.event_time.parse::<jiff::Timestamp>().ok()?;
                let gap = (t.as_second() - start.as_second()).abs();
                // A match that names the bet's own event wins over a nearer start.
                let rank = if m.event_id.as_deref() == Some(event_id) {
                    -1
                } else {
                    gap
                };
                (gap <= JOIN_WINDOW_S).then_some((rank, m))
            })
            .min_by_key(|(gap, _)| *gap);
        let Some((_, m)) = best else {
            return Ok(Err(no_match()));
        };
        let path = match routes::LINES_HISTORY.try_path(&[&ev.sport, &m.slug]) {
            Ok(p) => p,
            Err(e) => return Ok(Err(e)),
        };
        Ok(self.get(&path, &[]).map_err(|(_, r)| r))
    }

    /// One typed GET; a failure is the reason a bet has no close (and, for failures no
    /// other request would escape, the reason for every later bet too).
    fn get<T: serde::de::DeserializeOwned>(
        &mut self,
        path: &str,
        query: &[(String, String)],
    ) -> Result<T, (ErrorKind, String)> {
        let fail = |e: &EsxError| -> String {
            match e.kind() {
                ErrorKind::Auth | ErrorKind::Plan => {
                    format!("the service's line history needs a Builder key ({e})")
                }
                ErrorKind::Retryable => format!("the service is unreachable ({e})"),
                _ => format!("{path}: {e}"),
            }
        };
        let data = self
            .ctx
            .client()
            .and_then(|c| c.get_json(path, query))
            .map_err(|e| {
                let r = fail(&e);
                // Failures no other request would escape: every later bet has this reason.
                if matches!(
                    e.kind(),
                    ErrorKind::Auth | ErrorKind::Plan | ErrorKind::Retryable | ErrorKind::Usage
                ) {
                    self.broken = Some(r.clone());
                }
                (e.kind(), r)
            })?;
        crate::client::response::decode(&data, path)
            .map_err(|e| (ErrorKind::BadResponse, format!("{path}: {e}")))
    }
}

/// The bet's close from the match's line history: each book's close tick of the bet's
/// market (the bet's own venue included), as quotes for the one close
/// (`esx_store::close_of`: spec weights, every venue, de-vigged as the store's close is).
fn close_of(prices: &MatchPrices, b: &BetRow) -> Result<ServiceClose, String> {
    let same_line = |a: Option<f64>, c: Option<f64>| match (a, c) {
        (Some(x), Some(y)) => (x - y).abs() < 1e-9,
        (None, None) => true,
        _ => false,
    };
    let Some(market) = prices
        .markets
        .iter()
        .find(|m| m.market == b.market && m.map_number == b.map && same_line(m.line, b.line))
    else {
        return Err(format!(
            "the line history of {} has no {} market like the bet's",
            prices.slug, b.market
        ));
    };
    let mut quotes: Vec<CloseQuote> = Vec::new();
    for bk in &market.books {
        let Some(tick) = bk.close.as_ref().filter(|t| !t.is_live) else {
            continue;
        };
        let pm = bk.kind == "prediction_market";
        for name in &market.outcomes {
            let Some(price) = tick.prices.iter().find(|p| p.outcome == *name) else {
                continue;
            };
            quotes.push(CloseQuote {
                outcome: name.clone(),
                source: bk.book.clone(),
                source_type: bk.kind.clone(),
                decimal: if pm { None } else { price.decimal },
                american: if pm { None } else { price.american },
                probability: price.probability,
                observed_at: tick.observed_at.clone(),
                seen_at: tick.observed_at.clone(),
                volume: None,
                open_interest: None,
                liquidity: None,
            });
        }
    }
    let no_close = || format!("the line history of {} has no usable close", prices.slug);
    let c = esx_store::close_of(
        &quotes,
        &b.market,
        b.map,
        b.line,
        crate::bet_pricing::CLOSE_DEVIG,
    )
    .ok_or_else(no_close)?;
    let p = c.p(&b.outcome).ok_or_else(|| {
        format!(
            "outcome `{}` is not in the line history of {} (outcomes there: {})",
            crate::output::echo::cut(&b.outcome),
            prices.slug,
            market.outcomes.join(", ")
        )
    })?;
    Ok(ServiceClose {
        p,
        at: c.observed_at,
        start: prices.start_time.clone(),
    })
}
