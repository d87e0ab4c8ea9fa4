//! How `bets list` and `bets report` judge a logged bet: its price net of its venue's
//! fee (taker or maker, per contract order), its profit, and its close and CLV on the
//! net price.

use esx_odds::FeeTable;
use esx_store::{BetResult, BetRow};

use super::close::{CloseMethod, close_status, computed_close};
use super::service;
use crate::context::Context;
use crate::store::store_error;

/// The fee table bets are judged with: the defaults and the profile's `fees.<venue>`.
pub(super) fn default_fees(ctx: &Context) -> anyhow::Result<FeeTable> {
    Ok(crate::linebook::FeesArg {
        fees: crate::linebook::FeesChoice::Default,
    }
    .table(ctx)?)
}

/// The fee table of maker orders: the built-in maker rates (`DEFAULT_MAKER_FEES`, every
/// other venue 0) with the profile's `fees.<venue>.maker` settings.
pub(super) fn maker_fees(ctx: &Context) -> anyhow::Result<FeeTable> {
    let mut table = FeeTable::none();
    for (venue, c) in crate::config::DEFAULT_MAKER_FEES {
        table.set(venue, *c)?;
    }
    let file = ctx.config_file()?;
    let profile = &ctx.settings.profile.value;
    for (key, value) in file.venue_settings(profile) {
        if let Some(venue) = crate::config::maker_fee_venue(&key) {
            table.set(venue, crate::config::parse_fee(&key, &value)?)?;
        }
    }
    Ok(table)
}

/// True for a prediction-market venue key (fees apply to its contracts).
pub(super) fn is_prediction_market(source: &str) -> bool {
    let s = source.trim();
    s.eq_ignore_ascii_case(esx_proto::venues::PM_FIRST)
        || s.eq_ignore_ascii_case(esx_proto::venues::PM_SECOND)
}

/// A bet's price after its venue's fee: a prediction market's `1/(P + c·P·(1−P))`, or
/// for an order of N contracts `N / (N·P + fee rounded up to the cent)`; any other
/// venue's decimal as typed.
fn net_of(b: &BetRow, fees: &FeeTable, contracts: Option<u32>) -> f64 {
    if !is_prediction_market(&b.source) {
        return b.decimal;
    }
    let c = fees.coefficient(b.source.trim());
    let net = match contracts {
        Some(n) => esx_odds::fees::order(1.0 / b.decimal, c, n).map(|o| o.net_decimal),
        None => esx_odds::fees::net_decimal(esx_odds::SourceKind::PredictionMarket, b.decimal, c),
    };
    net.unwrap_or(b.decimal)
}

/// A bet as `list` and `report` judge it: net of its venue's fee, with its close.
pub(super) struct Judged {
    pub(super) bet: BetRow,
    pub(super) net: f64,
    pub(super) contracts: Option<u32>,
    pub(super) maker: bool,
    /// When the close's quotes were last seen before the start (its age's base).
    pub(super) seen_at: Option<String>,
    /// `store` or `service-history`; `None` without a close.
    pub(super) close_source: Option<&'static str>,
    /// Why a bet has no close, when esx knows.
    pub(super) close_reason: Option<String>,
    /// A line-history close: the match's start as the service gives it.
    pub(super) history_start: Option<String>,
}

impl Judged {
    /// The close's status and age (see [`close_status`]). A line-history close is the
    /// service's last pre-match price, which stood until the start: `final` once the
    /// start has passed (the tick at or before it), whatever its age.
    pub(super) fn status(
        &self,
        store: &esx_store::Store,
        now: jiff::Timestamp,
        window_s: f64,
    ) -> anyhow::Result<(&'static str, Option<f64>)> {
        if let Some(start) = &self.history_start {
            let (status, age) =
                close_status(self.seen_at.as_deref(), Some(start), now, f64::INFINITY);
            return Ok((status, age));
        }
        let start = store.event_start(&self.bet.event_id).map_err(store_error)?;
        Ok(close_status(
            self.seen_at.as_deref(),
            start.as_deref(),
            now,
            window_s,
        ))
    }
}

/// The bets re-priced net of their venues' fees: profit and CLV on the net price.
pub(super) fn net_bets(
    ctx: &Context,
    store: &esx_store::Store,
    method: CloseMethod,
) -> anyhow::Result<Vec<Judged>> {
    let fees = default_fees(ctx)?;
    let makers_fees = maker_fees(ctx)?;
    let contracts = store.bet_contracts().map_err(store_error)?;
    let makers = store.maker_bets().map_err(store_error)?;
    let bets = store.bets().map_err(store_error)?;
    let mut history = service::History::new(ctx);
    bets.into_iter()
        .map(|mut b| -> anyhow::Result<_> {
            // The close from the recorded quotes; without any, the service's consensus
            // the store recorded (rounded, and of the service's own weighting).
            let quotes = store
                .close_quotes(&b.event_id, &b.market, b.map, b.line)
                .map_err(store_error)?;
            let mut seen_at = b.close_observed_at.clone();
            let mut close_source = b.p_close.map(|_| "store");
            let mut close_reason = None;
            let mut history_start = None;
            if let Some((p, at, seen)) = computed_close(&quotes, &b, method) {
                b.p_close = Some(p);
                b.close_observed_at = Some(at);
                seen_at = Some(seen);
                close_source = Some("store");
            }
            if b.p_close.is_none() && method.service {
                match history.close(store, &b, method)? {
                    Ok(c) => {
                        b.p_close = Some(c.p);
                        b.close_observed_at = Some(c.at.clone());
                        seen_at = Some(c.at);
                        history_start = Some(c.start);
                        close_source = Some("service-history");
                    }
                    Err(reason) => close_reason = Some(reason),
                }
            }
            let n = contracts.get(&b.bet_id).copied();
            let maker = makers.contains(&b.bet_id);
            let net = net_of(&b, if maker { &makers_fees } else { &fees }, n);
            b.profit = b.result.map(|res| match res {
                BetResult::Won => b.stake * (net - 1.0),
                BetResult::Lost => -b.stake,
                BetResult::Push | BetResult::Void => 0.0,
            });
            b.clv_pct = b.p_close.map(|p| 100.0 * (net * p - 1.0));
            Ok(Judged {
                bet: b,
                net,
                contracts: n,
                maker,
                seen_at,
                close_source,
                close_reason,
                history_start,
            })
        })
        .collect()
}
