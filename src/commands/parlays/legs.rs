//! The legs' rule keys (typed or served) and the matches they name: the index of each
//! leg's opponent and start from `/lines`.

use esx_odds::ticket::LegKey;
use esx_proto::models::{LinesResponse, ParlaysResponse};

use super::args::TicketLeg;

/// The rule keys of the legs as typed (no map or line: the ticket syntax has none).
pub(super) fn ticket_keys(legs: &[TicketLeg]) -> Vec<LegKey> {
    legs.iter()
        .map(|l| LegKey {
            match_id: l.match_id.clone(),
            market: l.market.clone(),
            map: None,
            line: None,
            selection: l.selection.clone(),
            text: format!("{}:{}:{}", l.match_id, l.market, l.selection),
        })
        .collect()
}

/// Match id → (home, away, start), for the legs' opponent and start time.
pub(super) type EventIndex = std::collections::HashMap<String, (String, String, String)>;

pub(super) fn event_index(lines: &esx_proto::models::LinesResponse) -> EventIndex {
    let mut index = EventIndex::new();
    for e in &lines.events {
        let entry = (
            e.home_team.clone(),
            e.away_team.clone(),
            e.event_time.clone(),
        );
        if let Some(id) = &e.kr_match_id {
            index.insert(id.clone(), entry.clone());
        }
        index.insert(e.event_id.clone(), entry);
    }
    index
}

/// Adds each served leg's match id, joined to its `/lines` event on documented fields
/// (a service that sends only the interface puts no `kr_match_id` on `/lines` events).
pub(super) fn index_legs(index: &mut EventIndex, typed: &ParlaysResponse, lines: &LinesResponse) {
    let events: Vec<crate::linebook::EventRef<'_>> = lines
        .events
        .iter()
        .enumerate()
        .map(|(i, e)| crate::linebook::EventRef::of(i, e))
        .collect();
    for leg in typed.parlays.iter().flat_map(|p| &p.legs) {
        if index.contains_key(&leg.kr_match_id) {
            continue;
        }
        if let Ok(e) = crate::joins::event_for(&leg.kr_match_id, &events, |_| true) {
            let entry = (
                e.home_team.to_string(),
                e.away_team.to_string(),
                e.event_time.to_string(),
            );
            index.insert(leg.kr_match_id.clone(), entry);
        }
    }
}

/// The rule keys of a served parlay's legs.
pub(super) fn served_keys(p: &esx_proto::models::Parlay) -> Vec<LegKey> {
    p.legs
        .iter()
        .map(|l| LegKey {
            match_id: l.kr_match_id.clone(),
            market: l.market.clone(),
            map: None,
            line: None,
            selection: l.selection.clone(),
            text: format!("{}:{}:{}", l.kr_match_id, l.market, l.selection),
        })
        .collect()
}
