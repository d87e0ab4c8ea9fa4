//! How `bets list` and `bets report` judge a logged bet: its price net of its venue's
//! fee (taker or maker, per contract order), its profit, and its close and CLV on the
//! net price.

use esx_store::{BetRow, JudgedBet};

use super::close::{CloseMethod, close_status};
use super::service;
use crate::context::Context;
use crate::store::store_error;

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

/// The bets judged net of their venues' fees against the one close
/// (`Store::judged_bets`); with `--close service`, a bet the store has no close for takes
/// the same close computed over its match's line history.
pub(super) fn net_bets(
    ctx: &Context,
    store: &esx_store::Store,
    method: CloseMethod,
) -> anyhow::Result<Vec<Judged>> {
    let pricing = crate::bet_pricing::pricing(ctx)?;
    let mut history = service::History::new(ctx);
    store
        .judged_bets(&pricing)
        .map_err(store_error)?
        .into_iter()
        .map(|j| -> anyhow::Result<_> {
            let mut seen_at = j.close.as_ref().map(|c| c.seen_at.clone());
            let mut close_source = j.bet.p_close.map(|_| "store");
            let JudgedBet {
                mut bet,
                net_decimal,
                contracts,
                maker,
                ..
            } = j;
            let (mut close_reason, mut history_start) = (None, None);
            if bet.p_close.is_none() && method.service {
                match history.close(store, &bet)? {
                    Ok(c) => {
                        bet.p_close = Some(c.p);
                        bet.close_observed_at = Some(c.at.clone());
                        bet.clv_pct = esx_odds::clv::clv_pct(net_decimal, c.p).ok();
                        seen_at = Some(c.at);
                        history_start = Some(c.start);
                        close_source = Some("service-history");
                    }
                    Err(reason) => close_reason = Some(reason),
                }
            }
            Ok(Judged {
                bet,
                net: net_decimal,
                contracts,
                maker,
                seen_at,
                close_source,
                close_reason,
                history_start,
            })
        })
        .collect()
}
