//! What a logged bet is judged with: its venue's taker or maker fee, which venues are
//! prediction markets, and the close's de-vig. One place for `bets` and `backtest`, so
//! both judge a bet the same way (DESIGN.md round four "One close, one CLV").

use esx_odds::FeeTable;
use esx_store::BetPricing;

use crate::context::Context;

/// The de-vig of the one close: the spec's (multiplicative). The `bets.close.*` keys
/// that changed it are gone (settled point 14): one close for every reader.
pub(crate) const CLOSE_DEVIG: esx_odds::DevigMethod = esx_odds::DevigMethod::Multiplicative;

/// The fee table bets are judged with: the defaults and the profile's `fees.<venue>`.
pub(crate) fn taker_fees(ctx: &Context) -> anyhow::Result<FeeTable> {
    Ok(crate::linebook::FeesArg {
        fees: crate::linebook::FeesChoice::Default,
    }
    .table(ctx)?)
}

/// The fee table of maker orders: the built-in maker rates (`DEFAULT_MAKER_FEES`, every
/// other venue 0) with the profile's `fees.<venue>.maker` settings.
pub(crate) fn maker_fees(ctx: &Context) -> anyhow::Result<FeeTable> {
    let mut table = FeeTable::none();
    for (venue, c) in crate::config::DEFAULT_MAKER_FEES {
        table.set(venue, *c)?;
    }
    let file = ctx.config();
    let profile = ctx.profile();
    for (key, value) in file.venue_settings(profile) {
        if let Some(venue) = crate::config::maker_fee_venue(&key) {
            table.set(venue, crate::config::parse_fee(&key, &value)?)?;
        }
    }
    Ok(table)
}

/// True for a prediction-market venue key (fees apply to its contracts).
#[must_use]
pub(crate) fn is_prediction_market(source: &str) -> bool {
    let s = source.trim();
    s.eq_ignore_ascii_case(esx_proto::venues::PM_FIRST)
        || s.eq_ignore_ascii_case(esx_proto::venues::PM_SECOND)
}

/// Everything `esx_store::Store::judged_bets` needs, from the profile's config. A
/// profile that still sets a retired `bets.close.*` key gets one warning line per key:
/// its config keeps working, the key no longer changes anything.
pub(crate) fn pricing(ctx: &Context) -> anyhow::Result<BetPricing> {
    let file = ctx.config();
    let profile = ctx.profile();
    for key in crate::config::RETIRED_CLOSE_KEYS {
        if file.get(profile, key).is_some() {
            ctx.diag().warn(&retired_key_message(key));
        }
    }
    Ok(BetPricing {
        taker: taker_fees(ctx)?,
        maker: maker_fees(ctx)?,
        prediction_markets: vec![
            esx_proto::venues::PM_FIRST.to_string(),
            esx_proto::venues::PM_SECOND.to_string(),
        ],
        devig: CLOSE_DEVIG,
    })
}

/// Why a retired `bets.close.*` key does nothing now, and how to remove it.
#[must_use]
pub(crate) fn retired_key_message(key: &str) -> String {
    format!(
        "config key {key} is no longer used: the close is one for every reader (spec weights over every venue, de-vigged {CLOSE_DEVIG}); `esx config unset {key}` removes it"
    )
}
