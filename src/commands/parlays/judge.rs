//! Service parlays judged on the `/lines` board: each leg must be a bet on its own
//! (positive net EV against its fair price, every gate of its market passed, the match
//! not started), and same-match legs get the series model's price beside the service's.

use serde::Serialize;
use serde_json::Value;

use esx_odds::ConsensusParams;
use esx_odds::parlay::{Leg, price_with_series};
use esx_odds::ticket::{TicketProblem, ticket_problems};
use esx_proto::models::{Parlay, ParlayLeg, ParlaysResponse};

use crate::joins::{disagreement, event_for, join_name};
use crate::linebook::{EventRef, MarketRef};

use super::series::{TicketEsx, direction_warning, price_groups, ticket_esx};

/// The board leg a served leg names, joined on documented fields (DESIGN.md round four,
/// point 4): the event by the leg's match slug against `matchup_key` and the UTC date;
/// the market by name (a `map_winner` leg is map 1; a line market's leg is the line
/// whose price at the leg's book equals the leg's decimal); the outcome by the leg's
/// `name` (its selection id only when the name is absent). `Err` says why none joins;
/// `note` is set when the event's undocumented `kr_match_id` disagrees.
pub(super) fn board_leg(
    served: &ParlayLeg,
    markets: &[MarketRef<'_>],
    book: &str,
    params: &ConsensusParams,
    now: jiff::Timestamp,
    note: &mut Option<String>,
) -> Result<Leg, String> {
    let outcome_of = |m: &MarketRef<'_>| {
        m.market.outcomes.iter().position(|o| {
            if served.name.is_empty() {
                o.team_id.as_deref() == Some(served.selection.as_str())
                    || o.name.eq_ignore_ascii_case(&served.selection)
            } else {
                join_name(&o.name) == join_name(&served.name)
            }
        })
    };
    let price_matches = |m: &MarketRef<'_>, oi: usize| {
        m.input.outcomes[oi].quotes.iter().any(|q| {
            q.source == book && q.decimal.is_some_and(|d| (d - served.decimal).abs() < 1e-9)
        })
    };
    // The leg's candidate markets of one event: its market, map 1 for map_winner.
    let of_event = |e: &EventRef<'_>| -> Vec<(&MarketRef<'_>, usize)> {
        markets
            .iter()
            .filter(|m| m.event.index == e.index && m.input.market == served.market)
            .filter(|m| served.market != "map_winner" || m.input.map.is_none_or(|n| n == 1))
            .filter_map(|m| outcome_of(m).map(|oi| (m, oi)))
            .collect()
    };
    let mut events: Vec<EventRef<'_>> = Vec::new();
    for m in markets {
        if events.last().is_none_or(|e| e.index != m.event.index) {
            events.push(m.event);
        }
    }
    let event = event_for(&served.kr_match_id, &events, |e| {
        of_event(e).iter().any(|&(m, oi)| price_matches(m, oi))
    })?;
    *note = disagreement(&served.kr_match_id, &event);
    let candidates = of_event(&event);
    let (m, oi) = candidates
        .iter()
        .find(|&&(m, oi)| price_matches(m, oi))
        .or_else(|| candidates.first())
        .copied()
        .ok_or_else(|| {
            format!(
                "{} has no {} market with {} on /lines",
                event.event_id, served.market, served.name
            )
        })?;
    // The leg's match as the board names it: the served id when the board confirms it
    // (or carries none to compare), else the board's event id (the series model finds
    // the match's other markets by it).
    let match_id = if event.kr_match_id == Some(served.kr_match_id.as_str()) {
        served.kr_match_id.as_str()
    } else {
        event.event_id
    };
    let mut leg = Leg::from_market(match_id, &m.input, oi, &served.selection, book, params)
        .map_err(|e| format!("cannot price it on /lines: {e}"))?;
    leg.started = crate::started::has_started(event.event_time, now);
    Ok(leg)
}

/// Why a leg is not a bet on its own, in words (`None`: it is one).
#[must_use]
pub(super) fn leg_failure(leg: Result<&Leg, &String>, include_started: bool) -> Option<String> {
    let leg = match leg {
        Ok(leg) => leg,
        Err(why) => {
            return Some(format!(
                "not joined to the /lines board ({why}), so it cannot be judged"
            ));
        }
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

/// What esx adds to a served parlay (its `esx` object): the series price and fit where
/// there, `placeable` always, warnings and failed legs when there are some.
#[derive(Serialize)]
struct ParlayEsx<'a> {
    #[serde(flatten)]
    series: Option<SeriesEsx>,
    #[serde(flatten)]
    ticket: TicketEsx,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    warnings: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    failed_legs: Vec<FailedLeg<'a>>,
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

/// A same-match served parlay priced by the series model from its legs joined to the
/// board: the price under `esx` and the direction warning, or why it cannot be priced.
fn series_priced(
    board_legs: &[Leg],
    served: &esx_proto::models::Parlay,
    markets: &[MarketRef<'_>],
    params: &ConsensusParams,
    book: &str,
    best_of: Option<u32>,
) -> Result<(SeriesEsx, Option<String>), crate::error::EsxError> {
    let groups = price_groups(
        board_legs,
        markets,
        params,
        // Served parlays are judged as the service prices them: `others`.
        &crate::fair_basis::ResolvedFair::plain(esx_odds::FairBasis::Others),
        book,
        best_of,
    )?;
    let priced = price_with_series(board_legs, &groups)
        .map_err(|e| crate::error::EsxError::other(e.to_string()))?;
    // Named by the ticket's own match ids (documented on the leg), not by whichever
    // board id the join used, so every field mode says it alike.
    let named: Vec<Leg> = board_legs
        .iter()
        .zip(&served.legs)
        .map(|(b, s)| Leg {
            match_id: s.kr_match_id.clone(),
            ..b.clone()
        })
        .collect();
    let warning = direction_warning(&named, &groups);
    let series = SeriesEsx {
        correlated: true,
        correlation: "series-model",
        fair_probability: priced.fair_probability,
        ev_pct: priced.ev_pct,
        series: priced.series,
    };
    Ok((series, warning))
}

/// A leg that is not a bet on its own, and why.
#[derive(Serialize)]
struct FailedLeg<'a> {
    leg: usize,
    selection: &'a str,
    reason: String,
}

/// What [`judge`] did to a service answer.
pub(super) struct Judged {
    /// Parlays left out because a leg is not a bet on its own.
    pub(crate) dropped: usize,
    /// Parlays with a same-match pair priced by the series model.
    pub(crate) series_priced: usize,
    /// One stderr line each: a leg that joins no `/lines` event, or whose event's
    /// undocumented id disagrees with the documented join.
    pub(crate) notes: std::collections::BTreeSet<String>,
}

/// How served parlays are judged: at which book, on which fair prices, and what is kept.
pub(super) struct Choices<'a> {
    /// The line book every leg must price on.
    pub(crate) book: &'a str,
    pub(crate) params: &'a ConsensusParams,
    /// Keep (and mark) the parlays with a failed leg (`--include all`, or a ticket).
    pub(crate) include_all: bool,
    /// A leg whose match has started is not a failure (`--include-started`).
    pub(crate) include_started: bool,
    /// The series length for same-match legs (`--best-of`).
    pub(crate) best_of: Option<u32>,
    pub(crate) now: jiff::Timestamp,
}

/// Judges every served parlay on the board: one with a leg that is not a bet on its own
/// is dropped (kept and marked with `esx.failed_legs` under `include_all`); one whose
/// legs share a match gets `esx.warnings` (the direction), and where the series model
/// prices it, `esx.correlation: "series-model"`, `esx.fair_probability`, `esx.ev_pct`
/// and `esx.fit` (flagged `inconsistent_markets` in `esx.flags` past 0.03). Every row
/// gets `esx.placeable`. `data` and `typed` stay row for row the same.
pub(super) fn judge(
    data: &mut Value,
    typed: &mut ParlaysResponse,
    markets: &[MarketRef<'_>],
    c: &Choices<'_>,
) -> Judged {
    let mut judged = Judged {
        dropped: 0,
        series_priced: 0,
        notes: std::collections::BTreeSet::new(),
    };
    let Some(Value::Array(rows)) = data.get_mut("parlays") else {
        return judged;
    };
    let mut keep = Vec::with_capacity(rows.len());
    for (row, p) in rows.iter_mut().zip(&typed.parlays) {
        let shown = judge_parlay(row, p, markets, c, &mut judged);
        keep.push(shown);
    }
    let mut it = keep.iter();
    rows.retain(|_| *it.next().unwrap_or(&true));
    let mut it = keep.iter();
    typed.parlays.retain(|_| *it.next().unwrap_or(&true));
    judged
}

/// Each served leg joined to its board leg (`Err` says why none joins); the joins'
/// notes go to `notes`.
fn board_legs(
    p: &Parlay,
    markets: &[MarketRef<'_>],
    c: &Choices<'_>,
    notes: &mut std::collections::BTreeSet<String>,
) -> Vec<Result<Leg, String>> {
    p.legs
        .iter()
        .map(|l| {
            let mut note = None;
            let leg = board_leg(l, markets, c.book, c.params, c.now, &mut note);
            notes.extend(note);
            if let Err(why) = &leg {
                notes.insert(format!("{}: not joined to /lines: {why}", l.kr_match_id));
            }
            leg
        })
        .collect()
}

/// Judges one served parlay, writing its `esx` object into `row`; true when it is shown.
fn judge_parlay(
    row: &mut Value,
    p: &Parlay,
    markets: &[MarketRef<'_>],
    c: &Choices<'_>,
    judged: &mut Judged,
) -> bool {
    let legs = board_legs(p, markets, c, &mut judged.notes);
    let failed: Vec<FailedLeg<'_>> = legs
        .iter()
        .enumerate()
        .filter_map(|(i, l)| {
            leg_failure(l.as_ref(), c.include_started).map(|reason| FailedLeg {
                leg: i + 1,
                selection: &p.legs[i].selection,
                reason,
            })
        })
        .collect();
    let keys = super::legs::served_keys(p);
    let mut esx = ParlayEsx {
        series: None,
        ticket: ticket_esx(&keys, &[]),
        warnings: Vec::new(),
        failed_legs: Vec::new(),
    };
    let problems = ticket_problems(&keys);
    let mut warnings: Vec<String> = problems.iter().map(ToString::to_string).collect();
    let same_event_only = !problems.is_empty() && problems.iter().all(TicketProblem::is_same_event);
    if same_event_only
        && let Some(board_legs) = legs
            .iter()
            .cloned()
            .collect::<Result<Vec<Leg>, String>>()
            .ok()
    {
        match series_priced(&board_legs, p, markets, c.params, c.book, c.best_of) {
            Ok((series, warning)) => {
                judged.series_priced += 1;
                warnings.extend(warning);
                esx.ticket = ticket_esx(&keys, &series.series);
                esx.series = Some(series);
            }
            Err(e) => warnings.push(e.to_string()),
        }
    }
    esx.warnings = warnings;
    let shown = failed.is_empty() || c.include_all;
    if !shown {
        judged.dropped += 1;
    }
    esx.failed_legs = failed;
    if let Value::Object(map) = row {
        map.insert(
            "esx".into(),
            serde_json::to_value(&esx).unwrap_or(Value::Null),
        );
    }
    shown
}
