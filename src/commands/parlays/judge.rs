//! Service parlays judged on the `/lines` board: each leg must be a bet on its own
//! (positive net EV against its fair price, every gate of its market passed, the match
//! not started), and same-match legs get the series model's price beside the service's.

use serde::Serialize;
use serde_json::Value;

use esx_odds::ConsensusParams;
use esx_odds::parlay::{Leg, price_with_series};
use esx_odds::ticket::{TicketProblem, ticket_problems};
use esx_proto::models::{ParlayLeg, ParlaysResponse};

use crate::linebook::MarketRef;

use super::series::{direction_warning, price_groups};

/// The board leg a served leg names: the first market of its match and market name
/// (board order) with an outcome whose team id or name is the leg's selection.
pub fn board_leg(
    served: &ParlayLeg,
    markets: &[MarketRef<'_>],
    book: &str,
    params: &ConsensusParams,
    now: jiff::Timestamp,
) -> Option<Leg> {
    markets
        .iter()
        .filter(|m| {
            (m.event.event_id == served.kr_match_id
                || m.event.kr_match_id == Some(served.kr_match_id.as_str()))
                && m.input.market == served.market
        })
        .find_map(|m| {
            let oi = m.market.outcomes.iter().position(|o| {
                o.team_id.as_deref() == Some(served.selection.as_str())
                    || o.name.eq_ignore_ascii_case(&served.selection)
                    || (!served.name.is_empty() && o.name.eq_ignore_ascii_case(&served.name))
            })?;
            let mut leg = Leg::from_market(
                &served.kr_match_id,
                &m.input,
                oi,
                &served.selection,
                book,
                params,
            )
            .ok()?;
            leg.started = m
                .event
                .event_time
                .parse::<jiff::Timestamp>()
                .is_ok_and(|t| t <= now);
            Some(leg)
        })
}

/// Why a leg is not a bet on its own, in words (`None`: it is one).
#[must_use]
pub fn leg_failure(leg: Option<&Leg>, include_started: bool) -> Option<String> {
    let Some(leg) = leg else {
        return Some("not on the /lines board, so it cannot be judged".to_string());
    };
    if leg.started && !include_started {
        return Some("its match has started".to_string());
    }
    if !leg.gates_failed.is_empty() {
        let gates: Vec<&str> = leg.gates_failed.iter().map(|g| g.as_str()).collect();
        return Some(format!("its market fails {}", gates.join(", ")));
    }
    if leg.ev_pct <= 0.0 {
        return Some(format!("net EV {:+.2}% against its fair price", leg.ev_pct));
    }
    None
}

/// What esx adds to a served parlay (its `esx` object; each part only when there).
#[derive(Serialize, Default)]
struct ParlayEsx<'a> {
    #[serde(flatten)]
    series: Option<SeriesEsx>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    warnings: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    failed_legs: Vec<FailedLeg<'a>>,
}

impl ParlayEsx<'_> {
    fn is_empty(&self) -> bool {
        self.series.is_none() && self.warnings.is_empty() && self.failed_legs.is_empty()
    }
}

/// A same-match parlay priced by the series model.
#[derive(Serialize)]
struct SeriesEsx {
    correlated: bool,
    correlation: &'static str,
    fair_probability: f64,
    ev_pct: f64,
    series: Vec<esx_odds::series::SeriesPrice>,
}

/// A leg that is not a bet on its own, and why.
#[derive(Serialize)]
struct FailedLeg<'a> {
    leg: usize,
    selection: &'a str,
    reason: String,
}

/// What [`judge`] did to a service answer.
pub struct Judged {
    /// Parlays left out because a leg is not a bet on its own.
    pub dropped: usize,
    /// Parlays with a same-match pair priced by the series model.
    pub series_priced: usize,
}

/// Judges every served parlay on the board: one with a leg that is not a bet on its own
/// is dropped (kept and marked with `esx.failed_legs` under `include_all`); one whose
/// legs share a match gets `esx.warnings` (the direction), and where the series model
/// prices it, `esx.correlation: "series-model"`, `esx.fair_probability` and
/// `esx.ev_pct`. `data` and `typed` stay row for row the same.
#[allow(clippy::too_many_arguments)]
pub fn judge(
    data: &mut Value,
    typed: &mut ParlaysResponse,
    markets: &[MarketRef<'_>],
    book: &str,
    params: &ConsensusParams,
    include_all: bool,
    include_started: bool,
    best_of: Option<u32>,
    now: jiff::Timestamp,
) -> Judged {
    let mut judged = Judged {
        dropped: 0,
        series_priced: 0,
    };
    let Some(Value::Array(rows)) = data.get_mut("parlays") else {
        return judged;
    };
    let mut keep = Vec::with_capacity(rows.len());
    for (row, p) in rows.iter_mut().zip(&typed.parlays) {
        let legs: Vec<Option<Leg>> = p
            .legs
            .iter()
            .map(|l| board_leg(l, markets, book, params, now))
            .collect();
        let failed: Vec<FailedLeg<'_>> = legs
            .iter()
            .enumerate()
            .filter_map(|(i, l)| {
                leg_failure(l.as_ref(), include_started).map(|reason| FailedLeg {
                    leg: i + 1,
                    selection: &p.legs[i].selection,
                    reason,
                })
            })
            .collect();
        let mut esx = ParlayEsx::default();
        let problems = ticket_problems(&super::served_keys(p));
        let mut warnings: Vec<String> = problems.iter().map(ToString::to_string).collect();
        let same_event_only =
            !problems.is_empty() && problems.iter().all(TicketProblem::is_same_event);
        if same_event_only
            && let Some(board_legs) = legs.iter().cloned().collect::<Option<Vec<Leg>>>()
        {
            match price_groups(&board_legs, markets, params, book, best_of).and_then(|g| {
                price_with_series(&board_legs, &g)
                    .map(|p| (g, p))
                    .map_err(|e| crate::error::EsxError::other(e.to_string()))
            }) {
                Ok((groups, priced)) => {
                    judged.series_priced += 1;
                    if let Some(w) = direction_warning(&board_legs, &groups) {
                        warnings.push(w);
                    }
                    esx.series = Some(SeriesEsx {
                        correlated: true,
                        correlation: "series-model",
                        fair_probability: priced.fair_probability,
                        ev_pct: priced.ev_pct,
                        series: priced.series,
                    });
                }
                Err(e) => warnings.push(e.to_string()),
            }
        }
        esx.warnings = warnings;
        let shown = failed.is_empty() || include_all;
        if !shown {
            judged.dropped += 1;
        }
        esx.failed_legs = failed;
        if !esx.is_empty()
            && let Value::Object(map) = row
        {
            map.insert(
                "esx".into(),
                serde_json::to_value(&esx).unwrap_or(Value::Null),
            );
        }
        keep.push(shown);
    }
    let mut it = keep.iter();
    rows.retain(|_| *it.next().unwrap_or(&true));
    let mut it = keep.iter();
    typed.parlays.retain(|_| *it.next().unwrap_or(&true));
    judged
}
