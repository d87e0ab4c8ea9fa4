//! Whether a bet (or a parlay's leg) stands on the recorded board of its event: `bets add`
//! refuses an outcome or market the recorded board of a recorded event lacks (exit 2
//! naming what it has) unless `--force`, and only warns about an event never recorded
//! (it may be recorded before its start).

use crate::context::Context;
use crate::error::EsxError;
use crate::store::store_error;

/// Where a new bet stands against the recorded board of its event.
enum Board {
    /// Its market and outcome are on it.
    On,
    /// The event was never recorded: a warning (it may be before its start).
    NotRecorded(String),
    /// The event was recorded without this market or outcome: a typo unless `--force`.
    Off(String),
}

/// Check one selection (`what` names it in the messages: empty for a single, `leg 2: `
/// for a parlay's leg) against the recorded board: on it, fine; an event never recorded,
/// a warning; off it, exit 2 unless `force` (then a warning).
pub(super) fn check(
    ctx: &Context,
    store: &esx_store::Store,
    what: &str,
    (event_id, market, outcome): (&str, &str, &str),
    force: bool,
) -> anyhow::Result<()> {
    match off_the_board(store, event_id, market, outcome)? {
        Board::On => Ok(()),
        Board::NotRecorded(warning) => {
            ctx.diag().warn(&format!("{what}{warning}"));
            Ok(())
        }
        Board::Off(why) if force => {
            ctx.diag().warn(&format!(
                "{what}{why}: the bet can never get a CLV (logged with --force)"
            ));
            Ok(())
        }
        Board::Off(why) => Err(EsxError::usage(format!(
            "{what}{why}; check the name as `esx lines` shows it, or log it anyway with --force"
        ))
        .into()),
    }
}

/// Whether a selection can get a CLV: its event, market and outcome on the recorded
/// board (the close is that board's consensus for the outcome; outcome names match in
/// any case, as the close does).
fn off_the_board(
    store: &esx_store::Store,
    event_id: &str,
    market: &str,
    outcome: &str,
) -> anyhow::Result<Board> {
    if !store.knows_event(event_id).map_err(store_error)? {
        return Ok(Board::NotRecorded(format!(
            "event {event_id} is not on the recorded board: the bet gets a CLV only once `esx record` has recorded it before the start"
        )));
    }
    let pairs = store.event_outcomes(event_id).map_err(store_error)?;
    let in_market: Vec<&str> = pairs
        .iter()
        .filter(|(m, _)| m == market)
        .map(|(_, o)| o.as_str())
        .collect();
    if in_market.is_empty() {
        let mut markets: Vec<&str> = pairs.iter().map(|(m, _)| m.as_str()).collect();
        first_seen(&mut markets);
        return Ok(Board::Off(format!(
            "market {market} of event {event_id} is not on the recorded board (markets there: {})",
            markets.join(", ")
        )));
    }
    if in_market.iter().any(|o| o.eq_ignore_ascii_case(outcome)) {
        return Ok(Board::On);
    }
    let mut outcomes = in_market;
    first_seen(&mut outcomes);
    Ok(Board::Off(format!(
        "outcome `{}` is not on the recorded board for event {event_id} {market} (outcomes there: {})",
        crate::output::echo::cut(outcome),
        outcomes.join(", ")
    )))
}

/// Each name once, in the board's order.
fn first_seen(names: &mut Vec<&str>) {
    let mut seen = std::collections::HashSet::new();
    names.retain(|n| seen.insert(*n));
}
